/**
 * When a tool that sends email is what a message asks for. The word "email" alone names no
 * sending: "Update the app's email template" and "Your order confirmation email is your receipt"
 * send nothing, and "Write an email announcing our new feature", which names nobody to send it
 * to, is drafted in the reply, as a model writes it, not sent to a made-up address.
 */
import { groupOf, relationOf } from "./relations.ts";

/** Words of a tool's name that make it a sender of mail (`send_email`, `sendEmail`, `compose_mail`, `gmail_send`). */
const MAIL_WORDS = /^(?:e?mail|emails|gmail|outlook)$/;
const SENDING_WORDS = /^(?:send|compose|draft|reply|forward|write)$/;

/** Whether a tool, by its name's words (nameWords), sends email. */
export function sendsMail(nameParts: readonly string[]): boolean {
  return nameParts.some((word) => MAIL_WORDS.test(word)) && nameParts.some((word) => SENDING_WORDS.test(word));
}

/**
 * An email asked written or sent: "Send an email to…", "Write a thank-you email", "shoot Sarah a
 * quick mail", "Email John about…", "now email alice@example.com", "can you email my boss",
 * "Send the report to alice@x.com", "Reply to Tom's email"; not "the email template".
 */
const ASKS_MAIL = new RegExp(
  [
    String.raw`\b(?:send|write|draft|compose|shoot|forward|reply|respond|prepare)\b[^.?!\n]{0,60}\b(?:e-?mails?|mails?|message|note|reply)\b`,
    String.raw`\be-?mail\s+(?:[\w.+-]+@|(?:him|her|them|me|us|my|our|the|a|an|everyone|back|all)\b)`,
    String.raw`\b(?:send|forward|share)\b[^.?!\n]{0,80}[\w.+-]+@[\w-]+\.`,
    String.raw`\breply\s+to\b`,
  ].join("|"),
  "iu",
);

/** "Email Sarah…", "email John": a person named after the verb, capitalised. */
const MAILS_SOMEONE = /\b[Ee]-?mail\s+\p{Lu}/u;

/** Whether the message asks an email written or sent. */
export function asksMail(text: string): boolean {
  const head = text.slice(0, 400);
  return ASKS_MAIL.test(head) || MAILS_SOMEONE.test(head);
}

/** An email address. */
const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i;
/** A person named as whom an email goes to: "to Sarah", "email John", "Tom's email", "for Dr. Patel". */
const NAMED = /\b(?:to|email|e-mail|mail|message|for|cc)\s+(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?(?!(?:The|A|An|My|Our|Your|Their|This|That|I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)\p{Lu}\p{Ll}+|\b\p{Lu}\p{Ll}+['’]s\s+(?:e-?mail|message)\b/u;

/** Whether the message names whom an email goes to: an address, a person, a relation ("my boss") or a group ("the team"). */
export function namesRecipient(text: string): boolean {
  const head = text.slice(0, 400);
  return ADDRESS.test(head) || NAMED.test(head) || relationOf(head) !== undefined || groupOf(head) !== undefined;
}

/** An ask that opens with writing, not sending: "Write an email…", "Can you draft a note…", "Help me compose…". */
const DRAFTS = /^\s*(?:(?:hi|hey|please)[,!]?\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:help\s+me\s+)?(?:write|draft|compose|prepare|create)\b/i;

/**
 * Whether the message asks an email drafted for nobody it names ("Write an email announcing our
 * new feature", "Draft a complaint email about a late delivery"): the draft is the answer.
 */
export function draftsMailToNoOne(text: string): boolean {
  return DRAFTS.test(text) && !/\bsend\b/i.test(text) && !namesRecipient(text);
}
