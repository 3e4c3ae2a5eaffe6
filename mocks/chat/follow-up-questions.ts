/**
 * Follow-up questions that lean on the previous turn. Chat apps send the whole history, and a
 * demo's second question is often one that means nothing alone: "Who painted the Mona Lisa?",
 * "Leonardo da Vinci painted the Mona Lisa.", "When was he born?". A reply about "when he born
 * was" reads as a mock that forgot the conversation, so the follow-up is rewritten into the
 * standalone question it stands for ("When was Leonardo da Vinci born?") and that question is
 * answered as if it had been asked alone:
 *
 * - a pronoun (he, she, him, his, her; it, its, they, them) takes its antecedent from the previous
 *   turn: a person named in the previous answer, a thing from the previous question;
 * - "What about Germany?", "How about a wedding?", "And Spain?" put the new subject in the
 *   previous question in place of the old one ("What is the capital of Germany?"); a year
 *   ("What about 2014?") or "the one before" in place of the previous question's year ("Who won
 *   the 2014 World Cup?"), a holiday in place of the one a date question ended on ("How many days
 *   until Easter?");
 * - "Who did they beat?" after a final the previous answer told ("beating Croatia 4–2") says whom;
 * - "the second one", "number 2", "#2", "the last idea" name an item of the previous answer's
 *   numbered or bulleted list ("Tell me more about a karaoke night", with what the list was for);
 * - "an example in Python" and "tell me more" ask about the previous question's subject;
 * - "Why?" after a yes-or-no question asks why it is so ("Why can't dogs eat chocolate?"), answered
 *   with the reasons after the answer's verdict where it opened with one; after any other question,
 *   the reasons its answer gave for its claim (answer-reasons.ts).
 *
 * Only the last user message, the assistant's answer before it and the user's question before
 * that are read, each up to a bound; a prompt without a follow-up's cue words costs one regex
 * test. The rewritten question is asked without the history, so it is never rewritten again.
 * Asks to change the previous answer ("make it shorter", "another one") are not follow-up
 * questions: revisions answer them.
 */
import type { ChatMessage } from "./tokens.ts";
import { LANGUAGE_NAMES, languageNamedIn } from "./reply.ts";
import { verdictReasons, whyReply } from "./answer-reasons.ts";

/** The previous turn a follow-up leans on. */
export interface PreviousTurn {
  /** The user's question before the follow-up. */
  readonly question: string;
  /** The assistant's answer to it. */
  readonly answer: string;
}

/** A follow-up is a line; a longer prompt says what it is about itself. */
const MAX_PROMPT = 120;
/** The previous question is read when it is a question, not a pasted text. */
const MAX_QUESTION = 300;
/** How much of the previous answer its names and list items are read from. */
const ANSWER_WINDOW = 3000;

/** Cheap first look: every follow-up below has one of these words. */
const CUE = /\b(?:he|she|him|his|her|it|its|they|them|about|and|one|same|number|no|option|idea|item|point|step|tip|suggestion|choice|example|more|why|how|that|this|those|these|pros|cons)\b|#\s?\d|downside|disadvantage|drawback|advantage|benefit|upside|alternative/i;
/** Asks to change the previous answer, which revisions answer, not questions about its subject. */
const REVISION = /\b(?:make|rewrite|shorten|shorter|longer|rephrase|translate|summari[sz]e|simplif\w*|formal|casual|funnier|another|again|redo|tweak|edit|change|fix|version|instead)\b/i;

/**
 * The reply to a follow-up `prompt` (the last user message): `answer` to the messages that ask
 * the standalone question it stands for (the system messages, then that question), or undefined
 * when the prompt is no follow-up or there is no previous turn to lean on.
 * @example followUpReply([{ role: "user", content: "What is the capital of France?" }, { role: "assistant", content: "Paris." }, { role: "user", content: "What about Germany?" }], "What about Germany?", (asked) => asked.at(-1)!.content) // "What is the capital of Germany?"
 */
export function followUpReply(messages: readonly ChatMessage[], prompt: string, answer: (asked: readonly ChatMessage[]) => string | undefined): string | undefined {
  // Cheapest first: most chats have no earlier turn to follow up on.
  if (prompt.length > MAX_PROMPT) return undefined;
  const turn = previousTurn(messages);
  if (turn === undefined || !CUE.test(prompt) || REVISION.test(prompt)) return undefined;
  const rewritten = rewrite(prompt, turn);
  if (rewritten === undefined) return undefined;
  if (rewritten.own !== undefined) return rewritten.own;
  // Asked alone, with the system messages (instructions, retrieved context) but no earlier turn.
  const ask = (question: string) => answer([...messages.filter((message) => message.role === "system" || message.role === "developer"), { role: "user", content: question }]);
  if (rewritten.each !== undefined) return eachReply(rewritten.each, ask);
  const reply = ask(rewritten.question);
  // "Who wrote the first one?": a reply that does not name the maker the list named gives way to what the list said.
  if (rewritten.instead !== undefined && (reply === undefined || SKELETON.test(reply))) return rewritten.instead;
  if (rewritten.maker !== undefined && (reply === undefined || !reply.includes(rewritten.maker.name))) return rewritten.maker.reply;
  // A reply that does not say what "he" or "the second one" was taken for says it first.
  if (reply === undefined || says(reply, rewritten.subject)) return reply;
  return `${rewritten.lead ?? `You're asking about ${rewritten.subject}.`} ${reply}`;
}

