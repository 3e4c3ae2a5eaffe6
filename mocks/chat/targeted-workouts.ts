/**
 * A workout for a body part or a goal: "Give me an ab workout", "leg day routine", "arm workout
 * with dumbbells", "a 15-minute HIIT workout", "stretches for lower back pain". A fitness app's
 * most common prompts after the beginner's plan (workouts.ts), and the general reply's "tell me
 * what you'd like to do with it" reads as a broken mock.
 *
 * Each target has a bodyweight session and, where weights change it, a dumbbell one (chosen when
 * the prompt names dumbbells, weights, kettlebells or a gym). Bodyweight sessions run as a
 * circuit, weighted ones as straight sets, as trainers usually write them. Minutes named in the
 * prompt set the rounds (or sets) so the session fits; "5 exercises" keeps the first five; a
 * beginner gets fewer rounds. The exercises, doses and safety notes are the standard ones of
 * beginner and intermediate programmes; the exact session is designed, the same for the same ask.
 */

/** An exercise and its dose in one round or set: "10 per leg", "30 seconds". */
type Move = readonly [name: string, dose: string];

interface Session {
  /** How the opening line names it: "abs and core", "leg", "HIIT". */
  readonly label: string;
  readonly warmUp: string;
  readonly moves: readonly Move[];
  readonly coolDown: string;
  readonly note: string;
  /** Straight sets (weights), not a circuit. */
  readonly sets?: boolean;
  /** A circuit's work and rest per exercise, when it is timed ("40 seconds on, 20 off"). */
  readonly interval?: string;
}

interface Target {
  /** What "exercises for …" train, as the opening line says it: "your glutes". */
  readonly noun: string;
  /** Words of the prompt that name it; the first target whose words match wins, so the narrower come first. */
  readonly cue: RegExp;
  readonly bodyweight: Session;
  readonly weights?: Session;
}

const WARM_UP = "march or jog in place, then arm circles, leg swings and a few slow bodyweight squats";
const WARM_UP_UPPER = "arm circles, band or towel pull-aparts and a few easy push-ups against a wall";
const COOL_DOWN_LOWER = "2–3 minutes of easy stretching: hamstrings, quads, hip flexors and calves, about 30 seconds each";
const COOL_DOWN_UPPER = "2–3 minutes of easy stretching: chest in a doorway, cross-body shoulders and triceps, about 30 seconds each";
const NOTE_FORM = "Pick the version of each exercise you can do with good form for every rep, stop one or two reps short of failure, and add a rep or two each week.";
const NOTE_WEIGHTS = "Pick dumbbells you can lift for the stated reps with one or two left in the tank, rest 60–90 seconds between sets, and add weight once the last set feels easy.";

const ABS: Target = {
  noun: "your abs and core",
  cue: /\b(?:abs?|core|six[- ]?pack|stomach|belly|oblique|midsection)\b/,
  bodyweight: {
    label: "abs and core",
    warmUp: "march in place, then cat-cow and slow torso twists",
    moves: [
      ["Plank", "30 seconds"],
      ["Dead bugs", "10 per side"],
      ["Bicycle crunches", "12 per side"],
      ["Reverse crunches", "12"],
      ["Side plank", "20 seconds per side"],
      ["Mountain climbers", "30 seconds"],
    ],
    coolDown: "child's pose and a gentle cobra stretch, about 30 seconds each",
    note: "Keep your lower back pressed to the floor in the dead bugs and crunches, and breathe out as you curl. Visible abs depend mostly on overall body fat, so regular activity and a balanced diet matter as much as the exercises.",
  },
};

const GLUTES: Target = {
  noun: "your glutes",
  cue: /\b(?:glutes?|butt|booty|bum|hips?)\b/,
  bodyweight: {
    label: "glute",
    warmUp: WARM_UP,
    moves: [
      ["Glute bridges", "15"],
      ["Sumo squats", "15"],
      ["Reverse lunges", "10 per leg"],
      ["Donkey kicks", "12 per leg"],
      ["Fire hydrants", "12 per leg"],
      ["Single-leg glute bridges", "8 per leg"],
    ],
    coolDown: "figure-four stretch and a kneeling hip flexor stretch, about 30 seconds per side",
    note: "Squeeze your glutes at the top of each bridge and kick and keep your ribs down so your lower back doesn't arch. " + NOTE_FORM,
  },
  weights: {
    label: "glute",
    warmUp: WARM_UP,
    sets: true,
    moves: [
      ["Dumbbell hip thrusts", "10"],
      ["Romanian deadlifts", "10"],
      ["Bulgarian split squats", "8 per leg"],
      ["Goblet sumo squats", "12"],
      ["Dumbbell glute bridges", "12"],
    ],
    coolDown: "figure-four stretch and a kneeling hip flexor stretch, about 30 seconds per side",
    note: "In the Romanian deadlifts, push your hips back with a flat back and feel the stretch in your hamstrings; stop before your back rounds. " + NOTE_WEIGHTS,
  },
};

