/**
 * Replies to "Why is this returning undefined? <code>", "Why does this print 3 3 3? <code>",
 * "Fix this code: nums.map(n => { n * 2 })", "Why does this return a Promise? <code>": the
 * JavaScript gotcha the pasted code has, why it happens and the code fixed. The gotchas are the
 * classic ones (MDN documents each):
 * - `return` inside a `forEach` callback returns from the callback, not the function;
 * - an arrow function with a braced body returns nothing without `return` (`map(n => { n * 2 })`);
 * - a `var` loop variable read later by a callback (`setTimeout`) is one shared variable, so every
 *   callback sees its final value; `let` gives each iteration its own;
 * - an `async` function always returns a promise, so its value needs `await` or `.then`.
 * Each check is a short pattern in the code; what none finds is left to code-fixes.ts and
 * code-explanations.ts. Cheap first: a prompt that neither asks why nor asks to fix is passed by.
 */
import { codeIn, languageOf } from "./code-fixes.ts";
import { closingOf } from "./code-functions.ts";
import { laidOut } from "./code-explanations.ts";

const ASK = /\bwhy\b|\bfix\b|what'?s\s+wrong|what\s+is\s+wrong|\bbug\b|doesn'?t\s+work|not\s+working|\bundefined\b|\binstead\s+of\b|\bexpected\b/i;
const MAX_PROMPT = 3000;

interface Pitfall {
  readonly said: string;
  readonly fixed: string;
}

type Check = (code: string) => Pitfall | undefined;

/** The code laid out one statement a line, as code-explanations.ts lays it out. */
const fence = (code: string) => `\`\`\`javascript\n${laidOut(code)}\n\`\`\``;

/** `function f() { arr.forEach(x => { return x }) }`: the `return` leaves the callback only. */
const returnInForEach: Check = (code) => {
  const found = /\b(function\s+(\w+)\s*\([^)]*\)\s*\{|(?:const|let)\s+(\w+)\s*=\s*\([^)]*\)\s*=>\s*\{)\s*([\w$.[\]\s,]+?)\.forEach\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*\{\s*(?:if\s*\((.+?)\)\s*)?return\s+([^;}]+?);?\s*\}\s*\)\s*;?\s*\}/.exec(code);
  if (found === null) return undefined;
  const [, head, declared, arrow, list, item, condition, value] = found;
  const name = declared ?? arrow!;
  const fixedBody =
    condition !== undefined
      ? value!.trim() === item
        ? `return ${list!.trim()}.find((${item}) => ${condition});`
        : `for (const ${item} of ${list!.trim()}) {\n    if (${condition}) return ${value!.trim()};\n  }`
      : `return ${list!.trim()}${value!.trim() === item ? "" : `.map((${item}) => ${value!.trim()})`};`;
  return {
    said: [
      `\`return ${value!.trim()}\` is inside the arrow function passed to \`forEach\`, so it returns from that callback, not from \`${name}\`. \`forEach\` ignores what its callback returns and always returns \`undefined\`, and \`${name}\` itself has no \`return\`, so it returns \`undefined\` too.`,
      `Return from \`${name}\` itself: ${condition !== undefined ? (value!.trim() === item ? "`find` returns the first element that matches" : "a `for…of` loop can `return` from the function") : value!.trim() === item ? "return the array" : "`map` builds the array of the values"}:`,
      fence(`${head!.trim()}\n  ${fixedBody}\n}`),
      "`forEach` can't be stopped or made to return a value; use `for…of`, `find`, `some`, `map` or `filter` when you need one.",
    ].join("\n\n"),
    fixed: "",
  };
};

/** `arr.map(n => { n * 2 })`: a braced arrow body without `return` gives `undefined` for each element. */
const bracedArrowWithoutReturn: Check = (code) => {
  const found = /\b([\w$.]+|\[[^\]]*\])\.(map|filter|find|some|every|reduce|sort)\(\s*(\(?\s*[\w\s,]*\)?)\s*=>\s*\{\s*([^{};]+?)\s*;?\s*\}\s*\)/.exec(code);
  if (found === null || /^(?:return|const|let|var|if|console\.|\w+\s*[-+*/]?=[^=])/.test(found[4]!)) return undefined;
  const [whole, list, method, params, expression] = found;
  const result = { map: "an array of `undefined`", filter: "an empty array (`undefined` is falsy)", find: "`undefined`", some: "`false`", every: "`false`", reduce: "`undefined`", sort: "an unsorted order" }[method!];
  const withReturn = `${list}.${method}(${params!.trim()} => { return ${expression}; })`;
  const concise = `${list}.${method}(${params!.trim()} => ${/^\{/.test(expression!) ? `(${expression})` : expression})`;
  return {
    said: [
      `The arrow function passed to \`${method}\` has a body in braces, \`{ ${expression} }\`, and a braced body returns nothing unless it says \`return\`. So \`${expression}\` is computed and thrown away, the callback returns \`undefined\`, and \`${method}\` gives ${result}.`,
      "Drop the braces, so the arrow returns its expression, or add `return`:",
      fence(code.replace(whole!, concise)),
      "or:",
      fence(code.replace(whole!, withReturn)),
    ].join("\n\n"),
    fixed: code.replace(whole!, concise),
  };
};

