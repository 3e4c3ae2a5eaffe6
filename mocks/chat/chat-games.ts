/**
 * Games a chat model plays right in the chat: "Let's play 20 questions", "Play a game with me",
 * "Tell me a riddle", "Let's play trivia", "Let's play word association". A model plays: it says
 * it has thought of something and asks for the first question, offers the games it can play and
 * starts one, or asks the first question or riddle. The riddle, question or word is picked by the
 * request's seeded random, so the same request gets the same one.
 *
 * Only a request to play, matched whole: "Play a song" is music (cannot-do.ts), "How do I play
 * chess?" asks for the rules, "What's a good game for a party?" for suggestions.
 */
import type { Random } from "../data/random.ts";

/** A riddle, its answer as a model reveals it, the words a right guess uses, and why it fits. */
export interface Riddle {
  readonly question: string;
  readonly answer: string;
  /** Words any of which makes a guess right: "piano" for "a grand piano?". */
  readonly accepted: readonly string[];
  readonly why: string;
  readonly hint: string;
}

/** Classic riddles; a model keeps the answer back until the user guesses. */
export const RIDDLES: readonly Riddle[] = [
  { question: "What has keys but can't open locks?", answer: "a piano", accepted: ["piano", "keyboard"], why: "it has plenty of keys, and none of them opens a lock", hint: "You'd find it in a concert hall, and you play it." },
  { question: "What gets wetter the more it dries?", answer: "a towel", accepted: ["towel"], why: "the more it dries you, the wetter it gets", hint: "You reach for it after a shower." },
  { question: "What has a neck but no head?", answer: "a bottle", accepted: ["bottle"], why: "it has a neck, and a cap at most, but never a head", hint: "You pour from it." },
  { question: "What can you catch but not throw?", answer: "a cold", accepted: ["cold", "flu", "virus"], why: "you catch it easily, but you can't throw it back", hint: "It usually comes with a runny nose." },
  { question: "The more of them you take, the more you leave behind. What are they?", answer: "footsteps", accepted: ["footstep", "steps", "footprint"], why: "every step you take leaves another one behind you", hint: "Think about walking on a beach." },
  { question: "What has hands but can't clap?", answer: "a clock", accepted: ["clock", "watch"], why: "its hands go round, but they never meet to clap", hint: "It hangs on a wall and ticks." },
  { question: "What goes up but never comes down?", answer: "your age", accepted: ["age", "birthday"], why: "it only ever goes up, one birthday at a time", hint: "It changes once a year." },
  { question: "What has many teeth but can't bite?", answer: "a comb", accepted: ["comb", "zipper", "zip", "saw"], why: "its teeth only go through hair", hint: "You use it on your hair." },
];

/** A trivia question, its answer, and the words any of which makes an answer right. */
export interface TriviaQuestion {
  readonly question: string;
  readonly answer: string;
  readonly accepted: readonly string[];
}

/** Trivia questions with one short, well-known answer. */
export const TRIVIA: readonly TriviaQuestion[] = [
  { question: "What is the largest planet in our solar system?", answer: "Jupiter", accepted: ["jupiter"] },
  { question: "Which element has the chemical symbol O?", answer: "Oxygen", accepted: ["oxygen"] },
  { question: "How many continents are there on Earth?", answer: "7", accepted: ["7", "seven"] },
  { question: "Who painted the Mona Lisa?", answer: "Leonardo da Vinci", accepted: ["leonardo", "da vinci", "davinci"] },
  { question: "What is the capital of Australia?", answer: "Canberra", accepted: ["canberra"] },
  { question: "What is the hardest natural substance?", answer: "Diamond", accepted: ["diamond"] },
  { question: "In which year did the first person walk on the Moon?", answer: "1969", accepted: ["1969", "69"] },
  { question: "Which ocean is the largest?", answer: "the Pacific", accepted: ["pacific"] },
];

/** Opening words for word association: common, with many easy links. */
const WORDS: readonly string[] = ["Ocean", "Coffee", "Winter", "Guitar", "Forest", "Rocket", "Candle", "Mountain"];

