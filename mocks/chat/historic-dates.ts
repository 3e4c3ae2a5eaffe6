/**
 * Replies to "when" questions about the dates everyone knows, the ones a developer types to see
 * whether a chat UI answers at all: "What year did World War 2 end?", "When was the telephone
 * invented?", "The Titanic sank in what year?". The answer is the year, bold, and one line of
 * context, the same for every request and every choice (a date is a fact, like facts.ts's).
 *
 * A question is matched whole, not by a word it mentions ("Write a poem about the moon landing"
 * is a poem): its subject is read out of one of a few question forms and looked up in one map of
 * every way the table names an event, so a question costs a few regexes and one lookup, never a
 * scan over the table.
 */

/** How an event is asked about: the verbs a question uses, and the question the test asks with. */
interface VerbClass {
  /** The verb as a question writes it after its subject ("ended", "come to an end"); "" for none. */
  readonly forms: readonly string[];
  /** A question for a name of the event, `{}` standing for the name. */
  readonly question: string;
}

/** The ways of asking, by what happened. */
export const VERB_CLASSES = {
  /** "When was the moon landing?", "When did the French Revolution happen?" */
  event: { forms: ["", "happen", "happened", "take place", "took place", "occur", "occurred"], question: "When was the {}?" },
  end: { forms: ["end", "ended", "finish", "finished", "come to an end", "over"], question: "When did {} end?" },
  start: { forms: ["start", "started", "begin", "began", "break out", "broke out"], question: "When did {} start?" },
  founded: { forms: ["founded", "found", "established", "created", "started", "start", "formed"], question: "When was {} founded?" },
  invented: { forms: ["invented", "invent", "created", "first invented", "made"], question: "When was {} invented?" },
  released: { forms: ["released", "release", "first released", "come out", "came out", "launched", "launch", "introduced", "announced", "unveiled"], question: "When was {} released?" },
  discovered: { forms: ["discovered", "discover", "found"], question: "When was {} discovered?" },
  signed: { forms: ["signed", "sign", "adopted", "written"], question: "When was {} signed?" },
  sank: { forms: ["sink", "sank", "sunk", "go down", "went down"], question: "When did {} sink?" },
  fell: { forms: ["fall", "fell", "come down", "came down", "collapse", "collapsed", "torn down"], question: "When did {} fall?" },
  built: { forms: ["built", "build", "put up", "go up", "went up", "erected"], question: "When was {} built?" },
  attacked: { forms: ["attacked", "attack", "bombed", "happen", "happened"], question: "When was {} attacked?" },
  climbed: { forms: ["climbed", "first climbed", "conquered"], question: "When was {} first climbed?" },
} as const satisfies Record<string, VerbClass>;

/** One dated event: the names its subject goes by, how it is asked about, and the reply. */
export interface DatedEvent {
  /** The event's names as a question writes them, lower case, without "the" (removed from questions too). */
  readonly names: readonly string[];
  readonly verbs: keyof typeof VERB_CLASSES;
  /** Whole subjects asked otherwise, written for "When did …?": "man land on moon". */
  readonly also?: readonly string[];
  readonly answer: string;
}

const WW2 = ["ww2", "world war 2", "second world war"];
const WW1 = ["ww1", "world war 1", "first world war", "great war"];
const CIVIL_WAR = ["american civil war", "us civil war", "civil war"];

