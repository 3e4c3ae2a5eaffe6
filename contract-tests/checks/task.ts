import type { components } from "../../generated/api.d.ts";
import type { Exchange } from "../target.ts";
import { bodyOf } from "./check.ts";

/** `data` of a task poll, when the body has one. */
export function taskData(exchange: Exchange): Record<string, unknown> | undefined {
  const data = bodyOf(exchange)?.data;
  return data !== null && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}

/** Order of task statuses: processing first, completed and failed final. */
export const STATUS_RANK: Readonly<Record<string, number>> = { processing: 0, completed: 1, failed: 1 } satisfies Record<components["schemas"]["TaskStatus"], number>;
