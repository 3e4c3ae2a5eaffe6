/**
 * Ideas for the occasions demo apps ask about most: a party, a gift, a date night, a weekend with
 * the family, a team event, tonight's dinner. Each item is what a model writes (a name in bold,
 * then what it takes), tagged with whom and what it suits (suggestion-fit.ts).
 */
import type { Suggestion, SuggestionTopic } from "./suggestion-fit.ts";

/** Parties: for kids, teens and adults (the party ideas writing-tasks.ts gave, with kids' ones added). */
export const PARTIES: readonly Suggestion[] = [
  ["**Themed costume party**: pick a decade, a movie or a color and ask everyone to dress up."],
  ["**Backyard movie night**: a projector, blankets, pillows and a popcorn bar.", "outdoor"],
  ["**Karaoke night**: a playlist of everyone's favorite songs and a microphone.", "teens", "adults", "indoor"],
  ["**Picnic in the park**: finger food, a cake and lawn games.", "outdoor", "budget"],
  ["**Build-your-own pizza or taco bar**: guests make their own."],
  ["**Game night**: board games, card games and a trivia round about the birthday person.", "indoor", "budget"],
  ["**Escape room**: book a room for the group, then dinner together.", "teens", "adults", "splurge"],
  ["**Scavenger hunt**: clues around the house or the neighborhood, with a prize at the end.", "kids", "teens", "budget"],
  ["**Craft party**: pottery, tie-dye or canvas painting, and everyone takes their work home."],
  ["**Memory jar**: friends write favorite memories for the birthday person to read aloud.", "adults"],
  ["**Science party**: slime, baking-soda volcanoes and a paper lab coat for every guest.", "kids", "indoor"],
  ["**Superhero training camp**: an obstacle course, capes and masks, and a graduation certificate at the end.", "toddler", "kids"],
  ["**Decorate-your-own cupcakes**: plain cupcakes, bowls of frosting and sprinkles, and a judging table.", "toddler", "kids", "indoor", "budget"],
  ["**Dinosaur dig**: bury toy dinosaurs in a sandbox and hand out brushes and explorer hats.", "toddler", "kids", "outdoor"],
  ["**Freeze dance and musical chairs**: a kid-friendly playlist and a few classic party games.", "toddler", "kids", "indoor", "budget"],
  ["**Sleepover with a movie marathon**: sleeping bags, snacks and a vote on the films.", "kids", "teens", "indoor"],
  ["**Bubble and water-play party**: sprinklers, a paddling pool, giant bubble wands and plenty of towels.", "toddler", "kids", "outdoor", "budget"],
  ["**Wine or cocktail tasting**: three or four bottles, small bites and scorecards.", "adults"],
  ["**Potluck dinner party**: everyone brings a dish; you set the table and bring the cake.", "adults", "budget"],
  ["**Surprise party**: gather friends in secret and have a trusted accomplice bring the guest of honor."],
];

