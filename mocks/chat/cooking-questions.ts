/**
 * The kitchen questions that ask for a number or a swap rather than a method: "How long should I
 * boil an egg?", "How long should I boil pasta?", "How long to bake chicken breast at 400°F?", "How
 * long do I cook a 5 lb chicken?", "How long do I cook rice?", "What temperature should chicken be
 * cooked to?", "How long does cooked chicken last in the fridge?", "Can I freeze milk?", "What can
 * I substitute for eggs in baking?", "What's the difference between baking soda and baking
 * powder?". A model gives the figure first, in °F and °C where it is a temperature, then the
 * detail that changes it; the methods ("How do I make cold brew?") are kitchen-how-tos.ts's.
 *
 * The figures are standard food-safety and kitchen knowledge, not designed: the USDA's safe minimum
 * internal temperatures (poultry 165°F/74°C, ground meat 160°F/71°C, whole cuts and fish
 * 145°F/63°C), its fridge times (leftovers 3–4 days, raw poultry and ground meat 1–2 days) and the
 * two-hour rule, the usual baking times for chicken breasts and thighs and salmon, the USDA's roasting times
 * for a whole chicken by weight, rice's usual water and simmering times, the cooks' guide
 * to a steak's doneness, and the common egg and buttermilk swaps.
 * Which foods are listed, and the wording, are this mock's choice. A temperature the prompt gives
 * is read in °F or °C and answered in both.
 */

/** Cheap first look: a word every question here has. */
const CUE = /how long|temperat|temp\b|°|degrees|internal|fridge|refrigerat|freez|frozen|substitut|instead of|replace|baking soda|baking powder/;

/** °F to °C, rounded to the nearest degree. */
const celsius = (fahrenheit: number): number => Math.round(((fahrenheit - 32) * 5) / 9);

/** "165°F (74°C)". */
const degrees = (fahrenheit: number): string => `${fahrenheit}°F (${celsius(fahrenheit)}°C)`;

const BOILED_EGG =
  "Time it from when the eggs go into boiling water, then turn the heat down to a steady simmer:\n\n" +
  "- **6 minutes**: soft-boiled, set white and runny yolk.\n" +
  "- **8 minutes**: jammy, just-set yolk.\n" +
  "- **10–12 minutes**: hard-boiled, fully set yolk.\n\n" +
  "Move them straight into cold or iced water for a few minutes: it stops the cooking (no grey ring around the yolk) and makes them easier to peel. Add about a minute for very large eggs.";

/** Baking times for boneless, skinless chicken breasts (6–8 oz, 170–225 g) by oven temperature in °F. */
const CHICKEN_BREAST_TIMES: readonly (readonly [fahrenheit: number, minutes: string])[] = [
  [350, "25–30 minutes"],
  [375, "20–30 minutes"],
  [400, "20–25 minutes"],
  [425, "18–22 minutes"],
  [450, "15–20 minutes"],
];

/** An oven temperature the prompt gives, in °F, and whether it gave it in °C: "400°F", "400 degrees", "200°C", "200 c". */
function ovenTemperature(lower: string): { readonly fahrenheit: number; readonly inCelsius: number | undefined } | undefined {
  const temperature = /(\d{3})\s*(?:°|º|degrees?|deg)?\s*(f|c|fahrenheit|celsius)?\b/.exec(lower);
  if (!temperature) return undefined;
  const value = Number(temperature[1]);
  // Ovens run 120–260°C and 250–500°F: a bare number under 260 is Celsius.
  const isCelsius = temperature[2] ? temperature[2].startsWith("c") : value < 260;
  return isCelsius ? { fahrenheit: Math.round((value * 9) / 5 + 32), inCelsius: value } : { fahrenheit: value, inCelsius: undefined };
}

