"""uri-grammar audit adapter for Python's urllib.parse.urlsplit (peer name: python-urllib).

Speaks the audit's line protocol (docs/audit.md): reads one input per line on stdin, answers
each with one JSON line on stdout. Started by `uri-grammar audit --peer python-urllib`, or by
hand: `python3 adapters/python-urllib/adapter.py`. Needs Python 3.6 or later, nothing else.

How urlsplit's result maps onto the eight RFC 3986 components (null: absent):
- valid: false when urlsplit raises ValueError (unbalanced "[" or "]", a bracketed host that is
  not an IP address), or when reading .port does (a port that is not a number from 0 to 65535):
  a program reading .port gets that error. Otherwise true: urlsplit validates nothing else.
- scheme: .scheme, lowercased by urlsplit; "" (no scheme) is null, as a scheme is never empty.
- authority: .netloc as written; "" is null. urlsplit keeps no difference between an empty and
  an absent authority (file:///x and file:/x both give ""), so an empty one reads as absent.
- userinfo: .username, plus ":" and .password when there is a password; null when .username is
  None. Both come from the netloc before its last "@".
- host: .hostname, which urlsplit lowercases and takes out of its brackets; the adapter puts the
  brackets back when the host part of the netloc has a "[" (urlsplit's own test for a bracketed
  host, in SplitResult._hostinfo). An empty host is None there, so it reads as absent.
- port: .port, an int: leading zeros and an empty port are gone, so "080" answers "80" and
  "a:" no port.
- path: .path as written.
- query, fragment: as written; "" is null, for the reason given for the authority: urlsplit
  keeps no difference between "http://a?" and "http://a".
urlsplit also takes ASCII tab, CR and LF out of the whole input and strips leading C0 controls
and spaces before splitting (Python 3.9.5+, following WHATWG): the components it answers are
those of the changed input.
"""
import io
import json
import sys
from urllib.parse import urlsplit


def components(text):
    parts = urlsplit(text)
    port = parts.port  # raises ValueError for a port that is not a number in range
    username, password = parts.username, parts.password
    if username is None:
        userinfo = None
    elif password is None:
        userinfo = username
    else:
        userinfo = username + ':' + password
    host = parts.hostname
    if host is not None and '[' in parts.netloc.rpartition('@')[2]:
        host = '[' + host + ']'
    return {
        'valid': True,
        'scheme': parts.scheme or None,
        'authority': parts.netloc or None,
        'userinfo': userinfo,
        'host': host,
        'port': None if port is None else str(port),
        'path': parts.path,
        'query': parts.query or None,
        'fragment': parts.fragment or None,
    }


def main():
    # UTF-8 whatever the locale says, and only "\n" ends a line: the audit never sends "\r".
    lines = io.TextIOWrapper(sys.stdin.buffer, encoding='utf-8', newline='\n')
    for line in lines:
        text = line[:-1] if line.endswith('\n') else line
        try:
            answer = components(text)
        except ValueError as error:
            answer = {'valid': False, 'error': str(error)}
        # ensure_ascii (the default) keeps the output plain ASCII.
        sys.stdout.write(json.dumps(answer) + '\n')
        sys.stdout.flush()


if __name__ == '__main__':
    main()
