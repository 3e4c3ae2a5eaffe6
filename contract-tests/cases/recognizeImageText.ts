/** Cases of POST /client/v2/ai-stack/image-to-text (OCR on one image). */
import { validateRequestBody } from "../../spec/operations.ts";
import { inlineSchema } from "../../spec/inline-schema.ts";
import { generateValid } from "../inputs/generate.ts";
import { imagePerFormat, OCR_LIMIT_BYTES, OCR_TEXT, pngBase64OfSize, smallPngBase64, textPngBase64 } from "../inputs/images.ts";
import { ocrExtras, weaker } from "../inputs/requests.ts";
import { ocrResultOf } from "../checks/ocr.ts";
import type { CaseContext } from "./case.ts";
import type { Exchange, ExchangeLabels, SendOptions } from "../target.ts";
import { confirmed, mutateObject } from "../inputs/mutate.ts";
import type { ContractCase } from "./case.ts";
import { authCases, endpoint, forcedStatusCase, FULL, mutationLabels, restrictedKey, SMOKE_AND_FULL, type RequestFor } from "./common.ts";

const GROUP = "recognizeImageText";
const OCR = endpoint(GROUP);
/** Generated bodies sent in the full profile. */
export const GENERATED_OCR_BODIES = 3;

const validOcr: RequestFor = () => ({ ...OCR, json: { image_base64: smallPngBase64() } });

/**
 * A valid OCR request: the seed's fields, plus the extra fields the user configured
 * (CONTRACT_INPUT_OCR) or, for our mock, ours; labelled with whose claim its validity is.
 */
function ocrRequest(ctx: CaseContext, fields: Record<string, unknown>, labels: ExchangeLabels = {}): Pick<SendOptions, "json" | "labels"> {
  const extras = ocrExtras(ctx.config);
  const requestProvenance = labels.requestProvenance ? weaker(labels.requestProvenance, extras.provenance) : extras.provenance;
  return { json: { ...extras.value, ...fields }, labels: { ...labels, requestProvenance, inputSetting: labels.inputSetting ?? extras.setting } };
}

/** Notes that an image with known text came back without lines, so the text rules were not tested. */
function requireLines(ctx: CaseContext, exchange: Exchange, what: string): void {
  const texts = ocrResultOf(exchange)?.line_texts;
  if (Array.isArray(texts) && texts.length === 0) ctx.notExercised(`${what}: no lines came back for an image reading "${OCR_TEXT}"`);
}

/** OCR bodies each breaking one constraint of OcrRequest. */
export function ocrMutations() {
  const base = { image_base64: smallPngBase64() };
  const candidates = [
    ...mutateObject(base, inlineSchema("OcrRequest"), "", (m) => m),
    { description: "image_base64 and image_url: both absent", body: { filter_thresh: 0.5 } },
  ];
  return confirmed(candidates, (body) => validateRequestBody(GROUP, body));
}

