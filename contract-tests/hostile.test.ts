/**
 * The contract CLI against hostile input (issue 27): HARs holding production credentials,
 * gateways echoing keys, answering gigabyte bodies or endless streams, redirecting the mock
 * probe elsewhere, and malformed HAR entries. Every report file and every printed line is
 * read back: no secret survives, memory stays bounded, bad input gets one line and exit 2.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { main } from "../cli/contract.ts";
import { loadConfig } from "./config.ts";
import { checkHarFile } from "./har.ts";
import { runCase, type ContractCase } from "./runner.ts";
import { detectMock, Target } from "./target.ts";

const SECRET = "sk-prod-a1b2c3d4e5f6a7b8";
const COOKIE = "sess-9z8y7x6w5v4u3t2s";
const QUERY_KEY = "qk-live-0f1e2d3c4b5a";

let reports: string;
const servers: Server[] = [];

beforeEach(() => {
  reports = mkdtempSync(join(tmpdir(), "contract-hostile-"));
});
afterEach(async () => {
  rmSync(reports, { recursive: true, force: true });
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function captured() {
  const lines: string[] = [];
  return { lines, io: { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l), color: false } };
}

/** Every file under the reports folder, and what the CLI printed. */
function everythingWritten(printed: string[]): string {
  const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [readFileSync(join(dir, name), "utf8")]));
  return [...walk(reports), ...printed].join("\n");
}

async function gateway(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const harEntry = (overrides: Record<string, unknown> = {}) => ({
  startedDateTime: "2026-11-25T10:00:00.000Z",
  request: {
    method: "POST",
    url: `https://gw.example.com/client/v2/ai/chat/completions?api_key=${QUERY_KEY}`,
    headers: [
      { name: "Authorization", value: `Bearer ${SECRET}` },
      { name: "Cookie", value: `session=${COOKIE}; theme=dark` },
      { name: "Content-Type", value: "application/json" },
    ],
    postData: { mimeType: "application/json", text: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }], temperature: 5 }) },
  },
  response: {
    status: 200,
    headers: [{ name: "Content-Type", value: "application/json" }],
    // A careless gateway echoing the key in its body.
    content: { mimeType: "application/json", text: JSON.stringify({ error: { message: `key ${SECRET} cookie ${COOKIE} q ${QUERY_KEY}` } }) },
  },
  ...overrides,
});

function writeHar(entries: unknown[]): string {
  const file = join(reports, "traffic.har");
  writeFileSync(file, JSON.stringify({ log: { version: "1.2", entries } }));
  return file;
}

describe("contract --har keeps the HAR's credentials out of every report (4, 13)", () => {
  it("writes no Authorization, Cookie or api_key value into stdout, summary.txt, junit.xml or report.json", async () => {
    const har = writeHar([harEntry(), harEntry()]);
    const { lines, io } = captured();
    const code = await main(["--har", har, "--report-dir", join(reports, "out")], io, {});
    expect(code).toBe(1);
    rmSync(har);
    const written = everythingWritten(lines);
    expect(written).toContain("curl");
    expect(written).toContain("[REDACTED]");
    for (const secret of [SECRET, COOKIE, QUERY_KEY]) expect(written).not.toContain(secret);
  });
});

describe("contract --har keeps a signed URL's signature out of every report", () => {
  it("cuts an Azure SAS sig from the request URL and from a body that echoes it", async () => {
    const SIG = "sv0a1b2c3d4e5f6SASsignature";
    const har = writeHar([
      harEntry({
        request: { ...harEntry().request, url: `https://gw.example.com/client/v2/ai/chat/completions?sv=2022-11-02&sp=r&sig=${SIG}` },
        response: { status: 200, headers: [{ name: "Content-Type", value: "application/json" }], content: { mimeType: "application/json", text: JSON.stringify({ error: { message: `sig ${SIG}` } }) } },
      }),
    ]);
    const { lines, io } = captured();
    const code = await main(["--har", har, "--report-dir", join(reports, "out")], io, {});
    expect(code).toBe(1);
    rmSync(har);
    const written = everythingWritten(lines);
    expect(written).toContain("curl");
    expect(written).not.toContain(SIG);
  });
});

