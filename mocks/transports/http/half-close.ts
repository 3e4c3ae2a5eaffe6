/**
 * Clients that half-close, and clients that leave: both send a FIN, and only writing tells them
 * apart. A client may half-close right after its request (socket.end(): raw sockets, nc, some
 * HTTP/1.0-era tools): it sends no more requests but still reads the answer. node:http takes
 * every FIN for a client gone by default: it aborts the request and ends the socket, so an
 * answer that takes its time (a delay, a paced stream, a slow upstream) is lost. Half-open, the
 * FIN only marks the response in flight as the connection's last, and the answer goes out.
 *
 * But a client that goes away (a fetch aborted, a browser tab closed) sends the same FIN, and
 * half-open nothing would notice until the answer is written: a delayed answer would hold its
 * sleep, a paced stream its slot, a proxy its upstream request. So on a FIN with an answer
 * pending, the server asks: it writes what the client must ignore (an interim 102 Processing
 * before the head; an event-stream comment after it), which a client that left answers with a
 * reset, and then writes nothing (zero bytes) every PROBE_EVERY_MS, which reports that reset as
 * an error: the socket closes and the response's 'close' ends the work as before. A client that
 * only half-closed reads and skips the probe.
 */
import type { Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** How often a half-closed connection with an answer pending is checked for a reset. */
export const PROBE_EVERY_MS = 100;

const NOTHING = Buffer.alloc(0);

/** Serves half-closed clients their answer; notices clients that left (see above). */
export function serveHalfClosedClients(server: Server): void {
  // node:http reads this property in its socket 'end' handler; @types/node does not declare it.
  Object.assign(server, { httpAllowHalfOpen: true });
  server.on("connection", (socket: Socket) => socket.on("end", () => probe(socket)));
}

function probe(socket: Socket): void {
  const res = (socket as { _httpMessage?: ServerResponse | null })._httpMessage;
  // Nothing pending: node:http ends the socket itself.
  if (!res || res.writableEnded || socket.destroyed) return;
  if (!res.headersSent) {
    // RFC 9110 §15.2: no 1xx to an HTTP/1.0 client; its next write will tell.
    if (res.req.httpVersion !== "1.0") res.writeProcessing();
  } else if (isEventStream(res)) {
    res.write(":\n\n");
  }
  // Other bodies cannot take a probe byte: their next write tells instead.
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write(NOTHING);
  }, PROBE_EVERY_MS);
  timer.unref();
  res.once("close", () => clearInterval(timer));
  socket.once("close", () => clearInterval(timer));
}

/** Whether the head sent is an event stream's (headers given to writeHead are only in the head's text). */
function isEventStream(res: ServerResponse): boolean {
  const head = (res as { _header?: unknown })._header;
  return typeof head === "string" ? /\r\ncontent-type:[ \t]*text\/event-stream/i.test(head) : /^text\/event-stream/i.test(String(res.getHeader("content-type") ?? ""));
}
