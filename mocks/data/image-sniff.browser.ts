/**
 * image-sniff.ts for the browser build (scripts/build-browser.ts picks it): the same sniffing,
 * with image-size imported as a module (the Node file loads it through createRequire).
 */
import { imageSize } from "image-size";

export type ImageFormat = "jpeg" | "png" | "gif" | "bmp" | "webp";

const FORMATS: Readonly<Record<string, ImageFormat>> = { jpg: "jpeg", png: "png", gif: "gif", bmp: "bmp", webp: "webp" };

export function sniffImage(bytes: Uint8Array): { format: ImageFormat; width: number; height: number } | null {
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return null;
  }
  const format = size.type === undefined ? undefined : FORMATS[size.type];
  const { width, height } = size;
  if (format === undefined || !(Number.isInteger(width) && width > 0 && Number.isInteger(height) && height > 0)) return null;
  return { format, width, height };
}
