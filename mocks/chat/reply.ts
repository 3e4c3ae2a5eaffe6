import { shuffled, type Random } from "../data/random.ts";
import type { InstructedMessage, SystemInstructions } from "./system-instructions.ts";
import type { ChatMessage } from "./tokens.ts";
import { extractTopic, type Topic } from "./topic.ts";

export type Language = "typescript" | "javascript" | "python" | "sql" | "bash" | "rust" | "go";

const CODE_HINT =
  /\b(code|coding|function|method|class|snippet|script|implement\w*|program\w*|example|algorithm|linked[\s-]?lists?|regex|typescript|javascript|python|sql|query|bash|shell|rust|golang|node(?:\.?js)?|ts|js|py)\b/i;
const GREETING = /^\s*(hi|hello|hey|yo|hiya|good (morning|afternoon|evening))\b[\s!.,]*\S{0,12}[\s!.]*$/i;
/** A request for verse. Asked together with code words ("a script that prints a haiku"), code wins. */
const POEM_HINT = /\b(haiku|haikus|poem|poems|poetry|verse|verses|limerick|sonnet|rhyme|rhymes|lyrics)\b/i;
/** A request for a story or a joke (the official SDKs' quickstarts ask for a bedtime story and a joke). */
/** Poetry, Python's packaging tool: "Create a new Python project with poetry" asks for no verse. */
const PYTHON_POETRY = /\bpoetry\b[\s\S]*\b(?:python|project|package|dependenc\w*|install|pyproject|lock|venv|virtualenv|pip)\b|\b(?:python|project|package|dependenc\w*|install|pyproject|lock|venv|virtualenv|pip)\b[\s\S]*\bpoetry\b/i;
const STORY_HINT = /\b(story|stories|tale|tales|fable|fairy tale)\b/i;
const JOKE_HINT = /\b(joke|jokes|pun|puns)\b/i;
const CODE_WORDS = /\b(code|function|script|program|snippet|class|method)\b/i;
const LIST_HINT = /\b(list|steps|tips|ideas|ways|options|pros|cons|checklist|compare|best practices|how (do|can|to|should))\b/i;

const LANGUAGE_HINTS: readonly [RegExp, Language][] = [
  [/\b(typescript|ts|deno|angular)\b/i, "typescript"],
  [/\b(javascript|js|node(\.?js)?|react|browser)\b/i, "javascript"],
  [/\b(python|py|pandas|django|flask)\b/i, "python"],
  [/\b(sql|query|database|postgres\w*|mysql|sqlite|table)\b/i, "sql"],
  [/\b(bash|shell|terminal|cli|sh)\b/i, "bash"],
  [/\b(rust|cargo)\b/i, "rust"],
  [/\b(golang|go code|in go)\b/i, "go"],
];

/** How each language is written in prose. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  typescript: "TypeScript",
  javascript: "JavaScript",
  python: "Python",
  sql: "SQL",
  bash: "Bash",
  rust: "Rust",
  go: "Go",
};

/**
 * Whether the prompt asks for code: it names code, a language or a way of writing one. Known
 * replies that answer with code (code-tasks.ts) ask this too, so "code" means the same everywhere.
 * @example asksForCode("How do I reverse a string in JavaScript?") // true
 */
export function asksForCode(prompt: string): boolean {
  if (!CODE_HINT.test(prompt)) return false;
  // Only a purpose cue pays for the second look: "a laptop for programming" asks for no code.
  return !PURPOSE_CUE.test(prompt) || CODE_HINT.test(prompt.replace(CODING_AS_PURPOSE, " "));
}

/** A cheap cue that programming may be named as a purpose or a pursuit, not asked for. */
const PURPOSE_CUE = /\b(?:programming|coding|code|coder|programmers?|developers?)\b/i;
/**
 * Programming named as what something is for or what someone pursues, not as code to write: "a
 * laptop for programming", "books for learning to code", "better at coding", "a coding
 * interview", "a career in programming". A prompt that still names code once these are taken out
 * ("Write a Python function for coding a cipher") asks for code.
 */
