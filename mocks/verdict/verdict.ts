/**
 * The verdict on the client: what the session's client did wrong, read from its journal. Each
 * finding has a stable code, a plain sentence and the ids of the requests that show it. A wait
 * between two requests is the longer of the mock's clock and real time: a client waits on real
 * timers (the SDKs' retries, a poller's setTimeout) or on a clock the test moves, and a test
 * that holds the clock still (manualClock, a freeze) must not make a patient client look hasty.
 */
import type { components } from "../../generated/control.d.ts";
import type { JournalEntry } from "../state/state.ts";

export type FindingCode = components["schemas"]["FindingCode"];

/** Every code, in the spec's order; the compiler holds it to the spec's enum both ways. */
export const FINDING_CODES = [
  "retry-before-retry-after",
  "retry-without-backoff",
  "retried-non-retryable",
  "poll-faster-than-floor",
  "poll-after-terminal",
  "poll-without-deadline",
  "poll-unknown-task",
  "duplicate-submission",
  "resent-after-stream-error",
  "called-after-401",
  "abandoned-stream",
] as const satisfies readonly FindingCode[];
const everyCode: Exclude<FindingCode, (typeof FINDING_CODES)[number]> extends never ? true : false = true;
void everyCode;

export interface Finding {
  code: FindingCode;
  message: string;
  /** Journal ids of the requests that show it, oldest first. */
  requests: string[];
}

export interface VerdictOptions {
  /** Polls of one task closer than this are too fast. Default 1000 ms. */
  pollFloorMs?: number;
  /** A task polled while `processing` for longer than this, first such poll to latest, is polled without a deadline. Default 600 000 ms. */
  pollDeadlineMs?: number;
  /** Two identical submissions closer than this are one click too many. Default 2000 ms. */
  duplicateWindowMs?: number;
  /** A retry of a failure sooner than this has no backoff. Default 100 ms. */
  minBackoffMs?: number;
}

export interface Verdict {
  findings: Finding[];
  /** Findings by code (every code, 0 included). */
  counts: Record<FindingCode, number>;
}

/** Most findings a verdict lists (the counts count them all). */
export const MAX_FINDINGS = 200;
/** Timers may fire a millisecond or so early: a wait this close to the asked one counts as honoured. */
const SLACK_MS = 5;

