/**
 * The framework-neutral helper without any test hooks: started, reset and stopped by hand, as a
 * jest or node:test user would wire it.
 */
import { describe, expect, it } from "vitest";
import { gatewayMock } from "../../mocks/testing/index.ts";

describe("gatewayMock", () => {
  it("says to start it first when its url is read too early", () => {
    const mock = gatewayMock({ mode: "http" });
    expect(() => mock.url).toThrow(/call start\(\) first/);
  });

  it("starts on a free port, forgets its journal on reset and closes the port on stop", async () => {
    const mock = gatewayMock({ mode: "http" });
    await mock.start();
    const url = mock.url;
    try {
      expect((await fetch(`${url}/api/users`)).status).toBe(200);
      expect((await mock.journal())).toHaveLength(1);
      mock.reset();
      expect((await mock.journal())).toEqual([]);
    } finally {
      await mock.stop();
    }
    await expect(fetch(`${url}/api/users`)).rejects.toThrow();
  });
});
