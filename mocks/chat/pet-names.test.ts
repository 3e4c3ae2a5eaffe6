import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { petNamesReply } from "./pet-names.ts";
import { composeReply } from "./reply.ts";

const answered = (prompt: string, n = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(n), knownReply);
/** The names a reply offers, in order. */
const namesOf = (reply: string | undefined) => [...(reply ?? "").matchAll(/^\d+\. \*\*([^*]+)\*\*: /gm)].map((match) => match[1]);

const DOG_NAMES = ["Luna", "Max", "Bella", "Cooper", "Daisy", "Buddy", "Milo", "Biscuit", "Rosie", "Rocky", "Maple", "Scout"];
const BOY_NAMES = ["Max", "Cooper", "Buddy", "Rocky", "Teddy", "Oscar", "Leo", "Gus", "Jack", "Otis"];

describe("names for a pet", () => {
  it("answers \"What should I name my dog?\" with five dog names, each with why it fits", () => {
    const reply = answered("What should I name my dog?");
    expect(reply.split("\n")[0]).toBe("Here are 5 names for your dog:");
    const names = namesOf(reply);
    expect(names).toHaveLength(5);
    for (const name of names) expect(DOG_NAMES).toContain(name);
    expect(reply).toMatch(/^1\. \*\*\w+\*\*: [a-z].+\.$/m);
  });

  it.each([
    ["Name ideas for a black cat", "cat", ["Shadow", "Onyx", "Midnight", "Salem", "Raven"]],
    ["Good names for a white kitten", "kitten", ["Snowball", "Casper", "Pearl", "Cloud", "Marshmallow"]],
    ["What should I call my ginger cat?", "cat", ["Ginger", "Pumpkin", "Marmalade", "Rusty", "Mango"]],
    ["What's a good name for a big dog?", "dog", ["Moose", "Titan", "Atlas", "Bear", "Duke"]],
    ["Name ideas for my tiny puppy", "puppy", ["Peanut", "Pip", "Bean", "Button", "Nugget"]],
  ])("reads the colour or size in %j: its first name suits it", (prompt, animal, fitting) => {
    const reply = petNamesReply(prompt);
    expect(reply?.split("\n")[0]).toBe(`Here are 5 names for your ${animal}:`);
    expect(fitting).toContain(namesOf(reply)[0]);
    expect(answered(prompt)).toBe(reply);
  });

  it("gives a boy's names to a male dog and none of a girl's", () => {
    const reply = petNamesReply("Suggest 8 names for a male dog");
    expect(reply?.split("\n")[0]).toBe("Here are 8 names for your male dog:");
    for (const name of namesOf(reply)) expect(["Milo", "Biscuit", "Maple", "Scout", ...BOY_NAMES]).toContain(name);
  });

  it("honours the count asked for, ten at most", () => {
    expect(namesOf(petNamesReply("Suggest 10 names for a female puppy"))).toHaveLength(10);
    expect(namesOf(petNamesReply("Give me 3 names for my hamster"))).toHaveLength(3);
  });

  it.each([
    ["Good names for a goldfish", "goldfish", ["Bubbles", "Finn", "Nemo", "Goldie", "Splash", "Dory", "Captain", "Gill", "Coral", "Neptune"]],
    ["Help me name my turtle", "turtle", ["Shelly", "Sheldon", "Speedy", "Crush", "Myrtle", "Leonardo", "Sage", "Pebble", "Tank", "Yoda"]],
  ])("names other pets with their own names: %j", (prompt, animal, own) => {
    const reply = petNamesReply(prompt);
    expect(reply?.split("\n")[0]).toBe(`Here are 5 names for your ${animal}:`);
    for (const name of namesOf(reply)) expect(own).toContain(name);
  });

  it("gives the same names to the same prompt", () => {
    expect(petNamesReply("What should I name my dog?")).toBe(petNamesReply("What should I name my dog?"));
  });

  it.each(["a name for my dog walking business", "Name the capital of France", "What is my dog's name?", "Write a story about a cat named Tom"])(
    "does not answer %j, which asks for no pet's name",
    (prompt) => {
      expect(petNamesReply(prompt)).toBeUndefined();
    },
  );
});
