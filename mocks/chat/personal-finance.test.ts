import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { asChoice } from "./choice-variety.ts";
import { annualYield, compounded, dollars, monthlyPayment, yearsToDouble } from "./finance-math.ts";
import { FINANCE_PAIRS, FINANCE_TERMS } from "./finance-terms.ts";
import { knownReply } from "./known-replies.ts";
import { GENERAL_INFORMATION, PERSONAL_FINANCE_CUES, personalFinanceReply, statedAmounts } from "./personal-finance.ts";
import { composeReply } from "./reply.ts";

const answered = (prompt: string) => composeReply([{ role: "user", content: prompt }], seededRandom(1), knownReply);

/** The openings of the generic replies a finance question used to get. */
const GENERIC = /it helps to know what you need it for|narrow it down to two or three options|Ask for feedback|Keep notes|I'd rather not guess|side by side on a few points/;

/** Each term as a question names it, and how its definition opens. */
const TERMS: readonly (readonly [string, string])[] = [
  ["a Roth IRA", "A **Roth IRA** is a US individual retirement account"],
  ["an IRA", "An **IRA (individual retirement account)** is"],
  ["a traditional IRA", "A **traditional IRA** is a US individual retirement account"],
  ["a 401(k)", "A **401(k)** is a retirement plan offered by a US employer"],
  ["an index fund", "An **index fund** is a mutual fund or ETF"],
  ["an ETF", "An **ETF (exchange-traded fund)** is"],
  ["a mutual fund", "A **mutual fund** pools money"],
  ["APR", "**APR (annual percentage rate)** is the yearly cost of borrowing"],
  ["APY", "**APY (annual percentage yield)** is"],
  ["an emergency fund", "An **emergency fund** is cash set aside"],
  ["the 50/30/20 rule", "The **50/30/20 rule** is a simple budget"],
  ["the debt snowball", "The **debt snowball** is"],
  ["the debt avalanche", "The **debt avalanche** is"],
  ["a bond", "A **bond** is a loan you make"],
  ["dividends", "A **dividend** is a share of a company's profits"],
  ["diversification", "**Diversification** means spreading your money"],
  ["dollar-cost averaging", "**Dollar-cost averaging** means investing a fixed amount"],
  ["net worth", "Your **net worth** is everything you own"],
  ["a budget", "A **budget** is a plan for your money"],
  ["capital gains", "A **capital gain** is the profit"],
  ["amortization", "**Amortization** is paying off a loan"],
  ["an HSA", "An **HSA (health savings account)** is"],
  ["an expense ratio", "An **expense ratio** is the yearly fee"],
  ["a bear market", "A **bear market** is a fall of **20% or more**"],
  ["a bull market", "A **bull market** is a long stretch of rising prices"],
  ["a credit card's grace period", "A credit card's **grace period** is"],
  ["credit utilization", "**Credit utilization** is how much of your available revolving credit"],
  ["a certificate of deposit", "A **certificate of deposit (CD)** is"],
  ["the rule of 72", "The **rule of 72** is a shortcut"],
  ["a target-date fund", "A **target-date fund** is a single fund"],
  ["a high-yield savings account", "A **high-yield savings account** is a savings account"],
  ["a money market account", "A **money market account** is a bank or credit-union deposit account"],
  ["the S&P 500", "The **S&P 500** is a stock market index"],
  ["PMI", "**PMI (private mortgage insurance)** is insurance"],
  ["a 529 plan", "A **529 plan** is a US savings account for education"],
  ["a credit card", "A **credit card** lets you borrow"],
];

const PHRASINGS: readonly ((term: string) => string)[] = [
  (term) => `What is ${term}?`,
  (term) => `Explain ${term}`,
  (term) => `Can you explain ${term} in simple terms?`,
  (term) => `How does ${term} work?`,
  (term) => `Tell me about ${term}.`,
];

