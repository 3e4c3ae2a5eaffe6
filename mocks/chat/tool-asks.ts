/**
 * What a message asks to be done, read the way a model decides to call a tool: an imperative
 * verb ("Add", "Get", "Remind", after "please", "can you", "I'd like to"…) and what it is done
 * to ("milk and eggs to my shopping list", "the user with id 42"). A tool whose verb is of the
 * same kind (add ~ insert ~ create, get ~ find ~ show, delete ~ remove ~ cancel…) and whose
 * object the ask names ("user" for `get_user`) is asked for; so is one whose object is anything
 * (`add_item`), or whose verb says alone what it does (play, book, remind, search…), or whose
 * object the ask's verb makes ("Remind me" → `create_reminder`), or the medium it sends by
 * ("Text Sarah" → `send_message`), or a switch among its boolean parameters ("Enable dark mode"
 * → `update_settings` with `dark_mode`). A question about a thing named by its number asks to
 * get it ("Who is user 42?"), one about one's own list to list it ("What's on my calendar
 * today?"), one whether something is to be had to find it ("Do you have running shoes?"). A
 * question about how to do something ("How do I add a user in Postgres?", "Can you tell me how
 * to add a user?") asks for nothing.
 */
import { singular } from "./property-kinds.ts";
import { fileNamesOf } from "./asked-objects.ts";
import { ownThingsQuestion } from "./app-phrasings.ts";

/** An imperative of the message: its verb and the words of what it is done to (stemmed). */
export interface Ask {
  verb: string;
  objects: ReadonlySet<string>;
}

/**
 * Verbs by the kind of action they ask, as tools are named and messages written. A verb may be
 * of two kinds ("set" a reminder creates it, "set" the volume updates it). "Write" and "tell"
 * are none: writing and telling is the model's own work ("Write a note about photosynthesis").
 */
const KINDS: Readonly<Record<string, string>> = {
  add: "add put insert append include",
  create: "create make new register set open start log record save store place",
  get: "get fetch find look lookup retrieve show display read check view see search query list pull load",
  update: "update change edit modify rename set adjust mark move switch turn enable disable activate deactivate toggle mute unmute dim brighten complete finish reschedule postpone",
  remove: "remove delete drop erase clear cancel destroy discard trash close",
  send: "send email mail text message sms dm whatsapp notify forward reply",
  share: "share",
  search: "search",
  play: "play stream queue",
  // A player's controls: "Pause the music" and "Skip this song" stop what `play_music` plays.
  pause: "pause skip",
  book: "book reserve",
  order: "order buy purchase request",
  pay: "pay",
  remind: "remind",
  schedule: "schedule arrange",
  // "Invite Sarah to the design review": a meeting is made for it (ALIKE), but "Invite Bob to the team" makes none.
  invite: "invite",
  plan: "plan organize organise",
  call: "call phone dial ring",
  translate: "translate",
  convert: "convert",
  calculate: "calculate compute",
  run: "run execute",
  roll: "roll",
  refund: "refund",
  navigate: "navigate open go visit",
  logout: "logout signout",
  login: "login signin",
  checkout: "checkout",
  lock: "lock",
  unlock: "unlock",
};

/** Kinds that are one action for a tool: `add_user` is asked by "Create a user named Bob", `create_event` by "Book a meeting with Sarah". */
const ALIKE: Readonly<Record<string, readonly string[]>> = { add: ["create"], create: ["add", "schedule", "plan", "invite", "book"], schedule: ["create", "plan", "invite"] };

/**
 * Kinds that undo each other: "Cancel my hotel" asks the opposite of `book_hotel`, so the
 * hotel it names does not call it.
 */
const UNDOES: Readonly<Record<string, readonly string[]>> = {
  remove: ["add", "create", "book", "order", "schedule", "remind", "plan"],
  add: ["remove"],
  create: ["remove"],
  book: ["remove"],
  order: ["remove"],
  schedule: ["remove"],
  pause: ["play"],
};

/**
 * Things a calendar holds, one object for a tool that makes any of them: "Schedule a workshop"
 * asks `create_event`, "Set up a call with Bob" `schedule_meeting` (stems, as asks hold them).
 */
const EVENTS: ReadonlySet<string> = new Set(
  "event meeting appointment call workshop session standup sync webinar interview lunch dinner party class lesson conference demo review calendar catchup huddle block"
    .split(" ")
    .map((word) => stem(word)),
);

/**
 * Kinds whose verb says alone what the tool does: "Play Bohemian Rhapsody" asks `play_song`,
 * "Search for cats" `tavily_search`. Not "send": "Send me a poem" asks the model to write one.
 */
const SELF_EVIDENT = new Set(["play", "book", "order", "pay", "remind", "schedule", "call", "translate", "convert", "search", "refund", "logout", "login", "checkout"]);

/**
 * Places of an app a navigation tool goes to (stems): "Open the settings", "Go to my profile
 * page" ask `navigate`; "Open source licenses explained" and "Go for it" go nowhere.
 */
const APP_PLACES: ReadonlySet<string> = new Set(
  "page screen tab view settings preferences profile account dashboard home homepage inbox cart basket checkout menu search help billing orders notifications messages"
    .split(" ")
    .map((word) => stem(word)),
);

/** Words of when, which name nobody a message goes to: "Can you text me later?". */
const WHEN_WORDS: ReadonlySet<string> = new Set("later tomorrow tonight today soon now sometime back".split(" "));

/** Objects that are anything: `add_item` takes whatever the user adds ("Add milk and eggs"). */
const ANYTHING = new Set(["item", "entry", "thing", "element", "value"]);

