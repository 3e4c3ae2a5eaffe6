/**
 * The typed control plane of the test helpers and the MSW handle, over a built mock:
 * `force(operationId, status)` answers an operation's next requests with a status it declares
 * (the compiler refuses any other; so does the mock), and `journal()` gives the journal's
 * entries as a union by operationId and status, with the request's and the response's JSON
 * bodies typed from the spec. Both work by decorating `app.respond`, as replay does in
 * app.ts: forcing adds the same `Prefer: code=...` a client could send, and the bodies are
 * kept beside the journal (the journal itself stores no bodies), bounded, keyed by request id.
 */
import type { DeclaredStatus, ErrorCodeOf, ErrorStatus, OperationId, RequestBody, ResponseBody } from "../../client/types.ts";
import { preferValue } from "../../client/prefer.ts";
import { operationTable } from "../../spec/operations.ts";
import type { MockApp } from "../app.ts";
import type { MockRequest, MockResponse } from "../core/deps.ts";
import { readJournal, shownEntry } from "../state/read-journal.ts";
import { sessionKey, type JournalEntry } from "../state/state.ts";

/** Bodies kept for the last this many requests; older entries come without them. */
const MAX_BODIES = 1000;
/** A request body longer than this is not kept (an OCR image can be megabytes). */
const MAX_BODY_BYTES = 16 * 1024;

type EntryBase = Omit<JournalEntry, "operationId" | "status" | "errorCode">;

/** A journal entry of one operation and status: `errorCode` and both bodies typed for it. */
type EntryOf<O extends OperationId, S extends DeclaredStatus<O>> = EntryBase & {
  operationId: O;
  status: S;
  errorCode: S extends ErrorStatus<O> ? ErrorCodeOf<O, S> : null;
  /** The JSON request body, when there was one of at most 16 KiB. */
  requestBody: RequestBody<O> | undefined;
  /** The JSON response body; undefined for a stream, or once the entry is older than the last 1000. */
  responseBody: ResponseBody<O, S> | undefined;
};

/** A request that matched no operation (404 not_found, 405 method_not_allowed). */
export type UnmatchedJournalEntry = EntryBase & {
  operationId: null;
  status: number;
  errorCode: string | null;
  requestBody: unknown;
  responseBody: unknown;
};

/** A request whose client left before its answer (journaled 499, nginx's convention). */
export type ClosedJournalEntry = EntryBase & {
  operationId: OperationId | null;
  status: 499;
  errorCode: string | null;
  requestBody: unknown;
  responseBody: undefined;
};

/**
 * One request of the journal: `operationId`, then `status`, narrow it.
 * @example
 * const entry = (await gateway.journal()).at(-1)!;
 * if (entry.operationId === "createChatCompletion" && entry.status === 200) entry.responseBody?.choices;
 */
export type GatewayJournalEntry = { [O in OperationId]: { [S in DeclaredStatus<O>]: EntryOf<O, S> }[DeclaredStatus<O>] }[OperationId] | UnmatchedJournalEntry | ClosedJournalEntry;

export interface ForceOptions {
  /** Force only the next N requests of the operation (default: every one until `unforce` or reset). */
  times?: number;
  /**
   * Force only the requests of this session (X-Mock-Session), so that tests running at the same
   * time each force their own; default every session. A session's rule wins over an all-sessions one.
   */
  session?: string;
}

export interface TestControls {
  /**
   * Answers the operation's requests with `status` and a spec-valid body of it.
   * @example gateway.force("createGeneration", 429, { times: 1, session: "checkout" });
   */
  force<O extends OperationId>(operationId: O, status: DeclaredStatus<O>, options?: ForceOptions): void;
  /** Stops forcing one operation (in every session), or every one. */
  unforce(operationId?: OperationId): void;
  /** The journal of a session (default the one of requests without X-Mock-Session), oldest first, typed. */
  journal(session?: string): Promise<GatewayJournalEntry[]>;
  /** Forgets forcing and kept bodies (the helpers' reset). */
  clear(): void;
}

