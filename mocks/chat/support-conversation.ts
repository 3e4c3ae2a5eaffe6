/**
 * The turns of a support chat that are about the conversation rather than a topic: the opening
 * "Hi" and "I need help", the closing "Thanks, that's all", and an angry message with no question
 * in it ("THIS IS THE THIRD TIME I'M ASKING. NOBODY IS HELPING ME!!!"). A general assistant's
 * answer to these ("What are you working on?", "Tell me what you'd like to do with it") reads as a
 * bot that forgot it works for Acme Telecom; a support bot greets in the company's name with what
 * it can help with, closes politely without asking "anything else?" again, and meets anger with an
 * apology and a next step: what to tell it, and how to reach a person (support-handover.ts: the
 * handover only where the system message allows it). The wording is designed; it states no facts.
 *
 * Cheap first: each turn is a short message matching a short pattern (or one mostly in capitals);
 * the system message is read only then. A message in capitals that asks about a topic
 * ("MY INTERNET IS DOWN!!!") is left to the topic's answer, which opens with an apology.
 */
import type { Random } from "../data/random.ts";
import { hasSystemMessage, supportCompany, type CompanyKind, type Said } from "./support-companies.ts";
import { canHandOver, reachedBy } from "./support-handover.ts";
import { normalisedQuestion, said, supportTopicOf } from "./support-replies.ts";
import type { ChatMessage } from "./tokens.ts";

/** A conversation turn is a line or two. */
const MAX_PROMPT = 200;

/** A cheap first look: a word each turn below has. */
const CUE = /\b(?:hi|hiya|hello|hey|good|howdy|help|problem|question|issue|that|nothing|all|done|set|bye|goodbye|nobody|no[- ]one|time|still|sick|fed|waste|now)\b/i;

