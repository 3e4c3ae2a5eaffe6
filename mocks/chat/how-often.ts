/**
 * "How often should I…?" for the everyday things people ask a chat assistant about: washing hair,
 * sheets and towels, a toothbrush and the dentist, an oil change, tyre pressure, watering
 * succulents and houseplants, feeding and walking a dog, feeding a cat, bathing a dog, cleaning the
 * fridge, a furnace filter, a mattress, running shoes, a haircut, working out. A model answers with
 * the usual interval first, then what changes it; "I don't know your tastes yet, tell me more"
 * (the general reply these got before) reads as a broken mock.
 *
 * The intervals are the commonly published guidance of the bodies named in the answers (the ADA on
 * toothbrushes, the AAD on hair, the WHO on exercise, carmakers' manuals on oil); where they vary
 * they are given as ranges with what they depend on. Cheap first: one "how often" regex, then a
 * short table of subjects, matched against the rest of the question.
 */

/** "How often should I wash my hair?", "how frequently do you need to feed a puppy": the part after the opening. */
const ASKED =
  /^(?:so\s+|and\s+|ok\s+)?(?:how\s+(?:often|frequently)|how\s+many\s+times\s+(?:a|per)\s+(?:day|week|month|year))\s+(?:should|do|must|can|would|ought)\s+(?:i|you|we|one|people|a\s+person)\s+(?:really\s+|actually\s+)?(?:need\s+to\s+|have\s+to\s+)?(.{3,70}?)\s*[?.!]*$|^(?:so\s+|and\s+)?how\s+(?:often|frequently)\s+(?:to|is\s+it\s+ok(?:ay)?\s+to)\s+(.{3,70}?)\s*[?.!]*$|^(?:so\s+|and\s+)?how\s+(?:often|frequently)\s+(?:should|does|do|must)\s+(?:an?\s+|my\s+|the\s+|your\s+)?(.{3,70}?)\s+(?:be\s+(?:changed|replaced|washed|cleaned|fed|walked|watered|bathed|serviced)|need\s+(?:to\s+be\s+)?\w+(?:\s+\w+)?)\s*[?.!]*$/i;

