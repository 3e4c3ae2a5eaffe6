import type { components } from "../../generated/api.d.ts";

export type ErrorCode = components["schemas"]["ErrorCode"];
export type ErrorBody = components["schemas"]["ErrorBody"];

interface ErrorDefinition {
  status: number;
  type: string;
  message: string;
}

/**
 * The one registry of error codes: status, OpenAI-style type and default message. Keys are the
 * spec's `ErrorCode` enum; a test checks the two agree in both directions.
 */
export const ERRORS = {
  invalid_request: { status: 400, type: "invalid_request_error", message: "The request is invalid." },
  unauthorized: { status: 401, type: "authentication_error", message: "Invalid or missing API key." },
  forbidden: { status: 403, type: "permission_error", message: "Your team is not authorized for this feature." },
  model_not_found: { status: 404, type: "invalid_request_error", message: "The requested model does not exist." },
  task_not_found: { status: 404, type: "invalid_request_error", message: "No such task." },
  not_found: { status: 404, type: "invalid_request_error", message: "No such endpoint." },
  method_not_allowed: { status: 405, type: "invalid_request_error", message: "Method not allowed." },
  payload_too_large: { status: 413, type: "invalid_request_error", message: "The request body is too large." },
  rate_limited: { status: 429, type: "rate_limit_error", message: "Too many requests; retry after the cooldown." },
  provider_error: { status: 500, type: "server_error", message: "The upstream provider failed." },
  // A forced or scenario 503 (codeForStatus takes the first code of a status): the gateway out
  // of service for a moment, not the mock's own state, which only a real Redis outage answers.
  service_unavailable: { status: 503, type: "server_error", message: "The service is temporarily unavailable; retry shortly." },
  state_unavailable: { status: 503, type: "server_error", message: "The mock's shared state is unavailable; retry shortly." },
} as const satisfies Record<ErrorCode, ErrorDefinition>;

/**
 * The first code of a status (for a forced status whose response schema fixes none; the
 * operation table knows the ones that do, such as getTask's task_not_found).
 */
export function codeForStatus(status: number): ErrorCode | undefined {
  const found = (Object.keys(ERRORS) as ErrorCode[]).find(
    (code) => ERRORS[code].status === status && code !== "not_found",
  );
  return found;
}

/** An expected failure a handler raises; handle() turns it into the spec's error body. */
export class MockError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly param: string | null;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message?: string, options: { param?: string | null; headers?: Record<string, string> } = {}) {
    super(message ?? ERRORS[code].message);
    this.name = "MockError";
    this.code = code;
    this.status = ERRORS[code].status;
    this.param = options.param ?? null;
    this.headers = options.headers ?? {};
  }
}

/** Builds the spec's error body for a code. */
export function toErrorBody(code: ErrorCode, message?: string, param: string | null = null): ErrorBody {
  const definition = ERRORS[code];
  return { error: { code, message: message ?? definition.message, type: definition.type, param } };
}
