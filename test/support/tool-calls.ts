/**
 * Tool calls as an app asks for them: one user message, its tools, tool_choice auto, answered by
 * the in-process mock on a clock the test sets. For the tests of the calls (and arguments) a
 * model makes for what users type.
 */
import { expect } from "vitest";
import type { components } from "../../generated/api.d.ts";
import { manualClock } from "../../mocks/state/clock.ts";
import { testMock } from "./harness.ts";

const PATH = "/client/v2/ai/chat/completions";

type Properties = Record<string, Record<string, unknown>>;
/** A call made: the tool's name and its parsed arguments. */
export type Call = [name: string, args: Record<string, unknown>];

/** A function tool of `properties`, all required unless `required` says which; `strict` as OpenAI's strict mode asks it. */
export const fn = (name: string, description: string, properties: Properties, required = Object.keys(properties), strict = false) => ({
  type: "function",
  function: { name, description, parameters: { type: "object", properties, required, ...(strict ? { additionalProperties: false } : {}) }, ...(strict ? { strict: true } : {}) },
});

/** The calls the mock makes on a clock at `now` (ms since the epoch). */
export function callsAt(now: number) {
  /** The calls (name and parsed arguments) the mock answers `content` with under tool_choice auto; [] for prose. */
  async function callsFor(content: string, tools: object[]): Promise<Call[]> {
    const result = await testMock({}, manualClock(now)).call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }], tools, tool_choice: "auto" } });
    expect(result.status).toBe(200);
    return (result.body.choices[0].message.tool_calls ?? []).map((call: any) => [call.function.name, JSON.parse(call.function.arguments)]);
  }
  /** The arguments of the one call the mock makes for `content`. */
  async function argumentsFor(content: string, tool: object): Promise<Record<string, unknown>> {
    const calls = await callsFor(content, [tool]);
    expect(calls, content).toHaveLength(1);
    return calls[0]![1];
  }
  return { callsFor, argumentsFor };
}

/** A turn of a conversation: its role and its text. */
export type Turn = [role: components["schemas"]["ChatMessage"]["role"], content: string];

/**
 * The reply to a conversation on a clock at `now` under tool_choice auto (or what `extra` sets):
 * its text, and its calls (name and parsed arguments); for the tests of what a model asks back.
 */
export function replyAt(now: number) {
  return async function replyTo(turns: readonly Turn[], tools: object[], extra: Record<string, unknown> = {}): Promise<{ content: string | null; calls: Call[] }> {
    const messages = turns.map(([role, content]) => ({ role, content }));
    const result = await testMock({}, manualClock(now)).call("POST", PATH, { body: { model: "gpt-4o", messages, tools, ...extra } });
    expect(result.status).toBe(200);
    const message = result.body.choices[0].message;
    return { content: message.content as string | null, calls: (message.tool_calls ?? []).map((call: any) => [call.function.name, JSON.parse(call.function.arguments)]) };
  };
}

/**
 * A conversation on a clock at `now`: each of the user's turns answered by the mock's own reply,
 * which stays in the conversation while it asks (prose). What it asked each turn (null for
 * calls), and the calls of the last reply; for the tests of questions asked back turn by turn.
 */
export function conversationAt(now: number) {
  const replyTo = replyAt(now);
  return async function converse(tools: object[], ...said: string[]): Promise<{ asked: (string | null)[]; calls: Call[] }> {
    const turns: Turn[] = [];
    const asked: (string | null)[] = [];
    let calls: Call[] = [];
    for (const content of said) {
      turns.push(["user", content]);
      const reply = await replyTo(turns, tools);
      asked.push(reply.content);
      calls = reply.calls;
      if (reply.content !== null) turns.push(["assistant", reply.content]);
    }
    return { asked, calls };
  };
}
