/**
 * Curated answers to the why- and how-questions about nature, the body and everyday science that
 * chat demos are tried with ("Why do cats purr?", "How do airplanes fly?"). Each opens with the
 * direct answer and stays short; where science has no settled answer (dreams, yawning, zebra
 * stripes) it says so and names the leading explanations, rather than picking one.
 */
import { about, asked, causes, how, why, whyIs, type CuratedAnswer } from "./why-how-questions.ts";

export const NATURE_ANSWERS: readonly CuratedAnswer[] = [
  {
    asked: asked(why(String.raw`cats?|kittens?|kitties|my\s+cat`, String.raw`purrs?|purring`), String.raw`how\s+(?:do|does)\s+(?:a\s+)?cats?\s+purr`, String.raw`what\s+(?:is|does)\s+(?:a\s+)?cats?\s+purr(?:ing)?\s+mean`),
    answer: `Cats purr mostly to communicate contentment, but also to soothe themselves when they are stressed, hurt or unwell.

The sound comes from the muscles of the larynx (voice box), which twitch about 25 to 150 times a second. That rapidly opens and closes the gap between the vocal cords, and the air moving past vibrates on both the in-breath and the out-breath, which is why a purr sounds continuous.

- **Kittens** start purring within days of birth, which helps their mother find them while nursing.
- **Contented cats** purr when they are stroked, kneading or falling asleep.
- **Stressed or injured cats** purr too, for example at the vet or while giving birth, which suggests purring also calms them.

Some researchers think the low frequencies of a purr may even help bones and tissues heal, though that idea is still being studied.`,
    simple: `Cats purr by making tiny, super-fast wiggles with the muscles in their throat, so the air buzzes in and out as they breathe. They mostly purr when they're happy and cosy, like when you pet them. But cats also purr when they're scared or hurt, to calm themselves down, a bit like humming to yourself to feel better.`,
  },
  {
    asked: asked(whyIs(String.raw`oceans?|seas?|sea\s+water|seawater|ocean\s+water`, String.raw`salty|salt\s+water`), String.raw`(?:where|how)\s+(?:does|did)\s+(?:the\s+)?(?:ocean|sea)(?:'s)?\s+(?:salt|get\s+(?:its|their)\s+salt|get\s+salty)\s*(?:come\s+from)?`, String.raw`why\s+(?:is|are)\s+(?:the\s+)?(?:oceans?|seas?)\s+(?:salty|salt\s+water)\s+(?:but|and)\s+(?:rivers?|lakes?)\s+(?:are\s+)?not`),
    answer: `The ocean is salty because rivers have been carrying dissolved minerals into it for billions of years, and when seawater evaporates the salt stays behind.

Rainwater is slightly acidic (it absorbs a little carbon dioxide from the air), so it slowly dissolves minerals from rocks on land. Rivers carry those ions to the sea. Hydrothermal vents and underwater volcanoes add more, including much of the chloride. Water leaves the ocean by evaporation, but the salts can't, so over time they have built up to about **3.5%**, mostly sodium and chloride: table salt.

River water tastes fresh because it only carries a tiny amount of salt at any time and keeps moving; the ocean is where it all collects. Today the saltiness is roughly stable, because about as much salt settles into sediments on the seafloor as arrives.`,
    simple: `When rain falls on land, it washes tiny bits of salt out of rocks and soil. Rivers carry that salt all the way to the sea. The sun then warms the sea and the water floats up into the sky as vapor to make clouds, but the salt can't float up with it, so it stays behind. This has been happening for millions and millions of years, so the sea has become really salty.`,
  },
  {
    asked: asked(
      why(String.raw`leaves|tree\s+leaves|the\s+leaves\s+on\s+trees`, String.raw`(?:change|turn)\s+(?:colou?rs?|red|yellow|orange|brown)(?:\s+in\s+(?:the\s+)?(?:autumn|fall))?|fall\s+off\s+(?:the\s+)?trees(?:\s+in\s+(?:the\s+)?(?:autumn|fall))?`),
      String.raw`why\s+(?:do|does)\s+(?:the\s+)?trees?\s+(?:change\s+colou?rs?|lose\s+(?:their|its)\s+leaves)(?:\s+in\s+(?:the\s+)?(?:autumn|fall))?`,
      String.raw`(?:why|how)\s+do\s+leaves\s+change\s+colou?rs?\s+in\s+(?:the\s+)?(?:autumn|fall)`,
    ),
    answer: `Leaves change color in autumn because trees stop making **chlorophyll**, the green pigment, and other pigments that were hidden underneath start to show.

- **Yellow and orange** come from **carotenoids**, which were in the leaf all summer but masked by all the green. As the days shorten and nights cool, the tree stops replacing its chlorophyll, and the green fades.
- **Red and purple** come from **anthocyanins**, which some trees (like many maples) actually make in autumn, especially after sunny days and cool nights.
- **Brown** is from tannins left in the dead leaf.

Deciduous trees then seal off each leaf's stem and let it fall, which saves water and energy through the winter, when there isn't enough light to make much food anyway.`,
    simple: `Leaves are full of a green stuff called chlorophyll that helps the tree make food from sunlight. In autumn, the days get shorter and colder, so the tree stops making it. When the green goes away, the yellow and orange colors that were hiding in the leaf all along can finally be seen! Some trees also make new red colors in autumn. Then the leaves fall off so the tree can rest for the winter.`,
  },
  {
    asked: asked(why(String.raw`we|people|humans|you|animals`, String.raw`dream|have\s+dreams`), String.raw`(?:what\s+(?:is|are)\s+the\s+purpose\s+of|why\s+do\s+we\s+have)\s+dreams?`, String.raw`(?:what\s+causes|how\s+do(?:\s+we)?)\s+dreams?(?:\s+work)?`),
    answer: `Nobody knows for sure why we dream, but scientists have a few leading explanations, and they aren't mutually exclusive.

Most vivid dreams happen during **REM sleep** (rapid eye movement), when the brain is almost as active as when awake while the body is mostly paralysed. The main ideas about why:

- **Memory processing**: the sleeping brain replays and sorts the day's experiences, strengthening some memories and linking them with older ones.
- **Emotional regulation**: dreaming may help process emotions, taking some of the sting out of stressful experiences.
- **Threat rehearsal**: dreams may let us practise responding to dangers in a safe setting, which would explain why so many are anxious.
- **Side effect**: the activation-synthesis theory says dreams are the brain's attempt to make a story out of random activity during REM sleep.

What is well established is that sleep, and REM sleep in particular, matters for learning, memory and mood.`,
    simple: `When you sleep, your brain doesn't switch off. It stays busy sorting through everything you saw, learned and felt during the day, a bit like tidying up a messy room. Dreams are the stories your brain makes while it's doing that tidying. Scientists are still working out exactly why we dream, but it seems to help us remember things and feel better about our worries.`,
  },
  {
    asked: asked(how(String.raw`(?:air)?planes?|aeroplanes?|airplanes?|aircraft|jets?|planes\s+and\s+jets`, String.raw`fly|flies|stay\s+(?:in\s+the\s+air|up|airborne)|get\s+off\s+the\s+ground`), whyIs(String.raw`(?:air)?planes?|aeroplanes?|airplanes?`, String.raw`able\s+to\s+fly`), String.raw`what\s+keeps\s+(?:an?\s+)?(?:air)?planes?\s+(?:in\s+the\s+air|up|flying)`, String.raw`how\s+do(?:es)?\s+(?:an?\s+)?(?:airplane|plane|aeroplane)\s+wings?\s+(?:work|create\s+lift)`),
    answer: `Airplanes fly because their wings push air downward, and the air pushes the wings up in return. That upward force is called **lift**.

A wing is shaped and tilted slightly upward (its *angle of attack*) so that air flowing over it is deflected down. This makes the air pressure above the wing lower than the pressure below it, and the difference holds the plane up. Newton's third law and Bernoulli's principle are two ways of describing the same effect. (The popular claim that air over the top "must meet up" with the air below is a myth.)

Four forces act on a plane in flight:

- **Lift** from the wings, upward.
- **Weight**, downward.
- **Thrust** from the engines, forward.
- **Drag** from air resistance, backward.

The engines don't hold the plane up; they keep it moving fast enough for the wings to make enough lift. Pilots control it by moving surfaces on the wings and tail that change how the air flows around them.`,
    simple: `A plane's wings are shaped to push air down as the plane zooms forward. When the wings push the air down, the air pushes the wings up, and that lifts the whole plane! The engines are there to make the plane go fast, because the wings only lift it when lots of air is rushing past them. You can feel this yourself: hold your flat hand out of a car window and tilt it up a little, and the wind pushes it up.`,
  },
  {
    asked: asked(about(String.raw`rainbows?|a\s+rainbow`), causes(String.raw`rainbows?|a\s+rainbow`), how(String.raw`rainbows?`, String.raw`forms?|appears?|happens?|works?|gets?\s+(?:its|their)\s+colou?rs?`), why(String.raw`rainbows?`, String.raw`(?:form|appear|happen|are\s+curved|have\s+colou?rs|are\s+round)`), String.raw`why\s+(?:do|does)\s+we\s+see\s+rainbows?`),
    answer: `A rainbow forms when sunlight is bent and reflected inside raindrops, which splits the white light into its colors.

1. Sunlight enters a raindrop and **refracts** (bends) as it passes from air into water.
2. It **reflects** off the back of the drop.
3. It refracts again as it leaves. Each color bends by a slightly different amount (violet most, red least), so the colors fan out.

Each drop sends one color toward your eye depending on its angle, and all the drops at about **42°** from the point directly opposite the sun make the arc. That's why you only see a rainbow with the sun behind you and rain in front of you, and why it's part of a circle (from a plane you can sometimes see the whole circle). Red is on the outside, violet on the inside. A fainter **double rainbow** comes from light reflecting twice inside the drops, so its colors are reversed.`,
    simple: `Sunlight looks white, but it's really all the colors mixed together. When the sun shines on raindrops, each drop acts like a tiny prism: it bends the light and splits it into red, orange, yellow, green, blue and violet. Millions of drops together make the big colorful arc. To see one, stand with the sun behind you and the rain in front of you!`,
  },
  {
    asked: asked(about(String.raw`(?:the\s+)?seasons|why\s+we\s+have\s+seasons`), why(String.raw`we|earth|the\s+earth|you`, String.raw`(?:have|has|get|gets|experience)\s+(?:the\s+)?(?:four\s+)?seasons`), causes(String.raw`(?:the\s+)?(?:four\s+)?seasons`), how(String.raw`(?:the\s+)?seasons`, String.raw`works?|happen|change`), String.raw`why\s+(?:are|is)\s+(?:there\s+)?(?:the\s+)?(?:four\s+)?seasons`, String.raw`why\s+is\s+(?:it\s+)?(?:summer|winter)\s+(?:hot|cold|warmer|colder)(?:\s+than\s+(?:summer|winter))?`, String.raw`why\s+(?:is\s+)?(?:it\s+)?(?:hot(?:ter)?|warm(?:er)?)\s+in\s+(?:the\s+)?summer(?:\s+and\s+cold(?:er)?\s+in\s+(?:the\s+)?winter)?`),
    answer: `We have seasons because Earth's axis is tilted by about **23.5°** relative to its orbit around the Sun, not because Earth gets closer to or farther from the Sun.

As Earth orbits, the tilt stays pointed in the same direction in space. So for part of the year the Northern Hemisphere leans toward the Sun, and for the other part it leans away:

- **Leaning toward the Sun (summer)**: sunlight hits the ground more directly, concentrating its energy, and days are longer. Both make it warmer.
- **Leaning away (winter)**: sunlight arrives at a low angle, spreading the same energy over more ground, and days are shorter.

That's why the seasons are opposite in the two hemispheres: December is summer in Australia. And distance really isn't the cause: Earth is actually closest to the Sun in early January, in the middle of the northern winter.`,
    simple: `The Earth is a little bit tipped over, like a spinning top that leans to one side. As the Earth travels around the Sun during the year, sometimes our part of the world leans toward the Sun: the sunshine is stronger and the days are longer, so it's summer. Half a year later, we lean away from the Sun: the sunshine is weaker and the days are shorter, so it's winter.`,
  },
  {
    asked: asked(about(String.raw`vaccines?|vaccinations?`), how(String.raw`vaccines?|vaccinations?|immuni[sz]ations?|mrna\s+vaccines?|flu\s+shots?|vaccines\s+and\s+boosters`, String.raw`works?|protects?\s+(?:us|you)|prevents?\s+diseases?`), why(String.raw`vaccines?`, String.raw`work`), whyIs(String.raw`vaccines?|vaccination`, String.raw`important|effective`)),
    answer: `Vaccines work by training your immune system to recognise a germ before you ever meet it, so it can fight it off quickly the first time it really matters.

A vaccine contains something harmless that looks like part of the pathogen: a killed or weakened virus, a piece of its protein, or (in mRNA vaccines) instructions your cells use to make that protein for a short while. Your immune system reacts to it as if it were a real infection:

- **Antibodies** are made that stick to that specific germ.
- **Memory B and T cells** are created and stay in your body, often for years.

If the real germ shows up later, those memory cells recognise it and launch a response within days instead of weeks, often before you get sick, or at least making the illness much milder. When enough people are vaccinated, a disease also struggles to spread, which protects people who can't be vaccinated (herd immunity).`,
    simple: `Your body has an army called the immune system that fights germs. A vaccine is like showing the army a "wanted poster" of a germ, without the germ being able to make you sick. The army studies the poster and remembers it. Then, if the real germ ever tries to get in, the army recognises it straight away and beats it before it can make you ill.`,
  },
  {
    asked: asked(String.raw`(?:how|why)\s+do\s+vaccines\s+cause\s+autism|do\s+vaccines\s+(?:really\s+)?cause\s+autism|(?:is|are)\s+vaccines\s+linked\s+to\s+autism|(?:is\s+there\s+a\s+)?link\s+between\s+vaccines\s+and\s+autism`),
    answer: `Vaccines don't cause autism. This has been studied very thoroughly, in millions of children across many countries, and no link has been found, including for the MMR vaccine and for vaccines containing thimerosal.

The idea came from a 1998 study by Andrew Wakefield of just 12 children. It was later found to be fraudulent, the journal *The Lancet* retracted it, and Wakefield lost his medical licence.

Part of why the myth persists is timing: the first signs of autism often become noticeable around the age when children get several vaccines, so the two can seem connected even though one doesn't cause the other. Research points to autism having strong genetic roots, with differences in brain development that begin before birth.`,
  },
  {
    asked: asked(about(String.raw`(?:the\s+)?internet`), how(String.raw`(?:the\s+)?internet|the\s+web|the\s+world\s+wide\s+web`, String.raw`works?|gets\s+to\s+my\s+(?:house|home|computer|phone)`), String.raw`what\s+happens\s+when\s+you\s+(?:use|go\s+on)\s+the\s+internet`),
    answer: `The internet is a global network of networks: millions of computers and routers connected by cables and radio links, all agreeing to send data in the same way.

1. **Everything becomes packets.** When you load a page or send a message, the data is split into small packets, each labelled with the **IP address** it's going to.
2. **Routers pass packets along.** Your home router sends them to your internet provider, and from there routers hop them across fibre-optic lines (including undersea cables between continents) toward their destination. Packets from the same message can take different routes.
3. **TCP puts them back together.** The receiving computer reassembles the packets in order and asks again for any that got lost.
4. **DNS finds addresses.** When you type a name like *example.com*, DNS translates it into the IP address of the server.
5. **HTTP carries the web.** Your browser asks the server for a page over HTTP (encrypted as HTTPS), and the server sends back HTML, images and scripts.

No one owns the whole thing: it works because everyone follows the same open protocols.`,
    simple: `The internet is millions of computers all over the world connected together, by wires, by cables under the sea and by radio signals like Wi-Fi. When you watch a video, the computer that has it chops it into lots of tiny pieces and sends them to you, like letters in the post, each with your address on it. Machines called routers pass the pieces along until they reach you, and then your device puts them back together.`,
  },
  {
    asked: asked(how(String.raw`refrigerators?|fridges?|freezers?|air\s+conditioners?|air\s+conditioning|ac\s+units?`, String.raw`works?|keeps?\s+(?:food|things|it)\s+cold|gets?\s+cold|makes?\s+(?:things\s+)?cold`), String.raw`how\s+does\s+(?:a\s+)?(?:fridge|refrigerator)\s+keep\s+(?:food|things)\s+cold`),
    answer: `A refrigerator doesn't make cold: it **moves heat** from inside the fridge to the room outside, using a fluid called a refrigerant that circulates in a closed loop.

1. **Evaporator (inside the fridge):** the refrigerant arrives as a cold, low-pressure liquid and evaporates in coils inside the fridge. Evaporating absorbs heat, so it pulls heat out of the food and air.
2. **Compressor:** a pump squeezes the refrigerant gas, which makes it hot and high-pressure.
3. **Condenser (the coils on the back or underneath):** the hot gas gives off its heat to the kitchen and condenses back into a liquid. That's why the back of a fridge feels warm.
4. **Expansion valve:** the liquid passes through a narrow opening, its pressure drops, it becomes cold again, and the cycle repeats.

A thermostat switches the compressor on and off to hold the temperature. Air conditioners and heat pumps work on exactly the same cycle.`,
  },
  {
    asked: asked(about(String.raw`gps|the\s+global\s+positioning\s+system`), how(String.raw`gps|the\s+gps|global\s+positioning\s+system|gps\s+tracking|satellite\s+navigation|sat\s*nav|my\s+phone'?s\s+gps|google\s+maps`, String.raw`works?|knows?\s+where\s+(?:i\s+am|you\s+are)|finds?\s+(?:my|your)\s+location`), String.raw`how\s+does\s+my\s+phone\s+know\s+where\s+i\s+am`),
    answer: `GPS works by timing radio signals from satellites: your receiver measures how long each signal took to arrive, turns those times into distances, and works out the one place on Earth that fits them all.

- About **30 GPS satellites** orbit Earth, arranged so that at least four are above the horizon almost anywhere.
- Each one carries very precise **atomic clocks** and continuously broadcasts its position and the exact time.
- Your phone or receiver only **listens** (it sends nothing). Since radio travels at the speed of light, the delay of each signal gives the distance to that satellite.
- With distances to **three** satellites you can pin down a position (trilateration); a **fourth** corrects the error of the receiver's own, much cheaper clock.

The satellites' clocks even have to be corrected for Einstein's relativity, or positions would drift by kilometres a day. A phone under open sky is typically accurate to within a few metres, and it uses Wi-Fi and cell towers to get a first fix faster.`,
    simple: `High up in space there are lots of satellites that keep shouting "I'm here, and the time is now!" Your phone listens to them. Because the messages take a tiny bit longer to arrive from satellites that are farther away, your phone can work out how far it is from each one. Knowing how far you are from four of them, it can figure out exactly where you are on the map.`,
  },
  {
    asked: asked(how(String.raw`computers?|hard\s+drives?|ssds?|a\s+computer'?s\s+memory|computer\s+memory`, String.raw`stores?\s+(?:data|information|files|memory|things)|saves?\s+(?:data|files|information)|remembers?\s+things|works?\s+as\s+storage`), how(String.raw`data\s+storage|computer\s+storage|ram|hard\s+drives?|ssds?|flash\s+memory|solid\s+state\s+drives?`), String.raw`how\s+(?:is|are)\s+(?:data|information|files)\s+stored\s+(?:in|on)\s+(?:a\s+)?computers?`),
    answer: `Computers store all data as **bits**, tiny switches that are either 0 or 1, and different kinds of storage hold those bits in different physical ways.

- **Everything is numbers.** Text, photos and music are encoded as numbers, and numbers as binary. Eight bits make a **byte**; the letter "A" is stored as 01000001.
- **RAM (working memory)** keeps each bit as a tiny electric charge in a capacitor. It's very fast, but it forgets everything when the power goes off, and it's constantly refreshed even while on.
- **SSDs and flash drives** trap electrons in memory cells that keep their charge without power, so data survives being switched off.
- **Hard drives** magnetise microscopic regions of spinning metal platters in one direction or the other, read and written by a head floating just above the surface.

On top of the hardware, a **file system** keeps track of which blocks of storage belong to which file, so your computer can find "holiday.jpg" among billions of bits.`,
  },
  {
    asked: asked(why(String.raw`onions?|cutting\s+onions|chopping\s+onions|slicing\s+onions`, String.raw`makes?\s+(?:you|us|me|people)\s+(?:cry|tear\s+up)|makes?\s+(?:your|our|my)\s+eyes\s+(?:water|sting|burn)`), String.raw`why\s+(?:do|does)\s+(?:i|we|you|people)\s+cry\s+when\s+(?:i|we|you|they)\s+(?:cut|chop|slice|peel)\s+(?:an\s+)?onions?`),
    answer: `Onions make you cry because cutting them releases a gas that irritates your eyes, and your eyes make tears to wash it away.

When you cut an onion, you break open its cells. That lets enzymes mix with sulfur-containing compounds that were kept apart, and a chain of reactions produces **syn-propanethial-S-oxide**, a volatile gas. It drifts up, reaches your eyes and stimulates the nerves there, and your tear glands respond by flushing it out. The onion most likely evolved this to put off animals that would eat it.

A few things that help:

- **Chill the onion** for 30 minutes first: the gas is released more slowly when it's cold.
- **Use a sharp knife**, which crushes fewer cells.
- **Cut the root end last**, since it has the highest concentration of the compounds.
- **Work near a fan or an open window**, or under a running extractor hood.`,
  },
  {
    asked: asked(how(String.raw`bees|honey\s*bees|a\s+bee`, String.raw`makes?\s+honey|produces?\s+honey`), String.raw`how\s+is\s+honey\s+made`, String.raw`where\s+does\s+honey\s+come\s+from`, String.raw`why\s+do\s+bees\s+make\s+honey`),
    answer: `Bees make honey from flower **nectar**, by adding enzymes to it and then evaporating most of its water inside the hive.

1. **Collecting:** forager bees suck nectar from flowers with their long tongues and store it in a special "honey stomach", separate from the one they digest food in.
2. **Enzymes:** an enzyme from the bees, invertase, starts breaking the nectar's sucrose down into simpler sugars (glucose and fructose).
3. **Passing it on:** back at the hive, the foragers pass the nectar mouth to mouth to younger house bees, who add more enzymes.
4. **Drying:** the bees spread it into the wax cells of the honeycomb and fan it with their wings until its water content falls from around 70–80% to about 17–18%.
5. **Sealing:** they cap each full cell with wax to store it.

Bees make honey as their food store for winter, when there are no flowers. It's a lot of work: a single worker bee makes only about a twelfth of a teaspoon of honey in her whole life.`,
    simple: `Bees fly from flower to flower sipping a sweet juice called nectar and keep it in a special tummy just for carrying it. Back at the hive, they pass it from bee to bee, and each one adds a little bit of something from their bodies that changes it. Then they put it in the little wax boxes of the honeycomb and flap their wings over it to dry it out, until it becomes thick, sticky honey. It's their food for the winter!`,
  },
  {
    asked: asked(why(String.raw`we|people|humans|animals`, String.raw`(?:need\s+(?:to\s+)?)?sleep`), String.raw`why\s+is\s+sleep\s+(?:so\s+)?important`, String.raw`what\s+(?:is\s+the\s+purpose\s+of|does)\s+sleep(?:\s+do)?`),
    answer: `We need sleep because the brain and body do essential maintenance during it that they can't do properly while we're awake.

- **Memory and learning:** during sleep the brain consolidates what you learned during the day, moving important memories into longer-term storage.
- **Brain clean-up:** the brain clears out waste products that build up while awake, more effectively during deep sleep.
- **Body repair:** growth hormone is released, tissues repair, and the immune system does much of its work.
- **Mood and focus:** even one short night makes attention, reaction time and emotional control noticeably worse.

Two systems decide when you feel sleepy: your **circadian rhythm**, a roughly 24-hour internal clock set largely by light, and **sleep pressure**, which builds the longer you're awake (partly from a chemical called adenosine, which caffeine blocks). Most adults need about 7–9 hours a night.`,
    simple: `Sleep is when your body and brain do their tidying up and fixing. While you sleep, your brain sorts out everything you learned that day so you can remember it, and your body grows and repairs itself. That's why you feel grumpy and find it hard to think when you don't get enough sleep, and why kids need even more sleep than grown-ups.`,
  },
  {
    asked: asked(why(String.raw`we|people|humans|you|animals|dogs|cats`, String.raw`yawn|yawns`), whyIs(String.raw`yawning|a\s+yawn|yawns`, String.raw`contagious`), String.raw`what\s+causes\s+yawn(?:ing|s)`),
    answer: `Nobody knows for certain why we yawn, but the leading idea is that yawning helps **cool the brain** and make us more alert.

A yawn stretches the jaw wide and pulls in a big breath of air, which increases blood flow to the head and may carry away heat. That fits with when we yawn: when we're tired, bored or waking up, moments when the brain is shifting state and may need a boost. Studies have also found people yawn more when the air is cooler than their body, and less when it's hot.

The old explanation, that yawning brings in extra oxygen, hasn't held up: breathing more oxygen doesn't reduce yawning.

**Contagious yawning** (yawning when you see or even read about someone else yawning) seems to be social. It's more common between people who know each other well, and it develops in children around the age of four or five.`,
  },
  {
    asked: asked(whyIs(String.raw`grass|plants|leaves|trees|most\s+plants|plant\s+leaves`, String.raw`green`), String.raw`what\s+makes\s+(?:grass|plants|leaves)\s+green`),
    answer: `Grass and other plants are green because of **chlorophyll**, the pigment they use to capture light for photosynthesis.

Sunlight contains all the colors. Chlorophyll absorbs red and blue light strongly, because those are what it uses to power photosynthesis, but it absorbs very little green. The green light is reflected back out of the leaf, and that's the color that reaches your eyes.

Leaves hold other pigments too, like yellow and orange carotenoids, but in a healthy leaf there's so much chlorophyll that the green hides them. They only show in autumn, when the chlorophyll breaks down.`,
  },
  {
    asked: asked(about(String.raw`magnetism`), how(String.raw`magnets?|magnetism|magnetic\s+fields?|fridge\s+magnets?`), why(String.raw`magnets?`, String.raw`(?:attract|stick|repel)(?:\s+(?:each\s+other|metal|iron|things))?|work`), String.raw`what\s+makes\s+(?:a\s+)?magnets?\s+(?:magnetic|work|stick)`),
    answer: `Magnets work because moving electric charges create magnetic fields, and in a magnet the tiny fields of countless electrons all point the same way.

Every electron behaves like a minuscule magnet, because of a property called **spin**. In most materials these little magnets point in random directions or pair up and cancel out. In **ferromagnetic** materials like iron, nickel and cobalt, neighbouring atoms line up with each other in regions called **domains**. When most domains point the same way, their fields add up, and the whole piece becomes a magnet.

- Every magnet has a **north** and a **south** pole; opposite poles attract and like poles repel.
- A magnet attracts a paperclip by temporarily lining up the domains in the clip.
- Electricity flowing through a coil of wire makes a magnet too (an **electromagnet**), which is how motors, speakers and generators work.`,
    simple: `Everything is made of teeny-tiny pieces called atoms, and in some metals, like iron, each atom acts like an itsy-bitsy magnet. Usually they all point in different directions, so they cancel each other out. In a magnet, they all point the same way, so together they make a pull strong enough to grab a paperclip or stick to your fridge.`,
  },
  {
    asked: asked(why(String.raw`moon|the\s+moon`, String.raw`changes?\s+(?:its\s+)?shapes?|has\s+phases|have\s+phases|looks?\s+different(?:\s+every\s+night)?|goes\s+through\s+phases|wax(?:es)?\s+and\s+wanes?`), causes(String.raw`(?:the\s+)?(?:moon'?s?\s+)?phases(?:\s+of\s+the\s+moon)?|moon\s+phases|lunar\s+phases`), how(String.raw`(?:the\s+)?(?:moon'?s?\s+)?phases(?:\s+of\s+the\s+moon)?|moon\s+phases|lunar\s+phases`)),
    answer: `The Moon seems to change shape because, as it orbits Earth, we see different amounts of its sunlit half.

The Moon makes no light of its own; it reflects sunlight. At any moment the Sun lights exactly half of it. Over its roughly **29.5-day** cycle, the angle between the Sun, Earth and Moon changes, so we see:

- **New moon:** the Moon is roughly between Earth and the Sun, and its lit half faces away from us.
- **Waxing crescent, first quarter, waxing gibbous:** more of the lit half turns toward us each night.
- **Full moon:** Earth is roughly between the Sun and the Moon, and we see the whole lit half.
- **Waning gibbous, last quarter, waning crescent:** the lit part shrinks again.

A common mix-up: the phases are *not* caused by Earth's shadow. That only happens during a lunar eclipse.`,
    simple: `The Moon doesn't glow by itself; the Sun shines on it like a giant flashlight, and half of the Moon is always lit. As the Moon travels around the Earth over about a month, we see that sunny half from different sides. Sometimes we see all of it (a full moon), sometimes just a thin slice (a crescent), and sometimes almost none of it (a new moon).`,
  },
  {
    asked: asked(about(String.raw`(?:ocean\s+|the\s+)?tides`), causes(String.raw`(?:ocean\s+|sea\s+)?tides|high\s+(?:and\s+low\s+)?tides?`), how(String.raw`(?:ocean\s+|sea\s+)?tides`), String.raw`(?:how|why)\s+does\s+the\s+moon\s+(?:affect|cause|control|make)\s+(?:the\s+)?(?:ocean\s+)?tides`, String.raw`why\s+(?:are\s+there|do\s+we\s+have)\s+(?:two\s+)?(?:high\s+)?tides(?:\s+a\s+day)?`),
    answer: `Tides are caused mainly by the **Moon's gravity**, which pulls slightly harder on the side of Earth facing it than on the far side, stretching the oceans into two bulges.

- The ocean on the side nearest the Moon is pulled toward it more strongly than Earth as a whole: one bulge.
- Earth itself is pulled toward the Moon more strongly than the ocean on the far side, which is left behind: a second bulge, opposite the first.

As Earth rotates through both bulges, most coasts get **two high tides and two low tides** about every 24 hours and 50 minutes (the extra 50 minutes is because the Moon moves along its orbit meanwhile).

The **Sun** has a similar but weaker effect, a bit under half as strong. When the Sun and Moon line up, at new and full moon, their pulls add up to bigger **spring tides**; when they're at right angles, at the quarter moons, they partly cancel into smaller **neap tides**. The shape of coastlines and the seafloor decides how big the tides are locally.`,
    simple: `The Moon is always pulling on the Earth with its gravity, a bit like a gentle invisible magnet. It pulls the oceans too, so the water piles up a little on the side facing the Moon, and on the opposite side as well. As the Earth spins around each day, the beach you're standing on moves into those piles of water and out again. That's why the sea comes up the beach (high tide) and goes back out (low tide), twice a day.`,
  },
  {
    asked: asked(why(String.raw`stars`, String.raw`twinkle|flicker|sparkle|blink`), String.raw`what\s+makes\s+(?:the\s+)?stars\s+twinkle`, String.raw`why\s+do\s+stars\s+twinkle\s+(?:but|and)\s+(?:the\s+)?planets\s+(?:do\s+)?not|why\s+don'?t\s+planets\s+twinkle`),
    answer: `Stars twinkle because their light is bent back and forth by moving air in Earth's atmosphere on its way to your eyes.

The atmosphere is full of pockets of air at slightly different temperatures and densities, constantly moving. Each pocket **refracts** (bends) light a little differently, so the starlight reaching you wobbles in brightness and position many times a second. Astronomers call this *atmospheric scintillation*.

- Stars are so far away that they're essentially **points of light**, so a single wobble changes what you see.
- **Planets** are close enough to appear as tiny discs, made of many points whose wobbles average out, so they usually shine steadily.
- Stars twinkle most near the horizon, where their light passes through more air.

In space there's no twinkling, which is one reason telescopes like Hubble and James Webb are above the atmosphere.`,
    simple: `Starlight travels a very long way to reach us, and at the very end it has to pass through the air around the Earth. That air is always moving and swirling, a bit like looking at a coin at the bottom of a wavy swimming pool. The moving air wiggles the starlight, so the stars look like they're twinkling.`,
  },
  {
    asked: asked(causes(String.raw`lightning|thunder|thunderstorms?|lightning\s+and\s+thunder|thunder\s+and\s+lightning`), how(String.raw`lightning`, String.raw`forms?|works?|happens?|strikes?`), String.raw`why\s+(?:does|is\s+there)\s+thunder(?:\s+after\s+lightning)?`, String.raw`why\s+do\s+we\s+(?:hear\s+thunder|see\s+lightning\s+before\s+(?:we\s+hear\s+)?(?:the\s+)?thunder)`),
    answer: `Lightning is a giant spark of electricity that jumps between a storm cloud and the ground (or within clouds) once enough electric charge has built up; thunder is the sound of the air it heats exploding outward.

1. **Charge builds up.** Inside a thundercloud, strong updrafts make ice crystals and small soft hail (graupel) collide. The collisions transfer charge: lighter, positively charged crystals are carried to the top of the cloud, and the heavier, negatively charged particles gather lower down.
2. **The spark.** When the difference becomes too large for the air to insulate, a channel of charged air forms and a huge current flows along it in a fraction of a second.
3. **Thunder.** The lightning channel heats the air to around **30,000 °C**, several times hotter than the surface of the Sun. The air expands so fast it makes a shock wave: the crack and rumble of thunder.

You see lightning before you hear thunder because light is far faster than sound. Count the seconds between them and divide by 3 to get the distance in kilometres (by 5 for miles).`,
    simple: `Inside a storm cloud, tiny bits of ice bump and rub against each other, which builds up electricity, like when you rub a balloon on your hair. When there's far too much, it jumps out as a giant spark: that's lightning! The spark is so hot that it makes the air around it burst outward with a huge BOOM, and that's thunder. You see the flash first because light travels much faster than sound.`,
  },
  {
    asked: asked(whyIs(String.raw`sun|the\s+sun`, String.raw`(?:so\s+)?(?:hot|bright)`), how(String.raw`sun|the\s+sun|stars`, String.raw`(?:works?|shines?|burns?|makes?\s+(?:heat|light|energy)|produces?\s+(?:heat|light|energy)|generates?\s+(?:heat|light|energy)|stays?\s+hot)`), String.raw`what\s+makes\s+the\s+sun\s+(?:shine|hot|burn)`, String.raw`why\s+does\s+the\s+sun\s+(?:shine|burn)`),
    answer: `The Sun shines because of **nuclear fusion** in its core, where hydrogen nuclei are squeezed together into helium and a little mass is turned into a lot of energy.

- The Sun's enormous gravity crushes its core to about **15 million °C** and immense pressure, enough to force hydrogen nuclei close enough to fuse.
- In each fusion chain, four hydrogen nuclei end up as one helium nucleus, which is slightly lighter than the four together. The missing mass becomes energy, following Einstein's **E = mc²**.
- The Sun converts about 4 million tonnes of mass into energy every second.

That energy takes many thousands of years to work its way out through the Sun's dense interior, then about **8 minutes** to cross the space to Earth as light. The Sun has been shining like this for about 4.6 billion years and has enough hydrogen for roughly another 5 billion.`,
    simple: `The Sun is a gigantic ball of gas, so heavy that it squeezes its middle incredibly hard. In the middle, tiny bits of gas get squished together so hard that they stick and turn into something new, and every time that happens a little burst of energy comes out. Trillions and trillions of those bursts every second make the Sun hot and bright enough to warm the whole Earth, even from very far away.`,
  },
  {
    asked: asked(causes(String.raw`earthquakes?|an\s+earthquake`), how(String.raw`earthquakes?`, String.raw`happens?|works?|forms?|starts?|occurs?`), why(String.raw`earthquakes?`, String.raw`happen|occur`)),
    answer: `Earthquakes happen when rocks along a fault in Earth's crust suddenly slip past each other, releasing stress that has built up over years or centuries.

Earth's outer shell is broken into **tectonic plates** that drift a few centimetres a year, about as fast as fingernails grow. Where plates meet, friction locks the rocks together while the plates keep moving, so the rocks slowly bend and store energy, like a stretched spring. When the stress finally beats the friction, the fault ruptures and the rock snaps into a new position, sending out **seismic waves** that shake the ground.

- Most earthquakes happen along **plate boundaries**, like the Pacific "Ring of Fire" or the San Andreas Fault.
- Their size is measured on the **moment magnitude scale**: each step up releases about 32 times more energy.
- A large undersea earthquake can push up the water above it and cause a **tsunami**.`,
    simple: `The ground under our feet is made of giant pieces of rock that fit together like a puzzle, and they move very, very slowly. Sometimes two pieces get stuck as they try to slide past each other. They push and push, and when they finally slip, the sudden jolt makes the ground shake. That shaking is an earthquake.`,
  },
  {
    asked: asked(how(String.raw`volcanoes|volcanos|a\s+volcano|volcano`, String.raw`erupts?|works?|forms?|explodes?`), why(String.raw`volcanoes|volcanos|volcano`, String.raw`erupts?|explodes?`), causes(String.raw`(?:volcanic\s+)?eruptions?|volcanoes|volcanos|a\s+volcano\s+to\s+erupt|volcanoes\s+to\s+erupt`)),
    answer: `A volcano erupts when **magma** (molten rock from deep underground) rises to the surface, driven by its buoyancy and the gases dissolved in it.

1. **Melting:** rock in Earth's mantle melts where plates pull apart, at hot spots, or where one plate sinks under another (water carried down with it lowers the rock's melting point).
2. **Rising:** magma is less dense than the solid rock around it, so it rises and collects in a **magma chamber** a few kilometres down.
3. **Erupting:** as it rises and the pressure drops, dissolved gases, mostly water vapour and carbon dioxide, form bubbles, like opening a shaken bottle of soda. The expanding gas drives the magma out.

How violent the eruption is depends mostly on how runny the magma is. Runny, low-silica basalt lets gas escape gently, giving the lava flows of Hawaii. Thick, silica-rich magma traps the gas until it blasts out explosively, as at Mount St. Helens in 1980.`,
    simple: `Deep under the ground it's so hot that rock melts into a thick, glowing liquid called magma. The magma has gas bubbles in it, like a fizzy drink. Because it's lighter than the rock around it, it slowly rises, and when it finds a way up, the bubbles push it out of the top of the mountain. That's a volcano erupting! Once it's outside, we call the melted rock lava.`,
  },
  {
    asked: asked(why(String.raw`birds|(?:some\s+)?birds|animals|geese|swallows`, String.raw`migrate|fly\s+south(?:\s+for\s+(?:the\s+)?winter)?|go\s+south(?:\s+for\s+(?:the\s+)?winter)?`), how(String.raw`birds`, String.raw`(?:know\s+where\s+to\s+(?:go|fly)|navigate|find\s+their\s+way)(?:\s+when\s+(?:they\s+)?migrat(?:e|ing))?`)),
    answer: `Birds migrate to follow food and good places to raise their young: they breed where summers are rich in food, and leave before winter makes food scarce.

In spring, high latitudes offer long days, a burst of insects, seeds and fruit, plenty of nesting space and fewer predators and competitors, which is ideal for feeding chicks. In autumn the food runs out and the cold sets in, so birds fly to warmer regions where they can feed through the winter. Migrating is costly and risky, but for these species it pays off.

- **When to go:** changing day length triggers hormonal changes, restlessness and fattening up before the journey.
- **How they find the way:** birds combine several compasses: the position of the sun, the star patterns around the pole, Earth's **magnetic field**, landmarks like coastlines and rivers, and even smells.

Some journeys are astonishing: Arctic terns fly from the Arctic to the Antarctic and back every year.`,
  },
  {
    asked: asked(why(String.raw`zebras?`, String.raw`(?:have|has)\s+stripes|(?:are|is)\s+striped`), String.raw`what\s+are\s+(?:a\s+)?zebra'?s?\s+stripes\s+for`, String.raw`why\s+are\s+zebras\s+(?:black\s+and\s+white|striped)`),
    answer: `Scientists have debated zebra stripes for over a century, and the explanation with the strongest evidence today is that they **deter biting flies**.

In field experiments, horseflies approach striped surfaces (including horses wearing striped coats) but mostly fail to land on them, apparently because the stripes confuse how the flies judge their approach. Zebras live where blood-sucking flies carry dangerous diseases, and their short coats make them easy to bite, so that would be a real advantage.

Other ideas have been proposed:

- **Confusing predators:** a moving herd of stripes may make it hard for a lion to pick out one animal, though evidence for this is weak.
- **Keeping cool:** the stripes might create small air currents, but experiments have given mixed results.
- **Recognition:** each zebra's pattern is unique, which may help them recognise each other.

These aren't mutually exclusive, but the fly hypothesis is the one most studies now support.`,
  },
  {
    asked: asked(why(String.raw`dogs?|puppies|puppy|my\s+dog`, String.raw`wags?\s+(?:its\s+|their\s+)?tails?|wagging\s+(?:its\s+|their\s+)?tails?`), String.raw`what\s+does\s+(?:it\s+mean\s+when\s+)?(?:a\s+)?dogs?\s+(?:wag(?:ging)?\s+(?:its\s+|their\s+)?tails?|wags\s+its\s+tail)(?:\s+mean)?`),
    answer: `Dogs wag their tails to **communicate**, mostly with other dogs and with us, and a wag shows emotional arousal, not always happiness.

- **A loose, wide wag**, often with the whole back end swinging, usually means a friendly, happy dog.
- **A fast, stiff wag with the tail held high** can signal alertness or excitement, and sometimes a warning.
- **A low or tucked tail with small wags** tends to mean uncertainty or submission.

Studies have even found that dogs tend to wag a bit more to the right when they see something they like (such as their owner) and more to the left when they see something unsettling, and that other dogs react to the difference.

So read the tail together with the rest of the dog: its ears, face, posture and how relaxed its body is.`,
  },
  {
    asked: asked(how(String.raw`fish(?:es)?`, String.raw`breathes?(?:\s+underwater|\s+in\s+water)?|gets?\s+oxygen(?:\s+from\s+(?:the\s+)?water)?`), String.raw`how\s+do\s+gills\s+work`, String.raw`how\s+can\s+fish\s+breathe(?:\s+underwater|\s+in\s+water)?`),
    answer: `Fish breathe by taking **dissolved oxygen** out of the water with their **gills**.

A fish gulps water through its mouth and pushes it out over the gills, behind the flaps on the sides of its head. The gills are made of thin, feathery filaments packed with tiny blood vessels, giving a huge surface area. As water flows past, oxygen dissolved in it passes through the thin walls into the blood, and carbon dioxide passes out into the water.

Gills are very efficient thanks to **countercurrent exchange**: blood flows through them in the opposite direction to the water, so the blood always meets water with a bit more oxygen than it has, and keeps absorbing it all the way along.

Some sharks and tuna have to keep swimming to push water over their gills (*ram ventilation*). And fish can't breathe air because, out of water, their gill filaments collapse and stick together.`,
  },
  {
    asked: asked(why(String.raw`we|people|humans|you`, String.raw`get\s+goosebumps|get\s+goose\s+bumps|get\s+chills|get\s+goose\s+pimples`), causes(String.raw`goosebumps|goose\s+bumps`), String.raw`(?:why|what)\s+(?:are|is)\s+goosebumps(?:\s+for)?`),
    answer: `Goosebumps happen when tiny muscles at the base of each hair contract, pulling the hairs upright and raising a small bump of skin around them.

These muscles, called **arrector pili**, are controlled by the sympathetic nervous system, the "fight or flight" system. Two things trigger them:

- **Cold:** in our furry ancestors, raising the hair trapped a thicker layer of warm air, like fluffing up a coat.
- **Strong emotion:** fear, awe or moving music. In furry animals, bristling hair makes them look bigger to a threat, which is why a frightened cat puffs up.

Humans have too little body hair for either effect to do much, so goosebumps are mostly a leftover reflex from our evolutionary past.`,
  },
  {
    asked: asked(why(String.raw`we|people|humans|you|dogs|cats`, String.raw`sneeze|sneezes`), causes(String.raw`sneez(?:es|ing)|a\s+sneeze`), String.raw`why\s+do\s+(?:we|people|you|i|some\s+people)\s+sneeze\s+(?:when|in|at)\s+[\w\s']{0,30}?(?:the\s+sun|sunlight|bright\s+lights?)`),
    answer: `Sneezing is a reflex that blasts irritants out of your nose: dust, pollen, germs or anything else that tickles its lining.

Nerve endings in the lining of your nose sense the irritation and signal the brainstem, which triggers a coordinated sequence: you take a deep breath, your throat and eyelids close, and the muscles of your chest and abdomen contract hard, pushing air out through your nose and mouth at high speed, carrying the irritant with it.

- **Allergies** make the nose over-sensitive, so harmless pollen or pet dander sets it off.
- **Colds** inflame the nose, and sneezing also spreads the virus in tiny droplets, which is why covering your sneeze matters.
- **Bright light** makes some people sneeze (the *photic sneeze reflex*), probably because the nerves involved in seeing light and sensing the nose run close together; it runs in families.

You can't keep your eyes open during a sneeze because closing them is part of the reflex.`,
  },
  {
    asked: asked(why(String.raw`we|people|humans|you|babies`, String.raw`(?:get\s+)?hiccups?|hiccough`), causes(String.raw`hiccups|hiccoughs`), how(String.raw`hiccups`, String.raw`works?|happens?`), String.raw`what\s+are\s+hiccups`),
    answer: `Hiccups are involuntary spasms of your **diaphragm**, the muscle under your lungs, each followed by a sudden snap shut of your vocal cords, which makes the "hic".

The diaphragm suddenly contracts, pulling in a quick breath, and a split second later the opening between the vocal cords (the glottis) closes, stopping the air abruptly. The reflex can be set off by irritation of the nerves that control the diaphragm. Common triggers:

- Eating or drinking too fast, or a very full stomach.
- Fizzy drinks or swallowing air.
- Sudden excitement or a change in temperature.

Hiccups usually stop on their own within minutes. Their purpose isn't known; one idea is that the reflex is left over from infancy, when it may help clear air from the stomach. If they last more than 48 hours, see a doctor, as that can be a sign of another problem.`,
  },
  {
    asked: asked(why(String.raw`ice|ice\s+cubes|icebergs`, String.raw`floats?(?:\s+(?:in|on)\s+water)?`), whyIs(String.raw`ice`, String.raw`less\s+dense\s+than\s+water|lighter\s+than\s+water`), String.raw`why\s+does\s+water\s+expand\s+when\s+it\s+freezes`),
    answer: `Ice floats because it's about **9% less dense** than liquid water, which is unusual: most substances are denser as solids.

In liquid water, molecules move around and pack fairly closely. When water freezes, **hydrogen bonds** lock each molecule into an open, hexagonal crystal lattice in which the molecules are held farther apart than in the liquid. The same mass takes up more space, so ice (about 0.92 g/cm³) floats on water (about 1.00 g/cm³), with roughly 90% of it under the surface, which is why most of an iceberg is hidden.

This matters for life: lakes and ponds freeze from the top down, and the layer of ice insulates the water below, so fish can survive the winter. It's also why water pipes can burst in a frost.`,
  },
  {
    asked: asked(whyIs(String.raw`sunsets?|the\s+sky\s+at\s+sunset|sunrises?`, String.raw`red|orange|pink|red\s+and\s+orange|orange\s+and\s+red|colou?rful`), String.raw`why\s+(?:does|is)\s+the\s+sky\s+(?:turn\s+|look\s+)?(?:red|orange|pink)\s+at\s+(?:sunset|sunrise|dusk|dawn|night)`, String.raw`why\s+(?:is|does)\s+the\s+sun\s+(?:look\s+|turn\s+)?(?:red|orange)\s+(?:at\s+sunset|when\s+it\s+sets)`),
    answer: `Sunsets are red and orange because, when the Sun is low, its light travels through much more atmosphere to reach you, and most of the blue light is scattered away on the way.

Air molecules scatter short (blue and violet) wavelengths of light much more than long (red and orange) ones; that's **Rayleigh scattering**, the same effect that makes the daytime sky blue. At midday, sunlight takes a short path through the air. At sunset, it skims along the horizon through many times more air, so by the time it reaches you the blue has been scattered out in other directions, and the reds, oranges and yellows are what's left.

Dust, smoke, sea salt and pollution add extra scattering and can make sunsets especially vivid, which is why they can be spectacular after wildfires or volcanic eruptions.`,
  },
  {
    asked: asked(how(String.raw`solar\s+panels?|solar\s+cells?|solar\s+power|solar\s+energy|photovoltaic\s+(?:cells?|panels?)`, String.raw`works?|makes?\s+electricity|generates?\s+electricity|produces?\s+electricity`)),
    answer: `Solar panels turn sunlight directly into electricity using the **photovoltaic effect** in layers of silicon.

1. Each panel is made of many **solar cells**, thin wafers of silicon treated so that one layer has extra electrons (n-type) and the other has too few (p-type). Where they meet, the **p-n junction**, a built-in electric field forms.
2. When sunlight hits the cell, its energy knocks electrons loose from silicon atoms.
3. The electric field at the junction pushes those freed electrons in one direction, and metal contacts collect them: a flow of electrons is an electric current.
4. Panels make **direct current** (DC), so an **inverter** converts it to the alternating current (AC) used by homes and the grid.

Typical panels convert about 20% of the sunlight that hits them into electricity. They still work on cloudy days, at reduced output, and since they have no moving parts they last 25 years or more.`,
    simple: `Solar panels are made of special flat pieces, usually made from silicon, a material that comes from sand. When sunlight hits them, the light gives tiny bits called electrons a push, and they start moving. Moving electrons are electricity! Wires carry that electricity into a house, where it can light lamps and charge phones, all from sunshine.`,
  },
  {
    asked: asked(how(String.raw`microwaves?|microwave\s+ovens?`, String.raw`works?|heats?\s+(?:up\s+)?food|cooks?\s+food`), String.raw`how\s+(?:does|do)\s+(?:a\s+)?microwave(?:\s+oven)?s?\s+heat\s+(?:up\s+)?(?:food|things)`),
    answer: `A microwave oven heats food by making the **water molecules** in it jiggle back and forth billions of times a second, and that motion is heat.

- A part called a **magnetron** produces microwaves, radio waves with a frequency of about **2.45 GHz**.
- Water molecules are *polar*: one end is slightly positive and the other slightly negative. The microwaves' electric field flips direction billions of times a second, and the molecules keep twisting to line up with it. They bump into their neighbours, and the food heats up.
- The metal walls and the mesh in the door reflect the microwaves and keep them inside.

Microwaves only penetrate a few centimetres, so thick food heats from the outside in like anything else, with the centre warming by conduction. The waves also form a pattern of hot and cold spots inside the oven, which is why there's a turntable, and why stirring halfway helps.`,
  },
  {
    asked: asked(how(String.raw`batter(?:y|ies)|lithium[-\s]ion\s+batter(?:y|ies)|rechargeable\s+batter(?:y|ies)|phone\s+batter(?:y|ies)|car\s+batter(?:y|ies)`, String.raw`works?|stores?\s+(?:energy|electricity|power)|makes?\s+electricity`)),
    answer: `A battery stores energy in chemicals and releases it as electricity through a reaction that can only finish if electrons flow through your device.

Every battery has three parts:

- a **negative electrode** (anode), which gives up electrons in a chemical reaction;
- a **positive electrode** (cathode), which takes electrons in;
- an **electrolyte** between them, which lets charged atoms (ions) move inside the battery but blocks electrons.

When you connect a circuit, electrons travel from the anode through the wire and your device to the cathode, doing useful work on the way, while ions move through the electrolyte to balance the charge. When the chemicals are used up, the battery is flat.

In a **rechargeable lithium-ion** battery, like your phone's, lithium ions shuttle from the graphite anode to a metal-oxide cathode as it discharges; a charger pushes them back again. Each cycle wears the materials a little, which is why batteries slowly lose capacity.`,
    simple: `A battery is like a little box of stored-up energy. Inside it are special materials that want to swap tiny bits called electrons, but they can only do it by sending them the long way round, through a wire. When you put the battery in a toy, the electrons rush through the toy's wires to get to the other side, and that flow powers the toy. A rechargeable battery can be pushed back to the start, ready to go again.`,
  },
  {
    asked: asked(how(String.raw`antibiotics?|penicillin`, String.raw`works?|kills?\s+bacteria|fights?\s+infections?`), why(String.raw`antibiotics?`, String.raw`don'?t\s+work\s+(?:on|against)\s+(?:viruses|colds?|the\s+flu|flu)`)),
    answer: `Antibiotics work by attacking parts of bacteria that human cells don't have, so they can kill bacteria or stop them multiplying without harming you much.

Different antibiotics target different weak points:

- **The cell wall:** penicillin and its relatives stop bacteria building their cell walls, so they burst. Human cells have no cell wall.
- **Protein-making machinery:** tetracyclines and macrolides jam bacterial ribosomes, which are different from ours.
- **DNA copying:** fluoroquinolones block enzymes bacteria need to copy their DNA.

Antibiotics **don't work on viruses**, such as colds and flu, because viruses don't have these structures: they use your own cells to reproduce.

Every use gives bacteria a chance to evolve **resistance**, which is why antibiotics should only be used when they're really needed, and taken exactly as prescribed.`,
  },
  {
    asked: asked(how(String.raw`(?:car\s+|petrol\s+|gas(?:oline)?\s+|combustion\s+|internal\s+combustion\s+)engines?|(?:a\s+)?car'?s?\s+engine|cars?`, String.raw`works?|runs?|moves?`)),
    answer: `A car engine turns fuel into motion by burning small amounts of fuel and air inside cylinders, and using the expanding gas to push pistons.

Most petrol engines use a **four-stroke cycle** in each cylinder:

1. **Intake:** the piston moves down and draws in a mixture of air and fuel.
2. **Compression:** the piston moves up and squeezes the mixture.
3. **Power:** a **spark plug** ignites it; the burning gas expands and forces the piston down hard.
4. **Exhaust:** the piston moves up again and pushes the burned gases out through the exhaust.

The pistons are connected to a **crankshaft**, which turns their up-and-down motion into rotation, like legs pushing bicycle pedals. That rotation goes through the **transmission** to the wheels. An engine has several cylinders firing in turn, so the power is smooth. Diesel engines skip the spark plug: they compress the air so much that it becomes hot enough to ignite the fuel on its own.`,
  },
  {
    asked: asked(how(String.raw`touch\s*screens?|phone\s+screens?|touch\s+displays?|smartphone\s+screens?`, String.raw`works?|knows?\s+where\s+(?:i|you)\s+touch(?:ed)?|detects?\s+(?:a\s+)?(?:touch|fingers?)`), String.raw`why\s+(?:don'?t|doesn'?t)\s+touch\s*screens?\s+work\s+with\s+gloves`),
    answer: `Most phone touchscreens are **capacitive**: they detect your finger because it disturbs a small electric field across the screen.

Under the glass is a grid of transparent electrodes, usually made of indium tin oxide, that holds a tiny electric charge. Your body conducts electricity, so when your finger comes close, it changes the **capacitance** (how much charge the grid stores) at that spot. A controller chip scans the grid many times a second, finds exactly where the change is, and reports the coordinates to the phone. Because every point is measured separately, it can track several fingers at once for pinching and swiping.

That's why touchscreens don't respond to ordinary gloves or a fingernail, which don't conduct, and why special gloves and styluses have conductive tips. Older **resistive** screens, like some ATMs or early PDAs, instead detect pressure when two flexible layers are pushed together.`,
  },
  {
    asked: asked(about(String.raw`electricity|electric\s+current`), how(String.raw`electricity|electric\s+current|electrical\s+circuits?|circuits?|the\s+power\s+grid|electricity\s+in\s+(?:a|my|your)\s+(?:house|home)`)),
    answer: `Electricity is the flow of **electric charge**, usually electrons moving through a conductor like a copper wire, pushed along by a voltage.

A simple way to picture it is water in a pipe:

- **Voltage** (volts) is the pressure, the push from a battery or power station.
- **Current** (amperes) is how much charge flows per second.
- **Resistance** (ohms) is how hard it is for the charge to flow.

They're linked by **Ohm's law**: voltage = current × resistance. Current only flows around a closed loop, a **circuit**; a switch works by breaking the loop.

Most of our electricity is made by **electromagnetic induction**: power stations (burning fuel, splitting atoms, or driven by wind or water) spin magnets inside coils of wire, which pushes electrons back and forth. That's why the grid supplies **alternating current** (AC), which reverses direction back and forth 50 or 60 cycles a second, while batteries give **direct current** (DC). Curiously, the electrons themselves drift quite slowly; the energy travels through the electromagnetic field around the wire at close to the speed of light.`,
    simple: `Everything is made of tiny, tiny bits, and some of them, called electrons, can move. Electricity is lots of electrons flowing along a wire, like water flowing through a hose. A power station or a battery gives them a push, and as they flow they can light up a bulb, warm a toaster or charge your tablet. A switch is like a gate: closed, the electrons flow; open, they stop.`,
  },
  {
    asked: asked(about(String.raw`(?:a\s+)?black\s+holes?`), causes(String.raw`black\s+holes?`), how(String.raw`black\s+holes?`, String.raw`forms?|works?|are\s+formed|is\s+formed|(?:are\s+|get\s+)?created|come\s+(?:in)?to\s+(?:be|existence)`), String.raw`where\s+do\s+black\s+holes\s+come\s+from`),
    answer: `Most black holes form when a very massive star runs out of fuel and its core collapses under its own gravity.

While a star shines, the energy from fusion in its core pushes outward and balances gravity pulling inward. When a star much more massive than the Sun (roughly 20 times or more) runs out of fuel, that support disappears. The core collapses in a fraction of a second, and the outer layers are blasted away in a **supernova**. If what's left of the core is heavy enough, nothing can stop the collapse, and it becomes a black hole: a region where gravity is so strong that nothing, not even light, can escape once it crosses the boundary called the **event horizon**.

There are also **supermassive black holes**, millions to billions of times the Sun's mass, at the centres of most galaxies, including ours (Sagittarius A*). How they grew so big so early in the universe's history is still an open research question.`,
    simple: `A black hole is a place in space where gravity pulls so hard that nothing can get out, not even light. That's why it looks black! Most of them are made when a giant star, much bigger than our Sun, runs out of fuel and squashes itself down into a tiny, tiny space. Don't worry: the nearest ones are very, very far away from Earth.`,
  },
  {
    asked: asked(about(String.raw`gravity`), how(String.raw`gravity`, String.raw`works?`), why(String.raw`things|objects|stuff|apples`, String.raw`fall(?:\s+down)?(?:\s+to\s+(?:the\s+)?(?:ground|earth))?`), String.raw`what\s+(?:is|causes)\s+gravity`, String.raw`why\s+(?:do|does)\s+gravity\s+exist`),
    answer: `Gravity is the attraction between things that have mass: the more massive they are and the closer together, the stronger the pull.

**Newton's description** (1687) says every mass pulls on every other mass with a force proportional to their masses and falling off with the square of the distance between them. It explains why apples fall, why the Moon orbits Earth and why planets orbit the Sun, and it's accurate enough to land spacecraft on other planets.

**Einstein's general relativity** (1915) goes deeper: mass and energy **curve spacetime**, and objects moving freely follow the straightest possible paths through that curved spacetime, which look to us like being pulled. It explains things Newton's law can't, like light bending around the Sun, GPS clocks running at a different rate in orbit, and black holes.

Near Earth's surface, gravity makes everything fall with the same acceleration, about 9.8 m/s², whatever its mass: without air resistance, a hammer and a feather land together, as an Apollo 15 astronaut showed on the Moon.`,
    simple: `Gravity is an invisible pull that everything has. Big things, like the Earth, have a really strong pull. That's why when you jump, you come back down, and why a ball you drop falls to the ground instead of floating away. The Earth's gravity keeps the Moon going around us, and the Sun's gravity keeps the Earth going around the Sun.`,
  },
  {
    asked: asked(why(String.raw`we`, String.raw`have\s+(?:a\s+)?leap\s+years?|need\s+leap\s+years?`), String.raw`why\s+(?:are\s+there|is\s+there)\s+(?:a\s+)?leap\s+years?`, String.raw`why\s+does\s+february\s+(?:sometimes\s+)?have\s+29\s+days`, String.raw`what\s+is\s+the\s+(?:point|purpose)\s+of\s+(?:a\s+)?leap\s+years?`),
    answer: `We have leap years because Earth takes about **365.2422 days** to go around the Sun, not exactly 365, and the extra day every four years keeps the calendar in step with the seasons.

Without it, the calendar would drift by almost a quarter of a day every year: about one day every four years, and a whole month in about 120 years, so that eventually summer solstices would fall in what the calendar calls spring.

Adding February 29 every four years overcorrects slightly, since a quarter day is a bit more than the true 0.2422. So the **Gregorian calendar**, introduced in 1582, skips the leap day in century years unless they're divisible by 400. That's why 2000 was a leap year but 1900 wasn't, and 2100 won't be. This keeps the calendar accurate to about one day in 3,000 years.`,
    simple: `It takes the Earth 365 days and about 6 more hours to go all the way around the Sun. Those extra hours add up: after four years, they make almost a whole extra day. So every four years we add that day to the calendar, February 29th, to catch up. Without it, the calendar would slowly slide, and one day summer would come in what the calendar calls winter!`,
  },
  {
    asked: asked(about(String.raw`(?:einstein'?s\s+)?(?:(?:general|special)\s+)?(?:theory\s+of\s+)?relativity|(?:einstein'?s\s+)?theor(?:y|ies)\s+of\s+(?:general\s+|special\s+)?relativity|general\s+relativity|special\s+relativity`), how(String.raw`(?:the\s+)?(?:theory\s+of\s+)?relativity|general\s+relativity|special\s+relativity`)),
    answer: `**Relativity** is Albert Einstein's theory of space, time and gravity: **special relativity** (1905) says that the laws of physics and the speed of light are the same for everyone moving at a steady speed, and **general relativity** (1915) says that gravity is the curving of space and time by mass and energy.

- **Special relativity:** light in a vacuum travels at about **300,000 km per second** for every observer, however fast they move. So time and space must stretch instead: a moving clock runs slow (**time dilation**), a moving object is shorter along its direction of motion, nothing with mass can reach the speed of light, and mass and energy are equivalent, **E = mc²**.
- **General relativity:** mass and energy curve **spacetime**, and objects, and light, follow those curves, which we feel as gravity. It explains the orbit of Mercury, which Newton's theory could not, and predicts that light bends around the Sun (seen during the solar eclipse of 1919), that clocks run slower near a massive body, black holes, and gravitational waves, first detected in 2015.

The effects are tiny at everyday speeds, but real: the clocks on GPS satellites are corrected for both, or the positions they give would drift by about 10 km a day.`,
    simple: `Einstein found out that time and space are stretchy! If you could zoom along in a rocket almost as fast as light, your clock would tick more slowly than the clocks of your friends back home, so when you came back, you'd be a little younger than them. He also found out what gravity really is: big heavy things like the Sun bend space around them, a bit like a bowling ball sitting on a trampoline. Smaller things, like the Earth, roll around that dip, and that's why the Earth goes around the Sun.`,
  },
];
