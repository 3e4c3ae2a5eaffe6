/**
 * Who won a well-known competition in a given year, the question people test a chatbot's
 * knowledge with: "Who won the 2018 World Cup?", "Which country won the World Cup in 2014?",
 * "Who won Super Bowl LVII?", "Who won the 2021 F1 championship?", "Who won the Nobel Peace
 * Prize in 2014?", "Who won the last World Cup?". The answer names the winner in bold, with the
 * key detail a model gives: the final's opponent, score and place, the series, the team.
 *
 * The tables hold the FIFA World Cup and the European Championship from their first editions,
 * and the recent Super Bowls, NBA championships, Formula 1 world champions and Nobel Peace
 * Prizes; a year a table does not hold is left out rather than guessed. Where a table holds every
 * edition, a team's titles are counted from it ("How many World Cups has Brazil won?", "When did
 * France win the World Cup?", "Has the Netherlands ever won the World Cup?"), West Germany's with
 * Germany's as FIFA and UEFA count them. A result decided after
 * the tables end (the mock's knowledge cut-off, as a model's) gets an honest "I don't have the
 * result", and "the last World Cup" is the latest decided by the mock's clock (`now`, the time
 * the request reached the mock), so a test that sets the clock knows what it gets. A year with
 * no edition is said to have none ("There was no FIFA World Cup in 1931"). The wording is this
 * module's design; the results are the record.
 *
 * Where the Olympics were held is olympic-hosts.ts's; firsts ("Who was the first woman in
 * space?") are trivia.ts's.
 */
import { capitalized } from "./reply.ts";

/** One result: the year it is filed under and the answer. */
interface Result {
  readonly year: number;
  readonly answer: string;
  /** When it was decided, where not the competition's usual day: [year, month, day]. */
  readonly decided?: readonly [number, number, number];
  /** The winner's name, "the Netherlands", where a question may ask how often it won. */
  readonly winner?: string;
  /** The losing finalist's name, likewise. */
  readonly runnerUp?: string;
}

/** An edition to come, or decided after the tables end: when and where it is played. */
interface Scheduled {
  readonly when: string;
  readonly where: string;
}

interface Competition {
  /** The name in a sentence, without "the" or a year: "FIFA World Cup". */
  readonly name: string;
  /** The competition in a normalized question. */
  readonly asked: RegExp;
  /** The first edition's year, and the years between editions. */
  readonly first: number;
  readonly every: number;
  /** Years an edition was due but not held, and why. */
  readonly skipped?: { readonly years: readonly number[]; readonly why: string };
  /** The month and day by which an edition of a year is usually decided, for "the last one" and for what came after the tables. */
  readonly usually: readonly [number, number];
  /** "the 2018 FIFA World Cup"; "Super Bowl LVII (2023)". */
  readonly label: (year: number) => string;
  readonly results: readonly Result[];
  readonly scheduled?: ReadonlyMap<number, Scheduled>;
  /** A year asked that stands for another edition: Euro 2020 was played in 2021. */
  readonly aliases?: ReadonlyMap<number, number>;
  /** Whether the results hold every edition, so that "How many World Cups has Brazil won?" can be counted. */
  readonly complete?: boolean;
}

/**
 * A final's result: "**France** won the 2018 FIFA World Cup, beating Croatia 4–2 in the final; it
 * was played in Moscow, Russia." The place after a ";" lets a later choice of `n` drop it or give
 * it a sentence of its own (fact-samples.ts).
 */
function final(year: number, winner: string, competition: string, loser: string, score: string, place: string, after = ""): Result {
  return { year, winner, runnerUp: loser.replace(/^the hosts, (.+),$/, "$1"), answer: `**${capitalized(winner)}** won ${competition}, beating ${loser} ${score} in the final; it was played in ${place}${after}.` };
}

