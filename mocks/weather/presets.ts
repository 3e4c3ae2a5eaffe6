/** The shipped scenarios, by name (`{"preset": "flaky"}`); docs/weather-and-verdict.md describes them. */
import type { components } from "../../generated/control.d.ts";

type Phase = components["schemas"]["ScenarioPhase"];
export type PresetName = NonNullable<components["schemas"]["Scenario"]["preset"]>;

export const PRESETS: Readonly<Record<PresetName, readonly Phase[]>> = {
  /** A burst of 429s on chat (Retry-After 1 s), then one call in five limited. */
  "rate-limited": [
    { requests: 3, script: [{ operation: "createChatCompletion", statuses: [429, 429, 429], retry_after_ms: 1000 }] },
    { errors: [{ operation: "createChatCompletion", status: 429, rate: 0.2, retry_after_ms: 1000 }] },
  ],
  /** Some 500s and 503s everywhere, and one stream in ten broken halfway. */
  flaky: [
    {
      errors: [
        { status: 503, rate: 0.05 },
        { status: 500, rate: 0.05 },
      ],
      stream_faults: [
        { kind: "error", rate: 0.05, after: { min: 1, max: 20 } },
        { kind: "drop", rate: 0.05, after: { min: 1, max: 20 } },
      ],
    },
  ],
  /** A gateway under load: the first token takes about 2 s, tokens come every ~40 ms. */
  "slow-first-token": [
    {
      latency: {
        ttft: { lognormal: { median_ms: 2000, sigma: 0.4 } },
        inter_token: { uniform: { min_ms: 20, max_ms: 60 } },
      },
    },
  ],
  /** Video tasks take 10–30 s of clock time and half of them fail. */
  "tasks-fail": [{ tasks: { duration: { uniform: { min_ms: 10_000, max_ms: 30_000 } }, failure_rate: 0.5 } }],
};