const LEGS: Target = {
  noun: "your legs",
  cue: /\b(?:legs?|leg\s+day|quads?|hamstrings?|thighs?|calf|calves)\b/,
  bodyweight: {
    label: "leg",
    warmUp: WARM_UP,
    moves: [
      ["Bodyweight squats", "15"],
      ["Reverse lunges", "10 per leg"],
      ["Glute bridges", "15"],
      ["Step-ups onto a sturdy chair or step", "10 per leg"],
      ["Wall sit", "30 seconds"],
      ["Calf raises", "20"],
    ],
    coolDown: COOL_DOWN_LOWER,
    note: "Keep your knees in line with your toes and your weight through your heels in the squats and lunges. " + NOTE_FORM,
  },
  weights: {
    label: "leg",
    warmUp: WARM_UP,
    sets: true,
    moves: [
      ["Goblet squats", "10"],
      ["Romanian deadlifts", "10"],
      ["Dumbbell reverse lunges", "8 per leg"],
      ["Dumbbell step-ups", "8 per leg"],
      ["Standing calf raises holding dumbbells", "15"],
    ],
    coolDown: COOL_DOWN_LOWER,
    note: "Keep your chest up and your knees in line with your toes in the squats and lunges. " + NOTE_WEIGHTS,
  },
};

const ARMS: Target = {
  noun: "your arms",
  cue: /\b(?:arms?|biceps?|triceps?|forearms?)\b/,
  bodyweight: {
    label: "arm",
    warmUp: WARM_UP_UPPER,
    moves: [
      ["Push-ups (on your knees if needed)", "10"],
      ["Triceps dips on a sturdy chair", "10"],
      ["Diamond push-ups", "6–8"],
      ["Backpack biceps curls (a loaded backpack)", "12"],
      ["Plank shoulder taps", "10 per side"],
    ],
    coolDown: COOL_DOWN_UPPER,
    note: "In the dips, keep your shoulders down and away from your ears and stop at a comfortable depth. " + NOTE_FORM,
  },
  weights: {
    label: "arm",
    warmUp: WARM_UP_UPPER,
    sets: true,
    moves: [
      ["Dumbbell biceps curls", "10–12"],
      ["Overhead triceps extensions", "10–12"],
      ["Hammer curls", "10–12"],
      ["Triceps kickbacks", "12"],
      ["Close-grip push-ups", "as many as you can with good form"],
    ],
    coolDown: COOL_DOWN_UPPER,
    note: "Keep your elbows still at your sides in the curls and lower each rep slowly instead of swinging. " + NOTE_WEIGHTS,
  },
};

const CHEST: Target = {
  noun: "your chest",
  cue: /\b(?:chest|pecs?|pectorals?)\b/,
  bodyweight: {
    label: "chest",
    warmUp: WARM_UP_UPPER,
    moves: [
      ["Push-ups (on your knees if needed)", "10"],
      ["Incline push-ups, hands on a bench or table", "12"],
      ["Wide push-ups", "8"],
      ["Decline push-ups, feet on a chair", "6–8"],
      ["Slow push-ups (3 seconds down)", "6"],
    ],
    coolDown: COOL_DOWN_UPPER,
    note: "Keep your body in one straight line from head to heels and your elbows at about 45° from your sides. " + NOTE_FORM,
  },
  weights: {
    label: "chest",
    warmUp: WARM_UP_UPPER,
    sets: true,
    moves: [
      ["Dumbbell bench press (or floor press)", "10"],
      ["Incline dumbbell press", "10"],
      ["Dumbbell flyes", "12"],
      ["Push-ups", "as many as you can with good form"],
    ],
    coolDown: COOL_DOWN_UPPER,
    note: "Lower the dumbbells under control and keep your shoulder blades pulled back against the bench. " + NOTE_WEIGHTS,
  },
};

