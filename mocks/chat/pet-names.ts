/**
 * Names for a pet: "What should I name my dog?", "Name ideas for a black cat", "Suggest 10 names
 * for a female puppy", "Good names for a goldfish". A model answers with names that suit the
 * animal, and reads what the prompt says of it: a girl or a boy, its colour, its size. A reply
 * about "what has worked for you before" reads as a broken mock.
 *
 * A name is "Name|why it fits". The names for the colour and size the prompt gives come first,
 * then the animal's own, without those for the other sex; the same prompt gives the same names.
 */
import { countWord } from "./asked-count.ts";
import { choiceSeed } from "./choice-variety.ts";

interface Animal {
  /** The animal as the reply names it: "dog". */
  readonly shown: string;
  /** Names as "Name|why" or "Name|why|f" (a girl's) or "…|m" (a boy's). */
  readonly names: readonly string[];
}

const DOG: Animal = {
  shown: "dog",
  names: [
    "Luna|soft, short and easy to call across a park|f", "Max|a classic: one syllable a dog learns fast|m", "Bella|sweet and friendly|f", "Cooper|cheerful, for a loyal sidekick|m",
    "Daisy|bright and happy|f", "Buddy|for the friend who follows you everywhere|m", "Milo|playful and a little mischievous", "Biscuit|cosy and fun to say",
    "Rosie|warm and affectionate|f", "Rocky|for a tough, brave dog|m", "Maple|sweet, with an outdoorsy feel", "Scout|for a curious explorer",
  ],
};
const CAT: Animal = {
  shown: "cat",
  names: [
    "Luna|elegant and a little mysterious|f", "Oliver|a gentle classic|m", "Mochi|sweet and round, for a cuddly cat", "Cleo|short for Cleopatra, for a cat who rules the house|f",
    "Simba|for a little lion|m", "Nala|graceful, and Simba's other half|f", "Felix|a classic cat name; it means lucky|m", "Pickle|playful and silly",
    "Willow|calm and graceful|f", "Loki|for a cat full of mischief|m", "Miso|small, warm and cute", "Juniper|soft and a little whimsical|f",
  ],
};
const FISH: Animal = {
  shown: "fish",
  names: ["Bubbles|cheerful and fitting", "Finn|for obvious reasons", "Nemo|for a little adventurer", "Goldie|for a goldfish above all", "Splash|lively and fun", "Dory|friendly and forgetful|f", "Captain|for the boss of the tank|m", "Gill|a small pun", "Coral|bright and pretty|f", "Neptune|after the god of the sea|m"],
};
const SMALL_PET: Animal = {
  shown: "pet",
  names: ["Peanut|tiny and cute", "Nibbles|for a busy little eater", "Biscuit|round and cosy", "Pip|small and quick", "Hazel|soft and nutty|f", "Clover|lucky, for a bunny above all|f", "Thumper|for a rabbit with big feet|m", "Cinnamon|for a warm brown coat", "Oreo|for black and white fur", "Squeak|for a chatty one"],
};
const BIRD: Animal = {
  shown: "bird",
  names: ["Kiwi|bright and cheerful", "Sunny|for a yellow bird above all", "Rio|after the film's macaw", "Skye|light and free|f", "Pepper|for a lively chatterbox", "Mango|bright and tropical", "Tweety|a cartoon classic", "Echo|for a parrot that talks back", "Rocco|bold and proud|m", "Pearl|small and precious|f"],
};
const TURTLE: Animal = {
  shown: "turtle",
  names: ["Shelly|an obvious favourite|f", "Sheldon|a pun, and a classic|m", "Speedy|because it isn't", "Crush|after the turtle in *Finding Nemo*|m", "Myrtle|old-fashioned and sweet|f", "Leonardo|after the Ninja Turtle|m", "Sage|wise and calm", "Pebble|small and round", "Tank|for a sturdy shell", "Yoda|for a wise old one"],
};
const HORSE: Animal = {
  shown: "horse",
  names: ["Spirit|free and strong", "Storm|for a fast, dark horse", "Duchess|for a proud mare|f", "Apollo|after the Greek god|m", "Maverick|for an independent one|m", "Willow|graceful|f", "Ranger|for a trail horse", "Bella|pretty and simple|f", "Dakota|strong and outdoorsy", "Biscuit|friendly and warm"],
};

