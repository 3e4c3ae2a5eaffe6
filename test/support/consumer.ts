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

// Under exactOptionalPropertyTypes an optional option still takes undefined (the default), as a
// key read from process.env is.
declare const keyFromEnv: string | undefined;
declare const signal: AbortSignal | undefined;
const fromEnv = createGatewayClient({ baseUrl: "http://127.0.0.1:4010", apiKey: keyFromEnv, headers: undefined });
export const waited = (id: number) => fromEnv.waitForTask(id, { signal, timeoutMs: undefined });
export const page = fromEnv.listUsers({ page: undefined, page_size: 10 }, { signal, headers: prefer("listUsers", { delay: undefined }) });
// So do the mock's and the suite's options (runContract's own example passes process.env's key).
declare const portFromEnv: number | undefined;
export const fromEnvMock = startMock({ port: portFromEnv, host: undefined, config: undefined });
export const fromEnvRun = runContract({ baseUrl: keyFromEnv, apiKey: keyFromEnv, profile: undefined, strict: undefined });
`;

/**
 * The journey "a TypeScript project importing the types": openapi-fetch with `paths` and
 * `components`, as docs/typed-client.md shows it, narrowed without a cast (a stream read with
 * `readChatStream`, errors narrowed by status with `toApiResult`); the marked lines must not
 * compile. Checked under several users' compiler options (see `tsconfigFor`).
 */
export const OPENAPI_FETCH_TS = `
import createClient from "openapi-fetch";
import type { components, paths } from "ai-gateway-kit/types";
import { isAsyncSubmission, readChatStream, toApiResult } from "ai-gateway-kit/client";

type Schemas = components["schemas"];
const api = createClient<paths, "application/json">({ baseUrl: "http://127.0.0.1:4010", headers: { Authorization: "Bearer sk-mock-default" } });
const messages: Schemas["ChatMessage"][] = [{ role: "user", content: "Hi" }];

