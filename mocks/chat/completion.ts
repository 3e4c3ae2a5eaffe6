/**
 * The LLM behaviour shared by both LLM endpoints: plan a completion once (reply text, its
 * tokens, finish reasons, cost), then render it as a chat.completion or as an SSE stream.
 */
import type { components } from "../../generated/api.d.ts";
import { MockError } from "../core/errors.ts";
import type { Model } from "../config/catalog.ts";
import type { HandlerContext } from "../core/context.ts";
import { cutAtKey, holeTemplate, quoterFor, templateAt } from "../../spec/serializers.ts";
import type { OperationId } from "../core/types.ts";
import { toBase36 } from "../data/base36.ts";
import { loadKnownReplies } from "./known-replies-loader.ts";
import { composeReply, type KnownReply } from "./reply.ts";
import { countChatPromptTokens, countTokens, tokenEnds, type ChatMessage } from "./tokens.ts";
import { chunkOffsets } from "../stream/pacing.ts";
import { DONE, jsonFrame, jsonFrameAround, sseFrame, type EventSource, type EventStream, type Serialize } from "../stream/sse.ts";
import { formatCost, nanoDollars } from "./cost.ts";
import { planAnswers, type ChoiceAnswer } from "./answers.ts";
import { isPlain } from "./plain.ts";
import type { ToolCall } from "./tool-arguments.ts";
import { toolCallChunks } from "./tool-call-chunks.ts";
import { toolCallsWithin } from "./tool-call-limit.ts";
import { tokenLogprobs, type TokenLogprob } from "./logprobs.ts";
import { hashSeed } from "../data/random.ts";
import { systemFingerprint } from "./fingerprint.ts";
import { asChoice, reopened } from "./choice-variety.ts";
import { messageText } from "./message-text.ts";

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
    /** One entry per token, when the request asks for `logprobs`. */
    readonly logprobs?: readonly TokenLogprob[],
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

/** Message content as plain text (content parts joined, null as empty): message-text.ts's, for the modules that read it here. */
export { messageText };

/** The address of the first image in the last user message, if it has one (vision chats send `image_url` parts). */
export function lastUserImage(messages: readonly RequestMessage[]): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.role !== "user") continue;
    if (!Array.isArray(message.content)) return undefined;
    for (const part of message.content) if (part.type === "image_url" && typeof part.image_url?.url === "string") return part.image_url.url;
    return undefined;
  }
  return undefined;
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
    /** OpenAI's `system_fingerprint`, the model's (fingerprint.ts): part of the content, so a repeat's kept tail holds it. */
    readonly systemFingerprint: string,
  ) {
    Object.freeze(this);
  }

  /**
   * The end of a chat.completion's JSON from `,"choices":` on, written once by `serialize` and
   * kept with the content (and so in the memo, evicted and cleared with it); null when the
   * serializer writes anything of the content before it (another key order), and the body is
   * then serialized whole every time.
   */
  completionTail(serialize: (body: Schemas["ChatCompletion"]) => string): string | null {
    if (this.#completionTail === undefined) {
      // Cut from two bodies that differ in every head field: the rest must not differ, nor the
      // heads from those of a body without content.
      const [one, other] = [completionOf("", 0, "", this.completionChoices, this.usage, this.systemFingerprint), completionOf("x", 1, "x", this.completionChoices, this.usage, this.systemFingerprint)].map((body) => cutAtKey(serialize(body), "choices"));
      const split = one !== undefined && other !== undefined && one[1] === other[1];
      this.#completionTail = split && one[0] === completionHead(serialize, "", 0, "") && other[0] === completionHead(serialize, "x", 1, "x") ? one[1] : null;
    }
    return this.#completionTail;
  }
}

/** A chat.completion's fields, in the schema's order. */
function completionOf(id: string, created: number, model: string, choices: Schemas["ChatCompletion"]["choices"], usage: Schemas["Usage"], fingerprint: string): Schemas["ChatCompletion"] {
  return { id, object: "chat.completion", created, model, choices, usage, system_fingerprint: fingerprint };
}

