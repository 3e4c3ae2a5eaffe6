/**
 * What each choice of a chat answer is when the request is more than a conversation to reply
 * to: tool calls, a JSON document for a `response_format`, or prose that uses the tool results
 * the conversation ends with. A plain chat (none of these) gets undefined and keeps the
 * composed reply (and its fast path) untouched.
 */
import type { components } from "../../generated/api.d.ts";
import type { HandlerContext } from "../core/context.ts";
import type { OperationId } from "../core/types.ts";
import { hashSeed } from "../data/random.ts";
import { isPlain } from "./plain.ts";
import { ConversationReading } from "./conversation-reading.ts";
import { jsonObjectSchema } from "./json-object-schema.ts";
import { askedAnswerSchema, type AppAskAnswer } from "./json-object-asks.ts";
import { checkResponseFormat, structuredDocument, wantsJson } from "./structured-output.ts";
import { toolCalls, type ToolCall } from "./tool-arguments.ts";
import { toolFacts } from "./tool-facts.ts";
import { replyFromToolResults } from "./tool-results-reply.ts";
import { plainAsks } from "./app-phrasings.ts";
import { checkToolRequest, chooseTools, endsInHandoff, endsInToolResults, lastUserText, mentionedWords, nameWords, whichThingQuestion } from "./tools.ts";
import { cannotDoWithTools } from "./cannot-do.ts";
import { capabilityWithTools } from "./capabilities.ts";
import { answerFromEarlierResult, withEarlierArguments } from "./tool-follow-ups.ts";
import { withTemperatureChange } from "./temperature-changes.ts";
import { callsAfterResults, waitingForResults, whichOneQuestion, withWaitedIds } from "./chained-calls.ts";
import { destinationQuestion } from "./ride-requests.ts";
import { withPlaceCoordinates } from "./coordinate-arguments.ts";
import { answerToAskedBack, withAskedBack } from "./asked-back.ts";
import { withTimeZones } from "./time-zone-arguments.ts";
import { withIndexFunds } from "./index-fund-calls.ts";
import { symbolKeyOf } from "./missing-facts.ts";

type Schemas = components["schemas"];
type RequestMessage = Schemas["ChatMessage"];

/** One choice's answer: a given text (planned as a reply: stops and max_tokens apply) or tool calls. */
export type ChoiceAnswer = { text: string } | { toolCalls: readonly ToolCall[] };

/**
 * The answers of the `n` choices, or undefined for a plain chat. Throws the 400s of tool and
 * format parameters that do not fit together or whose schemas yield nothing.
 */
