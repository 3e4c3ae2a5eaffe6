/** `npm start`: the mock on http://127.0.0.1:4010 (PORT, HOST), with a banner and graceful shutdown. */
import pino from "pino";
import pretty from "pino-pretty";
import { loadConfig } from "./config/config.ts";
import { warm } from "../spec/operations.ts";
import { startServer } from "./http/server.ts";

const config = loadConfig();
const log = process.stdout.isTTY
  ? pino({ level: config.logLevel }, pretty({ colorize: true, translateTime: "HH:MM:ss.l", ignore: "pid,hostname" }))
  : pino({ level: config.logLevel });

const running = await startServer({ config, log });
const { deps } = running.app;
const base = running.url;
const keys = deps.teams.keys();
const models = [...deps.catalog.values()];
console.log(
  [
    "",
    `  AI gateway mock listening on ${base}`,
    "",
    `  OpenAI base URL   ${base}/client/v2/ai`,
    `  API reference     ${base}/__mock/docs`,
    `  Control surface   ${base}/__mock/health`,
    "",
    "  Keys",
    ...keys.map(([key, team]) => `    ${key.padEnd(22)} ${team}`),
    "",
    "  Models",
    ...models.map((m) => `    ${m.id.padEnd(22)} ${m.modality.padEnd(14)} ${m.provider}`),
    "",
    `  Tasks process for ${deps.config.taskDurationMs} ms (MOCK_TASK_DURATION_MS). Ctrl-C to stop.`,
    "",
  ].join("\n"),
);

// Listening first; the request validators and the response serializers (~0.1 s
// together) are warmed a moment later, so the first requests are answered at once (each
// compiling only what it needs) and a chat sent after start-up does not pay for loading them.
setTimeout(() => {
  warm();
}, 300).unref();

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    log.info({ signal }, "shutting down");
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  });
}
