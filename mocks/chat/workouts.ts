/**
 * The reply to "Give me a workout plan for beginners", a fitness app's first prompt: a week of
 * workouts a beginner can follow, with exercises, sets and reps, and rest days. Tips about "the
 * fundamentals of workout" read as a broken mock. The same plan for every such prompt.
 */

/** "Give me a workout plan for beginners", "Create a beginner workout routine", "a weekly exercise plan". */
const ASKED =
  /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:give\s+me|create|make|write|design|suggest|plan|build|i\s+need|what(?:'s|\s+is)|recommend)\s+(?:me\s+)?(?:an?\s+|some\s+|a\s+good\s+)?(?:simple\s+|easy\s+|beginner(?:'?s)?\s+|weekly\s+|\d[- ]day\s+|full[- ]body\s+|home\s+)*(?:workout|exercise|fitness|training|gym)\s+(?:plan|routine|program(?:me)?|schedule)\b(?:\s+for\s+(?:a\s+)?(?:beginners?|newbies?|starters?|me|the\s+week|a\s+week))?(?:\s+at\s+home)?\s*[?.!]*\s*$/i;

const PLAN = [
  "Here's a simple 3-day full-body plan for beginners. Train on non-consecutive days and rest in between:",
  "",
  "**Day 1 (Monday): Full body A**",
  "- Bodyweight squats: 3 × 10",
  "- Push-ups (on your knees if needed): 3 × 8",
  "- Glute bridges: 3 × 12",
  "- Plank: 3 × 20 seconds",
  "",
  "**Day 2 (Wednesday): Cardio and core**",
  "- Brisk walk or easy jog: 20–30 minutes",
  "- Dead bugs: 3 × 10 per side",
  "- Side plank: 2 × 15 seconds per side",
  "",
  "**Day 3 (Friday): Full body B**",
  "- Reverse lunges: 3 × 8 per leg",
  "- Dumbbell or backpack rows: 3 × 10",
  "- Wall sit: 3 × 20 seconds",
  "- Bird dogs: 3 × 8 per side",
  "",
  "**Rest days:** walk, stretch or rest on the other days.",
  "",
  "Warm up for 5 minutes before each session, stop one or two reps short of failure, and add a rep or a few seconds each week. Check with a doctor first if you have a health condition or injury.",
].join("\n");

/**
 * A beginner's week of workouts, or undefined when the prompt asks for none.
 * @example workoutReply("Give me a workout plan for beginners")?.includes("**Day 1 (Monday): Full body A**") // true
 */
export function workoutReply(prompt: string): string | undefined {
  return ASKED.test(prompt) ? PLAN : undefined;
}
