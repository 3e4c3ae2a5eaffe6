/**
 * Sums a prompt asks for, and tools that do them. Tool-calling demos start with arithmetic:
 * LangChain's own (`multiply` and `add` bound, "What is 3 * 12? Also, what is 11 + 49?") expects
 * a call of each tool with the numbers of its sum. No word of such a prompt names the tool ("*"
 * is not "multiply"), so tools.ts asks here whether the message has a sum for the tool, and
 * tool-arguments.ts calls the tool once per sum, with that sum's numbers.
 */

/** What a sum does. */
export type Operation = "multiply" | "add" | "subtract" | "divide" | "power";

/** A sum the prompt writes: its operation, its two numbers in order, and its text ("3 * 12"). */
export interface Sum {
  operation: Operation;
  operands: readonly [number, number];
  text: string;
}

/**
 * A tool's name words that say which operation it does; "any" for a calculator. One table for
 * both sides of a call: which tools a sum names (tools.ts, tool-arguments.ts) and how their
 * results are said (tool-results-reply.ts).
 */
const TOOL_WORDS: ReadonlyMap<string, Operation | "any"> = new Map([
  ...["multiply", "multiplication", "times", "product", "mul", "mult"].map((word) => [word, "multiply"] as const),
  ...["add", "addition", "sum", "plus"].map((word) => [word, "add"] as const),
  ...["subtract", "subtraction", "minus", "sub", "difference"].map((word) => [word, "subtract"] as const),
  ...["divide", "division", "div", "quotient"].map((word) => [word, "divide"] as const),
  ...["power", "pow", "exponent", "exponentiate"].map((word) => [word, "power"] as const),
  ...["calculator", "calculate", "calc", "compute", "evaluate", "eval", "math", "arithmetic"].map((word) => [word, "any"] as const),
]);

/** How a prompt writes each operation between two numbers. */
const OPERATORS: readonly (readonly [RegExp, Operation])[] = [
  [/^(?:\*|×|x|times|multiplied by)$/i, "multiply"],
  [/^(?:\+|plus|added to)$/i, "add"],
  [/^(?:-|−|–|minus|less)$/i, "subtract"],
  [/^(?:\/|÷|divided by|over)$/i, "divide"],
  [/^(?:\^|\*\*|to the power of)$/i, "power"],
];

/** Operations written before their numbers: "the product of 3 and 12", "multiply 3 by 12". */
const PREFIXES: readonly (readonly [RegExp, Operation])[] = [
  [/^(?:the )?product of$|^multiply$/i, "multiply"],
  [/^(?:the )?sum of$|^add$/i, "add"],
  [/^(?:the )?difference (?:of|between)$|^subtract$/i, "subtract"],
  [/^(?:the )?quotient of$|^divide$/i, "divide"],
];

const NUMBER = String.raw`-?\d+(?:[.,]\d+)?`;
/** "3 * 12", "11 plus 49", "2 to the power of 8". */
const INFIX = new RegExp(String.raw`(${NUMBER})\s*(\*\*|[*×x+\-−–/÷^]|times|multiplied by|plus|added to|minus|less|divided by|over|to the power of)\s*(${NUMBER})`, "gi");
/** "the product of 3 and 12", "multiply 3 by 12", "subtract 4 from 10". */
const PREFIX = new RegExp(String.raw`((?:the )?(?:product|sum|difference|quotient) (?:of|between)|multiply|add|subtract|divide)\s+(${NUMBER})\s+(and|by|to|from|with)\s+(${NUMBER})`, "gi");

/**
 * A percentage of an amount: "12% of 250", "15% tip on $84" (not "20% off", a price less it). Read only when
 * the prompt writes a "%".
 */
const PERCENT = new RegExp(String.raw`(${NUMBER})\s*%\s*(?:[a-z]+\s+){0,2}?(?:of|on)\s+(?:the\s+|a\s+)?[$£€]?\s?(${NUMBER})(?![\d%])`, "gi");

/** Most sums read from one prompt. */
const MAX_SUMS = 8;

/**
 * Words a tool named for an operation may carry besides it ("add_two_numbers",
 * "calculate_sum", "evaluate_expression"). "get" is not one: `get_product` is a lookup, and
 * `calculate_shipping` is no calculator.
 */
