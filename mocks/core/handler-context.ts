/**
 * The handler context: one request as its handler sees it (core/context.ts says what it holds).
 */
import type { Operation } from "../../spec/operations.ts";
import { bodyFromBytes, type BodySource } from "../body/index.ts";
import { toBase36 } from "../data/base36.ts";
import { contentHash, hashSeed, seededRandom, type Random } from "../data/random.ts";
import type { HandlerContext, RequestInfo } from "./context.ts";
import type { Deps, MockRequest } from "./deps.ts";
import type { Exchange } from "./exchange.ts";
import type { OperationId } from "./types.ts";

/**
 * A request's facts for its handler. The signal is the transport's, read on first use: node:http
 * builds an AbortSignal only when asked, and building one for every request cost 8 µs.
 */
class RequestFacts implements RequestInfo {
  constructor(
    readonly id: string,
    readonly startedAt: number,
    readonly baseUrl: string,
    private readonly source: MockRequest,
  ) {}

  get signal(): AbortSignal | undefined {
    return this.source.signal;
  }
}

/**
 * One request as its handler sees it. The content seed hashes the whole body, so it is computed
 * on first use: OCR never asks, and hashing a megabyte of base64 costs milliseconds.
 */
export class Context implements HandlerContext<OperationId> {
  #hash: number | undefined;
  readonly #body: BodySource | undefined;
  readonly #operation: Operation;
  readonly operationId: OperationId;
  readonly body: never;
  readonly query: never;
  readonly params: never;
  readonly team;
  readonly session;
  readonly controls;
  readonly request: RequestInfo;

  constructor(
    exchange: Exchange,
    readonly deps: Deps,
    baseUrl: string,
  ) {
    this.#operation = exchange.operation!;
    this.operationId = this.#operation.operationId as OperationId;
    this.body = exchange.body as never;
    this.query = exchange.query as never;
    this.params = exchange.params as never;
    this.team = exchange.team;
    this.session = exchange.session;
    this.controls = exchange.controls;
    this.request = new RequestFacts(exchange.requestId, exchange.startedAt, baseUrl, exchange.request);
    this.#body = exchange.request.body;
  }

  /** The 53-bit hash of the request's content, computed once. */
  get #contentHash(): number {
    this.#hash ??= contentHash(this.deps.config.seed, this.operationId, contentOf(this.body), this.params, this.query);
    return this.#hash;
  }

  get seed(): number {
    const fixed = this.controls.seed;
    return fixed !== undefined ? hashSeed(this.deps.config.seed, fixed) : this.#contentHash >>> 0;
  }

  get contentKey(): string {
    const fixed = this.controls.seed;
    const hash = toBase36(this.#contentHash);
    return fixed !== undefined ? `${hash}s${fixed}` : hash;
  }

  random(salt?: unknown): Random {
    return seededRandom(salt === undefined ? this.seed : hashSeed(this.seed, salt));
  }

  base64(value: string): { head: string; bytes: Uint8Array } | undefined {
    return (this.#body ?? NO_BODY).base64(value);
  }
}

/** The base64 view of a request without a body: it decodes what it is given. */
const NO_BODY = bodyFromBytes(new Uint8Array());

/**
 * The part of a body that decides content: the conversation or input, the model and OpenAI's
 * `seed`. Sampling parameters (stop, max_tokens, temperature, stream) shape the same reply
 * rather than pick another, so a UI toggling them sees consistent text.
 */
function contentOf(body: unknown): unknown {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  // The four fields read one by one: a rest pattern copies the whole body on every request.
  if (record.model !== undefined) return { model: record.model, messages: record.messages, input: record.input, seed: record.seed };
  const { model: _model, messages: _messages, input: _input, seed: _seed, ...rest } = record;
  return rest;
}
