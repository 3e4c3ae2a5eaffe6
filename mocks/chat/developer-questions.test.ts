import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { developerQuestionReply } from "./developer-questions.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const reply = (prompt: string): string => composeReply([{ role: "user", content: prompt }], seededRandom(1), knownReply);
const fenced = (language: string, code: string): string => `\`\`\`${language}\n${code}\n\`\`\``;

describe("developer questions with pasted code", () => {
  it.each([
    "Why is my state not updating?",
    "why does it log the old value",
    "count isn't updating",
  ])("%s, after a setter and a console.log: the snapshot explained, the new value computed once", (ask) => {
    const answer = reply(`${ask}\n${fenced("jsx", "const [count, setCount] = useState(0);\nfunction handleClick() {\n  setCount(count + 1);\n  console.log(count);\n}")}`);
    expect(answer).toContain("doesn't change `count` in the current render");
    expect(answer).toContain("  const next = count + 1;\n  setCount(next);\n  console.log(next);\n}");
  });

  it("state pushed to in place, or an object changed in place: a new array or object", () => {
    const array = reply(`why is my state not updating\n${fenced("jsx", "const [items, setItems] = useState([]);\nfunction add(item) {\n  items.push(item);\n  setItems(items);\n}")}`);
    expect(array).toContain("mutates React state in place");
    expect(array).toContain("setItems([...items, item]);");
    const object = reply(`Why doesn't my component re-render?\n${fenced("jsx", "function rename(name) {\n  user.name = name;\n  setUser(user);\n}")}`);
    expect(object).toContain("changes the state object in place");
    expect(object).toContain("  setUser({ ...user, name });\n}");
  });

  it("a setter called twice, and a timer's stale closure: the updater form", () => {
    const twice = reply(`my counter only goes up by one\n${fenced("jsx", "function handleClick() {\n  setCount(count + 1);\n  setCount(count + 1);\n}")}`);
    expect(twice).toContain("Both calls read the same `count`");
    expect(twice).toContain("  setCount((prev) => prev + 1);\n  setCount((prev) => prev + 1);\n}");
    const timer = reply(`why is my state not updating\n${fenced("jsx", "useEffect(() => {\n  const id = setInterval(() => {\n    setSeconds(seconds + 1);\n  }, 1000);\n  return () => clearInterval(id);\n}, []);")}`);
    expect(timer).toContain("**stale closure**");
    expect(timer).toContain("setSeconds((prev) => prev + 1);");
    expect(timer).toContain("}, []);");
  });

  it("a list without keys asked why React warns, and an async forEach asked why it doesn't wait", () => {
    const keys = reply(`why does React warn here?\n${fenced("jsx", "function List({ items }) {\n  return <ul>{items.map(item => <li>{item.name}</li>)}</ul>;\n}")}`);
    expect(keys).toContain("Each child in a list should have a unique key prop");
    expect(keys).toContain("<li key={item.id}>{item.name}</li>");
    const loop = reply(`Why doesn't await work inside forEach?\n${fenced("js", "async function saveAll(items) {\n  items.forEach(async (item) => {\n    await save(item);\n  });\n  console.log('done');\n}")}`);
    expect(loop).toContain("does not wait for an `async` callback");
    expect(loop).toContain("  for (const item of items) {\n    await save(item);\n  }");
  });

  it.each([
    ["Convert this loop to a list comprehension:", "squares = []\nfor x in range(10):\n    if x % 2 == 0:\n        squares.append(x * x)", "squares = [x * x for x in range(10) if x % 2 == 0]"],
    ["can you turn this into a list comprehension", "names = []\nfor user in users:\n    names.append(user.name)", "names = [user.name for user in users]"],
    ["clean up this code", "result = []\nfor name in names:\n    if name.startswith('a'):\n        result.append(name.upper())\nprint(result)", "result = [name.upper() for name in names if name.startswith('a')]\nprint(result)"],
  ])("%s: the Python loop as a comprehension", (ask, code, expected) => {
    expect(reply(`${ask}\n${fenced("python", code)}`)).toContain(`\`\`\`python\n${expected}\n\`\`\``);
  });

  it.each(["Make this code more readable:", "make this more readable", "Can you clean up this code?"])("%s a filtering loop in JavaScript: filter and map, laid out", (ask) => {
    const answer = reply(`${ask}\n${fenced("js", "function f(a){let r=[];for(let i=0;i<a.length;i++){if(a[i]%2==0){r.push(a[i]*2)}}return r}")}`);
    expect(answer).toContain("```javascript\nfunction f(a) {\n  return a.filter((n) => n % 2 === 0).map((n) => n * 2);\n}\n```");
    expect(answer).toContain("`==` became `===`");
    expect(answer).toContain("`f`, `a`, `r`");
  });

  it("why is this slow: a membership test on a list or an array in a loop becomes a set", () => {
    const python = reply(`Why is this slow?\n${fenced("python", "result = []\nfor x in big_list:\n    if x in other_list:\n        result.append(x)")}`);
    expect(python).toContain("O(n × m)");
    expect(python).toContain("other_list_set = set(other_list)");
    expect(python).toContain("if x in other_list_set:");
    const js = reply(`why is this so slow\n${fenced("js", "const banned = users.filter(u => bannedIds.includes(u))")}`);
    expect(js).toContain("const bannedIdsSet = new Set(bannedIds);");
    expect(js).toContain("users.filter((u) => bannedIdsSet.has(u))");
  });

  it("what does this error mean, with a stack trace in a fence: the message explained and the top frame named", () => {
    const answer = reply(`What does this error mean?\n${fenced("", "TypeError: Cannot read properties of undefined (reading 'length')\n    at formatName (app.js:12:20)\n    at main (app.js:30:5)")}`);
    expect(answer).toContain("your code read `.length` from a value that is `undefined`");
    expect(answer).toContain("`formatName` in `app.js`, line 12");
  });
});

