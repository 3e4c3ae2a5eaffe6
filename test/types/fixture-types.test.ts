/**
 * generated/fixtures.d.ts, compiled from spec/fixtures.schema.json at `npm run generate`
 * (freshness checked by `npm run check:fresh`), as users import it from `ai-gateway-kit/testing`:
 * what the recorder writes is a FixtureFile, and a file missing what the schema requires does
 * not compile (tsc --noEmit in npm run lint checks the @ts-expect-error lines).
 */
import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { FixtureFile, FixtureTask } from "ai-gateway-kit/testing";
import { parseFixture } from "../../mocks/fixtures/fixture-files.ts";
import type { ExchangeFixture, TaskFixture, TaskPoll } from "../../mocks/fixtures/fixture.ts";

describe("the generated fixture types", () => {
  it("accept every fixture the recorder writes", () => {
    expectTypeOf<ExchangeFixture>().toExtend<FixtureFile>();
    // The recorder's type allows an empty poll list; the schema (so the loader) requires one poll.
    expectTypeOf<Omit<TaskFixture, "polls"> & { polls: [TaskPoll, ...TaskPoll[]] }>().toExtend<FixtureFile>();
    expectTypeOf<TaskFixture>().not.toExtend<FixtureFile>();
  });

  it("type a hand-written fixture the mock then loads", () => {
    const fixture = {
      kind: "exchange",
      operation: "listUsers",
      request: { method: "GET", path: "/api/users" },
      response: { status: 200, headers: { "content-type": "application/json" }, body: { users: [], total: 0 } },
    } satisfies FixtureFile;
    expect(() => parseFixture(JSON.stringify(fixture), "listUsers/0001.json")).not.toThrow();
  });

  it("refuse what the schema refuses", () => {
    // @ts-expect-error an exchange needs its response
    const noResponse: FixtureFile = { kind: "exchange", operation: null, request: { method: "GET", path: "/" } };
    // @ts-expect-error a task fixture records at least one poll
    const noPolls: FixtureTask = { kind: "task", operation: "getTask", taskId: "1", polls: [] };
    // @ts-expect-error no field the schema does not name (its objects admit no others)
    const extra: FixtureFile = { kind: "exchange", operation: null, request: { method: "GET", path: "/" }, response: { status: 200, headers: {} }, note: "x" };
    expect([noResponse, noPolls, extra]).toHaveLength(3);
  });

  it("are what spec/fixtures.schema.json generates (the check:fresh script compares them)", () => {
    const generated = readFileSync(new URL("../../generated/fixtures.d.ts", import.meta.url), "utf8");
    expect(generated).toContain("export type FixtureFile = FixtureExchange | FixtureTask;");
  });
});
