/**
 * Tips for the habits demo apps ask about most: sleep, saving money, focus, studying, working
 * from home, staying healthy, stress, learning a language, projects a developer can build, a
 * coding interview and getting better at coding.
 * Each item is concrete, as a model writes it: a name in bold, then what to do and why.
 */
import type { Suggestion, SuggestionTopic } from "./suggestion-fit.ts";

export const SLEEP: readonly Suggestion[] = [
  ["**Keep a consistent schedule**: go to bed and wake up at the same time every day, weekends included."],
  ["**Make your bedroom dark, cool and quiet**: around 18 °C (65 °F), blackout curtains, and earplugs or white noise if you need them."],
  ["**Cut off caffeine by early afternoon**: it stays in your system for six hours or more and keeps you from falling asleep."],
  ["**Put screens away an hour before bed**: the light and the scrolling keep your brain alert; read a paper book instead."],
  ["**Build a wind-down routine**: a warm shower, light stretching or journaling tells your body it's time to sleep."],
  ["**Get morning daylight**: 10–15 minutes outside soon after you wake up sets your body clock for the night."],
  ["**Keep naps short and early**: 20 minutes before 3 pm, or none if you struggle to sleep at night."],
  ["**Go easy on alcohol and late meals**: both disrupt deep sleep, even when they make you drowsy."],
  ["**Get up if you can't sleep**: after 20 minutes awake in bed, do something calm in dim light until you feel sleepy."],
  ["**Exercise regularly, but not late**: finish hard workouts a few hours before bedtime."],
];

export const GROCERY_SAVINGS: readonly Suggestion[] = [
  ["**Plan your meals for the week**: then shop from a list and stick to it."],
  ["**Shop your pantry first**: check the fridge and cupboards before you go, and cook what needs using up."],
  ["**Buy store brands**: they are often made by the same manufacturers and cost 20–30% less."],
  ["**Compare unit prices**: the price per kilo or per ounce on the shelf label shows which pack is really cheaper."],
  ["**Buy produce in season, and frozen**: frozen fruit and vegetables are cheaper, just as nutritious and never go off."],
  ["**Buy staples in bulk**: rice, oats, beans and pasta cost less in bigger bags and keep for months."],
  ["**Never shop hungry**: you'll put fewer snacks and impulse buys in the cart."],
  ["**Use the store's app and loyalty card**: digital coupons and member prices add up over a month."],
  ["**Cook in batches**: make double and freeze portions for busy nights instead of ordering takeout."],
  ["**Skip pre-cut and pre-packaged food**: whole vegetables and blocks of cheese cost far less than the convenience versions."],
];

export const MONEY_SAVINGS: readonly Suggestion[] = [
  ["**Track your spending for a month**: an app or a simple spreadsheet shows where the money actually goes."],
  ["**Use the 50/30/20 rule**: 50% of take-home pay for needs, 30% for wants, 20% for savings and debt."],
  ["**Automate your savings**: move a fixed amount into a savings account on payday, before you can spend it."],
  ["**Cancel subscriptions you don't use**: go through your bank statement and cut what you haven't opened in a month."],
  ["**Cook at home more often**: planning a week of meals is one of the quickest ways to cut spending."],
  ["**Wait 24 hours before non-essential purchases**: most impulse buys don't survive the wait."],
  ["**Renegotiate your bills**: call your phone, internet and insurance providers and ask for a better rate, or switch."],
  ["**Build an emergency fund**: three to six months of expenses keeps a surprise bill off your credit card."],
  ["**Pay off high-interest debt first**: credit card interest costs more than almost any saving earns."],
  ["**Buy second-hand**: furniture, electronics, tools and clothes are often nearly new at half the price."],
];

export const PRODUCTIVITY: readonly Suggestion[] = [
  ["**Plan tomorrow today**: write down your top three tasks before you finish work."],
  ["**Time-block your calendar**: give each important task a slot, as you would a meeting."],
  ["**Work in focused sprints**: the Pomodoro technique, 25 minutes of focus, then a 5-minute break."],
  ["**Do the hardest task first**: your focus is best early, before messages pile up."],
  ["**Silence notifications**: close email and chat while you focus, and check them at set times."],
  ["**Batch small tasks**: answer email, messages and admin in two or three set slots a day."],
  ["**Use the two-minute rule**: if something takes less than two minutes, do it now."],
  ["**Keep one trusted to-do list**: everything goes in one place, so nothing lives only in your head."],
  ["**Take real breaks**: step away from the screen; a short walk restores focus better than scrolling."],
  ["**Review your week**: spend 15 minutes every Friday on what got done and what matters next week."],
];

