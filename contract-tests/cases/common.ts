/**
 * What the cases share: endpoints taken from the spec, a valid request per modality, task
 * polling, and the case families every protected operation gets (auth, forced statuses).
 */
import type { ContractConfig, Modality, Profile } from "../config.ts";
import { succeeded } from "../checks/check.ts";
import { taskData } from "../checks/task.ts";
import type { Flow } from "../checks/index.ts";
import type { CaseContext, ContractCase } from "./case.ts";
import { declaredStatuses, operation } from "../spec-info.ts";
import type { Mutation } from "../inputs/mutate.ts";
import { requireMockControls } from "./mock-controls.ts";
import { generationInput, ocrModelInput, type RequestInput } from "../inputs/requests.ts";
import type { Exchange, ExchangeLabels, SendOptions } from "../target.ts";

export const FULL: readonly Profile[] = ["full"];
export const SMOKE_AND_FULL: readonly Profile[] = ["smoke", "full"];

/** A model id no deployment has. */
export const UNKNOWN_MODEL = "contract-test-no-such-model";
/** A key no deployment issues. */
export const INVALID_KEY = "sk-contract-invalid-0000000000";
// The task id no gateway has (the preflight polls it too): probe.ts holds it, below the cases.
export { UNKNOWN_TASK_ID } from "../probe.ts";

type Endpoint = Pick<SendOptions, "operationId" | "method" | "path">;

/** Method and path of an operation from the spec, path parameters filled in. */
export function endpoint(operationId: string, params: Record<string, string | number> = {}): Endpoint {
  const op = operation(operationId);
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));
  return { operationId, method: op.method.toUpperCase(), path };
}

/** The model configured for a modality, or a skip of the case. */
export function modelFor(ctx: CaseContext, modality: Modality): string {
  const model = ctx.config.models[modality];
  if (!model) ctx.skip(`no ${modality} model configured (CONTRACT_MODEL_${modality.toUpperCase()})`);
  return model;
}

/** The restricted team's key, or a skip of the case. */
export function restrictedKey(ctx: CaseContext): string {
  const key = ctx.config.restrictedApiKey;
  if (!key) ctx.skip("no restricted key (CONTRACT_RESTRICTED_API_KEY)");
  return key;
}

/**
 * The key of a team that may not use LLM chat: CONTRACT_NO_LLM_API_KEY, else the restricted key
 * when CONTRACT_RESTRICTED_FEATURES names llm; or a skip of the case.
 */
export function noLlmKey(ctx: CaseContext): string {
  const { noLlmApiKey, restrictedApiKey, restrictedFeatures } = ctx.config;
  if (noLlmApiKey) return noLlmApiKey;
  if (restrictedApiKey && restrictedFeatures.includes("llm")) return restrictedApiKey;
  ctx.skip("no key of a team without LLM chat (CONTRACT_NO_LLM_API_KEY, or CONTRACT_RESTRICTED_API_KEY with llm in CONTRACT_RESTRICTED_FEATURES)");
}

/** Labels of a body that breaks one constraint: which one, and whether the seed or our design states it. */
export function mutationLabels(mutation: Pick<Mutation, "description" | "provenance">): ExchangeLabels {
  return { mutation: mutation.description, brokenProvenance: mutation.provenance };
}

/** Configured modalities among `wanted`; the others are noted as not exercised. */
export function configuredModalities(ctx: CaseContext, wanted: readonly Modality[]): [Modality, string][] {
  const out: [Modality, string][] = [];
  for (const modality of wanted) {
    const model = ctx.config.models[modality];
    if (model) out.push([modality, model]);
    else ctx.notExercised(`${modality}: no model configured (CONTRACT_MODEL_${modality.toUpperCase()})`);
  }
  return out;
}

export const CHAT_MESSAGES = [{ role: "user", content: "Say hello to the contract suite in one short sentence." }];

/** A streaming chat request that asks for the usage chunk, with the labels its checks read. */
export function streamingChat(model: string): Pick<SendOptions, "json" | "labels"> {
  return {
    json: { model, messages: CHAT_MESSAGES, stream: true, stream_options: { include_usage: true } },
    labels: { model, modality: "llm", includeUsage: true },
  };
}

/** The `input` a valid request sends for a non-LLM modality, and whose claim its validity is. */
function inputOf(modality: Exclude<Modality, "llm">, config: ContractConfig): RequestInput {
  return modality === "ocr" ? ocrModelInput(config) : generationInput(config, modality);
}

/**
 * A small valid request body of the unified endpoint for a modality: `messages` for an LLM
 * model, else the input the user configured (CONTRACT_INPUT_*), ours for our mock, or the
 * seed's fields.
 */
export function generationBody(modality: Modality, model: string, config: ContractConfig): Record<string, unknown> {
  if (modality === "llm") return { model, messages: CHAT_MESSAGES, max_tokens: 64 };
  return { model, input: inputOf(modality, config).value };
}

/** A valid /generations request for a modality with the labels its checks read. */
export function generationRequest(modality: Modality, model: string, config: ContractConfig): Pick<SendOptions, "json" | "labels"> {
  const labels: ExchangeLabels = { model, modality };
  if (modality !== "llm") {
    const input = inputOf(modality, config);
    labels.requestProvenance = input.provenance;
    labels.inputSetting = input.setting;
  }
  return { json: generationBody(modality, model, config), labels };
}

