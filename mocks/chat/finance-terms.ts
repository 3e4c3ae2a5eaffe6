/**
 * The personal-finance terms budgeting and fintech demos ask about ("What is a Roth IRA?", "What's
 * an index fund?", "APR vs APY"), each defined in a few sentences with why it matters and, where
 * numbers help, a worked example computed by finance-math.ts. The definitions are standard
 * knowledge (US rules where a term is American: IRAs, the 401(k), HSAs, US capital-gains tax);
 * limits the IRS changes every year are left out rather than dated. Compound interest, inflation,
 * mortgages, credit scores, taxes and the stock market are answered by why-how-everyday.ts, so
 * they are not repeated here. personal-finance.ts matches the questions.
 */

import { annualYield, compounded, dollars, monthlyPayment, percentOf, yearsToDouble } from "./finance-math.ts";

/** A term: how a question names it (a lower-case pattern, plural included) and its definition. */
export interface FinanceTerm {
  readonly name: string;
  /** The term's words in a lower-case question, without an article: "roth\s+iras?". */
  readonly subject: string;
  readonly answer: string;
}

/** Two terms told apart: the patterns for each (either order is matched) and the comparison. */
export interface FinancePair {
  readonly first: string;
  readonly second: string;
  readonly answer: string;
}

const matchedEmployee = 60000 * 0.06;
const apyExample = annualYield(0.05, 12);
const mortgagePayment = monthlyPayment(300000, 0.06, 30);
const firstMonthInterest = (300000 * 0.06) / 12;
const averagedPrices = [10, 8, 12.5];
const averagedShares = averagedPrices.reduce((sum, price) => sum + 100 / price, 0);
const averagePrice = averagedPrices.reduce((sum, price) => sum + price, 0) / averagedPrices.length;
const netAssets = 15000 + 30000 + 10000;
const netDebts = 20000 + 5000;

