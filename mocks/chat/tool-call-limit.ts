/**
 * Tool calls cut at `max_tokens`, as OpenAI cuts them. A model writes a call's name and then its
 * arguments token by token; when the limit comes first, the answer is what was written so far:
 * the last call's `arguments` end mid-JSON, the calls it had not begun are not there, and
 * `finish_reason` is `length`. An app that sets a small `max_tokens` meets this in production
 * (openai's `parse()` throws its LengthFinishReasonError, the AI SDK reports `length`), so the
 * mock gives the same answer for it to handle.
 */
import type { ToolCall } from "./tool-arguments.ts";
import { countTokens, tokenEnds } from "./tokens.ts";

export interface LimitedToolCalls {
  calls: readonly ToolCall[];
  /** The completion tokens: those of the names and arguments written, `limit` when cut. */
  tokens: number;
  /** Whether the limit cut the calls. */
  cut: boolean;
}

/**
 * `calls` within `limit` completion tokens (undefined: no limit). Names and arguments are
 * counted as `usage.completion_tokens` counts them; a call is begun with its whole name (a
 * client needs the name to route it: OpenAI's first delta of a call carries it whole), even
 * when the name alone passes the limit, and its arguments are cut at a token's end.
 * @example toolCallsWithin([call("get_weather", '{"city":"Paris"}')], 3).calls[0].function.arguments // '{"city'
 */
export function toolCallsWithin(calls: readonly ToolCall[], limit: number | undefined): LimitedToolCalls {
  const tokens = calls.reduce((sum, call) => sum + countTokens(call.function.name) + countTokens(call.function.arguments), 0);
  if (limit === undefined || tokens <= limit) return { calls, tokens, cut: false };
  const kept: ToolCall[] = [];
  let left = limit;
  for (const call of calls) {
    // The first call is always begun; a later one only when a token is left after its name.
    if (kept.length > 0 && left <= countTokens(call.function.name)) break;
    left -= countTokens(call.function.name);
    const ends = tokenEnds(call.function.arguments);
    if (left >= ends.length) {
      kept.push(call);
      left -= ends.length;
      continue;
    }
    const keep = Math.max(0, left);
    kept.push({ ...call, function: { ...call.function, arguments: call.function.arguments.slice(0, keep === 0 ? 0 : ends[keep - 1]) } });
    break;
  }
  return { calls: kept, tokens: limit, cut: true };
}
