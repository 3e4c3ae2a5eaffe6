/**
 * Yes/no questions about numbers, whose answer the mock can work out instead of guessing: "Is 17
 * a prime number?", "Is 2+2 equal to 5?", "Is 10 even?", "Is 7 greater than 3?", "Is 12
 * divisible by 5?", "True or false: 91 is prime"; and a few about the world everyone knows ("Is
 * Paris the capital of France?", "Is the earth flat?"). Apps and tests send these as smoke tests
 * and compare the answer, so a seeded "Yes" would fail them half the time. Facts.ts answers them in
 * prose ("Yes, 17 is a prime number."), choices.ts with the offered label ("True").
 */

import { capitalOf } from "./capitals.ts";

/** A claim's verdict and the sentence that says why: "17 is a prime number", "2 + 2 = 4, not 5". */
export interface Truth {
  holds: boolean;
  reason: string;
}

const NUMBER = String.raw`-?\d{1,12}(?:\.\d{1,6})?`;
const OPERATOR = String.raw`(?:[-+*×x/÷^]|plus|minus|times|multiplied by|divided by)`;
/** "17", "2+2", "3 * 4 - 1": numbers joined by operators, at most five terms. */
const EXPRESSION = String.raw`${NUMBER}(?:\s*${OPERATOR}\s*${NUMBER}){0,4}`;
/** Where the claim's subject stands: after "is" in a question, before "is" in a statement. */
const SUBJECT = String.raw`(?:\b(?:is|are)\s+(${EXPRESSION})|(${EXPRESSION})\s+is)\s+(?:(not)\s+)?`;

const KIND = new RegExp(String.raw`${SUBJECT}(?:an?\s+)?(prime|composite|even|odd)(?:\s+numbers?)?\b`, "i");
const DIVISIBLE = new RegExp(String.raw`${SUBJECT}(?:(?:evenly\s+)?divisible\s+by|an?\s+multiple\s+of)\s+(${EXPRESSION})`, "i");
const COMPARISON_WORDS: readonly (readonly [RegExp, Relation])[] = [
  [/^(?:equal to|the same as)$/i, "="],
  [/^greater than or equal to$|^at least$/i, ">="],
  [/^less than or equal to$|^at most$/i, "<="],
  [/^(?:greater|more|bigger|larger|higher)\s+than$/i, ">"],
  [/^(?:less|smaller|lower|fewer)\s+than$/i, "<"],
];
const COMPARE = new RegExp(
  String.raw`${SUBJECT}(equal to|the same as|greater than or equal to|less than or equal to|at least|at most|(?:greater|more|bigger|larger|higher|less|smaller|lower|fewer)\s+than)\s+(${EXPRESSION})`,
  "i",
);
/** "Does 2 + 2 equal 4?", "2+2 equals 5" */
const EQUALS = new RegExp(String.raw`(?:\bdoes\s+(${EXPRESSION})\s+(?:equal|make|give)|(${EXPRESSION})\s+equals)\s+(${EXPRESSION})`, "i");
/** "Is 2+2=5?", "7 > 3": a relation written with its sign. */
const SIGNED = new RegExp(String.raw`(${EXPRESSION})\s*(==|=|!=|≠|>=|≥|<=|≤|>|<)\s*(${EXPRESSION})`);

type Relation = "=" | "!=" | ">" | "<" | ">=" | "<=";
const SIGNS: Readonly<Record<string, Relation>> = { "==": "=", "=": "=", "!=": "!=", "≠": "!=", ">=": ">=", "≥": ">=", "<=": "<=", "≤": "<=", ">": ">", "<": "<" };
const RELATION_WORDS: Readonly<Record<Relation, string>> = {
  "=": "equal to",
  "!=": "different from",
  ">": "greater than",
  "<": "less than",
  ">=": "greater than or equal to",
  "<=": "less than or equal to",
};
/** Largest number whose primality is checked by trial division (a million divisions at most). */
const MAX_PRIME = 1e12;

/**
 * The verdict on the first claim about numbers `text` makes, or undefined when it makes none the
 * mock can check.
 * @example truthOf("Is 17 a prime number? Answer with true or false.") // { holds: true, reason: "17 is a prime number" }
 */
