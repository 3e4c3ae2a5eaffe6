import { describe, expect, it } from "vitest";
import { advantagesReply } from "./advantages.ts";

const points = (reply: string) => reply.split("\n").filter((line) => line.startsWith("- **"));

describe("the advantages of what a prompt names", () => {
  it("lists an engineer's points for software, naming it as the prompt writes it", () => {
    const reply = advantagesReply("What are the advantages of using Next.js?")!;
    expect(reply.split("\n")[0]).toBe("Here are the main advantages of using Next.js:");
    expect(points(reply).length).toBeGreaterThanOrEqual(3);
    expect(reply).toMatch(/\*\*(?:Performance|Developer experience|Ecosystem|Scalability)\*\*/);
  });

  it("lists general points for anything else, with no engineering in them", () => {
    const reply = advantagesReply("What are the benefits of meditation?")!;
    expect(reply.split("\n")[0]).toBe("Here are the main benefits of meditation:");
    expect(reply).not.toMatch(/codebase|tooling|production traffic|libraries/);
    expect(points(reply).length).toBeGreaterThanOrEqual(3);
  });

  it("gives both sides for pros and cons, and the drawbacks alone when only they are asked for", () => {
    const both = advantagesReply("Pros and cons of remote work")!;
    expect(both).toMatch(/^\*\*Pros of remote work\*\*\n\n(?:- .*\n){3,4}\n\*\*Cons\*\*\n\n(?:- .*\n){3,4}/);
    expect(advantagesReply("What are the disadvantages of electric cars?")).toMatch(/^Here are the main drawbacks of electric cars:\n\n- \*\*Upfront cost\*\*/);
    expect(advantagesReply("Why should I use TypeScript?")).toMatch(/^Here are the main advantages of TypeScript:/);
  });

  it.each([
    ["What are the pros and cons of electric cars?", /charging/, /\*\*Range and charging time\*\*/],
    ["Pros and cons of remote work", /\*\*No commute\*\*/, /\*\*Isolation\*\*/],
    ["What are the pros and cons of social media?", /\*\*Staying in touch\*\*/, /\*\*Misinformation\*\*/],
    ["pros and cons of nuclear energy", /\*\*Low carbon\*\*/, /\*\*Waste\*\*/],
    ["What are the pros and cons of freelancing?", /\*\*Freedom\*\*/, /\*\*Irregular income\*\*/],
    ["Pros and cons of living in a big city", /\*\*Jobs and careers\*\*/, /\*\*Cost of living\*\*/],
    ["What are the pros and cons of online learning?", /\*\*Flexibility\*\*/, /\*\*Self-discipline\*\*/],
    ["What are the pros and cons of AI in education?", /\*\*Personalized learning\*\*/, /\*\*Cheating and shortcuts\*\*/],
    ["pros and cons of solar panels", /\*\*Lower electricity bills\*\*/, /\*\*Upfront cost\*\*/],
    ["What are the pros and cons of microservices?", /\*\*Independent deployments\*\*/, /\*\*Operational complexity\*\*/],
    ["What are the pros and cons of TypeScript?", /\*\*Errors caught early\*\*/, /\*\*No runtime checks\*\*/],
    ["What are the pros and cons of working at a startup?", /\*\*Impact\*\*/, /\*\*Job security\*\*/],
  ])("gives %j the trade-offs of its subject, not general points", (prompt, pro, con) => {
    const reply = advantagesReply(prompt)!;
    const [pros, cons] = reply.split("**Cons**");
    expect(pros).toMatch(pro);
    expect(cons).toMatch(con);
    expect(points(reply)).toHaveLength(8);
    expect(reply).not.toMatch(/effort you put into|Upfront effort|keeping at it|Visible results/);
    expect(reply.split("\n").at(-1)).not.toBe("How much these matter depends on your own goals and situation.");
  });

  it("asks the same trade-offs for advantages alone and drawbacks alone", () => {
    expect(advantagesReply("What are the benefits of remote work?")).toMatch(/^Here are the main benefits of remote work:\n\n- \*\*No commute\*\*/);
    expect(advantagesReply("What are the disadvantages of working from home?")).toMatch(/^Here are the main drawbacks of working from home:\n\n- \*\*Isolation\*\*/);
    expect(advantagesReply("Why should I use TypeScript?")).toMatch(/^Here are the main advantages of TypeScript:\n\n- \*\*Errors caught early\*\*/);
  });

  it("gives any other thing neutral points that fit a thing as well as an activity", () => {
    for (const subject of ["electric scooters", "a gas stove", "meditation", "living abroad"]) {
      const reply = advantagesReply(`What are the pros and cons of ${subject}?`)!;
      expect(points(reply).length, subject).toBeGreaterThanOrEqual(6);
      expect(reply, subject).toContain(subject);
      // An activity's words: a stove takes no effort put into it, and is no habit to keep at.
      expect(reply, subject).not.toMatch(/effort you put into|Upfront effort|keeping at it|Easy to start|keeps you motivated|getting going with/);
      // Nothing agrees a verb with the subject, whose number is unknown: "electric scooters takes".
      expect(reply, subject).not.toMatch(new RegExp(`${subject} (?:is|are|has|have|takes|take|keeps|keep)\\b`));
    }
  });

  it("names the first of two things compared, and leaves pronouns and code to the other replies", () => {
    expect(advantagesReply("What are the advantages of a Roth IRA over a traditional IRA?")).toMatch(/^Here are the main advantages of a Roth IRA:/);
    expect(advantagesReply("What are the benefits of using TypeScript instead of JavaScript?")).toMatch(/^Here are the main benefits of using TypeScript:/);
    expect(advantagesReply("What are the benefits of it?")).toBeUndefined();
    expect(advantagesReply("What are the advantages of this approach?")).toBeUndefined();
  });

  it("leaves other questions to the other replies", () => {
    expect(advantagesReply("How do I deploy Next.js?")).toBeUndefined();
    expect(advantagesReply("What is an advantage in tennis?")).toBeUndefined();
  });

  it.each([
    ["List 3 benefits of exercise", "Here are 3 benefits of exercise:", 3, /\*\*Healthier heart\*\*/],
    ["Name 4 benefits of sleep", "Here are 4 benefits of sleep:", 4, /\*\*Memory and learning\*\*/],
    ["What are 3 advantages of remote work?", "Here are 3 advantages of remote work:", 3, /\*\*No commute\*\*/],
    ["Give me 5 reasons to learn Python", "Here are 5 reasons to learn Python:", 5, /\*\*Data science and AI\*\*/],
    ["List five benefits of reading", "Here are 5 benefits of reading:", 5, /\*\*Vocabulary and writing\*\*/],
    ["Give me 3 reasons to learn a language", "Here are 3 reasons to learn a language:", 3, /\*\*Travel\*\*/],
    ["What are the top 2 benefits of drinking water?", "Here are 2 benefits of drinking water:", 2, /\*\*Energy and focus\*\*/],
  ])("gives %j as many points as it counts, from the subject's own benefits", (prompt, intro, count, point) => {
    const reply = advantagesReply(prompt)!;
    expect(reply.split("\n")[0]).toBe(intro);
    expect(points(reply)).toHaveLength(count);
    expect(reply).toMatch(point);
    expect(reply).not.toMatch(/A clear gain for some|Long-term payoff|Help is easy to find|Performance\*\*: fast out of the box/);
  });

  it("writes the well-known benefits of meditation, not general points, when no count is asked", () => {
    const reply = advantagesReply("What are the benefits of meditation?")!;
    expect(reply).toMatch(/\*\*Less stress\*\*/);
    expect(reply).not.toMatch(/A clear gain for some|Long-term payoff/);
  });

  it("honours the count for a subject with no table, and claims no count it cannot give", () => {
    const three = advantagesReply("List 3 benefits of knitting")!;
    expect(three.split("\n")[0]).toBe("Here are 3 benefits of knitting:");
    expect(points(three)).toHaveLength(3);
    const many = advantagesReply("List 9 benefits of knitting")!;
    expect(many.split("\n")[0]).toBe("Here are the main benefits of knitting:");
    expect(points(many).length).toBeLessThan(9);
  });
});
