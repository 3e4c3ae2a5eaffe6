/**
 * A `text/event-stream` body as typed chat chunks: each `data:` is a ChatCompletionChunk, an
 * `{"error": ...}` event ends the stream with a StreamError, `[DONE]` ends it well, and a body
 * that stops before `[DONE]` is a StreamInterruptedError. Parsed with eventsource-parser; read
 * with a plain reader loop, so it runs wherever fetch does (browsers without async-iterable
 * streams included).
 */
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { StreamError, StreamInterruptedError, UnexpectedResponseError } from "./errors.ts";
import type { ChatCompletionChunk, OperationId, Schemas } from "./types.ts";

const DONE = "[DONE]";

type Parsed = { kind: "chunk"; chunk: ChatCompletionChunk } | { kind: "done" };

function parseEvent(event: EventSourceMessage, operationId: OperationId): Parsed {
  if (event.data === DONE) return { kind: "done" };
  let value: unknown;
  try {
    value = JSON.parse(event.data);
  } catch {
    throw new UnexpectedResponseError(operationId, 200, event.data, "a stream event whose data is neither JSON nor [DONE]");
  }
  if (value && typeof value === "object" && "error" in value) throw new StreamError(value as Schemas["ErrorBody"]);
  return { kind: "chunk", chunk: value as ChatCompletionChunk };
}

/** The chunks of an SSE body, until `[DONE]`; honours `signal` while reading. */
export async function* chatChunks(operationId: OperationId, body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<ChatCompletionChunk, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const pending: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => pending.push(event) });
  let seen = 0;
  let finished = false;
  try {
    for (;;) {
      let read: Awaited<ReturnType<typeof reader.read>>;
      try {
        read = await reader.read();
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        throw new StreamInterruptedError(seen, { cause: error });
      }
      parser.feed(read.done ? decoder.decode() : decoder.decode(read.value, { stream: true }));
      while (pending.length > 0) {
        const parsed = parseEvent(pending.shift()!, operationId);
        if (parsed.kind === "done") {
          finished = true;
          return;
        }
        seen += 1;
        yield parsed.chunk;
        if (signal?.aborted) throw signal.reason;
      }
      if (read.done) throw new StreamInterruptedError(seen);
    }
  } finally {
    // A consumer that stops early (break, throw, abort) lets go of the connection.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** Options of `readChatStream`. */
export interface ReadChatStreamOptions {
  /** Aborting it stops reading and closes the connection, with the signal's reason. */
  signal?: AbortSignal | undefined;
  /** The operation that answered, named in an UnexpectedResponseError (default createChatCompletion). */
  operationId?: "createChatCompletion" | "createGeneration" | undefined;
}

/**
 * The typed chunks of a streamed chat completion you fetched yourself: openapi-fetch's `data`
 * with `parseAs: "stream"`, or fetch's `response.body`. Check the answer's `error` first; here a
 * missing body or a stream cut before `[DONE]` throws StreamInterruptedError, an error event
 * StreamError; leaving the loop early closes the connection.
 * @example
 * const { data, error } = await api.POST("/client/v2/ai/chat/completions", { body: { model, messages, stream: true }, parseAs: "stream" });
 * if (error) throw new Error(error.error.code);
 * for await (const chunk of readChatStream(data)) text += chunk.choices[0]?.delta.content ?? "";
 */
export async function* readChatStream(body: ReadableStream<Uint8Array> | null | undefined, options: ReadChatStreamOptions = {}): AsyncGenerator<ChatCompletionChunk, void, undefined> {
  if (!body) throw new StreamInterruptedError(0);
  yield* chatChunks(options.operationId ?? "createChatCompletion", body, options.signal);
}