describe("personal-finance terms, defined", () => {
  it("has a question for every term of the table", () => {
    expect(TERMS.length).toBe(FINANCE_TERMS.length);
  });

  it.each(TERMS.flatMap(([term, opening]) => PHRASINGS.map((phrase) => [phrase(term), opening] as const)))("answers %j with the term's definition", (prompt, opening) => {
    const reply = answered(prompt);
    expect(reply.startsWith(opening)).toBe(true);
    expect(reply).not.toMatch(GENERIC);
  });

  it.each([
    ["What's an index fund?", "An **index fund**"],
    ["What are ETFs?", "An **ETF"],
    ["What does APR stand for?", "**APR (annual percentage rate)**"],
    ["What does net worth mean?", "Your **net worth**"],
    ["Define amortization", "**Amortization**"],
    ["What is a Roth IRA and how does it work?", "A **Roth IRA**"],
    ["ELI5 index funds", "An **index fund**"],
    ["What is a CD in banking?", "A **certificate of deposit (CD)**"],
    ["How do bank CDs work?", "A **certificate of deposit (CD)**"],
  ])("answers %j however the question is put", (prompt, opening) => {
    expect(answered(prompt).startsWith(opening)).toBe(true);
  });

  it("gives each definition a reason it matters", () => {
    for (const { name, answer } of FINANCE_TERMS) expect(answer, name).toMatch(/Why it matters|It comes in two main kinds/);
  });
});

describe("worked examples, computed from the standard formulas", () => {
  it("computes compound growth, a loan payment, a yield and a doubling time", () => {
    expect(compounded(1000, 0.05, 10).toFixed(2)).toBe("1628.89");
    expect(monthlyPayment(300000, 0.06, 30).toFixed(2)).toBe("1798.65");
    expect(annualYield(0.05, 12).toFixed(5)).toBe("0.05116");
    expect(yearsToDouble(0.08).toFixed(2)).toBe("9.01");
    expect(dollars(1628.894626777442)).toBe("$1,628.89");
    expect(dollars(9000)).toBe("$9,000");
  });

  it.each([
    ["What is amortization?", ["$1,798.65 a month", "$1,500 of it is interest", "$298.65 goes to the balance"]],
    ["What is APY?", ["5.12%", "$511.62"]],
    ["Explain dollar-cost averaging", ["30.5 shares", "$9.84 a share", "$10.17"]],
    ["What is a Roth IRA?", ["$6,000", "$89,846.75"]],
    ["What is a 401(k)?", ["$3,600 a year", "another $1,800"]],
    ["What is net worth?", ["$55,000 − $25,000 = **$30,000**"]],
    ["What is credit utilization?", ["30% utilization"]],
    ["What is the rule of 72?", ["9.01 years"]],
    ["What is APR?", ["about $20 in interest"]],
    ["What is PMI?", ["$2,025 a year", "$168.75 a month"]],
    ["How do credit cards work?", ["about $40 in interest"]],
  ])("answers %j with the right numbers", (prompt, figures) => {
    const reply = answered(prompt);
    for (const figure of figures) expect(reply).toContain(figure);
  });

  it("shows what inflation does to savings, computed", () => {
    const reply = answered("How does inflation affect my savings?");
    expect(reply).toContain("$7,440.94");
    expect(reply).toContain("real return");
    expect(reply).not.toMatch(GENERIC);
  });
});

describe("two terms told apart", () => {
  it.each([
    ["APR vs APY", "**APY includes compounding**"],
    ["What's the difference between APY and APR?", "**APY includes compounding**"],
    ["Debt snowball vs avalanche", "**smallest balance** first"],
    ["Should I use the avalanche or snowball method?", "**highest interest rate** first"],
    ["ETF vs mutual fund", "once a day at its closing net asset value"],
    ["Roth vs traditional IRA", "is when you pay the tax"],
    ["Should I open a Roth IRA or a traditional IRA?", "is when you pay the tax"],
    ["What's the difference between stocks and bonds?", "**Bonds** are a loan"],
    ["Bull vs bear market", "a bull thrusts its horns up"],
    ["401(k) vs IRA", "who offers them"],
    ["Which is better, a Roth IRA or a 401k?", "who offers them"],
    ["Index fund vs ETF", "an **index fund** is a strategy"],
  ])("answers %j with the difference", (prompt, difference) => {
    const reply = answered(prompt);
    expect(reply).toContain(difference);
    expect(reply).not.toMatch(GENERIC);
  });

  it("compares every pair in either order", () => {
    expect(FINANCE_PAIRS.length).toBe(8);
    expect(personalFinanceReply("bear market vs bull market")).toBe(personalFinanceReply("bull market vs bear market"));
    expect(personalFinanceReply("mutual fund or ETF?")).toBe(personalFinanceReply("ETF or mutual fund?"));
  });
});

