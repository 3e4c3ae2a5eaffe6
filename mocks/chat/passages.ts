/**
 * A text the prompt gives to summarise ("Summarize this article in a title and 3 key points:
 * <text>") as a model reads it: its sentences, or, for a text of one sentence, its clauses, so
 * key points are the text's own and not filler about a phrase of it; and its first sentence as a
 * headline ("City council voted to expand bike lane network by 40 miles").
 */
import { sentencesOf as sentencesIn } from "./sentences.ts";

/**
 * Where a one-sentence text splits into clauses: a semicolon, or a comma before a conjunction
 * or a participle ("…, citing safety and climate goals"). A comma inside a list or a date stays.
 */
const CLAUSE_END = /;\s+|,\s+(?=(?:and|but|while|whereas|although|though|which|so)\s|\p{Ll}{3,}ing\s)/u;
/** The whitespace `replace(/\s+/g, " ")` changes: a run of two or more, or one that is not a space; a lone space stays as it is. */
const WHITESPACE_TO_SPACE = /\s\s+|[^\S ]/g;
/** A clause's leading conjunction, which a point of its own does without. */
const LEADING_CONJUNCTION = /^(?:and|but|while|whereas|although|though|so)\s+/i;

/**
 * The sentences of `text`; a text of one sentence gives its clauses, each a sentence of its own
 * ("…, citing safety and climate goals." → "Citing safety and climate goals.").
 * @example sentencesOf("The council voted to expand the network, citing safety goals.") // ["The council voted to expand the network.", "Citing safety goals."]
 */
export function sentencesOf(text: string): string[] {
  const sentences = sentencesIn(text.replace(WHITESPACE_TO_SPACE, " "));
  if (sentences.length !== 1) return sentences;
  const clauses = sentences[0]!.split(CLAUSE_END).map((clause) => clause.replace(LEADING_CONJUNCTION, "").trim());
  if (clauses.length < 2 || clauses.some((clause) => clause.split(" ").length < 3)) return sentences;
  const stop = /[.!?]$/.exec(sentences[0]!)?.[0] ?? ".";
  return clauses.map((clause) => `${clause.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()).replace(/[.!?,;:]+$/, "")}${stop}`);
}

/** What ends a sentence after which another starts (a stop), or a clause of a text of one sentence (a semicolon, a comma). */
const BREAK = /[.!?…;,]/g;

/**
 * Whether `sentencesOf(text)` may give `count` sentences or more: every sentence but the last ends
 * at a stop, and every clause but the last at a semicolon or a comma, so a text with fewer of those
 * marks than `count - 1` gives fewer. A look that stops at the marks it needs, before a long pasted
 * text is split (a reply that needs three sentences turns away a paragraph of one).
 * @example mayHaveSentences("One sentence, then a clause.", 3) // false
 */
export function mayHaveSentences(text: string, count: number): boolean {
  BREAK.lastIndex = 0;
  for (let marks = 0; marks < count - 1; marks++) if (!BREAK.test(text)) return false;
  return true;
}

/** An email's greeting ("Hi team,", "Dear Ms Lee,"), which a summary or a point leaves out. */
const GREETING = /^\s*(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening))\b(?:\s+[\p{L}.'-]+){0,3}\s*[,!\n]\s*/iu;
/** An email's sign-off after a sentence and who signed it ("Thanks, Sara", "Best regards,\nTom"; not "… at Best Buy"). */
const SIGN_OFF = /(?<=[.!?]|^)\s*\b(?:thanks|thank\s+you|cheers|best|regards|best\s+regards|kind\s+regards|warm\s+regards|sincerely|talk\s+soon)(?:\s*[,!.]\s*|\s*\n\s*)(?<sender>\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\.?\s*$/iu;
/** A request in an email that gives a task ("Priya please update …", "Priya, could you update …"): said in a summary as what the person is to do. */
const ASKED_OF = /\b(\p{Lu}[\p{L}'-]+),?\s+(?:please|could\s+you|can\s+you)\s+(?=\p{Ll})/gu;

/**
 * A text the user gives, read as an email when it is one: its body without the greeting and the
 * sign-off, requests said as tasks, and who signed it.
 * @example emailParts("Hi team, the launch moves to May 3. Priya please update the press kit. Thanks, Sara") // { body: "The launch moves to May 3. Priya is to update the press kit.", sender: "Sara" }
 */
export function emailParts(text: string): { body: string; sender: string | undefined } {
  const greeted = GREETING.exec(text);
  const signed = SIGN_OFF.exec(text);
  if (!greeted && !signed) return { body: text, sender: undefined };
  let body = text.slice(greeted ? greeted[0].length : 0, signed ? signed.index : undefined).trim();
  body = body.replace(ASKED_OF, "$1 is to ").replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
  return { body: /[.!?]$/.test(body) ? body : `${body}.`, sender: signed?.groups?.sender };
}

/** Most words of a headline. */
const HEADLINE_WORDS = 12;
/** When a sentence is said: not what a headline keeps. */
const WHEN = /\s+(?:on\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|today|this\s+(?:morning|week)|last\s+(?:night|week|month|year))\b/gi;
/** The articles a headline leaves out. */
const ARTICLE = /^(?:the|a|an)$/i;
/** Words before which a long headline may end: a phrase of place, time or manner starts there. */
const PHRASE_START = /^(?:by|over|in|on|at|for|with|from|after|during|across|to|of|within|amid|since|until)$/i;
/** Words a headline does not end on. */
const DANGLING = /^(?:a|an|the|of|on|in|at|to|for|with|and|or|by|from|as|its|their|his|her)$/i;

/**
 * A text's first sentence as a headline: its first clause, without when it happened, without
 * articles and its stop, at most HEADLINE_WORDS words, ended where a phrase starts.
 * @example headlineOf("The city council voted on Tuesday to expand the bike lane network by 40 miles over the next five years, citing safety.") // "City council voted to expand bike lane network by 40 miles"
 */
export function headlineOf(sentence: string): string {
  const clause = sentence.split(/,\s+/)[0]!.split(" ").length >= 3 ? sentence.split(/,\s+/)[0]! : sentence;
  const words = clause.replace(/[.!?]+$/, "").replace(WHEN, "").split(" ").filter((word) => !ARTICLE.test(word));
  let kept = words;
  if (words.length > HEADLINE_WORDS) {
    kept = words.slice(0, HEADLINE_WORDS);
    // End before the last phrase that would be cut, when enough is left.
    let end = kept.length;
    for (let at = kept.length - 1; at >= 4; at--) {
      if (PHRASE_START.test(words[at]!)) {
        end = at;
        break;
      }
    }
    kept = kept.slice(0, end);
  }
  while (kept.length > 1 && DANGLING.test(kept[kept.length - 1]!)) kept.pop();
  const headline = kept.join(" ");
  return headline.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}
