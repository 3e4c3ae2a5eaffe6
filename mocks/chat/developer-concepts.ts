/**
 * The programming concepts developers ask a coding assistant about by name, beyond the ones
 * developer-questions.ts holds with its pasted-code answers: CSS layout terms (the box model,
 * margin against padding, `position`, `em` against `rem`, specificity, media queries), JavaScript
 * basics (`this`, callbacks, event bubbling, spread, destructuring, optional chaining), Python's
 * (`==` against `is`, lambdas, `__init__`, `if __name__ == "__main__"`), databases (primary and
 * foreign keys, `WHERE` against `HAVING`, ORMs, normalization), React state (Context, Redux, prop
 * drilling, custom hooks), architecture (CI/CD, microservices, load balancers, caching, Redis,
 * GraphQL, TCP against UDP, TLS, SSL and SSH (and each against the others), DHCP and DNS against DHCP, HTTP/2 (against HTTP/1.1) and HTTP/3, monorepos, CDNs, message queues, WebSockets, serverless), AI building
 * blocks (embeddings, vector databases, RAG, fine-tuning) and, for those and microservices,
 * Kubernetes and REST, their alternatives and why they matter, object-oriented design (classes and objects, polymorphism,
 * inheritance against composition, SOLID), HTTP (PUT against PATCH, GET against POST, 401 against
 * 403), tooling (Dockerfiles, environment variables, npm against Yarn and pnpm, package-lock.json),
 * everyday JavaScript (a string to a number, a date formatted, an object looped over), Git (rebase,
 * pull requests) and data structures (linked lists, binary trees, stacks against queues). Each is the short answer with code a good model gives; a prompt's
 * whole question must name the concept, so "Write a linked list in C" stays code to write.
 *
 * It also holds the phrase builders both modules match questions with (`what`, `versus`, `asked`).
 */

/** "Can you", "please", "hey": words before a question that change nothing. */
export const LEAD = /^\s*(?:(?:hey|hi|ok|okay|so)[,!]?\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?|please\s+|quick\s+question[:,]?\s+)?/i;
const IN_LANGUAGE = String.raw`(?:\s+in\s+(?:javascript|js|typescript|ts|python|react|node(?:\.?js)?|sql|css|html|git|programming|coding|databases?|software(?:\s+engineering)?|computer\s+science|web\s+development|data\s+structures))?`;
/** "what is X", "what are X", "explain X", "tell me about X", "how do X work", or X alone. */
export const what = (subject: string): string =>
  String.raw`(?:(?:what(?:'s|\s+is|\s+are)|explain|describe|define|tell\s+me\s+about|help\s+me\s+understand)\s+(?:an?\s+|the\s+)?(?:${subject})${IN_LANGUAGE}|how\s+(?:does|do)\s+(?:an?\s+|the\s+)?(?:${subject})${IN_LANGUAGE}\s+work|(?:${subject})${IN_LANGUAGE})`;
/** "X vs Y", "difference between X and Y", "what is X vs Y", in either order. */
export const versus = (first: string, second: string): string => {
  const pair = (a: string, b: string) => String.raw`(?:${a})\s*(?:vs\.?|versus|or|and|,)\s*(?:${b})`;
  const either = `${pair(first, second)}|${pair(second, first)}`;
  return String.raw`(?:(?:what(?:'s|\s+is|\s+are)\s+|explain\s+|tell\s+me\s+)?(?:the\s+)?differences?\s+between\s+(?:${either})|(?:what(?:'s|\s+is|\s+are)\s+|explain\s+)?(?:${either})(?:\s*[:,-]?\s*(?:what'?s\s+the\s+difference|which\s+(?:one\s+)?should\s+i\s+use|when\s+to\s+use\s+(?:each|which)))?)${IN_LANGUAGE}`;
};
/** The whole question, its final punctuation allowed. */
export const asked = (body: string): RegExp => new RegExp(String.raw`^(?:${body})\s*[?.!]*$`, "i");

export interface Concept {
  readonly asked: RegExp;
  readonly answer: string;
}

const BOX_MODEL = `In CSS every element is a **box** made of four layers, from the inside out:

1. **Content**: the text or image, sized by \`width\` and \`height\`.
2. **Padding**: space inside the border, around the content (it shows the background).
3. **Border**: the line around the padding.
4. **Margin**: space outside the border, between this box and its neighbours (always transparent).

\`\`\`css
.card {
  width: 300px;
  padding: 16px;
  border: 2px solid #ddd;
  margin: 24px;
}
\`\`\`

By default (\`box-sizing: content-box\`) \`width\` is the content only, so this card takes 300 + 2 × 16 + 2 × 2 = **336px** across, plus its margins. Most projects switch to \`border-box\`, where \`width\` includes padding and border, so the card is exactly 300px:

\`\`\`css
*, *::before, *::after { box-sizing: border-box; }
\`\`\`

Your browser's DevTools show the box of any element (Elements → Computed), which is the quickest way to see where space comes from.`;

const MARGIN_PADDING = `Both add space, on different sides of the border:

- **Padding** is space **inside** the element, between its content and its border. It takes the element's background color and makes the clickable area bigger.
- **Margin** is space **outside** the border, between the element and its neighbours. It's always transparent.

\`\`\`css
.button {
  padding: 12px 24px;   /* the button itself gets bigger */
  margin-right: 8px;    /* pushes the next button away */
  background: #2563eb;
}
\`\`\`

Two differences that surprise people:
- **Vertical margins collapse**: a 20px bottom margin above a 30px top margin makes a 30px gap, not 50px. Padding never collapses.
- Margins can be **negative** and \`auto\` (\`margin: 0 auto\` centers a block horizontally); padding can't.

Rule of thumb: padding for breathing room inside a box (buttons, cards), margin (or \`gap\` in flex and grid layouts) for space between boxes.`;

const POSITION = `The \`position\` property decides what \`top\`, \`right\`, \`bottom\` and \`left\` move the element relative to:

| Value | Positioned relative to | Still takes up its space in the flow? |
|---|---|---|
| \`static\` (default) | not positioned: \`top\`/\`left\` do nothing | yes |
| \`relative\` | **its own normal position** | yes, the gap stays where it was |
| \`absolute\` | the **nearest positioned ancestor** (one that isn't \`static\`), else the page | no, others move into its place |
| \`fixed\` | the **viewport**: stays put when you scroll | no |
| \`sticky\` | scrolls normally until it reaches its \`top\` offset, then sticks | yes |

The classic pattern: a \`relative\` parent as the anchor for an \`absolute\` child:

\`\`\`css
.card { position: relative; }
.badge {
  position: absolute;
  top: 8px;
  right: 8px;   /* the card's top-right corner, not the page's */
}
\`\`\`

If an absolute element lands somewhere unexpected, it's usually because no ancestor has \`position: relative\`.`;

const EM_REM = `Both are relative font-size units; they differ in **what they're relative to**:

- **\`rem\`** ("root em"): relative to the **root** (\`html\`) font size, usually 16px by default. \`2rem\` is 32px everywhere on the page.
- **\`em\`**: relative to the **element's own font size** (for \`font-size\` itself, the parent's). It **compounds** when nested.

\`\`\`css
html { font-size: 16px; }
.parent { font-size: 1.25em; }   /* 20px */
.child  { font-size: 1.25em; }   /* 25px inside .parent: 1.25 × 20 */
.child2 { font-size: 1.25rem; }  /* 20px anywhere */
.button { padding: 0.5em 1em; }  /* scales with the button's own text size */
\`\`\`

Rule of thumb: **\`rem\`** for font sizes and most spacing, so everything scales with the user's browser font setting and nothing compounds; **\`em\`** for things that should scale with their own text, like a button's padding or an icon next to text. Avoid setting the root size in \`px\`, which overrides the user's preference; leave it, or use a percentage.`;

const SPECIFICITY = `**Specificity** is how the browser decides which CSS rule wins when several set the same property on an element. Each selector gets a score of three numbers, compared left to right:

| Counts as | Examples | Score |
|---|---|---|
| IDs | \`#header\` | (1, 0, 0) |
| Classes, attributes, pseudo-classes | \`.btn\`, \`[type="text"]\`, \`:hover\` | (0, 1, 0) |
| Elements and pseudo-elements | \`p\`, \`li\`, \`::before\` | (0, 0, 1) |

\`\`\`css
#nav .link { color: red; }     /* (1, 1, 0): wins */
.nav .link:hover { color: blue; } /* (0, 3, 0) */
nav a { color: green; }        /* (0, 0, 2) */
\`\`\`

- One ID beats any number of classes; the universal selector \`*\` and combinators add nothing.
- On a tie, the rule that comes **later** in the CSS wins.
- Inline \`style="…"\` beats all selectors, and \`!important\` beats everything else (avoid it: it's hard to override).

To keep it manageable, style with classes, keep selectors short, and avoid IDs for styling.`;

const MEDIA_QUERIES = `A **media query** applies CSS only when a condition about the device is true, most often the viewport width; it's how a layout becomes **responsive**:

\`\`\`css
/* Mobile first: the base styles are for small screens */
.grid {
  display: grid;
  grid-template-columns: 1fr;
  gap: 16px;
}

/* From 768px wide: two columns */
@media (min-width: 768px) {
  .grid { grid-template-columns: 1fr 1fr; }
}

/* From 1024px wide: three columns */
@media (min-width: 1024px) {
  .grid { grid-template-columns: repeat(3, 1fr); }
}
\`\`\`

Other useful conditions: \`(prefers-color-scheme: dark)\`, \`(prefers-reduced-motion: reduce)\`, \`(orientation: landscape)\` and \`print\`.

Remember the viewport meta tag in your HTML, or phones render the page at desktop width and the queries never match:

\`\`\`html
<meta name="viewport" content="width=device-width, initial-scale=1" />
\`\`\`

Often you need fewer queries than you think: \`max-width\`, percentages, \`flex-wrap\`, \`grid-template-columns: repeat(auto-fit, minmax(250px, 1fr))\` and \`clamp()\` adapt without breakpoints.`;

const THIS = `In JavaScript, \`this\` is decided by **how a function is called**, not where it's written:

\`\`\`javascript
const user = {
  name: "Ada",
  greet() { return \`Hi, I'm \${this.name}\`; },
};

user.greet();              // "Hi, I'm Ada": called on user, so this = user
const greet = user.greet;
greet();                   // this is undefined (strict mode): the call has no object
greet.call({ name: "Bo" }); // "Hi, I'm Bo": call/apply/bind set this explicitly
new Person("Cy");          // in a constructor, this is the new object
\`\`\`

- **Method call** \`obj.fn()\`: \`this\` is \`obj\`.
- **Plain call** \`fn()\`: \`undefined\` in strict mode and modules (the global object in old sloppy scripts).
- **\`call\`, \`apply\`, \`bind\`**: the object you pass.
- **Arrow functions have no \`this\` of their own**: they use the \`this\` of the code around them. That makes them right for callbacks inside methods, and wrong as object methods.

The classic bug: passing a method as a callback (\`button.addEventListener("click", user.greet)\`) loses its object; use \`() => user.greet()\` or \`user.greet.bind(user)\`.`;

const CALLBACKS = `A **callback** is a function you pass to another function, so that function can call it later, when it's done or for each item:

\`\`\`javascript
// Called for each element
[1, 2, 3].map((n) => n * 2); // [2, 4, 6]

// Called when something happens
button.addEventListener("click", () => console.log("clicked"));

// Called when async work finishes (Node's error-first style)
fs.readFile("notes.txt", "utf8", (err, text) => {
  if (err) return console.error(err);
  console.log(text);
});

// Your own function taking a callback
function repeat(times, callback) {
  for (let i = 0; i < times; i++) callback(i);
}
repeat(3, (i) => console.log("run", i));
\`\`\`

Callbacks work because functions are values in JavaScript. For async work, deeply nested callbacks ("callback hell") are hard to read and handle errors in, which is why most APIs now return **promises** you can \`await\` instead (\`await fs.promises.readFile(...)\`).`;

const EVENT_BUBBLING = `When an event happens on an element, it first runs that element's handlers, then **bubbles up** through each ancestor (parent, grandparent, up to \`document\`), running their handlers for the same event too:

\`\`\`html
<div id="card">
  <button id="like">Like</button>
</div>
<script>
  card.addEventListener("click", () => console.log("card"));
  like.addEventListener("click", () => console.log("button"));
  // Clicking the button logs "button", then "card"
</script>
\`\`\`

- **\`event.stopPropagation()\`** stops it from going further up.
- **\`event.target\`** is the element that was actually clicked; **\`event.currentTarget\`** is the one whose handler is running.
- Before bubbling there's a **capturing** phase, from the top down; \`addEventListener(type, fn, { capture: true })\` listens there.

Bubbling enables **event delegation**: one listener on a parent handles all its children, even ones added later:

\`\`\`javascript
list.addEventListener("click", (event) => {
  const item = event.target.closest("li");
  if (item) console.log("clicked", item.dataset.id);
});
\`\`\`

A few events don't bubble, such as \`focus\` and \`blur\` (use \`focusin\`/\`focusout\` instead).`;

const SPREAD = `The **spread operator** \`...\` expands an array or object into its elements or properties:

\`\`\`javascript
const a = [1, 2];
const b = [...a, 3, 4];            // [1, 2, 3, 4]
const copy = [...a];               // a new array (shallow copy)
Math.max(...a);                    // 2: array items as arguments

const user = { name: "Ada", age: 36 };
const older = { ...user, age: 37 };  // { name: "Ada", age: 37 }: later properties win
const merged = { ...defaults, ...options };
\`\`\`

The same three dots in a function's parameters or a destructuring pattern are **rest**, which does the opposite and collects items:

\`\`\`javascript
function sum(...nums) { return nums.reduce((t, n) => t + n, 0); }
const { password, ...publicUser } = user; // everything except password
\`\`\`

Spread copies are **shallow**: nested objects are still shared, so use \`structuredClone(obj)\` for a deep copy. In React, spread is how you update state without mutating it: \`setItems([...items, newItem])\`, \`setUser({ ...user, name })\`.`;

