/**
 * The last pass over a structured output: no string the faker made up survives where a model
 * would write words. json-schema-faker fills a string it has no meaning for with random letters
 * ("IclaY9a", "gG1", ""), and the passes before this one only rewrite the keys they know; so an
 * NPC's `personality`, an octopus's `facts`, a job's `requirements`, a table's `materials` or a
 * blog post's `outline` kept the faker's letters. Here every string still equal to the faker's
 * own value (at the same path) gets words that fit its key and the subject the prompt names,
 * where the caller's schema accepts them; identifiers, codes, URLs and the like keep theirs.
 */
import type { DocumentCheck } from "./caller-schema.ts";

type Path = readonly (string | number)[];

/** Keys whose faker values are fine as they are (ids, codes, formats the schema constrains). */
const KEPT_KEY = /(^|_|\b)(id|ids|uuid|guid|code|sku|slug|url|uri|href|link|email|phone|hash|token|key|zip|postal|postcode|isbn|ean|upc|iban|ip|mac|color|colour|hex|date|time|timestamp|username|handle|password|path|file|filename|currency|locale|lang|symbol|ticker)$|Id$|Url$|Code$/i;

/** A faker string at `path` in `raw`, equal to `value`. */
function rawAt(raw: unknown, path: Path): unknown {
  let node: unknown = raw;
  for (const step of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

/** Looks made up: letters and digits with no word shape (mixed case inside, digits among letters), or empty. */
export function looksLikeFiller(value: string): boolean {
  // Only strings still equal to the faker's are asked about, so any short run of letters and digits is its.
  return value === "" || (value.length <= 16 && /^[A-Za-z0-9]+$/.test(value));
}

const OCCUPATIONS = ["blacksmith", "wizard", "merchant", "innkeeper", "healer", "knight", "ranger", "alchemist", "bard", "thief", "priest", "farmer", "guard", "hunter", "sailor", "scholar", "tailor", "baker", "miner", "archer", "mage", "rogue", "warrior", "paladin", "cleric", "druid", "necromancer", "captain", "engineer", "designer", "developer", "nurse", "teacher", "chef", "doctor", "pilot", "detective", "journalist", "lawyer", "barista", "mechanic"];

const ANIMALS = ["octopus", "dolphin", "elephant", "tiger", "lion", "penguin", "giraffe", "shark", "whale", "owl", "eagle", "wolf", "fox", "bear", "koala", "kangaroo", "panda", "cheetah", "zebra", "turtle", "frog", "bee", "ant", "cat", "dog", "horse", "rabbit", "snake", "crocodile", "gorilla", "chimpanzee", "otter", "seal", "jellyfish", "butterfly", "bat", "hedgehog", "parrot", "flamingo", "camel", "rhino", "hippo", "squirrel", "deer", "moose", "octopi"];

/** Lists a model writes a few items of. */
const LONGER_LIST = /(^|_)(changes|facts?|fun_facts|outline|sections|headings|requirements|qualifications|responsibilities|materials|traits|personality_traits|tips|steps|benefits|tags|keywords)$/i;

const TRAITS: Record<string, readonly string[]> = {
  blacksmith: ["Gruff but fair", "Proud of the craft", "Hard-working", "Loyal to the village", "Short-tempered with haggling customers"],
  wizard: ["Curious", "Absent-minded", "Wise", "Secretive", "Patient with apprentices"],
  merchant: ["Shrewd", "Talkative", "Always looking for a deal", "Well-travelled", "Friendly to regulars"],
  innkeeper: ["Warm", "Gossipy", "Protective of her guests", "Quick-witted", "Generous with portions"],
};
const GENERIC_TRAITS = ["Loyal", "Curious", "Stubborn", "Kind-hearted", "Quick-witted", "Brave"];

/** What the prompt says the document is about (a lower-case phrase), for the fallback sentences. */
function subjectIn(text: string): string {
  const about = /\babout\s+(?:the\s+|an?\s+)?([a-z][\w\s'-]{2,40}?)(?=[.?!,;:]|\s+(?:as|in|for|with|using)\b|$)/i.exec(text)?.[1];
  if (about) return about.trim().toLowerCase();
  const made = /\b(?:generate|create|write|make|give me|describe|design|draft|plan|build)\s+(?:me\s+)?(?:a|an|the|some|\d+)?\s*([a-z][\w\s'-]{2,40}?)(?=[.?!,;:]|\s+(?:as|in|for|with|using|that)\b|$)/i.exec(text)?.[1];
  return (made ?? "the topic").trim().toLowerCase();
}

const OCTOPUS_FACTS = [
  "Octopuses have three hearts: two pump blood through the gills and one through the rest of the body.",
  "Their blood is blue, because it carries oxygen with copper-based hemocyanin.",
  "An octopus has eight arms lined with hundreds of suckers that can taste what they touch.",
  "About two-thirds of an octopus's neurons are in its arms rather than its brain.",
  "Octopuses can change the colour and texture of their skin in a fraction of a second to hide.",
];

/** Words for one string of `key` (its list item `index`, or -1), about `text`. */
function fillerFor(key: string, index: number, text: string): string | undefined {
  const k = key.toLowerCase().replace(/[^a-z]+/g, "_");
  const lower = text.toLowerCase();
  const at = <T,>(list: readonly T[]) => list[Math.max(0, index) % list.length];
  const subject = subjectIn(text);
  const occupation = OCCUPATIONS.find((word) => new RegExp(`\\b${word}s?\\b`).test(lower));
  if (/^(occupation|profession|job|role|class|job_title|vocation|trade)$/.test(k)) return occupation ? occupation[0]!.toUpperCase() + occupation.slice(1) : "Merchant";
  if (/(^|_)(personality|temperament|demeanou?r|disposition|attitude|mood)$/.test(k)) {
    const traits = TRAITS[occupation ?? ""] ?? GENERIC_TRAITS;
    return `${traits[0]}, ${traits[2]!.toLowerCase()} and ${traits[1]!.toLowerCase()}`;
  }
  if (/(^|_)(traits?|personality_traits|characteristics|quirks?|strengths?)$/.test(k)) return at(TRAITS[occupation ?? ""] ?? GENERIC_TRAITS);
  if (/(^|_)(facts?|fun_facts?|trivia|did_you_know)$/.test(k)) {
    if (/\boctop(us|uses|i)\b/.test(lower)) return at(OCTOPUS_FACTS);
    return at([`A key fact about ${subject}.`, `${capital(subject)} has a long and interesting history.`, `Many people are surprised by how much there is to learn about ${subject}.`]);
  }
  if (/(^|_)(requirements?|qualifications?|must_haves?|skills_required|required_skills)$/.test(k)) {
    const role = /\b(frontend|front-end|react)\b/.test(lower) ? ["5+ years of experience building web applications", "Expert knowledge of TypeScript, React and modern CSS", "Experience with accessibility and web performance", "Strong communication skills and a habit of code review"] : ["3+ years of relevant professional experience", "Strong written and verbal communication skills", "Ability to work independently and in a team", "A track record of delivering projects on time"];
    return at(role);
  }
  if (/^(version|release|version_number|semver)$/.test(k)) return /\b\d+\.\d+(\.\d+)?\b/.exec(text)?.[0] ?? "1.0.0";
  if (/(^|_)(changes|changelog|added|fixed|improvements|fixes|release_notes|notes_list)$/.test(k)) return at(["Added dark mode to the settings page", "Fixed a crash when uploading large files", "Improved search speed on large projects", "Updated dependencies to their latest versions"]);
  if (/(^|_)(responsibilities|duties|tasks)$/.test(k)) return at(["Own features from design to production", "Collaborate with product and design", "Review code and mentor teammates", "Improve quality, tests and documentation"]);
  if (/(^|_)(materials?|made_of|fabric|fabrics)$/.test(k)) {
    if (/\b(lesson|class|classroom|workshop|course|students?|teach|teaching)\b/.test(lower)) return at(["Whiteboard and markers", "Printed worksheets", "Projector and slides", "Notebooks and pencils"]);
    if (/\b(wood|wooden|oak|table|chair|desk|shelf|bench)\b/.test(lower)) return at(["Solid oak", "Natural oil finish", "Steel hardware"]);
    if (/\b(shirt|t-shirt|dress|hoodie|sweater|jacket|sock|shoe|sneaker|bag)\b/.test(lower)) return at(["Organic cotton", "Recycled polyester", "Natural rubber"]);
    return at(["Stainless steel", "Recycled aluminium", "BPA-free plastic"]);
  }
  if (/(^|_)(outline|sections?|headings?|chapters?|table_of_contents|toc|agenda)$/.test(k)) return at([`Introduction to ${subject}`, `Why ${subject} matters`, `The key ideas of ${subject}`, "Common mistakes to avoid", "Practical tips to get started", "Conclusion and next steps"]);
  if (/(^|_)(tags?|keywords?|categories|labels?)$/.test(k)) return at(subject.split(/\s+/).filter((word) => word.length > 3).concat(["guide", "tips"]));
  if (/(^|_)(topic|focus|subject|activity|activities|lesson|session|sessions)$/.test(k)) {
    if (/\bspanish\b/.test(lower)) return at(["Vocabulary: greetings and introductions", "Grammar: present tense of regular verbs", "Listening practice with a short podcast", "Speaking practice: ordering at a café", "Review with flashcards"]);
    return at([`Introduction to ${subject}`, `Practice: ${subject} basics`, `Review of ${subject}`, `Hands-on exercise on ${subject}`]);
  }
  if (/(^|_)(goals?|objectives?|learning_objectives|outcomes?)$/.test(k) && /\b(lesson|class|course|workshop|students?|study|learn)\b/.test(lower)) return at([`Explain what ${subject} is in their own words`, `Identify the key parts of ${subject}`, `Apply ${subject} to a real-world example`]);
  if (/(^|_)(steps?|instructions?|tips?|benefits?|pros|cons|features?|highlights?|goals?|objectives?)$/.test(k)) return at([`Start with the basics of ${subject}.`, `Practise ${subject} a little every day.`, `Review what works and adjust.`]);
  if (/(^|_)(notes?|description|summary|details|bio|about|overview|comment|comments|text|content|body|message|reason|explanation)$/.test(k)) return `A short ${k.replace(/_/g, " ")} about ${subject}.`;
  return undefined;
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * `document` with each faker string (equal to `raw`'s at its path, and made-up looking) rewritten
 * to words for its key, where `validate` still accepts the document.
 * @example withoutFiller({ occupation: "2" }, { occupation: "2" }, "Create an NPC blacksmith", () => true) // { occupation: "Blacksmith" }
 */
export function withoutFiller(document: unknown, raw: unknown, text: string, validate: DocumentCheck): unknown {
  let current = document;
  // Each key's strings take its words in turn, across the document (week 1's sessions, then week 2's).
  const turns = new Map<string, number>();
  const lower = text.toLowerCase();
  const visit = (node: unknown, path: Path, key: string, index: number): void => {
    if (typeof node === "string" && index < 0 && /^(occupation|profession|job|class|vocation|trade|animal|species)$/i.test(key)) {
      // A capitalised word of the prompt ("NPC") or a stock animal, where the prompt names the occupation or animal.
      const named = (/^(animal|species)$/i.test(key) ? ANIMALS : OCCUPATIONS).find((word) => new RegExp(`\\b${word}(e?s)?\\b`).test(lower));
      if (named && !node.toLowerCase().includes(named)) {
        const next = replaced(current, path, capital(named));
        if (validate(next)) current = next;
      }
      return;
    }
    if (Array.isArray(node) && node.length > 0 && node.length < 3 && LONGER_LIST.test(key) && !/\b\d+\b|\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/i.test(text)
      && node.every((item, i) => typeof item === "string" && rawAt(raw, [...path, i]) === item && looksLikeFiller(item))) {
      // A model's outline or list of facts has a few items, not the faker's one or two.
      const items = [0, 1, 2, 3].map((i) => fillerFor(key, i, text));
      if (items.every((item): item is string => item !== undefined)) {
        const next = replaced(current, path, [...new Set(items)]);
        if (validate(next)) { current = next; return; }
      }
    }
    if (typeof node === "string") {
      if (KEPT_KEY.test(key) || rawAt(raw, path) !== node || !looksLikeFiller(node)) return;
      const turn = turns.get(key) ?? 0;
      const words = fillerFor(key, index < 0 ? index : turn, text);
      if (index >= 0) turns.set(key, turn + 1);
      if (words === undefined) return;
      const next = replaced(current, path, words);
      if (validate(next)) current = next;
      return;
    }
    if (Array.isArray(node)) node.forEach((item, i) => visit(item, [...path, i], key, i));
    else if (node !== null && typeof node === "object") for (const [name, child] of Object.entries(node)) visit(child, [...path, name], name, -1);
  };
  visit(document, [], "", -1);
  return current;
}

function replaced(node: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(node)) return node.map((item, i) => (i === head ? replaced(item, rest, value) : item));
  const record = node as Record<string, unknown>;
  return { ...record, [head as string]: replaced(record[head as string], rest, value) };
}
