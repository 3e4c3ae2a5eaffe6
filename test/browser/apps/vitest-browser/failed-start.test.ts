// A start that fails in a page whose mock already runs: start() says where MSW's worker script
// goes, and neither this file's mock nor the next files' are harmed. The run's sequencer
// (vitest.chromium.config.ts) puts this file first, in the same tab as the example and the
// controls: before the fix, MSW unregistered the page's worker on the way to the missing script,
// and every later file's requests went to the network.
import OpenAI from "openai";
import { expect, it } from "vitest";
import { gatewayMock } from "ai-gateway-kit/testing";
import { useGatewayMock } from "ai-gateway-kit/vitest";

const gateway = useGatewayMock();
const hello = () =>
  new OpenAI({ baseURL: `${gateway.url}/client/v2/ai`, apiKey: gateway.keys.default, maxRetries: 0, dangerouslyAllowBrowser: true }).chat.completions.create({
    model: "gpt-4o-mini",
    messages: [{ role: "user", content: "Say hello." }],
  });

it("says where MSW's worker script goes when the page does not serve it", async () => {
  const elsewhere = gatewayMock({ workerUrl: "/no-such-dir/mockServiceWorker.js" });
  await expect(elsewhere.start()).rejects.toThrow(/did not start from \/no-such-dir\/mockServiceWorker\.js[\s\S]*npx msw init public\//);
});

it("keeps the file's own mock answering after that failed start", async () => {
  expect((await hello()).choices[0]?.message.content).toBe("Hello!");
  expect((await gateway.journal()).map((entry) => entry.operationId)).toEqual(["createChatCompletion"]);
});
