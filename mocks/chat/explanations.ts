/**
 * Replies to the explanations chat UIs are demoed with: "Why is the sky blue?", "Explain
 * recursion to a 5 year old", "What is the difference between let and const?", "How do I center
 * a div?", and the first things a frontend developer asks: fetch, a React counter, async/await. Developers type these first, and know the answer: prose built from the question's
 * keywords ("A useful way to think about sky is…") reads as a broken mock. Each is a short,
 * correct answer, the same for every request; a question about anything else is left to the
 * other replies. Kept to the questions tried most, to keep the browser's chunk small.
 */

import { askedLength, fittedToLength } from "./asked-length.ts";
import { choiceSeed } from "./choice-variety.ts";
import { LastCharacterIndex } from "./last-characters.ts";
import { PrefilteredTable } from "./required-words.ts";
import { curatedWhyHow, mayOpen } from "./why-how-answers.ts";
import { askedQuestion, openings } from "./why-how-questions.ts";

/** A question and its answer; `simple` is the answer for a child or "in simple terms", when it differs. */
interface Explanation {
  asked: RegExp;
  /** The answer, or how it is written from the prompt (the language it names). */
  answer: string | ((prompt: string) => string);
  simple?: string;
}

/** "Can you explain", "please", "briefly": words before the question that change nothing. */
const LEAD = String.raw`^\s*(?:(?:hey|hi|ok|okay|so)[,!]?\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?|please\s+|briefly\s+|quickly\s+)?`;
/** "to a 5 year old", "in simple terms", "like I'm five": who the answer is for, after the question. */
const AUDIENCE = String.raw`(?:\s+(?:to\s+(?:a|an|my)\s+[\w\s-]{2,30}|(?:in|using)\s+(?:simple|plain|layman'?s?|easy)\s+(?:terms|words|english|language)|like\s+i'?m\s+(?:five|5|a\s+\w+)|simply|for\s+(?:a\s+)?(?:beginners?|kids?|children|dummies)|briefly|in\s+(?:one|a\s+few|\d)\s+(?:sentences?|paragraphs?|words)))?`;
/** The end of the question: punctuation only. */
const END = String.raw`\s*[?.!]*\s*$`;
/** "ELI5", "Explain like I'm five:", "In simple terms,": who the answer is for, said before the question. */
const AUDIENCE_FIRST = /^\s*(?:eli5|explain\s+like\s+i|in\s+(?:simple|plain)\s+(?:terms|words|english))\b/i;
/** What asks for the answer for a child or in simple terms. */
const SIMPLE = /\b(?:\d{1,2}[- ]?years?[- ]?old|child|children|kid|kids|five|5|simple|simply|plain|layman|beginners?|dummies|eli5)\b/i;

const question = (body: string): RegExp => new RegExp(`${LEAD}(?:${body})${AUDIENCE}${END}`, "i");
/** "What is X", "What's X", "Explain X", "Tell me about X", "Define X": asking what X is. */
const whatIs = (subject: string): string =>
  String.raw`(?:(?:what(?:'s|\s+is|\s+are)|explain|describe|define|tell\s+me\s+about)\s+(?:an?\s+|the\s+)?(?:${subject})|(?:how\s+(?:does|do)|explain\s+how)\s+(?:an?\s+|the\s+)?(?:${subject})\s+works?)`;
/** "What is the difference between X and Y", "X vs Y", "Explain the difference between X and Y" */
const difference = (first: string, second: string, where = ""): string =>
  String.raw`(?:(?:what(?:'s|\s+is|\s+are)|explain|describe)\s+(?:the\s+)?differences?\s+between\s+(?:${first})\s+and\s+(?:${second})|(?:${first})\s+(?:vs\.?|versus|or)\s+(?:${second}))${where ? String.raw`(?:\s+in\s+(?:${where}))?` : ""}`;

/** Facts that are true and surprising, for "Tell me a fun fact" (one per prompt, the same each time). */
const FUN_FACTS = [
  "honey never spoils. Archaeologists have found pots of honey in ancient Egyptian tombs, over 3,000 years old and still edible.",
  "octopuses have three hearts and blue blood.",
  "a day on Venus is longer than its year: it takes about 243 Earth days to spin once, but only about 225 to go around the Sun.",
  "botanically, bananas are berries, but strawberries aren't.",
  "the Eiffel Tower can be around 15 cm taller in summer, because its iron expands in the heat.",
];
/** Works smoke tests ask the author of ("Who wrote Romeo and Juliet?"): the author, and the title as it is written. */
const AUTHORS: Readonly<Record<string, readonly [author: string, title: string]>> = {
  "romeo and juliet": ["William Shakespeare", "Romeo and Juliet"],
  hamlet: ["William Shakespeare", "Hamlet"],
  macbeth: ["William Shakespeare", "Macbeth"],
  "1984": ["George Orwell", "1984"],
  "animal farm": ["George Orwell", "Animal Farm"],
  "pride and prejudice": ["Jane Austen", "Pride and Prejudice"],
  "harry potter": ["J.K. Rowling", "Harry Potter"],
  "the great gatsby": ["F. Scott Fitzgerald", "The Great Gatsby"],
  "to kill a mockingbird": ["Harper Lee", "To Kill a Mockingbird"],
  "the hobbit": ["J.R.R. Tolkien", "The Hobbit"],
  "the lord of the rings": ["J.R.R. Tolkien", "The Lord of the Rings"],
  "don quixote": ["Miguel de Cervantes", "Don Quixote"],
};
/**
 * Languages a learner names that have no path of their own: "How can I learn C#?". Python, React,
 * SQL and the other popular ones get theirs from learning-paths.ts, later in the chain.
 */
