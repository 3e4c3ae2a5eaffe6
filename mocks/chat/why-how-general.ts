/**
 * The reply to a why- or how-question no curated answer knows ("Why do pandas eat bamboo?", "How
 * does a jet engine work?"): an answer's shape rather than a question back. A mock cannot know why
 * pandas eat bamboo, and a frontend shows whatever it says, so the reply claims nothing about the
 * subject itself: it says what kinds of reason or mechanism explain questions of that kind (a
 * biologist's two levels, a historian's causes and triggers, a machine's input and output), what
 * the answer depends on, and where the specifics are found. It names the subject only as the
 * question restated ("why pandas eat bamboo"), and only where the restating is safe; otherwise it
 * speaks of "a question like this".
 *
 * A question about the asker's own situation ("Why is my code slow?", "How do I…") is left to the
 * general reply (general-reply.ts), which asks for the details the answer needs.
 */
import type { Random } from "../data/random.ts";
import { restate } from "./restatement.ts";
import { askedQuestion } from "./why-how-questions.ts";

/** What kind of question it is: a cause (why) or a mechanism (how). */
type Kind = "why" | "how";
/** The fields whose kind of explanation the reply describes. */
type Field = "software" | "living" | "body" | "behaviour" | "society" | "physical" | "made" | "device" | "general";

/** The asker's own situation: the general reply asks for its details instead. */
const PERSONAL = /\b(?:i|i'm|i've|i'd|me|my|mine|myself|you|your|you're|yours)\b/i;

const LIVING =
  /\b(?:animals?|pets?|cats?|kittens?|dogs?|pupp(?:y|ies)|birds?|fish(?:es)?|sharks?|whales?|dolphins?|insects?|bees?|wasps?|ants?|spiders?|mosquito(?:e?s)?|flies|butterfl(?:y|ies)|moths?|snakes?|lizards?|frogs?|turtles?|horses?|cows?|pigs?|sheep|goats?|chickens?|ducks?|geese|owls?|eagles?|parrots?|penguins?|bats?|rats?|mice|mouse|squirrels?|rabbits?|bears?|lions?|tigers?|wolf|wolves|fox(?:es)?|deer|elephants?|giraffes?|zebras?|monkeys?|apes?|gorillas?|chimp(?:anzee)?s?|pandas?|koalas?|kangaroos?|camels?|octop(?:us(?:es)?|i)|squids?|jellyfish|crabs?|snails?|worms?|plants?|trees?|flowers?|leaves|leaf|seeds?|grass|moss|mushrooms?|fungi|bacteria|species|mammals?|reptiles?|amphibians?|flamingos?|peacocks?|crows?|pigeons?|seagulls?|hummingbirds?|sloths?|hippos?|rhinos?|cheetahs?|leopards?|hyenas?|seals?|otters?|beavers?|hedgehogs?|hamsters?|cockroach(?:es)?|termites?|fireflies|firefly|crickets?|cicadas?|dinosaurs?)\b/i;
const BODY =
  /\b(?:(?:the\s+)?body|brains?|skin|hair|eyes?|ears?|nose|teeth|tooth|tongue|hearts?|blood|lungs?|stomachs?|muscles?|bones?|nails?|fingers?|feet|foot|knees?|sweat\w*|sneez\w*|cough\w*|itch\w*|tickl\w*|sleep\w*|hungry|hunger|thirst\w*|tired|fatigue|pain|headaches?|fever|sick|ill|allerg\w*|immune|metabolism|aging|ageing|grey|gray|wrinkles?|blush\w*|shiver\w*|burp\w*|caffeine|alcohol|calories?|hormones?|genes?|dna|cells?|diseases?|cancer|vitamins?|memory|memories|weight|fat|diet|exercise|digest\w*)\b/i;
