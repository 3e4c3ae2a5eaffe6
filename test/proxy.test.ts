/**
 * `ai-gateway-kit proxy`: forwards a frontend's traffic untouched and reports each violation
 * with the contract suite's checks and severities, from the operation table (no Prism).
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../contract-tests/config.ts";
import { startProxy, type RunningProxy } from "../contract-tests/proxy.ts";
import type { FailureRecord } from "../contract-tests/report/format.ts";
import type { RunningServer } from "../mocks/transports/http/server.ts";
import { KEY, startMock } from "./support/mock.ts";

type Seen = { method: string; url: string; status: number; failures: FailureRecord[] };

let mock: RunningServer;
let broken: Server;
let brokenUrl: string;

beforeAll(async () => {
  mock = await startMock();
  // A gateway that lists users in the wrong shape: `data` is not an array.
  broken = createServer((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: "nobody", total: 0 })));
  await new Promise<void>((resolve) => broken.listen(0, "127.0.0.1", resolve));
  brokenUrl = `http://127.0.0.1:${(broken.address() as { port: number }).port}`;
});

afterAll(async () => {
  await mock?.close();
  await new Promise<void>((resolve) => broken.close(() => resolve()));
});

async function through(upstream: string, send: (url: string) => Promise<Response>): Promise<{ response: Response; body: string; seen: Seen[]; proxy: RunningProxy }> {
  const seen: Seen[] = [];
  const proxy = await startProxy({ upstream, port: 0, config: loadConfig({ CONTRACT_BASE_URL: upstream }), onExchange: (e) => seen.push(e) });
  try {
    const response = await send(proxy.url);
    const body = await response.text();
    return { response, body, seen, proxy };
  } finally {
    await proxy.close();
  }
}

describe("the validating proxy", () => {
  it("forwards a conforming exchange untouched and finds nothing wrong", async () => {
    const { response, body, seen } = await through(mock.url, (url) =>
      fetch(`${url}/client/v2/ai/chat/completions`, {
        method: "POST",
        headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
        body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] }),
      }),
    );
    expect(response.status).toBe(200);
    expect((JSON.parse(body) as { object: string }).object).toBe("chat.completion");
    expect(seen).toHaveLength(1);
    expect(seen[0]!.failures).toEqual([]);
  });

  it("reports a response that breaks the spec as an error, naming the check, and still passes it on", async () => {
    const { response, body, seen, proxy } = await through(brokenUrl, (url) => fetch(`${url}/api/users?page=1`));
    expect(response.status).toBe(200);
    expect(JSON.parse(body)).toEqual({ data: "nobody", total: 0 });
    const errors = seen[0]!.failures.filter((f) => f.severity === "error");
    expect(errors.map((f) => f.check)).toContain("bodyMatchesSchema");
    expect(proxy.stats().errors).toBeGreaterThan(0);
  });
});
