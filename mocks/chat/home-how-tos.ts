/**
 * The household, car, garden and pet how-tos: "How do I remove a red wine stain?", "How do I
 * unclog a drain?", "How do I fix a running toilet?", "How do I jump-start a car?", "How do I
 * bleed a radiator?", "How do I teach my dog to sit?". A model answers each with the method people use, in order where order matters
 * (the jump leads' clamps); the general points ("Prepare ahead", "Ask for feedback") a question
 * like these got before read as a broken mock. how-tos.ts looks them up with its own table, by
 * the same whole-question keys, so one lookup answers all of them. The methods are the common,
 * widely published ones (a cup plunger before a chemical cleaner, the negative clamp last on
 * bare metal, a thin coat of oil after every wash); which ones to list, and their order, is this
 * mock's choice. Where a step can hurt, the answer says so (never mix bleach with vinegar or
 * ammonia, unplug a kettle before descaling it, let a radiator cool before bleeding it), as a
 * careful model would.
 */

/** Each entry as in how-tos.ts: what follows "how do I", and the answer. */
export const HOME_HOW_TOS: readonly { readonly asked: readonly string[]; readonly answer: string }[] = [
  {
    asked: [
      "remove a coffee stain",
      "get a coffee stain out",
      "get coffee out of a shirt",
      "get coffee out of carpet",
      "remove coffee stains",
      "remove a red wine stain",
      "remove red wine stains",
      "get red wine out",
      "get red wine out of a carpet",
      "get red wine out of carpet",
      "get red wine out of a shirt",
      "get a red wine stain out",
      "get out a red wine stain",
      "clean a red wine stain",
      "remove a wine stain",
      "remove a tea stain",
    ],
    answer: `Coffee, tea and red wine come out best while they're fresh:

1. **Blot, don't rub**: press a clean cloth or paper towel on the stain to soak up as much as you can; rubbing pushes it deeper into the fibres.
2. **Rinse with cold water** from the back of the fabric, to push the stain out the way it came in. Hot water can set it.
3. **Work in a little liquid laundry detergent or dish soap**, leave it for 5–10 minutes, then rinse. On a carpet, dab on 1 tablespoon of dish soap and 1 of white vinegar in 2 cups of warm water, blot, then blot with plain water.
4. **For what's left of red wine**, on white or colourfast fabric, use an oxygen-based stain remover, or a mix of one part dish soap to two parts 3% hydrogen peroxide; test it on a hidden spot first, as it can bleach.
5. **Wash it** at the warmest temperature the care label allows.
6. **Check before drying**: if any stain is left, treat it again; the heat of a dryer or an iron sets it for good.

Silk, wool and "dry clean only" fabrics are best left to a dry cleaner: tell them what the stain is.`,
  },
  {
    asked: ["unclog a drain", "unclog a sink", "unblock a drain", "unblock a sink", "unclog a bathroom sink", "unclog a kitchen sink", "unclog a shower drain", "unclog a bathtub drain", "fix a clogged drain", "fix a slow drain", "clear a blocked drain", "clear a clogged drain"],
    answer: `To unclog a sink, shower or bath drain, from the gentlest fix up:

1. **Pull out the hair and gunk**: lift out the stopper and clean it, then fish in the drain with a plastic drain snake or a bent wire hanger. In a bathroom, this alone fixes most clogs.
2. **Flush a kitchen sink with very hot water** to loosen grease (hot tap water, not boiling, if your pipes are plastic).
3. **Plunge it**: use a cup plunger with a few centimetres of water in the sink, block the overflow hole (or the second sink's drain) with a wet cloth, and pump firmly 15–20 times.
4. **Try baking soda and vinegar** for a slow drain: half a cup of baking soda, then a cup of white vinegar, wait 15–30 minutes, and flush with hot water.
5. **Clean the trap**: put a bucket under the U-shaped pipe below the sink, unscrew its two slip nuts by hand, empty and rinse it, and screw it back.

Go easy on chemical drain cleaners: never mix them with other products, and never plunge after pouring one in, as it can splash. If several drains are slow at once, or water comes up in another one, the blockage is further down: call a plumber.`,
  },
  {
    asked: ["jump start a car", "jump start my car", "jump a car", "jump my car", "jumpstart a car", "jump start a car battery", "jump start a dead battery", "use jumper cables", "use jump leads", "connect jumper cables"],
    answer: `To jump-start a car with jumper cables and a second car:

1. **Park the working car close**, nose to nose or side by side without the cars touching; turn both engines off and put on the parking brakes.
2. **Red clamp to the dead battery's positive (+) terminal**.
3. **The other red clamp to the good battery's positive (+) terminal**.
4. **Black clamp to the good battery's negative (−) terminal**.
5. **The last black clamp to bare, unpainted metal** on the dead car's engine or frame, away from the battery: the spark when it connects then happens away from the battery's gases.
6. **Start the working car** and let it run for a few minutes, then start the dead one. If it doesn't start, wait a few more minutes and try again.
7. **Remove the clamps in reverse order**: black from the bare metal, black from the good battery, red from the good battery, red from the dead one, without letting the clamps touch.

Then drive for at least 20–30 minutes to recharge the battery. Check your owner's manual first: some cars have their own jump-start points under the hood. If the car needs jumping again soon, get the battery tested.`,
  },
  {
    asked: ["clean a cast iron pan", "clean a cast iron skillet", "clean cast iron", "care for cast iron", "wash a cast iron pan", "season a cast iron pan", "season a cast iron skillet", "season cast iron", "remove rust from a cast iron pan", "clean a rusty cast iron pan"],
    answer: `To clean a cast-iron pan and keep it seasoned:

1. **Clean it while it's still warm**: rinse with hot water and scrub with a brush or a pan scraper. A little dish soap is fine; don't soak it or put it in the dishwasher.
2. **For stuck-on food**, scrub with a handful of coarse salt and a little oil, or simmer some water in the pan for a few minutes and scrape.
3. **Dry it at once and completely**: towel it off, then put it on the burner for a few minutes until all the water is gone. Water left on it rusts it.
4. **Oil it thinly**: while it's warm, rub a few drops of vegetable oil all over the inside with a paper towel, then wipe until it looks almost dry. Too much oil turns sticky.
5. **Cook with it often**: frying and roasting with fat builds the seasoning up.

If it has rusted, scrub the rust off with steel wool, wash and dry it, then re-season it: a very thin coat of oil all over, upside down in the oven at about 230–260 °C (450–500 °F) for an hour, left to cool in the oven.`,
  },
  {
    asked: ["get rid of fruit flies", "get rid of fruit flies in my kitchen", "get rid of fruit flies in the kitchen", "kill fruit flies", "stop fruit flies", "trap fruit flies", "make a fruit fly trap"],
    answer: `To get rid of fruit flies, take away what they breed in, then trap the rest:

1. **Remove their food**: put ripe fruit in the fridge or eat it, and throw out anything overripe or rotting, including a forgotten potato or onion.
2. **Empty the bins** and the recycling, and rinse bottles, cans and jars before they go in.
3. **Clean the drains and the sink**: they lay eggs in the film inside drains, in damp sponges and in mop heads. Scrub them or replace them.
4. **Set a trap**: a small bowl of apple cider vinegar (or a splash of wine) with a few drops of dish soap, which breaks the surface so they sink. Covering it with cling film with a few small holes works too.
5. **Keep it up for a week or two**: eggs already laid keep hatching for a while, so keep the traps out and the surfaces clean until none are left.`,
  },
  {
    asked: ["childproof home", "childproof my home", "childproof a house", "childproof my house", "babyproof home", "babyproof my home", "babyproof a house", "babyproof my house", "childproof a home", "babyproof a home", "make my home safe for a toddler", "make my house safe for a baby"],
    answer: `To childproof your home, ideally before the baby starts crawling:

- **Anchor furniture and TVs to the wall**: bookcases, dressers and TVs that tip over are among the most serious hazards for small children.
- **Put safety gates at the top and bottom of the stairs**: screwed into the wall at the top, as pressure-mounted ones can give way.
- **Lock away medicines, cleaning products and button batteries**, up high and out of sight; button batteries and magnets are very dangerous if swallowed.
- **Cover electrical outlets** and keep cords out of reach; choose cordless blinds or tie their cords up high.
- **Fit window stops or guards** so windows can't open more than about 10 cm (4 in), and keep furniture away from them.
- **Set the water heater to 49 °C (120 °F) or lower** to prevent scalds, and keep hot drinks out of reach.
- **Get down to their level**: crawl around each room to find small objects, sharp corners and things to pull on.

Check that your smoke and carbon monoxide alarms work, and keep the poison control number by the phone.`,
  },
  {
    asked: ["teach dog to sit", "teach my dog to sit", "teach a dog to sit", "teach a puppy to sit", "teach my puppy to sit", "train dog to sit", "train my dog to sit", "train a dog to sit", "train a puppy to sit", "get my dog to sit", "make my dog sit"],
    answer: `To teach a dog to sit, with a treat and a few minutes a day:

1. **Hold a small treat at its nose**, with the dog standing in front of you.
2. **Move the treat slowly up and back** over its head: as its head follows the treat up, its bottom goes down.
3. **The moment it sits, say "yes"** (or click a clicker) and give the treat.
4. **Repeat it 5–10 times a session**, a few short sessions a day, somewhere quiet at first.
5. **Add the word**: once it sits every time, say "sit" just before you move your hand.
6. **Fade the treat**: make the same hand movement without a treat in it and reward from your other hand, then reward every other time, then now and then.

Then practise in new places, with more going on. Don't push its bottom down or scold it: a dog learns faster when sitting is what gets the reward.`,
  },
  {
    asked: ["remove a grease stain", "remove grease stains", "get a grease stain out", "get grease out of clothes", "get grease out of a shirt", "remove an oil stain", "remove oil stains", "get an oil stain out", "get oil out of clothes", "remove a grease stain from clothes"],
    answer: `To get a grease or oil stain out of fabric:

1. **Blot off the excess** with a paper towel; don't rub, which spreads the oil.
2. **Cover it with something absorbent**: baking soda, cornstarch or talc. Leave it 15–30 minutes, then brush it off.
3. **Work in a drop of dish soap** (the kind made to cut grease) with your fingers or a soft brush, and leave it for 5–10 minutes.
4. **Rinse with the hottest water the care label allows**: unlike coffee or blood, grease comes out better with warm water.
5. **Wash it** as usual, with a liquid laundry detergent.
6. **Air-dry it and check**: if any mark is left, treat it again; the heat of a dryer sets an oil stain for good.

On silk, wool or "dry clean only" fabrics, just blot and take it to a dry cleaner.`,
  },
  {
    asked: ["remove a blood stain", "remove blood stains", "get a blood stain out", "get blood out", "get blood out of clothes", "get blood out of a sheet", "get blood out of sheets", "get blood out of a mattress", "remove blood from clothes", "remove a dried blood stain"],
    answer: `To get a blood stain out, use cold water only: heat cooks the protein in blood and sets it.

1. **Rinse it at once under cold running water**, from the back of the fabric, to push the blood out the way it came in.
2. **Rub in a little liquid laundry detergent, dish soap or salt** and work the fabric against itself under the cold water.
3. **Soak a dried stain** in cold water for an hour or more (or overnight), with an enzyme laundry detergent if you have one.
4. **For what's left, on white or colourfast fabric**, dab on 3% hydrogen peroxide: it fizzes as it lifts the blood. Test it on a hidden spot first, as it can bleach.
5. **Wash it in cold water.**
6. **Air-dry it and check**: don't put it in the dryer until the stain is gone.

On a mattress, dab with cold water and a little detergent (or peroxide on a white one), blot with a dry cloth, and don't soak it.`,
  },
  {
    asked: ["get rid of ants", "get rid of ants in my kitchen", "get rid of ants in the kitchen", "get rid of ants in the house", "get rid of ants in my house", "kill ants", "stop ants", "keep ants away", "keep ants out", "get rid of an ant infestation"],
    answer: `To get rid of ants in the house, take away what they came for, then let them carry bait home:

1. **Find the trail** and follow it back to where they come in: a crack, a window frame, a gap around a pipe.
2. **Clean up their food**: wipe the counters and floors, keep sugar, honey and pet food in sealed containers, and empty the bins.
3. **Wipe away the trail** with soapy water or a vinegar and water mix: ants follow scent trails.
4. **Use ant bait stations** along the trail rather than a spray: the workers carry the bait back and it kills the colony, queen included. Leave them for a week or two even though you'll see more ants at first.
5. **Seal where they come in** with caulk once they're gone.

Keep baits away from children and pets. If they keep coming back, or they're large carpenter ants in wood, call pest control.`,
  },
  {
    asked: ["iron a shirt", "iron a dress shirt", "iron shirts", "iron a shirt without creases", "iron a button up shirt", "iron a button down shirt"],
    answer: `To iron a shirt, in the order that doesn't re-crease what you've done:

1. **Set the iron for the fabric** (check the care label: cotton hot, polyester and blends cooler) and iron the shirt slightly damp, or use steam.
2. **The collar**: underside first, from the points to the middle, then the top side.
3. **The cuffs**, inside then outside, **then the sleeves**: lay each one flat, seam along the bottom, and iron from the shoulder to the cuff.
4. **The yoke**: drape the shoulders over the narrow end of the board.
5. **The front panels and the back**: the button side around the buttons, not over them, then the back, then the other front panel.
6. **Hang it up at once** on a hanger and button the top button, so it cools without creasing.

Iron dark shirts and prints inside out, or with a cloth between, to avoid a shine.`,
  },
  {
    asked: ["sharpen a kitchen knife", "sharpen a knife", "sharpen kitchen knives", "sharpen knives", "sharpen a knife with a whetstone", "use a whetstone", "sharpen a chef's knife", "sharpen a chef knife"],
    answer: `To sharpen a kitchen knife on a whetstone:

1. **Prepare the stone**: soak a water stone for 10–15 minutes until it stops bubbling (splash-and-go stones just need wetting), and set it on a damp towel so it can't slip, coarse side up (around 1000 grit).
2. **Find the angle**: about 15–20° between the blade and the stone for most kitchen knives; the spine is only a little off the stone.
3. **Sharpen one side**: push the blade across the stone edge first, from the heel to the tip, with light, even pressure, 10–15 strokes, keeping the angle the same.
4. **Feel for the burr**: a tiny rough lip along the other side of the whole edge means that side is done.
5. **Turn it over and repeat** until the burr moves back.
6. **Finish on the fine side** (3000–6000 grit) with lighter strokes, alternating sides, then rinse and dry the knife.

Keep your fingers off the edge's path. Between sharpenings, a honing steel keeps the edge straight; it doesn't sharpen. Serrated knives need a tapered rod or a professional.`,
  },
  {
    asked: ["fold a fitted sheet", "fold fitted sheets", "fold a fitted bed sheet"],
    answer: `To fold a fitted sheet neatly:

1. **Hold it inside out by two corners** on one short side, your hands inside the corner pockets.
2. **Tuck one corner into the other**: bring your hands together and turn the right corner over the left, so the two pockets nest.
3. **Do the same with the other two corners**, then tuck that pair into the first one, so all four corners sit in one stack.
4. **Lay it flat** on a bed or table, the nested corners at the top, and smooth it into a rectangle, the elastic edges tucked in.
5. **Fold it in thirds lengthwise**, then fold it in half or thirds again to the size of your shelf.

Storing the set inside one of its pillowcases keeps it together.`,
  },
  {
    asked: ["remove mould from a shower", "remove mold from a shower", "get rid of mould in a shower", "get rid of mold in a shower", "get rid of mould in the shower", "get rid of mold in the shower", "clean mould in a shower", "clean mold in a shower", "clean mould off shower grout", "clean mold off shower grout", "remove mould from grout", "remove mold from grout", "remove mould from silicone", "remove mold from silicone", "remove black mould", "remove black mold", "remove shower mould", "remove shower mold"],
    answer: `To remove mould from a shower, with the room well aired:

1. **Open a window or run the fan**, and wear rubber gloves.
2. **Scrub tiles and grout** with a spray of undiluted white vinegar, or a paste of baking soda and water; leave it for an hour, then scrub with a stiff brush and rinse.
3. **For stains that stay** in grout or silicone, use a bathroom mould remover, or household bleach diluted as its label says: leave it 10–15 minutes, then rinse well.
4. **Never mix bleach with vinegar, ammonia or other cleaners**: bleach with an acid gives off chlorine gas, and with ammonia toxic chloramine gas.
5. **Replace silicone sealant** that is still black underneath: the mould grows into it, and cleaning won't reach it.
6. **Keep it dry**: squeegee or wipe the walls after each shower and run the fan for 20–30 minutes.

Mould that comes back across walls or ceilings points to a damp or ventilation problem worth getting looked at.`,
  },
  {
    asked: ["unclog a toilet", "unblock a toilet", "fix a clogged toilet", "fix a blocked toilet", "clear a blocked toilet", "clear a clogged toilet", "unclog a toilet without a plunger", "plunge a toilet"],
    answer: `To unclog a toilet:

1. **Don't flush again**: if the water is high, a second flush can overflow. Lift the tank lid and close the flapper, or turn off the water at the valve behind the toilet.
2. **Use a flange plunger** (the kind with a rubber sleeve under the cup): fit it over the hole so it seals, with enough water in the bowl to cover the cup.
3. **Plunge firmly**: push down gently first to push the air out, then pump in and out hard 15–20 times, keeping the seal, and pull up sharply.
4. **Without a plunger**, squirt in some dish soap and pour in a bucket of hot (not boiling, which can crack the porcelain) water from waist height, and wait 10–15 minutes.
5. **For a stubborn clog**, use a toilet auger (closet auger): feed it into the bowl and crank it to break up or pull out the blockage.

Don't use chemical drain cleaners in a toilet, and never plunge after pouring one in. If other drains back up too, the blockage is in the main line: call a plumber.`,
  },
  {
    asked: ["fix a running toilet", "stop a running toilet", "fix a toilet that keeps running", "stop a toilet from running", "stop toilet from running", "fix a constantly running toilet", "fix running toilet", "stop running toilet"],
    answer: `To fix a toilet that keeps running, look inside the tank:

1. **Lift the tank lid** and watch what happens after a flush: where the water goes tells you the cause.
2. **If water spills into the overflow tube**, the fill level is too high: lower the float (turn the adjusting screw on the fill valve, or slide the cup float down) until the water stops about 2–3 cm (1 in) below the top of the tube.
3. **If the flapper doesn't seal**, water leaks into the bowl and the tank keeps refilling: check that the chain isn't too short or tangled (it needs a little slack), clean the rim it sits on, and replace the flapper if it's warped or worn; they're cheap and push on by hand.
4. **To test the flapper**, put a few drops of food colouring in the tank and don't flush: colour in the bowl after 15–20 minutes means it leaks.
5. **If the fill valve hisses or never shuts off**, clean or replace the fill valve.

Turn off the water at the valve behind the toilet and flush to empty the tank before you replace any part.`,
  },
  {
    asked: ["bleed a radiator", "bleed radiators", "bleed my radiators", "bleed a radiator without a key", "release air from a radiator"],
    answer: `To bleed a radiator (if it's cold at the top and warm at the bottom, it has air in it):

1. **Turn the heating off** and let the radiators cool: the water inside can be hot enough to scald.
2. **Find the bleed valve**, a small square nut at one top corner, and have a radiator key, a cloth and a small dish ready.
3. **Open the valve slowly**, a quarter to half a turn anticlockwise, holding the cloth under it: you'll hear air hissing out.
4. **Close it as soon as water comes out** in a steady stream, and wipe up.
5. **Do the same with any other radiator** that's cold at the top.
6. **Check the boiler's pressure gauge**: bleeding lowers it. On a sealed (combi) system, top it back up to what the manual says (often about 1–1.5 bar when cold) with the filling loop, then turn the heating back on.

If a radiator needs bleeding every few weeks, have a heating engineer look for the cause.`,
  },
  {
    asked: ["clean an oven", "clean my oven", "clean the oven", "clean oven", "clean inside of an oven", "clean an oven with baking soda", "clean oven glass", "clean oven door glass", "clean an oven door"],
    answer: `To clean an oven without harsh fumes:

1. **Turn it off, let it cool**, and take out the racks.
2. **Make a paste** of about half a cup of baking soda and a few tablespoons of water, and spread it over the inside, away from the heating elements and the gas outlets. Do the inside of the door glass too.
3. **Leave it overnight**, or at least 12 hours: it turns brown as it loosens the grease.
4. **Soak the racks** in the bath or a big sink with hot water and dish soap (or dishwasher powder) for a few hours, then scrub them.
5. **Wipe the paste out** with a damp cloth and a plastic scraper, then spray the leftover white film with white vinegar, which foams it off, and wipe it clean.
6. **Put the racks back** and heat the oven for a few minutes to dry it.

A self-cleaning oven has its own cycle: take the racks out and follow the manual, and don't use oven cleaner in it. If you use an oven cleaner spray, open a window, wear gloves and don't mix it with other products.`,
  },
  {
    asked: ["descale a kettle", "descale my kettle", "descale kettle", "descale an electric kettle", "clean a kettle", "clean my kettle", "clean limescale from a kettle", "remove limescale from a kettle", "get limescale out of a kettle", "clean an electric kettle"],
    answer: `To descale a kettle with vinegar or citric acid:

1. **Unplug it** and let it cool, and empty out any water.
2. **Fill it halfway with equal parts white vinegar and water**, or with water and 1–2 tablespoons of citric acid (or the juice of a lemon).
3. **Bring it to the boil**, then switch it off, unplug it, and leave it to stand for 30 minutes to an hour; longer for heavy scale.
4. **Pour it out and scrub** any scale left with a soft brush or sponge; never put an electric kettle's base or body under the tap, or in water.
5. **Rinse it**: fill it with clean water, boil it and pour it away, twice, so no taste of vinegar is left.

Descaling once a month or so in a hard-water area keeps the kettle boiling fast. Wipe the outside with a damp cloth only.`,
  },
  {
    asked: ["start a compost bin", "start composting", "start a compost", "start a compost pile", "make compost", "compost at home", "compost", "set up a compost bin"],
    answer: `To start a compost bin:

1. **Put it in a spot that's easy to reach**, on bare soil if you can (worms and microbes move in from below), part-sun.
2. **Start with a layer of twigs or straw** at the bottom to let air in.
3. **Mix "greens" and "browns"**, roughly equal amounts by volume, or more browns: greens are fruit and vegetable scraps, coffee grounds, tea leaves and grass cuttings; browns are dry leaves, shredded cardboard and paper, straw and egg boxes.
4. **Leave out meat, fish, dairy, cooked food and oils** (they smell and draw rats), and pet waste or diseased plants.
5. **Keep it as damp as a wrung-out sponge**: add water or greens if it's dry, browns if it's wet and smelly.
6. **Turn it** with a fork every week or two to let air in, which speeds it up and stops it smelling.

It's ready, usually in 3 months to a year, when it's dark and crumbly and smells of earth. Chopped-up scraps rot faster.`,
  },
  {
    asked: ["stop a dog pulling on the leash", "stop my dog pulling on the leash", "stop my dog pulling on leash", "stop dog pulling on leash", "stop my dog from pulling on the leash", "stop a dog from pulling on the leash", "stop my dog pulling on the lead", "stop my dog from pulling on the lead", "stop dog pulling on lead", "stop my dog pulling", "stop my dog from pulling", "teach my dog to walk on a leash", "teach a dog to walk on a leash", "train my dog to walk on a leash", "leash train a dog", "leash train my dog", "teach my dog loose leash walking"],
    answer: `To stop a dog pulling on the leash, make a loose leash the only thing that gets it forward:

1. **Stop when it pulls**: the moment the leash goes tight, stand still and wait. Walk on only once it's slack again.
2. **Or turn around**: change direction when it pulls, so following you is what gets the walk going.
3. **Reward it by your side**: give a small treat at your leg every few steps it walks with a loose leash, often at first.
4. **Practise somewhere boring first**, like the garden or a quiet street, in short sessions, before busy places.
5. **Use a front-clip harness** if it pulls hard: it turns the dog to the side when it pulls; avoid choke and prong collars.
6. **Burn off energy first**: a play or a run before the walk makes walking calmly easier.

Be consistent: if pulling works some of the time, it will keep pulling. Everyone who walks the dog should do the same.`,
  },
  {
    asked: ["litter train a kitten", "litter train my kitten", "litter train a cat", "litter box train a kitten", "train a kitten to use the litter box", "train my kitten to use the litter box", "teach a kitten to use the litter box", "get my kitten to use the litter box", "potty train a kitten"],
    answer: `To litter-train a kitten (most learn fast, often from their mother):

1. **Pick a low-sided box** the kitten can climb into, and fill it with a few centimetres of unscented litter.
2. **Put it somewhere quiet and easy to reach**, away from its food and water bowls; in a big home, one per floor.
3. **Place the kitten in the box** after meals, naps and play, and gently scratch the litter with your finger to show it.
4. **Praise it or give a treat** when it uses the box; never punish accidents, which teaches it to hide.
5. **Clean accidents** with an enzyme cleaner so the smell doesn't draw it back, and put a little of the waste in the box.
6. **Scoop it every day**: cats avoid a dirty box. The usual rule is one box per cat, plus one.

If it keeps going outside the box, or strains, ask a vet: it can be a medical problem.`,
  },
  {
    asked: ["grow basil", "grow basil indoors", "grow basil at home", "grow basil from seed", "grow basil in a pot", "keep basil alive", "keep a basil plant alive", "care for basil", "care for a basil plant"],
    answer: `To grow basil, which loves warmth and sun:

1. **Give it 6–8 hours of sun a day**: a sunny windowsill indoors, or outside once nights stay above about 10 °C (50 °F); cold turns the leaves black.
2. **Use a pot with drainage holes** and a free-draining potting mix.
3. **Sow seeds** 0.5 cm (¼ in) deep, keep them warm and damp, and they come up in 5–10 days. A supermarket pot is really many plants crowded together: split it into 3–4 clumps and repot them.
4. **Water when the top of the soil is dry**, at the base, in the morning; don't leave it standing in water.
5. **Pinch off the top** just above a pair of leaves once it's 15 cm (6 in) tall, and always harvest that way: it grows back bushier, with two new shoots.
6. **Pinch off flower buds** as soon as they show: once it flowers, the leaves turn bitter and it stops growing.

Feed it every few weeks with a diluted liquid fertiliser when it's growing well.`,
  },
];
