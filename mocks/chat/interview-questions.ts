/**
 * Interview questions for a role: "Give me 5 interview questions for a React developer", "What
 * are some good interview questions for a product manager?", "common behavioral interview
 * questions". A model writes that many real questions for the role; a reply about "interview
 * questions" in general reads as a broken mock. The questions come best first, so asking for
 * three gives the three a hiring manager would pick; the count is honoured up to the table's ten.
 * Everyday roles (a nurse, a barista: interview-roles.ts) come before the technical ones; a role
 * neither knows is still named, with questions shaped to it ("What draws you to work as a pilot?")
 * before the behavioral ones, since the general questions alone read as if the role was not heard.
 */
import { countWord } from "./asked-count.ts";
import { EVERYDAY_ROLES, MANAGER_ROLE } from "./interview-roles.ts";

interface Role {
  /** Words that name the role in a prompt. */
  readonly named: RegExp;
  /** As the reply says it: "a React developer". */
  readonly shown: string;
  /** Ten questions, best first. */
  readonly questions: readonly string[];
}

const BEHAVIORAL: Role = {
  named: /\b(?:behaviou?ral|general|common|typical|standard|job|hr)\b/i,
  shown: "any role (behavioral questions)",
  questions: [
    "Tell me about yourself and what brought you to apply for this role.",
    "Tell me about a time you disagreed with a teammate. How did you handle it, and what happened?",
    "Describe a project you're proud of. What was your part in it?",
    "Tell me about a time you made a mistake at work. What did you do about it?",
    "Describe a situation where you had to meet a tight deadline. How did you prioritize?",
    "Tell me about a time you had to learn something new quickly.",
    "How do you handle feedback you don't agree with?",
    "Tell me about a time you went beyond what was asked of you.",
    "What kind of work environment helps you do your best work?",
    "Where would you like to be in your career in a few years, and how does this role fit?",
  ],
};

/** "a data analyst", "a data scientist": the data role as the prompt names it. */
const DATA_ROLE = /\bdata\s+(?:scientist|analyst|engineer)\b/i;

