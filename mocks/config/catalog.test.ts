import { describe, expect, it } from "vitest";
import { specEnums } from "../../spec/operations.ts";
import type { TaskStatus } from "../state/task-lifecycle.ts";
import { ASYNC_MODALITIES, loadCatalog, MODALITIES, type Modality } from "./catalog.ts";

// Exhaustive records: adding a member to a type without the other side fails to compile, and
// the tests below fail when the spec's values differ from the type's.
const MODALITY_TYPE: Record<Modality, true> = { llm: true, image: true, ocr: true, video: true, tts: true, stt: true, digital_human: true };
const TASK_STATUS_TYPE: Record<TaskStatus, true> = { processing: true, completed: true, failed: true };

describe("enums the code shares with the spec", () => {
  it("modalities come from the spec and match the Modality type", () => {
    expect([...MODALITIES].sort()).toEqual(Object.keys(MODALITY_TYPE).sort());
    expect([...specEnums.modalities].sort()).toEqual(Object.keys(MODALITY_TYPE).sort());
  });

  it("async modalities are the spec's x-async ones: video and digital human (seed 4.2 rule 3)", () => {
    expect([...ASYNC_MODALITIES].sort()).toEqual(["digital_human", "video"]);
  });

  it("task statuses come from the spec and match the TaskStatus type", () => {
    expect([...specEnums.taskStatuses].sort()).toEqual(Object.keys(TASK_STATUS_TYPE).sort());
  });

  it("every model of the built-in catalog has a modality of the spec", () => {
    for (const model of loadCatalog().values()) expect(specEnums.modalities).toContain(model.modality);
  });
});
