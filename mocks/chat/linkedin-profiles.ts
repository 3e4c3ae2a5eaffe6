/**
 * Replies to "Write a LinkedIn summary for a data scientist", "a LinkedIn headline for a nurse",
 * "Write my LinkedIn About section, I'm a teacher": the headline (one line: the role, three skills,
 * what the work does) and the About section (first person, three short paragraphs: who I am, what
 * I do and its outcomes, a closing line inviting contact), in the words of the role's profession
 * (role-bios.ts). These prompts named no text to work on and got a statement fallback. Numbers
 * and names only the user knows stay [placeholders]; the shapes follow LinkedIn's own fields (a
 * headline under the name, an About section), while the wording is designed here. A LinkedIn
 * post is linkedin-posts.ts's; a "LinkedIn bio" is writing-tasks.ts's (profile-bios.ts, role-bios.ts).
 */
import { professionOf } from "./role-bios.ts";

/** The cheap cue: LinkedIn is named. */
const CUE = "linkedin";
const MAX_PROMPT = 300;
/** The part of a profile asked for; a post, message or bio is another module's. */
const PART = /\blinkedin\s+(?:profile\s+)?(summary|about(?:\s+(?:me|section|page))?|headline|tagline|profile)\b|\b(summary|about(?:\s+(?:me\s+)?section)|headline)\s+(?:for|on|of)\s+(?:my\s+)?linkedin\b/;
/** A request to write, not a question about LinkedIn ("How long should a LinkedIn summary be?"). */
const WRITE = /\b(?:write|draft|create|compose|give\s+me|make|help\s+me\s+(?:write|with)|improve|need|generate|come\s+up\s+with)\b/;
/** The role: "for a data scientist", "I'm a nurse", "as a product designer". */
const ROLE = /\b(?:for\s+(?:an?\s+)|i'?m\s+(?:an?\s+)|i\s+am\s+(?:an?\s+)|as\s+(?:an?\s+)|work\s+as\s+(?:an?\s+))([a-z][a-z/ -]{1,40}?)(?=\s*(?:[.,!?;:]|$|\s+(?:with|who|at|in|looking|and|based|working)\b))/;

/**
 * The LinkedIn headline and/or About section the prompt asks for, or undefined for any other prompt.
 * @example linkedInProfileReply("Write a LinkedIn headline for a data scientist")?.includes("Data Scientist | Machine Learning · Python · SQL | Turning data into decisions") // true
 */
export function linkedInProfileReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT) return undefined;
  const text = prompt.toLowerCase();
  if (!text.includes(CUE)) return undefined;
  const part = PART.exec(text);
  if (part === null || !WRITE.test(text)) return undefined;
  // "my LinkedIn headline and summary" asks for both, as a whole profile does.
  const both = text.includes("headline") && /\b(?:summary|about)\b/.test(text);
  const asked = both ? "profile" : (part[1] ?? part[2] ?? "");
  const role = acronyms(ROLE.exec(text)?.[1]?.trim());
  const headline = headlineFor(role);
  const about = aboutFor(role);
  if (/^(?:headline|tagline)$/.test(asked)) {
    return [`Here's a LinkedIn headline${role === undefined ? "" : ` for ${article(role)} ${role}`}:`, "", `**${headline}**`, "", "It puts the role first, then the skills recruiters search for, then what your work achieves. Swap in your own strongest skills; a specialty or a result with a number (\"[X]% faster releases\") makes it stand out more."].join("\n");
  }
  if (asked === "profile") {
    return ["Here's a headline and an About section to start from:", "", `**Headline:** ${headline}`, "", "**About:**", "", about, "", "Replace the [placeholders] with your own numbers and names: specific results are what make a profile memorable."].join("\n");
  }
  return [`Here's a LinkedIn About section${role === undefined ? "" : ` for ${article(role)} ${role}`}, in the first person as LinkedIn readers expect:`, "", about, "", `For your headline: **${headline}**`, "", "Replace the [placeholders] with your own numbers and names: specific results are what make a summary memorable."].join("\n");
}

/** "Data Scientist | Machine Learning · Python · SQL | Turning data into decisions". */
function headlineFor(role: string | undefined): string {
  const profession = role === undefined ? undefined : professionOf(role.toLowerCase());
  const title = role === undefined ? "[Your Role]" : titleCase(role);
  if (profession === undefined) return `${title} | [Skill 1] · [Skill 2] · [Skill 3] | [What you help people achieve]`;
  return `${title} | ${profession.skills.join(" · ")} | ${profession.tagline}`;
}

/** Three short first-person paragraphs: who I am, what I do and its outcomes, an invitation to connect. */
function aboutFor(role: string | undefined): string {
  const profession = role === undefined ? undefined : professionOf(role.toLowerCase());
  const who = role === undefined ? "[your role]" : role;
  const opening = profession === undefined
    ? `I'm ${article(who)} ${who} with [X] years of experience in [your field or specialty], helping [who you help] [achieve what].`
    : `I'm ${article(who)} ${who} with [X] years of experience ${profession.work}.`;
  const middle = profession === undefined
    ? "At [Current company], I [what you do and your biggest impact, with a number if you can: e.g. \"grew sign-ups by [X%]\"]. My core skills: [skill 1], [skill 2] and [skill 3]."
    : `${profession.outcomes} My core skills: ${profession.skills[0]}, ${profession.skills[1]} and ${profession.skills[2]}.`;
  const closing = `I'm always happy to connect with ${role === undefined ? "people in [your field]" : `fellow ${plural(role)}`} and anyone working on [topics you care about]. Feel free to send me a message or reach me at [email].`;
  return [opening, "", middle, "", closing].join("\n");
}

/** "an engineer", "a nurse"; "a UX designer", "a user researcher", as said aloud. */
function article(word: string): string {
  return /^[aeiou]/i.test(word) && !/^u(?:x|s|ni)/i.test(word) ? "an" : "a";
}

/** The prompt is read lower-cased: "ux designer" is written "UX designer" again. */
function acronyms<T extends string | undefined>(role: T): T {
  return role?.replace(/\b(?:ux|ui|seo|ceo|cto|hr|it|qa|pr|dj)\b/g, (word) => word.toUpperCase()) as T;
}

/** "data scientist" → "Data Scientist", "UX designer" → "UX Designer". */
function titleCase(role: string): string {
  return role.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** "nurse" → "nurses", "attorney" → "attorneys", "secretary" → "secretaries", "coach" → "coaches". */
function plural(role: string): string {
  if (/[^aeiou]y$/.test(role)) return `${role.slice(0, -1)}ies`;
  if (/(?:s|sh|ch|x|z)$/.test(role)) return `${role}es`;
  return `${role}s`;
}
