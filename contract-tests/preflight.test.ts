/**
 * The preflight proves every key the run will send, not only CONTRACT_API_KEY: a mistyped
 * restricted, no-LLM or second-team key is refused 401 by a correct gateway, and the cases that
 * send it would report the gateway broken. Each key costs one poll of an unknown task, sent at the
 * same time as the others. The target here is a fetch function; no network.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { preflight } from "./preflight.ts";

const VALID = new Set(["sk-main", "sk-restricted", "sk-no-llm", "sk-other"]);

/** A gateway that knows VALID: the user list for anyone, 404 task_not_found for a known key, else 401. */
function gateway() {
  const sent: { url: string; key: string | undefined }[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const key = /^Bearer (.+)$/.exec(new Headers(init?.headers).get("authorization") ?? "")?.[1];
    sent.push({ url, key });
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((resolve) => setTimeout(resolve, 20));
    inFlight--;
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (url.endsWith("/api/users")) return json(200, { users: [], total: 0 });
    if (key !== undefined && VALID.has(key)) return json(404, { error: { code: "task_not_found", message: "no such task", type: "invalid_request_error" } });
    return json(401, { error: { code: "unauthorized", message: "invalid key", type: "authentication_error" } });
  }) as typeof fetch;
  return { fetchFn, sent, mostInFlight: () => mostInFlight };
}

const configured = (env: Record<string, string>) =>
  loadConfig({ CONTRACT_BASE_URL: "https://gw.example.com", CONTRACT_API_KEY: "sk-main", ...env });

