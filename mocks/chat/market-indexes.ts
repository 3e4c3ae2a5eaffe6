/**
 * The market as a whole, asked of a stock-quote tool: "How is the stock market doing?" beside
 * `get_stock_price({symbol})` is no question of which stock (a model does not ask back), it quotes
 * the index funds that track the market: SPY (the S&P 500), DIA (the Dow) and QQQ (the Nasdaq-100),
 * one call each when calls may run in parallel. An index named alone ("How's the Dow today?") is
 * quoted alone. A company named wins: "How is Apple doing in this market?" quotes AAPL. The calls
 * are written by index-fund-calls.ts.
 */
import { companyIn } from "./tickers.ts";

/** Each index, the fund a quote tool takes for it, and how a message names it (lower case). */
const INDEXES: readonly (readonly [fund: string, named: RegExp])[] = [
  ["SPY", /\bs\s*&\s*p(?:\s*500)?\b|\bs\s+and\s+p(?:\s+500)?\b|\bsp\s?500\b/],
  ["DIA", /\bdow(?:\s+jones)?\b/],
  ["QQQ", /\bnasdaq(?:[\s-]*100)?\b/],
];

/**
 * The market asked about as a whole: "How is the stock market doing?", "how are stocks doing
 * today", "How did the markets do?", "Is the market up today?"; not "market research" nor "a
 * stock market crash explained" (no question of now).
 */
const WHOLE_MARKET = /\bhow(?:['’]s|\s+is|\s+are|\s+was|\s+were|\s+did)\s+(?:the\s+)?(?:(?:us|u\.s\.|american)\s+)?(?:stock\s+markets?|markets?|stocks)\s+(?:doing|performing|looking|today|right\s+now|this\s+(?:morning|week)|do|going)\b|\bis\s+the\s+(?:stock\s+)?market\s+(?:up|down|open)\b/;

/** Words one of the patterns above needs: the cheap check before them. */
const CUES = ["market", "stocks", "dow", "nasdaq", "s&p", "s & p", "s and p", "sp500", "sp 500"];

/**
 * The funds a message asks the quotes of, in the table's order: the indexes it names, else all
 * three for the market as a whole; none when it names a company or no market at all.
 * @example indexFundsAsked("how is the stock market doing?") // ["SPY", "DIA", "QQQ"]
 */
export function indexFundsAsked(lower: string): string[] {
  if (!CUES.some((cue) => lower.includes(cue))) return [];
  const named = INDEXES.filter(([, names]) => names.test(lower)).map(([fund]) => fund);
  if (named.length > 0) return named;
  if (companyIn(lower) !== undefined) return [];
  return WHOLE_MARKET.test(lower) ? INDEXES.map(([fund]) => fund) : [];
}

/** "Explain how the stock market works", "How do stocks work?", "What is a stock?": how markets work, not what they do now. */
const EXPLAINS_MARKETS = /\bhow\s+(?:does|do)\s+(?:the\s+)?(?:stock\s+markets?|markets?|stocks?|shares?|index\s+funds?)\s+work\b|^\s*(?:(?:can|could)\s+you\s+)?(?:explain|describe|teach\s+me)\b[^.?!]*\b(?:stocks?|markets?|shares?)\b|\bwhat\s+(?:is|are)\s+(?:an?\s+)?(?:stocks?|shares?|index\s+funds?|the\s+stock\s+market)\s*[?.!]*\s*$/;

/** Whether a message asks how stocks or markets work, which a quote tool does not answer. */
export function explainsMarkets(lower: string): boolean {
  return (lower.includes("stock") || lower.includes("market") || lower.includes("share") || lower.includes("fund")) && EXPLAINS_MARKETS.test(lower);
}
