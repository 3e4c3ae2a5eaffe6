/**
 * A short third-person bio for someone in the role a prompt names ("Write a short bio for a
 * freelance photographer"), in the words of that profession: a photographer captures moments, a
 * nurse cares for patients, a chef cooks. One template about "turning complex problems into
 * simple, reliable work" read as a software engineer's bio for every role. Roles the table does
 * not know get a neutral bio that names only the role. A bio for a place (a portfolio, Instagram)
 * is profile-bios.ts's. The same professions give a LinkedIn headline's skills and tagline and an
 * About section's outcomes (linkedin-profiles.ts).
 */

/** A profession: the words a role names it by, what such a person does, and what they are known for. */
export interface Profession {
  readonly cue: RegExp;
  /** After "with [X] years of experience": what the work is. */
  readonly work: string;
  /** After "Known for": the qualities clients, patients or readers notice. */
  readonly known: string;
  /** A LinkedIn headline's three skills. */
  readonly skills: readonly [string, string, string];
  /** A LinkedIn headline's last part: what the work does, without "I". */
  readonly tagline: string;
  /** In an About section, first person: the outcomes, with placeholders for the numbers only the user knows. */
  readonly outcomes: string;
}

const PROFESSIONS: readonly Profession[] = [
  { cue: /\bphotograph/, work: "capturing honest, beautifully lit moments, from [weddings and portraits / events / products] to [their favourite subject]", known: "a calm presence behind the camera and an eye for the details people remember, [Name] has photographed [clients or publications]", skills: ["Portraits", "Weddings & Events", "Photo Editing"], tagline: "Capturing honest, beautifully lit moments", outcomes: "I've photographed [number] [weddings / events / brands], and my work has appeared in [publications or clients' campaigns]. I take care of everything from planning the shoot to the final edit in [Lightroom / Photoshop]." },
  { cue: /\b(?:nurse|nursing|midwife)/, work: "caring for patients in [ICU / emergency / pediatric] settings", known: "a steady hand under pressure and the patience to explain every step to patients and their families, [Name] is a trusted member of the care team at [Hospital or clinic]", skills: ["Patient Care", "Clinical Assessment", "Patient Education"], tagline: "Compassionate, evidence-based care", outcomes: "At [Hospital or clinic], I care for patients in [unit], and I [a highlight: precept new nurses / led a project that reduced [an outcome] by [X%]]. I'm known for staying calm under pressure and explaining every step to patients and their families." },
  { cue: /\b(?:chef|cook|baker|pastry)/, work: "creating seasonal, flavour-driven dishes in [restaurants or kitchens]", known: "a love of local ingredients and a calm, organised kitchen, [Name] has cooked at [restaurants] and is known for [a signature dish]", skills: ["Seasonal Menus", "Kitchen Leadership", "Food Cost Control"], tagline: "Cooking with local, seasonal ingredients", outcomes: "At [Restaurant], I lead a team of [number] and [a highlight: designed a menu that [an outcome] / cut food waste by [X%] / earned [an award or review]]." },
  { cue: /\b(?:teacher|educator|tutor|professor|lecturer)/, work: "helping [age group or subject] students learn with curiosity and confidence", known: "lessons that make hard ideas click and a classroom where every student feels heard, [Name] teaches [subject] at [School]", skills: ["Curriculum Design", "Classroom Management", "Differentiated Instruction"], tagline: "Helping every student learn with confidence", outcomes: "At [School], I teach [subject] to [grade or age group], and I [a highlight: raised pass rates by [X%] / started [a club or program]]. I build lessons that make hard ideas click and a classroom where every student feels heard." },
  { cue: /\b(?:designer|illustrator|artist)/, work: "creating [brand identities / interfaces / illustrations] that are clear, thoughtful and a pleasure to use", known: "a sharp eye for typography, colour and detail, [Name] has worked with [clients or companies]", skills: ["Visual Design", "Typography", "[Your main tool, e.g. Figma]"], tagline: "Design that is clear, thoughtful and a pleasure to use", outcomes: "I've worked with [clients or companies] on [brand identities / products / illustrations], including [a highlight project] that [an outcome, e.g. lifted sign-ups by [X%]]." },
  { cue: /\b(?:lawyer|attorney|solicitor|barrister|paralegal)/, work: "advising clients on [area of law, e.g. employment or family law]", known: "clear, practical advice and careful preparation, [Name] has represented [kinds of clients] at [Firm]", skills: ["[Practice Area]", "Legal Research", "Negotiation"], tagline: "Clear, practical legal advice", outcomes: "At [Firm], I advise [kinds of clients] on [matters], and I've [a highlight: handled [number] cases / negotiated [a notable agreement]]." },
  { cue: /\b(?:real[- ]?estate|realtor|estate agent|property)/, work: "helping buyers and sellers find the right home in [City or area]", known: "deep local knowledge, honest advice and tough negotiating, [Name] has helped [number] families buy and sell homes", skills: ["Residential Sales", "Negotiation", "Local Market Expertise"], tagline: "Helping people find the right home in [City]", outcomes: "I've helped [number] buyers and sellers in [City or area] close [$X] in sales, guiding them through every step, from pricing to closing." },
  { cue: /\b(?:yoga|pilates|meditation)/, work: "guiding students of every level through [style] classes, with a focus on breath, strength and balance", known: "calm, welcoming classes and careful attention to each student's alignment, [Name] teaches at [Studio] and online", skills: ["[Style] Classes", "Breathwork", "Mindfulness"], tagline: "Calm, welcoming classes for every level", outcomes: "I teach [number] classes a week at [Studio] and online, and I [a highlight: lead retreats / have trained [number] new teachers]." },
  { cue: /\b(?:personal trainer|fitness|trainer|coach)/, work: "helping clients get stronger, fitter and more confident, one session at a time", known: "training plans built around each client's life and goals, [Name] is certified in [certifications] and coaches at [Gym or online]", skills: ["Strength Training", "Nutrition Coaching", "Habit Building"], tagline: "Helping clients get stronger, fitter and more confident", outcomes: "I've coached [number] clients at [Gym or online], and I'm certified in [certifications]. Every plan I write is built around the client's life and goals, [a highlight: e.g. [number] clients finished their first [race or goal]]." },
  { cue: /\b(?:musician|singer|songwriter|guitarist|pianist|drummer|composer|dj|producer)/, work: "writing and performing [genre] music", known: "[a signature sound or style], [Name] has played [venues or festivals] and released [albums or singles]", skills: ["[Genre]", "Live Performance", "Songwriting"], tagline: "Writing and performing [genre] music", outcomes: "I've played [venues or festivals], released [albums or singles], and [a highlight: reached [number] streams / toured with [artist]]." },
  { cue: /\b(?:writer|author|journalist|copywriter|editor|blogger|novelist)/, work: "writing [fiction / articles / copy] about [topics]", known: "clear, vivid prose and a knack for finding the story, [Name] has written for [publications or clients]", skills: ["Content Writing", "Editing", "Storytelling"], tagline: "Clear, vivid words that find the story", outcomes: "I've written for [publications or clients], from [kinds of pieces], and [a highlight: my work has reached [number] readers / won [an award]]." },
  { cue: /\b(?:data scientist|data analyst|analyst|statistician)/, work: "turning messy data into clear answers, dashboards and models that help [teams] make better decisions", known: "asking the right question before reaching for a model, and explaining results so anyone can act on them, [Name] has worked with [companies or teams]", skills: ["Machine Learning", "Python", "SQL"], tagline: "Turning data into decisions", outcomes: "At [Company], I build models and dashboards that [an outcome, e.g. reduced churn by [X%] / saved [X] hours a month], working with [product, marketing or operations] teams to turn their questions into analyses they can act on." },
  { cue: /\b(?:developer|engineer|programmer|software|devops)/, work: "turning complex problems into simple, reliable software that people enjoy using", known: "clear communication and a habit of leaving code better than they found it, [Name] has worked with teams of every size, from early-stage startups to established companies", skills: ["[Your main language]", "[Your framework or platform]", "System Design"], tagline: "Building simple, reliable software people enjoy using", outcomes: "At [Company], I [build / lead the team behind] [what you build], and I [a highlight: cut load times by [X%] / shipped [a feature] used by [number] people]. I care about clear code, good tests and leaving things better than I found them." },
  { cue: /\b(?:doctor|physician|dentist|therapist|counsel(?:l)?or|psychologist|pharmacist|vet(?:erinarian)?)/, work: "caring for patients in [specialty or setting]", known: "listening carefully and explaining things plainly, [Name] practises at [Clinic or hospital]", skills: ["[Specialty]", "Patient Care", "Clear Communication"], tagline: "Listening carefully and explaining things plainly", outcomes: "At [Clinic or hospital], I care for [kinds of patients], and I [a highlight: research, teaching or a service you started]." },
  { cue: /\b(?:marketer|marketing|social media|seo)/, work: "building brands and campaigns that reach the right people, across [channels]", known: "creative ideas backed by data, [Name] has grown [a result, e.g. sign-ups by 40%] for [companies]", skills: ["Digital Marketing", "Content Strategy", "Analytics"], tagline: "Building brands that reach the right people", outcomes: "At [Company], I run campaigns across [channels] and [a highlight: grew sign-ups by [X%] / cut acquisition cost by [X%]]." },
  { cue: /\b(?:consultant|manager|founder|entrepreneur|ceo|executive)/, work: "leading [teams or companies] in [industry]", known: "clear thinking and a focus on results, [Name] has [a highlight: built, grown or led something]", skills: ["Leadership", "Strategy", "[Your industry]"], tagline: "Leading teams that deliver results", outcomes: "At [Company], I lead [a team of [number] / the company], and I [a highlight: grew revenue by [X%] / launched [a product or service]]." },
];

/**
 * The profession of `role` (lower case), or undefined for a role the table does not know.
 * @example professionOf("data scientist")?.tagline // "Turning data into decisions"
 */
export function professionOf(role: string): Profession | undefined {
  return PROFESSIONS.find(({ cue }) => cue.test(role));
}

/**
 * A short third-person bio of someone in `role` (lower case, as the prompt names it), with
 * placeholders for what only the writer knows, in the words of the role's profession.
 * @example roleBio("freelance photographer").startsWith("[Name] is a freelance photographer with [X] years of experience capturing") // true
 */
export function roleBio(role: string): string {
  const article = /^[aeiou]/.test(role) ? "an" : "a";
  const profession = professionOf(role);
  const outro = "Outside of work, [Name] enjoys [a hobby] and is always learning something new.";
  if (profession === undefined) return `[Name] is ${article} ${role} with [X] years of experience in [your field or specialty]. Known for [two qualities people value in your work], [Name] has [a highlight: a project, a client or an achievement]. ${outro}`;
  return `[Name] is ${article} ${role} with [X] years of experience ${profession.work}. Known for ${profession.known}. ${outro}`;
}
