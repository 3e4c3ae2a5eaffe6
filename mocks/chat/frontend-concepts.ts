/**
 * Explanations of the React, JavaScript, TypeScript and CSS concepts frontend developers ask a
 * chat demo about that explanations.ts does not hold: useEffect, useState, useMemo and
 * useCallback, list keys, promises, TypeScript generics, flexbox against grid. (Closures, the
 * virtual DOM, props against state, async/await, the event loop, CORS, REST against GraphQL and
 * JWTs are explanations.ts's, asked first.) A reply that says to "follow one request through it"
 * reads as a broken mock to the developers who know the answer.
 *
 * A prompt pays one cheap cue test; only one naming a concept is read further, and the concept is
 * found by the words it names, not by a scan of regular expressions. A length asked ("in one
 * sentence", "in 3 bullet points") cuts the explanation as asked-length.ts does for the others.
 */
import { askedLength, fittedToLength } from "./asked-length.ts";

/** Cheap first look: the words the concepts are named by. */
const CUE = /use(?:effect|state|memo|callback)|\bkeys?\b|\bpromises?\b|\bgenerics?\b|\bflex(?:box)?\b|\bgrid\b/i;
/** A question about it, or a request to explain it: not a request for code ("Write a useEffect that…"). */
const ASKS = /^\s*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:what|how|why|when|explain|describe|tell\s+me\s+about|help\s+me\s+understand|difference|should|is|are|do|does|[\w.]+\s+(?:vs\.?|versus)\s)/i;
const CODE_ASKED = /^\s*(?:please\s+)?(?:write|create|build|make|generate|implement|fix|refactor|convert)\b/i;

const USE_EFFECT = `\`useEffect\` runs code **after React has rendered** a component, to sync it with something outside React: fetching data, subscriptions, timers, or changing the page title.

\`\`\`jsx
useEffect(() => {
  const controller = new AbortController();
  fetch(\`/api/users/\${userId}\`, { signal: controller.signal })
    .then((res) => res.json())
    .then(setUser);
  return () => controller.abort(); // cleanup
}, [userId]); // dependency array
\`\`\`

- **When it runs**: after the first render, then again after any render where a value in the **dependency array** changed. \`[]\` means only after the first render; no array means after every render.
- **Cleanup**: the function you return runs before the effect runs again and when the component unmounts. Use it to cancel requests, clear timers and remove listeners.
- **Dependencies**: list every prop, state value or function from the component that the effect uses, or it will see stale values. The \`react-hooks/exhaustive-deps\` lint rule checks this.
- **Strict Mode**: in development React mounts, unmounts and remounts components once, so effects run twice; that is what shows a missing cleanup.

You often don't need an effect: values computed from props or state can be computed during render, and work caused by a click belongs in the event handler.`;

const USE_STATE = `\`useState\` gives a function component a value that **survives re-renders**; updating it tells React to render the component again.

\`\`\`jsx
function Counter() {
  const [count, setCount] = useState(0); // 0 is the initial value

  return <button onClick={() => setCount((c) => c + 1)}>Clicked {count} times</button>;
}
\`\`\`

- **It returns a pair**: the current value, and a setter function.
- **Updates are not immediate**: after \`setCount(1)\`, \`count\` still holds the old value until the next render. When the new value depends on the old one, pass a function: \`setCount((c) => c + 1)\`.
- **Replace, don't mutate**: for objects and arrays, create a new one (\`setItems([...items, item])\`); changing the existing one in place won't trigger a render.
- **Each component instance has its own state**, and it resets when the component unmounts.
- **Lazy initial state**: \`useState(() => expensiveSetup())\` runs the setup only on the first render.

For state with many related fields or complex transitions, \`useReducer\` is often clearer.`;

const MEMO_AND_CALLBACK = `Both cache something between renders until their dependencies change; the difference is **what** they cache:

- **\`useMemo\`** caches the **result** of a calculation: \`const sorted = useMemo(() => sortItems(items), [items]);\`
- **\`useCallback\`** caches the **function itself**: \`const onSelect = useCallback((id) => setSelected(id), []);\`

In fact \`useCallback(fn, deps)\` is the same as \`useMemo(() => fn, deps)\`.

**When they're worth it**:

- \`useMemo\` for a calculation that is noticeably slow (sorting or filtering thousands of items), or to keep an object or array the same between renders when it is a dependency of another hook.
- \`useCallback\` when you pass a function to a child wrapped in \`React.memo\`, or when the function is a dependency of \`useEffect\`: a new function on every render would make the child re-render or the effect re-run.

**When they're not**: for cheap calculations and functions passed to ordinary elements, they only add code. Measure with the React DevTools Profiler first. (The React Compiler, where you use it, adds this memoization for you.)`;

const KEYS = `React uses a list item's \`key\` to tell which item is which **between renders**, so it can keep each item's DOM and state with the right item when the list changes.

\`\`\`jsx
<ul>
  {todos.map((todo) => (
    <li key={todo.id}>{todo.text}</li>
  ))}
</ul>
\`\`\`

- **Without good keys**, when you insert, delete or reorder items React matches them by position: it re-renders more than needed and, worse, state like an input's text or a checkbox can end up on the wrong item.
- **Use a stable, unique id** from your data (a database id, a slug). Keys only need to be unique among siblings.
- **Avoid the array index** when the list can be reordered, filtered or have items inserted: the index of an item changes, so its key does. It's fine for a static list that never changes.
- **Never generate keys during render** (\`Math.random()\`, \`crypto.randomUUID()\`): every render gets new keys, so React recreates every item.

A key is also a way to **reset** a component on purpose: \`<Profile key={userId} />\` gives a fresh component, with fresh state, for each user.`;

