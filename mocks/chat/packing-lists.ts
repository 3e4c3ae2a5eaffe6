/**
 * Packing lists for a kind of trip or occasion: "Give me a packing list for a beach vacation",
 * "What should I pack for a 5-day ski trip?", "hospital bag checklist for giving birth", "moving
 * house essentials box". A model answers with a checklist grouped the way people pack (Clothes,
 * Toiletries, Documents & money, Tech, Extras), the items the trip needs; a reply of packing tips
 * ("roll your clothes") answers another question. The number of days in the prompt scales the
 * counts of what is worn once ("5 days" → 5 T-shirts), within sense (a few swimsuits however long
 * the trip, laundry past a week), and a destination named is kept in the opening line.
 *
 * The lists are designed from common travel and maternity checklists, not copied from one
 * authority; a kind the table does not know gets the general trip list. Tips on packing
 * ("How do I pack light?") stay suggestions-life.ts's.
 *
 * Cheap first: "pack", "bring", "checklist" or "hospital bag" must be in the prompt before any regex.
 */
import { writtenNumber } from "./written-numbers.ts";

/** An item: a plain line, or one whose count the days scale ("# T-shirts"). */
type Item = string | { readonly shown: (count: number) => string; readonly perDay: number; readonly min: number; readonly max: number };

interface Group {
  readonly name: string;
  readonly items: readonly Item[];
}

interface Trip {
  /** Words that name the kind in a prompt. */
  readonly named: RegExp;
  /** As the opening line says it: "beach vacation". */
  readonly shown: string;
  /** Whether days make sense for it ("a 5-day beach vacation"); a moving box has none. */
  readonly days: boolean;
  readonly groups: readonly Group[];
  /** One line of advice after the list. */
  readonly tip: string;
}

/** A counted item: `count` of it, `perDay` a day, never fewer than `min` nor more than `max` (laundry past that). */
const per = (one: string, many: string, perDay: number, min: number, max: number): Item => ({
  shown: (count) => `${count} ${count === 1 ? one : many}`,
  perDay,
  min,
  max,
});

const UNDERWEAR = per("pair of underwear", "pairs of underwear", 1, 2, 8);
const SOCKS = per("pair of socks", "pairs of socks", 1, 2, 8);
const TOPS = per("T-shirt or top", "T-shirts or tops", 1, 2, 7);
const BASICS = ["Toothbrush and toothpaste", "Deodorant", "Shampoo and conditioner (travel size)", "Prescription medicines, in your hand luggage", "Small first-aid kit: plasters, painkillers, antihistamines"];
const PAPERS = ["Passport or ID (check it is valid for your whole stay)", "Bank card and some local cash", "Travel insurance details", "Booking confirmations (on your phone and printed)"];
const TECH = ["Phone and charger", "Power bank", "Plug adapter if you cross borders", "Headphones"];

