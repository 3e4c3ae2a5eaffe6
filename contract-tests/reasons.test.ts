/**
 * One defect, one reason. A response with one defect fails one check, whose first reason is that
 * defect; a correct response produces none of the reasons listed; a request that got no answer
 * fails responseReceived alone. Each test runs a case through the runner, as a run does, against
 * a fake gateway answering one body.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { runCase, type ContractCase, type SuiteContext } from "./runner.ts";
import type { SendOptions } from "./target.ts";
import { Target } from "./target.ts";
import { followTask } from "./cases/common.ts";
import { checkNamed } from "./checks/index.ts";
import { context, example, exchange } from "./testing/exchanges.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function answering(body: unknown): SuiteContext {
  const fetch = (async () =>
    new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json", "x-request-id": "r" } })) as typeof globalThis.fetch;
  return { config: loadConfig({}), isMock: false, target: new Target({ baseUrl: "http://gw", apiKey: "k", fetch }) };
}

function refusing(): SuiteContext {
  const fetch = (async () => {
    throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:1" } });
  }) as typeof globalThis.fetch;
  return { config: loadConfig({}), isMock: false, target: new Target({ baseUrl: "http://gw", apiKey: "k", fetch }) };
}

function sending(...requests: SendOptions[]): ContractCase {
  return {
    group: "reasons",
    title: "sends one request",
    profiles: ["smoke", "full"],
    billable: 1,
    run: async (ctx) => {
      for (const request of requests) await ctx.send(request);
    },
  };
}

const GENERATE = { operationId: "createGeneration", method: "POST", path: "/client/v2/ai/generations" } as const;
const CHAT = { operationId: "createChatCompletion", method: "POST", path: "/client/v2/ai/chat/completions" } as const;
const imageRequest: SendOptions = { ...GENERATE, scenario: "valid", json: { model: "flux-schnell", input: { prompt: "a lighthouse" } }, labels: { model: "flux-schnell", modality: "image" } };

const imageWithoutProvider = (): Json => {
  const body = example<Json>("ImageGenerationEnvelope");
  delete body.meta.provider;
  return body;
};

/** The reasons of a failure: its "  - …" lines. */
const reasonsOf = (message: string): string[] => message.split("\n").filter((line) => line.startsWith("  - "));

describe("a body of a type the spec does not declare", () => {
  it("fails contentTypeMatches alone: the checks of the answer's shape leave it", async () => {
    const fetch = (async () =>
      new Response(JSON.stringify(example<Json>("ImageGenerationEnvelope")), { status: 200, headers: { "content-type": "text/plain", "x-request-id": "r" } })) as typeof globalThis.fetch;
    const ctx: SuiteContext = { config: loadConfig({}), isMock: false, target: new Target({ baseUrl: "http://gw", apiKey: "k", fetch }) };
    const result = await runCase(sending(imageRequest), ctx);
    expect(result.failures.map((f) => f.check)).toEqual(["contentTypeMatches"]);
  });
});

