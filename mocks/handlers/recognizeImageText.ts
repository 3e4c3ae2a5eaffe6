import type { Handler } from "../core/context.ts";
import { MockError } from "../core/errors.ts";
import { requireFeature } from "../models/access.ts";
import { imageFromBase64, imageFromUrl } from "../ocr/image.ts";
import { ocrResult } from "../ocr/result.ts";

/** POST /client/v2/ai-stack/image-to-text: OCR on one image (seed 4.4). */
export const recognizeImageText: Handler<"recognizeImageText"> = async (ctx) => {
  const { body, deps } = ctx;
  requireFeature(ctx.team, "ocr");
  // Designed: image_base64 wins when both are given.
  let image;
  if (typeof body.image_base64 === "string") image = imageFromBase64(body.image_base64, (value) => ctx.base64(value));
  else if (typeof body.image_url === "string") image = await imageFromUrl(body.image_url, deps.config, "image_url", ctx.request.signal);
  else throw new MockError("invalid_request", "Provide image_base64 or image_url.", { param: "image_base64" });
  const result = ocrResult(
    image,
    { approximatePixel: body.approximate_pixel, filterThresh: body.filter_thresh, halfToFull: body.half_to_full === 1 },
    ctx.request.id.replace(/^req_/, "ocr_"),
    deps.clock.now() - ctx.request.startedAt,
  );
  return { status: 200, body: { code: 200, message: "ok", data: result } };
};
