/**
 * Word association played over the turns of a chat (chat-games.ts opens it with "My first word:
 * **Ocean**"): each word the user says gets one word a person would think of next ("Waves" →
 * **Surf**), never one already said in the game, and "stop" ends it with the chain so far. Before
 * this module the user's first word was small talk or a question back, and the game died.
 *
 * The mock keeps no state: each turn reads the game again from the conversation (the opening, and
 * the one-word turns since), so the same conversation gets the same word. Words the small table
 * knows get a real association; any other gets one picked from words that go with almost
 * anything, by a hash of the word, so it is still the same word every time.
 */
import { hashSeed } from "../data/random.ts";
import type { ChatMessage } from "./tokens.ts";

/** How chat-games.ts opens the game; a conversation without it plays no word association. */
export const WORD_ASSOCIATION_OPENING = "Let's play word association!";

/** A word and what comes to mind first, best first; the next is taken when the first was said. */
const ASSOCIATIONS: Readonly<Record<string, readonly string[]>> = {
  ocean: ["Waves", "Blue", "Deep"], wave: ["Surf", "Ocean", "Beach"], surf: ["Board", "Waves", "Beach"], sea: ["Salt", "Ship", "Waves"], beach: ["Sand", "Sun", "Towel"],
  sand: ["Castle", "Beach", "Desert"], water: ["Drink", "Rain", "River"], blue: ["Sky", "Ocean", "Jeans"], fish: ["Chips", "Water", "Swim"], shark: ["Teeth", "Jaws", "Fin"],
  salt: ["Pepper", "Sea", "Chips"], pepper: ["Salt", "Spicy", "Red"], coffee: ["Morning", "Cup", "Caffeine"], morning: ["Sunrise", "Coffee", "Breakfast"], cup: ["Tea", "Saucer", "Mug"],
  tea: ["Biscuit", "Kettle", "Cup"], caffeine: ["Energy", "Coffee", "Jitters"], milk: ["Cookies", "Cow", "Cereal"], cow: ["Milk", "Farm", "Moo"], farm: ["Tractor", "Barn", "Animals"],
  winter: ["Snow", "Cold", "Scarf"], snow: ["Snowman", "White", "Ski"], cold: ["Ice", "Winter", "Shiver"], ice: ["Cream", "Cold", "Skating"], christmas: ["Tree", "Presents", "Santa"],
  santa: ["Reindeer", "Presents", "Chimney"], guitar: ["Strings", "Music", "Rock"], music: ["Song", "Dance", "Headphones"], song: ["Singer", "Lyrics", "Radio"], rock: ["Roll", "Stone", "Guitar"],
  strings: ["Violin", "Guitar", "Puppet"], band: ["Concert", "Drums", "Tour"], concert: ["Stage", "Tickets", "Crowd"], dance: ["Party", "Music", "Ballet"], piano: ["Keys", "Music", "Grand"],
  forest: ["Trees", "Woods", "Green"], tree: ["Leaves", "Forest", "Roots"], trees: ["Leaves", "Forest", "Shade"], leaf: ["Autumn", "Green", "Tree"], leaves: ["Autumn", "Rake", "Green"],
  green: ["Grass", "Leaf", "Envy"], grass: ["Green", "Lawn", "Field"], wood: ["Fire", "Tree", "Cabin"], woods: ["Cabin", "Trees", "Owl"], bear: ["Honey", "Forest", "Grizzly"],
  honey: ["Bee", "Sweet", "Bear"], bee: ["Honey", "Flower", "Sting"], flower: ["Garden", "Rose", "Petal"], rose: ["Red", "Thorn", "Valentine"], garden: ["Flowers", "Gnome", "Vegetables"],
  rocket: ["Space", "Launch", "Moon"], space: ["Stars", "Astronaut", "Planet"], moon: ["Night", "Stars", "Landing"], star: ["Sky", "Night", "Shine"], stars: ["Night", "Galaxy", "Wish"],
  sky: ["Clouds", "Blue", "Bird"], cloud: ["Rain", "Sky", "White"], clouds: ["Rain", "Sky", "Fluffy"], rain: ["Umbrella", "Puddle", "Storm"], umbrella: ["Rain", "Shade", "Beach"],
  storm: ["Thunder", "Lightning", "Rain"], thunder: ["Lightning", "Storm", "Loud"], sun: ["Summer", "Hot", "Sunglasses"], summer: ["Holiday", "Beach", "Sunshine"], hot: ["Cold", "Summer", "Spicy"],
  night: ["Dark", "Moon", "Sleep"], dark: ["Night", "Light", "Shadow"], light: ["Bulb", "Bright", "Dark"], candle: ["Flame", "Wax", "Birthday"], flame: ["Fire", "Candle", "Heat"],
  fire: ["Smoke", "Hot", "Campfire"], smoke: ["Fire", "Chimney", "Grey"], wax: ["Candle", "Crayon", "Seal"], birthday: ["Cake", "Presents", "Party"], cake: ["Birthday", "Chocolate", "Candles"],
  chocolate: ["Sweet", "Cake", "Cocoa"], party: ["Balloons", "Music", "Friends"], mountain: ["Peak", "Climb", "Snow"], peak: ["Summit", "Mountain", "Top"], climb: ["Rope", "Mountain", "Ladder"],
  hike: ["Trail", "Boots", "Mountain"], trail: ["Path", "Hike", "Map"], river: ["Bridge", "Boat", "Flow"], lake: ["Swim", "Boat", "Calm"], boat: ["Sail", "Water", "Fishing"],
  ship: ["Captain", "Sea", "Anchor"], train: ["Station", "Tracks", "Ticket"], plane: ["Airport", "Flight", "Wings"], car: ["Road", "Drive", "Wheels"], road: ["Trip", "Car", "Map"],
  travel: ["Suitcase", "Passport", "Adventure"], city: ["Lights", "Skyline", "Traffic"], house: ["Home", "Roof", "Door"], home: ["Family", "Cozy", "House"], family: ["Love", "Home", "Dinner"],
  love: ["Heart", "Hug", "Romance"], heart: ["Love", "Beat", "Red"], red: ["Apple", "Rose", "Fire"], apple: ["Pie", "Tree", "Red"], pie: ["Apple", "Crust", "Slice"],
  food: ["Dinner", "Hungry", "Kitchen"], pizza: ["Cheese", "Italy", "Slice"], cheese: ["Mouse", "Pizza", "Cheddar"], mouse: ["Cheese", "Cat", "Computer"], cat: ["Dog", "Whiskers", "Purr"],
  dog: ["Bone", "Walk", "Puppy"], bone: ["Skeleton", "Dog", "Strong"], bread: ["Butter", "Toast", "Bakery"], butter: ["Bread", "Toast", "Yellow"], yellow: ["Sun", "Banana", "Lemon"],
  banana: ["Monkey", "Yellow", "Split"], monkey: ["Banana", "Jungle", "Tree"], jungle: ["Tiger", "Vines", "Rainforest"], tiger: ["Stripes", "Jungle", "Roar"], lion: ["King", "Roar", "Mane"],
  king: ["Queen", "Crown", "Castle"], queen: ["King", "Crown", "Chess"], castle: ["Knight", "Tower", "Moat"], dragon: ["Fire", "Knight", "Wings"], book: ["Read", "Library", "Story"],
  read: ["Book", "Glasses", "Words"], school: ["Teacher", "Homework", "Class"], teacher: ["School", "Lesson", "Chalk"], phone: ["Call", "Screen", "Message"], computer: ["Keyboard", "Screen", "Internet"],
  internet: ["Wi-Fi", "Website", "Online"], game: ["Play", "Win", "Board"], play: ["Game", "Fun", "Theatre"], ball: ["Football", "Bounce", "Throw"], football: ["Goal", "Stadium", "Kick"],
  soccer: ["Goal", "Ball", "World Cup"], goal: ["Score", "Net", "Dream"], money: ["Bank", "Coins", "Wallet"], bank: ["Money", "Vault", "River"], gold: ["Medal", "Treasure", "Shiny"],
  time: ["Clock", "Watch", "Future"], clock: ["Time", "Tick", "Alarm"], sleep: ["Bed", "Dream", "Pillow"], bed: ["Pillow", "Sleep", "Blanket"], dream: ["Night", "Sleep", "Wish"],
  pillow: ["Soft", "Bed", "Feather"], bird: ["Nest", "Fly", "Feather"], fly: ["Wings", "Sky", "Bird"], egg: ["Chicken", "Breakfast", "Shell"], chicken: ["Egg", "Farm", "Soup"],
  breakfast: ["Pancakes", "Eggs", "Morning"], friend: ["Best", "Trust", "Fun"], baby: ["Cry", "Cradle", "Bottle"], happy: ["Smile", "Joy", "Sunshine"], smile: ["Happy", "Teeth", "Face"],
  sad: ["Tears", "Blue", "Rain"], work: ["Office", "Job", "Desk"], office: ["Desk", "Meeting", "Work"], holiday: ["Vacation", "Beach", "Relax"], vacation: ["Beach", "Travel", "Relax"],
  board: ["Game", "Chess", "Surf"], white: ["Snow", "Black", "Cloud"], black: ["White", "Night", "Cat"], window: ["Glass", "View", "Curtain"], door: ["Key", "Knock", "Open"], key: ["Lock", "Door", "Piano"],
};

