/**
 * A stand-in for a real upstream that dies mid-stream: it answers a chat stream's head and two
 * chunks, then destroys the socket. Tests compare what a client raises on the mock's
 * `stream=drop-after-N` with what it raises on this real cut.
 */
import { createServer, type Server } from "node:http";

const chunk = (delta: Record<string, unknown>) =>
  `data: ${JSON.stringify({ id: "chatcmpl-cut", object: "chat.completion.chunk", created: 1, model: "gpt-4o-mini", choices: [{ index: 0, delta, finish_reason: null }] })}\n\n`;

/** Starts the cutting server on a free loopback port; its OpenAI base URL and a close(). */
export async function startCutServer(): Promise<{ baseURL: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.write(chunk({ role: "assistant", content: "" }) + chunk({ content: "1, " }) + chunk({ content: "2, " }));
      setTimeout(() => res.socket?.destroy(), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { baseURL: `http://127.0.0.1:${port}/v1`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
