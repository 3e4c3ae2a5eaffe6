/**
 * Replies to the writing tasks apps send a model: "Write an email to my manager asking for Friday
 * off" gets an email (subject, greeting, body, sign-off), "Help me write an essay about Silicon
 * Valley" an essay (the Vercel AI chatbot template's suggested prompt), "Give me 3 title ideas for a blog post
 * about remote work" three titles about remote work, "Write a product description for a steel
 * water bottle" a description of that bottle, "Rewrite this to be more formal: hey, can u send me
 * the file asap?" the text rewritten, "Write a short bio for a software engineer" a bio, "Write a
 * motivational quote" a quote, "Write a job description for a barista" a posting
 * (job-descriptions.ts), "Write a press release announcing our Series A" a release (press-releases.ts),
 * "Write an about us page for a bakery" the page (about-pages.ts), "Create a meeting agenda for a
 * weekly team sync" an agenda (meeting-agendas.ts), "Write release notes for version 2.0" the notes
 * (release-notes.ts), "Write a FAQ for our product" questions and answers (faq-pages.ts), "Write a
 * project proposal outline" its sections (proposal-outlines.ts). An app shows these in a draft box or a list; a reply about
 * the words "email" and "title" fits neither. Ideas, tips and activities for a subject (a party,
 * a gift, better sleep) are suggestions.ts's.
 */
import { capitalized } from "./reply.ts";
import { BARE_VENTURE, bareVentureNames } from "./venture-names.ts";
import { essayOf, matters, titleCase } from "./essays.ts";
import { startupIdeasReply } from "./startup-ideas.ts";
import { choiceSeed } from "./choice-variety.ts";
import { writtenNumber } from "./written-numbers.ts";
import { purposeEmailReply } from "./purpose-emails.ts";
import { productDescription } from "./product-descriptions.ts";
import { linkedInPost } from "./linkedin-posts.ts";
import { toastReply } from "./toasts.ts";
import { featureAnnouncementReply } from "./feature-announcements.ts";
import { BIO_PLACE, profileBio } from "./profile-bios.ts";
import { roleBio } from "./role-bios.ts";
import { slogansFor } from "./slogans.ts";
import { captionReply } from "./captions.ts";
import { jobDescriptionReply } from "./job-descriptions.ts";
import { pressReleaseReply } from "./press-releases.ts";
import { aboutPageReply } from "./about-pages.ts";
import { meetingAgendaReply } from "./meeting-agendas.ts";
import { releaseNotesReply } from "./release-notes.ts";
import { faqReply } from "./faq-pages.ts";
import { proposalOutlineReply } from "./proposal-outlines.ts";

/** "a", "an", "the", "my", …: dropped from the front of a phrase the reply quotes. */
const ARTICLE = /^(?:a|an|the|my|our|your|some)\s+/i;

function pick<T>(items: readonly T[], ...seed: unknown[]): T {
  return items[choiceSeed(...seed) % items.length]!;
}

// ---------------------------------------------------------------------------------------------
// An email, a letter or a message

/** "Write an email to my manager asking for Friday off", "Draft a short email to Sam about the launch", "Compose a thank-you note to my team" */
const EMAIL = /^\s*(?:please\s+)?(?:can you\s+)?(?:write|draft|compose)\s+(?:me\s+)?(?:an?\s+)?((?:short|brief|quick|polite|formal|friendly|professional|thank[- ]you|follow[- ]up|apology)\s+)*(e-?mail|letter|message|note)\s*(?:to\s+((?:my|our|the|a)\s+)?([\p{L} ]{2,40}?))?\s*(?:(asking|requesting|about|regarding|saying|telling|thanking|apologi[sz]ing|inviting|to ask|to tell|to thank|to invite|to let|for)\b\s*([^\n]{2,140}?))?\s*[.!?]*\s*$/iu;

/** Where a recipient's words end and what the message is for begins. */
function splitRecipient(recipient: string | undefined, verb: string | undefined, rest: string | undefined): [string | undefined, string | undefined, string | undefined] {
  if (recipient === undefined) return [recipient, verb, rest];
  const words = recipient.trim().split(/\s+/);
  const at = words.findIndex((word, i) => i > 0 && (/^\p{Ll}+ing$/u.test(word) || (word === "to" && i + 1 < words.length)));
  if (at < 0) return [recipient, verb, rest];
  const tail = [...words.slice(at), ...(verb ? [verb] : []), ...(rest ? [rest] : [])].join(" ");
  const ing = /^(\p{Ll}+ing)\s+([\s\S]+)$/u.exec(tail);
  // "announcing the new hours" → "about the new hours"; "to buy milk" → "to let you know" that they should.
  if (ing) return [words.slice(0, at).join(" "), "about", ing[2]];
  return [words.slice(0, at).join(" "), "saying", tail.replace(/^to\s+/, "remember to ")];
}

/** Recipients greeted as a group. */
const GROUP = /^(?:team|everyone|all|colleagues|coworkers|co-workers|staff|students|class|friends|family|customers|members)$/i;

/** "fix the heating" asked of someone: "(you) to fix the heating", "my landlord to fix the heating", "them to". */
const ASKED_TO = /^(?:(?:you|(?:my|our|the|your)\s+[\p{L} ]{2,30}?)\s+)?to\s+(\p{L}[^\n]*)$/iu;
/** "that the heating be fixed", "that you send the report": who is to act (group 1), or what is to be done to (group 2). */
const ASKED_THAT = /^that\s+(?:(you|i|we)\s+|((?:the|my|our|your|a|an)\s+[\p{L}]+(?:\s+[\p{L}]+)?)\s+(?:be|is|are|gets?)\s+)?/iu;

/**
 * What an email asks for, as a sentence's end and a subject: "for Friday off" → "to ask for
 * Friday off" (Request: Friday off), "to fix the heating" → "to ask you to fix the heating"
 * (Request: Fix the heating), "if the office is open" → "to ask if the office is open".
 */
function requestOf(what: string): { sentence: string; subject: string } {
  const action = ASKED_TO.exec(what);
  // "asking to fix the heating" asks the reader to do it; "asking for permission to leave early" asks for a thing.
  if (action && !/^for\b/i.test(what)) return { sentence: `to ask you to ${action[1]}`, subject: `Request: ${capitalized(action[1]!.replace(/\b(?:my|our)\b/gi, "the"))}` };
  const that = ASKED_THAT.exec(what);
  if (that) {
    // "that you send the report" → Request: Send the report; "that the heating be fixed" → Request regarding the heating.
    const subject = that[1] ? `Request: ${capitalized(what.slice(that[0].length))}` : that[2] ? `Request regarding ${that[2].replace(/^(?:my|our|your)\b/i, "the")}` : "A request";
    return { sentence: `to request ${what}`, subject };
  }
  if (/^(?:you\s+)?(?:if|whether)\b/i.test(what)) return { sentence: `to ask ${what.replace(/^you\s+/i, "")}`, subject: "A quick question" };
  // "asking them for a refund": the reader is asked; "asking about the schedule": a question.
  const [, you = "", about, thing = what] = /^(you\s+)?(?:(about)|for)\s+([\s\S]+)$/i.exec(what) ?? [];
  if (about) return { sentence: `to ask ${you}about ${thing}`, subject: `Question about ${thing.replace(/^(?:my|our)\b/i, "the")}` };
  return { sentence: `to ask ${you}for ${thing}`, subject: `Request: ${titleCase(thing.replace(ARTICLE, ""))}` };
}

