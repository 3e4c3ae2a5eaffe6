/**
 * The ticker symbols of well-known listed companies: a model asked "the stock price of Apple"
 * calls `get_stock_price({ticker: "AAPL"})`, not `"Apple"`. A company not in the table keeps its
 * name as the user wrote it: a made-up symbol would look right and be wrong, a name is what the
 * user said and a tool can still resolve it.
 */

/** Ticker and the names a prompt calls the company by ("Google", "Alphabet"). */
const COMPANIES: readonly (readonly [ticker: string, names: string])[] = [
  ["AAPL", "Apple|Apple Inc"],
  ["MSFT", "Microsoft"],
  ["GOOGL", "Google|Alphabet"],
  ["AMZN", "Amazon"],
  ["META", "Meta|Facebook"],
  ["NVDA", "Nvidia|NVIDIA"],
  ["TSLA", "Tesla"],
  ["NFLX", "Netflix"],
  ["AMD", "AMD"],
  ["INTC", "Intel"],
  ["IBM", "IBM"],
  ["ORCL", "Oracle"],
  ["CRM", "Salesforce"],
  ["ADBE", "Adobe"],
  ["CSCO", "Cisco"],
  ["QCOM", "Qualcomm"],
  ["UBER", "Uber"],
  ["ABNB", "Airbnb"],
  ["SHOP", "Shopify"],
  ["PYPL", "PayPal"],
  ["V", "Visa"],
  ["MA", "Mastercard"],
  ["JPM", "JPMorgan|JPMorgan Chase|JP Morgan"],
  ["GS", "Goldman Sachs"],
  ["BAC", "Bank of America"],
  ["BRK.B", "Berkshire Hathaway|Berkshire"],
  ["WMT", "Walmart"],
  ["COST", "Costco"],
  ["KO", "Coca-Cola|Coca Cola|Coke"],
  ["PEP", "PepsiCo|Pepsi"],
  ["MCD", "McDonald's|McDonalds"],
  ["SBUX", "Starbucks"],
  ["NKE", "Nike"],
  ["DIS", "Disney|Walt Disney"],
  ["JNJ", "Johnson & Johnson"],
  ["PFE", "Pfizer"],
  ["XOM", "ExxonMobil|Exxon Mobil|Exxon"],
  ["BA", "Boeing"],
  ["F", "Ford"],
  ["GM", "General Motors"],
  ["TSM", "TSMC"],
  ["SPOT", "Spotify"],
  // The index funds a quote tool takes for the market (market-indexes.ts), by the index each tracks.
  ["SPY", "S&P 500"],
  ["DIA", "Dow Jones"],
  ["QQQ", "Nasdaq-100|Nasdaq"],
];

const BY_NAME: ReadonlyMap<string, string> = new Map(COMPANIES.flatMap(([ticker, names]) => names.split("|").map((name) => [name.toLowerCase(), ticker] as const)));

/**
 * The ticker a tool's `ticker` (`symbol`) field takes for a company the user wrote: "Apple" →
 * "AAPL"; a ticker written as one stays ("AAPL"); another name stays as written.
 * @example tickerOf("Microsoft") // "MSFT"
 */
export function tickerOf(company: string): string {
  return BY_NAME.get(company.toLowerCase().replace(/\s+(?:inc|corp|corporation|co)\.?$/, "")) ?? company;
}

/**
 * The first well-known company `text` names, written in any case ("the stock price of apple"),
 * looked up word by word and by pairs of words ("goldman sachs"), never name by name; undefined
 * when it names none. Asked only for a `ticker` field, so "apple" is the company there.
 */
export function companyIn(text: string): string | undefined {
  const words = text.slice(0, 400).toLowerCase().match(/[\p{L}\p{N}'&.-]+/gu) ?? [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!.replace(/['’]s$|[.]+$/g, "");
    if (i + 1 < words.length && BY_NAME.has(`${word} ${words[i + 1]}`)) return `${word} ${words[i + 1]}`;
    if (BY_NAME.has(word)) return word;
  }
  return undefined;
}

const BY_TICKER: ReadonlyMap<string, string> = new Map(COMPANIES.map(([ticker, names]) => [ticker, names.split("|")[0]!] as const));

/**
 * The company a well-known ticker is, by the name a person calls it: "AAPL" → "Apple"; undefined
 * for a ticker not in the table (the answer after a quote then says the ticker alone).
 * @example companyOf("MSFT") // "Microsoft"
 */
export function companyOf(ticker: string): string | undefined {
  return BY_TICKER.get(ticker.trim().toUpperCase());
}
