/**
 * Answers to the everyday "how do I…" questions people type first in a chat demo: "How can I
 * improve my sleep?", "How do I make a cup of coffee?", "How do I tie a tie?", "How can I save
 * money?". A model answers each with the specific advice or the method with its amounts; tips
 * that fit any subject ("Be consistent", "Ask for feedback") read as a broken mock.
 *
 * The question is matched whole: its opening ("how do I", "how can I", "how to", "what's the
 * best way to") is cut, the rest normalized (filler words like "my", "a", "better" dropped) and
 * looked up in one map of every phrasing the table lists: one cheap cue test, one regex and one
 * lookup, never a scan over the table. The account and service how-tos ("How do I cancel a hotel
 * booking?") are in account-how-tos.ts, the household, car and pet ones ("How do I unclog a
 * drain?") in home-how-tos.ts, the kitchen ones ("How do I make cold brew?") in kitchen-how-tos.ts, the tech-help ones
 * ("How do I take a screenshot on Mac?") in tech-how-tos.ts, the everyday health, money, work, travel, pet and car ones
 * ("How do I get rid of a headache?", "How do I cut back on spending?") in everyday-how-tos.ts, and all share the map. "How do I sleep better with a newborn?" is not listed and
 * is left to the general reply.
 */

import { ACCOUNT_HOW_TOS } from "./account-how-tos.ts";
import { HOME_HOW_TOS } from "./home-how-tos.ts";
import { KITCHEN_HOW_TOS } from "./kitchen-how-tos.ts";
import { TECH_HOW_TOS } from "./tech-how-tos.ts";
import { EVERYDAY_HOW_TOS } from "./everyday-how-tos.ts";

interface HowTo {
  /** What follows "how do I", as people type it. */
  readonly asked: readonly string[];
  /** The answer; {L} is a language's name when the question names one ("learn Spanish"). */
  readonly answer: string;
}

