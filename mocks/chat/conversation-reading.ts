/**
 * What a conversation says that generated documents take: its subject ("a recipe for pancakes" →
 * "pancakes"), the people, days, colours and numbers it names.
 */
import { FIRST_NAMES } from "../data/users.ts";
import { solveLinear, type Solution } from "./equations.ts";
import { sumsIn, type Sum } from "./arithmetic.ts";
import { cueHits } from "./enum-cues.ts";
import { computedValue } from "./facts.ts";
import { askedCounts, type AskedCounts } from "./list-counts.ts";
import { emailParts, sentencesOf } from "./passages.ts";
import { capitalized } from "./reply.ts";
import { extractTopic } from "./topic.ts";
import { isStopWord } from "./keywords.ts";
import { countWordsIn } from "./written-numbers.ts";
import { clockTimesIn, lastingNamed, scheduleOf, type ClockTime, type Lasting, type Schedule } from "./when.ts";

/** Days and months: the words of a date, not of a name or a place. */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** "saying hi", "that says we are late", "to say thanks", "telling them the meeting moved", "a reminder to call mom". */
const SAID = /\b(?:saying|that says|to say|telling (?:him|her|them|everyone)(?: that)?|reminder(?:\s+(?:for|at|on|in|tomorrow|today|tonight|this|next|every)\b[^.!?\n]{0,30}?)?\s+(?:to|about(?:\s+(?:the|my|our))?)|remind me(?:\s+(?:in|at|on|by|tomorrow|today|tonight|this|next|every)\b[^.!?\n]{0,30}?)?\s+(?:to|about(?:\s+(?:the|my|our))?))\s+["“']?([^"”.!?\n]{1,120}?)["”']?(?=\s+(?:tomorrow|today|tonight|every)\b|\s+(?:at|on|by|in)\b(?![\s.!?]*$)|[.!?\n]|$)/i;
/** "Summarize this article: <text>", "Extract the key points from the following review:\n<text>": an instruction, then the text it works on. */
const GIVEN = /^\s*([^:\n]{3,80})[:\n]\s*(\S[\s\S]{40,})$/;
/** An instruction about a text as a whole: its summary, its points, its title. */
const ON_A_TEXT = /\b(?:summar\w*|tl;?dr|gist|key\s+points?|main\s+points?|takeaways?|highlights?|article|passage|paragraph|text|review|report|analy[sz]e)\b/i;
/** Single capitalised words listed together: "Ana, Bo and Cy", "Ana and Bo". */
const PEOPLE_LIST = /\b\p{Lu}\p{Ll}+(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)\p{Lu}\p{Ll}+)+\b(?!\s+\p{Lu})/gu;
const DAYS = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|yesterday|tonight|weekend|january|february|march|april|may|june|july|august|september|october|november|december)$/i;

/** Verbs a prompt opens with, which are not what it is about. */
const INSTRUCTIONS = new Set(
  "describe summarize summarise extract generate suggest recommend classify analyze analyse translate rewrite plan draft name fill return output provide solve answer find tell give create".split(" "),
);

/** Colours a prompt may name, hair and eye colours included. */
const COLOR_WORDS = /\b(red|orange|yellow|green|blue|purple|violet|pink|brown|black|white|gr[ae]y|blond|blonde|brunette|auburn|teal|navy|silver|gold|golden|beige|maroon|turquoise|hazel)\b/i;

