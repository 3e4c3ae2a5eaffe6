/**
 * Tips for the everyday subjects people ask a chat model about most, outside work: a first date,
 * running a first 5K, losing weight, eating healthier, photos with a phone, travelling on a
 * budget, packing light, a long flight, houseplants, a vegetable garden, starting a podcast,
 * moving to a new city, making friends, cooking, reading more, decluttering, learning an
 * instrument, a new puppy, mornings and staying motivated. A model gives the advice for the
 * subject; steps that fit any subject ("Be clear about the goal") read as a broken mock.
 * Health subjects are framed as a careful model frames them: sustainable habits, no crash
 * diets, a doctor for anything medical.
 * Each item is concrete, as a model writes it: a name in bold, then what to do and why.
 */
import type { Suggestion, SuggestionTopic } from "./suggestion-fit.ts";

export const FIRST_DATE: readonly Suggestion[] = [
  ["**Pick a low-pressure plan**: coffee, a walk or a drink is easy to extend if it goes well and easy to end if it doesn't."],
  ["**Choose somewhere you can talk**: a quiet café beats a loud bar or a cinema for getting to know someone."],
  ["**Ask open questions and listen**: \"What got you into that?\" keeps a conversation going far better than yes-or-no questions."],
  ["**Put your phone away**: your full attention is the simplest way to show interest."],
  ["**Be yourself**: you're finding out whether you click, not auditioning; pretending only delays the answer."],
  ["**Meet in public and tell a friend**: a safe first meeting lets you both relax."],
];

export const FIRST_5K: readonly Suggestion[] = [
  ["**Start with run-walk intervals**: for example 1 minute running, 90 seconds walking, repeated; a Couch to 5K plan builds up over about nine weeks."],
  ["**Run slower than you think**: an easy pace where you could still talk is how beginners build stamina without getting hurt."],
  ["**Run three times a week**: with a rest day in between, so your legs recover and adapt."],
  ["**Get properly fitted shoes**: a running shop can check your stride; worn-out or wrong shoes are a common cause of aches."],
  ["**Increase gradually**: add no more than about 10% to your weekly time or distance, and ease off if something hurts."],
  ["**Don't try anything new on race day**: same shoes, same breakfast, and start slower than the crowd around you."],
];

export const WEIGHT_LOSS: readonly Suggestion[] = [
  ["**Aim for slow, steady change**: about 0.5–1 kg (1–2 lb) a week is sustainable; crash diets usually end with the weight coming back."],
  ["**Build meals around protein and vegetables**: they keep you full for longer on fewer calories."],
  ["**Cut back on sugary drinks and snacks**: soft drinks, juice and ultra-processed snacks add a lot without filling you up."],
  ["**Move more every day**: walking adds up, and strength training twice a week helps you keep muscle while you lose fat."],
  ["**Sleep 7–9 hours**: short sleep raises hunger and cravings the next day."],
  ["**Track habits, not just the scale**: weight goes up and down daily; look at the trend over weeks and at how your clothes fit."],
];

export const HEALTHY_EATING: readonly Suggestion[] = [
  ["**Fill half your plate with vegetables**: an easy rule that adds fibre and nutrients without counting anything."],
  ["**Cook at home more often**: you control the salt, sugar and portion sizes."],
  ["**Swap refined grains for whole ones**: brown rice, oats and wholemeal bread keep you full longer."],
  ["**Drink water instead of sugary drinks**: one of the simplest changes with the biggest effect."],
  ["**Keep healthy snacks in reach**: fruit, nuts or yoghurt make the good choice the easy one."],
  ["**Read the labels**: check sugar and salt per 100 g; short ingredient lists are usually a good sign."],
];

export const PHONE_PHOTOS: readonly Suggestion[] = [
  ["**Clean the lens**: a fingerprint smudge is the most common reason phone photos look hazy."],
  ["**Use natural light**: face your subject towards a window or shoot in the golden hour after sunrise and before sunset."],
  ["**Turn on the grid and use the rule of thirds**: put the subject on a line or an intersection rather than dead centre."],
  ["**Tap to focus and adjust exposure**: tap the subject, then slide the brightness down slightly to keep the highlights."],
  ["**Move closer instead of zooming**: digital zoom loses detail; use the phone's telephoto lens if it has one."],
  ["**Hold steady and shoot in bursts**: brace your elbows, or use a burst for moving subjects and keep the sharpest."],
];

