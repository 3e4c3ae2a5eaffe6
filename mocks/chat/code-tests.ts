/**
 * Replies to "Write unit tests for this function: <code>": a test file for the functions the
 * prompt carries (each top-level one, up to five, a `describe` or test class each), in the framework the prompt names (Jest, Vitest, pytest, unittest), else Vitest
 * for JavaScript and TypeScript and pytest for Python, importing and calling the function by its
 * own name and parameters.
 *
 * The expected values must be right, so they come only from where they are certain: the
 * well-known functions a name says (isEven, isPrime, add, sum, reverse, capitalize, factorial,
 * fibonacci, max, min, isPalindrome, slugify), or a one-line arithmetic body (`+ - * / %` on the
 * parameters and numbers) worked out by this module's own small evaluator, never by `eval`. Any
 * other function gets the cases' names with an `expected:` placeholder, and the reply says so.
 * When code-bugs.ts finds a bug, the reply warns that the tests will fail until it is fixed,
 * which is what tests are for. Which cases are chosen is this module's design.
 */
import { bugsIn } from "./code-bugs.ts";
import { codeIn, languageOf, type Language } from "./code-fixes.ts";
import { functionIn, type PastedFunction } from "./code-functions.ts";

/** The cheap cue: tests asked for. */
const TESTS = /\b(?:unit\s+)?tests?\b|\btest\s+cases?\b|\bspecs?\b/i;
const WRITE = /\b(?:write|create|generate|add|give|make|need|want|produce|can\s+you|could\s+you)\b/i;
const MAX_PROMPT = 4000;
/** The most functions one reply tests: a paste of a whole module gets its first five. */
const MAX_FUNCTIONS = 5;

type Framework = "vitest" | "jest" | "pytest" | "unittest";
type Value = number | string | boolean | readonly Value[];
interface Case {
  readonly args: readonly Value[];
  readonly expected: Value;
}

/** Cases for the well-known functions, by the name lower-cased without `_` and by parameter count. */
const KNOWN: readonly { readonly names: RegExp; readonly params: number; readonly cases: readonly Case[]; readonly note?: string; readonly fits?: (fn: PastedFunction) => boolean }[] = [
  { names: /^iseven$/, params: 1, cases: [{ args: [4], expected: true }, { args: [7], expected: false }, { args: [0], expected: true }, { args: [-2], expected: true }] },
  { names: /^isodd$/, params: 1, cases: [{ args: [7], expected: true }, { args: [4], expected: false }, { args: [0], expected: false }, { args: [-3], expected: true }] },
  { names: /^isprime$/, params: 1, cases: [{ args: [2], expected: true }, { args: [17], expected: true }, { args: [1], expected: false }, { args: [9], expected: false }, { args: [0], expected: false }] },
  { names: /^(?:add|sum|plus)$/, params: 2, cases: [{ args: [2, 3], expected: 5 }, { args: [-1, 1], expected: 0 }, { args: [0, 0], expected: 0 }, { args: [-2, -3], expected: -5 }] },
  { names: /^(?:sum|sumarray|total|sumof)$/, params: 1, cases: [{ args: [[1, 2, 3]], expected: 6 }, { args: [[5]], expected: 5 }, { args: [[-1, 1]], expected: 0 }] },
  { names: /^(?:subtract|minus)$/, params: 2, cases: [{ args: [5, 3], expected: 2 }, { args: [3, 5], expected: -2 }, { args: [0, 0], expected: 0 }] },
  { names: /^(?:multiply|product|times)$/, params: 2, cases: [{ args: [3, 4], expected: 12 }, { args: [-2, 3], expected: -6 }, { args: [5, 0], expected: 0 }] },
  { names: /^(?:divide|quotient)$/, params: 2, cases: [{ args: [10, 2], expected: 5 }, { args: [7, 2], expected: 3.5 }, { args: [-9, 3], expected: -3 }] },
  { names: /^(?:reverse|reversestring|reversestr|reversed)$/, params: 1, cases: [{ args: ["hello"], expected: "olleh" }, { args: ["a"], expected: "a" }, { args: [""], expected: "" }], fits: reversesText },
  { names: /^(?:capitalize|capitalise|capitalizefirst|capitalizefirstletter)$/, params: 1, cases: [{ args: ["hello"], expected: "Hello" }, { args: ["world"], expected: "World" }, { args: ["a"], expected: "A" }] },
  { names: /^(?:factorial|fact)$/, params: 1, cases: [{ args: [0], expected: 1 }, { args: [1], expected: 1 }, { args: [5], expected: 120 }, { args: [10], expected: 3628800 }] },
  { names: /^(?:fibonacci|fib|nthfibonacci)$/, params: 1, cases: [{ args: [0], expected: 0 }, { args: [1], expected: 1 }, { args: [2], expected: 1 }, { args: [10], expected: 55 }], note: "The Fibonacci cases use the usual numbering, where the 0th number is 0 and the 1st is 1; adjust them if your function counts from 1." },
  { names: /^(?:max|findmax|getmax|largest|maximum|biggest)$/, params: 1, cases: [{ args: [[1, 5, 3]], expected: 5 }, { args: [[-2, -7]], expected: -2 }, { args: [[4]], expected: 4 }] },
  { names: /^(?:min|findmin|getmin|smallest|minimum)$/, params: 1, cases: [{ args: [[4, 1, 3]], expected: 1 }, { args: [[-2, -7]], expected: -7 }, { args: [[4]], expected: 4 }] },
  { names: /^(?:ispalindrome|palindrome)$/, params: 1, cases: [{ args: ["racecar"], expected: true }, { args: ["hello"], expected: false }, { args: ["a"], expected: true }] },
  { names: /^slugify$/, params: 1, cases: [{ args: ["Hello World"], expected: "hello-world" }, { args: ["hello"], expected: "hello" }] },
];

