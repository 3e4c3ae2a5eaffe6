import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { RIDDLES, TRIVIA } from "./chat-games.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import type { ChatMessage } from "./tokens.ts";

/** The conversation played on: each user turn answered as the mock answers it, then the next. */
function play(...turns: string[]): { messages: ChatMessage[]; replies: string[] } {
  const messages: ChatMessage[] = [];
  const replies: string[] = [];
  for (const [at, turn] of turns.entries()) {
    messages.push({ role: "user", content: turn });
    const reply = composeReply(messages, seededRandom(at + 1), knownReply);
    replies.push(reply);
    messages.push({ role: "assistant", content: reply });
  }
  return { messages, replies };
}

/** The reply to `last` after a given history. */
const after = (history: readonly ChatMessage[], last: string, seed = 7) => composeReply([...history, { role: "user", content: last }], seededRandom(seed), knownReply);
const assistant = (content: string): ChatMessage => ({ role: "assistant", content });
const user = (content: string): ChatMessage => ({ role: "user", content });

/** The riddle a reply tells, from the table. */
const riddleIn = (reply: string) => RIDDLES.find((riddle) => reply.includes(`**${riddle.question}**`))!;
/** The trivia question a reply asks last. */
const triviaIn = (reply: string) => TRIVIA.find((one) => reply.trimEnd().endsWith(one.question))!;

describe("a riddle, played on", () => {
  const asked = [user("Tell me a riddle"), assistant("Here's a riddle for you:\n\n**What has keys but can't open locks?**\n\nTake a guess! If you're stuck, ask for a hint or the answer.")];

  it("checks the user's guess against the riddle's answer", () => {
    expect(after(asked, "A piano")).toBe("Correct! 🎉 It's **a piano**: it has plenty of keys, and none of them opens a lock. Want another riddle?");
    expect(after(asked, "is it a grand piano?")).toMatch(/^Correct!/);
    expect(after(asked, "A door")).toBe("Not quite — the answer is **a piano**: it has plenty of keys, and none of them opens a lock. Want another riddle?");
  });

  it("gives the answer to 'I give up' and a hint when asked, the riddle repeated", () => {
    expect(after(asked, "I give up")).toMatch(/^The answer is \*\*a piano\*\*/);
    expect(after(asked, "Can I have a hint?")).toBe("Here's a hint: You'd find it in a concert hall, and you play it.\n\n**What has keys but can't open locks?**");
  });

  it("tells another riddle, one not told yet, when the user wants another", () => {
    const { replies } = play("Tell me a riddle", "I give up", "yes", "I give up", "another one");
    const told = [replies[0]!, replies[2]!, replies[4]!].map(riddleIn);
    expect(told.every(Boolean)).toBe(true);
    expect(new Set(told).size).toBe(3);
    expect(replies[3]).toContain(`The answer is **${told[1]!.answer}**`);
  });

  it("leaves a new request after a riddle to the other replies", () => {
    for (const other of ["What is the capital of France?", "Thanks!", "lol"]) expect(after(asked, other)).not.toMatch(/answer is \*\*a piano/);
  });
});

describe("trivia, played on", () => {
  it("checks each answer, keeps the score and asks a question not asked yet", () => {
    const first = play("Let's play trivia").replies[0]!;
    const questions = [triviaIn(first)];
    const messages: ChatMessage[] = [user("Let's play trivia"), assistant(first)];
    // Right, wrong, right: the score after each.
    const answers = [(q: (typeof TRIVIA)[number]) => q.answer, () => "no idea", (q: (typeof TRIVIA)[number]) => `I think ${q.answer}`];
    const scores = ["1/1", "1/2", "2/3"];
    for (const [turn, answer] of answers.entries()) {
      const question = questions[turn]!;
      messages.push(user(answer(question)));
      const reply = composeReply(messages, seededRandom(turn + 2), knownReply);
      messages.push(assistant(reply));
      expect(reply).toMatch(turn === 1 ? new RegExp(`^Not quite — the answer is \\*\\*${question.answer}\\*\\*\\.`) : /^Correct! 🎉/);
      expect(reply).toContain(`Score: **${scores[turn]}**.`);
      expect(reply).toContain(`**Question ${turn + 2}:** `);
      questions.push(triviaIn(reply));
    }
    expect(new Set(questions).size).toBe(4);
    expect(composeReply([...messages, user("stop")], seededRandom(9), knownReply)).toBe("Thanks for playing! Final score: **2/3**. Just say the word if you want another round.");
  });

  it("plays on the trivia a 'Play a game with me' starts", () => {
    const start = play("Play a game with me").replies[0]!;
    const question = triviaIn(start);
    expect(after([user("Play a game with me"), assistant(start)], question.answer)).toMatch(/^Correct! 🎉 .* Score: \*\*1\/1\*\*\.\n\n\*\*Question 2:\*\* /);
  });
});

