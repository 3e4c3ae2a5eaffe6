/**
 * Streams a client abandoned: it stopped taking a stream's bytes and left the connection open
 * (spec/control.yaml: FindingCode, `abandoned-stream`). Only a connection shows it, so only the
 * HTTP server looks; the verdict reads the mark it leaves on the request's journal entry.
 *
 * Closing a stream is fine whenever it happens: reading it to its end, or closing the connection
 * (an abort). What a server can see of a client that stopped reading is TCP's: its writes back up
 * once the socket's buffers are full (megabytes on a local connection, more than a chat stream
 * holds), and it never reads the connection's end. So a stream is abandoned when
 *   - mid-stream, the writes stay backed up for STALL_MS; or
 *   - after the stream's end, when the server closes the idle connection (the keep-alive timeout),
 *     the client does not close its side within PROBE_MS: a client that reads the socket (to the
 *     stream's end, then idle in its pool) sees the close and closes at once.
 * The server then cuts the connection. A new request on the connection shows the client read on.
 *
 * Cost: a WeakMap entry per connection whose last answer was a stream; nothing per JSON answer
 * but one WeakMap delete; a timer only while a write is backed up or an idle connection is probed.
 */
import type { Server } from "node:http";
import type { Socket } from "node:net";

/** How long writes may stay backed up before the stream counts as abandoned. */
export const STALL_MS = 10_000;
/** How long a client has to close its side after the server closed an idle connection. */
export const PROBE_MS = 1000;

/** The request whose stream a connection carried. */
export interface StreamTag {
  session: string;
  requestId: string;
}

export class AbandonedStreams {
  /** Connections whose last answer was a stream that went out whole, with that request. */
  private readonly lastStream = new WeakMap<Socket, StreamTag>();

  constructor(
    /** Marks the request's journal entry (never throws: failures are the caller's to log). */
    private readonly abandoned: (tag: StreamTag, how: "stalled" | "unread") => void,
  ) {}

  /**
   * Takes over the server's idle connections at the keep-alive timeout (node:http destroys them
   * when nobody listens): one that carried a stream is closed from this side first, and watched.
   */
  watch(server: Server): void {
    server.on("timeout", (socket: Socket) => {
      const tag = this.lastStream.get(socket);
      if (!tag) {
        socket.destroy();
        return;
      }
      this.lastStream.delete(socket);
      // No second keep-alive timeout during the probe: that would cut it short.
      socket.setTimeout(0);
      const timer = setTimeout(() => {
        this.abandoned(tag, "unread");
        socket.destroy();
      }, PROBE_MS);
      const closed = () => clearTimeout(timer);
      socket.once("end", closed);
      socket.once("close", closed);
      socket.end();
    });
  }

  /** A request came on the connection: the client read on past the stream before it. */
  request(socket: Socket | null): void {
    if (socket) this.lastStream.delete(socket);
  }

  /** A stream went out whole on the connection. */
  ended(socket: Socket | null, tag: StreamTag): void {
    if (socket && !socket.destroyed) this.lastStream.set(socket, tag);
  }

  /** The stream's writes stayed backed up for STALL_MS. */
  stalled(tag: StreamTag): void {
    this.abandoned(tag, "stalled");
  }
}

/** What drainedWithin needs of a ServerResponse. */
export interface Drainable {
  readonly destroyed: boolean;
  on(event: "drain" | "close", listener: () => void): unknown;
  off(event: "drain" | "close", listener: () => void): unknown;
}

/**
 * Resolves true when the response's socket can take more, or is gone (and never will); false
 * when it took nothing for `stallMs` (the client stopped reading: the stream is abandoned).
 */
export function drainedWithin(res: Drainable, stallMs: number): Promise<boolean> {
  if (res.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (taken: boolean) => {
      clearTimeout(timer);
      res.off("drain", onDrain);
      res.off("close", onDrain);
      resolve(taken);
    };
    const onDrain = () => done(true);
    const timer = setTimeout(() => done(false), stallMs);
    res.on("drain", onDrain);
    res.on("close", onDrain);
  });
}
