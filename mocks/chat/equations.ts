/**
 * Linear equations in one unknown, solved step by step: "how can I solve 8x + 7 = -23" is the
 * first example of OpenAI's structured-outputs guide (a math tutor answering `steps` of
 * `explanation` and `output`, and a `final_answer`), and a common chat demo. The mock answers as
 * a tutor would: the steps that isolate the unknown, a check, and "x = -3.75".
 */

/** One step of a worked solution: what is done, and the equation it leaves. */
export interface WorkedStep {
  explanation: string;
  output: string;
}

export interface Solution {
  /** The equation as the mock writes it: "8x + 7 = -23". */
  equation: string;
  steps: readonly WorkedStep[];
  /** "x = -3.75". */
  answer: string;
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
/**
 * `a·x ± b = c` with the unknown a single letter: "8x + 7 = -23", "3y - 4 = 11", "2 * x = 9",
 * "x + 5 = 12". The unknown stands alone (not a letter of a word), and a number may carry a sign.
 */
const LINEAR = new RegExp(
  String.raw`(?<![\p{L}\d.])(-\s*)?(${NUMBER})?\s*\*?\s*([a-z])(?![\p{L}\d])\s*(?:([+-])\s*(${NUMBER}))?\s*=\s*(-\s*)?(${NUMBER})(?![\d.]|\s*[a-z*/^(])`,
  "iu",
);
/** Cheap test before the pattern: a prompt with no "=" holds no equation. */
const HAS_EQUALS = /=/;

/**
 * The worked solution of the first linear equation in `prompt`, or undefined when there is none
 * (or it has no single solution: "0x + 1 = 2").
 * @example solveLinear("how can I solve 8x + 7 = -23")?.answer // "x = -3.75"
 */
export function solveLinear(prompt: string): Solution | undefined {
  const head = prompt.slice(0, 400);
  if (!HAS_EQUALS.test(head)) return undefined;
  const match = LINEAR.exec(head);
  if (!match) return undefined;
  const [, minusA, aText, unknown, sign, bText, minusC, cText] = match;
  const a = (minusA ? -1 : 1) * (aText === undefined ? 1 : Number(aText));
  const b = bText === undefined ? 0 : (sign === "-" ? -1 : 1) * Number(bText);
  const c = (minusC ? -1 : 1) * Number(cText);
  if (a === 0 || !Number.isFinite(a) || !Number.isFinite(b) || !Number.isFinite(c)) return undefined;
  const x = unknown!.toLowerCase();
  const term = `${a === 1 ? "" : a === -1 ? "-" : numberText(a)}${x}`;
  const equation = `${term}${b === 0 ? "" : b > 0 ? ` + ${numberText(b)}` : ` - ${numberText(-b)}`} = ${numberText(c)}`;
  const steps: WorkedStep[] = [];
  const rest = c - b;
  if (b !== 0) {
    steps.push({
      explanation:
        b > 0
          ? `Subtract ${numberText(b)} from both sides to isolate the term with ${x}.`
          : `Add ${numberText(-b)} to both sides to isolate the term with ${x}.`,
      output: `${term} = ${numberText(rest)}`,
    });
  }
  const value = rest / a;
  const answer = `${x} = ${numberText(value)}`;
  if (a !== 1) steps.push({ explanation: `Divide both sides by ${numberText(a)} to solve for ${x}.`, output: answer });
  // "x = 5" asks nothing: there is no step to show.
  if (steps.length === 0) return undefined;
  const substituted = `${a === 1 ? "" : `${numberText(a)} × `}${value < 0 ? `(${numberText(value)})` : numberText(value)}`;
  steps.push({
    explanation: `Check the answer by substituting ${x} = ${numberText(value)} back into the original equation.`,
    output: `${substituted}${b === 0 ? "" : b > 0 ? ` + ${numberText(b)}` : ` - ${numberText(-b)}`} = ${numberText(c)}`,
  });
  return { equation, steps, answer };
}

/**
 * The chat reply to a prompt holding a linear equation: the steps, numbered, and the answer.
 * @example equationReply("Solve 2x + 3 = 11") // "To solve 2x + 3 = 11, get x on its own:\n\n1. …\n\nSo x = 4."
 */
export function equationReply(prompt: string): string | undefined {
  const solution = solveLinear(prompt);
  if (!solution) return undefined;
  const unknown = solution.answer.split(" ")[0];
  const lines = solution.steps.map((step, i) => `${i + 1}. ${step.explanation.replace(/\.$/, "")}: ${step.output}`);
  return `To solve ${solution.equation}, get ${unknown} on its own:\n\n${lines.join("\n")}\n\nSo ${solution.answer}.`;
}

/** A number as a tutor writes it: whole, or with at most four decimals ("-3.75", "0.3333"). */
function numberText(value: number): string {
  const rounded = Math.round(value * 10_000) / 10_000;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}
