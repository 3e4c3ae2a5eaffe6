/**
 * Whether a chat request is answered with tool calls, and with which tools: a pure function of
 * the request (tools, tool_choice, parallel_tool_calls, the last user message) and the
 * `Prefer: tool=` control. The rule, as docs/tools-and-structured-outputs.md states it:
 *
 * - `Prefer: tool=NAME|none|auto` overrides `tool_choice` (NAME, none, auto).
 * - `none` → prose. A named function → a call of it.
 * - `required` → a call of every tool the last user message names (at least the first tool).
 * - `auto` (the default) → a call of every tool the last user message names; prose when it names
 *   none, or when the conversation ends in tool results (the loop is done: answer in prose,
 *   tool-results-reply.ts's).
 * - A message names a tool when it contains the tool's name (as written, or with `_`, `-` and
 *   camelCase read as spaces) or a word of five or more letters from the name or the description
 *   that is not a common word ("weather" names `get_weather`), or a word of the same domain as
 *   one of them ("weather" names `get_forecast`, "what time is it" `get_current_time`, "voice" and
 *   "aloud" `text_to_speech`; a question what to wear, "Do I need a jacket today?", is the weather's), or when the verb it opens with is a word of the name that says alone what
 *   the tool does or undoes it ("Unmute the TV" → `set_mute`; not a broad verb like get or set; "share" only of what the
 *   tool shares: "Share this article" → no `share_location`), or, for a tool named for an
 *   operation (`multiply`, `add`, a `calculator`), when it writes a sum the tool does ("3 * 12"),
 *   or when it asks for what the tool does (tool-asks.ts: "Get the user with id 42" → `get_user`,
 *   "Remind me to call mom" → `create_reminder`, "Add milk and eggs to my list" → `add_item`,
 *   "Text Sarah that I'm late" → `send_message`, "Enable dark mode" → `update_settings` by its
 *   `dark_mode` switch; goods a shop sells ask its catalog search, catalog-asks.ts: "Find
 *   wireless headphones" → `search_products`; a how-to about the product asks its docs or help-center
 *   search alone, help-searches.ts: "How do I reset my API key?" → `search_docs`, and names nobody
 *   for `search_users`; a film or a book asked about by title asks its lookup, work-questions.ts:
 *   "Who directed Dune: Part Two?" → `get_movie_info`; a ride asked of a service to somewhere asks
 *   the ride tool alone, ride-requests.ts: "Book an Uber to JFK" → `request_ride`). A tool is then called over the prose that the
 *   assistant cannot do it (cannot-do.ts); and when none is named, a tool whose name fits what that
 *   prose would decline is called ("Set the thermostat to 72 degrees" → `set_temperature`, "Pay John
 *   $20" → `send_payment`: cannot-do.ts's toolsForAct).
 *   A verb of the name names nothing in a question about how to do it ("How do I delete a user?"),
 *   and a question that asks nothing outright calls no tool that changes something ("What is a
 *   thermostat?" of `set_thermostat`).
 *   Nor does a word of the name in a request to write ("Write a React component that lists users"),
 *   or in an ask for the opposite of what the tool does ("Cancel my hotel" of `book_hotel`), or
 *   in an ask to play a game in the chat ("Play a game with me" of `play_music`: only a game's
 *   tool, `play_chess`, fits it). Of two
 *   tools of one thing, the one that fits what the message gives is called (tool-fit.ts: "user 42"
 *   → `get_user`, a name → `search_users`, both for "user 7 and users named Bob"), and the one
 *   that does what is asked ("Refund order 1234" → `refund_order`, not `get_order` beside it).
 * - `parallel_tool_calls: false` → at most one call (the first named tool).
 * - A follow-up naming no tool ("what about ny?", "And in Tokyo?") calls what the user message
 *   before it named, with the follow-up's words as arguments; one after the assistant called
 *   tools ("And tomorrow?") calls those tools again (tool-follow-ups.ts).
 * - A handoff (`transfer_to_<agent>`, the Agents SDK's and LangGraph's) is named by its agent's
 *   name words or its description's, and is called alone (one agent takes over). Its results,
 *   sent to the agent handed to (whose tools no longer hold it), are not the end of a loop: that
 *   agent takes up the last user message as if it were asked it.
 *
 * Request problems the schema cannot express (a named function not in `tools`, `tool_choice`
 * without `tools`, a tool message answering no call) are thrown as 400s naming the field.
 */
import type { components } from "../../generated/api.d.ts";
import { MockError } from "../core/errors.ts";
import { operationOfTool, sumsFor, sumsIn, type Sum } from "./arithmetic.ts";
import { strictSchemaProblem } from "./strict-schema.ts";
import { actsNear, askStrength, asksHowTo, stem, asksOtherwiseOf, questionWants, asksOf, asksToWrite, leadVerb, verbNamesTool, isActionVerb, listedThings, toolAction, toolVerbs, undoes, kindsOfVerb, wordsUndo, type Ask, type ToolAction } from "./tool-asks.ts";
import { bestFits, ownVerbFits, requiredIdKey, requiresId } from "./tool-fit.ts";
import { asksForGoods, fillsCart, searchesCatalog } from "./catalog-asks.ts";
import { toolsForAct } from "./cannot-do.ts";
import { asksData, runsSql } from "./sql-arguments.ts";
import { followUpTools } from "./tool-follow-ups.ts";
import { placeStatedByUser } from "./stated-places.ts";
import { isStateOrProvince } from "./postal-addresses.ts";
import { countryNamed } from "./country-names.ts";
import { citiesNamedIn } from "./city-coordinates.ts";
import { mediumFits, plainAsks } from "./app-phrasings.ts";
import { messageText } from "./message-text.ts";
import { thermostatsAsked } from "./temperature-changes.ts";
import { isRideTool, needsDestination, rideAskedIn } from "./ride-requests.ts";
import { workToolsAsked } from "./work-questions.ts";
import { asksHowToDo, docsQuestionOf, givesSearchValue, isHelpSearch, searchesOwnThings } from "./help-searches.ts";
import { explainsMarkets, indexFundsAsked } from "./market-indexes.ts";
import { asksMail, draftsMailToNoOne, sendsMail } from "./mail-asks.ts";
import { asksAboutMoney } from "./bank-accounts.ts";

type Schemas = components["schemas"];
type RequestMessage = Schemas["ChatMessage"];
type Tool = Schemas["ChatTool"];

/** What the request asks of tools, read from its parameters. */
export interface ToolRequest {
  tools?: Schemas["ChatTool"][] | null;
  tool_choice?: Schemas["ChatToolChoice"] | null;
  parallel_tool_calls?: boolean | null;
}