export const DATED_EVENTS: readonly DatedEvent[] = [
  { names: WW2, verbs: "end", answer: "World War II ended in **1945**: in Europe on 8 May (V-E Day) and in Asia on 2 September, when Japan formally surrendered." },
  { names: WW2, verbs: "start", answer: "World War II began in **1939**, when Germany invaded Poland on 1 September; Britain and France declared war two days later." },
  { names: WW2, verbs: "event", answer: "World War II lasted from **1939 to 1945**: from Germany's invasion of Poland on 1 September 1939 to Japan's surrender on 2 September 1945." },
  { names: WW1, verbs: "end", answer: "World War I ended in **1918**, with the armistice of 11 November; the Treaty of Versailles formally ended the war with Germany in 1919." },
  { names: WW1, verbs: "start", answer: "World War I began in **1914**: Austria-Hungary declared war on Serbia on 28 July, a month after the assassination of Archduke Franz Ferdinand in Sarajevo." },
  { names: WW1, verbs: "event", answer: "World War I lasted from **1914 to 1918**: from July 1914 to the armistice of 11 November 1918." },
  {
    names: ["moon landing", "first moon landing", "apollo 11", "apollo 11 moon landing", "apollo 11 landing"],
    verbs: "event",
    also: ["man land on moon", "humans land on moon", "we land on moon", "man first land on moon", "humans first land on moon", "man walk on moon", "neil armstrong walk on moon", "neil armstrong land on moon", "apollo 11 land on moon"],
    answer: "The first Moon landing was in **1969**: Apollo 11's Neil Armstrong and Buzz Aldrin landed on 20 July, and Armstrong stepped onto the surface a few hours later.",
  },
  {
    names: ["fall of berlin wall", "berlin wall"],
    verbs: "fell",
    also: ["fall of berlin wall", "fall of berlin wall happen", "fall of berlin wall take place"],
    answer: "The Berlin Wall fell in **1989**: on the night of 9 November, East Germany opened its border crossings, and Germany was reunified less than a year later, on 3 October 1990.",
  },
  { names: ["berlin wall"], verbs: "built", answer: "The Berlin Wall was built in **1961**: East Germany sealed the border on the night of 12–13 August, and the wall stood until November 1989." },
  {
    names: ["declaration of independence", "us declaration of independence", "american declaration of independence"],
    verbs: "signed",
    also: ["america declare independence", "us declare independence", "usa declare independence", "united states declare independence", "america become independent"],
    answer: "The US Declaration of Independence was adopted by the Continental Congress on 4 July **1776**; most delegates signed the engrossed copy on 2 August 1776.",
  },
  { names: ["us constitution", "american constitution", "constitution of united states"], verbs: "signed", answer: "The US Constitution was signed on 17 September **1787** in Philadelphia, and took effect in 1789." },
  { names: ["french revolution"], verbs: "event", also: ["french revolution start", "french revolution begin", "storming of bastille", "storming of bastille happen"], answer: "The French Revolution began in **1789**, with the storming of the Bastille on 14 July; it is usually taken to end with Napoleon's coup in 1799." },
  {
    names: ["columbus reaching americas", "columbus discovering america"],
    verbs: "event",
    also: ["columbus discover america", "columbus discover americas", "columbus reach america", "columbus reach americas", "columbus arrive in america", "columbus arrive in americas", "columbus sail to america", "christopher columbus discover america", "christopher columbus reach americas", "america discovered"],
    answer: "Christopher Columbus reached the Americas in **1492**: his first voyage landed in the Bahamas on 12 October 1492.",
  },
  { names: ["titanic"], verbs: "sank", also: ["sinking of titanic", "sinking of titanic happen", "titanic sinking"], answer: "The Titanic sank in **1912**: it struck an iceberg on the night of 14 April and sank early on 15 April, on its maiden voyage; more than 1,500 people died." },
  { names: ["iphone", "first iphone", "original iphone"], verbs: "released", answer: "The first iPhone came out in **2007**: Steve Jobs announced it on 9 January, and it went on sale in the US on 29 June." },
  { names: ["google"], verbs: "founded", answer: "Google was founded in **1998** by Larry Page and Sergey Brin, then PhD students at Stanford; it was incorporated on 4 September 1998." },
  { names: ["apple", "apple computer"], verbs: "founded", answer: "Apple was founded in **1976** by Steve Jobs, Steve Wozniak and Ronald Wayne, on 1 April, to sell Wozniak's Apple I computer." },
  { names: ["microsoft"], verbs: "founded", answer: "Microsoft was founded in **1975** by Bill Gates and Paul Allen, on 4 April, in Albuquerque, New Mexico." },
  { names: ["amazon"], verbs: "founded", answer: "Amazon was founded by Jeff Bezos in **1994**, in his garage in Bellevue, Washington, as an online bookstore; it opened to the public in July 1995." },
  { names: ["facebook"], verbs: "founded", answer: "Facebook was founded in **2004** by Mark Zuckerberg and fellow Harvard students; it launched on 4 February 2004." },
  { names: ["youtube"], verbs: "founded", answer: "YouTube was founded in **2005** by Chad Hurley, Steve Chen and Jawed Karim; Google bought it the following year." },
  { names: ["chatgpt"], verbs: "released", answer: "ChatGPT was released by OpenAI on 30 November **2022**, as a free research preview." },
  { names: ["telephone", "phone"], verbs: "invented", also: ["alexander graham bell invent telephone"], answer: "The telephone was invented in **1876**: Alexander Graham Bell was granted the patent on 7 March and made the first call, to his assistant Thomas Watson, three days later." },
  { names: ["light bulb", "lightbulb", "electric light bulb"], verbs: "invented", also: ["edison invent light bulb", "thomas edison invent light bulb"], answer: "The practical light bulb dates from **1879**, when Thomas Edison's carbon-filament bulb burned for over 13 hours; Joseph Swan built a similar bulb in England at about the same time." },
  { names: ["printing press"], verbs: "invented", also: ["gutenberg invent printing press"], answer: "The printing press was invented by Johannes Gutenberg in Mainz around **1440**; his Gutenberg Bible was printed around 1455." },
  { names: ["world wide web", "www", "web"], verbs: "invented", also: ["tim berners-lee invent world wide web", "world wide web created"], answer: "The World Wide Web was invented by Tim Berners-Lee at CERN in **1989**, when he proposed it; the first website went online in 1991." },
  { names: ["internet"], verbs: "invented", answer: "The internet grew out of ARPANET, whose first message was sent in **1969**; it switched to the TCP/IP protocols that define the internet on 1 January 1983." },
  {
    names: ["first flight", "first airplane flight", "first powered flight", "airplane", "aeroplane", "plane"],
    verbs: "invented",
    also: ["first flight", "first airplane flight", "first powered flight", "first flight happen", "first flight take place", "wright brothers fly", "wright brothers first fly", "wright brothers invent airplane", "wright brothers invent plane", "wright brothers make first flight"],
    answer: "The Wright brothers made the first powered, controlled airplane flight in **1903**: on 17 December, at Kitty Hawk, North Carolina, Orville flew for 12 seconds.",
  },
  { names: ["penicillin"], verbs: "discovered", also: ["alexander fleming discover penicillin"], answer: "Penicillin was discovered by Alexander Fleming in **1928**, at St Mary's Hospital in London; it came into wide use during World War II." },
  { names: ["steam engine"], verbs: "invented", answer: "The first practical steam engine was Thomas Newcomen's, in **1712**; James Watt's much more efficient design followed in 1769." },
  { names: ["bitcoin"], verbs: "invented", also: ["bitcoin created", "bitcoin start", "bitcoin launched"], answer: "Bitcoin was launched in **2009**: its pseudonymous creator, Satoshi Nakamoto, published the white paper in 2008 and mined the first block on 3 January 2009." },
  { names: ["cold war"], verbs: "end", answer: "The Cold War ended in **1991**, with the dissolution of the Soviet Union in December; the fall of the Berlin Wall in 1989 is often taken as its turning point." },
  { names: ["cold war"], verbs: "start", answer: "The Cold War is usually dated from **1947**, when the Truman Doctrine set out the US policy of containing the Soviet Union." },
  { names: ["soviet union", "ussr"], verbs: "fell", also: ["soviet union break up", "soviet union dissolve", "collapse of soviet union", "fall of soviet union", "dissolution of soviet union"], answer: "The Soviet Union was dissolved in **1991**: Gorbachev resigned on 25 December, and the USSR formally ceased to exist the next day." },
  { names: CIVIL_WAR, verbs: "end", answer: "The American Civil War ended in **1865**: Robert E. Lee surrendered at Appomattox Court House on 9 April." },
  { names: CIVIL_WAR, verbs: "start", answer: "The American Civil War began in **1861**, when Confederate forces fired on Fort Sumter on 12 April." },
  { names: ["pearl harbor", "attack on pearl harbor", "pearl harbor attack"], verbs: "attacked", also: ["attack on pearl harbor", "pearl harbor attack", "bombing of pearl harbor"], answer: "Japan attacked Pearl Harbor on 7 December **1941**; the United States declared war on Japan the next day and entered World War II." },
  { names: ["9/11", "9/11 attacks", "september 11 attacks"], verbs: "event", answer: "The September 11 attacks took place on 11 September **2001**, when hijacked planes struck the World Trade Center in New York and the Pentagon, and a fourth crashed in Pennsylvania." },
  { names: ["first man in space", "first human in space", "first person in space"], verbs: "event", also: ["yuri gagarin go to space", "first human go to space", "humans first go to space", "man first go to space"], answer: "Yuri Gagarin became the first person in space in **1961**, orbiting the Earth once aboard Vostok 1 on 12 April." },
  { names: ["magna carta"], verbs: "signed", answer: "King John sealed the Magna Carta at Runnymede in **1215**, on 15 June." },
  { names: ["battle of hastings"], verbs: "event", answer: "The Battle of Hastings was fought in **1066**, on 14 October: William of Normandy defeated King Harold II and became King of England." },
  { names: ["roman empire", "western roman empire", "rome"], verbs: "fell", also: ["fall of roman empire", "fall of rome"], answer: "The Western Roman Empire is usually said to have fallen in **476**, when Romulus Augustulus was deposed; the Eastern (Byzantine) Empire lasted until 1453." },
  { names: ["great depression"], verbs: "start", also: ["great depression happen", "great depression"], answer: "The Great Depression began in **1929**, with the Wall Street Crash in October, and lasted through most of the 1930s." },
  { names: ["mount everest", "everest"], verbs: "climbed", also: ["someone first climb everest", "hillary climb everest", "edmund hillary climb everest", "anyone first climb mount everest"], answer: "Mount Everest was first climbed in **1953**: Edmund Hillary and Tenzing Norgay reached the summit on 29 May." },
];

