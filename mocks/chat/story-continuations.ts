/**
 * What happens next in a story the mock told: "Continue", "What happens next?" after "Write a
 * short story about a dragon" (revisions.ts). A model goes on with the same hero; these parts are
 * written to follow any of reply.ts's story endings. Loaded with the revisions, not at start: a
 * plain chat never needs them.
 */
import { seededRandom, type Random } from "../data/random.ts";
import { storyOf } from "./reply.ts";

/** What happens next in a story of reply.ts's STORY_OPENINGS' hero: each a paragraph that follows any of their endings and names nothing only some of them tell. */
const STORY_CONTINUATIONS = [
  "The next morning, the {s} woke to a knock at the door. On the step lay a letter sealed with river clay: somewhere beyond the hills, someone needed help, and only a {s} who had travelled so far would know the way. So {it} packed a small bag once more and set off before the dew had dried.",
  "Word of the journey spread, and soon travellers came from every valley to hear about it. The {s} told the story again and again, and each time {it} noticed something new: a kindness {it} had missed, a mistake {it} had learned from, a friend {it} had not thanked enough. One evening {it} decided to go back and thank them all.",
  "But one thing still puzzled the {s}. The hill beyond the river had a name but no road, and no one in the village had ever been there. On the first warm day of summer, {it} left a note on the table, followed the river upstream past where the paths ended, and found, at the very top of the hill, a door standing on its own in the grass.",
];

/**
 * What happens next in the story `prompt` asked for: part `part` (0 for the first continuation)
 * of STORY_CONTINUATIONS, about the same hero, from a start drawn by `random`, so a story
 * continued three times tells three different next parts.
 */
export function storyContinued(prompt: string, part: number, random: Random): string {
  const { subject, plural } = storyOf(prompt, seededRandom(0));
  const text = STORY_CONTINUATIONS[(random.int(0, STORY_CONTINUATIONS.length - 1) + part) % STORY_CONTINUATIONS.length]!.replaceAll("{s}", subject);
  return plural ? text.replaceAll("{it}", "they") : text.replaceAll("{it}", "it");
}
