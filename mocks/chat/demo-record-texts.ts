/**
 * What the records of a demo's list say (demo-records.ts): reviews that agree with their rating,
 * blog posts whose summary is about their title, the questions a pricing page answers,
 * testimonials, team members, events, job postings, social posts and comments. Each writer
 * takes the list's topic ("wireless earbuds") and the record's place in the list, and gives the
 * same text for the same topic and place.
 */

/** The topic as the records name it: "these wireless earbuds", "this project management tool". */
export interface Topic {
  /** As the prompt wrote it, articles dropped: "wireless earbuds", "SaaS pricing page". */
  readonly bare: string;
  /** As the prompt wrote it, its article kept: "a new coffee shop opening". */
  readonly written: string;
  /** With "this" or "these": "these wireless earbuds". */
  readonly near: string;
  /** Plural ("earbuds", "headphones"): what is said of it says "they". */
  readonly plural: boolean;
}

/** `topic` ("a project management tool") read for the records' text. */
export function topicOf(topic: string): Topic {
  const bare = topic.trim().replace(/^(?:a|an|the|my|our|your|some)\s+/i, "") || "it";
  const last = bare.split(/\s+/).pop()!.toLowerCase();
  const plural = /[^s']s$/.test(last) && !/(?:ss|us|is)$/.test(last);
  return { bare, written: topic.trim() || bare, near: `${plural ? "these" : "this"} ${bare}`, plural };
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lower = (text: string) => (/^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));
/** Each word's first letter in capitals, where the topic is written in lowercase ("remote work" → "Remote Work"). */
const titled = (text: string) => text.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());

// ── Reviews ─────────────────────────────────────────────────────────────────────

/** How a review feels about what it reviews: read from its rating, else from its place in the list. */
export type Tone = "praise" | "mixed" | "complaint";

/** The tone of a rating `value` on its scale (5 stars, 10 points, 100 percent). */
export function toneOfRating(value: number): Tone {
  const scale = value <= 5 ? 5 : value <= 10 ? 10 : 100;
  const share = value / scale;
  return share >= 0.8 ? "praise" : share >= 0.55 ? "mixed" : "complaint";
}

/** The tone of the `index`-th review of a list without ratings: most praise, as a shop's reviews do. */
export function toneAt(index: number): Tone {
  return (["praise", "praise", "mixed", "praise", "complaint"] as const)[index % 5]!;
}

/** What is good and bad about a kind of thing, as reviews of it say, and how a review of it opens and ends ({near} is the thing). */
interface Aspects {
  readonly good: readonly string[];
  readonly bad: readonly string[];
  /** How a praising review starts: how the reviewer came to know it. */
  readonly used: string;
  /** How a complaint ends: what the reviewer does about it. */
  readonly leaving: string;
}

/** Kinds of things reviewed, by the words that name them. */
const REVIEWED: readonly (readonly [RegExp, Aspects])[] = [
  [
    /\b(?:earbuds|earphones|headphones|headsets?|airpods|speakers?|soundbars?)\b/i,
    {
      good: ["The sound is clear and the bass is punchier than I expected", "Battery life easily gets me through a full workday", "They stay comfortable and secure even on long runs", "Pairing with my phone took seconds"],
      bad: ["The connection keeps dropping when my phone is in my pocket", "Battery life is nowhere near what the box promises", "They start to hurt after about an hour", "Callers say I sound muffled"],
      used: "I've used {near} every day for a month.",
      leaving: "I'm sending {them} back.",
    },
  ],
  [
    /\b(?:apps?|software|saas|platform|tool|service|website|extension)\b/i,
    {
      good: ["The interface is clean and easy to learn", "It saves me real time every single day", "Support answered my question within the hour", "Syncing between my laptop and phone just works"],
      bad: ["It crashes more often than it should", "The features I need are locked behind the priciest plan", "The latest update made everything slower", "Support took a week to reply"],
      used: "Our team has used {near} for three months now.",
      leaving: "We're looking for something else.",
    },
  ],
  [
    /\b(?:restaurants?|caf[eé]s?|coffee (?:shops?|houses?|places?)|bakery|bistro|pizzeria|pizza places?|diner|hotels?|brewery|pub)\b/i,
    {
      good: ["The staff were friendly and quick", "Everything we ordered was fresh and full of flavor", "Prices are fair for the quality", "The place is cozy without being cramped"],
      bad: ["We waited forty minutes for our order", "The food arrived lukewarm", "It is far too loud to hold a conversation", "The prices went up but the portions went down"],
      used: "We've been to {near} three times now.",
      leaving: "We won't be back.",
    },
  ],
];
/** Anything else a review is about. */
const ANY_THING: Aspects = {
  good: ["It works exactly as described", "The build quality feels solid", "Setup took about five minutes", "It has held up well to daily use"],
  bad: ["It stopped working properly after a few weeks", "It feels cheaper than the price suggests", "The instructions were confusing", "Customer support never got back to me"],
  used: "I've had {near} for a few weeks now.",
  leaving: "I'm returning {them}.",
};

