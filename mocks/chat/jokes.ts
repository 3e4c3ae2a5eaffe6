/**
 * Real jokes for "Tell me a joke" and for a joke about a subject people ask about most (cats,
 * programming, math, coffee…): the classics a model tells, each a setup and a punchline that
 * belong together. Before, every joke was a template with the subject put in ("Why can't a
 * computer keep a secret? Because everyone can see right through it"), which reads as a joke
 * about nothing. A subject no table knows keeps reply.ts's templates.
 *
 * The joke is drawn with the reply's random, so "Another one" (revisions.ts), which composes the
 * earlier prompt again with another draw, tells another joke from the same table.
 */
import type { Random } from "../data/random.ts";

/** A joke's lines: the setup (a knock-knock joke's exchange too) and its punchline. */
type Joke = readonly [setup: string, punchline: string];

/** Jokes anyone can be told: the answer to "Tell me a joke", "Tell me a dad joke". */
const GENERAL: readonly Joke[] = [
  ["Why don't scientists trust atoms?", "Because they make up everything."],
  ["Why did the scarecrow win an award?", "Because he was outstanding in his field."],
  ["What do you call a fake noodle?", "An impasta."],
  ["Why don't skeletons fight each other?", "They don't have the guts."],
  ["I'm reading a book about anti-gravity.", "It's impossible to put down."],
  ["Why did the bicycle fall over?", "Because it was two-tired."],
  ["What do you call a bear with no teeth?", "A gummy bear."],
  ["I used to work at a calendar factory,", "but I got fired for taking a couple of days off."],
];

