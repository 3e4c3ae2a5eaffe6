/**
 * Replies to "Fix this code: <code>": the prompt carries the code, so the reply must be about that
 * code, never an unrelated snippet built from its words. What can be checked cheaply and for
 * certain is checked: brackets that are never closed or closed twice, a JavaScript loop variable
 * that is never declared, a Python block header without its colon, and then the bugs a reviewer
 * spots at a glance (code-bugs.ts: `i <= arr.length`, `add` returning `a - b`, `if (x = 5)`…).
 * What is found is said, with why for a bug, and the code is given back corrected; when nothing is
 * found the reply says so, gives the code back formatted and asks what error the user sees, as a
 * careful reviewer would.
 */
import { bugsIn } from "./code-bugs.ts";
import type { Language } from "./code-functions.ts";

/** The cheap cue: a request to fix, debug or correct something. */
const FIX = /\b(?:fix|debug|correct|repair)\b|what'?s\s+wrong|what\s+is\s+wrong|\bbug\b|doesn'?t\s+work|not\s+working/i;
/** The code after the request: a fenced block, or what follows the first colon, question mark or line break (`codeAfterAsk`). */
const FENCED = /```[\w-]*\n?([\s\S]*?)```/;
/** What ends the request before code: within its first 81 characters. */
const ASK_END = /[:?\n]/;
const ASK_END_WITHIN = 81;
/** What code has and prose seldom does: braces, semicolons, arrows, a call, a Python block header. */
const CODE_SHAPE = /[{};]|=>|[\w\]]\(|^\s*(?:def|class|for|if|while|elif)\b[^\n]*$/m;
/** Prose to correct ("Correct the grammar: …", "Fix the typos in this sentence: …"): text-tasks.ts's, not code. */
const PROSE = /\b(?:grammar|spelling|typos?|sentence|paragraph|essay|e-?mail|letter|punctuation|wording|text)\b/i;
const MAX_PROMPT = 4000;

export type { Language };
const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { javascript: "JavaScript", python: "Python" };
const PAIRS: Readonly<Record<string, string>> = { "(": ")", "[": "]", "{": "}" };
const CLOSERS: Readonly<Record<string, string>> = { ")": "(", "]": "[", "}": "{" };

/**
 * The language of code given in a prompt: Python when it reads as Python, else JavaScript.
 * @example languageOf("def f(n):\n    return n") // "python"
 */
export function languageOf(code: string): Language {
  if (/^\s*(?:def|elif|class)\s|^\s*(?:for|if|while)\b[^({]*:\s*$|\bprint\s*\(|^\s*import\s+\w+\s*$/m.test(code) && !/[{};]/.test(code)) return "python";
  // A `def name(…):` header is Python even when an f-string's or a dict's braces are in the code.
  if (/^\s*(?:async\s+)?def\s+\w+\s*\([^)]*\)\s*(?:->[^:]*)?:/m.test(code) && !/\bfunction\b|=>|\b(?:const|let|var)\s/.test(code)) return "python";
  // A `with … as f:` or `for x in y:` block header is Python even when a dict literal's braces are in the code.
  if (/^\s*(?:with\s+.+\s+as\s+\w+|for\s+\w+(?:\s*,\s*\w+)*\s+in\s+.+)\s*:\s*$/m.test(code) && !/;\s*$|\bfunction\b|=>|\b(?:const|let|var)\s/m.test(code)) return "python";
  return "javascript";
}

interface Finding {
  /** The code with this problem fixed. */
  fixed: string;
  /** What was wrong, one sentence. */
  said: string;
}

/** The last word before `index`, for "missing after `i++`". */
function wordBefore(code: string, index: number): string {
  return /(\S+)\s*$/.exec(code.slice(0, index))?.[1] ?? "";
}

/**
 * The first bracket problem: a closer with no opener (removed), a closer for another opener
 * (replaced), or an opener never closed (its closer added where it belongs: before the block a
 * `(` leads into, else at the end of its line or of the code). Strings and comments are skipped.
 */
function bracketProblem(code: string, language: Language): Finding | undefined {
  const open: { char: string; at: number; firstBlock?: number }[] = [];
  for (let i = 0; i < code.length; i++) {
    const char = code[i]!;
    if (char === '"' || char === "'" || char === "`") {
      const end = code.indexOf(char, i + 1);
      if (end === -1) break;
      i = end;
      continue;
    }
    if ((language === "python" && char === "#") || (language === "javascript" && code.startsWith("//", i))) {
      const end = code.indexOf("\n", i);
      if (end === -1) break;
      i = end;
      continue;
    }
    if (PAIRS[char] !== undefined) {
      const top = open.at(-1);
      if (char === "{" && top?.char === "(" && top.firstBlock === undefined) top.firstBlock = i;
      open.push({ char, at: i });
      continue;
    }
    const opener = CLOSERS[char];
    if (opener === undefined) continue;
    const top = open.at(-1);
    if (top === undefined) return { fixed: code.slice(0, i) + code.slice(i + 1), said: `There is an extra \`${char}\` after \`${wordBefore(code, i)}\` that closes nothing; remove it.` };
    if (top.char !== opener) {
      // A `(` whose block starts inside it lost its `)` before that block: "for (…; i++ { … }".
      if (top.char === "(" && top.firstBlock !== undefined) return missingParen(code, top.at, top.firstBlock);
      const wanted = PAIRS[top.char]!;
      return { fixed: code.slice(0, i) + wanted + code.slice(i + 1), said: `The \`${top.char}\` opened before \`${wordBefore(code, i)}\` is closed with \`${char}\`; it needs \`${wanted}\`.` };
    }
    open.pop();
  }
  const unclosed = open.at(-1);
  if (unclosed === undefined) return undefined;
  if (unclosed.char === "(" && unclosed.firstBlock !== undefined) return missingParen(code, unclosed.at, unclosed.firstBlock);
  const closer = PAIRS[unclosed.char]!;
  const lineEnd = unclosed.char === "{" ? -1 : code.indexOf("\n", unclosed.at);
  let at = lineEnd === -1 ? code.trimEnd().length : lineEnd;
  // Before the statement's end: "[1, 2, 3;" is missing its "]" before the ";".
  if (unclosed.char !== "{") while (at > unclosed.at + 1 && /[\s;,]/.test(code[at - 1]!)) at--;
  const insert = unclosed.char === "{" && code.includes("\n") ? `\n${closer}` : closer;
  return { fixed: code.slice(0, at) + insert + code.slice(at), said: `A \`${unclosed.char}\` is never closed: \`${closer}\` is missing after \`${wordBefore(code, at)}\`.` };
}

/** A `(` not closed before the `{` of the block it leads into. */
function missingParen(code: string, openAt: number, blockAt: number): Finding {
  const before = code.slice(0, blockAt).trimEnd();
  const head = code.slice(0, openAt);
  const keyword = /\b(for|if|while|switch|catch)\s*$/.exec(head)?.[1] ?? (/\bfunction\b[^(]*$/.test(head) ? "function" : undefined);
  const last = wordBefore(code, before.length);
  const where = keyword === undefined ? "The `(` before the `{`" : keyword === "function" ? "The function's parameter list" : `The \`${keyword}\` header`;
  return { fixed: `${before})${code.slice(before.length)}`, said: `${where} is missing its closing parenthesis: \`${last})\`.` };
}

/** A JavaScript `for` whose loop variable is never declared: a global in sloppy mode, a ReferenceError in a module. */
function undeclaredLoopVariable(code: string): Finding | undefined {
  const found = /\bfor\s*\(\s*(?!let\b|const\b|var\b)([A-Za-z_$][\w$]*)\s*(=|\s(?:of|in)\s)/.exec(code);
  if (found === undefined || found === null) return undefined;
  const name = found[1]!;
  if (new RegExp(String.raw`\b(?:let|const|var)\s+${name}\b`).test(code.slice(0, found.index))) return undefined;
  const keyword = found[2] === "=" ? "let" : "const";
  const at = found.index + found[0].indexOf(name);
  return {
    fixed: `${code.slice(0, at)}${keyword} ${code.slice(at)}`,
    said: `The loop variable \`${name}\` is never declared, which makes it a global (or a \`ReferenceError\` in strict mode and modules): declare it with \`${keyword} ${name}\`.`,
  };
}

/** A Python block header (`def`, `if`, `for`…) without the colon that ends it. */
function missingColon(code: string): Finding | undefined {
  const found = /^([ \t]*(?:def|class|if|elif|else|for|while|try|except|finally|with)\b[^\n:#]*?)[ \t]*$/m.exec(code);
  if (found === null) return undefined;
  const end = found.index + found[1]!.length;
  const keyword = /\w+/.exec(found[1]!)![0];
  return { fixed: `${code.slice(0, end)}:${code.slice(end)}`, said: `The \`${keyword}\` line is missing its colon at the end: \`${found[1]!.trim()}:\`.` };
}

/**
 * One-line JavaScript laid out one statement a line: "for (…) { a(); b() }" becomes a block.
 * Code already on several lines is kept as it is.
 * @example formatted("let a = 1; let b = 2;", "javascript") // "let a = 1;\nlet b = 2;"
 */
export function formatted(code: string, language: Language): string {
  if (language !== "javascript" || code.trim().includes("\n")) return code.trim();
  let out = "";
  let depth = 0;
  let parens = 0;
  const newline = () => {
    out = out.trimEnd() + "\n" + "  ".repeat(depth);
  };
  for (let i = 0; i < code.length; i++) {
    const char = code[i]!;
    if (char === '"' || char === "'" || char === "`") {
      const end = code.indexOf(char, i + 1);
      const stop = end === -1 ? code.length - 1 : end;
      out += code.slice(i, stop + 1);
      i = stop;
      continue;
    }
    if (char === "(") parens++;
    if (char === ")") parens--;
    if (char === "{" && parens === 0) {
      depth++;
      out = out.trimEnd() + " {";
      newline();
    } else if (char === "}" && parens === 0) {
      depth = Math.max(0, depth - 1);
      newline();
      out += "}";
      if (depth > 0) newline();
    } else if (char === ";" && parens === 0) {
      out += ";";
      newline();
    } else if (!(char === " " && (out.endsWith(" ") || out.endsWith("\n")))) out += char;
  }
  return out.replace(/[ \t]+$/gm, "").replace(/\n{2,}/g, "\n").trim();
}

/**
 * What follows the first colon, question mark or line break of the prompt's first 81 characters,
 * the spaces after it skipped (the last one kept when nothing else follows), as
 * /^[^:?\n]{0,80}?(?::|\?|\n)\s*([\s\S]+)$/ captures it; found without the expression, which
 * cost most prompts more than the rest of `codeIn`.
 */
function codeAfterAsk(prompt: string): string | undefined {
  const end = prompt.slice(0, ASK_END_WITHIN).search(ASK_END);
  if (end === -1 || end === prompt.length - 1) return undefined;
  const start = prompt.slice(end + 1).search(/\S/);
  return start === -1 ? prompt.slice(-1) : prompt.slice(end + 1 + start);
}

/**
 * The code a prompt carries (a fenced block, or code after its ask), or undefined when it carries
 * none; code-explanations.ts reads code given to explain the same way.
 * @example codeIn("Fix this code: let x = [1, 2;") // "let x = [1, 2;"
 */
export function codeIn(prompt: string): string | undefined {
  // Most prompts carry no fence: a substring test skips the pattern's scan of them.
  const fenced = prompt.includes("```") ? FENCED.exec(prompt)?.[1] : undefined;
  if (fenced !== undefined) return fenced.trim() === "" ? undefined : fenced.trim();
  const code = codeAfterAsk(prompt);
  if (code === undefined || PROSE.test(prompt.slice(0, prompt.length - code.length)) || !CODE_SHAPE.test(code)) return undefined;
  return code.trim();
}

/**
 * The reply to a request to fix the code it contains, or undefined when it asks for no fix or carries no code.
 * @example codeFixReply("Fix this code: for (i = 0; i < 10; i++ { console.log(i) }")?.includes("for (let i = 0; i < 10; i++) {") // true
 */
export function codeFixReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !FIX.test(prompt)) return undefined;
  const code = codeIn(prompt);
  if (code === undefined) return undefined;
  const language = languageOf(code);
  const said: string[] = [];
  let fixed = code;
  // Brackets first, each problem once (a few at most): a later check reads the repaired code.
  for (let round = 0; round < 3; round++) {
    const found = bracketProblem(fixed, language);
    if (found === undefined) break;
    said.push(found.said);
    fixed = found.fixed;
  }
  const more = language === "javascript" ? undeclaredLoopVariable(fixed) : missingColon(fixed);
  if (more !== undefined) {
    said.push(more.said);
    fixed = more.fixed;
  }
  // Then what runs but does the wrong thing; a style note (`==`) is no answer to "fix the bug".
  for (const bug of bugsIn(fixed, language)) {
    if (bug.note) continue;
    said.push(`${bug.said} ${bug.why}`);
    fixed = bug.fixed;
  }
  const fence = `\`\`\`${language}\n${formatted(fixed, language)}\n\`\`\``;
  if (said.length === 0) {
    return `I don't see a syntax problem in this ${LANGUAGE_NAMES[language]} code: its brackets are balanced${language === "python" ? " and its blocks have their colons" : ""}, and none of the usual logic slips (an off-by-one loop, a function doing the opposite of its name) is there. Here it is laid out:\n\n${fence}\n\nWhat goes wrong when you run it? The exact error message, or what it does compared with what you expect, will tell us where to look.`;
  }
  const problems = said.length === 1 ? said[0]! : `There are ${said.length} problems:\n\n${said.map((line, i) => `${i + 1}. ${line}`).join("\n")}`;
  return `${problems}\n\nHere's the corrected ${LANGUAGE_NAMES[language]}:\n\n${fence}`;
}
