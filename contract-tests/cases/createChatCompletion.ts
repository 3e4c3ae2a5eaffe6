/** Cases of POST /client/v2/ai/chat/completions (OpenAI-compatible, LLM models only). */
import { validateRequestBody } from "../../spec/operations.ts";
import { MODALITIES } from "../config.ts";
import { inlineSchema } from "../../spec/inline-schema.ts";
import { generateValid } from "../inputs/generate.ts";
import { confirmed, mutateObject } from "../inputs/mutate.ts";
import type { ContractCase } from "./case.ts";
import { requireMockControls } from "./mock-controls.ts";
import { toolCases } from "./tools.ts";
import {
  authCases,
  CHAT_MESSAGES,
  configuredModalities,
  endpoint,
  forcedStatusCase,
  FULL,
  modelFor,
  mutationLabels,
  noLlmKey,
  SMOKE_AND_FULL,
  streamingChat,
  UNKNOWN_MODEL,
  withoutToolParts,
  type RequestFor,
} from "./common.ts";

const GROUP = "createChatCompletion";
const CHAT = endpoint(GROUP);
/** Generated bodies sent in the full profile. */
export const GENERATED_CHAT_BODIES = 4;

const validChat: RequestFor = (ctx) => ({ ...CHAT, json: { model: modelFor(ctx, "llm"), messages: CHAT_MESSAGES, max_tokens: 32 } });

export const chatCases: ContractCase[] = [
  {
    group: GROUP,
    title: "answers a chat completion for an LLM model",
    profiles: SMOKE_AND_FULL,
    billable: 1,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      await ctx.send({ ...CHAT, scenario: "valid", json: { model, messages: CHAT_MESSAGES, temperature: 0.7, max_tokens: 64 }, labels: { model, modality: "llm" } });
    },
  },
  {
    group: GROUP,
    title: "stops a reply at max_tokens",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      const messages = [{ role: "user", content: "Tell me a long story about a lighthouse keeper and the sea, in many paragraphs." }];
      await ctx.send({ ...CHAT, scenario: "valid", json: { model, messages, max_tokens: 5 }, labels: { model, modality: "llm" } });
    },
  },
  {
    group: GROUP,
    title: "accepts temperature 0 and 2, the ends of its range",
    profiles: FULL,
    billable: 2,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      for (const temperature of [0, 2]) {
        await ctx.send({ ...CHAT, scenario: "temperature-boundary", json: { model, messages: CHAT_MESSAGES, temperature, max_tokens: 16 }, labels: { model, modality: "llm" } });
      }
    },
  },
  {
    group: GROUP,
    title: "refuses temperature just outside 0 to 2 with 400 invalid_request",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      for (const temperature of [-0.01, 2.01]) {
        await ctx.send({ ...CHAT, scenario: "temperature-out-of-range", json: { model, messages: CHAT_MESSAGES, temperature }, labels: { model, modality: "llm" } });
      }
    },
  },
  {
    group: GROUP,
    title: "refuses image, video, audio, OCR and digital-human models with 400",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      for (const [modality, model] of configuredModalities(ctx, MODALITIES.filter((m) => m !== "llm"))) {
        await ctx.send({ ...CHAT, scenario: "non-llm-on-chat", json: { model, messages: CHAT_MESSAGES }, labels: { model, modality } });
      }
    },
  },
  {
    group: GROUP,
    title: "refuses a team without LLM chat with 403 forbidden",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      const key = noLlmKey(ctx);
      const model = modelFor(ctx, "llm");
      await ctx.send({ ...CHAT, scenario: "restricted-team", auth: key, json: { model, messages: CHAT_MESSAGES, max_tokens: 16 }, labels: { model, modality: "llm" } });
    },
  },
  {
    group: GROUP,
    title: "refuses a request without model with 400 invalid_request",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      await ctx.send({ ...CHAT, scenario: "missing-model", json: { messages: CHAT_MESSAGES } });
    },
  },
  {
    group: GROUP,
    title: "returns 404 model_not_found for an unknown model",
    profiles: SMOKE_AND_FULL,
    billable: 0,
    async run(ctx) {
      await ctx.send({ ...CHAT, scenario: "unknown-model", json: { model: UNKNOWN_MODEL, messages: CHAT_MESSAGES }, labels: { model: UNKNOWN_MODEL } });
    },
  },
  {
    group: GROUP,
    title: "streams chunks that end with [DONE], with a usage chunk when asked",
    profiles: FULL,
    billable: 2,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      await ctx.send({ ...CHAT, scenario: "stream", ...streamingChat(model) });
      await ctx.send({ ...CHAT, scenario: "stream", json: { model, messages: CHAT_MESSAGES, stream: true }, labels: { model, modality: "llm" } });
    },
  },
  {
    group: GROUP,
    title: "reports a failure mid-stream as a last error event when the mock is asked to",
    profiles: FULL,
    billable: 2,
    async run(ctx) {
      requireMockControls(ctx, "Prefer: stream=error-after-N, drop-after-N");
      const model = modelFor(ctx, "llm");
      const json = { model, messages: CHAT_MESSAGES, stream: true };
      await ctx.send({ ...CHAT, scenario: "stream-fault", json, headers: ctx.prefer("stream=error-after-2"), labels: { model, modality: "llm", streamFault: "error" } });
      await ctx.send({ ...CHAT, scenario: "stream-fault", json, headers: ctx.prefer("stream=drop-after-2"), labels: { model, modality: "llm", streamFault: "drop" } });
    },
  },
  {
    group: GROUP,
    title: "accepts request bodies generated from the spec's request schema",
    profiles: FULL,
    bulk: true,
    billable: GENERATED_CHAT_BODIES,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      for (let i = 0; i < GENERATED_CHAT_BODIES; i++) {
        const json = await generateValid<Record<string, unknown>>(
          "ChatCompletionRequest",
          ctx.config.seed * 10 + i,
          (body) => withoutToolParts({ ...body, model }),
          (body) => validateRequestBody(GROUP, body),
        );
        await ctx.send({ ...CHAT, scenario: "generated", json, labels: { model, modality: "llm", note: `seed ${ctx.config.seed * 10 + i}` } });
      }
    },
  },
  {
    group: GROUP,
    title: "refuses bodies that break one constraint each with 400 invalid_request",
    profiles: FULL,
    bulk: true,
    billable: 0,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      for (const mutation of chatMutations(model)) {
        await ctx.send({
          ...CHAT,
          scenario: "invalid-parameters",
          json: mutation.body,
          labels: { model, ...mutationLabels(mutation) },
        });
      }
    },
  },
  ...toolCases,
  ...authCases(GROUP, validChat, { missing: SMOKE_AND_FULL, invalid: FULL }),
  forcedStatusCase(GROUP, validChat),
];

/** Chat bodies each breaking one constraint: top-level fields and the first message's. */
export function chatMutations(model: string) {
  const base = { model, messages: CHAT_MESSAGES };
  const message = CHAT_MESSAGES[0]!;
  const candidates = [
    ...mutateObject(base, inlineSchema("ChatCompletionRequest"), "", (mutated) => mutated),
    ...mutateObject(message, inlineSchema("ChatMessage"), "messages[0].", (mutated) => ({ ...base, messages: [mutated] })),
    { description: "body: an array, not an object", body: [base] },
  ];
  return confirmed(candidates, (body) => validateRequestBody(GROUP, body));
}

