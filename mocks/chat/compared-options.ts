/**
 * What compared-products.ts knows of the things people compare most besides phones and laptops:
 * frontend frameworks (React, Vue, Svelte, Angular), languages (Python, JavaScript, TypeScript,
 * Go, Rust, Java), databases (PostgreSQL, MySQL, MongoDB, SQLite), clouds (AWS, Azure, Google
 * Cloud) and two cars asked about together (the Tesla Model 3 and the Toyota Camry). Each has the
 * pros and cons a careful reviewer would defend, not a made-up spec; a price only where it is a
 * fact (free and open source, or a car's US starting price).
 *
 * Also reads comparisons of more than two: "React vs Vue vs Svelte vs Angular", "Compare
 * PostgreSQL, MySQL and MongoDB" (comparisons.ts reads only pairs).
 */

/** What the mock knows of one thing compared: pros, cons, and prices in US dollars by model. */
export interface Line {
  /** Matches the side as the prompt names it ("Vue.js", "Postgres"). */
  readonly names: RegExp;
  readonly pros: readonly string[];
  readonly cons: readonly string[];
  readonly prices?: readonly (readonly [RegExp, number])[];
}

/** Free and open source: a price of 0 is the fact. */
const FREE: readonly (readonly [RegExp, number])[] = [[/./, 0]];

export const OPTION_LINES: readonly Line[] = [
  {
    names: /^react(?:\.?js)?$/i,
    pros: ["Largest ecosystem and job market of any frontend library", "Flexible: you pick the router, state management and styling", "React Native reuses the same skills for mobile apps"],
    cons: ["Routing, data fetching and state need extra libraries or a framework such as Next.js", "JSX and the rules of hooks take time to learn", "Recommended patterns keep shifting (classes, hooks, server components)"],
    prices: FREE,
  },
  {
    names: /^vue(?:\.?js)?(?:\s*3)?$/i,
    pros: ["Gentle learning curve with HTML-like templates", "Official router (Vue Router) and store (Pinia)", "Fine-grained reactivity with little boilerplate"],
    cons: ["Smaller job market than React", "Fewer third-party libraries than React", "The move from Vue 2 to Vue 3 split the ecosystem for a while"],
    prices: FREE,
  },
  {
    names: /^svelte(?:kit)?$/i,
    pros: ["Compiles the framework away: small bundles and fast updates", "Least boilerplate of the four; reactivity is built into the language", "SvelteKit adds routing and server rendering"],
    cons: ["Smallest ecosystem and job market of the major frameworks", "Fewer ready-made component libraries", "Svelte 5's runes changed how reactivity is written"],
    prices: FREE,
  },
  {
    names: /^angular(?:\s*\d+)?$/i,
    pros: ["A complete framework: router, forms, HTTP client and testing built in", "TypeScript first, with strong conventions for large teams", "Backed by Google with a predictable release schedule"],
    cons: ["Steepest learning curve (dependency injection, RxJS, decorators)", "More boilerplate than React, Vue or Svelte", "Heavy for small apps"],
    prices: FREE,
  },
  {
    names: /^python(?:\s*3)?$/i,
    pros: ["Readable syntax that is easy to learn", "The leading ecosystem for data science and machine learning", "Productive for scripting, automation and web backends (Django, FastAPI)"],
    cons: ["Slower than compiled languages for CPU-heavy work", "The GIL limits CPU-bound threads in standard CPython", "Does not run in the browser"],
    prices: FREE,
  },
  {
    names: /^(?:javascript|js|node(?:\.?js)?)$/i,
    pros: ["Runs in every browser, and on servers with Node.js", "The largest package ecosystem (npm)", "One language for the frontend and the backend"],
    cons: ["Dynamic typing quirks (TypeScript is the usual fix)", "Fast-moving tooling to keep up with", "Single-threaded: CPU-heavy work needs worker threads"],
    prices: FREE,
  },
  {
    names: /^(?:typescript|ts)$/i,
    pros: ["Static types catch many bugs before the code runs", "Excellent editor support: autocompletion and safe refactoring", "Compiles to JavaScript and works with its whole ecosystem"],
    cons: ["A build step and type definitions to maintain", "Complex types can get hard to read", "Types are erased at runtime, so external data still needs validating"],
    prices: FREE,
  },
  {
    names: /^(?:go|golang)$/i,
    pros: ["Simple language that compiles fast to a single binary", "Goroutines and channels make concurrency easy", "Strong standard library for networking and servers"],
    cons: ["Less expressive than most modern languages; generics arrived only in Go 1.18", "Verbose error handling", "Small ecosystem for data science and desktop apps"],
    prices: FREE,
  },
  {
    names: /^rust$/i,
    pros: ["Memory safety without a garbage collector", "Performance on par with C and C++", "Excellent tooling: Cargo, Clippy and rustfmt"],
    cons: ["Steep learning curve (ownership and borrowing)", "Slow compile times on large projects", "Smaller hiring pool than the mainstream languages"],
    prices: FREE,
  },
  {
    names: /^java$/i,
    pros: ["Mature, fast JVM with decades of libraries", "Strong typing and tooling for large codebases", "Widely used in enterprise backends and Android"],
    cons: ["More verbose than newer languages", "Slower startup and higher memory use than Go or Rust", "Large frameworks (Spring) to learn"],
    prices: FREE,
  },
  {
    names: /^(?:postgres(?:ql)?|postgre\s*sql|pg)$/i,
    pros: ["Rich SQL: window functions, CTEs, JSONB and full-text search", "Strict about data integrity and standards", "Extensible (PostGIS, pgvector) under a permissive licence"],
    cons: ["Needs tuning at scale (vacuum, connection pooling)", "Sharding is not built in", "A little more to set up and run than MySQL for a simple app"],
    prices: FREE,
  },
  {
    names: /^(?:mysql|mariadb)$/i,
    pros: ["Fast for simple, read-heavy workloads", "Offered by almost every host and cloud", "Easy to set up and replicate"],
    cons: ["Fewer advanced SQL features than PostgreSQL", "Owned by Oracle (MariaDB is the community fork)", "Older versions had loose defaults, such as silently truncating data"],
    prices: FREE,
  },
  {
    names: /^(?:mongo(?:db)?)$/i,
    pros: ["Flexible JSON-like documents with no fixed schema", "Scales out with built-in sharding", "A natural fit for JavaScript apps"],
    cons: ["Joins and multi-document transactions are weaker than in SQL databases", "Schema freedom can lead to inconsistent data", "Server Side Public License, not an OSI-approved open-source licence"],
  },
  {
    names: /^sqlite(?:3)?$/i,
    pros: ["Zero setup: one file, no server", "Small and fast for local and embedded use", "Great for tests, prototypes and mobile apps"],
    cons: ["One writer at a time", "No users, permissions or network access", "Not meant for busy multi-user web backends"],
    prices: FREE,
  },
  {
    names: /^(?:aws|amazon\s+web\s+services)$/i,
    pros: ["The widest range of services and regions", "The most mature cloud, with the largest community and talent pool", "Deep enterprise adoption and third-party support"],
    cons: ["Complex pricing and a sprawling console", "Easy to overspend without budgets and alerts", "Many overlapping services to choose between"],
  },
  {
    names: /^(?:(?:microsoft\s+)?azure)$/i,
    pros: ["The best fit for Microsoft shops: Entra ID, Microsoft 365 and .NET", "Strong hybrid cloud with Azure Arc", "Licence savings for Windows Server and SQL Server"],
    cons: ["The portal and documentation can be inconsistent", "Frequent renaming of services", "Fewer managed services than AWS in some areas"],
  },
  {
    names: /^(?:gcp|google\s+cloud(?:\s+platform)?)$/i,
    pros: ["Strong data and AI tools (BigQuery, Vertex AI)", "Excellent Kubernetes (GKE), from the team that created it", "Simple pricing with automatic sustained-use discounts"],
    cons: ["Smaller market share and partner ecosystem than AWS or Azure", "Fewer regions than AWS", "Google's record of retiring products makes some teams wary"],
  },
  {
    names: /^(?:tesla\s+)?model\s*3$/i,
    pros: ["No fuel costs and low running costs", "Quick acceleration and a long range", "Access to Tesla's Supercharger network"],
    cons: ["Higher purchase price than a comparable petrol or hybrid sedan", "Almost every control is on the touchscreen", "Longer stops than refuelling on road trips"],
    prices: [[/./, 38990]],
  },
  {
    names: /^(?:toyota\s+)?camry(?:\s+hybrid)?$/i,
    pros: ["Lower purchase price", "Excellent reliability and resale value", "Hybrid-only from the 2025 model year, at about 50 mpg"],
    cons: ["Still burns fuel and needs regular servicing", "Slower acceleration than the Model 3", "Fewer software features and over-the-air updates than a Tesla"],
    prices: [[/./, 28400]],
  },
];