export const BUDGET_TRAVEL: readonly Suggestion[] = [
  ["**Be flexible with dates**: flying mid-week or in the shoulder season is often far cheaper than peak weekends."],
  ["**Set fare alerts**: Google Flights or Skyscanner will tell you when the price drops."],
  ["**Stay in hostels, guesthouses or apartments**: a kitchen lets you cook some meals, which saves a lot."],
  ["**Eat where locals eat**: markets, street food and lunch menus cost a fraction of tourist restaurants."],
  ["**Use public transport and walk**: day passes and walking beat taxis, and you see more of the city."],
  ["**Travel carry-on only**: it avoids checked-bag fees on budget airlines and makes moving around easier."],
];

export const PACKING: readonly Suggestion[] = [
  ["**Make a list and lay everything out first**: then put back a third of it."],
  ["**Pick a colour scheme**: clothes that all match give you more outfits from fewer pieces."],
  ["**Roll your clothes or use packing cubes**: they take less space and stay organised."],
  ["**Wear your bulkiest items on the plane**: boots and a jacket take up the most room in a bag."],
  ["**Use travel-size toiletries**: or buy them when you arrive."],
  ["**Plan to do laundry**: a week's clothes can last a month with one wash."],
];

export const LONG_FLIGHTS: readonly Suggestion[] = [
  ["**Choose your seat early**: a window to sleep against, or an aisle if you like to get up often."],
  ["**Drink plenty of water**: cabin air is dry; go easy on alcohol and caffeine."],
  ["**Move every hour or two**: walk the aisle and stretch your calves to keep your circulation going."],
  ["**Bring a sleep kit**: a neck pillow, an eye mask and earplugs or noise-cancelling headphones."],
  ["**Download entertainment before you fly**: films, podcasts and books, in case the seat screen or Wi-Fi is poor."],
  ["**Shift to your destination's time zone**: sleep and eat on its schedule from the moment you board."],
];

export const HOUSEPLANTS: readonly Suggestion[] = [
  ["**Check the soil before you water**: push a finger in; water only when the top 2–3 cm are dry. Overwatering kills more houseplants than anything else."],
  ["**Use pots with drainage holes**: standing water rots the roots."],
  ["**Match the plant to the light**: a snake plant or a ZZ plant copes with shade; most succulents need a bright window."],
  ["**Water less in winter**: plants grow slowly in the darker months and need far less."],
  ["**Start with easy plants**: pothos, snake plants and spider plants forgive mistakes."],
  ["**Feed them in spring and summer**: a diluted liquid fertiliser once a month during the growing season."],
];

export const GARDENING: readonly Suggestion[] = [
  ["**Start small**: one raised bed or a few pots is easier to keep up than a whole plot."],
  ["**Pick the sunniest spot**: most vegetables need six or more hours of direct sun a day."],
  ["**Grow what you eat and what's easy**: lettuce, radishes, courgettes, beans and herbs are forgiving for beginners."],
  ["**Improve the soil**: mix in compost before planting; healthy soil means fewer problems later."],
  ["**Water deeply, less often**: a good soak at the base in the morning beats a daily sprinkle."],
  ["**Mulch around your plants**: it keeps moisture in and weeds down."],
];

export const PODCAST: readonly Suggestion[] = [
  ["**Pick a clear niche and audience**: \"a podcast for new managers\" is easier to grow than \"a podcast about everything\"."],
  ["**Invest in a decent USB microphone first**: listeners forgive a plain format, not bad audio."],
  ["**Record in a quiet, soft room**: carpets, curtains and a closet full of clothes cut the echo."],
  ["**Batch-record a few episodes before launch**: three to five ready to go let you publish on a steady schedule."],
  ["**Keep a consistent length and release day**: listeners build habits around when you publish."],
  ["**Promote every episode**: short clips on social media and guests who share it bring new listeners."],
];

export const MOVING_CITY: readonly Suggestion[] = [
  ["**Visit or research neighbourhoods first**: check commute times, noise and what's in walking distance before you sign a lease."],
  ["**Set up the essentials early**: bank, phone plan, doctor and local registration, so nothing blocks you later."],
  ["**Explore on foot**: walking your new area is the quickest way to find your shops, cafés and routes."],
  ["**Join a group or class**: a sports club, a language exchange or a volunteering project turns strangers into friends."],
  ["**Say yes to invitations**: the first months are when it's easiest to build a social circle."],
  ["**Be patient with yourself**: feeling at home in a new city usually takes six months to a year."],
];

