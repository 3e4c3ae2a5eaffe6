/**
 * Personal-finance questions, as budgeting and fintech app demos ask them: a term explained ("What
 * is a Roth IRA?", "Explain dollar-cost averaging", "How does an HSA work?"), two terms told apart
 * ("APR vs APY", "Debt snowball vs avalanche": finance-terms.ts holds both tables), and the common
 * decisions answered with the widely used rules of thumb: 15% of pre-tax income for retirement
 * (match included), Fidelity's salary multiples by age, 25 times yearly spending to retire (the 4%
 * rule), 3 to 6 months of expenses for an emergency fund, high-interest debt before investing but
 * the employer match first, the 28/36 rule for a home and 30% of gross income for rent, the
 * 50/30/20 budget, the FICO score's factors for building credit and FICO's ranges for a good score,
 * and a plan to pay off debt (one debt at a time, the rate cut). These are standard guidance;
 * the cut-offs between "pay the debt" and "invest" (about 4% and 7–8%) are the ranges commonly
 * quoted, and a decision always ends with the line that it is general information.
 *
 * Amounts the prompt gives are used: "I make $60,000 a year, how much should I save?" gets 15% =
 * $9,000 a year, $750 a month (finance-math.ts computes every figure). An income written without
 * "a year" or "a month" is taken as monthly below $15,000 and yearly above (designed). Compound
 * interest, inflation, mortgages, credit scores and taxes are why-how-everyday.ts's, asked before.
 * A definition for a later choice of `n` is reworded by fact-samples.ts; a decision is not, so its
 * general-information line stays.
 */

import { sampledFact } from "./fact-samples.ts";
import { compounded, dollars } from "./finance-math.ts";
import { FINANCE_PAIRS, FINANCE_TERMS } from "./finance-terms.ts";
import { PrefilteredTable } from "./required-words.ts";
import { about, askedCore, how } from "./why-how-questions.ts";

/** Cheap first look: a finance question names one of these words. */
const CUE =
  /\b(?:iras?|401|roth|funds?|etfs?|aprs?|apys?|budget\w*|debts?|credit|invest\w*|retire\w*|save|saved|saving|savings|afford|bonds?|stocks?|shares|dividends?|diversif\w*|dollar|net worth|capital gains?|amorti[sz]ation|hsas?|expense ratios?|bear|bull|grace|utili[sz]ation|cds?|certificates?|rule of 72|50\/30\/20|50-30-20|snowball|avalanche|dca|fico|inflation|pmi|529|money[-\s]market|high[-\s]yield|hysa|s\s?&\s?p|s\s?and\s?p)\b|\b401/;

/** Every character `\s` matches: "S and P" may be written with one of them, or none, on either side of its "and". */
const SPACES = "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";

/**
 * The chain's cues (reply-chain.ts): CUE's words, one of which every question it answers has.
 * "S and P" is cued by its "and" with the "p" after it, as `\s?` allows: "and" alone is in most
 * prompts ("pros and cons"), each of which the link would be asked and turn away.
 */
export const PERSONAL_FINANCE_CUES: readonly string[] = [
  "ira", "401", "roth", "fund", "etf", "apr", "apy", "budget", "debt", "credit", "invest", "retire", "sav", "afford", "bond", "stock", "share", "dividend",
  "diversif", "dollar", "net worth", "capital gain", "amorti", "hsa", "expense ratio", "bear", "bull", "grace", "utili", "cd", "certificate", "rule of 72",
  "50/30/20", "50-30-20", "snowball", "avalanche", "dca", "fico", "inflation", "pmi", "529", "money", "yield", "hysa", "&",
  "andp", ...[...SPACES].map((space) => `and${space}p`),
];

/** Said at the end of every decision: these are rules of thumb, not advice for the person asking. */
export const GENERAL_INFORMATION =
  "_This is general information, not personal financial advice: your income, debts, taxes and goals can change the right answer, and a fee-only financial planner can look at your whole picture._";

/**
 * The answer to a personal-finance question, or undefined for any other prompt.
 * @example personalFinanceReply("What is a Roth IRA?")?.startsWith("A **Roth IRA** is a US individual retirement account") // true
 */
export function personalFinanceReply(prompt: string): string | undefined {
  if (prompt.length > 200) return undefined;
  const text = prompt.toLowerCase().replace(/[’‘]/g, "'");
  if (!CUE.test(text)) return undefined;
  const decided = decisionReply(text);
  if (decided !== undefined) return `${decided}\n\n${GENERAL_INFORMATION}`;
  // A definition for a later choice of `n` is the same definition in other words (fact-samples.ts);
  // a decision keeps its shape, so its last line, the general-information one, is never cut.
  return sampledFact(prompt, conceptReply(prompt));
}

// ——— Concepts: "What is X?", "X vs Y" ———