/** The verdict on the requests of one session, oldest first. */
export function judge(entries: readonly JournalEntry[], options: VerdictOptions = {}): Verdict {
  const pollFloorMs = options.pollFloorMs ?? 1000;
  const pollDeadlineMs = options.pollDeadlineMs ?? DEFAULT_POLL_DEADLINE_MS;
  const duplicateWindowMs = options.duplicateWindowMs ?? 2000;
  const minBackoffMs = options.minBackoffMs ?? 100;
  const findings: Finding[] = [];
  const counts = Object.fromEntries(FINDING_CODES.map((code) => [code, 0])) as Record<FindingCode, number>;
  const find = (code: FindingCode, message: string, ...requests: JournalEntry[]): Finding | undefined => {
    counts[code] += 1;
    if (findings.length >= MAX_FINDINGS) return undefined;
    const finding = { code, message, requests: requests.map((entry) => entry.id) };
    findings.push(finding);
    return finding;
  };
  /** How long the client waited from the end of one request's answer to the start of the next. */
  const waitedAfter = (before: JournalEntry, after: JournalEntry) =>
    Math.max(after.time - (before.time + before.durationMs), wallAt(after) - (wallAt(before) + (before.wallMs ?? before.durationMs)));
  /** How long after one request the next began. */
  const gap = (before: JournalEntry, after: JournalEntry) => Math.max(after.time - before.time, wallAt(after) - wallAt(before));

  const submitted = new Set<number>();
  const lastPoll = new Map<number, JournalEntry>();
  const finished = new Map<number, JournalEntry>();
  /**
   * A polling loop repeats its mistake on every poll: one finding per task and code, however long
   * the loop ran, counting the polls. It names the first two requests that show it and the latest.
   */
  const repeats = new Map<string, Repeat>();
  const findPerTask = (code: FindingCode, task: number, gapMs: number, message: (repeat: Repeat) => string, first: JournalEntry, entry: JournalEntry) => {
    const key = `${code} ${task}`;
    const seen = repeats.get(key);
    if (!seen) {
      const repeat: Repeat = { finding: undefined, polls: 1, shortestMs: gapMs, longestMs: gapMs };
      repeat.finding = find(code, message(repeat), first, entry);
      repeats.set(key, repeat);
      return;
    }
    seen.polls += 1;
    seen.shortestMs = Math.min(seen.shortestMs, gapMs);
    seen.longestMs = Math.max(seen.longestMs, gapMs);
    if (seen.finding) {
      seen.finding.message = message(seen);
      seen.finding.requests[2] = entry.id;
    }
  };
  /** Each task's polls answered `processing`: the first of them and how many. */
  const processing = new Map<number, { first: JournalEntry; polls: number; found: boolean; finding: Finding | undefined }>();
  const lastSubmission = new Map<string, JournalEntry>();
  const refusedCredentials = new Map<string, JournalEntry>();
  const refusedRequests = new Map<string, JournalEntry>();
  /** The last failure of each operation not yet followed by a call of it. */
  const pending = new Map<string, JournalEntry>();

  for (const entry of entries) {
    const op = entry.operationId;
    if (op === null) continue;
    const failure = pending.get(op);
    if (failure) {
      pending.delete(op);
      const waited = waitedAfter(failure, entry);
      if (failure.retryAfterMs !== undefined && waited + SLACK_MS < failure.retryAfterMs) {
        find(
          "retry-before-retry-after",
          `Called ${op} ${waited} ms after a ${failure.status} whose Retry-After asked for ${failure.retryAfterMs} ms.${longRetryAfterHint(failure.status, failure.retryAfterMs)}`,
          failure,
          entry,
        );
      } else if (failure.streamFault !== undefined && waited < minBackoffMs) {
        const ended = failure.streamFault === "error" ? "ended in an error event" : "was cut off before its end";
        find("resent-after-stream-error", `Sent ${op} again ${waited} ms after its stream ${ended}, without backing off.`, failure, entry);
      } else if (failure.status !== 429 && failure.streamFault === undefined && waited < minBackoffMs) {
        find("retry-without-backoff", `Retried ${op} ${waited} ms after a ${failure.status}, without backing off (at least ${minBackoffMs} ms).`, failure, entry);
      }
    }
    // A dropped stream is a failure too: the client saw a network error mid-answer, and sending the
    // same request again at once is the retry storm a gateway's provider sees after an outage.
    if (entry.status === 429 || entry.status >= 500 || entry.streamFault !== undefined) pending.set(op, entry);
    if (entry.streamEnd === "abandoned") {
      find("abandoned-stream", `Left the stream of ${op} open without reading it to its end or closing the connection.`, entry);
    }

    if (entry.key !== undefined) {
      const refused = refusedRequests.get(`${op} ${entry.key}`);
      if (refused) find("retried-non-retryable", `Sent the same ${op} request again after a ${refused.status}, which a retry cannot fix.`, refused, entry);
      if (entry.status === 400 || entry.status === 401 || entry.status === 403 || entry.status === 404) refusedRequests.set(`${op} ${entry.key}`, entry);
    }
    if (entry.auth !== undefined) {
      const refused = refusedCredentials.get(entry.auth);
      if (refused) {
        find("called-after-401", `Called ${op} with a credential the gateway had refused (401) ${waitedAfter(refused, entry)} ms before.`, refused, entry);
        refusedCredentials.delete(entry.auth);
      }
      if (entry.status === 401) refusedCredentials.set(entry.auth, entry);
    }

    if (entry.taskId === undefined) continue;
    const task = entry.taskId;
    if (entry.method === "POST") {
      submitted.add(task);
      if (entry.key !== undefined) {
        const before = lastSubmission.get(entry.key);
        if (before && gap(before, entry) < duplicateWindowMs) {
          find("duplicate-submission", `Submitted the same ${op} twice within ${gap(before, entry)} ms (tasks ${before.taskId} and ${task}).`, before, entry);
        }
        lastSubmission.set(entry.key, entry);
      }
      continue;
    }
    if (!submitted.has(task)) {
      find("poll-unknown-task", `Polled task ${task}, which no submission of this session returned.`, entry);
      submitted.add(task); // once per id
    }
    const done = finished.get(task);
    if (done) findPerTask("poll-after-terminal", task, 0, ({ polls }) => afterTerminalMessage(task, done.taskStatus, polls), done, entry);
    else if (entry.taskStatus === "completed" || entry.taskStatus === "failed") finished.set(task, entry);
    const previous = lastPoll.get(task);
    if (previous && !done && gap(previous, entry) < pollFloorMs) {
      findPerTask("poll-faster-than-floor", task, gap(previous, entry), (repeat) => tooFastMessage(task, repeat, pollFloorMs), previous, entry);
    }
    lastPoll.set(task, entry);
    if (entry.taskStatus === "processing") {
      const run = processing.get(task);
      if (!run) {
        processing.set(task, { first: entry, polls: 1, found: false, finding: undefined });
        continue;
      }
      run.polls += 1;
      const spanMs = gap(run.first, entry);
      if (spanMs <= pollDeadlineMs) continue;
      const message = withoutDeadlineMessage(task, run.polls, spanMs, pollDeadlineMs);
      // One finding per task, counted once: the first poll, the first one past the deadline, the latest.
      if (!run.found) {
        run.found = true;
        run.finding = find("poll-without-deadline", message, run.first, entry);
      } else if (run.finding) {
        run.finding.message = message;
        run.finding.requests[2] = entry.id;
      }
    }
  }
  return { findings, counts };
}

