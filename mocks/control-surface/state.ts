import { specEnums } from "../../spec/operations.ts";
import { readControlYaml, readSpec32Yaml, readSpecYaml } from "../../spec/platform.ts";
import type { MockRequest } from "../core/deps.ts";
import { baseUrlOf } from "../core/base-url.ts";
import { MockError } from "../core/errors.ts";
import { bytes, json } from "../core/respond.ts";
import { taskView } from "../handlers/getTask.ts";
import type { TaskStatus } from "../state/task-lifecycle.ts";
import type { PageRequest } from "../state/state.ts";
import { shownEntry } from "../state/read-journal.ts";
import type { ControlRoute } from "../core/deps.ts";
import { ClockRangeError, MAX_DATE_MS, type Clock } from "../state/clock.ts";

const MOCK_VERSION = "0.1.0";


/** A small JSON body of a control request; control bodies are tiny and optional. */
function controlBody(request: MockRequest): Record<string, unknown> {
  if (!request.body || request.body.byteLength === 0) return {};
  try {
    const parsed = JSON.parse(Buffer.from(request.body.bytes()).toString("utf8")) as unknown;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new MockError("invalid_request", "The control request body must be a JSON object.");
}

function integerField(body: Record<string, unknown>, name: string, max: number): number | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > max) {
    throw new MockError("invalid_request", `${name} must be an integer from 0 to ${max}.`, { param: name });
  }
  return value;
}


function booleanField(body: Record<string, unknown>, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || typeof value === "boolean") return value;
  throw new MockError("invalid_request", `${name} must be true or false.`, { param: name });
}

/** What GET and POST /__mock/clock answer (spec/control.yaml: Clock). */
function clockView(clock: Clock) {
  const now = clock.now();
  return { now_ms: now, now: new Date(now).toISOString(), frozen: clock.frozen };
}

const TASK_STATUSES = specEnums.taskStatuses as readonly TaskStatus[];

/** Page sizes of GET /tasks and /journal (spec/control.yaml: Limit). */
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 1000;

/**
 * The page a list request asks for. A cursor is opaque to clients: the position of the last item
 * of the previous page (a task id, a journal sequence), tagged with its list so one list's cursor
 * is refused by the other.
 */
function pageOf(request: MockRequest, list: "t" | "j"): PageRequest {
  const { limit: rawLimit, cursor } = request.query;
  let limit = DEFAULT_LIMIT;
  if (rawLimit !== undefined) {
    limit = /^\d{1,4}$/.test(rawLimit) ? Number(rawLimit) : 0;
    if (limit < 1 || limit > MAX_LIMIT) throw new MockError("invalid_request", `limit must be an integer from 1 to ${MAX_LIMIT}.`, { param: "limit" });
  }
  if (cursor === undefined || cursor === "") return { limit, after: 0 };
  const decoded = cursor.length <= 64 ? /^([tj])\.(\d{1,15})$/.exec(Buffer.from(cursor, "base64url").toString("latin1")) : null;
  if (!decoded || decoded[1] !== list) throw new MockError("invalid_request", "cursor is not a next_cursor of this list.", { param: "cursor" });
  return { limit, after: Number(decoded[2]) };
}

function cursorOf(next: number | null, list: "t" | "j"): string | null {
  return next === null ? null : Buffer.from(`${list}.${next}`, "latin1").toString("base64url");
}

