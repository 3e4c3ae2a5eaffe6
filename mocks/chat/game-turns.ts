/**
 * The next turn of a game started in the chat (chat-games.ts): the user's answer to a riddle
 * checked against the riddle's answer ("Correct!" / "Not quite — the answer is…", "I give up" gets
 * the answer, "a hint" a hint), a trivia answer checked with the score kept and the next question
 * asked, a topic quiz's answer marked the same way (topic-quizzes.ts), 20 questions played on (twenty-questions.ts), and word association answered a word at a
 * time (word-association.ts). Without it a "Jupiter" after "What is
 * the largest planet?" was small talk, not an answer.
 *
 * The mock keeps no state: each turn reads the game again from the conversation (the question in
 * the last assistant turn, the answers before it), so the same conversation gets the same turn. A
 * reply that is no move in the game (long, or a question of its own) is left to the other replies.
 */
import type { Random } from "../data/random.ts";
import { RIDDLES, TRIVIA, type Riddle, type TriviaQuestion } from "./chat-games.ts";
import type { ChatMessage } from "./tokens.ts";
import { quizTurn } from "./topic-quizzes.ts";
import { twentyQuestionsTurn } from "./twenty-questions.ts";
import { wordAssociationTurn } from "./word-association.ts";

/** The longest reply read as a move: "I think it's a piano" is one, a new request is not. */
const MOVE_LENGTH = 80;
const GIVE_UP = /^\s*(?:i\s+give\s+up|i\s+don'?t\s+know|no\s+idea|idk|pass|skip|tell\s+me(?:\s+the\s+answer)?|what(?:'s|\s+is)\s+(?:it|the\s+answer)|(?:show|give)\s+me\s+the\s+answer|the\s+answer|answer|i'?m\s+stuck|dunno)\b/i;
const HINT = /^\s*(?:(?:can\s+i\s+(?:have|get)|give\s+me|i\s+need|a|one\s+more)\s+)?(?:a\s+)?(?:hint|clue)\b/i;
const MORE = /^\s*(?:yes|yeah|yep|sure|ok(?:ay)?|another(?:\s+one)?|one\s+more|more|again|next(?:\s+one)?|go\s+on|let'?s\s+go)\b[\s!.,]*(?:please|one|riddle|question)?[\s!.]*$/i;
/** Small talk, not a guess: "Thanks!", "lol", "hmm". */
const NO_GUESS = /^\s*(?:thanks?|thank\s+you|thx|ty|lol|haha+|ok(?:ay)?|cool|nice|hmm+|wow|hi|hello|hey)[\s!.]*$/i;
const STOP = /^\s*(?:stop|quit|enough|i'?m\s+done|that'?s\s+enough|end(?:\s+the\s+game)?|no(?:\s+thanks?)?(?:\s+thank\s+you)?)[\s!.]*$/i;

/** Whether `reply` names any of `words` as a whole word (or its plural): "a grand piano?" names "piano". */
function names(reply: string, words: readonly string[]): boolean {
  const said = ` ${reply.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `;
  return words.some((word) => said.includes(` ${word} `) || said.includes(` ${word}s `));
}

/**
 * The game's next turn for the last user message `prompt`, or undefined when the conversation is
 * playing no game, or the message is no move in it.
 * @example gameTurnReply([{ role: "user", content: "Tell me a riddle" }, { role: "assistant", content: "Here's a riddle for you:\n\n**What has keys but can't open locks?**" }, { role: "user", content: "A piano" }], "A piano", seededRandom(1)) // "Correct! It's **a piano**: …"
 */
export function gameTurnReply(messages: readonly ChatMessage[], prompt: string, random: Random): string | undefined {
  // Cheap first look: a move is short and answers an assistant turn.
  if (messages.length < 3 || prompt.length > MOVE_LENGTH) return undefined;
  const previous = messages.length >= 2 ? messages[messages.length - 2]! : undefined;
  if (previous?.role !== "assistant" || messages[messages.length - 1]!.role !== "user") return undefined;
  // A topic quiz before trivia: "What is the capital of France?" may be asked by either.
  return riddleTurn(messages, previous.content, prompt, random) ?? quizTurn(messages, previous.content, prompt, random) ?? triviaTurn(messages, previous.content, prompt, random) ?? twentyQuestionsTurn(messages, prompt) ?? wordAssociationTurn(messages, prompt);
}

/** Each riddle's question in bold, as chat-games.ts writes it: made once, not for every assistant turn read. */
const RIDDLES_ASKED: readonly { readonly riddle: Riddle; readonly asked: string }[] = RIDDLES.map((riddle) => ({ riddle, asked: `**${riddle.question}**` }));

/** The riddle an assistant turn asks, as chat-games.ts writes it: "**What has keys but can't open locks?**". */
function riddleIn(text: string): Riddle | undefined {
  if (!text.includes("riddle") && !text.includes("**")) return undefined;
  return RIDDLES_ASKED.find(({ asked }) => text.includes(asked))?.riddle;
}

const ANOTHER_RIDDLE = "Want another riddle?";

function riddleTurn(messages: readonly ChatMessage[], previous: string, prompt: string, random: Random): string | undefined {
  const riddle = riddleIn(previous);
  if (riddle === undefined) {
    // "Want another riddle?" "Sure!": one the conversation has not had yet.
    if (!previous.endsWith(ANOTHER_RIDDLE) || !MORE.test(prompt)) return undefined;
    const told = RIDDLES.filter((one) => messages.some((message) => message.role === "assistant" && message.content.includes(`**${one.question}**`)));
    const fresh = RIDDLES.filter((one) => !told.includes(one));
    if (fresh.length === 0) return "That's all my riddles for now: you've heard every one! Want to try trivia or 20 questions instead?";
    return `Here's another one:\n\n**${random.pick(fresh).question}**\n\nTake a guess! If you're stuck, ask for a hint or the answer.`;
  }
  if (NO_GUESS.test(prompt)) return undefined;
  const reveal = `**${riddle.answer}**: ${riddle.why}.`;
  if (HINT.test(prompt)) return `Here's a hint: ${riddle.hint}\n\n**${riddle.question}**`;
  if (names(prompt, riddle.accepted)) return `Correct! 🎉 It's ${reveal} ${ANOTHER_RIDDLE}`;
  if (GIVE_UP.test(prompt)) return `The answer is ${reveal} ${ANOTHER_RIDDLE}`;
  // A question of its own ("What's the weather?") is no guess.
  if (/^\s*(?:what|how|why|when|where|who|can|could|will|would|should|tell|write|give|explain)\b/i.test(prompt) && !/^\s*(?:what|who)\s+(?:about|is it)\b/i.test(prompt)) return undefined;
  return `Not quite — the answer is ${reveal} ${ANOTHER_RIDDLE}`;
}

/** The trivia question an assistant turn asks, as chat-games.ts and this module write it: "**Question 2:** …". */
function triviaIn(text: string): { readonly number: number; readonly question: TriviaQuestion } | undefined {
  const at = text.lastIndexOf("**Question ");
  if (at < 0) return undefined;
  const match = /^\*\*Question (\d+):\*\* (.+?)\s*$/.exec(text.slice(at));
  const question = match && TRIVIA.find((one) => one.question === match[2]);
  return question ? { number: Number(match[1]), question } : undefined;
}

/** Whether `reply` answers `question` right: its answer named, or a number that is the answer. */
function rightAnswer(reply: string, question: TriviaQuestion): boolean {
  return names(reply, question.accepted);
}

function triviaTurn(messages: readonly ChatMessage[], previous: string, prompt: string, random: Random): string | undefined {
  const asked = triviaIn(previous);
  if (asked === undefined) return undefined;
  // The score so far: each earlier question of this game and the answer that followed it.
  let right = 0;
  let answered = 0;
  const seen = new Set<TriviaQuestion>([asked.question]);
  for (let i = messages.length - 3; i >= 1; i--) {
    const message = messages[i]!;
    if (message.role !== "assistant") continue;
    const earlier = triviaIn(message.content);
    if (earlier === undefined || earlier.number >= asked.number) break;
    seen.add(earlier.question);
    const reply = messages[i + 1];
    if (reply?.role !== "user") continue;
    answered++;
    if (rightAnswer(reply.content, earlier.question)) right++;
    if (earlier.number === 1) break;
  }
  if (NO_GUESS.test(prompt)) return undefined;
  const stopping = STOP.test(prompt);
  if (stopping) return `Thanks for playing! Final score: **${right}/${answered}**. Just say the word if you want another round.`;
  const correct = rightAnswer(prompt, asked.question);
  // A question of its own ("What's the weather?") is no answer, unless it names the answer.
  if (!correct && !GIVE_UP.test(prompt) && /^\s*(?:what|how|why|when|where|can|could|will|would|should|tell|write|give|explain|let'?s)\b/i.test(prompt)) return undefined;
  if (correct) right++;
  answered++;
  const verdict = correct ? `Correct! 🎉 It's **${asked.question.answer}**.` : `Not quite — the answer is **${asked.question.answer}**.`;
  const score = `Score: **${right}/${answered}**.`;
  const fresh = TRIVIA.filter((one) => !seen.has(one));
  if (fresh.length === 0) return `${verdict} ${score}\n\nThat was my last question: final score **${right}/${answered}**. Thanks for playing!`;
  return `${verdict} ${score}\n\n**Question ${asked.number + 1}:** ${random.pick(fresh).question}`;
}
