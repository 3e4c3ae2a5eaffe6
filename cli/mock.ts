/**
 * `ai-gateway-kit mock` (`npm start`): its flags are the settings of mocks/config/schema.ts,
 * one per setting (`--task-duration-ms`, with MOCK_TASK_DURATION_MS), plus `--config FILE`.
 * cli/mock-main.ts reads its configuration here and runs the server.
 */
import { DEFAULT_CONFIG, loadConfig, type MockConfig } from "../mocks/config/config.ts";
import { flagOf, MODALITIES, SETTINGS } from "../mocks/config/schema.ts";
import { parse, type CommandSpec, type OptionSpec } from "./args.ts";

const show = (value: unknown): string | undefined => {
  if (value === undefined || value === "") return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.join(",");
  if (typeof value === "boolean") return value ? "on" : "off";
  return String(value);
};

const settingOptions: OptionSpec[] = (Object.keys(SETTINGS) as (keyof MockConfig)[]).map((key) => {
  const setting = SETTINGS[key];
  const schema = setting.schema;
  // A switch that is off by default is a bare flag (--strict); any other setting takes a value (--control off).
  const boolean = schema.type === "boolean" && DEFAULT_CONFIG[key] === false;
  const value = schema.type === "integer" || schema.type === "number" ? "N" : schema.type === "boolean" ? "on|off" : /File$|Dir$/.test(key) ? "PATH" : "VALUE";
  return { flag: flagOf(key), boolean, value, env: setting.env, default: key === "workers" ? "1" : show(DEFAULT_CONFIG[key]), help: setting.help };
});

/** Words joined with ", " into lines of at most `width` characters, each indented by two spaces. */
function wrapped(words: readonly string[], width = 100): string {
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    if (line && line.length + word.length + 2 > width) {
      lines.push(`  ${line},`);
      line = "";
    }
    line = line ? `${line}, ${word}` : word;
  }
  return [...lines, `  ${line}`].join("\n");
}

/**
 * The shapes of the files the mock reads, in its --help: a user writing a --config file must not
 * have to open docs/configuration.md, nor guess that --stream-tps is streamTokensPerSecond.
 */
const FILE_NOTES = [
  `A --config FILE is one JSON object, e.g. {"port": 4015, "taskDurationMs": 500}, whose keys are\nthe options above, in the same order:\n${wrapped(Object.keys(SETTINGS))}`,
  `A --keys FILE gives teams (features from ${MODALITIES.join(", ")}) and keys,\nwhich replace the built-in ones: {"teams": {"team-x": {"features": ["llm", "image"]}}, "keys": {"sk-live-1": "team-x"}}`,
  "An edited keys file is used at once; an edited --config, models or scenario file is checked and\nanswered with \"restart the mock to apply it\".",
];

export const MOCK_COMMAND: CommandSpec = {
  name: "mock",
  synopsis: "[options]",
  about:
    "Serves the stateful mock of the AI gateway API (OpenAI base URL: http://HOST:PORT/client/v2/ai).\n" +
    "Settings come from the defaults, then --config FILE (or MOCK_CONFIG_FILE), then the variables, then the flags.\n" +
    "Every setting is listed below (and in docs/configuration.md, in the package: node_modules/ai-gateway-kit/docs/).",
  options: [{ flag: "--config", value: "FILE", env: "MOCK_CONFIG_FILE", help: "JSON file of settings (its keys: below)" }, ...settingOptions],
  notes: FILE_NOTES,
};

const keyOfFlag = new Map((Object.keys(SETTINGS) as (keyof MockConfig)[]).map((key) => [flagOf(key).slice(2), key]));

/**
 * The mock's configuration from its arguments and environment, or `help` when asked for.
 * Throws a UsageError for a bad flag and a ConfigError for a bad value.
 * @example mockSettings(["--port", "4015"], {}).config?.port // 4015
 */
export function mockSettings(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): { help: true } | { help: false; config: MockConfig; configFile?: { setting: string; path: string }; asGiven: (message: string) => string } {
  const parsed = parse(MOCK_COMMAND, argv);
  if (parsed.help) return { help: true };
  const flags: Partial<Record<keyof MockConfig, string | boolean>> = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    const key = keyOfFlag.get(name);
    if (key && value !== undefined) flags[key] = value as string | boolean;
  }
  const configFile = parsed.values.config as string | undefined;
  const config = loadConfig(env, {}, { flags, ...(configFile === undefined ? {} : { configFile }) });
  // The file read, named as the errors name it: cli/mock-main.ts watches it.
  const file = configFile !== undefined ? { setting: "--config", path: configFile } : env.MOCK_CONFIG_FILE ? { setting: "MOCK_CONFIG_FILE", path: env.MOCK_CONFIG_FILE } : undefined;
  return { help: false, config, ...(file ? { configFile: file } : {}), asGiven: namedAsGiven(config, flags, env, file) };
}

/** File settings whose errors, from mocks/config and mocks/weather, begin with their variable's name. */
const FILE_SETTINGS = ["keysFile", "modelsFile", "scenarioFile"] as const;

/**
 * A message about a file setting, naming the setting as the user gave it: `--keys` for a flag,
 * `keysFile in mock.json` for the config file. The readers name it by its variable
 * (MOCK_KEYS_FILE), which is right only when the variable set it.
 * @example namedAsGiven(config, { keysFile: "k.json" }, {}, undefined)("MOCK_KEYS_FILE: cannot read k.json") // "--keys: cannot read k.json"
 */
export function namedAsGiven(
  config: MockConfig,
  flags: Partial<Record<keyof MockConfig, string | boolean>>,
  env: NodeJS.ProcessEnv,
  file: { setting: string; path: string } | undefined,
): (message: string) => string {
  const names = new Map<string, string>();
  for (const key of FILE_SETTINGS) {
    const variable = SETTINGS[key].env;
    if (flags[key] !== undefined) names.set(variable, flagOf(key));
    else if (!env[variable] && config[key] !== undefined && file) names.set(variable, `${key} in ${file.path}`);
  }
  return (message) => {
    for (const [variable, name] of names) if (message.startsWith(variable)) return `${name}${message.slice(variable.length)}`;
    return message;
  };
}
