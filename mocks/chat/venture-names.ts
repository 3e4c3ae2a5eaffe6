/**
 * Names for a company, a startup or an app the prompt says nothing about ("name my company",
 * "Suggest a name for my startup", "startup name ideas"). A model with nothing to build on
 * offers brandable names, each with what it suggests, and asks what the venture does; a name
 * made of the word "startup" ("Startup & Co") is not one a founder would take.
 */
import { choiceSeed } from "./choice-variety.ts";

/** The ventures a name is asked for without a word about them. */
export const BARE_VENTURE = /^(?:startup|start-up|company|business|brand|app|product|shop|store|firm|agency|venture|side project|project|saas)$/i;

/** Brandable names, each with what it suggests. */
const NAMES: readonly (readonly [string, string])[] = [
  ["Northstar", "a fixed point to steer by, for a company that guides its customers"],
  ["Brightpath", "optimistic and clear about where it is going"],
  ["Kindling", "a small start that grows into something bigger"],
  ["Lumen", "light and clarity, short and easy to remember"],
  ["Tandem", "working together, a fit for a collaborative product"],
  ["Bellwether", "the one others follow, a leader in its field"],
  ["Fathom", "understanding things in depth"],
  ["Keystone", "the piece that holds everything else together"],
  ["Sparkline", "small signs of growth, for anything built on data"],
  ["Evergreen", "steady and lasting, never out of season"],
];

/**
 * `count` names (five when unasked, at most ten) for the `venture` ("startup"), numbered with
 * what each suggests, then the question a model asks to make them fit; one name as a suggestion.
 * The same prompt gives the same names.
 * @example bareVentureNames("startup", 3, "name my startup")?.split("\n")[0] // "Here are a few name ideas for your startup:"
 */
export function bareVentureNames(venture: string, count: number, prompt: string): string {
  const thing = venture.toLowerCase();
  const start = choiceSeed("venture-names", prompt) % NAMES.length;
  const chosen = Array.from({ length: Math.max(1, Math.min(count, NAMES.length)) }, (_, i) => NAMES[(start + i) % NAMES.length]!);
  const ask = `Tell me what your ${thing} does, who it is for and the feel you want (playful, premium, technical), and I can suggest names that fit it better.`;
  if (chosen.length === 1) {
    const [name, meaning] = chosen[0]!;
    return `How about "${name}" (${meaning})?\n\n${ask}`;
  }
  const list = chosen.map(([name, meaning], i) => `${i + 1}. **${name}**: ${meaning}.`).join("\n");
  return `Here are a few name ideas for your ${thing}:\n\n${list}\n\n${ask}`;
}

/** A prompt that asks for a name ("Name my startup", "a name and tagline for my company"). */
const ASKS_FOR_NAME = /\b(?:name|names|naming|call)\b/i;

/**
 * The venture a prompt asks to name without a word about it ("startup" of "Name my startup",
 * "company" of "Generate a name and tagline for my company"), read from the prompt's subject;
 * undefined when the prompt asks no name, or says what the venture is.
 */
export function bareVentureOf(subject: string, prompt: string): string | undefined {
  const venture = subject
    .trim()
    .replace(/^(?:(?:my|our|a|an|the|new)\s+)+/i, "")
    .replace(/\s+names?$/i, "");
  return BARE_VENTURE.test(venture) && ASKS_FOR_NAME.test(prompt) ? venture.toLowerCase() : undefined;
}

/** The `index`-th brandable name for a prompt, as `bareVentureNames` lists them. */
export function ventureName(index: number, prompt: string): string {
  return NAMES[(choiceSeed("venture-names", prompt) + index) % NAMES.length]![0];
}

/** Taglines that fit any venture; {Name} is its name. */
const TAGLINES = ["{Name}: built for what comes next.", "Big ideas, made simple.", "{Name}. Start here.", "Made for the way you work."];

/** A tagline for the venture named `name`. */
export function ventureTagline(name: string, prompt: string): string {
  return TAGLINES[choiceSeed("venture-tagline", prompt) % TAGLINES.length]!.replace("{Name}", name);
}

/** What the `index`-th name suggests ("the piece that holds everything else together"), as its sentence. */
export function ventureMeaning(index: number, prompt: string): string {
  const meaning = NAMES[(choiceSeed("venture-names", prompt) + index) % NAMES.length]![1];
  return `${meaning.charAt(0).toUpperCase()}${meaning.slice(1)}.`;
}