export function truthOf(text: string): Truth | undefined {
  // Most prompts have no digit: they leave here.
  const head = text.slice(0, 400);
  // Most prompts have no digit and no claim of the world below: they leave here.
  if (!/\d/.test(text)) return WORLD_WORDS.test(head) ? worldTruth(head) : undefined;
  return kindTruth(head) ?? divisibleTruth(head) ?? comparisonTruth(head);
}

/** "Is Paris the capital of France?", "Sydney is the capital of Australia. True or false?" */
const CAPITAL_CLAIM = /\b(?:[Ii]s|[Ww]as)\s+([\p{L} .,'-]{2,40}?)\s+[Tt]he\s+capital(?:\s+city)?\s+of\s+(?:the\s+)?([\p{L} .]{2,40}?)\s*(?:[?.!,]|$)|\b([\p{Lu}][\p{L} .'-]{1,40}?)\s+is\s+the\s+capital(?:\s+city)?\s+of\s+(?:the\s+)?([\p{L} .]{2,40}?)\s*(?:[?.!,]|$)/u;
/**
 * Claims demos and smoke tests ask about because everyone knows the answer ("Is the earth
 * flat?"): a seeded "Yes" there reads as a broken mock. Each: the claim, whether it holds, why.
 */
const TOMATO = "botanically, a tomato is a fruit, since it grows from the flower and holds the seeds; in the kitchen it is treated as a vegetable";
const BAT = "bats are mammals, not birds: they have fur and feed their young on milk, and they are the only mammals that truly fly";
const PEANUT = "a peanut is a legume, not a nut: it grows underground in a pod, like peas and beans";
const MUSHROOM = "a mushroom is a fungus, not a plant or a vegetable, though it is cooked like one";

/** "Is a bat a bird?", "Are bats birds?", "bats are birds": the claim that `one` (or `many`) is a `kind`. */
function kindClaim(one: string, many: string, kind: string, holds: boolean, reason: string): readonly [RegExp, boolean, string] {
  return [new RegExp(String.raw`\b(?:(?:is|was)\s+(?:an?|the)\s+${one}\s+(?:an?\s+|the\s+)?(?:${kind})|(?:are\s+)?${many}\s+(?:are\s+)?(?:${kind}))\b`, "i"), holds, reason];
}