const PROMISES = `A **promise** is an object that stands for a value that isn't ready yet, such as the result of a network request. It is in one of three states: **pending**, then either **fulfilled** with a value or **rejected** with an error.

\`\`\`javascript
fetch("/api/user")
  .then((response) => response.json()) // runs when the request succeeds
  .then((user) => console.log(user.name))
  .catch((error) => console.error(error)) // runs if any step fails
  .finally(() => console.log("done"));
\`\`\`

- **\`.then()\`** returns a new promise, so steps chain; returning a promise from a step waits for it.
- **\`.catch()\`** handles a rejection from any earlier step, like \`try/catch\` for asynchronous code.
- **\`async\`/\`await\`** is the same thing written step by step: \`const user = await (await fetch("/api/user")).json();\` inside an \`async\` function, with \`try/catch\` for errors.
- **Running several at once**: \`Promise.all([a, b])\` waits for all and fails if one fails; \`Promise.allSettled\` waits for all and reports each result; \`Promise.race\` and \`Promise.any\` settle with the first.
- **Create one** from a callback API with \`new Promise((resolve, reject) => { … })\`.

A promise's callbacks always run later, as microtasks, never in the middle of your current code.`;

const GENERICS = `**Generics** let you write a function, type or class that works with **many types while keeping track of which one**, instead of falling back to \`any\`.

\`\`\`typescript
function first<T>(items: T[]): T | undefined {
  return items[0];
}

const n = first([1, 2, 3]);     // n: number | undefined
const s = first(["a", "b"]);    // s: string | undefined
\`\`\`

- **\`T\` is a type parameter**: a placeholder that TypeScript fills in from how you call the function (or that you pass explicitly: \`first<string>(list)\`).
- **With \`any\`** you'd lose the information: \`first\` would return \`any\` and the compiler couldn't catch mistakes.
- **Constraints** limit what \`T\` can be: \`function longest<T extends { length: number }>(a: T, b: T): T\` accepts strings and arrays, but not numbers.
- **Generic types and interfaces**: \`interface ApiResponse<T> { data: T; error?: string }\` then \`ApiResponse<User[]>\`.
- **Built-in generics** you already use: \`Array<T>\`, \`Promise<T>\`, \`Record<K, V>\`, \`Partial<T>\`, and React's \`useState<T>\`.

Use a generic when the types of the inputs and outputs are connected; if they aren't, a plain union or \`unknown\` is simpler.`;

const FLEX_AND_GRID = `**Flexbox** lays items out in **one dimension**, a row *or* a column; **CSS Grid** lays them out in **two**, rows *and* columns at once.

| | Flexbox | Grid |
|---|---|---|
| Dimensions | one: a row or a column | two: rows and columns |
| Driven by | the content: items grow and shrink to fit | the layout: you define the tracks, items go into them |
| Best for | navbars, toolbars, centering, a row of buttons or cards that wrap | page layouts, galleries, dashboards, anything aligned in both directions |
| Key properties | \`display: flex\`, \`justify-content\`, \`align-items\`, \`flex: 1\`, \`gap\` | \`display: grid\`, \`grid-template-columns\`, \`grid-area\`, \`gap\` |

\`\`\`css
.toolbar { display: flex; justify-content: space-between; align-items: center; gap: 8px; }
.gallery { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 16px; }
\`\`\`

They work well together: Grid for the page's overall layout, Flexbox inside each area for the items in a row.`;

/**
 * The explanation of the concept the prompt asks about, or undefined when it asks about none of them.
 * @example frontendConceptReply("How does React useEffect work?")?.startsWith("`useEffect` runs code") // true
 */
export function frontendConceptReply(prompt: string): string | undefined {
  if (prompt.length > 120 || !CUE.test(prompt) || !ASKS.test(prompt) || CODE_ASKED.test(prompt)) return undefined;
  // "Explain useEffect in one sentence": the explanation fitted to the length asked.
  const length = askedLength(prompt);
  const explanation = conceptExplained((length?.rest ?? prompt).toLowerCase());
  return explanation === undefined || length === undefined ? explanation : fittedToLength(explanation, length);
}

/** The explanation of the concept a lower-cased question names, or undefined. */
function conceptExplained(text: string): string | undefined {
  if (/usememo|usecallback/.test(text)) return MEMO_AND_CALLBACK;
  if (text.includes("useeffect")) return USE_EFFECT;
  if (text.includes("usestate")) return USE_STATE;
  if (/\bkeys?\b/.test(text) && /\b(?:react|list|lists|map|jsx|items?)\b/.test(text) && !/\b(?:api|object|primary|foreign|ssh|map keys)\b/.test(text)) return KEYS;
  // "What is a promise?" may be the everyday word: only a promise in code is explained.
  if (/\bpromises?\b/.test(text) && /\b(?:javascript|js|typescript|ts|node|async|await|then|fetch|callbacks?)\b/.test(text)) return PROMISES;
  if (/\bgenerics?\b/.test(text) && /\b(?:typescript|ts)\b/.test(text)) return GENERICS;
  if (/\bflex(?:box)?\b/.test(text) && /\bgrid\b/.test(text)) return FLEX_AND_GRID;
  return undefined;
}
