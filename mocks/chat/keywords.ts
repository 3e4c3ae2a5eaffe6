/**
 * Keywords, key phrases and tags of a given text, as apps ask for them to index a note, tag a
 * post or label a chat ("Extract 5 keywords from this text: …", a system prompt "Return the
 * keywords of the user's text, comma-separated", Open WebUI's `{ "tags": [...] }` task). The
 * keywords are the text's own salient noun phrases: runs of words between stop words, verbs and
 * punctuation, scored as RAKE scores them (a word that keeps company in phrases scores more than
 * a word alone, a phrase is the sum of its words), as many as asked, in the order the text says
 * them; comma-separated, as a list, as hashtags or as JSON as the instruction asks. A text too
 * short to have keywords gets none: the ask is then no such task.
 */
import { jsonAnswer, type AppAsk } from "./app-ask-answers.ts";
import { countOf } from "./list-counts.ts";

/** Keywords given when the instruction gives no number. */
const DEFAULT_COUNT = 5;
const MAX_COUNT = 20;
/** Fewest words a text has keywords in. */
const MIN_WORDS = 5;
/** Characters of a text read. */
const MAX_CHARS = 6000;
/** Longest key phrase, in words. */
const MAX_PHRASE = 3;
/** Longest name kept as one keyword, in words. */
const MAX_NAME = 4;

/** "5 keywords", "three tags", "10 SEO keywords", "1-3 broad tags". */
const COUNT = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\s+(?:[\p{L}-]+\s+){0,2}?(?:key\s?words?|key\s?phrases?|(?:hash)?tags)\b/iu;
const HASHTAGS = /\bhashtags?\b/i;
const NUMBERED = /\bnumbered\b/i;
const LISTED = /\b(?:bullet(?:ed)?|as\s+a\s+list|one\s+per\s+line|each\s+on\s+(?:a\s+new|its\s+own)\s+line|list\s+them)\b/i;

/** Words that open a noun phrase: after "to" and a word, they make that word a verb. */
const DETERMINER = /^(?:the|a|an|my|your|our|their|its|his|her|this|that|these|those|some|more|new)$/i;

/** A word in -ing or -ed: a verb's form where it opens or closes a run ("revealing", "captured"). */
const PARTICIPLE = /^\p{Ll}{2,}(?:ing|ed)$/u;

/**
 * Words that end a key phrase: function words, and the verbs, adverbs and vague adjectives texts
 * are full of. A word not here, of three letters or more and not a number, is a keyword's word.
 */
const STOP_WORDS = new Set(
  (
    "a an the and or but nor so yet for of to in on at by with from into onto over under about above below between through during before after " +
    "since until within without against among across around along behind beyond near per via than then as if when while where which who whom whose " +
    "what why how that this these those there here it its it's they them their theirs we us our ours you your yours he him his she her hers i me my mine " +
    "is are was were be been being am do does did done doing has have had having can could will would shall should may might must " +
    "not no yes all any both each every few more most other some such only own same too very just also even still already again ever never " +
    "now today new old many much lot lots one two three first second last next up down out off well back away " +
    "make makes made making use uses used using help helps helped helping get gets got getting take takes took taking give gives gave giving " +
    "go goes went going come comes came coming see sees saw seen know knows knew think thinks thought say says said want wants wanted " +
    "need needs needed let lets put puts keep keeps kept start starts started begin begins began find finds found show shows showed shown " +
    "convert converts converted converting provide provides provided offer offers offered include includes included including allow allows allowed " +
    "reduce reduces reduced increase increases increased improve improves improved create creates created become becomes became " +
    "remain remains continue continues grow grows grew expect expects expected plan plans planned announce announces announced " +
    "launch launches launched enable enables enabled deliver delivers delivered support supports supported require requires required " +
    "like likes liked love loves loved feel feels felt seem seems seemed try tries tried call calls called bring brings brought " +
    "lead leads led run runs ran turn turns turned work works worked cost costs mean means meant set sets " +
    "really actually quite rather almost nearly about around approximately especially particularly mostly often usually always sometimes " +
    "good great best better bad worse worst big bigger small smaller large larger high higher low lower long longer short " +
    "able available possible important different certain sure real whole entire main key major " +
    "bake bakes baked cook cooks cooked learn learns learned buy buys bought build builds built write writes wrote read reads " +
    "visit visits pay pays paid finish finishes finished sell sells sold win wins won lose loses lost cut cuts " +
    "add adds added adding expand expands expanded expanding suffer suffers suffered " +
    "please thanks thank hello hi text paragraph article following below above keywords keyword tags tag extract"
  ).split(" "),
);

/**
 * Whether `word` is no keyword's word on its own: a function word, or a verb, adverb or vague
 * adjective of those texts are full of ("and", "make", "very").
 * @example isStopWord("and") // true
 */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/**
 * The keywords the ask wants, or undefined when it gives no text with keywords in it.
 * @example keywordsReply(ask) // "solar panels, sunlight, electricity, rooftop installations, energy bills"
 */
