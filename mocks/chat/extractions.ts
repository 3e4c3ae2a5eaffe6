/**
 * Replies to "Extract the date from: …", "Find all email addresses in this text: …", "List the
 * people mentioned in: …": the values of that kind the given text holds, as they are written in
 * it. Extraction demos parse the reply (one value, or one per line); a reply about the words
 * "extract" and "date" gives them nothing to parse. What the text does not hold is said, not
 * made up.
 */
import { ConversationReading } from "./conversation-reading.ts";

const MONTH = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";

/** What can be extracted: the words that ask for it, and how to find it in a text. */
const KINDS: readonly { kind: string; plural: string; asked: RegExp; find(text: string): string[] }[] = [
  {
    kind: "date",
    plural: "dates",
    asked: /^(?:dates?|deadlines?|days?)$/i,
    find: (text) =>
      matches(
        text,
        new RegExp(
          String.raw`\b(?:${MONTH}\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?${MONTH}(?:,?\s+\d{4})?|\d{4}-\d{2}-\d{2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4})\b`,
          "gi",
        ),
      ),
  },
  { kind: "email address", plural: "email addresses", asked: /^(?:e-?mails?|e-?mail address(?:es)?|address(?:es)?)$/i, find: (text) => matches(text, /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) },
  { kind: "URL", plural: "URLs", asked: /^(?:urls?|links?|websites?)$/i, find: (text) => matches(text, /\bhttps?:\/\/[^\s<>"')\]]+[^\s<>"')\].,;:!?]/g) },
  { kind: "phone number", plural: "phone numbers", asked: /^(?:phone numbers?|phones?|telephone numbers?|numbers to call)$/i, find: (text) => matches(text, /(?:\+\d{1,3}[\s-]?)?(?:\(\d{2,4}\)[\s-]?)?\d{2,4}[\s-]\d{3,4}(?:[\s-]\d{2,4})?\b/g) },
  {
    kind: "amount",
    plural: "amounts",
    asked: /^(?:amounts?|prices?|costs?|totals?|sums?)$/i,
    // "$2 billion", "40 million euros": the scale word is part of the amount.
    find: (text) => matches(text, /(?:[$€£¥]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:thousand|million|billion|trillion|bn)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:(?:thousand|million|billion|trillion)\s)?(?:USD|EUR|GBP|dollars|euros|pounds)\b)/gi),
  },
  { kind: "time", plural: "times", asked: /^times?$/i, find: (text) => matches(text, /\b(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\b(?:[01]?\d|2[0-3]):[0-5]\d\b/gi) },
  { kind: "name", plural: "names", asked: /^(?:names?|people|persons?|person names|people's names)$/i, find: (text) => new ConversationReading(text, []).people },
];

/** "Extract the date from: <text>", "Find all email addresses in the following text:\n<text>", "List the people mentioned in: <text>" */
const EXTRACT = /^\s*(?:please\s+)?(?:extract|find|pull out|get|identify|list|return)\s+(?:me\s+)?(?:(all|every|each|any)\s+)?(?:of\s+)?(?:the\s+)?([a-z' -]{3,30}?)\s+(?:mentioned\s+|written\s+)?(?:from|in|out of)\b[^:\n]{0,40}[:\n]\s*([\s\S]{2,})$/i;

function matches(text: string, pattern: RegExp): string[] {
  return [...new Set((text.match(pattern) ?? []).map((value) => value.trim()))];
}

/**
 * The values a prompt asks to extract from its text, or undefined when it asks for no kind this
 * knows ("Extract the main argument from: …" is left to the other replies).
 * @example extractionReply("Extract the date from: Your appointment is on March 3, 2025 at 10am.") // "March 3, 2025"
 */
export function extractionReply(prompt: string): string | undefined {
  const match = EXTRACT.exec(prompt);
  if (!match) return undefined;
  const [, all, asked, text] = match as unknown as [string, string | undefined, string, string];
  const wanted = asked.trim().replace(/^(?:the|any)\s+/i, "");
  // "the total amount", "the customer's email addresses": the kind is named by the last words.
  const words = wanted.split(/\s+/);
  const heads = [wanted, words.slice(-2).join(" "), words.at(-1)!];
  const kind = KINDS.find((k) => heads.some((head) => k.asked.test(head)));
  if (!kind) return undefined;
  const found = kind.find(text);
  // A plural ends in "s", not in "ss" ("the email address" is one).
  const many = all !== undefined || /(?<!s)s$|sses$/i.test(wanted) || wanted.toLowerCase() === "people";
  if (found.length === 0) return `The text has no ${many ? kind.plural : kind.kind}.`;
  if (!many || found.length === 1) return many ? `- ${found[0]}` : found[0];
  return found.map((value) => `- ${value}`).join("\n");
}

/**
 * The values of one kind a text holds, as written in it: `kind` is "date", "email address",
 * "URL", "phone number", "amount", "time" or "name" (people).
 * @example valuesOfKind("date", "Apple announced the iPhone 16 on September 9, 2024.") // ["September 9, 2024"]
 */
export function valuesOfKind(kind: string, text: string): string[] {
  return KINDS.find((k) => k.kind === kind)?.find(text) ?? [];
}