const KNOWN_CLAIMS: readonly (readonly [RegExp, boolean, string])[] = [
  [/\b(?:is|are)\s+the\s+(?:earth|world|planet)\s+flat\b|\bthe\s+earth\s+is\s+flat\b/i, false, "the Earth is round: very nearly a sphere"],
  [/\b(?:is|are)\s+the\s+(?:earth|world|planet)\s+(?:round|a\s+sphere|spherical)\b|\bthe\s+earth\s+is\s+round\b/i, true, "the Earth is round: very nearly a sphere"],
  [/\bis\s+the\s+sun\s+a\s+star\b|\bthe\s+sun\s+is\s+a\s+star\b/i, true, "the Sun is a star"],
  [/\bis\s+the\s+sun\s+a\s+planet\b|\bthe\s+sun\s+is\s+a\s+planet\b/i, false, "the Sun is a star, not a planet"],
  [/\bis\s+the\s+moon\s+a\s+(?:planet|star)\b|\bthe\s+moon\s+is\s+a\s+(?:planet|star)\b/i, false, "the Moon is the Earth's natural satellite"],
  [/\bis\s+pluto\s+(?:still\s+)?a\s+planet\b|\bpluto\s+is\s+a\s+planet\b/i, false, "Pluto has been classed as a dwarf planet since 2006"],
  [/\bis\s+(?:a|the)\s+whale\s+a\s+fish\b|\b(?:are\s+)?whales\s+(?:are\s+)?fish\b/i, false, "whales are mammals, not fish"],
  [/\bis\s+(?:a|the)\s+whale\s+a\s+mammal\b|\b(?:are\s+)?whales\s+(?:are\s+)?mammals\b/i, true, "whales are mammals"],
  [/\bis\s+(?:a|the)\s+tomato\s+a\s+fruit\b|\b(?:are\s+)?tomato(?:es)?\s+(?:is\s+|are\s+)?(?:a\s+)?fruits?\b/i, true, TOMATO],
  kindClaim("tomato", "tomatoes", "vegetables?", false, TOMATO),
  // What a thing is classed as, asked because the everyday answer is wrong ("Is a peanut a nut?").
  kindClaim("bat", "bats", "mammals?", true, BAT),
  kindClaim("bat", "bats", "birds?", false, BAT),
  kindClaim("dolphin", "dolphins", "mammals?", true, "dolphins are mammals, not fish: they breathe air and feed their young on milk"),
  kindClaim("dolphin", "dolphins", "fish(?:es)?", false, "dolphins are mammals, not fish: they breathe air and feed their young on milk"),
  kindClaim("shark", "sharks", "fish(?:es)?", true, "sharks are fish, not mammals: they breathe through gills"),
  kindClaim("shark", "sharks", "mammals?", false, "sharks are fish, not mammals: they breathe through gills"),
  kindClaim("penguin", "penguins", "birds?", true, "penguins are birds: flightless ones, with wings that work as flippers"),
  kindClaim("penguin", "penguins", "mammals?|fish(?:es)?", false, "penguins are birds: flightless ones, with wings that work as flippers"),
  kindClaim("spider", "spiders", "insects?", false, "spiders are arachnids, not insects: they have eight legs and two body parts, where insects have six legs and three"),
  kindClaim("spider", "spiders", "arachnids?", true, "spiders are arachnids, not insects: they have eight legs and two body parts, where insects have six legs and three"),
  kindClaim("peanut", "peanuts", "nuts?", false, PEANUT),
  kindClaim("peanut", "peanuts", "legumes?", true, PEANUT),
  kindClaim("banana", "bananas", "berry|berries", true, "botanically, a banana is a berry; a strawberry, despite its name, is not"),
  kindClaim("strawberry", "strawberries", "berry|berries", false, "botanically, a strawberry is not a berry (its seeds sit on the outside); a banana, surprisingly, is"),
  kindClaim("mushroom", "mushrooms", "vegetables?|plants?", false, MUSHROOM),
  kindClaim("mushroom", "mushrooms", "fung(?:us|i)", true, MUSHROOM),
  kindClaim("cucumber", "cucumbers", "fruits?", true, "botanically, a cucumber is a fruit, since it holds the seeds; in the kitchen it is treated as a vegetable"),
  kindClaim("cucumber", "cucumbers", "vegetables?", false, "botanically, a cucumber is a fruit, since it holds the seeds; in the kitchen it is treated as a vegetable"),
  kindClaim("avocado", "avocados", "fruits?", true, "botanically, an avocado is a fruit: a large berry with a single seed"),
  kindClaim("avocado", "avocados", "vegetables?", false, "botanically, an avocado is a fruit: a large berry with a single seed"),
];
/** Words of the world claims above: a prompt without one is no such claim (facts.ts asks this too). */
export const WORLD_WORDS = /capital|earth|world|planet|sun|moon|pluto|whale|tomato|\b(?:bats?|dolphins?|sharks?|penguins?|spiders?|peanuts?|bananas?|strawberr(?:y|ies)|mushrooms?|cucumbers?|avocados?)\b/i;

/** A claim about capitals or a well-known fact, judged; undefined for any other claim. */
function worldTruth(text: string): Truth | undefined {
  const capital = CAPITAL_CLAIM.exec(text);
  if (capital) {
    const [claimed, country] = [(capital[1] ?? capital[3])!.trim(), (capital[2] ?? capital[4])!.replace(/\.$/, "").trim()];
    const city = capitalOf(country);
    if (city === undefined) return undefined;
    const plain = (name: string) => name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/,?\s*d\.?\s*c\.?$/, "").replace(/[^a-z]/g, "");
    // "Tell me whether Canberra is the capital…": the claimed city ends what was read before "is".
    const holds = plain(claimed).endsWith(plain(city));
    const shownCountry = /^(?:us|usa|uk)$/i.test(country) ? `the ${country.toUpperCase()}` : country.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase());
    return { holds, reason: holds ? `${city} is the capital of ${shownCountry}` : `the capital of ${shownCountry} is ${city}` };
  }
  for (const [claim, holds, reason] of KNOWN_CLAIMS) if (claim.test(text)) return { holds, reason };
  return undefined;
}

