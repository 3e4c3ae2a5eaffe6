import type { JournalEntry, Session, State } from "./state.ts";

/** A session's whole request journal, oldest first, read page by page (for test helpers). */
export async function readJournal(store: State, sessionHeader: string | undefined): Promise<JournalEntry[]> {
  const { session } = await store.begin(sessionHeader);
  return journalOf(store, session);
}

/**
 * An entry as the journal's readers see it: without the real time the verdict keeps beside a
 * clock that reads otherwise (wallAt, wallMs), which differs run to run, so the journal of a
 * manual clock stays the same from run to run, over HTTP and MSW alike.
 */
export function shownEntry({ wallAt, wallMs, ...shown }: JournalEntry): JournalEntry {
  return shown;
}

/** An open session's whole journal, oldest first (the verdict reads it; the metrics read every session's, State.journals). */
export async function journalOf(store: State, session: Session): Promise<JournalEntry[]> {
  const entries: JournalEntry[] = [];
  for (let after = 0; ; ) {
    const page = await store.journal(session, { limit: 1000, after });
    entries.push(...page.items);
    if (page.next === null) return entries;
    after = page.next;
  }
}