const OFTEN: readonly (readonly [subject: RegExp, answer: string])[] = [
  [
    /\bwash\b.*\bhair\b|\bshampoo\b|\bhair\b.*\bwash/,
    `It depends mostly on how oily your hair and scalp are:

- **Oily or fine hair, or after sweaty workouts**: daily or every other day.
- **Normal hair**: about **2–3 times a week** suits most people.
- **Dry, thick, curly or coily hair**: once a week or less; tightly coiled hair often every 1–2 weeks, since washing strips the oils it needs.

The American Academy of Dermatology's rule of thumb: wash when your hair or scalp feels oily, and condition after every wash. Washing less often can make your scalp feel oilier for a couple of weeks while it adjusts. If you have dandruff, washing more often, with an anti-dandruff shampoo, usually helps.`,
  ],
  [
    /\b(?:wash|change|clean)\b.*\b(?:sheets?|bedding|bed\s*linen|pillow\s*cases?)\b|\b(?:sheets?|bedding)\b.*\b(?:washed|changed)\b/,
    `About **once a week** is the usual advice; every two weeks at most. Sheets collect sweat, skin cells, body oils and dust mites within days.

Wash them more often if you sweat a lot at night, sleep without pyjamas, share the bed with a pet, have allergies or acne (pillowcases every 2–3 days help), or are ill. Use the warmest water the care label allows and dry them fully. Pillows and duvets need washing too, every 3–6 months, and a mattress protector every month or two.`,
  ],
  [
    /\b(?:wash|change)\b.*\btowels?\b|\btowels?\b.*\bwashed\b/,
    `Wash bath towels **after about three uses**, roughly once or twice a week, and let them dry fully between uses: a towel that stays damp grows bacteria and starts to smell. Hand towels and gym towels need washing more often, every day or two, and wash them straight away after an illness in the house. Hot water (as the care label allows) and a full dry keep them fresh.`,
  ],
  [
    /\b(?:replace|change|get\s+a\s+new)\b.*\btooth\s*brush|\btooth\s*brush\b.*\breplaced\b|\btooth\s*brush\s+heads?\b/,
    `Every **3–4 months**, the American Dental Association's advice, and sooner if the bristles are frayed or splayed: worn bristles clean much less well. The same goes for electric toothbrush heads. Many people also replace it after a cold, flu or other illness. Let it air-dry upright between uses, and don't share it.`,
  ],
  [
    /\b(?:go\s+to|see|visit)\b.*\bdentist\b|\bdental\s+(?:check\s*-?ups?|cleanings?)\b|\b(?:teeth|dental)\b.*\bcleaned\b/,
    `Most people are told to have a dental check-up and cleaning **every 6 months**, but the American Dental Association says the right interval is set by your dentist from your own risk: people with healthy teeth and gums may be fine with once a year (the UK's NICE guidance allows up to 2 years for adults), while gum disease, frequent cavities, smoking, diabetes or pregnancy call for more frequent visits. Go sooner for pain, bleeding gums, a broken tooth or swelling.`,
  ],
  [
    /\b(?:change|replace|do)\b.*\boil\b|\boil\s+changes?\b|\boil\b.*\bchanged\b/,
    `Follow your car's owner's manual or its oil-life monitor: for most modern cars using synthetic oil that's about **every 5,000–7,500 miles (8,000–12,000 km)**, and some models go 10,000 miles (16,000 km) or more. The old "every 3,000 miles" rule is out of date for most cars.

Change it sooner, on the manual's "severe" schedule, if you mostly make short trips, tow, drive in dusty areas or extreme heat or cold, or sit in stop-and-go traffic. And change it **at least once a year** even if you drive little, since oil ages in the engine. Check the level on the dipstick once a month or so between changes.`,
  ],
  [
    /\b(?:check|fill|inflate)\b.*\b(?:tyre|tire)\s*pressure\b|\b(?:tyre|tire)\s*pressure\b/,
    `Check it **once a month** and before a long trip, with the tyres cold (before driving, or after the car has been parked for a few hours). Use the pressure on the sticker in the driver's door frame or in the owner's manual, not the maximum printed on the tyre. Tyres lose about 1 psi a month on their own, and about 1 psi for every 10 °F (about 5–6 °C) drop in temperature, so check more often when the weather turns cold.`,
  ],
  [
    /\b(?:rotate|rotation)\b.*\b(?:tyres?|tires?)\b|\b(?:tyre|tire)\s+rotations?\b/,
    `Most carmakers recommend rotating the tyres about **every 5,000–7,500 miles (8,000–12,000 km)**, often at every other oil change; your owner's manual gives your car's interval and pattern. Rotating evens out wear between the front and back, so the tyres last longer.`,
  ],
  [
    /\bwater\b.*\b(?:succulents?|cact(?:us|i|uses)|aloe)\b|\b(?:succulents?|cact(?:us|i|uses))\b.*\bwater/,
    `Water succulents and cacti **only when the soil has dried out completely**: in spring and summer that's usually about **every 1–2 weeks**, in autumn and winter every 3–4 weeks or even less, when they're resting.

- **Soak and drain**: water thoroughly until it runs out of the pot's drainage hole, then let it dry out; never leave the pot standing in water.
- **Check first**: push a finger or a wooden skewer 2–3 cm (an inch) into the soil; water only if it comes out dry.
- **Signs**: soft, mushy, see-through or yellowing leaves mean too much water, the most common way succulents die; wrinkled, shrivelled leaves mean too little.

A pot with a drainage hole and gritty cactus soil matter as much as the schedule.`,
  ],
  [
    /\bwater\b.*\b(?:house\s*plants?|indoor\s+plants?|plants?|monstera|pothos|snake\s+plant|peace\s+lily|fiddle\s+leaf)\b|\b(?:house\s*plants?|plants?)\b.*\bwater/,
    `There's no fixed day: water **when the top 2–3 cm (about an inch) of soil is dry**, which for many houseplants is **about once a week** in spring and summer and every 2–3 weeks in winter. Check with a finger before watering.

- **Water thoroughly**, until it drains out of the bottom, then empty the saucer; plants in pots without drainage holes are easy to drown.
- **Thirstier**: ferns, peace lilies and plants in bright, warm spots or small pots.
- **Less often**: snake plants, ZZ plants and succulents, which should dry out fully between waterings.

Overwatering kills more houseplants than underwatering: yellow leaves and soggy soil mean cut back; drooping, crispy leaves and dry soil mean water more.`,
  ],
  [
    /\bfeed\b.*\b(?:dogs?|pupp(?:y|ies))\b|\b(?:dogs?|pupp(?:y|ies))\b.*\b(?:fed|eat)\b/,
    `- **Adult dogs**: **twice a day**, about 8–12 hours apart, is what most vets recommend; once a day can suit some adult dogs, but two meals keep hunger and energy steadier.
- **Puppies**: **3–4 meals a day** until about 3–4 months old, then 3 meals until about 6 months, then 2 meals a day.
- **Senior dogs**: usually two meals, sometimes smaller and more frequent.

How much goes by the food's label for your dog's weight, then adjust to keep them lean: you should be able to feel the ribs easily without seeing them. Treats count toward the daily amount (keep them under about 10% of calories). Ask your vet about the right amount for your dog's breed, age and activity.`,
  ],
  [
    /\b(?:walk|exercise)\b.*\b(?:dogs?|pupp(?:y|ies))\b|\b(?:dogs?|pupp(?:y|ies))\b.*\b(?:walk|exercise)/,
    `Most dogs do well with **at least one or two walks a day**, adding up to about **30 minutes to 2 hours** depending on the dog, plus chances to go to the toilet **3–5 times a day**:

- **High-energy breeds** (Border Collies, Labradors, Huskies, most terriers and working dogs): 1–2 hours a day, some of it off-lead running or play.
- **Smaller, older or flat-faced breeds** (Pugs, Bulldogs, most toy breeds): 20–40 minutes, split into short walks, and avoid heat.
- **Puppies**: short walks; a common rule of thumb is about 5 minutes per month of age, once or twice a day, plus free play.

Sniffing on walks tires a dog out as much as distance. A dog that chews, barks or pulls a lot may need more exercise or more mental work.`,
  ],
  [
    /\bfeed\b.*\b(?:cats?|kittens?)\b|\b(?:cats?|kittens?)\b.*\b(?:fed|eat)\b/,
    `- **Adult cats**: **at least two meals a day**, about 12 hours apart; many cats do better on several small meals, which is closer to how they eat naturally (a timed feeder helps).
- **Kittens**: **3–4 small meals a day** until about 6 months old, then 2–3.

Measure the daily amount from the food's label for your cat's weight, and count treats. Keep fresh water out at all times; cats on dry food especially need to drink. Ask your vet if your cat gains or loses weight, or suddenly eats much more or less.`,
  ],
  [
    /\b(?:bathe|bath|wash|shampoo)\b.*\b(?:dogs?|pupp(?:y|ies))\b/,
    `For most dogs, **about every 1–3 months** is enough, or whenever they're dirty or smelly; bathing too often strips the oils that protect their skin and coat. Dogs with oily coats (Basset Hounds) or that swim or roll in things may need it more often; dogs with water-repellent double coats (Huskies, Golden Retrievers) less. Use a dog shampoo, not a human one, and rinse well. Regular brushing, several times a week for long coats, does more for a clean coat than baths. Your vet may prescribe more frequent medicated baths for a skin condition.`,
  ],
  [
    /\bclean\b.*\b(?:fridge|refrigerator)\b/,
    `- **Right away**: wipe up spills, especially from raw meat.
- **Every week**: throw out food that's past its date or spoiled, and wipe the shelves where needed.
- **Every 3–4 months**: a deep clean: empty it, wash the shelves, drawers and seals with warm soapy water (or a baking-soda solution), dry them, and put things back.

Keep it at or below **40 °F (4 °C)**, and the freezer at 0 °F (−18 °C). An open box of baking soda absorbs smells, and vacuuming the coils at the back or bottom once or twice a year helps it run efficiently.`,
  ],
  [
    /\b(?:change|replace)\b.*\b(?:air\s+filter|furnace\s+filter|hvac\s+filter|ac\s+filter)\b|\b(?:air|furnace|hvac)\s+filters?\b/,
    `For a home heating or air-conditioning system, change a standard **1–2-inch filter every 1–3 months**, and a thicker 4–5-inch media filter every 6–12 months. Change it sooner, about monthly, with pets, allergies, a smoker in the home, or dusty building work nearby; check it monthly in heavy heating or cooling seasons, and replace it when it looks grey. The filter's size is printed on its frame. For a car's cabin air filter, the owner's manual gives the interval, often every 15,000–30,000 miles.`,
  ],
  [
    /\bmattress(?:es)?\b/,
    `Roughly **every 7–10 years**, depending on its quality and type, but the signs matter more than its age: sagging or lumps, waking up stiff or sore, sleeping better elsewhere (a hotel bed), more allergies, or noisy springs. A mattress protector, and rotating it every few months (if the maker allows), help it last.`,
  ],
  [
    /\b(?:running\s+shoes|trainers|sneakers)\b/,
    `A common guide is every **300–500 miles (about 500–800 km)** of running, roughly 4–6 months at 20 miles a week, with lighter racing shoes at the low end. Replace them sooner if the midsole looks creased or compressed, the tread is worn smooth, or you start getting new aches in your feet, shins or knees. Rotating two pairs helps each last longer.`,
  ],
  [
    /\b(?:get|have)\b.*\bhair\s*cuts?\b|\bhair\s*cut\b|\b(?:trim|cut)\b.*\bhair\b/,
    `It depends on the length and the style:

- **Short hair**: every **3–6 weeks** to keep its shape.
- **Medium or long hair**: a trim every **8–12 weeks**, to keep the ends healthy.
- **Growing it out**: a small trim every 10–12 weeks still helps, as it removes split ends before they travel.

Colour, fringes/bangs and fades need more frequent touch-ups, often every 2–4 weeks.`,
  ],
  [
    /\b(?:work\s*out|exercise|train|go\s+to\s+the\s+gym|lift(?:\s+weights)?|do\s+cardio)\b/,
    `The World Health Organization's guidance for adults is at least **150–300 minutes of moderate activity a week** (for example, 30 minutes of brisk walking on 5 days), or 75–150 minutes of vigorous activity, **plus muscle-strengthening on 2 or more days a week**.

- **To start**: 3 days a week of 30–45 minutes, mixing cardio and strength, with a rest day between strength sessions.
- **For muscle or strength**: train each muscle group about 2–3 times a week.
- **Rest**: at least one or two easier days a week; sleep is when you recover.

Any amount is better than none, and consistency matters more than the perfect plan. Check with a doctor before starting if you have a heart condition or another health problem.`,
  ],
];

/** Cheap first look: every question here asks how often. */
const CUE = /\bhow\s+(?:often|frequently|many\s+times)\b/i;

/**
 * The usual interval for an everyday "How often should I…?" the table knows, or undefined.
 * @example howOftenReply("How often should I replace my toothbrush?")?.includes("3–4 months") // true
 */
export function howOftenReply(prompt: string): string | undefined {
  if (prompt.length > 120 || !CUE.test(prompt)) return undefined;
  const asked = prompt.trim().replace(/[’]/g, "'").toLowerCase();
  // The whole question is read once it asks how often: "How often should a mattress be replaced?" has its verb last.
  if (!ASKED.test(asked)) return undefined;
  return OFTEN.find(([about]) => about.test(asked))?.[1];
}
