import { describe, expect, it } from "vitest";
import { sqlQueryReply } from "./sql-queries.ts";

describe("the SQL text-to-SQL demos ask for", () => {
  it("sums the orders of the top N customers by revenue, as many as asked", () => {
    const reply = sqlQueryReply("Write a SQL query to find the top 5 customers by revenue")!;
    expect(reply).toContain("SELECT c.id, c.name, SUM(o.amount) AS total_revenue\nFROM customers AS c\nJOIN orders AS o ON o.customer_id = c.id\nGROUP BY c.id, c.name\nORDER BY total_revenue DESC\nLIMIT 5;");
    expect(sqlQueryReply("SQL query for the top ten products by sales")).toContain("JOIN order_items AS o ON o.product_id = p.id");
  });

  it("sorts a column of the table itself, and leaves other prompts alone", () => {
    expect(sqlQueryReply("Write a query to get the top 3 employees by salary")).toContain("SELECT id, name, salary\nFROM employees\nORDER BY salary DESC\nLIMIT 3;");
    expect(sqlQueryReply("Who are the top 5 customers by revenue?")).toBeUndefined();
    expect(sqlQueryReply("Write a SQL query for monthly revenue by region")).toBeUndefined();
  });
});
