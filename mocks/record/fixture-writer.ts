/**
 * Turns recorded exchanges into fixture files: names them, folds the polls of one task into
 * one task fixture, validates each on the fly (drift.ts) and keeps the drift report beside the
 * fixtures. Bounded: a fixture count cap, a cap on tasks followed and on polls per task; once
 * the cap is reached exchanges are still proxied and checked, just not written.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Logger } from "pino";
import { operationTable } from "../../spec/operations.ts";
import { analyseFixture, type Finding } from "./drift.ts";
import { DriftCollector, type DriftReport } from "./drift-report.ts";
import { DRIFT_REPORT_FILE, type ExchangeFixture, type TaskFixture, type TaskPoll } from "../fixtures/fixture.ts";
import { scrub } from "../fixtures/redact.ts";

export interface WriterLimits {
  /** Most fixture files written (task files included). */
  maxFixtures: number;
  /** Most tasks whose polls are followed at once (oldest forgotten). */
  maxTasks: number;
  /** Most polls kept per task (later ones are checked, not kept). */
  maxPolls: number;
}

export const DEFAULT_WRITER_LIMITS: WriterLimits = { maxFixtures: 1000, maxTasks: 10_000, maxPolls: 500 };

/** A task seen at submission or first poll: where its fixture goes and when it started. */
interface FollowedTask {
  /** Performance time of the submission's request (or the first poll's). */
  startedAt: number;
  submission?: string;
  /** Its fixture file; null once the fixture cap refused one; undefined before the first poll. */
  file?: string | null;
  /** Polls written to the file. */
  polls: number;
}

export class FixtureWriter {
  private written = 0;
  private capLogged = false;
  private sequence: number;
  private readonly tasks = new Map<string, FollowedTask>();
  readonly drift = new DriftCollector();

  constructor(
    readonly dir: string,
    private readonly limits: WriterLimits,
    private readonly log: Logger,
  ) {
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
    if (fixture.operation === "getTask" && fixture.response.status === 200 && !fixture.response.truncated) {
      const taskId = taskIdOfPath(fixture.request.path);
      if (taskId !== undefined) return this.poll(taskId, fixture, startedAt, secrets);
    }
    const file = this.reserve(fixture.operation ?? "_undeclared", hintOf(fixture));
    this.check(file ?? "(not written)", analyseFixture(fixture));
    if (!file) return;
    this.write(file, fixture, secrets);
    const taskId = submittedTaskId(fixture);
    if (taskId !== undefined) this.follow(taskId, { startedAt, submission: file, polls: 0 });
  }

  /** The drift report so far. */
  report(): DriftReport {
    return this.drift.report();
  }

  private poll(taskId: string, fixture: ExchangeFixture, startedAt: number, secrets: readonly string[]): void {
    let task = this.tasks.get(taskId);
    if (!task) {
      task = { startedAt, polls: 0 };
      this.follow(taskId, task);
    }
    const poll: TaskPoll = { atMs: round(startedAt - task.startedAt + fixture.response.endAtMs), status: fixture.response.status, headers: fixture.response.headers };
    if (fixture.response.body !== undefined) poll.body = fixture.response.body;
    if (fixture.response.text !== undefined) poll.text = fixture.response.text;
    if (task.file === undefined) task.file = this.reserve("getTask", `task-${taskId}`, false);
    const single: TaskFixture = { kind: "task", operation: "getTask", recordedAt: fixture.recordedAt, taskId, polls: [poll] };
    if (task.submission) single.submission = task.submission;
    this.check(task.file ?? "(not written)", analyseFixture(single));
    if (task.file === null || task.polls >= this.limits.maxPolls) return;
    // The file is the task's state: memory holds a few numbers per task, however long it is polled.
    const current = task.polls === 0 ? single : (JSON.parse(readFileSync(join(this.dir, task.file), "utf8")) as TaskFixture);
    if (task.polls > 0) current.polls.push(poll);
    task.polls++;
    this.write(task.file, current, secrets);
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

  private write(file: string, fixture: ExchangeFixture | TaskFixture, secrets: readonly string[]): void {
    writeFileSync(join(this.dir, file), `${scrub(JSON.stringify(fixture, null, 2), secrets)}\n`);
  }

  private check(file: string, findings: Finding[]): void {
    for (const f of findings) {
      this.log[f.severity === "error" ? "error" : "warn"]({ operation: f.operation, kind: f.kind, status: f.status, pointer: f.pointer, received: f.received, absorb: f.absorb, file }, `drift: ${f.kind} ${f.pointer}`);
    }
    this.drift.add(file, findings);
    writeFileSync(join(this.dir, DRIFT_REPORT_FILE), `${JSON.stringify(this.drift.report(), null, 2)}\n`);
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
