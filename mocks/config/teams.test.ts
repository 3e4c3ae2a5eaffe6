import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { KEYS } from "../testing/keys.ts";
import { loadTeams } from "./teams.ts";

function keysFile(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), "mock-keys-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "keys.json");
  writeFileSync(file, JSON.stringify(content));
  return file;
}

describe("the team registry", () => {
  it("knows the built-in keys when no keys file is given", () => {
    const teams = loadTeams();
    expect(teams.teamForKey("sk-mock-default")?.id).toBe("team-default");
    expect(teams.teamForKey("sk-mock-restricted")?.id).toBe("team-restricted");
    expect(teams.teamForKey("sk-mock-no-llm")?.id).toBe("team-no-llm");
  });

  it("lists in the testing helpers' KEYS exactly the built-in keys", () => {
    expect(loadTeams().keys().map(([key]) => key).sort()).toEqual(Object.values(KEYS).sort());
  });

  it("gives the no-LLM team every feature but LLM chat", () => {
    const features = loadTeams().teamForKey("sk-mock-no-llm")!.features;
    expect([...features].sort()).toEqual(["digital_human", "image", "ocr", "stt", "tts", "video"]);
  });

  it("replaces the built-in keys with a keys file's, so the published keys stop working", () => {
    const teams = loadTeams(keysFile({ teams: { ops: { features: ["llm"] } }, keys: { "sk-live-7f3a9c": "ops" } }));
    expect(teams.teamForKey("sk-live-7f3a9c")?.id).toBe("ops");
    for (const builtIn of ["sk-mock-default", "sk-mock-other", "sk-mock-restricted", "sk-mock-no-llm"]) expect(teams.teamForKey(builtIn)).toBeUndefined();
    expect(teams.keys().map(([key]) => key)).toEqual(["sk-live-7f3a9c"]);
  });

  it("lets a keys file give its keys the built-in teams", () => {
    const teams = loadTeams(keysFile({ keys: { "sk-live-1": "team-restricted" } }));
    expect(teams.teamForKey("sk-live-1")?.features.has("ocr")).toBe(false);
  });

  it("refuses a key of an unknown team without printing the key", () => {
    expect(() => loadTeams(keysFile({ keys: { "sk-live-secret-123456": "nobody" } }))).toThrow(/unknown team "nobody"/);
    expect(() => loadTeams(keysFile({ keys: { "sk-live-secret-123456": "nobody" } }))).not.toThrow(/secret-123456/);
  });

  it("names the file and the key's place as a JSON pointer when a key names an unknown team", () => {
    const path = keysFile({ keys: { "sk-live-1": "team-default", "sk-live-secret-123456": "nobody" } });
    expect(() => loadTeams(path)).toThrow(`MOCK_KEYS_FILE (${path}) at /keys/(key 2): unknown team "nobody" (teams: team-default, team-other, team-restricted, team-no-llm)`);
  });
});

describe("a keys file of the wrong shape", () => {
  it("with its keys at the top level says where keys go, and never names a key", () => {
    const file = keysFile({ "sk-live-secret": "team-default" });
    expect(() => loadTeams(file)).toThrow(`MOCK_KEYS_FILE (${file}): at the top level 1 entry maps a name to a text; keys go under "keys": {"keys": {"<key>": "<team id>"}}`);
    expect(() => loadTeams({ "sk-live-secret": "team-default" } as never)).toThrow(/^option keys: at the top level 1 entry maps/);
  });
});
