/**
 * Gift ideas for someone with an interest ("What's a good gift for my dad who likes fishing?",
 * "gift ideas for a coworker who loves coffee under $30"): a model names specific things a
 * person into that hobby uses, each with why, within the budget named. Gifts for whom alone
 * ("gift ideas for my dad") are suggestions.ts's table (suggestions-occasions.ts), whose closing
 * asks what they are into; this answers once the prompt says, and answers from that table the
 * questions suggestions.ts does not read ("What's a good gift for my dad?", "What should I get
 * my wife for her birthday?").
 *
 * The ideas are designed, not taken from an authority: common gifts for each hobby. Each carries
 * a rough price tier (under $50, $50–150, over $150), which prices vary around by brand and store;
 * a budget keeps the tiers within it, and a gift for a coworker, a boss or a teacher keeps to the
 * modest tier unless a budget says otherwise (a designed default: a large gift there is awkward).
 */
import { choiceSeed } from "./choice-variety.ts";
import { askedTags, fitting } from "./suggestion-fit.ts";
import { GIFTS, OCCASION_TOPICS } from "./suggestions-occasions.ts";

/** A rough price: 1 under $50, 2 about $50–150, 3 over $150. */
type Tier = 1 | 2 | 3;
type Idea = readonly [name: string, why: string, tier: Tier];
interface Interest {
  readonly label: string;
  readonly words: RegExp;
  readonly ideas: readonly Idea[];
}

