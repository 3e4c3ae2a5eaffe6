/**
 * The key points of terms of service or a privacy policy the user pastes: "Summarize these terms
 * of service: <text>", "What are the key points of this privacy policy: <text>". A reader wants
 * what the text commits them to, by subject: what data is collected, who it is shared with, when
 * the account can be closed, what the company is not liable for. A text task's gist (its lead
 * sentences: summaries.ts) stops at "By using the Service you agree…", so each sentence of the
 * text is put under the subject it is about, in the text's own words, and a subject the text does
 * not mention is not invented. Asked before the text tasks and the lists.
 */
import { mayHaveSentences, sentencesOf } from "./passages.ts";

/** The subjects a policy's clauses are about, in the order a reader checks them; a sentence goes under the first it matches. */
const TOPICS: readonly (readonly [name: string, about: RegExp])[] = [
  ["Agreement", /\bby\s+(?:using|accessing|creating|signing)\b|\b(?:agree|consent)\s+to\s+(?:these|this|the|our)\b|\bbinding\b/i],
  ["Children", /\bchildren\b|\bminors?\b|\bunder\s+(?:the\s+age\s+of\s+)?1[3-8]\b/i],
  ["Cookies and tracking", /\bcookies?\b|\btracking\b|\bpixels?\b|\bbeacons?\b/i],
  ["Data collected", /\bcollect|\bgather|\bwe\s+(?:receive|obtain|record|store)\b/i],
  ["Sharing and selling", /\bshare\b|\bsharing\b|\bdisclos|\bthird[- ]part|\bsell\b|\bsold\b|\bpartners?\b|\baffiliates?\b/i],
  ["Your rights", /\byou\s+(?:have|may\s+exercise)\s+the\s+right|\bright\s+to\b|\bopt[- ]out\b|\bunsubscribe\b|\brequest\s+(?:access|a\s+copy|correction)/i],
  ["How data is used", /\buse\s+(?:your|this|the|such)\s+(?:data|information)|\bto\s+(?:improve|personali[sz]e)\b|\bmarketing\b/i],
  ["Retention and deletion", /\bretain|\bretention\b|\bdelet|\bkeep\s+your\b/i],
  ["Security", /\bsecur|\bencrypt|\bbreach/i],
  ["Payments and renewals", /\bpayments?\b|\bfees?\b|\bsubscriptions?\b|\bbill(?:ed|ing)\b|\brefunds?\b|\brenew|\bcharge|\bprices?\b|\btrial\b/i],
  ["Your content", /\bcontent\s+you\b|\byour\s+content\b|\blicen[cs]e\b|\bintellectual\s+property\b|\bownership\b|\bcopyright/i],
  ["Acceptable use", /\byou\s+(?:may|must|agree|will)\s+not\b|\bprohibit|\bnot\s+(?:permitted|allowed)\b|\bmisuse\b|\bresponsible\s+for\b/i],
  ["Termination", /\bterminat|\bsuspend|\bclose\s+your\s+account\b|\bcancel/i],
  ["Liability and warranties", /\bliab|\bas\s+is\b|\bwarrant|\bindemnif|\bdamages\b/i],
  ["Changes to the terms", /\b(?:change|modify|update|revise|amend)\s+(?:these|this|the|our)\b|\bchanges\s+to\s+(?:these|this|the)\b/i],
  ["Disputes and governing law", /\bgovern|\blaws?\s+of\b|\barbitration\b|\bdisputes?\b|\bjurisdiction\b|\bcourts?\b|\bclass\s+action\b/i],
  ["Contact", /\bcontact\s+us\b|\bquestions\s+about\b/i],
];

/** The subjects shown first, whatever order they are matched in. */
const FIRST = ["Agreement", "Data collected", "How data is used"];
/** The subjects a reader expects a privacy policy, or any other terms, to cover: the reply says which the text leaves out. */
const PRIVACY_EXPECTS = ["Data collected", "Sharing and selling", "Retention and deletion", "Your rights", "Security"];
const TERMS_EXPECTS = ["Termination", "Liability and warranties", "Changes to the terms", "Disputes and governing law"];

/** What the text is: "terms of service", "privacy policy"; group 1 its name in the instruction. */
const KIND = /\b(terms\s+(?:of\s+(?:service|use)|and\s+conditions)|t(?:&|\s+and\s+)cs?|tos|privacy\s+(?:policy|notice|statement)|cookie\s+policy|user\s+agreement|eula|(?:license|licence|subscription|service)\s+agreement|refund\s+policy|return\s+policy|policy|agreement|terms|contract)\b/i;
/** "Summarize", "What are the key points of", "TL;DR", "Explain … in simple terms", "What does … say": asking for the gist. */
const ASKS = /^\s*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:summari[sz]e|sum\s+up|tl;?\s?dr|simplify|break\s+down|explain|give\s+me\s+(?:a|the)\s+(?:summary|gist|tl;?dr|key\s+points|main\s+points)|what\s+(?:are|were)\s+the\s+(?:key|main|important)\s+(?:points|takeaways|terms|clauses)|what\s+does\s+(?:this|the)\b|what\s+should\s+i\s+know\s+about|list\s+the\s+(?:key|main)\s+points)/i;
/** The instruction, then the text after a colon or a line break: group 1 the instruction, group 2 the text. */
const SPLIT = /^([^:\n]{5,120})[:\n]\s*([\s\S]{60,})$/;
/** Most sentences a subject shows, and most characters of each: a summary is shorter than the text. */
const PER_TOPIC = 2;
const SENTENCE_CHARS = 220;

