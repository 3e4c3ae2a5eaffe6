/**
 * Facts only the user can give, which a model asks for rather than make up when a call requires
 * them and the conversation never gave them:
 * - a text's phone number ("Text mom I'm on my way" → "Sure! What's your mom's phone number?");
 * - what a message says ("Send an email to my boss" → "Sure! What would you like the email to say?");
 * - the text of a translation ("Translate this to Spanish" opening a chat);
 * - the company of a stock quote ("Check a stock price for me");
 * - where a flight leaves from and when ("Book me a flight to Paris" → "Sure! Where will you be
 *   flying from, and on what date?"), a stay's dates ("Book a hotel in Rome");
 * - a reminder's or an alarm's time, a timer's length, a table's restaurant, time and size.
 * - an email's address where the ask names nobody, a light's room, a bank account, a transfer's
 *   amount and accounts, an issue's repository and what an issue, a ticket or a note says.
 * The user's answer in the next turn is read into the ask (answered-facts.ts) and the call asked
 * before is made with it (asked-back.ts).
 *
 * Each fact is known by the tool (what it is for, by its name and description) and a required key
 * (`phone_number`, `body`, `origin`, `check_in`…). Facts a model can fill itself (a subject, a
 * title) are not asked. */
import type { components } from "../../generated/api.d.ts";
import type { ToolCall } from "./tool-arguments.ts";
import { conversationText } from "./message-text.ts";
import { companyIn } from "./tickers.ts";
import { isHomeDeviceTool, roomIn } from "./home-rooms.ts";
import { ACCOUNT_KEYS, BANKING, bankAccountOf } from "./bank-accounts.ts";
import { indexFundsAsked } from "./market-indexes.ts";
import { namesLanguage, phraseToTranslate, readsAsEnglish } from "./translation-arguments.ts";

type Schemas = components["schemas"];
type Tool = Schemas["ChatTool"];
type RequestMessage = Schemas["ChatMessage"];

/** A fact a call needs of the user. */
type FactKind = "email" | "phone" | "content" | "about" | "repo" | "source" | "language" | "room" | "account" | "amount" | "fromAccount" | "toAccount" | "symbol" | "origin" | "dates" | "when" | "duration" | "venue" | "time" | "party";

interface Fact {
  kind: FactKind;
  key: string;
}

type Property = { type?: unknown; format?: unknown; items?: { format?: unknown } };

/** `to_email` → "toemail": a key as the lists below hold it. */
const normalised = (key: string) => key.toLowerCase().replace(/[^a-z]/g, "");

const SENDS_EMAIL = /e-?mail|\bmail\b/i;
const EMAIL_KEYS: ReadonlySet<string> = new Set(["to", "recipient", "recipients", "email", "emailaddress", "toemail", "toaddress", "toaddresses", "recipientemail", "recipientemails", "sendto", "emailto"]);
/** A tool that texts or calls, by its name's words (`send_sms`, `sendText`, `call_phone`): "Translate text" is none. */
const SENDS_TEXT = /^(?:sms|text|phone|call|whatsapp|dial|mms)$/;
/** A key of a phone number: `phone_number`, `mobile`, `to_number`; not `to` or `recipient`, which take a contact's name too. */
const PHONE_KEYS = /phone|mobile|cell|^number$|tonumber/;
/** A tool that sends something written, by its name's words (`send_message`, `post_message`, `reply`). */
const SENDS: ReadonlySet<string> = new Set(["send", "message", "post", "dm", "reply", "notify", "slack", "whatsapp"]);
/** A key of what a message says: `body`, `message`, `text`, `content`. */
const CONTENT_KEYS: ReadonlySet<string> = new Set(["body", "message", "text", "content", "msg", "messagebody", "emailbody", "textbody", "messagetext"]);
/**
 * A send asked with nothing to say: "Send an email to my boss", "Email John", "Text mom", "Message
 * Sarah", "Send Sarah a message", "Send a text to 555-123-4567"; not "…about the meeting", "…saying
 * thanks", "Tell Bob I'll be late".
 */
