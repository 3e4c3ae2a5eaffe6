import { describe, expect, it } from "vitest";
import { USER_COUNT } from "../data/users.ts";
import { conform, testMock } from "../../test/support/harness.ts";

describe("GET /api/users", () => {
  it("needs no API key and conforms to the spec", async () => {
    const result = await testMock().call("GET", "/api/users", { key: null });
    expect(result.status).toBe(200);
    expect(conform("listUsers", result)).toEqual([]);
    expect(result.body).toMatchObject({ total: USER_COUNT, page: 1, page_size: 20 });
    expect(result.body.users).toHaveLength(20);
  });

  it("pages through every user exactly once", async () => {
    const mock = testMock();
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(USER_COUNT / 50); page++) {
      const result = await mock.call("GET", "/api/users", { key: null, query: { page: String(page), page_size: "50" } });
      for (const user of result.body.users) seen.add(user.id);
    }
    expect(seen.size).toBe(USER_COUNT);
  });

  it("returns no users but the right total past the last page", async () => {
    const result = await testMock().call("GET", "/api/users", { key: null, query: { page: "99" } });
    expect(result.body.users).toEqual([]);
    expect(result.body.total).toBe(USER_COUNT);
  });

  it.each([
    ["page", "0"],
    ["page", "x"],
    ["page_size", "101"],
  ])("answers 400 naming %s for %s", async (name, value) => {
    const result = await testMock().call("GET", "/api/users", { key: null, query: { [name]: value } });
    expect(result.status).toBe(400);
    expect(result.body.error).toMatchObject({ code: "invalid_request", param: name });
  });
});
