/**
 * The About Us page of a business: "Write an about us page for a bakery", "…for my plumbing
 * company". A model writes the page a small business puts on its website: a heading, how it
 * started, what it does and how, what it believes in, the people behind it, and an invitation
 * to visit or get in touch, with [Business name] placeholders for what only the owner knows. A
 * business it knows (a bakery, a café, a restaurant, a gym, a plumber, a law firm…) gets words
 * of its trade; any other gets the same page about "our [business]". An about-me page is a
 * person's bio (profile-bios.ts).
 */

interface Trade {
  /** Words that name the business in a prompt. */
  readonly named: RegExp;
  /** What the business does, in a line after "we". */
  readonly craft: string;
  /** Three things it believes in, each a bold name and a line. */
  readonly values: readonly (readonly [string, string])[];
  /** The invitation at the end. */
  readonly invitation: string;
}

/** The businesses asked about most, with words of their trade. */
const TRADES: readonly Trade[] = [
  {
    named: /\b(?:bakery|bakeries|bakeshop|patisserie|pastry)\b/i,
    craft: "bake bread, pastries and cakes from scratch every morning, with flour from [local mill] and no shortcuts",
    values: [["Baked fresh daily", "Everything on our shelves was made in our kitchen that morning."], ["Real ingredients", "Butter, eggs, flour and time: nothing artificial."], ["Part of the neighborhood", "We know our regulars by name and their order by heart."]],
    invitation: "Stop by [address] for a warm loaf and a coffee. We open at [time], and the croissants go fast.",
  },
  {
    named: /\b(?:caf[eé]s?|coffee\s+(?:shop|house|bar|roaster\w*))\b/i,
    craft: "serve specialty coffee roasted [in-house / by our friends at Roaster], with homemade food and a place to slow down",
    values: [["Great coffee", "Carefully sourced beans, brewed by baristas who care."], ["A third place", "Somewhere between home and work to meet, read or just sit."], ["Fair from farm to cup", "We buy from growers who are paid fairly for their work."]],
    invitation: "Come in for a cup at [address]. We're open [days and hours], and the Wi-Fi password is on the board.",
  },
  {
    named: /\b(?:restaurants?|bistro|diner|pizzeria|trattoria|eatery)\b/i,
    craft: "cook [cuisine] food with seasonal ingredients from local farms, the way we'd cook for our own family",
    values: [["Seasonal menus", "Our menu changes with what's fresh this month."], ["Local first", "We work with [number] farms and producers within [distance]."], ["Hospitality", "Every guest should leave feeling looked after."]],
    invitation: "Book a table at [link] or call us at [phone]. We'd love to cook for you.",
  },
  {
    named: /\b(?:gym|fitness\s+(?:studio|center|centre)|yoga\s+studio|pilates\s+studio|crossfit\s+box)\b/i,
    craft: "help people of every fitness level get stronger, move better and feel good, with coaching that fits real lives",
    values: [["Everyone belongs", "No egos, no judgment: beginners are as welcome as athletes."], ["Expert coaching", "Our certified trainers build programs around you."], ["Community", "Classes, challenges and friends who keep you coming back."]],
    invitation: "Try a free class: book at [link] or drop in at [address].",
  },
  {
    named: /\b(?:plumb\w*|electrician|electrical|hvac|roofing|handyman|cleaning|landscaping|construction)\b/i,
    craft: "keep [area]'s homes and businesses running, with honest prices, tidy work and technicians who show up when they say they will",
    values: [["Upfront pricing", "You'll know the price before we start. No surprises."], ["Licensed and insured", "Every technician is certified, background-checked and insured."], ["Work we stand behind", "Every job is covered by our [period] guarantee."]],
    invitation: "Need a hand? Call [phone] or book online at [link]. We offer [same-day / emergency] service.",
  },
  {
    named: /\b(?:law\s+(?:firm|office)|attorneys?|lawyers?|solicitors?|accounting|accountants?|consult\w*|agency|agencies)\b/i,
    craft: "give [clients] clear, practical advice on [practice areas], with a team that answers your calls and explains things in plain language",
    values: [["Clients first", "We listen before we advise, and we keep you informed at every step."], ["Expertise", "[Number] years of combined experience in [field]."], ["Integrity", "Straight answers, transparent fees."]],
    invitation: "Book a free [30-minute] consultation at [link] or call [phone].",
  },
  {
    named: /\b(?:software|saas|tech(?:nology)?|startup|app)\b/i,
    craft: "build [product] to help [customers] [do what], so they can spend less time on [chore] and more on the work that matters",
    values: [["Customers first", "We build what our customers need, and we talk to them every week."], ["Simplicity", "Powerful doesn't have to mean complicated."], ["Trust", "Your data is yours: we protect it like our own."]],
    invitation: "Want to see what we're building? Try [product] free at [link] or say hello at [email].",
  },
];

/** "about us page", "about page", "about section": group 1 is "us" when it says so. */
const ASKS = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:help\s+me\s+)?(?:write|draft|create|compose)\s+(?:me\s+)?(?:an?\s+|the\s+|our\s+)?(?:short\s+)?["“]?about(?:\s+us)?["”]?\s+(?:page|section|text|copy|blurb)\b/i;

/** "for a bakery", "for my plumbing company", "for our coffee shop in Leeds": the business, as written. */
const BUSINESS = /\bfor\s+(?:an?\s+|the\s+|my\s+|our\s+)?((?:(?!in\b|at\b|called\b|named\b)[\p{L}'&-]+\s*){1,4}?)\s*(?:$|[.,!?]|\s+(?:in|at|called|named|that|which|with)\b)/iu;

/**
 * The About Us page a prompt asks for, or undefined when it asks for none.
 * @example aboutPageReply("Write an about us page for a bakery")?.split("\n")[0] // "# About Us"
 */
export function aboutPageReply(prompt: string): string | undefined {
  // Cheap first look: the ask's opening (ASKS reads only the start), then "about" before a page's word; an about-me page is a person's.
  if (!ASKS.test(prompt) || !/\babout(?:\s+us)?["”]?\s+(?:page|section|text|copy|blurb)\b/i.test(prompt) || /\babout\s+me\b/i.test(prompt)) return undefined;
  const business = BUSINESS.exec(prompt)?.[1]?.trim().toLowerCase() ?? "business";
  const trade = TRADES.find(({ named }) => named.test(business));
  const craft = trade?.craft ?? "[what you do, and what makes the way you do it different]";
  const values = trade?.values ?? [["[A value]", "[What it means in practice]"], ["[A second value]", "[What it means in practice]"], ["[A third value]", "[What it means in practice]"]];
  return [
    "# About Us",
    "",
    `**[Business name]** started in [year], when [founder's name] [the moment it began: a kitchen table, a market stall, a problem that needed solving]. What began as [small beginning] is now a ${business} [where: in the heart of City] with a team of [number].`,
    "",
    "## What we do",
    `We ${craft}.`,
    "",
    "## What we believe in",
    ...values.map(([name, line]) => `- **${name}**: ${line}`),
    "",
    "## The people behind it",
    "We're [number] people who [what the team shares]. [A line about the founder or the team, and a detail that makes them human.]",
    "",
    "## Come say hello",
    trade?.invitation ?? "Visit us at [address], call [phone] or write to [email]. We'd love to hear from you.",
  ].join("\n");
}
