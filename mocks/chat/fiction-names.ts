/**
 * Names for the things of fiction and games: "Give me 5 names for a fantasy kingdom", "What's a
 * good name for a spaceship?", "Suggest a name for a tavern in my D&D campaign". A model answers
 * with names that sound like the genre (Eldoria, Valdren, the Prancing Stag), each with what it
 * evokes; a business's names ("Kingdom & Co.", writing-tasks.ts) or a pet's (pet-names.ts) read
 * as a broken mock here. A kingdom, a dragon or a starship is fiction by its own word; a city, a
 * character or a world only when the prompt says fantasy, sci-fi, a story or a game.
 */
import { countWord } from "./asked-count.ts";
import { choiceSeed } from "./choice-variety.ts";

interface FictionKind {
  /** The thing's words in a prompt. */
  readonly cue: RegExp;
  /** Whether the thing is fiction only when the prompt says so ("a fantasy city"); a dragon always is. */
  readonly needsGenre: boolean;
  /** What the reply calls it: "fantasy kingdom". */
  readonly label: string;
  /** Names as "Name|what it evokes". */
  readonly names: readonly string[];
}

const KINDS: readonly FictionKind[] = [
  {
    cue: /\b(?:kingdoms?|realms?|empires?)\b/i,
    needsGenre: false,
    label: "fantasy kingdom",
    names: [
      "Eldoria|classic high fantasy, old and graceful", "Valdren|hard consonants for a proud, northern realm", "Aerthwyn|Welsh-sounding, for a land of mist and hills",
      "Kingdom of Solmere|a sunlit kingdom by the sea", "Drakmoor|dark moorland, perhaps with dragons", "Caer Lumen|a fortress of light", "Thalassia|from the Greek for sea, for an island realm",
      "Ironhold|a mountain kingdom of smiths and miners", "Mirevale|a misty valley kingdom with secrets", "The Verdant Crown|a forest realm ruled from a living throne",
    ],
  },
  {
    cue: /\b(?:cit(?:y|ies)|towns?|villages?|capitals?)\b/i,
    needsGenre: true,
    label: "fantasy city",
    names: [
      "Silverspire|a city of white towers", "Port Caldrin|a busy harbour full of smugglers", "Highmarket|a trading city on a crossroads", "Duskhollow|a town that wakes at night",
      "Ambergate|warm stone walls and old money", "Vel Artha|ancient and a little elvish", "Stonebridge|a sturdy river town", "Cinderfall|built on the slopes of a volcano",
      "Greywater|a damp, grim city of canals", "Lanthorn|a city of lanterns and scholars",
    ],
  },
  {
    cue: /\bdragons?\b/i,
    needsGenre: false,
    label: "dragon",
    names: [
      "Vyrathax|harsh and ancient, a dragon to fear", "Emberwing|for a fire-breathing flyer", "Sylvaris|elegant, for a wise old dragon", "Kaldrith|cold and sharp, for an ice dragon",
      "Ignatharr|from the Latin for fire", "Morgrath|dark and heavy, for a villain's dragon", "Aurelion|golden and noble", "Nyxara|from Nyx, the goddess of night",
      "Thorne|short and dangerous", "Scorchfang|blunt, for a dragon that bites first",
    ],
  },
  {
    cue: /\b(?:wizards?|mages?|sorcer(?:er|ers|ess|esses)|witch(?:es)?|warlocks?|necromancers?)\b/i,
    needsGenre: false,
    label: "wizard",
    names: [
      "Aldric the Grey|a wise old mentor", "Morwen Ashveil|a witch of ash and secrets", "Thessaly Vane|a sharp, ambitious sorceress", "Balthazar Quill|a scholar of old books",
      "Elowen Starling|a gentle mage of the stars", "Corvin Blackthorn|dark, for a warlock", "Isolde Frost|an ice mage", "Fenwick the Unready|a wizard who is more comic than wise",
      "Zephyrine|a mage of wind and weather", "Malachar|for a necromancer",
    ],
  },
  {
    cue: /\b(?:planets?|moons?|worlds?|star systems?|galax(?:y|ies))\b/i,
    needsGenre: false,
    label: "sci-fi planet",
    names: [
      "Kepler's Rest|a quiet frontier world", "Veyra Prime|the capital world of a star empire", "Tharsis|a red, dusty world (from a region of Mars)", "Nova Caelum|Latin for new sky",
      "Ixion IV|cold and scientific", "Halcyon|a calm paradise, or one that seems so", "Dusk|a tidally locked world of endless twilight", "Oberis|an ocean world",
      "Korrath|harsh, for a desert or war world", "New Meridian|a hopeful colony",
    ],
  },
  {
    cue: /\b(?:space\s?ships?|star\s?ships?|space stations?|ships?|spacecraft)\b/i,
    needsGenre: false,
    label: "spaceship",
    names: [
      "The Wayfarer|a ship of travellers", "ISV Endurance|a long-haul explorer", "The Silent Meridian|stealthy and sleek", "Starfall|fast and bright",
      "The Last Horizon|for a ship on a one-way trip", "Nightjar|a small, quick courier", "The Valiant|a warship with a proud crew", "Aurora's Wake|graceful, for a research vessel",
      "Ironclad Hope|battered but still flying", "The Lucky Vagrant|a smuggler's ship with more luck than armour",
    ],
  },
  {
    cue: /\bvillains?\b|\b(?:dark\s+lords?|antagonists?|big\s+bad)\b/i,
    needsGenre: false,
    label: "villain",
    names: [
      "Lord Malvex|cold and calculating", "Seraphine Vex|charming and deadly", "The Hollow King|a ruler with nothing left inside", "Morgana Dreadmere|a sorceress of old grudges",
      "Kaelen Voss|a fallen hero", "Grimsault|a brute with a plan", "The Pale Regent|a bloodless power behind the throne", "Ashcroft|a gentleman villain",
    ],
  },
  {
    cue: /\b(?:elf|elves|elven|elvish)\b/i,
    needsGenre: false,
    label: "elf",
    names: ["Aelar Moonwhisper|graceful and wise", "Thalindra|a forest ranger", "Erevan Silverleaf|an old elven noble", "Lirael|soft and musical", "Faelar|a swift archer", "Ilyana Dawnbrook|bright and hopeful", "Caelynn|a healer", "Sylvar|short and elegant"],
  },
  {
    cue: /\bdwar(?:f|ves|fs|ven)\b/i,
    needsGenre: false,
    label: "dwarf",
    names: ["Thorin Ironfist|a proud warrior", "Brunhilde Stonebrow|a smith of legend", "Durgan Ashbeard|gruff and loyal", "Helga Deepdelve|a miner who fears nothing", "Orsik Hammerfall|a clan's champion", "Gimra Coppervein|clever and practical", "Baern Emberforge|a forge master", "Vistra Oakenshield|steady as stone"],
  },
  {
    cue: /\b(?:characters?|heroe?s?|heroines?|protagonists?|knights?|adventurers?|rogues?|warriors?|npcs?)\b/i,
    needsGenre: true,
    label: "fantasy character",
    names: [
      "Kael Ashford|a brooding hero with a past", "Lyra Nightingale|a quick-witted rogue", "Rowan Vale|a ranger at home in the wild", "Seren Blackwood|a mage with a secret",
      "Bram Holloway|a steady, loyal knight", "Isla Thorne|a fierce warrior", "Finnian Marsh|a charming bard", "Maren Stormcaller|a sea captain with a touch of magic",
      "Cassian Wren|a young noble in over his head", "Tamsin Reed|a healer who will not stay out of trouble",
    ],
  },
  {
    cue: /\b(?:taverns?|inns?|alehouses?)\b/i,
    needsGenre: false,
    label: "tavern",
    names: [
      "The Prancing Stag|cheerful and classic", "The Rusty Tankard|cosy and well-worn", "The Drunken Dragon|rowdy, with a story behind the name", "The Gilded Goose|for a tavern with pretensions",
      "The Wanderer's Rest|a welcome for travellers", "The Crooked Lantern|a little shady", "The Sleeping Giant|big, loud and friendly", "The Salted Eel|a harbour dive",
      "The Hearth and Horn|warm food and music", "The Black Cauldron|where adventurers swap rumours",
    ],
  },
];