const INTERESTS: readonly Interest[] = [
  {
    label: "fishing",
    words: /\bfishing\b|\bfisherm[ae]n\b|\banglers?\b|\bangling\b|\b(?:likes?|loves?|enjoys?) (?:to )?fish\b|\bfly[- ]?fish\w*/,
    ideas: [
      ["Tackle box with an assortment of lures", "keeps hooks, weights and lures sorted, and new lures are always welcome", 1],
      ["Polarized sunglasses", "they cut the glare off the water, so it's easier to see into it", 1],
      ["Fishing pliers with a line cutter", "for removing hooks and cutting line; a tool anglers reach for on every trip", 1],
      ["Waterproof tackle backpack", "carries gear, snacks and a rain layer to the bank or the boat", 2],
      ["Rod and reel combo", "a real upgrade, best if you know the kind of fishing they do (freshwater, saltwater, fly)", 2],
      ["A guided fishing charter", "a day on the water with a guide who knows where the fish are", 3],
      ["Castable fish finder", "a sonar that pairs with a phone and shows depth and fish from the shore", 3],
    ],
  },
  {
    label: "cooking",
    words: /\bcook(?:s|ing)\b|\bchefs?\b|\bfoodies?\b|\bin the kitchen\b/,
    ideas: [
      ["Cast-iron skillet", "sears, bakes and lasts for decades with a little care", 1],
      ["Instant-read thermometer", "takes the guesswork out of meat, bread and sugar work", 1],
      ["A cookbook of a cuisine they love", "new dishes to try, and cookbooks make good reading too", 1],
      ["Set of specialty spices or finishing salts", "small jars they wouldn't buy themselves, to play with", 1],
      ["Good chef's knife", "the tool a cook uses most; a sharp, well-balanced one changes everyday cooking", 2],
      ["Enameled Dutch oven", "for stews, braises and bread, from stovetop to oven", 2],
      ["A cooking class", "a new cuisine or a technique, and an evening out", 2],
    ],
  },
  {
    label: "baking",
    words: /\bbak(?:e|es|ing|er|ers)\b/,
    ideas: [
      ["Digital kitchen scale", "weighing is how bakers get consistent results", 1],
      ["Banneton proofing basket and bread lame", "for shaping and scoring sourdough loaves", 1],
      ["Cake decorating kit", "piping bags, tips and a turntable for neat frosting", 1],
      ["Dessert Person by Claire Saffitz", "a well-loved baking book with recipes from easy to ambitious", 1],
      ["Set of heavy-duty baking sheets and silicone mats", "they don't warp, and nothing sticks", 1],
      ["A baking or pastry class", "a day learning croissants, bread or cake decorating", 2],
      ["Stand mixer", "the big-ticket item most bakers dream of, for doughs, meringues and batters", 3],
    ],
  },
  {
    label: "gardening",
    words: /\bgarden(?:s|ing|er|ers)?\b|\bplants\b|\bgreen thumb\b/,
    ideas: [
      ["Quality pruning shears", "a sharp pair makes clean cuts that plants heal from faster", 1],
      ["Gardening gloves and a kneeling pad", "saves hands and knees on long days in the beds", 1],
      ["Heirloom seed collection", "vegetables, herbs or wildflowers to try next season", 1],
      ["Soil moisture meter", "tells them when to water, indoors and out", 1],
      ["Garden tool tote with hand tools", "a trowel, a weeder and a cultivator, all in one place", 1],
      ["Raised garden bed kit", "better soil and less bending for vegetables or flowers", 2],
      ["Compost tumbler", "turns kitchen scraps into rich compost for the garden", 2],
    ],
  },
  {
    label: "golf",
    words: /\bgolf(?:s|ing|er|ers)?\b/,
    ideas: [
      ["Personalized golf towel and ball markers", "small, used every round, and theirs alone", 1],
      ["Putting mat", "for practice at home or in the office", 1],
      ["A dozen premium golf balls", "the balls golfers rarely buy for themselves", 2],
      ["A lesson with a golf pro", "a few tips from a pro can take strokes off a round", 2],
      ["Golf rangefinder", "gives the exact distance to the flag, so club choice is easier", 3],
      ["A round at a course they've always wanted to play", "an experience they'll talk about for years", 3],
    ],
  },
  {
    label: "coffee",
    words: /\bcoffee\b|\bespresso\b|\bbarista\b/,
    ideas: [
      ["Specialty beans from a local roaster", "fresh, single-origin beans they haven't tried", 1],
      ["AeroPress", "a compact brewer that makes a smooth cup, at home or on the road", 1],
      ["Pour-over set (a Hario V60 or a Chemex)", "for a clean, bright cup and a calm morning ritual", 1],
      ["Insulated travel mug", "keeps coffee hot for hours", 1],
      ["Handheld milk frother", "café-style lattes and cappuccinos at home", 1],
      ["Burr grinder", "grinding fresh and evenly is the biggest upgrade for home coffee", 2],
      ["Gooseneck kettle", "pours slowly and precisely, which pour-over needs", 2],
      ["Coffee subscription", "a new bag from a roaster every month", 2],
      ["Espresso machine", "café drinks at home, for someone ready to go all in", 3],
    ],
  },
  {
    label: "tea",
    words: /\btea\b|\bteas\b|\bmatcha\b/,
    ideas: [
      ["Loose-leaf tea sampler", "a range of greens, blacks, oolongs and herbals to discover", 1],
      ["Teapot with an infuser", "brews loose leaf properly without any mess", 1],
      ["Matcha set with a bamboo whisk and bowl", "the traditional tools for whisking matcha", 1],
      ["Temperature-control kettle", "green and white teas taste best below boiling", 2],
      ["Tea subscription", "new teas delivered every month", 2],
      ["Afternoon tea for two", "an outing built around their favorite drink", 2],
    ],
  },
  {
    label: "reading",
    words: /\bread(?:s|ing|er|ers)\b|\bbooks\b|\bbook (?:lover|worm|fan)s?\b|\bbookworms?\b|\bbookish\b/,
    ideas: [
      ["Bookstore gift card", "lets them pick their next read themselves", 1],
      ["Special edition of a favorite book", "a beautiful copy of a book they already love", 1],
      ["Clip-on reading light", "for reading in bed without keeping anyone awake", 1],
      ["Personalized book embosser", "marks their library as theirs", 1],
      ["E-reader, like a Kindle or a Kobo", "a whole library in a bag, easy on the eyes", 2],
      ["Book subscription box", "a new book and a few treats every month", 2],
    ],
  },
  {
    label: "gaming",
    words: /\bgam(?:ing|er|ers)\b|\bvideo ?games?\b|\b(?:playstation|xbox|nintendo|switch|steam)\b/,
    ideas: [
      ["Gift card for their platform's store (Steam, PlayStation, Xbox or Nintendo)", "they choose the game, and it's never the wrong one", 1],
      ["A few months of an online subscription (Game Pass, PlayStation Plus or Nintendo Switch Online)", "online play and a library of games to try", 1],
      ["Controller charging dock", "no more dead controllers mid-game", 1],
      ["Large desk mat or LED light strip", "makes their setup more comfortable, or better looking", 1],
      ["A game from their wishlist", "check it, or ask a friend of theirs, so it's one they want", 2],
      ["Extra controller", "for playing with a friend at home", 2],
      ["Gaming headset", "clearer game audio and voice chat", 2],
    ],
  },
  {
    label: "music",
    words: /\bmusic\b|\bmusicians?\b|\bguitar\w*|\bvinyl\b|\brecord collect\w*|\bplays? (?:the )?(?:piano|drums|violin|bass)\b/,
    ideas: [
      ["Vinyl record of a favorite album", "for the shelf as much as the turntable", 1],
      ["Streaming subscription gift card", "a year of ad-free music", 1],
      ["Accessory kit for their instrument", "strings, picks, a tuner or a capo: things players always run out of", 1],
      ["Concert tickets", "an artist they love, live, with you", 2],
      ["Bluetooth speaker", "music in any room, or at the park", 2],
      ["Lessons with a teacher", "to learn the instrument they've always wanted to", 2],
      ["Quality headphones", "hearing their favorite albums properly", 3],
    ],
  },
  {
    label: "travel",
    words: /\btravel\w*|\bwanderlust\b|\bglobetrott\w*/,
    ideas: [
      ["Packing cubes", "keep a suitcase organized and easier to pack", 1],
      ["Universal travel adapter", "one plug for most countries, with USB ports", 1],
      ["Scratch-off world map", "they scratch off each country they visit", 1],
      ["Luggage tracker (an AirTag or a Tile)", "so they can find a bag that goes astray", 1],
      ["Leather passport holder", "keeps the passport, cards and boarding passes together", 1],
      ["Noise-cancelling headphones", "quieter, more restful flights and train rides", 3],
      ["Quality carry-on suitcase", "a durable bag that fits overhead bins", 3],
    ],
  },
  {
    label: "photography",
    words: /\bphotograph\w*|\bcameras?\b/,
    ideas: [
      ["Extra memory card and a spare battery", "no shoot ends early", 1],
      ["Comfortable camera strap", "makes carrying the camera all day easier", 1],
      ["Lens-cleaning kit", "a blower, a brush and cloths for a clean lens", 1],
      ["Photo book or print credit", "turns their best shots into something to hold", 1],
      ["Travel tripod", "light enough to carry, for sunsets, night shots and self-portraits", 2],
      ["A photography workshop", "a day shooting with a pro and learning new techniques", 2],
      ["A new lens for their camera", "a fast prime or a zoom opens new kinds of shots (check the mount first)", 3],
    ],
  },
  {
    label: "hiking and camping",
    words: /\bhik(?:e|es|ing|er|ers)\b|\bcamp(?:s|ing|er|ers)\b|\boutdoorsy\b|\bthe outdoors\b|\bbackpack(?:ing|ers?)\b/,
    ideas: [
      ["Headlamp", "hands-free light for camp and early starts", 1],
      ["Merino wool hiking socks", "warm, quick-drying and less likely to cause blisters", 1],
      ["Portable water filter", "makes water from streams safe to drink", 1],
      ["Camping hammock", "a comfortable spot to rest at camp or on a long hike", 1],
      ["Trekking poles", "take strain off the knees on steep descents", 2],
      ["Compact camping stove", "hot coffee and meals at the campsite", 2],
      ["National parks pass (in the US, the America the Beautiful pass)", "a year of entry to the national parks", 2],
    ],
  },
  {
    label: "running",
    words: /\brunn(?:ing|er|ers)\b|\bmarathons?\b|\bjogg(?:ing|er|ers)\b|\b(?:5|10)k\b/,
    ideas: [
      ["Moisture-wicking running socks", "fewer blisters on long runs", 1],
      ["Running belt or phone armband", "carries keys, phone and a gel without bouncing", 1],
      ["Entry to a race they want to run", "a goal to train for", 1],
      ["Reflective vest and clip-on lights", "safer runs in the dark", 1],
      ["Foam roller", "for sore legs after hard sessions", 1],
      ["Running store gift card", "towards new shoes, which runners replace often", 2],
      ["GPS running watch", "tracks pace, distance and heart rate", 3],
    ],
  },
  {
    label: "yoga",
    words: /\byoga\b|\byogis?\b|\bpilates\b/,
    ideas: [
      ["Yoga blocks and a strap", "make poses easier to reach and hold", 1],
      ["Meditation cushion", "comfortable seated meditation at the end of practice", 1],
      ["Yoga mat bag", "for carrying the mat to class", 1],
      ["Quality yoga mat", "good grip and cushioning make practice more comfortable", 2],
      ["A class pass at a local studio", "a month of classes with a teacher", 2],
      ["A yoga retreat", "a weekend away for deeper practice", 3],
    ],
  },
  {
    label: "wine",
    words: /\bwine\b|\bwines\b|\bsommelier\b|\boenophile\b/,
    ideas: [
      ["A bottle from a region they love", "something a notch above what they usually buy", 1],
      ["Waiter's corkscrew", "the simple, reliable opener professionals use", 1],
      ["Wine Folly: The Essential Guide to Wine", "a clear, illustrated guide to grapes and regions", 1],
      ["Set of good wine glasses", "the right glass helps bring out a wine's aromas", 2],
      ["Wine tasting or a vineyard tour", "an afternoon of tasting, with you", 2],
      ["Wine club subscription", "a few new bottles delivered every month or quarter", 2],
    ],
  },
  {
    label: "beer",
    words: /\bbeers?\b|\bhomebrew\w*|\bbrewer(?:y|ies)\b/,
    ideas: [
      ["Mixed case from local breweries", "a tour of styles they haven't tried", 1],
      ["Set of beer glasses for different styles", "the right glass for an IPA, a stout or a wheat beer", 1],
      ["Personalized bottle opener", "small, useful and theirs", 1],
      ["Brewery tour and tasting", "see how it's made and taste it fresh", 1],
      ["Homebrewing starter kit", "to brew their own first batch", 2],
      ["Beer of the month club", "new craft beers delivered regularly", 2],
    ],
  },
  {
    label: "tech and gadgets",
    words: /\btech\b|\btechie\b|\bgadgets?\b|\bgeeks?\b|\btechnology\b/,
    ideas: [
      ["Portable power bank", "keeps a phone charged on the go", 1],
      ["Bluetooth tracker (an AirTag or a Tile)", "finds keys, a wallet or a bag", 1],
      ["Smart plugs or bulbs starter set", "a first step into a smart home", 1],
      ["3-in-1 wireless charging station", "charges a phone, earbuds and a watch in one place", 1],
      ["Smart speaker", "music, timers and questions by voice", 2],
      ["Mechanical keyboard", "satisfying to type on, for work or play", 2],
      ["Noise-cancelling earbuds", "quiet on the commute and clear calls", 3],
    ],
  },
  {
    label: "art",
    words: /\bart\b|\barts\b|\bartists?\b|\bartsy\b|\bdraw(?:s|ing)\b|\bpaint(?:s|ing|er|ers)\b|\bsketch\w*/,
    ideas: [
      ["Artist-grade paints or markers", "better pigment makes a real difference to their work", 1],
      ["Set of quality sketchbooks", "for everyday drawing; artists go through them fast", 1],
      ["Tabletop easel", "for painting at a desk or a table", 1],
      ["A book on an artist they admire", "beautiful reproductions and the story behind the work", 1],
      ["An art class or workshop", "pottery, drawing or watercolor", 2],
      ["Museum membership", "a year of visits and exhibitions", 2],
      ["Drawing tablet", "to try digital art", 2],
    ],
  },
  {
    label: "knitting",
    words: /\bknit\w*|\bcrochet\w*|\byarn\b/,
    ideas: [
      ["Luxury yarn, like merino or alpaca", "yarn they'd love but might not buy for themselves", 1],
      ["Project bag", "keeps a work in progress tidy and portable", 1],
      ["Stitch markers and notions kit", "the small tools every knitter needs", 1],
      ["A pattern book from a designer they like", "inspiration for their next projects", 1],
      ["Interchangeable needle set", "every size in one case", 2],
      ["Yarn swift and ball winder", "turns skeins into neat cakes in minutes", 2],
      ["A knitting class or retreat", "new techniques and company", 2],
    ],
  },
  {
    label: "cycling",
    words: /\bcycl(?:ing|ist|ists)\b|\bbik(?:e|es|ing|er|ers)\b|\bbicycl\w*/,
    ideas: [
      ["Front and rear bike lights", "to see and be seen on every ride", 1],
      ["Bike multi-tool", "fixes most things on the road", 1],
      ["Saddle bag with a repair kit", "tube, levers and patches for a flat", 1],
      ["Padded cycling shorts", "comfort on long rides", 2],
      ["A new helmet", "helmets should be replaced after a crash or when they get old", 2],
      ["A bike service voucher", "a tune-up from a local shop", 2],
      ["GPS bike computer", "for routes, speed and distance", 3],
    ],
  },
  {
    label: "sports",
    words: /\bsports?\b|\bfootball\b|\bbasketball\b|\bbaseball\b|\bsoccer\b|\bhockey\b|\b(?:nfl|nba|mlb|nhl)\b/,
    ideas: [
      ["Team-branded blanket or mug", "game day comfort in their colors", 1],
      ["A book about their team or sport", "the stories behind the famous games", 1],
      ["Stadium tour", "behind the scenes of their team's ground", 1],
      ["Jersey of their favorite team or player", "to wear on game day", 2],
      ["Tickets to a game", "the best seat is the one next to you", 2],
      ["A streaming subscription that shows their games", "so they can watch every match", 2],
      ["Signed memorabilia", "a piece of their team's history for the wall", 3],
    ],
  },
];

