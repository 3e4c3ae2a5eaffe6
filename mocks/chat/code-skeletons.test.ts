import { spawnSync } from "node:child_process";
import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { askOf, codeSkeleton } from "./code-skeletons.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);
const codeIn = (reply: string, fence: string): string | undefined => new RegExp("```" + fence + "\\n([\\s\\S]*?)\\n```").exec(reply)?.[1];

/** What the generic sketch used to answer every request with: a counter, a moving average, a log line counter, a retry. */
const UNRELATED = /\bcount_\w+\(|\bcount[A-Z]\w*\(|moving_average|Counter|\.log\b|withRetry|GROUP BY category|HashMap/;

describe("code no table knows: a skeleton named from the ask", () => {
  it.each([
    ["Write a Python function that parses invoices", "python", "def parse_invoices(data):", "parses invoices"],
    ["bash script to rotate logs", "bash", "rotate_logs() {", "rotate logs"],
    ["How do I implement a binary search in Rust?", "rust", "fn binary_search(input: &str) -> String {", "binary search"],
    ["Can you write a SQL query for monthly revenue by region?", "sql", "-- TODO: monthly revenue by region.", "monthly revenue by region"],
    ["Write a JavaScript function that fetches the weather for a city", "javascript", "function fetchWeatherForCity(input) {", "fetches weather for city"],
    ["Write a TypeScript class which copies invoices to the archive", "typescript", "function copyInvoicesToArchive(input: unknown): unknown {", "copies invoices to archive"],
  ] as const)("%s", (prompt, fence, signature, restated) => {
    const reply = ask(prompt);
    const code = codeIn(reply, fence);
    expect(code, reply).toBeDefined();
    expect(code).toContain(signature);
    expect(code).toContain(`TODO: ${restated}`);
    expect(reply).toContain(`"${restated}"`);
    expect(reply).toMatch(/input[\s\S]*output|input it gets/);
    expect(reply).not.toMatch(UNRELATED);
  });

  it("asks what the code should do when the prompt names nothing to write", () => {
    for (const prompt of ["Write code", "Write some Python code"]) {
      const reply = ask(prompt);
      expect(reply, prompt).not.toContain("```");
      expect(reply).toMatch(/What should the code do\?/);
    }
  });

  it("reads the ask after the kind of code or the verb, without the language, the kind or the articles", () => {
    expect(askOf("Write code for a todo app")?.words).toEqual(["todo", "app"]);
    expect(askOf("Write a Python function to parse invoices in Python")?.words).toEqual(["parse", "invoices"]);
    expect(askOf("Implement a simple LRU cache using Go")?.words).toEqual(["LRU", "cache"]);
    expect(askOf("Write a Python function")).toBeUndefined();
  });

  it("writes skeletons that parse: JavaScript, TypeScript and Bash", () => {
    const random = () => seededRandom(1);
    const prompt = "Write a function that merges overlapping intervals";
    expect(() => transformSync(codeIn(codeSkeleton(prompt, "javascript", random()), "javascript")!, { loader: "js" })).not.toThrow();
    expect(() => transformSync(codeIn(codeSkeleton(prompt, "typescript", random()), "typescript")!, { loader: "ts" })).not.toThrow();
    const bash = codeIn(codeSkeleton(prompt, "bash", random()), "bash")!;
    expect(bash).toContain("merge_overlapping_intervals() {");
    if (spawnSync("bash", ["--version"]).status === 0) expect(spawnSync("bash", ["-n"], { input: bash }).status).toBe(0);
    expect(codeIn(codeSkeleton(prompt, "python", random()), "python")).toMatch(/^def merge_overlapping_intervals\(data\):\n {4}"""Merges overlapping intervals\."""\n {4}# TODO: merges overlapping intervals\./);
    expect(codeIn(codeSkeleton(prompt, "go", random()), "go")).toContain("func MergeOverlappingIntervals(input string) (string, error) {");
  });

  it("writes Go for a Go function, and no code in another language for a language it has no skeleton in", () => {
    expect(codeIn(ask("Write a Go function that validates IBANs"), "go")).toContain("func ValidateIbans(input string) (string, error) {");
    const java = ask("Write a Java program that sorts employees");
    expect(java).toContain('"sorts employees" in Java');
    expect(java).not.toContain("```");
  });

  it("never names a function with a reserved word alone", () => {
    expect(codeIn(codeSkeleton("Write a function to delete", "javascript", seededRandom(1)), "javascript")).toContain("function deleteItems(input)");
  });
});
