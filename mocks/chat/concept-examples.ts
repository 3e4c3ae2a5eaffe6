/**
 * An everyday example of an idea that is not code: "Give me an example of inflation", "What's a
 * real-world example of opportunity cost?", and "Give me an example" after "What is
 * photosynthesis?" (follow-up-questions.ts asks it so). The word "example" reads as a request
 * for code elsewhere, and a Python skeleton named "of_inflation" is the mock at its worst; a
 * person asking wants prices going up, a Saturday given up, a leaf in the sun. Each example is a
 * concrete case with its numbers worked out, the same for every request; a subject the table
 * does not hold is left to the other replies.
 */

/** A subject and its example. */
interface ConceptExample {
  /** The subject as a question names it, after "an example of". */
  readonly subject: RegExp;
  /** The subject as the reply names it. */
  readonly name: string;
  readonly example: string;
}

const EXAMPLES: readonly ConceptExample[] = [
  {
    subject: /^inflation$/,
    name: "inflation",
    example: `Say a loaf of bread costs **$3.00** this year and prices rise by **4%** over the year. Next year the same loaf costs **$3.12** ($3.00 × 1.04).

If you earn $20 an hour and your pay doesn't change, an hour's work bought about 6.7 loaves last year ($20 ÷ $3.00) and only about 6.4 now ($20 ÷ $3.12): you earn the same number of dollars, but they buy less. That loss of buying power is what inflation is, and it's why a raise below the inflation rate is a pay cut in real terms.

A real case: in June 2022, US consumer prices were **9.1%** higher than a year earlier, the fastest rise in about 40 years, led by fuel, food and housing.`,
  },
  {
    subject: /^opportunity\s+costs?$/,
    name: "opportunity cost",
    example: `You have a free Saturday. You could work an extra shift and earn **$120**, or go to a concert with a **$50** ticket. If you choose the concert, its cost isn't just the $50: you also give up the $120 you would have earned. The opportunity cost of the concert is the $120 shift, the best option you passed up.

The same reasoning applies to bigger choices:

- **Going to university**: the cost includes the wages you would have earned working during those years, not only the tuition.
- **Spending savings**: $5,000 spent on a car today is $5,000 that isn't earning interest or growing in an index fund.
- **A business**: a bakery that uses its oven for bread can't use it for cakes at the same time; the cakes it doesn't bake are the bread's opportunity cost.`,
  },
  {
    subject: /^photosynthesis$/,
    name: "photosynthesis",
    example: `An oak tree on a sunny summer day:

1. Its leaves take in **carbon dioxide** from the air through tiny pores called stomata.
2. Its roots draw up **water**, which travels up the trunk to the leaves.
3. The **chlorophyll** in the leaves absorbs sunlight, and the leaf uses that energy to turn the carbon dioxide and water into **glucose**.
4. The leaf releases **oxygen** through the same pores, and the tree uses the glucose for energy or builds it into starch and wood.

Most of a tree's dry weight is built from that carbon dioxide and water, not taken from the soil. You can see photosynthesis happen with pondweed in a glass of water on a sunny windowsill: small bubbles of oxygen rise from its leaves, and fewer when you move it into the shade.`,
  },
  {
    subject: /^(?:the\s+(?:law\s+of\s+)?)?supply\s+and\s+demand$/,
    name: "supply and demand",
    example: `Umbrellas on a rainy day in a city. When a storm starts, lots of people want an umbrella at once (**demand rises**), but the shops near the station only have so many (**supply stays the same**). Street sellers notice, and an umbrella that cost $5 on a dry day sells for $10, and people still buy it. When the rain stops, demand falls and the price drops back.

The same thing works the other way: strawberries in summer, when farms pick far more than usual (**supply rises**), are cheaper than in winter, when fewer are grown and they have to be shipped from far away.`,
  },
  {
    subject: /^(?:an?\s+)?(?:economic\s+)?recessions?$/,
    name: "a recession",
    example: `The **Great Recession** in the United States, which began in December 2007 and ended in June 2009. Falling house prices left banks with losses on mortgage loans; after the investment bank Lehman Brothers collapsed in September 2008, lending froze, businesses cut spending and jobs, and the loss of income cut spending further. US unemployment rose from about 5% to a peak of **10%** in October 2009, and it took years to come back down.

A much shorter one followed the pandemic: the US recession of 2020 lasted just two months, **February to April**, the shortest on record, as lockdowns closed shops, restaurants and factories almost overnight.`,
  },
  {
    subject: /^(?:a\s+)?sunk\s+costs?(?:\s+fallacy)?$/,
    name: "the sunk cost fallacy",
    example: `You paid $15 for a film ticket, and half an hour in you're bored. The $15 is gone whether you stay or leave: it's a **sunk cost**. Staying "so the ticket isn't wasted" is the **sunk cost fallacy**; the only real choice is how to spend the next 90 minutes, and leaving may be the better one.

Bigger versions: finishing a degree you no longer want because of the years already put in, or repairing an old car again because of all the money already spent on it.`,
  },
  {
    subject: /^(?:(?:the\s+)?law\s+of\s+)?diminishing\s+(?:marginal\s+)?returns$/,
    name: "diminishing returns",
    example: `A café with one coffee machine hires baristas. The first barista serves 30 customers an hour, and a second adds 25 more. A third adds only 10, because the three now wait for the same machine; a fourth adds almost nothing and just gets in the way. Each extra worker still helps a little, but less than the one before: that's **diminishing returns**.

You feel it when studying too: the first hour of revision helps a lot, the fifth hour in a row much less.`,
  },
  {
    subject: /^natural\s+selection$/,
    name: "natural selection",
    example: `The **peppered moth** in England. Most of these moths were pale and speckled, well hidden on pale, lichen-covered tree bark, while a rare dark form was easy for birds to spot. During the Industrial Revolution, soot from factories killed the lichen and blackened the trees around cities. Now the pale moths stood out and were eaten more often, and the dark moths survived to breed, so by the late 1800s most moths near industrial cities were dark.

When clean-air laws in the 20th century made the trees pale again, the pale form became common once more. Nothing decided this: the moths that happened to be hard to see left more offspring.`,
  },
  {
    subject: /^osmosis$/,
    name: "osmosis",
    example: `Put a limp stick of celery in a glass of plain water and leave it for a few hours: it firms up again. The water is less salty and sugary than the celery's cells, so water moves into the cells through their membranes, and they swell and go stiff.

It works the other way too: sprinkle salt on sliced cucumber and water beads on the surface within minutes, because water moves out of the cells toward the saltier outside. That's why salt is used to draw water out of vegetables before pickling.`,
  },
  {
    subject: /^(?:an?\s+)?metaphors?$/,
    name: "a metaphor",
    example: `"**Time is money.**" It says one thing *is* another, without "like" or "as", to carry an idea over: time, like money, can be spent, saved and wasted.

More examples:

- "All the world's a stage" (Shakespeare, *As You Like It*).
- "She has a heart of gold."
- "The classroom was a zoo."

If it used "like" or "as" ("the classroom was like a zoo"), it would be a simile.`,
  },
  {
    subject: /^(?:an?\s+)?similes?$/,
    name: "a simile",
    example: `"**As busy as a bee.**" A simile compares two things using "like" or "as".

More examples:

- "My mama always said life was like a box of chocolates" (*Forrest Gump*).
- "He ran like the wind."
- "The lake was as smooth as glass."

Without "like" or "as" ("the lake was glass"), the comparison becomes a metaphor.`,
  },
  {
    subject: /^alliteration$/,
    name: "alliteration",
    example: `"**Peter Piper picked a peck of pickled peppers.**" Alliteration repeats the same first sound in words close together.

You see it everywhere: brand names like Coca-Cola, PayPal and Dunkin' Donuts, characters like Mickey Mouse and Peter Parker, and headlines written to stick in your head.`,
  },
];

/** "Give me an example of X", "What's a real-world example of X?", "an example of X please". */
const ASKED =
  /^(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:(?:give|show|tell)\s+(?:me\s+|us\s+)?|what(?:'s|\s+is|\s+would\s+be)\s+|i\s+(?:need|want)\s+)?(?:an?\s+|one\s+|some\s+)?(?:(?:good|simple|quick|real[\s-]?(?:world|life)|concrete|practical|everyday|specific|clear)\s+)?examples?\s+of\s+(.{2,60}?)(?:\s+please)?\s*[?!.]*$/i;

/**
 * The example of the non-code idea the prompt asks an example of, or undefined.
 * @example conceptExampleReply("Give me an example of inflation")?.startsWith("Here's an everyday example of inflation") // true
 */
export function conceptExampleReply(prompt: string): string | undefined {
  if (prompt.length > 120 || !/example/i.test(prompt)) return undefined;
  const subject = ASKED.exec(prompt.trim())?.[1];
  if (subject === undefined) return undefined;
  const asked = subject.toLowerCase().replace(/\s+/g, " ").trim();
  const found = EXAMPLES.find((entry) => entry.subject.test(asked));
  return found === undefined ? undefined : `Here's an everyday example of ${found.name}:\n\n${found.example}`;
}