/** A `reverse` that reverses text, not an array: it splits, slices `[::-1]`, or its name or parameter says string. */
function reversesText(fn: PastedFunction): boolean {
  return /split\(\s*(?:""|'')\s*\)|\[::-1\]|\.\.\.\s*\w+\s*\]\.reverse\(\)\.join|Array\.from\(/.test(fn.body) || /str/i.test(fn.name) || /^(?:s|str|string|text|word)$/i.test(fn.params[0] ?? "");
}

/* ------------------------------------------------------------ arithmetic */

/** Sample arguments for an arithmetic body: positive and distinct, so no divisor is zero and `%` agrees in JavaScript and Python. */
const SAMPLES: readonly (readonly number[])[] = [[2, 3, 4], [10, 4, 5], [7, 1, 2]];

/**
 * The value of an expression of `+ - * / %`, parentheses, numbers and the given variables, or
 * undefined for anything else (a call, a string, a variable it does not know).
 */
function evaluate(expression: string, vars: Readonly<Record<string, number>>): number | undefined {
  const tokens = expression.match(/\d+(?:\.\d+)?|[A-Za-z_$][\w$]*|\S/g) ?? [];
  let at = 0;
  const primary = (): number | undefined => {
    const token = tokens[at++];
    if (token === undefined) return undefined;
    if (token === "(") {
      const value = sum();
      return tokens[at++] === ")" ? value : undefined;
    }
    if (token === "-") {
      const value = primary();
      return value === undefined ? undefined : -value;
    }
    if (/^\d/.test(token)) return Number(token);
    return Object.hasOwn(vars, token) ? vars[token] : undefined;
  };
  const product = (): number | undefined => {
    let value = primary();
    while (value !== undefined && (tokens[at] === "*" || tokens[at] === "/" || tokens[at] === "%")) {
      const op = tokens[at++];
      if (tokens[at] === "*" || tokens[at] === "/") return undefined; // ** and // are not this evaluator's
      const right = primary();
      if (right === undefined || (op !== "*" && right === 0)) return undefined;
      value = op === "*" ? value * right : op === "/" ? value / right : value % right;
    }
    return value;
  };
  const sum = (): number | undefined => {
    let value = product();
    while (value !== undefined && (tokens[at] === "+" || tokens[at] === "-")) {
      const op = tokens[at++];
      const right = product();
      if (right === undefined) return undefined;
      value = op === "+" ? value + right : value - right;
    }
    return value;
  };
  const value = sum();
  return at === tokens.length && value !== undefined && Number.isFinite(value) ? value : undefined;
}

