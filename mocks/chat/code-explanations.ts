/**
 * Replies to "Explain this code: <code>", "What does this function do? <code>", "Explain this
 * regex: ^\d{3}-\d{4}$", "Why does this code print undefined? <code>": the prompt carries the
 * code, so the reply explains that code, never asks what code to write. It reads what is there
 * (the constructs it knows: reduce, map, filter, loops, recursion, async/await, fetch, React's
 * useState, a SQL SELECT's clauses, a regex's parts) and names the code's own identifiers; it
 * invents nothing: a line it has no reading for is left out, and code it cannot read at all is
 * said to be so. The code is read as code-fixes.ts reads code given to fix.
 */
import { codeIn, languageOf } from "./code-fixes.ts";

/** The cheap cue: a request to explain, or a question about what code does. */
const EXPLAIN = /\b(?:explain|what\s+(?:does|do|is|will)|walk\s+me\s+through|how\s+does|why\s+does|why\s+do|break\s+down|what'?s\s+(?:happening|going\s+on)|describe|meaning\s+of|understand)\b/i;
/** A request to fix, which code-fixes.ts answers. */
const FIX = /\b(?:fix|debug|correct|repair)\b|\bwrong\b|doesn'?t\s+work|not\s+working/i;
/** The prompt says the code is a regex. */
const REGEX_NAMED = /\b(?:regex(?:es|p)?|regular\s+expressions?)\b/i;
/** An ask that says it is about code, for code not fenced: "Explain this quote: I came; I saw" is prose. */
const ASK_NAMES_CODE = /\b(?:code|function|method|snippet|script|program|lines?|class|component|loop|query|sql|regex\w*|regexp|regular\s+expression|expression|statement|syntax|javascript|js|typescript|ts|python|react|output|prints?|returns?|logs?|this\s+do(?:es)?|it\s+do(?:es)?)\b/i;
const MAX_PROMPT = 3000;
/** The most lines a reply walks through; a longer snippet is walked through up to there, and says so. */
const MAX_LINES = 30;

type Reading = "javascript" | "python" | "sql";
const NAMES: Readonly<Record<Reading, string>> = { javascript: "JavaScript", python: "Python", sql: "SQL" };

/* ------------------------------------------------------------------ regexes */

/** What an escape means. */
const ESCAPES: Readonly<Record<string, string>> = {
  d: "a digit (0–9)",
  D: "a character that is not a digit",
  w: "a word character (letter, digit or underscore)",
  W: "a character that is not a word character",
  s: "a whitespace character",
  S: "a character that is not whitespace",
  b: "a word boundary",
  B: "a position that is not a word boundary",
  n: "a newline",
  t: "a tab",
};
/** A sample character for an escape, to build a string the pattern matches. */
const SAMPLES: Readonly<Record<string, string>> = { d: "5", D: "x", w: "a", W: "-", s: " ", S: "x" };

interface Part {
  readonly text: string;
  readonly says: string;
  /** A string this part matches (once), when one is easy to give. */
  readonly sample?: string;
}

/** How a quantifier reads, after what it repeats: "exactly 3 times", "one or more times". */
function quantified(quantifier: string): { says: string; times: number } {
  const lazy = quantifier.length > 1 && quantifier.endsWith("?") ? " (as few as possible)" : "";
  const q = lazy ? quantifier.slice(0, -1) : quantifier;
  if (q === "*") return { says: `, repeated zero or more times${lazy}`, times: 2 };
  if (q === "+") return { says: `, one or more times${lazy}`, times: 2 };
  if (q === "?") return { says: `, optional${lazy}`, times: 1 };
  const range = /^\{(\d+)(,)?(\d+)?\}$/.exec(q);
  if (range === null) return { says: "", times: 1 };
  const [, low, comma, high] = range;
  if (comma === undefined) return { says: `, exactly ${low} times`, times: Number(low) };
  if (high === undefined) return { says: `, ${low} or more times${lazy}`, times: Number(low) };
  return { says: `, ${low} to ${high} times${lazy}`, times: Number(low) };
}

/** A character class read aloud: "[a-z0-9]" → "a character from a–z or 0–9". */
function classSays(inner: string): { says: string; sample?: string } {
  const negated = inner.startsWith("^");
  const body = negated ? inner.slice(1) : inner;
  const pieces: string[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] === "\\" && i + 1 < body.length) {
      const escaped = body[i + 1]!;
      pieces.push(ESCAPES[escaped] !== undefined ? ESCAPES[escaped]!.replace(/^an? /, "") : `\`${escaped}\``);
      i++;
    } else if (body[i + 1] === "-" && i + 2 < body.length) {
      pieces.push(`${body[i]}–${body[i + 2]}`);
      i += 2;
    } else pieces.push(`\`${body[i]}\``);
  }
  const list = pieces.length > 1 ? `${pieces.slice(0, -1).join(", ")} or ${pieces.at(-1)}` : (pieces[0] ?? "nothing");
  if (negated) return { says: `any one character except ${list}` };
  const first = body.startsWith("\\") ? SAMPLES[body[1]!] : body[0];
  return { says: `one character from ${list}`, sample: first };
}