/** A `Prefer: tool=` value: a tool's name, none or auto. */
export type ToolControl = string | undefined;

/** Words a description shares with prose too often to mean the tool. */
const COMMON = new Set(
  ("about above after again against below between could every first given their there these those through under until which while would " +
    "should return returns value values string number object array field fields based using where other whether information current " +
    "specified specific provided optional required")
    .split(" "),
);

/**
 * Words of one domain: a tool named or described with one is named by a message with any other
 * ("the weather in Tokyo for the next 3 days" names `get_forecast`). Curated, so short words
 * count too ("what time is it" names `get_current_time`).
 */
const DOMAINS: ReadonlyMap<string, number> = new Map(
  [
    "weather forecast forecasts temperature temperatures rain raining snow snowing sunny umbrella humidity wind",
    "stock stocks ticker nasdaq",
    "time clock timezone",
    "email emails mail inbox",
    "calendar meeting meetings schedule scheduled appointment appointments",
    "flight flights airline airport",
    "translate translation translated",
    "news headlines",
    "speech speak aloud voice voices tts narrate pronounce",
    "restaurant restaurants reservation",
    "math maths mathematics algebra calculus geometry equation equations",
    "history historical historian president presidents emperor empire king queen dynasty revolution century ancient medieval",
    "directions direction route routes navigate navigation commute",
    "currency currencies",
  ].flatMap((words, domain) => words.split(" ").map((word) => [word, domain] as const)),
);

/**
 * DOMAINS' speech domain, which names no tool in a question about how: "How do I change my voice
 * settings?" asks no `text_to_speech`.
 */
const SPEECH_DOMAIN = DOMAINS.get("speech")!;

/** DOMAINS' weather domain, which a question what to wear or bring is of too ("Do I need a jacket today?"). */
const WEATHER_DOMAIN = DOMAINS.get("weather")!;
/** DOMAINS' stock domain, which a question about the market or an index is of ("How's the Dow doing?", market-indexes.ts). */
const STOCK_DOMAIN = DOMAINS.get("stock")!;
/** The cheap cue of such a question: a thing worn or carried against the weather. */
const WEAR_CUE = /jacket|coat|sweater|jumper|hoodie|scarf|gloves|sunscreen|sunglasses|shorts|layers/;
/** "Do I need a jacket today?", "Should I wear a coat?", "Is it shorts weather?": asked of the weather now, not a shop's jacket. */
const WEARS_FOR_WEATHER = /\b(?:(?:do|will|would)\s+i\s+need|should\s+i\s+(?:wear|bring|take|pack|grab|put\s+on)|(?:do|will)\s+i\s+have\s+to\s+(?:wear|bring))\s+(?:a\s+|an\s+|my\s+|some\s+)?(?:warm\s+|light\s+|rain\s+|winter\s+)?(?:jacket|coat|sweater|jumper|hoodie|scarf|gloves|sunscreen|sunglasses|shorts|layers|raincoat)\b|\bis\s+it\s+(?:shorts|jacket|coat)\s+weather\b/;

/** DOMAINS' restaurant domain, which a search for a place to eat is of too ("Find me a good pizza place"). */
const RESTAURANT_DOMAIN = DOMAINS.get("restaurant")!;
/**
 * "Find me a good pizza place", "Any good sushi around here?", "Where can I get coffee in Seattle?",
 * "find somewhere to eat", "a good place for dinner": a place to eat looked for, not a recipe.
 */
const EATS_OUT = /\b(?:pizza|sushi|ramen|burgers?|tacos?|coffee|brunch|breakfast|lunch|dinner|thai|indian|chinese|italian|mexican|vegan|bbq|steak|seafood|noodles?|dim\s+sum|pho|curry)\s+(?:place|spot|joint|shop|bar|restaurant)s?\b|\b(?:place|spot)s?\s+(?:to\s+eat|for\s+(?:dinner|lunch|breakfast|brunch|coffee|drinks))\b|\bsomewhere\s+(?:to\s+eat|for\s+(?:dinner|lunch|breakfast|brunch))\b|\bwhere\s+(?:can|should|could)\s+(?:i|we)\s+(?:get|grab|eat|have|find)\s+(?:some\s+|a\s+|good\s+)*(?:pizza|sushi|ramen|burgers?|tacos?|coffee|brunch|breakfast|lunch|dinner|food|noodles?|pho|curry)\b|\b(?:any|some)\s+good\s+(?:pizza|sushi|ramen|burgers?|tacos?|coffee|brunch|food|restaurants?|places?)\s+(?:around|near|nearby|close)\b/;

/** A writing task, which names no place to eat it is about: "Write a blog post about my favorite pizza place". */
const WRITES_ABOUT = /^\s*(?:(?:please|can\s+you|could\s+you)\s+)?(?:write|draft|compose|create|generate|make|describe|review)\b/;

/**
 * "How hot is it in LA right now?", "Is it cold outside?", "Is it windy in Chicago?", "What's it like
 * outside in Denver?", "What should I wear in NYC today?": the weather felt, asked of a place or of now.
 * Not "in here" (a room) nor "is it hot" of a pepper.
 */