export const STUDYING: readonly Suggestion[] = [
  ["**Test yourself instead of rereading**: active recall with flashcards or practice questions beats highlighting."],
  ["**Space out your review**: revisit material after a day, three days and a week; Anki does the scheduling for you."],
  ["**Plan backwards from the exam date**: list the topics, give each a day, and leave the last days for review."],
  ["**Do past papers under timed conditions**: you learn the format and find your weak spots early."],
  ["**Explain it to someone else**: if you can teach a topic in plain words (the Feynman technique), you understand it."],
  ["**Study in focused blocks**: 25–50 minutes, then a short break, keeps your concentration fresh."],
  ["**Put your phone in another room**: even a silent phone on the desk pulls your attention."],
  ["**Mix topics in a session**: switching between related problems (interleaving) helps you tell them apart in the exam."],
  ["**Sleep before the exam**: memories settle during sleep, so an all-nighter costs more than it gains."],
  ["**Form a small study group**: two or three people quizzing each other catch gaps you'd miss alone."],
];

export const REMOTE_WORK: readonly Suggestion[] = [
  ["**Set up a dedicated workspace**: a desk you only use for work helps you switch on, and off."],
  ["**Keep regular hours**: start and finish at the same times, and put them in your calendar so colleagues know."],
  ["**Start the day like a commute**: get dressed, make coffee or take a short walk before you open your laptop."],
  ["**Over-communicate**: post a short daily update of what you're working on and where you're blocked."],
  ["**Use video for hard conversations**: tone gets lost in chat; a quick call avoids long threads."],
  ["**Take breaks away from the screen**: go outside at lunch, even for ten minutes."],
  ["**Set boundaries at home**: agree on quiet hours with the people you live with, and close the door for calls."],
  ["**Invest in an ergonomic setup**: a good chair, the monitor at eye level and an external keyboard."],
  ["**End the day with a shutdown ritual**: review tomorrow's list, close the laptop and leave the room."],
  ["**Stay social**: virtual coffee chats, or a coworking space once a week, keep you from feeling isolated."],
];

export const HEALTH: readonly Suggestion[] = [
  ["**Start with 10 minutes a day**: a short walk or a bodyweight workout you'll actually do beats an ambitious plan you drop."],
  ["**Schedule workouts like meetings**: put them in your calendar at the same time each week."],
  ["**Walk more**: aim for 7,000–10,000 steps a day; take calls on foot and use the stairs."],
  ["**Pick an activity you enjoy**: dancing, cycling, swimming or a team sport; enjoyment is what keeps you going."],
  ["**Strength train twice a week**: squats, push-ups and rows keep muscles and bones strong as you age."],
  ["**Drink water through the day**: keep a bottle on your desk and have a glass with every meal."],
  ["**Fill half your plate with vegetables**: an easy rule that adds fibre and cuts calories without counting."],
  ["**Sleep 7–9 hours**: recovery, appetite and energy all depend on it."],
  ["**Find a workout buddy**: plans you make with someone else are much harder to skip."],
  ["**Track your habits**: tick off each day on a calendar or an app, and try not to break the chain."],
];

export const STRESS: readonly Suggestion[] = [
  ["**Breathe slowly**: box breathing, in for 4, hold for 4, out for 4, hold for 4, calms your body in a couple of minutes."],
  ["**Move your body**: a 20-minute walk lowers stress hormones and clears your head."],
  ["**Write it down**: put everything on your mind on paper, then circle the one thing you can act on today."],
  ["**Limit news and social media**: set a time or two a day to check, rather than scrolling all day."],
  ["**Break big problems into next steps**: ask what the very next action is, and do only that."],
  ["**Talk to someone**: a friend, a family member or a colleague; saying it out loud often shrinks it."],
  ["**Protect your sleep**: stress and poor sleep feed each other, so keep a regular bedtime."],
  ["**Spend time outside**: even a short time in a park or a green space lowers tension."],
  ["**Say no more often**: fewer commitments leave room for the ones that matter."],
  ["**Try a short mindfulness practice**: five minutes a day with an app like Headspace or Insight Timer."],
  ["**Get professional support if it persists**: a doctor or a therapist can help when stress affects your sleep, mood or health."],
];