describe("money decisions, answered with the rules of thumb", () => {
  it.each([
    ["How much should I save for retirement?", "**15% of your pre-tax income for retirement**"],
    ["Should I pay off debt or invest?", "**Get your full employer 401(k) match**"],
    ["How big should my emergency fund be?", "**3 to 6 months of essential expenses**"],
    ["How much house can I afford?", "**28/36 rule**"],
    ["How much rent can I afford?", "**30% of your gross (pre-tax) income on rent**"],
    ["How do I start investing?", "**Buy one broad, low-cost fund**"],
    ["How do I build my credit score?", "**payment history (35%)**"],
    ["What's a good budget for a family of four?", "for a family of four is the **50/30/20 budget**"],
    ["How much do I need to retire?", "**25 times the yearly spending your savings must cover**"],
    ["How much of my paycheck should I save?", "**15% of your pre-tax income"],
    ["How much should I save each month?", "**15% of your pre-tax income for retirement**"],
    ["How much should I contribute to my 401k?", "**Take the full employer match first**"],
    ["How do I pay off credit card debt?", "the highest interest rate first (the **debt avalanche**"],
    ["How do I get out of debt?", "**List every debt**"],
    ["How do I pay off debt?", "**Put every extra dollar on one debt**"],
    ["What's a good credit score?", "**670 or above counts as good**"],
    ["How much should I have saved by 30?", "- **1× your salary by 30**"],
  ])("answers %j with the rule, as general information", (prompt, rule) => {
    const reply = answered(prompt);
    expect(reply).toContain(rule);
    expect(reply.endsWith(GENERAL_INFORMATION)).toBe(true);
    expect(reply).not.toMatch(GENERIC);
  });

  it.each([
    ["I make $60,000 a year, how much should I save?", ["**$9,000 a year ($750 a month)**"]],
    ["I earn $5,000 a month. How much should I be saving for retirement?", ["On $60,000 a year", "$9,000 a year ($750 a month)"]],
    ["My salary is $80k, how much should I invest for retirement?", ["$12,000 a year ($1,000 a month)"]],
    ["My expenses are $2,500 a month, how big should my emergency fund be?", ["**$7,500 to $15,000**"]],
    ["How much house can I afford on $120k a year?", ["$10,000 a month before tax", "up to **$2,800**", "up to **$3,600**"]],
    ["How much rent can I afford if I make $4,000 a month?", ["**$1,200 a month**"]],
    ["How much do I need to retire if I spend $50,000 a year?", ["25 × $50,000 = **$1,250,000**"]],
    ["How should I budget $5,000 a month?", ["**$2,500** for needs", "**$1,500** for wants", "**$1,000** for savings and debt"]],
    ["How do I start investing with $1000?", ["**$7,612.26** after 30 years"]],
    ["How can I start investing with $200 a month?", ["**$243,994.20**", "$72,000 is what you put in"]],
    ["How much should I have saved by 40 if I make $75,000 a year?", ["- **3× your salary by 40 ($225,000 on $75,000)**", "10× your salary by 67 ($750,000 on $75,000)"]],
    ["How much should I have in my 401k at 35?", ["At 35, you're past the 30 mark (1×)"]],
  ])("uses the amounts %j gives", (prompt, figures) => {
    const reply = answered(prompt);
    for (const figure of figures) expect(reply).toContain(figure);
  });

  it.each([
    ["Should I pay off my credit card at 22% or invest?", "At **22%**, paying the debt off comes first"],
    ["Should I pay off my student loans at 5% or invest?", "At **5%**, you're in the middle band"],
    ["My mortgage is at 3%, should I pay it off early or invest?", "At **3%**, the debt is cheap"],
  ])("weighs the rate %j states", (prompt, verdict) => {
    expect(answered(prompt)).toContain(verdict);
  });
});

