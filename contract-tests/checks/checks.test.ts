import { describe, expect, it } from "vitest";
import type { Exchange } from "../target.ts";
import type { StreamWatch } from "../stream-watch.ts";
import { context, errorBody, example, exchange, sse, streamChunks, type ExchangeSpec } from "../testing/exchanges.ts";
import { failFromIssues, severityOf } from "./check.ts";
import { CHECKS, type CheckContext, type Flow } from "./index.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Fixture {
  pass: ExchangeSpec;
  fail: ExchangeSpec;
  flow?: { pass: Flow; fail: Flow };
  /** Provenance of the failure when it differs from the check's own. */
  failProvenance?: "seed" | "designed";
  /** Identifiers the run issued before (identifiersUnique). */
  identifiers?: { pass: [string, string][]; fail: [string, string][] };
}

const GEN = { operationId: "createGeneration", path: "/client/v2/ai/generations" };
const OCR = { operationId: "recognizeImageText", path: "/client/v2/ai-stack/image-to-text" };
const USERS = { operationId: "listUsers", method: "GET", path: "/api/users", scenario: "users-page" as const };
const TASK = { operationId: "getTask", method: "GET", path: "/client/v2/ai/tasks/1001", scenario: "task-poll" as const };

function edit<T = Json>(name: string, change: (value: T) => void): T {
  const value = example<T>(name);
  change(value);
  return value;
}

/** A stream's watch under budgets of 1 s to first event, 200 ms gaps, 5 s in all. */
const watched = (seen: Partial<StreamWatch>): StreamWatch => ({
  budgets: { ttftMs: 1000, maxGapMs: 200, totalMs: 5000, required: false },
  events: 3, ttftMs: 0, maxGapMs: 0, totalMs: 0, cut: null, done: true, finishReason: "stop", usage: false, firstUnparsable: null,
  ...seen,
});

const err = (status: number, code: string, more: ExchangeSpec = {}): ExchangeSpec => ({ status, body: errorBody(code), ...more });
const task = (status: string): Json => ({ code: 200, message: "success", data: { task_id: 1001, status, ...(status === "completed" ? { output: { video_url: "http://x/v.mp4" } } : {}) } });

