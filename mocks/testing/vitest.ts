/**
 * The gateway mock in vitest, in one line: started before the file's tests, reset after each
 * test, stopped after the last. Tests that run at the same time (`describe.concurrent`) share it
 * until the last of them ends: the reset waits for it, so one test's end never clears another's
 * tasks or journal. They keep apart by session (`X-Mock-Session`).
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
import type { Clock, ManualClock } from "../state/clock.ts";
import type { Verdict, VerdictOptions } from "../verdict/verdict.ts";
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
  let running = 0;
  beforeAll(() => mock.start());
  beforeEach(() => void running++);
  afterEach(() => {
    if (--running === 0) mock.reset();
  });
  afterAll(() => mock.stop());
  return mock;
}

/** What `toHaveNoClientFindings` takes: the session (default: requests without X-Mock-Session) and the verdict's thresholds. */
export type ClientFindingsOptions = VerdictOptions & { session?: string };

interface ClientFindingsMatchers<R = unknown> {
  /**
   * The session's client did nothing the verdict finds wrong (GET /__mock/verdict): no retry
   * before Retry-After, no retried 400, no polling after completion, ...
   * @example await expect(gateway).toHaveNoClientFindings({ pollFloorMs: 2000 });
   */
  toHaveNoClientFindings(options?: ClientFindingsOptions): Promise<R>;
}

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Matchers<T = any> extends ClientFindingsMatchers<T> {}
}

expect.extend({
  async toHaveNoClientFindings(received: { verdict(session?: string, options?: VerdictOptions): Promise<Verdict> }, options: ClientFindingsOptions = {}) {
    const { session, ...thresholds } = options;
    const { findings } = await received.verdict(session, thresholds);
    const lines = findings.map((finding) => `  ${finding.code}: ${finding.message} (${finding.requests.join(", ")})`);
    return {
      pass: findings.length === 0,
      message: () =>
        findings.length === 0 ? "expected the client to have findings, but it has none" : `expected no client findings, but the verdict has ${findings.length}:\n${lines.join("\n")}`,
    };
  },
});
