/**
 * Ideas for a startup, a business or an app ("Give me 3 startup ideas", "What are some good
 * business ideas?"): each a name and what it does, for whom, as a model pitches them. A
 * checklist about "the fundamentals of startup" answers no such question.
 */
import { sampled } from "./choice-variety.ts";
import { writtenNumber } from "./written-numbers.ts";

/** A name, and what the venture does. */
const IDEAS: readonly (readonly [string, string])[] = [
  ["MealWise", "An app that plans a week of meals from what is already in your fridge and builds the grocery list."],
  ["PetPals", "A marketplace that matches pet owners with vetted neighbors for walks and sitting."],
  ["ShiftSwap", "A scheduling tool that lets hourly workers trade shifts with their manager's approval in one tap."],
  ["GreenRoute", "Route planning for small delivery businesses that cuts fuel costs and shows the emissions saved."],
  ["TutorLoop", "On-demand 15-minute homework help from vetted tutors, paid per session."],
  ["FixIt Finder", "A booking app for local handymen with fixed, upfront prices for common jobs."],
  ["Receipt Robot", "Expense tracking for freelancers that reads receipts from photos and files them for tax time."],
  ["SecondShelf", "A resale platform for used textbooks and course materials between students on the same campus."],
  ["CareCircle", "A shared calendar and task list for families looking after an elderly relative."],
  ["LocalLoop", "A subscription box of products from small makers in your own city."],
];

/** "Give me 3 startup ideas", "What are some good business ideas?", "startup ideas": group 1 how many. */
const ASKED = /^\s*(?:please\s+)?(?:(?:give\s+me|suggest|list|brainstorm|generate|come\s+up\s+with|i\s+need|what\s+are)\s+(?:me\s+)?)?(?:some\s+|a\s+few\s+|(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+)?(?:good\s+|new\s+|profitable\s+|creative\s+|unique\s+|innovative\s+)*(?:startup|business|app|side\s+project|saas|company)\s+ideas\s*[?.!]*\s*$/i;
/** A prompt asking for venture ideas, whatever its wording: a structured output's `ideas` are ventures then. */
export const STARTUP_IDEAS_PROMPT = /\b(?:startup|business|app|side project|saas|company)\s+ideas?\b/i;

/** The `index`-th idea: its name and what it does; the same for the same index. */
export function startupIdea(index: number): { name: string; pitch: string } {
  const [name, pitch] = IDEAS[index % IDEAS.length]!;
  return { name, pitch };
}

/**
 * As many ideas as asked (five when no number is given, at most ten), numbered, each a name and
 * its pitch, then an offer to go further; undefined for another prompt.
 * @example startupIdeasReply("Give me 3 startup ideas")?.split("\n")[0] // "Here are 3 startup ideas:"
 */
export function startupIdeasReply(prompt: string): string | undefined {
  const match = ASKED.exec(prompt);
  if (!match) return undefined;
  const count = Math.max(1, Math.min(IDEAS.length, match[1] === undefined ? 5 : (writtenNumber(match[1]) ?? 5)));
  const kind = /business/i.test(prompt) ? "business" : /\bapp\b/i.test(prompt) ? "app" : "startup";
  const list = sampled(Array.from({ length: IDEAS.length }, (_, i) => startupIdea(i)), count).map(({ name, pitch }, i) => `${i + 1}. **${name}**: ${pitch}`);
  return `Here are ${count} ${kind} ideas:\n\n${list.join("\n")}\n\nWant me to dig into one of them: who would pay for it, how to test it cheaply, what to build first?`;
}
