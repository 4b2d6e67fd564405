/**
 * A string built from many pieces. `+=` on a string in V8 makes a rope node per append, so
 * writing a 20 MB host one character or one triplet at a time cost 30+ bytes per piece before the
 * rope was flattened. Pieces are joined in batches instead, so the memory held is about the size
 * of the result, whatever the number of pieces.
 */
const BATCH = 4096;

export class TextBuilder {
  private pieces: string[] = [];
  private readonly batches: string[] = [];

  append(piece: string): void {
    this.pieces.push(piece);
    if (this.pieces.length === BATCH) {
      this.batches.push(this.pieces.join(''));
      this.pieces = [];
    }
  }

  /** `text.slice(start, end)`, when it is not empty. */
  appendSlice(text: string, start: number, end: number): void {
    if (end > start) this.append(text.slice(start, end));
  }

  toString(): string {
    if (this.batches.length === 0) return this.pieces.join('');
    return this.batches.join('') + this.pieces.join('');
  }
}
