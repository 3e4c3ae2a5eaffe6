/**
 * The opening of a newsletter issue: "Write an intro for our monthly newsletter", "a newsletter
 * intro about our spring sale". A model writes what readers see first: a greeting, a line on what
 * this issue is about, what's inside, and a warm close, on the subject the prompt names (a sale
 * gets its offer and its end date), with [placeholders] for what only the sender knows. Welcoming
 * new subscribers is an email of its own (purpose-emails.ts); ideas for what to put in a
 * newsletter are suggestions.ts's.
 */

/** "an intro for our newsletter", "newsletter intro", "opening paragraph of the newsletter": the part this writes. */
const INTRO = /\b(?:intro(?:duction)?|opening(?:\s+(?:paragraph|note|message|lines?))?|opener|editor'?s\s+(?:note|letter)|welcome\s+note)\s+(?:for|to|of)\s+(?:our|my|the|a|an|this)\s+(?:[\w-]+\s+){0,3}?newsletters?\b|\bnewsletters?\s+(?:intro(?:duction)?|opening|opener|editor'?s\s+note)\b/i;
/** Asking for it written. */
const WRITE = /^\s*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:write|create|draft|compose|give\s+me|help\s+me\s+write|i\s+need)\b/i;
/** "monthly", "weekly": how often it goes out. */
const EVERY = /\b(daily|weekly|biweekly|fortnightly|monthly|quarterly|annual|yearly|seasonal)\b/i;
/** "about our spring sale", "on our new product line", "for the holidays": group 1 the subject. */
const SUBJECT = /\b(?:about|on|featuring|announcing|covering|for)\s+((?:our|the|a|an|my)\s+[^.?!\n]{2,60}?|[^.?!\n]{2,60}?)\s*[.?!]*\s*$/i;
/** A subject that is an offer: the intro says what is off and until when. */
const SALE = /\b(?:sale|discount|offer|deal|promo(?:tion)?|black\s+friday|cyber\s+monday|clearance)\b/i;

/** "spring sale": the subject as a reader would see it in a sentence, "our" kept from the prompt. */
function subjectOf(prompt: string): string | undefined {
  // Only the words after "newsletter" can name the subject: "an intro for our monthly newsletter" names none.
  const after = prompt.slice(prompt.search(/newsletters?\b/i));
  const subject = SUBJECT.exec(after.replace(/^newsletters?\s*(?:intro(?:duction)?|opening|opener)?\s*/i, ""))?.[1]?.trim();
  if (subject === undefined || /\bnewsletter\b/i.test(subject) || /^(?:(?:our|my|the)\s+)?(?:subscribers?|readers|customers|members|team|company|business)$/i.test(subject)) return undefined;
  return subject;
}

/**
 * A newsletter issue's intro on the subject the prompt names, or undefined when the prompt asks for none.
 * @example newsletterIntroReply("Write an intro for our monthly newsletter")?.split("\n")[0] // "Subject: [Month] at [Company]: what's new this month"
 */
export function newsletterIntroReply(prompt: string): string | undefined {
  if (prompt.length > 200 || !/newsletter/i.test(prompt) || !WRITE.test(prompt) || !INTRO.test(prompt)) return undefined;
  const every = EVERY.exec(prompt)?.[1]?.toLowerCase();
  const period = every === undefined ? "issue" : ({ daily: "day", weekly: "week", biweekly: "fortnight", fortnightly: "fortnight", monthly: "month", quarterly: "quarter", annual: "year", yearly: "year", seasonal: "season" } as const)[every as "daily"];
  const dated = every === "monthly" ? "[Month]" : every === "quarterly" || every === "seasonal" ? "[Season]" : "[Date]";
  const edition = every === undefined ? "the latest edition of our newsletter" : `the ${dated} edition of our ${every} newsletter`;
  const subject = subjectOf(prompt);
  const bare = subject?.replace(/^(?:our|my|the|a|an)\s+/i, "");
  const title = bare === undefined ? undefined : bare.charAt(0).toUpperCase() + bare.slice(1);
  const thisPeriod = `this ${period}`;
  const heading = title === undefined ? `Subject: ${dated} at [Company]: what's new ${period === "issue" ? "in this issue" : thisPeriod}` : `Subject: ${title} is here 🎉`;
  const opening =
    subject === undefined
      ? `Welcome to ${edition}! We've had a busy few weeks, and we're excited to share what's been happening, what's coming up, and a few things we think you'll love.`
      : SALE.test(subject)
        ? `Welcome to ${edition}! This one is all about ${subject.replace(/^(?:a|an|the)\s+/i, "our ")}: for a limited time, you can get [X]% off [what's on sale], from [start date] until [end date]. It's our way of saying thank you for being here.`
        : `Welcome to ${edition}! This one is all about ${subject.replace(/^(?:a|an)\s+/i, "our ")}, and we can't wait to tell you more.`;
  const inside = [
    title === undefined ? "**[Top story]**: [the biggest news, launch or update]" : `**${title}**: ${SALE.test(subject!) ? "what's included, how to shop it and the code to use at checkout: [CODE]" : "the details, and what it means for you"}`,
    "**News from the team**: [a behind-the-scenes update or a milestone]",
    "**[Tip / resource]**: [something useful your readers can try this week]",
    "**Coming up**: [dates for your calendar: events, launches, deadlines]",
  ].map((item) => `- ${item}`);
  return [heading, "", "Hi [First name],", "", opening, "", `Here's what's inside ${thisPeriod}:`, "", ...inside, "", "As always, thank you for reading and for being part of our community. If you have a question, an idea or a story to share, just hit reply: we read every message.", "", "Warmly,", "[Your name]", "[Company]"].join("\n");
}
