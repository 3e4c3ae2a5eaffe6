/**
 * image-sniff.ts for the browser build (scripts/build-browser.ts picks it): the same sniffing,
 * with image-size imported as a module (the Node file loads it through createRequire).
 */
import { imageSize } from "image-size";
import { readImageHeader, type ImageFormat } from "./image-format.ts";

export type { ImageFormat } from "./image-format.ts";

export function sniffImage(bytes: Uint8Array): { format: ImageFormat; width: number; height: number } | null {
  return readImageHeader(imageSize, bytes);
}
