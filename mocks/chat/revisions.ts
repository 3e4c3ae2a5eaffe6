/**
 * Follow-ups that revise the assistant's previous answer, as chat apps send them with the whole
 * history: "Another one" after a joke is a second joke, "Make it shorter" after an explanation
 * its lead, "Make it more formal" after an email the same email re-toned. A model answers them
 * from the conversation; without this the chain reads "Another one" as a subject to talk about.
 *
 * "Another one" re-composes the earlier prompt (through `composeReply` and the known replies) as
 * a later choice (choice-variety.ts), keyed by how many answers that prompt already had, and
 * redrawn until it differs from all of them, and from the answers the request's earlier `n`
 * choices gave; a prompt with one answer says so rather than repeat it. The other revisions work on the previous answer's own text (revision-edits.ts): they cut,
 * restructure or re-tone what it said and add no facts it did not have.
 *
 * Only a short last message with an earlier assistant answer can be one: a length, a role scan
 * and a few substring cues turn every other prompt away before any regex runs.
 */
import { hashSeed, seededRandom, type Random } from "../data/random.ts";
import { fittedToLength, sentencePool } from "./asked-length.ts";
import { asChoice, earlierChoices } from "./choice-variety.ts";
import { composeReply, type KnownReply } from "./reply.ts";
import { scaleAsked, scaledRecipe } from "./recipe-scaling.ts";
import { storyContinued } from "./story-continuations.ts";
import { storyAbout } from "./story-documents.ts";
import { bulleted, funnier, longer, plainer, retoned, shorter, tabled, type Tone } from "./revision-edits.ts";
import type { ChatMessage } from "./tokens.ts";
import { PHRASEBOOK_LANGUAGES, PHRASEBOOK_PHRASES, phraseTranslation } from "./translate.ts";

/** The longest message that can be a revision request: "Could you make it a bit more formal, please?" has 44 characters. */
const MAX_LENGTH = 80;
/** Words one of the requests has; a message with none of them is turned away before the regexes. */
const CUES = ["double", "triple", "halve", "half", "twice", "serv", "people", "for ", "portion", "batch", "simpl", "plain", "eli5", "five", "kid", "child", "beginner", "get it", "understand", "confus", "complicated", "one ", "same", "title", "call it", "name", "continue", "going", "go on", "next", "and then", "vegan", "vegetarian", "veggie", "plant", "free", "eggless", "keto", "without", "with no", "have", "another", "more", "again", "regenerate", "else", "different", "short", "tl", "summar", "sentence", "long", "expand", "elaborate", "detail", "formal", "casual", "friendl", "professional", "polite", "warmer", "relaxed", "funn", "humo", "sill", "playful", "bullet", "list", "table", "translate", "concise", "brief", "condense", "trim", "in "];

/** Whether a text has one of the cues: one scan of the text, where a search per cue is ten times the cost. */
const ANY_CUE = new RegExp(CUES.map((cue) => cue.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));

/** What may open a request: "Ok, ", "Haha nice. ", "Can you ", "Please ". */
const LEAD = String.raw`^\s*(?:(?:ok(?:ay)?|great|thanks|thank you|nice|cool|haha|lol|good|perfect|hmm|love it|not bad)[,.!]*\s+)*(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?(?:now\s+)?`;
/** What may close one: ", please", "?", "!" and a smile. */
const TAIL = String.raw`(?:\s*,?\s*(?:please|pls|thanks|thank you))?\s*[.!?]*\s*(?::\)|🙂|😄|😂)?\s*$`;
const IT = String.raw`(?:it|that|this|the (?:answer|email|message|text|poem|haiku|reply|response|joke|story))`;
const BIT = String.raw`(?:(?:a\s+)?(?:bit|little|lot|tad)\s+|much\s+)?`;
const request = (body: string): RegExp => new RegExp(`${LEAD}(?:${body})${TAIL}`, "iu");

