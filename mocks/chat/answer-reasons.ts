/**
 * The reasons an answer gave for its claim, for "Why?" asked alone after it: "What's the best time
 * to visit Japan?", "The best time to visit Japan is late March to May and October to November:
 * cherry blossom in spring …; summer is hot and humid …", "why?". The answer's opening sentence
 * states the claim before a colon and its reasons after it, as the mock's own answers do (best
 * times, best picks) and as models write; the follow-up gets that claim with its reasons set out
 * one to a line, rather than a reply that has forgotten what was said. A yes-or-no answer that
 * opens with its verdict ("**No.** Chocolate is toxic to dogs because of theobromine …") gives its
 * reasons in the sentences after the verdict. An answer that opens otherwise (a list, a table, a
 * question back) gives no reasons here, and the follow-up is left to the other replies.
 */

/** The first paragraph is read, up to this many characters. */
const WINDOW = 800;
/** Where the reasons split: "; ", or ", " before a new clause ("…readable, it has a huge community"). */
const REASON_BREAK = /;\s+|,\s+(?:and\s+)?(?=(?:it|its|they|their|there|this|that|you|your)\s)/i;

/**
 * The answer's claim and the reasons it gave for it, or undefined when its opening sentence gives
 * none.
 * @example reasonsGiven("The best time to visit Lisbon is March to May: warm days; fewer crowds. Want more?") // { claim: "The best time to visit Lisbon is March to May", reasons: ["warm days", "fewer crowds"] }
 */
export function reasonsGiven(answer: string): { readonly claim: string; readonly reasons: readonly string[] } | undefined {
  const paragraph = answer.trimStart().slice(0, WINDOW).split(/\n\s*\n/)[0]!;
  // A list, a table, a heading or code first is no claim with its reasons.
  if (/^(?:[-*•#|>]|\d+[.)]\s|```)/.test(paragraph) || paragraph.includes("\n")) return undefined;
  const colon = paragraph.indexOf(": ");
  if (colon < 0) return undefined;
  const claim = paragraph.slice(0, colon).replace(/\*\*/g, "").trim();
  // The colon closes the opening sentence's claim, not a later sentence's, and not a bold label's ("**Example:**").
  if (/[.!?](?:\s|$)/.test(claim) || claim.split(/\s+/).length < 4 || /\?$/.test(claim)) return undefined;
  const rest = paragraph.slice(colon + 2);
  const end = /[.!?](?=\s+\p{Lu}|\s*$)/u.exec(rest);
  const said = (end ? rest.slice(0, end.index) : rest).trim();
  if (said.length < 20) return undefined;
  const reasons = said
    .split(REASON_BREAK)
    .map((reason) => reason.trim())
    .filter((reason) => reason.length > 0);
  return { claim, reasons };
}

/**
 * "Why?" after an answer that gave its reasons: the claim, then each reason on its line.
 * @example whyReply("The best time to visit Lisbon is March to May: warm days; fewer crowds.") // "The best time to visit Lisbon is March to May, because:\n\n- Warm days.\n- Fewer crowds.\n\n…"
 */
export function whyReply(answer: string): string | undefined {
  const given = reasonsGiven(answer);
  if (given === undefined) return undefined;
  const lines = given.reasons.map((reason) => `- ${reason.charAt(0).toUpperCase()}${reason.slice(1).replace(/[.,;:]*$/, ".")}`);
  return [`${given.claim}, because:`, lines.join("\n"), "Those are the main reasons. Tell me what matters most to you and I can go into any of them in more detail."].join("\n\n");
}

/** A verdict in bold opening a yes-or-no answer: "**No.**", "**No, never.**", "**Yes.**". */
const VERDICT = /^\*\*(?:yes|no)\b[^*\n]{0,20}?[.!]\*\*\s+(?=\S)/i;

/**
 * The explanation after a yes-or-no answer's bold verdict, its first paragraph without the
 * verdict, or undefined when the answer opens with no verdict or explains nothing after it.
 * @example verdictReasons("**No.** Chocolate is toxic to dogs because of theobromine.") // "Chocolate is toxic to dogs because of theobromine."
 */
export function verdictReasons(answer: string): string | undefined {
  const paragraph = answer.trimStart().slice(0, WINDOW).split(/\n\s*\n/)[0]!;
  const verdict = VERDICT.exec(paragraph);
  if (!verdict || paragraph.includes("\n")) return undefined;
  const reasons = paragraph.slice(verdict[0].length).trim();
  return reasons.length < 40 ? undefined : reasons;
}