/** A number as written: "1,299.99" with its thousands separators, or "-3.5", "42"; not part of a word ("S24") or of a longer number. */
const WRITTEN_NUMBER = /(?<![\w.,])-?(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?(?!\w)(?!\.\d)/g;
/** A date written with its month or in ISO form: "March 3", "Jun 10th", "3 March", "the 10th of June", "2026-03-03". */
const WRITTEN_DATE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b(?!:)|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|\b\d{4}-\d{2}-\d{2}\b/gi;
/** A number and the unit of time it counts: "3 nights", "2-week", "45 minutes". */
/** A year before a make or a product's name ("2018 Honda Civic", "a 2020 MacBook Air"): the thing's model year, never its price. */
const MODEL_YEAR = /^(?:19[5-9]\d|20[0-4]\d)\s+(?!(?:USD|EUR|GBP|CAD|AUD|JPY|CHF|INR)\b)(?:\p{Lu}|[ie]\p{Lu})/u;
const LENGTH_AFTER = /^\S+[\s-]*(?:nights?|days?|weeks?|months?|years?|hours?|hrs?|minutes?|mins?)\b/i;
/** What joins a score to the scale it is out of: "4 out of 5", "85/100", "3 stars out of 5" (the text from the score to the scale). */
const OUT_OF = /^\S+\s*(?:stars?\s+|points?\s+)?(?:out of|\/)\s*$/i;
/** A currency sign just before a number, or a currency word or code just after it. */
const MONEY_BEFORE = /[$€£¥₹]\s?$/;
const MONEY_AFTER = /^\s?(?:usd|eur|gbp|jpy|inr|cad|aud|dollars?|euros?|pounds?|bucks|cents?)\b/i;

/** Whether the number written at `index` (of `length` characters) in `text` is an amount of money. */
function isMoneyAt(text: string, index: number, length: number): boolean {
  return MONEY_BEFORE.test(text.slice(Math.max(0, index - 2), index)) || MONEY_AFTER.test(text.slice(index + length, index + length + 9));
}

/**
 * What a conversation says that documents take: its subject, the people, days, colours and
 * numbers it names. Each part is read from the prompt when a field first asks for it (a document
 * of ids and enums never scans the prompt for names), and once for every document of an answer
 * (two tools called, `n` choices): the answer makes one and hands it to each document.
 */
export class ConversationReading {
  /** The prompt as read (trimmed, at most 2,000 characters). */
  readonly text: string;
  #people: string[] | undefined;
  #words: string[] | undefined;
  #subject: string | undefined;
  #lower: string | undefined;
  #numbers: number[] | undefined;
  #moneyAt: ReadonlySet<number> | undefined;
  #scaleAt: ReadonlyMap<number, number> | undefined;
  #datedAt: ReadonlySet<number> | undefined;
  #lengthAt: ReadonlySet<number> | undefined;
  #modelYearAt: ReadonlySet<number> | undefined;
  #color: string | null | undefined;
  #sums: Sum[] | undefined;
  #counts: AskedCounts | undefined;
  #cueHits: Map<string, number | undefined> | undefined;

  #knownAnswer: string | null | undefined;
  #computed: number | null | undefined;
  #solution: Solution | null | undefined;
  #emails: string[] | undefined;
  #times: string[] | undefined;
  #clockTimes: ClockTime[] | undefined;
  #schedule: Schedule | undefined;
  #lasting: Lasting | null | undefined;
  #said: string | null | undefined;
  #keywords: string[] | undefined;
  #passage: string[] | undefined;
  #sender: string | undefined;
  #colors: string[] | undefined;

  /**
   * `words`: the user's capitalised words and quoted phrases (tools.ts, `mentionedWords`);
   * `answerOf`: the known reply to the prompt, if any (known-replies.ts), asked only when a
   * document has an `answer` field.
   */
  constructor(
    prompt: string,
    private readonly userWords: readonly string[],
    private readonly answerOf?: (prompt: string) => string | undefined,
    /** The mock's clock reading (ms) that "tomorrow" and "in 2 hours" count from; without it no day is worked out. */
    readonly now?: number,
  ) {
    this.text = prompt.trim().slice(0, 2000);
  }

  /** The prompt as a query or a joke's subject: its first 200 characters. */
  get prompt(): string {
    return this.text.slice(0, 200);
  }

  get lowerPrompt(): string {
    return (this.#lower ??= this.text.toLowerCase());
  }

  /**
   * The people the prompt names: a known first name, or any name the user introduces as theirs
   * ("My name is Jeff"), with the capitalised word after it as the surname ("Alan Smith").
   */
  get people(): string[] {
    if (this.#people) return this.#people;
    const people = new Set<string>();
    // The surname is looked ahead at, not taken: in "Reach Maria at …" the capitalised word
    // after "Reach" is a first name of its own. A surname taken is not a first name after.
    let taken = 0;
    for (const match of this.text.slice(0, 600).matchAll(/(\p{Lu}\p{Ll}+)(?=(\s+\p{Lu}[\p{Ll}'’-]+)?)/gu)) {
      if (match.index < taken) continue;
      if (FIRST_NAMES.has(match[1]!) || COMMON_FIRST_NAMES.has(match[1]!) || INTRODUCED.test(this.text.slice(Math.max(0, match.index - 14), match.index))) {
        people.add(match[1]! + (match[2]?.replace(/^\s+/, " ") ?? ""));
        taken = match.index + match[1]!.length + (match[2]?.length ?? 0);
      }
    }
    // "ask bob if he wants lunch", "text alice that I'm here": a known first name typed in lower
    // case right after an ask to reach someone is that person, capitalised as a model writes it.
    if (/\p{Ll}/u.test(this.text) && REACH_VERB.test(this.text)) {
      for (const match of this.text.slice(0, 600).matchAll(REACHED_LOWER)) {
        const name = match[1]!.charAt(0).toUpperCase() + match[1]!.slice(1);
        if ((FIRST_NAMES.has(name) || COMMON_FIRST_NAMES.has(name)) && !NOT_LOWER_NAMES.has(match[1]!)) people.add(name);
      }
    }
    // "Invite Ana, Bo and Cy": a capitalised word listed with a person is a person too.
    if (people.size > 0 && /,|\band\b/.test(this.text)) {
      for (const list of this.text.slice(0, 600).matchAll(PEOPLE_LIST)) {
        // A surname ("Smith" of "Anna Smith and Carlos") is no name of its own.
        const names = list[0].split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((name) => name.trim()).filter((name) => ![...people].some((person) => person.endsWith(` ${name}`)));
        if (names.some((name) => people.has(name)) && names.every((name) => !DAYS.test(name))) {
          // In the list's place and order: the names before it, the list, the names after it.
          const known = [...people];
          const at = known.findIndex((person) => names.includes(person));
          people.clear();
          for (const person of [...known.slice(0, at), ...names, ...known.slice(at)]) people.add(person);
        }
      }
    }
    return (this.#people = [...people]);
  }

  /** The user's words a field may take as written: not the people and days it names. */
  get words(): string[] {
    if (this.#words) return this.#words;
    const words = this.userWords;
    return (this.#words =
      words.length === 0 ? [] : words.filter((word) => !DAYS.test(word) && !this.people.some((person) => person === word || person.split(" ").includes(word))));
  }

  /** The days the user named ("on Friday"). */
  get dates(): readonly string[] {
    return this.userWords.length === 0 ? [] : this.userWords.filter((word) => DAYS.test(word));
  }

  get subject(): string {
    return (this.#subject ??= subjectOf(this.text, this.people));
  }

  /** The first colour the user named ("blond hair" → "blond"). */
  get color(): string | undefined {
    if (this.#color === undefined) this.#color = COLOR_WORDS.exec(this.text)?.[0]?.toLowerCase() ?? null;
    return this.#color ?? undefined;
  }

  /** Every colour the user named, in order, each once ("come in black and silver" → black, silver). */
  get colors(): readonly string[] {
    if (this.color === undefined) return [];
    return (this.#colors ??= [...new Set((this.text.slice(0, 2000).match(new RegExp(COLOR_WORDS.source, "gi")) ?? []).map((color) => color.toLowerCase()))]);
  }

  /**
   * The numbers the user wrote, in order (at most 32, from the first 600 characters), clock times
   * apart. Thousands separators are read ("$1,299.99" is 1299.99, "10,000" ten thousand); "1,2,3"
   * stays three numbers.
   */
  get numbers(): readonly number[] {
    if (this.#numbers) return this.#numbers;
    const matches = [...this.text.slice(0, 600).matchAll(WRITTEN_NUMBER)];
    // The hour of "at 7" or "19:30" is a time, not a count: "a table at 7 for 4 people" is for 4.
    const times = matches.length === 0 ? [] : this.clockTimes;
    const counted = times.length === 0 ? matches : matches.filter((match) => !times.some((written) => match.index >= written.at && match.index < written.end));
    // "a table for two", "a dozen eggs": numbers written in words count too, in their place among the digits.
    const worded = countWordsIn(this.text.slice(0, 600));
    const digits = counted.map((match) => ({ value: Number(match[0].replaceAll(",", "")), index: match.index, money: isMoneyAt(this.text, match.index, match[0].length) }));
    const all = (worded.length === 0 ? digits : [...digits, ...worded.map((number) => ({ ...number, money: false }))].sort((a, b) => a.index - b.index)).slice(0, 32);
    this.#moneyAt = new Set(all.flatMap((number, i) => (number.money ? [i] : [])));
    const dates = [...this.text.slice(0, 600).matchAll(WRITTEN_DATE)].map((date) => [date.index, date.index + date[0].length] as const);
    this.#datedAt = new Set(all.flatMap((number, i) => (dates.some(([start, end]) => number.index >= start && number.index < end) ? [i] : [])));
    this.#modelYearAt = new Set(all.flatMap((number, i) => (!number.money && MODEL_YEAR.test(this.text.slice(number.index, number.index + 12)) ? [i] : [])));
    this.#lengthAt = new Set(all.flatMap((number, i) => (LENGTH_AFTER.test(this.text.slice(number.index, number.index + 24)) ? [i] : [])));
    this.#scaleAt = new Map(all.flatMap((number, i) => (i + 1 < all.length && OUT_OF.test(this.text.slice(number.index, all[i + 1]!.index)) ? [[i, all[i + 1]!.value] as const] : [])));
    return (this.#numbers = all.map((number) => number.value));
  }

  /**
   * Which of `numbers` are days of a date ("March 3", "10th of June", "2026-03-03"): when.ts reads
   * them as the date, so a count ("for 2 people", `passengers`, `guests`) takes none of them.
   */
  get datedAt(): ReadonlySet<number> {
    if (this.#datedAt === undefined) void this.numbers;
    return this.#datedAt!;
  }

  /** Which of `numbers` count a length of time ("3 nights", "2 weeks", "45 minutes"): a count of people takes none of them. */
  get lengthAt(): ReadonlySet<number> {
    if (this.#lengthAt === undefined) void this.numbers;
    return this.#lengthAt!;
  }

  /** Which of `numbers` are a thing's model year ("a used 2018 Honda Civic"): no price or cost takes them. */
  get modelYearAt(): ReadonlySet<number> {
    if (this.#modelYearAt === undefined) void this.numbers;
    return this.#modelYearAt!;
  }

  /**
   * The scale each score of `numbers` is written on, by the score's index: "4 out of 5", "85/100",
   * "3 stars out of 5" map the 4, 85 and 3 to 5, 100 and 5. A field on another scale converts the
   * score (plausible-values.ts); the scale's own number is no value of the document.
   */
  get scaleAt(): ReadonlyMap<number, number> {
    if (this.#scaleAt === undefined) void this.numbers;
    return this.#scaleAt!;
  }

  /**
   * Which of `numbers` the user wrote as money ("$799", "€20", "45 USD", "30 dollars"): a `price`
   * takes those before a model number ("The iPhone 15 costs $799" is 799, not 15), and other
   * fields take them last.
   */
  get moneyAt(): ReadonlySet<number> {
    if (this.#moneyAt === undefined) void this.numbers;
    return this.#moneyAt!;
  }

  /** How many things the prompt asks for ("3 notifications", "List three fruits"): the lengths of a document's lists. */
  get counts(): AskedCounts {
    return (this.#counts ??= askedCounts(this.text));
  }

  /**
   * Words a list of tags or keywords takes: the subject's, then the prompt's other topic words,
   * lowercase, each once, no stop word ("Quantum Computing for Beginners … qubits" → quantum, computing, beginners).
   */
  get keywords(): readonly string[] {
    if (this.#keywords) return this.#keywords;
    const words = [...titleOf(this.subject).toLowerCase().split(/\s+/), ...extractTopic(this.text.slice(0, 400)).words.map((word) => word.toLowerCase())];
    const people = this.people.map((person) => person.toLowerCase());
    // No stop word ("server, and, stream"): keywords.ts's list of the words that are no keyword.
    return (this.#keywords = [...new Set(words.filter((word) => /^[\p{L}][\p{L}\p{N}'-]{2,}$/u.test(word) && !INSTRUCTIONS.has(word) && !FORMAT_WORDS.has(word) && !isStopWord(word) && !people.some((person) => person.split(" ").includes(word))))]);
  }

  /**
   * The sentences of the text the prompt gives to summarise or take points from ("Summarize this
   * article: <text>"), when it gives one of two sentences (or clauses: passages.ts) or more; else none. A summary, a title
   * and key points are the text's, not sentences about the word "article".
   */
  get passage(): readonly string[] {
    if (this.#passage) return this.#passage;
    const given = GIVEN.exec(this.text);
    if (!given || !ON_A_TEXT.test(given[1]!)) return (this.#passage = []);
    // An email's greeting and sign-off are no part of what it says.
    const { body, sender } = emailParts(given[2]!);
    this.#sender = sender;
    const sentences = sentencesOf(body);
    return (this.#passage = sentences.length >= 2 ? sentences : []);
  }

  /** Who signed the email the prompt gives to summarise ("Thanks, Sara" → "Sara"), read with the passage. */
  get sender(): string | undefined {
    return this.passage.length > 0 ? this.#sender : undefined;
  }

  /** The email addresses the user wrote, in order ("send an email to ilan@example.com and katia@example.com"). */
  get emails(): readonly string[] {
    return (this.#emails ??= this.text.includes("@") ? [...new Set(this.text.slice(0, 600).match(EMAIL) ?? [])] : []);
  }

  /** The clock times the user wrote, as HH:MM ("at 5pm" → "17:00", "7:30 pm" → "19:30", "at 17:45", "tonight at 7" → "19:00"; when.ts). */
  get times(): readonly string[] {
    return (this.#times ??= this.clockTimes.map((written) => written.time));
  }

  /** The clock times the user wrote, with where each is in the text. */
  private get clockTimes(): readonly ClockTime[] {
    return (this.#clockTimes ??= clockTimesIn(this.text));
  }

  /** When the user says things happen, against the clock (when.ts): undefined without a clock. */
  get schedule(): Schedule | undefined {
    if (this.now === undefined) return undefined;
    return (this.#schedule ??= scheduleOf(this.text, this.now, this.times, this.lasting));
  }

  /** How long the user says a thing lasts ("for 45 minutes", "an hour"; when.ts), read when a field counts time. */
  get lasting(): Lasting | undefined {
    if (this.#lasting === undefined) this.#lasting = lastingNamed(this.text) ?? null;
    return this.#lasting ?? undefined;
  }

  /**
   * What the user asks to be said or done, as they wrote it: "an email … saying hi" → "hi",
   * "a reminder to call mom at 5pm" → "call mom": a message's `body`, a reminder's `text`.
   */
  get said(): string | undefined {
    if (this.#said === undefined) this.#said = SAID.exec(this.text.slice(0, 600))?.[1]?.trim() || null;
    return this.#said ?? undefined;
  }

  /** The worked solution of the equation the prompt holds ("how can I solve 8x + 7 = -23"), read when a document has steps or an answer. */
  get solution(): Solution | undefined {
    if (this.#solution === undefined) this.#solution = solveLinear(this.text) ?? null;
    return this.#solution ?? undefined;
  }

  /** How many steps the prompt's equation takes to solve, if it holds one: what a `steps` list holds. */
  get workedSteps(): number | undefined {
    return this.solution?.steps.length;
  }

  /**
   * The known one-line answer to the prompt ("The capital of France is Paris.", "x = -3.75"), for
   * a document's `answer`; lists and code are not one.
   */
  get knownAnswer(): string | undefined {
    if (this.#knownAnswer === undefined) {
      const answer = this.text === "" ? undefined : (this.solution?.answer ?? this.answerOf?.(this.text));
      this.#knownAnswer = answer !== undefined && answer.length <= 300 && !answer.includes("\n") ? answer : null;
    }
    return this.#knownAnswer ?? undefined;
  }

  /** The number the question comes to, when the mock can work it out ("What is 12 * 7?" → 84; facts.ts). */
  get computed(): number | undefined {
    if (this.#computed === undefined) this.#computed = computedValue(this.text) ?? null;
    return this.#computed ?? undefined;
  }

  /** How many cue words of an enum's `label` the prompt has (enum-cues.ts), read once per label. */
  cueHits(label: string): number | undefined {
    const hits = (this.#cueHits ??= new Map());
    if (!hits.has(label)) hits.set(label, cueHits(label, this.text));
    return hits.get(label);
  }

  /** The sums the prompt writes ("3 * 12"), in order. */
  get sums(): readonly Sum[] {
    return (this.#sums ??= sumsIn(this.text));
  }

  /** Whether the prompt has `phrase` (lowercase letters, digits and spaces) as whole words: "mark it urgent" has "urgent". */
  mentions(phrase: string): boolean {
    const lower = this.lowerPrompt;
    for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) {
      if (!isWordCharacter(lower[at - 1]) && !isWordCharacter(lower[at + phrase.length])) return true;
    }
    return false;
  }

  /**
   * Whether the prompt has `phrase` as whole words at least once without a negation right before
   * it: "my order hasn't shipped" mentions "shipped" but does not say it.
   */
  affirms(phrase: string): boolean {
    const lower = this.lowerPrompt;
    for (let at = lower.indexOf(phrase); at >= 0; at = lower.indexOf(phrase, at + 1)) {
      if (!isWordCharacter(lower[at - 1]) && !isWordCharacter(lower[at + phrase.length]) && !NEGATED.test(lower.slice(Math.max(0, at - 40), at))) return true;
    }
    return false;
  }
}

/** A negation that ends right before a word ("hasn't ", "not yet ", "never been "). */
const NEGATED = /(?:\bnot|n['’]t|\bnever|\bno longer|\byet to)\s+(?:(?:yet|been|be|even|actually|really|already|ever|got|gotten|get)\s+)*$/;

function isWordCharacter(character: string | undefined): boolean {
  return character !== undefined && /[\p{L}\p{N}]/u.test(character);
}

/** What comes right before a name the user gives as their own, known name or not ("My name is Jeff"). */
const INTRODUCED = /(?:[Mm]y name is|\bI am|\bI['’]m|[Cc]all me)\s+$/;

/** An ask to reach someone, before whom: "ask", "text", "tell", "call", "ping", "email". */
const REACH_VERB = /\b(?:ask|text|tell|message|msg|e-?mail|call|ping|dm|phone|ring|remind|invite|notify)\b/i;
/** A name typed in lower case right after that ask ("ask bob", "text alice"), at a sentence's start or after a comma or "and". */
const REACHED_LOWER = /(?:^|[.!?,;]\s*|\band\s+|\bplease\s+|\byou\s+)(?:ask|text|tell|message|msg|e-?mail|call|ping|dm|phone|ring|remind|invite|notify)\s+(\p{Ll}[\p{Ll}'’-]{1,19})\b/gu;
/** Lower-case words that are first names too but, after such a verb, say something else ("call will", "ask may"). */
const NOT_LOWER_NAMES: ReadonlySet<string> = new Set(["will", "may", "june", "april", "august", "rose", "grace", "hope", "faith", "joy", "sunny", "summer", "autumn", "dawn", "page", "bill", "frank", "art", "sue", "pat", "chase", "rich", "guy", "drew", "van", "sky", "river"]);

/** Names a prompt uses for people in examples, besides the population's. */
const COMMON_FIRST_NAMES = new Set(
  (
    "Alice Bob Carol Charlie Dave David Eve Frank Jeff Grace Heidi John Jane Mary Michael Sarah James Robert Linda Tom Anna Maria " +
    "Peter Paul Mark Laura Chris Kate Sam Alex Max Ben Lisa Emily Daniel Sophie Oliver Lucy Harry Amelia Alan Adam Andrew " +
    "Anthony Barbara Brian Catherine Christopher Claire Dan Diana Edward Elizabeth Eric Fiona George Hannah Helen Henry Isaac " +
    "Jack Jacob Jason Jennifer Jessica Jim Joe Joseph Josh Julia Julie Karen Kevin Leo Lily Margaret Martin Matt Matthew " +
    "Megan Mike Nancy Nick Nina Patricia Rachel Rebecca Richard Rose Ruth Ryan Sandra Sara Scott Simon Steve Steven Susan " +
    "Thomas Tim Tony Victoria William Zoe Ahmed Ali Ana Carlos Chen Elena Fatima Hiro Igor Ivan Juan Kenji Luis Marco Mohammed " +
    "Olga Pablo Raj Sofia Wei Yusuf"
  ).split(" "),
);

/**
 * What a prompt is about, as a noun phrase: what follows "about", "for" or "on" at its end
 * ("a recipe for pancakes" → "pancakes"), else an equation it asks to solve, else its last
 * phrase after an article ("describe a product" → "a product"), else its stressed words, else
 * "the task".
 */
function subjectOf(prompt: string, people: readonly string[]): string {
  // "about remote teams as JSON with title and tags": the format asked for is not the subject.
  // "… about remote teams. Respond in JSON with title and tags.": the sentence the format leaves ("Respond.") goes too.
  const stripped = prompt.replace(FORMAT_ASKED, "");
  const unformatted = stripped === prompt ? prompt : stripped.replace(LEFT_OF_FORMAT, "");
  if (unformatted.trim().length >= 3) prompt = unformatted;
  // "Extract the event: Dinner with Anna and Bob on Friday": the text after an instruction's colon is what is described.
  const given = /^\s*([^:\n]{3,60}):\s*(\S[\s\S]{2,})$/.exec(prompt);
  if (given && given[1]!.split(/\s+/).some((word) => INSTRUCTIONS.has(word.toLowerCase()))) prompt = given[2]!;
  // One scan into words and marks: the phrase after "about" must end the prompt (a long prompt's
  // last 72 characters are scanned for it), an article's phrase is looked for in the first 400.
  const head = tokensOf(prompt.slice(0, 400));
  const about = phraseAbout(prompt.length <= 400 ? head : tokensOf(prompt.slice(-72)));
  // "on Friday at 7pm" and "on 2026-12-24" say when, not what; "for 45 minutes" how long.
  if (about !== undefined && !DAYS.test(about.split(" ")[0]!) && !/^\d{1,4}[-/]\d/.test(about) && !LENGTH_OF_TIME.test(about)) return about;
  if (prompt.length <= 400 && prompt.includes("=") && /\d\s*[-+*/^x]?\s*[a-z]?\s*[-+*/^]\s*\d[^=]*=\s*-?\d/i.test(prompt)) return "the equation";
  let phrase: string | undefined;
  for (let i = 0; i < head.length - 1; i++) {
    const article = head[i]!.toLowerCase();
    if (!ARTICLES.has(article)) continue;
    const kept: string[] = [];
    // "a 2 hour workshop", "a 30-minute call": how long it lasts is not what it is.
    const lasting = LASTING_BEFORE.exec(head.slice(i + 1, i + 3).join(" "));
    for (let j = i + 1 + (lasting ? lasting[0].split(" ").length : 0); j < head.length && kept.length < 2; j++) {
      const word = head[j]!;
      // "a retreat next week": the day it is on ends the phrase.
      if (!/^[\p{L}-]{3,24}$/u.test(word) || STOP_AFTER_ARTICLE.test(word) || (kept.length > 0 && (DAYS.test(word) || /^(?:next|this|every)$/i.test(word)))) break;
      kept.push(word);
    }
    // "an hour and a half" says how long, not what.
    if (kept.length > 0 && !DAYS.test(kept[0]!) && !/^(?:half|hours?|minutes?|seconds?)$/i.test(kept[0]!)) phrase = `${article.startsWith("th") ? "the" : article} ${kept.join(" ")}`;
  }
  if (phrase) return phrase;
  const words = extractTopic(prompt.slice(0, 400)).words.filter((word) => !INSTRUCTIONS.has(word.toLowerCase()) && !AUDIENCE.test(word) && !people.some((person) => person.toLowerCase() === word.toLowerCase()));
  return words.length > 0 ? words.slice(0, 2).join(" ") : "the task";
}

/** The format a prompt asks its answer in, to the end of the sentence: " as JSON with title and tags", " in JSON format". */
const FORMAT_ASKED = /\s+(?:as|in|into|using)\s+(?:an?\s+)?(?:valid\s+|structured\s+|plain\s+)?(?:json|yaml|xml)\b[^.!?\n]*/gi;
/** A last sentence of one or two words a format asked in it leaves behind: " Respond.", " Please reply.". */
const LEFT_OF_FORMAT = /(?<=[.!?])\s+[\p{L}']+(?:\s+[\p{L}']+)?[.!?]?\s*$/u;
/** Format words, never a tag or keyword of the subject. */
const FORMAT_WORDS = new Set(["json", "yaml", "xml"]);

/** A length of time as a phrase after "for" ("45 minutes", "an hour and a half"): how long, not what. */
const LENGTH_OF_TIME = /^(?:(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|half|another)\b.*\b(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?)|(?:an? )?hour and a half)$/i;
/** A length of time in front of a noun ("2 hour", "30-minute", "one-hour"), as the words after an article start. */
const LASTING_BEFORE = /^(?:(?:\d+(?:\.\d+)?|one|two|three|four|five|six|half|an?)[- ](?:hour|hr|minute|min|day|week)s?|\d+(?:hr|h|min|m))\b/i;
const ARTICLES = new Set(["a", "an", "the", "this", "that"]);
/** Words that start a clause about a phrase rather than continue it. */
const CLAUSE_STARTS = new Set(["that", "which", "who", "whose", "with", "without", "using", "so", "because", "but", "while", "within", "under"]);
const ABOUT_WORDS = new Set(["about", "for", "on", "regarding", "during"]);
const OWNERS = new Set(["the", "a", "an", "my", "our", "your", "some"]);
/** Who a text is for, at its end ("… for beginners", "for absolute beginners", "for kids"): not what it is about. */
const AUDIENCE = /^(?:(?:complete|absolute|total|young|busy|new)\s+)?(?:beginners|newbies|novices|kids|children|students|developers|programmers|engineers|teens|teenagers|adults|seniors|dummies|managers|parents|everyone|non-programmers)$/i;

/** A text's words (letters and digits, with inner apostrophes and hyphens) and its other marks, in order. */
function tokensOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*|[^\s\p{L}\p{N}]/gu) ?? [];
}

/** The phrase that follows the last "about", "for", "on", "regarding" or "during" and ends the text ("… for pancakes." → "pancakes"), if any. */
function phraseAbout(tokens: readonly string[]): string | undefined {
  let end = tokens.length;
  while (end > 0 && /^[.!?]$/.test(tokens[end - 1]!)) end--;
  for (let i = end - 2; i >= 0; i--) {
    const token = tokens[i]!;
    if (!/^[\p{L}\p{N}]/u.test(token)) return undefined; // a mark inside the phrase: it does not end the text
    if (!ABOUT_WORDS.has(token.toLowerCase())) continue;
    // "about TypeScript generics for beginners": the audience ends the phrase before it.
    if (token.toLowerCase() === "for" && i > 0 && AUDIENCE.test(tokens.slice(i + 1, end).join(" "))) {
      end = i;
      continue;
    }
    // "pancakes that take 30 minutes": the phrase ends where a clause about it starts.
    const clause = tokens.findIndex((word, at) => at > i + 1 && at < end && CLAUSE_STARTS.has(word.toLowerCase()));
    if (clause > 0) end = clause;
    const phrase = tokens.slice(i + 1, end).join(" ");
    const owner = tokens[i + 1]!.toLowerCase();
    // "about the sea": the phrase keeps its article; it must hold a word besides it.
    if (phrase.length < 2 || phrase.length > 40 + (OWNERS.has(owner) ? owner.length + 1 : 0) || (OWNERS.has(owner) && end - i < 3)) return undefined;
    return phrase;
  }
  return undefined;
}

/** The subject as a title: "a science fair" → "Science fair". */
export function titleOf(subject: string): string {
  return capitalized(subject.replace(/^(?:the|a|an|my|our|your|some)\s+/i, ""));
}

/** Words that end a noun phrase after its article ("the weather in Paris" → "weather"). */
const STOP_AFTER_ARTICLE = /^(in|on|at|for|of|to|with|and|or|is|are|was|were|be|has|have|from|by|that|which|who|as|into|about)$/i;