/** The purpose of an email as a sentence's end ("asking for Friday off" → "to ask for Friday off") and as its subject. */
function purposeOf(verb: string | undefined, rest: string | undefined): { sentence: string; subject: string } | undefined {
  if (!verb || !rest) return undefined;
  const what = rest.replace(/\b(?:him|her|them)\b/gi, "you").trim();
  const v = verb.toLowerCase();
  if (/^(?:asking|requesting|to ask)$/.test(v)) return requestOf(what);
  if (/^(?:thanking|to thank)$/.test(v)) return { sentence: `to thank you ${what.replace(/^you\s+/i, "")}`, subject: "Thank you" };
  if (/^apologi[sz]ing$/.test(v)) return { sentence: `to apologize ${what}`, subject: "My apologies" };
  if (/^(?:inviting|to invite)$/.test(v)) return { sentence: `to invite you ${what.replace(/^you\s+/i, "")}`, subject: `Invitation: ${titleCase(what.replace(/^(?:you\s+)?(?:to|for)\s+/i, "").replace(ARTICLE, ""))}` };
  if (/^(?:saying|telling|to tell|to let)$/.test(v)) return { sentence: `to let you know ${what.replace(/^(?:you\s+)?(?:know\s+)?(?:that\s+)?/i, "that ")}`, subject: "A quick update" };
  return { sentence: `about ${what}`, subject: titleCase(what.replace(ARTICLE, "")) };
}

/**
 * An email: a subject line, a greeting to whom the prompt names ("[Manager's name]" for a role),
 * why it is written, one line that moves it forward, a sign-off.
 * @example emailReply("Write an email to my manager asking for Friday off")?.split("\n")[0] // "Subject: Request: Friday off"
 */
export function emailReply(prompt: string): string | undefined {
  const match = EMAIL.exec(prompt);
  if (!match) return undefined;
  const [, tone, kind, owner, captured, capturedVerb, capturedRest] = match;
  // "to myself to buy milk", "to the team announcing the new hours": the recipient ends where
  // what the note says begins (an infinitive, an -ing word).
  const [recipient, verb, rest] = splitRecipient(captured, capturedVerb, capturedRest);
  // A note to oneself is a reminder, not a letter.
  if (recipient !== undefined && /^(?:me|myself)$/i.test(recipient.trim()) && rest?.startsWith("remember to ")) return `Note to self: ${capitalized(rest.slice("remember to ".length).replace(/[.!]+$/, ""))}.`;
  // "a thank-you note to my team for shipping the release": the note's kind says why.
  const purpose = purposeOf(verb?.toLowerCase() === "for" && /thank/i.test(tone ?? "") ? "thanking" : verb, verb?.toLowerCase() === "for" && /thank/i.test(tone ?? "") ? `for ${rest}` : rest);
  if (!recipient && !purpose) return undefined;
  const name = recipient?.trim();
  // A person by name, a group as a group ("Hi team"), a role by a placeholder to fill in.
  const greetingName = !name || /^(?:me|myself)$/i.test(name) ? "there" : /^\p{Lu}/u.test(name) && !owner ? name : GROUP.test(name) ? name.toLowerCase() : `[${titleCase(name)}'s name]`;
  const formal = /formal|professional/i.test(tone ?? "");
  const opener = formal ? `Dear ${greetingName === "there" ? "Sir or Madam" : greetingName},` : `Hi ${greetingName},`;
  const why = purpose ? `I'm writing ${purpose.sentence.replace(/[.!?]+$/, "")}.` : "I wanted to reach out with a quick note.";
  const middle = pick(
    [
      "Please let me know if that works for you, or if you'd like to discuss it first.",
      "I'm happy to make sure everything is covered beforehand. Let me know if you have any questions.",
      "If it helps, I can share more details or find a time to talk this week.",
    ],
    "email",
    prompt,
  );
  const close = formal ? "Kind regards," : pick(["Thanks,", "Best,", "Thank you,"], "sign-off", prompt);
  const lines = kind!.toLowerCase().replace("-", "") === "email" ? [`Subject: ${purpose?.subject ?? "A quick note"}`, ""] : [];
  return [...lines, opener, "", why, "", middle, "", close, "[Your name]"].join("\n");
}

// ---------------------------------------------------------------------------------------------
// An essay, an article or a blog post

/**
 * An essay in the shape a model writes one (essays.ts): a title, then its paragraphs.
 * @example essayReply("Help me write an essay about silicon valley")?.split("\n")[0] // "# Silicon Valley: Past, Present and Future"
 */
export function essayReply(prompt: string): string | undefined {
  const essay = essayOf(prompt);
  return essay && `# ${essay.title}\n\n${essay.paragraphs.join("\n\n")}`;
}

// ---------------------------------------------------------------------------------------------
// Ideas: titles, names, slogans

/** "Give me 3 title ideas for a blog post about remote work", "Suggest five names for a coffee shop", "Brainstorm taglines for my bakery" */
const IDEAS = /^\s*(?:please\s+)?(?:give me|suggest|brainstorm|come up with|generate|list|write|propose|i need)\s+(?:me\s+)?(?:some\s+|a few\s+)?(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten)?\s*(?:catchy\s+|creative\s+|good\s+|short\s+|fun\s+|possible\s+|new\s+)*(titles?|names?|headlines?|slogans?|taglines?|subject lines?)(?:\s+ideas)?\s+(?:for|about)\s+([^\n]{2,100}?)\s*[.!?]*\s*$/i;

