/**
 * A target that goes away mid-run. When a request is lost to a connection failure (refused,
 * reset, host unknown or unreachable), the run asks the preflight's first question again (the
 * user list, no key). An answer, any status, means the gateway is there: the lost request is its
 * failure, and responseReceived reports it. No answer means it stopped answering: the run stops
 * as at its deadline (requests in flight aborted, the cases left reported not run, exit 2), and
 * says so once, rather than failing every case left on ECONNREFUSED.
 */
import type { ContractConfig } from "./config.ts";
import { keyRefused, stillAnswering } from "./probe.ts";
import { RunStopReason } from "./target.ts";

/** What the watch saw when it stopped the run. */
export interface TargetGone {
  /** The code the lost request failed with (ECONNREFUSED, ECONNRESET, ...). */
  code: string;
  /** The re-asked question and what it got: "GET …/api/users got connection refused (…)". */
  probe: string;
  /** Set when it is a key the gateway stopped taking, not the gateway: the variable that holds it. */
  key?: string;
}

/** Error codes of a connection that failed before any answer: the target may be gone. */
const CONNECTION_FAILURES: ReadonlySet<string> = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
]);

/** The connection failure a fetch error carries (its cause's code), or null for anything else (a timeout, an abort). */
export function connectionFailureOf(cause: unknown): string | null {
  const code = (cause as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === "string" && CONNECTION_FAILURES.has(code) ? code : null;
}

/**
 * Watches a run's target; `signal` aborts when it stopped answering.
 * @example const watch = new TargetWatch(config); new Target({ ..., signal: watch.signal, onLost: (cause) => watch.lost(cause) });
 */
export class TargetWatch {
  private readonly controller = new AbortController();
  private probing: Promise<void> | undefined;
  /** Set once the target stopped answering. */
  gone: TargetGone | undefined;

  constructor(
    private readonly config: Pick<ContractConfig, "baseUrl" | "preflightTimeoutMs">,
    private readonly fetchFn: typeof fetch = globalThis.fetch,
    /** The run's deadline: the re-check does not outlast it. */
    private readonly deadline?: AbortSignal,
  ) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /**
   * A request was lost with `cause`; resolves once the run knows whether the target is still
   * there. Requests lost together share one probe.
   */
  lost(cause: unknown): Promise<void> {
    const code = connectionFailureOf(cause);
    if (code === null || this.gone) return Promise.resolve();
    this.probing ??= this.probe(code).finally(() => (this.probing = undefined));
    return this.probing;
  }

  /**
   * A request with a key the preflight accepted (`variable` holds it) was answered 401; resolves
   * once the run knows whether the key is still taken. If the gateway now refuses it to the
   * preflight's question too, the key was revoked or expired mid-run: every request with it
   * would be refused, and the checks would blame the gateway, so the run stops (exit 2).
   * @example if (exchange.response?.status === 401) await watch.keyAnswered401("CONTRACT_API_KEY", key);
   */
  keyAnswered401(variable: string, key: string): Promise<void> {
    if (this.gone) return Promise.resolve();
    const asked = (this.keyChecks[variable] ??= this.checkKey(variable, key).finally(() => delete this.keyChecks[variable]));
    return asked;
  }

  private readonly keyChecks: Record<string, Promise<void>> = {};

  private async checkKey(variable: string, key: string): Promise<void> {
    const refused = await keyRefused(this.config, key, this.fetchFn, this.deadline);
    if (refused === null || this.gone || this.deadline?.aborted) return;
    this.gone = { code: "401", probe: `${refused.tried} with ${variable} got ${refused.what}, which the preflight's same question had not`, key: variable };
    this.controller.abort(new RunStopReason(`${variable} was refused mid-run (401)`));
  }

  private async probe(code: string): Promise<void> {
    const failed = await stillAnswering(this.config, this.fetchFn, this.deadline);
    // Cut by the deadline: the deadline's own stop says why the run ended.
    if (failed === null || this.gone || this.deadline?.aborted) return;
    this.gone = { code, probe: `${failed.tried} got ${failed.what}` };
    this.controller.abort(new RunStopReason(`the gateway stopped answering (${code})`));
  }
}
