/**
 * Replies to "Convert this to TypeScript: <code>", "Add types to this function: <code>": the same
 * JavaScript with its functions' parameters and return types annotated, and an interface for an
 * object parameter whose properties it reads (`Props` for a destructured React component's), then
 * a sentence on what each type was inferred from. The code is otherwise given back as it was.
 *
 * The types come only from how the code uses each name, by rules of this module's design: joined
 * to a string literal or given a string method → `string`; in arithmetic or a numeric comparison
 * → `number`; `.map`, `.filter`, `.push`, `.reduce` or `for…of` → an array (`number[]` when it is
 * summed); properties read → an interface of them; a comparison returned → `boolean`; nothing
 * returned → `void`. What the code does not show is `unknown`, and the reply says so, rather than
 * a guess. Cheap first: a prompt that does not name TypeScript or types is passed by.
 */
import { capitalized } from "./reply.ts";
import { codeIn, languageOf } from "./code-fixes.ts";
import { functionIn, type PastedFunction } from "./code-functions.ts";

/** The cheap cue: TypeScript or types named. */
const TYPES = /\b(?:typescript|ts|types?|typings|type\s+annotations)\b/i;
const ASK = /\b(?:convert|rewrite|translate|port|turn|make|change|migrate|add|annotate|type)\b/i;
const MAX_PROMPT = 4000;

const STRING_METHODS = "toUpperCase|toLowerCase|trim|trimStart|trimEnd|split|startsWith|endsWith|charAt|charCodeAt|padStart|padEnd|replace|replaceAll|substring|localeCompare";
const ARRAY_METHODS = "map|filter|reduce|forEach|push|pop|some|every|find|findIndex|sort|join|flatMap|concat";

function escaped(name: string): string {
  return name.replace(/[$.]/g, "\\$&");
}

/**
 * The type a name's uses show in the body, with what showed it; `unknown` when they show none.
 * An object's property joined to a string (`' is ' + user.age`) may be a number shown as text, so
 * for properties (`joinedIsString` false) that use shows no type. code-docs.ts types a JSDoc
 * `@param` or a docstring's argument by it too.
 */
export function typeOf(name: string, body: string, joinedIsString = true): { type: string; from?: string; properties?: string[] } {
  const n = escaped(name);
  const at = (pattern: string) => new RegExp(pattern).test(body);
  // The name itself, not a property or call on it: `user` in `' is ' + user.age` is no string.
  const alone = String.raw`(?![\w$.[(])`;
  if (at(String.raw`\b${n}\.(?:${STRING_METHODS})\(`)) return { type: "string", from: "a string method" };
  if (at(String.raw`\bfetch\(\s*${n}\s*[,)]`)) return { type: "string", from: "the URL given to `fetch`" };
  if (joinedIsString && at(String.raw`(?:["'\`]\s*\+\s*${n}${alone}|\b${n}${alone}\s*\+\s*["'\`])`)) return { type: "string", from: "joined to a string" };
  if (at(String.raw`\b${n}\.reduce\(\s*\(\s*\w+\s*,\s*\w+\s*\)\s*=>\s*\w+\s*\+\s*\w+\s*,\s*0\s*\)`)) return { type: "number[]", from: "summed with reduce" };
  if (at(String.raw`\b${n}\.(?:${ARRAY_METHODS})\(|\bof\s+${n}${alone}`)) return { type: "unknown[]", from: "used as an array" };
  if (at(String.raw`\b${n}\.toFixed\(|Math\.\w+\(\s*${n}${alone}|\b${n}${alone}\s*[-*/%]\s*[\w(]|[-*/%]\s*${n}${alone}|\b${n}${alone}\s*(?:<=?|>=?)\s*-?\d|-?\d\s*(?:<=?|>=?)\s*${n}${alone}|\b${n}${alone}\s*\+\s*\d|\d\s*\+\s*${n}${alone}`)) return { type: "number", from: "used in arithmetic" };
  if (at(String.raw`\b${n}\.length\b`)) return { type: "unknown[]", from: "its `.length` read" };
  const properties = [...new Set([...body.matchAll(new RegExp(String.raw`\b${n}\.([A-Za-z_$][\w$]*)\b(?!\s*\()`, "g"))].map((found) => found[1]!))];
  if (properties.length > 0) return { type: "object", properties, from: "its properties read" };
  return { type: "unknown" };
}

