/**
 * The typed client's promises to the compiler, imported as a user would
 * (`ai-gateway-kit/client`). `tsc --noEmit` (npm run lint) checks every line: an
 * `@ts-expect-error` whose line compiles is itself an error, so each misuse below is proven to
 * fail, and each narrowing to compile. Nothing here sends a request: the functions are only
 * type-checked (vitest runs the `expectTypeOf` calls, which are no-ops at run time).
 */
import createClient from "openapi-fetch";
import { describe, expect, expectTypeOf, it } from "vitest";
import type { paths } from "ai-gateway-kit/types";
import {
  isApiError,
  isAsyncSubmission,
  isChatCompletion,
  isImageGeneration,
  isSyncEnvelope,
  prefer,
  readChatStream,
  StreamError,
  toApiResult,
  type ApiResult,
  type ChatCompletionChunk,
  type ErrorCodeOf,
  type FinishedTask,
  type GatewayClient,
  type Schemas,
} from "ai-gateway-kit/client";

const messages: Schemas["ChatMessage"][] = [{ role: "user", content: "Hi" }];

describe("the client's answers narrow by status", () => {
  it("types data on ok and error.code per status", () => {
    const check = (result: ApiResult<"createChatCompletion">) => {
      if (result.ok) {
        expectTypeOf(result.data).toEqualTypeOf<Schemas["ChatCompletion"]>();
        expectTypeOf(result.status).toEqualTypeOf<200>();
        return;
      }
      switch (result.status) {
        case 400:
          expectTypeOf(result.error.code).toEqualTypeOf<"invalid_request">();
          break;
        case 401:
          expectTypeOf(result.error.code).toEqualTypeOf<"unauthorized">();
          break;
        case 403:
          expectTypeOf(result.error.code).toEqualTypeOf<"forbidden">();
          break;
        case 404:
          expectTypeOf(result.error.code).toEqualTypeOf<"model_not_found">();
          break;
        case 413:
          expectTypeOf(result.error.code).toEqualTypeOf<"payload_too_large">();
          break;
        case 429:
          expectTypeOf(result.error.code).toEqualTypeOf<"rate_limited">();
          break;
        case 500:
          expectTypeOf(result.error.code).toEqualTypeOf<"provider_error">();
          break;
        case 503:
          expectTypeOf(result.error.code).toEqualTypeOf<"service_unavailable" | "state_unavailable">();
          break;
        default:
          // Exhaustive: every declared status is a case above.
          expectTypeOf(result).toEqualTypeOf<never>();
      }
    };
    expect(check).toBeTypeOf("function");
  });

  it("gives getTask's 404 the code task_not_found, not model_not_found", () => {
    expectTypeOf<ErrorCodeOf<"getTask", 404>>().toEqualTypeOf<"task_not_found">();
    expectTypeOf<ErrorCodeOf<"createGeneration", 404>>().toEqualTypeOf<"model_not_found">();
  });

  it("refuses a status the operation does not declare, and a code its status cannot carry", () => {
    const check = (result: ApiResult<"listUsers">) => {
      // @ts-expect-error listUsers declares no 401 (it needs no key)
      if (result.status === 401) return;
      // @ts-expect-error 429 carries rate_limited, never invalid_request
      if (result.status === 429 && result.error.code === "invalid_request") return;
      // @ts-expect-error data is undefined until `ok` or a 200 status narrows it
      return result.data.users;
    };
    expect(check).toBeTypeOf("function");
  });
});

describe("the unified endpoint narrows by request shape and guards", () => {
  it("answers an LLM request (messages, no input) with a chat completion", () => {
    const check = async (client: GatewayClient) => {
      const result = await client.createGeneration({ model: "gpt-4o-mini", messages });
      if (result.ok) expectTypeOf(result.data).toEqualTypeOf<Schemas["ChatCompletion"]>();
    };
    expect(check).toBeTypeOf("function");
  });

  it("never answers a request with input as a chat completion", () => {
    const check = async (client: GatewayClient) => {
      const result = await client.createGeneration({ model: "kling-v1", input: { prompt: "boat" } });
      if (!result.ok) return;
      // @ts-expect-error a non-LLM model's result is an envelope or a submission, not a chat completion
      const completion: Schemas["ChatCompletion"] = result.data;
      void completion;
      if (isAsyncSubmission(result.data)) expectTypeOf(result.data.data.task_id).toEqualTypeOf<number>();
      if (isImageGeneration(result.data)) expectTypeOf(result.data.data.images[0]!.url).toEqualTypeOf<string>();
    };
    expect(check).toBeTypeOf("function");
  });

  it("narrows the whole union with the guards, without a cast", () => {
    const check = (data: Schemas["GenerationResponse"]) => {
      if (isChatCompletion(data)) expectTypeOf(data.choices).toEqualTypeOf<Schemas["ChatCompletion"]["choices"]>();
      else if (isAsyncSubmission(data)) expectTypeOf(data.data.status).toEqualTypeOf<"processing">();
      else if (isSyncEnvelope(data)) expectTypeOf(data.meta.latency_ms).toEqualTypeOf<number>();
      // @ts-expect-error unnarrowed, the union has no task_id on every member
      return data.data.task_id;
    };
    expect(check).toBeTypeOf("function");
  });

  it("refuses an OCR request with neither image_base64 nor image_url", () => {
    const check = (client: GatewayClient) => {
      // @ts-expect-error one of image_base64 and image_url is required
      void client.recognizeImageText({ mode: "fast" });
      void client.recognizeImageText({ image_url: "https://example.com/scan.png", mode: "fast" });
    };
    expect(check).toBeTypeOf("function");
  });

  it("refuses stream: true outside stream()", () => {
    const check = (client: GatewayClient) =>
      // @ts-expect-error streaming goes through client.stream(), which types the chunks
      client.createChatCompletion({ model: "gpt-4o-mini", messages, stream: true });
    expect(check).toBeTypeOf("function");
  });
});