/** People in general: a question about what they do is psychology, unless it names the body. */
const PEOPLE = /\b(?:we|people|humans?|babies|baby|kids|children|teenagers|adults|men|women|everyone|someone|anyone|students|workers|employees|customers|users)\b/i;
const SOCIETY =
  /\b(?:empires?|wars?|revolutions?|history|historical|ancient|medieval|civili[sz]ations?|kings?|queens?|emperors?|presidents?|governments?|politic\w*|elections?|democracy|countr(?:y|ies)|nations?|econom\w*|inflation|recessions?|prices?|stock\s+markets?|stocks|money|taxes|banks?|interest\s+rates?|markets?|companies|company|unemployment|society|cultures?|religions?|languages?|laws?|holidays?|christmas|traditions?|cities|romans?|rome|greeks?|egypt\w*|pyramids?|colonies|slavery|soviet|usa|america|britain|china|europe|africa|india|japan|dollar|euro|currenc(?:y|ies)|voting|parliament|congress|monarchy|capitalism|communism|trade|tariffs?|housing|rent|celebrat\w*|festivals?|customs?|halloween|easter|thanksgiving|birthdays?|valuable|expensive|cheap|worth|costs?)\b/i;
const PHYSICAL =
  /\b(?:water|ice|snow|rain|clouds?|fog|wind|storms?|hurricanes?|tornado(?:e?s)?|weather|climate|temperature|heat|air|atmosphere|sky|sun|moon|stars?|planets?|earth|mars|venus|jupiter|saturn|mercury|pluto|galax(?:y|ies)|universe|space|orbits?|light|colou?rs?|sound|echoes|fire|flames?|smoke|metals?|iron|gold|silver|copper|rust|salt|glass|rocks?|sand|diamonds?|crystals?|mountains?|rivers?|lakes?|oceans?|seas?|waves?|volcano(?:e?s)?|deserts?|magnets?|magnetic|electric\w*|gravity|atoms?|molecules?|energy|chemicals?|elements?|gas(?:es)?|liquids?|solids?|pressure|physics|chemistry|boil\w*|freez\w*|melt\w*|evaporat\w*|reflect\w*|shadows?|mirrors?|eclipses?|tides?|comets?|asteroids?|meteors?|neutrons?|protons?|electrons?|photons?|quantum|relativity|radiation|nuclear)\b/i;
const DEVICE =
  /\b(?:engines?|machines?|motors?|pumps?|clocks?|watch(?:es)?|locks?|toilets?|elevators?|printers?|cameras?|lens(?:es)?|telescopes?|microscopes?|radios?|tvs?|televisions?|speakers?|headphones|phones?|thermostats?|turbines?|generators?|reactors?|rockets?|helicopters?|drones?|submarines?|ships?|boats?|bicycles?|bikes?|brakes?|gears?|sensors?|lasers?|scanners?|x-rays?|mri|vacuum\s+cleaners?|dishwashers?|washing\s+machines?|ovens?|stoves?|toasters?|kettles?|heaters?|heat\s+pumps?|thermometers?|compass(?:es)?|escalators?|trains?|cars?|(?:air|aero)?planes?|aircraft|jets?|satellites?|power\s+plants?|dams?|bridges?|barcodes?|qr\s+codes?|credit\s+cards?|atms?|parachutes?|hot\s+air\s+balloons?|sails?|pianos?|guitars?|violins?|instruments?)\b/i;
/** "How is cheese made": a process that makes something. */
const MADE = /^how\s+(?:is|are|was|were)\s+.+\s+(?:made|produced|manufactured|built|brewed|grown|processed|refined|mined)$/i;

/** Words a restated subject never ends with: "why are cats afraid of" is not a subject. */
const DANGLING = /^(?:of|for|from|with|to|in|on|at|about|like|by|than|as|into|and|or|but|the|a|an|so|very|too|such|not|more|less|most|this|that|its|their)$/i;
/** Words a restated subject never opens with: who "it" or "they" is, the reply cannot tell. */
const UNNAMED = /^(?:it|there|this|that|these|those|they|he|she|them|what|which|who|something|anything)$/i;
/** "Why is New York called the Big Apple": a verb in the subject, which a split would tear. */
const PARTICIPLE = /^(?:called|named|considered|known|made|used|said|seen|built|needed|allowed|required|given|taken|kept|getting|becoming|being|going|doing|having)$|^[a-z]{2,}[^e]ed$/i;
/** The second half of a compound quality ("memory safe", "single threaded"): its first half would be read as the subject's. */
const COMPOUND = /^(?:safe|threaded|based|driven|friendly|free|proof|efficient|intensive|bound|aware|sensitive|specific|dependent|oriented|heavy|light|resistant)$/i;
/** What may come before the last word of a quality: "not a planet", "so salty". */
const QUALIFIER = /^(?:so|very|too|not|such|always|never|still|really)$/i;