/** "Another one", "One more", "Give me another", "Try again", "Regenerate", "Something else", "Different one please". */
const ANOTHER = request(
  String.raw`(?:(?:tell|write|give|show|make)\s+(?:me\s+|us\s+)?)?(?:another|one\s+more|a\s+different|a\s+new)(?:\s+(?:one|(joke|pun|haiku|poem|story|limerick|riddle)|version|option|example|idea|ideas|list|answer|take))?(?:\s+(?:time|then))?|try\s+again|(?:try|do|write)\s+(?:it|that|this)\s+again|again|regenerate(?:\s+${IT})?|something\s+else|(?:a\s+)?different\s+one|one\s+more\s+time`,
);
/** "Now one about winter", "Do one about dogs", "Can you write one about the mountains?", "Same for dogs", "Another one about dogs": the earlier ask, of another subject. */
const ONE_ABOUT = request(
  String.raw`(?:(?:now|and|then)\s+)?(?:(?:how|what)\s+about\s+)?(?:(?:do|write|make|tell(?:\s+me)?|give(?:\s+me)?|try|compose)\s+)?(?:one|another(?:\s+one)?|a\s+new\s+one|one\s+more|(?:the\s+)?same(?:\s+thing)?)\s+(?:about|on|for|with)\s+([^?.!\n]{2,40}?)`,
);
/** The asks "one about X" redoes: a piece written about a subject. */
const WRITTEN_PIECE = /\b(?:jokes?|puns?|haikus?|poems?|limericks?|stor(?:y|ies)|riddles?|songs?|raps?|sonnets?|essays?|tweets?|slogans?|fun facts?|quotes?|tongue[- ]twisters?|rhymes?|acrostics?)\b/i;
/** Where an ask names its subject: "about autumn", "on remote work", to the end. */
const SUBJECT_NAMED = /\b(about|on)\s+\S[^\n]*$/i;

/**
 * "Make it vegan", "Can I make it without eggs?", "What if I don't have eggs?", "A gluten-free
 * version": the earlier recipe kept to what it now rules out (diets.ts reads the words).
 */
const ADAPTED = request(
  String.raw`(?:(?:can\s+(?:i|you|we)\s+)?(?:make|do|have|cook|bake)\s+${IT}\s+)?((?:vegan|vegetarian|veggie|plant[- ]based|gluten[- ]free|dairy[- ]free|lactose[- ]free|egg[- ]free|eggless|keto|nut[- ]free)(?:\s+(?:version|instead))?|(?:without|with\s+no)\s+(?:any\s+)?[a-z][a-z ]{1,30})|what\s+if\s+i\s+(?:don'?t|do\s+not)\s+have\s+(?:any\s+)?([a-z][a-z ]{1,30})|(?:give\s+me\s+)?(?:an?\s+)?((?:vegan|vegetarian|gluten[- ]free|dairy[- ]free|egg[- ]free|eggless)\s+version)`,
);