describe("contract --har names a malformed entry (21)", () => {
  it.each([
    [{ request: null }, "entry #2: no request"],
    [{ request: { method: "GET", url: "not a url", headers: [] } }, "entry #2: request.url"],
    [{ response: { status: "200", headers: [] } }, "entry #2: response.status"],
    [{ request: { method: "GET", url: "https://gw/api/users", headers: "x" } }, "entry #2: request.headers"],
  ])("exits 2 with one line naming the entry: %j", async (broken, message) => {
    const har = writeHar([harEntry(), harEntry(broken)]);
    const { lines, io } = captured();
    expect(await main(["--har", har, "--report-dir", join(reports, "out")], io, {})).toBe(2);
    expect(lines.join("\n")).toContain(message);
    expect(lines.join("\n")).not.toMatch(/\n\s+at /);
  });
});

/**
 * `contract --har FILE` read the whole file into memory, however large (issue 27: bounds for
 * every byte the CLI keeps). Past CONTRACT_MAX_HAR_BYTES (--max-har-bytes, default 256 MiB) the
 * file is refused by its size, before a byte of it is read: exit 2, one line naming the file,
 * its size, the bound and the setting that moves it.
 */
describe("contract --har reads a bounded file (CONTRACT_MAX_HAR_BYTES)", () => {
  /** stdout and stderr apart: the refusal is one line on stderr. */
  function split() {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l), color: false } };
  }

  it("exits 2 with one line naming the file, its size, the bound and the setting, past --max-har-bytes", async () => {
    const har = writeHar([harEntry(), harEntry()]);
    const size = statSync(har).size;
    expect(size).toBeGreaterThan(1024);
    const { out, err, io } = split();
    expect(await main(["--har", har, "--max-har-bytes", "1024", "--report-dir", join(reports, "out")], io, {})).toBe(2);
    expect(out).toEqual([`[contract] checking the exchanges of ${har}`, expect.stringMatching(/^\[contract\] Reports of the run that could not happen: /)]);
    expect(err).toHaveLength(1);
    const [line] = err as [string];
    for (const part of [har, `${size} bytes`, "1024", "CONTRACT_MAX_HAR_BYTES", "--max-har-bytes"]) expect(line).toContain(part);
    expect(line).not.toMatch(/\n|\bat /);
    // Nothing of the file was read; the reports say why, in the same line.
    const [runDir] = readdirSync(join(reports, "out")).filter((d) => d.startsWith("run-"));
    expect(JSON.parse(readFileSync(join(reports, "out", runDir!, "report.json"), "utf8")).notRun).toBe(line.replace(/^ai-gateway-kit contract: /, ""));
  });

  it("reads nothing of a file past the default bound (a sparse 300 MiB file is refused at once, by its size)", async () => {
    const har = join(reports, "huge.har");
    writeFileSync(har, "");
    truncateSync(har, 300 * 1024 * 1024);
    const { err, io } = split();
    const started = performance.now();
    expect(await main(["--har", har, "--report-dir", join(reports, "out")], io, {})).toBe(2);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(err).toHaveLength(1);
    for (const part of [har, `${300 * 1024 * 1024} bytes`, "268435456", "CONTRACT_MAX_HAR_BYTES", "nothing was read"]) expect(err[0]).toContain(part);
  });

  it.skipIf(!existsSync("/dev/zero"))("stops reading one byte past the bound a file whose size said less (a pipe, a file that grows)", async () => {
    const config = { ...loadConfig({}), maxHarBytes: 3 * 1024 * 1024 };
    await expect(checkHarFile("/dev/zero", { config })).rejects.toThrow("--har: /dev/zero grew as it was read, more than the largest HAR file read (3145728 bytes, CONTRACT_MAX_HAR_BYTES or --max-har-bytes)");
  });

  it("takes the bound from CONTRACT_MAX_HAR_BYTES as well; a file of exactly the bound is checked", async () => {
    const har = writeHar([harEntry()]);
    const size = statSync(har).size;
    const under = split();
    expect(await main(["--har", har, "--report-dir", join(reports, "out")], under.io, { CONTRACT_MAX_HAR_BYTES: String(size) })).toBe(1);
    const over = split();
    expect(await main(["--har", har, "--report-dir", join(reports, "out")], over.io, { CONTRACT_MAX_HAR_BYTES: String(size - 1) })).toBe(2);
    expect(over.err).toHaveLength(1);
    expect(over.err[0]).toContain(`${size} bytes`);
  });

  it.each(["0", "-5", "big", "1.5"])("refuses --max-har-bytes %s with one line, exit 2", async (bad) => {
    const har = writeHar([harEntry()]);
    const { out, err, io } = split();
    expect(await main(["--har", har, `--max-har-bytes=${bad}`, "--report-dir", join(reports, "out")], io, {})).toBe(2);
    expect(out).toEqual([expect.stringMatching(/^\[contract\] Reports of the run that could not happen: /)]);
    expect(err).toEqual([`ai-gateway-kit contract: --max-har-bytes must be an integer >= 1, got "${bad}"`]);
  });
});