const HEADLINES: Readonly<Record<Tone, readonly string[]>> = {
  praise: ["Exactly what I was looking for", "Worth every penny", "Exceeded my expectations", "My new favorite", "Impressed from day one"],
  mixed: ["Good, but not perfect", "Decent for the price", "Solid, with a few flaws", "Almost great"],
  complaint: ["Disappointed", "Not worth the money", "Would not buy again", "Gave up after a month"],
};

/**
 * The `index`-th review of `topic` in `tone`: its headline and its text, which say the same thing.
 * @example reviewOf(topicOf("wireless earbuds"), "complaint", 1).body // "Really disappointed with these wireless earbuds. …"
 */
export function reviewOf(topic: Topic, tone: Tone, index: number): { title: string; body: string } {
  const aspects = REVIEWED.find(([names]) => names.test(topic.bare))?.[1] ?? ANY_THING;
  const { good, bad } = aspects;
  const at = (list: readonly string[], step: number) => list[(index + step) % list.length]!;
  const title = at(HEADLINES[tone], 0);
  const them = topic.plural ? "them" : "it";
  const fill = (text: string) => text.replace("{near}", topic.near).replace("{them}", them);
  if (tone === "praise") return { title, body: `${fill(aspects.used)} ${at(good, 0)}, and ${lower(at(good, 1))}. Highly recommend ${them}.` };
  if (tone === "mixed") return { title, body: `${at(good, 0)}, but ${lower(at(bad, 1))}. Good for the price, just not perfect.` };
  return { title, body: `Really disappointed with ${topic.near}. ${at(bad, 0)}, and ${lower(at(bad, 1))}. ${fill(aspects.leaving)}` };
}

// ── Testimonials ────────────────────────────────────────────────────────────────

/** What customers say of software (an app, a tool, a platform). */
const SOFTWARE_TESTIMONIALS = [
  "Since we switched to {near}, our team spends less time chasing updates and more time getting work done.",
  "{Near} paid for itself in the first month. I can't imagine going back.",
  "Setup took an afternoon, and by the end of the week the whole team was using it without being asked.",
  "The support team is fantastic: every question we've had was answered within hours.",
  "We tried three alternatives before {near}. It's the only one that stuck.",
];
/** What customers say of anything else (a studio, a shop, a service). */
const TESTIMONIALS = [
  "{Near} has become the best part of my week. I always leave feeling better than when I came in.",
  "I was nervous at first, but everyone at {near} made me feel welcome from day one.",
  "Worth every penny. I recommend {near} to everyone who asks.",
  "The attention to detail is what keeps me coming back.",
  "Friendly, professional and always on time. I couldn't ask for more.",
];
/** Words naming software: its customers speak of a team's work. */
const SOFTWARE = /\b(?:apps?|software|saas|platform|tool|crm|dashboard|api|plugin|extension)\b/i;
const CUSTOMER_ROLES = ["Product Manager", "Operations Director", "Founder & CEO", "Head of Marketing", "Engineering Manager", "Small Business Owner"];

/** The `index`-th customer's word on `topic`, and the customer's role. */
export function testimonialOf(topic: Topic, index: number): { quote: string; role: string } {
  const quotes = SOFTWARE.test(topic.bare) ? SOFTWARE_TESTIMONIALS : TESTIMONIALS;
  const quote = quotes[index % quotes.length]!.replace("{Near}", capital(topic.near)).replace("{near}", topic.near);
  return { quote, role: CUSTOMER_ROLES[index % CUSTOMER_ROLES.length]! };
}

// ── Team members ────────────────────────────────────────────────────────────────

/**
 * A company's team as a model lists it, with each role's department: one chief executive first,
 * then the people of the departments a company has. A team longer than the list starts again
 * after the CEO ("Generate 7 employees" had two "Founder & CEO"s).
 */
