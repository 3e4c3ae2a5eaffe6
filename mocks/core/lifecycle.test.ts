import { describe, expect, it } from "vitest";
import { operationTable } from "../../spec/operations.ts";
import { testMock } from "../../test/support/harness.ts";
import { LIFECYCLE } from "./lifecycle.ts";

describe("the lifecycle", () => {
  it("is a list of named stages, in the order a request meets them", () => {
    expect(LIFECYCLE.map((stage) => stage.name)).toEqual([
      "preflight",
      "parse target",
      "control surface",
      "route",
      "controls",
      "weather",
      "auth",
      "rate",
      "forced status",
      "recorded answer",
      "validate",
      "delay",
      "handle",
      "serialize",
    ]);
  });

  it("takes operation quirks from the table, not from operation ids: a forced 404's code and the fields a handler checks", async () => {
    expect(operationTable.get("getTask").responses.get("404")?.errorCode).toBe("task_not_found");
    expect(operationTable.get("createChatCompletion").responses.get("404")?.errorCode).toBe("model_not_found");
    expect(operationTable.get("createGeneration").handlerChecked).toEqual(["input"]);
    expect(operationTable.get("createChatCompletion").handlerChecked).toEqual([]);
    const mock = testMock();
    const forced = await mock.call("GET", "/client/v2/ai/tasks/1", { headers: { prefer: "code=404" } });
    expect([forced.status, forced.body.error.code]).toEqual([404, "task_not_found"]);
  });
});
