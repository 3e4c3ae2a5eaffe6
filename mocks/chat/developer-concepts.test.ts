import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { developerQuestionReply } from "./developer-questions.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const reply = (prompt: string): string => composeReply([{ role: "user", content: prompt }], seededRandom(1), knownReply);

describe("developer concepts asked by name", () => {
  it.each([
    ["What is the box model in CSS?", "**336px**"],
    ["What is the difference between margin and padding?", "**Vertical margins collapse**"],
    ["position absolute vs relative", "the **nearest positioned ancestor**"],
    ["relative vs absolute positioning in css", "the **nearest positioned ancestor**"],
    ["em vs rem", ".child  { font-size: 1.25em; }   /* 25px inside .parent: 1.25 × 20 */"],
    ["What is specificity in CSS?", "| IDs | `#header` | (1, 0, 0) |"],
    ["What is a media query?", "@media (min-width: 768px) {"],
    ["How do I make a div responsive?", "max-width: 960px;"],
    ["How do I vertically center text in CSS?", "align-items: center;      /* vertical */"],
    ["What is the this keyword in JavaScript?", "**Arrow functions have no `this` of their own**"],
    ["What is a callback function?", "repeat(3, (i) => console.log(\"run\", i));"],
    ["What is event bubbling?", "event.stopPropagation()"],
    ["What is the spread operator?", "const older = { ...user, age: 37 };"],
    ["What is destructuring in JavaScript?", "const [head, ...rest] = [10, 20, 30];"],
    ["What is optional chaining?", "const city = user.profile?.address?.city ?? \"Unknown\";"],
    ["How do I copy an array in JavaScript?", "const deep = structuredClone(users);"],
    ["What is the difference between == and is in Python?", "a is b   # False: two different lists"],
    ["How do I reverse a list in Python?", "backwards = numbers[::-1]"],
    ["What is a lambda in Python?", "sorted(users, key=lambda u: u[\"age\"])"],
    ["What is __init__ in Python?", "def __init__(self, name, email, active=True):"],
    ["What does if __name__ == '__main__' do?", "import greet         # prints nothing"],
    ["What is a primary key?", "**uniquely identifies each row**"],
    ["What is a foreign key?", "REFERENCES users (id) ON DELETE CASCADE"],
    ["WHERE vs HAVING", "HAVING SUM(total) > 1000"],
    ["What is an ORM?", "**N+1 problem**"],
    ["What is normalization in databases?", "**3NF**"],
    ["What is useContext?", "const theme = useContext(ThemeContext); // \"dark\""],
    ["What is Redux?", "configureStore"],
    ["What is prop drilling?", "**Composition**"],
    ["What is a custom hook?", "function useLocalStorage(key, initialValue) {"],
    ["What is CI/CD?", "- uses: actions/checkout@v4"],
    ["monolith vs microservices", "**modular monolith**"],
    ["What is a load balancer?", "**Health checks**"],
    ["What is caching?", "**cache-aside**"],
    ["What is Redis?", "ZADD leaderboard 1500 \"ada\""],
    ["What is GraphQL?", "commentCount"],
    ["What is TCP vs UDP?", "| Delivery | guaranteed: lost packets are resent | not guaranteed |"],
    ["What is a git rebase?", "git push --force-with-lease"],
    ["What is a pull request?", "gh pr create --fill"],
    ["What is a linked list?", "prepend(value) {           // O(1)"],
    ["What is a binary tree?", "def insert(root, value):"],
    ["Explain the difference between a stack and a queue", "queue.popleft()    # \"a\": the first one added"],
  ])("%s", (prompt, expected) => {
    expect(reply(prompt)).toContain(expected);
  });

  it.each(["What is a PR?", "What is a callback?", "What is normalization?", "absolute vs relative risk", "What is bubbling?", "What is AWS Lambda?", "Write a linked list in C"])(
    "leaves %s to the other replies",
    (prompt) => {
      expect(developerQuestionReply(prompt)).toBeUndefined();
    },
  );
});

