/**
 * Could not run ≠ failed. Before any case, the preflight asks the target two questions: is it
 * there (reachable, TLS accepted, the API at this base URL), and does it take our keys, every one
 * configured? A target that cannot answer them gets one clear paragraph (what was tried, what
 * happened, what to check) and exit 2, never hundreds of case failures: a mistyped second-team key
 * would otherwise read as the gateway failing the team and isolation checks. Whatever the probes
 * cost is nothing: a user list (no key, seed §4.5) and, per key and all at once, a poll of a task
 * id no deployment has issued.
 */
import { operationTable } from "../spec/operations.ts";
import { ENV_FLAGS, type ContractConfig } from "./config.ts";
import { operation } from "./spec-info.ts";
import { describeNetworkFailure, keyQuestionUrl, probe, type ProbeAnswer } from "./probe.ts";
import { isJsonMediaType } from "./target.ts";
import { NOT_RUN } from "./report/model.ts";

export interface PreflightOk {
  ok: true;
  /** Lines worth printing (the base URL hint). */
  notes: string[];
}

export interface PreflightFailed {
  ok: false;
  /** One paragraph: what was tried, what happened, what to check. */
  paragraph: string;
}

export type PreflightResult = PreflightOk | PreflightFailed;

export interface PreflightOptions {
  fetch?: typeof fetch;
  /** Called before each probe, so a slow target is never silent. */
  onProbe?(line: string): void;
  /** The run's deadline (deadline.ts): it covers the preflight too, so a probe ends when it fires. */
  signal?: AbortSignal;
}

/**
 * Path prefixes of the spec's operations (`/client/v2/ai`, `/client/v2/ai-stack`, `/api`...):
 * a base URL ending in one already holds part of every path the suite appends.
 */
export function apiPrefixes(): string[] {
  const prefixes = new Set<string>();
  for (const path of operationTable.paths.keys()) {
    const segments = path.split("/").filter(Boolean);
    for (let n = 1; n < segments.length; n++) {
      if (segments[n - 1]!.startsWith("{")) break;
      prefixes.add(`/${segments.slice(0, n).join("/")}`);
    }
  }
  return [...prefixes].sort((a, b) => b.length - a.length);
}

/**
 * The one-line hint for a base URL that already ends in an API prefix of the spec, else null.
 * @example baseUrlHint("https://gw.example.com/client/v2/ai") // "… use --base-url https://gw.example.com …"
 */
export function baseUrlHint(baseUrl: string): string | null {
  const url = new URL(baseUrl);
  const path = url.pathname.replace(/\/+$/, "");
  const prefix = apiPrefixes().find((p) => path.endsWith(p));
  if (prefix === undefined) return null;
  const root = `${url.origin}${path.slice(0, path.length - prefix.length)}`;
  const example = operation("createChatCompletion").path;
  return `hint: --base-url ends in ${prefix}, which the spec's paths already start with (requests would go to ${path}${example}); the OpenAI SDK's base URL is not the gateway's: try --base-url ${root}`;
}

/** The keys a run may send, each with the variable that holds it and what it must be. */
const KEYS: readonly { variable: string; of(config: ContractConfig): string | null; is: string }[] = [
  { variable: "CONTRACT_API_KEY", of: (c) => c.apiKey, is: "a valid key of a team with every feature" },
  { variable: "CONTRACT_RESTRICTED_API_KEY", of: (c) => c.restrictedApiKey, is: "a valid key of a team lacking CONTRACT_RESTRICTED_FEATURES" },
  { variable: "CONTRACT_NO_LLM_API_KEY", of: (c) => c.noLlmApiKey, is: "a valid key of a team without LLM chat" },
  { variable: "CONTRACT_OTHER_API_KEY", of: (c) => c.otherApiKey, is: "a valid key of a second team" },
];

/** `CONTRACT_OTHER_API_KEY (--other-api-key)`: how a message names a key, never by its value. */
const named = (variable: string): string => `${variable} (${ENV_FLAGS[variable]})`;

/** "200 text/html", "302 without a body type": how a probe's answer reads in the paragraph. */
const answered = (answer: ProbeAnswer): string => `${answer.status} ${answer.mediaType ?? "without a Content-Type"}`;

