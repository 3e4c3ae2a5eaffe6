import { type Feature } from "./catalog.ts";
import { check, ConfigError } from "./check.ts";
import { KEYS_FILE_SCHEMA } from "./schema.ts";
import { builtInKeys, inFile, readJsonFile } from "./files.ts";

export interface Team {
  id: string;
  name: string;
  features: ReadonlySet<Feature>;
}

export interface TeamRegistry {
  /** The team a key belongs to, or undefined for an unknown key. */
  teamForKey(key: string): Team | undefined;
  /** Keys and their team ids, for the start-up banner. */
  keys(): [string, string][];
  /** The built-in keys still accepted: published in the README, so a 401 may name them. */
  publicKeys(): string[];
}

/** The shape of a keys file (mocks/config/keys.json): teams with their features, keys to team ids. */
export interface KeysFile {
  teams?: Record<string, { name?: string; features: string[] }>;
  keys?: Record<string, string>;
}

/**
 * Loads the built-in teams and keys. A user's keys (a file, or the same shape inline) add their
 * teams and REPLACE the keys: the built-in ones are published in the README, so a deployment
 * with its own keys must not keep accepting them. Its keys may name the built-in teams.
 */
export function loadTeams(extra?: string | KeysFile): TeamRegistry {
  const files: KeysFile[] = [builtInKeys() as KeysFile];
  if (typeof extra === "string" && extra) files.push(readKeysFile(extra));
  else if (typeof extra === "object") {
    refuseFlatKeys(extra, "option keys");
    check("keysFile", extra, (pointer) => `option keys${hideKeys(extra, pointer).replaceAll("/", ".")}`);
    files.push(extra);
  }
  const teams = new Map<string, Team>();
  for (const file of files) {
    for (const [id, team] of Object.entries(file.teams ?? {})) {
      teams.set(id, { id, name: team.name ?? id, features: new Set(team.features as Feature[]) });
    }
  }
  const keys = new Map<string, Team>();
  // Never the key itself in an error: start-up errors end up in CI logs.
  const where =
    typeof extra === "string" && extra
      ? inFile("MOCK_KEYS_FILE", extra)
      : (pointer: string) => `option keys${pointer.replaceAll("/", ".")}`;
  for (const [index, [key, teamId]] of Object.entries(files.at(-1)!.keys ?? {}).entries()) {
    const team = teams.get(teamId);
    if (!team) throw new ConfigError(`${where(`/keys/(key ${index + 1})`, undefined)}: unknown team "${teamId}" (teams: ${[...teams.keys()].join(", ")})`);
    keys.set(key, team);
  }
  return {
    teamForKey: (key) => keys.get(key),
    keys: () => [...keys].map(([key, team]) => [key, team.id]),
    publicKeys: () => Object.keys(files[0]!.keys ?? {}).filter((key) => keys.has(key)),
  };
}

/** A keys file, checked against its schema (mocks/config/schema.ts); a mistake names the file and the JSON pointer. */
function readKeysFile(path: string): KeysFile {
  const parsed = readJsonFile(path, "MOCK_KEYS_FILE");
  refuseFlatKeys(parsed, inFile("MOCK_KEYS_FILE", path)("", undefined));
  check("keysFile", parsed, inFile("MOCK_KEYS_FILE", path, (pointer) => hideKeys(parsed, pointer)));
  return parsed as KeysFile;
}

/**
 * Refuses `{"sk-live-1": "team-x"}`, keys at the top level: the likeliest wrong shape, which the
 * schema would answer with `unknown setting "sk-live-1"`, a key in a CI log.
 */
function refuseFlatKeys(file: unknown, where: string): void {
  if (file === null || typeof file !== "object" || Array.isArray(file)) return;
  const known = Object.keys(KEYS_FILE_SCHEMA.properties ?? {});
  const flat = Object.entries(file).filter(([name, value]) => !known.includes(name) && typeof value === "string").length;
  if (flat === 0) return;
  const entries = flat === 1 ? "1 entry maps a name" : `${flat} entries map a name`;
  throw new ConfigError(`${where}: at the top level ${entries} to a text; keys go under "keys": {"keys": {"<key>": "<team id>"}}`);
}

/**
 * A pointer with the key in it replaced by its place (`/keys/(key 2)`): start-up errors end up
 * in CI logs, and a key is a secret.
 */
function hideKeys(file: unknown, pointer: string): string {
  const match = /^\/keys\/([^/]+)/.exec(pointer);
  if (!match) return pointer;
  const key = match[1]!.replace(/~1/g, "/").replace(/~0/g, "~");
  const keys = Object.keys((file as KeysFile).keys ?? {});
  return pointer.replace(match[0], `/keys/(key ${keys.indexOf(key) + 1})`);
}
