/**
 * The public spec entry, `ai-gateway-kit/spec`: where the OpenAPI document is on disk and the
 * document itself. Parsed from the generated JSON copy (freshness-checked against the YAML in
 * CI), so importing it needs no YAML parser and loads no validator.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Absolute path of the OpenAPI 3.1 document (YAML), for tools that take a file. */
export const specPath: string = fileURLToPath(new URL("./openapi.yaml", import.meta.url));

/** Absolute path of the same document as JSON. */
export const specJsonPath: string = fileURLToPath(new URL("../generated/openapi.json", import.meta.url));

/** Absolute path of the control surface's spec (/__mock/*), YAML. */
export const controlSpecPath: string = fileURLToPath(new URL("./control.yaml", import.meta.url));

/** The parsed OpenAPI document. */
export const spec: OpenApiDocument = JSON.parse(readFileSync(specJsonPath, "utf8")) as OpenApiDocument;

/** The top of an OpenAPI 3.1 document; the rest is left as plain JSON. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; [key: string]: unknown };
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}