const WORLD_CUPS: readonly Result[] = [
  final(1930, "Uruguay", "the first FIFA World Cup, in 1930", "Argentina", "4–2", "Montevideo; Uruguay hosted the tournament"),
  final(1934, "Italy", "the 1934 FIFA World Cup", "Czechoslovakia", "2–1 after extra time", "Rome, Italy"),
  final(1938, "Italy", "the 1938 FIFA World Cup", "Hungary", "4–2", "Paris, France"),
  {
    year: 1950,
    winner: "Uruguay",
    runnerUp: "Brazil",
    answer: "**Uruguay** won the 1950 FIFA World Cup, held in Brazil: there was no final, but Uruguay's 2–1 win over Brazil at the Maracanã in Rio de Janeiro decided the final round.",
  },
  final(1954, "West Germany", "the 1954 FIFA World Cup", "Hungary", "3–2", "Bern, Switzerland"),
  final(1958, "Brazil", "the 1958 FIFA World Cup", "Sweden", "5–2", "Solna, near Stockholm, Sweden"),
  final(1962, "Brazil", "the 1962 FIFA World Cup", "Czechoslovakia", "3–1", "Santiago, Chile"),
  final(1966, "England", "the 1966 FIFA World Cup", "West Germany", "4–2 after extra time", "London, at Wembley"),
  final(1970, "Brazil", "the 1970 FIFA World Cup", "Italy", "4–1", "Mexico City, Mexico"),
  final(1974, "West Germany", "the 1974 FIFA World Cup", "the Netherlands", "2–1", "Munich, West Germany"),
  final(1978, "Argentina", "the 1978 FIFA World Cup", "the Netherlands", "3–1 after extra time", "Buenos Aires, Argentina"),
  final(1982, "Italy", "the 1982 FIFA World Cup", "West Germany", "3–1", "Madrid, Spain"),
  final(1986, "Argentina", "the 1986 FIFA World Cup", "West Germany", "3–2", "Mexico City, Mexico"),
  final(1990, "West Germany", "the 1990 FIFA World Cup", "Argentina", "1–0", "Rome, Italy"),
  final(1994, "Brazil", "the 1994 FIFA World Cup", "Italy", "3–2 on penalties after a 0–0 draw", "Pasadena, United States"),
  final(1998, "France", "the 1998 FIFA World Cup", "Brazil", "3–0", "Saint-Denis, France"),
  final(2002, "Brazil", "the 2002 FIFA World Cup", "Germany", "2–0", "Yokohama, Japan; South Korea and Japan hosted the tournament together"),
  final(2006, "Italy", "the 2006 FIFA World Cup", "France", "5–3 on penalties after a 1–1 draw", "Berlin, Germany"),
  final(2010, "Spain", "the 2010 FIFA World Cup", "the Netherlands", "1–0 after extra time", "Johannesburg, South Africa"),
  final(2014, "Germany", "the 2014 FIFA World Cup", "Argentina", "1–0 after extra time", "Rio de Janeiro, Brazil"),
  final(2018, "France", "the 2018 FIFA World Cup", "Croatia", "4–2", "Moscow, Russia"),
  // Played in Qatar's winter: its final was on 18 December 2022.
  { ...final(2022, "Argentina", "the 2022 FIFA World Cup", "France", "4–2 on penalties after a 3–3 draw", "Lusail, Qatar"), decided: [2022, 12, 18] },
];

const EUROS: readonly Result[] = [
  final(1960, "the Soviet Union", "the first European Championship, in 1960", "Yugoslavia", "2–1 after extra time", "Paris, France"),
  final(1964, "Spain", "the 1964 European Championship", "the Soviet Union", "2–1", "Madrid, Spain"),
  { year: 1968, winner: "Italy", runnerUp: "Yugoslavia", answer: "**Italy** won the 1968 European Championship, beating Yugoslavia 2–0 in Rome, in a replay of the final after a 1–1 draw." },
  final(1972, "West Germany", "the 1972 European Championship", "the Soviet Union", "3–0", "Brussels, Belgium"),
  final(1976, "Czechoslovakia", "the 1976 European Championship", "West Germany", "5–3 on penalties after a 2–2 draw", "Belgrade, Yugoslavia"),
  final(1980, "West Germany", "the 1980 European Championship", "Belgium", "2–1", "Rome, Italy"),
  final(1984, "France", "the 1984 European Championship", "Spain", "2–0", "Paris, France"),
  final(1988, "the Netherlands", "the 1988 European Championship", "the Soviet Union", "2–0", "Munich, West Germany"),
  final(1992, "Denmark", "the 1992 European Championship", "Germany", "2–0", "Gothenburg, Sweden"),
  final(1996, "Germany", "Euro 96", "the Czech Republic", "2–1 with a golden goal", "London, at Wembley"),
  final(2000, "France", "Euro 2000", "Italy", "2–1 with a golden goal", "Rotterdam, Netherlands; Belgium and the Netherlands hosted the tournament together"),
  final(2004, "Greece", "Euro 2004", "the hosts, Portugal,", "1–0", "Lisbon"),
  final(2008, "Spain", "Euro 2008", "Germany", "1–0", "Vienna, Austria"),
  final(2012, "Spain", "Euro 2012", "Italy", "4–0", "Kyiv, Ukraine"),
  final(2016, "Portugal", "Euro 2016", "the hosts, France,", "1–0 after extra time", "Saint-Denis"),
  // Put off a year by the COVID-19 pandemic, it kept its name: asked as 2021, it is this one.
  { ...final(2020, "Italy", "Euro 2020 (held in 2021)", "England", "3–2 on penalties after a 1–1 draw", "London, at Wembley"), decided: [2021, 7, 11] },
  final(2024, "Spain", "Euro 2024", "England", "2–1", "Berlin, Germany"),
];

