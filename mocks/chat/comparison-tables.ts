/**
 * The side-by-side comparisons demo users ask for most ("React vs Vue", "Tea or coffee?"), each
 * a pair of sides with the differences that matter, written once in one order; comparisons.ts
 * turns the columns to the order the prompt asks in. Every cell is a fact a reader could check:
 * a comparison that invents what each side is good at reads worse than none, so a pair not here
 * gets criteria to weigh, not a table.
 */

/** One side of a comparison: how it is headed in the table and how the prompt may name it. */
export interface Side {
  /** The column heading, and the name in the sentences unless `called` is given. */
  name: string;
  /** The whole side as a prompt writes it, articles and "using" already dropped ("vue(?:\.?js)?"). */
  aliases: string;
  /** How the sentences name it when that differs from the heading: "a cat", "tea". */
  called?: string;
}

export interface Comparison {
  sides: readonly [Side, Side];
  /** One sentence before the table, {A} and {B} the sides in the asked order (it must read well either way). */
  intro: string;
  /** What differs: the aspect, then the first side's cell and the second's. */
  rows: readonly (readonly [aspect: string, first: string, second: string])[];
  /** When each side is the better choice, as the end of "Choose X …": "when you want …". */
  when: readonly [first: string, second: string];
}

const HOME = String.raw`(?:\s+(?:a|your|my)\s+(?:home|house|flat|apartment|condo|property|place))?`;

