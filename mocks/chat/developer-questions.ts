/**
 * Replies to the questions developers ask a coding assistant that no other module answers, with
 * and without pasted code. Developers know these answers, so generic prose ("Here are some general
 * pointers on list comprehensions") reads as a broken mock; each answer here is the one a good
 * model gives: a short explanation and correct code in a fenced block with its language.
 *
 * - With code: "Why is my state not updating? <code>" (state mutated in place, read right after
 *   it is set, set twice from the same render, read by a timer's stale closure), "Why does React
 *   warn here? <a .map without key>", "Why doesn't await work in forEach? <code>" (the bugs
 *   code-bugs.ts finds), "Convert this loop to a list comprehension: <code>", "Make this code more
 *   readable: <code>" (a filtering loop rewritten as `filter`/`map` or a comprehension, the code
 *   laid out), "Why is this slow? <a membership test in a loop>" (a set), and "What does this error
 *   mean? <a stack trace in a fence>" (the message read by error-messages.ts).
 * - Without code: concepts asked by name ("What is hoisting?", "What are list comprehensions in
 *   Python?", "debounce vs throttle", "INNER JOIN vs LEFT JOIN", "What is CORS and how do I fix
 *   it?", "How do I deploy a Next.js app?", "async in a forEach doesn't wait").
 *
 * Cheap first: a prompt that names none of the cues is passed by; a concept is matched on the
 * whole (short) question, so "Write a decorator that…" stays code to write.
 */
import { bugsIn } from "./code-bugs.ts";
import { codeIn, formatted, languageOf } from "./code-fixes.ts";
import { errorMessageReply } from "./error-messages.ts";
import { pastedProblemReply } from "./pasted-problems.ts";
import { asked, DEVELOPER_CONCEPTS, LEAD, versus, what, type Concept } from "./developer-concepts.ts";
import { PrefilteredTable } from "./required-words.ts";

const MAX_PROMPT = 4000;
const MAX_QUESTION = 140;


const LIST_COMPREHENSIONS = `A **list comprehension** builds a new list from an iterable in one expression: \`[expression for item in iterable if condition]\`.

\`\`\`python
numbers = [1, 2, 3, 4, 5, 6]

squares = [n * n for n in numbers]               # [1, 4, 9, 16, 25, 36]
evens = [n for n in numbers if n % 2 == 0]       # [2, 4, 6]
labels = ["even" if n % 2 == 0 else "odd" for n in numbers]
pairs = [(x, y) for x in range(2) for y in range(2)]  # [(0, 0), (0, 1), (1, 0), (1, 1)]
\`\`\`

It is the same as this loop, only shorter and usually a little faster:

\`\`\`python
evens = []
for n in numbers:
    if n % 2 == 0:
        evens.append(n)
\`\`\`

- The \`if\` at the end **filters**; an \`x if cond else y\` at the start **chooses a value** for every item.
- The same syntax makes dicts (\`{k: v for k, v in items}\`), sets (\`{n % 3 for n in numbers}\`) and, with parentheses, lazy generators (\`sum(n * n for n in numbers)\`).
- Keep them to one idea: when a comprehension needs nested conditions or side effects, a plain \`for\` loop reads better.`;

const HOISTING = `**Hoisting** is JavaScript setting up declarations before any code in their scope runs, so they exist from the top of the scope, before the line that declares them:

\`\`\`javascript
sayHi(); // works: function declarations are hoisted with their body
function sayHi() { console.log("hi"); }

console.log(a); // undefined: \`var\` is hoisted, but not its value
var a = 1;

console.log(b); // ReferenceError: Cannot access 'b' before initialization
let b = 2;
\`\`\`

- **Function declarations** are hoisted whole, so you can call them before they appear.
- **\`var\`** is hoisted and set to \`undefined\` until its line runs.
- **\`let\`, \`const\` and \`class\`** are hoisted too, but stay in the **temporal dead zone** until their line: reading them earlier throws.
- **Function expressions and arrow functions** (\`const f = () => {}\`) follow their variable's rule, so they can't be called early.

In practice: declare before use, prefer \`const\`/\`let\`, and hoisting stops being surprising.`;

const REST_API = `A **REST API** is a web API that exposes data as **resources** at URLs and uses the standard HTTP methods to act on them, usually exchanging JSON:

| Method | URL | Does |
|---|---|---|
| \`GET\` | \`/users\` | list users |
| \`GET\` | \`/users/42\` | read user 42 |
| \`POST\` | \`/users\` | create a user |
| \`PUT\` / \`PATCH\` | \`/users/42\` | replace / partly update user 42 |
| \`DELETE\` | \`/users/42\` | delete user 42 |

\`\`\`javascript
const res = await fetch("https://api.example.com/users/42");
if (!res.ok) throw new Error(\`HTTP \${res.status}\`);
const user = await res.json();
\`\`\`

Its conventions: requests are **stateless** (each carries its own authentication, typically a token in the \`Authorization\` header), **status codes** say what happened (\`200\` OK, \`201\` Created, \`400\` bad request, \`401\`/\`403\` not allowed, \`404\` not found, \`500\` server error), and responses can be cached by URL.`;

const KUBERNETES = `**Kubernetes** (K8s) is an open-source system, started at Google, that runs containers across a cluster of machines and keeps them running the way you described:

- You **declare** the desired state in YAML ("3 replicas of this image, with this much memory"), and Kubernetes keeps reality matching it: it restarts crashed containers, reschedules them when a machine dies, and rolls out new versions gradually.
- **Pod**: the smallest unit, one or more containers that share a network address.
- **Deployment**: keeps N copies of a pod running and handles rolling updates.
- **Service**: a stable address and load balancer in front of a set of pods.
- **Ingress**: routes outside HTTP traffic to services.

\`\`\`yaml
apiVersion: apps/v1
kind: Deployment
metadata: { name: web }
spec:
  replicas: 3
  selector: { matchLabels: { app: web } }
  template:
    metadata: { labels: { app: web } }
    spec:
      containers:
        - name: web
          image: myapp:1.2.0
          ports: [{ containerPort: 3000 }]
\`\`\`

It pays off when you run many services at scale; for one small app, a managed platform (or plain Docker on a VM) is far simpler.`;

const RACE_CONDITION = `A **race condition** is a bug where the result depends on the **timing** of operations that run concurrently: two of them read and write the same data, and whichever finishes last wins.

\`\`\`python
# Two threads running this at once can both read 10 and both write 11: one increment is lost.
balance = balance + 1
\`\`\`

The same thing happens in web apps: two requests read a stock count of 1 and both sell the last item; or in React, an older \`fetch\` resolves after a newer one and overwrites the fresh data.

Fixes, depending on where it happens:
- **Make the operation atomic**: a lock (\`threading.Lock\`, a mutex), or one database statement (\`UPDATE stock SET count = count - 1 WHERE id = 1 AND count > 0\`) instead of read-then-write.
- **Transactions and constraints** in the database, or optimistic locking with a version column.
- **Ignore stale async results**: cancel the old request (\`AbortController\`) or check it is still the latest before setting state.

They are hard to reproduce because they depend on timing, so fix the design rather than adding delays.`;

const DEPENDENCY_INJECTION = `**Dependency injection** means a piece of code **receives** the things it depends on (a database, an HTTP client, a clock) instead of creating them itself:

\`\`\`typescript
// Without: the service builds its own dependency, so tests hit the real database.
class UserService {
  private db = new PostgresDatabase();
}

// With: the dependency is passed in.
class UserService {
  constructor(private db: Database) {}
  findUser(id: string) { return this.db.query("SELECT * FROM users WHERE id = $1", [id]); }
}

const service = new UserService(new PostgresDatabase());   // in the app
const testService = new UserService(new InMemoryDatabase()); // in a test
\`\`\`

- **Testing** gets easy: pass a fake or a mock.
- **Swapping implementations** (another database, a different email provider) touches one place.
- Dependencies are **visible** in the constructor instead of hidden inside.

Passing arguments by hand is all it takes; frameworks like NestJS, Angular or Spring add a container that builds and wires the objects for you.`;

