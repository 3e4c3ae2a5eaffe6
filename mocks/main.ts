/** `npm start`: the mock on http://127.0.0.1:4010 (PORT, HOST), with a banner and graceful shutdown. */
import pino from "pino";
import pretty from "pino-pretty";
import { loadConfig } from "./config/config.ts";
import { warm } from "../spec/operations.ts";
import { startServer } from "./http/server.ts";
import { banner } from "./banner.ts";

const config = loadConfig();
const log = process.stdout.isTTY
  ? pino({ level: config.logLevel }, pretty({ colorize: true, translateTime: "HH:MM:ss.l", ignore: "pid,hostname" }))
  : pino({ level: config.logLevel });

const running = await startServer({ config, log });
const { deps } = running.app;
const base = running.url;
console.log(
  banner({
    url: base,
    keys: deps.teams.keys(),
    keysFromFile: deps.config.keysFile !== undefined,
    models: [...deps.catalog.values()],
    taskDurationMs: deps.config.taskDurationMs,
  }),
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