const BACK_STRETCHES: Target = {
  noun: "your lower back",
  cue: /\b(?:(?:lower|bad|sore|stiff)\s+back|back\s+pain|sciatica)\b/,
  bodyweight: {
    label: "lower back stretching",
    warmUp: "a few minutes of easy walking",
    interval: "hold each stretch for about 30 seconds, or do the moving ones slowly",
    moves: [
      ["Knees-to-chest", "30 seconds"],
      ["Cat-cow", "10 slow reps"],
      ["Child's pose", "30 seconds"],
      ["Figure-four stretch", "30 seconds per side"],
      ["Pelvic tilts", "10"],
      ["Lying spinal twist", "30 seconds per side"],
    ],
    coolDown: "lie on your back with your knees bent and breathe slowly for a minute",
    note: "Move gently and stop any stretch that makes the pain worse. If the pain is severe, spreads down a leg, comes with numbness or weakness, or follows an injury, see a doctor or physiotherapist first.",
  },
};

const BACK: Target = {
  noun: "your back",
  cue: /\b(?:upper\s+back|lats?|back\s+(?:workout|exercises?|day|routine|muscles?)|(?:for|train|strengthen|my|your)\s+(?:the\s+)?back\b|back\s+and\s+(?:biceps?|shoulders?|arms?)|(?:chest|shoulders?|biceps?|arms?)\s+and\s+back)/,
  bodyweight: {
    label: "back",
    warmUp: WARM_UP_UPPER,
    moves: [
      ["Superman holds", "20 seconds"],
      ["Reverse snow angels (lying face down)", "10"],
      ["Door-frame rows (hold a sturdy door frame and pull yourself in)", "10"],
      ["Prone Y-T raises", "8 of each"],
      ["Bird dogs", "8 per side"],
    ],
    coolDown: "child's pose and a gentle cross-body shoulder stretch, about 30 seconds each",
    note: "Pull with your back, squeezing your shoulder blades together, rather than with your arms. A pull-up bar, if you have one, adds the best back exercise of all: pull-ups or negative pull-ups, 3 × 3–5. " + NOTE_FORM,
  },
  weights: {
    label: "back",
    warmUp: WARM_UP_UPPER,
    sets: true,
    moves: [
      ["One-arm dumbbell rows", "10 per side"],
      ["Bent-over dumbbell rows", "10"],
      ["Dumbbell pullovers", "12"],
      ["Reverse flyes", "12"],
      ["Pull-ups or lat pulldowns", "6–10"],
    ],
    coolDown: "child's pose and a gentle cross-body shoulder stretch, about 30 seconds each",
    note: "Keep your back flat in the bent-over rows and pull your elbows toward your hips. " + NOTE_WEIGHTS,
  },
};

const SHOULDERS: Target = {
  noun: "your shoulders",
  cue: /\b(?:shoulders?|delts?|deltoids?)\b/,
  bodyweight: {
    label: "shoulder",
    warmUp: WARM_UP_UPPER,
    moves: [
      ["Pike push-ups", "8"],
      ["Plank shoulder taps", "10 per side"],
      ["Wall slides", "10"],
      ["Prone Y-T raises", "8 of each"],
      ["Arm circles, forward then back", "30 seconds"],
    ],
    coolDown: COOL_DOWN_UPPER,
    note: "Keep your shoulders down and away from your ears; a pinching pain at the top of a movement means you should go lighter or shorten the range. " + NOTE_FORM,
  },
  weights: {
    label: "shoulder",
    warmUp: WARM_UP_UPPER,
    sets: true,
    moves: [
      ["Dumbbell overhead press", "10"],
      ["Lateral raises", "12"],
      ["Front raises", "12"],
      ["Reverse flyes", "12"],
      ["Arnold press", "10"],
    ],
    coolDown: COOL_DOWN_UPPER,
    note: "Lateral raises need light dumbbells: lift to shoulder height, no higher, without swinging. " + NOTE_WEIGHTS,
  },
};