describe("developer questions asked by name", () => {
  it.each([
    ["What are list comprehensions in Python?", "[expression for item in iterable if condition]"],
    ["how do I use a list comprehension", "[expression for item in iterable if condition]"],
    ["What is hoisting in JavaScript?", "temporal dead zone"],
    ["what is a race condition", "depends on the **timing**"],
    ["Can you explain dependency injection?", "constructor(private db: Database) {}"],
    ["What is a decorator in Python?", "@functools.wraps(func)"],
    ["What is a generator in Python?", "yield n"],
    ["What does *args and **kwargs mean?", "add(*nums)   # 6"],
    ["What is the GIL?", "only one thread run Python bytecode at a time"],
    ["What is an index in a database?", "CREATE INDEX idx_users_email ON users (email);"],
    ["What is memoization?", "12586269025"],
    ["What is big O notation?", "| O(n log n) | linearithmic |"],
    ["What is a webhook?", "**Verify the signature**"],
    ["what is a pure function", "**same output for the same input**"],
    ["What is Kubernetes?", "kind: Deployment"],
    ["What is a REST API?", "| `DELETE` | `/users/42` |"],
    ["What is CORS and how do I fix it?", "app.use(cors({ origin: \"http://localhost:3000\", credentials: true }));"],
    ["debounce vs throttle", "function debounce(fn, delay) {"],
    ["What's the difference between debouncing and throttling?", "function throttle(fn, interval) {"],
    ["What is the difference between null and undefined?", "typeof null;             // \"object\""],
    ["INNER JOIN vs LEFT JOIN", "LEFT JOIN orders o ON o.customer_id = c.id;"],
    ["What is the difference between process and thread?", "| Memory | its own, isolated |"],
    ["interface vs type in TypeScript", "Only `interface`** merges declarations"],
    ["What's the difference between map and forEach?", "const result = prices.forEach((p) => p * 2); // undefined"],
    ["localStorage vs sessionStorage vs cookies", "| Sent to the server | no | no | **yes**"],
    ["What is SSR vs CSR?", "**static site generation (SSG)**"],
    ["async in a forEach doesn't wait", "await Promise.all(items.map((item) => save(item)));"],
    ["How do I handle errors in async/await?", "fetch doesn't reject on 404/500"],
    ["How do I deploy a Next.js app?", "output: \"standalone\""],
    ["Why is my state not updating?", "setItems([...items, newItem]);"],
    ["How do I check if a key exists in a dictionary in Python?", "if \"name\" in user:"],
    ["How do I read a file in Node?", "import { readFile } from \"node:fs/promises\";"],
  ])("%s", (prompt, expected) => {
    expect(reply(prompt)).toContain(expected);
  });

  it.each([
    ["What's the difference between let, const and var?", "| Scope | the whole function | the block `{ }` | the block `{ }` |"],
    ["var vs let vs const", "logs `3 3 3`"],
    ["difference between var, let and const in javascript", "Redeclare in the same scope"],
    ["What does async/await do?", "`async`/`await` is a cleaner way to work with **promises**"],
    ["what does await do in javascript", "`async`/`await` is a cleaner way to work with **promises**"],
  ])("explanations.ts: %s", (prompt, expected) => {
    expect(reply(prompt)).toContain(expected);
  });

  it.each(["Write a decorator that logs calls", "What is the state of the art in AI?", "What is the index of refraction of water?", "Tell me about the race", "What is a process?"])(
    "leaves %s to the other replies",
    (prompt) => {
      expect(developerQuestionReply(prompt)).toBeUndefined();
    },
  );
});