/** Each verb's kinds. */
const VERB_KINDS: ReadonlyMap<string, readonly string[]> = (() => {
  const kinds = new Map<string, string[]>();
  for (const [kind, verbs] of Object.entries(KINDS)) for (const verb of verbs.split(" ")) kinds.set(verb, [...(kinds.get(verb) ?? []), kind]);
  return kinds;
})();

/** The kinds of action a verb asks ("find" → get), none for a word that is no verb of KINDS. */
export function kindsOfVerb(verb: string): readonly string[] {
  return VERB_KINDS.get(verb) ?? [];
}

/** Words that name nothing a tool does or works on. */
const FILLER = new Set(
  ("a an the my me our us your his her their its it this that these those some any all to for of in on at with and or by from into onto " +
    "up out about please now also then just again id new one two i you we what which so can could would will")
    .split(" "),
);

/** Words before an imperative that keep it one: "please", "can you", "I'd like you to", "let's"; a time said first ("At 7pm remind me…", "tomorrow morning, email…"). */
const LEAD_WORDS =
  "^(?:(?:hey|hi|hello|ok|okay|please|pls|now|also|and|then|so|kindly|alright)\\b[\\s,!]*)*(?:(?:(?:at|by|around)\\s+\\d{1,2}(?::\\d{2})?\\s*(?:am|pm|a\\.m\\.|p\\.m\\.)?|(?:at|by)\\s+(?:noon|midnight)|(?:tomorrow|tonight|today)(?:\\s+(?:morning|afternoon|evening|night))?|(?:tomorrow|today)\\s+at\\s+\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)?|in\\s+(?:an?|\\d+)\\s+(?:minutes?|hours?|days?))\\s*,?\\s+(?=[a-z]))?(?:(?:can|could|would|will)\\s+you\\s+|i\\s+(?:want|need|would\\s+like)\\s+(?:you\\s+)?to\\s+|i['’]d\\s+like\\s+(?:you\\s+)?to\\s+|let['’]?s\\s+|go\\s+ahead\\s+and\\s+|help\\s+me\\s+)?(?:please\\s+)?";
/** An imperative's verb, after its LEAD_WORDS (the message lowercase). */
const LEAD = new RegExp(`${LEAD_WORDS}([a-z]+)\\b`);

/**
 * Verbs that say which tool only with their object: "Get me the weather" asks no `get_user`, "Set
 * a timer" no `set_mute`. Any other verb of a tool's name says it alone (verbNamesTool).
 */
const BROAD_VERBS: ReadonlySet<string> = new Set([
  ...["add", "create", "get", "remove", "send", "search", "book", "order", "refund", "navigate", "schedule", "plan", "convert", "calculate", "translate", "run"].flatMap((kind) => KINDS[kind]!.split(" ")),
  ..."update change edit modify rename set adjust mark move switch turn enable disable activate deactivate toggle complete finish do take keep give tell write help let try use".split(" "),
]);

/** Words after a verb that make it another verb: "roll back", "call off", "play down", "lock out". */
const PARTICLE = /^\s+(?:back|off|over|out|away|down)\b/;

/**
 * The verb a message opens with, after "please", "can you"… ("Unmute the TV" → "unmute");
 * undefined for none, for a verb of two words ("Roll back the last deploy" rolls no dice), or in a
 * question about how or why.
 */
export function leadVerb(lower: string): string | undefined {
  // "Rate limit errors keep happening, why?" asks about something, not for it done.
  if (ABOUT_HOW.test(lower)) return undefined;
  const sentence = lower.split(SENTENCES, 1)[0]!.trim();
  const lead = LEAD.exec(sentence);
  return lead && !PARTICLE.test(sentence.slice(lead[0].length)) ? lead[1] : undefined;
}

/**
 * Whether a message's opening verb is a word of a tool's name that says alone what it does, or
 * undoes it ("mute", "unmute" of `set_mute`; "rate" of `rate_movie`), so even a short word names
 * the tool: "Unmute the TV" → `set_mute`, "Rate Inception 5 stars" → `rate_movie`. "Share" says
 * it only of what the tool shares (`lower`, the message): "Share this article" asks no `share_location`.
 * @example verbNamesTool("share", ["share", "location"], "share this article with my team") // false
 */
export function verbNamesTool(verb: string, nameWords: readonly string[], lower = ""): boolean {
  if (verb.length < 3 || BROAD_VERBS.has(verb)) return false;
  if (!nameWords.some((word) => !BROAD_VERBS.has(word) && word.length >= 3 && (word === verb || `un${word}` === verb || `dis${word}` === verb))) return false;
  return verb !== "share" || sharesToolsThing(nameWords, lower);
}

/** Things of a sharing tool that stand for whatever is shared: `share_file` shares "the report", `share_link` "this article". */
const ANY_SHARED = new Set("file files document documents doc docs link links url urls content item items page post article note".split(" "));
/** A location as a message shares it without the word: "Share where I am with Sarah", "share my whereabouts", "my live position". */
const WHERE_I_AM = /\bwhere\s+i\s+am\b|\bwhereabouts\b|\bposition\b|\bgps\b|\bcoordinates\b/;

/**
 * Whether a message that opens with "share" shares what the tool shares: "Share this article with
 * my team" shares no location, so it asks no `share_location`; "Share my location with Sarah"
 * does, and so does "Share where I am with mom". A tool that shares anything (`share_file`,
 * `share`) is asked by the verb alone.
 */
function sharesToolsThing(nameWords: readonly string[], lower: string): boolean {
  const things = nameWords.filter((word) => word !== "share" && !FILLER.has(word));
  if (things.length === 0 || things.some((word) => ANY_SHARED.has(word))) return true;
  return things.some((word) => lower.includes(singular(word)) || (/^(?:location|position)$/.test(word) && WHERE_I_AM.test(lower)));
}

/** A question about how (or why) to do it, not a request to do it: "tell me how to add a user". */
const ABOUT_HOW = /\b(?:how|why|whether)\b/;

