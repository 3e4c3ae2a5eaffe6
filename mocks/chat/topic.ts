/**
 * What a prompt is about: up to three words that stand out (not stopwords, not instructions
 * such as "write" or "explain"), in prompt order. Replies echo them; generated documents take
 * their subject from them.
 */

export interface Topic {
  /** Up to three words echoed from the prompt, in prompt order. */
  words: string[];
  /** "a, b and c" (words next to each other in the prompt kept together: "better sleep"), or a neutral phrase when nothing stands out. */
  phrase: string;
  /** The first phrase of the topic's words ("quantum computing"), and the second. */
  first: string;
  second: string;
}

const STOPWORDS = new Set(
  (
    "a an and are as at be been but by can could do does for from had has have how i i'm if in into is it it's its " +
    "me my of on or our please should so some tell than that the their them then there these they this to too up us " +
    "was we what what's when where which who why will with would you your yours about also any just like more most " +
    "need want make write compose show give help explain create build use using get let let's know think really very much " +
    "hi hello hey thanks thank okay ok sure yes no not don't can't doesn't isn't who's one two new way ways thing things " +
    "code coding function method class snippet script implement program example examples algorithm regex typescript " +
    "javascript python sql query bash shell rust golang node nodejs ts js py simple quick small short good best list " +
    "steps tips ideas options pros cons compare difference between work works working improve improving fix fixing " +
    "story stories tale tales fable bedtime one-sentence sentence long longer longest joke jokes pun puns funny " +
    "haiku haikus poem poems poetry verse verses limerick sonnet rhyme rhymes lyrics " +
    "parse parses parsing convert converts read reads find finds check checks calculate calculates handle handles " +
    "return returns take takes turn turns run runs add adds remove removes sort sorts generate generates " +
    "invent describe summarize summarise suggest recommend draft rewrite design plan brainstorm outline discuss analyze " +
    "analyse imagine propose define its his her"
  ).split(" "),
);

/** How much of a prompt its topic is read from. */
const TOPIC_WINDOW = 600;

/** Who an explanation is for, not what it is about: "to a 5 year old", "like I'm five", "in simple terms". */
const AUDIENCE = /\b(?:to|for)\s+an?\s+(?:\d+|five|ten|six|seven|eight)[- ]years?[- ]old\b|\blike\s+(?:i'?m|i\s+am)\s+(?:5|five|a child|a beginner)\b|\bin\s+(?:simple|plain|layman'?s?)\s+(?:terms|english|words)\b|\bto\s+a\s+(?:beginner|child|kid|non-technical person)\b/gi;

/**
 * The topic of a prompt.
 * @example extractTopic("Write a Python function to parse CSV files").words // ["CSV", "files"]
 */
export function extractTopic(prompt: string): Topic {
  const words: string[] = [];
  const seen = new Set<string>();
  // Words next to each other in the prompt are one phrase: "better sleep", "quantum computing".
  const phrases: string[] = [];
  let lastEnd = -1;
  // Three words stand out within a prompt's first lines: a pasted text past them is not read
  // (the audience's scan over all of one cost more than the rest of the topic).
  const text = (prompt.length > TOPIC_WINDOW ? prompt.slice(0, TOPIC_WINDOW) : prompt).replace(AUDIENCE, " ");
  for (const match of text.matchAll(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)) {
    const word = match[0].replace(/’/g, "'");
    const key = word.toLowerCase();
    const limit = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(word) ? 8 : 24;
    if (word.length < 3 || word.length > limit || STOPWORDS.has(key) || seen.has(key) || /^\d+$/.test(word)) continue;
    seen.add(key);
    const shown = word === word.toUpperCase() ? word : key;
    words.push(shown);
    if (lastEnd >= 0 && /^ $/.test(text.slice(lastEnd, match.index)) && phrases.length > 0) phrases[phrases.length - 1] += ` ${shown}`;
    else phrases.push(shown);
    lastEnd = match.index + match[0].length;
    if (words.length === 3) break;
  }
  // One phrase of two words or more: its last word, most often its head noun, is the second ("better sleep" → "sleep").
  const [first, second = phrases.length === 1 && first!.includes(" ") ? first!.split(" ").pop() : undefined] = phrases;
  return {
    words,
    phrase: words.length > 0 ? joinWords(phrases) : prompt.trim().length <= 40 ? `“${prompt.trim()}”` : "your question",
    first: first ?? "the main idea",
    second: second ?? "the details",
  };
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}
