/**
 * "Can dogs eat grapes?", "Is chocolate bad for dogs?", "Can cats drink milk?": whether a common
 * food is safe for a dog or a cat, answered yes or no first, then how much and what to watch for,
 * as a careful model answers. Pet owners ask these of chat assistants all the time, often
 * worried, and "The answer can change with the details, tell me more" (the general reply these
 * got before) is the one answer that doesn't help.
 *
 * The verdicts are the standard ones of the ASPCA Animal Poison Control Center, the AKC and vets'
 * guidance (grapes, raisins, chocolate, onions, garlic, xylitol, macadamia nuts and alcohol are
 * toxic to dogs; onions, garlic, chocolate, grapes and lilies to cats; most adult cats are lactose
 * intolerant). A food the table doesn't hold is left to the other replies, so nothing is guessed;
 * a toxic one always ends with the poison lines to call.
 */

type Pet = "dog" | "cat";

interface PetFood {
  /** How a question names the food, as a regex alternation. */
  readonly named: string;
  /** The answer for a dog and for a cat; undefined where the table has none for that animal. */
  readonly dog?: string;
  readonly cat?: string;
  /** Toxic: the answer ends with the poison lines. */
  readonly toxic?: Pet[];
}

const EMERGENCY: Record<Pet, string> = {
  dog: "If your dog has eaten some, **call your vet or an emergency vet now**, even if it seems fine: don't wait for symptoms. In the US you can also call the ASPCA Animal Poison Control Center (888-426-4435) or the Pet Poison Helpline (855-764-7661); fees may apply.",
  cat: "If your cat has eaten some, **call your vet or an emergency vet now**, even if it seems fine: don't wait for symptoms. In the US you can also call the ASPCA Animal Poison Control Center (888-426-4435) or the Pet Poison Helpline (855-764-7661); fees may apply.",
};

