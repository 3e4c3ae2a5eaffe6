/**
 * Offline checks of recorded traffic: a HAR recorded from the mock passes; a HAR with one broken
 * exchange fails, and the failure names that exchange. The HAR is recorded with Playwright's
 * recordHar when Chromium can be launched, else from the same real HTTP exchanges with node.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../cli/contract.ts";
import { loadConfig } from "./config.ts";
import { checkHar, type Har } from "./har.ts";
import { formatSummary } from "./report/summary.ts";
import { startMock, type RunningMock } from "./mock.ts";
import type { ContractReport } from "./report/model.ts";
import { recordHarWithNode, recordHarWithPlaywright, type RecordedRequest } from "./testing/record-har.ts";
import { findChromium } from "../test/support/chromium.ts";

const KEY = { authorization: "Bearer sk-mock-default", "content-type": "application/json" };
const chat = (body: Record<string, unknown>) => JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }], ...body });

/** Traffic a frontend would send: successes, a stream, an async task, OCR, users, and errors. */
const TRAFFIC: RecordedRequest[] = [
  { method: "GET", path: "/api/users?page=1&page_size=2" },
  { method: "POST", path: "/client/v2/ai/chat/completions", headers: KEY, body: chat({ max_tokens: 16 }) },
  { method: "POST", path: "/client/v2/ai/chat/completions", headers: KEY, body: chat({ stream: true, stream_options: { include_usage: true } }) },
  { method: "POST", path: "/client/v2/ai/generations", headers: KEY, body: JSON.stringify({ model: "flux-schnell", input: { prompt: "A cat", width: 256, height: 256 } }) },
  { method: "POST", path: "/client/v2/ai/generations", headers: KEY, body: JSON.stringify({ model: "kling-v1", input: { prompt: "A boat", duration: 2 } }) },
  { method: "GET", path: "/client/v2/ai/tasks/1001", headers: { authorization: KEY.authorization } },
  { method: "POST", path: "/client/v2/ai-stack/image-to-text", headers: KEY, body: JSON.stringify({ image_url: "https://example.com/a.png", half_to_full: 1 }) },
  { method: "POST", path: "/client/v2/ai/chat/completions", headers: { "content-type": "application/json" }, body: chat({}) },
  { method: "POST", path: "/client/v2/ai/generations", headers: KEY, body: JSON.stringify({ input: { prompt: "no model" } }) },
  { method: "POST", path: "/client/v2/ai/chat/completions", headers: KEY, body: chat({ temperature: 2.5 }) },
  // Refused for two reasons at once: the seed does not say which answer comes first.
  { method: "POST", path: "/client/v2/ai/generations", headers: { ...KEY, authorization: "Bearer sk-wrong-key" }, body: JSON.stringify({ input: { prompt: "no model, wrong key" } }) },
  { method: "POST", path: "/client/v2/ai/chat/completions", headers: { "content-type": "application/json" }, body: JSON.stringify({ messages: [{ role: "user", content: "no model, no key" }] }) },
];

let mock: RunningMock;
let dir: string;
let har: Har;
let recordedWith: "playwright" | "node";

beforeAll(async () => {
  mock = await startMock();
  dir = mkdtempSync(join(tmpdir(), "contract-har-"));
  // The browser tests' Chromium (CHROMIUM_PATH, a system one, or @sparticuz/chromium's shell).
  const executablePath = await findChromium().then((choice) => choice.executablePath, () => undefined);
  const withBrowser = await recordHarWithPlaywright(mock.url, TRAFFIC, join(dir, "browser.har"), executablePath);
  recordedWith = withBrowser ? "playwright" : "node";
  har = withBrowser ?? (await recordHarWithNode(mock.url, TRAFFIC));
}, 60_000);

afterAll(async () => {
  await mock?.close();
  rmSync(dir, { recursive: true, force: true });
});

const config = () => loadConfig({});
const passedOf = (report: ContractReport, check: string) => report.checks.find((c) => c.name === check)?.passed ?? 0;

/** A copy of the HAR with one response body edited. */
function broken(index: number, edit: (body: Record<string, unknown>) => void): Har {
  const copy = structuredClone(har);
  const content = copy.log.entries[index]!.response.content!;
  const body = JSON.parse(content.text!) as Record<string, unknown>;
  edit(body);
  content.text = JSON.stringify(body);
  return copy;
}

