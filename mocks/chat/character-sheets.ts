/**
 * A role-playing game's character as a structured output ("Create a D&D character sheet for an
 * elven ranger", "Generate a fantasy RPG character"): the race and class the prompt asks for, a
 * fantasy name of that race, ability scores of the game's standard array (15, 14, 13, 12, 10, 8)
 * put where the class needs them, hit points of its hit die and level, the class's gear and a
 * backstory of the two. The faker wrote `race: "D"`, `strength: 644`, `hp: 823`, `backstory: "jT"`
 * and a modern name ("Lea Fischer"); a model writes a sheet a player could use.
 *
 * A cue (a character with a game's word) and a look at the document's keys (ability scores, a
 * class or a race) come before anything is written; each field's change is kept only where the
 * caller's schema accepts it.
 */
import { choiceSeed } from "./choice-variety.ts";
import { normalisedKey } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** A race: its words in a prompt, its name, a few names of its people, where they come from. */
type Race = readonly [words: RegExp, name: string, names: readonly string[], home: string];
const RACES: readonly Race[] = [
  [/\bhalf[- ]elf|\bhalf[- ]elven\b/i, "Half-Elf", ["Tanis Ravenholm", "Arannis Vale", "Mirelle Ashgrove"], "a human town on the edge of the elven woods"],
  [/\bhalf[- ]orcs?\b/i, "Half-Orc", ["Dench Ironhide", "Shura Blackmaw", "Thokk Greyscar"], "a mercenary camp on the frontier"],
  [/\b(?:elf|elves|elven|elvish)\b/i, "Elf", ["Aelar Moonwhisper", "Thalindra Silverleaf", "Faelar Dawnbrook", "Caelynn Liadon"], "the forest realm of the wood elves"],
  [/\bdwar(?:f|ves|fs|ven)\b/i, "Dwarf", ["Thorin Ironfist", "Helga Deepdelve", "Orsik Hammerfall", "Gimra Coppervein"], "a mountain hold of dwarven miners and smiths"],
  [/\bhalflings?\b|\bhobbits?\b/i, "Halfling", ["Milo Tealeaf", "Rosie Goodbarrel", "Cade Underbough"], "a quiet halfling village of gardens and good food"],
  [/\bgnom(?:e|es|ish)\b/i, "Gnome", ["Fizwick Nackle", "Bimpnottin Gearspin", "Orryn Timbers"], "a gnomish burrow full of clockwork and books"],
  [/\btieflings?\b/i, "Tiefling", ["Zariel Ashborne", "Mordai Vex", "Kallista Nightember"], "the back streets of a great port city"],
  [/\bdragonborn\b/i, "Dragonborn", ["Arjhan Kerrhylon", "Sora Daardendrian", "Medrash Clethtinthiallor"], "a proud dragonborn clan"],
  [/\borcs?\b|\borcish\b/i, "Orc", ["Grukk Skullsplitter", "Vola Bonecrusher", "Ront Ironjaw"], "a wandering orc tribe"],
  [/\bhumans?\b/i, "Human", ["Rowan Vale", "Isla Thorne", "Bram Holloway", "Seren Blackwood"], "a farming village on the king's road"],
];
const HUMAN = RACES[RACES.length - 1]!;

