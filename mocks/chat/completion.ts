/**
 * The LLM behaviour shared by both LLM endpoints: plan a completion once (reply text, its
 * tokens, finish reasons, cost), then render it as a chat.completion or as an SSE stream.
 */
import type { components } from "../../generated/api.d.ts";
import type { Model } from "../config/catalog.ts";
import type { HandlerContext } from "../core/context.ts";
import { DROP_CONNECTION, type StreamFrame } from "../core/deps.ts";
import { toErrorBody } from "../core/errors.ts";
import { sseData } from "../core/respond.ts";
import type { OperationId } from "../core/types.ts";
import { toBase36 } from "../data/base36.ts";
import { composeReply } from "./reply.ts";
import { countChatPromptTokens, countTokens, tokenEnds, type ChatMessage } from "./tokens.ts";
import { Sleeper } from "../state/sleeper.ts";
import { chunkOffsets } from "../stream/pacing.ts";
import { formatCost, nanoDollars } from "./cost.ts";
import { planAnswers, type ChoiceAnswer } from "./answers.ts";
import type { ToolCall } from "./tool-arguments.ts";
import { toolCallChunks } from "./tool-call-chunks.ts";

type Schemas = components["schemas"];
type ChatParameters = Schemas["ChatParameters"];
type RequestMessage = Schemas["ChatMessage"];

/**
 * One planned reply: its text and how many tokens it is. Where each token ends is worked out
 * when a stream first asks (a stream sends one token per chunk) and kept with the choice; an
 * answer in one piece needs only the count, and most chat answers are one piece.
 */
export class PlannedChoice {
  #tokenEnds: Uint32Array | undefined;

  constructor(
    readonly index: number,
    readonly text: string,
    /** The reply's tokens: `usage.completion_tokens`, and the number of a stream's content chunks. */
    readonly tokens: number,
    readonly finishReason: "stop" | "length" | "tool_calls",
    tokenEnds?: Uint32Array,
    /** The calls, when the choice is tool calls (then `text` is empty and `tokens` counts the arguments). */
    readonly toolCalls?: readonly ToolCall[],
  ) {
    this.#tokenEnds = tokenEnds;
    Object.freeze(this);
  }

  /** Where each token ends in `text` (UTF-16 offsets); `tokens` of them. */
  get tokenEnds(): Uint32Array {
    return (this.#tokenEnds ??= tokenEnds(this.text));
  }
}

export interface CompletionPlan {
  id: string;
  created: number;
  model: string;
  content: PlannedContent;
  /** Whether the content came from the memo: the conversation was seen before. */
  reused: boolean;
  includeUsage: boolean;
}

/** Message content as plain text (content parts joined, null as empty). */
export function messageText(message: RequestMessage): string {
  const content = message.content;
  if (typeof content === "string") return content;
  if (Array.isArray(content)) return content.map((part) => part.text ?? "").join("\n");
  return "";
}

/**
 * What a plan says apart from its id and time: a pure function of the content seed, the model
 * and the parameters that shape a reply, so the memo can hand it to every request that repeats
 * a conversation. Its parts are frozen: one object serves many responses.
 */
export class PlannedContent {
  /** `choices` and `usage` of a chat.completion as its serializer writes them; null: not split. */
  #completionTail: string | null | undefined;

  constructor(
    readonly choices: readonly PlannedChoice[],
    /** `choices` of a chat.completion. */
    readonly completionChoices: Schemas["ChatCompletion"]["choices"],
    readonly usage: Schemas["Usage"],
  ) {
    Object.freeze(this);
  }

