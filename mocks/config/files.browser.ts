/**
 * files.ts for the browser build (scripts/build-browser.ts picks it): the built-in catalog and
 * keys embedded at build time; a page has no files, so a path is refused with the way out.
 */
import keys from "./keys.json" with { type: "json" };
import models from "./models.json" with { type: "json" };
import type { Where } from "./check.ts";

export function builtInModels(): unknown {
  return structuredClone(models);
}

export function builtInKeys(): unknown {
  return structuredClone(keys);
}

export function readJsonFile(path: string, _setting: string): unknown {
  throw new Error(`[ai-gateway-kit] the browser build reads no files (${String(path)}): give keys inline (createGatewayHandlers({ keys: { teams, keys } })) and settings in \`config\`.`);
}

export function inFile(setting: string, path: string, rewrite: (pointer: string) => string = (p) => p): Where {
  return (pointer) => `${setting} (${path})${pointer ? ` at ${rewrite(pointer)}` : ""}`;
}
