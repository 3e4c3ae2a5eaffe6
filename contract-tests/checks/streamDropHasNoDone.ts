import { streamOf } from "../sse.ts";
import { defineCheck } from "./check.ts";

/** A dropped stream must not look finished: no [DONE] reaches the client. */
export const streamDropHasNoDone = defineCheck({
  name: "streamDropHasNoDone",
  title: "Dropped stream looks complete",
  rule: "mock control (issue 3): stream=drop-after-N drops the connection, so clients raise an error",
  provenance: "designed",
  applies: (exchange) => exchange.scenario === "stream-fault" && exchange.labels.streamFault === "drop",
  run: (exchange, _ctx, fail) => {
    const stream = streamOf(exchange);
    return stream && stream.doneIndex !== -1 ? fail("Received: a stream ending with [DONE] after the connection should have dropped") : null;
  },
});