const FOODS: readonly PetFood[] = [
  {
    named: String.raw`grapes?|raisins?|sultanas?|currants?`,
    toxic: ["dog", "cat"],
    dog: "**No, never.** Grapes and raisins (and sultanas and currants) are toxic to dogs and can cause sudden **kidney failure**, even in small amounts; there is no known safe amount, and some dogs react to just a few. Watch for vomiting, diarrhoea, lethargy, loss of appetite and drinking or urinating less, usually within hours to a day or two. Keep them out of reach, and beware of foods that contain them: raisin bread, trail mix, fruit cake, cereal bars.",
    cat: "**No.** Grapes and raisins are toxic to dogs, and cats are thought to be at risk too (cases are rarer, partly because cats seldom eat them). Keep them out of reach.",
  },
  {
    named: String.raw`chocolate|cocoa|brownies?`,
    toxic: ["dog", "cat"],
    dog: "**No.** Chocolate is toxic to dogs because of **theobromine** (and caffeine), which dogs process very slowly. The darker the chocolate, the more dangerous: baking chocolate and cocoa powder are worst, dark chocolate next, milk chocolate less, white chocolate has very little. A small dog can be poisoned by a modest amount of dark chocolate. Signs, usually within 6–12 hours: vomiting, diarrhoea, restlessness, panting, a racing heart, tremors and, in serious cases, seizures. Your vet can tell from the dog's weight and the type and amount eaten whether it's dangerous.",
    cat: "**No.** Chocolate is toxic to cats too (theobromine and caffeine), though they eat it less often than dogs. The darker the chocolate, the more dangerous.",
  },
  {
    named: String.raw`onions?|garlic|leeks?|chives|shallots?`,
    toxic: ["dog", "cat"],
    dog: "**No.** Onions, garlic, leeks, chives and shallots, raw, cooked or powdered, damage dogs' red blood cells and can cause **anaemia**; garlic is stronger than onion. A large amount at once or small amounts over days can do it, so avoid foods cooked with them (gravy, some baby food, pizza, takeaway leftovers). Signs can take a few days: weakness, pale gums, fast breathing, red-brown urine.",
    cat: "**No.** Onions, garlic, leeks and chives are even more dangerous for cats than for dogs: they damage red blood cells and cause **anaemia**, even in small amounts, including onion or garlic powder in gravy or baby food.",
  },
  {
    named: String.raw`xylitol|sugar[-\s]free gum|gum|chewing gum`,
    toxic: ["dog"],
    dog: "**No, and it's an emergency.** Xylitol, a sweetener in sugar-free gum, mints, some peanut butters, sweets and baked goods, makes a dog's blood sugar crash within 10–60 minutes and can cause **liver failure**; a few pieces of gum can be dangerous for a small dog. Signs: vomiting, weakness, wobbling, collapse, seizures. Check labels (it may be listed as \"birch sugar\").",
  },
  {
    named: String.raw`macadamia(?:\s+nuts?)?`,
    toxic: ["dog"],
    dog: "**No.** Macadamia nuts are toxic to dogs: within about 12 hours they can cause weakness (especially in the back legs), vomiting, tremors and fever. It's usually not fatal, but call your vet; chocolate-covered ones are more dangerous.",
  },
  {
    named: String.raw`bananas?`,
    dog: "**Yes, in moderation.** Bananas are safe for dogs and a good source of potassium and fibre, but they're high in sugar, so give them as an occasional treat: a few slices for a small dog, up to about half a banana for a large one. Don't give the peel, which is hard to digest.",
    cat: "**Yes, a small piece is safe**, but cats are carnivores and get nothing they need from fruit, and many don't like it. Keep it to a tiny taste now and then.",
  },
  {
    named: String.raw`apples?`,
    dog: "**Yes, without the core and seeds.** Sliced apple is a healthy, crunchy treat for dogs (fibre and vitamins A and C). Remove the core and seeds: the seeds contain small amounts of cyanide-releasing compounds, and the core is a choking risk. Give a few slices, not a whole apple.",
  },
  {
    named: String.raw`peanut\s+butter`,
    dog: "**Yes, usually, if it contains no xylitol.** Plain, unsalted peanut butter is safe for most dogs in small amounts (a teaspoon or so for a small dog, a tablespoon for a large one), and great in a puzzle toy. **Check the label for xylitol** (sometimes called birch sugar), which is highly toxic to dogs. It's high in fat and calories, so keep it to a treat.",
  },
  {
    named: String.raw`cheese`,
    dog: "**Yes, in small amounts**, for most dogs: a small cube of a mild, low-fat cheese (mozzarella, cottage cheese) makes a good training treat. Many dogs digest lactose poorly, and cheese is fatty, so too much can cause an upset stomach or, in some dogs, pancreatitis. Avoid blue cheeses and cheese with garlic, onion or herbs.",
    cat: "**A tiny bit is OK, but it isn't good for them.** Most adult cats are lactose intolerant, so cheese can upset their stomach; a very small piece of hard cheese now and then is the most to give.",
  },
  {
    named: String.raw`eggs?`,
    dog: "**Yes, cooked.** Plain cooked eggs (boiled or scrambled without butter, salt or seasoning) are a good source of protein for dogs. Avoid raw eggs, which carry a risk of salmonella. Treat it as part of the day's food: about one egg a day at most for a large dog, less for a small one.",
    cat: "**Yes, cooked**, in small amounts: plain cooked egg is good protein for cats. Not raw, because of salmonella.",
  },
  {
    named: String.raw`carrots?`,
    dog: "**Yes.** Carrots, raw or cooked, are a great low-calorie treat for dogs, and chewing raw ones is good for their teeth. Cut them into pieces small enough not to choke on, especially for small dogs.",
  },
  {
    named: String.raw`strawberr(?:y|ies)|blueberr(?:y|ies)|raspberr(?:y|ies)`,
    dog: "**Yes, in moderation.** Strawberries, blueberries and raspberries are safe for dogs and full of fibre and vitamin C. Wash them, cut strawberries into small pieces for small dogs, and keep them to a handful as a treat (they contain sugar).",
  },
  {
    named: String.raw`watermelon`,
    dog: "**Yes, without the seeds and rind.** Watermelon flesh is a refreshing, low-calorie treat for dogs, about 92% water. Remove the seeds and the rind, which can cause an intestinal blockage, and give a few cubes.",
  },
  {
    named: String.raw`avocados?`,
    dog: "**Best avoided.** Avocado flesh isn't highly toxic to dogs, but it's very fatty (a risk of stomach upset and pancreatitis), and the pit can cause a choking hazard or a blockage. The leaves, skin and pit contain persin, which is more dangerous to birds and some other animals. Keep guacamole away: it usually has onion and garlic.",
  },
  {
    named: String.raw`rice`,
    dog: "**Yes.** Plain cooked white or brown rice is safe for dogs, and plain white rice with boiled chicken is what vets often suggest for a day or two after an upset stomach. Keep it plain, without butter, salt or seasoning.",
  },
  {
    named: String.raw`bread`,
    dog: "**Yes, plain bread in small amounts**, but it has no nutritional value for dogs. Avoid bread with raisins, garlic, onions, xylitol or nuts, and **never give raw bread dough**: the yeast keeps rising in the stomach and produces alcohol, which is dangerous.",
  },
  {
    named: String.raw`milk|dairy`,
    dog: "**A little is OK for some dogs, but many are lactose intolerant**: milk can cause diarrhoea, vomiting and gas. A few laps now and then is fine if your dog tolerates it; water is all they need to drink.",
    cat: "**Cow's milk isn't a good idea for most cats.** Despite the image, most adult cats are **lactose intolerant**: cow's milk can give them diarrhoea and an upset stomach. Kittens drink their mother's milk, but lose much of the ability to digest lactose after weaning. Water is all a cat needs; if you want to give a treat, lactose-free \"cat milk\" from a pet shop is safe.",
  },
  {
    named: String.raw`tuna`,
    dog: "**A little, occasionally.** Plain canned tuna in water (not oil or brine, no seasoning) is OK for dogs now and then, but tuna contains mercury, so it shouldn't be a regular food.",
    cat: "**As an occasional treat only.** Cats love it, and a little plain tuna in water is fine now and then, but tuna alone isn't a complete diet for a cat, and too much can lead to mercury build-up and to a cat that refuses its normal food. Cat food with tuna in it is formulated to be balanced.",
  },
  {
    named: String.raw`lil(?:y|ies)`,
    toxic: ["cat"],
    cat: "**No, lilies are extremely dangerous for cats.** True lilies (Easter, tiger, Asiatic, daylilies and others) can cause **fatal kidney failure** in cats: even licking pollen off their fur or drinking water from the vase can be enough. Don't keep them in a home with a cat.",
    dog: "Lilies are far more dangerous to cats than to dogs; most true lilies only upset a dog's stomach, but some plants called lilies (lily of the valley) are toxic to dogs too. Call your vet if your dog has eaten one.",
  },
  {
    named: String.raw`cooked\s+bones|chicken\s+bones|bones`,
    dog: "**Not cooked bones.** Cooked bones, especially chicken and other poultry bones, splinter easily and can break teeth, choke a dog, or cut or block the gut. Raw bones are debated among vets; safer chews made for dogs are the usual advice. Watch for vomiting, straining or a swollen belly after a dog swallows a bone, and call your vet.",
  },
  {
    named: String.raw`popcorn`,
    dog: "**Plain, air-popped popcorn is OK** in small amounts. Avoid buttered, salted or flavoured popcorn, and unpopped kernels, which can hurt teeth or be a choking hazard.",
  },
  {
    named: String.raw`pineapple|mangos?|mangoes|oranges?`,
    dog: "**Yes, in small amounts.** Fresh pineapple, mango (without the stone) and orange segments (peeled, without seeds) are safe for most dogs as an occasional treat; they're sugary, so a few pieces is plenty.",
  },
];

