/**
 * A deterministic generator of URI references built from URI pieces (scheme, userinfo, host,
 * port, path, query, fragment), most of them valid RFC 3986 URI references and some made invalid
 * by one realistic mistake. Seeded PRNG (mulberry32), no Math.random: the same seed always gives
 * the same strings, on every platform.
 */
import { mulberry32 } from '../support/random';

/** A string and whether it was built to be a valid URI-reference. */
export interface GeneratedReference {
  readonly text: string;
  readonly valid: boolean;
}

export const DEFAULT_SEED = 0x3986;
export const DEFAULT_COUNT = 1000;

class Picker {
  constructor(private readonly random: () => number) {}

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.random() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  times(min: number, max: number, make: () => string, separator = ''): string {
    const parts: string[] = [];
    const n = this.int(min, max);
    for (let i = 0; i < n; i++) parts.push(make());
    return parts.join(separator);
  }
}

const WORDS = [
  'api',
  'v1',
  'v2',
  'users',
  'items',
  'search',
  'docs',
  'static',
  'img',
  'blog',
  'post',
  'account',
  'settings',
  'cart',
  'checkout',
  'products',
  'category',
  'news',
  'world',
  'help',
  'index.html',
  'main.js',
  'style.css',
  'logo.png',
  'report.pdf',
  'feed.xml',
  'about',
  'team',
  'download',
  'release',
  'latest',
  'wiki',
  'Main_Page',
  'src',
  'lib',
  'test',
  'a',
  'b',
  'x',
] as const;
const TLDS = ['com', 'org', 'net', 'io', 'dev', 'example', 'test', 'co.uk', 'de', 'jp'] as const;
const LABELS = [
  'www',
  'api',
  'cdn',
  'static',
  'shop',
  'mail',
  'docs',
  'example',
  'my-site',
  'service-1',
  'eu-west-1',
  'files',
  'auth',
  'localhost',
  'xn--bcher-kva',
  'a',
  'z9',
] as const;
const SCHEMES_WITH_AUTHORITY = [
  'http',
  'https',
  'https',
  'https',
  'ftp',
  'ws',
  'wss',
  'git+ssh',
  'ssh',
  'sftp',
  'ldap',
  'postgres',
  'redis',
  'coap',
  'svn+ssh',
  'file',
] as const;
const KEYS = [
  'q',
  'page',
  'sort',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'ref',
  'id',
  'lang',
  'limit',
  'offset',
  'filter',
  'redirect_uri',
  'state',
  'token',
  'fields',
  'v',
  'gclid',
  'fbclid',
  's',
] as const;
const SUB_DELIMS = "!$&'()*+,;=";
const UNRESERVED_EXTRA = '-._~';
const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const HEX = '0123456789ABCDEF';
/** Code points to percent-encode as UTF-8: Latin, Greek, Cyrillic, CJK, an emoji. */
const CODE_POINTS = [0xe9, 0xfc, 0xdf, 0x3b1, 0x416, 0x6771, 0x4eac, 0xd55c, 0x1f600, 0x20ac];
/** Raw characters RFC 3986 never allows outside an escape. */
const FORBIDDEN = [' ', '"', '<', '>', '\\', '^', '`', '{', '}', '|', '\u00e9', '\u6771'];

function percentEncodeUtf8(codePoint: number, lowerCase: boolean): string {
  const bytes = Buffer.from(String.fromCodePoint(codePoint), 'utf8');
  let out = '';
  for (const byte of bytes) {
    const hex = byte.toString(16).toUpperCase().padStart(2, '0');
    out += `%${lowerCase ? hex.toLowerCase() : hex}`;
  }
  return out;
}

/** Builds one valid piece of each kind; every method returns text that is valid where used. */
class Pieces {
  constructor(private readonly p: Picker) {}

  private char(alphabet: string): string {
    return alphabet[this.p.int(0, alphabet.length - 1)] ?? 'a';
  }

  /** A word of unreserved characters, sometimes with an escape or a sub-delim. */
  word(): string {
    const p = this.p;
    if (p.chance(0.55)) return p.pick(WORDS);
    let out = p.times(1, 10, () => this.char(ALNUM));
    if (p.chance(0.25)) out += this.char(UNRESERVED_EXTRA) + p.times(1, 6, () => this.char(ALNUM));
    if (p.chance(0.15)) out += percentEncodeUtf8(p.pick(CODE_POINTS), p.chance(0.2));
    if (p.chance(0.1)) out += `%${this.char(HEX)}${this.char(HEX)}`;
    if (p.chance(0.08)) out += this.char(SUB_DELIMS);
    return out;
  }