/** `for (var i = 0; …) { setTimeout(() => console.log(i)) }`: one `i`, read after the loop ends. */
const varInLoopClosure: Check = (code) => {
  const found = /\bfor\s*\(\s*var\s+(\w+)\s*=\s*([^;]+);\s*\1\s*(<=?)\s*([^;]+);[^)]*\)/.exec(code);
  if (found === null) return undefined;
  const open = code.indexOf("{", found.index + found[0].length);
  const end = open === -1 ? -1 : closingOf(code, open);
  const body = end === -1 ? code.slice(found.index + found[0].length) : code.slice(open, end);
  const callback = /\b(setTimeout|setInterval|addEventListener|then|push\(\s*(?:\(\)|function))\b/.exec(body);
  if (callback === null || !new RegExp(String.raw`\b${found[1]}\b`).test(body)) return undefined;
  const [, name, start, op, bound] = found;
  const final = /^\d+$/.test(bound!.trim()) && /^\d+$/.test(start!.trim()) ? String(Number(bound) + (op === "<=" ? 1 : 0)) : undefined;
  const fixed = code.replace(/\bfor\s*\(\s*var\b/, "for (let");
  return {
    said: [
      `\`var\` makes one \`${name}\` for the whole function, shared by every pass of the loop. The callbacks given to \`${callback[1]!.replace(/\(.*/, "")}\` run later, after the loop has finished, and by then \`${name}\` is ${final !== undefined ? `\`${final}\`` : "its final value"}, so ${final !== undefined ? `each one logs \`${final}\`` : "each one sees that same value"}.`,
      `Declare it with \`let\`: a \`let\` loop variable is a new binding for each pass, so each callback keeps its own \`${name}\`${/^\d+$/.test(start!.trim()) && final !== undefined ? ` (${Array.from({ length: Math.min(Number(final) - Number(start), 5) }, (_, i) => Number(start) + i).join(", ")}${Number(final) - Number(start) > 5 ? ", …" : ""})` : ""}:`,
      fence(fixed),
    ].join("\n\n"),
    fixed,
  };
};

/** `async function f() { return 5 } console.log(f())`: an async function returns a promise. */
const asyncReturnsPromise: Check = (code) => {
  const found = /\basync\s+function\s+(\w+)|\b(?:const|let)\s+(\w+)\s*=\s*async\b/.exec(code);
  if (found === null) return undefined;
  const name = found[1] ?? found[2]!;
  const used = new RegExp(String.raw`(?:console\.log\(\s*|(?:const|let|var)\s+(\w+)\s*=\s*)${name}\(([^()]*)\)`).exec(code);
  if (used === null || new RegExp(String.raw`await\s+${name}\(`).test(code)) return undefined;
  const call = `${name}(${used[2]})`;
  const fixed = used[1] !== undefined ? code.replace(used[0], `${used[0].replace(call, `await ${call}`)}`) : code.replace(`console.log(${call})`, `${call}.then((value) => console.log(value))`);
  return {
    said: [
      `\`${name}\` is \`async\`, and an async function always returns a **Promise**: \`return\` inside it resolves that promise, it doesn't hand the value back directly. So \`${call}\` gives a Promise object, not the value (Node logs it as \`Promise { … }\`).`,
      `Wait for the value: \`await\` it inside another async function (or at the top level of an ES module), or use \`.then\`:`,
      fence(fixed),
    ].join("\n\n"),
    fixed,
  };
};

const CHECKS: readonly Check[] = [returnInForEach, bracedArrowWithoutReturn, varInLoopClosure, asyncReturnsPromise];

/**
 * The reply to a question about pasted JavaScript that has one of these gotchas, or undefined.
 * @example codePitfallReply("Why does this print 3 3 3? for (var i = 0; i < 3; i++) { setTimeout(() => console.log(i), 100) }")?.includes("for (let i = 0") // true
 */
export function codePitfallReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !ASK.test(prompt) || !/forEach|=>|\bvar\b|\basync\b/.test(prompt)) return undefined;
  const code = codeIn(prompt);
  if (code === undefined || languageOf(code) !== "javascript") return undefined;
  for (const check of CHECKS) {
    const found = check(code);
    if (found !== undefined) return found.said;
  }
  return undefined;
}
