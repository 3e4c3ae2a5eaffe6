import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { ageBetween, lifeReply } from "./life-questions.ts";
import { composeReply } from "./reply.ts";

const CHAT = "/client/v2/ai/chat/completions";
/** The clock these answers are dated by: 7 December 2026, a week before Taylor Swift's birthday. */
const DECEMBER_7 = Date.UTC(2026, 11, 7, 12);

/** A conversation of alternating user and assistant turns, the user first. */
const turns = (...texts: string[]) => texts.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));
/** The mock's reply to the conversation's last user message, on the clock's `now`. */
const reply = (now: number, ...texts: string[]) => composeReply(turns(...texts), seededRandom(1), knownReply, undefined, now);

describe("how old a well-known person is, by the mock's clock", () => {
  it("works out a living person's age from the birth date and the clock", () => {
    expect(lifeReply("How old is Taylor Swift?", DECEMBER_7)).toBe("**Taylor Swift** was born on **13 December 1989**, in West Reading, Pennsylvania, so she is **36** years old.");
    // On her birthday she is a year older.
    expect(lifeReply("How old is Taylor Swift?", Date.UTC(2026, 11, 13, 8))).toBe("**Taylor Swift** was born on **13 December 1989**, in West Reading, Pennsylvania, so she turns **37** today.");
    expect(lifeReply("how old is elon musk now", DECEMBER_7)).toContain("**Elon Musk** was born on **28 June 1971**, in Pretoria, South Africa, so he is **55** years old.");
    expect(lifeReply("What is Messi's age?", DECEMBER_7)).toContain("so he is **39** years old");
    expect(lifeReply("What age is Billie Eilish?", DECEMBER_7)).toContain("so she is **24** years old");
  });

  it("gives a dead person's age when they died", () => {
    expect(lifeReply("How old was Einstein when he died?", DECEMBER_7)).toBe("**Albert Einstein** died on **18 April 1955**, in Princeton, New Jersey, at the age of **76**; he was born on 14 March 1879, in Ulm, Germany.");
    expect(lifeReply("At what age did Mozart die?")).toContain("at the age of **35**");
    expect(lifeReply("How old is Paul Allen?", DECEMBER_7)).toBe("**Paul Allen** died on **15 October 2018**, in Seattle, at the age of **65**; he was born on 21 January 1953, in Seattle.");
    expect(lifeReply("How old would Michael Jackson be today?", DECEMBER_7)).toMatch(/at the age of \*\*50\*\*; .* Had he lived, he would be 68 today\.$/);
    // Only the month of Shakespeare's birth is known, and he died in that month.
    expect(lifeReply("How old was Shakespeare when he died?")).toContain("at the age of **51 or 52**");
  });

  it("says whether a person is alive, and a living person's death is their being alive", () => {
    expect(lifeReply("Is Paul McCartney still alive?", DECEMBER_7)).toBe("Yes, **Paul McCartney** is alive, as far as I know: he was born on 18 June 1942, in Liverpool, so he is 84.");
    expect(lifeReply("Has Bob Dylan died?", DECEMBER_7)).toBe("No, **Bob Dylan** is alive, as far as I know: he was born on 24 May 1941, in Duluth, Minnesota, so he is 85.");
    expect(lifeReply("Is Michael Jackson dead?")).toMatch(/^Yes\. \*\*Michael Jackson\*\* died on \*\*25 June 2009\*\*, in Los Angeles, at the age of \*\*50\*\*/);
    expect(lifeReply("Is Einstein still alive?")).toMatch(/^No\. \*\*Albert Einstein\*\* died on \*\*18 April 1955\*\*/);
    expect(lifeReply("When did Bill Gates die?", DECEMBER_7)).toBe("**Bill Gates** is alive, as far as I know: he was born on 28 October 1955, in Seattle, so he is 71.");
  });

  it("knows the people chats ask about most, past and present", () => {
    expect(lifeReply("When was Barack Obama born?")).toBe("**Barack Obama** was born on **4 August 1961**, in Honolulu, Hawaii.");
    expect(lifeReply("How old was Queen Elizabeth II when she died?")).toContain("died on **8 September 2022**, in Balmoral Castle, Scotland, at the age of **96**");
    expect(lifeReply("How old is Beyonce?", DECEMBER_7)).toContain("**Beyoncé** was born on **4 September 1981**");
    expect(lifeReply("Is Pelé still alive?")).toMatch(/^No\. \*\*Pelé\*\* died on \*\*29 December 2022\*\*, in São Paulo, at the age of \*\*82\*\*/);
  });

  it("gives the birth date alone without a clock, and leaves other people and questions to the other replies", () => {
    expect(lifeReply("How old is Taylor Swift?")).toBe("**Taylor Swift** was born on **13 December 1989**, in West Reading, Pennsylvania.");
    expect(lifeReply("How old is Jane Doe?", DECEMBER_7)).toBeUndefined();
    expect(lifeReply("How old is the universe?", DECEMBER_7)).toBeUndefined();
    expect(lifeReply("How old was Taylor Swift when she released her first album?", DECEMBER_7)).toBeUndefined();
  });

  it("counts whole years, and gives both where the birthday is known only to the month or the year", () => {
    expect(ageBetween({ year: 1989, month: 12, day: 13 }, { year: 2026, month: 12, day: 12 })).toBe("36");
    expect(ageBetween({ year: 1989, month: 12, day: 13 }, { year: 2026, month: 12, day: 13 })).toBe("37");
    expect(ageBetween({ year: 1770, month: 12, day: undefined }, { year: 1827, month: 3, day: 26 })).toBe("56");
    expect(ageBetween({ year: 1445, month: undefined, day: undefined }, { year: 1510, month: 5, day: 17 })).toBe("64 or 65");
    expect(ageBetween({ year: 1989, month: 12, day: 13 }, { year: 1989, month: 1, day: 1 })).toBeUndefined();
  });
});

