/**
 * Where the Olympic Games of a year were or will be held: "Where were the 2012 Olympics held?",
 * "Which city hosted the 2008 Olympics?", "Where will the 2032 Olympics be?", "Where are the next
 * Winter Olympics?". Every Summer and Winter Games from the first, and those already awarded
 * (Los Angeles 2028, Brisbane 2032, the French Alps 2030, Salt Lake City 2034), with the Games
 * cancelled by the world wars and Tokyo's, held a year late.
 *
 * Whether Games "were" or "will be" held, and which are "the next" or "the last", follow the mock's
 * clock (`now`, the time the request reached the mock), so a test that sets the clock knows what it
 * gets. Up to 1992 the Summer and Winter Games fell in the same year; a question about such a year
 * that names neither gets both. The wording is this module's design; the hosts are the record.
 * Who won a competition is event-winners.ts's.
 */

type Season = "Summer" | "Winter";

/** The host city and its country, "**London**, United Kingdom", by year. */
const SUMMER: ReadonlyMap<number, string> = new Map([
  [1896, "**Athens**, Greece"],
  [1900, "**Paris**, France"],
  [1904, "**St. Louis**, United States"],
  [1908, "**London**, United Kingdom"],
  [1912, "**Stockholm**, Sweden"],
  [1920, "**Antwerp**, Belgium"],
  [1924, "**Paris**, France"],
  [1928, "**Amsterdam**, Netherlands"],
  [1932, "**Los Angeles**, United States"],
  [1936, "**Berlin**, Germany"],
  [1948, "**London**, United Kingdom"],
  [1952, "**Helsinki**, Finland"],
  [1956, "**Melbourne**, Australia (the equestrian events were held in Stockholm)"],
  [1960, "**Rome**, Italy"],
  [1964, "**Tokyo**, Japan"],
  [1968, "**Mexico City**, Mexico"],
  [1972, "**Munich**, West Germany"],
  [1976, "**Montreal**, Canada"],
  [1980, "**Moscow**, Soviet Union"],
  [1984, "**Los Angeles**, United States"],
  [1988, "**Seoul**, South Korea"],
  [1992, "**Barcelona**, Spain"],
  [1996, "**Atlanta**, United States"],
  [2000, "**Sydney**, Australia"],
  [2004, "**Athens**, Greece"],
  [2008, "**Beijing**, China"],
  [2012, "**London**, United Kingdom"],
  [2016, "**Rio de Janeiro**, Brazil"],
  [2020, "**Tokyo**, Japan, in 2021: they were put off a year by the COVID-19 pandemic but kept their name"],
  [2024, "**Paris**, France"],
  [2028, "**Los Angeles**, United States"],
  [2032, "**Brisbane**, Australia"],
]);

const WINTER: ReadonlyMap<number, string> = new Map([
  [1924, "**Chamonix**, France"],
  [1928, "**St. Moritz**, Switzerland"],
  [1932, "**Lake Placid**, United States"],
  [1936, "**Garmisch-Partenkirchen**, Germany"],
  [1948, "**St. Moritz**, Switzerland"],
  [1952, "**Oslo**, Norway"],
  [1956, "**Cortina d'Ampezzo**, Italy"],
  [1960, "**Squaw Valley**, United States"],
  [1964, "**Innsbruck**, Austria"],
  [1968, "**Grenoble**, France"],
  [1972, "**Sapporo**, Japan"],
  [1976, "**Innsbruck**, Austria"],
  [1980, "**Lake Placid**, United States"],
  [1984, "**Sarajevo**, Yugoslavia"],
  [1988, "**Calgary**, Canada"],
  [1992, "**Albertville**, France"],
  [1994, "**Lillehammer**, Norway"],
  [1998, "**Nagano**, Japan"],
  [2002, "**Salt Lake City**, United States"],
  [2006, "**Turin**, Italy"],
  [2010, "**Vancouver**, Canada"],
  [2014, "**Sochi**, Russia"],
  [2018, "**Pyeongchang**, South Korea"],
  [2022, "**Beijing**, China"],
  [2026, "**Milan** and **Cortina d'Ampezzo**, Italy"],
  [2030, "the **French Alps**, France"],
  [2034, "**Salt Lake City**, United States"],
]);

