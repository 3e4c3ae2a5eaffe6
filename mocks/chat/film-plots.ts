/**
 * What the well-known films of known-films.ts are about, and how they end: "Summarize the plot of
 * Inception" (plots.ts reads the plots here), "What is The Matrix about?", "Explain the ending of
 * Inception", "Is Parasite worth watching?". A film everyone has heard of, answered with "it helps
 * to know what you need it for", reads as a broken mock.
 *
 * A plot stops short of the ending and its twists, as a model's summary of a film usually does for
 * someone who may not have seen it (designed); "Explain the ending" and "How does X end?" ask for
 * the ending and get it, spoilers and all. Plots as the films tell them; a film whose plot is not
 * here is left to the other replies.
 */
import { filmNamed, type Film } from "./known-films.ts";

/** A film's plot without its ending, and its ending. */
type Story = readonly [plot: string, ending: string];

/** By the title as known-films.ts writes it. */
const STORIES: Readonly<Record<string, Story>> = {
  Inception: [
    "Dom Cobb is a thief who steals secrets from people's minds by entering their dreams. Wanted in the United States over his wife's death and unable to see his children, he is offered a way home by the businessman Saito: instead of stealing an idea, plant one, \"inception\", in the mind of Robert Fischer, heir to a rival business empire. Cobb gathers a team (the point man Arthur, the architect Ariadne, the forger Eames and the chemist Yusuf), and they descend through a dream within a dream within a dream, where time runs slower at each level. Fischer's trained subconscious fights back, and so does Mal, the projection of Cobb's dead wife that his guilt keeps bringing back.",
    "The team plants the idea, and Cobb finds Saito, now old, in limbo and brings them both back. Cobb wakes on the plane, passes through immigration and goes home to his children. He spins his top, the totem that tells him whether he is dreaming (in a dream it never falls), but walks away to his children before it settles; the film cuts to black as it wobbles. Whether he is still dreaming is left open, and many read the point as that Cobb no longer cares.",
  ],
  "The Matrix": [
    "Thomas Anderson, a programmer who hacks at night as Neo, is contacted by the mysterious Morpheus and Trinity. Morpheus offers him a red pill, and Neo wakes up in the real world: a ruined future in which intelligent machines keep humanity asleep in pods to harvest their energy, while their minds live in a simulated world, the Matrix. Morpheus believes Neo is \"the One\", prophesied to free humankind. Neo learns to bend the Matrix's rules while the crew of the Nebuchadnezzar is hunted by Agents, programs led by Agent Smith, and betrayed from within by Cypher.",
    "Neo rescues Morpheus from the Agents, but Smith kills him inside the Matrix. Trinity tells Neo's body that the Oracle said she would fall in love with the One, and he comes back to life. Now seeing the Matrix as code, he stops bullets, destroys Smith from the inside, and ends with a phone call promising to show people a world without the machines' rules.",
  ],
  Interstellar: [
    "With Earth's crops failing to blight and dust storms, the former NASA pilot Joseph Cooper farms with his children, Murph and Tom. Strange gravitational signals in Murph's room lead them to a secret NASA base, where Professor Brand plans to find humanity a new home through a wormhole near Saturn. Cooper leaves his daughter to pilot the Endurance with Brand's daughter Amelia and a small crew, visiting planets near the black hole Gargantua, where time runs so slowly that an hour on one world costs seven years on Earth. Back home, Murph grows up working on the gravity equation her father's mission depends on.",
    "Cooper falls into Gargantua and finds himself in a tesseract, built by future humans, behind Murph's bookcase. Through gravity he sends her, in the ticking of the watch he gave her, the data from inside the black hole she needs to solve the equation, and humanity leaves Earth on vast space stations. Cooper is found decades later, barely older, meets the aged Murph on her deathbed, and sets off to join Amelia, who has begun a colony on a new planet.",
  ],
  "The Dark Knight": [
    "Batman, Lieutenant Jim Gordon and the new district attorney Harvey Dent set out to dismantle Gotham's organized crime. The mob turns to the Joker, an anarchic criminal who wants to prove that anyone can be pushed into chaos, and he starts killing people until Batman reveals who he is. The Joker's schemes force impossible choices on Batman, Gordon and Dent, including one between saving Rachel Dawes and saving Dent.",
    "Rachel dies, and Dent, his face half burned, becomes Two-Face and takes revenge on those he blames. The Joker's last experiment, two ferries each rigged to blow up the other, fails when neither pulls the trigger, and Batman captures him. To keep Dent's reputation, and the convictions he won, intact, Batman takes the blame for Dent's killings and becomes a hunted outlaw: the \"dark knight\".",
  ],
  "The Godfather": [
    "In 1945, Don Vito Corleone heads one of New York's five Mafia families. When he refuses to back a rival's narcotics business, he is shot and badly wounded, and war breaks out among the families. His youngest son, Michael, a war hero who wanted nothing to do with the family business, kills the drug dealer Sollozzo and the corrupt police captain McCluskey, and hides in Sicily. Over the years that follow, Michael is drawn ever deeper into the family he meant to leave.",
    "After Vito dies, Michael has the heads of the other families murdered while he stands as godfather at his nephew's baptism, and his brother-in-law Carlo killed for setting up his brother Sonny's death. He lies to his wife, Kay, that he had nothing to do with it, and the door closes on her as his men kiss his hand as the new Don.",
  ],
  "Pulp Fiction": [
    "Several stories of Los Angeles criminals interlock, told out of order: the hitmen Jules and Vincent recover a mysterious briefcase for their boss, Marsellus Wallace; Vincent takes Marsellus's wife, Mia, out for the evening, which goes badly wrong; the boxer Butch double-crosses Marsellus by refusing to throw a fight; and two small-time robbers, Pumpkin and Honey Bunny, hold up a diner.",
    "The film ends at the diner where it began: Jules, who has decided after a \"miracle\" to leave the life, talks the robbers down and lets them go with the money instead of killing them, and walks out with Vincent and the briefcase. Told in order, Vincent dies later: Butch kills him at his apartment in an earlier part of the film.",
  ],
  "The Shawshank Redemption": [
    "In 1947, the banker Andy Dufresne is sentenced to two life terms in Shawshank State Penitentiary for the murders of his wife and her lover, which he says he did not commit. He befriends Red, a lifer who can get things, and over the years does the guards' taxes and launders money for the corrupt Warden Norton, while building up the prison library. When a young inmate, Tommy, says he met the real killer, the warden has him killed to keep Andy working for him.",
    "Andy escapes through a tunnel he dug behind a poster over nearly twenty years and crawls out through the sewage pipe. He exposes the warden's corruption and takes the laundered money, and Norton shoots himself. Red is paroled, follows Andy's clues to a letter buried under an oak tree, and joins him on a beach in Zihuatanejo, Mexico.",
  ],
  "Forrest Gump": [
    "Forrest Gump, a kind man from Alabama with a low IQ, tells his life story to strangers at a bus stop. He becomes a college football star, a Vietnam War hero who saves men of his platoon, a ping-pong champion and a shrimp-boat captain, runs back and forth across America for more than three years, and stumbles into many of the great moments of American history. All the while he loves his childhood friend Jenny, whose life takes a much harder path.",
    "Jenny, ill with a virus, asks Forrest to come to her; he meets their son, little Forrest, and they marry. After Jenny dies, Forrest raises their son and sees him off on the school bus, as a feather drifts away on the wind.",
  ],
  Titanic: [
    "In 1996, a treasure hunter searching the wreck of the Titanic for a diamond finds a drawing of a young woman wearing it, and the elderly Rose tells him her story. In 1912, 17-year-old Rose sails on the Titanic with her wealthy, controlling fiancé, Cal, and her mother, feeling trapped. She falls in love with Jack Dawson, a poor artist who won his ticket in a poker game. Then the ship strikes an iceberg.",
    "As the ship sinks, Jack and Rose end up in the freezing water; Rose lies on a floating piece of wood while Jack, in the water, makes her promise to survive, and he dies of the cold. Rose is rescued, takes Jack's surname and lives a full life. In the present she drops the diamond, the Heart of the Ocean, into the sea, and is seen reunited with Jack on the ship's Grand Staircase.",
  ],
  Avatar: [
    "In 2154, the paraplegic former Marine Jake Sully takes his dead twin brother's place in the Avatar Program on Pandora, a moon where humans mine the valuable unobtanium. In a genetically engineered Na'vi body, he is to win the trust of the Omaticaya clan, whose home tree stands on a rich deposit. Taught by Neytiri, he comes to love the Na'vi and their world, and must choose a side when the mining company and Colonel Quaritch prepare to take the land by force.",
    "Jake joins the Na'vi, unites the clans and, with the help of Pandora's wildlife, defeats the humans; Neytiri kills Quaritch. The humans are sent away, and Jake's mind is transferred for good into his Avatar body at the Tree of Souls.",
  ],
  "Jurassic Park": [
    "The billionaire John Hammond has built a theme park of dinosaurs cloned from DNA found in mosquitoes preserved in amber, on an island off Costa Rica. Before it opens, he invites the paleontologists Alan Grant and Ellie Sattler, the mathematician Ian Malcolm and a lawyer, along with his two grandchildren, to tour it. When the programmer Dennis Nedry shuts down the park's security to smuggle out embryos, the fences go dead in a storm and the dinosaurs, a Tyrannosaurus rex and the velociraptors among them, break loose.",
    "Grant gets the children across the park and the power is restored, but the survivors are cornered by velociraptors in the visitor center until the T. rex bursts in and kills the raptors. Hammond, Malcolm, Sattler, Grant and the children escape by helicopter, and Hammond agrees the park cannot be endorsed.",
  ],
  Jaws: [
    "In the New England resort town of Amity Island, a great white shark kills a young swimmer. Police Chief Martin Brody wants to close the beaches, but the mayor keeps them open for the summer tourists, and more people die. Brody, the oceanographer Matt Hooper and the grizzled shark hunter Quint set out on Quint's boat, the Orca, to hunt it.",
    "The shark proves far bigger than they thought; it wrecks the Orca and eats Quint. Brody jams a compressed-air tank into its mouth and shoots the tank, blowing the shark apart, and he and Hooper paddle back to shore.",
  ],
  "Star Wars": [
    "The Galactic Empire has built the Death Star, a space station able to destroy a planet. Princess Leia, a leader of the Rebellion, hides its plans in the droid R2-D2 before she is captured by Darth Vader. R2-D2 and C-3PO reach the farm boy Luke Skywalker on Tatooine, who meets the old Jedi Obi-Wan Kenobi, hires the smuggler Han Solo and his copilot Chewbacca, and sets out to rescue Leia.",
    "They rescue Leia from the Death Star, where Obi-Wan is struck down by Vader. The plans reveal a weakness, and in the rebels' attack Luke, guided by Obi-Wan's voice and trusting the Force, fires the shot that destroys the Death Star after Han returns to save him. Leia gives Luke and Han medals.",
  ],
  "The Lord of the Rings: The Fellowship of the Ring": [
    "The hobbit Frodo Baggins inherits from his uncle Bilbo the One Ring, forged by the Dark Lord Sauron to rule the world. The wizard Gandalf sends him out of the Shire with Sam, Merry and Pippin, pursued by the Ringwraiths. At Rivendell a Fellowship of nine (the four hobbits, Gandalf, Aragorn, Boromir, the elf Legolas and the dwarf Gimli) sets out to destroy the Ring in the fires of Mount Doom.",
    "Gandalf falls fighting the Balrog in the Mines of Moria. Boromir, tempted by the Ring, tries to take it from Frodo, then dies defending Merry and Pippin from the Uruk-hai, who carry the two off. Frodo decides to go on to Mordor alone, Sam insists on coming with him, and the Fellowship is broken.",
  ],
  "Spirited Away": [
    "Ten-year-old Chihiro and her parents wander into what looks like an abandoned theme park but is the world of spirits. Her parents eat the spirits' food and turn into pigs, and Chihiro must work in the bathhouse of the witch Yubaba, who takes her name and calls her Sen. Helped by the mysterious boy Haku, she works to free her parents and get back to the human world.",
    "Chihiro frees Haku by remembering his true name: he is the spirit of the Kohaku River. She passes Yubaba's last test by seeing that none of the pigs she is shown is her parents, and walks back through the tunnel with them; they remember nothing.",
  ],
  Parasite: [
    "The poor Kim family lives in a cramped semi-basement in Seoul. When the son, Ki-woo, is recommended as an English tutor for the daughter of the wealthy Park family, the Kims scheme their way into the household one by one, as an art therapist, a driver and a housekeeper, hiding that they are related. Their scheme begins to unravel when the former housekeeper comes back with a secret hidden beneath the house.",
    "At the Parks' garden party the secret ends in violence: the man who has lived hidden in the bunker stabs Ki-jung, and Ki-taek, stung by Mr. Park's disgust at his smell, kills Park and vanishes into the bunker himself. Ki-woo writes to his father that he will earn enough to buy the house one day and free him, but the film ends back in the semi-basement.",
  ],
  Casablanca: [
    "In December 1941, in Vichy-controlled Casablanca, refugees wait for exit visas to Lisbon and America. The cynical American Rick Blaine runs a nightclub and sticks his neck out for nobody, until his former lover, Ilsa Lund, walks in with her husband, the Czech resistance leader Victor Laszlo, who needs letters of transit to escape the Nazis. Rick holds two such letters, and must choose between love and a greater cause.",
    "At the airport, Rick sends Ilsa away with Laszlo and shoots the German Major Strasser; Captain Renault covers for him by ordering his men to \"round up the usual suspects\", and the two walk off into the fog at \"the beginning of a beautiful friendship\".",
  ],
  Arrival: [
    "Twelve alien spacecraft appear around the world, and the linguist Louise Banks is recruited by the US Army, with the physicist Ian Donnelly, to learn the language of the heptapods at the Montana site. As she learns their circular written language, she has visions of a daughter. Tensions grow as other nations, led by China, prepare to attack the aliens.",
    "Louise learns that the heptapods' language changes how its speakers perceive time: her visions are of the future, not the past. Using a memory of a future meeting with China's General Shang, she tells him his late wife's dying words and stops the attack. She chooses to have her daughter with Ian, knowing the child will die young.",
  ],
  Dune: [
    "In the far future, Duke Leto Atreides is ordered by the Emperor to take over the desert planet Arrakis, the only source of the spice melange, the most valuable substance in the universe. His son, Paul, trained by his mother, Jessica, in the ways of the Bene Gesserit, is troubled by visions of the Fremen, the desert's people. On Arrakis, the Atreides are betrayed and attacked by their rivals, the Harkonnens, with the Emperor's troops behind them.",
    "Leto dies, and Paul and Jessica escape into the desert, where they meet the Fremen. Paul kills Jamis in a ritual duel, is accepted among them, and sets out with them and Chani: the film ends halfway through the novel, which the sequel finishes.",
  ],
  Oppenheimer: [
    "The film follows the physicist J. Robert Oppenheimer from his studies in Europe and his work at Berkeley to his leadership of the Manhattan Project at Los Alamos, where scientists race to build the atomic bomb during World War II. It is framed by two later hearings: the 1954 security hearing that strips him of his clearance, and the 1959 Senate confirmation hearing of Lewis Strauss, the former chairman of the Atomic Energy Commission.",
    "The Trinity test succeeds, the bombs are dropped on Hiroshima and Nagasaki, and Oppenheimer is haunted by what he has made. The hearings reveal that Strauss engineered the security hearing out of a grudge, and the Senate rejects his nomination. The film ends with Oppenheimer telling Einstein that he believes they did start the chain reaction that will destroy the world.",
  ],
  Barbie: [
    "Barbie lives a perfect life in Barbieland, where Barbies run everything and the Kens are happy just to be noticed. When she starts thinking about death and her feet go flat, she travels to the real world with Ken to find the person playing with her. There she meets Gloria, a Mattel employee, and her daughter Sasha, while Ken discovers patriarchy and brings it back to Barbieland.",
    "Gloria's speech about the impossible demands made of women breaks the spell on the Barbies, and they win back Barbieland from the Kens. Barbie chooses to become human, and the film ends with her arriving for her first gynecologist appointment.",
  ],
  Up: [
    "Carl Fredricksen, a 78-year-old widower, ties thousands of balloons to his house and floats away toward Paradise Falls in South America, keeping a promise to his late wife, Ellie. He finds a stowaway on his porch: Russell, an eager young Wilderness Explorer. In South America they meet Kevin, a giant rare bird, and Dug, a talking dog, and find Carl's childhood hero, the explorer Charles Muntz, who is determined to capture Kevin.",
    "Carl reads Ellie's adventure book and finds her note thanking him for the adventure of their life together. He lets go of the house to save Russell and Kevin, and Muntz falls to his death. Back home, Carl stands in for Russell's absent father at his badge ceremony.",
  ],
  "Toy Story": [
    "Woody, a cowboy doll, is the favorite toy of a boy named Andy, until Andy gets Buzz Lightyear, an action figure who believes he is a real space ranger. Jealous, Woody knocks Buzz out of a window, and the two end up lost in the world outside, in the hands of Sid, the toy-torturing boy next door.",
    "Buzz accepts that he is a toy, and with the help of Sid's mutant toys, Woody and Buzz escape, terrifying Sid by coming to life in front of him. They catch up with Andy's moving van and land in the car; at Christmas, the toys listen anxiously to Andy's presents: a puppy.",
  ],
  "Finding Nemo": [
    "Marlin, an anxious clownfish, loses his wife and almost all their eggs to a barracuda and raises his only son, Nemo, alone. When Nemo is caught by a diver and taken to a dentist's aquarium in Sydney, Marlin crosses the ocean to find him, helped by Dory, a friendly blue tang with short-term memory loss.",
    "Nemo escapes the aquarium down a drain into the harbor, finds his father, and helps save Dory and a school of fish from a fishing net. Back on the reef, Marlin lets Nemo go off to school with confidence.",
  ],
  "The Lion King": [
    "Simba, the young son of King Mufasa, is heir to the Pride Lands. His uncle Scar kills Mufasa in a wildebeest stampede and convinces Simba it was his fault, so Simba runs away and Scar takes the throne with the hyenas. Simba grows up carefree with Timon and Pumbaa, until his childhood friend Nala finds him.",
    "Simba returns, confronts Scar and learns the truth; Scar is defeated and killed by the hyenas he betrayed. Simba takes his place as king, and the film ends with his and Nala's cub presented on Pride Rock.",
  ],
  Frozen: [
    "Princess Elsa of Arendelle was born with the power to create ice and snow, and hides it even from her sister, Anna. At her coronation her powers are revealed, plunging the kingdom into an endless winter, and Elsa flees to the mountains. Anna sets out to find her with the ice harvester Kristoff, his reindeer Sven and the snowman Olaf, leaving her fiancé, Prince Hans, in charge.",
    "Elsa accidentally strikes Anna's heart with ice, and only an act of true love can save her. Hans turns out to be after the throne; Anna throws herself between Elsa and his sword, freezing solid, and her own act of love thaws her. Elsa learns that love is how to control her powers, and ends the winter.",
  ],
  Gladiator: [
    "In AD 180, the Roman general Maximus is chosen by the dying Emperor Marcus Aurelius to return power to the Senate. Marcus's son Commodus murders his father, takes the throne and orders Maximus and his family killed. Maximus escapes, but his wife and son are murdered; he is sold into slavery and becomes a gladiator, fighting his way to the Colosseum in Rome and face to face with the emperor.",
    "Before their final duel in the Colosseum, Commodus secretly stabs Maximus to weaken him, but Maximus kills him. Maximus dies, asking that Rome be returned to the Senate, and is reunited in death with his family.",
  ],
  Alien: [
    "The crew of the commercial towing ship Nostromo is woken on the way back to Earth to investigate a signal from a moon. One of them, Kane, is attacked by a creature that clamps itself to his face; later, another bursts from his chest and escapes into the ship. The alien grows quickly and hunts the crew one by one, while the science officer, Ash, seems to be following orders of his own.",
    "Ash turns out to be an android under orders to bring the alien back, the crew expendable. Ripley sets the Nostromo to self-destruct and escapes in the shuttle with the cat, Jones, finds the alien hidden aboard, and blows it out of the airlock before going into hypersleep for the journey home.",
  ],
  "The Silence of the Lambs": [
    "The FBI trainee Clarice Starling is sent to interview Dr. Hannibal Lecter, a brilliant psychiatrist and imprisoned cannibalistic serial killer, hoping he will help catch \"Buffalo Bill\", a killer who skins his female victims. Lecter trades clues for details of Clarice's past. When Bill kidnaps a senator's daughter, the race to find her begins.",
    "Lecter escapes from custody in Memphis. Following his clues, Clarice finds Bill on her own and kills him in his dark basement, saving Catherine. At her graduation, Lecter calls her to say he has no plans to come after her, and hangs up to follow his old jailer, Dr. Chilton.",
  ],
  "Fight Club": [
    "An unnamed narrator, an insomniac with a dull office job, finds relief in support groups until he meets Marla Singer, another impostor. On a flight he meets the soap salesman Tyler Durden, and after his apartment blows up he moves into Tyler's decaying house. Together they start an underground fight club, which grows into Project Mayhem, an anti-consumerist movement with plans for destruction.",
    "The narrator discovers that he and Tyler are the same person: Tyler is his alter ego. Project Mayhem sets out to blow up the buildings of credit card companies to wipe out debt; the narrator shoots himself through the cheek to be rid of Tyler, and watches the buildings fall holding Marla's hand.",
  ],
  "Back to the Future": [
    "In 1985, the teenager Marty McFly is accidentally sent back to 1955 in a time machine his friend Doc Brown built from a DeLorean. He gets in the way of his parents' first meeting, and his teenage mother falls for him instead, so his own existence starts to fade. With the 1955 Doc, he must bring his parents together and get back to the future, using the lightning that will strike the town's clock tower.",
    "George stands up to the bully Biff and wins Lorraine at the dance, and Marty rides the lightning back to 1985. He finds his family changed, confident and successful, and Doc, who read Marty's warning letter after all, survived being shot. Doc then arrives from the future to take Marty and Jennifer to fix a problem with their kids.",
  ],
  "Get Out": [
    "Chris Washington, a young Black photographer, goes with his white girlfriend, Rose Armitage, to meet her parents at their country estate for the weekend. The family's overly friendly welcome and the strange behavior of their Black housekeeper and groundskeeper unsettle him, and after Rose's mother hypnotizes him, he realizes something is very wrong.",
    "Chris discovers that the Armitages abduct Black people and transplant white people's brains into their bodies, with Rose luring the victims. He fights his way out, killing the family, and his friend Rod, a TSA officer, arrives to take him home.",
  ],
};

