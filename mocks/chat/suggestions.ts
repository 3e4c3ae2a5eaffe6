/**
 * Replies to a request for ideas, tips, ways or activities for a subject: "Give me 3 ideas for a
 * birthday party for my 8 year old", "5 tips for better sleep", "What are some ways to save
 * money on groceries?", "Suggest three weekend activities for a family with toddlers", "blog post
 * ideas about remote work". A model lists as many concrete items as asked, each about the subject
 * and fit for whom it is for; a checklist about "the fundamentals of birthday party and year"
 * answers none of them. The subjects demo apps ask most have curated tables
 * (suggestions-occasions.ts, suggestions-habits.ts, suggestions-work.ts, suggestions-life.ts);
 * any other gets general steps that name it.
 */
import { askedTags, fitting, likedIn, type SuggestionTopic } from "./suggestion-fit.ts";
import { countOf } from "./list-counts.ts";
import { addressed, gerundPhrase } from "./phrasing.ts";
import { layoutOf } from "./lists.ts";
import { ACTIVITIES_TOPIC, OCCASION_TOPICS } from "./suggestions-occasions.ts";
import { HABIT_TOPICS } from "./suggestions-habits.ts";
import { WORK_TOPICS } from "./suggestions-work.ts";
import { LIFE_TOPICS } from "./suggestions-life.ts";
import { GENERIC_CLOSING, GENERIC_ENGINEERING_TIPS, GENERIC_IDEAS, GENERIC_TIPS } from "./suggestions-generic.ts";
import { TECHNICAL } from "./reply.ts";
import { titlesAbout } from "./writing-tasks.ts";
import { choiceSeed } from "./choice-variety.ts";
import { howToFor } from "./how-tos.ts";
import { requiredWords, WordPrefilter } from "./required-words.ts";

/**
 * The tables, the more specific first: a gift for a birthday is a gift, a party for a team a
 * party; a job interview over Zoom is an interview, not remote work, and travel on a budget is
 * travel, not a budget (suggestions-work.ts and suggestions-life.ts before the habits).
 */
const TOPICS: readonly SuggestionTopic[] = [...OCCASION_TOPICS, ...WORK_TOPICS, ...LIFE_TOPICS, ...HABIT_TOPICS, ACTIVITIES_TOPIC];

/** The most items a reply lists (a table holds about ten that fit). */
const MAX_ITEMS = 10;

