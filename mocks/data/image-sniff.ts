import { createRequire } from "node:module";
import { readImageHeader, type ImageFormat } from "./image-format.ts";

export type { ImageFormat } from "./image-format.ts";

// image-size (some 25 modules) is loaded by the first OCR request, not at start-up: through
// createRequire(), which is synchronous, so from its CommonJS build.
const require = createRequire(import.meta.url);
let imageSize: typeof import("image-size").imageSize | undefined;

/**
 * Format and pixel size read from the header, or null for other formats and unreadable bytes.
 * @example sniffImage(encodePng(4, 3, 1)) // { format: "png", width: 4, height: 3 }
 */
export function sniffImage(bytes: Uint8Array): { format: ImageFormat; width: number; height: number } | null {
  imageSize ??= (require("image-size") as typeof import("image-size")).imageSize;
  return readImageHeader(imageSize, bytes);
}
