/**
 * The gist of a short text the user gives to classify ("Classify this support ticket: My package
 * arrived damaged and I want a refund") or a customer's text to summarise ("Summarize this
 * support ticket: …"), as a `summary` field says it: in the third person, its
 * clauses kept short ("Package arrived damaged; customer requests a refund."), the ticket's
 * closing plea ("Please fix this ASAP") left out, where the
 * summaries of another text to summarise are its own sentences (passages.ts) and a field about
 * nothing given describes the subject. A cheap look at the instruction comes before the text is
 * read: other prompts pay one regular expression test.
 */

/** An instruction that hands over a text to judge, then the text: "Classify this support ticket: <text>". */
const GIVEN = /^\s*([^:\n]{3,100})[:\n]\s*(\S[\s\S]{8,})$/;
/** Instructions that judge a text rather than summarise it: the document's summary says what the text says. */
const JUDGING = /\b(?:classify|categori[sz]e|triage|label|tag|route|moderate|analy[sz]e|detect|flag|prioriti[sz]e|assess|is this)\b/i;
/** Instructions that summarise a text: a customer's is summarised here, as a support agent would (not in its own words). */
const SUMMARISING = /\b(?:summari[sz]e|summary|sum up|tl;?dr|recap)\b/i;
/** A customer's text to summarise: a ticket, a complaint, a support request. */
const CUSTOMER_TEXT = /\b(?:ticket|support|customer|complaint)\b/i;
/** A clause that only asks for help ("Please fix this ASAP", "Thanks"): no part of the problem. */
const PLEA = /^(?:please|pls|thanks|thank you|help|any help|can you|could you|hope you)\b/i;
/** Words after a writer named mid-clause ("when the customer tried") that need no "-s": past forms and modals. */
const UNCONJUGATED = /^(?:\w+ed|can|can't|cannot|could|couldn't|will|won't|would|wouldn't|should|must|might|may|did|didn't|was|wasn't|got|went|paid|bought|made|saw|sent|had|lost|found|tried|still|just|also|never|always|already|then)$/i;
/** Who writes a text of each kind: a ticket's or a complaint's customer, anyone else's user. */
const CUSTOMER = /\b(?:ticket|support|customer|complaint|order|refund|request)\b/i;
/** Where a text's clauses part: a stop, a semicolon, or "and", "but" before a new subject. */
const CLAUSE = /[.!?;]+\s*|,?\s+(?:and|but|so)\s+(?=(?:i|i'm|i've|my|we|it|they|the|this)\b)/i;

/** A first-person clause said of its writer ("I want a refund" → "customer requests a refund"). */
const REWRITES: readonly [RegExp, string][] = [
  [/^i(?:\s+would|'d)\s+like\s+(?=an?\b|the\b|my\b|some\b)/i, "{who} requests "],
  [/^i\s+(?:want|need)\s+(?=an?\b|the\b|my\b|some\b)/i, "{who} requests "],
  [/^i(?:'d|\s+would)\s+/i, "{who} would "],
  [/^i(?:\s+want|\s+need|\s+would\s+like|'d\s+like)\s+to\s+/i, "{who} wants to "],
  [/^(?:i\s+am|i'm)\s+/i, "{who} is "],
  [/^(?:i\s+have|i've)\s+/i, "{who} has "],
  [/^i\s+/i, "{who} "],
  [/^(?:we\s+are|we're)\s+/i, "{who} is "],
  [/^we\s+/i, "{who} "],
  [/^my\s+/i, ""],
  [/^our\s+/i, ""],
];

/**
 * The gist of the text `prompt` gives to judge, or undefined when it gives none.
 * @example judgedTextGist("Classify this support ticket: My package arrived damaged and I want a refund") // "Package arrived damaged; customer requests a refund."
 */
export function judgedTextGist(prompt: string): string | undefined {
  const given = GIVEN.exec(prompt);
  if (!given || !(JUDGING.test(given[1]!) || (SUMMARISING.test(given[1]!) && CUSTOMER_TEXT.test(given[1]!)))) return undefined;
  const who = CUSTOMER.test(given[1]!) ? "customer" : "user";
  const written = given[2]!.slice(0, 600).replace(/^["'“]|["'”]$/g, "").split(CLAUSE).map((clause) => clause.trim()).filter((clause) => clause.split(/\s+/).length >= 2);
  // "Please fix this ASAP" asks, it tells nothing: left out where the text says more.
  const told = written.filter((clause) => !PLEA.test(clause));
  const clauses = (told.length > 0 ? told : written).slice(0, 3);
  if (clauses.length === 0) return undefined;
  const said = clauses.map((clause) => {
    const rewrite = REWRITES.find(([pattern]) => pattern.test(clause));
    // A writer first named mid-clause is named ("when the customer tried"), and their verb agrees ("the customer logs in").
    const rewritten = rewrite ? clause.replace(rewrite[0], rewrite[1].replace("{who}", who)) : clause;
    const third = rewritten.startsWith(`${who} `) ? rewritten : rewritten.replace(/\bI\s+(?!am\b)([\p{L}']+)/u, (_, verb: string) => `the ${who} ${conjugated(verb)}`);
    return third.replace(/\b(?:my|our)\b/gi, "their").replace(/\b(?:me|us)\b/gi, "them").replace(/\bI(?:'m| am)\b/g, "they are").replace(/\bI\b/g, "they").replace(/[,:]+$/, "");
  });
  // The writer said once: "Customer was charged twice and requests a refund", not "…; customer requests …".
  const joined = said.reduce((text, clause, at) => (at > 0 && said[0]!.startsWith(`${who} `) && clause.startsWith(`${who} `) ? `${text} and ${clause.slice(who.length + 1)}` : at > 0 ? `${text}; ${clause}` : clause), "");
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
}

/** A verb after "the customer" ("log" → "logs", "try" → "tries", "have" → "has"); a past form or a modal as it is. */
function conjugated(verb: string): string {
  if (UNCONJUGATED.test(verb)) return verb;
  const irregular: Record<string, string> = { have: "has", do: "does", "don't": "doesn't", go: "goes" };
  const lower = verb.toLowerCase();
  if (irregular[lower] !== undefined) return irregular[lower]!;
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}
