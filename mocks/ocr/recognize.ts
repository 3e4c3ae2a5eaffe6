import { shuffled, type Random } from "../data/random.ts";

/** Options of one recognition; width and height are the decoded image size. */
export interface RecognizeOptions {
  width: number;
  height: number;
  random: Random;
  /** Target pixel count: the image is scaled by sqrt(approximatePixel / (width * height)) first. */
  approximatePixel?: number;
  /** Lines whose confidence is below this are dropped. */
  filterThresh?: number;
  /** Convert half-width ASCII and katakana in the results to full-width. */
  halfToFull?: boolean;
}

/** The text part of an OCR result: three arrays of the same length, one entry per line. */
export interface OcrLines {
  line_texts: string[];
  line_rects: number[][];
  line_probs: number[];
}

interface Layout {
  lines: string[];
  align: "left" | "center";
}

/**
 * Plausible text lines with boxes laid out top to bottom inside the (possibly resized) image.
 * @example recognize({ width: 800, height: 600, random: seededRandom(1), filterThresh: 0.8 })
 */
export function recognize(opts: RecognizeOptions): OcrLines {
  const { random } = opts;
  const scale = opts.approximatePixel !== undefined && opts.approximatePixel > 0 ? Math.sqrt(opts.approximatePixel / (opts.width * opts.height)) : 1;
  const width = Math.max(1, Math.round(opts.width * scale));
  const height = Math.max(1, Math.round(opts.height * scale));
  const layout = random.pick(SCENES)(random);
  // A line needs at least one pixel row of its own.
  const lines = layout.lines.slice(0, height);
  const rects = placeLines(lines, layout.align, width, height, random);
  const probs = lines.map((line) => confidence(line, random));

  const result: OcrLines = { line_texts: [], line_rects: [], line_probs: [] };
  const threshold = opts.filterThresh ?? 0;
  lines.forEach((line, i) => {
    const prob = probs[i] as number;
    if (prob < threshold) return;
    result.line_texts.push(opts.halfToFull ? toFullWidth(line) : line);
    result.line_rects.push(rects[i] as number[]);
    result.line_probs.push(prob);
  });
  return result;
}

const HALF_KATAKANA = "。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン゛゜";

/**
 * Half-width ASCII (U+0021–U+007E), space and half-width katakana to their full-width forms.
 * @example toFullWidth("ｶﾞｲﾄﾞ A-1") // "ガイド　Ａ－１"
 */
export function toFullWidth(text: string): string {
  let out = "";
  // Latin-1 signs with full-width forms of their own (Unicode's Halfwidth and Fullwidth Forms block).
  const LATIN_SIGNS: Record<string, string> = { "\u00a2": "\uffe0", "\u00a3": "\uffe1", "\u00ac": "\uffe2", "\u00af": "\uffe3", "\u00a6": "\uffe4", "\u00a5": "\uffe5" };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0x21 && code <= 0x7e) out += String.fromCharCode(code + 0xfee0);
    else if (code === 0x20) out += "\u3000";
    else if (code >= 0xff61 && code <= 0xff9f) {
      const kana = HALF_KATAKANA.charAt(code - 0xff61);
      const next = text.charCodeAt(i + 1);
      // ﾞ and ﾟ are separate characters in half-width text; full-width has precomposed ガ, パ, …
      const mark = next === 0xff9e ? "\u3099" : next === 0xff9f ? "\u309a" : "";
      const composed = mark === "" ? kana : (kana + mark).normalize("NFC");
      if (composed.length === 1 && mark !== "") {
        out += composed;
        i++;
      } else out += kana;
    } else out += LATIN_SIGNS[text.charAt(i)] ?? text.charAt(i);
  }
  return out;
}