function chickenBreastAnswer(lower: string): string {
  const oven = ovenTemperature(lower);
  const row = oven === undefined ? undefined : CHICKEN_BREAST_TIMES.find(([fahrenheit]) => Math.abs(fahrenheit - oven.fahrenheit) <= 12);
  // Said back in the unit the prompt used: "200°C (392°F)", "400°F (204°C)".
  const asked = oven?.inCelsius === undefined ? degrees(oven?.fahrenheit ?? 0) : `${oven.inCelsius}°C (${oven.fahrenheit}°F)`;
  const lead = row
    ? `At **${asked}**, bake boneless, skinless chicken breasts (6–8 oz, 170–225 g) for **${row[1]}**, until the thickest part reads **${degrees(165)}** on an instant-read thermometer.`
    : `Boneless, skinless chicken breasts (6–8 oz, 170–225 g) take about **20–25 minutes at ${degrees(400)}**; they're done when the thickest part reads **${degrees(165)}**.`;
  const table = CHICKEN_BREAST_TIMES.map(([fahrenheit, minutes]) => `- ${degrees(fahrenheit)}: ${minutes}`).join("\n");
  return (
    `${lead}\n\nBy oven temperature:\n\n${table}\n\n` +
    "Thicker or bone-in breasts take longer (bone-in, about 35–45 minutes at 400°F), so go by the thermometer rather than the clock. Pound thick breasts to an even thickness so they cook evenly, and rest them for 5 minutes before slicing to keep them juicy."
  );
}

/**
 * The USDA's roasting times for a whole, unstuffed chicken at 350°F (177°C), by weight in pounds:
 * a 3–4 lb broiler-fryer 1¼–1½ hours, a 5–7 lb roaster 2–2¼ hours.
 */
const WHOLE_CHICKEN_TIMES: readonly (readonly [fromPounds: number, toPounds: number, time: string])[] = [
  [3, 4, "1¼–1½ hours"],
  [5, 7, "2–2¼ hours"],
];

/** A weight the prompt gives, in pounds: "5 lb", "5-pound", "2.5 kg", "2kg". */
function weightInPounds(lower: string): { readonly pounds: number; readonly said: string } | undefined {
  const weight = /(\d+(?:\.\d+)?)\s*-?\s*(lbs?|pounds?|kg|kilos?|kilograms?)\b/.exec(lower);
  if (!weight) return undefined;
  const value = Number(weight[1]);
  const kilograms = weight[2]!.startsWith("k");
  return { pounds: kilograms ? value * 2.2046 : value, said: kilograms ? `${value} kg (about ${Math.round(value * 2.2046 * 10) / 10} lb)` : `${value} lb (about ${Math.round((value / 2.2046) * 10) / 10} kg)` };
}

function wholeChickenAnswer(lower: string): string {
  const weight = weightInPounds(lower);
  const row = weight === undefined ? undefined : WHOLE_CHICKEN_TIMES.find(([from, to]) => weight.pounds >= from - 0.25 && weight.pounds <= to + 0.25);
  const between = weight !== undefined && row === undefined && weight.pounds > 4 && weight.pounds < 5;
  const lead =
    weight === undefined
      ? `A whole chicken roasts at **${degrees(350)}** for about **1¼–1½ hours** if it weighs 3–4 lb (1.4–1.8 kg), and about **2–2¼ hours** if it weighs 5–7 lb (2.3–3.2 kg), unstuffed.`
      : row !== undefined
        ? `A ${weight.said} whole chicken takes about **${row[2]} at ${degrees(350)}**, unstuffed.`
        : between
          ? `A ${weight.said} whole chicken takes about **1½–2 hours at ${degrees(350)}**, unstuffed: between the USDA's 1¼–1½ hours for a 3–4 lb bird and 2–2¼ hours for a 5–7 lb one.`
          : `The USDA's roasting times at **${degrees(350)}** cover whole chickens of 3–7 lb (1.4–3.2 kg): about 1¼–1½ hours for 3–4 lb and 2–2¼ hours for 5–7 lb, unstuffed. A ${weight.said} bird is outside that range, so go by the thermometer and start checking early.`;
  const oven = ovenTemperature(lower);
  // "at 425": the times above are for 350°F, and a hotter oven is quicker.
  const hotter = oven !== undefined && oven.fahrenheit > 362 ? ` Those times are for 350°F; at ${oven.inCelsius === undefined ? `${oven.fahrenheit}°F` : `${oven.inCelsius}°C`} it roasts faster, so start checking well before them.` : "";
  return (
    `${lead}${hotter} It's done when a thermometer in the thickest part of the thigh (not touching the bone) reads **${degrees(165)}**.\n\n` +
    "- **A hotter oven** (425°F / 218°C) browns the skin more and is quicker, so start checking well before the times above.\n" +
    "- **A stuffed bird** takes longer, and the centre of the stuffing must reach 165°F too.\n" +
    "- **Rest it** for 15 minutes under loose foil before carving, so the juices settle.\n\n" +
    "Times vary with the oven and the bird, so the thermometer, not the clock, decides when it's done."
  );
}

