/**
 * The words a whole-question pattern can open with, read off its source: `^(?:why\s+…|how\s+come
 * …|(?:what\s+is\s+)?the\s+cause…)$` opens with "why", "how", "what" or "the". A table of such
 * patterns (why-how-answers.ts) tests only those whose opening the question's first word has:
 * testing all of them, large and case-insensitive, cost a chat more than the rest of its reply.
 *
 * Exact by construction: an opening is the literal text (letters and `\s+`, read as one space:
 * the question's spaces are collapsed) a pattern's matches all start with, up to two words, so a
 * question a pattern matches always begins with one of its openings. Where a pattern opens with
 * anything else (a class, an escape), the opening is "", which every question has.
 */

/**
 * The lower-case prefixes the questions `source` matches begin with.
 * @example openingsOf(String.raw`^(?:(?:why|how\s+come)\s+do|what\s+makes)$`) // ["why do", "how come", "what makes"]
 */
export function openingsOf(source: string): string[] {
  const inner = /^\^\(\?:([\s\S]*)\)\$$/.exec(source)?.[1] ?? source;
  return [...new Set(alternatives(inner).flatMap((alternative) => opening(alternative)))];
}

/** How many words an opening runs to: "how does", "why is", "what causes". */
const WORDS = 2;

/** The openings of one alternative, `read` the literal text before it. */
function opening(pattern: string, read = ""): string[] {
  if (pattern.startsWith("(?:")) {
    const close = closingOf(pattern, 0);
    if (close < 0) return [read];
    const rest = pattern.slice(close + 1);
    const optional = /^[?*]/.test(rest);
    const after = optional ? rest.slice(1) : rest;
    if (/^[+{]/.test(rest)) return [read];
    const inside = alternatives(pattern.slice(3, close)).flatMap((branch) => opening(branch + after, read));
    return optional ? [...inside, ...opening(after, read)] : inside;
  }
  const literal = /^(?:[a-z']|\\s\+)+/i.exec(pattern)?.[0] ?? "";
  let text = literal;
  // A letter made optional or repeated ("cats?", "so+") is not in every question as written.
  if (/^[?*+{]/.test(pattern.slice(literal.length))) text = text.replace(/(?:[a-z']|\\s\+)$/i, "");
  let opened = read + text.replace(/\\s\+/g, " ").toLowerCase();
  const words = opened.split(" ");
  if (words.length > WORDS) return [words.slice(0, WORDS).join(" ")];
  // Read on into a group only right after the literal (a word or a space ends where the group starts).
  if (text === literal && text !== "" && pattern.slice(literal.length).startsWith("(?:")) return opening(pattern.slice(literal.length), opened);
  return [opened];
}

/** `pattern` split at its top-level `|`. */
function alternatives(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === "\\") i++;
    else if (char === "[") i = classEnd(pattern, i);
    else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (char === "|" && depth === 0) {
      parts.push(pattern.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(pattern.slice(start));
  return parts;
}

/** Where the group opened at `open` closes; -1 when it does not. */
function closingOf(pattern: string, open: number): number {
  let depth = 0;
  for (let i = open; i < pattern.length; i++) {
    const char = pattern[i];
    if (char === "\\") i++;
    else if (char === "[") i = classEnd(pattern, i);
    else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return i;
  }
  return -1;
}

/** The index of the `]` that closes the class opened at `open`. */
function classEnd(pattern: string, open: number): number {
  for (let i = open + 1; i < pattern.length; i++) {
    if (pattern[i] === "\\") i++;
    else if (pattern[i] === "]") return i;
  }
  return pattern.length;
}
