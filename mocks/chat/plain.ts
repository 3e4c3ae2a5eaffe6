/**
 * Whether a chat request asks for nothing but a reply. Its own small module: the browser build
 * decides with it, at start, whether a request needs the tool-call and structured-output code
 * (answers.browser.ts loads that on first use).
 */
import type { components } from "../../generated/api.d.ts";

type Schemas = components["schemas"];
type ResponseFormat = Schemas["ResponseFormat"];

/** Whether the format asks for JSON. */
export function wantsJson(format: ResponseFormat | null | undefined): format is ResponseFormat {
  return format != null && format.type !== "text";
}

/** Whether the request asks for nothing but a reply: no tools, no JSON format, no tool results, no tool control. */
export function isPlain(params: Schemas["ChatParameters"], messages: readonly Schemas["ChatMessage"][], tool: string | undefined): boolean {
  if (params.tools != null || params.tool_choice != null || tool !== undefined || wantsJson(params.response_format)) return false;
  for (let i = 0; i < messages.length; i++) if (messages[i]!.role === "tool") return false;
  return true;
}
