import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { targetedWorkoutReply } from "./targeted-workouts.ts";
import { workoutReply } from "./workouts.ts";

/** The numbered exercises of a session, by name. */
const exercises = (reply: string): string[] => [...reply.matchAll(/^\d+\. \*\*(.+?)\*\*: /gm)].map((match) => match[1]!);

describe("a workout for a body part or a goal", () => {
  it("gives an ab workout as a bodyweight circuit with a warm-up and a cool-down", () => {
    const reply = targetedWorkoutReply("Give me an ab workout")!;
    expect(reply).toMatch(/^Here's an abs and core workout you can do at home with no equipment:/);
    expect(reply).toContain("**Warm-up (3–5 minutes):**");
    expect(reply).toContain("**Circuit: 3 rounds**");
    expect(exercises(reply)).toEqual(["Plank", "Dead bugs", "Bicycle crunches", "Reverse crunches", "Side plank", "Mountain climbers"]);
    expect(reply).toContain("**Cool-down:**");
    expect(targetedWorkoutReply("Can you suggest a core workout?")).toBe(reply);
  });

  it("takes each target's own exercises", () => {
    expect(exercises(targetedWorkoutReply("Can you give me a leg day routine?")!)).toContain("Wall sit");
    expect(exercises(targetedWorkoutReply("glute workout please")!)).toContain("Donkey kicks");
    expect(exercises(targetedWorkoutReply("A chest workout")!)[0]).toBe("Push-ups (on your knees if needed)");
    expect(exercises(targetedWorkoutReply("Shoulder workout at home")!)).toContain("Pike push-ups");
    expect(exercises(targetedWorkoutReply("Give me a back workout")!)).toContain("Superman holds");
    expect(exercises(targetedWorkoutReply("Full body workout at home no equipment")!)).toContain("Burpees");
    expect(targetedWorkoutReply("Give me a strength workout for runners")).toContain("Single-leg calf raises");
  });

  it("switches to straight sets with dumbbells when the prompt names weights or a gym", () => {
    const reply = targetedWorkoutReply("Arm workout with dumbbells")!;
    expect(reply).toMatch(/^Here's an arm workout with dumbbells:/);
    expect(reply).toContain("**Workout** (3 sets of each, resting 60–90 seconds between sets):");
    expect(reply).toContain("1. **Dumbbell biceps curls**: 3 × 10–12");
    expect(targetedWorkoutReply("What's a good 30 minute chest workout at the gym?")).toMatch(/^Here's a 30-minute chest workout for the gym, with dumbbells/);
  });

  it("fits the rounds to the minutes asked for", () => {
    expect(targetedWorkoutReply("A 15-minute HIIT workout")).toContain("**Circuit: 2 rounds**");
    expect(targetedWorkoutReply("A 40-minute HIIT workout")).toContain("**Circuit: 5 rounds**");
    expect(targetedWorkoutReply("A 15-minute HIIT workout")).toContain("40 seconds of work, 20 seconds of rest");
  });

  it("keeps the number of exercises asked for, and says exercises when they are what is asked", () => {
    const reply = targetedWorkoutReply("5 exercises for stronger legs")!;
    expect(reply).toMatch(/^Here are 5 exercises for your legs you can do at home with no equipment, as a circuit:/);
    expect(exercises(reply)).toHaveLength(5);
    expect(targetedWorkoutReply("What are the best exercises for glutes?")).toMatch(/^Here are 6 exercises for your glutes/);
  });

  it("gives gentle stretches for lower back pain, with when to see a doctor", () => {
    const reply = targetedWorkoutReply("Stretches for lower back pain")!;
    expect(reply).toMatch(/^Here are 6 gentle stretches for your lower back you can do anywhere:/);
    expect(exercises(reply)).toContain("Knees-to-chest");
    expect(reply).toContain("see a doctor or physiotherapist");
    expect(reply).not.toContain("rounds");
  });

  it("gives a beginner fewer rounds and a word on starting out", () => {
    const reply = targetedWorkoutReply("An ab workout for beginners")!;
    expect(reply).toContain("**Circuit: 2 rounds**");
    expect(reply).toContain("New to this?");
  });

  it("leaves questions about workouts, and other writing, to the other replies", () => {
    for (const prompt of [
      "How many calories does a HIIT workout burn?",
      "What is HIIT?",
      "Is it OK to work out every day?",
      "Should I do cardio before or after weights?",
      "Write a blog post about leg day",
      "Give me a workout plan for beginners",
      "Give me a morning routine for productivity",
      "I need to get back to my routine",
    ]) {
      expect(targetedWorkoutReply(prompt), prompt).toBeUndefined();
    }
    expect(workoutReply("Give me a workout plan for beginners")).toBeDefined();
  });

  it("answers through the mock", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Give me an ab workout" }] } });
    expect(result.body.choices[0].message.content).toMatch(/^Here's an abs and core workout/);
  });
});