/** Ways of asking: "Give me", "Can you suggest", "What are", "I need", "Any". */
const LEAD = String.raw`(?:(?:please|hey|hi|ok(?:ay)?)[,!]?\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:help\s+me\s+)?(?:(?:give|get|send|show|offer)\s+(?:me|us)|suggest|list|brainstorm|come\s+up\s+with|think\s+of|share|recommend|tell\s+me|provide|name|generate|write(?:\s+(?:me|us|down))?|(?:i|we)\s+(?:need|want|would\s+like)|(?:i|we)'d\s+like|(?:i'?m|we're|i\s+am)\s+looking\s+for|looking\s+for|what\s+are|what're|what\s+would\s+be|(?:do\s+you\s+)?(?:have|know)|got|any)`;
/** How many: a number, but not an age ("8 year old"), an ordinal or a measure. */
const COUNT = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a\s+couple(?:\s+of)?|a\s+few|several|a\s+dozen)(?![- ]?(?:years?|yrs?|yo|minutes?|hours?|days?)\b|\.\d|(?:st|nd|rd|th)\b)`;
const QUANTIFIER = String.raw`(?:${COUNT}|me|us|a\s+list\s+of|some|any|more|other|the|your|top|an?|another)`;
const ADJECTIVE = String.raw`(?:fun|good|great|creative|simple|easy|practical|cheap|quick|unique|new|cool|best|effective|useful|affordable|realistic|interesting|memorable|original|actionable|proven|concrete|helpful|budget[- ]friendly|low[- ]cost|unusual|exciting|different)`;
/** Each ADJECTIVE in a phrase, with the space after it: "fun weekend" → "weekend". */
const ANY_ADJECTIVE = new RegExp(String.raw`\b${ADJECTIVE}\s*`, "giu");
/** What a subject's words before the kind cannot be: a request that has other words ("Write a post with tips") is another request. */
const NOT_SUBJECT = String.raw`(?:a|an|the|to|for|with|of|in|on|at|about|and|or|but|how|what|why|when|where|which|who|is|are|was|be|do|does|did|can|could|should|would|will|write|explain|describe|summarize|translate|me|my|your|our|i|you|we|it|this|that|these|those|some|any)`;
const WORD = String.raw`(?!${NOT_SUBJECT}\b)[\p{L}\p{N}][\p{L}\p{N}'’&-]*`;
/** Kinds of suggestion: tips are advice, ideas are things to do or have; "ways" and "suggestions" are either. */
const KIND = String.raw`ideas?|tips?|ways?|activit(?:y|ies)|things?\s+to\s+do|suggestions?|hacks?|strateg(?:y|ies)|habits?|tricks?|gifts?|presents?|projects?|themes?|advice`;
const REQUEST = new RegExp(String.raw`^\s*(?:${LEAD}\s+)?((?:${QUANTIFIER}\s+)*)((?:${ADJECTIVE}\s+)*)((?:${WORD}\s+){0,6}?)(${KIND})\b(?!\s+(?:ideas?|suggestions?|tips?)\b)(.*)$`, "iu");
const TIP_KINDS = /^(?:tips?|hacks?|strateg(?:y|ies)|habits?|tricks?|advice)$/i;
const EITHER_KINDS = /^(?:ways?|suggestions?)$/i;
/** What ties the kind to the subject: "tips for", "ways to", "ideas about", "ways I can". */
const TAIL = /^\s+(for|about|on|to|with|of|in|at|during|while|when|around|regarding|under|from|without|near|using|before|after|this|next|that|if|(?:i|we|you|one)\s+(?:can|could|should|might|may))\s+(.+)$/i;
/** What a prompt adds after its subject about the layout or manners. */
const TRAILER = /(?:,?\s*(?:one per line|each on (?:its|a) own line|on separate lines|as a (?:numbered |bulleted |bullet(?:ed)?[- ]point )?list|in (?:a )?(?:numbered|bulleted) list|in bullet points|as bullet points|with bullets|comma[- ]separated|separated by commas|please|thanks|thank you))+\s*[.!?]*\s*$/i;
/** A place named ("things to do in Paris", "a trip from San Francisco"): what to do there is a guide's to say, not a template's. */
const IN_A_PLACE = /\b(?:in|around|near|from|to|at)\s+(?:the\s+)?\p{Lu}/u;

/** A request for suggestions, read. */
interface Request {
  count: number;
  /** The words between the count and the kind as written: "fun", "weekend", "blog post". */
  before: string;
  /** Those of them that are the subject (no adjectives). */
  subjectBefore: string;
  kind: string;
  connector: string | undefined;
  /** The subject after the kind, as written: "a family with toddlers". */
  after: string | undefined;
  /** What the prompt says after its request: "She loves dinosaurs." */
  context: string;
}

/** "How can I reduce stress? Give me 5 tips": the question says what the tips are for. */
const ASKED_THEN_COUNTED = /^\s*how\s+(?:can|do|should|could|would)\s+(?:i|we|you|one)\s+([^?]{2,80})\?\s+(.+?)\s*[.!]*$/i;

function readRequest(prompt: string): Request | undefined {
  if (prompt.length > 300 || prompt.includes("\n")) return undefined;
  const question = ASKED_THEN_COUNTED.exec(prompt);
  const text = question ? `${question[2]} to ${question[1]}` : prompt;
  const match = REQUEST.exec(text.trim().replace(TRAILER, ""));
  if (!match) return undefined;
  const [, quantifiers, adjectives, words, kind, rest] = match as unknown as [string, string, string, string, string, string];
  // The request is the first sentence; what follows ("She loves dinosaurs.") is context.
  const [, first = "", context = ""] = /^(.*?)(?:[.!?]+(?:\s+(.*))?)?$/.exec(rest)!;
  const tail = TAIL.exec(first);
  if (first.trim() !== "" && !tail) return undefined;
  const asked = /(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a\s+couple(?:\s+of)?|a\s+few|several|a\s+dozen)\s*$/i.exec(quantifiers.trim())?.[1];
  const single = /\b(?:an?|one|another)\s*$/i.test(quantifiers.trim());
  const plural = !/^(?:idea|tip|way|activity|thing\s+to\s+do|suggestion|hack|strategy|habit|trick|gift|present|project|theme)$/i.test(kind);
  if (!plural && !single) return undefined;
  const count = single && !plural ? 1 : asked === undefined ? 5 : (countOf(asked.replace(/\s+/g, " ").replace(/^a couple$/i, "a couple of")) ?? 5);
  return {
    count,
    before: `${adjectives}${words}`.trim(),
    subjectBefore: words.trim(),
    kind: kind.replace(/\s+/g, " ").toLowerCase(),
    connector: tail?.[1]?.toLowerCase(),
    after: tail?.[2]?.trim(),
    context,
  };
}

/** A number of items asked for ("3 tips", "a few ways"): a how-to's steps would not be that many. */
const ASKED_COUNT = /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a\s+couple|a\s+few|several)\b/i;

