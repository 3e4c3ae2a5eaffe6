import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { reactEffectReply } from "./react-effects.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string) => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("a pasted React effect that loops or misses a dependency", () => {
  it.each([
    [
      "Why does my useEffect run in an infinite loop? useEffect(() => { setCount(count + 1) }, [count])",
      "also lists `count` in its dependency array",
      "```jsx\nuseEffect(() => { setCount((prev) => prev + 1) }, []);\n```",
    ],
    [
      "Why doesn't my effect run again when the id changes? useEffect(() => { fetchUser(id) }, [])",
      "The effect reads `id` but its dependency array is `[]`",
      "```jsx\nuseEffect(() => { fetchUser(id) }, [id]);\n```",
    ],
    [
      "My component re-renders forever:\n```jsx\nfunction Profile({ userId }) {\n  const [user, setUser] = useState(null);\n  useEffect(() => {\n    fetch(`/api/users/${userId}`).then((res) => res.json()).then((data) => setUser(data));\n  });\n  return <p>{user?.name}</p>;\n}\n```",
      "The effect has no dependency array, so React runs it after **every** render, and it calls `setUser`",
      "```jsx\nuseEffect(() => {\n  fetch(`/api/users/${userId}`).then((res) => res.json()).then((data) => setUser(data));\n}, [userId]);\n```",
    ],
    [
      "Why is this effect running on every render?\n```jsx\nconst options = { page: 1 };\nuseEffect(() => { load(options) }, [options]);\n```",
      "`options` is created during render, so it is a **new** object",
      "```jsx\nuseEffect(() => { const options = { page: 1 }; load(options) }, []);\n```",
    ],
  ])("answers %j with the cause and the fixed effect", (prompt, cause, fixed) => {
    const reply = ask(prompt);
    expect(reply).toContain(cause);
    expect(reply).toContain(fixed);
  });

  it("without code, names the usual causes of a loop; for 'twice', Strict Mode's double run in development", () => {
    expect(ask("Why does my useEffect run in an infinite loop?")).toContain("1. **No dependency array** while the effect sets state");
    expect(ask("Why does useEffect run twice?")).toMatch(/^In development, React's \*\*Strict Mode\*\* mounts each component, unmounts it and mounts it again/);
  });

  it.each(["What are the side effects of ibuprofen?", "Explain useEffect", "Why does my effect work? useEffect(() => { fetchUser(id) }, [id])"])("leaves %j to others", (prompt) => {
    expect(reactEffectReply(prompt)).toBeUndefined();
  });
});
