import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { revisionReply } from "./revisions.ts";

type Message = { role: string; content: string };

/** The reply to the last of `prompts`, each earlier prompt answered by the mock as a chat app would have sent it. */
function chat(...prompts: string[]): { reply: string; history: Message[] } {
  const history: Message[] = [];
  let reply = "";
  for (const prompt of prompts) {
    history.push({ role: "user", content: prompt });
    reply = composeReply(history, seededRandom(1), knownReply);
    history.push({ role: "assistant", content: reply });
  }
  history.pop();
  return { reply, history };
}
/** The reply to `prompt` after the assistant answered `before` with `answer`. */
const after = (before: string, answer: string, prompt: string) =>
  composeReply([{ role: "user", content: before }, { role: "assistant", content: answer }, { role: "user", content: prompt }], seededRandom(1), knownReply);

/** A joke's setup and punchline: the lines between the "Here's one" line and the closing offer. */
const jokeOf = (reply: string) => reply.split("\n\n")[1];
const GENERIC = /let's (?:talk about|look at)|I'd be glad to help with it|Tell me what you'd like to do with it/i;

const EMAIL = "Subject: Office Closing Early on Friday\n\nHi team,\n\nI'm writing to let you know the office will close at 3 pm on Friday. We can't keep the building open later because of maintenance work.\n\nPlease make sure your work is saved before you leave. Let me know if you have any questions!\n\nThanks,\nAna";