const HOW_TOS: readonly HowTo[] = [
  {
    asked: ["improve my sleep", "sleep better", "get better sleep", "get more sleep", "fall asleep faster", "fall asleep", "sleep well", "improve my sleep quality", "fix my sleep schedule", "have better sleep"],
    answer: `Most people sleep better with a few steady habits:

- **Keep the same schedule**: go to bed and get up at the same time every day, weekends included; your body clock follows the wake-up time most.
- **Get daylight in the morning**: 10–15 minutes outside soon after waking sets the clock for the night; keep the evening lights dim.
- **Cut caffeine by early afternoon**: it stays in your system for 6–8 hours, so a 4 pm coffee is still working at bedtime. Go easy on alcohol too: it breaks up deep sleep.
- **Put screens away 30–60 minutes before bed**: the scrolling keeps your brain alert; read, stretch or take a warm shower instead.
- **Make the bedroom cool, dark and quiet**: around 18 °C (65 °F), blackout curtains or an eye mask, earplugs if needed.
- **Don't lie there awake**: if you can't sleep after about 20 minutes, get up and do something calm in low light until you feel sleepy.

If you still sleep badly after a few weeks of this, or you snore loudly, stop breathing at night or feel exhausted during the day, see a doctor: insomnia and sleep apnea are common and treatable.`,
  },
  {
    asked: ["make coffee", "make a cup of coffee", "make a good cup of coffee", "brew coffee", "make pour over coffee", "make pour-over coffee", "make coffee without a machine"],
    answer: `A simple way to make one good cup, by pour-over (a French press works with the same amounts):

1. **Heat the water** to just off the boil, about 93–96 °C (200–205 °F): boil it and let it sit for 30 seconds.
2. **Weigh and grind the coffee**: about **15 g of coffee (2 tablespoons) for 250 ml of water**, a ratio of roughly 1:16. Grind it medium, like coarse sand (coarse, like sea salt, for a French press).
3. **Rinse the paper filter** with hot water, then add the coffee and level it.
4. **Bloom it**: pour about twice the coffee's weight in water (30 ml), just enough to wet it, and wait 30–45 seconds while it bubbles.
5. **Pour the rest slowly** in circles, over about 2 minutes; it should finish dripping around 3 minutes in. (French press: pour all the water, stir, put the lid on, wait 4 minutes, press and pour at once.)

Too bitter? Grind coarser or use a little less time. Too sour or weak? Grind finer or use a bit more coffee. Fresh beans, ground just before brewing, make the biggest difference.`,
  },
  {
    asked: ["make tea", "make a cup of tea", "make a good cup of tea", "brew tea", "make green tea"],
    answer: `To make a good cup of tea:

1. **Heat fresh water**: fully boiling (100 °C) for black or herbal tea, about 80 °C (let it cool for 2–3 minutes) for green or white tea, which turns bitter in boiling water.
2. **Warm the cup or pot** with a splash of the hot water, then pour it out.
3. **Add the tea**: one bag, or about a teaspoon (2–3 g) of loose leaves, per 250 ml cup.
4. **Steep**: 3–5 minutes for black tea, 2–3 for green, 5 or more for herbal. Longer makes it stronger and more bitter, not better.
5. **Remove the tea** and add milk, sugar, honey or lemon to taste (milk goes with black tea, not green).

For iced tea, brew it twice as strong and pour it over a glass full of ice.`,
  },
  {
    asked: ["cook rice", "make rice", "cook white rice", "make white rice", "cook rice on the stove", "make fluffy rice"],
    answer: `Here's the simple stovetop method for white rice (long-grain or basmati):

1. **Rinse** 1 cup of rice in a sieve under cold water until the water runs almost clear; this removes the surface starch that makes it sticky.
2. **Use the right amount of water**: about **1½ cups of water per cup of rice** (1¼ for basmati), plus a pinch of salt.
3. **Bring it to a boil**, then turn the heat to the lowest setting and cover with a tight lid.
4. **Simmer for 15 minutes** without lifting the lid (brown rice needs about 40 minutes and 2 cups of water).
5. **Rest it**, off the heat and still covered, for 10 minutes, then fluff it with a fork.

One cup of dry rice makes about three cups cooked, enough for 2–3 people.`,
  },
  {
    asked: ["boil an egg", "boil eggs", "make boiled eggs", "make a boiled egg", "make hard boiled eggs", "make soft boiled eggs", "cook eggs", "boil an egg perfectly", "hard boil an egg", "hard boil eggs", "soft boil an egg", "soft boil eggs", "make a hard boiled egg"],
    answer: `To boil eggs:

1. **Bring a pan of water to a boil**, enough to cover the eggs by about 2 cm.
2. **Lower the eggs in gently** with a spoon (eggs straight from the fridge are fine) and turn the heat down to a steady simmer.
3. **Time them**:
   - **6 minutes**: soft-boiled, runny yolk.
   - **8 minutes**: jammy, just set yolk.
   - **10–12 minutes**: hard-boiled.
4. **Cool them at once** in a bowl of cold or iced water for a few minutes: it stops the cooking and makes them easier to peel.

Older eggs peel more easily than very fresh ones; peel them from the wide end, where the air pocket is.`,
  },
  {
    asked: ["make scrambled eggs", "scramble eggs", "cook scrambled eggs"],
    answer: `For soft, creamy scrambled eggs (for one person):

1. **Beat 2–3 eggs** in a bowl with a pinch of salt until no streaks of white are left.
2. **Melt a knob of butter** in a non-stick pan over low to medium-low heat.
3. **Add the eggs and stir slowly**, pushing them from the edges to the middle with a spatula, so soft curds form.
4. **Take the pan off the heat while they still look slightly wet**: they keep cooking from their own heat for a minute.
5. **Season** with pepper, and chives or a little grated cheese if you like.

Low heat and patience are the whole trick: high heat makes them dry and rubbery.`,
  },
  {
    asked: ["tie a tie", "tie a necktie", "tie a windsor knot", "tie a four in hand knot", "do a tie"],
    answer: `The easiest knot is the **four-in-hand**:

1. **Drape the tie** around your neck with the wide end on your right, hanging about 30 cm (a foot) lower than the narrow end.
2. **Cross the wide end over** the narrow end, to the left.
3. **Bring it back under** the narrow end, to the right.
4. **Cross it over the front again**, to the left.
5. **Push it up through the neck loop** from underneath.
6. **Pull it down through the front loop** you just made, then hold the narrow end and slide the knot up to your collar.

The tip of the tie should just reach your belt buckle; if it doesn't, start again with the wide end a little longer or shorter. For a bigger, symmetrical knot, the Windsor adds a loop around each side of the neck.`,
  },
  {
    asked: ["focus", "focus better", "improve my focus", "stay focused", "concentrate", "concentrate better", "improve my concentration", "focus on work", "focus while studying", "stop getting distracted"],
    answer: `Focus is mostly about removing what breaks it:

- **Put your phone in another room**, or at least face down with notifications off: even a visible phone pulls attention.
- **Work in blocks**: 25–50 minutes on one task, then a 5–10 minute break away from the screen (the Pomodoro technique).
- **Decide the one task first**: write down what "done" looks like for this block before you start.
- **Close the extra tabs and apps**, and keep a notepad for the thoughts that pop up, to deal with later.
- **Protect your best hours**: do the hardest work when you're sharpest, usually the morning, and batch email and messages later.
- **Look after the basics**: sleep, water and a short walk do more for concentration than any app.

If you struggle to focus everywhere, for months, despite all this, it's worth talking to a doctor.`,
  },
  {
    asked: ["be more productive", "be productive", "improve my productivity", "increase my productivity", "get more done", "manage my time", "manage my time better", "improve my time management"],
    answer: `A few habits that make the most difference:

- **Plan tomorrow tonight**: pick your top three tasks before you stop work, so the day starts with a decision already made.
- **Do the most important task first**, before email and messages.
- **Time-block your calendar**: give important tasks a slot, as you would a meeting.
- **Batch the small stuff**: answer messages and email two or three times a day, not as they arrive.
- **Use the two-minute rule**: if something takes less than two minutes, do it now; write everything else down.
- **Review your week** every Friday: what got done, what slipped, what matters next week.

Start with one or two of these for a couple of weeks: a system you keep beats a perfect one you drop.`,
  },
  {
    asked: ["stop procrastinating", "beat procrastination", "overcome procrastination", "stop procrastination", "deal with procrastination"],
    answer: `Procrastination is usually avoiding a feeling (a task that seems too big, unclear or boring), not laziness. What helps:

- **Make the first step tiny**: "open the document and write one sentence", not "write the report".
- **Commit to 10 minutes**: starting is the hard part; most of the time you'll keep going.
- **Make the task clear**: "work on the project" is easy to avoid; "draft the intro section" isn't.
- **Remove the easy escape**: phone in another room, distracting sites blocked during work blocks.
- **Set a deadline with someone**: tell a friend or colleague when you'll show them a draft.
- **Be kind to yourself afterwards**: guilt about yesterday makes today's start harder, not easier.`,
  },
  {
    asked: ["reduce stress", "manage stress", "deal with stress", "relieve stress", "cope with stress", "be less stressed", "stop stressing", "calm down", "relax"],
    answer: `Some things that reliably help with stress:

- **Breathe slowly for a few minutes**: in for 4 seconds, out for 6. A longer out-breath calms the nervous system quickly.
- **Move every day**: a 20–30 minute walk is enough to lower stress hormones and lift your mood.
- **Write it down**: list what's worrying you and the next small step for each; what's on paper stops circling in your head.
- **Protect your sleep**, and go easy on caffeine and alcohol, which both make anxiety worse.
- **Talk to someone** you trust: a friend, a family member or a colleague.
- **Cut what you can**: say no to one thing this week, and take short breaks during the day.

If stress stays with you for weeks, affects your sleep or work, or you feel overwhelmed, talk to a doctor or a therapist: it's common, and it helps.`,
  },
  {
    asked: ["stay motivated", "get motivated", "find motivation", "be motivated", "motivate myself", "keep motivated", "stop being lazy", "be less lazy", "stop feeling lazy", "overcome laziness"],
    answer: `Motivation follows action more often than it leads it, so:

- **Start small**: a goal you can do on a bad day (one push-up, one page) keeps the habit alive.
- **Know your why**: write down why this matters to you, and read it when the drive fades.
- **Track your progress**: a streak on a calendar or a simple log makes progress visible.
- **Plan for the low days**: decide in advance what the minimum version looks like.
- **Make it social**: a friend, a class or a group you report to keeps you going when willpower doesn't.
- **Reward the effort**, not only the result.

And be patient: everyone's motivation comes and goes; habits are what carry you through.`,
  },
  {
    asked: ["improve my memory", "remember things", "remember things better", "memorize things", "memorize faster", "have better memory"],
    answer: `What the research supports for a better memory:

- **Test yourself** instead of rereading: recalling something (flashcards, practice questions) strengthens it far more.
- **Space it out**: review after a day, then a few days, then a week; apps like Anki schedule this for you.
- **Make it meaningful**: connect new facts to what you already know, or explain them to someone else in your own words.
- **Use pictures and places**: vivid images, or the memory palace technique (placing items along a familiar route), work for lists.
- **Sleep on it**: the brain consolidates memories during sleep, so cramming all night backfires.
- **Exercise**: regular aerobic exercise supports memory and learning.

Sudden or worsening memory problems are a reason to see a doctor.`,
  },
  {
    asked: ["improve my posture", "fix my posture", "have better posture", "stop slouching", "sit up straight", "correct my posture"],
    answer: `To improve your posture, mostly at a desk:

- **Set up your screen** at eye level, about an arm's length away, so you don't lean forward (a laptop needs a stand and a separate keyboard).
- **Sit back in the chair**, feet flat on the floor, knees about level with your hips, with support for your lower back.
- **Keep your elbows at about 90°**, close to your body, with the keyboard at elbow height.
- **Move every 30–45 minutes**: stand up, walk, roll your shoulders. No posture is good for hours on end.
- **Strengthen your back and core**: rows, planks and bridges, two or three times a week.
- **Stretch your chest and hip flexors**, which get tight from sitting.

If you have pain that doesn't go away, numbness or tingling, see a doctor or a physiotherapist.`,
  },
  {
    asked: ["wake up early", "wake up earlier", "become a morning person", "get up early", "wake up on time", "stop hitting snooze"],
    answer: `To get up early and feel OK about it:

- **Move your bedtime first**: you can't skip sleep, so go to bed earlier to keep 7–9 hours.
- **Shift gradually**: 15 minutes earlier every few days, not two hours at once.
- **Keep the same wake-up time every day**, weekends included.
- **Put the alarm across the room** so you have to get up to turn it off.
- **Get bright light right away**: open the curtains or step outside; it wakes you up and makes the next evening sleepier.
- **Have a reason to get up**: a coffee you look forward to, a walk, a quiet hour for yourself.`,
  },
  {
    asked: ["meditate", "start meditating", "learn to meditate", "learn meditation", "begin meditating", "practice mindfulness"],
    answer: `A simple way to start meditating:

1. **Sit comfortably**, on a chair or a cushion, back upright but relaxed; set a timer for **5 minutes**.
2. **Close your eyes** or look softly at the floor.
3. **Notice your breath**: the air at your nose, or your belly rising and falling. No need to control it.
4. **When your mind wanders** (it will, many times), notice it, and gently bring your attention back to the breath. That return *is* the practice.
5. **End slowly**: take a moment to notice how you feel before you get up.

Do it daily, at the same time, and add a few minutes every week or two. Free apps and guided recordings help at the start.`,
  },
  {
    asked: ["build a habit", "build habits", "build good habits", "form a habit", "make a habit stick", "create a habit", "start a new habit", "break a bad habit", "make habits stick", "make new habits stick", "stick to a habit", "stick to habits"],
    answer: `To build a habit that sticks:

- **Make it tiny**: two minutes of it (one page, one push-up) is enough to start; grow it once it's automatic.
- **Attach it to something you already do**: "after I pour my coffee, I'll write my plan for the day."
- **Make it obvious and easy**: running shoes by the door, the book on your pillow.
- **Track it**: a mark on a calendar each day; try never to miss twice in a row.
- **Reward yourself right away**: something small and pleasant right after.
- **To break a bad habit, do the opposite**: make it invisible and harder (delete the app, keep snacks out of the house).

A new habit takes weeks to months to feel automatic, often about two months, so expect some effort at first.`,
  },
  {
    asked: ["learn a language", "learn a new language", "learn a foreign language", "learn languages", "learn a language fast", "become fluent", "become fluent in a language"],
    answer: `To learn {L}, a little every day works better than a lot once a week:

- **Learn the most common words first**: about 1,000 words cover most everyday conversation. Use spaced-repetition flashcards (Anki) or an app like Duolingo for 15–20 minutes a day.
- **Listen a lot**: podcasts for learners, then YouTube, series and music in the language, with subtitles in it once you can.
- **Speak early**, even badly: a tutor (italki, Preply) or a language exchange partner once or twice a week makes the biggest difference.
- **Learn phrases, not only words**, and the grammar you need as it comes up, from a good beginner's course or textbook.
- **Read simple things**: graded readers, children's books, news in easy language.
- **Make it part of your day**: switch your phone's language, write your shopping list in it, talk to yourself.

Expect a few months to hold a simple conversation and a year or more to feel comfortable: consistency matters more than talent.`,
  },
  {
    asked: ["save money", "save more money", "start saving money", "save money fast", "save money every month", "stop wasting money", "spend less money"],
    answer: `To save more money:

- **Pay yourself first**: set up an automatic transfer to a savings account on payday, even 5–10% of your income.
- **Track your spending for a month**: most people find one or two categories (eating out, subscriptions, impulse buys) much larger than they thought.
- **Cancel what you don't use**: subscriptions and memberships add up quietly.
- **Build an emergency fund** of three to six months of expenses first, so a surprise bill doesn't go on a credit card.
- **Pay off high-interest debt**, like credit cards, before investing.
- **Use a 48-hour rule** for non-essential purchases: if you still want it two days later, buy it.
- **Cut the big costs** where you can (housing, transport, insurance): one change there saves more than many small ones.

Once you have an emergency fund, a low-cost index fund or your employer's retirement plan is the usual next step.`,
  },
  {
    asked: ["make a budget", "create a budget", "budget", "budget my money", "start budgeting", "manage my money", "manage my finances"],
    answer: `A simple way to make a budget:

1. **Work out your monthly income** after tax.
2. **List your fixed costs**: rent or mortgage, bills, insurance, debt repayments, subscriptions.
3. **Look at your last 2–3 months of bank statements** to see what you really spend on food, transport, fun and the rest.
4. **Split your income**: a common starting point is the **50/30/20 rule**: 50% for needs, 30% for wants, 20% for savings and extra debt repayment.
5. **Automate it**: send savings and bills out on payday, so what's left is what you can spend.
6. **Check in every week or month** and adjust: the first budget is never right.

A spreadsheet or a budgeting app (YNAB, or your bank's own) makes the tracking easy.`,
  },
  {
    asked: ["start running", "get into running", "begin running", "run longer", "run a 5k", "start jogging", "become a runner", "run without getting tired"],
    answer: `To start running without getting hurt or discouraged:

- **Run and walk**: start with 1 minute of running and 2 minutes of walking, repeated for 20–30 minutes, three times a week. A couch-to-5K plan builds up to 30 minutes of running in about nine weeks.
- **Go slowly**: you should be able to talk in short sentences. Most beginners run too fast.
- **Rest between runs**: every other day gives your muscles and tendons time to adapt.
- **Add little at a time**: no more than about 10% more running each week.
- **Get decent shoes** that feel comfortable; a running shop can help you choose.
- **Warm up** with 5 minutes of brisk walking, and stretch gently afterwards.

Sharp pain, or pain that gets worse as you run, means stop and rest. If you have a heart condition or other health concerns, check with a doctor first.`,
  },
  {
    asked: ["lose weight", "lose weight fast", "lose weight safely", "lose belly fat", "lose fat", "get in shape", "lose weight healthily"],
    answer: `Healthy, lasting weight loss comes from small changes you can keep up, not a strict diet:

- **Eat mostly whole foods**: vegetables, fruit, lean protein, whole grains and beans. Protein and fibre keep you full for longer.
- **Watch portions and drinks**: smaller plates, and water instead of sugary drinks, juice and alcohol, cut a lot without feeling hungry.
- **Cook more at home** and eat out or order less: restaurant meals are usually much larger.
- **Move every day**: walking counts; add strength training two or three times a week.
- **Sleep 7–9 hours**: short sleep increases hunger.
- **Aim for about 0.5–1 kg (1–2 lb) a week**: faster loss is hard to keep off.

No food or exercise burns fat from one spot, like the belly. Everyone's needs differ, so talk to a doctor or a registered dietitian before a big change, especially if you have a health condition.`,
  },
  {
    asked: ["get better at public speaking", "improve my public speaking", "be better at public speaking", "get over fear of public speaking", "overcome fear of public speaking", "give a good presentation", "give a presentation", "speak in public", "be a better speaker", "stop being nervous when presenting"],
    answer: `To get better at public speaking:

- **Know your one main point**: if the audience remembers one sentence, what is it? Build the talk around it.
- **Structure it simply**: tell them what you'll cover, cover it in three parts at most, then sum it up.
- **Rehearse out loud**, several times, ideally in front of a friend or on video: you'll spot filler words and rushed bits.
- **Use notes, not a script**: a few keywords keep you talking naturally.
- **Slow down and pause**: nerves make everyone speed up; a pause feels longer to you than to the audience.
- **Accept the nerves**: a racing heart is normal; breathe out slowly before you start, and remember the audience wants you to do well.
- **Practise often**: a group like Toastmasters gives you regular, friendly practice.`,
  },
  {
    asked: ["prepare for a coding interview", "prepare for coding interviews", "prepare for a technical interview", "prepare for technical interviews", "ace a coding interview", "pass a coding interview", "pass coding interviews", "do well in a coding interview", "get better at coding interviews", "practice for coding interviews", "study for coding interviews"],
    answer: `To prepare for a coding interview:

- **Practise problems out loud**: a few a week on LeetCode or HackerRank, talking through your thinking as you'll have to in the interview.
- **Review the core patterns**: hash maps, two pointers, sliding window, stacks and queues, trees and graphs (BFS and DFS), binary search and basic dynamic programming.
- **Clarify the problem first**: restate it, and ask about the input size, edge cases and what to return before you write code.
- **Start with brute force, then optimise**: say the simple solution and its complexity first; a working simple answer beats an unfinished clever one.
- **Know your complexity**: give the time and space complexity (Big-O) of what you wrote, and the trade-offs.
- **Test with examples**: walk through a normal case and the edge cases (empty input, one element, duplicates) before you say you're done.
- **Do mock interviews** with a friend or on Pramp or interviewing.io, with a timer, and prepare two or three stories for the behavioural questions.
- **Ask questions at the end**: about the team, how they work and what success looks like in the role.`,
  },
  {
    asked: ["get better at coding", "get better at programming", "improve at coding", "improve my coding", "improve my coding skills", "improve my programming skills", "become a better programmer", "be a better programmer", "become a better developer", "be a better developer", "become a better coder", "be a better coder", "level up my coding", "level up my coding skills"],
    answer: `Once you know the basics, these make the biggest difference:

- **Build projects you care about**: finishing real things teaches more than tutorials; start small and keep adding features.
- **Practise deliberately**: a small problem most days (Exercism, Advent of Code, LeetCode), going back to the ones you found hard.
- **Get your code reviewed**: feedback from a more experienced developer finds habits you can't see yourself.
- **Read good code**: well-maintained open-source projects show how experienced developers structure and name things.
- **Write tests and refactor**: tests make you think about edge cases, and rewriting your old code shows what to do better.
- **Learn the fundamentals and your tools**: data structures, algorithms, the debugger and Git pay off in every language.
- **Teach what you learn**: explaining it to someone shows where your understanding has gaps.

If you're just starting out, pick one language (Python or JavaScript) and learn the basics in order first.`,
  },
  {
    asked: ["make friends", "make new friends", "make friends as an adult", "meet new people", "make friends in a new city"],
    answer: `Making friends as an adult mostly takes repeated contact with the same people:

- **Join something that meets regularly**: a class, a sports club, a choir, a volunteering group, a board game night. Seeing the same faces every week is what turns acquaintances into friends.
- **Say yes** to invitations, even small ones, and be the one who suggests coffee or a walk.
- **Ask questions and remember the answers**: people like being listened to.
- **Follow up**: send a message after you meet someone you liked; most people are waiting for someone else to do it.
- **Be patient**: it takes many hours together to become close friends, so keep showing up.`,
  },
  {
    asked: ["be more confident", "build confidence", "build my confidence", "gain confidence", "improve my self confidence", "improve my confidence", "be confident"],
    answer: `Confidence grows from evidence that you can do things, so:

- **Do small brave things often**: speak once in a meeting, ask one question, try one new thing a week.
- **Prepare well** for what matters: confidence at a presentation or interview mostly comes from practice.
- **Keep a list of wins**: things you did well or handled, and read it when you doubt yourself.
- **Notice your self-talk**: speak to yourself as you would to a friend.
- **Look after your body**: sleep, exercise and standing tall all change how you feel.
- **Stop comparing** your everyday life with other people's highlights online.`,
  },
  {
    asked: ["get over a breakup", "get over breakup", "get over my ex", "move on from a breakup", "move on after a breakup", "heal after a breakup", "cope with a breakup", "deal with a breakup", "get through a breakup", "recover from a breakup"],
    answer: `Getting over a breakup takes time, but some things make it easier:

- **Let yourself feel it**: sadness, anger and relief are all normal; crying and talking about it help more than pretending you're fine.
- **Take a break from contact**: mute or unfollow them for a while, and put away the photos and messages you keep rereading.
- **Lean on your people**: tell a few friends or family what happened and make plans with them, especially for evenings and weekends.
- **Keep your routine**: sleep, regular meals and a daily walk or workout steady your mood more than you'd expect.
- **Do things that are yours**: an old hobby, a class, a trip; rediscover what you like outside the relationship.
- **Hold off on big decisions**, and go easy on alcohol, which makes low moods lower.

If after a few weeks you still can't sleep, work or enjoy anything, or you have thoughts of harming yourself, talk to a doctor or a therapist, or call a crisis line.`,
  },
  {
    asked: ["handle a difficult coworker", "deal with a difficult coworker", "deal with a difficult colleague", "handle a difficult colleague", "work with a difficult coworker", "work with a difficult colleague", "deal with a rude coworker", "deal with a toxic coworker", "handle a toxic coworker", "deal with an annoying coworker", "get along with a difficult coworker"],
    answer: `To handle a difficult coworker:

- **Stay calm and professional**: don't answer in the moment or in a group chat; take time to cool off before you reply.
- **Assume less, ask more**: they may be under pressure or unaware of the effect they have. Ask how they see the problem.
- **Talk to them privately**: describe the behaviour and its effect, not their character: "When the report reaches me on the day it's due, I can't check it."
- **Agree on something concrete**, like deadlines, who does what, or how you'll communicate, and follow up in writing.
- **Set boundaries**: keep conversations about the work, and leave politely when they turn personal.
- **Keep notes** of specific incidents, with dates, if it goes on.
- **Go to your manager or HR** if talking doesn't help, and straight away for harassment, discrimination or threats.`,
  },
  {
    asked: ["run a meeting", "run a good meeting", "run an effective meeting", "run meetings", "run effective meetings", "lead a meeting", "lead a good meeting", "have better meetings", "make meetings more productive", "make meetings more effective", "chair a meeting", "host a meeting"],
    answer: `To run a good meeting:

1. **Check it needs to be a meeting**: a status update or a simple question is often better as an email or a message.
2. **Set a goal and an agenda**: say what the meeting should decide or produce, and send the agenda and any reading a day ahead.
3. **Invite only the people you need**: those who decide or have to contribute. Others can read the notes.
4. **Start and end on time**: keep it short (25 or 50 minutes leaves a break before the next one), and give each agenda item its time.
5. **Keep it on track**: park side topics for later, and ask quieter people for their view.
6. **End with decisions and actions**: recap what was decided, and who does what by when.
7. **Send short notes** the same day, with the decisions and the actions.`,
  },
  {
    asked: ["learn an instrument", "learn a musical instrument", "learn a new instrument", "learn to play an instrument", "learn to play a musical instrument", "start learning an instrument", "learn music", "learn to play music"],
    answer: `To learn a musical instrument:

- **Pick one you love the sound of**, and the music you want to play on it: that is what keeps you practising.
- **Rent or buy a decent beginner's instrument**: one that is hard to play or won't stay in tune makes everyone want to give up.
- **Take some lessons early**, even a few: a teacher fixes posture and technique before bad habits set in. Online courses and videos are good between lessons.
- **Practise a little every day**: 15–30 minutes daily beats two hours once a week.
- **Go slowly, with a metronome**: play a passage slowly and correctly, then speed it up bit by bit.
- **Learn real songs early**, along with scales and a little reading, and play with other people when you can.
- **Record yourself** now and then: you'll hear what to work on, and how far you've come.`,
  },
  {
    asked: ["reduce screen time", "reduce my screen time", "cut down on screen time", "limit screen time", "limit my screen time", "spend less time on my phone", "spend less time on phone", "use my phone less", "stop checking my phone", "stop scrolling", "stop doomscrolling", "stop being on my phone", "cut down on social media", "spend less time on social media", "use social media less"],
    answer: `To cut down your screen time:

- **Look at your numbers first**: Screen Time (iPhone) or Digital Wellbeing (Android) shows which apps take your time and how often you pick the phone up.
- **Turn off non-essential notifications**: keep calls and messages from people; switch off the apps that pull you back in.
- **Set app limits** for the worst offenders, and move them off your home screen, or delete them and use the website.
- **Keep the phone out of the bedroom**: charge it in another room and use a real alarm clock.
- **Make phone-free times**: meals, the first hour of the day, time with friends.
- **Try grayscale mode**: a grey screen is far less tempting.
- **Replace it with something**: a book, a walk, a hobby for the moments you'd normally scroll.`,
  },
  {
    asked: ["quit smoking", "stop smoking", "give up smoking", "quit cigarettes", "stop smoking cigarettes", "quit vaping", "stop vaping", "quit nicotine"],
    answer: `Quitting smoking is hard, but support makes it much more likely to work:

- **Set a quit date** within the next two weeks, and tell friends and family so they can help.
- **Use nicotine replacement or medication**: patches, gum or lozenges, or prescription medicines like varenicline or bupropion, make you much more likely to succeed. Ask a doctor or pharmacist which fits you.
- **Get free support**: a quitline (1-800-QUIT-NOW in the US, the NHS Stop Smoking Services in the UK) or a stop-smoking app; support and medication together work better than either alone.
- **Know your triggers**: coffee, alcohol, stress, after meals. Plan what you'll do instead, and get rid of cigarettes, lighters and ashtrays.
- **Ride out the cravings**: each one passes in a few minutes; drink water, go for a walk, chew gum, or breathe slowly.
- **If you slip, don't give up**: most people need a few attempts; work out what happened and set a new date.

The benefits start within days, and your risk of a heart attack drops sharply within a year or two.`,
  },
  {
    asked: ["stop overthinking", "stop overthinking everything", "overthink less", "stop ruminating", "stop worrying", "stop worrying so much", "worry less", "quiet my mind", "calm my mind", "stop my racing thoughts"],
    answer: `To stop overthinking:

- **Notice it and name it**: "I'm going round in circles again" is often enough to step out of the loop.
- **Write it down**: put the worry on paper, with what you can actually do about it.
- **Ask "Can I do something about this now?"** If yes, do the next small step; if not, decide when you'll look at it again and let it go until then.
- **Set a worry time**: 15 minutes a day to think it all through; when a worry comes up outside it, note it for later.
- **Get out of your head**: a walk, exercise, a task with your hands, or talking to a friend breaks the loop better than thinking harder.
- **Try a few minutes of mindfulness**: noticing your breath and letting thoughts pass, without following them.

If worry takes up much of your day, or keeps you from sleeping, a therapist can help: cognitive behavioural therapy (CBT) works well for it.`,
  },
  {
    asked: ["drink more water", "drink enough water", "stay hydrated", "remember to drink water", "drink more water every day", "get in the habit of drinking water"],
    answer: `To drink more water:

- **Keep a bottle with you**, on your desk and in your bag: you drink what's within reach.
- **Tie it to what you already do**: a glass when you wake up, one with each meal, one each time you make coffee.
- **Make it taste better**: lemon, cucumber, mint or frozen berries, or sparkling water.
- **Set reminders**: an app, or a bottle with time markings on it.
- **Eat watery foods**: fruit, vegetables and soup count too.
- **Check the colour**: pale yellow urine means you're drinking enough; dark yellow means drink more.

How much you need depends on your size, the weather and how active you are; thirst is a good guide for most healthy adults.`,
  },
  {
    asked: ["say no", "say no to people", "say no politely", "learn to say no", "say no without feeling guilty", "stop being a people pleaser", "stop people pleasing"],
    answer: `To say no, politely and without the guilt:

- **Keep it short**: "Thanks for asking, but I can't take that on." A long excuse invites a debate.
- **Buy time**: "Let me check my week and get back to you" stops you saying yes by reflex.
- **Offer an alternative if you want to**: "I can't do Friday, but I could help on Monday," or "I can review it, but not write it."
- **Be clear, not sorry**: you can be kind without apologising several times.
- **Repeat it calmly** if they push: the same answer, in the same words.
- **Start small**: practise on low-stakes requests, and notice that people usually take it well.

Remember that every yes to something is a no to something else, like your time, your rest or your own priorities.`,
  },
  {
    asked: ["learn to swim", "learn how to swim", "swim", "learn swimming", "learn to swim as an adult", "swim as an adult", "get better at swimming", "improve my swimming"],
    answer: `To learn to swim, even as an adult:

1. **Take lessons with a qualified instructor**: most pools run adult beginner classes, and a teacher makes it faster and safer.
2. **Get comfortable in the water first**: in the shallow end, put your face in and blow bubbles out through your nose and mouth.
3. **Learn to float**: on your back, head back, ears in the water, arms out. Knowing you can float takes away most of the fear.
4. **Practise kicking** holding a kickboard, with long legs kicking from the hips, not the knees.
5. **Add your arms and breathing**: for front crawl, turn your head to the side to breathe in and breathe out into the water.
6. **Practise two or three times a week**, in short sessions, adding a few metres at a time.

Always swim where a lifeguard is on duty, or with someone else, until you're a confident swimmer.`,
  },
  {
    asked: ["change a flat tire", "change a tire", "change a flat tyre", "change a tyre", "fix a flat tire", "change a car tire", "put on a spare tire", "change a flat"],
    answer: `To change a flat tire:

1. **Get somewhere safe**: pull over on flat, firm ground away from traffic, turn on the hazard lights and apply the parking brake.
2. **Get out the spare, the jack and the lug wrench** (usually under the trunk floor), and wedge something behind a wheel that stays on the ground.
3. **Loosen the lug nuts** half a turn each, counterclockwise, while the wheel is still on the ground.
4. **Jack up the car** at the lifting point your owner's manual shows, until the flat tire is a few centimeters off the ground.
5. **Remove the lug nuts and the flat tire**, and put the nuts somewhere they can't roll away.
6. **Fit the spare** onto the wheel studs and screw the lug nuts on by hand.
7. **Lower the car** and tighten the lug nuts fully with the wrench in a star pattern, across from each other.
8. **Check the spare's pressure** as soon as you can, and get the flat repaired: a small spare is made for about 80 km/h (50 mph) and short distances.`,
  },
  {
    asked: ["set up a react project", "set up react project", "create a react project", "create a react app", "start a react project", "start a new react project", "set up react", "setup a react project", "make a react app"],
    answer: `The quickest way to set up a React project today is with Vite:

1. **Install Node.js** (the current LTS version) from nodejs.org; check it with \`node -v\`.
2. **Create the project**: run \`npm create vite@latest my-app -- --template react-ts\` (or \`--template react\` for plain JavaScript).
3. **Install the dependencies**: \`cd my-app\`, then \`npm install\`.
4. **Start the dev server** with \`npm run dev\` and open http://localhost:5173 in your browser.
5. **Edit src/App.tsx**: the page reloads as you save.
6. **Build for production** with \`npm run build\` when you're ready; the files to deploy are in dist/.

If you need routing and server rendering from the start, use a framework instead: \`npx create-next-app@latest\` sets up a Next.js project.`,
  },
  {
    asked: ["get rid of hiccups", "stop hiccups", "cure hiccups", "stop hiccuping", "stop the hiccups"],
    answer: `Hiccups usually stop on their own within a few minutes, but these often help:

- **Hold your breath** for 10–20 seconds, breathe out slowly, and repeat a few times.
- **Drink a glass of cold water** slowly, in small sips, without stopping.
- **Breathe into a paper bag** (never plastic) for a short while.
- **Swallow a teaspoon of sugar**, or bite into a lemon.
- **Pull your knees to your chest** and lean forward for a minute.

Hiccups that last more than two days, or keep coming back, are worth seeing a doctor about.`,
  },
];