const NO_USAGE: Schemas["Usage"] = Object.freeze({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, cost: "0" });

/** Marks of the head's fields in the sample its template is cut from. */
const ID_MARK = "~~id~~";
const CREATED_MARK = 4102444800123;
const MODEL_MARK = "~~model~~";

/** The template of a chat.completion's head, per serializer: cut once from what it writes. */
const headTemplates = new WeakMap<object, ((texts: readonly string[]) => string) | null>();

/**
 * A chat.completion's JSON up to its choices, the only part that differs between repeats: the
 * serializer's own head, cut once from what it writes for a marked body (a template fill costs
 * a tenth of running the serializer again); "" when it writes no such head.
 */
function completionHead(serialize: (body: Schemas["ChatCompletion"]) => string, id: string, created: number, model: string): string {
  let template = headTemplates.get(serialize);
  if (template === undefined) {
    const head = cutAtKey(serialize(completionOf(ID_MARK, CREATED_MARK, MODEL_MARK, [], NO_USAGE, "")), "choices")?.[0];
    template = (head !== undefined && templateAt((text) => text as string, head, [JSON.stringify(ID_MARK), String(CREATED_MARK), JSON.stringify(MODEL_MARK)])) || null;
    headTemplates.set(serialize, template);
  }
  return template ? template([quoterFor(id)(id), String(created), quoterFor(model)(model)]) : "";
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
  // OpenAI refuses these rather than ignoring them: an app that sends them so would break there.
  if (params.stream_options != null && params.stream !== true) {
    throw new MockError("invalid_request", "stream_options is only allowed when stream is true; set stream: true or drop stream_options.", { param: "stream_options" });
  }
  if (params.top_logprobs != null && params.logprobs !== true) {
    throw new MockError("invalid_request", "top_logprobs is only allowed when logprobs is true; set logprobs: true or drop top_logprobs.", { param: "top_logprobs" });
  }
  const limit = params.max_completion_tokens ?? params.max_tokens ?? undefined;
  const stops = typeof params.stop === "string" ? [params.stop] : (params.stop ?? []);
  const n = params.n ?? 1;
  // How many likeliest tokens each logprobs entry lists; undefined: no logprobs asked.
  const topLogprobs = params.logprobs === true ? (params.top_logprobs ?? 0) : undefined;
  let reused = true;
  const known = await loadKnownReplies();
  // Made only when a reply is composed or a document's answer field asks: a repeated chat is answered from the memo without it.
  let conversation: ChatMessage[] | undefined;
  const asText = () => (conversation ??= messages.map((m) => ({ role: m.role, content: messageText(m) })));
  // What the system message asks of the reply's form (system-instructions.ts): undefined for most.
  const instructed = known.instructions?.(messages);
  // A system message that demands JSON gets a JSON document, as JSON mode answers, when the request asks nothing else.
  // Not when an app's behind-the-scenes ask answers in JSON itself (app-asks.ts: `["…", "…"]` follow-ups, `{"title": …}`).
  const asked = instructed?.json === true && isPlain(params, messages, ctx.controls.tool) && !answersInJson(known, asText()) ? { ...params, response_format: { type: "json_object" as const } } : params;
  const answers = await planAnswers(
    ctx,
    messages,
    asked,
    n,
    (prompt) => known(asText(), prompt, ctx.random("known-answer"), undefined, ctx.request.startedAt),
    () => known.appAskAnswer?.(asText(), asText().findLast((message) => message.role === "user")?.content ?? "", true),
  );
  const plan = () => {
    reused = false;
    return planContent(ctx, model, asText(), limit, stops, n, answers, known, lastUserImage(messages), topLogprobs, instructed?.follow);
  };
  // The content key covers the conversation, model and seed; the rest shapes the same reply, and
  // so does the clock's day ("How old is Taylor Swift?" is a year older on her birthday).
  const key = `chat|${ctx.contentKey}|${limit ?? ""}|${n}|${stops.length === 0 ? "" : JSON.stringify(stops)}|${topLogprobs ?? ""}|${Math.floor(ctx.request.startedAt / DAY_MS)}`;
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

/** Whether an app's ask (a title, follow-up questions, keywords: app-asks.ts) answers the conversation with JSON of its own. */
function answersInJson(known: KnownReply, conversation: readonly ChatMessage[]): boolean {
  const prompt = conversation.findLast((message) => message.role === "user")?.content ?? "";
  const reply = known.appAsk?.(conversation, prompt);
  return reply !== undefined && /^[[{]/.test(reply);
}

/** About what a plan holds: its text up to three times (planned, escaped, rendered once repeated), token ends, objects. */
function contentBytes(content: PlannedContent): number {
  let bytes = 768;
  for (const choice of content.choices) bytes += choice.text.length * 3 + choice.tokens * 4 + 64;
  return bytes;
}

/** A day of the clock, in milliseconds. */
const DAY_MS = 86_400_000;

/** How many more draws a choice gets to differ from the choices before it. */
const REDRAWS = 8;
/** How many words open a reply: choices that open alike read as one answer, and max_tokens may cut them there. */
const OPENING_WORDS = 4;

function openingOf(text: string): string {
  return text.trim().split(/\s+/, OPENING_WORDS).join(" ").toLowerCase();
}

/**
 * Choice `index`'s composed reply, unlike the earlier choices' where the reply has room to vary:
 * `n: 3` asks for three candidates, and a model sampling at its default temperature rarely
 * writes the same story twice. Unlike from the first words, as the client shows them (`shown`:
 * cut at a stop or max_tokens): two stories that open alike are the same 20 tokens. A draw that
 * differs only further on is kept when none opens differently; a reply with one right answer
 * ("True", "1, 2, 3") stays the same. A curated reply (tips, sights, recommendations) draws other
 * items of its table for each later choice (choice-variety.ts).
 */
function distinctReply(
  ctx: HandlerContext<OperationId>,
  conversation: readonly ChatMessage[],
  index: number,
  earlier: readonly string[],
  known: KnownReply,
  image: string | undefined,
  shown: (text: string) => string,
  follow: ((reply: string, choice?: number) => string) | undefined,
): string {
  // The curated tables draw their items for the choice (choice-variety.ts); choice 0 is the n: 1 reply.
  // The reply is shaped as the system message asks (its length, a persona) before the choices are told apart.
  const compose = (draw: number) => {
    const reply = asChoice(index, draw, () => composeReply(conversation, ctx.random(draw === 0 ? `choice-${index}` : `choice-${index}-${draw}`), known, image, ctx.request.startedAt), earlier);
    return follow ? follow(reply, index) : reply;
  };
  const first = compose(0);
  if (index === 0) return first;
  const opensUnlike = (text: string) => !earlier.some((other) => openingOf(other) === openingOf(shown(text)));
  let unlike: string | undefined;
  for (let draw = 0; draw <= REDRAWS; draw++) {
    const text = draw === 0 ? first : compose(draw);
    const seen = shown(text);
    if (opensUnlike(text)) return text;
    if (unlike === undefined && !earlier.includes(seen)) unlike = text;
  }
  // A curated reply opens with its table's intro in every draw, and a fixed one (a recipe) is the
  // same in every draw: where that intro is a stock one ("Here are 5 tips…") a model opens it
  // another way.
  return reopened(unlike ?? first, index, opensUnlike) ?? unlike ?? first;
}

function planContent(
  ctx: HandlerContext<OperationId>,
  model: Model,
  conversation: readonly ChatMessage[],
  limit: number | undefined,
  stops: readonly string[],
  n: number,
  answers: readonly ChoiceAnswer[] | undefined,
  known: KnownReply,
  image: string | undefined,
  topLogprobs: number | undefined,
  follow: ((reply: string, choice?: number) => string) | undefined,
): PlannedContent {
  const choices: PlannedChoice[] = [];
  // The replies as the client sees them, cut at a stop and at max_tokens, so each choice can differ from those before it.
  const shownTexts: string[] = [];
  const shown = (text: string): string => {
    for (const stop of stops) {
      const at = stop ? text.indexOf(stop) : -1;
      if (at >= 0) text = text.slice(0, at);
    }
    if (limit === undefined) return text;
    const ends = tokenEnds(text);
    return ends.length > limit ? text.slice(0, limit <= 0 ? 0 : ends[limit - 1]) : text;
  };
  for (let index = 0; index < n; index++) {
    const answer = answers?.[index];
    if (answer && "toolCalls" in answer) {
      // Names and arguments are completion tokens; max_tokens cuts them mid-JSON, as OpenAI does.
      const { calls, tokens, cut } = toolCallsWithin(answer.toolCalls, limit);
      choices.push(new PlannedChoice(index, "", tokens, cut ? "length" : "tool_calls", undefined, Object.freeze(calls)));
      continue;
    }
    let text = answer ? answer.text : distinctReply(ctx, conversation, index, shownTexts, known, image, shown, follow);
    if (n > 1) shownTexts.push(shown(text));
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
    if (topLogprobs === undefined) choices.push(new PlannedChoice(index, text, tokens, finishReason, ends));
    else {
      ends ??= tokenEnds(text);
      choices.push(new PlannedChoice(index, text, tokens, finishReason, ends, undefined, tokenLogprobs(text, ends, topLogprobs, hashSeed(ctx.seed, "logprobs", index))));
    }
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
          // OpenAI's shape when asked, for a text reply (tool calls have none).
          ...(c.logprobs === undefined ? {} : { logprobs: { content: c.logprobs as TokenLogprob[] } }),
        }),
      ),
    ) as Schemas["ChatCompletion"]["choices"],
    Object.freeze({
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
      cost: formatCost(cost),
    }),
    systemFingerprint(model.id),
  );
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
    system_fingerprint: plan.content.systemFingerprint,
  };
}

