import { describe, expect, it } from "vitest";
import { loadTeams } from "../config/teams.ts";
import { bearerKey, invalidKeyMessage, missingKeyMessage } from "./key-hints.ts";

describe("bearerKey()", () => {
  it("reads the key of a Bearer header, the scheme in any case", () => {
    expect(bearerKey("Bearer sk-1")).toBe("sk-1");
    expect(bearerKey("bearer sk-1 ")).toBe("sk-1");
    expect(bearerKey("sk-1")).toBeUndefined();
    expect(bearerKey(undefined)).toBeUndefined();
  });
});

describe("missingKeyMessage()", () => {
  it("says only what to send when there is no key anywhere", () => {
    expect(missingKeyMessage({ headers: {}, query: {} })).toBe("Missing API key. Send 'Authorization: Bearer <API_KEY>'.");
  });

  it("does not name an unknown first word of the header: it is often the key itself", () => {
    const message = missingKeyMessage({ headers: { authorization: "sk-live-secret extra" }, query: {} });
    expect(message).toBe("Missing API key: the Authorization header uses a scheme other than Bearer. Send 'Authorization: Bearer <API_KEY>'.");
  });

  it("names 'Bearer' with nothing after it", () => {
    expect(missingKeyMessage({ headers: { authorization: "Bearer " }, query: {} })).toContain("has 'Bearer' and no key after it");
  });
});

describe("invalidKeyMessage()", () => {
  it("points to the built-in keys by their teams, naming no key: a 401 reaches logs and reports", () => {
    expect(invalidKeyMessage(loadTeams())).toBe("Invalid API key. Use one of the mock's built-in keys (for team-default, team-other, team-restricted, team-no-llm), listed in the ai-gateway-kit README and by its mock command as it starts.");
  });

  it("names no key of a keys file: they are secrets", () => {
    const message = invalidKeyMessage(loadTeams({ keys: { "sk-live-secret": "team-default" } }));
    expect(message).toBe("Invalid API key. Use a key of the mock's keys file or `keys` option (listed, masked, when it starts).");
    expect(message).not.toContain("sk-live-secret");
  });

  it("points only to the built-in keys a keys file kept", () => {
    expect(invalidKeyMessage(loadTeams({ keys: { "sk-mock-default": "team-default", "sk-live-secret": "team-other" } }))).toBe(
      "Invalid API key. Use one of the mock's built-in keys (for team-default), listed in the ai-gateway-kit README and by its mock command as it starts.",
    );
  });
});
