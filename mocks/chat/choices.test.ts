import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { choiceReply, longSSpellings, OFFER_CUES, offeredLabels, promptChoiceReply, systemChoiceReply } from "./choices.ts";

const asked = (prompt: string) => choiceReply([{ role: "user", content: prompt }], prompt);

describe("a prompt that offers a closed set of answers gets one of them, as the prompt spells it", () => {
  it.each([
    ["Classify this review as positive or negative: The battery died after two days and support never answered.", "negative"],
    ["Reply with one word: Positive, Negative or Neutral.\nReview: I loved the pasta", "Positive"],
    ["Categorize this ticket as billing, technical, or account: I was charged twice this month", "billing"],
    ["Which genre is this plot? Answer with one of: action, comedy, drama, horror, sci-fi. Plot: aliens invade mars", "sci-fi"],
    ["Rate the urgency (low/medium/high): the production database is down", "high"],
    ["Tag this as bug or feature: the app crashes when I upload a photo", "bug"],
    ["Respond only with 'true' or 'false': is this message spam? Lunch at noon tomorrow?", "false"],
  ])("%j → %j", (prompt, label) => {
    expect(asked(prompt)).toBe(label);
  });

  it("answers a yes/no question about a label the text can show from the text", () => {
    expect(asked("Is this email spam? Answer yes or no.\n\nCongratulations, you won a prize! Click here.")).toBe("Yes");
    expect(asked("Is this email spam? Answer yes or no.\n\nHi Sam, the meeting moved to 3pm.")).toBe("No");
    expect(asked("Is this review positive? Answer yes or no: I love it, best purchase this year")).toBe("Yes");
  });

  it.each([
    ["Is 17 a prime number? Answer with true or false.", "True"],
    ["Is 2+2 equal to 5? yes or no", "No"],
    ["Is 91 prime? Answer yes or no.", "No"],
    ["True or false: 9 is greater than 4", "True"],
    ["Is 10 odd? (yes/no)", "No"],
    ["Respond only with 'true' or 'false': is 12 divisible by 4?", "true"],
    ["Is the earth flat? Answer yes or no.", "No"],
    ["Is Sydney the capital of Australia? Answer yes or no.", "No"],
    ["True or false: Canberra is the capital of Australia.", "True"],
    // What stands before the city is not part of the claim.
    ["True or false: In fact Canberra is the capital of Australia.", "True"],
  ])("works out a yes/no question about numbers, a one-word sentence unless the labels are quoted: %j → %j", (prompt, label) => {
    expect(asked(prompt)).toBe(label);
  });

  it("picks among labels it has no cue for by the prompt, the same each time", () => {
    const prompt = "Classify this color as warm or cool: teal";
    expect(["warm", "cool"]).toContain(asked(prompt));
    expect(asked(prompt)).toBe(asked(prompt));
  });

  it("reads the labels from a system prompt over the user's text", () => {
    const messages = [
      { role: "system", content: "You are a support triage bot. Reply with one of: billing, technical, account, shipping." },
      { role: "user", content: "My package never arrived and tracking shows nothing" },
    ];
    expect(choiceReply(messages, messages[1]!.content)).toBe("shipping");
  });

  it("reads a system prompt's labels only when the user's message offers none of its own", () => {
    const system = { role: "system", content: "You are a support triage bot. Reply with one of: billing, technical, account, shipping." };
    const own = "Answer with yes or no.";
    expect(systemChoiceReply([system, { role: "user", content: own }], own)).toBeUndefined();
    expect(choiceReply([system, { role: "user", content: own }], own)).toBeUndefined();
    const ticket = "I was charged twice this month";
    expect(promptChoiceReply(ticket)).toBeUndefined();
    expect(systemChoiceReply([system, { role: "user", content: ticket }], ticket)).toBe("billing");
  });

  it("names in OFFER_CUES a word of every offer, its verbs spelled with a long s too", () => {
    expect(longSSpellings("answer")).toEqual(["answer", "anſwer"]);
    expect(longSSpellings("classify")).toHaveLength(4);
    for (const prompt of ["Claſſify this review as positive or negative: it broke in a day", "Anſwer with yes or no: is this spam? Win a free cruise now", "Rate the urgency (low/medium/high): the site is down"]) {
      expect(promptChoiceReply(prompt), prompt).toBeDefined();
      expect(OFFER_CUES.some((cue) => prompt.toLowerCase().includes(cue)), prompt).toBe(true);
    }
  });

  it("leaves advice, open questions and long answer formats to the other replies", () => {
    expect(asked("Should I use React or Vue for my project?")).toBeUndefined();
    expect(asked("Answer with a short poem about the sea")).toBeUndefined();
    expect(asked("What is the difference between TCP and UDP?")).toBeUndefined();
    expect(offeredLabels("Reply with a summary of the meeting, then the action items")).toBeUndefined();
  });

  it("leaves questions that name labels inside them to the other replies: only an order to the model offers labels", () => {
    for (const prompt of [
      "How do I label the axes as x or y in matplotlib?",
      "In Python, how do I mark a test as skipped or expected to fail?",
      "Rate limit: should I return 429 or 503?",
      "Write a Python function to categorize ages as child, teen, or adult",
      "Explain what 'answer with yes or no' prompts do in LLM evals",
    ]) {
      expect(choiceReply([{ role: "user", content: prompt }], prompt), prompt).toBeUndefined();
    }
  });

  it("offers no labels where the words after the verb are a phrase or go on past them", () => {
    expect(offeredLabels("Respond in English or French, your choice: how are you?")).toBeUndefined();
    expect(offeredLabels("Reply in JSON or plain text: list three fruits")).toBeUndefined();
    expect(offeredLabels("Return the answer as a number or null if unknown: What year did WW2 end?")).toBeUndefined();
    expect(offeredLabels("You are a helpful assistant. Be concise. Respond with either a short answer or a follow-up question.")).toBeUndefined();
    expect(offeredLabels("You are a helpful coding assistant. Answer yes or no questions directly, and explain code in detail.")).toBeUndefined();
    expect(offeredLabels("When the user asks a yes/no question, reply with yes or no first.")).toBeUndefined();
    // Still an offer when the labels end the sentence.
    expect(offeredLabels("Is this email spam? Answer yes or no only.")?.labels).toEqual(["yes", "no"]);
  });

  it("answers through the mock with the label alone", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Classify this review as positive or negative: it arrived broken and late" }] },
    });
    expect(result.body.choices[0].message.content).toBe("negative");
  });
});
