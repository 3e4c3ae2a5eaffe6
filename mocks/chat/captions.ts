/**
 * Captions for a photo: "Write an Instagram caption for a beach photo", "Write a caption for my
 * new haircut". A model offers three short captions that fit what the photo shows, with an emoji
 * or two and a few hashtags, for the subjects photos are most often of (the beach, a sunset,
 * coffee, food, a haircut, a selfie, travel, a dog, a cat, a birthday, the gym, a wedding, a
 * graduation, friends, a hike, the city); any other subject gets captions that fit any photo.
 */
import { choiceSeed, sampled } from "./choice-variety.ts";

const CAPTIONS: readonly (readonly [RegExp, readonly string[], string])[] = [
  [/\b(?:beach|sea|ocean|waves|surf)\b/i, ["Salt in the air, sand in my hair 🌊", "Vitamin sea, fully topped up ☀️", "Happiness comes in waves 🌊", "Shore thing, I'd come back tomorrow 🐚", "Tan lines and good times ☀️"], "#BeachDays #Summer"],
  [/\b(?:sunsets?|sunrise|golden\s+hour)\b/i, ["Chasing the light, and catching it 🌅", "Golden hour never misses ✨", "Every sunset is an invitation to slow down 🌇", "Skies like this don't need a filter 🌅"], "#Sunset #GoldenHour"],
  [/\b(?:coffee|latte|espresso|cappuccino)\b/i, ["But first, coffee ☕", "Espresso yourself ☕", "Powered by caffeine and good intentions ✨", "A latte love for this little moment ☕"], "#CoffeeTime #ButFirstCoffee"],
  [/\b(?:food|dinner|lunch|brunch|breakfast|pizza|burger|sushi|cake|meal)\b/i, ["Good food, good mood 🍽️", "Calories don't count on weekends, right? 😋", "Eat well, live well 🥗", "This is my love language 😍"], "#Foodie #Yum"],
  [/\b(?:haircut|hair|new\s+look)\b/i, ["New hair, who dis? 💇", "Fresh cut, fresh start ✂️", "Hair today, gone tomorrow (and I love it) ✨", "Feeling like a new person, because I kind of am 💁"], "#NewHair #FreshCut"],
  [/\bselfies?\b/i, ["Just me, being me ✨", "Good vibes only 😊", "Confidence level: selfie with no filter 📸", "Main character energy ✨"], "#Selfie #GoodVibes"],
  [/\b(?:travel|trip|vacation|holiday|adventure|abroad)\b/i, ["Not all who wander are lost 🌍", "Collecting moments, not things ✈️", "Passport full, heart fuller 🧳", "Take me back already 🌴"], "#Travel #Wanderlust"],
  [/\b(?:dog|puppy|pup)\b/i, ["Who rescued who? 🐾", "My favourite walking buddy 🐶", "Paws-itively the best day 🐾", "Life is better with a dog 🐕"], "#DogsOfInstagram #DogLife"],
  [/\b(?:cat|kitten|kitty)\b/i, ["Purr-fectly content 🐱", "The boss of the house 😼", "Just kitten around 🐾", "Nap queen, as always 💤"], "#CatsOfInstagram #CatLife"],
  [/\bbirthday\b/i, ["Another trip around the sun 🎂", "Leveling up 🎉", "Cake, candles and the best people 🎈", "Officially a year wiser (allegedly) 🎂"], "#Birthday #Celebrate"],
  [/\b(?:gym|workout|fitness|training|run|running)\b/i, ["Stronger than yesterday 💪", "Sweat now, shine later ✨", "One more rep 🏋️", "Progress, not perfection 💪"], "#Fitness #GymLife"],
  [/\b(?:wedding|married|engagement|engaged)\b/i, ["Happily ever after starts here 💍", "Love, laughter and happily ever after 💕", "The best day, with the best people 🥂", "Forever starts today 💍"], "#Wedding #Love"],
  [/\bgraduat\w*\b/i, ["Tassel was worth the hassle 🎓", "Next chapter: loading 🎓", "Hard work, paid off 🎉", "Caps off to the class of [year] 🎓"], "#Graduation #ClassOf"],
  [/\b(?:friends?|besties?|squad|crew)\b/i, ["Good times and crazy friends make the best memories 💛", "My people 🫶", "Friends who laugh together stay together 😂", "Squad goals, achieved ✨"], "#Friends #GoodTimes"],
  [/\b(?:hike|hiking|mountains?|nature|forest|trail|camping)\b/i, ["Take a hike (I did) 🥾", "Mountains are calling 🏔️", "Into the wild, out of the office 🌲", "Fresh air, clear head 🌿"], "#Nature #Hiking"],
  [/\b(?:city|skyline|street|downtown|night\s+out)\b/i, ["City lights, big dreams 🌃", "Lost in the city, found myself ✨", "Concrete jungle where dreams are made 🏙️", "Another day, another adventure 🌆"], "#CityLife #Explore"],
];

/** Captions that fit any photo. */
const ANY = ["Living in the moment ✨", "Making memories, one photo at a time 📸", "Good days, good vibes 😊", "Little moments, big smiles 💛"];

/** "an Instagram caption for a beach photo", "a caption for my new haircut": group 1 what the photo shows. */
const CAPTION = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:help\s+me\s+)?(?:write|give\s+me|suggest|create|come\s+up\s+with)\s+(?:me\s+)?(?:an?\s+|some\s+|a\s+few\s+|\d\s+)?(?:short\s+|cute\s+|funny\s+|catchy\s+|good\s+|creative\s+)*(?:instagram\s+|ig\s+|insta\s+|tiktok\s+|facebook\s+)?captions?\s+(?:for|about|of|to\s+go\s+with)\s+([^\n]{2,80}?)\s*[.!?]*\s*$/i;

/**
 * Three captions for the photo a prompt describes, with its hashtags, or undefined when it asks for
 * no caption.
 * @example captionReply("Write an Instagram caption for a beach photo")?.split("\n")[0] // "Here are a few captions for your beach photo:"
 */
export function captionReply(prompt: string): string | undefined {
  // CAPTION is anchored at the start, so it turns most prompts away at their first word.
  const shows = CAPTION.exec(prompt)?.[1];
  if (shows === undefined) return undefined;
  const found = CAPTIONS.find(([cue]) => cue.test(shows));
  const pool = found?.[1] ?? ANY;
  const start = choiceSeed("captions", prompt) % pool.length;
  const three = sampled([...pool.slice(start), ...pool.slice(0, start)], 3);
  // "a photo of my grandparents" is "your photo of your grandparents" to the reader.
  const photo = shows.replace(/^(?:an?|the|this|my|our)\s+/i, "").replace(/\b(?:my|our)\b/gi, "your");
  const tags = found ? `\n\nHashtags: ${found[2]}` : "";
  return `Here are a few captions for your ${photo}:\n\n${three.map((caption, i) => `${i + 1}. ${caption}`).join("\n")}${tags}\n\nWant them funnier, shorter or more heartfelt?`;
}
