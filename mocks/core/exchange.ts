import type { Team } from "../config/teams.ts";
import type { Operation } from "../../spec/operations.ts";
import type { Session } from "../state/state.ts";
import type { Controls } from "./prefer.ts";
import type { HandlerResult } from "./context.ts";
import type { MockRequest } from "./deps.ts";
import type { OperationId } from "./types.ts";

/**
 * One request's way through the core: the request, and what the stages learn about it, in
 * the order they learn it. The journal, the log and the response headers read it at the end.
 */
export interface Exchange {
  readonly request: MockRequest;
  requestId: string;
  session: Session;
  startedAt: number;
  /** Real time (Date.now()) when startedAt was read: the verdict compares both (mocks/verdict). */
  wallStartedAt: number;
  /** Set by routing. */
  operation: Operation | null;
  /** Raw path parameters from routing; decoded and typed by validation. */
  params: Record<string, unknown>;
  /** Query parameters without the mock's own `__` controls; typed by validation. */
  query: Record<string, unknown>;
  controls: Controls;
  team: Team | undefined;
  /** The parsed JSON body, once validation has read it. */
  body: unknown;
  /** Absolute base URL for result URLs, once the forced-status stage has worked it out. */
  baseUrl: string;
  /** The handler's answer, once it has given one. */
  result: HandlerResult<OperationId> | undefined;
  /** The `model` the body names, for the journal. */
  model: string | null;
  /** Headers every answer to this request carries (rate-limit state). */
  extraHeaders: Record<string, string>;
  /** What the session's scenario decided for this request (`429`, `delay=120`, ...), for the journal. */
  weather?: string;
}
