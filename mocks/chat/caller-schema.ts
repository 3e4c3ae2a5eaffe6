/**
 * A caller's JSON Schema (a tool's `parameters`, a `response_format` schema) as a check of
 * generated documents. In Node, Ajv compiles it: lenient about unknown keywords (OpenAI's
 * `strict` and friends), formats checked, the schema itself checked against its meta-schema.
 * The browser build takes caller-schema.browser.ts, which interprets the schema (no eval).
 */
import type { Ajv2020 } from "ajv/dist/2020.js";
import { loadAjv } from "../../spec/platform.ts";

/** Whether a document is valid for the schema. */
export type DocumentCheck = (value: unknown) => boolean;

let userAjv: Ajv2020 | undefined;

/** The schema's check; throws, saying why, when the schema is not JSON Schema. */
export function compileCallerSchema(schema: Record<string, unknown>): DocumentCheck {
  if (!userAjv) {
    const { Ajv2020: AjvClass, addFormats } = loadAjv();
    userAjv = new AjvClass({ strict: false, allErrors: false, validateSchema: true });
    addFormats(userAjv);
  }
  try {
    return userAjv.compile(schema);
  } finally {
    // Ajv keeps every compiled schema; the deps' memo is what keeps ours.
    userAjv.removeSchema(schema);
  }
}
