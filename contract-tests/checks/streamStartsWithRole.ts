import { defineCheck } from "./check.ts";
import { dataChunks, okStream } from "./stream.ts";

/** The first chunk's delta carries role assistant. */
export const streamStartsWithRole = defineCheck({
  name: "streamStartsWithRole",
  title: "Stream does not start with the assistant role",
  rule: "designed: ChatCompletionStream — first a chunk whose delta has role: assistant",
  provenance: "designed",
  applies: (exchange) => (okStream(exchange) ? dataChunks(okStream(exchange)!).length > 0 : false),
  run: (exchange, _ctx, fail) => {
    const first = dataChunks(okStream(exchange)!)[0]!;
    const role = first.choices?.[0]?.delta?.role;
    return role === "assistant" ? null : fail(`Received: first delta role ${JSON.stringify(role)}`);
  },
});