/** "Continue", "Keep going", "What happens next?", "Continue the story": the story's next part. */
const CONTINUE = request(
  String.raw`continue(?:\s+(?:the\s+story|${IT}|writing))?|keep\s+going|go\s+on|(?:and\s+)?(?:then\s+)?what\s+happen(?:s|ed)\s+next|and\s+then(?:\s+what)?|(?:write|tell\s+me)\s+(?:the\s+)?next\s+(?:part|chapter|bit)`,
);
/** "Give it a title", "Suggest a title for it", "What should I call it?": a title for the story. */
const TITLE_IT = request(
  String.raw`(?:give|suggest|write|add|come\s+up\s+with)\s+(?:me\s+)?(?:${IT}\s+)?(?:a\s+)?(?:good\s+|catchy\s+|nice\s+)?(?:title|name)(?:\s+for\s+${IT})?|what\s+(?:should|would|could)\s+(?:i|you|we)\s+(?:call|title|name)\s+${IT}|title\s+(?:for\s+)?${IT}`,
);
/** "Can you explain it more simply?", "In simpler terms", "ELI5", "I don't get it": the explanation for a child. */
const SIMPLER = request(
  String.raw`(?:(?:explain|say|put|describe)\s+${IT}\s+)?(?:(?:a\s+bit\s+|much\s+)?(?:more\s+simply|simpler)|in\s+(?:simpler|simple|plain)\s+(?:terms|words|english)|like\s+i'?m\s+(?:five|5|a\s+(?:kid|child))|for\s+a\s+(?:kid|child|beginner))|eli5|i\s+(?:still\s+)?(?:don'?t|do\s+not)\s+(?:get|understand)(?:\s+${IT})?|(?:that'?s|it'?s)\s+(?:too\s+)?(?:confusing|complicated)`,
);
/** What an explanation was asked of: "What is recursion?", "Explain closures", "How does DNS work?" → the thing. */
const EXPLAINED_THING = /^\s*(?:(?:can|could)\s+you\s+)?(?:what(?:'s|\s+is|\s+are)|explain|describe|define|how\s+(?:does|do))\s+(?:an?\s+|the\s+)?([^?.!\n]{2,50}?)(?:\s+work)?\s*[?.!]*\s*$/i;

/** An ask for a story, whose answer "continue" goes on with. */
const STORY_ASKED = /\b(?:story|stories|tale|fable|fairy tale)\b/i;

/** "Make it shorter", "shorter", "tl;dr", "summarize that", "in one sentence". */
const SHORTER = request(
  String.raw`(?:make\s+${IT}\s+)?${BIT}(?:shorter|more\s+concise|briefer|less\s+wordy)|(?:shorten|condense|trim|summari[sz]e|sum\s+up)\s+${IT}(?:\s+up)?(?:\s+(?:for\s+me|a\s+bit))?|tl;?\s?dr|too\s+long|(?:give\s+me\s+)?(?:the\s+|a\s+)?(?:short|shorter|brief)\s+version|keep\s+it\s+(?:short|brief)|be\s+(?:more\s+)?(?:brief|concise)|(?:(?:say|put|summari[sz]e|explain|sum\s+up)\s+${IT}\s+)?in\s+(?:one|a\s+single|1)\s+sentence`,
);
/** "Summarize that in 2 sentences", "In three sentences please", "Say it in 30 words": the answer cut to that length (asked-length.ts). */
const IN_COUNT = request(
  String.raw`(?:(?:summari[sz]e|sum\s+up|say|put|explain|rewrite|write|give\s+me|redo|condense|shorten|make)\s+(?:${IT}\s+)?)?(?:in|to|into|with)\s+(?:just\s+|only\s+|under\s+|about\s+|around\s+)?(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten)\s+(sentences|words|bullet(?:\s+points)?|bullets|points)`,
);
const IN_COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** The requests for a single sentence: a one-line answer rather than a lead. */
const ONE_SENTENCE = /\b(?:one|single|1)\s+sentence\b|\btl;?\s?dr\b/i;
/** "Make it longer", "expand on that", "more detail", "tell me more". */
const LONGER = request(
  String.raw`(?:make\s+${IT}\s+)?${BIT}longer|expand(?:\s+on)?\s+${IT}|elaborate(?:\s+on\s+${IT})?|(?:go\s+into\s+|give\s+me\s+|add\s+|with\s+|in\s+)?(?:a\s+bit\s+|some\s+|much\s+)?more\s+details?|(?:explain|describe)\s+${IT}\s+in\s+more\s+detail|tell\s+me\s+more`,
);
/** "Make it more formal", "more casual", "friendlier", "more professional". */
const TONE = request(
  String.raw`(?:(?:make|rewrite|write|redo)\s+${IT}\s+(?:to\s+(?:be|sound)\s+|so\s+it\s+sounds\s+|in\s+a\s+)?|(?:make\s+it\s+)?sound\s+)?${BIT}(?:more\s+)?(formal|professional|polite|casual|informal|friendlier|friendly|relaxed|warmer|less\s+formal|less\s+stiff)(?:\s+(?:tone|way|version))?`,
);
/** "Make it funnier", "more humorous", "add some humor". */
const FUNNIER = request(String.raw`(?:make\s+${IT}\s+)?${BIT}(?:funnier|sillier|more\s+(?:funny|humou?rous|playful|fun|silly))|(?:make|rewrite|write|say)\s+${IT}\s+(?:(?:sound|in\s+a)\s+)?${BIT}(?:funny|humou?rous|silly|playful|fun)(?:\s+(?:way|version|tone))?|add\s+(?:some\s+|a\s+bit\s+of\s+|more\s+)?(?:humou?r|jokes?|fun)`);
/** "Turn it into bullet points", "as a list", "as a table". */
const RESTRUCTURE = request(
  String.raw`(?:(?:turn|make|put|rewrite|format|convert|give\s+me|show|write|say|explain|summari[sz]e|redo|do)\s+${IT}\s+)?(?:(?:into|as|in)\s+)?(?:a\s+)?(bullet(?:ed)?(?:\s+points|\s+list)?|(?:numbered\s+)?list|table)(?:\s+(?:form|format))?|(?:list|bullet(?:\s+point)?)\s+(?:it|that|them)`,
);
/** "Translate that to French", "in Spanish please", "now in German". */
const TRANSLATE = request(
  String.raw`(?:translate\s+${IT}\s+)?(?:to|into|in)\s+(italian|french|spanish|german|portuguese|japanese|chinese|korean|russian|arabic|hindi|dutch|swedish|polish|greek|turkish|vietnamese|thai|indonesian|hebrew|ukrainian)`,
);

/** "Give me more ideas", "Can you give me 3 more?", "More please", "5 more options": more items for the list the answer gave. */
const MORE_ITEMS = request(
  String.raw`(?:(?:give|show|list|suggest|send)\s+(?:me\s+|us\s+)?|i\s+(?:need|want|would\s+like)\s+|(?:any|some)\s+|how\s+about\s+)?(?:(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|a\s+few|a\s+couple(?:\s+of)?|some)\s+)?more(?:\s+(?:ideas|options|suggestions|examples|items|ones|names|tips|things|places|books|movies|questions|of\s+(?:them|those|these)))?`,
);
/** Counts as a follow-up writes them. */
const COUNT_WORDS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, "a few": 3, "a couple": 2, "a couple of": 2, some: 3 };
/** An item of a numbered or bulleted list, with its text. */
const LIST_LINE = /^[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]+(.+)$/gm;
/** A number a list ask gives its count with: "Give me 5 ideas", "List 8 things". */
const ASKED_COUNT = /\b(\d{1,2}|three|four|five|six|seven|eight|nine|ten)\b(?=\s+(?:[\w-]+\s+){0,3}?(?:ideas|options|suggestions|examples|names|tips|things|places|books|movies|films|questions|ways|reasons|facts|items|songs|games|activities|gifts|recipes|destinations)\b)/i;

/** How many more draws "another one" gets to differ from the answers the prompt already had. */
const REDRAWS = 12;

/**
 * The reply to `prompt` (the last user message) when it asks to revise the assistant's previous
 * answer, else undefined. `known` is the chain, for "another one" to answer the earlier prompt again
 * (`now`, the mock's clock, goes with it).
 * @example revisionReply([{ role: "user", content: "Tell me a joke" }, { role: "assistant", content: "…" }, { role: "user", content: "Another one" }], "Another one", random, knownReply) // another joke
 */
export function revisionReply(messages: readonly ChatMessage[], prompt: string, random: Random, known: KnownReply, now?: number): string | undefined {
  if (prompt.length > MAX_LENGTH) return undefined;
  // No answer before the prompt, nothing to revise: read before the prompt's words, as it costs less.
  const last = lastIndexOf(messages, "user", messages.length - 1);
  const previous = lastIndexOf(messages, "assistant", last - 1);
  if (last < 0 || previous < 0 || !isRevisionCue(prompt)) return undefined;
  const answer = messages[previous]!.content;
  // An answer that was a tool call has no text to revise.
  if (typeof answer !== "string" || answer.trim() === "") return undefined;
  const adapted = answer.includes("**Ingredients**") ? ADAPTED.exec(prompt) : null;
  // "Make it for 8 people", "Double it": the recipe's amounts scaled (recipe-scaling.ts).
  const scale = answer.includes("**Ingredients**") ? scaleAsked(prompt) : undefined;
  if (scale !== undefined) {
    const scaled = scaledRecipe(answer, scale);
    if (scaled !== undefined) return scaled;
  }
  if (adapted) return adaptedReply(messages, last, random, known, adapted[1] ?? (adapted[2] !== undefined ? `without ${adapted[2]}` : adapted[3]!), now);
  if (SIMPLER.test(prompt)) {
    // No explanation for a child known: the answer's lead, its plainest part.
    return simplerReply(messages, last, random, known, answer, now) ?? (GENERAL_REPLY.test(answer) ? shorter(answer, false) : plainer(answer));
  }
  if (TITLE_IT.test(prompt)) {
    const source = sourceOf(messages, last);
    const asked = source < 0 ? undefined : messages[source]!.content;
    if (typeof asked === "string" && STORY_ASKED.test(asked)) return `How about "${storyAbout(asked, seededRandom(hashSeed("story-title", asked))).title}"?`;
  }
  if (CONTINUE.test(prompt)) {
    const source = sourceOf(messages, last);
    const asked = source < 0 ? undefined : messages[source]!.content;
    if (typeof asked === "string" && STORY_ASKED.test(asked)) return storyContinued(asked, answersSince(messages, source, last).length - 1, seededRandom(hashSeed("continued", asked)));
  }
  const about = ONE_ABOUT.exec(prompt);
  if (about) return oneAboutReply(messages, last, random, known, about[1]!.trim(), now);
  const another = ANOTHER.exec(prompt);
  if (another) return anotherReply(messages, last, random, known, another[1]?.toLowerCase(), now);
  const more = MORE_ITEMS.exec(prompt);
  if (more) {
    const moreItems = moreItemsReply(messages, last, random, known, answer, more[1], now);
    if (moreItems !== undefined) return moreItems;
  }
  const inCount = IN_COUNT.exec(prompt);
  if (inCount) {
    const count = IN_COUNT_WORDS[inCount[1]!.toLowerCase()] ?? Number(inCount[1]);
    const unit = inCount[2]!.toLowerCase();
    const core = answerBody(answer);
    const length = unit.startsWith("sentence") ? { rest: "", sentences: Math.min(count, 10) } : unit === "words" ? { rest: "", words: Math.min(count, 500) } : { rest: "", bullets: Math.min(count, 10) };
    const fitted = fittedToLength(core, length);
    // A word budget under the answer's first sentence: that sentence, the answer's gist, rather than a stray short one.
    if (length.words !== undefined && !fitted.startsWith(sentencePool(core)[0] ?? "")) return shorter(answer, true);
    if (fitted !== core) return fitted;
  }
  if (SHORTER.test(prompt)) return shorter(answer, ONE_SENTENCE.test(prompt));
  if (LONGER.test(prompt)) return longer(answer, () => extraDraws(messages, last, random, known, now));
  const tone = TONE.exec(prompt);
  if (tone) return retoned(answer, toneOf(tone[1]!));
  if (FUNNIER.test(prompt)) return funnier(answer, hashSeed("funnier", answer));
  const shape = RESTRUCTURE.exec(prompt);
  if (shape) return /table/i.test(shape[1] ?? "") ? tabled(answer) : bulleted(answer);
  const language = TRANSLATE.exec(prompt)?.[1];
  // The phrasebook's phrases only (translate.ts): a longer answer gets an honest word that the mock does not translate it.
  if (language) return phraseTranslation(answer.replace(/^\s*["“]|["”]\s*$/g, ""), language.toLowerCase()) ?? untranslated(language);
  return undefined;
}

const capitalised = (word: string): string => `${word.charAt(0).toUpperCase()}${word.slice(1).toLowerCase()}`;

/**
 * What a request to translate an answer the phrasebook does not hold gets: that this mock
 * translates only short common phrases, which ones and into which languages, rather than a
 * reply about "Translate that to French" as a topic.
 */
function untranslated(language: string): string {
  const phrases = PHRASEBOOK_PHRASES.slice(0, 6).map((phrase) => `"${phrase}"`).join(", ");
  const languages = PHRASEBOOK_LANGUAGES.map(capitalised);
  return [
    `I can't translate that answer into ${capitalised(language)}: this mock server doesn't translate text, it only knows a small phrasebook of short common phrases (such as ${phrases} and a few more) in ${languages.slice(0, -1).join(", ")} and ${languages.at(-1)}.`,
    "For a longer text like the answer above, use a real model or a translation service. If you send one of those short phrases, I can give you its translation.",
  ].join("\n\n");
}

/** Whether a message might be a request: short and with one of the cue words. */
function isRevisionCue(prompt: string): boolean {
  return ANY_CUE.test(prompt.toLowerCase());
}

function lastIndexOf(messages: readonly ChatMessage[], role: string, from: number): number {
  for (let i = from; i >= 0; i--) if (messages[i]!.role === role) return i;
  return -1;
}

function toneOf(word: string): Tone {
  return /formal|professional|polite/i.test(word) && !/less/i.test(word) ? "formal" : "casual";
}

/** Whether a user message asks to revise the answer before it rather than for something new. */
function isRevision(text: string): boolean {
  if (typeof text !== "string" || text.length > MAX_LENGTH || !isRevisionCue(text)) return false;
  return [SIMPLER, TITLE_IT, CONTINUE, ADAPTED, ONE_ABOUT, ANOTHER, MORE_ITEMS, IN_COUNT, SHORTER, LONGER, TONE, FUNNIER, RESTRUCTURE, TRANSLATE].some((pattern) => pattern.test(text)) || scaleAsked(text) !== undefined;
}

/** The earlier prompt the revisions are of: the latest user message before `last` that is no revision itself. */
function sourceOf(messages: readonly ChatMessage[], last: number): number {
  for (let i = lastIndexOf(messages, "user", last - 1); i >= 0; i = lastIndexOf(messages, "user", i - 1)) {
    if (!isRevision(messages[i]!.content)) return i;
  }
  return -1;
}

/** The answers between the source prompt and the request: what "another one" must differ from. */
function answersSince(messages: readonly ChatMessage[], source: number, last: number): string[] {
  return messages.slice(source + 1, last).filter((message) => message.role === "assistant").map((message) => message.content);
}

/** An answer without a short first line that introduces it ("Here's a shorter version:") and a last question that offers more. */
function answerBody(text: string): string {
  const paragraphs = text.trim().split(/\n\s*\n/);
  if (paragraphs.length > 1 && paragraphs[0]!.length <= 80 && /:\s*$/.test(paragraphs[0]!)) paragraphs.shift();
  if (paragraphs.length > 1 && /\?\s*$/.test(paragraphs.at(-1)!) && !/^\s*(?:[-*•]|\d+[.)])\s/.test(paragraphs.at(-1)!)) paragraphs.pop();
  return paragraphs.join("\n\n").trim();
}

