import { describe, expect, it } from "vitest";
import { withTicketCategory } from "./ticket-categories.ts";

const SCHEMA = {
  type: "object",
  properties: { category: { type: "string" }, confidence: { type: "number", minimum: 0, maximum: 1 }, reason: { type: "string" } },
  required: ["category", "confidence", "reason"],
};
const accept = () => true;
const filler = { category: "Double charge", confidence: 0.59, reason: "Most of the value comes from details." };

describe("withTicketCategory: a support ticket's free-text category is the queue its words cue", () => {
  it("files a ticket about an invoice's charge under Billing, sure of two cue words, saying why", () => {
    expect(withTicketCategory(filler, "Classify this support ticket into a category, as JSON: My invoice shows a double charge for March.", accept, SCHEMA)).toEqual({
      category: "Billing",
      confidence: 0.95,
      reason: 'The ticket mentions "invoice" and "charge", which point to billing.',
    });
  });

  it.each([
    ["Categorize this support ticket: The app crashes every time I open settings.", "Technical"],
    ["Classify this customer message: I am locked out of my account after resetting my password.", "Account"],
    ["Classify this ticket: My package never arrived and the tracking shows nothing.", "Shipping"],
  ])("files %j under %s", (prompt, queue) => {
    expect((withTicketCategory(filler, prompt, accept, SCHEMA) as { category: string }).category).toBe(queue);
  });

  it("leaves an enum's label, a ticket with no cue word, another kind of text and what the schema refuses as they are", () => {
    const enumSchema = { ...SCHEMA, properties: { ...SCHEMA.properties, category: { type: "string", enum: ["a", "b"] } } };
    expect(withTicketCategory(filler, "Classify this ticket: My invoice is wrong.", accept, enumSchema)).toBe(filler);
    expect(withTicketCategory(filler, "Classify this ticket: Hello, I would like to say hi.", accept, SCHEMA)).toBe(filler);
    expect(withTicketCategory(filler, "Classify this movie plot: A heist goes wrong and the invoice is lost.", accept, SCHEMA)).toBe(filler);
    expect(withTicketCategory(filler, "Classify this ticket: My invoice is wrong.", () => false, SCHEMA)).toBe(filler);
  });
});