const BY_LOWER: ReadonlyMap<string, string> = new Map(Object.keys(STORIES).map((title) => [title.toLowerCase(), title]));
/** Short names people use: "LOTR", "Fellowship of the Ring", "Star Wars: A New Hope". */
const ALIASES: ReadonlyMap<string, string> = new Map([
  ["the fellowship of the ring", "The Lord of the Rings: The Fellowship of the Ring"],
  ["fellowship of the ring", "The Lord of the Rings: The Fellowship of the Ring"],
  ["lord of the rings", "The Lord of the Rings: The Fellowship of the Ring"],
  ["the lord of the rings", "The Lord of the Rings: The Fellowship of the Ring"],
  ["star wars: a new hope", "Star Wars"],
  ["a new hope", "Star Wars"],
  ["shawshank redemption", "The Shawshank Redemption"],
  ["shawshank", "The Shawshank Redemption"],
  ["the godfather part i", "The Godfather"],
  ["silence of the lambs", "The Silence of the Lambs"],
  ["dark knight", "The Dark Knight"],
  ["the matrix", "The Matrix"],
  ["matrix", "The Matrix"],
  ["dune: part one", "Dune"],
]);

/**
 * A known film's title and plot, without its ending, by its title in lower case ("inception"), or undefined.
 * @example filmPlot("inception")?.[0] // "Inception"
 */
