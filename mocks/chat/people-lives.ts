/**
 * When and where about 190 well-known people were born and, if they have died, died: the makers
 * creators.ts and trivia.ts name (painters, composers, writers, scientists, founders), and the
 * people chats ask about most (tech chief executives, musicians, athletes, actors, heads of
 * state). A demo asks "When was he born?" straight after "Who painted the Mona Lisa?", or "How
 * old is Taylor Swift?" alone, and an answer that it "depends on the details" reads as a broken
 * mock. Real dates only, as the usual references give them; a person whose dates are not
 * certain is left out, and left to the other replies. life-questions.ts answers from this table.
 */

/** A person's birth and, if they have died, death, as the answer says them. */
export interface Life {
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

export const LIVES: readonly Life[] = [
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
  // Tech founders and chief executives
  life("tim cook", "Tim Cook", "he", "on 1 November 1960", "Mobile, Alabama"),
  life("satya nadella|nadella", "Satya Nadella", "he", "on 19 August 1967", "Hyderabad, India"),
  life("sundar pichai|pichai", "Sundar Pichai", "he", "on 10 June 1972", "Madurai, India"),
  life("jensen huang", "Jensen Huang", "he", "on 17 February 1963", "Tainan, Taiwan"),
  life("sam altman", "Sam Altman", "he", "on 22 April 1985", "Chicago"),
  life("lisa su", "Lisa Su", "she", "on 7 November 1969", "Tainan, Taiwan"),
  life("larry ellison", "Larry Ellison", "he", "on 17 August 1944", "New York City"),
  life("steve ballmer|ballmer", "Steve Ballmer", "he", "on 24 March 1956", "Detroit"),
  life("jack dorsey", "Jack Dorsey", "he", "on 19 November 1976", "St. Louis, Missouri"),
  life("reed hastings", "Reed Hastings", "he", "on 8 October 1960", "Boston"),
  life("warren buffett|warren buffet|buffett", "Warren Buffett", "he", "on 30 August 1930", "Omaha, Nebraska"),
  life("tim berners-lee|tim berners lee|berners-lee", "Tim Berners-Lee", "he", "on 8 June 1955", "London"),
  life("walt disney", "Walt Disney", "he", "on 5 December 1901", "Chicago", "on 15 December 1966", "Burbank, California"),
  // Musicians
  life("taylor swift", "Taylor Swift", "she", "on 13 December 1989", "West Reading, Pennsylvania"),
  life("beyonce|beyonce knowles", "Beyoncé", "she", "on 4 September 1981", "Houston, Texas"),
  life("paul mccartney|mccartney", "Paul McCartney", "he", "on 18 June 1942", "Liverpool"),
  life("ringo starr|ringo", "Ringo Starr", "he", "on 7 July 1940", "Liverpool"),
  life("george harrison", "George Harrison", "he", "on 25 February 1943", "Liverpool", "on 29 November 2001", "Los Angeles"),
  life("mick jagger|jagger", "Mick Jagger", "he", "on 26 July 1943", "Dartford, England"),
  life("bob dylan|dylan", "Bob Dylan", "he", "on 24 May 1941", "Duluth, Minnesota"),
  life("elvis presley|elvis", "Elvis Presley", "he", "on 8 January 1935", "Tupelo, Mississippi", "on 16 August 1977", "Memphis, Tennessee"),
  life("michael jackson", "Michael Jackson", "he", "on 29 August 1958", "Gary, Indiana", "on 25 June 2009", "Los Angeles"),
  life("madonna", "Madonna", "she", "on 16 August 1958", "Bay City, Michigan"),
  life("prince", "Prince", "he", "on 7 June 1958", "Minneapolis", "on 21 April 2016", "Chanhassen, Minnesota"),
  life("david bowie|bowie", "David Bowie", "he", "on 8 January 1947", "London", "on 10 January 2016", "New York City"),
  life("whitney houston", "Whitney Houston", "she", "on 9 August 1963", "Newark, New Jersey", "on 11 February 2012", "Beverly Hills, California"),
  life("elton john", "Elton John", "he", "on 25 March 1947", "Pinner, near London"),
  life("bob marley|marley", "Bob Marley", "he", "on 6 February 1945", "Nine Mile, Jamaica", "on 11 May 1981", "Miami"),
  life("kurt cobain|cobain", "Kurt Cobain", "he", "on 20 February 1967", "Aberdeen, Washington", "on 5 April 1994", "Seattle"),
  life("frank sinatra|sinatra", "Frank Sinatra", "he", "on 12 December 1915", "Hoboken, New Jersey", "on 14 May 1998", "Los Angeles"),
  life("johann sebastian bach|bach|js bach", "Johann Sebastian Bach", "he", "on 31 March 1685", "Eisenach, Germany", "on 28 July 1750", "Leipzig"),
  life("dolly parton", "Dolly Parton", "she", "on 19 January 1946", "Sevier County, Tennessee"),
  life("bruce springsteen|springsteen", "Bruce Springsteen", "he", "on 23 September 1949", "Long Branch, New Jersey"),
  life("rihanna", "Rihanna", "she", "on 20 February 1988", "Saint Michael, Barbados"),
  life("adele", "Adele", "she", "on 5 May 1988", "London"),
  life("ed sheeran", "Ed Sheeran", "he", "on 17 February 1991", "Halifax, England"),
  life("justin bieber|bieber", "Justin Bieber", "he", "on 1 March 1994", "London, Ontario"),
  life("lady gaga", "Lady Gaga", "she", "on 28 March 1986", "New York City"),
  life("billie eilish", "Billie Eilish", "she", "on 18 December 2001", "Los Angeles"),
  life("drake", "Drake", "he", "on 24 October 1986", "Toronto"),
  life("eminem", "Eminem", "he", "on 17 October 1972", "St. Joseph, Missouri"),
  life("kanye west|kanye", "Kanye West", "he", "on 8 June 1977", "Atlanta"),
  // Athletes
  life("cristiano ronaldo|ronaldo", "Cristiano Ronaldo", "he", "on 5 February 1985", "Funchal, Madeira"),
  life("lionel messi|messi", "Lionel Messi", "he", "on 24 June 1987", "Rosario, Argentina"),
  life("kylian mbappe|mbappe", "Kylian Mbappé", "he", "on 20 December 1998", "Paris"),
  life("pele", "Pelé", "he", "on 23 October 1940", "Três Corações, Brazil", "on 29 December 2022", "São Paulo"),
  life("diego maradona|maradona", "Diego Maradona", "he", "on 30 October 1960", "Lanús, Argentina", "on 25 November 2020", "Tigre, Argentina"),
  life("lebron james|lebron", "LeBron James", "he", "on 30 December 1984", "Akron, Ohio"),
  life("michael jordan", "Michael Jordan", "he", "on 17 February 1963", "Brooklyn, New York"),
  life("kobe bryant|kobe", "Kobe Bryant", "he", "on 23 August 1978", "Philadelphia", "on 26 January 2020", "Calabasas, California"),
  life("stephen curry|steph curry", "Stephen Curry", "he", "on 14 March 1988", "Akron, Ohio"),
  life("serena williams", "Serena Williams", "she", "on 26 September 1981", "Saginaw, Michigan"),
  life("roger federer|federer", "Roger Federer", "he", "on 8 August 1981", "Basel, Switzerland"),
  life("rafael nadal|rafa nadal|nadal", "Rafael Nadal", "he", "on 3 June 1986", "Manacor, Mallorca"),
  life("novak djokovic|djokovic", "Novak Djokovic", "he", "on 22 May 1987", "Belgrade"),
  life("usain bolt", "Usain Bolt", "he", "on 21 August 1986", "Sherwood Content, Jamaica"),
  life("michael phelps", "Michael Phelps", "he", "on 30 June 1985", "Baltimore"),
  life("simone biles", "Simone Biles", "she", "on 14 March 1997", "Columbus, Ohio"),
  life("tom brady", "Tom Brady", "he", "on 3 August 1977", "San Mateo, California"),
  life("tiger woods", "Tiger Woods", "he", "on 30 December 1975", "Cypress, California"),
  life("lewis hamilton", "Lewis Hamilton", "he", "on 7 January 1985", "Stevenage, England"),
  life("muhammad ali", "Muhammad Ali", "he", "on 17 January 1942", "Louisville, Kentucky", "on 3 June 2016", "Scottsdale, Arizona"),
  // Actors and entertainers
  life("tom hanks", "Tom Hanks", "he", "on 9 July 1956", "Concord, California"),
  life("leonardo dicaprio|dicaprio", "Leonardo DiCaprio", "he", "on 11 November 1974", "Los Angeles"),
  life("brad pitt", "Brad Pitt", "he", "on 18 December 1963", "Shawnee, Oklahoma"),
  life("tom cruise", "Tom Cruise", "he", "on 3 July 1962", "Syracuse, New York"),
  life("meryl streep", "Meryl Streep", "she", "on 22 June 1949", "Summit, New Jersey"),
  life("morgan freeman", "Morgan Freeman", "he", "on 1 June 1937", "Memphis, Tennessee"),
  life("keanu reeves", "Keanu Reeves", "he", "on 2 September 1964", "Beirut, Lebanon"),
  life("denzel washington|denzel", "Denzel Washington", "he", "on 28 December 1954", "Mount Vernon, New York"),
  life("robert de niro|de niro", "Robert De Niro", "he", "on 17 August 1943", "New York City"),
  life("al pacino|pacino", "Al Pacino", "he", "on 25 April 1940", "New York City"),
  life("harrison ford", "Harrison Ford", "he", "on 13 July 1942", "Chicago"),
  life("clint eastwood", "Clint Eastwood", "he", "on 31 May 1930", "San Francisco"),
  life("dwayne johnson|the rock", "Dwayne Johnson", "he", "on 2 May 1972", "Hayward, California"),
  life("scarlett johansson", "Scarlett Johansson", "she", "on 22 November 1984", "New York City"),
  life("jennifer aniston", "Jennifer Aniston", "she", "on 11 February 1969", "Los Angeles"),
  life("zendaya", "Zendaya", "she", "on 1 September 1996", "Oakland, California"),
  life("jackie chan", "Jackie Chan", "he", "on 7 April 1954", "Hong Kong"),
  life("oprah winfrey|oprah", "Oprah Winfrey", "she", "on 29 January 1954", "Kosciusko, Mississippi"),
  life("marilyn monroe", "Marilyn Monroe", "she", "on 1 June 1926", "Los Angeles", "on 4 August 1962", "Los Angeles"),
  life("audrey hepburn", "Audrey Hepburn", "she", "on 4 May 1929", "Brussels", "on 20 January 1993", "Tolochenaz, Switzerland"),
  life("charlie chaplin|chaplin", "Charlie Chaplin", "he", "on 16 April 1889", "London", "on 25 December 1977", "Corsier-sur-Vevey, Switzerland"),
  life("bruce lee", "Bruce Lee", "he", "on 27 November 1940", "San Francisco", "on 20 July 1973", "Hong Kong"),
  life("robin williams", "Robin Williams", "he", "on 21 July 1951", "Chicago", "on 11 August 2014", "Paradise Cay, California"),
  life("matthew perry", "Matthew Perry", "he", "on 19 August 1969", "Williamstown, Massachusetts", "on 28 October 2023", "Los Angeles"),
  // Heads of state and public figures
  life("donald trump|trump|donald j trump", "Donald Trump", "he", "on 14 June 1946", "Queens, New York City"),
  life("joe biden|biden", "Joe Biden", "he", "on 20 November 1942", "Scranton, Pennsylvania"),
  life("barack obama|obama", "Barack Obama", "he", "on 4 August 1961", "Honolulu, Hawaii"),
  life("michelle obama", "Michelle Obama", "she", "on 17 January 1964", "Chicago"),
  life("kamala harris", "Kamala Harris", "she", "on 20 October 1964", "Oakland, California"),
  life("bill clinton", "Bill Clinton", "he", "on 19 August 1946", "Hope, Arkansas"),
  life("hillary clinton", "Hillary Clinton", "she", "on 26 October 1947", "Chicago"),
  life("george w bush", "George W. Bush", "he", "on 6 July 1946", "New Haven, Connecticut"),
  life("bernie sanders", "Bernie Sanders", "he", "on 8 September 1941", "Brooklyn, New York"),
  life("jimmy carter", "Jimmy Carter", "he", "on 1 October 1924", "Plains, Georgia", "on 29 December 2024", "Plains, Georgia"),
  life("ronald reagan|reagan", "Ronald Reagan", "he", "on 6 February 1911", "Tampico, Illinois", "on 5 June 2004", "Los Angeles"),
  life("john f kennedy|jfk|john kennedy|president kennedy", "John F. Kennedy", "he", "on 29 May 1917", "Brookline, Massachusetts", "on 22 November 1963", "Dallas, Texas"),
  life("franklin d roosevelt|franklin roosevelt|fdr", "Franklin D. Roosevelt", "he", "on 30 January 1882", "Hyde Park, New York", "on 12 April 1945", "Warm Springs, Georgia"),
  life("abraham lincoln|lincoln", "Abraham Lincoln", "he", "on 12 February 1809", "Hodgenville, Kentucky", "on 15 April 1865", "Washington, D.C."),
  life("george washington", "George Washington", "he", "on 22 February 1732", "Westmoreland County, Virginia", "on 14 December 1799", "Mount Vernon, Virginia"),
  life("martin luther king|martin luther king jr|mlk", "Martin Luther King Jr.", "he", "on 15 January 1929", "Atlanta, Georgia", "on 4 April 1968", "Memphis, Tennessee"),
  life("ruth bader ginsburg|rbg", "Ruth Bader Ginsburg", "she", "on 15 March 1933", "Brooklyn, New York", "on 18 September 2020", "Washington, D.C."),
  life("winston churchill|churchill", "Winston Churchill", "he", "on 30 November 1874", "Blenheim Palace, England", "on 24 January 1965", "London"),
  life("queen elizabeth|queen elizabeth ii|elizabeth ii|the queen", "Queen Elizabeth II", "she", "on 21 April 1926", "London", "on 8 September 2022", "Balmoral Castle, Scotland"),
  life("king charles|king charles iii|charles iii|prince charles", "King Charles III", "he", "on 14 November 1948", "Buckingham Palace, London"),
  life("princess diana|diana|lady diana|princess di", "Diana, Princess of Wales", "she", "on 1 July 1961", "Sandringham, England", "on 31 August 1997", "Paris"),
  life("keir starmer|starmer", "Keir Starmer", "he", "on 2 September 1962", "London"),
  life("emmanuel macron|macron", "Emmanuel Macron", "he", "on 21 December 1977", "Amiens, France"),
  life("angela merkel|merkel", "Angela Merkel", "she", "on 17 July 1954", "Hamburg"),
  life("vladimir putin|putin", "Vladimir Putin", "he", "on 7 October 1952", "Leningrad (now St Petersburg)"),
  life("volodymyr zelensky|volodymyr zelenskyy|zelensky|zelenskyy", "Volodymyr Zelenskyy", "he", "on 25 January 1978", "Kryvyi Rih, Ukraine"),
  life("xi jinping", "Xi Jinping", "he", "on 15 June 1953", "Beijing"),
  life("narendra modi|modi", "Narendra Modi", "he", "on 17 September 1950", "Vadnagar, India"),
  life("justin trudeau|trudeau", "Justin Trudeau", "he", "on 25 December 1971", "Ottawa"),
  life("nelson mandela|mandela", "Nelson Mandela", "he", "on 18 July 1918", "Mvezo, South Africa", "on 5 December 2013", "Johannesburg"),
  life("mahatma gandhi|gandhi|mohandas gandhi", "Mahatma Gandhi", "he", "on 2 October 1869", "Porbandar, India", "on 30 January 1948", "New Delhi"),
  life("napoleon|napoleon bonaparte", "Napoleon Bonaparte", "he", "on 15 August 1769", "Ajaccio, Corsica", "on 5 May 1821", "Saint Helena"),
  life("pope francis", "Pope Francis", "he", "on 17 December 1936", "Buenos Aires", "on 21 April 2025", "Vatican City"),
  life("pope leo xiv|pope leo|robert prevost", "Pope Leo XIV", "he", "on 14 September 1955", "Chicago"),
  // More scientists and writers
  life("isaac newton|newton", "Isaac Newton", "he", "on 25 December 1642 (in the Julian calendar England then used)", "Woolsthorpe, England", "on 20 March 1727", "London"),
  life("stephen hawking|hawking", "Stephen Hawking", "he", "on 8 January 1942", "Oxford, England", "on 14 March 2018", "Cambridge, England"),
  life("alan turing|turing", "Alan Turing", "he", "on 23 June 1912", "London", "on 7 June 1954", "Wilmslow, England"),
  life("ada lovelace|lovelace", "Ada Lovelace", "she", "on 10 December 1815", "London", "on 27 November 1852", "London"),
  life("richard feynman|feynman", "Richard Feynman", "he", "on 11 May 1918", "New York City", "on 15 February 1988", "Los Angeles"),
  life("carl sagan|sagan", "Carl Sagan", "he", "on 9 November 1934", "Brooklyn, New York", "on 20 December 1996", "Seattle"),
  life("sigmund freud|freud", "Sigmund Freud", "he", "on 6 May 1856", "Příbor, in today's Czech Republic", "on 23 September 1939", "London"),
  life("neil armstrong", "Neil Armstrong", "he", "on 5 August 1930", "Wapakoneta, Ohio", "on 25 August 2012", "Cincinnati, Ohio"),
  life("neil degrasse tyson", "Neil deGrasse Tyson", "he", "on 5 October 1958", "New York City"),
  life("jk rowling|j k rowling|rowling", "J.K. Rowling", "she", "on 31 July 1965", "Yate, England"),
  life("stephen king", "Stephen King", "he", "on 21 September 1947", "Portland, Maine"),
  life("jane austen|austen", "Jane Austen", "she", "on 16 December 1775", "Steventon, England", "on 18 July 1817", "Winchester, England"),
  life("ernest hemingway|hemingway", "Ernest Hemingway", "he", "on 21 July 1899", "Oak Park, Illinois", "on 2 July 1961", "Ketchum, Idaho"),
  life("frida kahlo|kahlo", "Frida Kahlo", "she", "on 6 July 1907", "Coyoacán, Mexico City", "on 13 July 1954", "Coyoacán"),
];

const BY_NAME: ReadonlyMap<string, Life> = new Map(LIVES.flatMap((person) => person.names.map((name) => [name, person] as const)));

/**
 * The person a question names, as people type it ("Salvador Dali", "Dr. Martin Luther King Jr."
 * with or without accents, dots and capitals), or undefined when the table does not list them.
 * @example personNamed("taylor swift")?.shown // "Taylor Swift"
 */
export function personNamed(name: string): Life | undefined {
  const key = name.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\./g, "").replace(/\s+/g, " ").trim();
  return BY_NAME.get(key) ?? BY_NAME.get(key.replace(/^(?:the|dr|sir|president|queen|king|prince|princess)\s+/, ""));
}

/** A date as precisely as a row gives it: "around 1445" has only a year, "in December 1770" a month too. */
export interface LifeDate {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number | undefined;
  readonly day: number | undefined;
}

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

/**
 * A row's date ("on 15 April 1452", "in December 1770 (…)", "around 1445") as numbers, for an age.
 * @example lifeDate("on 15 April 1452") // { year: 1452, month: 4, day: 15 }
 */
export function lifeDate(said: string): LifeDate {
  const [, day, month, year] = /^(?:on|in|around)\s+(?:(\d{1,2})\s+)?(?:(\p{L}+)\s+)?(\d{3,4})/u.exec(said) ?? [];
  const monthNumber = month === undefined ? -1 : MONTHS.indexOf(month.toLowerCase());
  return { year: Number(year), month: monthNumber < 0 ? undefined : monthNumber + 1, day: day === undefined ? undefined : Number(day) };
}