export const FINANCE_TERMS: readonly FinanceTerm[] = [
  {
    name: "Roth IRA",
    subject: String.raw`roth\s+iras?|roth\s+individual\s+retirement\s+accounts?|roth\s+accounts?`,
    answer: `A **Roth IRA** is a US individual retirement account you fund with money you've already paid income tax on. In return, the investments grow tax-free, and withdrawals in retirement (after age 59½, with the account open at least five years) are tax-free too.

Why it matters: it's a strong choice when you expect your tax rate to be the same or higher later, which is often true early in a career. You can also take out your contributions (not the earnings) at any time without tax or penalty, and there are no required withdrawals in your lifetime. There is an annual contribution limit set by the IRS, and high earners can't contribute directly.

Example: if you put ${dollars(6000)} in at 25 and it grows at 7% a year, it's about ${dollars(compounded(6000, 0.07, 40))} at 65, and none of that growth is taxed when you take it out.`,
  },
  {
    name: "traditional IRA",
    subject: String.raw`traditional\s+iras?`,
    answer: `A **traditional IRA** is a US individual retirement account where contributions may be tax-deductible now (depending on your income and whether you have a retirement plan at work), the investments grow tax-deferred, and withdrawals in retirement are taxed as ordinary income.

Why it matters: it lowers your tax bill today, which helps most if your tax rate will be lower in retirement. Withdrawals before 59½ usually cost a 10% penalty on top of the tax, and required minimum distributions start in your 70s. Its sibling, the **Roth IRA**, works the other way round: tax now, tax-free later.

Example: in a 22% tax bracket, a deductible ${dollars(5000)} contribution cuts this year's tax by ${dollars(5000 * 0.22)}.`,
  },
  {
    name: "IRA",
    subject: String.raw`iras?|individual\s+retirement\s+accounts?`,
    answer: `An **IRA (individual retirement account)** is a US retirement account you open yourself at a bank or brokerage, separate from any plan at work, and invest in almost anything you like: index funds, ETFs, stocks, bonds.

It comes in two main kinds. A **traditional IRA** may give you a tax deduction now, and withdrawals in retirement are taxed as income; a **Roth IRA** is funded with after-tax money, and qualified withdrawals in retirement are tax-free. Both share one annual contribution limit set by the IRS, and taking earnings out before 59½ generally costs a 10% penalty.

Why it matters: it's the usual next step after getting your employer's full 401(k) match, or the main retirement account if you don't have a plan at work.`,
  },
  {
    name: "401(k)",
    subject: String.raw`(?:roth\s+)?401\s?\(?k\)?s?(?:\s+plans?)?`,
    answer: `A **401(k)** is a retirement plan offered by a US employer. You choose a percentage of each paycheck to put in, usually before income tax (a traditional 401(k)) or after tax (a Roth 401(k), if your plan offers one), and it's invested in the funds the plan offers.

Why it matters: many employers **match** part of what you contribute, which is free money, and the contribution limit is much higher than an IRA's. Withdrawals before 59½ usually carry a 10% penalty. What you put in is always yours when you change jobs (you can roll it into an IRA), while the employer's match may vest over a few years.

Example: on a ${dollars(60000)} salary, contributing 6% is ${dollars(matchedEmployee)} a year; an employer that matches 50% of that adds another ${dollars(matchedEmployee / 2)}.`,
  },
  {
    name: "index fund",
    subject: String.raw`index\s+funds?|index\s+investing`,
    answer: `An **index fund** is a mutual fund or ETF that simply holds the investments in a market index, such as the S&P 500 (about 500 large US companies) or a total-market index, instead of paying managers to pick stocks.

Why it matters: because nobody is picking, fees are very low, and over periods of ten years or more most actively managed funds end up trailing the index they compete against. One fund also gives you instant diversification, which is why index funds are the usual recommendation for beginners and long-term investors.

Example: a fund charging 0.05% costs ${dollars(10000 * 0.0005)} a year on ${dollars(10000)}; an active fund charging 1% costs ${dollars(10000 * 0.01)}.`,
  },
  {
    name: "ETF",
    subject: String.raw`etfs?|exchange[-\s]traded\s+funds?`,
    answer: `An **ETF (exchange-traded fund)** is a fund that holds a basket of investments, often all the stocks or bonds in an index, and trades on a stock exchange like a single stock, with its price changing throughout the day.

Why it matters: ETFs give you a whole portfolio in one purchase, usually with low fees, no minimum beyond the price of one share (many brokers sell fractional shares), and they tend to be tax-efficient in a taxable account.

Example: one share of an S&P 500 ETF gives you a small slice of about 500 companies at once.`,
  },
  {
    name: "mutual fund",
    subject: String.raw`mutual\s+funds?`,
    answer: `A **mutual fund** pools money from many investors and invests it in stocks, bonds or both, either picked by a manager (active) or following an index (passive). You buy and sell shares at the fund's **net asset value (NAV)**, which is calculated once a day after the market closes.

Why it matters: it's an easy way to own a diversified portfolio, and it's how many 401(k) plans offer investments. Watch the **expense ratio** and any sales charges ("loads"), and note that some funds require a minimum first investment, often a few thousand dollars.`,
  },
  {
    name: "APR",
    subject: String.raw`aprs?|annual\s+percentage\s+rates?`,
    answer: `**APR (annual percentage rate)** is the yearly cost of borrowing, shown as a percentage: the interest rate plus certain fees, without the effect of compounding. It's the number to compare on loans and credit cards.

Why it matters: the lower the APR, the less the loan costs. On a credit card, the interest each month is roughly the APR divided by 12 applied to the balance you carry.

Example: a ${dollars(1000)} credit card balance at 24% APR costs about ${dollars((1000 * 0.24) / 12)} in interest for one month (24% ÷ 12 = 2% a month).`,
  },
  {
    name: "APY",
    subject: String.raw`apys?|annual\s+percentage\s+yields?`,
    answer: `**APY (annual percentage yield)** is what a savings account, CD or money-market account actually earns in a year, including compounding (interest earning interest). It's the number to compare on savings.

Why it matters: two accounts with the same rate can pay different amounts if one compounds more often; the APY already accounts for that.

Example: a 5% rate compounded monthly is an APY of ${percentOf(apyExample)}, so ${dollars(10000)} earns ${dollars(10000 * apyExample)} in a year rather than ${dollars(500)}.`,
  },
  {
    name: "emergency fund",
    subject: String.raw`(?:an?\s+)?emergency\s+funds?|(?:an?\s+)?emergency\s+savings`,
    answer: `An **emergency fund** is cash set aside only for unexpected costs, such as losing your job, a car repair or a medical bill, kept somewhere safe and easy to reach, like a high-yield savings account.

Why it matters: without one, a surprise bill ends up on a credit card at 20% or more. The usual rule of thumb is **3 to 6 months of essential expenses**, more if your income is irregular or your household has one earner; many people start with a first goal of ${dollars(1000)}.

Example: with essential expenses of ${dollars(3000)} a month, 3 to 6 months is ${dollars(9000)} to ${dollars(18000)}.`,
  },
  {
    name: "50/30/20 rule",
    subject: String.raw`(?:the\s+)?50\s*[/-]\s*30\s*[/-]\s*20(?:\s+(?:rule|budget|method|budgeting\s+rule))?`,
    answer: `The **50/30/20 rule** is a simple budget that splits your after-tax income into three parts: **50% for needs** (housing, utilities, groceries, insurance, minimum debt payments), **30% for wants** (eating out, hobbies, subscriptions, travel) and **20% for savings and paying down debt**. It was popularized by Elizabeth Warren and Amelia Warren Tyagi in their book *All Your Worth*.

Why it matters: it gives you a budget without tracking every category, and a quick check on whether your fixed costs are too high.

Example: with a take-home pay of ${dollars(4000)} a month, that's ${dollars(2000)} for needs, ${dollars(1200)} for wants and ${dollars(800)} for savings and debt.`,
  },
  {
    name: "debt snowball",
    subject: String.raw`(?:the\s+)?(?:debt\s+)?snowball(?:\s+method)?|(?:the\s+)?snowball\s+method`,
    answer: `The **debt snowball** is a way to pay off several debts: you pay the minimum on all of them and put every extra dollar toward the **smallest balance** first. When it's gone, its payment rolls onto the next smallest, so the payment "snowballs".

Why it matters: quick wins keep you motivated, which is why it's popular (Dave Ramsey champions it). It can cost a little more interest than the **debt avalanche**, which targets the highest interest rate first.`,
  },
  {
    name: "debt avalanche",
    subject: String.raw`(?:the\s+)?(?:debt\s+)?avalanche(?:\s+method)?`,
    answer: `The **debt avalanche** is a way to pay off several debts: you pay the minimum on all of them and put every extra dollar toward the debt with the **highest interest rate** first, then the next highest, and so on.

Why it matters: it's the mathematically cheapest order, so you pay the least interest and are usually debt-free soonest. The trade-off is that the first win can take a while if the highest-rate debt is large; the **debt snowball** (smallest balance first) trades some interest for faster wins.`,
  },
  {
    name: "bonds",
    subject: String.raw`bonds|(?:a\s+)?bond(?:\s+funds?)?|government\s+bonds|treasury\s+bonds`,
    answer: `A **bond** is a loan you make to a government or a company. The issuer pays you interest (the **coupon**) at set times and repays the full amount (the **face value**) when the bond matures.

Why it matters: bonds are usually steadier than stocks, so they cushion a portfolio, though over the long run they've returned less. Their prices move opposite to interest rates: when rates rise, existing bonds fall in value.

Example: a ${dollars(1000)} bond with a 4% coupon pays ${dollars(40)} a year until it matures, then returns the ${dollars(1000)}.`,
  },
  {
    name: "dividends",
    subject: String.raw`dividends?|dividend\s+(?:stocks|investing|yield)`,
    answer: `A **dividend** is a share of a company's profits paid out to its shareholders, usually in cash and, for most US companies, every quarter. Not every company pays one: fast-growing ones often reinvest their profits instead.

Why it matters: dividends are income you get without selling shares, and reinvesting them buys more shares that pay dividends of their own. The **dividend yield** is the yearly dividend divided by the share price.

Example: a stock priced at ${dollars(50)} that pays ${dollars(2)} a year has a yield of ${percentOf(2 / 50)}; 100 shares pay ${dollars(200)} a year.`,
  },
  {
    name: "diversification",
    subject: String.raw`diversification|diversifying|(?:how\s+to\s+)?diversify(?:\s+my\s+portfolio)?`,
    answer: `**Diversification** means spreading your money across many investments (different companies, industries, countries and kinds of assets such as stocks and bonds) so that no single one can sink you.

Why it matters: individual companies can fail, but a broad mix rarely falls all at once, so diversification lowers your risk without necessarily lowering your expected return. It's the idea behind "don't put all your eggs in one basket".

Example: one total-market index fund holds thousands of companies, so even a company that goes bankrupt barely moves it.`,
  },
  {
    name: "dollar-cost averaging",
    subject: String.raw`dollar[-\s]cost\s+averaging|dca`,
    answer: `**Dollar-cost averaging** means investing a fixed amount at regular intervals, say every month, whatever the market is doing. Your fixed amount buys more shares when prices are low and fewer when they're high.

Why it matters: it takes timing the market and emotion out of investing, and it's how most people invest anyway, through each paycheck's 401(k) contribution. If you already have a lump sum, though, investing it all at once has historically come out ahead more often than not, because markets rise more often than they fall.

Example: ${dollars(100)} a month at prices of ${averagedPrices.map(dollars).join(", ")} buys ${Number(averagedShares.toFixed(2))} shares for ${dollars(300)}, an average cost of ${dollars(300 / averagedShares)} a share, below the average price of ${dollars(averagePrice)}.`,
  },
  {
    name: "net worth",
    subject: String.raw`(?:my\s+|your\s+)?net\s+worth`,
    answer: `Your **net worth** is everything you own (your **assets**: cash, investments, retirement accounts, the value of your home and car) minus everything you owe (your **liabilities**: mortgage, student loans, car loans, credit card balances).

Why it matters: it's the single best snapshot of your financial progress; tracking it once or twice a year shows whether you're moving forward, even while you still have debt. It can be negative early on, especially with student loans.

Example: ${dollars(15000)} in savings, ${dollars(30000)} in a 401(k) and a car worth ${dollars(10000)} make ${dollars(netAssets)} of assets; with a ${dollars(20000)} student loan and a ${dollars(5000)} car loan, net worth is ${dollars(netAssets)} − ${dollars(netDebts)} = **${dollars(netAssets - netDebts)}**.`,
  },
  {
    name: "budget",
    subject: String.raw`(?:a\s+)?budget|budgeting|(?:a\s+)?zero[-\s]based\s+budget(?:ing)?`,
    answer: `A **budget** is a plan for your money: how much comes in each month and where it goes, decided ahead of time rather than discovered afterwards. Popular ways to do it are the **50/30/20 rule** (needs, wants, savings), a **zero-based budget** (every dollar is given a job until income minus planned spending is zero) and the **envelope method** (cash or categories with fixed limits).

Why it matters: a budget is what turns goals like an emergency fund, paying off a card or saving for a home into monthly amounts you can actually hit.

Example: with ${dollars(4000)} of take-home pay, a 50/30/20 budget is ${dollars(2000)} for needs, ${dollars(1200)} for wants and ${dollars(800)} for savings and debt.`,
  },
  {
    name: "capital gains",
    subject: String.raw`(?:a\s+)?capital\s+gains?(?:\s+tax(?:es)?)?`,
    answer: `A **capital gain** is the profit when you sell something you own, such as shares, a fund or property, for more than you paid for it. It's only taxed when you sell (a "realized" gain).

Why it matters: in the US, gains on things held **one year or less** are short-term and taxed like ordinary income, while gains on things held **more than a year** are long-term and taxed at lower rates (0%, 15% or 20%, depending on income). Holding a little longer can cut the tax noticeably, and accounts like a 401(k) or IRA avoid it while the money stays inside.

Example: buy shares for ${dollars(1000)} and sell them for ${dollars(1500)}: the capital gain is ${dollars(500)}; held over a year and taxed at 15%, the tax is ${dollars(75)}.`,
  },
  {
    name: "amortization",
    subject: String.raw`amortization|amortisation|(?:an?\s+)?amortization\s+schedules?|loan\s+amortization`,
    answer: `**Amortization** is paying off a loan in equal payments over a set term, where each payment covers that month's interest first and the rest reduces the balance (the **principal**). An **amortization schedule** lists every payment and that split.

Why it matters: early payments are mostly interest and later ones mostly principal, which is why extra payments early in a mortgage save so much interest.

Example: a ${dollars(300000)} 30-year mortgage at 6% has a payment of ${dollars(mortgagePayment)} a month. In the first month ${dollars(firstMonthInterest)} of it is interest and only ${dollars(mortgagePayment - firstMonthInterest)} goes to the balance; over 30 years the interest adds up to ${dollars(mortgagePayment * 360 - 300000)}.`,
  },
  {
    name: "HSA",
    subject: String.raw`hsas?|health\s+savings\s+accounts?`,
    answer: `An **HSA (health savings account)** is a US savings account for medical costs that you can open only if you're covered by a **high-deductible health plan (HDHP)**. It has a triple tax advantage: contributions are tax-deductible (or pre-tax through payroll), the money grows tax-free, and withdrawals for qualified medical expenses are tax-free.

Why it matters: unlike an FSA, the money rolls over every year and stays yours if you change jobs, and it can be invested, so many people use it as an extra retirement account. Before 65, non-medical withdrawals are taxed plus a 20% penalty; after 65 they're simply taxed as income, like a traditional IRA.`,
  },
  {
    name: "expense ratio",
    subject: String.raw`(?:an?\s+)?expense\s+ratios?|fund\s+fees`,
    answer: `An **expense ratio** is the yearly fee a mutual fund or ETF charges, as a percentage of the money you have in it. It's taken out of the fund's returns automatically, so you never see a bill.

Why it matters: fees compound just like returns. Broad index funds often charge under 0.1%, while actively managed funds often charge 0.5% to 1% or more.

Example: on ${dollars(10000)}, a 0.03% fund costs ${dollars(3)} a year and a 1% fund ${dollars(100)}. Over 30 years at a 7% return, that ${dollars(10000)} grows to about ${dollars(compounded(10000, 0.0697, 30))} after the low fee but only ${dollars(compounded(10000, 0.06, 30))} after the 1% fee.`,
  },
  {
    name: "bear market",
    subject: String.raw`(?:a\s+)?bear\s+markets?`,
    answer: `A **bear market** is a fall of **20% or more** from a recent high in a broad market index such as the S&P 500, usually with widespread pessimism. (A fall of 10% to 20% is called a **correction**.) The opposite is a **bull market**.

Why it matters: bear markets are a normal part of investing; US stocks have recovered from every one in the past, though some took years. Selling in a panic locks in losses, while investors who keep buying (dollar-cost averaging) pick up shares at lower prices.`,
  },
  {
    name: "bull market",
    subject: String.raw`(?:a\s+)?bull\s+markets?`,
    answer: `A **bull market** is a long stretch of rising prices, commonly dated from a rise of **20% or more** from a recent low in a broad index such as the S&P 500, with investors generally optimistic. The opposite is a **bear market**, a fall of 20% or more from a high.

Why it matters: bull markets usually last much longer than bear markets, which is why staying invested over the long run has paid off. The names are often explained by how the animals attack: a bull thrusts its horns up, a bear swipes its paws down.`,
  },
  {
    name: "grace period",
    subject: String.raw`(?:a\s+|the\s+)?credit\s+card(?:'s|s')?\s+grace\s+periods?|(?:a\s+|the\s+)?grace\s+periods?\s+(?:on|for|of)\s+(?:a\s+)?credit\s+cards?`,
    answer: `A credit card's **grace period** is the time between the end of a billing cycle and the payment due date during which you're charged **no interest on new purchases**, as long as you pay the full statement balance by the due date. In the US, card issuers that offer one must give you at least 21 days.

Why it matters: paid in full every month, a credit card costs no interest at all. Carry a balance, even part of it, and you usually lose the grace period: interest then starts on new purchases from the day you make them until you've paid in full again. Cash advances and balance transfers typically have no grace period.`,
  },
  {
    name: "credit utilization",
    subject: String.raw`(?:my\s+|your\s+)?credit\s+utili[sz]ation(?:\s+ratio)?|(?:a\s+)?utili[sz]ation\s+ratio`,
    answer: `**Credit utilization** is how much of your available revolving credit you're using: your credit card balances divided by your total credit limits.

Why it matters: it's part of the "amounts owed" factor, about 30% of a FICO score, and it's the quickest one to improve. A common rule of thumb is to keep it **below 30%**, and people with the highest scores are often under 10%. It only counts what's reported, usually your statement balance, so paying down before the statement date helps.

Example: a ${dollars(600)} balance on a card with a ${dollars(2000)} limit is ${percentOf(600 / 2000)} utilization.`,
  },
  {
    name: "certificate of deposit",
    subject: String.raw`(?:a\s+)?(?:bank\s+)?cds?\s+(?:accounts?|rates?)|(?:a\s+)?bank\s+cds?|(?:a\s+)?cds?(?=\s+in\s+(?:banking|finance|investing|personal\s+finance)$)|(?:a\s+)?certificates?\s+of\s+deposit(?:\s+\(cd\))?`,
    answer: `A **certificate of deposit (CD)** is a savings account at a bank or credit union that pays a fixed interest rate for a fixed term, from a few months to five years or more, in return for leaving the money untouched. Taking it out early usually costs a penalty, often a few months' interest.

Why it matters: it locks in a rate and is insured like other deposits (by the FDIC or NCUA, up to $250,000 per depositor, per institution, per ownership category), so it suits money you'll need on a known date.

Example: ${dollars(10000)} in a 2-year CD at 4.5% APY grows to ${dollars(compounded(10000, 0.045, 2))}.`,
  },
  {
    name: "rule of 72",
    subject: String.raw`(?:the\s+)?rule\s+of\s+72`,
    answer: `The **rule of 72** is a shortcut for how long money takes to double: divide 72 by the yearly rate of return. It works for debt too.

Why it matters: it makes compounding easy to picture: at 8% money doubles about every 9 years, so ${dollars(10000)} becomes about ${dollars(40000)} in 18 years; at 2% it takes about 36.

Example: 72 ÷ 8 = 9 years; the exact figure at 8% is ${yearsToDouble(0.08).toFixed(2)} years, so the shortcut is very close.`,
  },
  {
    name: "target-date fund",
    subject: String.raw`(?:a\s+)?target[-\s]date\s+(?:retirement\s+)?funds?`,
    answer: `A **target-date fund** is a single fund built for people retiring around a given year, such as a "2060 fund". It holds a mix of stock and bond index funds and gradually shifts from stocks toward bonds as that year approaches (its **glide path**).

Why it matters: it's a complete, diversified, automatically rebalanced portfolio in one fund, which is why it's the default in many 401(k) plans. Check its expense ratio, and hold it on its own rather than mixed with other funds, or you undo its balance.`,
  },
  {
    name: "high-yield savings account",
    subject: String.raw`(?:an?\s+)?high[-\s]yield\s+savings(?:\s+accounts?)?|(?:an?\s+)?hysas?`,
    answer: `A **high-yield savings account** is a savings account that pays a much higher interest rate than a typical bank savings account, often several percentage points more. They're most common at online banks and credit unions, and the rate is variable: it moves with the central bank's rates.

Why it matters: it's the usual home for an emergency fund and short-term savings, since the money stays safe (insured by the FDIC or NCUA up to $250,000 per depositor, per institution, per ownership category) and easy to reach, while earning something.

Example: ${dollars(10000)} at 4% APY earns about ${dollars(400)} in a year; at 0.01% it would earn ${dollars(1)}.`,
  },
  {
    name: "money market account",
    subject: String.raw`(?:an?\s+)?money[-\s]market\s+(?:accounts?|funds?)`,
    answer: `A **money market account** is a bank or credit-union deposit account that pays interest, often more than a regular savings account, and usually comes with a debit card or checks but limits on withdrawals. It's insured like other deposits (FDIC or NCUA).

Why it matters: it's a place for an emergency fund or cash you'll need soon. Don't confuse it with a **money market fund**, which is an investment fund holding short-term government and company debt: very stable and often paying similar rates, but not deposit-insured.`,
  },
  {
    name: "S&P 500",
    subject: String.raw`(?:the\s+)?s\s?&\s?p(?:\s+500)?(?:\s+index)?|(?:the\s+)?s\s?and\s?p\s+500`,
    answer: `The **S&P 500** is a stock market index of about 500 of the largest companies listed in the US, weighted by their market value, so the biggest companies move it most. It's run by S&P Dow Jones Indices and covers roughly 80% of the value of the US stock market, which is why it's the usual shorthand for "the market".

Why it matters: you can't buy the index itself, but an S&P 500 index fund or ETF holds all of it for a very low fee. Over the long run it has returned about 10% a year on average before inflation, with some years far worse: it fell about 37% in 2008.`,
  },
  {
    name: "PMI",
    subject: String.raw`pmi|private\s+mortgage\s+insurance`,
    answer: `**PMI (private mortgage insurance)** is insurance a lender requires on a conventional mortgage when your down payment is less than 20% of the home's price. It protects the lender, not you, if you stop paying, and is usually added to your monthly payment.

Why it matters: it typically costs about 0.5% to 1% of the loan a year. It isn't permanent: you can ask to remove it once you owe 80% of the home's original value, and in the US it must end automatically at 78%.

Example: on a ${dollars(270000)} loan (10% down on ${dollars(300000)}), PMI at 0.75% a year is ${dollars(270000 * 0.0075)} a year, about ${dollars((270000 * 0.0075) / 12)} a month.`,
  },
  {
    name: "529 plan",
    subject: String.raw`(?:an?\s+)?529(?:\s+(?:plans?|accounts?|college\s+savings\s+plans?))?`,
    answer: `A **529 plan** is a US savings account for education, offered by the states. The money is invested, grows tax-free, and comes out tax-free when spent on qualified education costs such as college tuition, fees, books and room and board (and some K-12 tuition).

Why it matters: many states also give a state income-tax deduction for contributions, and anyone (parents, grandparents) can contribute. Money taken out for anything else owes income tax plus a 10% penalty on the earnings, so it suits money you're fairly sure will go to education.`,
  },
  {
    name: "credit card",
    subject: String.raw`(?:a\s+)?credit\s+cards?`,
    answer: `A **credit card** lets you borrow up to a set **credit limit** to pay for things, then repay the card issuer later. Each month you get a statement: pay the **full balance** by the due date and you pay no interest on purchases (the **grace period**); pay less, and the rest is charged interest at the card's APR, often 20% or more, and you must pay at least the **minimum payment**.

Why it matters: used well (paid in full every month, balance kept low) a card builds your credit score and can earn rewards; carrying a balance gets expensive fast.

Example: a ${dollars(2000)} balance at 24% APR costs about ${dollars((2000 * 0.24) / 12)} in interest in a single month.`,
  },
];