const DECORATORS = `A **decorator** in Python is a function that takes a function and returns a new one that wraps it, applied with \`@\`:

\`\`\`python
import functools
import time

def timed(func):
    @functools.wraps(func)  # keeps the name and docstring of func
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        result = func(*args, **kwargs)
        print(f"{func.__name__} took {time.perf_counter() - start:.3f}s")
        return result
    return wrapper

@timed
def slow_add(a, b):
    time.sleep(0.5)
    return a + b

slow_add(2, 3)  # prints "slow_add took 0.500s", returns 5
\`\`\`

\`@timed\` above \`def slow_add\` is the same as \`slow_add = timed(slow_add)\`. Decorators add behaviour around a function without changing its code: logging, timing, caching (\`@functools.cache\`), access checks, or registering routes (\`@app.get("/")\` in FastAPI and Flask).`;

const GENERATORS = `A **generator** in Python is a function that uses \`yield\` to produce values **one at a time, on demand**, instead of building a whole list:

\`\`\`python
def countdown(n):
    while n > 0:
        yield n      # hands back n and pauses here until the next value is asked for
        n -= 1

for x in countdown(3):
    print(x)         # 3, 2, 1

gen = countdown(2)
next(gen)  # 2
next(gen)  # 1
next(gen)  # raises StopIteration
\`\`\`

- **Lazy and memory-light**: reading a huge file line by line, or an endless sequence, takes almost no memory.
- **Generator expressions** are the one-line form: \`total = sum(x * x for x in range(1_000_000))\`.
- A generator can be consumed **only once**; call the function again for a fresh one.`;

const ARGS_KWARGS = `In Python, \`*args\` collects **extra positional arguments** into a tuple, and \`**kwargs\` collects **extra keyword arguments** into a dict:

\`\`\`python
def show(*args, **kwargs):
    print(args)    # (1, 2)
    print(kwargs)  # {'color': 'red', 'size': 3}

show(1, 2, color="red", size=3)
\`\`\`

The names are only a convention; the \`*\` and \`**\` do the work. They also **unpack** when calling:

\`\`\`python
def add(a, b, c):
    return a + b + c

nums = [1, 2, 3]
opts = {"a": 1, "b": 2, "c": 3}
add(*nums)   # 6
add(**opts)  # 6
\`\`\`

Their most common use is a wrapper that passes everything through: \`def wrapper(*args, **kwargs): return func(*args, **kwargs)\`.`;

const GIL = `The **GIL** (Global Interpreter Lock) is a lock in CPython, the standard Python interpreter, that lets **only one thread run Python bytecode at a time**, which keeps its memory management simple and safe.

- **I/O-bound work** (network calls, files, databases) is barely affected: a thread waiting on I/O releases the GIL, so \`threading\` or \`asyncio\` still speeds it up.
- **CPU-bound work** (number crunching in pure Python) does not get faster with threads; use \`multiprocessing\` or \`concurrent.futures.ProcessPoolExecutor\`, which run separate processes, each with its own GIL.
- Libraries like NumPy release the GIL inside their C code, so heavy array maths can use several cores.

\`\`\`python
from concurrent.futures import ProcessPoolExecutor

with ProcessPoolExecutor() as pool:
    results = list(pool.map(heavy_function, inputs))
\`\`\`

Python 3.13 added an experimental free-threaded build without the GIL (PEP 703), but the default build still has it.`;

const DB_INDEX = `A **database index** is a separate, sorted data structure (usually a B-tree) that lets the database find rows by a column **without scanning the whole table**, like the index at the back of a book.

\`\`\`sql
-- Without an index on email, this reads every row of users.
SELECT * FROM users WHERE email = 'ada@example.com';

CREATE INDEX idx_users_email ON users (email);
-- Now it jumps straight to the matching row.
\`\`\`

- **Faster reads**: \`WHERE\`, \`JOIN\` and \`ORDER BY\` on indexed columns go from scanning all rows to a few lookups.
- **Slower writes, more disk**: every \`INSERT\`, \`UPDATE\` and \`DELETE\` must update each index too, so index what you query, not everything.
- **Composite indexes** (\`ON orders (customer_id, created_at)\`) help queries that filter on the leading column(s).
- Primary keys and \`UNIQUE\` columns are indexed automatically.

Use \`EXPLAIN\` (or \`EXPLAIN ANALYZE\`) on a slow query to see whether it uses an index or scans the table.`;

const MEMOIZATION = `**Memoization** is caching a function's results by its arguments, so a repeated call returns the stored answer instead of computing it again. It only works for **pure** functions (same input, same output).

\`\`\`javascript
function memoize(fn) {
  const cache = new Map();
  return (n) => {
    if (!cache.has(n)) cache.set(n, fn(n));
    return cache.get(n);
  };
}

const fib = memoize((n) => (n < 2 ? n : fib(n - 1) + fib(n - 2)));
fib(50); // 12586269025, instantly; without memoization it makes billions of calls
\`\`\`

In Python it is one decorator:

\`\`\`python
from functools import cache

@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
\`\`\`

The trade-off is memory for speed. In React, \`useMemo\`, \`useCallback\` and \`React.memo\` apply the same idea to values, functions and components between renders.`;

const BIG_O = `**Big O notation** describes how an algorithm's running time (or memory) **grows as the input grows**, ignoring constants, so you can compare approaches:

| Big O | Name | Example |
|---|---|---|
| O(1) | constant | reading \`arr[i]\`, a hash map lookup |
| O(log n) | logarithmic | binary search in a sorted array |
| O(n) | linear | one loop over the array |
| O(n log n) | linearithmic | good sorting (merge sort, \`Array.prototype.sort\`) |
| O(n²) | quadratic | a loop inside a loop over the same array |
| O(2ⁿ) | exponential | naive recursive Fibonacci |

\`\`\`javascript
// O(n²): compares every pair
const hasDuplicate = (arr) => arr.some((x, i) => arr.indexOf(x) !== i);
// O(n): one pass with a Set
const hasDuplicateFast = (arr) => new Set(arr).size !== arr.length;
\`\`\`

It usually means the **worst case**, and it is about growth: for 10 items anything is fast, for 1,000,000 items O(n²) means about a trillion steps.`;

const WEBHOOK = `A **webhook** is an HTTP request a service sends **to your server** when something happens, instead of you asking it over and over ("polling"). Stripe calls your URL when a payment succeeds, GitHub when someone pushes.

\`\`\`javascript
// Express: the endpoint you register with the service
app.post("/webhooks/payments", express.raw({ type: "application/json" }), (req, res) => {
  // 1. Verify the signature header with the secret the service gave you
  // 2. Parse the event and handle it (idempotently: the same event may arrive twice)
  const event = JSON.parse(req.body);
  if (event.type === "payment.succeeded") markOrderPaid(event.data.orderId);
  res.sendStatus(200); // answer quickly; do slow work in a background job
});
\`\`\`

- **Verify the signature**: anyone can POST to a public URL.
- **Return 2xx fast**: most services retry on errors or timeouts, so also handle duplicates.
- For local testing, tools like the Stripe CLI or ngrok forward the requests to your machine.`;

const PURE_FUNCTION = `A **pure function** always returns the **same output for the same input** and has **no side effects**: it doesn't change anything outside itself (no global variables, no mutating its arguments, no network, no logging, no randomness or current time).

\`\`\`javascript
// Pure
const add = (a, b) => a + b;
const withItem = (list, item) => [...list, item]; // returns a new array

// Impure
let total = 0;
const addToTotal = (n) => (total += n);            // changes outside state
const pushItem = (list, item) => list.push(item);  // mutates its argument
const now = () => Date.now();                      // different output each call
\`\`\`

Pure functions are easy to test (no setup, no mocks), safe to cache (memoization) and to run in parallel. Real programs need side effects, so the usual approach is a pure core with the effects kept at the edges. React expects components and reducers to be pure in the same sense.`;

