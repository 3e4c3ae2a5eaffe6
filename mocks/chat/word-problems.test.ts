/**
 * Word problems worked as a tutor works them: the working, then the answer bold, every number
 * computed from the prompt's.
 */
import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { wordProblemReply } from "./word-problems.ts";

/** The chat's reply through the whole chain. */
const reply = (prompt: string) => composeReply([{ role: "user", content: prompt }], seededRandom(1), knownReply, undefined, Date.UTC(2026, 11, 7, 12));

describe("distance, time and speed", () => {
  it("works out the distance from a speed and the time between two clock times", () => {
    expect(reply("If a train leaves at 3pm going 60 mph, how far has it gone by 5:30pm?")).toBe(
      "From 3:00 pm to 5:30 pm is 2.5 hours.\n\nDistance = speed × time = 60 mph × 2.5 h = **150 miles**.",
    );
    expect(wordProblemReply("A cyclist rides at 18 km/h for 2 hours and 20 minutes. How far does she go?")).toBe("Distance = speed × time = 18 km/h × 2 h 20 min = **42 km**.");
    // Past midnight: 11pm to 1:30am is two and a half hours.
    expect(wordProblemReply("A bus leaves at 11pm at 40 mph. How far has it gone by 1:30am?")).toContain("= **100 miles**");
  });

  it("works out the time, the arrival and the average speed", () => {
    expect(reply("How long does it take to drive 150 miles at 60 mph?")).toBe("Time = distance ÷ speed = 150 miles ÷ 60 mph = **2.5 hours (2 hours 30 minutes)**.");
    expect(wordProblemReply("A train leaves at 2pm traveling 80 km/h. When will it arrive if the trip is 200 km?")).toContain("so it arrives at **4:30 pm**");
    expect(wordProblemReply("A car travels 300 km in 4 hours. What is its average speed?")).toBe("Speed = distance ÷ time = 300 km ÷ 4 h = **75 km/h**.");
  });
});

describe("money", () => {
  it("adds a tip and splits the bill", () => {
    expect(reply("What's an 18% tip on $84 split 3 ways?")).toBe("- Tip: 18% × $84.00 = $15.12\n- Total: $84.00 + $15.12 = $99.12\n- Each person's share (3 ways): $99.12 ÷ 3 = **$33.04**");
    expect(wordProblemReply("How much is a 20% tip on a £45 bill?")).toBe("- Tip: 20% × £45.00 = £9.00\n- Total: £45.00 + £9.00 = **£54.00**");
    expect(wordProblemReply("Split a $120 bill between 4 people")).toBe("- Each person's share (4 ways): $120.00 ÷ 4 = **$30.00**");
    expect(wordProblemReply("Calculate the tip: 15% on $60")).toContain("**$69.00**");
    expect(wordProblemReply("My bill is $45.50, what's a 15% tip?")).toBe("- Tip: 15% × $45.50 = $6.83\n- Total: $45.50 + $6.83 = **$52.33**");
  });

  it("takes a discount off a price", () => {
    expect(reply("What is 30% off $120?")).toBe("- Discount: 30% × $120.00 = $36.00\n- Sale price: $120.00 − $36.00 = **$84.00**");
    expect(wordProblemReply("A jacket costs €80 and is 25% off. What's the sale price?")).toContain("**€60.00**");
  });

  it("works out simple and compound interest", () => {
    expect(reply("$1,000 at 5% for 3 years compounded annually")).toBe(
      "Compounded annually: A = P × (1 + r/n)^(n × t) = $1,000.00 × (1 + 0.05)^3 = **$1,157.63**, of which $157.63 is interest.",
    );
    expect(wordProblemReply("What is the simple interest on $500 at 4% for 2 years?")).toBe("Simple interest: I = P × r × t = $500.00 × 0.04 × 2 = **$40.00**, so after 2 years you have $540.00.");
    expect(wordProblemReply("$2,000 at 6% compounded monthly for 5 years, what's the compound interest?")).toContain("(1 + 0.06/12)^60 = **$2,697.70**, of which $697.70 is interest");
    // Neither said: both.
    const both = wordProblemReply("If I invest $1,000 at 5% interest for 3 years, how much will I have?");
    expect(both).toContain("**$150.00**");
    expect(both).toContain("**$1,157.63**");
  });

  it("works out a unit price, the better deal and a scaled price", () => {
    expect(reply("$4.50 for 3 pounds, what's the price per pound?")).toBe("$4.50 ÷ 3 pounds = **$1.50 per pound**.");
    expect(wordProblemReply("Which is a better deal: $4.50 for 3 pounds or $6 for 5 pounds?")).toMatch(/The better deal is \*\*\$6\.00 for 5 pounds\*\* \(\$1\.20 per pound\)\.$/);
    expect(wordProblemReply("If 3 pounds cost $4.50, how much would 7 pounds cost?")).toBe("$4.50 ÷ 3 pounds = $1.50 per pound, so 7 pounds cost 7 × $1.50 = **$10.50**.");
    expect(wordProblemReply("What's the price per unit if 12 eggs cost €3.60?")).toBe("€3.60 ÷ 12 eggs = **€0.30 per egg**.");
  });
});

describe("percentages and workers", () => {
  it("works out a percentage increase or decrease", () => {
    expect(reply("What's the percentage increase from 80 to 100?")).toBe("Change: 100 − 80 = 20\n\nAs a share of the starting value: 20 ÷ 80 × 100 = **25% increase**.");
    expect(wordProblemReply("The price went from $120 to $90. What is the percent decrease?")).toContain("$30.00 ÷ $120.00 × 100 = **25% decrease**");
  });

  it("shares a job among more or fewer workers (inverse proportion)", () => {
    expect(reply("If 3 workers take 6 hours to build a wall, how long would 2 workers take?")).toBe(
      "The job is 3 workers × 6 hours = 18 worker-hours of work. Shared by 2 workers: 18 ÷ 2 = **9 hours** (assuming they all work at the same rate).",
    );
    expect(wordProblemReply("If 6 painters can paint a house in 4 days, how long would it take 8 painters?")).toContain("24 ÷ 8 = **3 days**");
    expect(wordProblemReply("If 4 machines make 100 widgets in 5 hours, how long for 2 machines?")).toContain("20 ÷ 2 = **10 hours**");
    // A new job as well as a new crew is another sum.
    expect(wordProblemReply("If 4 machines make 100 widgets in 5 hours, how long would 2 machines take to make 200 widgets?")).toBeUndefined();
  });

  it("leaves bare sums, percentages, equations and other prompts to their modules", () => {
    expect(wordProblemReply("What is 15% of 240?")).toBeUndefined();
    expect(reply("What is 15% of 240?")).toBe("15% of 240 is 36.");
    expect(wordProblemReply("Solve 2x + 3 = 11")).toBeUndefined();
    expect(wordProblemReply("Give me 5 tips for better sleep")).toBeUndefined();
    expect(wordProblemReply("Write a poem for my 3 cats")).toBeUndefined();
    // A task that mentions the numbers asks for text or code, not the sum worked.
    expect(wordProblemReply("Write a product description for a $20 mug at 25% off")).toBeUndefined();
    expect(wordProblemReply("Write a Python function for $1,000 at 5% compound interest for 3 years")).toBeUndefined();
  });
});
