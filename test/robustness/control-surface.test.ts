/**
 * The control surface is safe by default for a mock running next to a browser that visits
 * other sites: no CORS approval for other origins, a 403 for requests carrying a foreign
 * Origin (even simple POSTs, which need no preflight), no answers to a Host that is not this
 * mock's (DNS rebinding), a token beyond loopback, and MOCK_CONTROL=off turning it all off.
 */
import { describe, expect, it } from "vitest";
import { isLoopback, loadConfig } from "../../mocks/config/config.ts";
import { testMock } from "../support/harness.ts";
import { validateSchema } from "../../spec/validators.ts";

const EVIL = "https://evil.example";
const VIDEO = { model: "kling-v1", input: { prompt: "a cat", duration: 5 } };

describe("CORS on /__mock", () => {
  it("is absent by default, on answers and on preflights, whatever the Origin", async () => {
    const mock = testMock();
    for (const origin of [EVIL, "http://localhost:5173", "null"]) {
      const health = await mock.call("GET", "/__mock/health", { headers: { origin } });
      expect(Object.keys(health.headers).filter((h) => h.startsWith("access-control-"))).toEqual([]);
      const preflight = await mock.call("OPTIONS", "/__mock/reset", { headers: { origin, "access-control-request-method": "POST" } });
      expect(Object.keys(preflight.headers).filter((h) => h.startsWith("access-control-"))).toEqual([]);
    }
  });

  it("approves only the origins MOCK_CONTROL_CORS lists", async () => {
    const mock = testMock({ controlCorsOrigins: "http://localhost:5173" });
    const listed = await mock.call("GET", "/__mock/journal", { headers: { origin: "http://localhost:5173" } });
    expect(listed.status).toBe(200);
    expect(listed.headers["access-control-allow-origin"]).toBe("http://localhost:5173");
    expect((await mock.call("GET", "/__mock/journal", { headers: { origin: EVIL } })).headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("stays as configured on the public API (any origin by default)", async () => {
    const mock = testMock();
    expect((await mock.call("GET", "/api/users", { headers: { origin: EVIL } })).headers["access-control-allow-origin"]).toBe("*");
  });
});

describe("a foreign Origin on the control surface", () => {
  it("is refused 403 even on a simple POST, and the state is left alone", async () => {
    const mock = testMock();
    const task = (await mock.call("POST", "/client/v2/ai/generations", { body: VIDEO })).body.data.task_id as number;
    const before = mock.clock.now();
    for (const [path, body] of [["/__mock/reset", undefined], ["/__mock/clock", { advance_ms: 60_000 }]] as const) {
      const refused = await mock.call("POST", path, { headers: { origin: EVIL, "content-type": "text/plain" }, ...(body ? { raw: JSON.stringify(body) } : {}) });
      expect(refused.status, path).toBe(403);
      expect(validateSchema("ErrorBody", refused.body)).toEqual([]);
    }
    expect(mock.clock.now()).toBe(before);
    expect((await mock.call("GET", `/client/v2/ai/tasks/${task}`)).status).toBe(200);
  });

  it("is accepted from the mock's own origin (its status page)", async () => {
    const mock = testMock();
    expect((await mock.call("POST", "/__mock/reset", { headers: { origin: "http://127.0.0.1:4010" } })).status).toBe(200);
  });

  it("is refused when a rebound name makes the page look same-origin (Host and Origin both evil)", async () => {
    const mock = testMock();
    const rebound = { host: "evil.example:4010", origin: "http://evil.example:4010" };
    expect((await mock.call("POST", "/__mock/reset", { headers: rebound })).status).toBe(403);
    // A same-origin GET carries no Origin at all: the Host alone gives the rebinding away.
    expect((await mock.call("GET", "/__mock/journal", { headers: { host: "evil.example:4010" } })).status).toBe(403);
  });

  it("is accepted on a Host of MOCK_PUBLIC_URL", async () => {
    const mock = testMock({ publicUrl: "http://mock.internal:8080" });
    expect((await mock.call("GET", "/__mock/journal", { headers: { host: "mock.internal:8080" } })).status).toBe(200);
  });
});

describe("the control token", () => {
  it("is required on loopback too once MOCK_CONTROL_TOKEN is set", async () => {
    const mock = testMock({ controlToken: "s3cret" });
    expect((await mock.call("GET", "/__mock/journal")).status).toBe(401);
    expect((await mock.call("GET", "/__mock/journal", { headers: { "x-mock-token": "s3cret" } })).status).toBe(200);
  });

  it("is required when the bind address only looks like loopback (127.evil.example)", async () => {
    const mock = testMock({ host: "127.evil.example" });
    expect((await mock.call("GET", "/__mock/journal")).status).toBe(401);
  });
});

describe("isLoopback", () => {
  it("matches loopback addresses exactly, IPv4-mapped IPv6 included", () => {
    for (const host of ["127.0.0.1", "127.255.0.9", "localhost", "LOCALHOST", "::1", "[::1]", "0:0:0:0:0:0:0:1", "::ffff:127.0.0.1", "[::ffff:127.0.0.1]"]) {
      expect(isLoopback(host), host).toBe(true);
    }
  });

  it("refuses names and addresses that merely start like one", () => {
    for (const host of ["127.evil.example", "127.0.0.1.evil.example", "localhost.evil.example", "0.0.0.0", "::", "127.0.0.256", "::ffff:10.0.0.1", "1127.0.0.1", "", "::2"]) {
      expect(isLoopback(host), host).toBe(false);
    }
  });
});

describe("MOCK_CONTROL=off", () => {
  it("is read from the environment", () => {
    expect(loadConfig({ MOCK_CONTROL: "off" }).controlEnabled).toBe(false);
    expect(() => loadConfig({ MOCK_CONTROL: "maybe" })).toThrow(/MOCK_CONTROL/);
  });

  it("answers 404 on every /__mock path", async () => {
    const mock = testMock({ controlEnabled: false });
    for (const [method, path] of [["GET", "/__mock/health"], ["POST", "/__mock/reset"], ["POST", "/__mock/clock"], ["GET", "/__mock/journal"]]) {
      const result = await mock.call(method!, path!);
      expect(result.status, path).toBe(404);
      expect(validateSchema("ErrorBody", result.body)).toEqual([]);
    }
  });

  it("ignores Prefer and __ controls: no forced status, example, delay or task outcome", async () => {
    const mock = testMock({ controlEnabled: false });
    expect((await mock.call("GET", "/api/users", { headers: { prefer: "code=500" } })).status).toBe(200);
    expect((await mock.call("GET", "/api/users", { query: { __code: "500" } })).status).toBe(200);
    const users = await mock.call("GET", "/api/users", { headers: { prefer: "example=nope, delay=60000" } });
    expect(users.status).toBe(200);
    const task = await mock.call("POST", "/client/v2/ai/generations", { body: VIDEO, headers: { prefer: "task=failed" } });
    mock.clock.advance(60_000);
    const polled = await mock.call("GET", `/client/v2/ai/tasks/${task.body.data.task_id}`);
    expect(polled.body.data.status).toBe("completed");
  });
});
