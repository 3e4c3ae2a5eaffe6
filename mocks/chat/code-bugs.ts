/**
 * The bugs a reviewer spots in pasted code at a glance, each with a one-sentence diagnosis, the
 * code with it fixed and why it matters: a loop that runs one past the end of an array
 * (`i <= arr.length`), a function whose name says one operation while its body does another (`add`
 * returning `a - b`, `isEven` testing `% 2 === 1`, `max` calling `Math.min`), an assignment where a
 * condition compares (`if (x = 5)`), `fetch` used without `await`, `forEach` with an async
 * callback, React state mutated in place (`items.push(x); setItems(items)`), a `.map` rendering
 * JSX without `key`, Python's mutable default argument, `is` comparing a string or number, a
 * method missing `self`, and (a milder note) JavaScript's `==`. code-fixes.ts reports them when a
 * snippet's syntax is fine, code-reviews.ts in a review.
 *
 * Each check is a short pattern that is either there or not: what it cannot tell for certain it
 * does not claim (a `for` whose bound is not `.length`, a name it does not know), so a correct
 * snippet gets no finding. Which patterns are checked is this module's choice, not a linter's
 * list; the diagnoses are the standard ones (MDN, the Python docs, React's docs on keys and state).
 */
import { closingOf, functionIn, type Language } from "./code-functions.ts";

export interface Bug {
  /** What is wrong, one sentence. */
  readonly said: string;
  /** Why it matters, one sentence. */
  readonly why: string;
  /** The code with this bug fixed. */
  readonly fixed: string;
  /** A style note rather than a bug (`==`): said in a review, not offered as the fix. */
  readonly note?: boolean;
}

type Check = (code: string) => Bug | undefined;

/** The operations a function's name promises, by the first word of its name. */
const OPERATIONS: readonly { readonly name: RegExp; readonly op: string; readonly says: string }[] = [
  { name: /^(?:add|sum|plus)(?:[A-Z_]|s?$)/, op: "+", says: "adds" },
  { name: /^(?:subtract|minus|difference)(?:[A-Z_]|s?$)/, op: "-", says: "subtracts" },
  { name: /^(?:multiply|product|times)(?:[A-Z_]|s?$)/, op: "*", says: "multiplies" },
  { name: /^(?:divide|quotient)(?:[A-Z_]|s?$)/, op: "/", says: "divides" },
];
const OP_SAYS: Readonly<Record<string, string>> = { "+": "adds", "-": "subtracts", "*": "multiplies", "/": "divides" };

