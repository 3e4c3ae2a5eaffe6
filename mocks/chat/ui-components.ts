/**
 * The first components a frontend developer asks a model for ("Write a React component for a
 * todo list", "Create a React login form", "Write a Vue component for a todo list"). A real model
 * writes the component, so the mock does too: one sentence, an idiomatic component (function
 * components and hooks for React, `<script setup>` for Vue 3) and how it works, the same in every
 * choice, as code-tasks.ts's snippets are. A component it has no curated code for gets a small,
 * honest skeleton named from the ask ("a product card": `ProductCard`), not general advice. A
 * known reply (known-replies.ts): its code loads with the first chat, never at start.
 */
import { asksForVerseOrJoke } from "./reply.ts";

type Framework = "react" | "vue";
/** What a component is for, in the order tried: a "dark mode toggle button" is a toggle, not a button. */
type Kind = "dark-mode" | "modal" | "fetch-list" | "search" | "login" | "todo" | "counter" | "button";

/** The cheap cue: a prompt that names neither framework leaves after this one test. */
const FRAMEWORK = /\b(?:react(?:\.?js)?|vue(?:\.?js)?|jsx)\b/i;
/** A request to write something, or "how do I make…". */
const ASKS = /^\s*(?:(?:hey|hi|ok|okay)[,!]?\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?|please\s+)?(?:write|create|build|make|code|implement|show\s+me|give\s+me|generate|how\s+(?:do|can|would)\s+(?:i|you)\s+(?:make|build|create|write|implement))\b/i;
/** TypeScript asked for: TSX where REACT_TSX has the component; the other kinds are left to the other replies. */
const TYPESCRIPT = /\b(?:typescript|tsx|ts)\b/i;
/** What is a component, besides the kinds: "a React component", "a Vue app". */
const COMPONENT = /\b(?:component|widget)\b/i;
const MAX_PROMPT = 160;
/** Asks about a component rather than for one: making it faster (speed-ups.ts), testing it. */
const NOT_THE_COMPONENT = /\b(?:faster|slow|performance|optimi[sz]e|tests?|testing|unit|refactor|explain)\b/i;

const KINDS: readonly (readonly [Kind, RegExp])[] = [
  ["dark-mode", /\b(?:dark[\s-]*mode|light[\s-]*mode|theme\s+(?:toggle|switch(?:er)?)|dark\s+theme)\b/i],
  ["modal", /\b(?:modal|dialog|pop-?up)\b/i],
  // "a component that lists users", "shows a list of posts": data a real app loads from its API.
  ["fetch-list", /\b(?:fetch(?:es|ed|ing)?|api|from\s+(?:a|an|the)\s+(?:server|backend|endpoint)|loads?\s+(?:data|users|posts)|lists?\s+(?:all\s+(?:the\s+)?)?(?:users|posts)|list\s+of\s+(?:users|posts))\b/i],
  ["search", /\b(?:search|filter(?:s|ed|able)?)\b/i],
  ["login", /\b(?:log[\s-]?in|sign[\s-]?in)\b/i],
  ["todo", /\bto[\s-]?dos?\b/i],
  ["counter", /\bcounter\b/i],
  ["button", /\bbuttons?\b/i],
];

interface Component {
  intro: string;
  code: string;
  explain: string;
}

/** The todo list's markup, the same in JSX and TSX: the two components differ only in their types. */
const TODO_RENDER = String.raw`  return (
    <div>
      <form onSubmit={addTodo}>
        <input value={text} onChange={(e) => setText(e.target.value)} placeholder="What needs doing?" />
        <button type="submit">Add</button>
      </form>
      <ul>
        {todos.map((todo) => (
          <li key={todo.id}>
            <label style={{ textDecoration: todo.done ? "line-through" : "none" }}>
              <input type="checkbox" checked={todo.done} onChange={() => toggleTodo(todo.id)} />
              {todo.title}
            </label>
            <button onClick={() => removeTodo(todo.id)} aria-label={` + "`Delete ${todo.title}`" + String.raw`}>×</button>
          </li>
        ))}
      </ul>
      <p>{todos.filter((todo) => !todo.done).length} left</p>
    </div>
  );
}`;