const CORS = `**CORS** (Cross-Origin Resource Sharing) is the browser rule that a page on one origin (scheme + host + port, like \`http://localhost:3000\`) can only read responses from another origin (\`https://api.example.com\`) if **that server** says it's allowed, with response headers like:

\`\`\`http
Access-Control-Allow-Origin: http://localhost:3000
\`\`\`

For requests with custom headers, JSON bodies or methods like \`PUT\`/\`DELETE\`, the browser first sends a **preflight** \`OPTIONS\` request, which must also get those headers back. Postman and \`curl\` ignore CORS; only browsers enforce it.

**The fix is on the server**, not in your frontend code. In Express:

\`\`\`javascript
import cors from "cors";

app.use(cors({ origin: "http://localhost:3000", credentials: true }));
\`\`\`

Other options:
- **In development**, proxy the API through your dev server so it's same-origin: Vite's \`server.proxy\`, Next.js \`rewrites\`.
- **An API you don't control**: call it from your own backend instead of the browser.
- With cookies (\`credentials: "include"\`), the server must name the exact origin, not \`*\`.

\`mode: "no-cors"\` in \`fetch\` does not fix it: it gives you an opaque response you can't read.`;

const DEBOUNCE_THROTTLE = `Both limit how often a function runs when an event fires rapidly (typing, scrolling, resizing); they differ in **when** it runs:

- **Debounce**: waits until the events **stop** for a given time, then runs once. Typing "react" into a search box with a 300 ms debounce sends one request, after the typing pauses.
- **Throttle**: runs **at most once per interval** while the events keep coming. A scroll handler throttled to 200 ms runs about five times a second, however fast you scroll.

\`\`\`javascript
function debounce(fn, delay) {
  let timer;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), delay);
  };
}

function throttle(fn, interval) {
  let last = 0;
  return (...args) => {
    const now = Date.now();
    if (now - last >= interval) {
      last = now;
      fn(...args);
    }
  };
}

input.addEventListener("input", debounce((e) => search(e.target.value), 300));
window.addEventListener("scroll", throttle(updateProgressBar, 200));
\`\`\`

Rule of thumb: **debounce** when only the final value matters (search-as-you-type, autosave, validating a field), **throttle** when you need regular updates during the activity (scroll position, drag, resize). Lodash's \`_.debounce\` and \`_.throttle\` add options such as running on the leading edge.`;

const NULL_UNDEFINED = `In JavaScript both mean "no value", but they come from different places:

- **\`undefined\`**: the value JavaScript gives to something **not set**: a declared variable without a value, a missing function argument, a missing object property, a function that returns nothing.
- **\`null\`**: a value **you assign on purpose** to say "empty" or "no object here".

\`\`\`javascript
let a;
console.log(a);          // undefined
console.log({}.name);    // undefined
let user = null;         // explicitly nothing

typeof undefined;        // "undefined"
typeof null;             // "object" (a historical bug in the language)
null == undefined;       // true  (loose equality treats them as equal)
null === undefined;      // false
\`\`\`

Useful tools: \`value ?? "default"\` replaces both (but not \`0\` or \`""\`, unlike \`||\`), and \`user?.address?.city\` stops at either instead of throwing. JSON has \`null\` but no \`undefined\` (\`JSON.stringify\` drops undefined properties).`;

const JOINS = `**INNER JOIN** returns only rows that have a match in **both** tables; **LEFT JOIN** returns **every row of the left table**, with \`NULL\` in the right table's columns where there is no match.

\`\`\`sql
-- Only customers who have placed orders (one row per order)
SELECT c.name, o.id AS order_id
FROM customers c
INNER JOIN orders o ON o.customer_id = c.id;

-- All customers; order_id is NULL for those with no orders
SELECT c.name, o.id AS order_id
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id;
\`\`\`

With customers Ada (2 orders) and Bob (none): the INNER JOIN gives 2 rows, both Ada's; the LEFT JOIN gives 3, Ada's two and \`Bob | NULL\`.

A common use of LEFT JOIN is finding what's missing: \`... LEFT JOIN orders o ON o.customer_id = c.id WHERE o.id IS NULL\` lists customers with no orders. Careful: a condition on the right table in \`WHERE\` (\`WHERE o.status = 'paid'\`) removes the \`NULL\` rows and turns it back into an inner join; put it in the \`ON\` clause instead.`;

const PROCESS_THREAD = `A **process** is a running program with its **own memory**; a **thread** is a path of execution **inside** a process, sharing that process's memory with its other threads.

| | Process | Thread |
|---|---|---|
| Memory | its own, isolated | shared with the other threads of its process |
| Cost to create | higher | lower |
| Communication | pipes, sockets, files, shared memory set up on purpose | directly through shared variables |
| A crash | usually stays in that process | can take down the whole process |
| Risk | little interference | race conditions, so shared data needs locks |

Each browser tab runs in its own process, so one crashing tab doesn't take the others down; a web server handling several requests at once in one process uses threads (or an event loop). In Python, CPU-heavy work uses processes (\`multiprocessing\`) because of the GIL; in Node.js, \`worker_threads\` gives you threads and \`child_process\` processes.`;

const INTERFACE_TYPE = `In TypeScript, \`interface\` and \`type\` can both describe the shape of an object, and for that they are nearly interchangeable:

\`\`\`typescript
interface User { id: number; name: string }
type User2 = { id: number; name: string };
\`\`\`

The differences:

- **Only \`type\`** can name unions, tuples, primitives and computed types: \`type Status = "idle" | "loading" | "error"\`, \`type Pair = [number, number]\`, \`type Keys = keyof User\`.
- **Only \`interface\`** merges declarations: two \`interface Window { … }\` blocks combine, which is how libraries let you extend their types.
- **Extending**: \`interface Admin extends User { role: string }\` vs \`type Admin = User & { role: string }\`. \`extends\` reports conflicting properties as an error; an intersection quietly makes them \`never\`.
- A class can \`implements\` either, as long as the type is an object shape.

Common advice, and the TypeScript handbook's: use \`interface\` for object shapes and public APIs until you need a feature only \`type\` has, then use \`type\`. Consistency within a codebase matters more than the choice.`;

const MAP_FOREACH = `Both call a function for each element of an array; the difference is what comes back:

- **\`map\`** returns a **new array** of the callback's return values, the same length as the original.
- **\`forEach\`** returns **\`undefined\`**; it's only for side effects (logging, pushing elsewhere, updating the DOM).

\`\`\`javascript
const prices = [10, 20, 30];

const withTax = prices.map((p) => p * 1.2);   // [12, 24, 36]
prices.forEach((p) => console.log(p));      // logs 10, 20, 30; returns undefined

const result = prices.forEach((p) => p * 2); // undefined: a common mistake
\`\`\`

Use \`map\` when you want a transformed array (and in React to render lists: \`items.map((item) => <li key={item.id}>{item.name}</li>)\`), \`forEach\` when you only want to do something with each item. Neither can be stopped early (\`break\` doesn't work; use \`for…of\`, \`some\` or \`find\`), and neither waits for \`async\` callbacks.`;

const STORAGE = `All three store small strings in the browser; they differ in lifetime, size and whether the server sees them:

| | localStorage | sessionStorage | Cookies |
|---|---|---|---|
| Lifetime | until cleared by code or the user | until the tab is closed | until their \`Expires\`/\`Max-Age\`, or the session |
| Scope | every tab of the origin | that one tab | the domain and path they're set for |
| Size | about 5 MB per origin | about 5 MB per origin | about 4 KB each |
| Sent to the server | no | no | **yes**, with every matching request |
| Readable by JavaScript | yes | yes | yes, unless \`HttpOnly\` |

\`\`\`javascript
localStorage.setItem("theme", "dark");
const theme = localStorage.getItem("theme"); // "dark"
sessionStorage.setItem("step", "2");
document.cookie = "lang=en; Max-Age=31536000; Path=/; SameSite=Lax";
\`\`\`

- Use **localStorage** for preferences that should survive restarts (theme, a draft).
- Use **sessionStorage** for state of one tab's visit (a multi-step form).
- Use **cookies** for what the server needs on each request, above all the login session: set it from the server as \`HttpOnly; Secure; SameSite=Lax\` so scripts can't steal it. Don't keep auth tokens in localStorage, where any XSS can read them.`;