function placeLines(lines: readonly string[], align: Layout["align"], width: number, height: number, random: Random): number[][] {
  const count = Math.max(1, lines.length);
  let top = height * (0.04 + random.next() * 0.08);
  let bottom = height * (0.04 + random.next() * 0.08);
  if (height - top - bottom < count) top = bottom = 0;
  const slot = (height - top - bottom) / count;
  const lineHeight = slot * (0.55 + random.next() * 0.25);
  const margin = width * (0.03 + random.next() * 0.07);
  return lines.map((line, i) => {
    const y = top + i * slot + random.next() * slot * 0.1;
    // Glyphs are about as wide as the line is tall (full-width) or half that (ASCII).
    const textWidth = Math.min(width - 2 * margin, emWidth(line) * lineHeight * 0.95);
    const indent = align === "center" ? (width - textWidth) / 2 : margin + random.next() * width * 0.02;
    const x1 = clamp(Math.floor(indent), 0, width - 1);
    const y1 = clamp(Math.floor(y), 0, height - 1);
    return [x1, y1, clamp(Math.ceil(indent + textWidth), x1 + 1, width), clamp(Math.ceil(y + lineHeight), y1 + 1, height)];
  });
}

function emWidth(text: string): number {
  let ems = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    ems += code < 0x1100 || (code >= 0xff61 && code <= 0xffdc) ? 0.55 : 1;
  }
  return ems;
}

function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}

function confidence(line: string, random: Random): number {
  // Dense CJK and short fragments are where real OCR is least sure.
  const hard = /[\u3040-\u30ff\u4e00-\u9fff\uff61-\uff9f]/.test(line) || line.length < 4;
  const prob = random.chance(0.12) ? 0.35 + random.next() * 0.4 : (hard ? 0.78 : 0.86) + random.next() * (hard ? 0.2 : 0.139);
  return Math.round(prob * 10_000) / 10_000;
}

const money = (cents: number): string => (cents / 100).toFixed(2);
const yen = (amount: number): string => `¥${String(amount).replace(/\B(?=(\d{3})+$)/g, ",")}`;
const pad2 = (n: number): string => String(n).padStart(2, "0");

function dateParts(random: Random): { y: number; m: number; d: number; hh: number; mm: number } {
  return { y: random.int(2021, 2025), m: random.int(1, 12), d: random.int(1, 28), hh: random.int(8, 21), mm: random.int(0, 59) };
}

const STORES = [
  ["GREEN LEAF MARKET", "123 Harbor St, Portland OR"],
  ["CORNER CAFE & BAKERY", "88 King Street, Toronto ON"],
  ["SUNRISE HARDWARE", "4501 Main Ave, Austin TX 78704"],
];
const GOODS = ["Organic Bananas", "Oat Milk 1L", "Sourdough Loaf", "Free Range Eggs 12", "Cheddar 200g", "Cold Brew 12oz", "AA Batteries 4pk", "Wood Screws #8", "Croissant", "Green Tea"];

function englishReceipt(random: Random): Layout {
  const [name, address] = random.pick(STORES) as [string, string];
  const { y, m, d, hh, mm } = dateParts(random);
  const items = shuffled(GOODS, random).slice(0, random.int(1, 5));
  let subtotal = 0;
  const itemLines = items.map((item) => {
    const quantity = random.chance(0.25) ? random.int(2, 3) : 1;
    const cents = random.int(99, 1899) * quantity;
    subtotal += cents;
    return quantity > 1 ? `${item} x${quantity}   $${money(cents)}` : `${item}   $${money(cents)}`;
  });
  const tax = Math.round(subtotal * 0.08);
  const lines = [name, address, `${y}-${pad2(m)}-${pad2(d)} ${pad2(hh)}:${pad2(mm)}  #${String(random.int(1, 9999)).padStart(4, "0")}`, ...itemLines];
  lines.push(`SUBTOTAL   $${money(subtotal)}`, `TAX 8%   $${money(tax)}`, `TOTAL   $${money(subtotal + tax)}`);
  if (random.chance(0.6)) lines.push(`VISA ****${random.int(1000, 9999)}`);
  if (random.chance(0.7)) lines.push(random.pick(["THANK YOU FOR SHOPPING!", "Thank you, come again", "Keep this receipt for returns"]));
  return { lines: lines.slice(0, 12), align: "left" };
}

