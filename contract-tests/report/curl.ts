/**
 * A `curl` command that reproduces a recorded request: values shell-quoted, keys replaced by the
 * variables that hold them. Odd bytes produce warnings, never a failure (as Schemathesis does).
 */
import type { RecordedRequest } from "../target.ts";

export interface Curl {
  command: string;
  warnings: string[];
}

/** Bodies longer than this are not inlined (the 8 MB OCR images). */
export const CURL_MAX_INLINE_BODY = 16 * 1024;

/** Headers curl sets itself or that add nothing to a reproduction. */
const OMITTED_HEADERS = new Set(["accept", "content-length", "host", "connection", "user-agent", "accept-encoding"]);

/**
 * Quotes a value for POSIX shells: single quotes, or bash's $'…' when it holds control bytes.
 * @example shellQuote("it's") // 'it'\''s'
 */
export function shellQuote(value: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x08\x0b-\x1f\x7f]/.test(value)) {
    const escaped = [...value]
      .map((ch) => {
        const code = ch.codePointAt(0)!;
        if (ch === "\\") return "\\\\";
        if (ch === "'") return "\\'";
        if (ch === "\n") return "\\n";
        if (ch === "\t") return "\\t";
        if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, "0")}`;
        return ch;
      })
      .join("");
    return `$'${escaped}'`;
  }
  if (value !== "" && /^[A-Za-z0-9_@%+=:,./-]+$/.test(value)) return value;
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * Builds the curl command for a request.
 * @param secrets key value → name of the environment variable that holds it
 * @example toCurl(request, new Map([["sk-live-…", "CONTRACT_API_KEY"]])).command
 */
export function toCurl(request: RecordedRequest, secrets: ReadonlyMap<string, string> = new Map()): Curl {
  const warnings: string[] = [];
  const parts = ["curl", "-sS", "-i"];
  const hasBody = request.body !== undefined;
  if (request.method !== "GET" || hasBody) parts.push("-X", shellQuote(request.method));
  parts.push(shellQuote(request.url));
  for (const [name, value] of Object.entries(request.headers)) {
    if (OMITTED_HEADERS.has(name)) continue;
    const bearer = /^Bearer (.*)$/i.exec(value);
    const secretName = name === "authorization" && bearer ? secrets.get(bearer[1]!) : undefined;
    if (secretName) {
      parts.push("-H", `"authorization: Bearer \$${secretName}"`);
      continue;
    }
    parts.push("-H", shellQuote(`${name}: ${value}`));
  }
  if (hasBody) {
    const body = request.body!;
    if (request.bodyBytes > CURL_MAX_INLINE_BODY || body.length > CURL_MAX_INLINE_BODY) {
      parts.push("--data-binary", "@body.json");
      warnings.push(`the ${request.bodyBytes}-byte body is not inlined; save it as body.json (it starts: ${body.slice(0, 80)}…)`);
    } else {
      if (/[\x00-\x08\x0b-\x1f\x7f]/.test(body)) warnings.push("the body holds control bytes: the command uses bash $'…' quoting");
      parts.push("--data-raw", shellQuote(body));
    }
  }
  return { command: parts.join(" "), warnings };
}
