/**
 * The typed client: one method per operation, named by operationId, over openapi-fetch and the
 * generated `paths`. Every declared answer comes back as a value, a union discriminated by
 * `status` (and `ok`), so `switch (result.status)` narrows `data` or `error.code`. An answer the
 * spec does not declare is thrown (UnexpectedResponseError): the types never describe a body
 * the client has not seen.
 */
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "../generated/api.d.ts";
import { ApiError, UnexpectedResponseError } from "./errors.ts";
import { settle } from "./result.ts";
import { chatChunks } from "./stream.ts";
import { waitForTask, type Timers, type WaitOptions } from "./tasks.ts";
import type {
  ApiResult,
  ChatCompletionChunk,
  ChatRequest,
  FinishedTask,
  GenerationRequest,
  LlmGenerationRequest,
  ModelInputGenerationRequest,
  NonChatGeneration,
  RequestBody,
  Schemas,
} from "./types.ts";

/**
 * Optional fields take `undefined` as well (`apiKey: process.env.GATEWAY_KEY`), so a project with
 * `exactOptionalPropertyTypes` passes what it has without a spread; undefined means the default.
 */
export interface GatewayClientOptions {
  /** The gateway's origin, e.g. http://127.0.0.1:4010 (the mock's default). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer <apiKey>`; listUsers needs none. */
  apiKey?: string | undefined;
  /** Headers for every request (e.g. `X-Mock-Session`). */
  headers?: Record<string, string> | undefined;
  /** The fetch to use (default globalThis.fetch): MSW, a test double, a proxy. */
  fetch?: typeof globalThis.fetch | undefined;
  /** Time for `waitForTask` (default the real one); tests pass one that moves the mock's clock. */
  timers?: Timers | undefined;
}

/** Per call: an AbortSignal and extra headers (e.g. a `prefer(...)` header for the mock). */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
}

/**
 * A typed client of the gateway.
 * @example
 * const client = createGatewayClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "sk-mock-default" });
 * const result = await client.createChatCompletion({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] });
 * if (result.ok) console.log(result.data.choices[0]?.message.content);
 * else if (result.status === 429) console.log(result.error.code); // "rate_limited"
 */
export class GatewayClient {
  /** The openapi-fetch client underneath, for anything this one does not wrap. */
  readonly api: Client<paths>;
  readonly #timers: Timers | undefined;

  constructor(options: GatewayClientOptions) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
    this.api = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ""), headers, fetch: options.fetch });
    this.#timers = options.timers;
  }

  /** POST /client/v2/ai/chat/completions, not streamed: a ChatCompletion on 200. */
  async createChatCompletion(body: ChatRequest, options: CallOptions = {}): Promise<ApiResult<"createChatCompletion">> {
    return settle("createChatCompletion", await this.api.POST("/client/v2/ai/chat/completions", { body, ...options }));
  }

  /** An LLM generation (`messages`, no `input`): the spec answers it with a chat completion. */
  createGeneration(body: LlmGenerationRequest, options?: CallOptions): Promise<ApiResult<"createGeneration", Schemas["ChatCompletion"]>>;
  /** A generation with `input` (image, audio, OCR, video, digital human): an envelope or a submission. */
  createGeneration(body: ModelInputGenerationRequest, options?: CallOptions): Promise<ApiResult<"createGeneration", NonChatGeneration>>;
  /** Any generation: the whole GenerationResponse union (narrow it with isChatCompletion, isAsyncSubmission, ...). */
  createGeneration(body: GenerationRequest, options?: CallOptions): Promise<ApiResult<"createGeneration">>;
  async createGeneration(body: GenerationRequest, options: CallOptions = {}): Promise<ApiResult<"createGeneration">> {
    return settle("createGeneration", await this.api.POST("/client/v2/ai/generations", { body, ...options }));
  }

  /** GET /client/v2/ai/tasks/{task_id}: the task as it stands. */
  async getTask(taskId: number, options: CallOptions = {}): Promise<ApiResult<"getTask">> {
    return settle("getTask", await this.api.GET("/client/v2/ai/tasks/{task_id}", { params: { path: { task_id: taskId } }, ...options }));
  }

  /** POST /client/v2/ai-stack/image-to-text: recognized lines. */
  async recognizeImageText(body: RequestBody<"recognizeImageText">, options: CallOptions = {}): Promise<ApiResult<"recognizeImageText">> {
    return settle("recognizeImageText", await this.api.POST("/client/v2/ai-stack/image-to-text", { body, ...options }));
  }

  /** GET /api/users: one page of users. */
  async listUsers(query: { page?: number | undefined; page_size?: number | undefined } = {}, options: CallOptions = {}): Promise<ApiResult<"listUsers">> {
    return settle("listUsers", await this.api.GET("/api/users", { params: { query }, ...options }));
  }

  /**
   * A streamed chat completion as typed chunks, ending at `data: [DONE]`. A declared error
   * answer throws ApiError (its `result` narrows like createChatCompletion's), an error event
   * StreamError, a cut before [DONE] StreamInterruptedError; aborting `signal` stops the
   * stream with the signal's reason.
   * @example
   * for await (const chunk of client.stream({ model: "gpt-4o-mini", messages })) process.stdout.write(chunk.choices[0]?.delta.content ?? "");
   */
  async *stream(body: ChatRequest, options: CallOptions = {}): AsyncGenerator<ChatCompletionChunk, void, undefined> {
    const fetched = await this.api.POST("/client/v2/ai/chat/completions", { body: { ...body, stream: true }, parseAs: "stream", ...options });
    yield* this.#chunks("createChatCompletion", fetched, options.signal);
  }

  /** The same stream from the unified endpoint, for an LLM generation (`messages`, no `input`). */
  async *streamGeneration(body: LlmGenerationRequest, options: CallOptions = {}): AsyncGenerator<ChatCompletionChunk, void, undefined> {
    const fetched = await this.api.POST("/client/v2/ai/generations", { body: { ...body, stream: true }, parseAs: "stream", ...options });
    yield* this.#chunks("createGeneration", fetched, options.signal);
  }

  /** The chunks of a streamed answer; a declared error answer is thrown as ApiError. */
  async *#chunks<O extends "createChatCompletion" | "createGeneration">(
    operationId: O,
    fetched: { data?: ReadableStream<Uint8Array> | null; error?: unknown; response: Response },
    signal: AbortSignal | undefined,
  ): AsyncGenerator<ChatCompletionChunk, void, undefined> {
    if (!fetched.response.ok) {
      const result = settle<O, never>(operationId, fetched);
      if (!result.ok) throw new ApiError(operationId, result);
    }
    const type = fetched.response.headers.get("content-type") ?? "";
    if (!type.startsWith("text/event-stream") || !fetched.data) {
      throw new UnexpectedResponseError(operationId, fetched.response.status, type, "not a text/event-stream");
    }
    yield* chatChunks(operationId, fetched.data, signal);
  }

  /**
   * Polls a task until it is `completed` or `failed`, waiting `pollMs` (default 1000) and
   * longer each time (×1.5, at most `maxPollMs`), a 429's or 503's Retry-After when told;
   * TaskTimeoutError after `timeoutMs` (default 10 minutes), the signal's reason on abort.
   */
  waitForTask(taskId: number, options: WaitOptions = {}): Promise<FinishedTask> {
    return waitForTask((id, signal) => this.getTask(id, { signal }), taskId, options, this.#timers);
  }
}

/** A typed client of the gateway (see GatewayClient). */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  return new GatewayClient(options);
}
