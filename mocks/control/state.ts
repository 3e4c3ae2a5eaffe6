import { specEnums } from "../../spec/operations.ts";
import { specYaml } from "../../spec/validators.ts";
import { readFileSync } from "node:fs";
import type { MockRequest } from "../core/deps.ts";
import { baseUrlOf } from "../core/base-url.ts";
import { MockError } from "../core/errors.ts";
import { bytes, json } from "../core/respond.ts";
import { taskView } from "../handlers/getTask.ts";
import type { TaskStatus } from "../state/task-lifecycle.ts";
import type { ControlRoute } from "../core/deps.ts";

const controlYaml = readFileSync(new URL("../../spec/control.yaml", import.meta.url));
const MOCK_VERSION = "0.1.0";


/** A small JSON body of a control request; control bodies are tiny and optional. */
function controlBody(request: MockRequest): Record<string, unknown> {
  if (!request.rawBody || request.rawBody.length === 0) return {};
  try {
    const parsed = JSON.parse(Buffer.from(request.rawBody).toString("utf8")) as unknown;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new MockError("invalid_request", "The control request body must be a JSON object.");
}

function integerField(body: Record<string, unknown>, name: string): number | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
    throw new MockError("invalid_request", `${name} must be a non-negative integer.`, { param: name });
  }
  return value;
}

const TASK_STATUSES = specEnums.taskStatuses as readonly TaskStatus[];

/** Health, reset, clock, tasks, journal, catalog and the spec documents. */
export const stateRoutes: ControlRoute[] = [
  {
    method: "GET",
    pattern: /^\/health\/?$/,
    public: true,
    handle: (_request, _match, _session, deps) =>
      json(200, { status: "ok", mock: true, version: MOCK_VERSION, now_ms: deps.clock.now(), streams_open: deps.streams.open, ...deps.store.stats() }),
  },
  {
    method: "POST",
    pattern: /^\/reset\/?$/,
    handle(request, _match, session, deps) {
      const all = request.query.all === "1" || request.query.all === "true";
      deps.store.reset(all ? undefined : session.id);
      // Reused results are not session state, but a reset promises a clean slate.
      deps.memo.clear();
      return json(200, { reset: all ? "all" : session.id });
    },
  },
  {
    method: "GET",
    pattern: /^\/stats\/?$/,
    handle: (_request, _match, _session, deps) =>
      json(200, { store: deps.store.stats(), memo: deps.memo.stats(), streams_open: deps.streams.open }),
  },
  {
    method: "GET",
    pattern: /^\/clock\/?$/,
    handle: (_request, _match, _session, deps) => json(200, { now_ms: deps.clock.now(), now: new Date(deps.clock.now()).toISOString() }),
  },
  {
    method: "POST",
    pattern: /^\/clock\/?$/,
    handle(request, _match, _session, deps) {
      const body = controlBody(request);
      const advance = integerField(body, "advance_ms");
      const set = integerField(body, "set_ms");
      if (advance === undefined && set === undefined) {
        throw new MockError("invalid_request", "Send {\"advance_ms\": N} or {\"set_ms\": EPOCH_MS}.");
      }
      if (set !== undefined) deps.clock.set(set);
      if (advance !== undefined) deps.clock.advance(advance);
      return json(200, { now_ms: deps.clock.now(), now: new Date(deps.clock.now()).toISOString() });
    },
  },
  {
    method: "GET",
    pattern: /^\/tasks\/?$/,
    handle(request, _match, session, deps) {
      const now = deps.clock.now();
      const tasks = [...session.tasks.values()].map((task) => ({ ...taskView(task, now, baseUrlOf(request, deps.config)), team: task.team }));
      return json(200, { session: session.id, tasks });
    },
  },
  {
    method: "POST",
    pattern: /^\/tasks\/(\d+)\/?$/,
    handle(request, match, session, deps) {
      const id = Number(match[1]);
      const task = session.tasks.get(id);
      if (!task) throw new MockError("task_not_found", `No task with id ${id} in session ${session.id}.`, { param: "task_id" });
      const status = controlBody(request).status;
      if (!TASK_STATUSES.includes(status as TaskStatus)) {
        throw new MockError("invalid_request", "status must be processing, completed or failed.", { param: "status" });
      }
      const now = deps.clock.now();
      task.forced = status as TaskStatus;
      task.forcedAt = now;
      if (status === "failed") task.failure ??= { code: "provider_error", message: "Failed by the mock control surface." };
      return json(200, { ...taskView(task, now, baseUrlOf(request, deps.config)), team: task.team });
    },
  },
  {
    method: "GET",
    pattern: /^\/journal\/?$/,
    handle: (_request, _match, session) => json(200, { session: session.id, entries: session.journal.list() }),
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
    handle: () => bytes(Buffer.from(specYaml), "application/yaml; charset=utf-8"),
  },
  {
    method: "GET",
    pattern: /^\/control\.yaml\/?$/,
    public: true,
    handle: () => bytes(controlYaml, "application/yaml; charset=utf-8"),
  },
];
