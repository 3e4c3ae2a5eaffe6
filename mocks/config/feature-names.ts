/**
 * How each feature (a modality a team may be allowed) reads in a sentence: the mock's 403s and
 * the contract suite's "not run for OCR" say it the same way. A Record over the spec's
 * Modality, so a modality added to the spec does not compile until it is named here.
 */
import type { components } from "../../generated/api.d.ts";

export const FEATURE_NAMES: Readonly<Record<components["schemas"]["Modality"], string>> = {
  llm: "LLM chat",
  image: "image generation",
  ocr: "OCR",
  video: "video generation",
  tts: "text to speech",
  stt: "speech to text",
  digital_human: "digital human",
};