const DESTRUCTURING = `**Destructuring** unpacks values from arrays or properties from objects into variables in one line:

\`\`\`javascript
// Objects: by property name
const user = { name: "Ada", age: 36, address: { city: "London" } };
const { name, age } = user;                 // name = "Ada", age = 36
const { name: fullName } = user;            // rename: fullName = "Ada"
const { role = "guest" } = user;            // default when missing: "guest"
const { address: { city } } = user;         // nested: city = "London"

// Arrays: by position
const [first, second] = [10, 20, 30];       // 10, 20
const [head, ...rest] = [10, 20, 30];       // 10, [20, 30]
[a, b] = [b, a];                            // swap two variables

// In function parameters
function greet({ name, greeting = "Hi" }) {
  return \`\${greeting}, \${name}\`;
}
greet(user); // "Hi, Ada"
\`\`\`

You see it everywhere in React: \`function Card({ title, children })\` for props and \`const [count, setCount] = useState(0)\` for state. Destructuring a property of \`undefined\` or \`null\` throws, so give a default for optional objects: \`function f({ a } = {})\`.`;

const OPTIONAL_CHAINING = `**Optional chaining** \`?.\` reads a property (or calls a method) only if the value before it isn't \`null\` or \`undefined\`; otherwise the whole expression is \`undefined\` instead of throwing:

\`\`\`javascript
const user = { profile: null };

user.profile.name;        // TypeError: Cannot read properties of null
user.profile?.name;       // undefined
user.settings?.theme;     // undefined
user.getName?.();         // calls it only if it exists
users?.[0]?.email;        // works with indexes too
\`\`\`

It pairs with the **nullish coalescing** operator \`??\` for a default:

\`\`\`javascript
const city = user.profile?.address?.city ?? "Unknown";
\`\`\`

Use it where a value is **legitimately optional** (API data, optional props). Sprinkling it everywhere hides bugs: if something should always exist, let it fail loudly. It's supported in all modern browsers and Node.js 14+, and in TypeScript.`;

const COPY_ARRAY = `For a **shallow copy** (a new array, same items), any of these:

\`\`\`javascript
const original = [1, 2, 3];

const a = [...original];
const b = original.slice();
const c = Array.from(original);
\`\`\`

Plain assignment doesn't copy: \`const d = original\` is the **same** array, so \`d.push(4)\` changes \`original\` too.

A shallow copy still shares any **objects inside** it. For a **deep copy**, use \`structuredClone\` (built into modern browsers and Node.js 17+):

\`\`\`javascript
const users = [{ name: "Ada" }];
const shallow = [...users];
shallow[0].name = "Grace";        // also changes users[0]

const deep = structuredClone(users);
deep[0].name = "Linus";           // users is untouched
\`\`\`

\`JSON.parse(JSON.stringify(arr))\` also deep-copies, but drops functions and \`undefined\` and turns dates into strings. To copy with a change, \`map\`, \`filter\` and the newer \`toSorted()\`, \`toReversed()\` and \`with(index, value)\` return new arrays.`;

const EQ_IS = `In Python, \`==\` compares **values** (are they equal?), and \`is\` compares **identity** (are they the very same object in memory?):

\`\`\`python
a = [1, 2, 3]
b = [1, 2, 3]
c = a

a == b   # True: same contents
a is b   # False: two different lists
a is c   # True: c points to the same list
\`\`\`

Use \`is\` only for singletons, above all \`None\`:

\`\`\`python
if result is None:
    ...
\`\`\`

Don't use \`is\` to compare numbers or strings: \`x is 1000\` or \`name is "Ada"\` may work or not depending on how CPython caches small ints and strings, and Python 3.8+ warns about it (\`SyntaxWarning: "is" with a literal\`). Use \`==\` for values.`;

const REVERSE_LIST = `Three ways, depending on whether you want to change the list or get a new one:

\`\`\`python
numbers = [1, 2, 3, 4]

numbers.reverse()            # in place: numbers is now [4, 3, 2, 1]; returns None

backwards = numbers[::-1]    # a new reversed list; numbers is unchanged

for n in reversed(numbers):  # an iterator, no copy: good for looping
    print(n)
list(reversed(numbers))      # a new list from it
\`\`\`

A common slip: \`numbers = numbers.reverse()\` sets \`numbers\` to \`None\`, because \`reverse()\` works in place and returns nothing. The same slicing works for strings: \`"hello"[::-1]\` is \`"olleh"\`.`;

const LAMBDA = `A **lambda** in Python is a small anonymous function written in one expression: \`lambda arguments: expression\`.

\`\`\`python
square = lambda x: x * x
square(4)  # 16

# Mostly used inline, where a function is needed briefly:
users = [{"name": "Ada", "age": 36}, {"name": "Bo", "age": 25}]
sorted(users, key=lambda u: u["age"])            # youngest first
list(filter(lambda n: n % 2 == 0, [1, 2, 3, 4]))  # [2, 4]
max(words, key=lambda w: len(w))                  # the longest word
\`\`\`

- The body is **one expression**, returned automatically: no statements, no \`return\`, no assignments.
- If you'd give it a name (\`square = lambda …\`), PEP 8 says write a \`def\` instead: it gets a real name in tracebacks and can have a docstring.
- For simple cases, a comprehension often reads better than \`map\`/\`filter\` with a lambda: \`[n for n in nums if n % 2 == 0]\`.`;

const INIT = `\`__init__\` is a Python class's **initializer**: it runs automatically when you create an object, to set up its attributes:

\`\`\`python
class User:
    def __init__(self, name, email, active=True):
        self.name = name        # attributes stored on this object
        self.email = email
        self.active = active

    def greet(self):
        return f"Hi, {self.name}"

ada = User("Ada", "ada@example.com")  # calls __init__(ada, "Ada", "ada@example.com")
ada.greet()  # "Hi, Ada"
\`\`\`

- **\`self\`** is the new object; Python passes it for you, so you call \`User("Ada", …)\` without it.
- \`__init__\` returns nothing: the object itself is created just before it, by \`__new__\`, which you rarely need.
- In a subclass, call the parent's: \`super().__init__(name, email)\`.
- For classes that mostly hold data, \`@dataclass\` writes \`__init__\` for you from the field annotations.

A folder's \`__init__.py\` file is something else: it marks the folder as a package and runs when the package is imported.`;

const NAME_MAIN = `\`if __name__ == "__main__":\` runs a block **only when the file is run directly**, not when it's imported:

\`\`\`python
# greet.py
def greet(name):
    return f"Hello, {name}!"

if __name__ == "__main__":
    print(greet("world"))
\`\`\`

\`\`\`bash
python greet.py      # prints "Hello, world!"
\`\`\`

\`\`\`python
import greet         # prints nothing: the block doesn't run
greet.greet("Ada")
\`\`\`

Python sets the special variable \`__name__\` to \`"__main__"\` in the file you run, and to the module's name (\`"greet"\`) when it's imported. So the guard lets a file be both a **reusable module** and a **script**, and keeps test runners and other imports from running its script code. A common style puts the script code in a \`main()\` function and calls it from the guard.`;

const PRIMARY_KEY = `A **primary key** is the column (or columns) that **uniquely identifies each row** of a table. It must be unique and can't be \`NULL\`, and a table has one:

\`\`\`sql
CREATE TABLE users (
  id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,  -- SERIAL in older PostgreSQL, AUTO_INCREMENT in MySQL
  email      TEXT NOT NULL UNIQUE,
  created_at TIMESTAMP NOT NULL DEFAULT now()
);
\`\`\`

- The database **indexes** it automatically, so lookups by id are fast.
- Other tables point to it with **foreign keys** (\`orders.user_id\` → \`users.id\`).
- A **surrogate key** (an auto-incrementing number or a UUID) is the usual choice; a **natural key** like an email is risky, because real-world values change.
- A **composite key** uses several columns, common for link tables: \`PRIMARY KEY (student_id, course_id)\`.`;

const FOREIGN_KEY = `A **foreign key** is a column that refers to the **primary key of another table**, linking the rows, and the database makes sure the link is valid:

\`\`\`sql
CREATE TABLE orders (
  id      BIGINT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  total   NUMERIC(10, 2) NOT NULL
);
\`\`\`

- **Referential integrity**: inserting an order with a \`user_id\` that doesn't exist in \`users\` fails.
- **\`ON DELETE\`** says what happens to orders when their user is deleted: \`RESTRICT\`/\`NO ACTION\` (refuse, the default), \`CASCADE\` (delete them too), or \`SET NULL\`.
- It's what you \`JOIN\` on: \`SELECT … FROM orders o JOIN users u ON u.id = o.user_id\`.

PostgreSQL doesn't index foreign key columns automatically (MySQL's InnoDB does), so add \`CREATE INDEX ON orders (user_id)\` if you query or join by it often.`;

const WHERE_HAVING = `Both filter rows; the difference is **when**:

- **\`WHERE\`** filters **rows before** grouping, so it can't use aggregates like \`COUNT\` or \`SUM\`.
- **\`HAVING\`** filters **groups after** \`GROUP BY\`, so it can.

\`\`\`sql
SELECT customer_id, COUNT(*) AS orders, SUM(total) AS spent
FROM orders
WHERE status = 'paid'          -- only paid orders are grouped
GROUP BY customer_id
HAVING SUM(total) > 1000       -- only customers who spent over 1000
ORDER BY spent DESC;
\`\`\`

The logical order is \`FROM\` → \`WHERE\` → \`GROUP BY\` → \`HAVING\` → \`SELECT\` → \`ORDER BY\`, which is why \`WHERE COUNT(*) > 5\` is an error. Filter with \`WHERE\` whatever doesn't need an aggregate: it throws rows away before the grouping work, which is faster.`;

const ORM = `An **ORM** (Object-Relational Mapper) lets you work with database rows as objects in your programming language, and writes the SQL for you:

\`\`\`typescript
// Prisma (TypeScript)
const user = await prisma.user.findUnique({
  where: { email: "ada@example.com" },
  include: { posts: true },
});
// roughly: SELECT * FROM "User" WHERE email = $1; SELECT * FROM "Post" WHERE "authorId" IN (...)
\`\`\`

\`\`\`python
# SQLAlchemy (Python)
user = session.scalars(select(User).where(User.email == "ada@example.com")).first()
\`\`\`

Popular ones: **Prisma**, **Drizzle**, **TypeORM** and **Sequelize** (Node.js), **SQLAlchemy** and the **Django ORM** (Python), **ActiveRecord** (Rails), **Hibernate** (Java), **Entity Framework** (.NET).

- **Pros**: less boilerplate, types and autocompletion, protection from SQL injection, migrations, and easier switching between databases.
- **Cons**: a layer to learn, less control over complex queries, and easy performance traps like the **N+1 problem** (one query per row in a loop; load related data with \`include\`/\`joinedload\` instead).

Most ORMs let you drop down to raw SQL for the queries they express badly.`;

const NORMALIZATION = `**Normalization** is organizing a database's tables so **each fact is stored once**, which avoids inconsistent copies and update mistakes.

Instead of repeating the customer's details on every order:

| order_id | customer_name | customer_email | product |
|---|---|---|---|
| 1 | Ada | ada@example.com | Lamp |
| 2 | Ada | ada@example.com | Desk |

split them into tables linked by keys:

\`\`\`sql
CREATE TABLE customers (id BIGINT PRIMARY KEY, name TEXT, email TEXT UNIQUE);
CREATE TABLE orders (id BIGINT PRIMARY KEY, customer_id BIGINT REFERENCES customers (id), product TEXT);
\`\`\`

Now changing Ada's email is one update, not one per order. The normal forms are the steps:

- **1NF**: one value per cell (no lists in a column), and rows identifiable by a key.
- **2NF**: every non-key column depends on the **whole** key (matters for composite keys).
- **3NF**: non-key columns depend **only** on the key, not on each other (no \`city\` that's determined by \`zip_code\` in the same table).

Going to 3NF is the usual goal. Reporting databases sometimes **denormalize** on purpose, copying data to avoid joins, trading consistency work for read speed.`;

const USE_CONTEXT = `\`useContext\` reads a value from a **React Context**, which passes data down the component tree without threading it through props at every level:

\`\`\`jsx
import { createContext, useContext, useState } from "react";

const ThemeContext = createContext("light"); // the default, when no provider is above

function App() {
  const [theme, setTheme] = useState("dark");
  return (
    <ThemeContext.Provider value={theme}>
      <Toolbar />
    </ThemeContext.Provider>
  );
}

function Toolbar() {
  return <ThemeButton />; // no theme prop passed through here
}

function ThemeButton() {
  const theme = useContext(ThemeContext); // "dark"
  return <button className={theme}>Save</button>;
}
\`\`\`

- Every component using the context **re-renders when its value changes**, so keep contexts focused (theme, current user, locale), and memoize object values (\`useMemo\`).
- It's great for data many components read and that changes rarely; for frequently changing, complex state, a reducer or a state library may fit better.
- In React 19 you can render \`<ThemeContext value={theme}>\` directly, without \`.Provider\`.`;

const REDUX = `**Redux** is a library for keeping an app's shared state in **one central store**, changed only by dispatching **actions** that **reducers** (pure functions) turn into the next state. Today you write it with **Redux Toolkit**:

\`\`\`javascript
import { configureStore, createSlice } from "@reduxjs/toolkit";

const cartSlice = createSlice({
  name: "cart",
  initialState: { items: [] },
  reducers: {
    added(state, action) {
      state.items.push(action.payload); // looks mutable; Immer makes it immutable
    },
  },
});

export const { added } = cartSlice.actions;
export const store = configureStore({ reducer: { cart: cartSlice.reducer } });
\`\`\`

\`\`\`jsx
// In components (react-redux; wrap the app in <Provider store={store}>):
const items = useSelector((state) => state.cart.items);
const dispatch = useDispatch();
dispatch(added({ id: 1, name: "Lamp" }));
\`\`\`

It shines in large apps with lots of shared, frequently changing state, and its DevTools let you replay every change. For smaller apps, \`useState\`, Context or lighter libraries (Zustand, Jotai) are simpler, and server data is usually better handled by TanStack Query or RTK Query.`;

