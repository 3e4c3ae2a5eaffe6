import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { proposalOutlineReply } from "./proposal-outlines.ts";

const answer = (prompt: string): string | undefined => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);

describe("a project proposal outline", () => {
  it("lays out the sections a proposal is judged on, each with what goes in it", () => {
    const outline = answer("Write a project proposal outline")!;
    expect(outline).toMatch(/^# Project Proposal: \[Project Name\]\n/);
    const sections = [...outline.matchAll(/^## \d\. (.+)$/gm)].map((match) => match[1]);
    expect(sections).toEqual(["Executive summary", "Problem or opportunity", "Goals and success metrics", "Proposed solution", "Scope", "Timeline and milestones", "Budget and resources", "Risks and mitigations", "The ask and next steps"]);
  });

  it("heads it with what the prompt proposes, and its kind", () => {
    expect(answer("Draft a proposal for a new CRM system")).toMatch(/^# Project Proposal: New CRM System\n[\s\S]*\(New CRM System\)/);
    expect(proposalOutlineReply("Write a business proposal")).toMatch(/^# Business Proposal: \[Project Name\]/);
  });

  it("leaves a marriage proposal and questions about proposals to the other replies", () => {
    for (const prompt of ["Write a marriage proposal speech", "What is a project proposal?"]) expect(proposalOutlineReply(prompt), prompt).toBeUndefined();
  });
});
