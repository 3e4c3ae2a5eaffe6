import { bodyOf, defineCheck, requestBodyOf, succeeded } from "./check.ts";

/** A completion never uses more tokens than max_tokens (one choice asked for). */
export const maxTokensHonoured = defineCheck({
  name: "maxTokensHonoured",
  title: "Reply longer than max_tokens",
  rule: "seed §4.1: max_tokens is the maximum tokens in the response",
  provenance: "seed",
  applies: (exchange) => {
    const request = requestBodyOf(exchange);
    const usage = bodyOf(exchange)?.usage as { completion_tokens?: unknown } | undefined;
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
    const used = (bodyOf(exchange)!.usage as { completion_tokens: number }).completion_tokens;
    return used <= max ? null : fail(`Sent: max_tokens ${max}\nReceived: usage.completion_tokens ${used}`);
  },
});
