/**
 * The problem a glance finds in code pasted with a question ("What's wrong with this SQL?", "Why
 * doesn't this CSS center anything?", "Why is this slow?", "Why is this function returning None?",
 * "Why does my fetch return a Promise?") in the languages code-bugs.ts does not read, or slips it does
 * not check:
 * - SQL: a column selected beside an aggregate without `GROUP BY`; a function wrapped around a
 *   filtered column (`WHERE YEAR(created_at) = 2024`), which keeps an index from being used;
 * - CSS: `justify-content`/`align-items` on a box that is not a flex or grid container;
 * - Python: a function that computes a value but never returns it;
 * - JavaScript: `await` inside a loop, one query after another (the N+1 pattern), and a promise
 *   from `fetch(…).then(…)` logged as if it were the data.
 * Each is a short pattern that is either there or not; what none finds is left to the other replies.
 * developer-questions.ts asks it for code pasted with a question.
 */
import { languageOf } from "./code-fixes.ts";

/** The language a pasted snippet is in, SQL and CSS included. */
function kindOf(code: string): "sql" | "css" | "python" | "javascript" {
  if (/^\s*(?:select|with|update|insert|delete)\b/i.test(code) && /\b(?:from|into|set)\b/i.test(code)) return "sql";
  if (/^\s*[.#:\w\s>,[\]="*-]+\{[^{}]*\b[a-z-]+\s*:\s*[^;{}]+;?[^{}]*\}/i.test(code) && !/\b(?:function|const|let|var|return|=>)\b|=>/.test(code)) return "css";
  return languageOf(code);
}

const AGGREGATE = /\b(?:count|sum|avg|min|max)\s*\(/i;

/** `SELECT department, COUNT(*) FROM employees`: a plain column beside an aggregate needs `GROUP BY`. */
function sqlProblem(code: string): string | undefined {
  const select = /^\s*select\s+([\s\S]+?)\s+from\s+([\w.]+)([\s\S]*?)\s*;?\s*$/i.exec(code);
  if (select !== null && AGGREGATE.test(select[1]!) && !/\bgroup\s+by\b/i.test(code)) {
    const columns = select[1]!.split(",").map((column) => column.trim());
    const plain = columns.filter((column) => !AGGREGATE.test(column) && /^[\w.]+$/.test(column));
    if (plain.length > 0) {
      const rest = select[3]!.trim();
      const order = /\border\s+by\b/i.exec(rest);
      const where = order === null ? rest : rest.slice(0, order.index).trim();
      const fixed = `SELECT ${columns.join(", ")}\nFROM ${select[2]}${where === "" ? "" : `\n${where}`}\nGROUP BY ${plain.join(", ")}${order === null ? "" : `\n${rest.slice(order.index).trim()}`};`;
      return [
        `The query selects ${plain.map((c) => `\`${c}\``).join(", ")} beside an aggregate (\`${columns.find((c) => AGGREGATE.test(c))}\`) but has no \`GROUP BY\`. Without one, the aggregate collapses the whole table into a single row, so the database can't tell which ${plain.length === 1 ? `\`${plain[0]}\`` : "values"} to show: PostgreSQL, SQL Server and MySQL (with its default \`ONLY_FULL_GROUP_BY\` mode) reject it with an error like "column must appear in the GROUP BY clause or be used in an aggregate function", and SQLite returns an arbitrary row's value.`,
        `Group by the plain column${plain.length === 1 ? "" : "s"} to get one row per ${plain.length === 1 ? `\`${plain[0]}\`` : "combination"}:`,
        `\`\`\`sql\n${fixed}\n\`\`\``,
        "Every column in `SELECT` must be either in `GROUP BY` or inside an aggregate; to filter on the aggregate (\"departments with more than 10 people\"), add `HAVING COUNT(*) > 10` after the `GROUP BY`.",
      ].join("\n\n");
    }
  }
  const wrapped = /\bwhere\s+(year|date|lower|upper|month)\s*\(\s*([\w.]+)\s*\)\s*=\s*('?[\w-]+'?)/i.exec(code);
  if (wrapped !== null) {
    const [whole, fn, column, value] = wrapped;
    const name = fn!.toLowerCase();
    const table = /\bfrom\s+([\w.]+)/i.exec(code)?.[1] ?? "table_name";
    let condition: string;
    let note: string;
    if (name === "year" && /^\d{4}$/.test(value!)) {
      condition = `${column} >= '${value}-01-01' AND ${column} < '${Number(value) + 1}-01-01'`;
      note = "The range keeps the column bare, so an index on it can be used, and the half-open `<` next year covers every time on 31 December.";
    } else if (name === "date") {
      const day = value!.replace(/'/g, "");
      condition = `${column} >= '${day}' AND ${column} < '${day}'::date + 1`;
      note = "The range keeps the column bare, so an index on it can be used (in MySQL write the upper bound as `'" + day + "' + INTERVAL 1 DAY`).";
    } else {
      condition = `${column} = ${value}`;
      note = `If the stored values aren't consistently cased, keep \`${fn!.toUpperCase()}(${column})\` and create an index on the expression instead: \`CREATE INDEX ON ${table} (${fn!.toUpperCase()}(${column}))\` (PostgreSQL; MySQL 8 supports functional indexes too).`;
    }
    return [
      `\`${fn!.toUpperCase()}(${column})\` in the \`WHERE\` clause wraps the column in a function, so the database has to compute it for **every row** and can't use an index on \`${column}\`: the query scans the whole table.`,
      "Compare the bare column with a range instead:",
      `\`\`\`sql\n${code.trim().replace(whole!, `WHERE ${condition}`)}\n\`\`\``,
      `${note} Also select only the columns you need rather than \`*\`, and make sure there is an index: \`CREATE INDEX idx_${table}_${column!.replace(/\W/g, "_")} ON ${table} (${column});\`. \`EXPLAIN\` (or \`EXPLAIN ANALYZE\`) shows whether it's used.`,
    ].join("\n\n");
  }
  return undefined;
}

/** `justify-content`/`align-items` without `display: flex` or `grid` on the same rule. */
function cssProblem(code: string): string | undefined {
  const rule = /([^{}]+)\{([^{}]*)\}/.exec(code);
  if (rule === null) return undefined;
  const body = rule[2]!;
  const aligns = body.match(/\b(?:justify-content|align-items|align-content|place-items|gap)\s*:/g);
  if (aligns === null || /\bdisplay\s*:\s*(?:inline-)?(?:flex|grid)\b/.test(body)) return undefined;
  const selector = rule[1]!.trim();
  const indent = /\n([ \t]+)\S/.exec(body)?.[1] ?? "  ";
  const properties = [...new Set(aligns.map((a) => a.replace(/\s*:$/, "")))];
  const fixed = code.trim().replace(/\{\s*\n?/, `{\n${indent}display: flex;\n${indent}`).replace(/\n[ \t]*\n/g, "\n");
  return [
    `${properties.map((p) => `\`${p}\``).join(" and ")} only work on a **flex or grid container**, and \`${selector}\` isn't one: without \`display: flex\` (or \`grid\`) the browser ignores ${properties.length === 1 ? "it" : "them"}.`,
    "Add the display:",
    `\`\`\`css\n${fixed}\n\`\`\``,
    "To center vertically, the container also needs a height taller than its content (`min-height: 100vh` for the full screen, for example); with `display: grid`, `place-items: center` does both directions in one line.",
  ].join("\n\n");
}

/** `def add(a, b):\n    result = a + b`: no `return`, so the call gives `None`. */
function pythonProblem(code: string): string | undefined {
  const def = /^([ \t]*)def\s+(\w+)\s*\(([^)]*)\)\s*(?:->[^:]*)?:\s*\n((?:\1[ \t]+.*\n?|[ \t]*\n)+)/m.exec(code);
  if (def === null || /\breturn\b|\byield\b/.test(def[4]!)) return undefined;
  const lines = def[4]!.replace(/\s+$/, "").split("\n");
  const last = lines.at(-1)!;
  const assigned = /^([ \t]+)(\w+)\s*[+\-*/]?=\s*(?!=)/.exec(last);
  const printed = /^([ \t]+)print\((.+)\)\s*$/.exec(last);
  let fixedLast: string;
  let said: string;
  if (assigned !== null) {
    fixedLast = `${last}\n${assigned[1]}return ${assigned[2]}`;
    said = `\`${def[2]}\` computes \`${assigned[2]}\` but never returns it`;
  } else if (printed !== null) {
    fixedLast = `${printed[1]}return ${printed[2]}`;
    said = `\`${def[2]}\` prints its result instead of returning it`;
  } else return undefined;
  const fixed = code.replace(def[4]!.replace(/\s+$/, ""), [...lines.slice(0, -1), fixedLast].join("\n"));
  return [
    `${said}. A Python function without a \`return\` statement returns \`None\`, so \`x = ${def[2]}(…)\` gets \`None\`${printed !== null ? " (the printing only shows the value on screen)" : ""}.`,
    "Return the value:",
    `\`\`\`python\n${fixed.trim()}\n\`\`\``,
    "Now the caller gets the value and can print it, store it or pass it on.",
  ].join("\n\n");
}

