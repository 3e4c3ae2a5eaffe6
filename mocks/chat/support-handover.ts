/**
 * What a support bot says when a customer asks for a person ("I want to talk to a human", "Can I
 * speak to an agent?", "Transfer me to a real person"), and where it says a person is reached.
 * A real bot hands the chat over only when its app can: so the handover ("I'll pass this to a
 * member of the Acme Telecom team…") is offered only when the system message says the bot may
 * escalate or hand off to human agents. Otherwise the bot says it can't transfer the chat itself
 * and gives the contact routes the system message states (a phone number, an email address, a
 * link, the hours they're open), or, when it states none, the company's Contact page: it never
 * invents a number or hours. Either way it says what to have ready, so the person can help
 * at once. The wording is designed; no fact beyond the system message's own is stated.
 *
 * Cheap first: the ask is tested with one regex on the lower-case question before the system
 * message is read, and the routes are read only for a reply that needs them.
 */
import { systemText, type TextMessage } from "./message-text.ts";
import type { Said } from "./support-companies.ts";

/** How much of the system message is read for what the bot may do and the routes it states. */
const MAX_SYSTEM = 2000;

/** An ask to be put through to a person, as `normalisedQuestion` gives it: not "How do I contact you?", which asks for the routes. */
export const HANDOVER_ASKED =
  /\b(?:talk|speak|chat) (?:to|with) (?:a |an |your |the )?(?:someone|somebody|person|human|real person|real human|actual person|human being|agent|live agent|human agent|customer service agent|representative|rep|operator|member of (?:staff|your team))\b|\b(?:transfer|connect|escalate|pass|put) (?:me|this|this chat|my case|it)(?: through)? (?:to|with) (?:a |an |your |the )?(?:someone|somebody|person|human|real person|real human|actual person|human being|agent|live agent|human agent|representative|rep|operator|manager|supervisor|team)\b|\b(?:get|give) me (?:a |an )?(?:human|real person|person|agent|live agent|representative|operator)\b|^(?:human|agent|representative|operator|real person)(?:,? please)?[.!]*$/;

/** The system message lets the bot hand the chat over: "Escalate to a human agent when asked", "You can hand off to our support team". */
const CAN_HAND_OVER =
  /\bescalat|\bhand ?(?:off|over)\b|\bhandoff\b|\btransfer (?:the (?:chat|customer|conversation|user)|to (?:a |the )?(?:human|agent|person|team))|\b(?:human|live) agents?\b|\bconnect (?:the (?:customer|user)|them) (?:to|with)\b/i;

/** Contact routes a system message states. */
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,5}\)[\s.-]?)?\d{2,5}(?:[\s.-]\d{2,5}){1,3}\b/;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/;
const LINK = /\bhttps?:\/\/[^\s)]+[^\s).,;]/;
/** Stated hours: "Mon–Fri 9am–5pm", "Monday to Friday, 8:00-18:00", "24/7". */
const HOURS =
  /\b(?:(?:mon(?:day)?|tue(?:sday)?|wed(?:nesday)?|thu(?:rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|weekdays)\b[^.;\n]{0,30}?\d{1,2}(?::\d\d)?\s?(?:am|pm)?\s?(?:-|–|to)\s?\d{1,2}(?::\d\d)?\s?(?:am|pm)?(?:\s?[A-Z]{2,4}\b)?|24\/7)/i;

/** The ways to reach a person that a system message states. */
export interface ContactRoutes {
  readonly phone?: string;
  readonly email?: string;
  readonly link?: string;
  readonly hours?: string;
}

/**
 * The contact routes the system message states, or undefined when it states none.
 * @example contactRoutes([{ role: "system", content: "… Customers can call 0800 123 4567 or email help@acme.com." }]) // { phone: "0800 123 4567", email: "help@acme.com" }
 */
export function contactRoutes(messages: readonly TextMessage[]): ContactRoutes | undefined {
  const text = systemText(messages, MAX_SYSTEM);
  const email = EMAIL.exec(text)?.[0];
  // A number is a phone number only with a phone word near it: "call", "phone", "tel".
  const phone = /\b(?:call|phone|tel(?:ephone)?|ring|dial|hotline|helpline)\b/i.test(text) ? PHONE.exec(text.replace(EMAIL, ""))?.[0] : undefined;
  const link = LINK.exec(text)?.[0];
  const hours = HOURS.exec(text)?.[0];
  if (phone === undefined && email === undefined && link === undefined) return undefined;
  return { phone, email, link, hours };
}

/** "call 0800 123 4567, email help@acme.com or use https://acme.com/help" */
function routesSaid(routes: ContactRoutes): string {
  const ways = [
    routes.phone && `call ${routes.phone}`,
    routes.email && `email ${routes.email}`,
    routes.link && `go to ${routes.link}`,
  ].filter((way): way is string => Boolean(way));
  const said = ways.length === 1 ? ways[0]! : `${ways.slice(0, -1).join(", ")} or ${ways.at(-1)}`;
  return routes.hours ? `${said} (${routes.hours})` : said;
}

/**
 * Where the system message says a person is reached, or the Contact page: "call 0800 123 4567 or
 * email help@acme.com", "use the Contact page of Acme's website or app".
 */
export function reachedBy(c: Said, messages: readonly TextMessage[]): string {
  const routes = contactRoutes(messages);
  return routes ? routesSaid(routes) : `use the Contact page of ${c.ours} website or app, which lists the ways to get in touch and when they're open`;
}

/** Whether the system message lets the bot hand the chat to a person. */
export function canHandOver(messages: readonly TextMessage[]): boolean {
  return CAN_HAND_OVER.test(systemText(messages, MAX_SYSTEM));
}

/**
 * The bot's answer to "Transfer me to a real person": the handover when it may hand over, else
 * the routes to a person; in the company's name, with what to have ready.
 * @example handoverReply(said({ name: "Acme Telecom", kind: "telecom" }), [{ role: "system", content: "… Escalate to a human agent when asked." }]) // "I'll pass this chat to a member of the Acme Telecom support team, …"
 */
export function handoverReply(c: Said, messages: readonly TextMessage[]): string {
  if (canHandOver(messages)) {
    const hours = HOURS.exec(systemText(messages, MAX_SYSTEM))?.[0];
    return (
      `I'll pass this chat to a member of ${c.team}, and they'll be able to see our conversation so far, so you won't need to repeat yourself.` +
      (hours ? ` The team is available ${hours}; outside those hours, they'll reply as soon as they're back.` : "") +
      ` While I do, could you tell me in a sentence or two what it's about? It also helps to have ${c.words.ready} ready.`
    );
  }
  return `I can't transfer this chat to a person myself, but you can reach a member of ${c.team} directly: ${reachedBy(c, messages)}. To get help faster, have ${c.words.ready} ready and describe the problem in a sentence or two. Or tell me what it's about, and I'll see if I can sort it out here first.`;
}
