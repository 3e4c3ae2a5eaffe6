/**
 * The browser build's stand-in for redis.ts (scripts/build-browser.ts picks it): a page shares
 * no state with other processes, so MOCK_STATE_URL gets a clear error instead of ioredis.
 */
export type { RedisStateOptions } from "./redis.ts";

export const RedisState = class {
  constructor() {
    throw new Error("[ai-gateway-kit] the browser build keeps its state in the page: a shared Redis state (stateUrl, MOCK_STATE_URL) needs the HTTP mock.");
  }
} as unknown as typeof import("./redis.ts").RedisState;
