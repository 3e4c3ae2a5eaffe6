/**
 * Replies to "Add JSDoc comments to this function: <code>", "Document this Python function: <code>",
 * "Add a docstring to …", "Add comments to this code: <code>": the same code given back with each
 * function documented (a JSDoc block for JavaScript, a Google-style docstring for Python, or
 * NumPy-style when the ask names NumPy) and, for "comments", a short comment above each statement
 * it can read (code-explanations.ts's reading of that line). The code itself is not changed.
 *
 * The description is inferred from the function's name and body, by rules of this module's
 * design: `a + b` returned → "the sum of a and b" (difference, product, quotient, remainder
 * likewise); `isEven(n)` → "whether n is even"; a verb name (`fetchUser`) → "Fetches user"; a noun
 * name (`factorial`) → "the factorial of n"; π times a radius squared → the area of a circle (a
 * standard formula). Types come from code-conversions.ts's reading of how each name is used; what
 * the code does not show is `*` (JSDoc's any) or no type at all in a docstring, and the reply says
 * so. Cheap first: an ask naming no docs or comments is passed by.
 */
import { capitalized } from "./reply.ts";
import { codeIn, languageOf } from "./code-fixes.ts";
import { functionIn, type Language, type PastedFunction } from "./code-functions.ts";
import { returnType, typeOf } from "./code-conversions.ts";
import { laidOut, lineSays } from "./code-explanations.ts";

/** The cheap cue: docs or comments named. */
const DOCS = /\b(?:jsdoc|tsdoc|docstrings?|document|documentation|docs|comments?|comment)\b/i;
const ASK = /\b(?:add|write|document|generate|create|give|put|insert|comment|need|want|can\s+you|could\s+you|with)\b/i;
/** "comments" without a doc format named: each statement gets one too. */
const INLINE = /\bcomments?\b|\bcomment\s+(?:this|it|the)\b/i;
const DOC_FORMAT = /\b(?:jsdoc|tsdoc|docstrings?|document)\b/i;
const MAX_PROMPT = 4000;
/** The most functions documented in one paste. */
const MAX_FUNCTIONS = 8;

/** Name words that are verbs, for "Fetches user" rather than "the fetch user". */
const VERBS = new Set(
  "get set calculate compute find fetch load save create make build format parse convert validate check update delete remove add sum count sort filter render handle greet reverse capitalize print log send read write multiply divide subtract square double generate merge split join clamp normalize round toggle reset init initialize process apply compare search sanitize encode decode hash shuffle flatten group paginate debounce throttle show hide open close start stop run submit register login logout fill draw move swap insert push pop append display store use transform extract".split(" "),
);
const ARITHMETIC: Readonly<Record<string, string>> = { "+": "sum", "-": "difference", "*": "product", "/": "quotient", "%": "remainder" };
/** What a parameter's conventional name means. */
const PARAM_MEANINGS: readonly (readonly [RegExp, string])[] = [
  [/^(?:r|radius)$/, "the radius"],
  [/^(?:n|num|number)$/, "the number"],
  [/^(?:s|str|string|text)$/, "the text"],
  [/^(?:arr|array|items|list|nums|numbers|values|xs|lst)$/, "the items"],
  [/^(?:url|uri)$/, "the URL"],
  [/^(?:id)$/, "the ID"],
  [/^(?:cb|callback|fn|func)$/, "the function to call"],
  [/^(?:ms|delay)$/, "the delay in milliseconds"],
  [/^(?:e|event|evt)$/, "the event"],
  [/^(?:i|index|idx)$/, "the index"],
];

type Style = "jsdoc" | "google" | "numpy";