  /**
   * The end of a chat.completion's JSON from `,"choices":` on, written once by `serialize` and
   * kept with the content (and so in the memo, evicted and cleared with it). It is cut from a
   * body whose head fields are empty; a serializer that writes another head (another key order)
   * gets null, and the body is then serialized whole every time.
   */
  completionTail(serialize: (body: Schemas["ChatCompletion"]) => string): string | null {
    if (this.#completionTail === undefined) {
      const text = serialize({ id: "", object: "chat.completion", created: 0, model: "", choices: this.completionChoices, usage: this.usage });
      this.#completionTail = text.startsWith(EMPTY_HEAD) ? text.slice(EMPTY_HEAD.length) : null;
    }
    return this.#completionTail;
  }
}

/** What JSON.stringify escapes in a string: quote, backslash, controls and (lone) surrogates. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

/** A chat.completion's head with empty fields, as JSON. */
const EMPTY_HEAD = completionHead("", 0, "");

/** A chat.completion's JSON up to its choices: the only part that differs between repeats. */
function completionHead(id: string, created: number, model: string): string {
  return `{"id":${quoted(id)},"object":"chat.completion","created":${created},"model":${quoted(model)}`;
}

/** A string as JSON; one with nothing to escape (an id, a model) without JSON.stringify's set-up. */
function quoted(text: string): string {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/**
 * Plans the reply for a conversation: deterministic for the same request; only the id and time
 * are new. The content comes from the memo when a request repeats one (retries, CI suites, a
 * UI reloading).
 */
export async function planCompletion(
  ctx: HandlerContext<OperationId>,
  model: Model,
  messages: readonly RequestMessage[],
  params: ChatParameters,
): Promise<CompletionPlan> {
  const limit = params.max_completion_tokens ?? params.max_tokens ?? undefined;
  const stops = typeof params.stop === "string" ? [params.stop] : (params.stop ?? []);
  const n = params.n ?? 1;
  let reused = true;
  const answers = await planAnswers(ctx, messages, params, n);
  const plan = () => {
    reused = false;
    return planContent(ctx, model, messages.map((m) => ({ role: m.role, content: messageText(m) })), limit, stops, n, answers);
  };
  // The content key covers the conversation, model and seed; the rest shapes the same reply.
  const key = `chat|${ctx.contentKey}|${limit ?? ""}|${n}|${stops.length === 0 ? "" : JSON.stringify(stops)}`;
  // Kept on the conversation's second request: most are asked once, and keeping every plan
  // cost varied traffic more than the repeats it served saved.
  // Tool calls and JSON documents are planned from parts the memo already keeps (the schema's
  // validator, its documents per variant); the plan around them is not kept.
  const content = answers ? plan() : ctx.deps.memo.get(key, plan, contentBytes, "repeat");
  const sequence = await ctx.deps.store.nextSequence(ctx.session);
  return {
    id: `chatcmpl-${toBase36(ctx.seed >>> 0)}${toBase36(sequence).padStart(4, "0")}`,
    created: Math.floor(ctx.request.startedAt / 1000),
    model: model.id,
    content,
    reused,
    includeUsage: params.stream_options?.include_usage === true,
  };
}

/** About what a plan holds: its text up to three times (planned, escaped, rendered once repeated), token ends, objects. */
function contentBytes(content: PlannedContent): number {
  let bytes = 768;
  for (const choice of content.choices) bytes += choice.text.length * 3 + choice.tokens * 4 + 64;
  return bytes;
}

function planContent(
  ctx: HandlerContext<OperationId>,
  model: Model,
  conversation: readonly ChatMessage[],
  limit: number | undefined,
  stops: readonly string[],
  n: number,
  answers: readonly ChoiceAnswer[] | undefined,
): PlannedContent {
  const choices: PlannedChoice[] = [];
  for (let index = 0; index < n; index++) {
    const answer = answers?.[index];
    if (answer && "toolCalls" in answer) {
      // Arguments are completion tokens; a call is never cut by max_tokens (a cut call is useless to a client).
      const tokens = answer.toolCalls.reduce((sum, call) => sum + countTokens(call.function.name) + countTokens(call.function.arguments), 0);
      choices.push(new PlannedChoice(index, "", tokens, "tool_calls", undefined, Object.freeze(answer.toolCalls)));
      continue;
    }
    let text = answer ? answer.text : composeReply(conversation, ctx.random(`choice-${index}`));
    for (const stop of stops) {
      const at = stop ? text.indexOf(stop) : -1;
      if (at >= 0) text = text.slice(0, at);
    }
    let tokens = countTokens(text);
    let finishReason: PlannedChoice["finishReason"] = "stop";
    let ends: Uint32Array | undefined;
    if (limit !== undefined && tokens > limit) {
      // A cut at max_tokens is a cut at a token's end; the split is stable under cutting, so
      // the kept text is exactly the kept tokens.
      const keep = Math.max(0, limit);
      ends = tokenEnds(text).slice(0, keep);
      text = text.slice(0, keep === 0 ? 0 : ends[keep - 1]);
      tokens = keep;
      finishReason = "length";
    }
    choices.push(new PlannedChoice(index, text, tokens, finishReason, ends));
  }
  const promptTokens = countChatPromptTokens(conversation);
  const completionTokens = choices.reduce((sum, c) => sum + c.tokens, 0);
  const cost = nanoDollars(promptTokens, model.pricing.input_per_1m ?? 0) + nanoDollars(completionTokens, model.pricing.output_per_1m ?? 0);
  return new PlannedContent(
    Object.freeze(choices),
    Object.freeze(
      choices.map((c) =>
        Object.freeze({
          index: c.index,
          message: Object.freeze(c.toolCalls ? { role: "assistant" as const, content: null, tool_calls: c.toolCalls as ToolCall[] } : { role: "assistant" as const, content: c.text }),
          finish_reason: c.finishReason,
        }),
      ),
    ) as Schemas["ChatCompletion"]["choices"],
    Object.freeze({
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
      cost: formatCost(cost),
    }),
  );
}

/** A choice's tokens as text, for a stream's content chunks. */
function piecesOf(choice: PlannedChoice): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const end of choice.tokenEnds) {
    pieces.push(choice.text.slice(start, end));
    start = end;
  }
  return pieces;
}

