/** Tool calls and structured outputs through the official clients, against the HTTP mock. */
import { afterAll, beforeAll } from "vitest";
import type { RunningServer } from "../../mocks/transports/http/server.ts";
import { KEY, startMock } from "../support/mock.ts";
import { toolClientCases } from "../support/tool-client-cases.ts";

let mock: RunningServer;

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock?.close();
});

toolClientCases(() => ({ url: mock.url, key: KEY }));
