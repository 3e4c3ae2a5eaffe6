/**
 * A curated fact (who painted a work, the year of an event, how far the Moon is, why the sky is
 * blue, how to make coffee) written again for a later choice of `n`, as a model's next sample
 * writes the same answer: the concise form ("**Leonardo da Vinci** painted the *Mona Lisa*."),
 * the short answer first and then the details, or the same details in other sentences. The
 * curated tables hold one text per fact; three copies of it give a "pick one" UI nothing to pick.
 *
 * Every form is cut from or rearranged out of the curated text itself, never written anew, so the
 * facts stay the table's: the concise form keeps the lead clause with its bold answer, the others
 * keep every word of it. Choice 0 (and any reply outside a completion) is the curated text as it
 * was (`sampleNumber` is 0); the form of a later choice follows its sample number, so each choice
 * and each redraw that must open differently (completion.ts) gets the next form.
 */
import { sampleNumber } from "./choice-variety.ts";

/** The questions whose answer is a name, a date, a place or a quantity: "Short answer: **1945**." */
const SHORT_ANSWERED = /^\s*(?:who|when|where|which|what|in\s+what\s+year|how\s+(?:far|many|much|long|old|tall|big|fast|hot|cold|deep|high|heavy|large|small))\b/i;
/** A sentence's end: a stop before a capital, a mark or the end. */
const SENTENCE_END = /[.!?](?=\s+[A-Z*_"(\d]|\s*$)/g;
/** Words whose stop ends no sentence: "St. Mary's", "e.g. Paris", "J. K. Rowling". */
const ABBREVIATION = /(?:^|[\s(])(?:[A-Z]|e\.g|i\.e|etc|vs|approx|Mr|Mrs|Ms|Dr|St|Mt|No|U\.S|U\.K)$/;
/** Where a lead sentence's main clause ends and its details begin. */
const CLAUSE_BREAK = /; |: | — |, (?:who|which|where|whose|when|although|though|but|while) /g;
/** What a shorter form keeps: advice to see a doctor, a word that the answer may be out of date. */
const CAVEAT = /\b(?:doctor|emergency|911|medical attention|check a current|to be sure|may have changed)\b/i;
/** A creator's line in the passive: "The *Mona Lisa* was painted by **Leonardo da Vinci**…". */
const PASSIVE = /^(The |A |An )?(.+?) (?:was|were) (painted|written|composed|directed|invented|founded|discovered|built|designed|created|sculpted|developed|co-founded|produced) by (\*\*[^*]+\*\*)(,? in [^,;:]+)?/;

/**
 * `text` as later sample `sample` of a fact-like curated reply: the text itself for sample 0 or
 * where it has no other form.
 * @example resampledFact("Who painted the Mona Lisa?", "The *Mona Lisa* was painted by **Leonardo da Vinci**, who began it…", 1) // "**Leonardo da Vinci** painted the *Mona Lisa*."
 */
export function resampledFact(prompt: string, text: string, sample: number): string {
  if (sample === 0) return text;
  const forms = [concise(text), answerFirst(prompt, text), inShort(text), opened(text), resentenced(text)].filter((form): form is string => form !== undefined && form !== text);
  if (forms.length === 0) return text;
  // The forms that open another way first: a client cut at a few tokens shows only the opening.
  const opening = openingOf(text);
  const ordered = [...forms.filter((form) => openingOf(form) !== opening), ...forms.filter((form) => openingOf(form) === opening)];
  return ordered[(sample - 1) % ordered.length]!;
}

function openingOf(text: string): string {
  return text.trim().split(/\s+/, 4).join(" ").toLowerCase();
}

/**
 * The curated `text` for the choice being composed (choice-variety.ts): another form of it for a
 * later choice of `n`, the text itself otherwise (and for undefined, no curated reply).
 * @example sampledFact("Who painted the Mona Lisa?", creatorReply("Who painted the Mona Lisa?")) // the curated text for choice 0
 */
export function sampledFact(prompt: string, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const sample = sampleNumber();
  return sample === 0 ? text : resampledFact(prompt, text, sample);
}

/** Where `paragraph`'s first sentence ends (after its stop), or its length. */
function firstSentenceEnd(paragraph: string): number {
  for (const match of paragraph.matchAll(SENTENCE_END)) {
    if (ABBREVIATION.test(paragraph.slice(0, match.index))) continue;
    // A stop inside parentheses or bold ("(c. 1503)") ends nothing.
    const before = paragraph.slice(0, match.index);
    if (count(before, "(") > count(before, ")") || count(before, "**") % 2 === 1) continue;
    return match.index + 1;
  }
  return paragraph.length;
}

function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/** Whether `paragraph` is a list or a table, or code: a form made of sentences leaves it alone. */
function isBlock(paragraph: string): boolean {
  return /^(?:\s*(?:[-*] |\d+\. |\||```|#)|.*\n\s*(?:[-*] |\d+\. |\|))/.test(paragraph);
}

/**
 * The lead sentence's main clause, its bold answer kept: "The *Mona Lisa* was painted by
 * **Leonardo da Vinci**." (in the active for a creator's line), "World War II ended in **1945**.";
 * for a text of several paragraphs, its first paragraph, and a list's intro with the list.
 */
function concise(text: string): string | undefined {
  const paragraphs = text.split("\n\n");
  const lead = paragraphs[0]!;
  if (isBlock(lead)) return undefined;
  if (paragraphs.length > 1) {
    // An intro and its list ("How do I make coffee?") are the answer: only what follows them goes.
    const list = paragraphs.findIndex(isBlock);
    // Advice to see a doctor stays with the list it follows.
    if (list === 1) return paragraphs.filter((paragraph, at) => at < 2 || CAVEAT.test(paragraph)).join("\n\n");
    if (list === -1 && lead.length >= 120) return paragraphs.filter((paragraph, at) => at === 0 || CAVEAT.test(paragraph)).join("\n\n");
    if (list !== -1) return undefined;
  }
  const leadEnd = firstSentenceEnd(lead);
  // "Office holders change, so check a current news source": a caveat is no detail to cut.
  const caveat = CAVEAT.test(lead.slice(leadEnd)) ? lead.slice(leadEnd) : "";
  const sentence = lead.slice(0, leadEnd).replace(/[.!?]$/, "");
  const bold = sentence.indexOf("**");
  let clause = sentence;
  for (const match of sentence.matchAll(CLAUSE_BREAK)) {
    // The answer stays: a clause that ends before the bold answer has closed is no lead.
    if (bold >= 0 && count(sentence.slice(0, match.index), "**") < 2) continue;
    if (count(sentence.slice(0, match.index), "(") > count(sentence.slice(0, match.index), ")")) continue;
    clause = sentence.slice(0, match.index);
    break;
  }
  const active = PASSIVE.exec(clause);
  if (active) {
    const [, article = "", work, verb, by, when = ""] = active;
    return `${by} ${verb === "written" ? "wrote" : verb} ${article.toLowerCase()}${work}${when.replace(/^,/, "")}.${caveat}`;
  }
  const short = `${clause}.${caveat}`;
  return short === text || clause.split(/\s+/).length < 3 ? undefined : short;
}

/**
 * "Short answer: **1945**." before the whole text, for a question asking who, when, where or how
 * many: the bold answer of its lead sentence, when it has one.
 */
function answerFirst(prompt: string, text: string): string | undefined {
  if (!SHORT_ANSWERED.test(prompt)) return undefined;
  const lead = text.slice(0, firstSentenceEnd(text));
  const answer = /\*\*([^*\n]{1,60})\*\*/.exec(lead)?.[1];
  const leadLength = text.includes("\n\n") ? text.indexOf("\n\n") : text.length;
  if (answer === undefined || leadLength > 300 || prompt.toLowerCase().includes(answer.toLowerCase())) return undefined;
  return `**Short answer:** ${answer}.\n\n${text}`;
}

/**
 * An explanation of several paragraphs led by its first sentence as the gist: "**In short:** The
 * sky looks blue because of **Rayleigh scattering**.", then the rest of it.
 */
function inShort(text: string): string | undefined {
  const paragraphs = text.split("\n\n");
  const lead = paragraphs[0]!;
  if (paragraphs.length < 2 || isBlock(lead) || paragraphs.some(isBlock)) return undefined;
  const end = firstSentenceEnd(lead);
  const rest = lead.slice(end).trim();
  if (rest === "") return undefined;
  return [`**In short:** ${lead.slice(0, end)}`, rest, ...paragraphs.slice(1)].join("\n\n");
}

/** A text of several paragraphs (steps, symptoms, an explanation) opened as a model opens its next sample. */
function opened(text: string): string | undefined {
  return text.includes("\n\n") ? `Sure! ${text}` : undefined;
}

/**
 * The same words in other sentences: the lead sentence's details after a ";" or ":" given their
 * own sentence, and the rest as it was. "The Titanic sank in **1912**. It struck an iceberg…"
 */
function resentenced(text: string): string | undefined {
  const lead = text.slice(0, firstSentenceEnd(text));
  if (isBlock(lead)) return undefined;
  // Only a break before a whole clause: a pronoun or article opens it ("; it hangs in the Louvre").
  const split = lead.replace(/(?:;|:) (it|he|she|they|its|his|her|their|the|this|that|these|there|a|an|many|most|some) /g, (_, word: string) => `. ${word[0]!.toUpperCase()}${word.slice(1)} `);
  return split === lead ? undefined : split + text.slice(lead.length);
}