/** Cooking rice on the stove by the absorption method: each kind's water per cup of rice and its simmering time. */
const RICE_TIME =
  "On the stove, most white rice takes **15–20 minutes** of simmering, brown rice **40–45 minutes**, then 5–10 minutes of resting off the heat with the lid on:\n\n" +
  "| Rice | Water per 1 cup of rice | Simmer, covered |\n" +
  "|---|---|---|\n" +
  "| White long-grain | 1½–2 cups | 15–20 minutes |\n" +
  "| Basmati or jasmine | 1¼–1½ cups | 12–15 minutes |\n" +
  "| Brown | 2–2½ cups | 40–45 minutes |\n\n" +
  "Rinse the rice until the water runs clearer, bring it to the boil with the water and a pinch of salt, then turn the heat to low, cover and leave the lid on until the time is up. It's done when the water is absorbed and the grains are tender; the packet's ratio and time are the best guide for a particular rice. Cool leftovers quickly and refrigerate them within an hour or two.";

/** Other foods' usual baking times at 400°F (204°C): their words, what they are, the minutes, and when they're done. */
const BAKING_AT_400: readonly (readonly [food: RegExp, what: string, minutes: string, done: string])[] = [
  [/\bsalmon\b/, "Salmon fillets (about 1 inch / 2.5 cm thick)", "12–15 minutes", `the thickest part reaches ${degrees(145)} and flakes easily`],
  [/\bchicken thighs?\b/, "Boneless chicken thighs", "20–25 minutes (bone-in, skin-on thighs: 35–45 minutes)", `they reach at least ${degrees(165)}; thighs stay juicy even a little past that`],
];

function bakingTimeAnswer(lower: string): string | undefined {
  const asked = BAKING_AT_400.find(([food]) => food.test(lower));
  if (!asked) return undefined;
  const [, what, minutes, done] = asked;
  const oven = ovenTemperature(lower);
  const other = oven !== undefined && Math.abs(oven.fahrenheit - 400) > 12 ? ` That's the time at 400°F; at ${oven.inCelsius === undefined ? `${oven.fahrenheit}°F` : `${oven.inCelsius}°C`} it will take ${oven.fahrenheit < 400 ? "longer" : "a little less"}, so go by the thermometer.` : "";
  return `${what} take about **${minutes} at ${degrees(400)}**, until ${done}.${other}\n\nPat them dry, oil and season them, and bake on a lined tray in the middle of the oven. An instant-read thermometer is the surest check, as sizes vary.`;
}

/** The USDA's safe minimum internal temperatures: the words for the food, what the lead calls it, what the table calls it, the °F, what follows. */
const SAFE_TEMPERATURES: readonly (readonly [food: RegExp, subject: string, row: string, fahrenheit: number, note?: string])[] = [
  [/\b(?:chicken|turkey|duck|poultry|goose)\b/, "chicken and all poultry, whole, in pieces or ground", "Poultry (chicken, turkey, duck), whole, pieces or ground", 165],
  [/\b(?:ground|minced?|burgers?|hamburgers?|meatballs?|meatloaf|sausages?)\b/, "ground meat: burgers, meatballs and sausages of beef, pork, veal or lamb", "Ground beef, pork, veal and lamb (burgers, meatballs, sausages)", 160],
  [/\b(?:steaks?|beef|pork|lamb|veal|chops?|roasts?|tenderloin)\b/, "steaks, chops and roasts of beef, pork, veal and lamb", "Beef, pork, veal and lamb steaks, chops and roasts", 145, "then rest for 3 minutes"],
  [/\b(?:fish|salmon|tuna|cod|seafood|shrimp|prawns?)\b/, "fish and shellfish", "Fish and shellfish", 145, "or until the flesh is opaque and flakes easily"],
  [/\b(?:eggs?|quiche|frittata)\b/, "egg dishes", "Egg dishes", 160],
  [/\b(?:leftovers?|reheat\w*|casseroles?)\b/, "leftovers and casseroles, reheated", "Leftovers and casseroles, reheated", 165],
];

