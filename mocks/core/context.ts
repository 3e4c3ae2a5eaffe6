import type { Team } from "../config/teams.ts";
import type { Random } from "../data/random.ts";
import type { Session } from "../state/state.ts";
import type { Controls } from "./prefer.ts";
import type { Deps } from "./deps.ts";
import type { EventStream } from "../stream/sse.ts";
import type { JsonBody, OperationId, PathParams, QueryParams, RequestBody } from "./types.ts";

/** Facts about the request a handler may need besides its input; never the transport. */
export interface RequestInfo {
  /** The x-request-id of this request. */
  id: string;
  /** Clock time when it arrived. */
  startedAt: number;
  /** Absolute base URL for result URLs (MOCK_PUBLIC_URL, or this server as a local client reached it). */
  baseUrl: string;
  /** Aborted when the client goes away. */
  signal: AbortSignal | undefined;
}

/** What a handler sees: its typed input, its caller, the deps, and seeded randomness. */
export interface HandlerContext<K extends OperationId> {
  operationId: K;
  body: RequestBody<K>;
  query: QueryParams<K>;
  params: PathParams<K>;
  /** The caller's team; undefined on operations that need no key. */
  team: Team | undefined;
  session: Session;
  controls: Controls;
  request: RequestInfo;
  deps: Deps;
  /** The request's content seed: same request (and seed control), same content. */
  seed: number;
  /** A stable name of what the seed is computed from, for memo keys (a 53-bit hash in base 36). */
  contentKey: string;
  /** A generator seeded from the request seed and a salt. */
  random(salt?: unknown): Random;
  /**
   * The bytes of a base64 string of the body and its data URI head ("" without one), or
   * undefined when it is not canonical base64: the body's base64 view, which hands over what
   * its reader already decoded instead of reading the megabyte again.
   */
  base64(value: string): { head: string; bytes: Uint8Array } | undefined;
}

/**
 * A handler's answer: the spec's 200 body for its operation, written by the table's serializer,
 * or a stream of events, written by the SSE writer with the table's event serializer, paced and
 * cut by the request's controls. `write`, when given, writes the body faster than the
 * serializer it is handed and to the same bytes (a repeated conversation's reply keeps its
 * rendered part in the memo); undefined leaves it to the serializer.
 */
export type HandlerResult<K extends OperationId> =
  | { status: 200; body: JsonBody<K>; write?: (serialize: (body: JsonBody<K>) => string) => string | undefined; headers?: Record<string, string> }
  | { events: EventStream; headers?: Record<string, string> };

export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => HandlerResult<K> | Promise<HandlerResult<K>>;

/** One handler per operation of the spec; the compiler insists on all of them. */
export type Handlers = { [K in OperationId]: Handler<K> };
