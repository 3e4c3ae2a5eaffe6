/**
 * The files of a user's project that the packaging test writes next to the installed kit: one
 * per way of using it. Kept as text, not as files of this repo, because they import
 * `ai-gateway-kit/*`, which only resolves once the packed kit is installed.
 */

/** ESM: every runtime entry, used for real; prints what it saw as JSON. */
export const USE_ENTRIES_MJS = `
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startMock } from "ai-gateway-kit/mock";
import { runContract } from "ai-gateway-kit/contract";
import { spec, specPath } from "ai-gateway-kit/spec";
import * as types from "ai-gateway-kit/types";
import { createGatewayClient, prefer } from "ai-gateway-kit/client";

const mock = await startMock({ config: { taskDurationMs: 300, streamTtftMs: 0, streamTokensPerSecond: 0 } });
try {
  const users = await fetch(mock.url + "/api/users?page_size=2");
  const report = await runContract({ baseUrl: mock.url, profile: "smoke" });
  const client = createGatewayClient({ baseUrl: mock.url, apiKey: "sk-mock-default" });
  const messages = [{ role: "user", content: "Hello from the tarball" }];
  const chat = await client.createChatCompletion({ model: "gpt-4o-mini", messages });
  const limited = await client.createChatCompletion({ model: "gpt-4o-mini", messages }, { headers: prefer("createChatCompletion", { code: 429 }) });
  const chunks = [];
  for await (const chunk of client.stream({ model: "gpt-4o-mini", messages })) chunks.push(chunk);
  const spec32 = await (await fetch(mock.url + "/__mock/openapi-3.2.yaml")).text();
  console.log(JSON.stringify({
    url: mock.url,
    openaiBaseUrl: mock.openaiBaseUrl,
    usersStatus: users.status,
    users: (await users.json()).users.length,
    contract: { passed: report.summary.passed, cases: report.summary.cases },
    specPath,
    specExists: existsSync(specPath),
    specFileExport: fileURLToPath(import.meta.resolve("ai-gateway-kit/spec/openapi.yaml")),
    openapi: spec.openapi,
    paths: Object.keys(spec.paths).length,
    typesAtRuntime: Object.keys(types).length,
    client: { chat: chat.status, object: chat.ok && chat.data.object, limited: limited.status, code: limited.error?.code, lastFinish: chunks.at(-1)?.choices[0]?.finish_reason },
    spec32: /^openapi: (.+)$/m.exec(spec32)?.[1],
    spec32FileExport: existsSync(fileURLToPath(import.meta.resolve("ai-gateway-kit/spec/openapi-3.2.yaml"))),
  }));
} finally {
  await mock.close();
}
`;

/** CommonJS: Node ≥ 20.19 loads the ESM entries through require(). */
export const REQUIRE_CJS = `
const names = ["ai-gateway-kit/mock", "ai-gateway-kit/contract", "ai-gateway-kit/spec", "ai-gateway-kit/types", "ai-gateway-kit/client"];
const seen = {};
for (const name of names) {
  try {
    seen[name] = Object.keys(require(name)).sort();
  } catch (error) {
    seen[name] = "error: " + error.message.split("\\n")[0];
  }
}
console.log(JSON.stringify(seen));
`;

/** TypeScript: the entries' types as a user's compiler sees them; the marked lines must not compile. */
export const TYPED_TS = `
import { startMock, type RunningMock, type StartMockOptions } from "ai-gateway-kit/mock";
import { runContract, type ContractReport } from "ai-gateway-kit/contract";
import { spec, specPath, type OpenApiDocument } from "ai-gateway-kit/spec";
import type { components, paths } from "ai-gateway-kit/types";
import { createGatewayClient, isAsyncSubmission, prefer, type FinishedTask } from "ai-gateway-kit/client";

const options: StartMockOptions = { port: 0, config: { taskDurationMs: 100 } };
export const started: Promise<RunningMock> = startMock(options);
export const url: Promise<string> = started.then((mock) => mock.url);
export const passed: Promise<boolean> = runContract({ baseUrl: "http://127.0.0.1:4010" }).then((report: ContractReport) => report.summary.passed);
export const path: string = specPath;
export const doc: OpenApiDocument = spec;
export const object: components["schemas"]["ChatCompletion"]["object"] = "chat.completion";
export type ChatPath = keyof paths;

// @ts-expect-error the port is a number
startMock({ port: "4010" });
// @ts-expect-error the profile is "smoke" or "full"
runContract({ baseUrl: "http://127.0.0.1:4010", profile: "everything" });
// @ts-expect-error runContract's base URL is a string
runContract({ baseUrl: 4010 });
// @ts-expect-error a chat completion's object is the literal "chat.completion"
export const wrong: components["schemas"]["ChatCompletion"]["object"] = "completion";

const client = createGatewayClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "sk-mock-default" });
export async function reply(): Promise<string> {
  const result = await client.createChatCompletion({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] });
  if (result.status === 429) {
    const code: "rate_limited" = result.error.code;
    return code;
  }
  if (!result.ok) return result.error.code;
  return result.data.choices[0]?.message.content ?? "";
}
export async function video(): Promise<FinishedTask | undefined> {
  const result = await client.createGeneration({ model: "kling-v1", input: { prompt: "A boat" } });
  if (!result.ok) return undefined;
  // @ts-expect-error a generation with input is never a chat completion
  const notChat: components["schemas"]["ChatCompletion"] = result.data;
  void notChat;
  return isAsyncSubmission(result.data) ? client.waitForTask(result.data.data.task_id, { pollMs: 500 }) : undefined;
}
// @ts-expect-error listUsers does not declare 401
prefer("listUsers", { code: 401 });
`;

export const TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: "ES2023",
    lib: ["ES2023", "DOM"],
    module: "NodeNext",
    moduleResolution: "NodeNext",
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  files: ["typed.ts"],
});

/**
 * TypeScript with the default `skipLibCheck: false`: every entry that needs no optional peer,
 * in a project without msw, vitest or Playwright. The kit's own .d.ts files must compile there
 * (`ai-gateway-kit/testing` once imported msw's types for `gateway.msw`).
 */
export const NO_PEERS_TS = `
import { gatewayMock, type MswServer } from "ai-gateway-kit/testing";
import { startMock } from "ai-gateway-kit/mock";
import { runContract } from "ai-gateway-kit/contract";
import { createGatewayClient } from "ai-gateway-kit/client";
import type { paths } from "ai-gateway-kit/types";
import { spec } from "ai-gateway-kit/spec";

export const gateway = gatewayMock({ mode: "http" });
export const server: MswServer | undefined = gateway.msw;
export const entries = [startMock, runContract, createGatewayClient, spec];
export type Path = keyof paths;
`;

/** The compiler options of NO_PEERS_TS: a user's defaults, with Node's types from `typeRoots`. */
export function noPeersTsconfig(typeRoots: string): string {
  return JSON.stringify({
    compilerOptions: { target: "ES2023", lib: ["ES2023", "DOM"], module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: false, typeRoots: [typeRoots], types: ["node"] },
    files: ["no-peers.ts"],
  });
}
