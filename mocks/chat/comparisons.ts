/**
 * Replies to a comparison of two things: "Compare React and Vue", "React vs Vue", "Which is
 * better, Python or JavaScript?", "What's the difference between SQL and NoSQL?", "Should I rent
 * or buy a home?". A pair demo users ask for most (comparison-tables.ts) gets a short intro, a
 * table of real differences with the columns in the order the prompt names them, and when to
 * choose each; a pair explanations.ts already answers (TCP and UDP, let and const) gets that
 * answer. Any other pair gets the criteria to weigh, naming both sides, and no verdict: what
 * each is best at cannot be made up. A bare "X or Y?" counts only for a known pair: "Heads or
 * tails?" asks for no comparison.
 */
import { COMPARISONS, type Comparison, type Side } from "./comparison-tables.ts";
import { explanationReply } from "./explanations.ts";
import { choiceSeed, sampled } from "./choice-variety.ts";

/** Words before the question that change nothing: "Hey,", "Can you", "please". */
const LEAD = /^\s*(?:(?:hey|hi|ok|okay|so)[,!]?\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?|please\s+|quickly\s+|briefly\s+)?/i;
/** A side as written: a short phrase with no clause punctuation. */
const S = String.raw`([^,:;?!\n]{1,50}?)`;
/** "is better", "is faster", "is more popular", "is best": what a "which" question asks. */
const BETTER = String.raw`(?:one\s+)?(?:is|'s|would\s+be)\s+(?:the\s+)?(?:better|best|(?:more|less)\s+\w+|\w+er)(?:\s+(?:choice|option|pick))?`;
/** "use", "learn first", "go with": what a "should I" question asks. */
const PICK = String.raw`(?:use|choose|learn|pick|get|buy|go\s+(?:with|for)|start\s+with|switch\s+to|study|drink|adopt)(?:\s+first)?`;
/** Asked only as "pros and cons of …", "X vs Y pros and cons". */
const PROS_AND_CONS = String.raw`(?:(?:what\s+are\s+)?(?:the\s+)?pros\s+and\s+cons\s+of\s+)`;

/**
 * Each way of asking, the sides in its last two groups. `choosing` when it asks which to pick
 * (criteria to choose by), else it asks how they differ; `known` when it counts only for a known pair.
 */
