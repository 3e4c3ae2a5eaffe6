/**
 * Replies to "Why is this returning undefined? <code>", "Why does this print 3 3 3? <code>",
 * "Fix this code: nums.map(n => { n * 2 })", "Why does this return a Promise? <code>": the
 * JavaScript gotcha the pasted code has, why it happens and the code fixed. The gotchas are the
 * classic ones (MDN documents each):
 * - `return` inside a `forEach` callback returns from the callback, not the function;
 * - an arrow function with a braced body returns nothing without `return` (`map(n => { n * 2 })`);
 * - a `var` loop variable read later by a callback (`setTimeout`) is one shared variable, so every
 *   callback sees its final value; `let` gives each iteration its own;
 * - an `async` function always returns a promise, so its value needs `await` or `.then`;
 * - `sort()` without a compare function sorts numbers as strings (`[1, 10, 2]`);
 * - `arr == []` compares with a new array, by reference, so it is never true;
 * - an arrow function as an object's method has no `this` of its own;
 * - a property read with the wrong case (`user.Name` for `name`) is `undefined`;
 * - and Python's mutable default argument (`def f(items=[])`), shared by every call.
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

/** `[1, 10, 2].sort()`: without a compare function, `sort` compares the numbers as strings. */
const sortWithoutCompare: Check = (code) => {
  const found = /(\[\s*-?\d[\d\s.,-]*\]|\b(\w+))\.sort\(\s*\)/.exec(code);
  if (found === null) return undefined;
  // A named array must be given numbers somewhere in the code: `const nums = [10, 1, 5]`.
  if (found[2] !== undefined && !new RegExp(String.raw`\b${found[2]}\s*=\s*\[\s*-?\d`).test(code)) return undefined;
  // Code read out of the question itself ("Why does [1, 10, 2].sort() …?") is shown as the call alone.
  const fixed = /^\s*(?:why|what|how)\b/i.test(code) ? `${found[1]}.sort((a, b) => a - b)` : code.replace(found[0], `${found[1]}.sort((a, b) => a - b)`);
  return {
    said: [
      "Without a compare function, `sort` converts the elements to strings and orders them character by character, as in a dictionary: `\"10\"` comes before `\"2\"` because `\"1\"` < `\"2\"`. So `[1, 10, 2].sort()` gives `[1, 10, 2]`, and `[10, 1, 5].sort()` gives `[1, 10, 5]`.",
      "Pass a compare function that returns a negative number, zero or a positive number: `(a, b) => a - b` sorts numbers ascending (`b - a` descending):",
      fence(fixed),
      "`sort` also sorts the array in place and returns the same array; use `toSorted` (or `[...arr].sort(…)`) to keep the original.",
    ].join("\n\n"),
    fixed,
  };
};

/** `arr == []`: an array literal is a new object, so comparing with it is never true. */
const comparedWithEmptyLiteral: Check = (code) => {
  const found = /([\w$.]+)\s*(===?|!==?)\s*(\[\]|\{\})/.exec(code);
  if (found === null) return undefined;
  const [whole, name, op, literal] = found;
  const negated = op!.startsWith("!");
  const check = literal === "[]" ? `${name}.length ${negated ? "!==" : "==="} 0` : `Object.keys(${name}).length ${negated ? "!==" : "==="} 0`;
  const fixed = code.replace(whole!, check);
  return {
    said: [
      `\`${literal}\` creates a new, empty ${literal === "[]" ? "array" : "object"} right there, and ${literal === "[]" ? "arrays" : "objects"} are compared by reference: \`${whole}\` asks whether \`${name}\` is that very new ${literal === "[]" ? "array" : "object"}, which it never is, so the comparison is always ${negated ? "true" : "false"}${op === "==" || op === "!=" ? " (`==` doesn't compare contents either)" : ""}.`,
      `To check for ${literal === "[]" ? "an empty array, check its length" : "an empty object, count its keys"}:`,
      fence(fixed),
    ].join("\n\n"),
    fixed,
  };
};

/** `{ greet: () => this.name }`: an arrow function has no `this` of its own. */
const arrowMethodThis: Check = (code) => {
  const found = /([,{]\s*)(\w+)\s*:\s*(?:async\s+)?\(\s*([\w\s,]*)\)\s*=>\s*(\{[^{}]*\}|[^,}]+)/.exec(code);
  if (found === null || !/\bthis\./.test(found[4]!)) return undefined;
  const [whole, lead, name, params, body] = found;
  const method = `${lead}${name}(${params!.trim()}) ${body!.trim().startsWith("{") ? body!.trim() : `{ ${body!.trim()} }`}`;
  const fixed = code.replace(whole!, method);
  return {
    said: [
      `\`${name}\` is an arrow function, and an arrow function has no \`this\` of its own: it uses the \`this\` of the code around the object literal, not the object, so \`this.…\` there doesn't read the object's properties.`,
      "Write it as a method (or a regular `function`), whose `this` is the object it's called on:",
      fence(fixed),
    ].join("\n\n"),
    fixed,
  };
};

