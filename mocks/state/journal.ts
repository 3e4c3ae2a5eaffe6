/** One line of the request journal ("did my app call X?"). */
export interface JournalEntry {
  id: string;
  time: number;
  method: string;
  path: string;
  operationId: string | null;
  status: number;
  durationMs: number;
  model: string | null;
  errorCode: string | null;
}

/** A bounded ring of recent requests, newest last. */
export class Journal {
  private readonly entries: JournalEntry[] = [];
  private start = 0;

  constructor(private readonly capacity: number) {}

  record(entry: JournalEntry): void {
    if (this.capacity <= 0) return;
    if (this.entries.length < this.capacity) {
      this.entries.push(entry);
      return;
    }
    this.entries[this.start] = entry;
    this.start = (this.start + 1) % this.capacity;
  }

  /** Entries, oldest first. */
  list(): JournalEntry[] {
    return [...this.entries.slice(this.start), ...this.entries.slice(0, this.start)];
  }

  get size(): number {
    return this.entries.length;
  }

  clear(): void {
    this.entries.length = 0;
    this.start = 0;
  }
}
