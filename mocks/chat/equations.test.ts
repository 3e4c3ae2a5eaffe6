import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { equationReply, solveLinear } from "./equations.ts";

const PATH = "/client/v2/ai/chat/completions";

describe("solveLinear(): a linear equation in one unknown, worked step by step", () => {
  it.each([
    ["how can I solve 8x + 7 = -23", "x = -3.75", ["8x = -30", "x = -3.75", "8 × (-3.75) + 7 = -23"]],
    ["Solve 2x + 3 = 11", "x = 4", ["2x = 8", "x = 4", "2 × 4 + 3 = 11"]],
    ["3y - 4 = 11", "y = 5", ["3y = 15", "y = 5", "3 × 5 - 4 = 11"]],
    ["x + 5 = 12", "x = 7", ["x = 7", "7 + 5 = 12"]],
    ["What is x if 2 * x = 9?", "x = 4.5", ["x = 4.5", "2 × 4.5 = 9"]],
    ["-4x = 10", "x = -2.5", ["x = -2.5", "-4 × (-2.5) = 10"]],
  ])("%s → %s", (prompt, answer, outputs) => {
    const solution = solveLinear(prompt)!;
    expect(solution.answer).toBe(answer);
    expect(solution.steps.map((step) => step.output)).toEqual(outputs);
    for (const step of solution.steps) expect(step.explanation).toMatch(/^[A-Z].+\.$/);
  });

  it.each(["x = 5", "a = b", "E = mc^2", "2x + 3 = 4x", "set timeout = 30", "if (a == 1) x = 3", "1920x1080 = 2 megapixels", "y = 2x + 3", "What is 2+2?", "0x + 1 = 2"])(
    "%s holds no equation to work through",
    (prompt) => {
      expect(solveLinear(prompt)).toBeUndefined();
    },
  );

  it("answers in prose with the numbered steps and the answer", () => {
    expect(equationReply("how can I solve 8x + 7 = -23")).toBe(
      "To solve 8x + 7 = -23, get x on its own:\n\n" +
        "1. Subtract 7 from both sides to isolate the term with x: 8x = -30\n" +
        "2. Divide both sides by 8 to solve for x: x = -3.75\n" +
        "3. Check the answer by substituting x = -3.75 back into the original equation: 8 × (-3.75) + 7 = -23\n\n" +
        "So x = -3.75.",
    );
  });
});

describe("through the mock", () => {
  it("answers a chat asking to solve an equation with the worked steps", async () => {
    const result = await testMock().call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Solve 2x + 3 = 11" }] } });
    expect(result.body.choices[0].message.content).toContain("So x = 4.");
  });

  it("fills OpenAI's math tutor schema with the steps and the final answer (the structured-outputs guide's example)", async () => {
    const schema = {
      type: "object",
      properties: {
        steps: { type: "array", items: { type: "object", properties: { explanation: { type: "string" }, output: { type: "string" } }, required: ["explanation", "output"], additionalProperties: false } },
        final_answer: { type: "string" },
      },
      required: ["steps", "final_answer"],
      additionalProperties: false,
    };
    const body = {
      model: "gpt-4o-mini",
      messages: [
        { role: "system", content: "You are a helpful math tutor. Guide the user through the solution step by step." },
        { role: "user", content: "how can I solve 8x + 7 = -23" },
      ],
      response_format: { type: "json_schema", json_schema: { name: "math_reasoning", strict: true, schema } },
    };
    const document = JSON.parse((await testMock().call("POST", PATH, { body })).body.choices[0].message.content);
    expect(document).toEqual({ steps: solveLinear("how can I solve 8x + 7 = -23")!.steps, final_answer: "x = -3.75" });
  });

  it("writes a list of step strings as the worked steps", async () => {
    const schema = { type: "object", properties: { steps: { type: "array", items: { type: "string" } }, answer: { type: "string" } }, required: ["steps", "answer"] };
    const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Solve 3y - 4 = 11" }], response_format: { type: "json_schema", json_schema: { name: "solution", schema } } };
    const document = JSON.parse((await testMock().call("POST", PATH, { body })).body.choices[0].message.content);
    expect(document.answer).toBe("y = 5");
    expect(document.steps[0]).toBe("Add 4 to both sides to isolate the term with y: 3y = 15");
  });
});