describe("simpler: the explanation again, for a child", () => {
  it.each([
    ["What is recursion?", "Explain recursion like I'm five"],
    ["What is DNS?", "Explain DNS like I'm five"],
    ["How does photosynthesis work?", "Explain photosynthesis like I'm five"],
  ])("answers 'explain it more simply' after %j as %j", (asked, simple) => {
    for (const ask of ["Can you explain it more simply?", "In simpler terms please", "I don't get it", "ELI5"]) {
      const { reply } = chat(asked, ask);
      expect(reply, ask).toBe(chat(simple).reply);
      expect(reply, ask).not.toBe(chat(asked).reply);
    }
  });

  it("gives the answer's first sentences in plain words when no explanation for a child is known", () => {
    const { reply } = chat("What is a closure in JavaScript?", "Can you explain it more simply?");
    expect(reply).toMatch(/^Here's the simple version: A closure is a function that remembers/);
    expect(reply).not.toMatch(/Happy to write some JavaScript/);
  });
});

describe("continue: the story's next part", () => {
  it("goes on with the story's hero, a different next part each time, for each way of asking", () => {
    const first = chat("Write a short story about a dragon", "Continue").reply;
    const second = chat("Write a short story about a dragon", "Continue", "What happens next?").reply;
    const third = chat("Write a short story about a dragon", "Continue", "What happens next?", "Keep going").reply;
    for (const part of [first, second, third]) {
      expect(part).toMatch(/\bthe dragon\b/i);
      expect(part).not.toMatch(GENERIC);
      expect(part).not.toMatch(/continue who|Once upon a time|There was once/i);
    }
    expect(new Set([first, second, third]).size).toBe(3);
    expect(chat("Write a story about two friends", "Continue the story").reply).toMatch(/\bthey\b/);
  });

  it("gives the story a title when asked, about its hero", () => {
    for (const ask of ["Give it a title", "Suggest a title for it", "What should I call it?"]) {
      expect(chat("Write a short story about a dragon", ask).reply, ask).toMatch(/^How about "The Dragon's [A-Z][\w ]+"\?$/);
    }
    expect(chat("Write a story about a cat named Luna", "Give it a title").reply).toMatch(/^How about "Luna's /);
  });

  it("leaves 'continue' after an answer that is no story to the rest of the chain", () => {
    const messages = [
      { role: "user", content: "Explain recursion" },
      { role: "assistant", content: "Recursion is when a function calls itself." },
      { role: "user", content: "Continue" },
    ];
    expect(revisionReply(messages, "Continue", seededRandom(1), knownReply)).toBeUndefined();
  });
});

describe("a recipe made to fit: 'make it vegan', 'can I make it without eggs?'", () => {
  it.each([
    ["Make it vegan", "Give me a recipe for pancakes, vegan", ""],
    ["A gluten-free version please", "Give me a recipe for pancakes, gluten-free", ""],
    ["Can I make it without eggs?", "Give me a recipe for pancakes, without eggs", "Yes, here it is without eggs:\n\n"],
    ["What if I don't have eggs?", "Give me a recipe for pancakes, without eggs", "Yes, here it is without eggs:\n\n"],
  ])("answers %j after a recipe with the recipe adapted", (prompt, asked, lead) => {
    const { reply } = chat("Give me a recipe for pancakes", prompt);
    expect(reply).toBe(`${lead}${chat(asked).reply}`);
    expect(reply).toMatch(/## (?:Vegan|Gluten-Free|Eggless) Fluffy Pancakes/);
    if (/egg|vegan/i.test(prompt)) expect(reply).not.toMatch(/^- \d+ eggs?$/m);
  });

  it("leaves 'make it vegan' after an answer that is no recipe to the rest of the chain", () => {
    const messages = [
      { role: "user", content: "Suggest a name for my cafe" },
      { role: "assistant", content: "How about \"Bean There\"?" },
      { role: "user", content: "Make it vegan" },
    ];
    expect(revisionReply(messages, "Make it vegan", seededRandom(1), knownReply)).toBeUndefined();
  });
});

describe("one about something else: the earlier piece's ask, of the new subject", () => {
  it.each([
    [["Write a haiku about autumn", "Now one about winter"], "Write a haiku about winter"],
    [["Tell me a joke about cats", "Do one about dogs"], "Tell me a joke about dogs"],
    [["Write a poem about the ocean", "Can you write one about the mountains?"], "Write a poem about the mountains"],
    [["Tell me a joke", "Another one about programmers"], "Tell me a joke about programmers"],
    [["Write a haiku about autumn", "Now one about winter", "And one about spring"], "Write a haiku about spring"],
    [["Write a limerick about a cat", "Same for a dog"], "Write a limerick about a dog"],
  ])("answers %j as %j", (prompts, asked) => {
    const { reply } = chat(...prompts);
    expect(reply).not.toMatch(GENERIC);
    expect(reply).not.toMatch(/general points|general pointers/i);
    expect(reply).toBe(chat(asked).reply);
  });

  it("leaves a follow-up after an answer that wrote no piece to the rest of the chain", () => {
    const messages = [
      { role: "user", content: "What is the capital of France?" },
      { role: "assistant", content: "The capital of France is Paris." },
      { role: "user", content: "Now one about Germany" },
    ];
    expect(revisionReply(messages, "Now one about Germany", seededRandom(1), knownReply)).toBeUndefined();
  });
});

describe("another one: the earlier prompt answered again, as a different sample", () => {
  it("tells a second joke after a joke, and a third after that, each unlike the ones before", () => {
    const first = chat("Tell me a joke");
    const second = chat("Tell me a joke", "Another one");
    const third = chat("Tell me a joke", "Another one", "Another one");
    expect(second.reply).not.toMatch(GENERIC);
    expect(jokeOf(second.reply)).toMatch(/\?\n|\.\n/);
    expect(jokeOf(second.reply)).not.toBe(jokeOf(first.reply));
    expect(jokeOf(third.reply)).not.toBe(jokeOf(first.reply));
    expect(jokeOf(third.reply)).not.toBe(jokeOf(second.reply));
  });

  it("gives n choices each another joke, where the prompt has that many", async () => {
    const mock = testMock();
    const ask = async (messages: Message[], n = 1) => ((await mock.call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages, n } })).body.choices as { message: { content: string } }[]).map((choice) => choice.message.content);
    for (const prompt of ["Tell me a joke", "Tell me a joke about cats"]) {
      const [joke] = await ask([{ role: "user", content: prompt }]);
      const again = [{ role: "user", content: prompt }, { role: "assistant", content: joke! }, { role: "user", content: "Another one" }];
      const choices = await ask(again, 3);
      const jokes = choices.map(jokeOf);
      expect(new Set(jokes).size, prompt).toBe(3);
      expect(jokes, prompt).not.toContain(jokeOf(joke!));
      // The first choice is the one "Another one" gets alone.
      expect(choices[0], prompt).toBe((await ask(again))[0]);
    }
  });

  it.each(["One more", "Give me another", "Try again", "Regenerate", "Something else", "Different one please", "another one please!", "Haha nice, write another haiku"])(
    "reads %j after a haiku as a request for another haiku",
    (prompt) => {
      const { reply } = chat("Write a haiku about autumn", prompt);
      expect(reply).not.toMatch(GENERIC);
      expect(reply).toMatch(/haiku about autumn/);
      expect(jokeOf(reply)).not.toBe(jokeOf(chat("Write a haiku about autumn").reply));
    },
  );

  it("leaves 'another riddle' after a joke to the chain: it asks for something new", () => {
    expect(chat("Tell me a joke", "Another riddle").reply).toBe(chat("Another riddle").reply);
  });

  it("says so honestly when the prompt has no other answer, rather than repeating it", () => {
    const { reply } = chat("What is the capital of France?", "Another one");
    expect(reply).not.toContain("The capital of France is Paris.");
    expect(reply).toContain(`I don't have a different answer to "What is the capital of France?"`);
  });

  it("answers the prompt before the revisions, not a revision request", () => {
    const { reply } = chat("Tell me a joke", "Make it shorter", "Another one");
    expect(reply).not.toMatch(GENERIC);
    expect(jokeOf(reply)).not.toBe(jokeOf(chat("Tell me a joke").reply));
  });

  it("answers the same conversation the same way", () => {
    expect(chat("Tell me a joke", "Another one", "One more").reply).toBe(chat("Tell me a joke", "Another one", "One more").reply);
  });
});

