/**
 * A title for a conversation, as chat apps ask for one to show in their sidebar: the Vercel AI
 * chatbot's system prompt ("generate a short title based on the first message a user begins a
 * conversation with … not more than 80 characters … do not use quotes or colons") over its first
 * message, "Generate a concise title (max 6 words) for the conversation below" over a transcript,
 * Open WebUI's task prompt with its `{ "title": … }` answer. A model names what the first message
 * asks: "What are the advantages of using Next.js?" → "Advantages of using Next.js", "Can you
 * help me plan a trip to Japan in April?" → "Planning a trip to Japan in April". So does the
 * mock: the question restated as a phrase (restatement.ts), a request as what it asks for
 * ("Write a haiku about the sea" → "Haiku about the sea"), within the words and characters the
 * instruction allows, without quotes or colons, in sentence case unless title case is asked.
 */
import { jsonAnswer, type AppAsk } from "./app-ask-answers.ts";
import { titleCase } from "./essays.ts";
import { gerund } from "./phrasing.ts";
import { capitalized } from "./reply.ts";
import { restate } from "./restatement.ts";

/** Words a title holds when the instruction gives no limit: a sidebar shows about that many. */
const DEFAULT_WORDS = 8;
/** Characters of the first message a title is made from: its opening sentence says what it asks. */
const MAX_SOURCE = 300;

/** "max 6 words", "no more than 5 words", "3-5 word title", "under 8 words", "six words or fewer". */
const WORD_LIMIT = /\b(?:max(?:imum)?(?:\s+of)?|at\s+most|no\s+more\s+than|not\s+more\s+than|under|up\s+to|within|fewer\s+than|less\s+than)\s+(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+words?\b|\b(?:\d{1,2}\s*(?:-|–|to)\s*)?(\d{1,2}|three|four|five|six|seven|eight|ten)[\s-]words?\b(?!\s+(?:or\s+more|minimum))/i;
/** "not more than 80 characters", "max 50 chars". */
const CHAR_LIMIT = /\b(\d{2,3})\s+(?:characters|chars)\b/i;
const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
/** Asked in title case: "in Title Case", "capitalize each word". */
const TITLE_CASE = /\btitle[- ]case\b|\bcapitali[sz]e\s+(?:each|every|all|the\s+first\s+letter\s+of\s+each)\s+words?\b/i;
/** Asked for the title alone. */
const ONLY = /\bonly\b|\bjust\s+(?:the|a)\s+title\b|\bnothing\s+else\b|\bno\s+(?:other|extra|additional)\s+(?:text|words|commentary)\b|\bwithout\s+(?:any\s+)?(?:explanation|preamble|commentary)\b|\bdo\s+not\s+use\s+quotes\b/i;

/** Opening words that are no part of what the message asks. */
const PREAMBLE = /^(?:(?:hi|hey|hello|ok(?:ay)?|so|please|quick question|question)[,!:.]?\s+)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|i\s+(?:need|want|would\s+like)\s+you\s+to\s+|please\s+)?/i;
/** A request: its verb and what it asks for. "Write a haiku about the sea", "Help me plan a trip". */
const REQUEST = /^(?:(write|create|generate|draft|compose|make|build|design|give\s+me|suggest|recommend|find(?:\s+me)?|show\s+me|list)|(explain|describe|summari[sz]e|define)|help\s+me(?:\s+(?:to|with))?|(plan|translate|compare|fix|debug|learn|improve|choose|pick|organi[sz]e|prepare|write|cook|make|convert|calculate|understand|set\s+up|start))\s+(.{2,})$/i;
/** Words a title does not end on. */
const DANGLING = /^(?:a|an|the|of|to|in|on|at|for|with|and|or|but|by|from|about|into|using|your|my|our|their|its|is|are|vs|versus|as|that|this|which)$/i;

/**
 * The title the ask wants for its conversation, or undefined when there is no message to name.
 * @example conversationTitleReply(ask) // "Advantages of using Next.js"
 */
export function conversationTitleReply(ask: AppAsk): string | undefined {
  const first = ask.turns().find((turn) => turn.role === "user")?.text;
  if (first === undefined || first.trim() === "") return undefined;
  const instruction = ask.instruction.slice(0, 1500);
  const title = conversationTitle(first, {
    words: wordLimit(instruction),
    chars: Number(CHAR_LIMIT.exec(instruction)?.[1] ?? 0) || undefined,
    titleCase: TITLE_CASE.test(instruction),
    emoji: /\bemoji\b/i.test(instruction),
  });
  const json = jsonAnswer(instruction, title, "title", ask.json);
  if (json !== undefined) return json;
  // A prompt that ends "Title:" (LibreChat's) is completed with the title.
  return ask.fromSystem || ONLY.test(instruction) || /\btitle\s*:\s*$/i.test(ask.instruction) ? title : `Here's a short title for it: ${title}`;
}

/** How a title is to be written. */
export interface TitleStyle {
  /** Most words (DEFAULT_WORDS when not given). */
  readonly words?: number | undefined;
  /** Most characters. */
  readonly chars?: number | undefined;
  /** Title Case rather than sentence case. */
  readonly titleCase?: boolean;
  /** Opens with an emoji that fits the subject (Open WebUI asks so). */
  readonly emoji?: boolean;
}