/** "Can dogs eat grapes?", "can my cat have milk", "Is chocolate bad for dogs?", "are grapes toxic to dogs", "Is it safe for dogs to eat bananas?". */
const ASKED = [
  /^(?:can|could|should|do|may)\s+(?:a\s+|my\s+|your\s+)?(dogs?|pupp(?:y|ies)|cats?|kittens?)\s+(?:safely\s+)?(?:eat|have|drink|be\s+given|lick)\s+(?:a\s+|an\s+|some\s+|any\s+)?(.{2,40}?)\s*[?.!]*$/,
  /^(?:can|could|should)\s+i\s+(?:give|feed)\s+(?:a\s+|my\s+)?(dogs?|pupp(?:y|ies)|cats?|kittens?)\s+(?:a\s+|an\s+|some\s+|any\s+)?(.{2,40}?)\s*[?.!]*$/,
  /^(?:is|are)\s+(?:a\s+|an\s+)?(.{2,40}?)\s+(?:bad|toxic|poisonous|dangerous|safe|ok|okay|good|harmful|fine)\s+(?:for|to)\s+(?:a\s+|my\s+)?(dogs?|pupp(?:y|ies)|cats?|kittens?)\s*[?.!]*$/,
  /^is\s+it\s+(?:safe|ok|okay|bad|fine)\s+for\s+(?:a\s+|my\s+)?(dogs?|pupp(?:y|ies)|cats?|kittens?)\s+to\s+(?:eat|have|drink)\s+(?:a\s+|an\s+|some\s+)?(.{2,40}?)\s*[?.!]*$/,
  /^my\s+(dog|puppy|cat|kitten)\s+(?:ate|has\s+eaten|just\s+ate|drank|licked)\s+(?:a\s+|an\s+|some\s+|the\s+)?(.{2,40}?)(?:[,.!?]*\s+(?:what|help|is|will|should|do|and)\b.*)?\s*[?.!]*$/,
];

