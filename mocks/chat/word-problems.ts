/**
 * Word problems solved with the working shown and the answer bold, as a tutor answers them:
 * distance, time and speed ("If a train leaves at 3pm going 60 mph, how far has it gone by
 * 5:30pm?" → 2.5 hours × 60 mph = **150 miles**), a tip and the bill split ("18% tip on $84 split
 * 3 ways"), a discounted price ("30% off $120"), simple and compound interest ("$1,000 at 5% for 3
 * years compounded annually"), a percentage increase or decrease ("from 80 to 100"), a unit price
 * ("$4.50 for 3 pounds") and workers sharing a job ("If 3 workers take 6 hours…", inverse
 * proportion, the workers taken to work at the same rate).
 *
 * Every number is computed from the prompt's numbers; money is written with the prompt's symbol
 * ($, £, €; none when it writes none) and two decimals, other results with at most two. A bare
 * percentage ("What is 15% of 240?") is facts.ts's, and a sum or an equation arithmetic.ts's and
 * equations.ts's: this reads only prompts whose words make them a problem. "$1,000 at 5% for 3
 * years" with neither "simple" nor "compound" gets both (designed: the prompt leaves it open).
 */

const NUM = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const MONEY = new RegExp(String.raw`([$£€])\s?${NUM}`);
const SMALL_NUMBERS: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twelve: 12 };
const COUNT = String.raw`(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve)`;

/** Cheap first look: a problem has a digit and one of these words or signs. */
const CUE = /%|\b(?:percent|percentage|mph|km\/h|kph|per|speed|fast|far|distance|split|tip|interest|workers?|people|take|takes|cost|costs|for)\b/;

/**
 * A task that merely mentions the numbers: "Write a product description for a mug at 20% off",
 * "Write a Python function for compound interest" ask for text or code, not the sum worked.
 */
const TASK = /^\s*(?:please\s+)?(?:write|draft|compose|create|generate|design|build|make|code|implement|translate|summari[sz]e|rewrite|rephrase|proofread|explain how)\b|\b(?:function|python|javascript|typescript|java|sql|script|program|code|excel|formula|spreadsheet)\b/;

/**
 * The worked answer to a word problem, or undefined when the prompt is none of these.
 * @example wordProblemReply("If a train leaves at 3pm going 60 mph, how far has it gone by 5:30pm?") // "From 3:00 pm to 5:30 pm is 2.5 hours.\n\nDistance = speed × time = 60 mph × 2.5 h = **150 miles**."
 */
export function wordProblemReply(prompt: string): string | undefined {
  if (prompt.length > 400 || !/\d/.test(prompt)) return undefined;
  const text = prompt.toLowerCase().replace(/\s+/g, " ");
  if (!CUE.test(text) || TASK.test(text)) return undefined;
  return tipReply(text) ?? discountReply(text) ?? interestReply(text) ?? percentChangeReply(text) ?? travelReply(text) ?? workersReply(text) ?? unitPriceReply(text);
}

// ---------------------------------------------------------------------------------------------
// Money

const TIP = new RegExp(String.raw`${NUM}\s*%\s*(?:tip|gratuity)|\b(?:tip|gratuity)[:\s]+(?:of\s+)?${NUM}\s*%`);
const BILL = new RegExp(String.raw`\b(?:bill|check|total|meal|dinner)\s+(?:of|is|was|for|comes to|came to)\s+${NUM}|\bon\s+(?:a\s+)?${NUM}`);
const WAYS = new RegExp(String.raw`\b${COUNT}\s+ways\b|\b(?:between|among|by|for)\s+${COUNT}\s+(?:people|persons|friends|of us|diners|guests)\b|\b${COUNT}\s+(?:people|friends|of us)\b`);

