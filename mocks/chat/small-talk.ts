/**
 * Replies to the small talk a chat UI is first tried with: "How are you?", "Thanks!" (and "Thanks,
 * that helps"), "Who are you?", "What can you do?", "Bye". A model answers these as a conversation,
 * not as a topic to explain ("Good question about “How are you?”…").
 */
import type { Random } from "../data/random.ts";

/** "That was helpful", "that helps", "that's perfect": said of the last answer, before or after the thanks. */
const HELPED = String.raw`(?:that|this|it)(?:'s| is| was)? (?:(?:very |really |super |so )?helpful|great|perfect|exactly what i needed)|(?:that|this|it) help(?:s|ed)(?: a lot)?|(?:very |really |super )?helpful`;
/**
 * A thank-you alone, with a word on the answer before or after it: "Perfect, thanks!", "Thanks, that
 * helps", "That was helpful, thank you", "Thanks for your help". The whole message must be that, so
 * "Thanks, but can you also…" and "Thanks, now explain…" still get their request answered.
 */
const THANKS = new RegExp(
  String.raw`^\s*(?:(?:ok(?:ay)?|great|perfect|cool|nice|awesome|excellent|amazing|got it|${HELPED})[,!.]?\s+)?` +
    String.raw`(?:thanks?(?: you)?(?: so much| very much| a lot)?(?: for (?:the|your) help| for (?:that|this|everything))?|thx|ty|cheers|much appreciated)` +
    String.raw`(?:[,!.]?\s+(?:${HELPED}))?\s*[!.]*\s*$`,
  "i",
);

/** Each kind of small talk: how it is recognised (the whole message) and the replies it gets. */
const SMALL_TALK: readonly { asks: RegExp; replies: readonly string[] }[] = [
  {
    asks: /^\s*(?:(?:hi|hello|hey)[,!.]?\s+)?(?:how are you(?: doing)?(?: today)?|how's it going|how are things|how do you do|what's up|sup)\s*[?!.]*\s*$/i,
    replies: ["I'm doing well, thanks for asking! How can I help you today?", "All good here, thank you. What can I do for you?"],
  },
  {
    asks: THANKS,
    replies: ["You're welcome! Let me know if there's anything else I can help with.", "Happy to help! Anything else?"],
  },
  {
    asks: /^\s*(?:who|what) are you\s*[?!.]*\s*$|^\s*(?:what(?:'s| is) your name|what model are you|which model are you|are you (?:a bot|an ai|human|real|chatgpt|gpt(?:-?\d\S*)?)|am i (?:talking|speaking|chatting) (?:to|with) (?:a (?:real )?(?:person|human|bot)|an ai))\s*[?!.]*\s*$/i,
    replies: [
      "I'm an AI assistant: a mock model that answers for development and testing. I reply deterministically, so the same question gets the same answer.",
    ],
  },
  {
    asks: /^\s*(?:can|could|will) you help(?: me)?(?: with something)?(?:,? please)?\s*[?!.]*\s*$|^\s*i need (?:some )?help\s*[?!.]*\s*$/i,
    replies: ["Of course! What do you need help with?", "Sure, happy to help. What are you working on?"],
  },
  {
    asks: /^\s*(?:yes|yeah|yep|sure|ok(?:ay)?|sounds good|go ahead|please do|do it)\s*[!.]*\s*$/i,
    replies: ["Great! What would you like to do next?", "Alright. Tell me what you'd like me to do next."],
  },
  {
    // "Forget it", "Nah, scratch that", "Cancel that": the last ask dropped, not a topic ("Here are some general pointers on Forget it").
    asks: /^\s*(?:(?:ok(?:ay)?|nah|no|hmm|actually|wait)[,!.]?\s+)?(?:no|nope|no thanks|not now|never ?mind(?: then)?|forget (?:it|about it|that)|scratch that|cancel (?:that|it)|stop|don['’]?t worry about it|don['’]?t bother)\s*[!.]*\s*$/i,
    replies: ["No problem. Let me know if there's anything else I can help with.", "Okay! I'm here if you need anything."],
  },
  {
    asks: /^\s*(?:what can you do|what do you do|how can you help(?: me)?|what are you able to do|help|what can i ask you|tell me about yourself)\s*[?!.]*\s*$/i,
    replies: [
      "I can answer questions, explain things, write and review code, draft text such as emails, stories and poems, summarize and classify text, and call tools or answer in JSON when a request asks for it. What would you like to do?",
    ],
  },
  {
    asks: /^\s*(?:bye|goodbye|good ?night|see you(?: later| soon)?|see ya|later|that's all(?: for now)?)\s*[!.]*\s*$/i,
    replies: ["Goodbye! Have a great day.", "See you later! Come back any time."],
  },
];

/**
 * The reply to small talk, or undefined when `prompt` is not small talk.
 * @example smallTalkReply("How are you?", seededRandom(1)) // "I'm doing well, thanks for asking! How can I help you today?"
 */
export function smallTalkReply(prompt: string, random: Random): string | undefined {
  // Longer than any small talk ("Thank you so much, that was really helpful!" is 44).
  if (prompt.length > 60) return undefined;
  for (const { asks, replies } of SMALL_TALK) if (asks.test(prompt)) return random.pick(replies);
  return undefined;
}
