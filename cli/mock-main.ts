/**
 * `npm start`: the mock on http://127.0.0.1:4010 (PORT, HOST), with a banner and graceful
 * shutdown. With MOCK_WORKERS=N (or auto) this process is the primary of N workers on one port
 * (mocks/transports/cluster/index.ts), which then run this same file as workers.
 */
import cluster from "node:cluster";
import pino from "pino";
import { operationTable, warm } from "../spec/operations.ts";
import { startServer } from "../mocks/transports/http/server.ts";
import { redactUrl, refusal, startPrimary, workerCount, type WorkerMessage } from "../mocks/transports/cluster/index.ts";
import { banner } from "../mocks/banner.ts";
import { helpText, isUserError, listenError, UsageError } from "./args.ts";
import { MOCK_COMMAND, mockSettings } from "./mock.ts";
import { watchFiles, type WatchedFile, type WatchReport } from "./watch-files.ts";
import { resolve } from "node:path";
import { loadTeams } from "../mocks/config/teams.ts";
import { mistypedSettingVariables } from "../mocks/config/config.ts";
import { loadCatalog } from "../mocks/config/catalog.ts";
import { checkScenarioFile } from "../mocks/weather/file.ts";

// The configuration from the flags, the environment and --config (cli/mock.ts); a mistake in
// any of them is one line naming it, exit 2.
// A variable one slip from a setting (PROT=4015) is ignored like any other; say so once, not per worker.
if (cluster.isPrimary) for (const line of mistypedSettingVariables(process.env)) console.error(`ai-gateway-kit mock: warning: ${line}`);
let settings: ReturnType<typeof mockSettings>;
try {
  settings = mockSettings(process.argv.slice(2));
} catch (error) {
  if (!isUserError(error)) throw error;
  console.error(`ai-gateway-kit mock: ${error.message}${error instanceof UsageError ? " (see ai-gateway-kit mock --help)" : ""}`);
  process.exit(2);
}
if (settings.help) {
  console.log(helpText(MOCK_COMMAND));
  process.exit(0);
}
const config = settings.config;
const configFile = settings.configFile;
const asGiven = settings.asGiven;
// pino-pretty (about 30 modules) only for a terminal: piped output is JSON lines.
const log = process.stdout.isTTY
  ? pino({ level: config.logLevel }, (await import("pino-pretty")).default({ colorize: true, translateTime: "HH:MM:ss.l", ignore: "hostname" }))
  : pino({ level: config.logLevel });
const workers = workerCount(config);

const refused = refusal(config, workers);
if (refused) {
  console.error(refused);
  process.exit(2);
}

if (cluster.isPrimary && workers > 1) await runPrimary();
else await runServer();

async function runPrimary(): Promise<void> {
  let primary: Awaited<ReturnType<typeof startPrimary>>;
  try {
    primary = await startPrimary(workers, log);
  } catch (error) {
    console.error(`[mock] the workers did not start: ${(error as Error).message}`);
    process.exit(1);
  }
  const base = primary.url;
  console.log(
    [
      "",
      `  AI gateway mock listening on ${base} (${workers} workers, state on ${redactUrl(config.stateUrl!)} prefix ${config.statePrefix})`,
      "",
      `  OpenAI base URL   ${base}/client/v2/ai`,
      `  API reference     ${base}/__mock/docs`,
      `  Control surface   ${base}/__mock/health`,
      "",
      "  SIGTERM or Ctrl-C stops every worker gracefully.",
      "",
    ].join("\n"),
  );
  onStopSignal(() => primary.stop());
}

async function runServer(): Promise<void> {
  let running: Awaited<ReturnType<typeof startServer>>;
  try {
    running = await startServer({ config, log, scenarioFile: config.scenarioFile });
  } catch (error) {
    // A fixture that does not match spec/fixtures.schema.json, a keys or models file that does
    // not match its schema, a port in use: one line saying which and where (exit 2).
    const listen = listenError(error, config.host, config.port);
    if (listen || isUserError(error)) {
      console.error(`ai-gateway-kit mock: ${listen ?? asGiven((error as Error).message)}`);
      process.exit(2);
    }
    console.error((error as Error).message);
    process.exit(1);
  }
  // Watched from before the banner, so an edit made as soon as it shows is not missed.
  const unwatch = watchFiles(watchedFiles(running), reportTo(cluster.isWorker && cluster.worker?.id !== 1));
  if (cluster.isWorker) {
    process.send?.({ type: "listening", url: running.url } satisfies WorkerMessage);
  } else {
    printBanner(running);
  }
  // Listening first; the request validators and the response serializers (~0.15 s of CPU
  // together, with the parameter schemas' meta-schema check) are warmed a moment later, so the
  // first requests are answered at once (each compiling only what it needs) and a chat sent
  // after start-up does not pay for loading them. A schema that does not compile, or a
  // parameter schema the meta-schema refuses, still stops the mock, from here.
  setTimeout(() => {
    warm();
  }, 300).unref();
  onStopSignal(() => {
    unwatch();
    return running.close();
  });
}