/** The part of an answer that is the answer: its paragraphs without a first "Here's one:" line and a last offer. */
function coreOf(text: string): string {
  const paragraphs = text.trim().split(/\n\s*\n/);
  if (paragraphs.length >= 3) return paragraphs.slice(1, -1).join("\n\n").trim();
  return text.trim();
}

/**
 * The earlier explanation again, for a child: "What is recursion?" asked as "Explain recursion
 * like I'm five" and answered by the chain, when that gives another answer than the one the user
 * did not get; undefined otherwise (the other revisions and the chain follow).
 */
function simplerReply(messages: readonly ChatMessage[], last: number, random: Random, known: KnownReply, answer: string, now: number | undefined): string | undefined {
  const source = sourceOf(messages, last);
  const asked = source < 0 ? undefined : messages[source]!.content;
  const thing = typeof asked === "string" ? EXPLAINED_THING.exec(asked)?.[1] : undefined;
  if (thing === undefined) return undefined;
  const simple = composeReply([...messages.slice(0, source), { role: "user", content: `Explain ${thing} like I'm five` }], random, known, undefined, now);
  // The same answer again, or one that opens the same (no text for a child known): no simpler explanation.
  const opening = (text: string) => text.trim().split(/\n/, 1)[0]!.slice(0, 80);
  return coreOf(simple) === coreOf(answer) || opening(simple) === opening(answer) || GENERAL_REPLY.test(simple) ? undefined : simple;
}

