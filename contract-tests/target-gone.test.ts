/**
 * A request lost to a connection failure re-asks the preflight's question: an answer keeps the run
 * going (the lost request is the gateway's failure), none stops it. No network: fetch is a double.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { TargetWatch } from "./target-gone.ts";
import { stopReason } from "./target.ts";

const config = { ...loadConfig({}), baseUrl: "http://gw", preflightTimeoutMs: 500 };
const failure = (code: string) => new TypeError("fetch failed", { cause: { code, message: `connect ${code} gw` } });

function probes(answer: () => Promise<Response>): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const fetch = (async (url: string | URL) => {
    urls.push(String(url));
    return answer();
  }) as typeof globalThis.fetch;
  return { fetch, urls };
}

describe("TargetWatch", () => {
  it("keeps the run going when the user list still answers, whatever its status", async () => {
    const { fetch, urls } = probes(async () => new Response("no", { status: 503 }));
    const watch = new TargetWatch(config, fetch);
    await watch.lost(failure("ECONNRESET"));
    expect(urls).toEqual(["http://gw/api/users"]);
    expect(watch.signal.aborted).toBe(false);
    expect(watch.gone).toBeUndefined();
  });

  it("stops the run when the user list is refused too, naming the code and what the probe got", async () => {
    const { fetch } = probes(async () => Promise.reject(failure("ECONNREFUSED")));
    const watch = new TargetWatch(config, fetch);
    await watch.lost(failure("ECONNREFUSED"));
    expect(watch.signal.aborted).toBe(true);
    expect(stopReason(watch.signal)).toBe("the gateway stopped answering (ECONNREFUSED)");
    expect(watch.gone).toEqual({ code: "ECONNREFUSED", probe: "GET http://gw/api/users got connection refused (connect ECONNREFUSED gw)" });
  });

  it("asks once for requests lost together, and not at all for a timeout", async () => {
    const { fetch, urls } = probes(async () => new Response("{}"));
    const watch = new TargetWatch(config, fetch);
    await Promise.all([watch.lost(failure("ECONNREFUSED")), watch.lost(failure("ECONNREFUSED")), watch.lost(failure("EPIPE"))]);
    expect(urls).toHaveLength(1);
    await watch.lost(new DOMException("The operation was aborted due to timeout", "TimeoutError"));
    expect(urls).toHaveLength(1);
  });
});
