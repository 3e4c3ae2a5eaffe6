/**
 * Replies to questions about learning a popular skill: "What's the best way to learn React?",
 * "Where should I start with machine learning?", "How long does it take to learn Japanese?",
 * "Roadmap to become a frontend developer". Learners ask these of chat apps all the time, and
 * the general reply's "measure before changing anything" reads as a broken mock.
 *
 * Each skill has a numbered path of concrete steps (its real prerequisites, and well-known free
 * resources where they are the standard ones: react.dev, MDN, the official Python tutorial, Anki,
 * JustinGuitar, lichess), rough time ranges by level, and for the careers (frontend, data science,
 * cybersecurity…) stages with what to learn and a first project each. The steps, resources and
 * language-difficulty categories (the US Foreign Service Institute's estimates) are standard
 * knowledge; the time ranges are designed: rough, typical figures, said to depend on the hours
 * put in. A skill the table does not hold ("learn to love myself") is left to the other replies.
 * "How do I learn to swim?", public speaking and "How do I learn to code?" keep how-tos.ts's and
 * explanations.ts's answers, reused here for the phrasings those do not read.
 */

import { curatedComparison, oneSpaced } from "./comparisons.ts";
import { explanationReply } from "./explanations.ts";
import { howToFor } from "./how-tos.ts";

type Kind = "code" | "field" | "language" | "music" | "other";

/** A stage of a career roadmap: what to learn, and a first project that uses it. */
interface Stage {
  name: string;
  learn: string;
  project: string;
}

interface Skill {
  /** How it is written in prose: "React", "machine learning". */
  name: string;
  /** How a prompt names it, as a regex alternation matched against the whole subject. */
  named: string;
  kind: Kind;
  /** The path's steps, each "**Title**: detail"; a field has its `stages` instead. */
  steps?: readonly string[];
  /** A career's stages (fields only), the same for "How do I learn…" and "Roadmap to become…". */
  stages?: readonly Stage[];
  /** The role a roadmap leads to, with its article, and how a prompt names it: "a frontend developer". */
  role?: readonly [shown: string, named: string];
  /** The skill to learn before this one (its name in this table): React builds on JavaScript. */
  builtOn?: string;
  /** Why a learner would pick this language first, for "Should I learn X or Y first?". */
  firstIf?: string;
  /** The one line on how to keep going after the path. */
  keepGoing?: string;
  /** Rough time to the basics, to the middle level (job-ready, conversational) and to the advanced one. */
  time: readonly [basics: string, middle: string, advanced: string];
  /** The pace the times assume, when not the kind's. */
  pace?: string;
  /** A standard figure that frames the times (the FSI's hours for a language). */
  note?: string;
  /** Where this skill's path is already written (how-tos.ts, explanations.ts), instead of `steps`. */
  pathElsewhere?: () => string | undefined;
  /** Its "best way to learn…" questions have better answers elsewhere (best-picks.ts): only its times and "too late" are answered here. */
  leavesPathAsks?: true;
}

/** The three levels a time estimate names, by kind. */
const LEVELS: Readonly<Record<Kind, readonly [string, string, string]>> = {
  code: ["The basics", "Job-ready", "Advanced"],
  field: ["The foundations", "Job-ready (entry level)", "Advanced"],
  language: ["The basics", "Conversational", "Fluent"],
  music: ["The basics", "Comfortable", "Advanced"],
  other: ["The basics", "Comfortable", "Advanced"],
};

/** The pace the times assume, by kind. */
const PACE: Readonly<Record<Kind, string>> = {
  code: "5–10 hours a week",
  field: "10–15 hours a week",
  language: "about an hour a day",
  music: "20–30 minutes of practice a day",
  other: "a few sessions a week",
};

/** The FSI's estimate for English speakers, in class hours, by category (standard figures). */
const fsi = (language: string, hours: string, category: string): string =>
  `For comparison, the US Foreign Service Institute estimates about **${hours} class hours** for an English speaker to reach professional working proficiency in ${language} (its ${category}), studying full time with homework on top.`;

