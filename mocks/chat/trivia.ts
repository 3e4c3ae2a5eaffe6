/**
 * Replies to the school-level trivia people test a chatbot with: "What is the speed of light?",
 * "How far is the moon?", "Who invented the telephone?", who was first ("Who was the first woman in
 * space?", "Who first climbed Everest?"), and the few office holders everyone asks about ("Who is the president of France?"), said to be true as of the model's last update. The
 * answer is one or two sentences with the key figure bold, the same in every choice (a fact, like
 * facts.ts's).
 *
 * A question is matched whole ("Write a poem about the speed of light" is a poem): it is
 * normalized and looked up in one map of every phrasing the tables list, so a question costs one
 * cheap cue test and one lookup, never a scan over the table.
 */

/** A fact and the questions that ask for it, written as people type them. */
export interface Trivium {
  readonly asked: readonly string[];
  readonly answer: string;
}

export const TRIVIA: readonly Trivium[] = [
  { asked: ["What is the speed of light?", "How fast is light?", "How fast does light travel?", "What is the speed of light in a vacuum?"], answer: "The speed of light in a vacuum is exactly **299,792,458 meters per second**: about 300,000 km per second, or 186,000 miles per second." },
  { asked: ["What is the speed of sound?", "How fast is sound?", "How fast does sound travel?"], answer: "Sound travels at about **343 meters per second** (1,235 km/h, or 767 mph) in dry air at 20 °C; it is faster in water and in solids." },
  { asked: ["What is the boiling point of water?", "At what temperature does water boil?", "What temperature does water boil at?", "What is the boiling point of water in Celsius?"], answer: "Water boils at **100 °C (212 °F)** at sea level; higher up, where the air pressure is lower, it boils at a lower temperature." },
  { asked: ["What is the boiling point of water in Fahrenheit?", "At what temperature does water boil in Fahrenheit?"], answer: "Water boils at **212 °F** (100 °C) at sea level." },
  { asked: ["What is the freezing point of water?", "At what temperature does water freeze?", "What temperature does water freeze at?", "What is the freezing point of water in Celsius?"], answer: "Water freezes at **0 °C (32 °F)** at standard atmospheric pressure." },
  { asked: ["What is the freezing point of water in Fahrenheit?", "At what temperature does water freeze in Fahrenheit?"], answer: "Water freezes at **32 °F** (0 °C) at standard atmospheric pressure." },
  { asked: ["How far is the moon?", "How far is the moon from Earth?", "How far away is the moon?", "How far away is the moon from Earth?", "What is the distance to the moon?", "What is the distance between the Earth and the moon?"], answer: "The Moon is on average about **384,400 km (238,900 miles)** from Earth; over its orbit the distance varies between about 363,000 and 405,000 km." },
  { asked: ["How far is the sun from Earth?", "How far is the sun?", "How far away is the sun?", "How far away is the sun from Earth?", "How far is the Earth from the sun?", "What is the distance to the sun?", "What is the distance between the Earth and the sun?"], answer: "The Sun is on average about **150 million km (93 million miles)** from Earth, a distance called one astronomical unit; its light takes about 8 minutes 20 seconds to reach us." },
  { asked: ["What's the tallest mountain in the world?", "What is the highest mountain in the world?", "What is the tallest mountain on Earth?", "How tall is Mount Everest?", "How high is Mount Everest?"], answer: "**Mount Everest**, on the border of Nepal and China, is the highest mountain above sea level, at **8,849 m (29,032 ft)**. Measured from its base on the sea floor, Hawaii's Mauna Kea is taller." },
  { asked: ["What is the longest river in the world?", "What's the longest river on Earth?", "Which is the longest river in the world?", "Which river is the longest in the world?"], answer: "The **Nile**, at about **6,650 km (4,130 miles)**, is usually named the longest river, though some measurements make the **Amazon** slightly longer: which one wins depends on where each river's source is taken to be." },
  { asked: ["How many continents are there?", "How many continents are there in the world?", "How many continents does the world have?"], answer: "There are **7** continents: Africa, Antarctica, Asia, Australia (Oceania), Europe, North America and South America. Some traditions count fewer, joining Europe and Asia, or the two Americas." },
  { asked: ["How many planets are in the solar system?", "How many planets are there?", "How many planets are there in the solar system?", "How many planets are in our solar system?"], answer: "There are **8** planets in the solar system: Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune. Pluto was reclassified as a dwarf planet in 2006." },
  { asked: ["What is the largest ocean?", "What is the largest ocean in the world?", "What is the biggest ocean?", "Which ocean is the largest?"], answer: "The **Pacific Ocean** is the largest, covering about 165 million km², roughly a third of Earth's surface and more than all the land combined." },
  { asked: ["How many bones are in the human body?", "How many bones does the human body have?", "How many bones are in an adult human body?", "How many bones do humans have?"], answer: "An adult human body has **206** bones; a newborn has around 270 to 300, many of which fuse together as it grows." },
  { asked: ["What is the chemical symbol for gold?", "What is the symbol for gold?", "What is gold's chemical symbol?"], answer: "The chemical symbol for gold is **Au**, from its Latin name *aurum*; its atomic number is 79." },
  { asked: ["What is the chemical symbol for silver?", "What is the symbol for silver?"], answer: "The chemical symbol for silver is **Ag**, from its Latin name *argentum*; its atomic number is 47." },
  { asked: ["What is the chemical symbol for iron?", "What is the symbol for iron?"], answer: "The chemical symbol for iron is **Fe**, from its Latin name *ferrum*; its atomic number is 26." },
  { asked: ["What is the chemical formula for water?", "What is the formula for water?", "What is the chemical formula of water?"], answer: "The chemical formula for water is **H₂O**: two hydrogen atoms bonded to one oxygen atom." },
  { asked: ["What is the largest country in the world?", "What is the biggest country in the world?", "Which is the largest country in the world?", "What is the largest country by area?"], answer: "**Russia** is the largest country by area, at about **17.1 million km²** (6.6 million square miles), more than a ninth of Earth's land." },
  { asked: ["What is the smallest country in the world?", "Which is the smallest country in the world?"], answer: "**Vatican City** is the smallest country, at less than **half a square kilometer** (about 0.2 square miles), entirely surrounded by Rome." },
  { asked: ["What is the most populous country?", "What is the most populous country in the world?", "Which country has the most people?", "Which country has the largest population?"], answer: "**India** has the most people, about **1.45 billion** by the United Nations' 2024 estimate, having passed China in 2023." },
  { asked: ["What is the most spoken language?", "What is the most spoken language in the world?", "Which language is spoken the most?", "What language do most people speak?"], answer: "Counting native and second-language speakers, **English** is the most spoken language, with about 1.5 billion speakers; **Mandarin Chinese** has the most native speakers, about 940 million." },
  { asked: ["How many people live on Earth?", "What is the population of the world?", "What is the world population?", "How many people are there in the world?", "How many people are on Earth?"], answer: "About **8.2 billion** people live on Earth, by the United Nations' estimate for mid-2024; the UN expects the number to peak at around 10.3 billion in the 2080s." },
  { asked: ["What is the largest continent?", "What is the biggest continent?", "Which continent is the largest?"], answer: "**Asia** is the largest continent, at about **44.6 million km²**, and home to about 60% of the world's people." },
  { asked: ["How many countries are there in the world?", "How many countries are there?", "How many countries are in the world?"], answer: "There are **195** countries: the 193 member states of the United Nations and its two observer states, the Holy See (Vatican City) and Palestine." },
  { asked: ["How many states are in the US?", "How many states are there in the USA?", "How many states are in the United States?", "How many states are there in America?"], answer: "The United States has **50** states, plus the District of Columbia (Washington, D.C.), which is not a state." },
  { asked: ["What is the largest planet in the solar system?", "What is the biggest planet?", "What is the largest planet?", "Which planet is the largest?"], answer: "**Jupiter** is the largest planet in the solar system: more than 11 times as wide as Earth, and more than twice as massive as all the other planets combined." },
  { asked: ["What is the smallest planet in the solar system?", "What is the smallest planet?", "Which planet is the smallest?"], answer: "**Mercury** is the smallest planet in the solar system, only a little larger than Earth's Moon." },
  { asked: ["What is the closest planet to the sun?", "Which planet is closest to the sun?"], answer: "**Mercury** is the closest planet to the Sun, on average about 58 million km (36 million miles) away." },
  { asked: ["What is the hottest planet?", "What is the hottest planet in the solar system?", "Which planet is the hottest?"], answer: "**Venus** is the hottest planet, at about **465 °C (870 °F)** on its surface: hotter than Mercury, because its thick carbon dioxide atmosphere traps the heat." },
  { asked: ["Which planet is known as the Red Planet?", "What is the Red Planet?", "Which planet is called the Red Planet?"], answer: "**Mars** is known as the Red Planet, for the iron oxide (rust) in its dust and rocks." },
  { asked: ["What is the closest star to Earth?", "What is the nearest star to Earth?", "What is the closest star?"], answer: "The closest star to Earth is the **Sun**; the next closest is **Proxima Centauri**, about 4.24 light-years away." },
  { asked: ["How old is the Earth?", "What is the age of the Earth?"], answer: "The Earth is about **4.54 billion years** old, dated from the oldest meteorites and the oldest rocks on Earth and the Moon." },
  { asked: ["How old is the universe?", "What is the age of the universe?"], answer: "The universe is about **13.8 billion years** old, by measurements of the cosmic microwave background." },
  { asked: ["How long does it take the Earth to orbit the sun?", "How long does it take for the Earth to go around the sun?", "How long is a year on Earth?"], answer: "The Earth takes about **365.25 days** to orbit the Sun, which is why a leap day is added to the calendar almost every four years." },
  { asked: ["What is the largest desert in the world?", "What is the biggest desert in the world?", "What is the largest desert?"], answer: "The largest desert is **Antarctica**, at about 14 million km²; the largest hot desert is the **Sahara**, at about 9 million km²." },
  { asked: ["What is the largest animal in the world?", "What is the biggest animal in the world?", "What is the largest animal?", "What is the largest animal ever?"], answer: "The **blue whale** is the largest animal known to have lived: up to about **30 m (98 ft)** long, weighing as much as 150 tonnes or more." },
  { asked: ["What is the fastest land animal?", "What is the fastest animal on land?", "What is the fastest animal in the world?"], answer: "The **cheetah** is the fastest land animal, reaching about **100–120 km/h (60–75 mph)** in short sprints; the fastest animal of all is the peregrine falcon, diving at over 300 km/h." },
  { asked: ["What is the tallest animal?", "What is the tallest animal in the world?"], answer: "The **giraffe** is the tallest animal: an adult male can be about **5.5 m (18 ft)** tall." },
  { asked: ["What is the largest organ in the human body?", "What is the largest organ of the human body?", "What is the biggest organ in the body?"], answer: "The **skin** is the human body's largest organ, covering about 1.5 to 2 m² in an adult." },
  { asked: ["What is the largest bone in the human body?", "What is the longest bone in the human body?"], answer: "The **femur**, or thigh bone, is the longest and strongest bone in the human body." },
  { asked: ["What is the smallest bone in the human body?"], answer: "The **stapes**, one of the three tiny bones of the middle ear, is the smallest bone in the human body, about 3 mm long." },
  { asked: ["How many teeth does an adult have?", "How many teeth do adults have?", "How many teeth do humans have?"], answer: "An adult usually has **32** teeth, including four wisdom teeth; a child has 20 baby teeth." },
  { asked: ["How many chromosomes do humans have?", "How many chromosomes are in a human cell?"], answer: "Humans have **46** chromosomes, in 23 pairs: one of each pair comes from each parent." },
  { asked: ["How many hearts does an octopus have?"], answer: "An octopus has **3** hearts: two pump blood through its gills, and the third pumps it through the rest of the body." },
  { asked: ["How many legs does a spider have?"], answer: "A spider has **8** legs; insects, by contrast, have 6." },
  { asked: ["What is the hardest natural substance?", "What is the hardest substance on Earth?", "What is the hardest material on Earth?"], answer: "**Diamond** is the hardest natural substance, rated 10 on the Mohs scale of mineral hardness." },
  { asked: ["What is the most abundant gas in the atmosphere?", "What gas makes up most of the air?", "What is the air made of?"], answer: "Earth's atmosphere is about **78% nitrogen** and 21% oxygen, with argon, carbon dioxide and traces of other gases making up the rest." },
  { asked: ["What is the value of pi?", "What is pi?"], answer: "Pi (π) is the ratio of a circle's circumference to its diameter, about **3.14159**; its digits go on forever without repeating." },
  { asked: ["What is the acceleration due to gravity?", "What is the acceleration of gravity on Earth?"], answer: "Near Earth's surface, gravity accelerates falling objects at about **9.8 m/s²** (32 ft/s²)." },
  { asked: ["What is the deepest point in the ocean?", "What is the deepest part of the ocean?", "How deep is the Mariana Trench?"], answer: "The deepest point in the ocean is the **Challenger Deep**, in the Mariana Trench in the western Pacific, about **10,900 m (nearly 36,000 ft)** down." },
  { asked: ["What is the tallest building in the world?", "What is the tallest building?"], answer: "The **Burj Khalifa** in Dubai is the tallest building in the world, at **828 m (2,717 ft)**, since it opened in 2010." },
  { asked: ["What is the largest lake in the world?", "What is the biggest lake in the world?"], answer: "The **Caspian Sea** is the largest lake by area, about 371,000 km²; the largest freshwater lake by area is **Lake Superior**, and by volume **Lake Baikal**." },
  { asked: ["How many days are in a year?", "How many days are there in a year?"], answer: "A year has **365** days; a leap year, almost every fourth year, has **366**." },
  { asked: ["Who was the first person to walk on the moon?", "Who was the first man on the moon?", "Who first walked on the moon?", "Who was the first person on the moon?", "Who was the first human on the moon?", "Who was the first man to walk on the moon?", "Who was the first human to walk on the moon?", "Who was the first person to land on the moon?", "Who walked on the moon first?"], answer: "**Neil Armstrong** was the first person to walk on the Moon, on 20 July 1969, during Apollo 11; Buzz Aldrin followed him about 20 minutes later." },
  { asked: ["Who was the second person to walk on the moon?", "Who was the second man on the moon?", "Who was the second person on the moon?"], answer: "**Buzz Aldrin** was the second person to walk on the Moon, about 20 minutes after Neil Armstrong, on 20 July 1969, during Apollo 11." },
  { asked: ["Who was the first person in space?", "Who was the first man in space?", "Who was the first human in space?", "Who was the first person to go to space?", "Who was the first man to go to space?", "Who was the first human to go to space?", "Who was the first person to go into space?", "Who was the first human to go into space?", "Who went to space first?", "Who was the first astronaut?", "Who was the first cosmonaut?"], answer: "**Yuri Gagarin**, a Soviet cosmonaut, was the first person in space: he orbited the Earth once aboard Vostok 1 on 12 April 1961." },
  { asked: ["Who was the first woman in space?", "Who was the first woman to go to space?", "Who was the first woman to go into space?", "Who was the first female astronaut?", "Who was the first female cosmonaut?", "Who was the first woman astronaut?"], answer: "**Valentina Tereshkova**, a Soviet cosmonaut, was the first woman in space: she flew aboard Vostok 6 on 16 June 1963, orbiting the Earth 48 times." },
  { asked: ["Who was the first American in space?", "Who was the first American to go to space?", "Who was the first US astronaut?"], answer: "**Alan Shepard** was the first American in space, on a 15-minute suborbital flight aboard Freedom 7 on 5 May 1961; John Glenn was the first American to orbit the Earth, on 20 February 1962." },
  { asked: ["Who was the first American woman in space?", "Who was the first American woman to go to space?"], answer: "**Sally Ride** was the first American woman in space, aboard the Space Shuttle Challenger on mission STS-7 in June 1983." },
  { asked: ["What was the first animal in space?", "What was the first animal to orbit the Earth?"], answer: "The first animal to orbit the Earth was **Laika**, a Soviet dog, aboard Sputnik 2 on 3 November 1957; she did not survive the flight. Fruit flies had been sent on suborbital flights to space before, in 1947." },
  { asked: ["What was the first satellite in space?", "What was the first satellite?", "What was the first artificial satellite?"], answer: "The first artificial satellite was the Soviet Union's **Sputnik 1**, launched on 4 October 1957." },
  { asked: ["Who was the first person to climb Mount Everest?", "Who was the first to climb Mount Everest?", "Who first climbed Mount Everest?", "Who was the first person to climb Everest?", "Who was the first to climb Everest?", "Who first climbed Everest?", "Who was the first person to reach the top of Mount Everest?", "Who was the first to reach the summit of Everest?"], answer: "**Edmund Hillary**, of New Zealand, and the Sherpa mountaineer **Tenzing Norgay** were the first to reach the summit of Mount Everest, on 29 May 1953." },
  { asked: ["Who was the first person to fly?", "Who was the first to fly?", "Who was the first to fly a plane?", "Who flew the first airplane?", "Who made the first airplane flight?", "Who made the first powered flight?", "Who made the first flight?"], answer: "The **Wright brothers**, Orville and Wilbur, made the first powered, controlled airplane flight, at Kitty Hawk, North Carolina, on 17 December 1903; Orville flew for 12 seconds." },
  { asked: ["Who was the first person to reach the South Pole?", "Who was the first to reach the South Pole?", "Who reached the South Pole first?", "Who got to the South Pole first?"], answer: "**Roald Amundsen**'s Norwegian expedition was the first to reach the South Pole, on 14 December 1911, about five weeks before Robert Falcon Scott's British party." },
  { asked: ["Who was the first person to sail around the world?", "Who was the first to sail around the world?", "Who was the first person to circumnavigate the globe?", "Who was the first to circumnavigate the globe?", "Who was the first person to circumnavigate the world?", "Who first sailed around the world?"], answer: "The first voyage around the world was **Ferdinand Magellan**'s Spanish expedition of 1519–1522; Magellan was killed in the Philippines in 1521, and **Juan Sebastián Elcano** brought the last ship, the *Victoria*, home to Spain in 1522." },
  { asked: ["Who was the first female prime minister of the UK?", "Who was the first woman prime minister of the UK?", "Who was the first female prime minister of Britain?", "Who was the first female British prime minister?", "Who was the UK's first female prime minister?"], answer: "**Margaret Thatcher** was the first woman to be Prime Minister of the United Kingdom, serving from May 1979 to November 1990." },
  { asked: ["Who was the first female prime minister in the world?", "Who was the world's first female prime minister?", "Who was the first woman prime minister in the world?"], answer: "**Sirimavo Bandaranaike** of Ceylon (now Sri Lanka) became the world's first female prime minister, in 1960." },
  { asked: ["Who was the first woman to win a Nobel Prize?", "Who was the first female Nobel Prize winner?", "Who was the first person to win two Nobel Prizes?"], answer: "**Marie Curie** was the first woman to win a Nobel Prize, in Physics in 1903, and the first person to win two: she won the Nobel Prize in Chemistry in 1911." },
  { asked: ["Who was the first person to fly solo across the Atlantic?", "Who was the first to fly solo across the Atlantic?", "Who made the first solo flight across the Atlantic?", "Who was the first to fly across the Atlantic nonstop alone?"], answer: "**Charles Lindbergh** made the first solo nonstop flight across the Atlantic, from New York to Paris in the *Spirit of St. Louis*, on 20–21 May 1927." },
  { asked: ["Who was the first woman to fly solo across the Atlantic?", "Who was the first woman to fly across the Atlantic alone?"], answer: "**Amelia Earhart** was the first woman to fly solo across the Atlantic, from Newfoundland to Northern Ireland, on 20–21 May 1932." },
  { asked: ["Who was the first person to run a mile in under four minutes?", "Who was the first person to run a four-minute mile?", "Who ran the first four-minute mile?", "Who was the first to run a sub-four-minute mile?"], answer: "**Roger Bannister** was the first person to run a mile in under four minutes: 3 minutes 59.4 seconds, in Oxford on 6 May 1954." },
  { asked: ["Who was the first black president of the United States?", "Who was the first African American president?", "Who was the first black US president?", "Who was the first black president?"], answer: "**Barack Obama** was the first African American president of the United States, serving two terms from January 2009 to January 2017." },
  { asked: ["Who was the first president of the United States?", "Who was the first US president?", "Who was the first president of the USA?"], answer: "**George Washington** was the first president of the United States, serving two terms from 1789 to 1797." },
  { asked: ["How many players are on a soccer team?", "How many players are on a football team?"], answer: "A soccer (association football) team has **11** players on the field, one of them the goalkeeper." },
];

