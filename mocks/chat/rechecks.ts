/**
 * "Are you sure?", "That's wrong", "Really?", "Double-check that" after a factual answer. A model
 * takes another look and, when the fact holds, politely restates it, with an offer to look at
 * what the user has seen; a mock that reads "Are you sure?" as a new topic answers "I'd rather not
 * guess". The look is real: the earlier question is asked again alone, and only an answer that
 * comes out the same is confirmed. A long or generic answer (advice, an essay) is no fact to
 * recheck, and the chain answers the message as before.
 */
import type { ChatMessage } from "./tokens.ts";

/** The longest message that can be one: "Are you sure about that? I thought it was different." */
const MAX_LENGTH = 80;
/** The longest answer rechecked: a fact is said in a few sentences. */
const MAX_ANSWER = 700;

/** "Are you sure?", "Is that right?", "Really?", "Double-check that", "Can you check again?" */
const DOUBT = /^\s*(?:(?:hmm+|um+|wait|really|but|hm)[,.!?\s]+)?(?:are\s+you\s+(?:sure|certain|positive)(?:\s+about\s+(?:that|this|it))?|is\s+that\s+(?:right|correct|true|accurate)|really|seriously|(?:can|could)\s+you\s+(?:double[-\s]?check|check(?:\s+again)?|verify)(?:\s+(?:that|this|it))?|(?:please\s+)?(?:double[-\s]?check|verify|check)\s+(?:that|this|it|again)|you\s+sure)\s*[?!.]*\s*$/i;
/** "That's wrong", "That's not right", "I don't think that's correct", "No, that's incorrect", "Wrong". */
const DISPUTE = /^\s*(?:no+[,.!]*\s+)?(?:(?:that(?:'s|’s|\s+is)|it(?:'s|’s|\s+is)|this\s+is|you(?:'re|’re|\s+are))\s+(?:(?:not\s+(?:right|correct|true|accurate))|wrong|incorrect|mistaken|false)|i\s+(?:don'?t|do\s+not)\s+think\s+(?:that(?:'s|’s|\s+is)|it(?:'s|’s|\s+is)|you(?:'re|’re|\s+are))\s+(?:right|correct|true|accurate)|wrong(?:\s+answer)?|incorrect|not\s+true|nope)(?:[,.!]*\s+(?:i\s+think|try\s+again|check\s+again)[^?!.]*)?\s*[?!.]*\s*$/i;
/** Answers that give no fact: the chain's replies to what it does not know, advice and offers. */
const NOT_A_FACT = /it helps to know|I'd rather not guess|Tell me what you'd like to do with it|Good question about|depends on|\?\s*$/i;

/**
 * The reply to a doubt about the previous answer, or undefined when `prompt` is none or the
 * answer is no fact. `answer` asks the earlier question again alone, for the recheck.
 * @example recheckReply(messages, "Are you sure?", ask) // "Yes, I'm sure. I double-checked: the capital of France is **Paris**. …"
 */
export function recheckReply(messages: readonly ChatMessage[], prompt: string, answer: (asked: readonly ChatMessage[]) => string | undefined): string | undefined {
  if (prompt.length > MAX_LENGTH) return undefined;
  const doubt = DOUBT.test(prompt);
  if (!doubt && !DISPUTE.test(prompt)) return undefined;
  const last = messages.length - 1;
  const previous = messages[last - 1];
  const question = messages[last - 2];
  if (previous?.role !== "assistant" || question?.role !== "user") return undefined;
  const said = previous.content.trim();
  if (said === "" || said.length > MAX_ANSWER || NOT_A_FACT.test(said) || /```|^\s*(?:[-*]|\d+\.)\s/m.test(said)) return undefined;
  // The recheck: the question again, alone (with the system messages); a different answer is no confirmation.
  const again = answer([...messages.filter((message) => message.role === "system" || message.role === "developer"), { role: "user", content: question.content }]);
  if (again === undefined || again.trim() !== said) return undefined;
  const fact = firstSentence(said);
  return doubt
    ? `Yes, I'm sure. I double-checked: ${fact} If you've seen a different answer somewhere, tell me where and I'll look at what it says.`
    : `I've double-checked, and I believe the answer is right: ${fact} If you have a source that says otherwise, please share it; it may be using a different definition or be out of date, and I'm happy to go through it with you.`;
}

/** The answer's first sentence, as it said it, with its first letter lowered after the colon unless a name starts it. */
function firstSentence(text: string): string {
  const paragraph = text.split(/\n\s*\n/)[0]!.replace(/\s+/g, " ").trim();
  const end = /[.!](?=\s+(?:\*\*)?\p{Lu})/u.exec(paragraph);
  const sentence = end ? paragraph.slice(0, end.index + 1) : paragraph;
  const closed = /[.!]$/.test(sentence) ? sentence : `${sentence}.`;
  return /^(?:The|A|An|It|There|Yes|No)\b/.test(closed) ? `${closed.charAt(0).toLowerCase()}${closed.slice(1)}` : closed;
}