export const MAKING_FRIENDS: readonly Suggestion[] = [
  ["**Go where the same people return**: a weekly class, club or team lets friendships grow through repeated contact."],
  ["**Take the first step**: suggest a coffee or a walk; most people are waiting for someone else to ask."],
  ["**Follow up**: friendships grow from several meetings, so invite people again."],
  ["**Be curious**: ask questions and remember details; people warm to someone who is interested in them."],
  ["**Volunteer**: working side by side on something you care about makes conversation easy."],
  ["**Reconnect with old contacts**: a message to a former colleague or classmate is often welcome."],
];

export const COOKING: readonly Suggestion[] = [
  ["**Read the whole recipe before you start**: and get every ingredient ready first, so nothing burns while you chop."],
  ["**Learn a few basics well**: an omelette, a stir-fry, a pasta sauce and roast vegetables cover many weeknights."],
  ["**Use a sharp knife**: it's safer and faster than a blunt one."],
  ["**Season as you go**: taste and add salt or acid (lemon, vinegar) a little at a time."],
  ["**Don't crowd the pan**: food steams instead of browning when the pan is too full."],
  ["**Cook extra and reuse it**: tonight's rice or roast chicken is tomorrow's fried rice or wraps."],
];

export const READING: readonly Suggestion[] = [
  ["**Read a few pages every day**: 10–20 pages a day adds up to a book or two a month."],
  ["**Always have a book with you**: on your phone, an e-reader or in your bag, for queues and commutes."],
  ["**Replace some scrolling with reading**: keep a book on your pillow instead of your phone."],
  ["**Drop books you don't enjoy**: life's too short; quitting a dull book keeps the habit alive."],
  ["**Try audiobooks**: they count too, and fit walks, chores and drives."],
  ["**Join a book club or set a goal**: a shared deadline or a yearly target keeps you going."],
];

export const DECLUTTERING: readonly Suggestion[] = [
  ["**Start with one small area**: a drawer or a shelf, so you see progress in 15 minutes."],
  ["**Sort into keep, donate, sell and bin**: four boxes make every decision quick."],
  ["**Ask when you last used it**: if you haven't touched it in a year, you probably won't miss it."],
  ["**Give everything a home**: things with a set place get put away; things without one become clutter."],
  ["**Use the one-in, one-out rule**: when something new comes in, something old goes."],
  ["**Get donations out of the house the same day**: a bag by the door has a way of being unpacked."],
];

export const INSTRUMENT: readonly Suggestion[] = [
  ["**Practise a little every day**: 15–20 minutes daily beats two hours once a week."],
  ["**Learn a few songs you love early**: playing real music keeps you motivated through the basics."],
  ["**Use a metronome**: steady timing matters more than speed."],
  ["**Go slowly until it's clean**: play a passage slowly and correctly, then speed up bit by bit."],
  ["**Take a few lessons**: a teacher spots bad habits, like tense hands or poor posture, before they set in."],
  ["**Record yourself**: listening back shows what to work on, and later how far you've come."],
];

export const NEW_PUPPY: readonly Suggestion[] = [
  ["**Set a routine from day one**: regular times for meals, walks, play and sleep help a puppy settle and house-train faster."],
  ["**Take them out often**: after waking, eating and playing; praise them right away when they go outside."],
  ["**Use positive reinforcement**: reward what you want with treats and praise rather than punishing mistakes."],
  ["**Socialise them early**: calm meetings with people, dogs, sounds and places before about 16 weeks shape a confident adult dog."],
  ["**Puppy-proof your home**: cables, shoes and anything toxic go out of reach."],
  ["**Book a vet visit**: for vaccinations, worming and a check-up in the first week or two."],
];

export const MORNINGS: readonly Suggestion[] = [
  ["**Go to bed earlier first**: waking early only works if you still get seven to nine hours of sleep."],
  ["**Move your alarm across the room**: getting up to switch it off ends the snooze habit."],
  ["**Get light right away**: open the curtains or step outside; daylight tells your body it's morning."],
  ["**Prepare the night before**: lay out clothes and plan breakfast so the morning needs fewer decisions."],
  ["**Shift gradually**: wake 15 minutes earlier every few days rather than an hour at once."],
  ["**Give yourself a reason to get up**: a walk, a quiet coffee or time for a hobby before the day starts."],
];

