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

const mock = await startMock({ config: { taskDurationMs: 300, streamTtftMs: 0, streamTokensPerSecond: 0 } });
try {
  const users = await fetch(mock.url + "/api/users?page_size=2");
  const report = await runContract({ baseUrl: mock.url, profile: "smoke" });
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
  }));
} finally {
  await mock.close();
}
`;

/** CommonJS: Node ≥ 20.19 loads the ESM entries through require(). */
export const REQUIRE_CJS = `
const names = ["ai-gateway-kit/mock", "ai-gateway-kit/contract", "ai-gateway-kit/spec", "ai-gateway-kit/types"];
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
