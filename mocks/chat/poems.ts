/**
 * Short rhymed poems for "Write a poem about the ocean": a written poem, two quatrains, for the
 * twenty subjects people ask about most (the seasons, the sea, rain, the moon, the stars, love,
 * friendship, a cat, a dog, coffee, the city, mountains, home, time, hope, a mother, nature), and
 * for any other subject quatrains that name it where any noun phrase reads as English ("I think
 * of my grandmother", "Here's to friendship"): never as the subject of a verb, so a plural or a
 * person agrees as well as a thing. Haikus and limericks have their own forms (haikus.ts,
 * limericks.ts). Loaded with the known replies (reply.ts asks it through them), to keep the
 * browser's start chunk small.
 */
import type { Random } from "../data/random.ts";
import { shuffled } from "../data/random.ts";
import { capitalized } from "./reply.ts";

type Quatrain = readonly [string, string, string, string];

/** The written poems, by the head word of what the prompt names ("the ocean" → ocean). */
const WRITTEN: readonly (readonly [RegExp, readonly [Quatrain, Quatrain]])[] = [
  [/^(?:oceans?|seas?|waves?|tides?|beach(?:es)?|shore|sea ?side)$/, [
    ["The ocean breathes against the shore,", "it gives a little, then takes more;", "it speaks in salt, in foam, in blue,", "the oldest voice the world once knew."],
    ["I stand where all the long waves end", "and let them come, and let them bend;", "whatever I brought down today,", "the tide has carried it away."],
  ]],
  [/^(?:autumn|fall)$/, [
    ["The maple lets its red leaves go,", "they drift like embers, soft and slow;", "the air turns crisp, the light turns gold,", "the year is getting wise and old."],
    ["The geese write lines across the grey,", "the orchard gives its last away;", "and in the smoke of evening fires", "the summer quietly retires."],
  ]],
  [/^spring(?:time)?$/, [
    ["The frost lets go its winter hold,", "the crocus pushes through the cold;", "a blackbird sings on the garden wall", "as if he'd never left at all."],
    ["The rain comes warm, the days grow long,", "the hedges fill with green and song;", "and every branch, so bare before,", "remembers what its buds are for."],
  ]],
  [/^(?:winter|snow|snowfall)$/, [
    ["The snow came softly in the night", "and left the whole world hushed and white;", "the fences wear it like a shawl,", "the garden sleeps beneath it all."],
    ["We light the lamps at half past four", "and stamp the cold off at the door;", "the kettle sings, the windows steam,", "and winter settles like a dream."],
  ]],
  [/^summer(?:time)?$/, [
    ["The long days stretch out, warm and slow,", "the grass is high, the rivers low;", "we eat our supper in the sun", "and let the evening never run."],
    ["The bees are busy in the thyme,", "the ice cream melts, we lose the time;", "and when at last the stars come through,", "the air still smells of salt and dew."],
  ]],
  [/^(?:rain|rainfall|storms?|showers?|drizzle)$/, [
    ["The rain comes drumming on the tin,", "the gutters sing, the street leans in;", "the windows blur, the lamps burn bright,", "the whole town softens in the light."],
    ["I do not mind a day like this,", "a grey and gentle kind of bliss;", "a book, a chair, a cup of tea,", "the rain outside, and only me."],
  ]],
  [/^moon(?:light|lit)?$/, [
    ["The moon climbs up above the hill,", "the fields lie silver, cool and still;", "she does not hurry, does not shout,", "she simply lets her light spill out."],
    ["She pulls the tides and lights the sea,", "she keeps a lamp for you and me;", "and every night, though clouds may roam,", "she finds the roof of every home."],
  ]],
  [/^(?:stars?|night sky|sky|night)$/, [
    ["The stars come out one by one,", "long after the day is done;", "old light that left so long ago", "still finds its way to us below."],
    ["I lie back on the cooling grass", "and watch the slow old planets pass;", "so small, so far, and yet somehow", "they make me feel at home right now."],
  ]],
  [/^(?:love|romance|heart|hearts)$/, [
    ["Love is not the fireworks, the grand parade,", "the promise shouted, the plans we made;", "it's the coffee brought without a word,", "the quiet joke that no one else has heard."],
    ["It's two coats hanging side by side,", "the hand that finds mine in the tide;", "it's choosing, every ordinary day,", "the same dear person, come what may."],
  ]],
  [/^(?:friendship|friends?|best friends?)$/, [
    ["A friend is someone who will stay", "when all the others drift away;", "who laughs with you at two a.m.", "and never asks you to pretend."],
    ["We may not talk for weeks or years,", "yet one call brings back all the cheers;", "the thread holds fast, the kettle's on,", "as if we'd never once been gone."],
  ]],
  [/^(?:cats?|kittens?|kitty)$/, [
    ["The cat lies in the square of sun", "as if her work were never done;", "she stretches once, she yawns, she blinks,", "and keeps whatever thought she thinks."],
    ["She hunts a moth, she guards the stair,", "she claims the best and warmest chair;", "and when at night she curls up near,", "the house is home, because she's here."],
  ]],
  [/^(?:dogs?|pupp(?:y|ies)|doggy)$/, [
    ["He's waiting when I turn the key,", "the happiest at the door to see;", "his tail a blur, his heart a drum,", "as if he'd heard the whole world come."],
    ["He doesn't care what I have done,", "just asks for walks and rain and sun;", "and when the day is hard and long,", "he leans on me, and I am strong."],
  ]],
  [/^(?:coffee|espresso|latte|cappuccino)$/, [
    ["Before the world has found its feet,", "before the traffic wakes the street,", "the kettle hums, the grinder sings,", "and coffee starts the day's first things."],
    ["The steam curls up, the cup is warm,", "a small, dark shelter from the storm;", "one sip, and all that lies ahead", "seems easier than it first said."],
  ]],
  [/^(?:city|cities|town|streets?)$/, [
    ["The city hums beneath the rain,", "a bus, a siren, then a train;", "ten thousand windows, each one lit,", "a life unfolding inside it."],
    ["We pass like strangers on the stair,", "yet all of us are living there;", "and when the late-night lamps burn low,", "the city sings to those who know."],
  ]],
  [/^(?:mountains?|hills?|peaks?|summits?)$/, [
    ["The mountain doesn't care for time,", "it lets the patient walkers climb;", "past pine and scree and melting snow,", "to where the eagles come and go."],
    ["And at the top the wind is clean,", "the valleys fold in blue and green;", "the world seems small, the sky so wide,", "and something settles, deep inside."],
  ]],
  [/^(?:home|house)$/, [
    ["Home is the light left on for me,", "the creaking stair, the cup of tea;", "the door that sticks, the worn-out chair,", "the proof that someone's waiting there."],
    ["I've been to cities far and grand,", "I've walked on snow and desert sand;", "but nothing fits me quite so well", "as this one room, this small, known shell."],
  ]],
  [/^(?:time|clocks?|hours?)$/, [
    ["Time doesn't knock, it doesn't wait,", "it slips in early, leaves too late;", "it turns the children into men", "and never brings them back again."],
    ["So let me spend it while I may", "on what I'd miss if it slipped away:", "a laugh, a walk, a hand to hold,", "the things worth more than being old."],
  ]],
  [/^(?:hope|hopes)$/, [
    ["Hope is a small and stubborn light", "that will not leave me in the night;", "it doesn't promise, doesn't shout,", "it simply will not be put out."],
    ["When all the maps have lost their way", "it whispers: there will be a day;", "and like a seed beneath the snow,", "it waits, and knows, and starts to grow."],
  ]],
  [/^(?:mother|mothers|mom|moms|mum|mums|mama|mommy)$/, [
    ["She knew my fevers by my face,", "she kept a light on in the place;", "she packed my lunches, dried my tears,", "and held my hand through all those years."],
    ["And now that I am grown and gone,", "her voice is how I carry on;", "in every kindness that I do,", "there's something, Mother, that is you."],
  ]],
  [/^(?:nature|forests?|woods|trees?|earth|wilderness)$/, [
    ["The forest keeps a patient time,", "the moss, the fern, the oak, the lime;", "the river finds its way to sea", "and never asks the way of me."],
    ["So let me walk where wild things grow,", "where no one needs me to be slow;", "the world was here before my name,", "and walking here, I'm glad I came."],
  ]],
];

