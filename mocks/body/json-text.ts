/**
 * A user's JSON file as a value, or one line saying where and why it is not JSON. JSON.parse
 * names no place for most mistakes on Node 20 ("Unexpected token 'p', "port: 0\nta"... is not
 * valid JSON", across two lines), so a failed parse is scanned again to find the first bad
 * character and to name the usual causes: a trailing comma, a comment, single quotes, an
 * unquoted key, YAML. A leading byte-order mark (Windows editors write one) is not a mistake:
 * it is skipped, as npm and TypeScript skip it.
 */

/** The text parsed, or the one line saying it is not JSON ("not JSON at line 3, column 1: …"). */
export type JsonText = { ok: true; value: unknown } | { ok: false; problem: string };

/**
 * Parses a file's text as JSON, skipping a byte-order mark.
 * @example parseJsonText('{"port": 1,}') // { ok: false, problem: 'not JSON at line 1, column 12: a trailing comma before "}" (JSON allows none)' }
 */
export function parseJsonText(raw: string): JsonText {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, problem: describeBadJson(text) };
  }
}

/** Where and why `text` (which JSON.parse refused) is not JSON, in one line starting "not JSON"; `what` names the text when it is empty. */
export function describeBadJson(text: string, what = "the file"): string {
  if (text.trim() === "") return `not JSON: ${what} is empty (a JSON object starts with {)`;
  const offset = jsonErrorOffset(text);
  if (offset === undefined) return "not JSON: nested too deeply to read";
  const place = `not JSON at ${lineAndColumn(text, offset)}`;
  if (offset >= text.length) return `${place}: the text ends early (a missing } or ] or closing quote?)`;
  return `${place}: ${cause(text, offset)}`;
}

/** "line L, column C" of a character offset (columns count characters, from 1). */
export function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split("\n");
  return `line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

/** The likely cause of the mistake at `offset`, from what stands there and before it. */
function cause(text: string, offset: number): string {
  const char = text[offset]!;
  const shownChar = char === '"' || char === "\\" ? `'${char}'` : JSON.stringify(char);
  const before = text.slice(0, offset).trimEnd().at(-1);
  if (text.startsWith("//", offset) || text.startsWith("/*", offset) || char === "#") return "a comment (JSON has none)";
  if (before === undefined && /^[\w'-]+\s*:/.test(text.slice(offset))) return 'this looks like YAML; the file must be JSON ({"name": value, …})';
  if (isJson(text.slice(0, offset))) return `${shownChar} after the end of the JSON value`;
  if ((char === "}" || char === "]") && before === ",") return `a trailing comma before ${shownChar} (JSON allows none)`;
  if (char === "'") return "single quotes (JSON strings and keys take double quotes)";
  if (/[A-Za-z_$]/.test(char) && (before === "{" || before === ",")) return "a key without double quotes";
  if (char === '"' && (before === "}" || before === "]" || before === '"' || /[\d\w]/.test(before ?? ""))) return `a missing comma before ${shownChar}`;
  if (char === "\\") return "a backslash escape JSON does not have (it has \\n, \\t, \\\", \\\\, \\/ and \\uXXXX)";
  if (char.charCodeAt(0) < 0x20) return "a line break or control character inside a string (write it as \\n)";
  return `unexpected ${shownChar}`;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING_CHARS = /[^"\\\u0000-\u001f]*/y;
const ESCAPE = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;

/** A failed scan, at the offset of the first character a strict JSON parser refuses. */
class BadAt {
  constructor(readonly offset: number) {}
}

/**
 * The offset of the first character that makes `text` not JSON (text.length when it ends
 * early), by the grammar of RFC 8259; undefined when the nesting is too deep to scan.
 */
export function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const space = (): void => {
    while (WHITESPACE.has(text[i]!)) i++;
  };
  const expect = (char: string): void => {
    if (text[i] !== char) throw new BadAt(i);
    i++;
  };
  const string = (): void => {
    expect('"');
    for (;;) {
      STRING_CHARS.lastIndex = i;
      STRING_CHARS.exec(text);
      i = STRING_CHARS.lastIndex;
      if (text[i] === '"') return void i++;
      if (text[i] !== "\\") throw new BadAt(i);
      ESCAPE.lastIndex = i;
      if (!ESCAPE.test(text)) throw new BadAt(i);
      i = ESCAPE.lastIndex;
    }
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === "{") return members("}", () => {
      string();
      space();
      expect(":");
      value();
    });
    if (char === "[") return members("]", value);
    if (char === '"') return string();
    for (const word of ["true", "false", "null"]) if (text.startsWith(word, i)) return void (i += word.length);
    NUMBER.lastIndex = i;
    if (!NUMBER.test(text)) throw new BadAt(i);
    i = NUMBER.lastIndex;
  };
  const members = (close: string, member: () => void): void => {
    i++;
    space();
    if (text[i] === close) return void i++;
    for (;;) {
      space();
      member();
      space();
      if (text[i] === close) return void i++;
      expect(",");
    }
  };
  try {
    value();
    space();
    return i < text.length ? i : text.length;
  } catch (error) {
    if (error instanceof BadAt) return error.offset;
    if (error instanceof RangeError) return undefined;
    throw error;
  }
}
