/**
 * Who made the works and found the things everyone knows: "Who painted the Mona Lisa?", "Who
 * composed the Moonlight Sonata?", "Who directed Titanic?", "Who founded Apple?", "Who discovered
 * X-rays?". A chat demo is asked these first; a reply that says the answer "can change with the
 * details" reads as a broken mock. The answer names the maker bold, with a line of context.
 *
 * As in trivia.ts, a question is matched whole ("Write a poem about the Mona Lisa" is a poem): it
 * is normalized and looked up in one map of every phrasing, so a question costs one cheap cue test
 * and one lookup. Inventors are trivia.ts's, the authors of the dozen books smoke tests ask about
 * explanations.ts's (asked first); this table holds the rest. The books and films the
 * recommendations name (recommendation-titles.ts) are answered too: "Who wrote Dune?" after a
 * list that recommends *Dune* must not be a question the mock cannot answer. When the best-known
 * of them were born and died is life-questions.ts's.
 */
import { normalized } from "./trivia.ts";
import { WORKS, type Work } from "./recommendation-titles.ts";

/** How a maker made a thing, as the answer says it. */
type Verb = "painted" | "written" | "composed" | "directed" | "sculpted" | "discovered" | "founded" | "built" | "created";

export interface Creation {
  /** The names people type, lower case, without "the". */
  readonly names: readonly string[];
  readonly verb: Verb;
  /** As the answer opens with it: "The *Mona Lisa*", "Penicillin". */
  readonly shown: string;
  readonly by: string;
  /** What follows the maker, from its punctuation: ", who began it around 1503…; it hangs in the Louvre in Paris." */
  readonly context: string;
  /** "X-rays were discovered by": the thing is many. */
  readonly plural: boolean;
}

/** One row: the names, "|" between them; `plural` when the answer says "were". */
const c = (verb: Verb, names: string, shown: string, by: string, context: string, plural = false): Creation => ({ names: names.split("|"), verb, shown, by, context, plural });

