/**
 * Countries' capitals, for the questions demos ask because the answer is known ("What is the
 * capital of France?", "Is Sydney the capital of Australia?"): facts.ts answers the first,
 * truths.ts judges the second. Keys are lower-case names without dots.
 */
export const CAPITALS: ReadonlyMap<string, string> = new Map(Object.entries({
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
}));

/** "Paris" for "France", "the U.S." → Washington, D.C.; undefined for a country not listed. */
export function capitalOf(country: string): string | undefined {
  return CAPITALS.get(country.toLowerCase().replace(/^the\s+/, "").replace(/\./g, "").trim());
}
