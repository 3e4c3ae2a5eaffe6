/**
 * handlers/index.ts for the browser build (scripts/build-browser.ts picks it): a chat and a
 * task's status answer from the code a page loads at start; the unified generations endpoint
 * (with its OCR, speech and transcript makers), image-to-text (with image-size) and the users
 * list (with its population) are chunks of their own, loaded by the first request to them, so a
 * page that only chats never downloads them.
 */
import type { Handler, Handlers } from "../core/context.ts";
import type { OperationId } from "../core/types.ts";
import { createChatCompletion } from "./createChatCompletion.ts";
import { getTask } from "./getTask.ts";

/** A handler whose module loads on its first request (again on the next one if that load failed). */
function onFirstUse<K extends OperationId>(load: () => Promise<Handler<K>>): Handler<K> {
  let loading: Promise<Handler<K>> | undefined;
  return async (ctx) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(ctx);
  };
}

export const defaultHandlers: Handlers = {
  createChatCompletion,
  createGeneration: onFirstUse(async () => (await import("./createGeneration.ts")).createGeneration),
  getTask,
  recognizeImageText: onFirstUse(async () => (await import("./recognizeImageText.ts")).recognizeImageText),
  listUsers: onFirstUse(async () => (await import("./listUsers.ts")).listUsers),
};
