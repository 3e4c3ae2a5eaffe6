/**
 * Narrowing the unified endpoint's answer without a cast. The spec tells the families apart by
 * shape: a chat completion has `object: "chat.completion"`, an async submission a `task_id` in
 * `data` and no `latency_ms` in `meta`, a synchronous envelope `meta.latency_ms`; within the
 * envelopes the `data` fields tell the modality.
 */
import type { Schemas, SyncEnvelope } from "./types.ts";

type Generation = Schemas["GenerationResponse"];

/** An LLM model's answer. */
export function isChatCompletion(result: Generation): result is Schemas["ChatCompletion"] {
  return "object" in result && result.object === "chat.completion";
}

/** A video or digital-human submission: poll `data.task_id` with `waitForTask`. */
export function isAsyncSubmission(result: Generation): result is Schemas["AsyncSubmission"] {
  return !isChatCompletion(result) && typeof (result.data as { task_id?: unknown }).task_id === "number" && !("latency_ms" in result.meta);
}

/** The synchronous envelope of an image, audio or OCR model. */
export function isSyncEnvelope(result: Generation): result is SyncEnvelope {
  return !isChatCompletion(result) && "latency_ms" in result.meta;
}

/** An image generation's envelope (`data.images`). */
export function isImageGeneration(result: Generation): result is Schemas["ImageGenerationEnvelope"] & { data: Schemas["ImageGenerationData"] } {
  return isSyncEnvelope(result) && Array.isArray(result.data.images);
}

/** A text-to-speech envelope (`data.audio_url`). */
export function isTextToSpeech(result: Generation): result is Schemas["TextToSpeechEnvelope"] & { data: Schemas["TextToSpeechData"] } {
  return isSyncEnvelope(result) && typeof result.data.audio_url === "string";
}

/** A speech-to-text envelope (`data.segments`). */
export function isSpeechToText(result: Generation): result is Schemas["SpeechToTextEnvelope"] & { data: Schemas["SpeechToTextData"] } {
  return isSyncEnvelope(result) && Array.isArray(result.data.segments);
}

/** An OCR envelope from the unified endpoint (`data.line_texts`). */
export function isOcrGeneration(result: Generation): result is Schemas["OcrGenerationEnvelope"] & { data: Schemas["OcrResult"] } {
  return isSyncEnvelope(result) && Array.isArray(result.data.line_texts);
}
