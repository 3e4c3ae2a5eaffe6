import { describe, expect, it } from "vitest";
import { restate } from "./restatement.ts";

describe("a question restated as the phrase a reply says it with", () => {
  it.each([
    ["How do I make my website faster?", "advice", "making your website faster"],
    ["What movie should I watch tonight?", "choice", "what movie to watch tonight"],
    ["What should I see in Rome?", "choice", "what to see in Rome"],
    ["Which laptop should I buy?", "choice", "which laptop to buy"],
    ["How much should I tip in the US?", "choice", "how much to tip in the US"],
    ["Should I quit my job?", "choice", "whether to quit your job"],
    ["Hey, how can I get better at chess?", "advice", "getting better at chess"],
    ["How do I not procrastinate?", "advice", "not procrastinating"],
    ["I want to learn guitar", "advice", "learning guitar"],
    ["How do I tell my boss I was sick?", "advice", "telling your boss you were sick"],
    ["Explain how vector databases and embeddings work", "topic", "how vector databases and embeddings work"],
    ["Explain DNS in simple terms", "topic", "DNS"],
    ["ELI5 the economy", "topic", "the economy"],
    ["Explain like I'm five: how does a jet engine work?", "topic", "how a jet engine works"],
    ["Can you tell me how tides work?", "topic", "how tides work"],
    ["How does a CPU work?", "topic", "how a CPU works"],
    ["How did the universe begin?", "topic", "how the universe began"],
    ["How is paper made?", "topic", "how paper is made"],
    ["What does API mean?", "topic", "what API means"],
    ["Who was Ada Lovelace?", "topic", "who Ada Lovelace was"],
    ["What is the history of the Eiffel Tower?", "topic", "the history of the Eiffel Tower"],
    ["Thoughts on caching", "topic", "caching"],
    ["Give me a checklist for moving house", "topic", "moving house"],
    ["vector databases", "topic", "vector databases"],
    ["List 3 uses of vinegar", "topic", "uses of vinegar"],
    ["Name four causes of inflation", "topic", "causes of inflation"],
  ])("%s → %s: %s", (prompt, asking, phrase) => {
    expect(restate(prompt)).toEqual({ asking, phrase });
  });

  it.each(["Why is my code slow?", "I love pizza", "dogs are better than cats", "help me with my homework", "???", "日本語で自己紹介してください", "Is it worth it?", "What are black holes made of?", "What is this used for?", "List 3 benefits of"])(
    "restates nothing it cannot restate cleanly: %s",
    (prompt) => {
      expect(restate(prompt)).toBeUndefined();
    },
  );
});
