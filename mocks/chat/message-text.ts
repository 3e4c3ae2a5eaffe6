/**
 * A message's text as the chat modules read it: a string content as it is, content parts' texts
 * joined by lines, no content as empty; and the system (and developer) messages' text, which
 * instructions, personas, support bots and background tasks are read from. One reader, so that
 * every module sees the same text of the same message.
 */

/** What is read of a message: its role and its text (a string, or parts with `text`). */
export interface TextMessage {
  readonly role: string;
  readonly content?: string | readonly { readonly text?: string | null }[] | null;
  /** An assistant's calls, whose arguments conversationText reads. */
  readonly tool_calls?: readonly { readonly function: { readonly arguments: string } }[] | null;
}

/**
 * Message content as plain text (content parts joined, null as empty).
 * @example messageText({ role: "user", content: [{ type: "text", text: "Hi" }] }) // "Hi"
 */
export function messageText(message: TextMessage): string {
  const content = message.content;
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => part.text ?? "").join("\n");
  return "";
}

/**
 * The text of the system and developer messages, in order, each ending a line, at most `maxChars`
 * of it (a long system prompt is read from its start).
 * @example systemText([{ role: "system", content: "Answer in one word." }, { role: "user", content: "Hi" }], 1000) // "Answer in one word.\n"
 */
export function systemText(messages: readonly TextMessage[], maxChars: number): string {
  let text = "";
  for (const message of messages) {
    if (message.role !== "system" && message.role !== "developer") continue;
    text += `${messageText(message).slice(0, maxChars - text.length)}\n`;
    if (text.length >= maxChars) break;
  }
  return text;
}

/**
 * What a conversation says, where a value a call needs would have been given (an order's number,
 * a place, a phone number): each message's text, a line each, and the arguments of the calls the
 * assistant made; the tools' results too with `results`.
 * @example conversationText([{ role: "user", content: "Where is order 1234?" }], false) // "Where is order 1234?\n"
 */
export function conversationText(messages: readonly TextMessage[], results: boolean): string {
  let text = "";
  for (const message of messages) {
    if (message.role === "tool" && !results) continue;
    text += `${messageText(message)}\n`;
    if (message.role === "assistant") for (const call of message.tool_calls ?? []) text += `${call.function.arguments}\n`;
  }
  return text;
}
