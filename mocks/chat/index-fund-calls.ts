/**
 * The calls of a stock-quote tool for the market as a whole or an index (market-indexes.ts):
 * "How is the stock market doing?" beside `get_stock_price` → SPY, DIA and QQQ, one call each.
 */
import type { components } from "../../generated/api.d.ts";
import { hashSeed } from "../data/random.ts";
import { indexFundsAsked } from "./market-indexes.ts";
import { toolCallId, type ToolCall } from "./tool-arguments.ts";

type Tool = components["schemas"]["ChatTool"];

/**
 * The calls of a quote tool (`symbolKey` says which tools take a symbol, and under which key) with
 * the funds the message asks of: the first call quotes the first fund, and the others get one
 * call each when calls may run in parallel and the message asked one quote.
 */
export function withIndexFunds(calls: readonly ToolCall[], tools: readonly Tool[], lower: string, symbolKey: (tool: Tool) => string | undefined, seed: number, parallel: boolean): ToolCall[] {
  const funds = indexFundsAsked(lower);
  if (funds.length === 0) return [...calls];
  const made: ToolCall[] = [];
  for (const call of calls) {
    const tool = tools.find((each) => each.function.name === call.function.name);
    const key = tool === undefined ? undefined : symbolKey(tool);
    if (key === undefined) {
      made.push(call);
      continue;
    }
    const args = JSON.parse(call.function.arguments) as Record<string, unknown>;
    const quoting = (fund: string) => JSON.stringify({ ...args, [key]: Array.isArray(args[key]) ? [fund] : fund });
    made.push({ ...call, function: { ...call.function, arguments: quoting(funds[0]!) } });
    if (!parallel || calls.length > 1) continue;
    for (const [i, fund] of funds.slice(1).entries()) {
      made.push({ id: toolCallId(hashSeed(seed, "call", i + 1, call.function.name)), type: "function", function: { name: call.function.name, arguments: quoting(fund) } });
    }
  }
  return made;
}