/** Words that go with almost anything, for a word the table does not know. */
const FALLBACK: readonly string[] = ["Memory", "Journey", "Color", "Home", "Story", "Sound", "Feeling", "Light", "Friend", "Summer", "Change", "Dream"];

/** What ends the game: "stop", "I'm done", "thanks". */
const STOP = /^\s*(?:stop|quit|enough|end(?:\s+the\s+game)?|game\s+over|i'?m\s+done|that'?s\s+enough|i\s+give\s+up|thanks?|thank\s+you|no\s+more)[\s!.]*$/i;
/** A move: one to three words, no question. */
const MOVE = /^\s*\**([\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*){0,2})\**\s*[!.]*\s*$/u;
/** An assistant turn of the game: one bold word or two. */
const OUR_TURN = /^\*\*([\p{L}][\p{L}'’ -]{0,30})\*\*$/u;

/** The words of the game so far, in order (its first word, then each turn's), or undefined when no game is on. */
function chainOf(messages: readonly ChatMessage[]): string[] | undefined {
  const last = messages.length - 1;
  // Back from the last turn to the opening: each assistant turn a bold word, each user turn a move.
  for (let i = last - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.role === "assistant") {
      if (message.content.startsWith(WORD_ASSOCIATION_OPENING)) {
        const first = /My first word: \*\*([^*]+)\*\*/.exec(message.content)?.[1];
        if (first === undefined) return undefined;
        const chain = [first];
        for (const later of messages.slice(i + 1, last)) chain.push((later.role === "assistant" ? OUR_TURN : MOVE).exec(later.content.trim())![1]!.trim());
        return chain;
      }
      if (!OUR_TURN.test(message.content.trim())) return undefined;
    } else if (message.role !== "user" || !MOVE.test(message.content)) return undefined;
  }
  return undefined;
}

/** "Waves" → "wave": the table's key of a word, its plural or capitals aside. */
function keyOf(word: string): string | undefined {
  const lower = word.toLowerCase().replace(/[’]/g, "'");
  if (ASSOCIATIONS[lower]) return lower;
  const singular = lower.replace(/(?:es|s)$/, "");
  if (ASSOCIATIONS[singular]) return singular;
  const noS = lower.replace(/s$/, "");
  return ASSOCIATIONS[noS] ? noS : undefined;
}

/**
 * The word that comes to mind after `word`, none of `said` (lower case), the same every time.
 * @example associatedWord("Waves", new Set(["ocean", "waves"])) // "Surf"
 */
export function associatedWord(word: string, said: ReadonlySet<string>): string {
  const key = keyOf(word);
  const fresh = (candidates: readonly string[]) => candidates.filter((candidate) => !said.has(candidate.toLowerCase()) && candidate.toLowerCase() !== word.toLowerCase());
  const known = key === undefined ? [] : fresh(ASSOCIATIONS[key]!);
  if (known.length > 0) return known[0]!;
  const others = fresh(FALLBACK);
  const pool = others.length > 0 ? others : FALLBACK;
  return pool[hashSeed("word-association", word.toLowerCase()) % pool.length]!;
}

/**
 * The next turn of a word association game for the user's `prompt`, or undefined when the
 * conversation plays none, or the message is no move in it (a question of its own).
 * @example wordAssociationTurn([{ role: "assistant", content: "Let's play word association! …\n\nMy first word: **Ocean**" }, { role: "user", content: "Waves" }], "Waves") // "**Surf**"
 */
export function wordAssociationTurn(messages: readonly ChatMessage[], prompt: string): string | undefined {
  // Cheap first look: the turn before is the opening or one bold word.
  const previous = messages[messages.length - 2]?.content.trim() ?? "";
  if (!previous.startsWith(WORD_ASSOCIATION_OPENING) && !(previous.startsWith("**") && OUR_TURN.test(previous))) return undefined;
  const stopping = STOP.test(prompt);
  const move = stopping ? undefined : MOVE.exec(prompt)?.[1];
  if (!stopping && move === undefined) return undefined;
  const chain = chainOf(messages);
  if (chain === undefined) return undefined;
  if (stopping) return `Thanks for playing! Our chain: ${chain.join(" → ")}. Say the word if you want another round.`;
  const said = new Set([...chain, move!].map((word) => word.toLowerCase()));
  return `**${associatedWord(move!, said)}**`;
}
