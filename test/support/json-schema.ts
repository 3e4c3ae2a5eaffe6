/** An Ajv of our tests' own for callers' JSON Schemas (formats checked), apart from the mock's. */
import { createRequire } from "node:module";
import type { Ajv2020 } from "ajv/dist/2020.js";

const require = createRequire(import.meta.url);

/** A fresh Ajv with formats, lenient about unknown keywords. */
export function schemaAjv(): Ajv2020 {
  const { Ajv2020: AjvClass } = require("ajv/dist/2020") as typeof import("ajv/dist/2020.js");
  const addFormats = (require("ajv-formats") as { default: (ajv: Ajv2020) => Ajv2020 }).default;
  return addFormats(new AjvClass({ strict: false }));
}

/** Whether `value` is valid for `schema`, with Ajv's errors as the message when it is not. */
export function validFor(schema: object, value: unknown): true | string {
  const ajv = schemaAjv();
  return ajv.validate(schema, value) ? true : ajv.errorsText(ajv.errors);
}
