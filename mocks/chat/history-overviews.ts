/**
 * Overviews of the history topics people ask about most: "Tell me about the Roman Empire", "What
 * was the French Revolution?", "Give me an overview of World War II", "What caused World War 1?",
 * "Why did the Roman Empire fall?", "How did the Cold War end?". A model answers these with a
 * paragraph that dates the topic and a few labelled key points; "It helps to know what you need it
 * for" reads as a mock that knows no history. historic-dates.ts answers "when" questions about the
 * same events in a line; this module answers "what", "why" and "how it ended".
 *
 * The facts are the standard ones of encyclopedias and school textbooks (dates, names, outcomes);
 * where historians give a range (the deaths of a war, a civilization's span) the answer gives the
 * range. How the answer is laid out is designed, not taken from anywhere: the overview paragraph,
 * then the points as bold-labelled bullets; a question about causes, a fall or an ending leads with
 * that point, still labelled, then gives the overview and the other points.
 *
 * A question is matched whole, not by a word it mentions ("Write a poem about the French
 * Revolution" is a poem): its subject is read out of one of a few question forms and looked up in
 * one map of every name the table gives a topic, so a question costs a cue test, a few anchored
 * regexes and one lookup.
 */

import { askedLength, fittedToLength } from "./asked-length.ts";
import { sentencesOf } from "./sentences.ts";

/** One topic: the names a question writes it by, its overview, and its key points. */
export interface HistoryTopic {
  /** Lower case, without "the", "a" or "an", the world wars as "ww1" and "ww2" (as `normalized` writes a question). */
  readonly names: readonly string[];
  /** One paragraph, with the dates. */
  readonly overview: string;
  /** Labelled key points, in the order an overview gives them; each reads on its own as a paragraph. */
  readonly points: readonly (readonly [label: string, text: string])[];
}

/** What a question asks of a topic: all of it, its causes (or its fall), or how it ended. */
type Focus = "overview" | "causes" | "fall" | "end";

/** The point a focused question leads with, by its label. */
const FOCUS_LABEL: Readonly<Record<Exclude<Focus, "overview">, RegExp>> = {
  causes: /^(?:causes|why it (?:fell|happened))$/i,
  // "How did the Aztec Empire fall?": the conquest that ended it, where the topic names no decline.
  fall: /^(?:why it fell|decline|causes|how it ended)$/i,
  end: /^(?:how it ended|outcome)$/i,
};

const t = (names: string, overview: string, ...points: (readonly [string, string])[]): HistoryTopic => ({ names: names.split("|"), overview, points });