const PROP_DRILLING = `**Prop drilling** is passing a prop through several layers of components that don't use it, just so a deeply nested one can:

\`\`\`jsx
function App() {
  const [user, setUser] = useState(null);
  return <Layout user={user} />;
}
function Layout({ user }) { return <Sidebar user={user} />; }  // doesn't use user
function Sidebar({ user }) { return <Avatar user={user} />; }  // doesn't either
function Avatar({ user }) { return <img src={user.avatarUrl} alt={user.name} />; }
\`\`\`

It works, and for two or three levels it's fine and easy to follow. It becomes a problem when many layers pass many props, so every change touches all of them. Ways out:

- **Composition**: pass the finished element down instead (\`<Layout sidebar={<Avatar user={user} />} />\`), so the middle layers never see \`user\`.
- **Context**: put the value in a \`createContext\` provider and read it with \`useContext\` where needed.
- **A state library** (Redux, Zustand, Jotai) for large, shared, frequently changing state.`;

const CUSTOM_HOOK = `A **custom hook** is your own function whose name starts with \`use\` and that calls other hooks, so components can share **stateful logic** (not state itself: each component calling it gets its own):

\`\`\`jsx
import { useEffect, useState } from "react";

function useLocalStorage(key, initialValue) {
  const [value, setValue] = useState(() => {
    const saved = localStorage.getItem(key);
    return saved !== null ? JSON.parse(saved) : initialValue;
  });

  useEffect(() => {
    localStorage.setItem(key, JSON.stringify(value));
  }, [key, value]);

  return [value, setValue];
}

function Settings() {
  const [theme, setTheme] = useLocalStorage("theme", "light");
  return <button onClick={() => setTheme(theme === "light" ? "dark" : "light")}>{theme}</button>;
}
\`\`\`

- The \`use\` prefix is required: it tells React and its lint rules that the rules of hooks apply (call hooks at the top level, not in conditions or loops).
- Typical ones: \`useFetch\`, \`useDebounce\`, \`useMediaQuery\`, \`useOnClickOutside\`, \`useLocalStorage\`.
- Extract one when the same \`useState\` + \`useEffect\` combination appears in several components, or to give a component's logic a name.`;

const CI_CD = `**CI/CD** automates what happens after you push code:

- **Continuous Integration (CI)**: every push or pull request is automatically built and tested (lint, type-check, unit tests), so problems show up within minutes, before merging.
- **Continuous Delivery / Deployment (CD)**: code that passes is automatically packaged and released: to staging, and to production either after a manual approval (delivery) or straight away (deployment).

A minimal GitHub Actions pipeline, in \`.github/workflows/ci.yml\`:

\`\`\`yaml
name: CI
on:
  push:
    branches: [main]
  pull_request:

jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
      - run: npm ci
      - run: npm run lint
      - run: npm test
\`\`\`

Other common tools: GitLab CI, CircleCI, Jenkins, and the built-in deploys of Vercel, Netlify or Render. The payoff is small, frequent, low-risk releases instead of big, scary ones.`;

const MICROSERVICES = `A **monolith** is one application, deployed as a unit; **microservices** split it into small, independent services (users, orders, payments), each with its own codebase and usually its own database, talking over the network (HTTP, gRPC or a message queue).

| | Monolith | Microservices |
|---|---|---|
| Deploy | everything at once | each service on its own |
| Scaling | the whole app | just the busy service |
| Teams | share one codebase | own their services |
| Calls between parts | fast function calls | network calls that can fail or be slow |
| Data | one database, easy joins and transactions | one per service; consistency is harder |
| Operations | one thing to run and monitor | many: needs service discovery, tracing, CI/CD for each |

Microservices solve **organizational** problems: many teams shipping independently. For a small team or a new product they mostly add overhead, which is why common advice is to start with a well-structured **modular monolith** and split out services when a clear need appears.`;

const LOAD_BALANCER = `A **load balancer** sits in front of several copies of your server and **spreads incoming requests across them**, so no single one is overloaded and one failing doesn't take the site down:

\`\`\`text
                    ┌──> server 1
client ──> load balancer ──> server 2
                    └──> server 3
\`\`\`

- **Health checks**: it pings each server and stops sending traffic to one that fails.
- **Algorithms**: round robin (in turn), least connections, or by a hash of the client's IP to keep a user on the same server.
- **Layer 4 vs layer 7**: it can route raw TCP connections, or read HTTP and route by path or host (\`/api\` to one group, \`/\` to another).
- It often **terminates TLS** (handles HTTPS) so the servers behind it don't have to.

Examples: Nginx and HAProxy (self-hosted), AWS Elastic Load Balancing, Google Cloud Load Balancing, Cloudflare. Because any server may get any request, keep servers **stateless**: store sessions in a database or Redis, not in a server's memory.`;

const CACHING = `**Caching** is keeping a copy of data that's slow or expensive to get somewhere **faster**, so the next request is served from the copy:

- **Browser cache**: static files kept by the browser (\`Cache-Control: max-age=31536000, immutable\` for hashed assets).
- **CDN**: copies of your files and pages on servers near your users (Cloudflare, Fastly, CloudFront).
- **Application cache**: results of slow queries or API calls in memory or in **Redis**.
- **Database**: its own caches, plus materialized views for expensive queries.

The common **cache-aside** pattern:

\`\`\`javascript
async function getProduct(id) {
  const cached = await redis.get(\`product:\${id}\`);
  if (cached) return JSON.parse(cached);

  const product = await db.products.findById(id);           // the slow part
  await redis.set(\`product:\${id}\`, JSON.stringify(product), { EX: 300 }); // keep 5 minutes
  return product;
}
\`\`\`

The hard part is **invalidation**: deciding when a copy is stale. Use short expiry times (TTL) where slightly old data is acceptable, delete or update the key when the data changes, and don't cache per-user or sensitive data in shared caches.`;

const REDIS = `**Redis** is an in-memory data store: it keeps data in RAM, so reads and writes typically take well under a millisecond. It's used as a **cache**, a **session store**, a **message broker**, for **rate limiting**, **queues** and **leaderboards**.

It stores more than strings: lists, sets, sorted sets, hashes, streams, with atomic commands for each:

\`\`\`bash
SET session:abc123 "user:42" EX 3600   # expires in an hour
GET session:abc123
INCR page:views                        # atomic counter
ZADD leaderboard 1500 "ada"            # sorted set
ZREVRANGE leaderboard 0 9 WITHSCORES   # top 10
\`\`\`

\`\`\`javascript
import { createClient } from "redis";

const redis = createClient({ url: process.env.REDIS_URL });
await redis.connect();
await redis.set("greeting", "hello", { EX: 60 });
console.log(await redis.get("greeting")); // "hello"
\`\`\`

Data lives in memory, so it's limited by RAM; it can persist to disk (snapshots or an append-only log), but it's usually used alongside a main database rather than instead of one. Its license changed in 2024, so some providers now offer the open-source fork **Valkey**, which is compatible.`;

const GRAPHQL = `**GraphQL** is a query language for APIs: the client sends **one query describing exactly the data it wants**, usually to a single \`/graphql\` endpoint, and gets back JSON in that same shape.

\`\`\`graphql
query {
  user(id: "42") {
    name
    posts(last: 3) {
      title
      commentCount
    }
  }
}
\`\`\`

\`\`\`json
{ "data": { "user": { "name": "Ada", "posts": [{ "title": "Hello", "commentCount": 2 }] } } }
\`\`\`

- A typed **schema** defines what can be asked; **queries** read, **mutations** write, **subscriptions** push live updates.
- No over-fetching (fields you don't need) or under-fetching (several round trips for related data).
- The server implements a **resolver** for each field; Apollo Server, GraphQL Yoga and Hasura are common servers, Apollo Client, urql and Relay common clients.

Trade-offs: HTTP caching by URL doesn't work out of the box, deeply nested queries need limits, and the N+1 query problem needs batching (DataLoader). It shines when many clients need different shapes of related data; for simple APIs, REST is simpler.`;

const TLS = `**TLS** (Transport Layer Security) is the protocol that encrypts a connection between two programs and proves to the client that the server is who it claims to be. It's the "S" in **HTTPS**, and it also secures email (IMAP, SMTP), many VPNs and database connections.

A TLS connection starts with a **handshake**:

1. The client says hello and lists the versions and cipher suites it supports.
2. The server answers with its choice and its **certificate**, signed by a certificate authority the client trusts.
3. The client checks the certificate (trusted signer, not expired, issued for this host name).
4. Both sides run a key exchange (ephemeral Diffie-Hellman) to agree on **session keys** that never cross the network.
5. Everything after that is encrypted and integrity-checked with a fast symmetric cipher such as AES-GCM or ChaCha20-Poly1305.

Use **TLS 1.3** (2018), or TLS 1.2 where needed: 1.3's handshake takes a single round trip and drops the old, weak ciphers. TLS 1.0 and 1.1 are deprecated, and TLS replaced the older **SSL**, whose versions are all insecure.`;

const SSL = `**SSL** (Secure Sockets Layer) is the encryption protocol Netscape created in the mid-1990s to secure web traffic. It has been replaced by **TLS** (Transport Layer Security): TLS 1.0 (1999) was the next version of SSL 3.0 under a new name.

- **Every version of SSL is insecure and deprecated**: SSL 2.0 was prohibited in 2011, and SSL 3.0 in 2015, after the POODLE attack. Servers and browsers today speak TLS 1.2 and 1.3.
- The name stuck: "**SSL certificate**", "SSL/TLS" and settings like \`ssl: true\` almost always mean TLS today. The certificate itself works with any TLS version.

So when someone says "the site uses SSL", they mean it uses HTTPS over TLS.`;

const SSL_TLS = `**TLS** is the successor of **SSL**: the same job (encrypting a connection and authenticating the server), redesigned and renamed when the IETF took it over.

| | SSL | TLS |
|---|---|---|
| Versions | 2.0 (1995), 3.0 (1996) | 1.0 (1999), 1.1, 1.2 (2008), 1.3 (2018) |
| Status | all versions insecure and deprecated | 1.2 and 1.3 in use; 1.0 and 1.1 deprecated |
| Handshake | older key exchanges and ciphers | TLS 1.3: one round trip, forward secrecy always |

"SSL" lives on as a name: an "SSL certificate" is a TLS certificate, and "SSL/TLS" settings mean TLS. Turn off anything older than TLS 1.2.`;

const SSH = `**SSH** (Secure Shell) is the protocol for logging into another computer over a network and running commands on it, with everything encrypted. It listens on **TCP port 22** by default, and **OpenSSH** is the implementation on almost every Linux and macOS machine (its client also ships with Windows 10 and later).

\`\`\`bash
ssh alice@server.example.com               # open a shell on the server
ssh-keygen -t ed25519                      # make a key pair (~/.ssh/id_ed25519 and .pub)
ssh-copy-id alice@server.example.com       # install the public key on the server
scp report.pdf alice@server.example.com:~  # copy a file over SSH
\`\`\`

- **Authentication**: a password, or better a **key pair**: the server keeps your public key in \`~/.ssh/authorized_keys\` and checks that you hold the private key.
- **Host keys**: on the first connection you're shown the server's fingerprint; it's saved in \`~/.ssh/known_hosts\`, and SSH warns you if it ever changes.
- **Beyond a shell**: file transfer (\`scp\`, \`sftp\`), port forwarding (tunnels) and Git over \`git@github.com:…\` all run on SSH.

SSH is its own protocol, not SSL or TLS: both encrypt, but TLS secures connections such as HTTPS, while SSH gives you a remote login.`;

const DHCP = `**DHCP** (Dynamic Host Configuration Protocol) is how a device that joins a network gets its **IP address** and network settings automatically, instead of someone typing them in. On a home network, the router is the DHCP server.

The exchange has four steps, often remembered as **DORA**:

1. **Discover**: the new device broadcasts "is there a DHCP server?".
2. **Offer**: the server offers a free address.
3. **Request**: the device asks for that address.
4. **Acknowledge**: the server confirms it, with the **subnet mask**, the **default gateway** (the router) and the **DNS servers** to use.

The address is a **lease**: it lasts for a set time, and the device renews it before it runs out, so addresses of devices that leave are reused. DHCP runs over UDP (server port 67, client port 68). Servers and printers often get a fixed address instead, or a **reservation** that ties an address to their MAC address.`;

const DNS_DHCP = `**DHCP** and **DNS** both run in the background of every network, but they answer different questions:

| | DHCP | DNS |
|---|---|---|
| Question it answers | "What is *my* address on this network?" | "What is the address of *example.com*?" |
| When it's used | when a device joins a network, and when its lease renews | every time a name is looked up |
| What it hands out | an IP address, subnet mask, default gateway and DNS servers | IP addresses (and other records) for names |
| Who runs it | usually your router, or a server on the local network | resolvers and name servers across the internet |
| Protocol | UDP ports 67 and 68 | port 53, UDP (and TCP) |

They meet in one place: DHCP tells your device **which DNS servers to use**. If you get an address but websites won't load by name, suspect DNS; if you get no address at all (a 169.254.x.x address), suspect DHCP.`;

const HTTP2 = `**HTTP/2** is the 2015 revision of HTTP (RFC 7540, now RFC 9113). It keeps HTTP's meaning (the same methods, status codes and headers) but changes how requests travel over the wire:

- **Binary framing**: messages are split into binary frames instead of HTTP/1.1's plain text.
- **Multiplexing**: many requests and responses share **one TCP connection** at the same time, so a slow response no longer holds up the others, and browsers don't need six connections per site.
- **Header compression** (HPACK): repeated headers like cookies and user agents aren't resent in full on every request.
- **Server push**: the server could send files before they were asked for; it saw little use, and browsers have since dropped it.

It grew out of Google's SPDY. Browsers only use HTTP/2 over TLS (HTTPS), and most servers and CDNs support it out of the box. Its remaining weak spot is TCP itself: one lost packet stalls every stream on the connection, which **HTTP/3** fixes by running over QUIC on UDP.`;

