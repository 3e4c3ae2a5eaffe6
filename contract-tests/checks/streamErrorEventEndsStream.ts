import { validateSchema } from "../../spec/validators.ts";
import { streamOf } from "../sse.ts";
import { defineCheck, failFromIssues } from "./check.ts";

/** A failure after the stream began is one last `data: {"error": …}` event in the ErrorBody shape. */
export const streamErrorEventEndsStream = defineCheck({
  name: "streamErrorEventEndsStream",
  title: "Stream failure not reported as a final error event",
  rule: "designed: ChatCompletionStream — a failure after the stream began is data: {\"error\": {...}} (ErrorBody), then the stream ends",
  provenance: "designed",
  applies: (exchange) => exchange.scenario === "stream-fault" && exchange.labels.streamFault === "error" && streamOf(exchange) !== undefined,
  run: (exchange, _ctx, fail) => {
    const stream = streamOf(exchange)!;
    const last = stream.events.at(-1);
    let body: unknown;
    try {
      body = last ? JSON.parse(last.data) : undefined;
    } catch {
      body = undefined;
    }
    if (!body || typeof body !== "object" || !("error" in body)) return fail(`Received: last event ${JSON.stringify(last?.data?.slice(0, 200))}\nExpected: an error event`);
    const issues = validateSchema("ErrorBody", body);
    return issues.length === 0 ? null : failFromIssues(fail, issues, "The error event is not an ErrorBody:");
  },
});
