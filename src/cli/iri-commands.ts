/** `to-uri` and `to-iri`: RFC 3987 3.1 (IRI to URI) and 3.2 (URI to IRI), one input per line. */
import { iriToUri, uriToIri } from '../iri';
import { escapeText } from './escape';
import { invalidOutcome } from './reference-commands';
import { STREAM_HELP, lineCommand } from './run';

export const toUriCommand = lineCommand({
  name: 'to-uri',
  summary: 'map each IRI to a URI (RFC 3987 3.1): non-ASCII characters percent-encoded',
  options: { flags: ['idna'] },
  help: `uri-grammar to-uri [--idna] [--format json|text] [--input FILE]... [--jobs N] [--summary] [IRI...]

Prints {input, uri}: each ucschar and iprivate character as its UTF-8 bytes, percent-encoded;
nothing else changes, so a URI comes back as it is. The result is always a URI-reference.
  --idna           also convert a non-ASCII reg-name to ASCII labels (punycode, by the
                   platform's UTS 46 ToASCII) for http, https, ws, wss and ftp (RFC 3987 3.1)
Exit 1 when an input is not an IRI-reference (or, with --idna, a host ToASCII refuses).
${STREAM_HELP}

Example: uri-grammar to-uri 'http://résumé.example/ö?q=ü' && uri-grammar to-uri --idna 'http://résumé.example/'`,
  perInput: (args) => {
    const idna = args.flags.has('idna');
    return (input) => {
      try {
        const uri = iriToUri(input, { idna });
        return { ok: true, record: { input, uri }, text: () => escapeText(uri) };
      } catch (error) {
        if (error instanceof RangeError) {
          return {
            ok: false,
            record: { input, uri: null, error: { message: error.message } },
            text: () => `refused  ${escapeText(input)}\n         ${error.message}`,
          };
        }
        return invalidOutcome(input, error);
      }
    };
  },
});

export const toIriCommand = lineCommand({
  name: 'to-iri',
  summary: 'map each URI to an IRI (RFC 3987 3.2): UTF-8 percent-encodings decoded where allowed',
  options: {},
  help: `uri-grammar to-iri [--format json|text] [--input FILE]... [--jobs N] [--summary] [URI...]

Prints {input, iri}: RFC 3987 3.2 steps 1 to 5. Percent-encodings of UTF-8 characters an IRI
allows where they stand are decoded; %25, reserved characters, ASCII a URI does not allow,
octets that are not UTF-8 (D%FCrst), iprivate outside the query and the bidi formatting
characters of 4.1 stay encoded. Punycode labels are not converted.
Exit 1 when an input is not a URI-reference.
${STREAM_HELP}

Example: uri-grammar to-iri 'http://www.example.org/D%C3%BCrst' 'http://www.example.org/D%FCrst'`,
  perInput: () => (input) => {
    try {
      const iri = uriToIri(input);
      return { ok: true, record: { input, iri }, text: () => escapeText(iri) };
    } catch (error) {
      return invalidOutcome(input, error);
    }
  },
});
