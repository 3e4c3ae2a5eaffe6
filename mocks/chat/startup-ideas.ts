/**
 * Ideas for a startup, a business or an app ("Give me 3 startup ideas", "What are some good
 * business ideas?"): each a name and what it does, for whom, as a model pitches them. A
 * checklist about "the fundamentals of startup" answers no such question.
 */
import { sampled } from "./choice-variety.ts";
import { writtenNumber } from "./written-numbers.ts";

/** A venture: its name, what it does, and who pays for it. */
export interface StartupIdea {
  name: string;
  pitch: string;
  /** Who it is for: a structured output's `target_market` (`audience`, `customers`). */
  market: string;
  /** Its promise in a line: a structured output's `tagline` (`slogan`). */
  tagline: string;
}

/** An idea as written here: name, pitch, who it is for, tagline. */
type Idea = readonly [name: string, pitch: string, market: string, tagline: string];

/** A name, what the venture does, who it is for, its tagline: ideas for any field. */
const IDEAS: readonly Idea[] = [
  ["MealWise", "An app that plans a week of meals from what is already in your fridge and builds the grocery list.", "Busy families and young professionals who cook at home", "Dinner sorted from what you already have."],
  ["PetPals", "A marketplace that matches pet owners with vetted neighbors for walks and sitting.", "Dog and cat owners in cities who work long hours", "Trusted neighbors for the pets you love."],
  ["ShiftSwap", "A scheduling tool that lets hourly workers trade shifts with their manager's approval in one tap.", "Restaurants, retail stores and other shift-based employers", "Trade shifts in one tap."],
  ["GreenRoute", "Route planning for small delivery businesses that cuts fuel costs and shows the emissions saved.", "Local couriers and small delivery fleets", "Shorter routes, lower fuel bills."],
  ["TutorLoop", "On-demand 15-minute homework help from vetted tutors, paid per session.", "Parents of middle and high school students", "Homework help in 15 minutes."],
  ["FixIt Finder", "A booking app for local handymen with fixed, upfront prices for common jobs.", "Homeowners and renters who need small repairs done", "Small repairs, fair prices, booked in minutes."],
  ["Receipt Robot", "Expense tracking for freelancers that reads receipts from photos and files them for tax time.", "Freelancers and sole traders", "Snap the receipt, skip the tax-time scramble."],
  ["SecondShelf", "A resale platform for used textbooks and course materials between students on the same campus.", "University students", "Textbooks from the student next door."],
  ["CareCircle", "A shared calendar and task list for families looking after an elderly relative.", "Adult children caring for aging parents", "Caring for a parent, together."],
  ["LocalLoop", "A subscription box of products from small makers in your own city.", "Shoppers who want to support local businesses", "The best of your city, delivered monthly."],
];

