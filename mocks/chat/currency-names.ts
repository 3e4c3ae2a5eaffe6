/**
 * The currencies a message names, for the currency arguments of a conversion or a payment:
 * "How much is 100 USD in euros?" → `from` "USD", `to` "EUR"; "Convert 50 pounds to yen" →
 * "GBP", "JPY"; "What's 2,000 yen in dollars?" → "JPY", "USD". A model reads the currency of the
 * amount as the one converted from and the other as the one converted to, and writes each as
 * the field asks: its ISO 4217 code, or its name where the schema shows names. Without it a
 * conversion's `to` took the faker's letters. A cheap check (a currency word, code or sign) first.
 */

/** A currency: its ISO 4217 code, its name as a model writes it, and the words people write for it, longest first per currency. */
interface Currency {
  code: string;
  name: string;
  words: readonly string[];
  sign?: string;
}

const CURRENCIES: readonly Currency[] = [
  { code: "USD", name: "US dollar", words: ["us dollars", "us dollar", "u.s. dollars", "american dollars", "dollars", "dollar", "bucks"], sign: "$" },
  { code: "EUR", name: "euro", words: ["euros", "euro"], sign: "€" },
  { code: "GBP", name: "British pound", words: ["british pounds", "british pound", "pounds sterling", "pound sterling", "sterling", "pounds", "pound", "quid"], sign: "£" },
  { code: "JPY", name: "Japanese yen", words: ["japanese yen", "yen"], sign: "¥" },
  { code: "CNY", name: "Chinese yuan", words: ["chinese yuan", "yuan", "renminbi", "rmb"] },
  { code: "INR", name: "Indian rupee", words: ["indian rupees", "indian rupee", "rupees", "rupee"], sign: "₹" },
  { code: "CAD", name: "Canadian dollar", words: ["canadian dollars", "canadian dollar"] },
  { code: "AUD", name: "Australian dollar", words: ["australian dollars", "australian dollar", "aussie dollars"] },
  { code: "NZD", name: "New Zealand dollar", words: ["new zealand dollars", "new zealand dollar"] },
  { code: "HKD", name: "Hong Kong dollar", words: ["hong kong dollars", "hong kong dollar"] },
  { code: "SGD", name: "Singapore dollar", words: ["singapore dollars", "singapore dollar"] },
  { code: "CHF", name: "Swiss franc", words: ["swiss francs", "swiss franc", "francs", "franc"] },
  { code: "MXN", name: "Mexican peso", words: ["mexican pesos", "mexican peso", "pesos", "peso"] },
  { code: "BRL", name: "Brazilian real", words: ["brazilian reais", "brazilian real", "reais"] },
  { code: "KRW", name: "South Korean won", words: ["south korean won", "korean won"], sign: "₩" },
  { code: "SEK", name: "Swedish krona", words: ["swedish kronor", "swedish krona"] },
  { code: "NOK", name: "Norwegian krone", words: ["norwegian kroner", "norwegian krone"] },
  { code: "DKK", name: "Danish krone", words: ["danish kroner", "danish krone"] },
  { code: "ZAR", name: "South African rand", words: ["south african rand", "rand"] },
  { code: "TRY", name: "Turkish lira", words: ["turkish lira", "lira"] },
  { code: "PLN", name: "Polish zloty", words: ["polish zloty", "zloty", "złoty"] },
  { code: "THB", name: "Thai baht", words: ["thai baht", "baht"] },
  { code: "RUB", name: "Russian ruble", words: ["russian rubles", "russian ruble", "rubles", "ruble", "roubles", "rouble"] },
  { code: "ILS", name: "Israeli shekel", words: ["israeli shekels", "shekels", "shekel"], sign: "₪" },
];

const BY_WORD: ReadonlyMap<string, Currency> = new Map(CURRENCIES.flatMap((currency) => currency.words.map((word) => [word, currency] as const)));
const BY_CODE: ReadonlyMap<string, Currency> = new Map(CURRENCIES.map((currency) => [currency.code, currency] as const));
const BY_SIGN: ReadonlyMap<string, Currency> = new Map(CURRENCIES.flatMap((currency) => (currency.sign === undefined ? [] : [[currency.sign, currency] as const])));

const escape = (text: string) => text.replace(/[.$]/g, "\\$&");
/** A currency as written: a word ("euros", "Canadian dollars"), a code ("USD", "usd"; "TRY" only in capitals, "try" is a verb), or a sign before a number ("$100"). */
const WRITTEN = new RegExp(
  String.raw`(?<![\p{L}])(${[...BY_WORD.keys()].sort((a, b) => b.length - a.length).map(escape).join("|")})(?![\p{L}])|\b(${CURRENCIES.map((currency) => currency.code).join("|")})\b|([$€£¥₹₩₪])\s?\d`,
  "giu",
);
const CHEAP = /[$€£¥₹₩₪]|\b[A-Z]{3}\b|dollar|euro|pound|sterling|quid|yen|yuan|renminbi|rmb|rupee|franc|peso|real|reais|won|kron|rand|lira|zloty|złoty|baht|rub|roub|shekel|bucks|usd|eur|gbp|jpy|cad|aud|inr|chf|cny|mxn/i;

/** A currency named in a message, where, and whether an amount is written with it ("100 USD", "$5", "2,000 yen"). */
interface Named {
  currency: Currency;
  at: number;
  withAmount: boolean;
}