const ASKED: readonly { pattern: RegExp; choosing?: true; known?: true }[] = [
  // "Compare React and Vue", "compare and contrast cats with dogs"
  { pattern: new RegExp(String.raw`^(?:compare|contrast|compare\s+and\s+contrast)\s+${S}\s+(?:and|with|to|vs\.?|versus)\s+${S}$`, "i") },
  // "What's the difference between SQL and NoSQL?", "differences between a list and a tuple in Python"
  { pattern: new RegExp(String.raw`^(?:(?:what(?:'s|\s+is|\s+are)|explain|tell\s+me|describe)\s+)?(?:the\s+)?(?:main\s+|key\s+|biggest\s+|real\s+)?differences?\s+between\s+${S}\s+(?:and|vs\.?|versus)\s+${S}$`, "i") },
  // "How is Docker different from a VM?", "How does MySQL compare to PostgreSQL?"
  { pattern: new RegExp(String.raw`^how\s+(?:is|are|does|do)\s+${S}\s+(?:different\s+from|differ\s+from|compare\s+(?:to|with)|stack\s+up\s+against)\s+${S}$`, "i") },
  // "React vs Vue: which is better?", "pros and cons of renting vs buying"
  { pattern: new RegExp(String.raw`^${PROS_AND_CONS}?${S}\s+(?:vs\.?|versus|compared\s+(?:to|with))\s+${S}\s*[:,-]?\s*(?:pros\s+and\s+cons|which\s+${BETTER}|which\s+(?:one\s+)?should\s+(?:i|we)\s+${PICK})$`, "i"), choosing: true },
  // "React vs Vue", "Weather vs climate": a choice or a difference, so taken as a difference, the answer that fits both.
  { pattern: new RegExp(String.raw`^${PROS_AND_CONS}?${S}\s+(?:vs\.?|versus|compared\s+(?:to|with))\s+${S}$`, "i") },
  // "Which is better, Python or JavaScript?", "Which is better for beginners: Python or JavaScript?"
  { pattern: new RegExp(String.raw`^which\s+${BETTER}(\s+(?:for|in|to)\s+[^,:]{2,40}?)?\s*[,:-]?\s+${S}\s+or\s+${S}$`, "i"), choosing: true },
  // "Which should I learn first, Python or JavaScript?", "What should I learn first, Python or JavaScript?"
  { pattern: new RegExp(String.raw`^(?:which|what)\s+(?:one\s+)?should\s+(?:i|we)\s+${PICK}(\s+(?:for|in)\s+[^,:]{2,40}?)?\s*[,:-]?\s+${S}\s+or\s+${S}$`, "i"), choosing: true },
  // "Python or JavaScript, which is better?"
  { pattern: new RegExp(String.raw`^${S}\s+or\s+${S}\s*[,:?-]?\s*which\s+(?:${BETTER}|(?:one\s+)?should\s+(?:i|we)\s+${PICK})$`, "i"), choosing: true },
  // "Should I use React or Vue?", "Should I learn Java or C#?"
  { pattern: new RegExp(String.raw`^should\s+(?:i|we)\s+${PICK}\s+${S}\s+or\s+${S}$`, "i"), choosing: true },
  // "Is Python better than JavaScript?"
  { pattern: new RegExp(String.raw`^(?:is|are)\s+${S}\s+better\s+than\s+${S}$`, "i"), choosing: true },
  // "Should I rent or buy a home?", "Is it better to rent or buy?"
  { pattern: new RegExp(String.raw`^(?:should\s+(?:i|we)|is\s+it\s+better\s+to)\s+${S}\s+or\s+${S}$`, "i"), known: true },
  // "Pros and cons of renting or buying"
  { pattern: new RegExp(String.raw`^${PROS_AND_CONS}${S}\s+(?:or|and)\s+${S}$`, "i"), known: true },
  // "Tea or coffee?", "React or Vue?"
  { pattern: new RegExp(String.raw`^${S}\s+or\s+${S}$`, "i"), known: true },
];