export const MOTIVATION: readonly Suggestion[] = [
  ["**Make the goal specific**: \"run 5K by June\" pulls harder than \"get fitter\"."],
  ["**Start tiny**: a two-minute version of the task is easy to begin, and starting is the hardest part."],
  ["**Track your streak**: ticking off each day makes progress visible and hard to break."],
  ["**Tell someone**: a friend who checks in adds gentle accountability."],
  ["**Reward milestones**: small rewards for progress keep the effort feeling worthwhile."],
  ["**Rely on routine, not mood**: same time, same place; motivation often shows up after you start."],
];

/**
 * The everyday tables with the words that select each, the more specific first: a first date is
 * no date night's ideas (suggestions-occasions.ts), budget travel no budget (saving money).
 */
export const LIFE_TOPICS: readonly SuggestionTopic[] = [
  {
    name: "first date",
    when: /\bfirst dates?\b|\b(?:online|tinder|blind|a) dat(?:e|ing)\b(?!\s+(?:nights?|ideas?))/i,
    serves: "tips",
    items: FIRST_DATE,
    closing: "Good luck! Want a few easy conversation starters?",
  },
  {
    name: "first 5K",
    // "Running a meeting" is no run, nor "a running toilet" or "a running tap": plumbing (home-how-tos.ts).
    when: /\b(?:5\s?k|10\s?k|couch to|running(?!\s+(?:a|an|the|my|your|our|their|his|her|this|that|out|late|errands|code|tests?|scripts?|servers?|meetings?|ads?|campaigns?|businesses|toilets?|taps?|faucets?|water|noses?)\b)|(?:start(?:ing)?|begin\w*|new) (?:to )?run|jogging|(?:new|beginner) runners?)\b/i,
    serves: "tips",
    items: FIRST_5K,
    closing: "Want a simple week-by-week plan to get you to the start line?",
  },
  {
    name: "weight loss",
    when: /\b(?:los(?:e|ing) (?:some )?(?:weight|fat|belly fat|pounds|kilos|kg|lbs?)|weight[- ]loss|slim(?:ming)? down|shed(?:ding)? (?:some )?(?:weight|pounds|kilos))\b/i,
    serves: "tips",
    items: WEIGHT_LOSS,
    leads: true,
    closing: "If you have a health condition, take medication or have a history of disordered eating, talk to a doctor or a registered dietitian before changing how you eat.",
  },
  {
    name: "healthy eating",
    when: /\b(?:eat(?:ing)? (?:healthy|healthier|better|well|more vegetables)|healthy eating|healthier (?:diet|meals|food)|(?:a )?healthy diet|nutrition)\b/i,
    serves: "tips",
    items: HEALTHY_EATING,
    closing: "Want a week of simple, healthy meals to start from?",
  },
  {
    name: "phone photos",
    when: /\b(?:photos?|photograph\w*|pictures?|pics|selfies?)\b.*\b(?:phones?|iphone|android|smartphones?|mobile)\b|\b(?:phone|iphone|smartphone|mobile) (?:photo\w*|pictures?|camera)\b/i,
    serves: "tips",
    items: PHONE_PHOTOS,
    closing: "Tell me what you like to shoot (people, food, landscapes), and I can suggest settings for it.",
  },
  {
    name: "budget travel",
    when: /\btravel\w*\b.*\b(?:budget|cheap\w*|less money|frugal\w*|broke|on a shoestring|save money|saving money)\b|\b(?:budget|cheap|cheaper|frugal) (?:travel\w*|trips?|holidays?|vacations?)\b|\b(?:save|saving) (?:money )?on (?:travel|trips?|holidays?|vacations?|flights?)\b/i,
    serves: "tips",
    items: BUDGET_TRAVEL,
    closing: "Tell me where you're thinking of going, and I can suggest the cheapest time to visit.",
  },
  {
    name: "packing",
    when: /\bpack(?:ing)? (?:light|for (?:a |your |my )?(?:trip|holiday|vacation|travel)|a (?:suitcase|carry[- ]on|bag))\b|\bpacking\b/i,
    serves: "tips",
    items: PACKING,
    closing: "Tell me where and for how long, and I can draft a packing list.",
  },
  {
    name: "long flights",
    when: /\b(?:long|long[- ]haul|overnight|international|transatlantic|red[- ]eye) flights?\b|\bjet lag\b/i,
    serves: "tips",
    items: LONG_FLIGHTS,
    closing: "Want a few tips for beating jet lag when you land?",
  },
  {
    name: "houseplants",
    when: /\b(?:house ?plants?|indoor plants?|plants? alive|succulents?|(?:my|your|keep(?:ing)?) plants?)\b/i,
    serves: "tips",
    items: HOUSEPLANTS,
    closing: "Tell me which plants you have and where they sit, and I can tell you what each needs.",
  },
  {
    name: "vegetable garden",
    when: /\b(?:vegetable|veggie|kitchen|herb) gardens?\b|\b(?:gardening|grow(?:ing)? (?:my own |your own )?(?:vegetables|veggies|tomatoes|herbs|food))\b/i,
    serves: "tips",
    items: GARDENING,
    closing: "Tell me how much space and sun you have, and I can suggest what to plant first.",
  },
  {
    name: "podcast",
    when: /\b(?:start(?:ing)?|launch(?:ing)?|grow(?:ing)?|record(?:ing)?|host(?:ing)?|run(?:ning)?|creat(?:e|ing)) (?:a |my |your |our )?(?:new )?podcasts?\b|\bpodcasting\b|\bnew podcasters?\b/i,
    serves: "tips",
    items: PODCAST,
    closing: "Want help naming the show or planning the first five episodes?",
  },
  {
    name: "making friends",
    when: /\b(?:mak(?:e|ing) (?:new )?friends|meet(?:ing)? (?:new )?people|friendships?)\b/i,
    serves: "tips",
    items: MAKING_FRIENDS,
    closing: "Tell me what you enjoy, and I can suggest groups or activities to look for.",
  },
  {
    name: "moving city",
    when: /\b(?:mov(?:e|ing)|relocat(?:e|ing)) (?:to )?(?:a )?(?:new )?(?:city|town|country|abroad)\b|\bnew (?:city|town|country)\b/i,
    serves: "tips",
    items: MOVING_CITY,
    closing: "Where are you moving? I can suggest neighbourhoods and ways to meet people there.",
  },
  {
    name: "cooking",
    when: /\b(?:cook(?:ing)?|kitchen) (?:skills|for beginners|basics|better|at home)\b|\b(?:learn(?:ing)? to cook|beginner cooks?|home cooks?|cooking)\b(?!.*\b(?:rice|eggs?|steak|pasta|chicken)\b)/i,
    serves: "tips",
    items: COOKING,
    closing: "Want a few easy recipes to practise these on?",
  },
  {
    name: "reading",
    when: /\bread(?:ing)? (?:more|books|regularly|every day|habit)\b|\breading (?:habits?|more)\b/i,
    serves: "tips",
    items: READING,
    closing: "Tell me a book you loved, and I'll suggest what to read next.",
  },
  {
    name: "decluttering",
    when: /\b(?:declutter\w*|tidy(?:ing)?(?: up)?|organi[sz](?:e|ing) (?:my |your |the )?(?:home|house|apartment|flat|closet|wardrobe|room|kitchen|garage)|minimalis[mt]|clutter)\b/i,
    serves: "tips",
    items: DECLUTTERING,
    closing: "Which room is worst? I can help you plan a first 30-minute session there.",
  },
  {
    name: "instrument",
    when: /\b(?:learn(?:ing)?|play(?:ing)?|practi[cs](?:e|ing)) (?:to play )?(?:the |an? )?(?:guitar|piano|ukulele|violin|drums|bass|keyboard|cello|flute|saxophone|instruments?)\b|\b(?:guitar|piano|ukulele|violin|drum) (?:practice|lessons?|players?|beginners?)\b/i,
    serves: "tips",
    items: INSTRUMENT,
    closing: "Tell me your instrument and a song you'd love to play, and I can suggest how to work up to it.",
  },
  {
    name: "new puppy",
    when: /\b(?:puppy|puppies|new dog|training (?:a |my |your )?dog|dog training|house[- ]?train\w*|potty[- ]train\w* (?:a |my |your )?(?:dog|puppy))\b/i,
    serves: "tips",
    items: NEW_PUPPY,
    closing: "Want a simple daily schedule for the first week?",
  },
  {
    name: "mornings",
    when: /\b(?:wak(?:e|ing) up (?:early|earlier)|early riser|morning (?:person|routines?)|get(?:ting)? up early|mornings?)\b/i,
    serves: "tips",
    items: MORNINGS,
    closing: "Want help putting together a 30-minute morning routine?",
  },
  {
    name: "motivation",
    when: /\b(?:motivat\w*|stay(?:ing)? (?:on track|consistent|disciplined)|self[- ]discipline|discipline)\b/i,
    serves: "tips",
    items: MOTIVATION,
    closing: "What's the goal you're working towards? I can help you break it into first steps.",
  },
];
