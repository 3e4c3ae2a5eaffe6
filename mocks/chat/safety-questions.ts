/**
 * Answers to the everyday "Is it safe / OK / bad to …?" questions people type into a chat: "Is it
 * safe to eat raw cookie dough?", "Is cracking your knuckles bad?", "Is it OK to charge my phone
 * overnight?", "Can I swim right after eating?". A model answers the question first (yes or no, as
 * the question is worded, or a qualified verdict: "only if it's labelled microwave-safe"), then gives the reason in a sentence or two and the one thing to watch
 * for. Questions about pregnancy or health keep a careful framing: what health bodies generally
 * advise, and to check with a doctor or midwife who knows the person's situation. The same text
 * for every request and every choice, as health-questions.ts answers symptoms.
 *
 * A question is matched by its frame (a yes/no question with a word of safety or harm: "is it
 * safe", "is it bad", "can I", "should I") and then by its subject's words in one table, so
 * "Is it safe to use eval in JavaScript?" or "Is it OK to quit my job?" is left to the others.
 */

/** One everyday question: how its subject is said, whether it is safe, and the answer. */
export interface SafetyQuestion {
  /** The subject's words in the lower-case question ("cookie dough", "crack … knuckles"). */
  readonly about: RegExp;
  /**
   * Whether the thing is safe, when the answer is a plain yes or no: the reply opens with the
   * "Yes" or "No" the question's wording calls for ("Is it safe…?" against "Is it bad…?").
   * Without it the answer is qualified and opens with its own bold verdict ("Only if it's
   * labelled microwave-safe.").
   */
  readonly verdict?: "safe" | "unsafe";
  /** The verdict in a sentence, then the reason and what to watch for. */
  readonly answer: string;
}

