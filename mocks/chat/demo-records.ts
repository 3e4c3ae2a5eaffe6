/**
 * The lists of records demos ask a structured output for ("Generate 3 product reviews for
 * wireless earbuds", "FAQ entries for a pricing page", "3 startup ideas in healthcare"): each
 * record written as one piece, as a model writes it. The faker and plausible-values.ts fill each
 * field on its own, so a review is titled "Review 1" with a body of generic advice whatever its
 * rating, an idea's `pitch` is "2" and a notification's sender is "Notification 1". Here a
 * review's title and text agree with its rating, a post's summary is about its title, a FAQ's
 * answer answers its question, an idea is one of the field the prompt names
 * (startup-ideas.ts), and a person's field holds a person.
 *
 * The kind of record is read from the list's name (`reviews`, `faqs`, `team`), or for a list
 * named for nothing (`items`, the AI SDK's `elements`) from what the prompt counts; the texts
 * come from demo-record-texts.ts. Runs on the finished document; the changes are kept only
 * where the caller's schema accepts them, and a value the user wrote stays.
 */
import { hashSeed, seededRandom } from "../data/random.ts";
import { personName } from "../data/users.ts";
import { normalisedKey, singular, wordsOf } from "./property-kinds.ts";
import { GENERIC_LISTS } from "./list-counts.ts";
import { STARTUP_IDEAS_PROMPT, startupIdea } from "./startup-ideas.ts";
import { withChangesKept, type RecordChange } from "./kept-changes.ts";
import { commentOf, eventOf, faqIndexAbout, faqOf, jobOf, postOf, reviewOf, socialPostOf, teamMemberOf, testimonialOf, tierOf, userStoryOf, toneAt, toneOfRating, topicOf, type Topic } from "./demo-record-texts.ts";

type Json = Record<string, unknown>;

/** What the records are written for. */
export interface DemoRecordContext {
  /** The last user message: the topic, and the values the user wrote (which stay). */
  readonly text: string;
  /** The prompt's subject as the conversation reads it, for a prompt that names no topic after "for" or "about"; read only when needed. */
  readonly subject: () => string;
  /** What the prompt counts, in order ("3 product reviews" → "product", "review", …): the kind of a generic list's records. */
  readonly countedNouns: () => readonly string[];
}

/** Kinds of record written here. */
type RecordKind = "review" | "testimonial" | "post" | "social" | "comment" | "faq" | "idea" | "member" | "event" | "job" | "tier" | "story" | "message";

/** The kind of record a list's noun (singular) names. */
const KIND_OF_NOUN: ReadonlyMap<string, RecordKind> = new Map([
  ...["review"].map((noun) => [noun, "review"] as const),
  ...["testimonial", "endorsement"].map((noun) => [noun, "testimonial"] as const),
  ...["post", "article", "blog", "blogpost"].map((noun) => [noun, "post"] as const),
  ...["tweet", "toot"].map((noun) => [noun, "social"] as const),
  ...["comment", "reply"].map((noun) => [noun, "comment"] as const),
  ...["faq", "faqs", "qa", "qna"].map((noun) => [noun, "faq"] as const),
  ...["idea", "startup", "venture", "business"].map((noun) => [noun, "idea"] as const),
  ...["member", "team", "teammate", "employee", "staff", "founder"].map((noun) => [noun, "member"] as const),
  ...["event", "meetup"].map((noun) => [noun, "event"] as const),
  ...["job", "posting", "opening", "vacancy"].map((noun) => [noun, "job"] as const),
  ...["tier", "pricingtier", "pricingplan", "plan"].map((noun) => [noun, "tier"] as const),
  ...["userstory", "story"].map((noun) => [noun, "story"] as const),
  ...["notification", "message", "chat", "sms", "dm", "text"].map((noun) => [noun, "message"] as const),
]);