/** `fetchUserData` / `fetch_user_data` → ["fetch", "user", "data"]. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[_\s$]+/)
    .filter((word) => word !== "")
    .map((word) => word.toLowerCase());
}

/** "fetch" → "fetches", "apply" → "applies", "add" → "adds". */
function thirdPerson(verb: string): string {
  if (/(?:s|x|z|ch|sh)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** A name as the text shows it: in backticks for JSDoc, bare in a docstring. */
function shown(name: string, style: Style): string {
  return style === "jsdoc" ? `\`${name}\`` : name;
}

/** The circle's area: π (3.14…, Math.PI, math.pi) times a name squared. */
function circleRadius(returned: string | undefined): string | undefined {
  if (returned === undefined) return undefined;
  const pi = String.raw`(?:3\.14\d*|Math\.PI|math\.pi|pi)`;
  const found = new RegExp(String.raw`^${pi}\s*\*\s*(?:(\w+)\s*\*\s*\1|(\w+)\s*\*\*\s*2|Math\.pow\(\s*(\w+)\s*,\s*2\s*\))$`).exec(returned.trim());
  return found === null ? undefined : (found[1] ?? found[2] ?? found[3]);
}

/** Two of the parameters combined by one operator and returned: `return a + b`. */
function returnedPair(fn: PastedFunction): { left: string; op: string; right: string } | undefined {
  const found = /^\(?\s*([A-Za-z_$][\w$]*)\s*([-+*/%])\s*([A-Za-z_$][\w$]*)\s*\)?$/.exec(fn.returned?.trim() ?? "");
  if (found === null || !fn.params.includes(found[1]!) || !fn.params.includes(found[3]!)) return undefined;
  return { left: found[1]!, op: found[2]!, right: found[3]! };
}

/** "the sum of a and b" when the function returns two of its parameters combined by one operator. */
function arithmeticOf(fn: PastedFunction, style: Style): string | undefined {
  const pair = returnedPair(fn);
  return pair === undefined ? undefined : `the ${ARITHMETIC[pair.op]} of ${shown(pair.left, style)} and ${shown(pair.right, style)}`;
}

/**
 * A parameter's type by its use (code-conversions.ts's reading), and `number` for the two an
 * arithmetic function combines: `-`, `*`, `/` and `%` take numbers, and so does a `+` in a function
 * named for adding (`add`, `sum`, `plus`); a `+` elsewhere may join strings, so it shows nothing.
 */
function paramType(param: string, fn: PastedFunction): string {
  const { type } = typeOf(param, fn.body);
  const pair = returnedPair(fn);
  if (type === "unknown" && pair !== undefined && (pair.left === param || pair.right === param) && (pair.op !== "+" || /^(?:add|sum|plus)(?:[A-Z_]|$)/.test(fn.name))) return "number";
  return type;
}

interface Summary {
  /** The first line: "Returns the sum of `a` and `b`." */
  readonly line: string;
  /** What it returns, for `@returns`: "The sum of `a` and `b`." */
  readonly returns: string;
}

/** What the function does, from its name and body; Python's in the imperative (PEP 257). */
function summaryOf(fn: PastedFunction, style: Style): Summary {
  const words = wordsOf(fn.name);
  const first = words[0] ?? fn.name;
  const rest = words.slice(1).join(" ");
  const verb = (word: string) => capitalized(style === "jsdoc" ? thirdPerson(word) : word);
  const subject = fn.params[0] === undefined ? "the value" : shown(fn.params[0], style);
  const [yes, no] = style === "jsdoc" ? ["`true`", "`false`"] : ["True", "False"];
  const radius = circleRadius(fn.returned);
  if (radius !== undefined && fn.params.includes(radius)) {
    const what = `the area of a circle of radius ${shown(radius, style)}`;
    return { line: `${verb("return")} ${what} (π·r²).`, returns: `${capitalized(what)}.` };
  }
  const arithmetic = arithmeticOf(fn, style);
  if (arithmetic !== undefined) return { line: `${verb("return")} ${arithmetic}.`, returns: `${capitalized(arithmetic)}.` };
  if (/^(?:is|has|can|should)$/.test(first) && rest !== "") {
    const claim = first === "is" ? `${subject} is ${rest}` : `${subject} ${first} ${rest}`;
    return { line: `${verb("check")} whether ${claim}.`, returns: `${yes} if ${claim}, otherwise ${no}.` };
  }
  const object = fn.params.map((param) => shown(param, style)).join(" and ") || "it";
  if (VERBS.has(first)) return { line: `${verb(first)} ${rest !== "" ? `the ${rest}` : object}.`, returns: `The result.` };
  const noun = words.join(" ");
  const of = fn.params.length > 0 ? ` of ${fn.params.map((param) => shown(param, style)).join(" and ")}` : "";
  return { line: `${verb("return")} the ${noun}${of}.`, returns: `The ${noun}${of}.` };
}

/** What a parameter is, for its `@param` line. */
function meaningOf(param: string, fn: PastedFunction, type: string | undefined): string {
  if (circleRadius(fn.returned) === param) return "The radius of the circle.";
  const numbers = fn.params.filter((name) => paramType(name, fn) === "number");
  if (type === "number" && numbers.length === 2 && fn.params.length === 2) return `The ${numbers.indexOf(param) === 0 ? "first" : "second"} number.`;
  const known = PARAM_MEANINGS.find(([pattern]) => pattern.test(param));
  if (known !== undefined) return `${capitalized(known[1])}${type === "number[]" && known[1] === "the items" ? " (numbers)" : ""}.`;
  return `The ${wordsOf(param).join(" ")}.`;
}

/** A JavaScript type as Python names it; undefined when the code does not show one. */
function pythonType(type: string | undefined, fn: PastedFunction): string | undefined {
  if (type === undefined || type === "unknown" || type === "object") return undefined;
  if (type === "number") return /\d\.\d|\//.test(fn.body) ? "float" : "int";
  if (type === "number[]") return "list[float]";
  if (type.endsWith("[]")) return "list";
  return { string: "str", boolean: "bool", void: "None" }[type];
}

interface Documented {
  /** The doc's lines, without indentation. */
  readonly lines: string[];
  /** The names whose type the code does not show. */
  readonly untyped: string[];
}

function jsDoc(fn: PastedFunction): Documented {
  const summary = summaryOf(fn, "jsdoc");
  const untyped: string[] = [];
  const types = new Map<string, string>();
  const lines = [summary.line, ""];
  for (const param of fn.params) {
    const type = paramType(param, fn);
    const known = type === "unknown" || type === "object" ? "*" : type;
    if (known === "*") untyped.push(param);
    types.set(param, type);
    lines.push(`@param {${known}} ${param} ${meaningOf(param, fn, type)}`);
  }
  // An async function returns a promise, whatever it resolves to.
  const returned = returnType(fn, types) ?? (fn.async ? "Promise<*>" : undefined);
  if (returned === undefined) {
    untyped.push("the return value");
    lines.push(`@returns {*} ${summary.returns}`);
  } else if (returned !== "void") lines.push(`@returns {${returned}} ${summary.returns}`);
  if (lines.at(-1) === "") lines.pop();
  return { lines, untyped };
}

function docstring(fn: PastedFunction, style: "google" | "numpy"): Documented {
  const summary = summaryOf(fn, style);
  const untyped: string[] = [];
  const types = new Map<string, string>();
  const args: string[] = [];
  for (const param of fn.params) {
    const type = paramType(param, fn);
    types.set(param, type);
    const python = pythonType(type, fn);
    if (python === undefined) untyped.push(param);
    const meaning = meaningOf(param, fn, type);
    if (style === "google") args.push(`    ${param}${python === undefined ? "" : ` (${python})`}: ${meaning}`);
    else args.push(`${param}${python === undefined ? "" : ` : ${python}`}`, `    ${meaning}`);
  }
  const returnedJs = returnType(fn, types);
  const returned = returnedJs === undefined ? undefined : pythonType(returnedJs, fn);
  const lines = [summary.line];
  if (args.length > 0) lines.push("", ...(style === "google" ? ["Args:"] : ["Parameters", "----------"]), ...args);
  if (returnedJs !== "void") {
    if (returned === undefined) untyped.push("the return value");
    if (style === "google") lines.push("", "Returns:", `    ${returned === undefined ? "" : `${returned}: `}${summary.returns}`);
    else lines.push("", "Returns", "-------", returned ?? "object", `    ${summary.returns}`);
  }
  return { lines, untyped };
}

/** Each statement's comment above it: "// Sets total to 0", from code-explanations.ts's reading. */
function commentOf(line: string, language: Language): string | undefined {
  const trimmed = line.trim();
  // A function is documented by its doc block, and a `return` by its `@returns`.
  if (/^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\b|def\b|(?:const|let|var)\s+\w+\s*=\s*(?:async\s+)?(?:\([^)]*\)|\w+)\s*=>)|^return\b|^[{}]/.test(trimmed)) return undefined;
  const says = lineSays(trimmed.replace(/\s*\{$/, " {"), language);
  if (says === "") return undefined;
  // The first clause, without the code's backticks: a comment, not the explanation.
  const clause = says.split(/: |\. |; /)[0]!.replace(/`/g, "").replace(/\.$/, "");
  return `${language === "python" ? "#" : "//"} ${capitalized(clause)}`;
}

/** The code with a comment above each statement that has a reading. */
function commented(code: string, language: Language): string {
  return code
    .split("\n")
    .flatMap((line) => {
      const comment = commentOf(line, language);
      return comment === undefined ? [line] : [`${/^\s*/.exec(line)![0]}${comment}`, line];
    })
    .join("\n");
}

/** JavaScript with a JSDoc block above each function. */
function withJsDocs(code: string, untyped: string[]): string {
  let out = "";
  let rest = code;
  for (let count = 0; count < MAX_FUNCTIONS; count++) {
    const fn = functionIn(rest, "javascript");
    if (fn === undefined) break;
    const lineStart = rest.lastIndexOf("\n", fn.start) + 1;
    const indent = /^[ \t]*/.exec(rest.slice(lineStart))![0];
    const doc = jsDoc(fn);
    untyped.push(...doc.untyped.map((name) => (name === "the return value" ? `\`${fn.name}\`'s return value` : `\`${name}\``)));
    const block = [`${indent}/**`, ...doc.lines.map((line) => `${indent} *${line === "" ? "" : ` ${line}`}`), `${indent} */`].join("\n");
    out += `${rest.slice(0, lineStart)}${block}\n${rest.slice(lineStart, fn.bodyStart)}`;
    rest = rest.slice(fn.bodyStart);
  }
  return out + rest;
}