const HTTP3 = `**HTTP/3** is the newest version of HTTP (RFC 9114, 2022). It keeps the same meaning as HTTP/1.1 and HTTP/2 but runs over **QUIC**, a transport built on **UDP**, instead of TCP:

- **No head-of-line blocking between streams**: a lost packet only delays its own stream, not every request on the connection as in HTTP/2.
- **Faster setup**: QUIC combines the transport and TLS 1.3 handshakes, so a new connection takes one round trip, and a resumed one can send data at once.
- **Connection migration**: a connection survives a change of network, such as a phone moving from Wi-Fi to mobile data.
- **Always encrypted**: TLS 1.3 is built into QUIC.

Browsers learn that a server speaks HTTP/3 from an \`Alt-Svc\` header (or a DNS record) and fall back to HTTP/2 when UDP is blocked.`;

const HTTP1_HTTP2 = `**HTTP/2** carries the same requests and responses as **HTTP/1.1** (the same methods, status codes and headers); what changed is how they travel:

| | HTTP/1.1 | HTTP/2 |
|---|---|---|
| Standardised | 1997 (RFC 2068), revised since | 2015 (RFC 7540, now RFC 9113) |
| Format on the wire | plain text | binary frames |
| Requests per connection | one at a time, so browsers open about 6 connections per site | many at once, **multiplexed** over one connection |
| Headers | sent in full with every request | compressed (HPACK) |
| Encryption | optional | required by browsers (HTTPS only) |

So old HTTP/1.1 workarounds such as bundling every script into one file, image sprites and sharding assets over several domains matter much less with HTTP/2. Your code doesn't change: the server or CDN negotiates HTTP/2 with the browser during the TLS handshake.`;

const TLS_HTTPS = `**TLS** is an encryption protocol; **HTTPS** is one use of it:

- **TLS** (Transport Layer Security) encrypts and authenticates any connection between two programs: web traffic, but also email, VPNs, database connections and APIs.
- **HTTPS** is plain **HTTP sent over a TLS connection**. The browser and the server do a TLS handshake first (the server shows its certificate, both agree on session keys), and every HTTP request and response then travels encrypted, on port 443 instead of HTTP's 80.

So a site "has HTTPS" when its server has a TLS certificate and speaks TLS; the padlock in the address bar means the TLS connection checked out.`;

const SSH_SSL = `**SSH** and **SSL** both encrypt a connection, but they're different protocols for different jobs:

| | SSH (Secure Shell) | SSL, today TLS |
|---|---|---|
| Used for | logging into a remote machine, running commands, copying files (\`scp\`, \`sftp\`), Git over SSH | securing other protocols: HTTPS, email, APIs, database connections |
| Default port | 22 | 443 for HTTPS |
| How the server is trusted | its host key, confirmed on first connection and saved in \`~/.ssh/known_hosts\` | a certificate signed by a certificate authority |
| How you log in | a password or, better, your key pair | usually not at all: the site's own login runs on top |

SSL itself is obsolete: every version is insecure, and what people call SSL today is **TLS**.`;

const TCP_UDP = `Both are transport protocols for sending data over IP; **TCP** is reliable and ordered, **UDP** is fast and fire-and-forget:

| | TCP | UDP |
|---|---|---|
| Connection | set up first (a handshake) | none: just send |
| Delivery | guaranteed: lost packets are resent | not guaranteed |
| Order | arrives in order | may arrive out of order |
| Speed and overhead | more: acknowledgements, retransmits, congestion control | less |
| Used by | HTTP/1.1 and HTTP/2, email, SSH, file transfer, databases | video calls, online games, DNS lookups, live streaming, HTTP/3 (via QUIC) |

Choose **TCP** when every byte must arrive intact (web pages, files, payments); **UDP** when fresh data matters more than complete data: in a video call, a late packet is useless, so resending it would only add lag. QUIC, which HTTP/3 runs on, builds reliability on top of UDP to get the best of both.`;

const GIT_REBASE = `\`git rebase\` **moves your branch's commits so they start from a new base**, replaying them one by one on top of it, as if you'd begun your work from there:

\`\`\`bash
git switch feature
git rebase main
# before: main A─B─C,  feature branched at A: A─D─E
# after:  A─B─C─D'─E'   (D' and E' are new commits with new hashes)
\`\`\`

- The result is a **linear history**, without the merge commit \`git merge main\` would add.
- On a conflict, fix the files, \`git add\` them, then \`git rebase --continue\` (or \`git rebase --abort\` to go back).
- **Interactive rebase** tidies your own commits before a pull request: \`git rebase -i HEAD~3\` lets you squash, reorder, reword or drop them.
- \`git pull --rebase\` puts your local commits on top of the remote's instead of merging.

The golden rule: **don't rebase commits that others have already pulled**. Rebasing rewrites them, so a shared branch would diverge; after rebasing your own pushed branch, push with \`git push --force-with-lease\`.`;

const PULL_REQUEST = `A **pull request** (PR; GitLab calls it a **merge request**) asks to merge the changes on your branch into another branch, usually \`main\`, and is where the team reviews them first:

\`\`\`bash
git switch -c fix-login-redirect
# ...make changes...
git add -A
git commit -m "Fix redirect after login"
git push -u origin fix-login-redirect
# then open the PR on GitHub (or: gh pr create --fill)
\`\`\`

A PR shows the **diff**, lets reviewers **comment on lines**, request changes or approve, and runs **CI checks** (tests, lint) on the branch. When it's approved and green, it's merged (as a merge commit, squashed into one commit, or rebased, depending on the repository's settings).

Good PRs are **small and focused** (one change, easy to review), have a clear title and a description of what and why (and how to test it), and link the issue they close ("Closes #123").`;

const LINKED_LIST = `A **linked list** stores items in **nodes**, each holding a value and a pointer to the **next** node (and, in a doubly linked list, the previous one), instead of in one continuous block of memory like an array:

\`\`\`javascript
class Node {
  constructor(value, next = null) {
    this.value = value;
    this.next = next;
  }
}

class LinkedList {
  constructor() { this.head = null; }

  prepend(value) {           // O(1)
    this.head = new Node(value, this.head);
  }

  find(value) {              // O(n): walk from the head
    let node = this.head;
    while (node && node.value !== value) node = node.next;
    return node;
  }
}
\`\`\`

| | Array | Linked list |
|---|---|---|
| Read item i | O(1) | O(n) |
| Insert/remove at the start | O(n) | O(1) |
| Insert/remove after a known node | O(n) | O(1) |
| Memory | compact, cache-friendly | a pointer per node, scattered |

In practice arrays (or dynamic arrays) win most of the time thanks to CPU caches; linked lists show up in queues, LRU caches (with a hash map), and in interview questions like reversing one or detecting a cycle.`;

const BINARY_TREE = `A **binary tree** is a structure of nodes where each node has a value and **at most two children**, left and right; the top node is the **root**, nodes without children are **leaves**.

A **binary search tree (BST)** adds a rule: everything in a node's left subtree is smaller, everything in its right subtree is larger, so searching halves the tree at each step:

\`\`\`python
class Node:
    def __init__(self, value):
        self.value = value
        self.left = None
        self.right = None

def insert(root, value):
    if root is None:
        return Node(value)
    if value < root.value:
        root.left = insert(root.left, value)
    else:
        root.right = insert(root.right, value)
    return root

def contains(root, value):
    while root is not None:
        if value == root.value:
            return True
        root = root.left if value < root.value else root.right
    return False
\`\`\`

- Search, insert and delete are **O(log n)** when the tree is balanced, but **O(n)** if it degenerates into a line (inserting sorted data); self-balancing trees (AVL, red-black) prevent that.
- **Traversals**: in-order (left, node, right) visits a BST's values in sorted order; pre-order and post-order; level-order uses a queue.

Binary trees underlie database indexes (as B-trees, their many-children cousins), heaps and priority queues, and expression parsers.`;

const STACK_QUEUE = `Both hold items in order; they differ in **which item comes out first**:

- **Stack**: **LIFO**, last in, first out, like a pile of plates. You \`push\` onto the top and \`pop\` from the top.
- **Queue**: **FIFO**, first in, first out, like a line at a shop. You \`enqueue\` at the back and \`dequeue\` from the front.

\`\`\`python
# Stack: a list works well
stack = []
stack.append("a")
stack.append("b")
stack.pop()        # "b": the last one added

# Queue: use deque, whose popleft() is O(1) (list.pop(0) is O(n))
from collections import deque
queue = deque()
queue.append("a")
queue.append("b")
queue.popleft()    # "a": the first one added
\`\`\`

Where you meet them: **stacks** in the function call stack, undo history, the browser's back button, matching brackets and depth-first search; **queues** in task and message queues, printers, rate limiters and breadth-first search. In JavaScript, an array's \`push\`/\`pop\` make a stack; \`shift\` for a queue is O(n), which matters only for large queues.`;

const RESPONSIVE = `Make the box size itself from its container and the screen instead of fixed pixels, then adjust at breakpoints with media queries:

\`\`\`css
.box {
  width: 100%;          /* fill the available space on small screens... */
  max-width: 960px;     /* ...but never grow past this */
  margin: 0 auto;       /* center it when there's room */
  padding: clamp(16px, 4vw, 48px); /* spacing that scales with the screen */
  box-sizing: border-box;
}

.box img {
  max-width: 100%;      /* images shrink with the box */
  height: auto;
}

/* Side by side on wider screens, stacked on phones */
.row { display: flex; flex-wrap: wrap; gap: 16px; }
.row > * { flex: 1 1 280px; } /* each item at least 280px, sharing the rest */

@media (min-width: 768px) {
  .box { padding: 32px; }
}
\`\`\`

And make sure the page has the viewport tag, or phones will zoom out to a desktop layout:

\`\`\`html
<meta name="viewport" content="width=device-width, initial-scale=1" />
\`\`\`

Test it with your browser's device toolbar (DevTools → the phone icon) at a few widths.`;

const CENTER_TEXT_VERTICALLY = `The most reliable way is flexbox on the element that holds the text:

\`\`\`css
.box {
  display: flex;
  align-items: center;      /* vertical */
  justify-content: center;  /* horizontal too, if you want it */
  height: 200px;            /* the box needs a height taller than the text */
}
\`\`\`

Other options:

- **Grid**: \`display: grid; place-items: center;\` centers both ways in one line.
- **One line of text** in a box of known height: \`line-height\` equal to the height (\`height: 48px; line-height: 48px;\`), handy for buttons and badges.
- **Table cells**: \`vertical-align: middle\` works in table cells (and \`display: table-cell\`), but not on ordinary blocks, which is why it often seems to do nothing.

\`text-align: center\` only centers horizontally.`;

const CLASS_OBJECT = `A **class** is a blueprint; an **object** (an *instance*) is a concrete thing built from it, with its own data:

\`\`\`python
class Dog:                       # the class: what every dog has and can do
    def __init__(self, name):
        self.name = name

    def speak(self):
        return f"{self.name} says woof"

rex = Dog("Rex")                 # an object: one particular dog
fido = Dog("Fido")               # another object, with its own name
rex.speak()                      # "Rex says woof"
\`\`\`

The class defines the **attributes** (\`name\`) and **methods** (\`speak\`) once; each object holds its own values for them. Like a cookie cutter and the cookies: one class, as many objects as you make. (In JavaScript, \`class Dog { … }\` and \`new Dog("Rex")\` work the same way.)`;

const POLYMORPHISM = `**Polymorphism** means code can work with objects of **different types through one shared interface**, and each type does the right thing for itself:

\`\`\`typescript
interface Shape {
  area(): number;
}

class Circle implements Shape {
  constructor(private r: number) {}
  area() { return Math.PI * this.r ** 2; }
}

class Square implements Shape {
  constructor(private side: number) {}
  area() { return this.side ** 2; }
}

const shapes: Shape[] = [new Circle(1), new Square(2)];
const total = shapes.reduce((sum, s) => sum + s.area(), 0); // each computes its own area
\`\`\`

The loop never checks "is this a circle or a square?"; it calls \`area()\` and each class answers in its own way. Adding a \`Triangle\` needs no change to that code. The usual kinds are **subtype polymorphism** (overriding methods, as above), **parametric** (generics: \`Array<T>\`) and **ad hoc** (overloading). In Python it's often just **duck typing**: anything with an \`area()\` method works.`;

const INHERITANCE_COMPOSITION = `Both reuse code; they differ in the relationship:

- **Inheritance** ("**is a**"): a class extends another and gets its behaviour. \`class Admin extends User\`.
- **Composition** ("**has a**"): a class holds other objects and delegates to them. A \`Car\` has an \`Engine\`.

\`\`\`typescript
// Inheritance
class Animal { move() { return "moving"; } }
class Bird extends Animal { fly() { return "flying"; } }

// Composition
class Logger { log(msg: string) { console.log(msg); } }
class OrderService {
  constructor(private logger: Logger) {}
  place() { this.logger.log("order placed"); }
}
\`\`\`

The common advice, from the *Design Patterns* book onwards, is **"favour composition over inheritance"**: deep hierarchies couple classes tightly (a change in a base class ripples down), and real things rarely fit one tree (a penguin is a bird that can't fly). Composition lets you combine small parts and swap them (a test logger). Use inheritance for a genuine, stable "is a" relationship with a shallow hierarchy.`;

