import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { runContract } from "./index.ts";

/** A loopback port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("runContract", () => {
  it("reports a gateway that is not there as a run that could not happen, never as a green run of no cases", async () => {
    const port = await closedPort();
    const report = await runContract({ baseUrl: `http://127.0.0.1:${port}`, profile: "smoke" });
    expect(report.summary.passed).toBe(false);
    expect(report.notRun).toMatch(new RegExp(`^Could not run the contract suite against http://127\\.0\\.0\\.1:${port}: .*connection refused`));
    expect(report.cases).toEqual([]);
  });
});
