import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { CONTEXT_CUES, groundedReply, promptGroundedReply, systemGroundedReply } from "./grounded.ts";

/** LangChain's RAG tutorial prompt (rlm/rag-prompt), filled. */
const RAG = (question: string, context: string) =>
  `You are an assistant for question-answering tasks. Use the following pieces of retrieved context to answer the question. If you don't know the answer, just say that you don't know. Use three sentences maximum and keep the answer concise.\nQuestion: ${question}\nContext: ${context}\nAnswer:`;
const CONTEXT =
  "Task decomposition is the process of breaking a complicated task into smaller, simpler steps. Chain of thought prompting asks the model to think step by step. The agent keeps a memory of past actions. Tools extend what the agent can do.";

describe("a question over retrieved context is answered from the context", () => {
  it("answers with the context's sentences that share most words with the question (LangChain's RAG tutorial)", () => {
    expect(groundedReply([], RAG("What is Task Decomposition?", CONTEXT))).toBe("Task decomposition is the process of breaking a complicated task into smaller, simpler steps.");
  });

  it("says it does not know when the context says nothing of the question", () => {
    expect(groundedReply([], RAG("Who won the 1998 World Cup?", CONTEXT))).toBe("I don't know: the context provided does not say.");
  });

  it("reads the context from the system prompt and the question from the user's message", () => {
    const messages = [
      { role: "system", content: `Answer using only these documents.\n\nContext:\n${CONTEXT}` },
      { role: "user", content: "What does the agent keep?" },
    ];
    expect(groundedReply(messages, "What does the agent keep?")).toBe("The agent keeps a memory of past actions.");
  });

  it("leaves small talk under a documents prompt to the other replies", () => {
    const system = { role: "system", content: `Answer using only these documents.\n\nContext:\n${CONTEXT}` };
    for (const prompt of ["Thanks!", "Hi, who are you?"]) expect(groundedReply([system, { role: "user", content: prompt }], prompt)).toBeUndefined();
  });

  it("reads a system prompt's context only when the user's message gives none of its own", () => {
    const system = { role: "system", content: `Answer using only these documents.\n\nContext:\n${CONTEXT}` };
    const own = `Context: ${CONTEXT.replace("agent", "robot")}`;
    expect(systemGroundedReply([system, { role: "user", content: own }], own)).toBeUndefined();
    expect(groundedReply([system, { role: "user", content: own }], own)).toBeUndefined();
    expect(promptGroundedReply("What does the agent keep?")).toBeUndefined();
    expect(systemGroundedReply([system, { role: "user", content: "What does the agent keep?" }], "What does the agent keep?")).toBe("The agent keeps a memory of past actions.");
  });

  it("finds a prompt's context after a word of CONTEXT_CUES, in any case", () => {
    for (const prompt of [RAG("What is Task Decomposition?", CONTEXT), `<Documents>${CONTEXT}</Documents>\nQuestion: What does the agent keep?`, `EXCERPTS: ${CONTEXT}\nQ: What extends the agent?`]) {
      expect(promptGroundedReply(prompt), prompt).toBeDefined();
      expect(CONTEXT_CUES.some((cue) => prompt.toLowerCase().includes(cue)), prompt).toBe(true);
    }
  });

  it("leaves prompts without a context to the other replies", () => {
    expect(groundedReply([], "What is task decomposition?")).toBeUndefined();
    expect(groundedReply([], "Context: short\nQuestion: what?")).toBeUndefined();
  });

  it("answers through the mock", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: RAG("What is Task Decomposition?", CONTEXT) }] },
    });
    expect(result.body.choices[0].message.content).toMatch(/^Task decomposition is the process/);
  });
});
