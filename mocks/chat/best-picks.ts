/**
 * Replies to "What's the best X for Y?" where people broadly agree on an answer: the best
 * programming language for beginners, for the web, data science, mobile apps or games, a front-end
 * framework, a database for a startup, an editor, a way to learn to code, a note-taking app, a
 * password manager, a budgeting method, when to post on social media, exercise for weight loss, a
 * first camera, a houseplant for beginners, a family dog, a way to start investing. A model answers
 * with a pick and why, then the alternatives by goal, and says where it depends; the general reply
 * only restated the question.
 *
 * The picks are the common consensus (Python for a first language, PostgreSQL for a startup, VS Code
 * as an editor, broad index funds to start investing), not an authority's ranking; where there is no
 * single best (a note-taking app, a password manager, a time to post) the reply says so and names
 * well-known options by what they suit, without claiming one is best. No prices, versions or
 * statistics are given, since those change; money and exercise are said to be general, not personal
 * advice. "Which is better, Python or JavaScript?" is comparisons.ts's, a laptop for programming
 * coding-laptops.ts's, the best time to visit a place best-time.ts's and the best books
 * recommendations.ts's: their prompts name no subject here. "What programming language should I
 * learn first?" asks the first question without "best", and gets its answer.
 */

/** A reply's parts. */
interface Answer {
  /** The pick and why, first. */
  readonly lead: string;
  /** Alternatives by goal or situation, one line each. */
  readonly alternatives: readonly string[];
  /** After the alternatives: where it depends, and a question back. */
  readonly close: string;
}

/** A question this table answers: the words that ask it, and its answer. */
interface BestPick extends Answer {
  readonly asked: RegExp;
}

/** The cheap cue: only a question about the best of something, or a first language, is read further. */
const CUE = /\bbest\b|\bfirst\b/;
const MAX_PROMPT = 200;

