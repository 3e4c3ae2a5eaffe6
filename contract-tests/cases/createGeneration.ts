/** Cases of POST /client/v2/ai/generations (every modality behind one endpoint). */
import { inputSchemaByModality, validateSchema, type ValidationIssue } from "../../spec/validators.ts";
import { validateRequestBody } from "../../spec/operations.ts";
import type { ContractConfig, Modality } from "../config.ts";
import { inlineSchema } from "../../spec/inline-schema.ts";
import { generateValid } from "../inputs/generate.ts";
import { confirmed, mutateObject, type Mutation } from "../inputs/mutate.ts";
import type { CaseContext, ContractCase } from "./case.ts";
import {
  authCases,
  CHAT_MESSAGES,
  configuredModalities,
  endpoint,
  forcedStatusCase,
  FULL,
  generationBody,
  withoutToolParts,
  generationRequest,
  modelFor,
  mutationLabels,
  restrictedKey,
  SMOKE_AND_FULL,
  streamingChat,
  UNKNOWN_MODEL,
  type RequestFor,
} from "./common.ts";

const GROUP = "createGeneration";
const GENERATE = endpoint(GROUP);

/** Input schema of each non-LLM modality, from the spec's `x-modality` markers. */
export const INPUT_SCHEMAS = Object.fromEntries(inputSchemaByModality) as Record<Exclude<Modality, "llm">, string>;

const NON_LLM = Object.keys(INPUT_SCHEMAS) as Exclude<Modality, "llm">[];

const validLlm: RequestFor = (ctx) => {
  const model = modelFor(ctx, "llm");
  return { ...GENERATE, json: generationBody("llm", model, ctx.config), labels: { model, modality: "llm" } };
};

function syncCase(modality: Modality, title: string, profiles = FULL): ContractCase {
  return {
    group: GROUP,
    title,
    profiles,
    billable: 1,
    async run(ctx) {
      const model = modelFor(ctx, modality);
      await ctx.send({ ...GENERATE, scenario: "valid", ...generationRequest(modality, model, ctx.config) });
    },
  };
}

/**
 * A body is invalid for the unified endpoint when the spec's request schema refuses it, or when
 * its `input` does not match the input schema of the model's modality (which the spec states in
 * words, since one schema cannot know the model).
 */
export function generationIssues(body: unknown, modality: Modality): ValidationIssue[] {
  const issues = validateRequestBody(GROUP, body);
  const record = body as { input?: unknown; messages?: unknown } | null;
  if (modality === "llm") return issues;
  if (record === null || typeof record !== "object" || Array.isArray(record)) return issues;
  return [...issues, ...validateSchema(INPUT_SCHEMAS[modality], record.input, "body")];
}

/** Generation bodies each breaking one constraint, for each configured modality. */
export function generationMutations(models: Partial<Record<Modality, string>>, config: ContractConfig): (Mutation & { modality: Modality; model: string })[] {
  const out: (Mutation & { modality: Modality; model: string })[] = [];
  const llm = models.llm;
  if (llm) {
    const base = generationBody("llm", llm, config);
    const candidates = [
      ...mutateObject(base, inlineSchema("GenerationRequest"), "", (m) => m).filter((m) => !m.description.startsWith("input:")),
      ...mutateObject(CHAT_MESSAGES[0]!, inlineSchema("ChatMessage"), "messages[0].", (m) => ({ ...base, messages: [m] })),
    ];
    out.push(...confirmed(candidates, (b) => generationIssues(b, "llm")).map((m) => ({ ...m, modality: "llm" as const, model: llm })));
  }
  for (const modality of NON_LLM) {
    const model = models[modality];
    if (!model) continue;
    const base = generationBody(modality, model, config);
    const input = base.input as Record<string, unknown>;
    const candidates = mutateObject(input, inlineSchema(INPUT_SCHEMAS[modality]), "input.", (m) => ({ ...base, input: m }));
    out.push(...confirmed(candidates, (b) => generationIssues(b, modality)).map((m) => ({ ...m, modality, model })));
  }
  return out;
}

async function generatedBody(ctx: CaseContext, modality: Modality, model: string, seed: number): Promise<Record<string, unknown>> {
  if (modality === "llm") {
    return generateValid<Record<string, unknown>>(
      "GenerationRequest",
      seed,
      ({ input: _input, ...body }) => withoutToolParts({ ...body, model, messages: Array.isArray(body.messages) && body.messages.length > 0 ? body.messages : CHAT_MESSAGES }),
      (body) => generationIssues(body, "llm"),
    );
  }
  const input = await generateValid<Record<string, unknown>>(
    INPUT_SCHEMAS[modality],
    seed,
    (value) => {
      // URLs must be ones a real deployment can fetch; the faker's are not.
      if ("image_url" in value) value.image_url = ctx.config.imageUrl;
      if ("audio_url" in value) value.audio_url = ctx.config.audioUrl;
      if ("duration" in value) value.duration = Math.min(Number(value.duration) || 2, 3);
      return value;
    },
    (value) => validateSchema(INPUT_SCHEMAS[modality], value, "body"),
  );
  return { model, input };
}

