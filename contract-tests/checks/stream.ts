import { streamOf, type ParsedStream } from "../sse.ts";
import type { Exchange } from "../target.ts";
import { succeeded } from "./check.ts";

export interface Chunk {
  id?: unknown;
  model?: unknown;
  choices?: { delta?: { role?: unknown; content?: unknown }; finish_reason?: unknown }[];
  usage?: unknown;
  error?: unknown;
}

/** The parsed stream of a successful streamed request, for the chunk checks. */
export function okStream(exchange: Exchange): ParsedStream | undefined {
  return exchange.scenario === "stream" && succeeded(exchange) ? streamOf(exchange) : undefined;
}

/** Chunks that are not error events. */
export function dataChunks(stream: ParsedStream): Chunk[] {
  return (stream.chunks as Chunk[]).filter((c) => c !== null && typeof c === "object" && c.error === undefined);
}