describe("checkHar", () => {
  it("passes a HAR recorded from the mock, judging every exchange by the checks its request calls for", async () => {
    expect(har.log.entries.length, `recorded with ${recordedWith}`).toBe(TRAFFIC.length);
    const report = await checkHar(har, { config: config() });
    const errors = report.cases.flatMap((c) => c.failures.filter((f) => f.severity === "error").map((f) => `${c.title}: ${f.check}: ${f.message}`));
    expect(errors).toEqual([]);
    expect(report.cases).toHaveLength(TRAFFIC.length);
    expect(passedOf(report, "bodyMatchesSchema")).toBeGreaterThanOrEqual(8);
    expect(passedOf(report, "streamEndsWithDone")).toBe(1);
    expect(passedOf(report, "missingKeyUnauthorized")).toBe(2);
    expect(passedOf(report, "missingModelRejected")).toBe(1);
    expect(passedOf(report, "temperatureOutOfRangeRejected")).toBe(1);
    expect(passedOf(report, "ocrHalfToFullApplied")).toBe(1);
    expect(passedOf(report, "createdIsUnixSeconds")).toBe(1);
  });

  it("does not blame a refusal an earlier failing precondition explains: 401 to a wrong key without model", async () => {
    const report = await checkHar(har, { config: config() });
    const wrongKey = report.cases.find((c) => c.title === "#11 POST /client/v2/ai/generations → 401");
    expect(wrongKey?.status).toBe("passed");
    expect(wrongKey?.checks.missingModelRejected).toMatchObject({ errors: 0, notApplicable: 1 });
    expect(wrongKey?.notExercised.join("\n")).toContain("missingModelRejected on #11 POST /client/v2/ai/generations: not applicable: answered 401 first");
  });

  it("passes a gateway that validates before it authenticates: 400 to requests without model, with or without a key", async () => {
    const copy = structuredClone(har);
    for (const index of [10, 11]) {
      copy.log.entries[index]!.response.status = 400;
      copy.log.entries[index]!.response.content = { mimeType: "application/json", text: JSON.stringify({ error: { code: "invalid_request", message: "model is required", type: "invalid_request_error" } }) };
    }
    const report = await checkHar(copy, { config: config() });
    const errors = report.cases.flatMap((c) => c.failures.filter((f) => f.severity === "error").map((f) => `${c.title}: ${f.check}`));
    expect(errors).toEqual([]);
    expect(report.cases[11]?.notExercised.join("\n")).toContain("missingKeyUnauthorized on #12 POST /client/v2/ai/chat/completions: not applicable: answered 400 first");
  });

  it("still fails a wrong key answered 200 in recorded traffic", async () => {
    const copy = structuredClone(har);
    copy.log.entries[11]!.response = structuredClone(har.log.entries[1]!.response);
    const report = await checkHar(copy, { config: config() });
    expect(report.cases[11]?.failures.map((f) => [f.check, f.severity])).toContainEqual(["missingKeyUnauthorized", "error"]);
  });

  it("fails a HAR with one broken exchange, naming the exchange", async () => {
    const report = await checkHar(broken(1, (b) => (b.object = "chat.completions")), { config: config() });
    expect(report.summary.passed).toBe(false);
    const failed = report.cases.filter((c) => c.status === "failed");
    expect(failed.map((c) => c.title)).toEqual(["#2 POST /client/v2/ai/chat/completions → 200"]);
    expect(failed[0]!.failures.map((f) => f.check)).toContain("bodyMatchesSchema");
  });

  it("judges a seed rule one exchange shows: a request without a key that got 200", async () => {
    const copy = structuredClone(har);
    copy.log.entries[7]!.response = structuredClone(har.log.entries[1]!.response);
    const report = await checkHar(copy, { config: config() });
    const failed = report.cases.find((c) => c.status === "failed");
    expect(failed?.title).toBe("#8 POST /client/v2/ai/chat/completions → 200");
    expect(failed?.failures.map((f) => [f.check, f.severity])).toContainEqual(["missingKeyUnauthorized", "error"]);
  });

  it("does not take the requests of a sanitized export, which has no Authorization header at all, for requests sent without a key", async () => {
    // DevTools' "Save all as HAR (sanitized)" (Chrome 130+) drops every Authorization header.
    const sanitized = structuredClone(har);
    for (const entry of sanitized.log.entries) entry.request.headers = entry.request.headers.filter((h) => h.name.toLowerCase() !== "authorization");
    const report = await checkHar(sanitized, { config: config() });
    const errors = report.cases.flatMap((c) => c.failures.filter((f) => f.severity === "error").map((f) => `${c.title}: ${f.check}`));
    expect(errors).toEqual([]);
    expect(passedOf(report, "bodyMatchesSchema")).toBeGreaterThanOrEqual(8);
    expect(report.har?.keysRecorded).toBe(false);
    expect(formatSummary(report, { color: false })).toContain("Keys: no request carries an Authorization header (DevTools' sanitized export drops them), so no request was judged as sent without a key");
  });

  it("judges the status and headers of an answer whose body the HAR does not hold (content: \"omit\"), and not the body", async () => {
    const omitted = structuredClone(har);
    for (const entry of omitted.log.entries) delete entry.response.content!.text;
    omitted.log.entries[1]!.response.status = 299;
    const report = await checkHar(omitted, { config: config() });
    const errors = report.cases.flatMap((c) => c.failures.filter((f) => f.severity === "error").map((f) => `${c.title}: ${f.check}`));
    expect(errors).toEqual(["#2 POST /client/v2/ai/chat/completions → 299: statusIsDocumented"]);
    expect(passedOf(report, "bodyMatchesSchema")).toBe(0);
    expect(report.cases[3]?.notExercised.join("\n")).toContain(
      "bodyMatchesSchema on #4 POST /client/v2/ai/generations: not applicable: no body to judge: the HAR holds no body for this answer (no response.content.text)",
    );
  });

  describe("bodies kept beside the HAR (Playwright's recordHar with content: \"attach\")", () => {
    /** Writes the HAR as Playwright does with content: "attach": every body in a file of its own, named by `_file`. */
    function writeAttached(name: string, source: Har): string {
      const folder = mkdtempSync(join(dir, `${name}-`));
      const copy = structuredClone(source);
      copy.log.entries.forEach((entry, index) => {
        const content = entry.response.content!;
        writeFileSync(join(folder, `response-${index}.json`), content.text!);
        content._file = `response-${index}.json`;
        delete content.text;
        if (entry.request.postData?.text) {
          writeFileSync(join(folder, `request-${index}.json`), entry.request.postData.text);
          entry.request.postData = { mimeType: "application/json", text: "", _file: `request-${index}.json` };
        }
      });
      const file = join(folder, `${name}.har`);
      writeFileSync(file, JSON.stringify(copy));
      return file;
    }
    const run = async (file: string) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await main(["--har", file, "--report-dir", join(dir, "attach-reports"), "--json", `${file}.report.json`], { out: (l) => out.push(l), err: (l) => err.push(l), color: false }, {});
      return { code, err, report: code === 2 ? undefined : (JSON.parse(readFileSync(`${file}.report.json`, "utf8")) as ContractReport) };
    };

    it("reads each body from its file and judges it, the request's too", async () => {
      const { code, report } = await run(writeAttached("attached", har));
      expect(code).toBe(0);
      expect(passedOf(report!, "bodyMatchesSchema")).toBeGreaterThanOrEqual(8);
      expect(passedOf(report!, "streamEndsWithDone")).toBe(1);
      expect(passedOf(report!, "missingModelRejected")).toBe(1);
    });

    it("still fails a broken body kept in a file", async () => {
      const { code, report } = await run(writeAttached("attached-broken", broken(1, (b) => (b.object = "chat.completions"))));
      expect(code).toBe(1);
      expect(report!.cases.filter((c) => c.status === "failed").map((c) => c.title)).toEqual(["#2 POST /client/v2/ai/chat/completions → 200"]);
    });

    it("could not run, in one line, when the HAR was copied without its attachments", async () => {
      const file = writeAttached("attached-alone", har);
      rmSync(join(file, "..", "response-1.json"));
      const { code, err } = await run(file);
      expect(code).toBe(2);
      expect(err).toEqual([
        `ai-gateway-kit contract: ${file}: entry #2: response.content._file response-1.json is not in ${join(file, "..")} (a HAR recorded with content: "attach" keeps its bodies in files beside it: keep them together, or record with content: "embed")`,
      ]);
    });
  });

  it.each([
    ["DevTools", { status: 0, _error: "net::ERR_ABORTED" }],
    ["Playwright", { status: -1, _failureText: "net::ERR_ABORTED" }],
  ])("skips a request the page cancelled before any answer (%s), and still fails one the gateway left unanswered", async (_tool, noAnswer) => {
    const copy = structuredClone(har);
    const cancelled = structuredClone(har.log.entries[1]!);
    cancelled.response = { ...noAnswer, headers: [], content: { size: 0, mimeType: "x-unknown" } };
    const dropped = structuredClone(cancelled);
    dropped.response._error = dropped.response._failureText = "net::ERR_EMPTY_RESPONSE";
    copy.log.entries.push(cancelled, dropped);
    const report = await checkHar(copy, { config: config() });
    const [skipped, failed] = report.cases.slice(-2);
    expect([skipped?.status, skipped?.reason]).toEqual(["skipped", "the browser cancelled it before any answer (net::ERR_ABORTED): nothing of the gateway to judge"]);
    expect(failed?.failures.map((f) => [f.check, f.severity])).toEqual([["responseReceived", "error"]]);
    expect(report.cases.filter((c) => c.status === "failed")).toHaveLength(1);
  });

  it("could not run, in one line, on Playwright's .zip HAR", async () => {
    const file = join(dir, "traffic.zip");
    writeFileSync(file, Buffer.concat([Buffer.from("PK\x03\x04", "latin1"), Buffer.alloc(64)]));
    const err: string[] = [];
    expect(await main(["--har", file, "--report-dir", join(dir, "zip-reports")], { out: () => {}, err: (l) => err.push(l), color: false }, {})).toBe(2);
    expect(err).toEqual([`ai-gateway-kit contract: cannot read the HAR file ${file}: it is a zip archive (Playwright's recordHar to a .zip path); unzip it and pass the .har inside, its attachments beside it`]);
  });

  it("skips exchanges that are not operations of the spec, and CORS preflights", async () => {
    const copy = structuredClone(har);
    copy.log.entries.push({ request: { method: "GET", url: `${mock.url}/favicon.ico`, headers: [] }, response: { status: 404, headers: [], content: { text: "" } } });
    copy.log.entries.push({
      request: { method: "OPTIONS", url: `${mock.url}/client/v2/ai/chat/completions`, headers: [{ name: "Access-Control-Request-Method", value: "POST" }] },
      response: { status: 204, headers: [], content: { text: "" } },
    });
    const report = await checkHar(copy, { config: config() });
    expect(report.cases.slice(-2).map((c) => [c.status, c.reason])).toEqual([
      ["skipped", "not an operation of the spec"],
      ["skipped", "a CORS preflight"],
    ]);
    expect(report.summary.passed).toBe(true);
  });

  it("names the HAR file in the summary and counts entries read and checked, not requests sent", async () => {
    const file = join(dir, "named.har");
    const copy = structuredClone(har);
    copy.log.entries.push({ request: { method: "GET", url: `${mock.url}/favicon.ico`, headers: [] }, response: { status: 404, headers: [], content: { text: "" } } });
    writeFileSync(file, JSON.stringify(copy));
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l), color: false };
    const reportDir = join(dir, "named-reports");
    expect(await main(["--har", file, "--report-dir", reportDir], io, {})).toBe(0);
    const output = lines.join("\n");
    expect(output).toContain(`Contract suite · ${file} (recorded traffic, checked offline)\n`);
    expect(output).toMatch(new RegExp(`^Entries: ${TRAFFIC.length + 1} read, ${TRAFFIC.length} checked \\(requests of the API\\), 1 skipped · \\d+ billable answers recorded · nothing sent$`, "m"));
    expect(output).not.toMatch(/127\.0\.0\.1:4010|not the mock|profile full|\d+ sent/);
    const [runDir] = readdirSync(reportDir).filter((d) => d.startsWith("run-"));
    const report = JSON.parse(readFileSync(join(reportDir, runDir!, "report.json"), "utf8")) as ContractReport;
    expect(report.har).toEqual({ file, entries: TRAFFIC.length + 1, checked: TRAFFIC.length });
  });

  it.each([
    ["an empty HAR", [], "0 entries, none under /client/v2/ai/, /client/v2/ai-stack/, /api/"],
    ["a HAR of another site", [{ url: "https://shop.example.com/favicon.ico" }, { url: "https://shop.example.com/cart" }], "2 entries, none under /client/v2/ai/, /client/v2/ai-stack/, /api/"],
    ["a HAR of paths the spec does not declare", [{ url: "https://gw.example.com/client/v2/ai/models" }], "1 entry, 1 under /client/v2/ai/, /client/v2/ai-stack/, /api/, none to an operation of the spec"],
  ])("refuses %s with exit 2 and one line: a green run must have checked something", async (name, urls, counts) => {
    const file = join(dir, `${name.replaceAll(" ", "-")}.har`);
    const entries = urls.map(({ url }) => ({ request: { method: "GET", url, headers: [] }, response: { status: 404, headers: [], content: { text: "" } } }));
    writeFileSync(file, JSON.stringify({ log: { version: "1.2", entries } }));
    const out: string[] = [];
    const err: string[] = [];
    const reportDir = join(dir, `${name.replaceAll(" ", "-")}-reports`);
    expect(await main(["--har", file, "--report-dir", reportDir], { out: (l) => out.push(l), err: (l) => err.push(l), color: false }, {})).toBe(2);
    expect(err).toEqual([`ai-gateway-kit contract: no request of the gateway's API in ${file} (${counts}); nothing to check`]);
    expect(out.join("\n")).not.toContain("PASS");
    // The reports say the same, naming the file, not a target.
    const [runDir] = readdirSync(reportDir).filter((d) => d.startsWith("run-"));
    expect(readFileSync(join(reportDir, runDir!, "summary.txt"), "utf8")).toMatch(new RegExp(`^Contract suite · ${file.replaceAll(".", "\\.")} \\(recorded traffic, checked offline\\)\n\nCOULD NOT RUN: no request of the gateway's API in `));
    // The library refuses it too; the proxy, which checks one exchange at a time, does not.
    await expect(checkHar({ log: { entries } } as Har, { config: config() })).rejects.toThrow(`no request of the gateway's API in the HAR (${counts})`);
    expect((await checkHar({ log: { entries } } as Har, { config: config(), allowNoApiRequest: true })).cases).toHaveLength(entries.length);
  });

  it("is what `ai-gateway-kit contract --har` runs, with the same reports and exit status", async () => {
    const good = join(dir, "good.har");
    const bad = join(dir, "bad.har");
    writeFileSync(good, JSON.stringify(har));
    writeFileSync(bad, JSON.stringify(broken(3, (b) => delete b.meta)));
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l), color: false };
    const reportDir = join(dir, "reports");
    expect(await main(["--har", good, "--report-dir", reportDir], io, {})).toBe(0);
    expect(await main(["--har", bad, "--report-dir", reportDir], io, {})).toBe(1);
    expect(lines.join("\n")).toContain("#4 POST /client/v2/ai/generations → 200");
    expect(readdirSync(reportDir).filter((d) => d.startsWith("run-"))).toHaveLength(2);
    const reports = readdirSync(reportDir).map((d) => JSON.parse(readFileSync(join(reportDir, d, "report.json"), "utf8")) as ContractReport);
    expect(reports.map((r) => r.summary.passed).sort()).toEqual([false, true]);
  });
});