/** Tips for learning a language; {L} is the language the prompt names, else "your target language". */
export const LANGUAGE_LEARNING: readonly Suggestion[] = [
  ["**Practice a little every day**: 15 minutes daily beats a two-hour session once a week."],
  ["**Learn the most common words first**: the 1,000 most frequent words of {L} cover most everyday conversation."],
  ["**Use spaced-repetition flashcards**: Anki or a similar app shows each word just before you'd forget it."],
  ["**Watch shows in {L} with subtitles**: first with subtitles in your own language, then in {L}."],
  ["**Speak from day one**: find a conversation partner on Tandem or HelloTalk, or a tutor on italki."],
  ["**Listen to podcasts in {L}**: podcasts for learners turn a commute or a walk into practice."],
  ["**Switch your phone to {L}**: you'll learn everyday words without trying."],
  ["**Shadow native speakers**: repeat audio sentence by sentence, copying the rhythm and the intonation."],
  ["**Keep a short journal in {L}**: three sentences a day about your day, and look up what you can't say."],
  ["**Read graded readers**: books written for learners at your level, in {L}, build vocabulary fast."],
];

/** Clean code, naming first ("Give me three tips for naming variables.", the OpenAI client tests' prompt). */
export const CLEAN_CODE: readonly Suggestion[] = [
  ["**Say what it holds**: `unpaidInvoices` tells the reader far more than `list2` or `data`.", "naming"],
  ["**Use the words of the domain**: if the business says \"subscriber\", the code says `subscriber`, not `user2`.", "naming"],
  ["**Name booleans as questions**: `isActive`, `hasAccess` and `canRetry` read naturally in an `if`.", "naming"],
  ["**Start function names with a verb**: `sendInvoice()` and `parseDate()` say what they do; `invoice()` doesn't.", "naming"],
  ["**Match the length to the scope**: `i` is fine in a three-line loop; a value used across a module deserves a full name.", "naming"],
  ["**Avoid abbreviations**: `customerAddress` beats `custAddr`, and autocomplete makes the long name free to type.", "naming"],
  ["**Put units in the name**: `timeoutMs`, `priceCents` and `distanceKm` prevent a whole class of bugs.", "naming"],
  ["**Be consistent**: one word per idea (`fetch` or `get`, not both), in your language's convention: camelCase in JavaScript, snake_case in Python.", "naming"],
  ["**Keep functions small**: one function, one job; if its name needs an \"and\", split it."],
  ["**Let tools settle the style**: a formatter and a linter handle the basics, so reviews can focus on design."],
];

/** Projects a developer can build on the side, to learn or for a portfolio. */
export const SIDE_PROJECTS: readonly Suggestion[] = [
  ["**Personal finance tracker**: import a bank CSV, categorize the spending and chart it by month.", "beginner"],
  ["**Habit tracker with streaks**: a small full-stack app with sign-in, a database and a calendar view.", "beginner"],
  ["**Browser extension**: block distracting sites during work hours, or summarize the page you're on."],
  ["**Recipe manager that scales servings**: paste a recipe, and it rescales the amounts and builds a shopping list."],
  ["**CLI tool for a chore**: rename photos by date, clean up the downloads folder or back up your notes.", "beginner"],
  ["**Real-time chat app**: rooms, typing indicators and message history over WebSockets.", "advanced"],
  ["**Personal dashboard**: weather, calendar and to-dos on one page, from public APIs.", "beginner"],
  ["**Clone of an app you use**: a minimal Trello, a Hacker News reader or a URL shortener."],
  ["**Discord or Slack bot**: reminders, polls or a daily stand-up prompt for a team.", "beginner"],
  ["**Portfolio site with a blog**: a static site generator, your projects and notes, deployed on every push.", "beginner"],
  ["**Multiplayer quiz game**: rooms, a shared timer and a leaderboard; a good way to learn state sync.", "advanced"],
];

