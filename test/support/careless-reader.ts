/**
 * A careless stream reader for the verdict's tests: it asks for a chat stream over a raw socket,
 * takes the first bytes (the head), then stops reading and leaves the connection open, as an app
 * does that keeps a stream's reader but never reads it again nor cancels it.
 */
import { connect, type Socket } from "node:net";

export interface CarelessReader {
  /** The request id of the stream it abandoned (x-request-id). */
  requestId: string;
  socket: Socket;
}

export async function abandonAStream(baseUrl: string, session: string, key = "sk-mock-default"): Promise<CarelessReader> {
  const body = JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Tell me a long story" }], stream: true });
  const { hostname, port } = new URL(baseUrl);
  const socket = connect(Number(port), hostname);
  const head = await new Promise<string>((resolve, reject) => {
    socket.once("error", reject);
    socket.once("data", (chunk: Buffer) => {
      socket.pause();
      resolve(chunk.toString("latin1"));
    });
    socket.write(
      `POST /client/v2/ai/chat/completions HTTP/1.1\r\nhost: ${hostname}\r\nauthorization: Bearer ${key}\r\nx-mock-session: ${session}\r\n` +
        `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  });
  const requestId = /x-request-id: (\S+)/i.exec(head)?.[1];
  if (!/^HTTP\/1\.1 200/.test(head) || !requestId) throw new Error(`the stream did not start: ${head.slice(0, 200)}`);
  return { requestId, socket };
}
