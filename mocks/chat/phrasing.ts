/**
 * Turning the user's words into the reply's: "for my 8 year old" → "for your 8-year-old", "save
 * money" → "saving money". Suggestions name their subject so (suggestions.ts), and the general
 * reply restates a question so (restatement.ts): "How do I make my website faster?" is about
 * "making your website faster", never about "website faster".
 */

/**
 * A word one of `addressed`'s replacements needs ("old" of an age, "I", "my", "us"…), matched
 * more loosely than they match it: a phrase without one (most subjects: "better sleep") is left
 * as it is without trying the eight replacements, none of which would change it.
 */
const SPEAKER_WORD = /old|\b(?:i|my|our|me|us|we|myself|mine)\b/i;

/** The speaker's words as the reply's: "for my 8 year old" → "for your 8-year-old". */
export function addressed(text: string): string {
  if (!SPEAKER_WORD.test(text)) return text;
  return text
    .replace(/\b(\d{1,2})[- ]?(?:years?|yrs?)[- ]?old\b/gi, "$1-year-old")
    .replace(/\bI'm\b|\bI am\b/g, "you're")
    .replace(/\bI was\b/g, "you were")
    .replace(/\b(?:my|our)\b/gi, "your")
    // "us", not "US".
    .replace(/\b[Mm]e\b|\bus\b/g, "you")
    .replace(/\bI\b|\bwe\b/g, "you")
    .replace(/\bmyself\b/gi, "yourself")
    .replace(/\bmine\b/gi, "yours");
}

/** Verbs whose last letter doubles before -ing. */
const DOUBLED = new Set(["get", "set", "put", "stop", "plan", "run", "shop", "cut", "sit", "swim", "begin", "jog", "win", "chat", "hit", "drop", "prep", "quit", "swap", "skip", "dig", "shut", "ship", "chop", "wrap", "admit", "forget", "submit", "commit", "prefer", "let", "bet", "hug", "nap", "rub", "beg", "trim", "grab", "plug", "zip", "clip", "step", "tap", "map", "flip", "snap", "scan", "spin", "pin", "slip", "trip", "strip", "regret", "occur", "refer", "permit", "omit", "control", "equip", "upset", "log", "jam", "blog", "tag", "rob", "stab", "scrub", "knit", "fit"]);
/** A prefix whose verb keeps its own -ing: "reset" is "resetting" as "set" is "setting". */
const PREFIXED = /^(?:re|un|up|out|over|under|with|pre)(.+)$/;

/** Two-word verbs whose -ing goes on the second word: "potty train" is "potty training", never "pottying train". */
const TWO_WORD_VERB = /^(?:(?:potty|toilet|crate|house|leash|litter|sleep) train|(?:spring|deep|spot|dry) clean|(?:jump|kick) start|(?:power|pressure|hand) wash|stir fry)$/i;

/**
 * A verb phrase's -ing form, the -ing on the verb's last word when the verb is two words.
 * @example gerundPhrase(["potty", "train", "a", "puppy"]) // "potty training a puppy"
 */
export function gerundPhrase(words: readonly string[]): string {
  const [first = "", second, ...rest] = words;
  if (second !== undefined && TWO_WORD_VERB.test(`${first} ${second}`)) return [first, gerund(second), ...rest].join(" ");
  return [gerund(first), ...words.slice(1)].join(" ");
}

/** A verb's -ing form: "save" → "saving", "get" → "getting", "learn" → "learning". */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (/ing$/.test(v)) return verb;
  if (v === "be" || v === "see") return `${verb}ing`;
  if (/ie$/.test(v)) return `${verb.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(v)) return `${verb.slice(0, -1)}ing`;
  if (DOUBLED.has(v) || DOUBLED.has(PREFIXED.exec(v)?.[1] ?? "")) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}