/**
 * "When were they born?" after "Steve Jobs, Steve Wozniak and Ronald Wayne founded Apple": each
 * person's answer, where a known reply has one (it names them bold), and an honest word for the
 * others; undefined when no known reply knows any of them.
 */
function eachReply(each: readonly { readonly person: string; readonly question: string }[], ask: (question: string) => string | undefined): string | undefined {
  const replies = each.map(({ person, question }) => ({ person, reply: ask(question) }));
  const known = (reply: string | undefined, person: string) => reply !== undefined && reply.includes(`**${person}**`);
  if (!replies.some(({ person, reply }) => known(reply, person))) return undefined;
  const lines = replies.map(({ person, reply }) => (known(reply, person) ? `- ${reply!.trim()}` : `- **${person}**: I don't have reliable details on that for ${person}.`));
  return [`Taking "they" as ${joinedNames(each.map(({ person }) => person))}:`, lines.join("\n")].join("\n\n");
}

function joinedNames(names: readonly string[]): string {
  return names.length <= 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** Whether a reply names a subject: each of its words of three letters or more ("World War I" names "World War 1"). */
function says(reply: string, subject: string): boolean {
  const text = reply.toLowerCase();
  const words = subject.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3);
  return words.length === 0 ? text.includes(subject.toLowerCase()) : words.every((word) => text.includes(word));
}

/** A follow-up as the question it stands for, and the subject it took from the previous turn. */
interface Rewrite {
  readonly question: string;
  readonly subject: string;
  /** What a reply that does not name the subject opens with, if not "You're asking about <subject>.". */
  readonly lead?: string;
  /** The reply, when no known reply has a better one than this module ("more on the second idea for a party"). */
  readonly own?: string | undefined;
  /** The reply when no known reply answers the question, or only with a skeleton of code to write ("Give me an example" after an explanation that gave one). */
  readonly instead?: string | undefined;
  /** A question about a group ("When were they born?"): the question for each person in it, answered in turn. */
  readonly each?: readonly { readonly person: string; readonly question: string }[] | undefined;
  /** Who the list item says made it ("Dune by Frank Herbert"), and the reply that says so, for a reply that does not name them. */
  readonly maker?: { readonly name: string; readonly reply: string } | undefined;
}

/**
 * The question a follow-up stands for, from the previous turn, or undefined when it is none.
 * @example standaloneQuestion("When was he born?", { question: "Who painted the Mona Lisa?", answer: "Leonardo da Vinci painted it." }) // "When was Leonardo da Vinci born?"
 */
export function standaloneQuestion(prompt: string, turn: PreviousTurn): string | undefined {
  return rewrite(prompt, turn)?.question;
}

function rewrite(prompt: string, turn: PreviousTurn): Rewrite | undefined {
  const text = prompt.trim();
  // "And who did they beat?" is no new subject for "And X?": the loser is asked first.
  return whoWasBeaten(text, turn) ?? aboutItem(text, turn) ?? aboutAnother(text, turn.question) ?? aboutSubject(text, turn) ?? aboutAspect(text, turn.question) ?? whyOrHow(text, turn) ?? withAntecedent(text, turn);
}

/** "Who did they beat?", "Who did they play in the final?": the loser of the final the previous answer told. */
const WHO_BEATEN = /^(?:and\s+)?who\s+did\s+(?:they|he|she|it)\s+(?:beat|defeat|play)(?:\s+in\s+the\s+final)?\s*\?*$/i;
/** A final as event-winners.ts tells it: "**France** won the 2018 FIFA World Cup, beating Croatia 4–2 in the final;". */
const FINAL_TOLD = /^((?:The\s+)?\*\*[^*\n]{2,60}\*\*) won ([^,;\n]{3,60}), beating ([^;.\n]{3,80}?)( in the final)?[;.]/;

/**
 * "Who did they beat?" after "Who won the 2018 World Cup?" is answered from the final the previous
 * answer told ("beating Croatia 4–2"), so it says no more than that answer did; an answer that told
 * no final leaves the question to the other rewrites.
 */
function whoWasBeaten(prompt: string, turn: PreviousTurn): Rewrite | undefined {
  if (!WHO_BEATEN.test(prompt)) return undefined;
  const told = FINAL_TOLD.exec(turn.answer.trim());
  if (!told) return undefined;
  const [, winner, event, beaten, inFinal] = told as unknown as [string, string, string, string, string | undefined];
  return { question: prompt, subject: event, own: `${winner} beat ${beaten}${inFinal ?? ""} to win ${event}.` };
}

/** The user's question and the assistant's answer just before the last user message, when they are text. */
function previousTurn(messages: readonly ChatMessage[]): PreviousTurn | undefined {
  let last = messages.length - 1;
  while (last >= 0 && messages[last]!.role !== "user") last--;
  const answer = messages[last - 1];
  const question = messages[last - 2];
  if (answer?.role !== "assistant" || question?.role !== "user") return undefined;
  if (typeof answer.content !== "string" || typeof question.content !== "string") return undefined;
  if (answer.content.trim() === "" || question.content.length > MAX_QUESTION) return undefined;
  return { question: question.content.trim(), answer: answer.content.slice(0, ANSWER_WINDOW) };
}

/**
 * "What about Germany?", "How about a wedding?", "And in Spain?", "Now one about Germany", "Same
 * for Italy": a new subject for the same question.
 */
