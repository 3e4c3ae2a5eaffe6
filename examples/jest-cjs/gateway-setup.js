// Jest's globalSetup runs in Node itself, outside the CommonJS sandbox of the test files, so it
// can import the kit (an ES module). It starts the gateway mock on a free port of 127.0.0.1, over
// a manual clock, and hands its URL to the test files, which Jest runs in worker processes.
module.exports = async () => {
  const { gatewayMock } = await import("ai-gateway-kit/testing");
  const gateway = gatewayMock({ mode: "http" });
  await gateway.start();
  process.env.GATEWAY_URL = gateway.url;
  globalThis.gateway = gateway; // for gateway-teardown.js
};
