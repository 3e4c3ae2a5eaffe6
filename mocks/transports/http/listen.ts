import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * Listens on `port` and `host`, and keeps the set of open sockets: `server.close()` waits for
 * every connection, so a shutdown has to sweep or cut them itself.
 */
export async function listenTracked(server: Server, port: number, host: string): Promise<Set<Socket>> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return sockets;
}
