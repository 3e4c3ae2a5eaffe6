/**
 * How much to tip: "How much should I tip at a restaurant?", "Should I tip my Uber driver?", "How
 * much do you tip a hairdresser?", "Do you tip in Japan?". A model gives the customary figure for
 * that service first, then the guide for the rest, and says where customs differ; "I don't know
 * your tastes yet, tell me more" (the general reply these got before) answers nothing.
 *
 * The figures are the commonly published US etiquette ranges (15–20% at a sit-down restaurant,
 * $1–2 a drink at a bar, a few dollars a night for hotel housekeeping) and the widely described
 * customs of other countries (no tipping in Japan, a service charge often included in the UK and
 * France); they are customs, not rules, and the answers say they vary. A tip worked out on an
 * amount ("18% tip on $84") is word-problems.ts's, asked before.
 */

/** Each service, how a question names it, and its US guide. */
const SERVICES: readonly (readonly [named: RegExp, guide: string])[] = [
  [/\b(?:restaurants?|waiters?|waitress(?:es)?|servers?|dinner|lunch|meal|sit[-\s]down|dining|brunch)\b/, "**At a sit-down restaurant: 15–20% of the bill before tax**, with 18–20% the usual figure for good service. Check the bill first: some restaurants add a service charge (often for groups of six or more), and then no extra tip is expected."],
  [/\b(?:bar|bars|bartenders?|drinks?|pub)\b/, "**At a bar: about $1–2 a drink**, or 15–20% of the tab if you run one; a little more for complicated cocktails."],
  [/\b(?:hair\s*dressers?|hair\s*stylists?|stylists?|barbers?|haircuts?|salons?|hair\s*salons?|colou?rists?|nail\s+(?:salon|tech)s?|manicures?|pedicures?|massages?|spa)\b/, "**For a haircut, a colour, nails or a massage: 15–20% of the price**, given to the person who did the work (and a few dollars to whoever washed your hair, if it was someone else). Many people don't tip a salon owner, though it's become more common to."],
  [/\b(?:deliver(?:y|ies)|delivery\s+drivers?|doordash|uber\s*eats|grubhub|instacart|pizza\s+deliver\w*|food\s+deliver\w*)\b/, "**For food delivery: 15–20% of the order, and at least about $3–5**, more for a large order, a long distance or bad weather. On apps, most of the tip goes to the driver, and tipping well gets your order picked up faster."],
  [/\b(?:uber|lyft|taxis?|cabs?|rideshares?|ride[-\s]share|drivers?)\b/, "**For a taxi or a rideshare (Uber, Lyft): about 15–20% of the fare**, and a few dollars more if the driver helps with heavy bags."],
  [/\b(?:hotels?|housekeep\w*|maids?|bellhops?|bell\s*(?:staff|man|men)|porters?|concierge|valet)\b/, "**At a hotel: housekeeping about $2–5 a night** (left daily, with a note, since staff change), **a bellhop about $1–2 a bag** ($2–5 at upscale hotels), **a valet $2–5** when they bring the car, and a concierge $5–20 for special help."],
  [/\b(?:movers?|moving\s+(?:company|crew|men))\b/, "**For movers: about $20–40 per mover for a half day, $40–80 for a full day** (some people give 10–15% of the bill instead), more for stairs, heavy items or a long move; cold drinks and food are welcome too."],
  [/\b(?:coffee|baristas?|coffee\s+shops?|cafes?|counter|takeout|take[-\s]?away|take[-\s]?out|tip\s+jar|ipad|screen)\b/, "**At a counter or a coffee shop, and for takeout, tipping is optional**: $1 or the screen's lowest option is common, and 10% for a big or complicated order. Not tipping at a counter isn't rude."],
  [/\b(?:tour\s+guides?|tours?|guides?)\b/, "**For a tour guide: about 10–20% of the tour price**, or $5–10 a person for a half-day group tour, more for a private guide."],
];

