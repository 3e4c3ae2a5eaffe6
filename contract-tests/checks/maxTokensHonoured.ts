import { streamOf } from "../sse.ts";
import type { Exchange } from "../target.ts";
import { bodyOf, defineCheck, requestBodyOf, succeeded } from "./check.ts";

/** The usage of an answer: its body's, or a stream's usage chunk (stream_options.include_usage). */
function usageOf(exchange: Exchange): { completion_tokens?: unknown } | undefined {
  const stream = streamOf(exchange);
  if (!stream) return bodyOf(exchange)?.usage as { completion_tokens?: unknown } | undefined;
  const chunk = (stream.chunks as { usage?: unknown }[]).find((c) => c !== null && typeof c === "object" && c.usage !== null && typeof c.usage === "object");
  return chunk?.usage as { completion_tokens?: unknown } | undefined;
}

/** A completion never uses more tokens than max_tokens (one choice asked for). */
export const maxTokensHonoured = defineCheck({
  name: "maxTokensHonoured",
  title: "Reply longer than max_tokens",
  rule: "seed §4.1: max_tokens is the maximum tokens in the response",
  provenance: "seed",
  applies: (exchange) => {
    const request = requestBodyOf(exchange);
    const usage = usageOf(exchange);
    return (
      (exchange.operationId === "createChatCompletion" || exchange.labels.modality === "llm") &&
      succeeded(exchange) &&
      Number.isInteger(request?.max_tokens) &&
      (request?.n === undefined || request.n === null || request.n === 1) &&
      typeof usage?.completion_tokens === "number"
    );
  },
  run: (exchange, _ctx, fail) => {
    const max = requestBodyOf(exchange)!.max_tokens as number;
    const used = usageOf(exchange)!.completion_tokens as number;
    return used <= max ? null : fail(`Sent: max_tokens ${max}\nReceived: usage.completion_tokens ${used}`);
  },
});
