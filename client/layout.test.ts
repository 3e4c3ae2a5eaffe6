/**
 * The client runs against a real gateway, in Node or a page: it loads no mock, suite or spec
 * compiler code (Ajv, node:fs), only its own files, the generated types and status table, and
 * its two small dependencies.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const DIR = new URL("./", import.meta.url);
const ALLOWED = /^(\.\/[\w-]+\.ts|\.\.\/generated\/(api\.d|statuses)\.ts|openapi-fetch|eventsource-parser)$/;

describe("the client's imports", () => {
  it("reach only its own files, generated/ and openapi-fetch and eventsource-parser", () => {
    const sources = readdirSync(DIR).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
    expect(sources.length).toBeGreaterThan(3);
    for (const name of sources) {
      const text = readFileSync(new URL(name, DIR), "utf8");
      const targets = [...text.matchAll(/^(?:import|export)\s[^;]*?from\s+"([^"]+)"/gm)].map((match) => match[1]!);
      expect(targets.filter((target) => !ALLOWED.test(target)), name).toEqual([]);
    }
  });
});