/** The chain's reply to a prompt it knows nothing of: no simpler explanation. */
const GENERAL_REPLY = /it helps to know|Tell me what you'd like to do with it|I'd rather not guess|Good question about|Happy to write some|What should the code do/i;

/** The earlier recipe's ask with what the follow-up rules out ("Give me a recipe for pancakes", "without eggs"), answered by the chain. */
function adaptedReply(messages: readonly ChatMessage[], last: number, random: Random, known: KnownReply, ruledOut: string, now: number | undefined): string | undefined {
  const source = sourceOf(messages, last);
  const asked = source < 0 ? undefined : messages[source]!.content;
  if (typeof asked !== "string") return undefined;
  const ruled = ruledOut.replace(/\s+(?:version|instead)$/i, "").trim();
  const rewritten = `${asked.trim().replace(/[\s.!?]+$/, "")}, ${ruled}`;
  const recipe = composeReply([...messages.slice(0, source), { role: "user", content: rewritten }], random, known, undefined, now);
  // "Can I make it without eggs?" is a question: a model says yes before the recipe it adapts.
  const asksIfItCan = /^\s*(?:can|could|is\s+it\s+possible|what\s+if)\b/i.test(messages[last]!.content);
  return asksIfItCan ? `Yes, here it is ${ruled.toLowerCase()}:\n\n${recipe}` : recipe;
}