const KONBINI = [
  ["ファミリーマート 渋谷道玄坂店", "東京都渋谷区道玄坂1-2-3"],
  ["ローソン 梅田駅前店", "大阪府大阪市北区梅田2-4-9"],
  ["セブン-イレブン 札幌北口店", "北海道札幌市北区北7条西5"],
];
// Receipt printers often use half-width katakana for item names.
const KONBINI_GOODS: readonly [string, number][] = [
  ["ｵﾆｷﾞﾘ ｼｬｹ", 160],
  ["ﾍﾟｯﾄﾎﾞﾄﾙ ｵﾁｬ 500ml", 140],
  ["ｻﾝﾄﾞｲｯﾁ ﾀﾏｺﾞ", 298],
  ["ｶﾌｪﾗﾃ M", 180],
  ["からあげクン レッド", 238],
  ["ﾌﾟﾘﾝ", 198],
];

function japaneseReceipt(random: Random): Layout {
  const [name, address] = random.pick(KONBINI) as [string, string];
  const { y, m, d, hh, mm } = dateParts(random);
  const items = shuffled(KONBINI_GOODS, random).slice(0, random.int(1, 4));
  const subtotal = items.reduce((sum, [, price]) => sum + price, 0);
  const tax = Math.floor(subtotal * 0.08);
  const total = subtotal + tax;
  const paid = Math.ceil(total / 1000) * 1000;
  const lines = [name, address, `${y}年${pad2(m)}月${pad2(d)}日 ${pad2(hh)}:${pad2(mm)}`];
  lines.push(...items.map(([item, price]) => `${item}  ${yen(price)}`));
  lines.push(`小計  ${yen(subtotal)}`, `消費税等(8%)  ${yen(tax)}`, `合計  ${yen(total)}`);
  if (random.chance(0.5)) lines.push(`お預り  ${yen(paid)}`, `お釣り  ${yen(paid - total)}`);
  return { lines: lines.slice(0, 12), align: "left" };
}

const SIGNS: readonly string[][] = [
  ["NO PARKING", "7AM - 7PM MON-FRI", "TOW-AWAY ZONE", "Violators will be towed"],
  ["EMERGENCY EXIT", "非常口", "Keep door closed", "Alarm will sound"],
  ["OPEN", "Mon-Fri 9:00-18:00", "Sat 10:00-16:00", "Sun CLOSED"],
  ["駐車禁止", "NO PARKING", "ﾁｭｳｼｬｷﾝｼ 24H"],
  ["WET FLOOR", "CAUTION", "床が濡れています", "Piso mojado"],
  ["Platform 3", "Tokyo 東京", "Next train 14:05", "Rapid service"],
];

function sign(random: Random): Layout {
  return { lines: random.pick(SIGNS).slice(), align: "center" };
}

const NOTES = [
  "1. Review Q3 results and churn figures",
  "2. Finalize hiring plan (3 roles)",
  "3. Budget: $45,000 for tooling",
  "4. Move launch to Oct 14",
  "Owner: M. Rossi, due 2024-07-26",
  "Risks: vendor API rate limits (429)",
  "Next meeting: Thursday 10:30 Room B",
  "Decision: adopt OpenAPI 3.1 for all services",
];

function documentPage(random: Random): Layout {
  const { y, m, d } = dateParts(random);
  const title = random.pick(["Meeting Notes - Q3 Planning", "Project Status Report", "Invoice INV-2024-0193", "Shipping Manifest"]);
  const body = NOTES.slice(0, random.int(2, 8));
  return { lines: [title, `Date: ${y}-${pad2(m)}-${pad2(d)}`, ...body], align: "left" };
}

const DISHES: readonly [string, number][] = [
  ["牛肉面 Beef Noodles", 28],
  ["宫保鸡丁 Kung Pao Chicken", 36],
  ["麻婆豆腐 Mapo Tofu", 22],
  ["小笼包 (6个)", 18],
  ["珍珠奶茶 Bubble Tea", 15],
  ["扬州炒饭 Fried Rice", 20],
];

function menu(random: Random): Layout {
  const dishes = shuffled(DISHES, random).slice(0, random.int(2, 6));
  const lines = [random.pick(["今日特价 TODAY'S SPECIALS", "菜单 MENU", "午市套餐 Lunch Set"]), ...dishes.map(([dish, price]) => `${dish}  ¥${price}`)];
  if (random.chance(0.6)) lines.push("营业时间 10:00-22:00");
  return { lines, align: random.chance(0.5) ? "center" : "left" };
}

const SCENES: readonly ((random: Random) => Layout)[] = [englishReceipt, japaneseReceipt, sign, documentPage, menu];