/** A steak's doneness by its internal temperature when it comes off the heat, in °F (the common cooks' guide). */
const STEAK_DONENESS: readonly (readonly [doneness: string, fahrenheit: number])[] = [
  ["Rare", 125],
  ["Medium-rare", 135],
  ["Medium", 145],
  ["Medium-well", 150],
  ["Well done", 160],
];

/** "What temperature for a medium-rare steak?": the doneness asked for, then the others and the USDA's minimum. */
function steakDonenessAnswer(lower: string): string | undefined {
  // The longest name first: "medium rare" is no "rare" and no "medium".
  const byLength = [...STEAK_DONENESS].sort(([a], [b]) => b.length - a.length);
  const asked = byLength.find(([doneness]) => lower.includes(doneness.toLowerCase()) || lower.includes(doneness.toLowerCase().replace("-", " ")));
  if (!asked) return undefined;
  const table = STEAK_DONENESS.map(([doneness, fahrenheit]) => `- ${doneness}: about ${degrees(fahrenheit)}`).join("\n");
  return (
    `For a **${asked[0].toLowerCase()}** steak, aim for about **${degrees(asked[1])}** in the center, on an instant-read thermometer.\n\n` +
    `By doneness:\n\n${table}\n\n` +
    `Take it off the heat about 5°F (3°C) early and rest it for 5 minutes: the temperature keeps rising as it rests. The USDA's safe minimum for whole cuts is ${degrees(145)} with a 3-minute rest, which is medium; ground beef (burgers) should always reach ${degrees(160)}.`
  );
}

function safeTemperatureAnswer(lower: string): string | undefined {
  // "What temperature to cook salmon in the oven?" asks for the oven's setting, not the food's.
  if (/\boven\b|\bbake\b/.test(lower)) return undefined;
  if (/\bsteaks?\b|\bbeef\b/.test(lower)) {
    const doneness = steakDonenessAnswer(lower);
    if (doneness) return doneness;
  }
  const asked = SAFE_TEMPERATURES.find(([food]) => food.test(lower));
  if (!asked) return undefined;
  const [, subject, , fahrenheit, note] = asked;
  const table = SAFE_TEMPERATURES.map(([, , row, f, rest]) => `- ${row}: ${degrees(f)}${rest ? `, ${rest}` : ""}`).join("\n");
  return (
    `**${degrees(fahrenheit)}**${note ? `, ${note},` : ""} is the USDA's safe minimum internal temperature for ${subject}.\n\n` +
    `Safe minimum internal temperatures:\n\n${table}\n\n` +
    "Check with an instant-read thermometer in the thickest part, away from bone; color and clear juices aren't reliable signs."
  );
}

/** How long a food keeps in the fridge at 40°F (4°C) or below (USDA / FoodSafety.gov): its words, what it is, the days. */
const FRIDGE_TIMES: readonly (readonly [food: RegExp, what: string, time: string])[] = [
  [/\braw\b.*\b(?:chicken|turkey|poultry)\b|\b(?:chicken|turkey|poultry)\b.*\braw\b/, "Raw chicken and other poultry", "1–2 days"],
  [/\braw\b.*\b(?:fish|salmon|seafood)\b|\b(?:fish|salmon|seafood)\b.*\braw\b|\bfresh (?:fish|salmon)\b/, "Raw fish", "1–2 days"],
  [/\b(?:raw )?(?:ground|minced?) (?:beef|meat|pork|turkey)\b|\bmince\b/, "Raw ground meat", "1–2 days"],
  [/\braw\b.*\b(?:steaks?|chops?|roasts?|beef|pork)\b|\b(?:steaks?|chops?)\b/, "Raw steaks, chops and roasts", "3–5 days"],
  [/\bhard[- ]?boiled eggs?\b|\bboiled eggs?\b/, "Hard-boiled eggs", "1 week"],
  [/\beggs?\b/, "Raw eggs in their shells", "3–5 weeks"],
  [/\b(?:chicken|turkey|poultry)\b/, "Cooked chicken and other poultry", "3–4 days"],
  [/\b(?:fish|salmon)\b/, "Cooked fish", "3–4 days"],
  [/\b(?:soups?|stews?|chili|chilli)\b/, "Soups and stews", "3–4 days"],
  [/\bpasta\b/, "Cooked pasta", "3–5 days"],
  [/\bpizza\b/, "Leftover pizza", "3–4 days"],
  [/\b(?:lunch ?meat|deli meat|cold cuts|ham)\b/, "Opened deli meat", "3–5 days"],
  [/\bleftovers?\b|\bcooked (?:meat|food)\b/, "Cooked leftovers", "3–4 days"],
];

