/**
 * The stages of a plan for learning something ("Create a study plan for learning Spanish in 4
 * weeks" with `weeks[].focus` and `weeks[].tasks`): a model's plan progresses from the basics to
 * practice and a review, each week with a few concrete tasks, where the faker wrote "7kr" and the
 * to-do filler "Decide what done looks like for …". A language gets a language course's stages;
 * anything else (Python, the guitar, an exam) the stages of learning a skill, named after it.
 */

/** A stage of learning: its focus and the tasks that do it; {S} is the subject. */
type Stage = readonly [focus: string, tasks: readonly string[]];

const LANGUAGE_STAGES: readonly Stage[] = [
  ["Basics: pronunciation, greetings and numbers", ["Learn the alphabet and how {S} is pronounced", "Learn greetings, introductions and numbers 1 to 100", "Learn 50 everyday words with flashcards", "Listen to a beginner {S} podcast for 15 minutes a day"]],
  ["Core vocabulary: food, family, time and directions", ["Learn 100 more words on food, family and time", "Practise ordering in a café and asking for directions", "Label things around your home in {S}", "Review your flashcards every day"]],
  ["Grammar: the present tense and common verbs", ["Learn the present tense of regular verbs", "Learn the 10 most common irregular verbs", "Write five sentences a day about your routine", "Do grammar exercises in a textbook or an app"]],
  ["Listening and reading", ["Watch a short video in {S} with subtitles", "Read a graded reader or a children's story", "Write down 10 new words from what you read", "Shadow a short dialogue out loud"]],
  ["Conversation: everyday situations", ["Book a conversation session with a tutor or a language partner", "Role-play shopping, travel and small talk", "Record yourself talking for two minutes about your week", "Learn the past tense to talk about what you did"]],
  ["Review and real-world practice", ["Review every flashcard and note the words you miss", "Take a practice test or a placement quiz", "Hold a 15-minute conversation only in {S}", "Set goals for the next month"]],
];
const SKILL_STAGES: readonly Stage[] = [
  ["Fundamentals of {S}", ["Work through a beginner's course or tutorial on {S}", "Write down the key terms and what they mean", "Set up what you need to practise {S}", "Do the first exercises of the course"]],
  ["Core concepts", ["Study the core concepts of {S} one at a time", "Make flashcards or notes for each concept", "Practise for 30 minutes every day", "Explain one concept in your own words"]],
  ["Hands-on practice", ["Do a set of practice exercises on {S}", "Go over the mistakes you made and why", "Watch how an expert does it and copy one technique", "Ask for feedback from someone who knows {S}"]],
  ["A small project", ["Pick a small project that uses what you have learned", "Finish a first version of it", "Look up what you got stuck on", "Share it and ask for feedback"]],
  ["Review and next steps", ["Review your notes and flashcards", "Take a practice test or a timed exercise", "List what you still find hard", "Plan what to learn next"]],
];

/** Languages a learning plan may be for: their course has its own stages. */
const LANGUAGES = /\b(spanish|french|german|italian|portuguese|japanese|chinese|mandarin|cantonese|korean|arabic|russian|hindi|dutch|swedish|norwegian|danish|greek|turkish|polish|hebrew|vietnamese|thai|english|sign language|asl)\b/i;
/** What a plan is for learning: "learning Spanish", "to learn Python", "study for the SAT", "master the guitar". */
const SUBJECT = /\b(?:learn(?:ing)?|stud(?:y|ying)(?:\s+for)?|master(?:ing)?|practi[cs](?:e|ing)|prepar(?:e|ing)\s+for|get(?:ting)?\s+better\s+at|improv(?:e|ing))\s+(?:(?:how\s+)?to\s+(?:play|speak|use|code\s+in)\s+)?(?:the\s+|my\s+)?([\p{L}\d+#.'-]+(?:\s+[\p{L}\d+#.'-]+){0,2}?)(?=\s+(?:in|for|over|within|from|by|with|as|during|at|this|next|per)\b|\s*[.?!,:;]|\s*$)/iu;
/** Prompts of a learning plan: the cue checked before the subject is read. */
export const LEARNING_PROMPT = /\b(?:learn|study|studying|course|curriculum|syllabus|master|practi[cs]e|lesson|exam|revision|revise)\b/i;

/** What a learning prompt is for ("Spanish", "Python"), or undefined when it names nothing. */
export function learnedSubject(prompt: string): string | undefined {
  const language = LANGUAGES.exec(prompt)?.[1];
  if (language) return language.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
  const subject = SUBJECT.exec(prompt)?.[1];
  return subject === undefined || /^(?:plan|schedule|a|an|it|this|that)$/i.test(subject) ? undefined : subject;
}

/**
 * The stage of the `index`-th of `count` periods of a plan for learning `subject`: its focus and
 * its tasks, spread over the course's stages so the plan starts at the basics and ends with a
 * review whatever its length; a stage that lasts two periods says so for the second.
 * @example studyStage("Spanish", 0, 4).focus // "Basics: pronunciation, greetings and numbers"
 */
export function studyStage(subject: string, index: number, count: number): { focus: string; tasks: string[] } {
  const stages = LANGUAGES.test(subject) ? LANGUAGE_STAGES : SKILL_STAGES;
  const at = (i: number) => (count <= 1 ? 0 : Math.ceil((i * (stages.length - 1)) / (count - 1)));
  const stage = at(index);
  const [focus, tasks] = stages[stage]!;
  const repeated = index > 0 && at(index - 1) === stage;
  const fill = (text: string) => text.replaceAll("{S}", subject);
  // A stage's second period does the tasks it left: the same focus, continued.
  const offset = repeated ? 3 : 0;
  return {
    focus: fill(focus) + (repeated ? " (continued)" : ""),
    tasks: [0, 1, 2, 3].map((i) => fill(tasks[(i + offset) % tasks.length]!)),
  };
}
