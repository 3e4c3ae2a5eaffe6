/**
 * A snapshot of the chat's replies, to make the chat faster without changing what it says:
 * `npm run reply-snapshot -- record` before a change, `npm run reply-snapshot -- check` after.
 *
 * The prompts are every text of the repository's tests (their string literals, read with the
 * TypeScript parser), each alone and after two system messages (a support bot's, a dated one),
 * and 3,000 of the bench's varied conversations: about 60,000 replies, a hash of each kept in
 * the snapshot (reports/reply-snapshot.json, not committed). `check` names the first prompts whose
 * reply changed and exits 1. It also prints the CPU per reply, a rough figure beside the bench's.
 * This session's chat speed-ups (docs/performance.md) were each checked so.
 */
import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { composeReply } from "../mocks/chat/reply.ts";
import { knownReply } from "../mocks/chat/known-replies.ts";
import type { ChatMessage } from "../mocks/chat/tokens.ts";
import { seededRandom } from "../mocks/data/random.ts";
import { variedChatBodies } from "./bench/prompts.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const SNAPSHOT = `${ROOT}reports/reply-snapshot.json`;
/** The mock's clock for every reply: dates and ages are the clock's. */
const NOW = Date.UTC(2026, 5, 1, 12);
const SYSTEMS = [undefined, "You are the support assistant for Acme Bank. Be friendly.", "You are a helpful assistant. Today's date is 2026-03-14."];

function testTexts(): string[] {
  const files = execFileSync("git", ["ls-files", "*.test.ts", "test/**/*.ts"], { cwd: ROOT, encoding: "utf8" }).trim().split("\n");
  const texts = new Set<string>();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(ROOT + file, "utf8"), ts.ScriptTarget.Latest, false);
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.length >= 2 && node.text.length <= 4000 && /[a-z]/i.test(node.text)) texts.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...texts];
}

function conversations(): ChatMessage[][] {
  const all: ChatMessage[][] = [];
  for (const text of testTexts()) for (const system of SYSTEMS) all.push(system === undefined ? [{ role: "user", content: text }] : [{ role: "system", content: system }, { role: "user", content: text }]);
  for (const body of variedChatBodies(3_000, 11)) all.push((JSON.parse(body) as { messages: ChatMessage[] }).messages);
  return all;
}

const mode = process.argv[2];
if (mode !== "record" && mode !== "check") {
  console.error("reply-snapshot: say record or check (npm run reply-snapshot -- record)");
  process.exit(2);
}
const cases = conversations();
const started = process.cpuUsage();
const hashes = cases.map((messages, i) => {
  let reply: string;
  try {
    reply = composeReply(messages, seededRandom(i), knownReply, undefined, NOW);
  } catch (error) {
    reply = `threw ${String((error as Error).message)}`;
  }
  return createHash("sha1").update(reply).digest("base64").slice(0, 12);
});
const spent = process.cpuUsage(started);
console.log(`${cases.length} replies, ${((spent.user + spent.system) / cases.length).toFixed(1)} µs of CPU each`);
if (mode === "record") {
  mkdirSync(`${ROOT}reports`, { recursive: true });
  writeFileSync(SNAPSHOT, JSON.stringify(hashes));
  console.log(`recorded in ${SNAPSHOT}`);
} else {
  const recorded = JSON.parse(readFileSync(SNAPSHOT, "utf8")) as string[];
  if (recorded.length !== hashes.length) {
    console.error(`the snapshot has ${recorded.length} replies and the prompts now make ${hashes.length}: record it again from the unchanged code`);
    process.exit(1);
  }
  const changed = hashes.flatMap((hash, i) => (hash === recorded[i] ? [] : [i]));
  for (const i of changed.slice(0, 15)) {
    const messages = cases[i]!;
    console.log(`changed: ${JSON.stringify(String(messages[messages.length - 1]?.content).slice(0, 160))}${messages.length > 1 ? ` (after ${JSON.stringify(String(messages[0]?.content).slice(0, 40))})` : ""}`);
  }
  console.log(changed.length === 0 ? "every reply is the same" : `${changed.length} replies changed`);
  process.exitCode = changed.length === 0 ? 0 : 1;
}
