import { describe, it, expect } from "vitest";
import { listUsers, USER_COUNT } from "./users.ts";

const everyone = listUsers(1, USER_COUNT).users;

describe("listUsers", () => {
  it("returns the first page with ids starting at 1 and the full total", () => {
    const { users, total } = listUsers(1, 20);
    expect(total).toBe(USER_COUNT);
    expect(users.map((user) => user.id)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("returns a short last page", () => {
    const lastPage = Math.ceil(USER_COUNT / 20);
    const { users, total } = listUsers(lastPage, 20);
    expect(users).toHaveLength(USER_COUNT - (lastPage - 1) * 20);
    expect(users.at(-1)?.id).toBe(USER_COUNT);
    expect(total).toBe(USER_COUNT);
  });

  it("returns no users but the correct total for a page past the end", () => {
    expect(listUsers(99, 20)).toEqual({ users: [], total: USER_COUNT });
  });

  it("covers every user exactly once across consecutive pages", () => {
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(USER_COUNT / 7); page++) ids.push(...listUsers(page, 7).users.map((user) => user.id));
    expect(ids).toEqual(everyone.map((user) => user.id));
  });

  it("returns the same population on every call", () => {
    expect(listUsers(3, 10)).toEqual(listUsers(3, 10));
    expect(listUsers(2, 5).users[0]).toEqual(everyone[5]);
  });

  it("rejects a page or page size below 1 or not an integer", () => {
    expect(() => listUsers(0, 10)).toThrow(RangeError);
    expect(() => listUsers(1, 0)).toThrow(RangeError);
    expect(() => listUsers(1.5, 10)).toThrow(RangeError);
  });

  it("gives every user a two-part name, a unique plain-ASCII email and an ISO date-time", () => {
    const emails = new Set(everyone.map((user) => user.email));
    expect(emails.size).toBe(USER_COUNT);
    for (const user of everyone) {
      expect(user.name).toMatch(/^\S+ \S+$/);
      expect(user.email).toMatch(/^[a-z0-9._]+@[a-z0-9.]+\.[a-z]+$/);
      expect(user.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(new Date(user.created_at).toISOString().replace(".000Z", "Z")).toBe(user.created_at);
    }
  });

  it("derives the email from the name", () => {
    const user = everyone.find((candidate) => /^[A-Za-z]+ [A-Za-z]+$/.test(candidate.name));
    expect(user).toBeDefined();
    const [first = "", last = ""] = (user?.name ?? "").toLowerCase().split(" ");
    expect(user?.email).toMatch(new RegExp(`^(${first}[._]${last}|${first.charAt(0)}${last})\\d*@`));
  });

  it("orders created_at by id, within a fixed past window", () => {
    for (let i = 1; i < everyone.length; i++) {
      expect(Date.parse(everyone[i]?.created_at ?? "")).toBeGreaterThan(Date.parse(everyone[i - 1]?.created_at ?? ""));
    }
    expect(everyone[0]?.created_at.startsWith("2023-01")).toBe(true);
    expect(Date.parse(everyone.at(-1)?.created_at ?? "")).toBeLessThan(Date.UTC(2026, 0, 1));
  });

  it("draws names from several cultures", () => {
    const lastNames = new Set(everyone.map((user) => user.name.split(" ")[1]));
    expect(lastNames.size).toBeGreaterThan(40);
    expect(everyone.some((user) => /[^\x00-\x7f]/.test(user.name))).toBe(true);
  });

  it("hands out frozen users so a handler cannot corrupt the population", () => {
    const [user] = listUsers(1, 1).users;
    expect(Object.isFrozen(user)).toBe(true);
  });
});
