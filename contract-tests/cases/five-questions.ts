/**
 * Cases that ask each seed rule the five questions a single try never asks:
 * - does a state stay put when read again later? (a finished task: `readFinishedTaskAgain`)
 * - is an identifier unique across the run? (judged on every exchange by identifiersUnique)
 * - does the rule hold under the parameters that should not matter? (stream on, each image type)
 * - is the limit tried on both sides of the rule's own measure? (8 MB after base64 decoding)
 * - is every value the seed lists accepted? (the roles, half_to_full 0 and 1, stream false)
 * Each case names the seed line it asks about; docs/contract-checks.md has the table.
 */
import type { Flow } from "../checks/index.ts";
import { succeeded } from "../checks/check.ts";
import { taskData } from "../checks/task.ts";
import { imagePerFormat, OCR_LIMIT_BYTES, pngBase64OfSize, textPngBase64 } from "../inputs/images.ts";
import type { CaseContext, ContractCase } from "./case.ts";
import { ocrExtras } from "../inputs/requests.ts";
import type { Exchange, ExchangeLabels, SendOptions } from "../target.ts";
import { CHAT_MESSAGES, endpoint, FULL, modelFor, UNKNOWN_MODEL } from "./common.ts";

const CHAT = endpoint("createChatCompletion");
const GENERATE = endpoint("createGeneration");
const OCR = endpoint("recognizeImageText");

/** Under 8 MB decoded in either reading of "MB" (8,000,000 or 8,388,608 bytes); over both as base64 text. */
export const UNDER_LIMIT_DECODED = 6_500_000;
/** Over 8 MB decoded in either reading of "MB". */
export const OVER_LIMIT_DECODED = 8_400_000;

/** How many times a finished task is read again, and the wait before each read. */
const READS_AGAIN = 2;

/**
 * Reads a finished task again, twice, after a pause: the status must stay final
 * (taskStatusOnlyMovesForward) and the output the same (taskOutputStaysPut).
 */
export async function readFinishedTaskAgain(ctx: CaseContext, taskId: number, finalPoll: Exchange, options: { auth?: string } = {}): Promise<void> {
  const status = succeeded(finalPoll) ? taskData(finalPoll)?.status : undefined;
  if (status !== "completed" && status !== "failed") return;
  const flow: Flow = { taskId, history: [finalPoll] };
  for (let read = 0; read < READS_AGAIN; read++) {
    await ctx.sleep(ctx.config.pollIntervalMs);
    const again = await ctx.send(
      { ...endpoint("getTask", { task_id: taskId }), scenario: "task-poll", ...(options.auth !== undefined ? { auth: options.auth } : {}), labels: { note: `read again after ${status}` } },
      { taskId, history: [...flow.history] },
    );
    flow.history.push(again);
  }
}

/** An OCR request with the extra fields the user says the gateway needs (CONTRACT_INPUT_OCR), labelled as the OCR cases label theirs. */
function ocrBody(ctx: CaseContext, fields: Record<string, unknown>, labels: ExchangeLabels): Pick<SendOptions, "json" | "labels"> {
  const extras = ocrExtras(ctx.config);
  return { json: { ...extras.value, ...fields }, labels: { ...labels, requestProvenance: extras.provenance, inputSetting: extras.setting } };
}

/** Data URI media types of the formats the seed lists (§8), as `data:image/<type>;base64,` spells them. */
const DATA_URI_TYPES: Record<keyof ReturnType<typeof imagePerFormat>, string> = { JPEG: "jpeg", PNG: "png", GIF: "gif", BMP: "bmp", WebP: "webp" };

