/**
 * The mock's per-request controls as a typed `Prefer` header (the mock reads
 * `Prefer: code=429, task=failed, stream=error-after-2, ...`). `code` accepts only the statuses
 * the operation declares: the mock refuses any other at run time, the compiler before that.
 */
import type { DeclaredStatus, OperationId } from "./types.ts";

export interface PreferControls<O extends OperationId> {
  /** Answer with this declared status and a spec-valid body of it. */
  code?: DeclaredStatus<O> | undefined;
  /** Answer with the spec's named example (e.g. `completed` for getTask). */
  example?: string | undefined;
  /** Seed of the generated content. */
  seed?: number | undefined;
  /** Milliseconds of the mock's clock before answering. */
  delay?: number | undefined;
  /** How a task submitted with this request ends. */
  task?: "completed" | "failed" | undefined;
  /** A fault after N chunks of a stream: an error event, or a dropped connection. */
  stream?: `${"error" | "drop"}-after-${number}` | undefined;
}

/**
 * The `Prefer` header value for controls of one operation.
 * @example
 * await client.createGeneration(body, { headers: prefer("createGeneration", { code: 429 }) });
 */
export function preferValue<O extends OperationId>(_operationId: O, controls: PreferControls<O>): string {
  return Object.entries(controls)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(", ");
}

/** `{ Prefer: ... }`, to spread into a request's headers. */
export function prefer<O extends OperationId>(operationId: O, controls: PreferControls<O>): { Prefer: string } {
  return { Prefer: preferValue(operationId, controls) };
}