/** Python with a docstring under each `def`; a one-line `def f(x): return x` is opened into a block. */
function withDocstrings(code: string, style: "google" | "numpy", untyped: string[]): string {
  let out = "";
  let rest = code;
  for (let count = 0; count < MAX_FUNCTIONS; count++) {
    const fn = functionIn(rest, "python");
    if (fn === undefined) break;
    const lineStart = rest.lastIndexOf("\n", fn.start) + 1;
    const defIndent = /^[ \t]*/.exec(rest.slice(lineStart))![0];
    const headerEnd = rest.indexOf("\n", fn.bodyStart);
    const inline = rest.slice(fn.bodyStart, headerEnd === -1 ? rest.length : headerEnd).trim();
    const bodyIndent = inline !== "" ? `${defIndent}    ` : (/\n([ \t]+)\S/.exec(rest.slice(fn.bodyStart))?.[1] ?? `${defIndent}    `);
    const doc = docstring(fn, style);
    untyped.push(...doc.untyped.map((name) => (name === "the return value" ? `\`${fn.name}\`'s return value` : `\`${name}\``)));
    const text = doc.lines.map((line, i) => (i === 0 || line === "" ? line : `${bodyIndent}${line}`)).join("\n");
    const block = `${bodyIndent}"""${text}${doc.lines.length > 1 ? `\n${bodyIndent}` : ""}"""`;
    if (inline !== "") {
      // `def area(r): return …` → the header, the docstring, then the statement on its own line.
      const statements = inline.split(/;\s*/).filter((part) => part !== "").map((part) => `${bodyIndent}${part}`);
      out += `${rest.slice(0, fn.bodyStart)}\n${block}\n${statements.join("\n")}`;
      rest = headerEnd === -1 ? "" : rest.slice(headerEnd);
    } else {
      out += `${rest.slice(0, headerEnd + 1)}${block}\n`;
      rest = rest.slice(headerEnd + 1);
    }
  }
  return out + rest;
}

