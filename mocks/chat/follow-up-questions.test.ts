import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { followUpReply, standaloneQuestion } from "./follow-up-questions.ts";

/** A conversation of alternating user and assistant turns, the user first. */
const turns = (...texts: string[]) => texts.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));
/** The mock's reply to the conversation's last user message. */
const reply = (...texts: string[]) => composeReply(turns(...texts), seededRandom(1), knownReply);
/** The mock's reply to a question asked alone. */
const alone = (prompt: string) => reply(prompt);

const PARTY_IDEAS = "1. A picnic in the park\n2. A karaoke night\n3. A murder mystery dinner";
const RECURSION = "**Recursion** is when a function solves a problem by calling itself on a smaller version of the same problem.";

describe("a follow-up is answered as the question it stands for", () => {
  it("takes a person the previous answer names for he or she", () => {
    const born = reply("Who painted the Mona Lisa?", "Leonardo da Vinci painted the Mona Lisa.", "When was he born?");
    expect(born).toContain("**Leonardo da Vinci** was born on **15 April 1452**");
    expect(born).not.toMatch(/when he born/i);
    // The mock's own answer names the painter bold, after the painting.
    expect(reply("Who painted the Mona Lisa?", alone("Who painted the Mona Lisa?"), "When was he born?")).toBe(alone("When was Leonardo da Vinci born?"));
    expect(reply("Who wrote Frankenstein?", alone("Who wrote Frankenstein?"), "Where was she born?")).toContain("**Mary Shelley** was born in **London**");
  });

  it("names the person it resolved even where it knows nothing about them", () => {
    const asked = reply("Who won the match?", "Ana Ferreira won it in straight sets.", "How old is she?");
    expect(asked).toContain("Ana Ferreira");
    expect(asked).not.toMatch(/\bshe\b/i);
  });

  it("puts the subject of 'What about X?' in the previous question", () => {
    expect(reply("What is the capital of France?", "The capital of France is Paris.", "What about Germany?")).toBe(alone("What is the capital of Germany?"));
    expect(reply("What is the capital of France?", "Paris.", "And Spain?")).toContain("Madrid");
    expect(reply("Who painted the Mona Lisa?", "Leonardo da Vinci.", "How about The Starry Night?")).toContain("**Vincent van Gogh**");
  });

  it("keeps the noun of a superlative question for 'What about the smallest?'", () => {
    const smallest = reply("What is the largest planet?", "Jupiter is the largest planet in our solar system.", "What about the smallest?");
    expect(smallest).toBe(alone("What is the smallest planet?"));
    expect(smallest).toContain("**Mercury**");
    const country = reply("What is the largest country in the world?", "Russia.", "And the smallest one?");
    expect(country).toMatch(/^\*\*Vatican City\*\* is the smallest country/);
  });

  it("reads 'the second one', 'number 3' and 'the last one' in the previous answer's list", () => {
    const second = reply("Give me 3 ideas for a birthday party", PARTY_IDEAS, "Tell me more about the second one");
    expect(second).toMatch(/^Here's more on \*\*A karaoke night\*\* for a birthday party\.\n\n1\. \*\*Pick the date, place and guest list\*\*/);
    expect(second).not.toMatch(/second one/i);
    expect(reply("Give me 3 ideas for a birthday party", PARTY_IDEAS, "What about number 3?")).toMatch(/murder mystery dinner/i);
    // What the list said of the idea is said again.
    const last = reply("Give me 3 ideas for a birthday party", "- **Picnic**: a blanket and sandwiches in the park.\n- **Karaoke**: rent a machine for the living room.", "What do I need for the last one?");
    expect(last).toMatch(/^Here's more on \*\*Karaoke\*\* for a birthday party: rent a machine for the living room\./);
    expect(standaloneQuestion("Which is better, number 1 or number 2?", { question: "Give me 3 ideas for a birthday party", answer: PARTY_IDEAS })).toBe("Which is better, a picnic in the park or a karaoke night for a birthday party?");
    // A list of other things names its item in the question it stands for.
    expect(standaloneQuestion("Who wrote the first one?", { question: "Recommend some sci-fi books", answer: "1. **Dune** by Frank Herbert (1965)\n2. **Neuromancer** by William Gibson" })).toBe("Who wrote Dune?");
  });

  it("says who wrote a recommended book of the previous answer's list, from the books it knows or from what the list says", () => {
    const books = reply("Recommend 3 science fiction books");
    expect(reply("Recommend 3 science fiction books", books, "Who wrote the first one?")).toMatch(/^\*Dune\* was written by \*\*Frank Herbert\*\*/);
    const list = "Here are three:\n\n1. *Dune* by Frank Herbert (1965): desert politics.\n2. *The Long Way Home* by Ana Ferreira (2019): a quiet road novel.";
    expect(reply("Recommend some books", list, "Who wrote the first one?")).toContain("**Frank Herbert**");
    expect(reply("Recommend some books", list, "Who wrote number 2?")).toBe("*The Long Way Home* was written by **Ana Ferreira**, in 2019, as the list above says.");
  });

  it("answers for each person of a group the previous answer named, for they", () => {
    const born = reply("Who founded Apple?", "Steve Jobs, Steve Wozniak and Ronald Wayne founded Apple in 1976.", "When were they born?");
    expect(born).toContain(alone("When was Steve Jobs born?"));
    expect(born).toContain(alone("When was Steve Wozniak born?"));
    expect(born).toContain("**Ronald Wayne** was born on **17 May 1934**");
    expect(born).not.toMatch(/Apple born|let's talk about/i);
    // The mock's own answer names them in one bold group.
    expect(reply("Who founded Google?", alone("Who founded Google?"), "Where were they born?")).toMatch(/\*\*Larry Page\*\* was born in \*\*East Lansing, Michigan\*\*[\s\S]*\*\*Sergey Brin\*\* was born in \*\*Moscow\*\*/);
    // One still living is said to be alive, not to have an unknown death.
    expect(reply("Who founded Microsoft?", "Bill Gates and Paul Allen.", "When did they die?")).toMatch(/\*\*Bill Gates\*\* is alive, as far as I know: he was born on 28 October 1955[\s\S]*\*\*Paul Allen\*\* died \*\*15 October 2018\*\*/);
    // One the table does not know is said to be unknown, not guessed.
    expect(reply("Who founded the company?", "Bill Gates and Jane Doerr founded it.", "When were they born?")).toMatch(/\*\*Bill Gates\*\* was born on \*\*28 October 1955\*\*[\s\S]*\*\*Jane Doerr\*\*: I don't have reliable details/);
  });

  it("writes an example of what the previous question asked about, in the language asked", () => {
    const example = reply("Explain recursion", RECURSION, "Can you give me an example in Python?");
    expect(example).toContain("```python\ndef factorial(n: int) -> int:");
    expect(example).toContain("return n * factorial(n - 1)");
    expect(reply("Explain recursion", RECURSION, "Show me an example in JavaScript")).toContain("```javascript\nfunction factorial(n) {\n  if (n <= 1) return 1;");
  });

  it("takes the one thing the previous answer named for it, after a question that asks for one", () => {
    expect(reply("What is the tallest mountain in the world?", "**Mount Everest**, at 8,849 m.", "How tall is it?")).toBe(alone("How tall is Mount Everest?"));
    expect(standaloneQuestion("What's its population?", { question: "What is the capital of France?", answer: "The capital of France is Paris." })).toBe("What's Paris's population?");
  });

  it("puts a new subject in a question about a number or a distance", () => {
    expect(reply("When did World War 2 end?", "In 1945.", "What about World War 1?")).toContain("World War I ended in **1918**");
    expect(reply("How far is the moon?", "About 384,400 km.", "What about the sun?")).toContain("**150 million km");
    expect(reply("What is the speed of light?", "About 300,000 km/s.", "What about sound?")).toContain("**343 meters per second**");
  });

  it("asks why or how after a yes-or-no question, and says so where nothing knows the answer", () => {
    expect(standaloneQuestion("Why not?", { question: "Can dogs eat chocolate?", answer: "No, it is toxic to them." })).toBe("Why can't dogs eat chocolate?");
    expect(standaloneQuestion("Why?", { question: "Can dogs eat chocolate?", answer: "No, it is toxic to them." })).toBe("Why can't dogs eat chocolate?");
    expect(standaloneQuestion("How?", { question: "Can I freeze bread?", answer: "Yes, it freezes well." })).toBe("How can I freeze bread?");
    expect(reply("Can dogs eat chocolate?", "No, it is toxic to them.", "Why not?")).toMatch(/^Why can't dogs eat chocolate\? /);
    expect(standaloneQuestion("Why?", { question: "What is the capital of France?", answer: "Paris." })).toBeUndefined();
  });

  it("takes the previous question's subject for 'that painting' or a closing 'that'", () => {
    expect(reply("Who painted the Mona Lisa?", "Leonardo da Vinci.", "Where is that painting now?")).toBe(alone("Where is the Mona Lisa now?"));
    expect(standaloneQuestion("When was that?", { question: "What was the fall of the Berlin Wall?", answer: "The end of the border between East and West Berlin." })).toBe("When was the fall of the Berlin Wall?");
  });

  it("takes the previous question's subject for it", () => {
    expect(standaloneQuestion("How does it work?", { question: "What is a blockchain?", answer: "A shared ledger." })).toBe("How does a blockchain work?");
    expect(standaloneQuestion("Tell me more", { question: "Explain recursion to a 5 year old", answer: "Boxes in boxes." })).toBe("Tell me more about recursion");
  });

  it("answers with the system messages the conversation has", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: {
        model: "gpt-4o-mini",
        messages: [
          { role: "system", content: "You are a helpful assistant." },
          ...turns("Who composed the Moonlight Sonata?", "Ludwig van Beethoven composed it in 1801.", "When did he die?"),
        ],
      },
    });
    expect(result.body.choices[0].message.content).toContain("**Ludwig van Beethoven** died **26 March 1827**, in Vienna");
  });

  it("puts the subject of 'What about X?' in the previous question inside a support bot's chat too", () => {
    const bank = [{ role: "system" as const, content: "You are a helpful assistant for Acme Bank." }];
    const asked = (...texts: string[]) => composeReply([...bank, ...turns(...texts)], seededRandom(1), knownReply);
    expect(asked("What is the capital of France?", "The capital of France is Paris.", "What about Germany?")).toContain("Berlin");
    expect(asked("What is the largest planet?", "Jupiter.", "And on Sundays?")).not.toMatch(/branch|Acme Bank/);
  });

  it("asks the previous question of another year for 'What about 2014?'", () => {
    const cup = "Who won the 2018 World Cup?";
    const germany = reply(cup, alone(cup), "What about 2014?");
    expect(germany).toBe(alone("Who won the 2014 World Cup?"));
    expect(germany).toMatch(/^\*\*Germany\*\* won the 2014 FIFA World Cup/);
    expect(reply(cup, alone(cup), "And in 2010?")).toMatch(/^\*\*Spain\*\* won the 2010 FIFA World Cup/);
    const olympics = "Where were the 2012 Olympics held?";
    expect(reply(olympics, alone(olympics), "What about 2016?")).toBe("The 2016 Summer Olympics were held in **Rio de Janeiro**, Brazil.");
    // "The 2014 one" is the year too.
    expect(reply(olympics, alone(olympics), "What about the 2008 one?")).toBe(alone("Where were the 2008 Olympics held?"));
  });

  it("asks the previous question of the edition before or after for 'And the one before?'", () => {
    const cup = "Who won the 2018 World Cup?";
    // The World Cup and the Olympics come every four years, a Nobel Prize every year.
    expect(reply(cup, alone(cup), "And the one before?")).toBe(alone("Who won the 2014 World Cup?"));
    expect(reply(cup, alone(cup), "What about the next one?")).toMatch(/^\*\*Argentina\*\* won the 2022 FIFA World Cup/);
    expect(reply("Where were the 2012 Olympics held?", "London.", "And the previous one?")).toContain("**Beijing**");
    const nobel = "Who won the Nobel Peace Prize in 2019?";
    expect(reply(nobel, alone(nobel), "And the year before?")).toBe(alone("Who won the Nobel Peace Prize in 2018?"));
    // With no year to count from there is no edition before.
    expect(reply("What is the capital of France?", "Paris.", "And the one before?")).not.toMatch(/capital of the one before/i);
  });

  it("says who lost the final the previous answer told, for 'Who did they beat?'", () => {
    const cup = "Who won the 2018 World Cup?";
    expect(reply(cup, alone(cup), "Who did they beat?")).toBe("**France** beat Croatia 4–2 in the final to win the 2018 FIFA World Cup.");
    const bowl = "Who won the 2023 Super Bowl?";
    expect(alone(bowl)).toMatch(/beating the Philadelphia Eagles 38–35/);
    expect(reply(bowl, alone(bowl), "And who did they play in the final?")).toBe("The **Kansas City Chiefs** beat the Philadelphia Eagles 38–35 to win Super Bowl LVII.");
    // An answer that told no final is no source for the loser.
    expect(reply(cup, "France.", "Who did they beat?")).not.toMatch(/Croatia/);
  });

  it("asks a date question of another holiday for 'What about Easter?'", () => {
    const now = Date.UTC(2026, 11, 7);
    const dated = (...texts: string[]) => composeReply(turns(...texts), seededRandom(1), knownReply, undefined, now);
    const until = "How many days until Christmas?";
    expect(dated(until, dated(until), "What about Easter?")).toBe(dated("How many days until Easter?"));
    expect(dated(until, dated(until), "And New Year?")).toContain("New Year's Day (Friday, 1 January 2027) is **25 days** away");
    // Asked in lower case, the holiday is the phrase the question ends on.
    expect(dated("how long until christmas", "18 days.", "What about Easter?")).toBe(dated("how long until Easter"));
  });
});

describe("what is not a follow-up is answered as before", () => {
  it("leaves a first message alone: there is nothing to lean on", () => {
    expect(alone("What about Germany?")).not.toContain("Berlin");
    expect(standaloneQuestion("When was he born?", { question: "Hello", answer: "Hi! How can I help?" })).toBeUndefined();
  });

  it("leaves a prompt that names its own subject, and asks to change the previous answer, to the other replies", () => {
    expect(reply("Who painted the Mona Lisa?", "Leonardo da Vinci.", "What is Python and why is it popular?")).toBe(alone("What is Python and why is it popular?"));
    expect(reply("Who painted the Mona Lisa?", "Leonardo da Vinci.", "When was Marie Curie born?")).toContain("**Marie Curie**");
    expect(standaloneQuestion("Make it shorter", { question: "Explain recursion", answer: RECURSION })).toBeUndefined();
    expect(standaloneQuestion("What about tomorrow?", { question: "What's the weather in Paris?", answer: "Sunny, 21°C." })).toBeUndefined();
    expect(standaloneQuestion("How about you?", { question: "How are you?", answer: "I'm doing well, thanks!" })).toBeUndefined();
    expect(standaloneQuestion("What does it do?", { question: "Write a Python function to parse CSV", answer: "```python\nimport csv\n```" })).toBeUndefined();
    // A change to the previous answer is revisions.ts's, not a question to rewrite.
    const asked = [{ role: "user" as const, content: "Explain recursion" }, { role: "assistant" as const, content: RECURSION }, { role: "user" as const, content: "Can you make it shorter?" }];
    expect(followUpReply(asked, "Can you make it shorter?", () => "rewritten")).toBeUndefined();
  });
});

describe("when well-known people were born and died", () => {
  it.each([
    ["When was Leonardo da Vinci born?", "**Leonardo da Vinci** was born on **15 April 1452**, in Vinci, near Florence, and died on 2 May 1519, in Amboise, France."],
    ["Where was Mozart born?", "**Wolfgang Amadeus Mozart** was born in **Salzburg**, on 27 January 1756, and died on 5 December 1791, in Vienna."],
    ["When did Einstein die?", "**Albert Einstein** died **18 April 1955**, in Princeton, New Jersey; he was born on 14 March 1879, in Ulm, Germany."],
    ["What year was Salvador Dali born?", "**Salvador Dalí** was born on **11 May 1904**, in Figueres, Spain, and died on 23 January 1989, in Figueres."],
    ["When was Bill Gates born?", "**Bill Gates** was born on **28 October 1955**, in Seattle."],
  ])("%s", (prompt, answer) => {
    expect(alone(prompt)).toBe(answer);
  });

  it("says a living person is alive when asked of their death, and nothing of a person it does not list", () => {
    expect(alone("When did Bill Gates die?")).toBe("**Bill Gates** is alive, as far as I know: he was born on 28 October 1955, in Seattle.");
    expect(alone("When was Jane Doe born?")).not.toContain("**Jane Doe**");
  });
});
