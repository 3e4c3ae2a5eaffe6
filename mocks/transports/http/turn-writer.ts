/**
 * One-piece answers leave together at the end of the event loop's turn, not one by one as the
 * core makes them. `setImmediate` runs after the poll phase has handed every request that was
 * ready to the core, so the answers to one burst of requests go out in one burst of writes.
 *
 * Why: over loopback the client shares the machine (a frontend, a test runner, a load
 * generator), and a write to a client that sleeps in epoll wakes it on the other core. That
 * wake-up, not the bytes, was most of a write's cost: about 12 µs of system time per chat
 * request under 32 connections, against 6 µs when the answers of a turn leave together (the
 * client, once awake, finds them all). A lone request still leaves in the turn it came in,
 * a few microseconds later. A stream's frames are corked while the turn lasts and uncorked
 * here (`atTurnEnd`), so an unpaced stream leaves with the answers of its turn, and a paced
 * frame in the turn its timer fired.
 */
import type { OutgoingHttpHeaders, ServerResponse } from "node:http";

// Taken when the module loads: a test that fakes timers later (vi.useFakeTimers() fakes
// setImmediate) must still get its answers from a mock it started.
const atTurnEnd = globalThis.setImmediate;

interface PendingAnswer {
  res: ServerResponse;
  status: number;
  headers: OutgoingHttpHeaders;
  body: string | Uint8Array | undefined;
  /** The adapter's failure path (the spec's 500 body) if writing throws. */
  failed: (error: unknown) => void;
}

export class TurnWriter {
  private pending: PendingAnswer[] = [];
  private tasks: (() => void)[] = [];
  private scheduled = false;

  /** Queues an answer to be written, head and body in one go, at the end of this turn. */
  write(res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: string | Uint8Array | undefined, failed: (error: unknown) => void): void {
    this.pending.push({ res, status, headers, body, failed });
    this.schedule();
  }

  /** Runs `task` at the end of this turn, after the answers queued in it (a stream's uncork). */
  atTurnEnd(task: () => void): void {
    this.tasks.push(task);
    this.schedule();
  }

  /** Answers and tasks queued and not yet run. */
  get queued(): number {
    return this.pending.length + this.tasks.length;
  }

  private schedule(): void {
    if (!this.scheduled) {
      this.scheduled = true;
      atTurnEnd(this.flush);
    }
  }

  private readonly flush = (): void => {
    const answers = this.pending;
    const tasks = this.tasks;
    this.pending = [];
    this.tasks = [];
    this.scheduled = false;
    for (const task of tasks) task();
    for (const { res, status, headers, body, failed } of answers) {
      // The client went away while its answer waited: nobody to write to.
      if (res.destroyed) continue;
      try {
        res.writeHead(status, headers);
        res.end(body);
      } catch (error) {
        failed(error);
      }
    }
  };
}
