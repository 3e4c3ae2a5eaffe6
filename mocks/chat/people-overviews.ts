/**
 * Who a well-known person is or was: "Tell me about Albert Einstein", "Who was Marie Curie?", "Who
 * is Elon Musk?", "What is Bob Dylan known for?". A model answers with the name, the dates, what
 * the person is known for, and two or three key facts; "It helps to know what you need it for"
 * reads as a mock that has never heard of Einstein.
 *
 * The dates come from people-lives.ts, the table life-questions.ts answers "When was he born?"
 * from; what each person is known for is this module's side table, keyed by the shown name, and
 * written only where it is certain, so a person it lacks is left to the other replies. A living
 * person is written in the present tense, with no age (life-questions.ts works that out from the
 * clock) and no role that may have changed since: "co-founded", "became chief executive in 2014",
 * never "is the CEO". The lead sentence's form ("**Name** (dates) was …", then the facts as
 * bullets) is designed, as a model writes it.
 */
import { askedLength, fittedToLength } from "./asked-length.ts";
import { personNamed, type Life } from "./people-lives.ts";
import { sentencesOf } from "./sentences.ts";

/** What a person is known for: the rest of the lead sentence after "was" or "is", then the key facts. */
type KnownFor = readonly [lead: string, ...facts: string[]];

