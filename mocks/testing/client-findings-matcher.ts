/**
 * `expect(gateway).toHaveNoClientFindings()`: vitest's matcher over the gateway's verdict, and
 * its type, added to vitest's `Matchers`. Vitest 3 and 4 declare `Matchers<T = any>`, vitest 5
 * `Matchers<R extends void | Promise<void> = void | Promise<void>, T = unknown>`; TypeScript
 * merges an augmentation only when its type parameters match the declaration's (TS2428
 * otherwise, under `skipLibCheck: false`), and one with none matches both, since every one has
 * a default. So the matcher names no type parameter and resolves to void.
 */
import { expect } from "vitest";
import type { Verdict, VerdictOptions } from "../verdict/verdict.ts";

/** What `toHaveNoClientFindings` takes: the session (default: requests without X-Mock-Session) and the verdict's thresholds. */
export type ClientFindingsOptions = VerdictOptions & { session?: string };

interface ClientFindingsMatchers {
  /**
   * The session's client did nothing the verdict finds wrong (GET /__mock/verdict): no retry
   * before Retry-After, no retried 400, no polling after completion, ...
   * @example await expect(gateway).toHaveNoClientFindings({ pollFloorMs: 2000 });
   */
  toHaveNoClientFindings(options?: ClientFindingsOptions): Promise<void>;
}

declare module "vitest" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Matchers extends ClientFindingsMatchers {}
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
