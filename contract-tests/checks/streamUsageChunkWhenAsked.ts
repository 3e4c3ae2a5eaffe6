import { defineCheck } from "./check.ts";
import { dataChunks, okStream } from "./stream.ts";

/** With stream_options.include_usage, a chunk with usage and no choices comes last. */
export const streamUsageChunkWhenAsked = defineCheck({
  name: "streamUsageChunkWhenAsked",
  title: "Usage chunk missing",
  rule: "designed: StreamOptions.include_usage adds a last chunk with usage and empty choices",
  provenance: "designed",
  applies: (exchange) => exchange.labels.includeUsage === true && okStream(exchange) !== undefined,
  run: (exchange, _ctx, fail) => {
    const last = dataChunks(okStream(exchange)!).at(-1);
    const usage = last?.usage as Record<string, unknown> | null | undefined;
    if (usage && typeof usage === "object" && Array.isArray(last?.choices) && last.choices.length === 0) return null;
    return fail(`Received: last chunk ${JSON.stringify(last)?.slice(0, 300)}\nExpected: usage with empty choices`);
  },
});