export async function reply(): Promise<string> {
  const { data, error } = await api.POST("/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages } });
  if (error) {
    const code: Schemas["ErrorCode"] = error.error.code;
    // @ts-expect-error chat completions never answer task_not_found
    if (error.error.code === "task_not_found") return "";
    return code;
  }
  const cost: string = data.usage.cost;
  return (data.choices[0]?.message.content ?? "") + cost;
}

export async function streamed(signal?: AbortSignal): Promise<string> {
  const { data, error } = await api.POST("/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages, stream: true }, parseAs: "stream" });
  if (error) return error.error.code;
  let text = "";
  for await (const chunk of readChatStream(data, { signal })) text += chunk.choices[0]?.delta.content ?? "";
  return text;
}

export async function byStatus(): Promise<string> {
  const answer = await api.POST("/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages } });
  if (answer.error && answer.response.status === 429) {
    // @ts-expect-error openapi-fetch alone: error is every error body of the operation, whatever the status
    const code: "rate_limited" = answer.error.error.code;
    return code;
  }
  const result = toApiResult("createChatCompletion", answer);
  switch (result.status) {
    case 200:
      return result.data.id;
    case 429: {
      const code: "rate_limited" = result.error.code;
      return code;
    }
    default:
      return result.error.message;
  }
}

export async function video(): Promise<string | undefined> {
  const video = await api.POST("/client/v2/ai/generations", { body: { model: "kling-v1", input: { prompt: "Snow" } } });
  if (!video.data || !isAsyncSubmission(video.data)) return undefined;
  const taskId: number = video.data.data.task_id;
  const polled = await api.GET("/client/v2/ai/tasks/{task_id}", { params: { path: { task_id: taskId } } });
  if (polled.error) return polled.error.error.code;
  const task = polled.data.data;
  switch (task.status) {
    case "processing":
      return undefined;
    case "completed":
      return task.output.video_url;
    case "failed":
      return task.error.code;
  }
}

export async function misuse(): Promise<void> {
  // @ts-expect-error model is a string
  await api.POST("/client/v2/ai/chat/completions", { body: { model: 4, messages } });
  // @ts-expect-error model is required
  await api.POST("/client/v2/ai/chat/completions", { body: { messages } });
  // @ts-expect-error one of image_base64 and image_url is required
  await api.POST("/client/v2/ai-stack/image-to-text", { body: { mode: "fast" } });
  // @ts-expect-error task_id is a number
  await api.GET("/client/v2/ai/tasks/{task_id}", { params: { path: { task_id: "1001" } } });
  const { data } = await api.GET("/api/users");
  // @ts-expect-error data is undefined until error is checked
  data.users;
  // @ts-expect-error a parsed ChatCompletion is not a stream (ask for parseAs: "stream")
  readChatStream((await api.POST("/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages } })).data);
  // @ts-expect-error listUsers declares no 401
  if (toApiResult("listUsers", await api.GET("/api/users")).status === 401) return;
}
`;

/**
 * Compiler options users have, for files of the packaging test's project ("type": "module"):
 * `strictest` is NodeNext with every strictness flag and the kit's .d.ts files checked
 * (Node's types from `typeRoots`); `bundler` a front end's (Vite), the same flags with
 * moduleResolution bundler and no Node types; `node10` an old CommonJS project's, which ignores
 * `exports` and finds the entries through `typesVersions` (TypeScript 6 asks for
 * `ignoreDeprecations` there, and 7 has no node10 at all); `defaults` a new project's on
 * TypeScript 6 or 7, no option set (strict, module esnext with bundler resolution, `types: []`,
 * skipLibCheck off), Node's types found where the user's own @types/node would be (`typeRoots`);
 * `cjs-nodenext` and `cjs-node16` a CommonJS project's .cts files. Each is a file, never files
 * on the command line: TypeScript 6 and 7 refuse those beside a tsconfig.json (TS5112).
 */
export type Setup = "strictest" | "bundler" | "node10" | "defaults" | "cjs-nodenext" | "cjs-node16";

export function tsconfigFor(setup: Setup, files: string[], typeRoots = "", major = 5): string {
  const common = { target: "ES2023", lib: ["ES2023", "DOM"], strict: true, noEmit: true };
  const strictest = { exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true, verbatimModuleSyntax: true, isolatedModules: true, skipLibCheck: false };
  const cjs = (mode: string) => ({ module: mode, moduleResolution: mode, strict: true, noEmit: true, skipLibCheck: true, types: [] });
  const options = {
    strictest: { ...common, ...strictest, module: "NodeNext", moduleResolution: "NodeNext", typeRoots: [typeRoots], types: ["node"] },
    bundler: { ...common, ...strictest, module: "ESNext", moduleResolution: "Bundler", types: [] },
    node10: { ...common, module: "CommonJS", moduleResolution: "node10", esModuleInterop: true, skipLibCheck: true, types: [], ...(major >= 6 ? { ignoreDeprecations: "6.0" } : {}) },
    // noEmit changes no check: it keeps the compiler from writing .js files beside the user's.
    defaults: { noEmit: true, typeRoots: [typeRoots] },
    "cjs-nodenext": cjs("nodenext"),
    "cjs-node16": cjs("node16"),
  }[setup];
  return JSON.stringify({ compilerOptions: options, files });
}

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

/**
 * Every entry, the optional peers' too (ai-gateway-kit/msw, /vitest, /playwright), in a project
 * that has msw, vitest, @playwright/test and @types/node installed; the marked lines must not
 * compile. Checked with `skipLibCheck: false`, so the kit's .d.ts files meet the peers' own.
 */
export const PEER_ENTRIES_TS = `
import { startMock } from "ai-gateway-kit/mock";
import { runContract } from "ai-gateway-kit/contract";
import { spec } from "ai-gateway-kit/spec";
import type { paths } from "ai-gateway-kit/types";
import { createGatewayClient } from "ai-gateway-kit/client";
import { createGatewayHandlers, manualClock } from "ai-gateway-kit/msw";
import { gatewayMock } from "ai-gateway-kit/testing";
import { useGatewayMock } from "ai-gateway-kit/vitest";
import { expect, test } from "ai-gateway-kit/playwright";
import { setupServer } from "msw/node";

const handlers = createGatewayHandlers({ clock: manualClock(), taskDurationMs: 5000, pacing: false });
export const server = setupServer(...handlers.handlers);
export const gateway = gatewayMock({ mode: "http" });
export const inVitest = useGatewayMock();
export const entries = [startMock, runContract, createGatewayClient, spec];
export type Path = keyof paths;

handlers.force("createChatCompletion", 429);
// @ts-expect-error listUsers declares no 401
handlers.force("listUsers", 401);
// @ts-expect-error listUsers declares no 401
inVitest.force("listUsers", 401);
test("forces only a declared status", async ({ gateway }) => {
  gateway.force("createGeneration", 503, { times: 1 });
  // @ts-expect-error listUsers declares no 401
  gateway.force("listUsers", 401);
  expect(gateway.url).toMatch(/^http/);
});
`;
