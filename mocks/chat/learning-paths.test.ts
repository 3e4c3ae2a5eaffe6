import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { howToReply } from "./how-tos.ts";
import { knownReply } from "./known-replies.ts";
import { learningPathReply } from "./learning-paths.ts";
import { composeReply } from "./reply.ts";

const ask = (prompt: string, seed = 1): string => composeReply([{ role: "user", content: prompt }], seededRandom(seed), knownReply);

/** The general reply's filler, which these questions got before. */
const GENERIC = /measure before changing anything|it helps to know what you need it for|\*\*(?:Ask for feedback|Keep notes|Stay flexible|Learn from others|Start with the basics|Get feedback early)\*\*|Happy to write some/;

describe("the path for learning a popular skill, through the chain", () => {
  it.each([
    ["What's the best way to learn React?", "React", "react.dev"],
    ["Best way to learn Spanish", "Spanish", "*ser* versus *estar*"],
    ["How do I learn Python?", "Python", "docs.python.org"],
    ["How do I learn guitar?", "guitar", "JustinGuitar"],
    ["How do I learn to play the guitar?", "guitar", "E minor, A minor, D, G, C"],
    ["How to learn to draw", "drawing", "Drawabox"],
    ["Tips for learning French", "French", "*passé composé*"],
    ["Learn SQL fast", "SQL", "`GROUP BY`"],
    ["How can I learn TypeScript?", "TypeScript", "TypeScript Handbook"],
    ["Where do I start with Docker?", "Docker", "Dockerfile"],
    ["how do i learn kubernetes", "Kubernetes", "minikube"],
    ["How do I learn Rust?", "Rust", "Rustlings"],
    ["How should I learn Go?", "Go", "*A Tour of Go*"],
    ["How to learn C++", "C++", "learncpp.com"],
    ["How do I start learning Swift?", "Swift", "Xcode"],
    ["What's the easiest way to learn Kotlin?", "Kotlin", "Kotlin Koans"],
    ["How do I learn Vue.js?", "Vue", "vuejs.org"],
    ["How can I learn Angular?", "Angular", "angular.dev"],
    ["How do I learn Node.js?", "Node.js", "Express"],
    ["How do I learn Git?", "Git", "*Pro Git*"],
    ["Best way to learn AWS as a beginner", "AWS", "billing alarm"],
    ["How do I learn Java?", "Java", "Spring Boot"],
    ["How do I learn JavaScript from scratch?", "JavaScript", "javascript.info"],
    ["I want to learn JavaScript, where do I start?", "JavaScript", "MDN"],
    ["How do I learn German?", "German", "*Nicos Weg*"],
    ["How can I learn Japanese fast?", "Japanese", "hiragana and katakana"],
    ["How do I learn Mandarin?", "Chinese", "the four tones"],
    ["How do I learn piano as an adult?", "piano", "*Alfred's Basic Adult Piano Course*"],
    ["How do I learn photography?", "photography", "exposure triangle"],
    ["How do I learn to cook?", "cooking", "*Salt, Fat, Acid, Heat*"],
    ["How do I learn touch typing?", "touch typing", "home row"],
    ["How do I learn to type faster?", "touch typing", "keybr.com"],
    ["Where do I begin with Rust?", "Rust", "*The Rust Programming Language*"],
    ["How do I learn Python for data science?", "Python", "pandas"],
  ])("answers %j with a numbered path for %s naming its own resources (%j)", (prompt, skill, resource) => {
    const reply = ask(prompt);
    expect(reply.split("\n")[0]).toBe(`A path for learning **${skill}** that works for most people:`);
    expect(reply).toContain(resource);
    expect(reply).toMatch(/\n1\. \*\*[\s\S]*\n4\. \*\*/);
    expect(reply).toMatch(/\n\n\*\*To keep going:\*\* \S/);
    expect(reply).not.toMatch(GENERIC);
  });

  it.each([
    ["How do I get better at chess?", "chess", "lichess.org"],
    ["How can I improve my English?", "English", "BBC Learning English"],
    ["How can I get better at singing?", "singing", "lip trills"],
  ])("answers %j, asking to improve, with the path to work through for %s (%j)", (prompt, skill, resource) => {
    const reply = ask(prompt);
    expect(reply.split("\n")[0]).toBe(`To get better at **${skill}**, work through these in order, skipping what you already know:`);
    expect(reply).toContain(resource);
    expect(reply).not.toMatch(GENERIC);
  });

  it.each([
    ["Where should I start with machine learning?", "machine learning", "fast.ai"],
    ["How do I learn data science?", "data science", "scikit-learn"],
    ["Best way to learn web development", "web development", "The Odin Project"],
  ])("answers %j, a field, with its stages (%s, %j)", (prompt, field, resource) => {
    const reply = ask(prompt);
    expect(reply.split("\n")[0]).toBe(`A path into **${field}**, stage by stage:`);
    expect(reply).toContain(resource);
    expect(reply.match(/- First project: /g)?.length).toBeGreaterThanOrEqual(4);
  });

  it("answers 'Is it too late to learn piano at 40?' with a no, then the piano's path", () => {
    const reply = ask("Is it too late to learn piano at 40?");
    expect(reply).toMatch(/^No, it isn't too late\. Adults learn piano all the time/);
    expect(reply).toContain("A path for learning **piano**");
  });
});

describe("how long learning a skill takes", () => {
  it("answers 'How long does it take to learn JavaScript?' with ranges to the basics, job-ready and advanced, and the hours caveat", () => {
    const reply = ask("How long does it take to learn JavaScript?");
    expect(reply).toMatch(/^It depends mostly on how many hours a week you put in\. Rough ranges for \*\*JavaScript\*\* at 5–10 hours a week:/);
    expect(reply).toMatch(/- \*\*The basics\*\*: \d[\s\S]*- \*\*Job-ready\*\*: \d[\s\S]*- \*\*Advanced\*\*: \d/);
    expect(reply).not.toMatch(GENERIC);
  });

  it.each([
    ["How long does it take to learn Spanish?", "Spanish", "600–750", "Category I"],
    ["How long to learn French", "French", "600–750", "Category I"],
    ["How long does it take to become fluent in German?", "German", "900", "Category II"],
    ["How long will it take me to learn Japanese?", "Japanese", "2,200", "Category IV"],
    ["How long does it take to learn Mandarin Chinese?", "Mandarin Chinese", "2,200", "Category IV"],
  ])("answers %j with conversational and fluent ranges, and the FSI's estimate for %s, labelled", (prompt, language, hours, category) => {
    const reply = ask(prompt);
    expect(reply).toMatch(/- \*\*Conversational\*\*: [\s\S]*- \*\*Fluent\*\*: /);
    expect(reply).toContain(`the US Foreign Service Institute estimates about **${hours} class hours** for an English speaker to reach professional working proficiency in ${language} (its ${category}`);
  });

  it("answers 'How many hours a day should I study to learn Japanese?' with the daily pace first, then what it leads to", () => {
    const reply = ask("How many hours a day should I study to learn Japanese?");
    expect(reply).toMatch(/^A good target for \*\*Japanese\*\* is about an hour a day/);
    expect(reply).toContain("- **Fluent**: ");
  });

  it("gives a skill's own pace: touch typing is practised in minutes a day", () => {
    expect(ask("How long does it take to learn touch typing?")).toContain("at 15–20 minutes a day");
  });
});

describe("the roadmap to a career", () => {
  it.each([
    ["Roadmap to become a frontend developer", "a **frontend developer**", ["HTML and CSS", "JavaScript", "A framework"], "react.dev"],
    ["How do I become a data scientist?", "a **data scientist**", ["Python and the maths", "SQL and data wrangling", "Machine learning"], "pandas"],
    ["How to get into cybersecurity?", "a **cybersecurity professional**", ["IT foundations", "Security fundamentals", "Hands-on practice"], "Security+"],
    ["DevOps roadmap", "a **DevOps engineer**", ["Git and CI/CD", "Containers", "Cloud and infrastructure as code"], "Terraform"],
    ["How do I become a UX designer?", "a **UX designer**", ["User research", "Wireframes and prototypes", "Portfolio"], "Figma"],
    ["Give me a roadmap for becoming a machine learning engineer", "a **machine learning engineer**", ["Classic machine learning", "Deep learning"], "PyTorch"],
    ["How can I become a backend developer?", "a **backend developer**", ["HTTP and APIs", "Databases"], "PostgreSQL"],
  ])("answers %j with the stages to %s, in order, each with what to learn and a first project", (prompt, role, stages, resource) => {
    const reply = ask(prompt);
    expect(reply.split("\n")[0]).toBe(`A roadmap to becoming ${role}, stage by stage:`);
    const positions = stages.map((stage) => reply.search(new RegExp(String.raw`\*\*\d\. ${stage.replace(/[+/]/g, "\\$&")}\*\*\n- Learn: .+\n- First project: .+`)));
    for (const position of positions) expect(position).toBeGreaterThan(0);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(reply).toContain(resource);
    expect(reply).toMatch(/\*\*To keep going:\*\* at 10–15 hours a week, reaching job-ready takes about \d/);
  });

  it("answers 'How do I become a React developer?' with React's path", () => {
    expect(ask("How do I become a React developer?")).toMatch(/^A path for learning \*\*React\*\*/);
  });
});

describe("which to learn first", () => {
  it("answers 'Should I learn Rust or Go first?' with what each is the better first pick for", () => {
    const reply = ask("Should I learn Rust or Go first?");
    expect(reply).toMatch(/^Either is a good choice; pick by what you want to do:/);
    expect(reply).toMatch(/- \*\*Rust first\*\* if you want systems programming/);
    expect(reply).toMatch(/- \*\*Go first\*\* if you want back-end services/);
  });

  it("answers 'Should I learn Python or JavaScript first?' with the comparison table 'What should I learn first, Python or JavaScript?' gets, both sides named whole", () => {
    const reply = ask("Should I learn Python or JavaScript first?");
    expect(reply).toMatch(/^\*\*Python\*\* and \*\*JavaScript\*\*/);
    expect(reply).toBe(ask("What should I learn first, Python or JavaScript?"));
    expect(reply).not.toContain("JavaScript first");
  });

  it.each([
    ["Should I learn React or JavaScript first?", "JavaScript", "React"],
    ["Which should I learn first, Kubernetes or Docker?", "Docker", "Kubernetes"],
    ["TypeScript or JavaScript first?", "JavaScript", "TypeScript"],
  ])("answers %j with the one the other builds on (%s before %s), then its path", (prompt, base, built) => {
    const reply = ask(prompt);
    expect(reply).toMatch(new RegExp(String.raw`^Learn \*\*${base}\*\* first: ${built} builds on it`));
    expect(reply).toContain(`A path for learning **${base}**`);
  });
});

describe("what it leaves to the other replies", () => {
  it("leaves learning to code to the explanations and best-picks.ts, and gives the how-to for 'How do I learn to swim?' however asked", () => {
    expect(ask("How do I learn to code?")).toContain("Pick one language and stick with it");
    expect(learningPathReply("How do I learn to code?")).toBeUndefined();
    expect(ask("How do I learn to swim?")).toBe(howToReply("How do I learn to swim?"));
    expect(ask("What's the best way to learn to swim?")).toBe(howToReply("How do I learn to swim?"));
    expect(learningPathReply("What's the best way to learn to code?")).toBeUndefined();
  });

  it("answers 'How long does it take to learn to code?' with its ranges, and 'Is it too late to learn to code at 30?' with a no and the explanations' path", () => {
    expect(ask("How long does it take to learn to code?")).toMatch(/^It depends mostly on how many hours a week you put in\. Rough ranges for \*\*coding\*\*/);
    const late = ask("Is it too late to learn to code at 30?");
    expect(late).toMatch(/^No, it isn't too late\. Adults learn coding all the time/);
    expect(late).toContain("Pick one language and stick with it");
  });

  it.each([
    "How do I learn to love myself?",
    "Learn more about our pricing",
    "How do I learn React hooks?",
    "How do I improve my sleep?",
    "How long does it take to boil an egg?",
    "How do I become a millionaire?",
    "Roadmap for our product launch",
    "Should I buy a Mac or a PC first?",
    "Tips for starting a business",
    "How do I study for exams?",
    "Is it too late to start a family at 40?",
  ])("does not answer %j", (prompt) => {
    expect(learningPathReply(prompt)).toBeUndefined();
  });
});
