/**
 * Product descriptions as a shop's copywriter writes them: the product named once, as the prompt
 * names it, then what it does for the buyer and the features such a product plausibly has (a
 * water bottle keeps drinks cold for 24 hours, headphones cancel noise, a yoga mat grips), and a
 * few key features as bullets. The fifteen kinds asked about most have their own copy; any other
 * product gets copy that fits any product and names it only once, as a singular or a plural
 * ("this lamp", "these chargers"). writing-tasks.ts decides that a prompt asks for one.
 */

interface ProductKind {
  /** The product's words in what the prompt names. */
  readonly cue: RegExp;
  /** The description, `{P}` the product as the prompt names it (once). */
  readonly copy: string;
  readonly features: readonly string[];
  /** A product page's headline: what the product does for the buyer, not its name. */
  readonly headline: string;
}

const KINDS: readonly ProductKind[] = [
  {
    cue: /\b(?:water\s+bottles?|bottles?|tumblers?|flasks?)\b/i,
    headline: "Cold all day, hot for hours.",
    copy: "Stay hydrated wherever the day takes you with our {P}. Double-wall vacuum insulation keeps drinks ice-cold for up to 24 hours and hot for up to 12, and the leak-proof lid means it can ride in your bag without a second thought. Made from BPA-free, food-grade materials that never hold on to old flavours, it's easy to clean and built to last for years.",
    features: ["Cold for 24 hours, hot for 12", "Leak-proof lid you can open with one hand", "Fits most car cup holders", "BPA-free, with a dishwasher-safe lid"],
  },
  {
    cue: /\b(?:head\s?phones?|ear\s?buds?|earphones?|headsets?)\b/i,
    headline: "Hear only what you want to.",
    copy: "Lose yourself in your music with our {P}. Active noise cancellation quiets the world around you, while custom-tuned drivers deliver deep bass and crisp, clear highs. Up to 30 hours of battery life and a 10-minute quick charge for 3 more hours of play make them ready for long flights and longer playlists, and soft memory-foam cushions keep them comfortable all day.",
    features: ["Active noise cancellation with a transparency mode", "Up to 30 hours of battery life", "Bluetooth 5.3 with multipoint pairing", "Built-in microphones for clear calls"],
  },
  {
    cue: /\b(?:backpacks?|rucksacks?|daypacks?)\b/i,
    headline: "Everything you carry, carried comfortably.",
    copy: "Carry everything you need, comfortably, with our {P}. A padded sleeve holds laptops up to 16 inches, smart organiser pockets keep cables, pens and keys where you can find them, and water-resistant fabric protects it all from the rain. Ergonomic, breathable shoulder straps spread the weight evenly, so it stays comfortable from the morning commute to a weekend away.",
    features: ["Padded sleeve for laptops up to 16\"", "Water-resistant, durable fabric", "Hidden anti-theft back pocket", "Luggage strap that slides over a suitcase handle"],
  },
  {
    cue: /\b(?:coffee|burr|bean|espresso)\s+grinders?\b/i,
    headline: "Fresh-ground flavor in every cup.",
    copy: "Bring out the full flavour of your beans with our {P}. Conical burrs grind evenly instead of chopping, so every cup tastes balanced, and 18 grind settings take you from fine espresso to coarse French press. A quiet motor, a removable hopper and a container that catches every last ground make fresh coffee an easy part of every morning.",
    features: ["Conical burrs for an even, consistent grind", "18 grind settings, from espresso to French press", "Removable bean hopper and grounds container", "Quiet motor that won't wake the house"],
  },
  {
    cue: /\b(?:standing|sit[- ]stand|stand-up|height[- ]adjustable)\s+desks?\b/i,
    headline: "Sit, stand and work better.",
    copy: "Change how you work with our {P}. A quiet dual-motor lift moves it from sitting to standing height in seconds, and four memory presets take you back to your favourite heights at the touch of a button. A sturdy steel frame keeps it steady even at full height, and the spacious desktop has room for two monitors.",
    features: ["Quiet dual-motor lift", "4 programmable height presets", "Sturdy steel frame, steady at full height", "Anti-collision sensor stops it if it meets an obstacle"],
  },
  {
    cue: /\b(?:coffee\s+(?:makers?|machines?|brewers?)|espresso\s+machines?)\b/i,
    headline: "Great coffee, ready when you wake up.",
    copy: "Start every morning right with our {P}. It brews a full pot of rich, full-bodied coffee in under ten minutes, and a programmable timer means it's ready when you wake up. A keep-warm plate holds it at the perfect temperature for up to two hours, and the reusable filter saves money and waste.",
    features: ["12-cup capacity", "24-hour programmable timer", "Brew-strength control for a bolder cup", "Pause-and-pour, so you don't have to wait"],
  },
  {
    cue: /\bcandles?\b/i,
    headline: "Warmth you can light.",
    copy: "Set the mood at home with our {P}. Hand-poured from natural soy wax with a lead-free cotton wick, it burns clean and even for up to 50 hours, filling the room with a warm, inviting scent. Presented in a reusable glass jar, it's as lovely to give as it is to keep.",
    features: ["Natural soy wax, hand-poured in small batches", "Up to 50 hours of burn time", "Lead-free cotton wick", "Reusable glass jar"],
  },
  {
    cue: /\b(?:t-?shirts?|tees?|shirts?|tops?)\b/i,
    headline: "The tee you'll reach for first.",
    copy: "Everyday comfort starts with our {P}. Cut from soft, breathable 100% combed cotton, it feels great from the first wear and keeps its shape wash after wash. A relaxed fit and reinforced seams make it the one you'll reach for on weekends, workdays and everything in between.",
    features: ["100% combed cotton", "Pre-shrunk, so it keeps its size", "Reinforced shoulder and neck seams", "Available in sizes XS–3XL"],
  },
  {
    cue: /\b(?:sneakers?|trainers?|running\s+shoes?|shoes?)\b/i,
    headline: "Comfort that keeps up with you.",
    copy: "Step into all-day comfort with our {P}. A lightweight, breathable knit upper moves with your foot, a responsive cushioned midsole softens every step, and a grippy rubber outsole holds the road in wet and dry. From your morning run to a day on your feet, they're made to keep up.",
    features: ["Breathable knit upper", "Responsive foam midsole", "Durable, high-traction rubber outsole", "Removable cushioned insole"],
  },
  {
    cue: /\b(?:desk\s+lamps?|lamps?|reading\s+lights?)\b/i,
    headline: "The right light for every hour.",
    copy: "Light your workspace the right way with our {P}. Five brightness levels and three colour temperatures let you move from focused work to a cosy evening glow, and the flicker-free LED is gentle on your eyes during long sessions. A flexible arm puts the light exactly where you need it, and a built-in USB port charges your phone while you work.",
    features: ["Flicker-free, energy-efficient LED", "5 brightness levels and 3 colour temperatures", "Adjustable arm and head", "Built-in USB charging port"],
  },
  {
    cue: /\bphone\s+cases?\b|\bcases?\s+for\s+(?:an?\s+|my\s+)?(?:phone|iphone)\b/i,
    headline: "Protection that doesn't hide your style.",
    copy: "Protect your phone without hiding its style with our {P}. Shock-absorbing corners and raised edges around the screen and camera guard against everyday drops, tested from up to 10 feet. It's slim enough to slip into a pocket, has a grippy finish that stays put in your hand, and works with wireless charging.",
    features: ["Drop-tested to 10 feet", "Raised edges protect the screen and camera", "Slim, grippy, scratch-resistant finish", "Wireless-charging compatible"],
  },
  {
    cue: /\b(?:notebooks?|journals?|planners?|sketchbooks?)\b/i,
    headline: "Room for every idea.",
    copy: "Give your ideas room to grow with our {P}. 192 pages of thick, 100 gsm paper take fountain pens and markers without bleeding through, and the lay-flat binding makes writing across both pages easy. A durable cover, a ribbon bookmark, an elastic closure and a back pocket for loose notes keep everything together.",
    features: ["192 pages of 100 gsm paper", "Lay-flat binding", "Ribbon bookmark and elastic closure", "Inner pocket for loose notes"],
  },
  {
    cue: /\byoga\s+mats?\b|\b(?:exercise|fitness|workout)\s+mats?\b/i,
    headline: "Steady in every pose.",
    copy: "Find your balance with our {P}. 6 mm of cushioning protects your knees and joints, while a non-slip textured surface grips in every pose, even when you sweat. Lightweight and easy to roll up, it comes with a carrying strap, and it's made from PVC-free materials that are easy to wipe clean.",
    features: ["6 mm cushioning for joint support", "Non-slip grip on both sides", "Lightweight, with a carrying strap", "PVC-free and easy to clean"],
  },
  {
    cue: /\b(?:skin\s?care|moisturi[sz]ers?|serums?|(?:face|eye|night|day|hand)\s+creams?|cleansers?|face\s+wash|toners?|lotions?)\b/i,
    headline: "Hydrated, healthier-looking skin, every day.",
    copy: "Give your skin what it needs with our {P}. Made with hyaluronic acid to hydrate and niacinamide to strengthen your skin's natural barrier, it leaves skin soft, smooth and visibly healthier. The lightweight formula absorbs quickly without feeling greasy, and it's gentle enough for every day.",
    features: ["Hyaluronic acid and niacinamide", "Lightweight, non-greasy and fast-absorbing", "Fragrance-free and dermatologist-tested", "Suitable for all skin types"],
  },
  {
    cue: /\b(?:office\s+chairs?|desk\s+chairs?|gaming\s+chairs?|chairs?)\b/i,
    headline: "Sit better, work longer.",
    copy: "Sit better and work longer with our {P}. Adjustable lumbar support follows the natural curve of your spine, a breathable mesh back keeps you cool, and the seat height, armrests and recline all adjust to fit you. Smooth-rolling casters and a sturdy base make it as practical as it is comfortable.",
    features: ["Adjustable lumbar support", "Breathable mesh back", "Height-adjustable seat and armrests", "Supports up to 300 lb (136 kg)"],
  },
  {
    cue: /\bsmart\s?watch(?:es)?\b|\bfitness\s+trackers?\b/i,
    headline: "Your health and your day, on your wrist.",
    copy: "Stay on top of your health and your day with our {P}. It tracks your heart rate, sleep, steps and workouts, shows your messages and calls at a glance, and built-in GPS maps your runs without your phone. A bright, always-on display and up to 7 days of battery life keep it going as long as you do.",
    features: ["Heart-rate, sleep and workout tracking", "Built-in GPS", "Up to 7 days of battery life", "Water-resistant to 50 m"],
  },
  {
    cue: /\b(?:watch(?:es)?|wristwatch(?:es)?)\b/i,
    headline: "Timeless style, precise time.",
    copy: "Keep time in style with our {P}. A scratch-resistant sapphire crystal sits in a brushed stainless steel case, with a precise Japanese quartz movement inside. Water-resistant to 50 metres and finished with an easy-change strap, it dresses up or down for every occasion.",
    features: ["Scratch-resistant sapphire crystal", "Stainless steel case, 40 mm", "Japanese quartz movement", "Water-resistant to 50 m"],
  },
  {
    cue: /\bbamboo\s+tooth\s?brush(?:es)?\b/i,
    headline: "A cleaner smile, a lighter footprint.",
    copy: "Brush better and waste less with our {P}. The handle is made from fast-growing, sustainably harvested bamboo that is naturally water-resistant and fully biodegradable, and soft, BPA-free bristles clean thoroughly while staying gentle on your gums. It arrives in plastic-free, compostable packaging, so the only thing you throw away is the habit of plastic.",
    features: ["Biodegradable, sustainably sourced bamboo handle", "Soft, BPA-free bristles that are gentle on gums", "Plastic-free, compostable packaging", "Naturally water-resistant and lightweight"],
  },
  {
    cue: /\b(?:electric\s+)?tooth\s?brush(?:es)?\b/i,
    headline: "A dentist-clean feeling, every day.",
    copy: "Get a dentist-clean feeling every day with our {P}. Soft, end-rounded bristles reach between teeth and along the gumline, while a slim, angled head gets to the back teeth with ease. A non-slip grip keeps it steady in your hand, and replaceable heads keep it fresh for months.",
    features: ["Soft, end-rounded bristles", "Slim, angled head reaches back teeth", "Non-slip, comfortable grip", "Replaceable brush heads"],
  },
  {
    cue: /\b(?:mugs?|teacups?|coffee\s+cups?|tea\s+cups?)\b/i,
    headline: "Every sip, a little better.",
    copy: "Make every sip a little better with our {P}. Crafted from sturdy stoneware with a smooth glazed finish, it holds a generous 12 oz of coffee or tea and keeps it warm, while the comfortable handle fits your hand just right. Microwave- and dishwasher-safe, it's made for everyday use.",
    features: ["Generous 12 oz (350 ml) capacity", "Durable, glazed stoneware", "Comfortable, easy-grip handle", "Microwave- and dishwasher-safe"],
  },
];