/** Words before the sides: "Compare", "Which is better:", "Pros and cons of". */
const LEAD = /^\s*(?:(?:please|can you|could you)\s+)*(?:compare|comparison of|contrast|(?:what are the\s+)?pros and cons of|which is (?:better|best)[:,]?|(?:which|what) should i (?:use|choose|learn|pick)[:,]?)?\s*(?:the\s+)?/i;
/** What follows the sides: "for a new project", "in 2025", the question mark. */
const CONTEXT = /\s+(?:for|in|on|when|as|by|with|to|based)\s+.*$|\s*[?.!]+\s*$/i;
/** Between the sides: "vs", "versus", a comma, "and", "or". */
const BETWEEN = /\s+(?:vs\.?|versus)\s+|\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/i;

/**
 * The three or more things a prompt compares, as it names them, or undefined (comparisons.ts reads a pair).
 * @example comparedMany("React vs Vue vs Svelte vs Angular") // ["React", "Vue", "Svelte", "Angular"]
 */
export function comparedMany(prompt: string): string[] | undefined {
  // Cheap first look: a comparison of three names a "vs" twice, or a list after "compare".
  if (prompt.length > 200 || prompt.includes("\n")) return undefined;
  const lower = prompt.toLowerCase();
  if (!/\bvs\.?\b.*\bvs\.?\b|\bversus\b.*\bversus\b/.test(lower) && !/\b(?:compare|comparison|pros and cons|which)\b.*,/.test(lower)) return undefined;
  const listed = prompt.replace(LEAD, "").replace(CONTEXT, "");
  const sides = listed.split(BETWEEN).map((side) => side.replace(/^(?:the|a|an)\s+/i, "").trim()).filter(Boolean);
  if (sides.length < 3 || sides.length > 6 || sides.some((side) => side.split(/\s+/).length > 4)) return undefined;
  return sides;
}
