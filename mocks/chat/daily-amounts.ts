/**
 * The everyday "how much a day?" health questions a chat app is tried with: "How much water
 * should I drink a day?", "How many hours of sleep do I need?", "How many steps a day should I
 * walk?", "How much protein do I need per day?", "How much caffeine is too much?", "How many
 * calories should I eat to lose weight?". A model answers with the widely cited figure first,
 * then what changes it, then when to ask a doctor, never "it depends, tell me more".
 *
 * The figures are standard guidance, not designed: the US National Academies' adequate intake of
 * water (3.7 L for men, 2.7 L for women, from all drinks and food), the CDC's and the American
 * Academy of Sleep Medicine's hours of sleep by age, the RDA of 0.8 g of protein per kg of body
 * weight, the FDA's 400 mg of caffeine a day for most healthy adults (about 95 mg in an 8-oz cup of
 * brewed coffee, so about four such cups), the large step-count studies (benefit levelling off around 8,000–10,000 steps
 * under 60, 6,000–8,000 over 60), and the rule of thumb that a 500-calorie daily deficit loses
 * about a pound a week. What the prompt gives (a weight, an age, cups of coffee, pounds a week) is
 * used in the answer. "How much caffeine is in a cup of coffee?" gets that drink's typical caffeine
 * (USDA values, the makers' own for branded drinks), the other common drinks' and the daily guide.
 */

/** Cheap first look: the ways such a question asks for an amount. */
const ASKS_AMOUNT = /\bhow (?:much|many)\b|\btoo much\b|\benough\b|\brecommended\b|\bshould i (?:drink|sleep|walk|eat|get|have)\b|\bdo i need\b/;

/** A body weight the prompt gives, in kilograms: "I weigh 70 kg", "for a 180 lb man". */
function weightInKg(lower: string): number | undefined {
  const weight = /(\d{2,3}(?:\.\d+)?)\s*(kg|kgs|kilos?|kilograms?|lbs?|pounds?)\b/.exec(lower);
  if (!weight) return undefined;
  const amount = Number(weight[1]);
  return weight[2]!.startsWith("k") ? amount : amount / 2.2046;
}

