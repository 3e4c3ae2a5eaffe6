import type { Handlers } from "../core/context.ts";
import { createChatCompletion } from "./createChatCompletion.ts";
import { createGeneration } from "./createGeneration.ts";
import { getTask } from "./getTask.ts";
import { listUsers } from "./listUsers.ts";
import { recognizeImageText } from "./recognizeImageText.ts";

/** One handler per operationId of the spec. */
export const defaultHandlers: Handlers = {
  createChatCompletion,
  createGeneration,
  getTask,
  recognizeImageText,
  listUsers,
};