/** Materials a product is named for, and the feature each gives it ("bamboo cutting board" → its bamboo). */
const MATERIALS: readonly [RegExp, string][] = [
  [/\bbamboo\b/i, "Made from sustainably sourced bamboo"],
  [/\bstainless\s+steel\b/i, "Rust-resistant stainless steel"],
  [/\b(?:organic\s+)?cotton\b/i, "Soft, breathable cotton"],
  [/\bleather\b/i, "Genuine leather that ages beautifully"],
  [/\b(?:wood|wooden|oak|walnut)\b/i, "Solid wood with a natural finish"],
  [/\bglass\b/i, "Clear, durable glass"],
  [/\bsilicone\b/i, "Flexible, food-safe silicone"],
  [/\bceramic\b/i, "Glazed ceramic that is easy to clean"],
  [/\b(?:recycled|eco-friendly|reusable|sustainable)\b/i, "Made with the planet in mind"],
  [/\bwireless\b/i, "Wireless, with nothing to untangle"],
  [/\bportable\b/i, "Compact and easy to take anywhere"],
];
/** What any well-made product offers, after what its name says it is made of. */
const ANY_FEATURES = ["Durable, high-quality materials", "Thoughtful design for everyday use", "Easy to use and easy to care for", "Backed by a one-year warranty"];