interface Kept {
  request: Uint8Array | string | undefined;
  /** The response's JSON value. */
  response: unknown;
}

/** The request body as it arrived, if small enough to keep. */
function smallBody(request: MockRequest): Uint8Array | string | undefined {
  const body = request.body;
  return body !== undefined && body.byteLength <= MAX_BODY_BYTES ? body.bytes().slice() : undefined;
}

function parsed(body: Uint8Array | string | undefined): unknown {
  if (body === undefined) return undefined;
  try {
    return JSON.parse(typeof body === "string" ? body : new TextDecoder().decode(body));
  } catch {
    return undefined;
  }
}

/**
 * The `Prefer` value that forces `status` on the operation's requests; throws for a status it
 * does not declare (the compiler refuses it; JavaScript callers get this).
 */
export function forcedPrefer(operationId: OperationId, status: number): string {
  const operation = operationTable.get(operationId);
  if (!operation.responses.has(String(status))) {
    throw new Error(`[ai-gateway-kit] ${operationId} does not declare ${status}; it declares ${[...operation.responses.keys()].join(", ")}.`);
  }
  return preferValue(operationId, { code: status as never });
}

/** The operation a request of `method` to `path` is, if any. */
export function operationOf(method: string, path: string): OperationId | undefined {
  const route = operationTable.route(method, path);
  // The table is built from the spec, which OperationId is generated from.
  return route.kind === "match" ? (route.operation.operationId as OperationId) : undefined;
}

/** The key of a rule that forces every session's requests (no session name equals it). */
const EVERY_SESSION = Symbol("every session");

/** Decorates the app's `respond` with forcing and body keeping; returns the controls. */
export function installTestControls(app: MockApp): TestControls {
  /** Per operationId, then per session key (EVERY_SESSION: all), the Prefer value to add and how many requests are left to force. */
  const forced = new Map<string, Map<string | typeof EVERY_SESSION, { prefer: string; left: number }>>();
  const bodies = new Map<string, Kept>();
  const inner = app.respond;

  app.respond = async (request: MockRequest): Promise<MockResponse> => {
    if (forced.size > 0) {
      const operationId = operationOf(request.method, request.path);
      const rules = operationId === undefined ? undefined : forced.get(operationId);
      const session = sessionKey(request.headers["x-mock-session"]);
      const key = rules?.has(session) ? session : EVERY_SESSION;
      const rule = rules?.get(key);
      if (operationId !== undefined && rules && rule) {
        if (--rule.left <= 0 && rules.delete(key) && rules.size === 0) forced.delete(operationId);
        // Last, so it wins over a code the request itself prefers.
        request.headers.prefer = request.headers.prefer ? `${request.headers.prefer}, ${rule.prefer}` : rule.prefer;
      }
    }
    const requestBody = smallBody(request);
    const response = await inner(request);
    const id = response.headers["x-request-id"];
    if (id !== undefined) {
      bodies.set(id, { request: requestBody, response: response.body });
      if (bodies.size > MAX_BODIES) bodies.delete(bodies.keys().next().value!);
    }
    return response;
  };

  return {
    force(operationId, status, options = {}) {
      const prefer = forcedPrefer(operationId, status);
      const rules = forced.get(operationId) ?? forced.set(operationId, new Map()).get(operationId)!;
      rules.set(options.session === undefined ? EVERY_SESSION : sessionKey(options.session), { prefer, left: options.times ?? Infinity });
    },
    unforce(operationId) {
      if (operationId === undefined) forced.clear();
      else forced.delete(operationId);
    },
    async journal(session) {
      const entries = await readJournal(app.deps.store, session);
      return entries.map((entry) => {
        const kept = bodies.get(entry.id);
        // The spec's types for what this mock answered; its own tests check it keeps to the spec.
        return { ...shownEntry(entry), requestBody: parsed(kept?.request), responseBody: kept?.response } as GatewayJournalEntry;
      });
    },
    clear() {
      forced.clear();
      bodies.clear();
    },
  };
}
