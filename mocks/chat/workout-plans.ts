/**
 * The days of a workout plan ("Create a 3-day workout plan for beginners" with `days[].focus` and
 * `days[].exercises[{ name, sets, reps }]`): what each day trains and its exercises with sets and
 * reps a beginner can do, where the faker wrote the focus "zbWEOpGNrG" and "Exercise 1" for 732
 * reps. The days follow the chat's beginner plan (workouts.ts): full body, cardio and core, full
 * body again; a longer plan splits upper and lower body, and a week's plan has its rest days.
 */

/** An exercise: its name, sets and reps (seconds for a hold, which its name says). */
export type Exercise = readonly [name: string, sets: number, reps: number];

/** What a day trains, and its exercises. */
type WorkoutDay = readonly [focus: string, exercises: readonly Exercise[]];

const FULL_BODY_A: WorkoutDay = ["Full body A", [["Bodyweight squats", 3, 10], ["Push-ups", 3, 8], ["Glute bridges", 3, 12], ["Plank (seconds)", 3, 20]]];
const CARDIO_CORE: WorkoutDay = ["Cardio and core", [["Jumping jacks", 3, 30], ["Mountain climbers", 3, 20], ["Dead bugs", 3, 10], ["Side plank (seconds)", 2, 15]]];
const FULL_BODY_B: WorkoutDay = ["Full body B", [["Reverse lunges", 3, 8], ["Dumbbell rows", 3, 10], ["Wall sit (seconds)", 3, 20], ["Bird dogs", 3, 8]]];
const UPPER: WorkoutDay = ["Upper body", [["Push-ups", 3, 10], ["Dumbbell rows", 3, 10], ["Overhead press", 3, 8], ["Bicep curls", 3, 12]]];
const LOWER: WorkoutDay = ["Lower body", [["Goblet squats", 3, 10], ["Romanian deadlifts", 3, 10], ["Walking lunges", 3, 10], ["Calf raises", 3, 15]]];
const MOBILITY: WorkoutDay = ["Active recovery and mobility", [["Cat-cow stretch", 2, 10], ["Hip flexor stretch (seconds)", 2, 30], ["World's greatest stretch", 2, 5]]];
const REST: WorkoutDay = ["Rest", []];

/** The days of a plan of each length, as a coach spreads them. */
const PLANS: ReadonlyMap<number, readonly WorkoutDay[]> = new Map([
  [1, [FULL_BODY_A]],
  [2, [FULL_BODY_A, FULL_BODY_B]],
  [3, [FULL_BODY_A, CARDIO_CORE, FULL_BODY_B]],
  [4, [UPPER, LOWER, CARDIO_CORE, FULL_BODY_A]],
  [5, [UPPER, LOWER, CARDIO_CORE, FULL_BODY_B, MOBILITY]],
  [6, [UPPER, LOWER, CARDIO_CORE, UPPER, LOWER, MOBILITY]],
  [7, [UPPER, CARDIO_CORE, LOWER, REST, FULL_BODY_B, MOBILITY, REST]],
]);

/** Prompts of a workout plan: the cue checked before a plan's fields are read as a workout's. */
export const WORKOUT_PROMPT = /\b(?:workouts?|exercises?|fitness|training|gym|strength|cardio)\b/i;

/**
 * The `index`-th day of a workout plan of `count` days: what it trains and its exercises.
 * @example workoutDay(0, 3) // ["Full body A", [["Bodyweight squats", 3, 10], …]]
 */
export function workoutDay(index: number, count: number): WorkoutDay {
  const plan = PLANS.get(Math.min(Math.max(count, 1), 7))!;
  return plan[index % plan.length]!;
}

/** An exercise as a line of a list of strings: "Bodyweight squats: 3 × 10". */
export function exerciseLine([name, sets, reps]: Exercise): string {
  const held = name.endsWith(" (seconds)");
  return `${held ? name.slice(0, -" (seconds)".length) : name}: ${sets} × ${reps}${held ? " seconds" : ""}`;
}
