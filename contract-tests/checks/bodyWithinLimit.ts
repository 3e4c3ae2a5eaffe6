import { BODY_KEEP_BYTES } from "../target.ts";
import { defineCheck } from "./check.ts";

/**
 * A response body fits the largest body the suite reads (CONTRACT_MAX_BODY_BYTES). Past it the
 * read was cancelled: a gateway answering gigabytes or an endless stream costs the run that
 * many bytes, not its memory. The seed bounds no body, so the rule is designed; it fails as an
 * error all the same, since a body not read whole cannot be judged by any other check (those
 * are "not applicable" on it, see preconditions.ts). The report keeps the body's start.
 */
export const bodyWithinLimit = defineCheck({
  name: "bodyWithinLimit",
  title: "Body too large",
  rule: "designed: the largest response body read, CONTRACT_MAX_BODY_BYTES (--max-body-bytes)",
  provenance: "designed",
  applies: (exchange) => exchange.response !== null,
  run: (exchange, _ctx, fail) => {
    const tooLarge = exchange.bodyTooLarge;
    if (!tooLarge) return null;
    const kept = Math.min(Buffer.byteLength(exchange.response!.text), BODY_KEEP_BYTES);
    const failure = fail(
      `Received: body too large, more than ${tooLarge.maxBytes} bytes (CONTRACT_MAX_BODY_BYTES); reading stopped, the connection closed, the first ${kept} bytes kept`,
    );
    return { ...failure, severity: "error" };
  },
});
