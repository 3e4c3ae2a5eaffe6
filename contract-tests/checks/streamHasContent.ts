import { defineCheck } from "./check.ts";
import { dataChunks, okStream } from "./stream.ts";

/** The content deltas add up to a non-empty reply. */
export const streamHasContent = defineCheck({
  name: "streamHasContent",
  title: "Stream without content",
  rule: "designed: ChatCompletionStream — content deltas carry the reply",
  provenance: "designed",
  applies: (exchange) => okStream(exchange) !== undefined,
  run: (exchange, _ctx, fail) => {
    const text = dataChunks(okStream(exchange)!)
      .flatMap((c) => c.choices ?? [])
      .map((choice) => (typeof choice.delta?.content === "string" ? choice.delta.content : ""))
      .join("");
    return text.length > 0 ? null : fail("Received: no content in any delta");
  },
});
