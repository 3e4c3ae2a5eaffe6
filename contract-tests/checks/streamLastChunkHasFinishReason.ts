import { defineCheck } from "./check.ts";
import { dataChunks, okStream } from "./stream.ts";

/** The last chunk with choices carries finish_reason. */
export const streamLastChunkHasFinishReason = defineCheck({
  name: "streamLastChunkHasFinishReason",
  title: "Stream ends without finish_reason",
  rule: "designed: ChatCompletionStream — then a chunk with finish_reason",
  provenance: "designed",
  applies: (exchange) => okStream(exchange) !== undefined,
  run: (exchange, _ctx, fail) => {
    const withChoices = dataChunks(okStream(exchange)!).filter((c) => (c.choices ?? []).length > 0);
    const reason = withChoices.at(-1)?.choices?.[0]?.finish_reason;
    return typeof reason === "string" && reason !== "" ? null : fail(`Received: last finish_reason ${JSON.stringify(reason)}`);
  },
});
