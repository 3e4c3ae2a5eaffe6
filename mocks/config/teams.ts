import { MODALITIES, type Feature } from "./catalog.ts";
import { builtInKeys, readJsonFile } from "./files.ts";

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
  if (typeof extra === "string" && extra) files.push(readJsonFile(extra) as KeysFile);
  else if (typeof extra === "object") files.push(extra);
  const teams = new Map<string, Team>();
  for (const file of files) {
    for (const [id, team] of Object.entries(file.teams ?? {})) {
      const unknown = team.features.filter((f) => !MODALITIES.includes(f as Feature));
      if (unknown.length > 0) throw new Error(`[mock] team ${id}: unknown features ${unknown.join(", ")}`);
      teams.set(id, { id, name: team.name ?? id, features: new Set(team.features as Feature[]) });
    }
  }
  const keys = new Map<string, Team>();
  for (const [key, teamId] of Object.entries(files.at(-1)!.keys ?? {})) {
    const team = teams.get(teamId);
    // Never the key itself in an error: start-up errors end up in CI logs.
    if (!team) throw new Error(`[mock] a key of MOCK_KEYS_FILE names an unknown team ${teamId}`);
    keys.set(key, team);
  }
  return {
    teamForKey: (key) => keys.get(key),
    keys: () => [...keys].map(([key, team]) => [key, team.id]),
  };
}
