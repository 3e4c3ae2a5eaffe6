import { createRequire } from "node:module";

// image-size (some 25 modules) is loaded by the first OCR request, not at start-up: through
// createRequire(), which is synchronous, so from its CommonJS build.
const require = createRequire(import.meta.url);
let imageSize: typeof import("image-size").imageSize | undefined;

/** The image formats the OCR endpoint accepts. */
export type ImageFormat = "jpeg" | "png" | "gif" | "bmp" | "webp";

const FORMATS: Readonly<Record<string, ImageFormat>> = { jpg: "jpeg", png: "png", gif: "gif", bmp: "bmp", webp: "webp" };

/**
 * Format and pixel size read from the header, or null for other formats and unreadable bytes.
 * @example sniffImage(encodePng(4, 3, 1)) // { format: "png", width: 4, height: 3 }
 */
export function sniffImage(bytes: Uint8Array): { format: ImageFormat; width: number; height: number } | null {
  imageSize ??= (require("image-size") as typeof import("image-size")).imageSize;
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return null;
  }
  const format = size.type === undefined ? undefined : FORMATS[size.type];
  const { width, height } = size;
  // Truncated headers can parse as NaN or 0 instead of throwing.
  if (format === undefined || !(Number.isInteger(width) && width > 0 && Number.isInteger(height) && height > 0)) return null;
  return { format, width, height };
}
