import { FEATURE_NAMES } from "../../mocks/config/feature-names.ts";
import type { Exchange } from "../target.ts";
import { defineCheck, expectError } from "./check.ts";
import { featureOf } from "./preconditions.ts";

/** A team not authorized for a feature gets 403 forbidden. */
export const unauthorizedTeamForbidden = defineCheck({
  name: "unauthorizedTeamForbidden",
  title: "Team not authorized, not refused",
  rule: "seed §5 rule 2 and §4.4 rule 3: team not authorized for the feature → 403 forbidden",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "restricted-team",
  run: (exchange, _ctx, fail) => {
    const failure = expectError(exchange, 403, "forbidden", fail, `seed §5 rule 2, feature ${exchange.labels.modality}`);
    const hint = failure && letThroughHint(exchange);
    return failure && hint ? { ...failure, message: `${failure.message}\n${hint}` } : failure;
  },
});

/**
 * What a restricted-team request let through (2xx) may mean besides the gateway's fault: the key
 * given for the team without the feature is of a team that has it (a copied key, a team whose
 * features changed). The suite cannot tell the two apart without asking the gateway who may use
 * what, so the check still fails, and says both. (The same key as CONTRACT_API_KEY let through is
 * a configuration mistake for certain: key-lacks.ts skips that case instead.)
 * @example letThroughHint(exchange) // "Either the gateway does not refuse teams without OCR, or the key in CONTRACT_RESTRICTED_API_KEY is of a team that may use OCR: …"
 */
function letThroughHint(exchange: Exchange): string | null {
  const status = exchange.response?.status;
  if (status === undefined || status < 200 || status >= 300) return null;
  const feature = featureOf(exchange);
  const name = (FEATURE_NAMES as Readonly<Record<string, string>>)[feature] ?? feature;
  const [variable, flag] = feature === "llm" ? ["CONTRACT_NO_LLM_API_KEY", "--no-llm-api-key"] : ["CONTRACT_RESTRICTED_API_KEY", "--restricted-api-key"];
  return `Either the gateway does not refuse teams without ${name}, or the key in ${variable} is of a team that may use ${name}: then give a key of a team that may not (${flag}).`;
}
