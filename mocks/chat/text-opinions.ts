/**
 * What a given text's opinion comes to, in a document: how sure a sentiment is ("I absolutely
 * hated this movie, worst two hours ever." → `confidence` 0.94, a mixed text lower), a `score`
 * from -1 to 1, and a review's `rating`, `pros` and `cons` from the review's own clauses ("The
 * battery life is great …, but the camera is mediocre" → pros "The battery life is great", cons
 * "The camera is mediocre", rating 3). Read from the text after the instruction's colon.
 */
import { normalisedKey } from "./property-kinds.ts";
import { sentimentCounts, sentimentWords } from "./sentiment.ts";

type Json = Record<string, unknown>;

/** Words reviews praise or fault things with, besides the sentiment lexicon's. */
const REVIEW_POSITIVE = /\b(sharp|fast|quick|comfortable|sturdy|reliable|bright|crisp|solid|easy|intuitive|friendly|helpful|clean|quiet|affordable|lightweight|smooth|responsive|durable|tasty|delicious|fresh|generous|spacious|stunning|impressive|superb|gorgeous|lasts|worth)\b/gi;
const REVIEW_NEGATIVE = /\b(mediocre|expensive|overpriced|pricey|heavy|loud|noisy|flimsy|dim|laggy|buggy|cramped|dirty|bland|stale|crash(?:es|ed)?|confusing|uncomfortable|weak|lacks|lacking|drains|overheats|fragile|scratch(?:es|ed)?|cracks|cracked|breaks|broke|leaks|peels|fades|dies|died|unreliable|cheaply|poorly|boring|dull|meh|okay-ish|mixed|feels?\s+cheap|drops|disconnects|stopped\s+working)\b/gi;
/** Words that make an opinion stronger: how sure a reader is of it. */
const INTENSIFIERS = /\b(absolutely|really|so|very|extremely|totally|completely|utterly|ever|truly|incredibly|highly|definitely)\b|!/gi;
/** A negation before a word of praise turns it ("not great", "isn't sharp"). */
const NEGATION = /\b(?:not|no|hardly|barely)\b|n['’]t\b/i;
/** Where a review turns: "but", "however", "although", "while", a semicolon. */
const TURN = /,?\s+(?:but|however|although|though|yet|whereas|while)\s+|;\s*/i;
/** Where a clause of a review ends inside a turn's side: a comma, "and". */
const CLAUSE = /,\s+|\s+and\s+(?=(?:the|it|its|this|that|they|their|a|an|my|[\p{Ll}]+\s+(?:is|are|was|were))\b)/iu;
/** A sentence that asks rather than reviews ("Extract rating, pros and cons."). */
const INSTRUCTION = /\b(?:pros|cons|rating|extract|classify|summari[sz]e|analy[sz]e|sentiment|json)\b/i;

/** Names of lists of what a review praises, and of what it faults. */
const PRO_LISTS = new Set(["pros", "pro", "positives", "strengths", "likes", "upsides", "goodpoints"]);
const CON_LISTS = new Set(["cons", "con", "negatives", "weaknesses", "dislikes", "downsides", "badpoints", "complaints"]);
/** Names of a review's rating, and of how sure a sentiment is. */
const RATING_KEYS = new Set(["rating", "stars", "overallrating", "starrating", "score10", "ratingoutof5"]);
const CONFIDENCE_KEYS = new Set(["confidence", "certainty", "probability", "confidencescore", "sentimentconfidence"]);
const SCORE_KEYS = new Set(["score", "sentimentscore", "polarity", "polarityscore"]);
/** Names of a list of aspects, each with its own sentiment (aspect-based sentiment analysis). */
const ASPECT_LISTS = new Set(["aspects", "aspect", "aspectsentiments", "aspectbasedsentiment", "topics", "targets"]);
/** Names of an aspect item's name, and of its sentiment. */
const ASPECT_NAME_KEYS = new Set(["aspect", "feature", "topic", "target", "name", "entity", "category"]);
/** Words that end an aspect's name: the clause's verb ("The battery life is amazing", "the screen scratches easily"). */
const VERB = /^(?:is|are|was|were|has|have|had|feels?|looks?|seems?|works?|runs?|lasts?|gets?|got|can|could|does|did|doesn't|isn't|aren't|wasn't|won't|keeps?|takes?|comes?|sounds?|tastes?|smells?|\p{Ll}+(?:es|ed))$/u;
/** Words before an aspect's name: articles and possessives. */
const DETERMINER = /^(?:the|a|an|its|it's|my|our|their|his|her|this|that)$/i;

/** Names of a sentiment's field; a `label` or a `category` is a sentiment only when the prompt says so. */
const SENTIMENT_KEYS = new Set(["sentiment", "polarity", "overallsentiment", "sentimentlabel"]);

/** How positive and how negative a text is, counted over both lexicons. */
function polarity(text: string): { positive: number; negative: number } {
  const counts = sentimentCounts(text);
  let positive = counts.positive + (text.match(REVIEW_POSITIVE)?.length ?? 0);
  let negative = counts.negative + (text.match(REVIEW_NEGATIVE)?.length ?? 0);
  if (positive > 0 && negative === 0 && NEGATION.test(text)) [positive, negative] = [0, positive];
  return { positive, negative };
}

/**
 * The words a text praises and faults with, each once, in order: what a sentiment's reason quotes.
 * @example opinionWords("The battery life is amazing but the screen scratches easily.") // { positive: ["amazing"], negative: ["scratches"] }
 */
export function opinionWords(text: string): { positive: string[]; negative: string[] } {
  const own = sentimentWords(text);
  const unique = (words: string[]) => [...new Set(words.map((word) => word.toLowerCase()))];
  return { positive: unique([...own.positive, ...(text.match(REVIEW_POSITIVE) ?? [])]), negative: unique([...own.negative, ...(text.match(REVIEW_NEGATIVE) ?? [])]) };
}

/** The text after the instruction's colon ("Classify the sentiment of: <text>"), else the prompt. */
function givenText(prompt: string): string {
  const colon = /^[^:\n]{3,120}[:\n]\s*/.exec(prompt);
  return colon ? prompt.slice(colon[0].length) : prompt;
}

/**
 * How sure a reader is of the text's sentiment, 0.5 to 0.97: a text of one side only is clear
 * (0.85 and up, more with more such words and intensifiers); a mixed one is not (0.5 to 0.8).
 */
export function sentimentConfidence(text: string): number {
  const { positive, negative } = polarity(text);
  if (positive + negative === 0) return 0.7;
  if (positive === 0 || negative === 0) {
    const strength = positive + negative - 1 + Math.min(3, text.match(INTENSIFIERS)?.length ?? 0);
    return Math.min(0.97, Math.round((0.85 + 0.03 * strength) * 100) / 100);
  }
  return Math.round((0.5 + (0.3 * Math.abs(positive - negative)) / (positive + negative)) * 100) / 100;
}

/** The text's sentiment from -1 (all negative) to 1 (all positive), as sure as sentimentConfidence. */
function signedScore(text: string): number {
  const { positive, negative } = polarity(text);
  if (positive + negative === 0) return 0;
  const confidence = sentimentConfidence(text);
  if (positive === 0 || negative === 0) return positive > 0 ? confidence : -confidence;
  return Math.round(((positive - negative) / (positive + negative)) * 0.6 * 100) / 100;
}

/** A review's clauses that praise something, and those that fault something, as written. */
export function prosAndCons(text: string): { pros: string[]; cons: string[] } {
  const pros: string[] = [];
  const cons: string[] = [];
  // Reviews given in quotes ("'Great battery life.' 'Love the camera!'") are sentences of their own, without their quote marks.
  const unquoted = text.replace(/[“”"‘]/g, "").replace(/’/g, "'").replace(/(^|\s)'|'(?=\s|$)/g, "$1");
  for (const sentence of unquoted.replace(/\s+/g, " ").split(/(?<=[.!?])\s+/)) {
    if (INSTRUCTION.test(sentence)) continue;
    for (const side of sentence.replace(/[.!?]+$/, "").split(TURN)) {
      // A clause that says nothing of its own ("it is expensive" after a turn) takes its side's tone.
      const sideTone = polarity(side);
      for (const clause of side.split(CLAUSE)) {
        const { positive, negative } = polarity(clause);
        const tone = positive !== negative ? positive - negative : sideTone.positive - sideTone.negative;
        const written = clause.trim().replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
        if (written.split(" ").length < 2) continue;
        if (tone > 0) pros.push(written);
        else if (tone < 0) cons.push(written);
      }
    }
  }
  return { pros, cons };
}

/**
 * The aspects a review judges, each with its sentiment, from its clauses ("The battery life is
 * amazing but the screen scratches easily" → battery life positive, screen negative): the
 * clause's subject, without its article, up to its verb.
 * @example aspectsOf("The battery life is amazing but the screen scratches easily.") // [{ aspect: "battery life", sentiment: "positive" }, { aspect: "screen", sentiment: "negative" }]
 */
export function aspectsOf(text: string): { aspect: string; sentiment: "positive" | "negative" | "neutral"; clause: string }[] {
  const found: { aspect: string; sentiment: "positive" | "negative" | "neutral"; clause: string }[] = [];
  for (const sentence of text.replace(/\s+/g, " ").split(/(?<=[.!?])\s+/)) {
    if (INSTRUCTION.test(sentence)) continue;
    for (const side of sentence.replace(/[.!?]+$/, "").split(TURN)) {
      for (const clause of side.split(CLAUSE)) {
        const words = clause.trim().split(" ");
        while (words.length > 1 && DETERMINER.test(words[0]!)) words.shift();
        const verb = words.findIndex((word, at) => at > 0 && VERB.test(word.toLowerCase()));
        if (verb < 1 || verb > 3) continue;
        const aspect = words.slice(0, verb).join(" ").toLowerCase();
        if (/^(?:it|they|this|that|i|we|you)$/.test(aspect) || found.some((item) => item.aspect === aspect)) continue;
        const { positive, negative } = polarity(clause);
        found.push({ aspect, sentiment: positive > negative ? "positive" : negative > positive ? "negative" : "neutral", clause: clause.trim() });
      }
    }
  }
  return found;
}

/** The list of aspects `value` with `aspects`' names and sentiments in its items' fields, from the first item's shape; undefined when its items are not objects. */
function aspectItems(value: unknown[], aspects: ReturnType<typeof aspectsOf>): unknown[] | undefined {
  const template = value.find((item) => item !== null && typeof item === "object" && !Array.isArray(item)) as Json | undefined;
  if (template === undefined) return value.every((item) => typeof item === "string") ? aspects.map(({ aspect }) => aspect) : undefined;
  return aspects.map(({ aspect, sentiment, clause }) => {
    const item: Json = { ...template };
    for (const key of Object.keys(item)) {
      const name = normalisedKey(key);
      if (ASPECT_NAME_KEYS.has(name)) item[key] = aspect;
      else if (SENTIMENT_KEYS.has(name)) item[key] = sentiment;
      else if (SCORE_KEYS.has(name) && typeof item[key] === "number") item[key] = sentiment === "neutral" ? 0 : signedScore(clause);
      else if (CONFIDENCE_KEYS.has(name) && typeof item[key] === "number") item[key] = sentimentConfidence(clause);
      else if (/^(?:text|quote|evidence|excerpt|span|mention|snippet)$/.test(name)) item[key] = clause.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
    }
    return item;
  });
}

/** A rating the review writes ("4/5", "4 out of 5", "4 stars"), or one its pros and cons come to, on a scale of `low` to `high`. */
function ratingOf(text: string, pros: number, cons: number, low: number, high: number): number {
  const written = /\b(\d+(?:\.\d)?)\s*(?:\/\s*(\d+)|out of\s*(\d+)|stars?\b)/i.exec(text);
  if (written) {
    const value = Number(written[1]);
    const scale = Number(written[2] ?? written[3] ?? 5);
    if (value <= scale) return Math.min(high, Math.max(low, (value / scale) * high));
  }
  let share: number;
  if (pros + cons === 0) {
    const { positive, negative } = polarity(text);
    share = positive === negative ? 0.5 : positive > negative ? 0.75 : 0.25;
  } else share = pros / (pros + cons);
  // All praise is the top of the scale, all fault its bottom, an even review its middle.
  return low + share * (high - low);
}

/**
 * `document` with its opinion fields written from the prompt's text: `confidence` (`certainty`,
 * `probability`) and `score` beside a `sentiment`, a review's `pros`, `cons` and `rating`; each
 * kept only where `validate` accepts it, and only where the schema allows (`node` bounds).
 */
export function withOpinions(document: unknown, prompt: string, validate: (value: unknown) => boolean, schema: Json): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const keys = Object.keys(document as Json);
  const names = keys.map(normalisedKey);
  const hasSentiment = names.some((name) => SENTIMENT_KEYS.has(name)) || prompt.toLowerCase().includes("sentiment");
  const text = givenText(prompt);
  // A review is read only from a text given after the instruction: "Write a review of a great pizza place" gives none.
  const hasReview = text !== prompt && (names.some((name) => PRO_LISTS.has(name) || CON_LISTS.has(name)) || (names.some((name) => RATING_KEYS.has(name)) && /\breview/i.test(prompt)));
  if (!hasSentiment && !hasReview) return document;
  const copy = { ...(document as Json) };
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const set = (key: string, value: unknown) => {
    const before = copy[key];
    copy[key] = value;
    if (!validate(copy)) copy[key] = before;
  };
  const { pros, cons } = hasReview ? prosAndCons(text) : { pros: [], cons: [] };
  for (const key of keys) {
    const name = normalisedKey(key);
    const value = copy[key];
    const node = properties[key] ?? {};
    if (typeof value === "number" && hasSentiment && CONFIDENCE_KEYS.has(name)) {
      const max = typeof node.maximum === "number" ? node.maximum : 1;
      set(key, max >= 10 ? Math.round(sentimentConfidence(text) * max) : sentimentConfidence(text));
    } else if (typeof value === "number" && hasSentiment && SCORE_KEYS.has(name)) {
      const min = typeof node.minimum === "number" ? node.minimum : -1;
      const score = signedScore(text);
      // A score from 0 to 1 is how positive the text is.
      set(key, min >= 0 ? Math.round(((score + 1) / 2) * 100) / 100 : score);
    } else if (typeof value === "number" && hasReview && RATING_KEYS.has(name)) {
      const low = typeof node.minimum === "number" ? node.minimum : 1;
      const high = typeof node.maximum === "number" ? node.maximum : name.includes("10") ? 10 : 5;
      const rating = ratingOf(text, pros.length, cons.length, low, high);
      set(key, node.type === "integer" || Number.isInteger(value) ? Math.round(rating) : Math.round(rating * 10) / 10);
    } else if (typeof value === "string" && SENTIMENT_KEYS.has(name) && Array.isArray(node.enum) && node.enum.includes("mixed")) {
      // A text that praises and faults ("great food but slow service") is mixed, where the labels allow it.
      const { positive, negative } = polarity(text);
      if (positive > 0 && negative > 0 && Math.abs(positive - negative) <= 1) set(key, "mixed");
    } else if (Array.isArray(value) && hasSentiment && ASPECT_LISTS.has(name)) {
      const aspects = aspectsOf(text);
      // No clause judges a thing of its own ("I love the new update!"): no aspects, rather than made-up ones.
      const items = aspects.length > 0 ? aspectItems(value, aspects) : [];
      if (items) set(key, items);
    } else if (Array.isArray(value) && PRO_LISTS.has(name) && (pros.length > 0 || cons.length > 0)) set(key, pros);
    else if (Array.isArray(value) && CON_LISTS.has(name) && (pros.length > 0 || cons.length > 0)) set(key, cons);
    else if (typeof value === "string" && hasReview && SUMMARY_KEYS.has(name) && pros.length + cons.length > 1) set(key, reviewSummary(pros, cons));
  }
  return copy;
}

/** Names of a review's summary beside its pros and cons. */
const SUMMARY_KEYS = new Set(["summary", "overall", "overallsummary", "verdict", "overview", "reviewsummary"]);

/**
 * What the reviews come to, from their own pros and cons: "Reviewers like: great battery life; love
 * the camera. Complaints: the screen scratches easily; battery died after a year." (not the text pasted).
 */
function reviewSummary(pros: readonly string[], cons: readonly string[]): string {
  const listed = (clauses: readonly string[]) => clauses.map((clause) => clause.replace(/^(\p{Lu})(?=\p{Ll})/u, (letter) => letter.toLowerCase())).join("; ");
  const parts = [];
  if (pros.length > 0) parts.push(`Reviewers like: ${listed(pros)}.`);
  if (cons.length > 0) parts.push(`${pros.length > 0 ? "Complaints" : "Reviewers complain"}: ${listed(cons)}.`);
  if (pros.length > 0 && cons.length > 0) parts.unshift(pros.length > cons.length ? "Mostly positive, with some complaints." : pros.length < cons.length ? "Mostly negative, with a few good points." : "Mixed.");
  return parts.join(" ");
}