describe("follow-ups about a person's age", () => {
  it("gives each person's age for 'How old are they?', and a dead one's age when they died", () => {
    const ages = reply(DECEMBER_7, "Who founded Microsoft?", "Microsoft was founded by Bill Gates and Paul Allen in 1975.", "How old are they?");
    expect(ages).toMatch(/^Taking "they" as Bill Gates and Paul Allen:/);
    expect(ages).toContain("- **Bill Gates** was born on **28 October 1955**, in Seattle, so he is **71** years old.");
    expect(ages).toContain("- **Paul Allen** died on **15 October 2018**, in Seattle, at the age of **65**");
  });

  it("takes he or she from the previous answer", () => {
    expect(reply(DECEMBER_7, "Who wrote Yesterday?", "Paul McCartney wrote it.", "Is he still alive?")).toBe(lifeReply("Is Paul McCartney still alive?", DECEMBER_7));
    expect(reply(DECEMBER_7, "Who discovered radium?", "Marie Curie, with Pierre Curie.", "How old was she when she died?")).toContain("**Marie Curie** died on **4 July 1934**, in Passy, in the French Alps, at the age of **66**");
    expect(reply(DECEMBER_7, "Who is the CEO of Apple?", "Tim Cook.", "When did he die?")).toBe("**Tim Cook** is alive, as far as I know: he was born on 1 November 1960, in Mobile, Alabama, so he is 66.");
  });
});

describe("in a chat completion", () => {
  it("dates an age by the mock's clock, a day at a time, also for a conversation it has answered before", async () => {
    const mock = testMock();
    const ask = async () => (await mock.call("POST", CHAT, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "How old is Taylor Swift?" }] } })).body.choices[0].message.content as string;
    mock.clock.set(DECEMBER_7);
    // Asked three times: the third answer is the one the mock kept.
    for (let i = 0; i < 3; i++) expect(await ask()).toContain("so she is **36** years old");
    mock.clock.set(Date.UTC(2026, 11, 13, 9));
    expect(await ask()).toContain("so she turns **37** today");
    mock.clock.set(Date.UTC(2030, 0, 1));
    expect(await ask()).toContain("so she is **40** years old");
  });
});
