/**
 * Replies to "how do I make X faster" for the things software people ask it about most: a
 * website (the classic demo prompt "How do I make my website faster?"), a SQL query, a React app,
 * a Python script, a computer. A model answers with the standard, correct advice (measure with
 * Lighthouse, compress images, cache, use a CDN; read the query plan, add indexes); a checklist
 * that says "keep faster behind a small interface" answers nothing.
 */
import { askedCounts } from "./list-counts.ts";
import { layoutOf } from "./lists.ts";

interface SpeedUp {
  /** What the prompt names. */
  subject: RegExp;
  intro: string;
  steps: readonly string[];
  closing: string;
}

/** Asking for speed: "faster", "speed up", "performance", "so slow", "optimize". */
const FASTER =
  /\b(?:faster|quicker|speed\s*(?:it\s+|this\s+|them\s+)?up|speeding\s+(?:it\s+)?up|performance|perform\s+better|performant|optimi[sz](?:e|ing|ation)|(?:so|too|really|very|running|is|are|feels?)\s+slow(?:ly)?|slow\s+(?:down|to\s+load)|load(?:s|ing)?\s+(?:faster|quicker|slow(?:ly)?)|load\s+times?|page\s+speed|more\s+responsive|laggy|lagging|sluggish)\b/i;
/** A question or a request for advice, not code to speed up or a text about speed. */
const ASKED = /^\s*(?:how|what|why|which|any|tips?|ways?|give|help|speed|optimi[sz]e|improve|make|can|could|should|is|are|my|our|i\s+(?:want|need))\b|\?\s*$/i;

