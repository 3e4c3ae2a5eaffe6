/**
 * The one SSE writer: how an event goes on the wire (`sseFrame`) and how a source of events
 * becomes the frames a transport sends (`writeEvents`: pacing on the clock, the `Prefer:
 * stream=` faults, the stream slot). The server, MSW, replay and fixtures all send what it
 * writes; nothing else formats an event. It knows no domain: a chat stream, a replayed
 * recording or any other JSON chunks are all an `EventSource`.
 */
import { Sleeper, type WakeUps } from "../state/sleeper.ts";

/** A marker frame: the transport cuts the connection instead of ending the stream. */
export const DROP_CONNECTION = Symbol("drop-connection");
/** What a transport sends of a stream: SSE text, or the cut. */
export type StreamFrame = string | typeof DROP_CONNECTION;
/** Writes one value as JSON (an operation's serializer for its stream's data events). */
export type Serialize = (value: unknown) => string;

/** OpenAI's terminator: the last event of a stream that ended well. */
export const DONE = "[DONE]";

/**
 * One event as SSE: an optional `event:` line, its data (a JSON value, or text sent as it is,
 * one `data:` line per line) and a blank line.
 * @example sseFrame({ a: 1 }) // 'data: {"a":1}\n\n'
 */
export function sseFrame(data: unknown, event?: string): string {
  // JSON text never holds a raw line break; a string may, and each of CR, LF and CRLF ends an
  // SSE line, so each becomes a data line of its own (a bare CR must not start a new event).
  const text = typeof data === "string" ? data : JSON.stringify(data);
  const lines = typeof data === "string" && /[\r\n]/.test(text) ? text.split(/\r\n|\r|\n/).join("\ndata: ") : text;
  return `${event === undefined ? "" : `event: ${event}\n`}data: ${lines}\n\n`;
}

const DATA_LINE = "data: ";
const END_OF_EVENT = "\n\n";

/**
 * One event whose data is JSON text, as a serializer writes it: JSON text never holds a raw line
 * break, so it is one data line as it is.
 * @example jsonFrame('{"a":1}') // 'data: {"a":1}\n\n'
 */
export function jsonFrame(json: string): string {
  return DATA_LINE + json + END_OF_EVENT;
}

/**
 * One event whose JSON text has a hole (a source fills it per event, e.g. a token's quoted
 * text): the frame up to the hole and after it, so `open + filling + tail` is
 * `jsonFrame(before + filling + after)`.
 * @example jsonFrameAround('{"t":', "}") // { open: 'data: {"t":', tail: '}\n\n' }
 */
export function jsonFrameAround(before: string, after: string): { open: string; tail: string } {
  return { open: DATA_LINE + before, tail: after + END_OF_EVENT };
}

/**
 * What a stream sends: frames before the paced events (`opening`, such as the role delta), `count`
 * paced events (`frame(i)`, written with `sseFrame` or by the source's own serializer), and frames
 * after them (`closing`, with the terminator when the source has one). A fault cuts the paced
 * events short, and the closing with them. A paced opening leaves with the first event, as
 * OpenAI's role chunk does when generation starts: a client that times its first chunk, or hides
 * its spinner on it, sees the time to first token, not a chunk at once.
 */
export interface EventSource {
  readonly opening?: string;
  readonly count: number;
  frame(i: number): string;
  readonly closing?: string;
}

/** A forced end after some paced events (`Prefer: stream=error-after-3`): an error event, or a dropped connection. */
export interface StreamFault {
  kind: "error" | "drop";
  afterChunks: number;
}

/**
 * A stream as a handler answers: its events, written with the operation's event serializer
 * (the table's, from `x-sse-data-schema`) when the stream is first read, and when each is due.
 */
export interface EventStream {
  source(serialize: Serialize): EventSource;
  /** When each of `count` paced events is due, in ms after the opening; none: all at once. */
  offsets?(count: number): readonly number[];
}

export interface WriteOptions {
  clock: WakeUps & { now(): number };
  /**
   * The request's abort signal, asked for only by a paced stream (the one that waits): a
   * transport may make it on demand (node:http does: an AbortController and a close listener),
   * and a stream sent all at once never needs it.
   */
  signal?: () => AbortSignal | undefined;
  /**
   * When each of the source's paced events is due, in ms after `startAt`; undefined sends
   * everything at once in one frame (one write, no turn of the event loop per event).
   */
  offsets?(count: number): readonly number[];
  /** The time offsets count from; the stream's first read by default. */
  startAt?: number;
  /**
   * An event more than this late moves the schedule by its lateness: the events after it keep
   * their gaps instead of bursting out to catch up (a stalled event loop). Default: never.
   */
  resyncAfterMs?: number;
  fault?: StreamFault;
  /** The data of the error event a `kind: "error"` fault sends. */
  errorEvent?: (fault: StreamFault) => unknown;
  /** Counts the open streams (the concurrency cap) from the first read until the stream ends, however it ends. */
  slot?: { open: number };
}

/** The frames of an event source, paced and cut as the options say; the source is made on the first read. */
export async function* writeEvents(make: () => EventSource, options: WriteOptions): AsyncGenerator<StreamFrame> {
  const { fault, clock, slot } = options;
  const source = make();
  const offsets = options.offsets?.(source.count);
  // Paced events sent before a fault: all of them when there is none.
  const sent = fault ? Math.min(fault.afterChunks, source.count) : source.count;
  const ending = !fault ? (source.closing ?? "") : fault.kind === "drop" ? "" : sseFrame(options.errorEvent?.(fault) ?? { error: { message: "stream interrupted" } });
  if (slot) slot.open += 1;
  let sleeper: Sleeper | undefined;
  try {
    if (offsets === undefined) {
      const parts: string[] = [source.opening ?? ""];
      for (let i = 0; i < sent; i++) parts.push(source.frame(i));
      parts.push(ending);
      yield parts.join("");
    } else {
      sleeper = new Sleeper(clock, options.signal?.());
      let opening = source.opening ?? "";
      let anchor = options.startAt ?? clock.now();
      const resync = options.resyncAfterMs ?? Number.POSITIVE_INFINITY;
      for (let i = 0; i < sent; i++) {
        const due = anchor + (offsets[i] ?? 0);
        const wait = due - clock.now();
        if (wait > 0) await sleeper.sleep(wait);
        const late = clock.now() - due;
        if (late > resync) anchor += late;
        yield opening + source.frame(i);
        opening = "";
      }
      // A stream cut before its first event still opened (the role delta, then the error).
      if (opening + ending) yield opening + ending;
    }
    if (fault?.kind === "drop") yield DROP_CONNECTION;
  } finally {
    sleeper?.dispose();
    if (slot) slot.open -= 1;
  }
}
