import { describe, expect, it } from "vitest";
import { withChangesKept, type RecordChange } from "./kept-changes.ts";

/** A schema's check: names at most 8 characters, and not both fields changed at once to "x". */
const check = (value: unknown) => {
  const user = (value as { user: { name: string; role: string } }).user;
  return user.name.length <= 8 && !(user.name === "Ada" && user.role === "Admin");
};

function changesOn(copy: { user: Record<string, string> }, next: Record<string, string>): RecordChange[] {
  return Object.entries(next).map(([key, value]) => ({ record: copy.user, key, next: value, before: copy.user[key] }));
}

describe("changes kept where the schema accepts them", () => {
  it("keeps every change the schema accepts together", () => {
    const document = { user: { name: "Qz", role: "r1" } };
    const copy = structuredClone(document);
    expect(withChangesKept(document, copy, changesOn(copy, { name: "Ada", role: "Editor" }), check)).toEqual({ user: { name: "Ada", role: "Editor" } });
  });

  it("keeps those it accepts one at a time when together they fail it", () => {
    const document = { user: { name: "Qz", role: "r1" } };
    const copy = structuredClone(document);
    // Together "Ada" and "Admin" fail; the name comes first and is kept, the role is refused.
    expect(withChangesKept(document, copy, changesOn(copy, { name: "Ada", role: "Admin" }), check)).toEqual({ user: { name: "Ada", role: "r1" } });
  });

  it("gives back the document itself, untouched, when no change is accepted", () => {
    const document = { user: { name: "Qz", role: "r1" } };
    const copy = structuredClone(document);
    const kept = withChangesKept(document, copy, changesOn(copy, { name: "Alexandrina" }), check);
    expect(kept).toBe(document);
    expect(document).toEqual({ user: { name: "Qz", role: "r1" } });
  });
});
