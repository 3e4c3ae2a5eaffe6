import { validateSchema } from "../../spec/validators.ts";
import { defineCheck, failFromIssues } from "./check.ts";
import { okStream } from "./stream.ts";

/** Every data event is a ChatCompletionChunk. */
export const streamChunksMatchSchema = defineCheck({
  name: "streamChunksMatchSchema",
  title: "Stream chunk violates the schema",
  rule: "designed: components.schemas.ChatCompletionChunk",
  provenance: "designed",
  applies: (exchange) => okStream(exchange) !== undefined,
  run: (exchange, _ctx, fail) => {
    const stream = okStream(exchange)!;
    if (stream.unparsable.length > 0) return fail(`Received: a data event that is not JSON: ${JSON.stringify(stream.unparsable[0]!.slice(0, 200))}`);
    for (const [index, chunk] of stream.chunks.entries()) {
      const issues = validateSchema("ChatCompletionChunk", chunk);
      if (issues.length > 0) return failFromIssues(fail, issues, `Chunk ${index} is not a ChatCompletionChunk:`);
    }
    return null;
  },
});