/** The animal a prompt names, by its words: breeds are dogs, a kitten a cat, a goldfish a fish. */
const ANIMALS: readonly (readonly [RegExp, Animal])[] = [
  [/\b(?:dogs?|pupp(?:y|ies)|pups?|doggy|retrievers?|labradors?|labs?|poodles?|terriers?|spaniels?|shepherds?|corgis?|beagles?|husk(?:y|ies)|bulldogs?|dachshunds?|collies?|pugs?|chihuahuas?|rottweilers?|boxers?|dobermans?|greyhounds?)\b/i, DOG],
  [/\b(?:cats?|kittens?|kitty|kitties|tabby|siamese|persian|ragdoll|maine coon)\b/i, CAT],
  [/\b(?:fish|goldfish|betta|guppy|guppies)\b/i, FISH],
  [/\b(?:hamsters?|guinea pigs?|rabbits?|bunn(?:y|ies)|gerbils?|mice|mouse|rats?|ferrets?|hedgehogs?|chinchillas?)\b/i, SMALL_PET],
  [/\b(?:birds?|parrots?|budgies?|parakeets?|cockatiels?|canar(?:y|ies)|chickens?|hens?)\b/i, BIRD],
  [/\b(?:turtles?|tortoises?|lizards?|geckos?|snakes?|iguanas?|bearded dragons?)\b/i, TURTLE],
  [/\b(?:horses?|ponies|pony|foals?|mares?|stallions?)\b/i, HORSE],
];

/** Names for a colour or a size the prompt gives, before the animal's own. */
const BY_LOOK: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\bblack\b/i, ["Shadow|for a coat as dark as night", "Onyx|after the black gemstone", "Midnight|for a jet-black coat", "Salem|the black cat of *Sabrina*", "Raven|sleek and dark"]],
  [/\bwhite\b/i, ["Snowball|for a coat as white as snow", "Casper|after the friendly ghost", "Pearl|for a soft, shiny white coat", "Cloud|light and fluffy", "Marshmallow|white and soft"]],
  [/\b(?:orange|ginger|red)\b/i, ["Ginger|for a ginger coat", "Pumpkin|for an orange coat", "Marmalade|warm and sweet, for a ginger coat", "Rusty|for a reddish coat", "Mango|bright and orange"]],
  [/\b(?:gr[ae]y|silver|blue)\b/i, ["Smokey|for a smoky grey coat", "Ash|soft and grey", "Storm|for a grey, stormy coat", "Pebble|small and grey", "Misty|soft and silvery"]],
  [/\b(?:brown|chocolate|tan)\b/i, ["Cocoa|for a chocolate-brown coat", "Mocha|warm and brown", "Hazel|after the brown nut", "Toffee|for a caramel coat", "Bear|brown and cuddly"]],
  [/\b(?:golden|yellow|blonde?|cream)\b/i, ["Honey|for a golden coat", "Sunny|bright, like a golden coat", "Goldie|for a golden coat", "Butterscotch|sweet and golden", "Maple|for a reddish-gold coat"]],
  [/\b(?:spotted|spotty|dalmatian|tabby|stripe[sd]|striped|calico|tuxedo|patch(?:es|y)?)\b/i, ["Patches|for a patchy coat", "Freckles|for the spots", "Domino|black and white", "Oreo|for black and white fur", "Tiger|for the stripes"]],
  [/\b(?:big|large|huge|giant|great dane|mastiff)\b/i, ["Moose|for a big softie", "Titan|strong and grand", "Atlas|for a pet who carries the world", "Bear|big and huggable", "Duke|big and dignified"]],
  [/\b(?:small|tiny|little|mini|toy|teacup)\b/i, ["Peanut|tiny and cute", "Pip|small and quick", "Bean|for a little one", "Button|small and cute", "Nugget|small but precious"]],
];

