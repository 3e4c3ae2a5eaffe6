import { describe, expect, it } from "vitest";
import { prosAndConsOf } from "./pros-and-cons.ts";

describe("the trade-offs of the subjects asked about most", () => {
  it.each([
    ["electric cars", "an electric car", "EVs", "owning an electric vehicle"],
    ["remote work", "working from home", "working remotely", "WFH"],
    ["social media", "social networks"],
    ["nuclear energy", "nuclear power"],
    ["freelancing", "being a freelancer"],
    ["living in a big city", "city life", "living in a city"],
    ["online learning", "online classes", "e-learning"],
    ["AI in education", "AI in the classroom", "ChatGPT for students"],
    ["solar panels", "rooftop solar panels", "going solar"],
    ["microservices", "a microservices architecture"],
    ["TypeScript", "using TypeScript"],
    ["working at a startup", "working for a startup", "joining a startup"],
  ])("knows %j however it is written", (...names) => {
    const [first, ...others] = names.map((name) => prosAndConsOf(name));
    expect(first).toBeDefined();
    for (const other of others) expect(other).toBe(first);
    expect(first!.pros.length).toBeGreaterThanOrEqual(4);
    expect(first!.cons.length).toBeGreaterThanOrEqual(4);
    for (const point of [...first!.pros, ...first!.cons]) expect(point).toMatch(/^\*\*[^*]+\*\*: \S/);
  });

  it("knows nothing of other subjects, nor of a subject with more words around it", () => {
    expect(prosAndConsOf("meditation")).toBeUndefined();
    expect(prosAndConsOf("electric cars in Norway")).toBeUndefined();
    expect(prosAndConsOf("cars")).toBeUndefined();
  });
});