const TRIPS: readonly Trip[] = [
  {
    named: /\bhospital bag\b|\bgiving birth\b|\bfor (?:the )?birth\b|\bfor labou?r\b|\bmaternity\b/i,
    shown: "hospital bag for giving birth",
    days: false,
    groups: [
      { name: "Documents", items: ["Your birth plan and maternity notes", "ID and insurance or health card", "Phone numbers of who to call after the birth"] },
      { name: "For labour", items: ["A loose nightdress or big T-shirt", "Dressing gown and slippers", "Lip balm and hair ties", "Snacks and a bottle of water with a straw", "Phone charger with a long cable", "Something to pass the time: music, a book"] },
      { name: "For you after the birth", items: ["2–3 comfortable nightdresses or pyjamas that open at the front for feeding", "Maternity pads (a large pack)", "5 pairs of big, high-waisted underwear (or disposable ones)", "2 nursing bras and breast pads", "Toiletries: toothbrush, shampoo, shower gel, a towel", "A loose outfit to go home in"] },
      { name: "For the baby", items: ["3–4 bodysuits and sleepsuits, newborn size", "A hat and socks or scratch mittens", "Newborn nappies (diapers) and wipes", "A muslin or two and a blanket", "An outfit for going home", "A rear-facing car seat, fitted before the day"] },
    ],
    tip: "Have it packed by about 36 weeks, and ask your hospital what it already provides.",
  },
  {
    named: /\bmoving\b|\bmove (?:house|home)\b|\bfirst[- ]night box\b|\bessentials box\b/i,
    shown: "moving-day essentials box",
    days: false,
    groups: [
      { name: "Clothes & bedding", items: ["A change of clothes for everyone for the next day", "Sheets, pillows and a duvet for the first night", "Towels"] },
      { name: "Toiletries", items: ["Toothbrushes and toothpaste", "Toilet paper and hand soap", "Medicines", "Shower gel and shampoo"] },
      { name: "Documents & money", items: ["Lease or sale papers and the new keys", "Your movers' and utility companies' contact details", "Some cash for tips or takeaway"] },
      { name: "Tech", items: ["Phone chargers", "A power strip", "Wi-Fi router and its cables, with the setup details"] },
      { name: "Extras", items: ["Box cutter or scissors, tape and bin bags", "A basic toolkit: screwdrivers, Allen keys, a hammer", "Light bulbs and a torch", "Kettle, mugs, tea or coffee", "Paper plates, cutlery and snacks", "Cleaning cloths and spray", "Pet food and bowls, if you have pets"] },
    ],
    tip: "Mark the box \"Open first\", and move it in your own car rather than the van.",
  },
  {
    named: /\bbab(?:y|ies)\b|\btoddlers?\b|\binfants?\b/i,
    shown: "trip with a baby",
    days: true,
    groups: [
      { name: "Baby's clothes", items: [per("bodysuit or outfit", "bodysuits or outfits", 2, 3, 12), per("sleepsuit", "sleepsuits", 1, 2, 7), "A warm layer, a hat and socks", "A sun hat if it is sunny"] },
      { name: "Feeding & changing", items: [per("nappy (diaper)", "nappies (diapers), or buy more there", 7, 10, 60), "Wipes and nappy cream", "A portable changing mat and nappy bags", "Bottles, formula or breast pump as you use them", "Bibs, snacks and a sippy cup for older babies"] },
      { name: "Documents & money", items: ["Baby's passport or ID where needed", "Health card and insurance details", ...PAPERS.slice(1, 3)] },
      { name: "Sleep & gear", items: ["Travel cot or sleeping bag (check if the hotel lends one)", "Car seat or stroller", "Baby carrier or sling", "Favourite comforter or toy", "White-noise app or a blackout blind"] },
      { name: "Extras", items: ["Baby paracetamol and a thermometer", "Baby sunscreen (for 6 months and older)", "A change of clothes for you in the hand luggage", "Muslins"] },
    ],
    tip: "Keep a day's nappies, food and a spare outfit in the bag you carry; the rest can be bought at most destinations.",
  },
  {
    named: /\bcarry[- ]on\b|\blong[- ]haul\b|\blong flight\b|\bhand luggage\b|\bon the plane\b/i,
    shown: "long-haul flight carry-on",
    days: false,
    groups: [
      { name: "Clothes", items: ["Comfortable layers: a hoodie or cardigan (planes are cold)", "Compression socks for flights over a few hours", "A change of underwear and a T-shirt, in case your bag is delayed"] },
      { name: "Toiletries (liquids in 100 ml bottles, in one clear bag)", items: ["Toothbrush and small toothpaste", "Lip balm and moisturiser", "Eye drops", "Hand sanitiser and wipes", "Prescription medicines"] },
      { name: "Documents & money", items: PAPERS },
      { name: "Tech", items: ["Phone and charger", "Power bank (in the cabin, not the checked bag)", "Noise-cancelling headphones with an airline adapter", "Downloaded films, shows and playlists", "Tablet or e-reader"] },
      { name: "Extras", items: ["Neck pillow, eye mask and earplugs", "An empty water bottle to fill after security", "Snacks", "A pen for arrival forms"] },
    ],
    tip: "Check your airline's carry-on size and weight limits before you go.",
  },
  {
    named: /\bbusiness\b|\bwork trip\b|\bconference\b/i,
    shown: "business trip",
    days: true,
    groups: [
      { name: "Clothes", items: [per("work shirt or blouse", "work shirts or blouses", 1, 2, 6), "1–2 suits or smart outfits that mix and match", "Smart shoes and a casual pair", UNDERWEAR, SOCKS, "Something casual for the evenings", "Sleepwear"] },
      { name: "Toiletries", items: [...BASICS.slice(0, 4), "Razor or grooming kit"] },
      { name: "Documents & money", items: ["Passport or ID", "Corporate card and some cash", "Business cards", "Meeting agenda and travel confirmations"] },
      { name: "Tech", items: ["Laptop and charger", "Phone and charger", "Power bank", "Plug adapter", "HDMI or USB-C display adapter for presenting", "Headphones for calls"] },
      { name: "Extras", items: ["Notebook and pen", "A garment bag or packing cubes to keep things crease-free", "Receipts folder for expenses"] },
    ],
    tip: "Wear the bulkiest outfit on the way, and keep the presentation on the laptop and in the cloud.",
  },
  {
    named: /\bski(?:ing)?\b|\bsnowboard(?:ing)?\b/i,
    shown: "ski trip",
    days: true,
    groups: [
      { name: "Clothes", items: ["Ski jacket and ski trousers", per("thermal base layer set", "thermal base layer sets", 0.5, 2, 3), "1–2 fleeces or mid layers", per("pair of ski socks", "pairs of ski socks", 1, 2, 6), "Gloves or mittens, and liners", "Neck warmer or buff and a warm hat", UNDERWEAR, "Warm clothes and snow boots for the evenings"] },
      { name: "Toiletries", items: [...BASICS.slice(0, 4), "High-SPF sunscreen and lip balm with SPF (the sun is strong on snow)", "Moisturiser"] },
      { name: "Documents & money", items: [...PAPERS.slice(0, 2), "Travel insurance that covers winter sports", "Lift pass and ski rental confirmations"] },
      { name: "Tech", items: [...TECH.slice(0, 3), "Hand warmers (phones die fast in the cold)"] },
      { name: "Extras", items: ["Helmet and goggles (or rent them)", "Sunglasses", "Small backpack for the slopes", "Snacks and a water bottle", "Swimsuit for a hot tub or spa"] },
    ],
    tip: "Layers beat one thick jacket: you can take one off when the sun comes out.",
  },
  {
    named: /\bcamp(?:ing)?\b|\btent\b/i,
    shown: "camping trip",
    days: true,
    groups: [
      { name: "Clothes", items: [TOPS, "1–2 pairs of trousers or shorts", "A fleece or warm layer for the evenings", "Waterproof jacket", UNDERWEAR, SOCKS, "Sturdy shoes and camp sandals", "A warm hat and something to sleep in"] },
      { name: "Toiletries", items: ["Toothbrush and toothpaste", "Biodegradable soap and a quick-dry towel", "Toilet paper and a trowel", "Sunscreen and insect repellent", "First-aid kit and medicines"] },
      { name: "Documents & money", items: ["ID", "Campsite booking or permit", "Some cash"] },
      { name: "Tech", items: ["Head torch and spare batteries", "Phone and power bank", "Offline maps downloaded"] },
      { name: "Shelter & kitchen", items: ["Tent, pegs and a mallet", "Sleeping bag rated for the night temperatures", "Sleeping mat", "Stove, fuel and a lighter", "Pot, plates, cutlery and a mug", "Food, water and a water filter", "Rubbish bags", "Multitool or knife"] },
    ],
    tip: "Pitch the tent once at home before the trip, and check the forecast for the nights.",
  },
  {
    named: /\bhik(?:e|es|ing)\b|\btrek(?:king)?\b|\bbackpacking\b/i,
    shown: "hiking trip",
    days: true,
    groups: [
      { name: "Clothes", items: ["Moisture-wicking T-shirts (not cotton)", "Hiking trousers or shorts", "Fleece or insulating layer", "Waterproof jacket", per("pair of hiking socks", "pairs of hiking socks", 1, 2, 5), UNDERWEAR, "Broken-in hiking boots or trail shoes", "Sun hat and a warm hat"] },
      { name: "Toiletries", items: ["Sunscreen and lip balm with SPF", "Insect repellent", "Blister plasters and a small first-aid kit", "Toilet paper and hand sanitiser", "Toothbrush and toothpaste"] },
      { name: "Documents & money", items: ["ID", "Some cash", "Permits or hut bookings, if needed", "Emergency contacts written down"] },
      { name: "Tech", items: ["Phone with offline maps", "Power bank", "Head torch", "Paper map and compass as a backup"] },
      { name: "Extras", items: ["Daypack or backpack that fits", "Water: 2 litres or more, or a filter", "High-energy snacks", "Whistle", "Trekking poles, if you use them"] },
    ],
    tip: "Tell someone your route and when you expect to be back.",
  },
  {
    named: /\bfestivals?\b|\bcoachella\b|\bglastonbury\b/i,
    shown: "festival",
    days: true,
    groups: [
      { name: "Clothes", items: [TOPS, "Shorts and a pair of jeans or leggings", "Waterproof jacket or poncho", "A warm hoodie for the nights", UNDERWEAR, SOCKS, "Wellies or boots and comfortable trainers", "Sun hat and sunglasses"] },
      { name: "Toiletries", items: ["Toothbrush and toothpaste", "Wet wipes and dry shampoo", "Toilet paper and hand sanitiser", "Sunscreen", "Earplugs", "Medicines and plasters"] },
      { name: "Documents & money", items: ["Ticket or wristband", "ID", "Bank card and some cash"] },
      { name: "Tech", items: ["Phone and a large power bank", "Head torch"] },
      { name: "Extras", items: ["Tent, sleeping bag and mat, if you camp", "Refillable water bottle", "Bin bags to keep things dry", "A small bag that closes, worn in front", "Snacks"] },
    ],
    tip: "Check the festival's list of banned items before you pack.",
  },
  {
    named: /\bbeach\b|\bseaside\b|\btropical\b|\bisland\b|\bresort\b|\bcruise\b/i,
    shown: "beach vacation",
    days: true,
    groups: [
      { name: "Clothes", items: [per("swimsuit", "swimsuits", 0.34, 2, 3), TOPS, "2–3 pairs of shorts", "A light dress, or a shirt and trousers, for the evenings", UNDERWEAR, "Sleepwear", "Flip-flops and sandals", "Sun hat and a cover-up", "A light jumper for cool evenings"] },
      { name: "Toiletries", items: [...BASICS.slice(0, 3), "Sunscreen (SPF 30 or more) and lip balm with SPF", "After-sun or aloe vera", "Insect repellent", ...BASICS.slice(3)] },
      { name: "Documents & money", items: PAPERS },
      { name: "Tech", items: [...TECH, "Waterproof phone pouch"] },
      { name: "Extras", items: ["Sunglasses", "Beach towel (if the hotel does not lend them)", "Beach bag", "Refillable water bottle", "A book or e-reader", "Snorkel mask, if you will snorkel"] },
    ],
    tip: "Put the sunscreen in your checked bag, or buy it there: bottles over 100 ml cannot go in hand luggage.",
  },
  {
    named: /\bcity\b|\bcity break\b|\bsightseeing\b/i,
    shown: "city break",
    days: true,
    groups: [
      { name: "Clothes", items: [TOPS, "1–2 pairs of trousers or jeans", "One smarter outfit for dinner", "A light jacket or rain jacket", UNDERWEAR, SOCKS, "Comfortable walking shoes", "Sleepwear"] },
      { name: "Toiletries", items: BASICS },
      { name: "Documents & money", items: [...PAPERS, "Museum or attraction tickets booked ahead"] },
      { name: "Tech", items: [...TECH, "Offline map of the city"] },
      { name: "Extras", items: ["A small day bag or crossbody bag", "Compact umbrella", "Refillable water bottle", "Sunglasses"] },
    ],
    tip: "You will walk a lot: bring shoes you have already worn in.",
  },
];

