/**
 * Text kept as the pieces it arrived in (node:http: one latin1 string per socket read), read
 * the way the long-literal reader reads a string (a character, the next place of a character,
 * a slice) without joining the pieces. A megabyte joined into one string is a fresh mapping of
 * V8's large-object space on every request, and touching it page by page cost more than all
 * the rest of an OCR request. A slice across pieces is a rope of slices of them: V8 copies
 * nothing until something reads its characters.
 */
export class PieceText {
  readonly length: number;
  /** Where each piece starts in the whole text. */
  private readonly starts: number[] = [];
  /** The piece read last: reads mostly move forward, a piece at a time. */
  private current = 0;

  constructor(readonly pieces: readonly string[]) {
    let length = 0;
    for (const piece of pieces) {
      this.starts.push(length);
      length += piece.length;
    }
    this.length = length;
  }

  charCodeAt(at: number): number {
    if (at < 0 || at >= this.length) return Number.NaN;
    const i = this.pieceAt(at);
    return this.pieces[i]!.charCodeAt(at - this.starts[i]!);
  }

  /** Where `char` (one UTF-16 unit) is next at or after `from`, or -1. */
  indexOf(char: string, from: number): number {
    if (from >= this.length) return -1;
    for (let i = this.pieceAt(Math.max(0, from)); i < this.pieces.length; i++) {
      const start = this.starts[i]!;
      const found = this.pieces[i]!.indexOf(char, Math.max(0, from - start));
      if (found >= 0) return start + found;
    }
    return -1;
  }

  startsWith(prefix: string, at: number): boolean {
    return this.slice(at, at + prefix.length) === prefix;
  }

  /** The text from `start` to `end`: a slice of one piece, or a rope of slices of several. */
  slice(start: number, end = this.length): string {
    let text = "";
    for (const part of this.parts(start, end)) text += part;
    return text;
  }

  /** The slices of the pieces that make up [start, end), in order (none empty). */
  parts(start: number, end = this.length): string[] {
    const from = Math.max(0, start);
    const to = Math.min(this.length, end);
    const parts: string[] = [];
    if (from >= to) return parts;
    for (let i = this.pieceAt(from); i < this.pieces.length && this.starts[i]! < to; i++) {
      const piece = this.pieces[i]!;
      const offset = this.starts[i]!;
      const part = piece.slice(Math.max(0, from - offset), Math.min(piece.length, to - offset));
      if (part !== "") parts.push(part);
    }
    return parts;
  }

  /** The index of the piece holding position `at` (0 <= at < length). */
  private pieceAt(at: number): number {
    let i = this.current;
    while (i > 0 && this.starts[i]! > at) i--;
    while (i < this.pieces.length - 1 && this.starts[i]! + this.pieces[i]!.length <= at) i++;
    this.current = i;
    return i;
  }
}
