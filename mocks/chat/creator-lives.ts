/**
 * When and where the well-known makers creators.ts and trivia.ts name were born and died: "When
 * was Leonardo da Vinci born?", "Where was Mozart born?", "When did Einstein die?". A demo asks
 * this straight after "Who painted the Mona Lisa?" (follow-up-questions.ts turns "When was he
 * born?" into it), and an answer that the date "depends on the details" reads as a broken mock.
 * Real dates only, as the usual references give them; a person not listed is left to the other
 * replies, and a living person's death is not asked about.
 */

/** A person's birth and, if they have died, death, as the answer says them. */
interface Life {
  /** The names people type, lower case, without accents or dots. */
  readonly names: readonly string[];
  readonly shown: string;
  /** "he" or "she", for the answer's second clause. */
  readonly pronoun: "he" | "she";
  /** "on 15 April 1452", "around 1445". */
  readonly born: string;
  readonly bornIn: string | undefined;
  readonly died: string | undefined;
  readonly diedIn: string | undefined;
}

/** One row: names "|" between them, the birth date and place, then the death date and place when there is one. */
const life = (names: string, shown: string, pronoun: "he" | "she", born: string, bornIn?: string, died?: string, diedIn?: string): Life => ({ names: names.split("|"), shown, pronoun, born, bornIn, died, diedIn });