/** Names (normalised) of a record's field that holds a person: its author, its sender, a member's name. */
const PERSON_KEYS: ReadonlySet<string> = new Set(["name", "author", "authorname", "reviewer", "reviewername", "user", "username", "customer", "customername", "sender", "sendername", "from", "fullname", "displayname", "person"]);
/** Which kinds' `name` is a person's (a member's, a notification's sender); an idea's or an event's is its title. */
const NAMED_PEOPLE: ReadonlySet<RecordKind> = new Set(["review", "testimonial", "social", "comment", "member", "message"]);
/** Heads of a field that holds a record's title. */
const TITLE_HEADS: ReadonlySet<string> = new Set(["title", "headline", "heading", "subject"]);
/** Heads of a field that holds a record's text. */
const BODY_HEADS: ReadonlySet<string> = new Set(["body", "text", "content", "review", "comment", "message", "quote", "testimonial", "feedback", "post", "tweet"]);
/** Heads of a field that holds a short account of a record. */
const SUMMARY_HEADS: ReadonlySet<string> = new Set(["summary", "description", "excerpt", "overview", "blurb", "synopsis", "abstract", "teaser"]);
/** Heads of a field that holds a person's role. */
const ROLE_HEADS: ReadonlySet<string> = new Set(["role", "position", "jobtitle", "occupation", "job"]);
/** Heads of a field that holds a member's department ("Engineering", not the faker's "Employees"). */
const DEPARTMENT_HEADS: ReadonlySet<string> = new Set(["department", "dept", "division", "team", "function"]);
/** Heads of an idea's field that pitches it, and of the one that says who it is for. */
const PITCH_HEADS: ReadonlySet<string> = new Set(["pitch", "description", "summary", "concept", "overview", "idea", "elevatorpitch", "oneliner", "what", "solution", "explanation"]);
/** Heads of an idea's field that gives its promise in a line. */
const TAGLINE_HEADS: ReadonlySet<string> = new Set(["tagline", "slogan", "motto", "headline"]);
const MARKET_HEADS: ReadonlySet<string> = new Set(["market", "audience", "customer", "targetmarket", "targetaudience", "targetcustomer", "targetuser", "user", "segment", "customersegment", "idealcustomer", "forwhom", "who"]);
/** What a prompt says when it wants made-up records of a kind that real things also have. */
const MADE_UP_CUES: Readonly<Partial<Record<RecordKind, RegExp>>> = {
  story: /\b(?:user stor(?:y|ies)|backlog|sprint|agile|jira|scrum|feature)\b/,
  event: /\b(?:upcoming|meetups?|community|group|club|conference|calendar|schedule|sample|fake|mock|dummy|venue|tickets?|app)\b/,
  job: /\b(?:postings?|openings?|listings?|vacanc(?:y|ies)|hiring|careers?|job board|sample|fake|mock|dummy|startup|company)\b/,
  member: /\b(?:team|staff|employees?|about (?:page|us)|company|agency|startup|studio|org(?:anization)?|sample|fake|mock|dummy)\b/,
};
/** Kinds whose records are a person's words: written only where the record has its person (a code review's `comments` have a `line`, no author). */
const SAID_BY_PEOPLE: ReadonlySet<RecordKind> = new Set(["comment", "social"]);
/** A value written for want of one ("Review 1", "Notification 2"). */
const PLACEHOLDER = /^\p{Lu}\p{Ll}+ \d+$/u;
/** A value only the faker writes: "VKRbidaEp", "2", "L" (a digit, a capital inside a word, no vowel, a letter or two). */
const FAKER_TEXT = /^\S*(?:\d|\p{Ll}\p{Lu})\S*$|^[^aeiouyAEIOUY\s]*$|^\S{1,2}$/u;
/** Most records written in one document. */
const MAX_RECORDS = 60;
/** A prompt this long gives a text to work on (records extracted from it keep what it says). */
const MAX_PROMPT = 400;

/** What one document's records share. */
interface Shared {
  readonly context: DemoRecordContext;
  readonly lowerText: string;
  readonly changes: RecordChange[];
  /** The topic of each kind of record, read when first needed. */
  readonly topics: Map<RecordKind, Topic>;
  records: number;
}

/**
 * `document` with the records of its lists of known kinds written as one piece each (the
 * module's comment says how), where `validate` accepts it; the document itself when it holds no
 * such list or nothing changes.
 * @example withDemoRecords({ reviews: [{ rating: 2, title: "Review 1", body: "…" }] }, context("Generate reviews for wireless earbuds"), check)
 * // { reviews: [{ rating: 2, title: "Disappointed", body: "Really disappointed with these wireless earbuds. …" }] }
 */