const FILLERS: ReadonlySet<string> = new Set(
  "numbers number nums num two integers ints floats values tool do perform expression expressions simple basic".split(" "),
);

/**
 * The operation a tool of this name does, "any" for a calculator, undefined for other tools: a
 * name of one operation word (calculator words and fillers beside it), or of calculator words
 * and fillers only.
 * @example operationOfTool(["calculate", "sum"]) // "add"
 */
export function operationOfTool(nameWords: readonly string[]): Operation | "any" | undefined {
  let operation: Operation | "any" | undefined;
  for (const word of nameWords) {
    const found = TOOL_WORDS.get(word);
    if (found === undefined) {
      if (!FILLERS.has(word)) return undefined;
    } else if (found !== "any") {
      if (operation !== undefined && operation !== "any") return undefined;
      operation = found;
    } else {
      operation ??= "any";
    }
  }
  return operation;
}

/**
 * The sums `text` writes, in order.
 * @example sumsIn("What is 3 * 12? Also, what is 11 + 49?") // [{ operation: "multiply", operands: [3, 12], text: "3 * 12" }, { operation: "add", operands: [11, 49], text: "11 + 49" }]
 */
export function sumsIn(text: string): Sum[] {
  // A prompt without a digit has no sum: most prompts leave here.
  if (!/\d/.test(text)) return [];
  const head = text.slice(0, 2000);
  const found: { at: number; sum: Sum }[] = [];
  for (const match of head.matchAll(INFIX)) {
    const operation = OPERATORS.find(([pattern]) => pattern.test(match[2]!))?.[1];
    // "x" between numbers is a product only with spaces ("3 x 4"), not in "0x1F" or "1920x1080".
    if (operation === undefined || (match[2] === "x" && !/\s/.test(match[0]))) continue;
    // "2026-11-28" is a date, not 2026 − 11.
    if (operation === "subtract" && !/\s/.test(match[0]) && (head[match.index + match[0].length] === "-" || head[match.index - 1] === "-")) continue;
    found.push({ at: match.index, sum: { operation, operands: [numberOf(match[1]!), numberOf(match[3]!)], text: match[0] } });
  }
  for (const match of head.matchAll(PREFIX)) {
    const operation = PREFIXES.find(([pattern]) => pattern.test(match[1]!))?.[1];
    if (operation === undefined) continue;
    // "subtract 4 from 10" is 10 − 4.
    const [first, second] = [numberOf(match[2]!), numberOf(match[4]!)];
    const operands: [number, number] = operation === "subtract" && match[3]!.toLowerCase() === "from" ? [second, first] : [first, second];
    found.push({ at: match.index, sum: { operation, operands, text: match[0] } });
  }
  if (head.includes("%")) {
    for (const match of head.matchAll(PERCENT)) {
      // "15% tip on $84" is 0.15 * 84, written as a calculator's expression.
      const rate = numberOf(match[1]!) / 100;
      const amount = numberOf(match[2]!);
      found.push({ at: match.index, sum: { operation: "multiply", operands: [rate, amount], text: `${rate} * ${amount}` } });
    }
  }
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, MAX_SUMS)
    .map(({ sum }) => sum);
}

/**
 * What a sum comes to, or undefined for a division by zero.
 * @example sumValue({ operation: "multiply", operands: [12, 7], text: "12 * 7" }) // 84
 */
export function sumValue(sum: Sum): number | undefined {
  const [a, b] = sum.operands;
  if (sum.operation === "divide") return b === 0 ? undefined : a / b;
  return { multiply: a * b, add: a + b, subtract: a - b, power: a ** b }[sum.operation];
}

/** The sums of `sums` a tool doing `operation` does. */
export function sumsFor(operation: Operation | "any", sums: readonly Sum[]): Sum[] {
  return operation === "any" ? [...sums] : sums.filter((sum) => sum.operation === operation);
}

/** "1,5" and "1.5" alike; a thousands comma ("1,000") as a thousands comma. */
function numberOf(text: string): number {
  return Number(/^-?\d{1,3},\d{3}$/.test(text) ? text.replace(",", "") : text.replace(",", "."));
}
