/**
 * A job description for a role: "Write a job description for a senior frontend engineer", "…for a
 * barista". A model writes the posting a hiring manager would publish: the title, a summary of the
 * role, what the person will do, what they need, what is nice to have, and what the company
 * offers, with [Company] placeholders for what only the employer knows. A role it knows (an
 * engineer, a product manager, a designer, a barista, a nurse, a sales or support rep) gets that
 * role's duties and requirements; any other gets placeholders for them. A reply about "job
 * descriptions" in general, or a list of job postings as records, is not what was asked.
 */
import { capitalized } from "./reply.ts";

interface Role {
  /** Words that name the role in a prompt. */
  readonly named: RegExp;
  /** One line on why the role exists. */
  readonly summary: string;
  readonly responsibilities: readonly string[];
  readonly requirements: readonly string[];
  readonly niceToHave: readonly string[];
}

/** The roles asked about most, with what a posting for each says. */
const ROLES: readonly Role[] = [
  {
    named: /\b(?:front[- ]?end|react|ui)\s+(?:engineer|developer|dev)\b/i,
    summary: "build fast, accessible web interfaces that [number] customers use every day",
    responsibilities: ["Build and ship user-facing features in [React / TypeScript] with designers and backend engineers", "Turn designs into responsive, accessible interfaces that work across browsers and devices", "Keep the app fast: measure, profile and improve load and interaction times", "Write tests and review code to keep quality high", "Help shape our component library and frontend architecture"],
    requirements: ["[3+ / 5+] years of professional frontend development experience", "Strong JavaScript and TypeScript, and deep experience with [React]", "Solid HTML, CSS and web accessibility (WCAG) fundamentals", "Experience with testing tools such as [Vitest / Jest / Playwright]", "Clear written and spoken communication"],
    niceToHave: ["Experience with Next.js or server-side rendering", "A design-system or component-library background", "Open-source contributions"],
  },
  {
    named: /\b(?:back[- ]?end|software|full[- ]?stack|web)\s+(?:engineer|developer|dev)\b/i,
    summary: "design, build and run the software behind [Product]",
    responsibilities: ["Design, build and maintain features across [our stack]", "Write clean, tested, well-documented code", "Review code and share knowledge with the team", "Keep our services reliable: monitoring, on-call and fixing what breaks", "Work with product and design to shape what we build"],
    requirements: ["[3+] years of professional software development experience", "Strong skills in [language, e.g. TypeScript / Python / Go]", "Experience with relational databases and designing APIs", "Comfort with cloud infrastructure such as [AWS / GCP]", "A habit of testing and clear communication"],
    niceToHave: ["Experience with distributed systems or event-driven architecture", "Familiarity with Docker and Kubernetes", "Experience in a startup or fast-growing team"],
  },
  {
    named: /\bproduct\s+manager\b|\bpm\b/i,
    summary: "decide what we build next and make sure it solves real problems for our customers",
    responsibilities: ["Own the roadmap for [product area], from discovery to launch", "Talk to customers regularly and turn what you learn into clear problems to solve", "Write clear specs and work day to day with engineering and design", "Define success metrics and measure the impact of what ships", "Keep stakeholders aligned on priorities and trade-offs"],
    requirements: ["[3+] years of product management experience, ideally in [B2B SaaS / consumer apps]", "A track record of shipping products customers love", "Strong analytical skills and comfort with data", "Excellent written and verbal communication", "Ability to say no, and explain why"],
    niceToHave: ["A technical background or experience working closely with engineers", "Experience with [industry]", "Hands-on experience with analytics tools such as [Amplitude / Mixpanel]"],
  },
  {
    named: /\b(?:ux|ui|product|graphic|visual)\s+designer\b|\bdesigner\b/i,
    summary: "design experiences that make [Product] simple and enjoyable to use",
    responsibilities: ["Design flows, wireframes and polished interfaces for new features", "Run user research and usability tests, and act on what you learn", "Work closely with product managers and engineers from idea to launch", "Contribute to and maintain our design system", "Present and explain your design decisions"],
    requirements: ["[3+] years of product or UX design experience", "A portfolio that shows your process and shipped work", "Expertise in [Figma]", "Strong interaction design and visual skills", "Comfort giving and receiving feedback"],
    niceToHave: ["Prototyping or front-end coding skills", "Experience with accessibility standards", "Experience designing for mobile"],
  },
  {
    named: /\bbarista\b/i,
    summary: "make great coffee and give every guest a warm welcome at our [café name]",
    responsibilities: ["Prepare espresso drinks, filter coffee and teas to our recipes and standards", "Greet guests, take orders and handle payments quickly and accurately", "Keep the bar, seating area and equipment clean and stocked", "Follow food safety and hygiene rules", "Help open or close the café and restock between rushes"],
    requirements: ["A friendly, positive attitude and a love of good coffee", "Ability to stay calm and quick during busy periods", "Availability for [early mornings / weekends / shifts]", "Reliability and good teamwork", "Previous barista or hospitality experience is a plus, but we'll train the right person"],
    niceToHave: ["Latte art skills", "A food hygiene certificate", "Experience with [espresso machine / POS system]"],
  },
  {
    named: /\b(?:registered\s+)?nurse\b|\bRN\b/,
    summary: "give safe, compassionate care to patients on our [ward / unit]",
    responsibilities: ["Assess, plan and deliver patient care in line with care plans", "Give medications and treatments and record them accurately", "Monitor patients' condition and escalate changes to the medical team", "Educate patients and families about their care and recovery", "Work with doctors, therapists and other nurses as one team"],
    requirements: ["A current [RN license / nursing registration] in [state / country]", "[1+] years of clinical experience in [specialty]", "Current BLS certification ([ACLS] for some units)", "Strong clinical judgment and attention to detail", "Compassion, patience and clear communication"],
    niceToHave: ["A BSN or equivalent degree", "Experience with [EHR system, e.g. Epic]", "Specialty certification in [area]"],
  },
  {
    named: /\b(?:sales|account)\s+(?:rep(?:resentative)?|executive|manager)\b|\bsdr\b/i,
    summary: "find, win and grow customers for [Product]",
    responsibilities: ["Prospect and qualify new leads by email, phone and LinkedIn", "Run discovery calls and product demos", "Manage your pipeline and forecast accurately in [CRM]", "Negotiate and close deals to meet your quota", "Share what you hear from customers with product and marketing"],
    requirements: ["[2+] years of B2B sales experience", "A track record of meeting or beating targets", "Excellent communication and listening skills", "Experience with a CRM such as [Salesforce / HubSpot]", "Resilience and a self-starting attitude"],
    niceToHave: ["Experience selling to [industry / buyer]", "Experience selling SaaS", "A second language"],
  },
  {
    named: /\b(?:customer\s+(?:support|service|success)|support)\s+(?:rep(?:resentative)?|agent|specialist|manager|associate)\b/i,
    summary: "help our customers get the most out of [Product] and solve their problems quickly",
    responsibilities: ["Answer customer questions by email, chat and phone", "Troubleshoot problems and escalate bugs to the right team", "Write and update help-center articles", "Spot patterns in what customers ask and share them with the product team", "Meet our response-time and satisfaction goals"],
    requirements: ["[1+] years of customer-facing experience", "Clear, friendly written communication", "Patience and real empathy for customers", "Comfort learning new software quickly", "Good organization when handling many conversations at once"],
    niceToHave: ["Experience with [Zendesk / Intercom]", "Technical or SaaS support experience", "A second language"],
  },
];

