/**
 * Type-level facts of the seed, imported through the package's public export the way a user
 * would. `tsc --noEmit` (npm run lint) checks the ts-expect-error lines; vitest runs the rest.
 */
import { describe, expectTypeOf, it } from "vitest";
import type { components, operations, paths } from "ai-gateway-kit/types";

type Schemas = components["schemas"];

describe("the generated types", () => {
  it("type usage.cost as a string holding a decimal", () => {
    expectTypeOf<Schemas["ChatCompletion"]["usage"]["cost"]>().toEqualTypeOf<string>();
  });

  it("type the completion object as the constant chat.completion", () => {
    expectTypeOf<Schemas["ChatCompletion"]["object"]>().toEqualTypeOf<"chat.completion">();
  });

  it("type task_id as a number and status as the three seed states", () => {
    expectTypeOf<Schemas["Task"]["task_id"]>().toEqualTypeOf<number>();
    expectTypeOf<Schemas["TaskStatus"]>().toEqualTypeOf<"processing" | "completed" | "failed">();
  });

  it("narrow a task's output and error by its status, as the spec's if/then says", () => {
    const check = (task: Schemas["Task"]) => {
      if (task.status === "completed") expectTypeOf(task.output).toEqualTypeOf<Schemas["TaskOutput"]>();
      if (task.status === "failed") expectTypeOf(task.error.code).toEqualTypeOf<Schemas["TaskError"]["code"]>();
      // @ts-expect-error a task still processing may have no output
      if (task.status === "processing") return task.output.video_url;
    };
    void check;
    // @ts-expect-error a completed task has its output
    const noOutput: Schemas["Task"] = { task_id: 1, status: "completed" };
    // @ts-expect-error a failed task has its error
    const noError: Schemas["Task"] = { task_id: 1, status: "failed" };
    const processing: Schemas["Task"] = { task_id: 1, status: "processing", progress: 40 };
    void [noOutput, noError, processing];
  });

  it("make model required and temperature optional on chat requests", () => {
    type Body = operations["createChatCompletion"]["requestBody"]["content"]["application/json"];
    expectTypeOf<Body["model"]>().toEqualTypeOf<string>();
    // @ts-expect-error model is required
    const missingModel: Body = { messages: [{ role: "user", content: "hi" }] };
    void missingModel;
  });

  it("key paths by the seed's URLs", () => {
    expectTypeOf<paths>().toHaveProperty("/client/v2/ai/tasks/{task_id}");
    expectTypeOf<paths>().toHaveProperty("/api/users");
    // @ts-expect-error no such path in the spec
    type Missing = paths["/client/v2/ai/task/{task_id}"];
  });
});
