/**
 * Drift tells spec drift from a client's mistakes (issue 30, issue 27 #21): an undeclared path
 * the gateway answered 404, a key it refused 401, are client errors reported apart and never
 * fail the command; a missing folder is bad input (exit 2, one line), not "drift found".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { driftMain, main } from "../../cli/record.ts";
import { analyseFixture } from "../../mocks/record/drift.ts";
import type { ExchangeFixture } from "../../mocks/fixtures/fixture.ts";
import { chatFixture, fixtureDir, type FixtureDir } from "./support/fixtures.ts";

function refused(path: string, status: number, operation: string | null, method = "POST"): ExchangeFixture {
  const fixture = chatFixture("hi", "x");
  fixture.operation = operation;
  fixture.request = { ...fixture.request, method, path };
  fixture.response = { status, headers: { "content-type": "application/json" }, headersAtMs: 0, endAtMs: 0, body: { error: { code: "not_found", message: "no", type: "invalid_request_error", param: null } } };
  return fixture;
}

describe("client errors in recorded traffic", () => {
  let fixtures: FixtureDir;
  let out = "";
  beforeEach(() => {
    fixtures = fixtureDir();
    out = "";
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => ((out += String(chunk)), true));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    fixtures.remove();
  });

  it("classifies a typo path answered 404 as a client error, not drift", () => {
    expect(analyseFixture(refused("/client/v2/ai/chat/completion", 404, null)).map((f) => f.kind)).toEqual(["client-error"]);
  });

  it("still reports an undeclared path the gateway answered 200 as drift", () => {
    expect(analyseFixture(refused("/client/v2/ai/embeddings", 200, null)).map((f) => `${f.severity} ${f.kind}`)).toEqual(["error undeclared-operation"]);
  });

  it("classifies a refused key (401) on an operation that does not declare 401 as a client error", () => {
    expect(analyseFixture(refused("/api/users", 401, "listUsers", "GET")).map((f) => f.kind)).toEqual(["client-error"]);
  });

  it("exits 0 on traffic holding only client errors, and lists them apart", async () => {
    fixtures.write("_undeclared/0001.json", refused("/client/v2/ai/chat/completion", 404, null));
    fixtures.write("createChatCompletion/0002.json", chatFixture("hi", "hello"));
    expect(await driftMain([fixtures.dir])).toBe(0);
    expect(out).toContain("No drift");
    expect(out).toContain("Client errors (1)");
    expect(out).toContain("/client/v2/ai/chat/completion");
    out = "";
    expect(await driftMain([fixtures.dir, "--json", "--fail-on", "warning"])).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ errors: 0, warnings: 0, clientErrors: 1 });
  });

  it("answers a missing folder with one line and exit 2", async () => {
    const errors: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void errors.push(line));
    expect(await main(["drift", "/no-such-folder-27"])).toBe(2);
    expect(errors.join("\n")).toContain("/no-such-folder-27: no such fixtures directory");
    expect(errors.join("\n")).not.toMatch(/\n\s+at /);
  });
});
