import { defineCheck } from "./check.ts";
import { okStream } from "./stream.ts";

/** Events are unnamed (`data:` only), as OpenAI clients expect. */
export const streamHasNoEventLines = defineCheck({
  name: "streamHasNoEventLines",
  title: "Stream uses event: lines",
  rule: "designed: ChatCompletionStream — one data: line per event, no event: lines",
  provenance: "designed",
  applies: (exchange) => okStream(exchange) !== undefined,
  run: (exchange, _ctx, fail) => {
    const named = okStream(exchange)!.events.find((e) => e.event !== undefined);
    return named ? fail(`Received: event: ${named.event}`) : null;
  },
});
