/**
 * Why a text is judged as it is, in the words a classifier's `reason` (`explanation`,
 * `justification`) gives: the signals the text holds. A spam check names its bait, urgency and
 * links ("Congratulations! You won a free iPhone. Click here to claim now!!!" → prize bait,
 * urgency and a click-through link), a moderation flag each harm with the words that show it
 * ("idiot", "I will find where you live"), where a sentence about the subject says nothing.
 */
import { cueWords } from "./enum-cues.ts";

/** Signals of spam, each with what a reader calls it; the words quoted are those of its first pattern that matches. */
const SPAM_SIGNALS: readonly [string, RegExp, RegExp?][] = [
  ["prize bait", /\byou(?:'ve| have)? won\b[^.!?]{0,30}/i, /\b(?:you(?:'ve| have)? won|winner|prize|lottery|free (?:\w+ )?(?:iphone|gift|money|cash|trip|vacation)|gift card|congratulations|\$\d[\d,]*(?:\.\d+)? (?:cash|reward))\b/i],
  ["urgency", /\b(?:act now|claim (?:it |your \w+ )?now|now!+|immediately|urgent\w*|limited(?:[- ]time)? offer|today only|expires?\b|last chance|hurry)|!{2,}/i],
  ["a click-through link", /\b(?:click (?:here|the link|below)|https?:\/\/[^\s"')]+|bit\.ly\/\S*|tap the link|follow the link)/i],
  ["a request for personal details", /\b(?:verify your (?:account|identity)|password|bank details|credit card number|social security|ssn)\b/i],
  ["money offers", /\b(?:free money|cash prize|earn \$|make money fast|wire transfer|inheritance)\b/i],
];

/**
 * Why `text` is or is not spam, in a sentence naming its signals.
 * @example spamReason("Congratulations! You won a free iPhone. Click here to claim now!!!") // 'It uses prize bait ("You won a free iPhone"), urgency ("claim now") and a click-through link ("Click here"), typical of spam.'
 */
export function spamReason(text: string): string {
  const found: string[] = [];
  for (const [signal, pattern, other] of SPAM_SIGNALS) {
    const match = pattern.exec(text.slice(0, 600)) ?? other?.exec(text.slice(0, 600));
    if (match) found.push(`${signal} ("${match[0].replace(/!+$/, "") || match[0]}")`);
  }
  if (found.length === 0) return "It reads as an ordinary message: no prize bait, no urgency and no click-through link.";
  return `It uses ${listed(found)}, typical of spam.`;
}

/** How many spam signals `text` holds: how sure a spam verdict is. */
export function spamSignalCount(text: string): number {
  return SPAM_SIGNALS.filter(([, pattern, other]) => pattern.test(text.slice(0, 600)) || other?.test(text.slice(0, 600))).length;
}

/** What a message of each harm does, for a flag's explanation. */
const HARM_DOES: Readonly<Record<string, string>> = {
  violence: "threatens violence",
  "self harm": "talks about harming oneself",
  sexual: "contains sexual content",
  harassment: "insults the person it addresses",
};

/**
 * Why a message is flagged for `harms` (two or more), naming each with the words that show it.
 * @example harmsReason(["harassment", "violence"], "You are an idiot and I will find where you live.") // 'The message insults the person it addresses ("idiot") and threatens violence ("I will find where you live"): harassment and violence.'
 */
export function harmsReason(harms: readonly string[], text: string): string {
  const said = harms.map((harm) => {
    const words = cueWords(harm, text)[0];
    return `${HARM_DOES[harm] ?? harm}${words ? ` ("${words}")` : ""}`;
  });
  return `The message ${listed(said)}: ${listed(harms.map((harm) => harm.replace(" ", "-")))}.`;
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
