/**
 * Result URLs (images, audio, video) point at this mock, never at a host a client named: a
 * shared mock would otherwise serve one client's planted links to every other client.
 */
import { describe, expect, it } from "vitest";
import { testMock } from "../support/harness.ts";

const IMAGE = { model: "flux-schnell", input: { prompt: "a lighthouse", width: 256, height: 256 } };

async function imageUrl(mock: ReturnType<typeof testMock>, headers: Record<string, string>): Promise<string> {
  const result = await mock.call("POST", "/client/v2/ai/generations", { body: IMAGE, headers });
  expect(result.status).toBe(200);
  return result.body.data.images[0].url as string;
}

describe("result URLs", () => {
  it("ignore a foreign Host and X-Forwarded-Proto, and use the bound address", async () => {
    const mock = testMock({ host: "127.0.0.1", port: 4010 });
    const url = await imageUrl(mock, { host: "evil.example", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" });
    expect(url.startsWith("http://127.0.0.1:4010/__mock/assets/images/")).toBe(true);
  });

  it("follow a loopback Host, so a browser on localhost gets links it can open", async () => {
    const mock = testMock();
    expect((await imageUrl(mock, { host: "localhost:5000" })).startsWith("http://localhost:5000/")).toBe(true);
  });

  it("use MOCK_PUBLIC_URL when it is set, whatever the Host", async () => {
    const mock = testMock({ publicUrl: "https://mock.example.org" });
    expect((await imageUrl(mock, { host: "localhost:5000" })).startsWith("https://mock.example.org/__mock/assets/")).toBe(true);
  });

  it("never carry a Host with more than a name and a port", async () => {
    const mock = testMock({ host: "127.0.0.1", port: 4010 });
    for (const host of ["127.0.0.1:4010/evil", "127.0.0.1@evil.example", "localhost:1\"><script>"]) {
      expect((await imageUrl(mock, { host })).startsWith("http://127.0.0.1:4010/__mock/assets/"), host).toBe(true);
    }
  });
});