const ANOTHER = /^(?:(?:and\s+)?(?:what|how)\s+about|and|(?:(?:and|now|ok(?:ay)?)[,\s]+)?(?:(?:do|give\s+me|tell\s+me)\s+)?(?:one|the\s+same(?:\s+thing)?|same(?:\s+thing)?)\s+(?:about|for|on|with))\s+(?:(?:in|for|of|with)\s+)?([^?!.,;]{1,50}?)\s*[?!.]*\s*$/i;
/** "and italy", typed without a question mark: a new subject when it is a name or two, not "and then" or "and so on". */
const AND_BARE = /^and\s+(?:(?:in|for|of|with)\s+)?(?!(?:so|then|also|now|yet|thanks?|thank|you|me|more|again|stuff|others?)\b)[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,2}\s*$/iu;
/** What "What about" leaves to other replies: a pronoun, a time ("What about tomorrow?"), a doing ("What about making it rhyme?"). */
const NOT_A_SUBJECT = /^(?:it|that|this|them|those|these|him|her|you|me|us|then|now|so|yes|no|later|today|tonight|tomorrow|yesterday|both|all of them|the rest|the others?(?:\s+one)?|(?:this|next|last)\s+\w+|the\s+weekend|[a-z]+ing)$|^[a-z]+ing\s/i;

function aboutAnother(prompt: string, question: string): Rewrite | undefined {
  const asked = ANOTHER.exec(prompt);
  // "And?" alone, or "and then" without a question mark, is no new subject.
  if (!asked || (/^and\s/i.test(prompt) && !prompt.endsWith("?") && !(AND_BARE.test(prompt) && QUESTION_OPENING.test(question)))) return undefined;
  const subject = asked[1]!.trim();
  if (NOT_A_SUBJECT.test(subject)) return undefined;
  const dated = withYear(subject, question);
  if (dated !== undefined) return dated === "none" ? undefined : dated;
  const superlative = SUPERLATIVE_ALONE.exec(subject);
  const kept = superlative ? withSuperlative(question, superlative[1]!) : undefined;
  if (kept !== undefined) return kept;
  // "And 20%?" after "What's 15% of 80?": the percentage, not the number it is of.
  const percent = /^\d+(?:\.\d+)?\s?%$/.test(subject) ? /\d+(?:\.\d+)?\s?%/.exec(question) : null;
  if (percent) return { question: `${question.slice(0, percent.index)}${subject}${question.slice(percent.index + percent[0].length)}`, subject };
  const old = oldSubject(question) ?? doerOf(question);
  if (old === undefined) return undefined;
  return { question: `${question.slice(0, old.start)}${subject}${question.slice(old.end)}`, subject };
}

/** A year alone: "2014", "the 2014 one". */
const YEAR_ALONE = /^(?:the\s+)?(1[89]\d\d|20\d\d)(?:\s+ones?)?$/;
/** The edition next to the one asked: "the one before", "the previous one", "the next one", "the year after". */
const NEXT_TO = /^the\s+(?:(?:one|edition|year|games|tournament)\s+(before|after)(?:\s+that)?|(previous|preceding|next|following)\s+(?:one|edition|year|games|tournament))$/i;
/** A year in a question: "Who won the 2018 World Cup?". */
const YEAR_IN = /\b(?:1[89]\d\d|20\d\d)\b/g;
/**
 * Competitions held every four years, whose "one before" is four years back. The step is this
 * module's design, not a table: a year the answering reply has no edition for gets its honest
 * "there was none in that year" (the 1946 World Cup, the 1990 Winter Olympics).
 */
const EVERY_FOUR_YEARS = /\b(?:world cups?|euros?|european championships?|olympics?|olympic games)\b/i;

/**
 * "What about 2014?" after "Who won the 2018 World Cup?" asks the same question of another year:
 * "Who won the 2014 World Cup?", and "And the one before?" asks it of the edition before. "none"
 * when the subject is such a year but the previous question names no single year to replace.
 */
function withYear(subject: string, question: string): Rewrite | "none" | undefined {
  const year = YEAR_ALONE.exec(subject)?.[1];
  const next = year === undefined ? NEXT_TO.exec(subject) : undefined;
  if (year === undefined && !next) return undefined;
  const years = [...question.matchAll(YEAR_IN)];
  if (years.length !== 1) return next ? "none" : undefined;
  const old = years[0]!;
  const step = /year/i.test(subject) || !EVERY_FOUR_YEARS.test(question) ? 1 : 4;
  const later = next !== null && next !== undefined && /^(?:after|next|following)$/i.test(next[1] ?? next[2]!);
  const asked = year ?? String(Number(old[0]) + (later ? step : -step));
  return { question: `${question.slice(0, old.index)}${asked}${question.slice(old.index! + old[0].length)}`, subject: asked };
}

/** A superlative without its noun: "the smallest", "the oldest one", "the most populous". */
const SUPERLATIVE_ALONE = /^(?:the\s+)?(?!(?:for|inter|con|re|har|pro|sug|di|hon|mod|manif|conqu|ar|pri|temp|earn|gu|ch|qu)est\b)(\w{2,}est|best|worst|most\s+\w+|least\s+\w+)(?:\s+ones?)?$/i;
/** A superlative in a question, and the noun after it: "the largest planet", "the most spoken language". */
const SUPERLATIVE_IN = /\bthe\s+(\w{2,}est|best|worst|most\s+\w+|least\s+\w+)(?=\s+\p{L})/iu;

/**
 * "What about the smallest?" after "What is the largest planet?" keeps the noun: "What is the
 * smallest planet?", not "What is the smallest?".
 */
