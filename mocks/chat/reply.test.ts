import { describe, it, expect } from "vitest";
import { knownReply } from "./known-replies.ts";
import { asksForCode, composeReply } from "./reply.ts";
import { seededRandom } from "../data/random.ts";
import { countTokens } from "./tokens.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);

const PROMPTS = [
  "",
  "hi",
  "Hello there!",
  "What is the history of the Eiffel Tower?",
  "Explain how vector databases and embeddings work",
  "Give me some tips for improving sleep quality",
  "Write a Python function that parses invoices",
  "Show me a TypeScript example for debouncing search input",
  "Can you write a SQL query for monthly revenue by region?",
  "bash script to rotate logs",
  "How do I implement a binary search in Rust?",
  "日本語で自己紹介してください",
  "Compare PostgreSQL and MongoDB for analytics workloads",
  "Why is the sky blue?",
  "???",
  "Write code",
  "Write a haiku about the sea",
  "write a poem about autumn leaves",
  "haiku",
  "Write a one-sentence bedtime story about a unicorn.",
  "Tell me a story about a dragon",
  "Tell me a long story",
  "tell me a joke about bears",
  "Tell me a joke",
];

describe("composeReply", () => {
  it("returns the same reply for the same messages and seed", () => {
    for (const prompt of PROMPTS) expect(ask(prompt, 42)).toBe(ask(prompt, 42));
  });

  it("varies the wording across seeds", () => {
    const replies = new Set(Array.from({ length: 10 }, (_, seed) => ask("Explain how vector databases work", seed)));
    expect(replies.size).toBeGreaterThan(3);
  });

  it("answers small talk, known facts and tasks on a given text as such, not as topics to explain", () => {
    expect(ask("How are you?")).toMatch(/^(I'm doing well|All good here)/);
    expect(ask("Thanks!")).toMatch(/^(You're welcome|Happy to help)/);
    expect(ask("What is the capital of France?")).toBe("The capital of France is Paris.");
    expect(ask("Summarize this: Sales rose in May. Costs fell.")).toBe("In short: Sales rose in May.");
    expect(ask("Classify the sentiment of: I love it")).toBe("Positive.");
    expect(composeReply([{ role: "user", content: "I'm Ana." }, { role: "assistant", content: "Hi Ana!" }, { role: "user", content: "What's my name?" }], seededRandom(1), knownReply)).toBe(
      "Your name is Ana.",
    );
    // An instruction to say something exact still comes first.
    expect(ask("Say thanks")).toBe("Thanks.");
  });

  it("answers a question or a request for an explanation with an explanation, never a checklist", () => {
    for (const question of ["Why is the sky blue?", "What makes bread rise?", "Tell me, does caching help here?"]) {
      for (let seed = 1; seed <= 40; seed++) expect(ask(question, seed), `${question} (seed ${seed})`).not.toMatch(/\n- /);
    }
    for (const request of ["Explain how solar panels work", "Describe the water cycle", "Tell me about the Byzantine Empire"]) {
      for (let seed = 1; seed <= 40; seed++) expect(ask(request, seed), `${request} (seed ${seed})`).not.toMatch(/\n- |Take your time|Ask for feedback/);
    }
    // A statement still gets a checklist now and then.
    expect(Array.from({ length: 40 }, (_, seed) => ask("Thoughts on caching", seed + 1)).some((reply) => reply.includes("\n- "))).toBe(true);
  });

  it("names the prompt's phrases as it wrote them, and never pairs a subject with \"the details\"", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const tips = ask("Give me 3 tips for better sleep", seed);
      expect(tips, `seed ${seed}`).toMatch(/better sleep/);
      expect(tips, `seed ${seed}`).not.toMatch(/better and sleep|rushing better(?! sleep)|go well together|work well together/);
      expect(ask("Thoughts on gardening", seed), `seed ${seed}`).not.toMatch(/gardening and the details/i);
    }
  });

  it("stays between 30 and 200 tokens for many prompts and seeds", () => {
    for (const prompt of PROMPTS) {
      for (let seed = 0; seed < 15; seed++) {
        const tokens = countTokens(ask(prompt, seed));
        expect(tokens, `${prompt} / seed ${seed}`).toBeGreaterThanOrEqual(30);
        expect(tokens, `${prompt} / seed ${seed}`).toBeLessThanOrEqual(200);
      }
    }
  });

  it("echoes key words of the prompt", () => {
    for (let seed = 0; seed < 10; seed++) {
      expect(ask("Explain how vector databases and embeddings work", seed)).toMatch(/vector|databases|embeddings/);
    }
  });

  it("answers a Python request with a fenced python block that names the subject", () => {
    const reply = ask("Write a Python function that parses invoices");
    expect(reply).toMatch(/```python\n[\s\S]+\n```/);
    expect(reply).toContain("invoices");
  });

  it("picks the fence language from the prompt", () => {
    expect(ask("Show me a TypeScript example for debouncing search input")).toContain("```typescript\n");
    expect(ask("Can you write a SQL query for monthly revenue by region?")).toContain("```sql\n");
    expect(ask("bash script to rotate logs")).toContain("```bash\n");
    expect(ask("How do I implement a binary search in Rust?")).toContain("```rust\n");
  });

  it("closes every code fence it opens", () => {
    for (let seed = 0; seed < 20; seed++) {
      const fences = ask("Write code for a todo app", seed).match(/^```/gm) ?? [];
      expect(fences.length).toBe(2);
    }
  });

  it("answers a request for a haiku with three lines of verse about what it names", () => {
    for (let seed = 0; seed < 10; seed++) {
      const reply = ask("Write a haiku about the sea", seed);
      const [intro, verse, outro] = reply.split("\n\n");
      expect(intro, reply).toContain("haiku about the sea");
      expect(verse!.split("\n"), reply).toHaveLength(3);
      expect(verse, reply).toMatch(/\bsea\b/);
      expect(outro, reply).toBeTruthy();
      expect(reply).not.toContain("```");
    }
  });

  it("answers a request for a poem with rhymed quatrains about the head of what it names", () => {
    for (let seed = 0; seed < 10; seed++) {
      const reply = ask("Compose a poem for my mother's birthday", seed);
      const stanzas = reply.split("\n\n").slice(1, -1);
      expect(stanzas.length, reply).toBeGreaterThanOrEqual(1);
      expect(stanzas.length, reply).toBeLessThanOrEqual(2);
      for (const stanza of stanzas) expect(stanza.split("\n"), reply).toHaveLength(4);
      expect(reply).toContain("my mother's birthday");
      expect(stanzas.join("\n")).toMatch(/\bbirthday\b/);
    }
  });

  it("answers the openai quickstart's one-sentence bedtime story with one sentence about its subject", () => {
    for (let seed = 0; seed < 10; seed++) {
      const reply = ask("Write a one-sentence bedtime story about a unicorn.", seed);
      expect(reply.match(/[.!?](\s|$)/g), reply).toHaveLength(1);
      expect(reply).toMatch(/\bunicorn\b/);
    }
  });

  it("answers a request for a story with a beginning, a middle and an end", () => {
    for (let seed = 0; seed < 10; seed++) {
      const reply = ask("Tell me a story about a dragon", seed);
      expect(reply.match(/[.!?](\s|$)/g), reply).toHaveLength(3);
      expect(reply).toMatch(/\bdragon\b/);
    }
  });

  it("reads a length in words after the hero as a length, not as part of the hero", () => {
    for (let seed = 0; seed < 5; seed++) {
      const reply = ask("Write a story about a dragon in 50 words", seed);
      expect(reply).toMatch(/\bdragon\b/);
      expect(reply).not.toMatch(/words/);
      // Told to the count (story-lengths.ts): whole sentences of the story, within a tenth of 50 words.
      const told = ask("Write a story about a dragon", seed);
      for (const sentence of reply.split(/(?<=[.!?])\s+/)) expect(told).toContain(sentence);
      expect(reply.split(/\s+/).length).toBeGreaterThanOrEqual(45);
      expect(reply.split(/\s+/).length).toBeLessThanOrEqual(55);
    }
  });

  it("tells of the hero a prompt names, not of what is said of it: a robot who learns to love is a robot", () => {
    for (let seed = 0; seed < 10; seed++) {
      const reply = ask("Write a short story about a robot who learns to love", seed);
      expect(reply).toMatch(/^Once upon a time, at the edge of a sleepy village, there lived a small robot who did not yet know how to love\. /);
      expect(reply).toMatch(/ And that is how the robot learned to love\.$/);
      expect(reply).not.toMatch(/\ba small love\b|\bthe love\b/);
    }
  });

  it.each([
    ["Write a story about a dragon who is afraid of fire", "there lived a small dragon who was afraid of fire.", /\bthe dragon\b|\bit\b/],
    ["Write a story about two friends lost in a forest", "there were two friends lost in a forest.", /\bthey\b/],
    ["Tell me a bedtime story about a bunny", "a small bunny", /\bthe bunny\b|\bit\b/],
    ["Write a story about a cat that flies to the moon", "there lived a small cat.", /And that is the story of the cat that flew to the moon\.$/],
  ])("reads the hero of %j and what is said of it", (prompt, opening, after) => {
    for (let seed = 0; seed < 5; seed++) {
      const reply = ask(prompt, seed);
      expect(reply).toContain(opening);
      expect(reply.slice(reply.indexOf(opening) + opening.length)).toMatch(after);
    }
  });

  it("tells of two friends as \"they\", never as \"it\"", () => {
    for (let seed = 0; seed < 10; seed++) {
      const reply = ask("Write a long story about two friends lost in a forest", seed);
      expect(reply).toMatch(/\bthey (?:met|found)\b/);
      expect(reply).not.toMatch(/\bit (?:met|found|helped|finally arrived|laughed|decided)\b/);
    }
  });

  it("makes a long story longer: every middle, about 150 tokens", () => {
    for (let seed = 0; seed < 10; seed++) {
      const reply = ask("Tell me a long story", seed);
      expect(reply.match(/[.!?](\s|$)/g), reply).toHaveLength(5);
      expect(countTokens(reply)).toBeGreaterThan(120);
    }
  });

  it("answers a request for a joke with a setup and a punchline about one of what it names", () => {
    for (let seed = 0; seed < 10; seed++) {
      const reply = ask("tell me a joke about bears", seed);
      const [intro, joke] = reply.split("\n\n");
      expect(intro, reply).toContain("about bears");
      expect(joke!.split("\n"), reply).toHaveLength(2);
      expect(joke, reply).toMatch(/\bbear\b/);
    }
  });

  it("answers verse asked for in code with code", () => {
    expect(ask("Write a python script that prints a haiku")).toMatch(/```python\n[\s\S]+\n```/);
  });

  it("answers a list request with markdown bullets", () => {
    // "Give me some tips for improving sleep quality" gets numbered sleep tips (suggestions.ts).
    const bullets = ask("Give me a checklist for moving house").split("\n").filter((line) => line.startsWith("- "));
    expect(bullets.length).toBeGreaterThanOrEqual(3);
  });

  it("answers a greeting briefly without code", () => {
    const reply = ask("hi");
    expect(reply).not.toContain("```");
    expect(countTokens(reply)).toBeLessThan(60);
  });

  it("replies to the last user message, not to earlier ones or the assistant", () => {
    const reply = composeReply(
      [
        { role: "system", content: "You are helpful." },
        { role: "user", content: "Tell me about volcanoes" },
        { role: "assistant", content: "Volcanoes are openings in the crust." },
        { role: "user", content: "Write a Python function for glaciers" },
      ],
      seededRandom(3),
    );
    expect(reply).toContain("glaciers");
    expect(reply).not.toContain("volcanoes");
  });

  it("still replies when there is no user message", () => {
    expect(composeReply([], seededRandom(1)).length).toBeGreaterThan(20);
    expect(composeReply([{ role: "system", content: "" }], seededRandom(1)).length).toBeGreaterThan(20);
  });

  it("starts every sentence with a capital letter, also when no keyword stands out", () => {
    for (let seed = 0; seed < 10; seed++) {
      for (const prompt of ["日本語で自己紹介してください", "vector databases"]) expect(ask(prompt, seed)).not.toMatch(/(^|[.!?] )\p{Ll}/u);
    }
  });

  it("never produces lorem ipsum or unfilled placeholders", () => {
    for (const prompt of PROMPTS) {
      for (let seed = 0; seed < 5; seed++) expect(ask(prompt, seed)).not.toMatch(/lorem|ipsum|\{k1\}|\{k2\}|\{topic\}|undefined/i);
    }
  });

  describe("an instruction to say something exact gets just that, as a model answers it", () => {
    it.each([
      ["Say this is a test", "This is a test."], // openai's README
      ["Say this is a test!", "This is a test!"],
      ["Say hello.", "Hello!"], // this kit's own browser examples
      ["say hi", "Hi!"],
      ["Say hello world", "Hello, world!"],
      ["Say hi to Bob!", "Hi, Bob!"],
      ["Say hello to the contract suite in one short sentence.", "Hello, contract suite!"],
      ["Please say thank you", "Thank you."],
      ["Say we are in sync", "We are in sync."], // "in" before a word that names no language
      ["Say the word ready", "Ready."],
      ["Reply with OK", "OK"],
      ["Respond with only the word yes", "yes"],
      ["Answer with just the number 4", "4"],
      ['Reply with "pong"', "pong"],
      ['Say "hi"', "hi"],
      ["Count to 5", "1, 2, 3, 4, 5."], // the streaming demos' prompt
      ["count from 8 to 10 slowly", "8, 9, 10."],
      ["What is 2+2?", "2 + 2 = 4."],
      ["what's 12 * 7", "12 * 7 = 84."],
      ["7 x 6", "7 × 6 = 42."],
      ["What is 1/3?", "1 / 3 = 0.333333333333."],
      ["What is 0.1 + 0.2?", "0.1 + 0.2 = 0.3."],
    ])("%s → %s", (prompt, reply) => {
      for (let seed = 0; seed < 5; seed++) expect(ask(prompt, seed)).toBe(reply);
    });

    it.each([
      "Say it again, differently.",
      "Say something about the sea",
      "Say the alphabet",
      "Say hello in French",
      "say good night in japanese",
      "Say OK if you can hear me",
      "Respond with a short poem about rain",
      "Answer with a list of three fruits",
      "Reply with yes or no",
      "Count to a million",
      "Count to 5000",
      "What is 1/0?",
      "What is 2+2 in binary?",
    ])("a description of what to say is answered, not echoed: %s", (prompt) => {
      const reply = ask(prompt);
      expect(countTokens(reply)).toBeGreaterThanOrEqual(30);
    });
  });
});

describe("advice fits its subject", () => {
  const ENGINEERING = /interface|bugs hide|optimizing|maintain|malformed|scripts and checks|requirements|technology/i;

  it.each(["Give me some tips for a job interview.", "How do I make my sourdough bread rise more?", "Plan a 3-day trip to Rome.", "Recommend some books about habit building."])(
    "a subject outside software gets no engineer's advice: %s",
    (prompt) => {
      for (const seed of [1, 2, 3, 4, 5]) expect(ask(prompt, seed)).not.toMatch(ENGINEERING);
    },
  );

  it("a software subject still gets the engineer's advice", () => {
    const replies = [1, 2, 3, 4, 5, 6].map((seed) => ask("Give me some tips for improving API performance", seed));
    expect(replies.some((reply) => ENGINEERING.test(reply))).toBe(true);
  });
});

describe("the Vercel AI chatbot template's suggested prompts", () => {
  it("answers each as a model would: advantages in prose, Dijkstra in code, an essay, no made-up weather", () => {
    expect(ask("What are the advantages of using Next.js?")).toMatch(/^Here are the main advantages of using Next\.js:\n\n- \*\*/);
    expect(ask("Write code to demonstrate djikstra's algorithm")).toMatch(/```python\nimport heapq\n\n\ndef dijkstra\(/);
    expect(ask("Help me write an essay about silicon valley")).toMatch(/^# .*Silicon Valley.*\n\nFew subjects/);
    expect(ask("What is the weather in San Francisco?")).toMatch(/^I don't have access to real-time data, so I can't check the current weather in San Francisco\./);
  });

  it("answers a question about a language or framework in prose, and a request for its code in code", () => {
    for (const prompt of ["Why is Python slow?", "What is the difference between let and const in JavaScript?", "Is TypeScript worth learning?"]) expect(ask(prompt)).not.toContain("```");
    expect(ask("What is the code to read a file in Python?")).toContain("```python");
    // How to learn a language is a request for advice, not a snippet named after its words ("countLearn").
    for (const prompt of ["How can I learn Python?", "How do I get better at JavaScript?"]) expect(ask(prompt), prompt).not.toContain("```");
  });
});

describe("Poetry, Python's packaging tool", () => {
  it("is no request for verse", () => {
    expect(ask("Create a new Python project with poetry")).not.toMatch(/haiku|poem|verse|stanza/i);
    expect(ask("Create a new Python project with poetry")).toContain("```");
    expect(ask("Write a poem about poetry")).toMatch(/poem|verse/i);
  });
});

/** Prompts no specific reply knows: questions, requests and statements of every kind. */
const UNKNOWN_PROMPTS = [
  "What should I see in Rome?",
  "What movie should I watch tonight?",
  "How do I make my garden look nicer?",
  "What is the history of the Eiffel Tower?",
  "Why is my code slow?",
  "Why do cats purr?",
  "How does a CPU work?",
  "Should I quit my job?",
  "Which laptop should I buy for college?",
  "How can I get better at chess?",
  "What kind of dog should I get?",
  "Thoughts on gardening",
  "vector databases",
  "I love pizza",
  "My cat keeps knocking things off the table",
  "The meeting went well today",
  "Help me plan a surprise for my wife",
  "Tell me about the Byzantine Empire",
  "Describe the water cycle",
  "Explain how solar panels work",
  "Who was Ada Lovelace?",
  "Where should I go for dinner tonight?",
  "How much should I spend on a wedding gift?",
  "Is it worth learning to play the piano as an adult?",
  "Can you tell me how tides work?",
  "How do I stop procrastinating?",
  "I want to start running",
  "What does API mean?",
  "How do I get my toddler to sleep through the night?",
  "What's the best way to learn to draw?",
  "How do I deal with a difficult coworker?",
  "Give me a checklist for moving house",
  "Thoughts on remote work and team culture",
  "What are black holes made of?",
  "How is cheese made?",
  "When should I replace my running shoes?",
  "How do I make my resume stand out?",
  "What should I name my new puppy?",
  "Can you help me think through a career change?",
  "Why is the ocean salty?",
  "How long should I boil an egg?",
  "Is coffee bad for you?",
  "What makes a good leader?",
  "I'm feeling a bit stuck with my novel",
  "kubernetes networking",
  "How do I become a better listener?",
  "What should I cook for dinner?",
  "Explain quantum entanglement like I'm five",
  "How do I choose a good password manager?",
  "Where should I travel in Europe this summer?",
  "How can I make my presentation more engaging?",
  "What's going on with the economy?",
  // Why- and how-questions no curated answer knows (why-how-general.ts).
  "Why do pandas eat bamboo?",
  "Why did the Byzantine Empire fall?",
  "How does a jet engine work?",
  "Why is New York called the Big Apple?",
  "Why are cats afraid of cucumbers?",
  "Why do people procrastinate?",
  "What causes inflation?",
  "How do clouds form?",
  "Why does hot air rise?",
  "How does the stock market work?",
];

/** What the general reply must never say: claims about a subject it cannot know, or words strung into nonsense. */
const BANNED = [
  /how its parts interact/i, /makes a lot more sense/i, / and watch /i, /keep faster/i, /works the way it does/i, /the details makes/i, /see and rome/i, /website faster working/i, /\b(\w+) \1\b/i,
  // A why- or how-question answered without knowing the subject: no cause asserted, no placeholder left, no phrase nested in itself.
  /\b(?:the main reason is|this is because|it is because|studies (?:show|have shown)|scientists (?:discovered|found))\b/i, /\{Q\}/, /like a question like this/i, /how this works works/i,
];

describe("the general reply to a prompt no reply knows", () => {
  it("never claims what it cannot know, nor strings words into nonsense, for any of 60 prompts and 10 seeds", () => {
    expect(UNKNOWN_PROMPTS.length).toBeGreaterThanOrEqual(60);
    for (const prompt of UNKNOWN_PROMPTS) {
      for (let seed = 0; seed < 10; seed++) {
        const reply = ask(prompt, seed);
        for (const banned of BANNED) expect(reply, `${prompt} (seed ${seed})`).not.toMatch(banned);
        expect(countTokens(reply), `${prompt} (seed ${seed})`).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it("restates the question cleanly", () => {
    for (let seed = 0; seed < 10; seed++) {
      expect(ask("What should I name my new boat?", seed)).toContain("what to name your new boat");
      expect(ask("How do I make my garden look nicer?", seed)).toContain("making your garden look nicer");
      expect(ask("What is the history of the Eiffel Tower?", seed)).toContain("the history of the Eiffel Tower");
    }
  });

  it("lists as many general points as a list request counts, under the subject without its listing verb", () => {
    for (let seed = 0; seed < 10; seed++) {
      const reply = ask("List 3 uses of vinegar", seed);
      expect(reply).toContain("uses of vinegar");
      expect(reply).not.toMatch(/List 3/);
      expect(reply.split("\n").filter((line) => line.startsWith("- "))).toHaveLength(3);
    }
  });

  it("answers a choice it knows nothing about with a question back, not a checklist", () => {
    for (let seed = 0; seed < 10; seed++) {
      const reply = ask("What should I name my new boat?", seed);
      expect(reply).not.toContain("\n- ");
      expect(reply).toContain("?");
    }
  });

  it("names no subject when it cannot restate the question, and asks for details", () => {
    for (let seed = 0; seed < 10; seed++) {
      const reply = ask("Why is my code slow?", seed);
      expect(reply).not.toMatch(/```|\bslow\b/);
      expect(reply).toMatch(/\?$/);
    }
  });

  it("varies its wording by seed and keeps it for the same seed", () => {
    const replies = new Set(Array.from({ length: 10 }, (_, seed) => ask("Which laptop should I buy for college?", seed)));
    expect(replies.size).toBeGreaterThan(3);
    expect(ask("Which laptop should I buy for college?", 7)).toBe(ask("Which laptop should I buy for college?", 7));
  });
});

describe("programming named as a purpose is no request for code", () => {
  const PURPOSES = ["Recommend a good laptop for programming", "What's the best laptop for coding?", "best books for learning to code", "how do I get better at coding", "tips for a coding interview", "Is a mechanical keyboard good for programmers?", "How do I start a career in programming?"];

  it("does not read them as asks for code", () => {
    for (const prompt of PURPOSES) {
      expect(asksForCode(prompt), prompt).toBe(false);
      expect(ask(prompt), prompt).not.toMatch(/Happy to write some|skeleton|```/);
    }
  });

  it("recommends what matters in a laptop for programming, and books that teach a first language", () => {
    const laptop = ask("Recommend a good laptop for programming");
    expect(laptop).toMatch(/^For programming, what matters most is memory/);
    expect(laptop).toMatch(/16 GB/);
    expect(laptop).toMatch(/MacBook Air or MacBook Pro[\s\S]*ThinkPad/);
    expect(laptop).toMatch(/check current reviews/);
    expect(ask("What's the best laptop for machine learning and coding?")).toMatch(/NVIDIA GPU/);
    const books = ask("best books for learning to code");
    expect(books).toContain("**Automate the Boring Stuff with Python** by Al Sweigart (2015)");
    expect(books).not.toMatch(/Dune|Gone Girl/);
  });

  it("still reads code asked for when programming is named too", () => {
    for (const prompt of ["Write a Python function for coding a cipher", "Write a program for learning to code", "Write 10 lines of code that print hello", "Show me code for a programming exercise", "How do I reverse a string in JavaScript?"]) {
      expect(asksForCode(prompt), prompt).toBe(true);
    }
  });
});
