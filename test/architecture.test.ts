/**
 * The layout's promises, checked on the sources: every folder sits on a layer and imports only
 * from its own layer's folder or below (the core imports none of the parts it runs); the import
 * graph has no cycle; the operation table is the only reader of the spec, so nothing outside
 * spec/ walks the document or keeps a hand copy of one of its enums.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { spec } from "../spec/validators.ts";

const ROOT = new URL("../", import.meta.url).pathname;

function sources(dir: string, withTests = false): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(path, withTests);
    if (!entry.name.endsWith(".ts") || entry.name.endsWith(".d.ts")) return [];
    return withTests || !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/**
 * The layers, lowest first. A folder (or a top-level file, named without `.ts`) may import its
 * own folder and any folder on a lower layer; a new folder must be given a layer here.
 */
const LAYERS: readonly (readonly string[])[] = [
  ["generated"],
  ["spec"],
  // The typed client: on the generated types only.
  ["client"],
  // Parts with no domain: content generators, the body seam, fixtures' file format.
  ["mocks/data", "mocks/body", "mocks/fixtures", "mocks/logger"],
  ["mocks/config", "mocks/assets"],
  ["mocks/state"],
  // The SSE writer: below the core, which hands it a handler's event source.
  ["mocks/stream"],
  ["mocks/core"],
  // The domain: what a model is allowed, chat, OCR.
  ["mocks/models", "mocks/chat", "mocks/ocr"],
  ["mocks/handlers", "mocks/replay", "mocks/pages"],
  // Scenarios ("weather"): the core's weather hook, from the table and the core's types.
  ["mocks/weather", "mocks/verdict"],
  ["mocks/control-surface", "mocks/metrics"],
  ["mocks/app"],
  // The typed force/journal of the test helpers, over the app.
  ["mocks/test-controls"],
  ["mocks/transports"],
  // Entries and tools over the transports.
  ["mocks/index", "mocks/testing", "mocks/banner", "mocks/record"],
  // The contract suite, on the spec only: settings and the wire, checks, reports, cases, the runner, the suite.
  ["contract-tests/config", "contract-tests/spec-info"],
  // What a stream did as its events arrived, and the run's clock: on the settings only.
  ["contract-tests/stream-watch", "contract-tests/deadline"],
  // One question to the target, and what its failure means: under the preflight and the run's watch.
  ["contract-tests/probe"],
  ["contract-tests/target"],
  // Whether the target is still there when a request is lost: over the probe and the wire.
  ["contract-tests/target-gone"],
  ["contract-tests/sse"],
  ["contract-tests/checks"],
  ["contract-tests/report"],
  ["contract-tests/inputs"],
  ["contract-tests/cases"],
  // A 403 to CONTRACT_API_KEY read as the key lacking a feature: under the runner and the suite.
  ["contract-tests/key-lacks"],
  ["contract-tests/runner"],
  ["contract-tests/suite"],
  ["contract-tests/har"],
  // Before any case: can the target be reached at all?
  ["contract-tests/preflight"],
  // A live run: preflight, deadline and the suite.
  ["contract-tests/live-run"],
  ["contract-tests/index", "contract-tests/proxy", "contract-tests/cli", "contract-tests/mock", "contract-tests/testing", "contract-tests/self-test"],
  ["contract-tests/harness"],
  ["contract-tests/global-setup"],
  // Every command of the package's bin, over the mock and the suite.
  ["cli"],
];

const LAYER_OF = new Map(LAYERS.flatMap((folders, rank) => folders.map((folder) => [folder, rank] as const)));

