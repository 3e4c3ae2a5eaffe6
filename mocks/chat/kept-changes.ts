/**
 * The changes a rewrite of a document proposes (coherent-records.ts, demo-records.ts), kept
 * where the caller's schema accepts them: all at once when it accepts them together, else one
 * at a time, each kept only if the document still passes. The changes are made on a copy the
 * caller owns; the document it came from is never touched.
 */

/** One change of a record's field in the copy, undone when the schema refuses it. */
export interface RecordChange {
  readonly record: Record<string, unknown>;
  readonly key: string;
  readonly next: unknown;
  readonly before: unknown;
}

/** Most checks of the document when the changes together fail it and are tried one at a time. */
const MAX_CHECKS = 64;

/**
 * `copy` with `changes` made where `validate` accepts them, or `document` when none is kept.
 * @example withChangesKept(doc, copy, [{ record: copy.users[0], key: "email", next: "ananya.silva@example.com", before: "x" }], check) // copy
 */
export function withChangesKept(document: unknown, copy: unknown, changes: readonly RecordChange[], validate: (value: unknown) => boolean): unknown {
  for (const made of changes) made.record[made.key] = made.next;
  if (validate(copy)) return copy;
  // Together they break a constraint (a pattern, a maxLength, a list's length, a format the
  // checker reads): undo them all, then keep those the schema accepts one at a time.
  for (let i = changes.length - 1; i >= 0; i--) changes[i]!.record[changes[i]!.key] = changes[i]!.before;
  let checks = 0;
  let kept = 0;
  for (const made of changes) {
    if (checks++ >= MAX_CHECKS) break;
    made.record[made.key] = made.next;
    if (validate(copy)) kept++;
    else made.record[made.key] = made.before;
  }
  return kept === 0 ? document : copy;
}
