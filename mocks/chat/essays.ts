/**
 * An essay, an article or a blog post asked for by its subject ("Help me write an essay about
 * Silicon Valley", "Write a blog post about remote work"): its title and its paragraphs, as a
 * chat reply shows them (writing-tasks.ts) and as a structured output's `title` and `content`
 * hold them (plausible-values.ts).
 */
import { choiceSeed } from "./choice-variety.ts";
import { pluralWord } from "./result-words.ts";

/** "Help me write an essay about Silicon Valley", "Write a short blog post on remote work", "Write a blog post for developers about Docker" (whom it is for, two words at most, is left out of the subject) */
const ESSAY = /^\s*(?:please\s+)?(?:(?:can you\s+)?help me\s+)?(?:write|draft|compose|generate|create)\s+(?:me\s+)?(?:an?\s+)?(?:short\s+|brief\s+|long\s+|\d+[- ]word\s+|(?:three|five)[- ]paragraph\s+|persuasive\s+|informative\s+)*(essay|article|blog post|blog|report)\s+(?:for\s+(?:my\s+|our\s+|a\s+|the\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+)?(?:about|on)\s+([^\n]{2,80}?)\s*[.!?]*\s*$/i;
/** How ESSAY opens: a prompt that does not start so asks for no essay. */
const WRITE_OPENING = /^\s*(?:please\s+)?(?:(?:can you\s+)?help me\s+)?(?:write|draft|compose|generate|create)\s/i;

/**
 * The end of a sentence another follows: a mark after a word (not an initial: "the U.S.
 * Constitution" goes on), space, and a capital.
 */
const SENTENCE_END = /(?<=(?:[\p{L}\d]{2}|\b[a-z\d])[.!?])\s+(?=[A-Z"“])/u;

/** A word every match of ESSAY has: the kind of piece. */
const KIND_WORD = /essay|article|blog|report/i;

/**
 * "Matters" or "Matter", agreeing with a subject: "Why Remote Teams Matter", "Why Kubernetes
 * Matters" (a capitalised name ending in s is one thing).
 */
export function matters(subject: string): string {
  const last = subject.split(/\s+/).at(-1)!;
  return /^\p{Ll}+$/u.test(last) && pluralWord(last) ? "Matter" : "Matters";
}

/** The format an essay is asked in, to the end: " as JSON with title and tags", " in markdown". */
const FORMAT_ASKED = /\s+(?:as|in|into|using)\s+(?:an?\s+)?(?:valid\s+|structured\s+|plain\s+)?(?:json|yaml|xml|markdown|html)\b.*$/i;

/** Title Case for a subject line or a title: small words stay lowercase inside it. */
export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .map((word, i) => (i > 0 && /^(?:a|an|the|and|or|for|of|to|in|on|at|with|by|off)$/i.test(word) ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");
}

export interface Essay {
  title: string;
  /** An introduction, where the subject came from, what shapes it now, where it may go, a conclusion (three of them when asked short). */
  paragraphs: readonly string[];
  /** A heading for each paragraph, for a post written in sections. */
  headings: readonly string[];
}

/**
 * The essay the prompt asks for, each paragraph naming the subject, or undefined when the prompt
 * asks for none. The paragraphs hold no facts about it (the mock knows none): an app sees the
 * length and layout of a real answer. The same prompt gives the same title.
 * @example essayOf("Write a blog post about remote work")?.paragraphs.length // 5
 */
export function essayOf(prompt: string): Essay | undefined {
  // Cheap first look: ESSAY's opening, then the kind it names, in the prompt and so in its first sentence.
  if (!WRITE_OPENING.test(prompt) || !KIND_WORD.test(prompt)) return undefined;
  // "Write a blog post about remote teams. Keep it short.": the subject ends with its sentence.
  const match = ESSAY.exec(prompt.split(SENTENCE_END, 1)[0]!) ?? ESSAY.exec(prompt);
  if (!match) return undefined;
  const [, kind, about] = match as unknown as [string, string, string];
  // "about remote teams as JSON with title and tags": the format asked for is not the subject.
  const subject = about.replace(FORMAT_ASKED, "").trim().replace(/^(?:the|a|an)\s+/i, "");
  // "an essay about why dogs are great", "a report on Q3 sales": a clause or a report's figures,
  // which the essay's sentences ("Few subjects say as much about how we live today as …") do not fit.
  if (/^(?:why|how|what|whether|when|where|who|if)\b/i.test(subject) || (kind.toLowerCase() === "report" && /\b(?:sales|revenue|q[1-4]|quarter|metrics|results|kpis?|budget|incident)\b/i.test(subject))) return undefined;
  const short = /\b(?:short|brief)\b/i.test(prompt);
  const kept = short ? [0, 2, 4] : [0, 1, 2, 3, 4];
  const lived = livedEssay(subject, kind, prompt);
  if (lived) return { title: lived.title, paragraphs: kept.map((i) => lived.paragraphs[i]!), headings: kept.map((i) => lived.headings[i]!) };
  const titles = [`${titleCase(subject)}: Past, Present and Future`, `Understanding ${titleCase(subject)}`, `Why ${titleCase(subject)} ${matters(subject)}`];
  const paragraphs = [
    `Few subjects say as much about how we live today as ${subject}. To understand it, it helps to look at where it came from, what shapes it now and what it might become.`,
    `The story of ${subject} begins with a handful of people and ideas that, at first, seemed modest. Over time those beginnings grew into something far larger, as each success drew in new people, new resources and new ambitions.`,
    `Today, ${subject} is defined as much by its tensions as by its achievements. It offers real opportunities and has changed many lives for the better, yet it also faces hard questions about who benefits, and at what cost.`,
    `Looking ahead, the future of ${subject} will depend on choices made now: how it adapts to change, whom it includes and what it decides to value.`,
    `In the end, ${subject} is more than a topic to ${/^blog/i.test(kind) ? "write about" : "study"}; it is a lens on the forces shaping our world. Understanding it means keeping both its promise and its problems in view.`,
  ];
  const headings = ["Introduction", `Where ${titleCase(subject)} Came From`, `${titleCase(subject)} Today`, "What Comes Next", "Conclusion"];
  return {
    title: titles[choiceSeed("essay-title", prompt) % titles.length]!,
    paragraphs: kept.map((i) => paragraphs[i]!),
    headings: kept.map((i) => headings[i]!),
  };
}

/** Something the writer lived through: "my trip to Japan", "our product launch", "my first marathon". */
const LIVED = /^(my|our)\s+(?:[\w-]+\s+){0,3}?(?:trip|travels?|vacation|holiday|journey|visit|adventure|weekend|summer|year|semester|internship|move|wedding|launch|marathon|race|experience|first\s+[\w-]+)\b/i;

/**
 * A first-person account for a subject the writer lived through, which the essay's history of a
 * subject ("The story of my trip to Japan begins with a handful of people and ideas") does not fit.
 * "my" writes as I, "our" as we.
 */
function livedEssay(subject: string, kind: string, prompt: string): Essay | undefined {
  const match = LIVED.exec(subject);
  if (!match) return undefined;
  const we = match[1]!.toLowerCase() === "our";
  const [I, me, my] = we ? ["we", "us", "our"] : ["I", "me", "my"];
  const Subject = subject.charAt(0).toUpperCase() + subject.slice(1);
  const titles = [titleCase(subject), `${titleCase(subject)}: What ${we ? "We" : "I"} Learned`, `Looking Back on ${titleCase(subject)}`];
  return {
    title: titles[choiceSeed("essay-title", prompt) % titles.length]!,
    paragraphs: [
      `${Subject} is something ${I} have wanted to write about for a while. Here is how it went, what surprised ${me} and what ${I} would do differently next time.`,
      `It started with a plan, as these things do, and with more optimism than the plan deserved. The first steps went mostly as expected, which left room to notice the details.`,
      `What made it memorable was what ${I} had not planned for: the people ${I} met along the way, a few small surprises and one or two moments that changed how ${I} saw the whole thing.`,
      `Not everything went smoothly. Some things took longer than expected and a few did not work at all, and each of them taught ${me} something ${I} will keep.`,
      `Looking back, ${subject} was worth every effort. If you are about to do something similar, plan a little less than you think you need, leave room for surprises and write down what you learn as you go: ${my} notes from the time are what this ${/^blog/i.test(kind) ? "post" : kind.toLowerCase()} is made of.`,
    ],
    headings: ["Introduction", "Getting Started", "The Highlights", "What Went Wrong", "Looking Back"],
  };
}

