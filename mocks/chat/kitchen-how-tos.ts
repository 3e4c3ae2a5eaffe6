/**
 * The kitchen methods people ask a chat model for: "How do I make cold brew?", "How do I make a
 * sourdough starter?", "How do I make pancakes fluffy?", "How do I know if an egg is bad?". A model
 * answers each with the method and its amounts; the general points these got before ("Learn from
 * others", "Keep notes") read as a broken mock. how-tos.ts looks them up with its own table, by the
 * same whole-question keys, so one lookup answers all of them; the questions that ask for a
 * number or a swap ("How long should I boil an egg?") are cooking-questions.ts's.
 *
 * The methods are the common, widely published ones (cold brew at about 1:4 coffee to water by
 * volume, steeped 12–24 hours; a starter fed equal weights of flour and water daily, ready in
 * about 1–2 weeks; the sniff test as the sure sign of a bad egg); which ones to list, and their
 * order, is this mock's choice.
 */

/** Each entry as in how-tos.ts: what follows "how do I", and the answer. */
export const KITCHEN_HOW_TOS: readonly { readonly asked: readonly string[]; readonly answer: string }[] = [
  {
    asked: ["make cold brew", "make cold brew coffee", "brew cold brew", "make cold brew at home", "make cold brew concentrate", "make cold brewed coffee"],
    answer: `To make cold brew at home (about 4 servings):

1. **Grind coarsely**: 1 cup (about 85–100 g) of coffee beans, as coarse as for a French press. Fine grounds make it muddy and bitter.
2. **Mix with cold water**: stir the grounds into 4 cups (1 litre) of cold or room-temperature water in a jar or pitcher, so all of them are wet.
3. **Steep for 12–24 hours**, covered, in the fridge or on the counter. 12 hours gives a lighter brew, 18–24 a stronger one.
4. **Strain it twice**: first through a fine sieve, then through a paper coffee filter or a cloth, for a clean, smooth concentrate.
5. **Dilute and serve**: mix the concentrate about 1:1 with water or milk, over ice.

It keeps in the fridge, covered, for about a week to 10 days. Cold brew is smoother and less acidic than iced hot coffee, but it's strong: the concentrate has a lot of caffeine, so dilute it.`,
  },
  {
    asked: ["make sourdough starter", "make a sourdough starter", "start a sourdough starter", "make sourdough starter from scratch", "make a sourdough starter from scratch", "create a sourdough starter", "make starter for sourdough", "make my own sourdough starter"],
    answer: `A sourdough starter is just flour and water, fed daily until wild yeast and bacteria take hold. It takes about **1–2 weeks**:

1. **Day 1**: in a clean jar, stir together **50 g whole wheat or rye flour and 50 g lukewarm water** (filtered or left out to lose its chlorine). Cover loosely and leave it somewhere warm, ideally 21–27°C (70–80°F).
2. **Days 2–3**: you may see a few bubbles, or nothing yet. Each day, **discard all but about 50 g**, then feed it **50 g flour and 50 g water** and stir well. You can switch to white bread flour now.
3. **Days 4–7**: it may go quiet or smell odd for a day or two; that's normal. Once it rises and falls predictably, **feed it twice a day**, about 12 hours apart.
4. **Ready**: when it reliably **doubles within 4–8 hours** of a feeding, smells pleasantly sour and yeasty, and is full of bubbles, usually after 7–14 days. A spoonful dropped in water should float.

**Looking after it**: keep feeding it daily on the counter, or store it in the fridge and feed it once a week. A layer of grey liquid on top ("hooch") means it's hungry: pour it off and feed it. Pink, orange or fuzzy mould means throw it away and start again.`,
  },
  {
    asked: ["make pancakes fluffy", "make pancakes fluffier", "make my pancakes fluffy", "make my pancakes fluffier", "get fluffy pancakes", "make pancakes more fluffy", "make pancakes thicker", "make thick fluffy pancakes"],
    answer: `For fluffy pancakes:

1. **Don't overmix**: stir the wet and dry ingredients together only until no dry flour is left. Lumps are fine; overmixing develops gluten and makes them flat and chewy.
2. **Rest the batter 10–15 minutes**: the flour hydrates and the baking powder starts making bubbles.
3. **Use fresh baking powder**: about 2 teaspoons per cup (125 g) of flour. Powder older than 6 months may have lost its lift; test a little in hot water: it should fizz.
4. **Use buttermilk** (or milk with a tablespoon of lemon juice), with ½ teaspoon of baking soda: the acid and soda give extra lift and tenderness.
5. **Whip the egg whites** for the fluffiest ones: beat them to soft peaks and fold them in last.
6. **Cook on medium heat**: flip when bubbles pop on top and the edges look set, and never press them down with the spatula.

Keep the batter thick enough to pour slowly; a runny batter spreads into thin pancakes.`,
  },
  {
    asked: ["know if an egg is bad", "know if eggs are bad", "tell if an egg is bad", "tell if eggs are bad", "know if an egg is still good", "know if eggs are still good", "tell if an egg is still good", "tell if eggs are still good", "check if an egg is bad", "check if eggs are bad", "know if an egg is rotten", "tell if an egg is rotten", "tell if eggs are fresh", "know if eggs are fresh", "tell if an egg is fresh", "check if eggs are fresh"],
    answer: `A few checks, from the surest:

1. **Smell it**: crack the egg into a separate bowl. A bad egg has an unmistakable sulphur (rotten-egg) smell, raw or cooked. If it smells bad, throw it out; this is the reliable test.
2. **Look at it**: a slimy or powdery shell, or pink, green, black or iridescent spots inside, mean bin it.
3. **Check the date**: refrigerated eggs usually stay good for 3–5 weeks after you buy them, often past the date on the box.
4. **The float test**: put the egg in a bowl of water. **Sinks and lies flat**: fresh. **Sinks but stands on end**: older, still fine to eat, best hard-boiled. **Floats**: very old (the air pocket inside has grown), so most people discard it.

The float test shows age, not safety: a fresh-looking egg can still carry *Salmonella*, so cook eggs until the white and yolk are firm if you're at all unsure.`,
  },
];
