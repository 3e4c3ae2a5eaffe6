/**
 * The words writers mix up, told apart: "What's the difference between affect and effect?", "its
 * vs it's", "When do I use who or whom?", "their, there and they're". A writing assistant's most
 * common question; compared as two "things" (comparisons.ts's scale, scope and where you meet
 * them) it reads as a broken mock. Each pair gets what each word is, an example sentence of each,
 * and the usual way to remember it, as style guides give them.
 */

interface Confusable {
  /** The words, lower case, as they are written ("it's" with a straight apostrophe). */
  readonly words: readonly string[];
  /** What each word is, one sentence. */
  readonly rule: string;
  /** A sentence for each word, the word in bold. */
  readonly examples: readonly string[];
  readonly remember?: string;
  readonly note?: string;
}

const CONFUSABLES: readonly Confusable[] = [
  {
    words: ["affect", "effect"],
    rule: "**Affect** is usually a verb meaning *to influence*; **effect** is usually a noun meaning *a result*.",
    examples: ["The weather **affected** my mood. (verb: it influenced it)", "The weather had an **effect** on my mood. (noun: a result)"],
    remember: "**A**ffect is the **A**ction, **E**ffect is the **E**nd result.",
    note: "As a verb, **effect** means *to bring about* (\"effect change\"), and in psychology **affect** is a noun for displayed emotion (\"a flat affect\").",
  },
  {
    words: ["their", "there", "they're"],
    rule: "**Their** shows possession (belonging to them); **there** is a place or starts a sentence (\"there is\"); **they're** is short for *they are*.",
    examples: ["**Their** car is blue.", "Park it over **there**. / **There** are three of them.", "**They're** late again."],
    remember: "If you can say *they are*, write **they're**; **there** has *here* in it, like the place; **their** has *heir* in it, someone who owns things.",
  },
  {
    words: ["your", "you're"],
    rule: "**Your** shows possession (belonging to you); **you're** is short for *you are*.",
    examples: ["Is this **your** bag?", "**You're** going to love it."],
    remember: "If you can say *you are*, write **you're**.",
  },
  {
    words: ["its", "it's"],
    rule: "**Its** shows possession (belonging to it), with no apostrophe, like *his* and *hers*; **it's** is short for *it is* or *it has*.",
    examples: ["The company changed **its** logo.", "**It's** raining. / **It's** been a long day."],
    remember: "If you can say *it is* or *it has*, write **it's**; otherwise **its**.",
  },
  {
    words: ["then", "than"],
    rule: "**Then** is about time or sequence (*next*, *after that*, *in that case*); **than** compares.",
    examples: ["We ate, and **then** we left.", "She is taller **than** her brother."],
    remember: "**Than** and comp**a**re both have an *a*; **then** and wh**e**n both have an *e*.",
  },
  {
    words: ["lose", "loose"],
    rule: "**Lose** (one *o*, rhymes with *shoes*) is a verb: to misplace or to be defeated; **loose** (two *o*s, rhymes with *goose*) is an adjective: not tight.",
    examples: ["Don't **lose** your keys.", "This screw is **loose**."],
    remember: "**Loose** has an extra *o*, as if it let it slip in loosely.",
  },
  {
    words: ["fewer", "less"],
    rule: "**Fewer** is for things you can count; **less** is for amounts you measure but don't count.",
    examples: ["**Fewer** people came this year. (you can count people)", "There's **less** traffic today. (you don't count traffic)"],
    remember: "If it takes a plural (*people, cars, items*), use **fewer**; if it is one mass (*water, time, money*), use **less**.",
    note: "Set phrases with numbers take *less*: \"less than 10 miles\", \"less than $50\", \"25 words or less\".",
  },
  {
    words: ["who", "whom"],
    rule: "**Who** is a subject (it does the action); **whom** is an object (the action is done to it, or it follows a preposition).",
    examples: ["**Who** called you? (*he* called you)", "To **whom** should I send it? (send it to *him*)"],
    remember: "Answer the question with *he* or *him*: **he** → **who**, **him** → **whom** (both end in *m*).",
    note: "In everyday speech and informal writing, *who* is accepted almost everywhere; *whom* sounds formal.",
  },
  {
    words: ["i.e.", "e.g."],
    rule: "**i.e.** (Latin *id est*) means *that is*: it restates or narrows down; **e.g.** (Latin *exempli gratia*) means *for example*: it gives examples from a longer list.",
    examples: ["Bring a drink, **i.e.** water. (only water)", "Bring a drink, **e.g.** water or juice. (any drink; these are examples)"],
    remember: "**i.e.** = *in essence*; **e.g.** = *example given*.",
    note: "In American English both usually take a comma after them; British style often leaves it out.",
  },
  {
    words: ["complement", "compliment"],
    rule: "A **complement** completes or goes well with something; a **compliment** is praise.",
    examples: ["The wine is a perfect **complement** to the meal.", "She paid me a **compliment** on my work."],
    remember: "A compl**e**ment compl**e**tes; a compl**i**ment is something **I** like to hear.",
  },
  {
    words: ["principal", "principle"],
    rule: "A **principal** is the head of a school, or the main one (as an adjective), or a loan's original amount; a **principle** is a rule or belief.",
    examples: ["The **principal** called a meeting. / Our **principal** concern is safety.", "It's a matter of **principle**."],
    remember: "The princip**al** is your p**al**; a princip**le** is a ru**le**.",
  },
  {
    words: ["advice", "advise"],
    rule: "**Advice** (ends in *-ice*, said with an *s* sound) is a noun: a recommendation; **advise** (ends in *-ise*, said with a *z* sound) is the verb: to recommend.",
    examples: ["Thanks for the **advice**.", "I **advise** you to wait."],
    remember: "You **give** advi**c**e (a thing, like i**c**e); you advi**s**e someone (an action).",
  },
  {
    words: ["lay", "lie"],
    rule: "**Lay** takes an object: you lay *something* down; **lie** takes none: you lie down yourself.",
    examples: ["**Lay** the book on the table.", "I'm going to **lie** down."],
    remember: "**Lay** needs a thing to place; **lie** is what you do in bed.",
    note: "The past tense of *lie* is *lay* (\"Yesterday I lay down\"), which is why they are so easy to mix up; the past of *lay* is *laid*.",
  },
  {
    words: ["farther", "further"],
    rule: "**Farther** is for physical distance; **further** is for figurative distance, or means *more* or *additional*.",
    examples: ["The station is **farther** than I thought.", "Let's discuss this **further**. / **Further** information will follow."],
    remember: "**Far**ther has *far* in it: distance you could measure.",
    note: "In British English, *further* is common for distance too.",
  },
  {
    words: ["accept", "except"],
    rule: "**Accept** is a verb: to receive or agree to; **except** means *apart from*.",
    examples: ["I **accept** your offer.", "Everyone came **except** Tom."],
    remember: "**Ex**cept **ex**cludes.",
  },
  {
    words: ["ensure", "insure", "assure"],
    rule: "**Ensure** means to make sure something happens; **insure** means to take out insurance on something; **assure** means to tell someone confidently to remove their doubt.",
    examples: ["Please **ensure** the door is locked.", "We **insure** the car against theft.", "I **assure** you it's safe."],
    remember: "You **ensure** an outcome, **insure** a thing against loss, and **assure** a person.",
    note: "In American English, *insure* is sometimes used for *ensure*; keeping them apart is clearer.",
  },
  {
    words: ["ensure", "insure"],
    rule: "**Ensure** means to make sure something happens; **insure** means to take out insurance on something.",
    examples: ["Please **ensure** the door is locked.", "We **insure** the car against theft."],
    remember: "**In**sure is about **in**surance.",
  },
  {
    words: ["to", "too", "two"],
    rule: "**To** is a preposition (*to the shop*) or part of a verb (*to run*); **too** means *also* or *excessively*; **two** is the number 2.",
    examples: ["I'm going **to** the shop **to** buy milk.", "I want to come **too**. / It's **too** hot.", "I have **two** cats."],
    remember: "**Too** has one *o* too many: it means *more* or *also*.",
  },
  {
    words: ["weather", "whether"],
    rule: "**Weather** is rain, sun and wind; **whether** introduces alternatives (*if*).",
    examples: ["The **weather** is lovely today.", "I don't know **whether** to go."],
    remember: "**Whether** is a *wh*-word, like *which*: it asks which of two.",
  },
  {
    words: ["desert", "dessert"],
    rule: "A **desert** is a dry, sandy place (or, as a verb, to abandon); a **dessert** is the sweet course after a meal.",
    examples: ["The Sahara is a **desert**.", "We had cake for **dessert**."],
    remember: "**Dessert** has two *s*'s because you always want seconds of it.",
  },
  {
    words: ["stationary", "stationery"],
    rule: "**Stationary** means not moving; **stationery** is writing paper, envelopes and pens.",
    examples: ["The car was **stationary** at the lights.", "She ordered new **stationery**."],
    remember: "Station**e**ry is for **e**nvelopes; station**a**ry means st**a**nding still.",
  },
  {
    words: ["discreet", "discrete"],
    rule: "**Discreet** means careful not to draw attention or reveal secrets; **discrete** means separate and distinct.",
    examples: ["Please be **discreet** about the surprise party.", "The course is split into **discrete** modules."],
    remember: "In discr**ete**, the *t* separates the two *e*s, just as discrete things are separate.",
  },
  {
    words: ["imply", "infer"],
    rule: "To **imply** is to suggest something without saying it (the speaker does it); to **infer** is to conclude it from what was said (the listener does it).",
    examples: ["Are you **implying** I'm late?", "From his tone, I **inferred** he was upset."],
    remember: "The speaker **implies**; the listener **infers**.",
  },
  {
    words: ["everyday", "every day"],
    rule: "**Everyday** (one word) is an adjective meaning *ordinary*; **every day** (two words) means *each day*.",
    examples: ["These are my **everyday** shoes.", "I walk the dog **every day**."],
    remember: "If you can say *each day*, write **every day**.",
  },
  {
    words: ["amount", "number"],
    rule: "**Number** is for things you can count; **amount** is for things you measure as a mass.",
    examples: ["A large **number** of people came.", "A large **amount** of water leaked."],
    remember: "The same rule as *fewer* and *less*: countable → **number**, uncountable → **amount**.",
  },
  {
    words: ["between", "among"],
    rule: "**Between** is usually for two things, or for distinct, named things; **among** is for a group seen as a whole.",
    examples: ["Choose **between** tea and coffee.", "She was popular **among** her classmates."],
    remember: "**Between** has *tw*, like *two*.",
    note: "*Between* is also correct for more than two when each is named separately (\"a treaty between France, Spain and Italy\").",
  },
  {
    words: ["that", "which"],
    rule: "**That** introduces information needed to identify the thing (no commas); **which** introduces extra information that could be removed (with commas).",
    examples: ["The car **that** I bought is red. (which car: the one I bought)", "My car, **which** I bought last year, is red. (extra detail)"],
    remember: "If the sentence loses its meaning without the clause, use **that**; if it's a by-the-way, use **which** with commas.",
    note: "This is the American rule; British English often uses *which* in both cases.",
  },
  {
    words: ["bring", "take"],
    rule: "**Bring** is for movement toward the speaker (or the place being talked about); **take** is for movement away from it.",
    examples: ["**Bring** your laptop to my office.", "**Take** an umbrella when you go out."],
    remember: "**Bring** it here, **take** it there.",
  },
  {
    words: ["breath", "breathe"],
    rule: "**Breath** is the noun (the air you take in); **breathe** is the verb (to take it in).",
    examples: ["Take a deep **breath**.", "Remember to **breathe**."],
    remember: "The *e* at the end of **breathe** makes it the action, like *bathe* and *bath*.",
  },
  {
    words: ["emigrate", "immigrate"],
    rule: "To **emigrate** is to leave your country to live in another; to **immigrate** is to come into a new country to live there.",
    examples: ["She **emigrated** from Ireland in 1990.", "She **immigrated** to Canada in 1990."],
    remember: "**E**migrate = **e**xit; **im**migrate = **in**.",
  },
  {
    words: ["peak", "peek", "pique"],
    rule: "A **peak** is a top or high point; a **peek** is a quick look; to **pique** is to stir interest (or irritate).",
    examples: ["We reached the **peak** at noon.", "Take a **peek** at the menu.", "The trailer **piqued** my interest."],
    remember: "A p**ea**k is a mountain's top, and it has an *a* like a mountain's shape (**A**); you p**ee**k with your **ee**yes.",
  },
  {
    words: ["elicit", "illicit"],
    rule: "To **elicit** is to draw out (a response, a reaction); **illicit** means illegal or forbidden.",
    examples: ["The question **elicited** a laugh.", "They were arrested for **illicit** trading."],
    remember: "**Ill**icit is **ill**egal.",
  },
  {
    words: ["historic", "historical"],
    rule: "**Historic** means important in history; **historical** means relating to the past or to history.",
    examples: ["The moon landing was a **historic** event.", "She writes **historical** novels."],
    remember: "A **historic** day will be remembered; **historical** records are simply about the past.",
  },
  {
    words: ["site", "sight", "cite"],
    rule: "A **site** is a place (a building site, a website); **sight** is vision or something seen; to **cite** is to quote as evidence.",
    examples: ["The **site** of the new office.", "The Eiffel Tower is an amazing **sight**.", "Please **cite** your sources."],
    remember: "**Cite** is what you do in a **c**itation; **sight** is what you see with your eyes.",
  },
];