/** What was invented or discovered, and by whom. */
interface Discovery {
  readonly subjects: readonly string[];
  readonly verb: "invented" | "discovered";
  readonly answer: string;
}

export const DISCOVERIES: readonly Discovery[] = [
  { subjects: ["telephone", "phone"], verb: "invented", answer: "**Alexander Graham Bell** is credited with inventing the telephone: he was granted the first US patent for it in 1876. Antonio Meucci and Elisha Gray worked on similar devices at the same time." },
  { subjects: ["light bulb", "lightbulb", "electric light bulb"], verb: "invented", answer: "**Thomas Edison** is usually credited with the light bulb, for his long-lasting carbon-filament bulb of 1879; Joseph Swan in England, and earlier inventors, made working bulbs too." },
  { subjects: ["printing press"], verb: "invented", answer: "**Johannes Gutenberg** invented the movable-type printing press in Mainz, Germany, around 1440." },
  { subjects: ["world wide web", "web", "www"], verb: "invented", answer: "**Tim Berners-Lee** invented the World Wide Web at CERN: he proposed it in 1989, and the first website went online in 1991." },
  { subjects: ["internet"], verb: "invented", answer: "The internet has no single inventor: **Vint Cerf and Bob Kahn** designed its TCP/IP protocols in 1974, building on ARPANET, which first linked computers in 1969." },
  { subjects: ["airplane", "aeroplane", "plane", "first airplane"], verb: "invented", answer: "The **Wright brothers**, Orville and Wilbur, invented the first successful powered airplane, and flew it at Kitty Hawk, North Carolina, on 17 December 1903." },
  { subjects: ["computer", "first computer"], verb: "invented", answer: "**Charles Babbage** is called the father of the computer, for the Analytical Engine he designed in the 1830s; the first general-purpose electronic computer, ENIAC, was built by J. Presper Eckert and John Mauchly in 1945." },
  { subjects: ["penicillin"], verb: "discovered", answer: "**Alexander Fleming** discovered penicillin in 1928, at St Mary's Hospital in London; Howard Florey and Ernst Chain made it into a usable medicine in the 1940s." },
  { subjects: ["radio"], verb: "invented", answer: "**Guglielmo Marconi** is usually credited with inventing the radio: he sent his first wireless signals in 1895, and across the Atlantic in 1901. Nikola Tesla's earlier patents underlie it too." },
  { subjects: ["television", "tv"], verb: "invented", answer: "**John Logie Baird** gave the first demonstration of a working television in London in 1926, and **Philo Farnsworth** built the first fully electronic television system in 1927." },
  { subjects: ["steam engine"], verb: "invented", answer: "**Thomas Newcomen** built the first practical steam engine in 1712; **James Watt** made it far more efficient from 1769." },
  { subjects: ["car", "automobile", "first car"], verb: "invented", answer: "**Karl Benz** is credited with the first practical automobile: his petrol-powered Motorwagen, patented in 1886." },
  { subjects: ["vaccine", "first vaccine"], verb: "invented", answer: "**Edward Jenner** developed the first vaccine, against smallpox, in 1796." },
  { subjects: ["gravity"], verb: "discovered", answer: "**Isaac Newton** described gravity as a universal force in his *Principia*, published in 1687." },
  { subjects: ["electricity"], verb: "discovered", answer: "No one person discovered electricity: **Benjamin Franklin** showed in 1752 that lightning is electrical, and Michael Faraday's work in the 1830s made it usable for power." },
  { subjects: ["dna", "structure of dna", "double helix"], verb: "discovered", answer: "**James Watson and Francis Crick** described the double helix structure of DNA in 1953, using X-ray images made by Rosalind Franklin." },
];