const TEAM_ROLES: readonly (readonly [role: string, department: string])[] = [
  ["Founder & CEO", "Executive"],
  ["Head of Design", "Design"],
  ["Lead Engineer", "Engineering"],
  ["Product Manager", "Product"],
  ["Marketing Lead", "Marketing"],
  ["Customer Success Manager", "Support"],
  ["Account Executive", "Sales"],
  ["Software Engineer", "Engineering"],
  ["Financial Analyst", "Finance"],
  ["HR Manager", "HR"],
  ["UX Designer", "Design"],
  ["Sales Manager", "Sales"],
  ["Support Specialist", "Support"],
  ["Content Marketing Manager", "Marketing"],
  ["Data Analyst", "Engineering"],
  ["Recruiter", "HR"],
  ["Frontend Engineer", "Engineering"],
  ["Controller", "Finance"],
  ["QA Engineer", "Engineering"],
  ["Operations Manager", "Operations"],
];
const AGENCY_ROLES: readonly (readonly [role: string, department: string])[] = [
  ["Founder & Creative Director", "Executive"],
  ["Senior Product Designer", "Design"],
  ["Brand Strategist", "Strategy"],
  ["UX Researcher", "Design"],
  ["Art Director", "Creative"],
  ["Project Manager", "Operations"],
  ["Frontend Developer", "Engineering"],
  ["Copywriter", "Creative"],
  ["Account Manager", "Client Services"],
  ["Motion Designer", "Design"],
];
const BIO_LINES = [
  "{First} has more than ten years of experience and loves turning messy problems into simple plans.",
  "Before joining the team, {First} spent six years working with startups and global brands alike.",
  "{First} cares about the details and makes sure every project ships on time.",
  "Outside work, {First} can usually be found hiking, cooking for friends or reading a good novel.",
  "{First} joined in 2021 and now mentors the newest members of the team.",
];

/** The `index`-th member of a team (an agency's when the prompt is about one): a role, and a bio of `first` in that role. */
export function teamMemberOf(index: number, first: string | undefined, agency: boolean): { role: string; department: string; bio: string } {
  const roles = agency ? AGENCY_ROLES : TEAM_ROLES;
  // Past the end the list starts again after its head: a team has one CEO.
  const [role, department] = roles[index < roles.length ? index : 1 + ((index - 1) % (roles.length - 1))]!;
  const line = BIO_LINES[index % BIO_LINES.length]!;
  return { role, department, bio: first ? `${first} is our ${role}. ${line.replaceAll("{First}", first)}` : `Our ${role}. ${line.replace(/\{First\}( has|)/, "They$1").replaceAll("{First}", "they")}` };
}

// ── Blog posts ──────────────────────────────────────────────────────────────────

/** A post: its title, its one-line summary, its tags. */
export interface Post {
  readonly title: string;
  readonly summary: string;
  readonly tags: readonly string[];
}
type PostRow = readonly [string, string, readonly string[]];

