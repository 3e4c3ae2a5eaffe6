/**
 * The CLI is a program: it runs the cases in-process (no vitest), prints progress and the
 * summary, and writes each run's reports into a folder of its own, so parallel runs never meet.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "./contract.ts";
import { startMock, type RunningMock } from "../contract-tests/mock.ts";
import type { ContractReport } from "../contract-tests/report/model.ts";

let mock: RunningMock;
let reports: string;

beforeAll(async () => {
  mock = await startMock();
  reports = mkdtempSync(join(tmpdir(), "contract-cli-"));
}, 30_000);

afterAll(async () => {
  await mock?.close();
  rmSync(reports, { recursive: true, force: true });
});

function captured(): { lines: string[]; errors: string[]; io: { out(l: string): void; err(l: string): void; color: boolean } } {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, io: { out: (l) => lines.push(l), err: (l) => errors.push(l), color: false } };
}

const runDirs = (dir: string) => readdirSync(dir).filter((name) => name.startsWith("run-"));

describe("ai-gateway-kit contract", () => {
  it("lists every setting, the inputs a gateway accepts among them, and --har in --help", async () => {
    const { lines, io } = captured();
    expect(await main(["--help"], io, {})).toBe(0);
    const help = lines.join("\n");
    for (const name of ["CONTRACT_INPUT_IMAGE", "CONTRACT_INPUT_VIDEO", "CONTRACT_INPUT_TTS", "CONTRACT_INPUT_STT", "CONTRACT_INPUT_DIGITAL_HUMAN", "CONTRACT_INPUT_OCR", "--input-tts", "--har", "contract.config.json", "CONTRACT_RATE_LIMIT_RETRIES"]) {
      expect(help).toContain(name);
    }
  });

  it("refuses an unknown option with exit status 2", async () => {
    const { errors, io } = captured();
    expect(await main(["--base-ulr", "x"], io, {})).toBe(2);
    expect(errors.join("\n")).toMatch(/unknown option --base-ulr/);
  });

  it("runs the suite in-process, prints progress and the summary, and writes the run's reports into their own folder", async () => {
    const dir = join(reports, "single");
    const { lines, io } = captured();
    const status = await main(["--base-url", mock.url, "--profile", "smoke", "--report-dir", dir], io, {});
    const output = lines.join("\n");
    expect(output).toMatch(/\d+\/\d+$/m);
    expect(output).toContain("PASS: no error-level violations");
    expect(status).toBe(0);
    const [run] = runDirs(dir);
    const report = JSON.parse(readFileSync(join(dir, run!, "report.json"), "utf8")) as ContractReport;
    expect(report).toMatchObject({ profile: "smoke", target: { baseUrl: mock.url, isMock: true } });
    expect(existsSync(join(dir, run!, "junit.xml"))).toBe(true);
    expect(readdirSync(dir).filter((name) => name.startsWith("."))).toEqual([]);
  }, 60_000);

  it("keeps the reports of runs in parallel apart, each whole", async () => {
    const dir = join(reports, "parallel");
    const runs = await Promise.all(
      ["smoke", "smoke", "smoke"].map((profile, i) => main(["--base-url", mock.url, "--profile", profile, "--report-dir", dir, "--seed", String(i + 1)], captured().io, {})),
    );
    expect(runs).toEqual([0, 0, 0]);
    const seeds = runDirs(dir).map((run) => (JSON.parse(readFileSync(join(dir, run, "report.json"), "utf8")) as ContractReport).seed);
    expect(seeds.sort()).toEqual([1, 2, 3]);
  }, 60_000);

  it("exits 1 when an error-level check fails", async () => {
    const dir = join(reports, "failing");
    // An LLM model the mock does not have: the valid chat requests are answered 404.
    const status = await main(["--base-url", mock.url, "--model-llm", "contract-no-such-llm", "--profile", "smoke", "--report-dir", dir], captured().io, {});
    expect(status).toBe(1);
  }, 60_000);

  it("copies the JUnit and JSON reports to the paths --junit and --json name", async () => {
    const dir = join(reports, "copies");
    const junit = join(dir, "ci", "junit.xml");
    const json = join(dir, "ci", "report.json");
    expect(await main(["--base-url", mock.url, "--profile", "smoke", "--report-dir", dir, "--junit", junit, "--json", json], captured().io, {})).toBe(0);
    expect(readFileSync(junit, "utf8")).toMatch(/<testsuites[\s>]/);
    expect((JSON.parse(readFileSync(json, "utf8")) as ContractReport).profile).toBe("smoke");
  }, 60_000);

  it("targets http://HOST:PORT without a base URL, as the mock reads PORT and HOST", async () => {
    const { port, hostname } = new URL(mock.url);
    const dir = join(reports, "port");
    expect(await main(["--profile", "smoke", "--report-dir", dir], captured().io, { PORT: port, HOST: hostname })).toBe(0);
    const [run] = runDirs(dir);
    expect((JSON.parse(readFileSync(join(dir, run!, "report.json"), "utf8")) as ContractReport).target.baseUrl).toBe(mock.url);
  }, 60_000);

  it("lets a base URL in the config file win over PORT and HOST (a shell's, for its mock), and --port win over the file", async () => {
    const dir = join(reports, "file-over-port");
    const file = join(reports, "gw.json");
    writeFileSync(file, JSON.stringify({ CONTRACT_BASE_URL: mock.url }));
    // PORT points at nothing listening: were it to win, the run would stop with exit 2.
    expect(await main(["--profile", "smoke", "--report-dir", dir], captured().io, { CONTRACT_CONFIG: file, PORT: "9", HOST: "127.0.0.1" })).toBe(0);
    const [run] = runDirs(dir);
    expect((JSON.parse(readFileSync(join(dir, run!, "report.json"), "utf8")) as ContractReport).target.baseUrl).toBe(mock.url);
    const byFlag = captured();
    expect(await main(["--profile", "smoke", "--report-dir", dir, "--port", "9"], byFlag.io, { CONTRACT_CONFIG: file })).toBe(2);
    expect(byFlag.errors.join("\n")).toContain("127.0.0.1:9");
  }, 60_000);

  it("names a setting read from the config file by the file, not as a CI variable", async () => {
    const file = join(reports, "empty-url.json");
    writeFileSync(file, JSON.stringify({ CONTRACT_BASE_URL: "" }));
    const empty = captured();
    expect(await main(["--report-dir", join(reports, "file-empty")], empty.io, { CONTRACT_CONFIG: file, PORT: "4010" })).toBe(2);
    expect(empty.errors).toEqual([`ai-gateway-kit contract: CONTRACT_BASE_URL in ${file} is empty (give the gateway's URL, e.g. https://gw.example.com, or leave it out to test a mock at http://127.0.0.1:4010)`]);
    writeFileSync(file, JSON.stringify({ CONTRACT_BASE_URL: "gw.example.com" }));
    const schemeless = captured();
    expect(await main(["--report-dir", join(reports, "file-empty")], schemeless.io, { CONTRACT_CONFIG: file })).toBe(2);
    expect(schemeless.errors[0]).toMatch(new RegExp(`^ai-gateway-kit contract: CONTRACT_BASE_URL in ${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")} is not a URL`));
  });

  it("names a setting in an error as the user gave it, the flag or the variable, and suggests the scheme a base URL lacks", async () => {
    const byFlag = captured();
    expect(await main(["--base-url", "127.0.0.1:4640"], byFlag.io, {})).toBe(2);
    expect(byFlag.errors).toEqual(['ai-gateway-kit contract: --base-url is not a URL: "127.0.0.1:4640" has no scheme; did you mean http://127.0.0.1:4640?']);
    const byVariable = captured();
    expect(await main([], byVariable.io, { CONTRACT_BASE_URL: "127.0.0.1:4640" })).toBe(2);
    expect(byVariable.errors).toEqual(['ai-gateway-kit contract: CONTRACT_BASE_URL is not a URL: "127.0.0.1:4640" has no scheme; did you mean http://127.0.0.1:4640?']);
    const profile = captured();
    expect(await main(["--profile", "medium"], profile.io, { CONTRACT_PROFILE: "smoke" })).toBe(2);
    expect(profile.errors).toEqual(['ai-gateway-kit contract: --profile must be smoke or full, got "medium"']);
  });

  it("refuses an empty CONTRACT_BASE_URL in one line, exit 2, rather than testing another target (even with PORT set)", async () => {
    const { errors, io } = captured();
    const dir = join(reports, "empty-base-url");
    expect(await main(["--profile", "smoke", "--report-dir", dir], io, { CONTRACT_BASE_URL: "", PORT: new URL(mock.url).port })).toBe(2);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^ai-gateway-kit contract: CONTRACT_BASE_URL is set but empty \(set it to the gateway's URL/);
    // No case ran; the CI test tab gets the one errored testcase saying why.
    const [runDir] = readdirSync(dir).filter((d) => d.startsWith("run-"));
    expect(readFileSync(join(dir, runDir!, "junit.xml"), "utf8")).toMatch(/<error message="[^"]*CONTRACT_BASE_URL is set but empty/);
    expect(readFileSync(join(dir, runDir!, "junit.xml"), "utf8")).not.toMatch(/<testcase name="(?!the contract suite could run)/);
  });

  it("says once, in each report of a run that could not happen, what exit status 2 means", async () => {
    // A port nothing listens on: bound, then closed.
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    await new Promise((resolve) => server.close(resolve));
    const dir = join(reports, "refused");
    expect(await main(["--base-url", `http://127.0.0.1:${port}`, "--report-dir", dir], captured().io, {})).toBe(2);
    const [run] = readdirSync(dir).filter((d) => d.startsWith("run-"));
    // junit.xml: the error's text (its message attribute is the reason's first line); summary.txt: all of it.
    const junit = /<error [^>]*>([\s\S]*?)<\/error>/.exec(readFileSync(join(dir, run!, "junit.xml"), "utf8"))![1]!;
    const summary = readFileSync(join(dir, run!, "summary.txt"), "utf8");
    for (const text of [junit, summary]) expect(text.match(/No case was run; exit status 2 means/g)).toHaveLength(1);
  });

  it("checks a HAR with the live step's env: an empty CONTRACT_BASE_URL or CONTRACT_API_KEY (a variable the repository lacks) names no target of --har", async () => {
    const dir = join(reports, "har-empty-target");
    mkdirSync(dir, { recursive: true });
    const har = join(dir, "traffic.har");
    const users = { request: { method: "GET", url: "https://gw.example.com/api/users", headers: [] }, response: { status: 200, headers: [{ name: "content-type", value: "application/json" }], content: { mimeType: "application/json", text: '{"users":[],"total":0}' } } };
    writeFileSync(har, JSON.stringify({ log: { version: "1.2", entries: [users] } }));
    const { errors, io } = captured();
    const code = await main(["--har", har, "--report-dir", dir, "--json", join(dir, "report.json")], io, { CONTRACT_BASE_URL: "", CONTRACT_API_KEY: "" });
    expect(errors.join("\n")).not.toContain("set but empty");
    expect(code).not.toBe(2);
    expect(JSON.parse(readFileSync(join(dir, "report.json"), "utf8")).har).toMatchObject({ checked: 1 });
  });

  it("says in one line that a HAR file is missing, exit 2", async () => {
    const { errors, io } = captured();
    expect(await main(["--har", "/nonexistent.har", "--report-dir", join(reports, "no-har")], io, {})).toBe(2);
    expect(errors).toEqual(["ai-gateway-kit contract: --har: no such file /nonexistent.har"]);
  });
});
