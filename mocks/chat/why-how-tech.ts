/**
 * Curated answers to the why- and how-questions about software and the web that developers try a
 * chat UI with ("How does DNS work?", "Why is my React component re-rendering?"). Each opens with
 * the direct answer; a debugging question ends with what to check, since the cause is in the
 * asker's code. "How does HTTPS work?" is answered in explanations.ts.
 */
import { about, asked, how, type CuratedAnswer } from "./why-how-questions.ts";

/** "in JavaScript", "in JS", "in React": where a question may say it is asked. */
const IN_JS = String.raw`(?:\s+in\s+(?:javascript|js|node(?:\.?js)?|the\s+browser|typescript))?`;

export const TECH_ANSWERS: readonly CuratedAnswer[] = [
  {
    asked: asked(about(String.raw`dns|dns\s+resolution|the\s+domain\s+name\s+system|domain\s+name\s+system`), how(String.raw`dns|the\s+dns|domain\s+name\s+system|dns\s+resolution|dns\s+lookups?|domain\s+names`), String.raw`how\s+does\s+(?:my\s+|a\s+|the\s+)?(?:browser|computer)\s+(?:find|know)\s+(?:the\s+)?(?:ip\s+address\s+(?:of|for)\s+)?(?:a\s+)?(?:website|domain)(?:'s\s+ip(?:\s+address)?)?`),
    answer: `DNS (the Domain Name System) is the internet's phone book: it turns a name like *example.com* into the **IP address** of the server that hosts it.

When you visit a site, the lookup goes roughly like this:

1. Your browser and operating system check their **caches**; if they looked the name up recently, they're done.
2. Otherwise they ask a **recursive resolver**, usually run by your internet provider or a public one like 1.1.1.1 or 8.8.8.8.
3. If the resolver doesn't have it cached, it asks a **root server**, which points it to the servers for the top-level domain (**.com**).
4. The **.com servers** point it to the domain's **authoritative name servers**.
5. The authoritative server answers with the record, for example an **A record** (IPv4 address) or **AAAA record** (IPv6).

The resolver returns the address to your browser and caches it for as long as the record's **TTL** (time to live) allows, so most lookups take a few milliseconds. DNS also holds other records, like **CNAME** (an alias), **MX** (mail servers) and **TXT** (verification and policies).`,
    simple: `Every website lives on a computer with a long number for an address, like a phone number. Numbers are hard to remember, so we use names like example.com instead. DNS is the internet's phone book: when you type a name, your computer looks it up in DNS, finds the number, and then it knows where to go.`,
  },
  {
    asked: asked(
      String.raw`why\s+(?:is|does|do|are)\s+(?:my|a|the|this)\s+(?:react\s+)?(?:component|components|app|page|hook|useeffect)\s+(?:keep\s+)?(?:re-?render(?:ing|s)?|rendering\s+(?:twice|so\s+often|multiple\s+times|too\s+(?:much|often)|again)|render\s+(?:twice|so\s+often|multiple\s+times|too\s+(?:much|often)|again)|keeps?\s+re-?rendering|running\s+twice|run\s+twice|runs\s+twice)(?:\s+in\s+react)?(?:\s+(?:so\s+much|so\s+often|twice|all\s+the\s+time|constantly|infinitely))?`,
      String.raw`why\s+(?:does|do)\s+(?:a\s+)?react\s+(?:component|components)\s+re-?render`,
      String.raw`(?:what\s+causes|when\s+does)\s+(?:a\s+)?(?:react\s+)?(?:component\s+(?:to\s+)?)?re-?renders?(?:\s+in\s+react)?`,
      String.raw`how\s+do\s+(?:i|you)\s+(?:stop|prevent|avoid)\s+(?:unnecessary\s+)?re-?renders(?:\s+in\s+react)?`,
    ),
    answer: `A React component re-renders for one of three reasons: **its state changed**, **its parent re-rendered**, or **a context it reads changed**. Unexpected re-renders almost always come from one of these happening more often than you think.

Common culprits:

- **New objects, arrays or functions on every render.** \`style={{ margin: 0 }}\`, \`items={list.filter(...)}\` or \`onClick={() => ...}\` create a new value each time, so \`React.memo\` and dependency arrays see a "change" every render.
- **A context value built inline.** \`<Ctx.Provider value={{ user, setUser }}>\` gives every consumer a new object on each render of the provider.
- **Effects that set state.** A \`useEffect\` that updates state, with a dependency that changes every render (or no dependency array), causes a loop.
- **Changing keys.** A \`key\` that changes (like \`Math.random()\` or an index in a reordered list) remounts the component instead of updating it.
- **Strict Mode.** In development, React deliberately renders components and runs effects twice to surface bugs; this doesn't happen in production.

What to check: open **React DevTools → Profiler**, turn on "Record why each component rendered", and look at what changed. Then stabilise values with \`useMemo\`/\`useCallback\`, wrap expensive children in \`React.memo\`, or move state down closer to where it's used. Remember that a re-render isn't necessarily slow: React only touches the DOM where the output actually changed.`,
  },
  {
    asked: asked(about(String.raw`garbage\s+collection(?:\s+in\s+(?:javascript|js|java|python|go|c#))?`), how(String.raw`garbage\s+collection|garbage\s+collectors?|(?:the\s+)?gc|automatic\s+memory\s+management|memory\s+management`, String.raw`works?`), how(String.raw`garbage\s+collection|garbage\s+collectors?`, String.raw`works?\s+in\s+(?:javascript|js|java|python|go|c#|\.net|v8|the\s+jvm)`)),
    answer: `Garbage collection automatically frees memory your program can no longer use, by finding the objects that can't be reached from the running code and reclaiming them.

The key idea is **reachability**. The collector starts from the **roots**, such as global variables and the local variables of the functions currently running, and follows every reference from them. Anything it can reach is alive; anything it can't is garbage, because the program has no way to use it again.

- **Mark and sweep:** mark everything reachable from the roots, then sweep through memory and free what wasn't marked. Cycles of objects that only point to each other are collected too.
- **Generational collection:** most objects die young, so engines like V8 (JavaScript) and the JVM split memory into a **young generation**, collected often and cheaply, and an **old generation** for survivors, collected less often.
- **Reference counting:** some languages (Python, Swift) count references to each object and free it when the count hits zero; Python adds a cycle detector for the cases counting misses.

Modern collectors do much of the work incrementally or in parallel to keep pauses short. You can still leak memory in a garbage-collected language by keeping references you no longer need: forgotten event listeners, timers, caches and growing global maps are the usual suspects.`,
  },
  {
    asked: asked(about(String.raw`(?:a\s+)?hash\s*(?:maps?|tables?)|hashmaps?|hashtables?`), how(String.raw`hash\s*maps?|hash\s*tables?|hashmaps?|hashtables?|dictionar(?:y|ies)|dicts?|python\s+dict(?:ionarie)?s?|javascript\s+maps?|hashing`, String.raw`works?(?:\s+(?:internally|under\s+the\s+hood))?(?:\s+in\s+(?:java|python|javascript|js|c#|go|c\+\+))?`), String.raw`why\s+(?:is|are)\s+(?:a\s+)?hash\s*(?:map|table)s?\s+(?:lookups?\s+)?(?:o\(1\)|so\s+fast|fast)`),
    answer: `A hash map stores key-value pairs in an array of **buckets**, and uses a **hash function** to turn each key directly into the index of the bucket where it belongs, so lookups don't need to search.

1. **Hash the key:** a hash function turns the key (say \`"apple"\`) into a large integer. The same key always gives the same number.
2. **Pick a bucket:** the number is reduced to an index in the array, for example \`hash % capacity\`.
3. **Store or find** the pair in that bucket.

Two different keys can land in the same bucket, a **collision**. Hash maps handle it either by **chaining** (each bucket holds a small list of pairs) or by **open addressing** (try the next free slot by a fixed rule). On lookup, the keys in the bucket are compared for equality.

When the map gets too full (its **load factor**, entries per bucket, passes a threshold such as 0.75), it allocates a bigger array, typically twice the size, and **rehashes** every entry into it. This keeps buckets short, so insert, lookup and delete take **O(1)** time on average. The worst case is O(n), if many keys collide, which a good hash function makes very unlikely. JavaScript's \`Map\`, Python's \`dict\` and Java's \`HashMap\` all work this way.`,
  },
  {
    asked: asked(about(String.raw`(?:javascript\s+|js\s+|node(?:\.?js)?\s+)?event\s+loop${IN_JS}`), how(String.raw`(?:the\s+)?(?:javascript\s+|js\s+|node(?:\.?js)?\s+|browser\s+)?event\s+loop`, String.raw`works?${IN_JS}`), how(String.raw`(?:javascript|js)\s+event\s+loop|event\s+loop\s+in\s+(?:javascript|js|node(?:\.?js)?)`), String.raw`how\s+(?:is|can)\s+(?:javascript|js)\s+(?:asynchronous|async|non-?blocking)\s+if\s+it(?:'s|\s+is)\s+single[-\s]threaded`),
    answer: `The event loop is how JavaScript, which runs your code on a **single thread**, handles timers, network requests and user events without blocking: slow work happens elsewhere, and its callbacks are queued to run on the main thread when it's free.

- **Call stack:** your code runs here, one function at a time, to completion.
- **Web APIs / Node APIs:** \`setTimeout\`, \`fetch\`, file reads and event listeners are handled by the browser or Node outside your JavaScript. When they finish, they queue a callback.
- **Task queue (macrotasks):** timer callbacks, I/O callbacks and UI events.
- **Microtask queue:** promise callbacks (\`.then\`, code after \`await\`) and \`queueMicrotask\`.

The loop repeats: when the call stack is empty, it runs **all** pending microtasks, then takes **one** task from the task queue, and (in a browser) may render the page in between.

\`\`\`javascript
console.log("1");
setTimeout(() => console.log("2"), 0);
Promise.resolve().then(() => console.log("3"));
console.log("4");
// 1, 4, 3, 2
\`\`\`

That's also why a long-running loop freezes the page: while the stack is busy, nothing else, not even a click handler or a repaint, gets a turn.`,
  },
  {
    asked: asked(
      String.raw`why\s+(?:is|does|do)\s+0?\.1\s*\+\s*0?\.2\s*(?:not\s+(?:equal|equals|=|==|===)\s*(?:to\s+)?0?\.3|(?:!=|!==|≠)\s*0?\.3|(?:equal|equals|=|==|give|gives|return|returns)\s+0?\.30000000000000004)${IN_JS}`,
      String.raw`why\s+(?:is|does|do)\s+0?\.1\s*\+\s*0?\.2\s*(?:==|===)\s*0?\.3\s+(?:return\s+)?false${IN_JS}`,
      String.raw`why\s+(?:are|is)\s+floating[-\s]point\s+(?:numbers|math|arithmetic)\s+(?:so\s+)?(?:inaccurate|imprecise|wrong|weird)`,
      String.raw`how\s+(?:does|do)\s+floating[-\s]point(?:\s+numbers|\s+arithmetic)?\s+work`,
    ),
    answer: `\`0.1 + 0.2\` isn't exactly \`0.3\` because computers store these numbers in **binary floating point** (IEEE 754), and neither 0.1 nor 0.2 can be represented exactly in binary, just as 1/3 can't be written exactly in decimal (0.333…).

Each is stored as the nearest value a 64-bit double can hold, slightly off from the real number. Adding the two tiny errors gives a result that's the double just above 0.3:

\`\`\`javascript
0.1 + 0.2;          // 0.30000000000000004
0.1 + 0.2 === 0.3;  // false
\`\`\`

This isn't a JavaScript bug: Python, Java, C and nearly every language give the same result, because they use the same hardware number format. What to do instead:

- **Compare with a tolerance:** \`Math.abs(a - b) < Number.EPSILON\` (or a tolerance that suits your values).
- **Round for display:** \`(0.1 + 0.2).toFixed(2)\` gives \`"0.30"\`.
- **Use integers for money:** store cents (\`10 + 20 = 30\`), or use a decimal type (Python's \`decimal\`, Java's \`BigDecimal\`, a decimal library in JavaScript).`,
  },
  {
    asked: asked(how(String.raw`cpus?|a\s+cpu|processors?|a\s+processor|computer\s+processors?|microprocessors?|computer\s+chips?|the\s+cpu`, String.raw`works?|processes?\s+(?:data|information|instructions)|executes?\s+(?:code|instructions)`), String.raw`how\s+do\s+computers\s+(?:work|run\s+(?:code|programs)|process\s+(?:data|information))`, String.raw`what\s+does\s+(?:a\s+|the\s+)?cpu\s+(?:actually\s+)?do`),
    answer: `A CPU (central processing unit) runs programs by repeating one simple cycle billions of times a second: **fetch** an instruction from memory, **decode** what it means, and **execute** it.

- **Fetch:** the CPU reads the next instruction from memory, at the address kept in a register called the program counter.
- **Decode:** the control unit works out what the instruction asks for: add two numbers, load a value from memory, compare, jump to another instruction.
- **Execute:** the **arithmetic logic unit** (ALU) does the maths or logic, and the result is written to a **register** (tiny, very fast storage inside the CPU) or back to memory.

A **clock** keeps everything in step; a 3 GHz CPU ticks 3 billion times a second. All of this is built from billions of **transistors**, microscopic switches combined into logic gates.

Modern CPUs add many tricks to go faster: several **cores** that run programs in parallel, **caches** that keep recently used data close by, **pipelining** (working on several instructions at different stages at once) and **branch prediction** (guessing which way an \`if\` will go and starting on it early).`,
  },
  {
    asked: asked(about(String.raw`(?:a\s+)?neural\s+networks?|deep\s+learning`), how(String.raw`neural\s+networks?|neural\s+nets?|deep\s+learning|artificial\s+neural\s+networks?`, String.raw`works?|learns?|are\s+trained`), String.raw`how\s+(?:does|do)\s+(?:a\s+)?(?:neural\s+networks?|deep\s+learning\s+models?)\s+learn`),
    answer: `A neural network is a stack of layers of simple units ("neurons") that turn inputs into outputs; it **learns** by repeatedly adjusting the strengths of the connections between them to reduce its mistakes on examples.

**How it computes.** Each neuron takes the numbers from the previous layer, multiplies each by a **weight**, adds them up with a **bias**, and passes the result through a simple non-linear **activation function** (such as ReLU). The first layer takes the input (pixels, words turned into numbers), hidden layers transform it, and the last layer produces the output, such as the probability that an image shows a cat.

**How it learns.**

1. **Forward pass:** run an example through the network and get a prediction.
2. **Loss:** measure how wrong it was with a loss function.
3. **Backpropagation:** work out, for every weight, how much a small change would reduce the loss (its gradient).
4. **Gradient descent:** nudge every weight a little in that direction.

Repeated over millions of examples, the network ends up with weights that capture useful patterns. Nobody programs those patterns in; they emerge from training, which is why deep networks can recognise faces or translate text, and also why it's hard to explain exactly what they've learned.`,
    simple: `A neural network is a computer program that learns a bit like a brain does. It's made of lots of tiny number-passing helpers, joined up in rows. You show it an example, like a picture of a dog, and it makes a guess. If the guess is wrong, every little helper changes a tiny bit so the next guess is better. After millions of examples, the whole network gets really good at spotting dogs, all by itself.`,
  },
  {
    asked: asked(about(String.raw`chatgpt|(?:an?\s+)?large\s+language\s+models?|(?:an?\s+)?llms?`), how(String.raw`chatgpt|gpt(?:-?\d)?|large\s+language\s+models?|llms?|language\s+models?|ai\s+chatbots?|chatbots?|you|claude|gemini|ai\s+models?|generative\s+ai`, String.raw`works?|generates?\s+(?:text|answers)|knows?\s+things|writes?`), String.raw`how\s+does\s+ai\s+(?:work|generate\s+text)`),
    answer: `Large language models like ChatGPT work by **predicting the next piece of text**: given everything written so far, the model estimates which token (a word or part of a word) is most likely to come next, adds one, and repeats.

- **Training:** a huge neural network, a **transformer**, is trained on an enormous amount of text to predict the next token. To get good at that, it has to pick up grammar, facts, reasoning patterns and styles of writing, all stored implicitly in billions of numerical weights.
- **Attention:** the transformer's key mechanism lets each position in the text weigh how relevant every earlier word is, so the model can keep track of context across long passages.
- **Fine-tuning:** the raw model is then trained further on examples of helpful conversations and on human ratings of its answers (reinforcement learning from human feedback), which turns a text predictor into an assistant.
- **Generating:** when you chat, it produces the reply one token at a time, with a little randomness so answers aren't always identical.

It doesn't look things up unless it's given a tool like search, and it has no built-in check on truth, so it can state wrong things confidently ("hallucinate"). Its knowledge also stops at its training cutoff.`,
    simple: `ChatGPT has read a gigantic amount of writing, more than any person could read in thousands of lifetimes. From all that reading, it got really good at one game: guessing which word comes next. When you ask it something, it writes the answer one word at a time, each time picking a word that fits well after the ones before. It's very good at sounding right, but it doesn't always know what's true, so it can make mistakes.`,
  },
  {
    asked: asked(about(String.raw`encryption|public[-\s]key\s+(?:encryption|cryptography)|end[-\s]to[-\s]end\s+encryption`), how(String.raw`encryption|data\s+encryption|public[-\s]key\s+(?:encryption|cryptography)|asymmetric\s+encryption|end[-\s]to[-\s]end\s+encryption|cryptography|rsa|aes`)),
    answer: `Encryption scrambles data with a mathematical algorithm and a **key**, so that only someone with the right key can turn it back into readable form.

- **Symmetric encryption** (for example **AES**) uses the same secret key to encrypt and decrypt. It's very fast and used for nearly all bulk data, but both sides need the key, and sharing it safely is the hard part.
- **Asymmetric or public-key encryption** (for example **RSA** or **elliptic-curve** cryptography) uses a key pair: a **public key** that anyone can use to encrypt a message, and a **private key**, kept secret, that's the only way to decrypt it. The same key pairs also make **digital signatures**, proving who sent something.

In practice the two are combined. HTTPS, messaging apps and VPNs use public-key cryptography to agree on a fresh symmetric key securely, then use fast symmetric encryption for the actual data. **End-to-end encryption** means only the two endpoints hold the keys, so even the service in between can't read your messages.

Good encryption doesn't rely on the method being secret; the algorithms are public and well studied. Its security comes from the key, and from maths problems, like factoring very large numbers, that are infeasible to solve without it.`,
    simple: `Encryption is like writing a message in a secret code that only your best friend knows how to read. If someone else grabs the note, it just looks like nonsense to them. Your phone and computer do this all the time, with super-hard codes, so that your messages and passwords stay secret as they travel across the internet.`,
  },
  {
    asked: asked(String.raw`what\s+happens\s+when\s+(?:you|i|we)\s+(?:type|enter|put)\s+(?:a\s+|an\s+)?(?:url|web\s+address|website(?:\s+address)?|(?:google|example)\.com)\s+(?:in(?:to)?|in\s+to)\s+(?:a\s+|the\s+|your\s+|my\s+)?(?:browser|address\s+bar)(?:\s+and\s+press\s+enter)?`, how(String.raw`(?:a\s+)?(?:web\s+)?browsers?|websites?|web\s+pages?|the\s+web\s+browser`, String.raw`works?|loads?(?:\s+a\s+(?:page|website))?`)),
    answer: `When you type a URL and press Enter, the browser finds the server, opens a secure connection, asks for the page, and then turns the response into pixels. In order:

1. **Parse the URL** into its parts: scheme (\`https\`), host (\`example.com\`), path (\`/about\`).
2. **DNS lookup:** find the server's IP address, from a cache or by asking DNS resolvers.
3. **Connect:** open a TCP connection to the server (or QUIC for HTTP/3), then do a **TLS handshake** to check the site's certificate and set up encryption.
4. **Send the HTTP request:** \`GET /about\` with headers such as cookies and accepted languages.
5. **The server responds** with a status code (\`200 OK\`, a redirect, \`404\`) and usually HTML.
6. **Render:** the browser parses the HTML into the **DOM**, fetches the CSS, JavaScript and images it references, builds the styles, works out the layout (where everything goes), and **paints** it on screen. JavaScript runs and can change the page after that.

Caching can skip several of these steps: the DNS answer, the connection, or the files themselves may already be stored from an earlier visit.`,
  },
  {
    asked: asked(about(String.raw`git|version\s+control`), how(String.raw`git|git\s+branches|git\s+branching|version\s+control|git\s+commits`, String.raw`works?(?:\s+(?:internally|under\s+the\s+hood))?`)),
    answer: `Git tracks a project as a series of **snapshots**: each commit records what all your tracked files looked like at that moment, plus a pointer to the commit before it.

- **Commits:** a commit stores a snapshot of the project, your message, the author and the **parent** commit(s). Git identifies everything by a hash of its content, so unchanged files aren't stored again, and history can't be silently altered.
- **Branches** are just lightweight, movable labels pointing at a commit. When you commit on a branch, its label moves forward to the new commit. **HEAD** marks where you currently are.
- **The staging area** (the index) is where you assemble the next commit: \`git add\` puts changes there, and \`git commit\` records them.
- **Merging** combines two lines of history, creating a merge commit with two parents (or just moving the label forward if one branch is ahead). **Rebasing** replays your commits on top of another branch instead.
- **It's distributed:** every clone has the full history. \`git push\` and \`git pull\` exchange commits with a remote like GitHub, and you can do almost everything else offline.`,
    simple: `Git is like a save button for a whole project that remembers every save. Each time you save with Git, it takes a snapshot of all your files and writes a little note about what changed. If something goes wrong, you can go back to any earlier snapshot. And a whole team can work on the same project at once, each on their own copy, and then Git helps put everyone's changes back together.`,
  },
  {
    asked: asked(about(String.raw`cors|cross[-\s]origin\s+resource\s+sharing|a\s+cors\s+error|the\s+same[-\s]origin\s+policy|a\s+preflight\s+request`), how(String.raw`cors|cross[-\s]origin\s+resource\s+sharing|the\s+same[-\s]origin\s+policy|preflight\s+requests?`), String.raw`why\s+(?:am\s+i|do\s+i\s+keep)\s+getting\s+(?:a\s+|this\s+)?cors\s+errors?`, String.raw`why\s+(?:do\s+i\s+get|does\s+my\s+(?:fetch|request|api\s+call)\s+(?:fail\s+with|give|throw))\s+(?:a\s+)?cors\s+errors?`, String.raw`what\s+causes\s+(?:a\s+)?cors\s+errors?`, String.raw`how\s+(?:do\s+i|to|can\s+i)\s+fix\s+(?:a\s+|the\s+|this\s+)?cors\s+errors?`),
    answer: `CORS (Cross-Origin Resource Sharing) is how a server tells the browser that JavaScript from another origin is allowed to read its responses. A CORS error means the server didn't say so.

Browsers enforce the **same-origin policy**: a page from \`https://app.example.com\` can't read responses from \`https://api.other.com\` unless that server opts in. (An origin is the scheme, host and port together, so \`localhost:3000\` and \`localhost:8080\` are different origins.)

- For a **simple request** (a GET, or a POST with a form content type), the browser sends it with an \`Origin\` header and only lets your code read the response if it comes back with a matching **\`Access-Control-Allow-Origin\`** header.
- For other requests (JSON bodies, custom headers like \`Authorization\`, PUT or DELETE), the browser first sends a **preflight** \`OPTIONS\` request, and the server must answer with \`Access-Control-Allow-Methods\` and \`Access-Control-Allow-Headers\` that cover the real request.

How to fix an error: it's fixed **on the server**, not in your frontend code. Configure the API to send the right headers for your origin (most frameworks have CORS middleware), or in development route requests through your dev server's proxy so they're same-origin. \`curl\` and Postman never show CORS errors because only browsers enforce it.`,
  },
  {
    asked: asked(about(String.raw`(?:a\s+)?blockchain|bitcoin|crypto(?:currency|currencies)?`), how(String.raw`(?:a\s+|the\s+)?blockchains?|blockchain\s+technology|bitcoin|crypto(?:currency|currencies)?|ethereum|bitcoin\s+mining|crypto\s+mining`)),
    answer: `A blockchain is a shared record of transactions that many computers keep copies of, arranged as a chain of blocks in which each block includes a cryptographic fingerprint (hash) of the one before it.

- **Blocks:** transactions are grouped into blocks. Each block contains the **hash of the previous block**, so changing anything in an old block would change its hash and break every link after it, making tampering obvious.
- **Many copies:** thousands of independent computers (nodes) hold the full chain and check every new block against the rules, so there's no central authority to trust or to attack.
- **Consensus:** the network needs a way to agree on which block comes next. **Proof of work** (Bitcoin) has miners compete to solve a costly computational puzzle; the winner adds the block and earns a reward. **Proof of stake** (Ethereum since 2022) picks validators who have locked up coins as collateral, and they lose them if they cheat.

Rewriting history would require redoing the work of every later block faster than the rest of the network (or controlling most of the stake), which is why confirmed transactions are considered permanent. The trade-offs are speed, cost and, for proof of work, a lot of electricity.`,
    simple: `Imagine a notebook that everyone in your class has a copy of. Every time someone trades a sticker, everybody writes it down in their own notebook. If one kid tries to cheat and changes their notebook, everyone else's notebooks show it's wrong, so nobody can cheat. A blockchain is that notebook, kept by lots of computers instead of kids, and it's how money like Bitcoin keeps track of who owns what.`,
  },
  {
    asked: asked(about(String.raw`(?:a\s+)?compiler`), how(String.raw`compilers?|a\s+compiler|interpreters?|programming\s+languages?`, String.raw`works?|runs?`), String.raw`how\s+does\s+(?:code|a\s+program)\s+(?:get\s+)?(?:turned|converted|translated)\s+into\s+machine\s+code`),
    answer: `A compiler translates source code written by people into a lower-level form a machine can run, such as machine code or bytecode, in a series of stages:

1. **Lexing:** the text is split into **tokens**: keywords, names, numbers, operators.
2. **Parsing:** the tokens are arranged into an **abstract syntax tree** (AST) according to the language's grammar; this is where syntax errors are caught.
3. **Semantic analysis:** the compiler checks meaning: are the names declared, do the types match?
4. **Optimisation:** the program is turned into an **intermediate representation** and improved: removing unused code, folding constants, inlining small functions.
5. **Code generation:** the result is emitted as machine code for a specific processor, or as bytecode for a virtual machine (Java, C#).

An **interpreter** instead executes the program more or less directly, without producing a separate executable. Many modern runtimes mix the two: JavaScript engines like V8 and the JVM start by interpreting and **JIT-compile** (just in time) the parts that run most often into fast machine code.`,
  },
  {
    asked: asked(about(String.raw`oauth(?:\s*2(?:\.0)?)?`), how(String.raw`oauth(?:\s*2(?:\.0)?)?|oauth\s+login|sign\s+in\s+with\s+google|social\s+login|single\s+sign[-\s]on|sso|openid\s+connect`)),
    answer: `OAuth 2.0 lets an app access your data on another service (or log you in with it) **without ever seeing your password**: the service gives the app a limited-use **access token** instead.

The most common flow, the **authorization code flow**:

1. You click "Sign in with Google" and the app **redirects** you to Google's authorization server.
2. You log in **on Google's site** and approve what the app asks for (its **scopes**, like "read your email address").
3. Google redirects back to the app with a short-lived **authorization code**.
4. The app's backend **exchanges the code** for an **access token** (and often a **refresh token**), proving it's the real app with its client secret or, for browser and mobile apps, a **PKCE** code verifier.
5. The app calls the API with the access token; when it expires, the refresh token gets a new one.

OAuth itself is about **authorization** (what the app may do). Logging in uses **OpenID Connect**, a layer on top that also returns an **ID token** saying who you are.`,
  },
  {
    asked: asked(about(String.raw`(?:a\s+)?jwts?|(?:a\s+)?json\s+web\s+tokens?`), how(String.raw`jwts?|json\s+web\s+tokens?|jwt\s+(?:authentication|auth|tokens?)|token[-\s]based\s+auth(?:entication)?`)),
    answer: `A JWT (JSON Web Token) is a signed, self-contained token: it carries claims about a user in readable JSON, plus a signature that proves the server issued it and nobody changed it.

It has three parts, each base64url-encoded and joined by dots: \`header.payload.signature\`.

- **Header:** the signing algorithm, such as \`HS256\` (a shared secret) or \`RS256\` (a private/public key pair).
- **Payload:** the **claims**, such as the user id (\`sub\`), roles, and the expiry time (\`exp\`).
- **Signature:** computed over the header and payload with the server's secret or private key.

The flow: after you log in, the server issues a JWT; the client sends it with each request, usually as \`Authorization: Bearer <token>\`; the server **verifies the signature** and checks the expiry, with no session lookup needed. That makes JWTs convenient across services.

Two things to remember: the payload is **encoded, not encrypted**, so anyone holding the token can read it (never put secrets in it); and a token can't easily be revoked before it expires, so keep access tokens short-lived and pair them with refresh tokens.`,
  },
  {
    asked: asked(about(String.raw`docker|(?:a\s+)?docker\s+containers?`), how(String.raw`docker|docker\s+containers?|containers?|containeri[sz]ation`)),
    answer: `Docker packages an application together with everything it needs to run (code, runtime, libraries, settings) into an **image**, and runs that image as an isolated process called a **container**.

- **Images** are built from a \`Dockerfile\`, a recipe of steps like "start from \`node:20\`, copy the code, run \`npm ci\`". Each step creates a cached, read-only **layer**, so rebuilds and downloads only touch what changed.
- **Containers** are running instances of an image. They're ordinary processes on the host, isolated by **Linux kernel** features: **namespaces** give each container its own view of files, processes and network, and **cgroups** limit its CPU and memory.
- **Registries** like Docker Hub store and share images, so the same image runs identically on a laptop, a CI server and production.

Because containers share the host's kernel instead of booting a whole operating system, they start in seconds and are much lighter than virtual machines. (On macOS and Windows, Docker runs a small Linux VM behind the scenes for this.) Orchestrators like **Kubernetes** then run and manage many containers across many machines: scheduling them, restarting failed ones and scaling them up and down.`,
  },
  {
    asked: asked(about(String.raw`(?:the\s+)?virtual\s+dom(?:\s+in\s+react)?|react'?s\s+virtual\s+dom|reconciliation\s+in\s+react`), how(String.raw`(?:the\s+)?virtual\s+dom|vdom|react'?s\s+virtual\s+dom|react\s+reconciliation|reconciliation(?:\s+in\s+react)?|react|react\s+rendering`, String.raw`works?(?:\s+in\s+react)?(?:\s+under\s+the\s+hood)?`)),
    answer: `React keeps a lightweight description of your UI in JavaScript, the **virtual DOM**, and when data changes it works out the smallest set of changes to make to the real page.

1. **Render:** your components return elements, plain objects describing what should be on screen (\`{ type: "button", props: { children: "Save" } }\`).
2. **Re-render on change:** when state or props change, React calls the affected components again to get a new tree.
3. **Reconcile (diff):** React compares the new tree with the previous one. Elements of a different type are replaced; same-type elements have only their changed attributes updated; list items are matched by their **\`key\`**.
4. **Commit:** React applies just those changes to the real DOM, in one batch.

The point isn't that the virtual DOM is faster than carefully hand-written DOM updates; it's that you can describe the UI declaratively ("for this state, show this") and still get efficient updates without writing them yourself. Stable, unique keys in lists matter because they let React match items correctly when they move.`,
  },
  {
    asked: asked(about(String.raw`wi-?fi|wifi|wireless\s+internet`), how(String.raw`wi-?fi|wifi|wireless\s+internet|wireless\s+networks?|routers?|a\s+router|wi-?fi\s+routers?`)),
    answer: `Wi-Fi sends data between your devices and a **router** using radio waves, following a family of standards called **IEEE 802.11**.

- The **router** is connected to the internet by cable (fibre, DSL or cable modem). It converts that connection to radio and back.
- Data is turned into radio signals in the **2.4 GHz, 5 GHz** and (with Wi-Fi 6E and 7) **6 GHz** bands, by varying the waves in ways the receiver can decode into bits. Your phone's or laptop's wireless chip does the same in reverse.
- Each band is split into **channels**, and devices take turns to transmit so they don't talk over each other.
- **WPA2 or WPA3** encryption scrambles the traffic, which is why a network needs a password.

The bands trade range for speed: 2.4 GHz travels farther and through walls better, while 5 and 6 GHz are faster but have shorter range. Thick walls, floors, microwaves and neighbouring networks on the same channel all reduce the signal, which is why mesh systems add extra access points around a home.`,
    simple: `Wi-Fi is a way for your tablet or phone to talk to the internet without any wires. A box in your home, called a router, is connected to the internet by a cable. It sends and catches invisible radio waves, a bit like a walkie-talkie, and your tablet sends and catches them too. That's how your video travels through the air from the box to your screen!`,
  },
  {
    asked: asked(about(String.raw`(?:browser|http|web|internet|website)\s+cookies|cookies\s+(?:in\s+(?:a\s+|the\s+)?browsers?|on\s+(?:a\s+)?websites?)`), how(String.raw`(?:browser\s+|http\s+|web\s+)?cookies|session\s+cookies|sessions|web\s+sessions|login\s+sessions`)),
    answer: `Cookies are small pieces of data a website asks your browser to store and send back on every later request to that site, which is how a site remembers you between pages.

1. The server sends a response with a header such as \`Set-Cookie: session=abc123; HttpOnly; Secure; SameSite=Lax\`.
2. The browser stores it for that domain.
3. On every following request to that domain, the browser sends it back in a \`Cookie: session=abc123\` header, and the server can look up who you are.

Their attributes control how they behave:

- **\`Expires\` / \`Max-Age\`:** how long the cookie lasts; without them it's deleted when the browser session ends.
- **\`HttpOnly\`:** JavaScript can't read it, which protects session cookies from XSS attacks.
- **\`Secure\`:** only sent over HTTPS.
- **\`SameSite\`:** whether it's sent on requests coming from other sites, a defence against CSRF.

Cookies are used for logins (session ids), preferences like language, shopping carts, and tracking. **Third-party cookies**, set by other domains embedded in a page, are what ad trackers rely on, and browsers increasingly block them.`,
    simple: `A cookie is a tiny note a website asks your browser to keep, like a name sticker. The next time you visit, your browser shows the website its note, so the website remembers you: that you're logged in, what's in your shopping basket, or which language you like. Some cookies also help companies see which websites you visit, which is why sites ask whether you're OK with them.`,
  },
  {
    asked: asked(about(String.raw`(?:a\s+)?binary\s+search(?:\s+algorithm)?`), how(String.raw`binary\s+search(?:\s+algorithm)?|a\s+binary\s+search`)),
    answer: `Binary search finds an item in a **sorted** list by repeatedly checking the middle element and throwing away the half that can't contain the target.

1. Look at the middle element.
2. If it's the target, you're done.
3. If the target is smaller, repeat on the left half; if larger, on the right half.
4. If the range becomes empty, the target isn't there.

\`\`\`javascript
function binarySearch(sorted, target) {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = Math.floor((low + high) / 2);
    if (sorted[mid] === target) return mid;
    if (sorted[mid] < target) low = mid + 1;
    else high = mid - 1;
  }
  return -1; // not found
}

binarySearch([2, 5, 8, 12, 16, 23, 38], 23); // 5
\`\`\`

Because each step halves the search space, it takes **O(log n)** steps: about 20 comparisons for a million items, and about 30 for a billion, versus up to a billion for checking one by one. The list must be sorted, though, and sorting costs O(n log n), so it pays off when you search the same data many times.`,
  },
  {
    asked: asked(about(String.raw`(?:a\s+)?(?:database|sql|db)\s+index(?:es|ing)?`), how(String.raw`(?:database\s+|sql\s+|db\s+)?index(?:es|ing)?|database\s+indexes|indexes\s+in\s+(?:a\s+)?(?:database|sql|postgres(?:ql)?|mysql)|b-?trees?`, String.raw`works?|speeds?\s+up\s+queries|make\s+queries\s+faster|makes?\s+queries\s+faster`), String.raw`why\s+(?:do|does)\s+(?:an?\s+)?(?:database\s+)?index(?:es)?\s+(?:speed\s+up|make)\s+(?:queries|sql)(?:\s+faster)?`),
    answer: `A database index works like the index at the back of a book: a separate, sorted structure that lets the database jump straight to the rows matching a value instead of reading the whole table.

- Most indexes are **B-trees** (strictly, B+ trees): balanced trees that keep the indexed column's values in sorted order, each entry pointing to where its row lives. Finding a value takes a few steps down the tree, **O(log n)**, even for millions of rows.
- Without an index, a query like \`WHERE email = 'ada@example.com'\` needs a **full table scan**, checking every row.
- Because the values are sorted, an index also speeds up range queries (\`WHERE created_at > ...\`) and \`ORDER BY\`.
- A **composite index** on \`(last_name, first_name)\` helps queries that filter on \`last_name\`, or on both, but not on \`first_name\` alone: column order matters.

Indexes aren't free: they take storage, and every \`INSERT\`, \`UPDATE\` and \`DELETE\` must update them too, so add them for the columns you actually filter, join and sort on. Use \`EXPLAIN\` to see whether a query uses an index.`,
  },
];