export const CREATIONS: readonly Creation[] = [
  // Paintings
  c("painted", "mona lisa|mona lisa painting", "The *Mona Lisa*", "Leonardo da Vinci", ", who began it around 1503 and kept working on it for years; it hangs in the Louvre in Paris."),
  c("painted", "starry night", "*The Starry Night*", "Vincent van Gogh", ", in June 1889, from the window of the asylum at Saint-Rémy-de-Provence; it is at the Museum of Modern Art in New York."),
  c("painted", "last supper", "*The Last Supper*", "Leonardo da Vinci", ", between about 1495 and 1498, on a wall of the convent of Santa Maria delle Grazie in Milan."),
  c("painted", "scream", "*The Scream*", "Edvard Munch", ", the Norwegian painter, in 1893; he made several versions, two of them in Oslo's museums."),
  c("painted", "girl with pearl earring", "*Girl with a Pearl Earring*", "Johannes Vermeer", ", around 1665; it hangs in the Mauritshuis in The Hague."),
  c("painted", "guernica", "*Guernica*", "Pablo Picasso", ", in 1937, in response to the bombing of the Basque town of Guernica; it is in the Museo Reina Sofía in Madrid."),
  c("painted", "persistence of memory|melting clocks", "*The Persistence of Memory*", "Salvador Dalí", ", in 1931: the melting clocks; it is at the Museum of Modern Art in New York."),
  c("painted", "birth of venus", "*The Birth of Venus*", "Sandro Botticelli", ", in the mid-1480s; it hangs in the Uffizi Gallery in Florence."),
  c("painted", "sistine chapel|sistine chapel ceiling|ceiling of sistine chapel|creation of adam", "The Sistine Chapel ceiling, with *The Creation of Adam*,", "Michelangelo", ", between 1508 and 1512, for Pope Julius II; he painted *The Last Judgment* on its altar wall later, in 1536–1541."),
  c("painted", "night watch", "*The Night Watch*", "Rembrandt", ", in 1642; it hangs in the Rijksmuseum in Amsterdam."),
  c("painted", "water lilies", "The *Water Lilies*", "Claude Monet", ", a series of about 250 paintings of his garden pond at Giverny, made over the last 30 years of his life.", true),
  c("painted", "kiss", "*The Kiss*", "Gustav Klimt", ", in 1907–1908, with gold leaf; it hangs in the Belvedere in Vienna."),
  c("painted", "american gothic", "*American Gothic*", "Grant Wood", ", in 1930; it is at the Art Institute of Chicago."),
  c("painted", "great wave|great wave off kanagawa", "*The Great Wave off Kanagawa*", "Katsushika Hokusai", ", as a woodblock print around 1831, in his series *Thirty-six Views of Mount Fuji*."),
  c("painted", "sunflowers", "The *Sunflowers*", "Vincent van Gogh", ", in two series, in Paris in 1887 and in Arles in 1888–1889.", true),
  c("painted", "las meninas", "*Las Meninas*", "Diego Velázquez", ", in 1656; it hangs in the Prado in Madrid."),
  // Sculptures and buildings
  c("sculpted", "david|statue of david|michelangelo's david", "The statue of *David*", "Michelangelo", ", from a single block of marble, between 1501 and 1504; it stands in the Galleria dell'Accademia in Florence."),
  c("sculpted", "thinker", "*The Thinker*", "Auguste Rodin", ", first modelled in 1880 for his *Gates of Hell*; the best-known cast is at the Musée Rodin in Paris."),
  c("sculpted", "pieta", "The *Pietà* in St. Peter's Basilica", "Michelangelo", ", in 1498–1499, when he was in his early twenties."),
  c("sculpted", "statue of liberty", "The Statue of Liberty", "Frédéric Auguste Bartholdi", ", with an iron framework engineered by Gustave Eiffel; France gave it to the United States, and it was dedicated in 1886."),
  c("sculpted", "christ redeemer|christ the redeemer", "*Christ the Redeemer* in Rio de Janeiro", "Paul Landowski", ", the French sculptor, with the engineer Heitor da Silva Costa; it was completed in 1931."),
  c("built", "eiffel tower", "The Eiffel Tower", "Gustave Eiffel's company", ": his engineers Maurice Koechlin and Émile Nouguier designed it, with the architect Stephen Sauvestre, for the 1889 World's Fair in Paris."),
  c("built", "taj mahal", "The Taj Mahal", "the Mughal emperor Shah Jahan", ", in memory of his wife Mumtaz Mahal, from 1632 to about 1653; its chief architect is thought to have been Ustad Ahmad Lahauri."),
  c("built", "colosseum", "The Colosseum", "the Roman emperor Vespasian", ", who began it around AD 72; his son Titus opened it in AD 80."),
  c("built", "great pyramid|great pyramid of giza|pyramids|pyramids of giza", "The Great Pyramid of Giza", "the ancient Egyptians, for the pharaoh Khufu", ", around 2560 BC: the work of paid, skilled laborers, not slaves, as the workers' village found beside it shows."),
  c("built", "sydney opera house", "The Sydney Opera House", "the Danish architect Jørn Utzon", ", whose design won a competition in 1957; it opened in 1973."),
  c("built", "sagrada familia", "The Sagrada Família in Barcelona", "Antoni Gaudí", ", who took over the project in 1883 and worked on it until his death in 1926; it is still being completed."),
  // Music
  c("composed", "moonlight sonata", "The *Moonlight Sonata*", "Ludwig van Beethoven", ": his Piano Sonata No. 14, in 1801."),
  c("composed", "fur elise|für elise", "*Für Elise*", "Ludwig van Beethoven", ", around 1810; it was published only in 1867, after his death."),
  c("composed", "ode to joy|ninth symphony|beethoven's 9th|9th symphony", "The *Ode to Joy*", "Ludwig van Beethoven", ", as the choral finale of his Ninth Symphony (1824), to a poem by Friedrich Schiller."),
  c("composed", "four seasons", "*The Four Seasons*", "Antonio Vivaldi", ": four violin concertos, published in 1725."),
  c("composed", "eine kleine nachtmusik", "*Eine kleine Nachtmusik*", "Wolfgang Amadeus Mozart", ", in 1787."),
  c("composed", "magic flute", "*The Magic Flute*", "Wolfgang Amadeus Mozart", ", to a libretto by Emanuel Schikaneder; it premiered in Vienna in 1791."),
  c("composed", "swan lake", "*Swan Lake*", "Pyotr Ilyich Tchaikovsky", ", in 1875–1876; the ballet premiered in Moscow in 1877."),
  c("composed", "nutcracker", "*The Nutcracker*", "Pyotr Ilyich Tchaikovsky", "; the ballet premiered in St Petersburg in 1892."),
  c("composed", "canon in d|pachelbel's canon", "The *Canon in D*", "Johann Pachelbel", ", probably in the late 1600s."),
  c("composed", "clair de lune", "*Clair de lune*", "Claude Debussy", ", as the third movement of his *Suite bergamasque*, published in 1905."),
  c("composed", "bolero|boléro", "*Boléro*", "Maurice Ravel", ", in 1928."),
  c("composed", "messiah|hallelujah chorus", "*Messiah*, with its *Hallelujah* chorus,", "George Frideric Handel", ", in 1741, in about three weeks."),
  c("composed", "rhapsody in blue", "*Rhapsody in Blue*", "George Gershwin", ", in 1924."),
  c("written", "bohemian rhapsody", "*Bohemian Rhapsody*", "Freddie Mercury", ", and recorded by Queen for *A Night at the Opera* (1975)."),
  c("written", "imagine", "*Imagine*", "John Lennon", ", with Yoko Ono, who was credited as co-writer in 2017; it came out in 1971."),
  // Books not in explanations.ts
  c("written", "war and peace", "*War and Peace*", "Leo Tolstoy", "; it was published in full in 1869."),
  c("written", "odyssey|iliad", "The *Iliad* and the *Odyssey*", "Homer", ", by ancient Greek tradition, probably in the 8th century BC; who Homer was, and whether he was one poet, is still debated.", true),
  c("written", "moby dick|moby-dick", "*Moby-Dick*", "Herman Melville", "; it was published in 1851."),
  c("written", "frankenstein", "*Frankenstein*", "Mary Shelley", "; she began it at 18, and it was published in 1818."),
  c("written", "crime and punishment", "*Crime and Punishment*", "Fyodor Dostoevsky", "; it was published in 1866."),
  c("written", "catcher in rye", "*The Catcher in the Rye*", "J.D. Salinger", "; it was published in 1951."),
  c("written", "one hundred years of solitude", "*One Hundred Years of Solitude*", "Gabriel García Márquez", "; it was published in 1967."),
  c("written", "divine comedy|inferno|dante's inferno", "The *Divine Comedy*", "Dante Alighieri", ", in the early 14th century; the *Inferno* is its first part."),
  c("written", "les miserables|les misérables", "*Les Misérables*", "Victor Hugo", "; it was published in 1862."),
  c("written", "little prince", "*The Little Prince*", "Antoine de Saint-Exupéry", ", who illustrated it too; it was published in 1943."),
  c("written", "brave new world", "*Brave New World*", "Aldous Huxley", "; it was published in 1932."),
  c("written", "origin of species|on origin of species", "*On the Origin of Species*", "Charles Darwin", "; it was published in 1859."),
  c("written", "game of thrones|song of ice and fire", "*A Song of Ice and Fire*, the books behind *Game of Thrones*,", "George R.R. Martin", "; the first, *A Game of Thrones*, came out in 1996."),
  c("written", "hunger games", "*The Hunger Games*", "Suzanne Collins", "; the first book came out in 2008."),
  c("written", "alice in wonderland|alice's adventures in wonderland", "*Alice's Adventures in Wonderland*", "Lewis Carroll", " (Charles Lutwidge Dodgson); it was published in 1865."),
  c("written", "sherlock holmes", "The Sherlock Holmes stories", "Sir Arthur Conan Doyle", "; the first, *A Study in Scarlet*, came out in 1887.", true),
  c("written", "art of war", "*The Art of War*", "Sun Tzu", ", by tradition, a Chinese general of the 5th century BC."),
  c("written", "communist manifesto", "*The Communist Manifesto*", "Karl Marx and Friedrich Engels", "; it was published in 1848."),
  c("written", "declaration of independence", "The Declaration of Independence", "Thomas Jefferson", ", in a first draft that John Adams, Benjamin Franklin and the Continental Congress then edited; it was adopted on 4 July 1776."),
  // Films
  c("directed", "titanic|titanic movie", "*Titanic* (1997)", "James Cameron", ", who also wrote it; it won 11 Oscars, Best Director among them."),
  c("directed", "avatar", "*Avatar* (2009)", "James Cameron", ", who also wrote it."),
  c("directed", "jaws", "*Jaws* (1975)", "Steven Spielberg", "."),
  c("directed", "jurassic park", "*Jurassic Park* (1993)", "Steven Spielberg", ", from Michael Crichton's novel."),
  c("directed", "schindler's list|schindlers list", "*Schindler's List* (1993)", "Steven Spielberg", ", which won him the Oscar for Best Director."),
  c("directed", "godfather", "*The Godfather* (1972)", "Francis Ford Coppola", ", from Mario Puzo's novel."),
  c("directed", "pulp fiction", "*Pulp Fiction* (1994)", "Quentin Tarantino", ", who also wrote it with Roger Avary."),
  c("directed", "star wars", "*Star Wars* (1977)", "George Lucas", ", who created the saga."),
  c("directed", "inception", "*Inception* (2010)", "Christopher Nolan", ", who also wrote it."),
  c("directed", "dark knight", "*The Dark Knight* (2008)", "Christopher Nolan", "."),
  c("directed", "oppenheimer", "*Oppenheimer* (2023)", "Christopher Nolan", ", which won him the Oscar for Best Director."),
  c("directed", "interstellar", "*Interstellar* (2014)", "Christopher Nolan", "."),
  c("directed", "psycho", "*Psycho* (1960)", "Alfred Hitchcock", "."),
  c("directed", "shawshank redemption", "*The Shawshank Redemption* (1994)", "Frank Darabont", ", from a Stephen King novella."),
  c("directed", "parasite", "*Parasite* (2019)", "Bong Joon-ho", "; it was the first film not in English to win the Oscar for Best Picture."),
  c("directed", "spirited away", "*Spirited Away* (2001)", "Hayao Miyazaki", ", at Studio Ghibli."),
  c("directed", "citizen kane", "*Citizen Kane* (1941)", "Orson Welles", ", who also starred in it."),
  c("directed", "2001 space odyssey|2001: space odyssey", "*2001: A Space Odyssey* (1968)", "Stanley Kubrick", ", who wrote it with Arthur C. Clarke."),
  c("directed", "lord of rings movies|lord of rings films|lord of rings trilogy", "*The Lord of the Rings* films (2001–2003)", "Peter Jackson", ", from J.R.R. Tolkien's novels.", true),
  // Discoveries
  c("discovered", "x-rays|x-ray|xrays", "X-rays", "Wilhelm Röntgen", ", in 1895; he won the first Nobel Prize in Physics for it.", true),
  c("discovered", "radium|polonium", "Radium and polonium", "Marie and Pierre Curie", ", in 1898.", true),
  c("discovered", "radioactivity", "Radioactivity", "Henri Becquerel", ", in 1896; Marie and Pierre Curie studied it further, and the three shared the 1903 Nobel Prize in Physics."),
  c("discovered", "electron", "The electron", "J.J. Thomson", ", in 1897."),
  c("discovered", "neutron", "The neutron", "James Chadwick", ", in 1932."),
  c("discovered", "insulin", "Insulin", "Frederick Banting and Charles Best", ", in Toronto in 1921; Banting shared the 1923 Nobel Prize with John Macleod."),
  c("discovered", "oxygen", "Oxygen", "Carl Wilhelm Scheele and Joseph Priestley", ", independently, in the early 1770s; Antoine Lavoisier named it."),
  c("discovered", "pluto", "Pluto", "Clyde Tombaugh", ", at the Lowell Observatory in Arizona, in 1930."),
  c("discovered", "uranus", "Uranus", "William Herschel", ", in 1781: the first planet found with a telescope."),
  c("discovered", "neptune", "Neptune", "Johann Galle", ", in 1846, where Urbain Le Verrier had calculated it must be."),
  c("discovered", "jupiter's moons|moons of jupiter", "Jupiter's four largest moons", "Galileo Galilei", ", in January 1610.", true),
  c("discovered", "bacteria|microorganisms", "Bacteria", "Antonie van Leeuwenhoek", ", who saw them with his own microscopes in 1676.", true),
  c("discovered", "cells|cell", "Cells", "Robert Hooke", ", who named them in 1665 after seeing cork under a microscope.", true),
  c("discovered", "evolution|natural selection|theory of evolution", "Evolution by natural selection", "Charles Darwin and Alfred Russel Wallace", ", independently; they presented it together in 1858, and Darwin's *On the Origin of Species* followed in 1859."),
  c("discovered", "relativity|theory of relativity|e=mc2|e=mc²", "The theory of relativity", "Albert Einstein", ": special relativity in 1905, general relativity in 1915."),
  c("discovered", "higgs boson", "The Higgs boson", "the ATLAS and CMS experiments at CERN", ", in 2012; Peter Higgs and François Englert, who predicted it in 1964, won the 2013 Nobel Prize in Physics."),
  c("discovered", "america|americas", "The Americas", "their Indigenous peoples", ", more than 15,000 years ago. Among Europeans, the Norse explorer Leif Erikson landed around 1000, and Christopher Columbus's voyage of 1492, usually given as the answer, began lasting European contact.", true),
  // Companies and technologies
  c("founded", "apple", "Apple", "Steve Jobs, Steve Wozniak and Ronald Wayne", ", on 1 April 1976, in California."),
  c("founded", "microsoft", "Microsoft", "Bill Gates and Paul Allen", ", in 1975, in Albuquerque, New Mexico."),
  c("founded", "google", "Google", "Larry Page and Sergey Brin", ", in 1998, while they were PhD students at Stanford."),
  c("founded", "amazon", "Amazon", "Jeff Bezos", ", in 1994, as an online bookstore run from his garage in Seattle."),
  c("founded", "facebook|meta", "Facebook (now Meta)", "Mark Zuckerberg", ", with Eduardo Saverin, Andrew McCollum, Dustin Moskovitz and Chris Hughes, at Harvard in 2004."),
  c("founded", "tesla", "Tesla", "Martin Eberhard and Marc Tarpenning", ", in 2003; Elon Musk led its first funding round in 2004, became chairman and later CEO, and is counted as a co-founder."),
  c("founded", "spacex", "SpaceX", "Elon Musk", ", in 2002."),
  c("founded", "openai", "OpenAI", "Sam Altman, Elon Musk, Greg Brockman, Ilya Sutskever and others", ", in December 2015, as a non-profit research lab."),
  c("founded", "netflix", "Netflix", "Reed Hastings and Marc Randolph", ", in 1997, as a DVD-by-mail service."),
  c("founded", "wikipedia", "Wikipedia", "Jimmy Wales and Larry Sanger", ", in January 2001."),
  c("founded", "twitter", "Twitter", "Jack Dorsey, Noah Glass, Biz Stone and Evan Williams", ", in 2006."),
  c("founded", "youtube", "YouTube", "Chad Hurley, Steve Chen and Jawed Karim", ", in 2005; Google bought it in 2006."),
  c("founded", "nike", "Nike", "Bill Bowerman and Phil Knight", ", in 1964, as Blue Ribbon Sports; it became Nike in 1971."),
  c("founded", "disney|walt disney company", "Disney", "Walt and Roy O. Disney", ", in 1923, as the Disney Brothers Cartoon Studio."),
  c("founded", "mcdonald's|mcdonalds", "McDonald's", "Richard and Maurice McDonald", ", in 1940, in San Bernardino, California; Ray Kroc franchised it from 1955 and bought the brothers out in 1961."),
  c("founded", "rome", "Rome", "Romulus", ", by legend, in 753 BC, after a quarrel with his twin brother Remus; archaeology shows settlements there from earlier."),
  c("created", "linux", "Linux", "Linus Torvalds", ", who released its first kernel in 1991, as a student in Helsinki."),
  c("created", "git", "Git", "Linus Torvalds", ", in 2005, for the Linux kernel's development."),
  c("created", "python|python programming language", "Python", "Guido van Rossum", ", who released it in 1991."),
  c("created", "javascript", "JavaScript", "Brendan Eich", ", at Netscape in 1995, in about ten days."),
  c("created", "typescript", "TypeScript", "Anders Hejlsberg", "'s team at Microsoft, released in 2012."),
  c("created", "react|react js|reactjs", "React", "Jordan Walke", ", a software engineer at Facebook; it was open-sourced in 2013."),
  c("created", "bitcoin", "Bitcoin", "Satoshi Nakamoto", ", a pseudonym whose owner is still unknown; the white paper came out in 2008, the network started in January 2009."),
  c("created", "c programming language|c language", "C", "Dennis Ritchie", ", at Bell Labs, between 1969 and 1973."),
  c("created", "java|java programming language", "Java", "James Gosling", ", at Sun Microsystems; it was released in 1995."),
];