/** Cases worked out from a one-line arithmetic body, or undefined when it is not one. */
function arithmeticCases(fn: PastedFunction): Case[] | undefined {
  if (fn.returned === undefined || fn.params.length === 0 || fn.params.length > 3 || !/^[\w$\s+\-*/%().]+$/.test(fn.returned)) return undefined;
  const cases: Case[] = [];
  for (const sample of SAMPLES) {
    const vars = Object.fromEntries(fn.params.map((param, i) => [param, sample[i]!]));
    const expected = evaluate(fn.returned, vars);
    if (expected === undefined) return undefined;
    cases.push({ args: sample.slice(0, fn.params.length), expected: Math.round(expected * 1e9) / 1e9 });
  }
  return cases;
}

/* --------------------------------------------------------------- writing */

function literal(value: Value, language: Language): string {
  if (typeof value === "boolean") return language === "python" ? (value ? "True" : "False") : String(value);
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return String(value);
  return `[${value.map((item) => literal(item, language)).join(", ")}]`;
}

/** The case's name as a test title: "returns true for 4". */
function title(value: Case, language: Language): string {
  const args = value.args.map((arg) => literal(arg, language)).join(", ").replace(/"/g, "'");
  return `returns ${literal(value.expected, language).replace(/"/g, "'")} for ${args === "" ? "no arguments" : args}`;
}

function snake(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/^_/, "");
}

/** A function to test and its cases (undefined: placeholders), with the well-known entry it matched. */
interface Tested {
  readonly fn: PastedFunction;
  readonly cases?: readonly Case[];
  readonly known?: (typeof KNOWN)[number];
}

/** The module the tests import from: the function's own name for one, "functions" for several. */
function moduleOf(tested: readonly Tested[], language: Language): string {
  return tested.length === 1 ? (language === "python" ? snake(tested[0]!.fn.name) : tested[0]!.fn.name) : "functions";
}

function jsFile(tested: readonly Tested[], framework: Framework, typescript: boolean): string {
  const lines = framework === "vitest" ? ['import { describe, it, expect } from "vitest";'] : [];
  lines.push(`import { ${tested.map(({ fn }) => fn.name).join(", ")} } from "./${moduleOf(tested, "javascript")}";`);
  for (const { fn, cases } of tested) lines.push("", ...jsDescribe(fn, cases, typescript));
  return lines.join("\n");
}

function jsDescribe(fn: PastedFunction, cases: readonly Case[] | undefined, typescript: boolean): string[] {
  const lines = [`describe("${fn.name}", () => {`];
  if (cases === undefined) {
    const call = `${fn.name}(${fn.params.join(", ")})`;
    for (const [name, what] of [["a typical input", "the usual arguments"], ["an edge case", "an empty, zero or missing argument"], ["invalid input", "an argument of the wrong type"]] as const) {
      lines.push(`  it("handles ${name}", () => {`);
      for (const param of fn.params) lines.push(`    const ${param}${typescript ? ": unknown" : ""} = undefined; // input: ${what}`);
      lines.push(`    // expected: fill in what ${fn.name} should return here`, `    expect(${call}).toEqual(undefined);`, "  });");
    }
  } else {
    for (const value of cases) {
      const call = `${fn.name}(${value.args.map((arg) => literal(arg, "javascript")).join(", ")})`;
      const matcher = typeof value.expected === "object" ? "toEqual" : typeof value.expected === "number" && !Number.isInteger(value.expected) ? "toBeCloseTo" : "toBe";
      lines.push(`  it("${title(value, "javascript")}", () => {`, `    expect(${call}).${matcher}(${literal(value.expected, "javascript")});`, "  });");
    }
  }
  lines.push("});");
  return lines;
}

