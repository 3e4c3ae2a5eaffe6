import { bearerKeyOf, type Exchange } from "../target.ts";
import { defineCheck, received, succeeded } from "./check.ts";

/**
 * A valid request with a valid key is answered 2xx. Whether the request is valid is the seed's
 * claim (or the user's, through CONTRACT_INPUT_*) or our guess: generated bodies and unconfigured
 * designed values (a TTS voice, an OCR mode, a digital-human input) are guesses, so their
 * refusal is a warning that names the setting to fix.
 */
export const validRequestSucceeds = defineCheck({
  name: "validRequestSucceeds",
  title: "Valid request refused",
  rule: "seed §4: each endpoint answers its described response; spec: generated bodies are valid requests",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "valid" || exchange.scenario === "generated",
  run: (exchange, ctx, fail) => {
    if (succeeded(exchange)) return null;
    const guessed = exchange.scenario === "generated" || exchange.labels.requestProvenance === "designed";
    const setting = exchange.labels.inputSetting;
    // A request that got no answer says nothing about the values it sent: no setting to advise.
    const hint = guessed && setting && exchange.response ? `\nThe request leans on values the seed does not state; set ${setting} to what your gateway accepts.` : forbiddenToMainKey(exchange, ctx.config.apiKey);
    return fail(`Received: ${received(exchange)}\nExpected: 2xx for a request the ${guessed ? "spec" : "seed"} says is valid${hint}`, {
      provenance: guessed ? "designed" : "seed",
    });
  },
});

/**
 * A 403 to CONTRACT_API_KEY: the gateway says the key's team may not use this. The suite takes
 * that key to have every feature and cannot ask the gateway which it has, so the answer stays a
 * failure, with what to do when the key, not the gateway, is the cause.
 */
function forbiddenToMainKey(exchange: Exchange, apiKey: string): string {
  if (exchange.response?.status !== 403 || bearerKeyOf(exchange) !== apiKey) return "";
  // The OCR endpoint takes no model, so no CONTRACT_MODEL_* skips it; a generation's modality does.
  const ocr = exchange.operationId === "recognizeImageText";
  const modality = ocr ? "ocr" : exchange.labels.modality;
  const skip = modality && !ocr ? `, or set CONTRACT_MODEL_${modality.toUpperCase()} to empty to skip ${modality} if no team of this deployment may use it` : "";
  return `\nIf CONTRACT_API_KEY's team may not use ${modality ?? "this endpoint"}, the key is the cause, not the gateway: give a key of a team with every feature${skip}.`;
}
