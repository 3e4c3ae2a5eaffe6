/**
 * Structured outputs that analyse a text the user gives (classify, extract, moderate,
 * summarise): the values the text determines come from the text, not from the faker or from a
 * sentence about the prompt's subject.
 */
import { describe, expect, it } from "vitest";
import { strict, structuredAnswer } from "../../test/support/structured-answers.ts";
import { emailParts } from "./passages.ts";
import { productDetails } from "./product-extraction.ts";
import { slugOf } from "./seo-metadata.ts";
import { judgedTextGist } from "./text-gists.ts";
import { aspectsOf } from "./text-opinions.ts";
import { harmsReason, spamReason } from "./text-signals.ts";

const text = { type: "string" };
const number = { type: "number" };
const boolean = { type: "boolean" };
const texts = { type: "array", items: text };
const oneOf = (...values: string[]) => ({ type: "string", enum: values });

/** The document the mock answers `prompt` with, for a strict json_schema of `properties`. */
const answer = (prompt: string, properties: Record<string, unknown>): Promise<any> => structuredAnswer(prompt, strict(properties), { name: "analysis" });

describe("structured outputs that analyse a given text", () => {
  describe("aspect-based sentiment", () => {
    const aspects = { type: "array", items: strict({ aspect: text, sentiment: oneOf("positive", "negative", "neutral") }) };
    const schema = { sentiment: oneOf("positive", "negative", "mixed", "neutral"), score: number, aspects };

    it("calls a review that praises and faults mixed, scores it near zero and gives each aspect its own sentiment", async () => {
      const out = await answer("Analyze the sentiment of this review: The battery life is amazing but the screen scratches easily.", schema);
      expect(out.sentiment).toBe("mixed");
      expect(Math.abs(out.score)).toBeLessThanOrEqual(0.3);
      expect(out.aspects).toEqual([
        { aspect: "battery life", sentiment: "positive" },
        { aspect: "screen", sentiment: "negative" },
      ]);
    });

    it("splits a review at while, but and however, and at and before a new subject", async () => {
      const out = await answer("What is the sentiment of this review: The food was delicious while the service was painfully slow and the waiter was rude.", schema);
      expect(out.sentiment).toBe("mixed");
      expect(out.aspects).toEqual([
        { aspect: "food", sentiment: "positive" },
        { aspect: "service", sentiment: "negative" },
        { aspect: "waiter", sentiment: "negative" },
      ]);
      expect(aspectsOf("The keyboard feels great; however, the trackpad is laggy.").map(({ aspect, sentiment }) => `${aspect}: ${sentiment}`)).toEqual(["keyboard: positive", "trackpad: negative"]);
    });
  });

  describe("an email to summarise, with its action items", () => {
    const schema = { summary: text, action_items: texts };

    it("summarises without the greeting or the sign-off, and lists each task as who then what", async () => {
      const out = await answer(
        "Summarize this email and list action items: Hi team, the launch moves to May 3. Priya please update the press kit by Friday, and Tom will book the venue. Thanks, Sara",
        schema,
      );
      expect(out.summary).toBe("Sara says the launch moves to May 3; Priya is to update the press kit by Friday, and Tom will book the venue.");
      expect(out.action_items).toEqual(["Priya: update the press kit by Friday", "Tom: book the venue"]);
    });

    it("reads another email the same way: a request after a comma, and another sign-off", async () => {
      const out = await answer(
        "Summarize this email and list the action items: Hello all, the demo is on Thursday. Marco, could you prepare the slides by Wednesday, and Lena will send the invite. Best, Omar",
        schema,
      );
      expect(out.summary).toBe("Omar says the demo is on Thursday; Marco is to prepare the slides by Wednesday, and Lena will send the invite.");
      expect(out.action_items).toEqual(["Marco: prepare the slides by Wednesday", "Lena: send the invite"]);
      expect(emailParts("Dear Ms Lee, the order shipped today. Kind regards, Tom Baker")).toEqual({ body: "The order shipped today.", sender: "Tom Baker" });
    });
  });

  describe("a spam check", () => {
    it("gives the signals the message has as the reason: prize bait, urgency, a click-through link", async () => {
      const out = await answer("Is this email spam? Congratulations! You won a free iPhone. Click here to claim now!!!", { is_spam: boolean, confidence: number, reason: text });
      expect(out.is_spam).toBe(true);
      expect(out.confidence).toBeGreaterThanOrEqual(0.9);
      expect(out.reason).toBe('It uses prize bait ("You won a free iPhone"), urgency ("claim now") and a click-through link ("Click here"), typical of spam.');
    });

    it("calls urgency with a link and a request for an account's details spam, and an ordinary message not", async () => {
      const phishing = await answer("Is this message spam? URGENT: verify your account at http://bit.ly/x3 or it will be closed", { is_spam: boolean, explanation: text });
      expect(phishing).toEqual({ is_spam: true, explanation: 'It uses urgency ("URGENT"), a click-through link ("http://bit.ly/x3") and a request for personal details ("verify your account"), typical of spam.' });
      const ordinary = await answer("Is this email spam? Hi Tom, the meeting notes from Tuesday are attached.", { is_spam: boolean, reason: text });
      expect(ordinary).toEqual({ is_spam: false, reason: spamReason("Hi Tom, the meeting notes from Tuesday are attached.") });
      expect(ordinary.reason).toMatch(/^It reads as an ordinary message/);
    });
  });

  describe("SEO metadata and slugs", () => {
    it("writes a page's title, a meta description, the topic's keywords and the topic's slug", async () => {
      const out = await answer("Generate SEO metadata for a blog post about sourdough bread for beginners", { title: text, description: text, keywords: texts, slug: text });
      expect(out.title).toBe("Sourdough Bread for Beginners: A Step-by-Step Guide");
      expect(out.description.length).toBeGreaterThanOrEqual(120);
      expect(out.description.length).toBeLessThanOrEqual(170);
      expect(out.description).toMatch(/sourdough bread/);
      expect(out.keywords).toContain("sourdough bread");
      expect(out.keywords).toContain("sourdough bread for beginners");
      for (const keyword of out.keywords) expect(keyword).not.toMatch(/\b(?:seo|metadata|generate|blog|post)\b/i);
      expect(out.slug).toBe("sourdough-bread-for-beginners");
    });

    it("does the same for a page's meta tags, and makes any title's slug", async () => {
      const page = await answer("Write meta tags for our landing page about project management software", { meta_title: text, meta_description: text, keywords: texts, slug: text });
      expect(page.meta_title).toMatch(/^Project Management Software\b/);
      expect(page.slug).toBe("project-management-software");
      for (const keyword of page.keywords) expect(keyword).not.toMatch(/\b(?:meta|tags|landing)\b/i);
      const post = await answer("Write a blog post about remote work", { title: text, slug: text, content: text });
      expect(post.slug).toBe(slugOf(post.title));
      expect(slugOf("Crème Brûlée: Tips & Tricks!")).toBe("creme-brulee-tips-tricks");
    });
  });

  describe("a support ticket to classify", () => {
    const schema = { category: oneOf("billing", "shipping", "technical", "account", "other"), urgency: oneOf("low", "medium", "high"), summary: text };

    it("summarises the ticket in the third person and grades an ordinary one medium", async () => {
      expect(await answer("Classify this support ticket: My package arrived damaged and I want a refund", schema)).toEqual({
        category: "shipping",
        urgency: "medium",
        summary: "Package arrived damaged; customer requests a refund.",
      });
    });

    it("says the writer once, and grades urgent words high", async () => {
      const out = await answer("Triage this customer message: I was charged twice for my subscription and I need a refund ASAP", schema);
      expect(out).toEqual({ category: "billing", urgency: "high", summary: "Customer was charged twice for their subscription and requests a refund ASAP." });
      expect(judgedTextGist("Classify this feedback: I'd like to change the email on my account")).toBe("User would like to change the email on their account.");
      expect(judgedTextGist("Write a story about a ticket")).toBeUndefined();
    });
  });

  describe("a support ticket to summarise", () => {
    const schema = { summary: text, priority: oneOf("low", "medium", "high", "urgent"), category: oneOf("billing", "technical", "shipping", "account", "other") };

    it.each([
      [
        "Summarize this support ticket as JSON: My payment failed three times when I tried to renew my subscription, and my card was still charged once. Please fix this ASAP.",
        { summary: "Payment failed three times when the customer tried to renew their subscription; card was still charged once.", priority: "high", category: "billing" },
      ],
      [
        "Summarise this customer ticket: Every time I log in I get redirected back to the login page. I've cleared cookies and it still loops.",
        { summary: "Every time the customer logs in they get redirected back to the login page; customer has cleared cookies; it still loops.", priority: "medium", category: "account" },
      ],
      [
        "Give me a JSON summary of this support request: My order #4821 was marked delivered two days ago but nothing arrived at my door.",
        { summary: "Order #4821 was marked delivered two days ago but nothing arrived at their door.", priority: "medium", category: "shipping" },
      ],
    ])("%s → one third-person sentence naming its problem, not the ticket's own first sentence", async (prompt, expected) => {
      expect(await answer(prompt, schema)).toEqual(expected);
    });

    it("summarises a text that is no ticket as before: its own sentences", () => {
      expect(judgedTextGist("Summarize this article: The city council voted to expand the bike lanes downtown.")).toBeUndefined();
    });
  });

  describe("a classification's reason", () => {
    it("names the words of the text that point to the label", async () => {
      const ticket = await answer("Classify this support ticket: My package arrived damaged and I want a refund", { category: oneOf("billing", "shipping", "technical", "account", "other"), reason: text });
      expect(ticket).toEqual({ category: "shipping", reason: 'The ticket mentions "package", "arrived" and "damaged", which point to shipping.' });
      const plot = await answer("Classify this movie plot: A group of astronauts travel through a wormhole in search of a new habitable planet", {
        genre: oneOf("action", "comedy", "drama", "horror", "sci-fi"),
        explanation: text,
      });
      expect(plot).toEqual({ genre: "sci-fi", explanation: 'The plot mentions "astronauts", "wormhole" and "planet", which point to sci-fi.' });
    });

    it("says a sentiment by the words that praise and fault, and lists no aspects a text does not judge", async () => {
      const mixed = await answer("Analyze the sentiment of this review: The battery life is amazing but the screen scratches easily.", { sentiment: oneOf("positive", "negative", "mixed", "neutral"), explanation: text });
      expect(mixed.explanation).toBe('The review is mixed: it praises ("amazing") and faults ("scratches").');
      const tweet = await answer("Analyze the sentiment of this tweet: I love the new update!", {
        sentiment: oneOf("positive", "negative", "neutral"),
        reasoning: text,
        aspects: { type: "array", items: strict({ aspect: text, sentiment: text }) },
      });
      expect(tweet).toEqual({ sentiment: "positive", reasoning: 'The tweet is positive: it says "love".', aspects: [] });
    });
  });

  describe("a product's details", () => {
    it("takes the brand, the name and every colour from the text", async () => {
      const out = await answer("Extract the product details: The Sony WH-1000XM5 headphones cost $399 and come in black and silver. Battery lasts 30 hours.", {
        name: text,
        brand: text,
        price: number,
        colors: texts,
        battery_hours: number,
      });
      expect(out).toEqual({ name: "Sony WH-1000XM5", brand: "Sony", price: 399, colors: ["black", "silver"], battery_hours: 30 });
    });

    it("takes the price written as money, not the model number before it, with its thousands separators", async () => {
      const iphone = await answer("Extract the product details: The iPhone 15 costs $799 and comes in pink and blue.", { name: text, brand: text, price: number, colors: texts });
      expect(iphone.price).toBe(799);
      expect(iphone.colors).toEqual(["pink", "blue"]);
      const galaxy = await answer("Extract the product: Samsung Galaxy S24 Ultra, 256 GB, priced at $1,299.99", { product: text, storage_gb: number, price: number });
      expect(galaxy).toMatchObject({ storage_gb: 256, price: 1299.99 });
      // A field that is no amount leaves the amount to the price, whatever the schema's order.
      const listed = await answer("Extract the product details: The Sony WH-1000XM5 headphones cost $399. Battery lasts 30 hours.", { battery_hours: number, price: number });
      expect(listed).toEqual({ battery_hours: 30, price: 399 });
    });

    it("knows a product line's maker, a model's name and what kind of thing it is", async () => {
      const out = await answer("Extract the product info from this listing: Apple iPhone 15 Pro smartphone, $999, available in blue and white titanium.", { brand: text, model: text, category: text });
      expect(out).toEqual({ brand: "Apple", model: "iPhone 15 Pro", category: "smartphone" });
      expect(productDetails("I bought a Galaxy S24 last week.")).toEqual({ brand: "Samsung", name: "Samsung Galaxy S24", model: "Galaxy S24", kind: undefined });
    });
  });

  describe("moderation", () => {
    const schema = { flagged: boolean, categories: { type: "array", items: oneOf("harassment", "hate", "violence", "sexual", "self-harm", "spam") }, explanation: text };

    it("flags an insult with a threat as harassment and violence, and names both", async () => {
      expect(await answer("Moderate this comment: You are an idiot and I will find where you live.", schema)).toEqual({
        flagged: true,
        categories: ["harassment", "violence"],
        explanation: 'The message insults the person it addresses ("idiot") and threatens violence ("I will find where you live"): harassment and violence.',
      });
    });

    it("flags an insult alone as harassment, and a kind comment as nothing", async () => {
      expect(await answer("Moderate this comment: Shut up, you worthless loser.", schema)).toEqual({ flagged: true, categories: ["harassment"], explanation: "The message insults or demeans someone." });
      const kind = await answer("Moderate this comment: Great article, thanks for sharing!", schema);
      expect(kind.flagged).toBe(false);
      expect(kind.categories).toEqual([]);
      expect(kind.explanation).toMatch(/^The message contains nothing harmful/);
      expect(harmsReason(["violence", "harassment"], "I know where you live, you loser")).toBe('The message threatens violence ("know where you live") and insults the person it addresses ("loser"): violence and harassment.');
    });
  });

  describe("a product description", () => {
    it("lists the product's features as its bullet points", async () => {
      const out = await answer("Give me a product description for a bamboo toothbrush", { headline: text, description: text, bullet_points: texts });
      expect(out.bullet_points[0]).toBe("Biodegradable, sustainably sourced bamboo handle");
      for (const bullet of out.bullet_points) expect(bullet).not.toMatch(/worth writing down|set out to do|basics are in place/);
      expect(out.description).toMatch(/^Brush better and waste less with our bamboo toothbrush\./);
    });

    it("gives any product the features its material and kind say", async () => {
      const tray = await answer("Write product copy for a walnut serving tray", { name: text, features: texts });
      expect(tray.features[0]).toBe("Solid wood with a natural finish");
      const earbuds = await answer("Create a product listing for wireless earbuds", { title: text, description: text, highlights: texts });
      expect(earbuds.highlights[0]).toBe("Active noise cancellation with a transparency mode");
    });
  });

  describe("entities", () => {
    const lists = { people: texts, organizations: texts, locations: texts, dates: texts };

    it("finds a day named by the week among the dates", async () => {
      expect(await answer("Extract entities from: Tim Cook announced in Cupertino on Monday that Apple will invest $1 billion in Texas.", lists)).toEqual({
        people: ["Tim Cook"],
        organizations: ["Apple"],
        locations: ["Cupertino", "Texas"],
        dates: ["Monday"],
      });
      expect(await answer("Extract entities from: Tim Cook announced in Cupertino on Monday that Apple will invest $1 billion in Texas.", { dates: texts, money: texts })).toEqual({
        dates: ["Monday"],
        money: ["$1 billion"],
      });
    });

    it("lists the dates in the order the text gives them, a relative day as written", async () => {
      expect(await answer("Extract the dates and amounts from: The invoice of $250 is due next Friday, and a late fee of $25 applies after March 3.", { dates: texts, amounts: texts })).toEqual({
        dates: ["next Friday", "March 3"],
        amounts: ["$250", "$25"],
      });
    });
  });
});