/** "best programming language", "best first language", "best coding language". */
const LANGUAGE = /\bbest\s+(?:(?:programming|coding|computer|first|beginner'?s?|starter)\s+)*languages?\b/;
/**
 * The same question without "best": "What programming language should I learn first?", "Which
 * language to learn first for web development?", "What should my first programming language be?",
 * "a good first coding language". A bare "first language" is left alone ("English is my first
 * language"), and "What should I learn first, Python or JavaScript?" names no language to pick, so
 * it stays comparisons.ts's; the words between are bounded, so no backtracking.
 */
const FIRST_LANGUAGE = /\b(?:what|which)\s+(?:(?:programming|coding|computer)\s+)?languages?\s+(?:should|do|would|to|is|must|could|can)\b(?:\s+[\w']+){0,4}?\s+first\b|\bfirst\s+(?:programming|coding|computer)\s+language\b/;
/** A language asked about is a programming one when the prompt says so or names what it builds. */
const PROGRAMMING = /\b(?:programming|coding|code|coder|developers?|software|computer\s+science|web|websites?|front[- ]?end|back[- ]?end|data\s+(?:science|analysis|analytics)|machine\s+learning|ml|ai|mobile|ios|android|apps?|games?)\b/;

const CLOSE_LANGUAGE = "The language matters less than it seems: the concepts (variables, loops, functions, data structures) carry over, and most developers learn several. What would you like to build? I can suggest a first project in it.";

/** The best language by what it is for, most specific first; the last one is the default. */
const LANGUAGES: readonly (readonly [RegExp, Answer])[] = [
  [
    /\bgames?\b|\bgame\s*dev/,
    {
      lead: "For game development, the language follows the engine, and for most beginners and indie developers that means **C# with Unity**: Unity is widely used, well documented and runs on desktop, mobile and consoles.",
      alternatives: [
        "**C++ with Unreal Engine:** for high-end 3D games and the big studios; Unreal's Blueprints let you start with visual scripting.",
        "**GDScript with Godot:** Godot is free and open source, light, and great for 2D; GDScript reads much like Python.",
        "**Luau with Roblox:** Roblox games are scripted in Luau, a dialect of Lua, a fun start for younger developers.",
        "**JavaScript:** for simple browser games, with libraries like Phaser.",
      ],
      close: "Pick the engine first (2D or 3D, which platforms), then its language. What kind of game do you want to make?",
    },
  ],
  [
    /\bdata\b|\bmachine\s+learning\b|\bml\b|\bai\b|\bstatistic/,
    {
      lead: "For data science, the best language is **Python**: it has the libraries the field runs on (pandas and NumPy for data, scikit-learn for machine learning, PyTorch and TensorFlow for deep learning, Matplotlib for charts) and Jupyter notebooks for exploring.",
      alternatives: [
        "**SQL:** learn it alongside Python; most data lives in databases, and almost every data job asks for it.",
        "**R:** strong for statistics and research, with the tidyverse and ggplot2; common in academia and biostatistics.",
        "**Julia:** fast numerical computing, used in some scientific work, with a smaller community.",
      ],
      close: "Python and SQL together cover most data jobs. Are you heading towards analysis, machine learning or research? I can suggest what to learn first.",
    },
  ],
  [
    /\bweb\b|\bwebsites?\b|\bfront[- ]?end\b|\bback[- ]?end\b|\bfull[- ]?stack\b/,
    {
      lead: "For web development, the best language to learn is **JavaScript** (with HTML and CSS): it is the language every browser runs, so every front end uses it, and with Node.js it runs on the server too.",
      alternatives: [
        "**TypeScript:** JavaScript with types; learn it once JavaScript feels comfortable, as most larger projects use it.",
        "**Python (Django, Flask, FastAPI):** a popular choice for back ends, especially next to data work.",
        "**PHP (Laravel, WordPress):** still powers a large share of websites, WordPress above all.",
        "**Go, Java or C#:** common for large back-end services.",
      ],
      close: "For the front end there is no real alternative to JavaScript; for the back end it depends on the team and the project. Do you want to build the front end, the back end or both?",
    },
  ],
  [
    /\bmobile\b|\bios\b|\bandroid\b|\biphone\b|\bapps?\b/,
    {
      lead: "For mobile apps it depends on the platform: **Swift** for iOS (with SwiftUI) and **Kotlin** for Android, the languages Apple and Google build their tools around.",
      alternatives: [
        "**Dart with Flutter:** one code base for iOS and Android, from Google.",
        "**JavaScript or TypeScript with React Native:** one code base for both, a natural step if you already know React.",
        "**Native (Swift and Kotlin):** best when the app needs the latest platform features or the smoothest performance.",
      ],
      close: "Building for iOS needs a Mac, since Xcode runs only on macOS. Are you targeting iPhone, Android or both?",
    },
  ],
  [
    /\bbeginners?\b|\bfirst\b|\bstart|\blearn|\bnew\s+to\b|\bnewbies?\b|\bnovices?\b|\bkids?\b|\bchildren\b|\bprogramming\b|\bcoding\b/,
    {
      lead: "For most beginners, the best first language is **Python**: its syntax is clean and readable, so you learn programming rather than punctuation, it has a huge community and free tutorials, and it is used for real work (automation, data, web back ends).",
      alternatives: [
        "**JavaScript:** if you want to build websites; it runs in every browser, so you see results right away.",
        "**Swift or Kotlin:** if you want to build iPhone or Android apps.",
        "**C# (with Unity):** if you want to make games.",
        "**Scratch:** for children, with blocks instead of typing.",
      ],
      close: CLOSE_LANGUAGE,
    },
  ],
];

const PICKS: readonly BestPick[] = [
  {
    asked: /\bbest\s+(?:front[- ]?end|javascript|js)\s+(?:web\s+)?(?:frameworks?|librar(?:y|ies))\b|\bbest\s+(?:web\s+)?frameworks?\s+(?:for|to\s+learn\s+(?:as|for))\s+(?:an?\s+)?(?:beginners?|front[- ]?end)/,
    lead: "For a beginner front-end developer, the best framework to learn is **React**: it is the most widely used, so it has the most tutorials, answers and job openings, and what you learn (components, props, state) carries over to the others. Learn plain HTML, CSS and JavaScript first; React is much easier on top of them.",
    alternatives: [
      "**Vue:** a gentle learning curve and very clear official docs; a good pick if React feels like a lot.",
      "**Svelte:** little boilerplate and code that reads close to plain HTML and JavaScript.",
      "**Angular:** a complete framework with TypeScript built in, common in large companies.",
      "**Next.js:** once you know React, the usual way to build full websites with it.",
    ],
    close: "Jobs near you are a good tiebreaker: look at which framework local listings ask for. Would you like a first project to build with it?",
  },
  {
    asked: /\bbest\s+(?:(?:sql|nosql|relational|open[- ]source|free)\s+)?(?:database|db)s?\b/,
    lead: "For most startups, the best default database is **PostgreSQL**: open source, reliable and relational (SQL), it also stores JSON well, has extensions for maps (PostGIS) and vector search (pgvector), and every cloud offers it managed, so it grows with you.",
    alternatives: [
      "**SQLite:** for a prototype, a small app on one server, or a mobile or desktop app; zero setup.",
      "**MySQL:** equally proven and widely hosted; fine if your team or framework knows it better.",
      "**MongoDB:** if your data really is documents whose shape changes often; most startup data is relational, though.",
      "**Redis:** next to your main database, for caching, sessions and queues, not instead of it.",
    ],
    close: "A boring, well-known database you can hire for beats a clever one. What are you building, and how does your data fit together?",
  },
  {
    asked: /\bbest\s+(?:(?:free|code|text|programming|coding|python|java|javascript|js|c\+\+|c#|beginner'?s?)\s+)*(?:editors?|ides?)\b/,
    lead: "For most people, and beginners above all, the best editor is **Visual Studio Code**: free, on Windows, macOS and Linux, with extensions for almost every language, a built-in terminal, Git support and a debugger.",
    alternatives: [
      "**PyCharm:** a full IDE for Python, with a free edition; strong refactoring and debugging.",
      "**IntelliJ IDEA:** the usual IDE for Java and Kotlin.",
      "**Visual Studio:** for C# and .NET on Windows.",
      "**Xcode or Android Studio:** for iPhone or Android apps, where each is the standard.",
      "**Thonny:** a very simple Python editor made for learning.",
    ],
    close: "Which language are you working in? I can suggest the extensions worth installing.",
  },
  {
    asked: /\bbest\s+(?:way|ways|place|places|resources?|sites?|websites?|course|courses|method)\s+(?:for\s+(?:a\s+)?beginners?\s+)?to\s+(?:learn\s+(?:how\s+)?(?:to\s+)?(?:code|coding|program|programming)|start\s+(?:coding|programming))\b/,
    lead: "The best way to learn to code is to pick **one language** (Python, or JavaScript for websites), follow **one structured course** to the end, and **build small projects** from the first weeks: you learn by writing code, not by watching it.",
    alternatives: [
      "**Free structured courses:** Harvard's CS50 for the foundations, freeCodeCamp or The Odin Project for web development.",
      "**Code a little every day:** half an hour daily beats a long session once a week.",
      "**Build your own projects:** a to-do list, a small game, a script that automates something you do; avoid endless tutorials without building.",
      "**Read the error messages and search them:** debugging is most of the job, and you learn it by doing it.",
      "**Share your code:** GitHub, a study group or a mentor gets you feedback.",
    ],
    close: "What would you like to be able to build? I can suggest a first language and a first project for it.",
  },
  {
    asked: /\bbest\s+(?:(?:free|digital)\s+)*(?:note[- ]?taking|notes?)\s+(?:apps?|tools?|software|programs?)\b|\bbest\s+(?:apps?|tools?|software)\s+for\s+(?:taking\s+)?notes\b|\bbest\s+(?:way|app)\s+to\s+take\s+notes\b/,
    lead: "There is no single best note-taking app; the best is the one you will open every day. A good default is the **one built into your devices** (Apple Notes, Google Keep or Samsung Notes) for quick notes, and one of these when you want more:",
    alternatives: [
      "**Notion:** pages, tables and databases in one place; great for projects and sharing with a team.",
      "**Obsidian:** notes as plain Markdown files on your own device, linked to each other; works offline and suits a personal knowledge base.",
      "**Microsoft OneNote:** free-form notebooks, good with a stylus and with Microsoft 365.",
      "**Joplin:** open source, Markdown, with end-to-end encrypted sync.",
    ],
    close: "Do you mostly jot quick notes, organise projects, or build up a knowledge base? I can narrow it down.",
  },
  {
    asked: /\bbest\s+(?:free\s+)?password\s+(?:managers?|apps?|keepers?)\b/,
    lead: "Any reputable password manager is a big step up from reusing passwords, so the best one is one you will actually use on all your devices. Well-known, widely trusted options:",
    alternatives: [
      "**Bitwarden:** open source, with a free plan that syncs across all your devices.",
      "**1Password:** polished apps and family sharing; paid.",
      "**Built into your devices:** Apple Passwords (iCloud Keychain) or Google Password Manager, free and easy if you stay with one ecosystem.",
      "**KeePassXC:** open source and offline; your passwords stay in a file you control.",
    ],
    close: "Whichever you choose, use a long, unique master password and turn on two-factor authentication. Which devices do you need it on?",
  },
  {
    asked: /\bbest\s+(?:budget(?:ing)?\s+(?:methods?|systems?|rules?|strateg(?:y|ies)|techniques?|approach(?:es)?|apps?)|way\s+to\s+(?:make\s+a\s+)?budget)\b/,
    lead: "For most people starting out, the **50/30/20 rule** is the best budgeting method: split your take-home pay into 50% for needs (rent, bills, groceries), 30% for wants and 20% for savings and paying off debt. It is simple enough to stick with, and you can adjust the split to your situation.",
    alternatives: [
      "**Zero-based budgeting:** give every dollar a job until income minus spending is zero; more work, more control (the YNAB app is built on it).",
      "**Envelope system:** cash, or digital envelopes, for each spending category; once an envelope is empty, that spending stops. Good for overspending.",
      "**Pay yourself first:** automate savings on payday and spend the rest freely; the least effort.",
    ],
    close: "Start by tracking a month of spending to see where the money goes. Would you like help setting up a 50/30/20 budget from your numbers? This is general guidance, not financial advice.",
  },
  {
    asked: /\bbest\s+(?:times?|days?|hours?)\s+(?:of\s+(?:the\s+)?(?:day|week)\s+)?to\s+post\b/,
    lead: "Honestly, it depends on your audience: the best time to post is when your followers are online, and that varies by platform, industry and time zone. As a general pattern, studies by scheduling tools often find weekday mornings to midday (roughly 9 a.m. to 1 p.m. in your audience's time zone), Tuesday to Thursday, do well.",
    alternatives: [
      "**Check your own analytics:** Instagram, TikTok, Facebook and LinkedIn all show when your followers are active; that beats any general study.",
      "**LinkedIn:** a business audience, so weekday working hours usually do best.",
      "**Instagram and TikTok:** more varied; evenings and weekends can work well for entertainment and lifestyle content.",
      "**Test it:** post at a few different times for a few weeks and compare reach.",
    ],
    close: "Posting consistently matters more than the exact hour. Which platform and audience is it for?",
  },
  {
    asked: /\bbest\s+(?:(?:kind|type|form)s?\s+of\s+)?(?:exercises?|workouts?|cardio|sports?|activit(?:y|ies))\s+(?:for|to)\s+(?:weight\s+loss|(?:lose|losing)\s+(?:weight|fat|belly\s+fat)|fat\s+loss|(?:burn|burning)\s+(?:fat|calories))\b/,
    lead: "The best exercise for weight loss is the one you will keep doing: most weight loss comes from eating fewer calories than you burn, and exercise helps most when it is regular. A combination works best:",
    alternatives: [
      "**Cardio you enjoy:** brisk walking, cycling, swimming, running or dancing; walking is underrated and easy to do every day.",
      "**Strength training two or more times a week:** keeps your muscle while you lose fat, so more of the weight lost is fat.",
      "**HIIT (interval training):** burns a lot in little time, if you are fit enough for it.",
      "**More daily movement:** steps, stairs, standing; it adds up over a week.",
    ],
    close: "The WHO recommends adults get 150 to 300 minutes of moderate activity a week, plus strength training on two days. You can't burn fat from one spot (like the belly) with targeted exercises. This is general guidance; check with a doctor if you have a health condition. Would you like a simple weekly plan?",
  },
  {
    asked: /\bbest\s+(?:(?:first|beginner'?s?|starter|entry[- ]level)\s+)?cameras?\s+(?:for\s+(?:an?\s+)?(?:beginners?|(?:beginner|starting|learning)\s+photograph\w*|photography\s+beginners?|starting\s+out|learning)|to\s+(?:start|learn)\s+photography)|\bbest\s+(?:first|beginner'?s?|starter|entry[- ]level)\s+cameras?\b/,
    lead: "For a first camera, the best choice for most people is an **entry-level mirrorless camera** with interchangeable lenses from Canon, Nikon, Sony or Fujifilm: lighter than a DSLR, with a viewfinder that shows the exposure before you shoot, and it is where the makers put their new lenses now. Examples in that class are the Canon EOS R50, Nikon Z50, Sony a6400 and Fujifilm X-T30 II.",
    alternatives: [
      "**The phone you already have:** learn composition and light with it first; it costs nothing.",
      "**A used DSLR or mirrorless body:** very good value, with cheap lenses on the used market too.",
      "**A compact camera:** if you want better photos than a phone in your pocket without changing lenses.",
      "**A fast prime lens** (a 50mm f/1.8 or its equivalent) is the best cheap upgrade, whatever body you buy.",
    ],
    close: "Models change every year, so check current reviews and try a camera in your hands before buying. What do you want to photograph, and what is your budget?",
  },
  {
    asked: /\bbest\s+(?:(?:indoor|house|low[- ]light|easy|low[- ]maintenance|beginner'?s?|starter)\s+)*(?:house)?plants?\s+for\s+(?:an?\s+)?(?:beginners?|low[- ]light|indoors?|(?:my\s+|an?\s+)?(?:apartment|home|office|bedroom)|people\s+who)|\bbest\s+(?:(?:beginner'?s?|easy|low[- ]maintenance|indoor|starter)\s+)+(?:house)?plants?\b|\bbest\s+houseplants?\b/,
    lead: "For beginners, the best houseplant is a **pothos**: it grows in low or bright indirect light, forgives missed waterings, and droops to tell you it is thirsty. A **snake plant** is just as easy: it tolerates low light and wants water only when its soil is fully dry.",
    alternatives: [
      "**ZZ plant:** thrives on neglect and low light; water it every few weeks.",
      "**Spider plant:** easy, grows fast, and is safe for cats and dogs.",
      "**Peace lily:** flowers in low light and droops when it needs water, then perks up.",
    ],
    close: "The most common way to kill a houseplant is overwatering: let the top of the soil dry out first, and use a pot with a drainage hole. Pothos, snake plants and peace lilies are toxic to cats and dogs if chewed. How much light does the spot get?",
  },
  {
    asked: /\bbest\s+(?:(?:dog\s+)?breeds?(?:\s+of\s+dogs?)?|dogs?(?:\s+breeds?)?)\s+for\s+(?:an?\s+)?(?:famil(?:y|ies)|kids|children|households?\s+with\s+(?:kids|children))\b|\bbest\s+(?:family|kid[- ]friendly)\s+dogs?\b/,
    lead: "The breeds most often recommended for families are the **Labrador Retriever** and the **Golden Retriever**: friendly, patient and eager to please, good with children, and easy to train. Both need daily exercise and shed a lot.",
    alternatives: [
      "**Beagle:** cheerful, sturdy and good with kids; follows its nose and can be vocal.",
      "**Cavalier King Charles Spaniel:** a gentle, affectionate small dog for a quieter home; prone to heart problems, so choose a careful breeder.",
      "**Poodle (Standard or Miniature):** clever and low-shedding, a good fit for allergy-prone families; needs regular grooming.",
      "**A mixed breed from a shelter:** staff can tell you how an adult dog is with children, which tells you more than a breed.",
    ],
    close: "The individual dog's temperament, and matching its energy to your family's time and space, matter more than the breed, and young children and dogs should always be supervised together. How much space and time for walks do you have?",
  },
  {
    asked: /\bbest\s+(?:way|ways|thing)\s+(?:for\s+(?:a\s+)?beginners?\s+)?to\s+(?:start\s+)?invest(?:ing)?\b|\bbest\s+(?:investments?|way\s+to\s+invest)\s+for\s+(?:a\s+)?beginners?\b|\bbest\s+beginner\s+investments?\b/,
    lead: "For most beginners, the best way to invest is in **low-cost, broad index funds or ETFs** (for example one tracking a total world stock market or the S&P 500), added to regularly and held for the long term: they spread your money across hundreds or thousands of companies, with low fees and no need to pick stocks.",
    alternatives: [
      "**First, build an emergency fund** (often three to six months of expenses) and pay off high-interest debt like credit cards.",
      "**Use tax-advantaged accounts:** in the US a 401(k) (especially up to any employer match) and an IRA; in the UK an ISA or a pension.",
      "**A target-date fund or a robo-advisor:** if you want one choice that is diversified and rebalanced for you.",
      "**Invest a fixed amount every month:** it takes timing the market out of it.",
    ],
    close: "Only invest money you won't need for at least five years, since markets fall as well as rise, and watch the fees. This is general information, not personal financial advice; a fee-only financial adviser can look at your situation. What is your goal and time horizon?",
  },
];

/**
 * The reply to "What's the best X for Y?" for the subjects above, or undefined for any other prompt.
 * @example bestPickReply("What's the best programming language for beginners?")?.startsWith("For most beginners, the best first language is **Python**") // true
 */
export function bestPickReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT) return undefined;
  const text = prompt.toLowerCase();
  if (!CUE.test(text)) return undefined;
  const pick = LANGUAGE.test(text) || FIRST_LANGUAGE.test(text) ? languagePick(text) : PICKS.find(({ asked }) => asked.test(text));
  if (pick === undefined) return undefined;
  return [pick.lead, "", ...pick.alternatives.map((line) => `- ${line}`), "", pick.close].join("\n");
}

/** The language for what the prompt builds; a language a prompt never ties to programming is a spoken one, left alone. */
function languagePick(text: string): Answer | undefined {
  if (!PROGRAMMING.test(text)) return undefined;
  return LANGUAGES.find(([purpose]) => purpose.test(text))?.[1] ?? LANGUAGES[LANGUAGES.length - 1]![1];
}
