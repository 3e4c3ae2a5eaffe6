/**
 * A string cut for a message, a journal entry or a log line: client text is echoed, but never
 * unbounded (MOCK_MAX_ECHO_CHARS); a cut ends in "…" so a reader sees it was cut.
 */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