/** `const data = fetch(…).then(…); console.log(data)`: the promise, not the data. */
function promiseProblem(code: string): string | undefined {
  const found = /\b(const|let|var)\s+(\w+)\s*=\s*(fetch\([^;\n]*?\)(?:\s*\.then\([^;\n]*?\))*)\s*;?\s*\n?\s*console\.log\(\s*\2\s*\)\s*;?/.exec(code);
  if (found === null) return undefined;
  const [, keyword, name, call] = found;
  const base = /^fetch\(([^)]*)\)/.exec(call!)?.[1] ?? "url";
  const jsonThen = /\.then\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*\1\.json\(\)\s*\)/.test(call!);
  const fixed = `async function load() {\n  const res = await fetch(${base});\n  if (!res.ok) throw new Error(\`HTTP \${res.status}\`);\n  ${keyword === "var" ? "const" : keyword} ${name} = ${jsonThen ? "await res.json()" : "res"};\n  console.log(${name});\n}`;
  return [
    `\`fetch\` is asynchronous: it returns a **Promise** straight away, and \`.then(…)\` returns another Promise, so \`${name}\` is the Promise (logged as \`Promise { <pending> }\`), not the data. The data only exists later, when the request finishes.`,
    "`await` it inside an `async` function:",
    `\`\`\`javascript\n${fixed}\n\`\`\``,
    `Or use the value inside a \`.then\`: \`${call}.then((${name}) => console.log(${name}))\`. Either way, code that needs the data must run after it arrives; it can't be returned synchronously. In an ES module, top-level \`await\` also works.`,
  ].join("\n\n");
}

