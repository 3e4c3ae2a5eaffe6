/**
 * Replies that use what the user said earlier in the conversation, as chat demos test memory:
 * "My name is Bob." then "What is my name?" → "Your name is Bob."; "My favourite colour is
 * teal." then "What's my favourite colour?" → "Your favourite colour is teal.". An introduction
 * is greeted by name.
 */
import type { ChatMessage } from "./tokens.ts";

/** A name as people write theirs: one or two capitalised words. */
const NAME = String.raw`(\p{Lu}[\p{L}'’-]{1,30}(?:\s\p{Lu}[\p{L}'’-]{1,30})?)`;
/**
 * Words that introduce a name. Written out in both cases rather than matched with the `i` flag:
 * under it `\p{Lu}` matches any letter, and "I'm tired" would name someone Tired.
 */
const NAMING = String.raw`(?:[Mm]y name is|[Mm]y name['’]s|I am|I['’]m|[Cc]all me)`;
/** "My name is Bob", "I'm Bob", "call me Bob" (a capital, so that "I'm tired" is no name). */
const STATES_NAME = new RegExp(String.raw`\b${NAMING}\s+${NAME}(?=\s*(?:$|[.,!?;]|\s(?:and|from|here|by)\b))`, "u");
/** A message that is an introduction and little else: "Hi, I'm Bob!", "My name is Ana Silva." */
const INTRODUCTION = new RegExp(String.raw`^\s*(?:(?:[Hh]i|[Hh]ello|[Hh]ey)(?:\s+there)?[,!.]?\s+)?${NAMING}\s+${NAME}\s*[.!]*\s*$`, "u");
/** "What is my name?", "Do you remember my name?", "Who am I?" */
const ASKS_NAME = /^\s*(?:(?:what(?:'s|’s|\s+is)|do you (?:remember|know)|can you tell me|tell me|say)\s+my name|who am i)\b[^\n]{0,20}\??\s*$/i;
/** "My favourite colour is teal." */
const STATES_FACT = /\bmy ((?:[a-z]+\s){0,2}[a-z]+) is ([^.!?\n]{1,60})/gi;
/** "What's my favourite colour?" */
const ASKS_FACT = /^\s*(?:what(?:'s|’s|\s+is)|do you remember|remind me(?: of)?)\s+my ((?:[a-z]+\s){0,2}[a-z]+)\s*\??\s*$/i;

/**
 * "What did I just ask you?", "What was my last question?", "What was my first question?", "What
 * did I say?": the user's own earlier message, quoted.
 */
const ASKS_EARLIER = /^\s*(?:(?:do\s+you\s+)?remember\s+|(?:can|could)\s+you\s+(?:tell\s+me|remind\s+me(?:\s+of)?)\s+)?(?:what\s+(?:did|have|was\s+it)\s+i\s+(?:just\s+|first\s+|last\s+)?(?:ask(?:ed)?|say|said|write|wrote|type|typed)(?:\s+you)?(?:\s+(?:first|last|before(?:\s+that)?|earlier|just\s+now|a\s+(?:moment|minute|second)\s+ago))?|what(?:'s|’s|\s+is|\s+was)\s+my\s+(?:very\s+)?(first|last|previous|earlier|original)\s+(question|message|prompt))\s*[?.!]*\s*$/i;
/** The longest message that can be one. */
const ASKS_EARLIER_MAX = 80;

/** A prompt that can be an introduction or a question about the user. */
const ABOUT_THE_USER = /\b(?:my|i['’]m|i am|call me|who am)\b/i;
/** The longest prompt that can be one: "Hi there, my name is Ana Maria Silva-Santos." has 45 characters. */
const ABOUT_THE_USER_MAX = 200;

/**
 * The reply to `prompt` (the last user message) from what the earlier user messages said, or
 * undefined when the prompt asks nothing they answer.
 * @example recalledReply([{ role: "user", content: "I'm Bob." }, { role: "assistant", content: "Hi!" }, { role: "user", content: "What is my name?" }], "What is my name?") // "Your name is Bob."
 */
export function recalledReply(messages: readonly ChatMessage[], prompt: string): string | undefined {
  // Every reply asks; a length and one scan turn away the prompts that say nothing about the
  // user. An introduction or a question about the user is a line; the scan's words ("my", "I
  // am") are in most pasted texts, and over one it costs more than the rest of a chat's reply.
  if (prompt.length <= ASKS_EARLIER_MAX && ASKS_EARLIER.test(prompt)) return earlierMessageReply(messages, prompt);
  if (prompt.length > ABOUT_THE_USER_MAX || !ABOUT_THE_USER.test(prompt)) return undefined;
  const introduced = INTRODUCTION.exec(capitalizeFirst(prompt));
  if (introduced) return `Nice to meet you, ${introduced[1]}! How can I help you today?`;
  if (ASKS_NAME.test(prompt)) {
    const name = lastStated(messages, (text) => STATES_NAME.exec(capitalizeFirst(text))?.[1]);
    return name ? `Your name is ${name}.` : "You haven't told me your name yet. What should I call you?";
  }
  const asked = ASKS_FACT.exec(prompt);
  if (asked) {
    const key = asked[1]!.toLowerCase();
    if (key === "name") return undefined;
    const value = lastStated(messages, (text) => {
      for (const match of text.matchAll(STATES_FACT)) if (match[1]!.toLowerCase() === key) return match[2]!.trim();
      return undefined;
    });
    return value ? `Your ${key} is ${value}.` : `You haven't told me your ${key} yet.`;
  }
  return undefined;
}

/** What `read` finds in the latest earlier user message that has it (the last message is the question). */
function lastStated(messages: readonly ChatMessage[], read: (text: string) => string | undefined): string | undefined {
  let last = messages.length - 1;
  while (last >= 0 && messages[last]!.role !== "user") last--;
  for (let i = last - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.role !== "user") continue;
    const found = read(message.content);
    if (found) return found;
  }
  return undefined;
}

/** "i'm bob" is rarely written; "I'm Bob" is. Only the pronoun's case is fixed, so names stay as written. */
function capitalizeFirst(text: string): string {
  return text.replace(/\bi(?=['’]m\b|\s+am\b)/g, "I").replace(/^(\s*)m(?=y name)/, "$1M");
}

/**
 * The user's earlier message quoted: the one before this question, or the first of the
 * conversation when the question asks for the first. A long message is quoted by its start.
 */
function earlierMessageReply(messages: readonly ChatMessage[], prompt: string): string {
  const asked = messages.filter((message) => message.role === "user").map((message) => message.content.trim());
  const earlier = asked.slice(0, -1);
  const said = /\b(?:say|said|write|wrote|type|typed|message)\b/i.test(prompt) ? "said" : "asked";
  if (earlier.length === 0) return `This is the first thing you've ${said === "said" ? "said to" : "asked"} me in this conversation, so there's nothing earlier to repeat. What would you like to know?`;
  const first = /\b(?:first|original)\b/i.test(prompt);
  const text = first ? earlier[0]! : earlier.at(-1)!;
  const oneLine = text.replace(/\s+/g, " ");
  const quoted = oneLine.length > 200 ? `${oneLine.slice(0, oneLine.lastIndexOf(" ", 197))}…` : oneLine;
  const when = first && earlier.length > 1 ? " first" : "";
  return `You${when} ${said}: "${quoted}"`;
}