/** Whom a gift is for: the words, and how a reply names them ("your dad", "a coworker"). */
// A name of undefined is the word the prompt uses ("grandma", "niece").
const RECIPIENTS: readonly (readonly [RegExp, name: string | undefined, kind?: "modest" | "child"])[] = [
  [/\b(?:dad|father|daddy)\b/, "dad"],
  [/\b(?:mom|mum|mother|mommy)\b/, "mom"],
  [/\bwife\b/, "wife"],
  [/\bhusband\b/, "husband"],
  [/\bboyfriend\b/, "boyfriend"],
  [/\bgirlfriend\b/, "girlfriend"],
  [/\b(?:grandpa|grandfather|grandma|grandmother|grandparents)\b/, undefined],
  [/\b(?:co-?worker|colleague)s?\b/, "coworker", "modest"],
  [/\b(?:boss|manager)\b/, "boss", "modest"],
  [/\bteachers?\b/, "teacher", "modest"],
  [/\b(?:teen|teenager)s?\b/, "teenager", "child"],
  [/\b(?:son|daughter|kid|child|nephew|niece|boy|girl)\b/, undefined, "child"],
  [/\b(?:brother|sister)\b/, undefined],
  [/\b(?:best friend|friend)\b/, undefined],
];

/** The tiers a prompt's budget allows: "under $50", "less than $100", "$30 or less", "cheap". */
function tiersWithin(lower: string, modest: boolean): { tiers: readonly Tier[]; amount?: number } {
  const amount = /\b(?:under|less than|below|up to|max(?:imum)?|no more than)\s*\$\s?(\d{1,5})\b|\$\s?(\d{1,5})\s*(?:or less|max|budget)\b/.exec(lower);
  if (amount) {
    const dollars = Number(amount[1] ?? amount[2]);
    return { tiers: dollars <= 50 ? [1] : dollars <= 150 ? [1, 2] : [1, 2, 3], amount: dollars };
  }
  if (/\b(?:cheap|inexpensive|affordable|budget|small|stocking stuffers?)\b/.test(lower)) return { tiers: [1] };
  if (/\b(?:luxury|splurge|expensive|high[- ]end|big)\b/.test(lower)) return { tiers: [2, 3] };
  return { tiers: modest ? [1] : [1, 2, 3] };
}

