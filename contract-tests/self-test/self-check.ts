/**
 * `contract --self-check`: what the suite can and cannot catch with a team's own settings. Our
 * mock is started in-process and shown to the suite as a real gateway would be (no control
 * surface, no Prefer), behind the fault proxy: once per defect of our catalogue (the run must
 * fail, by the check the defect names) and once per legal variant, ours and the team's own from
 * contract.config.json `variants` (the run must not fail). The settings that shape a run are the
 * team's (profile, strict, stream budgets, which modalities and extra keys they have); the keys
 * and model ids are the mock's, and task timing is the mock's quick one.
 */
import { loadConfig, MOCK_KEYS, MOCK_MODELS, MODALITIES, type ContractConfig, type Modality } from "../config.ts";
import { ALL_CASES } from "../cases/index.ts";
import { formatSelfCheck, type SelfCheckReport } from "../report/self-check.ts";
import type { ContractReport } from "../report/model.ts";
import { suiteReport } from "../suite.ts";
import { runSuite } from "../suite.ts";
import { DEFECTS, SELF_TEST_MAX_BODY_BYTES } from "./defects.ts";
import { startFaultProxy, type Defect, type ProxyRewrite } from "./fault-proxy.ts";
import { userVariant } from "./user-variants.ts";
import { asProxyRewrite, LEGAL_VARIANTS, type LegalVariant } from "./variants.ts";

interface RunningMock {
  url: string;
  close(): Promise<void>;
}

/** Starts the mock in this process: its sources in a checkout, its compiled modules from the package. */
async function startMock(): Promise<RunningMock> {
  const extension = import.meta.url.endsWith(".ts") ? "ts" : "js";
  const { startServer } = (await import(new URL(`../../mocks/transports/http/server.${extension}`, import.meta.url).href)) as {
    startServer(options: { port: number; host: string; config?: Record<string, unknown> }): Promise<RunningMock>;
  };
  return startServer({ port: 0, host: "127.0.0.1", config: { taskDurationMs: 300, streamTtftMs: 0, streamTokensPerSecond: 0, logLevel: "silent" } });
}

/**
 * The team's configuration, pointed at the mock: their profile, strictness, budgets and skipped
 * modalities; the mock's keys (only where the team has such a key) and models.
 */
export function selfCheckConfig(user: ContractConfig, baseUrl: string, env: Record<string, string> = {}): ContractConfig {
  const models = Object.fromEntries(MODALITIES.map((m) => [m, user.models[m] === null ? null : MOCK_MODELS[m]])) as Record<Modality, string | null>;
  const ofVariant = loadConfig(env);
  return {
    ...user,
    baseUrl,
    baseUrlGiven: true,
    apiKey: MOCK_KEYS.apiKey,
    restrictedApiKey: user.restrictedApiKey ? MOCK_KEYS.restrictedApiKey : null,
    otherApiKey: user.otherApiKey ? MOCK_KEYS.otherApiKey : null,
    noLlmApiKey: user.noLlmApiKey ? MOCK_KEYS.noLlmApiKey : null,
    // The restricted mock key lacks the mock's restricted features, whatever the team's lacks.
    restrictedFeatures: ["ocr", "video", "digital_human"],
    models,
    // The team's inputs are for their gateway; the variants' own are for the variants.
    inputs: ofVariant.inputs,
    mockInputs: false,
    imageUrlGiven: false,
    audioUrlGiven: false,
    taskTimeoutMs: 4000,
    pollIntervalMs: 25,
    // The mock's bodies are small; the "huge body" defect pads past this, not past 32 MiB.
    maxBodyBytes: SELF_TEST_MAX_BODY_BYTES,
    requestTimeoutMs: 30_000,
    maxRequests: Number.POSITIVE_INFINITY,
    rateLimitRetries: env.CONTRACT_RATE_LIMIT_RETRIES ? ofVariant.rateLimitRetries : user.rateLimitRetries,
    rateLimitMaxWaitMs: Math.min(env.CONTRACT_RATE_LIMIT_MAX_WAIT_MS ? ofVariant.rateLimitMaxWaitMs : user.rateLimitMaxWaitMs, 50),
    variants: [],
  };
}

/** The mock hidden as a real gateway, with a defect's rewrites on top. */
function plainWith(defect: Defect): Defect {
  const plain = asProxyRewrite({ name: defect.name, legalBecause: "-" });
  return {
    ...defect,
    request: (request) => {
      const hidden = plain.request!(request);
      if ("status" in hidden) return hidden;
      return defect.request ? defect.request(hidden) : hidden;
    },
  };
}

/**
 * Error-level checks of a run, and the cases that broke. `seedOnly`: only errors of seed rules
 * count (under --strict a designed fill is an error by the user's choice, and our variants depart
 * from designed fills on purpose).
 */
async function errorsOf(mockUrl: string, rewrite: ProxyRewrite, config: (url: string) => ContractConfig, groups?: readonly string[], seedOnly = false): Promise<string[]> {
  const proxy = await startFaultProxy(mockUrl, rewrite);
  try {
    const cases = groups ? ALL_CASES.filter((c) => groups.includes(c.group)) : ALL_CASES;
    const { report } = await runSuite({ config: config(proxy.url), cases });
    const errors = report.cases.flatMap((c) => c.failures.filter((f) => f.severity === "error" && (!seedOnly || f.provenance === "seed")).map((f) => f.check));
    const broken = report.cases.filter((c) => c.status === "failed" && c.failures.every((f) => f.severity !== "error")).map(() => "caseBroke");
    return [...new Set([...errors, ...broken])];
  } finally {
    await proxy.close();
  }
}

