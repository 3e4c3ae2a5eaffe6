/**
 * Replies to "Review this code: <code>", "Can you review this function? <code>", "Any
 * improvements? <code>": a short review of the code the prompt carries, as a reviewer writes it:
 * what the code does (read from its own function, parameters and return), the issues found
 * (code-bugs.ts: the bugs a glance finds, each with why), suggestions (types, the edge cases its
 * operations have: an empty array, a string where a number was meant, a zero divisor; naming;
 * `var`), and the improved version when anything changed. Code with no bug is said to look
 * correct, with the small suggestions only: a review never invents a bug.
 *
 * Which suggestions are made, and when, is this module's design; the facts they state
 * (`"2" + 3` is `"23"`, `Math.max()` of nothing is `-Infinity`, `reduce` of an empty array
 * without an initial value throws) are JavaScript's and Python's documented behaviour.
 * Cheap first: a prompt without a review word, or longer than a pasted snippet, is passed by.
 */
import { bugsIn } from "./code-bugs.ts";
import { codeIn, formatted, languageOf, type Language } from "./code-fixes.ts";
import { closingOf, functionIn, type PastedFunction } from "./code-functions.ts";

/** The cheap cue: a request to review or improve, or to judge code. */
const REVIEW = /\b(?:review|improve(?:ments?|d)?|feedback|refactor|critique|code\s+quality|best\s+practices?|clean(?:er|\s+(?:it|this)\s+up)|any\s+(?:issues|problems|suggestions)|is\s+this\s+(?:code\s+)?(?:good|ok|okay|correct|right|fine)|look\s+(?:ok|okay|good|right|correct))\b/i;
/** An ask that names code, for code that is neither fenced nor a function: "Review my essay: …" is prose. */
const ASK_NAMES_CODE = /\b(?:code|function|method|snippet|script|program|class|component|hook|loop|query|javascript|js|typescript|ts|python|react|implementation|pr|pull\s+request|diff)\b/i;
const MAX_PROMPT = 4000;
const NAMES: Readonly<Record<Language, string>> = { javascript: "JavaScript", python: "Python" };

/** Backticked names joined as prose: `a`, `b` and `c`. */
function listed(names: readonly string[]): string {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} and ${quoted.at(-1)}`;
}

/** One sentence on what the code does, from its own function when it has one. */
function whatItDoes(fn: PastedFunction | undefined, language: Language): string {
  if (fn === undefined) return `This ${NAMES[language]} snippet defines no function I can read on its own, so here is what stands out line by line.`;
  const takes = fn.params.length === 0 ? "takes no arguments" : `takes ${listed(fn.params)}`;
  if (fn.returned !== undefined) return `\`${fn.name}\` ${takes} and returns \`${fn.returned}\`.`;
  return `\`${fn.name}\` is ${fn.async ? "an async" : "a"} function that ${takes}.`;
}

/** A `.reduce(callback)` call with no initial value: one argument at its top level. */
function reduceWithoutInitial(body: string): boolean {
  const at = body.indexOf(".reduce(");
  if (at === -1) return false;
  const open = at + ".reduce".length;
  const close = closingOf(body, open);
  if (close === -1) return false;
  let depth = 0;
  for (let i = open + 1; i < close; i++) {
    const char = body[i]!;
    if ("([{".includes(char)) depth++;
    else if (")]}".includes(char)) depth--;
    else if (char === "," && depth === 0) return false;
  }
  return true;
}