const REACT: Readonly<Record<Kind, Component>> = {
  todo: {
    intro: "Here's a todo list component with React's `useState` hook:",
    code: String.raw`import { useState } from "react";

export default function TodoList() {
  const [todos, setTodos] = useState([]);
  const [text, setText] = useState("");

  function addTodo(event) {
    event.preventDefault();
    const title = text.trim();
    if (!title) return;
    setTodos((current) => [...current, { id: crypto.randomUUID(), title, done: false }]);
    setText("");
  }

  function toggleTodo(id) {
    setTodos((current) => current.map((todo) => (todo.id === id ? { ...todo, done: !todo.done } : todo)));
  }

  function removeTodo(id) {
    setTodos((current) => current.filter((todo) => todo.id !== id));
  }

${TODO_RENDER}`,
    explain:
      "The list and the input's text are two pieces of state; the form's `onSubmit` adds a todo (ignoring blank ones) and clears the input. Toggling and deleting build a new array with `map` and `filter` instead of changing the old one, which is how React notices the change, and each item's stable `id` is its `key`.",
  },
  login: {
    intro: "Here's a login form with controlled inputs, simple validation and a submit handler:",
    code: String.raw`import { useState } from "react";

export default function LoginForm({ onLogin }) {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");

  function handleSubmit(event) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      setError("Please enter a valid email address.");
      return;
    }
    if (password.length < 8) {
      setError("The password must be at least 8 characters.");
      return;
    }
    setError("");
    onLogin({ email, password });
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <label>
        Email
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="username" />
      </label>
      <label>
        Password
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
      </label>
      {error && <p role="alert">{error}</p>}
      <button type="submit">Log in</button>
    </form>
  );
}`,
    explain:
      "Each input is controlled: its value lives in state and every keystroke updates it. `handleSubmit` stops the page reload with `preventDefault`, checks the email's shape and the password's length, and shows the first problem in an alert; when both are fine it hands the credentials to `onLogin`, where you would call your API. Keep the real checks on the server too: the browser's can be bypassed.",
  },
  button: {
    intro: "Here's a reusable button component with `variant` and `disabled` props:",
    code: String.raw`export default function Button({ children, onClick, variant = "primary", disabled = false, type = "button" }) {
  return (
    <button type={type} className={` + "`btn btn-${variant}`" + String.raw`} onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}

// Usage
function Toolbar() {
  return (
    <>
      <Button onClick={() => alert("Saved!")}>Save</Button>
      <Button variant="secondary" disabled>Cancel</Button>
    </>
  );
}`,
    explain:
      "`children` is whatever you put between the tags, so the button can hold text or an icon. `variant` picks a CSS class (`btn-primary`, `btn-secondary`) for you to style, and a disabled button ignores clicks on its own. `type` defaults to `\"button\"` so it doesn't submit a surrounding form by accident.",
  },
  modal: {
    intro: "Here's a modal dialog component built on the native `<dialog>` element:",
    code: String.raw`import { useEffect, useRef, useState } from "react";

export default function Modal({ open, onClose, title, children }) {
  const dialogRef = useRef(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={dialogRef} onClose={onClose} aria-labelledby="modal-title">
      <h2 id="modal-title">{title}</h2>
      {children}
      <button onClick={onClose}>Close</button>
    </dialog>
  );
}

// Usage
function App() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Hello">
        <p>This is a modal.</p>
      </Modal>
    </>
  );
}`,
    explain:
      "The parent owns the `open` state and the effect syncs it to the `<dialog>` with `showModal()` and `close()`. The browser then does the hard parts: it dims the page, traps focus inside the dialog and closes it on Escape, which fires `onClose` so the parent's state stays in step.",
  },
  "fetch-list": {
    intro: "Here's a component that fetches a list from an API with `useEffect`, with loading and error states:",
    code: String.raw`import { useEffect, useState } from "react";

export default function UserList() {
  const [users, setUsers] = useState([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch("https://jsonplaceholder.typicode.com/users", { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(` + "`Request failed with status ${response.status}`" + String.raw`);
        return response.json();
      })
      .then((data) => setUsers(data))
      .catch((err) => {
        if (err.name !== "AbortError") setError(err.message);
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, []);

  if (loading) return <p>Loading…</p>;
  if (error) return <p role="alert">Error: {error}</p>;

  return (
    <ul>
      {users.map((user) => (
        <li key={user.id}>{user.name}</li>
      ))}
    </ul>
  );
}`,
    explain:
      "The effect runs once after the first render (the empty dependency array) and fills one of three states: loading, error or the data. `fetch` doesn't reject on a 404 or 500, so the code checks `response.ok` itself, and the cleanup aborts the request if the component unmounts before it finishes.",
  },
  search: {
    intro: "Here's a searchable list that filters as you type:",
    code: String.raw`import { useState } from "react";

const FRUITS = ["Apple", "Banana", "Cherry", "Grape", "Mango", "Orange", "Pear"];

export default function SearchList({ items = FRUITS }) {
  const [query, setQuery] = useState("");
  const visible = items.filter((item) => item.toLowerCase().includes(query.trim().toLowerCase()));

  return (
    <div>
      <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search…" />
      <ul>
        {visible.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {visible.length === 0 && <p>No matches for “{query}”.</p>}
    </div>
  );
}`,
    explain:
      "Only the query is state; the filtered list is computed from it on every render, so it can never get out of step with the input. The match ignores case and surrounding spaces; for thousands of items, wrap the filter in `useMemo` or debounce the input.",
  },
  "dark-mode": {
    intro: "Here's a dark-mode toggle that remembers the choice and starts from the system setting:",
    code: String.raw`import { useEffect, useState } from "react";

function initialTheme() {
  const saved = localStorage.getItem("theme");
  if (saved) return saved;
  return window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

export default function ThemeToggle() {
  const [theme, setTheme] = useState(initialTheme);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    localStorage.setItem("theme", theme);
  }, [theme]);

  return (
    <button onClick={() => setTheme((t) => (t === "dark" ? "light" : "dark"))} aria-pressed={theme === "dark"}>
      {theme === "dark" ? "☀️ Light mode" : "🌙 Dark mode"}
    </button>
  );
}

/* CSS
:root { --bg: #fff; --text: #111; }
:root[data-theme="dark"] { --bg: #111; --text: #eee; }
body { background: var(--bg); color: var(--text); }
*/`,
    explain:
      "The theme is state, initialised lazily from `localStorage` or the system's `prefers-color-scheme`. The effect writes it to a `data-theme` attribute on `<html>` and saves it, and the CSS variables do the actual recolouring, so no other component needs to know about the theme.",
  },
  counter: {
    intro: "Here's a simple counter component using the `useState` hook:",
    code: String.raw`import { useState } from "react";

export default function Counter() {
  const [count, setCount] = useState(0);

  return (
    <div>
      <p>Count: {count}</p>
      <button onClick={() => setCount((c) => c - 1)}>-</button>
      <button onClick={() => setCount((c) => c + 1)}>+</button>
      <button onClick={() => setCount(0)}>Reset</button>
    </div>
  );
}`,
    explain:
      "`useState(0)` creates a piece of state starting at 0 and returns the current value with a setter. Each click calls the setter, and React re-renders the component with the new count. Passing a function (`c => c + 1`) uses the latest value, which stays correct even when several updates happen at once.",
  },
};

