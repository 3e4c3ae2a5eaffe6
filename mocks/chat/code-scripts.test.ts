import { execFileSync, spawnSync } from "node:child_process";
import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { codeScriptReply, SCRIPT_TASKS, scriptTaskOf, type ScriptLanguage, type ScriptTask, type ScriptTaskId } from "./code-scripts.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);

/** The code of the reply's first fenced block in `fence`, or undefined. */
const codeIn = (reply: string, fence: string): string | undefined => new RegExp("```" + fence + "\\n([\\s\\S]*?)\\n```").exec(reply)?.[1];

/** What the generic sketch used to answer every script with: a counter, a moving average, a log line counter. */
const UNRELATED = /\bcount_\w+\(|\bcount[A-Z]\w*\(|moving_average|Counter\(item|lines in \$file|withRetry\(\(\) => fetch\("\/api/;

/** How each task is asked for, and the language it is answered in. */
const ASKS: readonly [ScriptTaskId, string, ScriptLanguage][] = [
  ["backup-folder", "Write a bash script that backs up a folder", "bash"],
  ["rename-extension", "Write a bash script that renames all .txt files to .md", "bash"],
  ["download-page", "Write a Python script to download a web page", "python"],
  ["csv-to-json", "Convert CSV to JSON in Python", "python"],
  ["csv-read-write", "How do I read a CSV file in Python?", "python"],
  ["parse-json", "Parse JSON in JavaScript", "javascript"],
  ["rest-api", "How do I call a REST API in Python?", "python"],
  ["duplicate-files", "Write a script to find duplicate files", "python"],
  ["resize-images", "Resize images with Python", "python"],
  ["count-words-file", "Write a function to count words in a file in Python", "python"],
  ["watch-folder", "Watch a folder for changes in Node", "javascript"],
  ["send-email", "Send an email with Python", "python"],
  ["http-server", "Write a simple HTTP server in Node", "javascript"],
  ["debounce", "Write a debounce function", "javascript"],
  ["throttle", "Implement throttle in TypeScript", "typescript"],
  ["deep-clone", "How do I deep clone an object in JavaScript?", "javascript"],
  ["flatten-array", "Flatten a nested list in Python", "python"],
  ["sort-by-key", "Sort an array of objects by a key", "javascript"],
  ["read-file-lines", "Read a file line by line in Python", "python"],
  ["environment-variables", "How do I read environment variables in Node?", "javascript"],
  ["command-line-arguments", "Parse command-line arguments in Python", "python"],
  ["cron-job", "How do I set up a cron job to run a script every day?", "bash"],
  ["retry-backoff", "Write a retry function with exponential backoff", "javascript"],
  ["stopwatch", "Write a stopwatch in Python", "python"],
  ["random-password", "Generate a random password in Python", "python"],
  ["validate-phone", "Validate a phone number in JavaScript", "javascript"],
  ["merge-objects", "Merge two objects in JavaScript", "javascript"],
];

const TASKS = Object.entries(SCRIPT_TASKS) as [ScriptTaskId, ScriptTask][];
const SNIPPETS = TASKS.flatMap(([id, task]) => (Object.entries(task.snippets) as [ScriptLanguage, readonly [string, string]][]).map(([language, [code, explain]]) => ({ id, language, code, explain })));

describe("the everyday scripts people ask for", () => {
  it("backs up a folder with a dated tar archive, not a line counter", () => {
    const reply = ask("Write a bash script that backs up a folder");
    const code = codeIn(reply, "bash");
    expect(code, reply).toBeDefined();
    expect(code).toMatch(/^#!\/usr\/bin\/env bash\n(?:#.*\n)?set -euo pipefail$/m);
    expect(code).toMatch(/tar -czf "\$archive"/);
    expect(code).toMatch(/\$\(date \+%Y-%m-%d/);
    expect(reply).toMatch(/```\n\n\S[^`]*\btar\b/);
    expect(reply).not.toMatch(UNRELATED);
    expect(reply).not.toMatch(/backs and folder|\.\/backs\//);
  });

  it("renames files by extension with ${f%.txt}.md, and with the extensions the prompt names", () => {
    const code = codeIn(ask("Write a bash script that renames all .txt files to .md"), "bash");
    expect(code).toMatch(/for f in \*\.txt; do/);
    expect(code).toContain('mv -n -- "$f" "${f%.txt}.md"');
    const jpeg = codeIn(ask("Rename .jpeg files to .jpg with a bash script"), "bash");
    expect(jpeg).toContain('"${f%.jpeg}.jpg"');
    expect(codeIn(ask("Write a Python script that renames .log files to .txt"), "python")).toMatch(/glob\("\*\.log"\)[\s\S]*with_suffix\("\.txt"\)/);
  });

  it("downloads a web page with urllib and saves it, not a Counter", () => {
    const reply = ask("Write a Python script to download a web page");
    const code = codeIn(reply, "python");
    expect(code, reply).toMatch(/^import urllib\.request$/m);
    expect(code).toMatch(/urllib\.request\.urlopen\(request, timeout=30\)/);
    expect(code).toMatch(/open\("page\.html", "wb"\)/);
    expect(reply).not.toMatch(UNRELATED);
  });

  it.each(ASKS)("%s: %s", (id, prompt, language) => {
    expect(scriptTaskOf(prompt)).toBe(id);
    const reply = ask(prompt);
    expect(codeIn(reply, language), reply).toBe((SCRIPT_TASKS[id] as ScriptTask).snippets[language]![0].replaceAll("{from}", "txt").replaceAll("{to}", "md"));
    expect(reply).not.toMatch(UNRELATED);
  });

  it("answers every task in each language it has, named in the prompt", () => {
    for (const { id, language, code } of SNIPPETS) {
      const asked = ASKS.find(([task]) => task === id)![1].replace(/\b(?:in|with)\s+(?:Python|JavaScript|TypeScript|Node)\b|\b(?:bash|Python)\b/g, "").trim();
      const prompt = `${asked} in ${language === "bash" ? "Bash" : language === "python" ? "Python" : language === "javascript" ? "JavaScript" : "TypeScript"}`;
      const reply = codeScriptReply(prompt, seededRandom(3));
      expect(reply && codeIn(reply, language), `${id} ${language}: ${prompt}`).toBe(code.replaceAll("{from}", "txt").replaceAll("{to}", "md"));
    }
  });

  it("has a snippet in each task's own language, and one to three sentences on how each works", () => {
    for (const [id, task] of TASKS) expect(task.snippets[task.prefers], id).toBeDefined();
    for (const { id, language, explain } of SNIPPETS) {
      const sentences = explain.split(/(?<=[.!?])\s+(?=[A-Z`(])/);
      expect(sentences.length, `${id} ${language}: ${explain}`).toBeGreaterThanOrEqual(1);
      expect(sentences.length, `${id} ${language}: ${explain}`).toBeLessThanOrEqual(3);
    }
  });
});

describe("the snippets' syntax", () => {
  it("parses every JavaScript and TypeScript snippet", () => {
    for (const { id, language, code } of SNIPPETS.filter((s) => s.language === "javascript" || s.language === "typescript")) {
      expect(() => transformSync(code.replaceAll("{from}", "txt").replaceAll("{to}", "md"), { loader: language === "typescript" ? "ts" : "js", format: "esm", target: "es2022" }), `${id} ${language}`).not.toThrow();
    }
  });

  it("writes Python with its imports first, four-space indents and balanced brackets", () => {
    for (const { id, code } of SNIPPETS.filter((s) => s.language === "python")) {
      const lines = code.split("\n");
      expect(lines.some((line) => line.includes("\t")), id).toBe(false);
      for (const line of lines) expect((/^ */.exec(line)![0].length % 4), `${id}: ${line}`).toBe(0);
      const firstCode = lines.findIndex((line) => line !== "" && !/^(?:import |from \S+ import |#)/.test(line));
      expect(lines.slice(firstCode).some((line) => /^(?:import |from \S+ import )/.test(line)), `${id}: an import after the code`).toBe(false);
      const stripped = code.replace(/"[^"\n]*"|'[^'\n]*'|#.*$/gm, "");
      for (const [open, close] of [["(", ")"], ["[", "]"], ["{", "}"]] as const) expect(stripped.split(open).length, `${id} ${open}${close}`).toBe(stripped.split(close).length);
    }
  });

  it("compiles every Python snippet where Python is installed", () => {
    if (spawnSync("python3", ["--version"]).status !== 0) return;
    const sources = SNIPPETS.filter((s) => s.language === "python").map(({ id, code }) => [id, code.replaceAll("{from}", "txt").replaceAll("{to}", "md")]);
    const failures = execFileSync("python3", ["-c", "import json,sys\nfor name, code in json.load(sys.stdin):\n    try: compile(code, name, 'exec')\n    except SyntaxError as e: print(name, e)"], { input: JSON.stringify(sources), encoding: "utf8" });
    expect(failures).toBe("");
  });

  it("writes Bash scripts with a shebang and strict mode, closing each loop, test and case", () => {
    const hasBash = spawnSync("bash", ["--version"]).status === 0;
    for (const { id, code } of SNIPPETS.filter((s) => s.language === "bash")) {
      if (code.startsWith("#!")) expect(code, id).toMatch(/^#!\/usr\/bin\/env bash\n(?:#.*\n)?set -euo pipefail$/m);
      const count = (word: string) => (code.match(new RegExp(`(?:^|[\\s;])${word}(?=[\\s;]|$)`, "gm")) ?? []).length;
      expect(count("do"), `${id} do/done`).toBe(count("done"));
      expect(count("case"), `${id} case/esac`).toBe(count("esac"));
      expect(count("if"), `${id} if/fi`).toBe(count("fi"));
      if (hasBash) expect(spawnSync("bash", ["-n"], { input: code.replaceAll("{from}", "txt").replaceAll("{to}", "md") }).status, id).toBe(0);
    }
  });
});

describe("what the table leaves to others", () => {
  it("keeps the answers other tables give", () => {
    expect(codeIn(ask("Write a Python function to reverse a string"), "python")).toContain("return text[::-1]");
    expect(codeIn(ask("Write a JavaScript function to count the words in a string"), "javascript")).toContain("function countWords(text)");
    expect(codeIn(ask("Write FizzBuzz in Python"), "python")).toContain("def fizzbuzz(");
    expect(codeIn(ask("Remove duplicates from an array in JavaScript"), "javascript")).toContain("[...new Set(items)]");
    expect(codeIn(ask("Write a SQL query to find the top 5 customers by revenue"), "sql")).toMatch(/SUM\(o\.amount\)/);
    expect(ask("Write a regex to validate an email")).toContain("const EMAIL = ");
    expect(codeIn(ask("Write a React component for a todo list"), "jsx")).toMatch(/useState\(\[\]\)/);
  });

  it("answers a question about a thing, or a task outside code, without a script", () => {
    for (const prompt of ["What is exponential backoff?", "How do I back up my phone?", "Sort these names by length: Bob, Alexandra, Tim", "Parse this JSON: {\"a\": 1}"]) {
      expect(scriptTaskOf(prompt), prompt).toBeUndefined();
    }
    expect(ask("How do I back up my phone?")).not.toContain("```");
  });

  it("leaves a language the task has no snippet in to the skeleton", () => {
    expect(codeScriptReply("Write a cron job in Python", seededRandom(1))).toBeUndefined();
    expect(codeScriptReply("Write a debounce function in Rust", seededRandom(1))).toBeUndefined();
  });
});
