/**
 * The household, car and pet how-tos: "How do I remove a red wine stain?", "How do I unclog a
 * drain?", "How do I jump-start a car?", "How do I clean a cast-iron pan?", "How do I teach my
 * dog to sit?". A model answers each with the method people use, in order where order matters
 * (the jump leads' clamps); the general points ("Prepare ahead", "Ask for feedback") a question
 * like these got before read as a broken mock. how-tos.ts looks them up with its own table, by
 * the same whole-question keys, so one lookup answers all of them. The methods are the common,
 * widely published ones (a cup plunger before a chemical cleaner, the negative clamp last on
 * bare metal, a thin coat of oil after every wash); which ones to list, and their order, is this
 * mock's choice.
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
];