/**
 * "How can I get better at networking?", "How do I prepare for a job interview?", "How do I pack
 * light?", "How do I negotiate a raise?": a question a tips table may answer. The verbs are the
 * ones the tables' subjects are asked with; a question whose subject no table knows ("How do I
 * write an email to my boss?") is still left to the replies after this one.
 */
const ADVICE_QUESTION = /^\s*(?:(?:so|and|ok(?:ay)?|hey|hi)[,!]?\s+)?how\s+(?:can|do|should|could|would)\s+(?:i|we)\s+((?:get\s+better\s+at|be(?:come)?\s+(?:a\s+)?better|be\s+more|improve|prepare\s+for|get\s+ready\s+for|deal\s+with|handle|get\s+through|survive|keep|make|start|stay|ace|nail|succeed|get|pack|negotiate|study\s+(?:for|effectively|better|smarter)|save|pay|ask|give|write|learn|grow|work|potty|crate)\b[^?\n]{2,70}?)\s*\?*\s*$/i;

/**
 * A "how can I …" question read as a request for tips to do it ("tips to get better at
 * networking"), or undefined. Only a table's tips answer it: a subject no table knows is left to
 * the replies after this one, as before.
 */
function adviceQuestion(prompt: string): Request | undefined {
  // Cheap first look: every such question starts with its "how" in the first few words.
  if (prompt.length > 100 || !prompt.slice(0, 12).toLowerCase().includes("how")) return undefined;
  const goal = ADVICE_QUESTION.exec(prompt)?.[1];
  return goal === undefined ? undefined : { count: 5, before: "", subjectBefore: "", kind: "tips", connector: "to", after: goal, context: "" };
}

/** "save money on groceries" → "saving money on groceries". */
function asActivity(phrase: string): string {
  return gerundPhrase(phrase.replace(/^(?:how\s+to|to)\s+/i, "").split(/\s+/));
}

/** Whether the request names a goal ("ways to save money", "ideas on how to improve my resume", "ways I can relax") rather than a thing. */
function asksForAGoal({ connector, after }: Pick<Request, "connector" | "after">): boolean {
  return /^(?:to|i\s|we\s|you\s|one\s)/i.test(connector ?? "") || /^how\s+to\s/i.test(after ?? "");
}

/**
 * What the suggestions are about, as a phrase the items can name: "ways to save money on
 * groceries" → "saving money on groceries", "tips for my garden" → "your garden", "fundraiser
 * ideas" → "your fundraiser"; undefined when the request names nothing ("Give me some ideas").
 */
export function subjectOf(request: Pick<Request, "subjectBefore" | "connector" | "after">): string | undefined {
  const { subjectBefore, connector, after } = request;
  if (after !== undefined && connector !== undefined) {
    const goal = asksForAGoal(request);
    const phrase = addressed(goal ? asActivity(after) : after);
    return subjectBefore && !goal ? `${subjectBefore.toLowerCase()} ${connector} ${phrase}` : phrase;
  }
  return subjectBefore ? `your ${subjectBefore.toLowerCase()}` : undefined;
}

/** Whether a table answers a request of this kind: a party table no "tips", a sleep table both; ideas to reach a goal ("ideas to reduce stress") may be either. */
function serves(topic: SuggestionTopic, request: Request): boolean {
  if (topic.serves === "both" || EITHER_KINDS.test(request.kind)) return true;
  if (TIP_KINDS.test(request.kind)) return topic.serves === "tips";
  return topic.serves === "ideas" || asksForAGoal(request);
}