export function withDemoRecords(document: unknown, context: DemoRecordContext, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || context.text.length > MAX_PROMPT) return document;
  // The cue: a list of objects at the top or one level down; most documents have none and pay one look at their keys.
  // The walk only proposes changes: a first one over the document itself says whether there are
  // any before the copy is paid for (the document is the memo's, and most have no such list).
  if (proposedChanges(document as Json | unknown[], context).length === 0) return document;
  const copy = structuredClone(document) as Json | unknown[];
  const changes = proposedChanges(copy, context);
  return withChangesKept(document, copy, changes, validate);
}

/** The changes a walk of `document` proposes, each on the record it found it in. */
function proposedChanges(document: Json | unknown[], context: DemoRecordContext): RecordChange[] {
  const shared: Shared = { context, lowerText: context.text.toLowerCase(), changes: [], topics: new Map(), records: 0 };
  for (const [key, list] of listsOf(document)) {
    const kind = kindOfList(key, shared);
    if (kind !== undefined) writeList(list, kind, shared);
  }
  // "Give me a startup idea for pet owners", "Write an FAQ entry about refunds": the document is the one record.
  const single = Array.isArray(document) || shared.changes.length > 0 ? undefined : singleKind(shared.lowerText);
  if (single !== undefined) writeRecord(document as Json, single, 0, shared, true);
  return shared.changes;
}

/** A prompt asking for one record of a kind ("a startup idea", "an FAQ entry"), each with the kind it asks for. */
const SINGLE_RECORDS: readonly (readonly [RegExp, RecordKind])[] = [
  [/\b(?:an?|one|single)\s+(?:(?:good|new|creative|unique|innovative|profitable|simple)\s+)*(?:startup|business|app|saas|side project|company)\s+idea\b/, "idea"],
  [/\b(?:an?|one|single)\s+(?:faq|frequently asked question)(?:\s+(?:entry|item|answer|question|pair))?\b/, "faq"],
];

