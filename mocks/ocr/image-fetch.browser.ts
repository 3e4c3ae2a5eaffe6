/**
 * The browser build's stand-in for image-fetch.ts (scripts/build-browser.ts picks it): the OCR
 * URL fetch (ocrFetch, MOCK_OCR_FETCH) connects over node:http with its own DNS checks, which a
 * page cannot do; turned on there it answers a clear 400 instead.
 */
import { MockError } from "../core/errors.ts";
import type { FetchLimits } from "./image-fetch.ts";

export type { FetchLimits } from "./image-fetch.ts";

export class FetchRefused extends Error {}

export function fetchBytes(_url: URL, _limits: FetchLimits, _signal?: AbortSignal): Promise<Uint8Array> {
  return Promise.reject(
    new MockError(
      "invalid_request",
      "The OCR URL fetch (ocrFetch, MOCK_OCR_FETCH) is not available in the browser build of the mock: turn it off to get the mock's seeded image size, or use the HTTP mock.",
      { param: "image_url" },
    ),
  );
}