/** The offices whose holders people ask about: said as of the last update, since they change. */
interface Office {
  readonly names: readonly string[];
  readonly answer: string;
}

const CHECK = "Office holders change, so check a current news source to be sure.";

export const OFFICES: readonly Office[] = [
  { names: ["president of united states", "president of us", "president of usa", "president of america", "us president", "american president", "president"], answer: `As of my last update, the President of the United States is **Donald Trump**, in office since January 2025. ${CHECK}` },
  { names: ["president of france", "french president"], answer: `As of my last update, the President of France is **Emmanuel Macron**, in office since 2017. ${CHECK}` },
  { names: ["prime minister of uk", "prime minister of united kingdom", "prime minister of britain", "prime minister of england", "uk prime minister", "british prime minister"], answer: `As of my last update, the Prime Minister of the United Kingdom is **Keir Starmer**, in office since July 2024. ${CHECK}` },
  { names: ["ceo of apple", "apple ceo", "apple's ceo"], answer: `As of my last update, the CEO of Apple is **Tim Cook**, who succeeded Steve Jobs in 2011. Executives change, so check a current source to be sure.` },
];

/** The ways a question asks who did what to a subject, `{}` standing for it. */
const ASKED_BY_VERB = {
  invented: ["who invented {}", "who created {}", "who was {} invented by", "{} was invented by who", "{} was invented by whom", "who is inventor of {}", "who was inventor of {}", "who made first {}"],
  discovered: ["who discovered {}", "who was {} discovered by", "{} was discovered by who", "{} was discovered by whom", "who found {}"],
} as const;
const ASKED_OF_OFFICE = ["who is {}", "who is current {}", "who is {} now", "who is {} right now", "who is {} today"];