/** Gifts, for whom the prompt names. */
export const GIFTS: readonly Suggestion[] = [
  ["**Personalized photo book**: a year of shared photos with short captions.", "mom", "dad", "partner", "adults"],
  ["**Cozy robe and slippers**: soft, warm and something they'll use every day.", "mom", "partner", "adults"],
  ["**Spa day voucher**: a massage or a facial at a local spa.", "mom", "partner", "friend", "adults", "splurge"],
  ["**Cooking class for two**: an evening out together and a new skill to take home.", "mom", "dad", "partner", "friend", "adults"],
  ["**Quality multitool**: a Leatherman or a compact tool kit for the car or the garage.", "dad", "adults"],
  ["**Grilling upgrade**: an instant-read meat thermometer, a cast-iron pan or a set of spice rubs.", "dad", "adults"],
  ["**Tickets to a game or a concert**: their favorite team or band, with dinner before.", "dad", "friend", "partner", "teens", "adults", "splurge"],
  ["**Subscription box**: coffee, books or snacks delivered every month.", "mom", "dad", "friend", "adults"],
  ["**Desk plant in a ceramic pot**: a pothos or a succulent that brightens a desk and needs little care.", "coworker", "friend", "budget", "adults"],
  ["**Gourmet coffee or tea sampler**: a few single-origin bags or loose-leaf teas to try.", "coworker", "mom", "dad", "friend", "budget", "adults"],
  ["**Good notebook and pen**: a hardcover dotted notebook and a smooth gel pen.", "coworker", "budget", "adults"],
  ["**Wireless charging pad**: a practical upgrade for their desk or nightstand.", "coworker", "dad", "budget", "adults"],
  ["**Scented candle**: a calm, seasonal scent in a nice jar.", "coworker", "friend", "mom", "budget", "adults"],
  ["**Snack box**: local treats or a mix of favorites for the office.", "coworker", "friend", "budget", "adults"],
  ["**Insulated travel mug**: keeps coffee hot through the commute and a long meeting.", "coworker", "dad", "friend", "budget", "adults"],
  ["**Framed photo of a shared memory**: a trip, a concert or a silly night out.", "friend", "partner", "mom", "budget"],
  ["**An experience together**: a concert, a hike or a dinner that you plan from start to finish.", "friend", "partner", "adults"],
  ["**Handwritten letter and a small keepsake**: say what they mean to you; it's the gift people keep.", "partner", "mom", "dad", "friend", "budget", "adults"],
  ["**Weekend getaway**: a cabin or a small hotel a couple of hours away.", "partner", "adults", "splurge"],
  ["**LEGO or a building kit**: a set matched to their age and what they're into, like space, animals or vehicles.", "kids", "teens"],
  ["**Art supplies kit**: markers, a sketchbook and watercolors in a carry case.", "kids", "budget"],
  ["**Family board game**: Ticket to Ride, Dixit or Catan Junior, to play together.", "kids", "teens"],
  ["**Science kit**: crystal growing, slime or a volcano, with experiments they can do on their own.", "kids", "teens"],
  ["**The first books of a series**: three books of a series matched to their reading level, like Dog Man or Percy Jackson.", "kids", "teens", "budget"],
  ["**Outdoor toys**: a scooter, a kite or a bug-catching kit for the backyard.", "toddler", "kids"],
  ["**Wooden stacking and sorting toys**: simple, sturdy and good for little hands.", "toddler", "budget"],
  ["**Picture books with flaps or textures**: board books they can handle, chew and read again and again.", "toddler", "budget"],
  ["**Wireless earbuds**: for music, podcasts and calls on the go.", "dad", "friend", "partner", "teens", "adults", "splurge"],
];

/** Dates, at home or out. */
export const DATE_NIGHTS: readonly Suggestion[] = [
  ["**Cook a new cuisine together**: pick a country, shop for the ingredients and make a three-course dinner at home.", "indoor", "budget"],
  ["**Living-room movie night**: blankets, homemade popcorn and a double feature you each pick half of.", "indoor", "budget"],
  ["**Stargazing picnic**: a blanket, hot drinks and a stargazing app, somewhere away from the city lights.", "outdoor", "budget"],
  ["**Take a class together**: pottery, salsa dancing or a cocktail-making workshop.", "splurge"],
  ["**Board game and wine night**: a two-player game like Patchwork or Jaipur and a bottle you haven't tried.", "indoor", "budget"],
  ["**Sunset hike**: a short trail timed for sunset, then your favorite takeout.", "outdoor", "budget"],
  ["**A restaurant neither of you has tried**: book a table and agree to order something new.", "splurge"],
  ["**Recreate your first date**: the same place and the same order, or a playful remake at home."],
  ["**Live music or comedy night**: a local show, then a walk to a dessert spot.", "splurge"],
  ["**Build a blanket fort**: pillows, fairy lights, snacks and a movie inside the fort.", "indoor", "budget"],
  ["**Farmers market and picnic**: pick the ingredients together, then eat them in the park.", "outdoor", "budget"],
  ["**Spa night at home**: face masks, candles, a calm playlist and massages.", "indoor", "budget"],
];

