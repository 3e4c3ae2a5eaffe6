/**
 * pages/index.ts for the browser build (scripts/build-browser.ts picks it): the docs page (a
 * 4 MB reference UI) and the status page are for a browser tab opened on the HTTP mock; in a
 * page's own bundle they would be weight nobody can navigate to, so they answer where to go.
 */
import type { ControlRoute } from "../core/deps.ts";
import { MockError } from "../core/errors.ts";

function servedByTheHttpMock(page: string): never {
  throw new MockError("not_found", `The ${page} page is served by the HTTP mock (npx ai-gateway-kit mock), not by the browser build.`);
}

export const pageRoutes: ControlRoute[] = [
  { method: "GET", pattern: /^\/docs(?:\/.*)?$/, public: true, handle: () => servedByTheHttpMock("docs") },
  { method: "GET", pattern: /^\/status\/?$/, public: true, handle: () => servedByTheHttpMock("status") },
];
