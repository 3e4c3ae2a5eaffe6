/**
 * `text` cut at the given places (taken modulo its length + 1, in order), as a socket might hand
 * it over; pieces may be empty, as none from a socket is, to try the readers' edges too.
 */
export function piecesOf(text: string, at: readonly number[]): string[] {
  const marks = at.map((i) => i % (text.length + 1)).sort((a, b) => a - b);
  const pieces: string[] = [];
  let from = 0;
  for (const mark of marks) {
    pieces.push(text.slice(from, mark));
    from = mark;
  }
  pieces.push(text.slice(from));
  return pieces;
}