/** An age the prompt gives in years ("a 10 year old", "I'm 70"), or the age its words stand for. */
function ageIn(lower: string): number | undefined {
  const years = /\b(\d{1,2})[- ]?(?:years?|yrs?)[- ]?old\b|\bi(?:'m| am) (\d{1,2})\b|\baged? (\d{1,2})\b/.exec(lower);
  if (years) return Number(years[1] ?? years[2] ?? years[3]);
  if (/\bnewborn/.test(lower)) return 0;
  if (/\bbab(?:y|ies)\b|\binfant/.test(lower)) return 0.5;
  if (/\btoddler/.test(lower)) return 2;
  if (/\bteen(?:ager)?s?\b|\bhigh school/.test(lower)) return 15;
  if (/\bkids?\b|\bchild(?:ren)?\b/.test(lower)) return 8;
  if (/\bseniors?\b|\belderly\b|\bolder adults?\b/.test(lower)) return 70;
  return undefined;
}

const round = (value: number): string => Math.round(value).toLocaleString("en-US");

const WATER =
  "A widely cited guide is the US National Academies' adequate intake: about **3.7 litres (15.5 cups) a day for men** and **2.7 litres (11.5 cups) for women**. That is total water, from all drinks and food; about a fifth usually comes from food, so it works out to roughly **3 litres (13 cups) of drinks for men and 2.2 litres (9 cups) for women**.\n\n" +
  "You need more in hot weather, when you exercise or sweat a lot, when you're ill with fever or vomiting, and when pregnant or breastfeeding. Tea, coffee, milk and watery foods all count. A simple check: you rarely feel thirsty and your urine is pale yellow.\n\n" +
  "If you have kidney, heart or liver problems, your doctor may want you to drink less, so follow their advice.";

/** The CDC's recommended hours of sleep in 24 hours, by the age (in years) each band starts at, and whether they include naps. */
const SLEEP_BY_AGE: readonly (readonly [fromAge: number, who: string, hours: string, naps: boolean])[] = [
  [0, "newborns (0–3 months)", "14–17 hours", true],
  [0.3, "babies (4–12 months)", "12–16 hours", true],
  [1, "toddlers (1–2 years)", "11–14 hours", true],
  [3, "preschoolers (3–5 years)", "10–13 hours", true],
  [6, "school-age children (6–12 years)", "9–12 hours", false],
  [13, "teens (13–18 years)", "8–10 hours", false],
  [18, "adults (18–60)", "7 or more hours", false],
  [61, "adults 61–64", "7–9 hours", false],
  [65, "adults 65 and older", "7–8 hours", false],
];

function sleepAnswer(lower: string): string {
  const age = ageIn(lower);
  const band = age === undefined ? undefined : SLEEP_BY_AGE.findLast(([from]) => age >= from);
  const lead =
    band === undefined || band[0] === 18
      ? "Most adults need **7 or more hours of sleep a night**, according to the American Academy of Sleep Medicine and the CDC; 7–9 hours suits most people."
      : `The CDC recommends **${band[2]}** of sleep a day${band[3] ? ", including naps," : ""} for ${band[1]}.`;
  const table = SLEEP_BY_AGE.map(([, who, hours, naps]) => `- ${who[0]!.toUpperCase()}${who.slice(1)}: ${hours}${naps ? ", including naps" : ""}`).join("\n");
  return (
    `${lead}\n\nBy age (CDC):\n\n${table}\n\n` +
    "Quality matters as much as hours: waking refreshed and not feeling sleepy during the day are good signs you're getting enough. If you regularly sleep 7+ hours and still feel exhausted, snore loudly, or stop breathing at night, talk to a doctor: it can be a sign of sleep apnea or another sleep disorder."
  );
}

const STEPS =
  "**10,000 steps a day** is the popular goal, but it started as a 1960s Japanese pedometer's marketing rather than from research. What large studies have since found:\n\n" +
  "- The benefit for a longer life rises with steps and then levels off at about **8,000–10,000 steps a day for adults under 60** and **6,000–8,000 for adults over 60**.\n" +
  "- Even **4,000–5,000 steps** is clearly better than being mostly sedentary, so any increase counts.\n" +
  "- Pace helps too: some brisk walking, where you breathe harder but can still talk, adds benefit.\n\n" +
  "For reference, official guidelines ask adults for **150 minutes of moderate activity a week**, such as 30 minutes of brisk walking on 5 days. If you're starting from a low count, add about 1,000 steps a day every week or two.";

function proteinAnswer(lower: string): string {
  const kg = weightInKg(lower);
  const lead =
    kg === undefined
      ? "The RDA (the recommended dietary allowance) is **0.8 g of protein per kilogram of body weight a day** (about 0.36 g per pound): **about 56 g a day for a 70 kg (154 lb) person**. The commonly quoted averages are 46 g for women and 56 g for men."
      : `At the RDA of **0.8 g of protein per kilogram of body weight a day**, ${round(kg)} kg (${round(kg * 2.2046)} lb) comes to **about ${round(kg * 0.8)} g of protein a day**.`;
  const active = kg === undefined ? "1.2–2.0 g per kg a day (84–140 g at 70 kg)" : `1.2–2.0 g per kg a day, **${round(kg * 1.2)}–${round(kg * 2)} g** for you`;
  return (
    `${lead}\n\n` +
    "The RDA is the minimum to meet basic needs for most healthy adults. You may want more if:\n\n" +
    `- **You train hard or want to build muscle**: sports nutrition guidance suggests ${active}, spread across meals.\n` +
    "- **You're older**: many experts suggest around 1.0–1.2 g per kg to help keep muscle.\n" +
    "- **You're pregnant or breastfeeding**: needs go up.\n\n" +
    "Good sources are eggs, dairy, fish, poultry, meat, beans, lentils, tofu and nuts. If you have kidney disease, ask your doctor before increasing protein."
  );
}

/** Caffeine in an 8-oz (240 ml) cup of brewed coffee, in mg (USDA's typical value). */
const COFFEE_CUP_MG = 95;

function caffeineAnswer(lower: string): string {
  const cups = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:cups?|mugs?)\b/.exec(lower);
  const count = cups ? (Number(cups[1]) || ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"].indexOf(cups[1]!) + 1) : undefined;
  const limit = "For most healthy adults, the FDA says **up to 400 mg of caffeine a day** is not generally linked with harmful effects: about four 8-oz cups of brewed coffee.";
  // Cups the prompt counts are answered first: yes or no, then the sum that says why.
  const lead =
    count === undefined
      ? limit
      : `${count * COFFEE_CUP_MG > 400 ? "**Probably, yes.**" : "**For most healthy adults, no.**"} ${count} ${count === 1 ? "cup" : "cups"} of brewed coffee (8 oz each) is **about ${round(count * COFFEE_CUP_MG)} mg** of caffeine, ${count * COFFEE_CUP_MG > 400 ? "over" : "within"} the FDA's guide of up to 400 mg a day for most healthy adults (about four 8-oz cups). Bigger mugs and coffee-shop sizes hold more.`;
  const pregnant = /\bpregnan/.test(lower) ? "Since you mention pregnancy: the usual advice is **under 200 mg a day** while pregnant, so check with your doctor or midwife.\n\n" : "";
  return (
    `${lead}\n\n` +
    pregnant +
    "Typical amounts:\n\n- Brewed coffee, 8 oz: about 95 mg\n- Espresso, one shot: about 63 mg\n- Black tea, 8 oz: about 47 mg\n- Cola, 12 oz: about 35 mg\n- Energy drinks: roughly 80–300 mg a can, check the label\n\n" +
    "Signs you've had too much: jitters, anxiety, a racing heart, upset stomach, headache and poor sleep. Less is advised when pregnant (under 200 mg a day), for children and teens, and for people who are sensitive to it or take certain medicines; ask a doctor if you have a heart condition."
  );
}

/** "How much caffeine is in a cup of coffee?", "Does green tea have caffeine?": the drink the question names. */
const CAFFEINE_IN =
  /\bcaffeine\b[^?]*?\b(?:in|of)\s+(?:an?\s+|one\s+|the\s+|my\s+)?(.{2,40})$|\b(?:does|do|is|are)\s+(?:an?\s+|the\s+)?(.{2,40}?)\s+(?:have|has|contain|got|caffeinated)\b|\bis\s+there\s+(?:any\s+)?caffeine\s+in\s+(.{2,40})$/;

/** The caffeine of the drinks people ask about, typical values (USDA, the makers' own figures); the first name a question holds wins. */
const CAFFEINE_CONTENT: readonly (readonly [named: RegExp, answer: string])[] = [
  [/\bdecaf/, "**Yes, a little**: an 8-oz (240 ml) cup of decaf coffee has **about 2 mg** of caffeine, and up to about 15 mg depending on the coffee: decaffeination removes about 97% or more, not all of it."],
  [/\bcold brew/, "**Cold brew varies the most**: often **about 150–250 mg** in a 16-oz (475 ml) coffee-shop cup (Starbucks lists 205 mg for a grande), because it's brewed strong and long. Check the label or the menu for yours."],
  [/\binstant\b/, "An 8-oz (240 ml) cup of instant coffee has **about 60 mg** of caffeine (roughly 30–90 mg depending on the brand and how much powder you use), less than brewed coffee's 95 mg."],
  [/\b(?:espresso|shot|latte|cappuccino|americano|flat white|macchiato|mocha)/, "A single shot of espresso (about 1 oz, 30 ml) has **about 63 mg** of caffeine; a double about 125 mg. Lattes, cappuccinos, flat whites and americanos have as much as the shots in them, usually one or two (a Starbucks grande latte has two, about 150 mg). Per sip espresso is strong, but an 8-oz cup of brewed coffee (about 95 mg) has more in total."],
  [/\bgreen tea\b|\bmatcha\b/, "**Yes**: an 8-oz (240 ml) cup of green tea has **about 28 mg** of caffeine (roughly 20–45 mg), a little over half of black tea's and under a third of brewed coffee's. Matcha has more, since you drink the ground leaf: roughly 60–70 mg per teaspoon (2 g)."],
  [/\bherbal\b|\bchamomile\b|\bpeppermint tea\b|\brooibos\b/, "**No**: true herbal teas (chamomile, peppermint, rooibos, fruit teas) have **no caffeine**, as they're not made from the tea plant. Yerba mate and guayusa are the exceptions: they do contain caffeine."],
  [/\btea\b/, "An 8-oz (240 ml) cup of black tea has **about 47 mg** of caffeine (roughly 25–50 mg, more the longer it steeps); green tea has about 28 mg, herbal teas none. That's about half of brewed coffee's 95 mg."],
  [/\bred ?bull\b/, "A regular 8.4-oz (250 ml) can of **Red Bull** has **80 mg** of caffeine, a little less than an 8-oz cup of brewed coffee (about 95 mg); the 12-oz can has 114 mg and the 16-oz can about 151 mg."],
  [/\bmonster\b/, "A 16-oz (473 ml) can of **Monster Energy** has about **160 mg** of caffeine (10 mg per fl oz), about as much as 1½–2 cups of brewed coffee."],
  [/\benergy drinks?\b|\bcelsius\b|\bbang\b/, "Energy drinks vary a lot: **about 80 mg** in a small 8.4-oz Red Bull, about 160 mg in a 16-oz Monster, and 200–300 mg in some (Celsius has 200 mg, Bang 300 mg). Check the label, and count them toward the 400 mg daily guide."],
  [/\bdiet coke\b|\bcoke zero\b|\bcoke\b|\bcoca[-\s]?cola\b|\bpepsi\b|\bcola\b|\bsoda\b|\bdr\.? pepper\b|\bmountain dew\b/, "A 12-oz (355 ml) can of **Coca-Cola** has **about 34 mg** of caffeine; Diet Coke about 46 mg, Pepsi about 38 mg, Dr Pepper about 41 mg and Mountain Dew about 54 mg. Caffeine-free versions and most non-cola sodas (Sprite, 7UP, most root beers) have none."],
  [/\bchocolate\b|\bcocoa\b/, "Chocolate has a little: **about 20–25 mg** in 1 oz (28 g) of 70–85% dark chocolate, roughly 5–6 mg in the same amount of milk chocolate, and about 5 mg in a cup of hot chocolate."],
  [/\bcoffee\b|\bcup of joe\b|\bstarbucks\b|\bmug\b/, "An 8-oz (240 ml) cup of brewed coffee has **about 95 mg** of caffeine, though it varies with the beans and the brew: roughly 70–140 mg. A coffee-shop cup is usually bigger: a 16-oz (grande) brewed coffee can hold 300 mg or more (Starbucks lists 310 mg for a grande Pike Place). A shot of espresso has about 63 mg, decaf about 2 mg."],
];

/** How much caffeine a drink holds, with the daily guide and the usual amounts; undefined unless a drink the table holds is asked about. */
function caffeineContent(lower: string): string | undefined {
  const match = CAFFEINE_IN.exec(lower.replace(/\s*[?.!]+\s*$/, ""));
  const drink = match?.[1] ?? match?.[2] ?? match?.[3];
  if (drink === undefined || /\b(?:a|per) day\b|\bdaily\b|\btoo much\b/.test(drink)) return undefined;
  const answer = CAFFEINE_CONTENT.find(([named]) => named.test(drink))?.[1];
  if (answer === undefined) return undefined;
  return (
    `${answer}\n\n` +
    "For comparison, typical amounts:\n\n- Brewed coffee, 8 oz: about 95 mg\n- Espresso, one shot: about 63 mg\n- Black tea, 8 oz: about 47 mg\n- Green tea, 8 oz: about 28 mg\n- Cola, 12 oz: about 34 mg\n- Decaf coffee, 8 oz: about 2 mg\n\n" +
    "For most healthy adults, the FDA's guide is **up to 400 mg of caffeine a day**, about four 8-oz cups of brewed coffee; under 200 mg a day is advised when pregnant."
  );
}

function caloriesAnswer(lower: string): string {
  const pace = /\b(\d(?:\.\d)?|one|two|half a)\s*(lbs?|pounds?|kg|kilos?)\s+(?:a|per|each)\s+week\b/.exec(lower);
  const amount = pace ? ({ one: 1, two: 2, "half a": 0.5 } as Record<string, number>)[pace[1]!] ?? Number(pace[1]) : undefined;
  // About 3,500 kcal to a pound of body fat, 7,700 to a kilogram: a rule of thumb, slower in practice.
  const dailyDeficit = amount === undefined ? undefined : pace![2]!.startsWith("k") ? (amount * 7700) / 7 : (amount * 3500) / 7;
  const paceLine =
    dailyDeficit === undefined
      ? ""
      : `To lose ${pace![1]} ${pace![2]} a week you'd need a deficit of **about ${round(dailyDeficit)} calories a day** (roughly 3,500 calories per pound of fat, 7,700 per kg).${dailyDeficit > 1000 ? " That is faster than the 0.5–1 kg (1–2 lb) a week usually advised, so aim lower." : ""}\n\n`;
  return (
    "There's no single number: it depends on your age, sex, height, weight and how active you are. The general approach:\n\n" +
    "1. **Estimate your maintenance calories.** US dietary guidelines put most adults at roughly **1,600–2,400 a day for women** and **2,000–3,000 for men**; an online TDEE calculator gives a closer estimate.\n" +
    "2. **Eat about 500 calories a day less.** That usually means losing around **0.5 kg (1 lb) a week**, a pace that is sustainable and spares muscle.\n" +
    "3. **Don't go too low.** Without medical supervision, don't go below about 1,200 calories a day for women or 1,500 for men.\n" +
    "4. **Adjust as you go.** Weigh yourself weekly; if nothing changes after 2–3 weeks, trim another 100–200 calories or move more.\n\n" +
    paceLine +
    "Protein, vegetables and fiber help you feel full on fewer calories. This is general guidance, not medical advice: if you're pregnant, have diabetes or another condition, or have a history of disordered eating, talk to a doctor or a registered dietitian first."
  );
}

/** What each question is about, the words that say it asks for a daily amount, and its answer. */
const TOPICS: readonly (readonly [about: RegExp, answer: (lower: string) => string])[] = [
  [/\bwater\b.*\b(?:drink|a day|per day|daily|each day|intake)\b|\b(?:drink|intake of)\b.*\bwater\b|\bhydrat/, () => WATER],
  [/\b(?:hours? of sleep|sleep (?:do|does|should)|hours (?:should|do|does) (?:i|you|a|an|my|kids?|teen\w*|adults?|children|people)\b.*\bsleep)\b/, sleepAnswer],
  [/\bsteps\b.*\b(?:a day|per day|daily|each day|walk)\b|\bwalk\b.*\bsteps\b/, () => STEPS],
  [/\bprotein\b.*\b(?:need|should|a day|per day|daily|each day|intake|to build|recommended)\b/, proteinAnswer],
  [/\bcaffeine\b|\b(?:cups?|mugs?) of coffee\b.*\b(?:too much|a day|per day|safe|ok)\b|\bcoffee\b.*\btoo much\b/, caffeineAnswer],
  [/\bcalories\b.*\b(?:lose weight|weight loss|to lose|deficit|cut(?:ting)?)\b|\bcalories (?:should|do) i (?:eat|need|have)\b/, caloriesAnswer],
];

/**
 * The answer to how much water, sleep, walking, protein, caffeine or food (calories) a day is
 * right; undefined for any other prompt.
 * @example dailyAmountReply("How much water should I drink a day?")?.startsWith("A widely cited guide") // true
 */
export function dailyAmountReply(prompt: string): string | undefined {
  if (prompt.length > 200) return undefined;
  const lower = prompt.toLowerCase().replace(/[’]/g, "'");
  // "How much caffeine is in a cup of coffee?", "Does green tea have caffeine?": what a drink holds.
  const held = lower.includes("caffeine") ? caffeineContent(lower) : undefined;
  if (held !== undefined) return held;
  if (!ASKS_AMOUNT.test(lower)) return undefined;
  // "How much protein is in an egg?" asks what a food holds (nutrition-facts.ts), not a person's need.
  if (/\b(?:is|are) (?:there )?in (?:a|an|one|\d)\b/.test(lower)) return undefined;
  const topic = TOPICS.find(([about]) => about.test(lower));
  return topic?.[1](lower);
}
