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
