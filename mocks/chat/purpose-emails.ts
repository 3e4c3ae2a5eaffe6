/**
 * Emails and letters written for their purpose, the way a model writes the ones asked most:
 * "Write an email to cancel my hotel" is a cancellation to the hotel (its confirmation number,
 * dates, a request for written confirmation and the refund its policy allows), "Write a
 * resignation letter" a notice with a last day. Each is a subject line (emails only), a greeting
 * to the recipient the purpose implies ("[Manager's name]", "[Company] Customer Service") or the
 * prompt names ("to my landlord"), short paragraphs with bracketed placeholders for what only the
 * writer knows, and a sign-off. What the prompt says (the product, the company, the role, the
 * day) replaces its placeholder. Emails the prompt gives no purpose of stay writing-tasks.ts's.
 */
import { capitalized } from "./reply.ts";
import { requiredWords, WordPrefilter } from "./required-words.ts";
import { THANKED_READER, thankYouNote } from "./thank-you-notes.ts";

/** The cheap cue: a prompt that names none of these asks for no email or letter. */
const CUE = /e-?mail|letter|message|note|reply/i;

/** "Write an email to cancel my hotel", "Draft a formal complaint email about …", "Write an out-of-office reply" */
const WRITE_A = /^\s*(?:please\s+)?(?:(?:can|could) you\s+)?(?:help me\s+)?(?:write|draft|compose|create)\s+(?:me\s+)?(?:an?\s+|the\s+)?((?:(?!(?:to|for|about|of|on|an?|the|and)\b)[\p{L}'-]+\s+){0,4}?)(e-?mail|letter|message|note|reply|response)(?:\s+(?:to|for|about|after|regarding|of|on|that|because|since|from|with|until|while|when|during|\p{L}+ing)\b([^\n]*?)|)\s*[.!?]*\s*$/iu;
/** How WRITE_A opens ("out of office" comes after it): a prompt that does not start so asks for no email here. */
const WRITE_OPENING = /^\s*(?:please\s+)?(?:(?:can|could) you\s+)?(?:help me\s+)?(?:write|draft|compose|create)\s/iu;

/** Prompts about code that merely mention an email: a validator, a regex, a template engine. */
const CODE = /\b(?:regex|regexp|regular expression|function|code|script|validator|validation|sql|query|class|parser|html|css|json|python|javascript|typescript|java)\b/i;

type Tone = "formal" | "friendly";

/** What a purpose's email is written from: the prompt's words and what they say. */
interface Details {
  readonly text: string;
  readonly recipient: string | undefined;
  readonly company: string | undefined;
  readonly role: string | undefined;
  readonly item: string | undefined;
  readonly topic: string | undefined;
  readonly date: string | undefined;
}

/** An email's parts; the last paragraph goes when a short one is asked. */
interface Letter {
  readonly subject: string;
  readonly to: string;
  readonly paragraphs: readonly string[];
  readonly tone: Tone;
  readonly signOff?: string;
}

interface Purpose {
  readonly cue: RegExp;
  readonly also?: RegExp;
  readonly write: (details: Details) => Letter;
}

/** Recipients by role: "to my landlord" greets "[Landlord's name]". */
const ROLE = /\b(?:to|with|asking|ask)\s+(?:my|our|the)\s+(?:former\s+|new\s+|old\s+|current\s+)?(landlord|manager|boss|supervisor|professor|teacher|client|recruiter|hiring manager|interviewer|team|colleague|coworker|co-worker|employer|tenant|neighbou?r|doctor|coach|mentor|hr)\b/i;
/** A recipient named: "to Sam". */
const NAMED = /\bto\s+(\p{Lu}\p{Ll}+)\b/u;
/** A company named with a capital: "at Google", "with Acme Corp", "from Amazon". */
const COMPANY = /\b(?:(?:at|with|from|to|for)\s+(?:the\s+)?|my\s+(?=\S+\s+(?:subscription|membership|account|order|reservation|booking)\b))(?!I\b|My\b|The\b|(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\p{L}*\b)(\p{Lu}[\p{L}&'.-]*(?:\s+\p{Lu}[\p{L}&'.-]*){0,2})/u;
/** "for the product manager position", "for the role of data analyst" */
const ROLE_APPLIED = /\bfor\s+(?:the\s+|a\s+|an\s+)?(?:(?:role|position|job)\s+of\s+(?:an?\s+)?([\p{L} ]{2,40}?)\b(?=$|\s+at\b|[.,!?])|([\p{L} ]{2,40}?)\s+(?:position|role|job)\b)/iu;
/** "a broken blender", "my defective headphones", "a refund for a blender" */
const ITEM = /\b(?:broken|defective|damaged|faulty|cracked)\s+([\p{L}-]+(?:\s+(?!(?:that|which|i|from|with|and|for|to|after|because|on)\b)[\p{L}-]+)?)|\b(?:refund|return|replacement|cancel(?:l?ing)?)\s+(?:for\s+|of\s+|on\s+)?(?:a|an|the|my|this)\s+([\p{L}-]+(?:\s+(?!(?:that|which|i|from|with|and|for|to|after|because|on|order)\b)[\p{L}-]+)?)/iu;
/** "about a late delivery", "regarding the noise" */
const TOPIC = /\b(?:about|regarding|to discuss|for)\s+(?:a\s+|an\s+|the\s+|my\s+|our\s+)?([\p{L}' -]{2,60}?)\s*(?:$|[.,!?])/iu;
/** "on Friday", "for tomorrow", "by March 3" */
const DATE = /\b(?:on|for|from|by|until|next)\s+((?:next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|today|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?)\b/i;

function phrase(match: RegExpExecArray | null, ...groups: number[]): string | undefined {
  for (const group of groups) if (match?.[group]) return match[group]!.trim();
  return undefined;
}

function detailsOf(text: string): Details {
  const role = ROLE.exec(text)?.[1];
  const named = NAMED.exec(text)?.[1];
  const date = phrase(DATE.exec(text), 1);
  return {
    text,
    recipient: role ? `[${role.length <= 2 ? role.toUpperCase() : capitalized(role.toLowerCase())}'s name]` : named,
    company: phrase(COMPANY.exec(text), 1),
    role: phrase(ROLE_APPLIED.exec(text), 1, 2)?.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()),
    // "a refund for a broken blender": the blender, said to be broken where the email says so.
    item: phrase(ITEM.exec(text), 1, 2)?.toLowerCase().replace(/^(?:broken|defective|damaged|faulty|cracked)\s+/, "").replace(/^(?:order|subscription|membership|reservation|booking)\b.*/, "") || undefined,
    topic: phrase(TOPIC.exec(text), 1),
    date: date && /^[a-z]/.test(date) && !/^(?:today|tomorrow)$/i.test(date) ? capitalized(date) : date,
  };
}

/** "Google" or the placeholder for it. */
const company = (d: Details, placeholder = "[Company]") => d.company ?? placeholder;

/** An automatic reply while away. */
const OUT_OF_OFFICE = /\bout[- ]of[- ](?:the[- ])?office\b|\booo\b|\bauto-?reply\b|\bvacation (?:reply|responder|message)/i;

/** Reservations: a hotel's, a flight's, a table's, an appointment. */
const RESERVED = /\b(hotel|reservation|booking|room|stay|airbnb|flight|table|restaurant|appointment)\b/i;

/** "our privacy policy", "the terms of service", "our refund policy": the policy as a title. */
function policyNamed(text: string): string {
  const named = /\b(privacy|cookie|refund|return|shipping|cancellation|acceptable use|data)\s+(?:policy|notice)\b|\bterms\s+(?:of\s+(service|use)|and\s+conditions)\b|\b(terms)\b/i.exec(text);
  if (named?.[1]) return `${named[1].replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase())} Policy`;
  if (named?.[2]) return `Terms of ${capitalized(named[2].toLowerCase())}`;
  if (named?.[3]) return "Terms of Service";
  return "Policy";
}

/** What an update to such a policy usually changes; placeholders for a policy without usual changes. */
function policyChanges(policy: string): readonly string[] {
  if (/^Privacy|^Data|^Cookie/.test(policy)) return ["**Clearer language** about what data we collect and why", "**[What's new]**, e.g. how we use data to [new feature], and the choices you have about it", "**Your rights**: how to access, export or delete your data, in one place"];
  if (/^Terms/.test(policy)) return ["**[What's new]**, e.g. updated rules for [feature or service]", "**[A change to billing, accounts or content]**, explained in plain language", "**Clearer wording** throughout, so the terms are easier to read"];
  return ["**[The main change]**: what it means for you", "**[A second change]**", "**Clearer wording**, so it's easier to understand"];
}

function cancellation(d: Details): Letter {
  const what = RESERVED.exec(d.text)![1]!.toLowerCase();
  if (what === "flight") {
    return {
      subject: "Cancellation of booking [booking reference]",
      to: `${company(d, "[Airline]")} Customer Service`,
      tone: "formal",
      paragraphs: [
        `I'm writing to cancel my booking [booking reference] for flight [flight number] from [departure city] to [destination] on ${d.date ?? "[date]"}, booked under the name [Your name].`,
        "Please confirm the cancellation in writing and let me know the refund or travel credit due under the fare conditions of my ticket, refunded to my original payment method where possible.",
        "Thank you for your help.",
      ],
    };
  }
  if (what === "appointment") {
    return {
      subject: `Cancellation of my appointment on ${d.date ?? "[date]"}`,
      to: d.recipient ?? "[Name]",
      tone: "formal",
      paragraphs: [
        `I'm writing to cancel my appointment on ${d.date ?? "[date]"} at [time], booked under the name [Your name]. I'm sorry for the short notice.`,
        "Please confirm the cancellation. I'd be happy to reschedule: [dates and times that suit you] would work for me.",
        "Thank you for understanding.",
      ],
    };
  }
  if (what === "table" || what === "restaurant") {
    return {
      subject: `Cancellation of table reservation on ${d.date ?? "[date]"}`,
      to: `${company(d, "[Restaurant name]")} Team`,
      tone: "formal",
      paragraphs: [
        `I'm writing to cancel my table reservation for [number of guests] on ${d.date ?? "[date]"} at [time], under the name [Your name].`,
        "Please confirm the cancellation, and let me know if any deposit will be refunded.",
        "Thank you, and I hope to visit another time.",
      ],
    };
  }
  return {
    subject: "Cancellation of reservation [confirmation number]",
    to: `${company(d, "[Hotel name]")} Reservations Team`,
    tone: "formal",
    paragraphs: [
      `I'm writing to cancel my reservation under the name [Your name], confirmation number [confirmation number], for ${d.date ? `the stay starting ${d.date}` : "[check-in date] to [check-out date]"} ([number of rooms and guests]).`,
      "Please cancel the booking and send me written confirmation of the cancellation. If a refund is due under your cancellation policy, I'd be grateful if it could be returned to the original payment method.",
      "Thank you for your help, and I hope to stay with you another time.",
    ],
  };
}

/** What the landlord is asked to repair: "fix the heating", "a repair of the boiler", "that the sink be fixed", "the broken dishwasher". */
const REPAIR = /\b(?:fix|repair(?:\s+of)?)\s+((?:the|my|a|our)\s+[\p{L} ]{2,40}?)\s*(?:$|[.,!?])|\bthat\s+((?:the|my|our)\s+[\p{L} ]{2,30}?)\s+(?:be|is|are|has|have|keeps)\b|\b(?:broken|leaking)\s+([\p{L}]+)|\b(a leak[\p{L} ]{0,30}?)\s*(?:$|[.,!?])/iu;

function repairRequest(d: Details): Letter {
  const match = REPAIR.exec(d.text);
  const issue = (match?.[1] ?? match?.[2] ?? (match?.[3] ? `the ${match[3]}` : match?.[4]) ?? "[what needs repairing]").replace(/^(?:my|our)\b/i, "the");
  return {
    subject: `Repair request: ${capitalized(issue.replace(/^(?:the|a)\s+/i, ""))} at [your address]`,
    to: d.recipient ?? "[Landlord's name]",
    tone: "formal",
    paragraphs: [
      `I'm writing to ask you to fix ${issue} at [your address, unit number]. Since [date], [describe the problem: what happens and how often].`,
      "As this [affects daily use / is a safety risk / is getting worse], I'd be grateful if it could be repaired by [date]. I've attached photos, and I can give access on [days and times].",
      "Please let me know when someone can come. Thank you.",
    ],
  };
}

const PURPOSES: readonly Purpose[] = [
  {
    // An update to a policy, told to users: what changed, when it takes effect, where to read it.
    // First: "an update to our refund policy" is no refund, "…cancellation policy" no cancellation.
    cue: /\b(?:polic(?:y|ies)|terms)\b/i,
    // "our new terms of service" is an update too; a complaint about a new policy is a complaint.
    also: /^(?![\s\S]*\bcomplain)[\s\S]*\b(?:updat|revis|amend|chang\w*\s+(?:to|in)\b|announc|notify|inform|new\s+(?:\w+\s+){0,2}(?:polic|terms))/i,
    write: (d) => {
      const policy = policyNamed(d.text);
      return {
        subject: `We're updating our ${policy}`,
        to: "[First name]",
        tone: "friendly",
        signOff: "Thank you for trusting us,",
        paragraphs: [
          `We're writing to let you know that we're updating our ${policy}. The new version takes effect on ${d.date ?? "[effective date]"}.`,
          `Here's what's changing:\n${policyChanges(policy).map((change) => `- ${change}`).join("\n")}`,
          `You can read the full updated ${policy} at [link]. [If nothing changes for how they use the product, say so: you don't need to do anything.] By continuing to use [Product] after ${d.date ?? "[effective date]"}, you agree to the updated ${policy}.`,
          "If you have any questions, just reply to this email or contact us at [support email].",
        ],
      };
    },
  },
  { cue: /\blandlord\b/i, also: /\b(?:fix|repair|broken|leak|not working|mou?ld|heating|heater|boiler)/i, write: repairRequest },
  {
    // Before the cancellations: "cancel my subscription" is not a reservation.
    cue: /\bcancel/i,
    also: /\b(?:subscription|membership|gym|plan|account|service)\b/i,
    write: (d) => {
      const what = /\b(subscription|membership|plan|account|service)\b/i.exec(d.text)?.[1]?.toLowerCase() ?? "membership";
      return {
        subject: `Cancellation of my ${what} (account [account number])`,
        to: `${company(d)} Customer Support`,
        tone: "formal",
        paragraphs: [
          `I'm writing to cancel my ${what}${d.company ? ` with ${d.company}` : ""}, effective [today / the end of the current billing period]. The account is registered under [email address], account number [account number].`,
          `Please confirm in writing that the ${what} has been cancelled and that I won't be charged again. If any payment is taken after the cancellation date, please refund it to my original payment method.`,
          "Thank you for your help.",
        ],
      };
    },
  },
  {
    cue: /\bcancel/i,
    also: /\border\b/i,
    write: (d) => ({
      subject: "Cancellation request: order [order number]",
      to: `${company(d)} Customer Service`,
      tone: "formal",
      paragraphs: [
        `I placed order [order number] on [order date] for ${d.item ? `the ${d.item}` : "[item]"}, and I'd like to cancel it.`,
        "If it hasn't shipped yet, please cancel it and refund [amount] to my original payment method. If it has already shipped, please let me know how to return it for a refund.",
        "Please confirm the cancellation by email. Thank you.",
      ],
    }),
  },
  { cue: /\bcancel/i, also: RESERVED, write: cancellation },
  {
    cue: /\b(?:refund|return|money back|replacement)\b/i,
    write: (d) => {
      const item = d.item ?? "[item]";
      const faulty = /\b(?:broken|defective|faulty|damaged|cracked|not working|stopped working)\b/i.exec(d.text)?.[0].toLowerCase();
      // "the headphones are", "the blender is"
      const they = /[^s]s$/.test(item);
      const problem = faulty === "damaged" || faulty === "cracked" ? `${they ? "They" : "It"} arrived damaged: [describe the damage briefly].` : faulty ? `${they ? "They" : "It"} stopped working after [how long]: [describe the problem briefly].` : "[Say why you're returning it, e.g. it isn't as described.]";
      return {
        subject: `Refund request: ${d.item ? `${capitalized(d.item)}, ` : ""}order [order number]`,
        to: `${company(d)} Customer Service`,
        tone: "formal",
        paragraphs: [
          `I'm writing to request a refund for the ${item} I bought on [date of purchase] (order number [order number]). ${problem}`,
          `I've attached a copy of my receipt${faulty ? " and photos of the problem" : ""}. ${faulty ? `As the ${item} ${they ? "are" : "is"} faulty, I'd like a full refund of [amount]` : "I'd like a full refund of [amount] under your return policy"} to my original payment method.`,
          `I'd be grateful if you could confirm the refund by [date, e.g. within 14 days], and let me know if you need me to send ${d.item ? (they ? "them" : "it") : "the [item]"} back.`,
          "Thank you for your help.",
        ],
      };
    },
  },
  {
    cue: /\bcomplain|complaint/i,
    write: (d) => {
      const late = /\b(?:late|delayed|missing|lost|never arrived)\b[^.]*\b(?:delivery|order|package|parcel)\b|\bdelivery\b/i.test(d.text);
      const topic = d.topic?.replace(/^(?:a|an|the|my)\s+/i, "");
      return late
        ? {
            subject: "Complaint: Late delivery of order [order number]",
            to: `${company(d)} Customer Service`,
            tone: "formal",
            paragraphs: [
              `I'm writing to complain about the late delivery of my order [order number], placed on [order date]. It was due to arrive on ${d.date ?? "[promised delivery date]"}, but [it still hasn't arrived / it arrived on [date]], and I received no update.`,
              "This has caused [the impact, e.g. I had to buy the item elsewhere]. Please confirm when the order will arrive, and refund the delivery charge of [amount]; if it can't arrive by [date], I'd like to cancel it for a full refund.",
              "I've attached my order confirmation. I'd appreciate a reply by [date]. Thank you.",
            ],
          }
        : {
            subject: `Complaint: ${topic ? capitalized(topic) : "[what happened]"}`,
            // A complaint about neighbours or a service goes to whom the prompt names, not to a shop.
            to: d.company ? `${d.company} Customer Service` : d.recipient ?? "[Recipient's name]",
            tone: "formal",
            paragraphs: [
              `I'm writing to complain about ${topic ?? "[what happened]"}. On ${d.date ?? "[date]"}, [describe what happened briefly: where, who, what].`,
              "This has caused [the impact on you]. To resolve it, I'd like [what you want: a refund, a replacement, an apology, a fix] by [date].",
              "I've attached [receipts, photos, reference numbers]. I hope we can resolve this quickly. Thank you.",
            ],
          };
    },
  },
  {
    // A thank-you after an interview is written first: "a thank-you follow-up email after my interview" thanks.
    cue: /\bthank/i,
    also: /\binterview/i,
    write: (d) => ({
      subject: `Thank you: ${d.role ?? "[Position]"} interview`,
      to: d.recipient ?? "[Interviewer's name]",
      tone: "formal",
      signOff: "Best regards,",
      paragraphs: [
        `Thank you for taking the time to meet with me about the ${d.role ?? "[Position]"} position at ${company(d)}. I enjoyed our conversation about [a topic you discussed] and learning more about how the team works.`,
        "It confirmed my enthusiasm for the role. I'm confident my experience in [a relevant skill or achievement] would let me contribute from the start.",
        "Please let me know if I can provide anything else. I look forward to hearing about the next steps.",
      ],
    }),
  },
  {
    // A note of thanks to a team, a colleague, a manager, a teacher or a client (thank-you-notes.ts).
    cue: /\bthank/i,
    also: THANKED_READER,
    write: (d) => {
      const note = thankYouNote(d.text)!;
      return { subject: note.subject, to: note.to, tone: "friendly", signOff: "With thanks,", paragraphs: note.paragraphs };
    },
  },
  {
    cue: /follow[- ]?up|following up|check(?:ing)? in|status/i,
    also: /\binterview/i,
    write: (d) => ({
      subject: `Following up: ${d.role ?? "[Position]"} interview`,
      to: d.recipient ?? "[Interviewer's name]",
      tone: "formal",
      signOff: "Best regards,",
      paragraphs: [
        `I hope you're well. I'm writing to follow up on my interview for the ${d.role ?? "[Position]"} position at ${company(d)} on [interview date]. I enjoyed learning about [something discussed in the interview].`,
        "I'm still very interested in the role, and confident that my experience with [a relevant skill] would help the team [a goal mentioned in the interview]. Could you let me know if there's an update on the timeline for a decision?",
        "Thank you again for your time. I look forward to hearing from you.",
      ],
    }),
  },
  {
    cue: /\bresign|\bquit(?:ting)?\b|notice\b/i,
    also: /\bresign|\bquit(?:ting)?\s+(?:my\s+)?job|\bweeks'? notice/i,
    write: (d) => ({
      subject: "Resignation: [Your name]",
      to: d.recipient ?? "[Manager's name]",
      tone: "formal",
      signOff: "Sincerely,",
      paragraphs: [
        `Please accept this letter as formal notice of my resignation from my position as [Job title] at ${company(d)}. My last day will be ${d.date ?? "[last working day]"}, in line with my [two-week / contractual] notice period.`,
        "Thank you for the opportunities I've had here. I've especially valued [something you appreciated: the team, a project, what you learned].",
        "I'll do everything I can to make the transition smooth, including handing over my work and documenting [ongoing projects]. Please let me know how I can help.",
      ],
    }),
  },
  {
    cue: /\b(?:raise|pay rise|salary)\b/i,
    write: (d) => ({
      subject: "Request to discuss my salary",
      to: d.recipient ?? "[Manager's name]",
      tone: "formal",
      paragraphs: [
        "I'd like to request a meeting to discuss my salary. In my [time in the role] as [Job title], I've [a key achievement, with a number if you can] and taken on [new responsibilities].",
        "Based on these contributions and the market rate for similar roles ([range and source]), I'd like to discuss an increase to [target salary].",
        "Would you have time to meet in the next two weeks? Thank you for considering it.",
      ],
    }),
  },
  {
    cue: /\b(?:sick|unwell|ill|under the weather)\b/i,
    write: (d) => ({
      subject: `Out sick ${d.date && !/^(?:today|tomorrow)$/i.test(d.date) ? `on ${d.date}` : (d.date ?? "today").toLowerCase()}`,
      to: d.recipient ?? "[Manager's name]",
      tone: "friendly",
      signOff: "Thanks for understanding,",
      paragraphs: [
        `I'm not feeling well and won't be able to work ${d.date ? (/^(?:today|tomorrow)$/i.test(d.date) ? d.date.toLowerCase() : `on ${d.date}`) : "today"}. I'm going to rest and hope to be back [tomorrow].`,
        "[Colleague's name] can cover [anything urgent], and I'll check messages if something can't wait.",
      ],
    }),
  },
  {
    cue: /\bmeeting\b/i,
    also: /\b(?:request|schedul|set(?:ting)? up|arrang|ask|book|propos)/i,
    write: (d) => {
      const topic = /\b(?:about|to discuss|regarding|on)\s+(?:the\s+|our\s+|my\s+)?([\p{L}\p{N}' -]{2,50}?)\s*(?:$|[.,!?])/iu.exec(d.text)?.[1];
      return {
        subject: `Meeting request: ${topic ? capitalized(topic) : "[Topic]"}`,
        to: d.recipient ?? "[Name]",
        tone: "friendly",
        paragraphs: [
          `I'd like to set up a [30-minute] meeting to discuss ${topic ? `the ${topic}` : "[topic]"}. [One line on why it matters now.]`,
          `Would any of these times work for you? ${d.date ? `${d.date} at [time]` : "[Option 1: day and time]"}, [Option 2] or [Option 3]. I'm happy to fit around your schedule.`,
          "I'll send a calendar invite once we've agreed on a time.",
        ],
      };
    },
  },
  {
    cue: /\b(?:invoice|unpaid|overdue|payment reminder)\b/i,
    write: (d) => ({
      subject: "Reminder: invoice [invoice number] is overdue",
      to: d.recipient ?? "[Client's name]",
      tone: "formal",
      paragraphs: [
        "I hope you're well. This is a friendly reminder that invoice [invoice number] for [amount], sent on [date sent], was due on [due date] and is still unpaid.",
        "I've attached a copy of the invoice. You can pay by [bank transfer to account details / payment link].",
        "Could you let me know when the payment will be made? If it has already been sent, please disregard this message, and thank you.",
      ],
    }),
  },
  {
    cue: /\bapolog|\bsorry\b/i,
    write: (d) => {
      const what = /\b(?:for|about)\s+((?:missing|being|not|forgetting|the|my|a|an)\b[^.!?]{2,60}?)\s*(?:$|[.!?])/i.exec(d.text)?.[1]?.replace(/\bmy\b/gi, "my");
      return {
        subject: what ? `Apologies for ${what}` : "My apologies",
        to: d.recipient ?? "[Name]",
        tone: "friendly",
        paragraphs: [
          `I want to apologize for ${what ?? "[what happened]"}. [Briefly say what happened, without excuses.] I know it [caused you extra work / was frustrating], and I'm sorry.`,
          "To make it right, I [what you've done or will do], and I'll [how you'll prevent it next time].",
          "Thank you for your patience, and please let me know if there's anything else I can do.",
        ],
      };
    },
  },
  {
    cue: OUT_OF_OFFICE,
    write: (d) => ({
      subject: `Out of office${d.date ? ` until ${d.date}` : ": [start date] to [return date]"}`,
      to: "",
      tone: "formal",
      signOff: "Best regards,",
      paragraphs: [
        `Thank you for your email. I'm out of the office ${d.date ? `until ${d.date}` : "from [start date] to [return date]"} with limited access to email.`,
        "For anything urgent, please contact [colleague's name] at [colleague's email]. Otherwise, I'll reply as soon as I can after I return.",
      ],
    }),
  },
  {
    cue: /\b(?:reference|recommendation)\b/i,
    also: /\b(?:ask|request)/i,
    write: (d) => ({
      subject: "Reference request",
      to: d.recipient ?? "[Name]",
      tone: "formal",
      paragraphs: [
        `I hope you're well. I'm applying for the ${d.role ?? "[Position]"} position at ${company(d)}, and I'd be grateful if you would act as a reference for me. We worked together at [company or school] from [dates], where [something you did together].`,
        "If you agree, they may contact you by [email or phone] around [date]. I'm happy to send my CV, the job description and a few points you might mention.",
        "I completely understand if you're not able to. Thank you for considering it.",
      ],
    }),
  },
  {
    // Before the introductions: a cold email to a potential client sells, it does not ask for advice.
    cue: /\b(?:cold|outreach|prospect\w*|sales)\b/i,
    also: /\b(?:clients?|customers?|prospects?|leads?|business(?:es)?|compan(?:y|ies)|brands?|buyers?)\b/i,
    write: (d) => ({
      subject: `[A specific benefit] for ${company(d, "[Their company]")}`,
      to: d.recipient ?? "[First name]",
      tone: "friendly",
      signOff: "Best,",
      paragraphs: [
        `I noticed [something specific about ${company(d, "their company")}: a launch, a hiring push, a post they wrote], and it made me think you might be [facing a problem you solve, e.g. spending hours on manual reporting].`,
        "At [your company], we help [companies like theirs] [achieve a result] by [how, in one line]. [A similar client] used us to [a concrete result with a number, e.g. cut onboarding time by 40%].",
        "Would you be open to a 15-minute call next week to see if it could help you too? If now isn't the right time, just let me know and I won't follow up.",
      ],
    }),
  },
  {
    cue: /\bintroduc|\bnetworking\b|\bcold (?:e-?mail|message)/i,
    write: (d) => ({
      subject: "Introduction: [Your name], [your role]",
      to: d.recipient ?? "[Name]",
      tone: "friendly",
      signOff: "Best,",
      paragraphs: [
        "My name is [Your name], and I'm a [your role] at [your company]. I came across your work on [something specific they did] and found it [what you found useful].",
        "I'm [what you're working on or exploring], and I'd really value your perspective on [a specific topic]. Would you be open to a 20-minute call in the next few weeks?",
        "Either way, thank you for reading.",
      ],
    }),
  },
  {
    // Welcoming people who signed up: to a product, a newsletter or a community, not to a team.
    cue: /\bwelcom/i,
    // "a new team member" joins a team, not a community.
    also: /\b(?:users?|customers?|subscribers?|(?<!\bteam\s)(?<!\bstaff\s)members?|sign[- ]?ups?|signups|community|newsletter|readers|players)\b/i,
    write: (d) => {
      const subscribers = /\b(?:subscribers?|newsletter|readers)\b/i.test(d.text);
      const community = !subscribers && /\b(?:(?<!\bteam\s)members?|community)\b/i.test(d.text);
      const place = subscribers ? "[Newsletter name]" : community ? "[Community name]" : d.company ?? "[Product]";
      return {
        subject: `Welcome to ${place}!`,
        to: "[First name]",
        tone: "friendly",
        signOff: "Cheers,",
        paragraphs: subscribers
          ? [
              `Thanks for subscribing to ${place}! We're so glad you're here.`,
              "Every [week], you'll get [what readers get: the best articles, tips, news on a subject] straight to your inbox. Your first issue arrives on [day].",
              "In the meantime, here are a few of our readers' favourite posts: [link 1], [link 2], [link 3]. And if you ever have a question or an idea, just hit reply: we read every email.",
            ]
          : [
              `Welcome to ${place}! We're so glad you've joined us.`,
              community
                ? "Here's how to get started:\n1. Introduce yourself in [#introductions]: tell us who you are and what brought you here\n2. Read the [community guidelines], so everyone feels welcome\n3. Jump into a conversation in [a popular channel or forum]"
                : "Here's how to get started in a few minutes:\n1. [Set up your profile or account]\n2. [Take the first key action, e.g. create your first project]\n3. [Explore a feature people love]",
              "If you have any questions, just reply to this email or visit our help center at [link]. We're here to help.",
            ],
      };
    },
  },
  {
    cue: /\bwelcom/i,
    write: (d) => ({
      subject: "Welcome to the team, [Name]!",
      to: d.recipient && !/team/i.test(d.recipient) ? d.recipient : "[Name]",
      tone: "friendly",
      signOff: "Best,",
      paragraphs: [
        `Welcome to ${company(d, "the team")}! We're really glad to have you joining us as [Job title] on [start date].`,
        "On your first day, [who] will meet you at [time and place] and help you get set up. Your first week includes [onboarding sessions, meeting the team, a first project].",
        "If you have any questions before then, just reply to this email. We're looking forward to working with you!",
      ],
    }),
  },
  {
    cue: /\bdeclin|\bturn(?:ing)? down\b|\breject/i,
    also: /\b(?:offer|invitation|invite|proposal|position|job)\b/i,
    write: (d) => {
      const offer = /\b(?:offer|position|job)\b/i.test(d.text);
      // "an invitation to a wedding", "an invite to Sam's party": the event, in the reader's words ("your wedding").
      const event = /\b(?:invitation|invite)\s+to\s+(?:a|an|the|your|their)\s+([\p{L} ]{2,30}?)\s*(?:$|[.,!?]|\s+on\b)/iu.exec(d.text)?.[1];
      return offer
        ? {
            subject: `Job offer: ${d.role ?? "[Position]"}`,
            to: d.recipient ?? "[Hiring manager's name]",
            tone: "formal",
            paragraphs: [
              `Thank you for offering me the ${d.role ?? "[Position]"} position at ${company(d)}. After careful consideration, I've decided to decline the offer, as [a brief, positive reason, e.g. I've accepted a role that fits my current goals more closely].`,
              "I really appreciated the time you and the team spent with me, and I was impressed by [something you liked about the company].",
              "I hope our paths cross again, and I wish you and the team every success.",
            ],
          }
        : {
            subject: `Re: ${event ? capitalized(event) : "[Event]"} invitation`,
            to: d.recipient ?? "[Name]",
            tone: "friendly",
            paragraphs: [
              `Thank you so much for inviting me to ${event ? `your ${event}` : "[event]"} on ${d.date ?? "[date]"}. Unfortunately, I won't be able to make it because [a brief reason].`,
              "I hope it goes wonderfully, and I'd love to hear how it went. Let's [catch up / meet] soon.",
            ],
          };
    },
  },
  {
    cue: /\bextension\b|\bextend\b|\bmore time\b/i,
    write: (d) => {
      // "an extension on my essay", "more time for the report": what is due.
      const work = /\b(?:extension|more time)\s+(?:on|for|to finish)\s+(?:the\s+|my\s+|our\s+|a\s+|an\s+)?([\p{L}\p{N}' -]{2,40}?)\s*(?:$|[.,!?]|\s+(?:due|until|by)\b)/iu.exec(d.text)?.[1];
      return {
        subject: `Request for an extension: ${work ? capitalized(work) : "[assignment or project]"}`,
        to: d.recipient ?? "[Name]",
        tone: "formal",
        paragraphs: [
          `I'm writing to ask for an extension on ${work ? `the ${work}` : "[assignment or project]"}, currently due on ${d.date ?? "[due date]"}. [Briefly explain why: illness, a family matter, a dependency that slipped.]`,
          "I've completed [what's done so far], and with [number of days] more I can finish it to the standard it needs. Would a new deadline of [proposed date] be possible?",
          "Thank you for considering it. I'm happy to share my progress so far.",
        ],
      };
    },
  },
];

/** The purposes' cues by their required words: a prompt tries only the purposes whose words it has. Read off the cues on the first email asked, not at start. */
let purposeWords: WordPrefilter | undefined;

/** The first purpose, in table order, whose cue (and what else it needs) the prompt has. */
function purposeIn(prompt: string): Purpose | undefined {
  purposeWords ??= new WordPrefilter(PURPOSES.map((purpose) => requiredWords(purpose.cue.source)));
  for (const index of purposeWords.candidates(prompt.toLowerCase())) {
    const purpose = PURPOSES[index]!;
    if (purpose.cue.test(prompt) && (purpose.also?.test(prompt) ?? true)) return purpose;
  }
  return undefined;
}

/**
 * The email or letter a prompt asks for by its purpose, or undefined when it names none of these.
 * @example purposeEmailReply("Write an email to cancel my hotel")?.split("\n")[0] // "Subject: Cancellation of reservation [confirmation number]"
 */
export function purposeEmailReply(prompt: string): string | undefined {
  if (!WRITE_OPENING.test(prompt) || !CUE.test(prompt)) return undefined;
  // "out of office" is one word here, not a phrase with "of" in it.
  const match = WRITE_A.exec(prompt.replace(/\bout of (?:the )?office\b/i, "out-of-office"));
  if (!match || CODE.test(prompt)) return undefined;
  const [, words = "", kind] = match;
  if (/\bcover\b/i.test(words)) return undefined;
  // A reply to a complaint or an invitation answers it: it is not the complaint. Only an out-of-office reply is written here.
  if ((/^(?:reply|response)$/i.test(kind!) || /\b(?:respond|responding|reply|replying|answer|answering)\b/i.test(prompt)) && !OUT_OF_OFFICE.test(prompt)) return undefined;
  const purpose = purposeIn(prompt);
  if (!purpose) return undefined;
  const letter = purpose.write(detailsOf(prompt));
  // The tone asked wins over the purpose's own; a short one drops the closing paragraph.
  const tone: Tone = /\b(?:formal|professional)\b/i.test(words) ? "formal" : /\b(?:friendly|casual|informal|warm)\b/i.test(words) ? "friendly" : letter.tone;
  const short = /\b(?:short|brief|quick)\b/i.test(words) && letter.paragraphs.length > 2;
  const paragraphs = short ? letter.paragraphs.slice(0, -1) : letter.paragraphs;
  const greeting = letter.to === "" ? "Hello," : tone === "formal" ? `Dear ${letter.to},` : `Hi ${letter.to},`;
  const signOff = letter.signOff ?? (tone === "formal" ? "Kind regards," : "Best,");
  // A letter carries no subject line; an email, a message or a reply does.
  const head = /^(?:letter|note)$/i.test(kind!) ? [] : [`Subject: ${letter.subject}`, ""];
  return [...head, greeting, "", ...paragraphs.flatMap((p) => [p, ""]), signOff, "[Your name]"].join("\n");
}