/** "Let's play", "can we play", "I want to play", "I'm bored, let's play": the ask before the game's name. */
const ASK = String.raw`^\s*(?:(?:i'?m|i\s+am)\s+bored[,.!]*\s*)?(?:(?:ok(?:ay)?|hey|hi|so)[,!]?\s+)?(?:(?:let'?s|lets|let\s+us|can\s+we|could\s+we|shall\s+we|wanna|do\s+you\s+want\s+to|want\s+to|would\s+you\s+like\s+to|i\s+want\s+to|i'?d\s+like\s+to|can\s+you|could\s+you|will\s+you)\s+)?(?:please\s+)?play\s+`;
const END = String.raw`(?:\s+with\s+(?:me|us|you))?(?:\s+(?:please|now|today))?[\s?.!]*$`;

const TWENTY = new RegExp(`${ASK}(?:a\\s+(?:game|round)\\s+of\\s+)?(?:20|twenty)\\s+questions${END}`, "i");
const ANY_GAME = new RegExp(`${ASK}(?:a\\s+|some\\s+)?(?:(?:fun|quick|little|word|text)\\s+)?games?${END}`, "i");
const TRIVIA_ASK = new RegExp(`${ASK}(?:a\\s+(?:game|round)\\s+of\\s+)?(?:some\\s+|a\\s+)?(?:trivia|(?:trivia\\s+)?quiz)(?:\\s+(?:game|quiz))?${END}|^\\s*(?:quiz\\s+me|ask\\s+me\\s+a\\s+trivia\\s+question)${END}`, "i");
const WORD_ASK = new RegExp(`${ASK}(?:a\\s+game\\s+of\\s+|a\\s+)?word\\s+association(?:\\s+game)?${END}`, "i");
const RIDDLE_ASK = /^\s*(?:(?:can|could|will)\s+you\s+)?(?:please\s+)?(?:tell|give|ask)\s+me\s+a\s+(?:good\s+|hard\s+|fun\s+|funny\s+|tricky\s+)?riddle(?:\s+please)?[\s?.!]*$|^\s*(?:do\s+you\s+)?know\s+any\s+(?:good\s+)?riddles[\s?.!]*$|^\s*(?:let'?s|can\s+we)\s+(?:play|do)\s+riddles[\s?.!]*$/i;
const CHESS = new RegExp(`${ASK}(?:a\\s+game\\s+of\\s+)?chess${END}`, "i");

/**
 * The game played in reply to a request to play one in chat, or undefined.
 * @example gameReply("Let's play 20 questions", seededRandom(1))?.startsWith("Let's play! I've thought of something") // true
 */
export function gameReply(prompt: string, random: Random): string | undefined {
  // Cheap first look: every request here names a game, playing, a riddle or a quiz.
  if (prompt.length > 80) return undefined;
  const lower = prompt.toLowerCase();
  if (!lower.includes("play") && !lower.includes("riddle") && !lower.includes("quiz") && !lower.includes("trivia")) return undefined;
  if (TWENTY.test(prompt))
    return "Let's play! I've thought of something. It could be an animal, an object, a place or a famous person. Ask me yes-or-no questions, and try to guess what it is in **20 questions or fewer**.\n\nGo ahead: what's your first question? (If you'd rather think of something yourself, say so, and I'll do the asking.)";
  if (TRIVIA_ASK.test(prompt)) return `Let's play trivia! I'll ask, you answer, and I'll keep score.\n\n**Question 1:** ${random.pick(TRIVIA).question}`;
  if (WORD_ASK.test(prompt))
    return `Let's play word association! I say a word, you reply with the first word that comes to mind, then I answer yours, and so on.\n\nMy first word: **${random.pick(WORDS)}**`;
  if (RIDDLE_ASK.test(prompt)) return `Here's a riddle for you:\n\n**${random.pick(RIDDLES).question}**\n\nTake a guess! If you're stuck, ask for a hint or the answer.`;
  if (CHESS.test(prompt))
    return "Sure, we can play by notation: you make a move in algebraic notation (like **e4** or **Nf3**), and I reply with mine. You're White, so you start.\n\nTo be honest, I don't see a board, so over a long game I can lose track of the exact position; if a move of mine looks illegal, tell me, or paste the position now and then. For a full game with a proper board, a chess app or website works better.\n\nYour move!";
  if (ANY_GAME.test(prompt))
    return `Sure! Here are some games we can play right here in chat:\n\n1. **20 Questions**: I think of something, and you guess it with yes-or-no questions.\n2. **Trivia**: I ask questions on any topic you like, and keep score.\n3. **Word association**: we take turns saying the first word that comes to mind.\n4. **Riddles**: I give you a riddle, you guess the answer.\n\nLet's start with trivia, and you can switch any time. **Question 1:** ${random.pick(TRIVIA).question}`;
  return undefined;
}