/** The currencies `text` names, in order, each once. */
function namedIn(text: string): Named[] {
  const head = text.slice(0, 600);
  if (!CHEAP.test(head)) return [];
  const named: Named[] = [];
  for (const match of head.matchAll(WRITTEN)) {
    const [, word, code, sign] = match;
    const currency = word !== undefined ? BY_WORD.get(word.toLowerCase()) : code !== undefined ? (code === code.toUpperCase() || code.toUpperCase() !== "TRY" ? BY_CODE.get(code.toUpperCase()) : undefined) : BY_SIGN.get(sign!);
    if (currency === undefined) continue;
    const withAmount = sign !== undefined || /\d[\d,.]*\s*(?:k|m|million|thousand|billion)?\s*$/i.test(head.slice(Math.max(0, match.index - 24), match.index));
    const known = named.find((other) => other.currency === currency);
    if (known) known.withAmount ||= withAmount;
    else named.push({ currency, at: match.index, withAmount });
  }
  return named;
}

/**
 * The codes of the currencies a conversion in `text` goes from and to: the one written with the
 * amount is converted from ("What's 2,000 yen in dollars?" → JPY to USD), else the first named;
 * the other is converted to. Undefined for a side the message names none for.
 * @example conversionOf("Convert 50 pounds to yen") // { from: "GBP", to: "JPY" }
 */
export function conversionOf(text: string): { from?: string; to?: string } {
  const named = namedIn(text);
  if (named.length === 0) return {};
  const from = named.find((one) => one.withAmount) ?? named[0]!;
  const to = named.find((one) => one !== from);
  return { from: from.currency.code, to: to?.currency.code };
}

/** Words of a field's name that make it the currency converted from, and those that make it the one converted to. */
const FROM_WORDS = /^(?:from|source|src|base|sell|input|origin|original)$/;
const TO_WORDS = /^(?:to|target|dest|destination|quote|into|buy|output|counter)$/;

/**
 * Which side of a conversion the field named with `words` (`from_currency` → ["from", "currency"])
 * takes: "from", "to", or undefined for neither (a plain `currency`, the amount's).
 */
export function conversionSide(words: readonly string[]): "from" | "to" | undefined {
  if (words.some((word) => TO_WORDS.test(word))) return "to";
  if (words.some((word) => FROM_WORDS.test(word))) return "from";
  return undefined;
}

/** A field's description or examples that show currency names ("the currency name, e.g. euro"), not codes. */
const ASKS_NAME = /\b(?:currency\s+name|name\s+of\s+the\s+currency|full\s+name)\b/i;

/**
 * The currency of `code` as the field `node` asks for it: a member of its enum (by code or
 * name), its name where the field shows names (a description asking for the name, examples
 * written as names), else its ISO 4217 code, as models write currencies.
 * @example currencyInForm("EUR", { enum: ["usd", "eur"] }) // "eur"
 */
export function currencyInForm(code: string, node: Record<string, unknown> | undefined): string | undefined {
  const currency = BY_CODE.get(code);
  if (currency === undefined) return undefined;
  if (Array.isArray(node?.enum)) {
    const members = node.enum.filter((value): value is string => typeof value === "string");
    return members.find((value) => value.toUpperCase() === code || value.toLowerCase() === currency.name.toLowerCase() || BY_WORD.get(value.toLowerCase()) === currency);
  }
  const description = typeof node?.description === "string" ? node.description.slice(0, 300) : "";
  const examples = Array.isArray(node?.examples) ? node.examples.filter((value): value is string => typeof value === "string") : [];
  const namesShown = examples.length > 0 ? examples.every((value) => !/^[A-Z]{3}$/.test(value)) : ASKS_NAME.test(description) && !/\b(?:ISO|code|[A-Z]{3})\b/.test(description);
  return namesShown ? currency.name : code;
}

/** Whether `text` names a currency (a cheap check first). */
export function namesCurrency(text: string): boolean {
  return namedIn(text).length > 0;
}

/** A pattern a currency code fits ("^[A-Z]{3}$"). */
const CODE_PATTERN = /\[A-Z\]\{3\}|\[a-zA-Z\]\{3\}|\\w\{3\}/;

/**
 * Whether the string field named with `words`, of schema `node`, is a currency its schema says
 * so of: named `currency` or a conversion's side (`from`, `to`) described as a currency ("ISO 4217
 * code"), patterned as a code, or listing codes in an enum. A plain `from` is read with the tool's
 * name instead (message-arguments.ts): a translation's `from` is a language.
 */
export function asksCurrency(words: readonly string[], node: Record<string, unknown>): boolean {
  if (node.format !== undefined) return false;
  const currencyNamed = words.includes("currency") || words.includes("currencies");
  if (!currencyNamed && conversionSide(words) === undefined) return false;
  const description = typeof node.description === "string" ? node.description.slice(0, 300) : "";
  if (/\bcurrenc|\bISO\s*4217\b/i.test(description)) return true;
  if (typeof node.pattern === "string" && CODE_PATTERN.test(node.pattern)) return true;
  if (Array.isArray(node.enum)) return node.enum.some((value) => typeof value === "string" && BY_CODE.has(value.toUpperCase()));
  return currencyNamed && typeof node.pattern !== "string";
}