/**
 * The plan as a handler's chat.completion answer. A repeated conversation differs from its last
 * answer only in id and time, so its JSON is its head, written now, and the rest as the
 * serializer wrote it the first time it repeated (kept with the content in the memo): the same
 * bytes as serializing the whole body. Content planned just now is left to the core's
 * serializer: most conversations never repeat, and rendering for the memo would cost them twice.
 */
export function completionAnswer(plan: CompletionPlan): {
  status: 200;
  body: Schemas["ChatCompletion"];
  write?: (serialize: (body: Schemas["ChatCompletion"]) => string) => string | undefined;
} {
  const body = toChatCompletion(plan);
  if (!plan.reused) return { status: 200, body };
  const write = (serialize: (body: Schemas["ChatCompletion"]) => string) => {
    const tail = plan.content.completionTail(serialize);
    return tail === null ? undefined : completionHead(serialize, plan.id, plan.created, plan.model) + tail;
  };
  return { status: 200, body, write };
}

type Chunk = Schemas["ChatCompletionChunk"];

/**
 * A plan's events, rendered once with the operation's event serializer: the role deltas, one
 * content delta per token, the finish deltas, the usage chunk when asked for, and [DONE]. A
 * content chunk differs from the next only in its text, so the serializer writes one with a
 * hole in its place, and each token's chunk is the text around the hole with the token quoted
 * in it: the same bytes, without serializing a chunk object per token.
 */