export const COMPARISONS: readonly Comparison[] = [
  {
    sides: [
      { name: "React", aliases: String.raw`react(?:\.?js)?` },
      { name: "Vue", aliases: String.raw`vue(?:\.?js)?(?:\s*3)?` },
    ],
    intro: "{A} and {B} are both popular, open-source JavaScript tools for building component-based user interfaces; they differ mostly in how you write components and how much comes built in:",
    rows: [
      ["Made by", "Meta and the community", "Evan You and the community"],
      ["Scope", "a UI library: routing and state management come from other packages", "a progressive framework with an official router (Vue Router) and store (Pinia)"],
      ["Templates", "JSX: markup written inside JavaScript", "HTML-based templates in single-file components (JSX optional)"],
      ["Reactivity", "re-renders a component when its state changes", "tracks reactive values and updates only what depends on them"],
      ["Learning curve", "a small API, but many choices to make around it", "gentle: close to plain HTML, CSS and JavaScript"],
      ["Ecosystem", "the largest: Next.js, React Native, most job listings", "smaller but mature: Nuxt, Vuetify, Quasar"],
    ],
    when: ["when you want the largest ecosystem and job market, or React Native for mobile", "when you want a gentler start and more built in from day one"],
  },
  {
    sides: [
      { name: "React", aliases: String.raw`react(?:\.?js)?` },
      { name: "Angular", aliases: String.raw`angular(?:\.?js)?` },
    ],
    intro: "{A} and {B} are both used to build large web front ends, but one is a focused library and the other a complete framework:",
    rows: [
      ["Made by", "Meta", "Google"],
      ["Scope", "a UI library: you pick routing, forms and data fetching", "a full framework: router, forms, HTTP client and dependency injection included"],
      ["Language", "JavaScript or TypeScript, with JSX", "TypeScript, with HTML templates"],
      ["Structure", "components and hooks; the rest is up to you", "opinionated: components, services and modules or standalone components"],
      ["Learning curve", "quicker to start", "steeper: TypeScript, RxJS, dependency injection"],
      ["Typical use", "anything from small sites to large apps", "large enterprise apps built by big teams"],
    ],
    when: ["when you want flexibility and the largest ecosystem", "when a large team wants one opinionated, batteries-included framework"],
  },
  {
    sides: [
      { name: "Vue", aliases: String.raw`vue(?:\.?js)?(?:\s*3)?` },
      { name: "Angular", aliases: String.raw`angular(?:\.?js)?` },
    ],
    intro: "{A} and {B} both come with an official router and templates written in HTML, but they differ a lot in size and in how much they ask you to learn:",
    rows: [
      ["Made by", "Evan You and the community", "Google"],
      ["Scope", "a progressive framework: add the router and store when you need them", "a full framework: router, forms, HTTP client and dependency injection included"],
      ["Language", "JavaScript or TypeScript", "TypeScript"],
      ["Learning curve", "gentle", "steeper: TypeScript, RxJS, dependency injection"],
      ["Typical use", "small to large apps, often added to existing pages", "large enterprise apps built by big teams"],
    ],
    when: ["when you want to start quickly and grow as needed", "when a large team wants strict conventions and everything in one box"],
  },
  {
    sides: [
      { name: "Python", aliases: "python" },
      { name: "JavaScript", aliases: String.raw`javascript|js` },
    ],
    intro: "{A} and {B} are two of the most popular programming languages, and both are beginner-friendly; the big difference is where they're used:",
    rows: [
      ["Main uses", "data science, machine learning, automation, back ends (Django, FastAPI)", "websites and web apps; back ends with Node.js"],
      ["Runs in", "an interpreter on servers and desktops", "every web browser, plus Node.js, Deno or Bun on servers"],
      ["Syntax", "indentation-based, very readable", "C-style braces, with a few quirks (`==` vs `===`, `this`)"],
      ["Typing", "dynamic, with optional type hints", "dynamic; TypeScript adds static types"],
      ["Concurrency", "async/await; the GIL limits CPU-bound threads in standard CPython", "a single-threaded event loop with async/await; non-blocking I/O by design"],
    ],
    when: ["for data, machine learning, automation or a first language", "when you want to build websites and web apps"],
  },
  {
    sides: [
      { name: "Python 3", aliases: String.raw`python\s*3(?:\.\d+)?|py3` },
      { name: "Python 2", aliases: String.raw`python\s*2(?:\.\d+)?|py2` },
    ],
    intro: "{A} and {B} are two incompatible versions of the same language, and only Python 3 is still maintained:",
    rows: [
      ["Status", "supported, with a new release every year", "end of life since January 2020: no fixes, even for security"],
      ["`print`", "a function: `print(\"hi\")`", "a statement: `print \"hi\"`"],
      ["Text", "`str` is Unicode, kept apart from `bytes`", "`str` is bytes; Unicode needs `u\"...\"`"],
      ["Division", "`3 / 2` is `1.5`", "`3 / 2` is `1`"],
      ["Libraries", "every maintained library", "dropped by most libraries"],
    ],
    when: ["for everything new", "only to keep old code running while you move it to Python 3"],
  },
  {
    sides: [
      { name: "JavaScript", aliases: String.raw`javascript|js|plain\s+js|vanilla\s+js(?:avascript)?|plain\s+javascript` },
      { name: "TypeScript", aliases: String.raw`typescript|ts` },
    ],
    intro: "{A} and {B} run the same code in the end: TypeScript is JavaScript with static types added, which are checked and then removed before it runs:",
    rows: [
      ["Types", "dynamic, checked only as the code runs", "static, checked before the code runs, then erased"],
      ["Runs", "directly in browsers and Node.js", "compiled to JavaScript first (Deno, Bun and recent Node.js can run it directly)"],
      ["Errors caught", "when that line runs", "many in the editor, before running"],
      ["Setup", "none", "a compiler or build step and a `tsconfig.json`"],
      ["Editor support", "good", "better: precise autocompletion and safe refactoring"],
    ],
    when: ["for small scripts and quick prototypes", "for anything you'll maintain for long or share with a team"],
  },
  {
    sides: [
      { name: "SQL", aliases: String.raw`sql(?:\s+databases?)?|relational(?:\s+databases?)?|rdbms` },
      { name: "NoSQL", aliases: String.raw`no-?sql(?:\s+databases?)?|non-?relational(?:\s+databases?)?` },
    ],
    intro: "{A} and {B} databases differ in how they structure data and how they grow:",
    rows: [
      ["Data model", "tables of rows and columns, related by keys", "documents, key-value pairs, wide columns or graphs"],
      ["Schema", "defined up front; every row has the same columns", "flexible; records can differ in shape"],
      ["Queries", "SQL, much the same across databases", "each database's own API or query language"],
      ["Consistency", "ACID transactions across tables", "varies: many favour availability and eventual consistency, some offer transactions"],
      ["Scaling", "mostly vertical; horizontal with replicas or sharding", "built to scale out across many servers"],
      ["Examples", "PostgreSQL, MySQL, SQLite, SQL Server", "MongoDB, Redis, Cassandra, DynamoDB"],
    ],
    when: ["when the data is structured and related and consistency matters (orders, payments)", "when the data's shape varies or you need huge scale with simple access patterns"],
  },
  {
    sides: [
      { name: "MySQL", aliases: "mysql" },
      { name: "PostgreSQL", aliases: String.raw`postgres(?:ql)?|postgre\s*sql|pg` },
    ],
    intro: "{A} and {B} are both mature, free, open-source relational databases, and either runs most web apps well; they differ in focus:",
    rows: [
      ["Owned by", "Oracle (GPL; MariaDB is a community fork)", "the PostgreSQL Global Development Group (a permissive licence)"],
      ["Known for", "simplicity, fast reads, being everywhere in web hosting", "standards compliance, advanced features and extensibility"],
      ["Data types", "the standard ones, plus JSON", "more: JSONB with indexes, arrays, ranges, custom types"],
      ["Extensions", "pluggable storage engines (InnoDB by default)", "extensions such as PostGIS and pgvector"],
      ["Replication", "simple, long-established replication", "built-in streaming and logical replication"],
    ],
    when: ["for a simple, read-heavy web app, or where your host offers it", "for complex queries, strict data integrity or advanced data types"],
  },
  {
    sides: [
      { name: "REST", aliases: String.raw`rest(?:ful)?(?:\s+apis?)?` },
      { name: "GraphQL", aliases: String.raw`graphql(?:\s+apis?)?` },
    ],
    intro: "{A} and {B} are two ways to design an API; they differ in who decides what data comes back:",
    rows: [
      ["Endpoints", "many, one URL per resource (`/users/42`)", "usually one (`/graphql`)"],
      ["Data returned", "fixed by the server, so over- or under-fetching is common", "exactly the fields the client asks for"],
      ["Caching", "simple HTTP caching by URL", "needs a client cache (Apollo, Relay, urql)"],
      ["Schema", "optional (OpenAPI)", "required and typed"],
      ["Errors", "HTTP status codes", "often a 200 with an `errors` array"],
    ],
    when: ["for simple resources, public APIs and easy caching", "when many clients need different shapes of deeply related data"],
  },
  {
    sides: [
      { name: "Docker", aliases: String.raw`docker(?:\s+containers?)?|containers?|containeri[sz]ation` },
      { name: "Virtual machines", aliases: String.raw`virtual\s+machines?|vms?|virtuali[sz]ation`, called: "a virtual machine" },
    ],
    intro: "{A} and {B} both isolate software from the machine it runs on, at different levels:",
    rows: [
      ["What is virtualized", "the operating system: containers share the host's kernel", "the hardware: each VM runs its own full operating system"],
      ["Size", "megabytes", "gigabytes"],
      ["Start-up", "about a second", "tens of seconds to minutes"],
      ["Isolation", "process-level, weaker", "strong, enforced by the hypervisor"],
      ["Operating systems", "Linux containers need a Linux kernel (Docker Desktop runs a small VM on Mac and Windows)", "any OS on any host"],
    ],
    when: ["to package and ship applications the same way everywhere", "when you need a whole separate operating system or stronger isolation"],
  },
  {
    sides: [
      { name: "iOS", aliases: String.raw`ios|iphones?|an\s+iphone` },
      { name: "Android", aliases: String.raw`android(?:\s+phones?)?` },
    ],
    intro: "{A} and {B} are the two phone platforms; the choice is mostly between one tightly integrated maker and many:",
    rows: [
      ["Devices", "iPhones, made only by Apple, mid to high end", "phones from many makers (Samsung, Google, Xiaomi…) at every price"],
      ["Customization", "limited, for a consistent experience", "extensive: launchers, default apps, installing apps from outside the store"],
      ["Updates", "new versions for every supported iPhone at once, for many years", "depends on the maker; Pixels and recent Samsung flagships get seven years"],
      ["Works best with", "Mac, iPad and Apple Watch (AirDrop, iMessage)", "Google services, Windows PCs and many brands of devices"],
      ["Building apps", "Swift and Xcode (needs a Mac), App Store review", "Kotlin and Android Studio on any OS, Google Play"],
    ],
    when: ["if you value a consistent experience, long updates and other Apple devices", "if you want more choice of hardware and prices, and more customization"],
  },
  {
    sides: [
      { name: "Mac", aliases: String.raw`macs?|mac\s*os|macbooks?(?:\s+(?:air|pro))?|imacs?|apple\s+(?:computers?|laptops?)`, called: "a Mac" },
      { name: "Windows", aliases: String.raw`windows(?:\s+(?:pcs?|laptops?|computers?))?|pcs?|windows\s+11`, called: "a Windows PC" },
    ],
    intro: "{A} and {B} can both do everyday work well; they differ in hardware choice, software and price:",
    rows: [
      ["Hardware", "Apple only: MacBook Air and Pro, iMac, Mac mini", "many makers, every price and size"],
      ["Price", "starts higher", "from budget to high end"],
      ["Software", "strong for creative work (Final Cut Pro, Logic Pro); Unix underneath, popular with developers", "the widest software support, including most business and engineering tools"],
      ["Gaming", "a limited selection", "the main platform for PC games"],
      ["Battery life", "long on Apple Silicon laptops", "varies widely by model"],
      ["Upgrades and repair", "few parts can be upgraded", "many PCs can be upgraded and repaired"],
    ],
    when: ["if you want long battery life, a polished system and to work with your iPhone", "for gaming, a wide choice of hardware or Windows-only software"],
  },
  {
    sides: [
      { name: "AWS", aliases: String.raw`aws|amazon\s+web\s+services` },
      { name: "Azure", aliases: String.raw`(?:microsoft\s+)?azure` },
    ],
    intro: "{A} and {B} are the two largest cloud providers, and both offer everything most apps need; they differ in strengths:",
    rows: [
      ["Provider", "Amazon, since 2006", "Microsoft, since 2010"],
      ["Market share", "the largest", "the second largest"],
      ["Services", "the widest catalog (EC2, S3, Lambda, RDS)", "a broad catalog (Virtual Machines, Blob Storage, Functions, SQL Database)"],
      ["Strength", "maturity, breadth and the largest community", "integration with Microsoft: Entra ID, Windows Server, Microsoft 365, .NET"],
      ["Hybrid cloud", "AWS Outposts", "Azure Arc and Azure Local"],
    ],
    when: ["for the broadest catalog of services and the largest community", "if your organization already runs on Microsoft tools"],
  },
  {
    sides: [
      { name: "AWS", aliases: String.raw`aws|amazon\s+web\s+services` },
      { name: "Google Cloud", aliases: String.raw`gcp|google\s+cloud(?:\s+platform)?` },
    ],
    intro: "{A} and {B} both offer everything most apps need; they differ in size and strengths:",
    rows: [
      ["Provider", "Amazon, since 2006", "Google, since 2008 (App Engine)"],
      ["Market share", "the largest", "the third largest"],
      ["Strength", "the widest catalog and the largest community", "data and AI (BigQuery, Vertex AI) and Kubernetes (GKE)"],
      ["Serverless", "Lambda", "Cloud Run and Cloud Functions"],
      ["Discounts", "Savings Plans and Reserved Instances, committed up front", "sustained-use discounts applied automatically, plus committed-use discounts"],
    ],
    when: ["for the broadest choice of services", "for data analytics, machine learning or Kubernetes-heavy workloads"],
  },
  {
    sides: [
      { name: "git merge", aliases: String.raw`(?:git\s+)?merg(?:e|ing)`, called: "`git merge`" },
      { name: "git rebase", aliases: String.raw`(?:git\s+)?rebas(?:e|ing)`, called: "`git rebase`" },
    ],
    intro: "{A} and {B} both bring the changes of one branch into another; they differ in what they do to history:",
    rows: [
      ["What it does", "joins the two branches with a merge commit (unless it can fast-forward)", "replays your commits on top of the other branch"],
      ["History", "kept as it happened, branches visible", "linear, as if the work happened in sequence"],
      ["Commits", "unchanged", "rewritten, with new hashes"],
      ["Conflicts", "resolved once, in the merge commit", "may need resolving commit by commit"],
      ["On shared branches", "safe", "unsafe: never rebase commits others have pulled"],
    ],
    when: ["for shared and public branches", "to tidy up your own local branch before you merge it"],
  },
  {
    sides: [
      { name: "npm", aliases: "npm" },
      { name: "Yarn", aliases: String.raw`yarn(?:\s+(?:berry|classic|[1-4]))?` },
    ],
    intro: "{A} and {B} are both package managers for JavaScript, and both read `package.json`; the differences are in install strategy and extras:",
    rows: [
      ["Comes with", "Node.js, nothing to install", "a separate install (through Corepack or npm)"],
      ["Lockfile", "`package-lock.json`", "`yarn.lock`"],
      ["Installs into", "`node_modules`", "`node_modules`, or Plug'n'Play with no `node_modules` (Yarn 2+)"],
      ["Workspaces", "supported (npm 7+)", "supported, with constraints and plugins"],
      ["Speed", "much faster than it used to be", "fast, with good caching"],
    ],
    when: ["for the default with no extra tooling", "if you want Plug'n'Play or your team already uses it"],
  },
  {
    sides: [
      { name: "npm", aliases: "npm" },
      { name: "pnpm", aliases: "pnpm" },
    ],
    intro: "{A} and {B} both install packages from the npm registry from the same `package.json`; they differ in how they lay them out on disk:",
    rows: [
      ["Comes with", "Node.js, nothing to install", "a separate install (through Corepack or npm)"],
      ["Disk use", "a copy of every package in each project", "one shared store, hard-linked into each project"],
      ["`node_modules`", "flat: code can import packages it never declared", "strict: only declared dependencies can be imported"],
      ["Speed", "good", "usually faster, especially with a warm store"],
      ["Lockfile", "`package-lock.json`", "`pnpm-lock.yaml`"],
    ],
    when: ["for the default with no extra tooling", "for large projects and monorepos, or to save disk space"],
  },
  {
    sides: [
      { name: "Java", aliases: "java" },
      { name: "C#", aliases: String.raw`c#|c\s*sharp|csharp` },
    ],
    intro: "{A} and {B} are close relatives: both are statically typed, object-oriented, garbage-collected languages with huge standard libraries:",
    rows: [
      ["Made by", "Sun Microsystems (now Oracle), 1995", "Microsoft, 2000"],
      ["Runs on", "the JVM, on any OS", ".NET, cross-platform since .NET Core"],
      ["Language", "conservative, adding features carefully", "adds features sooner: LINQ, properties, async/await"],
      ["Typical uses", "enterprise back ends, Android, big data (Kafka, Spark)", "enterprise and Windows apps, ASP.NET web APIs, Unity games"],
      ["Tools", "IntelliJ IDEA, Maven, Gradle", "Visual Studio, Rider, NuGet"],
    ],
    when: ["for the JVM ecosystem and Android", "for .NET, Microsoft-based teams and Unity games"],
  },
  {
    sides: [
      { name: "var", aliases: "var", called: "`var`" },
      { name: "let", aliases: "let", called: "`let`" },
    ],
    intro: "{A} and {B} both declare variables in JavaScript that can be reassigned; they differ in scope and in a few traps:",
    rows: [
      ["Scope", "the whole function", "the nearest block (`{ }`)"],
      ["Before its line", "hoisted and `undefined`", "hoisted but unusable (the temporal dead zone): a `ReferenceError`"],
      ["Declared twice", "allowed", "a `SyntaxError` in the same scope"],
      ["At a script's top level", "becomes a property of the global object (`window`)", "does not"],
      ["In a `for` loop with callbacks", "one variable shared by every iteration", "a fresh variable for each iteration"],
    ],
    when: ["only in old code that must run without ES2015", "in modern code (or `const` when the value is never reassigned)"],
  },
  {
    sides: [
      { name: "List", aliases: String.raw`lists?|python\s+lists?`, called: "a list" },
      { name: "Tuple", aliases: String.raw`tuples?|python\s+tuples?`, called: "a tuple" },
    ],
    intro: "In Python, {A} and {B} both hold an ordered sequence of items; the difference is whether it can change:",
    rows: [
      ["Written as", "`[1, 2, 3]`", "`(1, 2, 3)`"],
      ["Mutable", "yes: append, remove and replace items", "no: fixed once created"],
      ["Dict key or set member", "no (not hashable)", "yes, when its items are hashable"],
      ["Size and speed", "a little more memory", "a little smaller and quicker to create"],
      ["Typical use", "a collection of similar items that grows or changes", "a fixed group of related values, like `(x, y)`"],
    ],
    when: ["when the items will change", "for fixed records and dictionary keys"],
  },
  {
    sides: [
      { name: "Tea", aliases: String.raw`tea|(?:a\s+)?cup\s+of\s+tea|green\s+tea|black\s+tea`, called: "tea" },
      { name: "Coffee", aliases: String.raw`coffee|(?:a\s+)?cup\s+of\s+coffee`, called: "coffee" },
    ],
    intro: "{A} and {B} are both fine choices for most people; the main differences are caffeine, taste and how they feel:",
    rows: [
      ["Caffeine per cup", "about 30–50 mg for black tea, less for green", "about 80–100 mg for brewed coffee"],
      ["The lift", "gentler and steadier (L-theanine smooths it)", "stronger and faster"],
      ["Flavour", "wide range: green, black, oolong, herbal", "roasty and bitter, varying with bean and roast"],
      ["On the stomach", "usually gentler", "more acidic; can bother sensitive stomachs"],
      ["Making it", "steep in hot water", "many methods: filter, espresso, French press"],
    ],
    when: ["if you want a gentler lift or drink several cups a day", "when you want a stronger boost"],
  },
  {
    sides: [
      { name: "Renting", aliases: String.raw`rent(?:ing)?${HOME}|to\s+rent${HOME}`, called: "renting" },
      { name: "Buying", aliases: String.raw`buy(?:ing)?${HOME}|to\s+buy${HOME}|owning${HOME}|home\s?ownership`, called: "buying" },
    ],
    intro: "{A} and {B} a home can each be the better deal; it depends on how long you'll stay and on local prices. The main differences:",
    rows: [
      ["Upfront cost", "a deposit, often one or two months' rent", "a down payment (often 5–20%) plus closing costs"],
      ["Monthly cost", "rent, which can rise when the lease renews", "mortgage, property tax, insurance and upkeep; a fixed-rate payment stays the same"],
      ["Repairs", "the landlord's job", "yours, often budgeted at about 1% of the home's value a year"],
      ["Flexibility", "easy to move when the lease ends", "selling takes months and costs money"],
      ["Building wealth", "no equity, but the money not tied up can be invested", "equity grows as you pay down the loan, and the home may gain value"],
    ],
    when: ["if you may move within a few years or want flexibility", "if you plan to stay five years or more and can afford the upfront costs"],
  },
  {
    sides: [
      { name: "Cats", aliases: String.raw`cats?|kittens?`, called: "a cat" },
      { name: "Dogs", aliases: String.raw`dogs?|pupp(?:y|ies)`, called: "a dog" },
    ],
    intro: "{A} and {B} both make great pets, but they fit different lifestyles:",
    rows: [
      ["Attention", "independent; fine alone during a working day", "social; shouldn't be left alone for long"],
      ["Exercise", "plays indoors", "needs walks every day, often twice"],
      ["Training", "uses a litter box with little teaching", "needs training, and responds well to it"],
      ["Space", "suits a small apartment", "depends on size and energy; many need a yard or long walks"],
      ["Cost", "usually lower", "usually higher: food, training, grooming, boarding"],
    ],
    when: ["if you're out a lot or live in a small space", "if you want an active companion and have time for walks and training"],
  },
  {
    sides: [
      { name: "Kindle", aliases: String.raw`kindles?(?:\s+books?)?|e-?readers?|e-?books?|digital\s+books?`, called: "a Kindle" },
      { name: "Paper books", aliases: String.raw`(?:paper|physical|printed|print|real)\s+(?:books?|copies)|books?|paperbacks?|hardcovers?`, called: "paper books" },
    ],
    intro: "{A} and {B} both get you reading; they differ in convenience, cost and feel:",
    rows: [
      ["Carrying", "thousands of books in one light device", "one book at a time"],
      ["Cost", "the device up front; e-books are often cheaper", "no device; libraries and second-hand copies are cheap"],
      ["Reading", "adjustable text size, built-in light, dictionary", "no battery or screen; easy to flip back and forth"],
      ["On the eyes", "E Ink is easy on the eyes, unlike a phone or tablet", "no screen at all"],
      ["Ownership", "a licence tied to your account; can't be resold", "yours to lend, resell or keep on a shelf"],
    ],
    when: ["if you read a lot, travel, or like larger text", "if you love the feel of a book, lend books out or buy second-hand"],
  },
];
