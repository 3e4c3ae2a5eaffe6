import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { plotReply } from "./plots.ts";

describe("the plot of a famous work", () => {
  it("tells the plot of the work asked about, however the summary is asked for", () => {
    const hamlet = plotReply("Summarize the plot of Hamlet")!;
    expect(hamlet).toMatch(/^\*\*Hamlet\*\*: Prince Hamlet of Denmark .+Claudius.+Ophelia.+\.$/);
    expect(plotReply("What is the plot of Shakespeare's Hamlet?")).toBe(hamlet);
    expect(plotReply("Give me a short summary of Romeo and Juliet")).toMatch(/^\*\*Romeo and Juliet\*\*: In Verona/);
    expect(plotReply("What happens in 1984 by George Orwell?")).toMatch(/^\*\*1984\*\*: .+Big Brother/);
    // The openapi-fetch client's test asks for two sentences.
    expect(plotReply("Summarise the plot of Hamlet in two sentences.")).toBe(hamlet.split(". ").slice(0, 2).join(". ") + ".");
    expect(plotReply("Summarize Pride and Prejudice in one sentence")).toMatch(/^\*\*Pride and Prejudice\*\*: Elizabeth Bennet, .+ Mr\. Darcy, while .+Mr\. Bingley\.$/);
  });

  it("leaves other works and other summaries to the other replies", () => {
    expect(plotReply("Summarize the plot of my novel")).toBeUndefined();
    expect(plotReply("Summarize this: Hamlet")).toBeUndefined();
    expect(plotReply("Who wrote Hamlet?")).toBeUndefined();
  });

  it("answers through the mock", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Summarize the plot of Hamlet" }] } });
    expect(result.body.choices[0].message.content).toMatch(/^\*\*Hamlet\*\*: /);
  });
});
