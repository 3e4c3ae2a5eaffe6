/**
 * Chat bodies like real traffic: every one different, of varied length and shape (a system
 * prompt or none, one to five turns, questions, code requests, lists, long pasted text), built
 * deterministically from a seed so every server of a run gets the same sequence. Not one body
 * with a counter appended: a mock can be fast on that and slow on the real thing.
 */
import { seededRandom, type Random } from "../../mocks/data/random.ts";

const SYSTEMS = [
  "You are a helpful assistant.",
  "You are a senior engineer reviewing code. Be concise and precise.",
  "Answer as a friendly tutor for high-school students.",
  "You are a support agent for an online store. Keep answers under 100 words.",
  "",
];
const ASKS = [
  "Explain {t} in simple terms.",
  "Write a {l} function that {v} {o}.",
  "What are the pros and cons of {t}?",
  "List five tips for {t}.",
  "How do I fix this error when {v} {o}: {e}",
  "Summarize the following text:\n\n{p}",
  "Compare {t} and {t2} for a team of {n} people.",
  "Translate to French: {p}",
  "Why does {t} matter for {o}?",
  "Draft a short email to my manager about {t}.",
];
const TOPICS = ["database indexing", "the French revolution", "sourdough starters", "Kubernetes operators", "React server components", "compound interest", "TCP congestion control", "photosynthesis", "GraphQL federation", "unit testing legacy code", "Rust lifetimes", "marathon training", "climate models", "OAuth device flow", "vector databases"];
const LANGUAGES = ["Python", "TypeScript", "Go", "Rust", "SQL", "Bash", "JavaScript"];
const VERBS = ["parses", "validates", "sorts", "deduplicates", "merges", "streams", "retries", "caches"];
const OBJECTS = ["CSV files", "a list of invoices", "user records", "log lines", "JSON payloads", "HTTP requests", "sensor readings"];
const ERRORS = ["TypeError: cannot read properties of undefined", "ECONNRESET", "segmentation fault (core dumped)", "deadlock detected", "413 Payload Too Large"];
const WORDS = "the a of to and in that it is for on with as was by this be are from at or an have not but they which one you were all we when there can their been has more if will would who so about out up into than them its some could only other time new".split(" ");

function fill(template: string, random: Random): string {
  return template
    .replaceAll("{t}", random.pick(TOPICS))
    .replaceAll("{t2}", random.pick(TOPICS))
    .replaceAll("{l}", random.pick(LANGUAGES))
    .replaceAll("{v}", random.pick(VERBS))
    .replaceAll("{o}", random.pick(OBJECTS))
    .replaceAll("{e}", random.pick(ERRORS))
    .replaceAll("{n}", String(random.int(2, 40)))
    .replaceAll("{p}", paragraph(random));
}

function paragraph(random: Random): string {
  const words: string[] = [];
  const length = random.chance(0.2) ? random.int(150, 600) : random.int(15, 80);
  for (let i = 0; i < length; i++) words.push(random.chance(0.15) ? random.pick(TOPICS) : random.pick(WORDS));
  return `${words.join(" ")}.`;
}

/** The `i`-th body of a run: a chat request unlike the others. */
export function variedChatBody(i: number, seed = 1): string {
  const random = seededRandom(seed * 1_000_003 + i);
  const messages: { role: string; content: string }[] = [];
  const system = random.pick(SYSTEMS);
  if (system) messages.push({ role: "system", content: system });
  const turns = random.chance(0.7) ? 1 : random.int(2, 5);
  for (let turn = 0; turn < turns; turn++) {
    messages.push({ role: "user", content: `${fill(random.pick(ASKS), random)} (#${i})` });
    if (turn < turns - 1) messages.push({ role: "assistant", content: paragraph(random) });
  }
  const body: Record<string, unknown> = { model: random.pick(["gpt-4o-mini", "gpt-4o", "claude-3-5-haiku", "deepseek-chat"]), messages };
  if (random.chance(0.5)) body.temperature = Math.round(random.next() * 20) / 10;
  if (random.chance(0.3)) body.max_tokens = random.int(16, 512);
  return JSON.stringify(body);
}

/** `count` different bodies, made once before the load so the client spends nothing on them. */
export function variedChatBodies(count: number, seed = 1): string[] {
  return Array.from({ length: count }, (_, i) => variedChatBody(i, seed));
}