/** Fields a prompt asks ideas in ("startup ideas in healthcare", "for pet owners"), and ideas of each: name, pitch, who it is for, tagline. */
const DOMAINS: readonly (readonly [RegExp, readonly Idea[]])[] = [
  [
    /\b(?:health ?care|health|medical|medicine|clinics?|hospitals?|patients?|wellness|mental health|pharma\w*|telehealth)\b/i,
    [
      ["CareBridge", "A remote monitoring service that sends blood pressure and glucose readings from home devices to the patient's clinic and flags the worrying ones.", "Primary care clinics with many patients on chronic care plans", "Your patients' readings, before they become emergencies."],
      ["ClinicFlow", "Online booking and digital intake forms for small clinics, so patients skip the clipboard and front desks stop chasing no-shows.", "Independent clinics, dental and physiotherapy practices", "No clipboards, fewer no-shows."],
      ["MedMinder", "A smart pill dispenser and app that reminds patients to take their medication and alerts family when a dose is missed.", "Older adults on several medications, and the families who care for them", "Never miss a dose."],
      ["TherapyMatch", "A matching service that pairs people with licensed therapists by specialty, insurance and availability within a week.", "Adults looking for affordable mental health care", "The right therapist, within a week."],
      ["ClaimClear", "Software that checks insurance claims for errors before they are sent, so fewer are denied.", "Medical billing teams at hospitals and group practices", "Fewer denied claims, faster payments."],
      ["NurseShift", "A marketplace where hospitals post open shifts and vetted per-diem nurses pick them up.", "Hospitals and care homes short of nursing staff", "Open shifts, filled fast."],
    ],
  ],
  [
    /\b(?:education|edtech|schools?|learning|teachers?|students?|classrooms?|universit(?:y|ies))\b/i,
    [
      ["LessonLoop", "A tool that turns a teacher's lesson plan into quizzes, worksheets and a parent summary in minutes.", "K-12 teachers", "From lesson plan to quiz in minutes."],
      ["SkillSprint", "Four-week online bootcamps taught by working professionals, paid only when the learner lands a job.", "Career changers without a degree", "Learn a new career, pay when you're hired."],
      ["StudyBuddy", "An app that matches students in the same course into small study groups and schedules their sessions.", "University students", "Find your study group in one tap."],
      ["ReadRight", "Reading practice that listens to a child read aloud and helps with the words they stumble on.", "Parents of children aged 5 to 9, and primary schools", "A patient reading coach for every child."],
    ],
  ],
  [
    /\b(?:fintech|finance|financial|banking|payments?|money|invest\w*|insurance|personal finance)\b/i,
    [
      ["SplitEasy", "Shared household budgeting that splits rent and bills between roommates and collects each share automatically.", "Roommates and young couples", "Shared bills without the awkward texts."],
      ["InvoicePal", "Invoicing for freelancers that chases late payments with polite, automatic reminders.", "Freelancers and small agencies", "Get paid on time, without chasing."],
      ["RoundUp Save", "An app that rounds up card purchases and invests the change in a low-cost index fund.", "First-time savers in their twenties", "Invest your spare change."],
      ["CashCast", "Cash flow forecasting for small businesses, built from their bank feed, that warns a month before money gets tight.", "Small business owners", "See cash crunches a month ahead."],
    ],
  ],
  [
    /\b(?:climate|sustainab\w*|green|environment\w*|clean ?tech|energy|recycling|carbon)\b/i,
    [
      ["SolarShare", "A platform that lets renters buy a share of a local solar farm and get the savings on their power bill.", "Renters who cannot put panels on their roof", "Solar savings, no roof required."],
      ["LoopPack", "Reusable shipping boxes that customers send back for free, for online shops that want to cut packaging waste.", "Direct-to-consumer online brands", "Shipping boxes that come back."],
      ["CarbonLedger", "Software that measures a small company's carbon footprint from its invoices and suggests the cheapest cuts.", "Small and mid-sized businesses with climate targets", "Your carbon footprint, from the invoices you already have."],
      ["FixFirst", "A repair marketplace that connects people with local repairers for electronics and appliances instead of replacing them.", "Households that want to buy less and save money", "Repair it before you replace it."],
    ],
  ],
  [
    /\b(?:food|restaurants?|cooking|groceries|grocery|meals?|kitchens?)\b/i,
    [
      ["MealWise", "An app that plans a week of meals from what is already in your fridge and builds the grocery list.", "Busy families and young professionals who cook at home", "Dinner sorted from what you already have."],
      ["SurplusSupper", "An app that sells restaurants' unsold food at closing time at half price.", "Budget-minded city dwellers, and restaurants that want less waste", "Great food at closing time, half the price."],
      ["ChefOnCall", "Book a private chef to cook a week of meals in your kitchen in one afternoon.", "Busy dual-income households", "A week of home-cooked meals in one afternoon."],
    ],
  ],
  [
    /\b(?:pets?|dogs?|cats?|puppies|puppy|kittens?|veterinar\w*|vets?)\b/i,
    [
      ["PetPals", "A marketplace that matches pet owners with vetted neighbors for walks and sitting.", "Dog and cat owners in cities who work long hours", "Trusted neighbors for the pets you love."],
      ["VetNow", "Video calls with licensed vets in minutes, for the questions that do not need a clinic visit.", "Pet owners who want quick advice without a trip to the vet", "A vet in your pocket, day or night."],
      ["PawPlan", "An app that keeps a pet's vaccinations, medication and vet visits in one place and reminds owners when each is due.", "Busy pet owners with one or more dogs or cats", "Every shot, pill and checkup, on time."],
      ["FreshBowl", "A subscription of fresh, vet-designed pet food portioned for each pet's weight and age.", "Dog and cat owners who want healthier food for their pets", "Fresh food, portioned for your pet."],
    ],
  ],
  [
    /\b(?:remote|distributed|hybrid|work(?:ing)? from home|wfh)\b/i,
    [
      ["SyncSpace", "Asynchronous video standups that replace daily meetings for remote teams spread across time zones.", "Remote and distributed teams of 5 to 50 people", "Stand up without the meeting."],
      ["OfficeHours", "A booking tool for remote teams to reserve coworking desks near each teammate, paid by the company.", "Remote-first companies with employees in many cities", "A desk near every teammate."],
      ["Welcome Kit", "Onboarding for remote hires: equipment shipped, accounts set up and a buddy assigned before day one.", "HR teams at remote and hybrid companies", "Day one, ready to go."],
      ["Teamtime", "Short, hosted online games and socials that help remote teams get to know each other.", "Managers of remote teams who want people to feel connected", "Remote teams that actually know each other."],
    ],
  ],
  [
    /\b(?:parents?|parenting|new moms?|new dads?|bab(?:y|ies)|toddlers?|families|family)\b/i,
    [
      ["SitterSwap", "A babysitting co-op app where parents in the same neighborhood trade sitting hours instead of paying.", "Parents of young children who live near each other", "Date night, paid in favors."],
      ["Kidsize", "A rental service for baby clothes and gear that swaps items for the next size as the child grows.", "New parents who want to spend less on things babies outgrow", "Baby gear that grows with your baby."],
      ["FamilyHub", "A shared family calendar that reads school emails and adds the events, forms and deadlines to it.", "Busy parents of school-age children", "Every school date, in one calendar."],
      ["SleepWell Baby", "A sleep coaching app for babies, with plans built by pediatric sleep consultants and a chat for questions.", "Parents of babies and toddlers who are not sleeping through the night", "More sleep for the whole family."],
    ],
  ],
];