/** React's components in TypeScript (TSX), for the kinds asked for most; the others are left to the other replies. */
const REACT_TSX: Partial<Readonly<Record<Kind, Component>>> = {
  todo: {
    intro: "Here's a todo list component in TypeScript with React's `useState` hook:",
    code: String.raw`import { useState, type FormEvent } from "react";

interface Todo {
  id: string;
  title: string;
  done: boolean;
}

export default function TodoList() {
  const [todos, setTodos] = useState<Todo[]>([]);
  const [text, setText] = useState("");

  function addTodo(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const title = text.trim();
    if (!title) return;
    setTodos((current) => [...current, { id: crypto.randomUUID(), title, done: false }]);
    setText("");
  }

  function toggleTodo(id: string) {
    setTodos((current) => current.map((todo) => (todo.id === id ? { ...todo, done: !todo.done } : todo)));
  }

  function removeTodo(id: string) {
    setTodos((current) => current.filter((todo) => todo.id !== id));
  }

${TODO_RENDER}`,
    explain:
      "`useState<Todo[]>([])` tells TypeScript what the list holds, so every `todo.title` and `todo.done` is checked. The form's `onSubmit` adds a todo and clears the input; toggling and deleting build new arrays with `map` and `filter`, which is how React notices the change.",
  },
  button: {
    intro: "Here's a reusable button component in TypeScript with `variant` and `disabled` props:",
    code: String.raw`import type { ReactNode } from "react";

interface ButtonProps {
  children: ReactNode;
  onClick?: () => void;
  variant?: "primary" | "secondary" | "danger";
  disabled?: boolean;
  type?: "button" | "submit" | "reset";
}

export default function Button({ children, onClick, variant = "primary", disabled = false, type = "button" }: ButtonProps) {
  return (
    <button type={type} className={` + "`btn btn-${variant}`" + String.raw`} onClick={onClick} disabled={disabled}>
      {children}
    </button>
  );
}`,
    explain:
      "The `ButtonProps` interface documents the props and lets TypeScript reject a misspelt `variant`. `children` is whatever goes between the tags, and `type` defaults to `\"button\"` so it doesn't submit a surrounding form by accident.",
  },
  counter: {
    intro: "Here's a counter component in TypeScript using the `useState` hook:",
    code: String.raw`import { useState } from "react";

export default function Counter({ initial = 0 }: { initial?: number }) {
  const [count, setCount] = useState(initial);

  return (
    <div>
      <p>Count: {count}</p>
      <button onClick={() => setCount((c) => c - 1)}>-</button>
      <button onClick={() => setCount((c) => c + 1)}>+</button>
      <button onClick={() => setCount(initial)}>Reset</button>
    </div>
  );
}`,
    explain:
      "TypeScript infers `count` as a `number` from the initial value, so no annotation is needed on `useState`. Each click calls the setter with a function of the latest value, and React re-renders with the new count.",
  },
};

