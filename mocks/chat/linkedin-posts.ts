/**
 * LinkedIn posts for the occasions people post about most: a new job, a promotion, leaving a job,
 * a product launch, a certification, hiring, a conference talk and a work anniversary. A model
 * writes each as such a post is written (the news first, thanks to the people behind it, what
 * comes next, a few hashtags), with what only the writer knows as placeholders ("[Company]") and
 * what the prompt says in their place ("at Google", "as a product manager"). Any other subject gets
 * a short post of lessons about it and a question to the reader. writing-tasks.ts decides that a
 * prompt asks for a post; tweets stay its own.
 */
import { capitalized } from "./reply.ts";
import { writtenNumber } from "./written-numbers.ts";

/** What the prompt says that a post names: the company, the role, the product, the certificate. */
interface Said {
  readonly subject: string;
  readonly company: string;
  readonly role: string;
}

interface Occasion {
  readonly cue: RegExp;
  readonly write: (said: Said) => string;
}

/** A product launch: also what a post "announcing our new app" is. */
const LAUNCH: Occasion = { cue: /\b(?:launch(?:ing|ed)?|releas(?:e|ing|ed)|going\s+live|introducing|unveil\w*)\b/i, write: launchPost };

const OCCASIONS: readonly Occasion[] = [
  {
    cue: /\bwork\s+anniversary\b|\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[-\s]+years?\s+(?:at|with)\b/i,
    write: (s) =>
      `Today marks ${yearsOf(s.subject)} at ${s.company}! 🎉\n\nWhen I joined, I didn't know how much I would learn here. Since then I've [worked on a project you're proud of], [grown into a new responsibility], and worked with some of the kindest and smartest people I know.\n\nThank you to my team and to everyone who has made these years so rewarding. I'm excited for what's still ahead.\n\n#WorkAnniversary #Grateful #CareerJourney`,
  },
  {
    cue: /\bpromot(?:ion|ed)\b/i,
    write: (s) =>
      `I'm thrilled to share that I've been promoted to ${s.role} at ${s.company}! 🎉\n\nThis milestone belongs to more people than just me. Thank you to [manager's name] for the trust and the honest feedback, and to my team for the ideas, the hard work and the laughs along the way.\n\nIn this new role I'll be focusing on [your new focus], and I'm excited to keep growing alongside such talented people.\n\n#Promotion #CareerGrowth #Grateful`,
  },
  {
    cue: /\b(?:leaving|left|last\s+day|moving\s+on|goodbye|farewell|resign(?:ed|ing|ation)?|quit(?:ting)?|stepping\s+down)\b/i,
    write: (s) =>
      `After [X years] at ${s.company}, today is my last day.\n\nIt's hard to sum up what this place has meant to me. I've [worked on projects I'm proud of], grown more than I expected, and above all worked with people who made even the hard days worth it. Thank you to [names] for the support, the mentoring and the friendship.\n\nI'll share what's next soon, but I'll always be cheering for this team. Let's stay in touch!\n\n#NewChapter #Grateful #MovingOn`,
  },
  {
    cue: /\b(?:new\s+(?:job|role|position)|starting\s+(?:a|my)\s+(?:new\s+)?(?:job|role|position)|joined|joining|first\s+day|started\s+(?:a|my)\s+(?:new\s+)?(?:job|role|position)|accepted\s+(?:a|an)\s+(?:offer|job))\b/i,
    write: (s) =>
      `I'm excited to share that I'm starting a new position as ${s.role} at ${s.company}! 🎉\n\nAfter [X years] at [Previous company], I'm ready for a new challenge, and I'm grateful to everyone who helped me get here: the mentors who pushed me, the colleagues who taught me, and everyone who sent an encouraging message along the way.\n\nI'm looking forward to [what you'll work on] and to learning from an amazing new team. Here's to the next chapter!\n\n#NewJob #NewBeginnings #CareerGrowth`,
  },
  {
    cue: /\b(?:certif(?:ied|ication|icate)|passed\s+(?:the|my)|exam|accredit\w*|licen[cs]e)\b/i,
    write: (s) => {
      const named = /\b(?:my|the|an?)\s+((?:\p{Lu}[\p{L}\p{N}-]*\s+)+(?:[\p{L}-]+\s+)?certifi(?:cation|cate)|\p{Lu}[\p{L}\p{N} -]{1,40}?\s+(?:certification|certificate|exam))\b/u.exec(s.subject)?.[1];
      return `I'm happy to share that I've earned my ${named ?? "[certification name]"}! 🎓\n\nPreparing for it took [X weeks] of study on evenings and weekends, and I learned a lot about [key topics] along the way, much of which I'm already using in my work.\n\nThank you to [people or resources that helped]. If you're thinking about taking it, feel free to reach out: I'm happy to share what worked for me.\n\n#Certification #LifelongLearning #ProfessionalDevelopment`;
    },
  },
  {
    cue: /\b(?:hiring|job\s+openings?|open\s+(?:role|position)s?|recruiting|join\s+(?:our|my)\s+team)\b/i,
    write: (s) => {
      const role = /\bhiring\s+(?:an?\s+|for\s+(?:an?\s+)?)?([\p{L} -]{3,40}?)s?\s*(?:$|\s+(?:at|for|to|in)\b)/iu.exec(s.subject)?.[1];
      const wanted = role && !/^(?:now|today|again)$/i.test(role) ? role : s.role === "[Role]" ? "[Role]" : s.role;
      return `We're hiring! 🚀\n\n${s.company === "[Company]" ? "Our team" : s.company} is looking for ${/^\[/.test(wanted) ? "a" : /^[aeiou]/i.test(wanted) ? "an" : "a"} ${wanted} to help us [what the team does]. You'll [main responsibilities], working closely with [the people they'd work with].\n\nWhat we're looking for:\n- [X]+ years of experience in [skill]\n- [A key skill or tool]\n- Curiosity and a love of learning\n\nWhat we offer: [remote or hybrid work], [benefits], and a team that genuinely cares.\n\nInterested, or know someone who'd be a great fit? Apply here: [link], or send me a message. Shares are much appreciated!\n\n#Hiring #JobOpening #JoinOurTeam`;
    },
  },
  LAUNCH,
  {
    cue: /\b(?:speak(?:ing)?|talk|keynote|present(?:ing|ation)?|panel)\b[\s\S]*\b(?:conference|summit|meetup|event|talk)\b|\bconference\s+talk\b/i,
    write: (s) => {
      const event = /\b(?:at|to)\s+((?:\p{Lu}[\p{L}\p{N}'&.-]*\s*){1,5})/u.exec(s.subject)?.[1]?.trim();
      return `I'm excited to share that I'll be speaking at ${event ?? "[Conference name]"} on [date]! 🎤\n\nMy talk, "[Talk title]", is about [topic]: what we learned [doing something], what we'd do differently, and [the one takeaway you want people to leave with].\n\nIf you're attending, come say hi: I'd love to meet you. And if you can't make it, I'll share the slides here afterwards.\n\n#Conference #PublicSpeaking #[Topic]`;
    },
  },
];

/** "my 5 year work anniversary", "two years at Acme": "5 years", "2 years", "1 year"; else a placeholder. */
function yearsOf(subject: string): string {
  const written = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)[-\s]+years?\b/i.exec(subject)?.[1];
  const years = written === undefined ? undefined : writtenNumber(written);
  return years === undefined ? "[X] years" : `${years} year${years === 1 ? "" : "s"}`;
}

/** A launch's post: what is launched as the prompt names it, without the word "launch". */
function launchPost(s: Said): string {
  const product = s.subject.replace(/\b(?:the\s+)?(?:launch(?:ing|ed)?|releas(?:e|ing|ed)|going\s+live|introducing|unveil\w*)(?:\s+of)?\b/gi, "").replace(/\s{2,}/g, " ").trim();
  const named = product === "" || /^(?:a|an|the)?\s*(?:new\s+)?product$/i.test(product) ? "[Product name]" : product;
  return `Today's the day: we're launching ${named}! 🚀\n\nOver the past [months], our team has been working on a better way to [the problem it solves]. It helps [who it's for] [do what], so they can [the benefit].\n\nHuge thanks to everyone who built it, tested it and gave us feedback along the way. We'd love for you to try it: [link]\n\nWhat would you like to see next? Tell us in the comments 👇\n\n#ProductLaunch #Startup #Innovation`;
}

/** "at Google", "at Acme Corp": the company the prompt names. */
const AT_COMPANY = /\b(?:at|with|from|to)\s+((?:\p{Lu}[\p{L}\p{N}&'.-]*)(?:\s+\p{Lu}[\p{L}\p{N}&'.-]*){0,2})/u;
/** "as a product manager", "to senior engineer": the role the prompt names. */
const AS_ROLE = /\b(?:as|to)\s+(?:an?\s+|the\s+)?((?:senior\s+|lead\s+|junior\s+|head\s+of\s+)?[\p{Ll}][\p{L} -]{2,40}?)(?=\s+(?:at|with|in)\b|[.,!?]|$)/u;

/** Words too common to tag a post with. */
const UNTAGGED = /^(?:a|an|the|my|our|your|their|about|and|for|with|from|into|how|why|what|new|this|that|some|on|in|of|to|is|are|at)$/i;

/**
 * The LinkedIn post about `subject` (what the prompt says after "about", "announcing", …):
 * the occasion's post, a launch's for what it announces ("announcing our new app"), else a short
 * post of lessons about it.
 * @example linkedInPost("starting a new job").startsWith("I'm excited to share that I'm starting a new position") // true
 */
export function linkedInPost(subject: string, announces = false): string {
  const company = AT_COMPANY.exec(subject)?.[1];
  const role = AS_ROLE.exec(subject)?.[1];
  const said: Said = { subject, company: company ?? "[Company]", role: role && !/\b(?:job|role|position)\b/i.test(role) ? role : "[Role]" };
  const occasion = OCCASIONS.find((o) => o.cue.test(subject)) ?? (announces ? LAUNCH : undefined);
  if (occasion) return occasion.write(said);
  const topic = subject.replace(/^(?:my|our)\s+(?:thoughts\s+on\s+)?/i, "").trim();
  const tags = [...new Set(topic.split(/\s+/).filter((word) => /^[\p{L}]{3,}$/u.test(word) && !UNTAGGED.test(word)))]
    .slice(0, 3)
    .map((word) => `#${/\p{Lu}/u.test(word) ? word : capitalized(word)}`);
  return [
    `${capitalized(topic)} is something I've been thinking about a lot lately, and I wanted to share three things I've learned:`,
    "",
    `1. Start with the why. Decisions about ${topic} get easier once you're clear on what you want from it.`,
    "2. Small, consistent steps beat big, occasional pushes. Progress compounds.",
    `3. Listen to people who see it differently. My best ideas about ${topic} came from conversations, not from working alone.`,
    "",
    `What's been your experience with ${topic}? I'd love to hear your thoughts in the comments. 👇`,
    ...(tags.length > 0 ? ["", tags.join(" ")] : []),
  ].join("\n");
}
