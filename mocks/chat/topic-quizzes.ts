/**
 * A quiz on a topic, played in the chat: "Quiz me on European capitals", "Test me on the solar
 * system", "Quiz me on 5 basic Spanish words", "Quiz me on the 7 times table" ask one question; the user's next message is marked
 * right or wrong with the right answer, the score kept and the next question asked
 * (game-turns.ts plays the turns, as it does trivia). The topic may come from an earlier turn:
 * "I am learning Spanish." … "Can you quiz me on 5 basic words?" is a Spanish vocabulary quiz.
 *
 * The mock keeps no state: a turn reads the quiz back from the conversation (its questions, as
 * written here, are looked up in the banks), so the same conversation gets the same turn.
 */
import type { Random } from "../data/random.ts";
import type { ChatMessage } from "./tokens.ts";

/** A question, its answer as shown, and the answers that count as right (lower case, no accents). */
export interface QuizItem {
  readonly question: string;
  readonly answer: string;
  readonly accepted: readonly string[];
}

/** A topic's quiz: the words that name it, its name in the reply, its questions. */
interface QuizBank {
  readonly cue: RegExp;
  readonly name: string;
  readonly items: readonly QuizItem[];
}

const item = (question: string, answer: string, ...more: string[]): QuizItem => ({ question, answer, accepted: [plain(answer), ...more] });
const capital = (country: string, city: string, ...more: string[]) => item(`What is the capital of ${country}?`, city, ...more);
const word = (language: string, english: string, foreign: string, ...more: string[]) => item(`How do you say "${english}" in ${language}?`, foreign, ...more);

const BANKS: readonly QuizBank[] = [
  {
    cue: /\beuropean\s+capitals?\b|\bcapitals?\s+(?:of|in)\s+europe\b/,
    name: "European capitals",
    items: [capital("France", "Paris"), capital("Spain", "Madrid"), capital("Italy", "Rome", "roma"), capital("Germany", "Berlin"), capital("Portugal", "Lisbon", "lisboa"), capital("Austria", "Vienna", "wien"), capital("the Netherlands", "Amsterdam"), capital("Poland", "Warsaw"), capital("Greece", "Athens"), capital("Sweden", "Stockholm")],
  },
  {
    cue: /\bcapitals?\b|\bgeography\b/,
    name: "world capitals",
    items: [capital("Japan", "Tokyo"), capital("Canada", "Ottawa"), capital("Brazil", "Brasília", "brasilia"), capital("Egypt", "Cairo"), capital("Kenya", "Nairobi"), capital("Argentina", "Buenos Aires"), capital("South Korea", "Seoul"), capital("Mexico", "Mexico City"), capital("India", "New Delhi", "delhi"), capital("Turkey", "Ankara")],
  },
  {
    cue: /\bsolar\s+system\b|\bplanets?\b|\bastronomy\b|\bspace\b/,
    name: "the solar system",
    items: [
      item("Which planet is closest to the Sun?", "Mercury"),
      item("Which planet is known as the Red Planet?", "Mars"),
      item("Which planet has the most famous rings?", "Saturn"),
      item("How many planets are in our solar system?", "8", "eight"),
      item("Which is the hottest planet?", "Venus"),
      item("Which planet is farthest from the Sun?", "Neptune"),
      item("What is the name of the star at the centre of our solar system?", "the Sun", "sun"),
      item("Which planet do we live on?", "Earth"),
    ],
  },
  {
    cue: /\bhistory\b/,
    name: "world history",
    items: [
      item("In which year did World War II end?", "1945"),
      item("Who was the first President of the United States?", "George Washington", "washington"),
      item("Which ancient civilisation built the pyramids of Giza?", "the ancient Egyptians", "egyptians", "egyptian", "egypt"),
      item("In which year did the Berlin Wall fall?", "1989"),
      item("Which empire was ruled by Julius Caesar?", "the Roman Republic (later the Roman Empire)", "roman", "romans", "rome"),
      item("In which year did Columbus first reach the Americas?", "1492"),
      item("Who was the first person to walk on the Moon?", "Neil Armstrong", "armstrong"),
      item("Which ship sank on its first voyage in 1912?", "the Titanic", "titanic"),
    ],
  },
  {
    cue: /\bspanish\b/,
    name: "basic Spanish words",
    items: [word("Spanish", "hello", "hola"), word("Spanish", "thank you", "gracias"), word("Spanish", "cat", "gato", "gata"), word("Spanish", "water", "agua"), word("Spanish", "house", "casa"), word("Spanish", "dog", "perro", "perra"), word("Spanish", "book", "libro"), word("Spanish", "goodbye", "adiós", "adios", "chao", "hasta luego")],
  },
  {
    cue: /\bfrench\b/,
    name: "basic French words",
    items: [word("French", "hello", "bonjour", "salut"), word("French", "thank you", "merci"), word("French", "cat", "chat"), word("French", "water", "eau"), word("French", "house", "maison"), word("French", "dog", "chien"), word("French", "book", "livre"), word("French", "goodbye", "au revoir")],
  },
  {
    cue: /\bjavascript\b|\bjs\b/,
    name: "JavaScript basics",
    items: [
      item("Which keyword declares a variable that can't be reassigned?", "`const`", "const"),
      item("What does `typeof null` return?", '`"object"`', "object"),
      item("Which array method adds an item to the end of an array?", "`push()`", "push"),
      item("What does `===` check that `==` doesn't?", "the type (no type conversion)", "type", "types"),
      item("What is `2 + \"2\"` in JavaScript?", '`"22"` (a string)', "22"),
      item("Which method turns a JSON string into an object?", "`JSON.parse()`", "json parse", "parse"),
    ],
  },
  {
    cue: /\bmultiplication\b|\btimes\s+tables?\b|\bmath(?:s|ematics)?\b|\barithmetic\b/,
    name: "multiplication tables",
    items: [item("What is 7 × 8?", "56", "fifty six"), item("What is 6 × 7?", "42", "forty two"), item("What is 9 × 6?", "54", "fifty four"), item("What is 12 × 12?", "144"), item("What is 8 × 4?", "32", "thirty two"), item("What is 3 × 9?", "27", "twenty seven"), item("What is 11 × 5?", "55", "fifty five"), item("What is 4 × 6?", "24", "twenty four")],
  },
];

