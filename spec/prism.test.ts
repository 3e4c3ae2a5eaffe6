/**
 * The spec works with the ecosystem's tools: Prism loads it and mocks it statelessly
 * (`npm run mock:prism`), and what Prism answers validates against the spec.
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startChild, waitForHttp, type Child } from "../test/support/child.ts";
import { freePort } from "../test/support/free-port.ts";
import { validateResponseBody } from "./operations.ts";

const prismBin = fileURLToPath(new URL("../node_modules/.bin/prism", import.meta.url));
const specPath = fileURLToPath(new URL("./openapi.yaml", import.meta.url));

describe("Prism's stateless mock of the spec", () => {
  let prism: Child;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    prism = startChild(prismBin, ["mock", specPath, "--host", "127.0.0.1", "--port", String(port)]);
    await waitForHttp(`${base}/api/users`, prism, 45_000);
  }, 60_000);

  afterAll(async () => {
    await prism?.stop();
  });

  it("answers the users list with a schema-valid example", async () => {
    const response = await fetch(`${base}/api/users`);
    expect(response.status).toBe(200);
    expect(validateResponseBody("listUsers", 200, "application/json", await response.json())).toEqual([]);
  });

  it("answers a chat completion with a schema-valid example", async () => {
    const response = await fetch(`${base}/client/v2/ai/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", authorization: "Bearer sk-mock-default" },
      body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { object: string };
    expect(body.object).toBe("chat.completion");
    expect(validateResponseBody("createChatCompletion", 200, "application/json", body)).toEqual([]);
  });

  it("rejects a request that breaks the spec, proving it loaded the schemas", async () => {
    const response = await fetch(`${base}/client/v2/ai/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: "Bearer sk-mock-default" },
      body: JSON.stringify({ messages: [] }),
    });
    // Prism answers with the status the spec declares for invalid requests, and its example.
    expect(response.status).toBe(400);
    expect(validateResponseBody("createChatCompletion", 400, "application/json", await response.json())).toEqual([]);
  });
});
