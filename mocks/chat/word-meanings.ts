/**
 * What a word means and its synonyms: "Define serendipity", "What does ubiquitous mean?",
 * "Meaning of the word ephemeral", "Give me synonyms for happy", "antonyms of brave". Vocabulary
 * apps and chat demos ask these first, and a dictionary's answer is short and exact: the part of
 * speech, the definition and a sentence that uses it (word-table.ts). A word the table does not
 * hold gets an honest reply that names it rather than a guessed definition. Only a single word is
 * read, so "What does API mean?" and "Define recursion", which explanations.ts answers earlier in
 * the chain, and phrases, are left to the other replies.
 */
import { ADJECTIVES, WORDS, type WordEntry } from "./word-table.ts";

/** Cheap first look: a prompt that says none of these asks for no word's meaning. */
const CUE = /defin|mean|synonym|antonym|opposite|another word|other word/i;
/** "Define X", "What does X mean?", "the meaning of (the word) X", "X meaning": group 1 the word. */
const DEFINE = /^(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:define|(?:what(?:'s|\s+is)\s+)?(?:the\s+)?(?:meaning|definition)\s+of)\s+(?:the\s+word\s+)?["'“‘]?([a-z][a-z-]{1,24})["'”’]?\s*[?.!]?$|^what\s+does\s+(?:the\s+word\s+)?["'“‘]?([a-z][a-z-]{1,24})["'”’]?\s+mean\s*[?.!]?$|^["'“‘]?([a-z][a-z-]{1,24})["'”’]?\s+(?:meaning|definition)\s*[?.!]?$/i;
/** Words that point at something said rather than name a word: "What does that mean?". */
const POINTING = /^(?:it|that|this|these|those|he|she|they|you|i|we|me|him|her|them|us|one|so|what|which|there|here|all|something|anything|everything|yours|mine)$/;
/** "synonyms for X", "give me 5 antonyms of X", "another word for X", "the opposite of X": group 1 the kind, group 2 the word. */
const SIMILAR = /^(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:(?:give|list|show|tell)\s+me\s+|list\s+|what\s+(?:are|is)\s+|what's\s+)?(?:some\s+|a\s+few\s+|\d{1,2}\s+|the\s+|an?\s+)?(?:(?:good|common|other)\s+)?(synonyms?|antonyms?|opposite|(?:another|other)\s+words?)\s+(?:for|of|to)\s+(?:the\s+word\s+)?["'“‘]?([a-z][a-z-]{1,24})["'”’]?\s*[?.!]?$/i;

function definition(word: string, [pos, meaning, example, synonyms, antonyms]: WordEntry): string {
  const lines = [`**${word}** (${pos}): ${meaning}.`, "", `Example: "${example}"`];
  if (synonyms !== "") lines.push("", `Synonyms: ${synonyms}.`);
  if (antonyms !== "") lines.push(`Antonyms: ${antonyms}.`);
  return lines.join("\n");
}

function similar(word: string, opposites: boolean, synonyms: string, antonyms: string): string {
  const [first, second] = opposites ? [antonyms, synonyms] : [synonyms, antonyms];
  if (first === "") {
    return opposites
      ? `**${word}** has no true antonym in common use. Its closest synonyms are ${synonyms}.`
      : `**${word}** has no close synonym in common use.`;
  }
  const heading = `${opposites ? "Antonyms" : "Synonyms"} for **${word}**: ${first}.`;
  const rest = second === "" ? "" : `\n\n${opposites ? "Synonyms" : "Antonyms"}: ${second}.`;
  return `${heading}${rest}\n\nThe closest fit depends on the sentence: tell me yours and I'll pick the best one.`;
}

/**
 * The definition, part of speech and an example sentence of the word a prompt asks about, its
 * synonyms or antonyms, or an honest reply for a word the table does not hold; undefined for any
 * other prompt.
 * @example wordMeaningReply("Define serendipity")?.split("\n")[0] // "**serendipity** (noun): the occurrence of happy or useful events by chance; finding something good without looking for it."
 */
export function wordMeaningReply(prompt: string): string | undefined {
  if (prompt.length > 80 || !CUE.test(prompt)) return undefined;
  const text = prompt.trim();
  const asked = SIMILAR.exec(text);
  if (asked !== null) {
    const word = asked[2]!.toLowerCase();
    const opposites = /^(?:antonym|opposite)/i.test(asked[1]!);
    const entry = WORDS[word];
    const pair = ADJECTIVES[word] ?? (entry === undefined ? undefined : [entry[3], entry[4]]);
    if (pair !== undefined) return similar(word, opposites, pair[0], pair[1]);
    return `I don't have a reliable list of ${opposites ? "antonyms" : "synonyms"} for "${word}" at hand, and I'd rather not guess. A thesaurus such as Merriam-Webster's or Oxford's will give you a full list; or share the sentence you're writing, and I can suggest words that fit it.`;
  }
  const defined = DEFINE.exec(text);
  if (defined === null) return undefined;
  const word = (defined[1] ?? defined[2] ?? defined[3])!.toLowerCase();
  const entry = WORDS[word];
  if (entry !== undefined) return definition(word, entry);
  // "What does it mean?", "What does that mean?": a question about what was said, not a word to define.
  if (POINTING.test(word)) return undefined;
  // A name or an acronym ("What does NASA mean?") is no dictionary word: left to the other replies.
  if (!/^[a-z][a-z-]*$/.test((defined[1] ?? defined[2] ?? defined[3])!)) return undefined;
  const adjective = ADJECTIVES[word];
  if (adjective !== undefined) return `**${word}** (adjective) is a common word with several shades of meaning. Close synonyms: ${adjective[0]}. Its opposites: ${adjective[1]}.\n\nTell me the sentence you saw it in, and I'll explain the sense it has there.`;
  return `I don't have a reliable definition of "${word}" at hand, and I'd rather not guess at one. A dictionary such as Merriam-Webster or Oxford will have it; or, if you share the sentence where you saw "${word}", I can help you work out its meaning from the context.`;
}
