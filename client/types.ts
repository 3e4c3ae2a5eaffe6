/**
 * Type utilities over generated/api.d.ts, keyed by operationId: the statuses an operation
 * declares, the body of each, and the answer as a union discriminated by status. Nobody writes
 * a response type by hand; everything here is read from `operations`.
 */
import type { components, operations } from "../generated/api.d.ts";

export type Schemas = components["schemas"];

/** Every operationId of the public API. */
export type OperationId = keyof operations;

type Responses<O extends OperationId> = operations[O]["responses"];

/** The statuses an operation declares, as number literals. */
export type DeclaredStatus<O extends OperationId> = keyof Responses<O> & number;

/** The declared 2xx statuses (200 for every operation of this API). */
export type SuccessStatus<O extends OperationId> = Extract<DeclaredStatus<O>, 200 | 201 | 202 | 204>;

/** The declared error statuses of an operation. */
export type ErrorStatus<O extends OperationId> = Exclude<DeclaredStatus<O>, SuccessStatus<O>>;

type JsonContent<R> = R extends { content: { "application/json": infer B } } ? B : never;

/** The JSON body an operation answers with a status. */
export type ResponseBody<O extends OperationId, S extends DeclaredStatus<O>> = JsonContent<Responses<O>[S]>;

/** The error body of one error status (or, by default, of any). */
export type ErrorBodyOf<O extends OperationId, S extends ErrorStatus<O> = ErrorStatus<O>> = S extends ErrorStatus<O> ? ResponseBody<O, S> : never;

/** The `error` object of an error body: `code` is the literal the spec gives that status. */
export type ErrorDetail<O extends OperationId, S extends ErrorStatus<O> = ErrorStatus<O>> = ErrorOf<ErrorBodyOf<O, S>>;
type ErrorOf<B> = B extends { error: unknown } ? B["error"] : never;
type CodeOf<E> = E extends { code: unknown } ? E["code"] : never;

/** The error codes an operation can answer with a status (every error status by default). */
export type ErrorCodeOf<O extends OperationId, S extends ErrorStatus<O> = ErrorStatus<O>> = CodeOf<ErrorDetail<O, S>>;

/** The JSON request body of an operation (never when it has none). */
export type RequestBody<O extends OperationId> = operations[O] extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;

/** A successful answer: `data` typed by the operation (narrowed further by some methods). */
export interface Success<O extends OperationId, D = ResponseBody<O, SuccessStatus<O>>> {
  ok: true;
  status: SuccessStatus<O>;
  data: D;
  error?: undefined;
  /** The X-Request-Id of the answer, for support and logs. */
  requestId: string | null;
  response: Response;
}

/** One error answer per declared status, each with its own body and code. */
export type Failure<O extends OperationId> = {
  [S in ErrorStatus<O>]: {
    ok: false;
    status: S;
    /** The body's `error` object; `code` is a literal of this status. */
    error: ErrorDetail<O, S>;
    /** The whole error body. */
    body: ErrorBodyOf<O, S>;
    data?: undefined;
    requestId: string | null;
    response: Response;
  };
}[ErrorStatus<O>];

/**
 * The answer of an operation: `ok` or `status` narrows it, and with it `data` or `error`.
 * @example
 * const result = await client.getTask(1001);
 * if (result.status === 404) result.error.code; // "task_not_found"
 */
export type ApiResult<O extends OperationId, D = ResponseBody<O, SuccessStatus<O>>> = Success<O, D> | Failure<O>;

/** A chat completion request; `stream` is left to `stream()`. */
export type ChatRequest = Omit<Schemas["ChatCompletionRequest"], "stream"> & { stream?: false | null };

/** A unified generation request without streaming. */
export type GenerationRequest = Omit<Schemas["GenerationRequest"], "stream"> & { stream?: false | null };

/** An LLM generation: `messages` and no `input`; the spec answers it with a chat completion. */
export type LlmGenerationRequest = GenerationRequest & { messages: Schemas["ChatMessage"][]; input?: undefined };

/** A generation with `input` and no `messages`: every non-LLM modality. */
export type ModelInputGenerationRequest = GenerationRequest & { input: Schemas["GenerationInput"]; messages?: undefined };

/** What a non-LLM generation answers: a synchronous envelope or an async submission. */
export type NonChatGeneration = Exclude<Schemas["GenerationResponse"], Schemas["ChatCompletion"]>;

/** A synchronous envelope (image, audio, OCR). */
export type SyncEnvelope = Exclude<NonChatGeneration, Schemas["AsyncSubmission"]>;

/** A task that ended well: its output is there. */
export type CompletedTask = Schemas["Task"] & { status: "completed"; output: Schemas["TaskOutput"] };
/** A task that ended badly: its error is there. */
export type FailedTask = Schemas["Task"] & { status: "failed"; error: Schemas["TaskError"] };
/** What `waitForTask` returns: `status` narrows it. */
export type FinishedTask = CompletedTask | FailedTask;

/** A chunk of a streamed chat completion. */
export type ChatCompletionChunk = Schemas["ChatCompletionChunk"];
