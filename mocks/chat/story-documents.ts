/**
 * A structured output's story: "Write a short story about a cat named Luna" with `{title, story}`
 * gets a title ("Luna's Secret") and the story the chat tells (reply.ts, its hero told by
 * story-heroes.ts), not the prompt's words ("Cat named Luna", "Luna").
 */
import { seededRandom, type Random } from "../data/random.ts";
import { choiceSeed } from "./choice-variety.ts";
import { capitalized, storyOf, type HeroTeller } from "./reply.ts";
import { heroTold } from "./story-heroes.ts";

/** "Write a short story about…", "Tell me a bedtime story", "Create a fable": an ask for a story, not a question about one. */
const STORY_ASK = /\b(?:write|tell|create|generate|compose|make\s+up|give|invent|draft)\b[^.?!\n]{0,40}?\b(?:story|tale|fable)\b/i;

/** Names of the field that holds the story itself. */
const STORY_HEADS: ReadonlySet<string> = new Set(["story", "content", "body", "text", "narrative", "tale", "fable"]);

/** Whether the prompt asks for a story; the cheap look for the word comes first. */
export function asksForStory(lowerPrompt: string): boolean {
  return (lowerPrompt.includes("stor") || lowerPrompt.includes("tale") || lowerPrompt.includes("fable")) && STORY_ASK.test(lowerPrompt.slice(0, 300));
}

/** What a story's title calls it after its hero's name: "Luna's Adventure". */
const STORY_TITLE_NOUNS = ["Adventure", "Big Journey", "Starry Night", "Secret", "Long Way Home"];
/** The name the prompt gives its hero: "a cat named Luna". */
const HERO_NAME = /\b(?:named|called)\s+(\p{Lu}[\p{L}'’-]*)/u;

/**
 * The story the prompt asks for and a title for it: "Write a short story about a cat named Luna"
 * → "Luna's Long Way Home" and the reply's story, told of the cat named Luna; a hero without a name
 * gives "The Robot's Adventure". `tell` is story-heroes.ts's.
 * @example storyAbout("Write a short story about a cat named Luna", seededRandom(1)).title // "Luna's Long Way Home"
 */
export function storyAbout(prompt: string, random: Random, tell?: HeroTeller): { title: string; story: string } {
  const { subject, story } = storyOf(prompt, random, tell);
  const name = prompt.includes("named") || prompt.includes("called") ? HERO_NAME.exec(prompt.slice(0, 300))?.[1] : undefined;
  const noun = random.pick(STORY_TITLE_NOUNS);
  return { title: `${name ?? `The ${subject.split(" ").map((word) => capitalized(word)).join(" ")}`}'s ${noun}`, story };
}

/**
 * What the top-level field `head` (its name's last word, singular) of a document answering
 * `prompt` holds when it asks for a story: the title for a `title`, the story for a `story`
 * (`content`, `body`, `text`); undefined else. The same prompt tells the same story, so a
 * document's title and story, told apart, belong together.
 */
export function storyField(head: string, isTitle: boolean, prompt: string): string | undefined {
  if (!isTitle && !STORY_HEADS.has(head)) return undefined;
  const told = storyAbout(prompt, seededRandom(choiceSeed(prompt, "story")), heroTold);
  return isTitle ? told.title : told.story;
}