function pyFile(tested: readonly Tested[], framework: Framework): string {
  const names = tested.map(({ fn }) => fn.name);
  const approximate = tested.some(({ cases }) => cases === undefined || cases.some((value) => typeof value.expected === "number" && !Number.isInteger(value.expected)));
  const lines = framework === "unittest" ? ["import unittest", ""] : approximate ? ["import pytest", ""] : [];
  lines.push(`from ${moduleOf(tested, "python")} import ${names.join(", ")}  # the module that defines ${names.length === 1 ? names[0] : "them"}`, "");
  for (const { fn, cases } of tested) lines.push(...pyTests(fn, cases, framework));
  if (framework === "unittest") {
    lines.push("", 'if __name__ == "__main__":', "    unittest.main()");
    return lines.join("\n").replace(/\n{3,}/g, "\n\n").trim();
  }
  return lines.join("\n").replace(/\n{3,}/g, "\n\n\n").trim();
}

/** One function's tests: a unittest class, or pytest functions. */
function pyTests(fn: PastedFunction, cases: readonly Case[] | undefined, framework: Framework): string[] {
  const lines: string[] = [];
  const call = (value: Case) => `${fn.name}(${value.args.map((arg) => literal(arg, "python")).join(", ")})`;
  const expected = (value: Case) => (typeof value.expected === "number" && !Number.isInteger(value.expected) ? `pytest.approx(${value.expected})` : literal(value.expected, "python"));
  const testName = (i: number) => `test_${snake(fn.name)}_${i + 1}`;
  if (framework === "unittest") {
    lines.push("", `class Test${fn.name[0]!.toUpperCase()}${fn.name.slice(1).replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())}(unittest.TestCase):`);
    if (cases === undefined) {
      lines.push(`    def test_typical_input(self):`, `        # expected: fill in what ${fn.name} should return for the usual arguments`, `        self.skipTest("expected value to fill in")`);
    } else {
      cases.forEach((value, i) => {
        const assert = typeof value.expected === "number" && !Number.isInteger(value.expected) ? "assertAlmostEqual" : "assertEqual";
        lines.push(`    def ${testName(i)}(self):`, `        self.${assert}(${call(value)}, ${literal(value.expected, "python")})`, "");
      });
    }
    return [...lines, ""];
  }
  if (cases === undefined) {
    for (const [name, what] of [["typical_input", "the usual arguments"], ["edge_case", "an empty, zero or missing argument"], ["invalid_input", "an argument of the wrong type"]] as const) {
      lines.push(`def test_${snake(fn.name)}_${name}():`, `    # input: ${what}; expected: fill in what ${fn.name} should return`, `    pytest.skip("expected value to fill in")`, "", "");
    }
  } else {
    cases.forEach((value, i) => lines.push(`def ${testName(i)}():`, `    # ${title(value, "python")}`, `    assert ${call(value)} == ${expected(value)}`, "", ""));
  }
  return lines;
}

/** The top-level functions the code defines, in order, up to MAX_FUNCTIONS: one nested in another is not tested alone. */
function functionsIn(code: string, language: Language): PastedFunction[] {
  const found: PastedFunction[] = [];
  let rest = code;
  while (found.length < MAX_FUNCTIONS) {
    const fn = functionIn(rest, language);
    if (fn === undefined) break;
    found.push(fn);
    rest = rest.slice(fn.end);
  }
  return found;
}

/** `a`, `a` and `b`, `a`, `b` and `c`. */
function namesSaid(names: readonly string[]): string {
  return names.map((name) => `\`${name}\``).join(", ").replace(/, ([^,]+)$/, " and $1");
}