/** The plan as a chat.completion body. */
export function toChatCompletion(plan: CompletionPlan): Schemas["ChatCompletion"] {
  return {
    id: plan.id,
    object: "chat.completion",
    created: plan.created,
    model: plan.model,
    choices: plan.content.completionChoices,
    usage: plan.content.usage,
  };
}

/**
 * The plan as a handler's chat.completion answer. A repeated conversation differs from its last
 * answer only in id and time, so its JSON is the head written here and the rest as the
 * serializer wrote it the first time it repeated (kept with the content in the memo): the same
 * bytes as serializing the whole body. Content planned just now is left to the core's
 * serializer: most conversations never repeat, and rendering for the memo would cost them twice.
 */
export function completionAnswer(plan: CompletionPlan, serialize: (body: Schemas["ChatCompletion"]) => string): { status: 200; body: Schemas["ChatCompletion"]; text?: string } {
  const body = toChatCompletion(plan);
  const tail = plan.reused ? plan.content.completionTail(serialize) : null;
  return tail === null ? { status: 200, body } : { status: 200, body, text: completionHead(plan.id, plan.created, plan.model) + tail };
}

type Chunk = Schemas["ChatCompletionChunk"];

/**
 * A plan's SSE frames, rendered once: the role deltas, one frame per token, the closing frames.
 * A content frame is three parts, its choice's opening, the quoted token and the shared tail,
 * kept apart so that a whole unpaced stream is one join of flat strings.
 */
class StreamFrames {
  /** One role delta per choice, joined. */
  readonly opening: string;
  /** finish_reason deltas, the usage chunk when asked for, and [DONE], joined. */
  readonly closing: string;
  /** Per token, choices one after another: the opening of its frame, up to the content. */
  private readonly opens: string[] = [];
  /** Per token: its text as a JSON string. */
  private readonly quoted: string[] = [];
  /** What follows the content in every content frame. */
  private readonly tail: string;