/** `for (…; i <= arr.length; …)`: one step past the last index, which is `length - 1`. */
const offByOne: Check = (code) => {
  const found = /\bfor\s*\([^;()]*;\s*([\w$]+)\s*<=\s*([\w$.]+)\.length\s*;/.exec(code);
  if (found === null) return undefined;
  const at = found.index + found[0].indexOf("<=");
  return {
    said: `The loop runs one step too far: \`${found[1]} <= ${found[2]}.length\` should be \`${found[1]} < ${found[2]}.length\`.`,
    why: `The last index of \`${found[2]}\` is \`${found[2]}.length - 1\`, so the extra step reads \`${found[2]}[${found[2]}.length]\`, which is \`undefined\`.`,
    fixed: `${code.slice(0, at)}<${code.slice(at + 2)}`,
  };
};

/** A function named for one arithmetic operation whose one returned expression does another. */
const wrongOperation = (language: Language): Check => (code) => {
  const fn = functionIn(code, language);
  if (fn === undefined || fn.returned === undefined || fn.params.length !== 2) return undefined;
  const promised = OPERATIONS.find((operation) => operation.name.test(fn.name));
  if (promised === undefined) return undefined;
  const [a, b] = fn.params as [string, string];
  const found = new RegExp(String.raw`^\(?\s*${a}\s*([-+*/])\s*${b}\s*\)?$`).exec(fn.returned);
  if (found === null || found[1] === promised.op) return undefined;
  const at = code.indexOf(fn.returned, fn.bodyStart);
  const right = `${a} ${promised.op} ${b}`;
  return {
    said: `\`${fn.name}\` ${OP_SAYS[found[1]!]}: it returns \`${fn.returned}\`, but its name says it ${promised.says}, so it should return \`${right}\`.`,
    why: `Callers trust the name: \`${fn.name}(5, 3)\` would give ${evaluate(5, found[1]!, 3)} instead of ${evaluate(5, promised.op, 3)}.`,
    fixed: `${code.slice(0, at)}${right}${code.slice(at + fn.returned.length)}`,
  };
};

function evaluate(a: number, op: string, b: number): number {
  return op === "+" ? a + b : op === "-" ? a - b : op === "*" ? a * b : Math.round((a / b) * 100) / 100;
}

/** `isEven` testing for odd, `isOdd` testing for even. */
const wrongParity = (language: Language): Check => (code) => {
  const fn = functionIn(code, language);
  if (fn === undefined || fn.returned === undefined) return undefined;
  const even = /^is_?even$/i.test(fn.name);
  if (!even && !/^is_?odd$/i.test(fn.name)) return undefined;
  const found = /%\s*2\s*(===?|!==?)\s*([01])\b/.exec(fn.returned);
  if (found === null) return undefined;
  const testsEven = (found[1]!.startsWith("=")) === (found[2] === "0");
  if (testsEven === even) return undefined;
  const strict = language === "javascript" ? "=" : "";
  const right = even ? `% 2 ==${strict} 0` : `% 2 !=${strict} 0`;
  const at = code.indexOf(found[0], fn.bodyStart);
  return {
    said: `\`${fn.name}\` tests the opposite of its name: \`${found[0]}\` is true for ${even ? "odd" : "even"} numbers; it should be \`${right}\`.`,
    why: `\`${fn.name}(4)\` would return \`${even ? (language === "python" ? "False" : "false") : language === "python" ? "True" : "true"}\`.${even ? "" : " Comparing with `!== 0` rather than `=== 1` also keeps negative odd numbers right, since `-3 % 2` is `-1`."}`,
    fixed: `${code.slice(0, at)}${right}${code.slice(at + found[0].length)}`,
  };
};

/** A function named max or largest that calls `Math.min` / `min`, or the other way round. */
const wrongExtreme = (language: Language): Check => (code) => {
  const fn = functionIn(code, language);
  if (fn === undefined) return undefined;
  const wantsMax = /^(?:max|largest|biggest|highest|get_?max|find_?max)/i.test(fn.name);
  const wantsMin = /^(?:min|smallest|lowest|get_?min|find_?min)/i.test(fn.name);
  if (wantsMax === wantsMin) return undefined;
  const call = language === "python" ? /\b(max|min)\s*\(/ : /\bMath\.(max|min)\s*\(/;
  const found = call.exec(fn.body);
  if (found === null || (found[1] === "max") === wantsMax) return undefined;
  const right = wantsMax ? "max" : "min";
  const at = fn.bodyStart + found.index;
  const fixedCall = found[0].replace(found[1]!, right);
  return {
    said: `\`${fn.name}\` calls \`${found[0].replace(/\s*\($/, "")}\`, which returns the ${found[1] === "max" ? "largest" : "smallest"} value; its name asks for the ${wantsMax ? "largest" : "smallest"}, so it should call \`${fixedCall.replace(/\s*\($/, "")}\`.`,
    why: "The function returns the opposite end of the range from the one its name promises.",
    fixed: `${code.slice(0, at)}${fixedCall}${code.slice(at + found[0].length)}`,
  };
};

/** `if (x = 5)`: an assignment, always truthy for 5, where a comparison was meant. */
const assignmentInCondition: Check = (code) => {
  const found = /\b(if|while)\s*\(\s*([\w$.[\]]+)\s*=(?![=>])\s*([^()]+?)\s*\)/.exec(code);
  if (found === null || /[!<>=+\-*/%&|^]$/.test(found[2]!)) return undefined;
  const at = found.index + found[0].indexOf("=", found[0].indexOf(found[2]!) + found[2]!.length);
  return {
    said: `\`${found[1]} (${found[2]} = ${found[3]})\` assigns \`${found[3]}\` to \`${found[2]}\` instead of comparing them; use \`===\`.`,
    why: `An assignment's value is the value assigned, so the condition is ${/^(?:0|false|null|undefined|''|""|NaN)$/.test(found[3]!) ? "always false" : /^(?:-?\d|true|'|")/.test(found[3]!) ? "always true" : "true whenever that value is truthy"}, and \`${found[2]}\` is overwritten.`,
    fixed: `${code.slice(0, at)}===${code.slice(at + 1)}`,
  };
};

/** `fetch(url)` stored without `await`, then read as a response: a Promise has no `.json()` of its own data. */
const missingAwait: Check = (code) => {
  const found = /\b(const|let|var)\s+([\w$]+)\s*=\s*(?!await\b)(fetch|axios\.get|axios\.post)\s*\(/.exec(code);
  if (found === null) return undefined;
  const name = found[2]!;
  if (!new RegExp(String.raw`\b${name}\.(?:json|text|status|ok|data|blob)\b`).test(code.slice(found.index + found[0].length))) return undefined;
  let fixed = code.replace(found[0], found[0].replace(found[3]!, `await ${found[3]}`));
  // The response's body is a promise too.
  fixed = fixed.replace(new RegExp(String.raw`(=\s*)(?!await\b)(${name}\.(?:json|text|blob)\(\))`), "$1await $2");
  // `await` needs an async function around it.
  const fn = /\bfunction\s+[\w$]*\s*\(/.exec(fixed.slice(0, fixed.indexOf(`await ${found[3]}`)));
  if (fn !== null && !/\basync\s+$/.test(fixed.slice(0, fn.index))) fixed = `${fixed.slice(0, fn.index)}async ${fixed.slice(fn.index)}`;
  return {
    said: `\`${found[3]}(…)\` returns a Promise, and \`${name}\` holds that Promise rather than the response: it needs \`await\`${found[3] === "fetch" ? " (and so does `.json()`)" : ""}.`,
    why: `Without \`await\`, \`${name}.${found[3] === "fetch" ? "json" : "data"}\` is read from the Promise, which has no such ${found[3] === "fetch" ? "method" : "property"}; \`await\` only works inside an \`async\` function (or a module's top level).`,
    fixed,
  };
};

/** `items.forEach(async (x) => { await … })`: forEach neither waits for nor returns the promises. */
const asyncForEach: Check = (code) => {
  const found = /([\w$.]+)\.forEach\(\s*async\s*\(?\s*([\w$]+)\s*\)?\s*=>\s*\{/.exec(code);
  if (found === null) return undefined;
  const brace = found.index + found[0].length - 1;
  const end = closingOf(code, brace);
  const call = closingOf(code, found.index + found[1]!.length + ".forEach".length);
  if (end === -1 || call === -1) return undefined;
  const close = code[call + 1] === ";" ? call + 2 : call + 1;
  return {
    said: `\`${found[1]}.forEach\` does not wait for an \`async\` callback: the loop starts every call at once and the code after it runs before any of them finishes.`,
    why: "`forEach` ignores the promises its callback returns, so errors go unhandled and nothing after the loop can rely on the work being done; `for…of` with `await` runs them in order (or use `await Promise.all(items.map(…))` to run them in parallel).",
    fixed: `${code.slice(0, found.index)}for (const ${found[2]} of ${found[1]}) {${code.slice(brace + 1, end)}}${code.slice(close)}`,
  };
};

/** React state mutated in place and set to the same array: React sees no change and may not re-render. */
const mutatedState: Check = (code) => {
  const found = /\b([\w$]+)\.push\(([^()]*)\);?\s*set([A-Z][\w$]*)\(\s*\1\s*\)/.exec(code);
  if (found === null || found[3]!.toLowerCase() !== found[1]!.toLowerCase()) return undefined;
  return {
    said: `\`${found[1]}.push(…)\` mutates React state in place, and \`set${found[3]}(${found[1]})\` passes the same array back, so React sees no change and may not re-render.`,
    why: "React compares state by reference; a new array tells it something changed (React's docs: treat state as read-only).",
    fixed: code.replace(found[0], `set${found[3]}([...${found[1]}, ${found[2]}])`),
  };
};

/** `.map(item => <li>…)` with no `key`: React cannot tell the list's items apart. */
const missingKey: Check = (code) => {
  const found = /\.map\(\s*\(?\s*([\w$]+)\s*(?:,\s*[\w$]+\s*)?\)?\s*=>\s*\(?\s*<([A-Za-z][\w.]*)\b([^>]*)>/.exec(code);
  if (found === null || /\bkey\s*=/.test(found[3]!)) return undefined;
  const at = found.index + found[0].length - found[3]!.length - 1;
  return {
    said: `The elements rendered in \`.map\` have no \`key\` prop, so React warns "Each child in a list should have a unique key prop".`,
    why: `React uses keys to match list items between renders; without them it re-renders by position, which mixes up state when items are added, removed or reordered. Use a stable id (\`${found[1]}.id\` here, assuming each item has one); the index only for a list that never changes order.`,
    fixed: `${code.slice(0, at)} key={${found[1]}.id}${code.slice(at)}`,
  };
};

/** `def f(x, items=[])`: the default list is made once and shared by every call. */
const mutableDefault: Check = (code) => {
  const found = /^([ \t]*)def\s+\w+\s*\([^)]*?\b(\w+)\s*=\s*(\[\]|\{\}|list\(\)|dict\(\)|set\(\))/m.exec(code);
  if (found === null) return undefined;
  const name = found[2]!;
  const defaultAt = found.index + found[0].length - found[3]!.length;
  let fixed = `${code.slice(0, defaultAt)}None${code.slice(defaultAt + found[3]!.length)}`;
  const colon = fixed.indexOf(":", fixed.indexOf(")", defaultAt));
  const lineEnd = fixed.indexOf("\n", colon);
  if (lineEnd !== -1) {
    const next = fixed.slice(lineEnd + 1);
    const indent = /^[ \t]*/.exec(next)![0] || `${found[1]}    `;
    fixed = `${fixed.slice(0, lineEnd + 1)}${indent}if ${name} is None:\n${indent}    ${name} = ${found[3] === "[]" || found[3] === "list()" ? "[]" : found[3] === "set()" ? "set()" : "{}"}\n${next}`;
  }
  return {
    said: `The default \`${name}=${found[3]}\` is created once, when the function is defined, and shared by every call that leaves \`${name}\` out.`,
    why: `Anything added to \`${name}\` in one call is still there in the next; the Python idiom is a \`None\` default and a fresh ${found[3] === "[]" || found[3] === "list()" ? "list" : "object"} inside.`,
    fixed,
  };
};

/** Python `x is "abc"` / `x is 5`: identity, not equality (a SyntaxWarning since Python 3.8). */
const isLiteral: Check = (code) => {
  const found = /\bis(\s+not)?\s+(['"][^'"\n]*['"]|-?\d+(?:\.\d+)?)(?!\w)/.exec(code);
  if (found === null) return undefined;
  const op = found[1] === undefined ? "==" : "!=";
  return {
    said: `\`is${found[1] ?? ""} ${found[2]}\` checks whether both sides are the same object, not whether they are equal; use \`${op}\`.`,
    why: 'Whether two equal strings or numbers are the same object depends on the interpreter (small ints and some strings are cached), so it can work in a test and fail later; Python 3.8+ warns "SyntaxWarning: \\"is\\" with a literal".',
    fixed: `${code.slice(0, found.index)}${op} ${found[2]}${code.slice(found.index + found[0].length)}`,
  };
};

/** A method in a Python class without `self` (and no `@staticmethod`). */
const missingSelf: Check = (code) => {
  if (!/^\s*class\s/m.test(code)) return undefined;
  const found = /^([ \t]+)def\s+(\w+)\s*\(\s*(?!self\b|cls\b)([^)]*)\)/m.exec(code);
  if (found === null || /@(?:staticmethod|classmethod)\s*$/.test(code.slice(0, found.index).trimEnd())) return undefined;
  const open = found.index + found[0].indexOf("(") + 1;
  const rest = found[3]!.trim();
  return {
    said: `The method \`${found[2]}\` has no \`self\` parameter, so calling it on an instance passes the instance as ${rest === "" ? "an argument it does not accept" : `\`${rest.split(",")[0]!.trim()}\``}.`,
    why: `Python passes the instance as the first argument: \`obj.${found[2]}(…)\` raises "TypeError: ${found[2]}() takes ${rest === "" ? "0" : rest.split(",").length} positional argument${rest.split(",").length === 1 && rest !== "" ? "" : "s"} but ${rest === "" ? "1 was" : `${rest.split(",").length + 1} were`} given".`,
    fixed: `${code.slice(0, open)}self${rest === "" ? "" : ", "}${code.slice(open).replace(/^\s+/, "")}`,
  };
};

/** A function named for a result whose body computes it and never returns it. */
const missingReturn = (language: Language): Check => (code) => {
  if (language !== "javascript") return undefined;
  const fn = functionIn(code, language);
  if (fn === undefined || fn.expressionBody || /\breturn\b/.test(fn.body)) return undefined;
  if (!/^(?:get|calc|calculate|compute|sum|add|total|count|find|is|has|to|format|make|build|create|multiply|subtract|divide|average|area|square|double)(?:[A-Z_]|$)/.test(fn.name)) return undefined;
  const statements = fn.body.trim().replace(/;\s*$/, "");
  if (statements === "" || /[{}]/.test(statements)) return undefined;
  const last = statements.split(";").at(-1)!.trim();
  // Only an expression left unused: not a declaration, assignment, call for its effect or control flow.
  if (!/^[\w$.()[\]\s+\-*/%<>=!&|?:'"`]+$/.test(last) || /^(?:const|let|var|if|for|while|throw|console)\b|^[\w$.[\]]+\s*[-+*/]?=(?!=)/.test(last) || /^[\w$.]+\([^()]*\)$/.test(last)) return undefined;
  const at = code.lastIndexOf(last, fn.end);
  return {
    said: `\`${fn.name}\` computes \`${last}\` but never returns it, so it returns \`undefined\`.`,
    why: "A function body with braces needs an explicit `return` (only an arrow function without braces returns its expression).",
    fixed: `${code.slice(0, at)}return ${code.slice(at)}`,
  };
};

/** JavaScript `==` / `!=`: coercing comparison (`0 == ""` is true); `== null` is an idiom and left alone. */
const looseEquality: Check = (code) => {
  const found = /[^=!<>]\s*(==|!=)(?!=)\s*(?!null\b|undefined\b)([\w$.'"[\]-]+)/.exec(code);
  if (found === null) return undefined;
  const at = found.index + found[0].indexOf(found[1]!);
  return {
    said: `\`${found[1]}\` converts its operands before comparing; \`${found[1]}=\` is what is usually meant.`,
    why: '`==` coerces types (`0 == ""` and `"1" == 1` are both true), which hides bugs; `===` compares without conversion.',
    fixed: `${code.slice(0, at)}${found[1]}=${code.slice(at + 2)}`,
    note: true,
  };
};

const JS_CHECKS: readonly Check[] = [offByOne, wrongOperation("javascript"), wrongParity("javascript"), wrongExtreme("javascript"), assignmentInCondition, missingAwait, asyncForEach, mutatedState, missingKey, missingReturn("javascript"), looseEquality];
const PY_CHECKS: readonly Check[] = [wrongOperation("python"), wrongParity("python"), wrongExtreme("python"), mutableDefault, isLiteral, missingSelf];

/**
 * The bugs (and notes) found in the code, each applied to the code the next one reads, so the last
 * `fixed` has them all fixed (notes included: the improved version uses `===`).
 * @example bugsIn("function add(a, b) { return a - b }", "javascript")[0]?.fixed // "function add(a, b) { return a + b }"
 */
export function bugsIn(code: string, language: Language): Bug[] {
  const found: Bug[] = [];
  let current = code;
  for (const check of language === "python" ? PY_CHECKS : JS_CHECKS) {
    const bug = check(current);
    if (bug === undefined) continue;
    found.push(bug);
    current = bug.fixed;
  }
  return found;
}