  scheme(): string {
    const p = this.p;
    if (p.chance(0.9)) return p.pick(SCHEMES_WITH_AUTHORITY);
    return this.char('abcdefghijklmnopqrstuvwxyz') + p.times(1, 8, () => this.char('abcxyz019+.-'));
  }

  userinfo(): string {
    const p = this.p;
    let out = p.pick(['alice', 'bob', 'git', 'deploy', 'user.name', 'anonymous', 'x-token']);
    if (p.chance(0.4)) out += `:${this.word()}`;
    if (p.chance(0.2)) out += '%40example.org';
    return out;
  }

  regName(): string {
    const p = this.p;
    return `${p.times(1, 3, () => p.pick(LABELS), '.')}.${p.pick(TLDS)}`;
  }

  ipv4(): string {
    const p = this.p;
    return p.times(4, 4, () => String(p.pick([0, 1, 10, 127, 168, 192, 255, p.int(0, 255)])), '.');
  }

  h16(): string {
    const p = this.p;
    const hex = p.times(1, 4, () => this.char('0123456789abcdef'));
    return p.chance(0.1) ? hex.toUpperCase() : hex;
  }

  /** An IPv6address in one of its nine RFC 3986 shapes (with or without `::`, IPv4 tail). */
  ipv6(): string {
    const p = this.p;
    const ipv4Tail = p.chance(0.15);
    const groups = ipv4Tail ? 6 : 8;
    if (p.chance(0.2)) {
      const head = p.times(groups, groups, () => this.h16(), ':');
      return ipv4Tail ? `${head}:${this.ipv4()}` : head;
    }
    const before = p.int(0, groups - 1);
    const after = p.int(0, groups - 1 - before);
    const left = p.times(before, before, () => this.h16(), ':');
    let right = p.times(after, after, () => this.h16(), ':');
    if (ipv4Tail) right = right === '' ? this.ipv4() : `${right}:${this.ipv4()}`;
    return `${left}::${right}`;
  }

  host(): string {
    const p = this.p;
    const r = p.int(0, 99);
    if (r < 70) return this.regName();
    if (r < 82) return this.ipv4();
    if (r < 97) return `[${this.ipv6()}]`;
    // IPvFuture: no escapes allowed, so plain alphanumerics and sub-delims.
    const plain = (): string => p.times(1, 8, () => this.char(ALNUM + SUB_DELIMS));
    return `[v${this.char('0123456789abcdef')}.${plain()}:${plain()}]`;
  }

  authority(): string {
    const p = this.p;
    let out = '';
    if (p.chance(0.12)) out += `${this.userinfo()}@`;
    out += this.host();
    if (p.chance(0.2))
      out += `:${p.pick(['80', '443', '8080', '3000', '', String(p.int(1, 65535))])}`;
    return out;
  }

  segment(): string {
    const p = this.p;
    if (p.chance(0.05)) return p.pick(['.', '..', '']);
    let out = this.word();
    if (p.chance(0.06)) out += p.pick([':', '@', ';v=1', ':8']);
    return out;
  }

  /** `/seg/seg...`, possibly empty. */
  absPath(min: number): string {
    return this.p.times(min, 7, () => `/${this.segment()}`);
  }

  query(): string {
    const p = this.p;
    if (p.chance(0.05)) return p.pick(['', '&', 'flag']);
    return p.times(
      1,
      9,
      () => {
        const key = p.pick(KEYS);
        const value = p.chance(0.12)
          ? p.pick(['https://example.com/cb?x=1', '/next/page', 'a@b.example', '?', ':'])
          : p.chance(0.1)
            ? `https%3A%2F%2F${this.regName()}%2F${this.word()}`
            : this.word();
        return `${key}=${value}`;
      },
      '&',
    );
  }

  fragment(): string {
    const p = this.p;
    return p.pick([this.word(), `/${this.word()}?tab=${this.word()}`, `L${p.int(1, 999)}`, '']);
  }
}