describe("checkHar on tool calls and structured outputs", () => {
  const WEATHER = {
    type: "function",
    function: {
      name: "get_weather",
      description: "Get the current weather for a city",
      parameters: { type: "object", properties: { city: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } }, required: ["city", "unit"], additionalProperties: false },
    },
  };
  const FORM = {
    type: "object",
    properties: { name: { type: "string" }, age: { type: "integer", minimum: 0 } },
    required: ["name", "age"],
    additionalProperties: false,
  };
  const ask = (content: string, body: Record<string, unknown>) => JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content }], ...body });
  const CHAT = "/client/v2/ai/chat/completions";
  /** What a frontend with tools and forms sends, each answered by the mock. */
  const TOOL_TRAFFIC: RecordedRequest[] = [
    { method: "POST", path: CHAT, headers: KEY, body: ask("What's the weather in Paris?", { tools: [WEATHER], tool_choice: "required" }) },
    { method: "POST", path: CHAT, headers: KEY, body: ask("What's the weather in Paris?", { tools: [WEATHER], tool_choice: "required", stream: true }) },
    { method: "POST", path: CHAT, headers: KEY, body: ask("Fill in a signup form for a new user.", { response_format: { type: "json_schema", json_schema: { name: "signup", strict: true, schema: FORM } } }) },
    // tool_choice auto: a call when the message names the tool, else prose; both are right.
    { method: "POST", path: CHAT, headers: KEY, body: ask("What's the weather in Lima?", { tools: [WEATHER], tool_choice: "auto" }) },
    { method: "POST", path: CHAT, headers: KEY, body: ask("Tell me a joke about cats.", { tools: [WEATHER], tool_choice: "auto" }) },
    { method: "POST", path: CHAT, headers: KEY, body: ask("Tell me a joke about cats.", { tools: [WEATHER], tool_choice: "auto", stream: true }) },
  ];
  let tools: Har;

  beforeAll(async () => {
    tools = await recordHarWithNode(mock.url, TOOL_TRAFFIC);
  }, 30_000);

  /** A copy of the tool HAR with one answer's JSON body edited. */
  function edited(index: number, edit: (body: { choices: { message: Record<string, unknown>; finish_reason: unknown }[] }) => void): Har {
    const copy = structuredClone(tools);
    const content = copy.log.entries[index]!.response.content!;
    const body = JSON.parse(content.text!) as { choices: { message: Record<string, unknown>; finish_reason: unknown }[] };
    edit(body);
    content.text = JSON.stringify(body);
    return copy;
  }
  const failuresOf = (report: ContractReport) => report.cases.flatMap((c) => c.failures.map((f) => [c.title, f.check, f.severity]));
  const strictConfig = () => ({ ...config(), strict: true });

  it("judges a recorded tool call, streamed tool call and structured output by the checks the live run gives them, and passes the mock's", async () => {
    const report = await checkHar(tools, { config: strictConfig() });
    expect(failuresOf(report)).toEqual([]);
    expect(passedOf(report, "toolCallsWellFormed")).toBe(2);
    expect(passedOf(report, "streamedToolCallsWellFormed")).toBe(1);
    expect(passedOf(report, "structuredOutputMatchesSchema")).toBe(1);
    // The tool-call stream is not judged as a stream of content; the prose stream is.
    expect(report.cases[1]?.checks.streamHasContent).toBeUndefined();
    expect(report.cases[5]?.checks.streamHasContent).toEqual({ passed: 1, errors: 0, warnings: 0 });
  });

  it("fails tool call arguments that are not a JSON document by toolCallsWellFormed alone (a warning, an error with --strict)", async () => {
    const copy = edited(0, (body) => ((body.choices[0]!.message.tool_calls as { function: { arguments: string } }[])[0]!.function.arguments = "{city: Paris"));
    expect(failuresOf(await checkHar(copy, { config: config() }))).toEqual([[`#1 POST ${CHAT} → 200`, "toolCallsWellFormed", "warning"]]);
    expect(failuresOf(await checkHar(copy, { config: strictConfig() }))).toEqual([[`#1 POST ${CHAT} → 200`, "toolCallsWellFormed", "error"]]);
  });

  it("fails a streamed tool call that does not close with finish_reason tool_calls by streamedToolCallsWellFormed alone", async () => {
    const copy = structuredClone(tools);
    const content = copy.log.entries[1]!.response.content!;
    expect(content.text).toContain('"finish_reason":"tool_calls"');
    content.text = content.text!.replace('"finish_reason":"tool_calls"', '"finish_reason":"stop"');
    expect(failuresOf(await checkHar(copy, { config: strictConfig() }))).toEqual([[`#2 POST ${CHAT} → 200`, "streamedToolCallsWellFormed", "error"]]);
  });

  it("fails a structured output that does not fit its schema by structuredOutputMatchesSchema alone", async () => {
    const copy = edited(2, (body) => (body.choices[0]!.message.content = JSON.stringify({ name: "Ada" })));
    expect(failuresOf(await checkHar(copy, { config: strictConfig() }))).toEqual([[`#3 POST ${CHAT} → 200`, "structuredOutputMatchesSchema", "error"]]);
  });

  it("does not blame a text answer to tool_choice auto, a refusal, a document max_tokens cut, or a strict: false schema's loose fit", async () => {
    const copy = structuredClone(tools);
    const answer = (index: number) => JSON.parse(copy.log.entries[index]!.response.content!.text!) as { choices: { message: Record<string, unknown>; finish_reason: unknown }[] };
    const form = copy.log.entries[2]!;
    const cut = answer(2);
    cut.choices[0]!.message.content = String(cut.choices[0]!.message.content).slice(0, 8);
    cut.choices[0]!.finish_reason = "length";
    const refusal = answer(2);
    refusal.choices[0]!.message = { role: "assistant", content: null, refusal: "I can't help with that." };
    const loose = structuredClone(form);
    const looseRequest = JSON.parse(loose.request.postData!.text!) as { response_format: { json_schema: { strict: boolean } } };
    looseRequest.response_format.json_schema.strict = false;
    loose.request.postData!.text = JSON.stringify(looseRequest);
    const looseAnswer = answer(2);
    looseAnswer.choices[0]!.message.content = JSON.stringify({ name: "Ada" });
    loose.response.content = { ...loose.response.content!, text: JSON.stringify(looseAnswer) };
    const cutEntry = structuredClone(form);
    cutEntry.response.content = { ...cutEntry.response.content!, text: JSON.stringify(cut) };
    const refusalEntry = structuredClone(form);
    refusalEntry.response.content = { ...refusalEntry.response.content!, text: JSON.stringify(refusal) };
    copy.log.entries.push(cutEntry, refusalEntry, loose);
    // The same cut document with finish_reason stop is a broken document.
    const brokenCut = structuredClone(cutEntry);
    const stopped = structuredClone(cut);
    stopped.choices[0]!.finish_reason = "stop";
    brokenCut.response.content = { ...brokenCut.response.content!, text: JSON.stringify(stopped) };
    copy.log.entries.push(brokenCut);
    const report = await checkHar(copy, { config: strictConfig() });
    expect(failuresOf(report)).toEqual([[`#10 POST ${CHAT} → 200`, "structuredOutputMatchesSchema", "error"]]);
    // tool_choice auto: #4 called the tool (judged), #5 and #6 answered in words (not judged as calls).
    expect(report.cases.map((c) => c.checks.toolCallsWellFormed?.passed ?? 0).slice(3, 6)).toEqual([1, 0, 0]);
    expect(passedOf(report, "structuredOutputMatchesSchema")).toBe(2);
  });

  it("lists a recorded 429 as the recorded answer the 429 check judged, not as retries run out", async () => {
    const copy = structuredClone(tools);
    copy.log.entries[0]!.response = {
      status: 429,
      headers: [{ name: "content-type", value: "application/json" }, { name: "retry-after", value: "2" }, { name: "x-request-id", value: "req-429" }],
      content: { mimeType: "application/json", text: JSON.stringify({ error: { code: "rate_limited", message: "Too many requests", type: "rate_limit_error" } }) },
    };
    const report = await checkHar(copy, { config: config() });
    expect([report.cases[0]?.status, report.cases[0]?.reason]).toEqual(["skipped", "rate limited: the recorded answer is 429, judged by retryAfterOn429 alone (recorded traffic is not retried)"]);
    expect(report.cases[0]?.checks.retryAfterOn429).toEqual({ passed: 1, errors: 0, warnings: 0 });
    expect(formatSummary(report, { color: false })).not.toMatch(/retries|CONTRACT_RATE_LIMIT_RETRIES/);
  });
});
