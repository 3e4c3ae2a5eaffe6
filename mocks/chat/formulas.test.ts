import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { testMock } from "../../test/support/harness.ts";
import { formulaReply } from "./formulas.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);

describe("school and everyday formulas, with their letters and a worked example", () => {
  it("answers 'How do I calculate the area of a circle?' with A = πr², its letters and an example", () => {
    const reply = ask("How do I calculate the area of a circle?");
    expect(reply.split("\n")[0]).toBe("**The area of a circle**");
    expect(reply).toContain("\nA = πr²\n");
    expect(reply).toContain("- r is the radius");
    expect(reply).toContain("Example: for a circle with radius 5: A = π × 5² ≈ 78.54 square units.");
  });

  it.each([
    ["What is the area of a circle with radius 5?", "A = π × 5² ≈ 78.54"],
    ["area of a circle with diameter 10", "A = π × 5² ≈ 78.54"],
    ["What is the hypotenuse of a triangle with sides 3 and 4?", "c = √(3² + 4²) = √25 = 5."],
    ["volume of a cylinder radius 2 height 10", "V = π × 2² × 10 ≈ 125.66 cubic units"],
    ["circumference of a circle with radius 3", "C = 2 × π × 3 ≈ 18.85"],
    ["volume of a sphere with radius 2", "V = 4/3 × π × 2³ ≈ 33.51 cubic units"],
    ["area of a rectangle with length 7 and width 3", "A = 7 × 3 = 21 square units"],
    ["I weigh 70 kg and I'm 175 cm tall, what is my BMI?", "BMI = 70 / 1.75² ≈ 22.86"],
    ["quadratic formula for a = 2, b = 3, c = -2", "2x² + 3x − 2 = 0: b² − 4ac = 9 + 16 = 25, so x = (-3 ± √25) / 4, giving x = 0.5 or x = -2"],
    ["How do I calculate the volume of a room that is 4 by 5 by 2.5", "V = 4 × 5 × 2.5 = 50 cubic units"],
  ])("works %j with the prompt's own numbers", (prompt, working) => {
    const reply = ask(prompt);
    expect(reply).toContain(working);
    expect(reply).toMatch(/\nFor /);
    expect(reply).toBe(formulaReply(prompt));
  });

  it.each([
    ["How do I calculate compound interest on $1000 at 5% for 3 years?", "A = 1,000 × (1 + 0.05)^3 ≈ 1,157.63, of which 157.63 is interest", "**$1,157.63**"],
    ["simple interest on $2000 at 4% for 5 years", "I = 2,000 × 0.04 × 5 = 400, so the total is 2,400", "**$400.00**"],
    ["What is the percentage change from 80 to 60?", "(60 − 80) / 80 × 100 = -25%", "**25% decrease**"],
  ])("works %j itself, while the chat leaves a money or percentage problem to word-problems.ts, with the same figures", (prompt, working, chat) => {
    expect(formulaReply(prompt)).toContain(working);
    expect(ask(prompt)).toContain(chat);
  });

  it.each([
    ["What is the Pythagorean theorem?", "a² + b² = c²"],
    ["What is the quadratic formula?", "x = (−b ± √(b² − 4ac)) / 2a"],
    ["How do I find the slope of a line?", "m = (y₂ − y₁) / (x₂ − x₁)"],
    ["What is the distance formula?", "d = √((x₂ − x₁)² + (y₂ − y₁)²)"],
    ["How do I calculate the mean, median and mode?", "mean = sum of the values / number of values"],
    ["What is Ohm's law?", "V = I × R"],
    ["Explain F = ma", "F = m × a"],
    ["What does E = mc2 mean?", "E = mc²"],
    ["How do I calculate BMI?", "BMI = weight (kg) / height (m)²"],
    ["How do I convert Celsius to Fahrenheit?", "°F = °C × 9/5 + 32"],
    ["What is the formula for density?", "ρ = m / V"],
    ["What's the formula for the volume of a cone?", "V = (1/3)πr²h"],
    ["surface area of a cube", "SA = 6s²"],
    ["What is the area of a trapezoid?", "A = ½(a + b)h"],
  ])("answers %j with the formula and an example", (prompt, shown) => {
    const reply = ask(prompt);
    expect(reply).toContain(`\n${shown}`);
    expect(reply).toMatch(/\nExample: for /);
  });

  it("works the quadratic formula's example, x² − 5x + 6 = 0, to its two roots", () => {
    expect(ask("What is the quadratic formula?")).toContain("x² − 5x + 6 = 0: b² − 4ac = 25 − 24 = 1, so x = (5 ± √1) / 2, giving x = 3 or x = 2.");
  });

  it("gives BMI with its caveat", () => {
    expect(ask("How do I calculate BMI?")).toMatch(/rough screen: it does not tell muscle from fat/);
  });

  it.each([
    ["Solve 2x + 5 = 17", "x = 6"],
    ["convert 100 celsius to fahrenheit", "100 degrees Celsius is 212 degrees Fahrenheit."],
  ])("leaves %j to its own module", (prompt, answer) => {
    expect(ask(prompt)).toContain(answer);
    expect(ask(prompt)).not.toContain("**");
  });

  it.each(["What is the population density of Tokyo?", "Write a python function to compute the area of a circle", "What is the speed of light?", "What does mean mean?", "Tell me about the ski slopes in Aspen", "What are the pros and cons of compound interest?", "What are the benefits of compound interest?"])(
    "does not answer %j, which asks for no formula",
    (prompt) => {
      expect(formulaReply(prompt)).toBeUndefined();
    },
  );

  it("answers through the endpoint", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "What is the area of a circle with radius 5?" }] } });
    expect(result.body.choices[0].message.content).toContain("A = π × 5² ≈ 78.54");
  });
});
