/**
 * Short answers to everyday questions that are neither a "how do I…" (how-tos.ts) nor a daily
 * amount (daily-amounts.ts): "What's a normal body temperature?", "What does the check engine
 * light mean?", "How long can I leave my dog alone?", "What should I wear to a job interview?",
 * "What should I eat when I have a cold?", "Should I quit my job?". A model answers with the figure
 * or the rule first, then what changes it; "Sure, let's talk about it, which part matters to you?"
 * (the general reply these got before) answers nothing.
 *
 * The figures are the commonly cited ones (37 °C / 98.6 °F with its normal range, a fever from
 * 38 °C / 100.4 °F; a flashing check-engine light as a misfire to stop for; 4–6 hours for an adult
 * dog); where they vary by person, car or animal the answer says so.
 */

const FACTS: readonly (readonly [asked: RegExp, answer: string])[] = [
  [
    /\b(?:normal|average|healthy|regular|usual)\s+(?:human\s+)?(?:body\s+)?temp(?:erature)?\b|\bwhat\s+(?:temperature|temp)\s+(?:is|counts\s+as|is\s+considered)\s+(?:normal|a\s+fever)\b|\bwhat\s+(?:is|counts\s+as)\s+a\s+fever\b|\bwhat\s+(?:temperature|temp)\s+(?:should|is)\s+(?:my|your|a)\s+body\b/,
    `A normal body temperature for an adult is **about 37 °C (98.6 °F)**, but anything from roughly **36.1 °C to 37.2 °C (97 °F to 99 °F)** is normal, and recent studies put the average a little lower, around 36.6 °C (97.9 °F).

It changes with:
- **The time of day**: lowest in the early morning, highest in the late afternoon, by up to about 0.5 °C (1 °F).
- **Where you measure it**: a rectal or ear reading runs about 0.3–0.6 °C (0.5–1 °F) higher than one in the mouth; an armpit reading about as much lower.
- **Age and activity**: babies run slightly warmer, older people slightly cooler; exercise, hot drinks and the menstrual cycle raise it a little.

**A fever** is 38 °C (100.4 °F) or higher. **Below 35 °C (95 °F)** is hypothermia, a medical emergency. For a baby under 3 months, any temperature of 38 °C (100.4 °F) or more needs a doctor straight away.`,
  ],
  [
    /\bcheck[-\s]engine\s+light\b|\bengine\s+(?:warning\s+|management\s+)?light\b|\bengine\s+light\s+(?:is\s+)?(?:on|flashing|blinking)\b/,
    `The check engine light means the car's computer has detected a fault in the engine or the emissions system and stored a **trouble code** that says which.

- **Steady light**: not an emergency, but get it checked soon (within days): the car is usually safe to drive carefully in the meantime.
- **Flashing light**: a serious **engine misfire**. Slow down and stop driving as soon as it's safe: unburned fuel can overheat and ruin the catalytic converter, an expensive repair.

**Common causes**, from the cheapest: a **loose or faulty fuel cap** (tighten it until it clicks; the light may take a few drives to go off), an oxygen sensor, spark plugs or ignition coils, a mass airflow sensor, an evaporative-emissions (EVAP) leak, or the catalytic converter.

**To find out which**: plug an **OBD-II code reader** (inexpensive, or Bluetooth with a phone app) into the port under the dashboard on the driver's side; in the US, many auto parts stores read the code for free. Any garage can too.

If a **red** warning light comes on instead, such as **oil pressure** or **engine temperature**, pull over and switch off the engine as soon as it's safe: driving on can destroy the engine.`,
  ],
  [
    /\bhow\s+long\b.*\b(?:leave|left|be\s+left|stay|be)\b.*\b(?:dogs?|pupp(?:y|ies)|cats?|kittens?)\b.*\balone\b|\bhow\s+long\b.*\b(?:dogs?|pupp(?:y|ies)|cats?|kittens?)\b.*\b(?:be\s+left|stay|left|be)\s+(?:home\s+)?alone\b/,
    `**Dogs**
- **Adult dogs**: as a rule of thumb, **no more than about 4–6 hours** at a time; some calm adult dogs manage up to 8 hours occasionally, but that's the most, and not every day without a break.
- **Puppies**: about **1 hour per month of age** (a 3-month-old, about 3 hours), as that's roughly how long they can hold their bladder, up to the adult limit.
- **Senior dogs** and dogs on medication or with health problems often need shorter stretches.

For longer days, a dog walker, a neighbour, or doggy daycare at midday makes a big difference. Leave water, a safe space, and something to chew or a puzzle feeder. Barking, howling, destruction or accidents only when alone are signs of **separation anxiety**: talk to your vet or a trainer.

**Cats** are more independent: a healthy adult cat is usually fine for a working day, and overnight with enough food, water and clean litter, but most vets advise someone checks on them **at least once every 24 hours**. Kittens need company and feeding more often.`,
  ],
  [
    /\bwhat\s+(?:should\s+(?:i|you)|to|do\s+(?:i|you)|can\s+i)\s+wear\b.*\binterview\b|\binterview\s+(?:outfit|attire|clothes|dress\s+code)\b|\b(?:how\s+(?:should|do)\s+(?:i|you)\s+)?dress\s+for\s+(?:a|an|my)\s+(?:job\s+|video\s+|zoom\s+)?interview\b/,
    `Dress **one step more formal than what people wear there every day**, clean, ironed and well fitting:

- **Formal fields** (finance, law, consulting, many corporate roles): a suit, in navy, grey or black, with a shirt or blouse; a tie is still common for men in these fields.
- **Most offices (business casual)**: smart trousers or a skirt, a shirt, blouse or fine knit, and a blazer you can take off; clean leather shoes or smart flats.
- **Startups, tech and creative jobs (smart casual)**: dark jeans or chinos without rips, a neat shirt, polo or sweater, clean, simple shoes. A suit can look out of place here.
- **Hands-on jobs** (trades, retail, hospitality): neat, clean clothes a step above the work uniform.

Keep accessories, fragrance and colours simple, so they remember you, not the outfit. For a **video interview**, dress the whole way (you may need to stand), pick solid colours rather than fine stripes, and check the lighting. If you're unsure, look at the company's photos or social media, or simply ask the recruiter: it's a normal question.`,
  ],
  [
    /\bwhat\s+(?:should\s+(?:i|you)|to|can\s+(?:i|you)|do\s+(?:i|you))\s+(?:eat|drink|have)\b.*\b(?:a\s+cold|the\s+flu|flu|sick|ill|a\s+sore\s+throat|a\s+fever|covid|a\s+stomach\s+bug)\b|\b(?:best\s+)?foods?\s+(?:for|to\s+eat\s+(?:with|when\s+you\s+have))\s+(?:a\s+)?(?:cold|flu|sore\s+throat)\b/,
    `Eat what you can manage; staying hydrated matters most:

- **Fluids**: water, broth, herbal or weak tea with honey and lemon, diluted juice; an oral rehydration drink if you've had vomiting, diarrhoea or a fever.
- **Chicken soup** or any broth-based soup: fluid, salt and easy calories, and the steam eases a blocked nose.
- **Honey** soothes a cough and sore throat (not for babies under 1).
- **Easy foods** when your appetite is low: toast, rice, porridge or oatmeal, bananas, yoghurt, eggs.
- **Fruit and vegetables** (citrus, berries, kiwi, peppers, leafy greens) for vitamins; ginger tea helps with nausea.
- **Spicy food** can clear a stuffy nose for a while, if your stomach is fine with it.

Go easy on alcohol, which dehydrates you, and on lots of caffeine. "Feed a cold, starve a fever" is a myth: eat lightly if you're not hungry, but keep drinking. No food cures a cold; it usually clears in 7–10 days. See a doctor if you can't keep fluids down, or have a high fever, trouble breathing or symptoms lasting over 10 days.`,
  ],
  [
    /^(?:should\s+i\s+(?:quit|leave)\s+my\s+job|is\s+it\s+(?:time|a\s+good\s+idea)\s+to\s+(?:quit|leave)\s+my\s+job|how\s+do\s+i\s+know\s+(?:when|if)\s+(?:it'?s\s+time\s+)?to\s+(?:quit|leave)\s+my\s+job)\b/,
    `Only you can decide, but these questions usually make the answer clearer:

**Signs it may be time to go:**
- It's affecting your **health**: dread every Sunday, poor sleep, burnout that a holiday doesn't fix.
- **Bullying, harassment or unethical** practices, or a manager who won't change.
- You've **stopped learning or progressing**, and there's no realistic path to what you want.
- You're **underpaid** for the market, and a raise has been asked for and refused.
- Your **values or goals** no longer fit the company's.

**Before you quit:**
1. **Can it be fixed?** Talk to your manager or HR about the specific problem: workload, role, pay, remote work, a team move. Many problems are fixable once said out loud.
2. **Know what you're moving toward**, not only away from.
3. **Check your finances**: ideally have a new offer signed first, or about **3–6 months of expenses saved** if you leave without one.
4. **Don't decide on your worst day**: give it a week or two, and write down the pros and cons.

If your health or safety is at risk, leaving sooner is reasonable; talk to a doctor too if you're struggling. If you tell me what's making you consider it, I can help you weigh it up.`,
  ],
];

/** Cheap first look: a word every question here has. */
const CUE = /temp|fever|engine\s+light|alone|wear|interview|eat|drink|foods?|quit|leave\s+my\s+job/i;

/**
 * The short answer to one of these everyday questions, or undefined.
 * @example everydayFactReply("What's a normal body temperature?")?.includes("37 °C (98.6 °F)") // true
 */
export function everydayFactReply(prompt: string): string | undefined {
  if (prompt.length > 120 || !CUE.test(prompt)) return undefined;
  const asked = prompt
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^(?:(?:hi|hey|hello|ok|so|quick question)[,!:]?\s+)+/, "");
  return FACTS.find(([question]) => question.test(asked))?.[1];
}
