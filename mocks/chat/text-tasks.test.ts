import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { sentimentOf } from "./sentiment.ts";
import { textTaskReply } from "./text-tasks.ts";

describe("tasks on a text the user gives", () => {
  it("summarises the given text by its first sentences, not by the word 'summarize'", () => {
    expect(textTaskReply("Summarize this: The quick brown fox jumps over the lazy dog. It was a sunny day.")).toBe(
      "In short: The quick brown fox jumps over the lazy dog.",
    );
    const long = `TL;DR:\n${"Our release moved to Friday because the build failed twice. ".repeat(3)}Everyone should rebase.`;
    const summary = textTaskReply(long)!;
    // A sentence the text repeats is said once: a summary does not repeat itself.
    expect(summary).toBe("In short: Our release moved to Friday because the build failed twice.");
    expect(summary.length).toBeLessThanOrEqual(260);
  });

  it.each([
    ["Classify the sentiment of: I hate waiting in line", "Negative."],
    ["What is the sentiment of this review: I love it, the battery is great", "Positive."],
    ["Analyze the sentiment:\nThe parcel arrived on Tuesday.", "Neutral."],
  ])("classifies the sentiment of the given text: %j → %s", (prompt, sentiment) => {
    expect(textTaskReply(prompt)).toBe(sentiment);
  });

  it("reads complaints as negative", () => {
    expect(sentimentOf("Support was rude and the app is useless")).toBe("negative");
  });

  it("leaves a question about summaries or sentiment without a text to the other replies", () => {
    expect(textTaskReply("How do I summarize a long document well?")).toBeUndefined();
    expect(textTaskReply("What is sentiment analysis?")).toBeUndefined();
  });

  it("answers through the mock", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Classify the sentiment of: the food was awful and cold" }] },
    });
    expect(result.body.choices[0].message.content).toBe("Negative.");
  });
});