const ROMAN: readonly [number, string][] = [
  [50, "L"],
  [40, "XL"],
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];

/** Super Bowl 50 alone was written in Arabic numerals; the rest in Roman ones: "LVII". */
function superBowlNumber(n: number): string {
  if (n === 50) return "50";
  let out = "";
  let left = n;
  for (const [value, letters] of ROMAN) for (; left >= value; left -= value) out += letters;
  return out;
}

/** The value of a Roman numeral as Super Bowls are numbered ("lvii" is 57), or undefined where it is none. */
function romanValue(letters: string): number | undefined {
  const value: Record<string, number> = { i: 1, v: 5, x: 10, l: 50 };
  let total = 0;
  for (let at = 0; at < letters.length; at++) {
    const here = value[letters[at]!]!;
    const next = value[letters[at + 1] ?? ""] ?? 0;
    total += here < next ? -here : here;
  }
  // "vvi" or "iiii" add up to something, but are no numeral: only the canonical spelling counts.
  return total > 0 && total !== 50 && superBowlNumber(total).toLowerCase() === letters ? total : undefined;
}

/** Super Bowl n is played early in the year 1966 + n, closing the NFL season of the year before. */
const SUPER_BOWL_YEAR = 1966;

/** "The **Kansas City Chiefs** won Super Bowl LVII, beating the Philadelphia Eagles 38–35; it was played in 2023, closing the 2022 NFL season." */
function superBowl(n: number, winner: string, loser: string, score: string): Result {
  const year = SUPER_BOWL_YEAR + n;
  return { year, answer: `The **${winner}** won Super Bowl ${superBowlNumber(n)}, beating the ${loser} ${score}; it was played in ${year}, closing the ${year - 1} NFL season.` };
}

const SUPER_BOWLS: readonly Result[] = [
  superBowl(35, "Baltimore Ravens", "New York Giants", "34–7"),
  superBowl(36, "New England Patriots", "St. Louis Rams", "20–17"),
  superBowl(37, "Tampa Bay Buccaneers", "Oakland Raiders", "48–21"),
  superBowl(38, "New England Patriots", "Carolina Panthers", "32–29"),
  superBowl(39, "New England Patriots", "Philadelphia Eagles", "24–21"),
  superBowl(40, "Pittsburgh Steelers", "Seattle Seahawks", "21–10"),
  superBowl(41, "Indianapolis Colts", "Chicago Bears", "29–17"),
  superBowl(42, "New York Giants", "New England Patriots", "17–14"),
  superBowl(43, "Pittsburgh Steelers", "Arizona Cardinals", "27–23"),
  superBowl(44, "New Orleans Saints", "Indianapolis Colts", "31–17"),
  superBowl(45, "Green Bay Packers", "Pittsburgh Steelers", "31–25"),
  superBowl(46, "New York Giants", "New England Patriots", "21–17"),
  superBowl(47, "Baltimore Ravens", "San Francisco 49ers", "34–31"),
  superBowl(48, "Seattle Seahawks", "Denver Broncos", "43–8"),
  superBowl(49, "New England Patriots", "Seattle Seahawks", "28–24"),
  superBowl(50, "Denver Broncos", "Carolina Panthers", "24–10"),
  superBowl(51, "New England Patriots", "Atlanta Falcons", "34–28 in overtime"),
  superBowl(52, "Philadelphia Eagles", "New England Patriots", "41–33"),
  superBowl(53, "New England Patriots", "Los Angeles Rams", "13–3"),
  superBowl(54, "Kansas City Chiefs", "San Francisco 49ers", "31–20"),
  superBowl(55, "Tampa Bay Buccaneers", "Kansas City Chiefs", "31–9"),
  superBowl(56, "Los Angeles Rams", "Cincinnati Bengals", "23–20"),
  superBowl(57, "Kansas City Chiefs", "Philadelphia Eagles", "38–35"),
  superBowl(58, "Kansas City Chiefs", "San Francisco 49ers", "25–22 in overtime"),
  superBowl(59, "Philadelphia Eagles", "Kansas City Chiefs", "40–22"),
];