const UPPER_BODY: Target = {
  noun: "your upper body",
  cue: /\bupper[- ]body\b/,
  bodyweight: {
    label: "upper-body",
    warmUp: WARM_UP_UPPER,
    moves: [
      ["Push-ups (on your knees if needed)", "10"],
      ["Door-frame rows", "10"],
      ["Pike push-ups", "8"],
      ["Triceps dips on a sturdy chair", "10"],
      ["Plank shoulder taps", "10 per side"],
    ],
    coolDown: COOL_DOWN_UPPER,
    note: NOTE_FORM,
  },
  weights: {
    label: "upper-body",
    warmUp: WARM_UP_UPPER,
    sets: true,
    moves: [
      ["Dumbbell bench press (or floor press)", "10"],
      ["One-arm dumbbell rows", "10 per side"],
      ["Dumbbell overhead press", "10"],
      ["Dumbbell biceps curls", "12"],
      ["Overhead triceps extensions", "12"],
    ],
    coolDown: COOL_DOWN_UPPER,
    note: NOTE_WEIGHTS,
  },
};

const LOWER_BODY: Target = {
  noun: "your lower body",
  cue: /\blower[- ]body\b/,
  bodyweight: { ...LEGS.bodyweight, label: "lower-body" },
  weights: {
    label: "lower-body",
    warmUp: WARM_UP,
    sets: true,
    moves: [
      ["Goblet squats", "10"],
      ["Romanian deadlifts", "10"],
      ["Bulgarian split squats", "8 per leg"],
      ["Dumbbell hip thrusts", "10"],
      ["Standing calf raises holding dumbbells", "15"],
    ],
    coolDown: COOL_DOWN_LOWER,
    note: NOTE_WEIGHTS,
  },
};

