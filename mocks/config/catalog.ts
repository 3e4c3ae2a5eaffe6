import { specEnums } from "../../spec/operations.ts";
import { builtInModels, readJsonFile } from "./files.ts";

/** The spec's modalities as a type; `catalog.test.ts` fails when it drifts from `specEnums.modalities`. */
export type Modality = "llm" | "image" | "ocr" | "video" | "tts" | "stt" | "digital_human";
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

/** Reads a catalog file ({ models: Model[] }; default the built-in one), rejecting unknown modalities at start-up. */
export function loadCatalog(url?: URL | string): Catalog {
  const parsed = (url === undefined ? builtInModels() : readJsonFile(url)) as { models: Model[] };
  const catalog = new Map<string, Model>();
  for (const model of parsed.models) {
    if (!MODALITIES.includes(model.modality)) {
      throw new Error(`[mock] model ${model.id}: unknown modality ${String(model.modality)}`);
    }
    catalog.set(model.id, model);
  }
  return catalog;
}
