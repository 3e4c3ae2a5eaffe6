/**
 * Command-line flags of record, drift and mock's replay options, in a file of their own so the
 * mock's entry reads its flags without loading the recorder.
 */
import type { MockConfig } from "../config/config.ts";

export const MOCK_FIXTURE_OPTIONS = `Options of mock for replay:
  --fixtures DIR          answer from recorded fixtures first (MOCK_FIXTURES_DIR)
  --strict                an unmatched request gets 404, not the generated mock (MOCK_FIXTURES_STRICT)
  --replay-speed N        1 as recorded, 2 twice as fast, 0 no waiting (MOCK_REPLAY_SPEED)
  --fixtures-max-files N, --fixtures-max-file-bytes N, --fixtures-max-bytes N, --fixtures-max-frames N
                          replay's load bounds (docs/bounds.md)`;

/** Replay's load bounds as flags of mock (docs/bounds.md). */
const FIXTURE_LIMIT_FLAGS: Record<string, "fixturesMaxFiles" | "fixturesMaxFileBytes" | "fixturesMaxBytes" | "fixturesMaxFrames"> = {
  "--fixtures-max-files": "fixturesMaxFiles",
  "--fixtures-max-file-bytes": "fixturesMaxFileBytes",
  "--fixtures-max-bytes": "fixturesMaxBytes",
  "--fixtures-max-frames": "fixturesMaxFrames",
};

/** Thrown for bad command-line input: the message is for the user, with the usage. */
export class UsageError extends Error {}

/** Flag reading shared by the commands: `--name value` and `--name=value`. */
export function* flags(argv: readonly string[]): Generator<{ name: string; value: () => string }> {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const eq = arg.indexOf("=");
    const name = arg.startsWith("--") && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = arg.startsWith("--") && eq > 0 ? arg.slice(eq + 1) : undefined;
    yield {
      name,
      value: () => {
        const v = inline ?? argv[++i];
        if (v === undefined) throw new UsageError(`${name} needs a value`);
        return v;
      },
    };
  }
}

export function count(raw: string, name: string, min = 0): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

/** Mock settings from `mock`'s replay flags (--port and --host are read too, as the bin passes them on). */
export function mockFlags(argv: readonly string[]): Partial<MockConfig> {
  const config: Partial<MockConfig> = {};
  for (const { name, value } of flags(argv)) {
    if (name === "--fixtures") config.fixturesDir = value();
    else if (name === "--strict") config.fixturesStrict = true;
    else if (name === "--replay-speed") {
      const raw = value();
      const speed = Number(raw);
      if (!(speed >= 0 && Number.isFinite(speed))) throw new UsageError(`--replay-speed must be a number >= 0, got "${raw}"`);
      config.replaySpeed = speed;
    } else if (name in FIXTURE_LIMIT_FLAGS) config[FIXTURE_LIMIT_FLAGS[name]!] = count(value(), name, 1);
    else if (name === "--port") config.port = count(value(), name);
    else if (name === "--host") config.host = value();
    else throw new UsageError(`unknown option ${name}\n\n${MOCK_FIXTURE_OPTIONS}`);
  }
  return config;
}

