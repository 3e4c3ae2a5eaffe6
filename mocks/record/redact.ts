/**
 * Secrets out of fixtures. Three layers, because one is not enough for a file people commit:
 * credential headers are replaced, secret-named fields of bodies and queries are replaced at
 * any depth, and finally every secret value seen in the exchange (the bearer key, an API-key
 * header) is cut out of the fixture's text wherever it still appears (an upstream that echoes
 * the key in an error message, a key in a URL).
 */
import { REDACTED } from "./fixture.ts";

/** Headers that carry credentials. */
export const SECRET_HEADERS: readonly string[] = ["authorization", "proxy-authorization", "x-api-key", "api-key", "cookie", "set-cookie", "x-mock-control-token"];

/** Body and query fields redacted by default (compared case-insensitively). */
export const DEFAULT_SECRET_FIELDS: readonly string[] = ["api_key", "apikey", "key", "secret", "password", "token", "access_token", "client_secret"];

// Shorter values are too common to scrub from text without mangling the fixture.
const MIN_SCRUB_LENGTH = 8;

export class Redactor {
  private readonly fields: Set<string>;

  constructor(secretFields: readonly string[] = DEFAULT_SECRET_FIELDS) {
    this.fields = new Set(secretFields.map((f) => f.toLowerCase()));
  }

  /** The secret values a request carries (bearer key, key headers, secret query fields). */
  secretsOf(headers: Record<string, string | string[] | undefined>, query: Record<string, string>): string[] {
    const found: string[] = [];
    for (const name of SECRET_HEADERS) {
      const raw = headers[name];
      for (const value of Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]) {
        found.push(value);
        const bearer = /^\s*\S+\s+(\S+)\s*$/.exec(value)?.[1];
        if (bearer) found.push(bearer);
      }
    }
    for (const [name, value] of Object.entries(query)) if (this.fields.has(name.toLowerCase())) found.push(value);
    return found.filter((s) => s.length >= MIN_SCRUB_LENGTH);
  }

  /** Headers with credentials replaced. */
  headers(headers: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) out[name] = SECRET_HEADERS.includes(name) ? REDACTED : value;
    return out;
  }

  /** A query with secret-named parameters replaced. */
  query(query: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(query)) out[name] = this.fields.has(name.toLowerCase()) ? REDACTED : value;
    return out;
  }

  /** A JSON value with secret-named fields replaced at any depth (a copy). */
  body(value: unknown, depth = 0): unknown {
    if (depth > 64 || value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) return value.map((item) => this.body(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) out[name] = this.fields.has(name.toLowerCase()) ? REDACTED : this.body(item, depth + 1);
    return out;
  }
}

/** A fixture's JSON text with every occurrence of each secret (also JSON-escaped) replaced. */
export function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length < MIN_SCRUB_LENGTH) continue;
    const escaped = JSON.stringify(secret).slice(1, -1);
    out = out.split(secret).join(REDACTED);
    if (escaped !== secret) out = out.split(escaped).join(REDACTED);
  }
  return out;
}
