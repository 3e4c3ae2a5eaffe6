import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { startupIdeasReply } from "./startup-ideas.ts";

const answer = (prompt: string): string | undefined => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);

describe("startup ideas in plain chat", () => {
  it("gives ideas of the field the prompt names: \"3 startup ideas in healthcare\"", () => {
    const reply = answer("Give me 3 startup ideas in healthcare")!;
    expect(reply).toMatch(/^Here are 3 startup ideas in healthcare:\n\n1\. \*\*/);
    const names = [...reply.matchAll(/^\d\. \*\*([^*]+)\*\*/gm)].map((match) => match[1]);
    expect(names).toHaveLength(3);
    for (const name of names) expect(["CareBridge", "ClinicFlow", "MedMinder", "TherapyMatch", "ClaimClear", "NurseShift"]).toContain(name);
  });

  it("takes the field after \"for\" too, and keeps ideas for any field without one (the field has four ideas, so five asked gives four)", () => {
    expect(startupIdeasReply("What are some business ideas for students?")).toMatch(/^Here are 4 business ideas for students:\n\n1\. \*\*(?:LessonLoop|SkillSprint|StudyBuddy|ReadRight)\*\*/);
    expect(startupIdeasReply("Give me 3 startup ideas")).toMatch(/^Here are 3 startup ideas:\n/);
  });

  it("gives no ideas of other fields for a field it has none of", () => {
    expect(startupIdeasReply("Give me 3 startup ideas in gaming")).toBeUndefined();
  });
});
