import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { factReply } from "./facts.ts";

const reply = (prompt: string, seed = 1) => factReply(prompt, seededRandom(seed));

describe("questions whose answer is known", () => {
  it.each([
    ["What is the capital of France?", "The capital of France is Paris."],
    ["what's the capital city of japan", "The capital of Japan is Tokyo."],
    ["What is the capital of the USA?", "The capital of USA is Washington, D.C."],
    ["What is the capital of new zealand?", "The capital of New Zealand is Wellington."],
    ["What's 15% of 80?", "15% of 80 is 12."],
    ["Convert 10 km to miles", "10 kilometers is about 6.21 miles."],
    ["What is 70 F in Celsius?", "70 degrees Fahrenheit is about 21.11 degrees Celsius."],
    ["convert 100 celsius to fahrenheit", "100 degrees Celsius is 212 degrees Fahrenheit."],
    ["1 mile to km", "1 mile is about 1.61 kilometers."],
    ["Convert 2 cups to ml", "2 US cups is about 473.18 milliliters."],
    ["Convert 500 ml to cups", "500 milliliters is about 2.11 US cups."],
    ["What is the square root of 144?", "The square root of 144 is 12, since 12 × 12 = 144."],
    ["sqrt of 2", "The square root of 2 is about 1.4142."],
    ["What's the cube root of 27?", "The cube root of 27 is 3, since 3 × 3 × 3 = 27."],
  ])("answers capitals, percentages, unit conversions and roots, as tutorials ask them: %j", (prompt, answer) => {
    expect(reply(prompt)).toBe(answer);
  });

  it.each([
    ["How many minutes in 3 hours?", "There are 180 minutes in 3 hours."],
    ["How many seconds are there in a day?", "There are 86400 seconds in a day."],
    ["how many feet are in a mile", "There are 5280 feet in a mile."],
    ["How many grams in 2.5 kg?", "There are 2500 grams in 2.5 kilograms."],
    ["How many hours in a week?", "There are 168 hours in a week."],
    // Kitchen measures are US customary; ounces beside a volume are fluid ounces.
    ["How many ounces in a cup?", "There are 8 fluid ounces in a US cup."],
    ["How many teaspoons in a tablespoon?", "There are 3 teaspoons in a tablespoon."],
    ["How many tablespoons in a cup?", "There are 16 tablespoons in a US cup."],
    ["How many ml in a cup?", "There are about 236.59 milliliters in a US cup."],
    ["How many fluid ounces in a pint?", "There are 16 fluid ounces in a US pint."],
    ["How many grams in an ounce?", "There are about 28.35 grams in an ounce."],
  ])("counts one unit in another, time and kitchen measures included: %j", (prompt, answer) => {
    expect(reply(prompt)).toBe(answer);
  });

  it.each([
    ["Is 17 a prime number?", "Yes, 17 is a prime number."],
    ["Is 91 prime?", "No, 91 is not a prime number: 91 = 7 × 13."],
    ["Is 2+2 equal to 5?", "No, 2 + 2 = 4, not 5."],
    ["Does 6 * 7 equal 42?", "Yes, 6 × 7 = 42."],
    ["Is 10 even?", "Yes, 10 is even."],
    ["Is 7 greater than 3?", "Yes, 7 is greater than 3."],
    ["Is 12 divisible by 5?", "No, 12 ÷ 5 leaves a remainder of 2."],
  ])("works out a yes/no question about numbers instead of guessing: %j", (prompt, answer) => {
    expect(reply(prompt)).toBe(answer);
  });

  it.each([
    ["Is Paris the capital of France?", "Yes, Paris is the capital of France."],
    ["Is Sydney the capital of Australia?", "No, the capital of Australia is Canberra."],
    ["Is Washington the capital of the USA?", "Yes, Washington, D.C. is the capital of the USA."],
    ["Is Brasilia the capital of Brazil?", "Yes, Brasília is the capital of Brazil."],
    ["Is the earth flat?", "No, the Earth is round: very nearly a sphere."],
    ["Is Pluto a planet?", "No, Pluto has been classed as a dwarf planet since 2006."],
    ["Is a tomato a fruit?", "Yes, botanically, a tomato is a fruit, since it grows from the flower and holds the seeds; in the kitchen it is treated as a vegetable."],
    ["Is a tomato a vegetable?", "No, botanically, a tomato is a fruit, since it grows from the flower and holds the seeds; in the kitchen it is treated as a vegetable."],
    ["Is a spider an insect?", "No, spiders are arachnids, not insects: they have eight legs and two body parts, where insects have six legs and three."],
    ["Are bananas berries?", "Yes, botanically, a banana is a berry; a strawberry, despite its name, is not."],
    ["Is a dolphin a fish?", "No, dolphins are mammals, not fish: they breathe air and feed their young on milk."],
  ])("judges a yes/no claim about capitals or what everyone knows instead of guessing: %j", (prompt, answer) => {
    expect(reply(prompt)).toBe(answer);
  });

  it.each([
    ["Is a tomato a fruit or a vegetable?", "Botanically, a tomato is a fruit, since it grows from the flower and holds the seeds; in the kitchen it is treated as a vegetable."],
    ["Is a whale a fish or a mammal?", "Whales are mammals, not fish."],
    ["Is a peanut a nut or a legume?", "A peanut is a legume, not a nut: it grows underground in a pod, like peas and beans."],
    ["Is a bat a bird or a mammal?", "Bats are mammals, not birds: they have fur and feed their young on milk, and they are the only mammals that truly fly."],
    ["Is the earth flat or round?", "The Earth is round: very nearly a sphere."],
    ["Is 10 even or odd?", "10 is even."],
    ["Is 17 prime or composite?", "17 is a prime number."],
  ])("answers an either/or question with the choice, never Yes or No: %j", (prompt, answer) => {
    expect(reply(prompt)).toBe(answer);
  });

  it.each([
    ["Is Pluto a planet or not?", "No, Pluto has been classed as a dwarf planet since 2006."],
    ["Is 12 divisible by 5 or 7?", "No, 12 ÷ 5 leaves a remainder of 2."],
  ])("still answers yes or no when the \"or\" offers no second answer in words: %j", (prompt, answer) => {
    expect(reply(prompt)).toBe(answer);
  });

  it("leaves a claim about a country it has no capital for, or an opinion, to the other replies", () => {
    expect(reply("Is Vaduz the capital of Liechtenstein?")).toBeUndefined();
    expect(reply("Is the sun shining in Paris today?")).toBeUndefined();
  });

  it("leaves a question about something other than a unit or a number to the other replies", () => {
    expect(reply("How many minutes in a good meeting?")).toBeUndefined();
    expect(reply("How many kilograms in 3 hours?")).toBeUndefined();
    expect(reply("Is Python 3 better than Python 2?")).toBeUndefined();
  });

  it("knows that a pound of bricks weighs what a pound of feathers does", () => {
    expect(factReply("What weighs more, a pound of bricks or a pound of feathers?", seededRandom(1))).toBe(
      "They weigh the same: a pound of bricks and a pound of feathers are both a pound.",
    );
    expect(factReply("Which is heavier: 2 kilograms of steel or 2 kilograms of cotton?", seededRandom(1))).toBe(
      "They weigh the same: 2 kilograms of steel and 2 kilograms of cotton are both 2 kilograms.",
    );
    expect(factReply("What weighs more, a pound of bricks or a kilogram of feathers?", seededRandom(1))).toBeUndefined();
  });

  it("does not invent the capital of a country it does not know", () => {
    expect(reply("What is the capital of Freedonia?")).toBeUndefined();
    // Names of an object's own machinery are no countries or units either.
    expect(reply("What is the capital of constructor?")).toBeUndefined();
    expect(reply("Convert 5 constructor to km")).toBeUndefined();
  });

  it("picks a number within the range asked, from the seed", () => {
    const picks = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const pick = reply("Pick a number between 1 and 10", seed)!;
      expect(Number(pick)).toBeGreaterThanOrEqual(1);
      expect(Number(pick)).toBeLessThanOrEqual(10);
      picks.add(pick);
    }
    expect(picks.size).toBeGreaterThan(3);
    expect(reply("Give me a random number from 10 to 5")).toMatch(/^(5|6|7|8|9|10)$/);
  });


  it("does not convert between units that measure different things", () => {
    expect(reply("Convert 3 km to kg")).toBeUndefined();
  });

  it("flips a coin and rolls a die", () => {
    expect(reply("Flip a coin")).toMatch(/^(Heads|Tails)\.$/);
    expect(reply("roll a die")).toMatch(/^You rolled a [1-6]\.$/);
  });
});
