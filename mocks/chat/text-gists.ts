/**
 * The gist of a short text the user gives to classify ("Classify this support ticket: My package
 * arrived damaged and I want a refund"), as a `summary` field says it: in the third person, its
 * clauses kept short ("Package arrived damaged; customer requests a refund."), where the
 * summaries of a text to summarise are its own sentences (passages.ts) and a field about
 * nothing given describes the subject. A cheap look at the instruction comes before the text is
 * read: other prompts pay one regular expression test.
 */

/** An instruction that hands over a text to judge, then the text: "Classify this support ticket: <text>". */
const GIVEN = /^\s*([^:\n]{3,100})[:\n]\s*(\S[\s\S]{8,})$/;
/** Instructions that judge a text rather than summarise it: the document's summary says what the text says. */
const JUDGING = /\b(?:classify|categori[sz]e|triage|label|tag|route|moderate|analy[sz]e|detect|flag|prioriti[sz]e|assess|is this)\b/i;
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
  if (!given || !JUDGING.test(given[1]!)) return undefined;
  const who = CUSTOMER.test(given[1]!) ? "customer" : "user";
  const clauses = given[2]!.slice(0, 600).replace(/^["'“]|["'”]$/g, "").split(CLAUSE).map((clause) => clause.trim()).filter((clause) => clause.split(/\s+/).length >= 2).slice(0, 3);
  if (clauses.length === 0) return undefined;
  const said = clauses.map((clause) => {
    const rewrite = REWRITES.find(([pattern]) => pattern.test(clause));
    const third = rewrite ? clause.replace(rewrite[0], rewrite[1].replace("{who}", who)) : clause;
    return third.replace(/\b(?:my|our)\b/gi, "their").replace(/\b(?:me|us)\b/gi, "them").replace(/\bI(?:'m| am)\b/g, "they are").replace(/\bI\b/g, "they").replace(/[,:]+$/, "");
  });
  // The writer said once: "Customer was charged twice and requests a refund", not "…; customer requests …".
  const joined = said.reduce((text, clause, at) => (at > 0 && said[0]!.startsWith(`${who} `) && clause.startsWith(`${who} `) ? `${text} and ${clause.slice(who.length + 1)}` : at > 0 ? `${text}; ${clause}` : clause), "");
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`;
}