export function filmPlot(lowerTitle: string): readonly [title: string, plot: string] | undefined {
  const title = BY_LOWER.get(lowerTitle) ?? ALIASES.get(lowerTitle);
  return title === undefined ? undefined : [title, STORIES[title]![0]];
}

/** The cheap cue: a film's plot, ending or worth is asked about. */
const CUE = /\b(?:about|end(?:ing|s)?|worth|watch)\b/i;
/** "What is Inception about?", "What's the movie Up about?": group 1 the title. */
const ABOUT = /^\s*(?:so\s+)?what(?:'s|\s+is|\s+was)\s+(?:the\s+(?:movie|film)\s+)?(.{2,80}?)\s+about\s*[?.!]*\s*$/i;
/** "Explain the ending of Inception", "How does Titanic end?", "What happens at the end of Parasite?": group 1 or 2 the title. */
const ENDING =
  /^\s*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:explain|what\s+(?:is|was|does)|what's|what\s+happens\s+(?:at|in))\s+(?:me\s+)?the\s+end(?:ing)?\s+(?:of|in)\s+(?:the\s+(?:movie|film)\s+)?(.{2,80}?)(?:\s+mean)?\s*[?.!]*\s*$|^\s*how\s+does\s+(?:the\s+(?:movie|film)\s+)?(.{2,80}?)\s+end\s*[?.!]*\s*$/i;
/** "Is Inception worth watching?", "Should I watch Parasite?": group 1 or 2 the title. */
const WORTH = /^\s*is\s+(?:the\s+(?:movie|film)\s+)?(.{2,80}?)\s+(?:worth\s+(?:watching|seeing|it)|a\s+good\s+(?:movie|film))\s*[?.!]*\s*$|^\s*should\s+i\s+(?:watch|see)\s+(?:the\s+(?:movie|film)\s+)?(.{2,80}?)\s*[?.!]*\s*$/i;

/** The known film a title written in a prompt is, or undefined. */
function storyTitle(written: string): string | undefined {
  const lower = written.replace(/["“”*_]/g, "").replace(/\s+\(\d{4}\)$/, "").trim().toLowerCase();
  return BY_LOWER.get(lower) ?? ALIASES.get(lower);
}

/**
 * What a known film is about, how it ends, or whether it is worth watching; undefined for other prompts and films.
 * @example filmReply("Explain the ending of Inception")?.startsWith("**The ending of Inception**") // true
 */
export function filmReply(prompt: string): string | undefined {
  if (!CUE.test(prompt) || prompt.length > 200) return undefined;
  const about = ABOUT.exec(prompt);
  if (about) {
    const title = storyTitle(about[1]!);
    return title === undefined ? undefined : `**${title}** ${described(knownFilm(title))}: ${STORIES[title]![0]}`;
  }
  const ending = ENDING.exec(prompt);
  if (ending) {
    const title = storyTitle(ending[1] ?? ending[2]!);
    return title === undefined ? undefined : `**The ending of ${title}** (spoilers ahead): ${STORIES[title]![1]}`;
  }
  const worth = WORTH.exec(prompt);
  if (worth) {
    const title = storyTitle(worth[1] ?? worth[2]!);
    const film = title === undefined ? undefined : knownFilm(title);
    return title === undefined || film === undefined ? undefined : worthWatching(film, STORIES[title]![0]);
  }
  return undefined;
}

/** The table's film of a title here ("Up" too, which filmNamed takes only in a message about films). */
function knownFilm(title: string): Film | undefined {
  return filmNamed(`the movie ${title}`);
}

/** "(2010, directed by Christopher Nolan)". */
function described(film: Film | undefined): string {
  return film === undefined ? "" : `(${film.year}, directed by ${film.director})`;
}

/** A short take: who made it, what it is, how it is rated, and who will like it. */
function worthWatching(film: Film, plot: string): string {
  const genres = film.genres.map((genre) => (genre === "sci-fi" ? "science fiction" : genre));
  const liked = genres.length > 1 ? `${genres.slice(0, -1).join(", ")} and ${genres[genres.length - 1]}` : genres[0]!;
  const verdict = film.rating >= 8 ? "Yes: it's widely considered one of the best films of its kind" : film.rating >= 7 ? "Yes, for most people: it's well liked by critics and audiences" : "It depends on your taste: it has as many fans as critics";
  const premise = plot.split(/(?<=[.!?])\s+/)[0]!;
  return `${verdict}. **${film.title}** (${film.year}), directed by ${film.director}, is rated about ${film.rating}/10 by audiences. ${premise}\n\nYou'll probably enjoy it if you like ${liked}. No spoilers here: ask me about the ending once you've seen it.`;
}