describe("make it shorter: the previous answer cut, never mid-word", () => {
  it("keeps an explanation's lead sentences, and one sentence for 'in one sentence' or 'tl;dr'", () => {
    const { reply, history } = chat("Explain how tides work", "Make it shorter");
    const before = history[1]!.content;
    expect(reply.startsWith("Here's a shorter version:\n\nTides are caused mainly by the **Moon's gravity**")).toBe(true);
    expect(reply.length).toBeLessThan(before.length * 0.7);
    const lead = before.split("\n\n")[0]!;
    expect(chat("Explain how tides work", "Summarize that in one sentence").reply).toBe(lead);
    expect(chat("Explain how tides work", "tl;dr").reply).toBe(lead);
  });

  it("keeps code whole, dropping the prose around it", () => {
    const { reply, history } = chat("Write a Python function to reverse a string", "make it shorter please");
    const code = /```[\s\S]*?```/.exec(history[1]!.content)![0];
    expect(reply).toBe(`Here's the short version:\n\n${code}`);
  });

  it("keeps a poem's first stanza, and an email's greeting, the lead of each paragraph and its sign-off", () => {
    const { reply, history } = chat("Write a poem about the sea", "Shorter");
    expect(reply).toBe(`Here's a shorter version:\n\n${history[1]!.content.split("\n\n")[1]}`);
    expect(after("Write an email to my team", EMAIL, "Make it shorter")).toBe(
      "Here's a shorter version:\n\nSubject: Office Closing Early on Friday\n\nHi team,\n\nI'm writing to let you know the office will close at 3 pm on Friday.\n\nPlease make sure your work is saved before you leave.\n\nThanks,\nAna",
    );
  });

  it("names a list's items in one sentence, not the question that closes it", () => {
    expect(chat("How do I make coffee?", "tl;dr").reply).toBe("In short: Heat the water, weigh and grind the coffee, rinse the paper filter, bloom it and pour the rest slowly.");
  });

  it("keeps a list's first items", () => {
    const { reply } = chat("Give me 5 tips for better sleep", "Too long");
    expect(reply).toContain("1. **Keep a consistent schedule**");
    expect(reply).toContain("3. **Cut off caffeine by early afternoon**");
    expect(reply).not.toContain("4. ");
  });
});

describe("make it longer: the previous answer with more, nothing invented", () => {
  it("adds items the same table has after a list's last item", () => {
    const { reply, history } = chat("Give me 5 tips for better sleep", "Make it longer");
    for (const line of history[1]!.content.split("\n").filter((text) => /^\d\. /.test(text))) expect(reply).toContain(line);
    expect(reply).toMatch(/\n6\. \*\*[^*]+\*\*: /);
    expect(reply.indexOf("6. ")).toBeLessThan(reply.indexOf("If poor sleep goes on"));
  });

  it("adds a second haiku to a haiku, and to an email a paragraph and placeholders before its sign-off", () => {
    const { reply, history } = chat("Write a haiku about autumn", "Expand on that");
    const haiku = history[1]!.content.split("\n\n")[1]!;
    expect(reply).toContain(haiku);
    expect(reply.split("\n\n").filter((stanza) => stanza.split("\n").length === 3)).toHaveLength(2);
    const email = after("Write an email to my team", EMAIL, "more detail please");
    expect(email).toContain("Please make sure your work is saved before you leave.");
    expect(email).toMatch(/\[Add any details[^\]]*\]\n\nThanks,\nAna$/);
  });
});

describe("make it longer, where the answer has nothing more to take", () => {
  it("keeps an explanation whole and recaps its points, without new claims", () => {
    const { reply, history } = chat("Explain how tides work", "Tell me more");
    expect(reply).toContain(history[1]!.content);
    expect(reply).toContain("**The key points, in order:**\n- Tides are caused mainly by the **Moon's gravity**");
  });

  it("says a one-line answer is the whole of it, rather than padding it", () => {
    expect(chat("What is the capital of France?", "Elaborate").reply).toBe(
      "There isn't much more to it than that:\n\nThe capital of France is Paris.\n\nIf you tell me which side of it you're curious about, I can go into that part in detail.",
    );
  });
});

