/**
 * Replies to "Convert this to Python: <JavaScript>", "Rewrite this Python in JavaScript: <Python>":
 * the code in the other language, line by line, for the simple subset a chat paste has: functions
 * (declared or arrow), `return`, `if`/`else if`/`else`, `for` over a range or an array, `while`,
 * variables, `console.log`/`print`, template strings/f-strings, arrays/lists, object/dict literals,
 * the everyday operators, string and array methods (`toUpperCase`/`upper`, `push`/`append`,
 * `includes`/`in`, `join`, `length`/`len`) and `map`/`filter` with a list comprehension. A line
 * outside that subset (a class, try/catch, a callback it cannot read) is not guessed at: it is kept
 * as a `TODO` comment, and the reply says which lines those are.
 *
 * The mappings are the languages' standard equivalents (`===` is `==`, `&&` is `and`, `null` is
 * `None`, `range(n)` counts 0…n-1); which ones are covered is this module's choice. To TypeScript
 * is code-conversions.ts's. Cheap first: a prompt naming neither Python nor JavaScript is passed by.
 */
import { codeIn, languageOf } from "./code-fixes.ts";
import type { Language } from "./code-functions.ts";
import { laidOut } from "./code-explanations.ts";

/** The cheap cue: a language to convert to named. */
const TARGET = /\b(?:to|in|into|as)\s+(?:(?:plain|vanilla|modern)\s+)?(python|javascript|js|node(?:\.?js)?)\b/i;
const ASK = /\b(?:convert|rewrite|translate|port|turn|change|transform|redo|write)\b|\bhow\s+(?:would|do)\s+(?:i|you)\s+write\b/i;
const MAX_PROMPT = 4000;
const NAMES: Readonly<Record<Language, string>> = { javascript: "JavaScript", python: "Python" };

/* ------------------------------------------------------------ expressions */

/**
 * The expression with `rewrite` applied to its code and `literal` to each string literal, so an
 * operator inside a string is never rewritten. A string's prefix (`f` of an f-string) goes with it.
 */