/** "18% tip on $84 split 3 ways": the tip, the total, and each share. */
function tipReply(text: string): string | undefined {
  const tip = TIP.exec(text);
  const split = /\bsplit\b/.test(text) ? WAYS.exec(text) : null;
  if (!tip && !split) return undefined;
  const bill = amountOf(text, BILL);
  if (bill === undefined) return undefined;
  const lines: string[] = [];
  let total = bill.value;
  if (tip) {
    const rate = numberOf(tip[1] ?? tip[2]!);
    const tipped = roundCents((bill.value * rate) / 100);
    total = bill.value + tipped;
    lines.push(`Tip: ${percent(rate)} × ${money(bill.value, bill.symbol)} = ${money(tipped, bill.symbol)}`);
    lines.push(`Total: ${money(bill.value, bill.symbol)} + ${money(tipped, bill.symbol)} = ${split ? money(total, bill.symbol) : `**${money(total, bill.symbol)}**`}`);
  }
  if (split) {
    const ways = countOf(split[1] ?? split[2] ?? split[3]!);
    if (ways < 2) return undefined;
    lines.push(`Each person's share (${ways} ways): ${money(total, bill.symbol)} ÷ ${ways} = **${money(total / ways, bill.symbol)}**`);
  }
  return lines.map((line) => `- ${line}`).join("\n");
}

const DISCOUNT = new RegExp(String.raw`${NUM}\s*%\s*(?:off|discount)\b|\bdiscount(?:ed)?\s+(?:of|by)\s+${NUM}\s*%`);
const OFF_AMOUNT = new RegExp(String.raw`\b(?:off|of|on|costs?|priced at|price of|was)\s+(?:an?\s+|the\s+)?(?:\w+\s+){0,2}?${NUM}(?!\s*%)`);

/** "30% off $120": the saving and the price paid. */
function discountReply(text: string): string | undefined {
  const discount = DISCOUNT.exec(text);
  if (!discount) return undefined;
  const price = amountOf(text, OFF_AMOUNT);
  if (price === undefined) return undefined;
  const rate = numberOf(discount[1] ?? discount[2]!);
  if (rate > 100) return undefined;
  const saved = roundCents((price.value * rate) / 100);
  return [
    `Discount: ${percent(rate)} × ${money(price.value, price.symbol)} = ${money(saved, price.symbol)}`,
    `Sale price: ${money(price.value, price.symbol)} − ${money(saved, price.symbol)} = **${money(price.value - saved, price.symbol)}**`,
  ]
    .map((line) => `- ${line}`)
    .join("\n");
}

const RATE = new RegExp(String.raw`${NUM}\s*%`);
const YEARS = new RegExp(String.raw`\b${NUM}\s*(years?|months?)\b`);
const PRINCIPAL = new RegExp(String.raw`\b(?:invest(?:ed)?|deposit(?:ed)?|borrow(?:ed)?|loan of|principal of|put)\s+${NUM}`);
/** How many times a year interest is compounded, by the word for it. */
const PERIODS: Readonly<Record<string, number>> = { annually: 1, yearly: 1, "semi-annually": 2, semiannually: 2, quarterly: 4, monthly: 12, weekly: 52, daily: 365 };

/** "$1,000 at 5% for 3 years compounded annually": the amount and the interest earned. */
function interestReply(text: string): string | undefined {
  if (!/\b(?:interest|compound(?:ed|ing)?|invest(?:ed|ment)?|grow|savings|deposit(?:ed)?)\b/.test(text)) return undefined;
  const rateMatch = RATE.exec(text);
  const years = YEARS.exec(text);
  const principal = amountOf(text, PRINCIPAL);
  if (!rateMatch || !years || principal === undefined) return undefined;
  const rate = numberOf(rateMatch[1]!) / 100;
  const t = numberOf(years[1]!) / (years[2]!.startsWith("month") ? 12 : 1);
  const p = principal.value;
  const symbol = principal.symbol;
  const time = `${formatNumber(numberOf(years[1]!))} ${years[2]}`;
  const simple = (): string => {
    const interest = p * rate * t;
    return `Simple interest: I = P × r × t = ${money(p, symbol)} × ${formatNumber(rate, 4)} × ${formatNumber(t, 4)} = **${money(interest, symbol)}**, so after ${time} you have ${money(p + interest, symbol)}.`;
  };
  const compound = (): string => {
    const continuous = /\bcontinuous(?:ly)?\b/.test(text);
    const named = /\bcompounded\s+(annually|yearly|semi-?annually|quarterly|monthly|weekly|daily)\b/.exec(text)?.[1];
    const n = named === undefined ? 1 : PERIODS[named.replace("semi annually", "semi-annually")] ?? 1;
    const amount = continuous ? p * Math.exp(rate * t) : p * (1 + rate / n) ** (n * t);
    const formula = continuous
      ? `A = P × e^(r × t) = ${money(p, symbol)} × e^(${formatNumber(rate, 4)} × ${formatNumber(t, 4)})`
      : `A = P × (1 + r/n)^(n × t) = ${money(p, symbol)} × (1 + ${formatNumber(rate, 4)}${n === 1 ? "" : `/${n}`})^${formatNumber(n * t, 4)}`;
    return `Compounded ${continuous ? "continuously" : named ?? "annually"}: ${formula} = **${money(amount, symbol)}**, of which ${money(amount - p, symbol)} is interest.`;
  };
  if (/\bsimple\b/.test(text)) return simple();
  if (/\bcompound/.test(text)) return compound();
  return `${simple()}\n\n${compound()}`;
}

