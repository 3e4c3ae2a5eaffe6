/**
 * OpenAI's `system_fingerprint`: which backend configuration wrote an answer. Clients log it
 * beside `seed` to tell a changed backend from a changed prompt, so the mock's is the same for
 * every answer of one model and differs between models, as a real deployment's does.
 */
import { hashSeed } from "../data/random.ts";

/**
 * `fp_` and ten hex digits, made from the model's id: the form OpenAI sends.
 * @example systemFingerprint("gpt-4o-mini") // "fp_" + 10 hex digits, the same every time
 */
export function systemFingerprint(modelId: string): string {
  const high = hashSeed("system-fingerprint", modelId).toString(16).padStart(8, "0");
  const low = (hashSeed("system-fingerprint-low", modelId) & 0xff).toString(16).padStart(2, "0");
  return `fp_${high}${low}`;
}
