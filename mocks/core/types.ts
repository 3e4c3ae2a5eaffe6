/** Type utilities over generated/api.d.ts: handlers get their shapes from the spec by operationId. */
import type { operations } from "../../generated/api.d.ts";

export type OperationId = keyof operations;

type Responses<K extends OperationId> = operations[K]["responses"];

/** Statuses an operation declares. */
export type DeclaredStatus<K extends OperationId> = keyof Responses<K> & number;

/** The JSON body the spec declares for an operation's status. */
export type JsonBody<K extends OperationId, S extends DeclaredStatus<K> = 200 & DeclaredStatus<K>> =
  Responses<K>[S] extends { content: { "application/json": infer B } } ? B : never;

/** The JSON request body of an operation (undefined when it has none). */
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody: { content: { "application/json": infer B } };
}
  ? B
  : operations[K] extends { requestBody?: { content: { "application/json": infer B } } }
    ? B | undefined
    : undefined;

/** The query parameters of an operation, after coercion. */
export type QueryParams<K extends OperationId> = operations[K]["parameters"] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;

/** The path parameters of an operation, after coercion. */
export type PathParams<K extends OperationId> = operations[K]["parameters"] extends { path: infer P } ? P : never;
