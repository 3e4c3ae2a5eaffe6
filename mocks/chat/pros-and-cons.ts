/**
 * The pros and cons of the subjects demo users ask about most ("What are the pros and cons of
 * electric cars?", "benefits of remote work", "disadvantages of microservices"), written for each
 * subject: general points ("Long-term value", "Upfront effort") read as filler for a thing that
 * has real, well-known trade-offs. advantages.ts asks these first and writes them out.
 */

export interface ProsAndCons {
  /** The whole subject as a prompt writes it, lower case, articles and "using" already dropped. */
  subject: RegExp;
  pros: readonly string[];
  cons: readonly string[];
  /** The closing line: what the trade-off mostly depends on. */
  weigh: string;
}

const PROS_AND_CONS: readonly ProsAndCons[] = [
  {
    subject: /^(?:owning\s+|driving\s+|buying\s+)?(?:an?\s+)?(?:electric\s+(?:cars?|vehicles?)|evs?)$/,
    pros: [
      "**Lower running costs**: charging costs less per mile than fuel, especially overnight at home.",
      "**Less maintenance**: no oil changes and far fewer moving parts, and regenerative braking spares the brakes.",
      "**No tailpipe emissions**: cleaner city air, and lower lifetime CO₂ than a petrol car in most countries.",
      "**Driving experience**: instant torque, quick acceleration and a quiet ride.",
    ],
    cons: [
      "**Upfront cost**: usually pricier to buy than a comparable petrol car, though incentives and used EVs narrow the gap.",
      "**Range and charging time**: long trips need planning around chargers, and a fast charge takes 20–40 minutes, not five.",
      "**Home charging**: without a driveway or a garage to charge in, owning one is much less convenient.",
      "**Battery**: range drops in cold weather, and the battery slowly loses capacity over the years.",
    ],
    weigh: "Whether one suits you depends mostly on where you can charge it and how far you usually drive.",
  },
  {
    subject: /^(?:remote\s+work(?:ing)?|working\s+(?:remotely|from\s+home)|work(?:ing)?\s+from\s+home|wfh|telecommuting|hybrid\s+work)$/,
    pros: [
      "**No commute**: time and money saved every day.",
      "**Flexibility**: arrange your day around your life, and work when you focus best.",
      "**Fewer interruptions**: quiet stretches for deep work.",
      "**Wider choice**: people can work for companies anywhere, and companies can hire anywhere.",
    ],
    cons: [
      "**Isolation**: fewer casual conversations, which can feel lonely.",
      "**Blurred boundaries**: when home is the office, it's harder to switch off.",
      "**Communication overhead**: more messages and video calls, and decisions can take longer.",
      "**Less learning by osmosis**: juniors see less of how experienced colleagues work, and mentoring takes more effort.",
    ],
    weigh: "It works best with a good home setup, clear communication habits and some regular time together in person.",
  },
  {
    subject: /^(?:social\s+media(?:\s+(?:use|platforms?))?|social\s+networks?|social\s+networking)$/,
    pros: [
      "**Staying in touch**: easy to keep up with friends and family far away.",
      "**Community and information**: niche interests, support groups and news in one place.",
      "**Opportunities**: networking, job hunting, and promoting a business or creative work cheaply.",
      "**A voice**: anyone can publish and find an audience.",
    ],
    cons: [
      "**Mental health**: comparison, fear of missing out and cyberbullying are linked to anxiety and low self-esteem, especially in teenagers.",
      "**Time**: feeds are designed to keep you scrolling.",
      "**Misinformation**: false claims can spread faster than corrections.",
      "**Privacy**: platforms collect a lot of personal data, and what you post can stay online for good.",
    ],
    weigh: "Much depends on how it's used: deliberate use tends to help, endless scrolling tends to hurt.",
  },
  {
    subject: /^nuclear\s+(?:energy|power(?:\s+plants?)?)$/,
    pros: [
      "**Low carbon**: lifecycle emissions comparable to wind power.",
      "**Reliable**: runs around the clock whatever the weather, typically over 90% of the time.",
      "**Small footprint**: a great deal of energy from little fuel and little land.",
      "**Safety record**: per unit of energy, one of the lowest death rates of any source, comparable to wind and solar.",
    ],
    cons: [
      "**Cost and delays**: new plants are expensive and often years late and over budget.",
      "**Waste**: spent fuel stays radioactive for thousands of years and needs long-term storage.",
      "**Accident risk**: accidents are rare but severe (Chernobyl, Fukushima), and public concern is high.",
      "**Security**: nuclear material and plants must be guarded against misuse.",
    ],
    weigh: "The debate mostly comes down to cost and waste against the need for steady, low-carbon power.",
  },
  {
    subject: /^(?:freelanc(?:ing|e\s+work)|being\s+(?:a\s+)?freelancer|working\s+as\s+a\s+freelancer|self-?employment|being\s+self-?employed)$/,
    pros: [
      "**Freedom**: choose your clients, projects and how you work.",
      "**Flexible schedule and location**: work when and where suits you.",
      "**Earning potential**: you set your rates, and can raise them as you build a reputation.",
      "**Variety**: different projects, industries and people.",
    ],
    cons: [
      "**Irregular income**: busy months and quiet ones, and clients who pay late.",
      "**No employer benefits**: paid leave, a pension and, in some countries, health insurance are yours to arrange.",
      "**Admin and sales**: finding clients, invoicing and taxes take unpaid time.",
      "**Isolation**: no team around you by default.",
    ],
    weigh: "It suits people who are comfortable selling their work and have savings to cover slow months.",
  },
  {
    subject: /^(?:living\s+in\s+(?:a\s+)?(?:big\s+|large\s+)?city|(?:big\s+)?city\s+life|urban\s+living)$/,
    pros: [
      "**Jobs and careers**: more employers, higher salaries and more chances to change jobs.",
      "**Things to do**: restaurants, culture, events and nightlife close by.",
      "**Getting around**: public transport, so a car is often unnecessary.",
      "**People**: it's easier to meet people from many backgrounds and find your community.",
    ],
    cons: [
      "**Cost of living**: housing especially, plus everyday prices.",
      "**Space**: smaller homes and little private outdoor space.",
      "**Noise and crowds**: traffic, busy streets and a faster pace.",
      "**Air quality**: more pollution than in smaller towns and the countryside.",
    ],
    weigh: "It tends to suit people early in their careers or who love being close to everything; space and quiet matter more to others.",
  },
  {
    subject: /^(?:online\s+(?:learning|education|classes|courses|school(?:ing)?|degrees?)|e-?learning|distance\s+learning|learning\s+online)$/,
    pros: [
      "**Flexibility**: study at your own pace and on your own schedule.",
      "**Access**: courses from universities and experts anywhere, without moving.",
      "**Cost**: often cheaper, sometimes free, with no commute.",
      "**Replay**: rewatch lectures and review material as often as you need.",
    ],
    cons: [
      "**Self-discipline**: with no one checking in, many learners drop out; completion rates of open online courses are low.",
      "**Less interaction**: fewer chances to ask questions, discuss and build relationships.",
      "**Hands-on subjects**: labs, practical skills and group work are hard to do online.",
      "**Screen fatigue and tech trouble**: long hours on video and a connection that has to work.",
    ],
    weigh: "It works best for motivated learners, and for courses designed for online rather than moved online.",
  },
  {
    subject: /^(?:ai|artificial\s+intelligence|chatgpt|generative\s+ai)\s+(?:in\s+(?:education|schools?|the\s+classroom|classrooms|teaching|learning)|for\s+(?:education|students|learning|teaching))$/,
    pros: [
      "**Personalized learning**: explanations and practice adapted to each student's pace and level.",
      "**Help at any hour**: instant feedback and tutoring outside class.",
      "**Time for teachers**: help with grading, lesson planning and admin.",
      "**Accessibility**: read-aloud, translation and support for students with disabilities.",
    ],
    cons: [
      "**Cheating and shortcuts**: students can hand in AI-written work and skip the learning.",
      "**Accuracy**: AI can state wrong answers confidently.",
      "**Privacy**: student data may be collected and stored by third parties.",
      "**Over-reliance and unequal access**: less practice at thinking things through, and not every student has the same tools.",
    ],
    weigh: "It helps most as a tutor and assistant under a teacher's guidance, not as a replacement for one.",
  },
  {
    subject: /^(?:(?:installing\s+|rooftop\s+|home\s+)?solar\s+(?:panels?|power|energy)|(?:going|installing)\s+solar)$/,
    pros: [
      "**Lower electricity bills**: the power you make is power you don't buy.",
      "**Clean energy**: no emissions while generating.",
      "**Low maintenance**: no moving parts, and 25-year panel warranties are common.",
      "**Independence**: with a battery, power during outages too.",
    ],
    cons: [
      "**Upfront cost**: payback often takes 6–12 years, depending on prices and incentives.",
      "**Your roof and climate**: shade, orientation and sunshine decide how much you get.",
      "**No sun, no power**: nothing at night, and less in winter, without a battery.",
      "**Hard to move**: the panels stay with the house if you sell.",
    ],
    weigh: "They pay off best on a sunny, unshaded roof in a home you plan to stay in for years.",
  },
  {
    subject: /^(?:a\s+)?microservices?(?:\s+architecture)?$/,
    pros: [
      "**Independent deployments**: each service ships on its own schedule.",
      "**Scaling where it's needed**: scale the busy service, not the whole app.",
      "**Team autonomy**: each team owns its services end to end.",
      "**Fault isolation**: one failing service need not bring down the rest.",
    ],
    cons: [
      "**Operational complexity**: many services to deploy, monitor and trace.",
      "**The network**: calls between services add latency and new ways to fail.",
      "**Data consistency**: no transactions across services, so eventual consistency and sagas.",
      "**Harder testing and debugging**: a request crosses several services and logs.",
    ],
    weigh: "They pay off for large systems built by several teams; for a small team, a well-structured monolith is usually simpler.",
  },
  {
    subject: /^(?:typescript|ts)$/,
    pros: [
      "**Errors caught early**: type errors show in the editor, before the code runs.",
      "**Better tooling**: precise autocompletion, go-to-definition and safe refactoring.",
      "**Self-documenting code**: types describe the shape of data and APIs.",
      "**Scales with teams**: large codebases stay easier to change with confidence.",
    ],
    cons: [
      "**A build step**: code must be compiled, and there's a `tsconfig.json` to configure.",
      "**Learning curve**: generics and advanced types take time to learn.",
      "**More to write**: annotations, and types for libraries that don't ship them.",
      "**No runtime checks**: types are erased, so data from outside (API responses, user input) still needs validating.",
    ],
    weigh: "For anything beyond a small script, it usually pays for itself.",
  },
  {
    subject: /^(?:working\s+(?:at|for|in)\s+(?:a\s+)?start-?ups?|joining\s+(?:a\s+)?start-?up|start-?up\s+jobs?)$/,
    pros: [
      "**Impact**: your work visibly shapes the product and the company.",
      "**Learning fast**: you wear many hats and take on responsibility early.",
      "**Equity**: stock options that could be worth a lot if the company succeeds.",
      "**Less bureaucracy**: small teams, quick decisions.",
    ],
    cons: [
      "**Job security**: most startups fail, and layoffs can come suddenly.",
      "**Pay and benefits**: often lower than at established companies.",
      "**Long hours**: pressure to move fast can mean stress and burnout.",
      "**Less structure**: little formal training, mentoring or process.",
    ],
    weigh: "It suits people who want to learn fast and can afford the risk; stability matters more to others.",
  },
  {
    subject: /^typescript(?:\s+(?:for|in|on|with)\s+(?:an?\s+|my\s+|the\s+)?[\w\s-]{2,40})?$/,
    pros: [
      "**Mistakes caught before you run the code**: typos, wrong argument types and values that may be `undefined` show up as errors in the editor, not as bugs in production.",
      "**Better editor help**: accurate autocomplete, inline documentation, jump-to-definition and safe renames across files.",
      "**Code that documents itself**: a function's types say what it takes and returns, which helps anyone reading it, including you months later.",
      "**Refactoring with confidence**: change a type and the compiler lists every place that needs updating.",
    ],
    cons: [
      "**Setup and a build step**: a `tsconfig.json` and a compile or type-check step, though Vite, Next.js, Bun and Deno handle TypeScript out of the box.",
      "**A learning curve**: generics, union types and some of the error messages take time to learn.",
      "**More to write**: type annotations, and types for the odd library that ships without them.",
      "**No runtime checks**: types vanish when the code runs, so data from an API or a form still needs validating (with a library such as Zod, for example).",
    ],
    weigh: "For a small project it usually pays off once the code will live longer than a weekend or someone else will work on it; for a quick throwaway script, plain JavaScript is fine.",
  },
];

/**
 * The pros and cons written for `subject` (as the prompt writes it), or undefined.
 * @example prosAndConsOf("electric cars")?.cons[0] // "**Upfront cost**: usually pricier …"
 */
export function prosAndConsOf(subject: string): ProsAndCons | undefined {
  const bare = subject.toLowerCase().replace(/^(?:the|a|an|using)\s+/, "").trim();
  return PROS_AND_CONS.find((entry) => entry.subject.test(bare));
}