/** Words of "for new parents" that say nothing of who they are. */
const VAGUE_AUDIENCE = new Set(["a", "an", "the", "my", "our", "new", "busy", "young", "small", "people", "who", "and", "of", "in", "with"]);

/**
 * The ideas for the field `prompt` asks about ("startup ideas in healthcare"), the ideas for any
 * field else; those whose market is the audience it names ("for students": a study app before a
 * teachers' tool) first, so the first idea is for them.
 */
function ideasFor(prompt: string): readonly Idea[] {
  const ideas = DOMAINS.find(([field]) => field.test(prompt))?.[1] ?? IDEAS;
  const audience = /.*\bfor\s+([\p{L} -]{2,40})/iu.exec(prompt)?.[1];
  const stems = (audience ?? "")
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((word) => word.length > 2 && !VAGUE_AUDIENCE.has(word))
    .map((word) => word.replace(/ies$/, "y").replace(/s$/, ""));
  if (stems.length === 0) return ideas;
  const fits = (idea: Idea) => stems.some((stem) => new RegExp(`\\b${stem}`, "i").test(idea[2]));
  return [...ideas.filter(fits), ...ideas.filter((idea) => !fits(idea))];
}

/** "Give me 3 startup ideas", "What are some good business ideas?", "startup ideas in healthcare": group 1 how many, 2 and 3 the field asked ("in", "healthcare"). */
const ASKED = /^\s*(?:please\s+)?(?:(?:give\s+me|suggest|list|brainstorm|generate|come\s+up\s+with|i\s+need|what\s+are)\s+(?:me\s+)?)?(?:some\s+|a\s+few\s+|(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+)?(?:good\s+|new\s+|profitable\s+|creative\s+|unique\s+|innovative\s+)*(?:startup|business|app|side\s+project|saas|company)\s+ideas(?:\s+(in|for)\s+(?:the\s+)?([\p{L} -]{2,40}?))?\s*[?.!]*\s*$/iu;
/** A prompt asking for venture ideas, whatever its wording: a structured output's `ideas` are ventures then. */
export const STARTUP_IDEAS_PROMPT = /\b(?:startup|business|app|side project|saas|company)\s+ideas?\b/i;

/**
 * The `index`-th idea for the field the prompt asks about ("startup ideas in healthcare": a
 * healthcare venture, not a meal planner; "for students", a student's first): its name, what it does, who it is
 * for and its tagline; the same for the same index and prompt.
 * @example startupIdea(0, "Give me 3 startup ideas in healthcare").name // "CareBridge"
 */
export function startupIdea(index: number, prompt = ""): StartupIdea {
  const ideas = ideasFor(prompt);
  const [name, pitch, market, tagline] = ideas[index % ideas.length]!;
  return { name, pitch, market, tagline };
}

/**
 * As many ideas as asked (five when no number is given, at most ten), numbered, each a name and
 * its pitch, of the field asked when one is ("in healthcare"), then an offer to go further;
 * undefined for another prompt.
 * @example startupIdeasReply("Give me 3 startup ideas")?.split("\n")[0] // "Here are 3 startup ideas:"
 */
export function startupIdeasReply(prompt: string): string | undefined {
  const match = ASKED.exec(prompt);
  if (!match) return undefined;
  const field = match[3];
  // A field it has no ideas of ("startup ideas in gaming") gets no ideas of other fields.
  if (field !== undefined && !DOMAINS.some(([named]) => named.test(field))) return undefined;
  const ideas = ideasFor(prompt);
  const count = Math.max(1, Math.min(ideas.length, match[1] === undefined ? 5 : (writtenNumber(match[1]) ?? 5)));
  const kind = /business/i.test(prompt) ? "business" : /\bapp\b/i.test(prompt) ? "app" : "startup";
  const list = sampled(Array.from({ length: ideas.length }, (_, i) => startupIdea(i, prompt)), count).map(({ name, pitch }, i) => `${i + 1}. **${name}**: ${pitch}`);
  const asked = field === undefined ? "" : ` ${match[2]!.toLowerCase()} ${field.toLowerCase()}`;
  return `Here are ${count} ${kind} ideas${asked}:\n\n${list.join("\n")}\n\nWant me to dig into one of them: who would pay for it, how to test it cheaply, what to build first?`;
}