const RUNNERS: Target = {
  noun: "runners",
  cue: /\b(?:for\s+runners?|for\s+running|runner'?s)\b/,
  bodyweight: {
    label: "strength workout for runners,",
    warmUp: WARM_UP,
    moves: [
      ["Single-leg glute bridges", "10 per leg"],
      ["Reverse lunges", "10 per leg"],
      ["Single-leg calf raises", "15 per leg"],
      ["Clamshells", "15 per side"],
      ["Side plank", "30 seconds per side"],
      ["Dead bugs", "10 per side"],
    ],
    coolDown: COOL_DOWN_LOWER,
    note: "Twice a week on easy-run or rest days is enough; single-leg work builds the hip and calf strength that running asks for. " + NOTE_FORM,
  },
};

const HIIT: Target = {
  noun: "a HIIT session",
  cue: /\b(?:hiit|cardio|fat[- ]burn(?:ing)?|interval|tabata|conditioning)\b/,
  bodyweight: {
    label: "HIIT",
    warmUp: "march, then jog in place, then a few jumping jacks and leg swings",
    interval: "40 seconds of work, 20 seconds of rest for each exercise",
    moves: [
      ["Jumping jacks", "40 seconds"],
      ["High knees", "40 seconds"],
      ["Squat jumps", "40 seconds"],
      ["Mountain climbers", "40 seconds"],
      ["Burpees", "40 seconds"],
      ["Skaters", "40 seconds"],
    ],
    coolDown: "2–3 minutes of walking, then stretch your calves, quads and hamstrings",
    note: "Go hard in the work intervals but keep good form; for a low-impact version, swap the jumps for step jacks, marching knees and squats without the jump. Two or three HIIT sessions a week is plenty, with easier days between.",
  },
};

const STRETCHING: Target = {
  noun: "flexibility",
  cue: /\b(?:stretch(?:es|ing)?|mobility|flexibility|cool[- ]down)\b/,
  bodyweight: {
    label: "full-body stretching",
    warmUp: "a few minutes of easy walking or marching in place",
    interval: "hold each stretch for about 30 seconds without bouncing",
    moves: [
      ["Standing hamstring stretch", "30 seconds per leg"],
      ["Kneeling hip flexor stretch", "30 seconds per side"],
      ["Figure-four stretch", "30 seconds per side"],
      ["Cat-cow", "10 slow reps"],
      ["Chest stretch in a doorway", "30 seconds"],
      ["Cross-body shoulder stretch", "30 seconds per side"],
      ["Child's pose", "30 seconds"],
    ],
    coolDown: "a minute of slow breathing lying on your back",
    note: "Stretch to mild tension, never pain, and breathe slowly; stretching is most effective when your muscles are warm, after a walk or a workout.",
  },
};

const FULL_BODY: Target = {
  noun: "your whole body",
  cue: /\b(?:full[- ]body|whole[- ]body|total[- ]body|no[- ]equipment|bodyweight|home)\b/,
  bodyweight: {
    label: "full-body",
    warmUp: WARM_UP,
    moves: [
      ["Bodyweight squats", "15"],
      ["Push-ups (on your knees if needed)", "10"],
      ["Reverse lunges", "10 per leg"],
      ["Glute bridges", "15"],
      ["Plank", "30 seconds"],
      ["Burpees", "8"],
    ],
    coolDown: "2–3 minutes of easy stretching: hamstrings, hip flexors, chest and shoulders",
    note: NOTE_FORM,
  },
  weights: {
    label: "full-body",
    warmUp: WARM_UP,
    sets: true,
    moves: [
      ["Goblet squats", "10"],
      ["One-arm dumbbell rows", "10 per side"],
      ["Dumbbell bench press (or floor press)", "10"],
      ["Romanian deadlifts", "10"],
      ["Dumbbell overhead press", "10"],
      ["Plank", "30 seconds"],
    ],
    coolDown: "2–3 minutes of easy stretching: hamstrings, hip flexors, chest and shoulders",
    note: NOTE_WEIGHTS,
  },
};

/** Narrower targets first: "lower back stretches" before stretching, "glutes and legs" as glutes, "upper body" before arms. */
const TARGETS: readonly Target[] = [RUNNERS, BACK_STRETCHES, UPPER_BODY, LOWER_BODY, HIIT, ABS, GLUTES, LEGS, ARMS, CHEST, SHOULDERS, BACK, STRETCHING, FULL_BODY];

/** The cheap cue: a workout, exercises, a routine, stretches or a leg day is named. */
const CUE = /\b(?:work\s?outs?|work\s+out|exercises?|routine|stretch(?:es|ing)?|hiit|leg\s+day|circuit|tabata)\b/;
/** Questions about workouts rather than asks for one ("How many calories does a HIIT workout burn?", "Is it OK to work out every day?"). */
const NOT_AN_ASK = /^\s*(?:is|are|was|does|do|did|should|why|when|where|who|how\s+(?:many|much|long|often|does|is))\b|\b(?:calories|burn(?:s|ed)?\s+more|benefits?|tips?|blog|post|article|email|tweet|caption|poem|essay|story|song|slogan|names?|playlist|app|code|function|schema|json|history|explain|mean(?:s|ing)?|vs\.?|versus|or\s+(?:a\s+)?(?:run|walk|swim|weights|cardio))\b/;
/** "What is HIIT?" explains; "What's a good ab workout?" and "What are the best exercises for glutes?" ask for one. */
const WHAT_ASK = /^\s*what(?:'s|\s+is|\s+are)\s+(?:a|an|some|the)?\s*(?:good|best|great|effective|quick|simple|easy|top|\d+)\b/;
const WEIGHTS = /\b(?:dumbbells?|weights?|kettlebells?|gym|barbells?|free\s+weights)\b/;
const NO_EQUIPMENT = /\b(?:no[- ]equipment|without\s+(?:equipment|weights)|bodyweight|at\s+home)\b/;
const MINUTES = /\b(\d{1,3})[- ]?(?:min(?:ute)?s?)\b/;
const COUNT = /\b(\d|three|four|five|six)\s+(?:\w+\s+)?(?:exercises|moves|stretches)\b/;
const COUNT_WORDS: Readonly<Record<string, number>> = { three: 3, four: 4, five: 5, six: 6 };

/**
 * A workout for the body part or goal the prompt names, or undefined when it asks for none.
 * @example targetedWorkoutReply("Give me an ab workout")?.startsWith("Here's an abs and core workout") // true
 */
export function targetedWorkoutReply(prompt: string): string | undefined {
  const lower = prompt.toLowerCase();
  if (!CUE.test(lower) || lower.length > 300) return undefined;
  if (NOT_AN_ASK.test(lower) && !WHAT_ASK.test(lower)) return undefined;
  if (/^\s*what(?:'s|\s+is|\s+are)\b/.test(lower) && !WHAT_ASK.test(lower)) return undefined;
  const target = TARGETS.find((candidate) => candidate.cue.test(lower));
  if (target === undefined) return undefined;
  const weighted = target.weights !== undefined && WEIGHTS.test(lower) && !NO_EQUIPMENT.test(lower);
  const session = weighted ? target.weights! : target.bodyweight;
  const minutes = Number(MINUTES.exec(lower)?.[1] ?? 0) || undefined;
  const countWord = COUNT.exec(lower)?.[1];
  const count = countWord === undefined ? undefined : (COUNT_WORDS[countWord] ?? Number(countWord));
  const exercises = /\b(?:exercises|moves|stretches)\b/.test(lower) && !/\b(?:work\s?out|routine|circuit|session)\b/.test(lower);
  return sessionText(session, { minutes, count, beginner: /\bbeginners?\b|\bnew\s+to\b/.test(lower), weighted, gym: /\bgym\b/.test(lower), exercises, noun: target.noun });
}

interface Asked {
  minutes: number | undefined;
  count: number | undefined;
  beginner: boolean;
  weighted: boolean;
  gym: boolean;
  /** "exercises for my glutes" rather than "a glute workout": the opening names the exercises. */
  exercises: boolean;
  noun: string;
}

function sessionText(session: Session, asked: Asked): string {
  const moves = session.moves.slice(0, Math.max(3, Math.min(asked.count ?? session.moves.length, session.moves.length)));
  const rounds = roundsFor(session, moves.length, asked);
  const article = asked.minutes !== undefined ? `a ${asked.minutes}-minute ` : /^[aeiou]/i.test(session.label) ? "an " : "a ";
  const where = asked.weighted ? (asked.gym ? "for the gym, with dumbbells (or the matching machines)" : "with dumbbells") : session.interval !== undefined && session.label.includes("stretching") ? "you can do anywhere" : "you can do at home with no equipment";
  const kind = session.label.includes("stretching") ? `${session.label} routine` : session.label.includes("workout") ? session.label.replace(/,$/, "") : `${session.label} workout`;
  const stretching = session.label.includes("stretching");
  const opening = asked.exercises && stretching ? `Here are ${moves.length} gentle stretches for ${asked.noun} ${where}:` : asked.exercises ? `Here are ${moves.length} exercises for ${asked.noun} ${where}, as a ${asked.minutes !== undefined ? `${asked.minutes}-minute ` : ""}${session.sets ? "workout" : "circuit"}:` : `Here's ${article}${kind} ${where}:`;
  const lines = [opening, "", `**Warm-up (3–5 minutes):** ${session.warmUp}.`, ""];
  if (session.sets) {
    lines.push(`**Workout** (${rounds} sets of each, resting 60–90 seconds between sets):`);
    moves.forEach(([name, dose], i) => lines.push(`${i + 1}. **${name}**: ${rounds} × ${dose}`));
  } else {
    const timing = session.interval !== undefined ? `; ${session.interval}` : "";
    const rest = session.label.includes("stretching") ? "" : ", resting 60 seconds between rounds";
    lines.push(rounds === 1 ? `**Routine** (once through${timing}):` : `**Circuit: ${rounds} rounds** (one exercise after another${rest}${timing}):`);
    moves.forEach(([name, dose], i) => lines.push(`${i + 1}. **${name}**: ${dose}`));
  }
  lines.push("", `**Cool-down:** ${session.coolDown}.`, "", session.note);
  if (asked.beginner && !session.label.includes("stretching")) lines.push("", "New to this? Start with the lower number of rounds and the easier version of each exercise, and rest a day between sessions.");
  return lines.join("\n");
}

/**
 * Rounds (or sets) that fit the minutes asked for: in a circuit about 45 seconds per exercise (a
 * minute in a timed one) and a minute's rest per round; in straight sets about two minutes per
 * set of each exercise; the warm-up and cool-down four minutes together in a short session, eight
 * in one of 25 minutes or more. Three when no time is named, two for a beginner.
 */
function roundsFor(session: Session, moves: number, asked: Asked): number {
  if (session.label.includes("stretching")) return 1;
  if (asked.minutes === undefined) return asked.beginner ? 2 : 3;
  const perRound = session.sets ? moves * 2 : session.interval !== undefined ? moves + 1 : moves * 0.75 + 1;
  const warmAndCool = asked.minutes >= 25 ? 8 : 4;
  return Math.min(5, Math.max(1, Math.round((asked.minutes - warmAndCool) / perRound)));
}