const SKILLS: readonly Skill[] = [
  {
    name: "Python",
    firstIf: "data analysis, automation, AI or back-end work, with the most readable syntax for a beginner",
    named: String.raw`python(?:\s*3)?`,
    kind: "code",
    steps: [
      "**Install Python 3 and follow the official tutorial** at docs.python.org (or *Automate the Boring Stuff with Python*, free online).",
      "**Learn the basics in order**: variables, strings, lists and dictionaries, conditions, loops, functions, then files and exceptions.",
      "**Practise a little every day**: Exercism's Python track, or a small script that automates something you do by hand.",
      "**Learn the tools**: virtual environments (`venv`), `pip`, Git, and tests with `pytest`.",
      "**Pick a direction and build a project in it**: web apps (Flask, Django), data (pandas, Jupyter), automation, or machine learning.",
    ],
    keepGoing: "Read other people's Python (the standard library is good code), follow PEP 8, and keep building things you will use.",
    time: ["1–2 months", "6–12 months", "2+ years of real use"],
  },
  {
    name: "JavaScript",
    firstIf: "to build websites and see your results in the browser right away",
    named: String.raw`javascript|js|vanilla\s+js|vanilla\s+javascript`,
    kind: "code",
    steps: [
      "**Start with HTML and CSS basics**, so you have a page to script: MDN's *Learn web development* is free and excellent.",
      "**Learn the core language**: `let`/`const`, types, functions, arrays and objects, loops. javascript.info and MDN's JavaScript Guide cover it in order.",
      "**Work with the DOM and events**: select elements, handle clicks and forms, update the page. Build a to-do list.",
      "**Learn async code**: promises, `async`/`await` and `fetch`. Build an app that shows data from a public API.",
      "**Learn the tools, then a framework**: Git, npm, the browser's debugger; then React (or Vue) for the front end, or Node.js for servers.",
    ],
    keepGoing: "Build a project a month, and put each on GitHub; The Odin Project and freeCodeCamp give you more projects when you run out of ideas.",
    time: ["1–3 months", "6–12 months (with HTML, CSS and a framework)", "2+ years"],
  },
  {
    name: "TypeScript",
    builtOn: "JavaScript",
    named: "typescript",
    kind: "code",
    steps: [
      "**Be comfortable with JavaScript first**: TypeScript is JavaScript with types, which the compiler checks and then removes.",
      "**Read the TypeScript Handbook** on typescriptlang.org, trying each example in its online Playground.",
      "**Learn the everyday types**: annotations, interfaces and type aliases, union types, narrowing, generics.",
      "**Convert a small JavaScript project** to TypeScript with `\"strict\": true` in `tsconfig.json`, and fix what the compiler finds.",
      "**Use it with your stack** (React, Node.js) and learn the utility types: `Partial`, `Pick`, `Omit`, `Record`.",
    ],
    keepGoing: "Read the type definitions of the libraries you use; they are the best examples of real-world TypeScript.",
    time: ["1–2 weeks (if you know JavaScript)", "1–3 months", "6+ months for advanced types"],
  },
  {
    name: "React",
    builtOn: "JavaScript",
    named: String.raw`react(?:\.?js)?`,
    kind: "code",
    steps: [
      "**Get solid in JavaScript first**: arrow functions, destructuring, spread, modules, `map`/`filter`, promises. React is mostly JavaScript.",
      "**Do the official tutorial on react.dev**: the tic-tac-toe tutorial and *Thinking in React*, then read its *Learn* section in order.",
      "**Learn the core ideas**: components and props, JSX, state with `useState`, lists and keys, effects with `useEffect`.",
      "**Start a project with Vite** (or a framework like Next.js) and build a to-do list, then an app that fetches data from an API.",
      "**Then add the ecosystem**: routing (React Router), forms, data fetching (TanStack Query), TypeScript and tests (React Testing Library).",
    ],
    keepGoing: "Build one real app end to end and deploy it; you learn more from one finished project than from five tutorials.",
    time: ["2–4 weeks (if you know JavaScript)", "2–4 months", "1+ year"],
  },
  {
    name: "React Native",
    builtOn: "React",
    named: String.raw`react[-\s]?native`,
    kind: "code",
    steps: [
      "**Know JavaScript and the React basics first**: components, props, state, hooks. React Native is React with native views instead of HTML.",
      "**Start with Expo** (the setup the React Native docs recommend): `npx create-expo-app`, then run the app on your own phone with the Expo Go app; no Xcode or Android Studio needed yet.",
      "**Learn the core components and layout**: `View`, `Text`, `Image`, `Pressable`, `FlatList` for lists, and styling with `StyleSheet` and flexbox (the default direction is a column).",
      "**Add navigation and data**: Expo Router or React Navigation for screens and tabs, `fetch` for APIs, AsyncStorage or SQLite for saving data on the device.",
      "**Build and ship one app**: a habit tracker or a notes app, then use the device (camera, location, notifications) and publish a test build with EAS Build.",
    ],
    keepGoing: "Follow the official docs at reactnative.dev and docs.expo.dev, and test on a real iPhone and Android phone: each platform has its own quirks.",
    time: ["3–6 weeks (if you know React)", "3–6 months", "1+ year"],
  },
  {
    name: "Vue",
    builtOn: "JavaScript",
    named: String.raw`vue(?:\.?js)?(?:\s*3)?`,
    kind: "code",
    steps: [
      "**Know the JavaScript basics first**: functions, objects and arrays, modules, promises.",
      "**Follow the official guide and interactive tutorial** on vuejs.org.",
      "**Learn the core ideas**: template syntax, reactivity (`ref`, `reactive`), computed values, `v-if` and `v-for`, components with props and emits, the Composition API.",
      "**Create a project with `npm create vue@latest`** (Vite-based) and build a small app: a to-do list, then one that fetches data.",
      "**Then add the ecosystem**: Vue Router, Pinia for state, and Nuxt when you need server rendering.",
    ],
    keepGoing: "Keep building, and read the source of a well-made open-source Vue app to see how larger projects are organised.",
    time: ["1–3 weeks (if you know JavaScript)", "2–3 months", "1+ year"],
  },
  {
    name: "Angular",
    builtOn: "TypeScript",
    named: String.raw`angular(?:\s*js)?`,
    kind: "code",
    steps: [
      "**Learn JavaScript and TypeScript first**: Angular is written in TypeScript and uses it everywhere.",
      "**Follow the official tutorials on angular.dev**.",
      "**Learn the core ideas**: components and templates, data binding, services and dependency injection, routing, forms.",
      "**Build an app with the Angular CLI** (`ng new`), fetching data with `HttpClient` and RxJS observables.",
      "**Then go deeper**: signals, testing, state management, and performance (lazy-loaded routes).",
    ],
    keepGoing: "Build one complete app with routing, forms and an API, then read the Angular style guide against your code.",
    time: ["1–2 months", "3–6 months", "1+ year"],
  },
  {
    name: "Node.js",
    builtOn: "JavaScript",
    named: String.raw`node(?:\.?js)?`,
    kind: "code",
    steps: [
      "**Know JavaScript well first**, including `async`/`await`: almost everything in Node.js is asynchronous.",
      "**Learn the Node.js basics** from the *Learn* section of nodejs.org: modules, npm, `fs`, `path`, `process`, the event loop.",
      "**Build an HTTP server**: first with the built-in `http` module, then with Express (or Fastify) and a small REST API.",
      "**Add a database** (PostgreSQL or MongoDB), environment variables, input validation and error handling.",
      "**Finish like a real service**: authentication, tests, logging, and a deployment (Docker or a hosting platform).",
    ],
    keepGoing: "Build a back end for a front end you have made, so you see both sides of each request.",
    time: ["2–4 weeks (if you know JavaScript)", "3–6 months", "1+ year"],
  },
  {
    name: "SQL",
    firstIf: "to work with data: it is small, and useful next to any other language",
    named: String.raw`sql|mysql|postgres(?:ql)?|databases?`,
    kind: "code",
    steps: [
      "**Get a database to practise on**: SQLite or PostgreSQL with a sample database, or an online playground.",
      "**Learn to read data**: `SELECT`, `WHERE`, `ORDER BY`, `LIMIT`, then `COUNT`/`SUM`/`AVG` with `GROUP BY` and `HAVING`.",
      "**Learn joins**: inner and left joins first, then subqueries and CTEs (`WITH`).",
      "**Learn to change and design data**: `INSERT`, `UPDATE`, `DELETE`, primary and foreign keys, normalisation, indexes.",
      "**Practise on real questions**: SQLBolt and SQLZoo are free and interactive; then window functions (`ROW_NUMBER`, `RANK`, running totals).",
    ],
    keepGoing: "Answer real questions about data you care about, and read query plans (`EXPLAIN`) once your queries get slow.",
    time: ["1–3 weeks", "1–3 months", "6+ months (window functions, query plans, indexing)"],
  },
  {
    name: "Git",
    named: String.raw`git(?:\s+and\s+github)?|github|version\s+control`,
    kind: "code",
    steps: [
      "**Install Git, set your name and email**, and read the first chapters of *Pro Git* (free at git-scm.com).",
      "**Learn the daily loop**: `init`/`clone`, `status`, `add`, `commit`, `log`, `diff`.",
      "**Learn branches**: create and switch branches, merge them, and resolve a merge conflict on purpose.",
      "**Work with a remote on GitHub**: `push`, `pull`, `fetch`, and pull requests.",
      "**Learn to undo safely**: `restore`, `revert`, `reset`, `stash`, then `rebase`. *Learn Git Branching* (interactive, free) makes branches visual.",
    ],
    keepGoing: "Use Git for every project, even alone, and write commit messages that say why.",
    time: ["a few days", "2–4 weeks", "months of team use"],
  },
  {
    name: "Docker",
    firstIf: "to package and run apps, though it helps to have built an app to package",
    named: "docker",
    kind: "code",
    steps: [
      "**Know the Linux command line basics**, and what a container is (an isolated process sharing the host's kernel) compared with a virtual machine.",
      "**Install Docker and follow the official Get Started guide**: `docker run`, `ps`, `logs`, `exec`, images and containers.",
      "**Write a Dockerfile for your own app**: layers and caching, `.dockerignore`, environment variables.",
      "**Learn volumes, networks and Docker Compose**, and run your app with its database from one `compose.yaml`.",
      "**Make images production-ready**: multi-stage builds for smaller images, pushing to a registry, building in CI.",
    ],
    keepGoing: "Containerise every project you build, and learn Kubernetes once you run several containers together.",
    time: ["1–2 weeks", "1–2 months", "6+ months"],
  },
  {
    name: "Kubernetes",
    builtOn: "Docker",
    named: String.raw`kubernetes|k8s`,
    kind: "code",
    steps: [
      "**Learn Docker first**, plus Linux and networking basics (ports, DNS, load balancing).",
      "**Run a local cluster** with minikube or kind, use `kubectl`, and follow the tutorials on kubernetes.io.",
      "**Learn the core objects**: Pods, Deployments, Services, ConfigMaps, Secrets, Namespaces.",
      "**Deploy your own app**: an Ingress, resource requests and limits, liveness and readiness probes, rolling updates, then Helm charts.",
      "**Move to a managed cluster** (EKS, GKE or AKS) and add monitoring; the CKAD and CKA certifications are good milestones.",
    ],
    keepGoing: "Break your cluster on purpose and fix it; debugging with `kubectl describe` and `kubectl logs` is most of the job.",
    time: ["1–2 months (after Docker)", "3–6 months", "1–2 years"],
  },
  {
    name: "AWS",
    firstIf: "to run things in the cloud, though it helps to have built something to run",
    named: String.raw`aws|amazon\s+web\s+services`,
    kind: "code",
    steps: [
      "**Open a free-tier account safely**: turn on MFA for the root user, create an IAM user for daily work, and set a billing alarm.",
      "**Learn the core services**: IAM, EC2, S3, VPC, RDS and Lambda, with AWS Skill Builder's free training.",
      "**Take the Cloud Practitioner certification** as a first milestone if you want one.",
      "**Build something**: a static website on S3 with CloudFront, then an API with Lambda, API Gateway and DynamoDB.",
      "**Learn infrastructure as code** (CloudFormation, the CDK or Terraform), and aim for the Solutions Architect Associate.",
    ],
    keepGoing: "Tear down what you build when you're done, and keep an eye on the billing dashboard.",
    time: ["1–2 months", "3–6 months", "1–2 years"],
  },
  {
    name: "Rust",
    firstIf: "systems programming with memory safety; it is easier as a second language",
    named: String.raw`rust(?:\s*lang)?`,
    kind: "code",
    steps: [
      "**Know the basics of another language first** if you can: Rust is easier as a second language.",
      "**Install it with rustup and read *The Rust Programming Language*** (\"the book\", free on rust-lang.org), doing the Rustlings exercises alongside.",
      "**Take ownership and borrowing slowly**: ownership, references and lifetimes are what's new; the rest follows.",
      "**Learn the idioms**: enums and `match`, `Option` and `Result` for errors, traits, generics, iterators.",
      "**Build a command-line tool with Cargo**, then try async (Tokio) or a web server (Axum); *Rust by Example* helps as a reference.",
    ],
    keepGoing: "Read the compiler's errors in full (they often tell you the fix) and run `cargo clippy` on everything.",
    time: ["1–2 months", "3–6 months", "1+ year"],
  },
  {
    name: "Go",
    firstIf: "back-end services and command-line tools, in a small language that is quick to learn",
    named: String.raw`go|golang`,
    kind: "code",
    steps: [
      "**Take *A Tour of Go*** on go.dev: it covers the whole language in a few evenings.",
      "**Learn the basics**: types, slices, maps, structs and methods, interfaces, errors as values.",
      "**Read *Effective Go*** and use the tools: `go fmt`, `go test`, modules.",
      "**Learn concurrency**: goroutines, channels, `select`, and `context` for cancellation.",
      "**Build an HTTP API with the standard library's `net/http`**, then a command-line tool.",
    ],
    keepGoing: "Read the standard library's source; it is the model of idiomatic Go.",
    time: ["1–3 weeks (with programming experience)", "1–3 months", "1+ year"],
  },
  {
    name: "Java",
    firstIf: "Android or large enterprise back ends, with a strict, typed language from the start",
    named: "java",
    kind: "code",
    steps: [
      "**Install a JDK** (for example from Adoptium) and an IDE (IntelliJ IDEA Community is free).",
      "**Learn the basics**: types, control flow, methods, classes and objects. The *Learn* section of dev.java is the official starting point.",
      "**Learn object-oriented design and the core library**: inheritance and interfaces, collections (`List`, `Map`), generics, exceptions.",
      "**Learn the tools**: Maven or Gradle for builds, JUnit for tests, streams and lambdas.",
      "**Pick a direction**: Spring Boot for back ends, or Android (today mostly in Kotlin).",
    ],
    keepGoing: "Build a small REST service with Spring Boot and a database; that is what most Java jobs look like.",
    time: ["2–3 months", "6–12 months (with Spring)", "2+ years"],
  },
  {
    name: "C++",
    firstIf: "games, embedded systems or performance-critical software; it is the hardest of these to start with",
    named: String.raw`c\+\+|cpp`,
    kind: "code",
    steps: [
      "**Install a compiler** (GCC, Clang or MSVC) and use a modern standard: C++17 or C++20.",
      "**Follow learncpp.com**, free and thorough, in order.",
      "**Learn the basics**: types, control flow, functions, references, classes.",
      "**Learn memory the modern way**: the stack and the heap, RAII, smart pointers (`std::unique_ptr`, `std::shared_ptr`) instead of raw `new` and `delete`.",
      "**Learn the standard library and a build tool**: containers, algorithms, templates, CMake; then build a game or a simulation.",
    ],
    keepGoing: "Compile with warnings on (`-Wall -Wextra`) and run sanitizers; they catch the bugs C++ lets through.",
    time: ["2–4 months", "1–2 years", "years"],
  },
  {
    name: "Swift",
    firstIf: "to build iPhone and Mac apps",
    named: String.raw`swift(?:ui)?|ios\s+development`,
    kind: "code",
    steps: [
      "**Get a Mac with Xcode**: iOS apps are built with Xcode on macOS. Swift Playgrounds is a gentle start.",
      "**Learn the language** from *The Swift Programming Language* on docs.swift.org: optionals, structs and classes, enums, closures, protocols.",
      "**Learn SwiftUI** with Apple's SwiftUI tutorials, or the free *100 Days of SwiftUI* on Hacking with Swift.",
      "**Build a small app**: data from an API, lists and navigation, saving data (SwiftData or Core Data).",
      "**Ship it**: Swift concurrency (`async`/`await`), TestFlight, then the App Store.",
    ],
    keepGoing: "Build the app you want on your own phone; real use shows what to learn next.",
    time: ["1–2 months", "6–12 months", "2+ years"],
  },
  {
    name: "Kotlin",
    firstIf: "to build Android apps",
    named: String.raw`kotlin|android\s+development`,
    kind: "code",
    steps: [
      "**Start with the Kotlin tour on kotlinlang.org** and the Kotlin Koans exercises.",
      "**Learn the basics**: `val` and `var`, null safety, data classes, `when`, collections and lambdas.",
      "**Then the idioms**: extension functions, scope functions, coroutines; Java interop if you come from Java.",
      "**For Android**, install Android Studio and follow Google's free *Android Basics with Compose* course (Jetpack Compose).",
      "**Build an app**, or a server with Ktor or Spring Boot.",
    ],
    keepGoing: "Publish one app, even a small one; the last 10% (edge cases, store listing) teaches a lot.",
    time: ["1–2 months (1–3 weeks from Java)", "6–12 months", "2+ years"],
  },
  {
    name: "coding",
    named: String.raw`to\s+code|coding|programming|to\s+program`,
    kind: "code",
    pathElsewhere: () => explanationReply("How do I learn to code?"),
    leavesPathAsks: true,
    time: ["1–3 months", "6–12 months", "years"],
  },
  {
    name: "software engineering",
    named: String.raw`software\s+(?:engineering|development)`,
    role: ["a software engineer", String.raw`(?:software|swe)\s+(?:engineer|developer|dev)|swe|programmer|coder|developer`],
    kind: "field",
    stages: [
      { name: "One language, well", learn: "Python or JavaScript: variables, loops, functions, data structures, debugging (CS50, the official Python tutorial, freeCodeCamp)", project: "small command-line programs: a to-do list, a quiz, a file organiser" },
      { name: "Computer-science fundamentals", learn: "arrays, hash maps, trees and graphs, recursion, sorting and searching, Big-O", project: "the easy, then medium problems on LeetCode or NeetCode's list" },
      { name: "Tools of the trade", learn: "Git and GitHub, the command line, testing, reading documentation, SQL", project: "your projects on GitHub with READMEs and tests" },
      { name: "A specialty", learn: "web (frontend or back end), mobile, data or cloud: one stack in depth, e.g. React with Node.js or Django with PostgreSQL", project: "a full app with users and a database, deployed and live" },
      { name: "The job search", learn: "a one-page résumé of projects and results, coding interviews, system-design basics, behavioural questions (STAR)", project: "two or three polished projects, mock interviews, and steady applications; internships and open source count" },
    ],
    time: ["3–6 months", "12–18 months", "3+ years"],
  },
  {
    name: "frontend development",
    named: String.raw`front[-\s]?end(?:\s+(?:web\s+)?development)?`,
    role: ["a frontend developer", String.raw`front[-\s]?end\s+(?:web\s+)?(?:developer|engineer|dev)`],
    kind: "field",
    stages: [
      { name: "HTML and CSS", learn: "semantic HTML, the box model, flexbox and grid, responsive design (MDN's *Learn web development*)", project: "a responsive personal page" },
      { name: "JavaScript", learn: "the core language, the DOM and events, `fetch` and `async`/`await` (javascript.info, MDN)", project: "a weather app using a public API" },
      { name: "Tools", learn: "Git and GitHub, npm, a build tool (Vite), the browser's developer tools", project: "your projects on GitHub, deployed with GitHub Pages" },
      { name: "A framework", learn: "React (react.dev), or Vue or Angular: components, state, routing, forms", project: "a notes app with routing and saved data" },
      { name: "Professional skills", learn: "TypeScript, testing (Vitest or Jest, Testing Library), accessibility, web performance", project: "a portfolio of 3 deployed projects, one with tests" },
    ],
    time: ["3–4 months", "9–12 months", "2+ years"],
  },
  {
    name: "backend development",
    named: String.raw`back[-\s]?end(?:\s+(?:web\s+)?development)?`,
    role: ["a backend developer", String.raw`back[-\s]?end\s+(?:web\s+)?(?:developer|engineer|dev)`],
    kind: "field",
    stages: [
      { name: "A language", learn: "one of Python, JavaScript (Node.js), Java, Go or C#, to the point of writing programs unaided", project: "a command-line tool, like a to-do list saved to a file" },
      { name: "HTTP and APIs", learn: "HTTP methods and status codes, REST, JSON, a framework (Express, Django or FastAPI, Spring Boot)", project: "a REST API for notes" },
      { name: "Databases", learn: "SQL with PostgreSQL, schema design, indexes, an ORM, and when a cache like Redis helps", project: "the notes API storing its data in PostgreSQL" },
      { name: "Security", learn: "password hashing, sessions and tokens, the OWASP Top 10", project: "logins, with each user seeing only their own notes" },
      { name: "Deployment", learn: "Linux, Docker, CI, a cloud platform, logging and monitoring", project: "the API deployed with Docker and a CI pipeline that runs its tests" },
    ],
    time: ["3–4 months", "9–12 months", "2+ years"],
  },
  {
    name: "web development",
    named: String.raw`web\s+(?:development|dev|design)|full[-\s]?stack(?:\s+(?:web\s+)?development)?|to\s+(?:build|make)\s+websites`,
    role: ["a web developer", String.raw`(?:full[-\s]?stack\s+|web\s+)(?:web\s+)?(?:developer|engineer|dev)`],
    kind: "field",
    stages: [
      { name: "HTML, CSS and JavaScript", learn: "the three languages of the web, from MDN, freeCodeCamp or The Odin Project", project: "a multi-page site for something you care about" },
      { name: "JavaScript in depth and Git", learn: "the DOM, `fetch`, `async`/`await`, modules; Git and GitHub", project: "an interactive app that fetches from a public API" },
      { name: "A front-end framework", learn: "React (react.dev) or Vue: components, state, routing", project: "a single-page app with several views" },
      { name: "The back end", learn: "Node.js with Express (or Python with Django), REST APIs, SQL with PostgreSQL, authentication", project: "a full-stack app with logins and saved data" },
      { name: "Deployment", learn: "hosting, domains and HTTPS, environment variables, CI", project: "the full-stack app live on the web" },
    ],
    time: ["3–4 months", "9–12 months", "2+ years"],
  },
  {
    name: "data science",
    named: String.raw`data\s+science|data\s+analysis|data\s+analytics`,
    role: ["a data scientist", String.raw`data\s+(?:scientist|analyst)`],
    kind: "field",
    stages: [
      { name: "Python and the maths", learn: "Python with pandas and NumPy; statistics and probability; the linear algebra basics", project: "an analysis of a public CSV dataset (Kaggle has plenty)" },
      { name: "SQL and data wrangling", learn: "joins, `GROUP BY`, window functions; cleaning messy data", project: "answers to business questions from a public database, in SQL" },
      { name: "Visualisation and communication", learn: "Matplotlib or seaborn, Jupyter notebooks, a dashboard tool", project: "a notebook that tells a story with charts" },
      { name: "Machine learning", learn: "scikit-learn: regression, classification, cross-validation, choosing metrics", project: "a model predicting something, such as house prices, with an honest evaluation" },
      { name: "Portfolio", learn: "A/B testing and experiment design, and explaining results to non-experts", project: "two or three end-to-end projects on GitHub, each with a write-up" },
    ],
    time: ["3–6 months", "1–2 years", "years"],
  },
  {
    name: "machine learning",
    named: String.raw`machine\s+learning|ml|deep\s+learning|ai|artificial\s+intelligence`,
    role: ["a machine learning engineer", String.raw`(?:machine\s+learning|ml|ai)\s+(?:engineer|developer|scientist)`],
    kind: "field",
    stages: [
      { name: "Python and the maths", learn: "Python with NumPy; linear algebra, derivatives and gradients, probability", project: "linear regression by gradient descent, written with NumPy" },
      { name: "Classic machine learning", learn: "scikit-learn, train and test splits, overfitting, metrics; Andrew Ng's *Machine Learning Specialization* covers it well", project: "a classifier for a Kaggle dataset" },
      { name: "Deep learning", learn: "neural networks and PyTorch; fast.ai's free *Practical Deep Learning for Coders*", project: "an image classifier using transfer learning" },
      { name: "Modern models", learn: "transformers, embeddings, fine-tuning, the Hugging Face libraries", project: "a fine-tuned text classifier, or search over your own documents with embeddings" },
      { name: "Deployment (MLOps)", learn: "serving a model behind an API, Docker, experiment tracking, monitoring", project: "your model deployed as an API" },
    ],
    time: ["3–6 months", "1–2 years", "years"],
  },
  {
    name: "cybersecurity",
    named: String.raw`cyber\s*security|cyber|info\s*sec|information\s+security|ethical\s+hacking|hacking|penetration\s+testing|pen\s*testing`,
    role: ["a cybersecurity professional", String.raw`(?:cyber\s*security|security|soc)\s+(?:analyst|engineer|professional|specialist)|ethical\s+hacker|hacker|penetration\s+tester|pen\s*tester`],
    kind: "field",
    stages: [
      { name: "IT foundations", learn: "networking (TCP/IP, DNS, HTTP, subnets), Linux and Windows basics, the command line", project: "a home lab of virtual machines, with their traffic captured in Wireshark" },
      { name: "Security fundamentals", learn: "the CIA triad, common attacks, cryptography basics, the OWASP Top 10; CompTIA Security+ is the usual first certification", project: "a hardened Linux server, with a write-up of each change" },
      { name: "Scripting", learn: "Python and Bash for automating checks", project: "a script that reads logs and flags repeated failed SSH logins" },
      { name: "Hands-on practice", learn: "TryHackMe, Hack The Box, OverTheWire's Bandit, capture-the-flag events", project: "a finished learning path, with your own write-ups" },
      { name: "A specialty", learn: "defence (SOC analyst, SIEM), offence (penetration testing), cloud security, or governance and compliance", project: "a SIEM such as Wazuh in your lab, alerting on an attack you run" },
    ],
    time: ["3–6 months", "1–2 years", "years"],
  },
  {
    name: "DevOps",
    named: String.raw`devops|dev\s+ops|site\s+reliability\s+engineering|sre`,
    role: ["a DevOps engineer", String.raw`(?:devops|dev\s+ops|site\s+reliability|sre|cloud)\s+engineer`],
    kind: "field",
    stages: [
      { name: "Linux, networking and scripting", learn: "the Linux command line, processes and permissions, networking basics, Bash and Python", project: "a script that backs up and rotates logs, run by cron" },
      { name: "Git and CI/CD", learn: "Git, and pipelines in GitHub Actions or GitLab CI", project: "a pipeline that tests and builds an app on every push" },
      { name: "Containers", learn: "Docker and Docker Compose, then Kubernetes", project: "a web app and its database in containers, then on a local Kubernetes cluster (kind or minikube)" },
      { name: "Cloud and infrastructure as code", learn: "one cloud (AWS, Azure or Google Cloud) and Terraform", project: "the app's infrastructure created with Terraform and deployed by the pipeline" },
      { name: "Observability and reliability", learn: "metrics with Prometheus, dashboards with Grafana, logs, alerting, incident response", project: "dashboards and alerts for your app" },
    ],
    time: ["3–6 months", "1–2 years (often after a developer or sysadmin job)", "years"],
  },
  {
    name: "UX design",
    named: String.raw`ux(?:\s*(?:/|and)\s*ui)?(?:\s+design)?|ui\s*(?:/|and)\s*ux(?:\s+design)?|user\s+experience(?:\s+design)?|product\s+design`,
    role: ["a UX designer", String.raw`(?:ux|ui\s*/\s*ux|ux\s*/\s*ui|ui\s+and\s+ux|ux\s+and\s+ui|product|user\s+experience)\s+designer`],
    kind: "field",
    stages: [
      { name: "Fundamentals", learn: "the user-centred design process and Nielsen's 10 usability heuristics; *The Design of Everyday Things* (Don Norman) and *Don't Make Me Think* (Steve Krug)", project: "a heuristic review of an app you use" },
      { name: "User research", learn: "interviews, personas, journey maps, usability testing", project: "interviews with five people about a problem they have" },
      { name: "Wireframes and prototypes", learn: "information architecture, user flows, Figma", project: "wireframes and a clickable prototype of a solution to that problem" },
      { name: "Visual and interaction design", learn: "typography, colour, layout grids, accessibility (WCAG), design systems", project: "a high-fidelity redesign of one screen, tested with users" },
      { name: "Portfolio", learn: "telling the story of your process, not only showing screens", project: "two or three case studies, from the problem to the tested design" },
    ],
    time: ["2–3 months", "6–12 months (to a portfolio)", "years"],
  },
  {
    name: "Spanish",
    firstIf: "the language most useful across the Americas and in the US, with around 500 million native speakers and spelling that matches its sounds",
    named: "spanish",
    kind: "language",
    steps: [
      "**Learn the sounds first**: Spanish is spelled almost exactly as it sounds, so five vowel sounds and a few consonants (the tapped and rolled r, ñ) let you read aloud early.",
      "**Build vocabulary daily** with Anki or Duolingo, 15–20 minutes a day, starting from the most frequent words.",
      "**Learn the grammar in order**: the present tense, *ser* versus *estar*, gender and agreement, then the two past tenses (preterite and imperfect), then the subjunctive.",
      "**Listen a lot** to input you mostly understand: podcasts and videos for learners (Dreaming Spanish, for example), then series with Spanish subtitles.",
      "**Speak from the first months**: a tutor on italki or Preply, or a language exchange partner, once or twice a week.",
    ],
    keepGoing: "Keep a daily habit, even 20 minutes, and read graded readers, then the news, as your vocabulary grows.",
    time: ["2–3 months", "6–12 months", "2–3 years"],
    note: fsi("Spanish", "600–750", "Category I, the easiest"),
  },
  {
    name: "French",
    firstIf: "a language spoken on five continents, official in around 29 countries (Canada, much of Africa), and a working language of the UN and the EU",
    named: "french",
    kind: "language",
    steps: [
      "**Train your ear first**: silent final letters, nasal vowels and liaison make French spelling and sound differ, so listen and repeat from day one.",
      "**Build vocabulary daily** with Anki or Duolingo, and learn every noun with its article (*le* or *la*) to learn its gender.",
      "**Learn the grammar in order**: the present tense, *être* and *avoir*, the *passé composé* and the *imparfait*, then the future, the conditional and the subjunctive.",
      "**Listen a lot**: TV5Monde's free lessons for learners, podcasts in slow French, then series with French subtitles.",
      "**Speak every week** with a tutor or a language exchange partner.",
    ],
    keepGoing: "Read a little French every day, graded readers first, and write short texts a tutor can correct.",
    time: ["2–3 months", "6–12 months", "2–3 years"],
    note: fsi("French", "600–750", "Category I, the easiest"),
  },
  {
    name: "German",
    firstIf: "to study or work in Germany, Austria or Switzerland; it has more grammar to learn up front (cases, three genders)",
    named: "german",
    kind: "language",
    steps: [
      "**Learn every noun with its article and plural** (*der*, *die* or *das*): gender can rarely be guessed, and the cases build on it.",
      "**Follow a structured course**: Deutsche Welle's free *Nicos Weg* (A1 to B1), with Anki or Duolingo for vocabulary.",
      "**Learn the cases step by step** (nominative, accusative, dative, then genitive) and the word order: the verb second, and at the end in subordinate clauses.",
      "**Listen a lot**: Deutsche Welle's *Langsam gesprochene Nachrichten* (news spoken slowly), podcasts for learners, series with German subtitles.",
      "**Speak every week** with a tutor or exchange partner; the Goethe-Institut's exams (A1 to C2) make good milestones.",
    ],
    keepGoing: "Keep a daily habit, and read aloud: German is spelled consistently, so reading aloud trains your speaking too.",
    time: ["3 months", "9–15 months", "3+ years"],
    note: fsi("German", "900", "Category II"),
  },
  {
    name: "Japanese",
    firstIf: "Japanese media, travel or work in Japan; it takes the longest, with three writing systems to learn",
    named: "japanese",
    kind: "language",
    steps: [
      "**Learn hiragana and katakana first**: the two syllabaries take one to three weeks, and everything else builds on them.",
      "**Follow a beginner's textbook**: *Genki* or *Minna no Nihongo*, with Tae Kim's free grammar guide as a second explanation.",
      "**Learn kanji gradually with spaced repetition** (Anki or WaniKani), always inside words rather than alone.",
      "**Listen and read a lot**: podcasts for learners, graded readers, then anime or dramas with Japanese subtitles.",
      "**Speak with a tutor** on italki or Preply; the JLPT levels (N5 up to N1) make good milestones.",
    ],
    keepGoing: "Review your flashcards every day without fail: kanji and vocabulary are where most learners stall.",
    time: ["3–6 months", "1.5–3 years", "5+ years"],
    note: fsi("Japanese", "2,200", "Category IV, the hardest"),
  },
  {
    name: "Chinese",
    firstIf: "the language with the most native speakers (Mandarin, around 900 million), for work or travel in China; its tones and characters take the longest",
    named: String.raw`chinese|mandarin(?:\s+chinese)?`,
    kind: "language",
    steps: [
      "**Learn pinyin and the tones first**: the four tones (and the neutral tone) change a word's meaning, so practise them from day one.",
      "**Build vocabulary with spaced repetition** (Anki), using the HSK word lists as a guide and the Pleco dictionary app.",
      "**Learn characters through their components** (radicals), inside words rather than alone; writing some by hand helps you remember them.",
      "**Follow a textbook** such as *Integrated Chinese* or the *HSK Standard Course*: the grammar has no conjugation, so focus on word order, measure words and particles like 了.",
      "**Listen and speak**: a tutor on italki or Preply, podcasts for learners, shows with Chinese subtitles.",
    ],
    keepGoing: "Keep daily reviews, and read graded readers as soon as you know a few hundred characters.",
    time: ["3–6 months", "1.5–3 years", "5+ years"],
    note: fsi("Mandarin Chinese", "2,200", "Category IV, the hardest"),
  },
  {
    name: "English",
    named: "english",
    kind: "language",
    steps: [
      "**Find your level** (the CEFR's A1 to C2) with a free online test, such as Cambridge English's, so you pick material that fits.",
      "**Build vocabulary daily**: the most frequent words, phrasal verbs and whole phrases, with Anki, and graded readers at your level.",
      "**Listen every day**: BBC Learning English (*6 Minute English*), podcasts, then series with English subtitles.",
      "**Speak every week**: a tutor or a language exchange; shadowing (repeating audio sentence by sentence) helps pronunciation.",
      "**Write a little every day** and get it corrected, learning grammar (tenses, articles) as your mistakes show what you need.",
    ],
    keepGoing: "Switch what you already do (phone, news, games) to English, so practice fits into your day.",
    time: ["3–6 months", "1–2 years", "3+ years"],
    note: "How long it takes depends a lot on your first language: speakers of languages close to English (Dutch, German, the Scandinavian languages) get there much faster.",
  },
  {
    name: "guitar",
    named: String.raw`(?:the\s+)?(?:acoustic\s+|electric\s+|classical\s+)?guitar`,
    kind: "music",
    steps: [
      "**Get a playable guitar** (low strings, stays in tune) and tune it with a tuner app every time you play.",
      "**Follow a structured free course**: JustinGuitar's Beginner Course takes you from the first chord step by step.",
      "**Learn the first open chords** (E minor, A minor, D, G, C) and practise switching between them, strumming in time with a metronome.",
      "**Play real songs early** with the chords you know, reading chord charts and tabs.",
      "**Then the next steps**: the F barre chord, power chords, and the minor pentatonic scale for lead playing.",
    ],
    keepGoing: "Play 15–30 minutes every day; sore fingertips are normal for the first weeks and turn into calluses.",
    time: ["1–3 months", "1–2 years", "5+ years"],
  },
  {
    name: "piano",
    named: String.raw`(?:the\s+)?(?:piano|keyboard)`,
    kind: "music",
    steps: [
      "**Get a keyboard with weighted, touch-sensitive keys** (88 keys is ideal; 61 is enough to start) or an acoustic piano.",
      "**Learn posture, hand position and finger numbers**, and the names of the notes on the keyboard and on the staff (treble and bass clef).",
      "**Follow a method**: a teacher, or a book such as *Alfred's Basic Adult Piano Course* or *Faber Adult Piano Adventures*.",
      "**Practise slowly, hands separately, then together**, with a metronome; add scales in C, G and F major.",
      "**Learn pieces you like at your level**, and chords so you can accompany songs.",
    ],
    keepGoing: "Practise a little every day, and have a teacher check your technique now and then, even if you learn mostly alone.",
    time: ["2–3 months", "2–3 years", "5–10 years"],
  },
  {
    name: "singing",
    named: String.raw`sing(?:ing)?|sing\s+better|to\s+sing`,
    kind: "music",
    steps: [
      "**Work on posture and breath support**: stand tall, and breathe low into your belly rather than lifting your shoulders.",
      "**Warm up every time** for 5–10 minutes: humming, lip trills, sirens up and down your range.",
      "**Train your pitch**: match notes from a piano or an app, sing scales, and record yourself to hear what you really sound like.",
      "**Find your range and sing songs that sit in it**, before stretching higher or lower.",
      "**Take lessons with a voice teacher**, even a few: they fix habits that strain the voice.",
    ],
    keepGoing: "Sing a little every day, drink water, and stop if it hurts: a healthy voice never should.",
    time: ["2–3 months", "1–2 years", "years"],
  },
  {
    name: "chess",
    named: String.raw`chess|play\s+chess`,
    kind: "other",
    steps: [
      "**Learn the rules and the basic checkmates**: king and queen against king, king and rook against king.",
      "**Solve tactics puzzles every day** (forks, pins, skewers, discovered attacks): lichess.org's puzzles are free.",
      "**Play the opening by its principles** rather than memorised lines: control the centre, develop your knights and bishops, castle early.",
      "**Play longer games** (15 minutes or more each) and **review every loss**, first on your own, then with the engine.",
      "**Learn the basic endgames**: king and pawn endings and the opposition, then rook endgames.",
    ],
    keepGoing: "Before every move, check what your opponent's last move threatens; that habit alone wins many games.",
    time: ["a few weeks (the rules take a day)", "6–12 months", "years"],
    pace: "30 minutes a day",
  },
  {
    name: "drawing",
    named: String.raw`draw(?:ing)?|to\s+draw|sketch(?:ing)?`,
    kind: "other",
    steps: [
      "**Draw every day** for 15–30 minutes in a sketchbook: a pencil and paper are all you need.",
      "**Learn the fundamentals**: confident lines, basic shapes and 3D forms (boxes, spheres, cylinders) in perspective. Drawabox is free and thorough.",
      "**Draw from observation**: objects at home, people in cafés. *Drawing on the Right Side of the Brain* (Betty Edwards) teaches you to see.",
      "**Learn light and shadow**: values, and shading a sphere and a cube.",
      "**Draw people**: timed gesture drawings from reference photos, then proportions and anatomy.",
    ],
    keepGoing: "Keep your old sketchbooks: looking back every few months shows progress you can't see day to day.",
    time: ["2–3 months", "1–2 years", "years"],
    pace: "20–30 minutes a day",
  },
  {
    name: "photography",
    named: String.raw`photography|take\s+(?:better|good)\s+photos|take\s+(?:better|good)\s+pictures`,
    kind: "other",
    steps: [
      "**Use the camera you have**, even a phone, and learn composition: the rule of thirds, leading lines, framing, a clean background.",
      "**Learn the exposure triangle**: aperture (depth of field), shutter speed (motion blur) and ISO (noise).",
      "**Shoot in aperture priority, then manual**, and learn light: the golden hour, and the direction light comes from.",
      "**Learn to edit**: shoot in RAW and edit in Lightroom, or free tools like darktable or Snapseed.",
      "**Give yourself projects**: a theme a week, and critique your photos against ones you admire.",
    ],
    keepGoing: "Shoot often, keep only your best, and ask for feedback on those.",
    time: ["2–4 weeks", "6–12 months", "years"],
  },
  {
    name: "cooking",
    named: String.raw`cook(?:ing)?|to\s+cook`,
    kind: "other",
    steps: [
      "**Learn knife skills**: how to hold a chef's knife, the claw grip, dicing an onion.",
      "**Learn the core techniques**: sautéing, roasting, boiling and simmering, braising, and controlling the heat.",
      "**Learn to season**: salt, fat, acid and heat, as *Salt, Fat, Acid, Heat* (Samin Nosrat) explains; taste as you go.",
      "**Master a handful of dishes** by cooking them again and again: eggs, a tomato pasta sauce, a stir-fry, a roast chicken, a soup.",
      "**Follow reliable recipes** (Serious Eats, BBC Good Food) exactly at first, then change them to your taste.",
    ],
    keepGoing: "Cook a few times a week and try one new dish each week.",
    time: ["1–2 months", "6–12 months", "years"],
  },
  {
    name: "touch typing",
    named: String.raw`touch\s*typ(?:e|ing)|to\s+touch\s+type|(?:to\s+)?type\s+faster|typing`,
    kind: "other",
    steps: [
      "**Learn the home row**: left fingers on A S D F, right on J K L ;, thumbs on the space bar; the bumps on F and J let you find it without looking.",
      "**Use a free typing tutor**: keybr.com or TypingClub introduce the keys a few at a time.",
      "**Never look at the keyboard**, and go for accuracy before speed: speed comes from accuracy.",
      "**Practise 15–20 minutes a day**; short daily sessions work better than long ones.",
      "**Add numbers and symbols** once the letters are automatic, and measure your speed with Monkeytype.",
    ],
    keepGoing: "Touch-type for everything, even when it's slower at first; going back to hunt-and-peck undoes the habit.",
    time: ["2–4 weeks (all the keys)", "1–2 months (your old speed)", "3–6 months (60+ words a minute)"],
    pace: "15–20 minutes a day",
  },
  {
    name: "public speaking",
    named: String.raw`public\s+speaking|speak\s+in\s+public|presenting|presentations?`,
    kind: "other",
    pathElsewhere: () => howToFor("getting better at public speaking"),
    time: ["1–2 months (a short talk without panic)", "6–12 months", "years"],
    pace: "a talk or a rehearsal every week",
  },
  {
    name: "swimming",
    named: String.raw`swim(?:ming)?|to\s+swim`,
    kind: "other",
    pathElsewhere: () => howToFor("learning to swim"),
    time: ["a few weeks of lessons (floating, breathing, a length)", "a few months", "years"],
    pace: "one or two lessons or sessions a week",
  },
];

