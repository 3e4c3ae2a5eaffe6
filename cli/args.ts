/**
 * The conventions every command shares, on node:util.parseArgs: `--name value` and
 * `--name=value`; an unknown flag answered with the nearest known one; `--help` listing each
 * flag with the environment variable that sets the same thing and its default; one line on
 * stderr for anything the user got wrong; and one set of exit codes:
 *   0  ok
 *   1  the thing checked failed (contract: an error-level check; drift: drift at --fail-on)
 *   2  could not run: bad usage, bad configuration, a port in use, a target unreachable
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { didYouMean } from "../mocks/config/suggest.ts";
import type { Bound } from "../mocks/fixtures/bounds.ts";

export const EXIT = { ok: 0, failed: 1, couldNotRun: 2 } as const;

/** Thrown for bad command-line input: the message is one line for the user. */
export class UsageError extends Error {
  override name = "UsageError";
}

export interface OptionSpec {
  /** `--port` */
  flag: string;
  /** A flag that takes no value (`--strict`); else it takes one. */
  boolean?: boolean;
  /** May be given more than once (`--redact-field a --redact-field b`). */
  multiple?: boolean;
  /** What its value is, in the help: `N`, `URL`, `DIR`. */
  value?: string;
  /** The environment variable that sets the same thing. */
  env?: string;
  /** Its default, as shown in the help. */
  default?: string;
  help: string;
}

export interface CommandSpec {
  /** `mock`, `record`, ... */
  name: string;
  /** What follows the command's name in its usage line. */
  synopsis: string;
  about: string;
  options: readonly OptionSpec[];
  /** Positional arguments allowed (drift's DIR). */
  positionals?: number;
  /** What exit status 1 means for this command (absent: it never exits 1). */
  failure?: string;
  /** Variables read besides the options' (name and meaning). */
  variables?: readonly [string, string][];
  /** Paragraphs after the options: what an installed package's user cannot look up elsewhere (file shapes). */
  notes?: readonly string[];
}

export interface Parsed {
  values: Record<string, string | boolean | string[] | undefined>;
  positionals: string[];
  /** Whether --help (or -h) was asked for. */
  help: boolean;
}

const HELP: OptionSpec = { flag: "--help", boolean: true, help: "this text" };

/**
 * Reads a command's arguments. Values are keyed by flag without its dashes (`port`).
 * @example parse(MOCK, ["--port", "4015"]).values.port // "4015"
 */
export function parse(command: CommandSpec, argv: readonly string[]): Parsed {
  const options: Record<string, { type: "string" | "boolean"; multiple?: boolean; short?: string }> = {};
  for (const option of [...command.options, HELP]) {
    options[option.flag.slice(2)] = { type: option.boolean ? "boolean" : "string", ...(option.multiple ? { multiple: true } : {}) };
  }
  options.help!.short = "h";
  try {
    const { values, positionals } = parseArgs({ args: [...argv], options, allowPositionals: (command.positionals ?? 0) > 0, strict: true });
    if (positionals.length > (command.positionals ?? 0)) throw new UsageError(`unexpected argument "${positionals.at(-1)}"`);
    const { help, ...rest } = values as Record<string, string | boolean | string[] | undefined>;
    return { values: rest, positionals, help: help === true };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(explain(error as Error & { code?: string }, command));
  }
}

/** parseArgs' errors as one short sentence with a suggestion. */
function explain(error: Error & { code?: string }, command: CommandSpec): string {
  const flags = [...command.options, HELP].map((o) => o.flag);
  const named = /'(-{1,2}[^' =]+)/.exec(error.message)?.[1] ?? "";
  switch (error.code) {
    case "ERR_PARSE_ARGS_UNKNOWN_OPTION":
      return `unknown option ${named}${didYouMean(named, flags)}`;
    case "ERR_PARSE_ARGS_INVALID_OPTION_VALUE":
      if (/ambiguous/.test(error.message)) return `${named} needs a value; write one that starts with "-" as ${named}=VALUE`;
      return /argument missing/.test(error.message) ? `${named} needs a value` : `${named} takes no value`;
    case "ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL":
      return `unexpected argument ${/'([^']+)'/.exec(error.message)?.[1] ?? ""}`.trim();
    default:
      return error.message;
  }
}

/** A whole number from a flag or variable, from `min` to `max`; else a UsageError naming where it came from. */
export function count(raw: string, name: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(raw);
  if (!/^\s*\d+\s*$/.test(raw) || n < min || n > max) throw new UsageError(`${name}: expected an integer from ${min} to ${max === Number.MAX_SAFE_INTEGER ? "any" : max}, got "${raw}"`);
  return n;
}