/**
 * The key features of `product` (as the prompt names it), for a product page's bullets: its
 * kind's, else what its material says and what any well-made product offers.
 * @example productFeatures("bamboo toothbrush")[0] // "Biodegradable, sustainably sourced bamboo handle"
 * @example productFeatures("walnut serving tray")[0] // "Solid wood with a natural finish"
 */
export function productFeatures(product: string): readonly string[] {
  const kind = KINDS.find((k) => k.cue.test(product));
  if (kind) return kind.features;
  return [...MATERIALS.filter(([cue]) => cue.test(product)).map(([, feature]) => feature), ...ANY_FEATURES];
}

/**
 * The paragraph a product page describes `product` with: its kind's copy, undefined for a product of no kind the mock knows.
 * @example productCopy("bamboo toothbrush")?.startsWith("Brush better and waste less with our bamboo toothbrush.") // true
 */
export function productCopy(product: string): string | undefined {
  return KINDS.find((k) => k.cue.test(product))?.copy.replace("{P}", product.trim());
}

/** A product named as a plural: "wireless chargers", "hiking socks" (not "glass", "bus", "canvas"). */
const PLURAL = /[^su]s$/i;

/**
 * The description of `product` (as the prompt names it: "stainless steel water bottle"): its
 * kind's copy and key features, else copy that fits any product; the product is named once.
 * @example productDescription("stainless steel water bottle").match(/water bottle/g)?.length // 1
 */
