/**
 * Things of a kind a prompt asks a list of, as a model names them: a `fruits` list holds
 * "Apple", "Banana"; a field described "Character class, e.g. warrior, mage, or thief" holds one
 * of the examples its description gives.
 */

const HEALTHY_SNACKS = "Greek yogurt with berries|Apple slices with peanut butter|Hummus with carrot sticks|A handful of almonds|Hard-boiled eggs|Edamame|Air-popped popcorn|Cottage cheese with pineapple|Banana|Trail mix";
const CHARACTER_CLASSES = "Warrior|Mage|Rogue|Ranger|Cleric|Paladin|Bard|Druid|Monk|Warlock";

/** Members of kinds of things lists are often made of, by the kind's singular noun. */
export const CATEGORIES: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      ["fruit", "Apple|Banana|Mango|Strawberry|Orange|Pineapple|Blueberry|Kiwi|Grape|Peach"],
      ["vegetable", "Carrot|Broccoli|Spinach|Bell pepper|Zucchini|Cauliflower|Kale|Sweet potato|Tomato|Cucumber"],
      ["animal", "Elephant|Dolphin|Red fox|Owl|Giraffe|Octopus|Penguin|Honeybee|Tiger|Kangaroo"],
      ["pet", "Dog|Cat|Rabbit|Hamster|Goldfish|Parrot|Guinea pig|Turtle|Ferret|Canary"],
      ["flower", "Rose|Tulip|Sunflower|Lavender|Daisy|Orchid|Lily|Peony|Daffodil|Marigold"],
      ["tree", "Oak|Maple|Birch|Pine|Cedar|Willow|Cherry|Redwood|Beech|Spruce"],
      ["planet", "Mercury|Venus|Earth|Mars|Jupiter|Saturn|Uranus|Neptune"],
      ["continent", "Africa|Antarctica|Asia|Australia|Europe|North America|South America"],
      ["ocean", "Pacific Ocean|Atlantic Ocean|Indian Ocean|Southern Ocean|Arctic Ocean"],
      ["sport", "Soccer|Basketball|Tennis|Swimming|Cycling|Volleyball|Running|Rowing|Baseball|Golf"],
      ["instrument", "Piano|Guitar|Violin|Drums|Flute|Cello|Saxophone|Trumpet|Harp|Clarinet"],
      ["hobby", "Reading|Hiking|Photography|Cooking|Gardening|Painting|Chess|Cycling|Knitting|Birdwatching"],
      ["interest", "Reading|Hiking|Photography|Cooking|Gardening|Painting|Chess|Cycling|Knitting|Birdwatching"],
      ["book", "Pride and Prejudice|1984|To Kill a Mockingbird|The Hobbit|Moby-Dick|Jane Eyre|Dune|The Great Gatsby|Frankenstein|Beloved"],
      ["movie", "Inception|The Matrix|Spirited Away|Casablanca|Interstellar|Parasite|Up|Arrival|Amélie|Jaws"],
      ["film", "Inception|The Matrix|Spirited Away|Casablanca|Interstellar|Parasite|Up|Arrival|Amélie|Jaws"],
      ["dish", "Pad thai|Lasagna|Ramen|Tacos|Risotto|Paella|Butter chicken|Falafel|Sushi|Moussaka"],
      ["meal", "Oatmeal with berries|Chicken salad|Vegetable stir-fry|Lentil soup|Salmon with rice|Omelette|Pasta primavera|Burrito bowl|Greek salad|Bean chili"],
      ["snack", HEALTHY_SNACKS],
      ["healthy snack", HEALTHY_SNACKS],
      ["drink", "Coffee|Green tea|Lemonade|Orange juice|Hot chocolate|Sparkling water|Smoothie|Iced tea|Milkshake|Chai"],
      ["ingredient", "Flour|Eggs|Milk|Butter|Sugar|Salt|Olive oil|Garlic|Onion|Baking powder"],
      ["skill", "Communication|Problem solving|Teamwork|Time management|Leadership|Adaptability|Critical thinking|Creativity|Empathy|Attention to detail"],
      ["programming language", "Python|JavaScript|TypeScript|Go|Rust|Java|C#|Kotlin|Swift|Ruby"],
      ["character class", CHARACTER_CLASSES],
    ] as const
  ).map(([noun, members]) => [noun, members.split("|")] as const),
);

/**
 * Kinds a bare field name means only in some prompts: a hero's `class` (the AI SDK's "Generate 3
 * hero descriptions for a fantasy role playing game") is a character class, a `class` elsewhere
 * may be a school's or a label. The prompt must say which (`when`, on its lowercase text).
 */
export const CATEGORIES_IN_CONTEXT: ReadonlyMap<string, { when: RegExp; members: readonly string[] }> = new Map([
  ["class", { when: /\b(?:heroe?s?|game|rpg|role[- ]playing|fantasy|dungeons?|quests?|adventurers?|party|characters?)\b/, members: CHARACTER_CLASSES.split("|") }],
]);

/** Most examples read from one description. */
const MAX_EXAMPLES = 12;

/**
 * The examples a property's description gives: "Character class, e.g. warrior, mage, or thief."
 * → ["warrior", "mage", "thief"]; undefined when it gives none (or only one).
 * @example examplesIn("The cuisine, such as Italian, Thai or Mexican") // ["Italian", "Thai", "Mexican"]
 */
export function examplesIn(description: unknown): string[] | undefined {
  if (typeof description !== "string" || description.length > 1000) return undefined;
  const match = /(?:\be\.g\.,?|\bfor example,?|\bsuch as|\blike|\bi\.e\.,?|\bone of:?|\beither)\s+([^.;()]+)/i.exec(description);
  if (!match) return undefined;
  const examples = match[1]!
    .split(/\s*,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+/)
    .map((example) => example.trim().replace(/^["'`]|["'`]$/g, "").replace(/\s+etc$/i, ""))
    .filter((example) => example.length > 0 && example.length <= 40 && example.toLowerCase() !== "etc");
  return examples.length >= 2 ? examples.slice(0, MAX_EXAMPLES) : undefined;
}
