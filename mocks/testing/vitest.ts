/**
 * The gateway mock in vitest, in one line: started before the file's tests, reset after each
 * test, stopped after the last.
 */
import { afterAll, afterEach, beforeAll } from "vitest";
import type { Clock, ManualClock } from "../state/clock.ts";
import { gatewayMock, type GatewayMock, type GatewayMockOptions } from "./index.ts";

export * from "./index.ts";

/**
 * Registers the gateway mock with this file's hooks.
 * @example
 * const gateway = useGatewayMock();   // MSW handlers, manual clock
 * const openai = new OpenAI({ baseURL: `${gateway.url}/client/v2/ai`, apiKey: gateway.keys.default });
 */
export function useGatewayMock<C extends Clock = ManualClock>(options: GatewayMockOptions<C> = {}): GatewayMock<C> {
  const mock = gatewayMock(options);
  beforeAll(() => mock.start());
  afterEach(() => mock.reset());
  afterAll(() => mock.stop());
  return mock;
}
