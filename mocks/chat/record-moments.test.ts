import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { recordedMoment, recordMomentOf } from "./record-moments.ts";

const NOW = Date.UTC(2026, 2, 12, 19, 13);
const DAY = 86_400_000;

describe("when a record was created and updated", () => {
  it("reads the fields that say it, and no other moment", () => {
    expect(["createdat", "created", "datecreated", "joinedat"].map(recordMomentOf)).toEqual(["created", "created", "created", "created"]);
    expect(["updatedat", "lastmodified", "modifiedat"].map(recordMomentOf)).toEqual(["updated", "updated", "updated"]);
    expect(["start", "birthday", "dueat", "publishedat"].map(recordMomentOf)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("is a recent moment before the clock, the update after the creation, the same for the same draw", () => {
    for (let seed = 1; seed <= 50; seed++) {
      const created = Date.parse(recordedMoment("created", "date-time", NOW, seededRandom(seed)));
      const updated = Date.parse(recordedMoment("updated", "date-time", NOW, seededRandom(seed * 7)));
      expect(NOW - created).toBeGreaterThanOrEqual(30 * DAY);
      expect(NOW - created).toBeLessThan(331 * DAY);
      expect(updated).toBeGreaterThan(created);
      expect(updated).toBeLessThanOrEqual(NOW);
    }
    expect(recordedMoment("created", "date-time", NOW, seededRandom(3))).toBe(recordedMoment("created", "date-time", NOW, seededRandom(3)));
    expect(recordedMoment("created", "date-time", NOW, seededRandom(3))).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(recordedMoment("created", "date", NOW, seededRandom(3))).toMatch(/^2025-\d\d-\d\d$|^2026-0[1-2]-\d\d$/);
  });
});
