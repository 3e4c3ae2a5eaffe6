/**
 * The turn after a question for facts only the user can give (missing-facts.ts): the user's answer
 * read into the ask, as if the ask had said it ("Book me a flight to Paris" + "From Boston on May
 * 3" → "Book me a flight from Boston to Paris on May 3"), where the readers of a call's arguments
 * find it; and an answer to a question asked again, joined to the first ask ("Send a text for me"
 * → "555-0134" → "Running 10 minutes late").
 */
import type { components } from "../../generated/api.d.ts";
import type { ToolCall } from "./tool-arguments.ts";
import { messageText } from "./message-text.ts";
import { canonicalCity } from "./city-coordinates.ts";
import { roomIn } from "./home-rooms.ts";
import { bankAccountOf } from "./bank-accounts.ts";
import { targetLanguageOf } from "./translation-arguments.ts";
import { AMOUNT_SAID, DATE_SAID, FROM_SAID, TO_SAID, factsOf, parsed } from "./missing-facts.ts";

type Schemas = components["schemas"];
type Tool = Schemas["ChatTool"];
type RequestMessage = Schemas["ChatMessage"];

/** An assistant's question for one of these facts, in the mock's words or a model's. */
const ASKS_FACT = /\bhow\s+much\s+would\s+you\s+like\s+to\s+transfer\b|\b(?:from|to)\s+which\s+account\b|\bwhich\s+account\b|\bwhich\s+repository\b|\bwhat(?:['’]s|\s+is)\s+the\s+(?:issue|ticket|bug\s+report|incident)\s+about\b|\bwhich\s+room\b|\bwhich\s+stock\b|\bwhich\s+language\b|\blike\s+me\s+to\s+translate\b|\bwhat\s+time\b|\bhow\s+long\b|\bhow\s+many\s+people\b|\bwhich\s+restaurant\b|\bwhen\s+would\s+you\s+like\b|\bto\s+say\b|\bwhat\s+should\s+(?:it|the\s+\w+)\s+say\b|\bemail\s+address\b|\bphone\s+number\b|\bnumber\b[^.?!]{0,30}\?|\b(?:flying|leaving|departing|travel(?:l?ing)?)\s+from\b|\bdeparture\s+(?:city|airport)\b|\bwhat\s+dates?\b|\bwhich\s+dates?\b|\bwhen\s+(?:would|will|do)\s+you\b|\bcheck-?in\b|\bpick-?up\b/i;
/** An answer that gives nothing: a change of mind, another question, not knowing. */
/** An answer that opens with a change of mind or not knowing (a text to translate may ask a question). */
const NO_FACT_LEAD = /^\s*(?:never\s*mind|nevermind|cancel|no\b|nope|forget|actually|wait|stop|not\s+now|i\s+(?:don['’]?t|do\s+not)\s+know)/i;
const NO_FACT = new RegExp(String.raw`\?|${NO_FACT_LEAD.source}`, "i");
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const PHONE = /\+?\d[\d\s().-]{5,}\d/;

/** The facts the user answered, after the question for them. */
export interface AnsweredFacts {
  /** The ask before the question, with the answer's origin and dates added ("Book me a flight to Paris from Boston on May 3"). */
  ask: string;
  /** The conversation as if the ask had said them. */
  messages: RequestMessage[];
  /** The user's answers, the last one last: where a call's values given in them are read. */
  answers: RequestMessage[];
  /** An email address or a phone number the answer gives, for the key of its kind. */
  email?: string;
  phone?: string;
}

/**
 * What the user answered to an assistant's question for an email address, a phone number, where
 * from or when, when the conversation ends in the ask, the question and the answer: "john@acme.com",
 * "555-123-4567", "From Boston on May 3". Undefined for any other end.
 */
export function answeredFacts(messages: readonly RequestMessage[]): AnsweredFacts | undefined {
  const [ask, asked, answer] = messages.slice(-3);
  if (ask?.role !== "user" || asked?.role !== "assistant" || answer?.role !== "user" || (asked.tool_calls?.length ?? 0) > 0) return undefined;
  const questionText = messageText(asked);
  if (!questionText.trimEnd().endsWith("?") || !ASKS_FACT.test(questionText)) return undefined;
  const text = messageText(answer).trim();
  const translating = ASKS_SOURCE.test(questionText) || /\bwhich\s+language\b/i.test(questionText);
  if (text.length > 160 || text.includes("\n") || (translating ? NO_FACT_LEAD : NO_FACT).test(text)) return undefined;
  // The ask is itself an answer to an earlier question ("555-0134" after "…phone number, and what would
  // you like the text to say?"): the first ask, with what that answer gave, is what this answer completes.
  const earlier = messages.length >= 5 ? answeredFacts(messages.slice(0, -2)) : undefined;
  const askText = (earlier?.ask ?? messageText(ask)).trim().replace(/[?.!]+$/, "");
  const email = /email\s+address/i.test(questionText) ? EMAIL.exec(text)?.[0] : earlier?.email;
  const phone = /\bnumber\b/i.test(questionText) ? PHONE.exec(text)?.[0] : earlier?.phone;
  let merged: string;
  if (/\bwhich\s+language\b/i.test(questionText) && !ASKS_SOURCE.test(questionText)) {
    // "Translate 'good morning' for me" + "Spanish" → "Translate 'good morning' to Spanish".
    const language = targetLanguageOf(text);
    if (language === undefined) return undefined;
    merged = withLanguage(askText, language);
  } else if (ASKS_SOURCE.test(questionText)) {
    // "Translate this to Spanish" + "Good morning, everyone" → "Translate "Good morning, everyone" to Spanish";
    // "Can you translate something for me?" + "Where is the station? Into Italian" → "…"Where is the station?" to Italian".
    const into = INTO_LANGUAGE.exec(text);
    const language = into === null ? undefined : targetLanguageOf(into[1]!);
    // "Where is the station? Into Italian": the phrase keeps its question mark.
    const phrase = language === undefined ? text : text.slice(0, into!.index) + (/^[\s,;:-]*([?!])/.exec(into![0])?.[1] ?? "");
    const quoted = `"${phrase.replace(/^["“']|["”']$/g, "")}"`;
    const asking = /\b(?:this|it|that|something|some\s+text|a\s+(?:sentence|phrase|text))\b/i.test(askText) ? askText.replace(/\b(?:this|it|that|something|some\s+text|a\s+(?:sentence|phrase|text))\b/i, quoted) : `${askText} ${quoted}`;
    merged = language === undefined ? asking : withLanguage(asking, language);
  } else if (ASKS_RECORD.test(questionText)) {
    // "Create a GitHub issue" + "acme/webapp, the login page is broken" → "Create a GitHub issue in acme/webapp: the login page is broken".
    const written = recordAnswer(text, /\bwhich\s+repository\b/i.test(questionText), /\babout\b/i.test(questionText));
    if (written === "") return undefined;
    // The repository before what the ask says it is about: "Open an issue in the webapp repo about the login bug".
    const where = /^ in [^:]*/.exec(written)?.[0] ?? "";
    const about = written.slice(where.length);
    const at = askText.search(/\s+about\s+/i);
    merged = at >= 0 && where !== "" ? `${askText.slice(0, at)}${where}${askText.slice(at)}${about}` : `${askText}${written}`;
  } else if (ASKS_TRANSFER.test(questionText)) {
    // "Transfer money to savings" + "$200 from checking" → "Transfer $200 from checking to savings".
    merged = transferAnswered(askText, text, questionText);
  } else if (/\bwhich\s+account\b/i.test(questionText)) {
    // "What's my balance?" + "Checking" → "What's my balance in my checking account"; "4521" → "…for account 4521".
    const account = bankAccountOf(text) ?? (/^\s*(?:the\s+)?(?:one\s+ending\s+in\s+)?(\d{3,})\s*[.!]*\s*$/.exec(text)?.[1]);
    if (account === undefined) return undefined;
    merged = /^\d+$/.test(account) ? `${askText} for account ${account}` : `${askText} in my ${account} account`;
  } else if (/\bwhich\s+room\b/i.test(questionText)) {
    // "Turn off the lights" + "The kitchen" → "Turn off the lights in the kitchen".
    const room = roomIn(text) ?? (/^\s*(?:all(?:\s+of\s+them)?|every(?:where|\s+room|\s+one)|all\s+rooms)\b/i.test(text) ? "all" : undefined);
    if (room === undefined) return undefined;
    merged = `${askText} in ${room === "all" ? "every room" : `the ${room}`}`;
  } else if (/\bwhich\s+stock\b/i.test(questionText)) {
    // "Apple", "TSLA please": the price asked before, of that company.
    merged = `What's the stock price of ${text.replace(/[,\s]+(?:please|thanks|thank\s+you)\b.*$/i, "").replace(/[.!]+$/, "")}?`;
  } else if (TO_SAY.test(questionText)) {
    // "555-0134, and say I'm on my way": the number, then what to say.
    const said = (phone === undefined ? text : text.replace(phone, "")).replace(/^[\s,;:-]+(?:and\s+)?/i, "").replace(SAY_LEAD, "").replace(/[.!]+$/, "").trim();
    // Only the number of "…phone number, and what would you like the text to say?": what to say is asked again.
    if (said === "" && phone === undefined && email === undefined) return undefined;
    merged = said === "" ? askText : `${askText} saying ${said}`;
  } else if (email !== undefined || phone !== undefined) merged = askText;
  else if (ASKS_TRAVEL.test(questionText) && !ASKS_WHEN.test(questionText)) merged = withTravelAnswer(askText, text, /flying\s+from|departure|leaving\s+from|departing\s+from/i.test(questionText));
  else if (ASKS_WHEN.test(questionText)) merged = withWhenAnswer(askText, text.replace(/[.!]+$/, ""), questionText);
  else return undefined;
  return {
    ask: merged,
    messages: [...(earlier?.messages.slice(0, -1) ?? messages.slice(0, -3)), { role: "user", content: merged }],
    answers: [...(earlier?.answers ?? []), answer],
    ...(email !== undefined ? { email } : {}),
    ...(phone !== undefined ? { phone } : {}),
  };
}

/** A question of what to translate: "What would you like me to translate (into Spanish)?", a model's "What text should I translate?". */
const ASKS_SOURCE = /\bwhat\s+(?:would\s+you\s+like\s+me\s+to|(?:text|phrase|sentence)\s+(?:should|do\s+you\s+want)\s+(?:i|me\s+to))\s+translate\b/i;

/** A question of where a record goes or what it is about: "Which repository should I create it in?", "…what's the issue about?". */
const ASKS_RECORD = /\bwhich\s+repository\b|\bwhat(?:['’]s|\s+is)\s+the\s+(?:issue|ticket|bug\s+report|incident)\s+about\b/i;

/**
 * What an answer adds to the ask of a record: its repository (" in acme/webapp", " in the webapp
 * repo") when asked, and what it is about (": the login page is broken") when asked; "" for none.
 */
function recordAnswer(answer: string, asksRepo: boolean, asksAbout: boolean): string {
  let rest = answer.replace(/[.!]+$/, "").trim();
  let repo: string | undefined;
  if (asksRepo) {
    const slug = /[\w.-]+\/[\w.-]+/.exec(rest);
    const named = slug === null ? /^(?:(?:it['’]?s|in|for)\s+)?(?:the\s+)?([\w.-]+)(?:\s+(?:repo|repository))?\b/i.exec(rest) : null;
    repo = slug?.[0] ?? named?.[1];
    if (slug !== null) rest = rest.replace(slug[0], "");
    else if (named !== null) rest = rest.slice(named[0].length);
  }
  rest = rest.replace(/^[\s,;:-]+/, "").replace(/^(?:and\s+)?(?:it['’]?s\s+)?(?:about\s+)?/i, "").trim();
  const where = repo === undefined ? "" : repo.includes("/") ? ` in ${repo}` : ` in the ${repo} repo`;
  // Said after a colon, as a report is titled: "Create a GitHub issue in acme/webapp: Checkout fails on Safari".
  return `${where}${asksAbout && rest !== "" ? `: ${rest}` : ""}`;
}

/** A question of a transfer's amount or accounts: "How much would you like to transfer, and from which account?". */
const ASKS_TRANSFER = /\bhow\s+much\s+would\s+you\s+like\s+to\s+transfer\b|\b(?:from|to)\s+which\s+account\b/i;

/**
 * The transfer asked, with the answer's amount and accounts where the ask has none: written as
 * "Transfer <amount> from <account> to <account>", which the readers of its arguments take. A bare
 * account answered ("checking") is the one the question asked (from, else to).
 */
function transferAnswered(ask: string, answer: string, question: string): string {
  const amount = (AMOUNT_SAID.test(ask) ? /[$€£]?\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:dollars|euros|pounds|usd|eur|gbp))?/i.exec(ask) : /[$€£]?\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:dollars|euros|pounds|usd|eur|gbp))?/i.exec(answer))?.[0]?.trim();
  const bare = answer.replace(/[$€£]?\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:dollars|euros|pounds|usd|eur|gbp))?/i, "").replace(/^[\s,]+|[\s,.!]+$/g, "").replace(/^(?:my|the)\s+|\s+account$/gi, "");
  const asksFrom = /\bfrom\s+which\s+account\b/i.test(question);
  const from = FROM_SAID.exec(ask)?.[1] ?? FROM_SAID.exec(answer)?.[1] ?? (asksFrom && bare !== "" && !/\s/.test(bare) ? bare : undefined);
  const to = TO_SAID.exec(ask)?.[1] ?? TO_SAID.exec(answer)?.[1] ?? (!asksFrom && bare !== "" && !/\s/.test(bare) ? bare : undefined);
  return `Transfer ${amount ?? "money"}${from === undefined ? "" : ` from ${from}`}${to === undefined ? "" : ` to ${to}`}`;
}

/** A language an answer ends in: "… Into Italian", "…, in French please". Group 1 is the language. */
const INTO_LANGUAGE = /[\s,.;:!?-]+(?:(?:in)?to|in)\s+(\p{L}+)(?:,?\s+please)?\s*[.!]*\s*$/iu;

/** The ask with the language to translate into, where the readers of a translation find it: "Translate 'hi' for me" → "Translate 'hi' to Spanish". */
function withLanguage(ask: string, language: string): string {
  return `${ask.replace(/(?:,?\s+(?:for\s+me|please))+$/i, "")} to ${language.charAt(0).toUpperCase()}${language.slice(1).toLowerCase()}`;
}

/** Words a date answer may open with, read as they stand after the ask: "on May 3", "from tomorrow", "next Friday". */
const DATE_LEAD = /^(?:on|from|for|between|in|next|this|tomorrow|today|tonight|starting|at|the)\b/i;

/**
 * The ask as if it had said the answer's origin and dates, where the readers of a call's
 * arguments find them: "Book me a flight to Paris" + "From Boston on May 3" → "Book me a flight
 * from Boston to Paris on May 3"; "Book a hotel in Rome" + "June 3 to June 6" → "Book a hotel
 * in Rome from June 3 to June 6".
 */
function withTravelAnswer(ask: string, answer: string, asksOrigin: boolean): string {
  let rest = answer.replace(/^(?:it['’]?s|i['’]?m\s+(?:flying|leaving)|(?:flying|leaving|departing))\s+/i, "").replace(/[.!]+$/, "").trim();
  let origin: string | undefined;
  const from = /^(?:from|out\s+of)\s+(.+?)(?=\s*,|\s+(?:on|next|this|tomorrow|today|tonight|in|for|at|and)\b|$)/i.exec(rest);
  if (from !== null) origin = from[1];
  else if (asksOrigin) {
    const first = /^(.+?)(?=\s*,|\s+(?:on|next|this|tomorrow|today|tonight|in|for|at|and)\b|$)/i.exec(rest)?.[1];
    if (first !== undefined && !DATE_SAID.test(first)) origin = first;
  }
  if (origin !== undefined) rest = rest.slice(rest.indexOf(origin) + origin.length).replace(/^[\s,]+(?:and\s+)?/i, "");
  // Written as a place's name ("nyc" → "New York", "boston" → "Boston"), as the readers of places take it.
  const place = origin === undefined ? undefined : (canonicalCity(origin) ?? origin.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase()));
  const base = place === undefined ? ask : / to /i.test(ask) ? ask.replace(/ to /i, ` from ${place} to `) : `${ask} from ${place}`;
  if (rest === "") return base;
  const dated = DATE_LEAD.test(rest) ? rest.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase()) : `${/\s(?:to|until|-|–)\s|\d\s*[-–]\s*\d/i.test(rest) ? "from" : "on"} ${rest}`;
  return `${base} ${dated}`;
}

/** A question of when, how long, or a table's restaurant, time and size: "What time should I set the alarm for?", "How long should the timer be?", "Which restaurant, what time, and for how many people?". */
const ASKS_WHEN = /\bwhat\s+time\b|\bhow\s+long\b|\bhow\s+many\s+people\b|\bwhich\s+restaurant\b|\bwhen\s+would\s+you\s+like\s+to\s+be\s+reminded\b/i;

/**
 * The ask as if it had said the answer to when, how long or which table: "Remind me to call mom"
 * + "6pm" → "Remind me to call mom at 6pm"; "Set a timer" + "10 minutes" → "Set a timer for 10
 * minutes"; "Book a table at Nobu" + "8pm for 4" → "Book a table at Nobu at 8pm for 4".
 */
function withWhenAnswer(ask: string, answer: string, question: string): string {
  const lead = /^(?:at|for|in|on|tomorrow|tonight|today|this|next|around|by|from|with)\b/i.test(answer);
  if (lead) return `${ask} ${answer.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase())}`;
  // "4" to "For how many people?", "10 minutes" to "How long…?", "7am" to "What time should I set the alarm for?".
  const onlyParty = /how\s+many\s+people/i.test(question) && !/what\s+time|which\s+restaurant/i.test(question);
  const connector = onlyParty || /how\s+long|alarm\s+for/i.test(question) ? "for" : "at";
  return `${ask} ${connector} ${answer}`;
}

/** A question of what a message should say: "What would you like the email to say?", "What should the text say?". */
const TO_SAY = /\bto\s+say\b|\bwhat\s+should\s+(?:it|the\s+\w+)\s+say\b|\bwhat\s+(?:do|would)\s+you\s+(?:like|want)\s+to\s+(?:say|tell)\b/i;
/** How an answer of what to say may open: "Tell him that…", "Say…", "Just that…", "Saying…". */
const SAY_LEAD = /^(?:(?:just\s+)?(?:tell|ask)\s+(?:him|her|them|everyone|the\s+team)\s+(?:that\s+)?|(?:just\s+)?say(?:ing)?\s+(?:that\s+)?|(?:just\s+)?that\s+)/i;

/** A question of where from or when (not of an address or a number). */
const ASKS_TRAVEL = /\b(?:flying|leaving|departing|travel(?:l?ing)?)\s+from\b|\bdeparture\s+(?:city|airport)\b|\bwhat\s+dates?\b|\bwhich\s+dates?\b|\bwhen\s+(?:would|will|do)\s+you\b|\bcheck-?in\b|\bpick-?up\b/i;

/** The calls with the answered email address or phone number under the keys of that fact. */
export function withAnsweredContact(calls: readonly ToolCall[], tools: readonly Tool[], answered: AnsweredFacts): ToolCall[] {
  if (answered.email === undefined && answered.phone === undefined) return [...calls];
  return calls.map((call) => {
    const tool = tools.find((each) => each.function.name === call.function.name);
    const fact = tool === undefined ? undefined : factsOf(tool).find((each) => (each.kind === "email" && answered.email !== undefined) || (each.kind === "phone" && answered.phone !== undefined));
    if (fact === undefined) return call;
    const args = parsed(call);
    const value = fact.kind === "email" ? answered.email! : answered.phone!;
    return { ...call, function: { ...call.function, arguments: JSON.stringify({ ...args, [fact.key]: Array.isArray(args[fact.key]) ? [value] : value }) } };
  });
}