describe("choices of n", () => {
  it("words a definition another way for a later choice, keeping its facts", () => {
    const first = asChoice(0, 0, () => answered("What is an HSA?"));
    const second = asChoice(1, 0, () => answered("What is an HSA?"));
    expect(second).not.toBe(first);
    expect(second).toContain("**HSA (health savings account)**");
  });

  it("keeps a decision whole, its general-information line included, in every choice", () => {
    for (const index of [0, 1, 2]) expect(asChoice(index, 0, () => answered("How much should I save for retirement?")).endsWith(GENERAL_INFORMATION)).toBe(true);
  });
});

describe("credit scores by FICO's ranges", () => {
  it.each([
    ["Is 700 a good credit score?", '**700 is in the "Good" range** (670–739)'],
    ["Is 620 a good credit score?", '**620 is in the "Fair" range** (580–669)'],
    ["Is 810 a good FICO score?", '**810 is in the "Exceptional" range** (800–850)'],
  ])("places the score %j names", (prompt, band) => {
    expect(answered(prompt).startsWith(band)).toBe(true);
  });
});

describe("what it leaves to the other replies", () => {
  it.each([
    "What is a bond villain?",
    "How much should I tip?",
    "What is a dividend in math?",
    "How much should I save for a car?",
    "What is compound interest?",
    "What is inflation?",
    "How do I make a budget?",
    "Is it better to rent or buy?",
    "Write a Python function for compound interest",
    "How do I get a credit card?",
    "What is a grace period?",
    "What's the best way to invest for beginners?",
    "What's a good score in golf?",
    "How much should I invest in marketing?",
    "How much should I save on a new laptop?",
    "What is a CD?",
    `What is a Roth IRA? ${"Please answer in detail with examples. ".repeat(6)}`,
  ])("does not answer %j", (prompt) => {
    expect(personalFinanceReply(prompt)).toBeUndefined();
  });

  it("keeps the answers other modules give to neighbouring money questions", () => {
    expect(answered("What is compound interest?")).toContain("about **$1,629 after ten**");
    expect(answered("Is it better to rent or buy?")).toContain("| | Renting | Buying |");
    expect(answered("How do I make a budget?")).toContain("**Work out your monthly income**");
    expect(answered("How much should I tip?")).not.toContain(GENERAL_INFORMATION);
  });
});

describe("amounts read from the prompt", () => {
  it("reads an income with its period", () => {
    expect(statedAmounts("i make $60k a year")).toEqual([{ value: 60000, per: "year", role: "income" }]);
    expect(statedAmounts("my expenses are $2,500 a month")).toEqual([{ value: 2500, per: "month", role: "spending" }]);
  });

  it("takes no count, rule or plan name for an amount", () => {
    expect(statedAmounts("a budget for a family of 4 using the 50/30/20 rule and a 401(k)")).toEqual([]);
  });
});

describe("the chain's cues", () => {
  const cued = (prompt: string) => PERSONAL_FINANCE_CUES.some((cue) => prompt.toLowerCase().includes(cue));
  /** Every character `\s` matches. */
  const spaces = Array.from({ length: 0x10000 }, (_, code) => String.fromCharCode(code)).filter((char) => /\s/.test(char));

  it("name the S&P 500 written with any white space, or none, on either side of its \"and\"", () => {
    expect(personalFinanceReply("What is the S and P 500?")).toContain("**S&P 500**");
    for (const before of ["", ...spaces]) for (const after of ["", ...spaces]) expect(cued(`What is the S${before}and${after}P 500?`), JSON.stringify([before, after])).toBe(true);
  });

  it("leave out a prompt whose only finance-looking word is an \"and\"", () => {
    expect(cued("What are the pros and cons of database indexing?")).toBe(false);
  });
});
