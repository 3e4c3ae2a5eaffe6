/**
 * Could not run ≠ failed. Targets that cannot be tested (nothing listening, a server that accepts
 * and never answers, a base URL that already holds the API prefix, a key the gateway refuses) end
 * with exit 2 and one paragraph, before any case, and reports holding one errored testcase that
 * says why; a gateway that hangs mid-run is stopped by the
 * deadline, which reports what ran and exits 2. Each test starts its own server on 127.0.0.1.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createNetServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../cli/contract.ts";
import { startMock, type RunningMock } from "./mock.ts";
import { baseUrlHint } from "./preflight.ts";
import { describeNetworkFailure } from "./probe.ts";
import type { ContractReport } from "./report/model.ts";
import { xmlEscape } from "./report/junit.ts";

let mock: RunningMock;
let reports: string;

beforeAll(async () => {
  mock = await startMock();
  reports = mkdtempSync(join(tmpdir(), "contract-live-"));
}, 30_000);

afterAll(async () => {
  await mock?.close();
  rmSync(reports, { recursive: true, force: true });
});

function captured() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, all: () => [...out, ...err].join("\n"), io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l), color: false } };
}

const listen = (server: Server | ReturnType<typeof createNetServer>) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

describe("a target that cannot be tested", () => {
  it("nothing listening: exit 2, one paragraph naming the refused connection, no case results; the reports hold one errored testcase saying why", async () => {
    const server = createNetServer();
    const port = await listen(server);
    await new Promise((resolve) => server.close(resolve));
    const dir = join(reports, "refused");
    const junit = join(dir, "ci", "junit.xml");
    const run = captured();
    expect(await main(["--base-url", `http://127.0.0.1:${port}`, "--profile", "full", "--report-dir", dir, "--junit", junit], run.io, {})).toBe(2);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toMatch(/^\[contract\] Could not run the contract suite against http:\/\/127\.0\.0\.1:\d+: tried GET .*\/api\/users .*connection refused.*Check that the gateway is running and listening/);
    expect(run.all()).not.toMatch(/violation|CONTRACT_INPUT|passed/);
    // The CI recipe uploads the JUnit file: its test tab shows the reason, not nothing.
    const reason = run.err[0]!.replace(/^\[contract\] /, "");
    const xml = readFileSync(junit, "utf8");
    expect(xml.match(/<testsuite /g)).toHaveLength(1);
    expect(xml.match(/<testcase /g)).toHaveLength(1);
    expect(xml).toContain('<testcase name="the contract suite could run" classname="contract"');
    expect(xml).toMatch(/<testsuites name="contract" tests="1" failures="0" errors="1" skipped="0"/);
    expect(xml).toContain(`<error message="${xmlEscape(reason)}" type="could not run">`);
    const [runDir] = readdirSync(dir).filter((d) => d.startsWith("run-"));
    expect(readdirSync(join(dir, runDir!)).sort()).toEqual(["junit.xml", "report.json", "summary.txt"]);
    const report = JSON.parse(readFileSync(join(dir, runDir!, "report.json"), "utf8")) as ContractReport;
    expect(report.notRun?.split("\n")[0]).toBe(reason);
    expect(report.summary.passed).toBe(false);
    expect(report.cases).toEqual([]);
    expect(readFileSync(join(dir, runDir!, "summary.txt"), "utf8")).toContain(`COULD NOT RUN: ${reason}`);
  });

  it("a bad setting: exit 2 in one line, and the same one-testcase reports once the report folder is known", async () => {
    const dir = join(reports, "bad-setting");
    const run = captured();
    expect(await main(["--base-url", mock.url, "--input-tts", "{voice", "--report-dir", dir], run.io, { CONTRACT_API_KEY: "sk-secret-of-the-team-1234" })).toBe(2);
    expect(run.err).toEqual([expect.stringMatching(/^ai-gateway-kit contract: --input-tts must be a JSON object, got "\{voice"/)]);
    const [runDir] = readdirSync(dir).filter((d) => d.startsWith("run-"));
    const report = JSON.parse(readFileSync(join(dir, runDir!, "report.json"), "utf8")) as ContractReport;
    expect(report.notRun).toMatch(/^--input-tts must be a JSON object/);
    expect(report.target.baseUrl).toBe(mock.url);
    expect(readFileSync(join(dir, runDir!, "junit.xml"), "utf8")).toContain('<error message="--input-tts must be a JSON object');
  });

  it("an option it does not know: exit 2 and no reports, since the report folder is not known yet", async () => {
    const dir = join(reports, "unknown-option");
    expect(await main(["--report-dir", dir, "--base-ulr", "x"], captured().io, {})).toBe(2);
    expect(existsSync(dir)).toBe(false);
  });

  it("accepts and never answers: exit 2 after the preflight timeout, which the paragraph names", async () => {
    const sockets: Socket[] = [];
    const server = createNetServer((socket) => sockets.push(socket));
    const port = await listen(server);
    try {
      const run = captured();
      expect(await main(["--base-url", `http://127.0.0.1:${port}`, "--preflight-timeout-ms", "300", "--report-dir", join(reports, "hang")], run.io, {})).toBe(2);
      expect(run.out.join("\n")).toContain("[contract] preflight: GET http://127.0.0.1:");
      expect(run.out.join("\n")).toContain("(timeout 300 ms, CONTRACT_PREFLIGHT_TIMEOUT_MS)");
      expect(run.err.join("\n")).toMatch(/got no answer within 300 ms \(CONTRACT_PREFLIGHT_TIMEOUT_MS\)/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("a base URL that already ends in the API prefix: exit 2 with the one-line hint", async () => {
    const run = captured();
    expect(await main(["--base-url", `${mock.url}/client/v2/ai`, "--report-dir", join(reports, "prefix")], run.io, {})).toBe(2);
    const text = run.err.join("\n");
    expect(text).toMatch(/both answered 404 not_found, so the API's paths are not under this base URL/);
    expect(text).toContain(`hint: --base-url ends in /client/v2/ai, which the spec's paths already start with (requests would go to /client/v2/ai/client/v2/ai/chat/completions); the OpenAI SDK's base URL is not the gateway's: try --base-url ${mock.url}`);
  });

  it("a key the gateway refuses: exit 2 naming CONTRACT_API_KEY, in the reports too, without the key", async () => {
    const run = captured();
    const dir = join(reports, "key");
    expect(await main(["--base-url", mock.url, "--api-key", "sk-not-a-key-7f3a9c", "--report-dir", dir], run.io, {})).toBe(2);
    expect(run.err.join("\n")).toMatch(/the gateway refused the key with 401 unauthorized\. Check CONTRACT_API_KEY/);
    const [runDir] = readdirSync(dir).filter((d) => d.startsWith("run-"));
    const files = ["junit.xml", "report.json", "summary.txt"].map((f) => readFileSync(join(dir, runDir!, f), "utf8"));
    expect(files[0]).toMatch(/<error message="Could not run the contract suite against [^"]*the gateway refused the key with 401 unauthorized/);
    for (const text of files) expect(text).not.toContain("sk-not-a-key-7f3a9c");
  });

  it("keys besides CONTRACT_API_KEY that the gateway refuses: exit 2 before any case, one line naming each variable and flag, never the keys", async () => {
    const dir = join(reports, "other-keys");
    const run = captured();
    const typos = ["--restricted-api-key", "sk-mock-restrictd", "--other-api-key", "sk-mock-othr", "--no-llm-api-key", "sk-mock-no-lm"];
    expect(await main(["--base-url", mock.url, "--profile", "smoke", "--report-dir", dir, ...typos], run.io, {})).toBe(2);
    expect(run.err).toHaveLength(1);
    expect(run.err[0]).toContain("the gateway refused CONTRACT_RESTRICTED_API_KEY, CONTRACT_NO_LLM_API_KEY and CONTRACT_OTHER_API_KEY with 401 unauthorized");
    for (const named of ["CONTRACT_RESTRICTED_API_KEY (--restricted-api-key)", "CONTRACT_NO_LLM_API_KEY (--no-llm-api-key)", "CONTRACT_OTHER_API_KEY (--other-api-key)"]) {
      expect(run.err[0]).toContain(named);
    }
    expect(run.all()).not.toMatch(/sk-mock-(restrictd|othr|no-lm)/);
    // No case ran: no progress line, and the reports hold only the one errored testcase, without the keys.
    expect(run.out.join("\n")).not.toMatch(/\d+\/\d+$/m);
    const [runDir] = readdirSync(dir).filter((d) => d.startsWith("run-"));
    const junit = readFileSync(join(dir, runDir!, "junit.xml"), "utf8");
    expect(junit).toContain("CONTRACT_OTHER_API_KEY");
    expect(junit).not.toMatch(/sk-mock-(restrictd|othr|no-lm)/);
    expect(junit).not.toMatch(/<testcase name="(?!the contract suite could run)/);
  });
});

describe("the preflight's words for a transport failure", () => {
  it("an https URL to a plain-HTTP port: TLS failed, with what to check", async () => {
    const server = createHttpServer((_req, res) => res.end("{}"));
    const port = await listen(server);
    try {
      const run = captured();
      expect(await main(["--base-url", `https://127.0.0.1:${port}`, "--preflight-timeout-ms", "3000", "--report-dir", join(reports, "tls")], run.io, {})).toBe(2);
      expect(run.err.join("\n")).toMatch(/got TLS failed \(.+\)\. Check the certificate \(expired, self-signed, wrong host\), or that the URL's scheme matches the port/);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("a port fetch refuses to connect to (port 9, 6000, ...): says so, not just \"fetch failed\"", async () => {
    const error = await fetch("http://127.0.0.1:9/api/users").catch((cause: unknown) => cause);
    expect(describeNetworkFailure(error, 1000, "CONTRACT_PREFLIGHT_TIMEOUT_MS").what).toMatch(/^a port fetch refuses to use/);
  });

  it("a host DNS does not know: DNS lookup failed", () => {
    const error = Object.assign(new TypeError("fetch failed"), { cause: { code: "ENOTFOUND", message: "getaddrinfo ENOTFOUND gw.invalid" } });
    expect(describeNetworkFailure(error, 1000, "CONTRACT_PREFLIGHT_TIMEOUT_MS")).toEqual({
      what: "DNS lookup failed (getaddrinfo ENOTFOUND gw.invalid)",
      check: "the host name in --base-url and the runner's DNS",
    });
  });
});

describe("baseUrlHint", () => {
  it("names the prefixes of the spec's paths, and stays silent for a base URL under another path", () => {
    expect(baseUrlHint("https://gw.example.com/client/v2/ai-stack")).toContain("try --base-url https://gw.example.com");
    expect(baseUrlHint("https://gw.example.com/gateway/client/v2")).toContain("try --base-url https://gw.example.com/gateway");
    expect(baseUrlHint("https://gw.example.com/gateway")).toBeNull();
    expect(baseUrlHint("https://gw.example.com")).toBeNull();
  });
});

describe("the run's deadline", () => {
  it("is printed at start, sized to the profile by default", async () => {
    const run = captured();
    expect(await main(["--base-url", mock.url, "--profile", "smoke", "--report-dir", join(reports, "default")], run.io, {})).toBe(0);
    expect(run.out).toContain("[contract] deadline 5m (the smoke profile's default; --deadline to change)");
  }, 60_000);

  it("counts from the start of the run: a preflight that waits spends the deadline, and it ends there, not at the preflight timeout", async () => {
    // Accepts every connection and never answers: the probes would wait out their 10 s timeout.
    const sockets: Socket[] = [];
    const server = createNetServer((socket) => sockets.push(socket));
    const port = await listen(server);
    try {
      const run = captured();
      const started = performance.now();
      expect(await main(["--base-url", `http://127.0.0.1:${port}`, "--deadline", "1s", "--preflight-timeout-ms", "10000", "--report-dir", join(reports, "deadline-preflight")], run.io, {})).toBe(2);
      expect(performance.now() - started).toBeLessThan(4000);
      expect(run.out[1]).toBe("[contract] deadline 1s (--deadline)");
      expect(run.err.join("\n")).toMatch(/got no answer before the run's deadline of 1s passed \(CONTRACT_DEADLINE\)\. Check --deadline: it counts from the start of the run, the preflight included\./);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 20_000);

  it("covers a slow preflight and a mock detection that hangs: the whole run ends at the deadline", async () => {
    // Answers each preflight probe after 500 ms, then holds everything else (the mock's health check too).
    const server = createHttpServer((req, res) => {
      const later = (status: number, body: string) => setTimeout(() => res.writeHead(status, { "content-type": "application/json" }).end(body), 500);
      if (req.url === "/api/users") return later(200, '{"users":[],"total":0}');
      if (req.url?.startsWith("/client/v2/ai/tasks/2147483000")) return later(404, '{"error":{"code":"task_not_found","message":"no","type":"invalid_request_error"}}');
    });
    const port = await listen(server);
    const dir = join(reports, "deadline-whole");
    try {
      const run = captured();
      const started = performance.now();
      expect(await main(["--base-url", `http://127.0.0.1:${port}`, "--profile", "smoke", "--deadline", "1500ms", "--report-dir", dir], run.io, {})).toBe(2);
      const elapsed = performance.now() - started;
      // Before: 1 s of preflight, then the deadline started, then the health check's own 5 s.
      expect(elapsed).toBeLessThan(4000);
      expect(run.err.join("\n")).toMatch(/Stopped at the deadline of 1500ms/);
      const [runDir] = readdirSync(dir).filter((d) => d.startsWith("run-"));
      const report = JSON.parse(readFileSync(join(dir, runDir!, "report.json"), "utf8")) as { durationMs: number };
      // The report's time is the whole run's, the preflight included.
      expect(report.durationMs).toBeGreaterThanOrEqual(1400);
      expect(report.durationMs).toBeLessThanOrEqual(elapsed + 50);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 20_000);

  it("stops a gateway that hangs mid-run: 'still waiting' lines name the request and timeout, the report shows what ran, exit 2", async () => {
    // Answers the preflight, then holds every request of the suite.
    const server = createHttpServer((req, res) => {
      if (req.url === "/api/users") return res.writeHead(200, { "content-type": "application/json" }).end('{"users":[],"total":0}');
      if (req.url?.startsWith("/client/v2/ai/tasks/2147483000")) {
        return res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"code":"task_not_found","message":"no","type":"invalid_request_error"}}');
      }
      if (req.url?.startsWith("/__mock/")) return res.writeHead(404).end();
    });
    const port = await listen(server);
    const dir = join(reports, "deadline");
    try {
      const run = captured();
      const started = performance.now();
      const status = await main(["--base-url", `http://127.0.0.1:${port}`, "--profile", "smoke", "--deadline", "1500ms", "--request-timeout-ms", "2000", "--report-dir", dir], run.io, {});
      expect(status).toBe(2);
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(run.out).toContain("[contract] deadline 1500ms (--deadline)");
      expect(run.out.join("\n")).toMatch(/\[contract\] still waiting on (POST|GET) \/\S+: \d+ s so far, request timeout 2 s \(CONTRACT_REQUEST_TIMEOUT_MS\)/);
      expect(run.err.join("\n")).toMatch(/Stopped at the deadline of 1500ms \(--deadline\): \d+ of \d+ cases finished, \d+ cut or not run\./);
      const runs = readdirSync(dir).filter((d) => d.startsWith("run-"));
      expect(runs).toHaveLength(1);
      const report = JSON.parse(readFileSync(join(dir, runs[0]!, "report.json"), "utf8")) as { incomplete?: string; cases: { status: string; reason?: string }[] };
      expect(report.incomplete).toBe("stopped at the deadline of 1500ms (--deadline)");
      expect(report.cases.some((c) => c.status === "skipped" && /deadline passed/.test(c.reason ?? ""))).toBe(true);
      // The uploaded files say the run stopped: no PASS, and an errored testcase for the CI test tab.
      const { report: uploaded, junit, summary } = uploadedReports(dir);
      expect(uploaded.summary.passed).toBe(false);
      expect(junit).toContain('<error message="stopped at the deadline of 1500ms (--deadline)" type="could not finish">');
      expect(summary).toMatch(/^NOT FINISHED: stopped at the deadline of 1500ms \(--deadline\); \d+ error-level violations/m);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 30_000);
});

/** Forwards a request to `upstream` (the mock) and writes its answer back, as a gateway's proxy does. */
async function forwardTo(upstream: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !["host", "connection", "content-length"].includes(name))) as Record<string, string>;
    const answer = await fetch(`${upstream}${req.url}`, { method: req.method, headers, ...(body.length > 0 ? { body } : {}), redirect: "manual" });
    const kept = [...answer.headers].filter(([name]) => !["content-encoding", "content-length", "transfer-encoding", "connection"].includes(name));
    res.writeHead(answer.status, Object.fromEntries(kept)).end(Buffer.from(await answer.arrayBuffer()));
  } catch {
    res.destroy(); // the mock dropped a stream it was told to drop (Prefer: stream=drop-after-N), or the client left
  }
}

