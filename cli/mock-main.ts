/**
 * `npm start`: the mock on http://127.0.0.1:4010 (PORT, HOST), with a banner and graceful
 * shutdown. With MOCK_WORKERS=N (or auto) this process is the primary of N workers on one port
 * (mocks/transports/cluster/index.ts), which then run this same file as workers.
 */
import cluster from "node:cluster";
import pino from "pino";
import { warm } from "../spec/operations.ts";
import { startServer } from "../mocks/transports/http/server.ts";
import { redactUrl, refusal, startPrimary, workerCount, type WorkerMessage } from "../mocks/transports/cluster/index.ts";
import { banner } from "../mocks/banner.ts";
import { helpText, isUserError, listenError, UsageError } from "./args.ts";
import { MOCK_COMMAND, mockSettings } from "./mock.ts";

// The configuration from the flags, the environment and --config (cli/mock.ts); a mistake in
// any of them is one line naming it, exit 2.
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
      console.error(`ai-gateway-kit mock: ${listen ?? (error as Error).message}`);
      process.exit(2);
    }
    console.error((error as Error).message);
    process.exit(1);
  }
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
  onStopSignal(() => running.close());
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
