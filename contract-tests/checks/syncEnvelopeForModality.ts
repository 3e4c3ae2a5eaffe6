import { envelopeSchemaByModality, validateSchema } from "../../spec/validators.ts";
import type { Modality } from "../config.ts";
import { answeredJson, defineCheck, failFromIssues, succeeded } from "./check.ts";

/** The envelope schema of each synchronous non-LLM modality (the spec's `x-envelope-of`). */
export const SYNC_ENVELOPES: Partial<Record<Modality, string>> = Object.fromEntries(envelopeSchemaByModality);

/** Image, audio and OCR models answer the synchronous envelope of their modality. */
export const syncEnvelopeForModality = defineCheck({
  name: "syncEnvelopeForModality",
  title: "Wrong synchronous envelope",
  rule: "seed §4.2 rule 2 and §2.3: code, message, data, meta.model/tool/provider/latency_ms",
  provenance: "seed",
  applies: (exchange) =>
    exchange.operationId === "createGeneration" &&
    exchange.labels.modality !== undefined &&
    SYNC_ENVELOPES[exchange.labels.modality] !== undefined &&
    (exchange.scenario === "valid" || exchange.scenario === "generated") &&
    succeeded(exchange) &&
    // A body of another type is contentTypeMatches' reason; one that is not JSON, bodyMatchesSchema's.
    answeredJson(exchange) &&
    exchange.response?.jsonError === undefined,
  run: (exchange, _ctx, fail) => {
    const schema = SYNC_ENVELOPES[exchange.labels.modality!]!;
    const issues = validateSchema(schema, exchange.response!.json);
    return issues.length === 0 ? null : failFromIssues(fail, issues, `The body is not a ${schema}:`);
  },
});
