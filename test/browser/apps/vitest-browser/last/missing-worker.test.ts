// A page that does not serve MSW's worker script where the helper looks: start() fails saying
// where the script goes. Run on its own: after this failed start, the next test file's page of
// the same run was not controlled by MSW's worker (3 runs of 3), and its requests went out.
import { expect, it } from "vitest";
import { gatewayMock } from "ai-gateway-kit/testing";

it("says where MSW's worker script goes when the page does not serve it", async () => {
  const elsewhere = gatewayMock({ workerUrl: "/no-such-dir/mockServiceWorker.js" });
  await expect(elsewhere.start()).rejects.toThrow(/did not start from \/no-such-dir\/mockServiceWorker\.js[\s\S]*npx msw init public\//);
});
