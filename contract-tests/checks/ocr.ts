import type { Exchange } from "../target.ts";
import { bodyOf, succeeded } from "./check.ts";

/** The OCR result of a successful exchange: the OCR endpoint's data, or an OCR model's envelope data. */
export function ocrResultOf(exchange: Exchange): Record<string, unknown> | undefined {
  if (!succeeded(exchange)) return undefined;
  const isOcr =
    exchange.operationId === "recognizeImageText" || (exchange.operationId === "createGeneration" && exchange.labels.modality === "ocr");
  if (!isOcr) return undefined;
  const data = bodyOf(exchange)?.data;
  return data !== null && typeof data === "object" && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}
