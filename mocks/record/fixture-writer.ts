/**
 * Turns recorded exchanges into fixture files: names them, folds the polls of one task into
 * one task fixture, validates each on the fly (drift.ts) and keeps the drift report beside the
 * fixtures. Bounded: a fixture count cap, a cap on tasks followed and on polls per task; once
 * the cap is reached exchanges are still proxied and checked, just not written.
 */
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "pino";
import { operationTable } from "../../spec/operations.ts";
import { analyseFixture, type Finding } from "./drift.ts";
import { DriftCollector, type DriftReport } from "./drift-report.ts";
import { DRIFT_REPORT_FILE, type ExchangeFixture, type TaskFixture, type TaskPoll } from "../fixtures/fixture.ts";
import { jsonDepth, SecretSet } from "../fixtures/redact.ts";
import { DEFAULT_RECORDER_LIMITS, type RecorderLimits } from "../fixtures/bounds.ts";

/** The writer's bounds: fixture count, tasks followed, polls and bytes per task file, indentation. */
export type WriterLimits = Pick<RecorderLimits, "maxFixtures" | "maxTasks" | "maxPolls" | "maxTaskFileBytes" | "prettyMaxBytes" | "prettyMaxDepth" | "maxSecrets">;

export const DEFAULT_WRITER_LIMITS: WriterLimits = DEFAULT_RECORDER_LIMITS;

// A task file ends with this: each poll is appended before it, the file staying valid JSON.
const TASK_TRAILER = "\n  ]\n}\n";

/** A task seen at submission or first poll: where its fixture goes and when it started. */
interface FollowedTask {
  /** Performance time of the submission's request (or the first poll's). */
  startedAt: number;
  submission?: string;
  /** Its fixture file; null once the fixture cap refused one; undefined before the first poll. */
  file?: string | null;
  /** Polls written to the file. */
  polls: number;
  /** Bytes of the file. */
  bytes?: number;
}

export class FixtureWriter {
  private written = 0;
  private capLogged = false;
  private sequence: number;
  private readonly tasks = new Map<string, FollowedTask>();
  /** Task file names taken in this recording (ids that sanitize alike get their own). */
  private readonly taskFiles = new Set<string>();
  private readonly limits: WriterLimits;
  /** Every secret seen so far: scrubbed from everything written after it was seen. */
  readonly secrets: SecretSet;
  readonly drift = new DriftCollector();

  constructor(
    readonly dir: string,
    limits: Partial<WriterLimits>,
    private readonly log: Logger,
  ) {
    this.limits = { ...DEFAULT_WRITER_LIMITS, ...limits };
    this.secrets = new SecretSet(this.limits.maxSecrets);
    mkdirSync(dir, { recursive: true });
    this.sequence = highestSequence(dir);
  }

  /** Fixture files written so far. */
  get count(): number {
    return this.written;
  }

  /**
   * Records one exchange that started at `startedAt` (performance time). `secrets` are cut
   * out of the written text whatever field they hide in.
   */
  exchange(fixture: ExchangeFixture, startedAt: number, secrets: readonly string[]): void {
    this.secrets.add(secrets);
    if (fixture.operation === "getTask" && fixture.response.status === 200 && !fixture.response.truncated) {
      const taskId = taskIdOfPath(fixture.request.path);
      if (taskId !== undefined) return this.poll(taskId, fixture, startedAt);
    }
    const file = this.reserve(fixture.operation ?? "_undeclared", hintOf(fixture));
    this.check(file ?? "(not written)", analyseFixture(fixture));
    if (!file) return;
    this.write(file, fixture);
    const taskId = submittedTaskId(fixture);
    if (taskId !== undefined) this.follow(taskId, { startedAt, submission: file, polls: 0 });
  }

  /** The drift report so far. */
  report(): DriftReport {
    return this.drift.report();
  }

