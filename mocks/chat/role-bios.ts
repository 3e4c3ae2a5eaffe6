/**
 * A short third-person bio for someone in the role a prompt names ("Write a short bio for a
 * freelance photographer"), in the words of that profession: a photographer captures moments, a
 * nurse cares for patients, a chef cooks. One template about "turning complex problems into
 * simple, reliable work" read as a software engineer's bio for every role. Roles the table does
 * not know get a neutral bio that names only the role. A bio for a place (a portfolio, Instagram)
 * is profile-bios.ts's.
 */

/** A profession: the words a role names it by, what such a person does, and what they are known for. */
interface Profession {
  readonly cue: RegExp;
  /** After "with [X] years of experience": what the work is. */
  readonly work: string;
  /** After "Known for": the qualities clients, patients or readers notice. */
  readonly known: string;
}

const PROFESSIONS: readonly Profession[] = [
  { cue: /\bphotograph/, work: "capturing honest, beautifully lit moments, from [weddings and portraits / events / products] to [their favourite subject]", known: "a calm presence behind the camera and an eye for the details people remember, [Name] has photographed [clients or publications]" },
  { cue: /\b(?:nurse|nursing|midwife)/, work: "caring for patients in [ICU / emergency / pediatric] settings", known: "a steady hand under pressure and the patience to explain every step to patients and their families, [Name] is a trusted member of the care team at [Hospital or clinic]" },
  { cue: /\b(?:chef|cook|baker|pastry)/, work: "creating seasonal, flavour-driven dishes in [restaurants or kitchens]", known: "a love of local ingredients and a calm, organised kitchen, [Name] has cooked at [restaurants] and is known for [a signature dish]" },
  { cue: /\b(?:teacher|educator|tutor|professor|lecturer)/, work: "helping [age group or subject] students learn with curiosity and confidence", known: "lessons that make hard ideas click and a classroom where every student feels heard, [Name] teaches [subject] at [School]" },
  { cue: /\b(?:designer|illustrator|artist)/, work: "creating [brand identities / interfaces / illustrations] that are clear, thoughtful and a pleasure to use", known: "a sharp eye for typography, colour and detail, [Name] has worked with [clients or companies]" },
  { cue: /\b(?:lawyer|attorney|solicitor|barrister|paralegal)/, work: "advising clients on [area of law, e.g. employment or family law]", known: "clear, practical advice and careful preparation, [Name] has represented [kinds of clients] at [Firm]" },
  { cue: /\b(?:real[- ]?estate|realtor|estate agent|property)/, work: "helping buyers and sellers find the right home in [City or area]", known: "deep local knowledge, honest advice and tough negotiating, [Name] has helped [number] families buy and sell homes" },
  { cue: /\b(?:yoga|pilates|meditation)/, work: "guiding students of every level through [style] classes, with a focus on breath, strength and balance", known: "calm, welcoming classes and careful attention to each student's alignment, [Name] teaches at [Studio] and online" },
  { cue: /\b(?:personal trainer|fitness|trainer|coach)/, work: "helping clients get stronger, fitter and more confident, one session at a time", known: "training plans built around each client's life and goals, [Name] is certified in [certifications] and coaches at [Gym or online]" },
  { cue: /\b(?:musician|singer|songwriter|guitarist|pianist|drummer|composer|dj|producer)/, work: "writing and performing [genre] music", known: "[a signature sound or style], [Name] has played [venues or festivals] and released [albums or singles]" },
  { cue: /\b(?:writer|author|journalist|copywriter|editor|blogger|novelist)/, work: "writing [fiction / articles / copy] about [topics]", known: "clear, vivid prose and a knack for finding the story, [Name] has written for [publications or clients]" },
  { cue: /\b(?:data scientist|data analyst|analyst|statistician)/, work: "turning messy data into clear answers, dashboards and models that help [teams] make better decisions", known: "asking the right question before reaching for a model, and explaining results so anyone can act on them, [Name] has worked with [companies or teams]" },
  { cue: /\b(?:developer|engineer|programmer|software|devops)/, work: "turning complex problems into simple, reliable software that people enjoy using", known: "clear communication and a habit of leaving code better than they found it, [Name] has worked with teams of every size, from early-stage startups to established companies" },
  { cue: /\b(?:doctor|physician|dentist|therapist|counsel(?:l)?or|psychologist|pharmacist|vet(?:erinarian)?)/, work: "caring for patients in [specialty or setting]", known: "listening carefully and explaining things plainly, [Name] practises at [Clinic or hospital]" },
  { cue: /\b(?:marketer|marketing|social media|seo)/, work: "building brands and campaigns that reach the right people, across [channels]", known: "creative ideas backed by data, [Name] has grown [a result, e.g. sign-ups by 40%] for [companies]" },
  { cue: /\b(?:consultant|manager|founder|entrepreneur|ceo|executive)/, work: "leading [teams or companies] in [industry]", known: "clear thinking and a focus on results, [Name] has [a highlight: built, grown or led something]" },
];

/**
 * A short third-person bio of someone in `role` (lower case, as the prompt names it), with
 * placeholders for what only the writer knows, in the words of the role's profession.
 * @example roleBio("freelance photographer").startsWith("[Name] is a freelance photographer with [X] years of experience capturing") // true
 */
export function roleBio(role: string): string {
  const article = /^[aeiou]/.test(role) ? "an" : "a";
  const profession = PROFESSIONS.find(({ cue }) => cue.test(role));
  const outro = "Outside of work, [Name] enjoys [a hobby] and is always learning something new.";
  if (profession === undefined) return `[Name] is ${article} ${role} with [X] years of experience in [your field or specialty]. Known for [two qualities people value in your work], [Name] has [a highlight: a project, a client or an achievement]. ${outro}`;
  return `[Name] is ${article} ${role} with [X] years of experience ${profession.work}. Known for ${profession.known}. ${outro}`;
}
