/**
 * A FAQ written for a product, a service or a page: "Write a FAQ for our product", "Write a
 * product FAQ", "Create an FAQ section for our pricing page". A model writes the questions that
 * visitors really ask, each with a short answer, under a heading; a pricing page gets billing
 * questions, a shop's returns page returns and shipping, software its setup and security. The
 * questions and answers are the demo records' (demo-record-texts.ts), so a FAQ in chat and a FAQ
 * as structured output say the same.
 */
import { writtenNumber } from "./written-numbers.ts";
import { faqOf, topicOf, type Topic } from "./demo-record-texts.ts";

/** A request for one: "Write a FAQ for …", "Create an FAQ section for …", "Write 5 FAQs about …". */
const ASKS = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:help\s+me\s+)?(?:write|draft|create|make|prepare|generate)\s+(?:me\s+)?(?:an?\s+|the\s+|some\s+|\w+\s+)?(?:([\p{L} -]{2,40}?)\s+)?(?:faqs?|frequently\s+asked\s+questions)\b/iu;

/** "for our product", "about our pricing page", "on returns": what the FAQ is for. */
const FOR = /\b(?:faqs?|frequently\s+asked\s+questions)(?:\s+(?:section|page))?\s+(?:for|about|on)\s+([\p{L}\p{N}' -]{2,50}?)\s*[.!?]*\s*$/iu;

/** A topic said only as "product", "app", "website": named "[Product]", answered as software. */
const GENERIC = /^(?:(?:a|an|the|our|my|your)\s+)?(?:new\s+)?(product|app|saas|software|platform|service|website|site|tool|startup|business|company)$/i;

function topicAsked(prompt: string): Topic {
  const asked = FOR.exec(prompt)?.[1] ?? ASKS.exec(prompt)?.[1]?.replace(/^(?:\d+|five|six|seven|eight|ten)\s+/i, "");
  const generic = asked === undefined ? "product" : GENERIC.exec(asked.trim())?.[1];
  if (generic !== undefined) return { bare: generic.toLowerCase() === "business" || generic.toLowerCase() === "company" ? "service" : "product", written: "[Product]", near: "[Product]", plural: false };
  return topicOf(asked!);
}

/**
 * The FAQ a prompt asks for (six questions, or as many as asked up to six), or undefined when it asks for none.
 * @example faqReply("Write a FAQ for our product")?.split("\n")[0] // "# Frequently Asked Questions"
 */
export function faqReply(prompt: string): string | undefined {
  // Cheap first look: the ask's opening (ASKS reads only the start), then "FAQ" or "frequently asked questions".
  if (!ASKS.test(prompt) || !/\bfaqs?\b|frequently\s+asked/i.test(prompt)) return undefined;
  const topic = topicAsked(prompt);
  const asked = /\b(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:faqs?|frequently\s+asked|questions)\b/i.exec(prompt)?.[1];
  const count = Math.max(1, Math.min(6, (asked === undefined ? undefined : writtenNumber(asked)) ?? 6));
  const entries = Array.from({ length: count }, (_, index) => faqOf(topic, index));
  // Five-question tables repeat from the first: a question is asked once.
  const unique = entries.filter((entry, index) => entries.findIndex(({ question }) => question === entry.question) === index);
  return ["# Frequently Asked Questions", "", ...unique.flatMap(({ question, answer }) => [`**${question}**`, answer, ""]), "Still have a question? [Contact us](link), and we'll get back to you within one business day."].join("\n");
}