const SPEED_UPS: readonly SpeedUp[] = [
  {
    subject: /\breact(?:\.?js)?\b/i,
    intro: "Here's how to make a React app faster, starting with finding out what is actually slow:",
    steps: [
      "**Profile first**: the React DevTools Profiler shows which components re-render and how long each render takes.",
      "**Avoid unnecessary re-renders**: keep state as close as possible to where it's used, and wrap expensive components in `React.memo` with stable props (`useCallback`, `useMemo`) where the profiler shows it helps.",
      "**Split your bundle**: load routes and heavy components on demand with `React.lazy` and `Suspense`, so the first load only downloads what the first screen needs.",
      "**Virtualize long lists**: render only the visible rows with a library like react-window or TanStack Virtual.",
      "**Memoize expensive calculations**: `useMemo` avoids recomputing derived data, such as a filtered and sorted list, on every render.",
      "**Measure the production build**: development builds include extra checks and are much slower, so profile and deploy the production build.",
      "**Shrink dependencies**: look at your bundle with a bundle analyzer and replace heavy libraries with lighter ones.",
      "**Fetch data efficiently**: cache and deduplicate requests with a library like TanStack Query or SWR, and start independent requests in parallel instead of one after another.",
    ],
    closing: "Tell me what feels slow (the first load, typing in a form, scrolling a long list) and I can focus on that.",
  },
  {
    subject: /\bpython\b/i,
    intro: "Here's how to speed up a Python script, starting with finding where the time goes:",
    steps: [
      "**Profile before optimizing**: run `python -m cProfile -s cumtime script.py` to see which functions take the most time.",
      "**Use the right data structures**: checking membership in a `set` or `dict` takes constant time, in a `list` it scans every item.",
      "**Let built-ins do the looping**: `sum()`, `sorted()`, comprehensions and `itertools` run faster than hand-written loops.",
      "**Vectorize numeric work**: NumPy or pandas operations on whole arrays are far faster than Python loops over rows.",
      "**Avoid repeated work**: move constant work out of loops, and cache results of expensive pure functions with `functools.lru_cache`.",
      "**Run I/O concurrently**: for network or disk-bound work, use `asyncio` or `concurrent.futures.ThreadPoolExecutor`.",
      "**Use several cores for CPU-bound work**: `multiprocessing` or `ProcessPoolExecutor` get around the GIL.",
      "**Try a faster runtime**: PyPy often speeds up pure-Python code, and Cython or Numba can compile hot loops.",
    ],
    closing: "If you share the slow part of the script, I can suggest specific changes.",
  },
  {
    subject: /\b(?:sql|quer(?:y|ies)|database|db|postgres(?:ql)?|mysql|sqlite|sql\s+server)\b/i,
    intro: "Here's how to make a slow SQL query faster, starting with finding out why it is slow:",
    steps: [
      "**Read the query plan**: run `EXPLAIN` (`EXPLAIN ANALYZE` in PostgreSQL) to see whether the database scans whole tables and where the time goes.",
      "**Add the right indexes**: index the columns used in `WHERE`, `JOIN` and `ORDER BY`; in a composite index, put the columns you filter on with `=` first.",
      "**Select only what you need**: replace `SELECT *` with the columns you use, and add `LIMIT` when you only show a page of results.",
      "**Keep filters index-friendly**: wrapping a column in a function (`WHERE YEAR(created_at) = 2024`) stops the index being used; write a range instead (`created_at >= '2024-01-01' AND created_at < '2025-01-01'`).",
      "**Avoid N+1 queries**: fetch related rows with one join or one `IN (...)` query, not one query per row.",
      "**Check your joins**: join on indexed columns of the same type, and filter early so fewer rows are joined.",
      "**Keep statistics fresh**: run `ANALYZE` (PostgreSQL) or `ANALYZE TABLE` (MySQL) so the planner has accurate row counts to choose a plan.",
      "**Precompute heavy results**: a materialized view or a summary table helps for expensive aggregates that don't need to be real-time.",
    ],
    closing: "If you paste the query and its `EXPLAIN` output, I can point to the specific bottleneck.",
  },
  {
    subject: /\b(?:web\s*sites?|sites?|web\s*pages?|pages?|landing\s+pages?|web\s*apps?|wordpress|front[- ]?end|blog)\b/i,
    intro: "Here's how to make a website faster, roughly in order of impact:",
    steps: [
      "**Measure first**: run Lighthouse (in Chrome DevTools) or PageSpeed Insights and look at the Core Web Vitals (LCP, INP and CLS), so you fix what actually slows your pages down.",
      "**Optimize images**: resize them to the size they are shown at, compress them, and serve modern formats like WebP or AVIF; images are usually the heaviest part of a page.",
      "**Lazy-load what's below the fold**: `loading=\"lazy\"` on images and iframes defers what the visitor can't see yet.",
      "**Ship less JavaScript**: remove unused libraries, split your bundle by route so each page loads only what it needs, and `defer` scripts that the first render doesn't need.",
      "**Minify and compress**: minify CSS and JavaScript, and serve text with Brotli or gzip compression.",
      "**Cache static files**: give versioned assets (file names with a content hash) a long `Cache-Control` lifetime, so repeat visits load them from the browser cache.",
      "**Use a CDN**: serving files from servers close to your visitors cuts the time every request takes.",
      "**Speed up the server's response**: check the Time to First Byte; cache rendered pages or database results, and pre-render pages that rarely change.",
      "**Trim third-party scripts and fonts**: analytics, chat widgets and ad tags add up; self-host your fonts and use `font-display: swap`.",
    ],
    closing: "Start with the Lighthouse report: it lists which of these would save the most time on your pages. If you tell me your stack (WordPress, React, plain HTML…), I can be more specific.",
  },
  {
    subject: /\b(?:computer|laptop|pc|mac(?:book)?|desktop|windows(?:\s+\d+)?|machine)\b/i,
    intro: "Here's how to speed up a slow computer, from the quick fixes to the bigger ones:",
    steps: [
      "**See what's using resources**: open Task Manager (Windows) or Activity Monitor (Mac) and sort by CPU and memory to find what is slowing things down.",
      "**Cut startup programs**: stop apps you don't need from opening at login (the Startup apps list on Windows, Login Items in System Settings on a Mac).",
      "**Restart and install updates**: updates often include performance fixes, and a restart clears out programs that have been leaking memory.",
      "**Free up disk space**: keep at least 10–15% of the drive free; uninstall apps you don't use and clear out large downloads.",
      "**Tame the browser**: dozens of open tabs and extensions use a lot of memory; close what you don't need.",
      "**Scan for malware**: run Windows Security or another reputable scanner.",
      "**Check for overheating**: clean dust from the vents and keep a laptop on a hard surface; a hot processor slows itself down.",
      "**Upgrade the hardware**: on an older machine, an SSD instead of a hard drive, or more RAM, is often the biggest improvement of all.",
    ],
    closing: "Is it a Windows PC or a Mac, and is it slow all the time or only with certain apps? I can give more specific steps.",
  },
];

/**
 * The standard advice for making a website, SQL query, React app, Python script or computer
 * faster, as many steps as asked (all when no number is given); undefined for any other prompt.
 * @example speedUpReply("How do I make my website faster?")?.split("\n")[0] // "Here's how to make a website faster, roughly in order of impact:"
 */
export function speedUpReply(prompt: string): string | undefined {
  if (prompt.length > 160 || prompt.includes("\n") || !FASTER.test(prompt) || !ASKED.test(prompt)) return undefined;
  const found = SPEED_UPS.find(({ subject }) => subject.test(prompt));
  if (!found) return undefined;
  const asked = askedCounts(prompt).asked;
  const steps = found.steps.slice(0, asked ?? found.steps.length);
  const layout = layoutOf(prompt);
  const list = steps.map((step, i) => (layout === "bullets" ? `- ${step}` : layout === "lines" ? step.replaceAll("**", "") : `${i + 1}. ${step}`)).join("\n");
  return `${found.intro}\n\n${list}\n\n${found.closing}`;
}