/** A word one of which every request of `ideasReply` has. */
const IDEA_WORD = /name|call|title|headline|slogan|tagline|subject line/i;
/** "What's a good name for a pet turtle?", "What are some good slogans for a gym?" (group 1 or a plural: five of them). */
const GOOD_IDEAS = /^\s*what(?:'s|\s+is|\s+are|\s+would\s+be)\s+(?:a\s+|(some\s+)|the\s+)?(?:good|nice|cute|cool|catchy|creative|fun|great|best)\s+(names?|titles?|slogans?|taglines?)\s+(?:for|about)\s+([^\n?]{2,100}?)\s*\??\s*$/i;

/** "What should I name my startup? It's a meal planning app": group 1 the thing named, group 2 what it is. */
const NAME_MY = /^\s*what\s+should\s+(?:i|we)\s+(?:name|call)\s+(?:my|our)\s+(startup|company|business|app|product|brand|shop|store|podcast|blog|channel|band)\s*[?.!]*\s*(?:(?:it(?:'s|\s+is)|it\s+will\s+be|we(?:'re|\s+are)\s+building)\s+(?:an?\s+)?([^\n?!]{2,80}?)\s*[.!?]*\s*)?$/i;
/** "name my company", "Help me name my startup": group 1 the thing named. */
const NAME_IT = /^\s*(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:help\s+me\s+)?name\s+(?:my|our)\s+(?:new\s+)?([\p{L}][\p{L} -]{1,40}?)\s*[?.!]*\s*$/iu;
/** "startup name ideas", "Give me some company names": group 1 how many, group 2 the thing named. */
const NOUN_NAMES = /^\s*(?:please\s+)?(?:(?:give\s+me|suggest|brainstorm|list|i\s+need|i\s+want)\s+(?:me\s+)?)?(?:some\s+|a\s+few\s+|(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+)?(?:good\s+|catchy\s+|creative\s+|cool\s+|unique\s+)?(startup|company|business|brand|app|product|shop|store)\s+names?(?:\s+ideas)?\s*[?.!]*\s*$/i;
/** "Can you help me come up with a name for my business?": the request after its polite opening. */
const POLITE_OPENING = /^\s*(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?help\s+me\s+(?=come\s+up\s+with|brainstorm|suggest|list|think\s+of|find)/i;
/** Things a business is, in a name's subject: "a dog walking service" is named as a business, not as a dog. */
const VENTURE_HEAD = /^(?:shop|store|company|business|startup|app|brand|restaurant|cafe|café|bakery|product|podcast|channel|blog|team|band|service|agency|salon|studio|clinic|platform|website|firm)s?$/i;
/** What a product is: its name is one word, built on what it does ("a meal planning app" → "MealWise"). */
const PRODUCT_HEAD = /^(?:app|startup|platform|saas|tool|service|website|product)s?$/i;

/** Templates of each kind of idea, around the subject ({S}, Title Case) or its head word ({W}). */
const IDEA_TEMPLATES: Readonly<Record<string, readonly string[]>> = {
  title: [
    "{S}: A Practical Guide",
    "Getting Started with {S}",
    "What Nobody Tells You About {S}",
    "{S}, Explained",
    "Why {S} {Matters} More Than Ever",
    "A Beginner's Guide to {S}",
    "The Future of {S}",
    "Lessons Learned from a Year of {S}",
    "{S} Without the Hype",
    "How to Get {S} Right",
  ],
  product: ["{W}Wise", "{W}Pal", "{W}Hub", "Get{W}", "{W}Flow", "{W}Mate", "Smart{W}", "{W}Sprout", "{W}ify", "Hello{W}"],
  name: ["The {W} House", "{W} & Co.", "Little {W}", "The Daily {W}", "{W} Corner", "Golden {W}", "The {W} Room", "Brightside {W}", "{W} Lab", "Northwind {W}"],
  // The subject stands where a count noun ("plumbing company") and a mass noun ("tea") both read right.
  slogan: [
    "{S}, done right.",
    "The {S} you'll love coming back to.",
    "Your {S}, only better.",
    "Everyday {S}, done beautifully.",
    "Think {S}, think simple.",
    "The {S} you can count on.",
    "{S} with a personal touch.",
    "Better {S} starts here.",
  ],
};

/**
 * Why a name fits, for the templates of a business's name ({W} the head word): "Suggest a name for
 * my bakery" is answered, as a model answers it, with a few names and a line on each.
 */
const NAME_REASONS: Readonly<Record<string, string>> = {
  "The {W} House": "warm and welcoming, like a place regulars come back to",
  "{W} & Co.": "classic and trustworthy, with room to grow",
  "Little {W}": "friendly and neighbourly, a local favourite",
  "The Daily {W}": "says you're part of people's everyday routine",
  "{W} Corner": "easy to remember and easy to give directions to",
  "Golden {W}": "suggests quality and a little warmth",
  "The {W} Room": "cosy and a little upscale",
  "Brightside {W}": "cheerful and optimistic",
  "{W} Lab": "modern and playful, for a place that likes to experiment",
  "Northwind {W}": "has a story to it, and stands out from the usual names",
};

/** Names for a show, a channel or a blog about {W}, each with why it fits. */
const MEDIA_NAMES: readonly (readonly [string, string])[] = [
  ["The {W} Hour", "sounds like an appointment listeners keep"],
  ["{W} Unpacked", "promises to explain, not just to talk"],
  ["Talking {W}", "says exactly what it is, so it's easy to find"],
  ["{W} Uncovered", "hints at stories people haven't heard"],
  ["The {W} Show", "simple and familiar, easy to say out loud"],
  ["Deep Dive {W}", "for listeners who want the detail"],
];

/** Names for a team, each with why it fits. */
const TEAM_NAMES: readonly (readonly [string, string])[] = [
  ["The Trailblazers", "for a team that likes to go first"],
  ["Dream Team", "a classic, confident and fun"],
  ["The Mavericks", "independent and bold"],
  ["Code Crusaders", "playful, for a team that builds things"],
  ["The A-Team", "everyone knows it, and it says you deliver"],
  ["Night Owls", "for a team that does its best work late"],
];

/** A dog, by its breed or its colour: names a model offers for a golden retriever or a black lab. */
const DOG = /\b(?:retriever|labrador|lab|poodle|terrier|spaniel|shepherd|corgi|beagle|husky|bulldog|dachshund|collie|puppy|dog)\b/i;
/** A dog's names, each with why it fits. */
const PET_NAMES: readonly (readonly [string, string])[] = [
  ["Sunny", "bright and cheerful, like a golden coat"],
  ["Maple", "warm and sweet, for a reddish-gold dog"],
  ["Biscuit", "cosy and playful, and fun to call across a park"],
  ["Luna", "short, soft and easy to say"],
  ["Max", "a classic: one syllable a dog learns fast"],
  ["Honey", "for a dog with a golden coat and a gentle nature"],
  ["Milo", "friendly and a little playful"],
  ["Pepper", "for a lively dog with a bit of spice"],
];

/** Names for a cat, a turtle or another pet, each with why it fits. */
const OTHER_PET_NAMES: readonly (readonly [string, string])[] = [
  ["Pickle", "playful and a little silly, hard not to smile at"],
  ["Luna", "short, soft and easy to say"],
  ["Mochi", "sweet and round, for a small and cuddly pet"],
  ["Oliver", "a classic with a friendly feel"],
  ["Peanut", "cute, and fits a pet of any size"],
  ["Shelby", "easy to call, with a bit of character"],
  ["Ziggy", "lively and quirky"],
];

/** First names for a child or a pet, by what the names are for. */
const GIVEN_NAMES: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\b(?:girl|daughter)\b/i, ["Olivia", "Emma", "Amelia", "Sophia", "Isla", "Mia", "Ava", "Lily", "Zoe", "Nora"]],
  [/\b(?:boy|son)\b/i, ["Liam", "Noah", "Oliver", "Elijah", "Leo", "Lucas", "Mateo", "Ethan", "Henry", "Theo"]],
  [/\b(?:baby|child|kid|twins?)\b/i, ["Avery", "Riley", "Jordan", "Emma", "Noah", "Mia", "Leo", "Quinn", "Sage", "Rowan"]],
  [/\b(?:dog|puppy|cat|kitten|pet|hamster|rabbit|bunny|parrot|fish|horse)\b/i, ["Luna", "Max", "Bella", "Charlie", "Milo", "Daisy", "Rocky", "Coco", "Pepper", "Biscuit"]],
];

function givenNamesFor(subject: string): readonly string[] | undefined {
  return GIVEN_NAMES.find(([pattern]) => pattern.test(subject))?.[1];
}

/** What ideas are for: the thing after "about" when there is one ("a blog post about remote work" → "remote work"). */
function ideaSubject(text: string): string {
  const about = /\babout\s+(.+)$/i.exec(text)?.[1] ?? text;
  return about.replace(ARTICLE, "").replace(/^(?:new|my|our)\s+/i, "").trim();
}

/**
 * As many titles, names or slogans as asked (five when no number is given), numbered, each about
 * what the prompt names; the same prompt gives the same ideas.
 * @example ideasReply("Give me 3 title ideas for a blog post about remote work")?.split("\n")[0] // "1. Remote Work: A Practical Guide"
 */
export function ideasReply(prompt: string): string | undefined {
  // Cheap first look: every ask read below names what it wants (a name, a title, a slogan…) or asks what to "call" it.
  if (!IDEA_WORD.test(prompt)) return undefined;
  // "What's a good name for a pet turtle?", "What are some good names for a bakery?": the same request, asked.
  const asked = GOOD_IDEAS.exec(prompt);
  // "What should I name my startup? It's a meal planning app": five names for a meal planning app.
  const naming = NAME_MY.exec(prompt);
  // "name my company", "startup name ideas": names for the thing, five of them unless counted.
  const named = NAME_IT.exec(prompt);
  const nouns = NOUN_NAMES.exec(prompt);
  const request = naming
    ? `Suggest 5 names for ${naming[2] ?? naming[1]}`
    : asked
      ? `Suggest ${asked[1] || /s$/i.test(asked[2]!) ? "5" : "a"} ${asked[2]} for ${asked[3]}`
      : named
        ? `Suggest 5 names for my ${named[1]}`
        : nouns
          ? `Suggest ${nouns[1] ?? "5"} names for my ${nouns[2]}`
          : prompt.replace(POLITE_OPENING, "");
  // "a name for my golden retriever": the request without its verb.
  const match = IDEAS.exec(/^\s*(?:an?|some)\s+(?:good\s+)?names?\s+for\s/i.test(request) ? `Suggest ${request.trim()}` : request);
  if (!match) return undefined;
  const [, count, kindWord, target] = match as unknown as [string, string | undefined, string, string];
  // "Suggest a name for a coffee shop" asks for one: one slogan or title, but a few names to pick from (below).
  const n = Math.min(10, count === undefined ? 5 : (writtenNumber(count) ?? 5));
  const kind = /^name/i.test(kindWord) ? "name" : /^(?:slogan|tagline)/i.test(kindWord) ? "slogan" : "title";
  const subject = ideaSubject(target);
  // "Suggest a name for my bakery": a model offers a few, with a line on each, to pick from.
  if (kind === "name" && n === 1 && !BARE_VENTURE.test(subject)) {
    const options = namesWithReasons(target, subject);
    if (options) {
      const start = choiceSeed("names", prompt) % options.length;
      const five = Array.from({ length: 5 }, (_, i) => options[(start + i) % options.length]!);
      return `Here are a few ideas:\n\n${five.map(([name, why], i) => `${i + 1}. **${name}**: ${why}.`).join("\n")}\n\nWant more in a particular style (playful, elegant, short)?`;
    }
  }
  // "my startup", "a company" and nothing about it: brandable names, and a question about it.
  if (kind === "name" && BARE_VENTURE.test(subject)) return bareVentureNames(subject, n, prompt);
  // Names for a baby or a pet are first names, not a brand's; a dog walking service's are a business's.
  const given = kind === "name" && !VENTURE_HEAD.test(subject.split(/\s+/).at(-1)!) ? givenNamesFor(subject) : undefined;
  if (given) {
    const first = choiceSeed("names", prompt) % given.length;
    return n === 1 ? `How about "${given[first]}"?` : Array.from({ length: n }, (_, i) => `${i + 1}. ${given[(first + i) % given.length]}`).join("\n");
  }
  // A coffee shop's slogan says what it gives ("Your daily dose of happiness"), not its kind in a stock phrase.
  const written = kind === "slogan" ? slogansFor(subject) : undefined;
  if (written) {
    const first = choiceSeed("slogans", prompt) % written.length;
    const slogans = Array.from({ length: Math.min(n, written.length) }, (_, i) => written[(first + i) % written.length]!);
    return n === 1 ? `How about "${slogans[0]}"?` : slogans.map((slogan, i) => `${i + 1}. ${slogan}`).join("\n");
  }
  const words = subject.split(/\s+/);
  // A name is built on the thing named ("a coffee shop" → "Coffee"): the word before a generic head.
  const product = kind === "name" && words.length > 1 && PRODUCT_HEAD.test(words.at(-1)!);
  const head = product ? words[0]! : words.length > 1 && VENTURE_HEAD.test(words.at(-1)!) ? words.at(-2)! : words.at(-1)!;
  const filled = (template: string) =>
    template
      // A slogan speaks of what a business does: "a plumbing company" → "plumbing", "my tea brand" → "tea".
      .replaceAll("{S}", kind === "slogan" ? (words.length > 1 && VENTURE_HEAD.test(words.at(-1)!) ? words.slice(0, -1).join(" ") : subject).toLowerCase() : titleCase(subject))
      .replaceAll("{Matters}", matters(subject))
      .replaceAll("{W}", titleCase(head.toLowerCase()))
      .replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
  const templates = IDEA_TEMPLATES[product ? "product" : kind]!;
  const start = choiceSeed("ideas", prompt) % templates.length;
  const ideas = Array.from({ length: n }, (_, i) => filled(templates[(start + i) % templates.length]!));
  return n === 1 ? `How about "${ideas[0]!.replace(/[.!]$/, "")}"?` : ideas.map((idea, i) => `${i + 1}. ${idea}`).join("\n");
}

/**
 * Names with why each fits for `target` (as the prompt says it: "my podcast about history") about
 * `subject` ("history"): a show's, a team's, a dog's or a business's; undefined for a baby, whose
 * names need no reason.
 */
function namesWithReasons(target: string, subject: string): readonly (readonly [string, string])[] | undefined {
  const head = titleCase((subject.split(/\s+/).at(-2) && VENTURE_HEAD.test(subject.split(/\s+/).at(-1)!) ? subject.split(/\s+/).at(-2)! : subject.split(/\s+/).at(-1)!).toLowerCase());
  const fill = (list: readonly (readonly [string, string])[]) => list.map(([name, why]) => [name.replaceAll("{W}", head), why] as const);
  if (/\b(?:podcast|channel|blog|show|newsletter|youtube)\b/i.test(target)) return fill(MEDIA_NAMES);
  if (/\bteam\b/i.test(target)) return TEAM_NAMES;
  if (DOG.test(target)) return PET_NAMES;
  if (/\b(?:cat|kitten|pet|hamster|rabbit|bunny|parrot|fish|horse|turtle)\b/i.test(target)) return OTHER_PET_NAMES;
  if (givenNamesFor(subject) !== undefined) return undefined;
  return Object.entries(NAME_REASONS).map(([template, why]) => [template.replaceAll("{W}", head), why] as const);
}

/**
 * `count` blog post titles about `subject` (at most one per template), from the template `seed`
 * picks: what "Give me 10 blog post ideas about remote work" lists (suggestions.ts).
 * @example titlesAbout("remote work", 2, "seed") // ["Getting Started with Remote Work", "Remote Work, Explained"]
 */
export function titlesAbout(subject: string, count: number, ...seed: unknown[]): string[] {
  const templates = IDEA_TEMPLATES.title!;
  const start = choiceSeed("ideas", ...seed) % templates.length;
  const bare = subject.replace(ARTICLE, "");
  const about = titleCase(bare);
  return Array.from({ length: Math.min(count, templates.length) }, (_, i) => templates[(start + i) % templates.length]!.replaceAll("{S}", about).replaceAll("{Matters}", matters(bare)));
}

// ---------------------------------------------------------------------------------------------
// A bio and a quote

/** "Write a short bio for a software engineer", "Write a professional bio for a UX designer": group 1 the role. */
const BIO = /^\s*(?:please\s+)?(?:write|create|draft|give\s+me)\s+(?:me\s+)?(?:an?\s+)?(?:short\s+|brief\s+|professional\s+|linkedin\s+|twitter\s+|one[- ]paragraph\s+)*bio\s+for\s+(?:an?\s+|my\s+)?([\p{L}][\p{L} /-]{1,40}?)\s*[.!?]*\s*$/iu;

/** "Write an Instagram bio", "Write a short LinkedIn bio for me": group 1 the place. */
const PLACE_BIO = /^\s*(?:please\s+)?(?:write|create|draft|give\s+me)\s+(?:me\s+)?(?:an?\s+)?(?:short\s+|brief\s+|fun\s+|catchy\s+|creative\s+|professional\s+|cool\s+)*(instagram|insta|twitter|tiktok|threads|linkedin|github|portfolio|website|dating\s+profile|social\s+media)\s+bio(?:\s+for\s+(?:me|myself|my\s+(?:account|profile|page)))?\s*[.!?]*\s*$/i;

/**
 * A short third-person bio of someone in the role the prompt names, in that profession's words
 * (role-bios.ts), with placeholders for what only the writer knows (a name, years, a hobby).
 * @example bioReply("Write a short bio for a software engineer")?.startsWith("[Name] is a software engineer") // true
 */
export function bioReply(prompt: string): string | undefined {
  // "Write an Instagram bio", "a bio for my portfolio": a bio for a place, not a role (profile-bios.ts).
  const place = PLACE_BIO.exec(prompt)?.[1];
  if (place !== undefined) return profileBio(place);
  const role = BIO.exec(prompt)?.[1]?.toLowerCase();
  if (role === undefined) return undefined;
  if (BIO_PLACE.test(role)) return profileBio(role);
  return roleBio(role);
}

/** "Write a motivational quote", "Give me an inspirational quote": group 1 whether it is to be written (an original). */
const QUOTE = /^\s*(?:please\s+)?(?:(write|create|make\s+up|come\s+up\s+with)|give\s+me|share|tell\s+me|send\s+me|i\s+need)\s+(?:me\s+)?(?:an?\s+)?(?:short\s+)?(?:motivational|inspirational|inspiring|uplifting|positive)\s+quotes?(?:\s+for\s+(?:today|the\s+day|work|the\s+week))?\s*[.!?]*\s*$/i;
/** Quotes a model writes when asked to write one. */
const WRITTEN_QUOTES = [
  "“Small steps, taken every day, carry you farther than giant leaps you never take.”",
  "“You don't have to be ready to begin. You have to begin to be ready.”",
  "“Your future is built by what you do today, not tomorrow.”",
  "“Progress, not perfection: every effort counts.”",
];
/**
 * Well-known quotes, with who said them: only ones whose source is on record (a speech, an
 * interview, a book), not the many that the internet hands to Twain, Mandela or Roosevelt.
 */
const FAMOUS_QUOTES = [
  "“The only way to do great work is to love what you do.” — Steve Jobs",
  "“You miss 100% of the shots you don't take.” — Wayne Gretzky",
  "“The journey of a thousand miles begins with a single step.” — Lao Tzu",
  "“Don't watch the clock; do what it does. Keep going.” — Sam Levenson",
];

/**
 * A motivational quote: an original one when asked to write one, else a well-known one with its
 * author; the same prompt gives the same quote.
 * @example quoteReply("Give me a motivational quote") // one of FAMOUS_QUOTES
 */
export function quoteReply(prompt: string): string | undefined {
  const match = QUOTE.exec(prompt);
  if (!match) return undefined;
  const quotes = match[1] ? WRITTEN_QUOTES : FAMOUS_QUOTES;
  return quotes[choiceSeed("quote", prompt) % quotes.length];
}

// ---------------------------------------------------------------------------------------------
// A product description

/** "Write a short product description for a stainless steel water bottle" */
const PRODUCT = /^\s*(?:please\s+)?(?:write|draft|create|generate)\s+(?:me\s+)?(?:an?\s+)?(?:short\s+|brief\s+|catchy\s+|compelling\s+|seo[- ]friendly\s+)*(?:product\s+description|description|product\s+copy|listing)\s+(?:for|of)\s+(?:an?\s+|the\s+|our\s+|my\s+)?([^\n]{2,80}?)\s*[.!?]*\s*$/i;

/**
 * A product description (product-descriptions.ts): what the product does for the buyer and its
 * plausible features, naming it once as the prompt does.
 * @example productReply("Write a product description for a stainless steel water bottle")?.startsWith("Stay hydrated wherever the day takes you with our stainless steel water bottle.") // true
 */
export function productReply(prompt: string): string | undefined {
  const match = PRODUCT.exec(prompt);
  if (!match) return undefined;
  const product = match[1]!.trim();
  // A description of a landmark, some code or a change is not a product's: only "product
  // description" says so by itself; a plain "description for/of" needs a thing sold (no code, no
  // proper noun, no "this"/"the … below").
  const named = /\bproduct\b|\blisting\b|\bcopy\b/i.test(prompt);
  if (!named && (/^\p{Lu}/u.test(product) || /\b(?:this|that|these|below|above|function|code|class|method|pull request|pr|commit|repo|repository|api|endpoint|bug|issue|job|role|position|course|event|meeting|image|picture|photo|video|chart|graph)\b/i.test(product))) return undefined;
  return productDescription(product);
}

// ---------------------------------------------------------------------------------------------
// A cover letter

/** "Write a cover letter for a frontend developer job", "Draft a cover letter for the role of data analyst" */
const COVER_LETTER = /^\s*(?:please\s+)?(?:(?:can you\s+)?help me\s+)?(?:write|draft|compose|create|give me)\s+(?:me\s+)?(?:an?\s+)?(?:short\s+|brief\s+|professional\s+)*cover\s+letter(?:\s+(?:for|as)\s+(?:an?\s+|the\s+|my\s+)?(?:(?:role|position|job)\s+of\s+(?:an?\s+)?)?([\p{L}\p{N} /+#.'’&-]{2,80}?)(?:\s+(?:job|role|position|opening|application))?)?\s*[.!?]*\s*$/iu;
/** "a job at Google as a software engineer": group 1 the company, group 2 the role. */
const JOB_AT_AS = /^(?:job|role|position|opening)\s+(?:at|with)\s+(.+?)\s+as\s+(?:an?\s+)?(.+)$/i;
/** "a UX designer", "an SEO specialist", "an engineer": the article as the role's first word sounds. */
function anArticle(role: string): string {
  const first = role.split(/\s+/)[0]!;
  if (/^\p{Lu}{2,}/u.test(first)) return /^[AEFHILMNORSX]/.test(first) ? "an" : "a";
  return /^[aeiou]/i.test(first) ? "an" : "a";
}
/** "software engineer role at Google", "nurse at St. Mary's": the role, then the company after "at". */
const AT_COMPANY = /^(.+?)(?:\s+(?:job|role|position|opening))?\s+(?:at|with)\s+(?:the\s+)?(\p{Lu}[^\n]*|[\p{L}\p{N}.'’&-]+)$/u;

/**
 * A cover letter for the role (and the company, after "at") the prompt names: a greeting to the hiring manager, why the writer
 * applies, what they bring, a close; what only the writer knows as placeholders ("[Company]").
 * @example coverLetterReply("Write a cover letter for a frontend developer job")?.split("\n")[2] // "I'm excited to apply for the Frontend Developer position at [Company]. …"
 */
export function coverLetterReply(prompt: string): string | undefined {
  const match = COVER_LETTER.exec(prompt);
  if (!match) return undefined;
  // "a software engineer role at Google": the role and the company apart, each said where a letter says it.
  const named = match[1]?.trim();
  // "a job at Google as a software engineer": the company first, the role after "as".
  const jobAt = named === undefined ? null : JOB_AT_AS.exec(named);
  const at = jobAt ?? (named === undefined ? null : AT_COMPANY.exec(named));
  const asWritten = (jobAt ? jobAt[2]! : at ? at[1]! : named)?.replace(/\s+(?:job|role|position|opening)$/i, "");
  const company = jobAt ? jobAt[1]! : at ? at[2]! : "[Company]";
  const role = asWritten ? titleCase(asWritten) : undefined;
  const position = role ? (/internship$/i.test(role) ? `the ${role}` : `the ${role} position`) : "the [Position] role";
  // "as a software engineer", "as an ICU nurse": the role in running text, acronyms kept.
  const lowered = asWritten?.split(/\s+/).map((word) => (/^\p{Lu}{2,}/u.test(word) ? word : word.toLowerCase())).join(" ");
  const asRole = lowered === undefined || /\binternship$/i.test(lowered) ? "[your studies or current role]" : /ing$/.test(lowered) ? `in ${lowered}` : `${anArticle(lowered)} ${lowered}`;
  const years = /^in /.test(asRole) ? `In my [X] years ${asRole}` : `In my [X] years as ${asRole}`;
  return [
    "Dear Hiring Manager,",
    "",
    `I'm excited to apply for ${position} at ${company}. I enjoy turning ideas into work that people rely on, and ${company}${/['’]s$/.test(company) ? "" : "'s"} focus on [something you admire about the company] is exactly the kind of work I want to be part of.`,
    "",
    `${years}, I have [a key achievement, with a number if you can: e.g. "cut page load times by 40%"]. I work well with [designers, product managers, customers], I care about doing things properly, and I pick up new tools quickly.`,
    "",
    `I'd welcome the chance to discuss how I could contribute to your team. Thank you for your time and consideration.`,
    "",
    "Sincerely,",
    "[Your name]",
  ].join("\n");
}

// ---------------------------------------------------------------------------------------------
// A post for social media

/** "Write a tweet announcing our new app launch", "Draft a LinkedIn post about our hiring" */
const POST = /^\s*(?:please\s+)?(?:(?:can you\s+)?help me\s+)?(?:write|draft|compose|create|give me)\s+(?:me\s+)?(?:an?\s+)?(?:short\s+|catchy\s+|fun\s+|quick\s+|viral\s+)*(tweet|x post|linkedin post|social media post|instagram caption)\s+(announcing|about|for|on|to announce|promoting|celebrating)\s+(?:the\s+)?([^\n]{2,80}?)\s*[.!?]*\s*$/i;
/** Words of an announcement that say it is one: "our new app launch" announces "our new app". */
const ANNOUNCED = /\s+(?:launch|launching|release|releasing|announcement|going live)$/i;

/**
 * A social media post about what the prompt names: a LinkedIn post for its occasion
 * (linkedin-posts.ts); else an announcement for "announcing" or "launch", or a short take, with
 * hashtags of the subject's words, under 280 characters.
 * @example postReply("Write a tweet announcing our new app launch")?.startsWith("🚀 Our new app is here!") // true
 */
export function postReply(prompt: string): string | undefined {
  const match = POST.exec(prompt);
  if (!match) return undefined;
  const [, platform, verb, about] = match as unknown as [string, string, string, string];
  // "about our new API" announces it too: a post about one's own new thing is its launch.
  const announces = /announc|promot|launch|release/i.test(verb) || ANNOUNCED.test(about) || /^(?:our|my)\s+(?:new|latest|upcoming)\b/i.test(about.trim());
  // A LinkedIn post is a post for its occasion (a new job, a promotion, a launch…), not a tweet made longer.
  if (/linkedin/i.test(platform)) return linkedInPost(about.trim(), announces);
  const subject = about.replace(ANNOUNCED, "").trim();
  const tags = postTags(subject, announces);
  if (announces) {
    const hashtags = tags.join(" ");
    const is = /s$/i.test(subject) && !/\bnews$/i.test(subject) ? "are" : "is";
    // Our own launch is announced as ours; someone else's is news.
    return /^(?:our|my)\b/i.test(subject)
      ? `🚀 ${capitalized(subject)} ${is} here! We've been working on this for a while and can't wait for you to try it. Check it out and tell us what you think 👇\n\n${hashtags}`
      : `🚀 Big news: ${/^(?:the|a|an)\b/i.test(subject) ? subject : `the ${subject}`} ${is} out! Have you tried it yet? Tell me what you think 👇\n\n${hashtags}`;
  }
  const hashtags = tags.join(" ");
  return `A quick thought on ${subject}: the basics matter more than the details, and small, steady steps beat one big push. What's your take? 👇\n\n${hashtags}`;
}

/** Words a post's subject has that no hashtag is made of. */
const UNTAGGED = new Set(["our", "the", "new", "and", "for", "with", "your", "my", "their", "a", "an", "latest", "brand", "brand-new", "all", "of", "to", "in", "on", "this", "that", "we", "its", "first"]);
/** The kind of thing a subject ends with: "dark mode feature" is a feature called dark mode. */
const KIND_WORD = /^(?:features?|updates?|app|tool|product|release|version|website|site|platform|service)$/i;

/**
 * A post's hashtags, as a social media manager writes them: the subject as one CamelCase tag
 * ("our new dark mode feature" → "#DarkMode", "the new iPhone" → "#iPhone", as written), then
 * "#ProductUpdate" for a feature or an update, else "#Launch" for an announcement.
 */
function postTags(subject: string, announces: boolean): string[] {
  const words = subject.split(/\s+/).map((word) => word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, "")).filter((word) => /^[\p{L}\d][\p{L}\d'-]*$/u.test(word) && !UNTAGGED.has(word.toLowerCase()));
  let core = words;
  while (core.length > 1 && KIND_WORD.test(core[core.length - 1]!)) core = core.slice(0, -1);
  const kind = words.length > core.length ? words[core.length]!.toLowerCase() : undefined;
  const main = core.slice(0, 3).map((word) => (/\p{Lu}/u.test(word) ? word : capitalized(word)).replace(/['-]/g, "")).join("");
  const tags = main === "" ? [] : [`#${main}`];
  if (kind !== undefined && /^(?:features?|updates?)$/.test(kind)) tags.push("#ProductUpdate");
  else if (announces) tags.push("#Launch");
  return tags;
}

// ---------------------------------------------------------------------------------------------
// A given text, rewritten

/** "Rewrite this to be more formal: …", "Fix the grammar: …", "Proofread the following text:\n…", "Make this more concise: …" */
const REWRITE = /^\s*(?:please\s+)?(?:rewrite|rephrase|paraphrase|fix|correct|proofread|polish|improve|make|edit)\b([^:\n]{0,60})[:\n]\s*["“']?([\s\S]{2,600}?)["”']?\s*$/i;

/** Where a clause starts, so a pronoun after it is its subject: "me and him went…", "…, and me and her left". */
const CLAUSE = String.raw`(^|[.!?;]\s+|,\s*(?:and|but|so)\s+|\b(?:and|but|so|because|when|if)\s+)`;
/** Object pronouns and the subject pronouns they stand for in "me and him goes". */
const SUBJECT_FORMS: Readonly<Record<string, string>> = { me: "I", him: "he", her: "she", them: "they", us: "we", i: "I", he: "he", she: "she", they: "they", we: "we" };
/** A name or pronoun in a compound subject: "John", "him". */
const PERSON = String.raw`(me|him|her|them|us|I|he|she|they|we|[A-Z][a-z]+)`;
/** Verbs after a plural subject that a singular form got: "he and I goes". */
const PLURAL_VERBS: Readonly<Record<string, string>> = { is: "are", was: "were", has: "have", does: "do", goes: "go", "doesn't": "don't" };
/** Words before a bare verb that need no -s: "Does he go", "let her go", "to go". */
const AUXILIARY = String.raw`(?<!\b(?:does|did|do|can|could|will|would|should|shall|may|might|must|let|make|made|help|to|not|n't)\s+)`;

/** Words that put a sentence in the past: "yesterday", "last week", "two days ago". */
const PAST_TIME = /\b(?:yesterday|last (?:night|week|month|year|time|weekend)|ago)\b/i;
/** The past of irregular verbs a compound subject takes. */
const IRREGULAR_PAST: Readonly<Record<string, string>> = { go: "went", come: "came", are: "were", have: "had", do: "did", "don't": "didn't", see: "saw", eat: "ate", get: "got", make: "made", take: "took", run: "ran", buy: "bought", find: "found", leave: "left", say: "said" };

/** A plural present verb in the past: "go" → "went", "walk" → "walked". */
function pastOf(verb: string): string {
  return IRREGULAR_PAST[verb.toLowerCase()] ?? (/^[a-z]+$/.test(verb) ? `${verb}${verb.endsWith("e") ? "d" : "ed"}` : verb);
}

/**
 * "me and him goes" → "he and I go": a compound subject in subject forms, the speaker last, and
 * its verb plural. Only at a clause start, where the pronouns are the subject ("give it to him
 * and me" keeps them).
 */
function fixedCompoundSubject(text: string): string {
  const past = PAST_TIME.test(text);
  return text.replace(new RegExp(String.raw`${CLAUSE}${PERSON} and ${PERSON}\s+(\w+(?:'t)?)\b`, "g"), (whole, start: string, first: string, second: string, verb: string) => {
    const forms = [first, second].map((word) => SUBJECT_FORMS[word.toLowerCase()] ?? word);
    const isObject = [first, second].some((word) => /^(?:me|him|her|them|us)$/i.test(word));
    const plural = PLURAL_VERBS[verb.toLowerCase()] ?? (/^(?:[a-z]+[^s]s)$/.test(verb) && !/(?:ss|us|is)$/.test(verb) ? verb.replace(/(?:(?<=sh|ch|x|o)es|s)$/, "") : undefined);
    if (!isObject && plural === undefined) return whole;
    // The speaker goes last: "me and him" → "he and I".
    const [a, b] = forms[0] === "I" ? [forms[1]!, forms[0]] : [forms[0]!, forms[1]!];
    // "… goes to the store yesterday": the verb of a sentence about the past is in the past.
    const fixed = plural ?? verb;
    return `${start}${a} and ${b} ${past && plural !== undefined ? pastOf(fixed) : fixed}`;
  });
}

/** Chat shorthand and the common slips a rewrite always fixes, whatever the tone asked. */
/** A pattern and what replaces it: a string with `$1`, or a function of the match and its groups. */
type Replacement = readonly [RegExp, string | ((match: string, ...groups: string[]) => string)];

/** `text` with each pattern replaced, in order. */
function replaced(text: string, replacements: readonly Replacement[]): string {
  for (const [pattern, replacement] of replacements) text = typeof replacement === "string" ? text.replace(pattern, replacement) : text.replace(pattern, replacement);
  return text;
}

const FIXES: readonly Replacement[] = [
  [/\bu\b/gi, "you"],
  [/\bur\b/gi, "your"],
  [/\br\b/gi, "are"],
  [/\bpls\b|\bplz\b/gi, "please"],
  [/\bthx\b|\bthnx\b/gi, "thanks"],
  [/\bim\b/gi, "I'm"],
  [/\bi\b/g, "I"],
  [/\bdont\b/gi, "don't"],
  [/\bcant\b/gi, "can't"],
  [/\bwont\b/gi, "won't"],
  [/\bdoesnt\b/gi, "doesn't"],
  [/\bisnt\b/gi, "isn't"],
  [/\bdidnt\b/gi, "didn't"],
  [/\bgonna\b/gi, "going to"],
  [/\bwanna\b/gi, "want to"],
  [/\bgotta\b/gi, "have to"],
  [/\bgimme\b/gi, "give me"],
  [/\blemme\b/gi, "let me"],
  [/\b(?:cuz|cos|coz)\b/gi, "because"],
  [/\btho\b/gi, "though"],
  [/\bthru\b/gi, "through"],
  [/\balot\b/gi, "a lot"],
  [/\b(could|should|would|must|might)\s+of\b/gi, "$1 have"],
  [/\b(he|she|it)\s+(?:don't|do not)\b/gi, "$1 doesn't"],
  [/\b(he|she|it)\s+have\b/gi, "$1 has"],
  [/\b(he|she|it)\s+are\b/gi, "$1 is"],
  [new RegExp(String.raw`${AUXILIARY}\b(he|she|it)\s+(go|do)\b(?!\s+not\b)`, "gi"), "$1 $2es"],
  [/\b(they|we|you)\s+is\b/gi, "$1 are"],
  [/\b(they|we|you)\s+was\b/gi, "$1 were"],
  [/\bI\s+is\b/g, "I am"],
  [/\bI\s+has\b/g, "I have"],
  [/\s+,/g, ","],
  [/\s{2,}/g, " "],
  // Days and months are names: "moved to tuesday" → "Tuesday".
  [/\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|august|september|october|november|december)\b/g, (day: string) => capitalized(day)],
  // A comma splice before an instruction: "the meeting moved, don't be late" → two sentences.
  [/,\s+(?=(?:please|don't|do not|make sure|remember to|let me know|be sure to)\b)/gi, ". "],
];
/** What a formal tone replaces. */
const FORMAL: readonly Replacement[] = [
  // "hey guys, …" greets a group: a formal text greets it too, where a lone "hey" is dropped.
  [/^(?:hey|hi|yo)\s+(?:guys|folks|all|everyone|everybody|team|y'all)\b[,!]?\s*/i, "Hello everyone, "],
  [/^(?:hey|hi|yo)\b[,!]?\s*/i, ""],
  [/\bguys\b/gi, "everyone"],
  [/\b(is|are) (moved|postponed|cancell?ed|canceled|rescheduled|delayed|changed)\b/gi, (_, verb: string, done: string) => `${verb.toLowerCase() === "is" ? "has" : "have"} been ${done}`],
  [/\basap\b/gi, "as soon as possible"],
  [/\bcan you\b/gi, "could you please"],
  [/\bthanks\b/gi, "thank you"],
  [/\bstuff\b/gi, "materials"],
  [/\bget back to me\b/gi, "reply"],
  [/\bkinda\b/gi, "somewhat"],
  [/\bawesome\b/gi, "excellent"],
  [/\bbtw\b/gi, "by the way"],
  // A formal text spells out its contractions.
  [/\bcan't\b/gi, "cannot"],
  [/\bwon't\b/gi, "will not"],
  [/\b(do|does|did|is|are|was|were|has|have|would|should|could)n't\b/gi, "$1 not"],
  [/\bI'm\b/g, "I am"],
  [/\b(I|you|we|they)'re\b/gi, "$1 are"],
  [/\b(I|you|we|they)'ve\b/gi, "$1 have"],
  [/\b(I|you|we|they|he|she)'ll\b/gi, "$1 will"],
  [/\b(it|that|there|he|she)'s\b/gi, "$1 is"],
  // An instruction asks politely: "Do not be late." → "Please do not be late."
  [/(^|[.!?]\s+)(do not|make sure|remember to|let me know|be sure to)\b/gi, "$1please $2"],
];
/** What a concise rewrite drops. */
const WORDY = /\b(?:really|very|just|basically|actually|literally|in order|that is|quite|kind of|sort of)\s+/gi;
/** Phrases a concise rewrite says in fewer words: "has decided to launch" → "will launch". */
const WORDY_PHRASES: readonly Replacement[] = [
  [/^\s*(?:we are|we're|i am|i'm) (?:excited|pleased|happy|thrilled|proud) to (?:announce|share|let you know) that\s+/i, ""],
  [/\b(?:has|have) decided to\b/gi, "will"],
  [/\bbrand new\b/gi, "new"],
  [/\bdue to the fact that\b/gi, "because"],
  [/\bat this point in time\b/gi, "now"],
  [/\bin the event that\b/gi, "if"],
  [/\ba large number of\b/gi, "many"],
];

/**
 * The given text rewritten as asked: shorthand and common slips fixed, a formal tone's
 * replacements, filler dropped for a concise one; capitalised and ended as a sentence.
 * @example rewriteReply("Rewrite this to be more formal: hey, can u send me the file asap?") // "Could you please send me the file as soon as possible?"
 */
export function rewriteReply(prompt: string): string | undefined {
  const match = REWRITE.exec(prompt);
  if (!match) return undefined;
  const [, how, given] = match as unknown as [string, string, string];
  // "Fix the bug in: <code>" or "Improve this function:" is code, not prose.
  if (/\b(?:bug|code|function|query|regex|error|test)\b/i.test(how) || /[{};]\s*$|^\s*(?:def|function|const|let|class|import|SELECT)\b/m.test(given)) return undefined;
  if (!/\b(?:grammar|spelling|formal|professional|polite|concise|shorter|clear|clearer|better|sentence|text|paragraph|this|it|following|wording|tone|typos?)\b/i.test(how)) return undefined;
  let text = given.trim();
  text = replaced(text, FIXES);
  text = fixedCompoundSubject(text);
  if (/\b(?:formal|professional|polite)\b/i.test(how)) text = replaced(text, FORMAL);
  if (/\b(?:concise|shorter|brief)\b/i.test(how)) {
    text = text.replace(WORDY, "");
    text = replaced(text, WORDY_PHRASES);
  }
  // Every sentence starts with a capital, not only the first.
  text = capitalized(text.trim()).replace(/([.!?]\s+)(\p{Ll})/gu, (_, end: string, letter: string) => end + letter.toUpperCase());
  return /[.!?…"”)]$/.test(text) ? text : `${text}.`;
}

/**
 * The reply to a writing task, or undefined when the prompt sets none of these.
 * Its link in known-replies.ts is skipped unless the prompt has a word one of these replies
 * requires first: a reply added here adds its word to the link's cues.
 * @example writingTaskReply("Suggest five names for a coffee shop")?.split("\n").length // 5
 */
export function writingTaskReply(prompt: string): string | undefined {
  // An email for a purpose a model knows the shape of (a cancellation, a resignation) before the generic one.
  // A feature announced to users before the emails: "an email announcing our new search" is that announcement.
  // A job description, a press release, an About Us page, an agenda, release notes, a FAQ and a proposal have shapes of their own.
  return jobDescriptionReply(prompt) ?? pressReleaseReply(prompt) ?? aboutPageReply(prompt) ?? meetingAgendaReply(prompt) ?? releaseNotesReply(prompt) ?? faqReply(prompt) ?? proposalOutlineReply(prompt) ?? featureAnnouncementReply(prompt) ?? purposeEmailReply(prompt) ?? toastReply(prompt) ?? emailReply(prompt) ?? essayReply(prompt) ?? ideasReply(prompt) ?? startupIdeasReply(prompt) ?? bioReply(prompt) ?? quoteReply(prompt) ?? productReply(prompt) ?? coverLetterReply(prompt) ?? captionReply(prompt) ?? postReply(prompt) ?? rewriteReply(prompt);
}
