/**
 * Tool calls and structured outputs through the official clients, unchanged: openai (parse with
 * zodResponseFormat, runTools with zodFunction, the stream helper with parallel calls), the
 * Vercel AI SDK (generateObject, generateText with a required tool and a second step, streamText
 * with tools) and LangChain (bindTools, a tool loop to a prose answer, withStructuredOutput). The
 * prose after tool results is mocks/chat/tool-results-reply.ts's. One list of cases, run against
 * the HTTP mock (test/clients/tools.test.ts) and the MSW handlers (test/msw/tools.test.ts).
 */
import { createOpenAI } from "@ai-sdk/openai";
import type { BaseMessage } from "@langchain/core/messages";
import { HumanMessage } from "@langchain/core/messages";
import { tool as langchainTool } from "@langchain/core/tools";
import { ChatOpenAI } from "@langchain/openai";
import { generateObject, generateText, stepCountIs, streamText, tool } from "ai";
import OpenAI from "openai";
import { zodFunction, zodResponseFormat } from "openai/helpers/zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";

/** Where the gateway answers: its base URL (without /client/v2/ai) and a key. */
export interface Target {
  url: string;
  key: string;
}

const Weather = z.object({ city: z.string(), unit: z.enum(["celsius", "fahrenheit"]) });
const Signup = z.object({
  name: z.string(),
  email: z.string(),
  age: z.number().int().min(18).max(99),
  plan: z.enum(["free", "pro", "team"]),
  interests: z.array(z.string()).max(3),
});

/** How the answer after a weather tool says the temperature's unit: the one the call asked for. */
const degrees = (unit: string) => (unit === "celsius" ? "°C" : "°F");