const LANGUAGES = String.raw`c#|html|css`;
/** How those are spelled in prose. */
const LANGUAGE_SPELLING: Readonly<Record<string, string>> = { html: "HTML", css: "CSS", "c#": "C#" };
/** Where a question about a language feature may say it is asked. */
const JS = String.raw`javascript|js|typescript|ts`;

const EXPLANATIONS: readonly Explanation[] = [
  {
    asked: question(String.raw`why\s+is\s+the\s+sky\s+blue|what\s+makes\s+the\s+sky\s+blue|${whatIs(String.raw`why\s+the\s+sky\s+is\s+blue`)}`),
    answer:
      "The sky looks blue because of **Rayleigh scattering**. Sunlight contains every color, and when it passes through the atmosphere it bumps into gas molecules (mostly nitrogen and oxygen) that are much smaller than its wavelengths. Small particles scatter short wavelengths far more strongly than long ones, so blue light is scattered all across the sky while red and yellow light mostly pass straight through.\n\nViolet is scattered even more than blue, but sunlight contains less of it and our eyes are less sensitive to it, so we see blue. At sunrise and sunset the light travels through much more air, most of the blue is scattered away before it reaches you, and the reds and oranges are what's left.",
    simple:
      "Sunlight looks white, but it's really all the colors mixed together. When it comes down through the air, the tiny bits of air bounce the blue light around much more than the other colors, so blue light comes at your eyes from every part of the sky. That's why the sky looks blue! At sunset the light has to travel through much more air, the blue gets bounced away, and the reds and oranges are left.",
  },
  {
    asked: question(String.raw`${whatIs(String.raw`recursion|recursive\s+functions?`)}|how\s+does\s+recursion\s+work`),
    answer:
      "**Recursion** is when a function solves a problem by calling itself on a smaller version of the same problem. Every recursive function needs two parts:\n\n1. **A base case**: the smallest input, answered directly, where the calls stop.\n2. **A recursive case**: the function calls itself with an input that is closer to the base case.\n\n```javascript\nfunction factorial(n) {\n  if (n <= 1) return 1; // base case\n  return n * factorial(n - 1); // recursive case\n}\n\nfactorial(4); // 4 * 3 * 2 * 1 = 24\n```\n\nEach call waits on the call stack until the one it made returns. Without a base case the calls never stop, and the program runs out of stack space (a stack overflow).",
    simple:
      "Imagine you have a big stack of boxes, each one inside another, and you want to find the toy in the very middle. You open the first box, and inside is another box. So you do the same thing again: open it! You keep opening boxes the same way until you find one with the toy instead of another box. Then you stop.\n\nThat's **recursion**: solving a big problem by doing the same small step over and over, on a smaller piece each time, until you reach a piece so small the answer is easy.",
  },
  {
    // "What's the difference between let, const and var?", "var vs let vs const": all three, `var` included.
    asked: question(String.raw`(?:(?:(?:what(?:'s|\s+is|\s+are)|explain|describe)\s+)?(?:the\s+)?differences?\s+between\s+)?(?:let|const|var)(?:,?\s*(?:,|and|or|vs\.?|versus)\s*(?:let|const|var)){2}(?:\s+in\s+(?:${JS}))?|(?:let|const|var)\s+(?:vs\.?|versus)\s+(?:let|const|var)\s+(?:vs\.?|versus)\s+(?:let|const|var)(?:\s+in\s+(?:${JS}))?|when\s+(?:should\s+i|to)\s+use\s+(?:let|const|var)(?:,?\s*(?:,|and|or|vs\.?|versus)\s*(?:let|const|var)){2}`),
    answer:
      "All three declare variables in JavaScript; they differ in **scope**, **reassignment** and **hoisting**:\n\n| | `var` | `let` | `const` |\n|---|---|---|---|\n| Scope | the whole function | the block `{ }` | the block `{ }` |\n| Reassign | yes | yes | no |\n| Redeclare in the same scope | yes | no | no |\n| Before its line | `undefined` (hoisted) | `ReferenceError` | `ReferenceError` |\n\n```javascript\nif (true) {\n  var a = 1;\n  let b = 2;\n  const c = 3;\n}\nconsole.log(a); // 1: var ignores the block\nconsole.log(b); // ReferenceError: b is not defined\n\nconst max = 10;\nmax = 11; // TypeError: Assignment to constant variable.\n\nconst user = { name: \"Ada\" };\nuser.name = \"Grace\"; // fine: const fixes the variable, not the object\n```\n\nThe classic `var` trap: `for (var i = 0; i < 3; i++) setTimeout(() => console.log(i))` logs `3 3 3`, because every callback shares one `i`; with `let`, each iteration gets its own and it logs `0 1 2`.\n\nRule of thumb: use `const` by default, `let` when you need to reassign, and avoid `var` in new code.",
  },
  {
    asked: question(difference("let", "const", JS) + "|" + difference("const", "let", JS) + "|" + difference(String.raw`var,?\s+let,?`, "const", JS) + String.raw`|when\s+(?:should\s+i|to)\s+use\s+(?:let|const)\s+(?:or|vs\.?|versus|and)\s+(?:let|const)(?:\s+in\s+(?:${JS}))?`),
    answer:
      "Both `let` and `const` declare block-scoped variables in JavaScript (they exist only inside the nearest `{ }`). The difference is reassignment:\n\n- **`let`** can be reassigned: `let count = 0; count = 1;` works.\n- **`const`** cannot be reassigned: `const max = 10; max = 11;` throws a `TypeError`. It must be given a value when it is declared.\n\n`const` does not make a value immutable, though: `const user = { name: \"Ada\" }; user.name = \"Grace\";` is fine, because the variable still points to the same object.\n\nA common rule of thumb: use `const` by default, and `let` only when you need to reassign (a counter, a value built up in a loop). Avoid the older `var`, which is function-scoped and hoisted in confusing ways.",
  },
  {
    asked: question(difference("==", "===", JS) + "|" + difference("===", "==", JS)),
    answer:
      "In JavaScript, `===` is **strict equality** and `==` is **loose equality**:\n\n- **`===`** compares value and type, with no conversion: `1 === \"1\"` is `false`.\n- **`==`** converts the operands to a common type first, then compares: `1 == \"1\"` is `true`.\n\nThe conversions of `==` lead to surprises:\n\n```javascript\n0 == \"\";          // true\n0 == \"0\";         // true\n\"\" == \"0\";        // false\nnull == undefined; // true\nnull === undefined; // false\n```\n\nUse `===` (and `!==`) by default. The one common exception is `value == null`, which checks for both `null` and `undefined` at once.",
  },
  {
    asked: question(whatIs(String.raw`closures?(?:\s+in\s+(?:javascript|js|typescript|python|programming))?|javascript\s+closures?`)),
    answer:
      "A **closure** is a function that remembers the variables from the place where it was created, even after that outer function has returned.\n\n```javascript\nfunction makeCounter() {\n  let count = 0;\n  return function () {\n    count += 1;\n    return count;\n  };\n}\n\nconst counter = makeCounter();\ncounter(); // 1\ncounter(); // 2\n```\n\n`makeCounter` has finished running, but the inner function still has access to `count`: it \"closes over\" it. Each call to `makeCounter` creates a fresh `count`, so closures are a simple way to keep private state. You use them all the time in callbacks, event handlers and React hooks.",
  },
  {
    asked: question(whatIs(String.raw`(?:react\s+)?hooks(?:\s+in\s+react)?|react\s+hooks`)),
    answer:
      "**React hooks** are functions that let function components use state and other React features. The two you'll use most:\n\n```jsx\nimport { useEffect, useState } from \"react\";\n\nfunction Clock() {\n  const [now, setNow] = useState(new Date());\n\n  useEffect(() => {\n    const id = setInterval(() => setNow(new Date()), 1000);\n    return () => clearInterval(id); // cleanup when the component unmounts\n  }, []); // run once, after the first render\n\n  return <p>{now.toLocaleTimeString()}</p>;\n}\n```\n\n- **`useState`** returns the current value and a setter; calling the setter re-renders the component.\n- **`useEffect`** runs side effects (timers, subscriptions, fetching) after render, and re-runs when a value in its dependency array changes.\n\nReact tracks hooks by the order they are called, so there are two rules: call them only at the top level of a component (not inside loops or conditions), and only from components or your own custom hooks (functions named `useSomething`).",
  },
  {
    asked: question(whatIs(String.raw`https`) + String.raw`|how\s+(?:does|do)\s+https\s+work`),
    answer:
      "**HTTPS** is HTTP sent over an encrypted **TLS** connection. Before any data is exchanged, the browser and the server do a TLS handshake:\n\n1. The browser connects and lists the encryption methods it supports.\n2. The server answers with its **certificate**, which contains its public key and is signed by a certificate authority the browser trusts.\n3. The browser checks the certificate (valid signature, not expired, issued for this domain).\n4. Both sides use a key exchange (usually Diffie-Hellman) to agree on a shared **session key** without ever sending it.\n5. From then on, every request and response is encrypted and integrity-checked with that session key.\n\nThe result: nobody in between can read or change the traffic, and the certificate proves you're talking to the real site.",
    simple:
      "When you send something to a website, it travels through lots of computers on the way. HTTPS is like putting your message in a locked box that only the website has the key to. Anyone in between can see the box go past, but nobody can open it and read it. The little padlock next to the web address tells you the box is locked.",
  },
  {
    asked: question(difference("tcp", "udp") + "|" + difference("udp", "tcp")),
    answer:
      "**TCP** and **UDP** are both transport protocols on top of IP; they trade reliability for speed differently:\n\n| | TCP | UDP |\n|---|---|---|\n| Connection | handshake first | none, just send |\n| Delivery | guaranteed, retransmits lost packets | best effort, packets may be lost |\n| Order | in order | any order |\n| Overhead | higher | lower |\n| Typical uses | web pages, APIs, email, file transfer | video calls, games, DNS, streaming |\n\nUse TCP when every byte must arrive intact; use UDP when low latency matters more than the occasional lost packet.",
  },
  {
    asked: question(whatIs(String.raw`machine\s+learning|ml`) + String.raw`|how\s+does\s+machine\s+learning\s+work`),
    answer:
      "**Machine learning** is a way of building software that learns patterns from examples instead of following rules written by hand. You give a model lots of data (say, thousands of emails labelled \"spam\" or \"not spam\"), it adjusts its internal parameters to make fewer mistakes on those examples, and then it can make predictions on data it has never seen.\n\nThe main kinds:\n\n- **Supervised learning**: learning from labelled examples (spam filters, price prediction).\n- **Unsupervised learning**: finding structure in unlabelled data (grouping customers).\n- **Reinforcement learning**: learning by trial and error from rewards (game-playing agents).\n\nDeep learning, the approach behind today's image and language models, is machine learning with large neural networks.",
    simple:
      "Machine learning is how we teach computers by showing them examples instead of giving them rules. Imagine showing a computer thousands of pictures, telling it each time \"this is a cat\" or \"this is a dog\". After a while it spots the patterns by itself, like pointy ears or a wagging tail, and it can guess what a brand-new picture shows, even one it has never seen before.",
  },
  {
    asked: question(whatIs(String.raw`quantum\s+computing|quantum\s+computers?`) + String.raw`|how\s+(?:does|do)\s+quantum\s+(?:computing|computers?)\s+work`),
    answer:
      "A normal computer stores information in **bits**, each either 0 or 1. A quantum computer uses **qubits**, which can be in a **superposition**: a combination of 0 and 1 at the same time. Qubits can also be **entangled**, so that the state of one is linked to another.\n\nA quantum algorithm arranges these states so that the wrong answers cancel each other out and the right answer becomes likely when you measure. For some problems (factoring large numbers, simulating molecules, certain searches) that can be dramatically faster than any normal computer.\n\nQuantum computers aren't faster at everything, though: for everyday tasks a laptop wins. Today's machines are also small and error-prone, so most practical uses are still being researched.",
    simple:
      "A normal computer thinks with tiny switches that are either off or on, like a light. A quantum computer uses special switches that can be a bit of both at the same time, like a spinning coin that hasn't landed yet. For some very hard puzzles, like designing new medicines, that lets it try lots of possibilities at once, so it can find answers a normal computer would take far too long to reach.",
  },
  {
    asked: question(whatIs("photosynthesis") + String.raw`|how\s+does\s+photosynthesis\s+work`),
    answer:
      "**Photosynthesis** is how plants, algae and some bacteria turn light into food. In the chloroplasts of their leaves, the green pigment **chlorophyll** absorbs sunlight, and the plant uses that energy to combine **carbon dioxide** from the air with **water** from its roots into **glucose**, a sugar it uses for energy and growth. **Oxygen** is released as a by-product.\n\n6 CO₂ + 6 H₂O + light → C₆H₁₂O₆ + 6 O₂\n\nIt happens in two stages: the light-dependent reactions capture the light's energy, and the Calvin cycle uses it to build sugar from carbon dioxide. Almost all the oxygen we breathe and the food we eat comes from it.",
    simple:
      "Plants make their own food using sunlight! Their leaves catch the light, drink water up through their roots and breathe in a gas from the air called carbon dioxide. Then they mix these together to make sugar, which is their food. While they do it, they breathe out oxygen, the air we need to breathe. So plants feed themselves and help us at the same time.",
  },
  {
    asked: question(String.raw`what\s+does\s+html\s+stand\s+for|what\s+is\s+html\s+short\s+for|${whatIs("html")}`),
    answer:
      "**HTML** stands for **HyperText Markup Language**. It's the standard language for structuring web pages: elements like `<h1>`, `<p>`, `<a>` and `<img>` tell the browser what each piece of content is. CSS then styles it, and JavaScript makes it interactive.",
  },
  {
    asked: question(String.raw`what\s+does\s+css\s+stand\s+for|${whatIs("css")}`),
    answer:
      "**CSS** stands for **Cascading Style Sheets**. It's the language that describes how HTML elements look: colors, fonts, spacing, layout (with flexbox and grid) and animations. \"Cascading\" refers to how the browser decides which rule wins when several apply to the same element: by specificity, then by order.",
  },
  {
    asked: question(String.raw`what\s+does\s+api\s+stand\s+for|${whatIs(String.raw`an\s+api|api|apis`)}`),
    answer:
      "**API** stands for **Application Programming Interface**: a defined way for one piece of software to ask another for data or actions. On the web it usually means an HTTP API: your app sends a request to a URL (say `GET /users/42`) and gets a response back, often as JSON. The API's documentation tells you which requests exist, what they expect and what they return, so you can use a service without knowing how it works inside.",
    simple:
      "An API is like a waiter in a restaurant. You don't go into the kitchen yourself: you tell the waiter what you want, the waiter tells the kitchen, and then brings your food back. Apps work the same way: when a weather app wants today's weather, it asks another computer's API, and the API brings back the answer.",
  },
  {
    asked: question(String.raw`how\s+(?:do\s+(?:i|you)|can\s+i|to)\s+(?:horizontally\s+and\s+vertically\s+|vertically\s+and\s+horizontally\s+)?center\s+(?:a\s+|an\s+|the\s+)?(?:div|element|text|item|box)(?:\s+(?:horizontally\s+and\s+vertically|vertically\s+and\s+horizontally|vertically|horizontally))?(?:\s+(?:in|with|using)\s+css)?|center\s+(?:a\s+|the\s+)?div(?:\s+(?:in|with|using)\s+css)?`),
    answer:
      "The simplest way today is flexbox on the parent:\n\n```css\n.parent {\n  display: flex;\n  justify-content: center; /* horizontally */\n  align-items: center;     /* vertically */\n  min-height: 100vh;       /* give the parent a height to center within */\n}\n```\n\nOr with grid, in two lines:\n\n```css\n.parent {\n  display: grid;\n  place-items: center;\n}\n```\n\nTo center a block only horizontally, give it a width and `margin: 0 auto;`.",
  },
  {
    asked: question(whatIs(String.raw`typescript|ts`)),
    answer:
      "**TypeScript** is JavaScript with static types, made by Microsoft. You write ordinary JavaScript plus type annotations, and the TypeScript compiler checks them before your code runs, then outputs plain JavaScript for browsers and Node.js.\n\n```typescript\nfunction greet(user: { name: string; age?: number }): string {\n  return `Hello, ${user.name}!`;\n}\n\ngreet({ name: \"Ada\" });    // fine\ngreet({ nam: \"Ada\" });     // error: 'nam' does not exist, did you mean 'name'?\n```\n\nThe main benefits: many bugs are caught while you type instead of in production, editors can autocomplete and refactor reliably, and the types document how your code is meant to be used. Any valid JavaScript is also valid TypeScript, so you can adopt it one file at a time.",
  },
  {
    asked: question(whatIs(String.raw`react(?:\.?js)?`)),
    answer:
      "**React** is a JavaScript library, made by Meta, for building user interfaces out of **components**: functions that take inputs (props) and return what should appear on screen, written in JSX.\n\n```jsx\nfunction Greeting({ name }) {\n  return <h1>Hello, {name}!</h1>;\n}\n```\n\nYou describe what the UI should look like for the current data, and when the data (state) changes, React re-renders the affected components and updates only the parts of the page that changed. Components nest and can be reused, which keeps large interfaces manageable. Frameworks like Next.js build routing, data fetching and server rendering on top of it.",
  },
  {
    asked: question(difference("props", "state", String.raw`react(?:\.?js)?`) + "|" + difference("state", "props", String.raw`react(?:\.?js)?`)),
    answer:
      "In React, **props** and **state** both hold data that affects what a component renders; the difference is who owns it:\n\n- **Props** are passed in by the parent, like function arguments. The component reads them but never changes them.\n- **State** is owned by the component itself (with `useState`), and changing it with its setter re-renders the component.\n\n```jsx\nfunction Counter({ label }) {          // label is a prop\n  const [count, setCount] = useState(0); // count is state\n  return <button onClick={() => setCount(count + 1)}>{label}: {count}</button>;\n}\n\n<Counter label=\"Clicks\" />\n```\n\nA common pattern: keep state in the closest common parent, and pass it down to children as props (together with a callback to change it).",
  },
  {
    asked: question(whatIs(String.raw`async\s*(?:\/|and|&)\s*await|async\s+await|async\s+functions?`) + String.raw`(?:\s+in\s+(?:${JS}))?|how\s+(?:does|do)\s+async\s*(?:\/|and)?\s*await\s+work(?:\s+in\s+(?:${JS}))?|what\s+(?:does|do)\s+(?:the\s+)?async\s*(?:\/|and|&)?\s*await(?:\s+keywords?)?\s+do(?:\s+in\s+(?:${JS}))?|what\s+(?:does|do)\s+(?:the\s+)?(?:async|await)(?:\s+keyword)?\s+(?:do|mean)(?:\s+in\s+(?:${JS}))?`),
    answer:
      "`async`/`await` is a cleaner way to work with **promises** in JavaScript, so asynchronous code reads like ordinary step-by-step code.\n\n- Marking a function `async` makes it always return a promise.\n- Inside it, `await` pauses the function until a promise settles, then gives you its value (or throws its error), without blocking the rest of the page.\n\n```javascript\nasync function loadUser(id) {\n  try {\n    const response = await fetch(`/api/users/${id}`);\n    if (!response.ok) throw new Error(`HTTP ${response.status}`);\n    return await response.json();\n  } catch (error) {\n    console.error(\"Could not load the user:\", error);\n    return null;\n  }\n}\n```\n\nErrors are handled with plain `try`/`catch`. To run independent requests in parallel rather than one after another, start them together and await `Promise.all([...])`.",
  },
  {
    asked: /^\s*(?:how\s+(?:do\s+i|can\s+i|to|do\s+you)\s+(?:make|do|send|write)\s+(?:an?\s+)?(?:fetch|http|api|get|post)\s+(?:request|call)|how\s+(?:do\s+i|can\s+i|to)\s+use\s+(?:the\s+)?fetch(?:\s+api)?|(?:write|show\s+me)\s+(?:an?\s+)?(?:fetch|api)\s+(?:request|call))\b[^?\n]{0,40}?(?:\s+(?:in|with|using)\s+(?:javascript|js|typescript|ts|react|the\s+browser))?\s*[?.!]*\s*$/i,
    answer:
      "Use the built-in `fetch` function; it returns a promise, so it pairs well with `async`/`await`:\n\n```javascript\nasync function getPosts() {\n  const response = await fetch(\"https://jsonplaceholder.typicode.com/posts\");\n  if (!response.ok) {\n    throw new Error(`Request failed with status ${response.status}`);\n  }\n  return response.json();\n}\n\ngetPosts()\n  .then((posts) => console.log(posts.length, \"posts\"))\n  .catch((error) => console.error(error));\n```\n\nTo send data, pass options:\n\n```javascript\nconst response = await fetch(\"/api/posts\", {\n  method: \"POST\",\n  headers: { \"Content-Type\": \"application/json\" },\n  body: JSON.stringify({ title: \"Hello\", body: \"First post\" }),\n});\n```\n\nNote that `fetch` only rejects on network errors: an HTTP 404 or 500 still resolves, which is why the example checks `response.ok`.",
  },
  {
    // In TypeScript it is ui-components.ts's TSX counter. Its first word is looked at first: the
    // lookahead for TypeScript reads the whole line, of every question that opens as an explanation.
    asked: /^(?=\s*(?:please\s+)?(?:write|create|build|make|show|give)\b)(?![^\n]*\b(?:typescript|tsx)\b)\s*(?:please\s+)?(?:write|create|build|make|show\s+me|give\s+me)\s+(?:me\s+)?(?:an?\s+)?(?:simple\s+|basic\s+)?(?:react\s+(?:component|app|hook)\b[^?\n]{0,30}?\bcounter\b|counter\s+(?:component|app)\s+in\s+react\b|react\s+counter\b)[^?\n]{0,40}$/i,
    answer:
      "Here's a simple counter component using the `useState` hook:\n\n```jsx\nimport { useState } from \"react\";\n\nexport default function Counter() {\n  const [count, setCount] = useState(0);\n\n  return (\n    <div>\n      <p>Count: {count}</p>\n      <button onClick={() => setCount((c) => c - 1)}>-</button>\n      <button onClick={() => setCount((c) => c + 1)}>+</button>\n      <button onClick={() => setCount(0)}>Reset</button>\n    </div>\n  );\n}\n```\n\n`useState(0)` creates a piece of state starting at 0 and returns the current value with a setter. Each click calls the setter, and React re-renders the component with the new count. Passing a function (`c => c + 1`) uses the latest value, which stays correct even when several updates happen at once.",
  },
  {
    asked: /^\s*(?:please\s+)?(?:write|give\s+me|create|show\s+me|what(?:'s|\s+is))\s+(?:me\s+)?(?:an?\s+|the\s+)?(?:regex|regular\s+expression)\s+(?:to|for|that)\s+(?:validate|check|match|validating|matching|checking)?\s*(?:an?\s+)?e-?mail(?:\s+address(?:es)?)?(?:\s+in\s+(?:javascript|js|typescript|ts))?\s*[?.!]*\s*$/i,
    answer:
      "A practical regex for checking that an email address looks valid:\n\n```javascript\nconst EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;\n\nEMAIL.test(\"ada@example.com\"); // true\nEMAIL.test(\"ada@example\");     // false\nEMAIL.test(\"ada @example.com\"); // false\n```\n\nIt requires some characters without spaces or `@`, one `@`, and a domain with at least one dot. The full email standard (RFC 5322) is far too complex for a regex to cover exactly, so keep this check simple and confirm real addresses by sending a verification email. In a form, `<input type=\"email\">` gives you the browser's own check too.",
  },
  {
    asked: question(String.raw`how\s+(?:do|can|should)\s+i\s+(?:learn\s+(?:to\s+code|coding|programming|to\s+program|${LANGUAGES})|start\s+(?:coding|programming|learning\s+(?:to\s+code|${LANGUAGES}))|get\s+started\s+(?:with|in)\s+(?:coding|programming|${LANGUAGES})|get\s+better\s+(?:with|in|at)\s+(?:${LANGUAGES}))(?:\s+as\s+a\s+(?:complete\s+)?beginner)?(?:\s+(?:fast|quickly|for\s+free|from\s+scratch))?`),
    answer: (prompt) => {
      // "C#" ends in a mark: its end is no word boundary, so the next character is checked instead.
      const named = new RegExp(String.raw`\b(${LANGUAGES})(?![\w#])`, "i").exec(prompt)?.[1];
      const language = named && (LANGUAGE_SPELLING[named.toLowerCase()] ?? named);
      const first = language
        ? `1. **Start with the official ${language} tutorial or a structured course**, and stick with ${language} alone until the basics feel easy.`
        : "1. **Pick one language and stick with it.** Python (general purpose, readable) or JavaScript (if you want to build websites) are both great first choices.";
      return `A path that works for most people:\n\n${first}\n2. **Learn the basics in order**: variables, conditions, loops, functions, lists and dictionaries. freeCodeCamp, The Odin Project and CS50 are free and well regarded.\n3. **Code a little every day.** Thirty minutes daily beats a five-hour session once a week.\n4. **Build small projects early**: a to-do list, a quiz, a tip calculator, a page for something you care about. Projects teach you what tutorials can't.\n5. **Get comfortable being stuck.** Read error messages carefully, search for them, and ask specific questions when you're stuck.\n6. **Learn Git and put your projects on GitHub**, so you can track your work and show it to others.\n\nAfter a few months of this you'll be able to build real things, and that's when it gets really fun.`;
    },
  },
  {
    asked: /^\s*(?:(?:please\s+)?(?:tell|give|share\s+with)\s+me|share|what(?:'s|\s+is))\s+(?:a|an|one)\s+(?:fun|random|interesting|cool|weird|surprising|amazing)\s+fact(?:\s+of\s+the\s+day)?\s*[?.!]*\s*$/i,
    answer: (prompt) => `Here's one: ${FUN_FACTS[choiceSeed("fun fact", prompt.trim().toLowerCase()) % FUN_FACTS.length]}`,
  },
  {
    asked: new RegExp(String.raw`^\s*who\s+(?:wrote|is\s+the\s+author\s+of|was\s+the\s+author\s+of|authored)\s+(?:the\s+book\s+|the\s+novel\s+|the\s+play\s+)?["“']?(${Object.keys(AUTHORS).join("|")})["”']?\s*[?.!]*\s*$`, "i"),
    answer: (prompt) => {
      const work = Object.keys(AUTHORS).find((title) => new RegExp(String.raw`\b${title}\b`, "i").test(prompt))!;
      const [author, shown] = AUTHORS[work]!;
      return `*${shown}* was written by **${author}**.`;
    },
  },
  {
    asked: question(String.raw`how\s+many\s+days\s+(?:are\s+)?(?:there\s+)?in\s+a\s+leap\s+year|how\s+many\s+days\s+does\s+a\s+leap\s+year\s+have`),
    answer: "A leap year has **366 days**: February gets an extra day, the 29th. Leap years come every four years (2024, 2028), except years divisible by 100 that aren't divisible by 400, so 2000 was a leap year and 1900 was not.",
  },
  {
    asked: question(String.raw`what(?:'s|\s+is)\s+the\s+meaning\s+of\s+life(?:,?\s+the\s+universe,?\s+and\s+everything)?`),
    answer:
      "According to *The Hitchhiker's Guide to the Galaxy*, it's **42**.\n\nMore seriously, there's no single agreed answer. Philosophers and traditions offer different ones: religions often find meaning in a relationship with the divine, existentialists like Sartre argue we create our own meaning through our choices, and many people find it in relationships, curiosity, creating things and helping others. What gives your life meaning is a question only you can answer, and it can change over time.",
  },
];

/** The explanations, tried only where the question has their words (required-words.ts). */
export const EXPLANATION_TABLE = new PrefilteredTable<Explanation>(EXPLANATIONS, (explanation) => explanation.asked);
/** The explanations by the last character their questions can end with (last-characters.ts). */
const EXPLANATION_ENDINGS = new LastCharacterIndex(EXPLANATIONS.map((explanation) => explanation.asked));

/** The explanation `question` asks for: where few can end as it ends ("… (#42)"), those are tried without the scan for words. */
function explanationOf(question: string): Explanation | undefined {
  const few = EXPLANATION_ENDINGS.fewMayEnd(question);
  if (few === undefined) return EXPLANATION_TABLE.find(question);
  for (const index of few) if (EXPLANATIONS[index]!.asked.test(question)) return EXPLANATIONS[index];
  return undefined;
}

/**
 * The first words the explanations' questions begin with ("what", "can", "hey", "==", …), read
 * off their patterns on the first question; undefined when one does not say. "Write" is one (the
 * React counter), "Draft", "Compare" and "List" none: those are turned away before the table.
 */
let opened: readonly string[] | undefined | null = null;
/** The longest of them: the question's head read. */
let openedLength = 0;

/** Whether `question` begins as one of the explanations' questions can. */
function opensAnExplanation(question: string): boolean {
  if (opened === null) {
    const starts = EXPLANATIONS.map((explanation) => openings(explanation.asked, 1));
    opened = starts.includes(undefined) ? undefined : [...new Set(starts.flatMap((each) => each!))];
    openedLength = Math.max(0, ...(opened ?? []).map((start) => start.length));
  }
  if (opened === undefined) return true;
  const head = question.trimStart().slice(0, openedLength).toLowerCase();
  return opened.some((start) => head.startsWith(start));
}

/** What `askedLength` may take off a question's start ("ELI5", "TL;DR", "In 2 sentences:", "Briefly,"), and `AUDIENCE_FIRST`. */
const LENGTH_STARTS = ["eli5", "explain", "tl", "in", "briefly"];
/** Whether a lower-case head begins with one of the `LENGTH_STARTS`: one anchored test, not a comparison each. */
const LENGTH_START = new RegExp(`^(?:${LENGTH_STARTS.join("|")})`);
/** Where `askedLength` may cut a question off, taking a length said after it ("What is DNS? Keep it short"). */
const LENGTH_CUTS = ",;:–—-?.!";

/**
 * Whether `prompt` may be one of the questions of the table or the why-how answers, read off its
 * first word before its length is read: where no phrase can be taken off its start, the question
 * begins with that word, or is a part of it cut where a length phrase may begin.
 */
function mayAsk(prompt: string): boolean {
  let head = prompt.trimStart().slice(0, 40).toLowerCase();
  if (head.includes("’") || head.includes("‘")) head = head.replace(/[’‘]/g, "'");
  if (LENGTH_START.test(head)) return true;
  const space = head.search(/\s/);
  const first = space < 0 ? head : head.slice(0, space);
  if (asks(first)) return true;
  for (let at = 0; at < first.length; at++) if (LENGTH_CUTS.includes(first[at]!) && asks(first.slice(0, at))) return true;
  return false;
}

/** Whether `question` begins as one of the table's or the why-how answers' questions can. */
function asks(question: string): boolean {
  return opensAnExplanation(question) || mayOpen(question);
}

/**
 * The answer to one of the explanations demos ask for, or undefined.
 * @example explanationReply("Why is the sky blue?")?.startsWith("The sky looks blue because of **Rayleigh scattering**.") // true
 */
export function explanationReply(prompt: string): string | undefined {
  // Every reply asks: a long prompt is a task on a text, not one of these questions.
  if (prompt.length > 120 || !mayAsk(prompt)) return undefined;
  // "Explain photosynthesis in one sentence", "ELI5 the economy": the question without its length, then the answer fitted to it.
  const length = askedLength(prompt);
  const question = length?.rest ?? prompt;
  // Then the why- and how-questions ("Why do cats purr?"), kept in their own table.
  // "ELI5 machine learning", "Explain like I'm five: what is DNS?": the question after who it is for.
  const core = AUDIENCE_FIRST.test(question) ? askedQuestion(question) : question;
  const found = (opensAnExplanation(core) ? explanationOf(core) : undefined) ?? curatedWhyHow(question);
  if (!found) return undefined;
  const forChild = found.simple !== undefined && (length?.simple === true || SIMPLE.test(question));
  const answer = forChild ? found.simple! : typeof found.answer === "string" ? found.answer : found.answer(question);
  return length === undefined ? answer : fittedToLength(answer, length);
}
