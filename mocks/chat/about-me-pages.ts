/**
 * An about-me page in the first person: "Write an about me page for my photography portfolio",
 * "an about me section for my developer portfolio". A model writes the page a freelancer or job
 * seeker puts on a personal site: who they are, how they came to the work, what they do and how,
 * something human, and an invitation to get in touch, in the words of the field the prompt names
 * (a photographer's light and clients, a developer's stack and projects), with [placeholders] for
 * what only the writer knows. A business's "About Us" is about-pages.ts's; a bio for a place
 * ("an Instagram bio") is profile-bios.ts's.
 */

interface Field {
  /** Words that name the field in a prompt. */
  readonly named: RegExp;
  /** "a photographer" */
  readonly role: string;
  /** How the writer came to the work, and what they do now. */
  readonly story: string;
  /** How they work: what a client or employer gets. */
  readonly approach: string;
  /** The invitation at the end. */
  readonly invitation: string;
}

/** The fields asked about most, most specific first. */
const FIELDS: readonly Field[] = [
  {
    named: /\bphotograph(?:y|er|ers|s)?\b|\bphoto\b/i,
    role: "photographer",
    story: "I picked up my first camera at [age] and never really put it down. What started as photographing friends and city streets became a career: today I shoot [weddings / portraits / products / events] for [who you work with], from [City] and wherever the work takes me.",
    approach: "I love natural light, honest moments and images that still feel true years later. On a shoot, I keep things relaxed, so people forget the camera and just be themselves; then I edit every gallery by hand, so the colours and mood are consistent from the first frame to the last.",
    invitation: "Planning a [wedding / shoot / event]? I'd love to hear about it. Get in touch at [email] or through the contact form, and let's make something you'll want to frame.",
  },
  {
    named: /\b(?:developer|programmer|software|engineer|coder|coding|web\s+dev|full[- ]?stack|front[- ]?end|back[- ]?end)\b/i,
    role: "software developer",
    story: "I wrote my first lines of code at [age or moment: a school project, a game I wanted to mod], and I've been building things for the web ever since. Today I'm a [full-stack / frontend / backend] developer working mostly with [TypeScript, React and Node.js / your stack], and I've spent the last [X] years [at Company / freelancing / building products for startups].",
    approach: "I care about software that is fast, accessible and easy to change: clear code, good tests and small, frequent releases. I enjoy the whole path from a rough idea to a shipped feature, and I'm happiest on a team that talks openly about trade-offs. A few things I'm proud of are in the projects below: [project 1], [project 2], [project 3].",
    invitation: "I'm currently [open to new roles / taking on freelance projects]. If you'd like to work together, reach me at [email], or find me on [GitHub] and [LinkedIn].",
  },
  {
    named: /\b(?:design|designer|designs|ux|ui|graphic)\b/i,
    role: "designer",
    story: "I've always been the person who notices when something is hard to use, and at some point I decided to do something about it. Today I'm a [product / graphic / UX] designer based in [City], with [X] years of experience designing [apps, brands, websites] for [who you work with].",
    approach: "My process starts with listening: to users, to clients and to the problem behind the brief. From there I sketch, prototype and test until the design is simple enough to feel obvious. I believe good design is clear, accessible and a little bit delightful.",
    invitation: "Have a project in mind? I'd love to hear about it: [email]. You can also find more of my work on [Dribbble / Behance / LinkedIn].",
  },
  {
    named: /\b(?:writ(?:er|ing|ers)|author|copywriter|copywriting|journalist|blog(?:ger)?)\b/i,
    role: "writer",
    story: "I've been putting words together for as long as I can remember, from [a childhood diary / the school paper] to [the work you do now]. Today I write [articles, copy, stories, newsletters] for [who you write for], on [your subjects].",
    approach: "I believe the best writing is clear, honest and written for one real reader. Whether it's a product page or a long feature, I research carefully, write tight and revise until every sentence earns its place.",
    invitation: "Looking for a writer? Let's talk: [email]. Selected pieces are below, and you can find more at [link].",
  },
  {
    named: /\b(?:art|artist|artwork|paint(?:er|ing|ings)?|illustrat(?:or|ion|ions)|drawing)\b/i,
    role: "artist",
    story: "I've been making art since I could hold a pencil. Today I work mainly in [medium: oil, watercolour, digital illustration] from my studio in [City], creating [the kind of work you make] inspired by [what inspires you].",
    approach: "My work explores [a theme: nature, memory, the everyday], with [what makes it yours: bold colour, fine line work, texture]. I take on commissions, and every piece is made by hand, one at a time.",
    invitation: "Interested in a piece or a commission? Write to me at [email], or follow my work in progress on [Instagram].",
  },
  {
    named: /\b(?:music|musician|singer|songwriter|band|producer|dj|composer)\b/i,
    role: "musician",
    story: "Music has been my language since [age or moment]. Today I'm a [singer-songwriter / producer / session musician] based in [City], [playing shows / releasing music / writing for others] with [a highlight: an album, a tour, a collaboration].",
    approach: "My sound blends [influences], and I care most about songs that feel honest live and on a record. Whether I'm on stage or in the studio, I bring preparation, energy and an ear for the details.",
    invitation: "For bookings, collaborations or just to say hello: [email]. New music is on [Spotify / Bandcamp], and upcoming dates are on the shows page.",
  },
];