/** Words that make a city, a character or a world fiction: "a fantasy city", "a character in my novel". */
const GENRE = /\b(?:fantasy|fantastical|fictional|fiction|sci-?fi|science fiction|space|d&d|dnd|dungeons|rpg|role[- ]?playing|tabletop|novel|story|stories|book|game|campaign|medieval|mythical|magic(?:al)?|epic|elves|elven|dragons?)\b/i;
/** A request for names: "names for", "name ideas", "dragon names", "name my…", "a name for". */
const ASKS = /\bnames?\s+(?:ideas?\s+)?(?:for|to\s+call)\b|\bname\s+ideas?\b|\bname\s+(?:my|our)\s|\bnames\s*[?.!]*\s*$|\bcall\s+(?:my|our)\s/i;
/** A business is named by writing-tasks.ts: "a name for my fantasy bookshop", "my dragon-themed cafe". */
const BUSINESS = /\b(?:business|company|shop|store|bookshop|brand|startup|app|restaurant|bar|pub|cafe|café|bakery|podcast|channel|band|team|blog|website|salon|studio|agency|boat|yacht)\b/i;

/**
 * A few names (five unless counted) for the fictional thing a prompt names, each with what it
 * evokes; undefined when it asks for no names or names no such thing.
 * @example fictionNamesReply("Give me 5 names for a fantasy kingdom")?.split("\n")[2] // "1. **…**: …"
 */
export function fictionNamesReply(prompt: string): string | undefined {
  // Cheap first look: names are asked with "name" or "call".
  if (prompt.length > 200 || !/\bna(?:me|ming)|\bcall\b/i.test(prompt) || !ASKS.test(prompt) || BUSINESS.test(prompt)) return undefined;
  const genre = GENRE.test(prompt);
  const kind = KINDS.find((k) => k.cue.test(prompt) && (genre || !k.needsGenre));
  if (kind === undefined) return undefined;
  // "Suggest a name for a dragon": a model offers a few to pick from.
  const count = Math.max(1, Math.min(10, kind.names.length, countWord(prompt) ?? 5));
  const shown = count === 1 ? Math.min(5, kind.names.length) : count;
  const start = choiceSeed("fiction names", prompt) % kind.names.length;
  const lines = Array.from({ length: shown }, (_, i) => {
    const [name, why] = kind.names[(start + i) % kind.names.length]!.split("|");
    return `${i + 1}. **${name}**: ${why}.`;
  });
  return `Here are ${shown} names for ${/^[aeiou]/.test(kind.label) ? "an" : "a"} ${kind.label}:\n\n${lines.join("\n")}\n\nWant more in a particular style (darker, more elegant, easier to pronounce)?`;
}