/** The end of the group opened at `start` (its ")"), or -1. */
function groupEnd(source: string, start: number): number {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const char = source[i]!;
    if (char === "\\") i++;
    else if (char === "[") {
      const close = source.indexOf("]", i + 2);
      if (close === -1) return -1;
      i = close;
    } else if (char === "(") depth++;
    else if (char === ")" && --depth === 0) return i;
  }
  return -1;
}

/** The parts of a regex, top level first; a group's parts are said inside its own. */
function regexParts(source: string): Part[] | undefined {
  const parts: Part[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    let text: string;
    let says: string;
    let sample: string | undefined;
    if (char === "^") [text, says, sample] = ["^", "the start of the string (or of a line with the `m` flag)", ""];
    else if (char === "$") [text, says, sample] = ["$", "the end of the string (or of a line with the `m` flag)", ""];
    else if (char === "|") [text, says, sample] = ["|", "or: what comes before it, or what comes after it", undefined];
    else if (char === ".") [text, says, sample] = [".", "any one character except a newline", "x"];
    else if (char === "\\") {
      const escaped = source[i + 1];
      if (escaped === undefined) return undefined;
      text = `\\${escaped}`;
      says = ESCAPES[escaped] ?? `a literal \`${escaped}\``;
      sample = ESCAPES[escaped] !== undefined ? (SAMPLES[escaped] ?? (escaped === "b" || escaped === "B" ? "" : undefined)) : escaped;
    } else if (char === "[") {
      const close = source.indexOf("]", i + 2);
      if (close === -1) return undefined;
      text = source.slice(i, close + 1);
      ({ says, sample } = classSays(source.slice(i + 1, close)));
    } else if (char === "(") {
      const close = groupEnd(source, i);
      if (close === -1) return undefined;
      text = source.slice(i, close + 1);
      const head = /^\((\?:|\?=|\?!|\?<=|\?<!|\?<(\w+)>|\?P<(\w+)>)?/.exec(text)!;
      const inner = text.slice(head[0].length, -1);
      const innerParts = regexParts(inner);
      if (innerParts === undefined) return undefined;
      const listed = innerParts.map((part) => part.says).join(", then ");
      const kind = head[1] === "?:" ? "a group, not captured" : head[1] === "?=" ? "a lookahead, requiring that what follows is" : head[1] === "?!" ? "a negative lookahead, requiring that what follows is not" : head[1] === "?<=" ? "a lookbehind, requiring that what precedes is" : head[1] === "?<!" ? "a negative lookbehind, requiring that what precedes is not" : head[2] ?? head[3] ? `a group named \`${head[2] ?? head[3]}\`` : "a capturing group";
      says = `${kind} (${listed})`;
      const lookaround = head[1] !== undefined && head[1].startsWith("?") && head[1] !== "?:" && head[2] === undefined && head[3] === undefined;
      sample = lookaround ? "" : innerParts.some((part) => part.text === "|") || innerParts.some((part) => part.sample === undefined) ? undefined : innerParts.map((part) => part.sample).join("");
    } else if ("*+?{".includes(char)) return undefined;
    else [text, says, sample] = [char, `a literal \`${char}\``, char];
    i += text.length;
    const quantifier = /^(?:[*+?]|\{\d+(?:,\d*)?\})\??/.exec(source.slice(i))?.[0];
    if (quantifier !== undefined) {
      const { says: how, times } = quantified(quantifier);
      i += quantifier.length;
      text += quantifier;
      says = `${says}${how}`;
      sample = sample === undefined ? undefined : sample.repeat(times);
    }
    parts.push({ text, says, sample });
  }
  return parts;
}

/** A regex's source as the prompt gives it: inside /…/flags, or the text after the ask. */
function regexSource(prompt: string, code: string | undefined): { source: string; flags: string } | undefined {
  const given = (code ?? /[:\n]\s*(\S+)\s*$/.exec(prompt)?.[1] ?? /\s(\/\S+\/[dgimsuy]*)\s*[?.]?\s*$/.exec(prompt)?.[1] ?? "").trim().replace(/^[`"']|[`"']$/g, "");
  const literal = /^\/(.+)\/([dgimsuy]*)$/.exec(given);
  const source = literal?.[1] ?? given.replace(/^r?["'](.*)["']$/, "$1");
  if (source === "" || source.length > 300 || /\s{2,}|\n/.test(source)) return undefined;
  return { source, flags: literal?.[2] ?? "" };
}

function regexExplanation(prompt: string, code: string | undefined): string | undefined {
  const given = regexSource(prompt, code);
  if (given === undefined) return undefined;
  const parts = regexParts(given.source);
  if (parts === undefined || parts.length === 0) return undefined;
  const lines = parts.map((part) => `- \`${part.text}\`: ${part.says}`);
  const anchored = given.source.startsWith("^") && given.source.endsWith("$") && !given.source.endsWith("\\$");
  const alternatives = parts.some((part) => part.text === "|");
  let example = "";
  if (!alternatives && parts.every((part) => part.sample !== undefined)) {
    const sample = parts.map((part) => part.sample).join("");
    // Said only when the pattern really matches it.
    let matches = false;
    try {
      matches = sample !== "" && new RegExp(given.source, given.flags.replace(/[gy]/g, "")).test(sample);
    } catch {
      matches = false;
    }
    if (matches) example = ` For example, it matches \`${sample}\`.`;
  }
  const whole = anchored ? "Because it is anchored with `^` and `$`, the whole string must have this shape, not just a part of it." : "It is not anchored at both ends, so it matches this shape anywhere inside a longer string.";
  const flags = given.flags === "" ? "" : ` The flags \`${given.flags}\` apply too${given.flags.includes("i") ? " (`i`: ignore case" + (given.flags.includes("g") ? "; `g`: every match, not just the first)" : ")") : given.flags.includes("g") ? " (`g`: every match, not just the first)" : ""}.`;
  return `Here's what \`${given.source}\` matches, part by part:\n\n${lines.join("\n")}\n\n${whole}${example}${flags}`;
}

/* ------------------------------------------------------------------ code */

/** A line's reading: a pattern on the trimmed line and what it says, from the match. */
type Rule = readonly [RegExp, (match: RegExpExecArray) => string];

const tick = (text: string | undefined): string => `\`${(text ?? "").trim()}\``;

const JS_RULES: readonly Rule[] = [
  [/^(?:const|let|var)\s+(\w+)\s*=\s*([\w.$]+)\.reduce\(\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)\s*=>\s*\3\s*\+\s*\4\s*,\s*([^)]+?)\s*\)\s*;?$/, (m) => `adds up the elements of ${tick(m[2])}: \`reduce\` walks the array with a running total ${tick(m[3])} that starts at ${tick(m[5])}, adds each element ${tick(m[4])} to it, and the final total is stored in ${tick(m[1])}. For \`[1, 2, 3]\` that is \`6\`; for an empty array, \`${m[5]!.trim()}\`.`],
  [/^(?:const|let|var)\s+(\w+)\s*=\s*([\w.$]+)\.reduce\(\s*\(\s*(\w+)\s*,\s*(\w+)[^)]*\)\s*=>\s*(.+?)\s*,\s*([^,]+?)\s*\)\s*;?$/, (m) => `folds ${tick(m[2])} into one value with \`reduce\`: the accumulator ${tick(m[3])} starts at ${tick(m[6])}, and for each element ${tick(m[4])} it becomes ${tick(m[5])}; the result is stored in ${tick(m[1])}.`],
  [/^(?:(?:const|let|var)\s+(\w+)\s*=\s*|return\s+|console\.log\()?([\w.$]+|\[[^\]]*\])\.map\(\s*\(?\s*(\w+)[^)=]*\)?\s*=>\s*(.+?)\s*\)\)?\s*;?$/, (m) => `builds a new array${m[1] ? ` ${tick(m[1])}` : ""} with \`map\`: ${tick(m[4])} for each element ${tick(m[3])} of ${tick(m[2])}, leaving ${tick(m[2])} unchanged.`],
  [/^(?:(?:const|let|var)\s+(\w+)\s*=\s*|return\s+|console\.log\()?([\w.$]+|\[[^\]]*\])\.filter\(\s*\(?\s*(\w+)[^)=]*\)?\s*=>\s*(.+?)\s*\)\)?\s*;?$/, (m) => `keeps, in a new array${m[1] ? ` ${tick(m[1])}` : ""}, the elements ${tick(m[3])} of ${tick(m[2])} for which ${tick(m[4])} is true (\`filter\` leaves ${tick(m[2])} unchanged).`],
  [/^(?:const|let|var)\s+(\w+)\s*=\s*([\w.$]+)\.find\(\s*\(?\s*(\w+)[^)=]*\)?\s*=>\s*(.+?)\s*\)\s*;?$/, (m) => `stores in ${tick(m[1])} the first element ${tick(m[3])} of ${tick(m[2])} for which ${tick(m[4])} is true, or \`undefined\` if there is none.`],
  [/^([\w.$]+)\.forEach\(\s*\(?\s*(\w+)[^)=]*\)?\s*=>/, (m) => `runs the callback once for each element ${tick(m[2])} of ${tick(m[1])}.`],
  [/^(?:const|let)\s+\[\s*(\w+)\s*,\s*(\w+)\s*\]\s*=\s*(?:React\.)?useState\((.*)\)\s*;?$/, (m) => `declares React state: ${tick(m[1])} starts as ${tick(m[3] || "undefined")}, and calling ${tick(m[2])} with a new value updates it and re-renders the component.`],
  [/^(?:React\.)?useEffect\(/, () => "registers an effect: React runs the function after the component renders, and again whenever a value in its dependency array changes (only once with `[]`)."],
  [/^(?:const|let|var)\s+(\w+)\s*=\s*await\s+fetch\((.+?)\)\s*;?$/, (m) => `sends an HTTP request to ${tick(m[2])} with \`fetch\` and waits (\`await\`) for the response, stored in ${tick(m[1])}.`],
  [/^(?:const|let|var)\s+(\w+)\s*=\s*await\s+(\w+)\.json\(\)\s*;?$/, (m) => `waits for the body of ${tick(m[2])} to be read and parsed as JSON, and stores the result in ${tick(m[1])}.`],
  [/^(?:const|let|var)\s+(\w+)\s*=\s*await\s+(.+?)\s*;?$/, (m) => `waits (\`await\`) for ${tick(m[2])} to finish and stores its result in ${tick(m[1])}.`],
  [/^(?:export\s+)?(?:default\s+)?(async\s+)?function\s*\*?\s*(\w+)\s*\(([^)]*)\)/, (m) => `defines ${m[1] ? "an async " : "a "}function ${tick(m[2])}${m[3]!.trim() ? ` taking ${tick(m[3])}` : " with no parameters"}${m[1] ? "; it returns a promise, and may pause at each `await`" : ""}.`],
  [/^(?:export\s+)?(?:const|let|var)\s+(\w+)\s*=\s*(async\s+)?\(?([^)=]*)\)?\s*=>/, (m) => `defines ${m[2] ? "an async " : "a "}function ${tick(m[1])} (an arrow function)${m[3]!.trim() ? ` taking ${tick(m[3])}` : " with no parameters"}.`],
  [/^for\s*\(\s*(?:let|var)?\s*(\w+)\s*=\s*([^;]+);\s*([^;]+);\s*([^)]+)\)/, (m) => `loops with ${tick(m[1])} starting at ${tick(m[2])}, as long as ${tick(m[3])} holds, doing ${tick(m[4])} after each pass.`],
  [/^for\s*\(\s*(?:const|let|var)?\s*(\w+)\s+of\s+([^)]+)\)/, (m) => `loops over each element ${tick(m[1])} of ${tick(m[2])}.`],
  [/^for\s*\(\s*(?:const|let|var)?\s*(\w+)\s+in\s+([^)]+)\)/, (m) => `loops over each key ${tick(m[1])} of ${tick(m[2])}.`],
  [/^while\s*\((.+)\)/, (m) => `repeats its block as long as ${tick(m[1])} is true.`],
  [/^(?:}\s*)?else\s+if\s*\((.+)\)/, (m) => `otherwise, checks ${tick(m[1])}.`],
  [/^if\s*\((.+)\)/, (m) => `runs its block only when ${tick(m[1])} is true.`],
  [/^(?:}\s*)?else\b/, () => "runs its block when the condition before it was false."],
  [/^try\b/, () => "runs its block and, if anything in it throws, jumps to `catch`."],
  [/^(?:}\s*)?catch\s*\(\s*(\w+)/, (m) => `handles an error thrown in the \`try\` block, as ${tick(m[1])}.`],
  [/^return\s+(.+?);?$/, (m) => `returns ${tick(m[1])}.`],
  [/^console\.(?:log|info)\((.+)\)\s*;?$/, (m) => `prints ${/^[\w.$]+\(.*\)$/.test(m[1]!) ? `what ${tick(m[1])} returns` : tick(m[1])} to the console.`],
  [/^(?:export\s+)?class\s+(\w+)(?:\s+extends\s+(\w+))?/, (m) => `defines a class ${tick(m[1])}${m[2] ? ` that extends ${tick(m[2])}` : ""}.`],
  [/^import\s+(.+?)\s+from\s+(["'][^"']+["'])/, (m) => `imports ${tick(m[1])} from ${tick(m[2])}.`],
  [/^(?:const|let|var)\s+(\w+)\s*=\s*(.+?);?$/, (m) => `sets ${tick(m[1])} to ${tick(m[2])}.`],
  [/^([\w.$]+)\.push\((.+)\)\s*;?$/, (m) => `adds ${tick(m[2])} to the end of the array ${tick(m[1])}.`],
  [/^([\w.$]+)\s*(\+\+|--)\s*;?$/, (m) => `${m[2] === "++" ? "adds 1 to" : "subtracts 1 from"} ${tick(m[1])}.`],
  [/^([\w.$]+)\s*([+\-*/])=\s*(.+?)\s*;?$/, (m) => `${m[2] === "+" ? "adds" : m[2] === "-" ? "subtracts" : "updates"} ${tick(m[3])} ${m[2] === "+" ? "to" : m[2] === "-" ? "from" : "into"} ${tick(m[1])}.`],
  [/^([\w.$]+)\s*=\s*(.+?)\s*;?$/, (m) => `sets ${tick(m[1])} to ${tick(m[2])}.`],
];

