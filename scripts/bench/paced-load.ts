/**
 * An evenly paced HTTP/1.1 load: `rate` requests a second, sent in small groups every
 * millisecond over keep-alive connections, for the scaling table's CPU per request below
 * saturation (issue 33).
 *
 * Why not autocannon's `overallRate`: it gives each connection a quota per second, which the
 * connection sends at full speed from the start of the second. At a third of what the server can
 * serve, a measured second was sent within its first 200 ms (most of it in the first 100 ms) and
 * idle for the rest: the server,
 * the load generator and redis-server then compete for the cores as at saturation, which is what
 * the paced comparison is meant to leave out. paced-load.test.ts counts the tenths of a second
 * that receive requests to hold this generator to even pacing.
 *
 * Open loop: a request is due at its time whether or not earlier ones were answered. A due
 * request goes out on the connection idle longest (so every connection stays in use, and none
 * outlives the server's keep-alive timeout); when every connection is busy it waits for the
 * first one to free (counted in `late`: the server did not keep up with the offer). Responses must carry
 * `Content-Length` (the mock's JSON answers do); anything else fails the run loudly.
 */
import { connect, type Socket } from "node:net";

export interface PacedRequest {
  method: string;
  path: string;
  headers: Readonly<Record<string, string>>;
  body?: string;
}

export interface PacedLoadOptions {
  /** `http://host:port` (no TLS). */
  url: string;
  /** Keep-alive connections, opened before the first request. */
  connections: number;
  /** Requests a second, spread evenly. */
  rate: number;
  seconds: number;
  /** The next request to send (called once per request: vary its body here). */
  next(): PacedRequest;
  /** Longest wait for the last answers after the offer ends, ms. */
  drainTimeoutMs?: number;
}

export interface PacedLoadResult {
  /** Requests sent. */
  sent: number;
  /** Answers with a 2xx status. */
  ok: number;
  /** Answers with any other status. */
  non2xx: number;
  /** Requests that found every connection busy when due, and waited for one. */
  late: number;
  /** Answers a second over the offered time. */
  answeredPerSecond: number;
}

/** One keep-alive connection with at most one request in flight. */
class Connection {
  private pending: Buffer = Buffer.alloc(0);
  /** Set when the run closes the connection itself. */
  closing = false;

  constructor(
    readonly socket: Socket,
    private readonly onAnswer: (connection: Connection, status: number) => void,
    private readonly onError: (error: Error) => void,
  ) {
    socket.setNoDelay(true);
    socket.on("data", (chunk: Buffer) => this.read(chunk));
    socket.on("error", onError);
    socket.on("close", () => {
      if (!this.closing) onError(new Error("paced load: the server closed a connection"));
    });
  }

  send(request: PacedRequest, host: string): void {
    const body = request.body ?? "";
    let head = `${request.method} ${request.path} HTTP/1.1\r\nhost: ${host}\r\nconnection: keep-alive\r\n`;
    for (const [name, value] of Object.entries(request.headers)) head += `${name}: ${value}\r\n`;
    if (request.body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
    this.socket.write(`${head}\r\n${body}`);
  }

  /** Splits the bytes read into answers by their head and `Content-Length`. */
  private read(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    for (;;) {
      const headEnd = this.pending.indexOf("\r\n\r\n");
      if (headEnd < 0) return;
      const head = this.pending.toString("latin1", 0, headEnd);
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!length) {
        this.onError(new Error(`paced load: an answer without Content-Length (${head.split("\r\n")[0]})`));
        return;
      }
      const end = headEnd + 4 + Number(length[1]);
      if (this.pending.length < end) return;
      const status = Number(head.slice(9, 12));
      this.pending = this.pending.subarray(end);
      this.onAnswer(this, status);
    }
  }
}

/** Runs the paced load; rejects on a connection error or a malformed answer. */
export async function pacedLoad(options: PacedLoadOptions): Promise<PacedLoadResult> {
  const { hostname, port, host } = new URL(options.url);
  const result: PacedLoadResult = { sent: 0, ok: 0, non2xx: 0, late: 0, answeredPerSecond: 0 };
  const idle: Connection[] = [];
  /** Due requests waiting for a connection to free. */
  let backlog = 0;
  let failure: Error | undefined;
  let settle: (() => void) | undefined;
  const inFlight = () => result.sent - result.ok - result.non2xx;

  const send = (connection: Connection) => {
    connection.send(options.next(), host);
    result.sent += 1;
  };
  const onAnswer = (connection: Connection, status: number) => {
    if (status >= 200 && status < 300) result.ok += 1;
    else result.non2xx += 1;
    if (backlog > 0) {
      backlog -= 1;
      send(connection);
    } else idle.push(connection);
    if (settle && inFlight() === 0 && backlog === 0) settle();
  };
  const onError = (error: Error) => {
    failure ??= error;
    settle?.();
  };

  const sockets = await Promise.all(
    Array.from(
      { length: options.connections },
      () =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket));
          socket.once("error", reject);
        }),
    ),
  );
  const connections = sockets.map((socket) => new Connection(socket, onAnswer, onError));
  idle.push(...connections);

  try {
    const start = performance.now();
    const durationMs = options.seconds * 1000;
    let due = 0;
    await new Promise<void>((resolve) => {
      const tick = setInterval(() => {
        const elapsed = Math.min(performance.now() - start, durationMs);
        const target = Math.floor((options.rate * elapsed) / 1000);
        for (; due < target; due++) {
          const connection = idle.shift();
          if (connection) send(connection);
          else {
            backlog += 1;
            result.late += 1;
          }
        }
        if (elapsed >= durationMs || failure) {
          clearInterval(tick);
          resolve();
        }
      }, 1);
    });
    if (!failure && (inFlight() > 0 || backlog > 0)) {
      await new Promise<void>((resolve) => {
        settle = resolve;
        setTimeout(resolve, options.drainTimeoutMs ?? 20_000).unref();
      });
    }
    if (failure) throw failure;
    result.answeredPerSecond = (result.ok + result.non2xx) / options.seconds;
    return result;
  } finally {
    for (const connection of connections) {
      connection.closing = true;
      connection.socket.destroy();
    }
  }
}
