/**
 * Explanations of tech concepts and their follow-ups, as a good model answers them: Kubernetes
 * explained as itself (not as Docker), the architecture and AI building blocks developers ask about
 * (CDNs, message queues, WebSockets, serverless, embeddings, vector databases, RAG, fine-tuning),
 * "Give me an example" after an explanation answered with its example rather than a code skeleton,
 * and how many legs a common animal has.
 */
import { describe, expect, it } from "vitest";
import { lastReply } from "../../test/support/chat-turns.ts";

describe("tech concepts explained", () => {
  it.each(["Explain Kubernetes", "How does Kubernetes work", "what is k8s", "Can you explain kubernetes?"])("%s explains Kubernetes, not Docker", (prompt) => {
    const reply = lastReply(undefined, prompt);
    expect(reply).toMatch(/^\*\*Kubernetes\*\* \(K8s\)/);
    expect(reply).toContain("**Pod**");
  });

  it("keeps Docker's answer for containers", () => {
    expect(lastReply(undefined, "How do containers work?")).toMatch(/^Docker packages an application/);
  });

  it.each([
    ["What is a CDN?", /\*\*CDN\*\* \(content delivery network\)/, /edge server/],
    ["How does a CDN work?", /\*\*CDN\*\* \(content delivery network\)/, /cache hit/],
    ["what is a message queue", /\*\*message queue\*\*/, /dead-letter queue/],
    ["How do message queues work?", /\*\*message queue\*\*/, /idempotent/],
    ["What are WebSockets?", /\*\*WebSockets\*\*/, /101 Switching Protocols/],
    ["explain websockets", /\*\*WebSockets\*\*/, /new WebSocket\(/],
    ["What is serverless?", /\*\*Serverless\*\*/, /cold starts/],
    ["What is a vector database?", /\*\*vector database\*\*/, /nearest-neighbour/],
    ["Explain embeddings", /\*\*embedding\*\*/, /cosine similarity/],
    ["What is RAG?", /\*\*RAG\*\* \(retrieval-augmented generation\)/, /\*\*Retrieve\*\*/],
    ["How does retrieval augmented generation work", /\*\*RAG\*\*/, /vector database/],
    ["What is fine-tuning?", /\*\*Fine-tuning\*\*/, /LoRA/],
    ["can you explain fine tuning", /\*\*Fine-tuning\*\*/, /RAG/],
  ])("%s gets a structured explanation", (prompt, lead, detail) => {
    const reply = lastReply(undefined, prompt);
    expect(reply).toMatch(lead);
    expect(reply).toMatch(detail);
    expect(reply).toMatch(/\*\*Example:\*\*/);
    expect(reply).toMatch(/\*\*When to use/);
  });

  it("keeps follow-ups working on the new answers", () => {
    expect(lastReply(undefined, "What is a CDN?", "ELI5")).toMatch(/simple version/i);
    expect(lastReply(undefined, "What is RAG?", "Make it shorter")).toMatch(/shorter version/i);
  });
});

describe("an example asked for after an explanation", () => {
  it.each([
    ["What is a CDN?", "Give me an example", /^Here's a concrete example of a CDN: a site hosted in Virginia/],
    ["Explain RAG", "Can you give me a real-world example?", /^Here's a concrete example of RAG: an internal assistant/],
    ["What is a message queue?", "example?", /^Here's a concrete example of a message queue: when a user signs up/],
    ["Explain REST APIs", "Give me a real-world example", /^Here's an example of REST APIs:\n\n```javascript\nconst res = await fetch/],
  ])("%s, then %s: the example, not a code skeleton", (first, followUp, expected) => {
    const reply = lastReply(undefined, first, followUp);
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(/skeleton/);
  });

  it("keeps a known example in a language", () => {
    expect(lastReply(undefined, "Explain recursion", "Give me an example")).toMatch(/def factorial/);
  });
});

describe("alternatives and why it matters, asked or followed up", () => {
  it.each([
    [["Explain microservices", "What are the alternatives to microservices?"], /^The main alternatives to microservices/, /modular monolith/],
    [["Explain microservices", "alternatives?"], /^The main alternatives to microservices/, /modular monolith/],
    [["alternatives to kubernetes"], /^Alternatives to Kubernetes/, /Cloud Run/],
    [["what can I use instead of websockets"], /^Alternatives to WebSockets/, /Server-Sent Events/],
    [["What are the alternatives to RAG?"], /^The main alternatives to RAG/, /Fine-tuning/],
    [["What is RAG?", "Why is it important?"], /^RAG matters because/, /hallucinations/],
    [["Explain REST APIs", "Why is it important?"], /^REST APIs matter because/, /stateless/i],
    [["why is kubernetes important"], /^Kubernetes matters because/, /Self-healing/],
    [["why use a CDN"], /^CDNs matter because/, /latency/],
    [["why do we need message queues"], /^Message queues matter because/, /decouple/],
    [["What is serverless good for?"], /^Serverless matters because/, /cold starts/],
  ])("%j", (prompts, lead, detail) => {
    const reply = lastReply(undefined, ...prompts);
    expect(reply).toMatch(lead);
    expect(reply).toMatch(detail);
  });
});

describe("how many legs an animal has", () => {
  it.each([
    ["How many legs does an ant have?", /^An ant has \*\*6\*\* legs/],
    ["how many legs do ants have", /^An ant has \*\*6\*\* legs/],
    ["How many legs does a bee have", /^A bee has \*\*6\*\* legs/],
    ["How many legs does a dog have?", /^A dog has \*\*4\*\* legs/],
    ["How many legs does a crab have?", /^A crab has \*\*10\*\* legs/],
    ["How many legs does a centipede have?", /30 to over 350/],
    ["How many arms does an octopus have?", /\*\*8\*\* arms/],
    ["How many stomachs does a cow have?", /one stomach with four compartments/],
    ["How many legs does a spider have?", /^A spider has \*\*8\*\* legs/],
  ])("%s", (prompt, expected) => {
    expect(lastReply(undefined, prompt)).toMatch(expected);
  });
});
