/**
 * The in-process state's task caps and expiry against a plain model of them: whatever the order of
 * creations, sessions and time, the tasks a session can find are the ones a list kept in creation
 * order would hold (the session's newest sessionTaskCap, the newest taskCap of all, none older
 * than taskTtlMs). The state finds its oldest task by id, not by a Map's first key; this holds it
 * to the rule long past the caps, with ids of other sessions and expired tasks in between.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MemoryState } from "./memory.ts";
import type { StateLimits } from "./state.ts";
import type { TaskDraft } from "./state.ts";

const limits: StateLimits = {
  taskCap: 7,
  sessionTaskCap: 3,
  taskTtlMs: 1000,
  journalMaxEntries: 0,
  sessionCap: 100,
  rateWindowsMax: 10,
  rateLimitRequests: 0,
  rateLimitWindowMs: 1000,
};

const draft = (now: number): TaskDraft => ({ team: "t", model: "kling-v1", createdAt: now, durationMs: 10, outcome: "completed", failure: null, videoSeconds: 5, forced: null, forcedAt: 0 });

type Step = { kind: "create"; session: string } | { kind: "wait"; ms: number };
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom("a", "b", "c").map((session) => ({ kind: "create" as const, session })) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 600 }).map((ms) => ({ kind: "wait" as const, ms })) },
);

describe("the in-process state's task caps and expiry", () => {
  it("keep what a list in creation order would keep, however far past the caps", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 200 }), async (steps) => {
        let now = 0;
        const state = new MemoryState(limits, { now: () => now } as never);
        const model: { id: number; session: string; at: number }[] = [];
        const created: { id: number; session: string }[] = [];
        for (const s of steps) {
          if (s.kind === "wait") {
            now += s.ms;
            continue;
          }
          const { session } = await state.begin(s.session);
          const task = await state.addTask(session, draft(now), now);
          created.push({ id: task.id, session: s.session });
          // The model: expired ones go, then the session's oldest over its cap, then the oldest of all.
          for (let i = model.length - 1; i >= 0; i--) if (now - model[i]!.at >= limits.taskTtlMs) model.splice(i, 1);
          const own = model.filter((m) => m.session === s.session);
          if (own.length >= limits.sessionTaskCap) model.splice(model.indexOf(own[0]!), 1);
          if (model.length >= limits.taskCap) model.shift();
          model.push({ id: task.id, session: s.session, at: now });
        }
        const live = new Set(model.filter((m) => now - m.at < limits.taskTtlMs).map((m) => m.id));
        for (const { id, session } of created) {
          const found = await state.findTask({ id: session }, id, now);
          expect(found !== undefined, `task ${id} of ${session}`).toBe(live.has(id));
        }
      }),
      { seed: 25, numRuns: 300 },
    );
  });
});