/** "The **Boston Celtics** won the 2024 NBA championship: they beat the Dallas Mavericks 4–1 in the Finals." */
function nba(year: number, winner: string, loser: string, series: string): Result {
  return { year, answer: `The **${winner}** won the ${year} NBA championship: they beat the ${loser} ${series} in the Finals.` };
}

const NBA_FINALS: readonly Result[] = [
  nba(2005, "San Antonio Spurs", "Detroit Pistons", "4–3"),
  nba(2006, "Miami Heat", "Dallas Mavericks", "4–2"),
  nba(2007, "San Antonio Spurs", "Cleveland Cavaliers", "4–0"),
  nba(2008, "Boston Celtics", "Los Angeles Lakers", "4–2"),
  nba(2009, "Los Angeles Lakers", "Orlando Magic", "4–1"),
  nba(2010, "Los Angeles Lakers", "Boston Celtics", "4–3"),
  nba(2011, "Dallas Mavericks", "Miami Heat", "4–2"),
  nba(2012, "Miami Heat", "Oklahoma City Thunder", "4–1"),
  nba(2013, "Miami Heat", "San Antonio Spurs", "4–3"),
  nba(2014, "San Antonio Spurs", "Miami Heat", "4–1"),
  nba(2015, "Golden State Warriors", "Cleveland Cavaliers", "4–2"),
  nba(2016, "Cleveland Cavaliers", "Golden State Warriors", "4–3"),
  nba(2017, "Golden State Warriors", "Cleveland Cavaliers", "4–1"),
  nba(2018, "Golden State Warriors", "Cleveland Cavaliers", "4–0"),
  nba(2019, "Toronto Raptors", "Golden State Warriors", "4–2"),
  nba(2020, "Los Angeles Lakers", "Miami Heat", "4–2"),
  nba(2021, "Milwaukee Bucks", "Phoenix Suns", "4–2"),
  nba(2022, "Golden State Warriors", "Boston Celtics", "4–2"),
  nba(2023, "Denver Nuggets", "Miami Heat", "4–1"),
  nba(2024, "Boston Celtics", "Dallas Mavericks", "4–1"),
  nba(2025, "Oklahoma City Thunder", "Indiana Pacers", "4–3"),
];

/** "**Max Verstappen** won the 2021 Formula 1 World Championship; his team was Red Bull." */
function f1(year: number, driver: string, team: string): Result {
  return { year, answer: `**${driver}** won the ${year} Formula 1 World Championship; his team was ${team}.` };
}

const F1_CHAMPIONS: readonly Result[] = [
  f1(2000, "Michael Schumacher", "Ferrari"),
  f1(2001, "Michael Schumacher", "Ferrari"),
  f1(2002, "Michael Schumacher", "Ferrari"),
  f1(2003, "Michael Schumacher", "Ferrari"),
  f1(2004, "Michael Schumacher", "Ferrari"),
  f1(2005, "Fernando Alonso", "Renault"),
  f1(2006, "Fernando Alonso", "Renault"),
  f1(2007, "Kimi Räikkönen", "Ferrari"),
  f1(2008, "Lewis Hamilton", "McLaren"),
  f1(2009, "Jenson Button", "Brawn GP"),
  f1(2010, "Sebastian Vettel", "Red Bull"),
  f1(2011, "Sebastian Vettel", "Red Bull"),
  f1(2012, "Sebastian Vettel", "Red Bull"),
  f1(2013, "Sebastian Vettel", "Red Bull"),
  f1(2014, "Lewis Hamilton", "Mercedes"),
  f1(2015, "Lewis Hamilton", "Mercedes"),
  f1(2016, "Nico Rosberg", "Mercedes"),
  f1(2017, "Lewis Hamilton", "Mercedes"),
  f1(2018, "Lewis Hamilton", "Mercedes"),
  f1(2019, "Lewis Hamilton", "Mercedes"),
  f1(2020, "Lewis Hamilton", "Mercedes"),
  f1(2021, "Max Verstappen", "Red Bull"),
  f1(2022, "Max Verstappen", "Red Bull"),
  f1(2023, "Max Verstappen", "Red Bull"),
  f1(2024, "Max Verstappen", "Red Bull"),
];