const PRICE: Readonly<Record<Tier, string>> = { 1: "under $50", 2: "about $50–150", 3: "$150 and up" };

/** A gift asked for: "gift(s)", or "present" as a gift, not "present my slides". */
const CUE = /\bgifts?\b|\bpresents?\s+(?:for|ideas?)\b|\b(?:birthday|christmas|holiday|good|nice|a) present\b/;
/** A request for ideas rather than words about a gift (a thank-you note, a card, wrapping). */
const ASK = /\b(?:ideas?|what|suggest\w*|recommend\w*|need|looking for|help|any|get|buy|good|best|give me|list)\b/;
const NOT_ASKED = /\b(?:thank(?:s| you)|card|note|letter|email|message|poem|wrap(?:ping)?|tags?|receipt|return|tax|etiquette|how much|registry)\b/;
/** The counts a prompt may spell. */
const COUNTS: Readonly<Record<string, number>> = { three: 3, four: 4, five: 5, six: 6, seven: 7 };

/**
 * Gift ideas for someone into a hobby the prompt names (one of 22), each with why and a rough
 * price, within its budget; undefined when it names no hobby or asks for something else.
 * @example giftIdeasReply("What's a good gift for my dad who likes fishing?")?.split("\n")[0] // "Here are 6 gift ideas for your dad, who's into fishing:"
 */