const PY_RULES: readonly Rule[] = [
  [/^def\s+(\w+)\s*\(([^)]*)\)\s*(?:->\s*[^:]+)?:\s*return\s+(.+?)\s+if\s+(.+?)\s+else\s+(.+)$/, (m) => `defines a function ${tick(m[1])} taking ${tick(m[2])} that returns ${tick(m[3])} when ${tick(m[4])}, and otherwise ${tick(m[5])}.`],
  [/^(async\s+)?def\s+(\w+)\s*\(([^)]*)\)/, (m) => `defines ${m[1] ? "an async " : "a "}function ${tick(m[2])}${m[3]!.trim() ? ` taking ${tick(m[3])}` : " with no parameters"}.`],
  [/^(\w+)\s*=\s*lambda\s+([^:]*):\s*(.+?)\s+if\s+(.+?)\s+else\s+(.+)$/, (m) => `defines a function ${tick(m[1])} with a \`lambda\`, taking ${tick(m[2])}, that returns ${tick(m[3])} when ${tick(m[4])}, and otherwise ${tick(m[5])}.`],
  [/^(\w+)\s*=\s*lambda\s+([^:]*):\s*(.+)$/, (m) => `defines a function ${tick(m[1])} with a \`lambda\`, taking ${tick(m[2])}, that returns ${tick(m[3])}.`],
  [/^class\s+(\w+)(?:\((\w+)\))?/, (m) => `defines a class ${tick(m[1])}${m[2] ? ` that inherits from ${tick(m[2])}` : ""}.`],
  [/^return\s+(.+?)\s+if\s+(.+?)\s+else\s+(.+)$/, (m) => `returns ${tick(m[1])} when ${tick(m[2])}, and otherwise ${tick(m[3])}.`],
  [/^return\s+(.+)$/, (m) => `returns ${tick(m[1])}.`],
  [/^for\s+(\w+(?:\s*,\s*\w+)*)\s+in\s+range\((.+)\)\s*:/, (m) => `loops with ${tick(m[1])} over \`range(${m[2]})\`: ${/,/.test(m[2]!) ? "from the first number up to, not including, the second" : `0, 1, … up to ${tick(m[2])} minus one`}.`],
  [/^for\s+(\w+(?:\s*,\s*\w+)*)\s+in\s+(.+):/, (m) => `loops over ${tick(m[2])}, with ${tick(m[1])} as each item.`],
  [/^while\s+(.+):/, (m) => `repeats its block as long as ${tick(m[1])} is true.`],
  [/^elif\s+(.+):/, (m) => `otherwise, checks ${tick(m[1])}.`],
  [/^if\s+__name__\s*==/, () => "runs what follows only when the file is run as a script, not when it is imported."],
  [/^if\s+(.+):/, (m) => `runs its block only when ${tick(m[1])} is true.`],
  [/^else\s*:/, () => "runs its block when the condition before it was false."],
  [/^try\s*:/, () => "runs its block and, if anything in it raises, jumps to `except`."],
  [/^except\b\s*(.*):/, (m) => `handles ${m[1]!.trim() ? tick(m[1]) : "any exception"} raised in the \`try\` block.`],
  [/^with\s+open\((.+?)\)\s+as\s+(\w+)\s*:/, (m) => `opens the file \`open(${m[1]})\` as ${tick(m[2])} and closes it when the block ends, even on an error.`],
  [/^(\w+)\s*=\s*\[(.+?)\s+for\s+(\w+)\s+in\s+(.+?)(?:\s+if\s+(.+))?\]$/, (m) => `builds a list ${tick(m[1])} with a list comprehension: ${tick(m[2])} for each ${tick(m[3])} in ${tick(m[4])}${m[5] ? `, keeping only those where ${tick(m[5])}` : ""}.`],
  [/^print\((.+)\)$/, (m) => `prints ${tick(m[1])}.`],
  [/^(?:from\s+(\S+)\s+)?import\s+(.+)$/, (m) => `imports ${tick(m[2])}${m[1] ? ` from ${tick(m[1])}` : ""}.`],
  [/^(\w+)\s*([+\-*/]=)\s*(.+)$/, (m) => `${m[2] === "+=" ? "adds" : m[2] === "-=" ? "subtracts" : "updates"} ${tick(m[3])} ${m[2] === "+=" ? "to" : m[2] === "-=" ? "from" : "into"} ${tick(m[1])}.`],
  [/^(\w+)\s*=\s*(.+)$/, (m) => `sets ${tick(m[1])} to ${tick(m[2])}.`],
];

