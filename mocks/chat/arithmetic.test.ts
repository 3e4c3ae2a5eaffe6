import { describe, expect, it } from "vitest";
import { operationOfTool, sumsFor, sumsIn } from "./arithmetic.ts";

const read = (text: string) => sumsIn(text).map(({ operation, operands }) => [operation, ...operands]);

describe("the sums a prompt writes", () => {
  it("reads each sum in order, with its operation and its two numbers", () => {
    expect(read("What is 3 * 12? Also, what is 11 + 49?")).toEqual([
      ["multiply", 3, 12],
      ["add", 11, 49],
    ]);
    expect(read("What's 7 × 6, 10 − 4 and 9 / 3?")).toEqual([
      ["multiply", 7, 6],
      ["subtract", 10, 4],
      ["divide", 9, 3],
    ]);
    expect(read("and 2 ** 10 and 2^8")).toEqual([
      ["power", 2, 10],
      ["power", 2, 8],
    ]);
  });

  it("reads sums written in words, before or between their numbers", () => {
    expect(read("What is 11 plus 49, and 5 times 4?")).toEqual([
      ["add", 11, 49],
      ["multiply", 5, 4],
    ]);
    expect(read("What is the product of 3 and 12?")).toEqual([["multiply", 3, 12]]);
    expect(read("Subtract 4 from 10, then divide 81 by 9.")).toEqual([
      ["subtract", 10, 4],
      ["divide", 81, 9],
    ]);
    expect(read("What is 2.5 multiplied by -4?")).toEqual([["multiply", 2.5, -4]]);
  });

  it("reads a percentage of an amount as the product a calculator is given", () => {
    expect(sumsIn("Calculate 15% tip on $84")).toEqual([{ operation: "multiply", operands: [0.15, 84], text: "0.15 * 84" }]);
    expect(read("What's 12% of 250?")).toEqual([["multiply", 0.12, 250]]);
    expect(sumsIn("Take 20% off $59.99")).toEqual([]);
    expect(sumsIn("Battery at 15%")).toEqual([]);
  });

  it("does not read dates, sizes or hex numbers as sums, nor a prompt without digits", () => {
    expect(sumsIn("Book a room for 2026-11-28, please")).toEqual([]);
    expect(sumsIn("A 1920x1080 screenshot of 0x1F")).toEqual([]);
    expect(sumsIn("Multiply the weather by three")).toEqual([]);
  });

  it("knows the operation of a tool by its name's words, and a calculator does every sum", () => {
    expect(operationOfTool(["multiply"])).toBe("multiply");
    expect(operationOfTool(["add", "numbers"])).toBe("add");
    expect(operationOfTool(["calculator"])).toBe("any");
    expect(operationOfTool(["get", "weather"])).toBeUndefined();
    expect(operationOfTool(["calculate", "sum"])).toBe("add");
    expect(operationOfTool(["evaluate", "expression"])).toBe("any");
    // A lookup or a calculation of something else is no arithmetic tool.
    expect(operationOfTool(["get", "product"])).toBeUndefined();
    expect(operationOfTool(["calculate", "shipping"])).toBeUndefined();
    expect(operationOfTool(["add", "multiply"])).toBeUndefined();
    const sums = sumsIn("3 * 12 and 11 + 49");
    expect(sumsFor("add", sums).map((sum) => sum.text)).toEqual(["11 + 49"]);
    expect(sumsFor("any", sums)).toHaveLength(2);
  });
});
