/**
 * Replies to "Why does my useEffect run in an infinite loop? <code>", "Why doesn't my effect re-run
 * when id changes? useEffect(() => { fetchUser(id) }, [])", "Why does useEffect run twice?": what
 * is wrong with the pasted effect and the fixed code, or, with no code, the usual causes.
 *
 * What is checked, in the effect's own text (React's documented rules of effects, the ones the
 * `react-hooks/exhaustive-deps` lint rule enforces):
 * - it sets state and has no dependency array: it runs after every render, and each update renders
 *   again;
 * - it sets state that is in its dependency array: each update changes the dependency, which runs
 *   the effect again (`setCount(count + 1)` → the updater form `setCount((c) => c + 1)`);
 * - a dependency is an object, array or function made during render: a new one every render;
 * - it reads a prop or state it does not list: it keeps the first render's value (a stale closure).
 * Which names count as props or state is this module's reading: names the effect reads but does
 * not declare, call or get from `window`-like globals, setters (`setX`) and refs (`xRef`) left out,
 * as React keeps those stable. Cheap first: a prompt without "useEffect" or "effect" is passed by.
 */
import { closingOf } from "./code-functions.ts";

const EFFECT = /\buse(?:Layout)?Effect\b|\beffects?\b/i;
const LOOP = /\binfinite(?:ly)?\b|\bloops?\b|keeps?\s+(?:running|firing|re-?rendering|fetching|calling)|runs?\s+(?:on\s+)?every\s+render|too\s+many\s+re-?renders|maximum\s+update\s+depth|re-?renders?\s+(?:forever|constantly|nonstop)/i;
const TWICE = /\b(?:twice|two\s+times|double)\b/i;
const ASK = /\b(?:why|what|how|fix|help|wrong|issue|problem|bug|stop|doesn'?t|does\s+not|isn'?t|not)\b/i;
const MAX_PROMPT = 4000;
/** Names an effect may read that are no props or state: globals, and words of the language. */
const NOT_STATE = new Set(
  "const let var if else return await async new typeof instanceof of in for while do switch case break continue try catch finally throw true false null undefined this function console window document localStorage sessionStorage navigator fetch JSON Math Date Promise setTimeout clearTimeout setInterval clearInterval Object Array String Number Boolean Error AbortController URL encodeURIComponent alert".split(" "),
);

interface Effect {
  /** The whole `useEffect(…)` call. */
  readonly text: string;
  /** The callback's body. */
  readonly body: string;
  /** The indentation of the line the call starts on, taken off the lines of the code shown. */
  readonly indent: string;
  /** The dependency array's names; undefined when there is no array. */
  readonly deps?: string[];
}

/** The first `useEffect(…)` in the code, read into its body and dependencies. */
function effectIn(code: string): Effect | undefined {
  const found = /\buse(?:Layout)?Effect\s*\(/.exec(code);
  if (found === null) return undefined;
  const open = found.index + found[0].length - 1;
  const close = closingOf(code, open);
  if (close === -1) return undefined;
  const inner = code.slice(open + 1, close);
  const arrow = inner.indexOf("=>");
  const brace = inner.indexOf("{", arrow);
  if (arrow === -1 || brace === -1) return undefined;
  const end = closingOf(inner, brace);
  if (end === -1) return undefined;
  const array = /^\s*,\s*\[([^\]]*)\]\s*,?\s*$/.exec(inner.slice(end + 1));
  const deps = array === null ? undefined : array[1]!.split(",").map((name) => name.trim()).filter((name) => name !== "");
  const indent = /^[ \t]*/.exec(code.slice(code.lastIndexOf("\n", found.index) + 1))![0];
  return { text: code.slice(found.index, close + 1), body: inner.slice(brace + 1, end), deps, indent };
}

