/**
 * Drift findings from hand-written fixtures: each kind once, its severity from provenance and
 * the spec change that would absorb it; the report folds repeated differences; the command's
 * exit code follows --fail-on.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { driftMain } from "../../cli/record.ts";
import { analyseFixture } from "../../mocks/record/drift.ts";
import { DriftCollector, formatDrift } from "../../mocks/record/drift-report.ts";
import type { ExchangeFixture } from "../../mocks/fixtures/fixture.ts";
import { chatFixture, fixtureDir, streamFixture, taskFixture, type FixtureDir } from "./support/fixtures.ts";

function withBody(body: (recorded: any) => unknown, response: Partial<ExchangeFixture["response"]> = {}): ExchangeFixture {
  const fixture = chatFixture("hi", "hello");
  fixture.response = { ...fixture.response, body: body(structuredClone(fixture.response.body)), ...response };
  return fixture;
}

const summary = (fixture: ExchangeFixture) => analyseFixture(fixture).map((f) => `${f.severity} ${f.kind} ${f.pointer}`);

describe("drift of one exchange", () => {
  it("finds nothing in an answer the spec describes", () => {
    expect(analyseFixture(chatFixture("hi", "hello"))).toEqual([]);
  });

  it("names a field the spec does not declare, and where to declare it", () => {
    const [finding] = analyseFixture(withBody((b) => ({ ...b, service_tier: "default" })));
    expect(finding).toMatchObject({ kind: "undeclared-field", severity: "warning", pointer: "/service_tier", received: "string" });
    expect(finding!.absorb).toBe("declare property 'service_tier' (type: string) in #/components/schemas/ChatCompletion/properties");
  });

  it("looks into nested objects and array items for undeclared fields", () => {
    // Azure OpenAI's gateways add content_filter_results to each choice.
    expect(summary(withBody((b) => ({ ...b, choices: [{ ...b.choices[0], content_filter_results: {} }] })))).toEqual(["warning undeclared-field /choices/0/content_filter_results"]);
  });

  it("grades a missing seed field as an error and says which required list to change", () => {
    const [finding] = analyseFixture(withBody(({ usage: _usage, ...rest }) => rest));
    expect(finding).toMatchObject({ kind: "missing-required", severity: "error", provenance: "seed", pointer: "/usage" });
    expect(finding!.absorb).toContain("remove it from #/components/schemas/ChatCompletion/required");
  });

  it("grades a contradicted seed type as an error", () => {
    expect(summary(withBody((b) => ({ ...b, usage: { ...b.usage, cost: 0.00001 } })))).toEqual(["error seed-contradicted /usage/cost"]);
  });

  it("grades a contradicted designed value as a warning", () => {
    const task = taskFixture("5", [[0, "processing"]]);
    (task.polls[0]!.body as any).data.progress = "50%";
    expect(analyseFixture(task).map((f) => `${f.severity} ${f.kind} ${f.pointer}`)).toEqual(["warning designed-contradicted /data/progress"]);
  });

  it("names an undeclared status with the responses it would join", () => {
    const [finding] = analyseFixture(withBody((b) => b, { status: 202 }));
    expect(finding).toMatchObject({ kind: "undeclared-status", severity: "error", status: 202 });
    expect(finding!.absorb).toBe("declare response '202' with content application/json under #/paths/~1client~1v2~1ai~1chat~1completions/post/responses");
  });

  it("names another content type, ignoring its parameters", () => {
    expect(summary(withBody((b) => b, { headers: { "content-type": "application/json; charset=utf-8" } }))).toEqual([]);
    expect(summary(withBody((b) => b, { headers: { "content-type": "application/x-ndjson" } }))).toEqual(["error undeclared-content-type "]);
  });

  it("checks each stream event against the event schema", () => {
    const stream = streamFixture("s", [1, 2]);
    (stream.response.frames![1]!.data as any).choices[0].index = "0";
    expect(summary(stream)).toEqual(["warning designed-contradicted /frames/1/choices/0/index"]);
  });

  it("names a path the spec does not declare", () => {
    const fixture = chatFixture("hi", "x", { operation: null });
    fixture.request.path = "/v1/embeddings";
    expect(analyseFixture(fixture)[0]).toMatchObject({ kind: "undeclared-operation", received: "POST /v1/embeddings" });
  });
});

describe("the drift report", () => {
  it("counts a difference repeated across events and files once, with the files that show it", () => {
    const collector = new DriftCollector();
    const stream = streamFixture("s", [1, 2, 3]);
    for (const frame of stream.response.frames!) if (typeof frame.data === "object") (frame.data as any).trace = "t";
    collector.add("a.json", analyseFixture(stream));
    collector.add("b.json", analyseFixture(stream));
    const report = collector.report();
    expect(report.operations.createChatCompletion).toHaveLength(1);
    expect(report.operations.createChatCompletion![0]).toMatchObject({ pointer: "/frames/*/trace", count: 6, fixtures: ["a.json", "b.json"] });
    expect(formatDrift(report)).toContain("Absorb:     declare property 'trace' (type: string) in #/components/schemas/ChatCompletionChunk/properties");
  });
});

describe("ai-gateway-kit drift", () => {
  let fixtures: FixtureDir;
  let out: string;
  beforeEach(() => {
    fixtures = fixtureDir();
    out = "";
    vi.spyOn(process.stdout, "write").mockImplementation((chunk) => ((out += String(chunk)), true));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    fixtures.remove();
  });

  it("exits 0 with a clean report when the traffic matches the spec", async () => {
    fixtures.write("createChatCompletion/0001.json", chatFixture("hi", "hello"));
    expect(await driftMain([fixtures.dir])).toBe(0);
    expect(out).toContain("No drift: 1 recorded exchange(s) match the spec.");
  });

  it("exits 1 on a seed error and prints JSON with --json", async () => {
    fixtures.write("createChatCompletion/0001.json", withBody((b) => ({ ...b, usage: { ...b.usage, cost: 1 } })));
    expect(await driftMain([fixtures.dir, "--json"])).toBe(1);
    expect(JSON.parse(out)).toMatchObject({ errors: 1, operations: { createChatCompletion: [{ kind: "seed-contradicted" }] } });
  });

  it("exits 0 on warnings unless told to fail on them", async () => {
    fixtures.write("createChatCompletion/0001.json", withBody((b) => ({ ...b, extra: true })));
    expect(await driftMain([fixtures.dir])).toBe(0);
    expect(await driftMain([fixtures.dir, "--fail-on", "warning"])).toBe(1);
  });
});