/** Written ways of naming the world wars, read as one word. */
const WAR_NAMES: readonly [RegExp, string][] = [
  [/\b(?:world war (?:ii|two|2)|ww ?(?:ii|2)|second world war)\b/g, "ww2"],
  [/\b(?:world war (?:i|one|1)|ww ?(?:i|1)|first world war)\b/g, "ww1"],
];

/** Lower case, no "the", no punctuation but "/" and "-" ("U.S." is "us"), one space between words. */
function normalized(text: string): string {
  let out = text.toLowerCase().replace(/[’]/g, "'").replace(/\.(?=\w)/g, "").replace(/[.,?!:;"]/g, " ");
  for (const [pattern, name] of WAR_NAMES) out = out.replace(pattern, name);
  return out.replace(/\b(?:the|a|an)\b/g, " ").replace(/\s+/g, " ").trim();
}

/** Every subject the table names, with its verb, normalized as `subjectOf` normalizes questions. */
const BY_SUBJECT: ReadonlyMap<string, DatedEvent> = (() => {
  const map = new Map<string, DatedEvent>();
  const add = (subject: string, event: DatedEvent) => {
    const key = normalized(subject);
    // The first entry keeps a subject ("berlin wall" falls before it is built).
    if (!map.has(key)) map.set(key, event);
  };
  for (const event of DATED_EVENTS) {
    for (const name of event.names) for (const form of VERB_CLASSES[event.verbs].forms) add(`${name} ${form}`, event);
    for (const subject of event.also ?? []) add(subject, event);
  }
  return map;
})();

/** The question forms, over a normalized question; group 1 is the subject. */
const FORMS: readonly RegExp[] = [
  /^(?:what|which) year (?:did|was|were|is) (.+?)(?: in)?$/,
  /^in (?:what|which) year (?:did|was|were) (.+)$/,
  /^when (?:did|was|were|is) (.+?)(?: exactly)?$/,
  /^(.+?) (?:in|during) (?:what|which) year$/,
];

/** Cheap first look: every form says "when" or "year". */
const CUE = /\b(?:when|year)\b/i;

/**
 * The reply to a "when" question about an event the table dates, or undefined.
 * @example historicDateReply("What year did World War 2 end?") // "World War II ended in **1945**: …"
 */
export function historicDateReply(prompt: string): string | undefined {
  if (prompt.length > 90 || !CUE.test(prompt)) return undefined;
  const question = normalized(prompt);
  for (const form of FORMS) {
    const subject = form.exec(question)?.[1];
    // "The first iPhone was released in what year?": the subject's own "was" is no part of the event.
    if (subject !== undefined) return BY_SUBJECT.get(subject.replace(/\b(?:was|were|did)\b/g, " ").replace(/\s+/g, " ").trim())?.answer;
  }
  return undefined;
}
