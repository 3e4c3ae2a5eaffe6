/**
 * The reply to a prompt no other reply knows: it restates what was asked (restatement.ts),
 * offers guidance that is general and says so, and asks what it would need to be specific, as
 * an assistant does. It claims nothing about the subject: a mock cannot know how "see and rome"
 * works, and a frontend shows whatever it says.
 */
import { shuffled, type Random } from "../data/random.ts";
import { askedCounts } from "./list-counts.ts";
import type { PromptCues } from "./reply.ts";
import { restate, type Asking, type Restatement } from "./restatement.ts";
import { whyHowGeneral } from "./why-how-general.ts";

type Templates = { openers: readonly string[]; bodies: readonly string[]; closers: readonly string[] };

const ADVICE_CLOSERS = [
  "What have you tried so far? With a few details, I can give you more specific steps.",
  "Could you tell me a bit more about your situation? Then I can be more specific.",
  "If you share a few more details, I can tailor this to your case.",
];

const ADVICE: Templates = {
  openers: ["Happy to help with {P}.", "Here's a general approach to {P}.", "Let's think through {P}."],
  bodies: [
    "Without knowing more about your situation, the most reliable approach is to start from what you want to achieve, try the simplest thing that could get you there, and adjust based on how it goes.",
    "A good first step is to be specific about the goal: what would a good result look like, and how will you know you've reached it?",
    "It's worth checking how others have handled something similar; their experience can save you a few false starts.",
    "Breaking it into a few small steps makes it easier to start, and to see what's working.",
  ],
  closers: ADVICE_CLOSERS,
};

/** The same, for software: what holds for any bug or slow endpoint. */
const TECHNICAL_ADVICE: Templates = {
  openers: ADVICE.openers,
  bodies: [
    "In software, the reliable approach is to measure before changing anything, change one thing at a time, and compare the result with your measurement.",
    "A good first step is to reproduce the problem in the smallest setup you can; that usually narrows down the cause quickly.",
    "It helps to write down what done looks like (a number, a behaviour, a test that passes) before you start.",
    "The official documentation and the project's issue tracker are often the quickest way to learn how others solved the same problem.",
  ],
  closers: ADVICE_CLOSERS,
};

const CHOICE: Templates = {
  openers: ["Happy to help you decide {P}.", "Let's figure out {P}.", "Deciding {P} comes down to your situation and what you care about most."],
  bodies: [
    "I don't know your tastes or circumstances yet, so rather than guess, it helps to start from what has worked for you before and what you want right now.",
    "A quick way to decide is to narrow it down to two or three options and pick the one that best fits what matters most to you at the moment.",
  ],
  closers: [
    "What matters most to you here? Tell me a little and I'll suggest some specific options.",
    "What are you weighing up? Tell me a bit more and I'll help you think it through.",
    "Can you tell me a bit more about what you're looking for? Then I can make a concrete suggestion.",
  ],
};

const TOPIC: Templates = {
  openers: ["Good question about {P}.", "Happy to talk about {P}.", "Let's look at {P}.", "Sure, let's talk about {P}."],
  bodies: [
    "I can give you an overview, but it helps to know what you need it for: a quick summary, the key ideas in some depth, or how it applies to something you're working on.",
    "The clearest way in is usually the core idea first and then the details that build on it, so tell me how much you already know and I'll pitch it at the right level.",
    "There's a lot that could be said, so it's worth narrowing down which part matters most to you.",
  ],
  closers: ["Which part would you like me to focus on?", "How much detail would you like?", "Is this for a project, for study, or just out of curiosity?", "Would a short summary or a deeper explanation be more useful?"],
};

/** A question this cannot restate ("Why is my code slow?"): no subject named, nothing guessed. */
const UNSTATED_QUESTION: Templates = {
  openers: ["Good question.", "Happy to help with that.", "Thanks for the question.", "Let's see."],
  bodies: [
    "I'd rather not guess, so let me first check what you'd like to know: a short explanation, the details, or how it applies to your own situation.",
    "A good answer depends on what you need it for, so it helps to know a little more before I go into detail.",
    "The answer can change with the details, so I'd rather check what you have in mind than assume.",
  ],
  closers: ["Could you tell me a bit more about what you have in mind?", "What's the context for the question?", "Can you share a bit more about what you're after?"],
};

/** A statement ("I love pizza"): acknowledged, and an offer of what help there is. */
const STATEMENT: Templates = {
  openers: ["Thanks for sharing that.", "Got it.", "Understood."],
  bodies: [
    "I'd be glad to help with it: I can explain something, suggest ideas, help you plan next steps or draft some text.",
    "Tell me what you'd like to do with it, and I'll take it from there.",
  ],
  closers: ["What would you like to do next?", "How can I help?", "Is there something specific you'd like help with?"],
};

const TEMPLATES: Readonly<Record<Asking, Templates>> = { advice: ADVICE, choice: CHOICE, topic: TOPIC };

