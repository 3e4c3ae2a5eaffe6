/**
 * `@vitest-environment kit-dom`: vitest's own `jsdom` or `happy-dom` environment (`@vitest-environment-options {"dom": …}`), with
 * the kit's sources transformed as Node code. A user's vitest loads the packed kit from
 * node_modules with Node itself, whatever the environment; this checkout's vitest.config aliases
 * the kit to its sources, which the DOM environments would transform as page code (rewriting
 * `new URL("./openapi.yaml", import.meta.url)` into a URL of the page). The globals stay the DOM's.
 */
import { builtinEnvironments, type Environment } from "vitest/runtime";

export default {
  name: "dom",
  viteEnvironment: "ssr",
  setup(global, options) {
    // vitest hands a file's `@vitest-environment-options` over under the environment's name.
    const dom = (options as { "kit-dom"?: { dom?: "jsdom" | "happy-dom" } })["kit-dom"]?.dom;
    if (dom !== "jsdom" && dom !== "happy-dom") throw new Error(`kit-dom: say {"dom": "jsdom"} or {"dom": "happy-dom"} in @vitest-environment-options, not ${JSON.stringify(dom)}`);
    return builtinEnvironments[dom].setup(global, {});
  },
} satisfies Environment;