/** Weekend and family activities, by age and weather. */
export const ACTIVITIES: readonly Suggestion[] = [
  ["**Zoo or petting farm**: animals to see, feed and name, with plenty of room to run around.", "toddler", "kids", "outdoor"],
  ["**Nature scavenger hunt**: a list of things to find on a walk, like a pinecone, a feather, a smooth stone and something red.", "toddler", "kids", "outdoor", "budget"],
  ["**Blanket fort and story time**: pillows, sheets, a flashlight and a stack of favorite books.", "toddler", "kids", "indoor", "budget"],
  ["**Playground hopping**: visit two or three playgrounds you haven't tried, with a snack stop in between.", "toddler", "kids", "outdoor", "budget"],
  ["**Baking together**: simple muffins or cookies where little hands can pour, stir and decorate.", "toddler", "kids", "indoor", "budget"],
  ["**Library story hour**: many libraries run free weekend sessions for small children, often with a craft after.", "toddler", "kids", "indoor", "budget"],
  ["**Sensory bins and water play**: dry rice, pasta or water with cups and scoops, on a towel or in the bath.", "toddler", "indoor", "budget"],
  ["**Berry picking**: a pick-your-own farm in season, then something baked with the haul.", "toddler", "kids", "outdoor"],
  ["**Family bike ride**: a flat, car-free path and a picnic at the end.", "kids", "teens", "adults", "outdoor", "budget"],
  ["**Hands-on museum**: a children's or science museum with exhibits they can touch and try.", "kids", "teens", "indoor"],
  ["**Board game afternoon**: a family game like Ticket to Ride, Uno or Dixit, and a snack tray.", "kids", "teens", "adults", "indoor", "budget"],
  ["**Themed movie marathon**: a theme, homemade popcorn and a vote on the films.", "kids", "teens", "indoor", "budget"],
  ["**Trampoline park or indoor climbing**: burns energy on a rainy day; book a slot ahead on weekends.", "kids", "teens", "indoor", "splurge"],
  ["**Volunteer together**: a food bank shift or a park cleanup, then lunch out.", "teens", "adults", "budget"],
  ["**Day trip to a nearby town**: somewhere within an hour, a local bakery and a walk around.", "teens", "adults"],
];

/** Team building, in person and remote. */
export const TEAM_BUILDING: readonly Suggestion[] = [
  ["**Escape room**: small teams solve puzzles against the clock, then compare times over drinks.", "inperson"],
  ["**Virtual escape room or online trivia**: a hosted game over video, with teams in breakout rooms.", "remote"],
  ["**Cooking class**: each team cooks one course, then everyone eats together.", "inperson"],
  ["**Volunteering day**: a food bank, a park cleanup or a build with a local charity.", "inperson", "budget"],
  ["**Two truths and a lie**: a ten-minute icebreaker that works at the start of any meeting.", "budget"],
  ["**Hack day**: mixed teams build something small in a day and demo it at the end."],
  ["**City scavenger hunt**: teams follow clues, collect photos and meet at a restaurant at the end.", "inperson"],
  ["**Show and tell**: each person has five minutes to share a hobby, a skill or a favorite tool.", "budget"],
  ["**Online game session**: Codenames, Gartic Phone or skribbl.io over a video call.", "remote", "budget"],
  ["**Hometown potluck**: everyone brings a dish from where they grew up and tells its story.", "inperson", "budget"],
  ["**Coffee roulette**: random pairs meet for 15 minutes of non-work chat every week.", "remote", "budget"],
  ["**Bowling, mini golf or axe throwing**: low-pressure competition with plenty of time to talk.", "inperson"],
];

/** Snacks: the healthy snacks lists.ts names (categories.ts), with what makes each one worth it. */
export const SNACKS: readonly Suggestion[] = [
  ["**Greek yogurt with berries**: protein and fiber, with a drizzle of honey if you like.", "quick", "healthy"],
  ["**Apple slices with peanut butter**: crunchy, sweet and filling.", "toddler", "kids", "quick", "budget", "healthy"],
  ["**Hummus with carrot sticks**: or cucumber, peppers and snap peas for dipping.", "kids", "budget", "healthy"],
  ["**A handful of almonds**: healthy fats and protein that keep you full; about 20 almonds is a serving.", "kids", "teens", "adults", "healthy"],
  ["**Hard-boiled eggs**: boil a batch on Sunday for grab-and-go protein all week.", "budget", "healthy"],
  ["**Edamame**: steamed, with a pinch of sea salt.", "quick", "healthy"],
  ["**Air-popped popcorn**: a big bowl for few calories; season it with paprika or parmesan.", "kids", "teens", "adults", "budget", "healthy"],
  ["**Cottage cheese with pineapple**: sweet, creamy and high in protein.", "healthy"],
  ["**Trail mix**: nuts, seeds and a few dark chocolate chips, portioned into small bags.", "teens", "adults"],
  ["**Cheese and whole-grain crackers**: a quick snack that travels well.", "toddler", "kids", "quick"],
  ["**Frozen yogurt bark**: yogurt spread on a tray with berries, frozen and broken into pieces.", "toddler", "kids", "healthy"],
  ["**Banana oat muffins**: no added sugar, and they freeze well for lunch boxes.", "toddler", "kids", "budget", "healthy"],
];

/**
 * Dinners; the lasagna and the carbonara are the dishes recipes.ts has a recipe of, under the
 * same names, so "the recipe for the first one" gets it.
 */
