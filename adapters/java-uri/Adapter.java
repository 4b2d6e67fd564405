/*
 * uri-grammar audit adapter for java.net.URI (peer name: java-uri), judged against RFC 2396.
 *
 * Speaks the audit's line protocol (docs/audit.md): reads one input per line on stdin, answers
 * each with one JSON line on stdout. Started by `uri-grammar audit --peer java-uri`, or by hand:
 * `java adapters/java-uri/Adapter.java` (JDK 11 or later runs a source file directly).
 *
 * java.net.URI parses by the grammar of RFC 2396 Appendix A, amended by RFC 2732 (IPv6
 * literals), with the deviations its Javadoc lists: among them, non-ASCII "other" characters
 * are taken in most components. How its getters map onto the eight RFC 3986 components (null:
 * absent):
 * - valid: false when new URI(input) throws URISyntaxException (its message is the error).
 * - scheme: getScheme(), as written (URI keeps its case; there is no getRawScheme: a scheme has
 *   no escapes). null when absent.
 * - authority: getRawAuthority(), null when absent. URI gives null for an empty authority too
 *   ("file:///etc"), so an empty one reads as absent.
 * - userinfo: getRawUserInfo(), null when absent.
 * - host: getHost(), null when absent. URI first tries a server-based authority (userinfo, a
 *   host that is an RFC 2396 hostname or IPv4 address or a bracketed IPv6 address, a numeric
 *   port); when that fails the authority is registry-based and getHost() is null, getPort() -1
 *   and getRawUserInfo() null. The adapter reports those as absent, since that is what a caller
 *   of the getters sees: "http://999.1.1.1/" has authority "999.1.1.1" and no host.
 * - port: getPort() as a decimal string, null when it is -1 (no port, an empty port, or a
 *   registry-based authority). Leading zeros are gone ("080" answers "80").
 * - path: getRawPath() for a hierarchical URI. An opaque URI ("mailto:a@b?c", a scheme whose
 *   specific part does not start with "/") has no path in URI's reading, and no query either
 *   (RFC 2396's opaque_part takes the "?"): the adapter answers getRawSchemeSpecificPart() as
 *   its path and null as its query, which is how RFC 2396 splits it.
 * - query: getRawQuery(), null when absent ("" for "http://a?").
 * - fragment: getRawFragment(), null when absent.
 */
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;

public class Adapter {
  public static void main(String[] args) throws IOException {
    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
    // readLine also ends a line at "\r", but the audit never sends one.
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      out.write(answer(line));
      out.write('\n');
      out.flush();
    }
  }

  static String answer(String input) {
    URI uri;
    try {
      uri = new URI(input);
    } catch (URISyntaxException error) {
      return "{\"valid\": false, \"error\": " + json(error.getMessage()) + "}";
    }
    boolean opaque = uri.isOpaque();
    int port = uri.getPort();
    return "{\"valid\": true"
        + ", \"scheme\": " + json(uri.getScheme())
        + ", \"authority\": " + json(uri.getRawAuthority())
        + ", \"userinfo\": " + json(uri.getRawUserInfo())
        + ", \"host\": " + json(uri.getHost())
        + ", \"port\": " + json(port < 0 ? null : Integer.toString(port))
        + ", \"path\": " + json(opaque ? uri.getRawSchemeSpecificPart() : uri.getRawPath())
        + ", \"query\": " + json(opaque ? null : uri.getRawQuery())
        + ", \"fragment\": " + json(uri.getRawFragment())
        + "}";
  }

  /** A JSON string (or null) in plain ASCII: everything else is written as a JSON escape. */
  static String json(String text) {
    if (text == null) return "null";
    StringBuilder quoted = new StringBuilder(text.length() + 2).append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') quoted.append('\\').append(c);
      else if (c >= 0x20 && c < 0x7f) quoted.append(c);
      else quoted.append(String.format("\\u%04x", (int) c));
    }
    return quoted.append('"').toString();
  }
}
