/** GET /__mock/verdict: what the session's client did wrong (spec/control.yaml: Verdict). */
import type { ControlRoute, MockRequest } from "../core/deps.ts";
import { MockError } from "../core/errors.ts";
import { json } from "../core/respond.ts";
import { journalOf } from "../state/read-journal.ts";
import { judge, type VerdictOptions } from "../verdict/verdict.ts";

const MAX_MS = 3_600_000;

function msParam(request: MockRequest, name: string): number | undefined {
  const raw = request.query[name];
  if (raw === undefined) return undefined;
  const value = /^\d{1,7}$/.test(raw) ? Number(raw) : -1;
  if (value < 0 || value > MAX_MS) throw new MockError("invalid_request", `${name} must be an integer from 0 to ${MAX_MS}.`, { param: name });
  return value;
}

/** The verdict's thresholds from the query. */
export function verdictOptions(request: MockRequest): VerdictOptions {
  return {
    pollFloorMs: msParam(request, "poll_floor_ms"),
    pollDeadlineMs: msParam(request, "poll_deadline_ms"),
    duplicateWindowMs: msParam(request, "duplicate_window_ms"),
    minBackoffMs: msParam(request, "min_backoff_ms"),
  };
}


export const verdictRoutes: ControlRoute[] = [
  {
    method: "GET",
    pattern: /^\/verdict\/?$/,
    async handle(request, _match, session, deps) {
      const options = verdictOptions(request);
      const entries = await journalOf(deps.store, session);
      return json(200, { session: session.id, ...judge(entries, options) });
    },
  },
];
