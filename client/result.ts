/**
 * openapi-fetch's answer (`{ data, error, response }`) as the operation's ApiResult: a union
 * discriminated by `status`, whose error `code` is the literal the spec gives that status.
 * openapi-fetch types `error` as every error body of the operation at once and leaves
 * `response.status` a number, so a 429 and a 400 cannot be told apart by status there.
 */
import { declaredStatuses } from "../generated/statuses.ts";
import { UnexpectedResponseError } from "./errors.ts";
import type { ApiResult, OperationId } from "./types.ts";

/** What openapi-fetch returns, before it is checked against the spec. */
export interface FetchedAnswer<D = unknown> {
  data?: D;
  error?: unknown;
  response: Response;
}

function isDeclared(operationId: OperationId, status: number): boolean {
  return (declaredStatuses[operationId] as readonly number[]).includes(status);
}

/** openapi-fetch's answer as the operation's ApiResult, `data` typed by the caller; throws for an undeclared one. */
export function settle<O extends OperationId, D>(operationId: O, { data, error, response }: FetchedAnswer): ApiResult<O, D> {
  const { status } = response;
  const requestId = response.headers.get("x-request-id");
  const shown = () => (typeof (error ?? data) === "string" ? String(error ?? data) : JSON.stringify(error ?? data) ?? "");
  if (!isDeclared(operationId, status)) throw new UnexpectedResponseError(operationId, status, shown(), "a status the spec does not declare");
  if (response.ok) {
    if (data === undefined || data === null || typeof data !== "object") throw new UnexpectedResponseError(operationId, status, shown(), "without a JSON body");
    // The spec's promise for this status; the contract suite is what checks a gateway keeps it.
    return { ok: true, status, data, requestId, response } as ApiResult<O, D>;
  }
  if (!error || typeof error !== "object" || !("error" in error)) throw new UnexpectedResponseError(operationId, status, shown(), "without the spec's error body");
  return { ok: false, status, error: error.error, body: error, requestId, response } as ApiResult<O, D>;
}

/**
 * An openapi-fetch answer narrowed by status: `data` on 200, typed as openapi-fetch typed it (a
 * stream with `parseAs: "stream"`), and `error` and `body` on a declared error status. A status
 * the operation does not declare, a 200 without a body, or an error status without the spec's
 * error body (a proxy's HTML page) throws UnexpectedResponseError.
 * @example
 * const result = toApiResult("createChatCompletion", await api.POST("/client/v2/ai/chat/completions", { body }));
 * if (result.status === 429) result.error.code; // "rate_limited"
 */
export function toApiResult<O extends OperationId, D>(operationId: O, answer: FetchedAnswer<D>): ApiResult<O, Exclude<D, undefined | null>> {
  return settle(operationId, answer);
}