// ---------------------------------------------------------------------------------------------
// Percentages

const FROM_TO = new RegExp(String.raw`\bfrom\s+([$£€])?\s?${NUM}\s*%?\s+to\s+([$£€])?\s?${NUM}(?!\s*(?:am|pm|:))`);

/** "What's the percentage increase from 80 to 100?": the change over the old value. */
function percentChangeReply(text: string): string | undefined {
  if (!/\bpercent(?:age)?\b|%/.test(text) || !/\b(?:increase|decrease|change|difference|grow|growth|grew|rise|rose|drop|dropped|fall|fell|went|go|goes|gone)\b/.test(text)) return undefined;
  const fromTo = FROM_TO.exec(text);
  if (!fromTo) return undefined;
  const symbol = fromTo[1] ?? fromTo[3];
  const [from, to] = [numberOf(fromTo[2]!), numberOf(fromTo[4]!)];
  if (from === 0) return undefined;
  const change = to - from;
  const rate = (change / from) * 100;
  const show = (value: number) => (symbol ? money(value, symbol) : formatNumber(value));
  const kind = change > 0 ? "increase" : change < 0 ? "decrease" : "change";
  // The size of the change over the starting value; its direction is the word "increase" or "decrease".
  return `Change: ${show(to)} − ${show(from)} = ${change < 0 ? "−" : ""}${show(Math.abs(change))}\n\nAs a share of the starting value: ${show(Math.abs(change))} ÷ ${show(from)} × 100 = **${change === 0 ? "no change (0%)" : `${formatNumber(Math.abs(rate))}% ${kind}`}**.`;
}

// ---------------------------------------------------------------------------------------------
// Distance, time and speed

const SPEED = new RegExp(String.raw`${NUM}\s*(mph|miles per hour|miles an hour|miles an hr|km\/h|kmh|kph|km per hour|km an hour|kilomet(?:er|re)s per hour|kilomet(?:er|re)s an hour)`);
const DISTANCE = new RegExp(String.raw`${NUM}\s*(miles?|mi|km|kilomet(?:er|re)s?)\b(?!\s*(?:per|an?\b|\/))`);
const DURATION = new RegExp(String.raw`\b(?:for|in|after|takes?|took)\s+${NUM}\s*(hours?|hrs?|h|minutes?|mins?)\b(?:\s+and\s+${NUM}\s*(minutes?|mins?))?`);
/** A speed asked for: "what speed", "how fast". */
const SPEED_ASKED = /\bspeed\b|\bhow fast\b|\bmph\b|\bkm\/h\b|\bper hour\b/;
const CLOCK = /\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s*(am|pm|a\.m\.|p\.m\.)|\b([01]?\d|2[0-3]):([0-5]\d)\b/g;