/** The body with string literals emptied, a template's `${…}` kept: `/api/${id}` still reads `id`. */
function withoutStrings(body: string): string {
  return body
    .replace(/`(?:[^`\\]|\\.)*`/g, (template) => ` ${[...template.matchAll(/\$\{([^}]*)\}/g)].map((part) => part[1]).join(" ")} `)
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
}

/** The state setters the effect calls: `setCount(` → "setCount". */
function settersIn(body: string): string[] {
  return [...new Set([...body.matchAll(/\b(set[A-Z]\w*)\s*\(/g)].map((found) => found[1]!))];
}

/** `setCount` → "count". */
function stateOf(setter: string): string {
  return setter[3]!.toLowerCase() + setter.slice(4);
}

/** The props and state the effect reads but does not list: not declared in it, called, a setter, a ref or a global. */
function missingDeps(effect: Effect): string[] {
  const body = withoutStrings(effect.body);
  const declared = new Set([...body.matchAll(/\b(?:const|let|var)\s+\{?\s*([\w\s,]+?)\s*\}?\s*=|\(?\s*([\w\s,]*)\)?\s*=>|\bcatch\s*\(\s*(\w+)/g)].flatMap((found) => (found[1] ?? found[2] ?? found[3] ?? "").split(",").map((name) => name.trim())));
  const read = [...body.matchAll(/(?<![.\w$])([A-Za-z_$][\w$]*)\b(?!\s*\()(?!\s*:(?!:))/g)].map((found) => found[1]!);
  return [...new Set(read)].filter((name) => !NOT_STATE.has(name) && !declared.has(name) && !/^set[A-Z]|Ref$/.test(name) && !(effect.deps ?? []).includes(name) && /^[a-z]/.test(name));
}

/** The names made fresh on each render in the component: `const options = { … }`, `[ … ]` or a function. */
function freshEachRender(code: string, effect: Effect): string[] {
  const made = [...code.matchAll(/\b(?:const|let)\s+(\w+)\s*=\s*(?:\{|\[|\([^)]*\)\s*=>|function\b)/g)].map((found) => found[1]!);
  return (effect.deps ?? []).filter((dep) => made.includes(dep) && !code.slice(code.indexOf(effect.text)).includes(`const ${dep}`));
}

const fence = (code: string) => `\`\`\`jsx\n${code}\n\`\`\``;

/** The same effect with a new body and dependency list. */
function rewritten(effect: Effect, body: string, deps: readonly string[]): string {
  const head = effect.text.slice(0, effect.text.indexOf("{", effect.text.indexOf("=>")) + 1);
  const text = `${head}${body}}, [${deps.join(", ")}]);`;
  return effect.indent === "" ? text : text.replaceAll(`\n${effect.indent}`, "\n");
}

/** What is wrong with a pasted effect, and its fix; undefined when none of the checks finds anything. */
function diagnosis(code: string): string | undefined {
  const effect = effectIn(code);
  if (effect === undefined) return undefined;
  const setters = settersIn(effect.body);
  const missing = missingDeps(effect);
  if (effect.deps === undefined && setters.length > 0) {
    const deps = missing.filter((name) => !setters.some((setter) => stateOf(setter) === name));
    return [
      `The effect has no dependency array, so React runs it after **every** render, and it calls \`${setters[0]}\`, which causes another render: render → effect → state update → render, forever.`,
      `Pass a dependency array: \`[]\` to run it once after the first render, or the values it reads so it runs only when they change${deps.length > 0 ? ` (here ${deps.map((name) => `\`${name}\``).join(", ")})` : ""}:`,
      fence(rewritten(effect, effect.body, deps)),
    ].join("\n\n");
  }
  const looped = setters.find((setter) => (effect.deps ?? []).includes(stateOf(setter)));
  if (looped !== undefined) {
    const state = stateOf(looped);
    const deps = (effect.deps ?? []).filter((dep) => dep !== state);
    // `setCount(count + 1)` reads the state only to update it: the updater form needs no dependency.
    const body = effect.body.replace(new RegExp(String.raw`\b${looped}\(\s*${state}\b([^()]*)\)`, "g"), `${looped}((prev) => prev$1)`);
    const updater = body !== effect.body;
    return [
      `The effect updates \`${state}\` (with \`${looped}\`) and also lists \`${state}\` in its dependency array. Each update changes \`${state}\`, React re-renders, sees the dependency changed, and runs the effect again, which updates \`${state}\` again: an infinite loop.`,
      updater
        ? `Since the new value only depends on the previous one, use the updater form \`${looped}((prev) => …)\`, which doesn't read \`${state}\`, and drop \`${state}\` from the dependencies:`
        : `Take \`${state}\` out of the dependencies and run the update only when it's needed (or derive the value during render instead of storing it in state):`,
      fence(rewritten(effect, body, deps)),
      `If the effect should react to \`${state}\` changing, guard the update with a condition so it stops, e.g. \`if (${state} < 10) ${looped}(…)\`.`,
    ].join("\n\n");
  }
  const fresh = freshEachRender(code, effect);
  if (fresh.length > 0) {
    const name = fresh[0]!;
    const made = new RegExp(String.raw`\b(?:const|let)\s+${name}\s*=\s*`).exec(code)!;
    const value = code.slice(made.index + made[0].length);
    // The value whole: a literal to its closing bracket, a function to the end of its line.
    const valueEnd = /^[{[]/.test(value) ? closingOf(value, 0) + 1 : value.search(/;|\n|$/);
    const declaration = `const ${name} = ${value.slice(0, valueEnd)};`;
    const moved = rewritten(effect, ` ${declaration}${effect.body.startsWith(" ") ? "" : " "}${effect.body}`, (effect.deps ?? []).filter((dep) => dep !== name));
    return [
      `\`${name}\` is created during render, so it is a **new** object (or function) on every render. React compares dependencies with \`Object.is\`, sees a different \`${name}\` each time, and runs the effect after every render${setters.length > 0 ? `; because the effect sets state, that render runs it again, forever` : ""}.`,
      `Move \`${name}\` inside the effect, so it is no dependency (list the props or state it is made from instead, if any):`,
      fence(moved),
      `When other code needs \`${name}\` too, keep it stable with \`useMemo\` (\`useCallback\` for a function), listing what it is made from.`,
    ].join("\n\n");
  }
  if (missing.length > 0 && effect.deps !== undefined) {
    const names = missing.map((name) => `\`${name}\``).join(", ").replace(/, ([^,]+)$/, " and $1");
    const deps = [...effect.deps, ...missing];
    return [
      `The effect reads ${names} but its dependency array is \`[${effect.deps.join(", ")}]\`, so it runs ${effect.deps.length === 0 ? "only after the first render" : "only when those change"} and keeps using the value ${names} had then: when ${missing.length === 1 ? "it changes" : "they change"}, the effect doesn't run again.`,
      `Add ${missing.length === 1 ? "it" : "them"} to the dependencies, so the effect re-runs with the new value:`,
      fence(rewritten(effect, effect.body, deps)),
      `The \`react-hooks/exhaustive-deps\` rule of \`eslint-plugin-react-hooks\` flags missing dependencies like this one. If the effect fetches data, return a cleanup that ignores (or aborts) the old request, so a slow response for the previous ${missing[0]} can't overwrite the new one.`,
    ].join("\n\n");
  }
  return undefined;
}

const CAUSES = [
  "An effect re-runs when a value in its dependency array changes, so a loop comes from an effect that causes the change that re-runs it. The usual causes:",
  "1. **No dependency array** while the effect sets state: it runs after every render, and the update renders again. Add `[]` (run once) or the values it reads.\n2. **Setting state that is a dependency**: `useEffect(() => setCount(count + 1), [count])`. Use the updater form `setCount((c) => c + 1)` and drop `count`, or guard the update with a condition.\n3. **An object, array or function dependency made during render**: it is new every render, so the effect always runs. Move it inside the effect, depend on its primitive fields, or wrap it in `useMemo`/`useCallback`.",
  fence("useEffect(() => {\n  fetch(`/api/users/${id}`)\n    .then((res) => res.json())\n    .then(setUser);\n}, [id]); // runs again only when id changes"),
  "Paste the effect and I'll point at which one it is.",
].join("\n\n");

const TWICE_REPLY = [
  "In development, React's **Strict Mode** mounts each component, unmounts it and mounts it again, so every effect runs, cleans up and runs again. It happens only in development (not in a production build), and it's deliberate: it shows effects that are missing a cleanup.",
  "Don't remove `<StrictMode>` to hide it; give the effect a cleanup so running it twice is harmless:",
  fence("useEffect(() => {\n  const controller = new AbortController();\n  fetch(url, { signal: controller.signal })\n    .then((res) => res.json())\n    .then(setData)\n    .catch(() => {}); // aborted\n  return () => controller.abort(); // cleanup\n}, [url]);"),
].join("\n\n");

/**
 * The reply to a question about a React effect that loops, runs twice or misses a dependency, or
 * undefined for other prompts.
 * @example reactEffectReply("Why does my useEffect loop? useEffect(() => { setCount(count + 1) }, [count])")?.includes("setCount((prev) => prev + 1)") // true
 */
export function reactEffectReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !EFFECT.test(prompt) || !(ASK.test(prompt) || LOOP.test(prompt))) return undefined;
  if (/\buse(?:Layout)?Effect\s*\(/.test(prompt)) return diagnosis(prompt);
  // No code: the usual causes, when the question names the effect and what it does wrong.
  if (!/\buse(?:Layout)?Effect\b|\breact\b/i.test(prompt)) return undefined;
  if (LOOP.test(prompt)) return CAUSES;
  if (TWICE.test(prompt)) return TWICE_REPLY;
  return undefined;
}
