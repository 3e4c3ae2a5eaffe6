/**
 * The everyday "how do I…" questions of health, money, work, travel, pets and cars that a chat
 * assistant gets all day: "How do I get rid of a headache?", "How can I lower my blood pressure?",
 * "How do I cut back on spending?", "How do I stop impulse buying?", "How do I tell my boss I'm
 * quitting?", "How do I find cheap flights?", "How do I stop my cat scratching the furniture?". A
 * model answers each with the specific, commonly given advice; the general points ("Ask for
 * feedback", "Take your time") these got before read as a broken mock, and the tips tables'
 * near misses (an adult's sleep tips for a baby, tips for the flight for jet lag, focus tips
 * for fuel efficiency) read as wrong. how-tos.ts looks them up with its own table, by the same
 * whole-question keys.
 *
 * The advice is the standard guidance of the bodies named in it (the AHA on blood pressure, the
 * AAP on a baby's safe sleep, the EPA on mould, the FTC on spam); figures that vary are given as
 * "about" or ranges, and the health answers end with when to see a doctor, as a careful model's do.
 */

/** Each entry as in how-tos.ts: what follows "how do I", and the answer. */
export const EVERYDAY_HOW_TOS: readonly { readonly asked: readonly string[]; readonly answer: string }[] = [
  // ——— Money ———
  {
    asked: ["cut back on spending", "cut back spending", "cut down on spending", "cut my spending", "cut spending", "reduce my spending", "reduce spending", "spend less", "stop overspending", "stop spending money", "stop spending so much money", "stop spending so much", "control my spending", "control spending", "cut my expenses", "cut expenses", "reduce my expenses", "lower my expenses", "cut costs", "cut back on expenses"],
    answer: `Start from where the money actually goes, then cut the big things before the small ones:

1. **Track a month of spending**: export your last 1–3 months of bank and card statements (or use a budgeting app) and group them: housing, food, transport, subscriptions, shopping, fun. Most people find one or two surprises.
2. **Cancel or pause subscriptions** you don't use every week; check the app stores' subscription lists and your card statements. It's the easiest saving there is.
3. **Go after the big three**: housing, transport and food. Renegotiating or switching insurance, phone and internet plans, cooking more and eating out less, and selling a second car save far more than skipping coffee.
4. **Plan groceries**: a weekly meal plan and a list, and shopping after eating, cut both the bill and food waste.
5. **Add friction to impulse buys**: a 24-hour (or 30-day for big items) rule before buying, no saved cards in shopping apps, and unsubscribing from store emails.
6. **Give each month a plan**: a spending limit per category (the 50/30/20 rule is a common start: 50% needs, 30% wants, 20% savings), and a weekly cash or debit amount for the "wants".
7. **Pay yourself first**: move savings out automatically on payday, so you spend what's left rather than save what's left.

Pick two or three of these to start; small changes that stick beat a strict budget you drop after a month.`,
  },
  {
    asked: ["stop impulse buying", "stop impulse shopping", "stop impulse spending", "stop impulse purchases", "avoid impulse buying", "avoid impulse purchases", "control impulse buying", "quit impulse buying", "stop buying things i don't need", "stop buying stuff i don't need", "stop buying things", "stop shopping", "stop online shopping", "stop shopping online", "stop buying clothes", "stop emotional spending", "stop emotional shopping", "resist impulse buying"],
    answer: `Impulse buys happen in the gap between wanting and paying, so the trick is to make that gap longer:

1. **Use a waiting rule**: put anything unplanned in a wishlist or the cart and wait 24 hours (30 days for bigger things). Most of the urge is gone by then.
2. **Remove the one-click path**: delete saved cards and shopping apps from your phone, and sign out of stores, so each purchase takes effort.
3. **Cut the triggers**: unsubscribe from store emails and sale alerts, turn off app notifications, and unfollow brands and influencers that make you want things.
4. **Know your moments**: note when it happens (bored, stressed, late at night, after payday) and have something else ready for those moments: a walk, a call, a to-do.
5. **Shop with a list** and stick to it, in stores and online; "while I'm here" is where impulse buys live.
6. **Give yourself a guilt-free amount**: a set "fun money" budget each month, so small treats fit the plan instead of breaking it.
7. **Count the cost in hours**: divide the price by your hourly pay; a $90 jacket at $18 an hour is 5 hours of work.

If shopping feels out of control, or you hide purchases or go into debt for them, talking to a therapist or a free debt-counselling service can help.`,
  },
  // ——— Health (lite) ———
  {
    asked: ["get rid of a headache", "get rid of headache", "get rid of headaches", "get rid of a headache fast", "get rid of a headache without medicine", "cure a headache", "stop a headache", "relieve a headache", "treat a headache", "make a headache go away", "ease a headache", "get rid of a tension headache", "get rid of a migraine", "stop a migraine", "relieve a migraine"],
    answer: `For an everyday tension headache, these usually help:

1. **Drink a large glass of water**: dehydration is a common trigger.
2. **Take a standard over-the-counter pain reliever** such as ibuprofen, paracetamol (acetaminophen) or aspirin, at the dose on the label. Taking them on more than about 10–15 days a month can cause rebound headaches.
3. **Rest in a quiet, dim room**, away from screens, for 20–30 minutes.
4. **Put a cold pack on your forehead** or a warm one on the back of your neck and shoulders if they feel tight; gently massage your temples and neck.
5. **Eat something** if you skipped a meal, and a small coffee can help if you usually drink it (caffeine withdrawal is itself a trigger).

To have fewer: regular sleep and meals, water through the day, screen breaks, and noticing your own triggers.

**Get urgent help** for a sudden, severe "worst ever" headache, or one with a stiff neck and fever, confusion, weakness, numbness, trouble speaking or seeing, or after a head injury. See a doctor if headaches are frequent, getting worse, or wake you up.`,
  },
  {
    asked: ["get rid of a sore throat", "get rid of sore throat", "get rid of a sore throat fast", "soothe a sore throat", "cure a sore throat", "treat a sore throat", "heal a sore throat", "relieve a sore throat", "make a sore throat go away", "help a sore throat", "ease a sore throat", "stop a sore throat"],
    answer: `Most sore throats are caused by a cold virus and get better on their own in about a week. Meanwhile, these ease it:

1. **Gargle with warm salt water**: about half a teaspoon of salt in a glass (240 ml) of warm water, a few times a day.
2. **Warm drinks with honey**: tea or warm water with honey and lemon coat the throat (no honey for babies under 1 year).
3. **Lozenges or throat sprays**, or sucking ice chips or ice lollies.
4. **An over-the-counter pain reliever** such as ibuprofen or paracetamol (acetaminophen), at the dose on the label.
5. **Plenty of fluids, rest, and moist air**: a humidifier or a steamy shower helps when the air is dry.

**See a doctor** if it lasts more than about a week, or comes with a high fever, white patches on the tonsils and no cough (possible strep throat, which needs antibiotics), a rash, or swollen glands that keep growing. **Get urgent help** for trouble breathing or swallowing, drooling, or being unable to open your mouth fully.`,
  },
  {
    asked: ["stop snoring", "stop my snoring", "stop snoring naturally", "snore less", "reduce snoring", "prevent snoring", "get rid of snoring", "cure snoring", "stop my partner snoring", "stop my husband snoring", "stop my wife snoring", "stop someone snoring", "stop someone from snoring"],
    answer: `Snoring usually comes from relaxed throat tissues vibrating, and these help most people:

1. **Sleep on your side**: snoring is often worst on the back. A body pillow, or a tennis ball sewn into the back of a T-shirt, keeps you there.
2. **Avoid alcohol and sedatives** for 3–4 hours before bed; they relax the throat muscles.
3. **Lose weight** if you're overweight: even a small loss can reduce snoring.
4. **Clear your nose**: treat allergies or congestion, try nasal strips or a saline rinse.
5. **Raise the head of the bed** a few inches, and keep a regular sleep schedule (being overtired makes it worse).
6. **Quit smoking**: it irritates and swells the airway.

**See a doctor** if the snoring is loud and comes with gasping, choking or pauses in breathing, or you're very sleepy in the day, wake with headaches or have high blood pressure: these are signs of **obstructive sleep apnea**, which is common and treatable (often with a CPAP machine or a mouth guard).`,
  },
  {
    asked: ["lower my blood pressure", "lower blood pressure", "lower blood pressure naturally", "lower my blood pressure naturally", "reduce blood pressure", "reduce my blood pressure", "bring down my blood pressure", "bring my blood pressure down", "get my blood pressure down", "decrease blood pressure", "lower high blood pressure", "control high blood pressure", "control blood pressure", "manage high blood pressure", "lower my blood pressure fast"],
    answer: `Lifestyle changes lower blood pressure meaningfully, often by several points each (American Heart Association guidance):

1. **Eat less salt**: under 2,300 mg of sodium a day, ideally nearer 1,500 mg. Most of it comes from packaged and restaurant food, bread and processed meat, so check labels.
2. **Follow a DASH-style diet**: plenty of vegetables, fruit, whole grains, beans, nuts and low-fat dairy; less red meat and sugar. Potassium-rich foods (bananas, beans, potatoes, leafy greens) help, unless your doctor has told you to limit potassium.
3. **Move regularly**: about **150 minutes a week** of moderate activity, such as brisk walking, plus some strength training.
4. **Lose weight if you're overweight**: blood pressure drops roughly 1 mmHg for each kilogram (2.2 lb) lost.
5. **Limit alcohol** (no more than 1 drink a day for women, 2 for men) and **stop smoking**.
6. **Sleep 7–9 hours** and find ways to manage stress.
7. **Measure at home** with a validated upper-arm cuff, at the same times each day, to see what works.

For reference, normal is below **120/80**; 130/80 and above is high blood pressure. If you've been prescribed medication, keep taking it; these changes add to it, and only your doctor should change it. **Seek urgent care** for a reading above **180/120** with chest pain, shortness of breath, weakness, vision or speech changes.`,
  },
  {
    asked: ["get rid of bad breath", "get rid of bad breath fast", "fix bad breath", "stop bad breath", "cure bad breath", "prevent bad breath", "have fresh breath", "have better breath", "make my breath smell better", "make my breath smell good", "keep my breath fresh", "get rid of bad breath permanently"],
    answer: `Most bad breath starts in the mouth, so it's mostly fixable:

1. **Brush twice a day for two minutes** with fluoride toothpaste, and **floss or use interdental brushes once a day**: trapped food between the teeth is a main cause.
2. **Clean your tongue**: a tongue scraper or your toothbrush, back to front; the coating on the back of the tongue holds much of the smell.
3. **Drink water and avoid a dry mouth**: saliva washes bacteria away. Sugar-free gum helps between meals; so does breathing through your nose.
4. **Watch the usual culprits**: garlic, onions, coffee, alcohol and smoking.
5. **Clean dentures or retainers** every day.
6. **See a dentist** every 6–12 months: gum disease and cavities are common causes a cleaning treats.

If it persists despite good cleaning, see your dentist or doctor: dry mouth from medicines, sinus or tonsil problems, acid reflux and some conditions such as diabetes can cause it.`,
  },
  {
    asked: ["stop biting my nails", "stop biting nails", "stop nail biting", "quit biting my nails", "quit biting nails", "break a nail biting habit", "stop my child biting their nails", "stop picking my nails", "stop picking my skin"],
    answer: `Nail biting is a habit, usually on autopilot, so the fix is noticing it and making it harder:

1. **Keep your nails short and filed**: there's less to bite and no rough edges to tempt you.
2. **Use a bitter-tasting nail polish** (sold at pharmacies for nail biting) as a reminder each time.
3. **Find your triggers**: boredom, stress, screens, waiting. Notice when you do it, even by keeping a tally for a week.
4. **Give your hands something else**: a stress ball, a fidget toy, a pen, or sitting on your hands during the trigger.
5. **Cover them**: a manicure, gel nails, nail stickers or plasters on the worst fingers.
6. **Quit in steps**: stop on one finger, then the next, and reward the streak.

Expect slips; it takes a few weeks. If it causes pain, infections or bleeding, or comes with a lot of anxiety, a doctor or therapist can help (habit reversal training works well).`,
  },
  {
    asked: ["get rid of dandruff", "get rid of dandruff fast", "stop dandruff", "cure dandruff", "treat dandruff", "fix dandruff", "prevent dandruff", "get rid of a flaky scalp", "stop a flaky scalp", "treat a dry scalp", "get rid of dry scalp", "stop my scalp itching"],
    answer: `Dandruff usually clears with a medicated (anti-dandruff) shampoo from a pharmacy or supermarket. Look for one of these active ingredients:

- **Zinc pyrithione** (Head & Shoulders and others)
- **Selenium sulfide** (Selsun Blue)
- **Ketoconazole** (Nizoral), good when the others don't work
- **Salicylic acid** or **coal tar**, which loosen the scale

How to use it:

1. **Massage it into the scalp** (not just the hair) and **leave it on for about 5 minutes** before rinsing.
2. **Use it 2–3 times a week** at first (or as the label says), then once a week or so to keep it away.
3. **If one stops working, switch** to a shampoo with a different ingredient, or alternate two.

Washing regularly helps too: oil and dead skin build-up feeds the yeast behind most dandruff. **See a doctor or dermatologist** if it's no better after a few weeks, the scalp is red, swollen or very itchy, or the scaling spreads to the face or body (it may be seborrheic dermatitis or psoriasis, which have prescription treatments).`,
  },
  {
    asked: ["build muscle", "build muscle fast", "gain muscle", "gain muscle mass", "put on muscle", "build muscle mass", "get bigger muscles", "get stronger", "get muscular", "bulk up", "gain muscle as a beginner", "build muscle at home", "build muscle naturally", "get buff", "get ripped", "tone up", "gain weight and muscle"],
    answer: `Muscle grows from three things done consistently: hard training, enough protein and food, and sleep.

1. **Lift with progressive overload**: train each muscle group **2–3 times a week**, about 10 or more hard sets per muscle per week, in the 6–15 rep range, stopping a rep or two short of failure. Add weight or reps over time; that steady increase is what drives growth.
2. **Build around compound lifts**: squats, deadlifts or hip hinges, bench or push-ups, rows and pull-ups, overhead press. A full-body routine three times a week is ideal for beginners.
3. **Eat enough protein**: about **1.6 g per kg of body weight a day** (around 0.7 g per pound), spread over 3–4 meals: meat, fish, eggs, dairy, tofu, beans, or a protein shake if needed.
4. **Eat a small calorie surplus**: roughly 250–500 calories over maintenance if you want to gain size; if you have fat to lose, beginners can build muscle while eating about at maintenance.
5. **Sleep 7–9 hours** and rest each muscle group 48 hours between hard sessions.
6. **Be patient**: beginners can gain roughly 0.5–1 kg (1–2 lb) of muscle a month in the first year, slower after that.

Learn good form first with light weights (a coach or a trainer session helps), and check with a doctor before starting if you have a health condition.`,
  },
  {
    asked: ["get my baby to sleep through the night", "get a baby to sleep through the night", "get my baby to sleep", "get baby to sleep", "get a baby to sleep", "help my baby sleep", "help my baby sleep through the night", "get my newborn to sleep", "get a newborn to sleep", "put a baby to sleep", "make my baby sleep", "sleep train my baby", "sleep train a baby", "get my toddler to sleep", "get my toddler to sleep through the night", "get my kid to sleep", "get my child to sleep"],
    answer: `Night waking is normal for young babies: newborns need feeding every 2–4 hours, and many babies don't sleep through the night (6–8 hours) until around 6 months or later. These help them get there:

1. **A short, same-every-night routine**: bath, feed, pyjamas, a song or book, lights out, around the same time each evening.
2. **Put them down drowsy but awake** from a few months old, so they learn to fall asleep in the crib and can settle themselves when they stir at night.
3. **Make days bright and nights dull**: daylight and play in the day; night feeds in dim light, quietly, without play.
4. **Watch for tired signs** (rubbing eyes, yawning, fussing) and don't let them get overtired; age-appropriate naps help night sleep.
5. **Give them a moment**: babies stir and grunt between sleep cycles; wait a minute or two before going in.
6. **Sleep training** (gradual methods like checking at longer intervals, or "fading") is generally considered an option from about **4–6 months**; ask your pediatrician first.

**Safe sleep** (American Academy of Pediatrics): always on their back, in their own crib or bassinet, on a firm flat mattress with a fitted sheet and nothing else in it (no pillows, blankets, bumpers or toys), in your room for at least the first 6 months. Talk to your pediatrician about any worry over sleep, feeding or weight gain.`,
  },
  {
    asked: ["potty train a toddler", "potty train my toddler", "potty train my son", "potty train my daughter", "potty train a child", "potty train my child", "potty train a boy", "potty train a girl", "potty train", "toilet train a toddler", "toilet train my toddler", "start potty training", "potty train in 3 days"],
    answer: `Start when your child shows they're ready, usually between about **18 months and 3 years**: staying dry for a couple of hours, telling you when they've gone, interest in the toilet, and being able to pull their pants down.

1. **Get the gear**: a potty or a seat for the toilet with a step, and let them sit on it dressed at first.
2. **Sit at set times**: after waking, after meals, before the bath and bed, and every 1–2 hours in between, for a few minutes.
3. **Switch to underwear or training pants** in the day once they're using it sometimes; nappies/diapers make it hard for them to feel wet.
4. **Praise the tries, not just the successes**: a sticker chart works for many children. Never punish or shame accidents.
5. **Expect accidents** and keep calm; clean up without fuss. Dress them in clothes that come off fast.
6. **Teach the routine**: wiping (girls front to back), flushing, washing hands.

Daytime training usually takes from a few weeks to a few months. **Nights come later**: many children need night nappies until 4–5 years or beyond. Pause for a few weeks if there's resistance or a big change (a new sibling, a move). Talk to your pediatrician if there's pain, constipation, or no progress after age 4.`,
  },
  // ——— More health (lite) ———
  {
    asked: ["know if i have a fever", "tell if i have a fever", "check for a fever", "check if i have a fever", "know if i have a fever without a thermometer", "tell if i have a fever without a thermometer", "check my temperature", "take my temperature", "take a temperature", "check for fever without a thermometer", "bring down a fever", "bring a fever down", "break a fever", "reduce a fever", "get rid of a fever", "lower a fever", "treat a fever"],
    answer: `The reliable way is a **thermometer**: a reading of **38 °C (100.4 °F) or higher** is a fever. Normal body temperature is around 37 °C (98.6 °F), varying by about half a degree over the day and by person.

- **Taking it**: a digital thermometer under the tongue (no hot or cold drinks for 15 minutes before), in the armpit (reads a little lower), in the ear, or on the forehead; for babies, a rectal reading is the most accurate.
- **Without a thermometer** you can only guess: hot forehead or chest, chills and shivering, sweating, aches, flushed face and feeling weak all suggest one.

**To bring it down and feel better**: rest, drink plenty of fluids, dress lightly, and take paracetamol (acetaminophen) or ibuprofen at the dose on the label if you're uncomfortable (no aspirin for children and teenagers). A fever itself is the body fighting an infection and usually passes in 2–3 days.

**See a doctor** for a fever above 39.4 °C (103 °F), one lasting more than 3 days, or one with a stiff neck, a rash that doesn't fade when pressed, confusion, trouble breathing, chest pain or repeated vomiting; and **any fever in a baby under 3 months** (38 °C / 100.4 °F or more) needs a doctor straight away.`,
  },
  {
    asked: ["get rid of a cough", "get rid of cough", "get rid of a cough fast", "stop coughing", "stop a cough", "cure a cough", "treat a cough", "soothe a cough", "calm a cough", "stop coughing at night", "get rid of a dry cough", "get rid of a chesty cough", "get rid of a tickly cough", "relieve a cough", "ease a cough"],
    answer: `Most coughs come with a cold and clear up by themselves in **about 3 weeks**; these ease it meanwhile:

1. **Honey**: a teaspoon on its own or in warm water with lemon soothes a cough as well as many cough medicines (not for babies under 1 year).
2. **Drink plenty of fluids**, warm ones especially, to keep mucus thin.
3. **Moist air**: a humidifier, or breathing in the steam of a hot shower.
4. **Rest, and raise your head** with an extra pillow at night.
5. **Lozenges or hard sweets** for a tickly throat (not for small children, who can choke).
6. **Pharmacy medicines** help some people: ask a pharmacist which suits a dry or a chesty cough. Don't give over-the-counter cough and cold medicines to young children without advice.
7. **Avoid smoke**, and stop smoking if you do.

**See a doctor** if it lasts more than 3 weeks, you cough up blood, you're short of breath or have chest pain, a high fever, unexplained weight loss, or a weakened immune system. **Get urgent help** for severe trouble breathing, or a child who struggles to breathe or has blue lips.`,
  },
  {
    asked: ["boost my immune system", "boost immune system", "boost your immune system", "strengthen my immune system", "strengthen immune system", "improve my immune system", "improve immune system", "build my immune system", "build up my immune system", "have a stronger immune system", "support my immune system", "keep my immune system strong", "avoid getting sick", "stop getting sick", "stop getting sick so often", "not get sick", "avoid catching a cold", "avoid colds"],
    answer: `No supplement or food "boosts" a healthy immune system beyond normal; what keeps it working well is the everyday basics:

1. **Sleep 7–9 hours**: people who sleep less than about 6 hours catch colds more often.
2. **Eat a varied diet** with plenty of vegetables, fruit, beans and whole grains; that covers the vitamins and minerals the immune system needs. Supplements help only if you're low in something (vitamin D in winter is common in northern countries; a blood test can check).
3. **Move regularly**: about 150 minutes a week of moderate activity.
4. **Don't smoke, and keep alcohol moderate.**
5. **Manage stress**: long-term stress weakens immune responses.
6. **Wash your hands** with soap for 20 seconds, especially before eating and after being out, and keep your hands away from your eyes, nose and mouth.
7. **Get your vaccines**: the yearly flu shot and others recommended for your age are the most effective protection against specific infections.

Vitamin C, zinc and echinacea have, at best, small effects on how long a cold lasts. If you get ill unusually often, see a doctor.`,
  },
  {
    asked: ["stop feeling tired", "stop feeling tired all the time", "stop being tired", "stop being tired all the time", "have more energy", "get more energy", "feel less tired", "boost my energy", "increase my energy", "increase energy levels", "boost energy levels", "fight fatigue", "beat fatigue", "stop feeling sleepy", "stop feeling sleepy during the day", "stay awake", "stay awake at work", "stop being sleepy", "not feel tired"],
    answer: `Most everyday tiredness comes from a few fixable things:

1. **Sleep enough, regularly**: 7–9 hours for most adults, going to bed and getting up at the same times, weekends included.
2. **Get daylight and move**: a morning walk outside, and regular exercise, raise energy over a few weeks even though it feels like the opposite.
3. **Eat regular meals** with protein, fibre and whole grains; big sugary meals and long gaps bring energy crashes.
4. **Drink enough water**: mild dehydration makes you tired and foggy.
5. **Watch caffeine and alcohol**: caffeine after early afternoon and alcohol in the evening both spoil sleep.
6. **Take short breaks** from screens and sitting, and deal with stress, which drains energy on its own.

**See a doctor** if you're tired most days for more than a few weeks despite this, or it comes with weight loss, low mood, breathlessness, heavy periods, snoring or pauses in breathing at night, or feeling very thirsty: common treatable causes include anaemia (low iron), an underactive thyroid, vitamin B12 or D deficiency, sleep apnea, diabetes and depression, and a simple blood test checks several of them.`,
  },
  // ——— More home and pets ———
  {
    asked: ["fix a squeaky door", "fix a squeaking door", "stop a door squeaking", "stop a squeaky door", "stop a door from squeaking", "fix a creaky door", "stop a creaky door", "fix squeaky door hinges", "fix a squeaky hinge", "stop a hinge squeaking", "fix a squeaky door hinge"],
    answer: `A squeak comes from a dry or dirty hinge, and it's a five-minute fix:

1. **Find the squeaky hinge**: open and close the door slowly and listen; often only one hinge squeaks.
2. **Lubricate it in place**: spray a little silicone spray, white lithium grease, or a general lubricant (WD-40 works short term) into the top of the hinge and the gap, then swing the door back and forth a dozen times. Wipe off drips.
3. **If it comes back, lubricate the pin**: close the door, tap the hinge pin up from below with a nail or screwdriver and a hammer, pull it out, clean it with steel wool or a cloth, coat it with grease or petroleum jelly, and tap it back in. Do one hinge at a time so the door stays on.
4. **Tighten loose screws** on the hinges while you're at it; a sagging door can rub and creak too.

Avoid cooking oil: it turns sticky and attracts dust.`,
  },
  {
    asked: ["introduce a new cat to my cat", "introduce a new cat", "introduce two cats", "introduce cats", "introduce a kitten to my cat", "introduce a new kitten to my cat", "introduce a new kitten", "get my cats to get along", "get cats to get along", "make my cats get along", "introduce cats to each other", "introduce a new cat to another cat"],
    answer: `Slowly, over one to a few weeks; cats that meet too fast often fight and take much longer to settle:

1. **Separate room first**: give the new cat its own room with food, water, a litter box, a bed and hiding places, and keep the door closed for a few days.
2. **Swap scents**: rub a cloth on each cat's cheeks and put it near the other's food; swap their bedding, and let them take turns exploring each other's space.
3. **Feed them on either side of the door**, moving the bowls a little closer each day as long as both eat calmly.
4. **Let them see each other**: open the door a crack, or use a baby gate or a screen door, for short sessions during meals or play. Hissing is normal; back off a step if it continues.
5. **Short, supervised meetings** in a shared room, with play (a wand toy) and treats, ending before anyone gets upset; lengthen them over days.
6. **Enough of everything**: one litter box per cat plus one, separate bowls, and high perches and hiding places so neither feels trapped.

Never let them "fight it out". If there's real fighting, go back a step. A pheromone diffuser (such as Feliway) helps some cats; ask your vet or a behaviourist if it isn't settling after a few weeks.`,
  },
  {
    asked: ["keep my house cool without ac", "keep my house cool", "keep house cool without air conditioning", "keep my house cool without air conditioning", "keep my room cool", "keep my room cool without ac", "keep a room cool without ac", "keep cool without ac", "keep cool without air conditioning", "cool down my room", "cool down a room", "cool a room without ac", "cool down my house", "stay cool in a heatwave", "stay cool without ac", "keep cool in a heatwave", "keep my bedroom cool", "cool my bedroom"],
    answer: `Keep the heat out in the day, and let the cool in at night:

1. **Close curtains and blinds in the day**, especially on sunny windows; light-coloured or blackout curtains, or reflective film, block much of the heat. Outside shades or awnings work best.
2. **Close windows while it's hotter outside than in**, and **open them at night and early morning** when it's cooler, on opposite sides for a cross-breeze.
3. **Use fans well**: at night, put a fan in a window blowing out to pull cool air through; a bowl of ice in front of a fan helps a little. Ceiling fans should turn anticlockwise in summer. Fans cool people, not rooms, so turn them off in empty rooms.
4. **Cut heat indoors**: switch off lights and electronics, cook less (or outside, or with a microwave), and run the dishwasher and dryer at night.
5. **Cool yourself**: lightweight cotton or linen bedding, a damp cloth or a cool shower before bed, plenty of water, and sleeping on the lowest floor.

In a heatwave, check on older neighbours and relatives, and spend the hottest hours somewhere air-conditioned (a library, a shopping centre) if your home gets above about 32 °C (90 °F): heat exhaustion is a real risk.`,
  },
  {
    asked: ["lower my electricity bill", "lower electricity bill", "lower my energy bill", "lower my energy bills", "reduce my electricity bill", "reduce electricity bill", "reduce my energy bill", "reduce my energy bills", "save on electricity", "save electricity", "save energy at home", "save money on electricity", "save money on my electricity bill", "save money on energy bills", "cut my energy bill", "cut my electricity bill", "use less electricity", "reduce energy consumption", "lower my power bill", "reduce my power bill"],
    answer: `The biggest savings usually come from heating, cooling and hot water:

1. **Adjust the thermostat**: each degree lower in winter (or higher with the AC in summer) saves a few percent; a programmable or smart thermostat that turns it down while you're out or asleep saves more.
2. **Seal draughts and insulate**: weatherstrip doors and windows, seal gaps, and insulate the loft or attic; thick curtains at night.
3. **Heat less water**: shorter showers, a low-flow shower head, washing clothes at 30 °C (cold), and setting the water heater to about 50–60 °C (120–140 °F).
4. **Switch to LED bulbs**: they use about 75–80% less energy than old incandescent ones.
5. **Cut standby power**: turn off TVs, consoles and chargers at the wall or with a smart power strip.
6. **Use big appliances well**: full loads in the dishwasher and washing machine, air-dry laundry when you can, defrost the freezer and keep the fridge coils clean, and choose efficient models (ENERGY STAR, or a high energy rating) when you replace them.
7. **Check your plan**: compare tariffs or suppliers, ask about time-of-use rates (run appliances off-peak), and look for your utility's free energy audit or rebates.

Your bill or the utility's app usually shows your usage by month or even by hour, which tells you where to start.`,
  },
  // ——— First aid and everyday health ———
  {
    asked: ["treat a burn", "treat a minor burn", "treat a burn at home", "treat a small burn", "treat a burn on my hand", "treat a finger burn", "heal a burn", "soothe a burn", "help a burn", "treat a first degree burn", "treat a kitchen burn", "cool a burn"],
    answer: `For a minor burn (red, painful, maybe a small blister, smaller than the palm of the hand):

1. **Cool it under cool (not ice-cold) running water for about 20 minutes**, as soon as possible; it's worth doing even an hour or so after. Keep the person warm otherwise.
2. **Remove rings, watches and clothing** near the burn, unless they're stuck to the skin.
3. **Cover it loosely** with cling film (laid on, not wrapped tightly) or a clean, non-fluffy dressing.
4. **Take a pain reliever** such as paracetamol (acetaminophen) or ibuprofen if needed.
5. **Leave blisters alone**: don't pop them. Once cooled, a plain moisturiser or aloe vera gel soothes healing skin.

**Don't** use ice, butter, oil, toothpaste or creams on a fresh burn.

**Get medical help** for a burn larger than the person's palm, one that is white, brown, charred or leathery or doesn't hurt (a deep burn), one on the face, hands, feet, joints or genitals, a chemical or electrical burn, or a burn on a baby, a child, an older or a pregnant person. **Call emergency services** for large or deep burns, or if the person has breathed in smoke.`,
  },
  {
    asked: ["stop a nosebleed", "stop a nose bleed", "stop my nosebleed", "stop nosebleeds", "stop a bloody nose", "stop my nose bleeding", "stop nose bleeding", "treat a nosebleed", "deal with a nosebleed", "stop a nosebleed fast"],
    answer: `1. **Sit up and lean forward**, not back: leaning back makes you swallow blood, which can make you sick.
2. **Pinch the soft part of your nose**, just below the bony bridge, firmly, and **hold it for 10–15 minutes without letting go** to check; breathe through your mouth.
3. **A cold pack or ice wrapped in a cloth** on the bridge of the nose can help.
4. **Afterwards, for about 24 hours**: don't blow or pick your nose, and avoid heavy lifting, hot drinks, alcohol and hard exercise.

To prevent them: a humidifier or saline spray when the air is dry, and a little petroleum jelly inside the nostrils.

**Get medical help** if it hasn't stopped after 20 minutes of firm pressure, it's very heavy, it followed a blow to the head, you're having trouble breathing, you take blood thinners, or nosebleeds happen often.`,
  },
  {
    asked: ["get rid of a hangover", "get rid of hangover", "cure a hangover", "cure hangover", "get over a hangover", "treat a hangover", "fix a hangover", "recover from a hangover", "feel better after drinking", "avoid a hangover", "prevent a hangover", "stop a hangover"],
    answer: `There's no real cure: only time clears it, usually within 24 hours. These make it easier:

1. **Rehydrate**: water, and an oral rehydration or sports drink if you've been sick; sip if your stomach is unsettled.
2. **Eat something bland**: toast, crackers, bananas, soup; they raise low blood sugar and settle the stomach.
3. **Sleep** as much as you can.
4. **For a headache, ibuprofen or aspirin** at the label's dose, with food. **Avoid paracetamol (acetaminophen)** after heavy drinking: alcohol and paracetamol together strain the liver.
5. **Skip "hair of the dog"**: more alcohol only delays the hangover.
6. **Coffee** can help a headache if you usually drink it, but it won't sober you up.

**Next time**: eat before and while drinking, alternate each drink with water, and drink slowly.

**Call emergency services** if someone who has been drinking is confused, can't be woken, vomits while drowsy, has slow or irregular breathing, seizures, or pale or bluish skin: these are signs of alcohol poisoning.`,
  },
  {
    asked: ["get rid of acne", "get rid of pimples", "get rid of spots", "get rid of a pimple", "get rid of a pimple overnight", "clear my skin", "clear acne", "treat acne", "stop acne", "stop breakouts", "prevent acne", "get clear skin", "have clear skin", "get rid of acne fast", "get rid of blackheads", "get rid of acne scars"],
    answer: `Most mild to moderate acne improves with a simple routine and an over-the-counter treatment, but it takes patience:

1. **Wash twice a day** with a gentle cleanser and lukewarm water; scrubbing and harsh products make it worse.
2. **Use one proven active ingredient**:
   - **Benzoyl peroxide** (2.5–5%) kills acne bacteria; it can bleach towels and pillowcases.
   - **Adapalene 0.1% gel** (Differin, over the counter in the US) unclogs pores; apply a thin layer at night.
   - **Salicylic acid** helps blackheads and whiteheads.
   Start every other day if your skin gets dry or irritated.
3. **Give it 6–8 weeks** before judging; it often looks a bit worse before it gets better.
4. **Moisturise and use sunscreen** labelled "non-comedogenic" or "oil-free".
5. **Don't pick or squeeze**: it spreads inflammation and causes scars and dark marks.
6. Wash pillowcases often, clean your phone screen, and keep hair products off your face.

**See a doctor or dermatologist** if it's painful, deep or cystic, leaves scars, doesn't improve after 2–3 months of this, or affects how you feel: prescription treatments (retinoids, antibiotics, hormonal treatments, isotretinoin) work well. Acne scars are treated by a dermatologist too.`,
  },
  {
    asked: ["get rid of a stye", "get rid of stye", "get rid of a stye fast", "treat a stye", "cure a stye", "get rid of a stye on my eyelid", "heal a stye", "treat a stye at home"],
    answer: `A stye (a painful red lump on the eyelid edge, from a blocked, infected gland) usually clears by itself **in about a week**:

1. **Warm compress**: a clean cloth soaked in warm (not hot) water, held on the closed eye for **10–15 minutes, 3–4 times a day**. It helps it drain by itself.
2. **Gently massage** the area afterwards, and keep the eyelid clean (diluted baby shampoo on a cotton pad works).
3. **Don't squeeze or pop it**: it can spread the infection.
4. **No eye makeup or contact lenses** until it has healed; throw away makeup used just before.
5. **A pain reliever** such as ibuprofen or paracetamol helps the soreness.

**See a doctor** if it's no better after 1–2 weeks, gets very large or painful, affects your vision, the redness or swelling spreads across the eyelid or around the eye, or styes keep coming back.`,
  },
  {
    asked: ["deal with a toddler tantrum", "deal with toddler tantrums", "handle a toddler tantrum", "handle toddler tantrums", "handle tantrums", "deal with tantrums", "stop toddler tantrums", "stop tantrums", "calm a toddler tantrum", "calm down a toddler", "stop my toddler having tantrums", "deal with my toddler's tantrums", "handle a tantrum", "stop a tantrum"],
    answer: `Tantrums are a normal part of being 1 to 4 years old: a small child with big feelings and not yet the words or self-control to handle them.

**During one:**
1. **Stay calm yourself**: take a breath; your calm helps them calm down.
2. **Keep them safe**: move them, or things, away if they're hitting or throwing.
3. **Don't give in** to what the tantrum is about, or they learn tantrums work; and don't argue or reason mid-meltdown.
4. **Name the feeling** briefly ("You're really angry we have to leave"), then wait nearby. Some children want a hug; others need space.
5. **Afterwards**, reconnect with a cuddle and move on, without a lecture.

**To have fewer:**
- Watch for **hunger and tiredness**, the two biggest triggers: snacks and naps on time.
- **Warn before changes** ("Five more minutes, then bath") and keep routines predictable.
- **Offer small choices** ("the red cup or the blue one?") so they feel some control.
- **Praise calm behaviour** and words used instead of screaming.

Talk to your pediatrician if tantrums are very frequent or long (often over about 15–25 minutes), they hurt themselves or others, or they're still common after about age 5.`,
  },
  // ——— More tech ———
  {
    asked: ["update my iphone", "update iphone", "update my ipad", "update ios", "update my ios", "update my phone", "update my android phone", "update android", "update my software", "update my iphone software", "install the latest ios"],
    answer: `**iPhone or iPad:**
1. **Back it up** first (Settings › [your name] › iCloud › iCloud Backup › Back Up Now).
2. **Plug it in and connect to Wi-Fi.**
3. Go to **Settings › General › Software Update**.
4. Tap **Update Now** (or **Download and Install**) and enter your passcode. It restarts when done; it can take 15–30 minutes or more.

Turn on **Automatic Updates** on the same screen to have it install overnight. If there isn't enough space, Settings › General › iPhone Storage shows what to clear, or update from a computer (Finder on a Mac, the Apple Devices app on Windows). If your model isn't offered the latest version, it may be too old for it; security updates often still come.

**Android:** Settings › **System › Software update** (on Samsung: Settings › **Software update › Download and install**); on a Pixel also check Settings › Security & privacy › System & updates. Updates arrive at different times depending on the maker and your carrier.`,
  },
  {
    asked: ["connect airpods", "connect my airpods", "connect airpods to my iphone", "connect airpods to iphone", "pair airpods", "pair my airpods", "connect airpods to android", "connect airpods to my laptop", "connect airpods to windows", "connect airpods to a pc", "connect airpods to mac", "connect airpods to my mac", "connect my airpods to my phone", "pair airpods with android"],
    answer: `**With an iPhone or iPad:**
1. Turn on Bluetooth and unlock the phone on its Home Screen.
2. **Open the AirPods case, with the AirPods inside, next to the phone.**
3. Tap **Connect** on the animation that appears, and follow the steps. They're then paired with every Apple device signed in to your Apple Account.

**With Android, Windows or another device:**
1. Put the AirPods in the case and open the lid.
2. **Press and hold the setup button** on the back of the case until the light flashes white (on AirPods 4, which have no button, double-tap the front of the case).
3. Choose them in the device's **Bluetooth** settings (Windows: Settings › Bluetooth & devices › Add device).

**On a Mac** signed in to the same Apple Account, pick them from the Control Center's Bluetooth or Sound menu; otherwise pair them in System Settings › Bluetooth as above.

Not connecting? Charge the case, put them back for 30 seconds, or reset them: in the case, lid open, hold the setup button about 15 seconds until the light flashes amber, then white.`,
  },
  {
    asked: ["find my wifi password", "find wifi password", "find my wi fi password", "see my wifi password", "see wifi password", "check my wifi password", "find the wifi password", "find my wifi password on windows", "find my wifi password on mac", "find my wifi password on iphone", "find my wifi password on android", "see saved wifi password", "find a saved wifi password", "view wifi password", "know my wifi password", "get my wifi password"],
    answer: `- **On the router**: if nobody changed it, the default password is on the sticker on the router, often labelled "Wi-Fi key", "WPA key" or "Password".
- **iPhone** (iOS 16 or later): Settings › **Wi-Fi** › tap the **ⓘ** next to the network › tap **Password** and confirm with Face ID.
- **Android** (10 or later): Settings › Network & internet (or Connections) › **Wi-Fi** › tap the gear next to the network › **Share**: a QR code appears, usually with the password shown below it.
- **Windows 11**: Settings › Network & internet › **Wi-Fi** › Manage known networks › pick the network › **View Wi-Fi security key** (on older versions: Control Panel › Network and Sharing Center › your Wi-Fi › Wireless Properties › Security › **Show characters**).
- **Mac**: System Settings › **Wi-Fi** › the **⋯** next to the network › **Copy Password**, or look it up in the Passwords app (Keychain Access on older macOS).

If none of these has it, the router's app or admin page shows it, and lets you set a new one.`,
  },
  {
    asked: ["change my wifi password", "change wifi password", "change my wi fi password", "change the wifi password", "reset my wifi password", "reset wifi password", "change my router password", "change router password", "change my wifi name", "change wifi name", "change my wifi name and password", "set a new wifi password"],
    answer: `1. **Open your router's app or admin page**: many providers have an app; otherwise type the router's address into a browser on a device connected to it (it's on the sticker, often **192.168.0.1** or **192.168.1.1**) and sign in with the admin password on the sticker.
2. Go to **Wi-Fi** (or Wireless) **› Security** settings.
3. Enter the **new password**: at least 12 characters, not used anywhere else, with **WPA2 or WPA3** security selected. You can change the network name (SSID) on the same page.
4. **Save**. The router may restart, and every device is disconnected: reconnect each one with the new password.

While you're there, change the router's **admin** password too if it's still the default, and update its firmware. Forgotten the admin password? A factory reset (holding the Reset button for about 10–30 seconds) restores the sticker's details, and erases your settings.`,
  },
  {
    asked: ["clean my laptop screen", "clean a laptop screen", "clean laptop screen", "clean my computer screen", "clean a computer screen", "clean my monitor", "clean a monitor", "clean my tv screen", "clean a tv screen", "clean a macbook screen", "clean my macbook screen", "clean my phone screen", "clean a phone screen", "clean my screen"],
    answer: `1. **Turn it off and unplug it**: smudges show up better on a dark screen, and it's safer.
2. **Wipe gently with a dry microfibre cloth**, in straight lines or small circles, without pressing hard. That's often enough.
3. **For marks that stay**, lightly dampen the cloth (never the screen) with water, distilled if you have it, and wipe again; then dry with a dry part of the cloth. For greasy fingerprints, makers such as Apple allow a 70% isopropyl alcohol wipe on most screens; check your maker's guidance, as some coatings differ.
4. **Let it dry completely** before closing the lid or turning it on.

**Avoid** spraying liquid directly on the screen, window cleaner, ammonia, bleach, paper towels or tissues (they scratch), and pressing on the panel.`,
  },
  {
    asked: ["stop my dog barking", "stop my dog from barking", "stop a dog barking", "stop a dog from barking", "stop dog barking", "stop excessive barking", "stop my dog barking at everything", "stop my dog barking at people", "stop my dog barking at other dogs", "stop my dog barking at night", "stop my dog barking when i leave", "get my dog to stop barking", "train my dog to stop barking", "make my dog stop barking", "stop my puppy barking", "stop my dog barking at the door"],
    answer: `Barking is communication, so first work out **why** your dog barks, then change that:

1. **Meet their needs**: many dogs bark from boredom or pent-up energy. More exercise, sniffing walks, puzzle feeders and short training games often cut barking a lot.
2. **Don't yell**: to a dog it sounds like you're barking along.
3. **Teach "quiet"**: when it barks, wait for a pause (or show a treat to get one), say "quiet" calmly, and reward the silence; build up the seconds of quiet before the treat.
4. **Manage the triggers**: block the view from windows (frosted film, closed blinds), play background noise, and move its resting spot away from the front door.
5. **Ignore attention barking**: turn away and reward only when it's quiet; otherwise you teach it that barking works.
6. **Change the feeling about triggers**: at a distance where it stays calm, pair the trigger (other dogs, the doorbell) with treats, and move closer over days.

Barking only when left alone, with chewing, pacing or accidents, suggests **separation anxiety**: talk to your vet or a qualified behaviourist. Avoid shock or spray collars, which can make fear and anxiety worse.`,
  },
  // ——— More home, pets and travel ———
  {
    asked: ["whiten my teeth", "whiten teeth", "whiten my teeth at home", "whiten teeth at home", "get whiter teeth", "make my teeth whiter", "get white teeth", "whiten teeth naturally", "remove stains from my teeth", "get rid of yellow teeth", "make my teeth white"],
    answer: `From gentlest to strongest:

1. **Cut the stains**: coffee, tea, red wine, cola and smoking stain most; drink water after them, or use a straw for iced drinks.
2. **Whitening toothpaste** removes surface stains with mild polishing; it won't change the tooth's own colour much.
3. **Over-the-counter whitening strips or gels** with hydrogen or carbamide peroxide do lighten teeth, over 1–2 weeks; follow the instructions, and look for the ADA Seal of Acceptance in the US.
4. **Dentist whitening**: custom trays to use at home, or an in-office treatment, which is the fastest and strongest.

Get a check-up and a professional cleaning first: it removes much of the staining on its own, and whitening on cavities or gum problems hurts. **Temporary sensitivity** is common; a sensitive toothpaste helps. Whitening doesn't change crowns, veneers or fillings. Avoid DIY tricks like lemon juice, vinegar or frequent charcoal or baking-soda scrubbing: acids and abrasives wear away enamel, which makes teeth look more yellow.`,
  },
  {
    asked: ["stop my glasses from fogging up", "stop my glasses fogging up", "stop glasses from fogging up", "stop glasses fogging", "stop glasses fogging up", "stop my glasses from fogging", "keep my glasses from fogging up", "keep glasses from fogging", "stop my glasses fogging with a mask", "stop glasses fogging up with a mask", "prevent glasses from fogging"],
    answer: `Fog comes from warm, moist breath (or a warm room after the cold) hitting the cold lenses:

1. **With a mask, seal the top**: pinch the mask's nose wire tightly to your nose, pull the mask up and **rest the glasses on top of it**, so breath goes out the bottom instead. A strip of medical tape across the top edge works too.
2. **Use an anti-fog spray, wipe or cloth** made for glasses; it lasts from a day to a week.
3. **In a pinch, wash the lenses with a drop of dish soap** and water, then let them air-dry or pat gently: the thin film left behind reduces fogging (skip this if your lenses have a special coating the maker says to protect).
4. **Push the glasses slightly forward** on your nose for more airflow.
5. **Ask your optician about anti-fog coated lenses** next time.

Coming in from the cold, wait a few seconds before putting them on, or carry them in a pocket to warm up.`,
  },
  {
    asked: ["defrost a freezer", "defrost my freezer", "defrost freezer", "defrost a chest freezer", "defrost my chest freezer", "defrost a freezer quickly", "defrost a freezer fast", "defrost my fridge freezer", "defrost a fridge freezer", "defrost a fridge", "get ice out of my freezer", "remove ice from my freezer", "defrost a mini fridge"],
    answer: `Do it when the ice is thicker than about 5 mm (¼ inch), ideally when the freezer is nearly empty:

1. **Unplug it** (or turn it off at the switch).
2. **Empty it**: put the food in a cool box or bags with ice packs, or ask a neighbour for space.
3. **Catch the water**: lay towels on the floor and in the bottom, and put a tray under the drain if it has one.
4. **Speed it up safely**: leave the door open and put **bowls of hot water** inside, closing the door for 10–15 minutes at a time; a fan blowing into it helps. It usually takes a few hours.
5. **Don't chip at the ice** with a knife or other sharp tool: it's easy to puncture the cooling pipes. Loosen sheets gently with a plastic spatula once they're soft.
6. **Clean and dry it**: wipe with warm water and a spoon of baking soda, then dry thoroughly.
7. **Turn it back on** and wait until it's cold again (a few hours; check the manual) before putting the food back.

Frost builds up faster when the door seal is worn or the door is left open; a seal that doesn't grip a sheet of paper needs replacing.`,
  },
  {
    asked: ["unclog a garbage disposal", "unclog my garbage disposal", "unclog garbage disposal", "fix a garbage disposal", "fix my garbage disposal", "fix a jammed garbage disposal", "unjam a garbage disposal", "unjam my garbage disposal", "reset a garbage disposal", "reset my garbage disposal", "fix a garbage disposal that hums", "unclog a waste disposal", "fix a waste disposal"],
    answer: `**Never put your hand in a disposal**, and switch it off first:

1. **Cut the power**: turn off the switch and unplug it under the sink, or switch off its breaker.
2. **If it hums but doesn't turn, it's jammed**: put the **hex key** (the ¼-inch Allen wrench that came with it) in the hole in the centre of the bottom of the unit and work it back and forth until it turns freely. No key? A wooden spoon handle pushed against the blades from above can do it.
3. **Remove what jammed it** with tongs or pliers, with a torch to see.
4. **Press the red reset button** on the bottom of the unit (wait 10 minutes first if it overheated).
5. **Restore power, run cold water and switch it on.**

**If the sink drains slowly but the disposal turns**, it's a clog in the pipe: use a sink plunger (block the other sink's drain if you have a double sink), or clean the trap under the sink with a bucket below it. Avoid chemical drain cleaners, which damage the unit. To prevent jams, run cold water while using it, and keep out grease, fibrous peels (celery, onion skins), coffee grounds, eggshells, pasta and rice.`,
  },
  {
    asked: ["get my cat to stop peeing outside the litter box", "stop my cat peeing outside the litter box", "stop my cat from peeing outside the litter box", "stop my cat peeing on the floor", "stop my cat peeing everywhere", "stop my cat peeing in the house", "stop my cat from peeing everywhere", "stop my cat peeing on the bed", "stop my cat from peeing on the bed", "stop a cat peeing outside the litter box", "get my cat to use the litter box", "stop my cat pooping outside the litter box"],
    answer: `**See a vet first**: urinary infections, bladder crystals, kidney disease, diabetes and arthritis are common causes. **A male cat straining in the box with little or no urine is an emergency** (a blocked urethra): go to a vet straight away.

Then check the litter box, the most common cause:

1. **Enough boxes**: one per cat plus one, on each floor of the home.
2. **Clean**: scoop at least once a day and wash the box every week or two with mild soap (no strong-smelling cleaners).
3. **Litter cats like**: most prefer fine, unscented, clumping litter about 5 cm (2 in) deep; change one thing at a time.
4. **A big, open box** (about 1.5 times the cat's length) in a quiet spot away from food, water and noisy machines; some cats dislike covers and liners.
5. **Less stress**: a new pet, baby, move or a cat outside the window can trigger it; give safe spaces, routine and play, and a pheromone diffuser (such as Feliway) helps some cats.

**Clean accidents with an enzyme cleaner** made for pet urine, so the smell doesn't draw the cat back; avoid ammonia-based cleaners, which smell like urine to a cat. Never punish: it makes the cat more anxious. A vet or a feline behaviourist can help if it continues.`,
  },
  {
    asked: ["clean white shoes", "clean my white shoes", "clean white sneakers", "clean my white sneakers", "clean white trainers", "clean my white trainers", "clean white canvas shoes", "clean white leather shoes", "clean white converse", "clean my converse", "clean white vans", "clean white air force 1s", "clean shoes", "clean my shoes", "clean sneakers", "clean my sneakers", "clean trainers"],
    answer: `**Canvas or fabric** (Converse, Vans):
1. **Remove the laces** and brush off dry dirt with a soft brush.
2. **Scrub** with an old toothbrush dipped in warm water with a little dish soap or laundry detergent (a paste of baking soda and water helps on stains).
3. **Rinse** with a damp cloth; wash the laces separately in soapy water or the washing machine.
4. Many canvas shoes can go in the **washing machine**: cold, gentle cycle, inside a pillowcase or laundry bag (check the maker's care advice).

**Leather** (Air Force 1s, Stan Smiths):
1. Wipe with a damp cloth and a little mild soap; don't soak them.
2. A **melamine sponge** (magic eraser), lightly damp, lifts scuffs from the leather and rubber soles.
3. Let them dry, then use a leather conditioner or protector spray.

**Dry them at room temperature**, stuffed with paper towels, **out of direct heat** (no dryer or radiator): heat warps them and can yellow the glue. Avoid bleach on most shoes: it can turn white materials yellow.`,
  },
  {
    asked: ["i lose passport abroad", "i lost passport abroad", "i lose passport", "i lost passport", "lose passport abroad", "lost passport abroad", "replace a lost passport abroad", "passport is stolen abroad", "passport was stolen abroad", "passport gets stolen abroad", "passport is lost", "passport was stolen", "i lost passport while traveling", "i lose passport while traveling"],
    answer: `1. **Search once more**, then act quickly: ask the hotel, the last places you went, and the lost property of any transport you used.
2. **Report it to the local police** and get a written report; the embassy, your airline and your travel insurer may ask for it.
3. **Contact your country's nearest embassy or consulate**: they can issue an **emergency passport or travel document**, often within a day or a few days, so you can travel home or on. Their website lists what to bring; usually passport photos, the police report, proof of your travel (tickets), and any ID you still have (a copy of the lost passport helps a lot).
4. **Report the passport lost or stolen** to your government (US: form DS-64, or with the embassy; UK: online on GOV.UK), which cancels it so no one else can use it. A cancelled passport can't be used again, even if you find it.
5. **Tell your travel insurer and your airline**, and keep receipts for extra costs.

Before your next trip: keep a photo or copy of your passport's photo page in your email or a cloud folder, and separate from the passport.`,
  },
  {
    asked: ["car breaks down", "car breaks down on the highway", "car breaks down on the motorway", "car broke down", "i break down", "i break down on the highway", "i break down on the motorway", "my car breaks down", "car dies while driving", "car stalls on the highway"],
    answer: `**First, get safe:**
1. **Turn on your hazard lights** and, if you can, coast to the shoulder (hard shoulder, emergency lane or a side street), as far from traffic as possible; turn the wheels away from the road.
2. **On a highway or motorway, get out on the side away from traffic** if it's safe, and wait **behind the barrier**, well away from the car, with your phone. If you can't get out safely, stay in the car with your seatbelt on and call the emergency number.
3. **On a quiet road**, put out a warning triangle (about 45 m / 50 yards behind the car, if carrying one is required or you have one), and wear a reflective vest if you have one.

**Then get help:**
4. **Call roadside assistance**: your breakdown cover (AAA in the US, the AA or RAC in the UK), your car insurer, or the carmaker's assistance line (often on the windscreen sticker or in the manual). Give your exact location; a map app shows it.
5. **Call the emergency number** (911, 999, 112) if you're in a dangerous spot, a live traffic lane, or anyone is hurt.

**Don't try repairs on a busy road.** If the car just **won't start** at home, a clicking sound usually means a flat battery (a jump start or a charger fixes it); no sound at all may be the battery too, or a connection.`,
  },
  // ——— Work ———
  {
    asked: ["tell my boss i'm quitting", "tell my boss i am quitting", "tell my boss i'm leaving", "tell my boss i'm resigning", "tell my boss i want to quit", "tell my manager i'm quitting", "tell my manager i'm leaving", "quit my job", "quit a job", "quit my job professionally", "quit my job gracefully", "resign", "resign from my job", "resign from a job", "resign professionally", "hand in my notice", "give my notice", "give two weeks notice", "give my two weeks notice", "put in my two weeks"],
    answer: `Keep it short, professional and in the right order:

1. **Check your notice period** in your contract; in the US two weeks is the norm, elsewhere it's often a month or more. Make sure any new offer is signed first.
2. **Tell your manager first, in person or on a video call**, before colleagues: ask for a few minutes in private.
3. **Say it plainly**: "I wanted to let you know I've decided to leave. I've accepted another role, and my last day will be [date]." You don't have to give a detailed reason; if you do, keep it positive.
4. **Thank them** for something specific, and **offer to help with the handover**: documenting your work, training someone, finishing key tasks.
5. **Follow up in writing the same day**: a short resignation letter or email with your last day, a thank-you, and the offer to help.
6. **Stay professional to the end**: keep working well, don't criticize the company, and be ready for a counter-offer (decide beforehand whether anything would change your mind).

If you'd like, I can draft the resignation email for you.`,
  },
  {
    asked: ["write a resignation letter", "write a letter of resignation", "write my resignation letter", "write a resignation email", "write a resignation letter for a job", "write a good resignation letter", "format a resignation letter", "structure a resignation letter"],
    answer: `Keep it short, positive and factual, half a page at most; it goes in your file, so it's not the place for complaints. It needs:

1. **The date, and your manager's name** ("Dear Sam,").
2. **The resignation itself, in the first line**: "Please accept this letter as formal notice of my resignation from my position as [job title] at [company]."
3. **Your last working day**, in line with your notice period (two weeks is the US norm; check your contract).
4. **A brief thank-you**: one or two sentences on what you valued or learned. A reason is optional.
5. **An offer to help with the handover**: documenting your work, training your replacement.
6. **A closing**: "Kind regards" or "Sincerely", and your name.

Tell your manager in person (or on a call) first, then send the letter the same day, by email or on paper as your company prefers, and keep a copy. Ask me to "Write a resignation letter" and I'll draft one for you to fill in.`,
  },
  {
    asked: ["ask for a day off", "ask for a day off work", "ask my boss for a day off", "ask for time off", "ask for time off work", "ask my boss for time off", "ask my manager for time off", "ask for a personal day", "request time off", "request a day off", "ask for leave", "ask for annual leave", "ask for holiday", "ask for vacation", "ask for a week off"],
    answer: `1. **Check the policy first**: how much leave you have, how much notice is expected, and whether requests go through an HR system or straight to your manager.
2. **Ask as early as you can**, ideally a few weeks ahead for a holiday, and avoid busy periods and deadlines if you have a choice.
3. **Keep it short and specific**: the date(s), and that your work is covered. You don't have to explain a personal day in detail.
4. **Show the plan for your work**: what you'll finish before, who can cover anything urgent, and whether you'll be reachable (it's fine not to be).
5. **Put it in writing**, even after asking in person, so there's a record, then add it to the shared calendar once approved.

Example: "Hi Sam, I'd like to take Friday 14 June off as a personal day. I'll have the report finished by Thursday, and Alex has agreed to cover any client calls. Let me know if that works."

For sudden illness or an emergency, tell your manager as early as possible that day, by the route your workplace uses (a call or message), and don't worry about the notice.`,
  },
  {
    asked: ["negotiate rent", "negotiate my rent", "negotiate lower rent", "negotiate a lower rent", "negotiate rent with my landlord", "negotiate a rent increase", "negotiate my rent increase", "get my rent lowered", "lower my rent", "ask for lower rent", "ask my landlord for lower rent", "negotiate a lease", "negotiate my lease"],
    answer: `Landlords often negotiate, especially to keep a good tenant: finding a new one costs them an empty month, cleaning and fees.

1. **Know the market**: look up similar places nearby (same size, same area) on rental sites; bring two or three listings that are cheaper or the same price with more.
2. **Show you're a good tenant**: rent always on time, the place well kept, no complaints; offer to sign a **longer lease** (18–24 months), which landlords value.
3. **Time it well**: ask 60–90 days before the lease ends, or in a slow season (winter in many places), not in the peak summer rush.
4. **Ask in writing, politely, with a number**: "Given comparable units at $1,650 and my record of on-time payments, would you consider renewing at $1,650 for 18 months?"
5. **Have other things to ask for** if the rent won't move: no increase this year, a smaller increase, a free month, included parking or utilities, repairs or upgrades.
6. **Be ready to walk away**, but only if you really would move; work out the cost of moving first.

Against an increase, check local rules too: some cities and countries cap increases or require a notice period (rent stabilisation, rent control, or a tribunal you can appeal to).`,
  },
  // ——— Relationships (lite) ———
  {
    asked: ["apologize to my girlfriend", "apologize to my boyfriend", "apologize to my wife", "apologize to my husband", "apologize to my partner", "apologize to my friend", "apologize to someone", "apologize to a friend", "apologize to my mom", "apologize to my parents", "apologise to my girlfriend", "apologise to my boyfriend", "apologise to my partner", "apologise to someone", "apologize", "apologise", "say sorry", "say sorry to my girlfriend", "say sorry to my boyfriend", "say sorry to my partner", "make a sincere apology", "apologize sincerely"],
    answer: `A real apology has a few parts, and skipping them is what makes one fall flat:

1. **Pick the right moment**: in person if you can, when you both have time, not in the middle of the argument or by a quick text.
2. **Name what you did, specifically**: "I'm sorry I made fun of your work in front of your friends", not "sorry for everything".
3. **Own it, with no "but" or "if"**: avoid "I'm sorry if you were upset" or "I'm sorry, but you…"; those move the blame back to them.
4. **Show you understand how it affected them**: "That was embarrassing and it hurt, especially from me."
5. **Say what you'll do differently**, and, if there's something to put right, offer to.
6. **Then listen**, and give them time: they may need a while to feel better, and that's fine. Don't push for forgiveness on the spot.

The follow-through matters most: an apology is believed when the behaviour changes. If you tell me what happened, I can help you find the words.`,
  },
  // ——— Travel ———
  {
    asked: ["find cheap flights", "find cheap flight", "find cheaper flights", "get cheap flights", "book cheap flights", "find the cheapest flights", "get the cheapest flights", "find flight deals", "get a cheap flight", "find a cheap flight", "book a cheap flight", "fly cheap", "find cheap airfare", "get cheap plane tickets", "find cheap plane tickets"],
    answer: `Flexibility saves the most; these are the habits that find the low fares:

1. **Search on a comparison site**: Google Flights, Skyscanner or Kayak, then check the airline's own site too (sometimes cheaper, and easier for changes).
2. **Be flexible on dates**: use the calendar or price-graph view to see the cheapest days; midweek (Tuesday, Wednesday) and off-peak flights are often cheaper.
3. **Be flexible on airports**: include nearby airports at both ends, or search "everywhere" if the destination is open.
4. **Set a price alert** on your route and book when it drops. As a rough guide, book about 1–3 months ahead for domestic flights and 2–6 months for international ones, earlier for holidays and peak season.
5. **Compare the full price**: budget fares often charge for carry-on bags, checked bags and seats; add them before comparing.
6. **Consider two one-ways or a connection**: a stop, or two separate airlines, can be much cheaper (leave plenty of time between separately booked flights).
7. **Use points and deals**: credit-card or airline miles, student or youth fares, and the airlines' newsletters for sales.

Clearing cookies or browsing in incognito mode has no proven effect on prices; flexibility and alerts matter far more.`,
  },
  {
    asked: ["get over jet lag", "get rid of jet lag", "beat jet lag", "avoid jet lag", "prevent jet lag", "deal with jet lag", "cure jet lag", "recover from jet lag", "overcome jet lag", "reduce jet lag", "adjust to a new time zone", "get over jetlag", "beat jetlag", "avoid jetlag"],
    answer: `Your body clock shifts about one time zone a day on its own; these speed it up:

1. **Start before you go**: for a few days, shift your bedtime an hour a day toward the new time zone (earlier if flying east, later if flying west).
2. **Switch to local time on the plane**: set your watch, sleep on the flight if it's night where you're going, stay awake if it's day.
3. **Use light, the strongest signal**: after flying **east**, get bright morning light and avoid late-evening light; after flying **west**, get light in the late afternoon and evening.
4. **Live on local time from day one**: eat meals at local times, and stay up until a normal local bedtime.
5. **Nap briefly if you must**: 20–30 minutes, before mid-afternoon.
6. **Drink water, and go easy on alcohol and caffeine**; caffeine in the morning is fine, none after early afternoon.
7. **Melatonin** (often 0.5–5 mg) taken near local bedtime helps many people, especially after flying east; check with a doctor or pharmacist first if you take other medication.

Flying east is usually harder than flying west. For a trip of only 1–2 days, it can be easier to stay on home time.`,
  },
  // ——— Pets and cars ———
  {
    asked: ["stop my cat scratching the furniture", "stop my cat from scratching the furniture", "stop my cat scratching furniture", "stop my cat from scratching furniture", "stop a cat scratching furniture", "stop a cat from scratching furniture", "stop cats scratching furniture", "stop my cat scratching the couch", "stop my cat from scratching the couch", "stop my cat scratching the sofa", "stop my cat from scratching the sofa", "stop my cat scratching", "stop my cat from scratching", "stop my cat scratching the carpet", "stop cat scratching couch", "keep my cat from scratching furniture", "keep cats from scratching furniture"],
    answer: `Scratching is normal and necessary for cats (it keeps claws healthy, stretches them and marks territory), so the goal is to move it, not stop it:

1. **Give them better places to scratch**: a sturdy post tall enough for a full stretch (around 80 cm / 30 in or more), covered in sisal rope, that doesn't wobble, plus a horizontal cardboard scratcher; cats differ in what they like.
2. **Put them where the cat scratches now**: right next to the sofa, and near where it sleeps, since cats scratch after waking.
3. **Make the furniture unappealing**: double-sided sticky tape, a throw or a plastic cover on the spots it uses, for a few weeks while the new habit forms.
4. **Reward the post**: rub catnip or silvervine on it, play with a wand toy around it, and praise or treat when it's used. Don't punish or yell; it only makes the cat scratch when you're not there.
5. **Trim the nails** every 2–3 weeks to limit damage; soft nail caps are another option.

Declawing is an amputation of the last toe bones; vets and animal welfare groups advise against it, and it's banned in many countries. If scratching comes with other changes (stress, a new pet), a vet can help.`,
  },
  {
    asked: ["improve my gas mileage", "improve gas mileage", "improve my fuel economy", "improve fuel economy", "improve fuel efficiency", "save gas", "save fuel", "save on gas", "save money on gas", "use less gas", "use less fuel", "get better gas mileage", "get better fuel economy", "increase my gas mileage", "increase gas mileage", "increase fuel efficiency", "get more miles per gallon"],
    answer: `How you drive matters most, then the car's upkeep:

1. **Drive smoothly**: gentle acceleration and braking, looking ahead to coast to stops. The US Department of Energy estimates aggressive driving lowers mileage by roughly 15–30% at highway speeds and 10–40% in stop-and-go traffic.
2. **Slow down on the highway**: for most cars, fuel economy drops quickly above about 50 mph (80 km/h).
3. **Keep the tyres at the right pressure**, the figure on the sticker in the driver's door frame, not the one on the tyre; check monthly.
4. **Cut weight and drag**: take roof boxes and bike racks off when not in use, and clear heavy things out of the boot/trunk.
5. **Don't idle**: switch off if you'll wait more than about a minute (except in traffic).
6. **Use cruise control** on flat highways, and the A/C sparingly at low speeds (at highway speeds, A/C beats open windows).
7. **Keep it serviced**: the recommended motor oil grade, clean air filter, and fixing a check-engine light (a bad oxygen sensor can hurt mileage noticeably).
8. **Combine errands**: a warm engine is more efficient than several cold starts.

Premium fuel doesn't help unless your car's manual requires it.`,
  },
  // ——— Home ———
  {
    asked: ["get rid of mold", "get rid of mould", "remove mold", "remove mould", "get rid of mold on walls", "get rid of mould on walls", "remove mold from walls", "remove mould from walls", "remove mold from a wall", "remove mould from a wall", "clean mold", "clean mould", "kill mold", "kill mould", "get rid of black mold", "get rid of black mould", "remove black mold", "remove black mould", "get rid of mold in my house", "get rid of mould in my house", "get rid of mold in the bathroom", "get rid of mould in the bathroom", "prevent mold", "prevent mould", "stop mold", "stop mould", "get rid of damp"],
    answer: `Mould grows wherever there's moisture, so clean it and fix the damp, or it comes back:

1. **Protect yourself**: gloves, goggles, and an N95/FFP2 mask; open a window.
2. **Clean hard surfaces** (tiles, glass, painted walls, plastic) with detergent and water, scrub it off, and **dry the area completely**. A diluted bleach solution or a mould spray also works on hard, non-porous surfaces; **never mix bleach with ammonia or vinegar**: it makes toxic gas.
3. **Porous things** (ceiling tiles, carpet, drywall or plasterboard soaked through) often can't be cleaned and need replacing.
4. **Find the source of the moisture**: a leak, a damp wall, condensation on cold windows, drying laundry indoors.
5. **Keep the air drier**: indoor humidity between about **30% and 50%** (a cheap hygrometer shows it); use extractor fans while showering and cooking and for 15–20 minutes after, open windows daily, and run a dehumidifier in damp rooms.

The US EPA suggests you can usually clean an area smaller than about **10 square feet** (about 1 m²) yourself; for larger areas, mould that comes back, mould after a flood, or mould in heating or air ducts, call a professional, and a landlord if you rent. People with asthma, allergies or weakened immune systems shouldn't do the cleaning.`,
  },
  {
    asked: ["clean my washing machine", "clean a washing machine", "clean washing machine", "clean my washer", "clean a washer", "clean a front load washer", "clean a front loader", "clean a top load washer", "clean a washing machine with vinegar", "get rid of washing machine smell", "get rid of smell in washing machine", "stop my washing machine smelling", "clean my washing machine drum", "clean the washing machine seal"],
    answer: `About once a month (more if it smells):

1. **Run an empty hot cycle**: use the machine's **Tub Clean** or **Drum Clean** setting if it has one, otherwise the hottest, longest cycle, with a washing-machine cleaner tablet, or about 2 cups of white vinegar (or the amount of bleach the manual suggests). Use **one or the other, never both**: vinegar and bleach make toxic gas.
2. **Clean the door seal** (front loaders): pull back the rubber gasket and wipe the folds with a cloth and warm soapy water or diluted vinegar; that's where hair, lint and black mould collect.
3. **Clean the detergent drawer**: pull it out (most have a release tab), soak it in warm soapy water, scrub with an old toothbrush and dry it.
4. **Clean the filter** (front loaders): behind a small panel at the bottom front. Put a towel and a shallow tray down first, since water comes out, then remove lint and coins.
5. **Wipe the drum and outside**, and for a top loader, the rim under the lid.

To keep it fresh: use the right amount of HE detergent (too much leaves residue), take washing out promptly, and **leave the door and drawer open** between washes so it dries.`,
  },
];
