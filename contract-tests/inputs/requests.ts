/**
 * The request values valid-request cases send. What the seed states is sent as is; where the
 * seed leaves a value open (which TTS voices exist, which OCR modes, the digital-human input),
 * the user says what their gateway accepts (CONTRACT_INPUT_*). Our own designed values are sent
 * only to our mock. A refusal of a request that leans on an unconfigured designed value is a
 * warning that names the setting to fix, never an error.
 */
import type { Provenance } from "../../spec/validators.ts";
import type { ContractConfig, InputKey, Modality } from "../config.ts";

/** A request value with the provenance of the claim "the gateway accepts this". */
export interface RequestInput {
  value: Record<string, unknown>;
  /** seed: configured by the user or stated by the seed; designed: our guess. */
  provenance: Provenance;
  /** The variable that configures it. */
  setting: string;
}

export type InputModality = Exclude<Modality, "llm" | "ocr">;

/** Our mock's designed values: small and cheap, valid against the spec's input schemas. */
const MOCK_INPUTS: Readonly<Record<InputKey, Record<string, unknown>>> = {
  image: { prompt: "A lighthouse at dusk, watercolor", width: 256, height: 256 },
  video: { prompt: "A paper boat drifting down a rainy street", duration: 2 },
  tts: { text: "Your order has shipped.", voice: "alloy" },
  stt: {},
  digital_human: { script: "Welcome to our quarterly update." },
  ocr: { mode: "general" },
};

/**
 * For any other gateway: the seed's fields only, with common values. Still guesses (a size, a
 * duration; that a voice may be left out), so their refusal is designed.
 */
const SEED_FIELD_INPUTS: Readonly<Record<InputKey, Record<string, unknown>>> = {
  image: { prompt: "A lighthouse at dusk, watercolor", width: 1024, height: 1024 },
  video: { prompt: "A paper boat drifting down a rainy street", duration: 5 },
  tts: { text: "Your order has shipped." },
  stt: {},
  digital_human: { script: "Welcome to our quarterly update." },
  ocr: {},
};

function settingOf(key: InputKey): string {
  return `CONTRACT_INPUT_${key.toUpperCase()}`;
}

/** The `input` of a valid /generations request for a modality (not LLM, not OCR models). */
export function generationInput(config: ContractConfig, modality: InputModality): RequestInput {
  const setting = settingOf(modality);
  const configured = config.inputs[modality];
  if (configured) return { value: configured, provenance: "seed", setting };
  if (modality === "stt") {
    // The seed's only field: a URL. Ours points nowhere a real gateway can fetch.
    return { value: { audio_url: config.audioUrl }, provenance: config.audioUrlGiven || config.mockInputs ? "seed" : "designed", setting: "CONTRACT_AUDIO_URL" };
  }
  return { value: (config.mockInputs ? MOCK_INPUTS : SEED_FIELD_INPUTS)[modality], provenance: "designed", setting };
}

/** The `input` of an OCR model on /generations: the seed's image_url. */
export function ocrModelInput(config: ContractConfig): RequestInput {
  return { value: { image_url: config.imageUrl }, provenance: config.imageUrlGiven || config.mockInputs ? "seed" : "designed", setting: "CONTRACT_IMAGE_URL" };
}

/**
 * Extra fields of an OCR endpoint request (a `mode`): the user's, else ours for the mock, else
 * none. With none, the request is the seed's own and its refusal a seed failure.
 */
export function ocrExtras(config: ContractConfig): RequestInput {
  const setting = settingOf("ocr");
  const configured = config.inputs.ocr;
  if (configured) return { value: configured, provenance: "seed", setting };
  return { value: config.mockInputs ? MOCK_INPUTS.ocr : SEED_FIELD_INPUTS.ocr, provenance: config.mockInputs ? "designed" : "seed", setting };
}

/** The worse of two provenances for a claim resting on both. */
export function weaker(a: Provenance, b: Provenance): Provenance {
  return a === "designed" || b === "designed" ? "designed" : "seed";
}