export const ocrCases: ContractCase[] = [
  {
    group: GROUP,
    title: "reads lines from a base64 PNG",
    profiles: SMOKE_AND_FULL,
    billable: 1,
    async run(ctx) {
      await ctx.send({ ...OCR, scenario: "valid", ...ocrRequest(ctx, { image_base64: textPngBase64() }) });
    },
  },
  {
    group: GROUP,
    title: "strips a data:image/png;base64, prefix from image_base64",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      await ctx.send({ ...OCR, scenario: "ocr-data-uri", ...ocrRequest(ctx, { image_base64: `data:image/png;base64,${textPngBase64()}`, half_to_full: 1 }) });
    },
  },
  {
    group: GROUP,
    title: "drops lines below filter_thresh and converts to full width with half_to_full 1",
    profiles: FULL,
    billable: 2,
    async run(ctx) {
      // An image with text: without lines, both checks would pass on nothing.
      const exchange = await ctx.send({ ...OCR, scenario: "valid", ...ocrRequest(ctx, { image_base64: textPngBase64(), filter_thresh: 0.9, half_to_full: 1 }) });
      requireLines(ctx, exchange, "filter_thresh and half_to_full");
      const unfiltered = await ctx.send({ ...OCR, scenario: "valid", ...ocrRequest(ctx, { image_base64: textPngBase64(), filter_thresh: 0, half_to_full: 1 }) });
      requireLines(ctx, unfiltered, "half_to_full");
    },
  },
  {
    group: GROUP,
    title: "reads lines from an image URL",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      await ctx.send({
        ...OCR,
        scenario: "valid",
        ...ocrRequest(ctx, { image_url: ctx.config.imageUrl, filter_thresh: 0.5 }, {
          // The default URL points nowhere a real gateway can fetch.
          ...(ctx.config.imageUrlGiven || ctx.config.mockInputs ? {} : { requestProvenance: "designed", inputSetting: "CONTRACT_IMAGE_URL" }),
        }),
      });
    },
  },
  {
    group: GROUP,
    title: "reads JPEG, PNG, GIF, BMP and WebP images",
    profiles: FULL,
    billable: 5,
    async run(ctx) {
      for (const [format, data] of Object.entries(imagePerFormat())) {
        await ctx.send({ ...OCR, scenario: "valid", ...ocrRequest(ctx, { image_base64: data }, { note: `a ${format} image` }) });
      }
    },
  },
  {
    group: GROUP,
    title: "refuses no image, invalid base64 and an invalid URL with 400",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      const bad: [string, Record<string, unknown>][] = [
        ["no image", {}],
        ["invalid base64", { image_base64: "%%% this is not base64 %%%" }],
        ["invalid URL", { image_url: "not a url" }],
      ];
      for (const [badImage, json] of bad) await ctx.send({ ...OCR, scenario: "ocr-bad-image", json, labels: { badImage } });
    },
  },
  {
    group: GROUP,
    title: "refuses an image one byte over 8 MiB after decoding with 400",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      await ctx.send({ ...OCR, scenario: "ocr-bad-image", json: { image_base64: pngBase64OfSize(OCR_LIMIT_BYTES + 1) }, labels: { badImage: `${OCR_LIMIT_BYTES + 1} decoded bytes` } });
    },
  },
  {
    group: GROUP,
    title: "accepts an image of exactly 8 MiB after decoding",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      await ctx.send({ ...OCR, scenario: "ocr-limit-boundary", json: { image_base64: pngBase64OfSize(OCR_LIMIT_BYTES) } });
    },
  },
  {
    group: GROUP,
    title: "refuses a team without OCR with 403 forbidden",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      const key = restrictedKey(ctx);
      if (!ctx.config.restrictedFeatures.includes("ocr")) ctx.skip("the restricted team may use OCR (CONTRACT_RESTRICTED_FEATURES)");
      await ctx.send({ ...OCR, scenario: "restricted-team", auth: key, json: { image_base64: smallPngBase64() }, labels: { modality: "ocr" } });
    },
  },
  {
    group: GROUP,
    title: "accepts request bodies generated from the spec's request schema",
    profiles: FULL,
    bulk: true,
    billable: GENERATED_OCR_BODIES,
    async run(ctx) {
      for (let i = 0; i < GENERATED_OCR_BODIES; i++) {
        const seed = ctx.config.seed * 10 + i;
        const json = await generateValid<Record<string, unknown>>(
          "OcrRequest",
          seed,
          (body) => {
            // The faker cannot make a real image or a reachable URL.
            if ("image_base64" in body) body.image_base64 = smallPngBase64();
            if ("image_url" in body) body.image_url = ctx.config.imageUrl;
            return body;
          },
          (body) => validateRequestBody(GROUP, body),
        );
        await ctx.send({ ...OCR, scenario: "generated", json, labels: { note: `seed ${seed}` } });
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
      for (const mutation of ocrMutations()) {
        await ctx.send({ ...OCR, scenario: "invalid-parameters", json: mutation.body, labels: mutationLabels(mutation) });
      }
    },
  },
  ...authCases(GROUP, validOcr, { missing: FULL, invalid: FULL }),
  forcedStatusCase(GROUP, validOcr),
];
