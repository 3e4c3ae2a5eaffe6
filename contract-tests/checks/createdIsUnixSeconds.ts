import { bodyOf, defineCheck, succeeded } from "./check.ts";

/** 2000-01-01T00:00:00Z: no completion of this API was created earlier. */
const EARLIEST = 946_684_800;
/** Clocks drift; a day of slack keeps a skewed gateway clock from failing. */
const SLACK_SECONDS = 86_400;

/** A chat completion's `created` is Unix time in seconds: not milliseconds, not a far date. */
export const createdIsUnixSeconds = defineCheck({
  name: "createdIsUnixSeconds",
  title: "created is not Unix seconds",
  rule: "seed §2.2: created is an integer, Unix time in seconds",
  provenance: "seed",
  applies: (exchange) => succeeded(exchange) && bodyOf(exchange)?.object === "chat.completion" && typeof bodyOf(exchange)?.created === "number",
  run: (exchange, _ctx, fail) => {
    const created = bodyOf(exchange)!.created as number;
    const now = Math.floor(Date.now() / 1000);
    if (Number.isInteger(created) && created >= EARLIEST && created <= now + SLACK_SECONDS) return null;
    const likely = created > now * 100 ? " (milliseconds?)" : "";
    return fail(`Received: created ${created}${likely}\nExpected: Unix seconds between ${EARLIEST} (2000-01-01) and ${now + SLACK_SECONDS} (now + 1 day)`, { pointer: "/created" });
  },
});
