/**
 * Replies to "What are the advantages of using Next.js?" (the Vercel AI chatbot template's first
 * suggested prompt), "What are the benefits of meditation?", "Pros and cons of remote work":
 * the advantages (and the drawbacks when asked) as a bulleted list naming the subject as the
 * prompt writes it; "Should I use TypeScript for a small project?" gets the trade-off of a subject
 * pros-and-cons.ts knows. A subject with well-known trade-offs (electric cars, remote work,
 * microservices) gets them (pros-and-cons.ts), a software subject an engineer's points
 * (performance, ecosystem), any other subject neutral ones that fit a thing or an activity alike.
 */
import { prosAndConsOf } from "./pros-and-cons.ts";
import { benefitsOf } from "./benefits.ts";
import { choiceSeed, sampled } from "./choice-variety.ts";
import { countOf } from "./list-counts.ts";

/** A count of points: "3", "five", "a few". */
const COUNT = String.raw`\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|several`;
/** How a prompt asks: "What are", "List", "Give me", "Name", then "the main", "some of the" or a count. */
const LEAD = String.raw`^\s*(?:(?:what\s+are|what're|list|tell\s+me|give\s+me|give|name|share|provide|explain|write)\s+)?(?:some\s+of\s+)?(?:the\s+)?(?:top\s+)?(?:(?<count>${COUNT})\s+)?(?:main\s+|key\s+|top\s+|biggest\s+|big\s+|good\s+|great\s+)?`;
const END = String.raw`\s*[?.!]?\s*$`;

const ASKED: readonly RegExp[] = [
  /** "What are the advantages of (using) X?", "List 3 benefits of exercise", "pros and cons of X" */
  new RegExp(
    String.raw`${LEAD}(?<kind>advantages|benefits|pros(?:\s+and\s+cons)?|upsides|disadvantages|drawbacks|cons|downsides)\s+(?:of|to)\s+(?:using\s+|choosing\s+|doing\s+|practicing\s+|practising\s+)?(?<subject>[^?\n]{2,60}?)${END}`,
    "i",
  ),
  /** "Give me 5 reasons to learn Python", "reasons why you should learn a language" */
  new RegExp(String.raw`${LEAD}(?<kind>reasons)\s+(?:to|why\s+(?:you|i|we|one|people|everyone)\s+should)\s+(?<verb>learn|use|try|choose|start|practi[cs]e|do)\s+(?<subject>[^?\n]{2,60}?)${END}`, "i"),
  /** "Why should I use X?" */
  /^\s*why\s+should\s+(?:i|we|you)\s+(?<verb>use|choose|learn|try)\s+(?<subject>[^?\n]{2,60}?)\s*\??\s*$/i,  /** "Should I use X for a small project?": answered only for a subject with well-known trade-offs (pros-and-cons.ts). */
  /^\s*should\s+(?:i|we)\s+(?<kind>use|choose|learn|try|switch\s+to|go\s+with)\s+(?<subject>[^?\n]{2,60}?)\s*\??\s*$/i,
];

/** Words of software: the subject gets an engineer's points. */
const SOFTWARE =
  /\.js\b|\b(?:react|vue|angular|svelte|next|nuxt|remix|astro|node|deno|bun|typescript|javascript|python|rust|go|golang|java|kotlin|swift|docker|kubernetes|graphql|rest|grpc|postgres\w*|mysql|redis|mongo\w*|sqlite|aws|azure|gcp|serverless|microservices?|monorepos?|tailwind|css|html|framework|library|database|api|sdk|cloud|ci|git|linux|webpack|vite|llms?|ai)\b/i;

const SOFTWARE_PROS = [
  "**Performance**: fast out of the box, so you spend less time tuning and more time building.",
  "**Developer experience**: good defaults, clear errors and solid tooling make everyday work with {S} smoother.",
  "**Ecosystem**: a large community, plenty of libraries and answers to most questions already online.",
  "**Scalability**: {S} can grow with a project, from a prototype to production traffic.",
  "**Maintainability**: its conventions keep codebases consistent, which helps as a team grows.",
  "**Documentation**: the official docs and guides cover most of what you need to get started.",
];
const SOFTWARE_CONS = [
  "**Learning curve**: {S} has its own concepts and conventions to learn before you are productive.",
  "**Lock-in**: leaning on its specific features makes moving away from {S} later more work.",
  "**Complexity**: for a small project, {S} can be more than you need.",
  "**Pace of change**: frequent releases mean keeping up with upgrades and deprecations.",
];
/*
 * Any other subject may be a thing (electric scooters), a practice (meditation) or a situation
 * (living abroad): each point reads for all three, with the subject as an object, never a verb's
 * subject (its number is unknown), and claims nothing about it a reader could find false.
 */
const GENERAL_PROS = [
  "**A clear gain for some**: for people with the right needs and circumstances, {S} can be a real improvement over the alternatives.",
  "**Well understood**: many people have experience with {S}, so its benefits are well documented and easy to check before you commit.",
  "**Options**: you can usually find a form of {S} that fits your needs and budget.",
  "**Long-term payoff**: much of the value of {S} builds up over time rather than all at once.",
  "**Help is easy to find**: guides, reviews and people who know {S} well can answer most questions.",
];
const GENERAL_CONS = [
  "**Trade-offs**: the same features that make {S} appealing to some people are drawbacks for others.",
  "**Costs**: depending on your situation, {S} can take more money or time than it first seems.",
  "**Fit varies**: experiences with {S} differ a lot from person to person, with needs, budget and circumstances.",
  "**Hidden downsides**: some drawbacks of {S} only show after a while, so it's worth asking people with first-hand experience.",
];

