/**
 * Replies to the everyday refactors asked of pasted JavaScript: "Refactor this to use async/await:
 * fetch(url).then(r => r.json()).then(data => console.log(data))" (each `.then` step becomes an
 * `await`, a `.catch` a `try`/`catch`), "Convert this to an arrow function: function square(x) {
 * return x * x }" (with what an arrow function does differently: no own `this` or `arguments`, not
 * a constructor, not hoisted, as MDN documents), and "Simplify this code: if (x === true) { return
 * true } else { return false }" (a condition returned directly), and "Optimize this function: …" for
 * the O(n²) duplicate check (every pair compared) as an O(n) `Set`, and "Add error handling to
 * this code: …" with `await`/`fetch` (`try`/`catch`, and `res.ok` checked). Each rewrite keeps what it does;
 * a shape it cannot read is left to the other code replies. Cheap first: a prompt that names none
 * of these refactors is passed by.
 */
import { codeIn, languageOf } from "./code-fixes.ts";
import { closingOf, functionIn } from "./code-functions.ts";
import { laidOut } from "./code-explanations.ts";

const CUE = /async|await|arrow|error\s+handling|handle\s+(?:the\s+)?errors?|try\s*\/\s*catch|simplif|shorten|shorter|concise|clean\s*(?:this\s+)?up|refactor|optimi[sz]e|faster|speed\s+up|efficient|performance/i;
const MAX_PROMPT = 3000;

const fence = (code: string) => `\`\`\`javascript\n${code}\n\`\`\``;

/** One `.then(x => …)` step: its parameter and its body (an expression, or statements in braces). */
interface Step {
  readonly param?: string;
  readonly body: string;
  readonly block: boolean;
}

/** A callback's parameter and body: `(r) => r.json()`, `data => { … }`; undefined for any other callback. */
function stepOf(callback: string): Step | undefined {
  const found = /^\s*(?:\(\s*(\w*)\s*\)|(\w+))\s*=>\s*([\s\S]+?)\s*$/.exec(callback);
  if (found === null) return undefined;
  const body = found[3]!;
  const block = body.startsWith("{") && closingOf(body, 0) === body.length - 1;
  return { param: (found[1] ?? found[2]) || undefined, body: block ? body.slice(1, -1).trim() : body, block };
}