/** Any other field: the same page, with the role left to the writer. */
const ANY_FIELD: Field = {
  named: /$^/,
  role: "[your role, e.g. marketing consultant]",
  story: "I've spent the last [X] years [what you do] for [who you work with], and I still love the moment [the part of the work you enjoy most]. Before that, I [a previous role or turning point], which taught me [what it taught you].",
  approach: "I'm at my best when [the kind of work or problem you enjoy], and I believe [a short line on how you work: clear communication, doing the work properly, people first]. A few things I'm proud of: [highlight 1], [highlight 2], [highlight 3].",
  invitation: "Want to work together or just say hello? Reach me at [email] or on [LinkedIn].",
};

/** "an about me page", "about-me section", "an about page for my portfolio": the page this writes ("a short bio for my about page" is profile-bios.ts's shorter one). */
const ABOUT_ME = /\babout[- ]me\s+(?:page|section|text|blurb|paragraph)\b|\babout[- ]me\s+for\b|\babout\s+(?:page|section)\s+(?:for|on)\s+my\s+(?:[\w-]+\s+){0,2}?(?:portfolio|personal\s+(?:site|website|blog))\b/i;
/** Asking for it written, not asking about it ("What should go on an about me page?" is advice). */
const WRITE = /^\s*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:write|create|draft|make|give\s+me|help\s+me\s+write|i\s+need)\b/i;

/**
 * A first-person about-me page for the field the prompt names (photography, development, design,
 * writing, art, music, or any other), or undefined when the prompt asks for none.
 * @example aboutMeReply("Write an about me page for my photography portfolio")?.split("\n")[2] // "Hi, I'm [Name], a photographer based in [City]."
 */
export function aboutMeReply(prompt: string): string | undefined {
  if (prompt.length > 160 || !/about/i.test(prompt) || !ABOUT_ME.test(prompt) || !WRITE.test(prompt)) return undefined;
  // The field is read after "about me", so "about me" itself never names it.
  const field = FIELDS.find((candidate) => candidate.named.test(prompt)) ?? ANY_FIELD;
  const article = /^[aeiou]/i.test(field.role) ? "an" : "a";
  return ["## About me", "", `Hi, I'm [Name], ${article} ${field.role} based in [City].`, "", field.story, "", field.approach, "", "When I'm not working, you'll find me [a hobby or two: hiking, cooking, a good book], which keeps me curious and often ends up feeding back into my work.", "", field.invitation].join("\n");
}
