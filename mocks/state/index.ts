/**
 * Picks the state: in-process by default, Redis when MOCK_STATE_URL is set (several workers or
 * replicas then share one state).
 */
import type { Logger } from "pino";
import type { MockConfig } from "../config/config.ts";
import type { Clock, SystemClock } from "./clock.ts";
import { MemoryState } from "./memory.ts";
import { RedisState } from "./redis.ts";
import type { State, StateLimits } from "./state.ts";

/** The state's bounds from the config. */
export function stateLimits(config: MockConfig): StateLimits {
  return {
    taskCap: config.taskCap,
    sessionTaskCap: config.sessionTaskCap,
    taskTtlMs: config.taskTtlMs,
    journalMaxEntries: config.journalMaxEntries,
    sessionCap: config.sessionCap,
    rateWindowsMax: config.rateWindowsMax,
    rateLimitRequests: config.rateLimitRequests,
    rateLimitWindowMs: config.rateLimitWindowMs,
  };
}

/** The state the config asks for, over this clock. */
export function createState(config: MockConfig, clock: Clock, log: Logger): State {
  const limits = stateLimits(config);
  if (!config.stateUrl) return new MemoryState(limits, clock);
  if (!("offset" in clock)) throw new Error("[mock] MOCK_STATE_URL needs the system clock: a shared clock is an offset from real time.");
  return new RedisState({ url: config.stateUrl, prefix: config.statePrefix, limits, clock: clock as SystemClock, log });
}