  constructor(plan: CompletionPlan) {
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
    this.tail = `},"finish_reason":null}]${plan.includeUsage ? ',"usage":null' : ""}}\n\n`;
    const { choices, usage } = plan.content;
    let opening = "";
    let closing = "";
    for (const choice of choices) {
      opening += sseData(chunk(choice.index, { role: "assistant", content: "" }, null));
      const open = `${head}${choice.index},"delta":{"content":`;
      // Text with nothing JSON escapes (most replies) is quoted as it is: JSON.stringify of each
      // token was a third of rendering a stream.
      const quote = NEEDS_ESCAPE.test(choice.text) ? JSON.stringify : (text: string) => `"${text}"`;
      let start = 0;
      for (const end of choice.tokenEnds) {
        this.opens.push(open);
        this.quoted.push(quote(choice.text.slice(start, end)));
        start = end;
      }
      closing += sseData(chunk(choice.index, {}, choice.finishReason));
    }
    if (plan.includeUsage) {
      closing += sseData({ id: plan.id, object: "chat.completion.chunk", created: plan.created, model: plan.model, choices: [], usage });
    }
    this.opening = opening;
    this.closing = `${closing}data: [DONE]\n\n`;
  }

  /** Content frames in all. */
  get count(): number {
    return this.quoted.length;
  }

  /** Content frame `i`. */
  content(i: number): string {
    return this.opens[i]! + this.quoted[i]! + this.tail;
  }

  /** The opening, the first `sent` content frames and `ending`, as one string. */
  whole(sent: number, ending: string): string {
    const parts: string[] = [this.opening];
    for (let i = 0; i < sent; i++) parts.push(this.opens[i]!, this.quoted[i]!, this.tail);
    parts.push(ending);
    return parts.join("");
  }
}

/**
 * A tool-call answer's SSE frames, from the chunk objects `toolCallChunks` lays out: the role
 * delta, then one frame per tool-call delta (a call's name, then fragments of its arguments;
 * these are what pacing and stream faults count), then the closing frames. The same members as
 * `StreamFrames`, so one stream loop serves both.
 */
class ToolCallFrames {
  readonly opening: string;
  readonly closing: string;
  private readonly deltas: string[];

  constructor(plan: CompletionPlan) {
    const chunks = toolCallChunks(plan);
    this.opening = chunks.opening.map(sseData).join("");
    this.deltas = chunks.deltas.map(sseData);
    this.closing = `${chunks.closing.map(sseData).join("")}data: [DONE]\n\n`;
  }

  get count(): number {
    return this.deltas.length;
  }

  content(i: number): string {
    return this.deltas[i]!;
  }

  whole(sent: number, ending: string): string {
    return this.opening + this.deltas.slice(0, sent).join("") + ending;
  }
}

/**
 * The plan as OpenAI's SSE stream: role delta, content deltas (paced), finish_reason, optional
 * usage chunk, [DONE]. The concurrency slot is held from the first read until the stream ends,
 * however it ends.
 */
export async function* streamCompletion(plan: CompletionPlan, ctx: HandlerContext<OperationId>): AsyncGenerator<StreamFrame> {
  const { clock, config, streams } = ctx.deps;
  const fault = ctx.controls.stream;
  const frames = plan.content.choices.some((c) => c.toolCalls) ? new ToolCallFrames(plan) : new StreamFrames(plan);
  // Content frames sent before a forced fault: all of them when there is none.
  const sent = fault ? Math.min(fault.afterChunks, frames.count) : frames.count;
  const ending = !fault
    ? frames.closing
    : fault.kind === "drop"
      ? ""
      : sseData(toErrorBody("provider_error", `Stream interrupted by the mock control stream=error-after-${fault.afterChunks}.`));
  const paced = config.streamTtftMs > 0 || config.streamTokensPerSecond > 0;
  streams.open += 1;
  let sleeper: Sleeper | undefined;
  try {
    if (!paced) {
      // Unpaced, the whole stream is known at once: one frame, one write, no turn per token.
      yield frames.whole(sent, ending);
    } else {
      sleeper = new Sleeper(clock, ctx.request.signal);
      const offsets = chunkOffsets(
        Array.from({ length: frames.count }, () => 1),
        { ttftMs: config.streamTtftMs, tokensPerSecond: config.streamTokensPerSecond },
      );
      yield frames.opening;
      const start = clock.now();
      for (let i = 0; i < sent; i++) {
        await sleeper.sleep(start + offsets[i]! - clock.now());
        yield frames.content(i);
      }
      if (ending) yield ending;
    }
    if (fault?.kind === "drop") yield DROP_CONNECTION;
  } finally {
    sleeper?.dispose();
    streams.open -= 1;
  }
}
