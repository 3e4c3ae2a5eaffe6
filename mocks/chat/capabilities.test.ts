/**
 * What the assistant says it can do: a chat model without tools answers "Can you browse the
 * internet?" honestly and directly; with a tool that gives the capability offered, it says yes and
 * names the tool, without calling it.
 */
import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const asked = (prompt: string) => composeReply([{ role: "user", content: prompt }], seededRandom(1), knownReply);

const PATH = "/client/v2/ai/chat/completions";
const tool = (name: string, description: string) => ({
  type: "function",
  function: { name, description, parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"] } },
});

/** The mock's message for `content` asked with `tools` offered (tool_choice auto). */
async function withTools(content: string, tools: object[]): Promise<{ content: string | null; tool_calls?: { function: { name: string } }[] }> {
  const result = await testMock().call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }], tools } });
  expect(result.status).toBe(200);
  return result.body.choices[0].message;
}

describe("questions about what the assistant can do, without tools", () => {
  it.each([
    ["Can you browse the internet?", /^No, I can't browse the internet: I have no web access here/, /If you paste a page's text, I can read and summarise it\.$/],
    ["Do you have access to the internet?", /^No, I can't browse the internet/, /cutoff/],
    ["Can you see images?", /^Yes, when an image is sent with your message/, /no image has been sent in this conversation yet\.$/],
    ["Can you see my screen?", /^No, I can't see your screen or your camera: I only see what is sent in this chat/, /attach a screenshot/],
    ["Do you remember our previous chats?", /^I only remember this conversation/, /a new conversation starts fresh/],
    ["Can you generate images?", /^No, I can't create images here: I reply with text only\./, /prompt for an image generator/],
    ["Can you make phone calls?", /^No, I can't make phone calls: I'm a text chat with no access to a phone\./, /a short script/],
    ["Can you set reminders?", /^No, I can't set reminders/, /Clock app or calendar/],
    ["Can you read PDFs?", /^Only the text that reaches me in the chat: I can't open a file on my own\./, /Paste the PDF's text here/],
    ["Can you speak Spanish?", /^¡Sí, claro! Yes, I can understand and write Spanish\./, /reply in Spanish/],
    ["Can you speak other languages?", /^Yes: I can read and write many languages/, /translate between them/],
    ["Can you write code?", /^Yes, I can write code in most languages/, /I can't run it here/],
    ["Can you send emails?", /^No, I can't send emails or messages/, /draft it for you/],
  ])("%s → an honest, direct answer", (prompt, opening, rest) => {
    const reply = asked(prompt);
    expect(reply).toMatch(opening);
    expect(reply).toMatch(rest);
    expect(reply).not.toMatch(/clarif|more details|what you have in mind/i);
  });

  it("a request to use the capability is no question about it: it gets the reply for the act", () => {
    expect(asked("Can you search the web for flights to Rome?")).not.toMatch(/^No, I can't browse the internet/);
    expect(asked("Can you draw a cat?")).not.toMatch(/^No, I can't create images here/);
  });
});

describe("questions about what the assistant can do, with tools offered", () => {
  const searchWeb = tool("search_web", "Search the web for current information");
  const generateImage = tool("generate_image", "Generate an image from a prompt");
  const createReminder = tool("create_reminder", "Create a reminder for the user");

  it("Can you browse the internet? with search_web → yes, naming the tool, and no call", async () => {
    const message = await withTools("Can you browse the internet?", [searchWeb]);
    expect(message.tool_calls).toBeUndefined();
    expect(message.content).toBe("Yes, I can search the web with the `search_web` tool: I look things up and answer from what the results say, so I can check current information too. What would you like me to look up?");
  });

  it("Can you generate images? / Can you set reminders? with the tools that do them → yes, asking what to do", async () => {
    expect((await withTools("Can you generate images?", [generateImage, createReminder])).content).toMatch(/^Yes, I can create images with the `generate_image` tool\. Describe what you'd like/);
    expect((await withTools("Can you set reminders?", [generateImage, createReminder])).content).toBe("Yes, I can set reminders with the `create_reminder` tool. What should I remind you about, and when?");
  });

  it("a capability no offered tool gives is still answered no; an ask to use one still calls it", async () => {
    expect((await withTools("Can you browse the internet?", [generateImage])).content).toMatch(/^No, I can't browse the internet/);
    const call = await withTools("Can you search the web for flights to Rome?", [searchWeb]);
    expect(call.tool_calls?.map((c) => c.function.name)).toEqual(["search_web"]);
  });
});
