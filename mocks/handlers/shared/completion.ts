/**
 * The LLM behaviour shared by both LLM endpoints: plan a completion once (reply text, token
 * counts, finish reasons, cost), then render it as a chat.completion or as an SSE stream.
 */
import type { components } from "../../../generated/api.d.ts";
import type { Model } from "../../config/catalog.ts";
import type { HandlerContext } from "../../core/context.ts";
import { DROP_CONNECTION, type StreamFrame } from "../../core/deps.ts";
import { toErrorBody } from "../../core/errors.ts";
import { sseData } from "../../core/respond.ts";
import type { OperationId } from "../../core/types.ts";
import { composeReply } from "../../data/chat-reply.ts";
import { countChatPromptTokens, countTokens, splitForStreaming, truncateToTokens, type ChatMessage } from "../../data/tokens.ts";
import { chunkOffsets } from "../../stream/pacing.ts";
import { formatCost, nanoDollars } from "./cost.ts";

type Schemas = components["schemas"];
type ChatParameters = Schemas["ChatParameters"];
type RequestMessage = Schemas["ChatMessage"];

export interface PlannedChoice {
  index: number;
  text: string;
  tokens: number;
  finishReason: "stop" | "length";
}

export interface CompletionPlan {
  id: string;
  created: number;
  model: string;
  choices: PlannedChoice[];
  usage: Schemas["Usage"];
  includeUsage: boolean;
}

/** Message content as plain text (content parts joined, null as empty). */
export function messageText(message: RequestMessage): string {
  const content = message.content;
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => part.text ?? "").join("\n");
  return "";
}

/** Plans the reply for a conversation: deterministic for the same request. */
export function planCompletion(
  ctx: HandlerContext<OperationId>,
  model: Model,
  messages: readonly RequestMessage[],
  params: ChatParameters,
): CompletionPlan {
  const conversation: ChatMessage[] = messages.map((m) => ({ role: m.role, content: messageText(m) }));
  const limit = params.max_completion_tokens ?? params.max_tokens ?? undefined;
  const stops = typeof params.stop === "string" ? [params.stop] : (params.stop ?? []);
  const choices: PlannedChoice[] = [];
  for (let index = 0; index < (params.n ?? 1); index++) {
    let text = composeReply(conversation, ctx.random(`choice-${index}`));
    for (const stop of stops) {
      const at = stop ? text.indexOf(stop) : -1;
      if (at >= 0) text = text.slice(0, at);
    }
    let finishReason: PlannedChoice["finishReason"] = "stop";
    let tokens: number;
    if (limit !== undefined) {
      const cut = truncateToTokens(text, limit);
      text = cut.text;
      tokens = cut.tokens;
      if (cut.truncated) finishReason = "length";
    } else {
      tokens = countTokens(text);
    }
    choices.push({ index, text, tokens, finishReason });
  }
  const promptTokens = countChatPromptTokens(conversation);
  const completionTokens = choices.reduce((sum, c) => sum + c.tokens, 0);
  const cost =
    nanoDollars(promptTokens, model.pricing.input_per_1m ?? 0) + nanoDollars(completionTokens, model.pricing.output_per_1m ?? 0);
  ctx.session.sequence += 1;
  return {
    id: `chatcmpl-${(ctx.seed >>> 0).toString(36)}${ctx.session.sequence.toString(36).padStart(4, "0")}`,
    created: Math.floor(ctx.startedAt / 1000),
    model: model.id,
    choices,
    usage: {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
      cost: formatCost(cost),
    },
    includeUsage: params.stream_options?.include_usage === true,
  };
}

/** The plan as a chat.completion body. */
export function toChatCompletion(plan: CompletionPlan): Schemas["ChatCompletion"] {
  return {
    id: plan.id,
    object: "chat.completion",
    created: plan.created,
    model: plan.model,
    choices: plan.choices.map((c) => ({
      index: c.index,
      message: { role: "assistant", content: c.text },
      finish_reason: c.finishReason,
    })),
    usage: plan.usage,
  };
}

type Chunk = Schemas["ChatCompletionChunk"];

/**
 * The plan as OpenAI's SSE stream: role delta, content deltas (paced), finish_reason, optional
 * usage chunk, [DONE]. The concurrency slot is released however the stream ends.
 */
export async function* streamCompletion(plan: CompletionPlan, ctx: HandlerContext<OperationId>): AsyncGenerator<StreamFrame> {
  const { clock, config, streams } = ctx.deps;
  const signal = ctx.request.signal;
  const chunk = (index: number, delta: Chunk["choices"][number]["delta"], finishReason: string | null): Chunk => ({
    id: plan.id,
    object: "chat.completion.chunk",
    created: plan.created,
    model: plan.model,
    choices: [{ index, delta, finish_reason: finishReason }],
    ...(plan.includeUsage ? { usage: null } : {}),
  });
  const fault = ctx.controls.stream;
  streams.open += 1;
  try {
    for (const choice of plan.choices) yield sseData(chunk(choice.index, { role: "assistant", content: "" }, null));
    const pieces = plan.choices.flatMap((choice) => splitForStreaming(choice.text).map((text) => ({ index: choice.index, text })));
    const offsets = chunkOffsets(
      pieces.map(() => 1),
      { ttftMs: config.streamTtftMs, tokensPerSecond: config.streamTokensPerSecond },
    );
    const paced = config.streamTtftMs > 0 || config.streamTokensPerSecond > 0;
    const start = clock.now();
    for (let i = 0; i < pieces.length; i++) {
      if (fault && i === fault.afterChunks) {
        if (fault.kind === "drop") {
          yield DROP_CONNECTION;
        } else {
          yield sseData(toErrorBody("provider_error", `Stream interrupted by the mock control stream=error-after-${fault.afterChunks}.`));
        }
        return;
      }
      if (paced) await clock.sleep(start + offsets[i]! - clock.now(), signal);
      yield sseData(chunk(pieces[i]!.index, { content: pieces[i]!.text }, null));
    }
    for (const choice of plan.choices) yield sseData(chunk(choice.index, {}, choice.finishReason));
    if (plan.includeUsage) {
      yield sseData({ id: plan.id, object: "chat.completion.chunk", created: plan.created, model: plan.model, choices: [], usage: plan.usage });
    }
    yield "data: [DONE]\n\n";
  } finally {
    streams.open -= 1;
  }
}
