/**
 * A product page's copy as a structured output ("Write a product page for noise-cancelling
 * headphones" with `{headline, subheadline, features, cta}`): a headline that sells what the
 * product does for the buyer ("Hear only what you want to."), where the plan wrote the product's
 * name; a subheadline that says how, where the faker wrote letters; the product's own features;
 * a call to action a shop's button says ("Add to cart"). The copy is product-descriptions.ts's.
 * A landing or sales page is a product's only when the prompt names no software or service (an
 * app's landing page is not written here). A substring check comes before any reading.
 */
import { hashSeed } from "../data/random.ts";
import { normalisedKey } from "./property-kinds.ts";
import { productFeatures, productHeadline, productSubheadline } from "./product-descriptions.ts";
import { withChangesKept, type RecordChange } from "./kept-changes.ts";

type Json = Record<string, unknown>;

/** Field names, normalised, of each part of a product page. */
const HEADLINE_KEYS: ReadonlySet<string> = new Set(["headline", "heading", "title", "herotitle", "heroheadline", "mainheadline", "pageheadline"]);
const SUBHEADLINE_KEYS: ReadonlySet<string> = new Set(["subheadline", "subheading", "subhead", "subtitle", "herosubtitle", "herosubheadline", "tagline"]);
const CTA_KEYS: ReadonlySet<string> = new Set(["cta", "calltoaction", "ctatext", "ctalabel", "ctabutton", "buttontext", "buttonlabel", "button"]);
const FEATURE_KEYS: ReadonlySet<string> = new Set(["features", "keyfeatures", "benefits", "highlights", "bullets", "bulletpoints", "sellingpoints"]);
/** The product a page is written for: after "product page (copy) for", "landing page of", to the end of its phrase. */
const PAGE_FOR = /\b(product|landing|sales)\s+page(?:\s+copy)?\s+(?:for|of|about)\s+(?:(?:a|an|the|our|my|this|new)\s+)*([^.?!\n,;:()]{3,60}?)(?=\s+(?:with|in|as|that|which|including|to)\b|[.?!\n,;:()]|$)/i;
/** What a landing page is for when it is no product on a shelf. */
const NOT_A_PRODUCT = /\b(?:apps?|software|saas|platform|tool|service|startup|website|course|agency|newsletter|podcast|event|conference|company|business|restaurant|cafe|clinic|studio|book)\b/i;
/** Buttons a product page ends with. */
const CALLS = ["Add to cart", "Shop now", "Buy now", "Order yours today"];
/** A string only the faker writes: letters with a digit or a capital inside ("W2EvnCal0G"). */
const FAKER_TEXT = /^\S*(?:\d|\p{Ll}\p{Lu})\S*$/u;

/**
 * The product the prompt asks a page for ("noise-cancelling headphones"), undefined for another prompt.
 * @example productOfPage("Write a product page for a standing desk") // "standing desk"
 */
export function productOfPage(prompt: string): string | undefined {
  if (!/\bpage\b/i.test(prompt)) return undefined;
  const found = PAGE_FOR.exec(prompt.slice(0, 400));
  if (!found) return undefined;
  const product = found[2]!.trim();
  return found[1]!.toLowerCase() !== "product" && NOT_A_PRODUCT.test(product) ? undefined : product;
}

/**
 * `document` with its product page's headline, subheadline, features and call to action written
 * for the product the prompt names (the module's comment says how), where `validate` accepts
 * them; the document itself for another prompt. Values the prompt writes stay.
 * @example withProductPage({ headline: "Standing desk", cta: "x1" }, "Write a product page for a standing desk", check) // { headline: "Sit, stand and work better.", cta: "…" }
 */
export function withProductPage(document: unknown, asked: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const product = productOfPage(asked);
  if (product === undefined) return document;
  const copy = structuredClone(document) as Json;
  const lower = asked.toLowerCase();
  const given = (value: unknown) => typeof value === "string" && value.length > 2 && lower.includes(value.toLowerCase()) && !value.toLowerCase().includes(product.toLowerCase());
  const changes: RecordChange[] = [];
  const propose = (key: string, next: unknown) => {
    const before = copy[key];
    if (before !== next && !given(before)) changes.push({ record: copy, key, next, before });
  };
  for (const [key, value] of Object.entries(copy)) {
    const normal = normalisedKey(key);
    const text = typeof value === "string" || value === null;
    if (HEADLINE_KEYS.has(normal) && text) propose(key, productHeadline(product));
    else if (SUBHEADLINE_KEYS.has(normal) && text) propose(key, productSubheadline(product));
    else if (CTA_KEYS.has(normal) && text) propose(key, CALLS[hashSeed(product) % CALLS.length]);
    else if (FEATURE_KEYS.has(normal) && Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string")) {
      // As many as the list holds (its schema's bounds), the product's own; a feature the faker wrote says nothing.
      const features = productFeatures(product);
      if (value.some((item) => FAKER_TEXT.test(item as string)) || !features.includes(value[0] as string)) propose(key, value.map((_, at) => features[at % features.length]));
    }
  }
  return changes.length === 0 ? document : withChangesKept(document, copy, changes, validate);
}