function fridgeAnswer(lower: string): string | undefined {
  const asked = FRIDGE_TIMES.find(([food]) => food.test(lower));
  if (!asked) return undefined;
  const [, what, time] = asked;
  return (
    `**${time}** for ${what[0]!.toLowerCase()}${what.slice(1)}, in the fridge at ${degrees(40)} or below, according to USDA guidance.\n\n` +
    "A few rules that go with it:\n\n" +
    "- **Refrigerate cooked food within 2 hours** (1 hour if it's above 90°F / 32°C), in shallow containers so it cools quickly.\n" +
    "- **Freeze what you won't eat in time**: frozen at 0°F (−18°C) it stays safe indefinitely; cooked meat and poultry taste best within 2–6 months.\n" +
    `- **Reheat leftovers to ${degrees(165)}**, until steaming hot all the way through.\n` +
    "- **When in doubt, throw it out**: the bacteria that cause food poisoning don't change the smell or look of food."
  );
}

/** What freezing does to a food people ask about: its words, and the answer. */
const FREEZING: readonly (readonly [food: RegExp, answer: string])[] = [
  [
    /\bmilk\b/,
    "**Yes, you can freeze milk**, for up to about 3 months.\n\n- **Leave room at the top** of the bottle or container: milk expands as it freezes.\n- **Thaw it in the fridge**, not on the counter, and use it within a few days.\n- **Shake it well**: the fat can separate and it may look grainy. It's fine to drink, but best used for cooking, baking, porridge or smoothies.",
  ],
  [
    /\bbread\b/,
    "**Yes, bread freezes very well**, for up to about 3 months.\n\n- **Slice it first**, so you can take out just what you need.\n- **Wrap it tightly** or use a freezer bag with the air pressed out, to avoid freezer burn.\n- **Toast slices straight from frozen**, or thaw a loaf at room temperature for a few hours.\n\nFreeze it fresh: freezing keeps bread as it is, it doesn't bring back a stale loaf.",
  ],
  [
    /\beggs?\b/,
    "**Yes, but not in their shells**: the inside expands and the shells crack.\n\n- **Crack and beat them** (whites and yolks together), pour into a freezer container or an ice-cube tray, and label with the number of eggs. They keep for up to a year.\n- **Whites freeze well on their own**; yolks turn gluey unless you beat in a pinch of salt or sugar first.\n- **Thaw in the fridge** and use them in dishes that are fully cooked, such as baking, scrambled eggs or omelettes.\n\nHard-boiled whites go rubbery when frozen, so don't freeze those.",
  ],
  [
    /\bcheese\b/,
    "**Hard and semi-hard cheeses freeze fine** (cheddar, mozzarella, parmesan), for about 6 months; the texture turns crumbly, so use it grated or melted in cooking. Grating before freezing makes it easy to use.\n\nSoft cheeses (brie, ricotta, cream cheese, cottage cheese) go watery or grainy and are best not frozen.",
  ],
  [
    /\bbananas?\b/,
    "**Yes.** Peel them first, then freeze them whole or sliced in a bag. They keep for a few months and are great for smoothies, banana bread and \"nice cream\"; once thawed they're soft, so they're not for eating as they are. Bananas frozen in their skins turn black and are hard to peel.",
  ],
  [
    /\b(?:cooked )?(?:chicken|turkey)\b/,
    "**Yes.** Cool it and freeze it within 2 hours of cooking, in airtight containers or freezer bags. Cooked chicken is best within 2–6 months (it stays safe longer at 0°F/−18°C). Thaw it in the fridge, and reheat it to 165°F (74°C), steaming hot all the way through.",
  ],
];

function freezingAnswer(lower: string): string | undefined {
  return FREEZING.find(([food]) => food.test(lower))?.[1];
}

