/**
 * A question restated as the phrase a reply can say it with: "How do I make my website faster?"
 * → "making your website faster", "What movie should I watch tonight?" → "what movie to watch
 * tonight", "Explain how vector databases work" → "how vector databases work". The general reply
 * (reply.ts) names what was asked only through this, so it never says "website faster" or
 * "movie and watch tonight"; a prompt this cannot restate cleanly gets none, and a reply that
 * names no subject.
 */
import { addressed, gerund, gerundPhrase } from "./phrasing.ts";

/** What kind of question it is, which decides what an honest general reply can offer. */
export type Asking = "advice" | "choice" | "topic";

export interface Restatement {
  asking: Asking;
  /** The question as a phrase: "making your website faster". */
  phrase: string;
}

/** How a clause, not a thing, ends: "What are black holes made of" is about no "black holes made of". */
const DANGLING = /\b(?:of|for|from|with|to|in|on|at|about|like|by|made|used|called|known|based|worth)$/i;

/** Longest phrase a reply repeats: a longer question is answered without restating it. */
const MAX_PHRASE = 80;

/** How a prompt opens before what it asks: "Hey,", "ELI5:", "Please", "Can you tell me". */
const PREAMBLE = /^(?:(?:hey|hi|hello|ok(?:ay)?|so|well|please|quick question)[,!:]?\s+)*(?:(?:eli5|explain\s+like\s+(?:i'?m|i\s+am)\s+(?:five|5|a\s+(?:kid|child)))\s*[:,-]?\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?(?:tell\s+me|explain(?:\s+to\s+me)?)\s+|do\s+you\s+know\s+|i\s+(?:was\s+)?wonder(?:ing)?\s+)?/i;
/** Who an explanation is for: not part of its subject. */
const AUDIENCE = /\s+(?:to\s+an?\s+(?:\d+|five|ten)[- ]years?[- ]old|like\s+(?:i'?m|i\s+am)\s+(?:5|five|a\s+child|a\s+beginner)|in\s+(?:simple|plain|layman'?s?)\s+(?:terms|english|words)|to\s+a\s+(?:beginner|child|kid|non-technical\s+person)|(?:briefly|simply|in\s+detail|in\s+a\s+few\s+sentences))\s*$/i;

/** Words a subject phrase never opens with: a clause, not a thing ("I love pizza", "this is great"). */
const NOT_A_THING = new Set(
  "i me my we our you your it its this that these those they them he she his her there here let please can could would will do does did is are was were be help tell give make write show what why how when where which who whom whose hi hello hey thanks thank ok okay yes no not just so and but if then also maybe sure well".split(" "),
);
/** Verbs that make a short prompt a statement rather than a subject ("dogs are better than cats"). */
const CLAUSE_VERB = /\b(?:is|are|was|were|am|be|been|being|has|have|had|do|does|did|can|will|would|should|could|may|might|must|get|got|go|went|like|love|hate|want|need|think|feel|know|said|says)\b|'(?:s|re|m|ve|ll|d)\b|n't\b/i;

/** "make my website faster" → "making your website faster"; "not procrastinate" → "not procrastinating". */
function activity(verbPhrase: string): string {
  const [first = "", second, ...rest] = verbPhrase.split(/\s+/);
  if (/^(?:not|never|always|really|actually|finally|quickly|better)$/i.test(first) && second) return [first, gerund(second), ...rest].join(" ");
  return gerundPhrase([first, ...[second, ...rest].filter((word): word is string => word !== undefined)]);
}

const PAST: Readonly<Record<string, string>> = { grow: "grew", begin: "began" };

/** A verb after "does" ("works"), "do" ("work") or "did" ("worked"). */
function conjugated(verb: string, auxiliary: string): string {
  if (auxiliary === "does") return `${verb}s`;
  if (auxiliary === "did") return PAST[verb] ?? `${verb}ed`;
  return verb;
}

/** Restating rules, the more specific first: [pattern over the cleaned question, what it asks, the phrase]. */
const RULES: readonly (readonly [RegExp, Asking, (match: RegExpExecArray) => string])[] = [
  // "What movie should I watch tonight" → "what movie to watch tonight"; "Which laptop should I buy" → "which laptop to buy".
  [/^(what|which)\s+((?:[\w'-]+\s+){0,4}?)(?:should|shall|could|can)\s+(?:i|we)\s+(.+)$/i, "choice", (m) => `${m[1]!.toLowerCase()} ${m[2]}to ${addressed(m[3]!)}`],
  // "Where should I go for dinner" → "where to go for dinner"; "How much should I tip" → "how much to tip".
  [/^(where|when|who|how\s+much|how\s+many|how\s+often|how\s+long|how\s+far)\s+(?:should|shall|could|can)\s+(?:i|we)\s+(.+)$/i, "choice", (m) => `${m[1]!.toLowerCase()} to ${addressed(m[2]!)}`],
  // "Should I quit my job" → "whether to quit your job".
  [/^should\s+(?:i|we)\s+(.+)$/i, "choice", (m) => `whether to ${addressed(m[1]!)}`],
  // "How do I make my website faster" → "making your website faster".
  [
    /^(?:how\s+(?:do|can|should|could|would|might|will)\s+(?:i|we|you|one)|how\s+to|what(?:'s|\s+is)\s+the\s+(?:best|easiest|fastest|right)\s+way\s+to|(?:the\s+)?best\s+way\s+to|help\s+me(?:\s+to)?|i\s+(?:want|need|would\s+like)\s+to|i'd\s+like\s+to|i'?m\s+trying\s+to|i\s+am\s+trying\s+to)\s+((?!(?:with|on|in|about|for|at|a|an|the|my|your|our|this|that|some|any|if|whether)\b)[a-z][\w'-]*(?:\s+.+)?)$/i,
    "advice",
    (m) => activity(addressed(m[1]!)),
  ],
  // "How does a CPU work" → "how a CPU works"; "How did the universe form" → "how the universe formed".
  [/^how\s+(does|do|did)\s+(.+?)\s+(work|happen|function|grow|form|begin|start|end)$/i, "topic", (m) => `how ${m[2]} ${conjugated(m[3]!.toLowerCase(), m[1]!.toLowerCase())}`],
  // "How is paper made" → "how paper is made".
  [/^how\s+(is|are|was|were)\s+(.+?)\s+(made|formed|built|created|produced|calculated|measured|decided|chosen|used|priced)$/i, "topic", (m) => `how ${m[2]} ${m[1]!.toLowerCase()} ${m[3]}`],
  // "What does API mean" → "what API means"; "What does a router do" → "what a router does".
  [/^what\s+does\s+(.+?)\s+(mean|do|stand\s+for)$/i, "topic", (m) => `what ${m[1]} ${m[2]!.toLowerCase() === "mean" ? "means" : m[2]!.toLowerCase() === "do" ? "does" : "stands for"}`],
  // "Who was Ada Lovelace" → "who Ada Lovelace was"; "Where is Timbuktu" → "where Timbuktu is".
  [/^(who|where|when)\s+(is|are|was|were)\s+((?!(?:you|your|it|this|that|there|the\s+best)\b)[^,;]+)$/i, "topic", (m) => `${m[1]!.toLowerCase()} ${m[3]} ${m[2]!.toLowerCase()}`],
  // "What is the history of the Eiffel Tower" → "the history of the Eiffel Tower".
  [/^what(?:'s|\s+is|\s+are|\s+was|\s+were)\s+((?!(?:you|your|it|this|that|there|going|happening|up|wrong)\b)[^,;]+)$/i, "topic", (m) => (DANGLING.test(m[1]!) ? "" : m[1]!)],
  // "Tell me about the Roman Empire", "Explain photosynthesis", "Thoughts on caching".
  [
    /^(?:tell\s+me(?:\s+(?:more|a\s+bit|a\s+little))?\s+about|explain(?:\s+to\s+me)?|describe|define|what\s+do\s+you\s+(?:think|know)\s+(?:about|of)|(?:any\s+|your\s+)?thoughts\s+(?:on|about)|(?:your\s+)?opinion\s+(?:on|of|about)|talk\s+(?:to\s+me\s+)?about|teach\s+me\s+about|i\s+want\s+to\s+(?:know|learn)\s+(?:more\s+)?about|give\s+me\s+an?\s+(?:overview|summary|introduction)\s+of)\s+(.+)$/i,
    "topic",
    (m) => addressed(m[1]!),
  ],
  // "List 3 uses of vinegar", "Name four causes of inflation" → "uses of vinegar": the listing verb and its count are no part of the subject.
  [
    /^(?:list|name|give(?:\s+me)?|share|provide|suggest|write(?:\s+down)?|tell\s+me)\s+(?:the\s+)?(?:top\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|several)\s+((?!(?:of|more|things?)\b)[a-z][\w'-]*(?:\s+.+)?)$/i,
    "topic",
    (m) => (DANGLING.test(m[1]!) ? "" : addressed(m[1]!)),
  ],
  // "Give me a checklist for moving house" → "moving house"; "a plan to lose weight" → "losing weight".
  [
    /^(?:(?:give|make|write|create|send)\s+(?:me\s+)?|i\s+need\s+|can\s+you\s+(?:give|make|write)\s+me\s+)?(?:a|an|some)\s+(?:checklist|list|plan|guide|overview|outline|roadmap|summary|advice)\s+(?:for|of|on|about|to)\s+(.+)$/i,
    "topic",
    (m) => (/^(?:to\s+)?(?:get|make|lose|gain|learn|start|build|find|save|improve|prepare|move|plan|become|stay|keep|stop)\b/i.test(m[1]!) ? activity(addressed(m[1]!.replace(/^to\s+/i, ""))) : addressed(m[1]!)),
  ],
];

/**
 * The question `prompt` asks, restated as a phrase, or undefined when it cannot be restated
 * cleanly (a "why" question, a statement, a long or non-Latin prompt).
 * @example restate("How do I make my website faster?") // { asking: "advice", phrase: "making your website faster" }
 */
export function restate(prompt: string): Restatement | undefined {
  const text = prompt.trim();
  if (text.length > 160 || text.includes("\n") || !/^[\p{Script=Latin}\p{N}\p{P}\p{Zs}$€£+&'’-]+$/u.test(text)) return undefined;
  const unquoted = text.replace(/’/g, "'");
  // "Can you tell me how tides work": what follows is already a clause a reply can repeat.
  const introduced = /^(?:(?:can|could|would)\s+you\s+(?:please\s+)?(?:tell\s+me|explain(?:\s+to\s+me)?)|do\s+you\s+know|i\s+(?:was\s+)?wonder(?:ing)?|tell\s+me|explain(?:\s+to\s+me)?)\s+(?=(?:how|why|what|where|when|who|which|whether)\b)/i.test(unquoted.replace(/^(?:(?:hey|hi|hello|ok(?:ay)?|so|well|please|quick question)[,!:]?\s+)*/i, ""));
  const question = unquoted
    .replace(PREAMBLE, "")
    .replace(/\s*[?.!]+\s*$/, "")
    .replace(AUDIENCE, "")
    .trim();
  if (question === "" || /[?!]/.test(question)) return undefined;
  if (introduced) return fitting("topic", addressed(question.replace(/^(?:tell\s+me|explain(?:\s+to\s+me)?)\s+/i, "")));
  for (const [pattern, asking, phrase] of RULES) {
    const match = pattern.exec(question);
    if (match) return fitting(asking, phrase(match));
  }
  // A short phrase that names a thing: "vector databases", "Eiffel Tower history".
  const words = question.split(/\s+/);
  if (words.length <= 5 && !NOT_A_THING.has(words[0]!.toLowerCase()) && !CLAUSE_VERB.test(question) && /^[\p{L}\p{N}][\p{L}\p{N}\s'&+#.-]*$/u.test(question)) return fitting("topic", question);
  return undefined;
}

function fitting(asking: Asking, phrase: string): Restatement | undefined {
  const clean = phrase.replace(/\s+/g, " ").replace(/[,;:]+$/, "").trim();
  if (clean === "" || clean.length > MAX_PHRASE || /\?/.test(clean)) return undefined;
  return { asking, phrase: clean };
}