/** The ways a question asks who made a thing of each kind, `{}` standing for it. */
const asked = (verb: string, past: string, noun: string, more: readonly string[] = []): readonly string[] => [
  `who ${verb} {}`,
  `who ${past} {}`,
  `who was {} ${past} by`,
  `{} was ${past} by who`,
  `{} was ${past} by whom`,
  `who is ${noun} of {}`,
  `who was ${noun} of {}`,
  ...more,
];
const ASKED: Readonly<Record<Verb, readonly string[]>> = {
  painted: asked("painted", "painted", "painter", ["who made {}", "who created {}", "who is artist of {}", "who is artist behind {}", "who painted {} painting"]),
  written: asked("wrote", "written", "author", ["who is writer of {}", "who wrote book {}", "who wrote song {}", "who sang {}"]),
  composed: asked("composed", "composed", "composer", ["who wrote {}", "who wrote music for {}"]),
  directed: asked("directed", "directed", "director", ["who made {}", "who directed movie {}", "who directed film {}"]),
  sculpted: asked("sculpted", "sculpted", "sculptor", ["who made {}", "who created {}", "who carved {}", "who designed {}", "who built {}"]),
  discovered: asked("discovered", "discovered", "discoverer", ["who found {}", "who first discovered {}", "who came up with {}"]),
  founded: asked("founded", "founded", "founder", ["who are founders of {}", "who started {}", "who created {}", "who co-founded {}", "who cofounded {}"]),
  built: asked("built", "built", "architect", ["who designed {}", "who made {}", "who constructed {}", "who was {} designed by"]),
  created: asked("created", "created", "creator", ["who invented {}", "who made {}", "who developed {}", "who designed {}", "who wrote {}"]),
};
/** The answer: the thing, who made it bold, and the context. */
function answerOf(creation: Creation): string {
  return `${creation.shown} ${creation.plural ? "were" : "was"} ${creation.verb} by **${creation.by}**${creation.context}`;
}

