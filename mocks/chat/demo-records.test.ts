import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { schemaAjv } from "../../test/support/json-schema.ts";
import { withDemoRecords } from "./demo-records.ts";
import { ConversationReading } from "./conversation-reading.ts";
import { startupIdea } from "./startup-ideas.ts";

const PATH = "/client/v2/ai/chat/completions";
const ajv = schemaAjv();
const strictObject = (properties: Record<string, unknown>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
const listOf = (key: string, item: Record<string, unknown>) => strictObject({ [key]: { type: "array", items: strictObject(item) } });
const text = { type: "string" };

/** The document the mock answers `prompt` with, for `schema` (strict or not); checked against the schema, and the same when asked again. */
async function documentFor(prompt: string, schema: Record<string, unknown>, strict = true): Promise<any> {
  const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "out", strict, schema } } };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  const content = result.body.choices[0].message.content;
  const document = JSON.parse(content);
  expect(ajv.validate(schema, document), JSON.stringify(ajv.errors)).toBe(true);
  const again = await testMock().call("POST", PATH, { body });
  expect(again.body.choices[0].message.content).toBe(content);
  return document;
}

/** What the field of a record must not hold: a numbered placeholder, the faker's letters, a generic sentence. */
const PLACEHOLDER = /^\p{Lu}\p{Ll}+ \d+$/u;
const FAKER = /^\S*(?:\d|\p{Ll}\p{Lu})\S*$|^\S{0,2}$/u;
const FILLER = /set out to do|works best when the basics|how its parts fit together|well-chosen details|easier to check than a large one|why each choice about|at a glance|explained simply|covering the essentials|Decide what done looks like|Which of these|Which statement about/;
function readsLikeText(value: unknown, label: string): void {
  expect(typeof value, label).toBe("string");
  expect(value, label).not.toMatch(PLACEHOLDER);
  expect(value, label).not.toMatch(FAKER);
  expect(value, label).not.toMatch(FILLER);
}

/** A person's name: two capitalised words, not "Notification 1". */
const PERSON = /^\p{Lu}[\p{L}'-]+ \p{Lu}[\p{L}'-]+$/u;

/** The context the document pass reads, for a prompt. */
function contextOf(prompt: string) {
  const reading = new ConversationReading(prompt, []);
  return { text: prompt, subject: () => reading.subject, countedNouns: () => [...reading.counts.byNoun.keys()] };
}

