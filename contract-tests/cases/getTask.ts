/** Cases of GET /client/v2/ai/tasks/{task_id}: async lifecycles, isolation, bad ids. */
import type { Modality } from "../config.ts";
import type { CaseContext, ContractCase } from "./case.ts";
import { requireMockControls } from "./mock-controls.ts";
import { readFinishedTaskAgain } from "./five-questions.ts";
import {
  authCases,
  endpoint,
  followTask,
  forcedStatusCase,
  FULL,
  generationRequest,
  modelFor,
  submittedTaskId,
  UNKNOWN_TASK_ID,
  type RequestFor,
} from "./common.ts";

const GROUP = "getTask";
const GENERATE = endpoint("createGeneration");

const pollUnknown: RequestFor = () => ({ ...endpoint(GROUP, { task_id: UNKNOWN_TASK_ID }) });

/** Submits an async generation; returns its task id, or undefined (the checks said why). */
async function submit(ctx: CaseContext, modality: Modality, headers: Record<string, string> = {}): Promise<number | undefined> {
  const model = modelFor(ctx, modality);
  const submission = await ctx.send({ ...GENERATE, scenario: "valid", ...generationRequest(modality, model, ctx.config), headers });
  const taskId = submittedTaskId(submission);
  if (taskId === undefined) ctx.notExercised(`polling: the ${modality} submission returned no task id`);
  return taskId;
}

function lifecycleCase(modality: Modality, title: string): ContractCase {
  return {
    group: GROUP,
    title,
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      const taskId = await submit(ctx, modality);
      if (taskId === undefined) return;
      const last = await followTask(ctx, taskId, { labels: { modality } });
      // Does the final state stay put? Read it again later (five-questions.ts).
      await readFinishedTaskAgain(ctx, taskId, last);
    },
  };
}

export const taskCases: ContractCase[] = [
  lifecycleCase("video", "moves a video task from processing to completed with output.video_url"),
  lifecycleCase("digital_human", "moves a digital-human task from processing to completed with its output"),
  {
    group: GROUP,
    title: "ends a task the mock is told to fail as failed, with its error",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      requireMockControls(ctx, "Prefer: task=failed");
      const taskId = await submit(ctx, "video", ctx.prefer("task=failed"));
      if (taskId === undefined) return;
      // forcedTaskOutcomeHappened judges the last poll: a forced outcome that did not happen fails.
      await followTask(ctx, taskId, { labels: { modality: "video", forcedTaskOutcome: "failed" } });
    },
  },
  {
    group: GROUP,
    title: "hides a task from another team's key behind the 404 of an unknown id",
    profiles: FULL,
    billable: 1,
    async run(ctx) {
      const other = ctx.config.otherApiKey;
      if (!other) ctx.skip("no second team's key (CONTRACT_OTHER_API_KEY)");
      // The same key is the same team, whose own task is rightly visible: a correct gateway would fail.
      if (other === ctx.config.apiKey) ctx.skip("CONTRACT_OTHER_API_KEY is the same key as CONTRACT_API_KEY, so of the same team: give a key of a second team (--other-api-key)");
      const taskId = await submit(ctx, "video");
      if (taskId === undefined) return;
      await ctx.send({ ...endpoint(GROUP, { task_id: taskId }), scenario: "foreign-task", auth: other });
    },
  },
  {
    group: GROUP,
    title: "returns 404 task_not_found for an id no task has",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      await ctx.send({ ...endpoint(GROUP, { task_id: UNKNOWN_TASK_ID }), scenario: "unknown-task" });
    },
  },
  {
    group: GROUP,
    title: "refuses a task id that is not a positive integer with 400 invalid_request",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      for (const id of ["abc", "0", "-1", "1.5"]) {
        await ctx.send({ ...endpoint(GROUP, { task_id: id }), scenario: "invalid-task-id", labels: { note: `task_id ${id}` } });
      }
    },
  },
  ...authCases(GROUP, pollUnknown, { missing: FULL, invalid: FULL }),
  forcedStatusCase(GROUP, pollUnknown),
];