/** The default of `poll_deadline_ms`: a video task of a real provider takes minutes, not ten of them. */
export const DEFAULT_POLL_DEADLINE_MS = 600_000;

/** What a loop that polls a task stuck in processing, with no deadline of its own, is told. */
function withoutDeadlineMessage(task: number, polls: number, spanMs: number, deadlineMs: number): string {
  return (
    `Polled task ${task} ${polls} times while it stayed processing for ${seconds(spanMs)} (deadline ${seconds(deadlineMs)}): ` +
    "a loop without a deadline polls a stuck task for ever; give up after a deadline and show the user an error."
  );
}

/** A span in whole seconds, or ms below one. */
function seconds(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

/**
 * The SDKs' own rule, for a client that did not write its retry: the AI SDK ignores a Retry-After
 * of 60 s or more and the openai SDK one over 60 s, and each retries after its own backoff (2 s,
 * 0.5 s), which a real gateway's rate limit refuses again.
 */
const SDK_RETRY_AFTER_CAP_MS = 60_000;
function longRetryAfterHint(status: number, retryAfterMs: number): string {
  if (retryAfterMs < SDK_RETRY_AFTER_CAP_MS) return "";
  return ` The SDKs ignore a Retry-After of a minute or more (the AI SDK from 60 s, the openai SDK above it) and retry on their own backoff: handle this ${status} yourself (maxRetries: 0, then wait it out).`;
}

/** When a request began in real time: its own record where the clock read otherwise, else its clock time. */
function wallAt(entry: JournalEntry): number {
  return entry.wallAt ?? entry.time;
}

/** What a loop that polls on past a final status is told: "failed" is the one a loop waiting for "completed" misses. */
function afterTerminalMessage(task: number, status: string | undefined, polls: number): string {
  const times = polls === 1 ? "once" : `${polls} times`;
  const hint = status === "failed" ? " (failed is final too: a loop that waits for completed alone polls a failed task for ever)" : "";
  return `Polled task ${task} ${times} after it was ${status}, a final status${hint}.`;
}

/** One task's repeated finding: how many polls showed it, and the shortest and longest gap before them. */
interface Repeat {
  finding: Finding | undefined;
  polls: number;
  shortestMs: number;
  longestMs: number;
}

/** What a poller faster than the floor is told: the gap of its one fast poll, or how many and how far apart. */
function tooFastMessage(task: number, { polls, shortestMs, longestMs }: Repeat, floorMs: number): string {
  if (polls === 1) return `Polled task ${task} ${shortestMs} ms after the previous poll (floor ${floorMs} ms).`;
  const apart = shortestMs === longestMs ? `${shortestMs}` : `${shortestMs}–${longestMs}`;
  return `Polled task ${task} ${polls} times sooner than the floor, ${apart} ms after the previous poll (floor ${floorMs} ms).`;
}