/** Countries where the custom differs from the US, and what it is. */
const COUNTRIES: readonly (readonly [named: RegExp, custom: string])[] = [
  [/\bjapan\b/, "**In Japan, tipping isn't customary**, and it can cause confusion or even come across as rude: good service is simply expected. Staff will often chase you to return money left on the table. The exceptions are a few high-end ryokan or private guides, where an envelope with a small sum is sometimes given, and some restaurants add a service charge to the bill."],
  [/\b(?:china|south\s+korea|korea)\b/, "**In China and South Korea, tipping isn't customary** in restaurants, taxis or shops; upscale hotels may add a service charge. Tour guides and drivers on organised tours are the usual exception."],
  [/\b(?:uk|united\s+kingdom|england|britain|london|scotland|wales)\b/, "**In the UK, about 10–12.5% at a restaurant** with table service, but check the bill first: many add a \"discretionary\" service charge of 12.5%, and then there's nothing more to add (you can ask for it to be removed if service was poor). Rounding up a taxi fare is common; pubs and counters don't expect tips."],
  [/\b(?:france|paris)\b/, "**In France, service is included by law** (\"service compris\" on the bill), so no tip is expected. Leaving small change or rounding up, or about 5–10% for excellent service, is a nice gesture."],
  [/\b(?:italy|rome|italian)\b/, "**In Italy, tipping is modest**: many restaurants add a cover charge (*coperto*) or a service charge (*servizio*). Without one, rounding up or a few euros, up to about 10% for excellent service, is plenty."],
  [/\b(?:germany|austria|berlin|munich|vienna)\b/, "**In Germany and Austria, round up or add about 5–10%** at a restaurant, and tell the server the total you want to pay when you hand over the money, rather than leaving it on the table."],
  [/\b(?:spain|portugal|madrid|barcelona|lisbon)\b/, "**In Spain and Portugal, tips are small**: leaving some change or about 5–10% for good service at a restaurant; nothing is expected at a bar."],
  [/\b(?:europe|european)\b/, "**In most of Europe, service is included in prices or on the bill**, and tips are smaller than in the US: rounding up or about 5–10% for good service at a restaurant is the norm, and nothing is expected at a bar or a counter. Check the bill for a service charge first."],
  [/\b(?:australia|new\s+zealand|sydney|melbourne)\b/, "**In Australia and New Zealand, tipping isn't expected**: staff are paid a full minimum wage. Up to about 10% at a restaurant for excellent service is a kind extra, not an obligation; note that some venues add a surcharge on Sundays and public holidays."],
  [/\b(?:canada|toronto|vancouver|montreal)\b/, "**In Canada, tipping is much like in the US: 15–20% at a restaurant**, calculated on the amount before tax, and similar amounts for taxis, hairdressers and delivery."],
  [/\b(?:mexico|cancun)\b/, "**In Mexico, 10–15% at a restaurant** is customary (check whether *propina* is already on the bill), a few pesos to baggers and attendants, and tips in pesos rather than dollars are preferred."],
];

/** A tipping question, not "tips for…" advice: "how much should I tip", "should I tip", "do you tip in Japan", "tipping etiquette". */
const ASKED =
  /\b(?:how\s+much|what\s+percent(?:age)?|what(?:'s|\s+is)\s+(?:a\s+)?(?:good|normal|standard|customary|appropriate)|how\s+do\s+you|should\s+(?:i|you|we)|do\s+(?:i|you|we|people|americans)|is\s+it\s+(?:rude|ok|okay|customary|normal|expected)\s+(?:to|not\s+to))\b.{0,25}\btip\b|\btipping\s+(?:etiquette|culture|customs?|guide|rules|in)\b|\b(?:do|does)\s+(?:you|people)\s+tip\s+in\b|\bhow\s+much\s+(?:of\s+a\s+)?tip\b/;

/** "What's a good tip for a $60 meal?": 15%, 18% and 20% of it, worked out. */
function onAmount(amount: number, currency: string): string {
  const money = (value: number) => `${currency}${value.toFixed(2)}`;
  const tips = [15, 18, 20].map((percent) => `- **${percent}%**: ${money((amount * percent) / 100)} (${money(amount + (amount * percent) / 100)} in all)`);
  return `On ${money(amount)}, the usual US restaurant range of 15–20% comes to:\n\n${tips.join("\n")}\n\n18–20% is the norm for good service; work it out on the amount before tax, and check the bill for a service charge first. Outside the US and Canada tips are smaller: in much of Europe rounding up or 5–10%, and in Japan none.`;
}

/** Cheap first look. */
const CUE = /\btip(?:ping)?\b/i;

/**
 * The customary tip for the service or the country a question names, or the guide to them all; undefined for anything else.
 * @example tippingReply("How much should I tip at a restaurant?")?.startsWith("**At a sit-down restaurant: 15–20%") // true
 */
export function tippingReply(prompt: string): string | undefined {
  if (prompt.length > 140 || !CUE.test(prompt)) return undefined;
  const asked = prompt.toLowerCase().replace(/[’]/g, "'");
  if (!ASKED.test(asked)) return undefined;
  // "18% tip on $84" names a percentage to work out, which word-problems.ts does; "a good tip for a $60 meal" gets the usual three.
  const amount = /[$£€]\s?(\d{1,5}(?:\.\d{1,2})?)\b/.exec(asked);
  if (amount !== null) return /%|percent/.test(asked) ? undefined : onAmount(Number(amount[1]), asked.includes("£") ? "£" : asked.includes("€") ? "€" : "$");
  const country = COUNTRIES.find(([named]) => named.test(asked))?.[1];
  if (country !== undefined) return `${country}\n\nCustoms vary by place and change over time, so a quick look at a local guide before a trip is worthwhile.`;
  const service = SERVICES.find(([named]) => named.test(asked))?.[1];
  const rest = SERVICES.map(([, guide]) => guide).filter((guide) => guide !== service);
  if (service !== undefined) {
    return `${service}\n\nThat's the custom in the US (and roughly in Canada). In most other countries tips are smaller or not expected: in much of Europe rounding up or 5–10% at a restaurant, and in Japan none.`;
  }
  return `In the US, where tips make up a large part of many service workers' pay, the usual guide is:\n\n${rest.map((guide) => `- ${guide}`).join("\n")}\n\nIn most other countries tips are smaller or not expected: in much of Europe rounding up or 5–10% at a restaurant, in the UK 10–12.5% unless a service charge is on the bill, and in Japan none. Tell me where you are, and for what, and I'll be more specific.`;
}