/** The layout unit of a file: its folder under mocks/ or contract-tests/, or a top-level file there; spec/ and generated/ whole. */
function unitOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "spec" || parts[0] === "generated" || parts[0] === "client" || parts[0] === "cli") return parts[0];
  // A browser sibling (x.browser.ts) stands in for x.ts in the page's build: the same unit.
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]}/${parts[1]!.replace(/(\.browser)?\.ts$/, "")}`;
}

/** Relative imports and re-exports of a file, static and dynamic, resolved to repository paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/gm),
    ...text.matchAll(/^\s*import\s+"(\.[^"]+)"/gm),
    ...text.matchAll(/\bimport\(\s*"(\.[^"]+)"\s*\)/g),
    ...text.matchAll(/new URL\(\s*"(\.[^"]+\.ts)",\s*import\.meta\.url\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.map((specifier) => normalize(join(dirname(file), specifier)));
}

/** Each cycle of an import graph, as the files around it. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const state = new Map<string, "open" | "done">();
  const cycles: string[] = [];
  const visit = (file: string, path: string[]): void => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "open") {
      cycles.push([...path.slice(path.indexOf(file)), file].join(" → "));
      return;
    }
    state.set(file, "open");
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    state.set(file, "done");
  };
  for (const file of graph.keys()) visit(file, []);
  return cycles;
}

const RUNTIME_FILES = ["mocks", "contract-tests", "spec", "client", "cli"].flatMap((dir) => sources(dir));

describe("dependencies flow down the layers", () => {
  it("every folder has a layer", () => {
    const unplaced = [...new Set(RUNTIME_FILES.map(unitOf))].filter((unit) => !LAYER_OF.has(unit));
    expect(unplaced, "give these folders a layer in test/architecture.test.ts").toEqual([]);
  });

  it("no import runs up a layer or sideways into another folder of the same layer", () => {
    const upward: string[] = [];
    for (const file of RUNTIME_FILES) {
      const from = unitOf(file);
      for (const target of importsOf(file)) {
        const to = unitOf(target);
        if (to === from) continue;
        if (!LAYER_OF.has(to) || LAYER_OF.get(to)! >= LAYER_OF.get(from)!) upward.push(`${file} → ${target}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it("the import graph of the sources has no cycle", () => {
    const graph = new Map(RUNTIME_FILES.map((file) => [file, importsOf(file).filter((target) => target.endsWith(".ts") && !target.endsWith(".d.ts"))]));
    expect(cyclesOf(graph)).toEqual([]);
  });

  it("the checker sees a file's imports, its layer and a cycle (it can fail)", () => {
    expect(LAYER_OF.get(unitOf("mocks/core/mock.ts"))).toBeLessThan(LAYER_OF.get(unitOf("mocks/handlers/index.ts"))!);
    expect(unitOf("mocks/transports/http/server.ts")).toBe("mocks/transports");
    // The typed client and the commands are in the graph too: the client at the bottom, the commands on top.
    expect(RUNTIME_FILES).toContain("client/client.ts");
    expect(RUNTIME_FILES).toContain("cli/contract.ts");
    expect(LAYER_OF.get(unitOf("cli/mock-main.ts"))).toBe(LAYERS.length - 1);
    expect(importsOf("mocks/core/mock.ts")).toContain("mocks/core/lifecycle.ts");
    expect(cyclesOf(new Map([["a", ["b"]], ["b", ["c"]], ["c", ["a"]], ["d", ["a"]]]))).toEqual(["a → b → c → a"]);
  });
});

/** Every enum of the spec's schemas (and their anyOf branches joined), as sorted lists. */
function specEnumLists(): string[][] {
  const lists: string[][] = [];
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const record = node as Record<string, unknown>;
    if (Array.isArray(record.enum) && record.enum.length > 1 && record.enum.every((v) => typeof v === "string")) lists.push([...(record.enum as string[])].sort());
    const branches = (record.anyOf ?? record.oneOf) as Record<string, unknown>[] | undefined;
    if (Array.isArray(branches)) {
      const joined = branches.flatMap((branch) => (Array.isArray(branch?.enum) ? (branch.enum as string[]) : []));
      if (joined.length > 1) lists.push([...joined].sort());
    }
    Object.values(record).forEach(visit);
  };
  visit(spec.components);
  return lists;
}

/** A string literal, double- or single-quoted, on one line. */
const STRING = String.raw`(?:"[^"\n]*"|'[^'\n]*')`;
const ARRAY_OF_STRINGS = new RegExp(String.raw`\[\s*((?:${STRING}\s*,\s*)+${STRING}\s*,?\s*)\]`, "g");
/**
 * Two or more string literals joined by `|`, wherever the union stands: a type alias (also in
 * the formatter's one-member-a-line layout), a property of an interface, a parameter, a
 * Record's keys.
 */
const UNION_OF_STRINGS = new RegExp(String.raw`${STRING}(?:\s*\|\s*${STRING})+`, "g");

/** Lists of two or more string literals in a source: array literals and string-literal union types. */
function literalLists(text: string): string[][] {
  const arrays = [...text.matchAll(ARRAY_OF_STRINGS)].map((m) => m[1]!);
  const unions = [...text.matchAll(UNION_OF_STRINGS)].map((m) => m[0]);
  return [...arrays, ...unions].map((list) => [...list.matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)].map((s) => s[1] ?? s[2]!).sort());
}

/** The spec's document or walkers a source takes from spec/: by name, a whole module's namespace, or a dynamic import of one. */
function specReadsOf(text: string): string[] {
  const reads: string[] = [];
  for (const match of text.matchAll(/(?:import|export)\s*\{([^}]*)\}\s*from\s*"(\.[^"]*\/spec\/[^"]+)"/g)) {
    const names = match[1]!.split(",").map((name) => name.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]);
    for (const name of names) if (name === "spec" || name === "resolveRef" || name === "componentSchema") reads.push(name);
  }
  // A namespace or a dynamic import brings every export, the document and its walkers among them.
  for (const match of text.matchAll(/import\s*(\*\s*as\s+\w+)\s*from\s*"\.[^"]*\/spec\/[^"]+"/g)) reads.push(match[1]!);
  for (const match of text.matchAll(/\bimport\(\s*("\.[^"]*\/spec\/[^"]+")\s*\)/g)) reads.push(`import(${match[1]!})`);
  return reads;
}

