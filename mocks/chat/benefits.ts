/**
 * The benefits of the subjects demo users ask about most ("List 3 benefits of exercise", "What
 * are the benefits of meditation?", "Give me 5 reasons to learn Python"), written for each
 * subject, best known first: general points ("Long-term payoff", "Help is easy to find") read as
 * filler for a habit whose benefits everyone knows. Unlike pros-and-cons.ts these have no
 * drawbacks side; advantages.ts asks them after it and takes as many points as the prompt counts.
 */

export interface Benefits {
  /** The whole subject as a prompt writes it, lower case, articles and "learning" already dropped. */
  subject: RegExp;
  points: readonly string[];
  /** The closing line: a well-known rule of thumb for the subject. */
  close: string;
}

const LANGUAGES = "spanish|french|german|italian|portuguese|japanese|chinese|mandarin|korean|arabic|russian|dutch|hindi";

const BENEFITS: readonly Benefits[] = [
  {
    subject: /^(?:(?:regular|daily)\s+)?(?:exercise|exercising|physical\s+activity|working\s+out|workouts?)$/,
    points: [
      "**Healthier heart**: regular activity lowers blood pressure and the risk of heart disease and stroke.",
      "**Better mood**: exercise relieves stress and eases symptoms of anxiety and depression.",
      "**Weight control**: it burns calories and, with a balanced diet, helps you keep a healthy weight.",
      "**Stronger muscles and bones**: strength and weight-bearing exercise slow the loss of muscle and bone density that comes with age.",
      "**Better sleep**: people who are active during the day tend to fall asleep faster and sleep more deeply.",
      "**Lower risk of chronic disease**: including type 2 diabetes and several cancers.",
      "**More energy**: a fitter body makes everyday tasks easier and less tiring.",
      "**Sharper thinking**: regular exercise is linked to better memory and a lower risk of cognitive decline.",
    ],
    close: "Health guidelines suggest at least 150 minutes of moderate activity a week, plus muscle-strengthening exercise on two days.",
  },
  {
    subject: /^(?:(?:daily|regular)\s+)?(?:meditation|meditating|mindfulness(?:\s+meditation)?)$/,
    points: [
      "**Less stress**: regular practice calms the body's stress response and helps you meet stress more calmly.",
      "**Less anxiety**: mindfulness-based programs reduce symptoms of anxiety for many people.",
      "**Better focus**: practising attention on the breath makes it easier to notice when your mind wanders and bring it back.",
      "**Emotional balance**: it puts a little space between feeling something and reacting to it.",
      "**Better sleep**: a short session before bed can quiet a racing mind.",
      "**Self-awareness**: you get to know your own thought patterns and habits.",
      "**Lower blood pressure**: studies find modest reductions, especially alongside other healthy habits.",
    ],
    close: "Even ten minutes a day helps; practising regularly matters more than long sessions.",
  },
  {
    subject: /^(?:reading(?:\s+books)?|(?:reading\s+)?books)$/,
    points: [
      "**Knowledge**: books give you other people's experience and expertise in depth.",
      "**Vocabulary and writing**: regular readers pick up new words and absorb how good sentences are built.",
      "**Focus**: following a long text trains sustained attention, a counterweight to quick scrolling.",
      "**Empathy**: fiction lets you see the world through other people's eyes.",
      "**Stress relief**: getting absorbed in a book is a good way to unwind.",
      "**Better sleep routine**: a paper book is a screen-free way to wind down before bed.",
      "**An active mind**: staying mentally active through reading is linked to slower cognitive decline later in life.",
    ],
    close: "A few pages a day adds up to many books a year.",
  },
  {
    subject: /^(?:drinking\s+(?:more\s+|enough\s+)?water|water|staying\s+hydrated|hydration)$/,
    points: [
      "**Energy and focus**: even mild dehydration can cause tiredness, headaches and poorer concentration.",
      "**Temperature control**: your body cools itself by sweating, which uses water.",
      "**Kidney health**: enough fluid helps the kidneys flush out waste and lowers the risk of kidney stones.",
      "**Digestion**: water helps keep you regular and prevents constipation.",
      "**Joints**: fluids keep joints and tissues lubricated and cushioned.",
      "**Physical performance**: staying hydrated supports endurance and recovery during exercise.",
      "**Fewer sugary drinks**: choosing water over soda or juice cuts sugar and calories.",
    ],
    close: "How much you need varies with heat, activity and body size; drinking when you are thirsty and pale yellow urine are good guides.",
  },
  {
    subject: /^(?:(?:good|enough|more|quality)\s+)?(?:sleep|sleeping)$|^(?:getting|a)\s+(?:good\s+night'?s\s+sleep|(?:enough|more|good)\s+sleep)$/,
    points: [
      "**Memory and learning**: the brain consolidates what you learned during the day while you sleep.",
      "**Focus and decisions**: well-rested people concentrate better, react faster and make fewer mistakes.",
      "**Mood**: enough sleep makes you less irritable and better at handling stress.",
      "**Immune system**: sleep helps the body fight off infections.",
      "**Heart health**: regularly sleeping too little is linked to high blood pressure and heart disease.",
      "**Weight**: short sleep disturbs the hormones that control hunger, which makes overeating likelier.",
      "**Physical recovery**: muscles and tissues repair themselves during deep sleep.",
    ],
    close: "Most adults need 7–9 hours a night, ideally on a regular schedule.",
  },
  {
    subject: new RegExp(String.raw`^(?:learning\s+|learn\s+)?(?:(?:a|another)\s+)?(?:(?:new|second|foreign|different)\s+)?(?:languages?|${LANGUAGES})$|^(?:being\s+)?(?:bilingual|bilingualism|multilingual)$`),
    points: [
      "**Career opportunities**: employers value language skills, especially in international business, tourism and public service.",
      "**Travel**: getting around, ordering food and talking with locals becomes easier and far richer.",
      "**Connection**: you can talk with people in their own language, from new friends to family.",
      "**Culture**: films, books and music in the original, without losing anything in translation.",
      "**A workout for the brain**: learning a language trains memory and attention, and bilingualism has been linked to a later onset of dementia.",
      "**Your own language**: comparing grammar and vocabulary makes you more aware of how your native language works.",
      "**The next one is easier**: each language you learn makes learning another one easier.",
    ],
    close: "Short daily practice does more than an occasional long session.",
  },
  {
    subject: /^(?:learning\s+|learn\s+)?python(?:\s+(?:programming|language|first))?$/,
    points: [
      "**Easy to read and learn**: its clean syntax reads almost like English, so it's a common first language.",
      "**Data science and AI**: pandas, NumPy, scikit-learn and PyTorch make it the standard language for data and machine learning.",
      "**Versatile**: web backends (Django, Flask, FastAPI), scripting, automation, testing and data analysis, all in one language.",
      "**A huge ecosystem**: hundreds of thousands of packages on PyPI, so most problems already have a library.",
      "**In demand**: it's among the most used and most wanted languages in developer surveys, with jobs to match.",
      "**Automation**: short scripts take over boring tasks like renaming files, filling spreadsheets or scraping web pages.",
      "**A big community**: tutorials, documentation and answers to almost any question are easy to find.",
    ],
    close: "It's slower than compiled languages like C or Rust, but for most tasks that rarely matters.",
  },
];

/**
 * The benefits written for `subject` (as the prompt writes it), or undefined.
 * @example benefitsOf("exercise")?.points[0] // "**Healthier heart**: …"
 */
export function benefitsOf(subject: string): Benefits | undefined {
  const bare = subject.toLowerCase().replace(/^(?:the|a|an|using)\s+/, "").trim();
  return BENEFITS.find((entry) => entry.subject.test(bare));
}
