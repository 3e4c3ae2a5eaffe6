/** The text `npm start` prints: where the mock listens, its keys (masked when they are secrets) and models. */
import { maskSecret } from "./fixtures/redact.ts";

export interface BannerFacts {
  url: string;
  /** Keys and their team ids. */
  keys: readonly [string, string][];
  /** Whether the keys came from MOCK_KEYS_FILE: then they are real secrets, and masked. */
  keysFromFile: boolean;
  models: readonly { id: string; modality: string; provider: string }[];
  taskDurationMs: number;
  /** Whether `/__mock` answers (MOCK_CONTROL=off turns it and its docs page off): the banner names only what answers. Default true. */
  controlEnabled?: boolean;
}

/**
 * A key as the banner shows it: the redaction module's mask (its first four characters), the
 * same the docs page shows.
 * @example maskKey("sk-live-7f3a9c21") // "sk-l…"
 */
export const maskKey: (key: string) => string = maskSecret;

export function banner(facts: BannerFacts): string {
  const { url } = facts;
  const shown = (key: string) => (facts.keysFromFile ? maskKey(key) : key);
  return [
    "",
    `  AI gateway mock listening on ${url}`,
    "",
    `  OpenAI base URL   ${url}/client/v2/ai`,
    ...(facts.controlEnabled === false
      ? ["  Control surface   off (MOCK_CONTROL=off: no /__mock, no docs page, no Prefer controls)"]
      : [`  API reference     ${url}/__mock/docs`, `  Control surface   ${url}/__mock/health`]),
    "",
    facts.keysFromFile ? "  Keys (from MOCK_KEYS_FILE, masked; the built-in keys are off)" : "  Keys",
    ...facts.keys.map(([key, team]) => `    ${shown(key).padEnd(22)} ${team}`),
    "",
    "  Models",
    ...facts.models.map((m) => `    ${m.id.padEnd(22)} ${m.modality.padEnd(14)} ${m.provider}`),
    "",
    `  Tasks process for ${facts.taskDurationMs} ms (MOCK_TASK_DURATION_MS). Ctrl-C to stop.`,
    "",
  ].join("\n");
}