function outsideStrings(expression: string, rewrite: (code: string) => string, literal: (text: string) => string): string {
  let out = "";
  let code = "";
  for (let i = 0; i < expression.length; i++) {
    const char = expression[i]!;
    const prefixed = /[fF]/.test(char) && /["']/.test(expression[i + 1] ?? "") && !/[\w$]/.test(expression[i - 1] ?? "");
    if (char === '"' || char === "'" || char === "`" || prefixed) {
      const quote = prefixed ? expression[i + 1]! : char;
      const start = prefixed ? i + 1 : i;
      let end = start + 1;
      while (end < expression.length && expression[end] !== quote) end += expression[end] === "\\" ? 2 : 1;
      out += rewrite(code) + literal(expression.slice(i, end + 1));
      code = "";
      i = end;
      continue;
    }
    code += char;
  }
  return out + rewrite(code);
}

/** A JavaScript expression in Python. */
function pyExpression(expression: string): string {
  const ternary = /^([^?{}'"`]+?)\s*\?\s*([^?:{}]+?)\s*:\s*([^?:{}]+)$/.exec(expression.trim());
  if (ternary !== null) return `${pyExpression(ternary[2]!)} if ${pyExpression(ternary[1]!)} else ${pyExpression(ternary[3]!)}`;
  const rewritten = outsideStrings(
    expression,
    (code) =>
      code
        .replace(/===?/g, "==")
        .replace(/!==?/g, "!=")
        .replace(/&&/g, " and ")
        .replace(/\|\|/g, " or ")
        .replace(/!(?!=)\s*/g, "not ")
        .replace(/\btrue\b/g, "True")
        .replace(/\bfalse\b/g, "False")
        .replace(/\b(?:null|undefined)\b/g, "None")
        .replace(/\bMath\.(max|min|abs|round)\(/g, "$1(")
        .replace(/\bMath\.(sqrt|floor|ceil|pow)\(/g, "math.$1(")
        .replace(/\bMath\.PI\b/g, "math.pi")
        .replace(/\.toUpperCase\(\)/g, ".upper()")
        .replace(/\.toLowerCase\(\)/g, ".lower()")
        .replace(/\.trim\(\)/g, ".strip()")
        .replace(/\.push\(/g, ".append(")
        .replace(/\b(String|Number)\(/g, (_, name: string) => (name === "String" ? "str(" : "float("))
        .replace(/([\w$.\]]+)\.length\b/g, "len($1)")
        .replace(/([\w$]+)\.includes\(([^()]+)\)/g, "$2 in $1")
        .replace(/([\w$]+)\.join\(([^()]*)\)/g, (_, list: string, sep: string) => `${sep.trim() === "" ? '","' : sep}.join(${list})`)
        // An object literal's keys are quoted in a dict: `{ name: x }` → `{"name": x}`.
        .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:(?!:)/g, '$1"$2":')
        .replace(/\{\s+/g, "{")
        .replace(/\s+\}/g, "}")
        .replace(/ {2,}/g, " "),
    (text) => (text.startsWith("`") ? `f"${text.slice(1, -1).replace(/\$\{/g, "{").replace(/"/g, '\\"')}"` : text),
  );
  // `arr.map(x => x * 2)` → `[x * 2 for x in arr]`; `arr.filter(x => x > 0)` → `[x for x in arr if x > 0]`.
  return rewritten
    .replace(/([\w$.]+)\.map\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*([^()]*(?:\([^()]*\)[^()]*)*)\)/g, "[$3 for $2 in $1]")
    .replace(/([\w$.]+)\.filter\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*([^()]*(?:\([^()]*\)[^()]*)*)\)/g, "[$2 for $2 in $1 if $3]");
}

/** A Python expression in JavaScript. */
function jsExpression(expression: string): string {
  const comprehension = /^\[\s*(.+?)\s+for\s+(\w+)\s+in\s+(.+?)(?:\s+if\s+(.+?))?\s*\]$/.exec(expression.trim());
  if (comprehension !== null) {
    const [, value, name, list, condition] = comprehension;
    // `range(n)` has no JavaScript literal: `[...Array(n).keys()]` is 0…n-1.
    const source = /^range\(([^,()]+)\)$/.exec(list!.trim());
    const array = source === null ? jsExpression(list!) : `[...Array(${jsExpression(source[1]!)}).keys()]`;
    const filtered = condition === undefined ? array : `${array}.filter((${name}) => ${jsExpression(condition)})`;
    return value === name ? filtered : `${filtered}.map((${name}) => ${jsExpression(value!)})`;
  }
  const ternary = /^(.+?)\s+if\s+(.+?)\s+else\s+(.+)$/.exec(expression.trim());
  if (ternary !== null) return `${jsExpression(ternary[2]!)} ? ${jsExpression(ternary[1]!)} : ${jsExpression(ternary[3]!)}`;
  return outsideStrings(
    expression,
    (code) =>
      code
        .replace(/\bis\s+not\s+None\b/g, "!== null")
        .replace(/\bis\s+None\b/g, "=== null")
        .replace(/(?<![=!<>])==(?!=)/g, "===")
        .replace(/!=(?!=)/g, "!==")
        .replace(/\band\b/g, "&&")
        .replace(/\bor\b/g, "||")
        .replace(/\bnot\s+/g, "!")
        .replace(/\bTrue\b/g, "true")
        .replace(/\bFalse\b/g, "false")
        .replace(/\bNone\b/g, "null")
        .replace(/\blen\(([^()]+)\)/g, "$1.length")
        .replace(/\b(max|min)\((\w+)\)/g, "Math.$1(...$2)")
        .replace(/(?<![.\w])(max|min|abs|round)\(/g, "Math.$1(")
        .replace(/\bmath\.(sqrt|floor|ceil|pow)\(/g, "Math.$1(")
        .replace(/\bmath\.pi\b/g, "Math.PI")
        .replace(/\.upper\(\)/g, ".toUpperCase()")
        .replace(/\.lower\(\)/g, ".toLowerCase()")
        .replace(/\.strip\(\)/g, ".trim()")
        .replace(/\.append\(/g, ".push(")
        .replace(/(?<![.\w])str\(/g, "String(")
        .replace(/(?<![.\w])(?:int|float)\(/g, "Number(")
        .replace(/(\w+)\s*\/\/\s*(\w+)/g, "Math.floor($1 / $2)")
        .replace(/(\w+)\s+not\s+in\s+(\w+)/g, "!$2.includes($1)")
        .replace(/(\w+)\s+in\s+(\w+)/g, "$2.includes($1)"),
    (text) => {
      if (!/^[fF]/.test(text)) return text;
      return `\`${text.slice(2, -1).replace(/\{([^{}]+)\}/g, (_, inner: string) => `\${${jsExpression(inner)}}`)}\``;
    },
  ).replace(/(["'][^"']*["'])\.join\((\w+)\)/g, "$2.join($1)");
}

/* ------------------------------------------------------------ statements */

interface Ported {
  readonly code: string;
  /** The lines kept as TODO comments. */
  readonly skipped: string[];
}

/** A `for (let i = a; i < b; i++)` loop as Python's `range`, or undefined for another step. */
function pyRange(init: string, condition: string, step: string): string | undefined {
  const start = /^(?:let|var)?\s*(\w+)\s*=\s*(.+)$/.exec(init.trim());
  const bound = /^(\w+)\s*(<=?)\s*(.+)$/.exec(condition.trim());
  if (start === null || bound === null || bound[1] !== start[1] || !new RegExp(String.raw`^(?:${start[1]}\+\+|\+\+${start[1]}|${start[1]}\s*\+=\s*1)$`).test(step.trim())) return undefined;
  const end = bound[2] === "<=" ? `${pyExpression(bound[3]!)} + 1` : pyExpression(bound[3]!);
  const from = start[2]!.trim();
  return `for ${start[1]} in range(${from === "0" ? "" : `${pyExpression(from)}, `}${end}):`;
}

function toPython(code: string): Ported {
  const out: string[] = [];
  const skipped: string[] = [];
  let needsMath = false;
  /** The names given an object literal: a dict in Python, so `user.name` reads `user['name']`. */
  const dicts = new Set<string>();
  let afterDef = false;
  for (const raw of laidOut(code).split("\n")) {
    const depth = /^ */.exec(raw)![0].length / 2;
    // PEP 8: two blank lines after a top-level function.
    if (depth === 0 && afterDef && raw.trim() !== "}" && raw.trim() !== "};") out.push("", "");
    if (depth === 0 && raw.trim() !== "}") afterDef = /^(?:export\s+)?(?:function|(?:const|let|var)\s+\w+\s*=\s*\(?[\w\s,]*\)?\s*=>)/.test(raw.trim());
    const indent = "    ".repeat(depth);
    const line = raw.trim().replace(/;$/, "");
    const say = (text: string) => {
      if (/\bmath\./.test(text)) needsMath = true;
      out.push(`${indent}${text}`);
    };
    let found: RegExpExecArray | null;
    if (line === "}" || line === "};" || line === "") continue;
    if ((found = /^\/\/\s*(.*)$/.exec(line))) say(`# ${found[1]}`);
    else if ((found = /^(?:export\s+)?function\s+(\w+)\s*\(([^)]*)\)\s*\{$/.exec(line))) say(`def ${found[1]}(${pyExpression(found[2]!).replace(/\s*=\s*/g, "=")}):`);
    else if ((found = /^(?:export\s+)?(?:const|let|var)\s+(\w+)\s*=\s*\(?([\w\s,]*)\)?\s*=>\s*\{$/.exec(line))) say(`def ${found[1]}(${found[2]!.trim()}):`);
    else if ((found = /^(?:export\s+)?(?:const|let|var)\s+(\w+)\s*=\s*\(?([\w\s,]*)\)?\s*=>\s*(.+)$/.exec(line))) {
      say(`def ${found[1]}(${found[2]!.trim()}):`);
      out.push(`${indent}    return ${pyExpression(found[3]!)}`);
    } else if ((found = /^(?:}\s*)?else\s+if\s*\((.+)\)\s*\{$/.exec(line))) say(`elif ${pyExpression(found[1]!)}:`);
    else if (/^(?:}\s*)?else\s*\{$/.test(line)) say("else:");
    else if ((found = /^if\s*\((.+)\)\s*\{$/.exec(line))) say(`if ${pyExpression(found[1]!)}:`);
    else if ((found = /^while\s*\((.+)\)\s*\{$/.exec(line))) say(`while ${pyExpression(found[1]!)}:`);
    else if ((found = /^for\s*\(\s*(?:const|let|var)\s+(\w+)\s+of\s+(.+)\)\s*\{$/.exec(line))) say(`for ${found[1]} in ${pyExpression(found[2]!)}:`);
    else if ((found = /^for\s*\(([^;]*);([^;]*);([^)]*)\)\s*\{$/.exec(line)) && pyRange(found[1]!, found[2]!, found[3]!) !== undefined) say(pyRange(found[1]!, found[2]!, found[3]!)!);
    else if ((found = /^return(?:\s+(.+))?$/.exec(line))) say(found[1] === undefined ? "return" : `return ${pyExpression(found[1])}`);
    else if ((found = /^console\.(?:log|info|error|warn)\((.*)\)$/.exec(line))) say(`print(${pyExpression(found[1]!)})`);
    else if ((found = /^(\w+)\s*(\+\+|--)$/.exec(line))) say(`${found[1]} ${found[2] === "++" ? "+=" : "-="} 1`);
    else if ((found = /^(?:(?:const|let|var)\s+)?([\w$.[\]]+)\s*([-+*/%]?=)\s*(.+)$/.exec(line)) && !/=>|\bfunction\b|\bawait\b|\bnew\s/.test(pyExpression(found[3]!))) {
      if (/^\{/.test(found[3]!.trim())) dicts.add(found[1]!);
      say(`${found[1]} ${found[2]} ${pyExpression(found[3]!)}`);
    }
    else if (/^[\w$.]+\((?:[^()=]|\([^()]*\))*\)$/.test(line)) say(pyExpression(line));
    else {
      skipped.push(line);
      say(`# TODO: not converted: ${line}`);
    }
  }
  if (needsMath) out.unshift("import math", "");
  let python = out.join("\n");
  for (const name of dicts) python = python.replace(new RegExp(String.raw`\b${name}\.([A-Za-z_]\w*)\b(?!\s*\()`, "g"), `${name}['$1']`);
  return { code: python, skipped };
}

/** Python's lines with a one-line block (`def f(x): return x`) opened onto its own line. */
function pyLines(code: string): { indent: number; text: string }[] {
  const lines: { indent: number; text: string }[] = [];
  for (const raw of code.split("\n")) {
    if (raw.trim() === "") continue;
    const indent = /^[ \t]*/.exec(raw)![0].replace(/\t/g, "    ").length;
    const text = raw.trim();
    const inline = /^((?:def|if|elif|else|for|while)\b[^:]*(?:\([^)]*\)[^:]*)?:)\s*(\S.*)$/.exec(text);
    if (inline !== null && !text.startsWith("#")) {
      lines.push({ indent, text: inline[1]! });
      for (const part of inline[2]!.split(/;\s*/)) if (part !== "") lines.push({ indent: indent + 4, text: part });
    } else for (const part of text.split(/;\s*/)) if (part !== "") lines.push({ indent, text: part });
  }
  return lines;
}

function toJavaScript(code: string): Ported {
  const lines = pyLines(code);
  const out: string[] = [];
  const skipped: string[] = [];
  const open: number[] = [];
  const declared = new Set<string>();
  const assignments = (name: string) => lines.filter(({ text }) => new RegExp(String.raw`^${name}\s*[-+*/]?=(?!=)`).test(text)).length;
  const pad = (indent: number) => "  ".repeat(open.filter((level) => level < indent).length);
  for (const { indent, text } of lines) {
    // Blocks this line is not inside any more are closed; `else` joins the brace that closes its `if`.
    while (open.length > 0 && open.at(-1)! >= indent) {
      open.pop();
      out.push(`${"  ".repeat(open.length)}}`);
    }
    const say = (line: string) => out.push(`${pad(indent)}${line}`);
    const block = (line: string) => {
      if (/^(?:else|} else)/.test(line) && out.at(-1)?.trim() === "}") out[out.length - 1] = `${out.at(-1)!} ${line}`;
      else say(line);
      open.push(indent);
    };
    let found: RegExpExecArray | null;
    if ((found = /^#\s*(.*)$/.exec(text))) say(`// ${found[1]}`);
    else if ((found = /^def\s+(\w+)\s*\(([^)]*)\)\s*(?:->[^:]*)?:$/.exec(text))) {
      const params = found[2]!.replace(/\s*:\s*[\w[\], ]+?(?=\s*(?:=|,|$))/g, "").replace(/\s*=\s*/g, " = ");
      block(`function ${found[1]}(${jsExpression(params)}) {`);
    } else if ((found = /^if\s+(.+):$/.exec(text))) block(`if (${jsExpression(found[1]!)}) {`);
    else if ((found = /^elif\s+(.+):$/.exec(text))) block(`else if (${jsExpression(found[1]!)}) {`);
    else if (/^else\s*:$/.test(text)) block("else {");
    else if ((found = /^while\s+(.+):$/.exec(text))) block(`while (${jsExpression(found[1]!)}) {`);
    else if ((found = /^for\s+(\w+)\s+in\s+range\(([^,()]+)(?:,\s*([^,()]+))?\):$/.exec(text))) {
      const [from, to] = found[3] === undefined ? ["0", found[2]!] : [found[2]!, found[3]];
      block(`for (let ${found[1]} = ${jsExpression(from)}; ${found[1]} < ${jsExpression(to.trim())}; ${found[1]}++) {`);
    } else if ((found = /^for\s+(\w+)\s+in\s+(.+):$/.exec(text)) && !/\brange\(/.test(found[2]!)) block(`for (const ${found[1]} of ${jsExpression(found[2]!)}) {`);
    else if ((found = /^return(?:\s+(.+))?$/.exec(text))) say(found[1] === undefined ? "return;" : `return ${jsExpression(found[1])};`);
    else if ((found = /^print\((.*)\)$/.exec(text))) say(`console.log(${jsExpression(found[1]!)});`);
    else if ((found = /^(\w+)\s*=(?!=)\s*(.+)$/.exec(text)) && !/\blambda\b|\byield\b/.test(found[2]!)) {
      const name = found[1]!;
      const keyword = declared.has(name) ? "" : assignments(name) > 1 ? "let " : "const ";
      declared.add(name);
      say(`${keyword}${name} = ${jsExpression(found[2]!)};`);
    } else if ((found = /^([\w.[\]]+)\s*([-+*/%]=)\s*(.+)$/.exec(text))) say(`${found[1]} ${found[2]} ${jsExpression(found[3]!)};`);
    else if (/^[\w.]+\((?:[^()]|\([^()]*\))*\)$/.test(text) && !/^(?:import|from)\b/.test(text)) say(`${jsExpression(text)};`);
    else {
      skipped.push(text);
      say(`// TODO: not converted: ${text}`);
    }
  }
  while (open.length > 0) {
    open.pop();
    out.push(`${"  ".repeat(open.length)}}`);
  }
  return { code: out.join("\n"), skipped };
}

/**
 * The reply to a request to convert the code the prompt carries between JavaScript and Python, or
 * undefined when it names neither as the target or the code is already in it.
 * @example codePortReply("Convert this to Python: function add(a, b) { return a + b }")?.includes("def add(a, b):\n    return a + b") // true
 */
export function codePortReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !TARGET.test(prompt) || !ASK.test(prompt)) return undefined;
  const code = codeIn(prompt);
  if (code === undefined) return undefined;
  const ask = prompt.slice(0, Math.max(0, prompt.indexOf(code.slice(0, 20))));
  const named = TARGET.exec(ask)?.[1]?.toLowerCase();
  if (named === undefined || !ASK.test(ask)) return undefined;
  const target: Language = named === "python" ? "python" : "javascript";
  const source = languageOf(code);
  if (source === target) return undefined;
  const ported = target === "python" ? toPython(code) : toJavaScript(code);
  const parts = [`Here it is in ${NAMES[target]}:`, `\`\`\`${target}\n${ported.code}\n\`\`\``];
  const notes =
    target === "python"
      ? "`===` becomes `==`, `&&`/`||`/`!` become `and`/`or`/`not`, `null` and `undefined` become `None`, template strings become f-strings and `console.log` becomes `print`"
      : "`==` becomes `===`, `and`/`or`/`not` become `&&`/`||`/`!`, `None` becomes `null`, f-strings become template strings, `print` becomes `console.log`, and each variable is declared with `const` (or `let` when it is reassigned)";
  parts.push(`The structure is the same line for line; where the code has them, ${notes}.`);
  if (ported.skipped.length > 0) {
    const lines = ported.skipped.map((line) => `\`${line.length > 60 ? `${line.slice(0, 57)}…` : line}\``).join(", ");
    parts.push(`I didn't convert ${ported.skipped.length === 1 ? "one line" : `${ported.skipped.length} lines`} (${lines}): ${ported.skipped.length === 1 ? "it's" : "they're"} marked \`TODO\`, as ${ported.skipped.length === 1 ? "it needs" : "they need"} a rewrite by hand rather than a line-for-line translation.`);
  }
  return parts.join("\n\n");
}