/**
 * Languages people ask to learn: "How do I learn Italian?" gets the language advice with the name.
 * Spanish, French, German, Japanese, Chinese and English have a path of their own (learning-paths.ts).
 */
const LANGUAGES = /\b(italian|portuguese|korean|arabic|russian|dutch|hindi|greek|turkish|swedish)\b/;

/** The question's opening, cut before the lookup. */
const OPENING = /^\s*(?:please\s+)?(?:(?:so\s+|and\s+)?how\s+(?:do|can|should|could|would|might)\s+(?:i|you|we|one|someone)\s+|how\s+to\s+|what(?:'s|’s|\s+is)\s+(?:the\s+)?(?:best|easiest|right)\s+way\s+to\s+|(?:what\s+are\s+(?:some\s+)?)?(?:the\s+)?(?:best\s+)?ways\s+to\s+|(?:(?:can|could|would)\s+you\s+)?(?:tell|show)\s+me\s+how\s+to\s+|teach\s+me\s+(?:how\s+)?to\s+|(?:what\s+are\s+)?(?:the\s+)?steps\s+to\s+|what\s+(?:should|do|can)\s+(?:i|you|we)\s+do\s+(?:if|when)\s+|what\s+to\s+do\s+(?:if|when)\s+)([^?\n]{2,60}?)\s*[?.!]*\s*$/i;

/** Words that change nothing in what is asked: "improve my sleep" is "improve sleep". */
const FILLER = /\b(?:a|an|the|my|your|our|some|good|great|perfect|properly|correctly|really|actually|just|better|more|quickly|fast|easily|naturally|at night|at home|every day|daily|in general|please)\b/g;

/** "improve my sleep" → "improve sleep": lower case, no filler words, one space between words. */
function key(text: string): string {
  return text.toLowerCase().replace(/[’]/g, "'").replace(/-/g, " ").replace(FILLER, " ").replace(/\s+/g, " ").trim();
}

const BY_KEY: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  // The account and service steps ("cancel a hotel booking", "reset my password"), the household ones ("unclog a drain")
  // the kitchen ones ("make cold brew"), the tech-help ones ("take a screenshot on Mac") and the everyday
  // health, money, work, travel, pet and car ones ("get rid of a headache") live in their own files.
  for (const howTo of [...HOW_TOS, ...ACCOUNT_HOW_TOS, ...HOME_HOW_TOS, ...KITCHEN_HOW_TOS, ...TECH_HOW_TOS, ...EVERYDAY_HOW_TOS]) for (const asked of howTo.asked) if (!map.has(key(asked))) map.set(key(asked), howTo.answer);
  return map;
})();

