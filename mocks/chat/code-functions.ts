/**
 * The first function a pasted snippet defines, read as far as a glance at it goes: its name, its
 * parameters, its body and, when the body is one `return` (or an arrow's expression), the
 * expression it returns. Reviews, tests and TypeScript conversions of pasted code
 * (code-reviews.ts, code-tests.ts, code-conversions.ts) all need to know what the function is
 * called and what it takes, so they read it here, once, the same way.
 *
 * Only the shapes a snippet pasted into a chat has: `function name(a, b) { … }`,
 * `const name = (a, b) => …` (braces or not) and Python's `def name(a, b):`. The body is found by
 * counting braces (JavaScript) or indentation (Python), never by a regex over the whole text, so a
 * long paste costs one pass.
 */
/** The languages pasted code is read in (code-fixes.ts's `languageOf` tells them apart). */
export type Language = "javascript" | "python";

export interface PastedFunction {
  readonly name: string;
  /** The parameters' names, defaults and types dropped: `(a, b = 2)` → ["a", "b"]. */
  readonly params: readonly string[];
  /** The parameter list as written, between its parentheses. */
  readonly paramText: string;
  /** The body: between the braces, after an arrow, or the indented block after the colon. */
  readonly body: string;
  /** The expression returned when the body is nothing but it; else undefined. */
  readonly returned?: string;
  /** Where the function's text starts and ends in the code. */
  readonly start: number;
  readonly end: number;
  /** Where the body starts in the code (after `{`, `=>` or `:`). */
  readonly bodyStart: number;
  /** An arrow function with no braces: its body is an expression. */
  readonly expressionBody: boolean;
  readonly async: boolean;
}

