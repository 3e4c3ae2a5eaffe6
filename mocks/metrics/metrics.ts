/**
 * The mock's metrics (GET /__mock/metrics): requests by operation and status, a latency
 * histogram, open streams, tasks by status, scenario faults injected and client findings by code.
 * Every label value comes from a bounded set: an operation of the table (or "none" for a request
 * no operation matched), a status, a task status of the spec, a fault kind, a finding code; never
 * a model, a path or a session. A scrape sees every session: Prometheus sends no X-Mock-Session.
 */
import { specEnums } from "../../spec/operations.ts";
import type { ControlRoute, Deps, MockResponse } from "../core/deps.ts";
import type { Exchange } from "../core/exchange.ts";
import { bytes } from "../core/respond.ts";
import type { TaskStatus } from "../state/task-lifecycle.ts";
import { FINDING_CODES, judge, type FindingCode } from "../verdict/verdict.ts";
import { Counter, CounterReading, Gauge, Histogram, render, type Labels, type Series } from "./exposition.ts";

/** Bucket bounds of the latency histogram, in ms of the mock's clock. */
const LATENCY_BUCKETS_MS = [1, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000, 60000];
/** Statuses worth their own label; any other is counted as its class ("2xx", ...), so the set stays bounded. */
const STATUS_LABEL = /^(?:200|204|400|401|403|404|405|408|413|429|499|500|503)$/;
/** The spec's task statuses (TaskStatus), each a series of gateway_mock_tasks even at 0. */
const TASK_STATUSES = specEnums.taskStatuses as readonly TaskStatus[];

/**
 * Findings by code of the verdict over every session's journal the state holds now: each session
 * judged on its own entries (another session's 429 is not this client's), then summed. The
 * journal is bounded (MOCK_JOURNAL_MAX_ENTRIES, all sessions), so old findings drop out with
 * their lines: a gauge, not a counter.
 */
async function findingsOfAllSessions(deps: Deps): Promise<Record<FindingCode, number>> {
  const total = Object.fromEntries(FINDING_CODES.map((code) => [code, 0])) as Record<FindingCode, number>;
  for (const entries of (await deps.store.journals()).values()) {
    const { counts } = judge(entries);
    for (const code of FINDING_CODES) total[code] += counts[code];
  }
  return total;
}

export class Metrics {
  private readonly requests = new Counter("gateway_mock_requests_total", "Requests answered, by operation and status.");
  private readonly latency = new Histogram("gateway_mock_request_duration_ms", "Time to answer a request (to its first byte for a stream), in ms of the mock's clock.", LATENCY_BUCKETS_MS);
  private readonly polls = new Counter("gateway_mock_task_polls_total", "Task polls answered, by the status they reported.");
  /**
   * The count and latency series of each operation and status, and the poll counter of each
   * status a poll reports, found once: a request builds no label text and no key string (that
   * was a few µs of every request, issue 25's bench).
   */
  private readonly byOutcome = new Map<string, Map<number, { requests: { value: number }; latency: Series }>>();
  private readonly pollsByStatus = new Map<string, { value: number }>();

  /** Counts one answered request (called for each request the journal records). */
  observe(exchange: Exchange, response: MockResponse, deps: Deps): void {
    const operation = exchange.operation?.operationId ?? "none";
    let byStatus = this.byOutcome.get(operation);
    if (!byStatus) this.byOutcome.set(operation, (byStatus = new Map()));
    let outcome = byStatus.get(response.status);
    if (!outcome) {
      const status = String(response.status);
      const labels = { operation, status: STATUS_LABEL.test(status) ? status : `${status[0]}xx` };
      byStatus.set(response.status, (outcome = { requests: this.requests.sample(labels), latency: this.latency.series(labels) }));
    }
    outcome.requests.value += 1;
    outcome.latency.observe(deps.clock.now() - exchange.startedAt);
    const task = (response.body as { data?: { status?: unknown; task_id?: unknown } } | undefined)?.data;
    if (exchange.params.task_id === undefined || typeof task?.status !== "string") return;
    // Keyed by the label, not the answer's text: a replayed answer may say anything.
    const status = task.status === "completed" || task.status === "failed" ? task.status : "processing";
    let polls = this.pollsByStatus.get(status);
    if (!polls) this.pollsByStatus.set(status, (polls = this.polls.sample({ status })));
    polls.value += 1;
  }

  /** The exposition text, over every session. */
  async render(deps: Deps): Promise<string> {
    const [tasks, findings] = await Promise.all([deps.store.countTasksByStatus(deps.clock.now()), findingsOfAllSessions(deps)]);
    const injected = deps.weather ? [...deps.weather.injected] : [];
    return render([
      this.requests,
      this.latency,
      new Gauge("gateway_mock_streams_open", "Streams open now.", () => [[{}, deps.streams.open]]),
      new Gauge("gateway_mock_tasks", "Live tasks of all sessions, by their status at the mock's clock now.", () =>
        TASK_STATUSES.map((status) => [{ status }, tasks.get(status) ?? 0] as [Labels, number]),
      ),
      this.polls,
      new CounterReading("gateway_mock_scenario_faults_injected_total", "Faults scenarios injected since start, by kind.", () =>
        injected.map(([kind, count]) => [{ kind }, count] as [Labels, number]),
      ),
      new Gauge("gateway_mock_client_findings", "Findings of the verdict over the journal the mock holds now, all sessions (each judged on its own), by code.", () =>
        FINDING_CODES.map((code) => [{ code }, findings[code]] as [Labels, number]),
      ),
    ]);
  }

  /** GET /__mock/metrics. */
  routes(): ControlRoute[] {
    return [
      {
        method: "GET",
        pattern: /^\/metrics\/?$/,
        handle: async (_request, _match, _session, deps) => bytes(new TextEncoder().encode(await this.render(deps)), "text/plain; version=0.0.4; charset=utf-8"),
      },
    ];
  }
}