describe("the operation table is the only reader of the spec", () => {
  it("nothing outside spec/ imports the document or its walkers (spec, resolveRef, componentSchema)", () => {
    const readers: string[] = [];
    for (const file of [...["mocks", "contract-tests", "scripts", "examples", "cli", "client"].flatMap((dir) => sources(dir, true)), ...sources("test", true)]) {
      if (file === "test/architecture.test.ts") continue;
      const text = readFileSync(join(ROOT, file), "utf8");
      readers.push(...specReadsOf(text).map((read) => `${file}: ${read}`));
      if (/\bspec\.(paths|components)\b/.test(text) && !file.startsWith("test/support/consumer")) readers.push(`${file}: walks spec.paths/components`);
    }
    expect(readers).toEqual([]);
  });

  it("the reader finder sees the walkers imported, re-exported, by namespace and by a dynamic import", () => {
    expect(specReadsOf('import { operationTable } from "../../spec/operations.ts";\nimport { pointerFor, type ValidationIssue } from "../../spec/validators.ts";')).toEqual([]);
    expect(specReadsOf('import {\n  resolveRef,\n  spec as document,\n} from "../spec/validators.ts";')).toEqual(["resolveRef", "spec"]);
    expect(specReadsOf('export { componentSchema } from "../../spec/validators.ts";')).toEqual(["componentSchema"]);
    expect(specReadsOf('import * as validators from "../../spec/validators.ts";')).toEqual(["* as validators"]);
    expect(specReadsOf('const { spec } = await import("../../spec/validators.ts");')).toEqual(['import("../../spec/validators.ts")']);
  });

  it("no source outside spec/ keeps a hand copy of a spec enum", () => {
    const enums = specEnumLists().map((list) => list.join("|"));
    expect(enums).toContain(["completed", "failed", "processing"].join("|"));
    const copies: string[] = [];
    for (const file of ["mocks", "contract-tests", "scripts", "cli", "client"].flatMap((dir) => sources(dir, true))) {
      for (const list of literalLists(readFileSync(join(ROOT, file), "utf8"))) if (enums.includes(list.join("|"))) copies.push(`${file}: ${list.join(", ")}`);
    }
    expect(copies).toEqual([]);
  });

  it("the copy finder sees an array literal and a union type equal to an enum", () => {
    const enums = specEnumLists().map((list) => list.join("|"));
    const found = literalLists('const A = ["failed", "processing", "completed"];\ntype T = "processing" | "completed" | "failed";').map((list) => list.join("|"));
    expect(found.filter((list) => enums.includes(list))).toHaveLength(2);
    // A union is a copy wherever it stands, and however it is laid out or quoted.
    const elsewhere = [
      'interface Failure {\n  code: "provider_error" | "content_policy_violation" | "timeout";\n}',
      'function f(status: "processing" | "completed" | "failed"): void {}',
      'type R = Record<"processing" | "completed" | "failed", number>;',
      'type T =\n  | "processing"\n  | "completed"\n  | "failed";',
      "const A = ['failed', 'processing', 'completed'];",
    ];
    for (const text of elsewhere) expect(literalLists(text).map((list) => list.join("|")).filter((list) => enums.includes(list)), text).toHaveLength(1);
    // A part of an enum is no copy of it.
    expect(literalLists('type Outcome = "completed" | "failed";').map((list) => list.join("|")).filter((list) => enums.includes(list))).toEqual([]);
  });
});

describe("one SSE writer", () => {
  /** Where a source writes an SSE event's framing itself: a string that starts a `data:` (or `event:`) line. */
  const framing = /["'`](?:event: [^"'`\n]*\\n)?data: /;

  it("nothing in the mock but mocks/stream formats an event (the server, MSW, replay, fixtures and the chat stream use its writer)", () => {
    const writers = sources("mocks").filter((file) => !file.startsWith("mocks/stream/") && framing.test(readFileSync(join(ROOT, file), "utf8")));
    expect(writers).toEqual([]);
  });

  it("the framing finder sees a data line and an event line written by hand", () => {
    expect(framing.test("const open = `data: ${before}`;")).toBe(true);
    expect(framing.test('yield "event: note\\ndata: x\\n\\n";')).toBe(true);
    expect(framing.test('/** One `data:` event per chunk. */')).toBe(false);
  });
});
