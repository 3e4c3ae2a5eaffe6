/**
 * Pages for people: the interactive API reference (Scalar, served by the mock itself so it works
 * offline) at /__mock/docs and a self-refreshing status page at /__mock/status. The pages are
 * public like the spec they render; the status page's data still comes from the guarded
 * journal and tasks routes, with the token taken from its own URL when one is needed.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Deps, MockRequest, MockResponse } from "../core/deps.ts";
import { bytes } from "../core/respond.ts";
import { maskSecret } from "../fixtures/redact.ts";
import type { ControlRoute } from "../core/deps.ts";

const PAGES = new URL("./", import.meta.url);
const docsHtml = readFileSync(new URL("docs.html", PAGES), "utf8");
const statusHtml = readFileSync(new URL("status.html", PAGES), "utf8");

/**
 * Scalar's standalone bundle: the copy `npm run build` puts beside this module in the package
 * (./scalar/), else, in a git checkout, the dev dependency in node_modules. The package thus
 * ships one 4 MB file instead of the reference UI's whole dependency tree.
 */
function locateScalar(): { path: string; version: string } {
  const copied = new URL("./scalar/", import.meta.url);
  if (existsSync(new URL("standalone.js", copied))) {
    const { version } = JSON.parse(readFileSync(new URL("version.json", copied), "utf8")) as { version: string };
    return { path: fileURLToPath(new URL("standalone.js", copied)), version };
  }
  // Resolved from this file, so it works from a checkout and from a build linked to it.
  const entry = createRequire(import.meta.url).resolve("@scalar/api-reference");
  const { version } = JSON.parse(readFileSync(join(dirname(entry), "..", "package.json"), "utf8")) as { version: string };
  return { path: join(dirname(entry), "browser", "standalone.js"), version };
}
const { path: SCALAR_BUNDLE, version: SCALAR_VERSION } = locateScalar();

/** The 4 MB bundle, read and compressed on first use only: most runs never open the docs. */
let scalar: { raw: Buffer; gzip: Buffer } | undefined;
function scalarBundle(): { raw: Buffer; gzip: Buffer } {
  if (!scalar) {
    const raw = readFileSync(SCALAR_BUNDLE);
    scalar = { raw, gzip: gzipSync(raw) };
  }
  return scalar;
}

const HTML = "text/html; charset=utf-8";
const NO_STORE = { "cache-control": "no-store" };

/** A value for an inline <script type="application/json">: `<` cannot close the element. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * The key "Try it" sends. The built-in keys are public (they are in the README); keys from
 * MOCK_KEYS_FILE, or any key of a deployment guarded by MOCK_CONTROL_TOKEN, are secrets: the
 * public page names them masked, as the banner does, and the visitor types their own.
 */
function tryItKey(deps: Deps): { apiKey: string; keyShown: string } {
  const first = deps.teams.keys()[0]?.[0] ?? "";
  if (deps.config.keysFile === undefined && deps.config.controlToken === undefined) return { apiKey: first, keyShown: first };
  return { apiKey: "", keyShown: `${maskSecret(first)} (enter your key under Authentication)` };
}

function docsPage(deps: Deps): MockResponse {
  // The quick start lists the built-in keys (published in the docs); a deployment's own keys stay unlisted.
  const keys = deps.config.keysFile === undefined && deps.config.controlToken === undefined ? deps.teams.keys() : [];
  const config = { specUrl: "/__mock/openapi.yaml", scalarUrl: `/__mock/docs/scalar.js?v=${SCALAR_VERSION}`, ...tryItKey(deps), keys };
  const html = docsHtml.replaceAll("{{config}}", inlineJson(config)).replaceAll("{{scalarUrl}}", config.scalarUrl);
  return bytes(Buffer.from(html), HTML, NO_STORE);
}

function scalarScript(request: MockRequest): MockResponse {
  const bundle = scalarBundle();
  const gzip = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  const headers: Record<string, string> = { "cache-control": "public, max-age=31536000, immutable", vary: "accept-encoding" };
  if (gzip) headers["content-encoding"] = "gzip";
  return bytes(gzip ? bundle.gzip : bundle.raw, "text/javascript; charset=utf-8", headers);
}

/** The docs page, its script and the status page. */
export const pageRoutes: ControlRoute[] = [
  {
    method: "GET",
    pattern: /^\/docs\/?$/,
    public: true,
    handle: (_request, _match, _session, deps) => docsPage(deps),
  },
  {
    method: "GET",
    pattern: /^\/docs\/scalar\.js$/,
    public: true,
    handle: (request) => scalarScript(request),
  },
  {
    method: "GET",
    pattern: /^\/status\/?$/,
    public: true,
    handle: () => bytes(Buffer.from(statusHtml), HTML, NO_STORE),
  },
];
