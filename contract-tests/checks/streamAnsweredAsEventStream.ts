import { defineCheck, succeeded } from "./check.ts";

/** `stream: true` is answered as text/event-stream. */
export const streamAnsweredAsEventStream = defineCheck({
  name: "streamAnsweredAsEventStream",
  title: "Stream requested, not streamed",
  rule: "designed: 200 text/event-stream of chat.completion.chunk events when stream is true (OpenAI's format)",
  provenance: "designed",
  applies: (exchange) => exchange.scenario === "stream" && succeeded(exchange),
  run: (exchange, _ctx, fail) =>
    exchange.response!.mediaType === "text/event-stream" ? null : fail(`Received: ${exchange.response!.headers["content-type"] ?? "no Content-Type"}\nExpected: text/event-stream`),
});