export function keywordsReply(ask: AppAsk): string | undefined {
  const turns = ask.turns();
  const text = ask.fromSystem || turns.length > 1 ? turns.map((turn) => turn.text).join("\n") : ask.material;
  const instruction = ask.instruction.slice(0, 1500);
  const counted = COUNT.exec(instruction);
  const keywords = keywordsOf(text, Math.min(MAX_COUNT, (counted ? countOf(counted[1]!) : undefined) ?? DEFAULT_COUNT));
  if (keywords.length === 0) return undefined;
  const json = jsonAnswer(instruction, keywords, HASHTAGS.test(instruction) ? "hashtags" : /\btags\b/i.test(instruction) ? "tags" : "keywords", ask.json);
  if (json !== undefined) return json;
  if (HASHTAGS.test(instruction)) return keywords.map((keyword) => `#${keyword.split(/[\s-]+/).map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("")}`).join(" ");
  if (NUMBERED.test(instruction)) return keywords.map((keyword, i) => `${i + 1}. ${keyword}`).join("\n");
  if (LISTED.test(instruction)) return keywords.map((keyword) => `- ${keyword}`).join("\n");
  return keywords.join(", ");
}

/**
 * The text's `count` most salient key phrases, in the order the text first says them; [] for a
 * text of fewer than MIN_WORDS words.
 * @example keywordsOf("Our new solar panels convert 24% of sunlight into electricity.", 2) // ["solar panels", "sunlight"]
 */
export function keywordsOf(text: string, count: number): string[] {
  const read = text.length > MAX_CHARS ? text.slice(0, MAX_CHARS) : text;
  const tokens = read.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*[\p{L}\p{N}]|[\p{L}\p{N}]|[^\s\p{L}\p{N}]+/gu) ?? [];
  if (tokens.filter((token) => /^[\p{L}\p{N}]/u.test(token)).length < MIN_WORDS) return [];
  // Candidate phrases: runs of keyword words, cut at stop words, numbers and punctuation.
  const phrases: { words: string[]; at: number }[] = [];
  let run: string[] = [];
  let sentenceStart = true;
  const close = (at: number) => {
    // A long run is its last MAX_PHRASE words: the head noun and what qualifies it.
    // A participle at a run's edge is a verb, not part of a name: "revealing | star formation", "Space Telescope | captured".
    // A word alone in -ing is a thing ("training"); alone in -ed, a verb ("finished").
    while (run.length > 1 && PARTICIPLE.test(run[0]!)) run.shift();
    while (run.length > 1 && PARTICIPLE.test(run.at(-1)!)) run.pop();
    if (run.length === 1 && /ed$/.test(run[0]!) && PARTICIPLE.test(run[0]!)) run.pop();
    // A name is kept whole up to four words ("James Webb Space Telescope").
    if (run.length > 0) phrases.push({ words: run.slice(run.every((word) => /^\p{Lu}/u.test(word)) ? -MAX_NAME : -MAX_PHRASE), at });
    run = [];
  };
  tokens.forEach((token, i) => {
    const word = token.replace(/’/g, "'").replace(/'s$/i, "");
    // A lower-case word between "to" and a determiner is a verb ("voted to expand the network"), not
    // a thing ("went to school."); a name is a place ("to Paris").
    const infinitive = i > 0 && tokens[i - 1]!.toLowerCase() === "to" && /^\p{Ll}/u.test(word) && DETERMINER.test(tokens[i + 1] ?? "");
    const keyword = /^\p{L}/u.test(word) && word.length >= 3 && !infinitive && !STOP_WORDS.has(word.toLowerCase()) && !/ly$/i.test(word);
    if (keyword) run.push(asWritten(word, sentenceStart));
    else close(i);
    sentenceStart = /^[.!?]+$/.test(token) || (sentenceStart && !/^\p{L}/u.test(token));
  });
  close(tokens.length);
  // RAKE: a word's degree (the words it shares phrases with, itself included) over its frequency.
  const frequency = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const { words } of phrases) {
    for (const word of words) {
      const key = word.toLowerCase();
      frequency.set(key, (frequency.get(key) ?? 0) + 1);
      degree.set(key, (degree.get(key) ?? 0) + words.length);
    }
  }
  const scored = new Map<string, { phrase: string; score: number; at: number }>();
  for (const { words, at } of phrases) {
    const key = words.join(" ").toLowerCase();
    if (scored.has(key)) continue;
    const score = words.reduce((sum, word) => sum + degree.get(word.toLowerCase())! / frequency.get(word.toLowerCase())!, 0);
    scored.set(key, { phrase: words.join(" "), score, at });
  }
  // A phrase inside a kept longer one ("panels" in "solar panels") adds nothing.
  const ranked = [...scored.values()].sort((a, b) => b.score - a.score || a.at - b.at);
  const kept: typeof ranked = [];
  for (const candidate of ranked) {
    const key = ` ${candidate.phrase.toLowerCase()} `;
    if (kept.some((other) => ` ${other.phrase.toLowerCase()} `.includes(key))) continue;
    kept.push(candidate);
    if (kept.length === count) break;
  }
  return kept.sort((a, b) => a.at - b.at).map((candidate) => candidate.phrase);
}

/** A word as a keyword writes it: a name or an acronym as written, another word in lower case (a sentence's first word too). */
function asWritten(word: string, sentenceStart: boolean): string {
  if (/^\p{Lu}{2,}/u.test(word) || /\p{Ll}\p{Lu}/u.test(word)) return word;
  if (/^\p{Lu}/u.test(word) && !sentenceStart) return word;
  return word.toLowerCase();
}
