/**
 * What a model asks back instead of a call that lacks what only the user can give, and the turn
 * after, where the user's answer makes the call asked before. One place for the four kinds:
 * a ride's destination (ride-requests.ts), the number of the user's own record (missing-ids.ts),
 * the place of a weather, clock or restaurant question (missing-places.ts), and an email address, a phone number, a
 * flight's origin or a trip's dates (missing-facts.ts; the answers, answered-facts.ts). A short question about "it" after a turn
 * that numbered a record ("Where is it?") is read the same way: the look-up, with that number. planAnswers asks `answerToAskedBack`
 * before choosing tools, and passes the calls it makes through `withAskedBack`.
 */
import type { components } from "../../generated/api.d.ts";
import type { ToolCall } from "./tool-arguments.ts";
import { messageText } from "./message-text.ts";
import { plainAsks } from "./app-phrasings.ts";
import { isRideTool, needsDestination, rideWithAnsweredDestination } from "./ride-requests.ts";
import { answeredId, idNotAtHand, looksUp, ownRecordKey, recordActedOn, recordAskedAbout, withAnsweredId, withOwnRecordIds } from "./missing-ids.ts";
import { answeredPlace, placeKeysOf, withWeatherPlaces } from "./missing-places.ts";
import { factsOf, withGivenFacts } from "./missing-facts.ts";
import { answeredFacts, withAnsweredContact } from "./answered-facts.ts";

type Schemas = components["schemas"];
type Tool = Schemas["ChatTool"];
type RequestMessage = Schemas["ChatMessage"];

/** An answer of one choice: calls, or what is said instead. */
export type CallsOrText = { toolCalls: ToolCall[] } | { text: string };

/** The turn after a question asked back: the tools asked before, read as if the ask had said the answer. */
export interface AskedBack {
  tools: Tool[];
  /** The ask with what the answer gives ("Get me a taxi to JFK"), which arguments are read from. */
  prompt: string;
  /** The conversation the arguments' words are read from. */
  messages: readonly RequestMessage[];
  /** The choice's answer from the calls made for `prompt`: those calls with the answer's values. */
  finish(calls: ToolCall[]): CallsOrText;
}

/**
 * The turn after a question asked back, when the conversation ends in the user's answer to one;
 * undefined otherwise. `choose` chooses tools for a conversation (tools.ts's chooseTools).
 */
