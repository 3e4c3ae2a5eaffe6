/**
 * The scenarios of the sessions, and what one decides for a request: per request, the
 * equivalent of a `Prefer` control (a status, a delay, a stream fault, stream pacing, a task's
 * outcome and duration), so every transport behaves the same, the core's stages doing the rest.
 *
 * Draws are a pure function of (seed, the request's number in the session under the scenario,
 * what is drawn), and phases move on the mock's clock or the request count: the same scenario and
 * seed give the same journal. The counters are in-process (a session's requests on one worker).
 */
import type { Controls } from "../core/prefer.ts";
import type { WeatherHook } from "../core/deps.ts";
import type { Exchange } from "../core/exchange.ts";
import type { OperationTable } from "../../spec/operations.ts";
import type { Session } from "../state/state.ts";
import { drawInt, drawMs, MAX_DRAW_MS, unit, type Distribution } from "./draw.ts";
import { checkScenario, type CheckedScenario, type Phase } from "./scenario.ts";

/** The longest a paced stream's schedule may run, whatever its draws (a bound of the mock). */
export const MAX_STREAM_SCHEDULE_MS = 300_000;

/** Salts of the draws: what is drawn, so adding a kind of draw moves no other. */
const SALT = { error: 100, fault: 200, faultAfter: 300, delay: 400, ttft: 500, taskFails: 600, taskDuration: 700, gap: 10_000 } as const;

interface Run {
  checked: CheckedScenario;
  /** Whether the session set it (POST), or it is the mock's default. */
  own: boolean;
  /** Requests counted under it. */
  count: number;
  phase: number;
  phaseStartedAt: number;
  phaseStartCount: number;
  /** Calls of each operation in the current phase (for its script). */
  calls: Map<string, number>;
}

/** Faults injected, by kind (metrics). */
export type FaultCounts = Map<string, number>;

export class WeatherBook implements WeatherHook {
  active = false;
  private fallback: CheckedScenario | undefined;
  private pending: Promise<void> | undefined;
  private readonly runs = new Map<string, Run>();
  /** Faults injected since start, by kind (`status_429`, `stream_error`, ...). */
  readonly injected: FaultCounts = new Map();
  /** Operations that may answer a stream (stream weather applies), and that may submit a task (task weather). */
  private readonly streaming = new Set<string>();
  private readonly tasking = new Set<string>();

  constructor(
    private readonly operations: OperationTable,
    private readonly now: () => number,
    /** Most sessions with a scenario run kept; the oldest runs go first. */
    private readonly maxSessions: number,
    /** Streams open now (the queue model of `ttft_per_open_stream_ms`). */
    private readonly streamsOpen: () => number = () => 0,
  ) {
    for (const operation of operations.byId.values()) {
      const ok = operation.responses.get("200");
      if (ok?.contentTypes.includes("text/event-stream")) this.streaming.add(operation.operationId);
      if (ok?.branchSchemaNames.includes("AsyncSubmission")) this.tasking.add(operation.operationId);
    }
  }

  /** Sets the scenario of sessions that set none (the mock's MOCK_SCENARIO_FILE or option); checked before it applies. */
  setDefault(value: unknown): Promise<void> {
    this.active = true;
    const pending = checkScenario(value, this.operations).then((checked) => {
      this.fallback = checked;
      this.runs.clear();
    });
    this.pending = pending;
    // A bad default is reported by ready() and to each request; never an unhandled rejection.
    pending.catch(() => undefined);
    return pending;
  }

  /** Resolves once the default scenario is checked; rejects with its ScenarioError. */
  ready(): Promise<void> {
    return this.pending ?? Promise.resolve();
  }

  /** Sets one session's scenario (POST /__mock/scenario); rejects with a ScenarioError, leaving the old one. */
  async set(session: Session, value: unknown): Promise<CheckedScenario> {
    const checked = await checkScenario(value, this.operations);
    this.runs.delete(session.id);
    this.runs.set(session.id, this.fresh(checked, true));
    this.trim();
    this.active = true;
    return checked;
  }

  /** The scenario in force for a session, or undefined. */
  current(session: Session): CheckedScenario | undefined {
    return this.runs.get(session.id)?.checked ?? this.fallback;
  }

  /** Forgets a session's scenario and counters, or every session's (reset); the default starts over. */
  clear(session?: Session): void {
    if (session) this.runs.delete(session.id);
    else this.runs.clear();
    this.active = this.runs.size > 0 || this.pending !== undefined;
  }

  apply(exchange: Exchange): void | Promise<void> {
    if (this.pending && !this.fallback) return this.pending.then(() => this.decide(exchange));
    this.decide(exchange);
  }