/** Posts on topics demos ask for, by the words that name them. */
const KNOWN_POSTS: readonly (readonly [RegExp, readonly PostRow[]])[] = [
  [
    /\btypescript\b/i,
    [
      ["TypeScript Generics Without the Headache", "A practical guide to generic functions and types that stay readable.", ["typescript", "generics"]],
      ["Why You Should Turn On Strict Mode Today", "What each strict flag catches, and how to migrate an existing codebase step by step.", ["typescript", "strict-mode"]],
      ["From any to unknown: Safer Types at Your App's Edges", "How to type API responses and user input without giving up type safety.", ["typescript", "type-safety"]],
      ["Modeling State with Discriminated Unions", "Make impossible states impossible with unions the compiler checks for you.", ["typescript", "patterns"]],
      ["Utility Types You'll Use Every Day", "Partial, Pick, Omit and Record explained with real-world examples.", ["typescript", "utility-types"]],
    ],
  ],
  [
    /\breact\b/i,
    [
      ["React Hooks Explained: useState to useEffect", "How the core hooks work and the mistakes that cause most bugs.", ["react", "hooks"]],
      ["When Not to Reach for useEffect", "Common effects you can replace with simpler code, and why it matters.", ["react", "performance"]],
      ["Building a Design System in React", "How to structure reusable components your whole team will actually use.", ["react", "design-systems"]],
    ],
  ],
  [
    /\bpython\b/i,
    [
      ["10 Python Tricks for Cleaner Code", "Small language features that make everyday scripts shorter and clearer.", ["python", "tips"]],
      ["Type Hints in Python: A Practical Introduction", "How to add types to an existing project and catch bugs before they run.", ["python", "typing"]],
      ["Automating Boring Tasks with Python", "Scripts that rename files, fill spreadsheets and send reports for you.", ["python", "automation"]],
    ],
  ],
  [
    /\bremote work(?:ing)?\b|\bworking (?:remotely|from home)\b/i,
    [
      ["How to Stay Focused When Working from Home", "Simple routines that protect your attention without a commute to reset it.", ["remote-work", "productivity"]],
      ["Building Team Culture When Everyone Is Remote", "Rituals and habits that keep a distributed team connected.", ["remote-work", "culture"]],
      ["The Async-First Playbook", "How to cut meetings and still keep everyone in the loop.", ["remote-work", "communication"]],
    ],
  ],
];
/** Posts on any other topic ({T} is the topic, titled). */
const POST_TEMPLATES: readonly PostRow[] = [
  ["Getting Started with {T}: A Practical Guide", "Everything you need to begin with {t}, from the first steps to the habits that last.", ["guide", "beginners"]],
  ["7 {T} Mistakes Beginners Make (and How to Avoid Them)", "The most common pitfalls with {t}, and what to do instead.", ["tips", "mistakes"]],
  ["{T} Best Practices That Actually Matter", "The handful of {t} habits that make the biggest difference, and the ones you can skip.", ["best-practices"]],
  ["What I Learned After a Year of {T}", "Honest lessons from twelve months with {t}: what worked, what didn't and what I'd change.", ["lessons", "experience"]],
  ["{T}: Myths vs. Reality", "Separating what's true about {t} from what just gets repeated.", ["myths", "explainer"]],
];

