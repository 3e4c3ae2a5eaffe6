/**
 * The scenarios of the sessions, and what one decides for a request: per request, the
 * equivalent of a `Prefer` control (a status, a delay, a stream fault, stream pacing, a task's
 * outcome and duration), so every transport behaves the same, the core's stages doing the rest.
 *
 * Draws are a pure function of (seed, the request's number in the session under the scenario,
 * what is drawn), and phases move on the mock's clock or the request count: the same scenario and
 * seed give the same journal. The sessions' scenarios and runs (request ordinal, phase, calls of
 * each operation in the phase) live in the state, so on Redis every worker takes a session's
 * turns from one run; a request of a session with no scenario (and no default) asks the state
 * nothing but a count it holds.
 */
import type { Controls } from "../core/prefer.ts";
import type { WeatherHook } from "../core/deps.ts";
import type { Exchange } from "../core/exchange.ts";
import type { OperationTable } from "../../spec/operations.ts";
import type { ScenarioTurn, Session, State } from "../state/state.ts";
import { drawInt, drawMs, MAX_DRAW_MS, unit, type Distribution } from "./draw.ts";
import { checkScenario, type CheckedScenario, type Phase } from "./scenario.ts";

/** The longest a paced stream's schedule may run, whatever its draws (a bound of the mock). */
export const MAX_STREAM_SCHEDULE_MS = 300_000;

/** Salts of the draws: what is drawn, so adding a kind of draw moves no other. */
const SALT = { error: 100, fault: 200, faultAfter: 300, delay: 400, ttft: 500, taskFails: 600, taskDuration: 700, gap: 10_000 } as const;

/** Faults injected, by kind (metrics). */
export type FaultCounts = Map<string, number>;

export class WeatherBook implements WeatherHook {
  private fallback: CheckedScenario | undefined;
  private pending: Promise<void> | undefined;
  /** Faults injected since start, by kind (`status_429`, `stream_error`, ...). */
  readonly injected: FaultCounts = new Map();
  /** Operations that may answer a stream (stream weather applies), and that may submit a task (task weather). */
  private readonly streaming = new Set<string>();
  private readonly tasking = new Set<string>();

  constructor(
    private readonly operations: OperationTable,
    /** Where the sessions' scenarios and their runs live (every worker's, on Redis). */
    private readonly store: State,
    private readonly now: () => number,
    /** Streams open now (the queue model of `ttft_per_open_stream_ms`). */
    private readonly streamsOpen: () => number = () => 0,
  ) {
    for (const operation of operations.byId.values()) {
      const ok = operation.responses.get("200");
      if (ok?.contentTypes.includes("text/event-stream")) this.streaming.add(operation.operationId);
      if (ok?.branchSchemaNames.includes("AsyncSubmission")) this.tasking.add(operation.operationId);
    }
  }

  /**
   * Whether any scenario may apply: a default, or a session's (the state counts them without a
   * round trip). While false, a request pays this one check.
   */
  get active(): boolean {
    return this.pending !== undefined || this.store.scenarioCount > 0;
  }

  /** Sets the scenario of sessions that set none (the mock's MOCK_SCENARIO_FILE or option, at start); checked before it applies. */
  setDefault(value: unknown): Promise<void> {
    const pending = checkScenario(value, this.operations).then((checked) => {
      this.fallback = checked;
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

  /** Sets one session's scenario (POST /__mock/scenario) and starts its run; rejects with a ScenarioError, leaving the old one. */
  async set(session: Session, value: unknown): Promise<CheckedScenario> {
    const checked = await checkScenario(value, this.operations);
    await this.store.setScenario(session, checked, this.now());
    return checked;
  }

  /** The scenario in force for a session, or undefined. */
  current(session: Session): CheckedScenario | undefined {
    return (this.store.scenarioOf(session) as CheckedScenario | undefined) ?? this.fallback;
  }

  apply(exchange: Exchange): void | Promise<void> {
    const checked = this.store.scenarioOf(exchange.session) as CheckedScenario | undefined;
    if (checked) return this.turn(exchange, checked);
    if (this.fallback) return this.turn(exchange, this.fallback);
    if (this.pending) return this.pending.then(() => (this.fallback ? this.turn(exchange, this.fallback) : undefined));
  }

  /** Takes the session's turn in its run (shared by every worker) and decides the request's weather. */
  private turn(exchange: Exchange, checked: CheckedScenario): Promise<void> {
    const operationId = exchange.operation!.operationId;
    return this.store.scenarioTurn(exchange.session, operationId, checked.phases, this.now()).then((turn) => this.decide(exchange, checked, turn));
  }

  private decide(exchange: Exchange, checked: CheckedScenario, turn: ScenarioTurn): void {
    const phase = checked.phases[turn.phase]!;
    const n = turn.ordinal;
    const operation = exchange.operation!;
    const operationId = operation.operationId;
    const { seed } = checked;
    const decided: Controls = {};
    const notes: string[] = [];

    const status = statusFor(phase, operationId, (s) => operation.responses.has(String(s)), turn.calls, seed, n);
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
    // The request's own Prefer controls win over the weather; what the weather forced says so.
    const own = exchange.controls;
    exchange.controls = { ...decided, ...own };
    const by = `the session's scenario (phase ${turn.phase + 1})`;
    if (decided.code !== undefined && own.code === undefined) exchange.controls.codeBy = by;
    if (decided.stream !== undefined && own.stream === undefined) exchange.controls.streamBy = by;
    exchange.weather = notes.join(" ");
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