/** A question about how to do a thing: "How do I add a user in Postgres?", "how to delete a branch". */
const HOW_TO = /\bhow\s+(?:do|does|can|could|should|would|to|is|are)\b/;

/**
 * Whether a message asks how to do something rather than asking it done: then a verb of a
 * tool's name ("delete" of `delete_task`) names no tool. A cheap substring check first.
 */
export function asksHowTo(lower: string): boolean {
  return lower.includes("how") && HOW_TO.test(lower);
}

/** Kinds whose answer is the tool's result: "How can I convert 5 miles to km?" wants it worked out, not explained. */
const WORKED_OUT = new Set(["convert", "calculate", "translate"]);

/**
 * Whether `word` is a verb of an action a tool is named for (KINDS) that a question about how
 * to do it asks to be explained: "How do I delete a user?", not "How can I convert 5 miles to km?".
 */
export function isActionVerb(word: string): boolean {
  return VERB_KINDS.get(word)?.some((kind) => !WORKED_OUT.has(kind)) ?? false;
}

/** Where a request is cut into sentences, and a sentence into asks ("Add milk and remind me…"); a full stop inside a word ("app.js") ends none. */
const SENTENCES = /[!?;\n]+|\.+(?=\s|$)/;

/**
 * The asks of a message (lowercase): its imperatives, read only when a word of it is a verb of
 * KINDS (the cheap cue every message passes first), and its questions about numbered things,
 * read only when it has a digit.
 */