/**
 * The points a reply lists: `count` of them when the prompt counts (the table's first, another
 * draw for a later choice), else three or four in their order, one left out by the prompt's seed
 * when there are more.
 */
function some(points: readonly string[], subject: string, seed: number, count?: number): string[] {
  const skipped = count === undefined && points.length > 4 ? seed % points.length : -1;
  return sampled(
    points.filter((_, i) => i !== skipped),
    count ?? 4,
  ).map((point) => `- ${point.replaceAll("{S}", subject)}`);
}

/**
 * The advantages (or drawbacks, or both, or reasons to learn it) of what the prompt names, as
 * bullets, as many as it counts, or undefined when it asks for none.
 * @example advantagesReply("What are the advantages of using Next.js?")?.split("\n")[0] // "Here are the main advantages of using Next.js:"
 * @example advantagesReply("List 3 benefits of exercise")?.split("\n")[0] // "Here are 3 benefits of exercise:"
 */
export function advantagesReply(prompt: string): string | undefined {
  const groups = askedIn(prompt);
  if (groups === undefined) return undefined;
  const asked = (groups.kind ?? "advantages").toLowerCase();
  // "a Roth IRA over a traditional IRA", "TypeScript instead of JavaScript": the advantages are the first one's.
  const subject = groups.subject!.trim().replace(/\s+(?:over|instead of|versus|vs\.?|compared (?:to|with)|rather than)\s+.*$/i, "");
  // "benefits of it", "this approach", code after a colon: nothing to name the points after.
  if (/^(?:it|this|that|these|those|them)\b/i.test(subject) || /[:{}();=]/.test(subject)) return undefined;
  // "Should I use TypeScript for a small project?": the trade-off of a subject with well-known ones, else left to the other replies.
  if (groups.kind !== undefined && /^(?:use|choose|learn|try|switch|go)\b/i.test(groups.kind)) return shouldReply(subject);
  const software = SOFTWARE.test(subject);
  const seed = choiceSeed("advantages", prompt);
  const both = /pros\s+and\s+cons/i.test(asked);
  const drawbacks = /^(?:disadvantages|drawbacks|cons|downsides)$/.test(asked);
  // A subject with well-known trade-offs gets them (pros-and-cons.ts), every point, in order;
  // a habit with well-known benefits gets those (benefits.ts).
  const known = prosAndConsOf(subject);
  const benefits = known || both || drawbacks ? undefined : benefitsOf(subject);
  const [pros, cons] = known ? [known.pros, known.cons] : benefits ? [benefits.points, []] : software ? [SOFTWARE_PROS, SOFTWARE_CONS] : [GENERAL_PROS, GENERAL_CONS];
  const using = /\busing\b/i.test(prompt) ? "using " : "";
  const close =
    known?.weigh ?? benefits?.close ?? (software ? "Whether it's the right fit still depends on your project and your team." : "How much these matter depends on your own goals and situation.");
  if (both) return `**Pros of ${using}${subject}**\n\n${some(pros, subject, seed).join("\n")}\n\n**Cons**\n\n${some(cons, subject, seed >>> 4).join("\n")}\n\n${close}`;
  const points = drawbacks ? cons : pros;
  // As many points as counted, when the table has them; else all it has, not claimed to be that many.
  const counted = groups.count === undefined ? undefined : countOf(groups.count.replace(/\s+/g, " "));
  const listed = some(points, subject, seed, counted === undefined ? undefined : Math.min(counted, points.length));
  const title = drawbacks ? "drawbacks" : asked === "benefits" ? "benefits" : "advantages";
  const what = asked === "reasons" ? `reasons to ${groups.verb!.toLowerCase()} ${subject}` : `${title} of ${using}${subject}`;
  const intro = counted !== undefined && listed.length === counted ? `Here ${counted === 1 ? "is" : "are"} ${counted} ${counted === 1 ? what.replace(/^(\w+)s\b/, "$1") : what}:` : `Here are the main ${what}:`;
  return `${intro}\n\n${listed.join("\n")}\n\n${close}`;
}

/** "Should I use X?": X's pros and cons (pros-and-cons.ts) and what the choice turns on, or undefined for a subject without them. */
function shouldReply(subject: string): string | undefined {
  const known = prosAndConsOf(subject);
  if (known === undefined) return undefined;
  const list = (points: readonly string[]) => points.map((point) => `- ${point}`).join("\n");
  return `It depends on your situation, so here's the trade-off of ${subject}:\n\n**Pros**\n\n${list(known.pros)}\n\n**Cons**\n\n${list(known.cons)}\n\n${known.weigh}`;
}

/** The named groups of the first of ASKED that reads `prompt`. */
function askedIn(prompt: string): Partial<Record<"count" | "kind" | "verb" | "subject", string>> | undefined {
  for (const pattern of ASKED) {
    const match = pattern.exec(prompt);
    if (match) return match.groups;
  }
  return undefined;
}