export const fiveQuestionCases: ContractCase[] = [
  // Does the rule hold when stream is true? (seed §4.1 rule 1, §4.2 rules 4-5, §8 temperature)
  {
    group: "createChatCompletion",
    title: "holds its refusals with stream true: no key, a non-LLM model, no model, temperature out of range, an unknown model",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      const llm = modelFor(ctx, "llm");
      await ctx.send({ ...CHAT, scenario: "missing-key", auth: null, json: { model: llm, messages: CHAT_MESSAGES, stream: true }, labels: { model: llm, modality: "llm", note: "stream true" } });
      const image = ctx.config.models.image;
      if (image) await ctx.send({ ...CHAT, scenario: "non-llm-on-chat", json: { model: image, messages: CHAT_MESSAGES, stream: true }, labels: { model: image, modality: "image", note: "stream true" } });
      else ctx.notExercised("a non-LLM model with stream true: no image model configured (CONTRACT_MODEL_IMAGE)");
      await ctx.send({ ...CHAT, scenario: "missing-model", json: { messages: CHAT_MESSAGES, stream: true }, labels: { note: "stream true" } });
      for (const temperature of [-0.01, 2.01]) {
        await ctx.send({ ...CHAT, scenario: "temperature-out-of-range", json: { model: llm, messages: CHAT_MESSAGES, temperature, stream: true }, labels: { model: llm, modality: "llm", note: "stream true" } });
      }
      await ctx.send({ ...CHAT, scenario: "unknown-model", json: { model: UNKNOWN_MODEL, messages: CHAT_MESSAGES, stream: true }, labels: { model: UNKNOWN_MODEL, note: "stream true" } });
    },
  },
  {
    group: "createGeneration",
    title: "holds its refusals with stream true: no model, an unknown model",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      await ctx.send({ ...GENERATE, scenario: "missing-model", json: { messages: CHAT_MESSAGES, stream: true }, labels: { note: "stream true" } });
      await ctx.send({ ...GENERATE, scenario: "unknown-model", json: { model: UNKNOWN_MODEL, messages: CHAT_MESSAGES, stream: true }, labels: { model: UNKNOWN_MODEL, note: "stream true" } });
    },
  },
  {
    group: "createChatCompletion",
    title: "stops a streamed reply at max_tokens, as its usage chunk shows",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      const messages = [{ role: "user", content: "Tell me a long story about a lighthouse keeper and the sea, in many paragraphs." }];
      await ctx.send({ ...CHAT, scenario: "stream", json: { model, messages, max_tokens: 5, stream: true, stream_options: { include_usage: true } }, labels: { model, modality: "llm", includeUsage: true } });
    },
  },
  // Does the prefix rule hold for each image type the seed lists? (seed §4.4 rule 1, §8)
  {
    group: "recognizeImageText",
    title: "strips the data URI prefix for every listed image type: jpeg, png, gif, bmp, webp",
    profiles: FULL,
    billable: 5,
    async run(ctx) {
      for (const [format, data] of Object.entries(imagePerFormat()) as [keyof typeof DATA_URI_TYPES, string][]) {
        const type = DATA_URI_TYPES[format];
        await ctx.send({ ...OCR, scenario: "ocr-data-uri", ...ocrBody(ctx, { image_base64: `data:image/${type};base64,${data}` }, { note: `data:image/${type};base64,` }) });
      }
    },
  },
  // Is the limit measured the way the rule measures it, on both sides? (seed §8: after base64 decoding)
  {
    group: "recognizeImageText",
    title: "measures the 8 MB limit after base64 decoding: 6.5 MB decoded (8.7 MB of base64) accepted",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      const data = pngBase64OfSize(UNDER_LIMIT_DECODED);
      await ctx.send({ ...OCR, scenario: "ocr-limit-measure", ...ocrBody(ctx, { image_base64: data }, { note: `${UNDER_LIMIT_DECODED} decoded bytes, ${data.length} characters of base64` }) });
    },
  },
  {
    group: "recognizeImageText",
    title: "refuses an 8.4 MB image sent as a data URI with 400: the prefix does not hide the size",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      if (OVER_LIMIT_DECODED <= OCR_LIMIT_BYTES) throw new Error("[contract] OVER_LIMIT_DECODED must exceed 8 MiB");
      await ctx.send({ ...OCR, scenario: "ocr-bad-image", json: { image_base64: `data:image/png;base64,${pngBase64OfSize(OVER_LIMIT_DECODED)}` }, labels: { badImage: `${OVER_LIMIT_DECODED} decoded bytes as a data URI` } });
    },
  },
  // Is every value the seed lists accepted? (seed §2.1 roles, §4.1 stream default false, §4.4 half_to_full)
  {
    group: "createChatCompletion",
    title: "accepts every role the seed lists (system, user, assistant) and stream false",
    profiles: FULL,
    billable: 2,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      const messages = [
        { role: "system", content: "Answer in one short sentence." },
        { role: "user", content: "Say hello." },
        { role: "assistant", content: "Hello." },
        { role: "user", content: "Say it again, differently." },
      ];
      await ctx.send({ ...CHAT, scenario: "valid", json: { model, messages, max_tokens: 32 }, labels: { model, modality: "llm", note: "system, user and assistant roles" } });
      await ctx.send({ ...CHAT, scenario: "valid", json: { model, messages: CHAT_MESSAGES, max_tokens: 32, stream: false }, labels: { model, modality: "llm", note: "stream false" } });
    },
  },
  {
    group: "createGeneration",
    title: "accepts every role the seed lists (system, user, assistant) for an LLM model",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      const model = modelFor(ctx, "llm");
      const messages = [
        { role: "system", content: "Answer in one short sentence." },
        { role: "user", content: "Say hello." },
        { role: "assistant", content: "Hello." },
        { role: "user", content: "Again." },
      ];
      await ctx.send({ ...GENERATE, scenario: "valid", json: { model, messages, max_tokens: 32 }, labels: { model, modality: "llm", note: "system, user and assistant roles" } });
    },
  },
  {
    group: "recognizeImageText",
    title: "accepts half_to_full 0 as well as 1",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      await ctx.send({ ...OCR, scenario: "valid", ...ocrBody(ctx, { image_base64: textPngBase64(), half_to_full: 0 }, { note: "half_to_full 0" }) });
    },
  },
];