/** A first letter in capitals: a restated phrase may open the reply. */
const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A short, honest reply to what `prompt` asks: it names the question as restated, gives general
 * guidance framed as such, and asks for what would make it specific.
 * @example generalAnswer("What movie should I watch tonight?", seededRandom(1), false) // "Happy to help you decide what movie to watch tonight. …"
 */
export function generalAnswer(prompt: string, random: Random, technical: boolean, asked = restate(prompt)): string {
  const question = /\?\s*$/.test(prompt) || /^\s*(?:what|why|who|when|where|which|how|is|are|does|do|did|was|were|can|could|should|would|will)\b/i.test(prompt);
  const templates = asked ? (asked.asking === "advice" && technical ? TECHNICAL_ADVICE : TEMPLATES[asked.asking]) : question ? UNSTATED_QUESTION : STATEMENT;
  // A statement says both of its lines (each is short); the others one or two.
  const bodies = shuffled(templates.bodies, random).slice(0, templates === STATEMENT ? 2 : random.int(1, 2));
  const text = [random.pick(templates.openers), ...bodies, random.pick(templates.closers)].join(" ");
  return capitalized(text.replaceAll("{P}", asked?.phrase ?? ""));
}

const TECHNICAL_POINTS = [
  "**Start small**: get a minimal version working end to end before adding features.",
  "**Measure first**: find out where the time or cost actually goes before optimizing anything.",
  "**Keep it readable**: clear names and short functions make code easier to maintain.",
  "**Test the edges**: empty input, very large input and malformed data are where bugs hide.",
  "**Write down decisions**: a short note on why you chose an approach saves time later.",
  "**Automate the boring parts**: small scripts and checks catch mistakes early.",
  "**Get feedback early**: a second pair of eyes often spots issues quickly.",
  "**Plan for change**: keep the parts most likely to change behind a small interface, so they are easy to swap out.",
];

/** The same for a subject outside software: a trip, bread, an interview, a habit. */
const GENERAL_POINTS = [
  "**Start with the basics**: get comfortable with the fundamentals before moving on to the finer points.",
  "**Prepare ahead**: a little planning up front makes everything that follows easier.",
  "**Be consistent**: small, regular steps add up faster than occasional big efforts.",
  "**Learn from others**: people who have done it before can tell you what matters most.",
  "**Keep notes**: writing down what worked, and what didn't, helps you improve each time.",
  "**Stay flexible**: adjust your approach as you learn what works for you.",
  "**Take your time**: rushing rarely pays off; a steady pace gives better results.",
  "**Ask for feedback**: an honest second opinion often shows what to change first.",
];

const CHECKLIST_INTROS: Readonly<Record<Asking | "none", readonly string[]>> = {
  advice: ["Here are a few general suggestions for {P}:", "A few things that usually help with {P}:", "Some general steps for {P}:"],
  choice: ["A few things to weigh when deciding {P}:"],
  topic: ["A few general points to keep in mind about {P}:", "Here are some general pointers on {P}:"],
  none: ["Here are a few general points that usually help:", "A few general suggestions that apply in most cases:"],
};

/**
 * General points for what `prompt` asks, introduced as general: an engineer's for software,
 * everyday ones for anything else; no point names the subject, so none can misname it.
 */
export function generalChecklist(prompt: string, random: Random, technical: boolean, asked: Restatement | undefined = restate(prompt)): string {
  const intro = random.pick(CHECKLIST_INTROS[asked?.asking ?? "none"]).replaceAll("{P}", asked?.phrase ?? "");
  // "List 3 …" gets three points, not the three to five a prompt without a count gets.
  const pool = technical ? TECHNICAL_POINTS : GENERAL_POINTS;
  const counted = askedCounts(prompt).asked;
  const points = shuffled(pool, random)
    .slice(0, counted === undefined ? random.int(3, 5) : Math.min(counted, pool.length))
    .map((point) => `- ${point}`);
  return `${capitalized(intro)}\n\n${points.join("\n")}\n\n${random.pick(ADVICE_CLOSERS)}`;
}

/**
 * The reply to a prompt no other reply knows: for a why- or how-question about the world, the
 * kinds of reason or mechanism that answer it (why-how-general.ts); general points for a list request or a how-to
 * (now and then for a statement of a subject), else a short answer; a question is answered in
 * prose, not a checklist ("Why is the sky blue?"), and so is a choice ("What should I watch
 * tonight?") or a statement.
 * @example generalReply("Thoughts on caching", seededRandom(1), { technical: true, listAsked: false, question: false })
 */
export function generalReply(prompt: string, random: Random, cues: PromptCues): string {
  // A why- or how-question about the world gets an answer's shape, not a question back.
  const reasoned = whyHowGeneral(prompt, random, cues.technical);
  if (reasoned !== undefined) return reasoned;
  const asked = restate(prompt);
  const listable = asked === undefined || asked.asking !== "choice";
  if (listable && (cues.listAsked || (asked !== undefined && !cues.question && !prompt.trimEnd().endsWith("?") && random.chance(0.35)))) {
    return generalChecklist(prompt, random, cues.technical, asked);
  }
  return generalAnswer(prompt, random, cues.technical, asked);
}