/**
 * A title naming what `message` asks, without quotes, colons or closing punctuation.
 * @example conversationTitle("Can you help me plan a trip to Japan in April?") // "Planning a trip to Japan in April"
 */
export function conversationTitle(message: string, style: TitleStyle = {}): string {
  const phrase = phraseOf(openingOf(message));
  let words = phrase.replace(/["“”‘’«»`*_#]|(?<!\w)'|'(?!\w)/g, "").replace(/\s*[:;]\s*/g, " ").replace(/[?!.,]+$/, "").split(/\s+/).filter((word) => word !== "");
  words = words.slice(0, style.words ?? DEFAULT_WORDS).map((word) => word.replace(/[?!]+$/, ""));
  while (words.length > 1 && DANGLING.test(words.at(-1)!.replace(/[,.]$/, ""))) words.pop();
  let title = words.join(" ").replace(/[,.]+$/, "");
  if (style.chars !== undefined && title.length > style.chars) {
    title = title.slice(0, title.lastIndexOf(" ", style.chars) > 0 ? title.lastIndexOf(" ", style.chars) : style.chars).replace(/[,.]+$/, "");
  }
  title = style.titleCase ? titleCase(title) : capitalized(title);
  return style.emoji ? `${emojiFor(message)} ${title}` : title;
}

/** The message's opening sentence, within MAX_SOURCE, without its greeting and "Can you". */
function openingOf(message: string): string {
  const text = message.trim().replace(/\s+/g, " ").replace(/^["“'‘]+|["”'’]+$/g, "").slice(0, MAX_SOURCE);
  // The sentence that asks: the first, unless it only greets ("Hi there! How do I…").
  // A period inside a word ("Next.js", "Node.js") ends no sentence.
  const sentences = text.match(/(?:[^.!?]|[.!?](?![.!?]*(?:\s|$)))+(?:[.!?]+|$)/g) ?? [text];
  const asking = sentences.find((sentence) => !/^\s*(?:hi|hey|hello|good\s+(?:morning|afternoon|evening))\b[^.!?]{0,20}[.!?]*\s*$/i.test(sentence)) ?? text;
  return asking.trim().replace(PREAMBLE, "").trim();
}

/** What the sentence asks, as a phrase: a restated question, a request's object, else the sentence itself. */
function phraseOf(sentence: string): string {
  const request = REQUEST.exec(sentence.replace(/[?!.]+$/, ""));
  if (request) {
    const object = request[4]!.replace(/^(?:me|us)\s+/i, "").replace(/^(?:a|an|some|the)\s+/i, "");
    // "Write a haiku about the sea" is about the haiku; "Explain recursion" about recursion, explained.
    if (request[1]) return object;
    if (request[2]) return `${object} ${/^summari/i.test(request[2]) ? "summary" : "explained"}`;
    // "Help me with my essay": help with it.
    if (!request[3] && /^help\s+me\s+with\b/i.test(sentence)) return `help with ${request[4]!}`;
    const verb = (request[3] ?? /^help\s+me(?:\s+to)?\s+(\S+)/i.exec(sentence)?.[1] ?? "").split(/\s+/);
    if (verb[0] === "") return object;
    const rest = request[3] ? request[4]! : request[4]!.replace(/^\S+\s*/, "");
    return `${gerund(verb[0]!)}${verb.length > 1 ? ` ${verb.slice(1).join(" ")}` : ""} ${rest}`.trim();
  }
  const restated = restate(sentence);
  if (restated !== undefined) {
    const phrase = restated.phrase.replace(/^the\s+/i, "");
    // "What is React?" names only its subject: a title says what about it.
    return restated.asking === "topic" && /^(?:what|what's)\s/i.test(sentence) && phrase.split(/\s+/).length <= 2 ? `${phrase} overview` : phrase;
  }
  return sentence;
}

/** "3-5 word title" allows five; "max 6 words" six. */
function wordLimit(instruction: string): number | undefined {
  const limit = WORD_LIMIT.exec(instruction);
  if (!limit) return undefined;
  const word = (limit[1] ?? limit[2])!.toLowerCase();
  const count = NUMBER_WORDS[word] ?? Number(word);
  return count >= 1 ? count : undefined;
}

/** Emojis by what a message is about; a speech balloon for the rest. */
const EMOJIS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:trip|travel|flight|vacation|holiday|visit|itinerary)\b/i, "✈️"],
  [/\b(?:code|function|bug|react|javascript|typescript|python|api|sql|css|html|next\.js|apps?|website|web|server|software|computer|database)\b/i, "💻"],
  [/\b(?:recipe|cook|dinner|lunch|breakfast|meal|bake|food)\b/i, "🍳"],
  [/\b(?:learn|study|book|exam|course|school|explain)\b/i, "📚"],
  [/\b(?:money|budget|invest|save|finance|price|cost)\b/i, "💰"],
  [/\b(?:health|sleep|workout|exercise|diet|fitness)\b/i, "💪"],
  [/\b(?:poem|haiku|story|song|write)\b/i, "✍️"],
];

function emojiFor(message: string): string {
  return EMOJIS.find(([pattern]) => pattern.test(message))?.[1] ?? "💬";
}
