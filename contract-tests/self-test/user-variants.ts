/**
 * A team's own allowed deviations, declared in contract.config.json (`variants`), as legal
 * variants the self-check runs: each becomes a regression test of their run ("our gateway does
 * this, and the suite must not call it a violation").
 *
 * @example
 * { "variants": [{
 *     "name": "usage.cost as a number",
 *     "legalBecause": "our billing team decided so (agreed deviation from seed §2.2)",
 *     "match": { "method": "POST", "path": "/client/v2/ai/chat/completions", "status": 200 },
 *     "response": { "set": { "/trace": "t-1" }, "remove": ["/system_fingerprint"], "setHeaders": { "x-gw": "1" }, "removeHeaders": ["x-request-id"] }
 * }] }
 */
import { ConfigError } from "../config.ts";
import type { ProxyRequest, ProxyResponse } from "./fault-proxy.ts";
import type { LegalVariant } from "./variants.ts";

type Json = Record<string, unknown>;

interface Match {
  method?: string;
  path?: string;
  status?: number;
}

interface ResponseEdit {
  set?: Record<string, unknown>;
  remove?: string[];
  setHeaders?: Record<string, string>;
  removeHeaders?: string[];
}

const isObject = (value: unknown): value is Json => value !== null && typeof value === "object" && !Array.isArray(value);

/** Splits a JSON pointer ("/usage/cost") into keys. */
function keysOf(pointer: string, where: string): string[] {
  if (!pointer.startsWith("/")) throw new ConfigError(`${where}: "${pointer}" is not a JSON pointer (it starts with /)`);
  return pointer.slice(1).split("/").map((k) => k.replaceAll("~1", "/").replaceAll("~0", "~"));
}

function setAt(body: unknown, keys: string[], value: unknown): void {
  let node = body as Json;
  for (const key of keys.slice(0, -1)) {
    if (!isObject(node[key]) && !Array.isArray(node[key])) return;
    node = node[key] as Json;
  }
  node[keys.at(-1)!] = value;
}

function removeAt(body: unknown, keys: string[]): void {
  let node = body as Json;
  for (const key of keys.slice(0, -1)) {
    if (!isObject(node[key]) && !Array.isArray(node[key])) return;
    node = node[key] as Json;
  }
  delete node[keys.at(-1)!];
}

function matches(match: Match, request: ProxyRequest, response: ProxyResponse): boolean {
  if (match.method !== undefined && match.method.toUpperCase() !== request.method.toUpperCase()) return false;
  if (match.path !== undefined && new URL(request.url, "http://proxy").pathname !== match.path) return false;
  return match.status === undefined || match.status === response.status;
}

/**
 * Turns one declared variant into a legal variant; a malformed declaration is a ConfigError
 * naming the variant and the field.
 */
export function userVariant(raw: unknown, index: number): LegalVariant {
  const where = `variants[${index}]`;
  if (!isObject(raw)) throw new ConfigError(`${where} must be an object with name, legalBecause and response`);
  const { name, legalBecause, match = {}, response } = raw as { name?: unknown; legalBecause?: unknown; match?: unknown; response?: unknown };
  if (typeof name !== "string" || name === "") throw new ConfigError(`${where}.name must be a non-empty string`);
  if (typeof legalBecause !== "string" || legalBecause === "") throw new ConfigError(`${where}.legalBecause must say why the deviation is allowed`);
  if (!isObject(match)) throw new ConfigError(`${where}.match must be an object (method, path, status)`);
  if (!isObject(response)) throw new ConfigError(`${where}.response must be an object (set, remove, setHeaders, removeHeaders)`);
  const edit = response as ResponseEdit;
  const sets = Object.entries(edit.set ?? {}).map(([pointer, value]) => [keysOf(pointer, `${where}.response.set`), value] as const);
  const removes = (edit.remove ?? []).map((pointer) => keysOf(pointer, `${where}.response.remove`));
  return {
    name: `${name} (yours)`,
    legalBecause,
    response: (request, answer) => {
      if (!matches(match as Match, request, answer)) return answer;
      const headers = { ...answer.headers };
      for (const header of edit.removeHeaders ?? []) delete headers[header.toLowerCase()];
      for (const [header, value] of Object.entries(edit.setHeaders ?? {})) headers[header.toLowerCase()] = value;
      let body = answer.body;
      if ((sets.length > 0 || removes.length > 0) && (headers["content-type"] ?? "").startsWith("application/json")) {
        try {
          const json = JSON.parse(body.toString("utf8")) as unknown;
          for (const [keys, value] of sets) setAt(json, keys, value);
          for (const keys of removes) removeAt(json, keys);
          body = Buffer.from(JSON.stringify(json));
        } catch {
          // Not JSON after all: the body passes as it is.
        }
      }
      return { ...answer, headers, body };
    },
  };
}