describe("a change of tone", () => {
  it("makes an email formal: greeting, sign-off, contractions, exclamation marks", () => {
    expect(after("Write an email to my team", EMAIL, "Make it more formal")).toBe(
      "Here's a more formal version:\n\nSubject: Office Closing Early on Friday\n\nDear team,\n\nI am writing to let you know the office will close at 3 pm on Friday. We cannot keep the building open later because of maintenance work.\n\nPlease make sure your work is saved before you leave. Please let me know if you have any questions.\n\nKind regards,\nAna",
    );
  });

  it("makes a formal email casual", () => {
    const formal = "Dear Ms. Lopez,\n\nI am writing to confirm the meeting. I will not be able to attend on Monday.\n\nPlease let me know a suitable time.\n\nKind regards,\nSam";
    expect(after("Write an email to Ms. Lopez", formal, "Can you make it more casual?")).toBe(
      "Here's a more casual version:\n\nHi Lopez,\n\nI'm writing to confirm the meeting. I won't be able to attend on Monday.\n\nLet me know a suitable time.\n\nThanks,\nSam",
    );
  });

  it("says so when there is nothing to re-tone", () => {
    expect(after("Say hi", "Hey! What's up?", "make it more casual")).toMatch(/^It already reads as fairly casual/);
  });

  it("re-tones the mock's own email", () => {
    const { reply } = chat("Write a short email to my team about the office closing early on Friday", "Make it more professional");
    expect(reply).toContain("Dear team,");
    expect(reply).toContain("Kind regards,");
    expect(reply).not.toMatch(/I'm|Thank you,/);
  });
});

describe("make it funnier", () => {
  it("keeps a haiku and adds a light playful line rather than the generic reply", () => {
    const { reply, history } = chat("Write a haiku about autumn", "Make it funnier");
    expect(reply).not.toMatch(GENERIC);
    expect(reply).toContain(history[1]!.content.split("\n\n")[1]!);
    expect(reply.split("\n\n").at(-1)).toMatch(/^\(.+\)$/);
  });

  it("puts the playful line of an email before its sign-off", () => {
    expect(after("Write an email to my team", EMAIL, "funnier")).toMatch(/\n\n\([^)]+\)\n\nThanks,\nAna$/);
  });
});

describe("restructured", () => {
  it("turns an explanation's sentences into bullet points and a list of terms into a table", () => {
    const bullets = after("Why is the sky blue?", "Sunlight is scattered by air. Blue light scatters the most. So the sky looks blue.", "Turn it into bullet points");
    expect(chat("Tell me a joke", "as a list").reply).not.toContain("I have more where that came from");
    expect(bullets).toBe("Here it is as bullet points:\n\n- Sunlight is scattered by air.\n- Blue light scatters the most.\n- So the sky looks blue.");
    const table = chat("Give me 5 tips for better sleep", "Can you put that in a table?").reply;
    expect(table).toContain("| Item | Details |\n| --- | --- |\n| Keep a consistent schedule | go to bed and wake up at the same time every day, weekends included. |");
  });
});

describe("translate that", () => {
  it("translates a previous answer the phrasebook has", () => {
    expect(chat("Say good morning", "Translate that to Spanish").reply).toBe("¡Buenos días!");
    expect(after("Wish me happy birthday", "Happy birthday!", "Now in German")).toBe("Alles Gute zum Geburtstag!");
  });

  it("says honestly that a longer answer is beyond the phrasebook, and what the phrasebook holds, rather than taking the request for a topic", () => {
    const reply = chat("Explain how tides work", "Translate that to French").reply;
    expect(reply).not.toMatch(GENERIC);
    expect(reply).not.toContain("Translate that to French");
    expect(reply).toMatch(/^I can't translate that answer into French: .*short common phrases/);
    expect(reply).toContain('"good morning"');
    expect(reply).toContain("Italian, French, Spanish, German, Portuguese, Japanese and Chinese");
    expect(chat("Write a haiku about the sea", "in Spanish please").reply).toMatch(/^I can't translate that answer into Spanish/);
    // A language outside the phrasebook gets the same honest word, even for a phrase it holds in others.
    expect(chat("Say good morning", "Translate that to Korean").reply).toMatch(/^I can't translate that answer into Korean: .*in Italian, French/);
  });
});

describe("what is no revision request", () => {
  it("leaves a first message that reads like one to the rest of the chain", () => {
    const reply = chat("Make it shorter").reply;
    expect(reply).not.toContain("shorter version");
    expect(reply).not.toContain("different answer");
  });

  it("answers a new question after an answer as it would alone", () => {
    expect(chat("Tell me a joke", "Explain how tides work").reply).toBe(chat("Explain how tides work").reply);
    expect(chat("Tell me a joke", "Write a short story about a dragon").reply).toBe(chat("Write a short story about a dragon").reply);
  });
});