describe("preflight", () => {
  it("probes every configured key with the main key's request, all at once", async () => {
    const target = gateway();
    const config = configured({ CONTRACT_RESTRICTED_API_KEY: "sk-restricted", CONTRACT_NO_LLM_API_KEY: "sk-no-llm", CONTRACT_OTHER_API_KEY: "sk-other" });
    const lines: string[] = [];
    expect(await preflight(config, { fetch: target.fetchFn, onProbe: (l) => lines.push(l) })).toEqual({ ok: true, notes: [] });
    const polls = target.sent.filter((s) => s.key !== undefined);
    expect(polls.map((p) => p.key)).toEqual(["sk-main", "sk-restricted", "sk-no-llm", "sk-other"]);
    expect(new Set(polls.map((p) => p.url))).toEqual(new Set(["https://gw.example.com/client/v2/ai/tasks/2147483000"]));
    expect(target.mostInFlight()).toBe(4);
    expect(lines.at(-1)).toContain("with CONTRACT_API_KEY, CONTRACT_RESTRICTED_API_KEY, CONTRACT_NO_LLM_API_KEY and CONTRACT_OTHER_API_KEY");
    expect(lines.join("\n")).not.toContain("sk-");
  });

  it("sends no probe for a key that is not configured, and one for a key two settings share", async () => {
    const target = gateway();
    expect((await preflight(configured({ CONTRACT_OTHER_API_KEY: "sk-main" }), { fetch: target.fetchFn })).ok).toBe(true);
    expect(target.sent.filter((s) => s.key !== undefined).map((s) => s.key)).toEqual(["sk-main"]);
  });

  it("stops on a refused second-team key, naming its variable and flag in one line, never the key", async () => {
    const result = await preflight(configured({ CONTRACT_OTHER_API_KEY: "sk-othr-typo" }), { fetch: gateway().fetchFn });
    expect(result.ok).toBe(false);
    const paragraph = (result as { paragraph: string }).paragraph;
    expect(paragraph.split("\n")).toHaveLength(1);
    expect(paragraph).toContain("tried GET https://gw.example.com/client/v2/ai/tasks/2147483000 with CONTRACT_OTHER_API_KEY, and the gateway refused the key with 401 unauthorized");
    expect(paragraph).toContain("Check CONTRACT_OTHER_API_KEY (--other-api-key): a valid key of a second team");
    expect(paragraph).not.toContain("sk-othr-typo");
  });

  it("names every refused key at once, and not the ones the gateway took", async () => {
    const config = configured({ CONTRACT_RESTRICTED_API_KEY: "sk-restrictd", CONTRACT_NO_LLM_API_KEY: "sk-no-llm", CONTRACT_OTHER_API_KEY: "sk-othr" });
    const { paragraph } = (await preflight(config, { fetch: gateway().fetchFn })) as { paragraph: string };
    expect(paragraph).toContain("the gateway refused CONTRACT_RESTRICTED_API_KEY and CONTRACT_OTHER_API_KEY with 401 unauthorized");
    expect(paragraph).toContain("CONTRACT_RESTRICTED_API_KEY (--restricted-api-key): a valid key of a team lacking CONTRACT_RESTRICTED_FEATURES");
    expect(paragraph).toContain("CONTRACT_OTHER_API_KEY (--other-api-key)");
    expect(paragraph).not.toContain("NO_LLM");
    expect(paragraph).not.toMatch(/sk-/);
  });

  it("sends a probe whose connection was reset before any answer again, as the run's requests are: one reset is not 'could not run'", async () => {
    const target = gateway();
    const resets = new Set<string>();
    // A load balancer resetting one connection now and then: each probe's first attempt here.
    const flaky = (async (input: string | URL | Request, init?: RequestInit) => {
      const key = `${String(input)} ${new Headers(init?.headers).get("authorization") ?? ""}`;
      if (!resets.has(key)) {
        resets.add(key);
        throw new TypeError("fetch failed", { cause: { code: "ECONNRESET" } });
      }
      return target.fetchFn(input, init);
    }) as typeof fetch;
    const result = await preflight(configured({ CONTRACT_OTHER_API_KEY: "sk-other" }), { fetch: flaky });
    expect(result.ok).toBe(true);
    expect(target.sent.map((s) => s.key ?? "none").sort()).toEqual(["none", "sk-main", "sk-other"]);
  });

  describe("a web page where the API should be", () => {
    const page = (status: number, type: string | null) =>
      (async () => new Response(type ? "<html><body>Sign in</body></html>" : null, { status, headers: type ? { "content-type": type } : {} })) as unknown as typeof fetch;

    it("a login page or a WAF answering every request: could not run, naming what answered, never a run failing every case", async () => {
      for (const [status, type] of [[200, "text/html; charset=utf-8"], [403, "text/html"], [302, null]] as const) {
        const result = await preflight(configured({}), { fetch: page(status, type) });
        expect(result.ok).toBe(false);
        const { paragraph } = result as { paragraph: string };
        expect(paragraph).toContain(`and got ${status} ${type?.split(";")[0] ?? "without a Content-Type"} and ${status} ${type?.split(";")[0] ?? "without a Content-Type"}, not the API's JSON: a web page (a login or SSO page, a proxy, another site) answers at this address`);
        expect(paragraph).toContain("Check --base-url and what answers there (curl -i https://gw.example.com/api/users)");
        expect(paragraph).not.toContain("sk-main");
      }
    });

    it("a proxy's 502 page on both questions: could not run, the gateway behind it down", async () => {
      const { paragraph } = (await preflight(configured({}), { fetch: page(502, "text/html") })) as { paragraph: string };
      expect(paragraph).toContain("got 502 text/html and 502 text/html, not the API's JSON: a proxy's error page, so the gateway behind it is down or unreachable from the proxy. Check that the gateway behind the proxy is up");
    });

    it("a 403 to the user list, which needs no key, and to the key: this client is refused (an allowlist), not the key's team", async () => {
      const json = (async () => new Response(JSON.stringify({ error: { code: "forbidden", message: "ip not allowed", type: "permission_error" } }), { status: 403, headers: { "content-type": "application/json" } })) as unknown as typeof fetch;
      const result = await preflight(configured({}), { fetch: json });
      expect(result.ok).toBe(false);
      expect((result as { paragraph: string }).paragraph).toContain(
        "both answered 403 forbidden, the user list too, which needs no key: the gateway or a firewall in front of it refuses this client. Check that the gateway admits the machine the suite runs on (an IP allowlist",
      );
    });

    it("one JSON answer is the API: the run goes on and its checks judge the other", async () => {
      const target = gateway();
      const mixed = (async (input: string | URL | Request, init?: RequestInit) =>
        String(input).endsWith("/api/users") ? new Response("<html></html>", { status: 200, headers: { "content-type": "text/html" } }) : target.fetchFn(input, init)) as typeof fetch;
      expect((await preflight(configured({}), { fetch: mixed })).ok).toBe(true);
    });
  });
});