/** The pairs people ask to tell apart most: each compared on what matters for a decision. */
export const FINANCE_PAIRS: readonly FinancePair[] = [
  {
    first: String.raw`(?:a\s+)?roth(?:\s+iras?)?`,
    second: String.raw`(?:a\s+)?traditional(?:\s+iras?)?`,
    answer: `The difference between a **Roth IRA** and a **traditional IRA** is when you pay the tax:

- **Traditional IRA**: contributions may be tax-deductible now, and withdrawals in retirement are taxed as income. Required minimum distributions start in your 70s.
- **Roth IRA**: contributions are made with after-tax money, and qualified withdrawals in retirement are tax-free. Contributions can be taken out any time, and there are no required withdrawals in your lifetime, but high earners can't contribute directly.

Rule of thumb: if you expect a higher tax rate in retirement than now (common early in a career), the Roth usually wins; if you're in a high bracket now and expect a lower one later, the traditional IRA does. Both share one annual contribution limit, and early withdrawals of earnings before 59½ generally cost a 10% penalty.`,
  },
  {
    first: String.raw`(?:an?\s+)?etfs?|exchange[-\s]traded\s+funds?`,
    second: String.raw`(?:a\s+)?mutual\s+funds?`,
    answer: `**ETFs** and **mutual funds** both pool money into a basket of investments; the main differences are in how you buy them:

- **Trading**: an ETF trades on an exchange all day at a changing price; a mutual fund is bought and sold once a day at its closing net asset value (NAV).
- **Minimums**: an ETF costs one share (or less, with fractional shares); many mutual funds require a first investment, often a few thousand dollars.
- **Costs and taxes**: ETFs tend to have low expense ratios and are usually more tax-efficient in a taxable account; mutual funds range from very cheap index funds to expensive active ones.
- **Automatic investing**: mutual funds make fixed-dollar automatic investments easy; with ETFs that depends on your broker.

For a long-term investor, a low-cost index fund in either form works well; the fee and what it holds matter more than the wrapper.`,
  },
  {
    first: String.raw`aprs?|annual\s+percentage\s+rates?`,
    second: String.raw`apys?|annual\s+percentage\s+yields?`,
    answer: `**APR** and **APY** both express a yearly rate, but **APY includes compounding** and APR doesn't:

- **APR (annual percentage rate)** is the yearly cost of borrowing, the number quoted on loans and credit cards.
- **APY (annual percentage yield)** is what savings actually earn in a year, interest on interest included, the number quoted on savings accounts and CDs.

Example: a 5% APR compounded monthly is an APY of ${percentOf(apyExample)}: ${dollars(10000)} earns ${dollars(10000 * apyExample)} in a year, not ${dollars(500)}. So compare loans by APR (lower is better) and savings by APY (higher is better).`,
  },
  {
    first: String.raw`(?:the\s+)?(?:debt\s+)?snowball(?:\s+method)?`,
    second: String.raw`(?:the\s+)?(?:debt\s+)?avalanche(?:\s+method)?`,
    answer: `Both pay the minimum on every debt and put the extra money on one debt at a time; they differ in which one goes first:

- **Debt snowball**: the **smallest balance** first. You clear debts sooner, and the quick wins keep you going.
- **Debt avalanche**: the **highest interest rate** first. You pay the least interest overall and are usually debt-free soonest.

Example: with a ${dollars(500)} medical bill at 0% and a ${dollars(5000)} card at 22%, the snowball clears the bill first, while the avalanche attacks the card, whose interest is about ${dollars((5000 * 0.22) / 12)} a month. If the rates are close, pick the snowball for motivation; if one is far higher, the avalanche saves real money. The best method is the one you'll stick with.`,
  },
  {
    first: String.raw`stocks?|shares|equities`,
    second: String.raw`bonds?`,
    answer: `**Stocks** and **bonds** are the two basic building blocks of a portfolio:

- **Stocks** are a share of ownership in a company. You gain when the company grows (price rises and dividends). They've had the higher long-run returns, but prices can drop 20–50% in a bad market.
- **Bonds** are a loan to a government or company. You get fixed interest and your money back at maturity. They're steadier and cushion a portfolio, but return less over the long run, and their prices fall when interest rates rise.

Rule of thumb: the longer until you need the money, the more you can hold in stocks; money needed within a few years belongs mostly in bonds or cash. A common starting point is a mix that shifts toward bonds as you near retirement, which is exactly what a target-date fund does.`,
  },
  {
    first: String.raw`(?:a\s+)?bull(?:\s+markets?)?`,
    second: String.raw`(?:a\s+)?bear(?:\s+markets?)?`,
    answer: `A **bull market** is a long rise in prices, commonly dated from a gain of 20% or more from a low, with investors optimistic; a **bear market** is a fall of **20% or more** from a recent high, with investors pessimistic. (A drop of 10–20% is a correction.)

The names are often explained by how the animals attack: a bull thrusts its horns up, a bear swipes its paws down. Historically, bull markets have lasted much longer than bear markets, which is why staying invested through the bad stretches has paid off for long-term investors.`,
  },
  {
    first: String.raw`(?:a\s+)?401\s?\(?k\)?s?`,
    second: String.raw`(?:an?\s+)?(?:roth\s+|traditional\s+)?iras?`,
    answer: `A **401(k)** and an **IRA** are both US retirement accounts with tax breaks; the difference is who offers them:

- **401(k)**: offered by your employer and funded from your paycheck. It often comes with an **employer match** and has a much higher contribution limit, but you can only choose from the plan's funds.
- **IRA**: one you open yourself at a brokerage, with almost any investment you like and often lower fees, but a much lower contribution limit and no match.

Both come in traditional (tax break now) and Roth (tax-free later) versions. A common order: contribute to the 401(k) up to the full match, then fund an IRA, then go back to the 401(k) for more.`,
  },
  {
    first: String.raw`(?:an?\s+)?index\s+funds?`,
    second: String.raw`(?:an?\s+)?etfs?|exchange[-\s]traded\s+funds?`,
    answer: `They aren't opposites: an **index fund** is a strategy (holding everything in a market index), and an **ETF** is a wrapper (a fund that trades on an exchange). Many ETFs are index funds, and many index funds are mutual funds.

- An **index ETF** trades all day like a stock, needs only the price of one share, and is usually very tax-efficient.
- An **index mutual fund** trades once a day at its closing price, may have a minimum first investment, and makes automatic monthly investing easy.

Either way, what matters most is the index it tracks and a low expense ratio.`,
  },
];
