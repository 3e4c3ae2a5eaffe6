/**
 * vitest glue: runs a group's cases (one file per operation) through runSuite, the entry the CLI
 * and the library run, and shows each case's result as one test named by its sentence; writes
 * the group's results for the report.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { casesFor } from "./cases/index.ts";
import { loadConfig, redactConfig, type ContractConfig } from "./config.ts";
import { startMock, type RunningMock } from "./mock.ts";
import { formatFailures } from "./report/format.ts";
import { outOfProfile, type CaseResult } from "./runner.ts";
import { runSuite, type SuiteOptions, type SuiteRun } from "./suite.ts";
import { Budget } from "./target.ts";

/** What global-setup.ts hands the test files. */
export interface Provided {
  baseUrl: string;
  startedMock: boolean;
  partsDir: string;
  /** Set when the mock could not be started. */
  error?: string;
}

/** One group's results, as written for the report. */
export interface Part {
  group: string;
  config: ContractConfig;
  isMock: boolean;
  results: CaseResult[];
}

declare module "vitest" {
  export interface ProvidedContext {
    contract: Provided;
  }
}

/** Where a group runs: the suite options of its target, and where its results go. */
interface Shared {
  options: SuiteOptions;
  partsDir: string | null;
}

// One budget per worker: every group of the worker draws on it, so CONTRACT_MAX_REQUESTS caps the run.
const budget = new Budget(loadConfig().maxRequests);
let shared: Promise<Shared> | undefined;
let ownMock: Promise<RunningMock> | undefined;
let users = 0;

async function acquire(): Promise<Shared> {
  users++;
  shared ??= (async () => {
    const config = loadConfig();
    const provided = inject("contract") as Provided | undefined;
    if (provided?.error) throw new Error(provided.error);
    if (provided) {
      const options = { config: { ...config, baseUrl: provided.baseUrl }, budget, ...(provided.startedMock ? { startedMockUrl: provided.baseUrl } : {}) };
      return { options, partsDir: provided.partsDir };
    }
    // Without the global setup (a config that does not reference it): start a mock here.
    if (config.baseUrlGiven) return { options: { config, budget }, partsDir: null };
    ownMock ??= startMock();
    const mock = await ownMock;
    return { options: { config, budget, startedMockUrl: mock.url }, partsDir: null };
  })();
  return shared;
}

async function release(): Promise<void> {
  if (--users > 0) return;
  const mock = ownMock;
  shared = undefined;
  ownMock = undefined;
  if (mock) await (await mock).close();
}

/**
 * Why a skipped case means the run did not finish, or null for a skip its configuration asked for
 * (no second team's key, no video model). The CLI exits 2 on these (live-run.ts); under vitest
 * the case fails with the reason, so a run that could not do all it should never reads as green.
 */
function notFinished(run: SuiteRun, result: CaseResult): string | null {
  const cut = run.gone && /^not (run|finished): /.test(result.reason ?? "");
  if (!result.keyLacks && !result.unavailable && !cut) return null;
  const why = run.gone?.message ?? run.keyLacks?.message ?? run.unanswered?.message;
  return `not finished: ${result.reason}${why ? ` (${why})` : ""}. \`ai-gateway-kit contract\` exits 2 on this: the run could not do all it should.`;
}

/**
 * Registers the contract cases of a group as tests named by their sentences. The group runs once,
 * through runSuite, before its tests; each test then tells its case's result, so a failure still
 * names its case. Cases a name filter (`vitest -t`) leaves out are not run.
 * @example contractTests("createChatCompletion");
 */
export function contractTests(group: string): void {
  const cases = casesFor(group);
  const config = loadConfig();
  let context: Shared | undefined;
  let run: SuiteRun | undefined;
  const results: (CaseResult | undefined)[] = new Array(cases.length);

  describe(group, () => {
    beforeAll(async ({}, suite) => {
      context = await acquire();
      // The tests vitest will run (the profile's, minus what a name filter leaves out), in declared
      // order: the group's tests are registered one per case, in the cases' order.
      const selected = cases.flatMap((_, index) => (suite.tasks[index]?.mode === "run" ? [index] : []));
      run = await runSuite({ ...context.options, cases: selected.map((index) => cases[index]!) });
      run.results.forEach((result, at) => (results[selected[at]!] = result));
    }, (config.taskTimeoutMs + 60_000) * cases.length);

    afterAll(async () => {
      if (context?.partsDir && run) {
        const part: Part = {
          group,
          config: redactConfig(run.suite.config),
          isMock: run.suite.isMock,
          results: cases.map((c, index) => results[index] ?? outOfProfile(c, run!.suite.config)),
        };
        mkdirSync(context.partsDir, { recursive: true });
        writeFileSync(join(context.partsDir, `${group}.json`), JSON.stringify(part));
      }
      if (context) await release();
    });

    cases.forEach((contractCase, index) => {
      const inProfile = contractCase.profiles.includes(config.profile);
      (inProfile ? it : it.skip)(contractCase.title, ({ skip }) => {
        const result = results[index];
        if (!result) throw new Error("the case did not run (see the group's setup error)");
        if (result.status === "skipped") {
          const unfinished = notFinished(run!, result);
          if (unfinished) throw new Error(unfinished);
          skip(result.reason);
        }
        if (result.status === "failed") {
          const errors = result.failures.filter((f) => f.severity === "error");
          throw new Error(errors.length > 0 ? `\n${formatFailures(errors)}` : (result.reason ?? "the case failed"));
        }
      });
    });
  });
}