export const SAFETY_QUESTIONS: readonly SafetyQuestion[] = [
  {
    about: /\b(?:raw|unbaked|uncooked) (?:cookie |cake |brownie )?(?:dough|batter)\b|\bcookie dough\b|\bcake batter\b/,
    verdict: "unsafe",
    answer:
      'It\'s best not to. Raw cookie dough carries two risks: raw eggs can contain *Salmonella*, and raw flour can carry *E. coli*, since flour isn\'t treated to kill germs. The chance of getting sick from a spoonful is small, but it\'s real, and higher for children, pregnant people and older adults. If you want to eat it raw, buy cookie dough sold as "edible" or "safe to eat raw", which uses heat-treated flour and no raw eggs.',
  },
  {
    about: /\b(?:crack|cracking|pop|popping) (?:your |my |one's |the )?knuckles\b|\bknuckle[- ]cracking\b|\bcracking (?:your |my )?(?:joints|fingers|neck|back)\b/,
    verdict: "safe",
    answer:
      "It's not harmful. The pop is a gas bubble forming in the fluid inside the joint, and studies, including one doctor who cracked the knuckles of one hand for 60 years, have found no link to arthritis. It may annoy people around you, but that's the main downside. If cracking a joint comes with pain, swelling or less movement, though, have it checked by a doctor.",
  },
  {
    about:
      /\bcharg(?:e|ing) (?:my |your |a |the )?(?:phone|iphone|android|smartphone)s? (?:overnight|all night|while (?:i|you) sleep)\b|\b(?:leave|leaving) (?:my |your |a )?phones? (?:charging|plugged in) (?:overnight|all night)\b/,
    verdict: "safe",
    answer:
      "It's fine with a modern phone. Phones stop charging when the battery is full, and iPhones and most Android phones have an optimised or adaptive charging setting that holds the charge at about 80% and finishes just before you usually wake up, which eases battery wear. Use the original or a certified charger and cable, and keep the phone on a hard surface rather than under a pillow, where it can't shed heat.",
  },
  {
    about:
      /\b(?:leave|leaving|keep|keeping) (?:my |your |a |the )?(?:laptop|macbook|notebook|computer)s? (?:plugged in|on (?:the )?charger|charging)\b|\b(?:laptop|macbook)s? (?:plugged in|on (?:the )?charger) (?:all the time|always|constantly|24\/7)\b/,
    verdict: "safe",
    answer:
      "It's mostly fine. A modern laptop stops charging at full and runs from the mains, so leaving it plugged in won't overcharge it. What wears a lithium-ion battery a little faster is sitting at 100% and being kept warm for long periods, so if your laptop has a battery-saving or \"limit charge to 80%\" setting (many Macs, Lenovos, Dells and ASUS laptops do), turn it on, and keep the vents clear.",
  },
  {
    about: /\b(?:coffee|caffeine|espresso|tea)\b.*\bpregnan|\bpregnan.*\b(?:coffee|caffeine|espresso)\b/,
    answer:
      "**In moderation it's generally considered fine**, but it's worth keeping an eye on the amount. Health bodies such as the NHS and the American College of Obstetricians and Gynecologists advise keeping caffeine under about 200 mg a day during pregnancy (roughly one to two cups of coffee, depending on the cup and the brew), because more has been linked to a higher risk of low birth weight and miscarriage. Remember that tea, cola, energy drinks and chocolate add caffeine too. Your midwife or doctor knows your situation and can tell you what's right for you.",
  },
  {
    about:
      /\b(?:expired|out of date|out-of-date|old) (?:yogh?urt|yoghourt)\b|\byogh?urt (?:after|past) (?:the |its )?(?:expiry|expiration|best before|sell by|use by) date\b|\byogh?urt (?:that(?:'s| is) |which is )?(?:expired|out of date)\b/,
    answer:
      '**It\'s often fine if it\'s only a little past the date.** Most yoghurt stays good for a week or two past a "best before" or "sell by" date if it has been kept closed and cold. Check it first: throw it out if there\'s mould, a swollen lid, a sour or yeasty smell beyond its usual tang, or a slimy texture. A "use by" date is about safety, though, so follow that one.',
  },
  {
    about: /\bmicrowav(?:e|ing)\b.*\bplastic\b|\bplastic\b.*\bmicrowave\b/,
    answer:
      "**Only if it's labelled microwave-safe.** Other plastics can warp or melt, and heat makes chemicals such as BPA and phthalates more likely to move into food, especially fatty or oily food. Takeaway tubs, yoghurt pots and single-use containers aren't made for it. To be safe, heat food in glass or ceramic, and cover it with a plate or paper towel rather than cling film touching the food.",
  },
  {
    about:
      /\bswim(?:ming)? (?:right |straight |just |directly )?after (?:eating|a meal|lunch|dinner|breakfast|you eat|i eat)\b|\bwait (?:30 minutes |an hour )?(?:to swim |before swimming )?after eating\b/,
    verdict: "safe",
    answer:
      "The old rule to wait 30 minutes or an hour isn't backed by evidence: there are no recorded drownings caused by swimming on a full stomach. After a big meal you may feel sluggish or get a mild stitch, so take it easy if you feel uncomfortable. The real risk around water is alcohol, so skip the beer before a swim.",
  },
  {
    about: /\b(?:run|running|jog|jogging) (?:every ?day|daily|each day|7 days a week|seven days a week)\b/,
    answer:
      "**Running daily is fine for many people, if you build up to it.** Many runners run daily, but most of those runs are easy, and the risk of overuse injuries (shin splints, runner's knee, stress fractures) rises if you add distance or speed too fast. If you're starting out, 3–4 runs a week with rest or cross-training days between is safer; increase your weekly distance gradually, and rest if a pain doesn't ease within a few days.",
  },
  {
    about: /\b(?:eat|eating|drink|drinking|have|having) raw eggs?\b|\braw eggs?\b.*\b(?:safe|bad|ok|okay)\b/,
    answer:
      "**There's a small risk.** Raw eggs can carry *Salmonella*, which causes food poisoning. Pasteurised eggs, or in the UK eggs with the British Lion stamp, are considered safe raw or lightly cooked for most people. Pregnant people, young children, older adults and anyone with a weakened immune system should avoid raw or runny eggs that aren't pasteurised.",
  },
  {
    about: /\b(?:drink|drinking) (?:the )?tap water\b|\btap water\b.*\b(?:safe|drink|ok|okay)\b/,
    answer:
      '**In most places, it\'s safe.** Tap water in most of Europe, North America, Australia and New Zealand is treated and tested to strict standards and safe to drink. When you travel, check local advice: in many countries travellers are told to drink bottled or boiled water instead. At home, your water supplier publishes its quality reports, and old lead pipes or a "boil water" notice are the exceptions to watch for.',
  },
  {
    about: /\bsleep(?:ing)? (?:with|next to|near) (?:my |your |a |the )?phones?\b|\bphones? (?:under|next to|by) (?:my |your |the )?(?:pillow|bed|head)\b/,
    verdict: "safe",
    answer:
      "It's fine to have your phone near your bed: there's no good evidence that its radio signals harm your health. Don't leave it under a pillow or blanket while charging, though, where it can overheat. The bigger issue is sleep itself: notifications and screen time before bed keep you awake, so a Do Not Disturb or sleep mode helps.",
  },
  {
    about: /\b(?:pink|undercooked|rare|raw) chicken\b|\bchicken (?:that(?:'s| is) |is )?(?:a (?:little|bit) )?(?:pink|undercooked|rare|raw)\b/,
    verdict: "unsafe",
    answer:
      "Undercooked chicken can carry *Salmonella* and *Campylobacter*, common causes of food poisoning. Chicken is safe when it reaches 74 °C (165 °F) in the thickest part; a meat thermometer is the reliable test, since colour alone can mislead. If it's pink near the bone or the juices run pink, cook it longer.",
  },
  {
    about: /\b(?:rare|medium[- ]rare|pink) (?:steak|beef)\b|\b(?:steak|beef) (?:rare|medium[- ]rare|pink)\b/,
    answer:
      "**It's safe for a whole cut like a steak.** Bacteria live on the outside of a whole cut of beef, so searing the surface kills them even when the inside stays pink. Minced or ground beef is different, because mixing spreads surface bacteria through it: cook burgers to 71 °C (160 °F). Pregnant people are usually advised to eat steak well done.",
  },
  {
    about:
      /\brefreez(?:e|ing) (?:thawed |defrosted )?(?:meat|chicken|food|fish|beef|pork)\b|\b(?:thawed|defrosted) (?:meat|chicken|food|fish)\b.*\b(?:refreeze|freeze (?:it )?again)\b/,
    answer:
      "**It's fine if it was thawed in the fridge.** Raw meat thawed in the fridge can be refrozen within a day or two, though it may lose a little texture. Don't refreeze meat thawed on the counter, in water or in the microwave: cook it first, and then the cooked dish can be frozen. Never refreeze anything that has been left out at room temperature for more than two hours.",
  },
  {
    about: /\bmou?ldy (?:bread|cheese|fruit|food)\b|\b(?:bread|cheese|food)\b.*\bmou?ld\b|\bcut (?:off |the )?mou?ld\b/,
    answer:
      "**Not for bread or soft food.** Mould sends roots through bread, soft fruit and soft cheese that you can't see, so throw them away. Hard cheese (like Cheddar or Parmesan) and firm vegetables are the exceptions: cut off at least 2.5 cm (1 inch) around and below the mouldy spot and the rest is fine. Don't sniff mouldy food, as the spores can irritate your airways.",
  },
  {
    about: /\b(?:sit|sitting) (?:too )?close to (?:the )?(?:tv|television|screen)\b/,
    verdict: "safe",
    answer:
      "It won't damage your eyes. Sitting close to a screen can cause eye strain, dry eyes or a headache, which go away with a break. In children, though, always sitting very close can be a sign of short-sightedness, so an eye test is worth it if a child keeps doing it or squints.",
  },
  {
    about: /\bread(?:ing)? in (?:the )?(?:dark|dim light|low light|poor light|bad light)\b/,
    verdict: "safe",
    answer:
      "It won't harm your eyes. Reading in dim light can make your eyes tired and give you a headache, because they work harder to focus, but it doesn't cause lasting damage. Good light simply makes reading more comfortable.",
  },
  {
    about: /\b(?:go|going) (?:out|outside) with wet hair\b|\bwet hair\b.*\b(?:cold|sick|ill)\b/,
    verdict: "safe",
    answer:
      "It won't give you a cold. Colds are caused by viruses, not by being cold or wet, so going out with wet hair only makes you feel chilly. Being very cold for a long time isn't good for you, so dry your hair or wear a hat on a freezing day for comfort.",
  },
  {
    about: /\b(?:drink|drinking|have|having) (?:coffee|caffeine) (?:every ?day|daily|each day)\b|\b(?:cups of )?coffee a day\b|\bcoffee (?:every ?day|daily)\b/,
    answer:
      "**For most healthy adults, it's fine.** Up to about 400 mg of caffeine a day, about four 8-oz cups of brewed coffee, is considered safe (FDA), and moderate coffee drinking is linked to some health benefits. Cut back if it makes you jittery, affects your sleep (avoid it in the afternoon) or upsets your stomach; pregnant people, and people with some heart conditions, are advised to have less.",
  },
  {
    about: /\b(?:use|using) (?:my |your |a |the )?phones? while (?:it(?:'s| is) )?charging\b/,
    verdict: "safe",
    answer:
      "Using your phone while it charges is safe with the original or a certified charger and cable; it may just charge more slowly and get warm. Avoid cheap uncertified chargers, damaged cables, and using it in bed under the covers where heat can't escape.",
  },
  {
    about: /\b(?:eat|eating|reheat|reheating) (?:leftover|left-over|day-old|old|cold) rice\b|\bleftover rice\b/,
    answer:
      "**It's safe if it was cooled and stored properly.** Cooked rice can carry spores of *Bacillus cereus* that survive cooking and make toxins if the rice sits warm, so cool it within an hour, keep it in the fridge, eat it within a day, and reheat it only once, until it's steaming hot all the way through.",
  },
  {
    about:
      /\b(?:food|pizza|chicken|meat|rice|leftovers)\b.*\b(?:left out|sat out|out overnight|out all night)\b|\b(?:leave|left|leaving) (?:food|pizza|leftovers|meat|chicken|rice) out (?:overnight|all night)\b/,
    verdict: "unsafe",
    answer:
      "It's not safe for perishable food. Bacteria multiply quickly between 5 °C and 60 °C (40–140 °F), so cooked food, meat, dairy and cut fruit shouldn't be left out for more than 2 hours (1 hour on a hot day above 32 °C / 90 °F). Reheating doesn't destroy every toxin bacteria make, so food left out overnight is best thrown away.",
  },
  {
    about: /\b(?:shower|bath|wash(?:ing)? (?:the )?dishes)\b.*\b(?:thunderstorm|lightning|storm)\b/,
    verdict: "unsafe",
    answer:
      "It's better not to. Lightning can travel through metal plumbing and water, so showering, bathing or washing dishes during a thunderstorm carries a small but real risk. Wait until about 30 minutes after the last thunder you hear.",
  },
  {
    about: /\bsleep(?:ing)? (?:with|in) (?:my |your )?contacts?\b|\bsleep(?:ing)? (?:with|in) (?:my |your )?contact lenses\b/,
    verdict: "unsafe",
    answer:
      "It's not safe unless your lenses are made for it. Sleeping in contact lenses raises the risk of serious eye infections several times over, because the eye gets less oxygen. If you nap in them by accident, take them out when you wake and give your eyes a rest; see an eye doctor if an eye is red, painful or sensitive to light.",
  },
  {
    about: /\b(?:wake|waking) (?:up )?(?:a |someone who(?:'s| is) )?sleepwalk(?:er|ing)\b/,
    verdict: "safe",
    answer:
      "It isn't dangerous. It's a myth that waking a sleepwalker harms them; they may just be confused or startled. The gentlest approach is to guide them back to bed without waking them, and to make the home safe (locked doors, nothing to trip over) if it happens often.",
  },
  {
    about:
      /\b(?:exercise|exercising|work ?out|working out|go(?:ing)? to the gym|run|running) (?:with|when (?:you have|i have|sick with)) (?:a )?(?:cold|fever|flu)\b|\b(?:exercise|work out|gym)\b.*\bwhen (?:i'm|i am|you're|you are) sick\b/,
    answer:
      '**It depends on your symptoms.** A common rule of thumb is the "neck check": with symptoms only above the neck, like a runny nose or mild sore throat, light exercise is usually fine. With a fever, body aches, a chest cough or an upset stomach, rest until you\'re better, because exercise can make you sicker. Ease back in gradually.',
  },
];

/** A yes/no question about safety or harm: "is it safe", "is X bad", "can I", "should I", "will it hurt". */
const FRAME = /^(?:is|are|can|could|should|do|does|will|would|am)\b/;
/** A word of safety or harm, or the everyday "Can I …?" that asks whether something is all right. */
const SAFETY_WORD =
  /\b(?:safe|safely|ok|okay|alright|all right|fine|bad|harmful|dangerous|healthy|unhealthy|damage|ruin|hurt|harm|risk|risky|cause|wait|sick|ill)\b|^(?:can|should) (?:i|you|we)\b/;
/** A question that asks about harm rather than safety: "Is it bad…?", "Does it damage…?", "Should I wait…?" */
const HARM_ASKED = /\b(?:bad|harmful|dangerous|unhealthy|damage|ruin|hurt|harm|risky|cause|sick|ill|wait)\b/;
/** A cheap first look: a yes/no question's opening, before the question is normalised. */
const CUE = /^\s*(?:is|are|can|could|should|do|does|will|would|am)\b/i;
/** A word of one of the table's subjects, the second look before the question is normalised; the safety link's cues (known-replies.ts) are these words. */
const SUBJECTS =
  /dough|batter|knuckle|joints|phone|laptop|macbook|notebook|computer|pregnan|yog|plastic|swim|eating|run|jog|egg|tap water|chicken|steak|beef|refreez|mou?ld|tv|television|screen|dark|light|wet hair|coffee|caffeine|rice|food|pizza|leftover|meat|shower|bath|dishes|storm|contact|sleepwalk|exercis|work ?out|gym/i;

/**
 * The answer to an everyday "Is it safe to …?" question the table knows, else undefined.
 * @example safetyReply("Is it safe to eat raw cookie dough?") // "**Not really.** Raw cookie dough carries two risks: …"
 */
export function safetyReply(prompt: string): string | undefined {
  if (prompt.length > 120 || !CUE.test(prompt) || !SUBJECTS.test(prompt)) return undefined;
  const question = prompt
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[?!.,;:"]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!FRAME.test(question) || !SAFETY_WORD.test(question)) return undefined;
  const entry = SAFETY_QUESTIONS.find((each) => each.about.test(question));
  if (!entry) return undefined;
  if (entry.verdict === undefined) return entry.answer;
  // "Is it bad to crack your knuckles?" is answered "No", "Is it safe to…?" about the same thing "Yes".
  const yes = (entry.verdict === "safe") !== HARM_ASKED.test(question);
  return `**${yes ? "Yes" : "No"}.** ${entry.answer}`;
}
