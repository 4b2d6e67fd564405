/** Every string over an alphabet, shortest first. */
export function* allStrings(alphabet: readonly string[], maxLength: number): Generator<string> {
  yield '';
  let current: string[] = [''];
  for (let length = 1; length <= maxLength; length++) {
    const next: string[] = [];
    for (const prefix of current) {
      for (const symbol of alphabet) {
        const text = prefix + symbol;
        next.push(text);
        yield text;
      }
    }
    current = next;
  }
}

/** How many strings `allStrings(alphabet, maxLength)` yields. */
export function countStrings(alphabetSize: number, maxLength: number): number {
  let total = 0;
  for (let length = 0; length <= maxLength; length++) total += alphabetSize ** length;
  return total;
}
