/**
 * What users get: msw stays an optional peer dependency that only the msw entry loads, and the
 * testing docs (docs/testing.md) show the tested examples verbatim.
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as Record<string, Record<string, unknown>>;

/** Source files a user's import can reach: not tests, not examples. */
function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sources(path);
    return path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
  });
}

describe("msw in the package", () => {
  it("is an optional peer dependency of majors 2 and 3, each a dev dependency to test with, never a dependency", () => {
    expect(pkg.dependencies).not.toHaveProperty("msw");
    expect(pkg.peerDependencies?.msw).toBe("^2.15.0 || ^3.0.0");
    expect(pkg.peerDependenciesMeta?.msw).toEqual({ optional: true });
    // msw 2 is what the tests import (msw 3 does not load on Node 20); msw 3 is installed by test/browser/msw3.test.ts.
    expect(pkg.devDependencies?.msw).toBe("^2.15.0");
    expect(pkg.devDependencies?.["msw-3"]).toMatch(/^npm:msw@3\./);
  });

  it("is imported at load only by the msw entry (the test helper loads it on start, in msw mode)", () => {
    const loaders = ["spec", "mocks", "contract-tests", "scripts"]
      .flatMap(sources)
      .filter((file) => /^\s*import\s+(?!type\b)[^;]*from\s+["']msw(\/[^"']*)?["']/m.test(readFileSync(join(ROOT, file), "utf8")));
    expect(loaders.map((file) => relative(ROOT, join(ROOT, file)))).toEqual(["mocks/transports/msw/index.ts"]);
  });

  it("exports the msw, testing and vitest entries, compiled", () => {
    expect(pkg.exports).toMatchObject({
      "./msw": { types: "./dist/mocks/transports/msw/index.d.ts", default: "./dist/mocks/transports/msw/index.js" },
      "./testing": { types: "./dist/mocks/testing/index.d.ts", default: "./dist/mocks/testing/index.js" },
      "./vitest": { types: "./dist/mocks/testing/vitest.d.ts", default: "./dist/mocks/testing/vitest.js" },
    });
  });
});

/** Where `ai-gateway-kit/msw` resolves with Node's own conditions plus these (the package names itself). */
function resolveMsw(conditions: string[]): string {
  const flags = conditions.map((condition) => `--conditions=${condition}`);
  const script = "process.stdout.write(import.meta.resolve('ai-gateway-kit/msw'))";
  return execFileSync(process.execPath, [...flags, "--input-type=module", "-e", script], { cwd: ROOT, encoding: "utf8" });
}

describe("the builds of ai-gateway-kit/msw", () => {
  const browserBuild = pathToFileURL(join(ROOT, "dist/browser/msw.js")).href;

  it("gives the browser build to a bundler building a page (the browser condition)", () => {
    expect(resolveMsw(["browser"])).toBe(browserBuild);
  });

  // Next.js renders client components on the server and bundles instrumentation.ts and route
  // handlers, without the browser condition. The Node build finds its files with
  // `new URL("./x", import.meta.url)` and Scalar with createRequire, which a bundler takes for
  // assets and modules it must bundle: Turbopack failed on them. The module condition is a
  // bundler's (webpack, Turbopack, esbuild, Vite), never Node's.
  it("gives the self-contained browser build to a bundler building for a server (the module condition)", () => {
    expect(resolveMsw(["module"])).toBe(browserBuild);
  });

  it("gives the Node build to Node itself (vitest, jest, node)", () => {
    expect(resolveMsw([])).toBe(pathToFileURL(join(ROOT, "dist/mocks/transports/msw/index.js")).href);
  });
});

describe("docs/testing.md", () => {
  const readme = readFileSync(join(ROOT, "docs", "testing.md"), "utf8");
  // The browser setups (Vite, webpack, Playwright) are shown in docs/browser.md (test/browser/docs.test.ts).
  it.each(["examples/msw/setup-server.test.ts", "examples/msw/one-line.test.ts"])("shows %s as it is tested", (file) => {
    expect(readme).toContain("```ts\n" + readFileSync(join(ROOT, file), "utf8").trimEnd() + "\n```");
  });
});