/** `for (const x of xs) { await query(x) }`: one round trip per item, one after another. */
function awaitInLoopProblem(code: string): string | undefined {
  const found = /for\s*\(\s*(?:const|let)\s+(\w+)\s+of\s+([\w$.]+)\s*\)\s*\{\s*(?:const|let)\s+(\w+)\s*=\s*await\s+([^;\n]+?);?\s*\n/.exec(code);
  if (found === null) return undefined;
  const [, item, list, result, call] = found;
  return [
    `Each pass of the loop **waits** for \`${call}\` before starting the next, so 100 \`${list}\` means 100 round trips to the database, one after another (the "N+1 queries" problem). The time adds up: at 10 ms a query, that's a second.`,
    "Run them **in parallel** with `Promise.all`:",
    `\`\`\`javascript\nconst ${result}Per${item!.charAt(0).toUpperCase()}${item!.slice(1)} = await Promise.all(\n  ${list}.map((${item}) => ${call}),\n);\n\`\`\``,
    `Better still, fetch everything in **one query** and group the rows in code, for example with Prisma: \`findMany({ where: { userId: { in: ${list}.map((${item}) => ${item}.id) } } })\` (\`WHERE user_id IN (…)\` in SQL), or include the relation in the query that loads \`${list}\`. For very large lists, run the parallel calls in batches so you don't exhaust the connection pool.`,
  ].join("\n\n");
}

/**
 * What is wrong in code pasted with a question, or undefined when none of the patterns is there.
 * @example pastedProblemReply("What's wrong with this SQL?", "SELECT department, COUNT(*) FROM employees;")?.includes("GROUP BY department") // true
 */
export function pastedProblemReply(ask: string, code: string): string | undefined {
  if (!/\bwhy\b|what'?s\s+wrong|what\s+is\s+wrong|\bfix\b|\bslow\b|\bfaster\b|\boptimi[sz]e\b|\bspeed\b|doesn'?t\s+work|not\s+working|\berror\b|\bbug\b|\bproblem\b|\bissue\b/i.test(ask)) return undefined;
  switch (kindOf(code)) {
    case "sql":
      return sqlProblem(code);
    case "css":
      return cssProblem(code);
    case "python":
      return /\bnone\b|\breturn/i.test(ask) || /\bwhy\b|wrong|fix/i.test(ask) ? pythonProblem(code) : undefined;
    default:
      return (/\bpromise\b|\bpending\b|\bundefined\b|\bwhy\b|wrong|fix/i.test(ask) ? promiseProblem(code) : undefined) ?? (/\bslow\b|\bfaster\b|\boptimi[sz]e\b|\bspeed\b|\btakes?\b/i.test(ask) ? awaitInLoopProblem(code) : undefined);
  }
}
