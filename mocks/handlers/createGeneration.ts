/**
 * POST /client/v2/ai/generations: one endpoint for every modality, dispatched on the catalog's
 * modality of `model` (seed 4.2): LLM → chat completion, image/audio/OCR → sync envelope,
 * video/digital human → async submission.
 */
import type { components } from "../../generated/api.d.ts";
import { inputSchemaByModality, validateSchema } from "../../spec/validators.ts";
import type { Model } from "../config/catalog.ts";
import type { HandlerContext, HandlerResult } from "../core/context.ts";
import { MockError } from "../core/errors.ts";
import { describeIssues } from "../core/issues.ts";
import { speechDurationFor } from "../assets/wav.ts";
import { SAMPLE_VIDEO } from "../assets/index.ts";
import { transcribe } from "../data/transcript.ts";
import { audioUrl, imageUrl } from "../assets/urls.ts";
import { completionAnswer, planCompletion, streamCompletion } from "../chat/completion.ts";
import { featureName, findModel, modelKind, requireFeature } from "../models/access.ts";
import { imageFromUrl } from "../ocr/image.ts";
import { ocrResult } from "../ocr/result.ts";
import { openStreamSlot } from "../chat/stream-slot.ts";

type Schemas = components["schemas"];
type Ctx = HandlerContext<"createGeneration">;
type Result = HandlerResult<"createGeneration">;

export async function createGeneration(ctx: Ctx): Promise<Result> {
  const { body, deps } = ctx;
  const model = findModel(body.model, deps);
  requireFeature(ctx.team, model.modality);
  if (model.modality === "llm") return llm(ctx, model);
  if (body.stream === true) {
    throw new MockError("invalid_request", `stream is supported for LLM models only; '${model.id}' is ${modelKind(model.modality)}.`, {
      param: "stream",
    });
  }
  const input = checkedInput(body.input, model);
  switch (model.modality) {
    case "image":
      return envelope(ctx, model, imageData(ctx, input as Schemas["ImageGenerationInput"]));
    case "tts":
      return envelope(ctx, model, speechData(ctx, input as Schemas["TextToSpeechInput"]));
    case "stt":
      return envelope(ctx, model, transcribe((input as Schemas["SpeechToTextInput"]).audio_url, ctx.random("stt")));
    case "ocr": {
      const image = await imageFromUrl((input as Schemas["OcrInput"]).image_url, deps.config, "input.image_url", ctx.request.signal);
      return envelope(ctx, model, ocrResult(image, {}, ctx.request.id.replace(/^req_/, "ocr_"), deps.clock.now() - ctx.request.startedAt));
    }
    case "video":
    case "digital_human":
      return submitTask(ctx, model, input as Schemas["TextToVideoInput"] | Schemas["DigitalHumanInput"]);
  }
}

async function llm(ctx: Ctx, model: Model): Promise<Result> {
  const { body } = ctx;
  if (!body.messages) throw new MockError("invalid_request", `messages is required for LLM models such as '${model.id}'.`, { param: "messages" });
  const plan = await planCompletion(ctx, model, body.messages, body);
  if (body.stream === true) {
    openStreamSlot(ctx.deps);
    return { events: streamCompletion(plan, ctx) };
  }
  return completionAnswer(plan);
}

/** The input, checked against the schema of the model's modality (pointers under /input). */
function checkedInput(input: unknown, model: Model): unknown {
  if (input === undefined || input === null) {
    throw new MockError("invalid_request", `input is required for ${featureName(model.modality)} models such as '${model.id}'.`, {
      param: "input",
    });
  }
  const schema = inputSchemaByModality.get(model.modality);
  if (!schema) throw new Error(`[mock] the spec has no input schema with x-modality ${model.modality}`);
  const issues = validateSchema(schema, input, "body").map((issue) => ({
    ...issue,
    pointer: `/input${issue.pointer}`,
    message: issue.message.replace(/^body/, "body/input"),
    param: "input",
  }));
  if (issues.length > 0) {
    const { message } = describeIssues(issues);
    throw new MockError("invalid_request", message, { param: "input" });
  }
  return input;
}

type SyncData = Schemas["ImageGenerationData"] | Schemas["TextToSpeechData"] | Schemas["SpeechToTextData"] | Schemas["OcrResult"];

function envelope(ctx: Ctx, model: Model, data: SyncData): Result {
  const meta: Schemas["GenerationMeta"] = {
    model: model.id,
    tool: model.tool,
    provider: model.provider,
    latency_ms: ctx.deps.clock.now() - ctx.request.startedAt,
  };
  // Each modality's envelope is SyncEnvelopeBase with its own data; the union needs the cast.
  const body = { code: 200, message: "success", data, meta } as Schemas["ImageGenerationEnvelope"];
  return { status: 200, body };
}

function imageData(ctx: Ctx, input: Schemas["ImageGenerationInput"]): Schemas["ImageGenerationData"] {
  const width = input.width ?? 1024;
  const height = input.height ?? 1024;
  const seed = ctx.seed >>> 0;
  const name = `img_${seed.toString(16)}`;
  return {
    images: [{ url: imageUrl(ctx.request.baseUrl, name, width, height, seed), width, height, content_type: "image/png" }],
    seed,
    revised_prompt: input.prompt,
  };
}

function speechData(ctx: Ctx, input: Schemas["TextToSpeechInput"]): Schemas["TextToSpeechData"] {
  const duration = speechDurationFor(input.text);
  const seed = ctx.seed >>> 0;
  return {
    audio_url: audioUrl(ctx.request.baseUrl, `tts_${seed.toString(16)}`, duration, seed),
    format: "wav",
    duration,
    sample_rate: 16000,
    voice: input.voice ?? "alloy",
  };
}

const FAILURE = { code: "provider_error", message: "The provider failed to render the video." } as const;

async function submitTask(ctx: Ctx, model: Model, input: Schemas["TextToVideoInput"] | Schemas["DigitalHumanInput"]): Promise<Result> {
  const { deps, controls } = ctx;
  const now = deps.clock.now();
  const fails = controls.task === "failed" || (controls.task !== "completed" && ctx.random("task-outcome").chance(deps.config.taskFailureRate));
  const seconds = "duration" in input && typeof input.duration === "number" ? input.duration : SAMPLE_VIDEO.durationSeconds;
  const task = await deps.store.addTask(
    ctx.session,
    {
      team: ctx.team!.id,
      model: model.id,
      createdAt: now,
      durationMs: controls.taskDurationMs ?? deps.config.taskDurationMs,
      outcome: fails ? "failed" : "completed",
      failure: fails ? FAILURE : null,
      videoSeconds: seconds,
      forced: null,
      forcedAt: 0,
      ...(controls.taskFailAt !== undefined && { failAt: controls.taskFailAt }),
    },
    now,
  );
  const submission: Schemas["AsyncSubmission"] = {
    code: 200,
    message: "Task submitted",
    data: { task_id: task.id, status: "processing", model: model.id },
    meta: { tool: model.tool, provider: model.provider },
  };
  return { status: 200, body: submission };
}
