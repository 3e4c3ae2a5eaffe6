import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { uiComponentReply } from "./ui-components.ts";

const ask = (content: string) => composeReply([{ role: "user", content }], seededRandom(1), knownReply);
/** The first fenced block of a reply in the given fence language. */
const codeIn = (reply: string, fence: string) => new RegExp("```" + fence + "\\n([\\s\\S]*?)\\n```").exec(reply)?.[1];

describe("the components frontend developers ask for first", () => {
  it.each([
    ["Write a React component for a todo list", "jsx", [/useState\(\[\]\)/, /onSubmit=\{addTodo\}/, /todos\.map/]],
    ["Write a todo list app in React", "jsx", [/useState\(\[\]\)/, /todos\.filter/]],
    ["Write a React button component", "jsx", [/function Button\(\{ children, onClick, variant = "primary", disabled = false/, /disabled=\{disabled\}/]],
    ["Create a React login form", "jsx", [/onSubmit=\{handleSubmit\}/, /event\.preventDefault\(\)/, /value=\{email\}/, /type="password"/]],
    ["Write a Vue component for a todo list", "vue", [/^<script setup>/, /v-model="text"/, /@submit\.prevent="addTodo"/, /v-for="todo in todos"/]],
    ["Write a Vue counter component", "vue", [/^<script setup>/, /ref\(0\)/, /@click="count\+\+"/]],
    ["Create a modal component in React", "jsx", [/showModal\(\)/, /<dialog ref=\{dialogRef\}/]],
    ["Write a React component that fetches users from an API", "jsx", [/useEffect\(/, /fetch\(/, /if \(loading\)/, /if \(error\)/]],
    ["Can you write a React component that lists users?", "jsx", [/useEffect\(/, /fetch\(/, /users\.map/]],
    ["Create a React component that shows a list of posts", "jsx", [/useEffect\(/, /fetch\(/]],
    ["Build a search filter list in React", "jsx", [/\.filter\(\(item\) => item\.toLowerCase\(\)\.includes/]],
    ["Write a dark mode toggle in React", "jsx", [/prefers-color-scheme: dark/, /dataset\.theme = theme/]],
  ] as const)("%s: its component in a code block, through composeReply", (prompt, fence, shows) => {
    const reply = ask(prompt);
    const code = codeIn(reply, fence);
    expect(code, reply).toBeDefined();
    for (const pattern of shows) expect(code).toMatch(pattern);
    expect(reply).not.toMatch(/general suggestions|Measure first/);
  });

  it("imports every React hook a component uses", () => {
    for (const prompt of ["Write a React component for a todo list", "Create a React login form", "Create a modal component in React", "Write a React component that fetches users from an API", "Write a dark mode toggle in React"]) {
      const code = codeIn(ask(prompt), "jsx")!;
      const imported = /import \{ ([^}]+) \} from "react"/.exec(code)?.[1]?.split(", ") ?? [];
      for (const hook of new Set(code.match(/\buse[A-Z]\w+(?=\()/g))) expect(imported, `${prompt}: ${hook}`).toContain(hook);
    }
  });

  it("writes React code that parses as JSX or TSX", () => {
    const asks: [string, "jsx" | "tsx"][] = [
      ...["a todo list", "a login form", "a button", "a modal", "a list fetched from an API", "a search filter", "a dark mode toggle", "a counter", "a product card"].map(
        (what): [string, "jsx"] => [`Write a React component for ${what}`, "jsx"],
      ),
      ...["a todo list", "a button", "a counter"].map((what): [string, "tsx"] => [`Write a React component for ${what} in TypeScript`, "tsx"]),
    ];
    for (const [prompt, loader] of asks) {
      const code = codeIn(ask(prompt), loader);
      expect(code, prompt).toBeDefined();
      expect(() => transformSync(code!, { loader }), prompt).not.toThrow();
    }
  });

  it("writes a skeleton named from the ask for a component it has no code for, and says so", () => {
    const reply = ask("Write a React component for a product card");
    expect(reply).toMatch(/^I don't have a ready-made ProductCard component/);
    expect(codeIn(reply, "jsx")).toContain("export default function ProductCard({ title, children })");
    expect(codeIn(ask("Create a navbar component in Vue"), "vue")).toContain("<slot />");
  });

  it("writes TSX with typed state and props when TypeScript is asked for", () => {
    expect(codeIn(ask("Write a React todo list component in TypeScript"), "tsx")).toContain("useState<Todo[]>([])");
    expect(codeIn(ask("Create a button component in React with TypeScript"), "tsx")).toContain("}: ButtonProps) {");
    expect(uiComponentReply("Write a React modal in TypeScript")).toBeUndefined();
  });

  it("answers the same in every choice", () => {
    const prompt = "Create a React login form";
    expect(composeReply([{ role: "user", content: prompt }], seededRandom(7), knownReply)).toBe(ask(prompt));
  });

  it("leaves other asks to the other replies", () => {
    for (const prompt of ["What is React?", "Write a blog post about React", "Write a poem about a React button", "Write code for a todo app", "Write a React login form in TypeScript", "Make my React search faster", "Write tests for a React login form"]) {
      expect(uiComponentReply(prompt), prompt).toBeUndefined();
    }
  });
});
