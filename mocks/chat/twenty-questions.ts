/**
 * 20 questions played over the turns of a chat, both ways round: the mock guesses what the user
 * thought of (it asks the yes-or-no question that best splits what is still possible, counts its
 * questions and guesses once one thing is left), or it answers the user's questions about the
 * thing it thought of. A model plays on from the conversation; a "Yes" after "Is it a mammal?" is
 * an answer, not small talk.
 *
 * The mock keeps no state between requests: the game is read again from the messages each turn
 * (the questions asked, the answers given, the guesses tried), so the same conversation gets the
 * same next move. What it can think of and ask about is one small table of well-known things and
 * their yes-or-no traits.
 */
import { hashSeed } from "../data/random.ts";
import type { ChatMessage } from "./tokens.ts";

/** The traits a question asks about, in the order the mock prefers to ask them. */
type Trait = "living" | "animal" | "mammal" | "bird" | "water" | "pet" | "wild" | "plant" | "person" | "fictional" | "place" | "food" | "vehicle" | "electric" | "kitchen" | "hold" | "big";

/** How the mock asks about each trait. */
const QUESTIONS: Readonly<Record<Trait, string>> = {
  living: "Is it a living thing?",
  animal: "Is it an animal?",
  mammal: "Is it a mammal?",
  bird: "Is it a bird?",
  water: "Does it live in water?",
  pet: "Do people keep it as a pet?",
  wild: "Does it live in the wild?",
  plant: "Is it a plant?",
  person: "Is it a person?",
  fictional: "Is it a fictional character?",
  place: "Is it a place?",
  food: "Can you eat it?",
  vehicle: "Is it a vehicle?",
  electric: "Does it use electricity?",
  kitchen: "Would you find it in a kitchen?",
  hold: "Can you hold it in one hand?",
  big: "Is it bigger than a person?",
};

/** What a question asks about, by its words: the first that matches wins ("a pet bird" asks about birds). */
const TRAIT_CUES: readonly (readonly [Trait, RegExp])[] = [
  // "Is it bigger than a person?" asks its size, not whether it is a person.
  ["big", /\b(?:bigger|larger|big|large|huge|small|smaller|tiny)\b/],
  ["mammal", /\bmammals?\b/],
  ["bird", /\bbirds?\b|\bfly\b|\bfeathers?\b/],
  ["fictional", /\bfictional\b|\bcharacter\b|\bmade[- ]up\b|\bcartoon\b/],
  ["person", /\b(?:person|human|people|man|woman|someone|celebrity|famous)\b/],
  ["animal", /\banimals?\b/],
  ["water", /\b(?:water|sea|ocean|swim)\b/],
  ["pet", /\bpets?\b/],
  ["wild", /\bwild\b/],
  ["plant", /\bplants?\b|\bgrows?\b/],
  ["living", /\b(?:alive|living)\b/],
  ["place", /\b(?:place|location|city|country|building|landmark|visit)\b/],
  ["food", /\b(?:eat|food|edible)\b/],
  ["vehicle", /\b(?:vehicle|drive|ride|transport)\b/],
  ["electric", /\b(?:electric\w*|electronic|plug|battery|batteries)\b/],
  ["kitchen", /\bkitchen\b/],
  ["hold", /\b(?:hold|hand|carry|pick (?:it )?up|pocket)\b/],
];

/** A thing to think of or guess: its name as said ("a dog"), other words for it, its traits. */
interface Thing {
  readonly name: string;
  readonly words: readonly string[];
  readonly traits: readonly Trait[];
}