/** The general list, for a trip the prompt names no kind of. */
const ANY_TRIP: Trip = {
  named: /$^/,
  shown: "trip",
  days: true,
  groups: [
    { name: "Clothes", items: [TOPS, "2 pairs of trousers, jeans or shorts", "A warm layer and a rain jacket", UNDERWEAR, SOCKS, "Sleepwear", "Comfortable shoes and one other pair"] },
    { name: "Toiletries", items: BASICS },
    { name: "Documents & money", items: PAPERS },
    { name: "Tech", items: TECH },
    { name: "Extras", items: ["Refillable water bottle", "Sunglasses", "A day bag", "Snacks for the journey"] },
  ],
  tip: "Lay everything out first, then put back what you are not sure you will use.",
};

/** "packing list", "what should I pack", "what to bring", "hospital bag checklist", "essentials box". */
const ASKS = /\bpacking\s+(?:list|checklist)\b|\bwhat\s+(?:should|do|must)\s+(?:i|we)\s+(?:pack|bring|take)\b|\bwhat\s+to\s+(?:pack|bring|take)\b|\b(?:list|checklist)\s+(?:of\s+)?(?:things\s+|what\s+)?to\s+(?:pack|bring)\b|\bhospital\s+bag\b|\b(?:essentials|first[- ]night)\s+box\b|\bhelp\s+me\s+pack\b/i;
/** Tips on packing, not a list: "How do I pack light?", suggestions-life.ts's. */
const TIPS = /\b(?:tips?|how\s+(?:do|can|should)\s+i\s+pack|how\s+to\s+pack)\b/i;
/** "5 days", "a 10-day trip", "3 nights", "a week", "two weeks", "the weekend": group 1 the count, group 2 the unit. */
const DAYS = /\b(\d{1,2}|a|one|two|three|four|five|six|seven|eight|nine|ten|fourteen)[- ](days?|nights?|weeks?)\b|\b(weekend)\b/i;
/** "in Bali", "to New York", "for Hawaii": group 1 the preposition (a "for" is said "to"), group 2 a destination with a capital, case-sensitive so "in the sun" is none. */
const DESTINATION = /\b(in|to|for)\s+((?:[A-Z][\p{L}'’.-]+)(?:\s+(?:[A-Z][\p{L}'’.-]+|de|del|la|of)){0,3})/u;
/** Words with a capital that are no destination: "to Pack", "in May". */
const NOT_A_PLACE = /^(?:I|A|An|The|My|Our|Pack|Bring|Take|January|February|March|April|May|June|July|August|September|October|November|December|Spring|Summer|Autumn|Fall|Winter|Christmas|Easter)\b/;
/** Days assumed when the prompt gives none. */
const DEFAULT_DAYS = 7;