export async function planAnswers(
  ctx: HandlerContext<OperationId>,
  messages: readonly RequestMessage[],
  params: Schemas["ChatParameters"],
  n: number,
  /** The known reply to a prompt (known-replies.ts), for a document's `answer` field. */
  answerOf?: (prompt: string) => string | undefined,
  /** An app's behind-the-scenes ask the messages make (app-asks.ts), answered in JSON, for a json_object answer. */
  appAskOf?: () => AppAskAnswer | undefined,
): Promise<ChoiceAnswer[] | undefined> {
  const control = ctx.controls.tool;
  if (isPlain(params, messages, control)) return undefined;
  checkToolRequest(params, messages, control);
  checkResponseFormat(params.response_format, messages);
  // A call that needs a record's id waits for the search that finds it, and is made when its
  // results come back, with the id of the record they pick (chained-calls.ts).
  const after = endsInToolResults(messages) && isAuto(params, control) && !endsInHandoff(messages, params.tools ?? []) ? callsAfterResults(messages, (upTo) => chooseTools(params, upTo, control)) : undefined;
  const waited = after?.calls ?? [];
  // "To JFK" after "Sure, where would you like to go?", "i think it is order_12345" after "…your order ID?":
  // the call asked before the question, with what the answer gives (asked-back.ts).
  const back = waited.length === 0 && isAuto(params, control) ? answerToAskedBack(messages, params.tools ?? [], (upTo) => chooseTools(params, upTo, control)) : undefined;
  const chosen = back !== undefined ? back.tools : waited.length > 0 ? waited.map((call) => call.tool) : waitingForResults(chooseTools(params, messages, control), lastUserText(messages));
  const words = mentionedWords(back?.messages ?? messages, chosen);
  // "Tell Sarah I'm running late" called `send_message` as "Message Sarah that I'm running late" would be: its arguments read so (app-phrasings.ts).
  const prompt = back !== undefined ? back.prompt : chosen.length > 0 ? plainAsks(lastUserText(messages)) : lastUserText(messages);
  // Read once for every document of the answer: each tool's arguments, each of the n choices.
  // "tomorrow at 3pm" is a day of the mock's clock, so a test that sets the clock knows it.
  const conversation = { words, prompt, reading: new ConversationReading(prompt, words, answerOf, ctx.deps.clock.now()) };
  // The keys a json_object answer takes, read once from the messages for all n choices.
  const asked = params.response_format?.type === "json_object" && chosen.length === 0 ? jsonObjectSchema(messages) : undefined;
  // A structured answer after tool results is filled from them (an agent's output schema).
  const facts = chosen.length === 0 && wantsJson(params.response_format) ? toolFacts(messages) : undefined;
  // A title, follow-up questions, keywords… asked behind the scenes: the ask's answer under the key named for it (json-object-asks.ts),
  // in the keys the messages name (json_object) or the caller's schema (json_schema).
  const format = params.response_format;
  const answered =
    chosen.length === 0 && facts === undefined && wantsJson(format)
      ? format.type === "json_schema"
        ? askedAnswerSchema(appAskOf?.(), (format.json_schema?.schema ?? undefined) as Record<string, unknown> | undefined, false)
        : askedAnswerSchema(appAskOf?.(), asked, true)
      : undefined;
  // "Get me a taxi" beside `request_ride`, which requires a destination: where to, not a call (ride-requests.ts).
  // "Add two of those to my cart" opening a chat beside `add_to_cart`: which product (tools.ts).
  const askedFirst = chosen.length === 0 && isAuto(params, control) && !wantsJson(params.response_format) && !endsInToolResults(messages) ? (destinationQuestion(prompt, params.tools ?? []) ?? whichThingQuestion(messages, params.tools ?? [])) : undefined;
  // An act no offered tool does, where one deals with the same booking ("Cancel my hotel", `book_hotel`): said in prose.
  const cannotDo = chosen.length === 0 && !wantsJson(params.response_format) ? cannotDoWithTools(prompt, () => (params.tools ?? []).map((tool) => nameWords(tool.function.name))) : undefined;
  // "Should I bring an umbrella?" after a weather result that says "Cloudy": answered from it, not called again (tool-follow-ups.ts).
  const fromResult = !endsInToolResults(messages) && (chosen.length === 0 || isAuto(params, control)) ? answerFromEarlierResult(messages, conversation.reading, chosen.map((tool) => tool.function.name)) : undefined;
  // "Can you browse the internet?" with a `search_web` tool offered: yes, naming the tool, and no search
  // for "browse the internet" (capabilities.ts). A call forced by tool_choice is still made.
  const capable = isAuto(params, control) && !wantsJson(params.response_format) && !endsInToolResults(messages) ? capabilityWithTools(prompt, (params.tools ?? []).map((tool) => tool.function.name)) : undefined;
  const answers: ChoiceAnswer[] = [];
  for (let index = 0; index < n; index++) {
    const seed = hashSeed(ctx.seed, "answer", index);
    if (capable !== undefined) answers.push({ text: capable });
    else if (fromResult !== undefined && !wantsJson(params.response_format)) answers.push({ text: fromResult });
    else if (chosen.length > 0) {
      const calls = withWaitedIds(await toolCalls(chosen, params.tools ?? [], seed, ctx.deps.memo, conversation, params.parallel_tool_calls !== false), waited);
      // "And tomorrow?" after get_weather({"city":"Paris"}): the earlier call's arguments, the new message's on top.
      const merged = withEarlierArguments(calls, messages, params.tools ?? [], conversation.reading);
      // "Make it warmer": the thermostat a little above the temperature the conversation gives (temperature-changes.ts).
      // "What's the weather like in Paris today?" beside `get_weather({latitude, longitude})`: Paris's coordinates (coordinate-arguments.ts).
      const parallel = params.parallel_tool_calls !== false;
      const placed = withPlaceCoordinates(withTemperatureChange(merged, messages, params.tools ?? [], conversation.reading.lowerPrompt), params.tools ?? [], words, seed, parallel);
      // "How is the stock market doing?" beside `get_stock_price`: the index funds, SPY, DIA and QQQ (market-indexes.ts).
      const made = withIndexFunds(placed, params.tools ?? [], conversation.reading.lowerPrompt, symbolKeyOf, seed, parallel);
      // "Where is my order?" beside `get_order`, "What's the weather like?" beside `get_weather`, "Book me a flight
      // to Paris" beside `book_flight`: what only the user can give is asked for, not made up (asked-back.ts).
      const finished = back !== undefined ? back.finish(made) : isAuto(params, control) && !wantsJson(params.response_format) ? withAskedBack(made, params.tools ?? [], messages, words, lastUserText(messages)) : { toolCalls: made };
      // "What time is it in Tokyo?" beside `get_current_time({timezone})`: "Asia/Tokyo" (time-zone-arguments.ts).
      answers.push("toolCalls" in finished ? { toolCalls: withTimeZones(finished.toolCalls, params.tools ?? []) } : finished);
    } else if (wantsJson(params.response_format)) answers.push({ text: await structuredDocument(params.response_format, seed, ctx.deps.memo, facts ? { ...conversation, facts } : conversation, asked, answered) });
    else if (endsInToolResults(messages) && !endsInHandoff(messages, params.tools ?? [])) {
      // "Find flights to LA and book one": the flights found, then which one to book.
      const which = whichOneQuestion(after?.unpicked ?? []);
      answers.push({ text: which === undefined ? replyFromToolResults(messages) : `${replyFromToolResults(messages)}\n\n${which}` });
    }
    else if (askedFirst !== undefined) answers.push({ text: askedFirst });
    else if (cannotDo !== undefined && !endsInToolResults(messages)) answers.push({ text: cannotDo });
    else return undefined; // tools offered, none called: the composed reply
  }
  return answers;
}

/** Whether the model may choose between prose and a call (`tool_choice` auto, the default): a forced call is made. */
function isAuto(params: Schemas["ChatParameters"], control: string | undefined): boolean {
  const choice = control ?? params.tool_choice ?? "auto";
  return choice === "auto";
}
