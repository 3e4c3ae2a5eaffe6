/**
 * answers.ts for the browser build (scripts/build-browser.ts picks it): a plain chat is told
 * apart here, at start; the tool calls and structured outputs (with json-schema-faker) load on
 * the first request that has `tools`, `tool_choice`, tool results or a JSON `response_format`.
 */
import type { components } from "../../generated/api.d.ts";
import type { HandlerContext } from "../core/context.ts";
import type { OperationId } from "../core/types.ts";
import type { ChoiceAnswer } from "./answers.ts";
import type { AppAskAnswer } from "./json-object-asks.ts";
import { isPlain } from "./plain.ts";

export type { ChoiceAnswer } from "./answers.ts";

type Schemas = components["schemas"];

let answers: Promise<typeof import("./answers.ts")> | undefined;

export async function planAnswers(
  ctx: HandlerContext<OperationId>,
  messages: readonly Schemas["ChatMessage"][],
  params: Schemas["ChatParameters"],
  n: number,
  answerOf?: (prompt: string) => string | undefined,
  appAskOf?: () => AppAskAnswer | undefined,
): Promise<ChoiceAnswer[] | undefined> {
  if (isPlain(params, messages, ctx.controls.tool)) return undefined;
  answers ??= import("./answers.ts").catch((error: unknown) => {
    answers = undefined;
    throw error;
  });
  return (await answers).planAnswers(ctx, messages, params, n, answerOf, appAskOf);
}