const TECH_ROLES: readonly Role[] = [
  {
    named: /\breact\b/i,
    shown: "a React developer",
    questions: [
      "What happens when a component's state changes? Walk me through how React re-renders and reconciles the DOM.",
      "When would you use `useEffect`, and what are common mistakes with its dependency array?",
      "Why do list items need a `key`, and what goes wrong if you use the array index?",
      "What's the difference between `useMemo`, `useCallback` and `React.memo`? When are they worth it?",
      "How do you decide where state should live: local state, lifted state, context or a library like Redux or Zustand?",
      "What's the difference between controlled and uncontrolled form inputs?",
      "How would you find and fix a component that re-renders too often?",
      "How do you fetch data in React, and how do you handle loading, errors and race conditions?",
      "What are Server Components, and how do they differ from client components?",
      "How do you test a React component? What would you test, and with which tools?",
    ],
  },
  {
    named: /\b(?:front[- ]?end|ui engineer|web developer)\b/i,
    shown: "a frontend developer",
    questions: [
      "What happens, step by step, between typing a URL into the browser and seeing the page?",
      "How would you make a slow web page load faster? Where would you start measuring?",
      "Explain the CSS box model, and the difference between flexbox and grid.",
      "How do you make a page accessible to keyboard and screen-reader users?",
      "What is CORS, and how would you fix a CORS error?",
      "How does the JavaScript event loop work? What's the difference between a microtask and a macrotask?",
      "How do you build a layout that works on mobile, tablet and desktop?",
      "How do you manage state in a large single-page app?",
      "What are the main web security risks on the frontend (XSS, CSRF), and how do you prevent them?",
      "How do you decide between client-side rendering, server-side rendering and static generation?",
    ],
  },
  {
    named: /\b(?:javascript|js|typescript|node(?:\.?js)?)\b/i,
    shown: "a JavaScript developer",
    questions: [
      "What is a closure? Give an example of where you'd use one.",
      "Explain the difference between `var`, `let` and `const`.",
      "How does `this` work in JavaScript, and how do arrow functions change it?",
      "What's the difference between `==` and `===`?",
      "How do promises and `async`/`await` work? How do you handle errors with them?",
      "Explain the event loop. Why does `setTimeout(fn, 0)` not run immediately?",
      "What's the difference between `null` and `undefined`?",
      "How does prototypal inheritance work, and how do classes relate to it?",
      "What are debouncing and throttling, and when would you use each?",
      "How would you deep-copy an object, and what are the pitfalls?",
    ],
  },
  {
    named: /\bpython\b|\bdjango\b|\bflask\b/i,
    shown: "a Python developer",
    questions: [
      "What's the difference between a list and a tuple, and when would you use each?",
      "How do Python's dictionaries work under the hood, and what can be a key?",
      "What are generators, and why would you use one instead of a list?",
      "Explain decorators and write a simple one, for example to time a function.",
      "What is the GIL, and how does it affect threading versus multiprocessing?",
      "What's the difference between `is` and `==`?",
      "Why is a mutable default argument like `def f(items=[])` a bug?",
      "How do you manage dependencies and virtual environments in a project?",
      "What are context managers and the `with` statement for?",
      "How would you find out why a Python program is slow?",
    ],
  },
  {
    named: /\b(?:back[- ]?end|server[- ]side|api developer)\b/i,
    shown: "a backend developer",
    questions: [
      "How would you design a REST API for a simple to-do app? Which endpoints, status codes and errors?",
      "What's the difference between SQL and NoSQL databases, and how do you choose?",
      "What is a database index, and when can one make things slower?",
      "How do you handle authentication and authorization in an API?",
      "What are transactions and isolation levels, and what problems do they prevent?",
      "How would you find and fix a slow API endpoint?",
      "How and where would you add caching, and how do you keep the cache correct?",
      "How do you make an operation safe to retry (idempotent)?",
      "How would you design a system to handle a sudden 10× increase in traffic?",
      "What do you log and monitor in production, and how do you investigate an incident?",
    ],
  },
  {
    named: /\bdata\s+(?:scientist|science|analyst|analysis|engineer|engineering)\b|\bmachine learning\b|\bml engineer\b/i,
    shown: "a data role",
    questions: [
      "Walk me through a data project you did from question to result. What would you do differently?",
      "How do you handle missing or messy data?",
      "Write a SQL query to find the top 5 customers by total order value last month.",
      "What's the difference between a `JOIN`, a `LEFT JOIN` and a `UNION`?",
      "How would you design an A/B test, and how do you know the result is significant?",
      "Explain overfitting and how you would detect and prevent it.",
      "How do you choose a metric to judge a model or a dashboard?",
      "Explain the difference between correlation and causation with an example.",
      "How would you explain a technical finding to a non-technical stakeholder?",
      "Tell me about a time the data told you something unexpected. What did you do?",
    ],
  },
  {
    named: /\bproduct\s+managers?\b|\bpm\b|\bproduct\s+owner\b/i,
    shown: "a product manager",
    questions: [
      "Tell me about a product you launched. How did you decide what to build, and how did you measure success?",
      "How do you prioritize when everything seems important?",
      "What's a product you love, and how would you improve it?",
      "How do you work with engineers and designers when you disagree about scope or a deadline?",
      "How do you decide which metrics matter for a new feature?",
      "Tell me about a time you said no to a stakeholder. How did you handle it?",
      "How do you learn what users need? Walk me through your discovery process.",
      "A key metric dropped 10% overnight. How do you investigate?",
      "Tell me about a product decision that turned out wrong. What did you learn?",
      "How would you explain the roadmap to a team that wanted something else?",
    ],
  },
  {
    named: /\b(?:designer|ux|ui|product design)\b/i,
    shown: "a product designer",
    questions: [
      "Walk me through a project in your portfolio, from the problem to the final design.",
      "How do you involve users in your design process? What research methods do you use?",
      "Tell me about a time user testing changed your design.",
      "How do you handle feedback from stakeholders that conflicts with what users need?",
      "How do you design for accessibility?",
      "How do you work with engineers to make sure the design is built as intended?",
      "How do you decide between two design options when the data is unclear?",
      "What's a design system, and how have you used or contributed to one?",
      "Pick an app you use every day. What would you change, and why?",
      "How do you measure whether a design was successful after launch?",
    ],
  },
  {
    named: /\b(?:software\s+(?:engineer|developer)|developer|engineer|programmer|coding)\b/i,
    shown: "a software engineer",
    questions: [
      "Tell me about a technically challenging project you worked on. What made it hard, and what did you do?",
      "How do you approach a bug you can't reproduce?",
      "What makes code easy to maintain? How do you keep it that way in a team?",
      "How do you decide what to test, and at what level (unit, integration, end-to-end)?",
      "Walk me through how you'd design a URL shortener.",
      "Tell me about a time you disagreed with a technical decision. What happened?",
      "How do you review someone else's code? What do you look for?",
      "Explain the difference between a process and a thread.",
      "How would you explain a technical trade-off to a non-technical colleague?",
      "What's something you learned recently, and how did you learn it?",
    ],
  },
];

const ROLES: readonly Role[] = [...EVERYDAY_ROLES, ...TECH_ROLES, MANAGER_ROLE];

