/**
 * The answer to a price quote, as a model says it: `{"symbol":"AAPL","price":227.48,
 * "currency":"USD","change_percent":-0.8}` → "Apple (AAPL) is trading at $227.48, down 0.8% today."
 * A record is a quote when it has a price and a ticker, or a price change, or comes from a tool
 * named for stocks, shares, quotes or crypto; the company's name is the record's, or the one the
 * ticker is known by (tickers.ts). A product's name and price alone make "Blue Mug costs $12.99."
 */
import { companyOf } from "./tickers.ts";
import { argIn, type Call, fieldIn, formatNumber, isNumber, money, normalizedKey, textIn, wordsOfName } from "./result-words.ts";

const PRICE_KEYS = ["price", "currentprice", "lastprice", "regularmarketprice", "last", "marketprice", "close", "closeprice", "quote"];
const SYMBOL_KEYS = ["symbol", "ticker", "tickersymbol", "stock"];
const NAME_KEYS = ["name", "companyname", "company", "longname", "shortname", "displayname"];
const CURRENCY_KEYS = ["currency", "currencycode"];
const PERCENT_KEYS = ["changepercent", "percentchange", "changepct", "pctchange", "changepercentage", "dailychangepercent", "regularmarketchangepercent", "changespercentage"];
const CHANGE_KEYS = ["change", "pricechange", "dailychange", "regularmarketchange", "changeamount"];
/** Words of a tool's name that make its price a market's quote. */
const MARKET_WORDS = new Set(["stock", "stocks", "share", "shares", "quote", "quotes", "ticker", "crypto", "market", "equity", "coin", "bitcoin"]);

/**
 * The sentence for a quote, or undefined when the record is not one.
 * @example quoteAnswer(call, { symbol: "AAPL", price: 227.48, currency: "USD", change_percent: -0.8 }) // "Apple (AAPL) is trading at $227.48, down 0.8% today."
 */
export function quoteAnswer(call: Call | undefined, record: Record<string, unknown>): string | undefined {
  const price = numberOf(fieldIn(record, PRICE_KEYS)?.value);
  if (price === undefined) return undefined;
  const symbolText = textIn(record, SYMBOL_KEYS, 12);
  const symbol = symbolText !== undefined && /^[A-Za-z0-9.\-^=]{1,12}$/.test(symbolText) ? symbolText.toUpperCase() : undefined;
  const percent = numberOf(fieldIn(record, PERCENT_KEYS)?.value);
  const change = numberOf(fieldIn(record, CHANGE_KEYS)?.value);
  const market = wordsOfName(call?.name ?? "").some((word) => MARKET_WORDS.has(word));
  if (symbol === undefined && percent === undefined && change === undefined && !market) return priceAnswer(record, price);
  const currencyText = textIn(record, CURRENCY_KEYS, 10);
  // A quote without a currency is in dollars: the tickers a model is asked about trade in them.
  const currency = currencyText ?? (market || symbol !== undefined ? "USD" : undefined);
  const company = textIn(record, NAME_KEYS, 60) ?? (symbol === undefined ? undefined : companyOf(symbol)) ?? companyArgument(call);
  const who = company !== undefined && symbol !== undefined && normalizedKey(company) !== normalizedKey(symbol) ? `${company} (${symbol})` : (company ?? symbol ?? argumentTicker(call) ?? "The stock");
  return `${who} is trading at ${money(price, currency)}${movement(change, percent, currency)}.`;
}

/** The fields a product's price may go with: what it is, whether it is in stock, how it is rated. */
const PRODUCT_NAME_KEYS = ["name", "title", "product", "productname", "item"];
const PRODUCT_KEYS = new Set([...PRODUCT_NAME_KEYS, ...PRICE_KEYS, ...CURRENCY_KEYS, "id", "sku", "instock", "available", "rating", "url"]);

/**
 * "Blue Mug costs $12.99 and is in stock.": a product's price, when the record is a product's
 * name and price (with a currency, a stock flag, an ID, a rating at most); undefined otherwise.
 */
function priceAnswer(record: Record<string, unknown>, price: number): string | undefined {
  const name = textIn(record, PRODUCT_NAME_KEYS, 60);
  if (name === undefined || Object.keys(record).some((key) => !PRODUCT_KEYS.has(normalizedKey(key)))) return undefined;
  const stock = fieldIn(record, ["instock", "available"])?.value;
  const rating = fieldIn(record, ["rating"])?.value;
  const extras = [typeof stock === "boolean" ? (stock ? "is in stock" : "is out of stock") : undefined, isNumber(rating) ? `is rated ${formatNumber(rating)}` : undefined].filter((text) => text !== undefined);
  const currency = textIn(record, CURRENCY_KEYS, 10);
  return `${name} costs ${money(price, currency)}${extras.length > 0 ? ` and ${extras.join(" and ")}` : ""}.`;
}

/** ", down 0.8% today", ", up $1.20 (0.5%) today", ", unchanged today"; nothing when the record says no change. */
function movement(change: number | undefined, percent: number | undefined, currency: string | undefined): string {
  const sign = percent ?? change;
  if (sign === undefined) return "";
  if (sign === 0) return ", unchanged today";
  const direction = sign < 0 ? "down" : "up";
  const amount = change === undefined ? undefined : money(Math.abs(change), currency);
  const share = percent === undefined ? undefined : `${formatNumber(Math.abs(percent))}%`;
  const said = amount !== undefined && share !== undefined ? `${amount} (${share})` : (share ?? amount);
  return `, ${direction} ${said} today`;
}

/** A number, or a numeric string ("227.48"). */
function numberOf(value: unknown): number | undefined {
  if (isNumber(value)) return value;
  if (typeof value === "string" && /^\s*[-+]?\d{1,15}(?:\.\d{1,10})?\s*%?\s*$/.test(value)) return Number.parseFloat(value.replace("+", ""));
  return undefined;
}

/** The ticker the call asked about, when the result does not say it. */
function argumentTicker(call: Call | undefined): string | undefined {
  const ticker = argIn(call?.args, SYMBOL_KEYS);
  return typeof ticker === "string" && /^[A-Za-z.]{1,8}$/.test(ticker) ? ticker.toUpperCase() : undefined;
}

/** The company the call asked about by name (`{"company": "Apple"}`). */
function companyArgument(call: Call | undefined): string | undefined {
  const ticker = argumentTicker(call);
  const named = ticker === undefined ? undefined : companyOf(ticker);
  if (named !== undefined) return `${named} (${ticker})`;
  const company = argIn(call?.args, ["company", "companyname", "name"]);
  return typeof company === "string" && company.trim() !== "" && company.length <= 60 ? company.trim() : undefined;
}