const SOLID = `**SOLID** is five object-oriented design principles (named by Robert C. Martin) for code that is easy to change:

1. **S — Single Responsibility**: a class should have one reason to change. An \`Invoice\` computes totals; printing and saving it belong elsewhere.
2. **O — Open/Closed**: open for extension, closed for modification. Add a new payment type by adding a class, not by editing a big \`switch\`.
3. **L — Liskov Substitution**: a subclass must work wherever its parent is expected. If \`Square extends Rectangle\` breaks code that sets width and height separately, it violates this.
4. **I — Interface Segregation**: many small interfaces beat one big one; a class shouldn't be forced to implement methods it doesn't use.
5. **D — Dependency Inversion**: depend on abstractions, not concrete classes; pass a \`PaymentGateway\` interface in rather than creating \`StripeClient\` inside.

\`\`\`typescript
// Open/Closed + Dependency Inversion
interface Notifier { send(to: string, msg: string): Promise<void>; }
class EmailNotifier implements Notifier { async send(to: string, msg: string) { /* … */ } }
class SmsNotifier implements Notifier { async send(to: string, msg: string) { /* … */ } }

class SignupService {
  constructor(private notifier: Notifier) {} // any notifier, no edits needed to add one
}
\`\`\`

They're guidelines, not laws: applied everywhere they produce too many tiny abstractions. Reach for them when code is getting hard to change.`;

const PUT_PATCH = `Both update a resource; the difference is **how much** you send:

- **\`PUT\`** **replaces** the whole resource with what you send. Fields you leave out are reset or removed.
- **\`PATCH\`** **changes only** the fields you send.

\`\`\`http
PUT /users/42
{ "name": "Ada Lovelace", "email": "ada@example.com", "role": "admin" }

PATCH /users/42
{ "email": "ada@new.example.com" }
\`\`\`

\`PUT\` is **idempotent**: sending the same request twice leaves the same result. \`PATCH\` isn't guaranteed to be (\`{ "op": "increment" }\` style patches aren't), though simple field updates usually are. In practice many APIs use \`PATCH\` for edits from forms and \`PUT\` for "save this whole document" or create-or-replace at a known URL.`;

const GET_POST = `**GET** asks for data; **POST** sends data to be processed, usually creating something:

| | GET | POST |
|---|---|---|
| Purpose | read | create, or trigger an action |
| Data goes in | the URL query string (\`/search?q=shoes\`) | the request body (JSON, form data) |
| Changes server state | no (it's "safe") | yes |
| Repeating it | harmless (idempotent) | may create duplicates (browsers ask before re-sending) |
| Cached, bookmarked, in history | yes | no |
| Size limit | URL length, a few thousand characters in practice | large bodies are fine |

\`\`\`javascript
const results = await fetch("/api/products?q=shoes");            // GET
const created = await fetch("/api/orders", {                      // POST
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ productId: 7, quantity: 2 }),
});
\`\`\`

Don't put passwords or tokens in GET URLs: URLs end up in logs and browser history. POST isn't encrypted either; HTTPS protects both.`;

const STATUS_401_403 = `Both mean "you can't have this", for different reasons:

- **401 Unauthorized** really means **unauthenticated**: the server doesn't know who you are. The token or session is missing, expired or invalid. **Fix: log in** (or refresh the token) and try again. The response should include a \`WWW-Authenticate\` header.
- **403 Forbidden** means the server **knows who you are, and you're not allowed**. Logging in again won't help; you need different permissions (or the resource is off-limits to everyone).

\`\`\`javascript
const res = await fetch("/api/admin/users", { headers: { Authorization: \`Bearer \${token}\` } });
if (res.status === 401) redirectToLogin();          // who are you?
else if (res.status === 403) showMessage("You don't have access to this page."); // not you
\`\`\`

A related one: some APIs return **404** instead of 403 for private resources, so they don't reveal that the resource exists.`;

const DOCKERFILE = `A **Dockerfile** is a text file of instructions for building a Docker **image**: which base to start from, what to copy in, what to install, and what to run. For a Node.js app:

\`\`\`dockerfile
FROM node:20-alpine            # base image with Node installed
WORKDIR /app                   # working directory inside the image
COPY package*.json ./          # copy only the manifests first...
RUN npm ci --omit=dev          # ...so this layer is cached until dependencies change
COPY . .                       # then the source code
ENV NODE_ENV=production
EXPOSE 3000                    # documents the port the app listens on
USER node                      # don't run as root
CMD ["node", "server.js"]      # what runs when a container starts
\`\`\`

\`\`\`bash
docker build -t my-app .
docker run -p 3000:3000 my-app
\`\`\`

Add a \`.dockerignore\` with \`node_modules\`, \`.git\` and \`.env\` so they aren't copied in. Each instruction creates a cached **layer**, which is why the dependency install comes before copying the code: editing code then doesn't reinstall everything. For apps with a build step (TypeScript, Next.js), use a **multi-stage build**: build in one stage, copy only the output into a slim final one.`;

const ENV_VARS = `An **environment variable** is a named value set **outside** your code, in the environment the program runs in, so the same code can run with different settings (development, staging, production) and secrets stay out of the source:

\`\`\`bash
# Set for one command
PORT=4000 node server.js
# macOS/Linux, for the session
export DATABASE_URL="postgres://localhost/app"
\`\`\`

\`\`\`javascript
const port = Number(process.env.PORT ?? 3000);  // Node.js
\`\`\`

\`\`\`python
import os
db_url = os.environ["DATABASE_URL"]        # raises KeyError if missing
debug = os.getenv("DEBUG", "false") == "true"
\`\`\`

A **\`.env\` file** keeps them for local development, one \`NAME=value\` per line; Node.js 20.6+ loads it with \`node --env-file=.env server.js\`, older setups use the \`dotenv\` package, Python \`python-dotenv\`:

\`\`\`bash
DATABASE_URL=postgres://localhost/app
STRIPE_SECRET_KEY=sk_test_...
\`\`\`

Add \`.env\` to \`.gitignore\` (commit a \`.env.example\` with the names and no secrets), and set the real values in your host's settings. Values are always **strings**, so convert numbers and booleans yourself. In frontend builds, only variables with the framework's public prefix (\`VITE_\`, \`NEXT_PUBLIC_\`) reach the browser, and anything there is visible to users: never put secrets in them.`;

const PACKAGE_MANAGERS = `npm, Yarn and pnpm all install packages from the same npm registry and read the same \`package.json\`; they differ in speed, disk use and strictness:

| | npm | Yarn | pnpm |
|---|---|---|---|
| Comes with Node.js | yes | no (\`corepack enable\`) | no (\`corepack enable\`) |
| Lockfile | \`package-lock.json\` | \`yarn.lock\` | \`pnpm-lock.yaml\` |
| \`node_modules\` | flat copy per project | flat (v1), or Plug'n'Play without \`node_modules\` (v2+) | links to one global store: far less disk, fast |
| Strictness | a package can import dependencies it didn't declare | the same in v1; strict with PnP | strict: only declared dependencies are reachable |
| Workspaces (monorepos) | yes | yes | yes, widely used for monorepos |

Any of them is fine; **pnpm** is the usual pick for speed and disk space (and monorepos), **npm** for zero setup. What matters most is that a project uses **one**, commits its lockfile, and installs with the frozen-lockfile command in CI (\`npm ci\`, \`yarn install --immutable\`, \`pnpm install --frozen-lockfile\`). Setting \`"packageManager"\` in package.json lets Corepack pick the right one for everyone.`;

const PACKAGE_LOCK = `\`package-lock.json\` records the **exact version of every package installed**, including the dependencies of your dependencies, plus where each came from and a checksum.

\`package.json\` says what you *accept* (\`"react": "^18.2.0"\` means any 18.x from 18.2.0 up); the lock file says what you *got* (\`18.3.1\`), so everyone and every server installs the **same tree**:

\`\`\`bash
npm install     # installs, and updates the lock file if package.json changed
npm ci          # installs exactly what the lock file says; fails if it disagrees with package.json
\`\`\`

- **Commit it** to git: it makes installs reproducible and "works on my machine" bugs rarer.
- Use **\`npm ci\`** in CI and Docker builds: faster and exact.
- Don't edit it by hand; on a merge conflict in it, resolve \`package.json\` and run \`npm install\` to regenerate it.
- Yarn's \`yarn.lock\` and pnpm's \`pnpm-lock.yaml\` do the same job; keep only the one for the package manager you use.`;

const STRING_TO_NUMBER = `The main ways, and how they differ:

\`\`\`javascript
Number("42");        // 42
Number("42.5");      // 42.5
Number("42px");      // NaN: the whole string must be a number
Number("");          // 0 (careful)

parseInt("42px", 10);   // 42: reads digits until the first non-digit
parseInt("42.9", 10);   // 42: integer only
parseFloat("42.5kg");   // 42.5

+"42";               // 42: the unary plus, same as Number()
\`\`\`

- Use **\`Number()\`** for strict conversion of a whole value, such as form input.
- Use **\`parseInt(str, 10)\`** or **\`parseFloat(str)\`** to read a number at the start of a string like \`"12px"\`. Always pass the radix 10 to \`parseInt\`.
- Check the result: \`Number.isNaN(n)\` is true when the conversion failed.

\`\`\`javascript
const age = Number(input.value);
if (Number.isNaN(age)) showError("Please enter a number");
\`\`\`

Input elements also give you \`input.valueAsNumber\` for \`type="number"\`.`;

const FORMAT_DATE = `Use the built-in \`Intl.DateTimeFormat\` (or \`toLocaleDateString\`), which formats for any locale and time zone:

\`\`\`javascript
const date = new Date("2024-03-15T14:30:00Z");

date.toLocaleDateString("en-US");                          // "3/15/2024"
date.toLocaleDateString("en-GB");                          // "15/03/2024"
date.toLocaleDateString("en-US", { dateStyle: "long" });   // "March 15, 2024"
date.toLocaleString("en-US", {
  weekday: "short", month: "short", day: "numeric",
  hour: "numeric", minute: "2-digit", timeZone: "UTC",
});                                                        // "Fri, Mar 15, 2:30 PM"

date.toISOString();                                        // "2024-03-15T14:30:00.000Z" (for APIs)
\`\`\`

For a fixed pattern like \`YYYY-MM-DD\` in local time, build it from the parts:

\`\`\`javascript
const pad = (n) => String(n).padStart(2, "0");
const ymd = \`\${date.getFullYear()}-\${pad(date.getMonth() + 1)}-\${pad(date.getDate())}\`; // months start at 0
\`\`\`

For lots of date formatting and arithmetic, **date-fns** (\`format(date, "yyyy-MM-dd")\`) or **Day.js** are small libraries that help. Without a \`timeZone\` option, output is in the user's local time zone.`;

const LOOP_OBJECT = `Use \`Object.entries\` (or \`Object.keys\` / \`Object.values\`) with \`for…of\`:

\`\`\`javascript
const scores = { ada: 90, grace: 85, linus: 78 };

for (const [name, score] of Object.entries(scores)) {
  console.log(\`\${name}: \${score}\`);
}

Object.keys(scores);    // ["ada", "grace", "linus"]
Object.values(scores);  // [90, 85, 78]

// Transform into a new object
const curved = Object.fromEntries(
  Object.entries(scores).map(([name, score]) => [name, score + 5]),
);
\`\`\`

These include only the object's **own enumerable** properties, in insertion order (integer-like keys come first, sorted). The older \`for (const key in obj)\` also walks inherited properties, which is why it's usually paired with \`Object.hasOwn(obj, key)\`. For a \`Map\`, iterate it directly: \`for (const [key, value] of map)\`.`;

const CONTEXT_REDUX = `Both give components access to shared data without passing props down every level, but they solve different problems:

| | React Context | Redux (Toolkit) |
|---|---|---|
| What it is | a way to **pass** a value down the tree | a **state management** library with a central store |
| Updates | you manage state yourself (\`useState\`/\`useReducer\`) and put it in the provider | actions and reducers, with middleware |
| Re-renders | every consumer re-renders when the value changes | components re-render only when the slice they select changes |
| Tooling | none extra | Redux DevTools: time-travel, action log |
| Setup | built in, a few lines | a dependency and some structure |

\`\`\`jsx
// Context: fine for values that change rarely
const ThemeContext = createContext("light");
const theme = useContext(ThemeContext);

// Redux: many components reading and updating frequently changing state
const count = useSelector((state) => state.cart.items.length);
dispatch(itemAdded(item));
\`\`\`

Use **Context** for theme, locale, the current user: data that's read widely and changes rarely. Use **Redux** (or Zustand, Jotai) when lots of components update complex shared state often, or when you want its debugging tools. Data from the server is usually best in TanStack Query or RTK Query rather than either.`;

const HOC = `A **higher-order component** (HOC) is a function that takes a component and returns a **new component** wrapping it with extra behaviour or props:

\`\`\`jsx
function withLoading(Component) {
  return function WithLoading({ isLoading, ...props }) {
    if (isLoading) return <p>Loading…</p>;
    return <Component {...props} />;
  };
}

const UserListWithLoading = withLoading(UserList);
<UserListWithLoading isLoading={loading} users={users} />;
\`\`\`

It's the component version of a higher-order function. Well-known examples were Redux's \`connect()\` and React Router's old \`withRouter\`. Since hooks arrived (React 16.8), most HOCs are written as **custom hooks** instead (\`useAuth()\`, \`useSelector\`), which avoid the "wrapper hell" of nested components and props that collide. HOCs are still handy to wrap a component with a layout or an error boundary, and \`React.memo\` is one.`;

const CDN = `A **CDN** (content delivery network) is a network of servers spread around the world that keeps **copies of your site's files close to your users**, so they load from a nearby server instead of from your origin server far away.

How it works:
1. You point your domain (or your static files) at the CDN, such as Cloudflare, Fastly, Akamai or Amazon CloudFront.
2. A user in Tokyo requests \`/logo.png\`; DNS or anycast routing sends them to the CDN's nearest **edge server**.
3. If the edge has the file cached (a **cache hit**), it answers in milliseconds; if not (a **miss**), it fetches it from your **origin** once, caches it, and serves everyone nearby from then on.
4. Your \`Cache-Control\` headers say how long each file may be cached; you **purge** or use versioned file names (\`app.3f9a1c.js\`) to push changes.

**Example:** a site hosted in Virginia serves its images to a visitor in Sydney from a Sydney edge server, cutting each request from about 200 ms to about 20 ms.

**When to use it:** almost always for static assets (images, CSS, JavaScript, video) and any site with users in more than one region. CDNs also absorb traffic spikes and DDoS attacks and terminate HTTPS near the user; dynamic, per-user pages gain less, since they can't be cached as easily.`;