export function asksOf(lower: string, words: ReadonlySet<string>): Ask[] {
  let cued = false;
  for (const word of words) if (VERB_KINDS.has(word)) { cued = true; break; }
  const asks: Ask[] = /\d/.test(lower) ? lookups(lower) : [];
  const stock = stockQuestion(lower) ?? ownListQuestion(lower) ?? ownThingsQuestion(lower) ?? refundWanted(lower);
  if (stock !== undefined) asks.push(stock);
  // "Log me out", "check out": a word check before the sentences are rewritten.
  const phrasal = (words.has("log") || words.has("sign") || words.has("check")) && (words.has("out") || words.has("in"));
  // "Write 'hello' to notes.txt": writing to a file saves it (a file tool's ask); other writing is the model's own work.
  const filed = lower.includes(".") && fileNamesOf(lower).length > 0;
  const writesFile = words.has("write") && (filed || words.has("file"));
  // "File a bug in acme/webapp: …", "Report a bug …", "Raise an issue …": filing a bug or a ticket creates it.
  const filesReport = (words.has("bug") || words.has("issue") || words.has("ticket") || words.has("complaint") || words.has("claim") || words.has("report")) && FILES_REPORT.test(lower);
  if (!cued && !phrasal && !writesFile && !filesReport) return asks;
  for (const written of lower.split(SENTENCES)) {
    const sentence = phrasal ? oneWordVerbs(written) : written;
    const { lead, clause, context } = requestClause(sentence.trim());
    const opening = lead?.[1] === "write" && writesFile ? "save" : filesReport && REPORTING.has(lead?.[1] ?? "") ? "create" : lead?.[1];
    if (!lead || opening === undefined || !VERB_KINDS.has(opening)) continue;
    const rest = clause.slice(lead[0].length) + context;
    if (ABOUT_HOW.test(rest) || (WRITES.has(lead[1]!) && isWork(rest))) continue;
    // "Add milk and remind me at 6" is two asks; "Add milk and eggs" is one.
    const said = rest.match(/[\p{L}\p{N}']+/gu) ?? [];
    let verb = opening;
    let objects = new Set<string>();
    let before: ReadonlySet<string> | undefined;
    for (const [i, word] of said.entries()) {
      if ((word === "and" || word === "then") && VERB_KINDS.has(said[i + 1] ?? "") && said[i + 1] !== verb) {
        asks.push({ verb, objects });
        before = objects;
        verb = said[i + 1]!;
        objects = new Set();
      } else if (before !== undefined && REFERS.has(word)) {
        // "Show my orders and cancel the most expensive one": "one" is one of the orders just named.
        for (const thing of before) objects.add(thing);
      } else if (!FILLER.has(word) && word !== verb) objects.add(objectStem(word));
    }
    // "Save 'hello world' to notes.txt", "Delete report.pdf": a file named is a file changed (one
    // shown may be listed or read: "Show me README.md" asks no `list_files` beside `read_file`).
    if (filed && !VERB_KINDS.get(verb)!.includes("get")) objects.add("file");
    // "I just got off the phone with Acme, log it": a talk on the phone is a call (`log_call`).
    if (objects.has("phone") && CALLED.test(rest)) objects.add("call");
    // "Set the living room AC to 68 degrees": the air conditioning, the heating is what a thermostat sets.
    if (CLIMATE.test(rest)) for (const word of ["thermostat", "temperature"]) objects.add(word);
    // "Update Sarah's email to sarah@newco.com": a person's email, phone or address is a contact's detail.
    if (PERSONS_DETAIL.test(rest)) objects.add("contact");
    asks.push({ verb, objects });
  }
  // "Send $20 to Alice" sends money: `send_payment` ("Send money to a contact") is asked.
  const sends = asks.filter((ask) => kindsOfVerb(ask.verb).some((kind) => kind === "send" || kind === "pay"));
  if (sends.length > 0 && MONEY.test(lower)) for (const ask of sends) ask.objects = new Set([...ask.objects, "money", "payment"]);
  // "Send the report to alice@x.com": sent to an address is sent by email (`send_email`).
  else if (sends.length > 0 && lower.includes("@") && EMAIL_ADDRESS.test(lower)) for (const ask of sends) ask.objects = new Set([...ask.objects, "email"]);
  return asks;
}

/** Words of a second ask that stand for what the first named: "Show my orders and cancel the most expensive one", "Find flights and book it". */
const REFERS: ReadonlySet<string> = new Set(["one", "ones", "it", "them", "those", "these"]);

/** A talk on the phone told: "got off the phone with Acme", "on the phone with Bob", "spoke to her by phone". */
const CALLED = /\b(?:on|off)\s+the\s+phone\b|\bby\s+phone\b|\bphone\s+call\b/;

/** A climate control named as people name it: "the AC", "the air conditioning", "the heating". */
const CLIMATE = /\b(?:ac|a\/c|air\s+con(?:ditioning|ditioner)?|aircon|heating|hvac)\b/;
/** A person's detail: "sarah's email", "bob's phone number", "my mom's address" (not "the app's email"). */
const PERSONS_DETAIL = /\b(?!(?:app|company|team|site|website|account|server|user|customer)['’]s)[a-z]+['’]s\s+(?:e-?mail(?:\s+address)?|phone(?:\s+number)?|number|mobile|address|birthday|job\s+title|title)\b/;

/** An email address in a lowercased message. */
const EMAIL_ADDRESS = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;

/**
 * The part of a sentence that asks, and its imperative: the whole sentence when it opens with a
 * verb; else its last part after a comma when that opens with one, the first part then telling
 * what it is about ("I finished the laundry task, mark it done": mark, of the laundry task).
 */
function requestClause(sentence: string): { lead: RegExpExecArray | null; clause: string; context: string } {
  const lead = LEAD.exec(sentence);
  if ((lead && VERB_KINDS.has(lead[1]!)) || !sentence.includes(",")) return { lead, clause: sentence, context: "" };
  const at = sentence.lastIndexOf(",");
  const clause = sentence.slice(at + 1).trim();
  const second = LEAD.exec(clause);
  return second && VERB_KINDS.has(second[1]!) ? { lead: second, clause, context: ` ${sentence.slice(0, at)}` } : { lead, clause: sentence, context: "" };
}

/** Filing a report: "file a bug", "report an issue", "raise a support ticket", "log a bug", "submit a ticket". */
const FILES_REPORT = /\b(?:file|report|raise|log|submit)\s+(?:a|an|the)?\s*(?:new\s+|support\s+|github\s+)?(?:bug|issue|ticket|report|complaint|claim)\b/;
/** The verbs that file a report (FILES_REPORT's): each asks a tool that creates one. */
const REPORTING: ReadonlySet<string> = new Set(["file", "report", "raise", "log", "submit"]);

/** An amount of money sent: "send $20", "pay Bob €5", "transfer 20 dollars" (not "an email about the $20 refund"). */
const MONEY = /\b(?:send|pay|transfer|wire)\s+(?:[a-z]+\s+)?(?:[$£€]\s?\d|\d[\d,.]*\s*(?:dollars|euros|pounds|bucks|usd|eur|gbp)\b)/;

/** Verbs of two words that tools are named as one: "Log me out" asks `logout`, "Check out my cart" `checkout`. */
const PHRASAL = /\b(log|sign)\s+(?:me\s+|us\s+)?(out|in)\b|\bcheck\s+out(?=\s*$|\s+(?:my|the|our)\s+(?:cart|basket|bag|order)\b)/g;

/** A sentence with its two-word verbs written as one: "log me out" → "logout". */
function oneWordVerbs(sentence: string): string {
  return sentence.replace(PHRASAL, (_, verb: string | undefined, way: string | undefined) => (verb === undefined ? "checkout" : `${verb}${way}`));
}

/** A question what one's own list holds: "What's on my todo list?", "What's on my calendar today?". */
const OWN_LIST_QUESTION = /^\s*what(?:['’]?s|\s+is|\s+do\s+i\s+have)\s+(?:on|in)\s+my\s+(.{2,80})$/;

/** Such a question asks to list the list, as "Show my todos" does. A cheap prefix check first. */
function ownListQuestion(lower: string): Ask | undefined {
  if (!lower.trimStart().startsWith("what")) return undefined;
  const match = OWN_LIST_QUESTION.exec(lower);
  if (!match) return undefined;
  const objects = new Set<string>();
  for (const word of match[1]!.match(/[\p{L}\p{N}']+/gu) ?? []) if (!FILLER.has(word)) objects.add(stem(word));
  // "What's on my agenda today?" asks the calendar's events; "What's on my list?" a todo list's tasks.
  if (objects.has("agenda") || objects.has("schedule") || objects.has("diary")) for (const word of ["event", "calendar"]) objects.add(word);
  if ((objects.has("list") && !objects.has("todo") && !objects.has("task")) || objects.has("plate")) for (const word of ["task", "todo"]) objects.add(word);
  return objects.size > 0 ? { verb: "list", objects } : undefined;
}

/** Dice as gamers write them: "2d6", "d20". */
const DICE_NOTATION = /^\d*d\d+$/;

/** An ask's object as tools' objects hold it: its stem, and dice notation ("roll 2d6") the die it rolls. */
function objectStem(word: string): string {
  return DICE_NOTATION.test(word) ? "die" : stem(word);
}

/** A question whether a shop or service has something: "Do you have running shoes in size 10?", "Do you sell gift cards?". */
const STOCK_QUESTION = /^\s*(?:do|does)\s+(?:you|your\s+(?:store|shop))\s+(?:have|sell|carry|stock)\s+(?:any\s+)?(.+)$/;

/**
 * A question whether something is to be had asks to find it, as "Find running shoes in size 10"
 * does: a catalog search is asked (catalog-asks.ts). A cheap prefix check first.
 */
function stockQuestion(lower: string): Ask | undefined {
  if (!/^\s*do/.test(lower)) return undefined;
  const match = STOCK_QUESTION.exec(lower);
  if (!match) return undefined;
  const objects = new Set<string>();
  for (const word of match[1]!.match(/[\p{L}\p{N}']+/gu) ?? []) if (!FILLER.has(word)) objects.add(stem(word));
  return objects.size > 0 ? { verb: "find", objects } : undefined;
}

/** A refund asked for as a thing wanted: "I want a refund for order 1234", "Can I get a refund?", "I'd like a full refund". */
const REFUND_WANTED = /^\s*(?:(?:hi|hello|hey)\b[\s,!]*)?(?:i\s+(?:want|need|would\s+like)|i['’]d\s+like|(?:can|could|may)\s+i\s+(?:get|have|request|ask\s+for)|i['’]?m\s+(?:asking|requesting|looking)\s+for|i\s+am\s+(?:asking|requesting|looking)\s+for)\s+(?:a\s+|my\s+)?(?:full\s+|partial\s+)?refund\b(.*)$/;

/**
 * Such a want asks what "Refund order 1234" asks: a refund tool (`refund_order`), and no
 * `get_order` that the order it names would call beside it. A cheap word check first.
 */
function refundWanted(lower: string): Ask | undefined {
  if (!lower.includes("refund")) return undefined;
  const match = REFUND_WANTED.exec(lower);
  if (!match) return undefined;
  const objects = new Set<string>();
  for (const word of match[1]!.match(/[\p{L}\p{N}']+/gu) ?? []) if (!FILLER.has(word)) objects.add(objectStem(word));
  return { verb: "refund", objects };
}

/** A thing named by its number: "user 42", "order #1234", "ticket no. 7", "invoice number 12". */
const NUMBERED = /\b([a-z]{3,})\s+(?:#\s*|no\.?\s*|number\s+|id\s+)?\d+\b(?!\s*(?:%|\*|\+|\/|-\s*\d))(?:['’]s\b|\s+([a-z]+))?/g;

/** Words after a number that keep it a thing's number: "user 3 is…", "user 42 an admin?"; "top 5 users" counts users. */
const AFTER_NUMBER = new Set(["is", "was", "has", "have", "an", "a", "the", "and", "or", "still", "now", "active", "in", "on", "at"]);

/** A question whose answer is a record to look up: "Who is user 42?", "What's the email of customer 7?". */
const ASKS_ABOUT = /^\s*(?:who|what|what's|whats|which|where|when|is|are|does|do|has|have)\b/;

/**
 * A question about a thing named by its number asks to get it, as if it said "Get user 42":
 * "Who is user 42?" asks `get_user`. Not a question about how ("How do I find user 42 in SQL?").
 */
function lookups(lower: string): Ask[] {
  if (!ASKS_ABOUT.test(lower) || ABOUT_HOW.test(lower)) return [];
  const objects = new Set<string>();
  for (const match of lower.matchAll(NUMBERED)) {
    if (match[2] !== undefined && !AFTER_NUMBER.has(match[2])) continue;
    if (!FILLER.has(match[1]!) && !VERB_KINDS.has(match[1]!)) objects.add(stem(match[1]!));
  }
  return objects.size > 0 ? [{ verb: "get", objects }] : [];
}

/**
 * The verbs a tool is named or described with (`create` of `create_task`, "Look" of "Look up a
 * customer"): such a word names the tool only as an ask's verb with its object (askStrength),
 * never alone: "Create a workout plan" asks no `create_task`, and "Write a function to delete a
 * file" no `delete_file`.
 */
export function toolVerbs(nameWords: readonly string[], description: string): string[] {
  // `write_file`'s "write" too: "Write a note about photosynthesis" asks the model, not the tool.
  const verbs = nameWords.filter((word) => VERB_KINDS.has(word) || word === "write").slice(0, 1);
  const first = /^\s*([A-Za-z]+)/.exec(description)?.[1]?.toLowerCase();
  if (first !== undefined && VERB_KINDS.has(first)) verbs.push(first);
  return verbs;
}

/** Words (stems) of one thing a todo list holds, either way: a tool of tasks works on todos. */
const TODO_TASK: readonly (readonly [string, string])[] = [["task", "todo"], ["todo", "task"]];

/** What a tool does: its verb's kinds, the stems of what it works on, and what it makes. */
export interface ToolAction {
  kinds: readonly string[];
  objects: ReadonlySet<string>;
  /** Whether its verb makes its object (`create_reminder`), so asking for the object's action asks it ("Remind me"). */
  makes: boolean;
  /** The words (stems) of each of its boolean parameters (`dark_mode` → dark, mode): what "Enable dark mode" switches. */
  switches?: readonly (readonly string[])[];
  /** The list it puts things on, as its description says ("Add a task to the to-do list" → "todo"; "" for a list unqualified). */
  list?: string;
}

/**
 * A tool's action from its name's words and the first words of its description ("Look up a
 * customer by id"), and the switches of its `parameters` (its boolean properties).
 */
export function toolAction(nameWords: readonly string[], description: string, parameters?: unknown): ToolAction | undefined {
  const at = nameWords.findIndex((word) => VERB_KINDS.has(word));
  const objects = new Set<string>();
  for (const [i, word] of nameWords.entries()) if (i !== at && !FILLER.has(word)) objects.add(stem(word));
  // The description's object: its words up to the first preposition ("Get a user | by id").
  const lead = description.toLowerCase().split(/[.,:;(\n]|\b(?:for|by|with|in|from|of|to|on|at|into|about|using|via|and|that|which|given)\b/, 1)[0]!;
  const said = lead.match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const [i, word] of said.entries()) if (!(i === 0 && VERB_KINDS.has(word)) && !FILLER.has(word) && word.length > 1) objects.add(stem(word));
  const verb = at >= 0 ? nameWords[at]! : VERB_KINDS.has(said[0] ?? "") ? said[0]! : undefined;
  // `write_file`: "write" is no verb an ask is read by (writing is the model's own work), but a tool's writing saves.
  if (verb === undefined) return nameWords[0] === "write" ? toolAction(["save", ...nameWords.slice(1)], description.replace(/^\s*write\b/i, "Save"), parameters) : undefined;
  // "Add buy milk to my todo list" asks `add_task`: a todo is a task, and a task a todo; "List closed PRs" asks `list_pull_requests`.
  for (const [one, other] of TODO_TASK) if (objects.has(one)) objects.add(other);
  if (objects.has("pull") && objects.has("request")) objects.add("pr");
  // "File a bug" asks `create_issue`: a bug is an issue filed, and a ticket is one too ("Submit a ticket" → `create_issue`, "Report a bug" → `create_ticket`).
  if (objects.has("issue") || objects.has("ticket")) for (const filed of ["issue", "bug", "ticket"]) objects.add(filed);
  const kinds = VERB_KINDS.get(verb)!;
  const switches = kinds.includes("update") ? switchesOf(parameters) : [];
  const list = LIST_OF.exec(description)?.[1]?.toLowerCase().replace(/[^a-z]/g, "");
  return { kinds, objects, makes: kinds.includes("create") || kinds.includes("add"), ...(switches.length > 0 ? { switches } : {}), ...(list !== undefined ? { list } : {}) };
}

/** The list a tool's description puts things on: "Add a task to the to-do list", "Add an item to the user's shopping list". */
const LIST_OF = /\b(?:to|on|onto|into|in)\s+(?:the\s+|a\s+|my\s+|your\s+|their\s+|user['’]s\s+)*([a-z-]+\s+)?list\b/i;
/** Kinds of list a message names before "list": "my shopping list" is no to-do list. */
const LIST_KINDS: ReadonlySet<string> = new Set("shopping grocery groceries reading wish watch bucket packing todo task reminder play guest mailing contact".split(" ").map((word) => stem(word)));

/** Words of a boolean property's name that say it is a switch, not what it switches: `notifications_enabled`, `is_public`. */
const SWITCH_WORDS = new Set("enabled enable on use show allow active".split(" "));

/** The words (stems) of each boolean property of a tool's `parameters`: `dark_mode` → ["dark", "mode"]. */
function switchesOf(parameters: unknown): string[][] {
  const properties = (parameters as { properties?: unknown } | undefined)?.properties;
  if (properties === null || typeof properties !== "object") return [];
  const switches: string[][] = [];
  for (const [name, schema] of Object.entries(properties as Record<string, unknown>)) {
    // `is_spam`, `has_errors` judge the message (judgements.ts); they switch nothing.
    if ((schema as { type?: unknown } | null)?.type !== "boolean" || /^(?:is|has|should|can)(?:[_A-Z-]|$)/.test(name)) continue;
    const words = name
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .toLowerCase()
      .split(/[\s_-]+/)
      .filter((word) => word !== "" && !SWITCH_WORDS.has(word) && !FILLER.has(word))
      .map((word) => stem(word));
    if (words.length > 0) switches.push(words);
  }
  return switches;
}

/**
 * Verbs that are a medium a message goes by, and the medium: "Text Sarah" asks `send_message`
 * ("Send an SMS") as "Send Sarah a text" does; "Email Bob" asks `send_email`.
 */
const MEDIA: ReadonlyMap<string, string> = new Map([
  ...["text", "message", "sms", "dm", "whatsapp"].map((word) => [word, "message"] as const),
  ...["email", "mail"].map((word) => [word, "email"] as const),
]);

/**
 * How well `asks` ask for a tool doing `action`: 2 when an ask's verb is of its kind and names
 * its object (or its verb makes it), 1 when the verb alone says it (a self-evident kind, or an
 * object that is anything), 0 when none asks for it.
 */
export function askStrength(asks: readonly Ask[], action: ToolAction): number {
  let best = 0;
  for (const ask of asks) {
    const verbKinds = VERB_KINDS.get(ask.verb)!;
    const same = verbKinds.filter((kind) => action.kinds.includes(kind));
    const alike = same.length > 0 || verbKinds.some((kind) => action.kinds.some((own) => ALIKE[own]?.includes(kind)));
    if (alike && [...ask.objects].some((word) => action.objects.has(word))) return 2;
    // "Remind me to call mom" asks for what `create_reminder` makes.
    if (action.makes && action.objects.has(stem(ask.verb))) return 2;
    // "Text Sarah that I'm late" asks `send_message`: the verb is what the tool sends.
    const medium = MEDIA.get(ask.verb);
    const someone = [...ask.objects].some((word) => !WHEN_WORDS.has(word));
    if (medium !== undefined && someone && action.kinds.includes("send") && [...action.objects].some((word) => MEDIA.get(word) === medium)) return 2;
    // "Open the settings", "Go to my profile page": a place of the app asks a navigation tool.
    if (verbKinds.includes("navigate") && action.kinds.includes("navigate") && [...ask.objects].some((word) => APP_PLACES.has(word))) best = Math.max(best, 1);
    // "Enable dark mode", "Turn off notifications": the ask names a switch `update_settings` sets.
    if (action.switches !== undefined && verbKinds.includes("update") && action.switches.some((words) => words.every((word) => ask.objects.has(word)))) return 2;
    // "Schedule a workshop" asks `create_event` a little less than an ask naming its own object
    // ("Set a reminder to call mom" asks `create_reminder`, not an event for the call).
    if (alike && makesEvents(action) && [...ask.objects].some((word) => EVENTS.has(word))) best = Math.max(best, 1.5);
    // "Delete the team sync on Friday", "Move the dentist appointment to Thursday": a sync, an appointment is an event `delete_event`, `reschedule_event` work on.
    if (same.length > 0 && !action.makes && [...action.objects].some((word) => EVENTS.has(word)) && [...ask.objects].some((word) => EVENTS.has(word))) best = Math.max(best, 1.5);
    // "Remind me to call the plumber" with a todo list's `add_task` and no reminder tool: a reminder is a task to do.
    if (verbKinds.includes("remind") && action.makes && action.objects.has("task")) best = Math.max(best, 1);
    if (same.some((kind) => SELF_EVIDENT.has(kind)) || (same.length > 0 && [...action.objects].some((word) => ANYTHING.has(word)))) best = Math.max(best, 1);
    // "Add buy milk to my list" with a todo app's `add_task` ("Add a task to the to-do list"): its list is the one meant,
    // a little less than a tool of anything (`add_item`), and not for a list of another kind ("my shopping list").
    if (same.length > 0 && action.list !== undefined && ask.objects.has("list") && ![...ask.objects].some((word) => LIST_KINDS.has(word) && !stem(action.list ?? "").startsWith(word) && !(word === "todo" && action.objects.has("task")))) best = Math.max(best, 0.9);
  }
  return best;
}

/**
 * Whether `ask` asks for something other than what `action` does, to the same thing: "Schedule a
 * meeting" of `list_events` (a meeting is an event), "Refund order 1234" of `get_order`. Such a
 * tool is named by the message's words, but a model calls the one that does what is asked.
 */
export function asksOtherwiseOf(ask: Ask, action: ToolAction): boolean {
  const verbKinds = VERB_KINDS.get(ask.verb)!;
  if (verbKinds.some((kind) => action.kinds.includes(kind) || action.kinds.some((own) => ALIKE[own]?.includes(kind)))) return false;
  return [...ask.objects].some((word) => action.objects.has(word) || (EVENTS.has(word) && [...action.objects].some((own) => EVENTS.has(own))));
}

/**
 * Whether a tool that `ask` does not ask for (askStrength 0) still does an action near the
 * ask's, so that a message naming it by a word of its description asks it no more than the tool
 * the ask asks by verb and object: `play_song` ("Play a song, artist or playlist") beside
 * `add_to_playlist` for "Add Bohemian Rhapsody to my playlist" (play says alone what it does),
 * `log_call` ("Log a call with a contact") beside `create_contact` for "Add John Smith as a
 * contact" (log creates, as add does). Not `get_weather` beside `book_flight` for "Book a flight
 * to Paris, check the weather there": a lookup is another ask's.
 */
export function actsNear(ask: Ask, action: ToolAction): boolean {
  const verbKinds = VERB_KINDS.get(ask.verb) ?? [];
  return action.kinds.some((own) => SELF_EVIDENT.has(own) || verbKinds.includes(own) || verbKinds.some((kind) => ALIKE[own]?.includes(kind)));
}

/** Kinds of action a question asks for: "What's the weather?" gets; "What is a thermostat?" sets nothing. */
const ANSWERING = new Set(["get", "search", "convert", "calculate", "translate"]);

/**
 * Whether a question (what, who, is…) that asks nothing outright could want what `action` does:
 * a lookup or a worked-out answer, not a change ("What is a thermostat?" of `set_thermostat`).
 */
export function questionWants(lower: string, action: ToolAction): boolean {
  if (action.kinds.some((kind) => ANSWERING.has(kind))) {
    // "How do I share my calendar?" asks how to share it: no listing of its events.
    const how = lower.includes("how") ? HOW_VERB.exec(lower) : null;
    const verb = how?.[1] ?? how?.[2];
    return verb === undefined || !isActionVerb(verb) || VERB_KINDS.get(verb)!.some((kind) => action.kinds.includes(kind));
  }
  // "How do I post a message in Slack?", "Tell me about Slack channels": the model explains, and posts nothing.
  return !ASKS_ABOUT.test(lower) && !asksHowTo(lower) && !TELLS_ABOUT.test(lower);
}

/** The verb of a question how to do something: "How do I share my calendar?" → share. */
const HOW_VERB = /\bhow\s+(?:do|can|could|should|would)\s+(?:i|we|you)\s+([a-z]+)|\bhow\s+to\s+([a-z]+)/;
/** An ask that the model tell or explain something itself: "Tell me about…", "Explain…", "the difference between…". */
const TELLS_ABOUT = /^\s*(?:(?:can|could)\s+you\s+)?(?:tell\s+(?:me|us)\s+(?:about|how|what|why|more)|tell\s+the\s+difference|explain|describe|compare|teach\s+me)\b|\bdifference\s+between\b/;

/** Whether a tool makes what a calendar holds (`create_event`, `schedule_meeting`, `add_calendar_entry`). */
function makesEvents(action: ToolAction): boolean {
  return (action.makes || action.kinds.includes("schedule")) && [...action.objects].some((word) => EVENTS.has(word));
}

/**
 * Whether `ask` asks the opposite of what a tool does to what it names: "Cancel my hotel" of
 * `book_hotel`, "Delete the reminder" of `create_reminder`, "Cancel my 3pm meeting" of
 * `create_event` (a meeting is an event). Such a message names the tool's
 * object, but no call of it does what the user wants.
 */
export function undoes(ask: Ask, action: ToolAction): boolean {
  const verbKinds = VERB_KINDS.get(ask.verb)!;
  if (verbKinds.some((kind) => action.kinds.includes(kind))) return false;
  return verbKinds.some((kind) => action.kinds.some((own) => UNDOES[kind]?.includes(own))) && [...ask.objects].some((word) => action.objects.has(word) || (EVENTS.has(word) && makesEvents(action)));
}

/**
 * Whether a message that asks nothing outright names the opposite of what `action` does: "How do
 * I cancel a hotel booking?", "Write an email to cancel my hotel" of `book_hotel`. Its object
 * names the tool, but a call of it would book what the user wants gone.
 */
export function wordsUndo(words: ReadonlySet<string>, action: ToolAction): boolean {
  let undone = false;
  for (const word of words) {
    const kinds = VERB_KINDS.get(word);
    if (kinds === undefined) continue;
    if (kinds.some((kind) => action.kinds.includes(kind))) return false;
    if (kinds.some((kind) => action.kinds.some((own) => UNDOES[kind]?.includes(own)))) undone = true;
  }
  return undone;
}

/** Verbs that ask the model to write a work of its own when what they make is one ("Write a React component"). */
const WRITES = new Set("write draft compose code implement refactor create make build generate give design".split(" "));
/**
 * Works a model writes itself: code and literature. Not an email, a note or a summary, which a
 * tool may send or keep ("Write an email to bob@example.com" may call `send_email`).
 */
const WORK = /\b(?:component|function|script|program|snippet|hook|regex|sql|query|queries|app|poem|story|essay|website|webpage|endpoint|code)s?\b/;

/**
 * Whether the message asks the model to write code or a text of its own (a sentence's imperative
 * is "write", "create", "build"… a component, function, script, poem…): then a word of a tool's
 * name ("users" of `search_users` in "Write a React component that lists users") asks no action on
 * the user's data. A cheap word check first.
 */
export function asksToWrite(lower: string, words: ReadonlySet<string>): boolean {
  let cued = false;
  for (const word of words) if (WRITES.has(word)) { cued = true; break; }
  if (!cued || !WORK.test(lower)) return false;
  // "Build a Next.js app": a full stop inside a word ends no sentence.
  for (const sentence of lower.split(/[!?;\n]+|\.+(?=\s|$)/)) {
    const lead = LEAD.exec(sentence.trim());
    if (lead && WRITES.has(lead[1]!) && isWork(sentence.trim().slice(lead[0].length))) return true;
  }
  return false;
}

/**
 * Whether what a verb makes (`rest`, the words after it) is a work: its object, up to the first
 * word that begins what the work is for or about, names one. "a React component that lists users"
 * is; "a user for my app" is not.
 */
function isWork(rest: string): boolean {
  // "Write a file app.js that prints hello": a file's name ("app.js") is no app to write.
  const made = rest.split(/\b(?:that|which|who|to|for|with|in|on|about|using|from|of|by|where|and)\b/, 1)[0]!;
  return WORK.test(made.includes(".") ? made.replace(/[\w-]+\.[a-z0-9]{1,5}\b/gi, "") : made);
}

/** A word's stem, so that forms of one word meet: "reminders", "reminder" and "remind"; "shopping" and "shop". */
export function stem(word: string): string {
  let base = singular(word.replace(/['’]s$/, ""));
  // "Roll the dice" rolls a die: one object for `roll_dice` and "Roll a die".
  if (base === "dice") return "die";
  // "List closed PRs": a pull request's short name, in the plural too.
  if (base === "prs") return "pr";
  // "Find restaurants near me" asks `find_nearby`: what is near is one object, as "nearby coffee shops".
  if (base === "nearby") return "near";
  if (base.length > 5 && /(?:er|ing)$/.test(base)) base = base.endsWith("er") ? base.slice(0, -2) : base.slice(0, -3);
  // "shopp" → "shop", "plann" → "plan"; "call", "spell" keep theirs.
  if (base.length > 4 && /([b-df-hj-km-np-tv-z])\1$/.test(base) && !/(?:ll|ss|zz)$/.test(base)) base = base.slice(0, -1);
  return base;
}

/** Verbs that put things on a list or take them off it: what follows them is the things. */
const LISTING = /\b(?:add|put|insert|append|remove|delete|drop|take)\b/;

/** An ask to put things on a list (or take them off): "Add milk and eggs to my shopping list". */
const THINGS = new RegExp(
  `${LEAD_WORDS}(?:add|put|insert|append|remove|delete|drop|take)\\s+([^.!?;\\n]{1,80}?)\\s*(?:\\b(?:to|onto|on|from|off|in|into)\\s+(?:my|the|our|your|this|that)\\b(.*)|$)`,
  "i",
);

/** Words that stand for things already named, never a thing to add. */
const PRONOUNS = /^(?:it|them|this|that|these|those|him|her|me|everything|something)$/;

/**
 * The things an ask puts on a list or takes off it, as written, in order: "Add milk and eggs to
 * my shopping list" → ["milk", "eggs"], "Put 2 apples, bread and a dozen eggs on the list" →
 * ["apples", "bread", "dozen eggs"]. Each is what one call of `add_item` takes, so a tool called
 * for the first is called again for each next one. Empty when the message asks no such thing
 * (a cheap word check first).
 */
export function listedThings(text: string): string[] {
  if (!LISTING.test(text.toLowerCase())) return [];
  const things: string[] = [];
  for (const sentence of text.split(SENTENCES)) {
    const match = THINGS.exec(sentence.trim());
    if (!match) continue;
    const parts = match[1]!.split(/\s*,\s*(?:and\s+)?|\s+and\s+|\s*&\s*/);
    // One thing is a thing only when put somewhere ("Add milk to my list"); "Add a user named Bob" is no list.
    if (parts.length === 1 && match[2] === undefined) continue;
    for (const part of parts) {
      const thing = part.replace(/^(?:(?:a|an|the|some|more|another|\d+)\s+)+/i, "").trim();
      if (/^[\p{L}][\p{L}'-]*(?:\s[\p{L}'-]+){0,2}$/u.test(thing) && !PRONOUNS.test(thing.toLowerCase())) things.push(thing);
    }
  }
  return things;
}