/** A topic as a tag: "remote work" → "remote-work". */
function tagOf(topic: string): string {
  return topic.toLowerCase().normalize("NFD").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** The `index`-th post about `topic`: a post of the topic's own when the mock knows it, else one any topic can have. */
export function postOf(topic: Topic, index: number): Post {
  const known = KNOWN_POSTS.find(([names]) => names.test(topic.bare))?.[1];
  if (known) {
    const [title, summary, tags] = known[index % known.length]!;
    return { title, summary, tags };
  }
  const [title, summary, tags] = POST_TEMPLATES[index % POST_TEMPLATES.length]!;
  return { title: title.replace("{T}", titled(topic.bare)), summary: summary.replace("{t}", topic.bare), tags: [tagOf(topic.bare), ...tags] };
}

// ── Social posts and comments ───────────────────────────────────────────────────

const SOCIAL_POSTS = [
  "Hot take: {t} deserves a lot more attention than it gets. {tag}",
  "Spent the weekend reading up on {t}. The more I learn, the more I think small changes add up. {tag}",
  "Three things I wish I'd known sooner about {t}: start small, stay consistent, and ask for help. {tag}",
  "Can we talk about {t} for a second? Curious what everyone here thinks. {tag}",
  "Today's reminder: progress on {t} beats perfection. {tag}",
];
const COMMENTS = [
  "Great post! The part about {t} matched my own experience exactly.",
  "I've been thinking about {t} a lot lately, and this helped me put it into words.",
  "Interesting take, but I think you're underestimating how hard {t} is for small teams.",
  "Thanks for writing this. Bookmarking it to share with my team.",
  "Could you do a follow-up on the downsides of {t}?",
];

/** The `index`-th social post about `topic`, with its hashtag. */
export function socialPostOf(topic: Topic, index: number): string {
  const tag = `#${titled(topic.bare).replace(/[^\p{L}\p{N}]+/gu, "")}`;
  return capital(SOCIAL_POSTS[index % SOCIAL_POSTS.length]!.replace("{t}", topic.written).replace("{tag}", tag));
}

/** The `index`-th reader's comment on a post about `topic`. */
export function commentOf(topic: Topic, index: number): string {
  return COMMENTS[index % COMMENTS.length]!.replace("{t}", topic.written);
}

// ── FAQs ────────────────────────────────────────────────────────────────────────

type Faq = readonly [question: string, answer: string];

/** What a pricing page is asked. */
const PRICING_FAQS: readonly Faq[] = [
  ["Can I change plans later?", "Yes. You can upgrade or downgrade at any time from your account settings, and we prorate the difference on your next bill."],
  ["Is there a free trial?", "Yes. Every paid plan comes with a 14-day free trial, and no credit card is needed to start."],
  ["What payment methods do you accept?", "We accept all major credit cards and PayPal. Annual plans can also be paid by invoice."],
  ["Can I cancel at any time?", "Yes. Cancel from your account settings and you keep access until the end of your billing period."],
  ["Do you offer a discount for annual billing?", "Yes. Paying yearly saves you 20% compared with paying month to month."],
  ["What happens if I go over my plan's limits?", "We'll let you know before you reach them. You can upgrade at any time, and we never cut off your service without warning."],
];
/** What a shop's returns and shipping page is asked. */
const RETURNS_FAQS: readonly Faq[] = [
  ["How long do I have to return an item?", "You can return most items within 30 days of delivery, as long as they are unused and in their original packaging."],
  ["How do I start a return?", "Go to your orders, choose the item and select \"Return\". We'll email you a prepaid shipping label."],
  ["When will I get my refund?", "Refunds go back to your original payment method within 5 to 7 business days of the return reaching us."],
  ["Can I exchange an item instead?", "Yes. Choose \"Exchange\" when you start the return and we'll ship the new size or color as soon as the original is on its way back."],
  ["How long does shipping take?", "Standard shipping takes 3 to 5 business days; express arrives in 1 to 2."],
  ["Do you ship internationally?", "Yes, we ship to over 40 countries. Shipping costs and delivery times are shown at checkout."],
];
/** What people ask about something that is no software ({t} is the topic as written). */
const GENERAL_FAQS: readonly Faq[] = [
  ["What is {t}?", "{T} is explained in plain terms on this page, with the details most people ask about first."],
  ["Who is {t} for?", "Anyone who wants to know more, whether they're just starting out or already have some experience."],
  ["How do I get started?", "Start with the basics on this page, then reach out to us if anything is unclear. We're happy to help."],
  ["How much does it cost?", "Prices depend on what you need. Get in touch and we'll send you a quote within one business day."],
  ["How can I contact you?", "Email us or use the contact form, and we'll get back to you within one business day."],
];
/** What users ask about software ({T} is the topic). */
const TOPIC_FAQS: readonly Faq[] = [
  ["What is {t}?", "{T} helps you get more done with less effort. This page answers the questions people ask most before getting started."],
  ["How do I get started with {t}?", "Create an account, follow the short setup guide, and you can be up and running in a few minutes."],
  ["How much does {t} cost?", "There is a free plan to get started, and paid plans for teams that need more. See the pricing page for details."],
  ["Is my data secure?", "Yes. Your data is encrypted in transit and at rest, and we never share it with third parties."],
  ["Can I cancel at any time?", "Yes. There are no long-term contracts, and you can cancel from your account settings in a couple of clicks."],
  ["How do I contact support?", "Email or chat with us from the help center. We reply within one business day."],
];

/** What users ask about signing in and their account. */
const ACCOUNT_FAQS: readonly Faq[] = [
  ["How do I reset my password?", "Select \"Forgot password?\" on the sign-in page and enter your email address. We'll send you a link to choose a new password; it expires after one hour."],
  ["Why can't I sign in?", "Check that you're using the email address you signed up with, then try resetting your password. If you still can't get in, contact support and we'll help."],
  ["How do I change the email address on my account?", "Go to Settings, then Account, and enter the new address. We'll send a confirmation link to it, and the change takes effect once you click it."],
  ["How do I turn on two-factor authentication?", "Open Settings, then Security, choose \"Two-factor authentication\" and scan the code with an authenticator app."],
  ["How do I delete my account?", "Go to Settings, then Account, and select \"Delete account\". Your data is removed within 30 days, and you can export it first."],
];

/** The questions people ask about `topic`: a pricing page's, a shop's returns page's, an account's, software's or anything's. */
function faqsAbout(topic: Topic): readonly Faq[] {
  return /\b(?:pricing|prices?|plans?|billing|subscriptions?)\b/i.test(topic.bare)
    ? PRICING_FAQS
    : /\b(?:returns?|refunds?|shipping|delivery|exchanges?)\b/i.test(topic.bare)
      ? RETURNS_FAQS
      : /\b(?:passwords?|log ?ins?|sign ?ins?|accounts?|two-factor|2fa|usernames?)\b/i.test(topic.bare)
        ? ACCOUNT_FAQS
        : SOFTWARE.test(topic.bare) || /\b(?:product|service|saas|startup|website)\b/i.test(topic.bare)
          ? TOPIC_FAQS
          : GENERAL_FAQS;
}

/**
 * Where the question that is most about `topic` stands among its questions: "refund policy" →
 * "When will I get my refund?", "cancelling a subscription" → "Can I cancel at any time?"; the
 * first when none names it. For a single FAQ entry, which answers what the topic names.
 */
export function faqIndexAbout(topic: Topic): number {
  // Words of four letters or more, by their first five ("cancelling" and "cancel" alike).
  const stems = (text: string) => new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((word) => word.slice(0, 5)));
  const wanted = stems(topic.bare);
  const scores = faqsAbout(topic).map(([question]) => [...stems(question)].filter((stem) => wanted.has(stem)).length);
  const best = Math.max(...scores);
  return best > 0 ? scores.indexOf(best) : 0;
}