const MESSAGE_QUEUE = `A **message queue** lets one part of a system hand work to another **without waiting for it**: a **producer** puts a message on the queue, and one or more **consumers** take messages off and process them in their own time.

How it works:
- The producer sends a message (say, \`{"type": "send_welcome_email", "userId": 42}\`) and returns immediately.
- The queue (RabbitMQ, Amazon SQS, Redis-based queues like BullMQ, or a log like Apache Kafka) **stores it durably** until a consumer is ready.
- A consumer processes it and **acknowledges** it; if the consumer crashes first, the message is delivered again, so handlers should be **idempotent** (safe to run twice).
- Messages that keep failing go to a **dead-letter queue** to be inspected.

**Example:** when a user signs up, the web server saves the account and queues "send welcome email" and "resize avatar" jobs; the user gets a response in 50 ms while workers do the slow parts in the background.

**When to use it:** slow or unreliable work (emails, image and video processing, calls to third-party APIs), smoothing out traffic spikes, and decoupling services so one can be down without breaking the other. The costs: another piece of infrastructure to run, and eventual rather than immediate results.`;

const WEBSOCKETS = `**WebSockets** give a browser and a server a **persistent, two-way connection**: once it's open, either side can send a message at any time, instead of the client asking and the server answering as in plain HTTP.

How it works:
1. The client starts with an ordinary HTTP request carrying an \`Upgrade: websocket\` header.
2. The server answers \`101 Switching Protocols\`, and the same TCP connection stays open as a WebSocket (\`ws://\`, or \`wss://\` over TLS).
3. Both sides now exchange small **frames** (text or binary) with very little overhead, until one closes the connection.

\`\`\`javascript
const socket = new WebSocket("wss://example.com/chat");
socket.addEventListener("open", () => socket.send(JSON.stringify({ text: "Hello!" })));
socket.addEventListener("message", (event) => console.log("Received:", event.data));
\`\`\`

**Example:** a chat app pushes each new message to everyone in the room the moment it arrives, with no polling.

**When to use it:** chat, multiplayer games, collaborative editing, live dashboards and trading screens, anything where the server must push updates in real time. If only the server sends (notifications, a streamed AI answer), **Server-Sent Events** are simpler; for occasional updates, polling is fine. Libraries like Socket.IO add reconnection and rooms on top.`;

const SERVERLESS = `**Serverless** means running your code **without managing servers**: you deploy functions (or containers), and the cloud provider starts them on demand, scales them automatically and bills you only for the time they run. There are still servers; you just never see them.

How it works:
- You write a function that handles one event: an HTTP request, a file upload, a queue message, a schedule.
- The platform (AWS Lambda, Google Cloud Functions, Azure Functions, Cloudflare Workers, Vercel and Netlify functions) runs a copy for each request, from zero to thousands in parallel.
- When nothing is happening, nothing runs and you pay nothing.

\`\`\`javascript
// An AWS Lambda function behind an HTTP endpoint
export const handler = async (event) => ({
  statusCode: 200,
  body: JSON.stringify({ message: \`Hello, \${event.queryStringParameters?.name ?? "world"}!\` }),
});
\`\`\`

**Example:** a function that makes a thumbnail every time an image is uploaded to storage, costing nothing on quiet days and scaling by itself on busy ones.

**When to use it:** APIs with spiky or low traffic, background jobs, webhooks and glue code. The trade-offs: **cold starts** (a first request can take from tens of milliseconds to a few seconds), time limits per run, harder local debugging, and costs that can overtake a plain server under steady heavy load.`;

const VECTOR_DATABASE = `A **vector database** stores **embeddings**, lists of numbers that capture the meaning of text, images or other data, and finds the ones **closest in meaning** to a query, rather than exact matches.

How it works:
1. Each document (or chunk of one) is turned into a vector by an **embedding model**, for example 1,536 numbers for OpenAI's \`text-embedding-3-small\`.
2. The database stores the vectors with their text and metadata, in an index built for **approximate nearest-neighbour** search (such as HNSW), so it stays fast over millions of vectors.
3. A query is embedded the same way, and the database returns the vectors with the highest **similarity** (usually cosine similarity), optionally filtered by metadata.

**Example:** searching a help center for "I can't log in" finds the article "Resetting your password", although they share no words.

**When to use it:** semantic search, recommendations, deduplication and, most often now, **RAG**: fetching the passages an LLM should answer from. Options include Pinecone, Weaviate, Qdrant, Milvus and Chroma, or **pgvector** if you already run PostgreSQL, which is often enough below a few million vectors.`;

const EMBEDDINGS = `An **embedding** is a list of numbers (a **vector**) that represents the **meaning** of a piece of text, an image or another item, so that similar things get vectors that are close together.

How it works:
- An **embedding model** reads the input and outputs a fixed-length vector, often a few hundred to a few thousand numbers.
- The model is trained so that related inputs land near each other: "How do I reset my password?" and "I forgot my login" get similar vectors, "banana bread recipe" a distant one.
- Closeness is measured with **cosine similarity** (or dot product): near 1 means very similar in meaning.

\`\`\`python
from openai import OpenAI

client = OpenAI()
response = client.embeddings.create(model="text-embedding-3-small", input="How do I reset my password?")
vector = response.data[0].embedding  # a list of 1,536 floats
\`\`\`

**Example:** embed every support article once, embed each user question as it arrives, and show the articles whose vectors are closest.

**When to use them:** semantic search, RAG, recommendations, clustering and classification, duplicate detection. Store many of them in a **vector database**, and embed queries and documents with the **same model**, since vectors from different models aren't comparable.`;

const RAG = `**RAG** (retrieval-augmented generation) makes an LLM answer from **your own documents**: before the model answers, the system **retrieves** the most relevant passages and puts them in the prompt, so the answer is grounded in them rather than in the model's memory.

How it works:
1. **Index** (once): split your documents into chunks, turn each chunk into an **embedding**, and store them in a vector database (or a search index).
2. **Retrieve** (per question): embed the user's question and fetch the few chunks closest to it, often combined with keyword search and a re-ranker.
3. **Generate**: send the model the question plus the retrieved chunks, with an instruction like "Answer only from the context below, and cite your sources."

**Example:** an internal assistant that answers "How many vacation days do new hires get?" by retrieving the relevant paragraph of the HR handbook and quoting it, with a link.

**When to use it:** when answers must come from private, large or frequently changing information (docs, tickets, policies, product catalogues) and you want citations and fewer made-up answers. It's usually cheaper and easier to keep up to date than **fine-tuning**, which changes how a model writes rather than what it knows. Its quality depends mostly on retrieval: chunking, search and what you put in the prompt.`;

const FINE_TUNING = `**Fine-tuning** is training an existing model a little further **on your own examples**, so it adopts a behaviour, format or style without being told in every prompt.

How it works:
1. Start from a pre-trained model (an LLM like GPT-4o mini or Llama, or an image model).
2. Prepare examples of the input and the ideal output: for a chat model, often hundreds to a few thousand conversations in JSONL.
3. Train on them: the model's weights are adjusted (all of them, or a small add-on with methods like **LoRA**), then evaluate on examples it hasn't seen.
4. Call the fine-tuned model like the original, with shorter prompts.

**Example:** a support team fine-tunes a small model on 2,000 past replies, so it answers in the company's tone and always in its ticket format, more cheaply than a large model with a long prompt.

**When to use it:** a consistent style or output format, a narrow task done at high volume, or making a small model do what only a large one did. It's a poor way to teach **facts** that change: for that, **RAG** (retrieving documents at question time) is cheaper and easier to update. Try prompting and few-shot examples first; fine-tune when they aren't enough.`;

/** "What are the alternatives to X?", "alternatives to X", "What can I use instead of X?" */
const alternativesTo = (subject: string): string =>
  String.raw`(?:(?:what\s+are|what's|which\s+are|are\s+there\s+any|(?:can\s+you\s+)?(?:list|name|give\s+me|tell\s+me))\s+)?(?:the\s+|some\s+|a\s+few\s+|good\s+|any\s+)?(?:main\s+|best\s+|popular\s+)?alternatives?\s+(?:to|for)\s+(?:using\s+)?(?:${subject})|what\s+(?:can|could|should)\s+i\s+use\s+instead\s+of\s+(?:${subject})`;
/** "Why is X important?", "Why does X matter?", "Why use X?", "Why do we need X?", "What is X good for?" */
const whyImportant = (subject: string): string =>
  String.raw`why\s+(?:is|are)\s+(?:${subject})\s+(?:so\s+)?(?:important|useful|popular|needed|used)|why\s+(?:does|do)\s+(?:${subject})\s+matter|why\s+(?:should\s+(?:i|we)\s+)?use\s+(?:${subject})|why\s+do\s+(?:we|you|i|people)\s+(?:need|use)\s+(?:${subject})|what\s+(?:is|are)\s+(?:${subject})\s+good\s+for|what\s+(?:problem|problems)\s+(?:does|do)\s+(?:${subject})\s+solve`;

const MICROSERVICES_ALTERNATIVES = `The main alternatives to microservices, from simplest to most distributed:

- **A monolith**: one codebase, deployed as one unit. Simplest to build, test, debug and deploy; the right default for most new products and small teams (Shopify and Stack Overflow run very large monoliths).
- **A modular monolith**: still one deployment, but split into modules with clear boundaries and no reaching into each other's data. You get most of the organisation of microservices without the network, and can extract a module into a service later if it needs to scale on its own.
- **A few larger services** (sometimes called "macroservices" or service-based architecture): a handful of services split along big business areas, rather than dozens of small ones.
- **Serverless functions**: small units deployed and scaled by the cloud provider, good for event-driven or spiky work.

A common rule of thumb: start with a (modular) monolith, and split out a service only when a part needs to scale, deploy or be owned separately.`;

const MICROSERVICES_WHY = `Microservices matter because they let **large organisations move fast without stepping on each other**:

- **Independent deployment**: each team ships its service on its own schedule, without coordinating a release of the whole system.
- **Independent scaling**: the busy part (search, checkout) gets more instances without scaling everything.
- **Fault isolation**: one failing service can degrade a feature instead of taking the whole site down.
- **Team ownership**: a team owns a service end to end, and can pick the stack that suits it.

Those benefits come with real costs (network calls, distributed data, monitoring, more infrastructure), which is why they pay off mainly for larger systems and teams; for a small team, a monolith is usually faster.`;

const KUBERNETES_ALTERNATIVES = `Alternatives to Kubernetes, from least to most hands-on:

- **A platform as a service**: Heroku, Render, Railway, Fly.io or Google App Engine run your app from a repo or an image, with scaling and TLS handled for you.
- **Serverless containers**: Google Cloud Run, AWS App Runner or Azure Container Apps run containers on demand without a cluster to manage.
- **Managed container services**: Amazon ECS (with Fargate) runs containers at scale with far fewer concepts than Kubernetes.
- **Simpler orchestrators**: HashiCorp Nomad, or Docker Swarm for small setups.
- **Docker Compose on a VM**: one server, one \`docker-compose.yml\`; plenty for many small apps.

If you do want Kubernetes, a managed one (GKE, EKS, AKS) removes most of the cluster upkeep.`;

const KUBERNETES_WHY = `Kubernetes matters because it became the **standard way to run containers in production**:

- **Self-healing**: it restarts crashed containers and moves them off failed machines, keeping the state you declared.
- **Scaling and rollouts**: it adds or removes copies with load and rolls out new versions gradually, with rollbacks.
- **Portability**: the same manifests run on AWS, Google Cloud, Azure or your own servers, which limits lock-in.
- **An ecosystem**: Helm charts, operators, service meshes and monitoring tools all build on it.

The catch is complexity: it pays off for many services and teams, and is often overkill for one small app.`;

const REST_API_ALTERNATIVES = `The main alternatives to REST APIs:

- **GraphQL**: one endpoint where the client asks for exactly the fields it needs; good for varied clients and nested data.
- **gRPC**: fast, typed calls between services over HTTP/2, with Protocol Buffers; common for internal microservice traffic.
- **tRPC**: type-safe calls between a TypeScript frontend and backend, with no schema to write.
- **WebSockets or Server-Sent Events**: for real-time, server-pushed updates.
- **Webhooks**: the server calls *you* when something happens, instead of you polling.
- **SOAP**: older, XML-based, still found in banking and enterprise systems.

REST remains the default for public APIs because every language and tool speaks plain HTTP and JSON.`;

const REST_API_WHY = `REST APIs matter because they're the **common language of the web's services**:

- **Universal**: any client that speaks HTTP (browsers, phones, servers, \`curl\`) can use them, in any language.
- **Simple and predictable**: resources at URLs and standard methods and status codes make an API easy to learn and document.
- **Scalable**: statelessness lets any server handle any request, and GET responses can be cached.
- **Decoupling**: a frontend, a mobile app and partners can all use the same backend independently.

That's why most public APIs (Stripe, GitHub, Twilio) are REST APIs.`;

const RAG_ALTERNATIVES = `The main alternatives to RAG:

- **Long-context prompting**: put the whole document in the prompt; simple when the material fits in the model's context window, but costlier per request.
- **Fine-tuning**: train the model on your examples; better for style, format and narrow tasks than for facts that change.
- **Tool calling**: let the model query a database, a search API or your own API live, instead of retrieving passages.
- **Plain search**: for many questions, good keyword or semantic search that shows the documents is enough, with no generation.

They combine well: RAG for knowledge, fine-tuning for behaviour, tools for live data.`;