/**
 * How many legs, arms, hearts, eyes or stomachs a common animal has ("How many legs does an ant
 * have?", "how many legs do dogs have"): each animal's singular and plural, the part, and the answer.
 */
const ANIMAL_COUNTS: readonly { readonly animals: readonly (readonly [string, string])[]; readonly part: string; readonly answer: (animal: string) => string }[] = [
  { animals: [["ant", "ants"], ["bee", "bees"], ["butterfly", "butterflies"], ["fly", "flies"], ["beetle", "beetles"], ["ladybug", "ladybugs"], ["grasshopper", "grasshoppers"], ["cockroach", "cockroaches"], ["mosquito", "mosquitoes"], ["insect", "insects"]], part: "legs", answer: (animal) => `${article(animal)} has **6** legs, like every insect: three pairs, all attached to the middle part of its body (the thorax).` },
  { animals: [["dog", "dogs"], ["cat", "cats"], ["horse", "horses"], ["cow", "cows"], ["elephant", "elephants"], ["lion", "lions"], ["frog", "frogs"]], part: "legs", answer: (animal) => `${article(animal)} has **4** legs.` },
  { animals: [["bird", "birds"], ["chicken", "chickens"], ["penguin", "penguins"], ["ostrich", "ostriches"]], part: "legs", answer: (animal) => `${article(animal)} has **2** legs; its front limbs are wings.` },
  { animals: [["octopus", "octopuses"]], part: "legs", answer: () => "An octopus has **8** limbs, usually called arms rather than legs; it uses them both to crawl and to grab food." },
  { animals: [["octopus", "octopuses"]], part: "arms", answer: () => "An octopus has **8** arms, each lined with suckers that can both grip and taste." },
  { animals: [["crab", "crabs"], ["lobster", "lobsters"], ["shrimp", "shrimps"]], part: "legs", answer: (animal) => `${article(animal)} has **10** legs: it is a decapod ("ten feet"), and in crabs and lobsters the front pair are claws.` },
  { animals: [["scorpion", "scorpions"], ["tick", "ticks"]], part: "legs", answer: (animal) => `${article(animal)} has **8** legs: it is an arachnid, like spiders, not an insect.` },
  { animals: [["centipede", "centipedes"]], part: "legs", answer: () => "It depends on the species: a centipede has from about **30 to over 350** legs, one pair per body segment, and always an odd number of pairs, so never exactly 100." },
  { animals: [["millipede", "millipedes"]], part: "legs", answer: () => "Despite the name, most millipedes have far fewer than a thousand legs: usually **between about 30 and 400**, two pairs per body segment. The record, found in Australia in 2021, is 1,306." },
  { animals: [["starfish", "starfish"], ["sea star", "sea stars"]], part: "arms", answer: () => "Most starfish (sea stars) have **5** arms, though some species have 10, 20 or even around 40." },
  { animals: [["starfish", "starfish"], ["sea star", "sea stars"]], part: "legs", answer: () => "A starfish has no legs: most have **5** arms, and they move on hundreds of tiny tube feet underneath them." },
  { animals: [["spider", "spiders"]], part: "eyes", answer: () => "Most spiders have **8** eyes, though some have 6, 4, 2 or none, depending on the species." },
  { animals: [["cow", "cows"]], part: "stomachs", answer: () => "A cow has **one stomach with four compartments** (the rumen, reticulum, omasum and abomasum), which is why it's often said to have four stomachs." },
  { animals: [["earthworm", "earthworms"], ["worm", "worms"]], part: "hearts", answer: () => "An earthworm has **5** pairs of aortic arches, often called its five hearts, which pump blood along its body." },
];
/** "An ant", "A bee": the animal with its article, capitalised. */
function article(animal: string): string {
  return `${/^[aeiou]/.test(animal) ? "An" : "A"} ${animal}`;
}
/** Every phrasing of an animal count, by the singular and the plural. */
function animalCountQuestions(part: string, singular: string, plural: string): string[] {
  return [`how many ${part} does ${singular} have`, `how many ${part} do ${plural} have`, `how many ${part} has ${singular} got`, `how many ${part} does ${singular} have in total`, `how many ${part} on ${singular}`, `how many ${part} ${plural} have`];
}

