/**
 * The calls a chat app makes behind the scenes, besides the user's own messages: a title for the
 * conversation (conversation-titles.ts), follow-up questions to suggest (suggested-questions.ts),
 * the last question rewritten as a standalone search query (standalone-queries.ts), keywords or
 * tags of a text (keywords.ts), the language a text is in (language-detection.ts), and the
 * conversation so far summarised to compact an agent's memory (conversation-summaries.ts). An
 * app parses these replies (a title goes in the sidebar, a query to the retriever), so the
 * reply is the thing asked for, not a chat about it.
 *
 * The instruction comes in a system message with the material in the user's (the Vercel AI
 * chatbot's title call, LangChain's history-aware retriever), or in the user message with the
 * material after it: after a colon or a line break, in quotes, or in Open WebUI's
 * `<chat_history>`. The conversation worked on is a transcript in the material, else the chat's
 * own messages. A system message's task comes first (the user message is then only material), but
 * not one said as a capability or a condition of a chat assistant ("You can also summarize the
 * conversation when asked", "If the user asks, suggest follow-up questions"): that assistant answers.
 *
 * Asked on every chat: one cheap test of the system text and the prompt's opening for the words
 * every such instruction has; most prompts pay only that.
 */
import { conversationSummaryReply } from "./conversation-summaries.ts";
import { conversationTitleReply } from "./conversation-titles.ts";
import { keywordsReply } from "./keywords.ts";
import { languageDetectionReply } from "./language-detection.ts";
import { standaloneQueryReply } from "./standalone-queries.ts";
import { suggestedQuestionsReply } from "./suggested-questions.ts";
import type { ChatMessage } from "./tokens.ts";
import { chatTurns, transcriptTurns, type Turn } from "./transcripts.ts";
import type { AppAsk } from "./app-ask-answers.ts";
import { systemText as systemMessagesText } from "./message-text.ts";


/** Characters of an instruction read for its cue: instructions are said first, before the material. */
const CUE_WINDOW = 600;
/** Characters of the system messages read: an app's task prompt may be long (Open WebUI's are). */
const SYSTEM_WINDOW = 3000;
/**
 * The words every ask below has, lower-case: the cheap test before any other, and the chain's
 * cues for an ask in the user's message (its letters are ASCII, which "/i" alone folds).
 */
export const APP_ASK_CUES: readonly string[] = ["title", "follow", "standalone", "rephrase", "reformulat", "condense", "search quer", "keyword", "key phrase", "tags", "language", "summar"];
const CUE = new RegExp(APP_ASK_CUES.join("|"), "i");

/** A verb that asks for something made: "generate", "suggest", "extract", "come up with". */
const MAKE = String.raw`\b(?:generate|create|write|suggest|propose|give|provide|list|produce|return|output|predict|come\s+up\s+with|extract|identify|pull|find|summari[sz]e|make|add|assign|recommend|offer)\b`;

/** "a title for my chat app": a product named, not a conversation to title. */
const NOT_A_PRODUCT = String.raw`(?!\s*(?:apps?|bots?|applications?|interfaces?|ui|features?|widgets?|platforms?|services?|products?|tools?|software|rooms?|groups?|channels?|servers?)\b)`;

/**
 * The kinds, each with a word its instruction cannot be without (tested first), what the
 * instruction says, and the key its answer takes in JSON when the instruction names none: asked
 * in this order, the first to match answers.
 */