/** Where each function's expected values come from: a well-known function's, worked out, or placeholders. */
function introOf(tested: readonly Tested[], frameworkName: string): string {
  if (tested.length === 1) {
    const { fn, cases, known } = tested[0]!;
    if (cases === undefined) return `Here are ${frameworkName} tests for \`${fn.name}\`. I can't tell from the code alone what it should return, so each case has an \`expected:\` placeholder for you to fill in:`;
    if (known !== undefined) return `Here are ${frameworkName} tests for \`${fn.name}\`, with the values ${fn.name.replace(/_/g, " ")} should give:`;
    return `Here are ${frameworkName} tests for \`${fn.name}\`; the expected values are \`${fn.returned}\` worked out for each input:`;
  }
  const said = tested.map(({ fn, cases, known }) =>
    cases === undefined ? `\`${fn.name}\`: I can't tell from the code alone what it should return, so its cases have \`expected:\` placeholders to fill in` : known !== undefined ? `\`${fn.name}\`: the values ${fn.name.replace(/_/g, " ")} should give` : `\`${fn.name}\`: \`${fn.returned}\` worked out for each input`,
  );
  return `Here are ${frameworkName} tests for each function, ${namesSaid(tested.map(({ fn }) => fn.name))}, one ${frameworkName === "unittest" ? "test class" : frameworkName === "pytest" ? "group of tests" : "`describe` block"} each:\n\n${said.map((line) => `- ${line}`).join("\n")}`;
}

/**
 * The reply to a request for tests of the functions the prompt carries, or undefined when it asks
 * for no tests or carries no function.
 * @example codeTestReply("Write unit tests for this function: function isEven(n) { return n % 2 === 0 }")?.includes("expect(isEven(4)).toBe(true);") // true
 */
export function codeTestReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !TESTS.test(prompt) || !WRITE.test(prompt)) return undefined;
  const code = codeIn(prompt);
  if (code === undefined) return undefined;
  // The ask, not the code, must ask for tests: a pasted test file asks for nothing by itself.
  const ask = prompt.slice(0, Math.max(0, prompt.indexOf(code.slice(0, 20))));
  if (!TESTS.test(ask) || !WRITE.test(ask)) return undefined;
  const language = languageOf(code);
  const fns = functionsIn(code, language);
  if (fns.length === 0) return undefined;
  const named = /\b(vitest|jest|pytest|unittest)\b/i.exec(prompt)?.[1]?.toLowerCase() as Framework | undefined;
  const framework: Framework = language === "python" ? (named === "unittest" ? "unittest" : "pytest") : named === "jest" ? "jest" : "vitest";
  const typescript = language === "javascript" && (/\b(?:typescript|ts)\b/i.test(prompt) || /\)\s*:\s*\w|\w\s*:\s*(?:number|string|boolean)\b/.test(code));
  const tested: Tested[] = fns.map((fn) => {
    const key = fn.name.toLowerCase().replace(/_/g, "");
    const known = KNOWN.find((entry) => entry.names.test(key) && entry.params === fn.params.length && (entry.fits?.(fn) ?? true));
    return { fn, known, cases: known?.cases ?? arithmeticCases(fn) };
  });
  const fence = language === "python" ? "python" : typescript ? "ts" : "js";
  const file = language === "python" ? pyFile(tested, framework) : jsFile(tested, framework, typescript);
  const frameworkName = { vitest: "Vitest", jest: "Jest", pytest: "pytest", unittest: "unittest" }[framework];
  const parts = [introOf(tested, frameworkName), `\`\`\`${fence}\n${file}\n\`\`\``];
  const module = moduleOf(tested, language);
  const names = namesSaid(tested.map(({ fn }) => fn.name));
  const where =
    language === "python"
      ? `Change \`from ${module} import\` to the module that defines ${tested.length === 1 ? "it" : "them"}.`
      : `Change the import to the file that exports ${names}${/\bexport\b/.test(code) ? "" : ` (and export ${tested.length === 1 ? "it" : "them"} there)`}.`;
  parts.push(`${where} Run them with \`${framework === "vitest" ? "npx vitest run" : framework === "jest" ? "npx jest" : framework === "pytest" ? "pytest" : "python -m unittest"}\`.`);
  for (const { known } of tested) if (known?.note !== undefined) parts.push(known.note);
  const bug = tested.every(({ cases }) => cases === undefined) ? undefined : bugsIn(code, language).find((found) => !found.note);
  if (bug !== undefined) parts.push(`These tests will fail on the code as written, and they should: ${bug.said}`);
  return parts.join("\n\n");
}