const BARE_SEND = new RegExp(
  (String.raw`^\s*(?:(?:hey|hi|ok|okay|please|pls)[\s,!]+)*(?:(?:can|could|would|will)\s+you\s+|i\s+(?:want|need|would\s+like)\s+to\s+|i['’]d\s+like\s+to\s+)?(?:please\s+)?` +
    String.raw`(?:(?:send|write|draft|shoot|compose)\s+(?:(?:an?|the)\s+)?(?:quick\s+|short\s+)?(?:email|e-mail|mail|text(?:\s+message)?|message|sms|dm|note)(?:\s+to)?\s+RECIPIENT|(?:email|e-mail|text|message|sms|dm|ping)\s+RECIPIENT|send\s+RECIPIENT\s+(?:an?\s+)?(?:quick\s+|short\s+)?(?:email|e-mail|text|message|sms|dm|note))` +
    String.raw`\s*(?:please|for\s+me|now)?\s*[.!?]*\s*$`).replace(/RECIPIENT/g, String.raw`(?:my\s+\p{L}+|the\s+\p{L}+|\S+@\S+|\+?[\d\s().-]{7,}\d|\p{L}+(?:\s+\p{L}+)?)`),
  "iu",
);

const TRAVELS = /flight|\bfly\b|airfare|plane|train|_fly|fly_/i;
const ORIGIN_KEYS: ReadonlySet<string> = new Set(["origin", "from", "source", "departure", "departurecity", "departureairport", "origincity", "originairport", "fromcity", "fromairport", "departurelocation", "originlocation", "originlocationcode", "fromlocation"]);
const STAYS = /hotel|room|stay|lodging|accommodation|airbnb|rental|car/i;
const DATE_KEYS = /date|checkin|checkout|departureday|returnday|startday|endday|arrival|from$|until$/;

/** A translation, whose text the user gives. */
const TRANSLATES = /translat/i;
const SOURCE_KEYS: ReadonlySet<string> = new Set(["text", "sourcetext", "input", "content", "query", "q", "phrase", "sentence", "texttotranslate"]);
/** A translation's target language, by its key: `target_language`, `to`, `lang`, `target_lang_code`. */
const TARGET_LANGUAGE_KEYS: ReadonlySet<string> = new Set(["target", "targetlang", "targetlanguage", "targetlangcode", "targetlanguagecode", "targetlocale", "to", "tolang", "tolanguage", "tolanguagecode", "lang", "language", "languagecode", "destlang", "destinationlanguage", "outputlanguage"]);
/** A translation asked of nothing written: "Translate this to Spanish", "Can you translate something for me?". */
const BARE_TRANSLATE = /^\s*(?:(?:can|could|would)\s+you\s+|please\s+)?translate\s+(?:this|it|that|something|some\s+text|a\s+(?:sentence|phrase|text))?\s*(?:(?:in)?to\s+(\p{L}+))?\s*(?:for\s+me|please)?\s*[.!?]*\s*$/iu;

/** A stock quote, whose company or symbol the user gives. */
const QUOTES = /\bstocks?\b|\bshares?\b|ticker|\bquote|equit/i;
const SYMBOL_KEYS = /^(?:symbol|ticker|stocksymbol|tickersymbol|stock|company|companyname)$/;