/** The `index`-th question about `topic` and its answer: a pricing page's own questions when it is one. */
export function faqOf(topic: Topic, index: number): { question: string; answer: string } {
  const faqs = faqsAbout(topic);
  const [question, answer] = faqs[index % faqs.length]!;
  const fill = (text: string) => text.replace("{T}", capital(topic.written)).replace("{t}", topic.written);
  return { question: fill(question), answer: fill(answer) };
}

// ── Events ──────────────────────────────────────────────────────────────────────

const EVENTS: readonly (readonly [string, string])[] = [
  ["Lightning Talks Night", "Five-minute talks from members on what they've been building, followed by drinks and open discussion."],
  ["Hands-on Workshop: Build Something in Two Hours", "Bring your laptop: we'll build a small project together, step by step, with mentors on hand."],
  ["Panel: Lessons from Shipping to Production", "Three practitioners share what went wrong, what went right and what they'd do differently."],
  ["Networking Mixer", "A relaxed evening to meet other members, swap ideas and maybe find your next collaborator."],
  ["Hack Night", "An evening of heads-down building. Bring a side project or join a team on the night."],
  ["Beginners' Bootcamp", "A friendly introduction for newcomers, covering the basics with plenty of time for questions."],
];

/** The `index`-th event of a group's calendar: its title and what happens at it. */
export function eventOf(index: number): { title: string; description: string } {
  const [title, description] = EVENTS[index % EVENTS.length]!;
  return { title, description };
}

// ── Job postings ────────────────────────────────────────────────────────────────

const JOBS: readonly (readonly [string, string, string])[] = [
  ["Senior Frontend Engineer", "Build fast, accessible interfaces in React and TypeScript, and help shape our design system.", "$130,000 - $160,000"],
  ["Product Designer", "Own the design of new features end to end, from user research to polished, shipped screens.", "$105,000 - $130,000"],
  ["Backend Engineer", "Design and scale the APIs and data pipelines behind our product, with a focus on reliability.", "$125,000 - $155,000"],
  ["Customer Success Manager", "Help our customers get the most from the product, from onboarding to renewal.", "$70,000 - $90,000"],
  ["Data Analyst", "Turn product and sales data into dashboards and insights that guide the team's decisions.", "$85,000 - $105,000"],
  ["Growth Marketing Manager", "Plan and run campaigns across channels, and measure what actually drives sign-ups.", "$95,000 - $120,000"],
];

/** The `index`-th opening: its title, what the job is, and its pay. */
export function jobOf(index: number): { title: string; description: string; salary: string } {
  const [title, description, salary] = JOBS[index % JOBS.length]!;
  return { title, description, salary };
}

// ── Pricing tiers ───────────────────────────────────────────────────────────────

const TIERS: readonly (readonly [name: string, price: number, description: string, features: readonly string[]])[] = [
  ["Starter", 0, "For individuals trying it out.", ["Up to 3 projects", "Basic reporting", "Community support"]],
  ["Pro", 12, "For professionals and small teams who need more.", ["Unlimited projects", "Advanced reporting", "Integrations", "Email support"]],
  ["Business", 29, "For growing teams that work together every day.", ["Everything in Pro", "Team permissions", "Priority support", "Shared workspaces"]],
  ["Enterprise", 99, "For organizations with advanced security and scale needs.", ["Everything in Business", "SSO and audit logs", "Dedicated account manager", "99.9% uptime SLA"]],
];

