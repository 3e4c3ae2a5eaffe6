/**
 * A reply drafted to a pasted email or message: "Reply to this email politely declining the
 * meeting: Hi, can we meet Thursday at 3pm to discuss the budget?", or the email first and
 * "Write a response accepting" after it. An email assistant's most common ask; "I can't send
 * emails" (cannot-do.ts, which keeps "Reply to my email from John", with nothing pasted) reads as
 * a broken mock.
 *
 * The reply answers what the email is: a meeting asked for (its day, time and subject said back),
 * an invitation, a complaint or a bad review (an apology and a way to make it right), a request to
 * do something, or thanks. What it says is what the instruction asks (decline, accept, another
 * time, more details, an apology, thanks), else what such an email usually gets: a meeting or an
 * invitation accepted, a complaint apologized for, a request agreed to. It is addressed to the
 * email's sender when it signs with a name, in the tone asked (formal: "Dear …, Kind regards";
 * friendly: "Hi …, Cheers"), with a "Re:" subject for an email and placeholders for what only the
 * writer knows. The reply's wording is designed.
 */
import { capitalized } from "./reply.ts";

/** The cheap cue: a reply or a response is asked for. */
const CUE = /\b(?:repl(?:y|ies)|respon(?:d|se)|answer)\b/i;
/** The instruction, first: "Reply to this email politely declining the meeting", "Write a response to this message". */
const INSTRUCTION = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:help\s+me\s+)?(?:(?:write|draft|compose|give\s+me)\s+(?:me\s+)?(?:an?\s+|the\s+)?(?:short\s+|quick\s+|brief\s+|polite\s+|professional\s+|friendly\s+|formal\s+)*(?:reply|response|answer)|reply|respond|answer)\b[^:\n]{0,160}$/i;
/** What the instruction names as replied to, when it names anything: an email, a message, a review. */
const REPLIED_TO = /\b(?:e-?mail|message|note|text|dm|inquiry|enquiry|request|invitation|invite|review|comment|complaint|letter|this|it|him|her|them)\b/i;

type Intent = "decline" | "accept" | "reschedule" | "details" | "apologize" | "thank" | "followUp";
type Kind = "meeting" | "invitation" | "complaint" | "request" | "thanks" | "other";