export function productDescription(product: string): string {
  const named = product.trim();
  const kind = KINDS.find((k) => k.cue.test(named));
  if (kind) return `${kind.copy.replace("{P}", named)}\n\n**Key features:**\n${kind.features.map((feature) => `- ${feature}`).join("\n")}`;
  const plural = PLURAL.test(named);
  const [it, its, is] = plural ? ["they", "their", "are"] : ["it", "its", "is"];
  return `Made for everyday life, our ${named} ${is} designed to do ${its} job well and keep doing it. Quality materials and careful finishing mean ${it} ${is} built to last, and a clean, simple design fits right in wherever you use ${plural ? "them" : "it"}. Easy to use and easy to care for, ${it} ${is} a thoughtful choice for yourself, or a gift someone will actually use.`;
}

/** A headline for a product of no kind the mock knows: what any well-made product promises. */
const ANY_HEADLINES = ["Made for everyday life.", "Built to last, designed to delight.", "The upgrade you'll use every day."];

/**
 * A product page's headline for `product`: what it does for the buyer ("Hear only what you want
 * to."), never its name; one that fits any product for a product of no kind the mock knows.
 * @example productHeadline("noise-cancelling headphones") // "Hear only what you want to."
 */
export function productHeadline(product: string): string {
  return KINDS.find((k) => k.cue.test(product))?.headline ?? ANY_HEADLINES[product.length % ANY_HEADLINES.length]!;
}

/**
 * A product page's subheadline for `product` (as the prompt names it): what its copy says it does
 * after it is named ("Active noise cancellation quiets the world around you, …"); for a product
 * of no kind the mock knows, a sentence that names it and fits any product.
 * @example productSubheadline("standing desk") // "A quiet dual-motor lift moves it from sitting to standing height in seconds, …"
 */
export function productSubheadline(product: string): string {
  const copy = productCopy(product);
  const second = copy?.split(/(?<=\.)\s+/)[1];
  if (second !== undefined) return second;
  const named = product.trim();
  return `Our ${named} ${PLURAL.test(named) ? "are" : "is"} built to last and easy to use, with the details that matter done right.`;
}