export const HISTORY_TOPICS: readonly HistoryTopic[] = [
  t(
    "roman empire|ancient rome|romans|ancient romans",
    "The **Roman Empire** was the state ruled by Rome's emperors from **27 BC**, when Augustus became the first emperor after nearly five centuries of the Roman Republic. At its height, under Trajan around AD 117, it stretched from Britain to Egypt and from Spain to Mesopotamia. It was later divided into western and eastern halves: the West fell in **476**, and the East, the Byzantine Empire, lasted until the Ottomans took Constantinople in **1453**.",
    ["Rise", "Rome grew from a city-state into a republic (traditionally founded in 509 BC) that conquered Italy, defeated Carthage in the Punic Wars and took over the Greek east. Civil wars ended the Republic, and Julius Caesar's heir Octavian became the emperor Augustus."],
    ["How it worked", "Emperors ruled with the army's backing; roads, aqueducts, the Latin language and Roman law tied the provinces together, and the Pax Romana, about two centuries of relative peace, began under Augustus."],
    ["Why it fell", "The Western Empire weakened from the 3rd to the 5th century through civil wars, economic strain, an overstretched army and pressure from Germanic peoples and the Huns. In 476 the Germanic general Odoacer deposed the last western emperor, Romulus Augustulus."],
    ["Legacy", "Latin (the root of the Romance languages), Roman law, Christianity (the state religion from 380), architecture, engineering and the calendar all still shape Europe and the wider world."],
  ),
  t(
    "fall of rome|fall of roman empire|fall of western roman empire|decline of roman empire|decline and fall of roman empire",
    "The **fall of the Western Roman Empire** was a long decline rather than one event, usually dated to **AD 476**, when the Germanic general Odoacer deposed the last western emperor, Romulus Augustulus. Rome itself had been sacked by the Visigoths in 410 and by the Vandals in 455. The Eastern Roman (Byzantine) Empire survived for almost another thousand years, until **1453**.",
    ["Causes", "Historians point to several causes working together: political instability (dozens of emperors in the 3rd century, many of them murdered), heavy taxes and a debased currency, an empire too large to defend, its split into East and West (permanent from 395), and the migrations and invasions of Germanic peoples pushed west by the Huns."],
    ["Key events", "The Goths' victory over a Roman army at Adrianople (378), the Visigoths' sack of Rome under Alaric (410), the loss of North Africa to the Vandals (439) and Odoacer's deposition of Romulus Augustulus (476)."],
    ["Why it matters", "The end of Roman rule in the West is traditionally taken as the start of the Middle Ages in Europe, as Germanic kingdoms took the place of the Roman provinces."],
  ),
  t(
    "ancient egypt|ancient egyptians|egyptian civilization|ancient egyptian civilization",
    "**Ancient Egypt** was a civilization along the Nile that lasted about 3,000 years, from the unification of Upper and Lower Egypt around **3100 BC** to the Roman conquest in **30 BC**, after the death of Cleopatra VII. Its history is usually divided into the Old Kingdom (the age of the pyramids), the Middle Kingdom and the New Kingdom (its imperial height), separated by intermediate periods.",
    ["How it worked", "Pharaohs ruled as god-kings, served by priests, scribes and officials; the Nile's yearly flood made farming possible in the desert, and hieroglyphic writing developed before 3000 BC."],
    ["Achievements", "The Great Pyramid of Giza, built for the pharaoh Khufu around 2560 BC, was the tallest human-made structure for nearly 4,000 years; Egyptians also developed a 365-day calendar, papyrus, and advanced medicine and mathematics."],
    ["Famous rulers", "Khufu, Hatshepsut, Akhenaten, Tutankhamun (whose nearly intact tomb Howard Carter found in 1922), Ramesses II and Cleopatra VII."],
    ["How it ended", "After centuries of foreign rule (Persians, then Alexander the Great and the Greek Ptolemaic dynasty from 332 BC), Egypt became a Roman province in 30 BC."],
  ),
  t(
    "ancient greece|ancient greeks|classical greece|ancient greek civilization",
    "**Ancient Greece** was a civilization of independent city-states such as Athens, Sparta, Corinth and Thebes around the Aegean Sea. It is usually dated from the Archaic period (from about **800 BC**; the first Olympic Games are traditionally dated to 776 BC) through the Classical period (about **480–323 BC**, ending with the death of Alexander the Great) to the Roman conquest of Greece in **146 BC**.",
    ["Key events", "The Greeks defeated Persian invasions at Marathon (490 BC) and Salamis (480 BC); Athens and Sparta then fought the Peloponnesian War (431–404 BC), which Sparta won; Philip II of Macedon and his son Alexander the Great conquered Greece and then the Persian Empire."],
    ["Achievements", "Athens developed democracy (from Cleisthenes' reforms of 508 BC); the philosophers Socrates, Plato and Aristotle, the historians Herodotus and Thucydides, playwrights such as Sophocles, and the Parthenon (447–432 BC) all date from this age."],
    ["Why it matters", "Greek ideas in politics, philosophy, science, mathematics, theatre and architecture, spread by Alexander's conquests and by Rome, are foundations of Western culture."],
  ),
  t(
    "middle ages|medieval period|medieval times|medieval era|medieval europe|dark ages",
    "The **Middle Ages** (the medieval period) is the era of European history from the fall of the Western Roman Empire in **476** to the late **15th century** (1453 and 1492 are common end dates). It is usually divided into the Early, High and Late Middle Ages.",
    ["Society", "Feudalism tied peasants, many of them serfs, to lords' land in exchange for protection, while the Catholic Church was the dominant institution, running monasteries and schools and, from around 1100, the first universities (Bologna, Paris, Oxford)."],
    ["Key events", "Charlemagne's coronation as emperor (800), the Norman conquest of England (1066), the Crusades (1096–1291), the Magna Carta (1215), the Black Death (1347–1351) and the Hundred Years' War (1337–1453)."],
    ["How it ended", "The Renaissance, the printing press (around 1440), the fall of Constantinople (1453) and Columbus's voyage of 1492 are the usual markers of the move to the early modern period."],
  ),
  t(
    "renaissance|italian renaissance|european renaissance",
    "The **Renaissance** (French for \"rebirth\") was a revival of art, learning and interest in classical Greece and Rome that began in Italy, above all in Florence, in the **14th century** and spread across Europe by the **16th**. It is usually dated from about 1400 to about 1600, and marks the passage from the Middle Ages to the modern era.",
    ["Causes", "Wealthy Italian city-states and patrons such as the Medici, the rediscovery of classical texts (helped by Greek scholars arriving from Byzantium), the humanist movement, and, from the mid-15th century, the printing press."],
    ["Key figures", "Petrarch, Botticelli, Leonardo da Vinci, Michelangelo, Raphael and Machiavelli in Italy; Erasmus, Albrecht Dürer and, later, Shakespeare in the north."],
    ["Why it matters", "Humanism put human experience and achievement at the centre; artists developed linear perspective and realism; and its spirit of inquiry fed the Reformation and the Scientific Revolution."],
  ),
  t(
    "reformation|protestant reformation|reformation in europe",
    "The **Protestant Reformation** was a 16th-century movement that split Western Christianity. It began in **1517**, when Martin Luther, a German monk and professor, published his Ninety-five Theses against the Catholic Church's sale of indulgences, and it gave rise to the Lutheran, Reformed (Calvinist) and Anglican churches.",
    ["Causes", "Anger at corruption in the Church and the sale of indulgences, humanist scholarship that went back to the Bible's original texts, the printing press spreading Luther's writings quickly, and German princes' wish to be free of the Pope's authority."],
    ["Key events", "Luther refused to recant at the Diet of Worms (1521); John Calvin led the Reformation in Geneva; Henry VIII broke with Rome and became head of the Church of England (1534); the Catholic Church answered with the Counter-Reformation and the Council of Trent (1545–1563)."],
    ["Outcome", "Europe split into Catholic and Protestant states, and religious wars followed, ending with the Peace of Westphalia in 1648."],
    ["Why it matters", "It ended the Catholic Church's monopoly in Western Europe, encouraged reading the Bible in everyday languages (Luther translated it into German), and shaped modern ideas of individual conscience and the state."],
  ),
  t(
    "age of exploration|age of discovery|european exploration|age of exploration and discovery",
    "The **Age of Exploration** (or Age of Discovery) was the period, from the early **15th** to the **17th century**, when European sailors, led first by Portugal and Spain, explored the world's oceans, reached the Americas and found sea routes around Africa to Asia.",
    ["Causes", "The wish for a sea route to Asia's spices and silk that avoided Ottoman and Venetian middlemen, the spread of Christianity, rivalry between kingdoms, and better ships and instruments such as the caravel, the magnetic compass and the astrolabe."],
    ["Key voyages", "Bartolomeu Dias rounded the Cape of Good Hope (1488); Christopher Columbus reached the Americas (1492); Vasco da Gama sailed to India (1498); and Ferdinand Magellan's expedition, completed by Juan Sebastián Elcano, first sailed around the world (1519–1522)."],
    ["Outcome", "European colonial empires, the Columbian Exchange of crops, animals and diseases between the hemispheres, the devastation of the Americas' Indigenous peoples, and the Atlantic slave trade."],
  ),
  t(
    "french revolution",
    "The **French Revolution** (**1789–1799**) overthrew France's absolute monarchy and remade the country around the ideals of \"liberty, equality, fraternity\". It began with the storming of the Bastille on 14 July 1789 and is usually said to end with Napoleon Bonaparte's seizure of power in November 1799.",
    ["Causes", "France was nearly bankrupt after costly wars, including its support for the American Revolution; bad harvests drove up the price of bread; the Third Estate resented paying most of the taxes while the clergy and nobility were largely exempt; and Enlightenment ideas questioned royal power. Louis XVI's summoning of the Estates-General in 1789 set events moving."],
    ["Key events", "The Declaration of the Rights of Man and of the Citizen (August 1789), the abolition of the monarchy (September 1792), the execution of Louis XVI (January 1793) and of Marie Antoinette, and the Reign of Terror (1793–1794) under Robespierre."],
    ["Outcome", "After the weak rule of the Directory, Napoleon took power in the coup of 18 Brumaire (November 1799) and crowned himself emperor in 1804."],
    ["Why it matters", "It ended feudal privileges in France and spread ideas of citizenship, equal rights, nationalism and popular sovereignty across Europe."],
  ),
  t(
    "american revolution|american revolutionary war|revolutionary war|american war of independence|us war of independence",
    "The **American Revolution** (**1765–1783**) was the struggle in which thirteen British colonies in North America won their independence and became the United States. Fighting began at Lexington and Concord in April 1775, independence was declared on **4 July 1776**, and Britain recognised it in the Treaty of Paris in **1783**.",
    ["Causes", "After the costly Seven Years' War, Britain taxed the colonies through acts such as the Stamp Act (1765) and the Townshend Acts, which colonists opposed as \"taxation without representation\"; protests such as the Boston Tea Party (1773) led to harsher laws and then to armed clashes."],
    ["Key events", "The Declaration of Independence (1776), George Washington's command of the Continental Army, the American victory at Saratoga (1777), which brought France into the war as an ally, and the British surrender at Yorktown (1781)."],
    ["Outcome", "The Treaty of Paris (1783) recognised US independence; the Constitution was written in 1787, and Washington became the first president in 1789."],
  ),
  t(
    "industrial revolution|first industrial revolution",
    "The **Industrial Revolution** was the shift from hand production to machines, factories and steam power that began in Britain around **1760** and spread to Europe and North America in the 19th century. The first phase is usually dated to about **1840**; a Second Industrial Revolution of steel, electricity and chemicals followed from about 1870.",
    ["Causes", "Britain had coal and iron ore, capital from trade and empire, a growing population, more productive farming that freed workers for industry, and inventors and investors protected by patents."],
    ["Key inventions", "The spinning jenny (James Hargreaves, around 1765), James Watt's more efficient steam engine (patented in 1769), the power loom, and railways: the first intercity steam railway, the Liverpool and Manchester, opened in 1830."],
    ["Effects", "Rapid growth of cities, the factory system, child labour and harsh working conditions that led to trade unions and labour laws, and a lasting rise in production and, in time, in living standards."],
  ),
  t(
    "american civil war|us civil war|civil war|united states civil war",
    "The **American Civil War** (**1861–1865**) was fought between the United States (the Union) and eleven Southern states that seceded to form the Confederate States of America. It began when Confederate forces fired on Fort Sumter on 12 April 1861 and ended with Robert E. Lee's surrender at Appomattox Court House on 9 April 1865.",
    ["Causes", "The central cause was slavery, above all whether it would spread into the western territories. Abraham Lincoln's election in 1860, on a platform against its expansion, led South Carolina and then ten more Southern states to secede."],
    ["Key events", "Lincoln's Emancipation Proclamation (1 January 1863); the Union victories at Gettysburg and Vicksburg (July 1863), the war's turning points; and William T. Sherman's march through Georgia to the sea (1864)."],
    ["Outcome", "The Union was preserved and slavery was abolished by the 13th Amendment (1865); an estimated 620,000 to 750,000 soldiers died, more than in any other US war, and Lincoln was assassinated days after Lee's surrender."],
  ),
  t(
    "ww1|great war",
    "**World War I** (**1914–1918**), also called the Great War, was fought between the Allies (chiefly France, the British Empire, Russia, Italy from 1915 and the United States from 1917) and the Central Powers (Germany, Austria-Hungary, the Ottoman Empire and Bulgaria). Around 9 million soldiers were killed, along with millions of civilians.",
    ["Causes", "World War I grew out of long-term tensions among Europe's great powers: militarism and an arms race, a rigid system of alliances, imperial rivalry and nationalism. The trigger was the assassination of Archduke Franz Ferdinand of Austria-Hungary in Sarajevo on 28 June 1914; Austria-Hungary's war on Serbia drew in Russia, Germany, France and Britain within weeks."],
    ["Key events", "Germany's advance on Paris was stopped at the Marne (1914), and the Western Front settled into trench warfare, with huge losses at Verdun and the Somme (1916); the United States entered the war in 1917, and revolutionary Russia left it in 1918."],
    ["How it ended", "After its last offensives failed in 1918, and facing collapse at home, Germany signed the armistice of 11 November 1918. The Treaty of Versailles (1919) made Germany accept responsibility for the war, give up territory and pay reparations."],
    ["Why it matters", "Four empires (the German, Austro-Hungarian, Russian and Ottoman) collapsed, new states were drawn in Europe and the Middle East, the League of Nations was founded, and the peace's resentments helped lead to World War II."],
  ),
  t(
    "ww2",
    "**World War II** (**1939–1945**) was the deadliest conflict in history, fought between the Allies (chiefly the United Kingdom, the Soviet Union, the United States and China) and the Axis powers (Germany, Italy and Japan). An estimated 70 to 85 million people died, including six million Jews murdered in the Holocaust.",
    ["Causes", "World War II grew out of the harsh peace of 1919 and the Great Depression, which helped Adolf Hitler come to power in Germany in 1933. Germany rearmed and expanded (the Rhineland, Austria, the Sudetenland), Italy and Japan pursued conquests of their own, and Britain and France's policy of appeasement failed; Germany's invasion of Poland on 1 September 1939 led them to declare war."],
    ["Key events", "The fall of France and the Battle of Britain (1940); Germany's invasion of the Soviet Union (June 1941); Japan's attack on Pearl Harbor (7 December 1941), which brought the United States into the war; the turning points of Midway (1942) and Stalingrad (1942–1943); and the D-Day landings in Normandy (6 June 1944)."],
    ["How it ended", "Germany surrendered on 8 May 1945 (V-E Day), eight days after Hitler's suicide. After the United States dropped atomic bombs on Hiroshima and Nagasaki (6 and 9 August) and the Soviet Union declared war on Japan, Japan announced its surrender and signed it on 2 September 1945."],
    ["Why it matters", "The United Nations was founded (1945), Europe was divided, the United States and the Soviet Union emerged as superpowers and began the Cold War, and decolonisation accelerated."],
  ),
  t(
    "holocaust|shoah",
    "The **Holocaust** was the systematic, state-sponsored murder of about **six million** European Jews by Nazi Germany and its collaborators, mostly between **1941 and 1945**. The Nazis also persecuted and murdered millions of others, including Roma, disabled people, Soviet prisoners of war and Polish civilians.",
    ["Causes", "It grew out of Nazi antisemitic ideology: after Hitler took power in 1933, Jews were stripped of their rights (the Nuremberg Laws of 1935), attacked in the Kristallnacht pogrom (1938), and forced into ghettos after Germany invaded Poland in 1939."],
    ["Key events", "Mobile killing units (the Einsatzgruppen) shot more than a million Jews after Germany invaded the Soviet Union in 1941; at the Wannsee Conference (January 1942) officials coordinated the \"Final Solution\"; and extermination camps such as Auschwitz-Birkenau, Treblinka and Sobibor murdered people on an industrial scale."],
    ["Aftermath", "Allied troops liberated the camps in 1944–1945 (Soviet soldiers reached Auschwitz on 27 January 1945, now International Holocaust Remembrance Day); leading Nazis were tried at Nuremberg, and the UN adopted the Genocide Convention in 1948."],
  ),
  t(
    "cold war",
    "The **Cold War** (about **1947–1991**) was the rivalry between the United States and its allies and the Soviet Union and its allies, fought through an arms race, proxy wars, espionage and propaganda rather than direct war between the two superpowers.",
    ["Causes", "The wartime allies had opposing systems (capitalist democracy against one-party communism) and fell out over post-war Europe: the Soviet Union installed communist governments in Eastern Europe, and the United States answered with the Truman Doctrine (1947) and the Marshall Plan."],
    ["Key events", "The Berlin Blockade (1948–1949), the founding of NATO (1949), the Korean War (1950–1953), the Cuban Missile Crisis (1962), the Vietnam War, the Space Race and the Soviet war in Afghanistan (1979–1989)."],
    ["How it ended", "Mikhail Gorbachev's reforms, the revolutions of 1989 in Eastern Europe, the fall of the Berlin Wall (9 November 1989), German reunification (1990) and the dissolution of the Soviet Union in December 1991."],
  ),
  t(
    "space race",
    "The **Space Race** was the Cold War competition in spaceflight between the Soviet Union and the United States. It began with the Soviet launch of Sputnik 1, the first artificial satellite, on **4 October 1957**, peaked with the American Moon landing of **1969**, and is often said to end with the joint Apollo–Soyuz mission of 1975.",
    ["Causes", "Rockets that could reach orbit could also carry nuclear weapons, and each side saw success in space as proof of its system; Sputnik alarmed the United States, which founded NASA in 1958."],
    ["Key events", "The Soviet Union put the first animal (the dog Laika, 1957), the first man (Yuri Gagarin, 12 April 1961) and the first woman (Valentina Tereshkova, 1963) into orbit; President Kennedy set the goal of a Moon landing in 1961; Apollo 11 landed on 20 July 1969."],
    ["Legacy", "Satellites for communications, weather and navigation, advances in computing and materials, and later cooperation on the International Space Station."],
  ),
  t(
    "moon landing|first moon landing|apollo 11|apollo 11 moon landing|apollo moon landing|apollo 11 mission",
    "**Apollo 11** made the first crewed Moon landing on **20 July 1969**. Neil Armstrong and Buzz Aldrin landed the lunar module *Eagle* in the Sea of Tranquility while Michael Collins orbited in the command module *Columbia*; Armstrong stepped onto the surface a few hours later, saying \"That's one small step for [a] man, one giant leap for mankind.\"",
    ["Background", "It met the goal President John F. Kennedy set in 1961, during the Space Race with the Soviet Union, which had put the first satellite and the first man in space."],
    ["Key facts", "Armstrong and Aldrin spent about two and a half hours outside, collected about 21.5 kg of rock and soil and planted a US flag; the crew splashed down in the Pacific on 24 July 1969. Hundreds of millions of people watched on television."],
    ["Afterwards", "Six Apollo missions landed between 1969 and 1972, and twelve astronauts walked on the Moon; Apollo 17, in December 1972, was the last crewed landing."],
  ),
  t(
    "fall of berlin wall|berlin wall",
    "The **Berlin Wall** divided East and West Berlin from **1961 to 1989**. East Germany began building it on the night of 12–13 August 1961 to stop its citizens fleeing to the West, and it fell on the night of **9 November 1989**, when East Germany opened its border crossings and crowds poured through.",
    ["Causes", "Mikhail Gorbachev's reforms and his refusal to use Soviet force to prop up Eastern Europe's regimes, Hungary's opening of its border with Austria in 1989, mass protests in East Germany such as Leipzig's Monday demonstrations, and a press conference at which the official Günter Schabowski mistakenly announced that the new travel rules applied immediately."],
    ["Key facts", "The wall ran about 155 km around West Berlin; at least 140 people were killed at it, most of them trying to escape."],
    ["Outcome", "Germany was reunified on 3 October 1990, and the Soviet Union dissolved a year later; the fall of the Wall became the symbol of the end of the Cold War."],
  ),
  t(
    "russian revolution|bolshevik revolution|october revolution|russian revolution of 1917",
    "The **Russian Revolution** was the pair of revolutions in **1917** that ended the rule of the tsars and brought the Bolsheviks to power. In the February Revolution (March by the Western calendar) Tsar Nicholas II abdicated; in the October Revolution (November by the Western calendar) Lenin's Bolsheviks overthrew the Provisional Government.",
    ["Causes", "Huge losses and shortages in World War I, the poverty of peasants and workers, the tsar's refusal of real reform after the 1905 revolution, and a Provisional Government that kept Russia in the war."],
    ["Key events", "Lenin's return from exile (April 1917); the Bolshevik seizure of power in Petrograd; the Treaty of Brest-Litovsk, which took Russia out of the war (March 1918); the murder of the royal family (July 1918); and the civil war between the Reds and the Whites (1917–1922)."],
    ["Outcome", "The Bolsheviks won the civil war and founded the Soviet Union in December 1922, the first communist state, which lasted until 1991."],
  ),
  t(
    "great depression|depression of 1929|1929 stock market crash|wall street crash|stock market crash of 1929",
    "The **Great Depression** was the worst economic downturn in the history of the industrialised world, lasting from **1929** to the late **1930s**. It began in the United States with the Wall Street Crash of October 1929 and spread worldwide; at its worst, in 1933, about a quarter of the US workforce was unemployed.",
    ["Causes", "A stock-market bubble inflated by borrowed money, the crash of 1929, thousands of bank failures, a collapse in spending and credit, tight monetary policy and the gold standard, which spread the crisis abroad, and tariffs such as Smoot–Hawley (1930) that shrank world trade."],
    ["Key events", "Black Thursday and Black Tuesday (24 and 29 October 1929); waves of bank runs (1930–1933); the Dust Bowl droughts on the Great Plains; and Franklin D. Roosevelt's New Deal, from 1933."],
    ["How it ended", "Recovery began in the mid-1930s as countries left the gold standard and governments spent more, and rearmament and World War II ended the mass unemployment."],
    ["Why it matters", "It brought deposit insurance, Social Security and stock-market regulation in the United States, new economic thinking (John Maynard Keynes), and helped extremist movements, including the Nazis, win power."],
  ),
  t(
    "civil rights movement|american civil rights movement|us civil rights movement|civil rights era",
    "The **civil rights movement** was the struggle, mainly from **1954 to 1968**, by African Americans and their allies to end racial segregation and discrimination in the United States and to secure the right to vote.",
    ["Causes", "After slavery ended, Jim Crow laws enforced segregation across the South, and Black citizens were kept from voting by poll taxes, literacy tests and violence."],
    ["Key events", "Brown v. Board of Education (1954) ruled school segregation unconstitutional; Rosa Parks's arrest sparked the Montgomery bus boycott (1955–1956); Martin Luther King Jr. gave his \"I Have a Dream\" speech at the March on Washington (1963); and the Selma to Montgomery marches (1965) demanded voting rights."],
    ["Outcome", "The Civil Rights Act of 1964 outlawed segregation in public places and discrimination in employment, the Voting Rights Act of 1965 banned discriminatory voting practices, and the Fair Housing Act followed in 1968, the year King was assassinated."],
  ),
  t(
    "ottoman empire|ottomans",
    "The **Ottoman Empire** was founded by Osman I in north-western Anatolia around **1299** and lasted until **1922**. After Mehmed II captured Constantinople in 1453 and made it his capital, it became one of the world's great powers, ruling at its height south-eastern Europe, Anatolia, the Middle East and much of North Africa.",
    ["Height", "Under Suleiman the Magnificent (who ruled 1520–1566) it reached its peak, besieging Vienna in 1529; it was a multi-ethnic, multi-religious state ruled by a sultan who, from the 16th century, also claimed the title of caliph."],
    ["Decline", "Defeat at the second siege of Vienna (1683), territory lost to Austria and Russia, and independence movements in the Balkans in the 19th century, when it was called \"the sick man of Europe\", despite reforms such as the Tanzimat."],
    ["How it ended", "It fought on Germany's side in World War I and lost; the Allies occupied and partitioned its lands, the sultanate was abolished in 1922, and Mustafa Kemal Atatürk proclaimed the Republic of Turkey in 1923."],
  ),
  t(
    "mongol empire|mongols",
    "The **Mongol Empire** was the largest contiguous land empire in history. Genghis Khan founded it when he united the Mongol tribes in **1206**, and within a few decades it stretched from Korea and China to Eastern Europe and the Middle East.",
    ["Key events", "The conquest of northern China and Central Asia under Genghis Khan (who died in 1227); the invasions of Russia and Eastern Europe under his successors; the sack of Baghdad (1258); and Kublai Khan's conquest of China, where he founded the Yuan dynasty (1271)."],
    ["Why it succeeded", "Fast, disciplined mounted archers organised in units of tens, hundreds and thousands, siege engineers taken from conquered peoples, and terror against cities that resisted."],
    ["Outcome", "From the 1260s it split into four khanates (the Golden Horde, the Ilkhanate, the Chagatai Khanate and the Yuan dynasty), which declined over the next century. Mongol rule had also reopened the Silk Road to trade, ideas and, probably, the Black Death."],
  ),
  t(
    "british empire",
    "The **British Empire** was the largest empire in history: at its peak, around **1920**, it ruled about a quarter of the world's land and people. It grew from English colonies and trading posts of the late 16th and 17th centuries and was largely dismantled after World War II; the handover of Hong Kong to China in **1997** is often taken as its end.",
    ["How it grew", "Colonies in North America and the Caribbean, the East India Company's conquests in India (ruled directly by the Crown from 1858), the \"Scramble for Africa\" in the late 19th century, and settler colonies in Canada, Australia and New Zealand, all protected by the Royal Navy."],
    ["Key events", "The loss of the thirteen American colonies (1783); the abolition of the slave trade (1807) and of slavery in most of the empire (1833); Indian independence and partition (1947); and the independence of most colonies in Africa, Asia and the Caribbean in the 1950s and 1960s."],
    ["Legacy", "The English language, common law, parliamentary government and sports spread worldwide, alongside the lasting harms of conquest, slavery, famines and imposed borders; most former colonies belong to the Commonwealth."],
  ),
  t(
    "printing press|gutenberg press|gutenberg printing press|invention of printing press",
    "The **printing press** with movable metal type was developed by Johannes Gutenberg in Mainz, Germany, around **1440**; his Gutenberg Bible, printed around **1455**, was the first major book printed that way in Europe. Movable type itself was older: Bi Sheng made it of clay in China in the 11th century, and metal type was used in Korea from the 13th century.",
    ["How it worked", "Gutenberg combined a hand mould for casting identical metal letters, an oil-based ink, and a screw press like those used for wine and paper, so pages could be set from reusable type and printed quickly."],
    ["Effects", "By 1500, presses in more than 250 European towns had printed millions of copies of books; knowledge spread faster and more cheaply, spelling and languages were standardised, and literacy rose."],
    ["Why it matters", "It helped make the Reformation, the Scientific Revolution and, later, newspapers and mass education possible, and it is often ranked among the most important inventions in history."],
  ),
  t(
    "black death|black plague|plague of 1348",
    "The **Black Death** was the deadliest pandemic in recorded history: an outbreak of plague, caused by the bacterium *Yersinia pestis*, that swept through Asia, Europe and North Africa and struck Europe hardest from **1347 to 1351**, killing an estimated 30 to 60 percent of its population.",
    ["Causes", "The bacterium was carried by fleas on rats and other rodents and spread along trade routes; it reached Europe in 1347 on Genoese ships arriving in Sicily from the Black Sea, and in its pneumonic form it also spread directly from person to person."],
    ["Key facts", "Its symptoms included swollen lymph nodes (buboes), fever, and blackened skin; with no idea of germs, people blamed bad air or God's punishment, and in many towns Jews were falsely blamed and massacred."],
    ["Effects", "Labour shortages raised wages and weakened serfdom, revolts such as England's Peasants' Revolt (1381) followed, and the plague kept returning in waves for centuries."],
  ),
  t(
    "apartheid|apartheid in south africa|south african apartheid",
    "**Apartheid** (Afrikaans for \"separateness\") was the system of racial segregation and white-minority rule enforced by law in South Africa from **1948**, when the National Party came to power, until the early **1990s**.",
    ["How it worked", "Laws classified every person by race, banned mixed marriages, reserved the best land, jobs, schools and public places for white people, forced millions of Black South Africans into \"homelands\", and required pass books to move about."],
    ["Resistance", "The African National Congress led the resistance; the Sharpeville massacre (1960) and the Soweto uprising (1976) drew the world's attention; Nelson Mandela was imprisoned for 27 years; and international sanctions and boycotts grew in the 1980s."],
    ["How it ended", "President F. W. de Klerk lifted the ban on the ANC and released Mandela in 1990; negotiations led to the first elections open to all races in April 1994, which made Mandela president."],
  ),
  t(
    "cuban missile crisis",
    "The **Cuban Missile Crisis** was a 13-day confrontation in **October 1962** between the United States and the Soviet Union over Soviet nuclear missiles secretly placed in Cuba. It was the closest the Cold War came to a nuclear war.",
    ["Causes", "After the failed US-backed Bay of Pigs invasion (1961), and with US nuclear missiles based in Turkey and Italy, Nikita Khrushchev agreed with Fidel Castro to station Soviet nuclear missiles in Cuba, about 90 miles from Florida."],
    ["Key events", "A US U-2 spy plane photographed the missile sites (14 October); President Kennedy announced a naval \"quarantine\" of Cuba (22 October); and a U-2 was shot down over Cuba (27 October)."],
    ["How it ended", "On 28 October Khrushchev agreed to remove the missiles in exchange for a public US pledge not to invade Cuba and a secret promise to withdraw the US missiles from Turkey. A Moscow–Washington hotline and the Limited Test Ban Treaty followed in 1963."],
  ),
  t(
    "vietnam war|war in vietnam",
    "The **Vietnam War** (about **1955–1975**) was fought between communist North Vietnam, backed by the Soviet Union and China, and South Vietnam, backed by the United States. It ended when North Vietnamese forces captured Saigon on **30 April 1975**, and Vietnam was reunified under communist rule the next year.",
    ["Causes", "After the Vietnamese defeated French colonial rule at Dien Bien Phu (1954), the Geneva Accords divided Vietnam at the 17th parallel; the United States, following the Cold War \"domino theory\", backed the South against the communist North and the Viet Cong insurgency."],
    ["Key events", "The Gulf of Tonkin incident (1964) led Congress to authorise military force; US troops in Vietnam peaked at over 500,000 (1968–1969); the Tet Offensive (1968) turned much of American opinion against the war, and protests spread across the United States."],
    ["How it ended", "The Paris Peace Accords (January 1973) withdrew US combat forces; the North resumed its offensive and took Saigon in April 1975. About 58,000 Americans and, by most estimates, between one and three million Vietnamese died."],
  ),
  t(
    "magna carta|magna carta libertatum",
    "The **Magna Carta** (\"Great Charter\") is the charter King John of England agreed to at Runnymede, near Windsor, on **15 June 1215**, under pressure from rebellious barons. It set down that the king, too, was bound by the law.",
    ["Causes", "John's heavy taxes to pay for failed wars in France, his quarrel with the Pope, and his arbitrary treatment of his barons led them to rebel and take London in 1215."],
    ["Key clauses", "No free man could be imprisoned or stripped of his rights except by the lawful judgement of his peers or the law of the land; justice would not be sold, denied or delayed; and certain taxes needed the consent of the realm's council."],
    ["Outcome", "Pope Innocent III annulled it within weeks and civil war followed, but it was reissued in 1216, 1217 and 1225, and three of its clauses are still law in England."],
    ["Why it matters", "It became a symbol of liberty and the rule of law, and influenced the English Bill of Rights, the US Constitution and Bill of Rights, and the Universal Declaration of Human Rights."],
  ),
  t(
    "silk road|silk roads|silk route",
    "The **Silk Road** was a network of trade routes linking China with Central Asia, the Middle East and the Mediterranean, from the **2nd century BC**, when Han China opened trade to the west, to the **15th century**. The name was coined in 1877 by the German geographer Ferdinand von Richthofen.",
    ["What was traded", "Silk, porcelain and lacquerware went west; horses, glassware, wool, gold and silver went east; and spices, gems and textiles joined the trade along the way."],
    ["Key facts", "Few merchants travelled the whole way: goods passed from trader to trader through cities such as Chang'an, Samarkand, Bukhara and Baghdad. Marco Polo travelled to China along its routes in the 13th century, under Mongol rule."],
    ["Why it matters", "Besides goods, it spread religions (Buddhism, Islam, Christianity), technologies (paper-making, gunpowder, the compass) and diseases, probably including the Black Death."],
  ),
  t(
    "aztecs|aztec empire|aztec civilization|mexica",
    "The **Aztecs**, who called themselves the Mexica, ruled a powerful empire in central Mexico from the **15th century** until the Spanish conquest of **1521**. Their capital, Tenochtitlan, founded around 1325 on an island in Lake Texcoco, was one of the largest cities in the world at the time.",
    ["How it worked", "The Triple Alliance of Tenochtitlan, Texcoco and Tlacopan (1428) collected tribute from conquered city-states; an emperor (the huey tlatoani), nobles and priests ruled, and farmers grew maize on chinampas, fields built up in the lake."],
    ["Religion", "They worshipped many gods, among them Huitzilopochtli, god of the sun and war, and Quetzalcoatl, and practised human sacrifice at temples such as the Templo Mayor."],
    ["How it ended", "Hernán Cortés landed in 1519 with a few hundred Spaniards and allied with the Aztecs' enemies, above all the Tlaxcalans; after Moctezuma II's death and a smallpox epidemic, Tenochtitlan fell on 13 August 1521, and Mexico City was built on its ruins."],
  ),
  t(
    "incas|inca empire|inca civilization|incan empire|inca",
    "The **Inca Empire** (Tawantinsuyu) was the largest empire in the Americas before Columbus, stretching along the Andes from today's Ecuador to central Chile in the early 16th century. From their capital, Cusco, the Incas expanded rapidly from about **1438** under Pachacuti, until the Spanish conquest that began in **1532**.",
    ["Achievements", "A road network of some 40,000 km with rope suspension bridges, terraced farming, finely fitted stonework without mortar (as at Machu Picchu), and records kept on knotted cords called quipu, without a written script."],
    ["How it worked", "The Sapa Inca ruled as the son of the sun god Inti; Quechua was the common language; and subjects paid their taxes in labour (the mit'a) rather than money."],
    ["How it ended", "Weakened by smallpox and by a civil war between the brothers Atahualpa and Huáscar, the empire fell to Francisco Pizarro, who captured Atahualpa at Cajamarca in 1532 and executed him in 1533; the last Inca stronghold, Vilcabamba, fell in 1572."],
  ),
  t(
    "maya|mayans|maya civilization|mayan civilization|ancient maya|mayan empire",
    "The **Maya civilization** developed in southern Mexico and Central America (today's Guatemala, Belize and parts of Honduras and El Salvador) over more than 3,000 years. It reached its height in the Classic period (about **AD 250–900**), when city-states such as Tikal, Calakmul, Palenque and Copán flourished.",
    ["Achievements", "A full hieroglyphic writing system, an elaborate calendar including the Long Count, a number system with a zero, precise astronomy, and stepped pyramids, palaces and ball courts."],
    ["Decline", "Many southern lowland cities were abandoned in the 9th and 10th centuries, probably through a mix of drought, overpopulation, environmental damage and war; northern cities such as Chichén Itzá, and later Mayapán, carried on."],
    ["Legacy", "The Spanish conquered the last independent Maya kingdom, Nojpetén, in 1697, but the Maya never vanished: millions of Maya people live in the region today and speak Mayan languages."],
  ),
  t(
    "crusades|crusade|crusaders",
    "The **Crusades** were a series of religious wars, from **1096 to 1291**, in which Latin Christian armies from Europe, called by the popes, tried to win and hold the Holy Land, above all Jerusalem, from Muslim rule.",
    ["Causes", "Pope Urban II's call at the Council of Clermont in 1095, answering a Byzantine plea for help against the Seljuk Turks; religious fervour and the promise of forgiveness of sins; and the lure of land, wealth and adventure."],
    ["Key events", "The First Crusade took Jerusalem in 1099 and founded the crusader states; Saladin retook Jerusalem in 1187; the Third Crusade, led in part by Richard the Lionheart, failed to win it back; and the Fourth Crusade sacked Christian Constantinople in 1204."],
    ["Outcome", "The fall of Acre in 1291 ended the crusader states in the Holy Land; the Crusades deepened hostility between Christians, Muslims and Jews and between the Latin and Greek churches, but also increased trade and contact between Europe and the Islamic world."],
  ),
];

