import { defineCheck } from "./check.ts";
import { dataChunks, okStream } from "./stream.ts";

/** All chunks of one stream share id and model. */
export const streamIdsConsistent = defineCheck({
  name: "streamIdsConsistent",
  title: "Stream chunks disagree on id or model",
  rule: "designed: ChatCompletionStream, chunks of one completion (OpenAI's format)",
  provenance: "designed",
  applies: (exchange) => (okStream(exchange) ? dataChunks(okStream(exchange)!).length > 1 : false),
  run: (exchange, _ctx, fail) => {
    const chunks = dataChunks(okStream(exchange)!);
    const ids = new Set(chunks.map((c) => JSON.stringify(c.id)));
    const models = new Set(chunks.map((c) => JSON.stringify(c.model)));
    if (ids.size === 1 && models.size === 1) return null;
    return fail(`Received: ids ${[...ids].join(", ")}; models ${[...models].join(", ")}`);
  },
});
