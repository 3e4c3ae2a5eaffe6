/**
 * A chat UI helper: streams the assistant's reply token by token into a callback, the way a
 * chat window appends to its last bubble, and stops when the user presses "Stop".
 * In a browser, keep real keys on your server; a mock key is harmless.
 */
import OpenAI from "openai";

export interface StreamChatOptions {
  baseUrl: string; // the gateway, e.g. http://127.0.0.1:4010
  apiKey: string; // e.g. sk-mock-default
  messages: OpenAI.ChatCompletionMessageParam[];
  onToken: (token: string) => void;
  model?: string;
  signal?: AbortSignal; // abort it to stop the reply; what arrived is kept
}

/** Streams one reply; resolves with its text and why it ended ("stop", "length", null if stopped). */
export async function streamChat({ baseUrl, apiKey, messages, onToken, model = "gpt-4o-mini", signal }: StreamChatOptions) {
  const openai = new OpenAI({ baseURL: `${baseUrl}/client/v2/ai`, apiKey, dangerouslyAllowBrowser: true });
  const stream = await openai.chat.completions.create({ model, messages, stream: true }, { signal });
  let text = "";
  let finishReason: string | null = null;
  for await (const chunk of stream) {
    const choice = chunk.choices[0];
    const token = choice?.delta.content;
    if (token) {
      text += token;
      onToken(token);
    }
    finishReason = choice?.finish_reason ?? finishReason;
  }
  return { text, finishReason };
}