const ARTICLE = String.raw`(?:(?:an?|the|my)\s+)?`;
/** "…and how does it work": asked after the term, changing nothing. */
const AND_HOW = String.raw`(?:,?\s+and\s+how\s+(?:does|do)\s+(?:it|they)\s+work|\s+(?:in\s+(?:finance|investing|personal\s+finance|banking)|for\s+beginners))?`;

/** The ways of asking what `subject` is. */
function conceptForms(subject: string): string[] {
  return [
    ...about(subject),
    ...how(subject),
    String.raw`define\s+${ARTICLE}(?:${subject})`,
    String.raw`what\s+does\s+${ARTICLE}(?:${subject})\s+(?:mean|stand\s+for)`,
    String.raw`(?:what(?:'s|\s+is)\s+)?(?:the\s+)?(?:meaning|definition)\s+of\s+${ARTICLE}(?:${subject})`,
    String.raw`${ARTICLE}(?:${subject})\s+explained`,
  ];
}

/** The ways of asking how `first` and `second` differ, in that order. */
function pairForms(first: string, second: string): string[] {
  const a = String.raw`${ARTICLE}(?:${first})`;
  const b = String.raw`${ARTICLE}(?:${second})`;
  return [
    String.raw`(?:(?:what(?:'s|\s+is|\s+are)|explain|describe)\s+)?(?:the\s+)?(?:main\s+)?differences?\s+between\s+${a}\s+and\s+${b}`,
    String.raw`${a}\s+(?:vs\.?|versus|or|compared\s+to)\s+${b}(?:,?\s*(?:which\s+is\s+better|what's\s+the\s+difference))?`,
    String.raw`(?:should\s+i\s+(?:choose|pick|get|open|use|do|go\s+with|invest\s+in)|which\s+is\s+better,?)\s+${a}\s+or\s+${b}`,
    String.raw`(?:compare|comparing)\s+${a}\s+(?:and|vs\.?|with|to)\s+${b}`,
    String.raw`how\s+(?:do|does)\s+${a}\s+(?:and\s+${b}\s+differ|differ\s+from\s+${b})`,
  ];
}

const wholeQuestion = (forms: readonly string[]): RegExp => new RegExp(`^(?:${forms.join("|")})${AND_HOW}$`, "i");

const PAIR_QUESTIONS = FINANCE_PAIRS.map((pair) => ({
  asked: wholeQuestion([...pairForms(pair.first, pair.second), ...pairForms(pair.second, pair.first)]),
  answer: pair.answer,
}));
const TERM_QUESTIONS = FINANCE_TERMS.map((term) => ({ asked: wholeQuestion(conceptForms(term.subject)), answer: term.answer }));
/** The pairs, then the terms, tried only where the question has their words (required-words.ts). */
export const FINANCE_TABLE = new PrefilteredTable([...PAIR_QUESTIONS, ...TERM_QUESTIONS], (question) => question.asked);

function conceptReply(prompt: string): string | undefined {
  const core = askedCore(prompt);
  if (INFLATION_ON_SAVINGS.test(core)) return inflationOnSavings();
  return FINANCE_TABLE.find(core)?.answer;
}

