/**
 * Replies to a well-known error message pasted into the chat, quoted or not, with a question
 * about it: "Why am I getting 'Cannot read properties of undefined (reading 'map')' in React?",
 * "How do I fix EADDRINUSE: address already in use :::3000?", "ModuleNotFoundError: No module
 * named 'cv2'". A model answers what the message means, its usual causes (most common first)
 * and the fix with a short code example, naming what the message names: the property, the
 * module, the port. Advice that fits any question ("it depends on what you need") reads as a
 * broken mock to a developer who has just hit the error.
 *
 * The meanings and causes are the runtimes' and tools' documented ones (V8, React, Node, npm,
 * TypeScript, CPython, HTTP, PostgreSQL); the order of the causes, most common first, is a
 * judgement, not something an authority states.
 *
 * A prompt pays one cheap cue test (a few words every message here contains); only a prompt
 * that has one is matched against the messages, and only against those whose words it has
 * (required-words.ts). They are short anchored patterns without nested repetition, so a 50 KB
 * pasted log costs one scan per message at most.
 */
import { PrefilteredTable } from "./required-words.ts";

/** Cheap first look: a word every error message here contains. */
const CUE = /error|cannot|fast-forward|rejected|not (?:a function|defined|valid|assignable|subscriptable)|unexpected token|cors|fetch|react child|key"? prop|re-?renders|update depth|hydrat|hook call|econn|eaddrinuse|module|heap|eresolve|possibly|nonetype|recursion|segmentation|segfault|sigsegv|deadlock|call stack|\b(?:401|403|404|413|429|500|502|504)\b/i;
/** A question about it, or a request to fix it: "why", "how do I fix", "what does … mean", "help". */
const ASKS = /\b(?:why|how|fix|fixing|solve|resolve|mean|means|meaning|getting|get|got|keep|help|causes?|caused|what|debug|happening|happens|throws?|throwing|error)\b|\?/i;
/** A word of code around a message that could be prose. */
const CODE_WORDS = /error|uncaught|exception|javascript|\bjs\b|typescript|react|node|console|script|code|variable|function|jquery|browser|fetch\(|\bapi\b|\(\)|[\w$]\.[\w$]/i;
/** Longer prompts are pasted logs: still read, up to this much. */
const MAX_PROMPT = 6000;

/** What the message matched, for the answer to name. */
type Found = RegExpExecArray;

interface ErrorMessage {
  /** The message, as runtimes print it (case-insensitive). */
  readonly message: RegExp;
  /** HTTP statuses are said in prose too ("a blog post about 404 pages"): they need a question about them. */
  readonly needsAsk?: boolean;
  /** Messages that read as prose too ("love is not defined by money") need a word of code around them. */
  readonly needsCode?: boolean;
  readonly answer: (found: Found, prompt: string) => string;
}

/** The three parts every answer has, in this order. */
function explained(meaning: string, causes: readonly string[], fix: string): string {
  return `**What it means**: ${meaning}

**Usual causes**, most common first:

${causes.map((cause, i) => `${i + 1}. ${cause}`).join("\n")}

**The fix**:

${fix}`;
}

const fence = (language: string, code: string): string => `\`\`\`${language}\n${code}\n\`\`\``;

/** A JavaScript identifier or property path from a message, or the fallback. */
const nameOr = (name: string | undefined, fallback: string): string => (name !== undefined && /^[\w$.]{1,60}$/.test(name) ? name : fallback);

/** Python import names whose pip package has another name. */
const PIP_NAMES: Readonly<Record<string, string>> = {
  cv2: "opencv-python",
  sklearn: "scikit-learn",
  PIL: "pillow",
  yaml: "pyyaml",
  bs4: "beautifulsoup4",
  dotenv: "python-dotenv",
  dateutil: "python-dateutil",
  jwt: "PyJWT",
  docx: "python-docx",
  Crypto: "pycryptodome",
};

/** Ports people meet in connection errors, and what usually listens there. */
const PORT_SERVICES: Readonly<Record<string, string>> = {
  "5432": "PostgreSQL",
  "3306": "MySQL",
  "6379": "Redis",
  "27017": "MongoDB",
  "5672": "RabbitMQ",
  "9200": "Elasticsearch",
};

const HTTP: Readonly<Record<string, { name: string; meaning: string; causes: readonly string[]; fix: string }>> = {
  "401": {
    name: "Unauthorized",
    meaning: "the server doesn't know who you are: the request carried no credentials, or ones it rejected. (Despite the name, it's about authentication, not permission.)",
    causes: [
      "**No or malformed \`Authorization\` header**: a missing \`Bearer \` prefix, a token sent as a query parameter or cookie the API doesn't read.",
      "**An expired or revoked token or API key**, or one for another environment (a test key against production).",
      "**A browser request without its cookies**: cross-origin \`fetch\` only sends them with \`credentials: \"include\"\`.",
    ],
    fix: `${fence("javascript", `const res = await fetch("https://api.example.com/me", {\n  headers: { Authorization: \`Bearer \${token}\` },\n});\nif (res.status === 401) {\n  // refresh the token or send the user to log in, then retry once\n}`)}\n\nCheck the exact header the API's docs ask for, and the token's expiry (decode a JWT at its \`exp\` claim).`,
  },
  "403": {
    name: "Forbidden",
    meaning: "the server knows who you are (or doesn't need to) but refuses this request: you're not allowed to do it. Sending the same credentials again won't help.",
    causes: [
      "**Missing permissions**: your user, role or API key lacks the scope for this resource or action (e.g. a read-only token used to write).",
      "**A protection layer in front**: a CSRF check failing on a form or POST, a firewall or WAF rule, an IP allow-list, a bucket policy.",
      "**On a web server, file permissions**: the server process can't read the file, or directory listing is off and there's no index file.",
    ],
    fix: "Read the response body: APIs usually say which permission or scope is missing. Grant that role or scope (or create a key that has it), send the CSRF token your framework expects with POST requests, and for a static site check that the web server's user can read the files (`chmod 644` files, `755` folders).",
  },
  "404": {
    name: "Not Found",
    meaning: "the server has nothing at that URL (or won't say it has: some APIs answer 404 for things you may not see).",
    causes: [
      "**A wrong URL**: a typo, a missing prefix such as \`/api\` or \`/v1\`, a trailing slash, a relative path resolved against the wrong page.",
      "**The resource doesn't exist**: a wrong or deleted ID (\`/users/123\`).",
      "**A single-page app refreshed on a deep link**: the static host has no file at \`/dashboard\` and no fallback to \`index.html\`.",
    ],
    fix: `Copy the exact URL from the browser's Network tab and compare it with the route on the server, including the HTTP method. For a single-page app, configure the host to serve \`index.html\` for unknown paths, e.g. nginx:\n\n${fence("nginx", "location / {\n  try_files $uri $uri/ /index.html;\n}")}`,
  },
  "413": {
    name: "Payload Too Large",
    meaning: "the request body is bigger than the server (or a proxy in front of it) accepts, so it was rejected before your code saw it.",
    causes: [
      "**nginx's \`client_max_body_size\`**, which is 1 MB by default, in front of your app.",
      "**Your framework's body-parser limit**: Express's \`express.json()\` accepts 100 kb by default.",
      "**A platform limit** on serverless functions or API gateways, which can't be raised past their maximum.",
    ],
    fix: `Raise the limit where it applies, or send large files another way (upload them directly to object storage with a pre-signed URL, or in chunks):\n\n${fence("nginx", "client_max_body_size 20M;")}\n\n${fence("javascript", `app.use(express.json({ limit: "10mb" }));`)}`,
  },
  "429": {
    name: "Too Many Requests",
    meaning: "you hit a rate limit: the server accepts only so many requests per period from your key, account or IP, and asks you to slow down.",
    causes: [
      "**Too many requests too fast**: a loop or \`Promise.all\` firing hundreds at once, or retries without a pause.",
      "**A quota used up**: a daily or monthly limit, or a token or spending limit on AI APIs.",
      "**A shared key or IP**: other processes or users counted against the same limit.",
    ],
    fix: `Wait and retry with exponential backoff, honoring the \`Retry-After\` header when the server sends it, and limit how many requests run at once:\n\n${fence("javascript", `async function withRetry(request, tries = 5) {\n  for (let attempt = 0; ; attempt++) {\n    const res = await request();\n    if (res.status !== 429 || attempt === tries - 1) return res;\n    const wait = Number(res.headers.get("retry-after")) * 1000 || 2 ** attempt * 500;\n    await new Promise((resolve) => setTimeout(resolve, wait));\n  }\n}`)}`,
  },
  "500": {
    name: "Internal Server Error",
    meaning: "the server hit an error it didn't handle while processing your request. The problem is on the server side; the response rarely says what it was.",
    causes: [
      "**An unhandled exception in the server code**: a null value, a failed database query, a missing environment variable in production.",
      "**Input the server didn't expect**: a missing field or wrong type the code doesn't validate.",
      "**A misconfiguration**: a wrong database URL, missing permissions, a broken deploy.",
    ],
    fix: `Look at the **server's logs**: the stack trace of the exception is there. Then handle the case, and return 4xx for bad input instead of crashing:\n\n${fence("javascript", `app.post("/orders", async (req, res, next) => {\n  try {\n    if (!req.body?.items) return res.status(400).json({ error: "items is required" });\n    res.json(await createOrder(req.body));\n  } catch (error) {\n    next(error); // logged by the error handler, answered as 500\n  }\n});`)}`,
  },
  "502": {
    name: "Bad Gateway",
    meaning: "a proxy or load balancer (nginx, a CDN, a cloud load balancer) couldn't get a valid response from the server behind it. The proxy is fine; your app behind it isn't answering.",
    causes: [
      "**The app is down or crashed**, or still starting: nothing listens where the proxy sends requests.",
      "**The proxy points at the wrong place**: a wrong port or host in \`proxy_pass\`, or the app listens on \`127.0.0.1\` inside a container where the proxy can't reach it (listen on \`0.0.0.0\`).",
      "**The app closed the connection** mid-response: it crashed on that request, or its keep-alive timeout is shorter than the proxy's.",
    ],
    fix: `Check the app directly, from where the proxy runs (\`curl -i http://127.0.0.1:3000/health\`), then read the app's logs and the proxy's error log (\`/var/log/nginx/error.log\` says "connect() failed" or "upstream prematurely closed connection"). Make the app listen on the port and address the proxy uses:\n\n${fence("javascript", `app.listen(process.env.PORT ?? 3000, "0.0.0.0");`)}`,
  },
  "504": {
    name: "Gateway Timeout",
    meaning: "a proxy or load balancer waited for the server behind it and gave up: the app didn't answer in time.",
    causes: [
      "**A slow request**: a heavy database query, a slow external API, a large export done inside the request.",
      "**The proxy's timeout is shorter than the work**: nginx's \`proxy_read_timeout\` is 60 seconds by default, and many platforms cut off sooner.",
      "**The app is stuck or overloaded**: blocked on a lock or a full connection pool.",
    ],
    fix: `Find what's slow (the app's logs and timings for that route), make it faster, or move long work out of the request: answer \`202 Accepted\` with a job ID and let the client poll. Raising the proxy timeout only helps if the work does finish:\n\n${fence("nginx", "location /api/ {\n  proxy_pass http://127.0.0.1:3000;\n  proxy_read_timeout 120s;\n}")}`,
  },
};

/** Ordered: the first message found in the prompt answers it, so the narrower patterns come first. */
const MESSAGES: readonly ErrorMessage[] = [
  // JavaScript.
  {
    message: /cannot read propert(?:y|ies) of (undefined|null)(?: \(reading ['"‘’]?([\w$]{1,60})['"‘’]?\))?|cannot read property ['"‘’]([\w$]{1,60})['"‘’] of (undefined|null)/i,
    answer: (found, prompt) => {
      const value = (found[1] ?? found[4] ?? "undefined").toLowerCase();
      const prop = found[2] ?? found[3];
      const read = prop === undefined ? "a property" : `\`.${prop}\``;
      const react = /\breact|jsx|component|usestate|useeffect|next\.?js\b/i.test(prompt);
      const isArrayMethod = prop !== undefined && /^(?:map|filter|forEach|length|reduce|find|slice|join|push|includes|some)$/.test(prop);
      const fix =
        react && isArrayMethod
          ? fence("jsx", `// Start with an empty array, so the first render (before the data arrives) has something to ${prop === "length" ? "measure" : `call .${prop} on`}:\nconst [items, setItems] = useState([]);\n\n// Or guard where you use it:\n{items?.${prop === "length" ? "length" : `${prop}((item) => /* … */)`}}`)
          : prop !== undefined
            ? fence("javascript", `// Guard the value before reading .${prop}:\nconst result = data?.${prop};          // undefined instead of a crash\nconst value = data?.${prop} ?? fallback; // or a default\n\n// Or find out why it's ${value}:\nconsole.log("data is", data);`)
            : fence("javascript", `const name = user?.profile?.name;      // optional chaining: undefined instead of a crash\nif (!user) return;                     // or stop early when it's missing\nconsole.log("user is", user);          // and find out why it's ${value}`);
      return explained(
        `your code read ${read} from a value that is \`${value}\`. The problem isn't ${prop === undefined ? "the property" : `\`${prop}\``} itself but the thing before the dot: it doesn't hold the object${isArrayMethod ? " or array" : ""} you expected yet.`,
        [
          `**The data isn't there yet**: it comes from a request or an async step${react ? ", and the component renders once before it arrives (state that starts as `undefined`)" : " that hasn't finished"}.`,
          `**The data has another shape**: the API returns \`{ data: [...] }\` rather than the array, a field is named differently, or a typo in the path.`,
          `**Something returned nothing**: an \`Array.find\` with no match, a missing prop, a function without \`return\`, an index past the end of an array.`,
        ],
        `${fix}\n\nThen check the real value (\`console.log\` or a breakpoint just before the line in the stack trace) to see which cause it is.`,
      );
    },
  },
  {
    message: /\b([\w$]{1,40}(?:\.[\w$]{1,40}){0,4})(?:\(\.\.\.\))? is not a function\b/i,
    needsCode: true,
    answer: (found) => {
      const name = nameOr(found[1], "x");
      const method = /\.(map|filter|forEach|reduce|find|includes|join|push|then|json|split|toLowerCase|toUpperCase|trim)$/.exec(name)?.[1];
      const owner = name.includes(".") ? name.slice(0, name.lastIndexOf(".")) : undefined;
      const arrayMethod = method !== undefined && /^(?:map|filter|forEach|reduce|find|includes|join|push)$/.test(method);
      return explained(
        `your code calls \`${name}(…)\`, but at that moment \`${name}\` holds something that isn't a function${arrayMethod && owner ? `: \`${owner}\` is not an array (arrays have \`.${method}\`), probably an object, a string or a number` : " (\`undefined\`, an object, a string…)"}.`,
        arrayMethod
          ? [
              `**The value is an object wrapping the array**: an API answering \`{ items: [...] }\` or \`{ data: [...] }\`, so you need \`${owner}.items.${method}\`.`,
              `**The value is a string**: JSON you haven't parsed yet (call \`JSON.parse\` or \`response.json()\` first).`,
              `**The value is an object keyed by ID**: use \`Object.values(${owner}).${method}(…)\`.`,
            ]
          : [
              "**An import that doesn't match the export**: `import fn from` for a named export (or the reverse), or `require` of an ES module's default (`require(…).default`).",
              "**The value isn't what you think**: a typo in the method name, a method of another type (`.map` on an object), or a variable that shadows the function.",
              "**`this` was lost**: a method passed as a callback (`onClick={this.save}`) no longer has its object; bind it or use an arrow function.",
            ],
        fence(
          "javascript",
          arrayMethod && owner
            ? `console.log(typeof ${owner}, Array.isArray(${owner}), ${owner}); // see what it really is\n\nconst list = Array.isArray(${owner}) ? ${owner} : ${owner}?.items ?? [];\nlist.${method}(/* … */);`
            : `console.log(typeof ${name}, ${name}); // see what it really is\n\n// Named export:    export function ${/[\w$]+$/.exec(name)?.[0] ?? "fn"}() {}  →  import { ${/[\w$]+$/.exec(name)?.[0] ?? "fn"} } from "./module";\n// Default export:  export default function () {} →  import ${/[\w$]+$/.exec(name)?.[0] ?? "fn"} from "./module";`,
        ),
      );
    },
  },
  {
    message: /\bname ['"]([\w]{1,40})['"] is not defined\b/i,
    answer: (found) => {
      const name = found[1] ?? "x";
      return explained(
        `Python reached a use of \`${name}\` and found no variable, function or import of that name (a \`NameError\`).`,
        [
          `**A missing import**: \`${name}\` comes from a module you haven't imported here${name === "np" ? " (`import numpy as np`)" : name === "pd" ? " (`import pandas as pd`)" : ""}.`,
          `**A typo or different case**: Python names are case-sensitive.`,
          `**Used before it's defined**: the assignment or \`def\` comes later in the file, or only happens on another branch of an \`if\`, or inside another function.`,
        ],
        fence("python", `${name === "np" ? "import numpy as np" : name === "pd" ? "import pandas as pd" : `from module import ${name}  # or define it before this line`}\n\nprint(${name})`),
      );
    },
  },
  {
    message: /\b([\w$]{1,40}) is not defined\b/i,
    needsCode: true,
    answer: (found) => {
      const name = nameOr(found[1], "x");
      if (name === "require" || name === "module" || name === "exports" || name === "__dirname" || name === "__filename")
        return explained(
          `\`${name}\` exists only in CommonJS modules, and this file runs as an **ES module** (in a browser, a \`.mjs\` file, or a package with \`"type": "module"\`).`,
          [
            "**`\"type\": \"module\"` in package.json**, which makes every `.js` file an ES module.",
            "**Code written for Node running in the browser**, which has no `require`.",
            "**A `.mjs` file, or a bundler set to output ES modules.**",
          ],
          `${fence("javascript", name === "__dirname" || name === "__filename" ? `import { fileURLToPath } from "node:url";\nimport path from "node:path";\n\nconst __filename = fileURLToPath(import.meta.url);\nconst __dirname = path.dirname(__filename);\n// Node 20.11+ also has import.meta.dirname and import.meta.filename` : `// Instead of: const express = require("express");  module.exports = app;\nimport express from "express";\nexport default app;`)}\n\nOr keep CommonJS for that file by naming it \`.cjs\`.`,
        );
      if (name === "window" || name === "document" || name === "localStorage" || name === "navigator")
        return explained(
          `\`${name}\` exists only in the browser, and this code ran somewhere else: on the server during server-side rendering (Next.js, Nuxt, Remix), in Node, or in a test without a DOM.`,
          ["**Server-side rendering**: the component's body runs on the server first.", "**A module that reads it at import time**, including a library that expects a browser.", "**Tests running in Node** without a DOM environment such as jsdom."],
          fence("jsx", `// Read browser-only things after the component mounts, which happens only in the browser:\nuseEffect(() => {\n  setTheme(${name === "localStorage" ? "localStorage.getItem(\"theme\")" : name === "window" ? "window.innerWidth > 800 ? \"wide\" : \"narrow\"" : `${name}.title`});\n}, []);\n\n// Or check first:\nif (typeof window !== "undefined") { /* browser only */ }`),
        );
      if (name === "process")
        return explained(
          "`process` is Node's, and this code runs in the browser, where bundlers like Vite don't provide it.",
          ["**Reading `process.env.X` in frontend code built with Vite** (webpack 5 also stopped adding it).", "**A library written for Node** used in the browser."],
          fence("javascript", `// Vite: variables prefixed with VITE_ in .env\nconst apiUrl = import.meta.env.VITE_API_URL;`),
        );
      return explained(
        `\`${name}\` is used but no variable, function or import of that name exists where it's used (a \`ReferenceError\`).`,
        [
          `**A typo or different case**: \`${name}\` against the declared name (JavaScript names are case-sensitive).`,
          `**A missing import or script**: the module or \`<script>\` that defines \`${name}\` isn't imported, or loads after this code${name === "$" || name === "jQuery" ? " (jQuery must load before scripts that use it)" : ""}.`,
          `**Out of scope**: it's declared inside another function or block (\`let\`/\`const\` inside an \`if\` or loop) and used outside it.`,
        ],
        fence("javascript", `// Declare it before use, in a scope that contains the use:\nlet ${name} = /* … */;\n\n// Or import it from the module that defines it:\nimport { ${name} } from "./${name}.js";`),
      );
    },
  },
  {
    message: /unexpected token\s*['"]?<['"]?,?\s*(?:in json|"<!doctype|"<html|.{0,40}is not valid json)|"<!doctype[^"]{0,40}"?\.{0,3} is not valid json/i,
    answer: () =>
      explained(
        "you called `response.json()` (or `JSON.parse`) on text that is **HTML, not JSON**: the `<` is the start of `<!DOCTYPE html>`. The server answered with a web page instead of the data.",
        [
          "**A wrong URL**: the request went to a path the API doesn't have, and the server (or your dev server, which serves `index.html` for unknown paths) returned an HTML page. A missing `/api` prefix or proxy setting is the classic case.",
          "**An error page**: the server crashed or returned a 404/500 page in HTML.",
          "**A login redirect**: your session expired and you got the login page.",
        ],
        `Open the request in the browser's Network tab and look at its Response. Then check the status and type before parsing:\n\n${fence("javascript", `const res = await fetch("/api/users");\nconst type = res.headers.get("content-type") ?? "";\nif (!res.ok || !type.includes("application/json")) {\n  throw new Error(\`\${res.status} \${type}: \${(await res.text()).slice(0, 200)}\`);\n}\nconst data = await res.json();`)}`,
      ),
  },
  {
    message: /blocked by cors policy|no ['"]?access-control-allow-origin['"]? header|\bcors (?:error|policy|issue|problem)s?\b/i,
    answer: () =>
      explained(
        "the browser blocked your page from reading a response from another origin (another domain, port or protocol) because the server didn't send headers allowing your page's origin. Only the server can fix it: CORS is the server saying which origins may read its responses.",
        [
          "**The API doesn't send `Access-Control-Allow-Origin`** for your origin (`http://localhost:5173` in development is a different origin from `http://localhost:3000`).",
          "**The preflight fails**: a request with JSON or an `Authorization` header first sends `OPTIONS`, and the server doesn't answer it (or its auth middleware rejects it) or doesn't allow those headers.",
          "**Credentials with a wildcard**: with `credentials: \"include\"`, the server must name the origin (not `*`) and send `Access-Control-Allow-Credentials: true`.",
        ],
        `On an Express server:\n\n${fence("javascript", `import cors from "cors";\n\napp.use(cors({ origin: "http://localhost:5173", credentials: true }));`)}\n\nIn development you can avoid it with your dev server's proxy (Vite's \`server.proxy\`), so the browser calls its own origin. \`mode: "no-cors"\` doesn't fix it: it only makes the response unreadable.`,
      ),
  },
  {
    message: /failed to fetch|networkerror when attempting to fetch/i,
    needsCode: true,
    answer: () =>
      explained(
        "`fetch` got **no HTTP response at all**: the request failed at the network level, so there is no status code. (Firefox says \"NetworkError when attempting to fetch resource\", Safari \"Load failed\".)",
        [
          "**The server isn't reachable**: it isn't running, or the URL, port or protocol is wrong (`http` against `https`).",
          "**CORS blocked the response**: the browser console shows a separate CORS error next to it.",
          "**The browser blocked the request**: an https page calling an `http` URL (mixed content), an ad blocker, or an invalid certificate.",
        ],
        `Check the console for a second error and the Network tab for the request's status, and open the URL directly in a tab. Catch it so the user sees a message:\n\n${fence("javascript", `try {\n  const res = await fetch(url);\n} catch (error) {\n  // only network failures land here; HTTP 4xx/5xx do not, check res.ok for those\n  showError("Can't reach the server. Check your connection and try again.");\n}`)}`,
      ),
  },
  {
    message: /maximum call stack size exceeded/i,
    answer: () =>
      explained(
        "a function called itself (directly or through others) so many times that the call stack ran out: almost always an infinite recursion.",
        [
          "**A recursive function without a reachable base case**.",
          "**A getter or setter that uses its own property**: `get name() { return this.name; }` calls itself.",
          "**Two functions that call each other**, e.g. an event handler that triggers the event it handles; the stack trace's repeating lines show the cycle.",
        ],
        `The stack trace repeats the same few lines: that's the loop. Give the recursion an end:\n\n${fence("javascript", `function factorial(n) {\n  if (n <= 1) return 1;          // base case\n  return n * factorial(n - 1);   // moves toward it\n}\n\nclass User {\n  get name() { return this._name; } // not this.name\n}`)}`,
      ),
  },

  // React.
  {
    message: /objects are not valid as a react child(?:[^{]{0,40}\{([^}]{1,200})\})?/i,
    answer: (found) => {
      const keys = found[1]?.split(",").map((key) => key.trim()).filter((key) => /^[\w$]+$/.test(key)) ?? [];
      const field = keys.find((key) => /name|title|label|text|message/i.test(key)) ?? keys[0];
      return explained(
        `JSX tried to render a plain object${keys.length > 0 ? ` (one with the keys ${keys.map((key) => `\`${key}\``).join(", ")})` : ""} as a child. React can render strings, numbers, elements and arrays of them, not objects.`,
        [
          `**Rendering the object instead of a field**: \`{user}\` where you meant \`{user.${field ?? "name"}}\`.`,
          "**A `Date` object** rendered directly: format it first.",
          "**A promise**: an `async` function component used as a client component, or an unresolved `fetch` result put in JSX.",
        ],
        fence("jsx", `<p>{user.${field ?? "name"}}</p>                          {/* a field, not the object */}\n<p>{createdAt.toLocaleDateString()}</p>       {/* a Date, formatted */}\n<pre>{JSON.stringify(user, null, 2)}</pre>    {/* to look at it while debugging */}`),
      );
    },
  },
  {
    message: /unique ["'“]?key["'”]? prop/i,
    answer: () =>
      explained(
        "you rendered a list with `.map()` and the elements it returns have no `key`. React uses keys to tell the items apart between renders; without them it falls back to their position.",
        [
          "**No `key` on the element `.map()` returns**: a key on an element inside it doesn't count.",
          "**A fragment `<>…</>` as the returned element**: the short syntax can't take a key; use `<Fragment key={…}>`.",
          "**Keys that aren't unique among the siblings**: the same ID twice gives a separate warning about two children with the same key.",
        ],
        `${fence("jsx", `{todos.map((todo) => (\n  <li key={todo.id}>{todo.text}</li>   // a stable, unique ID from the data\n))}`)}\n\nAvoid the array index as the key when the list can be reordered, filtered or inserted into, and never generate keys with \`Math.random()\` during render.`,
      ),
  },
  {
    message: /too many re-?renders/i,
    answer: () =>
      explained(
        "a component updates its state **during render**, which causes another render, which updates it again; React stops the loop.",
        [
          "**Calling a setter instead of passing a function** to an event: `onClick={setOpen(true)}` runs on every render.",
          "**Setting state directly in the component body**, outside an event handler or effect.",
          "**Calling a handler in JSX**: `onChange={handleChange()}` instead of `onChange={handleChange}`.",
        ],
        fence("jsx", `// Wrong: runs during render\n<button onClick={setCount(count + 1)}>+</button>\n\n// Right: runs on click\n<button onClick={() => setCount(count + 1)}>+</button>`),
      ),
  },
  {
    message: /maximum update depth exceeded/i,
    answer: () =>
      explained(
        "state updates keep triggering each other with no end: usually a `useEffect` that sets state and runs again because of that update.",
        [
          "**An effect that sets state with no dependency array**, so it runs after every render, including the one it caused.",
          "**A dependency that is new on every render**: an object, array or function created in the component and listed in the effect's dependencies.",
          "**A setter called during render** (`onClick={setValue(x)}`) in a component that re-renders its parent, or `setState` in `componentDidUpdate` without a condition.",
        ],
        fence("jsx", `// Loops: no dependency array, and options is a new object every render\nuseEffect(() => { setData(filter(items, options)); });\n\n// Fixed: compute it during render, no state needed\nconst data = useMemo(() => filter(items, options), [items, options.query]);\n\n// Or give the effect dependencies that change only when they should\nuseEffect(() => { setData(filter(items, options)); }, [items, options.query]);`),
      ),
  },
  {
    message: /hydration (?:failed|error|mismatch)|text content does not match|did not match\. server|server rendered html didn't match|hydrated but some attributes/i,
    answer: () =>
      explained(
        "the HTML the server rendered differs from what React rendered in the browser on its first render, so React can't attach to the existing page and re-renders it on the client.",
        [
          "**Values that differ between server and browser**: `new Date()`, `Date.now()`, `Math.random()`, `toLocaleString()` (another time zone or locale), or reading `window`, `localStorage` or the screen size during render.",
          "**Invalid HTML nesting** that the browser repairs: a `<div>` inside a `<p>`, an `<a>` inside an `<a>`, a table without `<tbody>`.",
          "**Browser extensions** that change the page (translators, password managers) before React hydrates.",
        ],
        `Render the same thing on both sides, and move browser-only values into an effect:\n\n${fence("jsx", `const [now, setNow] = useState(null);\nuseEffect(() => setNow(new Date()), []);  // runs only in the browser\n\nreturn <span>{now ? now.toLocaleTimeString() : ""}</span>;`)}\n\nFor a single value that must differ (a timestamp), \`suppressHydrationWarning\` on that element silences it; in Next.js, a component that only works in the browser can be loaded with \`dynamic(() => import("./Map"), { ssr: false })\` from a client component.`,
      ),
  },
  {
    message: /invalid hook call/i,
    answer: () =>
      explained(
        "a hook (`useState`, `useEffect`, …) was called somewhere React can't track it. React's docs give three reasons.",
        [
          "**Breaking the Rules of Hooks**: calling a hook inside a condition, loop, nested function, event handler or class component, or from a plain function that isn't a component or custom hook (`use…`).",
          "**Two copies of React** in the app: a linked package (`npm link`) or a library bundling its own React. `npm ls react` shows them.",
          "**Mismatching versions of `react` and `react-dom`.**",
        ],
        `${fence("jsx", `// Wrong: a hook inside a condition or a handler\nif (open) { const [x, setX] = useState(0); }\n\n// Right: at the top level of the component, every render\nfunction Panel({ open }) {\n  const [x, setX] = useState(0);\n  if (!open) return null;\n  // …\n}`)}\n\n${fence("bash", "npm ls react react-dom   # one version of each, please")}`,
      ),
  },

  // Node and npm.
  {
    message: /econnrefused(?:\s+(?:\[?::1\]?|[\w.-]{1,60})(?::(\d{2,5}))?)?/i,
    answer: (found) => {
      const port = found[1];
      const service = port !== undefined ? PORT_SERVICES[port] : undefined;
      const where = port !== undefined ? `port ${port}${service ? ` (${service}'s default)` : ""}` : "that address and port";
      return explained(
        `your program tried to connect to ${where} and **nothing was listening there**: the other machine answered "connection refused".`,
        [
          `**The ${service ?? "server"} isn't running**, or crashed, or is still starting.`,
          "**The wrong host or port**: an old value in `.env`, or, inside a Docker container, `localhost` meaning the container itself; use the other service's name (`db`, `redis`) from docker-compose.",
          "**`localhost` resolving to IPv6**: Node 17+ can resolve `localhost` to `::1` while the server listens only on `127.0.0.1`; use `127.0.0.1` explicitly.",
        ],
        `Check that something listens there and start it if not:\n\n${fence("bash", `lsof -i :${port ?? "5432"}     # anything listening?${service === "PostgreSQL" ? "\npg_isready -h 127.0.0.1 -p 5432" : ""}`)}\n\n${fence("javascript", `// Connect to the address the server actually listens on\nconst url = process.env.DATABASE_URL ?? "postgres://user:pass@127.0.0.1:${port ?? "5432"}/app";`)}`,
      );
    },
  },
  {
    message: /econnreset|socket hang up/i,
    answer: (_found, prompt) => {
      const when = /\bwhen\s+([a-z][\w\s-]{2,40}?)\s*:/i.exec(prompt)?.[1]?.toLowerCase();
      return explained(
        `the other side (or something between you, like a proxy or load balancer) **closed the connection abruptly** in the middle of a request${when ? ` (here, while ${when})` : ""}: the TCP connection was reset, so no complete response came back.`,
        [
          "**A reused keep-alive connection the server had already closed**: the client's idle connections outlive the server's keep-alive timeout, and the next request goes out on a dead socket.",
          "**The server crashed, restarted or killed the request**: a timeout, a body-size limit, or a proxy's idle timeout cutting long requests.",
          "**Too many connections at once**: a burst of parallel requests that the server or a rate limiter drops.",
        ],
        `Retry idempotent requests once or twice with a short delay, limit how many run at once, and look at the server's or proxy's logs at that time for the reason:\n\n${fence("javascript", `async function fetchWithRetry(url, options, tries = 3) {\n  for (let attempt = 1; ; attempt++) {\n    try {\n      return await fetch(url, options);\n    } catch (error) {\n      if (attempt === tries || error.cause?.code !== "ECONNRESET") throw error;\n      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));\n    }\n  }\n}`)}\n\nOn a Node server behind a load balancer, set \`server.keepAliveTimeout\` higher than the balancer's idle timeout.`,
      );
    },
  },
  {
    message: /eaddrinuse(?:[^\n]{0,60}?(?::|port\s+)(\d{2,5})\b)?/i,
    answer: (found) => {
      const port = found[1] ?? "3000";
      return explained(
        `your server tried to listen on port ${port}, but **another process is already listening on it**.`,
        [
          "**An earlier run of the same server is still running**: in another terminal, a crashed watcher (nodemon) that left its child behind, or a background process.",
          `**Another app uses port ${port}**.`,
          "**Your code calls `listen` twice**, e.g. once in the app module and once in the test or start script.",
        ],
        `Find the process and stop it, or use another port:\n\n${fence("bash", `lsof -i :${port}              # see what's using it (PID in the 2nd column)\nkill $(lsof -t -i :${port})   # stop it\n\n# Windows\nnetstat -ano | findstr :${port}\ntaskkill /PID <pid> /F\n\n# Or run on another port\nPORT=${Number(port) + 1} npm start`)}`,
      );
    },
  },
  {
    message: /no module named ['"]?([\w.]{1,60})['"]?/i,
    answer: (found) => {
      const module = found[1] ?? "x";
      const top = module.split(".")[0]!;
      const pip = PIP_NAMES[top] ?? top;
      return explained(
        `Python couldn't find a module named \`${module}\` in the environment of the interpreter that ran your code.`,
        [
          `**It isn't installed in that environment**: \`pip install\` went into another Python (a different version, the system one, or another virtual environment) than the one running the script.`,
          "**The virtual environment isn't active**, or your editor uses another interpreter (VS Code: \"Python: Select Interpreter\").",
          pip !== top ? `**The pip package has another name**: \`import ${top}\` comes from the package \`${pip}\`.` : `**A local module that isn't on the path**: running a file from another folder, or a missing \`__init__.py\` in older layouts; run it as \`python -m package.module\` from the project root.`,
        ],
        `Install it with the same Python that runs your code:\n\n${fence("bash", `python -m pip install ${pip}\npython -c "import sys; print(sys.executable)"   # which Python is running`)}`,
      );
    },
  },
  {
    message: /cannot find module ['"]([^'"\s]{1,100})['"]|module_not_found/i,
    answer: (found, prompt) => {
      const module = found[1];
      const isPath = module !== undefined && /^[./]/.test(module);
      const types = /corresponding type declarations|ts2307/i.test(prompt);
      if (types && module !== undefined && !isPath)
        return explained(
          `TypeScript can't find \`${module}\` or its type declarations: the package isn't installed, or it has no types of its own.`,
          [`**The package isn't installed**: \`npm install ${module}\`.`, `**It ships no types**: install \`@types/${module.replace(/^@([^/]+)\/(.+)$/, "$1__$2")}\` if DefinitelyTyped has them.`, "**A path alias that `tsconfig.json` doesn't define** (`paths`), or a `moduleResolution` setting that doesn't match your bundler."],
          `${fence("bash", `npm install ${module}\nnpm install -D @types/${module.replace(/^@([^/]+)\/(.+)$/, "$1__$2")}`)}\n\nIf neither exists, declare it yourself in a \`.d.ts\` file: \`declare module "${module}";\`.`,
        );
      return explained(
        `Node couldn't resolve ${module ? `\`${module}\`` : "a module your code requires"}${isPath ? ": there's no file at that path, relative to the file that imports it" : ": it isn't in any `node_modules` folder it looked in"}.`,
        isPath
          ? [
              "**A wrong relative path**: it's resolved from the importing file's folder, not from where you run `node`.",
              "**A missing extension in an ES module**: `import \"./utils\"` must be `import \"./utils.js\"` in Node's ESM.",
              "**Different case**: `./Utils` against `utils.js` works on macOS and Windows but not on Linux (and in CI).",
            ]
          : [
              `**It isn't installed**: \`npm install ${module ?? "<package>"}\`, or \`node_modules\` was deleted or installed in another folder.`,
              "**You ran the command from another folder** than the project's, or a global tool can't see local packages.",
              "**A broken install**: an interrupted install or a Node version change; reinstall.",
            ],
        isPath
          ? fence("javascript", `// From src/app.js, to load src/lib/utils.js:\nimport { slugify } from "./lib/utils.js";`)
          : fence("bash", `npm install ${module ?? "<package>"}\n\n# if it is installed and still not found:\nrm -rf node_modules package-lock.json\nnpm install`),
      );
    },
  },
  {
    message: /err_require_esm|require\(\) of es modules?\b/i,
    answer: (_found, prompt) => {
      const pkg = /require\(\) of es module\s+\S*?node_modules\/((?:@[\w.-]+\/)?[\w.-]+)/i.exec(prompt)?.[1];
      const name = pkg ?? "the-package";
      return explained(
        `your CommonJS code calls \`require()\` on ${pkg ? `\`${pkg}\`, which is` : "a package that is"} an **ES module only**. Many packages dropped CommonJS in their newer major versions (node-fetch 3, chalk 5 and got 12 are well-known ones).`,
        [
          "**A dependency upgraded to an ESM-only major version**, required from CommonJS code.",
          "**A TypeScript setup that compiles `import` to `require()`** (`\"module\": \"commonjs\"`).",
          "**An older Node**: Node 20.19+ and 22.12+ can `require()` ES modules that don't use top-level await.",
        ],
        `Pick one:\n\n${fence("javascript", `// 1. Use a dynamic import from CommonJS (it returns a promise)\nasync function main() {\n  const { default: ${name.replace(/[^\w$]/g, "_")} } = await import("${name}");\n}\n\n// 2. Or switch your project to ES modules: "type": "module" in package.json, then\nimport ${name.replace(/[^\w$]/g, "_")} from "${name}";`)}\n\nOr stay on the package's last CommonJS major (e.g. \`node-fetch@2\`, \`chalk@4\`), or upgrade Node.`,
      );
    },
  },
  {
    message: /heap out of memory|reached heap limit|ineffective mark-compacts near heap limit/i,
    answer: () =>
      explained(
        "the Node process used up the memory its JavaScript heap is allowed and V8 stopped it. The limit depends on the Node version and the machine's memory, and can be set.",
        [
          "**A build that really needs more** (webpack, TypeScript on a big project, Next.js builds), especially on small CI machines.",
          "**A memory leak**: caches or arrays that only grow, listeners never removed, objects kept in closures.",
          "**Loading something huge at once**: a big file read whole, a query returning millions of rows, `JSON.parse` of a giant string.",
        ],
        `For a build, raise the limit (in megabytes):\n\n${fence("bash", `NODE_OPTIONS=--max-old-space-size=4096 npm run build`)}\n\nFor a server that grows until it crashes, that only delays it: compare heap snapshots (\`node --inspect\`, then Chrome DevTools → Memory) to find what grows, and stream large data instead of loading it whole (\`fs.createReadStream\`, cursor-based queries).`,
      ),
  },
  {
    message: /eresolve|unable to resolve dependency tree|could not resolve dependency|conflicting peer dependency/i,
    answer: (_found, prompt) => {
      const wanted = /peer\s+((?:@[\w.-]+\/)?[\w.-]+)@"?([^"\s]{1,30})"?\s+from\s+((?:@[\w.-]+\/)?[\w.-]+)/i.exec(prompt);
      return explained(
        `npm (7 and later) installs peer dependencies and found two that can't both be satisfied${wanted ? `: \`${wanted[3]}\` wants \`${wanted[1]}@${wanted[2]}\`, and your project has another version` : ""}.`,
        [
          `**A package that doesn't support your version yet**${wanted ? ` (\`${wanted[3]}\` and your \`${wanted[1]}\`)` : ""}: common right after a major release of React, Angular, ESLint or TypeScript.`,
          "**An old version of that package pinned in package.json**, where a newer one supports your versions.",
          "**Two packages that want different versions** of the same peer.",
        ],
        `Read the "Found:" line (what you have) and the "Could not resolve dependency: peer …" line (what a package wants), then:\n\n${fence("bash", `npm install ${wanted?.[3] ?? "some-lib"}@latest     # a newer release often supports your version\nnpm install --legacy-peer-deps     # or install without enforcing peers (npm 6 behavior)`)}\n\n\`--legacy-peer-deps\` and \`--force\` get the install through, but the package may misbehave with a version it doesn't support; \`"overrides"\` in package.json forces one version deliberately.`,
      );
    },
  },

  // TypeScript.
  {
    message: /type ['"]([^'"\n]{1,80})['"] is not assignable to type ['"]([^'"\n]{1,80})['"]|\bts2322\b/i,
    answer: (found) => {
      const from = found[1] ?? "string";
      const to = found[2] ?? "number";
      const undef = /\bundefined\b|\bnull\b/.test(from) && !/\bundefined\b|\bnull\b/.test(to);
      return explained(
        `(TS2322) a value whose type is \`${from}\` is used where \`${to}\` is required: a variable, a property, a prop or a return value.`,
        undef
          ? [
              `**The value might be missing**: \`${from}\` includes \`${/\bnull\b/.test(from) ? "null" : "undefined"}\`, which \`${to}\` doesn't accept. Narrow it or give a default.`,
              "**An optional property or a lookup** (`array.find`, `map.get`, `props.x?`) that TypeScript can't prove is there.",
              "**A wrong annotation** on the target, if it really may be missing.",
            ]
          : [
              `**The data really has another type**: e.g. a form input's \`string\` where a \`number\` is expected; convert it.`,
              "**A literal widened to `string`**: `let mode = \"dark\"` is a `string`, not `\"dark\" | \"light\"`; annotate it or use `as const`.",
              "**An object missing a property or with the wrong shape**: the full message lists which property doesn't match.",
            ],
        fence(
          "typescript",
          undef
            ? `const value: ${to} = maybe ?? /* default */;     // a default\nif (maybe !== undefined) { use(maybe); }  // or narrow first`
            : `const age: number = Number(input.value);          // convert\nconst mode = "dark" as const;                     // keep the literal type\nconst user: User = { ...partial, id: crypto.randomUUID() }; // complete the object`,
        ),
      );
    },
  },
  {
    message: /(?:object|['"]([\w$.]{1,60})['"]) is possibly ['"](undefined|null)['"]/i,
    answer: (found) => {
      const name = found[1] ?? "el";
      const missing = found[2]?.toLowerCase() ?? "undefined";
      return explained(
        `with \`strictNullChecks\` on, TypeScript sees that \`${name}\` may be \`${missing}\` at that point and won't let you use it as if it were there.`,
        [
          `**A lookup that can fail**: \`document.getElementById\` and \`querySelector\` return \`null\` when nothing matches; \`array.find\`, \`map.get\` and index access can return \`undefined\`.`,
          "**An optional property or parameter** (`name?: string`).",
          "**State or a ref that starts empty** (`useRef<HTMLInputElement>(null)`, `useState<User>()`).",
        ],
        fence("typescript", `if (${name}) {\n  ${name}.focus();            // narrowed: TypeScript knows it's there\n}\n${name}?.focus();               // or skip the call when it's missing\nconst label = ${name}?.textContent ?? "";  // or use a default\n// ${name}!.focus() tells TypeScript "trust me"; use it only when you're sure`),
      );
    },
  },

  // Python.
  {
    message: /indentationerror|taberror|unexpected indent|expected an indented block|unindent does not match/i,
    answer: () =>
      explained(
        "Python uses indentation to know which lines belong to a block (a function, an `if`, a loop), and a line's indentation doesn't fit the structure.",
        [
          "**Tabs and spaces mixed**: they look the same in the editor but differ to Python (a `TabError` says so outright).",
          "**A block header with nothing indented after it**: `if`, `def` or `for` ending in `:` needs at least one indented line; use `pass` as a placeholder.",
          "**A line indented more or less** than the others in its block, often after pasting code.",
        ],
        `${fence("python", `def greet(name):\n    if name:\n        print(f"Hello, {name}")\n    else:\n        pass  # an empty block needs a statement`)}\n\nSet your editor to insert 4 spaces for a tab, and let it convert the file's indentation to spaces.`,
      ),
  },
  {
    message: /keyerror:?\s*['"]?([^'"\s)]{1,40})?/i,
    answer: (found) => {
      const key = found[1] ?? "name";
      return explained(
        `you looked up the key \`'${key}'\` in a dictionary (or a pandas DataFrame's columns) and it isn't there.`,
        [
          `**The data doesn't always have it**: an API or JSON response, a CSV row or a config where \`'${key}'\` is optional or missing.`,
          `**A different spelling**: case, spaces or underscores (\`'${key}'\` against \`'${key.charAt(0).toUpperCase() + key.slice(1)}'\`, or a column name with a trailing space).`,
          "**The key has another type**: `1` against `'1'`.",
        ],
        fence("python", `value = data.get("${key}")            # None if it's missing\nvalue = data.get("${key}", "default") # or a default\nif "${key}" in data:\n    value = data["${key}"]\n\nprint(data.keys())  # see which keys are really there (df.columns for pandas)`),
      );
    },
  },
  {
    message: /'?nonetype'? object (?:is not subscriptable|has no attribute ['"]?([\w]{1,40})['"]?|is not iterable|is not callable)/i,
    answer: (found) => {
      const attribute = found[1];
      const what = /not subscriptable/i.test(found[0]) ? "index it (`x[0]`, `x['key']`)" : attribute ? `read \`.${attribute}\` from it` : /not iterable/i.test(found[0]) ? "loop over it" : "call it";
      return explained(
        `a variable you expected to hold a value is \`None\`, and you tried to ${what}.`,
        [
          "**A function that returns nothing**: without a `return` it returns `None`, and so do in-place methods like `list.sort()`, `list.append()` and `random.shuffle()` (`items = items.sort()` sets `items` to `None`).",
          "**A lookup that found nothing**: `re.match`/`re.search` without a match, `dict.get` of a missing key, a database query with no row, BeautifulSoup's `find` with no match.",
          "**A variable that was never set** on one path through the code.",
        ],
        fence("python", `match = re.search(r"(\\d+)", text)\nif match is None:\n    raise ValueError(f"no number in {text!r}")\nnumber = match[1]\n\nitems.sort()          # sorts in place and returns None\nitems = sorted(items) # returns a new sorted list`),
      );
    },
  },
  {
    message: /recursionerror|maximum recursion depth exceeded/i,
    answer: () =>
      explained(
        "a function called itself (directly or through others) more than Python's recursion limit allows, 1000 frames by default: usually a recursion that never stops.",
        [
          "**No reachable base case**: the recursive call doesn't move toward the stopping condition.",
          "**Accidental recursion**: a property or `__getattr__` that reads itself, or a `__repr__` or `__eq__` that calls itself.",
          "**Genuinely deep recursion**: walking a long linked list or a deep tree recursively.",
        ],
        `${fence("python", `def factorial(n):\n    if n <= 1:          # base case\n        return 1\n    return n * factorial(n - 1)\n\n# Deep data: loop instead of recursing\ndef depth(node):\n    count = 0\n    while node is not None:\n        count, node = count + 1, node.next\n    return count`)}\n\n\`sys.setrecursionlimit\` raises the limit, but only do that for a recursion you know ends; too high and the process crashes instead.`,
      ),
  },

  // Systems and databases.
  {
    message: /segmentation fault|\bsegfault\b|\bsigsegv\b/i,
    answer: () =>
      explained(
        "the process accessed memory it isn't allowed to, and the operating system killed it with the signal SIGSEGV (exit code 139 in a shell). \"(core dumped)\" means a core file was written for a debugger, where the system allows it.",
        [
          "**In C or C++: a bad pointer**: dereferencing `NULL`, a freed pointer or an uninitialized one, or writing past the end of an array.",
          "**A stack overflow** from very deep or infinite recursion, or a huge local array.",
          "**In Python, Node or Ruby: a native extension**: a compiled module built for another version, or a bug in it; pure interpreted code rarely segfaults.",
        ],
        `For C/C++, build with debug info and the address sanitizer, which names the bad access and the line, or get a backtrace:\n\n${fence("bash", `gcc -g -fsanitize=address -o app app.c && ./app\n\ngdb ./app\n(gdb) run\n(gdb) bt        # the call stack at the crash`)}\n\nFor a native module in Node or Python, reinstall it for your current version (\`npm rebuild\`, \`pip install --force-reinstall package\`) and check its issue tracker.`,
      ),
  },
  {
    message: /deadlock detected/i,
    answer: () =>
      explained(
        "two (or more) transactions were each waiting for a lock the other held, so neither could continue. PostgreSQL detects this (after `deadlock_timeout`, 1 second by default) and aborts one of them with SQLSTATE `40P01`; the other goes on.",
        [
          "**The same rows locked in different orders**: transaction A updates row 1 then row 2 while B updates row 2 then row 1.",
          "**Long transactions** that hold locks while doing other work, widening the window for a clash.",
          "**Implicit locks**: foreign-key checks, `SELECT … FOR UPDATE` or upserts touching rows in varying order, often in batch jobs running in parallel.",
        ],
        `Lock rows in one consistent order, keep transactions short, and retry the aborted one:\n\n${fence("sql", `BEGIN;\nSELECT * FROM accounts WHERE id IN (1, 2) ORDER BY id FOR UPDATE; -- always lowest id first\nUPDATE accounts SET balance = balance - 100 WHERE id = 1;\nUPDATE accounts SET balance = balance + 100 WHERE id = 2;\nCOMMIT;`)}\n\nIn the application, catch error code \`40P01\` and run the whole transaction again (a few times at most). The server log names both statements involved.`,
      ),
  },

  {
    message: /\(non-fast-forward\)|\bnon-fast-forward\b|updates were rejected because the (?:tip of your current branch is behind|remote contains work)/i,
    answer: () =>
      explained(
        "git refused your push because the remote branch has commits you don't have; pushing would throw them away.",
        [
          "**Someone else pushed** to the branch since you last pulled.",
          "**You rewrote your own commits** (amend, rebase, reset) after pushing them, so your branch and the remote's have diverged.",
          "**You pushed from another machine or the web UI** (a merge on GitHub, an edit made online).",
        ],
        `Bring in the remote's commits, then push:\n\n${fence("bash", `git pull --rebase   # replay your commits on top of the remote's\n# fix any conflicts, git add them, git rebase --continue\ngit push`)}\n\nOnly if you rewrote your own history on purpose and nobody else uses the branch: \`git push --force-with-lease\`, which still refuses if someone else pushed in the meantime.`,
      ),
  },

  // HTTP statuses, last: a message above may carry a status too ("413" in an nginx page, "500" in a stack trace).
  {
    message:
      /\b(?:error|status|http|code|response|returns?|returning|throws?|throwing)\s+(?:code\s+|status\s+)?(401|403|404|413|429|500|502|504)\b|\b(401|403|404|413|429|500|502|504)\s*(?:[:-]\s*)?(?:unauthori[sz]ed|forbidden|not found|payload too large|request entity too large|too many requests|internal server error|bad gateway|gateway time-?out|error|status|response)\b|\b(?:get|got|getting|receiving|a|an)\s+(401|403|404|413|429|500|502|504)\s*(?:on|when|from|in|for|after|back|page|[?.!]|$)/i,
    needsAsk: true,
    answer: (found) => {
      const code = found[1] ?? found[2] ?? found[3] ?? "500";
      const status = HTTP[code]!;
      return `**HTTP ${code} ${status.name}**\n\n${explained(status.meaning, status.causes, status.fix)}`;
    },
  },
];

/** The messages, tried only where the prompt has their words: in table order, so the first message found is the same. */
const MESSAGE_TABLE = new PrefilteredTable<ErrorMessage>(MESSAGES, (entry) => entry.message);

/**
 * What a well-known error message in the prompt means, its usual causes and the fix, or
 * undefined when the prompt carries none of them (or carries code in a fence: code-fixes.ts and
 * code-explanations.ts read that).
 * @example errorMessageReply("Why am I getting 'Cannot read properties of undefined (reading map)' in React?")?.includes("useState([])") // true
 */
export function errorMessageReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !CUE.test(prompt) || prompt.includes("```")) return undefined;
  const entry = MESSAGE_TABLE.find(prompt);
  if (entry === undefined) return undefined;
  if ((entry.needsAsk === true && !ASKS.test(prompt)) || (entry.needsCode === true && !CODE_WORDS.test(prompt))) return undefined;
  return entry.answer(entry.message.exec(prompt)!, prompt);
}