/** One valid URI reference, of a shape drawn at random. */
function validReference(p: Picker, pieces: Pieces): string {
  const shape = p.int(0, 99);
  let out: string;
  if (shape < 55) {
    out = `${pieces.scheme()}://${pieces.authority()}${pieces.absPath(0)}`;
  } else if (shape < 65) {
    // URI without authority: mailto:, urn:, tel:, data:-like, path-rootless.
    out = p.pick([
      () => `mailto:${pieces.userinfo().replace(':', '.')}@${pieces.regName()}`,
      () => `urn:${p.pick(['isbn', 'uuid', 'example', 'ietf:rfc'])}:${pieces.word()}`,
      () => `tel:+${p.int(1, 99)}-${p.int(100, 999)}-555-${p.int(1000, 9999)}`,
      () => `data:text/plain;base64,${pieces.word()}${p.pick(['', '=', '=='])}`,
      () => `${pieces.scheme()}:${pieces.word()}${pieces.absPath(0)}`,
    ])();
  } else if (shape < 72) {
    out = `//${pieces.authority()}${pieces.absPath(0)}`;
  } else if (shape < 85) {
    out = pieces.absPath(1);
  } else if (shape < 93) {
    // relative-path reference: its first segment has no colon.
    const first = pieces.word();
    out = `${p.pick(['', './', '../', '../../'])}${first}${pieces.absPath(0)}`;
  } else {
    out = '';
  }
  if (p.chance(shape >= 93 ? 0.7 : 0.4)) out += `?${pieces.query()}`;
  if (p.chance(shape >= 93 ? 0.5 : 0.15)) out += `#${pieces.fragment()}`;
  return out;
}

/** A valid reference made invalid by one mistake that nothing in RFC 3986 allows. */
function invalidReference(p: Picker, pieces: Pieces): string {
  const base = validReference(p, pieces);
  const at = p.int(0, base.length);
  const insert = (s: string): string => base.slice(0, at) + s + base.slice(at);
  switch (p.int(0, 7)) {
    case 0:
    case 1:
      return insert(p.pick(FORBIDDEN));
    case 2:
      // `%` followed by something that is not two hex digits (a lone `%` only at the end, where
      // it cannot borrow two hex digits from what follows).
      return p.chance(0.2) ? `${base}%` : insert(p.pick(['%G', '%zz', '%4%', '%-1', '%%', '%4 ']));
    case 3:
      return `${base}#${pieces.word()}#${pieces.word()}`;
    case 4:
      return `https://${pieces.regName()}${pieces.absPath(0)}/[${pieces.word()}]`;
    case 5:
      return `http://${pieces.regName()}:${p.int(1, 9999)}${p.pick(['a', 'x', '-1', ':1'])}/`;
    case 6:
      // broken IP-literals: a bare IPv6 address, nine groups, a zone id, an octet over 255.
      return p.pick([
        `http://${pieces.ipv6()}/`,
        `http://[1:2:3:4:5:6:7:8:9]/`,
        `http://[${pieces.ipv6()}%eth0]/`,
        `http://[::ffff:192.0.2.${p.int(256, 999)}]/`,
        `http://[${pieces.regName()}]/`,
        `http://[::1/`,
      ]);
    default:
      // a scheme that does not start with a letter, or a colon in a first relative segment.
      return p.pick([
        `${p.int(0, 9)}${pieces.scheme()}://${pieces.regName()}/`,
        `-x:${pieces.word()}`,
        `git@${pieces.regName()}:${pieces.word()}/${pieces.word()}.git`,
      ]);
  }
}

/** `count` references from `seed`, about 80% valid; the same arguments give the same list. */
export function generateReferences(
  count: number = DEFAULT_COUNT,
  seed: number = DEFAULT_SEED,
): GeneratedReference[] {
  const p = new Picker(mulberry32(seed));
  const pieces = new Pieces(p);
  const out: GeneratedReference[] = [];
  for (let i = 0; i < count; i++) {
    const valid = p.chance(0.8);
    out.push({ text: valid ? validReference(p, pieces) : invalidReference(p, pieces), valid });
  }
  return out;
}

/** The generated strings alone. */
export function generateCorpus(
  count: number = DEFAULT_COUNT,
  seed: number = DEFAULT_SEED,
): string[] {
  return generateReferences(count, seed).map((reference) => reference.text);
}
