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
 * The user's answer in the next turn is read into the ask and the call asked before is made with
 * it (asked-back.ts); so is an email address answered to a model's own question for it ("What's
 * John's email address?"), though the mock does not ask it: an email's `to` without one is the
 * person or a placeholder (message-arguments.ts).
 *
 * Each fact is known by the tool (what it is for, by its name and description) and a required key
 * (`phone_number`, `body`, `origin`, `check_in`…). Facts a model can fill itself (a subject, a
 * title) are not asked. */
import type { components } from "../../generated/api.d.ts";
import type { ToolCall } from "./tool-arguments.ts";
import { conversationText, messageText } from "./message-text.ts";
import { canonicalCity } from "./city-coordinates.ts";
import { companyIn } from "./tickers.ts";
import { isHomeDeviceTool, roomIn } from "./home-rooms.ts";
import { ACCOUNT_KEYS, BANKING, bankAccountOf } from "./bank-accounts.ts";
import { indexFundsAsked } from "./market-indexes.ts";
import { namesLanguage, phraseToTranslate, readsAsEnglish, targetLanguageOf } from "./translation-arguments.ts";

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
const AMOUNT_SAID = /[$€£]\s?\d|\b\d[\d,]*(?:\.\d+)?\b/;
/** The accounts a transfer names: "from checking", "to my savings account", "into savings". Group 1 is the account. */
const FROM_SAID = /\bfrom\s+(?:my\s+|the\s+|our\s+)?([\p{L}\p{N}'’-]+)(?:\s+account)?/iu;
const TO_SAID = /\b(?:to|into)\s+(?:my\s+|the\s+|our\s+)?([\p{L}\p{N}'’-]+)(?:\s+account)?/iu;

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
const DATE_SAID =
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
function parsed(call: ToolCall): Record<string, unknown> {
  try {
    const value = JSON.parse(call.function.arguments) as unknown;
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** An assistant's question for one of these facts, in the mock's words or a model's. */
const ASKS_FACT = /\bhow\s+much\s+would\s+you\s+like\s+to\s+transfer\b|\b(?:from|to)\s+which\s+account\b|\bwhich\s+account\b|\bwhich\s+repository\b|\bwhat(?:['’]s|\s+is)\s+the\s+(?:issue|ticket|bug\s+report|incident)\s+about\b|\bwhich\s+room\b|\bwhich\s+stock\b|\bwhich\s+language\b|\blike\s+me\s+to\s+translate\b|\bwhat\s+time\b|\bhow\s+long\b|\bhow\s+many\s+people\b|\bwhich\s+restaurant\b|\bwhen\s+would\s+you\s+like\b|\bto\s+say\b|\bwhat\s+should\s+(?:it|the\s+\w+)\s+say\b|\bemail\s+address\b|\bphone\s+number\b|\bnumber\b[^.?!]{0,30}\?|\b(?:flying|leaving|departing|travel(?:l?ing)?)\s+from\b|\bdeparture\s+(?:city|airport)\b|\bwhat\s+dates?\b|\bwhich\s+dates?\b|\bwhen\s+(?:would|will|do)\s+you\b|\bcheck-?in\b|\bpick-?up\b/i;
/** An answer that gives nothing: a change of mind, another question, not knowing. */
/** An answer that opens with a change of mind or not knowing (a text to translate may ask a question). */
const NO_FACT_LEAD = /^\s*(?:never\s*mind|nevermind|cancel|no\b|nope|forget|actually|wait|stop|not\s+now|i\s+(?:don['’]?t|do\s+not)\s+know)/i;
const NO_FACT = new RegExp(String.raw`\?|${NO_FACT_LEAD.source}`, "i");
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
const PHONE = /\+?\d[\d\s().-]{5,}\d/;

/** The facts the user answered, after the question for them. */
export interface AnsweredFacts {
  /** The ask before the question, with the answer's origin and dates added ("Book me a flight to Paris from Boston on May 3"). */
  ask: string;
  /** The conversation as if the ask had said them. */
  messages: RequestMessage[];
  /** The user's answers, the last one last: where a call's values given in them are read. */
  answers: RequestMessage[];
  /** An email address or a phone number the answer gives, for the key of its kind. */
  email?: string;
  phone?: string;
}

/**
 * What the user answered to an assistant's question for an email address, a phone number, where
 * from or when, when the conversation ends in the ask, the question and the answer: "john@acme.com",
 * "555-123-4567", "From Boston on May 3". Undefined for any other end.
 */
export function answeredFacts(messages: readonly RequestMessage[]): AnsweredFacts | undefined {
  const [ask, asked, answer] = messages.slice(-3);
  if (ask?.role !== "user" || asked?.role !== "assistant" || answer?.role !== "user" || (asked.tool_calls?.length ?? 0) > 0) return undefined;
  const questionText = messageText(asked);
  if (!questionText.trimEnd().endsWith("?") || !ASKS_FACT.test(questionText)) return undefined;
  const text = messageText(answer).trim();
  const translating = ASKS_SOURCE.test(questionText) || /\bwhich\s+language\b/i.test(questionText);
  if (text.length > 160 || text.includes("\n") || (translating ? NO_FACT_LEAD : NO_FACT).test(text)) return undefined;
  // The ask is itself an answer to an earlier question ("555-0134" after "…phone number, and what would
  // you like the text to say?"): the first ask, with what that answer gave, is what this answer completes.
  const earlier = messages.length >= 5 ? answeredFacts(messages.slice(0, -2)) : undefined;
  const askText = (earlier?.ask ?? messageText(ask)).trim().replace(/[?.!]+$/, "");
  const email = /email\s+address/i.test(questionText) ? EMAIL.exec(text)?.[0] : earlier?.email;
  const phone = /\bnumber\b/i.test(questionText) ? PHONE.exec(text)?.[0] : earlier?.phone;
  let merged: string;
  if (/\bwhich\s+language\b/i.test(questionText) && !ASKS_SOURCE.test(questionText)) {
    // "Translate 'good morning' for me" + "Spanish" → "Translate 'good morning' to Spanish".
    const language = targetLanguageOf(text);
    if (language === undefined) return undefined;
    merged = withLanguage(askText, language);
  } else if (ASKS_SOURCE.test(questionText)) {
    // "Translate this to Spanish" + "Good morning, everyone" → "Translate "Good morning, everyone" to Spanish";
    // "Can you translate something for me?" + "Where is the station? Into Italian" → "…"Where is the station?" to Italian".
    const into = INTO_LANGUAGE.exec(text);
    const language = into === null ? undefined : targetLanguageOf(into[1]!);
    // "Where is the station? Into Italian": the phrase keeps its question mark.
    const phrase = language === undefined ? text : text.slice(0, into!.index) + (/^[\s,;:-]*([?!])/.exec(into![0])?.[1] ?? "");
    const quoted = `"${phrase.replace(/^["“']|["”']$/g, "")}"`;
    const asking = /\b(?:this|it|that|something|some\s+text|a\s+(?:sentence|phrase|text))\b/i.test(askText) ? askText.replace(/\b(?:this|it|that|something|some\s+text|a\s+(?:sentence|phrase|text))\b/i, quoted) : `${askText} ${quoted}`;
    merged = language === undefined ? asking : withLanguage(asking, language);
  } else if (ASKS_RECORD.test(questionText)) {
    // "Create a GitHub issue" + "acme/webapp, the login page is broken" → "Create a GitHub issue in acme/webapp: the login page is broken".
    const written = recordAnswer(text, /\bwhich\s+repository\b/i.test(questionText), /\babout\b/i.test(questionText));
    if (written === "") return undefined;
    // The repository before what the ask says it is about: "Open an issue in the webapp repo about the login bug".
    const where = /^ in [^:]*/.exec(written)?.[0] ?? "";
    const about = written.slice(where.length);
    const at = askText.search(/\s+about\s+/i);
    merged = at >= 0 && where !== "" ? `${askText.slice(0, at)}${where}${askText.slice(at)}${about}` : `${askText}${written}`;
  } else if (ASKS_TRANSFER.test(questionText)) {
    // "Transfer money to savings" + "$200 from checking" → "Transfer $200 from checking to savings".
    merged = transferAnswered(askText, text, questionText);
  } else if (/\bwhich\s+account\b/i.test(questionText)) {
    // "What's my balance?" + "Checking" → "What's my balance in my checking account"; "4521" → "…for account 4521".
    const account = bankAccountOf(text) ?? (/^\s*(?:the\s+)?(?:one\s+ending\s+in\s+)?(\d{3,})\s*[.!]*\s*$/.exec(text)?.[1]);
    if (account === undefined) return undefined;
    merged = /^\d+$/.test(account) ? `${askText} for account ${account}` : `${askText} in my ${account} account`;
  } else if (/\bwhich\s+room\b/i.test(questionText)) {
    // "Turn off the lights" + "The kitchen" → "Turn off the lights in the kitchen".
    const room = roomIn(text) ?? (/^\s*(?:all(?:\s+of\s+them)?|every(?:where|\s+room|\s+one)|all\s+rooms)\b/i.test(text) ? "all" : undefined);
    if (room === undefined) return undefined;
    merged = `${askText} in ${room === "all" ? "every room" : `the ${room}`}`;
  } else if (/\bwhich\s+stock\b/i.test(questionText)) {
    // "Apple", "TSLA please": the price asked before, of that company.
    merged = `What's the stock price of ${text.replace(/[,\s]+(?:please|thanks|thank\s+you)\b.*$/i, "").replace(/[.!]+$/, "")}?`;
  } else if (TO_SAY.test(questionText)) {
    // "555-0134, and say I'm on my way": the number, then what to say.
    const said = (phone === undefined ? text : text.replace(phone, "")).replace(/^[\s,;:-]+(?:and\s+)?/i, "").replace(SAY_LEAD, "").replace(/[.!]+$/, "").trim();
    // Only the number of "…phone number, and what would you like the text to say?": what to say is asked again.
    if (said === "" && phone === undefined && email === undefined) return undefined;
    merged = said === "" ? askText : `${askText} saying ${said}`;
  } else if (email !== undefined || phone !== undefined) merged = askText;
  else if (ASKS_TRAVEL.test(questionText) && !ASKS_WHEN.test(questionText)) merged = withTravelAnswer(askText, text, /flying\s+from|departure|leaving\s+from|departing\s+from/i.test(questionText));
  else if (ASKS_WHEN.test(questionText)) merged = withWhenAnswer(askText, text.replace(/[.!]+$/, ""), questionText);
  else return undefined;
  return {
    ask: merged,
    messages: [...(earlier?.messages.slice(0, -1) ?? messages.slice(0, -3)), { role: "user", content: merged }],
    answers: [...(earlier?.answers ?? []), answer],
    ...(email !== undefined ? { email } : {}),
    ...(phone !== undefined ? { phone } : {}),
  };
}

/** A question of what to translate: "What would you like me to translate (into Spanish)?", a model's "What text should I translate?". */
const ASKS_SOURCE = /\bwhat\s+(?:would\s+you\s+like\s+me\s+to|(?:text|phrase|sentence)\s+(?:should|do\s+you\s+want)\s+(?:i|me\s+to))\s+translate\b/i;

/** A question of where a record goes or what it is about: "Which repository should I create it in?", "…what's the issue about?". */
const ASKS_RECORD = /\bwhich\s+repository\b|\bwhat(?:['’]s|\s+is)\s+the\s+(?:issue|ticket|bug\s+report|incident)\s+about\b/i;

/**
 * What an answer adds to the ask of a record: its repository (" in acme/webapp", " in the webapp
 * repo") when asked, and what it is about (": the login page is broken") when asked; "" for none.
 */
function recordAnswer(answer: string, asksRepo: boolean, asksAbout: boolean): string {
  let rest = answer.replace(/[.!]+$/, "").trim();
  let repo: string | undefined;
  if (asksRepo) {
    const slug = /[\w.-]+\/[\w.-]+/.exec(rest);
    const named = slug === null ? /^(?:(?:it['’]?s|in|for)\s+)?(?:the\s+)?([\w.-]+)(?:\s+(?:repo|repository))?\b/i.exec(rest) : null;
    repo = slug?.[0] ?? named?.[1];
    if (slug !== null) rest = rest.replace(slug[0], "");
    else if (named !== null) rest = rest.slice(named[0].length);
  }
  rest = rest.replace(/^[\s,;:-]+/, "").replace(/^(?:and\s+)?(?:it['’]?s\s+)?(?:about\s+)?/i, "").trim();
  const where = repo === undefined ? "" : repo.includes("/") ? ` in ${repo}` : ` in the ${repo} repo`;
  // Said after a colon, as a report is titled: "Create a GitHub issue in acme/webapp: Checkout fails on Safari".
  return `${where}${asksAbout && rest !== "" ? `: ${rest}` : ""}`;
}

/** A question of a transfer's amount or accounts: "How much would you like to transfer, and from which account?". */
const ASKS_TRANSFER = /\bhow\s+much\s+would\s+you\s+like\s+to\s+transfer\b|\b(?:from|to)\s+which\s+account\b/i;

/**
 * The transfer asked, with the answer's amount and accounts where the ask has none: written as
 * "Transfer <amount> from <account> to <account>", which the readers of its arguments take. A bare
 * account answered ("checking") is the one the question asked (from, else to).
 */
function transferAnswered(ask: string, answer: string, question: string): string {
  const amount = (AMOUNT_SAID.test(ask) ? /[$€£]?\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:dollars|euros|pounds|usd|eur|gbp))?/i.exec(ask) : /[$€£]?\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:dollars|euros|pounds|usd|eur|gbp))?/i.exec(answer))?.[0]?.trim();
  const bare = answer.replace(/[$€£]?\s?\d[\d,]*(?:\.\d+)?(?:\s*(?:dollars|euros|pounds|usd|eur|gbp))?/i, "").replace(/^[\s,]+|[\s,.!]+$/g, "").replace(/^(?:my|the)\s+|\s+account$/gi, "");
  const asksFrom = /\bfrom\s+which\s+account\b/i.test(question);
  const from = FROM_SAID.exec(ask)?.[1] ?? FROM_SAID.exec(answer)?.[1] ?? (asksFrom && bare !== "" && !/\s/.test(bare) ? bare : undefined);
  const to = TO_SAID.exec(ask)?.[1] ?? TO_SAID.exec(answer)?.[1] ?? (!asksFrom && bare !== "" && !/\s/.test(bare) ? bare : undefined);
  return `Transfer ${amount ?? "money"}${from === undefined ? "" : ` from ${from}`}${to === undefined ? "" : ` to ${to}`}`;
}

/** A language an answer ends in: "… Into Italian", "…, in French please". Group 1 is the language. */
const INTO_LANGUAGE = /[\s,.;:!?-]+(?:(?:in)?to|in)\s+(\p{L}+)(?:,?\s+please)?\s*[.!]*\s*$/iu;

/** The ask with the language to translate into, where the readers of a translation find it: "Translate 'hi' for me" → "Translate 'hi' to Spanish". */
function withLanguage(ask: string, language: string): string {
  return `${ask.replace(/(?:,?\s+(?:for\s+me|please))+$/i, "")} to ${language.charAt(0).toUpperCase()}${language.slice(1).toLowerCase()}`;
}

/** Words a date answer may open with, read as they stand after the ask: "on May 3", "from tomorrow", "next Friday". */
const DATE_LEAD = /^(?:on|from|for|between|in|next|this|tomorrow|today|tonight|starting|at|the)\b/i;

/**
 * The ask as if it had said the answer's origin and dates, where the readers of a call's
 * arguments find them: "Book me a flight to Paris" + "From Boston on May 3" → "Book me a flight
 * from Boston to Paris on May 3"; "Book a hotel in Rome" + "June 3 to June 6" → "Book a hotel
 * in Rome from June 3 to June 6".
 */
function withTravelAnswer(ask: string, answer: string, asksOrigin: boolean): string {
  let rest = answer.replace(/^(?:it['’]?s|i['’]?m\s+(?:flying|leaving)|(?:flying|leaving|departing))\s+/i, "").replace(/[.!]+$/, "").trim();
  let origin: string | undefined;
  const from = /^(?:from|out\s+of)\s+(.+?)(?=\s*,|\s+(?:on|next|this|tomorrow|today|tonight|in|for|at|and)\b|$)/i.exec(rest);
  if (from !== null) origin = from[1];
  else if (asksOrigin) {
    const first = /^(.+?)(?=\s*,|\s+(?:on|next|this|tomorrow|today|tonight|in|for|at|and)\b|$)/i.exec(rest)?.[1];
    if (first !== undefined && !DATE_SAID.test(first)) origin = first;
  }
  if (origin !== undefined) rest = rest.slice(rest.indexOf(origin) + origin.length).replace(/^[\s,]+(?:and\s+)?/i, "");
  // Written as a place's name ("nyc" → "New York", "boston" → "Boston"), as the readers of places take it.
  const place = origin === undefined ? undefined : (canonicalCity(origin) ?? origin.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase()));
  const base = place === undefined ? ask : / to /i.test(ask) ? ask.replace(/ to /i, ` from ${place} to `) : `${ask} from ${place}`;
  if (rest === "") return base;
  const dated = DATE_LEAD.test(rest) ? rest.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase()) : `${/\s(?:to|until|-|–)\s|\d\s*[-–]\s*\d/i.test(rest) ? "from" : "on"} ${rest}`;
  return `${base} ${dated}`;
}

/** A question of when, how long, or a table's restaurant, time and size: "What time should I set the alarm for?", "How long should the timer be?", "Which restaurant, what time, and for how many people?". */
const ASKS_WHEN = /\bwhat\s+time\b|\bhow\s+long\b|\bhow\s+many\s+people\b|\bwhich\s+restaurant\b|\bwhen\s+would\s+you\s+like\s+to\s+be\s+reminded\b/i;

/**
 * The ask as if it had said the answer to when, how long or which table: "Remind me to call mom"
 * + "6pm" → "Remind me to call mom at 6pm"; "Set a timer" + "10 minutes" → "Set a timer for 10
 * minutes"; "Book a table at Nobu" + "8pm for 4" → "Book a table at Nobu at 8pm for 4".
 */
function withWhenAnswer(ask: string, answer: string, question: string): string {
  const lead = /^(?:at|for|in|on|tomorrow|tonight|today|this|next|around|by|from|with)\b/i.test(answer);
  if (lead) return `${ask} ${answer.replace(/^\p{Lu}/u, (letter) => letter.toLowerCase())}`;
  // "4" to "For how many people?", "10 minutes" to "How long…?", "7am" to "What time should I set the alarm for?".
  const onlyParty = /how\s+many\s+people/i.test(question) && !/what\s+time|which\s+restaurant/i.test(question);
  const connector = onlyParty || /how\s+long|alarm\s+for/i.test(question) ? "for" : "at";
  return `${ask} ${connector} ${answer}`;
}

/** A question of what a message should say: "What would you like the email to say?", "What should the text say?". */
const TO_SAY = /\bto\s+say\b|\bwhat\s+should\s+(?:it|the\s+\w+)\s+say\b|\bwhat\s+(?:do|would)\s+you\s+(?:like|want)\s+to\s+(?:say|tell)\b/i;
/** How an answer of what to say may open: "Tell him that…", "Say…", "Just that…", "Saying…". */
const SAY_LEAD = /^(?:(?:just\s+)?(?:tell|ask)\s+(?:him|her|them|everyone|the\s+team)\s+(?:that\s+)?|(?:just\s+)?say(?:ing)?\s+(?:that\s+)?|(?:just\s+)?that\s+)/i;

/** A question of where from or when (not of an address or a number). */
const ASKS_TRAVEL = /\b(?:flying|leaving|departing|travel(?:l?ing)?)\s+from\b|\bdeparture\s+(?:city|airport)\b|\bwhat\s+dates?\b|\bwhich\s+dates?\b|\bwhen\s+(?:would|will|do)\s+you\b|\bcheck-?in\b|\bpick-?up\b/i;

/** The calls with the answered email address or phone number under the keys of that fact. */
export function withAnsweredContact(calls: readonly ToolCall[], tools: readonly Tool[], answered: AnsweredFacts): ToolCall[] {
  if (answered.email === undefined && answered.phone === undefined) return [...calls];
  return calls.map((call) => {
    const tool = tools.find((each) => each.function.name === call.function.name);
    const fact = tool === undefined ? undefined : factsOf(tool).find((each) => (each.kind === "email" && answered.email !== undefined) || (each.kind === "phone" && answered.phone !== undefined));
    if (fact === undefined) return call;
    const args = parsed(call);
    const value = fact.kind === "email" ? answered.email! : answered.phone!;
    return { ...call, function: { ...call.function, arguments: JSON.stringify({ ...args, [fact.key]: Array.isArray(args[fact.key]) ? [value] : value }) } };
  });
}