const CODING_AS_PURPOSE =
  /\b(?:for|at|in|into|about)\s+(?:(?:learning|starting|studying|getting\s+into)\s+)?(?:programming|coding)\b|\bfor\s+(?:(?:learning|starting)\s+)?(?:how\s+)?to\s+(?:code|program)\b|\b(?:learn(?:ing)?|start(?:ing)?|stud(?:y|ying))\s+(?:(?:how\s+)?to\s+)?(?:code|coding|program|programming)\b|\bcod(?:ing|er)\s+(?:interviews?|bootcamps?|skills?|careers?|jobs?|classes|courses?|practice|setup|music)\b|\bprogramming\s+(?:careers?|jobs?|courses?|classes|books?|bootcamps?|interviews?|skills?|setup)\b|\b(?:programmers?|developers?|coders?)\b/gi;

/** A question about a technology rather than a request for code: "What is the difference between let and const in JavaScript?" */
const ABOUT_IT = /^\s*(?:what(?:'s| is| are)|why|when|which|who|is|are|should|does|do you think)\b/i;
/** How to learn or get into something: "How do I learn to code?", "How can I get better at Python?" asks for advice, not a snippet. */
const LEARNING = /^\s*how\s+(?:do|can|should|would)\s+(?:i|you|we|one)\s+(?:learn|start\s+learning|get\s+started|start|begin|become|get\s+better|improve|practi[cs]e|prepare|get\s+into)\b/i;
/** Words that ask for code even in such a question: "What is the code to reverse a list in Python?" */
// "my code" is what a question is about ("Why is my code slow?"), not code asked for.
const CODE_ASKED = /\b(?:(?<!\b(?:my|our|your|this)\s)code|snippet|function|script|example|implement\w*|write|show me|syntax)\b/i;

/**
 * Whether the prompt asks about something a language or framework names, not for code: a model
 * answers "What are the advantages of using Next.js?" in prose.
 * @example asksAboutIt("Why is Python slow?") // true
 */
export function asksAboutIt(prompt: string): boolean {
  return LEARNING.test(prompt) || (ABOUT_IT.test(prompt) && !CODE_ASKED.test(prompt));
}

/**
 * Whether the prompt asks for a poem, a story or a joke (what `composeReply` answers so when the
 * prompt has no code words).
 * @example asksForVerseOrJoke("Write a haiku about quicksort") // true
 */
export function asksForVerseOrJoke(prompt: string): boolean {
  return POEM_HINT.test(prompt) || STORY_HINT.test(prompt) || JOKE_HINT.test(prompt);
}

/**
 * The programming language the prompt names (the first of LANGUAGE_HINTS that matches), else undefined.
 * @example languageNamedIn("bash script to rotate logs") // "bash"
 */
export function languageNamedIn(prompt: string): Language | undefined {
  return LANGUAGE_HINTS.find(([pattern]) => pattern.test(prompt))?.[1];
}

/** Replies to what a message is rather than what it is about (known-replies.ts), given to `composeReply`. */
/** `now` is the mock's clock (epoch milliseconds) when the request reached it, for what depends on the day ("How old is Taylor Swift?"). */
export type KnownReply = ((messages: readonly ChatMessage[], prompt: string, random: Random, image: string | undefined, now?: number) => string | undefined) & {
  /** The reply to what none of them knows (general-reply.ts), loaded with them: it is too large for the browser's start chunk. */
  general?: GeneralReply;
  /** How a story tells what the prompt says of its hero (story-heroes.ts), loaded with them for the same reason. */
  heroTold?: HeroTeller;
  /** A haiku of five, seven and five syllables about a subject (haikus.ts), loaded with them too. */
  haiku?: HaikuWriter;
  /** A short rhymed poem about a subject (poems.ts), loaded with them too. */
  poem?: PoemWriter;
  /** The skeleton for code no known reply writes, named from the ask (code-skeletons.ts), loaded with them too. */
  codeSkeleton?: CodeSkeleton;
  /** The reply to an app's behind-the-scenes ask (app-asks.ts: a title, follow-up questions, keywords), loaded with them: completion.ts asks whether it is JSON of its own. */
  appAsk?: (messages: readonly ChatMessage[], prompt: string) => string | undefined;
  /** The same ask with what it is for (its JSON key), answered in JSON when `json`: a json_object request's answer (json-object-asks.ts). */
  appAskAnswer?: (messages: readonly ChatMessage[], prompt: string, json: boolean) => { key: string; reply: string; text?: () => string } | undefined;
  /** What the system message asks of a reply's form (system-instructions.ts), loaded with them: read once per request by completion.ts. */
  instructions?: (messages: readonly InstructedMessage[]) => SystemInstructions | undefined;
};
/** A reply with a skeleton of the code the prompt asks for in `language`, its body a TODO restating the ask. */
export type CodeSkeleton = (prompt: string, language: Language, random: Random) => string;
export type HaikuWriter = (subject: string, random: Random) => readonly string[];
/** A poem's stanzas (lines joined by newlines) about a subject's head word ("ocean") named as the prompt names it ("the ocean"). */
export type PoemWriter = (subject: string, phrase: string, random: Random) => readonly string[];
/** A story's opening and last sentence for a hero and what is said of it ("robot", "who learns to love"), or undefined to tell it plainly. */
export type HeroTeller = (subject: string, said: string, group: string | undefined) => [opening: string, moral: string | undefined] | undefined;

/** What the general reply reads of a prompt besides its text, as `composeReply` reads it. */
export interface PromptCues {
  /** It names software (TECHNICAL). */
  technical: boolean;
  /** It asks for a list, steps or tips (LIST_HINT). */
  listAsked: boolean;
  /** It opens as a question or a request for an explanation (QUESTION). */
  question: boolean;
}
export type GeneralReply = (prompt: string, random: Random, cues: PromptCues) => string;

/**
 * A deterministic, readable assistant reply to the last user message (about 30–200 tokens, a
 * classic small program's code up to about 250; an instruction to say something exact gets just
 * that; `known` answers small talk, memory, facts, translations, tasks on a given text, classic
 * small programs and an `image`, before a reply is composed; `now`, the mock's clock, dates what
 * depends on the day).
 * @example composeReply([{ role: "user", content: "Write a Python function to parse CSV" }], seededRandom(1))
 */
export function composeReply(messages: readonly ChatMessage[], random: Random, known?: KnownReply, image?: string, now?: number): string {
  const prompt = lastUserText(messages);
  const exact = prompt.trim() === "" ? undefined : instructedReply(prompt);
  if (exact !== undefined) return exact;
  const answer = known?.(messages, prompt, random, image, now);
  if (answer !== undefined) return answer;
  if (prompt.trim() === "") return emptyPromptReply(random);
  if (GREETING.test(prompt)) return greetingReply(random);
  // The topic only for the replies that echo it: the general reply restates the prompt instead.
  if (!CODE_WORDS.test(prompt)) {
    if (POEM_HINT.test(prompt) && !PYTHON_POETRY.test(prompt)) return poemReply(prompt, extractTopic(prompt), random, known?.haiku, known?.poem);
    if (STORY_HINT.test(prompt)) return storyReply(prompt, extractTopic(prompt), random, known?.heroTold);
    if (JOKE_HINT.test(prompt)) return jokeReply(prompt, extractTopic(prompt), random);
  }
  if (asksForCode(prompt) && !asksAboutIt(prompt)) return codeReply(prompt, extractTopic(prompt), random, known?.codeSkeleton);
  // What no reply knows gets a general answer that restates the question and claims nothing
  // about its subject (general-reply.ts, loaded with the known replies).
  const cues = { technical: TECHNICAL.test(prompt), listAsked: LIST_HINT.test(prompt), question: QUESTION.test(prompt) };
  return known?.general?.(prompt, random, cues) ?? plainReply(random);
}

/** The reply when the known replies, and the general reply with them, are not given (unit tests of the core). */
function plainReply(random: Random): string {
  return random.pick([
    "Happy to help. Could you tell me a bit more about what you have in mind? I can explain something, suggest ideas, help you plan next steps or draft some text.",
    "I'd be glad to help with that. Can you share a few more details, so I can give you a specific answer rather than a general one?",
  ]);
}

function lastUserText(messages: readonly ChatMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.role === "user" && typeof message.content === "string") return message.content;
  }
  const last = messages[messages.length - 1];
  return typeof last?.content === "string" ? last.content : "";
}

