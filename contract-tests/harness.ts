/**
 * vitest glue: registers one test per contract case of a group (one file per operation),
 * shares one suite context per worker, and writes the group's results for the report.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, inject, it } from "vitest";
import { casesFor } from "./cases/index.ts";
import { loadConfig, redactConfig, type ContractConfig } from "./config.ts";
import { startMock, type RunningMock } from "./mock.ts";
import { formatFailures } from "./report/format.ts";
import { outOfProfile, runCase, type CaseResult, type SuiteContext } from "./runner.ts";
import { createSuite } from "./suite.ts";
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

interface Shared {
  suite: SuiteContext;
  partsDir: string | null;
}

// One budget per worker: the CLI runs every file in one worker, so CONTRACT_MAX_REQUESTS caps the run.
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
      const suite = await createSuite({ config: { ...config, baseUrl: provided.baseUrl }, budget, ...(provided.startedMock ? { startedMockUrl: provided.baseUrl } : {}) });
      return { suite, partsDir: provided.partsDir };
    }
    // Without the global setup (a config that does not reference it): start a mock here.
    if (config.baseUrlGiven) return { suite: await createSuite({ config, budget }), partsDir: null };
    ownMock ??= startMock();
    const mock = await ownMock;
    return { suite: await createSuite({ config, budget, startedMockUrl: mock.url }), partsDir: null };
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
 * Registers the contract cases of a group as tests named by their sentences.
 * @example contractTests("createChatCompletion");
 */
export function contractTests(group: string): void {
  const cases = casesFor(group);
  const config = loadConfig();
  const results: (CaseResult | undefined)[] = new Array(cases.length);
  let context: Shared | undefined;

  beforeAll(async () => {
    context = await acquire();
  }, 60_000);

  afterAll(async () => {
    if (context?.partsDir) {
      const part: Part = {
        group,
        config: redactConfig(context.suite.config),
        isMock: context.suite.isMock,
        results: Array.from(cases, (c, i) => results[i] ?? outOfProfile(c, context!.suite.config)),
      };
      mkdirSync(context.partsDir, { recursive: true });
      writeFileSync(join(context.partsDir, `${group}.json`), JSON.stringify(part));
    }
    await release();
  });

  // Under a request cap the cases run one by one in their declared order (the cheap, telling
  // ones first, the bulk ones last), so what the cap leaves out is predictable.
  const run = Number.isFinite(config.maxRequests) ? it : it.concurrent;
  describe(group, () => {
    cases.forEach((contractCase, index) => {
      const inProfile = contractCase.profiles.includes(config.profile);
      (inProfile ? run : it.skip)(
        contractCase.title,
        async ({ skip }) => {
          const result = await runCase(contractCase, context!.suite);
          results[index] = result;
          if (result.status === "skipped") skip(result.reason);
          if (result.status === "failed") {
            const errors = result.failures.filter((f) => f.severity === "error");
            throw new Error(errors.length > 0 ? `\n${formatFailures(errors)}` : (result.reason ?? "the case failed"));
          }
        },
        config.taskTimeoutMs + 60_000,
      );
    });
  });
}