/** "a, b and c" */
const joined = (items: readonly string[]): string => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`);

/**
 * Checks that the target can be tested at all; see the module comment.
 * @example const result = await preflight(config); if (!result.ok) { console.error(result.paragraph); process.exitCode = 2; }
 */
export async function preflight(config: ContractConfig, options: PreflightOptions = {}): Promise<PreflightResult> {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const timeoutMs = config.preflightTimeoutMs;
  const hint = baseUrlHint(config.baseUrl);
  const notes = hint ? [hint] : [];
  const users = `${config.baseUrl}${operation("listUsers").path}`;
  const task = keyQuestionUrl(config.baseUrl);
  const couldNot = (tried: string, happened: string, check: string): PreflightFailed => ({
    ok: false,
    paragraph: [`Could not run the contract suite against ${config.baseUrl}: tried ${tried}, and ${happened}. Check ${check}. ${NOT_RUN}`, ...notes].join("\n"),
  });

  // The deadline passing is the run's limit, not the target's failure: say so, not "no answer".
  const failure = (cause: unknown) =>
    options.signal?.aborted
      ? { what: `no answer before ${(options.signal.reason as Error).message} (CONTRACT_DEADLINE)`, check: "--deadline: it counts from the start of the run, the preflight included" }
      : describeNetworkFailure(cause, timeoutMs, "CONTRACT_PREFLIGHT_TIMEOUT_MS");

  options.onProbe?.(`[contract] preflight: GET ${users} (timeout ${timeoutMs} ms, CONTRACT_PREFLIGHT_TIMEOUT_MS)`);
  let listed: ProbeAnswer;
  try {
    listed = await probe(fetchFn, users, {}, timeoutMs, options.signal);
  } catch (cause) {
    const { what, check } = failure(cause);
    return couldNot(`GET ${users} (the user list, which needs no key)`, `got ${what}`, check);
  }

  // Every configured key, with the main key's request, all at once: a key two settings share is sent once.
  const keys = KEYS.flatMap(({ variable, of, is }) => {
    const key = of(config);
    return key === null ? [] : [{ variable, is, key }];
  }).filter((entry, i, all) => all.findIndex((other) => other.key === entry.key) === i);
  options.onProbe?.(`[contract] preflight: GET ${task} with ${joined(keys.map((k) => k.variable))} (timeout ${timeoutMs} ms)`);
  const settled = await Promise.allSettled(keys.map(({ key }) => probe(fetchFn, task, { authorization: `Bearer ${key}` }, timeoutMs, options.signal)));

  const broken = settled.findIndex((s) => s.status === "rejected");
  if (broken !== -1) {
    const { what, check } = failure((settled[broken] as PromiseRejectedResult).reason);
    const which = broken === 0 ? "the key" : keys[broken]!.variable;
    return couldNot(`GET ${task} with ${which} (an authenticated request)`, `got ${what} although the user list answered ${listed.status}`, check);
  }
  const probes = keys.map((k, i) => ({ ...k, answer: (settled[i] as PromiseFulfilledResult<ProbeAnswer>).value }));
  const polled = probes[0]!.answer;

  // Neither the user list nor the task endpoint exists here: the API is not at this base URL.
  if (listed.status === 404 && polled.status === 404 && polled.code !== "task_not_found") {
    return couldNot(
      `GET ${users} and GET ${task}`,
      `both answered 404${polled.code ? ` ${polled.code}` : ""}, so the API's paths are not under this base URL`,
      `--base-url: it is the address the seed's paths (${operation("listUsers").path}, ${operation("createChatCompletion").path}) are relative to${hint ? "" : ", without any API prefix"}`,
    );
  }
  // Neither answer is the API's JSON: a proxy's error page, a login or SSO page, another site. Every
  // case would fail on it (or be cut by it), which says nothing about the gateway behind it.
  if (!isJsonMediaType(listed.mediaType) && !isJsonMediaType(polled.mediaType)) {
    const proxy = [502, 503, 504].includes(listed.status) && [502, 503, 504].includes(polled.status);
    return couldNot(
      `GET ${users} and GET ${task}`,
      `got ${answered(listed)} and ${answered(polled)}, not the API's JSON: ${proxy ? "a proxy's error page, so the gateway behind it is down or unreachable from the proxy" : "a web page (a login or SSO page, a proxy, another site) answers at this address"}`,
      proxy
        ? "that the gateway behind the proxy is up, then run again"
        : `--base-url and what answers there (curl -i ${users}): the gateway answers JSON, with ${operation("listUsers").path} needing no key`,
    );
  }
  // 403 to the user list, which needs no key, and to the key's poll: this client is refused, not a
  // team (an IP allowlist, a WAF); every case would read as the key lacking every feature.
  if (listed.status === 403 && polled.status === 403) {
    return couldNot(
      `GET ${users} and GET ${task}`,
      `both answered 403${polled.code ? ` ${polled.code}` : ""}, the user list too, which needs no key: the gateway or a firewall in front of it refuses this client`,
      "that the gateway admits the machine the suite runs on (an IP allowlist, a WAF rule, a VPN the CI runner is not on)",
    );
  }
  const refused = probes.filter((p) => p.answer.status === 401);
  if (refused.length > 0) {
    const code = refused[0]!.answer.code;
    const optional = refused.some((p) => p.variable !== "CONTRACT_API_KEY") ? "; or leave an optional key unset to skip the checks that need it" : "";
    return couldNot(
      `GET ${task} with ${refused.length === 1 ? refused[0]!.variable : "each configured key"}`,
      `the gateway refused ${refused.length === 1 ? "the key" : joined(refused.map((p) => p.variable))} with 401${code ? ` ${code}` : ""}`,
      `${refused.map((p) => `${named(p.variable)}: ${p.is}`).join("; ")}, for this gateway and environment${optional}`,
    );
  }
  return { ok: true, notes };
}
