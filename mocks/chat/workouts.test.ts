import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { workoutReply } from "./workouts.ts";

describe("a beginner's workout plan", () => {
  it("plans a week of workouts with exercises, sets and reps, and rest days", () => {
    const plan = workoutReply("Give me a workout plan for beginners")!;
    expect(plan.split("\n").filter((line) => /^\*\*Day \d \(\w+day\): /.test(line))).toHaveLength(3);
    expect(plan).toMatch(/^- Bodyweight squats: 3 × 10$/m);
    expect(plan).toContain("**Rest days:**");
    expect(workoutReply("Create a simple beginner workout routine at home")).toBe(plan);
    expect(workoutReply("Can you make me a 3-day workout plan?")).toBe(plan);
  });

  it("leaves other plans to the other replies", () => {
    expect(workoutReply("Give me a study plan for beginners")).toBeUndefined();
    expect(workoutReply("Why is my workout plan not working?")).toBeUndefined();
  });

  it("answers through the mock", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Give me a workout plan for beginners" }] } });
    expect(result.body.choices[0].message.content).toMatch(/^Here's a simple 3-day full-body plan for beginners/);
  });
});
