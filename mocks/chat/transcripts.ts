/**
 * The conversation a chat app hands the model to work on, as turns. Apps send it three ways:
 * as the chat's own messages (a system message asks for a title, the history follows), as a
 * transcript pasted into one message ("User: …\nAssistant: …", LangChain's "Human:" and "AI:",
 * Open WebUI's `<chat_history>`), or as a message serialised to JSON: the Vercel AI chatbot's
 * title call sends `JSON.stringify(uiMessage)`, `{"role":"user","parts":[{"type":"text","text":"…"}]}`.
 * A reply that read that JSON as code to write answered the wrong thing; its text parts are the message.
 */
import type { ChatMessage } from "./tokens.ts";

/** One turn of a conversation: who said it, and what. */
export interface Turn {
  readonly role: "user" | "assistant";
  readonly text: string;
}

/** Most characters read of a pasted conversation. */
const MAX_CHARS = 8000;
/** Most turns kept: a title or a summary reads the start and the gist, not a whole day's chat. */
const MAX_TURNS = 40;

/** A transcript line's speaker: "User:", "Human:", "ASSISTANT:", "AI:", "Q:" and "A:", LibreChat's "||>User:" and "||>Response:". */
const SPEAKER = /^[ \t]*(?:\*\*|\|\|>)?(user|human|you|me|customer|client|question|q|assistant|ai|bot|chatbot|model|agent|gpt|answer|response|a)(?:\*\*)?\s*:(?:\*\*)?[ \t]*/i;
const ASSISTANT = /^(?:assistant|ai|bot|chatbot|model|agent|gpt|answer|response|a)$/i;

/**
 * The turns of a pasted conversation (a transcript with speakers, a message or messages as
 * JSON), or undefined when the text is neither: then it is what the user wrote.
 * @example transcriptTurns("User: Who is the CEO of Tesla?\nAssistant: Elon Musk.") // [{ role: "user", text: "Who is the CEO of Tesla?" }, { role: "assistant", text: "Elon Musk." }]
 */
export function transcriptTurns(text: string): Turn[] | undefined {
  const trimmed = text.trim().slice(0, MAX_CHARS).replace(/^<chat_history>\s*|\s*<\/chat_history>$/gi, "");
  const first = trimmed.charAt(0);
  if (first === "{" || first === "[") return jsonTurns(trimmed);
  if (!trimmed.includes(":")) return undefined;
  const turns: { role: Turn["role"]; lines: string[] }[] = [];
  for (const line of trimmed.split("\n")) {
    const speaker = SPEAKER.exec(line);
    if (speaker) turns.push({ role: ASSISTANT.test(speaker[1]!) ? "assistant" : "user", lines: [line.slice(speaker[0].length)] });
    else if (turns.length > 0) turns.at(-1)!.lines.push(line);
    else if (line.trim() !== "") return undefined;
  }
  // One labelled line is a prompt that opens with "Q:", not a conversation.
  if (turns.length === 0 || (turns.length === 1 && !/^(?:user|human)$/i.test(SPEAKER.exec(trimmed)![1]!))) return undefined;
  return turns.slice(0, MAX_TURNS).map(({ role, lines }) => ({ role, text: lines.join("\n").trim() })).filter((turn) => turn.text !== "");
}

/** A message or messages as JSON: `{"role":"user","parts":[{"type":"text","text":"…"}]}`, `{"content":"…"}`, or an array of them. */
function jsonTurns(text: string): Turn[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const turns = (Array.isArray(value) ? value : [value]).slice(0, MAX_TURNS).flatMap((message) => {
    const turn = jsonTurn(message);
    return turn === undefined ? [] : [turn];
  });
  return turns.length === 0 ? undefined : turns;
}

function jsonTurn(message: unknown): Turn | undefined {
  if (message === null || typeof message !== "object") return undefined;
  const { role, parts, content } = message as { role?: unknown; parts?: unknown; content?: unknown };
  const pieces = Array.isArray(parts) ? parts : Array.isArray(content) ? content : typeof content === "string" ? [{ type: "text", text: content }] : [];
  const text = pieces
    .map((part: unknown) => (part !== null && typeof part === "object" && (part as { type?: unknown }).type === "text" && typeof (part as { text?: unknown }).text === "string" ? (part as { text: string }).text : ""))
    .filter((piece) => piece.trim() !== "")
    .join("\n")
    .trim();
  if (text === "") return undefined;
  return { role: role === "assistant" ? "assistant" : "user", text };
}

/**
 * The chat's own turns, its user and assistant messages with text (system messages, tool calls
 * and their results left out), up to but not including `before`.
 * @example chatTurns([{ role: "system", content: "Be brief." }, { role: "user", content: "Hi" }]) // [{ role: "user", text: "Hi" }]
 */
export function chatTurns(messages: readonly ChatMessage[], before = messages.length): Turn[] {
  const turns: Turn[] = [];
  for (const message of messages.slice(0, before)) {
    if ((message.role !== "user" && message.role !== "assistant") || message.content.trim() === "") continue;
    turns.push({ role: message.role, text: message.content.trim().slice(0, MAX_CHARS) });
  }
  return turns.slice(-MAX_TURNS);
}
