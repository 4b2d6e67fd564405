/**
 * RFC 9110 (HTTP Semantics) sections 4.2.1 and 4.2.2 as their own text: the `http-URI` and
 * `https-URI` rules verbatim. The RFC 3986 rules they name (`authority`, `path-abempty`, `query`)
 * are imported from the RFC 3986 grammar as they are, with the rules those use.
 *
 * No override is needed: the two rules are sequences, and the imported rules carry RFC 3986's.
 */
export const HTTP_ABNF = `; RFC 9110 section 4.2.1, http URI Scheme
     http-URI = "http" "://" authority path-abempty [ "?" query ]

; RFC 9110 section 4.2.2, https URI Scheme
     https-URI = "https" "://" authority path-abempty [ "?" query ]
`;

/** The RFC 3986 rules RFC 9110 section 4.2 uses by name ("[URI]"). */
export const FROM_RFC3986 = ['authority', 'path-abempty', 'query'] as const;
