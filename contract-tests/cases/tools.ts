/**
 * Cases of tool calls and structured outputs on the chat endpoint (designed: the seed shows
 * none). A gateway that does not support them (a 400, or prose where a call was required) is
 * noted as "not supported here", never failed; the mock is always judged.
 */
import type { CaseContext, ContractCase } from "./case.ts";
import type { Exchange } from "../target.ts";
import { endpoint, FULL, modelFor } from "./common.ts";

const GROUP = "createChatCompletion";
const CHAT = endpoint(GROUP);

const WEATHER_TOOL = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Get the current weather for a city",
    parameters: {
      type: "object",
      properties: { city: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } },
      required: ["city", "unit"],
      additionalProperties: false,
    },
  },
};
const TOOL_MESSAGES = [{ role: "user", content: "What's the weather in Paris?" }];
const FORM_SCHEMA = {
  type: "object",
  properties: { name: { type: "string" }, age: { type: "integer", minimum: 0 }, plan: { type: "string", enum: ["free", "pro"] } },
  required: ["name", "age", "plan"],
  additionalProperties: false,
};

/** Notes the feature as not supported when a real gateway refuses or ignores it. */
function notSupported(ctx: CaseContext, exchange: Exchange, feature: string, supported: boolean): void {
  if (ctx.isMock || supported) return;
  const status = exchange.response?.status ?? "no response";
  ctx.notExercised(`${feature}: not supported here (the gateway answered ${status} without them)`);
}

function answered(exchange: Exchange, has: (message: Record<string, unknown>) => boolean): boolean {
  const json = exchange.response?.json as { choices?: { message?: Record<string, unknown> }[] } | undefined;
  const message = exchange.response?.status === 200 ? json?.choices?.[0]?.message : undefined;
  return message !== undefined && has(message);
}

function streamedCalls(exchange: Exchange): boolean {
  return exchange.response?.status === 200 && /"tool_calls"\s*:\s*\[/.test(exchange.response.text ?? "");
}

export const toolCases: ContractCase[] = [
  {
    group: GROUP,
    title: "calls a required tool with arguments valid for its parameters",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      const json = { model, messages: TOOL_MESSAGES, tools: [WEATHER_TOOL], tool_choice: "required" };
      const exchange = await ctx.send({ ...CHAT, scenario: "tool-call", json, labels: { model, modality: "llm" } });
      notSupported(ctx, exchange, "tool calls", answered(exchange, (m) => Array.isArray(m.tool_calls) && m.tool_calls.length > 0));
    },
  },
  {
    group: GROUP,
    title: "streams a required tool call as a naming delta and argument fragments",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      const json = { model, messages: TOOL_MESSAGES, tools: [WEATHER_TOOL], tool_choice: "required", stream: true };
      const exchange = await ctx.send({ ...CHAT, scenario: "tool-call-stream", json, labels: { model, modality: "llm" } });
      notSupported(ctx, exchange, "streamed tool calls", streamedCalls(exchange));
    },
  },
  {
    group: GROUP,
    title: "answers a json_schema response format with a document valid for the schema",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      const json = {
        model,
        messages: [{ role: "user", content: "Fill in a signup form for a new user." }],
        response_format: { type: "json_schema", json_schema: { name: "signup", strict: true, schema: FORM_SCHEMA } },
      };
      const exchange = await ctx.send({ ...CHAT, scenario: "structured-output", json, labels: { model, modality: "llm" } });
      notSupported(ctx, exchange, "structured outputs", answered(exchange, (m) => typeof m.content === "string" && /^\s*[[{]/.test(m.content)));
    },
  },
];