/** A class: its name, its hit die, its abilities from most to least needed, its gear, what it did before the story. */
type Class = readonly [name: string, hitDie: number, abilities: readonly Ability[], gear: readonly string[], past: string];
type Ability = "strength" | "dexterity" | "constitution" | "intelligence" | "wisdom" | "charisma";
const CLASSES: readonly Class[] = [
  ["Ranger", 10, ["dexterity", "wisdom", "constitution", "strength", "intelligence", "charisma"], ["Longbow and 20 arrows", "Two shortswords", "Leather armor", "Explorer's pack"], "learned to track and hunt in the wild, and now guides travelers through lands others avoid"],
  ["Wizard", 6, ["intelligence", "constitution", "dexterity", "wisdom", "charisma", "strength"], ["Spellbook", "Quarterstaff", "Component pouch", "Scholar's pack"], "spent years bent over old spellbooks, and left to find the magic no library holds"],
  ["Rogue", 8, ["dexterity", "intelligence", "constitution", "charisma", "wisdom", "strength"], ["Rapier", "Shortbow and 20 arrows", "Thieves' tools", "Leather armor"], "lived by quick hands and quicker wits, until one job went wrong and made powerful enemies"],
  ["Fighter", 10, ["strength", "constitution", "dexterity", "wisdom", "charisma", "intelligence"], ["Longsword", "Shield", "Chain mail", "Dungeoneer's pack"], "served as a soldier, and now sells a steady sword arm to whoever needs it most"],
  ["Cleric", 8, ["wisdom", "constitution", "strength", "charisma", "intelligence", "dexterity"], ["Mace", "Shield", "Scale mail", "Holy symbol"], "served at a temple, and set out when a vision called for someone to carry the faith into dark places"],
  ["Paladin", 10, ["strength", "charisma", "constitution", "wisdom", "dexterity", "intelligence"], ["Longsword", "Shield", "Chain mail", "Holy symbol"], "swore an oath to protect the weak, and keeps it whatever it costs"],
  ["Barbarian", 12, ["strength", "constitution", "dexterity", "wisdom", "charisma", "intelligence"], ["Greataxe", "Two handaxes", "Explorer's pack", "Four javelins"], "grew up fighting to survive, and carries a fury that surfaces in battle"],
  ["Bard", 8, ["charisma", "dexterity", "constitution", "wisdom", "intelligence", "strength"], ["Lute", "Rapier", "Leather armor", "Entertainer's pack"], "traveled from tavern to court collecting songs, and now wants to be the hero of one"],
  ["Druid", 8, ["wisdom", "constitution", "dexterity", "intelligence", "charisma", "strength"], ["Wooden shield", "Scimitar", "Druidic focus", "Herbalism kit"], "was taught the old ways of the land, and guards it against those who would spoil it"],
  ["Monk", 8, ["dexterity", "wisdom", "constitution", "strength", "intelligence", "charisma"], ["Shortsword", "Ten darts", "Explorer's pack"], "trained for years in a mountain monastery, and left to test that discipline in the world"],
  ["Sorcerer", 6, ["charisma", "constitution", "dexterity", "wisdom", "intelligence", "strength"], ["Light crossbow and 20 bolts", "Arcane focus", "Two daggers", "Dungeoneer's pack"], "was born with magic in the blood, and is still learning to control it"],
  ["Warlock", 8, ["charisma", "constitution", "dexterity", "wisdom", "intelligence", "strength"], ["Light crossbow and 20 bolts", "Arcane focus", "Leather armor", "Two daggers"], "made a pact with a being from beyond for power, and has not yet paid the price"],
];
/** The standard array, given to a class's abilities from most to least needed. */
const STANDARD_ARRAY = [15, 14, 13, 12, 10, 8] as const;
/** Fields of each ability, by their normalised name. */
const ABILITY_KEYS: Readonly<Record<string, Ability>> = {
  strength: "strength", str: "strength", dexterity: "dexterity", dex: "dexterity", constitution: "constitution", con: "constitution",
  intelligence: "intelligence", int: "intelligence", wisdom: "wisdom", wis: "wisdom", charisma: "charisma", cha: "charisma",
};
const RACE_KEYS: ReadonlySet<string> = new Set(["race", "species", "ancestry", "lineage", "kin"]);
const CLASS_KEYS: ReadonlySet<string> = new Set(["class", "characterclass", "classname", "profession", "archetype"]);
const HP_KEYS: ReadonlySet<string> = new Set(["hp", "hitpoints", "health", "maxhp", "maxhitpoints", "healthpoints"]);
const STORY_KEYS: ReadonlySet<string> = new Set(["backstory", "background", "history", "bio", "biography", "description", "story", "backgroundstory", "lore"]);
const GEAR_KEYS: ReadonlySet<string> = new Set(["inventory", "equipment", "items", "gear", "weapons", "startingequipment"]);

/** A character a game plays: the word and a game's word ("D&D", "RPG", "fantasy", a class). */
const CUE = /\bcharacter|\bhero\b|\badventurer\b|\bnpc\b/i;
const GAME = /\bd&d\b|\bdnd\b|\bdungeons\b|\brpg\b|\brole[- ]?playing\b|\bfantasy\b|\btabletop\b|\bpathfinder\b|\bcampaign\b|\branger\b|\bwizard\b|\brogue\b|\bpaladin\b|\bbarbarian\b|\bwarlock\b|\bsorcerer\b|\bcleric\b|\bdruid\b|\bbard\b|\belven\b|\belf\b|\bdwar(?:f|ven)\b/i;

/** A prompt that names its character ("a ranger named Aragorn"): the name stays the other passes'. */
const NAMED = /\b(?:named|called)\s+\p{Lu}/u;