describe("a union response with one defect", () => {
  it("fails once, in the check that knows which answer the request asked for, with the defect as its first reason", async () => {
    const result = await runCase(sending(imageRequest), answering(imageWithoutProvider()));
    expect(result.failures.map((f) => f.check)).toEqual(["syncEnvelopeForModality"]);
    const [failure] = result.failures;
    expect(failure!.pointer).toBe("/meta/provider");
    expect(reasonsOf(failure!.message)).toEqual([expect.stringMatching(/^ {2}- response\/meta must have required property 'provider' \(seed; #\/components\/schemas\/GenerationMeta\/required\)$/)]);
    expect(result.checks.bodyMatchesSchema?.errors ?? 0).toBe(0);
  });

  it("judged by bodyMatchesSchema alone (no modality check applies), gives the reasons of the branch it is meant to be", () => {
    const recorded = exchange({ ...GENERATE, scenario: "observed", body: imageWithoutProvider() });
    const failure = checkNamed("bodyMatchesSchema").run(recorded, context());
    expect(failure).toMatchObject({ provenance: "seed", pointer: "/meta/provider", schemaPath: "#/components/schemas/GenerationMeta/required" });
    expect(reasonsOf(failure!.message)).toHaveLength(1);
    expect(reasonsOf(failure!.message)[0]).toContain("must have required property 'provider'");
  });

  it("takes the branch from the request's modality when it knows it, not the closest shape", () => {
    // A TTS envelope missing meta.provider answered to an image request: judged as the image envelope it should be.
    const tts = example<Json>("TextToSpeechEnvelope");
    delete tts.meta.provider;
    const recorded = exchange({ ...GENERATE, scenario: "observed", labels: { modality: "image" }, body: tts });
    const failure = checkNamed("bodyMatchesSchema").run(recorded, context());
    expect(failure!.message).toContain("ImageGenerationEnvelope");
    expect(failure!.message).toContain("must have required property 'provider'");
  });

  it("keeps a body that breaks no seed rule a warning, whichever branch it is judged as", () => {
    // Image data as one {url} (a legal variant), answered to a TTS request: the TTS envelope's rules are designed.
    const image = example<Json>("ImageGenerationEnvelope");
    image.data = { url: "https://cdn.example.com/a.png" };
    const recorded = exchange({ ...GENERATE, scenario: "observed", labels: { modality: "tts" }, body: image });
    expect(checkNamed("bodyMatchesSchema").run(recorded, context())).toMatchObject({ provenance: "designed" });
  });
});

describe("a tool-call chat response that fails for another reason", () => {
  it("lists only the missing created, not the null content tool calls are allowed", async () => {
    const body = example<Json>("ChatCompletion");
    delete body.created;
    body.choices[0].message = { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } }] };
    body.choices[0].finish_reason = "tool_calls";
    const request = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Weather in Paris?" }], tools: [{ type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } } } }], tool_choice: "required" };
    const result = await runCase(sending({ ...CHAT, scenario: "tool-call", json: request }), answering(body));
    expect(result.failures.map((f) => f.check)).toEqual(["bodyMatchesSchema"]);
    expect(reasonsOf(result.failures[0]!.message)).toEqual([expect.stringContaining("must have required property 'created'")]);
    expect(result.failures[0]!.message).not.toContain("content");
  });
});


describe("a request that got no response", () => {
  it("fails responseReceived once; the case's other checks are not evaluated, and the report says why", async () => {
    const result = await runCase(sending({ ...imageRequest }, { ...GENERATE, scenario: "missing-key", auth: null, json: { model: "flux-schnell" } }), refusing());
    expect(result.failures.map((f) => f.check)).toEqual(["responseReceived", "responseReceived"]);
    expect(result.checks.validRequestSucceeds).toEqual({ passed: 0, errors: 0, warnings: 0, notApplicable: 1 });
    expect(result.checks.missingKeyUnauthorized).toEqual({ passed: 0, errors: 0, warnings: 0, notApplicable: 1 });
    expect(result.notExercised).toEqual([
      expect.stringMatching(/^#\d+ POST \/client\/v2\/ai\/generations: no response, so validRequestSucceeds\b.* not evaluated \(responseReceived reports it\)$/),
      expect.stringMatching(/^#\d+ POST \/client\/v2\/ai\/generations: no response, so missingKeyUnauthorized\b.* not evaluated \(responseReceived reports it\)$/),
    ]);
  });

  it("does not judge a task flow whose last poll got no answer: responseReceived alone fails", async () => {
    let calls = 0;
    const fetch = (async () => {
      calls++;
      if (calls === 1) return new Response(JSON.stringify({ code: 200, message: "success", data: { task_id: 7, status: "processing" } }), { status: 200, headers: { "content-type": "application/json", "x-request-id": "r" } });
      throw new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } });
    }) as typeof globalThis.fetch;
    const suite: SuiteContext = { config: { ...loadConfig({}), pollIntervalMs: 1 }, isMock: false, target: new Target({ baseUrl: "http://gw", apiKey: "k", fetch }) };
    const polling: ContractCase = { ...sending(), run: async (ctx) => void (await followTask(ctx, 7)) };
    const result = await runCase(polling, suite);
    expect(result.failures.map((f) => f.check)).toEqual(["responseReceived"]);
    expect(result.checks.taskReachesFinalStatus).toEqual({ passed: 0, errors: 0, warnings: 0, notApplicable: 1 });
  });
});