const SSR_CSR = `**Client-side rendering (CSR)** sends a nearly empty HTML page plus JavaScript, and the browser builds the page; **server-side rendering (SSR)** builds the HTML on the server for each request, so the page arrives with its content, and JavaScript then makes it interactive ("hydration").

| | CSR | SSR |
|---|---|---|
| First content on screen | later: after the JavaScript loads and fetches data | sooner: the HTML already has it |
| SEO and link previews | weaker, crawlers may see an empty page | content is in the HTML |
| Server load | static files, cheap to host on a CDN | renders on every request |
| Navigating after load | fast, no full page reloads | fast too, once hydrated |
| Typical tools | Vite + React, Create React App | Next.js, Nuxt, Remix, SvelteKit |

There's also **static site generation (SSG)**: the HTML is rendered once at build time, fast and cheap, for pages that change rarely (docs, blogs, marketing). Frameworks like Next.js let you choose per page; a dashboard behind a login is fine with CSR, a public store or blog benefits from SSR or SSG.`;

const ASYNC_FOREACH = `\`forEach\` doesn't wait for \`async\` callbacks: it calls each one, ignores the promise it returns and moves on, so the code after the loop runs before any \`await\` inside has finished (and their errors go unhandled).

\`\`\`javascript
// Doesn't wait: "done" is logged first
items.forEach(async (item) => {
  await save(item);
});
console.log("done");
\`\`\`

**One after another**, use \`for…of\`:

\`\`\`javascript
for (const item of items) {
  await save(item);
}
console.log("done"); // after every save
\`\`\`

**All at once**, map to promises and await them together:

\`\`\`javascript
await Promise.all(items.map((item) => save(item)));
console.log("done");
\`\`\`

\`Promise.all\` is faster but fails as soon as one fails; use \`Promise.allSettled\` to get every result, or \`for…of\` when order matters or the API rate-limits you. The same goes for \`map\`, \`filter\` and \`reduce\`: none of them awaits their callbacks.`;

const ASYNC_ERRORS = `With \`async\`/\`await\`, a rejected promise **throws** at the \`await\`, so you handle it with ordinary \`try\`/\`catch\`:

\`\`\`javascript
async function loadUser(id) {
  try {
    const res = await fetch(\`/api/users/\${id}\`);
    if (!res.ok) throw new Error(\`HTTP \${res.status}\`); // fetch doesn't reject on 404/500
    return await res.json();
  } catch (error) {
    console.error("Could not load user:", error);
    return null; // or rethrow: throw error;
  } finally {
    setLoading(false); // runs either way
  }
}
\`\`\`

- **Catch where you can do something about it** (show a message, retry, use a fallback); otherwise let it propagate to the caller.
- **An \`async\` function's errors reject its promise**, so a caller without \`await\` needs \`.catch()\`: \`loadUser(1).catch(handleError)\`. An unhandled rejection crashes a Node.js process by default.
- **In parallel**: \`await Promise.all([a(), b()])\` throws the first error; \`Promise.allSettled\` gives you each result and error.
- **\`return await\`** inside \`try\` matters: a bare \`return promise\` skips your \`catch\`.`;

const NEXTJS_DEPLOY = `The simplest way is **Vercel** (made by the team behind Next.js):

1. Push your project to GitHub, GitLab or Bitbucket.
2. On vercel.com, choose **Add New → Project** and import the repository; it detects Next.js and sets the build command.
3. Add your environment variables in the project settings, then **Deploy**.

Every push to the main branch then deploys to production, and every pull request gets its own preview URL. From the terminal, \`npx vercel\` does the same.

**On your own server or any host that runs Node.js:**

\`\`\`bash
npm ci
npm run build      # next build
npm run start      # next start, serves on port 3000 (set PORT to change it)
\`\`\`

Keep it running with a process manager (\`pm2 start npm --name web -- start\`) behind a reverse proxy such as Nginx for HTTPS.

**In Docker**, set \`output: "standalone"\` in \`next.config.js\` so the build includes a minimal server:

\`\`\`dockerfile
FROM node:20-alpine AS build
WORKDIR /app
COPY package*.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-alpine
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
EXPOSE 3000
CMD ["node", "server.js"]
\`\`\`

Netlify, AWS Amplify, Render, Railway and Cloudflare also support Next.js. A fully static site (\`output: "export"\`) can go on any static host, but then server features such as API routes, SSR and middleware aren't available.`;

const STATE_NOT_UPDATING = `The usual causes, most common first:

**1. You read the state right after setting it.** The setter doesn't change the variable in the current render; it schedules a re-render, and the new value shows up there:

\`\`\`jsx
const [count, setCount] = useState(0);

function handleClick() {
  setCount(count + 1);
  console.log(count); // still the old value: this render's snapshot
}
\`\`\`

Use the value you computed (\`const next = count + 1; setCount(next);\`), or react to the change in \`useEffect(() => { … }, [count])\`.

**2. You mutated the state instead of replacing it.** React compares by reference, so the same array or object means "no change":

\`\`\`jsx
items.push(newItem);
setItems(items);                     // ❌ same array: no re-render
setItems([...items, newItem]);       // ✅ new array
setUser({ ...user, name: "Ada" });   // ✅ new object
\`\`\`

**3. Several updates, or a timer, use a stale value.** \`setCount(count + 1)\` twice in one handler adds 1, not 2, and a \`setInterval\` created once keeps seeing the first render's \`count\`. Use the updater form, which always gets the latest value:

\`\`\`jsx
setCount((c) => c + 1);
\`\`\`

If none of these fits, paste the component and I'll point at the line.`;

const DICT_KEY = `Use the \`in\` operator:

\`\`\`python
user = {"name": "Ada", "age": 36}

if "name" in user:
    print(user["name"])

"email" in user        # False
"email" not in user    # True
\`\`\`

To read a value that may be missing without an \`if\`, use \`get\`, which returns \`None\` (or a default you give) instead of raising \`KeyError\`:

\`\`\`python
email = user.get("email")               # None
email = user.get("email", "unknown")    # "unknown"
\`\`\`

\`in\` on a dict checks the **keys** (in constant time on average); to check values, use \`"Ada" in user.values()\`. Avoid the old \`has_key()\`: it was removed in Python 3.`;

const READ_FILE_NODE = `Use the promise version of the built-in \`fs\` module:

\`\`\`javascript
import { readFile } from "node:fs/promises";

const text = await readFile("notes.txt", "utf8"); // without "utf8" you get a Buffer
console.log(text);
\`\`\`

For a JSON file:

\`\`\`javascript
const config = JSON.parse(await readFile("config.json", "utf8"));
\`\`\`

- \`await\` at the top level works in ES modules (\`.mjs\`, or \`"type": "module"\` in package.json); in CommonJS, put it in an \`async\` function, or use \`require("node:fs").readFileSync(path, "utf8")\` in a script where blocking is fine.
- Relative paths resolve from the **current working directory**, not the file; use \`new URL("./notes.txt", import.meta.url)\` for a path next to the module.
- Wrap it in \`try\`/\`catch\`: a missing file throws an error with \`code: "ENOENT"\`.
- For very large files, stream instead of loading everything: \`fs.createReadStream(path)\`, or \`readline\` to go line by line.`;

