/**
 * When a record was created and last updated (`createdAt`, `updated_at`), as a model writes them
 * for a record it makes: a recent moment on the mock's clock, within the last year, the update
 * after the creation and neither in the future, not json-schema-faker's random year (2001).
 */
import type { Random } from "../data/random.ts";

const DAY_MS = 86_400_000;
/** Names (normalised: `created_at` → "createdat") of the moment a record was made. */
const CREATED_KEYS: ReadonlySet<string> = new Set(["createdat", "created", "createdon", "createddate", "datecreated", "creationdate", "createdtime", "joinedat", "signedupat", "registeredat", "addedat", "insertedat"]);
/** Names of the moment a record last changed. */
const UPDATED_KEYS: ReadonlySet<string> = new Set(["updatedat", "updated", "updatedon", "updateddate", "dateupdated", "updatedtime", "modifiedat", "modified", "lastmodified", "lastupdated", "modifiedon"]);

export type RecordMoment = "created" | "updated";

/** Whether the field `normalised` holds when its record was created or updated, or undefined. */
export function recordMomentOf(normalised: string): RecordMoment | undefined {
  return CREATED_KEYS.has(normalised) ? "created" : UPDATED_KEYS.has(normalised) ? "updated" : undefined;
}

/**
 * The moment a record was `role` before `now`, in `format` (`date-time` or `date`): created
 * 30 to 330 days ago, updated within the last 29 days, so every update follows its creation
 * whatever the order of the fields. Drawn from `random`, the request's: the same request gives the same moment.
 * @example recordedMoment("created", "date-time", Date.parse("2026-03-12T19:13:00Z"), seededRandom(1)) // "2025-…Z"
 */
export function recordedMoment(role: RecordMoment, format: string, now: number, random: Random): string {
  const daysAgo = role === "created" ? random.int(30, 330) : random.int(0, 29);
  const at = Math.floor(now / 1000) * 1000 - daysAgo * DAY_MS - random.int(0, DAY_MS / 1000 - 1) * 1000;
  const iso = new Date(Math.min(at, now)).toISOString();
  return format === "date" ? iso.slice(0, 10) : `${iso.slice(0, 19)}Z`;
}