/** Subjects people ask jokes about, by the words that name them, each with its own jokes. */
const BY_SUBJECT: readonly (readonly [name: string, words: RegExp, jokes: readonly Joke[]])[] = [
  [
    "programming",
    /\b(?:programm(?:er|ers|ing)|coding|coders?|developers?|software|computers?|javascript|java|sql|code|tech|engineers?)\b/i,
    [
      ["Why do programmers prefer dark mode?", "Because light attracts bugs."],
      ["How many programmers does it take to change a light bulb?", "None. That's a hardware problem."],
      ["A SQL query walks into a bar, goes up to two tables and asks:", '"Can I join you?"'],
      ["There are 10 kinds of people in the world:", "those who understand binary and those who don't."],
      ["Why do Java developers wear glasses?", "Because they don't C#."],
      ["Why did the developer go broke?", "Because he used up all his cache."],
    ],
  ],
  [
    "cats",
    /\b(?:cats?|kittens?|kitty)\b/i,
    [
      ["Why was the cat sitting on the computer?", "To keep an eye on the mouse."],
      ["What do you call a pile of cats?", "A meowtain."],
      ["Why don't cats play poker in the jungle?", "Too many cheetahs."],
      ["What's a cat's favourite colour?", "Purr-ple."],
    ],
  ],
  [
    "dogs",
    /\b(?:dogs?|pupp(?:y|ies)|doggos?)\b/i,
    [
      ["What do you call a dog magician?", "A labracadabrador."],
      ["Why did the dog sit in the shade?", "Because he didn't want to be a hot dog."],
      ["What do you call a dog that can tell time?", "A watchdog."],
      ["Why are dogs such bad dancers?", "Because they have two left feet."],
    ],
  ],
  [
    "math",
    /\b(?:math|maths|mathematics|numbers?|algebra|geometry)\b/i,
    [
      ["Why was six afraid of seven?", "Because seven eight nine."],
      ["Why was the math book sad?", "It had too many problems."],
      ["Parallel lines have so much in common.", "It's a shame they'll never meet."],
      ["What do you call a number that can't keep still?", "A roamin' numeral."],
    ],
  ],
  [
    "science",
    /\b(?:science|scientists?|chemistry|chemists?|physics|atoms?|biology)\b/i,
    [
      ["Why don't scientists trust atoms?", "Because they make up everything."],
      ["I'd tell you a chemistry joke,", "but I know I wouldn't get a reaction."],
      ["A photon checks into a hotel. The porter asks if it has any luggage.", '"No, I\'m travelling light."'],
      ["Why are chemists great at solving problems?", "They have all the solutions."],
    ],
  ],
  [
    "coffee",
    /\b(?:coffee|espresso|lattes?|cappuccinos?|caffeine)\b/i,
    [
      ["How does a coffee bean say goodbye?", "See you latte."],
      ["Why did the coffee file a police report?", "It got mugged."],
      ["How are coffee beans like kids?", "They're always getting grounded."],
      ["What's the opposite of coffee?", "Sneezy."],
    ],
  ],
  [
    "food",
    /\b(?:food|cooking|chefs?|baking|bakers?)\b/i,
    [
      ["Want to hear a joke about pizza?", "Never mind, it's too cheesy."],
      ["Why did the tomato turn red?", "Because it saw the salad dressing."],
      ["What do you call cheese that isn't yours?", "Nacho cheese."],
      ["Why did the baker go to therapy?", "He kneaded it."],
    ],
  ],
  [
    "space",
    /\b(?:space|planets?|astronauts?|nasa|galax(?:y|ies)|astronomy)\b/i,
    [
      ["How do you organise a space party?", "You planet."],
      ["Why did the sun go to school?", "To get a little brighter."],
      ["What kind of music do planets like?", "Neptunes."],
      ["Why did the astronaut break up with her boyfriend?", "She needed space."],
    ],
  ],
  [
    "the sea",
    /\b(?:oceans?|sea|seas|beach(?:es)?)\b/i,
    [
      ["What did the ocean say to the beach?", "Nothing, it just waved."],
      ["Why are fish so smart?", "Because they live in schools."],
      ["Why don't oysters share their pearls?", "Because they're shellfish."],
      ["What do you call a fish with no eyes?", "A fsh."],
    ],
  ],
  [
    "music",
    /\b(?:music|musicians?|composers?|classical music)\b/i,
    [
      ["Why did the pianist keep banging his head against the keys?", "He was playing by ear."],
      ["What's Beethoven's favourite fruit?", "Ba-na-na-naaa."],
      ["Why couldn't the string quartet find their composer?", "He was Haydn."],
      ["How do you fix a broken tuba?", "With a tuba glue."],
    ],
  ],
  [
    "school",
    /\b(?:school|teachers?|students?|homework|class|exams?)\b/i,
    [
      ["Why did the teacher wear sunglasses?", "Because her students were so bright."],
      ["Why did the student eat his homework?", "Because the teacher said it was a piece of cake."],
      ["What's a math teacher's favourite place?", "Times Square."],
      ["Why did the music teacher need a ladder?", "To reach the high notes."],
    ],
  ],
  [
    "work",
    /\b(?:work|office|meetings?|boss|jobs?|coworkers?|colleagues?)\b/i,
    [
      ["I used to work at a calendar factory,", "but I got fired for taking a couple of days off."],
      ["Why did the scarecrow get promoted?", "Because he was outstanding in his field."],
      ["I told my boss three companies were after me, so I needed a raise.", "He asked which ones. I said the gas, the electric and the water company."],
      ["Why don't meetings ever get lost?", "Because they always follow the agenda."],
    ],
  ],
  [
    "animals",
    /\b(?:animals?|farm animals?|the farm)\b/i,
    [
      ["Where do cows go on a date?", "To the moo-vies."],
      ["What do you call a sleeping bull?", "A bulldozer."],
      ["Why did the chicken join a band?", "Because it had the drumsticks."],
      ["What do you call a bear with no teeth?", "A gummy bear."],
    ],
  ],
];

