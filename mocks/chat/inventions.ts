/**
 * Replies to "Invent a new holiday and describe its traditions" (the AI SDK's own first example)
 * and its kin ("Invent a new sport", "Make up a board game"): the invention, named, with what it
 * is and how it goes, as a model writes it. A reply about the words "holiday" and "traditions"
 * shows a demo nothing it would show with a real model.
 */
import { choiceSeed } from "./choice-variety.ts";

/** "Invent a new holiday and describe its traditions", "Make up a sport", "Create a fictional board game" */
const INVENT = /^\s*(?:please\s+)?(?:invent|make up|come up with|create|design|imagine)\s+(?:me\s+)?(?:an?\s+)?(?:brand[- ]new\s+|new\s+|fictional\s+|original\s+|imaginary\s+|made[- ]up\s+)+([\p{L} -]{3,30}?)(?:\s+(?:and|,)\s+([^\n]{0,80}?))?\s*[.!?]*\s*$/iu;

interface Invention {
  names: readonly string[];
  /** Sentences of what it is; {N} is its name. */
  what: readonly string[];
  /** What people do: the traditions, the rules, the steps. */
  heading: string;
  parts: readonly string[];
}

const INVENTIONS: Readonly<Record<string, Invention>> = {
  holiday: {
    names: ["Lantern Day", "The Festival of Small Kindnesses", "Neighbors' Night", "First Light Day", "Gratitude Tide"],
    what: [
      "{N} falls on the first Saturday of spring and celebrates the people who make everyday life a little easier.",
      "{N} is celebrated on the longest night of the year, when people gather to light the dark for one another.",
      "{N} takes place in early autumn and is a day for slowing down, reconnecting and saying thank you.",
    ],
    heading: "Traditions",
    parts: [
      "**Lantern walks**: at dusk, families carry paper lanterns through the neighborhood and leave one on the step of someone who helped them that year.",
      "**The shared table**: everyone brings one dish made from a family recipe, and no one eats until each cook has told the story behind theirs.",
      "**Letters of thanks**: people write short, handwritten notes to a teacher, a neighbor or a stranger whose kindness they never forgot.",
      "**The quiet hour**: at noon, phones are switched off for an hour of reading, walking or simply sitting outside.",
      "**Seed swapping**: friends trade seeds from their gardens, to plant together the next morning.",
    ],
  },
  sport: {
    names: ["Skyball", "Rebound Relay", "Hoopline", "Tidewall", "Glide Polo"],
    what: [
      "{N} is a fast team sport played by two teams of five on a court with a low wall at each end.",
      "{N} mixes the passing of basketball with the tactics of chess: a team scores by landing the ball in one of three rings.",
    ],
    heading: "How it's played",
    parts: [
      "**The goal**: score by bouncing the ball off the opposing wall so that it lands inside the marked zone.",
      "**Passing**: players may hold the ball for three seconds at most, so the game never stops moving.",
      "**Rotation**: every time a team scores, its players rotate positions, so everyone plays every role.",
      "**Matches**: two halves of fifteen minutes; a tie is settled by a one-minute sudden-death round.",
    ],
  },
  game: {
    names: ["Harbor Lights", "Cartographers' Quest", "Tiny Kingdoms", "The Lost Orchard", "Starboard"],
    what: [
      "{N} is a board game for two to five players, about 45 minutes long, in which everyone builds a small harbor town.",
      "{N} is a cooperative card game where the players explore a map together before the tide comes in.",
    ],
    heading: "How it's played",
    parts: [
      "**Setup**: each player takes a starting tile, three coins and a hand of five cards.",
      "**On your turn**: play one card to place a tile, gather resources or trade with another player.",
      "**Events**: at the end of each round, an event card changes the rules for the next one.",
      "**Winning**: the game ends when the last tile is placed; the player with the most points wins.",
    ],
  },
};

/** A generic invention: anything else invented ("a new word", "a new creature"). */
const GENERIC: Invention = {
  names: ["the Lumen", "the Wanderkit", "the Everbloom", "the Skylark", "the Hollowlight"],
  what: [
    "Meet {N}, a {thing} unlike any other: simple at first sight, and full of surprises once you get to know it.",
    "Introducing {N}, a {thing} dreamed up for people who like their everyday life with a little wonder in it.",
  ],
  heading: "What makes it special",
  parts: [
    "**Where it comes from**: it started as a small idea shared between friends and grew from there.",
    "**What it's like**: it is easy to recognize, hard to forget, and a little different every time.",
    "**Why people love it**: it turns an ordinary moment into something worth talking about.",
    "**How to enjoy it**: slowly, with good company, and with room for a few surprises.",
  ],
};

/**
 * The invention a prompt asks for, named, described and with three or four of its traditions,
 * rules or features, or undefined when the prompt invents nothing.
 * @example inventionReply("Invent a new holiday and describe its traditions.")?.includes("**Traditions**") // true
 */
export function inventionReply(prompt: string): string | undefined {
  const match = INVENT.exec(prompt);
  if (!match) return undefined;
  const thing = match[1]!.trim().toLowerCase();
  // "Create a new React component", "Design a new database schema": software, not an invention.
  if (/\b(?:component|function|class|api|endpoint|schema|table|database|app|script|file|project|repo|branch|account|user|password|folder)\b/.test(thing)) return undefined;
  // Stories, jokes and verse have replies of their own (reply.ts).
  if (/\b(?:story|stories|tale|fable|joke|pun|poem|haiku|limerick|song|lyrics|verse)\b/.test(thing)) return undefined;
  // The kind is the head noun, before any "for …", "with …", "in …", "where …": "a video game
  // character" is a character; a name, a logo or a word has a form of its own (name ideas, an
  // image, a definition) that the generic invention does not give.
  const [, head = thing, qualifier] = /^(.*?)(?:\s+\b(for|with|in|where|that|which|about|on|to|called)\b.*)?$/.exec(thing)!;
  const noun = head.split(/\s+/).at(-1)!;
  if (/^(?:names?|logos?|words?|recipes?|characters?|modes?|brands?)$/.test(noun)) return undefined;
  // "a new game in Unity", "in Python": the tool it is built with, so code is asked for.
  if (/\bin\s+\p{Lu}/u.test(match[1]!)) return undefined;
  const key = /^(?:holiday|celebration|festival)s?$/.test(noun) ? "holiday" : /^sports?$/.test(noun) ? "sport" : /^games?$/.test(noun) ? "game" : undefined;
  // "a world where cats rule": the generic invention would drop what the qualifier asks.
  if (!key && qualifier !== undefined) return undefined;
  const invention = key ? INVENTIONS[key]! : GENERIC;
  const seed = choiceSeed("invention", prompt);
  const name = invention.names[seed % invention.names.length]!;
  const what = invention.what[(seed >>> 3) % invention.what.length]!.replaceAll("{N}", `**${name}**`).replaceAll("{thing}", thing);
  // Three or four of its parts, in their order (setup before winning): one left out when there are more.
  const skipped = invention.parts.length > 3 ? (seed >>> 6) % invention.parts.length : -1;
  const parts = invention.parts.filter((_, i) => i !== skipped).slice(0, 4).map((part) => `- ${part}`);
  return `${capitalizedFirst(what)}\n\n**${invention.heading}**\n\n${parts.join("\n")}\n\nWant me to add more detail to any part of it?`;
}

function capitalizedFirst(text: string): string {
  return text.replace(/^(\*\*)?(\p{Ll})/u, (_, stars: string | undefined, letter: string) => (stars ?? "") + letter.toUpperCase());
}