/** "Is chocolate bad for dogs?" asks the other way round from "Can dogs eat chocolate?": its yes is a no. */
const BAD_ASKED = /\b(?:bad|toxic|poisonous|dangerous|harmful)\s+(?:for|to)\b/;

/** The answer's bold lead turned for a question that asks whether the food is bad: "**No.**" to "Can dogs eat…" is "**Yes: toxic to dogs.**" here. */
function forBadAsked(answer: string, toxic: boolean, pet: Pet): string {
  const rest = answer.replace(/^\*\*[^*]+\*\*\s*/, "");
  if (toxic) return `**Yes: toxic to ${pet}s.** ${rest}`;
  return answer.startsWith("**Yes") ? `**No, not in small amounts.** ${rest}` : answer;
}

/** Cheap first look: the question names a dog or a cat. */
const CUE = /\b(?:dogs?|pupp(?:y|ies)|cats?|kittens?)\b/i;

/**
 * Whether a common food is safe for a dog or a cat, yes or no first; undefined for a food the table doesn't hold.
 * @example petFoodReply("Can dogs eat grapes?")?.startsWith("**No, never.**") // true
 */
export function petFoodReply(prompt: string): string | undefined {
  if (prompt.length > 100 || !CUE.test(prompt)) return undefined;
  const asked = prompt.trim().toLowerCase().replace(/[’]/g, "'");
  for (const [index, form] of ASKED.entries()) {
    const match = form.exec(asked);
    if (!match) continue;
    // The third form names the food first: "Is chocolate bad for dogs?".
    const [animal, food] = index === 2 ? [match[2]!, match[1]!] : [match[1]!, match[2]!];
    const pet: Pet = /^(?:cat|kitten)/.test(animal) ? "cat" : "dog";
    const known = FOODS.find((entry) => new RegExp(`^(?:${entry.named})$`).test(food.replace(/^(?:raw|cooked|plain|fresh|dark|milk|white|a\s+little|a\s+bit\s+of)\s+/, "")));
    const answer = known?.[pet];
    if (known === undefined || answer === undefined) return undefined;
    const ate = index === 4;
    const toxic = known.toxic?.includes(pet) === true;
    const poison = toxic ? `\n\n${EMERGENCY[pet]}` : "";
    const said = index === 2 && BAD_ASKED.test(asked) ? forBadAsked(answer, toxic, pet) : answer;
    return ate && toxic ? `${EMERGENCY[pet]}\n\n${said}` : `${said}${poison}`;
  }
  return undefined;
}