const VUE: Partial<Readonly<Record<Kind, Component>>> = {
  todo: {
    intro: "Here's a todo list as a Vue 3 single-file component with `<script setup>`:",
    code: String.raw`<script setup>
import { computed, ref } from "vue";

const todos = ref([]);
const text = ref("");
const remaining = computed(() => todos.value.filter((todo) => !todo.done).length);

function addTodo() {
  const title = text.value.trim();
  if (!title) return;
  todos.value.push({ id: crypto.randomUUID(), title, done: false });
  text.value = "";
}

function removeTodo(id) {
  todos.value = todos.value.filter((todo) => todo.id !== id);
}
</script>

<template>
  <form @submit.prevent="addTodo">
    <input v-model="text" placeholder="What needs doing?" />
    <button type="submit">Add</button>
  </form>
  <ul>
    <li v-for="todo in todos" :key="todo.id">
      <label :style="{ textDecoration: todo.done ? 'line-through' : 'none' }">
        <input type="checkbox" v-model="todo.done" />
        {{ todo.title }}
      </label>
      <button @click="removeTodo(todo.id)">×</button>
    </li>
  </ul>
  <p>{{ remaining }} left</p>
</template>`,
    explain:
      "`ref` makes the list and the input reactive, and `v-model` binds the input's text and each checkbox both ways. `@submit.prevent` adds a todo without reloading the page, and `computed` keeps the count of open todos up to date on its own.",
  },
  counter: {
    intro: "Here's a counter as a Vue 3 single-file component with `<script setup>`:",
    code: String.raw`<script setup>
import { ref } from "vue";

const count = ref(0);
</script>

<template>
  <p>Count: {{ count }}</p>
  <button @click="count--">-</button>
  <button @click="count++">+</button>
  <button @click="count = 0">Reset</button>
</template>`,
    explain:
      "`ref(0)` creates a reactive value; in the template it is unwrapped, so `count++` works directly, and Vue re-renders whatever shows it. In the script you would write `count.value++` instead.",
  },
};

