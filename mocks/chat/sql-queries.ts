/**
 * The SQL query text-to-SQL demos ask for most: "Write a SQL query to find the top 5 customers by
 * revenue", "top 10 products by sales", "top 3 employees by salary". A model writes the query for
 * the tables the prompt names; the template snippet of reply.ts ("FROM top … GROUP BY category")
 * answers another question. Totals of money join the orders; a column of the table itself is
 * sorted directly.
 */
import { writtenNumber } from "./written-numbers.ts";

/** "… top 5 customers by revenue", "… the 10 best-selling products by sales" (in a request for SQL). */
const TOP_BY = /\b(?:sql|query|queries)\b[^\n]{0,60}?\btop\s+(\d{1,3}|three|five|ten)\s+([a-z_]{3,24})\s+by\s+(?:total\s+|their\s+|highest\s+)?([a-z_]{3,24})\b/i;
/** Totals of what was paid: the sum of the orders' amounts. */
const MONEY = /^(?:revenue|sales|spend|spending|spent|purchases?|income|sold|amount)$/i;
/** Counts of orders. */
const ORDER_COUNT = /^(?:orders|order_count|number_of_orders)$/i;

/**
 * The query for "the top N things by a measure", with a line on how it works, or undefined.
 * @example sqlQueryReply("Write a SQL query to find the top 5 customers by revenue")?.includes("LIMIT 5;") // true
 */
export function sqlQueryReply(prompt: string): string | undefined {
  if (prompt.length > 300) return undefined;
  const match = TOP_BY.exec(prompt);
  if (!match) return undefined;
  const count = writtenNumber(match[1]!) ?? 5;
  const one = match[2]!.toLowerCase().replace(/ies$/, "y").replace(/s$/, "");
  const table = one.endsWith("y") ? `${one.slice(0, -1)}ies` : `${one}s`;
  const measure = match[3]!.toLowerCase();
  const alias = one.charAt(0);
  if (MONEY.test(measure) || ORDER_COUNT.test(measure)) {
    const money = MONEY.test(measure);
    const column = money ? `total_${measure === "sales" ? "sales" : "revenue"}` : "order_count";
    const total = money ? "SUM(o.amount)" : "COUNT(o.id)";
    // Orders of a customer point at it; a product is counted through the order's lines.
    const join = one === "product" ? `JOIN order_items AS o ON o.product_id = ${alias}.id` : `JOIN orders AS o ON o.${one}_id = ${alias}.id`;
    return [
      `Here's a query for the top ${count} ${table} by ${measure}:`,
      "",
      "```sql",
      `SELECT ${alias}.id, ${alias}.name, ${total} AS ${column}`,
      `FROM ${table} AS ${alias}`,
      join,
      `GROUP BY ${alias}.id, ${alias}.name`,
      `ORDER BY ${column} DESC`,
      `LIMIT ${count};`,
      "```",
      "",
      `It joins each of the ${table} to its ${one === "product" ? "order lines" : "orders"}, ${money ? "adds up the amounts" : "counts them"}, sorts from highest to lowest and keeps the first ${count}. Adjust the table and column names to your schema (for example \`o.total\` instead of \`o.amount\`).`,
    ].join("\n");
  }
  return [
    `Here's a query for the top ${count} ${table} by ${measure}:`,
    "",
    "```sql",
    `SELECT id, name, ${measure}`,
    `FROM ${table}`,
    `ORDER BY ${measure} DESC`,
    `LIMIT ${count};`,
    "```",
    "",
    `It sorts the ${table} by \`${measure}\` from highest to lowest and keeps the first ${count}. If two rows tie at the cut-off, add a second column to \`ORDER BY\` to make the result stable.`,
  ].join("\n");
}
