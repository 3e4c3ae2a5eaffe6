/**
 * The market as a whole, asked beside a stock-quote tool: quoted through the index funds that
 * track it (SPY, DIA, QQQ), as a model does, not answered with "Which stock?". An index named is
 * quoted alone; a company named, or a question of how markets work, is not an index's quote.
 */
import { describe, expect, it } from "vitest";
import { manualClock } from "../state/clock.ts";
import { testMock } from "../../test/support/harness.ts";
import { callsAt, fn, replyAt } from "../../test/support/tool-calls.ts";
import { indexFundsAsked } from "./market-indexes.ts";

/** The mock's clock: Thursday 12 March 2026, 19:13 UTC. */
const NOW = Date.UTC(2026, 2, 12, 19, 13);
const { callsFor } = callsAt(NOW);
const replyTo = replyAt(NOW);

const getStockPrice = fn("get_stock_price", "Get the current price of a stock", { symbol: { type: "string", description: "Ticker symbol, e.g. AAPL" } });
const symbols = (calls: [string, Record<string, unknown>][]) => calls.map(([, args]) => args.symbol);

describe("the market as a whole", () => {
  it.each(["How is the stock market doing?", "How's the market today?", "How are stocks doing today?", "Is the market up today?"])(
    "quotes the three index funds for %j, one call each",
    async (content) => {
      expect(symbols(await callsFor(content, [getStockPrice]))).toEqual(["SPY", "DIA", "QQQ"]);
    },
  );
  it("quotes the S&P 500's fund alone where calls may not run in parallel", async () => {
    const { calls } = await replyTo([["user", "How is the stock market doing?"]], [getStockPrice], { parallel_tool_calls: false });
    expect(symbols(calls)).toEqual(["SPY"]);
  });
});

describe("an index named", () => {
  it.each([
    ["How's the Dow doing?", ["DIA"]],
    ["What's the S&P 500 at right now?", ["SPY"]],
    ["How is the Nasdaq doing today?", ["QQQ"]],
    ["Compare the Dow and the Nasdaq today", ["DIA", "QQQ"]],
  ])("quotes its fund: %j", async (content, funds) => {
    expect(indexFundsAsked(content.toLowerCase())).toEqual(funds);
    expect(symbols(await callsFor(content, [getStockPrice]))[0]).toBe(funds[0]);
  });
});

describe("what is no quote of the market", () => {
  it("quotes the company a message names", async () => {
    expect(symbols(await callsFor("What's Apple's stock price today?", [getStockPrice]))).toEqual(["AAPL"]);
  });
  it.each(["Explain how the stock market works", "How do stocks work?", "What is market research?"])("calls nothing for %j", async (content) => {
    expect(await callsFor(content, [getStockPrice])).toEqual([]);
  });
  it("still asks which stock when the message names none and no market", async () => {
    expect((await replyTo([["user", "Check a stock price for me"]], [getStockPrice])).content).toBe("Sure! Which stock or company would you like the price for?");
  });
});

describe("the answer from the funds' quotes", () => {
  it("names each fund by the index it tracks", async () => {
    const funds = ["SPY", "DIA", "QQQ"];
    const calls = funds.map((symbol, i) => ({ id: `call_${i}`, type: "function", function: { name: "get_stock_price", arguments: JSON.stringify({ symbol }) } }));
    const prices = [512.34, 389.1, 441.7];
    const messages = [
      { role: "user", content: "How is the stock market doing?" },
      { role: "assistant", content: null, tool_calls: calls },
      ...funds.map((symbol, i) => ({ role: "tool", tool_call_id: `call_${i}`, content: JSON.stringify({ symbol, price: prices[i] }) })),
    ];
    const result = await testMock({}, manualClock(NOW)).call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o", messages, tools: [getStockPrice] } });
    expect(result.body.choices[0].message.content).toBe("S&P 500 (SPY) is trading at $512.34. Dow Jones (DIA) is trading at $389.10. Nasdaq-100 (QQQ) is trading at $441.70.");
  });
});