const CONCEPTS: readonly Concept[] = [
  { asked: asked(what(String.raw`(?:python\s+)?list\s+comprehensions?`) + String.raw`|how\s+(?:do\s+(?:i|you)\s+(?:use|write)|to\s+(?:use|write))\s+(?:a\s+)?list\s+comprehensions?(?:\s+in\s+python)?`), answer: LIST_COMPREHENSIONS },
  { asked: asked(what(String.raw`hoisting|variable\s+hoisting|function\s+hoisting`) + String.raw`|what\s+does\s+hoisting\s+mean(?:\s+in\s+(?:javascript|js))?`), answer: HOISTING },
  { asked: asked(what(String.raw`rest(?:ful)?\s+apis?`) + String.raw`|(?:what(?:'s|\s+is)|explain)\s+rest(?:ful)?(?:\s+in\s+(?:web\s+development|programming))?`), answer: REST_API },
  { asked: asked(what(String.raw`kubernetes|k8s`) + String.raw`|what\s+is\s+kubernetes\s+used\s+for`), answer: KUBERNETES },
  { asked: asked(what(String.raw`race\s+conditions?`)), answer: RACE_CONDITION },
  { asked: asked(what(String.raw`dependency\s+injection`)), answer: DEPENDENCY_INJECTION },
  { asked: asked(what(String.raw`(?:python\s+)?decorators?(?:\s+in\s+python)?`) + String.raw`|how\s+do\s+(?:python\s+)?decorators\s+work(?:\s+in\s+python)?`), answer: DECORATORS },
  { asked: asked(what(String.raw`(?:python\s+)?generators?(?:\s+in\s+python)?|yield(?:\s+in\s+python)?|the\s+yield\s+keyword`) + String.raw`|what\s+does\s+(?:the\s+)?yield(?:\s+keyword)?\s+do(?:\s+in\s+python)?`), answer: GENERATORS },
  { asked: asked(String.raw`(?:what\s+(?:does|do|is|are)\s+)?\*args\s+and\s+\*\*kwargs(?:\s+(?:mean|do))?(?:\s+in\s+python)?|explain\s+\*args\s+and\s+\*\*kwargs`), answer: ARGS_KWARGS },
  { asked: asked(what(String.raw`(?:python(?:'s)?\s+)?gil|global\s+interpreter\s+lock`)), answer: GIL },
  { asked: asked(what(String.raw`(?:database|db|sql)\s+index(?:es)?|index(?:es)?\s+in\s+(?:a\s+)?(?:database|sql|db)|indexing\s+in\s+(?:a\s+)?(?:database|sql)`)), answer: DB_INDEX },
  { asked: asked(what(String.raw`memoi[sz]ation`)), answer: MEMOIZATION },
  { asked: asked(what(String.raw`big[\s-]?o(?:\s+notation)?|time\s+complexity`)), answer: BIG_O },
  { asked: asked(what(String.raw`webhooks?`)), answer: WEBHOOK },
  { asked: asked(what(String.raw`pure\s+functions?`)), answer: PURE_FUNCTION },
  {
    asked: asked(
      String.raw`${what("cors")}(?:\s+and\s+how\s+(?:do\s+i|to|can\s+i)\s+fix\s+it)?|how\s+(?:do\s+i|to|can\s+i)\s+(?:fix|solve|get\s+around|handle)\s+(?:a\s+|the\s+|this\s+)?cors(?:\s+(?:errors?|issues?|problems?))?|(?:i'?m\s+getting\s+(?:a\s+)?)?cors\s+(?:errors?|issues?|problems?)(?:\s+(?:in|with)\s+[\w.\s]{1,30})?|why\s+(?:do\s+i\s+get|am\s+i\s+getting)\s+(?:a\s+)?cors\s+errors?`,
    ),
    answer: CORS,
  },
  { asked: asked(versus("debounc(?:e|ing)", "throttl(?:e|ing)")), answer: DEBOUNCE_THROTTLE },
  { asked: asked(versus("null", "undefined")), answer: NULL_UNDEFINED },
  { asked: asked(versus(String.raw`(?:an?\s+)?inner\s+joins?`, String.raw`(?:an?\s+)?left(?:\s+outer)?\s+joins?`)), answer: JOINS },
  { asked: asked(versus(String.raw`(?:an?\s+)?process(?:es)?`, String.raw`(?:an?\s+)?threads?`)), answer: PROCESS_THREAD },
  { asked: asked(versus(String.raw`(?:an?\s+)?interfaces?`, String.raw`(?:an?\s+)?types?(?:\s+aliases?)?`)), answer: INTERFACE_TYPE },
  { asked: asked(versus(String.raw`\.?map(?:\(\))?`, String.raw`\.?foreach(?:\(\))?`)), answer: MAP_FOREACH },
  {
    asked: asked(
      String.raw`(?:(?:what(?:'s|\s+is)\s+)?(?:the\s+)?differences?\s+between\s+)?(?:local\s?storage|session\s?storage|cookies)(?:\s*(?:,|vs\.?|versus|or|and)\s*(?:local\s?storage|session\s?storage|cookies)){2}`,
    ),
    answer: STORAGE,
  },
  { asked: asked(String.raw`(?:what\s+is\s+)?` + versus(String.raw`ssr|server[\s-]side\s+rendering`, String.raw`csr|client[\s-]side\s+rendering`)), answer: SSR_CSR },
  {
    asked: asked(
      String.raw`(?:why\s+(?:doesn'?t|does\s+not|won'?t)\s+)?(?:async(?:\s*\/\s*await)?|await)\s+(?:in(?:side)?|with)\s+(?:a\s+)?foreach(?:\s+loop)?\s*(?:doesn'?t|does\s+not|not|won'?t)\s+(?:wait|work)(?:ing)?|why\s+(?:doesn'?t|does\s+not|won'?t)\s+(?:async(?:\s*\/\s*await)?|await)\s+work\s+(?:in(?:side)?|with)\s+(?:a\s+)?foreach(?:\s+loop)?|(?:how\s+(?:do\s+i|to|can\s+i)\s+)?(?:use\s+)?(?:async(?:\s*\/\s*await)?|await)\s+(?:in(?:side)?|with)\s+(?:a\s+)?foreach(?:\s+loop)?|foreach\s+(?:doesn'?t|does\s+not)\s+wait\s+for\s+(?:async|await|promises)`,
    ),
    answer: ASYNC_FOREACH,
  },
  {
    asked: asked(
      String.raw`how\s+(?:do\s+(?:i|you)|to|should\s+i|can\s+i)\s+(?:handle|catch|deal\s+with)\s+errors?\s+(?:in|with)\s+async(?:\s*\/\s*await|\s+await|\s+functions?)?(?:\s+in\s+(?:javascript|js|typescript|ts|node(?:\.?js)?))?|(?:async(?:\s*\/\s*await)?|await)\s+error\s+handling|error\s+handling\s+(?:in|with)\s+async(?:\s*\/\s*await)?`,
    ),
    answer: ASYNC_ERRORS,
  },
  {
    asked: asked(String.raw`how\s+(?:do\s+i|to|can\s+i|should\s+i|do\s+you)\s+(?:deploy|host|publish|ship)\s+(?:a|an|my)?\s*next(?:\.?js)?(?:\s+(?:app|application|site|website|project))?(?:\s+(?:to\s+production|online))?|deploy(?:ing)?\s+(?:a\s+)?next(?:\.?js)?\s+(?:app|application|site|project)`),
    answer: NEXTJS_DEPLOY,
  },
  {
    asked: asked(String.raw`why\s+(?:is|isn'?t|does|doesn'?t)\s+my\s+(?:react\s+)?(?:state|usestate)\s+(?:not\s+)?(?:updat(?:e|ing)|chang(?:e|ing)|re-?render(?:ing)?)(?:\s+(?:in\s+react|immediately|right\s+away))?|(?:react\s+)?(?:state|usestate)\s+(?:is\s+)?not\s+updating(?:\s+(?:in\s+react|immediately))?|why\s+does\s+(?:my\s+)?(?:react\s+)?(?:state|usestate)\s+(?:show|log|have)\s+the\s+old\s+value`),
    answer: STATE_NOT_UPDATING,
  },
  {
    asked: asked(String.raw`how\s+(?:do\s+(?:i|you)|to|can\s+i)\s+check\s+if\s+(?:a\s+)?key\s+(?:exists\s+)?(?:is\s+)?in\s+(?:a\s+)?(?:python\s+)?dict(?:ionary)?(?:\s+in\s+python)?|how\s+(?:do\s+(?:i|you)|to|can\s+i)\s+check\s+if\s+(?:a\s+)?(?:python\s+)?dict(?:ionary)?\s+has\s+(?:a\s+)?key(?:\s+in\s+python)?`),
    answer: DICT_KEY,
  },
  {
    asked: asked(String.raw`how\s+(?:do\s+(?:i|you)|to|can\s+i)\s+read\s+(?:a|the)\s+(?:text\s+|json\s+)?file\s+(?:in|with|using)\s+node(?:\.?js)?`),
    answer: READ_FILE_NODE,
  },
];

/**
 * What the concepts are named by: a cheap test before the table's expressions. Grouped by first
 * letter, so the engine tries a position's letter once per group rather than once per word: a
 * quarter of the time of the same words in one flat list.
 */