/** Written ways of naming the world wars, read as one word. */
const WAR_NAMES: readonly [RegExp, string][] = [
  [/\b(?:world war (?:ii|two|2)|ww ?(?:ii|2)|second world war)\b/g, "ww2"],
  [/\b(?:world war (?:i|one|1)|ww ?(?:i|1)|first world war)\b/g, "ww1"],
];

/**
 * Lower case, no "the", "a" or "an", no punctuation but "-" ("U.S." is "us"), the world wars as
 * "ww1" and "ww2", one space between words.
 */
function normalized(text: string): string {
  let out = text.toLowerCase().replace(/[’‘]/g, "'").replace(/\.(?=\w)/g, "").replace(/[.,?!:;"()]/g, " ");
  for (const [pattern, name] of WAR_NAMES) out = out.replace(pattern, name);
  return out.replace(/\b(?:the|a|an)\b/g, " ").replace(/\s+/g, " ").trim();
}

/** Every name of every topic. */
const BY_NAME: ReadonlyMap<string, HistoryTopic> = new Map(HISTORY_TOPICS.flatMap((topic) => topic.names.map((name) => [name, topic] as const)));

/**
 * A word of every name, one of which a question the table answers has (lower case, "." before a
 * letter dropped as `normalized` drops it): each name's longest word, unless the name already has
 * one of the words kept; "ww1" and "ww2" are written "ww…" or "…war…". Tried before the question
 * is read: most prompts name no history topic.
 */
const NAME_WORDS: readonly string[] = (() => {
  const words: string[] = [];
  // "Why did Rome collapse?" is looked up as "fall of rome": the question need not say "fall".
  for (const name of [...BY_NAME.keys()].map((key) => key.replace(/^fall of /, ""))) {
    if (words.some((word) => name.includes(word))) continue;
    const longest = name.split(" ").reduce((a, b) => (b.length > a.length ? b : a));
    words.push(...(/^ww\d$/.test(longest) ? ["ww", "war"] : [longest]));
  }
  // "incas" has "inca": the shorter is enough.
  return words.filter((word) => !words.some((other) => other !== word && word.includes(other)));
})();

/** The words as one scan (one regex costs less than an `includes` a word). */
const NAMES_A_TOPIC = new RegExp(NAME_WORDS.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"));

/** Whether `prompt` has a word of a topic's name, as `normalized` would read it. */
function namesATopic(prompt: string): boolean {
  let lower = prompt.toLowerCase();
  if (lower.includes(".")) lower = lower.replace(/\.(?=\w)/g, "");
  return NAMES_A_TOPIC.test(lower);
}

/** "can you", "please", "hey": asking politely, before what is asked. */
const POLITE = /^(?:(?:hey|hi|ok|okay|so)\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?|please\s+)?/;
/** Said after the subject and changing nothing: "in short", "briefly", "please". */
const TAIL = /(?:\s+(?:in\s+(?:short|brief|simple\s+terms|nutshell|detail|history)|briefly|please|for\s+me|for\s+(?:kids|beginners|school)|in\s+world\s+history))+$/;

/** The question forms, over a normalized question; group 1 is the subject. */
const FORMS: readonly (readonly [RegExp, Focus])[] = [
  [/^(?:tell\s+me\s+(?:(?:bit|little|something|all|everything|more)\s+)?about|what\s+(?:was|were|is|are)|who\s+were|explain|describe|summari[sz]e|give\s+(?:me\s+)?(?:(?:quick|brief|short|general|simple|basic)\s+)?(?:overview|summary|rundown|history|introduction)\s+of|(?:(?:quick|brief|short)\s+)?(?:overview|summary|history)\s+of|what\s+happened\s+(?:in|during|at)|i\s+want\s+to\s+(?:know|learn)\s+about|teach\s+me\s+about)\s+(.{3,60})$/, "overview"],
  [/^(?:what\s+(?:caused|led\s+to|started|triggered)|what\s+(?:were|was|are)\s+(?:main\s+)?causes?\s+of|(?:explain\s+)?(?:main\s+)?causes?\s+of)\s+(.{3,60})$/, "causes"],
  [/^why\s+did\s+(.{3,60}?)\s+(?:happen|start|begin|break\s+out|occur|take\s+place)$/, "causes"],
  [/^(?:why|how)\s+did\s+(.{3,60}?)\s+(?:fall|collapse|decline)$/, "fall"],
  [/^(?:how|why)\s+did\s+(.{3,60}?)\s+(?:end|finish|come\s+to\s+end)$/, "end"],
];

/** Cheap first look: every form says one of these ("TL;DR of the Cold War" and "ELI5 the Cold War" ask to explain). */
const CUE = /\b(?:about|what|who|explain|describe|summari[sz]e|summary|overview|history|why|how|rundown|introduction|causes?|tl;?dr|eli5)\b/i;

/**
 * The reply to a question about a history topic the table knows, or undefined.
 * @example historyOverviewReply("What caused World War 1?")?.startsWith("**Causes:** World War I grew out of long-term tensions") // true
 */
export function historyOverviewReply(prompt: string): string | undefined {
  if (prompt.length > 200 || !CUE.test(prompt) || !namesATopic(prompt)) return undefined;
  // "Summarize World War 2 in 3 sentences", "Explain the Cold War in 50 words": the question without its length, then the overview fitted to it.
  const length = askedLength(prompt);
  const asked = length?.rest ?? prompt;
  if (asked.length > 100) return undefined;
  const question = normalized(asked).replace(POLITE, "");
  for (const [form, focus] of FORMS) {
    const subject = form.exec(question)?.[1]?.replace(TAIL, "");
    if (subject === undefined) continue;
    // "Why did the Roman Empire fall?" asks about the fall of Rome, which has a topic of its own.
    const topic = (focus === "fall" ? BY_NAME.get(`fall of ${subject}`) : undefined) ?? BY_NAME.get(subject);
    // "What were the causes of WW2?" reads as "what were <subject>" too: a subject the table does not know tries the next form.
    if (topic === undefined) continue;
    return length === undefined ? answer(topic, focus) : fittedToLength(answer(topic, focus), length, proseOf(topic));
  }
  return undefined;
}

/**
 * The topic's sentences for a shorter answer, in prose: the overview's, then the first sentence
 * of each point that reads as one (not a list of events), in the table's order.
 */
function proseOf(topic: HistoryTopic): string[] {
  return [...sentencesOf(topic.overview), ...topic.points.map(([, text]) => sentencesOf(text)[0]!).filter((sentence) => /^\p{Lu}/u.test(sentence) && !sentence.includes(";"))];
}

/** The overview and the points; a focused question's point first, then the overview and the other points. */
function answer(topic: HistoryTopic, focus: Focus): string {
  const bullets = (points: HistoryTopic["points"]) => points.map(([label, text]) => `- **${label}:** ${text}`).join("\n");
  const lead = focus === "overview" ? undefined : topic.points.find(([label]) => FOCUS_LABEL[focus].test(label));
  if (lead === undefined) return `${topic.overview}\n\n${bullets(topic.points)}`;
  return `**${lead[0]}:** ${lead[1]}\n\n${topic.overview}\n\n${bullets(topic.points.filter((point) => point !== lead))}`;
}