/** "interview questions for a pilot", "for a new pilot position": group 1 the role the prompt names. */
const ROLE_FOR = /\b(?:for|hiring)\s+(?:an?\s+|the\s+|our\s+|my\s+)?(?:new\s+)?([\p{L}][\p{L}'-]*(?:\s+[\p{L}][\p{L}'-]*){0,3}?)(?:\s+(?:roles?|positions?|jobs?|candidates?))?\s*(?:[?.!,;:]|$)/iu;
/** "pilot interview questions", "5 good pilot interview questions": group 1 the role before "interview". */
const ROLE_BEFORE = /^(?:(?:give|list|write|suggest|share|show)\s+(?:me\s+)?|what\s+are\s+(?:some\s+)?)?(?:\d{1,2}\s+|some\s+|a\s+few\s+)?(?:good\s+|common\s+|top\s+)?([\p{L}][\p{L}'-]*(?:\s+[\p{L}][\p{L}'-]*){0,2}?)\s+interview\s+questions?\b/iu;
/** Words that name no role: "common interview questions for freshers", "for my interview". */
const NOT_A_ROLE = /\b(?:behaviou?ral|general|common|typical|standard|job|hr|good|best|top|tough|hard|difficult|basic|tricky|first|second|final|phone|video|virtual|mock|interviews?|me|us|anyone|everyone|any|all|freshers?|beginners?|graduates?|students?|entry|level|practice|tomorrow|today|questions?|some|few|more|other|ask|the|this|that|these|my|our|your|great|interesting|funny|unique|situational|competency|technical|five|ten|three|remote|part-time|full-time|summer|seasonal|temporary|volunteer|intern(?:ship)?s?|college|university|school|admissions?|scholarship|visa|mba|phd|program(?:me)?|company|startup|team|panel|group|exit|promotion|position|role|with|in|at|who|someone|somebody|people|person|experience|experienced|kids|children|myself|yourself|friends?)\b/i;

/** The role a prompt names that no table knows ("a pilot"), or undefined. */
function namedRole(prompt: string): string | undefined {
  const role = (ROLE_FOR.exec(prompt) ?? ROLE_BEFORE.exec(prompt))?.[1]?.trim();
  if (role === undefined || role.length < 3 || NOT_A_ROLE.test(role)) return undefined;
  return `${/^[aeiou]/i.test(role) ? "an" : "a"} ${role}`;
}

/** Questions shaped to a role no table knows, then the behavioral questions every interviewer asks. */
function unknownRole(shown: string): Role {
  const bare = shown.replace(/^an?\s+/, "");
  return {
    named: /$^/,
    shown,
    questions: [
      `What draws you to work as ${shown}?`,
      `Walk me through a typical day as ${shown}. What takes most of your time?`,
      `What skills does a good ${bare} need, and which of them are your strongest?`,
      `Tell me about a difficult situation you faced as ${shown} or in a similar job. What did you do, and what came of it?`,
      "Tell me about a time you made a mistake at work. What did you do about it?",
      "How do you handle a heavy workload or a tight deadline?",
      "Tell me about a time you worked with a difficult colleague or customer.",
      `How do you keep your skills up to date as ${shown}?`,
      "What would you want to achieve in your first 90 days in this role?",
      "Why do you want this job with us in particular?",
    ],
  };
}

/** "5 interview questions", "interview questions for", "questions to ask a … in an interview". */
const ASKS = /\binterview\s+questions?\b|\bquestions?\s+(?:to\s+ask|for)\s+(?:an?\s+)?[^?\n]{0,40}\binterview\b|\binterview(?:ing)?\s+an?\s+/i;
/** "What questions should I ask the interviewer?": the candidate's own questions, which this does not answer. */
const TO_INTERVIEWER = /\b(?:ask|for)\s+(?:the|my|an?)\s+interviewers?\b|\bquestions?\s+should\s+i\s+ask\b|\bhow\s+(?:do|should|can)\s+i\s+(?:answer|prepare)\b/i;

/**
 * As many interview questions for the role the prompt names as it asks (five when it gives no
 * number, ten at most), or undefined when it asks for none.
 * @example interviewQuestionsReply("Give me 5 interview questions for a React developer")?.split("\n")[0] // "Here are 5 interview questions for a React developer:"
 */
export function interviewQuestionsReply(prompt: string): string | undefined {
  // Cheap first look: most prompts never say "interview".
  if (prompt.length > 200 || !/interview/i.test(prompt) || !ASKS.test(prompt) || TO_INTERVIEWER.test(prompt)) return undefined;
  const known = ROLES.find((candidate) => candidate.named.test(prompt));
  const named = known === undefined ? namedRole(prompt) : undefined;
  const role = known ?? (named === undefined ? BEHAVIORAL : unknownRole(named));
  const count = Math.min(role.questions.length, countWord(prompt) ?? 5);
  const list = role.questions.slice(0, count).map((question, i) => `${i + 1}. ${question}`);
  const what = count === 1 ? "an interview question" : `${count} interview questions`;
  const shown = role.shown === "a data role" ? (DATA_ROLE.exec(prompt)?.[0].toLowerCase().replace(/^/, "a ") ?? role.shown) : role.shown;
  // Behavioral answers are judged by the example they give; technical ones by the reasoning.
  const advice =
    role === BEHAVIORAL
      ? "Good answers give a concrete example: what the situation was, what the candidate did, and what came of it."
      : "Ask each one open-ended and follow up on the answer: how a candidate reasons matters more than the exact words.";
  return `Here ${count === 1 ? "is" : "are"} ${what} for ${shown}:\n\n${list.join("\n")}\n\n${advice} Want sample answers or follow-up questions for any of these?`;
}