const CONCEPT_CUE =
  /(?:401|403)|(?:__init__|__name__)|(?:async|await)|(?:big[\s-]?o|box|bubbl|binary|\bbst\b)|(?:comprehension|complexity|cors|cookies|callback|chaining|cop(?:y|ies)|clone|context|\bci\b|continuous|cach|class|composition|cdn|content\s+d)|(?:dhcp|decorator|debounc|dict|delegation|dots|destructur|duplicate|drilling|docker|date)|(?:\bem\b|env|embedding)|(?:foreach|foreign|forbidden|fine[\s-]?tun)|(?:generator|\bgil\b|graphql|\bget\b)|(?:http\s*\/?\s*[23]\b|hoist|having|hook|\bhocs?\b|higher[\s-]order)|(?:inject|interpreter\s+lock|index|interface|\bis\b|inherit)|join|(?:kubernetes|k8s|kwargs)|(?:lambda|load\s+balanc|linked|lock)|(?:memoi|margin|media|microservice|monolith|merge\s+request|mono[\s-]?repo)|(?:next|node|normali|npm)|(?:\borms?\b|object)|(?:pure|padding|position|propagation|primary|pull\s+request|polymorph|\bput\b|patch|post|pnpm)|queue|(?:rest|race|responsive|reverse|relational|redux|redis|rebas|\brag\b|retrieval)|(?:\bssl\b|\bssh\b|storage|ssr|server[\s-]side|state|specificity|spread|stack|solid|string|socket|serverless)|(?:\btls\b|throttl|thread|\bthis\b|tcp)|(?:undefined|udp|unauthori)|(?:vertical|vector)|webhook|(?:yield|yarn)|\.\.\.|\?\.|==/i;

// --- Pasted code -------------------------------------------------------------------------------

const LIST_COMP_ASK = /\blist\s+comprehension|\bcomprehension\b/i;
const READABLE_ASK = /\bmore\s+readable\b|\breadability\b|\bclean(?:er)?\s+(?:up\s+)?(?:this|my|the)\b|\bclean\s+(?:it|this)\s+up\b|\bmake\s+(?:this|it|my\s+code)\s+(?:cleaner|clearer|nicer|more\s+(?:readable|pythonic|idiomatic))|\btidy\s+(?:up\s+)?(?:this|it)\b|\bmore\s+(?:pythonic|idiomatic)\b/i;
const STATE_ASK = /\bstate\b[^.?!\n]{0,40}\b(?:not|n'?t)\s+(?:updat|chang|re-?render|work)|\b(?:doesn'?t|does\s+not|isn'?t|won'?t|not)\b[^.?!\n]{0,25}?\b(?:update|updating|re-?render(?:ing)?)\b|\bold\s+value\b|\bstale\b|\bonly\s+(?:goes\s+up|increments?|adds?)\s+(?:by\s+)?(?:one|1)\b/i;
const WARN_ASK = /\bwarn(?:s|ing)?\b|\ba?wait\b|\bforeach\b|\bruns?\s+(?:first|before)\b|\bdone\b.*\bbefore\b/i;
const SLOW_ASK = /\bslow\b|\bfaster\b|\bspeed\s+(?:this|it)\s+up\b|\bperformance\b|\boptimi[sz]e\b|\btakes?\s+(?:so\s+|too\s+)?long\b/i;
const ERROR_ASK = /\b(?:error|exception|traceback|stack\s*trace|crash(?:es|ed)?)\b|\bwhat\s+does\s+this\s+mean\b/i;

/** A JavaScript or Python loop that keeps some items, maybe changed: the pieces a comprehension or `filter`/`map` needs. */
interface FilterLoop {
  readonly result: string;
  readonly item: string;
  readonly source: string;
  readonly condition?: string;
  readonly value: string;
  /** The code before and after the loop (and its `result = []`). */
  readonly before: string;
  readonly after: string;
}

/** `result = []` then `for x in xs:` (`if cond:`) `result.append(expr)`. */
function pythonLoop(code: string): FilterLoop | undefined {
  const found = /^([ \t]*)(\w+)\s*=\s*\[\]\s*\n\1for\s+(\w+)\s+in\s+(.+?):\s*\n(?:\1([ \t]+)if\s+(.+?):\s*\n\1\5[ \t]+\2\.append\((.+)\)|\1[ \t]+\2\.append\((.+)\))[ \t]*$/m.exec(code);
  if (found === null) return undefined;
  return {
    result: found[2]!,
    item: found[3]!,
    source: found[4]!.trim(),
    condition: found[6]?.trim(),
    value: (found[7] ?? found[8])!.trim(),
    before: code.slice(0, found.index),
    after: code.slice(found.index + found[0].length),
  };
}

/** `let r = []; for (…) { if (cond) { r.push(expr) } }` with an index loop or `for…of`. */
function javascriptLoop(code: string): FilterLoop | undefined {
  const flat = code.replace(/\s+/g, " ");
  const found =
    /(?:let|const|var)\s+(\w+)\s*=\s*\[\]\s*;?\s*for\s*\(\s*(?:(?:let|var)\s+(\w+)\s*=\s*0\s*;\s*\2\s*<\s*([\w$.]+)\.length\s*;\s*\2\s*(?:\+\+|\+=\s*1)|(?:const|let|var)\s+(\w+)\s+of\s+([\w$.]+))\s*\)\s*\{\s*(?:if\s*\((.+?)\)\s*\{?\s*\1\.push\((.+?)\)\s*;?\s*\}?|\1\.push\((.+?)\)\s*;?)\s*\}/.exec(flat);
  if (found === null) return undefined;
  const [whole, result, index, indexed, ofItem, ofSource, condition, conditionValue, plainValue] = found;
  const source = (indexed ?? ofSource)!;
  let item = ofItem ?? "item";
  let rename = (text: string) => text.trim();
  if (index !== undefined) {
    // `a[i]` read through the index becomes the item; a name that says one of them: `n` for numbers.
    const element = new RegExp(String.raw`${source.replace(/[.$]/g, "\\$&")}\s*\[\s*${index}\s*\]`, "g");
    const body = `${condition ?? ""} ${conditionValue ?? plainValue}`;
    if (new RegExp(String.raw`\b${index}\b`).test(body.replace(element, ""))) return undefined;
    item = /%|[*/+-]\s*\d|\d\s*[*/+-]/.test(body) ? "n" : "item";
    rename = (text: string) => text.replace(element, item).trim();
  }
  const start = flat.indexOf(whole!);
  return {
    result: result!,
    item,
    source,
    condition: condition === undefined ? undefined : spaced(rename(condition).replace(/([^=!<>])==(?!=)/g, "$1===")),
    value: spaced(rename((conditionValue ?? plainValue)!)),
    before: flat.slice(0, start),
    after: flat.slice(start + whole!.length),
  };
}

/** `a%2==0` spaced as people write it: `a % 2 == 0`. */
const spaced = (text: string): string => text.replace(/\s*(===|!==|==|!=|<=|>=|&&|\|\||[%*+/])\s*/g, " $1 ").replace(/\s+/g, " ").trim();

/** The comprehension a Python loop stands for. */
const comprehension = (loop: FilterLoop): string => `${loop.result} = [${loop.value} for ${loop.item} in ${loop.source}${loop.condition === undefined ? "" : ` if ${loop.condition}`}]`;

/** The `filter`/`map` chain a JavaScript loop stands for. */
const chain = (loop: FilterLoop): string =>
  `${loop.source}${loop.condition === undefined ? "" : `.filter((${loop.item}) => ${loop.condition})`}${loop.value === loop.item ? (loop.condition === undefined ? ".slice()" : "") : `.map((${loop.item}) => ${loop.value})`}`;

function listComprehensionReply(code: string): string | undefined {
  const loop = pythonLoop(code);
  if (loop === undefined) return undefined;
  const line = comprehension(loop);
  const before = loop.before.trim() === "" ? "" : `${loop.before.trimEnd()}\n`;
  const after = loop.after.trim() === "" ? "" : `\n${loop.after.replace(/^\n/, "")}`;
  return [
    "Here it is as a list comprehension:",
    `\`\`\`python\n${before}${line}${after.trimEnd()}\n\`\`\``,
    `The parts map one to one: \`${loop.value}\` is what was appended, \`for ${loop.item} in ${loop.source}\` is the loop${loop.condition === undefined ? "" : `, and \`if ${loop.condition}\` keeps only the items the \`if\` let through`}. The comprehension builds the same list${loop.condition === undefined ? "" : " in the same order"}, without the empty list and the \`append\` calls, and is usually a little faster.`,
  ].join("\n\n");
}

