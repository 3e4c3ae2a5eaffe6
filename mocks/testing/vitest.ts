/**
 * The gateway mock in vitest, in one line: started before the file's tests, reset after each
 * test, stopped after the last. Tests that run at the same time (`describe.concurrent`) share it
 * until the last of them ends: the reset waits for it, so one test's end never clears another's
 * tasks or journal. They keep apart by session (`X-Mock-Session`).
 */
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { Clock, ManualClock } from "../state/clock.ts";
import { gatewayMock, type GatewayMock, type GatewayMockOptions } from "./index.ts";
// Registers `toHaveNoClientFindings` with vitest's expect as this module loads.
import "./client-findings-matcher.ts";

export * from "./index.ts";
export type { ClientFindingsOptions } from "./client-findings-matcher.ts";

/**
 * Registers the gateway mock with this file's hooks.
 * @example
 * const gateway = useGatewayMock();   // MSW handlers, manual clock
 * const openai = new OpenAI({ baseURL: `${gateway.url}/client/v2/ai`, apiKey: gateway.keys.default });
 */
export function useGatewayMock<C extends Clock = ManualClock>(options: GatewayMockOptions<C> = {}): GatewayMock<C> {
  const mock = gatewayMock(options);
  let running = 0;
  beforeAll(() => mock.start());
  beforeEach(() => void running++);
  afterEach(() => {
    if (--running === 0) mock.reset();
  });
  afterAll(() => mock.stop());
  return mock;
}
