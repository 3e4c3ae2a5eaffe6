/**
 * What a contract case is: a sentence, the profiles it belongs to, what it costs, and what it
 * does with the context the runner gives it. Cases are written against this; the runner
 * (above them) runs them.
 */
import type { Flow } from "../checks/index.ts";
import type { ContractConfig, Profile } from "../config.ts";
import type { Exchange, SendOptions, Target } from "../target.ts";
import type { TargetWatch } from "../target-gone.ts";

/** Everything a run shares: settings, the target, whether it is our mock. */
export interface SuiteContext {
  config: ContractConfig;
  target: Target;
  isMock: boolean;
  /** Judging recorded traffic (HAR) rather than a live target. */
  offline?: boolean;
  /** The run's stop (its deadline passed, or the target stopped answering): once aborted, no further case starts. */
  stop?: AbortSignal;
  /** Whether a live target is still there when a request is lost (target-gone.ts); it aborts `stop`. */
  watch?: TargetWatch;
  /** Identifiers issued so far in the run, shared by its cases (identifiersUnique). */
  identifiers?: Map<string, string>;
  /** Features CONTRACT_API_KEY was answered 2xx for so far, shared by the cases (key-lacks.ts). */
  granted?: Set<string>;
}

export interface CaseContext extends SuiteContext {
  /** Sends a request and runs every applicable check on the exchange. */
  send(options: SendOptions, flow?: Flow): Promise<Exchange>;
  /** Runs a flow-level check (e.g. taskReachesFinalStatus) on the flow's last exchange. */
  judge(checkName: string, exchange: Exchange, flow: Flow): void;
  /** Notes a part of the case that could not run against this target (e.g. a forced 429). */
  notExercised(what: string): void;
  /** Ends the case as skipped, with the reason (a missing key or model). */
  skip(reason: string): never;
  /** Headers that force an outcome on the mock (`Prefer`); only call when `isMock`. */
  prefer(value: string): Record<string, string>;
  sleep(ms: number): Promise<void>;
}

/** One contract case: a sentence, the profiles it belongs to and what it costs. */
export interface ContractCase {
  /** Test file it belongs to: an operationId, or "protocol". */
  group: string;
  /** A sentence: "returns 404 model_not_found for an unknown model". */
  title: string;
  profiles: readonly Profile[];
  /** Most billable calls (2xx answers of model-running operations) the case makes. */
  billable: number | ((config: ContractConfig) => number);
  /** Many requests (generated or mutated bodies, every forced status): runs after the others. */
  bulk?: boolean;
  run(ctx: CaseContext): Promise<void>;
}

/** The billable calls a case plans for a configuration. */
export function plannedBillable(contractCase: ContractCase, config: ContractConfig): number {
  return typeof contractCase.billable === "number" ? contractCase.billable : contractCase.billable(config);
}