/*
 * Instructions to say something exact, as SDK quickstarts and smoke tests send them: openai's
 * README asks "Say this is a test", tests ask "Reply with OK" or "Say hello." and compare the
 * answer. A model answers with just the words asked for; so does the mock. A description of
 * what to say ("say something about…", "reply with a short poem") is no such instruction.
 */
const LEAD = String.raw`^\s*(?:please\s+)?(?:just\s+)?`;
const WHAT = String.raw`(?:(?:only|just|exactly)\s+)?(?:the\s+(?:word|words|phrase|number|letter)\s+)?`;
const END = String.raw`\s*([.!]?)[.!]*\s*$`;
/** Words that open a description of a reply, not the reply itself. */
const DESCRIBES = String.raw`(?!(?:it|that|this one|something|anything|nothing|what|how|why|when|where|who|more|again|a|an|the|some|any|your|my|one|two|three|few|several|so)\b)`;
/** Say/reply/respond/answer with quoted text: the text inside the quotes. */
const SAY_QUOTED = new RegExp(String.raw`${LEAD}(?:say|reply|respond|answer)\s+(?:with\s+)?${WHAT}(?:"([^"]{1,200})"|'([^']{1,200})'|“([^”]{1,200})”)\s*[.!]?\s*$`, "i");
/** Reply/respond/answer with a word or a few: those words. */
const REPLY_WITH = new RegExp(String.raw`${LEAD}(?:reply|respond|answer)\s+(?:only\s+)?with\s+${WHAT}${DESCRIBES}([^\n]{1,40}?)(?:\s+(?:and nothing else|and nothing more|only))?${END}`, "i");
/** Say a greeting, perhaps to someone: "Say hello to the team.", "Say hello world". */
const SAY_GREETING = new RegExp(
  String.raw`${LEAD}say\s+(hello|hi|hey|goodbye|bye|good (?:morning|afternoon|evening|night))(?:,?\s+(world|everyone|everybody|all|there)|,?\s+to\s+(?:the\s+)?([^.!?\n]{1,40}?))?(?:\s+in (?:one|a) (?:short )?sentence)?\s*[.!]*\s*$`,
  "i",
);
/** Say a short clause: "Say this is a test". */
const SAY_CLAUSE = new RegExp(String.raw`${LEAD}say\s+${WHAT}${DESCRIBES}([^?\n]{1,60}?)${END}`, "i");
/** "…in French", "…in binary": a clause to translate or encode, not to repeat. Case-sensitive: under /i, \p{Lu} matches any letter. */
const IN_LANGUAGE = /\bin\s+\p{Lu}/u;
const IN_LANGUAGE_NAMED = /\bin\s+(?:english|french|spanish|german|italian|portuguese|dutch|polish|swedish|russian|turkish|arabic|hindi|chinese|japanese|korean|latin|pig latin|binary|hex|base64|morse|reverse)\b/i;
/** "Say OK if you can hear me": a condition, not the words to say. */
const CONDITION = /\b(?:if|when|unless|once|because)\b/i;

