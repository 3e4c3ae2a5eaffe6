/**
 * Server-sent events of a recorded stream, parsed with a real SSE parser (eventsource-parser),
 * once per exchange.
 */
import { createParser, type EventSourceMessage } from "eventsource-parser";
import type { Exchange } from "./target.ts";

export interface ParsedStream {
  events: EventSourceMessage[];
  /** JSON of each data event that parsed, in order; `[DONE]` and unparsable data excluded. */
  chunks: unknown[];
  /** Data payloads that were neither JSON nor [DONE]. */
  unparsable: string[];
  /** Index of the first `[DONE]` event, -1 when absent. */
  doneIndex: number;
  /** Whether any event carried an `event:` field. */
  namedEvents: boolean;
}

const cache = new WeakMap<Exchange, ParsedStream>();

/** Parses an SSE body text. */
export function parseSse(text: string): ParsedStream {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  // As the SSE spec says, an event not ended by a blank line when the stream closes is dropped.
  parser.feed(text);
  const chunks: unknown[] = [];
  const unparsable: string[] = [];
  let doneIndex = -1;
  events.forEach((event, index) => {
    if (event.data === "[DONE]") {
      if (doneIndex === -1) doneIndex = index;
      return;
    }
    try {
      chunks.push(JSON.parse(event.data) as unknown);
    } catch {
      unparsable.push(event.data);
    }
  });
  return { events, chunks, unparsable, doneIndex, namedEvents: events.some((e) => e.event !== undefined) };
}

/** The parsed stream of an exchange whose response is text/event-stream, else undefined. */
export function streamOf(exchange: Exchange): ParsedStream | undefined {
  if (exchange.response?.mediaType !== "text/event-stream") return undefined;
  let parsed = cache.get(exchange);
  if (!parsed) {
    parsed = parseSse(exchange.response.text);
    cache.set(exchange, parsed);
  }
  return parsed;
}

/** Whether the request asked for a stream. */
export function requestedStream(exchange: Exchange): boolean {
  const body = exchange.request.json as { stream?: unknown } | undefined;
  return body?.stream === true;
}