/** The type of the returned expression, when it shows one (code-docs.ts writes it in a JSDoc `@returns`). */
export function returnType(fn: PastedFunction, types: ReadonlyMap<string, string>): string | undefined {
  const wrap = (type: string | undefined) => (type === undefined ? undefined : fn.async ? `Promise<${type}>` : type);
  if (!fn.expressionBody && !/\breturn\b/.test(fn.body)) return wrap("void");
  const returned = fn.returned?.trim();
  if (returned === undefined) return undefined;
  if (/^!|===|!==|==|!=|<=|>=|(?<![=])[<>](?![=])/.test(returned) && !/^<|=>/.test(returned) && !/\?/.test(returned)) return wrap("boolean");
  if (/^`|^["']|["'`]\s*\+|\+\s*["'`]|\.(?:join|toUpperCase|toLowerCase|trim|toFixed|replace|slice\(\)\.toString|toString)\([^)]*\)$/.test(returned)) return wrap("string");
  if (/\.length$/.test(returned)) return wrap("number");
  if (types.has(returned)) return wrap(types.get(returned)!);
  const names = returned.match(/[A-Za-z_$][\w$]*/g) ?? [];
  if (/^[\w$\s+\-*/%().]+$/.test(returned) && names.length > 0 && names.every((name) => types.get(name) === "number" || name === "Math")) return wrap("number");
  if (/^Math\.\w+\(/.test(returned)) return wrap("number");
  return undefined;
}

interface Converted {
  readonly code: string;
  readonly interfaces: string[];
  readonly said: string[];
  readonly unknown: string[];
}

/** One function with its types: the new header text, and what was inferred. */
function typed(fn: PastedFunction): { header: string; interfaces: string[]; said: string[]; unknown: string[] } {
  const interfaces: string[] = [];
  const said: string[] = [];
  const unknown: string[] = [];
  const types = new Map<string, string>();
  const parts: string[] = [];
  const destructured = /^\s*\{([^{}]*)\}\s*(?:=\s*\{\s*\})?\s*$/.exec(fn.paramText);
  if (destructured !== null) {
    const names = destructured[1]!.split(",").map((part) => /^\s*([A-Za-z_$][\w$]*)/.exec(part)?.[1]).filter((name): name is string => name !== undefined);
    const interfaceName = /^[A-Z]/.test(fn.name) ? `${fn.name}Props` : `${capitalized(fn.name)}Options`;
    const members = names.map((name) => {
      const { type } = typeOf(name, fn.body);
      if (type === "unknown" || type === "object") unknown.push(name);
      return `  ${name}: ${type === "object" ? "unknown" : type};`;
    });
    interfaces.push(`interface ${interfaceName} {\n${members.join("\n")}\n}`);
    said.push(`\`${interfaceName}\` lists the properties \`${fn.name}\` takes apart, typed by their use`);
    parts.push(`{${destructured[1]}}: ${interfaceName}`);
  } else {
    for (const raw of fn.paramText.split(",")) {
      if (raw.trim() === "") continue;
      const found = /^(\s*)(\.\.\.)?([A-Za-z_$][\w$]*)(\s*=\s*[\s\S]+)?$/.exec(raw);
      if (found === null) return { header: fn.paramText, interfaces, said, unknown };
      const name = found[3]!;
      const defaultValue = found[4];
      let { type, from, properties } = typeOf(name, fn.body);
      if (defaultValue !== undefined) {
        // A default's own type says it: `= 2` is a number, `= ""` a string.
        const value = defaultValue.replace(/^\s*=\s*/, "");
        type = /^-?\d/.test(value) ? "number" : /^["'`]/.test(value) ? "string" : /^(?:true|false)$/.test(value) ? "boolean" : type;
        from = "its default";
      }
      if (type === "object") {
        const interfaceName = capitalized(name);
        const members = properties!.map((property) => {
          const member = typeOf(`${name}.${property}`, fn.body, false).type.replace("object", "unknown");
          if (member === "unknown") unknown.push(`${name}.${property}`);
          return `  ${property}: ${member};`;
        });
        interfaces.push(`interface ${interfaceName} {\n${members.join("\n")}\n}`);
        said.push(`\`${name}\` is a \`${interfaceName}\` with the properties it reads (${properties!.map((property) => `\`${property}\``).join(", ")})`);
        type = interfaceName;
      } else if (type === "unknown") unknown.push(name);
      else said.push(`\`${name}\` is \`${type}\` (${from})`);
      if (found[2] !== undefined && !type.endsWith("[]")) type = `${type === "unknown" ? "unknown" : type}[]`;
      types.set(name, type);
      parts.push(`${found[1]}${found[2] ?? ""}${name}: ${type}${defaultValue ?? ""}`);
    }
  }
  // A name added to a number is a number too: `a + b * 2` once `b` is one.
  for (const [name, type] of types) {
    if (type !== "unknown") continue;
    const n = escaped(name);
    const sums = [...fn.body.matchAll(new RegExp(String.raw`\b${n}\s*\+\s*([\w$]+)|([\w$]+)\s*\+\s*${n}\b`, "g"))].map((found) => found[1] ?? found[2]!);
    if (!sums.some((other) => /^\d/.test(other) || types.get(other) === "number")) continue;
    types.set(name, "number");
    unknown.splice(unknown.indexOf(name), 1);
    said.push(`\`${name}\` is \`number\` (added to a number)`);
    const index = parts.findIndex((part) => new RegExp(String.raw`^\s*(?:\.\.\.)?${n}: unknown`).test(part));
    if (index !== -1) parts[index] = parts[index]!.replace(": unknown", ": number");
  }
  const returned = returnType(fn, types);
  if (returned !== undefined) said.push(`it returns \`${returned}\``);
  const params = parts.join(",").replace(/^\s+/, "");
  return { header: `(${params})${returned === undefined ? "" : `: ${returned}`}`, interfaces, said, unknown };
}

/** The JavaScript with every function it defines typed. */
function converted(code: string): Converted {
  let out = "";
  let rest = code;
  const interfaces: string[] = [];
  const said: string[] = [];
  const unknown: string[] = [];
  for (let guard = 0; guard < 10; guard++) {
    const fn = functionIn(rest, "javascript");
    if (fn === undefined) break;
    const head = rest.slice(fn.start, fn.bodyStart);
    const arrowParam = /=\s*(?:async\s+)?[\w$]+\s*=>/.test(head);
    const result = typed(fn);
    interfaces.push(...result.interfaces);
    said.push(...result.said.map((line) => (line.startsWith("it returns") ? line.replace("it returns", `\`${fn.name}\` returns`) : line)));
    unknown.push(...result.unknown);
    let headTyped: string;
    if (arrowParam) {
      const found = /=\s*(async\s+)?([\w$]+)\s*=>/.exec(head)!;
      headTyped = head.slice(0, found.index) + `= ${found[1] ?? ""}${result.header} =>` + head.slice(found.index + found[0].length);
    } else {
      const close = head.lastIndexOf(")", head.search(/(?:=>|\{)\s*$/));
      headTyped = head.slice(0, head.indexOf("(")) + result.header + head.slice(close + 1);
    }
    out += rest.slice(0, fn.start) + headTyped;
    // Functions nested in this one's body are typed too, so the body is read on, not skipped.
    rest = rest.slice(fn.bodyStart);
  }
  return { code: out + rest, interfaces, said, unknown };
}

/**
 * The reply to a request to convert the JavaScript the prompt carries to TypeScript, or undefined
 * when it asks for no types or carries no JavaScript function.
 * @example codeConversionReply("Convert this to TypeScript: function greet(name) { return 'Hi ' + name }")?.includes("function greet(name: string): string {") // true
 */
export function codeConversionReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !TYPES.test(prompt) || !ASK.test(prompt)) return undefined;
  const code = codeIn(prompt);
  if (code === undefined || languageOf(code) !== "javascript" || functionIn(code, "javascript") === undefined) return undefined;
  // The ask, not the code, must name TypeScript: `type` or `ts` inside the code asks nothing.
  const ask = prompt.slice(0, prompt.indexOf(code.slice(0, 20)));
  if (!TYPES.test(ask) || !ASK.test(ask)) return undefined;
  const result = converted(code);
  const text = [...result.interfaces, result.code.trim()].join("\n\n");
  const lines = [`Here it is in TypeScript:`, `\`\`\`ts\n${text}\n\`\`\``];
  const inferred = result.said.length > 0 ? `I inferred the types from how the code uses each name: ${result.said.join("; ")}.` : "";
  const open = result.unknown.length > 0 ? ` The code doesn't show what ${[...new Set(result.unknown)].map((name) => `\`${name}\``).join(", ").replace(/, ([^,]+)$/, " and $1")} ${result.unknown.length === 1 ? "is" : "are"}, so ${result.unknown.length === 1 ? "it is" : "they are"} \`unknown\`: replace that with the real type.` : "";
  if (inferred !== "" || open !== "") lines.push(`${inferred}${open}`.trim());
  return lines.join("\n\n");
}
