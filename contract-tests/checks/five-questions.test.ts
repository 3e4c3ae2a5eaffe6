/**
 * The checks behind the five questions: rules judged on a stream as well as a body, identifiers
 * compared across a run (and a recorded one), a finished task's output read again.
 */
import { describe, expect, it } from "vitest";
import { context, example, exchange, sse, streamChunks } from "../testing/exchanges.ts";
import { identifiersUnique } from "./identifiersUnique.ts";
import { maxTokensHonoured } from "./maxTokensHonoured.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const OCR = { operationId: "recognizeImageText", path: "/client/v2/ai-stack/image-to-text" };
const ocrAnswer = (requestId: string) => {
  const body = example<Json>("OcrResponse");
  body.data.request_id = requestId;
  return exchange({ ...OCR, body });
};

describe("maxTokensHonoured with stream true", () => {
  it("reads the usage chunk of a stream", () => {
    const streamed = (max: number) => exchange({ scenario: "stream", request: { model: "m", messages: [], stream: true, max_tokens: max }, text: sse(streamChunks(true)) });
    expect(maxTokensHonoured.applies(streamed(1), context())).toBe(true);
    expect(maxTokensHonoured.run(streamed(1), context())).toBeNull();
    expect(maxTokensHonoured.run(streamed(0), context())?.message).toBe("Sent: max_tokens 0\nReceived: usage.completion_tokens 1");
  });
});

describe("identifiersUnique across a run", () => {
  it("passes distinct request ids and fails the second answer that repeats one, naming the first", () => {
    const ctx = { ...context(), identifiers: new Map<string, string>() };
    const first = ocrAnswer("ocr_1");
    expect(identifiersUnique.run(first, ctx)).toBeNull();
    expect(identifiersUnique.run(ocrAnswer("ocr_2"), ctx)).toBeNull();
    const repeat = ocrAnswer("ocr_1");
    expect(identifiersUnique.run(repeat, ctx)?.message).toBe(`Received: request_id ocr_1 at /data/request_id of #${repeat.seq} (#${repeat.seq})\nAlready issued to: #${first.seq}`);
  });

  it("lets polls repeat a task id and a user appear on two listings, but not two submissions or two users share one", () => {
    const ctx = { ...context(), identifiers: new Map<string, string>() };
    const submission = (id: number) => exchange({ operationId: "createGeneration", path: "/client/v2/ai/generations", body: { code: 200, message: "ok", data: { task_id: id, status: "processing", model: "kling-v1" }, meta: {} } });
    const poll = exchange({ operationId: "getTask", method: "GET", path: "/client/v2/ai/tasks/7", scenario: "task-poll", body: { code: 200, data: { task_id: 7, status: "processing" } } });
    expect(identifiersUnique.run(submission(7), ctx)).toBeNull();
    expect(identifiersUnique.applies(poll, ctx)).toBe(false);
    expect(identifiersUnique.run(submission(7), ctx)?.message).toMatch(/^Received: task_id 7 at \/data\/task_id/);
    const users = (list: { id: number; name: string }[]) => exchange({ operationId: "listUsers", method: "GET", path: "/api/users", body: { users: list, total: 9 } });
    expect(identifiersUnique.run(users([{ id: 1, name: "Ada" }, { id: 2, name: "Grace" }]), ctx)).toBeNull();
    expect(identifiersUnique.run(users([{ id: 1, name: "Ada" }]), ctx)).toBeNull();
    expect(identifiersUnique.run(users([{ id: 3, name: "Linus" }, { id: 3, name: "Barbara" }]), ctx)?.message).toMatch(/^Received: user id 3 at \/users\/1\/id/);
  });

  it("does not apply without a run's registry", () => {
    expect(identifiersUnique.applies(ocrAnswer("ocr_1"), context())).toBe(false);
  });
});

describe("validRequestSucceeds on a request that got no answer", () => {
  it("does not advise a CONTRACT_INPUT_* setting: the values sent were never judged", async () => {
    const { validRequestSucceeds } = await import("./validRequestSucceeds.ts");
    const labels = { requestProvenance: "designed" as const, inputSetting: "CONTRACT_INPUT_IMAGE", modality: "image" as const };
    const refused = exchange({ operationId: "createGeneration", path: "/client/v2/ai/generations", status: null, error: "fetch failed (ECONNREFUSED)", labels });
    expect(validRequestSucceeds.run(refused, context())?.message).not.toContain("CONTRACT_INPUT_IMAGE");
    const answered = exchange({ operationId: "createGeneration", path: "/client/v2/ai/generations", status: 400, body: { error: { code: "invalid_request", message: "x", type: "invalid_request_error" } }, labels });
    expect(validRequestSucceeds.run(answered, context())?.message).toContain("set CONTRACT_INPUT_IMAGE");
  });
});