/** A coding interview: what interviewers look for, as a candidate prepares for it ("tips for a coding interview"). */
export const CODING_INTERVIEW: readonly Suggestion[] = [
  ["**Practise problems out loud**: solve a few problems a week on LeetCode or HackerRank while talking through your thinking, as you'll have to in the interview."],
  ["**Clarify the problem first**: restate it, and ask about the input size, edge cases and what to return before you write any code."],
  ["**Start with a brute-force solution**: say it and its complexity, then optimise; a working simple answer beats an unfinished clever one."],
  ["**Know your complexity**: be ready to give the time and space complexity (Big-O) of your solution and the trade-offs of the alternatives."],
  ["**Test your code with examples**: walk through a normal case and the edge cases (empty input, one element, duplicates, very large values) before you say you're done."],
  ["**Review the core patterns**: hash maps, two pointers, sliding window, stacks and queues, trees and graphs (BFS and DFS), binary search and basic dynamic programming."],
  ["**Write clean, readable code**: clear names and small helper functions make it easier for the interviewer to follow, and for you to debug."],
  ["**Do mock interviews**: practise with a friend or on a site like Pramp or interviewing.io, with a timer, to get used to the pressure."],
  ["**Prepare the behavioural questions too**: have two or three short stories ready about a project, a disagreement and a mistake, in the STAR format."],
  ["**Ask good questions at the end**: about the team, how they work and what success looks like in the role; it shows genuine interest."],
];

/** Getting better at coding once the basics are there ("How do I get better at coding?"): practice, feedback, fundamentals. */
export const CODING_SKILLS: readonly Suggestion[] = [
  ["**Build projects you care about**: finishing real things teaches more than tutorials; start small and keep adding features."],
  ["**Read other people's code**: well-maintained open-source projects show how experienced developers structure and name things."],
  ["**Get your code reviewed**: feedback from a more experienced developer, at work or on an open-source project, finds habits you can't see yourself."],
  ["**Practise deliberately**: solve a small problem most days (Exercism, Advent of Code, LeetCode), and go back to the ones you found hard."],
  ["**Learn your tools well**: the debugger, your editor's shortcuts, Git and the terminal save time every day."],
  ["**Write tests**: they make you think about edge cases and let you change code without fear."],
  ["**Refactor your old code**: rewriting something from a few months ago shows how far you've come and what to do better."],
  ["**Learn the fundamentals**: data structures, algorithms, and how networks, databases and memory work make every new framework easier."],
  ["**Try a language with a different style**: a functional or a lower-level language changes how you think in your main one."],
  ["**Teach what you learn**: a short write-up or explaining it to someone shows where your understanding has gaps."],
];

