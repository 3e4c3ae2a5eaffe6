/**
 * A page's metadata as a model writes it: "Generate SEO metadata for a blog post about sourdough
 * bread for beginners" with `{title, description, keywords, slug}` gets a title a search result
 * shows ("Sourdough Bread for Beginners: A Step-by-Step Guide"), a meta description of about 150
 * characters, keywords of the topic (never the instruction's "seo") and the slug of the topic
 * ("sourdough-bread-for-beginners"), where the faker gave "BA7". And any document's top-level
 * `slug` beside a title is that title's slug, unless the message writes one. A look at the
 * document's keys and a substring check come before any reading.
 */
import { normalisedKey } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** Field names, normalised, of each part of a page's metadata. */
const TITLE_KEYS: ReadonlySet<string> = new Set(["title", "metatitle", "seotitle", "pagetitle", "ogtitle", "headline"]);
const DESCRIPTION_KEYS: ReadonlySet<string> = new Set(["description", "metadescription", "seodescription", "ogdescription", "summary"]);
const KEYWORD_KEYS: ReadonlySet<string> = new Set(["keywords", "tags", "seokeywords", "focuskeywords", "metakeywords", "keyphrases"]);
const SLUG_KEYS: ReadonlySet<string> = new Set(["slug", "urlslug", "permalink", "handle"]);
/** What the page is about: after "about", "on" or "for" a page, to the end of the sentence. */
const TOPIC = /\b(?:about|on|covering)\s+(?:how\s+to\s+)?(?:the\s+|a\s+|an\s+)?([^.?!\n]{3,80})/i;
const PAGE_FOR = /\bfor\s+(?:my\s+|our\s+|a\s+|an\s+|the\s+)?([^.?!\n]{3,80}?)(?:\s+(?:page|website|site|homepage|landing page))?(?:[.?!\n]|$)/i;
/** Verbs that ask for metadata to be written. */
const WRITE = /\b(?:generate|write|create|suggest|give|draft|come up with|make|produce|optimi[sz]e|need)\b/;
/** Who a page is for, at the end of its topic: "for beginners". */
const AUDIENCE = /\s+for\s+(beginners|kids|students|parents|developers|busy people|seniors|small businesses|home cooks|families)$/i;
/** Small words a title leaves in lowercase. */
const SMALL = /^(?:a|an|the|and|or|for|of|in|on|to|with|at|by|from)$/;

