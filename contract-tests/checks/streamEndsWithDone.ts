import { defineCheck } from "./check.ts";
import { okStream } from "./stream.ts";

/** The last event is exactly `data: [DONE]`. */
export const streamEndsWithDone = defineCheck({
  name: "streamEndsWithDone",
  title: "Stream does not end with [DONE]",
  rule: "designed: ChatCompletionStream — and finally data: [DONE] (OpenAI's format)",
  provenance: "designed",
  applies: (exchange) => okStream(exchange) !== undefined,
  run: (exchange, _ctx, fail) => {
    const stream = okStream(exchange)!;
    if (stream.doneIndex === -1) return fail(`Received: ${stream.events.length} events, none is [DONE]`);
    if (stream.doneIndex !== stream.events.length - 1) return fail(`Received: ${stream.events.length - 1 - stream.doneIndex} events after [DONE]`);
    return null;
  },
});
