/**
 * Provenance per branch and per keyword: a value that matches none of our designed shapes but
 * every seed rule fails only designed rules; breaking a seed rule is still a seed failure.
 */
import { describe, expect, it } from "vitest";
import { type ValidationIssue } from "./validators.ts";
import { validateParameters, validateRequestBody, validateResponseBody } from "./operations.ts";

const meta = { model: "m", tool: "t", provider: "p", latency_ms: 5 };
const envelope = (data: unknown) => ({ code: 200, message: "success", data, meta });
const generation = (body: unknown) => validateResponseBody("createGeneration", 200, "application/json", body);
const ocr = (data: Record<string, unknown>) =>
  validateResponseBody("recognizeImageText", 200, "application/json", {
    code: 200,
    message: "ok",
    data: { line_texts: ["A"], line_rects: [[0, 0, 1, 1]], line_probs: [0.9], request_id: "r", time_elapsed: "87ms", ...data },
  });
const chat = (usage: Record<string, unknown>) =>
  validateResponseBody("createChatCompletion", 200, "application/json", {
    id: "c",
    object: "chat.completion",
    created: 1767225600,
    model: "m",
    choices: [{ index: 0, message: { role: "assistant", content: "hi" }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2, cost: "0.1", ...usage },
  });
const task = (data: Record<string, unknown>) => validateResponseBody("getTask", 200, "application/json", { code: 200, data: { task_id: 1, ...data } });

const provenances = (issues: ValidationIssue[]) => [...new Set(issues.map((i) => i.provenance))];

describe("the seed view of a schema", () => {
  it.each([
    ["image data as one {url}", envelope({ url: "https://cdn.example.com/a.png" })],
    ["text to speech in another audio format", envelope({ audio_url: "https://cdn.example.com/a.flac", format: "flac", duration: 1 })],
    ["speech to text with text only", envelope({ text: "hello" })],
  ])("finds only designed issues in a synchronous envelope with %s", (_, body) => {
    const issues = generation(body);
    expect(issues.length).toBeGreaterThan(0);
    expect(provenances(issues)).toEqual(["designed"]);
  });

  it("finds a seed issue in an envelope that lacks meta.latency_ms", () => {
    const { latency_ms: _dropped, ...rest } = meta;
    expect(provenances(generation({ code: 200, message: "success", data: {}, meta: rest }))).toContain("seed");
  });

  it("lists the seed issues first", () => {
    const issues = generation({ code: 200, message: "success", data: { url: "x" } });
    expect(issues[0]!.provenance).toBe("seed");
  });

  it("calls another unit suffix of time_elapsed designed, and a number without a unit seed", () => {
    expect(ocr({ time_elapsed: "0.087 sec" })).not.toHaveLength(0);
    expect(provenances(ocr({ time_elapsed: "0.087 sec" }))).toEqual(["designed"]);
    expect(provenances(ocr({ time_elapsed: "87" }))).toEqual(["seed"]);
  });

  it("calls a signed decimal cost designed, and a cost that is no number seed", () => {
    expect(provenances(chat({ cost: "+0.25" }))).toEqual(["designed"]);
    expect(provenances(chat({ cost: "cheap" }))).toEqual(["seed"]);
  });

  it("finds no seed issue where a designed keyword widens the seed's: a tool call's null content, in an answer failing for another reason", () => {
    const body = {
      id: "c",
      object: "chat.completion",
      model: "m",
      choices: [{ index: 0, message: { role: "assistant", content: null, tool_calls: [{ id: "t", type: "function", function: { name: "f", arguments: "{}" } }] }, finish_reason: "tool_calls" }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2, cost: "0.1" },
    };
    const issues = validateResponseBody("createChatCompletion", 200, "application/json", body);
    expect(issues.map((i) => [i.pointer, i.provenance])).toEqual([["/created", "seed"]]);
    // A content that is neither string nor null still breaks the seed's rule.
    body.choices[0]!.message.content = 5 as never;
    expect(validateResponseBody("createChatCompletion", 200, "application/json", body).map((i) => [i.pointer, i.provenance])).toContainEqual(["/choices/0/message/content", "seed"]);
  });

  it("calls a completed task's output without video_url designed, and no output at all seed", () => {
    expect(provenances(task({ status: "completed", output: { result_url: "https://cdn.example.com/a.mp4" } }))).toEqual(["designed"]);
    expect(provenances(task({ status: "completed" }))).toContain("seed");
  });

  it("calls a request without the designed required input fields designed", () => {
    expect(provenances(validateRequestBody("createGeneration", { model: "tts-1", input: { voice: "nova" } }))).toEqual(["designed"]);
    expect(provenances(validateRequestBody("recognizeImageText", { image_base64: "aGk=", half_to_full: 2 }))).toEqual(["designed"]);
    expect(provenances(validateRequestBody("recognizeImageText", { image_base64: "aGk=", half_to_full: "yes" }))).toContain("seed");
  });

  it("calls a task id of 0 designed and a task id that is no integer seed", () => {
    expect(provenances(validateParameters("getTask", "path", { task_id: "0" }))).toEqual(["designed"]);
    expect(provenances(validateParameters("getTask", "path", { task_id: "abc" }))).toEqual(["seed"]);
  });
});