const INTENTS: readonly [Intent, RegExp][] = [
  ["reschedule", /\b(?:reschedul\w*|another\s+(?:time|day|date)|different\s+(?:time|day|date)|postpon\w*|push\s+(?:it\s+)?back|move\s+(?:it|the\s+\w+)\s+to|a\s+later\s+date|new\s+time)\b/i],
  ["decline", /\b(?:declin\w*|say(?:ing)?\s+no|turn(?:ing)?\s+(?:it\s+|them\s+|this\s+)?down|reject\w*|refus\w*|can'?t\s+(?:make|attend|come|do)|cannot\s+(?:make|attend|come|do)|unable\s+to|not\s+(?:able\s+to|going\s+to\s+(?:make|attend|come))|pass(?:ing)?\s+on)\b/i],
  ["accept", /\b(?:accept\w*|agree\w*|say(?:ing)?\s+yes|confirm\w*|yes\s+to|happy\s+to|saying\s+i'?ll\s+(?:come|attend|be\s+there))\b/i],
  ["details", /\b(?:ask(?:ing)?\s+for\s+(?:more\s+)?(?:info\w*|details|clarification|context)|more\s+(?:info\w*|details)|clarif\w*)\b/i],
  ["apologize", /\b(?:apologi[sz]\w*|say(?:ing)?\s+sorry|sorry)\b/i],
  ["thank", /\b(?:thank\w*|gratitude)\b/i],
  ["followUp", /\bfollow(?:ing)?[- ]?up\b/i],
];

const DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight|next\s+week|this\s+week|next\s+(?:monday|tuesday|wednesday|thursday|friday))`;
const TIME = String.raw`\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|noon|midday|\d{1,2}:\d{2}`;
/** "Thursday at 3pm", "tomorrow morning", "at 10am". */
const WHEN = new RegExp(String.raw`\b(?:(?:on|this|next)\s+)?(${DAY})(?:\s+(?:morning|afternoon|evening))?(?:\s+(?:at|around|@)\s+(${TIME}))?|\b(?:at|around)\s+(${TIME})`, "i");
const MEETING = /\b(?:meet(?:ing)?|call|catch[- ]up|sync|chat|coffee|lunch|hop\s+on|get\s+together|zoom|teams\s+call|quick\s+word)\b/i;
const INVITATION = /\b(?:invit\w*|party|wedding|dinner\s+party|celebrat\w*|join\s+us|come\s+to\s+(?:my|our)|barbecue|bbq|housewarming|reception|baby\s+shower)\b/i;
const COMPLAINT = /\b(?:disappoint\w*|unacceptable|complain\w*|broken|damaged|defective|never\s+(?:arrived|came|received)|still\s+(?:haven'?t|not)|refund|terrible|awful|rude|cold\s+food|was\s+cold|late\s+again|frustrat\w*|not\s+working|doesn'?t\s+work|worst|poor\s+service|overcharged|wrong\s+(?:item|order))\b/i;
const REQUEST = /\b(?:could|can|would)\s+you\s+(?:please\s+)?(send|share|review|take\s+a\s+look\s+at|look\s+(?:at|over)|check|update|finish|prepare|help(?:\s+(?:me|us))?\s+with|forward|sign|approve|give\s+me|provide|cover)\b\s*([^?.!\n]{2,80})|\bplease\s+(send|share|review|check|update|finish|prepare|forward|sign|approve|provide)\b\s*([^?.!\n]{2,80})/i;
const THANKS = /\b(?:thank\s+you|thanks|grateful|appreciate)\b/i;
const SIGN_OFF = /^(?:thanks|thank\s+you|many\s+thanks|best|best\s+regards|kind\s+regards|warm\s+regards|regards|cheers|sincerely|yours(?:\s+sincerely|\s+truly)?|warmly|all\s+the\s+best|talk\s+soon|speak\s+soon)\b[\s,.!]*(.*)$/i;
const NAME = /^[-–—\s]*(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2})\s*$/u;
/** A greeting on a line of its own: "Hi Anna,", "Dear Ms. Lee,", "Hello team!". */
const GREETING = /^\s*(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening))\b(?:\s+[\p{L}.'-]+){0,3}\s*[,!:]?\s*$/iu;
const SUBJECT = /^\s*subject:\s*(?:re:\s*)?(.{2,100}?)\s*$/im;

/** The reply to a pasted email, or undefined when the prompt pastes none or asks for something else. */
export function emailReply(prompt: string): string | undefined {
  if (!CUE.test(prompt) || prompt.length > 6000) return undefined;
  const split = instructionAndEmail(prompt);
  if (split === undefined) return undefined;
  const { instruction, email } = split;
  if (/\b(?:code|json|function|regex|sql|in\s+(?:french|spanish|german|italian|portuguese))\b/i.test(instruction)) return undefined;
  return draftReply(instruction, email);
}

/** The instruction and the pasted email, whichever comes first; undefined when nothing is pasted. */
function instructionAndEmail(prompt: string): { instruction: string; email: string } | undefined {
  const text = prompt.trim();
  // First: "Reply to this email …: <email>" or "Reply to this email …\n<email>".
  const first = /^([^:\n]{6,200}?)(?::\s*|\s*\n+\s*)([\s\S]{20,})$/.exec(text);
  if (first && INSTRUCTION.test(first[1]!) && (REPLIED_TO.test(first[1]!) || /^(?:reply|respond)\b/i.test(first[1]!.trim())) && looksLikeAMessage(first[2]!)) {
    return { instruction: first[1]!, email: unquoted(first[2]!) };
  }
  // Last: "<email>\n\nWrite a reply declining politely."
  const last = /^([\s\S]{20,}?)\n\s*\n\s*([^\n]{6,200})$/.exec(text);
  if (last && INSTRUCTION.test(last[2]!) && looksLikeAMessage(last[1]!)) return { instruction: last[2]!, email: unquoted(last[1]!) };
  return undefined;
}

/** A message someone wrote: a greeting, a question, a request, a sign-off or a complaint. */
function looksLikeAMessage(text: string): boolean {
  return /^\s*["“]?\s*(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening))\b|\?|\b(?:could|can|would)\s+you\b|\bplease\b|\b(?:thanks|regards|cheers|best)\b/i.test(text) || COMPLAINT.test(text) || INVITATION.test(text);
}

function unquoted(text: string): string {
  return text.trim().replace(/^["“'']\s*|\s*["”'']$/g, "");
}

interface Read {
  sender: string | undefined;
  subject: string | undefined;
  body: string;
  kind: Kind;
  when: string | undefined;
  about: string | undefined;
  task: string | undefined;
}

/** What the email says: who sent it, what it is, the day and subject of a meeting, the task asked for. */
function readEmail(email: string): Read {
  const subject = SUBJECT.exec(email)?.[1];
  const lines = email.split("\n").map((line) => line.trim()).filter((line) => line !== "" && !/^subject:/i.test(line));
  let sender: string | undefined;
  // The sign-off: "Thanks,\nJohn", "Best, Priya", "- Sam".
  for (let i = Math.max(0, lines.length - 3); i < lines.length; i++) {
    const line = lines[i]!;
    const signed = SIGN_OFF.exec(line);
    // "Thanks,", "Best, Priya": a sign-off is the word alone or with a name, not "Thanks for your help!".
    if (signed && (signed[1]!.trim() === "" || NAME.test(signed[1]!))) {
      const inline = NAME.exec(signed[1]!.trim())?.[1];
      const below = lines[i + 1] !== undefined ? NAME.exec(lines[i + 1]!)?.[1] : undefined;
      sender = inline ?? below ?? sender;
      lines.length = i;
      break;
    }
    if (i === lines.length - 1 && /^[-–—]\s*\p{Lu}/u.test(line)) {
      sender = NAME.exec(line)?.[1];
      lines.length = i;
    }
  }
  if (lines.length > 0 && GREETING.test(lines[0]!)) lines.shift();
  // "Hi, can we meet…" on one line: the greeting goes, the rest is the body.
  const body = lines.join(" ").replace(/^\s*(?:hi|hello|hey|dear)\b[^,!]{0,30}[,!]\s*/i, "");
  const when = whenOf(body);
  const about = /\bto\s+(discuss|talk\s+(?:about|through)|go\s+(?:over|through)|review|plan|catch\s+up\s+on)\s+([^?.!,\n]{2,60})/i.exec(body) ?? /\babout\s+([^?.!,\n]{2,60})/i.exec(body);
  const requested = REQUEST.exec(body);
  const task = requested ? `${(requested[1] ?? requested[3])!.toLowerCase()} ${theirs(((requested[2] ?? requested[4]) ?? "").trim())}`.trim() : undefined;
  const kind: Kind = COMPLAINT.test(body) ? "complaint" : INVITATION.test(body) && !/\b(?:meeting|call)\b/i.test(body) ? "invitation" : (MEETING.test(body) && (when !== undefined || /\b(?:can|could|shall|should)\s+we\b|\bare\s+you\s+(?:free|available)\b/i.test(body))) || (when !== undefined && /\bare\s+you\s+(?:free|available)\b/i.test(body)) ? "meeting" : task !== undefined ? "request" : THANKS.test(body) && !/\?/.test(body) ? "thanks" : "other";
  return { sender, subject, body, kind, when, about: about ? theirs(about.length === 3 ? `${about[1]!.toLowerCase()} ${about[2]!}` : `about ${about[1]!}`) : undefined, task };
}

/** "on Thursday at 3pm", from the email's words. */
function whenOf(body: string): string | undefined {
  const found = WHEN.exec(body);
  if (!found) return undefined;
  const day = found[1]?.replace(/\s+/g, " ");
  const time = (found[2] ?? found[3])?.replace(/\s+/g, "");
  const dayWords = day === undefined ? undefined : /^(?:tomorrow|today|tonight|next|this)/i.test(day) ? day.toLowerCase() : `on ${day[0]!.toUpperCase()}${day.slice(1).toLowerCase()}`;
  return [dayWords, time === undefined ? undefined : `at ${time.toLowerCase()}`].filter(Boolean).join(" ");
}

/** The sender's words as the reply says them: their "my report" is "your report". */
function theirs(fragment: string): string {
  const swapped: Readonly<Record<string, string>> = { my: "your", your: "my", me: "you", mine: "yours", yours: "mine", i: "you", "i'm": "you're", "you're": "I'm", myself: "yourself" };
  return fragment.replace(/\b(?:my|your|me|mine|yours|i|i'm|you're|myself)\b/gi, (word) => swapped[word.toLowerCase()] ?? word).replace(/\s+$/, "");
}

function intentOf(instruction: string, kind: Kind): Intent | undefined {
  const stated = INTENTS.find(([, cue]) => cue.test(instruction))?.[0];
  if (stated !== undefined) return stated;
  return kind === "complaint" ? "apologize" : kind === "thanks" ? "thank" : kind === "other" ? undefined : "accept";
}

function draftReply(instruction: string, email: string): string {
  const read = readEmail(email);
  const intent = intentOf(instruction, read.kind);
  const formal = /\b(?:formal\w*|professional\w*)\b/i.test(instruction);
  const friendly = !formal && /\b(?:casual\w*|friendly|informal\w*|warm\w*)\b/i.test(instruction);
  const name = read.sender?.split(" ")[0];
  const greeting = formal ? `Dear ${read.sender ?? "[Name]"},` : friendly ? `Hi ${name ?? "there"}!` : `Hi ${name ?? "[Name]"},`;
  const signOff = formal ? "Kind regards," : friendly ? "Cheers," : "Best regards,";
  const isEmail = !/\b(?:message|text|dm|review|comment|note)\b/i.test(instruction);
  const subject = isEmail ? `Subject: Re: ${read.subject ?? subjectOf(read)}\n\n` : "";
  const paragraphs = bodyOf(read, intent, formal);
  const signature = read.kind === "complaint" && /\breview\b/i.test(instruction) ? "[Your name], [Business name]" : "[Your name]";
  return `${subject}${greeting}\n\n${paragraphs.join("\n\n")}\n\n${signOff}\n${signature}`;
}

/** A subject for the reply when the email shows none: "Meeting on Thursday at 3pm". */
function subjectOf(read: Read): string {
  if (read.kind === "meeting") return read.about !== undefined && /^(?:discuss|review|plan|go|talk)/.test(read.about) ? `Meeting ${read.when ?? ""} to ${read.about}`.replace(/\s+/g, " ") : `Meeting${read.when !== undefined ? ` ${read.when}` : ""}`;
  if (read.kind === "invitation") return "Your invitation";
  if (read.kind === "complaint") return "Your recent experience";
  // "send you the Q3 report by Friday" → "Q3 report".
  if (read.kind === "request" && read.task !== undefined) return capitalized(read.task.replace(/^\S+(?:\s+(?:a\s+look\s+at|at|over|with))?\s+/, "").replace(/^(?:you|me|us)\s+/, "").replace(/^(?:the|a|an|your|my)\s+/, "").replace(/\s+(?:by|before|until)\s+.+$/, ""));
  return "Your message";
}

function bodyOf(read: Read, intent: Intent | undefined, formal: boolean): string[] {
  const meetingWhen = read.when !== undefined ? ` ${read.when}` : "";
  const purpose = read.about === undefined ? "" : /^(?:discuss|review|plan|go|talk|catch)/.test(read.about) ? ` to ${read.about}` : ` ${read.about}`;
  const thanks = formal ? "Thank you for your email." : "Thanks for reaching out.";
  switch (read.kind) {
    case "meeting":
      if (intent === "decline") return [`Thank you for the invitation to meet${meetingWhen}${purpose}. Unfortunately, I won't be able to make it [reason, if you'd like to give one].`, `If it helps, I'm happy to share my thoughts by email beforehand, or we could find another time that works for both of us.`];
      if (intent === "reschedule") return [`Thanks for suggesting we meet${meetingWhen}${purpose}. Unfortunately, that time doesn't work for me.`, `Would [alternative day and time] suit you instead? I'm also free [another option]. Let me know what works best.`];
      if (intent === "details") return [`${thanks} Before I confirm the meeting${meetingWhen}, could you share a little more about what you'd like to cover and who else will be joining? That way I can come prepared.`];
      return [`${thanks} ${read.when !== undefined ? `${capitalized(read.when.replace(/^on /, ""))} works for me` : "I'd be happy to meet"}${purpose !== "" ? `, and I look forward to our conversation${purpose.replace(/^ to /, " to ").replace(/^ about /, " about ")}` : ""}.`, `Please send over a calendar invite, and let me know if there's anything I should prepare beforehand.`];
    case "invitation":
      if (intent === "decline") return [`Thank you so much for the invitation! Unfortunately, I won't be able to make it [reason, if you'd like to give one], but I really appreciate you thinking of me.`, `I hope it's a wonderful occasion, and I'd love to catch up soon.`];
      if (intent === "details") return [`Thank you for the invitation! Could you let me know [the time / the address / whether I can bring a guest]? Then I can confirm.`];
      return [`Thank you so much for the invitation! I'd love to come${meetingWhen}.`, `Is there anything I can bring? Looking forward to it.`];
    case "complaint":
      if (intent === "decline") return [`Thank you for getting in touch, and I'm sorry to hear about your experience. I've looked into this carefully, and unfortunately we aren't able to [offer a refund / meet this request] because [reason].`, `What we can do is [alternative]. If you have any questions, please reply to this email and I'll be glad to help.`];
      return [`Thank you for letting us know, and I'm truly sorry about this. It isn't the experience we want anyone to have, and I understand your frustration.`, `I'd like to put it right: [what you will do, e.g. a replacement, a refund or a fix, and by when]. Could you reply with [your order number / the details we need] so we can take care of it straight away?`, `Thank you for your patience, and for giving us the chance to make it right.`];
    case "request": {
      const task = read.task ?? "help with this";
      // "send you the Q3 report by Friday": the deadline the email gives is the one the reply keeps.
      const deadline = /\s+((?:by|before|until)\s+.+)$/i.exec(task);
      const doing = deadline ? task.slice(0, deadline.index) : task;
      const back = /^(?:review|take|look|check|approve|sign)/.test(task) ? "get back to you" : /^help/.test(task) ? "be in touch" : "have it to you";
      if (intent === "decline") return [`Thanks for thinking of me for this. Unfortunately, I'm not able to ${task} right now [reason, e.g. other deadlines this week].`, `[Colleague's name] may be able to help, or I could take a look after [date] if that still works for you.`];
      if (intent === "details") return [`${thanks} I'm happy to ${task}. Before I start, could you let me know [the deadline / the format you need / any details I should have]?`];
      return [`${thanks} I'm happy to ${doing}: I'll ${back} ${deadline?.[1] ?? "by [day or date]"}.`, `Let me know if there's anything specific you'd like me to focus on.`];
    }
    case "thanks":
      return [`You're very welcome! I'm really glad it helped.`, `Don't hesitate to reach out if you need anything else.`];
    default:
      if (intent === "decline") return [`${thanks} I've given it some thought, and unfortunately I'll have to say no this time [reason, if you'd like to give one].`, `I appreciate you asking, and I hope we can work together on something else soon.`];
      if (intent === "accept") return [`${thanks} Yes, that works for me: [confirm the details].`, `Let me know if there's anything else you need from me.`];
      if (intent === "details") return [`${thanks} Could you share a few more details about [what you need to know], so I can give you a proper answer?`];
      if (intent === "apologize") return [`I'm sorry about [what happened]. That's on me, and I understand why it was frustrating.`, `[What you'll do to fix it, and by when.] Thank you for your patience.`];
      if (intent === "thank") return [`Thank you so much for [what they did]. It really made a difference, and I appreciate it.`];
      if (intent === "followUp") return [`I'm following up on my earlier note about [topic]. Have you had a chance to look at it?`, `Let me know if there's anything you need from me to move it forward.`];
      return [`${thanks} [Your answer to their question.]`, `Let me know if you have any other questions.`];
  }
}