describe("lists of a demo's records are written a record at a time", () => {
  it("names a notification's sender, a person, not \"Notification 1\" (the AI SDK's useObject example), strict or not", async () => {
    const schema = listOf("notifications", { name: text, message: text, minutesAgo: { type: "number" } });
    for (const strict of [true, false]) {
      const { notifications } = await documentFor("Generate 3 notifications for a messages app in this context: Messages during finals week.", schema, strict);
      expect(notifications).toHaveLength(3);
      for (const notification of notifications) expect(notification.name).toMatch(PERSON);
    }
  });

  it("titles and writes each review about what it reviews: \"Generate a list of 3 product reviews for wireless earbuds\"", async () => {
    const schema = listOf("reviews", { author: text, rating: { type: "integer", minimum: 1, maximum: 5 }, title: text, body: text });
    const { reviews } = await documentFor("Generate a list of 3 product reviews for wireless earbuds", schema);
    expect(reviews).toHaveLength(3);
    for (const review of reviews) {
      expect(review.author).toMatch(PERSON);
      readsLikeText(review.title, "title");
      readsLikeText(review.body, "body");
      expect(review.body).toMatch(/earbuds|sound|battery|pairing|connection|comfortable|hurt/i);
    }
    expect(new Set(reviews.map((review: any) => review.title)).size).toBe(3);
  });

  it("makes a review's text agree with its rating: a 5 praises, a 2 complains", () => {
    const document = { reviews: [{ rating: 5, title: "Review 1", body: "x" }, { rating: 2, title: "Review 2", body: "y" }, { rating: 3, title: "Review 3", body: "z" }] };
    const out = withDemoRecords(document, contextOf("Generate reviews for a coffee grinder"), () => true) as typeof document;
    expect(out.reviews[0]!.body).toMatch(/recommend/i);
    expect(out.reviews[0]!.body).not.toMatch(/disappointed|back/i);
    expect(out.reviews[1]!.body).toMatch(/disappointed/i);
    expect(out.reviews[1]!.title).toMatch(/disappointed|not worth|would not|gave up/i);
    expect(out.reviews[2]!.body).toMatch(/, but /);
    expect(out.reviews[0]!.body).toContain("this coffee grinder");
    // The document given is left as it was (it is the memo's).
    expect(document.reviews[0]!.title).toBe("Review 1");
  });

  it("suggests blog posts with real titles and a summary of each: \"Suggest 3 blog post titles about TypeScript\"", async () => {
    const schema = listOf("posts", { title: text, summary: text, tags: { type: "array", items: text } });
    const { posts } = await documentFor("Suggest 3 blog post titles about TypeScript with a one-line summary each", schema);
    expect(posts).toHaveLength(3);
    expect(posts[0].title).toBe("TypeScript Generics Without the Headache");
    expect(posts[0].summary).toMatch(/generic/i);
    for (const post of posts) {
      readsLikeText(post.title, "title");
      readsLikeText(post.summary, "summary");
      expect(post.tags).toContain("typescript");
    }
    expect(new Set(posts.map((post: any) => post.title)).size).toBe(3);
    // Another topic: titles of its own, not "Post 1".
    const { posts: others } = await documentFor("Suggest 3 blog post titles about home gardening", schema);
    for (const post of others) {
      expect(post.title).toMatch(/Home Gardening/);
      expect(post.summary).toContain("home gardening");
    }
  });

  it("gives startup ideas of the field the prompt names, each a pitch and a market: \"3 startup ideas in healthcare\"", async () => {
    const schema = listOf("ideas", { name: text, pitch: text, target_market: text });
    for (const strict of [true, false]) {
      const { ideas } = await documentFor("Give me 3 startup ideas in healthcare", schema, strict);
      expect(ideas).toHaveLength(3);
      for (const idea of ideas) {
        expect(idea.name).not.toMatch(/^(?:MealWise|PetPals|ShiftSwap)$/);
        readsLikeText(idea.pitch, "pitch");
        readsLikeText(idea.target_market, "target_market");
        expect(`${idea.pitch} ${idea.target_market}`).toMatch(/patient|clinic|health|medic|therap|nurs|insurance|hospital/i);
      }
    }
  });

  it("answers the questions a pricing page is asked, not a quiz's: \"Generate FAQ entries for a SaaS pricing page\"", async () => {
    const { faqs } = await documentFor("Generate FAQ entries for a SaaS pricing page", listOf("faqs", { question: text, answer: text }));
    expect(faqs.length).toBeGreaterThan(0);
    for (const faq of faqs) {
      readsLikeText(faq.question, "question");
      readsLikeText(faq.answer, "answer");
      expect(faq.question).toMatch(/\?$/);
      expect(faq.question).toMatch(/plan|trial|pay|cancel|billing|limit/i);
    }
    // Another subject: what a user would ask about it.
    const { faqs: others } = await documentFor("Write 3 FAQs for a habit tracking app", listOf("faqs", { question: text, answer: text }));
    expect(others).toHaveLength(3);
    expect(others.map((faq: any) => faq.question)).toEqual(["What is a habit tracking app?", "How do I get started with a habit tracking app?", "How much does a habit tracking app cost?"]);
  });

  it("writes testimonials, team members, events, job postings, tweets and comments as what they are", async () => {
    const cases: [string, string, Record<string, unknown>, RegExp?][] = [
      ["Generate 3 customer testimonials for a project management tool", "testimonials", { name: text, role: text, quote: text }],
      ["Create 4 team members for an about page of a design agency", "team", { name: text, role: text, bio: text }],
      ["Generate 3 upcoming events for a tech meetup group", "events", { title: text, description: text }],
      ["Generate 3 job postings for a startup", "jobs", { title: text, salary: text, description: text }],
      ["Generate 5 tweets about climate change", "tweets", { author: text, content: text, likes: { type: "integer" } }, /climate change/],
      ["Generate 3 comments on a blog post about remote work", "comments", { author: text, text: text }],
    ];
    for (const [prompt, key, item, about] of cases) {
      const document = await documentFor(prompt, listOf(key, item));
      const records = document[key] as Record<string, unknown>[];
      expect(records.length, prompt).toBe(Number(/\d/.exec(prompt)![0]));
      for (const record of records) {
        for (const [field, value] of Object.entries(record)) if (typeof value === "string") readsLikeText(value, `${prompt}: ${field}`);
        if (typeof record.name === "string") expect(record.name, prompt).toMatch(PERSON);
        if (about) expect(record.content, prompt).toMatch(about);
      }
    }
  });

  it("keeps what the user wrote, and leaves other lists alone", () => {
    const written = { reviews: [{ author: "Ana", rating: 2, body: "Great battery but the case broke." }] };
    expect(withDemoRecords(written, contextOf('Classify this review by Ana: "Great battery but the case broke."'), () => true)).toBe(written);
    const gifts = { ideas: [{ name: "Idea 1", description: "x" }] };
    expect(withDemoRecords(gifts, contextOf("Give me 3 gift ideas for my dad"), () => true)).toBe(gifts);
    // Lists of real things, and records that are no person's words.
    const real: [string, unknown][] = [
      ["List 3 historical events of the 20th century", { events: [{ name: "Event 1", description: "x" }] }],
      ["Who were the members of the Beatles?", { members: [{ name: "John Lennon", role: "x" }] }],
      ["Which 3 jobs will AI replace first?", { jobs: [{ title: "Job 1", description: "x" }] }],
      ["List 3 famous startups", { startups: [{ name: "Startup 1", description: "x" }] }],
      ["Review this function: def add(a, b): return a - b", { comments: [{ line: 1, comment: "x" }] }],
      ["Rate this essay on clarity, structure and style", { ratings: [{ criterion: "clarity", score: 3, comment: "x" }] }],
    ];
    for (const [prompt, document] of real) expect(withDemoRecords(document, contextOf(prompt), () => true), prompt).toBe(document);
    const quiz = { questions: [{ question: "Q", options: ["a", "b"], answer: "a" }] };
    expect(withDemoRecords(quiz, contextOf("Make a quiz about the solar system"), () => true)).toBe(quiz);
  });

  it("keeps the values the schema refuses (a title of at most 10 characters)", () => {
    const document = { reviews: [{ rating: 5, title: "Review 1", body: "x" }] };
    const out = withDemoRecords(document, contextOf("Generate reviews for a lamp"), (value: any) => value.reviews[0].title.length <= 10) as typeof document;
    expect(out.reviews[0]!.title).toBe("Review 1");
    expect(out.reviews[0]!.body).toMatch(/this lamp/);
  });

  it("opens and ends a review as one of its kind of thing does, and reviews a product when the prompt names none", async () => {
    const schema = listOf("reviews", { name: text, stars: { type: "integer", minimum: 1, maximum: 5 }, comment: text });
    const { reviews } = await documentFor("Generate 4 reviews of a local pizza restaurant", schema);
    for (const review of reviews) {
      expect(review.comment).not.toMatch(/I've used|every day for a month/);
      if (review.stars >= 4) expect(review.comment).toMatch(/^We've been to this local pizza restaurant/);
    }
    const { elements } = await documentFor("Generate 3 product reviews", strictObject({ elements: { type: "array", items: strictObject({ reviewer: text, rating: { type: "integer" }, text }) } }));
    for (const review of elements) {
      expect(review.reviewer).toMatch(PERSON);
      expect(review.text).not.toMatch(/product reviews/);
      readsLikeText(review.text, "text");
    }
  });

  it("has customers speak of what they are customers of: a yoga studio's do not talk of their team's updates", async () => {
    const { testimonials } = await documentFor("Write 3 testimonials for my yoga studio", listOf("testimonials", { author: text, text }));
    for (const testimonial of testimonials) {
      expect(testimonial.text).not.toMatch(/team|updates|setup/i);
      readsLikeText(testimonial.text, "text");
    }
    expect(testimonials.map((testimonial: any) => testimonial.text).join(" ")).toMatch(/this yoga studio/);
  });

  it("answers a returns page's questions about returns, not a product's", async () => {
    const { faqs } = await documentFor("Generate 3 FAQs about our return policy", listOf("faqs", { question: text, answer: text }));
    expect(faqs).toHaveLength(3);
    for (const faq of faqs) {
      expect(`${faq.question} ${faq.answer}`).toMatch(/return|refund/i);
      expect(faq.answer).not.toMatch(/plan|account|setup guide|pricing/i);
    }
  });

  it("lays out a pricing table: named tiers, cheapest first, each with features", async () => {
    const schema = listOf("tiers", { name: text, price: { type: "number" }, features: { type: "array", items: text } });
    const { tiers } = await documentFor("Generate 3 pricing tiers for a SaaS product", schema);
    expect(tiers.map((tier: any) => tier.name)).toEqual(["Starter", "Pro", "Business"]);
    const prices = tiers.map((tier: any) => tier.price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    for (const tier of tiers) for (const feature of tier.features) readsLikeText(feature, "feature");
    // A meal plan is no pricing tier.
    const meals = { plans: [{ name: "Plan 1", price: 3 }] };
    expect(withDemoRecords(meals, contextOf("Make 3 meal plans for a week"), () => true)).toBe(meals);
  });

  it("writes user stories of the feature, each a story and its acceptance criteria, not \"Story 1\" and the faker's letters", async () => {
    const schema = listOf("stories", { title: text, description: text, acceptanceCriteria: { type: "array", items: text } });
    const { stories } = await documentFor("Generate 3 user stories for a shopping cart feature", schema);
    expect(stories).toHaveLength(3);
    for (const story of stories) {
      readsLikeText(story.title, "title");
      expect(story.description).toMatch(/^As a .+, I want .+ so that .+\.$/);
      expect(story.acceptanceCriteria.length).toBeGreaterThan(0);
      for (const criterion of story.acceptanceCriteria) readsLikeText(criterion, "criterion");
    }
    expect(stories[0].title).toBe("Add an item to the cart");
    // Any other feature: stories of it.
    const { stories: others } = await documentFor("Write 2 user stories for a dark mode feature", schema);
    for (const story of others) expect(story.description).toContain("the dark mode");
  });

  it("reviews a coffee maker as a machine, asks a FAQ's questions into `q`, and gives a post a reading time of minutes", async () => {
    const { reviews } = await documentFor("Generate 3 reviews for a coffee maker", listOf("reviews", { reviewer: text, rating: { type: "number", minimum: 1, maximum: 5 }, review: text }));
    for (const review of reviews) expect(review.review).not.toMatch(/staff|ordered|We've been/);
    const { faq } = await documentFor("Generate 4 FAQ entries for a meditation app", listOf("faq", { q: text, a: text }));
    expect(faq).toHaveLength(4);
    for (const entry of faq) {
      expect(entry.q).toMatch(/\?$/);
      expect(entry.q).not.toMatch(/Generate/);
    }
    const { articles } = await documentFor("Write 3 blog posts about React", listOf("articles", { title: text, excerpt: text, readingTime: { type: "integer" } }));
    for (const article of articles) {
      expect(article.readingTime).toBeGreaterThanOrEqual(3);
      expect(article.readingTime).toBeLessThanOrEqual(15);
    }
  });
});

describe("one record the prompt asks for is the whole document: a startup idea, an FAQ entry", () => {
  const idea = strictObject({ name: text, tagline: text, description: text, target_market: text });

  it.each([
    ["Give me a startup idea for pet owners", /\bpet|dog|cat\b/i],
    ["Give me a startup idea for remote teams", /\bremote|distributed\b/i],
    ["Suggest a business idea for students", /\bstudents?\b/i],
    ["Come up with an app idea for new parents", /\bparents?\b/i],
  ])("%s → one venture: its name, tagline, description and market all about it", async (prompt, audience) => {
    const venture = await documentFor(prompt, idea);
    for (const key of ["tagline", "description", "target_market"]) readsLikeText(venture[key], key);
    // A brand's name ("PetPals"): a capital inside a word is fine, a placeholder is not.
    expect(venture.name).toMatch(/^\p{Lu}[\p{L} ]{3,}$/u);
    // The name is the venture's, not the prompt's words; the market is who the prompt names.
    expect(venture.name).not.toMatch(/startup|idea|owners|teams|students/i);
    expect(venture.target_market).toMatch(audience);
    expect(venture.description).toMatch(audience);
    expect(venture.tagline).not.toBe(venture.name);
    // The same idea throughout: a list of ideas for the same audience starts with it.
    const { ideas } = await documentFor(prompt.replace(/\b(?:a|an) (\w+) idea\b/, "3 $1 ideas"), listOf("ideas", { name: text, description: text }));
    expect(ideas.map((each: { name: string }) => each.name)).toContain(venture.name);
    expect(ideas.find((each: { name: string }) => each.name === venture.name).description).toBe(venture.description);
  });

  it("leaves a document that judges an idea alone: \"Is this a good startup idea?\" gets no venture of its own", async () => {
    const prompt = "Is this a good startup idea: an app that finds dog walkers nearby?";
    const judged = await documentFor(prompt, strictObject({ verdict: text, explanation: text }));
    expect(judged.explanation).not.toBe(startupIdea(0, prompt).pitch);
    expect(withDemoRecords({ verdict: "x", explanation: "y" }, contextOf(prompt), () => true)).toEqual({ verdict: "x", explanation: "y" });
  });

  const faq = strictObject({ question: text, answer: text });

  it.each([
    ["Write an FAQ entry about our refund policy", /refund/i],
    ["Create a FAQ item about shipping times", /shipping|ship/i],
    ["Write one FAQ entry about password resets", /password/i],
    ["Draft an FAQ entry on cancelling a subscription", /cancel/i],
  ])("%s → a question a customer asks, and its answer, about the topic", async (prompt, topic) => {
    const entry = await documentFor(prompt, faq);
    readsLikeText(entry.question, "question");
    readsLikeText(entry.answer, "answer");
    expect(entry.question).toMatch(/^(?:How|What|When|Can|Do|Does|Is|Why|Where|Will)\b.*\?$/);
    expect(entry.question).not.toMatch(/FAQ|entry|item|Write|Create|Draft/i);
    expect(entry.question).toMatch(topic);
    expect(entry.answer).not.toMatch(/\?$/);
  });
});
