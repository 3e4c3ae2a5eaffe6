import { describe, expect, it } from "vitest";
import { extractTopic } from "./topic.ts";

describe("what a prompt is about", () => {
  it("takes the words that stand out, not the instruction's verbs", () => {
    expect(extractTopic("Invent a new holiday and describe its traditions.").words).toEqual(["holiday", "traditions"]);
    expect(extractTopic("Summarize the plot of Hamlet").words).toEqual(["plot", "hamlet"]);
    expect(extractTopic("Write a Python function to parse CSV files").words).toEqual(["CSV", "files"]);
  });

  it("leaves out whom an explanation is for: its subject is the topic", () => {
    expect(extractTopic("Explain recursion to a 5 year old.").words).toEqual(["recursion"]);
    expect(extractTopic("Explain quantum computing like I'm five").words).toEqual(["quantum", "computing"]);
    expect(extractTopic("Explain DNS in simple terms").words).toEqual(["DNS"]);
  });

  it("keeps words next to each other in the prompt together, as the phrase it says", () => {
    const sleep = extractTopic("Give me 3 tips for better sleep");
    expect(sleep.phrase).toBe("better sleep");
    expect(sleep.first).toBe("better sleep");
    expect(sleep.second).toBe("sleep");
    expect(extractTopic("Explain quantum computing like I'm five").phrase).toBe("quantum computing");
    expect(extractTopic("Summarize the plot of Hamlet").phrase).toBe("plot and hamlet");
  });

  it("says 'your question' when nothing stands out in a long prompt", () => {
    expect(extractTopic("Could you please tell me what you would do if it was me").phrase).toBe("your question");
  });
});