/** Every question the table lists, normalized, with its answer. */
export const CREATOR_QUESTIONS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const creation of CREATIONS) {
    const answer = answerOf(creation);
    for (const name of creation.names) for (const form of ASKED[creation.verb]) {
      const key = normalized(form.replace("{}", name));
      if (!map.has(key)) map.set(key, answer);
    }
  }
  return map;
})();

/** Cheap first look: every question above opens with "who" or ends with "by who(m)". */
const CUE = /^\s*who\b|\bwhom?\s*\??\s*$/i;

/**
 * Who painted, wrote, composed, directed, sculpted, built, discovered, founded or created a
 * well-known thing, or undefined when the prompt asks no question the table holds.
 * @example creatorReply("Who painted the Mona Lisa?") // "The *Mona Lisa* was painted by **Leonardo da Vinci**, …"
 */
export function creatorReply(prompt: string): string | undefined {
  if (prompt.length > 90) return undefined;
  if (!CUE.test(prompt)) return undefined;
  const key = normalized(prompt);
  return CREATOR_QUESTIONS.get(key) ?? recommendedWorkQuestions().get(key);
}

/** How the recommended books' and films' makers are asked for; "{}" is the title. */
const WORK_ASKED: ReadonlyArray<readonly [medium: "book" | "movie", verb: string, forms: readonly string[]]> = [
  ["book", "written", ["who wrote {}", "who is author of {}", "who was author of {}", "who authored {}", "who wrote book {}", "who wrote novel {}", "who is writer of {}", "who was {} written by"]],
  ["movie", "directed", ["who directed {}", "who directed movie {}", "who directed film {}", "who is director of {}", "who was {} directed by"]],
];

let workQuestions: ReadonlyMap<string, string> | undefined;

/** The questions about the recommended books' authors and films' directors, normalized, with their answers; built on first use. */
function recommendedWorkQuestions(): ReadonlyMap<string, string> {
  if (workQuestions !== undefined) return workQuestions;
  const map = new Map<string, string>();
  for (const [medium, verb, forms] of WORK_ASKED) {
    for (const work of WORKS[medium]) {
      const answer = workAnswer(work, verb);
      for (const form of forms) {
        const key = normalized(form.replace("{}", work.title));
        if (!map.has(key) && !CREATOR_QUESTIONS.has(key)) map.set(key, answer);
      }
    }
  }
  return (workQuestions = map);
}

/** "*Dune* was written by **Frank Herbert** and first published in 1965: a desert planet, …" */
function workAnswer(work: Work, verb: string): string {
  const when = work.medium === "book" ? `first published in ${work.year}` : `released in ${work.year}`;
  return `*${work.title}* was ${verb} by **${work.by}** and ${when}: ${work.why}.`;
}
