/**
 * The yes/no fields a model fills by judging the user's text: `is_violating`, `flagged` and
 * `is_harmful` by whether it threatens, harms or abuses (OpenAI's structured-outputs moderation
 * example), `is_spam`, `is_urgent`, `is_positive`, `is_question` by the same cue words and
 * sentiment the labels use (enum-cues.ts, sentiment.ts). A benign message is not flagged; its
 * "if violating" fields are null where the schema allows it, and a flagged one gets the category
 * its words show (a list of categories every one, in the order the words show them) and a
 * sentence saying why; a spam verdict's reason names the signals the text has (text-signals.ts).
 * Other booleans keep the faker's value.
 */
import { cueHits, cueWords } from "./enum-cues.ts";
import { normalisedKey } from "./property-kinds.ts";
import { sentimentOf } from "./sentiment.ts";
import { truthOf } from "./truths.ts";
import { harmsReason, spamReason, spamSignalCount } from "./text-signals.ts";

/** The moderation labels, as enum-cues keys them. */
const HARMS = ["violence", "self harm", "sexual", "harassment"] as const;
/** Why a message of each harm is flagged. */
const WHY: Readonly<Record<(typeof HARMS)[number], string>> = {
  violence: "The message expresses an intent to hurt someone.",
  "self harm": "The message talks about harming oneself.",
  sexual: "The message contains sexual content.",
  harassment: "The message insults or demeans someone.",
};

/** Why a message is not flagged, for an explanation that must be a string. */
const NOTHING_HARMFUL = "The message contains nothing harmful: no harassment, hate, threats of violence, sexual content or self-harm.";

/** A field's verdict on the user's text; undefined leaves the faker's value. */
type Judge = (text: string) => boolean | undefined;


const harmOf = (text: string) => HARMS.find((harm) => (cueHits(harm, text) ?? 0) > 0);
/** Every harm the text shows, in the order its words show them ("You are an idiot and I will find where you live" → harassment, violence). */
const harmsOf = (text: string): string[] => {
  const lower = text.toLowerCase();
  const at = (harm: string) => lower.indexOf((cueWords(harm, text)[0] ?? "").toLowerCase());
  return HARMS.filter((harm) => (cueHits(harm, text) ?? 0) > 0).sort((a, b) => at(a) - at(b));
};
/** Fields that say why a spam verdict was given, and how sure it is. */
const SPAM_WHY = /^(?:reason|reasons|explanation|reasoning|why|justification|rationale|signals)$/;
const SPAM_SURE = /^(?:confidence|certainty|probability|score|spamscore)$/;

/** Fields that say whether a claim about numbers holds. */
const TRUTH_FIELD = /^(?:is)?(?:answer|result|verdict|true|correct|valid|holds|prime|even|odd|equal|divisible)$|^(?:is)?(?:prime|even|odd)number$/;
/** Fields that say why a claim holds or not. */
const TRUTH_WHY = /^(?:explanation|reason|reasoning|why|justification|rationale)$/;

const JUDGES: readonly [RegExp, Judge][] = [
  [/^(?:is)?(?:violating|violation|harmful|unsafe|flagged|toxic|offensive|inappropriate|abusive|nsfw)$|^violates\w*$|^contains(?:harm|violence|profanity)\w*$/, (text) => harmOf(text) !== undefined],
  [/^(?:is)?(?:safe|appropriate|allowed|compliant)$/, (text) => harmOf(text) === undefined],
  // Spam by its words ("click here", "prize"), or by two signals of it together (urgency and a link).
  [/^(?:is)?spam$/, (text) => (cueHits("spam", text) ?? 0) > 0 || spamSignalCount(text) >= 2],
  [/^(?:is)?urgent$/, (text) => (cueHits("urgent", text) ?? 0) > 0],
  [/^(?:is)?positive$/, (text) => sentimentOf(text) === "positive"],
  [/^(?:is)?negative$/, (text) => sentimentOf(text) === "negative"],
  [/^(?:is)?question$/, (text) => text.includes("?")],
  // "Is 17 a prime number?" with `{answer: boolean}`: the verdict truths.ts works out.
  [TRUTH_FIELD, (text) => truthOf(text)?.holds],
];

/** Fields that say what a flagged message is, or why: null for a message that is not. */
const IF_FLAGGED = /category|categories|reason|explanation|violation|details|why/;