function withSuperlative(question: string, superlative: string): Rewrite | undefined {
  const old = SUPERLATIVE_IN.exec(question);
  if (!old) return undefined;
  const start = old.index + old[0].length - old[1]!.length;
  const rewritten = `${question.slice(0, start)}${superlative}${question.slice(start + old[1]!.length)}`;
  const noun = /^\s+([\p{L}\p{N}-]+)/u.exec(question.slice(old.index + old[0].length))?.[1] ?? "";
  return { question: rewritten, subject: `the ${superlative} ${noun}`.trim() };
}

/** A name as a question writes it: capitalised words, with the particles between them ("the Mona Lisa", "Leonardo da Vinci"). */
const NAME_RUN = /(?:\bthe\s+)?\p{Lu}[\p{L}\p{N}'’-]+(?:\s+(?:(?:of|da|de|di|del|der|van|von|la|le|du|the)\s+)*\p{Lu}[\p{L}\p{N}'’-]+)*(?:\s+(?:I{1,3}|IV|V|VI{0,3}|\d{1,4})\b)?/gu;
/** The phrase a question ends on after a preposition: "for a birthday party", "in Paris", "until christmas". */
const LAST_PHRASE = /\b(?:of|in|for|about|on|to|with|at|until|till|since)\s+((?:an?|the|my|our)\s+)?[^?!.,;]{1,40}?(?=\s*[?!.]*\s*$)/i;
/** A question that asks what a subject is: its subject is the rest. */
const ASKS_WHAT = /^(?:(?:can|could) you\s+|please\s+)?(?:explain|define|describe|tell me about|what(?:'s|’s|\s+is|\s+are|\s+was|\s+were)|who(?:'s|’s|\s+is|\s+was)|how\s+(?:does|do|did))\s+/i;

/** Where the subject the previous question asked about is in it: the last name it writes, or the phrase it ends on. */
function oldSubject(question: string): { start: number; end: number } | undefined {
  let name: RegExpExecArray | undefined;
  for (const match of question.matchAll(NAME_RUN)) if (match.index! > 0) name = match as RegExpExecArray;
  if (name) return { start: name.index, end: name.index + name[0].length };
  const phrase = LAST_PHRASE.exec(question);
  if (phrase) {
    const start = phrase.index + phrase[0].indexOf(phrase[1] ?? phrase[0].replace(/^\S+\s+/, ""));
    return { start, end: phrase.index + phrase[0].length };
  }
  const what = ASKS_WHAT.exec(question);
  if (what) return { start: what[0].length, end: question.replace(/(?:\s+work)?\s*[?!.]*\s*$/i, "").length };
  // "How far is the moon?": the thing it ends on.
  const thing = /\bthe\s+[\p{Ll}\d][^?!.,;]{0,30}?(?=\s*[?!.]*\s*$)/u.exec(question);
  if (thing) return { start: thing.index, end: thing.index + thing[0].length };
  return undefined;
}

/** "How many legs does a spider have?", "What do cats eat?": the one the question asks of, after its verb. */
const DOER = /^(?:how\s+(?:many|much|long|often|fast|big)\s+[^?]*?|what|why|where|when)\s+(?:does|do|did|can|is|are)\s+((?:an?|the)\s+)?([\p{Ll}][\p{L}-]{1,20})(?=\s+\p{Ll})/iu;

function doerOf(question: string): { start: number; end: number } | undefined {
  const doer = DOER.exec(question);
  if (!doer) return undefined;
  const start = doer.index + doer[0].length - doer[2]!.length - (doer[1]?.length ?? 0);
  return { start, end: doer.index + doer[0].length };
}

/** Which item of a list: "the second one", "the last idea", "number 2", "#2", "option 3". */
const ITEM = /\b(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|1st|2nd|3rd|[4-9]th|10th)\s+(?:one|idea|option|item|point|suggestion|step|tip|choice)\b|(?:\b(?:number|no\.?|option|idea|item|point|step|tip)\s*|#\s?)(\d{1,2})\b/i;
const ORDINALS: Readonly<Record<string, number>> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8, "9th": 9, "10th": 10,
};
/** An item of a numbered or bulleted list: "2. A karaoke night", "- **Picnic**: …". */
const LIST_ITEM = /^[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]+(.+)$/gm;

function aboutItem(prompt: string, turn: PreviousTurn): Rewrite | undefined {
  const asked = ITEM.exec(prompt);
  if (!asked) return undefined;
  const items = listItems(turn.answer);
  if (items.length === 0) return undefined;
  const itemAt = (word: string | undefined, number: string | undefined) => items[(word?.toLowerCase() === "last" ? items.length : word !== undefined ? ORDINALS[word.toLowerCase()]! : Number(number)) - 1];
  const item = itemAt(asked[1], asked[2]);
  if (item === undefined) return undefined;
  const subject = lowerArticle(item.title);
  // Every item named: "Which is better, number 1 or number 2?"
  let missing = false;
  const rewritten = prompt
    .replace(new RegExp(ITEM.source, "gi"), (_, word: string | undefined, number: string | undefined) => {
      const named = itemAt(word, number);
      if (named === undefined) missing = true;
      return named === undefined ? "" : lowerArticle(named.title);
    })
    .replace(/\s*[?!.]*\s*$/, "");
  if (missing) return undefined;
  // What the list was for ("for a birthday party") goes with the item, so that a reply says it.
  const purpose = PURPOSE.exec(turn.question)?.[0];
  const question = purpose !== undefined && !rewritten.toLowerCase().includes(purpose.toLowerCase()) ? `${rewritten} ${purpose}` : rewritten;
  const own = purpose !== undefined && OCCASION.test(purpose) && MORE_OF.test(prompt) ? occasionIdeaReply(item, purpose) : undefined;
  const maker = item.by !== undefined ? makerReply(prompt, item) : undefined;
  return { question: `${question}${/^(?:what|why|how|when|where|who|which|is|are|can|could|would|should|do|does)\b/i.test(prompt) ? "?" : ""}`, subject, own, maker };
}

