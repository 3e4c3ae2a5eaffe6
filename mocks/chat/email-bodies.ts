/**
 * The body of an email a tool sends for a one-line ask, as a model writes it: a greeting to the
 * recipient, a sentence or two made from what the ask is about, and a sign-off. "Email
 * bob@example.com about moving the meeting to Thursday" → "Hi Bob,\n\nCould we move the meeting
 * to Thursday? Let me know if that works for you.\n\nBest regards". Before, the body was a
 * sentence about the prompt ("Check the result against what … set out to do.").
 */
import { capitalized } from "./reply.ts";

/** What the email is about: "about moving the meeting to Thursday", "regarding the invoice". */
const TOPIC = /\b(?:about|regarding|re:?|concerning|on the subject of)\s+([^\n]{3,160}?)[\s.!?]*$/i;
/** What the email tells: "that the report is ready", "to let him know that …". */
const NEWS = /\b(?:that|to\s+(?:tell|let)\s+(?:him|her|them|the\s+team|everyone)(?:\s+know)?(?:\s+that)?)\s+([^\n]{3,160}?)[\s.!?]*$/i;
/** What the email is written to do: "to cancel my subscription", "to thank her for the flowers". */
const PURPOSE = /\bto\s+((?:cancel|request|confirm|schedule|reschedule|follow\s+up|thank|apologi[sz]e|invite|remind|inform|complain|report|share|ask|introduce|accept|decline|submit|update|check\s+in|say\s+thanks)\b[^\n]{0,150}?)[\s.!?]*$/i;
/** What the email asks of the recipient: "asking him to send the slides", "asking for the report". */
const REQUEST = /\basking\s+(?:(?:him|her|them|the\s+team|everyone)\s+)?((?:to|for|if|whether)\s+[^\n]{3,160}?)[\s.!?]*$/i;