class CompletionEvents implements EventSource {
  readonly opening: string;
  readonly closing: string;
  /** Per token, choices one after another: the text of its frame up to the content. */
  private readonly opens: string[] = [];
  /** Per token: its text as a JSON string. */
  private readonly quoted: string[] = [];
  /** What follows the content, per token. */
  private readonly tails: string[] = [];

  constructor(plan: CompletionPlan, serialize: Serialize) {
    const chunk = (
      index: number,
      delta: Chunk["choices"][number]["delta"],
      finishReason: Chunk["choices"][number]["finish_reason"],
      logprobs?: Chunk["choices"][number]["logprobs"],
    ): Chunk => ({
      id: plan.id,
      object: "chat.completion.chunk",
      created: plan.created,
      model: plan.model,
      system_fingerprint: plan.content.systemFingerprint,
      choices: [{ index, delta, finish_reason: finishReason, ...(logprobs === undefined ? {} : { logprobs }) }],
      ...(plan.includeUsage ? { usage: null } : {}),
    });
    const { choices, usage } = plan.content;
    let opening = "";
    let closing = "";
    for (const choice of choices) {
      opening += jsonFrame(serialize(chunk(choice.index, { role: "assistant", content: "" }, null)));
      // With logprobs each chunk carries its own token's entry, so no chunk is another's template.
      const template = choice.logprobs ? undefined : holeTemplate(serialize, (hole) => chunk(choice.index, { content: hole }, null));
      const { open, tail } = template ? jsonFrameAround(template.before, template.after) : { open: "", tail: "" };
      const quote = quoterFor(choice.text);
      let start = 0;
      for (const [i, end] of choice.tokenEnds.entries()) {
        const token = choice.text.slice(start, end);
        if (template) {
          this.opens.push(open);
          this.quoted.push(quote(token));
          this.tails.push(tail);
        } else {
          const logprobs = choice.logprobs ? { content: [choice.logprobs[i]!] } : undefined;
          this.opens.push(jsonFrame(serialize(chunk(choice.index, { content: token }, null, logprobs))));
          this.quoted.push("");
          this.tails.push("");
        }
        start = end;
      }
      closing += jsonFrame(serialize(chunk(choice.index, {}, choice.finishReason)));
    }
    if (plan.includeUsage) {
      closing += jsonFrame(serialize({ id: plan.id, object: "chat.completion.chunk", created: plan.created, model: plan.model, system_fingerprint: plan.content.systemFingerprint, choices: [], usage }));
    }
    this.opening = opening;
    this.closing = closing + sseFrame(DONE);
  }