/**
 * A yes/no question about numbers or a known claim answered as a model does: "Yes, 17 is a prime
 * number.", an either/or question with the choice ("Is 10 even or odd?" → "10 is even."), or
 * undefined when the prompt asks none.
 * @example truthReply("Is 2+2 equal to 5?") // "No, 2 + 2 = 4, not 5."
 */
export function truthReply(prompt: string): string | undefined {
  if (!/^\s*(?:is|are|does)\b[^?]*\?\s*$/i.test(prompt)) return undefined;
  const truth = truthOf(prompt);
  if (!truth) return undefined;
  // "Is a tomato a fruit or a vegetable?" asks which, not whether: the answer is the choice, with
  // no "Yes" or "No" before it. "Is Pluto a planet or not?" still asks whether.
  if (EITHER_OR.test(prompt)) return `${truth.reason.charAt(0).toUpperCase()}${truth.reason.slice(1)}.`;
  return `${truth.holds ? "Yes" : "No"}, ${truth.reason}.`;
}

/** A question offering two answers in words: "…a fruit or a vegetable?", not "…or not?" nor "divisible by 5 or 7?". */
const EITHER_OR = /\bor\s+(?!not\b|no\b)(?:an?\s+)?\p{L}[^?]*\?\s*$/iu;

function kindTruth(text: string): Truth | undefined {
  const match = KIND.exec(text);
  if (!match) return undefined;
  const value = valueOf(match[1] ?? match[2]!);
  if (value === undefined || !Number.isInteger(value)) return undefined;
  const kind = match[4]!.toLowerCase();
  const shown = shownWithValue(match[1] ?? match[2]!, value);
  let verdict: Truth | undefined;
  if (kind === "even" || kind === "odd") {
    const even = value % 2 === 0;
    verdict = { holds: even === (kind === "even"), reason: `${shown} is ${even ? "even" : "odd"}` };
  } else {
    if (Math.abs(value) > MAX_PRIME) return undefined;
    const factor = smallestFactor(value);
    const prime = value >= 2 && factor === value;
    const why = prime ? `${shown} is a prime number` : value < 2 ? `${shown} is not a prime number (primes start at 2)` : `${shown} is not a prime number: ${value} = ${factor} × ${value / factor}`;
    verdict = { holds: prime === (kind === "prime") && (value >= 2 || kind === "prime"), reason: why };
  }
  return match[3] ? { ...verdict, holds: !verdict.holds } : verdict;
}

function divisibleTruth(text: string): Truth | undefined {
  const match = DIVISIBLE.exec(text);
  if (!match) return undefined;
  const [value, divisor] = [valueOf(match[1] ?? match[2]!), valueOf(match[4]!)];
  if (value === undefined || divisor === undefined || !Number.isInteger(value) || !Number.isInteger(divisor) || divisor === 0) return undefined;
  const divides = value % divisor === 0;
  const reason = divides ? `${value} ÷ ${divisor} = ${value / divisor}` : `${value} ÷ ${divisor} leaves a remainder of ${Math.abs(value % divisor)}`;
  return { holds: divides !== Boolean(match[3]), reason };
}

function comparisonTruth(text: string): Truth | undefined {
  const worded = COMPARE.exec(text);
  if (worded) {
    const relation = COMPARISON_WORDS.find(([pattern]) => pattern.test(worded[4]!.replace(/\s+/g, " ")))?.[1];
    const verdict = relation && compared(worded[1] ?? worded[2]!, relation, worded[5]!);
    return verdict && worded[3] ? { ...verdict, holds: !verdict.holds } : verdict;
  }
  const equals = EQUALS.exec(text);
  if (equals) return compared(equals[1] ?? equals[2]!, "=", equals[3]!);
  const signed = SIGNED.exec(text);
  return signed ? compared(signed[1]!, SIGNS[signed[2]!]!, signed[3]!) : undefined;
}