const RAG_WHY = `RAG matters because it makes LLMs **useful on information they weren't trained on**:

- **Up to date**: answers come from your current documents, not from training data with a cut-off.
- **Private knowledge**: the model can answer from internal docs, tickets and policies without being retrained.
- **Fewer made-up answers**: grounding the answer in retrieved text, and asking for citations, reduces hallucinations and lets users check the source.
- **Cheap to update**: change a document and re-index it; no training run needed.
- **Access control**: you can retrieve only what the user is allowed to see.

That's why most enterprise chatbots and "chat with your docs" tools are built on RAG.`;

const FINE_TUNING_ALTERNATIVES = `Alternatives to fine-tuning, usually tried first:

- **Prompt engineering**: clearer instructions, a system message and a defined output format.
- **Few-shot examples**: a handful of input/output examples in the prompt.
- **RAG**: retrieve the relevant documents at question time, for knowledge the model lacks.
- **Structured outputs and tool calling**: enforce a JSON schema, or let the model call functions, instead of training a format in.
- **A bigger or different model**: often solves the task with no training at all.

Fine-tune when these don't reach the quality, cost or speed you need.`;

const FINE_TUNING_WHY = `Fine-tuning matters because it lets you **shape a model to your task** rather than describing the task in every prompt:

- **Consistency**: a reliable tone, format or structure across thousands of outputs.
- **Cost and speed**: a small fine-tuned model can match a large general one on a narrow task, with shorter prompts.
- **Specialised behaviour**: classification labels, domain jargon or a house style that prompts alone don't capture.

It's not the best way to add facts, which change; that's what RAG is for.`;

const VECTOR_DATABASE_ALTERNATIVES = `Alternatives to a dedicated vector database:

- **pgvector** in PostgreSQL: vectors next to your other data, with SQL filters and joins; often enough below a few million vectors.
- **Search engines with vector search**: Elasticsearch, OpenSearch or Typesense, combining keyword and semantic search.
- **An in-memory library**: FAISS, hnswlib or Annoy, for a fixed set of vectors in one process.
- **Vector search in your existing database**: MongoDB Atlas, Redis, SQLite (sqlite-vec) and others now offer it.
- **Plain keyword search (BM25)**: for exact terms, names and codes, it still often beats embeddings, and hybrid search uses both.`;

const VECTOR_DATABASE_WHY = `Vector databases matter because they make **search by meaning** fast at scale:

- They find related items even when the words differ ("can't log in" → "reset your password").
- They're the retrieval layer of **RAG**, which lets LLMs answer from your own documents.
- Their approximate nearest-neighbour indexes search millions of vectors in milliseconds.
- They power recommendations, similar-image search and duplicate detection.`;

const SERVERLESS_ALTERNATIVES = `The main alternatives to serverless:

- **Containers on a managed platform**: Cloud Run, AWS App Runner, Render or Fly.io: long-running processes, scaled for you.
- **Kubernetes or ECS**: full control of containers at scale, with more operations work.
- **A virtual machine or a VPS**: one server you manage, cheapest and most predictable under steady load.
- **A platform as a service**: Heroku-style deploys from a repo.

Serverless fits spiky, event-driven work; a steady, heavy workload is often cheaper on containers or VMs.`;

const SERVERLESS_WHY = `Serverless matters because it lets you **ship code without running servers**:

- **No operations**: no patching, provisioning or capacity planning.
- **Automatic scaling**: from zero to thousands of concurrent runs, and back.
- **Pay per use**: nothing runs, nothing is billed, which suits spiky or low traffic.
- **Speed**: small teams can build APIs, webhooks and background jobs quickly.

The trade-offs are cold starts, time limits and less control.`;

const WEBSOCKETS_ALTERNATIVES = `Alternatives to WebSockets:

- **Server-Sent Events (SSE)**: a one-way stream from server to browser over plain HTTP, with automatic reconnection; ideal for notifications, feeds and streamed AI answers.
- **Long polling**: the client asks, the server holds the request until there's news; works everywhere, with more overhead.
- **Short polling**: ask every few seconds; simplest, fine for slow-changing data.
- **WebTransport** or **WebRTC data channels**: newer or peer-to-peer options for low-latency and media-heavy apps.
- **Hosted real-time services**: Pusher, Ably, Firebase or Supabase Realtime handle the connections for you.`;

const WEBSOCKETS_WHY = `WebSockets matter because they make **real-time web apps** possible:

- **Server push**: the server sends updates the moment they happen, instead of the client polling.
- **Low latency and overhead**: one open connection with tiny frames, rather than a new HTTP request per message.
- **Two-way**: both sides can talk at any time, which chat, multiplayer games and collaborative editors need.`;

const MESSAGE_QUEUE_ALTERNATIVES = `Alternatives to a message queue:

- **Direct synchronous calls** (HTTP or gRPC): simplest when the caller needs the answer now.
- **Event streaming** with Apache Kafka or Amazon Kinesis: a durable log many consumers can replay, for high-volume event pipelines.
- **Pub/sub**: Google Pub/Sub, Amazon SNS or Redis pub/sub, to fan a message out to many subscribers.
- **A database table as a queue**: a \`jobs\` table polled with \`SELECT … FOR UPDATE SKIP LOCKED\`; fine at modest volume.
- **Workflow engines**: Temporal or AWS Step Functions for long, multi-step processes with retries.`;

const MESSAGE_QUEUE_WHY = `Message queues matter because they **decouple the parts of a system**:

- **Responsiveness**: slow work happens in the background, so users aren't kept waiting.
- **Reliability**: messages wait durably if a consumer is down, and failed ones are retried.
- **Absorbing spikes**: a burst of work queues up and is processed at a steady rate.
- **Independent scaling**: add more consumers when the queue grows.`;

const CDN_ALTERNATIVES = `Alternatives to a CDN:

- **Serving from your own server**: simplest, fine when your users are near it and traffic is modest.
- **A reverse-proxy cache** such as Varnish or Nginx in front of your app, in one region.
- **Multi-region hosting**: copies of your app in several regions, behind geo-routing DNS.
- **Edge platforms** like Cloudflare Workers or Vercel, which run code (not just cached files) near users.

For static assets with users in more than one region, a CDN is usually the cheapest and fastest choice.`;

const CDN_WHY = `CDNs matter because they make sites **faster, cheaper and more resilient**:

- **Speed**: files come from a server near the user, cutting latency from hundreds of milliseconds to tens.
- **Lower load and bandwidth cost**: the origin serves each file once, not once per visitor.
- **Resilience**: they absorb traffic spikes and DDoS attacks.
- **Security**: HTTPS at the edge, and often a web application firewall.`;

const MONOREPO = `A **monorepo** keeps several projects (apps, libraries, services) in **one repository**, instead of one repository each (a "polyrepo"):

\`\`\`text
my-company/
├── apps/
│   ├── web/          # Next.js site
│   └── api/          # Node.js server
├── packages/
│   ├── ui/           # shared React components
│   └── config/       # shared ESLint/TypeScript config
├── package.json
└── pnpm-workspace.yaml
\`\`\`

- **Pros**: share code without publishing packages, change a library and all its users in one commit, one set of tooling and CI, easy refactors across projects.
- **Cons**: a bigger repository, CI that has to build only what changed, and access control per project is harder.

The tools: **workspaces** in npm, Yarn or pnpm link the local packages together; **Turborepo** or **Nx** add cached, dependency-aware builds ("rebuild only what changed"). Google, Meta and Microsoft use huge monorepos; for a small team, pnpm workspaces plus Turborepo is a common, simple setup.`;

