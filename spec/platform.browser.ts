/**
 * The spec layer's platform in a page (the browser build picks this file over platform.ts): the
 * documents are embedded by the bundler (the YAML texts as lazy chunks), the request validators are Ajv standalone code that
 * `npm run generate` compiled ahead of time (generated/validators/, the chat endpoint's at start
 * and the rest in chunks loaded on first use), and there is no compiler,
 * so the page runs no `new Function` and works under a Content-Security-Policy without
 * 'unsafe-eval'. Serializers fall back to JSON.stringify (the same bytes, see serializers.ts).
 */
import type { Ajv2020, ValidateFunction } from "ajv/dist/2020.js";
import specDocument from "../generated/openapi.json" with { type: "json" };
import { chunks, validators } from "../generated/validators/index.js";

type Json = Record<string, unknown>;

export function readSpecDocument(): Json {
  return specDocument as Json;
}

// The YAML texts (80 KB) are chunks of their own: a page rarely asks for them.
export async function readSpecYaml(): Promise<string> {
  return (await import("./openapi.yaml")).default;
}

export async function readControlYaml(): Promise<string> {
  return (await import("./control.yaml")).default;
}

export async function readSpec32Yaml(): Promise<string> {
  return (await import("../generated/openapi-3.2.yaml")).default;
}

export function loadAjv(): { Ajv2020: new (options: Json) => Ajv2020; addFormats: (ajv: Ajv2020) => Ajv2020 } {
  throw new Error(
    "[ai-gateway-kit] the browser build compiles no schema at run time (no eval under a strict CSP): " +
      "this validator was not compiled ahead of time. Run `npm run generate` in the kit, or use the HTTP mock.",
  );
}

/** The validators at hand: the start table, and each chunk's once loaded. */
const loaded: Record<string, ValidateFunction> = { ...validators };
const loading = new Map<() => Promise<unknown>, Promise<void>>();

export function precompiledValidator(key: string): ValidateFunction | undefined {
  return loaded[key];
}

/**
 * Loads the chunks holding these validators (spec/standalone.ts: all but the chat endpoint's
 * and the parameters' are chunks of their own); undefined when every one is at hand, so a
 * request that needs nothing new waits for nothing. A failed load is tried again next time.
 */
export function loadValidators(keys: readonly string[]): Promise<void> | undefined {
  let pending: Promise<void>[] | undefined;
  for (const key of keys) {
    const load = loaded[key] === undefined ? chunks[key] : undefined;
    if (!load) continue;
    let promise = loading.get(load);
    if (!promise) {
      promise = load().then(
        (chunk) => void Object.assign(loaded, chunk.validators),
        (error: unknown) => {
          loading.delete(load);
          throw error;
        },
      );
      loading.set(load, promise);
    }
    (pending ??= []).push(promise);
  }
  return pending && Promise.all(pending).then(() => undefined);
}

export function loadSerializerCompiler(): undefined {
  return undefined;
}