/**
 * The earlier ask of a written piece, of `subject` instead: "Write a haiku about autumn" then
 * "Now one about winter" is "Write a haiku about winter", answered by the chain as a first ask.
 * Undefined when the earlier ask wrote no piece ("What's the capital of France?").
 */
function oneAboutReply(messages: readonly ChatMessage[], last: number, random: Random, known: KnownReply, subject: string, now: number | undefined): string | undefined {
  const source = sourceOf(messages, last);
  const asked = source < 0 ? undefined : messages[source]!.content;
  if (typeof asked !== "string" || !WRITTEN_PIECE.test(asked)) return undefined;
  const rewritten = SUBJECT_NAMED.test(asked) ? asked.replace(SUBJECT_NAMED, (_, word: string) => `${word} ${subject}`) : `${asked.trim().replace(/[\s.!?]+$/, "")} about ${subject}`;
  return composeReply([...messages.slice(0, source), { role: "user", content: rewritten }], random, known, undefined, now);
}

/**
 * The earlier prompt answered again, as the choice after the answers it already had, redrawn
 * until it differs from each of them; an honest word when it has no other answer. `kind` is
 * what the request names ("another joke"), which the earlier prompt must have asked for.
 */
function anotherReply(messages: readonly ChatMessage[], last: number, random: Random, known: KnownReply, kind: string | undefined, now: number | undefined): string | undefined {
  const source = sourceOf(messages, last);
  // "Another riddle" after a joke asks for something new: the chain answers it as a first ask.
  if (source < 0 || (kind !== undefined && !messages[source]!.content.toLowerCase().includes(kind))) return undefined;
  const earlier = answersSince(messages, source, last);
  const seen = new Set(earlier.map(coreOf));
  // `n: 3` asks for three other jokes: a later choice skips the earlier choices' ones too, where the prompt has that many.
  const given = new Set(earlierChoices().map(coreOf));
  const history = messages.slice(0, source + 1);
  const salt = random.int(0, 0xffff);
  let repeated: string | undefined;
  for (let draw = 0; draw <= REDRAWS; draw++) {
    const text = recompose(history, earlier.length, draw, salt, known, now);
    const core = coreOf(text);
    if (seen.has(core)) continue;
    if (!given.has(core)) return text;
    repeated ??= text;
  }
  if (repeated !== undefined) return repeated;
  const asked = messages[source]!.content.trim().replace(/\s+/g, " ");
  const quoted = asked.length > 60 ? `${asked.slice(0, asked.lastIndexOf(" ", 57))}…` : asked;
  return `I don't have a different answer to "${quoted}": the one above is the one I'd give again, and repeating it word for word wouldn't help. I can make it shorter, go into more detail, put it as a list, or take a different angle if you tell me which part to change.`;
}