/** Words of a request that name posts to write: "blog post ideas about remote work". */
const POSTS = /\b(?:blog(?:\s+posts?)?|articles?|posts?|newsletters?|(?:youtube\s+)?videos?|podcast(?:\s+episodes?)?)\b/i;
/** The subject of posts: what follows "about" ("… about remote work"), else "for" ("blog post ideas for a bakery"). */
const POSTS_ABOUT = /\b(?:about|on|covering|regarding)\s+(.+)$/i;

/** The language "tips for learning Spanish" names, for the tips that name it. */
const LANGUAGE = /\b(Spanish|French|German|Italian|Portuguese|Japanese|Korean|Mandarin|Chinese|Arabic|Russian|Hindi|Dutch|Swedish|Greek|Turkish|Polish|English)\b/i;

/** Words of software that reply.ts's TECHNICAL leaves to the prose of a question. */
const SOFTWARE = /\b(?:variables?|commits?|pull requests?|code reviews?|repos?|repositor(?:y|ies)|developers?|programmers?|engineers?|devops)\b/i;

/** The topics' `when` patterns by their required words: a request tries only the topics whose words it has. Read off the patterns on the first request, not at start. */
let topicWords: WordPrefilter | undefined;

/** The first topic, in table order, that the request's words are about and that serves its kind. */
function topicFor(request: Request, text: string): SuggestionTopic | undefined {
  topicWords ??= new WordPrefilter(TOPICS.map((topic) => requiredWords(topic.when.source)));
  for (const index of topicWords.candidates(text.toLowerCase())) {
    const topic = TOPICS[index]!;
    if (topic.when.test(text) && serves(topic, request)) return topic;
  }
  return undefined;
}

/** The items of a reply, its closing line, and whether they are general steps (for a subject no table knows) toward ideas or tips. */
interface Found {
  items: string[];
  closing: string;
  general?: "ideas" | "tips";
  /**
   * The table's order, when its items are steps a model lists in order (a job interview's tips
   * run from researching the company to the thank-you note): the seed still picks which items a
   * shorter list keeps, but not their order.
   */
  order?: readonly string[];
}

function itemsFor(request: Request, prompt: string, text: string): Found | undefined {
  const seed = prompt.trim().toLowerCase();
  const ideas = !TIP_KINDS.test(request.kind);
  if (ideas && POSTS.test(`${request.subjectBefore} ${request.after ?? ""}`)) {
    const about = /^(?:about|on|regarding)$/.test(request.connector ?? "") ? request.after : (POSTS_ABOUT.exec(request.after ?? "")?.[1] ?? (request.connector === "for" && POSTS.test(request.subjectBefore) ? request.after : undefined));
    if (about !== undefined) return { items: titlesAbout(addressed(about), MAX_ITEMS, seed), closing: "Want an outline for one of these?" };
  }
  const topic = topicFor(request, text);
  if (topic) {
    const language = LANGUAGE.exec(prompt)?.[1];
    const named = language ? language.charAt(0).toUpperCase() + language.slice(1).toLowerCase() : "your target language";
    const fit = fitting(topic.items, askedTags(prompt), likedIn(request.context), topic.name, seed);
    const lead = topic.leads ? topic.items[0]![0] : undefined;
    const ordered = lead === undefined ? fit : [lead, ...fit.filter((item) => item !== lead)];
    const order = topic.serves === "tips" ? topic.items.map(([item]) => item.replaceAll("{L}", named)) : undefined;
    return { items: ordered.map((item) => item.replaceAll("{L}", named)), closing: topic.closing, order };
  }
  const subject = subjectOf(request);
  // A city's sights are not a template's to make up.
  if (subject === undefined || IN_A_PLACE.test(`${request.connector} ${request.after}`)) return undefined;
  // "ideas to …", "ideas on how to …" are ways to a goal: tips.
  const general = ideas && !asksForAGoal(request) ? "ideas" : "tips";
  const templates = general === "ideas" ? GENERIC_IDEAS : TECHNICAL.test(subject) || SOFTWARE.test(subject) ? GENERIC_ENGINEERING_TIPS : GENERIC_TIPS;
  // The first names the subject; the others come in an order the prompt picks.
  const [first, ...others] = templates;
  const start = choiceSeed("suggestions", seed) % others.length;
  const rotated = [first!, ...others.slice(start), ...others.slice(0, start)];
  return { items: rotated.map((template) => template.replaceAll("{S}", subject)), closing: GENERIC_CLOSING.replaceAll("{S}", subject), general };
}