/** The trip's days as the prompt says them, or undefined. */
function daysOf(prompt: string): number | undefined {
  const match = DAYS.exec(prompt);
  if (match === null) return undefined;
  if (match[3] !== undefined) return 2;
  const count = match[1]!.toLowerCase() === "a" ? 1 : writtenNumber(match[1]!) ?? Number(match[1]);
  const unit = match[2]!.toLowerCase();
  // A night's stay needs the next day's clothes too: 3 nights, 4 days.
  const days = unit.startsWith("week") ? count * 7 : unit.startsWith("night") ? count + 1 : count;
  return days >= 1 && days <= 90 ? days : undefined;
}

/**
 * A packing checklist for the trip or occasion the prompt names, grouped, its counts fitted to the
 * days it gives, or undefined when it asks for no packing list.
 * @example packingListReply("Give me a packing list for a 5-day beach vacation")?.split("\n")[0] // "Here's a packing list for a 5-day beach vacation:"
 */
export function packingListReply(prompt: string): string | undefined {
  // Cheap first look: most prompts never say pack, bring, checklist or hospital bag.
  if (prompt.length > 300 || !/pack|bring|take|checklist|hospital bag|box/i.test(prompt) || !ASKS.test(prompt) || TIPS.test(prompt)) return undefined;
  const trip = TRIPS.find((candidate) => candidate.named.test(prompt)) ?? ANY_TRIP;
  const given = trip.days ? daysOf(prompt) : undefined;
  const days = given ?? DEFAULT_DAYS;
  const destination = DESTINATION.exec(prompt);
  const where = destination !== null && !NOT_A_PLACE.test(destination[2]!) ? ` ${destination[1]!.toLowerCase() === "for" ? "to" : destination[1]!.toLowerCase()} ${destination[2]!.replace(/[.]+$/, "")}` : "";
  const what = given !== undefined ? `a ${given}-day ${trip.shown}` : `${/^[aeiou]/i.test(trip.shown) ? "an" : "a"} ${trip.shown}`;
  // Counts with no days given are a week's, and the list says so.
  const lines = [`Here's a packing list for ${what}${where}${trip.days && given === undefined ? " (counts for about a week)" : ""}:`];
  for (const group of trip.groups) {
    lines.push("", `**${group.name}**`);
    for (const item of group.items) lines.push(`- [ ] ${typeof item === "string" ? item : item.shown(Math.min(item.max, Math.max(item.min, Math.round(days * item.perDay))))}`);
  }
  // Counts stop at a week's worth: past that, a model says to do laundry rather than pack more.
  const laundry = trip.days && days > DEFAULT_DAYS ? " For more than a week, plan one laundry stop rather than packing more clothes." : "";
  const ask = trip.days && given === undefined ? " Tell me how many days and where, and I'll adjust the counts." : " Want me to adjust it for the weather or anything special?";
  lines.push("", `${trip.tip}${laundry}${ask}`);
  return lines.join("\n");
}
