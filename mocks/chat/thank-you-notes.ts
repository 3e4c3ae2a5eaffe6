/**
 * Thank-you notes to the people of work and school: a team, a colleague, a manager, a teacher or
 * a mentor, a client. Each says what a note to that reader thanks for (a team's effort, a
 * manager's trust, a teacher's patience, a client's business), the reason the prompt gives in
 * the writer's words ("for shipping the release"), and bracketed placeholders for the specific
 * moment only the writer knows. purpose-emails.ts writes them as notes or emails; a birthday or
 * thank-you card for a person stays card-messages.ts's.
 */

/** A note's parts: whom it greets, its subject line (for an email), its paragraphs. */
export interface ThankYouNote {
  readonly to: string;
  readonly subject: string;
  readonly paragraphs: readonly string[];
}

interface Reader {
  readonly cue: RegExp;
  readonly to: string;
  readonly subject: string;
  /** What the note first thanks for when the prompt gives no reason. */
  readonly opening: string;
  readonly rest: readonly string[];
}

const READERS: readonly Reader[] = [
  {
    cue: /^(?:team|staff|crew|everyone|volunteers|employees|colleagues|coworkers)$/i,
    to: "team",
    subject: "Thank you, team!",
    opening: "I want to take a moment to say thank you for everything you've put into [this project / the last few months].",
    rest: [
      "Your hard work, your ideas and the way you support each other made all the difference. [A specific moment: the late push before the launch, the customer someone went the extra mile for] is exactly why I'm proud to work with you.",
      "I don't say it often enough: I'm grateful to be part of this team. Thank you, all of you.",
    ],
  },
  {
    cue: /^(?:colleague|coworker|co-worker|teammate|peer)$/i,
    to: "[Name]",
    subject: "Thank you!",
    opening: "Thank you so much for your help with [project or task].",
    rest: [
      "[What they did] made a real difference: it [saved me hours / helped us hit the deadline / made the result much better]. I really appreciate you making the time when you had plenty on your own plate.",
      "If I can ever return the favour, just let me know.",
    ],
  },
  {
    cue: /^(?:manager|boss|supervisor|lead|director)$/i,
    to: "[Manager's name]",
    subject: "Thank you",
    opening: "I wanted to say thank you for your support [over the past year / on the project].",
    rest: [
      "Your guidance on [something specific] and the trust you gave me to [take on a responsibility] have helped me grow more than I expected. I really appreciate having a manager who [listens / gives honest feedback / has my back].",
      "Thank you for everything. I'm looking forward to what we do next.",
    ],
  },
  {
    cue: /^(?:teacher|professor|tutor|instructor|coach|mentor)$/i,
    to: "[Name]",
    subject: "Thank you",
    opening: "Thank you for everything you've done for me [this year].",
    rest: [
      "Your [patience / encouragement / lessons on a subject] made [the subject] something I look forward to, and I've learned far more than I expected. I'll always remember [a specific moment].",
      "Thank you for caring so much about the people you teach. It shows, and it matters.",
    ],
  },
  {
    cue: /^(?:clients?|customers?|partners?)$/i,
    to: "[Client's name]",
    subject: "Thank you for working with us",
    opening: "Thank you for choosing [Your company], and for the trust you've placed in us [on the project].",
    rest: [
      "It's been a real pleasure working with you, and we're proud of what we've achieved together: [a result you achieved together].",
      "We truly value your partnership. If there's anything more we can do, please don't hesitate to reach out. We look forward to working together again.",
    ],
  },
];

/** "to my team", "for our clients", "thanking my manager": group 1 the reader. */
export const THANKED_READER = /\b(?:to|for|thank(?:ing)?)\s+(?:my|our|the|all|all\s+of\s+my|all\s+our|a)?\s*(team|staff|crew|everyone|volunteers|employees|colleagues?|coworkers?|co-workers?|teammates?|peer|manager|boss|supervisor|lead|director|teacher|professor|tutor|instructor|coach|mentor|clients?|customers?|partners?)\b/i;
/** "for shipping the release", after the reader: why the note thanks. */
const REASON = /\s(for\s+(?!(?:my|our|the|a)\s+(?:team|manager|boss|teacher|client|customer|colleague)s?\b)[^\n]{3,120}?)\s*[.!?]*\s*$/i;

/**
 * A reason said of the reader, said to them: "for her guidance" → "for your guidance", "for
 * helping them" → "for helping you".
 * @example addressed("for her guidance") // "for your guidance"
 */
export function addressed(reason: string): string {
  return reason
    .replace(/\b(?:their|his)\b/gi, "your")
    .replace(/\bher\b(?=\s+(?!(?:to|with|for|on|at|in|and|so|when)\b)\p{L})/giu, "your")
    .replace(/\b(?:him|her|them)\b/gi, "you");
}

/**
 * The thank-you note a prompt asks for to a reader of work or school, or undefined when it names
 * none of them.
 * @example thankYouNote("Write a thank you note to my team")?.to // "team"
 */
export function thankYouNote(prompt: string): ThankYouNote | undefined {
  const word = THANKED_READER.exec(prompt)?.[1];
  if (word === undefined) return undefined;
  const reader = READERS.find((r) => r.cue.test(word));
  if (reader === undefined) return undefined;
  // The reason is what follows the reader: "to my team for shipping the release".
  const after = prompt.slice(prompt.toLowerCase().indexOf(word.toLowerCase()) + word.length);
  const reason = REASON.exec(` ${after}`)?.[1];
  const opening = reason ? `I'm writing to thank you ${addressed(reason)}.` : reader.opening;
  // "our customers" are greeted together, one client by name.
  const to = /s$/i.test(word) && reader.to.startsWith("[") ? "everyone" : reader.to;
  return { to, subject: reader.subject, paragraphs: [opening, ...reader.rest] };
}
