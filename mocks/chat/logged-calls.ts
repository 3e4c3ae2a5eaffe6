/**
 * A call (a meeting, a conversation) a CRM logs, as a model reads it from the message: "I just
 * got off the phone with Acme about the renewal, log it" → `contact` "Acme", `notes` "Discussed
 * the renewal"; "Log a call with Sarah Chen: she wants a demo next week" → "Sarah Chen" (a person
 * the conversation reading names), notes "She wants a demo next week" (dictated after the colon,
 * written-texts.ts). The party of a call is often a company, which no first-name list knows; a
 * model never makes one up. Cheap word checks first.
 */

/** Words of a tool's name that say what is logged is a call or a conversation. */
const CALL_WORDS = /^(?:calls?|phone|interactions?|conversations?|activit(?:y|ies)|meetings?|touchpoints?|contacts?)$/;
/** Words of a tool's name that say it logs: `log_call`, `record_interaction`, `add_call_note`. */
const LOG_WORDS = /^(?:log|logs|record|add|create|save|note|notes|track)$/;

/** Whether a tool named with `words` (`log_call` → ["log", "call"]) logs a call or a conversation. */
export function logsCall(words: readonly string[]): boolean {
  return words.some((word) => CALL_WORDS.test(word)) && words.some((word) => LOG_WORDS.test(word));
}

/** A capitalised name: "Acme", "Acme Corp", "Globex & Co". */
const CAPITALISED = String.raw`(\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*){0,3})`;
/** Whom a call was with: "on the phone with Acme", "spoke to Globex", "a call with Initech", "call from Umbrella", "I called Acme". */
const CALLED_PARTY = new RegExp(
  String.raw`\b(?:phone|call|calls|spoke|speaking|talked|talking|chatted|chat|meeting|met|conversation|catch-?up|sync)\s+(?:with|to|from)\s+(?:the\s+)?${CAPITALISED}|\b(?:called|phoned|rang)\s+${CAPITALISED}`,
  "u",
);
/** Capitalised words that are no party: days, months, "I". */
const NOT_A_PARTY = /^(?:I|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Today|Tomorrow|Yesterday)$/;

/**
 * The party (a company or a person, as written) a call the message logs was with, or undefined
 * when it names none.
 * @example calledPartyOf("I just got off the phone with Acme about the renewal, log it") // "Acme"
 */
export function calledPartyOf(text: string): string | undefined {
  const head = text.slice(0, 400);
  if (!/phone|call|spoke|speak|talk|chat|meet|met\b|conversation|catch|sync|rang/i.test(head)) return undefined;
  const match = CALLED_PARTY.exec(head);
  const party = (match?.[1] ?? match?.[2])?.replace(/[.'’]+$/, "");
  return party === undefined || NOT_A_PARTY.test(party.split(/\s+/)[0]!) ? undefined : party;
}

/** What a call was about: "about the renewal", "regarding pricing", up to the ask to log it or the sentence's end. */
const ABOUT = /\b(?:about|regarding|re|concerning|to\s+discuss)\s+(.{2,160}?)(?=\s*(?:[,.;!?]|\s(?:and\s+|so\s+|please\s+|can\s+you\s+|could\s+you\s+)*(?:log|record|save|add|note)\b|$))/i;

/**
 * The notes of a call the message logs without dictating them: what it was about ("…with Acme
 * about the renewal, log it" → "Discussed the renewal"), or undefined when it says nothing of it.
 */
export function callNotesOf(text: string): string | undefined {
  const head = text.slice(0, 400);
  if (!/about|regarding|\bre\b|concerning|discuss/i.test(head)) return undefined;
  const topic = ABOUT.exec(head)?.[1]?.trim();
  return topic === undefined ? undefined : `Discussed ${topic}`;
}

