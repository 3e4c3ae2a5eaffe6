/**
 * What the client throws. Declared answers are values (`ApiResult`), never thrown; these are
 * for the places a value cannot be returned: inside a stream, at a timeout, and for an answer
 * the spec does not declare. Each says what happened in its message and carries the details.
 */
import type { ErrorStatus, Failure, OperationId, Schemas } from "./types.ts";

/** The base class of every error the client throws. */
export class GatewayError extends Error {
  override name = "GatewayError";
}

/**
 * A declared error answer where the method cannot return it: `stream()` before the first event,
 * `waitForTask()` on a poll. `result` is the same union `client.<operation>()` returns.
 */
export class ApiError<O extends OperationId = OperationId> extends GatewayError {
  override name = "ApiError";
  constructor(
    readonly operationId: O,
    readonly result: Failure<O>,
  ) {
    const { code, message } = result.error as Schemas["ErrorBody"]["error"];
    super(`${operationId} answered ${result.status} ${code}: ${message}`);
  }

  get status(): ErrorStatus<O> {
    return this.result.status;
  }
}

/**
 * Whether `error` is an ApiError of this operation; narrows its `result` as the method's own.
 * (`instanceof ApiError` alone cannot tell the compiler which operation it came from.)
 * @example
 * catch (error) { if (isApiError(error, "createChatCompletion") && error.result.status === 429) ... }
 */
export function isApiError<O extends OperationId>(error: unknown, operationId: O): error is ApiError<O> {
  return error instanceof ApiError && error.operationId === operationId;
}

/** An error event in a stream that began well (`data: {"error": {...}}`); the stream ends with it. */
export class StreamError extends GatewayError {
  override name = "StreamError";
  readonly code: Schemas["ErrorCode"];
  constructor(readonly body: Schemas["ErrorBody"]) {
    super(`The stream failed with ${body.error.code}: ${body.error.message}`);
    this.code = body.error.code;
  }
}

/** A stream that ended, or whose connection broke, before `data: [DONE]`. */
export class StreamInterruptedError extends GatewayError {
  override name = "StreamInterruptedError";
  constructor(readonly chunks: number, options?: { cause?: unknown }) {
    super(`The stream ended after ${chunks} chunk(s) without data: [DONE].`, options);
  }
}

/** An answer the spec does not declare for the operation: an undeclared status, or not JSON. */
export class UnexpectedResponseError extends GatewayError {
  override name = "UnexpectedResponseError";
  constructor(
    readonly operationId: OperationId,
    readonly status: number,
    readonly bodyText: string,
    reason: string,
  ) {
    super(`${operationId} answered ${status}, ${reason}: ${bodyText.slice(0, 200)}`);
  }
}

/** `waitForTask` ran out of time; `lastTask` is what the last poll saw. */
export class TaskTimeoutError extends GatewayError {
  override name = "TaskTimeoutError";
  constructor(
    readonly taskId: number,
    readonly timeoutMs: number,
    readonly lastTask: Schemas["Task"] | undefined,
  ) {
    super(`Task ${taskId} was still ${lastTask?.status ?? "unseen"} after ${timeoutMs} ms.`);
  }
}