/**
 * `document` written as the character sheet the prompt asks for, where `validate` accepts each field.
 * @example withCharacterSheet({ race: "D", class: "x", strength: 644 }, "Create a D&D character sheet for an elven ranger", check) // { race: "Elf", class: "Ranger", strength: 12 }
 */
export function withCharacterSheet(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || !CUE.test(prompt) || !GAME.test(prompt)) return document;
  // A sheet inside a top-level object: `{ character: { name, race, … } }`.
  const entries = Object.entries(document as Json);
  if (entries.length === 1 && entries[0]![1] !== null && typeof entries[0]![1] === "object" && !Array.isArray(entries[0]![1])) {
    const [key, inner] = entries[0]!;
    const written = sheet(inner as Json, prompt, (value) => validate({ ...(document as Json), [key]: value }));
    return written === inner ? document : { ...(document as Json), [key]: written };
  }
  return sheet(document as Json, prompt, validate);
}

/** `document` (the sheet's own object) written as the character the prompt asks for. */
function sheet(document: Json, prompt: string, validate: (value: unknown) => boolean): Json {
  const keys = Object.keys(document as Json).map(normalisedKey);
  const sheetLike = keys.some((key) => key in ABILITY_KEYS || CLASS_KEYS.has(key) || RACE_KEYS.has(key));
  if (!sheetLike) return document;
  const race = RACES.find(([words]) => words.test(prompt)) ?? HUMAN;
  const seed = choiceSeed("character", prompt.toLowerCase());
  const klass = CLASSES.find(([name]) => new RegExp(String.raw`\b${name}s?\b`, "i").test(prompt)) ?? CLASSES[seed % CLASSES.length]!;
  const [className, hitDie, abilities, gear, past] = klass;
  const [, raceName, names, home] = race;
  const name = names[seed % names.length]!;
  const copy = { ...document };
  const level = typeof copy.level === "number" && copy.level >= 1 && copy.level <= 20 && Number.isInteger(copy.level) ? copy.level : 1;
  const score = (ability: Ability) => STANDARD_ARRAY[abilities.indexOf(ability)]!;
  const modifier = (value: number) => Math.floor((value - 10) / 2);
  const hp = hitDie + modifier(score("constitution")) + (level - 1) * (hitDie / 2 + 1 + modifier(score("constitution")));
  const first = name.split(" ")[0]!;
  const story = `${first} grew up in ${home}, ${past}.`;
  const set = (key: string, value: unknown) => {
    const before = copy[key];
    copy[key] = value;
    if (!validate(copy)) copy[key] = before;
  };
  for (const [key, value] of Object.entries(copy)) {
    const normal = normalisedKey(key);
    const ability = ABILITY_KEYS[normal];
    if (ability !== undefined && typeof value === "number") set(key, score(ability));
    else if (normal === "name" && typeof value === "string" && !NAMED.test(prompt)) set(key, name);
    else if (RACE_KEYS.has(normal) && typeof value === "string") set(key, raceName);
    else if (CLASS_KEYS.has(normal) && typeof value === "string") set(key, className);
    else if (normal === "level" && typeof value === "number") set(key, level);
    else if (HP_KEYS.has(normal) && typeof value === "number") set(key, hp);
    else if ((normal === "armorclass" || normal === "ac") && typeof value === "number") set(key, 12 + Math.max(0, modifier(score("dexterity"))) + (className === "Fighter" || className === "Paladin" || className === "Cleric" ? 4 : 0));
    else if (normal === "alignment" && typeof value === "string") set(key, className === "Rogue" || className === "Warlock" ? "Chaotic Neutral" : "Neutral Good");
    else if (STORY_KEYS.has(normal) && typeof value === "string") set(key, story);
    else if (GEAR_KEYS.has(normal) && Array.isArray(value) && value.every((item) => typeof item === "string")) set(key, [...gear]);
    else if ((normal === "stats" || normal === "abilities" || normal === "abilityscores" || normal === "attributes") && value !== null && typeof value === "object" && !Array.isArray(value)) {
      const scores = { ...(value as Json) };
      for (const [inner, innerValue] of Object.entries(scores)) {
        const innerAbility = ABILITY_KEYS[normalisedKey(inner)];
        if (innerAbility !== undefined && typeof innerValue === "number") scores[inner] = score(innerAbility);
      }
      set(key, scores);
    }
  }
  return copy;
}