/** Verbs that ask for a record to be written, a few words at most before it ("Give me a startup idea"), not judge one ("Is this a good startup idea?"). */
const ASKS_FOR = /\b(?:give|suggest|generate|create|brainstorm|write|draft|pitch|make|need|want|invent|propose|produce|come up with|think of|share)\b(?:\s+[\p{L}']+){0,3}?\s+(?:an?|one|single)\s/u;

/** The kind of the one record the prompt (lowercase) asks for; undefined when it asks for none alone. */
function singleKind(lowerText: string): RecordKind | undefined {
  if (!ASKS_FOR.test(lowerText)) return undefined;
  return SINGLE_RECORDS.find(([asked]) => asked.test(lowerText))?.[1];
}

/** The lists of objects of `document`, with their names: the document itself (""), its properties, and those of an object it holds. */
function listsOf(document: Json | unknown[]): (readonly [string, Json[]])[] {
  const found: (readonly [string, Json[]])[] = [];
  const take = (key: string, value: unknown) => {
    if (Array.isArray(value) && value.length > 0 && value.every((item) => item !== null && typeof item === "object" && !Array.isArray(item))) found.push([key, value as Json[]]);
  };
  if (Array.isArray(document)) take("", document);
  else {
    for (const [key, value] of Object.entries(document)) {
      take(key, value);
      if (value !== null && typeof value === "object" && !Array.isArray(value)) for (const [inner, held] of Object.entries(value as Json)) take(inner, held);
    }
  }
  return found;
}

/** The kind of the records of a list named `key`: its noun's, or for a list named for nothing, that of what the prompt counts. */
function kindOfList(key: string, shared: Shared): RecordKind | undefined {
  const words = wordsOf(key).map(singular);
  const head = words[words.length - 1] ?? "";
  let kind: RecordKind | undefined;
  if (head !== "" && !GENERIC_LISTS.has(head)) kind = KIND_OF_NOUN.get(head) ?? KIND_OF_NOUN.get(words.join(""));
  // "3 product reviews", "Generate 3 startup ideas": a generic list's records are the prompt's counted nouns.
  else kind = shared.context.countedNouns().slice(0, 3).map((noun) => KIND_OF_NOUN.get(noun)).find((found) => found !== undefined);
  // `questions[]` of a FAQ ("Generate FAQ entries"); a quiz's questions have choices and are not written here.
  if (kind === undefined && head === "question" && /\bfaqs?\b|frequently asked/.test(shared.lowerText)) kind = "faq";
  // A plan is a pricing tier only on a pricing page ("3 pricing tiers", "subscription plans"); a meal plan is not.
  if (kind === "tier" && head === "plan" && !/\b(?:pricing|prices?|tiers?|subscriptions?|saas|billing)\b/.test(shared.lowerText)) return undefined;
  // Ideas are ventures only when the prompt asks for ventures ("gift ideas", "3 famous startups" are not).
  if (kind === "idea" && !STARTUP_IDEAS_PROMPT.test(shared.context.text)) return undefined;
  // Kinds whose lists are also real things' ("historical events", "the members of the Beatles",
  // "jobs AI will replace"): made up only when the prompt says it wants sample ones.
  const cue = kind === undefined ? undefined : MADE_UP_CUES[kind];
  if (cue !== undefined && !cue.test(shared.lowerText)) return undefined;
  return kind;
}

/** What records of a kind are about when the prompt names nothing but the records ("Generate 3 product reviews"). */
const BARE_TOPICS: Readonly<Partial<Record<RecordKind, string>>> = { review: "product", testimonial: "service", faq: "our product" };
/** Words that name the records, not what they are about. */
const RECORD_WORDS = /\b(?:reviews?|testimonials?|faqs?|posts?|blog|tweets?|comments?|entries|items?|list|fake|sample|mock|example|some)\b/gi;

/**
 * The topic records of `kind` are about: what follows the prompt's "about" (else its last "for",
 * "of" or "on"), up to a clause of its own; else the prompt's subject without the words that name the records.
 */
function topicFor(shared: Shared, kind: RecordKind): Topic {
  const known = shared.topics.get(kind);
  if (known) return known;
  const text = shared.context.text.replace(/[.?!]+\s*$/, "");
  const about = /\babout\s+(.+)$/i.exec(text) ?? /.*\b(?:for|of|on)\s+(.+)$/i.exec(text);
  const written = about?.[1]
    ?.split(/\s+(?:with|that|which|including|in json|each|and include|where)\b|[,;:(]/i)[0]
    ?.trim()
    .split(/\s+/)
    .slice(0, 6)
    .join(" ");
  const subject = written && !/^\d/.test(written) ? written : shared.context.subject().replace(RECORD_WORDS, " ").replace(/\s+/g, " ").trim();
  const topic = topicOf(subject !== "" && !/^\d/.test(subject) ? subject : (BARE_TOPICS[kind] ?? "productivity"));
  shared.topics.set(kind, topic);
  return topic;
}

/** Writes each record of `list` as the `index`-th of kind `kind`. */
function writeList(list: Json[], kind: RecordKind, shared: Shared): void {
  for (let index = 0; index < list.length; index++) {
    if (shared.records++ >= MAX_RECORDS) return;
    writeRecord(list[index]!, kind, index, shared);
  }
}

/**
 * Writes one record: its person first (a bio says the member's name), then its texts by kind.
 * A `single` record is the whole document: the prompt's words in it are its echo ("Pet owners"
 * for a name), not values the user gave, unless it names them ("called Pawly").
 */
function writeRecord(record: Json, kind: RecordKind, index: number, shared: Shared, single = false): void {
  const keys = Object.keys(record).map((key) => ({ key, head: singular(wordsOf(key).pop() ?? ""), normal: normalisedKey(key) }));
  if (SAID_BY_PEOPLE.has(kind) && !keys.some(({ normal }) => PERSON_KEYS.has(normal) || normal === "handle")) return;
  const text = (key: string) => (typeof record[key] === "string" ? (record[key] as string) : undefined);
  let first: string | undefined;
  if (NAMED_PEOPLE.has(kind)) {
    for (const { key, normal } of keys) {
      const value = text(key);
      if (value === undefined || !PERSON_KEYS.has(normal)) continue;
      if ((PLACEHOLDER.test(value) || FAKER_TEXT.test(value)) && !writtenIn(value, shared)) {
        const made = personName(seededRandom(hashSeed(shared.context.text, "demo-person", index, key)));
        const full = normal === "username" ? `${made.first}_${made.last}`.toLowerCase() : `${made.first} ${made.last}`;
        change(record, key, full, shared);
        first ??= made.first;
      } else if (normal !== "username") first ??= value.split(/\s+/)[0];
    }
  }
  const texts = textsOf(record, keys, kind, index, first, shared, single);
  for (const { key, head, normal } of keys) {
    const next = texts(head, normal);
    if (next === undefined) continue;
    const value = record[key];
    // A member's department is the user's only where the prompt says it is one ("in the Sales department"):
    // the word it counts them by or its subject ("Generate 7 employees for a startup" → "Employees", "Startup") is none.
    const given = typeof value === "string" && writtenIn(value, shared) && (!single || namedIn(value, shared)) && (kind !== "member" || !(DEPARTMENT_HEADS.has(head) || DEPARTMENT_HEADS.has(normal)) || namedDepartment(value, shared));
    if (typeof next === "string" && typeof value === "string" && !given) change(record, key, next, shared);
    else if (Array.isArray(next) && Array.isArray(value) && value.every((item) => typeof item === "string")) change(record, key, [...next], shared);
    else if (typeof next === "number" && typeof value === "number") change(record, key, next, shared);
  }
}

/** The text a field of the record takes, by its head (`title`, `body`) and its normalised name; undefined keeps its value. */
function textsOf(record: Json, keys: readonly { key: string; head: string; normal: string }[], kind: RecordKind, index: number, first: string | undefined, shared: Shared, single: boolean): (head: string, normal: string) => string | number | readonly string[] | undefined {
  switch (kind) {
    case "review": {
      // The review's own rating sets its tone: a 2 complains, a 5 praises.
      const rating = keys.find(({ head }) => head === "rating" || head === "star" || head === "score");
      const value = rating === undefined ? undefined : record[rating.key];
      const review = reviewOf(topicFor(shared, kind), typeof value === "number" && value > 0 ? toneOfRating(value) : toneAt(index), index);
      return (head) => (TITLE_HEADS.has(head) ? review.title : BODY_HEADS.has(head) || SUMMARY_HEADS.has(head) ? review.body : undefined);
    }
    case "testimonial": {
      const said = testimonialOf(topicFor(shared, kind), index);
      return (head, normal) => (BODY_HEADS.has(head) || SUMMARY_HEADS.has(head) ? said.quote : ROLE_HEADS.has(normal) || ROLE_HEADS.has(head) || head === "title" ? said.role : undefined);
    }
    case "post":
    case "social": {
      // A post with a title is a blog's ("blog post titles about TypeScript"); one without, a social network's.
      const titled = kind === "post" && keys.some(({ head }) => TITLE_HEADS.has(head));
      if (!titled) {
        const post = socialPostOf(topicFor(shared, kind), index);
        return (head) => (BODY_HEADS.has(head) ? post : undefined);
      }
      const post = postOf(topicFor(shared, kind), index);
      // A post's reading time in minutes: a few, longer down the list, not the faker's 160.
      return (head, normal) => (TITLE_HEADS.has(head) ? post.title : SUMMARY_HEADS.has(head) || head === "body" || head === "content" ? post.summary : head === "tag" || head === "keyword" ? post.tags : /^read(?:ing)?time(?:minutes|mins?)?$|^minutestoread$/.test(normal) ? 4 + ((index * 3) % 7) : undefined);
    }
    case "comment": {
      const said = commentOf(topicFor(shared, kind), index);
      return (head) => (BODY_HEADS.has(head) ? said : undefined);
    }
    case "faq": {
      const topic = topicFor(shared, kind);
      // The one entry asked ("an FAQ entry about our refund policy") answers the question most about its topic.
      const faq = faqOf(topic, single ? faqIndexAbout(topic) : index);
      return (head) => (head === "question" || head === "q" || TITLE_HEADS.has(head) ? faq.question : head === "answer" || head === "a" || BODY_HEADS.has(head) ? faq.answer : undefined);
    }
    case "idea": {
      const idea = startupIdea(index, shared.context.text);
      return (head, normal) =>
        head === "name" || head === "title" || normal === "startupname" || normal === "companyname"
          ? idea.name
          : MARKET_HEADS.has(normal) || MARKET_HEADS.has(head)
            ? idea.market
            : PITCH_HEADS.has(normal) || PITCH_HEADS.has(head)
              ? idea.pitch
              : TAGLINE_HEADS.has(head)
                ? idea.tagline
                : undefined;
    }
    case "member": {
      const member = teamMemberOf(index, first, /\b(?:agency|studio|design|creative)\b/.test(shared.lowerText));
      return (head, normal) =>
        ROLE_HEADS.has(normal) || ROLE_HEADS.has(head) || head === "title" ? member.role : DEPARTMENT_HEADS.has(normal) || DEPARTMENT_HEADS.has(head) ? member.department : head === "bio" || head === "biography" || head === "about" || SUMMARY_HEADS.has(head) ? member.bio : undefined;
    }
    case "event": {
      const event = eventOf(index);
      return (head) => (TITLE_HEADS.has(head) || head === "name" ? event.title : SUMMARY_HEADS.has(head) || head === "detail" ? event.description : undefined);
    }
    case "job": {
      const job = jobOf(index);
      return (head, normal) => (TITLE_HEADS.has(head) || normal === "jobtitle" || head === "role" || head === "position" ? job.title : SUMMARY_HEADS.has(head) ? job.description : head === "salary" || normal === "salaryrange" || head === "compensation" || head === "pay" ? job.salary : undefined);
    }
    case "tier": {
      // A tier's price in dollars a month: cheapest first, as pricing pages list them.
      const tier = tierOf(index);
      return (head, normal) => (head === "name" || head === "title" || normal === "tiername" || normal === "planname" ? tier.name : head === "price" || normal === "monthlyprice" || normal === "pricepermonth" ? tier.price : SUMMARY_HEADS.has(head) ? tier.description : head === "feature" || head === "perk" || head === "benefit" ? tier.features : undefined);
    }
    case "story": {
      const story = userStoryOf(topicFor(shared, kind), index);
      return (head, normal) => (TITLE_HEADS.has(head) || head === "name" ? story.title : SUMMARY_HEADS.has(head) || head === "story" || normal === "userstory" || head === "statement" ? story.story : head === "criterion" || head === "criteria" || normal.startsWith("acceptance") ? story.criteria : undefined);
    }
    case "message":
      return () => undefined;
  }
}

/** Whether the prompt names `value` as a department or a team ("the Sales department", "our design team"). */
function namedDepartment(value: string, shared: Shared): boolean {
  const lower = value.toLowerCase();
  return shared.lowerText.includes(`${lower} department`) || shared.lowerText.includes(`${lower} team`) || shared.lowerText.includes(`department of ${lower}`);
}

/** Whether the user wrote `value` in the message: a name or a text given there stays. */
function writtenIn(value: string, shared: Shared): boolean {
  // The whole message is no value the user gave a field: the plan echoes it into a `q` it reads as a query.
  const lower = value.toLowerCase();
  return value.length > 2 && shared.lowerText.includes(lower) && lower.trim() !== shared.lowerText.trim();
}

/** Whether the prompt gives `value` as a name ("a startup idea called Pawly"). */
function namedIn(value: string, shared: Shared): boolean {
  const at = shared.lowerText.indexOf(value.toLowerCase());
  return at >= 0 && /\b(?:called|named|titled)\s+["'“]?$/.test(shared.lowerText.slice(Math.max(0, at - 12), at));
}

/** Records the change of `record[key]` to `next` (made on the copy, with the others). */
function change(record: Json, key: string, next: unknown, shared: Shared): void {
  const before = record[key];
  if (before === next || (Array.isArray(next) && JSON.stringify(next) === JSON.stringify(before))) return;
  shared.changes.push({ record, key, next, before });
}
