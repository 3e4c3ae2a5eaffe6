import type { components } from "../../generated/api.d.ts";
import { specEnums } from "../../spec/operations.ts";
import { check } from "./check.ts";
import { builtInModels, inFile, readJsonFile } from "./files.ts";

/** The spec's modalities as a type; `catalog.test.ts` fails when it drifts from `specEnums.modalities`. */
export type Modality = components["schemas"]["Modality"];
/** A feature a team may be allowed; one per modality. */
export type Feature = Modality;

/** The modalities, read from the spec (`x-modality` input schemas, and LLM). */
export const MODALITIES = specEnums.modalities as readonly Modality[];

/** Modalities whose generations run as async tasks (`x-async` in the spec). */
export const ASYNC_MODALITIES: ReadonlySet<Modality> = new Set(specEnums.asyncModalities as readonly Modality[]);

export interface ModelPricing {
  input_per_1m?: number;
  output_per_1m?: number;
  per_image?: number;
  per_second?: number;
  per_minute?: number;
  per_1m_chars?: number;
}

export interface Model {
  id: string;
  modality: Modality;
  tool: string;
  provider: string;
  pricing: ModelPricing;
  latency_ms: number;
  context_window?: number;
}

export type Catalog = ReadonlyMap<string, Model>;

/**
 * Reads a catalog file ({ models: Model[] }). The built-in one is trusted; a user's
 * (MOCK_MODELS_FILE) is checked against its schema at start-up, a mistake naming the file and
 * the JSON pointer.
 */
export function loadCatalog(url?: URL | string): Catalog {
  let parsed: { models: Model[] };
  if (url === undefined) parsed = builtInModels() as { models: Model[] };
  else {
    const path = typeof url === "string" ? url : decodeURIComponent(url.pathname);
    const value = readJsonFile(path, "MOCK_MODELS_FILE");
    check("modelsFile", value, inFile("MOCK_MODELS_FILE", path));
    parsed = value as { models: Model[] };
  }
  const catalog = new Map<string, Model>();
  for (const model of parsed.models) catalog.set(model.id, model);
  return catalog;
}
