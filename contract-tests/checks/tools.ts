/**
 * What the tool-call and structured-output checks share: the request's tools and schema, the
 * answer's message, and an Ajv for the caller's JSON Schemas (apart from the spec's compiler:
 * these schemas come from the request, not the spec).
 */
import { createRequire } from "node:module";
import type { Ajv2020 } from "ajv/dist/2020.js";
import type { Exchange } from "../target.ts";
import { bodyOf, requestBodyOf, succeeded } from "./check.ts";

const require = createRequire(import.meta.url);
let ajv: Ajv2020 | undefined;

/** A schema without its draft marker: draft-07 and 2020-12 read alike for these checks. */
function withoutDraft(schema: unknown): object {
  if (schema === null || typeof schema !== "object" || !("$schema" in schema)) return (schema ?? {}) as object;
  const { $schema: _draft, ...rest } = schema as Record<string, unknown>;
  return rest;
}

/** Ajv's complaint about `value` under `schema`, or null when it is valid. */
export function schemaComplaint(schema: unknown, value: unknown): string | null {
  if (!ajv) {
    const { Ajv2020: AjvClass } = require("ajv/dist/2020") as typeof import("ajv/dist/2020.js");
    const addFormats = (require("ajv-formats") as { default: (ajv: Ajv2020) => Ajv2020 }).default;
    ajv = addFormats(new AjvClass({ strict: false }));
  }
  try {
    const validate = ajv.compile(withoutDraft(schema));
    return validate(value) ? null : ajv.errorsText(validate.errors);
  } catch (error) {
    return `the request's schema does not compile: ${(error as Error).message}`;
  } finally {
    ajv.removeSchema();
  }
}

export interface ToolCallShape {
  id?: unknown;
  type?: unknown;
  function?: { name?: unknown; arguments?: unknown };
}

/** The first choice's message of a successful chat answer. */
export function firstMessage(exchange: Exchange): { content?: unknown; refusal?: unknown; tool_calls?: ToolCallShape[] } | undefined {
  if (!succeeded(exchange)) return undefined;
  const choices = bodyOf(exchange)?.choices as { message?: { content?: unknown; refusal?: unknown; tool_calls?: ToolCallShape[] } }[] | undefined;
  return Array.isArray(choices) ? choices[0]?.message : undefined;
}

/** The first choice's finish_reason. */
export function firstFinishReason(exchange: Exchange): unknown {
  return (bodyOf(exchange)?.choices as { finish_reason?: unknown }[] | undefined)?.[0]?.finish_reason;
}

/** The `parameters` of each tool the request offered, by name. */
export function requestTools(exchange: Exchange): Map<string, unknown> {
  const tools = requestBodyOf(exchange)?.tools as { function?: { name?: string; parameters?: unknown } }[] | undefined;
  return new Map((tools ?? []).map((tool) => [tool.function?.name ?? "", tool.function?.parameters ?? { type: "object", properties: {} }]));
}

/**
 * Whether the request marks the named tool `strict: false`: the model is asked to follow its
 * parameters, not held to them (OpenAI's function calling without strict mode), so only the
 * arguments' being JSON is the answer's to keep. Absent is judged as the live case sends it.
 */
export function toolNotStrict(exchange: Exchange, name: string): boolean {
  const tools = requestBodyOf(exchange)?.tools as { function?: { name?: unknown; strict?: unknown } }[] | undefined;
  return Array.isArray(tools) && tools.some((tool) => tool?.function?.name === name && tool.function.strict === false);
}

/**
 * The finish_reason values a tool-call answer may close with. A `tool_choice` naming a function
 * forces the call, and OpenAI (and vLLM after it) closes that answer with "stop", not "tool_calls".
 */
export function toolCallFinishReasons(exchange: Exchange): readonly string[] {
  const choice = requestBodyOf(exchange)?.tool_choice as { type?: unknown } | undefined;
  return choice !== null && typeof choice === "object" && choice.type === "function" ? ["tool_calls", "stop"] : ["tool_calls"];
}

/** Whether a text looks like a JSON document (an object or array), as opposed to prose. */
export function looksLikeJson(text: unknown): text is string {
  return typeof text === "string" && /^\s*[[{]/.test(text);
}
