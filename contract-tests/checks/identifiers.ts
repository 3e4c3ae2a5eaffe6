/**
 * Identifiers the seed names, as one exchange issues them, and the run's registry of those seen.
 * Only answers that create something issue one: an async submission's task_id (each submission
 * is a new task; polls repeat the id on purpose), an OCR result's request_id ("Unique request
 * identifier"), a listed user's id (the same user listed again is the same id and name). A chat
 * completion's id is left out: the seed calls it an identifier, not unique, and a gateway may
 * serve a repeated request from a cache.
 */
import type { Exchange } from "../target.ts";
import { succeeded } from "./check.ts";
import { ocrResultOf } from "./ocr.ts";
import { taskData } from "./task.ts";

/** `kind:value` → who owns it: `#seq` of the exchange that issued it, or a user's name. */
export type IdentifierRegistry = Map<string, string>;

export interface IssuedIdentifier {
  kind: "task_id" | "request_id" | "user id";
  value: string;
  /** Another exchange may repeat the identifier only with the same owner. */
  owner: string;
  /** Where in the body, for the failure's pointer. */
  pointer: string;
}

/** The identifiers this exchange issues. */
export function issuedIdentifiers(exchange: Exchange): IssuedIdentifier[] {
  if (!succeeded(exchange)) return [];
  const own = `#${exchange.seq}`;
  if (exchange.operationId === "createGeneration") {
    const data = taskData(exchange);
    if (data?.status === "processing" && (typeof data.task_id === "number" || typeof data.task_id === "string")) {
      return [{ kind: "task_id", value: String(data.task_id), owner: own, pointer: "/data/task_id" }];
    }
  }
  const ocr = ocrResultOf(exchange);
  if (typeof ocr?.request_id === "string") return [{ kind: "request_id", value: ocr.request_id, owner: own, pointer: "/data/request_id" }];
  if (exchange.operationId === "listUsers") {
    const users = (exchange.response?.json as { users?: unknown } | undefined)?.users;
    if (!Array.isArray(users)) return [];
    return users.flatMap((user: { id?: unknown; name?: unknown }, index) =>
      typeof user?.id === "number" ? [{ kind: "user id" as const, value: String(user.id), owner: `name ${JSON.stringify(user.name)} (#${exchange.seq} at ${index})`, pointer: `/users/${index}/id` }] : [],
    );
  }
  return [];
}

/** The part of an owner that must match: the user's name, or the issuing exchange. */
export function ownerKey(owner: string): string {
  return owner.replace(/ \(#\d+ at \d+\)$/, "");
}