describe("developer concepts: object-oriented design, HTTP, tooling and everyday JavaScript", () => {
  it.each([
    ["What is the difference between a class and an object?", "rex = Dog(\"Rex\")"],
    ["What is polymorphism?", "const shapes: Shape[] = [new Circle(1), new Square(2)];"],
    ["What is inheritance vs composition?", "**\"favour composition over inheritance\"**"],
    ["What are SOLID principles?", "**L — Liskov Substitution**"],
    ["What is the difference between PUT and PATCH?", "**`PATCH`** **changes only** the fields you send"],
    ["GET vs POST", "| Data goes in | the URL query string"],
    ["What is a 401 vs 403?", "**403 Forbidden** means the server **knows who you are, and you're not allowed**"],
    ["What is a Dockerfile?", "COPY package*.json ./"],
    ["How do I write a Dockerfile for a Node app?", "RUN npm ci --omit=dev"],
    ["What is an environment variable?", "process.env.PORT"],
    ["What is a .env file?", "node --env-file=.env server.js"],
    ["npm vs yarn vs pnpm", "| Lockfile | `package-lock.json` | `yarn.lock` | `pnpm-lock.yaml` |"],
    ["What is package-lock.json?", "npm ci          # installs exactly what the lock file says"],
    ["How do I convert a string to a number in JavaScript?", "Number(\"42px\");      // NaN"],
    ["How do I format a date in JavaScript?", "date.toLocaleDateString(\"en-US\", { dateStyle: \"long\" });   // \"March 15, 2024\""],
    ["How do I loop through an object in JavaScript?", "for (const [name, score] of Object.entries(scores)) {"],
    ["What is React Context vs Redux?", "| What it is | a way to **pass** a value down the tree |"],
    ["What is a higher-order component?", "function withLoading(Component) {"],
    ["What is a monorepo?", "pnpm-workspace.yaml"],
  ])("%s", (prompt, expected) => {
    expect(reply(prompt)).toContain(expected);
  });

  it.each(["What is solid?", "What is an object?", "What is the difference between a class and a struct?"])("leaves %s to the other replies", (prompt) => {
    expect(developerQuestionReply(prompt)).toBeUndefined();
  });
});

describe("network protocols that look alike each get their own answer", () => {
  it.each([
    ["What is TLS?", /^\*\*TLS\*\* \(Transport Layer Security\)/, /TLS 1\.3/],
    ["How does TLS work?", /^\*\*TLS\*\* \(Transport Layer Security\)/, /handshake/],
    ["what is ssl", /^\*\*SSL\*\* \(Secure Sockets Layer\)/, /insecure and deprecated/],
    ["SSL vs TLS", /^\*\*TLS\*\* is the successor of \*\*SSL\*\*/, /\| Versions \| 2\.0 \(1995\), 3\.0 \(1996\)/],
    ["What's the difference between TLS and SSL?", /^\*\*TLS\*\* is the successor of \*\*SSL\*\*/, /1\.3 \(2018\)/],
    ["What is SSH?", /^\*\*SSH\*\* \(Secure Shell\)/, /TCP port 22/],
    ["Explain SSH", /^\*\*SSH\*\* \(Secure Shell\)/, /authorized_keys/],
    ["What is DHCP?", /^\*\*DHCP\*\* \(Dynamic Host Configuration Protocol\)/, /\*\*DORA\*\*/],
    ["What is the difference between DNS and DHCP?", /^\*\*DHCP\*\* and \*\*DNS\*\*/, /which DNS servers to use/],
    ["DHCP vs DNS", /^\*\*DHCP\*\* and \*\*DNS\*\*/, /UDP ports 67 and 68/],
    ["What is HTTP/2?", /^\*\*HTTP\/2\*\* is the 2015 revision of HTTP/, /Multiplexing/],
    ["Explain HTTP2", /^\*\*HTTP\/2\*\* is the 2015 revision of HTTP/, /HPACK/],
    ["What is HTTP/3?", /^\*\*HTTP\/3\*\* is the newest version of HTTP/, /QUIC/],
    ["What is the difference between HTTP/1.1 and HTTP/2?", /^\*\*HTTP\/2\*\* carries the same requests and responses as \*\*HTTP\/1\.1\*\*/, /\*\*multiplexed\*\*/],
    ["http2 vs http1", /^\*\*HTTP\/2\*\* carries the same requests/, /HPACK/],
    ["TLS vs HTTPS", /^\*\*TLS\*\* is an encryption protocol; \*\*HTTPS\*\* is one use of it/, /port 443/],
    ["What is the difference between SSH and SSL?", /^\*\*SSH\*\* and \*\*SSL\*\* both encrypt a connection/, /known_hosts/],
    ["ssh vs tls", /^\*\*SSH\*\* and \*\*SSL\*\* both encrypt/, /\| Default port \| 22 \|/],
  ])("%s", (prompt, opening, detail) => {
    const answer = reply(prompt);
    expect(answer).toMatch(opening);
    expect(answer).toMatch(detail);
  });

  it.each(["What is HTTPS?", "How does HTTPS work?"])("%s keeps the HTTPS answer", (prompt) => {
    expect(reply(prompt)).toMatch(/^\*\*HTTPS\*\* is HTTP sent over an encrypted \*\*TLS\*\* connection/);
  });

  it.each(["TCP vs UDP", "What is the difference between UDP and TCP?"])("%s keeps its table", (prompt) => {
    expect(reply(prompt)).toMatch(/\| Connection \|/);
  });
});