/** A thing sent to someone: "Send the report to alice@x.com", "Forward my notes to Bob". */
const SENT = /^\s*(?:please\s+)?(?:send|forward|share|email|e-mail)\s+(the|my|our|this|these|those)\s+([\p{L}\d][\p{L}\d '-]{1,40}?)\s+(?:to|with)\s/iu;

/**
 * Changes a sender asks for, by the gerund a topic starts with: "moving the meeting to Thursday"
 * is a proposal, "Could we move the meeting to Thursday?".
 */
const PROPOSED: ReadonlyMap<string, string> = new Map(
  "moving:move rescheduling:reschedule postponing:postpone pushing:push cancelling:cancel canceling:cancel scheduling:schedule setting:set changing:change booking:book extending:extend delaying:delay meeting:meet starting:start switching:switch".split(" ").map((pair) => pair.split(":") as [string, string]),
);

/** Mailbox names that are no person's: they get no name in the greeting. */
const ROLE_MAILBOXES = /^(?:info|support|help|team|sales|admin|hello|contact|hr|jobs|careers|billing|noreply|no-reply|office|mail|hi|me|test|user)$/i;

/** The first name of an address's owner when its mailbox is a person's ("bob.smith@…" → "Bob"), else undefined. */
export function nameOfAddress(email: string): string | undefined {
  const first = email.split("@")[0]!.split(/[._+-]/)[0]!;
  return /^[a-z]{2,20}$/i.test(first) && !ROLE_MAILBOXES.test(first) ? capitalized(first.toLowerCase()) : undefined;
}

/** A topic's words as the writer's own: "my", "me" stay the sender's. */
function sentenceOf(text: string): string {
  return text.replace(/[\s.]+$/, "");
}

/**
 * The body of the email a message asks sent, from what it is about, what it tells or what it
 * asks; undefined when the message says none of these (the body then comes from elsewhere).
 * @example emailBodyOf("Email bob@example.com about moving the meeting to Thursday", "Bob") // "Hi Bob,\n\nCould we move the meeting to Thursday? …"
 */
export function emailBodyOf(text: string, recipient: string | undefined): string | undefined {
  if (text.length > 400 || !/about|regard|re:|concerning|subject|that|tell|let|asking|\bto\s/i.test(text)) return undefined;
  const greeting = recipient === undefined ? "Hi," : `Hi ${recipient},`;
  const news = NEWS.exec(text)?.[1];
  // "…with the subject Weekly sync" and nothing else said: the body is about the subject given.
  const topic = TOPIC.exec(text)?.[1] ?? (/subject/i.test(text) ? GIVEN_SUBJECT.exec(text)?.[1]?.trim() : undefined);
  const request = REQUEST.exec(text)?.[1];
  const purpose = PURPOSE.exec(text)?.[1];
  let middle: string | undefined;
  if (topic !== undefined && (news === undefined || text.indexOf(topic) < text.indexOf(news))) {
    const [first, ...rest] = topic.split(/\s+/);
    const verb = PROPOSED.get(first!.toLowerCase());
    middle =
      verb === undefined || rest.length === 0
        ? `I wanted to reach out about ${sentenceOf(topic)}. Let me know if you have any questions.`
        : `Could we ${verb} ${sentenceOf(rest.join(" "))}? Let me know if that works for you.`;
  } else if (news !== undefined) middle = `Just a quick note to let you know that ${sentenceOf(news)}.`;
  else if (request !== undefined) {
    const asked = sentenceOf(request);
    middle = /^to\s/i.test(asked) ? `Could you please ${asked.replace(/^to\s+/i, "")}? Thank you!` : `I'm writing to ask ${asked}. Thank you!`;
  }
  else if (purpose !== undefined) middle = `I'm writing to ${sentenceOf(purpose).replace(/\b(?:him|her|them)\b/, "you")}. Please let me know if you need anything else from me.`;
  else {
    // "Send the report to alice@x.com": what is sent goes with the email.
    const sent = SENT.exec(text);
    if (sent) middle = `Please find ${sent[1]!.toLowerCase()} ${sent[2]!.trim()} attached. Let me know if you have any questions.`;
  }
  return middle === undefined ? undefined : `${greeting}\n\n${middle}\n\nBest regards`;
}

/** A subject line given unquoted or quoted: "with the subject Weekly sync", "subject line: Q3 numbers", "subject 'Hi'", up to what comes after it. */
const GIVEN_SUBJECT =
  /\b(?:with\s+(?:the\s+|a\s+)?subject(?:\s+line)?|subject(?:\s+line)?\s*:|(?:and\s+)?subject(?:\s+line)?\s+(?=["“']))\s*:?\s*["“']?(\p{L}[^"”\n]{1,79}?)["”']?\s*(?=[.!?,;]|$|\s+(?:and|saying|that|telling|about|with|at|on|to|for|tomorrow|today|tonight|next|this)\b)/iu;

/**
 * The subject line of the email a message asks sent, from what it is about, tells or asks for, as
 * a model writes one: "Email my boss that I'll be late" → "I'll be late", "Send an email to mom
 * about dinner on Sunday" → "Dinner on Sunday", "… asking for Friday off" → "Friday off";
 * undefined when the message says none of these, or says it at length (the subject then comes
 * from elsewhere).
 * @example emailSubjectOf("Email my boss that I'll be late") // "I'll be late"
 */
export function emailSubjectOf(text: string): string | undefined {
  if (text.length > 400) return undefined;
  // "…with the subject Weekly sync", "subject: Q3 numbers": the subject line the message gives, as written.
  if (/subject/i.test(text)) {
    const given = GIVEN_SUBJECT.exec(text)?.[1]?.trim();
    if (given !== undefined && given.length >= 2) return capitalized(given);
  }
  if (!/about|regard|re:|concerning|subject|that|tell|let|asking/i.test(text)) {
    // "Send the report to alice@x.com" → "Report".
    const sent = SENT.exec(text);
    return sent ? capitalized(sent[2]!.trim()) : undefined;
  }
  const news = NEWS.exec(text)?.[1];
  const topic = TOPIC.exec(text)?.[1];
  const request = REQUEST.exec(text)?.[1];
  const said =
    topic !== undefined && (news === undefined || text.indexOf(topic) < text.indexOf(news))
      ? topic
      : (news ?? (request !== undefined && /^for\s/i.test(request) ? request.replace(/^for\s+/i, "") : undefined));
  if (said === undefined) return undefined;
  const subject = sentenceOf(said);
  return subject.length > 60 ? undefined : capitalized(subject);
}