/** Names for a girl or a boy of any kind, after the animal's own. */
const GIRLS = ["Ruby|bright and full of life", "Lola|playful and sweet", "Stella|it means star", "Penny|small and lucky", "Poppy|bright and cheerful", "Olive|gentle and sweet"];
const BOYS = ["Teddy|cuddly and friendly", "Oscar|a friendly classic", "Leo|brave, like a little lion", "Gus|sturdy and good-natured", "Jack|a simple classic", "Otis|laid-back and charming"];

const GIRL = /\b(?:girl|female|she|her|lady|mare)\b/i;
const BOY = /\b(?:boy|male|he|him|stallion)\b/i;

/** "What should I name my dog?", "names for a black cat", "Help me name my puppy", "kitten name ideas" */
const ASKS = /\bname\s+(?:(?:for\s+)?(?:my|our|a|an|the|this)\s+)|\bnames?\s+(?:ideas?\s+)?(?:for|to\s+call)\b|\bname\s+ideas?\b|\bnames\b[^.?!\n]{0,3}$|\bcall\s+(?:my|our)\s+/i;

/**
 * A few names (five unless counted) for the pet a prompt names, each with why it fits, reading
 * its sex, colour and size; undefined when the prompt names no pet or asks for no names.
 * @example petNamesReply("What should I name my dog?")?.startsWith("Here are 5 names for your dog") // true
 */
export function petNamesReply(prompt: string): string | undefined {
  // Cheap first look: a pet's names are asked with "name" or "call".
  if (prompt.length > 160 || !/\bna(?:me|ming)|\bcall\b/i.test(prompt) || !ASKS.test(prompt)) return undefined;
  const found = ANIMALS.find(([pattern]) => pattern.test(prompt));
  if (!found) return undefined;
  const [pattern, animal] = found;
  // "a name for my dog walking business": a business, named by writing-tasks.ts.
  if (/\b(?:business|company|shop|store|service|salon|brand|startup|app|podcast|channel|blog|account|team|website|cafe|café|bakery|grooming|walking|sitting|daycare|rescue|shelter)\b/i.test(prompt)) return undefined;
  const sex = GIRL.test(prompt) ? "f" : BOY.test(prompt) ? "m" : undefined;
  const looks = BY_LOOK.filter(([pattern]) => pattern.test(prompt)).map(([, names]) => names);
  const seed = choiceSeed("pet names", prompt);
  const own = animal.names.filter((name) => sex === undefined || !name.endsWith(sex === "f" ? "|m" : "|f"));
  // Its look's names first, a few from each look, then its own, from a place the prompt picks.
  const more = sex === "f" ? GIRLS : sex === "m" ? BOYS : [];
  const picked = [...looks.flatMap((names) => rotated(names, seed).slice(0, 3)), ...rotated(own, seed), ...more];
  const unique = picked.filter((name, i) => picked.findIndex((other) => other.split("|")[0] === name.split("|")[0]) === i);
  const count = Math.max(1, Math.min(10, countWord(prompt) ?? 5, unique.length));
  const lines = unique.slice(0, count).map((name, i) => {
    const [shown, why] = name.split("|");
    return `${i + 1}. **${shown}**: ${why}.`;
  });
  // The animal as the prompt says it ("puppy", "kitten"), a breed or a plural as the kind ("dog").
  const said = pattern.exec(prompt)![0].toLowerCase();
  const word = /^(?:dog|puppy|pup|cat|kitten|goldfish|hamster|rabbit|bunny|guinea pig|parrot|turtle|tortoise|pony|horse)$/.test(said) ? said : animal.shown;
  const who = `${sex === "f" ? "female " : sex === "m" ? "male " : ""}${word}`;
  return `Here ${count === 1 ? "is a name" : `are ${count} names`} for your ${who}:\n\n${lines.join("\n")}\n\nSay a name out loud a few times before you decide: one or two syllables are easiest for a pet to learn. Want more in a particular style (funny, classic, food names)?`;
}

function rotated<T>(list: readonly T[], seed: number): T[] {
  const start = seed % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}
