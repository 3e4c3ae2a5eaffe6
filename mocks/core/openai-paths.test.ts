import { describe, expect, it } from "vitest";
import { operationTable } from "../../spec/operations.ts";
import { testMock } from "../../test/support/harness.ts";
import { validateSchema } from "../../spec/validators.ts";
import { notServedHint, openaiBase, wrongBaseHint } from "./openai-paths.ts";

const served = [...operationTable.paths.keys()];

describe("openaiBase()", () => {
  it("is the chat completion path without /chat/completions, read from the operation table", () => {
    expect(openaiBase(served)).toBe("/client/v2/ai");
    expect(openaiBase(["/api/users"])).toBeUndefined();
  });
});

describe("notServedHint(): OpenAI endpoints the gateway does not serve", () => {
  it.each([
    ["/client/v2/ai/models", "GET /__mock/catalog"],
    ["/client/v2/ai/models/gpt-4o", "GET /__mock/catalog"],
    ["/v1/models", "GET /__mock/catalog"],
    ["/client/v2/ai/responses", "POST /client/v2/ai/chat/completions"],
    ["/client/v2/ai/completions", "legacy Completions"],
    ["/client/v2/ai/embeddings", "no embeddings endpoint"],
    ["/client/v2/ai/images/generations", "makes images through POST /client/v2/ai/generations with an image model"],
    ["/client/v2/ai/audio/speech", "a text-to-speech model"],
    ["/client/v2/ai/audio/transcriptions", "a speech-to-text model"],
    ["/client/v2/ai/moderations", "no OpenAI /moderations endpoint"],
    ["/", "an OpenAI client's base URL is /client/v2/ai"],
    ["/client/v2/ai", "a chat is POST /client/v2/ai/chat/completions"],
    ["/client/v2/ai/", "a chat is POST /client/v2/ai/chat/completions"],
  ])("%s → names what to use instead", (path, expected) => {
    expect(notServedHint(path, served)).toContain(expected);
  });

  it.each(["/client/v2/ai/chat/completion", "/client/v2/ai/generation", "/client/v2/ai-stack/text", "/api/models", "/client/v2/ai/task/1"])(
    "%s is a mistyped path of the gateway's own, not an OpenAI endpoint: no hint",
    (path) => {
      expect(notServedHint(path, served)).toBeUndefined();
    },
  );

  it("keys that are Object.prototype's own names are not resources", () => {
    expect(notServedHint("/client/v2/ai/constructor", served)).toBeUndefined();
    expect(notServedHint("/toString", served)).toBeUndefined();
  });
});

describe("wrongBaseHint(): a served path under the wrong base URL", () => {
  it.each(["/v1/chat/completions", "/chat/completions", "/api/chat/completions"])("%s → the base URL to set", (path) => {
    expect(wrongBaseHint(path, "/client/v2/ai/chat/completions", served)).toContain("ends in /client/v2/ai");
  });

  it("names the /v1 kept after the right base (a client set up for api.openai.com)", () => {
    expect(wrongBaseHint("/client/v2/ai/v1/chat/completions", "/client/v2/ai/chat/completions", served)).toBe(
      "An OpenAI client's base URL for this gateway ends in /client/v2/ai, without /v1.",
    );
  });

  it("says nothing for a typo under the right base, or a path that is not the served one's tail", () => {
    expect(wrongBaseHint("/client/v2/ai/chat/completion", "/client/v2/ai/chat/completions", served)).toBeUndefined();
    expect(wrongBaseHint("/v1/chat/complete", "/client/v2/ai/chat/completions", served)).toBeUndefined();
  });
});

describe("the 404 a client gets", () => {
  it.each([
    ["GET", "/client/v2/ai/models", "No endpoint at GET /client/v2/ai/models. The gateway has no model list", false],
    ["POST", "/client/v2/ai/responses", "does not serve OpenAI's Responses API", false],
    ["POST", "/v1/chat/completions", "Did you mean POST /client/v2/ai/chat/completions? An OpenAI client's base URL", true],
    ["POST", "/client/v2/ai/generation", "Did you mean POST /client/v2/ai/generations?", true],
  ])("%s %s", async (method, path, expected, suggestsNearest) => {
    const result = await testMock().call(method, path, { body: method === "POST" ? {} : undefined });
    expect(result.status).toBe(404);
    expect(result.body.error.code).toBe("not_found");
    expect(result.body.error.message).toContain(expected);
    expect(result.body.error.message.includes("Did you mean")).toBe(suggestsNearest);
    expect(validateSchema("ErrorBody", result.body)).toEqual([]);
  });
});
