/**
 * The words the answer after tool results writes values in, shared by its modules
 * (tool-results-reply.ts and the result-*.ts modules): text on one line and shortened, numbers
 * without float noise, dates as a person writes them ("9 December 2026"), money with its sign
 * ("$227.48"), field names as words ("user_id" → "user ID"), lists ("a, b and c") and links.
 *
 * Results are untrusted: everything here takes any value, reads a bounded slice of text and
 * never throws.
 */

/** A call as the answer reads it: the tool's name and its arguments (none when they are not a JSON object). */
export interface Call {
  name: string;
  args: ReadonlyMap<string, unknown>;
}

/** Words written in capitals in a field's name ("user_id" → "user ID"). */
const ACRONYMS = new Map<string, string>([
  ["id", "ID"],
  ["url", "URL"],
  ["uri", "URI"],
  ["api", "API"],
  ["utc", "UTC"],
  ["ip", "IP"],
  ["uuid", "UUID"],
]);

/** A word as a field's or a tool's name writes it, in the capitals it takes: "id" → "ID". */
export const acronymOf = (word: string): string => ACRONYMS.get(word) ?? word;

/** A name's words: `get_weather`, `get-weather`, `getWeather` → ["get", "weather"] (tools.ts's `nameWords`, bounded). */
export function wordsOfName(name: string): string[] {
  return name
    .slice(0, 200)
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
}

/** A field's name in words: `firstName`, `first_name` → "first name"; `user_id` → "user ID". */
export function fieldWords(key: string): string {
  const words = wordsOfName(key.slice(0, 60)).map(acronymOf);
  return words.length > 0 ? words.join(" ") : "value";
}

/** A field's name (lowercase, letters and digits only) as lookups key it: `start_time`, `startTime` → "starttime". */
export function normalizedKey(key: string): string {
  return key.slice(0, 60).toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * The first field of `record` whose normalized name is in `keys`, in the order of `keys`: the
 * field a meaning is read from (`price`, `current_price`…). Own fields only.
 * @example fieldIn({ Start_Time: "09:30" }, ["start", "starttime"]) // { key: "Start_Time", value: "09:30" }
 */
export function fieldIn(record: Record<string, unknown>, keys: readonly string[]): { key: string; value: unknown } | undefined {
  let best: { key: string; value: unknown; rank: number } | undefined;
  let seen = 0;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    if (++seen > 100) break; // a record of thousands of fields is read by its first hundred
    const rank = keys.indexOf(normalizedKey(key));
    if (rank >= 0 && (best === undefined || rank < best.rank)) best = { key, value: record[key], rank };
  }
  return best === undefined ? undefined : { key: best.key, value: best.value };
}

/** The text of the first field of `record` named by `keys` that holds non-empty text (or a number), on one line. */
export function textIn(record: Record<string, unknown>, keys: readonly string[], max = MAX_VALUE_CHARS): string | undefined {
  for (const key of keys) {
    const found = fieldIn(record, [key]);
    const value = found?.value;
    if (typeof value === "number" && Number.isFinite(value)) return formatNumber(value);
    if (typeof value !== "string") continue;
    const line = oneLine(value, max);
    if (line !== "") return line;
  }
  return undefined;
}

/** The first argument of a call whose normalized name is in `keys`, in the order of `keys`. */
export function argIn(args: ReadonlyMap<string, unknown> | undefined, keys: readonly string[]): unknown {
  if (args === undefined || args.size === 0) return undefined;
  let best: { value: unknown; rank: number } | undefined;
  for (const [key, value] of args) {
    const rank = keys.indexOf(normalizedKey(key));
    if (rank >= 0 && (best === undefined || rank < best.rank)) best = { value, rank };
  }
  return best?.value;
}

/** Longest value within a sentence. */
export const MAX_VALUE_CHARS = 80;

/** Whether words end in a plural ("tags", "orders"), not in "status", "address" or "analysis". */
export function pluralWord(words: string): boolean {
  return /s$/i.test(words) && !/(?:ss|us|is)$/i.test(words);
}

