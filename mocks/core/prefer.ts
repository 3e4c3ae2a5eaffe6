/**
 * Per-request mock controls, Prism-compatible where Prism has the same key:
 *   Prefer: code=500, example=completed, seed=7, delay=300, task=failed, stream=drop-after-3,
 *           tool=get_weather (or tool=none, tool=auto: overrides a chat's tool_choice)
 * The same keys work as `__code=500`-style query parameters for clients that cannot set
 * headers. Precedence: the header over the query. Unknown keys are ignored (real clients send
 * Prefer for their own reasons); a known key with a bad value is a 400 that says why.
 */
import { MockError } from "./errors.ts";
import type { MockRequest } from "./deps.ts";

import type { StreamFault } from "../stream/sse.ts";

export interface Controls {
  code?: number;
  example?: string;
  seed?: number;
  delayMs?: number;
  task?: "failed" | "completed";
  stream?: StreamFault;
  /** A function name from the request's tools, none or auto: overrides `tool_choice`. */
  tool?: string;
  /** Set by a scenario (mocks/weather), never by Prefer: */
  /** the Retry-After of a forced 429 or 503, in ms (default 1000); */
  retryAfterMs?: number;
  /** how long a submitted task runs (default the config's), and the share of it after which a failing one fails; */
  taskDurationMs?: number;
  taskFailAt?: number;
  /** when each paced event of a stream is due (time to first token, gaps), in place of the config's pacing. */
  offsets?: (count: number) => number[];
  /** Who forced `code` and `stream` when the scenario did, not the request ("the session's scenario (phase 2)"). */
  codeBy?: string;
  streamBy?: string;
}

/**
 * The message of a forced error status: a Prefer control names itself (the developer asked for
 * it); the scenario's weather reads as the gateway's own error would, and says where it came
 * from, so an app's error banner or log never blames a control the developer did not send.
 */
export function forcedStatusMessage(controls: Controls, status: number, defaultMessage: string): string {
  if (controls.codeBy === undefined) return `Forced by the mock control code=${status}.`;
  const seconds = Math.max(1, Math.ceil((controls.retryAfterMs ?? 1000) / 1000));
  const said = status === 429 ? `Too many requests; retry after ${seconds} s.` : defaultMessage;
  return `${said} Injected by ${controls.codeBy}.`;
}

/** The message of a cut stream's error event, by the same rule. */
export function streamErrorMessage(controls: Controls, fault: StreamFault): string {
  if (controls.streamBy === undefined) return `Stream interrupted by the mock control stream=${fault.kind}-after-${fault.afterChunks}.`;
  return `Stream interrupted: the upstream provider failed. Injected by ${controls.streamBy}.`;
}

const MAX_DELAY_MS = 60_000;

/** The controls of a request that sets none (shared: nothing changes it). */
export const NO_CONTROLS: Controls = Object.freeze({});

function parsePrefer(header: string | undefined): Map<string, string> {
  const pairs = new Map<string, string>();
  if (!header) return pairs;
  for (const token of header.split(/[,;]/)) {
    const eq = token.indexOf("=");
    if (eq <= 0) continue;
    pairs.set(token.slice(0, eq).trim().toLowerCase(), token.slice(eq + 1).trim().replace(/^"|"$/g, ""));
  }
  return pairs;
}

function bad(key: string, value: string, expected: string): MockError {
  const shown = value.length > 64 ? `${value.slice(0, 64)}…` : value;
  return new MockError("invalid_request", `Mock control ${key}="${shown}" is invalid: expected ${expected}.`, { param: key });
}

function integer(key: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw bad(key, value, `an integer from ${min} to ${max}`);
  return n;
}

function hasControlQuery(query: Record<string, string>): boolean {
  for (const key in query) if (key.startsWith("__")) return true;
  return false;
}

/** Reads the controls of a request; throws MockError(400) for a malformed value. */
export function readControls(request: MockRequest): Controls {
  // Most requests carry no control at all: skip the parsing.
  if (request.headers.prefer === undefined && !hasControlQuery(request.query)) return NO_CONTROLS;
  const prefer = parsePrefer(request.headers.prefer);
  const get = (key: string): string | undefined => prefer.get(key) ?? request.query[`__${key}`];
  const controls: Controls = {};
  const code = get("code");
  if (code !== undefined) controls.code = integer("code", code, 100, 599);
  const example = get("example");
  if (example !== undefined) controls.example = example;
  const seed = get("seed");
  if (seed !== undefined) controls.seed = integer("seed", seed, 0, 2 ** 31 - 1);
  const delay = get("delay");
  if (delay !== undefined) controls.delayMs = integer("delay", delay, 0, MAX_DELAY_MS);
  const task = get("task");
  if (task !== undefined) {
    if (task !== "failed" && task !== "completed") throw bad("task", task, "failed or completed");
    controls.task = task;
  }
  const stream = get("stream");
  if (stream !== undefined) {
    const match = /^(error|drop)-after-(\d{1,6})$/.exec(stream);
    if (!match) throw bad("stream", stream, "error-after-N or drop-after-N");
    controls.stream = { kind: match[1] as StreamFault["kind"], afterChunks: Number(match[2]) };
  }
  const tool = get("tool");
  if (tool !== undefined) {
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(tool)) throw bad("tool", tool, "a function name from the request's tools, none or auto");
    controls.tool = tool;
  }
  return controls;
}
