import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { toastReply } from "./toasts.ts";

const answer = (prompt: string): string => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined)!;

describe("toasts and speeches", () => {
  it("writes a wedding toast to be read aloud, ending with the raised glass, not a reply about the request", () => {
    const toast = answer("Write a toast for a wedding");
    expect(toast).toMatch(/^Good evening, everyone!\n\nFor those who don't know me, I'm \[Your name\]/);
    expect(toast).toMatch(/raise your glasses: to \[Name\] and \[Partner's name\].*Cheers!$/);
    expect(toast).not.toMatch(/Tell me what you'd like|How can I help/);
  });

  it.each([
    ["Write a speech for my sister's wedding", /I'm \[Your name\], \[Sister's name\]'s \[brother \/ sister\]\./, /to \[Sister's name\] and \[Partner's name\]/],
    ["Write a best man speech", /best friend for \[number\] years, and tonight his best man\./, /to \[Groom's name\] and/],
    ["Write a maid of honor speech", /today her maid of honour\./, /to \[Bride's name\] and/],
    ["Write a birthday toast for my dad", /a few words about Dad\./, /to Dad! Happy birthday/],
    ["Write a birthday toast for my friend's 40th", /40 years!/, /Happy birthday/],
    ["Write a retirement speech for my coworker", /celebrate \[Coworker's name\]/, /long and happy retirement! Cheers!$/],
    ["Write my retirement speech", /never quite believed this day would come/, /Thank you, everyone!$/],
    ["Write a graduation speech for my son", /a few words about \[Son's name\]/, /the graduate! Congratulations!$/],
    ["Write a eulogy for my grandfather", /to remember Grandpa\./, /Thank you, Grandpa, for everything\.$/],
    ["Give me a toast", /^If I could have everyone's attention/, /Cheers!$/],
  ])("%s: its occasion's speech, naming whom the prompt names", (prompt, opening, ending) => {
    const speech = toastReply(prompt)!;
    expect(speech).toMatch(opening);
    expect(speech).toMatch(ending);
    // No placeholder inside a placeholder: "[a story about [Name]]" reads as a broken template.
    expect(speech).not.toMatch(/\[[^\]]*\[/);
  });

  it("keeps a eulogy gentle: no glass raised", () => {
    expect(toastReply("Write a eulogy for my grandmother")).not.toMatch(/glass|Cheers/);
  });

  it("leaves what asks for no speech to the other replies", () => {
    for (const prompt of ["What is a toast?", "How do I make French toast?", "Write a speech recognition app"]) expect(toastReply(prompt), prompt).toBeUndefined();
  });
});