/** "The 2023 Nobel Peace Prize went to **Narges Mohammadi**, …" */
function peace(year: number, laureates: string, detail: string): Result {
  return { year, answer: `The ${year} Nobel Peace Prize went to ${laureates}${detail}.` };
}

const PEACE_PRIZES: readonly Result[] = [
  peace(2009, "**Barack Obama**", ", then in his first year as US president"),
  peace(2010, "**Liu Xiaobo**", ", the Chinese writer and human-rights activist, then in prison"),
  peace(2011, "**Ellen Johnson Sirleaf**, **Leymah Gbowee** and **Tawakkol Karman**", ", for their non-violent struggle for women's safety and rights"),
  peace(2012, "the **European Union**", ""),
  peace(2013, "the **Organisation for the Prohibition of Chemical Weapons** (OPCW)", ""),
  peace(2014, "**Kailash Satyarthi** and **Malala Yousafzai**", ", for their struggle for children's rights, including the right to education"),
  peace(2015, "the **Tunisian National Dialogue Quartet**", ", for its part in building democracy in Tunisia"),
  peace(2016, "**Juan Manuel Santos**", ", Colombia's president, for his efforts to end the country's long civil war"),
  peace(2017, "the **International Campaign to Abolish Nuclear Weapons** (ICAN)", ""),
  peace(2018, "**Denis Mukwege** and **Nadia Murad**", ", for their efforts to end the use of sexual violence as a weapon of war"),
  peace(2019, "**Abiy Ahmed**", ", Ethiopia's prime minister, above all for ending the border conflict with Eritrea"),
  peace(2020, "the **World Food Programme**", ""),
  peace(2021, "**Maria Ressa** and **Dmitry Muratov**", ", journalists in the Philippines and Russia, for safeguarding freedom of expression"),
  peace(2022, "**Ales Bialiatski**, of Belarus, the Russian organisation **Memorial** and the Ukrainian **Center for Civil Liberties**", ""),
  peace(2023, "**Narges Mohammadi**", ", for her fight against the oppression of women in Iran"),
  peace(2024, "**Nihon Hidankyo**", ", the Japanese organisation of survivors of the atomic bombs, for its work for a world without nuclear weapons"),
  peace(2025, "**María Corina Machado**", ", for her work for democratic rights in Venezuela"),
];