const SQL_CLAUSES: readonly Rule[] = [
  [/\bselect\s+(distinct\s+)?([\s\S]+?)\s+from\b/i, (m) => `\`SELECT\` picks the columns ${tick(m[2]!.replace(/\s+/g, " "))}${m[1] ? ", without duplicate rows (`DISTINCT`)" : ""}.`],
  [/\bfrom\s+(\w+(?:\s+(?:as\s+)?\w+)?)(?=\s+(?:join|inner|left|right|full|where|group|order|limit|having)\b|\s*;?\s*$)/i, (m) => `\`FROM\` reads the rows of ${tick(m[1])}.`],
  [/\b((?:inner|left|right|full)(?:\s+outer)?\s+)?join\s+(\w+(?:\s+(?:as\s+)?\w+)?)\s+on\s+(.+?)(?=\s+(?:join|inner|left|right|full|where|group|order|limit|having)\b|\s*;?\s*$)/i, (m) => `\`${(m[1] ?? "").trim().toUpperCase() || "INNER"} JOIN\` matches each row with the rows of ${tick(m[2])} where ${tick(m[3])}${/left/i.test(m[1] ?? "") ? ", keeping rows without a match (with NULLs)" : ""}.`],
  [/\bwhere\s+(.+?)(?=\s+(?:group|order|limit|having)\b|\s*;?\s*$)/i, (m) => `\`WHERE\` keeps only the rows where ${tick(m[1])}.`],
  [/\bgroup\s+by\s+(.+?)(?=\s+(?:order|limit|having)\b|\s*;?\s*$)/i, (m) => `\`GROUP BY\` makes one row per ${tick(m[1])}, so aggregates like \`COUNT\` and \`SUM\` are computed per group.`],
  [/\bhaving\s+(.+?)(?=\s+(?:order|limit)\b|\s*;?\s*$)/i, (m) => `\`HAVING\` keeps only the groups where ${tick(m[1])}.`],
  [/\border\s+by\s+(.+?)(?=\s+limit\b|\s*;?\s*$)/i, (m) => `\`ORDER BY\` sorts the result by ${tick(m[1])}${/\bdesc\b/i.test(m[1]!) ? " (largest first)" : ""}.`],
  [/\blimit\s+(\d+)/i, (m) => `\`LIMIT\` returns only the first ${m[1]} rows.`],
];