export const generationCases: ContractCase[] = [
  {
    group: GROUP,
    title: "answers an LLM model with a chat completion",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      await ctx.send({ ...GENERATE, scenario: "valid", json: { ...generationBody("llm", model, ctx.config), temperature: 0.5 }, labels: { model, modality: "llm" } });
    },
  },
  syncCase("image", "answers an image model with the synchronous envelope", SMOKE_AND_FULL),
  syncCase("tts", "answers a text-to-speech model with the synchronous envelope"),
  syncCase("stt", "answers a speech-to-text model with the synchronous envelope"),
  syncCase("ocr", "answers an OCR model with the synchronous envelope of OCR lines"),
  {
    group: GROUP,
    title: "answers video and digital-human models with an async submission",
    profiles: FULL,
    billable: 2,
    async run(ctx) {
      for (const [modality, model] of configuredModalities(ctx, ["video", "digital_human"])) {
        await ctx.send({ ...GENERATE, scenario: "valid", ...generationRequest(modality, model, ctx.config) });
      }
    },
  },
  {
    group: GROUP,
    title: "streams an LLM reply as server-sent events ending with [DONE]",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      await ctx.send({ ...GENERATE, scenario: "stream", ...streamingChat(model) });
    },
  },
  {
    group: GROUP,
    title: "never answers stream true for a non-LLM model with an event stream",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      const first = configuredModalities(ctx, ["image", "tts", "stt", "ocr"])[0];
      if (!first) return ctx.skip("no image, tts, stt or ocr model configured");
      const [modality, model] = first;
      const request = generationRequest(modality, model, ctx.config);
      await ctx.send({ ...GENERATE, scenario: "stream-non-llm", json: { ...(request.json as object), stream: true }, labels: request.labels });
    },
  },
  {
    group: GROUP,
    title: "refuses a request without model with 400 invalid_request",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      await ctx.send({ ...GENERATE, scenario: "missing-model", json: { messages: CHAT_MESSAGES } });
      await ctx.send({ ...GENERATE, scenario: "missing-model", json: { input: { prompt: "A lighthouse" } } });
    },
  },
  {
    group: GROUP,
    title: "refuses an LLM model without messages and other models without input with 400 invalid_request",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      for (const [modality, model] of configuredModalities(ctx, ["llm", ...NON_LLM])) {
        const { messages: _messages, input: _input, ...rest } = generationBody(modality, model, ctx.config);
        await ctx.send({
          ...GENERATE,
          scenario: "invalid-parameters",
          json: rest,
          labels: { model, modality, mutation: `${modality === "llm" ? "messages" : "input"}: required for a ${modality} model, dropped`, brokenProvenance: "seed" },
        });
      }
    },
  },
  {
    group: GROUP,
    title: "returns 404 model_not_found for an unknown model",
    // In smoke too: seed §4.2 rule 5 costs nothing to check (no model runs).
    profiles: SMOKE_AND_FULL,
    billable: 0,
    async run(ctx) {
      await ctx.send({ ...GENERATE, scenario: "unknown-model", json: { model: UNKNOWN_MODEL, messages: CHAT_MESSAGES }, labels: { model: UNKNOWN_MODEL } });
      await ctx.send({ ...GENERATE, scenario: "unknown-model", json: { model: UNKNOWN_MODEL, input: { prompt: "A lighthouse" } }, labels: { model: UNKNOWN_MODEL } });
    },
  },
  {
    group: GROUP,
    title: "refuses a team without the feature with 403 forbidden",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      const key = restrictedKey(ctx);
      const features = ctx.config.restrictedFeatures;
      if (features.length === 0) ctx.skip("no restricted feature (CONTRACT_RESTRICTED_FEATURES)");
      for (const [modality, model] of configuredModalities(ctx, features)) {
        await ctx.send({ ...GENERATE, scenario: "restricted-team", auth: key, json: generationBody(modality, model, ctx.config), labels: { model, modality } });
      }
    },
  },
  {
    group: GROUP,
    title: "accepts request bodies generated from the spec's request and input schemas",
    profiles: FULL,
    bulk: true,
    billable: 8,
    async run(ctx) {
      const plan = configuredModalities(ctx, ["llm", "llm", ...NON_LLM]);
      for (const [index, [modality, model]] of plan.entries()) {
        const seed = ctx.config.seed * 10 + index;
        const json = await generatedBody(ctx, modality, model, seed);
        await ctx.send({ ...GENERATE, scenario: "generated", json, labels: { model, modality, note: `seed ${seed}` } });
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
      const models = Object.fromEntries(configuredModalities(ctx, ["llm", ...NON_LLM]));
      for (const mutation of generationMutations(models, ctx.config)) {
        await ctx.send({
          ...GENERATE,
          scenario: "invalid-parameters",
          json: mutation.body,
          labels: { model: mutation.model, modality: mutation.modality, ...mutationLabels(mutation) },
        });
      }
    },
  },
  ...authCases(GROUP, validLlm, { missing: FULL, invalid: FULL }),
  forcedStatusCase(GROUP, validLlm),
];
