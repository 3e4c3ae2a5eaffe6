import type { JournalEntry, State } from "./state.ts";

/** A session's whole request journal, oldest first, read page by page (for test helpers). */
export async function readJournal(store: State, sessionHeader: string | undefined): Promise<JournalEntry[]> {
  const { session } = await store.begin(sessionHeader);
  const entries: JournalEntry[] = [];
  for (let after = 0; ; ) {
    const page = await store.journal(session, { limit: 1000, after });
    entries.push(...page.items);
    if (page.next === null) return entries;
    after = page.next;
  }
}