/** A request to write one: "Write a job description for …", "Draft a job posting for a nurse". */
const ASKS = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:help\s+me\s+)?(?:write|draft|create|compose|prepare|generate)\s+(?:me\s+)?(?:an?\s+|the\s+)?(?:short\s+|brief\s+)?job\s+(?:description|posting|ad(?:vert(?:isement)?)?|listing)\b/i;

/** "for a senior frontend engineer", "for the role of nurse", "for our new barista": the role, as written. */
const ROLE = /\bfor\s+(?:an?\s+|the\s+|our\s+|my\s+)?(?:(?:new|open)\s+)?(?:role\s+of\s+(?:an?\s+)?|position\s+of\s+(?:an?\s+)?)?([\p{L}][\p{L} /-]{1,50}?)(?:\s+(?:role|position|job))?\s*(?:$|[.,!?]|\s+(?:at|in|with|who|that|on)\b)/iu;

/**
 * The job description a prompt asks for, or undefined when it asks for none.
 * @example jobDescriptionReply("Write a job description for a barista")?.split("\n")[0] // "# Barista"
 */
export function jobDescriptionReply(prompt: string): string | undefined {
  // Cheap first look: the ask's opening (ASKS reads only the start), then the words "job" and a kind of posting.
  if (!ASKS.test(prompt) || !/\bjob\s+(?:desc|post|ad|list)/i.test(prompt)) return undefined;
  const asked = ROLE.exec(prompt)?.[1]?.trim();
  const title = asked === undefined ? "[Job Title]" : asked.replace(/(^|[\s/-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  const role = ROLES.find(({ named }) => named.test(asked ?? ""));
  const summary = role?.summary ?? "[one line on what this role exists to do]";
  const list = (items: readonly string[]): string[] => items.map((item) => `- ${capitalized(item)}`);
  return [
    `# ${title}`,
    "",
    "**Location:** [City / Remote / Hybrid]  ",
    "**Employment type:** [Full-time / Part-time]",
    "",
    "## About the role",
    `[Company] is looking for ${/^[aeiou]/i.test(title) ? "an" : "a"} ${title} to ${summary}. You'll join a [size] team that [what the team does], and you'll have real ownership of your work from day one.`,
    "",
    "## What you'll do",
    ...list(role?.responsibilities ?? ["[The main responsibility]", "[A second responsibility]", "[A third responsibility]", "[Who they work with and how]"]),
    "",
    "## What you'll need",
    ...list(role?.requirements ?? ["[Years] of experience in [field]", "[A key skill or qualification]", "[A tool or certification the role needs]", "Clear communication and good teamwork"]),
    "",
    "## Nice to have",
    ...list(role?.niceToHave ?? ["[A bonus skill]", "[Experience with a tool or industry]"]),
    "",
    "## What we offer",
    "- [Salary range] plus [bonus / equity]",
    "- [Health, dental and vision insurance]",
    "- [Number] days of paid time off, plus public holidays",
    "- [Flexible hours / remote work options]",
    "- [A learning budget, equipment, or other perks]",
    "",
    "## How to apply",
    `Send your [resume / CV] and a few lines on why you'd like to join to [email or link]. [Company] is an equal opportunity employer: we welcome applicants of every background.`,
  ].join("\n");
}
