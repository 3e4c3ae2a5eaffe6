import type { Feature, Model } from "../config/catalog.ts";
import type { Team } from "../config/teams.ts";
import type { Deps } from "../core/deps.ts";
import { FEATURE_NAMES } from "../config/feature-names.ts";
import { nearest } from "../config/suggest.ts";
import { clip } from "../core/clip.ts";
import { MockError } from "../core/errors.ts";

/**
 * The catalog entry of a model, or 404 model_not_found naming the nearest model ("gpt-4" →
 * "gpt-4o") and where the mock lists its models: the first run's fix, in the error.
 */
export function findModel(id: string, deps: Deps): Model {
  const model = deps.catalog.get(id);
  if (!model) {
    const near = id.length <= 100 ? nearest(id, deps.catalog.keys()) : undefined;
    const hint = `${near === undefined ? "" : ` Did you mean '${near}'?`}${deps.config.controlEnabled ? " The mock's models: GET /__mock/catalog." : ""}`;
    throw new MockError("model_not_found", `The model '${clip(id, deps.config.echoMaxChars)}' does not exist.${hint}`, { param: "model" });
  }
  return model;
}

/** 403 forbidden unless the caller's team may use the feature. */
export function requireFeature(team: Team | undefined, feature: Feature): void {
  if (!team || !team.features.has(feature)) {
    throw new MockError("forbidden", `Your team is not authorized to use ${FEATURE_NAMES[feature]}.`);
  }
}

/** A human name for a modality, for messages. */
export function featureName(feature: Feature): string {
  return FEATURE_NAMES[feature];
}

/** "a video generation model", "an image generation model", "an OCR model". */
export function modelKind(feature: Feature): string {
  const name = FEATURE_NAMES[feature];
  return `${/^[aeiouAEIOU]/.test(name) ? "an" : "a"} ${name} model`;
}