/** `const user = { name: 'Ann' }; user.Name`: property names are case-sensitive. */
const wrongCaseProperty: Check = (code) => {
  for (const object of code.matchAll(/\b(?:const|let|var)\s+(\w+)\s*=\s*\{([^{}]*)\}/g)) {
    const keys = [...object[2]!.matchAll(/(?:^|,)\s*(\w+)\s*:/g)].map((key) => key[1]!);
    for (const read of code.matchAll(new RegExp(String.raw`\b${object[1]}\.(\w+)\b`, "g"))) {
      const key = keys.find((name) => name !== read[1] && name.toLowerCase() === read[1]!.toLowerCase());
      if (key === undefined || keys.includes(read[1]!)) continue;
      const fixed = code.replace(read[0], `${object[1]}.${key}`);
      return {
        said: [
          `Property names are case-sensitive: \`${object[1]}\` has \`${key}\`, but the code reads \`${object[1]}.${read[1]}\`, a property that doesn't exist, and reading a missing property gives \`undefined\` (not an error).`,
          `Use the exact name:`,
          fence(fixed),
        ].join("\n\n"),
        fixed,
      };
    }
  }
  return undefined;
};

/** Python's `def f(items=[])`: the default list is made once, when `def` runs, and shared by every call. */
const mutableDefault: Check = (code) => {
  const found = /^([ \t]*)def\s+(\w+)\s*\(([^)]*?\b(\w+)\s*=\s*(\[\]|\{\}|set\(\)|list\(\)|dict\(\))[^)]*)\)\s*(?:->[^:]*)?:[ \t]*(.*)$/m.exec(code);
  if (found === null) return undefined;
  const [header, indent, name, params, param, empty, inline] = found;
  const fresh = empty === "list()" ? "[]" : empty === "dict()" ? "{}" : empty!;
  const body = `${indent}    `;
  const guard = [`${body}if ${param} is None:`, `${body}    ${param} = ${fresh}`];
  const opened = inline!.trim() === "" ? [] : inline!.split(/;\s*/).filter((part) => part.trim() !== "").map((part) => `${body}${part.trim()}`);
  const def = `${indent}def ${name}(${params!.replace(new RegExp(String.raw`\b${param}\s*=\s*${empty!.replace(/[[\]{}()]/g, "\\$&")}`), `${param}=None`)}):`;
  const fixed = code.replace(header!, [def, ...guard, ...opened].join("\n"));
  return {
    said: [
      `The default \`${param}=${empty}\` is evaluated once, when \`def\` runs, not on each call, so every call that leaves \`${param}\` out shares the same ${fresh === "[]" ? "list" : fresh === "{}" ? "dict" : "set"}: what one call adds is still there in the next (\`${name}()\` twice gives the item twice).`,
      `Use \`None\` as the default and make a new one inside the function:`,
      `\`\`\`python\n${fixed}\n\`\`\``,
    ].join("\n\n"),
    fixed,
  };
};

const CHECKS: readonly Check[] = [returnInForEach, bracedArrowWithoutReturn, varInLoopClosure, asyncReturnsPromise, sortWithoutCompare, comparedWithEmptyLiteral, arrowMethodThis, wrongCaseProperty];

/**
 * The reply to a question about pasted JavaScript that has one of these gotchas, or undefined.
 * @example codePitfallReply("Why does this print 3 3 3? for (var i = 0; i < 3; i++) { setTimeout(() => console.log(i), 100) }")?.includes("for (let i = 0") // true
 */
export function codePitfallReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !(ASK.test(prompt) || /\b(?:fail|error|weird|strange|keeps?)\b/i.test(prompt)) || !/forEach|=>|\bvar\b|\basync\b|\.sort\(\s*\)|[=!]=\s*(?:\[\]|\{\})|\bthis\.|\w\.[A-Z]|\bdef\b/.test(prompt)) return undefined;
  // "Why does [1, 10, 2].sort() return [1, 10, 2]?" carries its code without a colon.
  const code = codeIn(prompt) ?? (/\.sort\(\s*\)/.test(prompt) ? prompt : undefined);
  if (code === undefined) return undefined;
  if (languageOf(code) === "python") return mutableDefault(code)?.said;
  for (const check of CHECKS) {
    const found = check(code);
    if (found !== undefined) return found.said;
  }
  return undefined;
}
