/**
 * Counts a prompt asks for in a text it gives: "How many r's are in strawberry?" (the best known
 * test of a language model, which famously answered 2), the letters, vowels or consonants of a
 * word, the words of a sentence, the characters of a phrase. A frontend developer tries these
 * first; a mock that answers them with filler reads as broken. The answer is counted from the
 * prompt's own text, never looked up, and said the way models now say it: the count in bold, the
 * word spelled out with the counted letters marked.
 *
 * Only a prompt that clearly is such a question gets an answer; anything else ("How many
 * characters are in Hamlet?", "How many words should an essay have?") is left to the others.
 */

/** What a prompt asks to count: one letter, or a kind of unit. */
type Unit = { letter: string } | "letters" | "vowels" | "consonants" | "words" | "characters";

/** Cheap cue: a prompt without these words asks for no count (most prompts leave here). */
const CUE = /\bhow\s+(?:many|often)\b|\bcount\b/i;
/** The longest prompt read: a sentence to count words in fits well within it. */
const MAX_PROMPT = 1200;

/** One letter as a prompt names it: "r", "R's", "Rs", "'r'", "the letter r". */
const LETTER = String.raw`(?:the\s+)?(?:letters?\s+)?["'“‘]?([a-z])["'”’]?(?:['’]?s)?`;
/** A kind of unit, in the plural. */
const KIND = String.raw`(letters|vowels|consonants|words|characters|chars)`;
const UNIT = String.raw`(?:${KIND}|${LETTER})`;
const LEAD = String.raw`^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:tell\s+me\s+)?`;
/** What is counted in: the rest of the prompt, read by `targetOf`. */
const IN = String.raw`\s+(?:are\s+there\s+|are\s+|is\s+|there\s+are\s+)?(?:in|within)\s+([\s\S]+?)`;
const END = String.raw`\s*[?.!]*\s*$`;

const ASKED: readonly RegExp[] = [
  // "How many r's are in strawberry?", "how many Rs in the word strawberry", "How many letters are in the word banana?"
  new RegExp(String.raw`${LEAD}how\s+many\s+${UNIT}${IN}${END}`, "i"),
  // "Count the r's in strawberry", "count the number of vowels in 'education'", "count how many r's are in strawberry"
  new RegExp(String.raw`${LEAD}count\s+(?:up\s+)?(?:the\s+number\s+of\s+|the\s+|how\s+many\s+|all\s+(?:the\s+)?)?${UNIT}${IN}${END}`, "i"),
  // "How many times does the letter r appear in strawberry", "how often does 'r' occur in strawberry"
  new RegExp(String.raw`${LEAD}how\s+(?:many\s+times|often)\s+(?:does|do|is|will)\s+${LETTER}\s+(?:appear|occur|show\s+up|come\s+up|used|found)\s+(?:in|within)\s+([\s\S]+?)${END}`, "i"),
  // "How many r's does strawberry have?"
  new RegExp(String.raw`${LEAD}how\s+many\s+${UNIT}\s+(?:does|do)\s+([\s\S]+?)\s+(?:have|contain|include)${END}`, "i"),
];

/** "the word banana", "this sentence: …": the words before the text itself. */
const INTRO = /^(?:the\s+|this\s+|that\s+|the\s+following\s+)?(?:(?:english\s+)?word|name|phrase|sentence|text|string|line|paragraph|passage|quote)\s*:?\s*/i;
/** Text wholly in quotes (an apostrophe inside single quotes ends them: such a text is not read). */
const QUOTED = /^(?:"([^"]+)"|'([^']+)'|“([^”]+)”|‘([^’]+)’|`([^`]+)`)$/;
/** One word, as a prompt may write it bare: "strawberry", "Mississippi", "well-known". */
const BARE_WORD = /^\p{L}[\p{L}'’-]*$/u;
/** Bare words that name no text to count in: "How many letters are in the alphabet?" asks something else. */
const NOT_A_TEXT = new Set("alphabet english it this that them total all each every there here".split(" "));

const VOWELS = new Set("aeiou");

/**
 * The reply to a question that counts letters, words or characters in a text the prompt gives,
 * or undefined when the prompt is not clearly one.
 * @example textCountReply("How many r's are in strawberry?") // 'There are **3** r\'s in "strawberry".\n\ns-t-**r**-a-w-b-e-**r**-**r**-y (positions 3, 8 and 9)'
 */
export function textCountReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !CUE.test(prompt)) return undefined;
  for (const pattern of ASKED) {
    const match = pattern.exec(prompt);
    if (!match) continue;
    // The last group is the text; a kind or a letter comes before it.
    const [kind, letter] = match.length === 4 ? [match[1], match[2]] : [undefined, match[1]];
    const unit: Unit = kind !== undefined ? kindOf(kind) : { letter: letter!.toLowerCase() };
    const target = targetOf(match[match.length - 1]!, unit);
    return target === undefined ? undefined : countReply(unit, target);
  }
  return undefined;
}