/** Health, reset, clock, tasks, journal, catalog and the spec documents. */
export const stateRoutes: ControlRoute[] = [
  {
    method: "GET",
    pattern: /^\/health\/?$/,
    public: true,
    handle: async (_request, _match, _session, deps) =>
      json(200, { status: "ok", mock: true, version: MOCK_VERSION, now_ms: deps.clock.now(), streams_open: deps.streams.open, ...(await deps.store.stats()) }),
  },
  {
    method: "POST",
    pattern: /^\/reset\/?$/,
    async handle(request, _match, session, deps) {
      const all = request.query.all === "1" || request.query.all === "true";
      await deps.store.reset(all ? undefined : session);
      // A clean slate runs: a frozen clock left behind would stall whoever comes next. It runs on
      // from its reading (time never goes back), and only a reset of everything touches it.
      if (all) await deps.store.unfreezeClock();
      // Reused results are not session state, but a reset promises a clean slate.
      deps.memo.clear();
      return json(200, { reset: all ? "all" : session.id });
    },
  },
  {
    method: "GET",
    pattern: /^\/stats\/?$/,
    handle: async (_request, _match, _session, deps) =>
      json(200, { store: await deps.store.stats(), memo: deps.memo.stats(), streams_open: deps.streams.open }),
  },
  {
    method: "GET",
    pattern: /^\/clock\/?$/,
    handle: (_request, _match, _session, deps) => json(200, clockView(deps.clock)),
  },
  {
    method: "POST",
    pattern: /^\/clock\/?$/,
    async handle(request, _match, _session, deps) {
      const body = controlBody(request);
      const advance = integerField(body, "advance_ms", MAX_DATE_MS);
      const set = integerField(body, "set_ms", MAX_DATE_MS);
      const freeze = booleanField(body, "freeze");
      if (advance === undefined && set === undefined && freeze === undefined) {
        throw new MockError("invalid_request", "Send {\"advance_ms\": N}, {\"set_ms\": EPOCH_MS} or {\"freeze\": true|false}.");
      }
      // The end of the Date range (past it every timestamp answered 500): checked here first, so a
      // refused request leaves the clock where it was, and again by the state where each move is
      // applied, so moves made at once through several replicas cannot add up past it.
      const tooFar = () => new MockError("invalid_request", new ClockRangeError().message, { param: "advance_ms" });
      if ((set ?? deps.clock.now()) + (advance ?? 0) > MAX_DATE_MS) throw tooFar();
      try {
        // Set, then freeze or unfreeze, then advance: a freeze with set_ms stops the clock at exactly
        // set_ms, and an advance in the same request moves the time the clock stands (or runs) at.
        if (freeze === true) await deps.store.freezeClock(set);
        else if (set !== undefined) await deps.store.setClock(set);
        if (freeze === false) await deps.store.unfreezeClock();
        if (advance !== undefined) await deps.store.advanceClock(advance);
      } catch (thrown) {
        if (thrown instanceof ClockRangeError) throw tooFar();
        throw thrown;
      }
      return json(200, clockView(deps.clock));
    },
  },
  {
    method: "GET",
    pattern: /^\/tasks\/?$/,
    async handle(request, _match, session, deps) {
      const page = pageOf(request, "t");
      const now = deps.clock.now();
      const baseUrl = baseUrlOf(request, deps.config);
      const { items, next } = await deps.store.listTasks(session, now, page);
      const tasks = items.map((task) => ({ ...taskView(task, now, baseUrl), team: task.team }));
      return json(200, { session: session.id, tasks, next_cursor: cursorOf(next, "t") });
    },
  },
  {
    method: "POST",
    pattern: /^\/tasks\/(\d+)\/?$/,
    async handle(request, match, session, deps) {
      const id = Number(match[1]);
      const status = controlBody(request).status;
      if (!TASK_STATUSES.includes(status as TaskStatus)) {
        throw new MockError("invalid_request", "status must be processing, completed or failed.", { param: "status" });
      }
      const now = deps.clock.now();
      const task = Number.isSafeInteger(id) ? await deps.store.forceTask(session, id, status as TaskStatus, now) : undefined;
      if (!task) throw new MockError("task_not_found", `No task with id ${match[1]!.slice(0, 20)} in session ${session.id}.`, { param: "task_id" });
      return json(200, { ...taskView(task, now, baseUrlOf(request, deps.config)), team: task.team });
    },
  },
  {
    method: "GET",
    pattern: /^\/journal\/?$/,
    async handle(request, _match, session, deps) {
      const { items, next } = await deps.store.journal(session, pageOf(request, "j"));
      return json(200, { session: session.id, entries: items.map(shownEntry), next_cursor: cursorOf(next, "j") });
    },
  },
  {
    method: "GET",
    pattern: /^\/catalog\/?$/,
    public: true,
    handle: (_request, _match, _session, deps) => json(200, { models: [...deps.catalog.values()] }),
  },
  {
    method: "GET",
    pattern: /^\/(spec|openapi\.yaml)\/?$/,
    public: true,
    handle: async () => bytes(new TextEncoder().encode(await readSpecYaml()), "application/yaml; charset=utf-8"),
  },
  {
    method: "GET",
    pattern: /^\/openapi-3\.2\.yaml\/?$/,
    public: true,
    handle: async () => bytes(new TextEncoder().encode(await readSpec32Yaml()), "application/yaml; charset=utf-8"),
  },
  {
    method: "GET",
    pattern: /^\/control\.yaml\/?$/,
    public: true,
    handle: async () => bytes(new TextEncoder().encode(await readControlYaml()), "application/yaml; charset=utf-8"),
  },
];