/** A plural noun's singular, for "1 event": "events" → "event", "entries" → "entry", "matches" → "match". */
export function singularOf(noun: string): string {
  if (!pluralWord(noun)) return noun;
  if (/ies$/i.test(noun)) return `${noun.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x)es$/i.test(noun)) return noun.slice(0, -2);
  return noun.slice(0, -1);
}

/** A singular noun's plural, for "42 users" from `count_user`: "user" → "users", "entry" → "entries". */
export function pluralOf(noun: string): string {
  if (pluralWord(noun)) return noun;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x)$/i.test(noun)) return `${noun}es`;
  return `${noun}s`;
}

/** "a", "a and b", "a, b and c". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "1 item", "3 items". */
export const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** Text on one line, whitespace collapsed, shortened at a word to about `max` characters with "…". */
export function oneLine(text: string, max: number): string {
  const trimmed = text.trimStart();
  // Read a bounded slice: a megabyte of text needs only its start.
  const line = trimmed.slice(0, max * 4).replace(/\s+/g, " ").trim();
  if (line.length <= max && trimmed.length <= max * 4) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

/** Text ending as a sentence ends. */
export function withStop(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

/** Text without its closing stop, to go on inside a sentence: "Lifted off." → "Lifted off". */
export function withoutStop(text: string): string {
  return text.replace(/[.!?]+$/, "");
}

/**
 * A number as a model writes it: integers whole, fractions to six places at most (1 ÷ 3 →
 * 0.333333; 0.1 + 0.2 → 0.3, not 0.30000000000000004), tiny ones to six significant digits.
 */
export function formatNumber(n: number): string {
  if (Number.isInteger(n)) return String(n);
  return String(Math.abs(n) >= 0.001 ? Number(n.toFixed(6)) : Number(n.toPrecision(6)));
}

/** The signs written before an amount in a currency; another currency's code follows the amount ("12.50 CHF"). */
const CURRENCY_SIGNS = new Map<string, string>([
  ["usd", "$"],
  ["$", "$"],
  ["eur", "€"],
  ["€", "€"],
  ["gbp", "£"],
  ["£", "£"],
  ["jpy", "¥"],
  ["¥", "¥"],
  ["inr", "₹"],
  ["₹", "₹"],
]);

/**
 * An amount as a price is written: two decimals when it has cents, thousands grouped, the
 * currency's sign before it or its code after it; no currency, no sign.
 * @example money(227.48, "USD") // "$227.48"
 * @example money(1234.5, "CHF") // "1,234.50 CHF"
 */
export function money(amount: number, currency?: string): string {
  const code = currency?.trim().slice(0, 10) ?? "";
  const sign = CURRENCY_SIGNS.get(code.toLowerCase());
  const whole = Number.isInteger(amount) || sign === "¥";
  const [units, cents] = Math.abs(amount).toFixed(whole ? 0 : 2).split(".");
  const grouped = units!.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const figure = `${amount < 0 ? "-" : ""}${sign ?? ""}${grouped}${cents === undefined ? "" : `.${cents}`}`;
  return sign === undefined && /^[A-Za-z]{3}$/.test(code) ? `${figure} ${code.toUpperCase()}` : figure;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** An ISO date, or date and time: "2026-12-09", "2026-12-09T09:30:00Z", "2026-12-09 09:30". */
const ISO_MOMENT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** A clock time: "09:30", "9:30", "09:30:00", "9:30 AM". */
const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?(\s?[AaPp]\.?[Mm]\.?)?$/;

/** A moment as said: its date in words and its time as written, either of them absent. */
export interface Moment {
  date?: string;
  time?: string;
}

/**
 * The date and time an ISO value says, in a person's words; undefined for any other text.
 * @example momentOf("2026-12-09") // { date: "9 December 2026" }
 * @example momentOf("2026-12-09T09:30:00Z") // { date: "9 December 2026", time: "09:30" }
 * @example momentOf("09:30") // { time: "09:30" }
 */
export function momentOf(value: unknown): Moment | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  const text = value.trim();
  const clock = CLOCK_TIME.exec(text);
  if (clock !== null) return Number(clock[1]) < 24 && Number(clock[2]) < 60 ? { time: `${clock[1]}:${clock[2]}${clock[3] ?? ""}` } : undefined;
  const iso = ISO_MOMENT.exec(text);
  if (iso === null) return undefined;
  const month = Number(iso[2]);
  const day = Number(iso[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const date = `${day} ${MONTHS[month - 1]} ${iso[1]}`;
  return iso[4] === undefined ? { date } : { date, time: `${iso[4]}:${iso[5]}` };
}

/** A moment in one phrase: "9 December 2026 at 09:30", "9 December 2026", "09:30". */
export function momentText(moment: Moment): string {
  if (moment.date !== undefined && moment.time !== undefined) return `${moment.date} at ${moment.time}`;
  return moment.date ?? moment.time ?? "";
}

/**
 * A markdown link to a web address, or the label alone when the address is none (only http(s)
 * links are written: a result's `javascript:` is no link to put in front of a user).
 * @example markdownLink("SpaceX launches", "https://example.com/a") // "[SpaceX launches](https://example.com/a)"
 */
export function markdownLink(label: string, url: unknown): string {
  const text = label.replace(/[[\]]/g, "");
  if (typeof url !== "string" || url.length > 2000 || !/^https?:\/\/[^\s]+$/i.test(url.trim())) return text;
  // Brackets and parentheses escaped: encodeURIComponent leaves "(" and ")" as they are, and they would end the link.
  return `[${text}](${url.trim().replace(/[()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)})`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** A number, or the first number written in text ("$1,299.00" → 1299, "0.3 km" → 0.3); undefined for anything else. */
export function amountIn(value: unknown): number | undefined {
  if (isNumber(value)) return value;
  if (typeof value !== "string") return undefined;
  const match = /-?\d[\d,]*(?:\.\d+)?/.exec(value.slice(0, 40));
  const number = match === null ? Number.NaN : Number(match[0].replace(/,/g, ""));
  return Number.isFinite(number) ? number : undefined;
}

export function isNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

export function isScalar(value: unknown): boolean {
  return value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}
