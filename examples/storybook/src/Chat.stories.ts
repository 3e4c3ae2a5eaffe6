// A story whose component talks to the AI gateway: the kit's handlers answer in the page, so the
// story shows a real (deterministic) answer, an error, or a slow stream, with no server running.
import type { Meta, StoryObj } from "@storybook/html-vite";
import { createGatewayHandlers } from "ai-gateway-kit/msw";
import OpenAI from "openai";

const gateway = createGatewayHandlers({ pacing: false });

function chat(apiKey: string): HTMLElement {
  const answer = document.createElement("p");
  answer.textContent = "…";
  const openai = new OpenAI({ apiKey, baseURL: `${gateway.baseUrl}/client/v2/ai`, dangerouslyAllowBrowser: true });
  openai.chat.completions
    .create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Say hello." }] })
    .then((completion) => (answer.textContent = completion.choices[0]?.message.content ?? ""))
    .catch((error: Error) => (answer.textContent = `${error.name}: ${error.message}`));
  return answer;
}

const meta = {
  title: "Chat",
  render: (args) => chat(args.apiKey),
  args: { apiKey: "sk-mock-default" },
  parameters: { msw: { handlers: gateway.handlers } },
} satisfies Meta<{ apiKey: string }>;
export default meta;

export const Answer: StoryObj<typeof meta> = {};
export const WrongKey: StoryObj<typeof meta> = { args: { apiKey: "sk-wrong" } };