/** Cheap first look: every question here opens with "how", "what", "ways", "tell", "show", "teach", "steps" or "can you". */
const CUE = /^\s*(?:please\s+)?(?:so\s+|and\s+)?(?:how|what|ways|the|best|tell|show|teach|steps|can\s+you|could\s+you|would\s+you)\b/i;

/**
 * The answer to an everyday "how do I…" question the table holds, or undefined.
 * @example howToReply("How can I improve my sleep?")?.startsWith("Most people sleep better") // true
 */
export function howToReply(prompt: string): string | undefined {
  if (prompt.length > 90 || !CUE.test(prompt)) return undefined;
  const asked = OPENING.exec(prompt)?.[1];
  if (asked === undefined) return undefined;
  const wanted = key(asked);
  const language = LANGUAGES.exec(wanted)?.[1];
  const answer = BY_KEY.get(language ? wanted.replace(language, "language") : wanted);
  if (answer === undefined) return undefined;
  return answer.replaceAll("{L}", language ? language.charAt(0).toUpperCase() + language.slice(1) : "a new language");
}

/** "removing" → "remov", "remove"; "unclogging" → "unclog"; "childproof" stays: the verb forms a gerund may come from. */
function verbsOf(word: string): readonly string[] {
  if (!/..ing$/.test(word)) return [word];
  const stem = word.slice(0, -3);
  return [stem, `${stem}e`, ...(/(.)\1$/.test(stem) ? [stem.slice(0, -1)] : [])];
}

/**
 * The how-to for a subject as a request for tips writes it ("tips for removing a red wine
 * stain", "tips to unclog a drain"), or undefined: the same answer "How do I…?" gets, so
 * suggestions.ts need not list general tips for a subject this table knows.
 * @example howToFor("unclogging a drain")?.startsWith("To unclog") // true
 */
export function howToFor(subject: string): string | undefined {
  if (subject.length > 60) return undefined;
  const [first = "", second = "", ...rest] = key(subject).split(" ");
  // A two-word verb has its -ing on the second word: "jump starting a car".
  const phrases = [...verbsOf(first).map((verb) => [verb, second, ...rest]), ...verbsOf(second).map((verb) => [first, verb, ...rest])];
  for (const words of phrases) {
    const answer = BY_KEY.get(words.filter(Boolean).join(" "));
    if (answer !== undefined) return answer.replaceAll("{L}", "a new language");
  }
  return undefined;
}
