/**
 * The SQL a database tool (`run_query({sql})`, `execute_sql`, `query_database({query})`) is called
 * with for a question about the app's data, as a model writes it: "How many users signed up last
 * week?" → `SELECT COUNT(*) FROM users WHERE created_at >= CURRENT_DATE - INTERVAL '7 days';`,
 * "Show me the top 10 customers by revenue" → sql-queries.ts's query. Without it the call's `sql`
 * was the faker's letters ("F0") and the question was answered in prose. Cheap word checks first.
 */
import { sqlQueryReply } from "./sql-queries.ts";

/** Tables an app's database holds, as questions name them (plural, lowercase): a question about one asks the database. */
const TABLES = new Set(
  "users customers orders products signups sales employees invoices payments subscriptions accounts sessions tickets transactions purchases refunds members subscribers visitors posts comments reviews revenue".split(" "),
);
/** The table a word of the question stands for, when it is not the table's own name. */
const TABLE_OF: Readonly<Record<string, string>> = { signups: "users", members: "users", subscribers: "subscriptions", visitors: "sessions", sales: "orders", purchases: "orders", revenue: "orders" };

/** Words of a tool's name (or description) that say it runs SQL on a database. */
const SQL_TOOL_WORDS = /^(?:sql|query|queries|database|db|postgres|postgresql|mysql|sqlite|bigquery|snowflake|warehouse)$/;

/** Whether a tool's name words make it a tool that runs SQL: `run_query`, `execute_sql`, `query_database`. */
export function runsSql(nameWords: readonly string[]): boolean {
  return nameWords.some((word) => SQL_TOOL_WORDS.test(word)) && !nameWords.some((word) => /^(?:search|web|google|knowledge|docs|documents|vector|index|rag)$/.test(word));
}