/** The skill a subject names, read whole: "react.js" is React, "react hooks" none. */
function skillNamed(subject: string): Skill | undefined {
  const cleaned = cleanedSubject(subject);
  return SKILLS.find((skill) => new RegExp(`^(?:${skill.named})$`).test(cleaned));
}

/** A career a roadmap asks about, by its role ("a data scientist") or its field ("cybersecurity"). */
function careerNamed(subject: string): Skill | undefined {
  const cleaned = cleanedSubject(subject);
  return SKILLS.find((skill) => skill.role !== undefined && new RegExp(`^(?:${skill.role[1]}|${skill.named})$`).test(cleaned));
}

/** Words around a skill's name that change nothing asked: "the", "my", "fast", "as a beginner", "in 2025". */
const LEADING = /^(?:(?:the|a|an|my|some|how\s+to|to\s+play(?:\s+the)?|learning|programming\s+in|coding\s+in|the\s+basics\s+of|basic|a\s+career\s+in|career\s+in|into)\s+)+/;
const TRAILING = /\s+(?:fast|quickly|quick|for\s+free|free|from\s+scratch|on\s+my\s+own|by\s+myself|myself|at\s+home|online|properly|effectively|efficiently|step\s+by\s+step|the\s+right\s+way|well|now|today|skills?|language|programming(?:\s+language)?|as\s+an?\s+(?:complete\s+|total\s+|absolute\s+)?(?:beginner|adult|kid|student|hobby|hobbyist)|for\s+(?:a\s+|complete\s+|absolute\s+)?beginners?|with\s+no\s+(?:experience|background|degree)|without\s+(?:a\s+degree|any\s+experience|experience)|in\s+20\d\d|in\s+(?:a|one|two|three|six|\d+)\s+(?:days?|weeks?|months?|years?)|at\s+\d{2}|at\s+my\s+age|as\s+an?\s+adult|from\s+zero|for\s+(?:a\s+|an\s+)?[\w.+#-]+(?:\s+[\w.+#-]+){0,3})$/;

/** The subject with its filler cut: "the piano as an adult" → "piano". */
function cleanedSubject(subject: string): string {
  let cleaned = subject.trim().replace(LEADING, "");
  for (let cut = cleaned.replace(TRAILING, ""); cut !== cleaned; cut = cleaned.replace(TRAILING, "")) cleaned = cut;
  return cleaned.trim();
}

/** "What's the best way to learn X", "How do I get better at X", "Where should I start with X", "Tips for learning X". */
const PATH_ASKS: readonly RegExp[] = [
  /^(?:what(?:'s|\s+is|\s+are)\s+)?(?:the\s+)?(?:best|fastest|easiest|quickest|most\s+effective|right)\s+ways?\s+(?:to|of)\s+(?:learn(?:ing)?|get(?:ting)?\s+(?:good|better)\s+at|improv(?:e|ing)(?:\s+at|\s+my)?|master(?:ing)?|start(?:ing)?(?:\s+learning)?|get(?:ting)?\s+started\s+(?:with|in))\s+(.+)$/,
  /^how\s+(?:do|can|should|could|would)\s+(?:i|you|one|someone|a\s+beginner)\s+(?:(?:best|quickly|actually)\s+)?(?:start\s+(?:learning|with)|begin\s+(?:learning|with)|go\s+about\s+learning|get\s+started\s+(?:with|in|learning)|learn(?:\s+how)?|get\s+(?:good|better)\s+at|improve(?:\s+at|\s+in)?|master|teach\s+(?:myself|yourself)|self[-\s]teach|study)\s+(.+)$/,
  /^how\s+to\s+(?:start\s+(?:learning|with)|begin\s+learning|learn|get\s+(?:good|better)\s+at|improve(?:\s+at|\s+in)?|master|get\s+started\s+(?:with|in|learning)|teach\s+yourself|study)\s+(.+)$/,
  /^where\s+(?:should|do|can|would)\s+i\s+(?:start|begin)\s+(?:with|learning|when\s+learning|if\s+i\s+want\s+to\s+learn)\s+(.+)$/,
  /^where\s+to\s+(?:start|begin)\s+(?:with|learning|when\s+learning)\s+(.+)$/,
  /^(?:any\s+|some\s+|give\s+me\s+(?:some\s+)?|what\s+are\s+(?:some\s+)?(?:good\s+)?)?(?:tips|advice)\s+(?:for|on)\s+(?:learning|getting\s+better\s+at|improving(?:\s+at|\s+my)?|starting(?:\s+with)?|beginners?\s+(?:in|at|learning))\s+(.+)$/,
  /^i\s+(?:want|need|'d\s+like|would\s+like|wanna)\s+to\s+(?:learn|get\s+better\s+at|start\s+learning|get\s+into|improve(?:\s+my)?)\s+(.+?)(?:[,.!]?\s+(?:where|how)\s+(?:do|should|can)\s+i\s+(?:start|begin))?$/,
  /^(?:teach\s+me|learn|learning)\s+(.+)$/,
];

/** "How long does it take to learn X", "How many hours a day should I study to learn X". */
const TIME_ASKS: readonly RegExp[] = [
  /^how\s+(?:long|much\s+time)\s+(?:does\s+it|will\s+it|would\s+it|did\s+it|does\s+it\s+usually|should\s+it|do\s+i\s+need|to)\s+(?:take\s+(?:(?:for\s+)?(?:me|you|someone|a\s+beginner|an\s+adult|the\s+average\s+person)\s+)?(?:to\s+)?|to\s+)?(?:learn|master|get\s+good\s+at|become\s+fluent\s+in|get\s+fluent\s+in|be\s+fluent\s+in|become\s+proficient\s+(?:in|at)|be\s+job[-\s]ready\s+(?:in|with))\s+(.+)$/,
  /^how\s+many\s+(?:hours|months|years|weeks)(?:\s+(?:a|per|each)\s+(?:day|week))?\s+(?:does\s+it\s+take(?:\s+(?:for\s+)?(?:me|someone|a\s+beginner))?\s+to|should\s+i\s+(?:study|practi[cs]e|spend)(?:\s+(?:a|per|each)\s+(?:day|week))?(?:\s+to)?|do\s+i\s+need(?:\s+to\s+(?:study|practi[cs]e))?(?:\s+(?:a|per|each)\s+(?:day|week))?(?:\s+to)?|to)\s+(?:learn|master|get\s+fluent\s+in|become\s+fluent\s+in)\s+(.+)$/,
  /^how\s+(?:fast|quickly)\s+can\s+(?:i|you|someone|one)\s+learn\s+(.+)$/,
];

/** "Roadmap to become a frontend developer", "How do I become a data scientist?", "How to get into cybersecurity?". */
const ROADMAP_ASKS: readonly RegExp[] = [
  /^(?:(?:give\s+me|show\s+me|create|make|write|share)\s+)?(?:me\s+)?(?:an?\s+|the\s+|your\s+)?(?:complete\s+|full\s+|step[-\s]by[-\s]step\s+|learning\s+|career\s+)?road\s*map\s+(?:to|for)\s+(?:becom(?:e|ing)\s+|learning\s+|a\s+career\s+in\s+)?(?:an?\s+)?(.+)$/,
  /^(.+?)\s+(?:learning\s+|career\s+)?road\s*map$/,
  /^how\s+(?:do|can|should|would|could)\s+i\s+(?:become|get\s+a\s+job\s+as|start\s+a\s+career\s+(?:as|in)|get\s+into|break\s+into|get\s+started\s+in|transition\s+into|switch\s+(?:careers\s+)?(?:to|into))\s+(?:an?\s+)?(.+)$/,
  /^how\s+to\s+(?:become|get\s+into|break\s+into|start\s+a\s+career\s+(?:as|in)|get\s+a\s+job\s+(?:as|in))\s+(?:an?\s+)?(.+)$/,
  /^what\s+(?:should|do)\s+i\s+(?:need\s+to\s+)?(?:learn|study)\s+to\s+(?:become|be)\s+(?:an?\s+)?(.+)$/,
  /^(?:what\s+are\s+)?(?:the\s+)?steps\s+to\s+(?:becom(?:e|ing)|getting\s+into)\s+(?:an?\s+)?(.+)$/,
];

/** "How many hours a day should I study…": how much to practise is asked, before how long. */
const PER_DAY_ASK = /^how\s+(?:many\s+hours|much\s+time|long)\s+(?:a|per|each)\s+(?:day|week)|(?:a|per|each)\s+(?:day|week)\s+(?:should|do)\s+i/;

/** "Should I learn Python or JavaScript first?", "Which should I learn first, React or JavaScript?" */
const FIRST_ASKS: readonly RegExp[] = [
  /^should\s+i\s+(?:learn|start\s+with|study|pick|go\s+with)\s+(.+?)\s+or\s+(.+?)(?:\s+first)?$/,
  /^(?:which|what)\s+(?:one\s+)?should\s+i\s+(?:learn|start\s+with)\s+first,?\s+(.+?)\s+or\s+(.+)$/,
  /^(?:learn\s+)?(.+?)\s+or\s+(.+?)\s+first$/,
];

/** "Is it too late to learn piano at 40?" */
const TOO_LATE_ASK = /^(?:is\s+it|am\s+i)\s+too\s+(?:late|old)\s+(?:for\s+me\s+)?to\s+(?:learn|start(?:\s+learning)?|get\s+into)\s+(.+)$/;

/** Cheap first look: every question here names one of these words. */
const CUE = /learn|road\s*map|becom|get\s+into|break\s+into|better\s+at|good\s+at|improve|start|begin|master|tips|advice|teach|study|\sor\s.+\sfirst/;

/**
 * The learning path, time estimate or career roadmap for a skill the table holds, or undefined.
 * @example learningPathReply("What's the best way to learn React?")?.includes("react.dev") // true
 */
export function learningPathReply(prompt: string): string | undefined {
  if (prompt.length > 120) return undefined;
  const lower = prompt.toLowerCase();
  if (!CUE.test(lower)) return undefined;
  const asked = normalized(lower);
  const timed = subjectOf(asked, TIME_ASKS);
  if (timed !== undefined) {
    const skill = skillNamed(timed);
    return skill && timeEstimate(skill, PER_DAY_ASK.test(asked));
  }
  const pair = subjectsOf(asked, FIRST_ASKS);
  if (pair !== undefined) return whichFirst(pair);
  const roadmap = subjectOf(asked, ROADMAP_ASKS);
  if (roadmap !== undefined) {
    const career = careerNamed(roadmap);
    if (career) return roadmapFor(career);
    const skill = skillNamed(roadmap) ?? developerOf(roadmap);
    return skill && pathFor(skill, false);
  }
  const late = TOO_LATE_ASK.exec(asked)?.[1];
  if (late !== undefined) {
    const skill = skillNamed(late);
    return skill && tooLateReply(skill);
  }
  const path = subjectOf(asked, PATH_ASKS);
  if (path === undefined) return undefined;
  const skill = skillNamed(path);
  if (skill === undefined || skill.leavesPathAsks) return undefined;
  return pathFor(skill, /better|good\s+at|improv|master/.test(asked));
}

/** Lower case, curly apostrophes straight, no greeting or "please" before, no punctuation after. */
function normalized(lower: string): string {
  // Most questions have one space between words, and nothing for the spaces' replacement to copy.
  return oneSpaced(lower.replace(/[’‘]/g, "'"))
    .trim()
    .replace(/^(?:(?:hey|hi|hello|ok|okay|so|please|quick\s+question)[,!:]?\s+)+/, "")
    .replace(/^(?:can|could)\s+you\s+(?:tell|show)\s+me\s+/, "")
    .replace(/\s*[?.!]+$/, "");
}

/** The subject the first matching ask names, or undefined. */
function subjectOf(asked: string, asks: readonly RegExp[]): string | undefined {
  for (const ask of asks) {
    const subject = ask.exec(asked)?.[1];
    if (subject !== undefined) return subject;
  }
  return undefined;
}

/** The two subjects the first matching ask names, or undefined. */
function subjectsOf(asked: string, asks: readonly RegExp[]): readonly [string, string] | undefined {
  for (const ask of asks) {
    const [, first, second] = ask.exec(asked) ?? [];
    if (first !== undefined && second !== undefined) return [first, second];
  }
  return undefined;
}

/**
 * "Should I learn React or JavaScript first?": the one the other builds on; a pair the comparison
 * tables hold, their table; of two other languages that stand alone, each with what it is the
 * better first pick for. Undefined unless both are
 * programming skills the table holds.
 */
function whichFirst([firstNamed, secondNamed]: readonly [string, string]): string | undefined {
  const first = skillNamed(firstNamed);
  const second = skillNamed(secondNamed);
  if (first === undefined || second === undefined || first === second) return undefined;
  if (first.kind === "language" && second.kind === "language") return whichLanguageFirst(first, second);
  if (first.kind !== "code" || second.kind !== "code") return undefined;
  const [base, built] = second.builtOn === first.name ? [first, second] : first.builtOn === second.name ? [second, first] : [];
  if (base && built) {
    return `Learn **${base.name}** first: ${built.name} builds on it, so with ${base.name}'s basics in hand ${built.name} takes weeks rather than months. You don't need to master ${base.name} before you start; being comfortable with its fundamentals is enough.\n\n${pathFor(base, false)}`;
  }
  // A pair the comparison tables hold ("Python or JavaScript") gets its table, as "Which is better…?" does.
  const table = curatedComparison(first.name, second.name);
  if (table !== undefined) return table;
  if (first.firstIf === undefined || second.firstIf === undefined) return undefined;
  return `Either is a good choice; pick by what you want to do:\n\n- **${first.name} first** if you want ${first.firstIf}.\n- **${second.name} first** if you want ${second.firstIf}.\n\nIf you're unsure, pick one and stick with it for a few months: variables, loops, functions and debugging carry over, so the second language comes much faster.`;
}

/**
 * "Should I learn Spanish or French first?": each with what it is the better pick for, how hard
 * each is for an English speaker (the FSI's figures), and the usual advice to take the first to a
 * conversational level before starting the second.
 */
function whichLanguageFirst(first: Skill, second: Skill): string | undefined {
  if (first.firstIf === undefined || second.firstIf === undefined) return undefined;
  const notes = [first, second].flatMap((skill) => (skill.note === undefined ? [] : [`- ${skill.note.replace(/^For comparison, the/, "The")}`]));
  const hardness = notes.length === 0 ? "" : `\n\nHow hard each is for an English speaker:\n\n${notes.join("\n")}`;
  return `Either is a good first language; pick by where you'll use it:\n\n- **${first.name} first** if you want ${first.firstIf}.\n- **${second.name} first** if you want ${second.firstIf}.${hardness}\n\nIf you're still unsure, pick the one you'll hear, read or speak most in your own life: regular use matters more than the choice. Take the first to a conversational level (about B1) before starting the second, so the two don't blur together.`;
}

/** "a react developer", "python programmer": the language of a developer role. */
function developerOf(role: string): Skill | undefined {
  const language = /^(.+?)\s+(?:developer|engineer|programmer|dev)$/.exec(cleanedSubject(role))?.[1];
  const skill = language === undefined ? undefined : skillNamed(language);
  return skill?.kind === "code" ? skill : undefined;
}

/** The numbered path for a skill; a career's is its stages, a how-to's is how-tos.ts's answer. */
function pathFor(skill: Skill, improving: boolean): string | undefined {
  if (skill.pathElsewhere !== undefined) return skill.pathElsewhere();
  if (skill.stages !== undefined) return stagesFor(skill, `A path into **${skill.name}**, stage by stage:`);
  const intro = improving
    ? `To get better at **${skill.name}**, work through these in order, skipping what you already know:`
    : `A path for learning **${skill.name}** that works for most people:`;
  const steps = (skill.steps ?? []).map((step, index) => `${index + 1}. ${step}`).join("\n");
  return `${intro}\n\n${steps}\n\n**To keep going:** ${skill.keepGoing ?? ""}`;
}

/** A career's roadmap: its stages, what to learn in each and a first project. */
function roadmapFor(career: Skill): string {
  const [role] = career.role ?? [career.name];
  const [article, ...name] = role.split(" ");
  return stagesFor(career, `A roadmap to becoming ${article} **${name.join(" ")}**, stage by stage:`);
}

function stagesFor(career: Skill, intro: string): string {
  const stages = (career.stages ?? []).map((stage, index) => `**${index + 1}. ${stage.name}**\n- Learn: ${stage.learn}.\n- First project: ${stage.project}.`).join("\n\n");
  const [, jobReady] = career.time;
  return `${intro}\n\n${stages}\n\n**To keep going:** at ${PACE.field}, reaching job-ready takes about ${jobReady}. Build in public, put every project on GitHub or in a portfolio, and apply before you feel completely ready.`;
}

/** The time to each level, at the pace the figures assume, with the hours-per-week caveat. */
function timeEstimate(skill: Skill, perDay: boolean): string {
  const pace = skill.pace ?? PACE[skill.kind];
  // "How many hours a day should I study…" asks for the pace first, then what it leads to.
  const lead = perDay
    ? `A good target for **${skill.name}** is ${pace}, as regularly as you can: consistency matters more than long sessions. At that pace, rough ranges:`
    : `It depends mostly on how many hours a week you put in. Rough ranges for **${skill.name}** at ${pace}:`;
  const levels = LEVELS[skill.kind].map((level, index) => `- **${level}**: ${skill.time[index]}`).join("\n");
  const note = skill.note === undefined ? "" : `\n\n${skill.note}`;
  return `${lead}\n\n${levels}${note}\n\nTwice the practice gets you there in roughly half the time, and regular short sessions beat occasional long ones.`;
}

/** "Is it too late to learn piano at 40?": no, and the path. */
function tooLateReply(skill: Skill): string | undefined {
  const path = pathFor(skill, false);
  return path && `No, it isn't too late. Adults learn ${skill.name} all the time; regular practice matters far more than the age you start at.\n\n${path}`;
}