/**
 * The files this mock was started with, each read again when it changes (cli/watch-files.ts): a
 * keys file takes effect at once (each request asks deps.teams); the others shape what was built
 * at start (the catalog, the scenario's sessions, the server itself), so a change is checked
 * and the user told to restart, or told what is wrong before they do.
 */
function watchedFiles(running: Awaited<ReturnType<typeof startServer>>): WatchedFile[] {
  const { deps } = running.app;
  const restart = (what: string) => `${what} changed: restart the mock to apply it (Ctrl-C, then start it again)`;
  const files: WatchedFile[] = [];
  if (configFile) {
    files.push({
      path: configFile.path,
      reread: () => {
        const again = mockSettings(process.argv.slice(2));
        const changed = again.help ? [] : (Object.keys(config) as (keyof typeof config)[]).filter((key) => JSON.stringify(again.config[key]) !== JSON.stringify(config[key]));
        const what = `${configFile.setting} (${resolve(configFile.path)})`;
        return changed.length === 0 ? `${what} changed, but no setting differs from the running one` : restart(`${what}: ${changed.join(", ")}`);
      },
    });
  }
  const { keysFile, modelsFile, scenarioFile } = config;
  if (keysFile) {
    files.push({
      path: keysFile,
      reread: () => {
        deps.teams = loadTeams(keysFile);
        const count = deps.teams.keys().length;
        return asGiven(`MOCK_KEYS_FILE (${resolve(keysFile)}) read again: ${count} ${count === 1 ? "key" : "keys"} in use now`);
      },
    });
  }
  if (modelsFile) {
    files.push({
      path: modelsFile,
      reread: () => {
        loadCatalog(modelsFile);
        return restart(asGiven(`MOCK_MODELS_FILE (${resolve(modelsFile)})`));
      },
    });
  }
  if (scenarioFile) {
    files.push({
      path: scenarioFile,
      reread: async () => {
        await checkScenarioFile(scenarioFile, operationTable);
        return restart(asGiven(`MOCK_SCENARIO_FILE ${scenarioFile}`));
      },
    });
  }
  return files;
}

/** Lines about changed files go to the log; of several workers, the first speaks for all. */
function reportTo(silent: boolean): WatchReport {
  if (silent) return { changed: () => undefined, wrong: () => undefined };
  return {
    changed: (line) => log.info(line),
    wrong: (line) => log.warn(`${asGiven(line)}; still serving what was read before (the file is read again when saved)`),
  };
}

function printBanner(running: Awaited<ReturnType<typeof startServer>>): void {
  const { deps } = running.app;
  const text = banner({
    url: running.url,
    keys: deps.teams.keys(),
    keysFromFile: deps.config.keysFile !== undefined,
    models: [...deps.catalog.values()],
    taskDurationMs: deps.config.taskDurationMs,
    controlEnabled: deps.config.controlEnabled,
  });
  const shared = config.stateUrl ? `\n  Shared state      ${redactUrl(config.stateUrl)} prefix ${config.statePrefix}` : "";
  const replay = deps.config.fixturesDir
    ? `\n  Replaying fixtures from ${deps.config.fixturesDir}${deps.config.fixturesStrict ? " (strict: unmatched requests get 404)" : ""}`
    : "";
  console.log(text.replace(/^(\n  AI gateway mock listening on [^\n]*)/, `$1${shared}${replay}`));
}

/** Stops gracefully on the first SIGINT/SIGTERM, at once on the second. */
function onStopSignal(stop: () => Promise<void>): void {
  let stopping = false;
  // A worker stops when its primary says so (SIGTERM): a Ctrl-C reaches the whole process group,
  // and a worker taking it as well would read the primary's SIGTERM as a second, impatient signal.
  const signals = cluster.isWorker ? (["SIGTERM"] as const) : (["SIGINT", "SIGTERM"] as const);
  if (cluster.isWorker) process.on("SIGINT", () => undefined);
  for (const signal of signals) {
    process.on(signal, () => {
      if (stopping) process.exit(1);
      stopping = true;
      log.info({ signal }, "shutting down");
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, "shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}
