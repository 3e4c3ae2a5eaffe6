/**
 * A 403 to CONTRACT_API_KEY is the key, not the gateway. The suite takes that key to be of a team
 * with every feature (seed §4.2 rule 2 and §4.4 rule 3: a team without the feature is answered
 * 403), and cannot ask the gateway which features a team has without a billable call. So when the
 * gateway answers 403 to it for a feature it has not answered 2xx for in this run, the team lacks
 * that feature: the checks of that request are not
 * applicable (checks/preconditions.ts), its case is reported not run for that feature with the
 * fix, and the run, which could not ask what it should, is not finished (exit 2), never failed
 * for it. The 403s the seed requires (the restricted team's, `scenario: "restricted-team"`) are
 * still judged, by `unauthorizedTeamForbidden`, unless the key sent for that team is
 * CONTRACT_API_KEY itself and was let through (sameKeyNotRestricted).
 */
import { FEATURE_NAMES } from "../mocks/config/feature-names.ts";
import { featureOf } from "./checks/preconditions.ts";
import type { ContractConfig } from "./config.ts";
import type { CaseResult } from "./report/results.ts";
import { bearerKeyOf, type Exchange } from "./target.ts";



/**
 * The feature CONTRACT_API_KEY's team lacks, by this exchange's 403, or null: a live request
 * carrying that key (not one built to be refused 403, nor a forced outcome) answered 403.
 * @example lackedFeature(exchange, config) // "ocr" for a 403 to an OCR request with CONTRACT_API_KEY
 */
export function lackedFeature(exchange: Exchange, config: Pick<ContractConfig, "apiKey">, granted: ReadonlySet<string> = new Set()): string | null {
  if (exchange.response?.status !== 403) return null;
  if (exchange.scenario === "restricted-team" || exchange.scenario === "forced-status") return null;
  if (bearerKeyOf(exchange) !== config.apiKey) return null;
  // Answered 2xx for it earlier: the team has the feature, and this 403 is the gateway's to answer for.
  const feature = featureOf(exchange);
  return granted.has(feature) ? null : feature;
}

/**
 * The feature this exchange shows CONTRACT_API_KEY's team has (a 2xx to that key), or null.
 * @example grantedFeature(exchange, config) // "ocr" for an OCR request with CONTRACT_API_KEY answered 200
 */
export function grantedFeature(exchange: Exchange, config: Pick<ContractConfig, "apiKey">): string | null {
  const status = exchange.response?.status;
  if (status === undefined || status < 200 || status >= 300 || exchange.scenario === "forced-status") return null;
  return bearerKeyOf(exchange) === config.apiKey ? featureOf(exchange) : null;
}

/** "OCR", "OCR and video generation": features as a sentence names them. */
function named(features: readonly string[]): string {
  const names = features.map((f) => (FEATURE_NAMES as Readonly<Record<string, string>>)[f] ?? f);
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** What to do about it: the key first; a model setting only where one skips the feature. */
function fix(features: readonly string[]): string {
  const skippable = features.filter((f) => f in FEATURE_NAMES && f !== "ocr");
  const skip = skippable.length > 0 ? `, or set ${skippable.map((f) => `CONTRACT_MODEL_${f.toUpperCase()}`).join(", ")} to empty to skip what no team of this deployment may use` : "";
  return `use a key whose team may use ${named(features)} in CONTRACT_API_KEY (--api-key)${skip}`;
}

/**
 * The reason of a case cut short by it.
 * @example caseReason(["ocr"]) // "not run for OCR: CONTRACT_API_KEY's team may not use it (the gateway answered 403); use a key whose team may use OCR in CONTRACT_API_KEY (--api-key)"
 */
export function caseReason(features: readonly string[]): string {
  return `not run for ${named(features)}: CONTRACT_API_KEY's team may not use ${features.length === 1 ? "it" : "them"} (the gateway answered 403); ${fix(features)}`;
}

/**
 * The run's line when some case met it, else null: what was not run and the fix.
 * @example runMessage(results) // "3 cases not run: CONTRACT_API_KEY's team may not use OCR (the gateway answered 403); use a key whose team may use OCR in CONTRACT_API_KEY (--api-key)"
 */
export function runMessage(results: readonly CaseResult[], granted: ReadonlySet<string> = new Set()): string | null {
  const cut = results.filter((r) => r.keyLacks !== undefined);
  if (cut.length === 0) return null;
  const features = [...new Set(cut.flatMap((r) => r.keyLacks!))].sort();
  const lacking = features.filter((f) => !granted.has(f));
  // A 403 that came before the same key's 2xx for the feature (cases run 8 at a time): not the key's limit.
  const both = features.filter((f) => granted.has(f));
  const lines = [
    ...(lacking.length > 0 ? [`CONTRACT_API_KEY's team may not use ${named(lacking)} (the gateway answered 403); ${fix(lacking)}`] : []),
    ...(both.length > 0 ? [`the gateway answered CONTRACT_API_KEY 403 for ${named(both)} before answering it 2xx for the same, so those 403s were not judged; check the gateway's team settings, and run again`] : []),
  ];
  return `${cut.length} ${cut.length === 1 ? "case" : "cases"} not run in full: ${lines.join("; and ")}`;
}

/**
 * A restricted-team request (CONTRACT_RESTRICTED_API_KEY, CONTRACT_NO_LLM_API_KEY) that carried
 * CONTRACT_API_KEY, the same key, and was answered 2xx: that team may use the feature, so the key
 * cannot stand for a team without it. The case is skipped with this reason, not failed: a correct
 * gateway answers so. (The same key refused 403 is a restricted key, and its check holds.)
 * @example sameKeyNotRestricted(exchange, config) // "CONTRACT_RESTRICTED_API_KEY or CONTRACT_NO_LLM_API_KEY is the same key as CONTRACT_API_KEY, whose team may use OCR: …"
 */
export function sameKeyNotRestricted(exchange: Exchange, config: Pick<ContractConfig, "apiKey">): string | null {
  const status = exchange.response?.status;
  if (exchange.scenario !== "restricted-team" || status === undefined || status < 200 || status >= 300) return null;
  if (bearerKeyOf(exchange) !== config.apiKey) return null;
  const feature = named([featureOf(exchange)]);
  return `CONTRACT_RESTRICTED_API_KEY or CONTRACT_NO_LLM_API_KEY is the same key as CONTRACT_API_KEY, whose team may use ${feature}: give a key of a team that may not use ${feature} (--restricted-api-key, --no-llm-api-key), or leave it unset to skip this check`;
}
