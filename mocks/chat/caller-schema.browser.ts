/**
 * caller-schema.ts for the browser build (scripts/build-browser.ts picks it): a page compiles no
 * code (no eval under a strict CSP), so a caller's schema is interpreted by
 * @cfworker/json-schema (JSON Schema 2020-12, formats checked). It loads with the tool-call and
 * structured-output chunk, never at start. Unlike Ajv it does not check the schema against its
 * meta-schema: a malformed schema that accepts nothing is called unsatisfiable, not invalid.
 */
import { Validator, type Schema } from "@cfworker/json-schema";

export type DocumentCheck = (value: unknown) => boolean;

export function compileCallerSchema(schema: Record<string, unknown>): DocumentCheck {
  // shortCircuit: the first failure is enough, as Ajv's allErrors: false.
  const validator = new Validator(schema as Schema, "2020-12", true);
  return (value) => validator.validate(value).valid;
}