/** A section's heading: a short line with no stop ("2. How We Use Information"). */
const HEADING = /^\s*(?:\d{1,2}(?:\.\d{1,2})*\.?\s+)?[^.!?:;\n]{1,60}$/;

/** The text without its sections' headings and numbers, which are no clauses. */
const withoutHeadings = (text: string): string =>
  text
    .split("\n")
    .filter((line) => !HEADING.test(line) || line.trim().split(/\s+/).length > 8)
    .map((line) => line.replace(/^\s*\d{1,2}(?:\.\d{1,2})*[.)]\s+/, ""))
    .join("\n");

/** A sentence within SENTENCE_CHARS, cut at a word. */
const shortened = (sentence: string): string => (sentence.length <= SENTENCE_CHARS ? sentence : `${sentence.slice(0, sentence.lastIndexOf(" ", SENTENCE_CHARS))}…`);

/**
 * The key points of a pasted policy, sentence by sentence under the subjects they are about, or
 * undefined when the prompt gives no policy to summarise.
 * @example policySummaryReply("Summarize these terms of service: By using the app you agree to these terms. We may terminate your account at any time.")?.split("\n")[0] // "Here are the key points of these terms of service, in their own words:"
 */
export function policySummaryReply(prompt: string): string | undefined {
  // Cheap first looks: an instruction before a colon or a line break, asking for the gist. ASKS,
  // anchored at the start, holds on the whole prompt when it holds on its instruction: a cheap test before SPLIT reads all of it.
  if (!/[:\n]/.test(prompt.slice(0, 160)) || !ASKS.test(prompt)) return undefined;
  const split = SPLIT.exec(prompt);
  if (split === null || !ASKS.test(split[1]!)) return undefined;
  const named = KIND.exec(split[1]!)?.[1];
  // A sentence goes under one subject at most: fewer sentences than the subjects needed below cannot make a policy.
  const needed = named === undefined ? 3 : 2;
  // Dropping the headings adds no stop: a text with too few for the sentences needed is turned away
  // before it is split, and before a search of its first 2,000 characters for "terms" or "privacy".
  if (!mayHaveSentences(split[2]!, needed) || !/terms|privacy|polic|agreement|conditions|contract|eula|tos|t&c/i.test(prompt.slice(0, 2000))) return undefined;
  const sentences = sentencesOf(withoutHeadings(split[2]!)).filter((sentence) => /\p{L}/u.test(sentence));
  if (sentences.length < needed) return undefined;
  const grouped = new Map<string, string[]>();
  let unplaced = 0;
  for (const sentence of sentences) {
    const topic = TOPICS.find(([, about]) => about.test(sentence))?.[0];
    if (topic === undefined) {
      unplaced++;
      continue;
    }
    grouped.set(topic, [...(grouped.get(topic) ?? []), sentence.trim()]);
  }
  // A text that is no policy ("Summarize this: <an article>") is left to the text tasks, unless the instruction says it is one.
  if (grouped.size < needed) return undefined;
  const kind = named === undefined ? "this text" : /^(?:policy|agreement|terms|contract)$/i.test(named) ? `this ${named.toLowerCase()}` : `${/^terms|^t\s*(?:&|and)\s*c/i.test(named) ? "these" : "this"} ${named.replace(/^tos$/i, "terms of service").replace(/^t\s*(?:&|and)\s*cs?$/i, "terms and conditions").replace(/^eula$/i, "EULA").toLowerCase().replace("eula", "EULA")}`;
  // What is collected, then how it is used, before the rest: a reader's first two questions.
  const shown = [...FIRST, ...TOPICS.map(([name]) => name).filter((name) => !FIRST.includes(name))];
  const points = shown.filter((name) => grouped.has(name)).map((name) => `- **${name}**: ${grouped.get(name)!.slice(0, PER_TOPIC).map(shortened).join(" ")}`);
  unplaced += [...grouped.values()].reduce((sum, said) => sum + Math.max(0, said.length - PER_TOPIC), 0);
  const expected = /privacy|cookie/i.test(named ?? "") ? PRIVACY_EXPECTS : TERMS_EXPECTS;
  const missing = expected.filter((name) => !grouped.has(name)).map((name) => name.toLowerCase());
  const gaps = missing.length === 0 ? "" : ` It says nothing about ${missing.join(", ").replace(/, ([^,]*)$/, " or $1")}.`;
  const rest = unplaced === 0 ? "" : ` ${unplaced === 1 ? "One other sentence" : `${unplaced} other sentences`} add detail to these or cover nothing beyond them.`;
  return [`Here are the key points of ${kind}, in their own words:`, "", ...points, "", `Those are the subjects the text covers.${gaps}${rest} This is a summary, not legal advice: for anything that matters, read the full clauses.`].join("\n");
}