/** A reminder or an alarm, whose time the user gives. */
const REMINDS = /remind|alarm|wake/i;
const WHEN_KEYS = /time|date|when|remindat|due|datetime|^at$/;
/** A timer, whose length the user gives. */
const TIMES = /timer|countdown/i;
const DURATION_KEYS = /duration|seconds|minutes|length|secs|mins|time|hours/;
/** A record a tool writes (`create_issue`, `create_note`, `open_ticket`), by its name's words, and what it is called. */
const WRITTEN_RECORDS = /^(?:issue|issues|ticket|tickets|bug|bugs|note|notes|document|doc|docs|page|post|memo|incident)$/;
/** Keys of what such a record says: its `body`, `description`, `content`. */
const ABOUT_KEYS: ReadonlySet<string> = new Set(["body", "description", "content", "text", "details", "summary", "notes"]);
/** A record asked made with nothing said of it: "Create a GitHub issue", "Create a note", "Open a new ticket". */
const BARE_CREATE = /^\s*(?:(?:hey|hi|ok|okay|please)[\s,!]+)*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|i\s+(?:want|need|would\s+like)\s+to\s+|i['’]d\s+like\s+to\s+)?(?:create|make|open|file|start|add|write|log|raise|submit)\s+(?:me\s+)?(?:an?\s+|the\s+)?(?:new\s+)?(?:github\s+|jira\s+|support\s+|quick\s+)?(?:issue|ticket|bug(?:\s+report)?|note|document|doc|page|post|memo|incident)(?:\s+(?:in|for|on)\s+(?:the\s+)?[\w./-]+(?:\s+(?:repo|repository))?)?\s*(?:for\s+me|please)?\s*[.!?]*\s*$/i;
/** A repository a code host's tool writes to (`create_issue`'s `repo`). */
const REPO_KEYS: ReadonlySet<string> = new Set(["repo", "repository", "reponame", "repositoryname", "repofullname", "project"]);
/** A repository named: "acme/webapp", "the webapp repo", "in the frontend repository". */
const REPO_SAID = /\b[\w.-]+\/[\w.-]+\b|\b(?:the\s+)?[\w.-]+\s+(?:repo|repository)\b/i;

/** A tool that moves money between the user's accounts (`transfer_money`, `move_funds`), by its name and description. */
const MOVES_MONEY = /transfer|move[\s_]*(?:money|funds)|between\s+accounts/i;
const AMOUNT_KEYS = /^(?:amount|sum|value|total|amountusd)$/;
const FROM_ACCOUNT_KEYS = /^(?:from|source|sourceaccount|fromaccount|fromaccountid|sourceaccountid|debitaccount)$/;
const TO_ACCOUNT_KEYS = /^(?:to|destination|target|toaccount|toaccountid|destinationaccount|destinationaccountid|targetaccount|creditaccount)$/;
/** A sum of money said: "$500", "200 dollars", "50 euros", "1,000". */
export const AMOUNT_SAID = /[$€£]\s?\d|\b\d[\d,]*(?:\.\d+)?\b/;
/** The accounts a transfer names: "from checking", "to my savings account", "into savings". Group 1 is the account. */
export const FROM_SAID = /\bfrom\s+(?:my\s+|the\s+|our\s+)?([\p{L}\p{N}'’-]+)(?:\s+account)?/iu;
export const TO_SAID = /\b(?:to|into)\s+(?:my\s+|the\s+|our\s+)?([\p{L}\p{N}'’-]+)(?:\s+account)?/iu;

/** A room of a home a device tool works in (`set_lights`'s `room`, a thermostat's `location`). */
const ROOM_KEYS: ReadonlySet<string> = new Set(["room", "roomname", "location", "area", "zone", "space"]);

/** A table at a restaurant booked: which one, when, for how many (not `rate_restaurant`). */
const TABLES = /\btable\b|reserv/i;
const VENUE_KEYS = /^(?:restaurant|restaurantname|venue|restaurantid|place|name)$/;
const TABLE_TIME_KEYS = /time|date|when|^at$/;
const PARTY_KEYS = /party|guests|people|covers|persons|pax|size|diners/;

/** What `tool` is for, as these facts read it: its name and description. */
function purposeOf(tool: Tool): string {
  return `${tool.function.name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/_/g, " ")} ${tool.function.description ?? ""}`;
}

/** The facts a tool requires of the user, in the order a question asks them. */
export function factsOf(tool: Tool): Fact[] {
  const parameters = tool.function.parameters as { required?: unknown; properties?: Record<string, Property> } | undefined;
  if (!Array.isArray(parameters?.required)) return [];
  const purpose = purposeOf(tool);
  const nameParts = tool.function.name.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase().split(/[_\s-]+/);
  // `translate_text` texts nobody.
  const translates = TRANSLATES.test(purpose);
  const texts = !translates && nameParts.some((word) => SENDS_TEXT.test(word));
  const sends = !translates && (texts || SENDS_EMAIL.test(purpose) || nameParts.some((word) => SENDS.has(word)));
  const facts: Fact[] = [];
  for (const key of parameters.required) {
    if (typeof key !== "string") continue;
    const property = parameters.properties?.[key] ?? {};
    // A key that may be null (a strict tool's optional one) is one the user need not give.
    if (property.type === "null" || (Array.isArray(property.type) && property.type.includes("null"))) continue;
    const name = normalised(key);
    const emailFormat = property.format === "email" || property.items?.format === "email";
    if (SENDS_EMAIL.test(purpose) && (emailFormat || EMAIL_KEYS.has(name)) && !facts.some((fact) => fact.kind === "email")) facts.push({ kind: "email", key });
    else if (texts && PHONE_KEYS.test(name) && !facts.some((fact) => fact.kind === "phone")) facts.push({ kind: "phone", key });
    else if (sends && CONTENT_KEYS.has(name) && !facts.some((fact) => fact.kind === "content")) facts.push({ kind: "content", key });
    else if (TRANSLATES.test(purpose) && SOURCE_KEYS.has(name) && !facts.some((fact) => fact.kind === "source")) facts.push({ kind: "source", key });
    else if (TRANSLATES.test(purpose) && TARGET_LANGUAGE_KEYS.has(name) && !facts.some((fact) => fact.kind === "language")) facts.push({ kind: "language", key });
    else if (nameParts.some((word) => WRITTEN_RECORDS.test(word)) && ABOUT_KEYS.has(name) && !facts.some((fact) => fact.kind === "about")) facts.push({ kind: "about", key });
    else if (nameParts.some((word) => /^(?:issue|issues|pr|pull|branch|repo|github|gitlab)$/.test(word)) && REPO_KEYS.has(name) && !facts.some((fact) => fact.kind === "repo")) facts.push({ kind: "repo", key });
    else if (MOVES_MONEY.test(purpose) && AMOUNT_KEYS.test(name)) facts.push({ kind: "amount", key });
    else if (MOVES_MONEY.test(purpose) && FROM_ACCOUNT_KEYS.test(name)) facts.push({ kind: "fromAccount", key });
    else if (MOVES_MONEY.test(purpose) && TO_ACCOUNT_KEYS.test(name)) facts.push({ kind: "toAccount", key });
    else if (BANKING.test(purpose) && ACCOUNT_KEYS.has(name) && !facts.some((fact) => fact.kind === "account")) facts.push({ kind: "account", key });
    else if (isHomeDeviceTool(nameParts) && ROOM_KEYS.has(name) && !facts.some((fact) => fact.kind === "room")) facts.push({ kind: "room", key });
    else if (QUOTES.test(purpose) && SYMBOL_KEYS.test(name) && !facts.some((fact) => fact.kind === "symbol")) facts.push({ kind: "symbol", key });
    else if (TRAVELS.test(purpose) && ORIGIN_KEYS.has(name)) facts.push({ kind: "origin", key });
    else if (TABLES.test(purpose) && !STAYS.test(purpose) && VENUE_KEYS.test(name)) facts.push({ kind: "venue", key });
    else if (TABLES.test(purpose) && !STAYS.test(purpose) && PARTY_KEYS.test(name)) facts.push({ kind: "party", key });
    else if (TABLES.test(purpose) && !STAYS.test(purpose) && (property.format === "date-time" || property.format === "time" || TABLE_TIME_KEYS.test(name))) facts.push({ kind: "time", key });
    else if ((TRAVELS.test(purpose) || STAYS.test(purpose)) && (property.format === "date" || property.format === "date-time" || DATE_KEYS.test(name)) && !ORIGIN_KEYS.has(name)) facts.push({ kind: "dates", key });
    else if (REMINDS.test(purpose) && (property.format === "date-time" || property.format === "time" || WHEN_KEYS.test(name))) facts.push({ kind: "when", key });
    else if (TIMES.test(purpose) && DURATION_KEYS.test(name)) facts.push({ kind: "duration", key });
  }
  return facts;
}

/** The key a stock-quote tool takes its ticker under (`symbol`, `ticker`), or undefined for any other tool. */
export function symbolKeyOf(tool: Tool): string | undefined {
  return factsOf(tool).find((fact) => fact.kind === "symbol")?.key;
}

/**
 * A date or day said: "tomorrow", "next Friday", "May 3", "3rd of June", "6/14", "2026-06-03", "in
 * two weeks", "this weekend". "May" the month only beside a number or after "in"/"on"/"of".
 */
export const DATE_SAID =
  /\b(?:today|tonight|tomorrow|(?:this|next)\s+(?:week|weekend|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|christmas|thanksgiving|new\s+year['’]?s)\b|(?:\b(?:in|on|of|early|late|mid)\s+may\b|\bmay\s+\d)|\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b|\b\d{4}-\d{2}-\d{2}\b|\bin\s+(?:a|an|\d+|two|three|four|five|six)\s+(?:days?|weeks?|months?)\b|\b\d{1,2}(?:st|nd|rd|th)\b/i;

/** A clock time or a part of the day said: "at 6pm", "7:30", "noon", "in 20 minutes", "tonight", "tomorrow morning". */
const TIME_SAID = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d{2}\b|\b(?:noon|midnight|tonight|tomorrow|morning|afternoon|evening)\b|\bat\s+\d{1,2}\b|\bin\s+(?:an?|\d+|a\s+few|two|three|five|ten|fifteen|twenty|thirty)\s+(?:minutes?|mins?|hours?|hrs?|seconds?|secs?)\b|\bin\s+half\s+an\s+hour\b/i;
/** A length of time said: "10 minutes", "an hour", "90 seconds", "half an hour", "5m". */
const DURATION_SAID = /\b\d+\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|h|m|s)\b|\b(?:a|an|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|sixty|ninety)\s+(?:minutes?|hours?|seconds?)\b|\bhalf\s+an?\s+hour\b|\ban?\s+hour\b/i;
/** How many a table is for: "for 4", "for two", "4 people", "a party of six", "just me". */
const PARTY_SAID = /\bfor\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a\s+couple|a\s+group|a\s+dozen|a\s+few|several)\b|\b(?:\d+|two|three|four|five|six|seven|eight)\s+(?:people|persons|guests|adults|of\s+us)\b|\bparty\s+of\s+\S+|\bjust\s+(?:me|us\s+two)\b|\bmy\s+(?:wife|husband|partner|girlfriend|boyfriend)\s+and\s+i\b/i;

/** Whether the conversation gives `fact`, as the call's value for it shows. */
function given(fact: Fact, value: unknown, said: string, words: readonly string[], ask: string): boolean {
  const values = (Array.isArray(value) ? value : [value]).filter((each): each is string => typeof each === "string" && each.trim() !== "");
  const lower = said.toLowerCase();
  switch (fact.kind) {
    case "email":
      // The person named ("Sarah"), an address given, or the placeholder of a relation or a group named
      // ("boss@example.com" for "my boss") stands; a recipient the conversation does not give is asked for.
      return values.length > 0 && values.every((each) => saysRecipient(lower, each.toLowerCase()));
    case "phone": {
      const digits = said.replace(/\D/g, "");
      return values.length > 0 && values.every((each) => each.replace(/\D/g, "").length >= 5 && digits.includes(each.replace(/\D/g, "")));
    }
    case "origin":
      // Said as where from ("from Boston", "Boston to Denver"), not the destination the call took for it.
      // A place the call writes otherwise ("from nyc" → "New York") counts where the message says where from and it is no destination.
      return values.length > 0 && values.every((each) => saidAsOrigin(lower, each.toLowerCase()) || (/\bfrom\s+\S/.test(lower) && !lower.includes(`to ${each.toLowerCase()}`) && words.length > 0));
    case "dates":
      return DATE_SAID.test(said);
    case "content":
      return !BARE_SEND.test(ask);
    case "about":
      return !BARE_CREATE.test(ask);
    case "repo":
      // "acme/webapp", "the webapp repo": a repository named, not the host ("in GitHub").
      return REPO_SAID.test(said) && values.length > 0 && values.every((each) => each.includes("/") ? lower.includes(each.toLowerCase()) : new RegExp(String.raw`\b${each.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\s+(?:repo|repository)\b`, "i").test(said));
    case "language":
      // A language named ("to Spanish", "from French", a system prompt's "into German"), or a
      // phrase in another language ("Translate 'bonjour'"), which a model puts into English.
      // Named in the ask, where the call's language is read ("to Spanish", "from French"). "Can you
      // translate something for me?" gives no phrase yet: which language is asked with what to translate.
      if (namesLanguage(ask)) return true;
      if (BARE_TRANSLATE.test(ask)) return false;
      return !readsAsEnglish(phraseToTranslate(ask) ?? "good");
    case "account":
      return bankAccountOf(said) !== undefined;
    case "amount":
      return AMOUNT_SAID.test(ask);
    case "fromAccount":
      return FROM_SAID.test(ask);
    case "toAccount":
      return TO_SAID.test(ask);
    case "room":
      // "the kitchen lights", "all the lights" ("all").
      return roomIn(said) !== undefined;
    case "symbol":
      // A ticker or a company as the call writes it, said in any case ("apple" → "AAPL" is read from "apple").
      // An index fund for the market asked as a whole ("How is the stock market doing?" → "SPY", market-indexes.ts).
      return values.length > 0 && values.every((each) => lower.includes(each.toLowerCase()) || companyIn(said) !== undefined || indexFundsAsked(lower).includes(each));
    case "source":
      // "Translate this" after a turn that wrote something translates that turn's text.
      return !BARE_TRANSLATE.test(ask) || said.trim() !== ask.trim();
    case "when":
      return TIME_SAID.test(said) || DATE_SAID.test(said);
    case "duration":
      return DURATION_SAID.test(said);
    case "time":
      return TIME_SAID.test(said);
    case "party":
      return PARTY_SAID.test(said);
    case "venue":
      // A name as written, capitalised ("at Nobu"), not a word of the ask ("a table").
      return values.length > 0 && values.every((each) => /^\p{Lu}/u.test(each) && said.includes(each));
  }
}

/** Whether `place` (lowercase) is said as where a trip leaves from: "from boston", "boston to denver". */
function saidAsOrigin(lower: string, place: string): boolean {
  const at = lower.indexOf(place);
  if (at < 0) return false;
  return /\b(?:from|leaving|departing|out\s+of)\s+(?:the\s+)?$/.test(lower.slice(Math.max(0, at - 20), at)) || /^\s+to\s+\S/.test(lower.slice(at + place.length));
}

/** Whether the conversation (lower case) gives `recipient`: as written, or as the relation or group of a placeholder address ("boss@example.com", "design.team@example.com"). */
function saysRecipient(lower: string, recipient: string): boolean {
  const placeholder = /^([a-z.]+)@example\.com$/.exec(recipient);
  const said = placeholder === null ? recipient : placeholder[1]!.replace(/\./g, " ");
  const at = lower.indexOf(said);
  return said.length > 1 && at >= 0 && !/[\w@.]/.test(lower.charAt(at - 1)) && !/\w/.test(lower.charAt(at + said.length) || " ");
}

/** What a record-writing tool writes, as said: `create_issue` → "issue", `open_support_ticket` → "ticket", `create_bug` → "bug report". */
function recordOf(tool: Tool): string {
  const word = tool.function.name.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase().split(/[_\s-]+/).find((each) => WRITTEN_RECORDS.test(each)) ?? "issue";
  const one = word.replace(/s$/, "");
  return one === "bug" ? "bug report" : one === "doc" ? "document" : one;
}

/** Whom a text goes to, as the question names them: "John's", "your mom's", "the recipient's". */
function whose(ask: string): string {
  const own = /\b(?:to|email|e-mail|text|message|call|tell|sms)\s+(?:my\s+([a-z]+)|(mom|mum|dad|mother|father|grandma|grandpa)\b)/i.exec(ask);
  if (own !== null) return `your ${(own[1] ?? own[2])!.toLowerCase()}'s`;
  const named = /\b(?:[Tt]o|[Ee]-?mail|[Tt]ext|[Mm]essage|[Cc]all|[Tt]ell|SMS|[Ss]ms)\s+(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)/u.exec(ask);
  if (named !== null && !/^(?:I|The|A|An|My|Me|Him|Her|Them|That|This|Saying|About)$/.test(named[1]!)) return `${named[1]}'s`;
  // "Send an email to the store asking for a refund" → "the store's"; "…to a new client" → "the new client's".
  const other = /\b(?:to|[Ee]-?mail|[Mm]essage|[Tt]ext)\s+(?:the|a|an|our|their)\s+((?:[a-z]+\s+){0,2}?[a-z]+)(?=\s+(?:asking|about|saying|that|for|with|regarding|and|telling|announcing|letting|explaining|to)\b|\s*[.,!?]|\s*$)/.exec(ask);
  if (other !== null) return `the ${other[1]}'s`;
  return "the recipient's";
}

/** The question for the facts missing of one tool. */
function question(missing: readonly Fact[], tool: Tool, ask: string): string {
  const kinds = new Set(missing.map((fact) => fact.kind));
  const purpose = purposeOf(tool);
  const medium = SENDS_EMAIL.test(purpose) ? "email" : missing.some((fact) => fact.kind === "phone") || /\b(?:sms|text)\b/i.test(purpose) ? "text" : "message";
  if (kinds.has("email")) return kinds.has("content") ? `Sure! What's ${whose(ask)} email address, and what would you like the email to say?` : `Sure! What's ${whose(ask)} email address?`;
  if (kinds.has("phone")) return kinds.has("content") ? `Sure! What's ${whose(ask)} phone number, and what would you like the text to say?` : `Sure! What's ${whose(ask)} phone number?`;
  if (kinds.has("content")) return `Sure! What would you like the ${medium} to say?`;
  if (kinds.has("about") || kinds.has("repo")) {
    const record = recordOf(tool);
    const about = /note|document|doc|page|post|memo/.test(record) ? `what should the ${record} say` : `what's the ${record} about`;
    if (kinds.has("repo")) return kinds.has("about") ? `Sure! Which repository is it for, and ${about}?` : "Sure! Which repository should I create it in?";
    return `Sure! ${about.charAt(0).toUpperCase()}${about.slice(1)}?`;
  }
  if (kinds.has("room")) return "Sure! Which room?";
  if (kinds.has("account")) return "Sure! Which account: checking or savings?";
  if (kinds.has("amount") || kinds.has("fromAccount") || kinds.has("toAccount")) {
    const accounts = kinds.has("fromAccount") && kinds.has("toAccount") ? "from which account to which" : kinds.has("fromAccount") ? "from which account" : kinds.has("toAccount") ? "to which account" : "";
    if (!kinds.has("amount")) return `Sure! ${accounts.charAt(0).toUpperCase()}${accounts.slice(1)} should I transfer it?`;
    return accounts === "" ? "Sure! How much would you like to transfer?" : `Sure! How much would you like to transfer, and ${accounts}?`;
  }
  if (kinds.has("symbol")) return "Sure! Which stock or company would you like the price for?";
  if (kinds.has("source")) {
    const language = BARE_TRANSLATE.exec(ask)?.[1];
    if (language !== undefined) return `Sure! What would you like me to translate into ${language.charAt(0).toUpperCase()}${language.slice(1)}?`;
    return kinds.has("language") ? "Sure! What would you like me to translate, and into which language?" : "Sure! What would you like me to translate?";
  }
  if (kinds.has("language")) {
    const phrase = phraseToTranslate(ask);
    return `Sure! Which language would you like me to translate ${phrase === undefined ? "it" : `"${phrase}"`} into?`;
  }
  if (kinds.has("when")) return /alarm|wake/i.test(purpose) ? "Sure! What time should I set the alarm for?" : "Sure! When would you like to be reminded?";
  if (kinds.has("duration")) return "Sure! How long should the timer be?";
  if (kinds.has("venue") || kinds.has("time") || kinds.has("party")) {
    const parts = [kinds.has("venue") ? "which restaurant" : "", kinds.has("time") ? "what time" : "", kinds.has("party") ? "for how many people" : ""].filter(Boolean);
    const listed = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(", ")}, and ${parts.at(-1)}`;
    return `Sure! ${listed.charAt(0).toUpperCase()}${listed.slice(1)}?`;
  }
  if (kinds.has("origin")) return kinds.has("dates") ? "Sure! Where will you be flying from, and on what date?" : "Sure! Where will you be flying from?";
  if (TRAVELS.test(purpose)) return "Sure! What date would you like to fly?";
  if (/\bcar\b/i.test(purpose)) return "Sure! What are your pick-up and drop-off dates?";
  return "Sure! What are your check-in and check-out dates?";
}

/**
 * The calls as a model makes them where they need facts only the user can give: a call whose
 * facts the conversation gives stays; one with a fact made up is not made; when no call is
 * left, the answer is the question for the first call's missing facts.
 * @example withGivenFacts([bookFlightCall], [bookFlight], messages, [], "Book me a flight to Paris") // { text: "Sure! Where will you be flying from, and on what date?" }
 */
export function withGivenFacts(calls: readonly ToolCall[], tools: readonly Tool[], messages: readonly RequestMessage[], words: readonly string[], ask: string): { calls: ToolCall[] } | { text: string } {
  let said: string | undefined;
  let asked: string | undefined;
  const made: ToolCall[] = [];
  for (const call of calls) {
    const tool = tools.find((each) => each.function.name === call.function.name);
    const facts = tool === undefined ? [] : factsOf(tool);
    if (facts.length === 0) {
      made.push(call);
      continue;
    }
    said ??= conversationText(messages, false);
    const args = parsed(call);
    // An email's recipient is never asked (given() says so): the person named, or a placeholder address (message-arguments.ts).
    const missing = facts.filter((fact) => !given(fact, args[fact.key], said!, words, ask));
    if (missing.length === 0) made.push(call);
    else asked ??= question(missing, tool!, ask);
  }
  return made.length === 0 && asked !== undefined ? { text: asked } : { calls: made };
}

/** A call's arguments as an object (empty when they are not one). */
export function parsed(call: ToolCall): Record<string, unknown> {
  try {
    const value = JSON.parse(call.function.arguments) as unknown;
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