/**
 * One-line JavaScript laid out one statement a line, as code-fixes.ts lays it out, except that an
 * object literal's braces (after `=`, `(`, `,`, `:` or `return`) stay on its line: "const user =
 * { name: 'Ann' };" is one statement. Code already on several lines is kept as it is.
 * code-docs.ts lays code out this way before commenting it.
 */
export function laidOut(code: string): string {
  if (code.trim().includes("\n")) return code.trim();
  const lines: string[] = [];
  let line = "";
  let depth = 0;
  let parens = 0;
  const braces: boolean[] = [];
  const end = () => {
    if (line.trim() !== "") lines.push("  ".repeat(depth) + line.trim());
    line = "";
  };
  for (let i = 0; i < code.length; i++) {
    const char = code[i]!;
    if (char === '"' || char === "'" || char === "`") {
      const close = code.indexOf(char, i + 1);
      const stop = close === -1 ? code.length - 1 : close;
      line += code.slice(i, stop + 1);
      i = stop;
      continue;
    }
    if (char === "(" || char === "[") parens++;
    if (char === ")" || char === "]") parens--;
    const inObject = braces.includes(false);
    if (char === "{") {
      const object = parens > 0 || inObject || /(?:[=(,:?[]|\breturn)\s*$/.test(line);
      braces.push(!object);
      line += "{";
      if (!object) {
        end();
        depth++;
      }
    } else if (char === "}") {
      const block = braces.pop();
      if (block === true) {
        end();
        depth = Math.max(0, depth - 1);
        line = "}";
        if (!/^\s*(?:else|catch|finally|\)|;|,)/.test(code.slice(i + 1))) end();
      } else line += "}";
    } else if (char === ";" && parens === 0 && !inObject) {
      line += ";";
      end();
    } else if (!(char === " " && (line.endsWith(" ") || line === ""))) line += char;
  }
  end();
  return lines.join("\n");
}

/**
 * What one trimmed line says ("" when it has no reading): "sets `total` to `0`.". code-docs.ts
 * writes it as the line's comment.
 */
export function lineSays(line: string, reading: "javascript" | "python"): string {
  for (const [pattern, says] of reading === "javascript" ? JS_RULES : PY_RULES) {
    const match = pattern.exec(line);
    if (match) return says(match);
  }
  return "";
}

/** The code's lines, one statement a line, with what each says ("" when it has no reading). */
function lineReadings(code: string, reading: "javascript" | "python"): { line: string; says: string }[] {
  return (reading === "javascript" ? laidOut(code) : code.trim())
    .split("\n")
    .map((raw) => raw.trim())
    .filter((line) => line !== "" && line !== "}" && line !== "};" && !/^(?:\/\/|#)/.test(line))
    .map((line) => ({ line, says: lineSays(line, reading) }));
}

/** The functions a JavaScript or Python snippet defines, with their bodies. */
function functionsIn(code: string, reading: "javascript" | "python"): { name: string; body: string; bodyStart: number }[] {
  const found: { name: string; body: string; bodyStart: number }[] = [];
  // A function's statements: what follows its header up to the brace that closes it.
  if (reading === "python") {
    for (const match of code.matchAll(/^([ \t]*)def\s+(\w+)\s*\([^)]*\)[^:\n]*:([^\n]*(?:\n(?:\1[ \t]+[^\n]*|[ \t]*))*)/gm)) {
      found.push({ name: match[2]!, body: match[3]!, bodyStart: match.index + match[0].length - match[3]!.length });
    }
    for (const match of code.matchAll(/^[ \t]*(\w+)\s*=\s*lambda\b[^:\n]*:([^\n]*)/gm)) {
      found.push({ name: match[1]!, body: match[2]!, bodyStart: match.index + match[0].length - match[2]!.length });
    }
    return found;
  }
  for (const match of code.matchAll(/\bfunction\s+(\w+)\s*\([^)]*\)\s*\{|\b(?:const|let|var)\s+(\w+)\s*=\s*(?:async\s+)?(?:\([^)]*\)|\w+)\s*=>\s*\{/g)) {
    const open = match.index + match[0].length - 1;
    let depth = 0;
    for (let i = open; i < code.length; i++) {
      if (code[i] === "{") depth++;
      else if (code[i] === "}" && --depth === 0) {
        found.push({ name: (match[1] ?? match[2])!, body: code.slice(open + 1, i), bodyStart: open + 1 });
        break;
      }
    }
  }
  return found;
}

/** What the code as a whole does that no one line says: recursion, the classic recursive functions, a function that returns nothing. */
function wholeReadings(code: string, reading: "javascript" | "python", prompt: string): { notes: string[]; returnsNothing?: { name: string; last: string; at: number } } {
  const notes: string[] = [];
  let returnsNothing: { name: string; last: string; at: number } | undefined;
  for (const { name, body, bodyStart } of functionsIn(code, reading)) {
    const calls = new RegExp(String.raw`\b${name}\s*\(\s*(\w+)\s*-\s*(\d)\s*\)`, "g");
    const recursive = [...body.matchAll(calls)];
    if (recursive.length > 0 || new RegExp(String.raw`\b${name}\s*\(`).test(body)) {
      const product = new RegExp(String.raw`\b(\w+)\s*\*\s*${name}\s*\(\s*\1\s*-\s*1\s*\)`).test(body);
      const fibonacci = new RegExp(String.raw`${name}\s*\(\s*(\w+)\s*-\s*1\s*\)\s*\+\s*${name}\s*\(\s*\1\s*-\s*2\s*\)`).test(body);
      const what = product
        ? ` This is the factorial: \`${name}(n)\` multiplies \`n\` by \`${name}(n - 1)\` until the base case, so \`${name}(5)\` is \`5 * 4 * 3 * 2 * 1 = 120\`.`
        : fibonacci
          ? ` This is the Fibonacci sequence: each value is the sum of the two before it. Written this way it recomputes the same values many times (exponential time); a loop or memoisation makes it linear.`
          : "";
      notes.push(`${tick(name)} is recursive: it calls itself, and the condition that stops calling (the base case) is what keeps it from recursing forever.${what}`);
    }
    if (reading === "javascript" && !/\breturn\b/.test(body)) {
      const statements = body.split(/;|\n/).map((part) => part.trim()).filter((part) => part !== "");
      const last = statements.at(-1);
      if (last !== undefined && !/^(?:const|let|var|if|for|while|console\.|return|throw|\})/.test(last) && /^[\w.$[\]()'" +*/-]+$/.test(last)) returnsNothing = { name, last, at: bodyStart + body.lastIndexOf(last) };
      else if (/\bundefined\b/i.test(prompt)) notes.push(`${tick(name)} has no \`return\` statement, so calling it always gives \`undefined\`.`);
    }
    if (reading === "python" && !/\breturn\b/.test(body) && /\bnone\b/i.test(prompt)) notes.push(`${tick(name)} has no \`return\` statement, so calling it always gives \`None\`.`);
  }
  if (reading === "javascript" && /\.then\(/.test(code)) notes.push("`.then(…)` runs its callback later, once the promise before it resolves; code after the chain runs first.");
  return { notes, returnsNothing };
}

function sqlExplanation(code: string): string | undefined {
  const query = code.replace(/\s+/g, " ").trim();
  const lines = SQL_CLAUSES.flatMap(([pattern, says]) => {
    const match = pattern.exec(query);
    return match ? [`- ${says(match)}`] : [];
  });
  if (lines.length === 0) return undefined;
  return `This SQL query reads like this, clause by clause (the database runs \`FROM\`/\`JOIN\` first, then \`WHERE\`, \`GROUP BY\`, \`HAVING\`, \`SELECT\`, \`ORDER BY\` and \`LIMIT\`):\n\n${lines.join("\n")}`;
}

/** "const x = …" as a bullet's head: the line cut to a readable length. */
const head = (line: string): string => `\`${line.length > 70 ? `${line.slice(0, 67)}…` : line}\``;

function codeExplanation(code: string, prompt: string): string | undefined {
  if (/^\s*(?:select|with)\b[\s\S]*\bfrom\b/i.test(code)) return sqlExplanation(code);
  // A lambda reads as Python: code-fixes.ts's reading knows Python by its blocks.
  const reading = /^\s*\w+\s*=\s*lambda\b/m.test(code) && !/[{};]/.test(code) ? "python" : languageOf(code);
  const lines = lineReadings(code, reading);
  if (lines.length === 0) return undefined;
  const { notes, returnsNothing } = wholeReadings(code, reading, prompt);
  const read = lines.filter(({ says }) => says !== "");
  const name = NAMES[reading];
  const parts: string[] = [];
  if (returnsNothing !== undefined) {
    const fixed = `${code.slice(0, returnsNothing.at)}return ${code.slice(returnsNothing.at)}`;
    const why = /\bundefined\b/i.test(prompt) ? "It prints `undefined` because" : "Note that";
    parts.push(
      `${why} ${tick(returnsNothing.name)} never returns anything: the line ${tick(returnsNothing.last)} computes a value and throws it away, and a function without a \`return\` gives \`undefined\`. Return the value instead:\n\n\`\`\`javascript\n${laidOut(fixed)}\n\`\`\``,
    );
  }
  if (read.length === 1 && lines.length === 1) {
    parts.unshift(`This ${name} line ${read[0]!.says}`);
  } else if (read.length > 0) {
    const shown = read.slice(0, MAX_LINES);
    const more = read.length > shown.length ? `\n\nThat covers the first ${shown.length} lines I can read; ask about any part of the rest and I'll go through it.` : "";
    parts.unshift(`Here's what this ${name} code does, line by line:\n\n${shown.map(({ line, says }) => `- ${head(line)} ${says}`).join("\n")}${more}`);
  } else if (returnsNothing === undefined && notes.length === 0) {
    const names = [...new Set([...code.matchAll(/\b([A-Za-z_$][\w$]*)\s*\(/g)].map((match) => match[1]!))].filter((word) => !/^(?:if|for|while|switch|catch|function|return|print)$/.test(word)).slice(0, 5);
    return `I can't say for certain what this ${name} code does from its text alone${names.length > 0 ? `: it calls ${names.map((word) => `\`${word}\``).join(", ").replace(/, ([^,]+)$/, " and $1")}, and what those do depends on code I can't see` : ""}. Tell me where it comes from or what you expected it to do, and I'll walk through it with you.`;
  }
  if (notes.length > 0) parts.push(notes.join(" "));
  return parts.join("\n\n");
}

/**
 * The reply to a request to explain the code or regex the prompt carries, or undefined when it
 * asks for no explanation or carries no code.
 * @example codeExplanationReply("Explain this regex: ^\\d{3}-\\d{4}$")?.includes("a digit (0–9), exactly 3 times") // true
 */
export function codeExplanationReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !EXPLAIN.test(prompt) || FIX.test(prompt)) return undefined;
  const code = codeIn(prompt);
  const ask = code === undefined ? prompt : prompt.slice(0, Math.max(0, prompt.indexOf(code.split("\n")[0]!)));
  if (REGEX_NAMED.test(ask) || (code !== undefined && /^\/.+\/[dgimsuy]*$/.test(code))) return regexExplanation(prompt, code);
  if (code === undefined || !(/```/.test(prompt) || ASK_NAMES_CODE.test(ask))) return undefined;
  return codeExplanation(code, prompt);
}