/** Lower case, "what's" as "what is", no "the" or "a", no punctuation but "'" and "-", one space between words. */
export function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\b(what|who|how|where|which)'s\b/g, "$1 is")
    .replace(/\.(?=\w)/g, "")
    .replace(/[.,?!:;"]/g, " ")
    .replace(/\b(?:the|a|an)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Every question the tables list, normalized, with its answer. */
export const BY_QUESTION: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const add = (question: string, answer: string) => {
    const key = normalized(question);
    if (!map.has(key)) map.set(key, answer);
  };
  for (const trivium of TRIVIA) for (const question of trivium.asked) add(question, trivium.answer);
  for (const count of ANIMAL_COUNTS) for (const [singular, plural] of count.animals) for (const question of animalCountQuestions(count.part, singular, plural)) add(question, count.answer(singular));
  for (const discovery of DISCOVERIES) for (const subject of discovery.subjects) for (const form of ASKED_BY_VERB[discovery.verb]) add(form.replace("{}", subject), discovery.answer);
  for (const office of OFFICES) for (const name of office.names) for (const form of ASKED_OF_OFFICE) add(form.replace("{}", name), office.answer);
  return map;
})();

/** Cheap first look: every question above is short and opens or ends with a question word. */
const CUE = /^\s*(?:what|who|how|which|at)\b|\bwhom?\s*\??\s*$/i;

/**
 * The answer to a trivia question the tables hold, or undefined.
 * @example triviaReply("What is the speed of light?") // "The speed of light in a vacuum is exactly **299,792,458 meters per second**: …"
 */
export function triviaReply(prompt: string): string | undefined {
  if (prompt.length > 80 || !CUE.test(prompt)) return undefined;
  return BY_QUESTION.get(normalized(prompt));
}