/** The history's last prompt composed as choice `index` (its `draw`-th attempt). */
function recompose(history: readonly ChatMessage[], index: number, draw: number, salt: number, known: KnownReply, now: number | undefined): string {
  const random = seededRandom(hashSeed("revision", index, draw, salt));
  return asChoice(index, draw, () => composeReply(history, random, known, undefined, now));
}

/** Other answers to the earlier prompt, for "make it longer" to take what the previous answer lacks (more tips, another stanza). */
function extraDraws(messages: readonly ChatMessage[], last: number, random: Random, known: KnownReply, now: number | undefined): string[] {
  const source = sourceOf(messages, last);
  if (source < 0) return [];
  const history = messages.slice(0, source + 1);
  const salt = random.int(0, 0xffff);
  const index = answersSince(messages, source, last).length;
  return [0, 1, 2].map((draw) => recompose(history, index, draw, salt, known, now));
}

/** The items of a list in `text`, by their text without markup. */
function listLines(text: string): string[] {
  return [...text.matchAll(LIST_LINE)].map((match) => match[1]!.trim());
}

/** An item's title: "**Science party**: slime…" → "science party". */
function itemKey(item: string): string {
  return item.replace(/\*\*|__|`/g, "").split(/:\s|\s[–—-]\s/)[0]!.trim().toLowerCase();
}

/**
 * More items for the list the answer gave ("Give me 5 ideas for a birthday party", "Can you give
 * me 3 more?"): the earlier ask asked again for as many more as it named, by the chain, and the
 * items the answer did not already have, numbered on from it. Undefined when the answer is no list
 * or the ask gives no new items: the other revisions and the chain follow.
 */
function moreItemsReply(messages: readonly ChatMessage[], last: number, random: Random, known: KnownReply, answer: string, said: string | undefined, now: number | undefined): string | undefined {
  const shown = listLines(answer);
  // A recipe's ingredients are no list of options.
  if (shown.length < 2 || answer.includes("**Ingredients**")) return undefined;
  const source = sourceOf(messages, last);
  const asked = source < 0 ? undefined : messages[source]!.content;
  if (typeof asked !== "string") return undefined;
  const key = said?.toLowerCase().replace(/\s+/g, " ");
  const wanted = Math.min(10, key === undefined ? 3 : (COUNT_WORDS[key] ?? Number(key)) || 3);
  const counted = ASKED_COUNT.exec(asked);
  const total = Math.min(20, shown.length + wanted + 2);
  // The earlier ask, for more: its count raised, or a count given to it before its kind.
  const rewritten = counted
    ? `${asked.slice(0, counted.index)}${total}${asked.slice(counted.index + counted[0].length)}`
    : asked.replace(/\b(ideas|options|suggestions|examples|names|tips|things|places|books|movies|questions|ways|reasons|facts|activities|gifts)\b/i, `${total} $1`);
  if (rewritten === asked) return undefined;
  const reply = composeReply([...messages.slice(0, source), { role: "user", content: rewritten }], random, known, undefined, now);
  const seen = new Set(shown.map(itemKey));
  const fresh = listLines(reply).filter((item) => !seen.has(itemKey(item)) && itemKey(item) !== "");
  if (fresh.length === 0) return undefined;
  const numbered = /^[ \t]*\d{1,2}[.)]/m.test(answer);
  const items = fresh.slice(0, wanted).map((item, i) => (numbered ? `${shown.length + i + 1}. ${item}` : `- ${item}`));
  const lead = fresh.length < wanted ? `Here ${items.length === 1 ? "is 1 more" : `are ${items.length} more`} (that's all I have that isn't a repeat):` : `Here ${items.length === 1 ? "is 1 more" : `are ${items.length} more`}:`;
  return `${lead}\n\n${items.join("\n")}\n\nWant me to go into any of them?`;
}