/** Games that were due but cancelled, and why. */
const CANCELLED: Readonly<Record<Season, ReadonlyMap<number, string>>> = {
  Summer: new Map([
    [1916, "World War I"],
    [1940, "World War II"],
    [1944, "World War II"],
  ]),
  Winter: new Map([
    [1940, "World War II"],
    [1944, "World War II"],
  ]),
};

/** The Games asked as the year they were held in: Tokyo's 2020 Games were held in 2021. */
const HELD_LATE: ReadonlyMap<number, number> = new Map([[2021, 2020]]);

/** Cheap first look: the Olympics, and a word asking where. */
const CUE = /olympic/i;
const WHERE = /\b(?:where|host|hosted|hosts|hosting|held|city|location|country)\b/;
/** Other questions about the Games: who won, how many medals, when. */
const OTHER_QUESTION = /\b(?:won|win|winners?|medals?|how many|athletes?|sports?|events?|tickets?|dates?|when|mascot|torch|paralympics?|youth|special|why|poem|story|essay|write)\b/;
const ASKING = /^(?:where|which|what|who|in which|in what|tell me where|do you know where|can you tell me where)\b|\b(?:host|host city|location)$/;

/**
 * Where the Olympics of a year were or will be held, or the next or last ones, or undefined.
 * `now` is the mock's clock in epoch milliseconds.
 * @example olympicHostReply("Where were the 2012 Olympics held?") // "The 2012 Summer Olympics were held in **London**, United Kingdom."
 */