describe("a base URL refused for what it carries", () => {
  it("is named in the reports as the gateway meant, without its credentials, query or fragment, not as the default target", async () => {
    const { lines, io } = captured();
    const given = `http://ci:${COOKIE}@127.0.0.1:9/gw?api_key=${QUERY_KEY}#top`;
    expect(await main(["--base-url", given, "--report-dir", reports], io, { CONTRACT_API_KEY: SECRET })).toBe(2);
    const written = everythingWritten(lines);
    expect(written).toContain("Contract suite · http://127.0.0.1:9/gw (not the mock)");
    expect(written).not.toContain("127.0.0.1:4010");
    for (const secret of [SECRET, COOKIE, QUERY_KEY]) expect(written).not.toContain(secret);
  });
});

describe("the contract CLI reads bounded bodies (5)", () => {
  it("cancels a body past CONTRACT_MAX_BODY_BYTES, marks the exchange too large and keeps an excerpt", async () => {
    let written = 0;
    const url = await gateway((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      const chunk = Buffer.alloc(64 * 1024, "a");
      // An endless body: it stops only when the client goes away.
      const pump = () => {
        while (written < 1024 * 1024 * 1024 && res.write(chunk)) written += chunk.length;
        if (!res.destroyed) res.once("drain", pump);
      };
      res.on("close", () => res.removeAllListeners("drain"));
      pump();
    });
    const target = new Target({ baseUrl: url, apiKey: "k", maxBodyBytes: 1024 * 1024 });
    const exchange = await target.send({ operationId: "listUsers", scenario: "users-without-key", method: "GET", path: "/api/users", auth: null });
    expect(exchange.bodyTooLarge).toEqual({ maxBytes: 1024 * 1024 });
    expect(exchange.response?.status).toBe(200);
    expect(exchange.response!.text.length).toBeGreaterThan(0);
    expect(exchange.response!.text.length).toBeLessThanOrEqual(64 * 1024);
    expect(written).toBeLessThan(64 * 1024 * 1024);
  });

  it("runs the suite against a gateway of endless streams without running out of memory, and writes its reports", async () => {
    const url = await gateway((req, res) => {
      if (req.url?.startsWith("/__mock")) return void res.writeHead(404).end();
      // The preflight's two probes get their answers (so the run is not "could not run");
      // every other request, an endless stream.
      if (req.url?.startsWith("/api/users")) return void res.writeHead(200, { "content-type": "application/json" }).end('{"users":[],"total":0}');
      if (req.url?.includes("/tasks/")) return void res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"code":"task_not_found","message":"no such task"}}');
      res.writeHead(200, { "content-type": "text/event-stream" });
      const chunk = `data: ${"x".repeat(8192)}\n\n`;
      const timer = setInterval(() => {
        for (let i = 0; i < 64; i++) res.write(chunk);
      }, 1);
      res.on("close", () => clearInterval(timer));
    });
    const { io } = captured();
    const before = process.memoryUsage().rss;
    const code = await main(["--base-url", url, "--profile", "smoke", "--max-requests", "6", "--max-body-bytes", "262144", "--request-timeout-ms", "5000", "--report-dir", join(reports, "out")], io, {});
    expect(code).toBe(1);
    expect(process.memoryUsage().rss - before).toBeLessThan(512 * 1024 * 1024);
    const report = readFileSync(join(reports, "out", readdirSync(join(reports, "out")).find((n) => n.startsWith("run-"))!, "report.json"), "utf8");
    expect(report).toContain('"check": "bodyWithinLimit"');
    expect(report).toContain("body too large");
  }, 30_000);
});

