import type { Team } from "../config/teams.ts";
import type { Random } from "../data/random.ts";
import type { Session } from "../state/state.ts";
import type { Controls } from "./prefer.ts";
import type { Deps, StreamFrame } from "./deps.ts";
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
   * The bytes of canonical base64 text, or undefined when it is not canonical base64. Long
   * base64 in the body was already decoded by the body reader (to prove it legal JSON without
   * JSON.parse): those bytes are handed over instead of decoding the megabyte again.
   */
  base64(text: string): Uint8Array | undefined;
  /**
   * What the body reader learnt of a long base64 value of the body, when `value` is that very
   * string as read from `body`: its data URI head ("" without one) and its bytes; else
   * undefined. A handler can use a megabyte of base64 through it without reading a character
   * of it (which would make V8 join the pieces the body arrived in).
   */
  base64Literal(value: string): { head: string; bytes: Uint8Array } | undefined;
  /** The 200 body as JSON, written by the operation's serializer (compiled from its schema). */
  serialize(body: JsonBody<K>): string;
}

/**
 * A handler's answer: the spec's 200 body for its operation, or a stream of SSE frames. `text`
 * is the body as JSON when the handler already has it, exactly as `ctx.serialize(body)` would
 * write it (a repeated conversation's reply keeps its rendered part in the memo); the core then
 * sends it instead of serializing the body again.
 */
export type HandlerResult<K extends OperationId> =
  | { status: 200; body: JsonBody<K>; text?: string; headers?: Record<string, string> }
  | { stream: AsyncIterable<StreamFrame>; headers?: Record<string, string> };

export type Handler<K extends OperationId> = (ctx: HandlerContext<K>) => HandlerResult<K> | Promise<HandlerResult<K>>;

/** One handler per operation of the spec; the compiler insists on all of them. */
export type Handlers = { [K in OperationId]: Handler<K> };