/** Distance from speed and time, time from distance and speed, or speed from distance and time. */
function travelReply(text: string): string | undefined {
  const speed = SPEED.exec(text);
  // Without a speed, only a speed asked for can be answered (the last case below): the rest is not read.
  if (!speed && !SPEED_ASKED.test(text)) return undefined;
  const distance = DISTANCE.exec(text);
  const span = clockSpan(text);
  const duration = DURATION.exec(text);
  const hours = span?.hours ?? (duration ? hoursOf(duration) : undefined);
  const timeSaid = span ? `From ${span.from} to ${span.to} is ${formatNumber(span.hours)} hours.\n\n` : "";
  if (speed && hours !== undefined && /\bhow far\b|\bdistance\b|\bhow many (?:miles|km|kilomet)/.test(text)) {
    const unit = distanceUnit(speed[2]!);
    return `${timeSaid}Distance = speed × time = ${formatNumber(numberOf(speed[1]!))} ${speedUnit(unit)} × ${hoursWorked(hours)} = **${formatNumber(numberOf(speed[1]!) * hours)} ${unit}**.`;
  }
  if (speed && distance && /\bhow long\b|\bhow much time\b|\bhow many (?:hours|minutes)\b|\bwhen will\b|\bwhat time\b/.test(text)) {
    const unit = distanceUnit(speed[2]!);
    if (distanceUnit(distance[2]!) !== unit || numberOf(speed[1]!) === 0) return undefined;
    const taken = numberOf(distance[1]!) / numberOf(speed[1]!);
    const arrival = /\bwhat time\b|\bwhen will\b/.test(text) ? arrivalOf(text, taken) : undefined;
    return `Time = distance ÷ speed = ${formatNumber(numberOf(distance[1]!))} ${unit} ÷ ${formatNumber(numberOf(speed[1]!))} ${speedUnit(unit)} = **${hoursText(taken)}**${arrival ? `, so it arrives at **${arrival}**` : ""}.`;
  }
  if (!speed && distance && hours !== undefined && hours > 0) {
    const unit = distanceUnit(distance[2]!);
    return `${timeSaid}Speed = distance ÷ time = ${formatNumber(numberOf(distance[1]!))} ${unit} ÷ ${hoursWorked(hours)} = **${formatNumber(numberOf(distance[1]!) / hours)} ${speedUnit(unit)}**.`;
  }
  return undefined;
}

/** The first two clock times a prompt writes, and the hours between them (past midnight when the second is earlier). */
function clockSpan(text: string): { from: string; to: string; hours: number } | undefined {
  const times = [...text.matchAll(CLOCK)].slice(0, 2).map(minutesOf);
  if (times.length < 2) return undefined;
  const [from, to] = times as [number, number];
  return { from: clockText(from), to: clockText(to), hours: ((to - from + 1440) % 1440) / 60 };
}

/** "3pm" → 900, "5:30pm" → 1050, "17:45" → 1065: minutes after midnight. */
function minutesOf(match: RegExpMatchArray): number {
  if (match[4] !== undefined) return Number(match[4]) * 60 + Number(match[5]);
  const hour = Number(match[1]) % 12 + (match[3]!.startsWith("p") ? 12 : 0);
  return hour * 60 + Number(match[2] ?? 0);
}