/** A word every way of asking has: most prompts are turned away by this one test. */
const COMPARING = /\b(?:or|vs\.?|versus|compare[ds]?|contrast|differen(?:ce|ces|t)|differ|than)\b/i;
/** A side that is no thing to compare: a pronoun, a number of things, code, a third side. */
const NOT_A_SIDE = /^(?:it|this|that|these|those|them|they|one|two|both|each|either|the\s+two|the\s+other)\b|[{}()=<>"`[\]|]|\s(?:vs\.?|versus|or)\s/i;
/** What a prompt may add after the second side: "for beginners", "in 2025", "in Python". */
const CONTEXT = /\s+((?:for|when|as)\s+[^,]{2,40}|in\s+(?:\d{4}|python|javascript|js|typescript|ts|java|react|node(?:\.?js)?|go|rust|c#|c\+\+|sql|git|the\s+cloud|production|practice|general|terms\s+of\s+[\w\s]{2,30}))$/i;
/** Words dropped from the front of a side before it is looked up. */
const ARTICLE = /^(?:a|an|the|using|use|to)\s+/i;
/** Words of software: an unknown pair is weighed by an engineer's criteria. */
const SOFTWARE =
  /\.js\b|\b(?:react|vue|angular|svelte|next|nuxt|remix|astro|node|deno|bun|typescript|javascript|python|rust|go|golang|java|kotlin|swift|ruby|php|perl|scala|elixir|c#|c\+\+|docker|kubernetes|graphql|rest|grpc|postgres\w*|mysql|redis|mongo\w*|sqlite|aws|azure|gcp|serverless|microservices?|monoliths?|monorepos?|tailwind|css|html|frameworks?|library|libraries|databases?|apis?|sdks?|cloud|git|linux|webpack|vite|llms?|ai|vim|emacs|vs\s*code|ide|promises|async|callbacks?|classes|functions?|arrays?|objects?|sets?|maps?|dicts?|dictionaries|lists?|tuples?|server|client|frontend|backend|orm|sql|nosql|http|https|tcp|udp|websockets?|json|xml|yaml|csv)\b/i;

/** The pairs explanations.ts answers already, with the question it answers them for. */
const EXPLAINED: readonly { sides: readonly [RegExp, RegExp]; question: string }[] = [
  { sides: [/^tcp$/i, /^udp$/i], question: "What is the difference between TCP and UDP?" },
  // The let and const answer says to avoid var, and why.
  { sides: [/^(?:let|var)$/i, /^const$/i], question: "What is the difference between let and const?" },
  { sides: [/^==$/, /^===$/], question: "What is the difference between == and ===?" },
  { sides: [/^props$/i, /^state$/i], question: "What is the difference between props and state in React?" },
];

/** Criteria to weigh two things of software by, each naming both sides ({A}, {B}). */
const SOFTWARE_CRITERIA = [
  "**Purpose**: what {A} and {B} were each built to solve. The closer a tool's purpose is to your use, the less you fight it.",
  "**Learning curve**: how long you and your team would need to become productive with each, counting what you already know.",
  "**Ecosystem**: the libraries, tools, documentation and community around {A} and around {B}, and how easy it is to hire for each.",
  "**Performance and scale**: how each behaves at the size you expect. Measure on your own workload, since benchmarks rarely match it.",
  "**Maintenance**: how actively each of {A} and {B} is developed, who backs it, and how painful its upgrades are.",
  "**Fit with your stack**: which of the two works more easily with what you already run and deploy.",
];
/** Criteria to choose between any two other things by. */
const CHOICE_CRITERIA = [
  "**What each is for**: the need each of {A} and {B} meets best; start from what you need.",
  "**Cost**: the money, time and effort each takes, both up front and over time.",
  "**Day to day**: how {A} and {B} would fit your routine, space and habits, which matters more than how they look on paper.",
  "**Drawbacks**: what each does poorly; a drawback you can't live with often decides faster than any strength.",
  "**In the long run**: how each holds up over the years, and how easy it is to change your mind later.",
  "**Other people's experience**: reviews, and people who have lived with {A} or {B}, show what descriptions leave out.",
];

/** Points to tell any two other things apart by, when the prompt asks how they differ. */
const DIFFERENCE_CRITERIA = [
  "**What each is**: a one-line definition of {A} and of {B}; the difference often starts with what kind of thing each is.",
  "**How each works**: the process or mechanism behind each, and what drives it.",
  "**Scale and scope**: how big, long or wide-reaching each is, and what each covers.",
  "**Where you meet them**: the situations or fields in which you come across {A}, and those in which you come across {B}.",
  "**What they share**: the overlap between {A} and {B}, which is usually why they get mixed up.",
];

interface Asked {
  first: string;
  second: string;
  /** "for beginners", "in Python": what the prompt adds after the sides. */
  context?: string;
  choosing?: true;
  known?: true;
}

/** Spaces that are not one plain space: a text without them has nothing for `oneSpaced` to collapse. */
const UNEVEN_SPACE = /[^\S ]|\s\s/;
/**
 * `text` with each run of spaces one space, as `text.replace(/\s+/g, " ")`, copied only when it changes.
 * @example oneSpaced("learn  react\tfast") // "learn react fast"
 */
export const oneSpaced = (text: string): string => (UNEVEN_SPACE.test(text) ? text.replace(/\s+/g, " ") : text);
/** `text` without its closing ?, . or ! and the spaces around them; tried only when it ends in one (`trimEnd` drops the spaces `\s` matches). */
const withoutEndMark = (text: string): string => (/[?.!]/.test(text.trimEnd().slice(-1)) ? text.replace(/\s*[?.!]+\s*$/, "") : text);

/** The two sides a prompt compares, as written, or undefined when it compares nothing. */
function sidesAsked(prompt: string): Asked | undefined {
  if (prompt.length > 120 || prompt.includes("\n") || !COMPARING.test(prompt)) return undefined;
  const text = oneSpaced(withoutEndMark(prompt.replace(LEAD, ""))).trim();
  for (const { pattern, choosing, known } of ASKED) {
    const match = pattern.exec(text);
    if (!match) continue;
    // The "which is better for beginners, X or Y" patterns capture the context before the sides.
    const groups = match.slice(1).filter((group) => group !== undefined);
    const [lead, first, second] = groups.length === 3 ? groups : [undefined, ...groups];
    if (first === undefined || second === undefined) return undefined;
    if (NOT_A_SIDE.test(first.trim()) || NOT_A_SIDE.test(second.trim())) return undefined;
    // What the prompt adds after the second side ("for a team of 10 people") is no part of it.
    const context = CONTEXT.exec(second);
    if (first.split(" ").length > 5 || (context ? second.slice(0, context.index) : second).split(" ").length > 6) return undefined;
    // "Which is bigger, the sun or the earth?" asks a fact (facts.ts), not which to choose: only a known pair is compared.
    const fact = /^which\s+(?:one\s+)?(?:is|'s|would\s+be)\s+(?:the\s+)?(?!better\b|best\b)\w/i.test(text);
    return { first: first.trim(), second: second.trim(), context: lead?.trim(), choosing, known: known ?? (fact || undefined) };
  }
  return undefined;
}

/**
 * The two things a prompt compares, as named (articles dropped), or undefined when it compares none.
 * @example comparedSides("Compare the iPhone 15 and the Pixel 8") // ["iPhone 15", "Pixel 8"]
 */
export function comparedSides(prompt: string): [string, string] | undefined {
  const asked = sidesAsked(prompt);
  if (!asked) return undefined;
  const context = CONTEXT.exec(asked.second);
  const second = context ? asked.second.slice(0, context.index) : asked.second;
  const bare = (side: string) => side.replace(/^(?:the|a|an)\s+/i, "").trim();
  return [bare(asked.first), bare(second)];
}

/**
 * Both sides of "the French and American revolutions", "Python and Java developers": a proper
 * adjective alone, then a phrase ending in a plural, share that plural's noun.
 */
function sharedHead(first: string, second: string): { first: string; second: string } {
  const lone = /^(the\s+)?(\p{Lu}[\p{L}#+]*)$/u.exec(first);
  const head = /^(\p{Lu}[\p{L}#+]*)\s+(\p{Ll}+s)$/u.exec(second);
  if (!lone || !head) return { first, second };
  // "the French revolution" is one; "Python developers" are many.
  const noun = lone[1] ? head[2]!.replace(/s$/, "") : head[2]!;
  const the = lone[1] ?? "";
  return { first: `${the}${lone[2]} ${noun}`, second: `${the}${head[1]} ${noun}` };
}

/** `side` as looked up: lower case, with no article or "using" in front. */
const bare = (side: string): string => side.toLowerCase().replace(ARTICLE, "").trim();
/** Each curated comparison with the patterns of its two sides, compiled once. */
const CURATED = COMPARISONS.map((comparison) => ({ comparison, sides: comparison.sides.map((side) => new RegExp(`^(?:${side.aliases})$`, "i")) as [RegExp, RegExp] }));

/** The curated comparison of the two sides, and whether the prompt names them in reverse. */
function curated(first: string, second: string): { comparison: Comparison; reversed: boolean } | undefined {
  const [x, y] = [bare(first), bare(second)];
  for (const { comparison, sides: [a, b] } of CURATED) {
    if (a.test(x) && b.test(y)) return { comparison, reversed: false };
    if (b.test(x) && a.test(y)) return { comparison, reversed: true };
  }
  return undefined;
}

/** The answer explanations.ts gives for the pair, when it has one. */
function explained(first: string, second: string): string | undefined {
  const [x, y] = [bare(first), bare(second)];
  const found = EXPLAINED.find(({ sides: [a, b] }) => (a.test(x) && b.test(y)) || (b.test(x) && a.test(y)));
  return found && explanationReply(found.question);
}

/** `text` with the letter it starts with (after any `**`) a capital. */
const capitalFirst = (text: string): string => text.replace(/^(\**)(\p{Ll})/u, (_, stars: string, letter: string) => stars + letter.toUpperCase());

/** The curated comparison written out, its columns in the asked order. */
function tableReply({ comparison, reversed }: { comparison: Comparison; reversed: boolean }): string {
  const order = reversed ? ([1, 0] as const) : ([0, 1] as const);
  const [a, b] = order.map((i) => comparison.sides[i]!);
  const called = (side: Side) => side.called ?? side.name;
  const written = comparison.intro.replace("{A}", `**${called(a!)}**`).replace("{B}", `**${called(b!)}**`);
  // A name is written as it is at a sentence's start too: "**iOS** and", "**npm** and", not "**IOS**", "**Npm**".
  const intro = comparison.intro.startsWith("{A}") && called(a!) === a!.name && /^\p{Ll}/u.test(a!.name) ? written : capitalFirst(written);
  // Rows in another order for a later choice: a table has no order of its own.
  const rows = sampled(comparison.rows, comparison.rows.length).map((row) => `| ${row[0]} | ${row[order[0] + 1]} | ${row[order[1] + 1]} |`);
  const table = [`| | ${a!.name} | ${b!.name} |`, "|---|---|---|", ...rows].join("\n");
  const choose = `Choose ${called(a!)} ${comparison.when[order[0]]}, and ${called(b!)} ${comparison.when[order[1]]}.`;
  return `${intro}\n\n${table}\n\n${choose}`;
}

/**
 * What to weigh an unknown pair by, naming both: an engineer's criteria for software, else what
 * to choose by or what tells them apart, as the prompt asks. Which four is the prompt's seed.
 */
function criteriaReply(prompt: string, { first, second, context, choosing }: Asked): string {
  const software = SOFTWARE.test(`${first} ${second} ${context ?? ""}`);
  const criteria = software ? SOFTWARE_CRITERIA : choosing ? CHOICE_CRITERIA : DIFFERENCE_CRITERIA;
  const skipped = choiceSeed("comparison", prompt) % criteria.length;
  const [a, b] = [`**${first}**`, `**${second}**`];
  const points = criteria
    .filter((_, i) => i !== skipped)
    .slice(0, 4)
    .map((point) => `- ${point.replaceAll("{A}", a).replaceAll("{B}", b)}`);
  const where = context ? ` ${context}` : "";
  const intro =
    choosing || software
      ? `Whether ${a} or ${b} is the better choice${where} depends mostly on what you need it for. These are the points worth comparing side by side:`
      : `The clearest way to see how ${a} and ${b} differ${where} is to put them side by side on a few points:`;
  const close =
    choosing || software
      ? `If you tell me what you'd use it for, I can help you weigh ${first} against ${second} for that case.`
      : `If you tell me where you came across ${first} and ${second}, I can go into the specifics.`;
  return capitalFirst(`${intro}\n\n${points.join("\n")}\n\n${close}`);
}

/**
 * The curated table comparing two things named alone, or undefined when no table holds the pair:
 * for a module that reads the pair from its own wording ("Should I learn Python or JavaScript first?").
 * @example curatedComparison("React", "Vue")?.includes("| | React | Vue |") // true
 */
export function curatedComparison(first: string, second: string): string | undefined {
  const found = curated(first, second);
  return found && tableReply(found);
}

/**
 * The comparison of the two things a prompt names, or undefined when it compares nothing.
 * @example comparisonReply("Compare React and Vue")?.split("\n")[2] // "| | React | Vue |"
 */
export function comparisonReply(prompt: string): string | undefined {
  const asked = sidesAsked(prompt);
  if (!asked) return undefined;
  const context = CONTEXT.exec(asked.second);
  const second = context ? asked.second.slice(0, context.index) : asked.second;
  const found = curated(asked.first, asked.second) ?? (context ? curated(asked.first, second) : undefined);
  if (found) return tableReply(found);
  const explanation = explained(asked.first, asked.second) ?? (context ? explained(asked.first, second) : undefined);
  if (explanation !== undefined) return explanation;
  if (asked.known) return undefined;
  // Only now: "Docker and Virtual machines" is a known pair, "the French and American revolutions" shares a noun.
  const sides = sharedHead(asked.first, second);
  return criteriaReply(prompt, { ...asked, ...sides, context: asked.context ?? context?.[1] });
}
