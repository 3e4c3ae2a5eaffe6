/**
 * A press release: "Write a press release announcing our new product", "…our Series A funding".
 * A model writes it in the form journalists expect: FOR IMMEDIATE RELEASE, a headline and a
 * subheadline, a dateline ([City, Date]), the news in the first paragraph, the details, a quote
 * from a leader, the company's boilerplate ("About [Company]") and a media contact, ending with
 * ###. What is announced (a product, a funding round, a partnership, a hire, an opening) shapes
 * the headline, the body and the quote; what only the company knows stays in brackets.
 */

interface News {
  /** Words that name this kind of news in a prompt. */
  readonly named: RegExp;
  readonly headline: (what: string) => string;
  readonly lead: (what: string) => string;
  readonly details: string;
  readonly quote: string;
}

/** The kinds of news a press release announces most, each with its usual paragraphs. */
const NEWS: readonly News[] = [
  {
    named: /\b(?:series\s+[a-e]|seed|funding|raise[sd]?|raising|investment|round)\b/i,
    headline: (what) => `[Company] Raises [$ Amount] ${what} to [What the Money Is For]`,
    lead: (what) => `[Company], the [category] company that [what it does], today announced it has raised [$ amount] in ${what.replace(/Funding$/, "funding")} led by [Lead Investor], with participation from [other investors]. The round brings the company's total funding to [$ total].`,
    details: "[Company] will use the new funding to [grow the team / expand into new markets / accelerate product development]. Since launching in [year], it has grown to [number] customers, including [notable customers], and [a growth figure, e.g. tripled revenue in the last year].",
    quote: "\"This funding lets us [the mission, in one line],\" said [Name], [CEO and co-founder] of [Company]. \"[Why now, and what it means for customers].\"",
  },
  {
    named: /\bpartner(?:ship|ing|s)?\b/i,
    headline: () => "[Company] and [Partner] Partner to [What the Partnership Delivers]",
    lead: () => "[Company], the [category] company that [what it does], today announced a partnership with [Partner] to [what they will do together]. Starting [date], [customers] will be able to [the new benefit].",
    details: "The partnership combines [Company]'s [strength] with [Partner]'s [strength]. [How it works, who can use it, and any pricing or availability details].",
    quote: "\"Together with [Partner], we can [the benefit for customers],\" said [Name], [title] at [Company].",
  },
  {
    named: /\b(?:hire[sd]?|hiring|appoint\w*|joins?|new\s+(?:ceo|cto|cfo|coo|chief|head|vp|director|president))\b/i,
    headline: () => "[Company] Appoints [Name] as [Title]",
    lead: () => "[Company], the [category] company that [what it does], today announced the appointment of [Name] as [Title], effective [date]. [Name] will lead [area] as the company [next stage of growth].",
    details: "[Name] joins from [previous company], where [he / she / they] [key achievement]. Before that, [earlier experience].",
    quote: "\"[Name] brings exactly the experience we need to [goal],\" said [CEO name], CEO of [Company].",
  },
  {
    named: /\b(?:open(?:s|ing)?|grand\s+opening|new\s+(?:store|location|office|restaurant|branch))\b/i,
    headline: () => "[Company] Opens [New Location] in [City]",
    lead: () => "[Company] today announced the opening of its [new location] at [address], [City], on [date]. It is the company's [number] location and will create [number] local jobs.",
    details: "The new [location] offers [what visitors will find]. To celebrate, [Company] will host [an opening event / offer] on [date] from [time].",
    quote: "\"We're thrilled to bring [Company] to [City],\" said [Name], [title] of [Company].",
  },
];

/** A product or anything else launched: the default news. */
const LAUNCH: News = {
  named: /./,
  headline: (what) => `[Company] Launches ${what}, [One-Line Benefit]`,
  lead: (what) => `[Company], the [category] company that [what it does], today announced the launch of ${what}, [what it is, in one line]. ${what} is available [starting today / on date] at [where to get it] for [price].`,
  details: "[The problem it solves and for whom]. With [product name], [customers] can [key feature 1], [key feature 2] and [key feature 3]. [A result from early customers or a beta, e.g. teams saved 5 hours a week].",
  quote: "\"We built [product name] because [the problem we saw],\" said [Name], [CEO and co-founder] of [Company]. \"[What it means for customers].\"",
};

/** A request to write one: "Write a press release announcing …", "Draft a press release for …". */
const ASKS = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:help\s+me\s+)?(?:write|draft|create|compose|prepare|generate)\s+(?:me\s+)?(?:an?\s+|the\s+)?(?:short\s+|brief\s+)?(?:press|news)\s+release\b/i;

/** "announcing our new product", "about our Series A funding", "for the launch of Nimbus": what is announced. */
const ANNOUNCED = /\b(?:announcing|announce|about|for|on)\s+(?:the\s+)?(?:launch\s+of\s+)?(?:our|the|my|a|an)?\s*((?:new\s+)?[\p{L}\p{N}][\p{L}\p{N} '&-]{1,60}?)\s*[.!?]*\s*$/iu;

/** "new product" is said as "[Product Name]"; a named thing keeps its words. */
function shownName(what: string | undefined): string {
  if (what === undefined) return "[Product Name]";
  const bare = what.replace(/^new\s+/i, "");
  if (/^(?:products?|app|service|platform|software|tool|feature|launch)$/i.test(bare)) return "[Product Name]";
  return bare.replace(/(^|\s)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** "our Series A funding" is said as "Series A Funding"; a round it cannot name as "Funding". */
function fundingRound(announced: string): string {
  const series = /\bseries\s+([a-e])\b/i.exec(announced)?.[1];
  return series === undefined ? "Funding" : `Series ${series.toUpperCase()} Funding`;
}

/**
 * The press release a prompt asks for, or undefined when it asks for none.
 * @example pressReleaseReply("Write a press release announcing our new product")?.split("\n")[0] // "FOR IMMEDIATE RELEASE"
 */
export function pressReleaseReply(prompt: string): string | undefined {
  // Cheap first look: the ask's opening (ASKS reads only the start), then the words "press release" or "news release".
  if (!ASKS.test(prompt) || !/\b(?:press|news)\s+release\b/i.test(prompt)) return undefined;
  const announced = ANNOUNCED.exec(prompt)?.[1];
  const news = NEWS.find(({ named }) => named.test(announced ?? "")) ?? LAUNCH;
  const what = news === NEWS[0] ? fundingRound(announced ?? "") : shownName(announced);
  return [
    "FOR IMMEDIATE RELEASE",
    "",
    `**${news.headline(what)}**`,
    "*[Subheadline: one sentence that adds the most important detail]*",
    "",
    `**[City], [Date]** — ${news.lead(what)}`,
    "",
    news.details,
    "",
    news.quote,
    "",
    "[A closing paragraph: what happens next, availability, or where to learn more at [website].]",
    "",
    "**About [Company]**",
    "[Company] is a [category] company that [what it does] for [customers]. Founded in [year] and based in [City], [Company] [a proof point: customers, team size, investors]. Learn more at [website].",
    "",
    "**Media contact**",
    "[Name], [Title]",
    "[Email] | [Phone]",
    "",
    "###",
  ].join("\n");
}