/** Words that mark another competition of the same name, or another question about it. */
const OTHER_QUESTION =
  /\b(?:most(?! recent)|how many|tonight|night|yesterday|today|games?|match(?:es)?|week|weekend|times|lost|lose|losers?|runners?[- ]up|second|third|scor\w*|goals?|golden|boot|ball|mvp|medals?|awards?|draft|rookies?|players? of|coach|manager|bet|odds|predict\w*|will|would|should|could|gonna|going|poem|story|essay|song|write|grand prix|gp|races?|constructors?|semis?|semi-?finals?|quarter\w*|group|stage|qualif\w*|women'?s?|womens|female|rugby|cricket|t20|club|clubs|hockey|basketball world|u-?\d\d|under-?\d\d|junior|youth|chemistry|physics|medicine|literature|economics|economic)\b/;

/** The question asks who won: "won", "winner", "champion"… */
const WIN = /\b(?:won|win|wins|winners?|champions?|championship|title|awarded|got|received|went to)\b/;
/** A question's opening, or a bare "2018 World Cup winner". */
const ASKING = /^(?:who|which|what|whom|do you know who|tell me who|can you tell me who)\b|\b(?:winners?|champions?)$|^(?:winners?|champions?) of\b/;

export const COMPETITIONS: readonly Competition[] = [
  {
    name: "FIFA World Cup",
    asked: /\bworld cup\b/,
    first: 1930,
    every: 4,
    skipped: { years: [1942, 1946], why: "it was not held in 1942 or 1946, because of World War II" },
    usually: [7, 31],
    label: (year) => `the ${year} FIFA World Cup`,
    results: WORLD_CUPS,
    complete: true,
    scheduled: new Map([
      [2026, { when: "from 11 June to 19 July 2026", where: "in the United States, Canada and Mexico" }],
      [2030, { when: "in 2030", where: "in Morocco, Portugal and Spain, with three opening matches in Uruguay, Argentina and Paraguay" }],
      [2034, { when: "in 2034", where: "in Saudi Arabia" }],
    ]),
  },
  {
    name: "European Championship",
    asked: /\b(?:uefa )?(?:euros?|european (?:football |soccer )?championships?)\b/,
    first: 1960,
    every: 4,
    usually: [7, 31],
    label: (year) => (year >= 1996 ? `Euro ${year}` : `the ${year} European Championship`),
    results: EUROS,
    complete: true,
    aliases: new Map([[2021, 2020]]),
    scheduled: new Map([[2028, { when: "in the summer of 2028", where: "in the United Kingdom and Ireland" }]]),
  },
  {
    name: "Super Bowl",
    asked: /\bsuper ?bowl\b/,
    first: 1967,
    every: 1,
    usually: [2, 15],
    label: (year) => `Super Bowl ${superBowlNumber(year - SUPER_BOWL_YEAR)} (${year})`,
    results: SUPER_BOWLS,
    scheduled: new Map([[2026, { when: "on 8 February 2026", where: "at Levi's Stadium in Santa Clara, California" }]]),
  },
  {
    name: "NBA championship",
    asked: /\bnba\b/,
    first: 1947,
    every: 1,
    usually: [6, 30],
    label: (year) => `the ${year} NBA championship`,
    results: NBA_FINALS,
  },
  {
    name: "Formula 1 World Championship",
    asked: /\b(?:f1|formula (?:1|one))\b/,
    first: 1950,
    every: 1,
    usually: [12, 15],
    label: (year) => `the ${year} Formula 1 World Championship`,
    results: F1_CHAMPIONS,
  },
  {
    name: "Nobel Peace Prize",
    asked: /\b(?:nobel peace prize|nobel prize for peace|peace prize)\b/,
    first: 1901,
    every: 1,
    usually: [10, 15],
    label: (year) => `the ${year} Nobel Peace Prize`,
    results: PEACE_PRIZES,
  },
];

/** Where the tables end when no clock is given: as late as the latest result they hold. */
const TABLES_END = Date.UTC(2025, 11, 31);

/** Cheap first look: a competition's name and a word of winning or of time. */
const CUE = /\b(?:world cups?|euros?|european|super ?bowl|nba|f1|formula|nobel|peace prize)\b/i;

/** Lower case, no "the" or "a", no punctuation but "'" and "-", one space between words. */
function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[.,?!:;"()]/g, " ")
    .replace(/\b(?:the|a|an)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The answer to who won a listed competition in a year, or the latest one, or undefined.
 * `now` is the mock's clock in epoch milliseconds, for "the last one" and for what is still to come.
 * @example eventWinnerReply("Who won the 2018 World Cup?") // "**France** won the 2018 FIFA World Cup, beating Croatia 4–2 in the final; it was played in Moscow, Russia."
 */
export function eventWinnerReply(prompt: string, now?: number): string | undefined {
  if (prompt.length > 100 || !CUE.test(prompt)) return undefined;
  const question = normalized(prompt);
  const titles = titlesReply(question, now);
  if (titles !== undefined) return titles;
  if (!WIN.test(question) || !ASKING.test(question) || OTHER_QUESTION.test(question)) return undefined;
  const competition = COMPETITIONS.find((kind) => kind.asked.test(question));
  if (competition === undefined) return undefined;
  const clock = now ?? TABLES_END;
  const year = yearAsked(question, competition, clock);
  if (year === "several") return undefined;
  if (year !== undefined) return resultOf(competition, competition.aliases?.get(year) ?? year, clock);
  // "Who won the last World Cup?"; "Who won the World Cup?" asks for the latest one too, as a model reads it.
  const rest = question.replace(competition.asked, " ").replace(/\s+/g, " ").trim();
  const latest = /\b(?:last|latest|most recent|recent|previous|current|reigning|defending)\b/.test(rest);
  if (!latest && !/^(?:who|which (?:country|team|nation|driver))(?: has)? (?:won|win|is|are)(?: fifa| uefa| men's)?(?: final| finals| championship| title)?(?: champions?| winners?)?$/.test(rest)) return undefined;
  return latestResult(competition, clock);
}

/** "When did France win the World Cup?", "What years did Spain win the Euros?" */
const WHEN_WON = /^(?:when|(?:in )?(?:what|which) years?) (?:did|has|have) (.{2,30}?) (?:ever )?(?:win|won) (.{2,40})$/;
/** "How many World Cups has Brazil won?", "How many times has Germany won the Euros?" */
const HOW_MANY = /^how many (?:times (?:has|have|did) (.{2,30}?) (?:won|win) (.{2,40})|(.{2,40}?) (?:has|have|did) (.{2,30}?) (?:won|win))$/;
/** "Has England ever won the World Cup?" */
const EVER_WON = /^(?:has|have|did) (.{2,30}?) ever (?:won|win) (.{2,40})$/;
/** Names a team is also asked by: Germany's titles include West Germany's, as FIFA and UEFA count them. */
const TEAM_ALIASES: Readonly<Record<string, readonly string[]>> = {
  germany: ["germany", "west germany"],
  holland: ["netherlands"],
  ussr: ["soviet union"],
};

/**
 * How often, and when, a team won a competition whose table holds every edition, or that it
 * never has, as far as the table goes; undefined for any other question.
 */
function titlesReply(question: string, now: number | undefined): string | undefined {
  const match = WHEN_WON.exec(question) ?? HOW_MANY.exec(question) ?? EVER_WON.exec(question);
  if (match === null) return undefined;
  const team = (match[1] ?? match[4])?.replace(/^(?:the )/, "");
  const named = match[2] ?? match[3];
  if (team === undefined || named === undefined) return undefined;
  // "World Cups", "European Championships": the plural names the competition too.
  const singular = named.replace(/\b(cup|championship)s\b/g, "$1");
  const competition = COMPETITIONS.find((kind) => kind.complete && kind.asked.test(singular));
  // "How many World Cups": the competition's name, perhaps plural, and nothing else.
  if (competition === undefined || singular.replace(competition.asked, " ").replace(/(?:fifa|uefa|titles?|trophy|trophies|s|cups?)/g, " ").trim() !== "") return undefined;
  const names = TEAM_ALIASES[team] ?? [team];
  const won = competition.results.filter((result) => result.winner !== undefined && names.includes(teamKey(result.winner)));
  const lastKnown = competition.results.at(-1)!;
  // Once the clock is past an edition the tables do not hold, a count may be out of date: say so.
  const asOf = latestResult(competition, now ?? TABLES_END) === lastKnown.answer ? "" : ` (as of ${competition.label(lastKnown.year)}, the latest result I have)`;
  if (won.length === 0) {
    // A team the table never names may be no team at all: only a finalist is answered.
    const finalist = finalists(competition).get(team);
    if (finalist === undefined) return undefined;
    const finals = competition.results.filter((result) => result.runnerUp !== undefined && teamKey(result.runnerUp) === team).map((result) => result.year);
    return `No: ${finalist} has never won the ${competition.name}, though it reached the final in ${listed(finals.map(String))}${asOf}.`;
  }
  // Germany's titles as West Germany are named as such: "in 2014, and as West Germany in 1954, 1974 and 1990".
  const own = won.filter((result) => teamKey(result.winner!) === names[0]);
  const other = won.filter((result) => teamKey(result.winner!) !== names[0]);
  const shown = capitalized((own[0] ?? won[0]!).winner!);
  const list = other.length === 0 || own.length === 0 ? listed(won.map((result) => `${result.year}`)) : `${listed(own.map((result) => `${result.year}`))}, and as ${other[0]!.winner} in ${listed(other.map((result) => `${result.year}`))}`;
  const times = won.length === 1 ? "once" : won.length === 2 ? "twice" : `**${won.length}** times`;
  const asks = match[0].startsWith("how many") ? "count" : match[0].startsWith("has") || match[0].startsWith("have") || match[0].startsWith("did") ? "ever" : "years";
  if (asks === "count") return `**${shown}** has won the ${competition.name} ${times}: in ${list}${asOf}.`;
  if (asks === "ever") return `Yes: **${shown}** has won the ${competition.name} ${times}, in ${list}${asOf}.`;
  return `**${shown}** won the ${competition.name} in ${list}${asOf}.`;
}

/** "1974, 1978 and 2010". */
function listed(items: readonly string[]): string {
  return items.length === 1 ? items[0]! : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** A team's name as a question writes it: lower case, without "the". */
function teamKey(name: string): string {
  return name.toLowerCase().replace(/^the /, "");
}

/** The teams a complete table names in a final, by key, with their names: a team asked about that never won is one of them. */
function finalists(competition: Competition): ReadonlyMap<string, string> {
  return new Map(competition.results.flatMap((result) => [result.winner, result.runnerUp]).filter((name): name is string => name !== undefined).map((name) => [teamKey(name), name]));
}

/** The year a question names, from "2018", from "Super Bowl LVII" or from "last year"; "several" for more than one. */
function yearAsked(question: string, competition: Competition, clock: number): number | "several" | undefined {
  const years = [...new Set(question.match(/\b(?:1[89]\d\d|20\d\d)\b/g) ?? [])];
  if (years.length > 1) return "several";
  if (years.length === 1) return Number(years[0]);
  if (competition.name === "Super Bowl") {
    const numbered = /\bsuper ?bowl (?:([ivxl]{1,7})|(\d{1,2}))\b/.exec(question);
    const n = numbered && (numbered[2] !== undefined ? Number(numbered[2]) : romanValue(numbered[1]!));
    if (n) return SUPER_BOWL_YEAR + n;
  }
  const thisYear = new Date(clock).getUTCFullYear();
  if (/\blast year\b/.test(question)) return thisYear - 1;
  if (/\bthis year\b/.test(question)) return thisYear;
  return undefined;
}

/** The answer for one year: its result, that there was no edition, or that it came after the tables or is to come. */
function resultOf(competition: Competition, year: number, clock: number): string | undefined {
  const result = competition.results.find((entry) => entry.year === year);
  if (result) return result.answer;
  const { name, first, every } = competition;
  if (year < first) return `There was no ${name} in ${year}: the first was in ${first}.`;
  if (competition.skipped?.years.includes(year)) return `There was no ${name} in ${year}: ${competition.skipped.why}.`;
  if ((year - first) % every !== 0) {
    const before = year - ((year - first) % every);
    return `There was no ${name} in ${year}: it is held every ${every === 4 ? "four" : every} years, and the editions either side were in ${before} and ${before + every}.`;
  }
  const lastKnown = competition.results.at(-1)!;
  // An edition the tables start after is left to the general reply rather than guessed.
  if (year < lastKnown.year) return undefined;
  const scheduled = competition.scheduled?.get(year);
  if (clock < decidedAt(competition, { year, answer: "" })) {
    const plan = scheduled ? `: it is to be played ${scheduled.when} ${scheduled.where}` : "";
    return `${capitalized(competition.label(year))} hasn't been decided yet${plan}. ${latestKnown(lastKnown)}`;
  }
  return afterTheTables(competition, year, lastKnown);
}

/** "I don't have the result of the 2026 FIFA World Cup, played …: it came after my last update." */
function afterTheTables(competition: Competition, year: number, lastKnown: Result): string {
  const scheduled = competition.scheduled?.get(year);
  const played = scheduled ? `, played ${scheduled.when} ${scheduled.where}` : "";
  return `I don't have the result of ${competition.label(year)}${played}: it was decided after my last update, so check a current source. ${latestKnown(lastKnown)}`;
}

/** "The latest result I have is from 2022. **Argentina** won …" */
function latestKnown(lastKnown: Result): string {
  return `The latest result I have is from ${lastKnown.year}. ${lastKnown.answer}`;
}

/** The latest edition decided by the clock: its result, or that it came after the tables. */
function latestResult(competition: Competition, clock: number): string | undefined {
  const lastKnown = competition.results.at(-1)!;
  // Editions after the tables: the latest of them already decided by the clock is the last one.
  let latest: number | undefined;
  for (let year = lastKnown.year + competition.every; decidedAt(competition, { year, answer: "" }) <= clock; year += competition.every) latest = year;
  if (latest !== undefined) return afterTheTables(competition, latest, lastKnown);
  const decided = [...competition.results].reverse().find((result) => decidedAt(competition, result) <= clock);
  return decided?.answer;
}

/** When a result was decided, in epoch milliseconds: its own day, or the competition's usual one in its year. */
function decidedAt(competition: Competition, result: Result): number {
  const [year, month, day] = result.decided ?? [result.year, ...competition.usually];
  return Date.UTC(year, month - 1, day);
}
