/**
 * logger.ts for the browser build (scripts/build-browser.ts picks it): the few calls the mock
 * makes of pino (a level method with fields and a message, isLevelEnabled, child) written to the
 * page's console, prefixed like MSW's own messages; pino itself is weight a page does not need.
 */
import type { Logger } from "pino";

const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal"] as const;
type Level = (typeof LEVELS)[number];
const CONSOLE: Record<Level, "debug" | "info" | "warn" | "error"> = { trace: "debug", debug: "debug", info: "info", warn: "warn", error: "error", fatal: "error" };

export function createLogger(level: string, bindings: Record<string, unknown> = {}): Logger {
  const threshold = level === "silent" ? Infinity : Math.max(0, LEVELS.indexOf(level as Level));
  const enabled = (name: string) => LEVELS.indexOf(name as Level) >= threshold;
  const logger: Record<string, unknown> = {
    level,
    isLevelEnabled: enabled,
    child: (more: Record<string, unknown>) => createLogger(level, { ...bindings, ...more }),
  };
  for (const name of LEVELS) {
    logger[name] = (fields: unknown, message?: string) => {
      if (!enabled(name)) return;
      const text = typeof fields === "string" ? fields : (message ?? "");
      const data = typeof fields === "object" && fields !== null ? { ...bindings, ...fields } : bindings;
      console[CONSOLE[name]](`[ai-gateway-kit] ${text}`, ...(Object.keys(data).length > 0 ? [data] : []));
    };
  }
  return logger as unknown as Logger;
}