/** The small suggestions that fit the code: types, edge cases its operations have, names. */
function suggestions(code: string, fn: PastedFunction | undefined, language: Language): string[] {
  const out: string[] = [];
  const body = fn?.body ?? code;
  const params = fn?.params ?? [];
  const arithmetic = params.length > 0 && new RegExp(String.raw`\b(?:${params.join("|")})\s*[-+*/%]|[-+*/%]\s*(?:${params.join("|")})\b`).test(body);
  if (language === "javascript" && params.length > 0 && !/:\s*(?:number|string|boolean|\w+\[\])/.test(fn!.paramText)) {
    out.push(arithmetic ? `Types: in TypeScript (or JSDoc), declare ${listed(params)} as \`number\`, so a caller can't pass a string by mistake.` : `Types: in TypeScript (or JSDoc), declare what ${listed(params)} ${params.length === 1 ? "is" : "are"}, so callers and editors know.`);
  }
  if (language === "python" && params.length > 0 && !/:/.test(fn!.paramText)) out.push(`Type hints: annotate ${listed(params)} and the return type (\`def ${fn!.name}(${params.map((p) => `${p}: …`).join(", ")}) -> …:\`), so editors and mypy can check the calls.`);
  if (language === "javascript" && arithmetic && /\+/.test(body)) out.push(`Non-numeric input: \`+\` concatenates when either side is a string (\`"2" + 3\` is \`"23"\`); convert or validate the arguments if they can come from a form or a URL.`);
  if (/\/\s*[A-Za-z_$(]/.test(body) && arithmetic) out.push(language === "python" ? "Division by zero raises `ZeroDivisionError`; decide whether to check the divisor first." : "Division by zero gives `Infinity` (or `NaN` for `0 / 0`) rather than an error; decide whether to check the divisor first.");
  if (reduceWithoutInitial(body)) out.push("Empty array: `reduce` without an initial value throws a `TypeError` on an empty array; pass one (`0` for a sum).");
  else if (/Math\.(?:max|min)\(\s*\.\.\./.test(body)) out.push("Empty array: `Math.max(...[])` is `-Infinity` and `Math.min(...[])` is `Infinity`; decide what an empty list should return.");
  else if (/\.length\b|\[0\]/.test(body)) out.push("Empty input: check what it does with an empty array or string.");
  else if (language === "python" && /\b(?:max|min)\(\s*\w+\s*\)/.test(body)) out.push("Empty input: `max()` and `min()` raise `ValueError` on an empty sequence; pass `default=` or check first.");
  if (fn !== undefined && fn.name.length <= 2) out.push(`Naming: \`${fn.name}\` says nothing of what it does; a descriptive name makes the call sites read better.`);
  if (language === "javascript" && /\bvar\s/.test(code)) out.push("`var` is function-scoped and hoisted; `const` (or `let` for what is reassigned) is the modern choice.");
  return out;
}

/**
 * The reply to a request to review the code the prompt carries, or undefined when it asks for no
 * review or carries no code.
 * @example codeReviewReply("Review this code: function add(a, b) { return a - b }")?.includes("return a + b") // true
 */
export function codeReviewReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !REVIEW.test(prompt)) return undefined;
  const code = codeIn(prompt);
  if (code === undefined) return undefined;
  // The ask, not the code, must ask for a review: "// improve later" in the code asks nothing.
  const ask = prompt.slice(0, Math.max(0, prompt.indexOf(code.slice(0, 20))));
  if (!REVIEW.test(ask)) return undefined;
  const language = languageOf(code);
  const fn = functionIn(code, language);
  if (fn === undefined && !/```/.test(prompt) && !ASK_NAMES_CODE.test(ask)) return undefined;
  const found = bugsIn(code, language);
  const bugs = found.filter((bug) => !bug.note);
  const notes = found.filter((bug) => bug.note).map((bug) => `${bug.said} ${bug.why}`);
  const parts = [whatItDoes(fn, language)];
  if (bugs.length === 0) parts.push(`This looks correct: I don't see a bug in it.`);
  else parts.push(`**Issues**\n\n${bugs.map((bug, i) => `${i + 1}. ${bug.said} ${bug.why}`).join("\n")}`);
  const more = [...notes, ...suggestions(code, fn, language)];
  if (more.length > 0) parts.push(`**Suggestions**\n\n${more.map((line) => `- ${line}`).join("\n")}`);
  if (found.length > 0) parts.push(`**Improved version**\n\n\`\`\`${language}\n${formatted(found.at(-1)!.fixed, language)}\n\`\`\``);
  return parts.join("\n\n");
}