const EGG_SUBSTITUTES =
  "Each of these replaces **one egg** in baking:\n\n" +
  "- **Flax egg**: 1 tablespoon ground flaxseed + 3 tablespoons water, left 5 minutes to thicken. Good in muffins, cookies and pancakes (chia seeds work the same way).\n" +
  "- **Mashed banana**: ¼ cup (about half a banana). Adds moisture and a banana taste; good in muffins, brownies and quick breads.\n" +
  "- **Unsweetened applesauce**: ¼ cup (60 g). Moist, neutral; good in cakes and muffins.\n" +
  "- **Aquafaba** (the liquid from a can of chickpeas): 3 tablespoons. Whips like egg white, so it's the one for meringues and macarons.\n" +
  "- **Plain yogurt or buttermilk**: ¼ cup. Good in cakes and muffins (not vegan).\n" +
  "- **Baking soda and vinegar**: 1 teaspoon baking soda + 1 tablespoon vinegar, for lift in fluffy cakes.\n\n" +
  "Swaps work best where eggs play a small part (one or two eggs). In recipes built on eggs, like soufflés, custards or a sponge with four or more, a store-bought egg replacer or a recipe made to be egg-free works better.";

const BUTTERMILK_SUBSTITUTE =
  "For **1 cup (240 ml) of buttermilk**, put **1 tablespoon of lemon juice or white vinegar** in a measuring cup, top it up to 1 cup with milk, stir, and leave it for **5–10 minutes** until it thickens slightly and curdles a little.\n\n" +
  "Or, for 1 cup: ¾ cup plain yogurt or sour cream thinned with ¼ cup milk. Either gives the acid that reacts with the baking soda in pancakes, scones and cakes.";

const SODA_VS_POWDER =
  "Both make baked goods rise by releasing carbon dioxide, but they work differently:\n\n" +
  "- **Baking soda** is pure sodium bicarbonate. It needs an **acid** in the recipe to react (buttermilk, yogurt, lemon juice, vinegar, brown sugar, honey, cocoa), and starts working as soon as it's wet, so bake right away. It's about 3–4 times stronger than baking powder, and too much tastes soapy or metallic.\n" +
  "- **Baking powder** is baking soda **with the acid already mixed in** (usually cream of tartar) plus starch to keep it dry. It works with any liquid. Most is \"double-acting\": it reacts once when mixed and again in the oven's heat.\n\n" +
  "Many recipes use both: soda to neutralise an acid and brown the bake, powder for extra lift.\n\n" +
  "**Swapping them**: for 1 teaspoon of baking powder, use ¼ teaspoon baking soda + ½ teaspoon cream of tartar. To replace baking soda with baking powder, use about 3 times as much, which can leave a slightly bitter taste.";

const PASTA_TIME =
  "Most dried pasta takes **8–12 minutes** in boiling water; the packet's time is the best guide, since it depends on the shape and thickness:\n\n" +
  "- **Thin shapes** (angel hair, vermicelli): 3–5 minutes.\n" +
  "- **Spaghetti, linguine**: 8–10 minutes.\n" +
  "- **Penne, fusilli, rigatoni, farfalle**: 10–13 minutes.\n" +
  "- **Fresh pasta**: 2–4 minutes, done soon after it floats.\n" +
  "- **Whole-wheat and gluten-free pasta**: check the packet, and taste early; gluten-free turns mushy fast.\n\n" +
  "Use plenty of water (about 4 litres / a gallon per 500 g / 1 lb), salt it well once it boils, stir in the first minute so it doesn't stick, and **start tasting 2 minutes before the packet time**: it's done *al dente* when it's tender but still slightly firm in the middle. If it's going into a sauce to finish cooking, drain it a minute early and keep a cup of the starchy water to loosen the sauce.";

