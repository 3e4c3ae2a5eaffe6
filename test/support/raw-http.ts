/** One HTTP/1.1 exchange on a raw socket, for requests no HTTP client would send. */
import { connect } from "node:net";

export interface RawAnswer {
  status: number;
  /** Header names lower-cased; the last value of a repeated header. */
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * Writes `request` as given on a fresh connection and reads until the server closes it (send
 * `Connection: close`). `limitMs` bounds the wait: past it the exchange fails, naming the request.
 */
export function rawExchange(port: number, request: Buffer, limitMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.end(request));
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no end of answer within ${limitMs} ms to ${JSON.stringify(request.subarray(0, 200).toString("latin1"))}`));
    }, limitMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A reset after the answer was written (the server closing a request it refused) is no failure.
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(parseAnswer(Buffer.concat(chunks)));
    });
  });
}

/** Status, headers and body of a raw answer; a 1xx interim answer is skipped. */
export function parseAnswer(bytes: Buffer): RawAnswer {
  let rest = bytes;
  for (;;) {
    const end = rest.indexOf("\r\n\r\n");
    const head = (end < 0 ? rest : rest.subarray(0, end)).toString("latin1");
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
    if (status >= 100 && status < 200 && end >= 0) {
      rest = rest.subarray(end + 4);
      continue;
    }
    const headers: Record<string, string> = {};
    for (const line of head.split("\r\n").slice(1)) {
      const colon = line.indexOf(":");
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let body = end < 0 ? Buffer.alloc(0) : rest.subarray(end + 4);
    if (headers["transfer-encoding"] === "chunked") body = unchunk(body);
    return { status, headers, body };
  }
}

function unchunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (!(size > 0)) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
