/**
 * "Who are you?", "What's your name?", "Are you a bot?" asked of an assistant its system message
 * names or gives a role: "You are Max, the virtual assistant of Acme Bank." answers "I'm Max, Acme
 * Bank's virtual assistant…"; "You are a helpful customer support assistant for ShopCo." answers
 * "I'm ShopCo's customer support assistant…". A model stays in the role an app gives it; it does
 * not say it is a mock. Asked whether it is a bot or a person, it says it is an AI, in the role.
 *
 * The company and its kind come from support-companies.ts; this module reads the assistant's own
 * name ("You are Max, …", "Your name is Max.") and its role ("virtual assistant", "support
 * agent"). With neither a name nor a company, it answers nothing and small-talk.ts's general
 * answer stands.
 *
 * Cheap first: the prompt is matched (a short, whole question) before any system message is read.
 */
import { supportCompany, type CompanyKind } from "./support-companies.ts";
import type { ChatMessage } from "./tokens.ts";
import { systemText as systemMessagesText } from "./message-text.ts";

/** The three questions, each a whole message. */
const WHO = /^(?:who|what) are you$|^(?:who am i|who's this|who is this)(?: (?:talking|speaking|chatting) (?:to|with))?$|^(?:tell me about yourself|introduce yourself)$/;
const NAME = /^(?:what(?:'s| is) your name|do you have a name|what should i call you|what do i call you)$/;
const BOT = /^(?:are you (?:a bot|a chatbot|a robot|an ai|an ai assistant|a machine|a computer|automated)|is this (?:a bot|a chatbot|an ai|automated)|am i (?:talking|speaking|chatting) (?:to|with) (?:a bot|a chatbot|a robot|an ai|a machine))$/;
const HUMAN = /^(?:are you (?:a )?(?:human|real|a real person|a person|a live agent|a real human)|is this a (?:real )?(?:person|human)|am i (?:talking|speaking|chatting) (?:to|with) (?:a )?(?:real )?(?:person|human|someone real))$/;

/** What a bot of each kind helps with, after "I can help with". */
const HELPS_WITH: Readonly<Record<CompanyKind, string>> = {
  bank: "questions about your accounts, cards and payments",
  store: "your orders, deliveries and returns, and questions about our products",
  saas: "your account, billing and using the product",
  airline: "your bookings, flights, baggage and check-in",
  restaurant: "orders, reservations and questions about our menu",
  hotel: "your booking, your stay and questions about the hotel",
  telecom: "your plan, your bills, your SIM and your phone or broadband service",
  insurance: "your policy, claims and questions about your cover",
  utility: "your account, bills, meter readings and moving home",
  business: "questions about your account and our services",
};

/** The assistant's own name: "You are Max, the…", "You're Aria. …", "Your name is Max." */
const OWN_NAME = /\b(?:[Yy]ou(?:\s+are|'re|’re)\s+([A-Z][\w-]*)(?=\s*[,.]|\s+(?:the|a|an)\s)|[Yy]our name is\s+([A-Z][\w-]*))/;
/** The assistant's role, after "a", "an" or "the": "the virtual assistant of", "a helpful customer support assistant for". */
const ROLE = /\b(?:a|an|the)\s+((?:[\w-]+\s+){0,4}?(?:assistant|agent|chatbot|bot|representative|concierge|helper|advisor|adviser|specialist))\b/i;
/** Words of praise a role is given that the assistant does not say of itself. */
const PRAISE = /^(?:(?:helpful|friendly|polite|kind|knowledgeable|professional|concise|patient|warm|cheerful|expert|smart|helpful,|friendly,)\s+)+/i;

/**
 * The answer in the system message's role to who the assistant is, or undefined.
 * @example identityReply([{ role: "system", content: "You are Max, the virtual assistant of Acme Bank." }, { role: "user", content: "Who are you?" }], "Who are you?") // "I'm Max, Acme Bank's virtual assistant. …"
 */
export function identityReply(messages: readonly ChatMessage[], prompt: string): string | undefined {
  if (prompt.length > 50) return undefined;
  const asked = prompt
    .trim()
    .toLowerCase()
    .replace(/[?!.\s]+$/, "")
    .replace(/^(?:hi|hey|hello|so|ok(?:ay)?|wait)[,!]?\s+/, "");
  const question = WHO.test(asked) ? "who" : NAME.test(asked) ? "name" : BOT.test(asked) ? "bot" : HUMAN.test(asked) ? "human" : undefined;
  if (question === undefined) return undefined;
  const system = systemText(messages);
  if (system === "") return undefined;
  const company = supportCompany(messages);
  const ownName = OWN_NAME.exec(system);
  const name = ownName?.[1] ?? ownName?.[2];
  if (name === undefined && company === undefined) return undefined;
  // The role said where the message says who the assistant is, not "a human agent" in a later rule.
  const youAre = Math.max(0, system.search(/\b[Yy]ou(?:\s+are|'re|’re)\b/));
  const role = (ROLE.exec(system.slice(youAre, youAre + 200))?.[1] ?? "AI assistant").replace(PRAISE, "").replace(/\s+/g, " ");
  // "Acme Bank's virtual assistant", "a customer service agent" (a support role with no company named).
  const title = company?.name !== undefined ? `${company.name}'s ${role}` : `${/^[aeiou]/i.test(role) ? "an" : "a"} ${role}`;
  const me = name === undefined ? title : `${name}, ${title}`;
  const helps = `I can help with ${HELPS_WITH[company?.kind ?? "business"]}`;
  const team = company?.name === undefined ? "the team" : `the ${company.name} team`;
  switch (question) {
    case "who":
      return company === undefined ? `I'm ${me}. How can I help you today?` : `I'm ${me}. ${helps}. How can I help you today?`;
    case "name":
      return name === undefined ? `I don't have a name of my own: I'm ${title}. How can I help you today?` : `My name is ${name}, and I'm ${title}. How can I help you today?`;
    case "bot":
    case "human": {
      const opening = question === "bot" ? "Yes, I'm an AI, not a person." : "No, I'm not a person: I'm an AI.";
      const rest = company === undefined ? " How can I help you today?" : ` ${helps}, and if you'd rather talk to someone on ${team}, I can tell you how to reach them.`;
      return `${opening} I'm ${me}.${rest}`;
    }
  }
}

/** The system and developer messages' first 1,000 characters: an app says who the bot is first. */
function systemText(messages: readonly ChatMessage[]): string {
  return systemMessagesText(messages, 1000);
}