  private poll(taskId: string, fixture: ExchangeFixture, startedAt: number): void {
    let task = this.tasks.get(taskId);
    if (!task) {
      task = { startedAt, polls: 0 };
      this.follow(taskId, task);
    }
    const poll: TaskPoll = { atMs: round(startedAt - task.startedAt + fixture.response.endAtMs), status: fixture.response.status, headers: fixture.response.headers };
    if (fixture.response.body !== undefined) poll.body = fixture.response.body;
    if (fixture.response.text !== undefined) poll.text = fixture.response.text;
    if (task.file === undefined) task.file = this.reserveTask(taskId);
    const single: TaskFixture = { kind: "task", operation: "getTask", recordedAt: fixture.recordedAt, taskId, polls: [poll] };
    if (task.submission) single.submission = task.submission;
    this.check(task.file ?? "(not written)", analyseFixture(single));
    if (task.file === null || task.polls >= this.limits.maxPolls) return;
    // The file is the task's state: each poll is appended in place, never read back or
    // rewritten, so a long-polled task costs one small write per poll and a few numbers here.
    const path = join(this.dir, task.file);
    if (task.polls === 0) {
      const { polls: _polls, ...head } = single;
      const opening = JSON.stringify(head, null, 2).replace(/\n}$/, ',\n  "polls": [\n');
      const text = this.secrets.scrub(`${opening}    ${JSON.stringify(poll)}${TASK_TRAILER}`);
      writeFileSync(path, text);
      task.bytes = Buffer.byteLength(text);
    } else {
      const added = Buffer.from(this.secrets.scrub(`,\n    ${JSON.stringify(poll)}`) + TASK_TRAILER);
      if (task.bytes! - TASK_TRAILER.length + added.length > this.limits.maxTaskFileBytes) {
        this.log.warn({ file: task.file, maxTaskFileBytes: this.limits.maxTaskFileBytes }, "task fixture reached its byte bound: later polls are checked, not kept");
        task.polls = this.limits.maxPolls;
        return;
      }
      const fd = openSync(path, "r+");
      try {
        writeSync(fd, added, 0, added.length, task.bytes! - TASK_TRAILER.length);
      } finally {
        closeSync(fd);
      }
      task.bytes = task.bytes! - TASK_TRAILER.length + added.length;
    }
    task.polls++;
  }

  /** The task's file: `getTask/task-<id>.json`, numbered when a file of that name exists or was taken. */
  private reserveTask(taskId: string): string | null {
    const base = `task-${safe(taskId)}`;
    let name = base;
    for (let n = 2; this.taskFiles.has(name) || existsSync(join(this.dir, "getTask", `${name}.json`)); n++) name = `${base}-${n}`;
    const file = this.reserve("getTask", name, false);
    if (file) this.taskFiles.add(name);
    return file;
  }

  private follow(taskId: string, task: FollowedTask): void {
    this.tasks.delete(taskId);
    this.tasks.set(taskId, task);
    // Oldest first: a Map iterates in insertion order.
    while (this.tasks.size > this.limits.maxTasks) this.tasks.delete(this.tasks.keys().next().value!);
  }

  /** A file name for a new fixture, or null once the cap is reached. */
  private reserve(operation: string, hint: string, numbered = true): string | null {
    if (this.written >= this.limits.maxFixtures) {
      if (!this.capLogged) this.log.warn({ maxFixtures: this.limits.maxFixtures }, "fixture cap reached: exchanges are still proxied and checked, not written");
      this.capLogged = true;
      return null;
    }
    this.written++;
    mkdirSync(join(this.dir, operation), { recursive: true });
    const name = numbered ? `${String(++this.sequence).padStart(4, "0")}-${hint}` : hint;
    return `${operation}/${safe(name)}.json`;
  }

  /**
   * Writes a fixture with every secret seen so far cut out: indented for people to read and
   * edit, or compact past prettyMaxBytes or prettyMaxDepth, where indentation would multiply
   * the file (4,000 levels of nesting are 4,000 lines of growing indentation).
   */
  private write(file: string, fixture: ExchangeFixture | TaskFixture): void {
    const compact = JSON.stringify(fixture);
    const text = compact.length > this.limits.prettyMaxBytes || jsonDepth(compact) > this.limits.prettyMaxDepth ? compact : JSON.stringify(fixture, null, 2);
    writeFileSync(join(this.dir, file), `${this.secrets.scrub(text)}\n`);
  }

  private check(file: string, findings: Finding[]): void {
    for (const f of findings) {
      this.log[f.kind === "client-error" ? "info" : f.severity === "error" ? "error" : "warn"]({ operation: f.operation, kind: f.kind, status: f.status, pointer: f.pointer, received: this.secrets.scrub(f.received), absorb: this.secrets.scrub(f.absorb), file }, `drift: ${f.kind} ${f.pointer}`);
    }
    this.drift.add(file, findings);
    writeFileSync(join(this.dir, DRIFT_REPORT_FILE), `${this.secrets.scrub(JSON.stringify(this.drift.report(), null, 2))}\n`);
  }
}

function round(ms: number): number {
  return Math.max(0, Math.round(ms * 10) / 10);
}

/** The task id of a getTask path, as sent. */
function taskIdOfPath(path: string): string | undefined {
  const found = operationTable.route("GET", path);
  return found.kind === "match" ? found.params.task_id : undefined;
}

/** The task id an answer hands out (the async submission's data.task_id). */
function submittedTaskId(fixture: ExchangeFixture): string | undefined {
  const id = (fixture.response.body as { data?: { task_id?: unknown } } | undefined)?.data?.task_id;
  return typeof id === "number" || typeof id === "string" ? String(id) : undefined;
}

/** A readable part of the file name: the model, else the status. */
function hintOf(fixture: ExchangeFixture): string {
  const model = (fixture.request.body as { model?: unknown } | undefined)?.model;
  const stream = (fixture.request.body as { stream?: unknown } | undefined)?.stream === true ? "-stream" : "";
  return typeof model === "string" ? `${model.slice(0, 40)}${stream}-${fixture.response.status}` : String(fixture.response.status);
}

function safe(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, "_");
}

/** The highest NNNN- prefix already in the directory, so a second recording adds files rather than overwriting. */
function highestSequence(dir: string): number {
  let highest = 0;
  if (!existsSync(dir)) return highest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    for (const name of readdirSync(join(dir, entry.name))) {
      const n = /^(\d+)-/.exec(name)?.[1];
      if (n) highest = Math.max(highest, Number(n));
    }
  }
  return highest;
}