const THINGS: readonly Thing[] = [
  { name: "a dog", words: ["dog", "puppy"], traits: ["living", "animal", "mammal", "pet"] },
  { name: "a cat", words: ["cat", "kitten"], traits: ["living", "animal", "mammal", "pet", "hold"] },
  { name: "an elephant", words: ["elephant"], traits: ["living", "animal", "mammal", "wild", "big"] },
  { name: "a lion", words: ["lion"], traits: ["living", "animal", "mammal", "wild"] },
  { name: "a whale", words: ["whale"], traits: ["living", "animal", "mammal", "water", "wild", "big"] },
  { name: "a dolphin", words: ["dolphin"], traits: ["living", "animal", "mammal", "water", "wild"] },
  { name: "an eagle", words: ["eagle"], traits: ["living", "animal", "bird", "wild"] },
  { name: "a parrot", words: ["parrot"], traits: ["living", "animal", "bird", "pet", "hold"] },
  { name: "a penguin", words: ["penguin"], traits: ["living", "animal", "bird", "water", "wild"] },
  { name: "a shark", words: ["shark"], traits: ["living", "animal", "water", "wild", "big"] },
  { name: "a goldfish", words: ["goldfish", "fish"], traits: ["living", "animal", "water", "pet", "hold"] },
  { name: "a snake", words: ["snake"], traits: ["living", "animal", "wild"] },
  { name: "a tree", words: ["tree"], traits: ["living", "plant", "big"] },
  { name: "a rose", words: ["rose", "flower"], traits: ["living", "plant", "hold"] },
  { name: "an apple", words: ["apple"], traits: ["food", "kitchen", "hold"] },
  { name: "a pizza", words: ["pizza"], traits: ["food", "kitchen"] },
  { name: "a smartphone", words: ["smartphone", "phone", "iphone", "cellphone", "mobile"], traits: ["electric", "hold"] },
  { name: "a laptop", words: ["laptop", "computer"], traits: ["electric"] },
  { name: "a refrigerator", words: ["refrigerator", "fridge"], traits: ["electric", "kitchen"] },
  { name: "a spoon", words: ["spoon"], traits: ["kitchen", "hold"] },
  { name: "a book", words: ["book"], traits: ["hold"] },
  { name: "a chair", words: ["chair"], traits: [] },
  { name: "a car", words: ["car"], traits: ["vehicle", "big"] },
  { name: "a bicycle", words: ["bicycle", "bike"], traits: ["vehicle"] },
  { name: "an airplane", words: ["airplane", "plane", "aeroplane"], traits: ["vehicle", "electric", "big"] },
  { name: "the Eiffel Tower", words: ["eiffel"], traits: ["place", "big"] },
  { name: "Paris", words: ["paris"], traits: ["place", "big"] },
  { name: "Albert Einstein", words: ["einstein"], traits: ["living", "person"] },
  { name: "Taylor Swift", words: ["taylor swift", "swift"], traits: ["living", "person"] },
  { name: "Harry Potter", words: ["harry potter", "potter"], traits: ["person", "fictional"] },
  { name: "Mickey Mouse", words: ["mickey"], traits: ["fictional"] },
];

/** What the mock says of a question it cannot answer yes or no. */
const NOT_COUNTED = "that one doesn't count";

/** How many questions a game allows. */
const LIMIT = 20;

type Answer = "yes" | "no" | "unsure";