/** A promise chain read into its first call, its `.then` steps and its `.catch`. */
function chainOf(statement: string): { start: string; steps: Step[]; caught?: Step } | undefined {
  const first = statement.indexOf(".then(");
  if (first === -1) return undefined;
  const steps: Step[] = [];
  let caught: Step | undefined;
  let at = first;
  while (at < statement.length) {
    const found = /^\s*\.(then|catch|finally)\(/.exec(statement.slice(at));
    if (found === null) break;
    const open = at + found[0].length - 1;
    const close = closingOf(statement, open);
    if (close === -1) return undefined;
    const step = stepOf(statement.slice(open + 1, close));
    if (step === undefined || found[1] === "finally") return undefined;
    if (found[1] === "then") {
      if (caught !== undefined) return undefined;
      steps.push(step);
    } else caught = step;
    at = close + 1;
  }
  if (statement.slice(at).replace(/;?\s*$/, "") !== "") return undefined;
  return { start: statement.slice(0, first).trim(), steps, caught };
}

/** The awaits a chain becomes, one statement a line; undefined when a middle step has braces. */
function awaited(chain: { start: string; steps: Step[] }, returned: boolean): string[] | undefined {
  const lines: string[] = [];
  let value = chain.start;
  chain.steps.forEach((step, i) => {
    const last = i === chain.steps.length - 1;
    lines.push(step.param === undefined ? `await ${value};` : `const ${step.param} = await ${value};`);
    value = step.block ? "" : step.body;
    if (step.block && !last) value = "\u0000";
    if (last) {
      if (step.block) lines.push(...step.body.split(/;\s*|\n/).map((line) => line.trim()).filter((line) => line !== "").map((line) => `${line};`));
      else lines.push(returned ? `return ${step.body};` : `${step.body};`);
    }
  });
  return value === "\u0000" ? undefined : lines;
}

function toAsyncAwait(code: string): string | undefined {
  const fn = functionIn(code, "javascript");
  const inside = fn !== undefined && !fn.expressionBody ? fn.body.trim() : code.trim();
  const statement = /^(return\s+)?([\s\S]+?);?$/.exec(inside);
  const chain = statement === null ? undefined : chainOf(statement[2]!);
  if (chain === undefined || chain.steps.length === 0) return undefined;
  const lines = awaited(chain, statement![1] !== undefined);
  if (lines === undefined) return undefined;
  const body =
    chain.caught === undefined
      ? lines.map((line) => `  ${line}`)
      : ["  try {", ...lines.map((line) => `    ${line}`), "  } catch (" + (chain.caught.param ?? "error") + ") {", ...(chain.caught.block ? chain.caught.body.split(/;\s*|\n/).filter((line) => line.trim() !== "").map((line) => `    ${line.trim()};`) : [`    ${chain.caught.body};`]), "  }"];
  const head = fn !== undefined && !fn.expressionBody ? `async ${code.slice(fn.start, fn.bodyStart).replace(/^async\s+/, "").trim()}` : "async function main() {";
  const rewritten = [head, ...body, "}"].join("\n");
  const wrapped = fn === undefined ? " I put it in an `async function main()` because `await` only works inside an async function (or at the top level of an ES module); call `main()` where the chain was." : "";
  const caught = chain.caught === undefined ? " There was no `.catch`, so a failed request still rejects the promise `main()` returns; wrap the awaits in `try`/`catch` to handle it there." : " The `.catch` became `try`/`catch`, which catches a rejection from any of the awaits.";
  return [`Here it is with \`async\`/\`await\`: each \`.then\` step becomes an \`await\`, its callback's parameter a \`const\`:`, fence(rewritten), `It does the same thing, in the same order.${wrapped}${fn === undefined ? caught.replace(" `main()` returns", " `main()` returns") : caught.replace("the promise `main()` returns", "the promise it returns")}`].join("\n\n");
}

function toArrowFunction(code: string): string | undefined {
  const fn = functionIn(code, "javascript");
  if (fn === undefined || fn.expressionBody || !/^(?:export\s+)?(?:async\s+)?function\b/.test(code.slice(fn.start).trim())) return undefined;
  const exported = /\bexport\s+(?:default\s+)?$/.exec(code.slice(0, fn.start))?.[0] ?? "";
  const asyncWord = fn.async ? "async " : "";
  const arrow =
    fn.returned !== undefined && !fn.returned.includes("\n")
      ? `const ${fn.name} = ${asyncWord}(${fn.paramText}) => ${fn.returned.startsWith("{") ? `(${fn.returned})` : fn.returned};`
      : `const ${fn.name} = ${asyncWord}(${fn.paramText}) => {${fn.body}};`;
  // `export default function f` becomes `const f = …` and `export default f`, so the default export stays.
  const isDefault = exported.includes("default");
  const laid = laidOut(`${code.slice(0, fn.start - exported.length)}${isDefault ? "" : exported}${arrow}${code.slice(fn.end)}`.trim());
  const rewritten = isDefault ? `${laid}\nexport default ${fn.name};` : laid;
  const usesThis = /\bthis\b|\barguments\b/.test(fn.body);
  return [
    `Here it is as an arrow function${fn.returned !== undefined ? "; since the body is a single `return`, the braces and `return` can go" : ""}:`,
    fence(rewritten),
    `It behaves the same for ordinary calls. The differences: an arrow function has no \`this\` or \`arguments\` of its own (it uses the surrounding ones), can't be called with \`new\`, and, assigned to a \`const\`, isn't hoisted, so it must be defined before it's called.${usesThis ? ` This one uses \`${/\bthis\b/.test(fn.body) ? "this" : "arguments"}\`, so check that the surrounding value is the one you want (or keep it a \`function\`).` : ""}`,
  ].join("\n\n");
}

function simplifiedBoolean(code: string): string | undefined {
  const found = /\bif\s*\((.+?)\)\s*\{?\s*return\s+(true|false);?\s*\}?\s*(?:else\s*\{?\s*)?return\s+(true|false);?\s*\}?/.exec(code);
  if (found === null || found[2] === found[3]) return undefined;
  const condition = found[1]!.trim();
  const comparison = /===|!==|==|!=|<|>|^!|\b(?:includes|startsWith|endsWith|has|some|every|test)\(|^(?:is|has|can|should)[A-Z]/.test(condition);
  const direct = comparison ? condition : `Boolean(${condition})`;
  const returned = found[2] === "true" ? direct : comparison ? `!(${condition})` : `!${condition}`;
  const rewritten = laidOut(code.replace(found[0], `return ${returned};`));
  const trueCompare = /^(\w+)\s*===\s*true$/.exec(condition);
  return [
    `The \`if\` returns \`${found[2]}\` when \`${condition}\` is true and \`${found[3]}\` otherwise, which is just ${found[2] === "true" ? "the condition" : "its opposite"}${comparison ? "" : " as a boolean"}, so return it directly:`,
    fence(rewritten),
    trueCompare !== null ? `If \`${trueCompare[1]}\` is always a boolean, \`=== true\` adds nothing either: \`return ${trueCompare[1]};\`.` : "",
  ]
    .filter((part) => part !== "")
    .join("\n\n");
}

/**
 * The O(n²) duplicate check (every pair compared: `arr[i] === arr[j]` for `j > i`, `true` on a
 * match) as a `Set`, which is O(n).
 */
