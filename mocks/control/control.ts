/**
 * The control surface under /__mock/ (not part of the public API; spec/control.yaml describes
 * it): health, reset, clock, tasks, journal, catalog, the spec, and the asset files behind
 * result URLs. Beyond loopback it requires MOCK_CONTROL_TOKEN, except for assets, which
 * browsers load from <img>/<video> tags that cannot send headers.
 */
import { isLoopback } from "../config/config.ts";
import type { Deps, MockRequest, MockResponse } from "../core/deps.ts";
import { MockError } from "../core/errors.ts";
import { error } from "../core/respond.ts";
import type { Session } from "../state/store.ts";
import { assetRoutes } from "./assets.ts";
import { pageRoutes } from "./pages.ts";
import { stateRoutes } from "./state.ts";

export interface ControlRoute {
  method: "GET" | "POST";
  /** Matched against the path after /__mock. */
  pattern: RegExp;
  /** Served without the control token (static, harmless files). */
  public?: boolean;
  handle(request: MockRequest, match: RegExpExecArray, session: Session, deps: Deps): MockResponse | Promise<MockResponse>;
}

const routes: ControlRoute[] = [...stateRoutes, ...assetRoutes, ...pageRoutes];

/** Adds routes to the control surface (the docs and status pages register here). */
export function registerControlRoutes(extra: readonly ControlRoute[]): void {
  routes.push(...extra);
}

export async function handleControl(request: MockRequest, session: Session, deps: Deps): Promise<MockResponse> {
  const path = request.path.slice("/__mock".length) || "/";
  const candidates = routes.map((route) => ({ route, match: route.pattern.exec(path) })).filter((c) => c.match);
  if (candidates.length === 0) throw new MockError("not_found", `No control endpoint at ${request.path}. See GET /__mock/control.yaml.`);
  const found = candidates.find((c) => c.route.method === request.method);
  if (!found) {
    const allow = [...new Set(candidates.map((c) => c.route.method))].join(", ");
    throw new MockError("method_not_allowed", `${request.path} accepts ${allow}.`, { headers: { allow } });
  }
  if (!found.route.public && !controlAllowed(request, deps)) {
    return error("unauthorized", "The control surface needs its token (X-Mock-Token header or ?token=) when the mock listens beyond loopback.");
  }
  return found.route.handle(request, found.match!, session, deps);
}

function controlAllowed(request: MockRequest, deps: Deps): boolean {
  if (isLoopback(deps.config.host)) return true;
  const token = deps.config.controlToken;
  if (!token) return false;
  return request.headers["x-mock-token"] === token || request.query.token === token;
}
