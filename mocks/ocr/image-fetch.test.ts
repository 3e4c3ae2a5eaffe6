import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchBytes } from "./image-fetch.ts";

// The collector on demand, as --expose-gc gives it, for a fetch that waits through collections.
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

describe("fetching an image for OCR", () => {
  let upstream: Server;
  let base: string;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      // Headers and a first byte at once, then nothing: a body that never ends.
      if (req.url === "/stalls.png") return void res.writeHead(200, { "content-type": "image/png" }).write("\x89");
      res.writeHead(200, { "content-type": "image/png" }).end(Buffer.from("\x89PNG", "latin1"));
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  it("gives up on a body that stalls at the deadline, however often the collector runs meanwhile", async () => {
    const client = new AbortController();
    const collecting = setInterval(collect, 10);
    const started = performance.now();
    try {
      const outcome = await Promise.race([
        fetchBytes(new URL(`${base}/stalls.png`), { timeoutMs: 150, maxBytes: 1_000_000, deny: false }, client.signal).then(
          () => "answered",
          () => "refused",
        ),
        new Promise((resolve) => setTimeout(resolve, 3000, "still waiting")),
      ]);
      expect(outcome).toBe("refused");
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      clearInterval(collecting);
    }
  });

  it("stops when the client goes away, and reads a whole body otherwise", async () => {
    const client = new AbortController();
    const pending = fetchBytes(new URL(`${base}/stalls.png`), { timeoutMs: 60_000, maxBytes: 1_000_000, deny: false }, client.signal);
    setTimeout(() => client.abort(new Error("client left")), 50);
    await expect(pending).rejects.toThrow();
    const bytes = await fetchBytes(new URL(`${base}/whole.png`), { timeoutMs: 5_000, maxBytes: 1_000_000, deny: false }, new AbortController().signal);
    expect(bytes.toString("latin1")).toBe("\x89PNG");
  });
});