const YES = /^\s*(?:yes|yeah|yep|yup|ya|y|sure|correct|right|it is|it does|indeed|absolutely|definitely|of course|true)\b/i;
const NO = /^\s*(?:no|nope|nah|n|not really|it isn'?t|it's not|it is not|it doesn'?t|never|false|wrong)\b/i;
const UNSURE = /^\s*(?:maybe|sometimes|kind of|kinda|sort of|partly|partially|it depends|depends|i don'?t know|not sure|idk|i'?m not sure|unsure)\b/i;

/** The user's reply to a yes-or-no question, or undefined when it is no answer ("What's the weather?"). */
function answerOf(text: string): Answer | undefined {
  if (text.length > 60) return undefined;
  if (UNSURE.test(text)) return "unsure";
  if (NO.test(text)) return "no";
  if (YES.test(text)) return "yes";
  return undefined;
}

/** The trait a yes-or-no question asks about: "Is it a mammal?" → mammal. */
function traitAsked(question: string): Trait | undefined {
  const lower = question.toLowerCase();
  return TRAIT_CUES.find(([, cue]) => cue.test(lower))?.[0];
}

/** The thing a guess names: "Is it a dog?" → a dog. */
function thingNamed(text: string): Thing | undefined {
  const words = ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `;
  return THINGS.find((thing) => thing.words.some((word) => words.includes(` ${word} `) || words.includes(` ${word}s `)));
}

/** The last question of an assistant turn: the text after its last line break, up to its "?". */
function lastQuestion(text: string): string | undefined {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith("?")) return undefined;
  const line = trimmed.slice(trimmed.lastIndexOf("\n") + 1).replace(/\*\*/g, "");
  return line.split(/(?<=[.!:])\s+/).pop()!;
}

/** How the mock ends a round: every ending offers another. */
const ROUND_OVER = /(?:Want to play again\?|Want (?:to play )?another round\?|What were you thinking of\?)/;

/** A yes-or-no question: "Is it a mammal?", "Can you eat it?", "Would you find it in a kitchen?". */
const YES_NO_QUESTION = /^(?:is|does|do|can|could|would|has|are|was)\b/i;

/** A message that starts a game of 20 questions: the user's ask, or the assistant naming the game. */
const STARTS = /\b(?:20|twenty) questions\b/i;
/** The user thinking of something for the mock to guess. */
const USER_THINKS = /\b(?:i'?ll think|let me think|i(?:'ve| have) (?:thought|got|picked)|i'?m thinking of|you (?:guess|ask)|you do the (?:asking|guessing)|i have (?:something|one) in mind|(?:i'?ve|i have) got (?:something|one))\b/i;
/** The user giving up on guessing the mock's thing. */
const GIVE_UP = /^\s*(?:i give up|i quit|i surrender|tell me|what (?:is|was) it|just tell me|you win|reveal it)\b/i;

/**
 * The next move of a game of 20 questions the conversation is playing, or undefined when it is
 * playing none (or the last message is no move in it).
 * @example twentyQuestionsTurn([{ role: "user", content: "Let's play 20 questions" }, { role: "assistant", content: "Is it a mammal?" }, { role: "user", content: "Yes" }], "Yes") // "**Question 2:** Do people keep it as a pet?"
 */
export function twentyQuestionsTurn(messages: readonly ChatMessage[], prompt: string): string | undefined {
  // Cheap first look: a game's reply is short, and the game is named somewhere before it.
  if (prompt.length > 80 || messages.length < 3) return undefined;
  let start = -1;
  for (let i = messages.length - 2; i >= 0; i--) {
    const content = messages[i]!.content;
    if (content.includes("questions") && STARTS.test(content)) {
      start = i;
      break;
    }
  }
  if (start < 0) return undefined;
  // A round that ended ("I got it…", "It was…"): a yes to another round starts one, the mock asking.
  const previous = messages[messages.length - 2]!;
  if (previous.role === "assistant" && ROUND_OVER.test(previous.content)) {
    return answerOf(prompt) === "yes" ? `Great, another round! Think of something new, and I'll do the asking.\n\n**Question 1:** ${QUESTIONS.living}` : undefined;
  }
  for (let i = messages.length - 2; i > start; i--) {
    if (messages[i]!.role === "assistant" && ROUND_OVER.test(messages[i]!.content)) {
      start = i;
      break;
    }
  }
  const game = messages.slice(start + 1);
  const userThinks = game.some((message) => message.role === "user" && USER_THINKS.test(message.content));
  const mockAsked = game.some((message) => message.role === "assistant" && lastQuestion(message.content) !== undefined && (traitAsked(lastQuestion(message.content)!) !== undefined || thingNamed(lastQuestion(message.content)!) !== undefined) && YES_NO_QUESTION.test(lastQuestion(message.content)!));
  if (userThinks || mockAsked) return guessing(game, prompt, messages[start]!);
  // The thing thought of is the opener's: hashed from the ask that started the game and where it stands.
  const opener = messages[start]!.role === "user" ? start : start - 1;
  return answering(messages.slice(start), prompt, `${opener}:${messages[opener]?.content ?? ""}`);
}

