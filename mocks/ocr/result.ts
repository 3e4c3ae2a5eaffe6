import type { components } from "../../generated/api.d.ts";
import { recognize } from "./recognize.ts";
import { seededRandom } from "../data/random.ts";
import type { OcrImage } from "./image.ts";

export interface OcrOptions {
  approximatePixel?: number;
  filterThresh?: number;
  halfToFull?: boolean;
}

/** The OCR result fields for an image; `requestId` and `elapsedMs` come from the caller. */
export function ocrResult(image: OcrImage, options: OcrOptions, requestId: string, elapsedMs: number): components["schemas"]["OcrResult"] {
  const lines = recognize({ width: image.width, height: image.height, random: seededRandom(image.seed), ...options });
  return { ...lines, request_id: requestId, time_elapsed: `${Math.max(0, Math.round(elapsedMs))}ms` };
}