/**
 * Quatrains that fit any subject, {P} the subject as a noun phrase: it stands only where a
 * phrase of any number or person reads right (after a preposition, as an object, after "Here's
 * to"), never before a verb. No stanza gives the reader orders: a poem is not an instruction.
 */
const TEMPLATE_STANZAS: readonly Quatrain[] = [
  ["When the day grows loud and the hours wear thin,", "I think of {P} and let the quiet in;", "the noise can wait, the lists can stay undone,", "there's time enough for {P} in the sun."],
  ["I went looking for words for {P} one day,", "in the slow light of evening, down by the bay;", "and the waves came in, and the waves went through,", "and every one of them came back to you."],
  ["I wrote down {P} on a page of my own,", "a line for the heart and a line for the bone;", "and when the ink dried and the evening came through,", "the page said more than I thought that it knew."],
  ["Here's to {P}, to the small and the near,", "to the things we forget are worth holding dear;", "the light will go on, as the light tends to do,", "and {P} will be part of the light coming through."],
];

/** Words before a noun that make it a phrase already: "my grandmother", "the lighthouse". */
const DETERMINER = /^(?:the|my|our|your|his|her|their|this|that|these|those)\s/i;
/** Words that name an idea, a mass or a plural, which read bare: "friendship", "kindness", "taxes". */
const BARE = /(?:ness|ship|dom|ity|tion|sion|ment|ence|ance|ism|hood|ing|[^s]s)$/i;

/**
 * The subject as a noun phrase a line can name: "my grandmother" as the prompt says it, "a
 * lighthouse" as "the lighthouse" (named more than once), "friendship" and "taxes" bare, a
 * name as written, else "the …".
 */
export function subjectPhrase(phrase: string): string {
  const text = phrase.trim().replace(/[.!?]+$/, "");
  if (DETERMINER.test(text)) return text;
  if (/^an?\s/i.test(text)) return text.replace(/^an?\s+/i, "the ");
  if (/^\p{Lu}/u.test(text) || BARE.test(text)) return text;
  return `the ${text}`;
}

/**
 * A poem about `subject` (the head word of what the prompt names: "ocean") named as `phrase`
 * ("the ocean"): a written poem's two quatrains for a common subject, else one or two quatrains
 * that name the phrase; each quatrain its four lines joined by newlines.
 * @example poemAbout("ocean", "the ocean", seededRandom(1))[0]?.split("\n")[0] // "The ocean breathes against the shore,"
 */
export function poemAbout(subject: string, phrase: string, random: Random): readonly string[] {
  const written = WRITTEN.find(([pattern]) => pattern.test(subject.toLowerCase()))?.[1];
  if (written) return written.map((stanza) => stanza.join("\n"));
  const named = subjectPhrase(phrase || subject);
  return shuffled(TEMPLATE_STANZAS, random)
    .slice(0, random.int(1, 2))
    // Verse keeps its own capitals: only a line that opens with the subject gets one.
    .map((stanza) => stanza.map((line) => (line.startsWith("{P}") ? capitalized(named) + line.slice(3) : line).replaceAll("{P}", named)).join("\n"));
}
