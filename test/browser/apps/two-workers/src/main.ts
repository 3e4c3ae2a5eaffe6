// A page that starts MSW with the kit's handlers once (?workers=one), twice as a React Strict Mode
// effect does in development (?workers=strict-mode: mount, clean-up that cannot stop a worker still
// starting, mount again, each with a gateway of its own), or once here and once in a library with
// its own msw and kit (?workers=library). It asks for a chat answer, a streamed answer, a long
// stream it cancels after the first event, and a video task it polls once done, then shows what it
// got and what the gateways recorded in #outcome.
import { createGatewayHandlers, type GatewayHandlers } from "ai-gateway-kit/msw";
import { setupWorker } from "msw/browser";

const gateways: GatewayHandlers[] = [];

/** What the app's effect does on mount: a gateway and a worker of its own. Paced streams, so that one can be cancelled while it runs. */
function effect(): Promise<unknown> {
  const gateway = createGatewayHandlers({ taskDurationMs: 100, pacing: { ttftMs: 0, tokensPerSecond: 100 } });
  gateways.push(gateway);
  return setupWorker(...gateway.handlers).start({ onUnhandledRequest: "bypass", quiet: true });
}

const workers = new URLSearchParams(location.search).get("workers");
if (workers === "strict-mode") await Promise.all([effect(), effect()]);
else if (workers === "library") {
  // A name esbuild leaves alone: the library is a bundle of its own, served beside the app.
  const library = "/library/library.js";
  const loaded = (await import(library)) as { gateway: GatewayHandlers; started: Promise<unknown> };
  await Promise.all([effect(), loaded.started.then(() => gateways.push(loaded.gateway))]);
} else await effect();

const api = `${gateways[0]!.baseUrl}/client/v2/ai`;
const headers = { authorization: "Bearer sk-mock-default", "content-type": "application/json" };
const post = (path: string, body: unknown) => fetch(`${api}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
const ask = (content: string, stream = false) => post("/chat/completions", { model: "gpt-4o-mini", stream, messages: [{ role: "user", content }] });

const chat = ((await (await ask("Say hello.")).json()) as { choices: { message: { content: string } }[] }).choices[0]!.message.content;

// The stream as the page reads it: the deltas of its events, up to [DONE].
const events = (await (await ask("Say hello.", true)).text()).split("\n").filter((line) => line.startsWith("data: "));
const stream = {
  events: events.length,
  done: events.at(-1) === "data: [DONE]",
  text: events.slice(0, -1).map((line) => (JSON.parse(line.slice(6)) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? "").join(""),
};

// A long story the page stops reading after its first event: the cancel must reach the mock.
const reader = (await ask("Tell me a long story about a lighthouse keeper.", true)).body!.getReader();
await reader.read();
await reader.cancel();

const submitted = (await (await post("/generations", { model: "kling-v1", input: { prompt: "A paper boat" } })).json()) as { data: { task_id: number; status: string } };
await new Promise((resolve) => setTimeout(resolve, 300)); // the task's 100 ms, and the cancel's way to the mock
const polled = (await (await fetch(`${api}/tasks/${submitted.data.task_id}`, { headers })).json()) as { data: { task_id: number; status: string } };

const outcome = {
  chat,
  stream,
  task: [submitted.data.status, polled.data.task_id === submitted.data.task_id ? polled.data.status : `another task: ${polled.data.task_id}`],
  // Every gateway of the page: a request that ran the core twice shows twice.
  journal: (await Promise.all(gateways.map((gateway) => gateway.journal()))).flat().map((entry) => `${entry.method} ${entry.path} ${entry.status}`),
  findings: (await Promise.all(gateways.map((gateway) => gateway.verdict()))).flatMap((verdict) => verdict.findings.map((finding) => finding.code)),
  // Both streams are over, one read to its end, one cancelled: a copy that the service worker ignored would still be open.
  streamsOpen: gateways.reduce((open, gateway) => open + gateway.app.deps.streams.open, 0),
};
Object.assign(document.getElementById("outcome")!, { textContent: JSON.stringify(outcome) }).setAttribute("data-state", "done");
