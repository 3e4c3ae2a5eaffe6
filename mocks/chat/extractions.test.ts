import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { extractionReply } from "./extractions.ts";

describe("extracting values of a kind from a given text", () => {
  it.each([
    ["Extract the date from: Your appointment is confirmed for March 3, 2025 at 10am.", "March 3, 2025"],
    ["Extract the phone number from: Call us at +1 415-555-0132 today", "+1 415-555-0132"],
    ["Extract the total amount from: Your invoice total is $1,249.50, due in 30 days.", "$1,249.50"],
    ["Find all email addresses in the following text:\nContact sales@acme.com or jo.smith+x@mail.example.org for help.", "- sales@acme.com\n- jo.smith+x@mail.example.org"],
    ["Extract all URLs from: see https://example.com/docs and http://foo.bar/x?y=1.", "- https://example.com/docs\n- http://foo.bar/x?y=1"],
    ["List the people mentioned in: Jeff met Anna Smith and Carlos at the station.", "- Jeff\n- Anna Smith\n- Carlos"],
    ["Extract all dates from: We met on 2024-05-01 and again on 12 June 2024.", "- 2024-05-01\n- 12 June 2024"],
  ])("%j → the values as written in the text", (prompt, reply) => {
    expect(extractionReply(prompt)).toBe(reply);
  });

  it("says the text holds none rather than making one up", () => {
    expect(extractionReply("Find the email in: no address here, sorry")).toBe("The text has no email address.");
    expect(extractionReply("Extract all dates from: nothing scheduled yet")).toBe("The text has no dates.");
  });

  it("leaves kinds it does not know, and questions without a text, to the other replies", () => {
    expect(extractionReply("Extract the main argument from: cats are better than dogs because they are quiet")).toBeUndefined();
    expect(extractionReply("How do I extract dates from a PDF?")).toBeUndefined();
  });

  it("answers through the mock", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Extract the date from: The launch moved to October 14, 2026." }] },
    });
    expect(result.body.choices[0].message.content).toBe("October 14, 2026");
  });

  it("extracts one email address asked for in the singular", () => {
    expect(extractionReply("Extract the customer's email address from: Hi, I'm Jane (jane.doe@mail.com), my order is late.")).toBe("jane.doe@mail.com");
  });
});