/**
 * The reply to a request to document or comment the code the prompt carries, or undefined when it
 * asks for neither or carries no function or statements to comment.
 * @example codeDocsReply("Add JSDoc to this: function add(a, b) { return a + b }")?.includes(" * @param {number} a The first number.") // true
 */
export function codeDocsReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !DOCS.test(prompt)) return undefined;
  const code = codeIn(prompt);
  if (code === undefined) return undefined;
  // The ask, not the code, must ask for docs: a pasted `// comment` asks for nothing.
  const ask = prompt.slice(0, Math.max(0, prompt.indexOf(code.slice(0, 20))));
  if (!DOCS.test(ask) || !ASK.test(ask) || /\b(?:remove|delete|strip|explain|review|what)\b/i.test(ask)) return undefined;
  const language = languageOf(code);
  const inline = INLINE.test(ask) && !DOC_FORMAT.test(ask);
  const untyped: string[] = [];
  const style: Style = language === "javascript" ? "jsdoc" : /\bnumpy\b/i.test(ask) ? "numpy" : "google";
  const laid = language === "javascript" ? laidOut(code) : code.trim();
  let documented = language === "javascript" ? withJsDocs(laid, untyped) : withDocstrings(laid, style === "numpy" ? "numpy" : "google", untyped);
  const functions = untyped.length > 0 || documented !== laid;
  if (inline) documented = commented(documented, language);
  if (documented === laid) return undefined;
  const what = !functions ? "a comment on each statement" : style === "jsdoc" ? `a JSDoc block on each function${inline ? " and a comment on each statement" : ""}` : `a ${style === "numpy" ? "NumPy" : "Google"}-style docstring on each function${inline ? " and a comment on each statement" : ""}`;
  const parts = [`Here's the code with ${what}:`, `\`\`\`${language}\n${documented}\n\`\`\``];
  if (functions) parts.push(`I inferred the descriptions from the names and bodies, and the types from how each parameter is used; reword a description where the function means more than its code shows.`);
  if (untyped.length > 0) {
    const names = [...new Set(untyped)].join(", ").replace(/, ([^,]+)$/, " and $1");
    parts.push(`The code doesn't show the type of ${names}, so ${style === "jsdoc" ? "I wrote `*`" : "I left the type out"}: ${style === "jsdoc" ? "replace it" : "add it"} with the real one.`);
  }
  return parts.join("\n\n");
}