/** A phrase as a title: "sourdough bread for beginners" → "Sourdough Bread for Beginners". */
function titleCased(phrase: string): string {
  return phrase
    .split(" ")
    .map((word, at) => (at > 0 && SMALL.test(word) ? word : /^[a-z]/.test(word) ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(" ");
}

/**
 * A phrase as a URL slug: lowercase words joined by hyphens, apostrophes dropped.
 * @example slugOf("Sourdough Bread for Beginners!") // "sourdough-bread-for-beginners"
 */
export function slugOf(phrase: string): string {
  return phrase
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f'’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/**
 * The metadata of a page about `topic` ("sourdough bread for beginners"), of a post or a page.
 * @example pageMetadata("sourdough bread for beginners", true).title // "Sourdough Bread for Beginners: A Step-by-Step Guide"
 */
export function pageMetadata(topic: string, post: boolean): { title: string; description: string; keywords: string[]; slug: string } {
  const audience = AUDIENCE.exec(topic)?.[1]?.toLowerCase();
  const core = audience ? topic.slice(0, topic.length - AUDIENCE.exec(topic)![0].length) : topic;
  const title = post ? `${titleCased(topic)}: ${audience === "beginners" ? "A Step-by-Step Guide" : "A Complete Guide"}` : `${titleCased(topic)} | Everything You Need to Know`;
  const description = audience === "beginners"
    ? `New to ${core}? This beginner's guide covers ${core} step by step: the basics, the common mistakes to avoid and tips for great results.`
    : `Everything you need to know about ${topic}: how it works, what to look for, common mistakes to avoid and practical tips to get the most out of it.`;
  const keywords = [...new Set([core, topic, `${core} guide`, audience ? `${core} for ${audience}` : `${core} tips`, audience === "beginners" ? `easy ${core}` : `how to choose ${core}`, `${core} tips`])];
  return { title, description, keywords, slug: slugOf(topic) };
}

/** The topic of a prompt asking for a page's metadata: "… for a blog post about sourdough bread for beginners" → "sourdough bread for beginners". */
function topicOf(prompt: string): string | undefined {
  const text = prompt.slice(0, 300);
  const about = TOPIC.exec(text) ?? PAGE_FOR.exec(text.replace(/^.*?\b(?:metadata|meta\s+tags?|meta\s+description)\b/i, ""));
  const topic = about?.[1]?.trim().replace(/[,;:]+$/, "");
  return topic && topic.split(" ").length <= 10 ? topic.replace(/^(?:my|our)\s+/i, "") : undefined;
}

/**
 * `document` with a page's metadata when the prompt asks for SEO metadata, and a top-level
 * `slug` made of the document's title otherwise; each change kept only where `validate` accepts it.
 * @example withPageMetadata({ title: "x", slug: "BA7" }, "Generate SEO metadata for a blog post about sourdough bread for beginners", check) // { title: "Sourdough Bread for Beginners: A Step-by-Step Guide", slug: "sourdough-bread-for-beginners" }
 */
export function withPageMetadata(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const keys = Object.keys(document as Json);
  const lower = prompt.slice(0, 300).toLowerCase();
  // Metadata asked to be written ("Generate SEO metadata for …"), not set to what the message gives ("Set the SEO title to …").
  const asksMetadata = (lower.includes("seo") || lower.includes("meta")) && /\bseo\b|\bmeta(?:data|\s+tags?|\s+description|\s+title)?\b/.test(lower) && WRITE.test(lower);
  const slugKey = keys.find((key) => SLUG_KEYS.has(normalisedKey(key)) && typeof (document as Json)[key] === "string");
  if (!asksMetadata && slugKey === undefined) return document;
  const copy = { ...(document as Json) };
  const set = (key: string, value: unknown) => {
    const before = copy[key];
    copy[key] = value;
    if (!validate(copy)) copy[key] = before;
  };
  const topic = asksMetadata ? topicOf(prompt) : undefined;
  if (topic !== undefined) {
    const page = pageMetadata(topic, /\b(?:blog|post|article|guide|tutorial|recipe)\b/.test(lower));
    for (const key of keys) {
      const name = normalisedKey(key);
      const value = copy[key];
      if (typeof value === "string" && TITLE_KEYS.has(name)) set(key, page.title);
      else if (typeof value === "string" && DESCRIPTION_KEYS.has(name)) set(key, page.description);
      else if (typeof value === "string" && SLUG_KEYS.has(name)) set(key, page.slug);
      else if (Array.isArray(value) && KEYWORD_KEYS.has(name)) {
        // As many keywords as the schema takes, up to five; fewer only where it asks for fewer.
        for (let length = Math.max(value.length, 5); length >= 1; length--) {
          set(key, page.keywords.slice(0, length));
          if (copy[key] !== value) break;
        }
      } else if (typeof value === "string" && name === "canonicalurl") set(key, `https://example.com/${page.slug}`);
    }
    return copy;
  }
  // Metadata asked of no topic ("Extract the paper metadata: …") with no slug to make: nothing to write.
  if (slugKey === undefined) return document;
  // A slug beside a title is the title's, unless the message writes the slug.
  const slug = copy[slugKey] as string;
  const title = keys.find((key) => TITLE_KEYS.has(normalisedKey(key)) || normalisedKey(key) === "name");
  if (title === undefined || typeof copy[title] !== "string" || (slug.length > 0 && prompt.includes(slug))) return document;
  const made = slugOf(copy[title] as string);
  if (made.length > 0) set(slugKey, made);
  return copy[slugKey] === slug ? document : copy;
}