/** Single-letter or two-letter names (not a loop's `i`) a reader has to decode. */
function shortNames(code: string, language: "javascript" | "python"): string[] {
  const declared =
    language === "python"
      ? [...code.matchAll(/\bdef\s+(\w+)\s*\(([^)]*)\)|^\s*(\w+)\s*=/gm)].flatMap((m) => [m[1], ...(m[2] ?? "").split(","), m[3]])
      : [...code.matchAll(/\bfunction\s+(\w+)\s*\(([^)]*)\)|\b(?:let|const|var)\s+(\w+)/g)].flatMap((m) => [m[1], ...(m[2] ?? "").split(","), m[3]]);
  const names = declared.map((name) => name?.trim().replace(/\s*=.*$/, "")).filter((name): name is string => name !== undefined && /^[a-z]\w?$/i.test(name) && !/^[ijk]$/.test(name));
  return [...new Set(names)];
}

function readableReply(code: string): string | undefined {
  const language = languageOf(code);
  const names = shortNames(code, language);
  const notes: string[] = [];
  let better: string;
  if (language === "python") {
    const loop = pythonLoop(code);
    if (loop === undefined) return undefined;
    better = `${loop.before}${comprehension(loop)}${loop.after}`.trim();
    notes.push(`The loop that fills \`${loop.result}\` is one list comprehension: \`${comprehension(loop)}\`.`);
  } else {
    const loop = javascriptLoop(code);
    const flat = code.replace(/\s+/g, " ");
    if (loop !== undefined) {
      const returned = new RegExp(String.raw`^\s*;?\s*return\s+${loop.result}\s*;?\s*\}?\s*$`).test(loop.after);
      const fn = /^\s*function\s+(\w+)\s*\(\s*(\w+)\s*\)\s*\{\s*$/.exec(loop.before);
      if (returned && fn !== null && fn[2] === loop.source) {
        better = `function ${fn[1]}(${fn[2]}) {\n  return ${chain(loop)};\n}`;
      } else {
        better = formatted(`${loop.before}const ${loop.result} = ${chain(loop)};${loop.after}`, "javascript");
      }
      notes.push(`The index loop that pushes into \`${loop.result}\` says "keep some items${loop.value === loop.item ? "" : ", transform them"}"; ${loop.condition === undefined ? "" : "`filter` and "}${loop.value === loop.item ? "" : "`map`"} say it directly, with no index or temporary array to track.`.replace("; `filter` and  say", "; `filter` says"));
      if (/[^=!<>]==(?!=)/.test(flat)) notes.push("`==` became `===`, which doesn't convert types behind your back.");
    } else {
      if (!/[{};]/.test(code) || code.includes("\n")) return undefined;
      better = formatted(code, "javascript");
      notes.push("One statement per line, indented by block, so the structure is visible at a glance.");
    }
  }
  if (names.length > 0) notes.push(`Short names (${names.map((n) => `\`${n}\``).join(", ")}) make the reader decode them; rename them after what they hold (for example \`numbers\` rather than \`a\`). I kept them here, since the code doesn't show what the values mean in your app.`);
  return [
    `Here's a more readable version:`,
    `\`\`\`${language}\n${better}\n\`\`\``,
    `What changed:\n\n${notes.map((n) => `- ${n}`).join("\n")}`,
    "It behaves the same: same input, same output.",
  ].join("\n\n");
}

/** `code` with `whole` replaced by `lines`, each at the indentation of the line `whole` starts on; one-line code laid out. */
function swapped(code: string, whole: string, lines: readonly string[]): string {
  const at = code.indexOf(whole);
  const indent = /[ \t]*$/.exec(code.slice(code.lastIndexOf("\n", at - 1) + 1, at))?.[0] ?? "";
  const onOneLine = !code.trim().includes("\n");
  const replaced = `${code.slice(0, at)}${lines.join(onOneLine ? " " : `\n${indent}`)}${code.slice(at + whole.length)}`;
  return formatted(replaced, "javascript");
}