/** The habit tables, the more specific first (saving on groceries before saving money). */
export const HABIT_TOPICS: readonly SuggestionTopic[] = [
  {
    name: "clean code",
    when: /\b(?:nam(?:e|es|ing)\s+(?:variables?|functions?|things|classes|methods)|variable names?|clean(?:er)?\s+(?:\w+\s+)?code|readable\s+(?:\w+\s+)?code|code\s+quality|code\s+readability)\b/i,
    serves: "tips",
    items: CLEAN_CODE,
    closing: "Want me to review a snippet of yours with these in mind?",
  },
  {
    name: "coding interview",
    when: /\b(?:coding|technical|tech|programming|software(?:\s+engineer(?:ing)?)?|developer|engineering|whiteboard|algorithms?)\s+interviews?\b|\bleetcode\b/i,
    serves: "tips",
    items: CODING_INTERVIEW,
    closing: "Want a practice problem to try, with hints as you go?",
  },
  {
    name: "coding skills",
    when: /\b(?:better|good)\s+(?:at\s+)?(?:coding|programming)\b|\b(?:better|good)\s+(?:programmer|coder|developer|software\s+engineer)\b|\b(?:coding|programming)\s+skills?\b|\bimprov\w*\s+(?:(?:at|my|your)\s+)?(?:coding|programming)\b/i,
    serves: "tips",
    items: CODING_SKILLS,
    closing: "Tell me which language you use and what you've built so far, and I can suggest a project to practise with.",
  },
  {
    name: "side projects",
    when: /\b(?:side|coding|programming|portfolio|software|web|dev|developer)\s+projects?\b|\bprojects?\b.*\b(?:learn|practi[cs]e|developers?|programmers?|coders?|code|coding|portfolio|resume|cv|react|python|javascript|typescript|rust)\b|\b(?:apps?|things)\s+to\s+build\b|\bapps?\b.*\b(?:developers?|programmers?|beginners?|portfolio|to learn|to practi[cs]e)\b/i,
    serves: "ideas",
    items: SIDE_PROJECTS,
    closing: "Pick one and I can sketch its data model and a first milestone.",
  },
  {
    name: "sleep",
    when: /\b(?:sleep\w*|insomnia|bedtime|restful|fall(?:ing)? asleep)\b/i,
    serves: "both",
    items: SLEEP,
    closing: "If poor sleep goes on for weeks despite these, it's worth talking to a doctor.",
  },
  {
    name: "saving on groceries",
    when: /\b(?:grocer(?:y|ies)|food (?:shopping|bill|budget)|supermarket|food costs?)\b/i,
    serves: "both",
    items: GROCERY_SAVINGS,
    closing: "Want me to put together a week of budget-friendly meals with a shopping list?",
  },
  {
    name: "saving money",
    when: /\b(?:sav(?:e|ing)\s+(?:more\s+|some\s+)?money|money[- ]saving|sav(?:e|ing)(?:\s+up)?(?=\s+for\b)|budget(?:ing)?|spend(?:ing)? less|personal financ\w*|frugal\w*|cut(?:ting)? (?:back|costs?|expenses)|debt)\b/i,
    serves: "both",
    items: MONEY_SAVINGS,
    closing: "Want help setting up a simple monthly budget?",
  },
  {
    name: "stress",
    when: /\b(?:stress\w*|anxiety|anxious|calm(?:er)?|relax\w*|burn(?:ed|t)?[- ]?out|overwhelm\w*)\b/i,
    serves: "both",
    items: STRESS,
    closing: "Which of these fits your day best? I can help you turn it into a routine.",
  },
  {
    name: "productivity",
    when: /\b(?:productiv\w*|focus\w*|procrastinat\w*|time management|get(?:ting)? (?:more )?(?:things|stuff) done|concentrat\w*|efficien\w*|organi[sz]ed)\b/i,
    serves: "both",
    items: PRODUCTIVITY,
    closing: "Start with one or two of these for a week before adding more.",
  },
  // Tips only: "project ideas for students" are projects, not study habits.
  {
    name: "studying",
    when: /\b(?:stud(?:y|ying|ies)|exams?|finals|revision|revis(?:e|ing)|homework|school|college|university|students?)\b/i,
    serves: "tips",
    items: STUDYING,
    closing: "Tell me the subject and the exam date, and I can draft a study plan.",
  },
  {
    name: "language learning",
    // A language is learned ("learning Spanish"): "the French revolution" is history.
    when: /\b(?:learn\w*|speak\w*|practi[cs]\w*|stud(?:y|ying))\b.*\b(?:spanish|french|german|italian|portuguese|japanese|korean|mandarin|chinese|arabic|russian|hindi|dutch|swedish|greek|turkish|polish|english)\b|\b(?:(?<!programming\s|coding\s)languages?|vocabulary|fluent|fluency)\b/i,
    serves: "both",
    items: LANGUAGE_LEARNING,
    closing: "Want a simple weekly plan that puts these together?",
  },
  {
    name: "remote work",
    when: /\b(?:remote(?:ly)?|work(?:ing)? from home|wfh|home office|distributed teams?|telework\w*)\b/i,
    serves: "both",
    items: REMOTE_WORK,
    closing: "Is there a part of working from home that's hardest for you? I can go deeper on that.",
  },
  {
    name: "health",
    when: /\b(?:health\w*|fit(?:ness)?|exercis\w*|workouts?|work(?:ing)? out|gym|stay(?:ing)? active|in shape|lose weight|weight loss|eat(?:ing)? (?:better|well|healthier))\b/i,
    serves: "both",
    items: HEALTH,
    closing: "If you have a health condition, check with your doctor before starting a new exercise routine.",
  },
];