export const DEVELOPER_CONCEPTS: readonly Concept[] = [
  { asked: asked(what(String.raw`(?:css\s+)?box\s+model(?:\s+in\s+css)?`)), answer: BOX_MODEL },
  { asked: asked(versus("margin", "padding")), answer: MARGIN_PADDING },
  {
    asked: asked(String.raw`${versus(String.raw`position\s*:?\s*absolute`, String.raw`(?:position\s*:?\s*)?relative`)}|(?:(?:what(?:'s|\s+is)\s+)?(?:the\s+)?differences?\s+between\s+)?(?:css\s+)?(?:absolute\s*(?:vs\.?|versus|and|or)\s*relative|relative\s*(?:vs\.?|versus|and|or)\s*absolute)\s+position(?:ing|s)?(?:\s+in\s+css)?|${what(String.raw`css\s+position(?:ing)?|position\s+(?:property\s+)?in\s+css`)}`),
    answer: POSITION,
  },
  { asked: asked(versus(String.raw`em(?:\s+units?)?`, String.raw`rem(?:\s+units?)?`)), answer: EM_REM },
  { asked: asked(what(String.raw`(?:css\s+)?specificity(?:\s+in\s+css)?`) + String.raw`|how\s+does\s+css\s+specificity\s+work`), answer: SPECIFICITY },
  { asked: asked(what(String.raw`(?:css\s+)?media\s+quer(?:y|ies)(?:\s+in\s+css)?`) + String.raw`|how\s+do\s+(?:i\s+use\s+)?media\s+queries(?:\s+work)?`), answer: MEDIA_QUERIES },
  { asked: asked(String.raw`how\s+(?:do\s+i|to|can\s+i)\s+make\s+(?:a|my|the)\s+(?:div|box|container|element|layout)\s+responsive(?:\s+(?:in|with)\s+css)?`), answer: RESPONSIVE },
  { asked: asked(String.raw`how\s+(?:do\s+i|to|can\s+i)\s+(?:vertically\s+center|center\s+(?:\w+\s+)?vertically)\s+(?:the\s+|some\s+)?text(?:\s+vertically)?(?:\s+in\s+(?:a\s+div|css|html))*`), answer: CENTER_TEXT_VERTICALLY },
  { asked: asked(what(String.raw`(?:the\s+)?["'\`]?this["'\`]?\s+keyword|["'\`]this["'\`]|this\s+in\s+(?:javascript|js)`) + String.raw`|how\s+does\s+["'\`]?this["'\`]?\s+work\s+in\s+(?:javascript|js)`), answer: THIS },
  { asked: asked(what(String.raw`callback\s+functions?|callbacks?\s+in\s+(?:javascript|js|programming|node(?:\.?js)?|python|react)`)), answer: CALLBACKS },
  { asked: asked(what(String.raw`event\s+(?:bubbling|propagation|delegation)|bubbling\s+in\s+(?:javascript|js|the\s+dom)`) + String.raw`|${versus(String.raw`event\s+bubbling|bubbling`, String.raw`(?:event\s+)?capturing`)}`), answer: EVENT_BUBBLING },
  { asked: asked(what(String.raw`(?:the\s+)?spread\s+(?:operator|syntax)|spread\s+and\s+rest(?:\s+operators)?`) + String.raw`|what\s+(?:do|does)\s+(?:the\s+)?(?:three\s+dots|\.\.\.)\s+(?:do|mean)(?:\s+in\s+(?:javascript|js))?`), answer: SPREAD },
  { asked: asked(what(String.raw`(?:object\s+|array\s+)?destructuring(?:\s+assignment)?`)), answer: DESTRUCTURING },
  { asked: asked(what(String.raw`optional\s+chaining(?:\s+operator)?|the\s+\?\.\s+operator`) + String.raw`|what\s+does\s+\?\.\s+(?:do|mean)(?:\s+in\s+(?:javascript|js|typescript|ts))?`), answer: OPTIONAL_CHAINING },
  { asked: asked(String.raw`how\s+(?:do\s+(?:i|you)|to|can\s+i)\s+(?:copy|clone|duplicate)\s+(?:an?\s+)?array(?:\s+in\s+(?:javascript|js|typescript|ts))?`), answer: COPY_ARRAY },
  { asked: asked(versus("==", String.raw`["'\`]?is["'\`]?`).replace(IN_LANGUAGE, String.raw`(?:\s+in\s+python)?`)), answer: EQ_IS },
  { asked: asked(String.raw`how\s+(?:do\s+(?:i|you)|to|can\s+i)\s+reverse\s+(?:a|the|my)\s+list(?:\s+in\s+python)?`), answer: REVERSE_LIST },
  { asked: asked(what(String.raw`(?:python\s+)?lambdas?(?:\s+functions?)?(?:\s+in\s+python)?`) + String.raw`|how\s+do\s+(?:i\s+use\s+)?lambdas?\s+(?:work\s+)?in\s+python`), answer: LAMBDA },
  { asked: asked(what(String.raw`__init__(?:\s+method)?(?:\s+in\s+python)?|the\s+__init__\s+(?:method|function)(?:\s+in\s+python)?`) + String.raw`|what\s+does\s+__init__\s+do(?:\s+in\s+python)?`), answer: INIT },
  { asked: asked(String.raw`(?:what\s+(?:does|is)\s+)?if\s+__name__\s*==\s*["']__main__["']\s*:?(?:\s+(?:do|mean|for))?(?:\s+in\s+python)?|what\s+is\s+__name__\s*==\s*["']__main__["']\s*:?(?:\s+for)?|why\s+(?:do\s+we\s+use|use)\s+if\s+__name__\s*==\s*["']__main__["']\s*:?`), answer: NAME_MAIN },
  { asked: asked(what(String.raw`primary\s+keys?(?:\s+in\s+(?:a\s+)?(?:database|sql))?`)), answer: PRIMARY_KEY },
  { asked: asked(what(String.raw`foreign\s+keys?(?:\s+in\s+(?:a\s+)?(?:database|sql))?`)), answer: FOREIGN_KEY },
  { asked: asked(versus("where", "having").replace(IN_LANGUAGE, String.raw`(?:\s+(?:in|clause\s+in)\s+sql)?`) + String.raw`|${versus(String.raw`where\s+clause`, String.raw`having\s+clause`)}`), answer: WHERE_HAVING },
  { asked: asked(what(String.raw`orms?|an\s+orm|object[\s-]relational\s+mapp(?:ing|ers?)`)), answer: ORM },
  { asked: asked(what(String.raw`database\s+normali[sz]ation|normali[sz]ation\s+in\s+(?:a\s+)?(?:databases?|sql|dbms)`)), answer: NORMALIZATION },
  { asked: asked(what(String.raw`usecontext(?:\s+hook)?|react\s+context(?:\s+api)?|the\s+context\s+api`) + String.raw`|how\s+(?:do\s+i|to)\s+use\s+usecontext(?:\s+in\s+react)?`), answer: USE_CONTEXT },
  { asked: asked(what(String.raw`redux(?:\s+toolkit)?`) + String.raw`|what\s+is\s+redux\s+used\s+for`), answer: REDUX },
  { asked: asked(what(String.raw`prop\s+drilling`) + String.raw`|how\s+(?:do\s+i|to)\s+avoid\s+prop\s+drilling(?:\s+in\s+react)?`), answer: PROP_DRILLING },
  { asked: asked(what(String.raw`(?:react\s+)?custom\s+hooks?(?:\s+in\s+react)?`) + String.raw`|how\s+(?:do\s+i|to)\s+(?:make|write|create)\s+a\s+custom\s+hook(?:\s+in\s+react)?`), answer: CUSTOM_HOOK },
  { asked: asked(what(String.raw`ci\s*\/\s*cd|ci\s*cd|continuous\s+integration(?:\s+and\s+continuous\s+(?:delivery|deployment))?|(?:a\s+)?ci\/cd\s+pipelines?`)), answer: CI_CD },
  { asked: asked(what(String.raw`microservices?(?:\s+architecture)?`) + String.raw`|${versus(String.raw`(?:a\s+)?monoliths?(?:ic\s+architecture)?`, String.raw`microservices?`)}`), answer: MICROSERVICES },
  { asked: asked(what(String.raw`load\s+balanc(?:er|ers|ing)`)), answer: LOAD_BALANCER },
  { asked: asked(what(String.raw`caching(?:\s+in\s+web\s+development)?|a\s+cache(?:\s+in\s+(?:programming|web\s+development))?`)), answer: CACHING },
  { asked: asked(what("redis") + String.raw`|what\s+is\s+redis\s+used\s+for`), answer: REDIS },
  { asked: asked(what("graphql") + String.raw`|what\s+is\s+graphql\s+used\s+for`), answer: GRAPHQL },
  { asked: asked(versus("tcp", "udp")), answer: TCP_UDP },
  { asked: asked(what(String.raw`tls|transport\s+layer\s+security`) + String.raw`|what\s+does\s+tls\s+stand\s+for`), answer: TLS },
  { asked: asked(versus("ssl", "tls")), answer: SSL_TLS },
  { asked: asked(versus("tls", "https")), answer: TLS_HTTPS },
  { asked: asked(versus("ssh", String.raw`ssl|tls`)), answer: SSH_SSL },
  { asked: asked(versus(String.raw`http\s*\/?\s*1(?:\.1)?`, String.raw`http\s*\/?\s*2(?:\.0)?`)), answer: HTTP1_HTTP2 },
  { asked: asked(what(String.raw`ssl|secure\s+sockets?\s+layer`) + String.raw`|what\s+does\s+ssl\s+stand\s+for`), answer: SSL },
  { asked: asked(what(String.raw`ssh|secure\s+shell`) + String.raw`|what\s+does\s+ssh\s+stand\s+for|what\s+is\s+ssh\s+used\s+for`), answer: SSH },
  { asked: asked(versus("dns", "dhcp")), answer: DNS_DHCP },
  { asked: asked(what(String.raw`dhcp|dynamic\s+host\s+configuration\s+protocol`) + String.raw`|what\s+does\s+dhcp\s+stand\s+for`), answer: DHCP },
  { asked: asked(what(String.raw`http\s*\/?\s*2(?:\.0)?`)), answer: HTTP2 },
  { asked: asked(what(String.raw`http\s*\/?\s*3`)), answer: HTTP3 },
  { asked: asked(what(String.raw`git\s+rebase|rebas(?:e|ing)(?:\s+in\s+git)?`) + String.raw`|what\s+does\s+git\s+rebase\s+do`), answer: GIT_REBASE },
  { asked: asked(what(String.raw`pull\s+requests?|merge\s+requests?`) + String.raw`|how\s+(?:do\s+i|to)\s+(?:make|open|create)\s+a\s+pull\s+request`), answer: PULL_REQUEST },
  { asked: asked(what(String.raw`(?:singly\s+|doubly\s+)?linked\s+lists?`)), answer: LINKED_LIST },
  { asked: asked(what(String.raw`binary\s+(?:search\s+)?trees?|bst`)), answer: BINARY_TREE },
  { asked: asked(versus(String.raw`(?:an?\s+)?stacks?`, String.raw`(?:an?\s+)?queues?`)), answer: STACK_QUEUE },
  { asked: asked(versus(String.raw`(?:an?\s+)?class(?:es)?`, String.raw`(?:an?\s+)?objects?|(?:an?\s+)?instances?`)), answer: CLASS_OBJECT },
  { asked: asked(what(String.raw`polymorphism`)), answer: POLYMORPHISM },
  { asked: asked(String.raw`(?:what\s+is\s+)?` + versus("inheritance", "composition") + String.raw`|composition\s+over\s+inheritance`), answer: INHERITANCE_COMPOSITION },
  { asked: asked(what(String.raw`(?:the\s+)?solid\s+(?:design\s+)?principles?|solid\s+in\s+(?:programming|software(?:\s+engineering)?|oop)`)), answer: SOLID },
  { asked: asked(versus("put", "patch")), answer: PUT_PATCH },
  { asked: asked(versus(String.raw`get(?:\s+requests?)?`, String.raw`post(?:\s+requests?)?`)), answer: GET_POST },
  { asked: asked(versus(String.raw`(?:an?\s+)?401(?:\s+unauthori[sz]ed)?`, String.raw`(?:an?\s+)?403(?:\s+forbidden)?`) + String.raw`|${versus(String.raw`unauthori[sz]ed`, "forbidden")}`), answer: STATUS_401_403 },
  { asked: asked(what(String.raw`dockerfiles?`) + String.raw`|how\s+(?:do\s+i|to|can\s+i)\s+(?:write|create|make)\s+a\s+dockerfile(?:\s+for\s+(?:a|my)\s+node(?:\.?js)?(?:\s+(?:app|application|server|project))?)?|how\s+(?:do\s+i|to|can\s+i)\s+dockeri[sz]e\s+(?:a|my)\s+node(?:\.?js)?\s+(?:app|application|server|project)`), answer: DOCKERFILE },
  { asked: asked(what(String.raw`environment\s+variables?|env\s+vars?|(?:a\s+)?\.env(?:\s+files?)?`) + String.raw`|how\s+(?:do\s+i|to|can\s+i)\s+use\s+(?:a\s+)?\.env\s+files?(?:\s+in\s+(?:node(?:\.?js)?|python|react))?`), answer: ENV_VARS },
  { asked: asked(String.raw`(?:(?:what(?:'s|\s+is)\s+)?(?:the\s+)?differences?\s+between\s+)?(?:npm|yarn|pnpm)(?:\s*(?:,|vs\.?|versus|or|and)\s*(?:npm|yarn|pnpm)){1,2}(?:\s*[,:-]?\s*which\s+(?:one\s+)?should\s+i\s+use)?`), answer: PACKAGE_MANAGERS },
  { asked: asked(what(String.raw`(?:the\s+)?package-lock(?:\.json)?(?:\s+file)?|(?:a\s+)?lock\s*files?(?:\s+in\s+npm)?`) + String.raw`|what\s+is\s+package-lock\.json\s+for|should\s+i\s+commit\s+package-lock\.json`), answer: PACKAGE_LOCK },
  { asked: asked(String.raw`how\s+(?:do\s+(?:i|you)|to|can\s+i)\s+(?:convert|turn|parse|change)\s+(?:a\s+)?string\s+(?:to|into)\s+(?:a\s+)?(?:number|int(?:eger)?|float)(?:\s+in\s+(?:javascript|js|typescript|ts))?`), answer: STRING_TO_NUMBER },
  { asked: asked(String.raw`how\s+(?:do\s+(?:i|you)|to|can\s+i)\s+format\s+(?:a\s+)?dates?(?:\s+in\s+(?:javascript|js|typescript|ts))?`), answer: FORMAT_DATE },
  { asked: asked(String.raw`how\s+(?:do\s+(?:i|you)|to|can\s+i)\s+(?:loop|iterate)\s+(?:through|over)\s+(?:an?\s+)?object(?:'s\s+(?:keys|properties))?(?:\s+in\s+(?:javascript|js|typescript|ts))?`), answer: LOOP_OBJECT },
  { asked: asked(String.raw`(?:what\s+is\s+)?` + versus(String.raw`(?:react\s+)?context(?:\s+api)?|usecontext`, String.raw`redux(?:\s+toolkit)?`)), answer: CONTEXT_REDUX },
  { asked: asked(what(String.raw`higher[\s-]order\s+components?|hocs?`) + String.raw`|what\s+is\s+an?\s+hoc\s+in\s+react`), answer: HOC },
  { asked: asked(what(String.raw`monorepos?|mono[\s-]repos?`)), answer: MONOREPO },
  { asked: asked(alternativesTo(String.raw`microservices?(?:\s+architecture)?`)), answer: MICROSERVICES_ALTERNATIVES },
  { asked: asked(whyImportant(String.raw`microservices?(?:\s+architecture)?`)), answer: MICROSERVICES_WHY },
  { asked: asked(alternativesTo(String.raw`kubernetes|k8s`)), answer: KUBERNETES_ALTERNATIVES },
  { asked: asked(whyImportant(String.raw`kubernetes|k8s`)), answer: KUBERNETES_WHY },
  { asked: asked(alternativesTo(String.raw`rest(?:ful)?(?:\s+apis?)?`)), answer: REST_API_ALTERNATIVES },
  { asked: asked(whyImportant(String.raw`rest(?:ful)?(?:\s+apis?)?`)), answer: REST_API_WHY },
  { asked: asked(alternativesTo(String.raw`rag|retrieval[\s-]augmented\s+generation`)), answer: RAG_ALTERNATIVES },
  { asked: asked(whyImportant(String.raw`rag|retrieval[\s-]augmented\s+generation`)), answer: RAG_WHY },
  { asked: asked(alternativesTo(String.raw`fine[\s-]?tuning(?:\s+(?:an?\s+)?(?:llms?|models?|ai))?`)), answer: FINE_TUNING_ALTERNATIVES },
  { asked: asked(whyImportant(String.raw`fine[\s-]?tuning(?:\s+(?:an?\s+)?(?:llms?|models?|ai))?`)), answer: FINE_TUNING_WHY },
  { asked: asked(alternativesTo(String.raw`vector\s+(?:databases?|dbs?|stores?)`)), answer: VECTOR_DATABASE_ALTERNATIVES },
  { asked: asked(whyImportant(String.raw`vector\s+(?:databases?|dbs?|stores?)`)), answer: VECTOR_DATABASE_WHY },
  { asked: asked(alternativesTo(String.raw`serverless(?:\s+(?:computing|architecture|functions?))?`)), answer: SERVERLESS_ALTERNATIVES },
  { asked: asked(whyImportant(String.raw`serverless(?:\s+(?:computing|architecture|functions?))?`)), answer: SERVERLESS_WHY },
  { asked: asked(alternativesTo(String.raw`web\s*sockets?`)), answer: WEBSOCKETS_ALTERNATIVES },
  { asked: asked(whyImportant(String.raw`web\s*sockets?`)), answer: WEBSOCKETS_WHY },
  { asked: asked(alternativesTo(String.raw`message\s+queues?|message\s+brokers?`)), answer: MESSAGE_QUEUE_ALTERNATIVES },
  { asked: asked(whyImportant(String.raw`message\s+queues?|message\s+brokers?`)), answer: MESSAGE_QUEUE_WHY },
  { asked: asked(alternativesTo(String.raw`(?:a\s+)?cdns?|content\s+delivery\s+networks?`)), answer: CDN_ALTERNATIVES },
  { asked: asked(whyImportant(String.raw`(?:a\s+)?cdns?|content\s+delivery\s+networks?`)), answer: CDN_WHY },
  { asked: asked(what(String.raw`(?:a\s+)?cdns?|content\s+delivery\s+networks?|content\s+distribution\s+networks?`) + String.raw`|what\s+is\s+a\s+cdn\s+used\s+for`), answer: CDN },
  { asked: asked(what(String.raw`message\s+queues?|message\s+queu(?:e|ing)\s+systems?|message\s+brokers?|job\s+queues?|task\s+queues?`)), answer: MESSAGE_QUEUE },
  { asked: asked(what(String.raw`web\s*sockets?|the\s+websocket\s+protocol`) + String.raw`|what\s+are\s+websockets\s+used\s+for`), answer: WEBSOCKETS },
  { asked: asked(what(String.raw`serverless(?:\s+(?:computing|architecture|functions?))?`)), answer: SERVERLESS },
  { asked: asked(what(String.raw`vector\s+(?:databases?|dbs?|stores?|search)`)), answer: VECTOR_DATABASE },
  { asked: asked(what(String.raw`(?:text\s+|vector\s+)?embeddings?(?:\s+in\s+(?:ai|machine\s+learning|ml|llms?))?|vector\s+embeddings?`)), answer: EMBEDDINGS },
  { asked: asked(what(String.raw`rag|retrieval[\s-]augmented\s+generation|rag\s+\(retrieval[\s-]augmented\s+generation\)`) + String.raw`|what\s+is\s+rag\s+in\s+(?:ai|llms?)`), answer: RAG },
  { asked: asked(what(String.raw`fine[\s-]?tuning(?:\s+(?:an?\s+)?(?:llms?|models?|ai))?|llm\s+fine[\s-]?tuning`) + String.raw`|how\s+does\s+fine[\s-]?tuning\s+work|what\s+does\s+fine[\s-]?tuning\s+(?:a\s+model\s+)?mean`), answer: FINE_TUNING },
];