/** The `index`-th tier of a pricing table: cheapest first, each with more than the one before. */
export function tierOf(index: number): { name: string; price: number; description: string; features: readonly string[] } {
  const [name, price, description, features] = TIERS[Math.min(index, TIERS.length - 1)]!;
  return { name, price, description, features };
}

// ── User stories ────────────────────────────────────────────────────────────────

type StoryRow = readonly [title: string, story: string, criteria: readonly string[]];

/** The stories of features demos ask about, by the words that name them. */
const KNOWN_STORIES: readonly (readonly [RegExp, readonly StoryRow[]])[] = [
  [
    /\b(?:cart|basket|checkout)\b/i,
    [
      ["Add an item to the cart", "As a shopper, I want to add items to my cart so that I can buy them together.", ["Given I'm on a product page, when I click \"Add to cart\", then the item appears in my cart", "The cart count in the header goes up by one", "Adding the same item again increases its quantity"]],
      ["Change an item's quantity", "As a shopper, I want to change how many of an item I buy so that I get the right amount.", ["I can raise or lower the quantity from the cart", "The subtotal updates immediately", "Setting the quantity to 0 removes the item"]],
      ["Remove an item from the cart", "As a shopper, I want to remove items I no longer want so that I only pay for what I need.", ["Each item has a Remove button", "The item disappears and the total updates", "I can undo the removal for a few seconds"]],
      ["Keep my cart for later", "As a returning shopper, I want my cart saved so that I can finish my purchase another day.", ["Items stay in the cart after I sign out and back in", "The cart is the same on my phone and my laptop", "Items that went out of stock are flagged when I return"]],
    ],
  ],
  [
    /\b(?:log ?in|sign ?in|auth\w*|passwords?|accounts?|sign ?up|registration)\b/i,
    [
      ["Sign in with email and password", "As a registered user, I want to sign in with my email and password so that I can reach my account.", ["Given valid credentials, when I submit the form, then I land on my dashboard", "A wrong email or password shows one clear error message", "After 5 failed attempts, sign-in is paused for 15 minutes"]],
      ["Reset a forgotten password", "As a user who forgot my password, I want to reset it by email so that I can get back into my account.", ["I can request a reset link from the sign-in page", "The link expires after one hour", "Old sessions are signed out once the password changes"]],
      ["Stay signed in", "As a frequent user, I want to stay signed in on my own device so that I don't have to sign in every time.", ["A \"Remember me\" option keeps me signed in for 30 days", "Signing out on one device does not affect the others", "I can see and end my active sessions in settings"]],
    ],
  ],
];
/** Stories any feature has ({t} is the feature). */
const STORY_TEMPLATES: readonly StoryRow[] = [
  ["Get started with {t}", "As a new user, I want a short introduction to {t} so that I can use it without asking for help.", ["When I first open {t}, I see a short guide", "I can skip the guide at any time", "The guide is not shown again once dismissed"]],
  ["Pick up where I left off in {t}", "As a returning user, I want {t} to remember my progress so that I don't have to start again.", ["My last state is restored when I come back", "It works across my devices", "I can start over if I want to"]],
  ["Use {t} on my phone", "As a mobile user, I want {t} to work well on a small screen so that I can use it on the go.", ["The layout fits the screen without horizontal scrolling", "Every action can be done by touch", "Pages load in under two seconds on 4G"]],
  ["Get notified about {t}", "As a busy user, I want to be notified when something changes in {t} so that I don't miss it.", ["I get a notification within a minute of a change", "I can turn notifications off in settings", "Each notification links straight to the change"]],
];

/** The `index`-th user story of the feature `topic`: its title, the story, and its acceptance criteria. */
export function userStoryOf(topic: Topic, index: number): { title: string; story: string; criteria: readonly string[] } {
  const known = KNOWN_STORIES.find(([names]) => names.test(topic.bare))?.[1];
  const feature = topic.bare.replace(/\s+(?:feature|functionality|page|screen|flow)$/i, "");
  const [title, story, criteria] = (known ?? STORY_TEMPLATES)[index % (known ?? STORY_TEMPLATES).length]!;
  const fill = (text: string) => text.replaceAll("{t}", `the ${feature}`);
  return { title: fill(title), story: fill(story), criteria: criteria.map(fill) };
}