type Node = Record<string, unknown>;

/**
 * `document` with the yes/no judgements its fields ask for made from `text` (the last user
 * message), and the fields that depend on them; each change kept only where `validate` accepts.
 */
export function withJudgements(document: unknown, text: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || text.trim() === "") return document;
  // Most documents have no such field: they are not copied.
  if (!hasJudgedField(document as Node, 0)) return document;
  const copy = structuredClone(document) as Node;
  let changed = false;
  const set = (node: Node, key: string, value: unknown): boolean => {
    const before = node[key];
    if (before === value) return true;
    node[key] = value;
    if (validate(copy)) return (changed = true);
    node[key] = before;
    return false;
  };
  const visit = (node: Node, depth: number): void => {
    for (const [key, value] of Object.entries(node)) {
      if (value !== null && typeof value === "object" && !Array.isArray(value) && depth < 2) visit(value as Node, depth + 1);
      if (typeof value !== "boolean") continue;
      const judge = JUDGES.find(([pattern]) => pattern.test(normalisedKey(key)));
      if (!judge) continue;
      const verdict = judge[1](text);
      if (verdict === undefined) continue;
      set(node, key, verdict);
      // A worked-out claim: its siblings say why ("Yes, 17 is a prime number.").
      if (judge[0] === TRUTH_FIELD) {
        const truth = truthOf(text)!;
        for (const sibling of Object.keys(node)) if (TRUTH_WHY.test(normalisedKey(sibling)) && typeof node[sibling] === "string") set(node, sibling, `${truth.holds ? "Yes" : "No"}, ${truth.reason}.`);
        continue;
      }
      // A spam verdict: its siblings say which signals the text has, and how sure that makes it.
      if (judge === JUDGES[2]) {
        const signals = spamSignalCount(text);
        for (const sibling of Object.keys(node)) {
          const name = normalisedKey(sibling);
          if (SPAM_WHY.test(name) && typeof node[sibling] === "string") set(node, sibling, spamReason(text));
          else if (SPAM_SURE.test(name) && typeof node[sibling] === "number") set(node, sibling, Math.min(0.98, verdict ? 0.7 + 0.09 * signals : 0.9 - 0.1 * signals));
        }
        continue;
      }
      // A moderation flag: its siblings say what and why, or nothing.
      if (judge !== JUDGES[0]) continue;
      const harm = harmOf(text);
      const harms = harmsOf(text);
      for (const sibling of Object.keys(node)) {
        if (sibling === key || !IF_FLAGGED.test(normalisedKey(sibling))) continue;
        if (!verdict) {
          // Nothing to name: an empty list of categories, else null.
          if (!(Array.isArray(node[sibling]) && set(node, sibling, [])) && !set(node, sibling, null) && typeof node[sibling] === "string" && !/category|categories/.test(normalisedKey(sibling))) set(node, sibling, NOTHING_HARMFUL);
          continue;
        }
        const current = node[sibling];
        const isCategory = /category|categories/.test(normalisedKey(sibling));
        // A list of categories takes every harm shown, in the labels' spelling the schema accepts.
        if (Array.isArray(current) && isCategory) {
          for (const joiner of ["_", " ", "-"]) if (set(node, sibling, harms.map((each) => each.replace(" ", joiner)))) break;
          continue;
        }
        const label = harm === undefined ? undefined : harm.replace(" ", "_");
        const attempts = isCategory ? [label, harm, harm?.replace(" ", "-")] : [harms.length > 1 ? harmsReason(harms, text) : WHY[harm as (typeof HARMS)[number]]];
        if (typeof current === "string" || current === null) for (const attempt of attempts) if (attempt !== undefined && set(node, sibling, attempt)) break;
      }
    }
  };
  visit(copy, 0);
  return changed ? copy : document;
}

/** Whether a boolean field a judgement fills is in `node` or its objects, as deep as withJudgements looks. */
function hasJudgedField(node: Node, depth: number): boolean {
  for (const [key, value] of Object.entries(node)) {
    if (typeof value === "boolean" && JUDGES.some(([pattern]) => pattern.test(normalisedKey(key)))) return true;
    if (value !== null && typeof value === "object" && !Array.isArray(value) && depth < 2 && hasJudgedField(value as Node, depth + 1)) return true;
  }
  return false;
}