/** The questions: what each asks, in the lowercased prompt, and its answer (undefined when the food is not one the tables know). */
const QUESTIONS: readonly (readonly [asks: RegExp, answer: (lower: string) => string | undefined])[] = [
  [/\bbaking soda\b.*\bbaking powder\b|\bbaking powder\b.*\bbaking soda\b/, () => SODA_VS_POWDER],
  [/\bhow long\b.*\b(?:boil|cook)\w*\b.*\beggs?\b|\bhow long\b.*\beggs?\b.*\bboil/, () => BOILED_EGG],
  [/\bhow long\b.*\b(?:boil|cook)\w*\b.*\b(?:pasta|spaghetti|penne|noodles|macaroni|linguine|fusilli|rigatoni|fettuccine)\b|\bhow long\b.*\b(?:pasta|spaghetti|penne|macaroni)\b.*\b(?:boil|cook)/, () => PASTA_TIME],
  [/\bhow long\b.*\b(?:bake|cook|roast)\w*\b.*\bchicken breasts?\b|\bhow long\b.*\bchicken breasts?\b.*\b(?:bake|oven|roast)/, chickenBreastAnswer],
  // "How long do I cook a 5 lb chicken?", "How long to roast a whole chicken?": a whole bird, named so or by its weight.
  [/^(?!.*\b(?:fridge|refrigerat\w*|last|keeps?|leftovers?|freez\w*|store[ds]?|rest)\b)(?:.*\bhow long\b.*\b(?:bake|cook|roast)\w*\b.*\b(?:whole\s+(?:roast(?:ed)?\s+)?chicken|\d+(?:\.\d+)?\s*-?\s*(?:lbs?|pounds?|kg|kilos?|kilograms?)\s+(?:whole\s+)?chicken)\b(?!\s+(?:breasts?|thighs?|wings?|legs?|drumsticks?|tenders?))|.*\bhow long\b.*\broast(?:ing)?\s+(?:an?\s+)?chicken\b(?!\s+(?:breasts?|thighs?|wings?|legs?|drumsticks?|tenders?)))/, wholeChickenAnswer],
  [/^(?!.*\b(?:fridge|refrigerat\w*|last|keeps?|leftovers?|freez\w*|store[ds]?)\b)(?:.*\bhow long\b.*\b(?:boil|cook|simmer|make|steam)\w*\b.*\brice\b(?!\s+(?:noodles?|paper|pudding|krispies?|cookers?))|.*\bhow long\b.*\brice\b.*\b(?:boil|cook|simmer|take))/, () => RICE_TIME],
  [/\bhow long\b.*\b(?:bake|cook|roast)\w*\b.*\b(?:salmon|chicken thighs?)\b|\bhow long\b.*\b(?:salmon|chicken thighs?)\b.*\b(?:bake|oven|roast)/, bakingTimeAnswer],
  [/\b(?:temperature|temp|degrees)\b.*\b(?:rare|medium|well done)\b.*\bsteaks?\b|\b(?:rare|medium|well done)\b.*\bsteaks?\b.*\b(?:temperature|temp)\b/, steakDonenessAnswer],
  [/\b(?:temperature|temp|degrees)\b.*\b(?:cook\w*|done|safe|internal|reach)\b|\b(?:cook\w*|done|safe|internal)\b.*\b(?:temperature|temp)\b/, safeTemperatureAnswer],
  [/\bhow long\b.*\b(?:last|keep|good|stay|store)\b.*\b(?:fridge|refrigerat\w*)\b|\bhow long\b.*\b(?:leftovers?)\b.*\b(?:last|keep|good)\b/, fridgeAnswer],
  [/\b(?:can|should|could) (?:i|you|we) (?:freeze|put\b.*\bfreezer)\b|\bcan\b.*\bbe frozen\b|\bfreezes? well\b/, freezingAnswer],
  [/\b(?:substitut\w*|replace\w*|instead of|in place of|use (?:for|instead))\b.*\bbuttermilk\b|\bbuttermilk\b.*\b(?:substitut\w*|replacement)\b/, () => BUTTERMILK_SUBSTITUTE],
  [/\b(?:substitut\w*|replace\w*|instead of|in place of|use (?:for|instead))\b.*\beggs?\b|\beggs?\b.*\b(?:substitut\w*|replacement)\b/, (lower) => (/\b(?:bak\w*|cakes?|muffins?|cookies|brownies|vegan|recipe)\b/.test(lower) ? EGG_SUBSTITUTES : undefined)],
];

/**
 * The answer to a kitchen question asking for a cooking time, a safe temperature, how long a
 * food keeps, whether it freezes, an egg substitute, or baking soda against baking powder;
 * undefined for any other prompt.
 * @example cookingQuestionReply("What temperature should chicken be cooked to?")?.includes("165°F (74°C)") // true
 */
export function cookingQuestionReply(prompt: string): string | undefined {
  if (prompt.length > 200) return undefined;
  const lower = prompt.toLowerCase().replace(/[’]/g, "'");
  if (!CUE.test(lower)) return undefined;
  for (const [asks, answer] of QUESTIONS) if (asks.test(lower)) return answer(lower);
  return undefined;
}