/** Whether `left relation right` holds, and the sums that show it. */
function compared(left: string, relation: Relation, right: string): Truth | undefined {
  const [a, b] = [valueOf(left), valueOf(right)];
  if (a === undefined || b === undefined) return undefined;
  const holds = { "=": a === b, "!=": a !== b, ">": a > b, "<": a < b, ">=": a >= b, "<=": a <= b }[relation];
  const [leftShown, rightShown] = [written(left), written(right)];
  // "2 + 2 = 4, not 5": the sum's value is the reason a claim of equality fails or holds.
  if (relation === "=" && hasOperator(left) && !hasOperator(right)) return { holds, reason: holds ? `${leftShown} = ${format(a)}` : `${leftShown} = ${format(a)}, not ${rightShown}` };
  const reason = holds
    ? `${shownWithValue(left, a)} is ${RELATION_WORDS[relation]} ${shownWithValue(right, b)}`
    : `${shownWithValue(left, a)} is not ${RELATION_WORDS[relation]} ${shownWithValue(right, b)}`;
  return { holds, reason };
}

/** An expression as the reply writes it, with spaces around its operators: "2 + 2". */
function written(expression: string): string {
  return tokens(expression)
    .map((token) => (typeof token === "number" ? format(token) : token))
    .join(" ");
}

/** "2 + 2 (which is 4)" for a sum, the number alone otherwise. */
function shownWithValue(expression: string, value: number): string {
  return hasOperator(expression) ? `${written(expression)} (which is ${format(value)})` : format(value);
}

function hasOperator(expression: string): boolean {
  return tokens(expression).length > 1;
}

function format(value: number): string {
  return String(Number(value.toPrecision(12)));
}

const OPERATOR_SYMBOLS: Readonly<Record<string, string>> = { x: "×", "*": "×", times: "×", "multiplied by": "×", plus: "+", minus: "-", "/": "÷", "divided by": "÷" };
const TOKEN = new RegExp(String.raw`(${NUMBER})|(${OPERATOR})`, "gi");

/** The numbers and operators of an expression, operators as symbols: [2, "+", 2]. */
function tokens(expression: string): (number | string)[] {
  const found: (number | string)[] = [];
  for (const match of expression.matchAll(TOKEN)) {
    // "2-2" reads as 2 − 2: a minus after a number is an operator, not a sign.
    if (match[1] !== undefined && match[1].startsWith("-") && typeof found[found.length - 1] === "number") found.push("-", Number(match[1].slice(1)));
    else if (match[1] !== undefined) found.push(Number(match[1]));
    else found.push(OPERATOR_SYMBOLS[match[2]!.toLowerCase()] ?? match[2]!);
  }
  return found;
}

/** The value of an expression, powers first, then × and ÷, then + and −; undefined for a division by zero. */
function valueOf(expression: string): number | undefined {
  const items = tokens(expression);
  const apply = (symbols: readonly string[], calc: (a: number, op: string, b: number) => number | undefined): boolean => {
    for (let i = 1; i < items.length - 1; ) {
      const op = items[i];
      if (typeof op === "string" && symbols.includes(op)) {
        const result = calc(items[i - 1] as number, op, items[i + 1] as number);
        if (result === undefined) return false;
        items.splice(i - 1, 3, result);
      } else i += 2;
    }
    return true;
  };
  const ok =
    apply(["^"], (a, _, b) => a ** b) &&
    apply(["×", "÷"], (a, op, b) => (op === "×" ? a * b : b === 0 ? undefined : a / b)) &&
    apply(["+", "-"], (a, op, b) => (op === "+" ? a + b : a - b));
  return ok && items.length === 1 && typeof items[0] === "number" && Number.isFinite(items[0]) ? items[0] : undefined;
}

/** The smallest factor of `value` above 1 (itself for a prime, and for 0, 1 and negatives). */
function smallestFactor(value: number): number {
  if (value < 4) return value;
  if (value % 2 === 0) return 2;
  for (let divisor = 3; divisor * divisor <= value; divisor += 2) if (value % divisor === 0) return divisor;
  return value;
}
