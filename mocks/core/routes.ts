/**
 * The route table, derived from the spec: method + path template → operationId. Nothing here
 * is typed by hand; a new operation in the spec appears here, and the handler map's type then
 * demands a handler for it.
 */
import { operations } from "../../spec/validators.ts";

export interface RouteMatch {
  operationId: string;
  params: Record<string, string>;
}

interface CompiledRoute {
  template: string;
  pattern: RegExp;
  names: string[];
  byMethod: Map<string, string>;
}

function compile(template: string): Pick<CompiledRoute, "pattern" | "names"> {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return "([^/]+)";
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("");
  return { pattern: new RegExp(`^${source}/?$`), names };
}

const routes: CompiledRoute[] = [];
for (const op of operations.values()) {
  let route = routes.find((r) => r.template === op.path);
  if (!route) {
    route = { template: op.path, ...compile(op.path), byMethod: new Map() };
    routes.push(route);
  }
  route.byMethod.set(op.method.toUpperCase(), op.operationId);
}

/** Path templates of the public API. */
export const PUBLIC_PATHS: readonly string[] = routes.map((r) => r.template);

export type RouteResult = { kind: "match"; match: RouteMatch } | { kind: "method"; allow: string[] } | { kind: "none" };

/** Finds the operation for a method and path. */
export function matchRoute(method: string, path: string): RouteResult {
  for (const route of routes) {
    const found = route.pattern.exec(path);
    if (!found) continue;
    const operationId = route.byMethod.get(method);
    if (!operationId) return { kind: "method", allow: [...route.byMethod.keys()] };
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => {
      params[name] = decodeURIComponent(found[i + 1] ?? "");
    });
    return { kind: "match", match: { operationId, params } };
  }
  return { kind: "none" };
}

/** The known path closest to a mistyped one (edit distance), for a helpful 404. */
export function nearestPath(path: string, candidates: readonly string[] = PUBLIC_PATHS): string {
  let best = candidates[0] ?? "/";
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(path.slice(0, 200), candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
