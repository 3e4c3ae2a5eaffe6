/**
 * The spec layer's platform in a page (the browser build picks this file over platform.ts): the
 * documents are embedded by the bundler (the YAML texts as lazy chunks), the request validators are Ajv standalone code that
 * `npm run generate` compiled ahead of time (generated/validators.js), and there is no compiler,
 * so the page runs no `new Function` and works under a Content-Security-Policy without
 * 'unsafe-eval'. Serializers fall back to JSON.stringify (the same bytes, see serializers.ts).
 */
import type { Ajv2020, ValidateFunction } from "ajv/dist/2020.js";
import specDocument from "../generated/openapi.json" with { type: "json" };
import { validators } from "../generated/validators/index.js";

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

export function precompiledValidator(key: string): ValidateFunction | undefined {
  return (validators as Record<string, ValidateFunction | undefined>)[key];
}

export function loadSerializerCompiler(): undefined {
  return undefined;
}
