/**
 * Request targets and heads that Node's parser accepts (or refuses) but the URL parser would
 * choke on, sent byte for byte on a raw socket: none may crash the mock, each gets the spec's
 * error body, and the mock answers /__mock/health afterwards.
 */
import { connect } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../mocks/transports/http/server.ts";
import { validateSchema } from "../../spec/validators.ts";

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: "127.0.0.1",
    config: { logLevel: "silent", maxPathBytes: 512, maxHeaderBytes: 2048, headersTimeoutMs: 5000, requestTimeoutMs: 5000 },
    log: pino({ level: "silent" }),
  });
});
afterAll(async () => {
  await server.close();
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Writes `head` on a fresh socket and reads until the server closes it (bounded by the server's own timeouts). */
function raw(head: string): Promise<RawAnswer> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.write(head));
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const split = text.indexOf("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), headers: text.slice(0, split), body: text.slice(split + 4) });
    });
  });
}

function get(target: string, extra = ""): Promise<RawAnswer> {
  return raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer sk-mock-default\r\n${extra}Connection: close\r\n\r\n`);
}

/** The answer is the expected status with the spec's JSON error body. */
function expectErrorBody(answer: RawAnswer, status: number): void {
  expect(answer.status).toBe(status);
  expect(answer.headers.toLowerCase()).toContain("content-type: application/json");
  expect(validateSchema("ErrorBody", JSON.parse(answer.body))).toEqual([]);
}

async function expectAlive(): Promise<void> {
  expect((await get("/__mock/health")).status).toBe(200);
}

describe("request targets the URL parser rejects", () => {
  it("answers 404 to a protocol-relative target with a port out of range (GET //x:99999/)", async () => {
    expectErrorBody(await get("//x:99999/"), 404);
    await expectAlive();
  });

  it("answers 404 to an absolute-form target with a port out of range (GET http://evil:99999/x)", async () => {
    expectErrorBody(await get("http://evil:99999/x"), 404);
    await expectAlive();
  });

  it("reads an absolute-form target as its path, never as a host to trust", async () => {
    expect((await get("http://evil.example/api/users")).status).toBe(200);
  });

  for (const target of ["/%zz", "/%", "/client/%E0%A4%A/v2", "/%ff%fe/users", "/api/users?page=%zz&%=1"]) {
    it(`answers ${target} with the spec's error body or an answer, never a crash`, async () => {
      const answer = await get(target);
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
      await expectAlive();
    });
  }

  for (const id of ["%zz", "1%", "%E0%A4%A", "12%2"]) {
    it(`answers 400 to a bad percent-escape in the task id (${id})`, async () => {
      const answer = await get(`/client/v2/ai/tasks/${id}`);
      expectErrorBody(answer, 400);
      expect(JSON.parse(answer.body).error.param).toBe("task_id");
    });
  }

  it("reads a protocol-relative target as a path: //evil.example/__mock/reset is no control request", async () => {
    const answer = await raw("POST //evil.example/__mock/reset HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    expectErrorBody(answer, 404);
    expect(JSON.parse(answer.body).error.code).toBe("not_found");
  });

  it("answers 400 to a path longer than MOCK_MAX_PATH_BYTES", async () => {
    expectErrorBody(await get(`/${"a".repeat(600)}`), 400);
  });
});

describe("requests Node's parser refuses", () => {
  it("answer the spec's 400 body to an unparsable request line", async () => {
    expectErrorBody(await raw("THIS IS NOT HTTP\r\n\r\n"), 400);
    await expectAlive();
  });

  it("answer the spec's 400 body to a header section over MOCK_MAX_HEADER_BYTES", async () => {
    expectErrorBody(await get("/api/users", `X-Padding: ${"p".repeat(4096)}\r\n`), 400);
    await expectAlive();
  });

  it("answer the spec's 400 body to a malformed header", async () => {
    expectErrorBody(await raw("GET /api/users HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header Name: x\r\n\r\n"), 400);
  });
});

describe("HEAD", () => {
  it("answers a GET route as GET, with its headers and no body", async () => {
    const answer = await raw("HEAD /api/users HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(answer.status).toBe(200);
    expect(answer.headers.toLowerCase()).toContain("content-type: application/json");
    expect(answer.body).toBe("");
  });

  it("answers a GET route that needs a key like GET does (401 without one), not 405", async () => {
    const answer = await raw("HEAD /client/v2/ai/tasks/1001 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(answer.status).toBe(401);
    expect(answer.body).toBe("");
  });

  it("answers 405 on a POST-only route", async () => {
    const answer = await raw("HEAD /client/v2/ai/generations HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    expect(answer.status).toBe(405);
  });
});