/** A question about the data: "How many users…", "Show me the top 10 customers…", "List all orders…", "What was the total revenue…". */
const DATA_QUESTION = /^\s*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:how\s+many|count|show\s+(?:me\s+)?|list|get\s+(?:me\s+)?|find|fetch|which|who\s+are|what\s+(?:is|was|were|are)\s+the\s+(?:total|number|count|average|sum)|what(?:'s|\s+is|\s+was)\s+(?:our|the)\s+(?:total\s+)?(?:revenue|sales)|run\s+a\s+(?:sql\s+)?query)\b/i;

/** The table a question is about: the first word of TABLES it holds, as the table it stands for. */
function tableIn(lower: string): string | undefined {
  for (const word of lower.match(/[a-z_]+/g) ?? []) if (TABLES.has(word)) return TABLE_OF[word] ?? word;
  return undefined;
}

/** Whether a message is a question about the data a SQL tool answers (a table of TABLES in a DATA_QUESTION). */
export function asksData(text: string): boolean {
  if (text.length > 300) return false;
  // "Run SELECT id FROM users LIMIT 5": the query written out, to run.
  if (RUN_WRITTEN.test(text)) return true;
  return DATA_QUESTION.test(text) && tableIn(text.toLowerCase()) !== undefined;
}

/** An ask to run SQL the message writes: "Run SELECT …", "Execute this query: SELECT …". */
const RUN_WRITTEN = /^\s*(?:please\s+)?(?:run|execute)\b[^\n]{0,30}?\b(?:select|with)\s+[\s\S]*?\bfrom\b/i;

/** A span of time a question asks about, and the condition on `created_at` it is. */
const PERIODS: readonly (readonly [RegExp, string])[] = [
  [/\btoday\b/, "created_at >= CURRENT_DATE"],
  [/\byesterday\b/, "created_at >= CURRENT_DATE - INTERVAL '1 day' AND created_at < CURRENT_DATE"],
  [/\b(?:last|past)\s+week\b|\bthis\s+week\b|\blast\s+7\s+days\b/, "created_at >= CURRENT_DATE - INTERVAL '7 days'"],
  [/\b(?:last|past)\s+month\b|\blast\s+30\s+days\b/, "created_at >= CURRENT_DATE - INTERVAL '1 month'"],
  [/\bthis\s+month\b/, "created_at >= DATE_TRUNC('month', CURRENT_DATE)"],
  [/\b(?:last|past)\s+year\b/, "created_at >= CURRENT_DATE - INTERVAL '1 year'"],
  [/\bthis\s+year\b/, "created_at >= DATE_TRUNC('year', CURRENT_DATE)"],
];

/** A count of days: "in the last 14 days", "past 3 days". */
const LAST_DAYS = /\b(?:last|past)\s+(\d{1,3})\s+days?\b/;

/** The condition on `created_at` for the span the question names, or undefined for none. */
function periodOf(lower: string): string | undefined {
  const days = LAST_DAYS.exec(lower)?.[1];
  if (days !== undefined && days !== "7" && days !== "30") return `created_at >= CURRENT_DATE - INTERVAL '${days} days'`;
  return PERIODS.find(([asked]) => asked.test(lower))?.[1];
}

/** SQL the message writes itself: "Run SELECT * FROM users LIMIT 5". */
const WRITTEN_SQL = /\b((?:select|with)\s[\s\S]{3,400}?\bfrom\b[\s\S]{1,400}?|(?:insert\s+into|update|delete\s+from)\s[\s\S]{3,400}?)(?:;|$)/i;

/**
 * The SQL a database tool runs for `text`: the query the message writes itself, else the one its
 * question about a table asks (a count, the top N by a measure, the rows), or undefined.
 * @example sqlFor("How many users signed up last week?") // "SELECT COUNT(*) AS signups FROM users WHERE created_at >= CURRENT_DATE - INTERVAL '7 days';"
 */
export function sqlFor(text: string): string | undefined {
  if (text.length > 800) return undefined;
  const lower = text.toLowerCase();
  if (/\b(?:select|insert|update|delete|with)\b/.test(lower)) {
    const written = WRITTEN_SQL.exec(text)?.[1]?.trim();
    if (written !== undefined && /^(?:select|with|insert|update|delete)\s/i.test(written)) return `${written};`;
  }
  const table = tableIn(lower);
  if (table === undefined) return undefined;
  // "the top 10 customers by revenue": sql-queries.ts's query, as the chat writes it.
  if (/\btop\b/.test(lower)) {
    const block = /```sql\n([\s\S]+?)\n```/.exec(sqlQueryReply(`SQL query: ${text}`) ?? "")?.[1];
    if (block !== undefined) return block.replace(/\n/g, " ");
  }
  const period = periodOf(lower);
  const where = period === undefined ? "" : ` WHERE ${period}`;
  if (/\bhow\s+many\b|\bcount(?:s|ing)?\b|\bnumber\s+of\b/.test(lower)) {
    // "the number of orders per month", "count orders by status": one count per group.
    const unit = /\b(?:per|by|each|every)\s+(day|week|month|year)\b|\b(daily|weekly|monthly|yearly)\b/.exec(lower);
    if (unit) {
      const step = unit[1] ?? { daily: "day", weekly: "week", monthly: "month", yearly: "year" }[unit[2]!]!;
      return `SELECT DATE_TRUNC('${step}', created_at) AS ${step}, COUNT(*) AS ${table}_count FROM ${table}${where} GROUP BY ${step} ORDER BY ${step};`;
    }
    const group = /\b(?:per|by|for\s+each|each)\s+(status|category|country|city|plan|region|channel|source|type)\b/.exec(lower)?.[1];
    if (group) return `SELECT ${group}, COUNT(*) AS ${table}_count FROM ${table}${where} GROUP BY ${group} ORDER BY ${table}_count DESC;`;
    const counted = /\bsign(?:ed)?\s*-?\s*ups?\b|\bregistered\b|\bjoined\b/.test(lower) ? "signups" : `${table}_count`;
    return `SELECT COUNT(*) AS ${counted} FROM ${table}${where};`;
  }
  if (/\b(?:total|sum)\b[^?.!]{0,30}\b(?:revenue|sales|amount|spend)|\brevenue\b/.test(lower)) return `SELECT SUM(amount) AS total_revenue FROM ${table === "users" || table === "customers" ? "orders" : table}${where};`;
  if (/\baverage\b|\bavg\b/.test(lower)) return `SELECT AVG(amount) AS average_amount FROM ${table === "users" || table === "customers" ? "orders" : table}${where};`;
  return `SELECT * FROM ${table}${where} ORDER BY created_at DESC LIMIT 100;`;
}