const GREETING = /^(?:hi|hiya|hello|hey|howdy|good (?:morning|afternoon|evening)|greetings)(?: there| team| all)?\s*[!.,]*\s*$/i;
/** "I need help", "Can you help me?", "I have a problem". */
const NEED_HELP =
  /^(?:(?:hi|hello|hey)[,!.]?\s+)?(?:i need (?:some )?help|(?:can|could) you help(?: me)?(?: please)?|help(?: me)?(?: please)?|please help(?: me)?|i (?:have|(?:'ve|have) got) (?:a|an) (?:problem|question|issue))\s*[!.?]*\s*$/i;
/** "Thanks, that's all", "No, that's everything", "Nothing else, thanks", "Bye". */
const CLOSING =
  /^(?:(?:no|nope|ok(?:ay)?|great|perfect)[,!.]?\s+)?(?:(?:thanks?(?: you)?(?: so much| very much)?|thx|cheers)[,!.]?\s+)?(?:(?:that's|that is|that'll be|that was) (?:all|everything|it)(?: for (?:now|today))?|nothing else|i'm (?:good|all set|done)|all (?:good|sorted|set)|bye|goodbye|have a (?:good|nice|great) day)(?:[,!.]?\s*(?:thanks?(?: you)?|cheers|bye|goodbye))?\s*[!.]*\s*$/i;
/** Anger at not being helped: "Nobody is helping me", "the third time I'm asking", "I'm sick of this". */
const ANGRY =
  /\bno(?:body|[- ]one) (?:is |ever )?(?:help|listen|answer|get(?:s|ting)? back|respond|repl)|\b(?:second|third|fourth|fifth|\d+(?:st|nd|rd|th)) time (?:i(?:'m| am|'ve| have)? )?(?:asked|asking|called|calling|contacted|contacting|written|writing|messaged|messaging)\b|\bstill (?:waiting|no (?:answer|reply|response))\b|\b(?:sick (?:and tired )?of|fed up with)\b|\bwaste of (?:my )?time\b|\bfix (?:it|this) now\b/;

type Turn = "greeting" | "need help" | "closing" | "angry";

/**
 * A support bot's answer to a greeting, a plea for help, a goodbye or an angry message with no
 * topic, in the name of the company the system message names; undefined for anything else or
 * with no support company.
 * @example supportConversationReply([{ role: "system", content: "You are a support assistant for Acme Telecom." }, { role: "user", content: "Hi" }], "Hi", seededRandom(1)) // "Hi, and welcome to Acme Telecom support! …"
 */
export function supportConversationReply(messages: readonly ChatMessage[], prompt: string, random: Random): string | undefined {
  if (prompt.length > MAX_PROMPT || !hasSystemMessage(messages)) return undefined;
  const shouted = isShouted(prompt);
  if (!shouted && !CUE.test(prompt)) return undefined;
  const text = normalisedQuestion(prompt.trim());
  const turn: Turn | undefined = GREETING.test(text)
    ? "greeting"
    : NEED_HELP.test(text)
      ? "need help"
      : CLOSING.test(text)
        ? "closing"
        : shouted || ANGRY.test(text)
          ? "angry"
          : undefined;
  if (turn === undefined) return undefined;
  const company = supportCompany(messages);
  if (!company) return undefined;
  // "MY INTERNET IS DOWN!!!" asks about the connection: its topic's answer is the reply.
  if (turn === "angry" && supportTopicOf(text, company.kind) !== undefined) return undefined;
  const c = said(company);
  switch (turn) {
    case "greeting":
      return `${random.pick(WELCOMES)(c)} How can I help you today? I can help with ${HELPS_WITH[c.kind]}.`;
    case "need help":
      return `Of course, I'm here to help. What's it about? ${capital(HELPS_WITH[c.kind])} are the usual things, but tell me in a sentence or two what's happening, and I'll take it from there.`;
    case "closing":
      return `You're welcome, and thank you for contacting ${c.name === "we" ? "us" : c.name}! If anything else comes up with ${c.your} ${c.words.thing}, just message us here. Have a great day!`;
    case "angry":
      return angryAnswer(c, messages, /\b(?:time|again|still)\b/.test(text));
  }
}

/** Most of the letters in capitals: "THIS IS THE THIRD TIME…"; a short "OK" or an acronym is no shouting. */
function isShouted(prompt: string): boolean {
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < prompt.length; i++) {
    const code = prompt.charCodeAt(i);
    // A–Z and a–z: the letters counted, no string built.
    if (code >= 65 && code <= 90) {
      letters++;
      upper++;
    } else if (code >= 97 && code <= 122) letters++;
  }
  if (letters < 12) return false;
  return upper / letters > 0.7;
}

const WELCOMES: readonly ((c: Said) => string)[] = [
  (c) => (c.name === "we" ? "Hi, and welcome!" : `Hi, and welcome to ${c.name} support!`),
  (c) => (c.name === "we" ? "Hello, thanks for getting in touch!" : `Hello, thanks for contacting ${c.name}!`),
];

/** What a support bot of the kind is asked about most, after "help with". */
const HELPS_WITH: Readonly<Record<CompanyKind, string>> = {
  bank: "your account, cards, payments and the app",
  store: "orders, deliveries, returns and refunds",
  saas: "your account, billing and getting things done in the product",
  airline: "bookings, check-in, baggage and changes to your flight",
  restaurant: "orders, reservations and the menu",
  hotel: "bookings, your stay and changes to a reservation",
  telecom: "your account, bills, plans, SIMs and your connection",
  insurance: "your policy, claims and payments",
  utility: "your account, bills, meter readings and moving home",
  business: "your account, orders and payments",
};

/** An apology, what to tell the bot, and how to reach a person. */
function angryAnswer(c: Said, messages: readonly ChatMessage[], askedBefore: boolean): string {
  const person = canHandOver(messages)
    ? `If you'd rather, I can pass this chat to a member of ${c.team} straight away.`
    : `If you'd rather talk to a person, you can reach ${c.team} directly: ${reachedBy(c, messages)}.`;
  const sorry = askedBefore ? "I'm really sorry: having to ask again is frustrating" : "I'm really sorry this has been so frustrating";
  return `${sorry}, and I want to get this sorted for you now. Could you tell me in a sentence or two what the problem is, with ${c.words.ready}, so I can pick it up from here? ${person}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