/** Knock-knock jokes: their exchange is the setup. */
const KNOCK_KNOCK: readonly Joke[] = [
  ["Knock, knock.\nWho's there?\nLettuce.\nLettuce who?", "Lettuce in, it's cold out here!"],
  ["Knock, knock.\nWho's there?\nBoo.\nBoo who?", "Don't cry, it's only a joke!"],
  ["Knock, knock.\nWho's there?\nCow says.\nCow says who?", "No, silly, a cow says moo!"],
  ["Knock, knock.\nWho's there?\nInterrupting cow.\nInterrupting c—", "MOO!"],
];

/** "Tell me a joke", "Got any good jokes?", "a dad joke about cats", "Make me laugh": a joke is asked for. */
const ASKS = /\b(?:tell|give|share|know|got|have|hear|say|want|another|a|any|some|funny|good|best|dad|bad|short|clean)\b[^.?!]{0,30}\bjokes?\b|\bmake me laugh\b|\bknock[- ]knock\b/i;
/** "Is it a joke?", "Explain why this joke is funny: …": about a joke, not asking for one. */
const ABOUT_A_JOKE = /^\s*(?:is|was|are|were|why|explain|what makes|translate|rate|is that)\b/i;
/** What follows "joke(s)": its subject ("about cats", "on programming"). */
const ABOUT = /\bjokes?\s+(?:about|on|with|involving|related to)\s+([^.?!\n]{2,40})/i;
/** "a programming joke", "a cat joke": the subject written before "joke". */
const BEFORE = /\b([a-z]+)\s+jokes?\b/i;

/**
 * A curated joke's setup and punchline for `prompt`, or undefined when it asks for no joke or names
 * a subject no table knows.
 * @example curatedJoke("Tell me a joke about cats", seededRandom(1))?.punchline // e.g. "Too many cheetahs."
 */
export function curatedJoke(prompt: string, random: Random): { setup: string; punchline: string; subject: string | undefined } | undefined {
  if (prompt.length > 200 || !/joke|laugh|knock/i.test(prompt) || !ASKS.test(prompt) || ABOUT_A_JOKE.test(prompt)) return undefined;
  if (/\bknock[- ]knock\b/i.test(prompt)) return asJoke(random.pick(KNOCK_KNOCK), "knock-knock");
  const about = ABOUT.exec(prompt)?.[1] ?? BEFORE.exec(prompt)?.[1];
  const named = about === undefined || /^(?:a|an|the|good|funny|dad|bad|short|clean|best|another|any|some|me|us)$/i.test(about.trim()) ? undefined : about;
  if (named === undefined) return asJoke(random.pick(GENERAL), undefined);
  const table = BY_SUBJECT.find(([, words]) => words.test(named));
  return table ? asJoke(random.pick(table[2]), table[0]) : undefined;
}

function asJoke([setup, punchline]: Joke, subject: string | undefined): { setup: string; punchline: string; subject: string | undefined } {
  return { setup, punchline, subject };
}

/**
 * The reply to a request for a joke a table knows, as a model tells it: a line, the joke, an offer.
 * @example jokeReply("Tell me a joke", seededRandom(1)) // "Sure! Here's a joke:\n\nWhy don't scientists trust atoms?\nBecause they make up everything.\n\nWant another one? …"
 */
export function jokeReply(prompt: string, random: Random): string | undefined {
  const joke = curatedJoke(prompt, random);
  if (joke === undefined) return undefined;
  const about = joke.subject === undefined || joke.subject === "knock-knock" ? "" : ` about ${joke.subject}`;
  const kind = joke.subject === "knock-knock" ? "a knock-knock joke" : `a joke${about}`;
  const intro = random.pick([`Sure! Here's ${kind}:`, `Here's ${kind} for you:`, `Okay, here's ${kind}:`]);
  const outro = random.pick([
    "Want another one? I have plenty more where that came from, on almost any subject.",
    "I have more where that came from, if you want them: just say the word, or name a subject.",
    "Shall I try a different kind of joke? A pun, a knock-knock joke, or one about something you like?",
  ]);
  return `${intro}\n\n${joke.setup}\n${joke.punchline}\n\n${outro}`;
}