/** Runs `work` over `items`, `concurrency` at a time, keeping the order of results. */
async function pool<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}

export interface SelfCheckOptions {
  /** Told as each defect or variant is done ("defect 3/54"). */
  onProgress?(line: string): void;
  concurrency?: number;
  defects?: readonly Defect[];
  variants?: readonly (() => LegalVariant)[];
}

/**
 * Runs the defect and legal-variant catalogues under a configuration.
 * @example const report = await runSelfCheck(loadConfig(resolveEnv([]))); console.log(formatSelfCheck(report));
 */
export async function runSelfCheck(user: ContractConfig, options: SelfCheckOptions = {}): Promise<SelfCheckReport> {
  const defects = options.defects ?? DEFECTS;
  // Ours depart from designed fills on purpose; the team's own must raise no error at all.
  const variants = [
    ...(options.variants ?? LEGAL_VARIANTS).map((make) => ({ variant: make(), seedOnly: true })),
    ...user.variants.map((raw, index) => ({ variant: userVariant(raw, index), seedOnly: false })),
  ];
  const concurrency = options.concurrency ?? 4;
  const mock = await startMock();
  try {
    let done = 0;
    const missed: SelfCheckReport["defects"]["missed"] = [];
    const caught = await pool(defects, concurrency, async (defect) => {
      const checks = await errorsOf(mock.url, plainWith(defect), (url) => selfCheckConfig(user, url), defect.groups);
      options.onProgress?.(`[contract] self-check: defect ${++done}/${defects.length}`);
      const hit = defect.caughtBy ? checks.includes(defect.caughtBy) : checks.length > 0;
      if (!hit) missed.push({ name: defect.name, expected: defect.caughtBy ?? "any error-level check", got: checks });
      return hit;
    });
    done = 0;
    const falseAlarms: SelfCheckReport["variants"]["falseAlarms"] = [];
    await pool(variants, concurrency, async ({ variant, seedOnly }) => {
      const errors = await errorsOf(mock.url, asProxyRewrite(variant), (url) => selfCheckConfig(user, url, variant.env), undefined, seedOnly);
      options.onProgress?.(`[contract] self-check: variant ${++done}/${variants.length}`);
      if (errors.length > 0) falseAlarms.push({ name: variant.name, errors });
    });
    return {
      profile: user.profile,
      defects: { total: defects.length, caught: caught.filter(Boolean).length, missed: missed.sort((a, b) => a.name.localeCompare(b.name)) },
      variants: { total: variants.length, falseAlarms: falseAlarms.sort((a, b) => a.name.localeCompare(b.name)) },
    };
  } finally {
    await mock.close();
  }
}

/** The CLI's line per missed defect, with the check it needs and what failed instead. */
export function missedLines(result: SelfCheckReport): string[] {
  return result.defects.missed.map((miss) => `  missed: ${miss.name} (needs ${miss.expected}${miss.got.length > 0 ? `; got ${miss.got.join(", ")}` : ""})`);
}

/** The CLI's last line: "[contract] self-check: catches N/M defects, 0/K false alarms". */
export function summaryLine(result: SelfCheckReport): string {
  return `[contract] self-check: ${formatSelfCheck(result)}`;
}

/**
 * The CLI's `--self-check`: prints progress, "catches N/M defects, 0/K false alarms", what was
 * missed and why, writes report.json (its `selfCheck`) with the run's other reports; exits 0
 * when no variant raised a false alarm, 1 when one did (a missed defect is information).
 */
export async function selfCheckMain(config: ContractConfig, io: { out(line: string): void; err(line: string): void }, writeReport: (report: ContractReport) => string): Promise<number> {
  const startedAt = new Date();
  const started = performance.now();
  io.out(`[contract] self-check: our defect and legal-variant catalogues against the in-process mock, profile ${config.profile}${config.strict ? " · strict" : ""}, your ${config.variants.length} variant(s)`);
  const result = await runSelfCheck(config, {
    onProgress: (line) => {
      // One line per tenth of each catalogue, so a CI log stays short.
      const [n, total] = /(\d+)\/(\d+)$/.exec(line)!.slice(1).map(Number) as [number, number];
      if (n === total || n % Math.max(1, Math.floor(total / 10)) === 0) io.out(line);
    },
  });
  const report = suiteReport([], { config, isMock: true, startedMock: true, startedAt, durationMs: Math.round(performance.now() - started) });
  report.selfCheck = result;
  const dir = writeReport(report);
  for (const line of missedLines(result)) io.out(line);
  for (const alarm of result.variants.falseAlarms) io.err(`  FALSE ALARM: ${alarm.name}: ${alarm.errors.join(", ")}`);
  io.out(`\nReports: ${dir}`);
  io.out(summaryLine(result));
  if (result.defects.missed.length > 0) io.out("[contract] a defect is missed when the cases that would show it are not in your profile, need a key or model you did not configure, or judge a designed rule that is only a warning without --strict.");
  return result.variants.falseAlarms.length === 0 ? 0 : 1;
}
