/**
 * Questions about a well-known person's life, answered from people-lives.ts: when and where they
 * were born or died ("When was Leonardo da Vinci born?", "Where did Mozart die?"), how old they
 * are or were ("How old is Taylor Swift?", "How old was Einstein when he died?") and whether they
 * are alive ("Is Paul McCartney still alive?"). follow-up-questions.ts turns "How old is he?" or
 * "How old are they?" after "Who founded Microsoft?" into these questions.
 *
 * An age is worked out from the birth date and the mock's clock (`now`, the time the request
 * reached the mock, as the completion's `created` says it), never the host's: a test that sets
 * the clock knows the age it gets. Without a clock the answer gives the birth date alone. A
 * living person's death is answered with their being alive, as a model answers it.
 */
import { lifeDate, personNamed, type Life, type LifeDate } from "./people-lives.ts";

/** Cheap first look: every question below says one of these words. */
const CUE = /\b(?:born|die|died|live|lived|alive|living|dead|old|age|pass|passed)\b/i;
/** "When was Leonardo da Vinci born?", "What year did Mozart die?", "Where was Einstein born?", "When did Tesla live?" */
const BORN_OR_DIED = /^\s*(when|where|what\s+year|in\s+what\s+year|which\s+year)\s+(?:was|did|is)\s+(.{2,40}?)\s+(born|die|pass\s+away|live)\s*\??\s*$/i;
/** "How old is Taylor Swift?", "How old was Einstein when he died?", "How old would Michael Jackson be today?" */
const HOW_OLD = /^\s*how\s+old\s+(is|was|would)\s+(.{2,40}?)(?:\s+be)?(?:\s+(?:now|today|right\s+now|currently|this\s+year))?(\s+when\s+.{1,45}?\s+(?:died|passed\s+away|passed))?\s*\??\s*$/i;
/** "What is Taylor Swift's age?", "What age is Messi?", "At what age did Mozart die?" */
const WHAT_AGE = /^\s*(?:what(?:['’]s|\s+is|\s+was)\s+(.{2,40}?)['’]s?\s+age|what\s+age\s+is\s+(.{2,40}?))(?:\s+(?:now|today))?\s*\??\s*$|^\s*(?:at\s+)?what\s+age\s+did\s+(.{2,40}?)\s+(?:die|pass\s+away)(?:\s+at)?\s*\??\s*$/i;
/** "Is Paul McCartney still alive?", "Is Michael Jackson dead?", "Has Bob Dylan died?" */
const ALIVE = /^\s*is\s+(.{2,40}?)\s+(?:still\s+)?(alive|living|dead|around)(?:\s+(?:today|now|still|anymore|any\s+more))?\s*\??\s*$|^\s*(?:did|has)\s+(.{2,40}?)\s+(?:died|die|passed\s+away|pass\s+away)(?:\s+yet)?\s*\??\s*$/i;

/**
 * The answer to a question about a listed person's birth, death, age or being alive, or
 * undefined when the prompt asks no such question about a person listed. `now` is the mock's
 * clock in epoch milliseconds, for an age.
 * @example lifeReply("How old is Taylor Swift?", Date.UTC(2026, 11, 7)) // "**Taylor Swift** was born on **13 December 1989**, in West Reading, Pennsylvania, so she is **36** years old."
 */
export function lifeReply(prompt: string, now?: number): string | undefined {
  if (prompt.length > 80 || !CUE.test(prompt)) return undefined;
  const today = now === undefined ? undefined : dateOf(now);
  const bornOrDied = BORN_OR_DIED.exec(prompt);
  if (bornOrDied) return bornOrDiedReply(bornOrDied[2]!, bornOrDied[1]!.toLowerCase() === "where", /^(?:die|pass)/i.test(bornOrDied[3]!), today);
  const howOld = HOW_OLD.exec(prompt);
  if (howOld) {
    const person = personNamed(howOld[2]!);
    return person && ageReply(person, today, howOld[1]!.toLowerCase() === "would");
  }
  const whatAge = WHAT_AGE.exec(prompt);
  if (whatAge) {
    const person = personNamed(whatAge[1] ?? whatAge[2] ?? whatAge[3]!);
    return person && ageReply(person, today, false);
  }
  const alive = ALIVE.exec(prompt);
  if (alive) {
    const person = personNamed(alive[1] ?? alive[3]!);
    // "Is he dead?", "Has he died?" ask the other way round from "Is he alive?": the yes and no swap.
    return person && aliveReply(person, today, alive[3] !== undefined || alive[2]!.toLowerCase() === "dead");
  }
  return undefined;
}

/** The existing answers on a birth or a death; a living person's death is their being alive. */
function bornOrDiedReply(name: string, where: boolean, dies: boolean, today: LifeDate | undefined): string | undefined {
  const person = personNamed(name);
  if (person === undefined) return undefined;
  const birth = `${person.born}${person.bornIn ? `, in ${person.bornIn}` : ""}`;
  if (dies && person.died === undefined) return `**${person.shown}** is alive, as far as I know: ${livingClause(person, today)}.`;
  const death = person.died === undefined ? "" : `${person.died}${person.diedIn ? `, in ${person.diedIn}` : ""}`;
  if (dies) return where && person.diedIn ? `**${person.shown}** died in **${person.diedIn}**, ${person.died}; ${person.pronoun} was born ${birth}.` : `**${person.shown}** died **${person.died!.replace(/^on /, "")}**${person.diedIn ? `, in ${person.diedIn}` : ""}; ${person.pronoun} was born ${birth}.`;
  const opening = where && person.bornIn ? `**${person.shown}** was born in **${person.bornIn}**, ${person.born}` : `**${person.shown}** was born ${emphasised(person.born)}${person.bornIn ? `, in ${person.bornIn}` : ""}`;
  return `${opening}${death === "" ? "." : `, and died ${death}.`}`;
}

/**
 * How old a person is, or was when they died: "… was born on **13 December 1989**, …, so she is
 * **36** years old."; "… died on **15 October 2018**, in Seattle, at the age of **65**; …".
 * `wouldBe`: "How old would he be?", which for a dead person adds the age they would be now.
 */
function ageReply(person: Life, today: LifeDate | undefined, wouldBe: boolean): string {
  if (person.died === undefined) {
    const age = today && ageBetween(lifeDate(person.born), today);
    const born = `**${person.shown}** was born ${emphasised(person.born)}${person.bornIn ? `, in ${person.bornIn}` : ""}`;
    if (age === undefined) return `${born}.`;
    return `${born}, so ${person.pronoun} ${turnsToday(person, today!) ? `turns **${age}** today` : `is **${age}** years old`}.`;
  }
  const would = wouldBe && today ? ageBetween(lifeDate(person.born), today) : undefined;
  return `${deathSentence(person)}${would === undefined ? "" : ` Had ${person.pronoun} lived, ${person.pronoun} would be ${would} today.`}`;
}

/** "Is he still alive?": yes with the age, or no with the death; `asksDead` for "Is he dead?", where they swap. */
function aliveReply(person: Life, today: LifeDate | undefined, asksDead: boolean): string {
  if (person.died === undefined) return `${asksDead ? "No" : "Yes"}, **${person.shown}** is alive, as far as I know: ${livingClause(person, today)}.`;
  return `${asksDead ? "Yes" : "No"}. ${deathSentence(person)}`;
}

/** "she was born on 13 December 1989, in West Reading, Pennsylvania, so she is 36". */
function livingClause(person: Life, today: LifeDate | undefined): string {
  const age = today && ageBetween(lifeDate(person.born), today);
  return `${person.pronoun} was born ${person.born}${person.bornIn ? `, in ${person.bornIn}` : ""}${age === undefined ? "" : `, so ${person.pronoun} is ${age}`}`;
}

/** "**Paul Allen** died on **15 October 2018**, in Seattle, at the age of **65**; he was born on 21 January 1953, in Seattle." */
function deathSentence(person: Life): string {
  const age = ageBetween(lifeDate(person.born), lifeDate(person.died!));
  const atAge = age === undefined ? "" : `, at the age of **${age}**`;
  return `**${person.shown}** died ${emphasised(person.died!)}${person.diedIn ? `, in ${person.diedIn}` : ""}${atAge}; ${person.pronoun} was born ${person.born}${person.bornIn ? `, in ${person.bornIn}` : ""}.`;
}

/**
 * Full years from `from` to `to`: "36", or "51 or 52" where the birth date is known only to the
 * month or the year and the birthday may fall either side; undefined before the birth.
 * @example ageBetween({ year: 1989, month: 12, day: 13 }, { year: 2026, month: 12, day: 7 }) // "36"
 */
export function ageBetween(from: LifeDate, to: LifeDate): string | undefined {
  const years = to.year - from.year;
  const order = compareInYear(to, from);
  const high = order === "before" ? years - 1 : years;
  if (high < 0) return undefined;
  const low = order === "unknown" ? Math.max(years - 1, 0) : high;
  return low === high ? `${high}` : `${low} or ${high}`;
}

/** Whether `date` falls before, on or after `birthday` in a year, or "unknown" when the birthday's month or day is not known. */
function compareInYear(date: LifeDate, birthday: LifeDate): "before" | "after" | "unknown" {
  if (birthday.month === undefined || date.month === undefined) return "unknown";
  if (date.month !== birthday.month) return date.month < birthday.month ? "before" : "after";
  if (birthday.day === undefined || date.day === undefined) return "unknown";
  return date.day < birthday.day ? "before" : "after";
}

function turnsToday(person: Life, today: LifeDate): boolean {
  const born = lifeDate(person.born);
  return born.month === today.month && born.day === today.day;
}

/** The UTC calendar day of an epoch time. */
function dateOf(epochMs: number): LifeDate {
  const date = new Date(epochMs);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** "on 15 April 1452" → "on **15 April 1452**"; "around 1445" → "around **1445**". */
function emphasised(date: string): string {
  return date.replace(/^(on|in|around)\s+([^(]+?)(\s*\(.*)?$/, (_, word: string, when: string, rest: string | undefined) => `${word} **${when}**${rest ?? ""}`);
}