/**
 * A flag per bound of a bounds table (mocks/fixtures/bounds.ts), its setting the flag: `--flag N`
 * with the bound's default, and what it bounds as its help. `except` leaves out the bounds a
 * command lists by hand.
 */
export function boundOptions(bounds: Readonly<Record<string, Bound>>, except: readonly string[] = []): OptionSpec[] {
  return Object.entries(bounds)
    .filter(([key]) => !except.includes(key))
    .map(([, bound]) => ({ flag: bound.setting, value: "N", default: String(bound.default), help: bound.what.toLowerCase() }));
}

/**
 * The bounds given as flags (see boundOptions), each a whole number ≥ 1, by key; those not given
 * are absent (the code's defaults hold). `given(flag)` is the raw value and where it came from.
 */
export function boundValues<K extends string>(bounds: Readonly<Record<K, Bound>>, given: (flag: string) => [string, string] | undefined, except: readonly K[] = []): Partial<Record<K, number>> {
  const values: Partial<Record<K, number>> = {};
  for (const [key, bound] of Object.entries(bounds) as [K, Bound][]) {
    if (except.includes(key)) continue;
    const raw = given(bound.setting.slice(2));
    if (raw) values[key] = count(raw[0], raw[1], 1);
  }
  return values;
}

/** The `--help` text: usage, what it does, each flag with its variable and default, exit codes. */
export function helpText(command: CommandSpec): string {
  const rows = [...command.options, HELP].map((o) => {
    const flag = o.boolean ? o.flag : `${o.flag} ${o.value ?? "VALUE"}`;
    const fallback = o.default === undefined ? "" : ` (default ${o.default})`;
    return [flag, o.env ?? "", `${o.help}${fallback}`];
  });
  const width = Math.max(...rows.map(([flag]) => flag!.length)) + 2;
  const envWidth = Math.max(...rows.map(([, env]) => env!.length)) + 2;
  const lines = [
    `Usage: ai-gateway-kit ${command.name} ${command.synopsis}`.trimEnd(),
    "",
    command.about,
    "",
    "Options (flag, the environment variable that sets the same, what it does):",
    ...rows.map(([flag, env, help]) => `  ${flag!.padEnd(width)}${env!.padEnd(envWidth)}${help}`),
  ];
  if (command.variables?.length) {
    lines.push("", "Also read:", ...command.variables.map(([name, about]) => `  ${name.padEnd(width + envWidth)}${about}`));
  }
  for (const note of command.notes ?? []) lines.push("", note);
  lines.push(
    "",
    "A flag wins over its variable. Exit status: 0 ok" +
      (command.failure ? `, 1 ${command.failure}` : "") +
      ", 2 could not run (bad usage or configuration, a port in use, a target unreachable).",
  );
  return lines.join("\n");
}

/** A server's listen error as one sentence: which port or address, and how to choose another. */
export function listenError(error: unknown, host: string, port: number): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "EADDRINUSE") return `port ${port} on ${host} is in use: stop what holds it, or choose another port with --port N or PORT=N (0 picks a free one)`;
  if (code === "EACCES") return `port ${port} on ${host} needs privileges this process lacks: choose a port above 1023 with --port N or PORT=N`;
  if (code === "EADDRNOTAVAIL") return `cannot listen on ${host}: not an address of this machine (choose one with --host or HOST; 127.0.0.1 is local only)`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return `cannot listen on ${host}: no such host (choose one with --host or HOST)`;
  return undefined;
}

/** Whether an error is the user's to fix (a one-line message, exit 2) rather than our bug. */
export function isUserError(error: unknown): error is Error {
  return error instanceof Error && ["UsageError", "ConfigError", "FixtureError", "ScenarioFileError"].includes(error.name);
}

/**
 * Runs a command's body: its exit status, or 2 with one line on stderr when it could not run.
 * A bug's stack is shown only with LOG_LEVEL=debug or trace.
 */
export async function runCommand(name: string, body: () => Promise<number>, stderr: (line: string) => void = (line) => console.error(line)): Promise<number> {
  try {
    return await body();
  } catch (error) {
    if (error instanceof UsageError) stderr(`ai-gateway-kit ${name}: ${error.message} (see ai-gateway-kit ${name} --help)`);
    else if (isUserError(error)) stderr(`ai-gateway-kit ${name}: ${error.message}`);
    else {
      const verbose = ["debug", "trace"].includes(process.env.LOG_LEVEL ?? "");
      stderr(`ai-gateway-kit ${name}: could not run: ${verbose ? ((error as Error).stack ?? String(error)) : ((error as Error).message ?? String(error))}`);
    }
    return EXIT.couldNotRun;
  }
}

/** Whether this module is the process's entry (run directly or by the bin), not imported. */
export function isEntry(url: string): boolean {
  return process.argv[1] !== undefined && url === pathToFileURL(resolve(process.argv[1])).href;
}
