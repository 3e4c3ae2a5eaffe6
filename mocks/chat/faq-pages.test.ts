import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { faqReply } from "./faq-pages.ts";
import { knownReply } from "./known-replies.ts";

const answer = (prompt: string): string | undefined => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);
const questions = (faq: string): string[] => [...faq.matchAll(/^\*\*(.+\?)\*\*$/gm)].map((match) => match[1]!);

describe("a FAQ for a product or a page", () => {
  it("writes the questions a product's visitors ask, each answered, with [Product] for the product's name", () => {
    const faq = answer("Write a FAQ for our product")!;
    expect(faq).toMatch(/^# Frequently Asked Questions\n\n\*\*What is \[Product\]\?\*\*\n\[Product\] helps you/);
    expect(questions(faq)).toEqual(["What is [Product]?", "How do I get started with [Product]?", "How much does [Product] cost?", "Is my data secure?", "Can I cancel at any time?", "How do I contact support?"]);
    expect(answer("Write a product FAQ")).toBe(faq);
  });

  it("asks a pricing page about billing and a returns page about returns, as many questions as asked", () => {
    expect(questions(answer("Create an FAQ section for our pricing page")!)).toContain("Is there a free trial?");
    const returns = faqReply("Write 4 FAQs about our return policy")!;
    expect(questions(returns)).toEqual(["How long do I have to return an item?", "How do I start a return?", "When will I get my refund?", "Can I exchange an item instead?"]);
  });

  it("leaves questions about FAQs to the other replies", () => {
    for (const prompt of ["What is a FAQ?", "What does FAQ stand for?"]) expect(faqReply(prompt), prompt).toBeUndefined();
  });
});