const JS_FUNCTION = /\b(async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)\s*\(/g;
const JS_ARROW = /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(async\s+)?(?:\(|([A-Za-z_$][\w$]*)\s*=>)/g;
const PY_DEF = /^([ \t]*)(async\s+)?def\s+([A-Za-z_]\w*)\s*\(/gm;

/** The index of the bracket closing the one at `open`, strings skipped; -1 when it is never closed. */
export function closingOf(code: string, open: number): number {
  const opener = code[open]!;
  const closer = opener === "(" ? ")" : opener === "[" ? "]" : "}";
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const char = code[i]!;
    if (char === '"' || char === "'" || char === "`") {
      const end = code.indexOf(char, i + 1);
      if (end === -1) return -1;
      i = end;
      continue;
    }
    if (char === opener) depth++;
    else if (char === closer && --depth === 0) return i;
  }
  return -1;
}

/** Parameter names from a parameter list: defaults, types, rest dots and `self` dropped. */
function paramNames(text: string): string[] {
  const names: string[] = [];
  let depth = 0;
  let part = "";
  for (const char of `${text},`) {
    if ("([{<".includes(char)) depth++;
    if (")]}>".includes(char)) depth--;
    if (char === "," && depth === 0) {
      const name = /^\s*(?:\.\.\.|\*{1,2})?([A-Za-z_$][\w$]*)/.exec(part)?.[1];
      if (name !== undefined && name !== "self" && name !== "cls") names.push(name);
      part = "";
    } else part += char;
  }
  return names;
}

/** The expression a body returns when it is one `return` statement and nothing else. */
function onlyReturned(body: string): string | undefined {
  const found = /^\s*return\s+([^;]+?);?\s*$/.exec(body);
  return found?.[1]?.includes("\n") ? undefined : found?.[1]?.trim();
}

function jsFunction(code: string): PastedFunction | undefined {
  JS_FUNCTION.lastIndex = 0;
  JS_ARROW.lastIndex = 0;
  const declared = JS_FUNCTION.exec(code);
  const arrow = JS_ARROW.exec(code);
  if (declared !== null && (arrow === null || declared.index < arrow.index)) {
    const open = declared.index + declared[0].length - 1;
    const close = closingOf(code, open);
    if (close === -1) return undefined;
    const brace = code.indexOf("{", close);
    if (brace === -1 || !/^[\s:\w<>[\]|.,]*$/.test(code.slice(close + 1, brace))) return undefined;
    const end = closingOf(code, brace);
    if (end === -1) return undefined;
    const body = code.slice(brace + 1, end);
    const paramText = code.slice(open + 1, close);
    return { name: declared[2]!, params: paramNames(paramText), paramText, body, returned: onlyReturned(body), start: declared.index, end: end + 1, bodyStart: brace + 1, expressionBody: false, async: declared[1] !== undefined };
  }
  if (arrow === null) return undefined;
  let paramText: string;
  let after: number;
  if (arrow[3] !== undefined) {
    paramText = arrow[3];
    after = arrow.index + arrow[0].length;
  } else {
    const open = arrow.index + arrow[0].length - 1;
    const close = closingOf(code, open);
    if (close === -1) return undefined;
    const rest = /^\s*(?::\s*[^=]+?)?\s*=>/.exec(code.slice(close + 1));
    if (rest === null) return undefined;
    paramText = code.slice(open + 1, close);
    after = close + 1 + rest[0].length;
  }
  const lead = /^\s*/.exec(code.slice(after))![0].length;
  const bodyStart = after + lead;
  if (code[bodyStart] === "{") {
    const end = closingOf(code, bodyStart);
    if (end === -1) return undefined;
    const body = code.slice(bodyStart + 1, end);
    return { name: arrow[1]!, params: paramNames(paramText), paramText, body, returned: onlyReturned(body), start: arrow.index, end: end + 1, bodyStart: bodyStart + 1, expressionBody: false, async: arrow[2] !== undefined };
  }
  // An expression body runs to the end of its line (or a `;`), brackets kept whole.
  let end = bodyStart;
  while (end < code.length && code[end] !== "\n" && code[end] !== ";") {
    if ("([{".includes(code[end]!)) {
      const close = closingOf(code, end);
      if (close === -1) return undefined;
      end = close;
    }
    end++;
  }
  const body = code.slice(bodyStart, end).trim();
  return { name: arrow[1]!, params: paramNames(paramText), paramText, body, returned: body, start: arrow.index, end, bodyStart, expressionBody: true, async: arrow[2] !== undefined };
}

function pyFunction(code: string): PastedFunction | undefined {
  PY_DEF.lastIndex = 0;
  const found = PY_DEF.exec(code);
  if (found === null) return undefined;
  const open = found.index + found[0].length - 1;
  const close = closingOf(code, open);
  if (close === -1) return undefined;
  const colon = code.indexOf(":", close);
  if (colon === -1 || !/^\s*(?:->[^:]*)?$/.test(code.slice(close + 1, colon))) return undefined;
  const indent = found[1]!.length;
  let end = code.indexOf("\n", colon);
  const inline = end === -1 ? code.slice(colon + 1) : code.slice(colon + 1, end);
  if (inline.trim() === "") {
    // The block: the lines after the header indented deeper than it (blank lines included).
    while (end !== -1) {
      const next = code.indexOf("\n", end + 1);
      const line = code.slice(end + 1, next === -1 ? code.length : next);
      if (line.trim() !== "" && /^[ \t]*/.exec(line)![0].length <= indent) break;
      end = next;
    }
  }
  if (end === -1) end = code.length;
  const body = code.slice(colon + 1, end);
  const lines = body.split("\n").filter((line) => line.trim() !== "" && !line.trim().startsWith("#") && !/^\s*("""|''')/.test(line));
  const returned = lines.length === 1 ? /^\s*return\s+(.+?)\s*$/.exec(lines[0]!)?.[1] : undefined;
  const paramText = code.slice(open + 1, close);
  return { name: found[3]!, params: paramNames(paramText), paramText, body, returned, start: found.index, end, bodyStart: colon + 1, expressionBody: false, async: found[2] !== undefined };
}

/**
 * The first function the code defines, or undefined when it defines none this can read.
 * @example functionIn("function add(a, b) { return a - b }", "javascript")?.returned // "a - b"
 */
export function functionIn(code: string, language: Language): PastedFunction | undefined {
  return language === "python" ? pyFunction(code) : jsFunction(code);
}
