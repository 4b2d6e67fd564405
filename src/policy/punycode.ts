/**
 * RFC 3492 Punycode encoding (section 6.3, with the parameters of section 5), for the A-label
 * of an internationalized label: what a WHATWG parser writes for `bücher` is `xn--bcher-kva`.
 * The policy compares hosts in that form with the platform's `URL`, and measures a DNS label's
 * 63 octets on it.
 */
const BASE = 36;
const TMIN = 1;
const TMAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 0x80;

/** Section 6.1. */
function adapt(delta: number, points: number, first: boolean): number {
  let scaled = first ? Math.floor(delta / DAMP) : delta >> 1;
  scaled += Math.floor(scaled / points);
  let k = 0;
  while (scaled > ((BASE - TMIN) * TMAX) >> 1) {
    scaled = Math.floor(scaled / (BASE - TMIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - TMIN + 1) * scaled) / (scaled + SKEW));
}

/** Digit values 0-25 are "a"-"z", 26-35 are "0"-"9" (section 5). */
function digit(value: number): string {
  return String.fromCharCode(value < 26 ? 0x61 + value : 0x16 + value);
}

/** The Punycode of `label` (without the "xn--" prefix). */
export function punycodeEncode(label: string): string {
  const points = Array.from(label, (character) => character.codePointAt(0)!);
  let output = points
    .filter((point) => point < 0x80)
    .map((point) => String.fromCharCode(point))
    .join('');
  const basic = output.length;
  let handled = basic;
  if (basic > 0) output += '-';
  let n = INITIAL_N;
  let delta = 0;
  let bias = INITIAL_BIAS;
  while (handled < points.length) {
    const next = Math.min(...points.filter((point) => point >= n));
    delta += (next - n) * (handled + 1);
    n = next;
    for (const point of points) {
      if (point < n) delta++;
      if (point !== n) continue;
      let q = delta;
      for (let k = BASE; ; k += BASE) {
        // Section 6.3's t (TMIN if k <= bias, TMAX if k >= bias + TMAX, else k - bias) is
        // k - bias clamped to TMIN..TMAX: k and bias are whole numbers, and TMIN is 1.
        const t = Math.min(TMAX, Math.max(TMIN, k - bias));
        if (q < t) break;
        output += digit(t + ((q - t) % (BASE - t)));
        q = Math.floor((q - t) / (BASE - t));
      }
      output += digit(q);
      bias = adapt(delta, handled + 1, handled === basic);
      delta = 0;
      handled++;
    }
    delta++;
    n++;
  }
  return output;
}

/**
 * A domain name with each non-ASCII label written as its A-label, after the lowercasing and
 * NFC that UTS 46 applies first. The rest of UTS 46's mapping (width folding, deleted code
 * points, `ß`) is not reproduced: where it would change a label, the policy's two readings
 * differ and the WHATWG clause refuses the input rather than guess.
 */
export function toAsciiLabels(name: string): string {
  // Stryker disable next-line ConditionalExpression: a fast path; the labels of an ASCII name are joined back unchanged
  if (!/[^\x00-\x7f]/.test(name)) return name;
  return name
    .split('.')
    .map((label) =>
      /[^\x00-\x7f]/.test(label)
        ? `xn--${punycodeEncode(label.toLowerCase().normalize('NFC'))}`
        : label,
    )
    .join('.');
}
