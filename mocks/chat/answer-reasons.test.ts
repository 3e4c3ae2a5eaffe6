import { describe, expect, it } from "vitest";
import { reasonsGiven, verdictReasons, whyReply } from "./answer-reasons.ts";

describe("the reasons an answer gave for its claim", () => {
  it("reads the claim before the colon and splits the reasons after it", () => {
    expect(reasonsGiven("The best time to visit Lisbon is March to May: warm days; fewer crowds. Want more?")).toEqual({
      claim: "The best time to visit Lisbon is March to May",
      reasons: ["warm days", "fewer crowds"],
    });
  });

  it("splits reasons told as clauses, and drops the bold of a name", () => {
    expect(reasonsGiven("For most beginners, the best first language is **Python**: its syntax is clean, it has a huge community, and it is used for real work.")?.reasons).toEqual([
      "its syntax is clean",
      "it has a huge community",
      "it is used for real work",
    ]);
  });

  it.each([
    "- **Performance**: fast out of the box.",
    "Let's see. The answer depends: on many things you haven't told me yet.",
    "**Example:** a loaf of bread that cost $3 costs $3.12.",
    "A good answer usually separates a few things:\n\n- The mechanism.",
    "| | TCP | UDP |\n|---|---|---|",
  ])("gives none for %j", (answer) => {
    expect(reasonsGiven(answer)).toBeUndefined();
    expect(whyReply(answer)).toBeUndefined();
  });

  it("sets the reasons out one to a line after the claim", () => {
    expect(whyReply("The best time to visit Lisbon is March to May: warm days; fewer crowds.")).toMatch(/^The best time to visit Lisbon is March to May, because:\n\n- Warm days\.\n- Fewer crowds\.\n\n/);
  });
});

describe("the reasons after a yes-or-no answer's verdict", () => {
  it("drops the bold verdict and keeps the first paragraph", () => {
    expect(verdictReasons("**No, never.** Grapes are toxic to dogs and can cause kidney failure.\n\nCall your vet.")).toBe("Grapes are toxic to dogs and can cause kidney failure.");
  });

  it.each(["No. Grapes are toxic to dogs and can cause kidney failure.", "**Grapes** are toxic to dogs and can cause kidney failure.", "**Yes.** Fine."])("gives none for %j", (answer) => {
    expect(verdictReasons(answer)).toBeUndefined();
  });
});