export function answerToAskedBack(messages: readonly RequestMessage[], tools: readonly Tool[], choose: (messages: readonly RequestMessage[]) => Tool[]): AskedBack | undefined {
  const asIs = (calls: ToolCall[]): CallsOrText => ({ toolCalls: calls });
  // "To JFK" after "Sure, where would you like to go?": the ride asked, with that destination.
  const ride = rideAnswered(messages, tools);
  if (ride !== undefined) return { tools: ride.tools, prompt: ride.ask, messages, finish: asIs };
  // "i think it is order_12345" after "Can you please provide your order ID?": the call asked before, with that id.
  const id = answeredId(messages);
  const withIds = id === undefined ? [] : choose(messages.slice(0, -2)).filter((tool) => ownRecordKey(tool) !== undefined);
  if (id !== undefined && withIds.length > 0) {
    return {
      tools: withIds,
      prompt: plainAsks(id.ask),
      messages,
      finish: (calls) => {
        if (id.id === undefined) return { text: idNotAtHand(ownRecordKey(withIds[0]!)!.label) };
        const answered = withAnsweredId(calls, tools, id.id);
        return Array.isArray(answered) ? { toolCalls: answered } : answered;
      },
    };
  }
  // "Paris" after "Sure! Which city would you like the weather for?": the weather (the time, the search) asked before, there.
  const place = answeredPlace(messages);
  if (place !== undefined) {
    const asked: RequestMessage[] = [...messages.slice(0, -3), { role: "user", content: place }];
    const placed = choose(asked).filter((tool) => placeKeysOf(tool) !== undefined);
    if (placed.length > 0) return { tools: placed, prompt: place, messages: asked, finish: asIs };
  }
  // "From Boston on May 3" after "Where will you be flying from, and on what date?"; "john@acme.com" after "What's John's email address?".
  const facts = answeredFacts(messages);
  if (facts !== undefined) {
    const needing = choose(facts.messages).filter((tool) => factsOf(tool).length > 0);
    if (needing.length > 0) {
      // What the answer still leaves out is asked again ("555-0134" to "…number, and what would you like the text to say?").
      const finish = (calls: ToolCall[]): CallsOrText => {
        // Read from the conversation as if the ask had said the answer, and the answer as written (its number).
        const still = withGivenFacts(withAnsweredContact(calls, tools, facts), tools, [...facts.messages, ...facts.answers], [], facts.ask);
        return "text" in still ? { text: still.text.replace(/^Sure! /, "") } : { toolCalls: still.calls };
      };
      return { tools: needing, prompt: plainAsks(facts.ask), messages: facts.messages, finish };
    }
  }
  // "Where is it?" after "My order number is 5521.": the look-up of that record, with its number.
  const last = messageText(messages.at(-1)!);
  const about = messages.at(-1)?.role === "user" ? recordAskedAbout(messages, tools, last) : undefined;
  if (about !== undefined && choose(messages).length === 0) {
    const finish = (calls: ToolCall[]): CallsOrText => {
      const answered = withAnsweredId(calls, tools, about.id);
      return Array.isArray(answered) ? { toolCalls: answered } : answered;
    };
    return { tools: [about.tool], prompt: plainAsks(last), messages, finish };
  }
  // "Cancel it" after "My order number is 5521.": what "Cancel the order" asks, with that number.
  const acted = about === undefined && messages.at(-1)?.role === "user" ? recordActedOn(messages, tools, last) : undefined;
  if (acted !== undefined && choose(messages).length === 0) {
    const named = [...messages.slice(0, -1), { role: "user", content: acted.ask } as RequestMessage];
    const onRecord = choose(named).filter((tool) => ownRecordKey(tool) !== undefined);
    // "Return it" beside `get_order` and `refund_order`: the act, not a look-up of what is already known.
    const acts = onRecord.filter((tool) => !looksUp(tool));
    const acting = acts.length > 0 ? acts : onRecord;
    const finish = (calls: ToolCall[]): CallsOrText => {
      const answered = withAnsweredId(calls, tools, acted.id);
      return Array.isArray(answered) ? { toolCalls: answered } : answered;
    };
    if (acting.length > 0) return { tools: acting, prompt: plainAsks(acted.ask), messages: named, finish };
  }
  return undefined;
}

/**
 * The calls as a model makes them where they lack what only the user can give: a record's
 * number, a weather question's place, a contact or a trip's facts. A call whose values the
 * conversation gives stays; one with a value made up is not made; when none is left, the
 * answer is the question for what the first one lacked.
 */
export function withAskedBack(calls: ToolCall[], tools: readonly Tool[], messages: readonly RequestMessage[], words: readonly string[], lastUser: string): CallsOrText {
  const owned = withOwnRecordIds(calls, tools, messages, lastUser);
  if ("text" in owned) return owned;
  const placed = withWeatherPlaces(owned.calls, tools, words, messages);
  if ("text" in placed) return placed;
  const facts = withGivenFacts(placed.calls, tools, messages, words, lastUser);
  return "text" in facts ? facts : { toolCalls: facts.calls };
}

/**
 * The ride tools that need a destination and the ride asked with it, when the conversation ends
 * in the user's answer to the mock's "where would you like to go?" after a ride they asked for.
 */
function rideAnswered(messages: readonly RequestMessage[], tools: readonly Tool[]): { tools: Tool[]; ask: string } | undefined {
  const [ask, question, answer] = messages.slice(-3);
  if (ask?.role !== "user" || question?.role !== "assistant" || answer?.role !== "user") return undefined;
  const rideTools = tools.filter((tool) => isRideTool(tool) && needsDestination(tool));
  if (rideTools.length === 0) return undefined;
  const asked = rideWithAnsweredDestination(messageText(ask), messageText(question), messageText(answer));
  return asked === undefined ? undefined : { tools: rideTools.slice(0, 1), ask: asked };
}
