/**
 * What an image's header says, given image-size's reader: shared by image-sniff.ts (Node, which
 * loads the reader on first use) and its browser sibling (which imports it as a module).
 */
import type { imageSize } from "image-size";

/** The image formats the OCR endpoint accepts. */
export type ImageFormat = "jpeg" | "png" | "gif" | "bmp" | "webp";

const FORMATS: Readonly<Record<string, ImageFormat>> = { jpg: "jpeg", png: "png", gif: "gif", bmp: "bmp", webp: "webp" };

/** Format and pixel size read from the header, or null for other formats and unreadable bytes. */
export function readImageHeader(read: typeof imageSize, bytes: Uint8Array): { format: ImageFormat; width: number; height: number } | null {
  let size: ReturnType<typeof imageSize>;
  try {
    size = read(bytes);
  } catch {
    return null;
  }
  const format = size.type === undefined ? undefined : FORMATS[size.type];
  const { width, height } = size;
  // Truncated headers can parse as NaN or 0 instead of throwing.
  if (format === undefined || !(Number.isInteger(width) && width > 0 && Number.isInteger(height) && height > 0)) return null;
  return { format, width, height };
}