const wordsIn = (text: string): number => text.split(/\s+/).length;
/** `text` with its first letter a capital. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Count to 10", "count from 3 to 7": the streaming demos' prompt. */
const COUNT = /^\s*(?:please\s+)?count\s+(?:from\s+(\d{1,4})\s+)?to\s+(\d{1,4})\b[^\n?]*$/i;
/** "What is 2+2?", "12 * 7": arithmetic on two numbers. */
const ARITHMETIC = /^\s*(?:what(?:'s|\s+is)\s+)?(-?\d{1,9}(?:\.\d{1,6})?)\s*([-+*x×/÷])\s*(-?\d{1,9}(?:\.\d{1,6})?)\s*[?=.]?\s*$/i;
/** Most numbers a count answers with. */
const MAX_COUNT = 100;

/** The exact reply an instruction asks for, or undefined when the prompt is not one. */
function instructedReply(prompt: string): string | undefined {
  const count = COUNT.exec(prompt);
  if (count) {
    const from = Number(count[1] ?? 1);
    const to = Number(count[2]);
    if (to >= from && to - from < MAX_COUNT) return `${Array.from({ length: to - from + 1 }, (_, i) => from + i).join(", ")}.`;
  }
  const sum = ARITHMETIC.exec(prompt);
  if (sum) {
    const [a, b] = [Number(sum[1]), Number(sum[3])];
    const op = sum[2]!.toLowerCase();
    const value = op === "+" ? a + b : op === "-" ? a - b : op === "/" || op === "÷" ? (b === 0 ? undefined : a / b) : a * b;
    if (value !== undefined) return `${sum[1]} ${op === "x" ? "×" : op} ${sum[3]} = ${Number(value.toPrecision(12))}.`;
  }
  const quoted = SAY_QUOTED.exec(prompt);
  if (quoted) return quoted[1] ?? quoted[2] ?? quoted[3];
  const replyWith = REPLY_WITH.exec(prompt);
  if (replyWith && wordsIn(replyWith[1]!) <= 4 && !/\bor\b/i.test(replyWith[1]!)) return replyWith[1];
  const greeting = SAY_GREETING.exec(prompt);
  if (greeting) {
    const hello = capitalized(greeting[1]!.toLowerCase());
    const who = greeting[2]?.toLowerCase() ?? greeting[3];
    return who ? `${hello}, ${who}!` : `${hello}!`;
  }
  const clause = SAY_CLAUSE.exec(prompt);
  if (clause && wordsIn(clause[1]!) <= 8 && !IN_LANGUAGE.test(clause[1]!) && !IN_LANGUAGE_NAMED.test(clause[1]!) && !CONDITION.test(clause[1]!)) {
    return `${capitalized(clause[1]!)}${clause[2] || "."}`;
  }
  return undefined;
}

function emptyPromptReply(random: Random): string {
  return random.pick([
    "Hello! I didn't catch a question there. Ask me anything: I can explain a concept, draft some text, or write a short code example for you.",
    "It looks like your message was empty. What would you like to talk about? I can summarize ideas, answer questions, or sketch out some code.",
  ]);
}

function greetingReply(random: Random): string {
  const hello = random.pick(["Hi there! 👋", "Hello!", "Hey! Nice to hear from you."]);
  const offer = random.pick([
    "How can I help you today? I can answer questions, explain how something works, help you plan a project, or write a small code example.",
    "What are you working on? Tell me a bit about it and I'll suggest next steps, explain the tricky parts, or draft some code.",
  ]);
  return `${hello} ${offer}`;
}

/** A question, or a request for an explanation ("Explain photosynthesis"): answered in prose, not with tips. */
const QUESTION = /^\s*(what|why|who|when|where|which|is|are|does|do|did|was|were|explain|describe|define|tell me about)\b/i;

/** A haiku when haikus.ts is not loaded with the known replies (unit tests of the core): five, seven, five syllables. */
const PLAIN_HAIKU = ["Soft light on the sea", "one small bird sings, then is gone", "and then it is still"];

/**
 * A stanza when poems.ts is not loaded with the known replies (unit tests of the core): it names
 * no subject, so it reads right whatever the prompt asked about.
 */
const PLAIN_STANZA = ["I went down to the water at the turn of the day,", "where the light came in low and the noise fell away;", "no question was urgent, no answer was due,", "just the water, the sky and the slow change of hue."];

/** What a poem is about, as the prompt says it ("about the sea", "on autumn leaves"), else its first key word. */
const ABOUT = /\b(?:about|on|of|for)\s+((?:the|a|an|my|our|your)\s+)?([\p{L}\p{N}'’ -]{2,60}?)\s*[.!?]*$/iu;
/** A subject for verse when the prompt names none. */
const POEM_SUBJECTS = ["sea", "rain", "morning", "city"];
/**
 * Words that end a phrase's head and open what is said of it: "a robot | who learns to love", "a
 * dragon | that is afraid of fire", "two friends | lost in a forest", "a cat | with no tail".
 */
const SAID_OF_IT = /^(?:who|that|which|whose|where|named|called|with|without|in|on|at|from|of|under|near|inside|lost|living|trying|looking|learning|searching|finding|going|wanting|and)$/i;
/** "two friends": a group, told of as one ("a pair of friends" sets out, and "it" goes on). */
const GROUP = /^(two|three|four|five|some|several|many|a few|a group of)$/i;

/**
 * What a poem, story or joke is about: the head of the phrase the prompt names ("about my cat" →
 * cat, with " about my cat" as the title), else the prompt's first key word, else `fallback()`
 * (drawn only then). `said` is what the phrase says of its head ("robot who learns to love" →
 * "who learns to love"), for a story to tell; `named` the phrase as the prompt says it ("my cat"), for a poem to name.
 */
function subjectOf(prompt: string, topic: Topic, fallback: () => string): { subject: string; title: string; said?: string; phrase?: string; named?: string } {
  const about = ABOUT.exec(prompt.trim());
  if (about) {
    const words = about[2]!.trim().split(/\s+/);
    // The head is the last word before what is said of it ("a robot who learns to love" → robot);
    // with nothing said of it, the phrase's last word, most often its head in English: "my mother's birthday" → birthday.
    const cut = words.findIndex((word, i) => i > 0 && SAID_OF_IT.test(word));
    const head = cut > 0 ? words.slice(0, cut) : words;
    const noun = head.at(-1)!.toLowerCase();
    const group = head.length > 1 && GROUP.test(head.slice(0, -1).join(" "));
    const subject = group ? `${head[0]!.toLowerCase() === "two" ? "pair" : "band"} of ${noun}` : noun;
    const said = cut > 0 ? words.slice(cut).join(" ") : undefined;
    const named = `${(about[1] ?? "").toLowerCase()}${about[2]}`;
    return { subject, title: ` about ${named}`, said, phrase: group ? head.join(" ").toLowerCase() : undefined, named };
  }
  if (topic.words.length > 0) return { subject: topic.first, title: ` about ${topic.phrase}`, named: topic.phrase };
  return { subject: fallback(), title: "" };
}

/** Verse for a request for verse: a haiku for a haiku, else one or two rhymed quatrains. */
function poemReply(prompt: string, topic: Topic, random: Random, haikuAbout: HaikuWriter | undefined, poemAbout: PoemWriter | undefined): string {
  const haiku = /\bhaikus?\b/i.test(prompt);
  const form = haiku ? "haiku" : /\blimerick\b/i.test(prompt) ? "limerick-ish verse" : "short poem";
  const { subject, title, named } = subjectOf(prompt, topic, () => random.pick(POEM_SUBJECTS));
  const intro = random.pick([`Here's a ${form}${title}:`, `A ${form}${title}, as asked:`, `Sure! A ${form}${title}:`]);
  const lines = haiku
    ? [...(haikuAbout?.(subject, random) ?? PLAIN_HAIKU)]
    : (poemAbout?.(subject, named ?? subject, random) ?? [PLAIN_STANZA.join("\n")]);
  const outro = random.pick(["Want another one, or a different form?", "I can make it longer, rhymed or in another mood if you like.", "Shall I try a different angle on it?"]);
  // Verse keeps its own capitals; only a line that opens with the subject is capitalised.
  const verse = lines.map((line) => line.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()));
  return `${intro}\n\n${verse.join(haiku ? "\n" : "\n\n")}\n\n${outro}`;
}

const ONE_SENTENCE_STORIES = [
  "Once upon a time, at the edge of a sleepy village, a small {s} spent every evening counting the stars, until one night the stars counted back, and the {s} fell asleep smiling before they reached ten.",
  "Under a sky full of slow clouds, a gentle {s} gathered the day's lost wishes into a little basket and, when the moon rose, gave each one back to a sleeping child before curling up to dream.",
  "At the end of a long and busy day, the little {s} found a soft patch of moonlight, wrapped it around itself like a blanket and drifted off while the wind hummed the same quiet song it always had.",
];
const STORY_OPENINGS = [
  "Once upon a time, at the edge of a sleepy village, there lived a small {s} who wanted more than anything to see the sea.",
  "Long ago, in a valley where the rivers sang, a curious {s} set out one morning to find where the wind went at night.",
  "There was once a {s} who kept a map of every place {it} had never been, and one spring {it} decided to visit them all.",
];
const STORY_MIDDLES = [
  "Along the way {it} met a tired owl, a lost lantern and a river that could not remember its name, and {it} helped each of them a little.",
  "The road was long and the nights were cold, but every evening {it} found one small reason to keep going, and wrote it down.",
  "Some days the journey was easy and some days it was not, and the {s} learned that both kinds of days have their own stories.",
];
const STORY_ENDINGS = [
  "When {it} finally arrived, {it} found that what {it} had been looking for had walked beside {them} all along, and {it} laughed for a long time.",
  "By the time the stars came out, the {s} was home again, with a pocket full of stories and no hurry at all.",
  "And if you listen closely on a quiet night, you can still hear the {s} telling the owl about it, one more time.",
];

/**
 * The story the prompt asks for, as the reply tells it, what its hero is ("cat") and whether
 * it is several ("two friends"), for a document's `story` and `title` (story-documents.ts) and a
 * story's next part (story-continuations.ts).
 */
export function storyOf(prompt: string, random: Random, tell?: HeroTeller): { subject: string; story: string; plural: boolean } {
  const topic = extractTopic(prompt);
  const { subject, phrase } = subjectOf(prompt, topic, () => "lighthouse keeper");
  // "Two friends" are "they", not "it".
  return { subject, story: storyReply(prompt, topic, random, tell), plural: phrase !== undefined };
}

/**
 * A story: one long sentence when one sentence is asked for, else an opening, a middle and an
 * end; a long story has every middle, in a drawn order (about 150 tokens).
 */
function storyReply(prompt: string, topic: Topic, random: Random, tell: HeroTeller | undefined): string {
  // "a story about a dragon in 50 words": how long it is, not who the hero is.
  const asked = prompt.replace(WORDS_ASKED, "");
  const { subject, said, phrase } = subjectOf(asked, asked === prompt ? topic : extractTopic(asked), () => "lighthouse keeper");
  const middles = /\b(long|longer|longest)\b/i.test(prompt) ? shuffled(STORY_MIDDLES, random) : [random.pick(STORY_MIDDLES)];
  if (/\b(one|single|1)[- ]sentence\b/i.test(prompt)) return random.pick(ONE_SENTENCE_STORIES).replaceAll("{s}", subject);
  // What the prompt says of its hero is told by story-heroes.ts, loaded with the known replies.
  const [opening, moral] = (said === undefined ? undefined : tell?.(subject, said, phrase)) ?? [random.pick(STORY_OPENINGS), undefined];
  const story = [opening, ...middles, random.pick(STORY_ENDINGS), ...(moral ? [moral] : [])].join(" ").replaceAll("{s}", subject);
  // "Two friends" are "they", not "it".
  return phrase === undefined ? story.replaceAll("{it}", "it").replaceAll("{them}", "it") : story.replaceAll("{it}", "they").replaceAll("{them}", "them");
}


/** A length asked in words after a story's subject: " in 50 words", " in under 100 words". */
const WORDS_ASKED = /\s+in\s+(?:under\s+|about\s+|less\s+than\s+|fewer\s+than\s+)?\d{1,4}\s+words\b/i;

/** Jokes about any subject, for a subject jokes.ts's tables do not know (a punchline that fits only a window's "see right through it" is none of them). */
const JOKES = [
  ["Why did the {s} bring a ladder to the meeting?", "Because it heard the stakes were high."],
  ["I asked a {s} for advice once.", "It said: take things one step at a time, and never trust stairs, they're always up to something."],
  ["What did the {s} say when it was asked to be serious?", "\"I'll try, but I can't promise I won't crack up.\""],
];

/** A two-line joke about what the prompt names. */
function jokeReply(prompt: string, topic: Topic, random: Random): string {
  const { title } = subjectOf(prompt, topic, () => "computer");
  const { setup, punchline } = jokeAbout(prompt, random);
  const intro = random.pick([`Sure! Here's a joke${title}:`, `Here's one${title}, fresh off the press:`, `Okay, here's a joke${title} for you:`]);
  const outro = random.pick(["Want another one?", "I have more where that came from, if you want them.", "Shall I try a different kind of joke?"]);
  return `${intro}\n\n${setup}\n${punchline}\n\n${outro}`;
}

/**
 * A joke's setup and punchline about what the prompt names (a computer when it names nothing),
 * for prose and for a document's `setup` and `punchline` alike.
 * @example jokeAbout("Tell me a joke about cats", seededRandom(1)).setup // "What did the cat say when it was asked to be serious?"
 */
export function jokeAbout(prompt: string, random: Random): { setup: string; punchline: string } {
  const { subject: named } = subjectOf(prompt, extractTopic(prompt), () => "computer");
  // The jokes speak of one ("a bear"): a plain English plural is made singular.
  const subject = named.replace(/ies$/, "y").replace(/([^s])s$/, "$1");
  const [setup, punchline] = random.pick(JOKES);
  return { setup: setup!.replaceAll("{s}", subject), punchline: punchline!.replaceAll("{s}", subject) };
}

/**
 * Words of software and engineering: a prompt with one gets the engineer's advice ("Measure
 * first", "Test the edges"); any other subject gets advice that fits a trip or a recipe too
 * (general-reply.ts; suggestions.ts asks this too).
 */
export const TECHNICAL = /\b(?:code|coding|function|script|program|programming|software|app|apps|api|apis|server|servers|database|databases|sql|deploy\w*|performance|latency|bug|bugs|debug\w*|test|tests|testing|framework|library|libraries|react|vue|angular|node|python|javascript|typescript|java|rust|golang|kubernetes|docker|cloud|aws|backend|frontend|microservices?|architecture|refactor\w*|git|ci|pipeline|algorithm|algorithms|data|model|models|machine learning|ml|ai|llm|cache|caching|security|network\w*|web|website|cli|sdk|query|queries|schema|css|html)\b/i;

/**
 * A request for code that no known reply answers: code-skeletons.ts's honest skeleton, named from
 * the ask, when the known replies are loaded; else (unit tests of the core) the question for the
 * input and output wanted, without code that would not be what was asked.
 */
function codeReply(prompt: string, topic: Topic, random: Random, skeleton: CodeSkeleton | undefined): string {
  const language = languageNamedIn(prompt) ?? random.pick(["typescript", "python"] as const);
  const skeletonReply = skeleton?.(prompt, language, random);
  if (skeletonReply !== undefined) return skeletonReply;
  const forTopic = topic.words.length > 0 ? ` for ${topic.phrase}` : "";
  return `I can write that ${LANGUAGE_NAMES[language]} code${forTopic}. What should it take as input, and what should it return or print? An example of each lets me write it rather than guess.`;
}
