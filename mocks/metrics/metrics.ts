/**
 * The mock's metrics (GET /__mock/metrics): requests by operation and status, a latency
 * histogram, open streams, tasks, scenario faults injected and client findings by code. Every
 * label value comes from a bounded set: an operation of the table (or "none" for a request no
 * operation matched), a status, a fault kind, a finding code; never a model, a path or a session.
 */
import type { ControlRoute, Deps, MockResponse } from "../core/deps.ts";
import type { Exchange } from "../core/exchange.ts";
import { bytes } from "../core/respond.ts";
import { journalOf } from "../state/read-journal.ts";
import type { Session } from "../state/state.ts";
import { FINDING_CODES, judge } from "../verdict/verdict.ts";
import { Counter, Gauge, Histogram, render, type Labels, type Series } from "./exposition.ts";

/** Bucket bounds of the latency histogram, in ms of the mock's clock. */
const LATENCY_BUCKETS_MS = [1, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000, 30000, 60000];
/** Statuses worth their own label; any other is counted as its class ("2xx", ...), so the set stays bounded. */
const STATUS_LABEL = /^(?:200|204|400|401|403|404|405|408|413|429|499|500|503)$/;

export class Metrics {
  private readonly requests = new Counter("gateway_mock_requests_total", "Requests answered, by operation and status.");
  private readonly latency = new Histogram("gateway_mock_request_duration_ms", "Time to answer a request (to its first byte for a stream), in ms of the mock's clock.", LATENCY_BUCKETS_MS);
  private readonly polls = new Counter("gateway_mock_task_polls_total", "Task polls answered, by the status they reported.");
  /** The count and latency series of each operation and status, found once (a request writes no label text). */
  private readonly byOutcome = new Map<string, { requests: { value: number }; latency: Series }>();

  /** Counts one answered request (called for each request the journal records). */
  observe(exchange: Exchange, response: MockResponse, deps: Deps): void {
    const operation = exchange.operation?.operationId ?? "none";
    const key = `${operation} ${response.status}`;
    let outcome = this.byOutcome.get(key);
    if (!outcome) {
      const status = String(response.status);
      const labels = { operation, status: STATUS_LABEL.test(status) ? status : `${status[0]}xx` };
      this.byOutcome.set(key, (outcome = { requests: this.requests.sample(labels), latency: this.latency.series(labels) }));
    }
    outcome.requests.value += 1;
    outcome.latency.observe(deps.clock.now() - exchange.startedAt);
    const task = (response.body as { data?: { status?: unknown; task_id?: unknown } } | undefined)?.data;
    if (exchange.params.task_id !== undefined && typeof task?.status === "string") this.polls.inc({ status: task.status === "completed" || task.status === "failed" ? task.status : "processing" });
  }

  /** The exposition text; findings are the asking session's. */
  async render(deps: Deps, session: Session): Promise<string> {
    const stats = await deps.store.stats();
    const verdict = judge(await journalOf(deps.store, session));
    const injected = deps.weather ? [...deps.weather.injected] : [];
    return render([
      this.requests,
      this.latency,
      new Gauge("gateway_mock_streams_open", "Streams open now.", () => [[{}, deps.streams.open]]),
      new Gauge("gateway_mock_tasks", "Tasks the state holds now (all sessions).", () => [[{}, stats.tasks]]),
      this.polls,
      new Gauge("gateway_mock_scenario_faults_injected", "Faults scenarios injected since start, by kind.", () => injected.map(([kind, count]) => [{ kind }, count] as [Labels, number])),
      new Gauge("gateway_mock_client_findings", "Findings of the verdict on the asking session's client, by code.", () => FINDING_CODES.map((code) => [{ code }, verdict.counts[code]] as [Labels, number])),
    ]);
  }

  /** GET /__mock/metrics. */
  routes(): ControlRoute[] {
    return [
      {
        method: "GET",
        pattern: /^\/metrics\/?$/,
        handle: async (_request, _match, session, deps) => bytes(new TextEncoder().encode(await this.render(deps, session)), "text/plain; version=0.0.4; charset=utf-8"),
      },
    ];
  }
}

