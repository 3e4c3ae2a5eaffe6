/**
 * What a 401 says, so that it names the fix: the seed takes the key only as
 * `Authorization: Bearer <API_KEY>` (§3), but clients send it elsewhere: Azure OpenAI's SDKs in
 * an `api-key` header, Anthropic's in `x-api-key`, Google's in `x-goog-api-key` or `?key=`, and
 * a hand-written curl often without the word Bearer. None of these messages echoes a key: error
 * bodies end up in client logs.
 */
import type { MockRequest } from "./deps.ts";
import type { TeamRegistry } from "../config/teams.ts";

const SEND = "Send 'Authorization: Bearer <API_KEY>'.";

/** Headers and query parameters other APIs carry their key in, as the message names them. */
const KEY_HEADERS = ["api-key", "x-api-key", "x-goog-api-key"] as const;
const KEY_QUERY = ["key", "api_key", "api-key", "apikey"] as const;

/** Schemes of an Authorization header that are safe to name: the first word is otherwise often the key itself. */
const SCHEMES = new Set(["basic", "digest", "token", "apikey", "api-key", "key", "bearer"]);

/**
 * The key of `Authorization: Bearer <key>` (the scheme in any case, as RFC 9110 §11.1 allows), or
 * undefined when the header does not carry one that way.
 */
export function bearerKey(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Why no bearer key was read, as the 401's message: where the key went instead.
 * @example missingKeyMessage({ headers: { "api-key": "…" }, … }) // "Missing API key: it was sent in an 'api-key' header, which this gateway does not read. Send 'Authorization: Bearer <API_KEY>'."
 */
export function missingKeyMessage(request: Pick<MockRequest, "headers" | "query">): string {
  const authorization = request.headers.authorization?.trim();
  if (authorization) {
    const words = authorization.split(/\s+/);
    const scheme = words[0]!.toLowerCase();
    if (scheme === "bearer") {
      return words.length === 1
        ? `Missing API key: the Authorization header has 'Bearer' and no key after it. ${SEND}`
        : `Missing API key: the Authorization header has more than one word after 'Bearer' (a key has no spaces). ${SEND}`;
    }
    if (words.length === 1) return `Missing API key: the Authorization header lacks the 'Bearer ' before the key. ${SEND}`;
    const named = SCHEMES.has(scheme) ? `the '${words[0]}' scheme` : "a scheme other than Bearer";
    return `Missing API key: the Authorization header uses ${named}. ${SEND}`;
  }
  const header = KEY_HEADERS.find((name) => request.headers[name]);
  if (header) return `Missing API key: it was sent in an '${header}' header, which this gateway does not read. ${SEND}`;
  const param = KEY_QUERY.find((name) => request.query[name]);
  if (param) return `Missing API key: it was sent in the query (?${param}=), which this gateway does not read. ${SEND}`;
  return `Missing API key. ${SEND}`;
}

/**
 * The 401's message for a key the mock does not know: where its keys are, naming none, in words
 * that hold under MSW too, where nothing starts (the README lists them for both). Even the
 * built-in keys, which the README publishes, are named only by their teams: a 401's body reaches
 * client logs, recordings and CI reports, whose secret scanners and redaction tests look for keys.
 */
export function invalidKeyMessage(teams: TeamRegistry): string {
  const published = teams.publicKeys().map((key) => teams.teamForKey(key)!.id);
  if (published.length > 0) return `Invalid API key. Use one of the mock's built-in keys (for ${published.join(", ")}), listed in the ai-gateway-kit README and by its mock command as it starts.`;
  return "Invalid API key. Use a key of the mock's keys file or `keys` option (listed, masked, when it starts).";
}