/** Words that say nothing about what a skeleton component is ("a simple, reusable … component"). */
const FILLER = new Set("a an the my our simple basic small reusable nice new react vue js jsx component components app that which to for of with in using shows displays renders".split(" "));

/**
 * What the ask names, as a component name: "a React component for a product card" → "ProductCard";
 * undefined when it names nothing.
 */
function componentName(prompt: string): string | undefined {
  const named =
    /\bcomponent\s+(?:for|that\s+(?:shows|displays|renders)|which\s+(?:shows|displays|renders)|to\s+(?:show|display|render))\s+(?:an?\s+|the\s+)?([a-z][a-z\s-]{1,40}?)\s*(?:\b(?:in|with|using)\b|[?.!]|$)/i.exec(prompt)?.[1] ??
    /\b(?:an?|the)\s+((?:[a-z-]+\s+){0,2}?[a-z-]+)\s+component\b/i.exec(prompt)?.[1];
  if (named === undefined) return undefined;
  const words = named.toLowerCase().split(/[\s-]+/).filter((word) => word !== "" && !FILLER.has(word)).slice(0, 3);
  if (words.length === 0) return undefined;
  return words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
}

function skeleton(framework: Framework, name: string): Component {
  const cssClass = name.replace(/(?<=[a-z])(?=[A-Z])/g, "-").toLowerCase();
  if (framework === "vue") {
    return {
      intro: `I don't have a ready-made ${name} component, but here's a minimal Vue 3 starting point with a \`title\` prop and a slot for its content:`,
      code: `<script setup>\ndefineProps({ title: { type: String, required: true } });\n</script>\n\n<template>\n  <section class="${cssClass}">\n    <h2>{{ title }}</h2>\n    <slot />\n  </section>\n</template>`,
      explain: "`defineProps` declares what the parent passes in, and `<slot />` renders whatever goes between the component's tags. Add the props, `ref` state and events this component needs from here; tell me what it should show and do, and I can fill it in.",
    };
  }
  return {
    intro: `I don't have a ready-made ${name} component, but here's a minimal React starting point with a \`title\` prop and room for its content:`,
    code: `export default function ${name}({ title, children }) {\n  return (\n    <section className="${cssClass}">\n      <h2>{title}</h2>\n      {children}\n    </section>\n  );\n}\n\n// Usage\n<${name} title="${name.replace(/(?<=[a-z])(?=[A-Z])/g, " ")}">\n  <p>Content goes here.</p>\n</${name}>`,
    explain: "The parent passes `title` as a prop and anything between the tags arrives as `children`. Add the props and `useState` state this component needs from here; tell me what it should show and do, and I can fill it in.",
  };
}

/**
 * The component a prompt asks for in React or Vue, or undefined when it asks for none (or in TypeScript).
 * @example uiComponentReply("Create a React login form")?.includes("onSubmit={handleSubmit}") // true
 */
export function uiComponentReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !FRAMEWORK.test(prompt) || !ASKS.test(prompt)) return undefined;
  if (NOT_THE_COMPONENT.test(prompt) || asksForVerseOrJoke(prompt)) return undefined;
  const framework: Framework = /\bvue/i.test(prompt) ? "vue" : "react";
  const typescript = TYPESCRIPT.test(prompt);
  // The Vue components are plain `<script setup>`, not `lang="ts"`.
  if (typescript && framework === "vue") return undefined;
  const kind = KINDS.find(([, pattern]) => pattern.test(prompt))?.[0];
  if (kind === undefined && typescript) return undefined;
  const curated = kind === undefined ? undefined : framework === "vue" ? VUE[kind] : typescript ? REACT_TSX[kind] : REACT[kind];
  let component = curated;
  if (component === undefined) {
    // The skeleton is untyped: a component asked for in TypeScript without its TSX here is left to the other replies.
    if (typescript) return undefined;
    if (!COMPONENT.test(prompt)) return undefined;
    const name = componentName(prompt);
    if (name === undefined) return undefined;
    component = skeleton(framework, name);
  }
  const fence = framework === "vue" ? "vue" : typescript ? "tsx" : "jsx";
  return `${component.intro}\n\n\`\`\`${fence}\n${component.code}\n\`\`\`\n\n${component.explain}`;
}