function kindOf(kind: string): Unit {
  const lower = kind.toLowerCase();
  return lower === "chars" ? "characters" : (lower as Unit);
}

/**
 * The text `written` names: quoted text, the text after a colon ("this sentence: …"), or for a
 * count of letters one bare word ("strawberry", "the word banana"). Words and characters are
 * counted only in quoted or introduced text: "characters in Hamlet" are its people.
 */
function targetOf(written: string, unit: Unit): string | undefined {
  const text = written.trim().replace(INTRO, "").trim();
  const quoted = QUOTED.exec(text);
  if (quoted) return quoted.slice(1).find((group) => group !== undefined);
  const colon = /^[^:\n]{0,40}:\s*([\s\S]+)$/.exec(written.trim());
  if (colon) {
    const after = colon[1]!.trim();
    const inner = QUOTED.exec(after);
    return inner ? inner.slice(1).find((group) => group !== undefined) : after;
  }
  const lettersCounted = unit !== "words" && unit !== "characters";
  const bare = text.replace(/[.,;!?]+$/, "");
  if (lettersCounted && BARE_WORD.test(bare) && !NOT_A_TEXT.has(bare.toLowerCase())) return bare;
  return undefined;
}

function countReply(unit: Unit, text: string): string {
  if (typeof unit === "object") return letterReply(unit.letter, text);
  if (unit === "words") return wordsReply(text);
  if (unit === "characters") return charactersReply(text);
  return lettersReply(unit, text);
}

/** The text as a reply quotes it: in full when short, else its opening. */
function quote(text: string): string {
  const chars = [...text];
  return `"${chars.length > 80 ? `${chars.slice(0, 77).join("").trimEnd()}…` : text}"`;
}

/** `items` joined as prose: "3", "3 and 8", "3, 8 and 9". */
function joined(items: readonly (string | number)[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The word spelled out with the letters `counted` says in bold: "s-t-**r**-a-w-b-e-**r**-**r**-y". Undefined for a text of several words. */
function spelled(text: string, counted: (letter: string) => boolean): string | undefined {
  if (/\s/.test(text) || [...text].length > 40) return undefined;
  return [...text].map((char) => (counted(char.toLowerCase()) ? `**${char}**` : char)).join("-");
}

function letterReply(letter: string, text: string): string {
  const chars = [...text];
  const positions = chars.flatMap((char, i) => (char.toLowerCase() === letter ? [i + 1] : []));
  const count = positions.length;
  const said = count === 1 ? `There is **1** ${letter} in ${quote(text)}.` : `There are **${count}** ${letter}'s in ${quote(text)}.`;
  const spelling = spelled(text, (char) => char === letter);
  if (spelling === undefined) return said;
  if (count === 0) return `${said}\n\n${spelling}`;
  return `${said}\n\n${spelling} (${count === 1 ? "position" : "positions"} ${joined(positions)})`;
}

function lettersReply(kind: "letters" | "vowels" | "consonants", text: string): string {
  const isLetter = (char: string) => /\p{L}/u.test(char);
  const counted = (char: string) => isLetter(char) && (kind === "letters" || (kind === "vowels") === VOWELS.has(char.toLowerCase()));
  const found = [...text].filter(counted);
  const count = found.length;
  const noun = count === 1 ? kind.slice(0, -1) : kind;
  const listed = kind === "letters" || count === 0 ? "" : `: ${joined(found.map((char) => char.toLowerCase()))}`;
  const spaces = kind === "letters" && /\s/.test(text) ? " (spaces are not letters, so they are not counted)" : "";
  // A "y" is a vowel in "rhythm" and a consonant in "yes": say which way it was counted.
  const y = kind !== "letters" && /y/i.test(text) ? " Here y is counted as a consonant, not a vowel." : "";
  const said = `There ${count === 1 ? "is" : "are"} **${count}** ${noun} in ${quote(text)}${listed}${spaces}.${y}`;
  const spelling = spelled(text, kind === "letters" ? () => false : counted);
  return spelling === undefined ? said : `${said}\n\n${spelling}`;
}

function wordsReply(text: string): string {
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const count = words.length;
  return `There ${count === 1 ? "is" : "are"} **${count}** ${count === 1 ? "word" : "words"} in ${quote(text)}.`;
}

function charactersReply(text: string): string {
  const count = [...text].length;
  const spaces = [...text].filter((char) => /\s/.test(char)).length;
  if (spaces === 0) return `${quote(text)} has **${count}** ${count === 1 ? "character" : "characters"}.`;
  const them = spaces === 1 ? "the space" : `the ${spaces} spaces`;
  return `${quote(text)} has **${count}** characters, counting ${them} (**${count - spaces}** without ${spaces === 1 ? "it" : "them"}).`;
}
