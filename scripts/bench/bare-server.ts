/**
 * The ceiling: a bare node:http server that answers the exact bytes the mock sent (status,
 * headers, body) for each recorded route, with no parsing, routing or validation. Fixtures
 * arrive over IPC from the benchmark, which recorded them from the mock.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { routeKey, type Fixture } from "./fixtures.ts";

interface Compiled {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const table = new Map<string, Compiled>();

function drain(req: IncomingMessage, done: () => void): void {
  // A request body is read (and thrown away) before answering, as any server must.
  if (req.readableEnded) return done();
  req.on("data", () => {}).on("end", done);
}

const server = createServer((req, res) => {
  drain(req, () => {
    const found = table.get(routeKey(req.method ?? "GET", req.url ?? "/"));
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(found.status, found.headers);
    res.end(found.body);
  });
});
server.keepAliveTimeout = 5000;

process.on("message", (raw) => {
  const message = raw as { type: "fixtures"; fixtures: Fixture[] } | { type: "stop" };
  if (message.type === "stop") {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    return;
  }
  for (const fixture of message.fixtures) {
    const headers: Record<string, string> = {};
    for (const [name, value] of fixture.headers) headers[name] = value;
    table.set(`${fixture.method} ${fixture.route}`, { status: fixture.status, headers, body: Buffer.from(fixture.body, "base64") });
  }
  process.send?.({ type: "fixtures-loaded", count: table.size });
});

server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, pid: process.pid })}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
// The benchmark went away without stopping us: go too.
process.on("disconnect", () => process.exit(0));