describe("20 questions, the mock guessing", () => {
  it("answers the user's 'Yes' to 'Is it a mammal?' with its next question, counted", () => {
    const reply = after([user("Let's play 20 questions"), assistant("Great, I'll guess! Think of something. First question: Is it a mammal?")], "Yes");
    expect(reply).toMatch(/^\*\*Question 2:\*\* (?:Is|Does|Do|Can|Would) [^\n]+\?$/);
    expect(reply).not.toMatch(/mammal/);
  });

  it("takes over the asking when the user would rather think of something, narrows by the answers and guesses", () => {
    const { replies } = play("Let's play 20 questions", "I'll think of something, you guess", "yes", "yes", "no", "no", "yes");
    expect(replies[1]).toBe("Great, I'll do the asking! Answer yes, no or sometimes.\n\n**Question 1:** Is it a living thing?");
    // Living, wild, no mammal, no bird, lives in water: a shark.
    expect(replies.slice(2)).toEqual(["**Question 2:** Does it live in the wild?", "**Question 3:** Is it a mammal?", "**Question 4:** Is it a bird?", "**Question 5:** Does it live in water?", "**Question 6:** Is it a shark?"]);
    const won = play("Let's play 20 questions", "I'll think of something, you guess", "yes", "yes", "no", "no", "yes", "yes").replies.at(-1);
    expect(won).toMatch(/^I got it in 6 questions: it's \*\*a shark\*\*!/);
  });

  it("asks on after a wrong guess, and never guesses the same thing twice", () => {
    const { replies } = play("Let's play 20 questions", "I'll think of something, you guess", "yes", "yes", "no", "no", "yes", "no");
    expect(replies.at(-1)).toMatch(/^\*\*Question 7:\*\* /);
    expect(replies.at(-1)).not.toContain("shark");
  });
});

describe("20 questions, the mock thinking", () => {
  it("answers the user's yes-or-no questions about one thing, consistently, counts them, and reveals it", () => {
    const { replies } = play("Let's play 20 questions", "Is it an animal?", "Is it bigger than a person?", "Is it purple?", "Is it a place?", "I give up");
    expect(replies[1]).toMatch(/^(?:Yes|No)\. \(1 of 20\)$/);
    expect(replies[2]).toMatch(/^(?:Yes|No)\. \(2 of 20\)$/);
    expect(replies[3]).toContain("that one doesn't count");
    expect(replies[4]).toMatch(/^(?:Yes|No)\. \(3 of 20\)$/);
    expect(replies[5]).toMatch(/^It was \*\*[^*]+\*\*!/);
    // The same conversation gets the same answers.
    expect(play("Let's play 20 questions", "Is it an animal?", "Is it bigger than a person?", "Is it purple?", "Is it a place?", "I give up").replies).toEqual(replies);
  });

  it("says yes to the right guess", () => {
    const revealed = play("Let's play 20 questions", "I give up").replies[1]!;
    const thing = /\*\*(?:an? |the )?([^*]+)\*\*/.exec(revealed)![1]!;
    expect(play("Let's play 20 questions", `Is it ${/^[A-Z]/.test(thing) ? "" : "a "}${thing}?`).replies[1]).toMatch(/^Yes! 🎉 It's \*\*/);
  });
});
