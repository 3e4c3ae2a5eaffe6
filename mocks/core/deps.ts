import type { Logger } from "pino";
import type { BodySource } from "../body/index.ts";
import type { Catalog } from "../config/catalog.ts";
import type { MockConfig } from "../config/config.ts";
import type { TeamRegistry } from "../config/teams.ts";
import type { Clock } from "../state/clock.ts";
import type { Memo } from "../state/memo.ts";
import type { Session, State } from "../state/state.ts";
import type { StreamFrame } from "../stream/sse.ts";

/** A request as the core sees it: plain data, no transport objects. */
export interface MockRequest {
  /** Upper-case method. */
  method: string;
  /** Path without the query string, as sent (still percent-encoded). */
  path: string;
  /** First value of each query parameter. */
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string | undefined>;
  /** The body, when there is one, with its views (mocks/body). */
  body?: BodySource;
  /** Set by the transport when the body passed the size limit and was not read. */
  bodyTooLarge?: boolean;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
}

/** The JSON text of a response's body, for a transport to send; undefined when it has none. */
export function jsonText(response: MockResponse): string | undefined {
  return response.body === undefined ? undefined : (response.serialize ?? JSON.stringify)(response.body);
}

export { DROP_CONNECTION, type StreamFrame } from "../stream/sse.ts";

/**
 * A response as the core produces it, in one of three forms: a JSON value with its serializer,
 * a stream of SSE frames (written by stream/sse.ts), or bytes.
 */
export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  /** A JSON value. */
  body?: unknown;
  /** Writes `body` as JSON: the operation table's serializer for the status; else JSON.stringify. */
  serialize?: (body: unknown) => string;
  /** Server-sent event frames, as the SSE writer (stream/sse.ts) formats them. */
  stream?: AsyncIterable<StreamFrame>;
  /** Raw bytes (assets, the spec). */
  bytes?: Uint8Array;
}

/** What the core, its handlers and its control routes may use; nothing else reaches them. */
export interface Deps {
  config: MockConfig;
  /** Tasks, ids, sessions, rate windows, journal and the shared clock offset (state/state.ts). */
  store: State;
  clock: Clock;
  catalog: Catalog;
  teams: TeamRegistry;
  log: Logger;
  /** The one bounded memo of reusable results; cleared by reset, counted in stats. */
  memo: Memo;
  /** Streams open right now (for the concurrency cap and leak checks). */
  streams: { open: number };
  /** Scenarios ("weather"), when the assembly gives them. */
  weather?: WeatherHook;
}

/**
 * A request as the weather hook sees it: the Exchange (core/exchange.ts, which this file may not
 * import: it imports this one), whose controls the hook replaces and whose journal note it sets.
 */
export interface WeatherExchange {
  readonly session: Session;
  readonly operation: { readonly operationId: string } | null;
  controls: object;
  weather?: string;
}

/**
 * The weather hook (a seam: mocks/weather implements it, the core names no scenario). While no
 * session has a scenario, `active` is false and a request pays that one check.
 */
export interface WeatherHook {
  readonly active: boolean;
  /** Sets the request's controls from its session's scenario; a control the request sends itself wins. */
  apply(exchange: WeatherExchange): void | Promise<void>;
  /** For the control surface and the helpers: set and read a session's scenario (it lives in the state: a reset clears it). */
  set(session: Session, value: unknown): Promise<{ scenario: unknown }>;
  current(session: Session): { scenario: unknown } | undefined;
  /** Resolves once the mock's default scenario is checked; rejects naming the bad field. */
  ready(): Promise<void>;
  /** Faults injected so far, by kind (metrics). */
  readonly injected: ReadonlyMap<string, number>;
}

/** A route of the control surface under /__mock, given to the core by whoever assembles it. */
export interface ControlRoute {
  method: "GET" | "POST";
  /** Matched against the path after /__mock. */
  pattern: RegExp;
  /** Served without the control token (static, harmless files). */
  public?: boolean;
  handle(request: MockRequest, match: RegExpExecArray, session: Session, deps: Deps): MockResponse | Promise<MockResponse>;
}