/** The cases, for a target known once the suite starts. */
export function toolClientCases(target: () => Target): void {
  const base = () => `${target().url}/client/v2/ai`;
  const openai = (headers: Record<string, string> = {}) => new OpenAI({ baseURL: base(), apiKey: target().key, maxRetries: 0, defaultHeaders: headers });
  const aiModel = () => createOpenAI({ baseURL: base(), apiKey: target().key }).chat("gpt-4o-mini");
  const langchain = () => new ChatOpenAI({ model: "gpt-4o-mini", apiKey: target().key, maxRetries: 0, configuration: { baseURL: base() } });

  describe("openai", () => {
    it("parses a structured output with chat.completions.parse and zodResponseFormat", async () => {
      const completion = await openai().chat.completions.parse({
        model: "gpt-4o-mini",
        messages: [{ role: "user", content: "Sign up a new user" }],
        response_format: zodResponseFormat(Signup, "signup"),
      });
      const parsed = completion.choices[0]!.message.parsed;
      expect(Signup.parse(parsed)).toEqual(parsed);
    });

    it("runs an agent loop to a prose answer with runTools and zodFunction", async () => {
      const seen: z.infer<typeof Weather>[] = [];
      const runner = openai().chat.completions.runTools({
        model: "gpt-4o-mini",
        messages: [{ role: "user", content: "What's the weather in Paris?" }],
        tools: [
          zodFunction({
            name: "get_weather",
            description: "Get the current weather for a city",
            parameters: Weather,
            function: (args: z.infer<typeof Weather>) => {
              seen.push(args);
              return { temperature: 21, sky: "clear" };
            },
          }),
        ],
      });
      const answer = await runner.finalContent();
      expect(seen).toHaveLength(1);
      expect(Weather.parse(seen[0])).toEqual(seen[0]);
      expect(answer).toBe(`In ${seen[0]!.city}, the temperature is 21 ${degrees(seen[0]!.unit)} and it is clear.`);
    });

    it("quotes the market through its index funds in one runTools step, and answers from the three quotes", async () => {
      const quoted: string[] = [];
      const prices: Record<string, number> = { SPY: 512.34, DIA: 389.1, QQQ: 441.7 };
      const runner = openai().chat.completions.runTools({
        model: "gpt-4o-mini",
        messages: [{ role: "user", content: "How is the stock market doing?" }],
        tools: [
          zodFunction({
            name: "get_stock_price",
            description: "Get the current price of a stock by its ticker",
            parameters: z.object({ symbol: z.string() }),
            function: ({ symbol }: { symbol: string }) => {
              quoted.push(symbol);
              return { symbol, price: prices[symbol] };
            },
          }),
        ],
      });
      expect(await runner.finalContent()).toBe("S&P 500 (SPY) is trading at $512.34. Dow Jones (DIA) is trading at $389.10. Nasdaq-100 (QQQ) is trading at $441.70.");
      expect(quoted).toEqual(["SPY", "DIA", "QQQ"]);
    });
    it("streams parallel tool calls that finalChatCompletion() assembles", async () => {
      const tools = [
        { type: "function" as const, function: { name: "get_weather", description: "Get the current weather for a city", parameters: z.toJSONSchema(Weather) } },
        { type: "function" as const, function: { name: "get_time", description: "Tell the local clock time in a timezone", parameters: { type: "object", properties: { timezone: { type: "string" } }, required: ["timezone"] } } },
      ];
      const request = { model: "gpt-4o-mini", messages: [{ role: "user" as const, content: "What is the weather in Rome and the clock time in Tokyo?" }], tools };
      const streamed = await openai().chat.completions.stream(request).finalChatCompletion();
      const whole = await openai().chat.completions.create(request);
      const calls = streamed.choices[0]!.message.tool_calls!;
      expect(streamed.choices[0]!.finish_reason).toBe("tool_calls");
      expect(calls.map((call) => call.type === "function" && call.function.name)).toEqual(["get_weather", "get_time"]);
      expect(calls).toEqual(whole.choices[0]!.message.tool_calls);
      expect(Weather.parse(JSON.parse((calls[0] as { function: { arguments: string } }).function.arguments))).toBeTruthy();
    });

    it("runs the function-calling guide's support chat: asks for the order ID, then calls get_delivery_date with it, streamed alike", async () => {
      // OpenAI's guide's tool and messages, as the guide writes them.
      const tools = [
        {
          type: "function" as const,
          function: {
            name: "get_delivery_date",
            description: "Get the delivery date for a customer's order. Call this whenever you need to know the delivery date, for example when a customer asks 'Where is my package'",
            parameters: { type: "object", properties: { order_id: { type: "string", description: "The customer's order ID." } }, required: ["order_id"], additionalProperties: false },
            strict: true,
          },
        },
      ];
      const messages: OpenAI.ChatCompletionMessageParam[] = [
        { role: "system", content: "You are a helpful customer support assistant. Use the supplied tools to assist the user." },
        { role: "user", content: "Hi, can you tell me the delivery date for my order?" },
      ];
      const first = await openai().chat.completions.create({ model: "gpt-4o", messages, tools });
      expect(first.choices[0]!.finish_reason).toBe("stop");
      expect(first.choices[0]!.message.content).toBe("Hi there! I can help with that. Can you please provide your order ID?");
      messages.push(first.choices[0]!.message, { role: "user", content: "i think it is order_12345" });
      const second = await openai().chat.completions.stream({ model: "gpt-4o", messages, tools }).finalChatCompletion();
      expect(second.choices[0]!.finish_reason).toBe("tool_calls");
      const call = second.choices[0]!.message.tool_calls![0] as { function: { name: string; arguments: string } };
      expect([call.function.name, JSON.parse(call.function.arguments)]).toEqual(["get_delivery_date", { order_id: "order_12345" }]);
    });

    it("lets Prefer: tool=none turn a required call into prose", async () => {
      const completion = await openai({ Prefer: "tool=none" }).chat.completions.create({
        model: "gpt-4o-mini",
        messages: [{ role: "user", content: "What's the weather in Paris?" }],
        tools: [{ type: "function", function: { name: "get_weather", parameters: z.toJSONSchema(Weather) } }],
        tool_choice: "required",
      });
      expect(completion.choices[0]!.finish_reason).toBe("stop");
      expect(completion.choices[0]!.message.content).toMatch(/\S/);
    });
  });

  describe("the Vercel AI SDK", () => {
    it("generates an object with generateObject", async () => {
      const { object } = await generateObject({ model: aiModel(), schema: Signup, prompt: "Sign up a new user" });
      expect(Signup.parse(object)).toEqual(object);
    });

    it("calls a required tool, then answers in a second step with generateText", async () => {
      const calls: unknown[] = [];
      const result = await generateText({
        model: aiModel(),
        prompt: "What's the weather in Paris?",
        tools: {
          get_weather: tool({
            description: "Get the current weather for a city",
            inputSchema: Weather,
            execute: async (input) => {
              calls.push(input);
              return { temperature: 21, sky: "clear" };
            },
          }),
        },
        toolChoice: "required",
        // The second step lets the model answer: a required tool would be called again.
        prepareStep: ({ stepNumber }) => (stepNumber > 0 ? { toolChoice: "auto" } : {}),
        stopWhen: stepCountIs(3),
      });
      expect(calls).toHaveLength(1);
      expect(result.steps[0]!.finishReason).toBe("tool-calls");
      expect(result.steps).toHaveLength(2);
      const input = Weather.parse(calls[0]);
      expect(result.text).toBe(`In ${input.city}, the temperature is 21 ${degrees(input.unit)} and it is clear.`);
    });

    it("streams a tool call with streamText", async () => {
      const result = streamText({
        model: aiModel(),
        prompt: "What's the weather in Paris?",
        tools: { get_weather: tool({ description: "Get the current weather for a city", inputSchema: Weather }) },
      });
      const parts: string[] = [];
      for await (const part of result.fullStream) parts.push(part.type);
      const calls = await result.toolCalls;
      expect(parts).toContain("tool-input-delta");
      expect(calls.map((call) => call.toolName)).toEqual(["get_weather"]);
      expect(Weather.parse(calls[0]!.input)).toEqual(calls[0]!.input);
      expect(await result.finishReason).toBe("tool-calls");
    });
  });

  describe("LangChain", () => {
    it("gets tool calls from a model with bindTools", async () => {
      const message = await langchain()
        .bindTools([{ type: "function", function: { name: "get_weather", description: "Get the current weather for a city", parameters: z.toJSONSchema(Weather) } }])
        .invoke("What's the weather in Paris?");
      expect(message.tool_calls?.map((call) => call.name)).toEqual(["get_weather"]);
      expect(Weather.parse(message.tool_calls![0]!.args)).toEqual(message.tool_calls![0]!.args);
    });

    it("runs the tool-calling tutorial's loop (multiply and add) to an answer with both sums", async () => {
      const Operands = z.object({ a: z.number(), b: z.number() });
      const multiply = langchainTool(({ a, b }: z.infer<typeof Operands>) => a * b, { name: "multiply", description: "Multiply a and b.", schema: Operands });
      const add = langchainTool(({ a, b }: z.infer<typeof Operands>) => a + b, { name: "add", description: "Adds a and b.", schema: Operands });
      const model = langchain().bindTools([multiply, add]);
      const messages: BaseMessage[] = [new HumanMessage("Multiply 3 by 12, then add 11 and 49.")];
      const calling = await model.invoke(messages);
      messages.push(calling);
      for (const call of calling.tool_calls ?? []) messages.push(await (call.name === "multiply" ? multiply : add).invoke({ ...call, type: "tool_call" }));
      const answer = await model.invoke(messages);
      expect(calling.tool_calls?.map((call) => call.name)).toEqual(["multiply", "add"]);
      const [product, sum] = calling.tool_calls!.map((call) => Operands.parse(call.args));
      const sign = (n: number) => (n < 0 ? `(${n})` : `${n}`);
      expect(answer.content).toBe(`${product!.a} × ${sign(product!.b)} = ${product!.a * product!.b}, and ${sum!.a} + ${sign(sum!.b)} = ${sum!.a + sum!.b}.`);
    });

    it("parses a structured output with withStructuredOutput", async () => {
      const signup = await langchain().withStructuredOutput(Signup).invoke("Sign up a new user");
      expect(Signup.parse(signup)).toEqual(signup);
    });
  });
}
