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
import { Sleeper } from "../../state/sleeper.ts";
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
  choices: readonly PlannedChoice[];
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

/** What a plan says, apart from its id and time: a pure function of the content seed and the request. */
interface PlannedContent {
  choices: readonly PlannedChoice[];
  promptTokens: number;
  completionTokens: number;
  cost: string;
}

/** Most plans remembered per catalog; a remembered plan is about as large as its reply. */
const CONTENT_CACHE_SIZE = 1000;
/** Conversations longer than this (as JSON) are planned afresh every time and never kept. */
const CONTENT_CACHE_MAX_KEY = 16 * 1024;
// Keyed by catalog: pricing enters the cost, and two mocks in one process may price differently.
const contentCaches = new WeakMap<object, Map<string, PlannedContent>>();
/**
 * The same cache reached by the request body itself: the core hands every request that sent
 * the same text one frozen body object, so a repeated request finds its plan without building
 * and hashing a key. Weak, so it lives as long as the core remembers the body.
 */
const contentByBody = new WeakMap<object, WeakMap<object, { seed: number; content: PlannedContent }>>();

/**
 * Plans the reply for a conversation: deterministic for the same request. Composing and
 * tokenizing is most of a completion's cost, and clients repeat themselves (retries, CI
 * suites, a UI reloading), so the content of recent plans is kept, bounded, and only the id
 * and time are new.
 */
export function planCompletion(
  ctx: HandlerContext<OperationId>,
  model: Model,
  messages: readonly RequestMessage[],
  params: ChatParameters,
): CompletionPlan {
  const content = contentFor(ctx, model, messages, params);
  ctx.session.sequence += 1;
  return {
    id: `chatcmpl-${(ctx.seed >>> 0).toString(36)}${ctx.session.sequence.toString(36).padStart(4, "0")}`,
    created: Math.floor(ctx.startedAt / 1000),
    model: model.id,
    choices: content.choices,
    usage: usageOf(content),
    includeUsage: params.stream_options?.include_usage === true,
  };
}

// The parts of a chat.completion that depend on the content only: built and frozen once per
// content, so every request that repeats a conversation shares them, and the response
// serializer writes them once (spec/serializers.ts, withFrozenParts).
const usageByContent = new WeakMap<PlannedContent, Schemas["Usage"]>();
const messagesByChoices = new WeakMap<readonly PlannedChoice[], Schemas["ChatCompletion"]["choices"]>();

function usageOf(content: PlannedContent): Schemas["Usage"] {
  let usage = usageByContent.get(content);
  if (usage === undefined) {
    usage = Object.freeze({
      prompt_tokens: content.promptTokens,
      completion_tokens: content.completionTokens,
      total_tokens: content.promptTokens + content.completionTokens,
      cost: content.cost,
    });
    usageByContent.set(content, usage);
  }
  return usage;
}

function completionChoices(choices: readonly PlannedChoice[]): Schemas["ChatCompletion"]["choices"] {
  let written = messagesByChoices.get(choices);
  if (written === undefined) {
    written = Object.freeze(
      choices.map((c) => Object.freeze({ index: c.index, message: Object.freeze({ role: "assistant" as const, content: c.text }), finish_reason: c.finishReason })),
    ) as Schemas["ChatCompletion"]["choices"];
    messagesByChoices.set(choices, written);
  }
  return written;
}

/**
 * The content for this request: found by the body object when the core shared a frozen one
 * (its model id, through the catalog, fixes the pricing), else by a key built from the
 * conversation, else planned now.
 */