/** "Who wrote the first one?", "Who directed number 2?": the verb, as the answer says it. */
const WHO_MADE = /^\s*who\s+(wrote|directed|made|created|painted|composed|sang|recorded|developed|designed|authored|produced)\b/i;
const MADE: Readonly<Record<string, string>> = { wrote: "written", authored: "written", sang: "sung", made: "made by", created: "created", painted: "painted", composed: "composed", directed: "directed", recorded: "recorded", developed: "developed", designed: "designed", produced: "produced" };

/** Who made a list item, as the list itself says it ("*Dune* by Frank Herbert (1965)"), for a question that asks who made it. */
function makerReply(prompt: string, item: ListItem): { name: string; reply: string } | undefined {
  const verb = WHO_MADE.exec(prompt)?.[1]?.toLowerCase();
  if (verb === undefined || item.by === undefined) return undefined;
  const participle = MADE[verb]!.replace(/ by$/, "");
  const year = item.year === undefined ? "" : `, in ${item.year}`;
  return { name: item.by, reply: `*${item.title}* was ${participle} by **${item.by}**${year}, as the list above says.` };
}

/** What a list of ideas was for: "for a birthday party". */
const PURPOSE = /\bfor\s+(?:an?|the|my|our)\s+[^?!.,;]{1,40}?(?=\s*[?!.]*\s*$)/i;
/** An occasion a list of ideas is planned for. */
const OCCASION = /\b(?:party|birthday|wedding|anniversary|date|celebration|gathering|get-together|shower|reunion|event|team[\s-]building|night out)\b/i;
/** Asking for more on an item: "Tell me more about the second one", "How do I do the first one?", "What do I need for it?" */
const MORE_OF = /\b(?:more|details?|expand|elaborate|need|how\s+(?:do|would|can|should)\s+(?:i|we))\b/i;

/** An item of a list: its title ("Karaoke night") and what the list says of it after the title. */
interface ListItem {
  readonly title: string;
  readonly detail: string | undefined;
  /** Who the title says made it: "Dune by Frank Herbert (1965)" is by Frank Herbert, in 1965. */
  readonly by?: string | undefined;
  readonly year?: string | undefined;
}