describe("streams, tasks and errors are typed", () => {
  it("iterates typed chunks and catches typed errors", () => {
    const check = async (client: GatewayClient) => {
      try {
        for await (const chunk of client.stream({ model: "gpt-4o-mini", messages })) {
          expectTypeOf(chunk).toEqualTypeOf<ChatCompletionChunk>();
          expectTypeOf(chunk.choices[0]!.delta.content).toEqualTypeOf<string | null | undefined>();
        }
      } catch (error) {
        if (error instanceof StreamError) expectTypeOf(error.code).toEqualTypeOf<Schemas["ErrorCode"]>();
        if (isApiError(error, "createChatCompletion") && error.result.status === 429) expectTypeOf(error.result.error.code).toEqualTypeOf<"rate_limited">();
      }
    };
    expect(check).toBeTypeOf("function");
  });

  it("returns a finished task whose status narrows output and error", () => {
    const check = async (client: GatewayClient) => {
      const task = await client.waitForTask(1001, { pollMs: 500, timeoutMs: 60_000 });
      expectTypeOf(task).toEqualTypeOf<FinishedTask>();
      if (task.status === "completed") expectTypeOf(task.output.video_url).toEqualTypeOf<string>();
      else expectTypeOf(task.error.code).toEqualTypeOf<"provider_error" | "content_policy_violation" | "timeout">();
      // @ts-expect-error a finished task is never processing
      if (task.status === "processing") return;
    };
    expect(check).toBeTypeOf("function");
  });

  it("builds Prefer headers only with statuses the operation declares", () => {
    expect(prefer("createGeneration", { code: 429 })).toEqual({ Prefer: "code=429" });
    expect(prefer("getTask", { code: 404, delay: 10 })).toEqual({ Prefer: "code=404, delay=10" });
    // @ts-expect-error listUsers does not declare 401
    prefer("listUsers", { code: 401 });
    // @ts-expect-error no operation declares 418
    prefer("createChatCompletion", { code: 418 });
    // @ts-expect-error stream faults are error-after-N or drop-after-N
    prefer("createChatCompletion", { stream: "explode" });
  });
});

describe("openapi-fetch's own answers, through toApiResult and readChatStream", () => {
  const api = createClient<paths, "application/json">({ baseUrl: "http://127.0.0.1:4010" });

  it("narrows openapi-fetch's error by status, which openapi-fetch alone cannot", () => {
    const check = async () => {
      const answer = await api.POST("/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages } });
      if (answer.error && answer.response.status === 429) {
        // @ts-expect-error openapi-fetch's error is every error body at once, whatever the status
        const code: "rate_limited" = answer.error.error.code;
        void code;
      }
      const result = toApiResult("createChatCompletion", answer);
      if (result.ok) expectTypeOf(result.data).toEqualTypeOf<Schemas["ChatCompletion"]>();
      else if (result.status === 429) expectTypeOf(result.error.code).toEqualTypeOf<"rate_limited">();
      else if (result.status === 400) expectTypeOf(result.body).toEqualTypeOf<Schemas["InvalidRequestError"]>();
      // @ts-expect-error createChatCompletion declares no 418
      if (result.status === 418) return;
    };
    expect(check).toBeTypeOf("function");
  });

  it("keys the codes by the operation named, and refuses an unknown one", () => {
    const check = async () => {
      const result = toApiResult("getTask", await api.GET("/client/v2/ai/tasks/{task_id}", { params: { path: { task_id: 1001 } } }));
      if (result.status === 404) expectTypeOf(result.error.code).toEqualTypeOf<"task_not_found">();
      if (result.ok) expectTypeOf(result.data.data.status).toEqualTypeOf<Schemas["TaskStatus"]>();
      // @ts-expect-error no operation is called getTasks
      toApiResult("getTasks", await api.GET("/api/users"));
    };
    expect(check).toBeTypeOf("function");
  });

  it("reads parseAs: \"stream\" as typed chunks, and refuses a parsed JSON body", () => {
    const check = async () => {
      const { data, error } = await api.POST("/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages, stream: true }, parseAs: "stream" });
      if (error) return expectTypeOf(error.error.code).toEqualTypeOf<ErrorCodeOf<"createChatCompletion">>();
      for await (const chunk of readChatStream(data, { signal: undefined })) {
        expectTypeOf(chunk).toEqualTypeOf<ChatCompletionChunk>();
        expectTypeOf(chunk.choices[0]!.delta.content).toEqualTypeOf<string | null | undefined>();
      }
      const parsed = await api.POST("/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages } });
      // @ts-expect-error a parsed ChatCompletion is not a stream: ask openapi-fetch for parseAs: "stream"
      readChatStream(parsed.data);
    };
    expect(check).toBeTypeOf("function");
  });
});