export function giftIdeasReply(prompt: string): string | undefined {
  const lower = prompt.toLowerCase();
  const buying = /\bwhat (?:should|can|could|do) (?:i|we) (?:get|buy)\b/;
  if (!lower.includes("gift") && !lower.includes("present") && !buying.test(lower)) return undefined;
  if (lower.length > 400 || !(CUE.test(lower) || buying.test(lower)) || !(ASK.test(lower) || QUESTION.test(lower)) || NOT_ASKED.test(lower)) return undefined;
  const interests = INTERESTS.filter(({ words }) => words.test(lower));
  let recipient: (typeof RECIPIENTS)[number] | undefined;
  let word: string | undefined;
  for (const entry of RECIPIENTS) {
    word = entry[0].exec(lower)?.[0];
    if (word !== undefined) {
      recipient = entry;
      break;
    }
  }
  const age = /\b(\d{1,2})[- ]?(?:years?|yrs?|yo)(?:[- ]old)?\b/.exec(lower)?.[1];
  const mine = /\b(?:my|our)\b/.test(lower);
  const role = age !== undefined && (!recipient || recipient[2] === "child") ? `${age}-year-old` : recipient ? recipient[1] ?? word : undefined;
  const who = role === undefined ? "someone" : `${mine ? "your" : /^[aeiou]/.test(role) ? "an" : "a"} ${role}`;
  if (interests.length === 0) return role === undefined ? undefined : forWhom(prompt, lower, who, recipient?.[2], age !== undefined);
  const { tiers, amount } = tiersWithin(lower, recipient?.[2] === "modest");
  // Several hobbies named take turns, so each is in the list.
  const longest = Math.max(...interests.map(({ ideas }) => ideas.length));
  const pool = Array.from({ length: longest }, (_, i) => interests.flatMap(({ ideas }) => (ideas[i] ? [ideas[i]] : []))).flat();
  // A child gets no $150 gadget unless asked for one.
  const kid = (age !== undefined || recipient?.[2] === "child") && amount === undefined;
  const within = pool.filter(([, , tier]) => tiers.includes(tier) && !(kid && tier === 3));
  const start = choiceSeed("gifts", lower) % Math.max(1, within.length);
  // The pool's order is cheap first within a hobby: rotate, then show in price order, as a model lists them.
  const asked = /\b([3-7]|three|four|five|six|seven)\s+(?:\w+\s+)?(?:gifts?|ideas?|presents?)\b/.exec(lower)?.[1];
  const count = Math.min(asked ? Number(asked) || COUNTS[asked]! : 6, within.length);
  const chosen = [...within.slice(start), ...within.slice(0, start)].slice(0, count).sort((a, b) => a[2] - b[2]);
  const hobbies = interests.map(({ label }) => label);
  const hobby = hobbies.length > 1 ? `${hobbies.slice(0, -1).join(", ")} and ${hobbies.at(-1)}` : hobbies[0]!;
  const budget = amount !== undefined ? ` under $${amount}` : "";
  // "your dad, who's into fishing" (he is known); "a coworker who's into coffee" (which one).
  const heading = `Here are ${count} gift ideas${budget} for ${who}${mine && who !== "someone" ? "," : ""} who's into ${hobby}:`;
  const list = chosen.map(([name, why, tier], i) => `${i + 1}. **${name}** (${PRICE[tier]}): ${why}.`).join("\n");
  const small = amount !== undefined && amount < 40 ? `\n\nWith $${amount} to spend, look for the smaller or basic versions of these; a thoughtful note with it goes a long way.` : "";
  return `${heading}\n\n${list}${small}\n\nPrices are rough and vary by brand and store. Tell me what they already have, and I can narrow it down.`;
}