/** "How does inflation affect my savings?": what inflation is itself is why-how-everyday.ts's. */
const INFLATION_ON_SAVINGS =
  /^(?:how\s+(?:does|do|will|can|would)\s+inflation\s+(?:affect|impact|hurt|erode|eat\s+(?:into|away(?:\s+at)?))|(?:what(?:'s|\s+is|\s+does)\s+)?(?:the\s+)?(?:effect|impact)\s+of\s+inflation\s+on|does\s+inflation\s+(?:affect|hurt|erode))\s+(?:my\s+|your\s+|our\s+|the\s+)?(?:savings(?:\s+accounts?)?|money|cash|retirement\s+savings|purchasing\s+power)$/;

/** Inflation against cash: the buying power lost, computed, and where savings keep up. */
function inflationOnSavings(): string {
  const kept = 10000 / compounded(1, 0.03, 10);
  return `Inflation shrinks what your savings can **buy**: the number in your account stays the same, but each dollar buys a little less every year prices rise. What counts is the **real return**, roughly your interest rate minus inflation.

Example: at 3% inflation, ${dollars(10000)} left in an account paying nothing buys only what ${dollars(kept)} buys today after 10 years. In a savings account paying 4% while inflation runs at 3%, it grows in real terms by only about 1% a year.

What people usually do about it:

- **Keep cash for what it's for**: an emergency fund and goals within a few years, in a high-yield savings account, money-market fund or CDs whose rate comes close to inflation, not a checking account paying nothing.
- **Invest long-term money**: over long periods, diversified stock index funds have grown well ahead of inflation, though with ups and downs along the way.
- **Inflation-protected bonds**: in the US, I bonds and TIPS are linked to inflation by design.`;
}

// ——— Amounts the prompt gives ———

/** What an amount in the prompt is: income, spending, or anything else (a sum to invest). */
type AmountRole = "income" | "spending" | "other";

interface StatedAmount {
  readonly value: number;
  readonly per?: "year" | "month";
  readonly role: AmountRole;
}

const AMOUNT = /(\$\s?)?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k\b|thousand\b)?(\s*dollars\b)?/g;
const PERIOD_AFTER = /^\s*(?:(?:a|per|\/|each|every)\s*(year|yr|annum|month|mo)\b|(annually|yearly|annual|monthly))/;
const PERIOD_BEFORE = /\b(annual|annually|yearly|monthly)\b[^$\d]{0,30}$/;
const INCOME_BEFORE = /\b(?:make|makes|making|made|earn|earns|earning|income|salary|paid|take[- ]home|bring\s+home|gross|paycheck)\b[^$\d]{0,25}$/;
const INCOME_AFTER = /^\s*(?:(?:a|per)\s+(?:year|month)\s+)?(?:salary|income|paycheck)\b/;
const SPENDING_BEFORE = /\b(?:spend|spends|spending|expenses|bills|costs?|live\s+on|living\s+on)\b[^$\d]{0,25}$/;
const SPENDING_AFTER = /^\s*(?:(?:a|per)\s+(?:year|month)\s+)?(?:in|of|on)?\s*(?:expenses|bills|spending|living\s+costs)\b/;

/**
 * The dollar amounts the lower-case `text` states, with the period and the role its words give them.
 * @example statedAmounts("i make $60k a year") // [{ value: 60000, per: "year", role: "income" }]
 */
export function statedAmounts(text: string): StatedAmount[] {
  const amounts: StatedAmount[] = [];
  for (const match of text.matchAll(AMOUNT)) {
    const [whole, sign, digits, fraction, thousands, spelled] = match;
    // "family of 4", "50/30/20", "401(k)" are no amounts: an amount has a sign, a "k" or "dollars".
    if (!sign && !thousands && !spelled) continue;
    const value = Number(digits!.replace(/,/g, "") + (fraction ?? "")) * (thousands ? 1000 : 1);
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const after = text.slice(match.index + whole.length, match.index + whole.length + 40);
    const period = PERIOD_AFTER.exec(after) ?? PERIOD_BEFORE.exec(before);
    const said = period?.[1] ?? period?.[2];
    const per = said === undefined ? undefined : /^(?:month|mo|monthly)$/.test(said) ? "month" : "year";
    const role: AmountRole = SPENDING_AFTER.test(after) || SPENDING_BEFORE.test(before) ? "spending" : INCOME_BEFORE.test(before) || INCOME_AFTER.test(after) ? "income" : "other";
    amounts.push(per === undefined ? { value, role } : { value, per, role });
  }
  return amounts;
}

/** The first amount of `role`, as a yearly figure: a month's times 12; one without a period is a month's below $15,000 (designed). */
function yearly(amounts: readonly StatedAmount[], role: AmountRole): number | undefined {
  const found = amounts.find((amount) => amount.role === role);
  if (found === undefined) return undefined;
  const monthly = found.per === "month" || (found.per === undefined && found.value < 15000);
  return monthly ? found.value * 12 : found.value;
}

/**
 * The yearly income the prompt states: an amount said to be earned, else one given "a year" or "a
 * month" with no other role ("How much house can I afford on $120k a year?").
 */
function yearlyIncome(amounts: readonly StatedAmount[]): number | undefined {
  return yearly(amounts, "income") ?? yearly(amounts.filter((amount) => amount.per !== undefined), "other");
}

/** "$60,000 a year ($5,000 a month)". */
function yearAndMonth(perYear: number): string {
  return `${dollars(perYear)} a year (${dollars(perYear / 12)} a month)`;
}

// ——— Decisions ———

function decisionReply(text: string): string | undefined {
  return (
    emergencyFundDecision(text) ??
    retirementTargetDecision(text) ??
    debtOrInvestDecision(text) ??
    savedByAgeDecision(text) ??
    savingRateDecision(text) ??
    debtPayoffDecision(text) ??
    creditScoreRangeDecision(text) ??
    housingDecision(text) ??
    startInvestingDecision(text) ??
    creditBuildingDecision(text) ??
    budgetDecision(text)
  );
}

const EMERGENCY_FUND = /\bemergency\s+(?:fund|savings|cushion)s?\b/;
const SIZE_ASKED = /\bhow\s+(?:big|much|large)\b|\bhow\s+many\s+months\b|\bshould\b|\benough\b|\bneed\b/;

/** "How big should my emergency fund be?": 3 to 6 months of essential expenses. */
function emergencyFundDecision(text: string): string | undefined {
  if (!EMERGENCY_FUND.test(text) || !SIZE_ASKED.test(text)) return undefined;
  const spending = yearly(statedAmounts(text), "spending");
  const monthly = spending === undefined ? undefined : spending / 12;
  const sized =
    monthly === undefined
      ? `For example, if your essentials come to ${dollars(3000)} a month, that's ${dollars(9000)} to ${dollars(18000)}.`
      : `With essential expenses of ${dollars(monthly)} a month, that's **${dollars(monthly * 3)} to ${dollars(monthly * 6)}**.`;
  return `The usual rule of thumb is an emergency fund of **3 to 6 months of essential expenses**: rent or mortgage, utilities, groceries, insurance, transport and minimum debt payments, not your full spending. ${sized}

- **Aim for the low end** (3 months) if your job is stable and your household has two incomes.
- **Aim for 6 months or more** if you're self-employed, your income varies, you're the only earner, or you have dependants.
- **Start small**: a first goal of ${dollars(1000)}, or one month of expenses, already covers most surprise bills, and it's a good target before paying extra on debt.

Keep it in a high-yield savings account or money-market account, separate from your everyday account, so it earns some interest but is there the same week you need it.`;
}

const RETIREMENT_TARGET =
  /\bhow\s+much\s+(?:money\s+)?(?:do|will|would|should)\s+(?:i|we|you|one)\s+need\s+(?:to\s+retire|for\s+retirement|in\s+retirement|(?:saved|to\s+save)\s+(?:to|for)\s+retire(?:ment)?)|\bhow\s+much\s+(?:money\s+)?is\s+enough\s+(?:to|for)\s+retire(?:ment)?|\bhow\s+big\s+(?:a|of\s+a)\s+nest\s+egg/;

/** "How much do I need to retire?": 25 times yearly spending (the 4% rule). */
function retirementTargetDecision(text: string): string | undefined {
  if (!RETIREMENT_TARGET.test(text)) return undefined;
  const amounts = statedAmounts(text);
  const spending = yearly(amounts, "spending") ?? yearly(amounts, "other");
  const example =
    spending === undefined
      ? `For example, to spend ${dollars(40000)} a year from savings you'd want about **${dollars(40000 * 25)}**.`
      : `To spend ${dollars(spending)} a year, that's 25 × ${dollars(spending)} = **${dollars(spending * 25)}**.`;
  return `A widely used rule of thumb is to have **25 times the yearly spending your savings must cover**. It comes from the **4% rule**: withdrawing about 4% of your savings in the first year, then adjusting that amount for inflation, has historically lasted at least 30 years. ${example}

- **Count other income first**: Social Security or a pension covers part of your spending, so only the gap needs to come from savings.
- **A simpler check** many planners use: plan to replace about 70–80% of your pre-retirement income.
- **By age**, Fidelity's guideline is to have saved 1× your salary by 30, 3× by 40, 6× by 50, 8× by 60 and 10× by 67.

If you're far from it, saving 15% of your income from your 20s or 30s is the usual way to get there.`;
}

const DEBT = /\b(?:debts?|loans?|credit\s+cards?|mortgage|balances?)\b/;
const INVEST = /\binvest\w*|\b401\s?\(?k\)?|\b(?:save|saving)\s+for\s+retirement\b|\bstocks?\b|\bindex\s+funds?\b/;
/** "Should I pay off debt or save?": saving against the debt, the same order of priorities. */
const SAVE_INSTEAD = /\b(?:debts?|loans?|credit\s+cards?|balances?)\s+(?:or|vs\.?|versus|before)\s+(?:save|saving|savings|build(?:ing)?\s+(?:up\s+)?savings)\b|\b(?:save|saving|savings|build(?:ing)?\s+(?:up\s+)?savings)\s+(?:or|vs\.?|versus|before)\s+(?:pay(?:ing)?\s+(?:off|down)\s+)?(?:my\s+|the\s+)?(?:debts?|loans?|credit\s+cards?|balances?)\b/;
const CHOICE = /\b(?:or|vs\.?|versus|before|first|instead|rather)\b/;
const RATE = /(\d+(?:\.\d+)?)\s*(?:%|percent)/;

/** "Should I pay off debt or invest?", "…or save?": the match first, high-interest debt next, then it depends on the rate. */
function debtOrInvestDecision(text: string): string | undefined {
  if (!SAVE_INSTEAD.test(text) && (!DEBT.test(text) || !INVEST.test(text) || !CHOICE.test(text))) return undefined;
  const stated = RATE.exec(text);
  const rate = stated === undefined || stated === null ? undefined : Number(stated[1]);
  return `It depends mostly on the **interest rate** of the debt. The usual order of priorities:

1. **Save a small emergency fund** (around ${dollars(1000)}, or a month of expenses) so a surprise bill doesn't go on a card.
2. **Get your full employer 401(k) match**, even while in debt: a 50% or 100% match is an instant return no debt payoff beats.
3. **Pay off high-interest debt**: anything above about **7–8%**, above all credit cards at 20% or more. Paying it off is a guaranteed return equal to the rate.
4. **Build the emergency fund** to 3–6 months of expenses.
5. **Debt at roughly 4–7%**: either choice is reasonable; many people split extra money between paying it down and investing.
6. **Debt below about 4%** (many mortgages, some student loans): usually invest rather than pay early, since a diversified stock fund has historically returned more over the long run, though not guaranteed.${rate === undefined ? "" : `\n\n${rateVerdict(rate)}`}`;
}

function rateVerdict(rate: number): string {
  if (rate >= 8) return `At **${rate}%**, paying the debt off comes first (after the employer match): it's a guaranteed ${rate}% return.`;
  if (rate >= 4) return `At **${rate}%**, you're in the middle band: take the match, then splitting extra money between the debt and investing is a sensible choice.`;
  return `At **${rate}%**, the debt is cheap: take the match, keep paying it on schedule, and invest the extra.`;
}

const SAVING_ASKED =
  /\bhow\s+much\s+(?:money\s+)?(?:should|do|must|can)\s+(?:i|we|you|one)\s+(?:really\s+)?(?:be\s+)?(?:save|saving|put\s+(?:away|aside)|set\s+aside|invest|investing|contribute|contributing)\b|\bhow\s+much\s+to\s+save\b|\bhow\s+much\s+of\s+(?:my\s+|our\s+)?(?:income|salary|paycheck|pay)\s+should\s+(?:i|we)\s+(?:save|invest|put)|\bwhat\s+percent(?:age)?\s+of\s+(?:my\s+|your\s+|our\s+)?(?:income|salary|paycheck|pay)\s+should\s+(?:i|we|you)\s+(?:save|invest|put)/;
const RETIREMENT_NAMED = /\bretire\w*|\b401\s?\(?k\)?|\biras?\b|\bpension\b/;
/** What may follow "how much should I save": nothing, or a period, or a share of the income. */
const SAVING_PERIOD =
  /^\s*(?:(?:each|a|per|every)\s+(?:month|year|paycheck|week)|monthly|yearly|(?:of|from)\s+(?:my|our)\s+(?:income|salary|paycheck|pay)|(?:for|in)\s+(?:the\s+)?(?:future|later|savings))?\s*[?.!]*\s*$/;
/** "…save for a car", "…for a wedding": a goal these rules of thumb are not about. */
const OTHER_GOAL = /\b(?:save|saving|put\s+(?:away|aside)|set\s+aside|invest|contribute)\w*\s+(?:up\s+)?for\s+(?:an?\s+|my\s+|the\s+|our\s+)?(?!retire|my\s+retire|the\s+future|later|old\s+age)(\w+)/;

/** "How much should I save for retirement?", "I make $60,000 a year, how much should I save?": 15% of pre-tax income. */
function savingRateDecision(text: string): string | undefined {
  const asked = SAVING_ASKED.exec(text);
  if (!asked || (OTHER_GOAL.test(text) && !/\bretire/.test(text))) return undefined;
  const income = yearlyIncome(statedAmounts(text));
  // "How much should I invest in marketing?" is no saving rate: the question ends at the verb, or
  // names retirement, a period or an income.
  const rest = text.slice(asked.index + asked[0].length);
  if (income === undefined && !RETIREMENT_NAMED.test(text) && !SAVING_PERIOD.test(rest)) return undefined;
  const saving = income === undefined ? undefined : income * 0.15;
  const worked =
    income === undefined || saving === undefined
      ? `For example, on a ${dollars(60000)} salary that's ${dollars(9000)} a year, or ${dollars(750)} a month.`
      : `On ${dollars(income)} a year, 15% is **${yearAndMonth(saving)}**. If your employer matches 3% of your salary (${dollars(income * 0.03)}), your own part is ${dollars(saving - income * 0.03)} a year, ${dollars((saving - income * 0.03) / 12)} a month.`;
  return `A common rule of thumb is to save **15% of your pre-tax income for retirement**, counting any employer match. ${worked}

- **Take the full employer match first**: it's part of the 15% and free money.
- **Build an emergency fund** of 3–6 months of expenses alongside it, and pay off high-interest debt.
- **Starting later means saving more**: if you begin in your 40s, 20% or more may be needed.
- **For everything else**, the 50/30/20 budget puts 20% of take-home pay toward all savings and extra debt payments.
- **A check by age** (Fidelity's guideline): about 1× your salary saved by 30, 3× by 40, 6× by 50, 8× by 60 and 10× by 67.`;
}

/** Fidelity's guideline: the multiple of salary saved for retirement by each age. */
const SALARY_MULTIPLES: readonly (readonly [age: number, multiple: number])[] = [
  [30, 1],
  [40, 3],
  [50, 6],
  [60, 8],
  [67, 10],
];
const SAVED_BY_AGE =
  /\bhow\s+much\s+(?:money\s+)?should\s+(?:i|we|you|one)\s+have\s+(?:saved|in\s+(?:savings|(?:my\s+|your\s+)?(?:401\s?\(?k\)?|retirement(?:\s+savings)?)))\b(?:\s+(?:by|at)\s+(?:age\s+)?(\d{2}))?/;
const AGE_STATED = /\b(?:i'?m|i\s+am|age|aged)\s+(\d{2})\b|\b(\d{2})\s*(?:years?\s+old|yo)\b/;

/** "How much should I have saved by 30?": Fidelity's salary multiples, with the salary and age given. */
function savedByAgeDecision(text: string): string | undefined {
  const asked = SAVED_BY_AGE.exec(text);
  if (!asked) return undefined;
  const agedAt = AGE_STATED.exec(text);
  const age = Number(asked[1] ?? agedAt?.[1] ?? agedAt?.[2] ?? Number.NaN);
  const income = yearlyIncome(statedAmounts(text));
  const milestones = SALARY_MULTIPLES.map(([at, multiple]) => {
    const line = `${multiple}× your salary by ${at}${income === undefined ? "" : ` (${dollars(income * multiple)} on ${dollars(income)})`}`;
    return at === age ? `- **${line}**` : `- ${line}`;
  });
  const reached = [...SALARY_MULTIPLES].reverse().find(([at]) => at <= age);
  const yours =
    Number.isNaN(age) || reached === undefined
      ? ""
      : reached[0] === age
        ? ""
        : `\n\nAt ${age}, you're past the ${reached[0]} mark (${reached[1]}×) and heading for the next one.`;
  return `A widely used guideline for **retirement savings** is Fidelity's: aim to have saved a multiple of your salary by each age.

${milestones.join("\n")}${yours}

It assumes you save about 15% of your income a year from your 20s and retire at 67; behind it is the simpler target of 25 times the yearly spending your savings must cover. Separately, keep an **emergency fund** of 3–6 months of essential expenses in savings. If you're behind, raising your savings rate a point or two each year, and taking the full employer match, closes the gap.`;
}

const DEBT_PAYOFF =
  /\bhow\s+(?:do|can|should|to)\s+(?:i\s+|we\s+)?(?:pay\s+off|pay\s+down|get\s+out\s+of|get\s+rid\s+of|tackle|eliminate)\s+(?:my\s+|our\s+|all\s+(?:my\s+)?)?(?:credit\s+card\s+debts?|credit\s+cards?|debts?|student\s+loans?|loans?)\b(?!\s+or\b)/;

/** "How do I pay off credit card debt?": stop the growth, then one debt at a time. */
function debtPayoffDecision(text: string): string | undefined {
  if (!DEBT_PAYOFF.test(text)) return undefined;
  return `A plan that works for most people:

1. **List every debt** with its balance, interest rate and minimum payment.
2. **Stop adding to it**: put the cards away and build a small cash buffer (around ${dollars(1000)}) so surprises don't go back on a card.
3. **Pay every minimum on time**, always, to avoid fees and protect your credit score.
4. **Put every extra dollar on one debt**: the highest interest rate first (the **debt avalanche**, cheapest overall) or the smallest balance first (the **debt snowball**, quicker wins). When one is paid off, roll its payment onto the next.
5. **Cut the interest rate**: call the card issuer to ask for a lower APR, or consider a 0% balance-transfer card (usually a 3–5% fee, and only if you can clear it before the offer ends) or a lower-rate consolidation loan.
6. **Find extra money** in your budget: trim wants, sell unused things, put raises and refunds toward the debt.

If the payments are more than you can manage, a nonprofit credit counselling agency (in the US, one affiliated with the NFCC) can set up a debt management plan.`;
}

const CREDIT_SCORE_RANGE =
  /\b(?:what(?:'s|\s+is)\s+(?:a\s+)?(?:good|bad|great|excellent|average|normal|fair|decent|poor)\s+(?:fico\s+|credit\s+)?score|is\s+(?:a\s+)?(\d{3})\s+(?:a\s+)?(?:good|bad|fair|decent|great|excellent)\s+(?:fico\s+|credit\s+)?score)\b/;
/** FICO's own ranges, from the bottom of the scale. */
const FICO_RANGES: readonly (readonly [from: number, to: number, name: string])[] = [
  [300, 579, "Poor"],
  [580, 669, "Fair"],
  [670, 739, "Good"],
  [740, 799, "Very good"],
  [800, 850, "Exceptional"],
];

/** "What's a good credit score?", "Is 700 a good credit score?": FICO's ranges. */
function creditScoreRangeDecision(text: string): string | undefined {
  const asked = CREDIT_SCORE_RANGE.exec(text);
  if (!asked || !/\b(?:credit|fico)\b/.test(text)) return undefined;
  const score = asked[1] === undefined ? undefined : Number(asked[1]);
  const band = score === undefined ? undefined : FICO_RANGES.find(([from, to]) => score >= from && score <= to);
  const verdict = score === undefined || band === undefined ? "" : `**${score} is in the "${band[2]}" range** (${band[0]}–${band[1]}).\n\n`;
  const ranges = FICO_RANGES.map(([from, to, name]) => `- **${name}**: ${from}–${to}`).join("\n");
  return `${verdict}On the FICO scale (300–850), the most widely used in the US, **670 or above counts as good**, and 740 or above gets you most lenders' best rates:

${ranges}

The average FICO score in the US is in the low 700s. VantageScore uses the same 300–850 scale with slightly different bands. To raise yours: pay on time, keep card balances under 30% of their limits, and keep old accounts open.`;
}

const HOUSE_ASKED =
  /\bhow\s+much\s+(?:of\s+a\s+)?(house|home|mortgage|rent|apartment)\s+(?:payment\s+)?(?:can|could|should)\s+(?:i|we)\s+(?:afford|pay|spend)|\bwhat\s+(?:price\s+)?(house|home|mortgage|rent)\s+can\s+(?:i|we)\s+afford|\bhow\s+much\s+should\s+(?:i|we)\s+spend\s+on\s+(rent|housing|a\s+house|a\s+home|a\s+mortgage)/;

/** "How much house can I afford?": the 28/36 rule; "How much rent can I afford?": 30% of gross income. */
function housingDecision(text: string): string | undefined {
  const asked = HOUSE_ASKED.exec(text);
  if (!asked) return undefined;
  const thing = asked[1] ?? asked[2] ?? asked[3]!;
  const income = yearlyIncome(statedAmounts(text));
  const monthly = (income ?? 90000) / 12;
  const example = income === undefined ? `For example, on a ${dollars(90000)} gross salary (${dollars(monthly)} a month)` : `On ${dollars(income)} a year (${dollars(monthly)} a month before tax)`;
  if (/rent|apartment/.test(thing)) {
    return `A common rule of thumb is to spend no more than **30% of your gross (pre-tax) income on rent**. ${example}, that's about **${dollars(monthly * 0.3)} a month**.

- Landlords often use a similar test, asking that your income be about **3 times the rent**.
- In expensive cities 30% can be hard to hit; if you go above it, cut back on wants so you can still save.
- Count utilities, renter's insurance and parking in the housing cost.`;
  }
  return `Lenders commonly use the **28/36 rule**: your housing payment (mortgage principal and interest, property tax, home insurance and any HOA or PMI) should stay under **28% of your gross monthly income**, and all your debt payments together under **36%**. ${example}, that's a housing payment of up to **${dollars(monthly * 0.28)}** and total debt payments of up to **${dollars(monthly * 0.36)}** a month.

- **Subtract your other debts**: car or student loan payments come out of the 36%, so they lower what's left for the house.
- **The down payment**: 20% avoids private mortgage insurance (PMI) on a conventional loan, though many buyers put down less.
- **Keep cash for the rest**: closing costs (often 2–5% of the price), moving, repairs, and your emergency fund.

What price that payment buys depends on the interest rate, taxes and down payment, so try a mortgage calculator with your own numbers, and remember the bank may approve more than is comfortable.`;
}

const START_INVESTING =
  /\bhow\s+(?:do|can|should|would)\s+(?:i|we|a\s+beginner)\s+(?:start|begin|get\s+started)\s+(?:with\s+)?investing\b|\bhow\s+to\s+(?:start|begin|get\s+started)\s+(?:with\s+)?investing\b|\bhow\s+(?:do|can|should)\s+(?:i|we)\s+invest\s+(?:my\s+)?(?:first\s+)?(?:\$|\d)|\bwhere\s+(?:should|do|can)\s+(?:i|we)\s+invest\b|\binvesting\s+for\s+beginners\b/;

/** "How do I start investing with $1000?": the order of steps, and a broad low-cost fund. */
function startInvestingDecision(text: string): string | undefined {
  if (!START_INVESTING.test(text)) return undefined;
  const stated = statedAmounts(text).find((amount) => amount.role !== "spending");
  const grown =
    stated === undefined
      ? ""
      : stated.per === "month"
        ? `\n\nWhat ${dollars(stated.value)} a month can become: at an average 7% a year (a common long-run assumption for a stock index fund, not a promise), about **${dollars(monthlyGrowth(stated.value, 0.07, 30))}** after 30 years, of which ${dollars(stated.value * 360)} is what you put in.`
        : `\n\nWhat ${dollars(stated.value)} can become: at an average 7% a year (a common long-run assumption for a stock index fund, not a promise), about **${dollars(compounded(stated.value, 0.07, 30))}** after 30 years without adding anything. Adding a little every month grows it much faster.`;
  return `A simple way to start investing, in the order most guides recommend:

1. **Have a small emergency fund and no high-interest debt** first; otherwise a bad month forces you to sell at the wrong time.
2. **Use a tax-advantaged account**: your workplace 401(k) up to the employer match, then a **Roth IRA** (in the US) or your country's equivalent.
3. **Buy one broad, low-cost fund**: a total-market or S&P 500 **index fund** or ETF, or a **target-date fund** that handles the stock-and-bond mix for you. Look for an expense ratio under about 0.2%.
4. **Automate it**: invest a fixed amount every month (dollar-cost averaging) and don't try to time the market.
5. **Leave it alone** for the long term: money you need within about five years belongs in savings, not stocks.

Many brokerages have no minimum and sell fractional shares, so you can start with any amount.${grown}`;
}

/** `payment` invested at the end of every month at `rate` a year for `years` (the future value of an annuity). */
function monthlyGrowth(payment: number, rate: number, years: number): number {
  const monthlyRate = rate / 12;
  return (payment * ((1 + monthlyRate) ** (years * 12) - 1)) / monthlyRate;
}

const CREDIT_BUILDING = /\b(?:build|improve|raise|increase|boost|fix|establish|repair|rebuild|grow)\s+(?:up\s+)?(?:my\s+|your\s+|our\s+|a\s+|good\s+|better\s+)?credit(?:\s+scores?|\s+history|\s+ratings?)?\b(?!\s+cards?)/;
const HOW_ASKED = /\b(?:how|ways?|tips|steps|what\s+(?:can|should)\s+i|best\s+way|fastest\s+way)\b/;

/** "How do I build my credit score?": what the FICO score weighs, and the habits that move it. */
function creditBuildingDecision(text: string): string | undefined {
  if (!CREDIT_BUILDING.test(text) || !HOW_ASKED.test(text)) return undefined;
  return `Your credit score rewards a long record of borrowing a little and always paying on time. The FICO score weighs **payment history (35%)**, **amounts owed (30%)**, **length of credit history (15%)**, **new credit (10%)** and **credit mix (10%)**, so:

1. **Pay every bill on time**, every month: set up autopay for at least the minimum. One payment 30 days late can cost many points and stays on your report for seven years.
2. **Keep your credit utilization low**: use less than 30% of your card limits, ideally under 10%, and pay the balance in full.
3. **Keep old cards open**, even if you rarely use them, so your history stays long and your available credit high.
4. **Apply for new credit only when you need it**: each hard inquiry can dip your score a little for a while.
5. **Starting from nothing?** Try a **secured credit card**, becoming an **authorized user** on a family member's card, or a credit-builder loan. It takes about six months of history to get a FICO score.
6. **Check your credit reports** for free at AnnualCreditReport.com and dispute any mistakes.

Good habits show up within a few months; a strong score usually takes a year or more.`;
}

const FAMILY = /\b(?:family|household)\s+of\s+(\w+)\b|\b(\w+)[-\s]person\s+(?:family|household)\b/;
const SIZES: Readonly<Record<string, string>> = { "2": "two", "3": "three", "4": "four", "5": "five", "6": "six", "7": "seven", "8": "eight" };
const BUDGET_ASKED =
  /\b(?:good|typical|average|reasonable|realistic|sample|normal|healthy|monthly)\s+(?:monthly\s+)?budget\b|\bbudget\s+for\s+(?:a\s+)?(?:family|household|couple)\b|\bhow\s+(?:should|do|can)\s+(?:i|we)\s+budget\s+(?:my\s+|our\s+)?(?:\$|\d|income|salary|paycheck)|\bhow\s+(?:should|do|can)\s+(?:i|we)\s+split\s+(?:my\s+|our\s+)?(?:income|salary|paycheck)/;

/** "What's a good budget for a family of four?": the 50/30/20 split, of the take-home pay given. */
function budgetDecision(text: string): string | undefined {
  if (!/\bbudget|\bsplit\b/.test(text) || !BUDGET_ASKED.test(text)) return undefined;
  const family = FAMILY.exec(text);
  const size = family === null ? undefined : (family[1] ?? family[2])!;
  const who = size === undefined ? "" : ` for a family of ${SIZES[size] ?? size}`;
  const amounts = statedAmounts(text);
  const income = yearly(amounts, "income") ?? yearly(amounts, "other");
  const monthly = income === undefined ? undefined : income / 12;
  const split = (pay: number) => `**${dollars(pay * 0.5)}** for needs, **${dollars(pay * 0.3)}** for wants and **${dollars(pay * 0.2)}** for savings and debt`;
  const worked =
    monthly === undefined
      ? `For example, on a take-home pay of ${dollars(6000)} a month, that's ${split(6000)}.`
      : `On ${dollars(monthly)} a month, that's ${split(monthly)}. (The rule is meant for take-home pay, after tax; if that figure is before tax, use your net pay instead.)`;
  const familyNote =
    size === undefined ? "" : "\n\nWith kids, childcare and groceries often push needs above 50%; if so, trim wants first, and keep saving something every month, even if it's less than 20% for a while.";
  return `A good starting point${who} is the **50/30/20 budget**, which splits take-home pay three ways:

- **50% for needs**: housing, utilities, groceries, transport, insurance, childcare and minimum debt payments.
- **30% for wants**: eating out, entertainment, subscriptions, hobbies, holidays.
- **20% for savings and debt**: an emergency fund of 3–6 months of expenses, retirement, college savings (such as a 529 plan in the US) and extra debt payments.

${worked}${familyNote}

Track a month or two of real spending first, then adjust the categories to your life.`;
}