/** `setX(x + 1); console.log(x)`, a timer's `setX(x + 1)`, `setX(x + 1)` twice, or `obj.a = …; setObj(obj)`. */
function stateReply(code: string): string | undefined {
  const mutated = bugsIn(code, "javascript").find((bug) => bug.said.includes("mutates React state"));
  if (mutated !== undefined) {
    return `${mutated.said} ${mutated.why}\n\nCreate a new array instead:\n\n\`\`\`jsx\n${formatted(mutated.fixed, "javascript")}\n\`\`\`\n\nThe same goes for objects: \`setUser({ ...user, name })\`, never \`user.name = name; setUser(user)\`.`;
  }
  const objectMutation = /\b(\w+)\.(\w+)\s*=\s*([^;=\n][^;\n]*);?\s*set([A-Z]\w*)\(\s*\1\s*\)\s*;?/.exec(code);
  if (objectMutation !== null && objectMutation[4]!.toLowerCase() === objectMutation[1]!.toLowerCase()) {
    const [whole, name, key, value, setter] = objectMutation;
    return `\`${name}.${key} = …\` changes the state object in place, and \`set${setter}(${name})\` passes the same object back, so React compares it by reference, sees no change and skips the re-render.\n\nCreate a new object with the change:\n\n\`\`\`jsx\n${swapped(code, whole!, [`set${setter}({ ...${name}, ${key === value!.trim() ? key : `${key}: ${value!.trim()}`} });`])}\n\`\`\`\n\nTreat state as read-only: spread into a new object (\`{ ...obj }\`) or array (\`[...arr]\`) and change the copy.`;
  }
  const timer = /\bset(?:Interval|Timeout)\s*\(\s*(?:\(\s*\)|function\s*\(\s*\))\s*=?>?\s*\{?\s*set([A-Z]\w*)\(\s*(\w+)\s*([+-])\s*(\d+)\s*\)/.exec(code);
  if (timer !== null && /useEffect\s*\([\s\S]*\[\s*\]\s*\)/.test(code)) {
    const [, setter, value, op, step] = timer;
    const fixed = formatted(code.replace(new RegExp(String.raw`set${setter}\(\s*${value}\s*` + (op === "+" ? "\\+" : "-") + String.raw`\s*${step}\s*\)`), `set${setter}((prev) => prev ${op} ${step})`), "javascript");
    return `This is a **stale closure**. The effect runs once (its dependency array is \`[]\`), so the timer keeps the callback from the first render, and the \`${value}\` it reads is that render's value forever. Every tick computes \`${value} ${op} ${step}\` from the same old \`${value}\`, so it changes once and then stays there.\n\nUse the updater form, which React calls with the latest value:\n\n\`\`\`jsx\n${fixed}\n\`\`\`\n\nAdding \`${value}\` to the dependency array would also work, but it clears and recreates the timer on every change; the updater keeps one timer.`;
  }
  const twice = /\bset([A-Z]\w*)\(\s*(\w+)\s*\+\s*(\d+)\s*\)\s*;?\s*set\1\(\s*\2\s*\+\s*\3\s*\)\s*;?/.exec(code);
  if (twice !== null) {
    const [whole, setter, value, step] = twice;
    return `Both calls read the same \`${value}\`: the value of this render, which doesn't change until the next one. So \`set${setter}(${value} + ${step})\` twice sets it to the same number twice, and it only goes up by ${step}.\n\nUse the updater form, which gets the latest queued value each time:\n\n\`\`\`jsx\n${swapped(code, whole!, [`set${setter}((prev) => prev + ${step});`, `set${setter}((prev) => prev + ${step});`])}\n\`\`\``;
  }
  const logged = /\bset([A-Z]\w*)\(([^;\n]+)\)\s*;?\s*console\.log\(\s*(\w+)\s*\)\s*;?/.exec(code);
  if (logged !== null && logged[3]!.toLowerCase() === logged[1]!.toLowerCase()) {
    const [whole, setter, next, value] = logged;
    const nextValue = next!.trim();
    const updater = /^\(?\s*\w+\s*\)?\s*=>/.test(nextValue);
    return `The state *is* updating; the \`console.log\` just runs too early to see it. \`set${setter}\` doesn't change \`${value}\` in the current render: it schedules a re-render, and \`${value}\` has the new value in **that** render. Inside this function, \`${value}\` is a constant snapshot of the render it was created in, so it logs the old value.\n\n${updater ? `Log the new value where it exists, in an effect:` : `If you need the new value right away, compute it once and use it:`}\n\n\`\`\`jsx\n${updater ? `${swapped(code, whole!, [`set${setter}(${nextValue});`])}\n\nuseEffect(() => {\n  console.log(${value}); // runs after each render where ${value} changed\n}, [${value}]);` : swapped(code, whole!, [`const next = ${nextValue};`, `set${setter}(next);`, `console.log(next);`])}\n\`\`\`\n\n${updater ? "" : `To run code whenever it changes, use \`useEffect(() => { … }, [${value}])\`. `}What's on screen will show the new value after the re-render.`;
  }
  return undefined;
}

/** A Python `x in list` inside a loop, or JavaScript's `includes`/`indexOf` inside `filter`: a set makes each test constant time. */
function slowReply(code: string, language: "javascript" | "python"): string | undefined {
  if (language === "python") {
    const found = /^([ \t]*)for\s+(\w+)\s+in\s+(\w+)\s*:\s*\n[ \t]+if\s+\2\s+in\s+(\w+)\s*:/m.exec(code);
    if (found === null) return undefined;
    const [, indent, , outer, inner] = found;
    const fixed = `${code.slice(0, found.index)}${indent}${inner}_set = set(${inner})  # built once: O(len(${inner}))\n${code.slice(found.index).replace(new RegExp(String.raw`\bin\s+${inner}\s*:`), `in ${inner}_set:`)}`;
    return `\`${found[2]} in ${inner}\` on a **list** checks the items one by one, so it runs through up to all of \`${inner}\` for every item of \`${outer}\`: O(n × m) comparisons. With 10,000 items each, that's up to 100 million.\n\nA **set** answers \`in\` in constant time on average (it's a hash table), so build one once:\n\n\`\`\`python\n${fixed.trimEnd()}\n\`\`\`\n\nThat makes it O(n + m). The items must be hashable (numbers, strings, tuples); the result keeps the order of \`${outer}\`. If you only need the common items and not their order or duplicates, \`set(${outer}) & set(${inner})\` does it in one line.`;
  }
  const found = /([\w$.]+)\.filter\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*(!?)\s*([\w$.]+)\.includes\(\s*\2\s*\)\s*\)/.exec(code);
  if (found === null) return undefined;
  const [whole, outer, item, not, inner] = found;
  const setName = `${inner!.replace(/\W/g, "_")}Set`;
  return `\`${inner}.includes(${item})\` scans the array from the start each time, and it runs once for every item of \`${outer}\`: O(n × m) comparisons, which gets slow fast (10,000 items each is up to 100 million).\n\nPut the lookup values in a \`Set\` once; \`has\` is constant time on average:\n\n\`\`\`javascript\n${formatted(`const ${setName} = new Set(${inner});\n${code.replace(whole!, `${outer}.filter((${item}) => ${not}${setName}.has(${item}))`)}`, "javascript")}\n\`\`\`\n\nThat makes it O(n + m). It compares like \`===\` (objects by reference), so for objects build the set from their ids.`;
}

/** A stack trace pasted in a fence: its error line read by error-messages.ts. */
function stackTraceReply(prompt: string, code: string): string | undefined {
  if (!/^\s*(?:Uncaught\s+)?(?:\w*Error|Traceback|Exception|panic|fatal)\b|\n\s+at\s+\S|\n\s*File\s+"/m.test(code)) return undefined;
  const message = /^\s*(?:Uncaught\s+)?(?:[\w.]*(?:Error|Exception)\b[^\n]*)/m.exec(code)?.[0].trim();
  const text = message === undefined ? code : `${prompt.slice(0, prompt.indexOf("```")).trim()} ${message}`;
  const reply = errorMessageReply(text);
  if (reply === undefined) return undefined;
  const frame = /^\s+at\s+(?:(?:async\s+)?([\w$.<>]+)\s+)?\(?([^():\s]+):(\d+)(?::\d+)?\)?/m.exec(code);
  const where = frame === null ? "" : `\n\n**Where**: the top line of the stack trace is where it was thrown: ${frame[1] === undefined ? "" : `\`${frame[1]}\` in `}\`${frame[2]}\`, line ${frame[3]}. Start there; the lines below it are the calls that led to it.`;
  return `${reply}${where}`;
}

function pastedCodeReply(prompt: string): string | undefined {
  const code = codeIn(prompt);
  if (code === undefined) return undefined;
  const ask = prompt.includes("```") ? prompt.slice(0, prompt.indexOf("```")) + prompt.slice(prompt.lastIndexOf("```") + 3) : prompt.slice(0, Math.max(0, prompt.indexOf(code)));
  if (ERROR_ASK.test(ask) && prompt.includes("```")) {
    const reply = stackTraceReply(prompt, code);
    if (reply !== undefined) return reply;
  }
  const language = languageOf(code);
  if (LIST_COMP_ASK.test(ask)) return language === "python" ? listComprehensionReply(code) : undefined;
  if (READABLE_ASK.test(ask)) return readableReply(code);
  const slow = SLOW_ASK.test(ask) && /\bwhy\b|\bfaster\b|\bspeed\b|\boptimi[sz]e\b/i.test(ask) ? slowReply(code, language) : undefined;
  if (slow !== undefined) return slow;
  // SQL, CSS, a Python function without `return`, a promise logged as data, `await` in a loop (pasted-problems.ts).
  const problem = pastedProblemReply(ask, code);
  if (problem !== undefined) return problem;
  if (language !== "javascript") return undefined;
  if (STATE_ASK.test(ask)) return stateReply(code) ?? bugReply(code, /mutates React state/);
  if (WARN_ASK.test(ask) && /\bwhy\b|\bwhat\b|\bhow\b/i.test(ask)) return bugReply(code, /key|forEach/);
  return undefined;
}

/** The bug code-bugs.ts finds that the question is about, explained and fixed. */
function bugReply(code: string, about: RegExp): string | undefined {
  const bugs = bugsIn(code, "javascript");
  const bug = bugs.find((found) => !found.note && about.test(found.said));
  if (bug === undefined) return undefined;
  const last = bugs.filter((found) => !found.note).at(-1)!;
  return `${bug.said}\n\n${bug.why}\n\nFixed:\n\n\`\`\`jsx\n${formatted(last.fixed, "javascript")}\n\`\`\``;
}

/** This module's concepts, then developer-concepts.ts's, tried only where the question has their words (required-words.ts). */
export const CONCEPT_TABLE = new PrefilteredTable<Concept>([...CONCEPTS, ...DEVELOPER_CONCEPTS], (concept) => concept.asked);

/** Two white-space characters in a row, or one that is not a space: where collapsing the runs of white space changes a text. */
const SPACE_RUN = /\s\s|[^\S ]/;

/**
 * The answer to a developer's question this module knows, with or without pasted code, or undefined.
 * @example developerQuestionReply("What is hoisting in JavaScript?")?.includes("temporal dead zone") // true
 */
export function developerQuestionReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT) return undefined;
  if (prompt.includes("```") || prompt.includes("\n")) return pastedCodeReply(prompt);
  if (prompt.length > MAX_QUESTION || !CONCEPT_CUE.test(prompt)) return pastedCodeReply(prompt);
  const lead = prompt.replace(LEAD, "");
  // Runs of white space made one space, only where there are any: most questions have single spaces only, and a replace makes a new string.
  const question = (SPACE_RUN.test(lead) ? lead.replace(/\s+/g, " ") : lead).trim();
  return CONCEPT_TABLE.find(question)?.answer ?? pastedCodeReply(prompt);
}
