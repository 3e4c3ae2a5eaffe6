import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { listReply } from "./lists.ts";

describe("lists of things of a known kind", () => {
  it("lists as many members as asked, in the layout asked", () => {
    expect(listReply("List three fruits, one per line")).toBe("Apple\nBanana\nMango");
    expect(listReply("List 4 programming languages, comma-separated")).toBe("Python, JavaScript, TypeScript, Go");
    expect(listReply("Name 5 animals")).toBe("Here are five animals:\n\n1. Elephant\n2. Dolphin\n3. Red fox\n4. Owl\n5. Giraffe");
    expect(listReply("Suggest 3 movies as a bulleted list")).toBe("Here are three movies:\n\n- Inception\n- The Matrix\n- Spirited Away");
  });

  it("lists a closed kind whole and an open kind by five when no count is asked, and one for 'a'", () => {
    expect(listReply("Give me a list of planets")?.split("\n").filter((line) => /^\d+\. /.test(line))).toHaveLength(8);
    expect(listReply("List the days of the week")).toContain("7. Sunday");
    expect(listReply("What are some vegetables?")).toMatch(/^Here are five vegetables:\n\n1\. Carrot\n(?:.*\n){3}5\. Zucchini$/);
    expect(listReply("Name a fruit")).toBe("Apple.");
  });

  it("lists healthy snacks, a list health and diet apps demo", () => {
    expect(listReply("Give me a list of 5 healthy snacks")).toMatch(/^Here are five healthy snacks:\n\n1\. Greek yogurt with berries\n(?:\d\. .+\n){3}5\. .+$/);
  });

  it("leaves other prompts to other replies", () => {
    for (const prompt of ["Tell me about fruits", "What are the best practices for caching?", "List some ideas for dinner", "Why do cats purr?", "x".repeat(400)]) {
      expect(listReply(prompt), prompt).toBeUndefined();
    }
  });

  it("answers through the mock, and a stop at the newline leaves the first item", async () => {
    const mock = testMock();
    const ask = (extra: Record<string, unknown>) =>
      mock.call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "List three fruits, one per line" }], ...extra } });
    expect((await ask({})).body.choices[0].message.content).toBe("Apple\nBanana\nMango");
    const stopped = (await ask({ stop: ["\n"] })).body.choices[0];
    expect([stopped.message.content, stopped.finish_reason]).toEqual(["Apple", "stop"]);
  });
});