/** 1050 → "5:30 pm". */
function clockText(minutes: number): string {
  const hour = Math.floor(minutes / 60) % 24;
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minutes % 60).padStart(2, "0")} ${hour < 12 ? "am" : "pm"}`;
}

/** The clock time `hours` after the first clock time the prompt writes ("leaves at 2pm"), if it writes one. */
function arrivalOf(text: string, hours: number): string | undefined {
  const first = [...text.matchAll(CLOCK)][0];
  return first && clockText(Math.round(minutesOf(first) + hours * 60) % 1440);
}

function hoursOf(duration: RegExpExecArray): number {
  const amount = numberOf(duration[1]!);
  const first = duration[2]!.startsWith("h") ? amount : amount / 60;
  return first + (duration[3] === undefined ? 0 : numberOf(duration[3]) / 60);
}

/** "mph" → "miles", "km/h" → "km". */
function distanceUnit(written: string): string {
  return /^mi|mph/.test(written) ? "miles" : "km";
}

function speedUnit(distance: string): string {
  return distance === "miles" ? "mph" : "km/h";
}

/** Hours in a working: "2.5 h", or "2 h 20 min" where the decimal would be rounded (2.333…). */
function hoursWorked(hours: number): string {
  if (Number.isInteger(Math.round(hours * 1e6) / 1e4)) return `${formatNumber(hours)} h`;
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** 2.5 → "2.5 hours (2 hours 30 minutes)"; 3 → "3 hours"; 0.75 → "45 minutes". */
function hoursText(hours: number): string {
  const minutes = Math.round(hours * 60);
  const whole = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (whole === 0) return `${rest} minute${rest === 1 ? "" : "s"}`;
  const plain = `${formatNumber(hours)} hour${hours === 1 ? "" : "s"}`;
  return rest === 0 ? plain : `${plain} (${whole} hour${whole === 1 ? "" : "s"} ${rest} minute${rest === 1 ? "" : "s"})`;
}

// ---------------------------------------------------------------------------------------------
// Workers and unit prices

const UNITS = String.raw`(hours?|days?|minutes?|weeks?)`;
/** "If 3 workers take 6 hours to build a wall", "6 painters can paint a house in 4 days". */
const CREW = new RegExp(String.raw`\b${NUM}\s+([a-z]+s)\b[^.?]{0,60}?\b(?:take|takes|took|need|needs|in|finish\w*\s+in)\s+${NUM}\s+${UNITS}`);

/** "If 3 workers take 6 hours…, how long would 2 workers take?": the work is workers × time, shared by the new crew. */
function workersReply(text: string): string | undefined {
  if (!/\bhow long\b|\bhow many (?:hours|days|minutes|weeks)\b/.test(text)) return undefined;
  const crew = CREW.exec(text);
  if (!crew) return undefined;
  const [, countText, noun, timeText, unitText] = crew;
  const rest = text.slice(crew.index + crew[0].length);
  const other = new RegExp(String.raw`\b${NUM}\s+(?:${noun}|${noun!.replace(/s$/, "")}|of them)\b`).exec(rest);
  // "how long would 2 machines take to make 200 widgets?" changes the job too: not this sum.
  if (!other || (rest.match(/\d+/g) ?? []).length > 1) return undefined;
  const [before, time, after] = [numberOf(countText!), numberOf(timeText!), numberOf(other[1]!)];
  if (after === 0) return undefined;
  const unit = unitText!.replace(/s$/, "");
  const work = before * time;
  const taken = work / after;
  const single = noun!.replace(/s$/, "");
  return `The job is ${formatNumber(before)} ${noun} × ${formatNumber(time)} ${unit}s = ${formatNumber(work)} ${single}-${unit}s of work. Shared by ${formatNumber(after)} ${after === 1 ? single : noun}: ${formatNumber(work)} ÷ ${formatNumber(after)} = **${formatNumber(taken)} ${unit}${taken === 1 ? "" : "s"}** (assuming they all work at the same rate).`;
}

/** "$4.50 for 3 pounds", "3 pounds for $4.50", "3 pounds cost $4.50". */
const PRICE_FOR = new RegExp(String.raw`([$£€])\s?${NUM}\s+(?:for|per)\s+(?:${NUM}\s+|an?\s+|one\s+)?(?:([a-z]+)\b)?|\b${NUM}\s+([a-z]+)\s+(?:for|costs?|at|is|are)\s+([$£€])\s?${NUM}`, "g");
/** Words after "$4.50 for" that are no unit. */
const NOT_UNITS = /^(?:the|a|an|and|or|how|what|which|each|is|are|in|at|to|of|years?|months?)$/;

/** "$4.50 for 3 pounds": the price of one; two such offers are compared; "how much would 7 cost" is scaled. */
function unitPriceReply(text: string): string | undefined {
  if (!/\bper\b|\bunit (?:price|rate|cost)\b|\beach\b|\bbetter (?:deal|buy|value|price)\b|\bcheaper\b|\bhow much (?:is|does|do|would|will|for)\b/.test(text)) return undefined;
  const offers = [...text.matchAll(PRICE_FOR)].flatMap((match) => {
    const [symbol, price, count, unit] = match[1] !== undefined ? [match[1], match[2]!, match[3], match[4]] : [match[7]!, match[8]!, match[5], match[6]];
    if (count === undefined && unit === undefined) return [];
    if (unit !== undefined && NOT_UNITS.test(unit)) return [];
    const amount = count === undefined ? 1 : numberOf(count);
    return amount > 0 ? [{ symbol, price: numberOf(price), amount, unit: singular(unit ?? "item") }] : [];
  });
  if (offers.length === 0) return undefined;
  const [first, second] = offers as [(typeof offers)[number], (typeof offers)[number] | undefined];
  const each = (offer: typeof first) => offer.price / offer.amount;
  const line = (offer: typeof first) => `${money(offer.price, offer.symbol)} ÷ ${formatNumber(offer.amount)} ${offer.amount === 1 ? offer.unit : plural(offer.unit)} = ${money(each(offer), offer.symbol, 4)} per ${offer.unit}`;
  if (second && second.unit === first.unit && second.symbol === first.symbol) {
    const better = each(first) <= each(second) ? first : second;
    if (each(first) === each(second)) return `- ${line(first)}\n- ${line(second)}\n\nBoth cost the same: **${money(each(first), first.symbol, 4)} per ${first.unit}**.`;
    return `- ${line(first)}\n- ${line(second)}\n\nThe better deal is **${money(better.price, better.symbol)} for ${formatNumber(better.amount)} ${better.amount === 1 ? better.unit : plural(better.unit)}** (${money(each(better), better.symbol, 4)} per ${better.unit}).`;
  }
  const scaled = new RegExp(String.raw`\bhow much (?:would|will|do|does|for)\s+${NUM}\s+(?:${first.unit}|${plural(first.unit)}|of them)?`).exec(text);
  if (scaled && numberOf(scaled[1]!) !== first.amount) {
    const wanted = numberOf(scaled[1]!);
    return `${line(first)}, so ${formatNumber(wanted)} ${wanted === 1 ? first.unit : plural(first.unit)} cost ${formatNumber(wanted)} × ${money(each(first), first.symbol, 4)} = **${money(each(first) * wanted, first.symbol)}**.`;
  }
  return `${line(first).replace(/= (\S+ per \S+)$/, "= **$1**")}.`;
}

/** "pounds" → "pound", "boxes" → "box", "berries" → "berry"; "lbs" → "lb". */
function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:x|ch|sh|ss)es$/.test(word)) return word.slice(0, -2);
  return /[^s]s$/.test(word) ? word.slice(0, -1) : word;
}

function plural(word: string): string {
  if (/^(?:kg|lb|oz|g|ml|l)$/.test(word)) return word;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return /(?:x|ch|sh|s)$/.test(word) ? `${word}es` : `${word}s`;
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** The first money amount (with its symbol), else the first number `fallback` reads; undefined when neither. */
function amountOf(text: string, fallback: RegExp): { value: number; symbol: string } | undefined {
  const money = MONEY.exec(text);
  if (money) return { value: numberOf(money[2]!), symbol: money[1]! };
  const plain = fallback.exec(text);
  const written = plain?.slice(1).find((group) => group !== undefined);
  return written === undefined ? undefined : { value: numberOf(written), symbol: "" };
}

/** "1,000" → 1000, "4.50" → 4.5. */
function numberOf(text: string): number {
  return Number(text.replace(/,/g, ""));
}

function countOf(text: string): number {
  return SMALL_NUMBERS[text] ?? Number(text);
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** "$1,157.63": the symbol, thousands commas and two decimals (up to `decimals` where a unit price needs them: "$0.0125"). */
function money(value: number, symbol: string, decimals = 2): string {
  const rounded = Math.round(value * 100) / 100;
  const fine = decimals > 2 && rounded !== 0 && Math.abs(value - rounded) > 1e-9 && Math.abs(value) < 0.1;
  const digits = fine ? formatNumber(value, decimals) : withCommas(rounded.toFixed(2));
  return `${value < 0 ? "-" : ""}${symbol}${digits.replace(/^-/, "")}`;
}

/** "18%". */
function percent(rate: number): string {
  return `${formatNumber(rate)}%`;
}

/** A result as written: at most `decimals` decimals, no trailing zeros, thousands commas ("1,157.63", "2.5", "150"). */
function formatNumber(value: number, decimals = 2): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return withCommas(Object.is(rounded, -0) ? "0" : String(rounded));
}

function withCommas(digits: string): string {
  const [whole, fraction] = digits.split(".");
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction === undefined ? "" : `.${fraction}`}`;
}