function contentFor(
  ctx: HandlerContext<OperationId>,
  model: Model,
  messages: readonly RequestMessage[],
  params: ChatParameters,
): PlannedContent {
  const shared = Object.isFrozen(params);
  let byBody = contentByBody.get(ctx.deps.catalog);
  if (!byBody) contentByBody.set(ctx.deps.catalog, (byBody = new WeakMap()));
  const known = shared ? byBody.get(params) : undefined;
  if (known && known.seed === ctx.seed) return known.content;

  const conversation: ChatMessage[] = messages.map((m) => ({ role: m.role, content: messageText(m) }));
  const limit = params.max_completion_tokens ?? params.max_tokens ?? undefined;
  const stops = typeof params.stop === "string" ? [params.stop] : (params.stop ?? []);
  const n = params.n ?? 1;
  const key = JSON.stringify([ctx.seed, model.id, limit ?? null, n, stops, conversation]);
  let cache = contentCaches.get(ctx.deps.catalog);
  if (!cache) contentCaches.set(ctx.deps.catalog, (cache = new Map()));
  let content = cache.get(key);
  if (!content) {
    content = planContent(ctx, model, conversation, limit, stops, n);
    if (key.length <= CONTENT_CACHE_MAX_KEY) {
      if (cache.size >= CONTENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(key, content);
    }
  }
  if (shared) byBody.set(params, { seed: ctx.seed, content });
  return content;
}

function planContent(
  ctx: HandlerContext<OperationId>,
  model: Model,
  conversation: readonly ChatMessage[],
  limit: number | undefined,
  stops: readonly string[],
  n: number,
): PlannedContent {
  const choices: PlannedChoice[] = [];
  for (let index = 0; index < n; index++) {
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
    choices.push(Object.freeze({ index, text, tokens, finishReason }));
  }
  const promptTokens = countChatPromptTokens(conversation.map((m) => ({ role: m.role, content: "" }))) +
    conversation.reduce((sum, m) => sum + countTokensInPieces(m.content), 0);
  const completionTokens = choices.reduce((sum, c) => sum + c.tokens, 0);
  const cost =
    nanoDollars(promptTokens, model.pricing.input_per_1m ?? 0) + nanoDollars(completionTokens, model.pricing.output_per_1m ?? 0);
  return { choices: Object.freeze(choices), promptTokens, completionTokens, cost: formatCost(cost) };
}

/** Longest stretch of prompt handed to the tokenizer at once. */
const MAX_PIECE = 2048;
const SPACE = /\s/;

/**
 * Tokens of a prompt, counted in pieces. BPE is quadratic in the length of one pre-token, so a
 * single 100,000-letter "word" (or run of spaces or punctuation) would block the event loop for
 * half a minute. Pieces end just before a space that starts a word, where the tokenizer's own
 * pre-tokens end, so normal text counts exactly; a stretch with no such place is cut every
 * MAX_PIECE characters, which can add at most one token per cut.
 */
function countTokensInPieces(text: string): number {
  if (text.length <= MAX_PIECE) return countTokens(text);
  let total = 0;
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + MAX_PIECE);
    for (let cut = text.lastIndexOf(" ", end); end < text.length && cut > start; cut = text.lastIndexOf(" ", cut - 1)) {
      if (!SPACE.test(text[cut - 1]!) && !SPACE.test(text[cut + 1] ?? " ")) {
        end = cut;
        break;
      }
    }
    total += countTokens(text.slice(start, end));
    start = end;
  }
  return total;
}

/** The plan as a chat.completion body. */
export function toChatCompletion(plan: CompletionPlan): Schemas["ChatCompletion"] {
  return {
    id: plan.id,
    object: "chat.completion",
    created: plan.created,
    model: plan.model,
    choices: completionChoices(plan.choices),
    usage: plan.usage,
  };
}

type Chunk = Schemas["ChatCompletionChunk"];

// Stream pieces of planned replies: tokenizing a reply again for every stream of it is waste.
const piecesByChoice = new WeakMap<PlannedChoice, readonly string[]>();

function piecesOf(choice: PlannedChoice): readonly string[] {
  let pieces = piecesByChoice.get(choice);
  if (!pieces) piecesByChoice.set(choice, (pieces = splitForStreaming(choice.text)));
  return pieces;
}

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
  // A content frame is `chunk(index, { content }, null)` as JSON, written from a template: all
  // but the text is the same in every frame, and JSON.stringify of each chunk object was most
  // of an unpaced stream's cost. Same bytes, same key order.
  const head = `data: {"id":${JSON.stringify(plan.id)},"object":"chat.completion.chunk","created":${plan.created},"model":${JSON.stringify(plan.model)},"choices":[{"index":`;
  const tail = `,"finish_reason":null}]${plan.includeUsage ? ',"usage":null' : ""}}\n\n`;
  const contentFrame = (index: number, text: string): string => `${head}${index},"delta":{"content":${JSON.stringify(text)}}${tail}`;
  const fault = ctx.controls.stream;
  let sleeper: Sleeper | undefined;
  streams.open += 1;
  try {
    for (const choice of plan.choices) yield sseData(chunk(choice.index, { role: "assistant", content: "" }, null));
    const pieces = plan.choices.flatMap((choice) => piecesOf(choice).map((text) => ({ index: choice.index, text })));
    const offsets = chunkOffsets(
      pieces.map(() => 1),
      { ttftMs: config.streamTtftMs, tokensPerSecond: config.streamTokensPerSecond },
    );
    const paced = config.streamTtftMs > 0 || config.streamTokensPerSecond > 0;
    sleeper = paced ? new Sleeper(clock, signal) : undefined;
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
      if (sleeper) await sleeper.sleep(start + offsets[i]! - clock.now());
      yield contentFrame(pieces[i]!.index, pieces[i]!.text);
    }
    for (const choice of plan.choices) yield sseData(chunk(choice.index, {}, choice.finishReason));
    if (plan.includeUsage) {
      yield sseData({ id: plan.id, object: "chat.completion.chunk", created: plan.created, model: plan.model, choices: [], usage: plan.usage });
    }
    yield "data: [DONE]\n\n";
  } finally {
    sleeper?.dispose();
    streams.open -= 1;
  }
}
