/**
 * A bio for a place rather than a role: "Write a bio for my portfolio" is the first-person
 * introduction on a portfolio or personal website, "Write an Instagram bio" a few short lines
 * with emoji and a call to action, a LinkedIn bio its About section. A role's third-person bio
 * ("[Name] is a software engineer…") is writing-tasks.ts's; read as a role, "portfolio" made
 * "[Name] is a portfolio with [X] years of experience".
 */

/** Where a bio goes, by the word the prompt names it with. */
export const BIO_PLACE = /^(?:(?:personal\s+)?(?:portfolio|website|site|web\s?site|about\s+(?:me\s+)?page|instagram|insta|ig|twitter|x|tiktok|threads|linkedin|github|dating\s+(?:profile|app))|social\s+media)(?:\s+(?:account|page|profile|site))?$/i;

const PORTFOLIO = [
  "Hi, I'm [Name], a [your role, e.g. product designer] based in [City].",
  "",
  "I [design / build / write] [the kind of work you do] for [who you work with: startups, small businesses, nonprofits], with a focus on [what makes your work yours: clarity, accessibility, craft]. Over the past [X] years, I've [a highlight: worked with clients like X, shipped Y, won Z].",
  "",
  "I love projects where [the kind of problem you enjoy], and I believe [a short line on how you work].",
  "",
  "When I'm not working, you'll find me [a hobby or two]. Have a project in mind? Let's talk: [email or contact link].",
].join("\n");

const SOCIAL = [
  "Here are a few options:",
  "",
  "1. [Your role] 📍 [City]\n✨ [What you post about]\n👇 [Call to action: shop, read, book]",
  "",
  "2. [What you do] by day, [a hobby] by night 🌙\nSharing [what followers get] ✨\n📩 [email or link]",
  "",
  "3. Helping [who] [do what] 💡\n[A fun fact about you]\n🔗 [Link]",
  "",
  "Swap in your details, and tell me what you post about for a more specific one.",
].join("\n");

const LINKEDIN = [
  "I'm a [your role] with [X] years of experience in [your field], helping [who you help] [achieve what].",
  "",
  "At [Current company], I [what you do and your biggest impact, with a number if you can: e.g. \"grew sign-ups by 40%\"]. Before that, I [a previous role or achievement].",
  "",
  "I'm at my best when [the kind of work you enjoy], and I care about [your values: quality, mentoring, clear communication].",
  "",
  "Skills: [skill 1] · [skill 2] · [skill 3]",
  "",
  "Always happy to connect and talk about [topics]: [email].",
].join("\n");

/**
 * The bio for `place` ("portfolio", "instagram", "linkedin"): a first-person introduction for a
 * portfolio or website, short lines for a social profile, an About section for LinkedIn.
 * @example profileBio("portfolio").startsWith("Hi, I'm [Name]") // true
 */
export function profileBio(place: string): string {
  if (/linkedin/i.test(place)) return LINKEDIN;
  if (/instagram|insta|\big\b|twitter|^x\b|tiktok|threads|social|dating/i.test(place)) return SOCIAL;
  return PORTFOLIO;
}
