import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { pressReleaseReply } from "./press-releases.ts";
import { knownReply } from "./known-replies.ts";

const answer = (prompt: string): string | undefined => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);

describe("a press release", () => {
  it("is written in the usual form: release line, headline, dateline, body, quote, boilerplate, media contact", () => {
    const release = answer("Write a press release announcing our new product")!;
    expect(release).toMatch(/^FOR IMMEDIATE RELEASE\n\n\*\*\[Company\] Launches \[Product Name\], \[One-Line Benefit\]\*\*\n/);
    expect(release).toMatch(/\n\*\*\[City\], \[Date\]\*\* — \[Company\], the \[category\] company that \[what it does\], today announced the launch of \[Product Name\]/);
    expect(release).toMatch(/\n"[^"\n]+," said \[Name\], /);
    expect(release).toMatch(/\n\*\*About \[Company\]\*\*\n\[Company\] is a /);
    expect(release).toMatch(/\n\*\*Media contact\*\*\n\[Name\], \[Title\]\n\[Email\] \| \[Phone\]\n\n###$/);
  });

  it("announces a funding round as a raise, with its series", () => {
    const release = answer("Write a press release about our Series A funding")!;
    expect(release).toMatch(/^FOR IMMEDIATE RELEASE\n\n\*\*\[Company\] Raises \[\$ Amount\] Series A Funding to /);
    expect(release).toMatch(/led by \[Lead Investor\]/);
  });

  it("names a product the prompt names, and shapes a partnership or a hire as that news", () => {
    expect(pressReleaseReply("Draft a press release for the launch of Nimbus Notes")).toMatch(/\*\*\[Company\] Launches Nimbus Notes, /);
    expect(pressReleaseReply("Write a press release announcing our partnership with Stripe")).toMatch(/\*\*\[Company\] and \[Partner\] Partner to /);
    expect(pressReleaseReply("Write a press release announcing our new CEO")).toMatch(/\*\*\[Company\] Appoints \[Name\] as \[Title\]\*\*/);
  });

  it("leaves questions about press releases to the other replies", () => {
    for (const prompt of ["What is a press release?", "How long should a press release be?"]) expect(pressReleaseReply(prompt), prompt).toBeUndefined();
  });
});
