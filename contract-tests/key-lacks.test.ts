/**
 * A CONTRACT_API_KEY whose team lacks a feature (the mock's sk-mock-restricted: no OCR, no video,
 * no digital human) is the key's limit, not the gateway's fault: the cases that need the feature
 * are reported not run with the fix, the rest still decide, the restricted team's 403 is still
 * judged, and the run says it is not finished (exit 2) in every report, never "broke the
 * contract" (exit 1) nor PASS.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../cli/contract.ts";
import { loadConfig } from "./config.ts";
import { caseReason, grantedFeature, lackedFeature, runMessage, sameKeyNotRestricted } from "./key-lacks.ts";
import { unauthorizedTeamForbidden } from "./checks/unauthorizedTeamForbidden.ts";
import { notApplicableBecause } from "./checks/preconditions.ts";
import { runCase, type ContractCase, type SuiteContext } from "./runner.ts";
import { Target } from "./target.ts";
import { startMock, type RunningMock } from "./mock.ts";
import type { ContractReport } from "./report/model.ts";
import { context, errorBody, example, exchange } from "./testing/exchanges.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const config = loadConfig({});
const MAIN_KEY = { authorization: `Bearer ${config.apiKey}` };
const GENERATE = { operationId: "createGeneration", path: "/client/v2/ai/generations" } as const;

describe("lackedFeature", () => {
  it("reads a 403 to CONTRACT_API_KEY as its team lacking the request's feature", () => {
    const video = exchange({ ...GENERATE, status: 403, body: errorBody("forbidden"), requestHeaders: MAIN_KEY, labels: { modality: "video" } });
    const ocr = exchange({ operationId: "recognizeImageText", path: "/client/v2/ai-stack/image-to-text", status: 403, body: errorBody("forbidden"), requestHeaders: MAIN_KEY });
    const chat = exchange({ scenario: "invalid-parameters", status: 403, body: errorBody("forbidden"), requestHeaders: MAIN_KEY });
    expect([video, ocr, chat].map((e) => lackedFeature(e, config))).toEqual(["video", "ocr", "llm"]);
  });

  it("leaves alone the 403 the seed requires, another key's, a forced one and any other status", () => {
    const restricted = exchange({ ...GENERATE, scenario: "restricted-team", status: 403, body: errorBody("forbidden"), requestHeaders: MAIN_KEY, labels: { modality: "video" } });
    const forced = exchange({ ...GENERATE, scenario: "forced-status", status: 403, body: errorBody("forbidden"), requestHeaders: MAIN_KEY, labels: { modality: "video" } });
    const otherKey = exchange({ ...GENERATE, status: 403, body: errorBody("forbidden"), requestHeaders: { authorization: "Bearer sk-other" }, labels: { modality: "video" } });
    const refused = exchange({ ...GENERATE, status: 400, body: errorBody("invalid_request"), requestHeaders: MAIN_KEY, labels: { modality: "video" } });
    expect([restricted, forced, otherKey, refused].map((e) => lackedFeature(e, config))).toEqual([null, null, null, null]);
  });

  it("judges a 403 to CONTRACT_API_KEY for a feature the same key was answered 2xx for: the team has it, the 403 is the gateway's", () => {
    const granted = new Set<string>();
    const ok = exchange({ ...GENERATE, status: 200, requestHeaders: MAIN_KEY, labels: { modality: "video" } });
    const feature = grantedFeature(ok, config);
    expect(feature).toBe("video");
    granted.add(feature!);
    const forbidden = exchange({ ...GENERATE, scenario: "invalid-parameters", status: 403, body: errorBody("forbidden"), requestHeaders: MAIN_KEY, labels: { modality: "video" } });
    expect(lackedFeature(forbidden, config, granted)).toBeNull();
    expect(notApplicableBecause("invalidParametersRejected", forbidden, { config, isMock: false, granted })).toBeNull();
    // Before any 2xx for it, the same 403 is the key's limit.
    expect(lackedFeature(forbidden, config)).toBe("video");
    expect(notApplicableBecause("invalidParametersRejected", forbidden, { config, isMock: false, granted: new Set() })).toBe("answered 403 first");
    // A 403 that came before the 2xx: said, not blamed on the key.
    const cut = { keyLacks: ["video"] } as unknown as Parameters<typeof runMessage>[0][number];
    expect(runMessage([cut], granted)).toBe(
      "1 case not run in full: the gateway answered CONTRACT_API_KEY 403 for video generation before answering it 2xx for the same, so those 403s were not judged; check the gateway's team settings, and run again",
    );
  });

  it("a gateway answering 403 for invalid chat parameters, having answered the same key's chat 200, fails: a 403 is no cover for a broken rule", async () => {
    let calls = 0;
    const fetch = (async () => {
      calls++;
      const [status, body] = calls === 1 ? [200, example("ChatCompletion")] : [403, errorBody("forbidden", "permission_error")];
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "x-request-id": `r${calls}` } });
    }) as unknown as typeof globalThis.fetch;
    const suite: SuiteContext = { config, isMock: false, granted: new Set(), target: new Target({ baseUrl: "http://gw", apiKey: config.apiKey, fetch }) };
    const chat = { operationId: "createChatCompletion", method: "POST", path: "/client/v2/ai/chat/completions" } as const;
    const both: ContractCase = {
      group: "createChatCompletion",
      title: "answers a valid request, refuses an invalid one",
      profiles: ["full"],
      billable: 1,
      async run(ctx) {
        await ctx.send({ ...chat, scenario: "valid", json: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] }, labels: { modality: "llm" } });
        await ctx.send({ ...chat, scenario: "invalid-parameters", json: { model: "gpt-4o-mini", messages: [], temperature: 9 }, labels: { modality: "llm", mutation: "temperature 9" } });
      },
    };
    const result = await runCase(both, suite);
    expect(result.status).toBe("failed");
    expect(result.keyLacks).toBeUndefined();
    expect(result.failures.map((f) => f.check)).toContain("invalidParametersRejected");
  });

  it("says what to do: a key whose team may use the feature, or the model setting that skips it (none skips OCR's endpoint)", () => {
    expect(caseReason(["ocr"])).toBe(
      "not run for OCR: CONTRACT_API_KEY's team may not use it (the gateway answered 403); use a key whose team may use OCR in CONTRACT_API_KEY (--api-key)",
    );
    expect(caseReason(["digital_human", "video"])).toBe(
      "not run for digital human and video generation: CONTRACT_API_KEY's team may not use them (the gateway answered 403); use a key whose team may use digital human and video generation in CONTRACT_API_KEY (--api-key), or set CONTRACT_MODEL_DIGITAL_HUMAN, CONTRACT_MODEL_VIDEO to empty to skip what no team of this deployment may use",
    );
    expect(runMessage([])).toBeNull();
  });
});

describe("sameKeyNotRestricted", () => {
  it("a restricted-team request with CONTRACT_API_KEY let through: the key is not restricted, a configuration mistake, not the gateway's", () => {
    const through = exchange({ ...GENERATE, scenario: "restricted-team", status: 200, requestHeaders: MAIN_KEY, labels: { modality: "ocr" } });
    expect(sameKeyNotRestricted(through, config)).toBe(
      "CONTRACT_RESTRICTED_API_KEY or CONTRACT_NO_LLM_API_KEY is the same key as CONTRACT_API_KEY, whose team may use OCR: give a key of a team that may not use OCR (--restricted-api-key, --no-llm-api-key), or leave it unset to skip this check",
    );
    // Refused as the seed requires, or another key let through (the gateway's fault): judged as usual.
    const refused = exchange({ ...GENERATE, scenario: "restricted-team", status: 403, body: errorBody("forbidden"), requestHeaders: MAIN_KEY, labels: { modality: "ocr" } });
    const otherKey = exchange({ ...GENERATE, scenario: "restricted-team", status: 200, requestHeaders: { authorization: "Bearer sk-restricted" }, labels: { modality: "ocr" } });
    expect([refused, otherKey].map((e) => sameKeyNotRestricted(e, config))).toEqual([null, null]);
  });
});

describe("a restricted-team request another key let through", () => {
  it("fails the seed's check, and says the key given for the restricted team may be of a team that has the feature", () => {
    const through = (modality: "ocr" | "llm") =>
      exchange({ ...GENERATE, scenario: "restricted-team", status: 200, requestHeaders: { authorization: "Bearer sk-copied" }, labels: { modality } });
    expect(unauthorizedTeamForbidden.run(through("ocr"), context())?.message).toMatch(
      /\nEither the gateway does not refuse teams without OCR, or the key in CONTRACT_RESTRICTED_API_KEY is of a team that may use OCR: then give a key of a team that may not \(--restricted-api-key\)\.$/,
    );
    expect(unauthorizedTeamForbidden.run(through("llm"), context())?.message).toContain("CONTRACT_NO_LLM_API_KEY is of a team that may use LLM chat");
    // Refused, but not as the seed says (a 500): the gateway's answer alone, no word on the key.
    const broken = exchange({ ...GENERATE, scenario: "restricted-team", status: 500, body: errorBody("provider_error"), requestHeaders: { authorization: "Bearer sk-copied" }, labels: { modality: "ocr" } });
    expect(unauthorizedTeamForbidden.run(broken, context())?.message).not.toContain("Either");
  });
});

describe("the CLI with a key whose team lacks OCR, video and digital human", () => {
  let mock: RunningMock;
  let reports: string;

  beforeAll(async () => {
    mock = await startMock();
    reports = mkdtempSync(join(tmpdir(), "contract-key-lacks-"));
  }, 30_000);

  afterAll(async () => {
    await mock?.close();
    rmSync(reports, { recursive: true, force: true });
  });

  const run = async (profile: string) => {
    const dir = join(reports, profile);
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l), color: false };
    const argv = ["--base-url", mock.url, "--api-key", "sk-mock-restricted", "--profile", profile, "--report-dir", dir, "--junit", join(dir, "junit.xml"), "--json", join(dir, "report.json")];
    const code = await main(argv, io, {});
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8")) as ContractReport;
    return { code, out: out.join("\n"), err: err.join("\n"), report, junit: readFileSync(join(dir, "junit.xml"), "utf8") };
  };

  it("full: no violation for what the key may not use, the rest decided, the restricted team's 403 still judged; exit 2, not finished, in every report", async () => {
    const { code, out, err, report, junit } = await run("full");
    expect(report.summary.errors, out).toBe(0);
    expect(code).toBe(2);
    expect(report.summary.passed).toBe(false);
    expect(report.incomplete).toMatch(/^\d+ cases not run in full: CONTRACT_API_KEY's team may not use digital human, OCR and video generation \(the gateway answered 403\); use a key whose team may use digital human, OCR and video generation in CONTRACT_API_KEY \(--api-key\)/);
    const ocr = report.cases.find((c) => c.title === "reads lines from a base64 PNG")!;
    expect(ocr).toMatchObject({ status: "skipped", keyLacks: ["ocr"], reason: expect.stringContaining("use a key whose team may use OCR") });
    // What the key may use still ran and passed; the 403 the seed requires of a restricted team is checked.
    expect(report.cases.filter((c) => c.status === "passed").length).toBeGreaterThan(20);
    expect(report.checks.find((c) => c.name === "unauthorizedTeamForbidden")).toMatchObject({ status: "pass", errors: 0 });
    expect(out).toMatch(/NOT FINISHED: \d+ cases not run in full: CONTRACT_API_KEY's team may not use digital human, OCR/);
    expect(out).not.toMatch(/^PASS|^FAIL/m);
    expect(err).toMatch(/\[contract\] Not finished: .*Exit status 2/);
    expect(junit).toContain('<testcase name="the contract suite could finish"');
    expect(junit).toMatch(/<skipped message="not run for OCR: CONTRACT_API_KEY&apos;s team may not use it/);
  }, 120_000);

  it("the full-featured key given as the restricted one too: the team checks are skipped saying so, not failed", async () => {
    const dir = join(reports, "same-key");
    const argv = ["--base-url", mock.url, "--api-key", "sk-mock-default", "--restricted-api-key", "sk-mock-default", "--no-llm-api-key", "sk-mock-default", "--profile", "full", "--report-dir", dir, "--json", join(dir, "report.json")];
    const code = await main(argv, { out: () => {}, err: () => {}, color: false }, {});
    const report = JSON.parse(readFileSync(join(dir, "report.json"), "utf8")) as ContractReport;
    expect(report.cases.filter((c) => c.failures.some((f) => f.check === "unauthorizedTeamForbidden"))).toEqual([]);
    const teamCases = report.cases.filter((c) => / with 403 forbidden$/.test(c.title));
    expect(teamCases.map((c) => c.title).sort()).toEqual(["refuses a team without LLM chat with 403 forbidden", "refuses a team without OCR with 403 forbidden", "refuses a team without the feature with 403 forbidden"]);
    for (const c of teamCases) expect(c, c.title).toMatchObject({ status: "skipped", reason: expect.stringContaining("is the same key as CONTRACT_API_KEY") });
    expect(code).toBe(0);
  }, 120_000);

  it("smoke: the OCR case is not run for the key, not a warning about CONTRACT_INPUT_OCR, and the run is not a PASS", async () => {
    const { code, out, report } = await run("smoke");
    expect(code).toBe(2);
    expect(report.summary.warnings).toBe(0);
    expect(out).not.toContain("CONTRACT_INPUT_OCR");
    expect(report.cases.find((c) => c.title === "reads lines from a base64 PNG")).toMatchObject({ status: "skipped", keyLacks: ["ocr"] });
  }, 60_000);
});

describe("the vitest route (npm run test:contract) with a key whose team lacks OCR", () => {
  it("fails the cases it could not run, saying the run did not finish, and still passes what the key may use", async () => {
    const mock = await startMock();
    const reports = mkdtempSync(join(tmpdir(), "contract-key-lacks-vitest-"));
    try {
      const vitest = fileURLToPath(new URL("../node_modules/vitest/vitest.mjs", import.meta.url));
      const args = [vitest, "run", "--project", "integration", "contract-tests/recognizeImageText.contract.test.ts", "--reporter=json"];
      const env = { ...process.env, CONTRACT_BASE_URL: mock.url, CONTRACT_API_KEY: "sk-mock-restricted", CONTRACT_REPORT_DIR: reports, KIT_PACK_RUN: "" };
      // Not spawnSync: the mock answers from this process, so its event loop must keep running.
      const child = await promisify(execFile)(process.execPath, args, { cwd: ROOT, env, encoding: "utf8", timeout: 120_000, maxBuffer: 32 * 1024 * 1024 }).then(
        ({ stdout }) => ({ stdout, code: 0 }),
        (error: { stdout?: string; code?: number }) => ({ stdout: error.stdout ?? "", code: error.code }),
      );
      const json = JSON.parse(child.stdout.slice(child.stdout.indexOf("{"))) as { testResults: { assertionResults: { title: string; status: string; failureMessages: string[] }[] }[] };
      const tests = json.testResults.flatMap((file) => file.assertionResults);
      const base64 = tests.find((t) => t.title === "reads lines from a base64 PNG")!;
      expect(base64.status).toBe("failed");
      expect(base64.failureMessages.join("")).toContain("not finished: not run for OCR: CONTRACT_API_KEY's team may not use it");
      expect(base64.failureMessages.join("")).toContain("`ai-gateway-kit contract` exits 2 on this");
      // The restricted team's 403, which the key can show, is still judged, and passes.
      expect(tests.find((t) => t.title === "refuses a team without OCR with 403 forbidden")?.status).toBe("passed");
      expect(child.code).toBe(1);
    } finally {
      await mock.close();
      rmSync(reports, { recursive: true, force: true });
    }
  }, 150_000);
});
