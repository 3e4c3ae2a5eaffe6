/**
 * What a `json_object` prompt that names no keys asks a question of: a country's facts ("Answer
 * in JSON: what is the capital of France and its population?" → `{"capital": "Paris",
 * "population": 2100000}`), or a quiz ("Give me 3 quiz questions about the solar system as JSON"
 * → `{"questions": [{"question", "options", "answer"}, …]}`, quizzes.ts's questions). A model
 * answers these with the facts under keys named for what was asked, not `{"answer": …}` filler.
 */
import { countOf } from "./list-counts.ts";
import { knownQuizQuestion, subjectQuizQuestion, type KnownQuestion } from "./quizzes.ts";
import { countryFacts, type Row, type Value } from "./json-object-rows.ts";

/** Questions of a quiz whose prompt gives no count. */
const DEFAULT_QUESTIONS = 5;
/** Most questions of one quiz. */
const MAX_QUESTIONS = 10;

/**
 * The facts a country question asks for, in the order asked, as keys, with the words of the
 * phrases that asked them ("official", "language"); or a quiz's questions.
 */
export type AskedFacts = { facts: ReadonlyMap<string, Value>; words: ReadonlySet<string> } | { questions: readonly KnownQuestion[] };

/**
 * The facts or the quiz `text` (the user's message) asks for; undefined when it asks neither, or
 * about a country the mock does not know.
 * @example askedFacts("Answer in JSON: what is the capital of France and its population?") // { facts: Map { "capital" → "Paris", "population" → 2100000 } }
 */
export function askedFacts(text: string): AskedFacts | undefined {
  const head = text.slice(0, 600);
  const lower = head.toLowerCase();
  // Cheap cues first: most prompts name neither a quiz nor a country's facts.
  if (lower.includes("quiz") || lower.includes("trivia") || lower.includes("multiple choice") || lower.includes("multiple-choice")) return quiz(head);
  if (/capital|population|currency|continent|language/.test(lower)) return countryQuestion(head);
  return undefined;
}

/** The facts of a country a question names: "the capital of France and its population", "France's currency and language". */
const FACT_WORDS = /\b(capital(?:\s+city)?|population|currency|continent|(?:official\s+|main\s+)?language)s?\b/gi;
/** The country a question is of: "of France", "of the United States", "France's", "in Japan". */
const COUNTRY = /\b(?:of|in|for|about)\s+((?:the\s+)?[A-Z][\p{L}.]*(?:\s+[A-Z][\p{L}.]*){0,2})|\b([A-Z][\p{L}]*(?:\s+[A-Z][\p{L}]*){0,2})'s\b/gu;

function countryQuestion(text: string): AskedFacts | undefined {
  const country = countryNamedIn(text);
  if (!country) return undefined;
  const facts = new Map<string, Value>();
  const words = new Set<string>();
  for (const found of text.matchAll(FACT_WORDS)) {
    const phrase = found[1]!.toLowerCase();
    const key = factColumn(phrase)!;
    // "the capital of France and its population": "its" is the capital's, the nearest thing named.
    const ofCapital = key === "population" && facts.has("capital") && /\bits\s+$/i.test(text.slice(Math.max(0, found.index! - 8), found.index));
    const value = ofCapital ? country.capital_population : country[key];
    if (value === undefined || facts.has(key)) continue;
    facts.set(key, value);
    for (const word of phrase.split(/\s+/)) words.add(word);
  }
  return facts.size > 0 ? { facts, words } : undefined;
}

/**
 * The column of json-object-rows.ts's countries a fact's name is, or undefined: "capital city"
 * and `capital_city` → `capital`, `official_language` → `language`, `country` → `name`.
 */
export function factColumn(name: string): string | undefined {
  switch (name.toLowerCase().replace(/[^a-z]+/g, "")) {
    case "capital":
    case "capitalcity":
      return "capital";
    case "population":
      return "population";
    case "currency":
      return "currency";
    case "continent":
      return "continent";
    case "language":
    case "officiallanguage":
    case "mainlanguage":
      return "language";
    case "country":
    case "countryname":
      return "name";
    default:
      return undefined;
  }
}

/** The facts of the first country `text` names that the mock knows ("of France", "the U.S.", "Japan's"). */
export function countryNamedIn(text: string): Row | undefined {
  let country: Row | undefined;
  for (const found of text.slice(0, 600).matchAll(COUNTRY)) {
    const name = (found[1] ?? found[2]!).trim();
    // "of the United States of America": the longest known name at the start of the phrase.
    const words = name.split(/\s+/);
    for (let length = words.length; length > 0 && !country; length--) country = countryFacts(words.slice(0, length).join(" "));
    if (country) return country;
  }
  return undefined;
}

/** "3 quiz questions", "a 4-question quiz", "a quiz with 5 questions", "quiz of 6". */
const QUIZ_COUNT = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?:[\s-]+(?:[a-z-]+\s+){0,2}?(?:questions?|quiz|trivia)\b)|\bquiz\b[^.?!\n]{0,40}?\b(\d{1,2}|three|four|five|six|seven|eight|nine|ten)\s+questions?\b/i;
/** What a quiz is about: "about the solar system", "on JavaScript", up to the JSON it is asked in, a "for kids" or the sentence's end. */
const QUIZ_SUBJECT = /\b(?:about|on|covering|regarding)\s+(?:the\s+)?([^.,;:?!\n]{1,60}?)(?=\s+(?:as|in|using|formatted|with|for|that|and\s+(?:return|format|answer|respond|output))\b|\s*[.,;:?!\n]|$)/i;

function quiz(text: string): AskedFacts {
  const counted = QUIZ_COUNT.exec(text);
  const count = Math.min(MAX_QUESTIONS, countOf(counted?.[1] ?? counted?.[2] ?? "") ?? DEFAULT_QUESTIONS);
  const subject = QUIZ_SUBJECT.exec(text)?.[1]?.trim() ?? "";
  const questions: KnownQuestion[] = [];
  for (let index = 0; index < count; index++) {
    const question = knownQuizQuestion(subject, text, index, 4) ?? subjectQuizQuestion(subject || "general knowledge", index, 4);
    // A quiz the mock knows five questions of asks each once: a sixth would repeat the first.
    if (questions.some((asked) => asked.question === question.question)) break;
    questions.push(question);
  }
  return { questions };
}
