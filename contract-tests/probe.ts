/**
 * One question to the target and what its failure means: the preflight's probes, and the same
 * question asked again when a request is lost mid-run (target-gone.ts). A small module under
 * both, so that the run's watch needs nothing of the preflight's cases.
 */
import type { ContractConfig } from "./config.ts";
import { operation } from "./spec-info.ts";

/** What a transport failure means, in words, with what to check. */
export function describeNetworkFailure(cause: unknown, timeoutMs: number, setting: string): { what: string; check: string } {
  const error = cause as Error & { cause?: { code?: string; message?: string } };
  if (error.name === "TimeoutError") {
    return { what: `no answer within ${timeoutMs} ms (${setting})`, check: "that the gateway is up and not stuck, that no firewall drops the connection silently, or raise " + setting };
  }
  const code = error.cause?.code ?? "";
  const detail = error.cause?.message ?? error.message;
  // undici refuses the Fetch standard's "bad ports" (9, 6000, 6667, ...) before connecting.
  if (detail === "bad port") return { what: `a port fetch refuses to use (Node's fetch blocks the Fetch standard's "bad ports", such as 9, 6000 or 6667)`, check: "that --base-url names the gateway's port; a gateway on a blocked port needs another port or a proxy in front" };
  if (code === "ECONNREFUSED") return { what: `connection refused (${detail})`, check: "that the gateway is running and listening on that host and port" };
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return { what: `DNS lookup failed (${detail})`, check: "the host name in --base-url and the runner's DNS" };
  if (code === "ECONNRESET" || code === "UND_ERR_SOCKET") return { what: `the connection was closed without an answer (${detail})`, check: "that the port speaks HTTP (http vs https) and that a proxy is not cutting it" };
  if (/CERT|SSL|TLS|EPROTO|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(`${code} ${detail}`)) {
    return { what: `TLS failed (${code || detail})`, check: "the certificate (expired, self-signed, wrong host), or that the URL's scheme matches the port (https vs http); NODE_EXTRA_CA_CERTS adds a private CA" };
  }
  return { what: `${error.message}${code ? ` (${code})` : ""}`, check: "the --base-url and the network between this runner and the gateway" };
}

export interface ProbeAnswer {
  status: number;
  code: string | undefined;
  /** The answer's media type (`text/html`), without parameters; null without a Content-Type. */
  mediaType: string | null;
}

export async function probe(fetchFn: typeof fetch, url: string, headers: Record<string, string>, timeoutMs: number, deadline: AbortSignal | undefined): Promise<ProbeAnswer> {
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = deadline ? AbortSignal.any([timeout, deadline]) : timeout;
  const init = { headers: { accept: "application/json", ...headers }, signal, redirect: "manual" as const };
  // A connection reset before the answer is sent again, as the suite's own requests are.
  const response = await fetchFn(url, init).catch((cause: unknown) => sendAgain(fetchFn, url, init, cause));
  const text = await response.text();
  let code: string | undefined;
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown } };
    code = typeof parsed?.error?.code === "string" ? parsed.error.code : undefined;
  } catch {
    code = undefined;
  }
  const mediaType = response.headers.get("content-type")?.split(";")[0]!.trim().toLowerCase() || null;
  return { status: response.status, code, mediaType };
}

/**
 * The preflight's first question asked again mid-run (the user list, no key, within
 * CONTRACT_PREFLIGHT_TIMEOUT_MS): null when the target answers, whatever the status; else what
 * happened, in the preflight's words (see target-gone.ts).
 */
export async function stillAnswering(
  config: Pick<ContractConfig, "baseUrl" | "preflightTimeoutMs">,
  fetchFn: typeof fetch = globalThis.fetch,
  /** The run's deadline: the question is not asked past it. */
  deadline?: AbortSignal,
): Promise<{ tried: string; what: string } | null> {
  const users = `${config.baseUrl}${operation("listUsers").path}`;
  const tried = `GET ${users}`;
  try {
    await probe(fetchFn, users, {}, config.preflightTimeoutMs, deadline);
    return null;
  } catch (cause) {
    return { tried, what: describeNetworkFailure(cause, config.preflightTimeoutMs, "CONTRACT_PREFLIGHT_TIMEOUT_MS").what };
  }
}

/** A task id no deployment has issued (the spec's integer, within 32 bits). */
export const UNKNOWN_TASK_ID = 2147483000;

/** The preflight's key question: a poll of a task that does not exist, which costs nothing and needs a key. */
export function keyQuestionUrl(baseUrl: string): string {
  return `${baseUrl}${operation("getTask").path.replace(/\{[^}]+\}/, String(UNKNOWN_TASK_ID))}`;
}

/**
 * The preflight's key question asked again mid-run, when a request with a key it accepted got
 * 401: the refusal (what was asked, what came back) when the gateway now refuses the key there
 * too, so it was revoked or expired during the run; null when the key is still taken (the 401
 * was that request's answer, for the checks to judge) or the question got no answer.
 */
export async function keyRefused(
  config: Pick<ContractConfig, "baseUrl" | "preflightTimeoutMs">,
  key: string,
  fetchFn: typeof fetch = globalThis.fetch,
  deadline?: AbortSignal,
): Promise<{ tried: string; what: string } | null> {
  const url = keyQuestionUrl(config.baseUrl);
  try {
    const answer = await probe(fetchFn, url, { authorization: `Bearer ${key}` }, config.preflightTimeoutMs, deadline);
    return answer.status === 401 ? { tried: `GET ${url}`, what: `401${answer.code ? ` ${answer.code}` : ""}` } : null;
  } catch {
    return null;
  }
}

/** How long a request lost with its connection waits before it is sent once more. */
export const RETRY_PAUSE_MS = 100;

/** The pauses before each new attempt of a request lost with its connection: two retries, as the OpenAI SDKs make. */
export const CONNECTION_RETRY_PAUSES_MS: readonly number[] = [RETRY_PAUSE_MS, 5 * RETRY_PAUSE_MS];

/**
 * Whether fetch failed because the connection was reset or closed before any answer came
 * (ECONNRESET, EPIPE, undici's "other side closed"), as when a server closes an idle kept-alive
 * connection just as a request is written to it. Not a refused connection, not a timeout, not
 * an answer that broke off (fetch resolved then; the body read fails instead).
 */
export function isConnectionLostBeforeAnswer(cause: unknown): boolean {
  const code = (cause as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET";
}

/**
 * Sends again a request `lostWith` a connection lost before any answer, after each pause of
 * CONNECTION_RETRY_PAUSES_MS while `mayRetry` allows it; the answer, or the last failure thrown.
 * The suite's requests and the preflight's probes alike: one reset is weather, not a verdict.
 * @example const response = await fetch(url, init).catch((cause) => sendAgain(fetch, url, init, cause));
 */
export async function sendAgain(fetchFn: typeof fetch, url: URL | string, init: RequestInit & { signal: AbortSignal }, lostWith: unknown, mayRetry: (cause: unknown) => boolean = () => true): Promise<Response> {
  let cause = lostWith;
  for (const pauseMs of CONNECTION_RETRY_PAUSES_MS) {
    if (!isConnectionLostBeforeAnswer(cause) || init.signal.aborted || !mayRetry(cause)) throw cause;
    await pause(pauseMs, init.signal);
    try {
      return await fetchFn(url, init);
    } catch (again) {
      cause = again;
    }
  }
  throw cause;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}