describe("a body past CONTRACT_MAX_BODY_BYTES fails one check of its own, bodyWithinLimit (5)", () => {
  /** A gateway answering the users list with 2 MiB of JSON (valid, padded) and every stream with endless events. */
  async function hugeGateway(): Promise<string> {
    return gateway((req, res) => {
      if (req.url?.startsWith("/api/users")) {
        res.writeHead(200, { "content-type": "application/json", "x-request-id": "req_huge" });
        return void res.end(`{"users":[],"total":0}${" ".repeat(2 * 1024 * 1024)}`);
      }
      res.writeHead(200, { "content-type": "text/event-stream", "x-request-id": "req_huge" });
      const chunk = `data: ${JSON.stringify({ id: "c", object: "chat.completion.chunk", created: 1, model: "m", choices: [{ index: 0, delta: { content: "x".repeat(4096) }, finish_reason: null }] })}\n\n`;
      const timer = setInterval(() => {
        for (let i = 0; i < 16; i++) res.write(chunk);
      }, 1);
      res.on("close", () => clearInterval(timer));
    });
  }

  it.each([
    ["a JSON body", { operationId: "listUsers", scenario: "users-page", method: "GET", path: "/api/users", auth: null }, '{"users":[],"total":0}'],
    ["an event stream", { operationId: "createChatCompletion", scenario: "stream", method: "POST", path: "/client/v2/ai/chat/completions", json: { model: "gpt-4o-mini", stream: true, messages: [{ role: "user", content: "Hi" }] } }, "data: {"],
  ] as const)("%s: the read is cancelled, one failure names bodyWithinLimit, the report keeps an excerpt", async (_what, send, start) => {
    const url = await hugeGateway();
    const config = { ...loadConfig({}), baseUrl: url, maxBodyBytes: 256 * 1024 };
    const target = new Target({ baseUrl: url, apiKey: "k", maxBodyBytes: config.maxBodyBytes, streamBudgets: config.stream });
    const oneRequest: ContractCase = { group: "protocol", title: "one request", profiles: ["full"], billable: 1, run: async (ctx) => void (await ctx.send({ ...send })) };
    const result = await runCase(oneRequest, { config, target, isMock: false });
    expect(target.exchanges[0]!.bodyTooLarge).toEqual({ maxBytes: 256 * 1024 });
    expect(result.failures.map((f) => f.check)).toEqual(["bodyWithinLimit"]);
    const [failure] = result.failures;
    expect(failure!.title).toBe("Body too large");
    expect(failure!.severity).toBe("error");
    expect(failure!.message).toContain("more than 262144 bytes (CONTRACT_MAX_BODY_BYTES)");
    expect(failure!.bodyExcerpt.startsWith(start)).toBe(true);
    expect(result.checks.responseReceived).toMatchObject({ passed: 1, errors: 0 });
  }, 20_000);
});

describe("mock detection (26)", () => {
  it("does not follow a redirect of /__mock/health to another host", async () => {
    const elsewhere = await gateway((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "ok", mock: true })));
    const url = await gateway((_req, res) => res.writeHead(302, { location: `${elsewhere}/__mock/health` }).end());
    expect(await detectMock(new Target({ baseUrl: url, apiKey: "k" }))).toBe(false);
    expect(await detectMock(new Target({ baseUrl: elsewhere, apiKey: "k" }))).toBe(true);
  });
});

describe("the contract configuration", () => {
  it("reads CONTRACT_MAX_BODY_BYTES", () => {
    expect(loadConfig({ CONTRACT_MAX_BODY_BYTES: "4096" }).maxBodyBytes).toBe(4096);
  });

  it("reads CONTRACT_MAX_HAR_BYTES, 256 MiB by default", () => {
    expect(loadConfig({ CONTRACT_MAX_HAR_BYTES: "4096" }).maxHarBytes).toBe(4096);
    expect(loadConfig({}).maxHarBytes).toBe(256 * 1024 * 1024);
  });
});

describe("a live run against a gateway that echoes the key in its error bodies (13)", () => {
  it("writes the CLI's key into no report, no stdout line and no body excerpt, as is or percent-encoded", async () => {
    const url = await gateway((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        if (req.url?.startsWith("/__mock")) return void res.writeHead(404).end();
        // A careless gateway: every answer an error that quotes the credentials and the URL it got.
        const echo = `key ${req.headers.authorization ?? ""} url ${req.url} q ${encodeURIComponent(String(req.headers.authorization ?? ""))} body ${Buffer.concat(chunks).toString("utf8").slice(0, 200)}`;
        res.writeHead(400, { "content-type": "application/json", "x-echo": String(req.headers.authorization ?? "") }).end(JSON.stringify({ error: { code: "invalid_request", message: echo, type: "invalid_request_error", param: null } }));
      });
    });
    const { lines, io } = captured();
    const code = await main(["--base-url", url, "--profile", "smoke", "--max-requests", "12", "--request-timeout-ms", "3000", "--report-dir", join(reports, "out")], io, { CONTRACT_API_KEY: SECRET });
    expect([1, 2]).toContain(code);
    const written = everythingWritten(lines);
    // The run reached the gateway and wrote the echoed bodies as excerpts.
    expect(written).toContain("key [REDACTED] url ");
    for (const form of [SECRET, encodeURIComponent(`Bearer ${SECRET}`)]) expect(written).not.toContain(form);
  }, 30_000);
});
