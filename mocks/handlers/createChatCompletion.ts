import type { Handler } from "../core/context.ts";
import { MockError } from "../core/errors.ts";
import { completionAnswer, planCompletion, streamCompletion } from "../chat/completion.ts";
import { findModel, modelKind, requireFeature } from "../models/access.ts";
import { openStreamSlot } from "../chat/stream-slot.ts";

/** POST /client/v2/ai/chat/completions: OpenAI-compatible, LLM models only (seed 4.1 rule 1). */
export const createChatCompletion: Handler<"createChatCompletion"> = async (ctx) => {
  const { body, deps } = ctx;
  const model = findModel(body.model, deps);
  if (model.modality !== "llm") {
    throw new MockError(
      "invalid_request",
      `The model '${model.id}' is ${modelKind(model.modality)}; this endpoint accepts LLM models only. Use POST /client/v2/ai/generations.`,
      { param: "model" },
    );
  }
  requireFeature(ctx.team, "llm");
  const plan = await planCompletion(ctx, model, body.messages, body);
  if (body.stream === true) {
    openStreamSlot(deps);
    return { events: streamCompletion(plan, ctx) };
  }
  return completionAnswer(plan);
};