const LIVES: readonly Life[] = [
  // Painters and sculptors
  life("leonardo da vinci|leonardo|da vinci", "Leonardo da Vinci", "he", "on 15 April 1452", "Vinci, near Florence", "on 2 May 1519", "Amboise, France"),
  life("michelangelo|michelangelo buonarroti", "Michelangelo", "he", "on 6 March 1475", "Caprese, in Tuscany", "on 18 February 1564", "Rome"),
  life("vincent van gogh|van gogh", "Vincent van Gogh", "he", "on 30 March 1853", "Zundert, in the Netherlands", "on 29 July 1890", "Auvers-sur-Oise, France"),
  life("pablo picasso|picasso", "Pablo Picasso", "he", "on 25 October 1881", "Málaga, Spain", "on 8 April 1973", "Mougins, France"),
  life("salvador dali|dali", "Salvador Dalí", "he", "on 11 May 1904", "Figueres, Spain", "on 23 January 1989", "Figueres"),
  life("claude monet|monet", "Claude Monet", "he", "on 14 November 1840", "Paris", "on 5 December 1926", "Giverny, France"),
  life("rembrandt|rembrandt van rijn", "Rembrandt", "he", "on 15 July 1606", "Leiden, in the Dutch Republic", "on 4 October 1669", "Amsterdam"),
  life("gustav klimt|klimt", "Gustav Klimt", "he", "on 14 July 1862", "Baumgarten, near Vienna", "on 6 February 1918", "Vienna"),
  life("sandro botticelli|botticelli", "Sandro Botticelli", "he", "around 1445", "Florence", "on 17 May 1510", "Florence"),
  life("auguste rodin|rodin", "Auguste Rodin", "he", "on 12 November 1840", "Paris", "on 17 November 1917", "Meudon, near Paris"),
  life("gustave eiffel|eiffel", "Gustave Eiffel", "he", "on 15 December 1832", "Dijon, France", "on 27 December 1923", "Paris"),
  life("antoni gaudi|gaudi", "Antoni Gaudí", "he", "on 25 June 1852", "Catalonia, Spain", "on 10 June 1926", "Barcelona"),
  // Composers and musicians
  life("ludwig van beethoven|beethoven", "Ludwig van Beethoven", "he", "in December 1770 (he was baptised on the 17th)", "Bonn, Germany", "on 26 March 1827", "Vienna"),
  life("wolfgang amadeus mozart|mozart", "Wolfgang Amadeus Mozart", "he", "on 27 January 1756", "Salzburg", "on 5 December 1791", "Vienna"),
  life("antonio vivaldi|vivaldi", "Antonio Vivaldi", "he", "on 4 March 1678", "Venice", "on 28 July 1741", "Vienna"),
  life("pyotr ilyich tchaikovsky|tchaikovsky", "Pyotr Ilyich Tchaikovsky", "he", "on 7 May 1840", "Votkinsk, Russia", "on 6 November 1893", "St Petersburg"),
  life("claude debussy|debussy", "Claude Debussy", "he", "on 22 August 1862", "Saint-Germain-en-Laye, France", "on 25 March 1918", "Paris"),
  life("george frideric handel|handel", "George Frideric Handel", "he", "on 23 February 1685", "Halle, Germany", "on 14 April 1759", "London"),
  life("freddie mercury", "Freddie Mercury", "he", "on 5 September 1946", "Zanzibar", "on 24 November 1991", "London"),
  life("john lennon|lennon", "John Lennon", "he", "on 9 October 1940", "Liverpool", "on 8 December 1980", "New York City"),
  // Writers
  life("william shakespeare|shakespeare", "William Shakespeare", "he", "in April 1564 (he was baptised on the 26th)", "Stratford-upon-Avon, England", "on 23 April 1616", "Stratford-upon-Avon"),
  life("leo tolstoy|tolstoy", "Leo Tolstoy", "he", "on 9 September 1828", "Yasnaya Polyana, Russia", "on 20 November 1910", "Astapovo, Russia"),
  life("fyodor dostoevsky|dostoevsky", "Fyodor Dostoevsky", "he", "on 11 November 1821", "Moscow", "on 9 February 1881", "St Petersburg"),
  life("mary shelley", "Mary Shelley", "she", "on 30 August 1797", "London", "on 1 February 1851", "London"),
  life("victor hugo", "Victor Hugo", "he", "on 26 February 1802", "Besançon, France", "on 22 May 1885", "Paris"),
  life("george orwell|orwell", "George Orwell", "he", "on 25 June 1903", "Motihari, India", "on 21 January 1950", "London"),
  // Scientists and inventors
  life("charles darwin|darwin", "Charles Darwin", "he", "on 12 February 1809", "Shrewsbury, England", "on 19 April 1882", "Downe, Kent"),
  life("albert einstein|einstein", "Albert Einstein", "he", "on 14 March 1879", "Ulm, Germany", "on 18 April 1955", "Princeton, New Jersey"),
  life("marie curie|curie|marie sklodowska curie", "Marie Curie", "she", "on 7 November 1867", "Warsaw", "on 4 July 1934", "Passy, in the French Alps"),
  life("galileo galilei|galileo", "Galileo Galilei", "he", "on 15 February 1564", "Pisa", "on 8 January 1642", "Arcetri, near Florence"),
  life("wilhelm rontgen|wilhelm roentgen|rontgen|roentgen", "Wilhelm Röntgen", "he", "on 27 March 1845", "Lennep (now Remscheid), Germany", "on 10 February 1923", "Munich"),
  life("thomas edison|edison", "Thomas Edison", "he", "on 11 February 1847", "Milan, Ohio", "on 18 October 1931", "West Orange, New Jersey"),
  life("nikola tesla", "Nikola Tesla", "he", "on 10 July 1856", "Smiljan, in today's Croatia", "on 7 January 1943", "New York City"),
  life("alexander graham bell|graham bell", "Alexander Graham Bell", "he", "on 3 March 1847", "Edinburgh", "on 2 August 1922", "Nova Scotia, Canada"),
  // Film-makers and founders
  life("alfred hitchcock|hitchcock", "Alfred Hitchcock", "he", "on 13 August 1899", "London", "on 29 April 1980", "Los Angeles"),
  life("stanley kubrick|kubrick", "Stanley Kubrick", "he", "on 26 July 1928", "New York City", "on 7 March 1999", "Hertfordshire, England"),
  life("steven spielberg|spielberg", "Steven Spielberg", "he", "on 18 December 1946", "Cincinnati, Ohio"),
  life("james cameron", "James Cameron", "he", "on 16 August 1954", "Kapuskasing, Ontario"),
  life("christopher nolan", "Christopher Nolan", "he", "on 30 July 1970", "London"),
  life("hayao miyazaki|miyazaki", "Hayao Miyazaki", "he", "on 5 January 1941", "Tokyo"),
  life("steve jobs", "Steve Jobs", "he", "on 24 February 1955", "San Francisco", "on 5 October 2011", "Palo Alto, California"),
  life("frederick banting|banting", "Frederick Banting", "he", "on 14 November 1891", "Alliston, Ontario", "on 21 February 1941", "Newfoundland, in a plane crash"),
  life("charles best", "Charles Best", "he", "on 27 February 1899", "West Pembroke, Maine", "on 31 March 1978", "Toronto"),
  life("steve wozniak|wozniak|woz", "Steve Wozniak", "he", "on 11 August 1950", "San Jose, California"),
  life("ronald wayne|ron wayne", "Ronald Wayne", "he", "on 17 May 1934", "Cleveland, Ohio"),
  life("bill gates", "Bill Gates", "he", "on 28 October 1955", "Seattle"),
  life("paul allen", "Paul Allen", "he", "on 21 January 1953", "Seattle", "on 15 October 2018", "Seattle"),
  life("larry page", "Larry Page", "he", "on 26 March 1973", "East Lansing, Michigan"),
  life("sergey brin", "Sergey Brin", "he", "on 21 August 1973", "Moscow"),
  life("jeff bezos", "Jeff Bezos", "he", "on 12 January 1964", "Albuquerque, New Mexico"),
  life("mark zuckerberg|zuckerberg", "Mark Zuckerberg", "he", "on 14 May 1984", "White Plains, New York"),
  life("elon musk", "Elon Musk", "he", "on 28 June 1971", "Pretoria, South Africa"),
  life("linus torvalds", "Linus Torvalds", "he", "on 28 December 1969", "Helsinki"),
  life("guido van rossum", "Guido van Rossum", "he", "on 31 January 1956", "Haarlem, the Netherlands"),
];