const FEELS_WEATHER = /\b(?:how\s+(?:hot|cold|warm|chilly|humid|windy)\s+is\s+it|is\s+it\s+(?:\w+\s+)?(?:hot|cold|warm|chilly|freezing|windy|humid|snowing|cloudy|foggy|stormy|sunny)(?:\s+out(?:side)?)?)\s+(?:in\s+(?!here\b|my\b|our\b|the\s+(?:house|room|office|car|apartment|flat|oven|fridge|freezer|shade|sun)\b)|at\s+(?!home\b)|out(?:side)?\b|today\b|tonight\b|tomorrow\b|now\b|right\s+now\b|this\s+(?:morning|afternoon|evening|week|weekend)\b)|\bis\s+it\s+(?:\w+\s+)?(?:hot|cold|warm|chilly|freezing|windy|humid|snowing|cloudy|foggy|stormy|sunny)\s+out(?:side)?\s*[?.!]*\s*$|\bwhat(?:['’]?s|\s+is)\s+it\s+like\s+out(?:side)?\b|\bwhat\s+should\s+i\s+wear\s+(?:in\s+\S|today|tonight|tomorrow|this\s+(?:morning|afternoon|evening|weekend))/;

/** "Is it warmer in Paris or Madrid right now?", "where is it colder, Oslo or Helsinki": the weather of places compared. */
const COMPARES_WEATHER = /\b(?:(?:is\s+it|it['’]s)\s+(?:\w+\s+)?(?:warmer|colder|hotter|cooler|sunnier|rainier|windier|snowier|wetter)\s+(?:in|at)\s+(?!(?:the\s+)?(?:winter|summer|spring|fall|autumn|morning|evening|night|day|shade|sun|house|room|car|water)\b)\S|(?:which\s+(?:city|place)\s+is|where\s+is\s+it)\s+(?:\w+\s+)?(?:warmer|colder|hotter|cooler|sunnier|rainier|windier|snowier|wetter)\b)/;

/** DOMAINS' currency domain, which a sum of money asked in another currency is of ("How much is 100 USD in euros?"). */
const CURRENCY_DOMAIN = DOMAINS.get("currency")!;
/** A currency, as written after an amount or asked for: "usd", "euros", "$", "yen". */
const MONEY_UNIT = String.raw`(?:usd|eur|gbp|jpy|chf|cad|aud|cny|inr|mxn|dollars?|euros?|pounds?|yen|francs?|pesos?|rupees?|yuan|bucks)`;
/** "How much is 100 USD in euros?", "convert $50 to GBP", "what's 20 euros in dollars", "100 usd to eur": money in another currency. */
const CONVERTS_MONEY = new RegExp(String.raw`(?:[$€£¥]\s?\d[\d,.]*|\b\d[\d,.]*\s*(?:k\s+)?${MONEY_UNIT})\s+(?:in|to|into)\s+(?:(?:us|canadian|australian)\s+)?${MONEY_UNIT}\b`);

/** A question that opens "Can I", "Could we": a request as often as a how-to. */
const CAN_I = /^\s*(?:can|could)\s+(?:i|we)\b/i;

/** An ask of things shown before: "Add two of those to my cart", "buy one of them", "order that one". */
const POINTS_BACK = /^\s*(?:(?:please|can\s+you|could\s+you)\s+)?(?:add|put|buy|order|get\s+me|purchase)\s+(?:(?:one|two|three|four|five|\d+|a\s+couple|a\s+few|some|all|both|each)\s+(?:of\s+)?)?(?:those|these|them|it|that\s+one|this\s+one|the\s+same)\b/;

/**
 * What a model asks for "Add two of those to my cart" or "Add it to my cart" opening a chat, beside
 * a tool that needs the id of what it adds (`add_to_cart`'s `product_id`): which one ("Sure! Which
 * product would you like to add to your cart?"); undefined for any other message.
 */
export function whichThingQuestion(messages: readonly RequestMessage[], tools: readonly Tool[]): string | undefined {
  const lower = lastUserText(messages).toLowerCase();
  if (!POINTS_BACK.test(lower) || messages.some((turn) => turn.role === "assistant" || turn.role === "tool")) return undefined;
  const key = tools.map(requiredIdKey).find((each) => each !== undefined);
  if (key === undefined) return undefined;
  const thing = nameWords(key).filter((word) => !/^(?:id|ids|number|no|num)$/.test(word)).join(" ") || "item";
  const act = /\b(?:cart|basket|bag)\b/.test(lower) ? "add to your cart" : /^\s*(?:(?:please|can\s+you|could\s+you)\s+)?(?:buy|order|get\s+me|purchase)\b/.test(lower) ? "order" : "add";
  return `Sure! Which ${thing} would you like to ${act}?`;
}

/** DOMAINS' route domain, which a question how to get from one place to another is of too ("How do I get from the Louvre to the Eiffel Tower?"). */
const ROUTE_DOMAIN = DOMAINS.get("directions")!;
/**
 * "How do I get from X to Y", "the fastest way to get from X to Y", "how long does it take to
 * drive from X to Y": asks a route, not how-to advice. Both ends named, so "How do I get to level
 * 5 in Zelda?" asks none.
 */
const ASKS_ROUTE = /\b(?:how\s+(?:do|can|should|would)\s+(?:i|we|you)\s+get|(?:best|fastest|quickest|shortest)\s+(?:way|route)(?:\s+to\s+get)?|how\s+(?:long|far)\s+(?:is\s+it|does\s+it\s+take)(?:\s+to\s+(?:drive|walk|cycle|bike|get))?)\s+from\s+\S.{0,80}?\s+to\s+(?:the\s+)?\S/;

/** DOMAINS' math domain, which a message writing a sum ("3 * 12") is of too. */
const MATH_DOMAIN = DOMAINS.get("math")!;
/**
 * Domains that name agents (a math tutor, a history tutor), never a tool: "Who was the first king
 * of France?" does not call `get_order_history`, and "3 * 12" is no question for a web search.
 */
const AGENT_DOMAINS: ReadonlySet<number> = new Set([MATH_DOMAIN, DOMAINS.get("history")!]);

/**
 * A handoff to another agent: the OpenAI Agents SDK's and LangGraph's `transfer_to_<agent>`. The
 * agent's name words name it from three letters ("math" names `transfer_to_math_tutor`), and the
 * words every handoff shares name none (the SDK describes each "Handoff to the X agent to handle
 * the request. <handoffDescription>").
 */
const HANDOFF = /^transfer_to_(.+)$/i;
const HANDOFF_BOILERPLATE = /^handoff to the .{0,200}? agent to handle the request\.\s*/i;
const HANDOFF_COMMON = new Set("handoff transfer agent agents assistant handle handles request requests specialist expert questions question help helps".split(" "));

/** Whether a tool is a handoff to another agent. */
export function isHandoff(name: string): boolean {
  return HANDOFF.test(name);
}

/** Text of a message's content (parts joined): message-text.ts's reader, by the name the tool modules use. */
export const textOf: (message: RequestMessage) => string = messageText;

/** A name's words: `get_weather`, `get-weather`, `getWeather` → ["get", "weather"]. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean);
}

/** A message as `namesTool` reads it: lowercase, and its words. */
export interface ReadMessage {
  lower: string;
  words: ReadonlySet<string>;
  /** The sums it writes ("3 * 12"), read when a tool named for an operation asks. */
  readonly sums: readonly Sum[];
  /** The DOMAINS its words belong to. */
  readonly domains: ReadonlySet<number>;
  /** What it asks to be done ("Add milk and eggs…": add, milk, egg…), read when a tool is matched against it (tool-asks.ts). */
  readonly asks: readonly Ask[];
  /** Whether it asks the model to write something itself ("Write a React component that lists users"), tool-asks.ts's asksToWrite. */
  readonly writes: boolean;
  /** The verb it opens with ("Unmute the TV" → "unmute"), tool-asks.ts's leadVerb. */
  readonly verb: string | undefined;
}

/** Reads a message once for every tool it is matched against. */
export function readMessage(message: string): ReadMessage {
  const lower = message.toLowerCase();
  let sums: Sum[] | undefined;
  let domains: Set<number> | undefined;
  let asks: Ask[] | undefined;
  let writes: boolean | undefined;
  let verb: string | undefined | null;
  const words = new Set(lower.match(/[\p{L}\p{N}]+/gu) ?? []);
  // "Tell Sarah I'm running late" is read as "message Sarah…", "Give The Matrix 3 out of 5 stars" as "rate…" (app-phrasings.ts).
  const plain = plainAsks(lower);
  const plainWords = plain === lower ? words : new Set(plain.match(/[\p{L}\p{N}]+/gu) ?? []);
  return {
    lower,
    words,
    get asks() {
      return (asks ??= asksOf(plain, plainWords));
    },
    get writes() {
      return (writes ??= asksToWrite(lower, words));
    },
    get verb() {
      if (verb === undefined) verb = leadVerb(plain) ?? null;
      return verb ?? undefined;
    },
    get sums() {
      return (sums ??= sumsIn(message));
    },
    get domains() {
      if (!domains) {
        domains = new Set();
        for (const word of words) {
          const domain = DOMAINS.get(word);
          if (domain !== undefined) domains.add(domain);
        }
        if ((sums ??= sumsIn(message)).length > 0) domains.add(MATH_DOMAIN);
        // "Do I need a jacket today?": what to wear or bring asks about the weather.
        if (WEAR_CUE.test(lower) && WEARS_FOR_WEATHER.test(lower)) domains.add(WEATHER_DOMAIN);
        // "How do I get from the Louvre to the Eiffel Tower on foot?": a route is asked, as `get_directions` gives one.
        if (lower.includes(" to ") && ASKS_ROUTE.test(lower)) domains.add(ROUTE_DOMAIN);
        // "Is it warmer in Paris or Madrid?": a comparison of the weather asks it of each place.
        if (COMPARES_WEATHER.test(lower)) domains.add(WEATHER_DOMAIN);
        // "Find me a good pizza place", "Where can I get coffee in Seattle?": a place to eat looked for.
        if (EATS_OUT.test(lower) && !WRITES_ABOUT.test(lower)) domains.add(RESTAURANT_DOMAIN);
        // "How cold is it in Chicago?", "Is it windy outside?": the weather felt.
        if ((lower.includes(" it ") || lower.includes("wear")) && FEELS_WEATHER.test(lower)) domains.add(WEATHER_DOMAIN);
        // "How's the market today?", "What's the S&P 500 at?": the market or an index asks a quote.
        if (indexFundsAsked(lower).length > 0) domains.add(STOCK_DOMAIN);
        // "How much is 100 USD in euros?", "what's 50 pounds in dollars": a sum of money converted asks the exchange rate.
        if (CONVERTS_MONEY.test(lower)) domains.add(CURRENCY_DOMAIN);
      }
      return domains;
    },
  };
}

/** An ask to reformat what was said: "Can you put that in a table?", "Turn it into bullet points", "Give me that as JSON". */
const REFORMATS = /^\s*(?:(?:ok(?:ay)?|great|thanks|now|and)[,!.]?\s+)*(?:(?:can|could|would)\s+you\s+(?:please\s+)?|please\s+)?(?:put|turn|make|format|convert|organi[sz]e|present|show|rewrite|redo|give\s+me)\s+(?:that|it|this|those|them|these|the\s+(?:answer|above|list|results?|last\s+(?:one|answer)))\s+(?:in|into|as)\s+(?:a\s+|an\s+)?(?:table|list|bullet(?:ed)?(?:\s+(?:points|list))?|bullets|markdown|json|csv|yaml|paragraph|numbered\s+list|chart|spreadsheet)\b[^.?!]{0,30}[.?!]*\s*$/i;

/** A request for advice: "Give me tips for…", "What are some ways to…", "Any ideas for…". */
const ADVICE = /\b(?:tips?|ways\s+to|ideas?|advice|suggestions?)\b/;

/** Whether a request for advice leaves `tool` alone: the tool acts (`transfer_money`) and the message names none of its acts. */
function givesAdviceOnly(message: ReadMessage, tool: Tool): boolean {
  const parts = nameWords(tool.function.name);
  // A name's first word is its act when no known verb is (`transfer_money`).
  const known = toolVerbs(parts, tool.function.description ?? "");
  const own = known.length > 0 ? known : parts.length > 1 ? [parts[0]!] : [];
  return own.length > 0 && !own.some((verb) => message.words.has(verb));
}

/** A tool that quotes a price or a stock, by its name: `get_stock_price`, `stock_quote`, `getTicker`. */
const QUOTE_TOOL = /stock|quote|ticker|share/i;

/** Whether `message` names `tool`, by the rule above. */
export function namesTool(message: ReadMessage, tool: Tool): boolean {
  const name = tool.function.name;
  const { lower, words } = message;
  const handoff = HANDOFF.exec(name);
  if (handoff) return namesHandoff(message, nameWords(handoff[1]!), tool.function.description ?? "");
  const parts = nameWords(name);
  if (lower.includes(name.toLowerCase())) return true;
  // "Write a script to send money via the Stripe API": the model writes code that does it; the
  // name's words in a request to write ask no `send_money` (its identifier, written out, still does).
  if (lower.includes(parts.join(" "))) return !(message.writes && toolVerbs(parts, tool.function.description ?? "").length > 0);
  const operation = operationOfTool(parts);
  if (operation !== undefined && sumsFor(operation, message.sums).length > 0) return true;
  // The tool's own verb ("create" of `create_task`) names it only with its object (tool-asks.ts),
  // and "How do I delete a user?" asks how: a verb names no tool in such a question.
  const description = tool.function.description ?? "";
  const own = toolVerbs(parts, description);
  // "Write a React component that lists users": the model writes it; "users" asks no `search_users`.
  if (own.length > 0 && message.writes) return false;
  const howTo = asksHowTo(lower);
  // "Unmute the TV" names `set_mute`: its verb is a word of the name that says what it does.
  if (!howTo && message.verb !== undefined && verbNamesTool(message.verb, parts, lower)) return true;
  const isNaming = (word: string) =>
    (word.length >= 5 && !COMMON.has(word) && words.has(word) && !own.includes(word) && !(howTo && isActionVerb(word))) ||
    (inDomainOf(word, message) && !(howTo && DOMAINS.get(word) === SPEECH_DOMAIN));
  return parts.some(isNaming) || (description.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).some(isNaming);
}

/** Whether an ask changes a thing that exists ("Move my appointment", "Rename the file"): its verb is of the update kind and of none that makes. */
function changesExisting(ask: Ask): boolean {
  const kinds = kindsOfVerb(ask.verb);
  return kinds.includes("update") && !kinds.some((kind) => kind === "create" || kind === "add");
}

/** A game played in the chat ("play a game", "play 20 questions", "play trivia"), after a cheap word check. */
function playsAGame(lower: string): boolean {
  return lower.includes("play") && PLAYS_A_GAME.test(lower);
}
const PLAYS_A_GAME = /\bplay(?:ing)?\s+(?:a\s+|some\s+|another\s+)?(?:(?:word|guessing|quick|fun|little)\s+)?(?:game|games|\d+\s+questions|twenty\s+questions|trivia|chess|checkers|riddles?|tic[- ]?tac[- ]?toe|hangman|would\s+you\s+rather|rock[, ]+paper)\b/;
/** Words of a tool's name that make it a game's tool (`start_game`, `play_chess`). */
const GAME_WORDS = /^(?:game|games|chess|trivia|quiz|riddle|checkers|hangman)$/;

/** Whether `message` names the agent a handoff tool hands to: by its name's words, or its description's past the boilerplate. */
function namesHandoff(message: ReadMessage, agent: readonly string[], description: string): boolean {
  const { words } = message;
  const telling = (word: string) => !HANDOFF_COMMON.has(word) && !COMMON.has(word);
  if (agent.some((word) => telling(word) && ((word.length >= 3 && words.has(word)) || inDomainOf(word, message, true)))) return true;
  const said = description.replace(HANDOFF_BOILERPLATE, "").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return said.some((word) => telling(word) && ((word.length >= 5 && words.has(word)) || inDomainOf(word, message, true)));
}

/** Whether `word` (of a tool's name or description) is of a domain the message's words are of. */
function inDomainOf(word: string, message: ReadMessage, agent = false): boolean {
  const domain = DOMAINS.get(word);
  return domain !== undefined && (agent || !AGENT_DOMAINS.has(domain)) && message.domains.has(domain);
}

/** The last user message's text, or "" when there is none. */
export function lastUserText(messages: readonly RequestMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.role === "user") return textOf(messages[i]!);
  return "";
}

/** The name a `tool_choice` names, if it names one. */
function choiceName(choice: ToolRequest["tool_choice"]): string | undefined {
  return choice !== null && typeof choice === "object" ? choice.function.name : undefined;
}

/**
 * Throws the 400 for tool parameters that do not fit together: `tool_choice` without `tools`,
 * a named function (or `Prefer: tool=`) not among them, two tools of one name, a `strict` tool
 * whose parameters break OpenAI's strict rules (strict-schema.ts), a `tool` message whose
 * `tool_call_id` answers no earlier call.
 */
export function checkToolRequest(params: ToolRequest, messages: readonly RequestMessage[], control: ToolControl): void {
  const tools = params.tools ?? [];
  if (params.tool_choice != null && tools.length === 0) {
    throw new MockError("invalid_request", "tool_choice is only allowed when tools are given; add tools or drop tool_choice.", { param: "tool_choice" });
  }
  const names = new Set<string>();
  for (const [i, tool] of tools.entries()) {
    if (names.has(tool.function.name)) {
      throw new MockError("invalid_request", `tools[${i}] repeats the function name '${tool.function.name}'; names must be unique.`, { param: "tools" });
    }
    names.add(tool.function.name);
    const problem = tool.function.strict === true ? strictSchemaProblem(tool.function.parameters ?? { type: "object", properties: {}, additionalProperties: false }) : undefined;
    if (problem) throw new MockError("invalid_request", `tools[${i}].function.parameters (${tool.function.name}): ${problem}.`, { param: "tools" });
  }
  const named = choiceName(params.tool_choice);
  if (named !== undefined && !names.has(named)) {
    throw new MockError("invalid_request", `tool_choice names the function '${named}', which is not in tools (${[...names].join(", ")}).`, {
      param: "tool_choice",
    });
  }
  if (control !== undefined && control !== "none" && control !== "auto" && !names.has(control)) {
    throw new MockError("invalid_request", `Mock control tool="${control}" names no function in tools (${[...names].join(", ") || "none given"}).`, {
      param: "tool",
    });
  }
  checkToolResults(messages);
}

/** Every `tool` message answers a call an earlier assistant message made. */
function checkToolResults(messages: readonly RequestMessage[]): void {
  let calls: Set<string> | undefined;
  for (const [i, message] of messages.entries()) {
    if (message.role === "assistant" && message.tool_calls) {
      calls ??= new Set();
      for (const call of message.tool_calls) calls.add(call.id);
    } else if (message.role === "tool") {
      const id = message.tool_call_id;
      if (id === undefined) {
        throw new MockError("invalid_request", `messages[${i}] is a tool message without tool_call_id; it must name the call it answers.`, { param: "messages" });
      }
      if (!calls?.has(id)) {
        throw new MockError("invalid_request", `messages[${i}].tool_call_id '${id}' answers no tool call of an earlier assistant message.`, { param: "messages" });
      }
    }
  }
}

/** Whether the conversation ends in tool results: the model has what it asked for. */
export function endsInToolResults(messages: readonly RequestMessage[]): boolean {
  return messages.length > 0 && messages[messages.length - 1]!.role === "tool";
}

/**
 * Whether the conversation ends in the results of handoffs to the agent now asked: calls of
 * `transfer_to_…` tools this request no longer offers. That agent takes up the user's request
 * (calls its own tools, or answers it), as a model does after a handoff; it has nothing to
 * report from the transfer itself.
 */
export function endsInHandoff(messages: readonly RequestMessage[], tools: readonly Tool[]): boolean {
  let start = messages.length;
  while (start > 0 && messages[start - 1]!.role === "tool") start--;
  if (start === messages.length) return false;
  const offered = new Set(tools.map((tool) => tool.function.name));
  const names = new Map<string, string>();
  for (const message of messages.slice(0, start)) for (const call of message.tool_calls ?? []) names.set(call.id, call.function.name);
  return messages.slice(start).every((message) => {
    const name = names.get(message.tool_call_id ?? "");
    return name !== undefined && isHandoff(name) && !offered.has(name);
  });
}

/**
 * The tools to call, in the order of `tools`; empty: answer in prose. The request was checked
 * by `checkToolRequest`.
 */
export function chooseTools(params: ToolRequest, messages: readonly RequestMessage[], control: ToolControl): Tool[] {
  const tools = params.tools ?? [];
  if (tools.length === 0) return [];
  const choice = control ?? (typeof params.tool_choice === "string" ? params.tool_choice : (choiceName(params.tool_choice) ?? "auto"));
  if (choice === "none") return [];
  if (choice !== "auto" && choice !== "required") return tools.filter((tool) => tool.function.name === choice);
  if (choice === "auto" && endsInToolResults(messages) && !endsInHandoff(messages, tools)) return [];
  const text = lastUserText(messages);
  // "Can you put that in a table?": the answer before, reformatted in prose; "put" asks no `add_todo`.
  if (choice === "auto" && REFORMATS.test(text)) return [];
  let message = readMessage(text);
  // "Play a game with me", "Let's play 20 questions": a game played in the chat, not music to
  // play; only a game's own tool (`play_chess`) fits it.
  const fitting = playsAGame(message.lower) ? tools.filter((tool) => nameWords(tool.function.name).some((part) => GAME_WORDS.test(part))) : tools;
  let chosen = toolsNamed(message, fitting);
  // "Give me tips for saving money" asks no `transfer_money`: advice is the model's own, unless it names the tool's act.
  if (chosen.length > 0 && ADVICE.test(message.lower)) chosen = chosen.filter((tool) => !givesAdviceOnly(message, tool));
  // "Book an Uber to JFK": a ride asked of a service calls the ride tool, and no other its verb names (ride-requests.ts).
  const rides = fitting.filter(isRideTool);
  const ride = rides.length > 0 ? rideAskedIn(text) : undefined;
  if (ride?.destination !== undefined) chosen = rides;
  // "How do I reset my API key?", "What does error E1042 mean?": a how-to about the product, or
  // one of its errors, is looked up in its docs or help center, the only tool asked; "Is there a way to export users to CSV?" names nobody for
  // `search_users` to search (help-searches.ts).
  // "Who directed Dune: Part Two?" beside `get_movie_info`: a work asked about by title is looked up (work-questions.ts).
  if (chosen.length === 0) chosen = workToolsAsked(text, fitting);
  const helps = docsQuestionOf(text) !== undefined ? fitting.filter(isHelpSearch) : [];
  // "Can I see my invoices?" beside `list_invoices` asks for them: a "can I" is a how-to only when no other tool is asked.
  if (helps.length > 0 && (chosen.length === 0 || !CAN_I.test(text))) chosen = helps;
  // "Where can I get coffee in Seattle?" asks for places to eat, which `find_restaurants` finds: no how-to.
  else if (chosen.length > 0 && asksHowToDo(text) && !givesSearchValue(text) && !EATS_OUT.test(message.lower)) chosen = chosen.filter((tool) => !searchesOwnThings(tool));
  // "Update the app's email template" sends no email, and "Write an email announcing our new feature",
  // to nobody named, is drafted in the reply: a mail sender is called only for a mail asked of someone (mail-asks.ts).
  if (chosen.length > 0 && (!asksMail(text) || draftsMailToNoOne(text))) chosen = chosen.filter((tool) => !sendsMail(nameWords(tool.function.name)));
  // "My account was hacked" names the "account" of `get_balance`'s description, and asks no balance.
  if (chosen.length > 0 && !asksAboutMoney(text)) chosen = chosen.filter((tool) => !/balance/i.test(tool.function.name));
  // "Explain how the stock market works": an explanation, which quotes no stock.
  if (chosen.length > 0 && explainsMarkets(message.lower)) chosen = chosen.filter((tool) => !QUOTE_TOOL.test(tool.function.name));
  // "Set the thermostat to 72 degrees" with `set_temperature`: a tool that does what the
  // cannot-do reply would decline is called instead.
  if (chosen.length === 0) chosen = toolsDoingAct(text, message, fitting);
  // "It's 18 degrees in here, turn the heat up": a change asked after what the room is like (temperature-changes.ts).
  if (chosen.length === 0) chosen = thermostatsAsked(message.lower, () => message.asks.length > 0, fitting);
  // "How many users signed up last week?" with `run_query`: a question about the app's data asks its database.
  if (chosen.length === 0 && asksData(text)) chosen = fitting.filter((tool) => runsSql(nameWords(tool.function.name)));
  // "What about ny?" after "what is the weather in sf": the question of the turn before, asked
  // again of what the follow-up names (its arguments come from the follow-up's words).
  if (chosen.length === 0 && FOLLOW_UP.test(message.lower)) {
    message = readMessage(previousUserText(messages));
    chosen = toolsNamed(message, tools).filter((tool) => !isHandoff(tool.function.name));
  }
  // "And tomorrow?" after a call of get_weather: that tool again (tool-follow-ups.ts).
  if (chosen.length === 0) chosen = followUpTools(text.toLowerCase(), messages, tools).filter((tool) => !isHandoff(tool.function.name));
  // "Add two of those to my cart" opening a chat: "those" are things no turn has shown, so a model
  // asks which, and calls no tool that needs the id of one.
  // "Get me a taxi" says no destination: a model asks where to, and calls no ride tool that needs one.
  if (ride !== undefined && ride.destination === undefined) chosen = chosen.filter((tool) => !(isRideTool(tool) && needsDestination(tool)));
  if (chosen.length > 0 && POINTS_BACK.test(message.lower) && !messages.some((turn) => turn.role === "assistant" || turn.role === "tool")) chosen = chosen.filter((tool) => !requiresId(tool));
  if (chosen.length === 0) {
    // A question about the world now (the weather, news, stocks…) goes to a web search when no
    // tool of its own is offered, as a model uses LangGraph's quickstart `search` for "what is the weather in sf".
    const search = [...message.domains].some((domain) => domain !== MATH_DOMAIN) ? tools.find(isWebSearch) : undefined;
    if (search !== undefined) chosen = [search];
    else if (choice === "auto") return [];
    else chosen = [tools[0]!];
  }
  // A model hands the conversation to one agent, and does nothing else in that turn.
  const handoff = chosen.find((tool) => isHandoff(tool.function.name));
  if (handoff !== undefined) return [handoff];
  return params.parallel_tool_calls === false ? chosen.slice(0, 1) : chosen;
}

/**
 * The tools `message` names (namesTool), and those it asks for what they do (tool-asks.ts): for
 * each ask, the tools it asks best. A tool asked by its verb alone is called only when no other
 * is named or asked by verb and object: "Book a flight to Paris" calls `book_flight`, not
 * `book_hotel` beside it; "Add milk to my list and remind me to call mom" calls `add_item` and
 * `create_reminder`, one for each ask.
 */
function toolsNamed(message: ReadMessage, tools: readonly Tool[]): Tool[] {
  const named = tools.map((tool) => namesTool(message, tool));
  if (message.asks.length === 0) {
    // "How do I cancel a hotel booking?" names the hotel of `book_hotel`, and asks its opposite.
    return tools.filter((tool, i) => {
      if (!named[i] || isHandoff(tool.function.name)) return named[i];
      const action = askedAction(tool);
      // "What is a thermostat?" names `set_thermostat`, and asks to change nothing.
      return action === undefined || (!wordsUndo(message.words, action) && questionWants(message.lower, action));
    });
  }
  const actions = tools.map((tool) => (isHandoff(tool.function.name) ? undefined : askedAction(tool)));
  // "Cancel my hotel" names the hotel of `book_hotel`, but asks the opposite of what it does.
  for (const [i, action] of actions.entries()) if (named[i] && action !== undefined && message.asks.some((ask) => undoes(ask, action))) named[i] = false;
  const asked = new Set<number>();
  const unfit = new Set<number>();
  for (const ask of message.asks) {
    const own = tools.map((tool, i) => (actions[i] === undefined ? 0 : Math.max(askStrength([ask], actions[i]!), catalogStrength(ask, actions[i]!, tool))));
    // A tool named by the message's words but doing another thing to it ("Move the dentist appointment" of
    // `delete_event`, a calendar's) is asked less than one that does what is asked to an event (`reschedule_event`).
    const otherwise = tools.map((_, i) => named[i] === true && actions[i] !== undefined && asksOtherwiseOf(ask, actions[i]!));
    const strengths = tools.map((_, i) => (named[i] ? (otherwise[i] ? Math.max(1.4, own[i]!) : 2) : own[i]!));
    const best = Math.max(...strengths);
    if (best <= 0) continue;
    let tied = strengths.flatMap((strength, i) => (strength === best ? [i] : []));
    if (best > 1.4) for (const [i, other] of otherwise.entries()) if (other && !tied.includes(i)) unfit.add(i);
    // "Schedule a meeting with Bob": `list_events` is named by the calendar's words as
    // `create_event` is, but the ask is to make one; "Refund order 1234" calls no `get_order`.
    const doing = tied.filter((i) => actions[i] === undefined || !asksOtherwiseOf(ask, actions[i]!));
    if (doing.length > 0 && doing.length < tied.length) {
      for (const i of tied) if (!doing.includes(i)) unfit.add(i);
      tied = doing;
    }
    // "Add Bohemian Rhapsody to my road trip playlist": `add_to_playlist` is asked by verb and object;
    // `play_song`, named by "playlist" in its description, is asked nothing.
    const asksIt = tied.filter((i) => actions[i] !== undefined && askStrength([ask], actions[i]!) >= 2);
    if (asksIt.length > 0 && asksIt.length < tied.length) {
      const loose = tied.filter((i) => !asksIt.includes(i) && actions[i] !== undefined && askStrength([ask], actions[i]!) === 0 && actsNear(ask, actions[i]!) && describesAsked(ask, tools[i]!) && !message.lower.includes(nameWords(tools[i]!.function.name).join(" ")));
      for (const i of loose) unfit.add(i);
      tied = tied.filter((i) => !loose.includes(i));
    }
    // Two tools for one ask: the one that fits what the message gives ("user 42" → `get_user`, a name → `search_users`).
    // "Move my dentist appointment to Thursday" changes one that exists: no tool that makes one
    // (`create_event`) beside one that does not (`list_events`, to find it).
    if (changesExisting(ask)) {
      const making = tied.filter((i) => actions[i]?.makes === true);
      if (making.length > 0 && making.length < tied.length) {
        for (const i of making) unfit.add(i);
        tied = tied.filter((i) => !making.includes(i));
      }
    }
    // Of two tools of one thing, the one of the ask's own verb ("Read the file" → `read_file`, not `list_files`).
    const kept = ownObjectFits(ask, message.words, mediumFits(ask, ownVerbFits(ask, bestFits(ask, tied, tools, actions, message.lower), tools, actions), tools, actions, message.lower), tools, actions);
    for (const i of tied) (kept.includes(i) ? asked : unfit).add(i);
  }
  return tools.filter((_, i) => asked.has(i) || (named[i] && !unfit.has(i)));
}

/**
 * Of two tools that make or do the same to things of one kind, the one named for the thing the ask
 * names: "Create a Jira ticket for the checkout crash" → `create_ticket`, "Create a GitHub issue" →
 * `create_issue`, not both. Tools of different verbs, and ties no object tells apart, stay.
 */
function ownObjectFits(ask: Ask, words: ReadonlySet<string>, tied: readonly number[], tools: readonly Tool[], actions: readonly (ToolAction | undefined)[]): number[] {
  if (tied.length < 2 || ask.objects.size === 0) return [...tied];
  const kinds = new Set(tied.map((i) => actions[i]?.kinds.join(" ")));
  if (kinds.size !== 1 || kinds.has(undefined) || kinds.has("")) return [...tied];
  const own = tied.filter((i) => nameWords(tools[i]!.function.name).some((word) => ask.objects.has(stem(word))));
  if (own.length === 0 || own.length === tied.length) return [...tied];
  // A tool whose thing the message says too ("the weather in Paris and look up user 42") is another ask's, and stays.
  return tied.filter((i) => own.includes(i) || nameWords(tools[i]!.function.name).some((word) => word.length > 3 && words.has(word) && !toolVerbs([word], "").length));
}

/** Whether a word of a tool's description is a thing the ask names ("playlist" of `play_song`'s "Play a song, artist or playlist"). */
function describesAsked(ask: Ask, tool: Tool): boolean {
  return (tool.function.description ?? "").toLowerCase().match(/[\p{L}\p{N}]+/gu)?.some((word) => word.length >= 4 && ask.objects.has(stem(word))) ?? false;
}

/**
 * The tools that do an act the assistant alone cannot (cannot-do.ts's toolsForAct): "Pay John
 * $20" → `send_payment`, "Open Spotify" → `open_app`. Not a handoff, nor a tool that does the
 * opposite of what is asked ("Buy a lamp" calls no `cancel_order`).
 */
function toolsDoingAct(text: string, message: ReadMessage, tools: readonly Tool[]): Tool[] {
  // By their names: a description's words are too loose ("Get the temperature" is no thermostat).
  const fitting = toolsForAct(text, message.words, () => tools.map((tool) => nameWords(tool.function.name)));
  return fitting
    .map((i) => tools[i]!)
    .filter((tool) => {
      if (isHandoff(tool.function.name)) return false;
      const action = askedAction(tool);
      return action === undefined || !wordsUndo(message.words, action);
    });
}

/** What `tool` does, as tool-asks.ts reads it; undefined for a tool with no verb, or one named for an operation ("Add milk" is no sum). */
function askedAction(tool: Tool): ToolAction | undefined {
  const parts = nameWords(tool.function.name);
  return operationOfTool(parts) !== undefined ? undefined : toolAction(parts, tool.function.description ?? "", tool.function.parameters);
}

/**
 * How well an ask asks a catalog search (catalog-asks.ts): as a tool of anything (1) when it finds
 * or shows goods ("Find wireless headphones" → `search_products`), or buys them ("Buy the blue
 * sneakers" → `add_to_cart`), so a tool named by the ask still wins. Not `get_product`, which
 * needs an id the ask does not give.
 */
function catalogStrength(ask: Ask, action: ToolAction, tool: Tool): number {
  const kinds = kindsOfVerb(ask.verb);
  const looks = kinds.some((kind) => kind === "get" || kind === "search");
  // "Buy the blue sneakers": into the cart, or found first when the cart takes only an id.
  const buys = kinds.includes("order");
  if (!(looks || buys) || requiresId(tool) || !(buys ? fillsCart(action) || searchesCatalog(action) : searchesCatalog(action))) return 0;
  return asksForGoods(ask) ? 1 : 0;
}

/** A follow-up that asks the question before again, of something else: "what about ny?", "and in Tokyo?", "how about tomorrow". */
const FOLLOW_UP = /^\s*(?:and\s+)?(?:what|how)\s+about\b[^.?!\n]{1,60}[?.!]?\s*$|^\s*and\s+(?:in|for|at)\s+[^.?!\n]{1,60}[?.!]?\s*$|^\s*(?:same|the same)\s+for\b[^.?!\n]{1,60}[?.!]?\s*$/i;

/** The user message before the last one, or "" when there is none. */
function previousUserText(messages: readonly RequestMessage[]): string {
  let seen = 0;
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.role === "user" && ++seen === 2) return textOf(messages[i]!);
  return "";
}

/**
 * Words a web search's name may hold beside "search" (`web_search`, `tavily_search_results_json`,
 * `google_search`); any other word names what it searches (`search_users`, `search_products`).
 */
const WEB_SEARCH_WORDS = new Set(
  "search web internet online google bing tavily brave duckduckgo ddg serp serper serpapi exa searx searxng perplexity results result json tool engine general quick".split(" "),
);

/**
 * A tool that searches the web: `search`, `web_search`, `tavily_search`, or one described as
 * searching or surfing the web. `search_users` searches users: no fallback for "What's the weather like?".
 */
function isWebSearch(tool: Tool): boolean {
  const words = nameWords(tool.function.name);
  if (words.includes("search") && words.every((word) => WEB_SEARCH_WORDS.has(word))) return true;
  return /\b(?:search|surf|browse)\w*\b.{0,40}\b(?:web|internet|online)\b/i.test(tool.function.description ?? "");
}

/** Places people write in lowercase short forms ("the weather in sf"), and how a model writes them in a call. */
const PLACE_SHORT_FORMS = new Map([
  ["sf", "San Francisco"],
  ["nyc", "New York"],
  ["ny", "New York"],
  ["la", "Los Angeles"],
  ["dc", "Washington, D.C."],
]);

/** Whether a tool puts things on a list or takes them off it (`add_item`, `remove_from_cart`), by its action (tool-asks.ts). */
function putsOnList(tool: Tool): boolean {
  const action = toolAction(nameWords(tool.function.name), tool.function.description ?? "");
  return action !== undefined && (action.kinds.includes("add") || action.kinds.includes("remove"));
}

/** Names of an argument that holds a place: `city`, `location`, `place`, `town`, `region`; a time zone is a place's too. */
const PLACE_ARGUMENT = /city|location|place|town|region|area|where|address|destination|zip|postcode|zone|^tz/i;

/** Whether a tool takes a place among its top-level arguments (`get_weather`'s `city`). */
function takesPlace(tool: Tool): boolean {
  const properties = (tool.function.parameters as { properties?: unknown } | undefined)?.properties;
  return properties !== null && typeof properties === "object" && Object.keys(properties).some((key) => PLACE_ARGUMENT.test(key));
}

/** Formats a prompt asks its answer in ("Answer in JSON"), written capitalised but naming nothing. */
const FORMAT_NAMES = /^(?:JSON|JSONL|YAML|XML|CSV|TSV|HTML|Markdown|TOML)$/;

/**
 * Joins each place to the state or country written after it with a comma ("Paris, France",
 * "Austin, TX"), in place: one place, as a model writes it into one call, not a list of two.
 */
function withPlaceQualifiers(found: string[], text: string): void {
  for (let i = 0; i + 1 < found.length; i++) {
    const [place, next] = [found[i]!, found[i + 1]!];
    const joined = `${place}, ${next}`;
    if ((isStateOrProvince(next) || countryNamed(next) !== undefined) && text.includes(joined)) found.splice(i, 2, joined);
  }
}

/**
 * Words of the last user message a free-text argument may take: the things it puts on a list
 * ("Add milk and eggs to my shopping list": `add_item` takes "milk", then "eggs"), capitalised
 * words and quoted phrases, not at a sentence's start.
 */
export function mentionedWords(messages: readonly RequestMessage[], chosen: readonly Tool[] = []): string[] {
  const text = lastUserText(messages);
  // Only a tool that puts things on a list takes them: "Add milk to my list, and the weather in Paris?" gives the weather Paris.
  const things = listedThings(text);
  const found: string[] = things.length > 0 && chosen.some(putsOnList) ? things : [];
  // A single quote inside a word is an apostrophe, no quotation: "What's Apple's stock price?" quotes no "s Apple".
  for (const match of text.matchAll(/"([^"\n]{1,64})"|(?<![\p{L}\p{N}])'([^'\n]{1,64})'(?![\p{L}\p{N}])|(?<=[^.!?\s]\s+)(\p{Lu}[\p{L}\p{N}-]*(?:\s\p{Lu}[\p{L}\p{N}-]*)*)/gu)) {
    const word = match[1] ?? match[2] ?? match[3];
    // "should I bring an umbrella": the pronoun is not a name; "reply in JSON": the format is no place.
    if (word && word !== "I" && !FORMAT_NAMES.test(word) && !found.includes(word)) found.push(word);
  }
  withPlaceQualifiers(found, text);
  for (const match of text.matchAll(/\b(?:in|at|for|from|to|about)\s+(sf|nyc|ny|la|dc)\b/gi)) {
    const place = PLACE_SHORT_FORMS.get(match[1]!.toLowerCase())!;
    if (!found.includes(place)) found.push(place);
  }
  // "weather in paris and tokyo": cities written in lower case, as the table of city-coordinates.ts writes them.
  if (found.length === 0 && chosen.some(takesPlace)) for (const city of citiesNamedIn(text.toLowerCase())) found.push(city);
  // "I live in Berlin." … "Do I need a jacket today?": a tool of a place takes the one the user said they are in (stated-places.ts).
  if (found.length === 0 && chosen.some(takesPlace)) {
    const stated = placeStatedByUser(messages);
    if (stated !== undefined) found.push(stated);
  }
  return found.slice(0, 8);
}
