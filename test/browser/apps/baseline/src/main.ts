// The same app without the kit, for the size comparison: MSW with one hand-written handler and the openai SDK.
import { http, HttpResponse } from "msw";
import { setupWorker } from "msw/browser";
import OpenAI from "openai";

const baseURL = "http://127.0.0.1:4010/client/v2/ai";
const completion = { id: "chatcmpl-1", object: "chat.completion", created: 0, model: "gpt-4o-mini", choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "Hello!" } }] };
await setupWorker(http.post(`${baseURL}/chat/completions`, () => HttpResponse.json(completion))).start({ quiet: true });
const openai = new OpenAI({ apiKey: "sk-mock-default", baseURL, dangerouslyAllowBrowser: true });
const answer = await openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Say hello." }] });
document.getElementById("chat")!.textContent = answer.choices[0]!.message.content;