/** The mock guesses: the answers so far narrow the table; the next question or a guess. */
function guessing(game: readonly ChatMessage[], prompt: string, opener: ChatMessage): string | undefined {
  const answers = new Map<Trait, Answer>();
  const wrong = new Set<Thing>();
  let asked = 0;
  let pending: string | undefined;
  for (const message of game) {
    if (message.role === "assistant") {
      pending = lastQuestion(message.content);
      if (pending !== undefined && YES_NO_QUESTION.test(pending)) asked++;
      else pending = undefined;
      continue;
    }
    if (message.role !== "user" || pending === undefined) continue;
    const answer = answerOf(message.content);
    const guessed = /^Is it (?:a |an |the )?\w+(?: \w+)?\?$/.test(pending) ? thingNamed(pending) : undefined;
    if (guessed && answer === "no") wrong.add(guessed);
    else if (guessed && answer === "yes" && message === game[game.length - 1]) return `I got it in ${asked} question${asked === 1 ? "" : "s"}: it's **${guessed.name}**! 🎉 That was fun. Want to play again? You can think of something new, or I'll think of something and you ask.`;
    else if (!guessed && answer !== undefined) {
      const trait = traitAsked(pending);
      if (trait) answers.set(trait, answer);
    }
    pending = undefined;
  }
  const last = game[game.length - 1];
  const answer = answerOf(prompt);
  // The user has just said they'll think of something: the first question.
  const starting = answer === undefined && USER_THINKS.test(prompt);
  if (!starting && (answer === undefined || last?.role !== "user")) return undefined;
  if (opener.role === "assistant" && asked === 0 && !starting) return undefined;
  const left = THINGS.filter((thing) => !wrong.has(thing));
  const mismatches = (thing: Thing) => [...answers].filter(([trait, said]) => said !== "unsure" && thing.traits.includes(trait) !== (said === "yes")).length;
  const fewest = Math.min(...left.map(mismatches));
  const candidates = left.filter((thing) => mismatches(thing) === fewest);
  const prefix = starting ? "Great, I'll do the asking! Answer yes, no or sometimes.\n\n" : "";
  if (asked >= LIMIT || candidates.length === 0)
    return `That's ${asked} questions, and I'm stumped: you win! 🏆 What were you thinking of?`;
  const open = (Object.keys(QUESTIONS) as Trait[]).filter((trait) => !answers.has(trait));
  // The question that splits what is left most evenly; none left to split it, a guess.
  let best: Trait | undefined;
  let balance = Infinity;
  for (const trait of open) {
    const yes = candidates.filter((thing) => thing.traits.includes(trait)).length;
    const split = Math.abs(candidates.length - 2 * yes);
    if (yes > 0 && yes < candidates.length && split < balance) {
      best = trait;
      balance = split;
    }
  }
  const number = asked + 1;
  if (best === undefined || candidates.length === 1) {
    const guess = candidates[0]!;
    return `${prefix}**Question ${number}:** Is it ${guess.name}?`;
  }
  return `${prefix}**Question ${number}:** ${QUESTIONS[best]}`;
}

/** The user asks about the thing the mock thought of: the answers follow its traits. */
function answering(game: readonly ChatMessage[], prompt: string, opening: string): string | undefined {
  if (!game.some((message) => message.role === "assistant" && /I've thought of something/.test(message.content))) return undefined;
  const thing = THINGS[hashSeed("twenty-questions", opening) % THINGS.length]!;
  // The questions asked so far, this one too; one the mock could not answer does not count.
  const questions = game.filter((message, at) => message.role === "user" && /\?\s*$/.test(message.content) && !game[at + 1]?.content.includes(NOT_COUNTED)).length;
  if (GIVE_UP.test(prompt)) return `It was **${thing.name}**! Good try. Want to play another round? You can think of something, and I'll do the asking.`;
  if (!/\?\s*$/.test(prompt)) return undefined;
  const count = `(${questions} of ${LIMIT})`;
  const guess = thingNamed(prompt);
  if (guess !== undefined && /^\s*(?:is it|it'?s|was it)\s+(?:a |an |the )?\w+(?: \w+)?\s*\?\s*$/i.test(prompt)) {
    if (guess === thing) return `Yes! 🎉 It's **${thing.name}**! You got it in ${questions} question${questions === 1 ? "" : "s"}. Want to play again?`;
    if (questions >= LIMIT) return `No, and that was question ${LIMIT}: I win! It was **${thing.name}**. Want another round?`;
    return `No, it's not ${guess.name}. ${count}`;
  }
  const trait = traitAsked(prompt);
  if (trait === undefined) return `Hmm, that one is hard to answer with a yes or no for what I'm thinking of. Try another question; ${NOT_COUNTED}.`;
  const yes = thing.traits.includes(trait);
  // "Is it small?" asks the opposite of "Is it big?".
  const inverted = trait === "big" && /\bsmall(?:er)?\b/i.test(prompt);
  if (questions >= LIMIT) return `${yes !== inverted ? "Yes" : "No"}, but that was question ${LIMIT}: I win! It was **${thing.name}**. Want another round?`;
  return `${yes !== inverted ? "Yes" : "No"}. ${count}`;
}