/** The items of the answer's lists: "**Picnic**: a blanket…" is "Picnic", "Dune by Frank Herbert (1965)" is "Dune". */
function listItems(answer: string): ListItem[] {
  const items: ListItem[] = [];
  for (const match of answer.matchAll(LIST_ITEM)) {
    const [head = "", ...rest] = match[1]!.replace(/\*\*|__|`/g, "").split(/:\s|\s[–—-]\s/);
    const made = /\s+by\s+(\p{Lu}[^()]{1,60}?)\s*(?:\((\d{4})\))?\s*$/u.exec(head);
    const title = head.replace(/\s+by\s+\p{Lu}.*$|\s*\([^)]*\)\s*$/u, "").replace(/[.!]+$/, "").replace(/^([*_])(.+)\1$/, "$2").trim();
    const detail = rest.join(": ").trim();
    if (title !== "" && title.length <= 80) items.push({ title, detail: detail === "" ? undefined : detail, by: made?.[1], year: made?.[2] });
    if (items.length === 20) break;
  }
  return items;
}

/**
 * More on one idea for an occasion ("A karaoke night" for a birthday party): what the list said
 * of it, and the steps that make any such idea happen. It claims nothing the list did not say.
 */
function occasionIdeaReply(item: ListItem, purpose: string): string {
  const detail = item.detail === undefined ? "." : `: ${item.detail.charAt(0).toLowerCase()}${item.detail.slice(1).replace(/[.!]*$/, ".")}`;
  return [
    `Here's more on **${item.title}** ${purpose}${detail}`,
    [
      "1. **Pick the date, place and guest list** first: they decide how big everything else can be.",
      "2. **List what it needs**: food and drinks, any equipment or bookings, decorations, and a rough budget for each.",
      "3. **Tell the guests what to expect**: the plan, the time, and anything to bring or wear.",
      "4. **Prepare ahead**: set up what you can the day before, and ask a friend to help on the day.",
    ].join("\n"),
    "Want a checklist or a timeline for it?",
  ].join("\n\n");
}

/** "A karaoke night" reads "a karaoke night" inside a sentence. */
function lowerArticle(item: string): string {
  return item.replace(/^(A|An|The)\s/, (article) => article.toLowerCase());
}

/** "Can you give me an example in Python?", "Show me an example", "Example?" */
const EXAMPLE = /^(?:(?:can|could) you\s+)?(?:(?:please\s+)?(?:give|show)\s+(?:me\s+)?)?(?:an?\s+|some\s+)?((?:real[\s-]?(?:world|life)|concrete|practical|simple|specific|everyday)\s+)?(?:code\s+)?examples?\b([^?!.]{0,40})[?!.]*$/i;
/** The example an explanation gave: its "**Example:**" paragraph, or else its first sentence that says "for example". */
const EXAMPLE_GIVEN = /^\*\*(?:Example|For example|Real-world example)[:.]?\*\*:?\s*(.{20,600})$/im;
/** How code-skeletons.ts opens (either intro): code it cannot write, which an example the explanation gave beats. */
const SKELETON = /^(?:Here's an? [\w#+.]+ skeleton for |I don't have a ready-made [\w#+.]+ implementation for )/;
/** The first fenced code block of an answer. */
const CODE_BLOCK = /^```[\w-]*\n[\s\S]{10,1500}?\n```$/m;
const EXAMPLE_SENTENCE = /[^.!?\n]{0,200}\b(?:for example|for instance)\b[^.!?\n]{5,300}[.!?]/i;
/** "Tell me more", "Tell me more about it", "Can you tell me more?" */
const MORE = /^(?:(?:can|could) you\s+)?(?:please\s+)?tell me (?:a (?:bit|little) )?more(?:\s+about\s+(?:it|that|this|them))?\s*[?!.]*$/i;

function aboutSubject(prompt: string, turn: PreviousTurn): Rewrite | undefined {
  const example = EXAMPLE.exec(prompt);
  const more = example ? undefined : MORE.exec(prompt);
  if (!example && !more) return undefined;
  const subject = subjectOf(turn.question);
  if (subject === undefined) return undefined;
  if (more) return { question: `Tell me more about ${subject}`, subject };
  const language = languageNamedIn(example![2]!);
  if (language !== undefined) return { question: `Show me an example of ${subject} in ${LANGUAGE_NAMES[language]}`, subject };
  // "Give me an example", "a real-world example" after an explanation that gave one: that example, told as the answer, not code to write.
  const given = exampleGiven(turn.answer);
  if (given !== undefined) return { question: `Give me an example of ${subject}`, subject, instead: `Here's a concrete example of ${subject}: ${given}` };
  // An explanation with code: its code is the example, rather than a skeleton of code to write.
  const code = CODE_BLOCK.exec(turn.answer.slice(0, ANSWER_WINDOW))?.[0];
  if (code !== undefined) return { question: `Give me an example of ${subject}`, subject, instead: `Here's an example of ${subject}:\n\n${code}` };
  // An explanation without code ("What is inflation?"): a known example of the idea (concept-examples.ts), else no code skeleton.
  return { question: `Give me ${example![1] ? `a ${example![1].trim().toLowerCase()} ` : "an "}example of ${subject}`, subject, instead: noExampleReply(subject) };
}

/** For an example of an idea explained without code that no reply knows: an offer, not code to write. */
function noExampleReply(subject: string): string {
  return `I don't have a worked example of ${subject} ready, and I'd rather not make one up. Tell me where you're meeting it (work, a class, everyday life, a project) and I'll walk through a concrete case that fits.`;
}

/** The example an explanation gave, its first letter lowered to follow "Here's a concrete example of X:". */
function exampleGiven(answer: string): string | undefined {
  const window = answer.slice(0, ANSWER_WINDOW);
  const given = EXAMPLE_GIVEN.exec(window)?.[1] ?? EXAMPLE_SENTENCE.exec(window)?.[0]?.trim();
  if (given === undefined) return undefined;
  return /^[A-Z][a-z]/.test(given) ? given[0]!.toLowerCase() + given.slice(1) : given;
}

/**
 * "What are the downsides?", "Any disadvantages?", "pros and cons?", "What are the alternatives?",
 * "Are there any benefits?": the same aspect of the previous question's subject.
 */
const ASPECT = /^(?:(?:and|so|ok(?:ay)?|but|hmm)[,\s]+)?(?:(?:what|which)\s+(?:are|is|would\s+be|were)\s+(?:the\s+|its\s+|their\s+|some\s+(?:of\s+the\s+)?)?|(?:are\s+there\s+|is\s+there\s+|does\s+it\s+have\s+)?any\s+|(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:list|give\s+me|tell\s+me|name)\s+(?:the\s+|some\s+|a\s+few\s+)?|(?:and\s+|but\s+)?(?:the\s+)?)(?:main\s+|biggest\s+|key\s+|real\s+|potential\s+)?(downsides?|disadvantages?|drawbacks?|cons|pros\s+and\s+cons|advantages?|benefits?|upsides?|alternatives?)(?:\s+(?:of|to|for)\s+(?:it|that|this|them|using\s+(?:it|them|that)))?\s*[?!.]*\s*$/i;

function aboutAspect(prompt: string, question: string): Rewrite | undefined {
  const asked = ASPECT.exec(prompt);
  if (!asked) return undefined;
  const subject = subjectOf(question);
  if (subject === undefined) return undefined;
  const aspect = asked[1]!.toLowerCase();
  const rewritten = /^(?:down|dis|draw|cons)/.test(aspect)
    ? `What are the downsides of ${subject}?`
    : aspect.startsWith("pros")
      ? `What are the pros and cons of ${subject}?`
      : aspect.startsWith("alternative")
        ? `What are the alternatives to ${subject}?`
        : `What are the benefits of ${subject}?`;
  return { question: rewritten, subject };
}

/** Who an explanation is for, not what it is about: "to a 5 year old", "in simple terms". */
const AUDIENCE = /\s+(?:(?:to|for)\s+an?\s+(?:\d+|five|ten)[- ]years?[- ]old|like\s+(?:i'?m|i\s+am)\s+(?:5|five|a child|a beginner)|in\s+(?:simple|plain|layman'?s?)\s+(?:terms|english|words)|to\s+a\s+(?:beginner|child|kid))\b.*$/i;

/**
 * What the previous question asks about: "What is the capital of France?" → "the capital of
 * France", "Explain recursion" → "recursion", "Who painted the Mona Lisa?" → "the Mona Lisa".
 */
function subjectOf(question: string): string | undefined {
  const what = ASKS_WHAT.exec(question);
  if (what) {
    const subject = question.slice(what[0].length).replace(AUDIENCE, "").replace(/(?:\s+work)?\s*[?!.]*\s*$/i, "").trim();
    return subject === "" || subject.length > 60 ? undefined : subject;
  }
  // A question's last name ("Who painted the Mona Lisa?"); a request's ("Write a Python function
  // to parse CSV") is no subject: "it" is then what the answer made.
  if (!QUESTION_OPENING.test(question)) return undefined;
  let name: string | undefined;
  for (const match of question.matchAll(NAME_RUN)) if (match.index! > 0) name = match[0];
  return name;
}

/** "Why?", "Why not?", "How come?", "How?" alone. */
const WHY_OR_HOW = /^(?:(?:but|so|and|ok(?:ay)?)[,\s]+)?(why(?:\s+not)?|how(?:\s+come|\s+so)?)(?:\s+is\s+that)?\s*[?!.]*$/i;
/** A yes-or-no question: its verb, and the rest. */
const YES_OR_NO = /^(is|are|was|were|do|does|did|can|could|should|will|would|has|have)\s+([^?!]{3,120}?)\s*\?*\s*$/i;
const NEGATED: Readonly<Record<string, string>> = {
  is: "isn't", are: "aren't", was: "wasn't", were: "weren't", do: "don't", does: "doesn't", did: "didn't", can: "can't",
  could: "couldn't", should: "shouldn't", will: "won't", would: "wouldn't", has: "hasn't", have: "haven't",
};

/**
 * "Why?" or "How?" after a yes-or-no question asks why or how it is so: "Can dogs eat
 * chocolate?", "No, …", "Why not?" asks "Why can't dogs eat chocolate?".
 */
function whyOrHow(prompt: string, turn: PreviousTurn): Rewrite | undefined {
  const asked = WHY_OR_HOW.exec(prompt);
  if (!asked) return undefined;
  const question = YES_OR_NO.exec(turn.question);
  if (!question) {
    // "Why?" after "What's the best time to visit Japan?": the reasons its answer gave (answer-reasons.ts).
    const reasons = asked[1]!.toLowerCase() === "why" ? whyReply(turn.answer) : undefined;
    return reasons === undefined ? undefined : { question: prompt, subject: turn.question, own: reasons };
  }
  const verb = question[1]!.toLowerCase();
  const rest = question[2]!;
  const word = asked[1]!.toLowerCase();
  const negated = word === "why not" || /^\s*(?:\*\*)?no\b/i.test(turn.answer);
  const rewritten = word.startsWith("how") && word !== "how come" ? `How ${verb} ${rest}?` : `Why ${negated ? NEGATED[verb] : verb} ${rest}?`;
  // "Why not?" after "**No.** Chocolate is toxic to dogs because of theobromine …": the question, then the reasons the answer gave.
  const given = word.startsWith("why") || word === "how come" ? verdictReasons(turn.answer) : undefined;
  if (given !== undefined) return { question: rewritten, subject: rest, own: `${rewritten} ${given}` };
  // A reply that does not say what it answers opens with the question restated.
  return { question: rewritten, subject: rest, lead: rewritten };
}

/** A question with a pronoun: it opens as a question does. */
const QUESTION_OPENING = /^(?:and\s+)?(?:when|where|who|whom|what|why|how|which|is|was|are|were|does|did|do|can|could|has|had|have|will|would)\b/i;
/** A question whose answer is one named thing: the superlative, a capital, a name. */
const ASKS_FOR_ONE = /^(?:what|which)(?:'s|’s|\s+is|\s+was)\s+(?:the\s+)?(?:\w+est\b|capital\b|biggest\b|name\b)/i;
const PERSON_PRONOUN = /\b(?:he|she|him|his|her)\b/i;
const THING_PRONOUN = /\b(?:it|its|they|them)\b/i;
/** "that painting", "this book", or "that" ending the question ("When was that?"): the previous question's subject. */
const THING_POINTED = /\b(?:that|this|those|these)\s+(?:painting|picture|book|novel|film|movie|show|song|album|building|tower|statue|city|town|country|place|company|war|battle|planet|mountain|river|lake|island|event|discovery|invention|game|band)s?\b|\b(?:that|this)(?=\s*\?*\s*$)/i;

function withAntecedent(prompt: string, turn: PreviousTurn): Rewrite | undefined {
  // A follow-up is short; "What is Python and why is it popular?" names what "it" is itself.
  if (!QUESTION_OPENING.test(prompt) || /[,;]|\band\s+\S/i.test(prompt.replace(/^and\s+/i, "")) || prompt.split(/\s+/).length > 10) return undefined;
  if (hasOwnName(prompt)) return undefined;
  if (PERSON_PRONOUN.test(prompt)) {
    const person = personIn(turn);
    if (person === undefined) return undefined;
    const question = prompt
      .replace(/\b(?:he|she|him)\b/gi, person)
      .replace(/\bhis\b/gi, `${person}'s`)
      .replace(/\bher\b(?=\s+(?!(?:to|for|in|on|at|from|with|about|and|or|as|by|if|when|be|do|so)\b)[a-z])/gi, `${person}'s`)
      .replace(/\bher\b/gi, person);
    return { question, subject: person };
  }
  const pointed = THING_POINTED.exec(prompt);
  if (pointed) {
    const subject = subjectOf(turn.question);
    if (subject === undefined) return undefined;
    return { question: `${prompt.slice(0, pointed.index)}${subject}${prompt.slice(pointed.index + pointed[0].length)}`, subject };
  }
  const group = aboutGroup(prompt, turn);
  if (group !== undefined) return group;
  if (THING_PRONOUN.test(prompt)) {
    // After "What is the tallest mountain?" or "What is the capital of France?", "it" is the answer's Everest or Paris.
    const subject = ASKS_FOR_ONE.test(turn.question) ? personIn(turn, 1) ?? subjectOf(turn.question) : subjectOf(turn.question);
    if (subject === undefined) return undefined;
    return { question: prompt.replace(/\bits\b/gi, `${subject}'s`).replace(/\b(?:it|they|them)\b/gi, subject), subject };
  }
  return undefined;
}

/** "they", "them", "their": a group, when the previous answer named people. */
const GROUP_PRONOUN = /\b(?:they|them|their)\b/i;
/** What "they" becomes for one person of the group, with the verb agreeing: "were they" → "was Steve Jobs". */
const FOR_ONE: ReadonlyArray<readonly [RegExp, (person: string) => string]> = [
  [/\b(were|are|have|do)\s+they\b/gi, (person) => `{$1} ${person}`],
  [/\bthey\s+(were|are|have|do)\b/gi, (person) => `${person} {$1}`],
  [/\btheir\b/gi, (person) => `${person}'s`],
  [/\b(?:they|them)\b/gi, (person) => person],
];
const SINGULAR: Readonly<Record<string, string>> = { were: "was", are: "is", have: "has", do: "does" };

/**
 * "When were they born?" after a "Who …?" whose answer names two people or more ("Steve Jobs,
 * Steve Wozniak and Ronald Wayne founded Apple"): the question for each of them.
 */
function aboutGroup(prompt: string, turn: PreviousTurn): Rewrite | undefined {
  if (!GROUP_PRONOUN.test(prompt) || !/^\s*who\b/i.test(turn.question)) return undefined;
  const people = peopleIn(turn);
  if (people.length < 2) return undefined;
  const each = people.map((person) => ({
    person,
    question: FOR_ONE.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement(person)), prompt).replace(/\{(\w+)\}/g, (_, verb: string) => SINGULAR[verb.toLowerCase()] ?? verb),
  }));
  return { question: each[0]!.question, subject: joinedNames(people), each };
}

/** A person's name: two to four capitalised words of letters, with the particles between them. */
const PERSON_NAME = /^\p{Lu}\p{Ll}[\p{L}'’.-]*(?:\s+(?:(?:da|de|di|del|der|van|von|la|le|du)\s+)*\p{Lu}[\p{L}'’.-]*){1,3}$/u;
const MONTH = /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/**
 * The people the previous answer names as its answer: the parts of its first bold group
 * ("**Larry Page and Sergey Brin**"), else the names of its first sentence that the question
 * does not name itself.
 */
function peopleIn(turn: PreviousTurn): string[] {
  const asked = turn.question.toLowerCase();
  const names = (parts: readonly string[]) => [...new Set(parts.map((part) => part.trim()).filter((part) => PERSON_NAME.test(part) && !MONTH.test(part) && !asked.includes(part.toLowerCase())))];
  const bold = /\*\*([^*\n]{2,120})\*\*/.exec(turn.answer)?.[1];
  if (bold !== undefined && /,|\sand\s/.test(bold)) {
    const parts = bold.split(/\s*,\s*(?:and\s+)?|\s+and\s+/);
    const people = names(parts);
    if (people.length >= 2 && people.length === parts.length) return people;
  }
  const sentence = turn.answer.slice(0, 400).split(/(?<=[.!?])\s/)[0]!;
  return names([...sentence.matchAll(NAME_RUN)].map((match) => match[0].replace(/^the\s+/i, "")));
}

/** A capitalised word past the first (besides "I"): the prompt names someone itself. */
function hasOwnName(prompt: string): boolean {
  return /\s(?!I\b)\p{Lu}/u.test(prompt);
}

/** Words that start a sentence or a title, not a name: "The Mona Lisa", "In 1503". */
const NOT_A_NAME = /^(?:the|a|an|in|on|it|he|she|they|this|that|these|those|his|her|its|their|some|many|when|while|after|before|during|yes|no|sure|here|there|today)$/i;

/**
 * The person the previous answer names: its first bold name, else its first name of two or
 * more words (`fewestWords`: a place's one will do), that the previous question does not name itself ("Leonardo da Vinci", not "Mona
 * Lisa", after "Who painted the Mona Lisa?").
 */
function personIn(turn: PreviousTurn, fewestWords = 2): string | undefined {
  const asked = turn.question.toLowerCase();
  const named = (name: string) => asked.includes(name.toLowerCase());
  for (const match of turn.answer.matchAll(/\*\*([^*\n]{2,60})\*\*/g)) {
    const name = match[1]!.trim();
    // An answer that opens with the name ("**Albert Einstein** (1879 – 1955) was…") is about that
    // person, even when the question named them ("Who was Albert Einstein?").
    if (/^\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:da|de|di|del|der|van|von|la|le|du)\s+)*\p{Lu}[\p{L}'’.-]*){0,3}$/u.test(name) && (!named(name) || match.index === 0)) return name;
  }
  let fallback: string | undefined;
  for (const match of turn.answer.slice(0, 800).matchAll(NAME_RUN)) {
    const words = match[0].replace(/^the\s+/i, "").split(/\s+/);
    if (/^the\s/i.test(match[0])) continue;
    while (words.length > 0 && NOT_A_NAME.test(words[0]!)) words.shift();
    if (words.length < fewestWords) continue;
    const name = words.join(" ");
    if (!named(name)) return name;
    fallback ??= name;
  }
  return fallback;
}
