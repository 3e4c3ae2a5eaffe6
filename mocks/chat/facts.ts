/**
 * Replies to the one-line questions that demos and smoke tests ask a model because the answer
 * is known: "What is the capital of France?" (LangChain's and many tutorials' first prompt),
 * "Pick a number between 1 and 10", "Flip a coin". The answer is right, or drawn from the
 * request's seed where any answer is right.
 */
import type { Random } from "../data/random.ts";

const CAPITALS: Readonly<Record<string, string>> = {
  france: "Paris", germany: "Berlin", italy: "Rome", spain: "Madrid", portugal: "Lisbon", "united kingdom": "London",
  uk: "London", england: "London", ireland: "Dublin", netherlands: "Amsterdam", belgium: "Brussels", switzerland: "Bern",
  austria: "Vienna", poland: "Warsaw", sweden: "Stockholm", norway: "Oslo", denmark: "Copenhagen", finland: "Helsinki",
  greece: "Athens", turkey: "Ankara", russia: "Moscow", ukraine: "Kyiv", "united states": "Washington, D.C.",
  usa: "Washington, D.C.", us: "Washington, D.C.", america: "Washington, D.C.", canada: "Ottawa", mexico: "Mexico City",
  brazil: "Brasília", argentina: "Buenos Aires", chile: "Santiago", peru: "Lima", colombia: "Bogotá", japan: "Tokyo",
  china: "Beijing", "south korea": "Seoul", korea: "Seoul", india: "New Delhi", pakistan: "Islamabad", indonesia: "Jakarta",
  vietnam: "Hanoi", thailand: "Bangkok", philippines: "Manila", australia: "Canberra", "new zealand": "Wellington",
  egypt: "Cairo", nigeria: "Abuja", kenya: "Nairobi", "south africa": "Pretoria", morocco: "Rabat", israel: "Jerusalem",
  "saudi arabia": "Riyadh", iran: "Tehran", iraq: "Baghdad",
};

const CAPITAL = /^\s*(?:what(?:'s| is)|name|tell me)\s+the\s+capital(?:\s+city)?\s+of\s+(?:the\s+)?([\p{L} .]{2,40}?)\s*\??\s*$/iu;
const PICK_NUMBER = /^\s*(?:please\s+)?(?:pick|choose|give me|generate|think of)\s+(?:a\s+)?(?:random\s+)?(?:whole\s+)?number\s+(?:between|from)\s+(-?\d{1,9})\s+(?:and|to)\s+(-?\d{1,9})\s*[.!?]*\s*$/i;
const COIN = /^\s*(?:please\s+)?(?:flip|toss)\s+a\s+coin\s*[.!?]*\s*$/i;
const DIE = /^\s*(?:please\s+)?roll\s+(?:a\s+)?(?:die|dice|d6)\s*[.!?]*\s*$/i;

/**
 * The answer to a question whose answer is known, or undefined.
 * @example factReply("What is the capital of France?", seededRandom(1)) // "The capital of France is Paris."
 */
export function factReply(prompt: string, random: Random): string | undefined {
  if (prompt.length > 80) return undefined;
  const capital = CAPITAL.exec(prompt);
  if (capital) {
    const country = capital[1]!.replace(/\.$/, "").trim();
    const city = CAPITALS[country.toLowerCase().replace(/\./g, "")];
    if (!city) return undefined;
    return `The capital of ${country.length <= 3 ? country.toUpperCase() : titleCase(country)} is ${city}${city.endsWith(".") ? "" : "."}`;
  }
  const pick = PICK_NUMBER.exec(prompt);
  if (pick) {
    const [low, high] = [Number(pick[1]), Number(pick[2])].sort((a, b) => a - b) as [number, number];
    return String(random.int(low, high));
  }
  if (COIN.test(prompt)) return random.chance(0.5) ? "Heads." : "Tails.";
  if (DIE.test(prompt)) return `You rolled a ${random.int(1, 6)}.`;
  return undefined;
}

function titleCase(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => (word === "and" || word === "of" ? word : word.charAt(0).toUpperCase() + word.slice(1)));
}