/** By the shown name of people-lives.ts. */
export const KNOWN_FOR: Readonly<Record<string, KnownFor>> = {
  // Painters, composers and writers
  "Leonardo da Vinci": ["an Italian Renaissance painter, engineer and scientist, best known for the *Mona Lisa* and *The Last Supper*", "His notebooks, thousands of pages often written in mirror script, are full of studies of anatomy, flight, water and machines.", "He worked in Florence, Milan and Rome, and spent his last years in France at the invitation of King Francis I."],
  Michelangelo: ["an Italian Renaissance sculptor, painter and architect, best known for the statue of *David* and the ceiling of the Sistine Chapel", "He carved the *Pietà* in St Peter's Basilica in his early twenties.", "He later painted *The Last Judgment* on the Sistine Chapel's altar wall and designed the dome of St Peter's Basilica."],
  "Vincent van Gogh": ["a Dutch Post-Impressionist painter, best known for *The Starry Night*, his *Sunflowers* and his self-portraits", "He made about 2,100 artworks, including some 860 oil paintings, most of them in the last two years of his life.", "He sold very few paintings in his lifetime and struggled with mental illness; he died of a gunshot wound, believed self-inflicted, at 37."],
  "Pablo Picasso": ["a Spanish painter and sculptor who co-founded Cubism with Georges Braque, one of the most influential artists of the 20th century", "His best-known works include *Les Demoiselles d'Avignon* (1907) and *Guernica* (1937), painted after the bombing of the Basque town.", "He spent most of his adult life in France."],
  "Claude Monet": ["a French painter and a founder of Impressionism, whose painting *Impression, Sunrise* gave the movement its name", "He painted series of the same subject in changing light: haystacks, Rouen Cathedral and the water lilies of his garden at Giverny."],
  "Salvador Dalí": ["a Spanish Surrealist painter, best known for *The Persistence of Memory* (1931), with its melting clocks", "Famous for his upturned moustache and his showmanship, he created the Dalí Theatre-Museum in his home town of Figueres."],
  "Frida Kahlo": ["a Mexican painter known for her self-portraits and her use of Mexican folk art", "A bus accident at 18 left her in pain for the rest of her life, and she painted many works from her bed.", "She was married to the muralist Diego Rivera; her home, the Blue House in Coyoacán, is now a museum."],
  "Rembrandt": ["a Dutch Golden Age painter and printmaker known for *The Night Watch* and his many self-portraits"],
  "Sandro Botticelli": ["an Italian Renaissance painter best known for *The Birth of Venus* and *Primavera*"],
  "Gustav Klimt": ["an Austrian painter, a founder of the Vienna Secession, best known for *The Kiss*"],
  "Gustave Eiffel": ["a French civil engineer whose company designed and built the Eiffel Tower for the 1889 World's Fair in Paris", "His firm also built the internal framework of the Statue of Liberty."],
  "Antoni Gaudí": ["a Catalan architect best known for the Sagrada Família basilica in Barcelona, unfinished at his death", "Several of his works, among them Park Güell and Casa Batlló, are UNESCO World Heritage sites."],
  "Antonio Vivaldi": ["an Italian Baroque composer and violinist best known for *The Four Seasons*", "He was a Catholic priest, nicknamed \"the Red Priest\" for his red hair."],
  "George Frideric Handel": ["a German-born Baroque composer who spent most of his career in London, best known for the oratorio *Messiah* (1741)", "His other works include *Water Music* and *Music for the Royal Fireworks*."],
  "Pyotr Ilyich Tchaikovsky": ["a Russian Romantic composer best known for the ballets *Swan Lake*, *The Sleeping Beauty* and *The Nutcracker*", "His other works include the *1812 Overture* and six symphonies."],
  "Claude Debussy": ["a French composer associated with musical Impressionism, best known for *Clair de lune* and *Prelude to the Afternoon of a Faun*"],
  "Mary Shelley": ["an English novelist best known for *Frankenstein* (1818), often called the first science-fiction novel", "She was the daughter of Mary Wollstonecraft and William Godwin, and married the poet Percy Bysshe Shelley."],
  "Victor Hugo": ["a French novelist, poet and playwright best known for *The Hunchback of Notre-Dame* (1831) and *Les Misérables* (1862)", "He spent nearly 20 years in exile as an opponent of Napoleon III."],
  "Fyodor Dostoevsky": ["a Russian novelist best known for *Crime and Punishment*, *The Idiot* and *The Brothers Karamazov*", "Sentenced to death in 1849 for belonging to a radical circle, he was reprieved at the last moment and sent to a Siberian prison camp."],
  "Ludwig van Beethoven": ["a German composer and pianist, the central figure in the passage from the Classical to the Romantic era", "His works include nine symphonies, 32 piano sonatas (among them the *Moonlight*), the opera *Fidelio* and the *Missa solemnis*.", "He began losing his hearing in his late twenties and was almost completely deaf when he wrote his Ninth Symphony, with its \"Ode to Joy\"."],
  "Wolfgang Amadeus Mozart": ["an Austrian composer of the Classical era, a child prodigy who wrote more than 600 works", "His operas include *The Marriage of Figaro*, *Don Giovanni* and *The Magic Flute*.", "He toured Europe as a child performer and died at 35, leaving his Requiem unfinished."],
  "Johann Sebastian Bach": ["a German Baroque composer and organist, widely regarded as one of the greatest composers of all time", "His works include the *Brandenburg Concertos*, the *St Matthew Passion*, the *Mass in B minor* and *The Well-Tempered Clavier*.", "He spent most of his career as a church musician, from 1723 as cantor of St Thomas's Church in Leipzig."],
  "William Shakespeare": ["an English playwright and poet, widely regarded as the greatest writer in the English language", "He wrote about 39 plays, among them *Hamlet*, *Macbeth*, *Romeo and Juliet* and *King Lear*, and 154 sonnets.", "He was an actor and a part-owner of the Lord Chamberlain's Men (later the King's Men), who played at the Globe Theatre in London."],
  "Jane Austen": ["an English novelist known for her witty novels of love, marriage and money among the gentry", "Her six novels include *Pride and Prejudice* (1813), *Sense and Sensibility* and *Emma*.", "They were published anonymously in her lifetime."],
  "Leo Tolstoy": ["a Russian novelist best known for *War and Peace* and *Anna Karenina*", "In later life he turned to a radical Christian pacifism that influenced Mahatma Gandhi."],
  "George Orwell": ["an English novelist and essayist (the pen name of Eric Arthur Blair), best known for *Animal Farm* (1945) and *Nineteen Eighty-Four* (1949)", "He fought for the Republicans in the Spanish Civil War, which he described in *Homage to Catalonia*.", "\"Big Brother\" and the word \"Orwellian\" come from his work."],
  "Ernest Hemingway": ["an American novelist and short-story writer known for his spare, understated style", "His works include *The Sun Also Rises*, *A Farewell to Arms*, *For Whom the Bell Tolls* and *The Old Man and the Sea*.", "He won the Nobel Prize in Literature in 1954."],
  "J.K. Rowling": ["a British author best known for the *Harry Potter* series (1997–2007)", "The seven books have sold more than 500 million copies and were made into eight films.", "She also writes crime novels under the pen name Robert Galbraith."],
  "Stephen King": ["an American author of horror, suspense and fantasy, one of the best-selling novelists of all time", "His novels include *Carrie*, *The Shining*, *It* and *Misery*, and many have been filmed."],
  // Scientists and inventors
  "Albert Einstein": ["a German-born theoretical physicist best known for the theory of relativity and the equation E = mc²; he won the 1921 Nobel Prize in Physics for explaining the photoelectric effect", "He published special relativity in 1905, his \"miracle year\", and general relativity, a new theory of gravity, in 1915.", "He left Germany when the Nazis came to power in 1933 and worked at the Institute for Advanced Study in Princeton for the rest of his life."],
  "Marie Curie": ["a Polish-born French physicist and chemist who pioneered research on radioactivity, and the first woman to win a Nobel Prize", "She is the only person to have won Nobel Prizes in two sciences: Physics in 1903 (shared with Pierre Curie and Henri Becquerel) and Chemistry in 1911.", "With her husband Pierre she discovered the elements polonium and radium."],
  "Isaac Newton": ["an English mathematician and physicist who formulated the laws of motion and universal gravitation", "He set them out in the *Principia* (1687).", "He also developed calculus (independently of Leibniz), showed that white light is a mixture of colours, and built the first practical reflecting telescope."],
  "Galileo Galilei": ["an Italian astronomer, physicist and mathematician, often called the father of modern science", "With a telescope he improved himself, he discovered Jupiter's four largest moons and the phases of Venus (1610).", "The Roman Inquisition convicted him in 1633 for supporting Copernicus's view that the Earth goes round the Sun, and he spent his last years under house arrest."],
  "Charles Darwin": ["an English naturalist best known for the theory of evolution by natural selection", "His five-year voyage on HMS *Beagle* (1831–1836), which took him to the Galápagos Islands, shaped his ideas.", "He set out the theory in *On the Origin of Species* (1859)."],
  "Thomas Edison": ["an American inventor and businessman who developed the phonograph, a practical electric light bulb and an early motion-picture camera", "He held 1,093 US patents.", "His laboratory at Menlo Park, New Jersey, is often called the first industrial research lab."],
  "Nikola Tesla": ["a Serbian-American inventor and engineer best known for his work on alternating-current (AC) electricity and the induction motor", "His AC system, backed by George Westinghouse, won the \"war of the currents\" against Edison's direct current.", "The SI unit of magnetic flux density, the tesla, is named after him."],
  "Alexander Graham Bell": ["a Scottish-born inventor and scientist credited with inventing the telephone, which he patented in 1876", "He worked all his life as a teacher of deaf people.", "He was one of the founders of the National Geographic Society (1888)."],
  "Stephen Hawking": ["an English theoretical physicist and cosmologist known for his work on black holes and the origin of the universe", "He showed in 1974 that black holes should give off radiation, now called Hawking radiation.", "He wrote the bestseller *A Brief History of Time* (1988) and lived for more than 50 years with motor neurone disease (ALS)."],
  "Alan Turing": ["an English mathematician and computer scientist, a founder of computer science and artificial intelligence", "He described the Turing machine (1936), a model of computation, and proposed the Turing test of machine intelligence (1950).", "In World War II he played a leading part at Bletchley Park in breaking Germany's Enigma codes."],
  "Ada Lovelace": ["an English mathematician often called the first computer programmer", "In 1843 she published notes on Charles Babbage's planned Analytical Engine, including an algorithm for it to compute Bernoulli numbers.", "She was the daughter of the poet Lord Byron."],
  "Richard Feynman": ["an American theoretical physicist known for his work on quantum electrodynamics, for which he shared the 1965 Nobel Prize in Physics", "He invented Feynman diagrams.", "He worked on the atomic bomb at Los Alamos and served on the commission that investigated the Challenger disaster in 1986."],
  "Carl Sagan": ["an American astronomer and science communicator", "He presented the TV series *Cosmos: A Personal Voyage* (1980).", "He helped design the Pioneer plaques and the Voyager Golden Records sent into space."],
  "Sigmund Freud": ["an Austrian neurologist who founded psychoanalysis", "His ideas include the unconscious mind, the interpretation of dreams, and the id, ego and superego.", "He fled Vienna for London after Nazi Germany annexed Austria in 1938."],
  "Neil Armstrong": ["an American astronaut who, as commander of Apollo 11, became the first person to walk on the Moon, in July 1969", "Before NASA he flew combat missions as a US Navy pilot in the Korean War and was a test pilot of the X-15 rocket plane.", "He also commanded Gemini 8 (1966), which made the first docking of two spacecraft in orbit."],
  "Tim Berners-Lee": ["an English computer scientist who invented the World Wide Web", "He proposed it at CERN in 1989 and wrote the first web browser and web server.", "He founded the World Wide Web Consortium (W3C) in 1994."],
  "Linus Torvalds": ["a Finnish-American software engineer who created the Linux kernel (1991) and the Git version control system (2005)"],
  "Guido van Rossum": ["a Dutch programmer who created the Python programming language, first released in 1991", "He led Python's development as its \"benevolent dictator for life\" until 2018."],
  // Founders and business people
  "Steve Jobs": ["an American entrepreneur who co-founded Apple in 1976 and led it to create the Macintosh, the iPod, the iPhone and the iPad", "Forced out of Apple in 1985, he founded NeXT and ran Pixar, and returned to Apple when it bought NeXT in 1997.", "He died of complications of pancreatic cancer at 56."],
  "Steve Wozniak": ["an American computer engineer who co-founded Apple with Steve Jobs and Ronald Wayne in 1976", "He designed the Apple I and the Apple II, one of the first successful mass-produced personal computers."],
  "Bill Gates": ["an American businessman who co-founded Microsoft with Paul Allen in 1975", "He led Microsoft as chief executive until 2000, as Windows and Office made it the world's largest software company.", "He co-founded the Gates Foundation, one of the largest private charitable foundations in the world."],
  "Paul Allen": ["an American businessman who co-founded Microsoft with Bill Gates in 1975", "He later founded the investment company Vulcan and owned the Seattle Seahawks and the Portland Trail Blazers."],
  "Larry Page": ["an American computer scientist who co-founded Google with Sergey Brin in 1998, while both were PhD students at Stanford", "He and Brin developed PageRank, the algorithm behind Google's early search results."],
  "Sergey Brin": ["an American computer scientist, born in Moscow, who co-founded Google with Larry Page in 1998, while both were PhD students at Stanford"],
  "Jeff Bezos": ["an American businessman who founded Amazon in 1994, as an online bookstore", "He founded the space company Blue Origin in 2000 and bought *The Washington Post* in 2013.", "He stepped down as Amazon's chief executive in 2021."],
  "Mark Zuckerberg": ["an American businessman who co-founded Facebook in 2004, as a Harvard student", "Facebook's parent company, renamed Meta Platforms in 2021, also owns Instagram and WhatsApp."],
  "Elon Musk": ["a South African-born businessman best known for SpaceX and Tesla", "He co-founded Zip2 and X.com, which merged into PayPal.", "He founded SpaceX in 2002, became Tesla's chairman and lead investor in 2004 and its chief executive in 2008, and bought Twitter, now X, in 2022."],
  "Tim Cook": ["an American business executive who succeeded Steve Jobs as Apple's chief executive in 2011", "He joined Apple in 1998 to run its worldwide operations."],
  "Satya Nadella": ["an Indian-American business executive who became Microsoft's chief executive in 2014", "He joined Microsoft in 1992 and led its cloud business before becoming chief executive."],
  "Sundar Pichai": ["an Indian-American business executive who became Google's chief executive in 2015, and also that of its parent company, Alphabet, in 2019", "He joined Google in 2004 and led the development of the Chrome browser."],
  "Sam Altman": ["an American entrepreneur and investor who co-founded OpenAI in 2015 and became its chief executive in 2019", "He was president of the startup accelerator Y Combinator from 2014 to 2019."],
  "Warren Buffett": ["an American investor who built Berkshire Hathaway into one of the world's largest companies, known as the \"Oracle of Omaha\"", "He has pledged to give away nearly all of his fortune, and has given tens of billions of dollars to the Gates Foundation."],
  "Walt Disney": ["an American animator and film producer who co-founded the Walt Disney Company with his brother Roy and created Mickey Mouse with Ub Iwerks", "*Snow White and the Seven Dwarfs* (1937) was the first full-length cel-animated feature film.", "He opened Disneyland in California in 1955, and he won 22 Academy Awards, more than anyone else."],
  // Film-makers and actors
  "Alfred Hitchcock": ["an English film director known as the \"Master of Suspense\"", "His films include *Rear Window*, *Vertigo*, *North by Northwest*, *Psycho* and *The Birds*.", "He moved to Hollywood in 1939; *Rebecca* (1940), his first American film, won the Academy Award for Best Picture."],
  "Steven Spielberg": ["an American film director and producer whose films include *Jaws*, *E.T. the Extra-Terrestrial*, *Jurassic Park* and *Schindler's List*", "He won the Academy Award for Best Director for *Schindler's List* (1993) and *Saving Private Ryan* (1998)."],
  "Christopher Nolan": ["a British-American film director known for *The Dark Knight* trilogy, *Inception*, *Interstellar* and *Oppenheimer*", "*Oppenheimer* (2023) won him the Academy Awards for Best Picture and Best Director."],
  "Hayao Miyazaki": ["a Japanese animator and director who co-founded Studio Ghibli in 1985", "His films include *My Neighbor Totoro*, *Princess Mononoke* and *Spirited Away*, which won the Academy Award for Best Animated Feature.", "*The Boy and the Heron* (2023) won him a second Oscar."],
  "Charlie Chaplin": ["an English comic actor and film-maker, famous for his silent-film character the Tramp", "His films include *The Kid*, *The Gold Rush*, *City Lights*, *Modern Times* and *The Great Dictator*."],
  "Marilyn Monroe": ["an American actress and model, one of the best-known stars of 1950s Hollywood", "Her films include *Gentlemen Prefer Blondes*, *The Seven Year Itch* and *Some Like It Hot*, for which she won a Golden Globe."],
  "Tom Hanks": ["an American actor who won back-to-back Academy Awards for Best Actor for *Philadelphia* (1993) and *Forrest Gump* (1994)", "His other films include *Big*, *Saving Private Ryan* and *Cast Away*, and he voices Woody in the *Toy Story* films."],
  "Leonardo DiCaprio": ["an American actor known for *Titanic*, *Inception*, *The Wolf of Wall Street* and *The Revenant*, for which he won the Academy Award for Best Actor", "He is also known for his environmental campaigning."],
  "Morgan Freeman": ["an American actor known for *The Shawshank Redemption*, *Se7en* and *Million Dollar Baby*, for which he won the Academy Award for Best Supporting Actor", "He is also known for his voice as a narrator, as in *March of the Penguins*."],
  "Meryl Streep": ["an American actress who has been nominated for more Academy Awards than any other actor", "She won Oscars for *Kramer vs. Kramer*, *Sophie's Choice* and *The Iron Lady*."],
  "Audrey Hepburn": ["a British actress and humanitarian, a style icon of 1950s and 1960s Hollywood", "She won the Academy Award for Best Actress for *Roman Holiday* (1953) and starred in *Breakfast at Tiffany's* (1961).", "In later life she was a Goodwill Ambassador for UNICEF."],
  "Bruce Lee": ["a Hong Kong-American martial artist and actor who made martial-arts films popular worldwide", "His films include *Fist of Fury* and *Enter the Dragon* (1973), released weeks after his death.", "He created his own martial-arts philosophy, Jeet Kune Do."],
  "Robin Williams": ["an American actor and comedian known for his quick improvisation", "His films include *Dead Poets Society*, *Aladdin* (as the voice of the Genie), *Mrs. Doubtfire* and *Good Will Hunting*, for which he won the Academy Award for Best Supporting Actor."],
  "Oprah Winfrey": ["an American talk-show host, producer and businesswoman, best known for *The Oprah Winfrey Show* (1986–2011)"],
  // Musicians
  "Freddie Mercury": ["a British singer and songwriter, the lead vocalist of the rock band Queen", "He wrote \"Bohemian Rhapsody\" (1975) and \"We Are the Champions\".", "Queen's set at Live Aid in 1985 is often called one of the greatest live performances in rock history."],
  "John Lennon": ["an English singer and songwriter who co-founded the Beatles", "With Paul McCartney he wrote most of the Beatles' songs; his solo work includes \"Imagine\" (1971).", "He was shot dead outside his home in New York City in 1980."],
  "Paul McCartney": ["an English singer, songwriter and bassist who co-founded the Beatles", "With John Lennon he wrote most of the Beatles' songs, among them \"Yesterday\" and \"Hey Jude\".", "After the Beatles split in 1970 he formed Wings, and he has kept recording and touring."],
  "Elvis Presley": ["an American singer and actor known as the \"King of Rock and Roll\"", "His hits include \"Heartbreak Hotel\", \"Hound Dog\" and \"Suspicious Minds\".", "His home, Graceland, in Memphis, is now a museum."],
  "Michael Jackson": ["an American singer, songwriter and dancer known as the \"King of Pop\"", "He began his career as a child in the Jackson 5.", "*Thriller* (1982) is the best-selling album of all time."],
  "David Bowie": ["an English singer, songwriter and actor known for constantly reinventing himself, as with his alter ego Ziggy Stardust", "His songs include \"Space Oddity\", \"Heroes\" and \"Let's Dance\".", "He released his last album, *Blackstar*, two days before his death."],
  "Bob Marley": ["a Jamaican singer and songwriter who brought reggae to a worldwide audience", "With the Wailers he recorded songs such as \"No Woman, No Cry\", \"One Love\" and \"Redemption Song\".", "He died of cancer at 36."],
  "Bob Dylan": ["an American singer-songwriter, one of the most influential figures in popular music", "His songs include \"Blowin' in the Wind\", \"The Times They Are a-Changin'\" and \"Like a Rolling Stone\".", "He won the Nobel Prize in Literature in 2016."],
  "Taylor Swift": ["an American singer-songwriter, one of the best-selling music artists of all time", "She began in country music with albums such as *Fearless* and moved to pop with *1989* (2014).", "Her Eras Tour (2023–2024) became the highest-grossing concert tour of all time."],
  "Beyoncé": ["an American singer, songwriter and performer who first found fame with Destiny's Child", "Her albums include *Lemonade* (2016), *Renaissance* (2022) and *Cowboy Carter* (2024).", "She has won more Grammy Awards than any other artist."],
  "George Harrison": ["an English musician, the lead guitarist of the Beatles", "He wrote Beatles songs such as \"Something\" and \"Here Comes the Sun\".", "He organised the Concert for Bangladesh (1971), a pioneering charity concert."],
  "Ringo Starr": ["an English musician, the drummer of the Beatles", "He sang lead on Beatles songs such as \"Yellow Submarine\" and \"With a Little Help from My Friends\"."],
  "Mick Jagger": ["an English singer and songwriter, the lead vocalist and a founder of the Rolling Stones", "With Keith Richards he wrote songs such as \"(I Can't Get No) Satisfaction\", \"Paint It Black\" and \"Sympathy for the Devil\"."],
  "Frank Sinatra": ["an American singer and actor, one of the most popular entertainers of the 20th century", "His songs include \"My Way\", \"Strangers in the Night\" and \"New York, New York\".", "He won the Academy Award for Best Supporting Actor for *From Here to Eternity* (1953)."],
  "Prince": ["an American singer, songwriter, multi-instrumentalist and producer, best known for the album and film *Purple Rain* (1984)", "His hits include \"When Doves Cry\", \"Purple Rain\", \"Kiss\" and \"1999\".", "He often played most of the instruments on his records himself."],
  "Madonna": ["an American singer, songwriter and actress known as the \"Queen of Pop\"", "Her hits include \"Like a Virgin\", \"Like a Prayer\", \"Vogue\" and \"Hung Up\".", "Guinness World Records lists her as the best-selling female recording artist of all time."],
  "Whitney Houston": ["an American singer and actress, one of the best-selling music artists of all time", "Her version of Dolly Parton's \"I Will Always Love You\", from the film *The Bodyguard* (1992), is one of the best-selling singles of all time."],
  "Elton John": ["an English singer, pianist and composer, one of the best-selling musicians of all time", "He has written most of his songs with the lyricist Bernie Taupin, among them \"Your Song\", \"Rocket Man\" and \"Tiny Dancer\".", "His 1997 re-recording of \"Candle in the Wind\", in tribute to Princess Diana, is one of the best-selling singles of all time."],
  "Kurt Cobain": ["an American singer, songwriter and guitarist, the frontman of the grunge band Nirvana", "Nirvana's album *Nevermind* (1991), with \"Smells Like Teen Spirit\", brought grunge into the mainstream.", "He died by suicide at 27."],
  "Dolly Parton": ["an American singer, songwriter and actress, one of the most successful country artists of all time", "She wrote \"Jolene\", \"I Will Always Love You\" and \"9 to 5\", the title song of a 1980 film she starred in.", "Her Imagination Library has given free books to young children since 1995."],
  "Bruce Springsteen": ["an American singer-songwriter known as \"the Boss\", who has recorded and toured with the E Street Band", "His albums include *Born to Run* (1975) and *Born in the U.S.A.* (1984)."],
  "Adele": ["an English singer-songwriter known for the albums *19*, *21*, *25* and *30*", "*21* (2011), with \"Rolling in the Deep\" and \"Someone Like You\", is one of the best-selling albums of the 21st century.", "She won the Academy Award for Best Original Song for \"Skyfall\", the theme of the 2012 James Bond film."],
  "Rihanna": ["a Barbadian singer, businesswoman and actress", "Her hits include \"Umbrella\", \"Diamonds\" and \"Work\".", "She founded the cosmetics brand Fenty Beauty in 2017."],
  "Eminem": ["an American rapper, one of the best-selling music artists of all time", "His albums include *The Marshall Mathers LP* (2000).", "\"Lose Yourself\" (2002), from the film *8 Mile*, was the first hip-hop song to win the Academy Award for Best Original Song."],
  // Athletes
  "Muhammad Ali": ["an American boxer, three times world heavyweight champion, widely regarded as one of the greatest athletes of the 20th century", "He won Olympic gold in 1960 as Cassius Clay and changed his name after joining the Nation of Islam.", "He refused to be drafted during the Vietnam War and was stripped of his title; the Supreme Court overturned his conviction in 1971."],
  "Pelé": ["a Brazilian footballer widely regarded as one of the greatest of all time, and the only player to win three World Cups (1958, 1962 and 1970)", "He spent most of his career at Santos and later played for the New York Cosmos."],
  "Diego Maradona": ["an Argentine footballer who captained Argentina to the 1986 World Cup", "In the 1986 quarter-final against England he scored both the \"Hand of God\" goal and the \"Goal of the Century\".", "He led Napoli to their first two Italian league titles."],
  "Lionel Messi": ["an Argentine footballer widely regarded as one of the greatest of all time", "He spent most of his career at Barcelona, and captained Argentina to the 2022 World Cup.", "He has won the Ballon d'Or a record eight times."],
  "Cristiano Ronaldo": ["a Portuguese footballer, one of the greatest goalscorers of all time", "He has played for Sporting CP, Manchester United, Real Madrid, Juventus and Al Nassr, and won five Champions League titles and five Ballon d'Or awards.", "He captained Portugal to the Euro 2016 title."],
  "Michael Jordan": ["an American former basketball player widely regarded as the greatest of all time", "He won six NBA championships with the Chicago Bulls (1991–1993 and 1996–1998), each time as the Finals MVP."],
  "Kobe Bryant": ["an American basketball player who spent his whole 20-year career with the Los Angeles Lakers, winning five NBA championships", "He died with his daughter Gianna and seven others in a helicopter crash in 2020."],
  "Serena Williams": ["an American former tennis player who won 23 Grand Slam singles titles, the most by any woman in the Open Era", "She and her sister Venus also won 14 Grand Slam doubles titles together."],
  "Roger Federer": ["a Swiss former tennis player who won 20 Grand Slam singles titles, including a record eight at Wimbledon"],
  "Rafael Nadal": ["a Spanish former tennis player who won 22 Grand Slam singles titles, including a record 14 French Opens"],
  "Usain Bolt": ["a Jamaican former sprinter who holds the world records in the 100 metres (9.58 seconds) and 200 metres (19.19 seconds), both set in 2009", "He won eight Olympic gold medals."],
  "Michael Phelps": ["an American former swimmer, the most decorated Olympian of all time, with 28 medals, 23 of them gold"],
  // Leaders and public figures
  "George Washington": ["the first president of the United States (1789–1797), who had commanded the Continental Army in the American Revolution", "He presided over the Constitutional Convention of 1787.", "He stepped down after two terms, a precedent followed until Franklin D. Roosevelt."],
  "Abraham Lincoln": ["the 16th president of the United States (1861–1865), who led the Union through the Civil War and towards the end of slavery", "He issued the Emancipation Proclamation and gave the Gettysburg Address in 1863.", "He was assassinated by John Wilkes Booth at Ford's Theatre in Washington, days after the Confederate surrender at Appomattox."],
  "Franklin D. Roosevelt": ["the 32nd president of the United States, from 1933 until his death in 1945, and the only president elected four times", "He led the country through the Great Depression with the New Deal, and through most of World War II."],
  "John F. Kennedy": ["the 35th president of the United States, from 1961 until his assassination in Dallas in 1963", "He faced the Cuban Missile Crisis (1962) and set the goal of landing a man on the Moon."],
  "Ronald Reagan": ["an American actor and politician who was the 40th president of the United States (1981–1989)", "He was governor of California from 1967 to 1975.", "His presidency brought tax cuts, a military build-up and, near the end of the Cold War, arms-control agreements with Mikhail Gorbachev."],
  "Jimmy Carter": ["the 39th president of the United States (1977–1981)", "He brokered the Camp David Accords between Egypt and Israel (1978).", "He won the Nobel Peace Prize in 2002 for his work through the Carter Center, and he lived to 100, longer than any other president."],
  "Barack Obama": ["an American politician who was the 44th president of the United States (2009–2017), the first African American to hold the office", "Before that he was a US senator from Illinois (2005–2008).", "He won the Nobel Peace Prize in 2009; his signature law was the Affordable Care Act (2010)."],
  "Joe Biden": ["an American politician who was the 46th president of the United States (2021–2025)", "He was Barack Obama's vice president (2009–2017) and a US senator from Delaware for 36 years."],
  "Donald Trump": ["an American businessman and politician who was the 45th president of the United States (2017–2021) and was elected again in 2024, as the 47th", "Before politics he ran his family's real-estate business and hosted the reality show *The Apprentice*."],
  "Martin Luther King Jr.": ["an American Baptist minister and the best-known leader of the civil rights movement, committed to nonviolent protest", "He led the Montgomery bus boycott (1955–1956) and gave his \"I Have a Dream\" speech at the March on Washington in 1963.", "He won the Nobel Peace Prize in 1964 and was assassinated in Memphis in 1968."],
  "Winston Churchill": ["a British statesman who was prime minister during World War II (1940–1945) and again from 1951 to 1955", "His speeches rallied Britain after the fall of France in 1940.", "He won the Nobel Prize in Literature in 1953 for his historical writing and his speeches."],
  "Queen Elizabeth II": ["Queen of the United Kingdom and other Commonwealth realms from 1952 until her death, the longest-reigning British monarch", "She reigned for 70 years and 214 days, and was crowned in Westminster Abbey in 1953.", "She was succeeded by her eldest son, Charles III."],
  "Diana, Princess of Wales": ["a member of the British royal family, the first wife of Charles, then Prince of Wales, and the mother of Prince William and Prince Harry", "She was known for her charity work, including for people with HIV/AIDS and the campaign against landmines.", "She died in a car crash in Paris in 1997."],
  "Napoleon Bonaparte": ["a French military leader who rose to power in the French Revolution and ruled France as emperor from 1804 to 1814, and again briefly in 1815", "He conquered much of Europe and introduced the Napoleonic Code, a civil code that still shapes law in many countries.", "His invasion of Russia in 1812 ended in disaster; after his defeat at Waterloo in 1815 he was exiled to Saint Helena, where he died."],
  "Mahatma Gandhi": ["an Indian lawyer and political leader who led India's nonviolent struggle for independence from British rule", "He developed satyagraha, nonviolent resistance, first in South Africa and then in India, in campaigns such as the Salt March (1930).", "He was assassinated by a Hindu nationalist in 1948, months after India became independent."],
  "Nelson Mandela": ["a South African anti-apartheid leader who became the country's first Black president, from 1994 to 1999", "He spent 27 years in prison, many of them on Robben Island, before his release in 1990.", "He shared the 1993 Nobel Peace Prize with F. W. de Klerk."],
};