const KINDS: readonly { cue: RegExp; instruction: RegExp; reply: (ask: AppAsk) => string | undefined; key: AppAskKey }[] = [
  // "rewrite the last user question as a standalone search query", "formulate a standalone question"
  {
    cue: /standalone|stand-alone|rephrase|rewrite|reformulate|condense|search query/i,
    instruction: /\bstand-?alone\s+(?:(?:search|web|follow[- ]?up)\s+)?(?:question|query|search)\b|\b(?:rephrase|rewrite|reformulate|condense)\b[^.\n]{0,80}\b(?:question|query)\b|\b(?:generate|write|create|produce|return)\s+(?:a|one|the)\s+(?:(?:short|concise|good|single|web)\s+)*search\s+query\b/i,
    reply: standaloneQueryReply,
    key: "query",
  },
  // "generate a short title based on the first message", "a concise title for the conversation below"
  {
    cue: /title|name/i,
    instruction: new RegExp(String.raw`${MAKE}[^.:\n]{0,60}?\btitle\b[^\n]{0,160}?\b(?:conversation|chat|thread|discussion|dialog(?:ue)?|transcript|history|(?:first|user'?s?|initial|opening)\s+(?:message|prompt|question|query))\b${NOT_A_PRODUCT}|\b(?:conversation|chat|thread|discussion)\s+title\b|\b(?:give|suggest)\s+(?:this|the|our)\s+(?:conversation|chat|thread)\s+an?\s+(?:\w+\s+)?(?:title|name)\b|\b(?:title|name)\s+(?:this|the|our)\s+(?:conversation|chat|thread)\b`, "i"),
    reply: conversationTitleReply,
    key: "title",
  },
  // "Suggest 3 follow-up questions the user might ask", "related questions"; not "ask follow-up questions when unsure"
  {
    cue: /follow|questions/i,
    instruction: new RegExp(String.raw`${MAKE}[^.:\n]{0,60}?(?:\bfollow[- ]?up\s+(?:questions?|prompts?|queries)\b|\bfollow[- ]?ups\b|\b(?:related|next)\s+questions\b|\bquestions?\s+(?:that\s+)?(?:the|a)\s+user\s+(?:might|may|could|would|is likely to)\s+ask\b)`, "i"),
    reply: suggestedQuestionsReply,
    key: "questions",
  },
  // "Summarize the conversation so far", LangChain's "Progressively summarize the lines of conversation"
  {
    cue: /summar/i,
    instruction: /\bsummar(?:y|ies|i[sz]e|i[sz]ing)\b[^.:\n]{0,60}?\b(?:conversation|chat|discussion|dialog(?:ue)?|thread|so far|transcript|chat history)\b/i,
    reply: conversationSummaryReply,
    key: "summary",
  },
  // "Extract 5 keywords from this text:", "Generate tags for this article"
  { cue: /key|tags/i, instruction: new RegExp(String.raw`(?:${MAKE}|\bwhat\s+are)(?:\s+(?!(?:about|on|for|with|using|in)\b)[\w-]+){0,4}?\s+(?:key\s?words?|key\s?phrases?|(?:hash)?tags)\b`, "i"), reply: keywordsReply, key: "keywords" },
  // "What language is this:", "Detect the language of the following text"
  {
    cue: /language/i,
    instruction: /\b(?:what|which)\s+language\s+(?:is|was)\s+(?:this|that|it|the\s+(?:following|text|message|sentence|phrase))\b|\b(?:what|which)\s+language\s+(?:is|was)\s+(?=["“'‘]|\S+\s+(?:written|in)\b)|\b(?:detect|identify|determine|recogni[sz]e|guess|name|classify)\s+(?:the\s+|which\s+|what\s+)?(?:natural\s+)?language\b|\blanguage\s+(?:detection|identification)\b/i,
    reply: languageDetectionReply,
    key: "language",
  },
];

/**
 * The reply to an app's behind-the-scenes ask, or undefined when the messages make none.
 * @example appAskReply([{ role: "user", content: "What language is this: \"Je voudrais un café, s'il vous plaît\"" }], "What language is this: \"Je voudrais un café, s'il vous plaît\"") // "French."
 */
export function appAskReply(messages: readonly ChatMessage[], prompt: string): string | undefined {
  return appAskAnswer(messages, prompt, false)?.reply;
}

/** What an app's ask is for: the key its JSON answer takes when the instruction names none. */
export type AppAskKey = "query" | "title" | "questions" | "summary" | "keywords" | "language";

/**
 * The reply to an app's behind-the-scenes ask with what it is for, or undefined when the messages
 * make none. `json` says the request's `response_format` asks for a JSON object (json-object-asks.ts
 * puts the answer under the keys the messages name): the kinds that can answer JSON do.
 * @example appAskAnswer([{ role: "user", content: "Extract the keywords from this text as JSON: Solar panels convert sunlight into electricity for homes." }], "Extract…", true)
 * // { key: "keywords", reply: '{"keywords":["Solar panels","sunlight","electricity","homes"]}', text: () => "Solar panels convert…" }
 */
export function appAskAnswer(messages: readonly ChatMessage[], prompt: string, json: boolean): AppAskAnswer | undefined {
  return systemAppAskAnswer(messages, prompt, json) ?? promptAppAskAnswer(messages, prompt, json);
}

/** What appAskAnswer answers: what the ask is for, its reply, and the text it worked on. */
export type AppAskAnswer = { key: AppAskKey; reply: string; text: () => string };

/**
 * The answer to an app's task in the system message, the user message its material; undefined
 * when there is no system message or it sets no such task.
 */
export function systemAppAskAnswer(messages: readonly ChatMessage[], prompt: string, json: boolean): AppAskAnswer | undefined {
  const system = systemText(messages);
  if (system === "" || !CUE.test(system)) return undefined;
  for (const kind of KINDS) {
    const asked = kind.cue.test(system) ? kind.instruction.exec(system) : null;
    if (!asked || conditional(system, asked.index, asked.index + asked[0].length)) continue;
    const ask = { ...systemAsk(messages, system, prompt), json };
    const reply = kind.reply(ask);
    if (reply !== undefined) return { key: kind.key, reply, text: () => textOf(ask) };
  }
  return undefined;
}

/**
 * The answer to an app's ask made in the user message, its material after it; undefined when the
 * message's opening makes none. Its prompts contain one of APP_ASK_CUES.
 */
export function promptAppAskAnswer(messages: readonly ChatMessage[], prompt: string, json: boolean): AppAskAnswer | undefined {
  const opening = prompt.length > CUE_WINDOW ? prompt.slice(0, CUE_WINDOW) : prompt;
  if (!CUE.test(opening)) return undefined;
  for (const kind of KINDS) {
    const asked = kind.cue.test(opening) ? kind.instruction.exec(opening) : null;
    if (!asked) continue;
    const ask = { ...userAsk(messages, prompt, asked.index + asked[0].length), json };
    const reply = kind.reply(ask);
    if (reply !== undefined) return { key: kind.key, reply, text: () => textOf(ask) };
  }
  return undefined;
}

/** The text an ask works on: its conversation's turns, else its material. */
function textOf(ask: AppAsk): string {
  return ask.turns().map((turn) => turn.text).join("\n") || ask.material;
}

/** Words in the instruction's clause that make it a capability, not this call's task: "You can also summarize the conversation". */
const MAY_CLAUSE = /\b(?:can|could|may|might|able\s+to|also|never|don'?t|do\s+not)\b[^,;:]*$/i;
/** A sentence that opens with a condition: "If the user asks, suggest…", "When asked, summarize…". */
const IF_SENTENCE = /^\s*(?:[-*]\s*)?(?:if|when|whenever|unless|only\s+if|only\s+when)\b/i;
const AFTER_CONDITION = /^[^.!?\n]*?\b(?:if|when|whenever|unless)\s+(?:the\s+user|they|asked|requested|someone|needed|necessary|unclear|appropriate)\b/i;

/**
 * Whether the system message's instruction at `start`–`end` is said as a condition or a
 * capability of a chat assistant, not the task of this call: "You can summarize the
 * conversation when asked", "If the user asks, suggest follow-up questions".
 */
function conditional(system: string, start: number, end: number): boolean {
  const sentenceStart = Math.max(system.lastIndexOf(".", start), system.lastIndexOf("\n", start), system.lastIndexOf("!", start), system.lastIndexOf("?", start)) + 1;
  const before = system.slice(sentenceStart, start);
  return IF_SENTENCE.test(before) || MAY_CLAUSE.test(before) || AFTER_CONDITION.test(system.slice(end, end + 200));
}

/** The system and developer messages' text, up to SYSTEM_WINDOW. */
function systemText(messages: readonly ChatMessage[]): string {
  return systemMessagesText(messages, SYSTEM_WINDOW);
}

/** The ask when the system message instructs: the user message is the material. */
function systemAsk(messages: readonly ChatMessage[], system: string, prompt: string): AppAsk {
  let turns: readonly Turn[] | undefined;
  return {
    instruction: system,
    fromSystem: true,
    material: prompt,
    turns: () => (turns ??= transcriptTurns(prompt) ?? expanded(chatTurns(messages))),
    messages,
  };
}

/** The ask when the user message instructs: the material is what follows the instruction. */
function userAsk(messages: readonly ChatMessage[], prompt: string, instructionEnd: number): AppAsk {
  const material = materialOf(prompt, instructionEnd);
  let turns: readonly Turn[] | undefined;
  const before = lastUserIndex(messages);
  return {
    instruction: prompt,
    fromSystem: false,
    material,
    turns: () => (turns ??= transcriptTurns(material) ?? (material.trim() !== "" ? [{ role: "user", text: material.trim() }] : expanded(chatTurns(messages, before)))),
    messages,
  };
}

/** A turn whose text is a message serialised to JSON (the Vercel chatbot's title call) is that message's text. */
function expanded(turns: readonly Turn[]): Turn[] {
  return turns.flatMap((turn) => (turn.text.startsWith("{") ? (transcriptTurns(turn.text) ?? [turn]) : [turn]));
}

function lastUserIndex(messages: readonly ChatMessage[]): number {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.role === "user") return i;
  return messages.length;
}

/**
 * Where the instruction in `rest` ends: its first colon or line break outside a JSON template
 * (`as JSON {"questions": [...]}. Conversation: …` ends at "Conversation:"); undefined for none.
 */
function cutOf(rest: string): number | undefined {
  let depth = 0;
  for (let at = 0; at < rest.length; at++) {
    const character = rest[at];
    if (character === "\n") return at;
    if (character === "{") depth++;
    else if (character === "}" && depth > 0) depth--;
    else if (character === ":" && depth === 0) return at;
  }
  return undefined;
}

/** Quotes around a text an instruction names. */
const QUOTED = /["“‘'«]([^"”’«»]{2,2000})["”’'»]/;

/**
 * What follows the instruction in the prompt: Open WebUI's `<chat_history>`, else the text after
 * the next colon or line break (a quoted text unquoted), else a quoted text after it, else "".
 */
export function materialOf(prompt: string, from: number): string {
  const history = /<chat_history>([\s\S]*?)(?:<\/chat_history>|$)/i.exec(prompt);
  if (history) return history[1]!.trim();
  const rest = prompt.slice(from);
  const cut = cutOf(rest);
  if (cut !== undefined) {
    const after = rest.slice(cut + 1).trim();
    // A quoted text is the material, and what follows it more instruction ("…: \"What is TCP?\" Reply with the title only.").
    const quoted = QUOTED.exec(after);
    return quoted && quoted.index === 0 ? quoted[1]!.trim() : after;
  }
  return QUOTED.exec(rest)?.[1]?.trim() ?? "";
}