/** An item in a list that wants names only: "**Backyard movie night**: …" → "Backyard movie night". */
function nameOf(item: string): string {
  return /^\*\*(.+?)\*\*/.exec(item)?.[1] ?? item;
}

/** The kind as the intro says it, in the number it has: "1 idea", "3 tips". */
function kindFor(kind: string, count: number): string {
  if (kind === "advice") return count === 1 ? "piece of advice" : "tips";
  if (count !== 1) return kind.replace(/^(idea|tip|way|suggestion|hack|habit|trick|gift|present|project|theme)$/, "$1s").replace(/^activity$/, "activities").replace(/^strategy$/, "strategies").replace(/^thing to do$/, "things to do");
  return kind.replace(/^activities$/, "activity").replace(/^strategies$/, "strategy").replace(/^things to do$/, "thing to do").replace(/^(?!advice)(.+)s$/, "$1");
}

/**
 * As many suggestions as asked (five when no number is given, at most ten or what fits), about
 * the subject, in the layout asked, with an intro that says how many and a closing line; the
 * same prompt gives the same items. Undefined for a prompt that asks for none.
 * @example suggestionsReply("5 tips for better sleep")?.split("\n")[0] // "Here are 5 tips for better sleep:"
 */
export function suggestionsReply(prompt: string): string | undefined {
  const written = readRequest(prompt);
  // "How can I get better at networking?" asks for tips, when a table knows the subject.
  const question = written ? undefined : adviceQuestion(prompt);
  const request = written ?? question;
  if (!request) return undefined;
  const text = [request.subjectBefore, request.kind, request.connector, request.after].filter(Boolean).join(" ");
  const found = itemsFor(request, prompt, text);
  if (!found || found.items.length === 0 || (question && found.general)) return undefined;
  // "Tips for removing a red wine stain", no count asked: no tips table knows it, but the how-tos
  // do, and their method is what "How do I remove a red wine stain?" gets, not general tips.
  const howTo = found.general === "tips" && !question && /^(?:for|to|on)$/.test(request.connector ?? "") && !ASKED_COUNT.test(prompt) ? howToFor(request.after ?? "") : undefined;
  if (howTo !== undefined) return howTo;
  const count = Math.min(request.count, MAX_ITEMS, found.items.length);
  const chosen = found.items.slice(0, count);
  const order = found.order;
  const items = order ? chosen.sort((a, b) => order.indexOf(a) - order.indexOf(b)) : chosen;
  const layout = layoutOf(prompt);
  if (layout === "lines") return items.map((item) => item.replaceAll("**", "")).join("\n");
  if (layout === "commas") return items.map(nameOf).join(", ");
  // The intro says what was asked, in the reply's words: "Here are 3 weekend activities for a family with toddlers:".
  // "the best ways" reads "5 best ways" with a number: the number says it.
  // "General" steps are not "good" ones; a word that only starts the prompt is capitalized ("Fun ideas"), a name keeps its capital ("Christmas").
  const plain = found.general ? request.before.replace(ANY_ADJECTIVE, "") : request.before;
  const before = addressed(plain)
    .replace(/\b(?:best|top)\s*/gi, "")
    .trim()
    .replace(/^\S+/, (word) => (prompt.trimStart().startsWith(word) && !(word === word.toUpperCase() && word.length > 1) ? word.toLowerCase() : word));
  const asked = (kind: string) => [before, kind, request.connector, request.after && addressed(request.after)].filter(Boolean).join(" ");
  // Steps for a subject no table knows say so: they are how to find ideas, or general tips.
  const what =
    found.general === "ideas" ? `${count === 1 ? "way" : "ways"} to come up with ${asked(kindFor(request.kind, 2))}` : `${found.general === "tips" ? "general " : ""}${asked(kindFor(request.kind, count))}`;
  const intro = count === 1 ? `Here's one ${what}:` : `Here are ${count} ${what}:`;
  const list = count === 1 ? items : items.map((item, i) => (layout === "bullets" ? `- ${item}` : `${i + 1}. ${item}`));
  return count === 1 ? `${intro}\n\n${list[0]}` : `${intro}\n\n${list.join("\n")}\n\n${found.closing}`;
}