  get count(): number {
    return this.quoted.length;
  }

  frame(i: number): string {
    return this.opens[i]! + this.quoted[i]! + this.tails[i]!;
  }
}

/**
 * A tool-call answer's events, from the chunk objects `toolCallChunks` lays out: the role
 * delta, then one event per tool-call delta (a call's name, then fragments of its arguments;
 * these are what pacing and stream faults count), then the closing chunks and [DONE].
 */
class ToolCallEvents implements EventSource {
  readonly opening: string;
  readonly closing: string;
  private readonly deltas: string[];

  constructor(plan: CompletionPlan, serialize: Serialize) {
    const chunks = toolCallChunks(plan);
    const frame = (chunk: unknown) => jsonFrame(serialize(chunk));
    this.opening = chunks.opening.map(frame).join("");
    this.deltas = chunks.deltas.map(frame);
    this.closing = chunks.closing.map(frame).join("") + sseFrame(DONE);
  }

  get count(): number {
    return this.deltas.length;
  }

  frame(i: number): string {
    return this.deltas[i]!;
  }
}

/**
 * The plan as OpenAI's SSE stream: role delta, content deltas (one per token, paced by the
 * configured time to first token and token rate), finish_reason, optional usage chunk, [DONE].
 * The SSE writer paces it and applies the request's stream faults.
 */
export function streamCompletion(plan: CompletionPlan, ctx: HandlerContext<OperationId>): EventStream {
  const { streamTtftMs, streamTokensPerSecond } = ctx.deps.config;
  const paced = streamTtftMs > 0 || streamTokensPerSecond > 0;
  return {
    source: (serialize) => (plan.content.choices.some((c) => c.toolCalls) ? new ToolCallEvents(plan, serialize) : new CompletionEvents(plan, serialize)),
    offsets: paced ? (count) => chunkOffsets(new Array<number>(count).fill(1), { ttftMs: streamTtftMs, tokensPerSecond: streamTokensPerSecond }) : undefined,
  };
}