export const DINNERS: readonly Suggestion[] = [
  ["**Sheet-pan chicken fajitas**: peppers, onions and chicken roasted on one tray, served in warm tortillas.", "quick", "meat", "toddler", "kids"],
  ["**Classic lasagna**: pasta, meat sauce, ricotta and mozzarella in layers; it can be made ahead.", "meat", "toddler", "kids"],
  ["**Spaghetti carbonara**: eggs, pecorino, guanciale and black pepper, ready in 20 minutes.", "quick", "meat"],
  ["**Tofu vegetable stir-fry**: whatever vegetables you have, a soy-ginger sauce and rice or noodles.", "quick", "vegetarian", "healthy", "budget"],
  ["**Black bean tacos**: spiced beans, avocado, salsa and lime, on the table in 15 minutes.", "quick", "vegetarian", "budget", "toddler", "kids"],
  ["**Salmon with roasted vegetables**: one tray, 25 minutes, lemon and herbs.", "healthy", "meat"],
  ["**Chickpea and spinach curry**: coconut milk, tomatoes and warm spices, with rice or naan.", "vegetarian", "healthy", "budget"],
  ["**Homemade pizza night**: store-bought dough and everyone tops their own.", "toddler", "kids"],
  ["**Lentil soup with crusty bread**: cheap, filling and even better the next day.", "vegetarian", "healthy", "budget"],
  ["**Teriyaki chicken rice bowls**: glazed chicken, steamed rice, cucumber and sesame seeds.", "quick", "meat", "toddler", "kids"],
  ["**Greek salad bowls with grilled halloumi**: tomatoes, cucumber, olives and warm halloumi.", "quick", "vegetarian", "healthy"],
  ["**Turkey chili**: lean turkey, beans and peppers; a big pot covers lunches too.", "healthy", "meat", "budget"],
  ["**Mac and cheese with broccoli**: a creamy stovetop sauce and broccoli stirred in at the end.", "quick", "vegetarian", "toddler", "kids"],
];

export const OCCASION_TOPICS: readonly SuggestionTopic[] = [
  {
    name: "gifts",
    when: /\b(?:gifts?|presents?|stocking stuffers?|secret santa|what to (?:get|buy|give))\b/i,
    serves: "ideas",
    items: GIFTS,
    closing: "If you tell me a bit about what they're into and your budget, I can narrow it down.",
  },
  {
    name: "parties",
    when: /\b(?:party|parties|birthday|celebration|bash)\b/i,
    serves: "ideas",
    items: PARTIES,
    closing: "Want a shopping list or a timeline for the one you pick?",
  },
  {
    name: "team building",
    when: /\bteam[- ]?building\b|\bteam (?:events?|activities|outings?|bonding|offsites?|days?|lunch(?:es)?)\b|\boffsites?\b|\bicebreakers?\b|\bfor (?:my|our|the|a|your) (?:(?:remote|new|small|whole)\s+)?(?:team|coworkers|colleagues|employees|staff)\b/i,
    serves: "ideas",
    items: TEAM_BUILDING,
    closing: "Tell me the team's size and budget, and I can suggest which would fit best.",
  },
  {
    name: "date night",
    when: /\b(?:date[- ]nights?|dates?|romantic|anniversary|valentine'?s?)\b/i,
    serves: "ideas",
    items: DATE_NIGHTS,
    closing: "Want me to plan one of these out, with a menu or a playlist?",
  },
  {
    name: "snacks",
    when: /\bsnacks?\b/i,
    serves: "ideas",
    items: SNACKS,
    closing: "Want a week of these planned out, with a shopping list?",
  },
  {
    name: "meals",
    when: /\b(?:dinners?|suppers?|lunch(?:es)?|meals?|meal[- ]prep|recipes?|weeknight|what to (?:cook|eat|make))\b/i,
    serves: "ideas",
    items: DINNERS,
    closing: "Want the full recipe for one of these?",
  },
];

/** Weekend and family activities: asked after every other table, as "kids" and "at home" are words of many subjects. */
export const ACTIVITIES_TOPIC: SuggestionTopic = {
  name: "activities",
  // Not a trip: a weekend away is an itinerary's, with places only a guide knows.
  when: /^(?!.*\b(?:trips?|travel\w*|vacations?|getaways?|road ?trips?)\b).*\b(?:weekends?|family|families|kids?|children|toddlers?|rainy days?|bored|summer|staycation|at home|indoors?|outdoors?)\b/i,
  serves: "ideas",
  items: ACTIVITIES,
  closing: "Tell me who's coming along and roughly where you are, and I can make these more specific.",
};
