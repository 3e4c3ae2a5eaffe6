// The mock's logger, in Node: pino (JSON lines; pino-pretty on a terminal is the bin's choice). logger.browser.ts is the page's.
import pino, { type Logger } from "pino";

/** A logger at this level (pino's levels: trace … fatal, silent). */
export function createLogger(level: string): Logger {
  return pino({ level });
}
