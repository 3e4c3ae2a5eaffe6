import { defineCheck, received, succeeded } from "./check.ts";

/**
 * A valid request with a valid key is answered 2xx. Whether the request is valid is the seed's
 * claim (or the user's, through CONTRACT_INPUT_*) or our guess: generated bodies and unconfigured
 * designed values (a TTS voice, an OCR mode, a digital-human input) are guesses, so their
 * refusal is a warning that names the setting to fix. A 403 is never judged here: the key's team
 * lacks the feature (checks/preconditions.ts, key-lacks.ts).
 */
export const validRequestSucceeds = defineCheck({
  name: "validRequestSucceeds",
  title: "Valid request refused",
  rule: "seed §4: each endpoint answers its described response; spec: generated bodies are valid requests",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "valid" || exchange.scenario === "generated",
  run: (exchange, _ctx, fail) => {
    if (succeeded(exchange)) return null;
    const guessed = exchange.scenario === "generated" || exchange.labels.requestProvenance === "designed";
    const setting = exchange.labels.inputSetting;
    // A request that got no answer says nothing about the values it sent: no setting to advise.
    const hint = guessed && setting && exchange.response ? `\nThe request leans on values the seed does not state; set ${setting} to what your gateway accepts.` : "";
    return fail(`Received: ${received(exchange)}\nExpected: 2xx for a request the ${guessed ? "spec" : "seed"} says is valid${hint}`, {
      provenance: guessed ? "designed" : "seed",
    });
  },
});