/** "the 7 times table", "my 12 times tables": group 1 the number. */
const TIMES_TABLE = /\b(\d{1,2})\s*(?:times|x|×)\s+tables?\b/i;
/** The quiz's name for one times table, read back by the turns. */
const TABLE_NAME = /^the (\d{1,2}) times table$/;

/** The quiz on one times table (2 to 12): its products, in an order that is not the table's own. */
function timesTable(number: number): QuizBank | undefined {
  if (number < 2 || number > 12) return undefined;
  const items = [7, 3, 9, 4, 12, 6, 8, 2, 11, 5, 10].map((by) => item(`What is ${number} × ${by}?`, String(number * by)));
  return { cue: TIMES_TABLE, name: `the ${number} times table`, items };
}

/** The bank a quiz's name (as its opening says it) stands for. */
function bankNamed(name: string): QuizBank | undefined {
  const table = TABLE_NAME.exec(name)?.[1];
  return table === undefined ? BANKS.find((bank) => bank.name === name) : timesTable(Number(table));
}

/** Lower case, no accents, letters and digits only, one space apart: "¡Adiós!" → "adios". */
function plain(text: string): string {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}

/** "Quiz me on", "test me on", "give me a quiz about", "can you quiz me on": group 1 the topic. */
const ASK = /^\s*(?:(?:can|could|will|would)\s+you\s+)?(?:please\s+)?(?:quiz\s+me|test\s+me|test\s+my\s+knowledge|(?:give|make)\s+me\s+a\s+(?:quick\s+|short\s+|little\s+)?quiz|let'?s\s+do\s+a\s+(?:quick\s+)?quiz)\s+(?:on|about|in|with)\s+([^\n]{2,60}?)(?:\s+please)?\s*[?.!]*\s*$/i;
/** "5 basic words", "ten questions": how many questions the quiz asks; "the 7 times table" says no number of them. */
const COUNT = /\b(\d{1,2}|three|four|five|six|seven|eight|ten)\b(?!\s*(?:times|x|×))/i;
const COUNT_WORDS: Readonly<Record<string, number>> = { three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, ten: 10 };
/** A topic that is only vocabulary, whose language an earlier turn names: "basic words", "some vocabulary". */
const VOCABULARY = /\b(?:words?|vocab(?:ulary)?|phrases?)\b/i;
const LANGUAGES = /\b(spanish|french)\b/i;

/** The opening of a quiz, read back by the turns: "Let's do a quiz on X!" with its length. */
const OPENING = /Let's do a quiz on ([^!\n]+)! I'll ask (\d+) questions/;

/**
 * The first question of a quiz on the topic `prompt` asks for, or undefined when it asks for no
 * quiz, or for one on a topic the banks do not have.
 * @example topicQuizReply([{ role: "user", content: "Quiz me on European capitals" }], "Quiz me on European capitals", seededRandom(1))?.startsWith("Let's do a quiz on European capitals!") // true
 */
export function topicQuizReply(messages: readonly ChatMessage[], prompt: string, random: Random): string | undefined {
  // Cheap first look: every ask names a quiz or a test.
  if (prompt.length > 100) return undefined;
  const lower = prompt.toLowerCase();
  if (!lower.includes("quiz") && !lower.includes("test")) return undefined;
  const topic = ASK.exec(prompt)?.[1];
  if (topic === undefined) return undefined;
  let about = topic.toLowerCase();
  // "5 basic words" after "I am learning Spanish": the language the conversation named.
  if (VOCABULARY.test(about) && !LANGUAGES.test(about)) {
    const earlier = messages.slice(0, -1).filter((message) => message.role === "user").map((message) => message.content).join(" ");
    const language = LANGUAGES.exec(earlier)?.[1];
    if (language !== undefined) about = `${language.toLowerCase()} ${about}`;
  }
  const table = TIMES_TABLE.exec(about)?.[1];
  const bank = (table === undefined ? undefined : timesTable(Number(table))) ?? BANKS.find(({ cue }) => cue.test(about));
  if (bank === undefined) return undefined;
  const counted = COUNT.exec(about)?.[1]?.toLowerCase();
  const count = Math.min(bank.items.length, Math.max(1, counted === undefined ? 5 : COUNT_WORDS[counted] ?? Number(counted)));
  return `Let's do a quiz on ${bank.name}! I'll ask ${count} questions, one at a time, and keep score.\n\n**Question 1:** ${random.pick(bank.items).question}`;
}

/** The quiz question an assistant turn asks: its number and the bank's item. */
function askedIn(text: string, bank: QuizBank): { readonly number: number; readonly item: QuizItem } | undefined {
  const at = text.lastIndexOf("**Question ");
  if (at < 0) return undefined;
  const match = /^\*\*Question (\d+):\*\* (.+?)\s*$/.exec(text.slice(at));
  const found = match && bank.items.find((one) => one.question === match[2]);
  return found ? { number: Number(match[1]), item: found } : undefined;
}

/** Whether `reply` names one of the item's right answers as whole words. */
function right(reply: string, asked: QuizItem): boolean {
  const said = ` ${plain(reply)} `;
  return asked.accepted.some((answer) => said.includes(` ${answer} `));
}

const GIVE_UP = /^\s*(?:i\s+give\s+up|i\s+don'?t\s+know|no\s+idea|idk|pass|skip|dunno|not\s+sure)\b/i;
const STOP = /^\s*(?:stop|quit|enough|i'?m\s+done|end(?:\s+the\s+quiz)?)[\s!.]*$/i;

/**
 * The quiz's next turn for the user's answer `prompt` to the question in the last assistant turn
 * (`previous`): right or wrong with the right answer, the score, and the next question or the
 * final score; undefined when the conversation is in no quiz of these, or the message is a
 * question of its own.
 * @example quizTurn(messages, "Paris", seededRandom(1)) // "Correct! 🎉 The capital of France is **Paris**. Score: **1/1**.\n\n**Question 2:** …"
 */
export function quizTurn(messages: readonly ChatMessage[], previous: string, prompt: string, random: Random): string | undefined {
  if (!previous.includes("**Question ")) return undefined;
  // The quiz's opening: its topic and length, in the first assistant turn of this quiz.
  let opening: RegExpExecArray | null = null;
  for (let i = messages.length - 2; i >= 0 && opening === null; i--) if (messages[i]!.role === "assistant") opening = OPENING.exec(messages[i]!.content);
  if (opening === null) return undefined;
  const bank = bankNamed(opening[1]!);
  const asked = bank && askedIn(previous, bank);
  if (bank === undefined || asked === undefined) return undefined;
  const total = Number(opening[2]);
  // The score so far: each earlier question of this quiz and the answer that followed it.
  let score = 0;
  const seen = new Set<QuizItem>([asked.item]);
  for (let i = messages.length - 3; i >= 1; i--) {
    const message = messages[i]!;
    if (message.role !== "assistant") continue;
    const earlier = askedIn(message.content, bank);
    if (earlier === undefined || earlier.number >= asked.number) break;
    seen.add(earlier.item);
    const reply = messages[i + 1];
    if (reply?.role === "user" && right(reply.content, earlier.item)) score++;
    if (earlier.number === 1) break;
  }
  if (STOP.test(prompt)) return `No problem! Final score: **${score}/${asked.number - 1}**. Say the word any time you want another quiz.`;
  const correct = right(prompt, asked.item);
  // A question of its own ("What's the weather?") is no answer, unless it names the answer.
  if (!correct && !GIVE_UP.test(prompt) && /^\s*(?:what|how|why|when|where|can|could|will|would|should|tell|write|give|explain|let'?s)\b/i.test(prompt)) return undefined;
  if (correct) score++;
  const verdict = correct ? `Correct! 🎉 The answer is **${asked.item.answer}**.` : `Not quite: the answer is **${asked.item.answer}**.`;
  const scored = `Score: **${score}/${asked.number}**.`;
  const fresh = bank.items.filter((one) => !seen.has(one));
  if (asked.number >= total || fresh.length === 0) return `${verdict} ${scored}\n\nThat's the end of the quiz: you got **${score} out of ${asked.number}**. ${score === asked.number ? "A perfect score!" : "Nice work!"} Want another round?`;
  return `${verdict} ${scored}\n\n**Question ${asked.number + 1}:** ${random.pick(fresh).question}`;
}