const BY_NAME: ReadonlyMap<string, Life> = new Map(LIVES.flatMap((person) => person.names.map((name) => [name, person] as const)));

/** Cheap first look: every question below says born, die or live. */
const CUE = /\b(?:born|die|died|live|lived)\b/i;
/** "When was Leonardo da Vinci born?", "What year did Mozart die?", "Where was Einstein born?", "When did Tesla live?" */
const ASKED = /^\s*(when|where|what\s+year|in\s+what\s+year|which\s+year)\s+(?:was|did|is)\s+(.{2,40}?)\s+(born|die|pass\s+away|live)\s*\??\s*$/i;

/**
 * When (or where) a well-known person was born or died, or undefined when the prompt asks no
 * such question about a person listed.
 * @example lifeReply("When was Leonardo da Vinci born?") // "**Leonardo da Vinci** was born on **15 April 1452**, in Vinci, near Florence, …"
 */
export function lifeReply(prompt: string): string | undefined {
  if (prompt.length > 80 || !CUE.test(prompt)) return undefined;
  const asked = ASKED.exec(prompt);
  if (!asked) return undefined;
  const key = asked[2]!.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\./g, "").replace(/\s+/g, " ").trim();
  const person = BY_NAME.get(key);
  if (person === undefined) return undefined;
  const where = asked[1]!.toLowerCase() === "where";
  const dies = /^(?:die|pass)/i.test(asked[3]!);
  if (dies && person.died === undefined) return undefined;
  const birth = `${person.born}${person.bornIn ? `, in ${person.bornIn}` : ""}`;
  const death = person.died === undefined ? "" : `${person.died}${person.diedIn ? `, in ${person.diedIn}` : ""}`;
  if (dies) return where && person.diedIn ? `**${person.shown}** died in **${person.diedIn}**, ${person.died}; ${person.pronoun} was born ${birth}.` : `**${person.shown}** died **${person.died!.replace(/^on /, "")}**${person.diedIn ? `, in ${person.diedIn}` : ""}; ${person.pronoun} was born ${birth}.`;
  const opening = where && person.bornIn ? `**${person.shown}** was born in **${person.bornIn}**, ${person.born}` : `**${person.shown}** was born ${emphasised(person.born)}${person.bornIn ? `, in ${person.bornIn}` : ""}`;
  return `${opening}${death === "" ? "." : `, and died ${death}.`}`;
}

/** "on 15 April 1452" → "on **15 April 1452**"; "around 1445" → "around **1445**". */
function emphasised(date: string): string {
  return date.replace(/^(on|in|around)\s+([^(]+?)(\s*\(.*)?$/, (_, word: string, when: string, rest: string | undefined) => `${word} **${when}**${rest ?? ""}`);
}
