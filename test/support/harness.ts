/**
 * An in-process mock for tests: the core over a manual clock (or the clock given), no sockets.
 * `call` builds a MockRequest the way the HTTP adapter would and returns the parsed answer, and
 * `conform` checks it against the spec with the shared validators.
 */
import { createParser } from "eventsource-parser";
import pino from "pino";
import { type ValidationIssue } from "../../spec/validators.ts";
import { validateResponseBody } from "../../spec/operations.ts";
import { createMock, type MockApp } from "../../mocks/app.ts";
import type { MockConfig } from "../../mocks/config/config.ts";
import { DROP_CONNECTION, jsonText, type MockResponse } from "../../mocks/core/deps.ts";
import { manualClock, type Clock, type ManualClock } from "../../mocks/state/clock.ts";

export { KEYS } from "../../mocks/testing/keys.ts";
import { KEYS } from "../../mocks/testing/keys.ts";
import { bodyFromBytes } from "../../mocks/body/index.ts";

export interface CallOptions {
  body?: unknown;
  /** Raw body bytes instead of JSON. */
  raw?: Uint8Array | string;
  /** API key; null sends no Authorization header. Default: sk-mock-default. */
  key?: string | null;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  signal?: AbortSignal;
}

export interface CallResult {
  status: number;
  headers: Record<string, string>;
  body: any;
  response: MockResponse;
}

export interface StreamResult {
  /** Parsed `data:` payloads (JSON where it parses, else the raw text, e.g. "[DONE]"). */
  events: any[];
  /** Raw frames as sent. */
  frames: string[];
  dropped: boolean;
}

export interface TestMock<C extends Clock = ManualClock> extends MockApp {
  clock: C;
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  /** Reads a whole SSE stream, advancing the manual clock so paced streams finish. */
  readStream(result: CallResult, stepMs?: number): Promise<StreamResult>;
}

const quiet = pino({ level: "silent" });

/** Config tests start from: short tasks, no pacing, no rate limit. */
export const TEST_CONFIG: Partial<MockConfig> = {
  taskDurationMs: 1000,
  streamTtftMs: 0,
  streamTokensPerSecond: 0,
  logLevel: "silent",
};

/** The in-process mock over `clock` (default a manual clock: time moves only by `clock.advance`). */
export function testMock<C extends Clock = ManualClock>(config: Partial<MockConfig> = {}, clock: C = manualClock() as Clock as C): TestMock<C> {
  const app = createMock({ config: { ...TEST_CONFIG, ...config }, clock, log: quiet });
  return {
    ...app,
    clock,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { host: "127.0.0.1:4010", ...lower(options.headers ?? {}) };
      const key = options.key === undefined ? KEYS.default : options.key;
      if (key !== null) headers.authorization ??= `Bearer ${key}`;
      let rawBody: Uint8Array | undefined;
      if (options.raw !== undefined) rawBody = typeof options.raw === "string" ? Buffer.from(options.raw) : options.raw;
      else if (options.body !== undefined) rawBody = Buffer.from(JSON.stringify(options.body));
      if (rawBody && !("content-type" in headers)) headers["content-type"] = "application/json";
      const response = await app.respond({ method, path, query: options.query ?? {}, headers, body: rawBody && bodyFromBytes(rawBody), signal: options.signal });
      // The body as a client reads it: parsed from the JSON text a transport would send.
      const text = jsonText(response);
      return { status: response.status, headers: response.headers, body: text === undefined ? undefined : JSON.parse(text), response };
    },
    async readStream(result, stepMs = 5) {
      const frames: string[] = [];
      const events: any[] = [];
      let dropped = false;
      const parser = createParser({
        onEvent: (event) => {
          try {
            events.push(JSON.parse(event.data));
          } catch {
            events.push(event.data);
          }
        },
      });
      const iterator = result.response.stream![Symbol.asyncIterator]();
      for (;;) {
        const pending = iterator.next();
        // Paced streams sleep on the manual clock: move it until the next frame arrives.
        let settled = false;
        void pending.then(() => (settled = true));
        for (let i = 0; i < 100_000 && !settled; i++) {
          await new Promise((r) => setImmediate(r));
          if (!settled) clock.advance(stepMs);
        }
        const next = await pending;
        if (next.done) break;
        if (next.value === DROP_CONNECTION) {
          dropped = true;
          break;
        }
        frames.push(next.value);
        parser.feed(next.value);
      }
      return { events, frames, dropped };
    },
  };
}

function lower(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

/** Spec violations of a JSON answer (empty when it conforms). */
export function conform(operationId: string, result: CallResult): ValidationIssue[] {
  return validateResponseBody(operationId, result.status, result.headers["content-type"] ?? "", result.body);
}