/** The task id of an async submission, when the answer has one. */
export function submittedTaskId(exchange: Exchange): number | undefined {
  if (!succeeded(exchange)) return undefined;
  const id = taskData(exchange)?.task_id;
  return typeof id === "number" && Number.isInteger(id) ? id : undefined;
}

/**
 * Polls a task until it is completed or failed, each poll checked against the ones before
 * (statuses only move forward), then judges that it finished. Returns the last poll.
 */
export async function followTask(ctx: CaseContext, taskId: number, options: { auth?: string; labels?: ExchangeLabels } = {}): Promise<Exchange> {
  const flow: Flow = { taskId, history: [] };
  const deadline = performance.now() + ctx.config.taskTimeoutMs;
  for (;;) {
    const poll = await ctx.send(
      { ...endpoint("getTask", { task_id: taskId }), scenario: "task-poll", ...(options.auth !== undefined ? { auth: options.auth } : {}), labels: options.labels ?? {} },
      { taskId, history: [...flow.history] },
    );
    flow.history.push(poll);
    const status = taskData(poll)?.status;
    if (!succeeded(poll)) flow.ended = "error";
    else if (status === "completed" || status === "failed") flow.ended = "final";
    else if (performance.now() >= deadline) flow.ended = "timeout";
    if (flow.ended) {
      ctx.judge("taskReachesFinalStatus", poll, flow);
      if (options.labels?.forcedTaskOutcome !== undefined) ctx.judge("forcedTaskOutcomeHappened", poll, flow);
      return poll;
    }
    await ctx.sleep(ctx.config.pollIntervalMs);
  }
}

/** How a case builds a valid request of an operation (for auth and forced-status families). */
export type RequestFor = (ctx: CaseContext) => Omit<SendOptions, "scenario">;

/** "refuses a missing key" and "refuses an invalid key" for a protected operation. */
export function authCases(group: string, request: RequestFor, profiles: { missing: readonly Profile[]; invalid: readonly Profile[] }): ContractCase[] {
  return [
    {
      group,
      title: "refuses a request without an API key with 401 unauthorized",
      profiles: profiles.missing,
      billable: 0,
      async run(ctx) {
        await ctx.send({ ...request(ctx), scenario: "missing-key", auth: null });
      },
    },
    {
      group,
      title: "refuses an unknown key, a Basic scheme and an empty bearer with 401 unauthorized",
      profiles: profiles.invalid,
      billable: 0,
      async run(ctx) {
        const base = request(ctx);
        await ctx.send({ ...base, scenario: "invalid-key", auth: INVALID_KEY, labels: { note: "unknown key" } });
        await ctx.send({
          ...base,
          scenario: "invalid-key",
          auth: null,
          headers: { ...base.headers, authorization: `Basic ${Buffer.from(`user:${INVALID_KEY}`).toString("base64")}` },
          labels: { note: "Basic scheme" },
        });
        await ctx.send({ ...base, scenario: "invalid-key", auth: null, headers: { ...base.headers, authorization: "Bearer " }, labels: { note: "empty bearer" } });
      },
    },
  ];
}

/**
 * Every non-2xx status the operation declares, forced through the mock's `Prefer: code=NNN`,
 * so each is checked against its schema. Against anything else: skipped, "needs the mock's controls".
 */
export function forcedStatusCase(group: string, request: RequestFor): ContractCase {
  return {
    group,
    title: "answers each declared error status in its documented shape when the mock is asked to",
    profiles: FULL,
    bulk: true,
    billable: 0,
    async run(ctx) {
      const operationId = request(ctx).operationId!;
      const statuses = declaredStatuses(operationId).filter((s) => !s.startsWith("2"));
      requireMockControls(ctx, `Prefer: code=NNN for ${operationId} ${statuses.join(", ")}`);
      for (const status of statuses) {
        const base = request(ctx);
        await ctx.send({
          ...base,
          scenario: "forced-status",
          headers: { ...base.headers, ...ctx.prefer(`code=${status}`) },
          labels: { forcedStatus: Number(status) },
        });
      }
    },
  };
}

/**
 * A generated body without its tool parts: random tools, tool_choice and schemas rarely fit
 * together (a tool_choice naming no tool, a schema nothing satisfies), and a random `tool`
 * message answers no call; a gateway rightly refuses them. The tool cases send them on purpose.
 */
export function withoutToolParts(body: Record<string, unknown>): Record<string, unknown> {
  const { tools: _tools, tool_choice: _choice, parallel_tool_calls: _parallel, response_format: _format, ...rest } = body;
  const messages = Array.isArray(rest.messages)
    ? (rest.messages as Record<string, unknown>[])
        .filter((message) => message.role !== "tool")
        .map(({ tool_calls: _calls, tool_call_id: _id, ...message }) => message)
    : rest.messages;
  return { ...rest, messages: Array.isArray(messages) && messages.length === 0 ? CHAT_MESSAGES : messages };
}
