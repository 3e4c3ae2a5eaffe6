/**
 * The browser build's validators (Ajv standalone code in generated/validators/, compiled ahead
 * of time by `npm run generate`) against the ones Node compiles at run time: the same issues,
 * provenance and rule locations for the same values, and a table that covers every request
 * validator the mock uses. The generated module is bundled the way a browser build takes it
 * (esbuild), so the test runs the same code a page runs.
 */
import type { ValidateFunction } from "ajv/dist/2020.js";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { operations, requestValidatorJobs } from "./operations.ts";
import { inputSchemaByModality, issuesOf, Lazy, validateSchema } from "./validators.ts";

let precompiled: Record<string, ValidateFunction>;

beforeAll(async () => {
  const bundle = await build({ entryPoints: [new URL("../generated/validators/index.js", import.meta.url).pathname], bundle: true, write: false, format: "esm", platform: "neutral", logLevel: "error" });
  const code = bundle.outputFiles[0]!.text;
  type Chunk = { validators: Record<string, ValidateFunction> };
  const generated = (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as Chunk & { chunks: Record<string, () => Promise<Chunk>> };
  // The start table and every chunk a page loads on first use.
  precompiled = { ...generated.validators };
  for (const load of new Set(Object.values(generated.chunks))) Object.assign(precompiled, (await load()).validators);
});

/** The validator compiled ahead of time for an operation's part ("body", "query parameters"...) and its seed view. */
function aheadOfTime(where: string): Lazy {
  const jobs = requestValidatorJobs();
  const full = jobs.find((job) => job.where === where);
  const seed = jobs.find((job) => job.where === `${where} (seed view)`);
  if (!full || !seed) throw new Error(`no compile job for ${where}`);
  return new Lazy(() => precompiled[full.key]!, () => precompiled[seed.key]!);
}

describe("the validators compiled ahead of time for the browser build", () => {
  it("cover every request validator the mock uses, full and seed view", () => {
    const jobs = requestValidatorJobs();
    expect(jobs.length).toBeGreaterThan(10);
    for (const job of jobs) expect(typeof precompiled[job.key], job.key).toBe("function");
  });

  const chat = { model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] };
  const bodies: [string, unknown][] = [
    ["a valid chat request", chat],
    ["temperature above the seed's bound", { ...chat, temperature: 2.5 }],
    ["a designed bound broken (max_tokens 0)", { ...chat, max_tokens: 0 }],
    ["no messages", { model: "m" }],
    ["not an object", "hello"],
    ["a wrong type deep inside", { ...chat, messages: [{ role: "wizard", content: 3 }] }],
    ["a generation without input", { model: "flux-schnell" }],
    ["an image generation of a wrong size", { model: "flux-schnell", input: { prompt: "x", width: -1 } }],
  ];

  it("give the same issues, provenance and rule locations as the validators Node compiles, for request bodies", () => {
    let compared = 0;
    for (const operation of operations.values()) {
      if (!operation.hasRequestBody) continue;
      const ahead = aheadOfTime(`${operation.method.toUpperCase()} ${operation.path} body`);
      for (const [name, body] of bodies) {
        // validateBody compiles at run time in Node; issuesOf over the generated code is what a page runs.
        expect(issuesOf(ahead, structuredClone(body), "body"), `${operation.operationId}: ${name}`).toEqual(operation.validateBody(structuredClone(body)));
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(bodies.length * 2);
  });

  it("give the same issues for each modality's input as Node does", () => {
    expect(inputSchemaByModality.size).toBeGreaterThan(3);
    for (const name of inputSchemaByModality.values()) {
      const ahead = new Lazy(() => precompiled[`full #/components/schemas/${name}`]!, () => precompiled[`seed #/components/schemas/${name}`]!);
      for (const input of [{}, { prompt: 1 }, { prompt: "A boat", width: -1, duration: "long" }, "text"]) {
        expect(issuesOf(ahead, structuredClone(input), "body"), `${name} ${JSON.stringify(input)}`).toEqual(validateSchema(name, structuredClone(input), "body"));
      }
    }
  });

  it("coerce and check query parameters as Node does", () => {
    const users = [...operations.values()].find((operation) => operation.operationId === "listUsers")!;
    const ahead = aheadOfTime(`GET ${users.path} query parameters`);
    for (const query of [{ page: "2" }, { page: "zero" }, { page: "-1" }, {}]) {
      const runtimeValues: Record<string, unknown> = { ...query };
      const aheadValues: Record<string, unknown> = { ...query };
      expect(issuesOf(ahead, aheadValues, "query"), JSON.stringify(query)).toEqual(users.validateParameters("query", runtimeValues));
      expect(aheadValues).toEqual(runtimeValues);
    }
  });

  it("contain no eval: no new Function and no eval( in the generated code", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const dir = new URL("../generated/validators/", import.meta.url);
    for (const file of readdirSync(dir)) expect(readFileSync(new URL(file, dir), "utf8"), file).not.toMatch(/new Function|\beval\(/);
  });
});

describe("the chunks of the validators compiled ahead of time", () => {
  it("put the chat endpoint's and the parameters' validators at start, every other one in a chunk loaded on first use", async () => {
    const { readFileSync } = await import("node:fs");
    const index = readFileSync(new URL("../generated/validators/index.js", import.meta.url), "utf8");
    const [startTable, loaders] = index.split("export const chunks");
    const chat = [...operations.values()].find((operation) => operation.operationId === "createChatCompletion")!;
    for (const job of requestValidatorJobs()) {
      const atStart = job.kind === "params" || job.kind === "seedParams" || job.where.startsWith(`POST ${chat.path} `);
      expect(startTable!.includes(JSON.stringify(job.key)), job.key).toBe(atStart);
      expect(loaders!.includes(JSON.stringify(job.key)), job.key).toBe(!atStart);
    }
    expect(loaders).toMatch(/"scenario": scenario,/);
    // Only dynamic imports lead to the chunks: no static import of them from the start table.
    expect(startTable).not.toMatch(/from "\.\/(requests|scenario)[.\w]*\.js"/);
  });
});