export function olympicHostReply(prompt: string, now?: number): string | undefined {
  if (prompt.length > 100 || !CUE.test(prompt)) return undefined;
  const question = prompt.toLowerCase().replace(/[’]/g, "'").replace(/[.,?!:;"()]/g, " ").replace(/\bthe\b/g, " ").replace(/\s+/g, " ").trim();
  if (!WHERE.test(question) || !ASKING.test(question) || OTHER_QUESTION.test(question)) return undefined;
  const seasons: readonly Season[] = /\bwinter\b/.test(question) ? ["Winter"] : /\bsummer\b/.test(question) ? ["Summer"] : ["Summer", "Winter"];
  const clock = now ?? Date.UTC(2025, 11, 31);
  const years = [...new Set(question.match(/\b(?:1[89]\d\d|20\d\d)\b/g) ?? [])];
  if (years.length > 1) return undefined;
  if (years.length === 1) return gamesOf(HELD_LATE.get(Number(years[0])) ?? Number(years[0]), seasons, clock);
  const next = /\b(?:next|upcoming|coming)\b/.test(question);
  if (!next && !/\b(?:last|latest|most recent|previous|recent)\b/.test(question)) return undefined;
  return seasons.map((season) => (next ? nextGames(season, clock) : lastGames(season, clock))).join(" ");
}

/** The Games of `year`, in the seasons asked: their hosts, that they were cancelled, or that there were none. */
function gamesOf(year: number, seasons: readonly Season[], clock: number): string {
  const held = seasons.filter((season) => isGamesYear(season, year));
  if (held.length === 0) return noGames(year, seasons);
  if (held.length === 2 && SUMMER.has(year) && WINTER.has(year)) {
    return `In ${year} the Summer Olympics ${tense("Summer", year, clock)} in ${SUMMER.get(year)!.replace(/ \(.*\)$/, "")}, and the Winter Olympics in ${WINTER.get(year)}.`;
  }
  const why = CANCELLED.Summer.get(year);
  if (held.length === 2 && why !== undefined && CANCELLED.Winter.get(year) === why) return `The ${year} Summer and Winter Olympics were both cancelled because of ${why}.`;
  return held.map((season) => hostSentence(season, year, clock)).join(" ");
}

/** "The 2012 Summer Olympics were held in **London**, United Kingdom." */
function hostSentence(season: Season, year: number, clock: number): string {
  const why = CANCELLED[season].get(year);
  if (why) return `The ${year} ${season} Olympics were cancelled because of ${why}.`;
  const host = (season === "Summer" ? SUMMER : WINTER).get(year);
  if (host === undefined) return `As of my last update, the host of the ${year} ${season} Olympics had not been chosen.`;
  return `The ${year} ${season} Olympics ${tense(season, year, clock)} in ${host}.`;
}

/** "were held" once the Games are over by the clock, "will be held" before. */
function tense(season: Season, year: number, clock: number): string {
  return clock >= gamesEnd(season, year) ? "were held" : "will be held";
}

/** About when the Games of a year are over: the Summer Games by the end of August, the Winter Games by the end of February. */
function gamesEnd(season: Season, year: number): number {
  return season === "Summer" ? Date.UTC(year, 8, 1) : Date.UTC(year, 2, 1);
}

function isGamesYear(season: Season, year: number): boolean {
  if (season === "Summer") return year >= 1896 && (year - 1896) % 4 === 0;
  // The Winter Games moved two years off the Summer Games' cycle after 1992: 1994, 1998…
  return year >= 1924 && (year <= 1992 ? (year - 1924) % 4 === 0 : (year - 1994) % 4 === 0);
}

/** "There were no Olympics in 2023: the Games either side were the 2022 Winter Olympics, in …, and the 2024 Summer Olympics, in …." */
function noGames(year: number, seasons: readonly Season[]): string {
  const name = seasons.length === 1 ? `${seasons[0]} Olympics` : "Olympics";
  let before = year - 1;
  while (before > 1895 && !seasons.some((season) => isGamesYear(season, before))) before--;
  let after = year + 1;
  while (!seasons.some((season) => isGamesYear(season, after))) after++;
  if (before < 1896) return `There were no ${name} in ${year}: the first modern ${name} were held in ${after}.`;
  return `There were no ${name} in ${year}: the ${name} either side were in ${[before, after].map((at) => describe(at, seasons)).join(" and ")}.`;
}

/** "2022 (Winter, Beijing)" for the Games held in a year, in the seasons asked. */
function describe(year: number, seasons: readonly Season[]): string {
  const parts = seasons.filter((season) => isGamesYear(season, year) && !CANCELLED[season].has(year)).map((season) => {
    const city = /\*\*(.+?)\*\*/.exec((season === "Summer" ? SUMMER : WINTER).get(year) ?? "")?.[1];
    return seasons.length === 1 ? city : city && `${season}, ${city}`;
  });
  const known = parts.filter((part): part is string => part !== undefined);
  return known.length === 0 ? `${year}` : `${year} (${known.join("; ")})`;
}

/** The first Games of a season not over by the clock. */
function nextGames(season: Season, clock: number): string {
  let year = new Date(clock).getUTCFullYear();
  while (!isGamesYear(season, year) || CANCELLED[season].has(year) || clock >= gamesEnd(season, year)) year++;
  const host = (season === "Summer" ? SUMMER : WINTER).get(year);
  return host === undefined ? `The next ${season} Olympics are the ${year} Games, whose host had not been chosen as of my last update.` : `The next ${season} Olympics are the ${year} Games, to be held in ${host}.`;
}

/** The latest Games of a season over by the clock. */
function lastGames(season: Season, clock: number): string {
  let year = new Date(clock).getUTCFullYear();
  while (!isGamesYear(season, year) || CANCELLED[season].has(year) || clock < gamesEnd(season, year)) year--;
  return `The last ${season} Olympics were the ${year} Games, held in ${(season === "Summer" ? SUMMER : WINTER).get(year)}.`;
}