const WEATHER = {
  type: "object",
  properties: { city: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } },
  required: ["city", "unit"],
  additionalProperties: false,
};
const TOOL_REQUEST = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Weather in Paris?" }], tools: [{ type: "function", function: { name: "get_weather", parameters: WEATHER } }], tool_choice: "required" };
const toolAnswer = (args: unknown): Json =>
  edit("ChatCompletion", (b: Json) => {
    b.choices[0].message = { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_weather", arguments: JSON.stringify(args) } }] };
    b.choices[0].finish_reason = "tool_calls";
  });
const FORM_REQUEST = { model: "gpt-4o-mini", messages: [{ role: "user", content: "A form" }], response_format: { type: "json_schema", json_schema: { name: "f", schema: WEATHER } } };
const formAnswer = (content: string): Json => edit("ChatCompletion", (b: Json) => (b.choices[0].message.content = content));
const toolStream = (fragments: string[], finish = "tool_calls"): string => {
  const base = { id: "chatcmpl-1", object: "chat.completion.chunk", created: 1767225600, model: "gpt-4o-mini" };
  const delta = (d: Json, finishReason: string | null = null) => ({ ...base, choices: [{ index: 0, delta: d, finish_reason: finishReason }] });
  return sse([
    delta({ role: "assistant", content: null }),
    delta({ tool_calls: [{ index: 0, id: "call_1", type: "function", function: { name: "get_weather", arguments: "" } }] }),
    ...fragments.map((piece) => delta({ tool_calls: [{ index: 0, function: { arguments: piece } }] })),
    delta({}, finish),
  ]);
};

const FIXTURES: Record<string, Fixture> = {
  toolCallsWellFormed: {
    pass: { scenario: "tool-call", request: TOOL_REQUEST, body: toolAnswer({ city: "Paris", unit: "celsius" }) },
    fail: { scenario: "tool-call", request: TOOL_REQUEST, body: toolAnswer({ city: "Paris", unit: "kelvin" }) },
  },
  streamedToolCallsWellFormed: {
    pass: { scenario: "tool-call-stream", request: TOOL_REQUEST, text: toolStream(['{"city":', '"Paris"}']) },
    fail: { scenario: "tool-call-stream", request: TOOL_REQUEST, text: toolStream(['{"city":', '"Paris"']) },
  },
  structuredOutputMatchesSchema: {
    pass: { scenario: "structured-output", request: FORM_REQUEST, body: formAnswer('{"city":"Oslo","unit":"celsius"}') },
    fail: { scenario: "structured-output", request: FORM_REQUEST, body: formAnswer('{"city":"Oslo"}') },
  },
  responseReceived: { pass: {}, fail: { status: null, error: "fetch failed (ECONNREFUSED)" } },
  bodyWithinLimit: { pass: {}, fail: { text: '{"object":"chat.completion"', mediaType: "application/json", bodyTooLarge: { maxBytes: 1024 } } },
  statusIsDocumented: { pass: {}, fail: { status: 418 } },
  contentTypeMatches: { pass: {}, fail: { mediaType: "text/plain", text: "hello" } },
  bodyMatchesSchema: { pass: {}, fail: { body: edit("ChatCompletion", (b: Json) => (b.object = "chat.completions")) } },
  requiredHeadersPresent: { pass: {}, fail: { headers: { "x-request-id": "" } }, failProvenance: "designed" },
  requestIdPresent: {
    pass: err(404, "not_found", { operationId: null, scenario: "unknown-path" }),
    fail: err(404, "not_found", { operationId: null, scenario: "unknown-path", headers: { "x-request-id": "" } }),
  },
  retryAfterOn429: { pass: err(429, "rate_limited", { headers: { "retry-after": "2" } }), fail: err(429, "rate_limited", { headers: { "retry-after": "soon" } }) },
  asyncSubmissionForModality: {
    pass: { ...GEN, labels: { modality: "video" }, body: example("AsyncSubmission") },
    fail: { ...GEN, labels: { modality: "video" }, body: edit("AsyncSubmission", (b: Json) => (b.data.task_id = "1001")) },
  },
  completedTaskHasOutput: { pass: { ...TASK, body: example("TaskCompleted") }, fail: { ...TASK, body: edit("TaskCompleted", (b: Json) => delete b.data.output) } },
  completedVideoHasVideoUrl: {
    pass: { ...TASK, labels: { modality: "video" }, body: example("TaskCompleted") },
    fail: { ...TASK, labels: { modality: "video" }, body: edit("TaskCompleted", (b: Json) => (b.data.output = { result_url: "http://x/v.mp4" })) },
  },
  createdIsUnixSeconds: { pass: {}, fail: { body: edit("ChatCompletion", (b: Json) => (b.created = 1767225600000)) } },
  forcedTaskOutcomeHappened: {
    pass: { ...TASK, labels: { forcedTaskOutcome: "failed" }, body: example("TaskFailed") },
    fail: { ...TASK, labels: { forcedTaskOutcome: "failed" }, body: task("completed") },
    flow: { pass: { taskId: 1001, history: [], ended: "final" }, fail: { taskId: 1001, history: [], ended: "final" } },
  },
  nonJsonContentTypeRejected: {
    pass: err(400, "invalid_request", { scenario: "wrong-content-type", requestHeaders: { "content-type": "text/plain" } }),
    fail: { scenario: "wrong-content-type", requestHeaders: { "content-type": "text/plain" } },
  },
  streamOnlyForLlmModels: {
    pass: err(400, "invalid_request", { ...GEN, scenario: "stream-non-llm", labels: { modality: "image", model: "flux-schnell" } }),
    fail: { ...GEN, scenario: "stream-non-llm", labels: { modality: "image", model: "flux-schnell" }, text: sse(streamChunks()) },
  },
  forcedStatusReturned: {
    pass: err(429, "rate_limited", { scenario: "forced-status", labels: { forcedStatus: 429 } }),
    fail: { scenario: "forced-status", labels: { forcedStatus: 429 } },
  },
  invalidKeyUnauthorized: { pass: err(401, "unauthorized", { scenario: "invalid-key" }), fail: { scenario: "invalid-key" } },
  invalidParametersRejected: {
    pass: err(400, "invalid_request", { scenario: "invalid-parameters", labels: { mutation: "temperature: 3" } }),
    fail: { scenario: "invalid-parameters", labels: { mutation: "temperature: 3", brokenProvenance: "seed" } },
  },
  invalidTaskIdRejected: {
    pass: err(400, "invalid_request", { ...TASK, scenario: "invalid-task-id" }),
    fail: err(404, "task_not_found", { ...TASK, scenario: "invalid-task-id" }),
  },
  llmAnswersChatCompletion: {
    pass: { ...GEN, labels: { modality: "llm" } },
    fail: { ...GEN, labels: { modality: "llm" }, body: example("ImageGenerationEnvelope") },
  },
  maxTokensHonoured: {
    pass: { request: { model: "gpt-4o-mini", messages: [], max_tokens: 19 } },
    fail: { request: { model: "gpt-4o-mini", messages: [], max_tokens: 5 } },
  },
  ocrFilterThreshApplied: {
    pass: { ...OCR, request: { image_base64: "x", filter_thresh: 0.97 }, body: example("OcrResponse") },
    fail: { ...OCR, request: { image_base64: "x", filter_thresh: 0.98 }, body: example("OcrResponse") },
  },
  ocrHalfToFullApplied: {
    pass: { ...OCR, request: { image_base64: "x", half_to_full: 1 }, body: edit("OcrResponse", (b: Json) => (b.data.line_texts = ["ＣＩＴＹ　ＭＡＲＫＥＴ", "合計　１，０００"])) },
    fail: { ...OCR, request: { image_base64: "x", half_to_full: 1 }, body: example("OcrResponse") },
  },
  malformedJsonRejected: { pass: err(400, "invalid_request", { scenario: "malformed-json" }), fail: err(500, "provider_error", { scenario: "malformed-json" }) },
  missingKeyUnauthorized: { pass: err(401, "unauthorized", { scenario: "missing-key" }), fail: err(403, "forbidden", { scenario: "missing-key" }) },
  missingModelRejected: { pass: err(400, "invalid_request", { scenario: "missing-model" }), fail: err(404, "model_not_found", { scenario: "missing-model" }) },
  nonLlmModelRejectedOnChat: { pass: err(400, "invalid_request", { scenario: "non-llm-on-chat" }), fail: { scenario: "non-llm-on-chat" } },
  ocrArraysAgree: { pass: { ...OCR, body: example("OcrResponse") }, fail: { ...OCR, body: edit("OcrResponse", (b: Json) => b.data.line_texts.push("extra")) } },
  ocrBoxesHaveFourNumbers: {
    pass: { ...OCR, body: example("OcrResponse") },
    fail: { ...OCR, body: edit("OcrResponse", (b: Json) => (b.data.line_rects[1] = [1, 2, 3])) },
  },
  ocrProbabilitiesInRange: {
    pass: { ...OCR, body: example("OcrResponse") },
    fail: { ...OCR, body: edit("OcrResponse", (b: Json) => (b.data.line_probs[0] = 1.2)) },
  },
  ocrDataUriPrefixStripped: {
    pass: { ...OCR, scenario: "ocr-data-uri", body: example("OcrResponse") },
    fail: err(400, "invalid_request", { ...OCR, scenario: "ocr-data-uri" }),
  },
  ocrInvalidImageRejected: {
    pass: err(400, "invalid_request", { ...OCR, scenario: "ocr-bad-image", labels: { badImage: "no image" } }),
    fail: { ...OCR, scenario: "ocr-bad-image", labels: { badImage: "no image" }, body: example("OcrResponse") },
  },
  ocrLimitMeasuredDecoded: {
    pass: { ...OCR, scenario: "ocr-limit-measure", body: example("OcrResponse") },
    fail: err(400, "invalid_request", { ...OCR, scenario: "ocr-limit-measure" }),
  },
  identifiersUnique: {
    pass: { ...OCR, body: example("OcrResponse") },
    fail: { ...OCR, body: example("OcrResponse") },
    identifiers: {
      pass: [["request_id:another-request", "#1"]],
      fail: [[`request_id:${(example("OcrResponse") as Json).data.request_id}`, "#1"]],
    },
  },
  taskOutputStaysPut: {
    pass: { ...TASK, body: { ...task("completed"), data: { ...task("completed").data, output: { video_url: "http://x/v.mp4?signature=2" } } } },
    fail: { ...TASK, body: { ...task("completed"), data: { ...task("completed").data, output: { video_url: "http://x/other.mp4" } } } },
    flow: {
      pass: { taskId: 1001, history: [exchange({ ...TASK, body: task("completed") })] },
      fail: { taskId: 1001, history: [exchange({ ...TASK, body: task("completed") })] },
    },
  },
  ocrLimitBoundaryAccepted: {
    pass: { ...OCR, scenario: "ocr-limit-boundary", body: example("OcrResponse") },
    fail: err(400, "invalid_request", { ...OCR, scenario: "ocr-limit-boundary" }),
  },
  streamAnsweredAsEventStream: { pass: { scenario: "stream", text: sse(streamChunks()) }, fail: { scenario: "stream" } },
  streamChunksMatchSchema: {
    pass: { scenario: "stream", text: sse(streamChunks()) },
    fail: { scenario: "stream", text: sse(streamChunks().map((c) => ({ ...c, object: "chat.completion" }))) },
  },
  streamDropHasNoDone: {
    pass: { scenario: "stream-fault", labels: { streamFault: "drop" }, text: sse(streamChunks().slice(0, 2), false), error: "terminated" },
    fail: { scenario: "stream-fault", labels: { streamFault: "drop" }, text: sse(streamChunks()) },
  },
  streamEndsWithDone: { pass: { scenario: "stream", text: sse(streamChunks()) }, fail: { scenario: "stream", text: sse(streamChunks(), false) } },
  streamErrorEventEndsStream: {
    pass: { scenario: "stream-fault", labels: { streamFault: "error" }, text: sse([...streamChunks().slice(0, 2), errorBody("provider_error", "server_error")], false) },
    fail: { scenario: "stream-fault", labels: { streamFault: "error" }, text: sse(streamChunks()) },
  },
  streamHasContent: {
    pass: { scenario: "stream", text: sse(streamChunks()) },
    fail: { scenario: "stream", text: sse(streamChunks().filter((c) => (c as Json).choices[0].delta.content !== "Hello")) },
  },
  streamHasNoEventLines: {
    pass: { scenario: "stream", text: sse(streamChunks()) },
    fail: { scenario: "stream", text: `event: message\n${sse(streamChunks())}` },
  },
  streamIdsConsistent: {
    pass: { scenario: "stream", text: sse(streamChunks()) },
    fail: { scenario: "stream", text: sse(streamChunks().map((c, i) => ({ ...c, id: `chatcmpl-${i}` }))) },
  },
  streamLastChunkHasFinishReason: {
    pass: { scenario: "stream", text: sse(streamChunks()) },
    fail: { scenario: "stream", text: sse(streamChunks().slice(0, 2)) },
  },
  streamStartsWithRole: { pass: { scenario: "stream", text: sse(streamChunks()) }, fail: { scenario: "stream", text: sse(streamChunks().slice(1)) } },
  streamUsageChunkWhenAsked: {
    pass: { scenario: "stream", labels: { includeUsage: true }, text: sse(streamChunks(true)) },
    fail: { scenario: "stream", labels: { includeUsage: true }, text: sse(streamChunks()) },
  },
  syncEnvelopeForModality: {
    pass: { ...GEN, labels: { modality: "image" }, body: example("ImageGenerationEnvelope") },
    fail: { ...GEN, labels: { modality: "image" }, body: edit("ImageGenerationEnvelope", (b: Json) => delete b.meta.provider) },
  },
  taskHiddenFromOtherTeam: { pass: err(404, "task_not_found", { ...TASK, scenario: "foreign-task" }), fail: { ...TASK, scenario: "foreign-task", body: example("TaskCompleted") } },
  taskIdMatchesSubmission: {
    pass: { ...TASK, body: task("processing") },
    fail: { ...TASK, body: task("processing") },
    flow: { pass: { taskId: 1001, history: [] }, fail: { taskId: 1002, history: [] } },
  },
  taskReachesFinalStatus: {
    pass: { ...TASK, body: task("completed") },
    fail: { ...TASK, body: task("processing") },
    flow: { pass: { taskId: 1001, history: [], ended: "final" }, fail: { taskId: 1001, history: [], ended: "timeout" } },
  },
  taskStatusOnlyMovesForward: {
    pass: { ...TASK, body: task("completed") },
    fail: { ...TASK, body: task("processing") },
    flow: {
      pass: { taskId: 1001, history: [exchange({ ...TASK, body: task("processing") })] },
      fail: { taskId: 1001, history: [exchange({ ...TASK, body: task("completed") })] },
    },
  },
  temperatureBoundaryAccepted: {
    pass: { scenario: "temperature-boundary", request: { temperature: 2 } },
    fail: err(400, "invalid_request", { scenario: "temperature-boundary", request: { temperature: 2 } }),
  },
  temperatureOutOfRangeRejected: {
    pass: err(400, "invalid_request", { scenario: "temperature-out-of-range", request: { temperature: 2.01 } }),
    fail: { scenario: "temperature-out-of-range", request: { temperature: 2.01 } },
  },
  unauthorizedTeamForbidden: { pass: err(403, "forbidden", { scenario: "restricted-team" }), fail: { scenario: "restricted-team" } },
  unknownModelNotFound: {
    pass: err(404, "model_not_found", { ...GEN, scenario: "unknown-model" }),
    fail: err(404, "not_found", { ...GEN, scenario: "unknown-model" }),
  },
  unknownPathNotFound: {
    pass: err(404, "not_found", { operationId: null, scenario: "unknown-path" }),
    fail: err(500, "provider_error", { operationId: null, scenario: "unknown-path" }),
  },
  unknownTaskNotFound: { pass: err(404, "task_not_found", { ...TASK, scenario: "unknown-task" }), fail: { ...TASK, scenario: "unknown-task", body: example("TaskCompleted") } },
  usersListedWithoutKey: {
    pass: { ...USERS, scenario: "users-without-key", body: example("UserList") },
    fail: err(401, "unauthorized", { ...USERS, scenario: "users-without-key" }),
  },
  usersPageSizeHonoured: {
    pass: { ...USERS, labels: { pageSize: 2 }, body: example("UserList") },
    fail: { ...USERS, labels: { pageSize: 1 }, body: example("UserList") },
  },
  usersPastEndIsEmpty: {
    pass: { ...USERS, scenario: "users-past-end", body: { users: [], total: 137 } },
    fail: { ...USERS, scenario: "users-past-end", body: example("UserList") },
  },
  usersTotalCoversPage: { pass: { ...USERS, body: example("UserList") }, fail: { ...USERS, body: edit("UserList", (b: Json) => (b.total = 1)) } },
  validRequestSucceeds: { pass: {}, fail: err(500, "provider_error") },
  streamWithinBudget: {
    pass: { scenario: "stream", text: sse(streamChunks()), stream: watched({ ttftMs: 40, maxGapMs: 20, totalMs: 90 }) },
    fail: { scenario: "stream", text: sse(streamChunks().slice(0, 2), false), stream: watched({ ttftMs: 40, maxGapMs: 20, totalMs: 290, cut: "no event for 200 ms after event 2 (stream.maxGapMs)" }) },
  },
  wrongMethodAnswered405: {
    pass: err(405, "method_not_allowed", { operationId: null, scenario: "wrong-method", headers: { allow: "POST" } }),
    fail: err(404, "not_found", { operationId: null, scenario: "wrong-method" }),
  },
  wrongMethodNotServerError: {
    pass: err(405, "method_not_allowed", { operationId: null, scenario: "wrong-method" }),
    fail: err(500, "provider_error", { operationId: null, scenario: "wrong-method" }),
  },
};

function run(name: string, side: "pass" | "fail") {
  const check = CHECKS.find((c) => c.name === name)!;
  const fixture = FIXTURES[name]!;
  const subject: Exchange = exchange(fixture[side]);
  const ctx: CheckContext = { ...context(fixture.flow?.[side]), ...(fixture.identifiers ? { identifiers: new Map(fixture.identifiers[side]) } : {}) };
  return { check, applies: check.applies(subject, ctx), failure: check.run(subject, ctx) };
}

describe("checks", () => {
  it("have a passing and a failing example each", () => {
    expect(CHECKS.map((c) => c.name).filter((name) => !FIXTURES[name])).toEqual([]);
  });

  it("have unique names, titles and a stated rule", () => {
    expect(new Set(CHECKS.map((c) => c.name)).size).toBe(CHECKS.length);
    for (const check of CHECKS) {
      expect(check.title.length, check.name).toBeGreaterThan(5);
      expect(check.rule, check.name).toMatch(/seed|designed|spec|mock/);
    }
  });

  for (const check of CHECKS) {
    describe(check.name, () => {
      it("holds on an exchange that honours its rule", () => {
        const { applies, failure } = run(check.name, "pass");
        expect(applies).toBe(true);
        expect(failure).toBeNull();
      });

      it("fails on an exchange that breaks its rule", () => {
        const { applies, failure } = run(check.name, "fail");
        expect(applies).toBe(true);
        expect(failure).toMatchObject({ check: check.name, title: check.title, provenance: FIXTURES[check.name]!.failProvenance ?? check.provenance });
        expect(failure!.message.length).toBeGreaterThan(0);
      });
    });
  }
});

describe("tool calls and structured outputs on a gateway without them", () => {
  it("are not judged when a real gateway answers prose: the case notes them as not supported", () => {
    const prose = exchange({ scenario: "tool-call", request: TOOL_REQUEST });
    const text = exchange({ scenario: "structured-output", request: FORM_REQUEST });
    const byName = (name: string) => CHECKS.find((check) => check.name === name)!;
    expect(byName("toolCallsWellFormed").applies(prose, context())).toBe(false);
    expect(byName("structuredOutputMatchesSchema").applies(text, context())).toBe(false);
    // The mock is always judged: prose where a call was required is its bug.
    expect(byName("toolCallsWellFormed").run(prose, { ...context(), isMock: true })?.message).toMatch(/prose answer/);
  });
});

describe("tool calls and structured outputs as real models answer them", () => {
  const byName = (name: string) => CHECKS.find((check) => check.name === name)!;
  const judge = (name: string, spec: ExchangeSpec) => {
    const e = exchange(spec);
    return byName(name).applies(e, context()) ? (byName(name).run(e, context())?.message ?? null) : "not applicable";
  };
  const named = { ...TOOL_REQUEST, tool_choice: { type: "function", function: { name: "get_weather" } } };
  const stopped = (body: Json): Json => ((body.choices[0].finish_reason = "stop"), body);

  it("accepts finish_reason stop for a call tool_choice names (OpenAI's answer), not for tool_choice required", () => {
    expect(judge("toolCallsWellFormed", { scenario: "tool-call", request: named, body: stopped(toolAnswer({ city: "Paris", unit: "celsius" })) })).toBeNull();
    expect(judge("toolCallsWellFormed", { scenario: "tool-call", request: TOOL_REQUEST, body: stopped(toolAnswer({ city: "Paris", unit: "celsius" })) })).toMatch(/finish_reason "stop"/);
    expect(judge("streamedToolCallsWellFormed", { scenario: "tool-call-stream", request: named, text: toolStream(['{"city":', '"Paris"}'], "stop") })).toBeNull();
    expect(judge("streamedToolCallsWellFormed", { scenario: "tool-call-stream", request: TOOL_REQUEST, text: toolStream(['{"city":', '"Paris"}'], "stop") })).toMatch(/finish_reason "stop"/);
  });

  it("does not judge a call max_tokens cut (finish_reason length)", () => {
    const cut = toolAnswer({ city: "Paris", unit: "celsius" });
    cut.choices[0].message.tool_calls[0].function.arguments = '{"city":"Pa';
    cut.choices[0].finish_reason = "length";
    expect(judge("toolCallsWellFormed", { scenario: "tool-call", request: TOOL_REQUEST, body: cut })).toBe("not applicable");
    expect(judge("streamedToolCallsWellFormed", { scenario: "tool-call-stream", request: TOOL_REQUEST, text: toolStream(['{"city":', '"Pa'], "length") })).toBe("not applicable");
  });

  it("holds the arguments of a tool marked strict: false to being JSON, not to its parameters", () => {
    const loose = { ...TOOL_REQUEST, tools: [{ type: "function", function: { name: "get_weather", parameters: WEATHER, strict: false } }] };
    expect(judge("toolCallsWellFormed", { scenario: "tool-call", request: loose, body: toolAnswer({ city: "Paris", unit: "kelvin" }) })).toBeNull();
    const notJson = toolAnswer({ city: "Paris" });
    notJson.choices[0].message.tool_calls[0].function.arguments = "{city: Paris";
    expect(judge("toolCallsWellFormed", { scenario: "tool-call", request: loose, body: notJson })).toMatch(/a JSON document as a string/);
  });
});

describe("severity", () => {
  it("makes seed rules errors and designed fills warnings unless strict", () => {
    expect(severityOf("seed", false)).toBe("error");
    expect(severityOf("designed", false)).toBe("warning");
    expect(severityOf("designed", true)).toBe("error");
  });

  it("takes a schema failure's provenance from its issues: seed when any seed rule broke", () => {
    const fail = (message: string, extra = {}) => ({ check: "x", title: "x", message, provenance: "seed" as const, ...extra });
    const issue = (provenance: "seed" | "designed") => ({ part: "response" as const, pointer: "/a", keyword: "type", schemaPath: "#/x", message: "a", param: null, provenance });
    expect(failFromIssues(fail, [issue("designed")], "lead").provenance).toBe("designed");
    expect(failFromIssues(fail, [issue("designed"), issue("seed")], "lead").provenance).toBe("seed");
  });

  it("treats a wrong error code on the OCR endpoint as designed, since the seed does not show its error body", () => {
    const invalidParametersRejected = CHECKS.find((c) => c.name === "invalidParametersRejected")!;
    const ocr400 = exchange({ ...OCR, scenario: "invalid-parameters", status: 400, body: errorBody("bad_image") });
    const chat400 = exchange({ scenario: "invalid-parameters", status: 400, body: errorBody("bad_image") });
    expect(invalidParametersRejected.run(ocr400, context())?.provenance).toBe("designed");
    expect(invalidParametersRejected.run(chat400, context())?.provenance).toBe("seed");
  });

  it("treats an expected status the seed does not name for the operation as designed", () => {
    const unknownModelNotFound = CHECKS.find((c) => c.name === "unknownModelNotFound")!;
    const chat = exchange({ scenario: "unknown-model", status: 400, body: errorBody("invalid_request") });
    const generation = exchange({ ...GEN, scenario: "unknown-model", status: 400, body: errorBody("invalid_request") });
    expect(unknownModelNotFound.run(chat, context())?.provenance).toBe("designed");
    expect(unknownModelNotFound.run(generation, context())?.provenance).toBe("seed");
    // Each cites what it rests on: the seed's rule only where the seed states it.
    expect(unknownModelNotFound.run(chat, context())?.message).not.toContain("§4.2 rule 5");
    expect(unknownModelNotFound.run(chat, context())?.message).toContain("(designed:");
    expect(unknownModelNotFound.run(generation, context())?.message).toContain("(seed §4.2 rule 5)");
  });

  it("treats a refused valid request as designed when it leans on an unconfigured designed value, and seed when configured", () => {
    const validRequestSucceeds = CHECKS.find((c) => c.name === "validRequestSucceeds")!;
    const guessed = exchange({ ...GEN, status: 400, body: errorBody("invalid_request"), labels: { modality: "tts", requestProvenance: "designed", inputSetting: "CONTRACT_INPUT_TTS" } });
    const configured = exchange({ ...GEN, status: 400, body: errorBody("invalid_request"), labels: { modality: "tts", requestProvenance: "seed", inputSetting: "CONTRACT_INPUT_TTS" } });
    expect(validRequestSucceeds.run(guessed, context())).toMatchObject({ provenance: "designed", message: expect.stringContaining("set CONTRACT_INPUT_TTS") });
    expect(validRequestSucceeds.run(configured, context())?.provenance).toBe("seed");
  });

  it("treats a missing video_url as seed for a video task and designed for a digital-human task", () => {
    const completedVideoHasVideoUrl = CHECKS.find((c) => c.name === "completedVideoHasVideoUrl")!;
    const body = edit("TaskCompleted", (b: Json) => (b.data.output = { result_url: "http://x/v.mp4" }));
    expect(completedVideoHasVideoUrl.run(exchange({ ...TASK, labels: { modality: "video" }, body }), context())?.provenance).toBe("seed");
    expect(completedVideoHasVideoUrl.run(exchange({ ...TASK, labels: { modality: "digital_human" }, body }), context())?.provenance).toBe("designed");
  });

  it("takes a created in milliseconds for what it is", () => {
    const { failure } = run("createdIsUnixSeconds", "fail");
    expect(failure?.message).toContain("milliseconds?");
  });

  it("takes a gateway's 503 with either code, service_unavailable or state_unavailable, and refuses a 503 without type server_error", () => {
    const check = CHECKS.find((c) => c.name === "bodyMatchesSchema")!;
    const judged = (body: Json) => {
      const subject = exchange({ status: 503, body });
      expect(check.applies(subject, context())).toBe(true);
      return check.run(subject, context());
    };
    expect(judged(errorBody("service_unavailable", "server_error"))).toBeNull();
    expect(judged(errorBody("state_unavailable", "server_error"))).toBeNull();
    expect(judged(errorBody("service_unavailable", "invalid_request_error"))?.message).toContain("server_error");
  });

  it("reports a bodyMatchesSchema failure with the schema path and pointer of the broken rule", () => {
    const { failure } = run("bodyMatchesSchema", "fail");
    expect(failure?.schemaPath).toContain("#/components/schemas/ChatCompletion");
    expect(failure?.pointer).toBe("/object");
  });
});