/**
 * A proxy in front of the mock that serves `answers` requests, then stops listening and drops
 * its connections, as a gateway that dies mid-run: every request after that is refused.
 */
async function dyingProxy(upstream: string, answers: number): Promise<{ url: string; close(): Promise<void> }> {
  let served = 0;
  const server = createHttpServer(async (req, res) => {
    if (++served > answers) {
      server.close();
      server.closeAllConnections();
      return res.destroy();
    }
    await forwardTo(upstream, req, res);
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  };
}

/**
 * A real-looking gateway in front of the mock (no /__mock, so the suite runs as against any
 * deployment) whose `front` may answer a request itself (true) or hold it before it is forwarded.
 */
async function gatewayFront(upstream: string, front: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>): Promise<{ url: string; close(): Promise<void> }> {
  const server = createHttpServer(async (req, res) => {
    if (req.url?.startsWith("/__mock")) return res.writeHead(404, { "content-type": "text/html" }).end("<html><body>404</body></html>");
    if (!(await front(req, res))) await forwardTo(upstream, req, res);
  });
  const port = await listen(server);
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** nginx's page for a 502, 503 or 504: what a proxy answers when the gateway behind it does not. */
function proxyErrorPage(res: ServerResponse, status: 502 | 503 | 504): void {
  const title = { 502: "502 Bad Gateway", 503: "503 Service Temporarily Unavailable", 504: "504 Gateway Time-out" }[status];
  res.writeHead(status, { "content-type": "text/html", server: "nginx" }).end(`<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`);
}

/** The reports a CI job uploads from `dir`: report.json, junit.xml, summary.txt of its one run. */
function uploadedReports(dir: string): { report: ContractReport; junit: string; summary: string } {
  const [run] = readdirSync(dir).filter((d) => d.startsWith("run-"));
  const read = (file: string) => readFileSync(join(dir, run!, file), "utf8");
  return { report: JSON.parse(read("report.json")) as ContractReport, junit: read("junit.xml"), summary: read("summary.txt") };
}

describe("a target that stops answering mid-run", () => {
  it("stops the run with exit 2, one line naming the gateway and the refusal, no ECONNREFUSED failures, and the report of what ran", async () => {
    // The requests in flight when it dies are cut (UND_ERR_SOCKET) or, once it stopped listening,
    // refused (ECONNREFUSED): which comes first depends on the machine's load.
    const proxy = await dyingProxy(mock.url, 40);
    const dir = join(reports, "gone");
    try {
      const run = captured();
      expect(await main(["--base-url", proxy.url, "--profile", "full", "--report-dir", dir], run.io, {})).toBe(2);
      const stopped = run.err.find((line) => line.startsWith("[contract] Stopped: "));
      expect(stopped).toMatch(
        new RegExp(`^\\[contract\\] Stopped: the gateway at ${proxy.url.replaceAll(".", "\\.")} stopped answering after \\d+ cases \\((ECONNREFUSED|UND_ERR_SOCKET)\\); GET ${proxy.url.replaceAll(".", "\\.")}/api/users got (connection refused|the connection was closed without an answer) .*\\d+ of \\d+ cases finished, \\d+ cut or not run\\. The report above shows what ran\\. Exit status 2`),
      );
      const runs = readdirSync(dir).filter((d) => d.startsWith("run-"));
      const report = JSON.parse(readFileSync(join(dir, runs[0]!, "report.json"), "utf8")) as {
        incomplete?: string;
        cases: { status: string; reason?: string; failures: { check: string; message: string }[] }[];
      };
      expect(report.incomplete).toMatch(/^the gateway at http:\/\/127\.0\.0\.1:\d+ stopped answering after \d+ cases \((ECONNREFUSED|UND_ERR_SOCKET)\)$/);
      expect(report.cases.flatMap((c) => c.failures).filter((f) => /ECONNREFUSED|ECONNRESET|fetch failed/.test(f.message))).toEqual([]);
      expect(report.cases.filter((c) => /^not run: the gateway stopped answering \((ECONNREFUSED|UND_ERR_SOCKET)\)$/.test(c.reason ?? "")).length).toBeGreaterThan(10);
    } finally {
      await proxy.close();
    }
  }, 60_000);
});

describe("a gateway that is slow, or behind a proxy that answers for it", () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it("a request past the request timeout is the gateway's slowness, not a violation: the case is not finished, exit 2, and every report says so", async () => {
    // Answers everything, but OCR only after 1.5 s: past a 600 ms request timeout.
    const gateway = await gatewayFront(mock.url, async (req) => {
      if (req.url === "/client/v2/ai-stack/image-to-text") await sleep(1500);
      return false;
    });
    const dir = join(reports, "slow");
    try {
      const run = captured();
      expect(await main(["--base-url", gateway.url, "--profile", "smoke", "--request-timeout-ms", "600", "--report-dir", dir], run.io, {})).toBe(2);
      const why = "1 case not finished: the gateway left a request unanswered (POST /client/v2/ai-stack/image-to-text got no answer within the request timeout of 600 ms (CONTRACT_REQUEST_TIMEOUT_MS))";
      expect(run.err.join("\n")).toContain(`[contract] Not finished: ${why}. No seed rule bounds how long an answer takes`);
      // Out of the smoke profile's cases, not of every case the suite has.
      expect(run.err.join("\n")).toMatch(/so these cases are not failures; 7 of 8 cases finished\./);
      const { report, junit, summary } = uploadedReports(dir);
      expect(report.cases.flatMap((c) => c.failures.map((f) => f.check))).not.toContain("responseReceived");
      expect(report.summary).toMatchObject({ passed: false, errors: 0 });
      expect(report.incomplete).toBe(why);
      expect(report.cases.find((c) => c.unavailable)?.reason).toBe(`not finished: ${why.slice(why.indexOf("(") + 1, -1)}`);
      expect(junit).toMatch(/<testsuites name="contract" tests="\d+" failures="0" errors="1"/);
      expect(junit).toContain(`<testcase name="the contract suite could finish" classname="contract"`);
      expect(summary).toContain(`NOT FINISHED: ${why}; 0 error-level violations`);
      expect(summary).not.toContain("PASS:");
      for (const file of [junit, summary, JSON.stringify(report)]) expect(file).not.toContain("sk-mock-default");
    } finally {
      await gateway.close();
    }
  }, 30_000);

  it("a proxy's 502/503/504 page now and then is retried as the SDKs do: no violation, counted, exit 0", async () => {
    let served = 0;
    const statuses = [502, 503, 504] as const;
    // After the preflight, every fourth request of the API gets the proxy's page instead of the gateway.
    const gateway = await gatewayFront(mock.url, async (_req, res) => {
      served++;
      if (served <= 3 || served % 4 !== 0) return false;
      proxyErrorPage(res, statuses[served % 3]!);
      return true;
    });
    const dir = join(reports, "proxy-pages");
    try {
      const run = captured();
      expect(await main(["--base-url", gateway.url, "--profile", "smoke", "--report-dir", dir], run.io, {})).toBe(0);
      expect(run.out.join("\n")).toMatch(/Requests: \d+ sent, .*, [1-9]\d* answered by a proxy's 502\/503\/504 page \(retried\)/);
      const { report } = uploadedReports(dir);
      expect(report.summary).toMatchObject({ passed: true, errors: 0 });
      expect(report.cases.reduce((sum, c) => sum + (c.proxyRetried ?? 0), 0)).toBeGreaterThan(0);
      expect(report.coverage.rows.filter((row) => [502, 503, 504].includes(Number(row.status)) && row.exchanges > 0)).toEqual([]);
    } finally {
      await gateway.close();
    }
  }, 30_000);

  it("a proxy's error page on every attempt leaves the case not finished, not failed: exit 2 naming the request and the page", async () => {
    const gateway = await gatewayFront(mock.url, async (req, res) => {
      if (req.method !== "POST" || req.url !== "/client/v2/ai/generations") return false;
      proxyErrorPage(res, 503);
      return true;
    });
    const dir = join(reports, "proxy-down");
    try {
      const run = captured();
      expect(await main(["--base-url", gateway.url, "--profile", "smoke", "--rate-limit-max-wait-ms", "10", "--report-dir", dir], run.io, {})).toBe(2);
      expect(run.err.join("\n")).toMatch(/\[contract\] Not finished: \d+ cases? not finished: the gateway left a request unanswered \((first: )?POST \/client\/v2\/ai\/generations was answered 503 with a text\/html page, a proxy's rather than the gateway's JSON error, on all 3 attempts\)/);
      const { report } = uploadedReports(dir);
      expect(report.summary.errors).toBe(0);
      expect(report.cases.filter((c) => c.unavailable).length).toBeGreaterThan(0);
    } finally {
      await gateway.close();
    }
  }, 30_000);
});

describe("a key that stops being taken mid-run", () => {
  const refuse = (res: ServerResponse) =>
    res.writeHead(401, { "content-type": "application/json" }).end('{"error":{"code":"unauthorized","message":"API key revoked","type":"invalid_request_error"}}');

  it("revoked after the preflight: the run stops with exit 2 naming the variable, not the key, and no 401 is blamed on the gateway", async () => {
    let withKey = 0;
    // Takes the key for the preflight and a few requests, then refuses it everywhere, as after a revocation.
    const gateway = await gatewayFront(mock.url, async (req, res) => {
      if (req.headers.authorization !== "Bearer sk-mock-default" || ++withKey <= 6) return false;
      refuse(res);
      return true;
    });
    const dir = join(reports, "revoked");
    try {
      const run = captured();
      expect(await main(["--base-url", gateway.url, "--profile", "full", "--report-dir", dir], run.io, {})).toBe(2);
      const stopped = run.err.find((line) => line.startsWith("[contract] Stopped: "));
      expect(stopped).toMatch(/^\[contract\] Stopped: CONTRACT_API_KEY was refused with 401 after \d+ cases, though the preflight had accepted it \(revoked, expired or rotated during the run\?\); GET \S+\/client\/v2\/ai\/tasks\/2147483000 with CONTRACT_API_KEY got 401 unauthorized, which the preflight's same question had not\..* check that CONTRACT_API_KEY stays valid for the whole run\.$/);
      const { report, junit, summary } = uploadedReports(dir);
      expect(report.summary.errors).toBe(0);
      expect(report.incomplete).toMatch(/^CONTRACT_API_KEY was refused with 401 after \d+ cases/);
      expect(junit).toContain('type="could not finish"');
      for (const file of [junit, summary, JSON.stringify(report), run.all()]) expect(file).not.toContain("sk-mock-default");
    } finally {
      await gateway.close();
    }
  }, 60_000);

  it("refused on one endpoint while the key is still taken: that 401 is the gateway's answer, judged and failed (exit 1)", async () => {
    const gateway = await gatewayFront(mock.url, async (req, res) => {
      if (req.url !== "/client/v2/ai-stack/image-to-text" || req.headers.authorization !== "Bearer sk-mock-default") return false;
      refuse(res);
      return true;
    });
    const dir = join(reports, "refused-ocr");
    try {
      const run = captured();
      expect(await main(["--base-url", gateway.url, "--profile", "smoke", "--report-dir", dir], run.io, {})).toBe(1);
      const { report } = uploadedReports(dir);
      expect(report.incomplete).toBeUndefined();
      expect(report.cases.flatMap((c) => c.failures.map((f) => f.check))).toContain("validRequestSucceeds");
    } finally {
      await gateway.close();
    }
  }, 30_000);
});