/** All the words of the table, for the cheap cue. */
const KNOWN_WORDS = new Set(CONFUSABLES.flatMap((entry) => entry.words));
const SEPARATOR = String.raw`(?:\s*(?:,|/|&|\bor\b|\band\b|\bvs\.?|\bversus\b|\bwith\b)\s*(?:the\s+word\s+)?)+`;
/** An entry's words next to each other, in any order: "affect and effect", "their, there and they're". */
const ADJACENT = CONFUSABLES.map((entry) => {
  const word = `(${entry.words.map((w) => w.replace(/\./g, "\\.").replace(/ /g, "\\s+")).join("|")})`;
  return new RegExp(`(?:^|[^\\w'.])${word}${SEPARATOR}${word}(?:${SEPARATOR}${word})?(?![\\w'])`, "i");
});
/** Entries with a word of several parts ("a lot", "i.e."), which the text's words, split at spaces and dots, do not show whole: always tried. */
const SPELLED_APART = CONFUSABLES.map((entry) => entry.words.some((word) => /[^\w']/.test(word)));
/** The question is about the words' use, not about things they name. */
const ASKED = /\b(?:differen(?:ce|t)|differ|vs\.?|versus|when\s+(?:do|should|to)|how\s+(?:do|should|to)\s+(?:i\s+|you\s+)?use|which\s+(?:one\s+)?(?:is|do|should)|correct|right|grammar|confus|mix(?:ing)?\s+up|explain|mean|use)\b|\?\s*$/i;

/** Whether `words` has two of an entry's words or more: counted without an array made for each entry. */
function namesTwo(entryWords: readonly string[], words: ReadonlySet<string>): boolean {
  let named = 0;
  for (const word of entryWords) if (words.has(word) && ++named === 2) return true;
  return false;
}

/** A word without the quote or the full stop around it ("'its'", "effect."), "e.g." and "i.e." kept whole; most words have neither. */
function bareWord(word: string): string {
  return word.startsWith("'") || word.endsWith("'") || word.endsWith(".") ? word.replace(/^'|'$|(?<!\b[ie]\.[ge])\.$/g, "") : word;
}

/**
 * The words of a commonly confused pair (or three) told apart, or undefined for another prompt.
 * @example confusedWordsReply("What's the difference between affect and effect?")?.startsWith("**Affect** is usually a verb") // true
 */
export function confusedWordsReply(prompt: string): string | undefined {
  if (prompt.length > 200) return undefined;
  // Quotes around a word go ("'its' and 'it's'"); an apostrophe inside one stays.
  const text = prompt
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/["“”*_`]/g, " ")
    .replace(/(^|[\s(,/])'([\w.]+(?:'[a-z]{1,2})?)'(?=$|[\s),.?!/])/g, "$1$2");
  const words = new Set(text.split(/[^\w'.]+/).map(bareWord));
  if (![...words].some((word) => KNOWN_WORDS.has(word))) return undefined;
  // Asked about ("What's the difference…", "…?"), or named alone: "their, there and they're".
  // Read once, for the first entry whose words are side by side: most texts have none.
  let asked: boolean | undefined;
  // The entry with the most of its words named: "ensure, insure and assure" over "ensure or insure".
  let best: { entry: Confusable; named: number } | undefined;
  CONFUSABLES.forEach((entry, index) => {
    // Two of its words side by side need two of them in the text: most entries stop here, their pattern untried.
    if (!SPELLED_APART[index] && !namesTwo(entry.words, words)) return;
    const match = ADJACENT[index]!.exec(text);
    if (match === null) return;
    asked ??= ASKED.test(text);
    if (!asked && match[0].trim().length < text.replace(/[\s.!]+$/, "").trim().length) return;
    const named = new Set(match.slice(1).filter((word): word is string => word !== undefined).map((word) => word.replace(/\s+/g, " "))).size;
    if (named >= 2 && named >= Math.min(entry.words.length, 3) - (entry.words.length > 2 ? 1 : 0) && (best === undefined || named > best.named || (named === best.named && entry.words.length < best.entry.words.length))) best = { entry, named };
  });
  if (best === undefined) return undefined;
  const { entry } = best;
  const lines = [entry.rule, "", ...entry.examples.map((example) => `- ${example}`)];
  if (entry.remember !== undefined) lines.push("", `**A way to remember:** ${entry.remember}`);
  if (entry.note !== undefined) lines.push("", entry.note);
  return lines.join("\n");
}
