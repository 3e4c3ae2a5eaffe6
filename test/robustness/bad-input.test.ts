/**
 * Input that used to reach a 500 (or leave the mock broken) gets the spec's 400 or 413 instead:
 * numbers outside what a double or a Date can hold, ids past the safe-integer range, and
 * control bodies larger than any control request needs. In-process, over a manual clock.
 */
import { describe, expect, it } from "vitest";
import { testMock } from "../support/harness.ts";
import { validateSchema } from "../../spec/validators.ts";

const CHAT = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Hello" }] };

/** A clean refusal: the status, the spec's error body and its code. */
function expectRefused(result: { status: number; body: unknown }, status: number, code: string): void {
  expect(result.status).toBe(status);
  expect(validateSchema("ErrorBody", result.body)).toEqual([]);
  expect((result.body as { error: { code: string } }).error.code).toBe(code);
}

describe("numbers a query parameter cannot hold", () => {
  for (const value of ["1e400", "Infinity", "-Infinity", "1e309"]) {
    it(`answers 400 to page=${value} and page_size=${value} on /api/users`, async () => {
      const mock = testMock();
      expectRefused(await mock.call("GET", "/api/users", { query: { page: value } }), 400, "invalid_request");
      expectRefused(await mock.call("GET", "/api/users", { query: { page_size: value } }), 400, "invalid_request");
    });
  }
});

describe("task ids past the safe-integer range", () => {
  for (const id of ["9007199254740992", "9007199254740993", "99999999999999999999", "1e400"]) {
    it(`answers 400, not 404, to task id ${id}`, async () => {
      const mock = testMock();
      const result = await mock.call("GET", `/client/v2/ai/tasks/${id}`);
      expectRefused(result, 400, "invalid_request");
      expect(result.body.error.param).toBe("task_id");
    });
  }

  it("still answers 404 to the largest safe id", async () => {
    const mock = testMock();
    expectRefused(await mock.call("GET", "/client/v2/ai/tasks/9007199254740991"), 404, "task_not_found");
  });
});

describe("the control clock outside the Date range", () => {
  const BAD: Record<string, unknown>[] = [{ set_ms: 1e300 }, { set_ms: 8.64e15 + 1 }, { advance_ms: 9e15 }, { advance_ms: 1e300 }];
  for (const body of BAD) {
    it(`answers 400 to ${JSON.stringify(body)} and leaves the clock and the answers as they were`, async () => {
      const mock = testMock();
      const before = mock.clock.now();
      expectRefused(await mock.call("POST", "/__mock/clock", { body }), 400, "invalid_request");
      expect(mock.clock.now()).toBe(before);
      const chat = await mock.call("POST", "/client/v2/ai/chat/completions", { body: CHAT });
      expect(chat.status).toBe(200);
      expect(chat.body.created).toBe(Math.floor(before / 1000));
    });
  }

  it("answers 400 to an advance that would pass the end of the Date range from a set near it", async () => {
    const mock = testMock();
    expect((await mock.call("POST", "/__mock/clock", { body: { set_ms: 8.64e15 - 10 } })).status).toBe(200);
    expectRefused(await mock.call("POST", "/__mock/clock", { body: { advance_ms: 11 } }), 400, "invalid_request");
    expect((await mock.call("GET", "/__mock/clock")).status).toBe(200);
  });

  it("accepts the last instant a Date can hold", async () => {
    const mock = testMock();
    const result = await mock.call("POST", "/__mock/clock", { body: { set_ms: 8.64e15 } });
    expect(result.status).toBe(200);
    expect(result.body.now).toBe("+275760-09-13T00:00:00.000Z");
  });
});

describe("oversized control bodies", () => {
  it("answers 413 payload_too_large to a control body over its limit, and leaves the clock alone", async () => {
    const mock = testMock({ controlBodyLimitBytes: 1024 });
    const before = mock.clock.now();
    const raw = JSON.stringify({ advance_ms: 1000, padding: "x".repeat(2048) });
    expectRefused(await mock.call("POST", "/__mock/clock", { raw }), 413, "payload_too_large");
    expect(mock.clock.now()).toBe(before);
  });

  it("reads a control body under the limit", async () => {
    const mock = testMock({ controlBodyLimitBytes: 1024 });
    expect((await mock.call("POST", "/__mock/clock", { body: { advance_ms: 1000 } })).status).toBe(200);
  });
});
