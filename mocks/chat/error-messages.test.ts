import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { errorMessageReply } from "./error-messages.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);

describe("a well-known error message is explained: what it means, its causes, the fix", () => {
  it("answers the React 'Cannot read properties of undefined (reading map)' with the property and a useState([]) fix", () => {
    const reply = ask("Why am I getting 'Cannot read properties of undefined (reading map)' in React?");
    expect(reply).toMatch(/^\*\*What it means\*\*: your code read `\.map` from a value that is `undefined`/);
    expect(reply).toContain("**Usual causes**, most common first:");
    expect(reply).toContain("useState([])");
    expect(reply).toContain("items?.map(");
    expect(reply).not.toMatch(/A good answer depends on what you need it for/);
  });

  it.each([
    ["TypeError: Cannot read properties of null (reading 'addEventListener') why?", /read `\.addEventListener` from a value that is `null`/],
    ["Why do I get TypeError: data.map is not a function?", /`data` is not an array[\s\S]*Array\.isArray\(data\)/],
    ["Uncaught ReferenceError: require is not defined, how to fix?", /ES module[\s\S]*import express from "express"/],
    ["ReferenceError: myVar is not defined in my JavaScript", /`myVar` is used but no variable/],
    ["Unexpected token < in JSON at position 0", /HTML, not JSON/],
    [`SyntaxError: Unexpected token '<', "<!DOCTYPE "... is not valid JSON`, /HTML, not JSON/],
    ["Access to fetch at 'http://localhost:3000/api' from origin 'http://localhost:5173' has been blocked by CORS policy", /Access-Control-Allow-Origin[\s\S]*app\.use\(cors\(/],
    ["TypeError: Failed to fetch, what does it mean?", /no HTTP response at all/],
    ["Error: Objects are not valid as a React child (found: object with keys {id, title}).", /`\{user\.title\}`/],
    ['Warning: Each child in a list should have a unique "key" prop.', /<li key=\{todo\.id\}>/],
    ["Too many re-renders. React limits the number of renders to prevent an infinite loop.", /onClick=\{\(\) => setCount/],
    ["Maximum update depth exceeded, why?", /useEffect/],
    ["Error: Hydration failed because the initial UI does not match what was rendered on the server.", /suppressHydrationWarning/],
    ["Invalid hook call. Hooks can only be called inside of the body of a function component.", /npm ls react/],
    ["Error: connect ECONNREFUSED 127.0.0.1:5432", /port 5432 \(PostgreSQL's default\)/],
    ["Error: socket hang up ECONNRESET", /closed the connection abruptly/],
    ["Error: listen EADDRINUSE: address already in use :::8080", /lsof -i :8080/],
    ["Error: Cannot find module 'express'", /npm install express/],
    ["Error: Cannot find module './utils'", /wrong relative path/],
    ["Error [ERR_REQUIRE_ESM]: require() of ES Module not supported", /await import\(/],
    ["FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory", /--max-old-space-size=4096/],
    ["npm ERR! code ERESOLVE unable to resolve dependency tree", /--legacy-peer-deps/],
    ["TS2322: Type 'string' is not assignable to type 'number'.", /`string` is used where `number` is required/],
    ["Object is possibly 'undefined'. How do I fix it?", /strictNullChecks/],
    ["ModuleNotFoundError: No module named 'sklearn'", /python -m pip install scikit-learn/],
    ["NameError: name 'np' is not defined", /import numpy as np/],
    ["IndentationError: unexpected indent", /Tabs and spaces mixed/],
    ["KeyError: 'price' in my python dict", /data\.get\("price"\)/],
    ["TypeError: 'NoneType' object is not subscriptable", /list\.sort\(\)/],
    ["RecursionError: maximum recursion depth exceeded", /1000 frames/],
    ["Why am I getting 401 Unauthorized from my API?", /HTTP 401 Unauthorized[\s\S]*Bearer/],
    ["What does error 403 mean?", /HTTP 403 Forbidden/],
    ["Why do I get a 404 on refresh?", /try_files \$uri \$uri\/ \/index\.html/],
    ["How do I fix 413 Payload Too Large?", /client_max_body_size/],
    ["I keep getting 429 Too Many Requests", /Retry-After/],
    ["My server returns 500 Internal Server Error, why?", /server's logs/],
    ["Why am I getting a 502 Bad Gateway from nginx?", /upstream prematurely closed connection/],
    ["504 Gateway Timeout when calling my API, how to fix?", /proxy_read_timeout/],
    ["Segmentation fault (core dumped) in my C program", /-fsanitize=address/],
    ["ERROR: deadlock detected in Postgres", /40P01/],
    ["git push: ! [rejected] main -> main (non-fast-forward), why?", /git pull --rebase/],
  ])("%s", (prompt, answer) => {
    const reply = errorMessageReply(prompt);
    expect(reply, prompt).toMatch(answer);
    expect(reply).toContain("**Usual causes**");
    expect(ask(prompt)).toBe(reply);
  });

  it("names what the message names: the property, the module, the port", () => {
    expect(errorMessageReply("Cannot read properties of undefined (reading 'email')")).toContain("data?.email");
    expect(errorMessageReply("ModuleNotFoundError: No module named 'requests'")).toContain("python -m pip install requests");
    expect(errorMessageReply("EADDRINUSE: address already in use 127.0.0.1:4000")).toContain("kill $(lsof -t -i :4000)");
  });

  it.each([
    "How do I fix this error when parsing CSV files: ECONNRESET (#1)",
    "How do I fix this error when saving users: TypeError: cannot read properties of undefined (#2)",
    "How do I fix this error when loading images: segmentation fault (core dumped) (#3)",
    "How do I fix this error when syncing orders: deadlock detected (#4)",
    "How do I fix this error when uploading files: 413 Payload Too Large (#5)",
  ])("answers the bench's %j", (prompt) => {
    expect(ask(prompt)).toMatch(/^(?:\*\*HTTP 413 Payload Too Large\*\*\n\n)?\*\*What it means\*\*/);
  });

  it.each([
    "Write a blog post about our 404 page",
    "Why is love not defined by money?",
    "My dog failed to fetch the ball, why?",
    "Write a 500 word essay about error handling",
    "Fix this code: ```js\nconst x = data.map(d => d.id)\n``` TypeError: data.map is not a function",
  ])("leaves %j to the modules that answer it", (prompt) => {
    expect(errorMessageReply(prompt)).toBeUndefined();
  });

  it("leaves code with a syntax problem to code-fixes.ts", () => {
    expect(ask("Fix this code: for (i = 0; i < 10; i++ { console.log(i) }")).toContain("for (let i = 0; i < 10; i++) {");
  });
});
