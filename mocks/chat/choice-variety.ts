/**
 * Which of a request's `n` choices a reply is being composed for, so that a curated reply (a
 * counted list of tips, a city's sights, recommendations, names) answers a later choice as a
 * model's next sample would: other items of its table, in another order, under another opening.
 * `n: 3` asks for three candidates; three copies of one list give a "pick one" UI nothing to pick.
 *
 * The tables stay pure functions of the prompt and ask this module at the one place they choose:
 * `choiceSeed` where they hash the prompt for a pick or a rotation, `sampled` where they take the
 * first items of a pool. Both give choice 0 exactly what the table gave before (`hashSeed` of the
 * same parts, the pool's first items), so an `n: 1` answer and every recorded fixture keep their
 * text; a later choice gets its own draw. What the table guarantees (the asked count, a "like X"
 * list without X, facts) holds in every choice: only the choice among valid items changes.
 *
 * The choice is ambient for the length of one synchronous `composeReply` (`asChoice`), rather
 * than a parameter every table would thread: a table added later gets per-choice variety by
 * calling the two functions, with no change to its signature.
 */
import { hashSeed, seededRandom, type Random } from "../data/random.ts";

interface Composing {
  /** The choice's index; 0 is the reply the prompt always had. */
  readonly index: number;
  /** Which attempt at the choice this is: 0, then one more for each redraw. */
  readonly draw: number;
  /** What a later choice's draws are hashed with: one per choice and redraw. */
  readonly salt: number;
  /** The draws of `sampled`, in the order the table asks. */
  readonly random: Random;
  /** The earlier choices' replies, as the client sees them. */
  readonly earlier: readonly string[];
}

let composing: Composing | undefined;

/**
 * Runs `compose` as choice `index` (its `draw`-th attempt, when the choice is redrawn to differ
 * from the `earlier` choices' replies). `compose` must be synchronous: the choice is set only while it runs.
 * @example asChoice(1, 0, () => composeReply(messages, random, known))
 */
export function asChoice<T>(index: number, draw: number, compose: () => T, earlier: readonly string[] = []): T {
  const outer = composing;
  // The first choice's first draw is the reply the prompt always had: nothing to salt (every chat request composes it).
  if (index === 0 && draw === 0) composing = undefined;
  else {
    const salt = hashSeed("choice", index, draw);
    composing = { index, draw, salt, random: seededRandom(salt), earlier };
  }
  try {
    return compose();
  } finally {
    composing = outer;
  }
}

/**
 * The seed a table draws its pick from: `hashSeed(...parts)` for the first choice (and outside
 * any chat completion), another seed for each later choice.
 * @example choiceSeed("comparison", prompt) % criteria.length
 */
export function choiceSeed(...parts: unknown[]): number {
  return composing === undefined ? hashSeed(...parts) : hashSeed(...parts, composing.salt);
}

/**
 * Which sample of a fixed curated text (a fact, an explanation) is being written: 0 for the first
 * choice (and outside any chat completion), then 1, 2, … for each later choice and redraw, so a
 * table with a few forms of one text (fact-samples.ts) gives each choice the next form.
 * @example asChoice(2, 0, () => sampleNumber()) // 2
 */
export function sampleNumber(): number {
  return composing === undefined ? 0 : composing.index + composing.draw;
}

/**
 * The replies of the choices composed before this one, as the client sees them: empty for the
 * first choice and outside any chat completion. A reply that picks from answers it must not
 * repeat ("Another one": revisions.ts) skips these too, so that `n: 3` gives three.
 * @example asChoice(1, 0, () => earlierChoices(), ["Here's a joke: …"]) // ["Here's a joke: …"]
 */
export function earlierChoices(): readonly string[] {
  return composing?.earlier ?? [];
}

/** How much likelier each item of a pool is to be taken than the next: a table lists its best first. */
const DECAY = 0.8;

/**
 * `count` items of `pool`: its first `count` for the first choice; for a later choice another
 * draw, the earlier (better) items likelier, in the order drawn, or in the pool's order with
 * `inOrder` (months, a ranking). A pool no larger than `count` is reordered, never shortened.
 * @example sampled(city.sights, 5) // the first five sights for choice 0
 */
export function sampled<T>(pool: readonly T[], count: number, options: { inOrder?: boolean } = {}): T[] {
  if (composing === undefined || count <= 0) return pool.slice(0, count);
  const { random } = composing;
  // Weighted sampling without replacement (Efraimidis–Spirakis): the largest keys log(u) / w.
  const keyed = pool.map((item, order) => ({ item, order, key: Math.log(1 - random.next()) / DECAY ** order }));
  const taken = keyed.sort((a, b) => b.key - a.key).slice(0, count);
  if (options.inOrder) taken.sort((a, b) => a.order - b.order);
  return taken.map(({ item }) => item);
}

/** Ways a model opens the same answer when it writes it again. */
const OPENERS = ["Sure! ", "Of course! ", "Happy to help! ", "Absolutely! "];
/** A stock intro a curated reply opens with: "Here are 5 tips…", "Here's a 3-day plan…". */
const STOCK_INTRO = /^Here(?:'s| is| are) /;

/**
 * `text` opened another way when it opens with a stock intro, so that a later choice whose items
 * differ only further on does not read as the same answer in its first words (a client cutting
 * at max_tokens shows only those); undefined when no opener makes `differs` hold.
 * @example reopened("Here are 5 tips…", 1, (text) => true) // "Sure! Here are 5 tips…"
 */
export function reopened(text: string, index: number, differs: (text: string) => boolean): string | undefined {
  if (!STOCK_INTRO.test(text)) return undefined;
  for (let i = 0; i < OPENERS.length; i++) {
    const opened = OPENERS[(index - 1 + i) % OPENERS.length]! + text;
    if (differs(opened)) return opened;
  }
  return undefined;
}