  private decide(exchange: Exchange): void {
    let run = this.runs.get(exchange.session.id);
    if (!run) {
      if (!this.fallback) return;
      run = this.fresh(this.fallback, false);
      this.runs.set(exchange.session.id, run);
      this.trim();
    }
    const phase = this.phaseOf(run);
    const n = run.count++;
    const operation = exchange.operation!;
    const operationId = operation.operationId;
    const calls = (run.calls.get(operationId) ?? 0) + 1;
    run.calls.set(operationId, calls);
    const { seed } = run.checked;
    const decided: Controls = {};
    const notes: string[] = [];

    const status = statusFor(phase, operationId, (s) => operation.responses.has(String(s)), calls, seed, n);
    if (status) {
      decided.code = status.status;
      if (status.retryAfterMs !== undefined) decided.retryAfterMs = status.retryAfterMs;
      notes.push(String(status.status));
      this.count(`status_${status.status}`);
    }
    const { latency } = phase;
    if (latency?.response) {
      decided.delayMs = drawMs(latency.response, seed, n, SALT.delay);
      notes.push(`delay=${decided.delayMs}`);
    }
    const streams = this.streaming.has(operationId);
    if (streams && (latency?.ttft || latency?.inter_token || latency?.ttft_per_open_stream_ms)) {
      const queuedMs = (latency.ttft_per_open_stream_ms ?? 0) * this.streamsOpen();
      decided.offsets = streamOffsets(latency.ttft, latency.inter_token, seed, n, queuedMs);
      if (latency.ttft || queuedMs > 0) notes.push(`ttft=${decided.offsets(1)[0]}`);
    }
    if (streams && !status) {
      phase.stream_faults?.some((fault, i) => {
        if (unit(seed, n, SALT.fault + i) >= fault.rate) return false;
        decided.stream = { kind: fault.kind, afterChunks: drawInt(fault.after.min, fault.after.max, seed, n, SALT.faultAfter + i) };
        notes.push(`stream=${fault.kind}-after-${decided.stream.afterChunks}`);
        this.count(`stream_${fault.kind}`);
        return true;
      });
    }
    if (this.tasking.has(operationId) && phase.tasks) {
      const { duration, failure_rate, fail_at_percent } = phase.tasks;
      if (failure_rate !== undefined) {
        decided.task = unit(seed, n, SALT.taskFails) < failure_rate ? "failed" : "completed";
        notes.push(`task=${decided.task}`);
        if (decided.task === "failed") this.count("task_failed");
      }
      if (fail_at_percent !== undefined) decided.taskFailAt = fail_at_percent / 100;
      if (duration) {
        decided.taskDurationMs = drawMs(duration, seed, n, SALT.taskDuration);
        notes.push(`task_ms=${decided.taskDurationMs}`);
      }
    }
    if (notes.length === 0) return;
    // The request's own Prefer controls win over the weather.
    exchange.controls = { ...decided, ...exchange.controls };
    exchange.weather = notes.join(" ");
  }

  private fresh(checked: CheckedScenario, own: boolean): Run {
    return { checked, own, count: 0, phase: 0, phaseStartedAt: this.now(), phaseStartCount: 0, calls: new Map() };
  }

  /** The run's phase now, moving on past the phases whose time or requests are over. */
  private phaseOf(run: Run): Phase {
    const { phases } = run.checked;
    for (;;) {
      const phase = phases[run.phase]!;
      if (run.phase === phases.length - 1) return phase;
      const now = this.now();
      const timeUp = phase.duration_ms !== undefined && now - run.phaseStartedAt >= phase.duration_ms;
      const countUp = phase.requests !== undefined && run.count - run.phaseStartCount >= phase.requests;
      if (!timeUp && !countUp) return phase;
      run.phase += 1;
      run.phaseStartedAt = timeUp ? run.phaseStartedAt + phase.duration_ms! : now;
      run.phaseStartCount = run.count;
      run.calls.clear();
    }
  }

  private trim(): void {
    while (this.runs.size > this.maxSessions) this.runs.delete(this.runs.keys().next().value!);
  }

  private count(kind: string): void {
    this.injected.set(kind, (this.injected.get(kind) ?? 0) + 1);
  }
}

/** The status a phase gives a call: its script first, then the first error rule whose draw hits. */
function statusFor(
  phase: Phase,
  operationId: string,
  declares: (status: number) => boolean,
  calls: number,
  seed: number,
  n: number,
): { status: number; retryAfterMs?: number } | undefined {
  for (const line of phase.script ?? []) {
    if (line.operation !== operationId) continue;
    const status = line.statuses[calls - 1];
    if (status === undefined) break;
    return status === 200 ? undefined : { status, retryAfterMs: line.retry_after_ms };
  }
  const rules = phase.errors ?? [];
  for (let i = 0; i < rules.length; i++) {
    const rule = rules[i]!;
    if (rule.operation !== undefined ? rule.operation !== operationId : !declares(rule.status)) continue;
    if (unit(seed, n, SALT.error + i) < rule.rate) return rule.status === 200 ? undefined : { status: rule.status, retryAfterMs: rule.retry_after_ms };
  }
  return undefined;
}

/** A stream's schedule: the first event after the drawn TTFT (plus its wait in the queue of open streams), each next one a drawn gap later, within the bound. */
function streamOffsets(ttft: Distribution | undefined, gap: Distribution | undefined, seed: number, n: number, queuedMs: number): (count: number) => number[] {
  return (count) => {
    const offsets: number[] = [];
    let at = Math.min(MAX_DRAW_MS, (ttft ? drawMs(ttft, seed, n, SALT.ttft) : 0) + queuedMs);
    for (let i = 0; i < count; i++) {
      if (i > 0 && gap) at += drawMs(gap, seed, n, SALT.gap + i);
      offsets.push(Math.min(at, MAX_STREAM_SCHEDULE_MS));
    }
    return offsets;
  };
}
