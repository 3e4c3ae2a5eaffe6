/**
 * The dialects demo apps ask a model to talk in ("You are a pirate. Always talk like a pirate.",
 * "Speak like Shakespeare", "You are a cowboy"): a light, deterministic transform of a composed
 * reply, a greeting before it (another for each of `n` choices: three candidates that all open
 * "Ahoy, matey!" read as one) and a sign-off after, a few words swapped in its prose ("my" →
 * "me", "you" → "ye", "yes" → "aye"). Facts, numbers, names and code (fenced blocks and `inline
 * code`) are kept as they are, so a test of the answer's content still reads it. Other personas
 * ("You are a helpful assistant", "You are an expert chef") change nothing.
 *
 * Loaded with the known replies (system-instructions.ts asks it), never at start.
 */

/** A persona a system message may ask for. */
export type Persona = "pirate" | "shakespeare" | "cowboy";

interface Dialect {
  /** Put before the reply, unless the reply opens with a greeting (which it then replaces): the first for the first choice, the next for each later one. */
  greetings: readonly string[];
  /** Put after the reply. */
  signOff: string;
  /** Whole words (lower case) and what they become; a capital is kept. */
  words: Readonly<Record<string, string>>;
}

const DIALECTS: Readonly<Record<Persona, Dialect>> = {
  pirate: {
    greetings: ["Ahoy, matey!", "Arr, me hearty!", "Avast, ye landlubber!", "Yo ho ho!", "Shiver me timbers!"],
    signOff: "Arr!",
    words: { my: "me", you: "ye", your: "yer", yours: "yers", yes: "aye", friend: "matey", friends: "mateys", hello: "ahoy", hi: "ahoy", everyone: "all hands", "isn't": "be not" },
  },
  shakespeare: {
    greetings: ["Good morrow!", "Well met, good friend!", "Hark, gentle soul!", "Prithee, attend!", "Hail and well met!"],
    signOff: "Fare thee well.",
    words: { "you are": "thou art", "are you": "art thou", you: "thee", your: "thy", yours: "thine", yes: "aye", does: "doth", has: "hath", hello: "good morrow", hi: "good morrow" },
  },
  cowboy: {
    greetings: ["Howdy, partner!", "Well, howdy there!", "Hey there, partner!", "Yee-haw, partner!", "Saddle up, partner!"],
    signOff: "Happy trails!",
    words: { "you all": "y'all", friend: "partner", friends: "partners", hello: "howdy", hi: "howdy", yes: "yep", "going to": "fixin' to", "isn't": "ain't" },
  },
};

/** A greeting a reply opens with, replaced by the dialect's own. */
const OPENING_GREETING = /^(?:hi|hello|hey)(?: there)?[!,.]?(?:\s*👋)?\s*/i;
/** Code in the reply, kept as written: fenced blocks and inline spans. */
const CODE = /```[\s\S]*?(?:```|$)|`[^`\n]*`/g;

/** Per dialect, the pattern of its words, longest first (so "you are" goes before "you"). */
const PATTERNS = new Map<Persona, RegExp>();
function patternOf(persona: Persona): RegExp {
  let pattern = PATTERNS.get(persona);
  if (!pattern) {
    const words = Object.keys(DIALECTS[persona].words).sort((a, b) => b.length - a.length);
    pattern = new RegExp(String.raw`\b(?:${words.map((word) => word.replace(/\s+/g, String.raw`\s+`)).join("|")})\b(?!['’])`, "gi");
    PATTERNS.set(persona, pattern);
  }
  return pattern;
}

/**
 * `text` said in the persona's dialect: its greeting first, its words in the prose, its sign-off
 * last; code and every other word as they were. `framed: false` swaps the words only (a reply cut
 * to one word or a few has no room for a greeting). `choice` is which of `n` choices the reply is:
 * each opens with its own greeting, the first with the dialect's best known.
 * @example inDialect("pirate", "I'm doing well, thanks for asking! How can I help you today?") // "Ahoy, matey! I'm doing well, thanks for asking! How can I help ye today? Arr!"
 */
export function inDialect(persona: Persona, text: string, framed = true, choice = 0): string {
  const dialect = DIALECTS[persona];
  const pattern = patternOf(persona);
  const swap = (prose: string) =>
    prose.replace(pattern, (word) => {
      const said = dialect.words[word.toLowerCase().replace(/\s+/g, " ")] ?? word;
      return /^\p{Lu}/u.test(word) ? said.charAt(0).toUpperCase() + said.slice(1) : said;
    });
  // The reply's own greeting ("Hi there! 👋") gives way to the dialect's.
  const rest = framed ? text.replace(OPENING_GREETING, "") : text;
  let body = "";
  let at = 0;
  for (const code of rest.matchAll(CODE)) {
    body += swap(rest.slice(at, code.index)) + code[0];
    at = code.index + code[0].length;
  }
  body += swap(rest.slice(at));
  if (!framed) return body;
  // After code or a list, the sign-off is a line of its own.
  const closing = /```\s*$|(?:^|\n)\s*(?:[-*•]|\d{1,3}[.)])\s+[^\n]*$/.test(body) ? `\n\n${dialect.signOff}` : ` ${dialect.signOff}`;
  // A reply that opens with a heading, a list or code gets its greeting on a line of its own.
  const greeting = dialect.greetings[choice % dialect.greetings.length]!;
  return `${greeting}${/^(?:[#*\d-]|```)/.test(body) ? "\n\n" : " "}${capitalizedFirst(body)}${closing}`;
}

function capitalizedFirst(text: string): string {
  return text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}