/**
 * The why-question as a clause the reply can say ("why pandas eat bamboo", "why Mars is red"), or
 * undefined when it cannot be turned around safely ("why does hot air rise" would need to know
 * where its subject ends to conjugate "rise").
 */
function whyClause(question: string): string | undefined {
  const plural = /^why\s+do\s+(.+)$/i.exec(question);
  if (plural) return UNNAMED.test(plural[1]!.split(" ")[0]!) ? undefined : `why ${plural[1]}`;
  const being = /^why\s+(is|are)\s+(.+)$/i.exec(question);
  if (!being) return undefined;
  const words = being[2]!.split(" ");
  let split = words.length - 1;
  if (split > 0 && /^(?:a|an)$/i.test(words[split - 1]!)) split--;
  if (split > 0 && QUALIFIER.test(words[split - 1]!)) split--;
  const subject = words.slice(0, split);
  const quality = words.slice(split);
  if (subject.length > 1 && COMPOUND.test(quality.at(-1)!)) return undefined;
  if (subject.length === 0 || subject.length > 4 || UNNAMED.test(subject[0]!) || DANGLING.test(subject.at(-1)!) || DANGLING.test(quality.at(-1)!)) return undefined;
  if (subject.some((word, index) => index > 0 && PARTICIPLE.test(word)) || subject.some((word) => !/^[\p{L}\p{N}'-]+$/u.test(word))) return undefined;
  return `why ${subject.join(" ")} ${being[1]!.toLowerCase()} ${quality.join(" ")}`;
}

/** The how-question as a clause: "how a jet engine works", "how bees communicate", "how cheese is made". */
function howClause(prompt: string, question: string): string | undefined {
  const restated = restate(prompt);
  if (restated?.asking === "topic" && /^how\s/.test(restated.phrase)) return restated.phrase;
  const plural = /^how\s+do\s+([\p{L}\p{N}' -]+)$/iu.exec(question);
  return plural && !UNNAMED.test(plural[1]!.split(" ")[0]!) ? `how ${plural[1]}` : undefined;
}

/** Questions about the past of life on Earth: not a living thing's workings or evolution's reasons for a trait. */
const EXTINCTION = /\b(?:die\s+out|died\s+out|extinct|extinction)\b/i;
/** "Why do humans have appendixes": about the body people have, not what they do. */
const HAVING = /^(?:why|how\s+come)\s+(?:do|does|did)\s+\S+\s+(?:have|has|get|grow|lose)\b/i;

function fieldOf(kind: Kind, question: string, technical: boolean): Field {
  if (technical) return "software";
  if (kind === "how" && MADE.test(question)) return "made";
  if (kind === "how" && DEVICE.test(question)) return "device";
  if (LIVING.test(question)) return EXTINCTION.test(question) ? "general" : "living";
  if (BODY.test(question)) return "body";
  if (SOCIETY.test(question)) return "society";
  if (PEOPLE.test(question)) return HAVING.test(question) ? "body" : "behaviour";
  if (PHYSICAL.test(question)) return "physical";
  return "general";
}

/** The why-question outside the other fields, and about a thing made or a machine. */
const WHY_GENERAL = `A good answer to {Q} usually separates a few things:

- **The mechanism**: what actually happens, step by step.
- **The cause**: what sets it off, or made it so in the first place.
- **The effect or purpose**: what it leads to, or what it's for, if anything.

Which of these matters most depends on whether you're after the science, the history or the practical side of it. An encyclopedia entry or a specialist source on the subject is the quickest way to the specifics.`;

/** How each field explains, opened with the question ({Q}); the same for why and how where the kinds of answer are. */
const FRAMES: Readonly<Record<Kind, Readonly<Record<Field, string>>>> = {
  why: {
    software: `In software, the answer to {Q} usually comes from one of a few places:

- **A design decision**: a trade-off someone made on purpose, for performance, simplicity, safety or compatibility.
- **A constraint**: something the hardware, the platform, a protocol or a standard requires.
- **History**: something done one way early on and kept so that existing code doesn't break.

The official documentation, the specification and the design discussions behind it (proposals, RFCs, issue threads) usually give the reasoning. If it's about behaviour you're seeing, reproducing it in the smallest example you can, and reading the error messages and logs closely, usually narrows it down.`,
    living: `Biologists usually answer {Q} at two levels, and a full answer needs both:

- **How it works**: the body parts, senses, hormones or nerve signals involved, and what triggers them.
- **Why it evolved**: how it helped the ancestors of the species survive or reproduce, so that it was passed on.

The answer can also differ between species, and for behaviour, between individual animals and with what they have learned. A field guide or a zoology or botany reference has the specifics, and for a pet's behaviour, a vet is the person to ask.`,
    body: `Physiologists usually answer {Q} in two parts:

- **The mechanism**: which organs, nerves, hormones or reflexes are involved, and what sets them off.
- **The purpose**: what it does for the body, or did for our ancestors; some features are simply leftovers from evolution.

It can also vary from person to person, with age, health and circumstances. A reliable health reference (such as the NHS or the Mayo Clinic websites) explains the details, and for a symptom of your own, a doctor can tell you what applies to you.`,
    behaviour: `Psychologists usually explain {Q} with a mix of factors rather than one cause:

- **How we're wired**: emotions, habits and the mental shortcuts everyone's brain takes.
- **The situation**: the pressures, incentives and people around someone at the time.
- **Background**: upbringing, culture and personal experience, which is why people differ.

How much each matters varies from person to person and from one situation to the next. A good introductory psychology book or a review article on the topic will show what the research has found.`,
    society: `Historians and social scientists rarely explain {Q} with a single cause; explanations usually weigh several kinds:

- **Long-term causes**: economic, political, social, technological or geographic conditions that built up over years.
- **Immediate triggers**: the particular events or decisions that set things off when they did.
- **People's choices**: what leaders, groups and ordinary people wanted, believed and did at the time.

How much each mattered is often debated, so it's worth reading more than one account: a good general history or encyclopedia article, and where possible, sources from the time.`,
    physical: `An explanation of {Q} usually names three things:

- **What's involved**: the materials, forces or forms of energy (light, heat, pressure, gravity, electric charge).
- **The process**: what happens to them, step by step, from the cause to what you observe.
- **The conditions**: the temperature, pressure, scale or setting, which is often why it happens in some places or at some times and not others.

A physics, chemistry or earth-science reference has the exact mechanism, and effects like this can often be seen with a simple experiment.`,
    made: WHY_GENERAL,
    device: WHY_GENERAL,
    general: WHY_GENERAL,
  },
  how: {
    software: `A good way to understand {Q} is to follow one request or one piece of data through it:

- **What goes in**: the input, request or event that starts it.
- **What happens to it**: each step it passes through, and what each one is responsible for.
- **What comes out**: the result, and what happens when something fails along the way.

The official documentation usually has an architecture or "how it works" page, and stepping through a small example with a debugger or reading the logs shows the same flow in practice.`,
    living: `Biologists usually describe {Q} at two levels:

- **The mechanism**: the body parts, senses, signals or chemistry involved, and what triggers them.
- **The evolution**: why doing it this way helped the species survive or reproduce.

Details can differ a lot between species, and even between individuals. A field guide or a zoology or botany reference describes the specifics for the species you're interested in.`,
    body: `Explanations of {Q} usually cover three things:

- **The parts involved**: the organs, cells, nerves or hormones that do the work.
- **The sequence**: what triggers it and what happens next, step by step.
- **The control**: how the body senses when to start, adjust or stop.

It can vary with age, health and from person to person. A reliable health reference (such as the NHS or the Mayo Clinic websites) explains the details, and a doctor can tell you how it applies to you.`,
    behaviour: `Psychologists usually describe {Q} in terms of a few factors:

- **What goes on in the mind**: attention, emotions, habits and the mental shortcuts everyone takes.
- **The situation**: the setting, the people involved and what's at stake.
- **Experience**: what someone has learned before, which is why people differ.

A good introductory psychology book or a review article on the topic shows what the research has found.`,
    society: `A clear picture of {Q} usually covers three things:

- **Who takes part**: the people and organisations involved, and what each of them wants.
- **The rules**: the laws, institutions and agreements that shape what they can do.
- **What happens day to day**: how decisions, exchanges or disputes actually play out.

Rules and practices differ between countries and change over time, so an official source (a government or regulator's site) or a good introductory book is the best way to the specifics for the place and time you care about.`,
    physical: `An explanation of {Q} usually names three things:

- **What's involved**: the materials, forces or forms of energy (light, heat, pressure, gravity, electric charge).
- **The process**: what happens to them, step by step, from the starting conditions to what you observe.
- **The conditions**: the temperature, pressure, scale or setting that it needs.

A physics, chemistry or earth-science reference has the exact mechanism, and a diagram of the process usually makes it much clearer.`,
    made: `{Q} is easiest to follow as a sequence of stages:

- **The raw materials**: what it starts from, and where they come from.
- **The main steps**: what's done to them, in order, and why each step is needed.
- **The finish**: how it's shaped, checked and packaged at the end.

Methods can differ a lot between small-scale and industrial production, and between makers, so a producer's or trade association's explanation, or a factory-tour video, is the most reliable way to see the specifics.`,
    device: `To understand {Q}, it helps to follow the energy or the material through it:

- **What goes in**: the power, fuel, signal or material it takes.
- **What happens inside**: the main stages that change it, and what each main component contributes.
- **What comes out**: the motion, heat, light, sound or result it produces, and what's lost along the way.

A cutaway diagram makes it much clearer, and the manufacturer's documentation or an engineering reference has the specifics for a particular design.`,
    general: `A clear explanation of {Q} usually covers three things:

- **What it starts from**: the situation, inputs or conditions at the beginning.
- **What happens in between**: the steps or stages, in order.
- **What it leads to**: the result, and what can make it turn out differently.

An encyclopedia entry or a specialist source on the subject is the quickest way to the specifics.`,
  },
};

const CLOSERS = [
  "If you tell me which part you're most curious about, I can focus on that.",
  "Happy to go into any one of these in more detail.",
  "Let me know which of these you'd like to dig into.",
];

/**
 * An answer-shaped reply to a why- or how-question no curated answer knows, or undefined when
 * `prompt` is not one, or asks about the asker's own situation.
 * @example whyHowGeneral("Why do pandas eat bamboo?", seededRandom(1), false) // "Biologists usually answer why pandas eat bamboo at two levels, …"
 */
export function whyHowGeneral(prompt: string, random: Random, technical: boolean): string | undefined {
  if (prompt.length > 120 || prompt.includes("\n")) return undefined;
  const question = askedQuestion(prompt);
  // One question, in prose: "Why? Because." or a list of them is something else.
  if (question === "" || /[?!]|\.\s/.test(question) || PERSONAL.test(question)) return undefined;
  const kind: Kind | undefined = /^(?:why\s+(?!not\b)|how\s+come\s|what\s+causes\s)/i.test(question)
    ? "why"
    : /^how\s+(?:does|do|did|is|are|was|were|can|could)\s/i.test(question)
      ? "how"
      : undefined;
  if (kind === undefined) return undefined;
  const clause = kind === "why" ? whyClause(question) : howClause(prompt, question);
  const field = fieldOf(kind, question, technical);
  const past = kind === "how" && /^how\s+(?:did|was|were)\s/i.test(question);
  // How something in history came about is told by its causes, not by who takes part today.
  const frame = past && field === "society" ? FRAMES.why.society : FRAMES[kind][field];
  const text = frame.replace("{Q}", clause ?? (kind === "why" ? "a question like this" : field === "made" ? "how this is made" : past ? "how this came about" : "how this works"));
  const opened = text.charAt(0).toUpperCase() + text.slice(1);
  return `${opened}\n\n${random.pick(CLOSERS)}`;
}