function optimizedDuplicates(code: string): string | undefined {
  const fn = functionIn(code, "javascript");
  const pair = /for\s*\(\s*let\s+(\w+)\s*=\s*0\s*;[^)]*\b(\w+)\.length[^)]*\)\s*\{?\s*for\s*\(\s*let\s+(\w+)\s*=\s*\1\s*\+\s*1\s*;[^)]*\)\s*\{?\s*if\s*\(\s*\2\[\1\]\s*===?\s*\2\[\3\]\s*\)\s*\{?\s*return\s+true/.exec(code);
  if (fn === undefined || pair === null || !/return\s+false/.test(fn.body)) return undefined;
  const list = pair[2]!;
  const header = code.slice(fn.start, fn.bodyStart).trim();
  return [
    `The two nested loops compare every pair, so this is O(n²): about n²/2 comparisons, half a trillion for a million elements. A \`Set\` keeps only distinct values, so the array has a duplicate exactly when the set is smaller than it. That is **O(n)** time (O(n) extra space for the set):`,
    fence(`${header}\n  return new Set(${list}).size !== ${list}.length;\n}`),
    `To stop at the first duplicate instead of building the whole set, add as you go:`,
    fence(`${header}\n  const seen = new Set();\n  for (const item of ${list}) {\n    if (seen.has(item)) return true;\n    seen.add(item);\n  }\n  return false;\n}`),
    `One difference: a \`Set\` treats \`NaN\` as equal to \`NaN\` (\`===\` doesn't), and objects are compared by reference, as with \`===\`.`,
  ].join("\n\n");
}

/**
 * The code inside `try`/`catch`; a `fetch` whose response is read at once (`await fetch(url).then(r
 * => r.json())`) also checks `res.ok`, as `fetch` rejects only on a network failure, not on an HTTP
 * error status (MDN).
 */
function withErrorHandling(code: string): string | undefined {
  if (/\btry\s*\{/.test(code) || !/\bawait\b|\bfetch\(/.test(code)) return undefined;
  const read = /\b(const|let)\s+(\w+)\s*=\s*await\s+fetch\(([^()]*(?:\([^()]*\)[^()]*)*)\)\s*\.then\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*\4\.(json|text|blob)\(\)\s*\)\s*;?/.exec(code);
  const checked = read === null ? code : code.replace(read[0], `const ${read[4]} = await fetch(${read[3]});\nif (!${read[4]}.ok) throw new Error(\`HTTP \${${read[4]}.status}\`);\n${read[1]} ${read[2]} = await ${read[4]}.${read[5]}();`);
  const lines = laidOut(checked).split("\n");
  const rewritten = ["try {", ...lines.map((line) => `  ${line}`), "} catch (error) {", '  console.error("Request failed:", error);', "  // show an error state, retry, or rethrow: whatever the caller needs", "}"].join("\n");
  const awaitsAtTop = /\bawait\b/.test(code) && !/\basync\b/.test(code) ? " The `await` must be inside an `async` function (or at the top level of an ES module)." : "";
  return [
    "Here it is with error handling:",
    fence(rewritten),
    `${read !== null ? "`fetch` only rejects when the request can't be made (offline, DNS, CORS); a 404 or 500 still resolves, so the `res.ok` check turns an HTTP error status into an error too. " : ""}\`catch\` then handles a network failure, ${read !== null ? "an HTTP error, " : ""}and a body that isn't valid JSON alike. A variable declared inside \`try\` is only visible there, so use it inside the block (or declare it with \`let\` before the \`try\`).${awaitsAtTop}`,
  ].join("\n\n");
}

/**
 * The reply to a request for one of these refactors of the JavaScript the prompt carries, or undefined.
 * @example codeRefactorReply("Convert this to an arrow function: function square(x) { return x * x }")?.includes("const square = (x) => x * x;") // true
 */
export function codeRefactorReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !CUE.test(prompt)) return undefined;
  const code = codeIn(prompt);
  if (code === undefined || languageOf(code) !== "javascript") return undefined;
  const ask = prompt.slice(0, Math.max(0, prompt.indexOf(code.slice(0, 20))));
  if (/\basync\s*\/\s*await\b|\bawait\b|\basync\b/i.test(ask) && /\.then\(/.test(code)) return toAsyncAwait(code);
  if (/\barrow\s+functions?\b/i.test(ask) && !/\bfrom\s+(?:an\s+)?arrow|\bregular\s+function|\bnormal\s+function/i.test(ask)) return toArrowFunction(code);
  if (/\berror\s+handling\b|\bhandle\s+(?:the\s+)?errors?\b|\btry\s*\/\s*catch\b/i.test(ask)) return withErrorHandling(code);
  if (/optimi[sz]e|faster|speed\s+up|more\s+efficient|performance|improve|better/i.test(ask)) {
    const faster = optimizedDuplicates(code);
    if (faster !== undefined) return faster;
  }
  if (/simplif|shorten|shorter|concise|clean|refactor|improve|better/i.test(ask)) return simplifiedBoolean(code);
  return undefined;
}
