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
    expect(advantagesReply("What are the disadvantages of electric cars?")).toMatch(/^Here are the main drawbacks of electric cars:\n\n- \*\*Upfront effort\*\*/);
    expect(advantagesReply("Why should I use TypeScript?")).toMatch(/^Here are the main advantages of TypeScript:/);
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
});