/** "Tell me about X", "Who was X?", "Who is X?", "Give me a short bio of X"; group 1 is the name. */
const ABOUT = /^(?:tell\s+me\s+(?:(?:a\s+bit|a\s+little|something|more)\s+)?about|who\s+(?:was|is)|who's|give\s+me\s+(?:an?\s+)?(?:short\s+|brief\s+|quick\s+)?(?:bio(?:graphy)?|overview|summary)\s+of|describe|introduce)\s+(.{2,40}?)$/;
/** "What is X known for?", "What was X famous for?", "Why is X famous?"; group 1 or 2 is the name. */
const KNOWN = /^(?:what\s+(?:is|was)\s+(.{2,40}?)\s+(?:best\s+)?(?:known|famous)\s+for|why\s+(?:is|was)\s+(.{2,40}?)\s+(?:so\s+)?famous)$/;
/** "can you", "please": asking politely, before what is asked. */
const POLITE = /^(?:(?:hey|hi|ok|okay|so)[,!]?\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?|please\s+)?/;
/** Cheap first look: every form says one of these. */
const CUE = /\b(?:about|who|who's|known|famous|bio|biography|overview|summary|describe|introduce)\b/i;

/**
 * Who a listed person is or was, with their dates and what they are known for, or undefined when
 * the prompt asks no such question or the side table does not know the person.
 * @example peopleOverviewReply("Who was Marie Curie?")?.startsWith("**Marie Curie** (7 November 1867 – 4 July 1934) was a Polish-born French physicist") // true
 */
export function peopleOverviewReply(prompt: string): string | undefined {
  if (prompt.length > 200 || !CUE.test(prompt)) return undefined;
  // "Who was Albert Einstein? One sentence please": the question without its length, then the overview fitted to it.
  const length = askedLength(prompt);
  const asked = length?.rest ?? prompt;
  if (asked.length > 80) return undefined;
  const question = asked.trim().toLowerCase().replace(/[’‘]/g, "'").replace(/[\s?.!]+$/, "").replace(/\s+/g, " ").replace(POLITE, "");
  const about = ABOUT.exec(question);
  const known = about ? undefined : KNOWN.exec(question);
  const name = about?.[1] ?? known?.[1] ?? known?.[2];
  // "Who is the queen?" asks who holds an office now, not about the queen the table lists.
  if (name === undefined || /^the\s/.test(name)) return undefined;
  const person = personNamed(name);
  const knownFor = person && KNOWN_FOR[person.shown];
  if (!person || !knownFor) return undefined;
  const [lead, ...facts] = overview(person, knownFor);
  const whole = facts.length === 0 ? lead : `${lead}\n\n${facts.map((fact) => `- ${fact}`).join("\n")}`;
  return length === undefined ? whole : fittedToLength(whole, length, [lead, ...facts.flatMap(sentencesOf)]);
}

/** "**Albert Einstein** (14 March 1879 – 18 April 1955) was …", then the facts. */
function overview(person: Life, [lead, ...facts]: KnownFor): [lead: string, ...facts: string[]] {
  const dates = person.died === undefined ? `born ${dateOf(person.born)}` : `${dateOf(person.born)} – ${dateOf(person.died)}`;
  return [`**${person.shown}** (${dates}) ${person.died === undefined ? "is" : "was"} ${lead}.`, ...facts];
}

/** A row's date as the parentheses write it: "on 15 April 1452" → "15 April 1452", "around 1445" → "c. 1445", "in December 1770 (…)" → "December 1770". */
function dateOf(said: string): string {
  return said.replace(/\s*\(.*\)$/, "").replace(/^around\s+/, "c. ").replace(/^(?:on|in)\s+/, "");
}