/** The questions suggestions.ts does not read: "What's a good gift for …?", "What should I get …?", "A gift for …". */
const QUESTION = /^\s*(?:what(?:'s| is| would be)? (?:a |the )?(?:good |nice |great |thoughtful |perfect |best )?(?:gift|present)\b|what (?:should|can|could|do) (?:i|we) (?:get|buy|give)\b|(?:a |any )?(?:good )?(?:gift|present) for\b)/;
const GIFT_CLOSING = OCCASION_TOPICS.find(({ name }) => name === "gifts")!.closing;

/** Five of suggestions-occasions.ts's gifts that fit whom the prompt names (and its budget), for a question about a gift. */
function forWhom(prompt: string, lower: string, who: string, kind: "modest" | "child" | undefined, aged: boolean): string | undefined {
  if (!QUESTION.test(lower)) return undefined;
  const tags = new Set(askedTags(prompt));
  // A teacher's or a boss's gift is a coworker's kind; a grown-up's no toy.
  if (kind === "modest" && !tags.has("coworker")) tags.add("coworker");
  // A brother or a sister gets what a friend would, not a weekend getaway for a partner.
  if (/\b(?:brother|sister)\b/.test(lower) && !tags.has("mom") && !tags.has("dad")) tags.add("friend");
  if (kind !== "child" && !aged && ![...tags].some((tag) => tag === "toddler" || tag === "kids" || tag === "teens")) tags.add("adults");
  const items = fitting(GIFTS, tags, [], prompt).slice(0, 5);
  return `Here are ${items.length} gift ideas for ${who}:\n\n${items.map((item, i) => `${i + 1}. ${item}`).join("\n")}\n\n${GIFT_CLOSING}`;
}
