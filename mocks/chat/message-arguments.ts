/**
 * Where plausible-values.ts asks what a top-level argument of a tool call (or a document) reads
 * from the message before it writes a value from the property's kind: `to` the address the
 * message writes, `order_id` its order number, `repo` its `owner/name`, `ticker` the symbol of
 * the company it names, `cuisine` and `genre` what it names, `max_results` how many results it
 * asks for. An optional argument the message gives nothing for is left out, as models leave it
 * out, rather than filled with the faker's letters ("artist": "hLV62Slrt"). A tool call's texts
 * are what the message writes for them (writtenTextFor): the phrase to translate, a dictated
 * note, what an image shows, a handle, a room; an email's body is written from the ask, not a
 * sentence about the prompt.
 */
import { cityNamed } from "./city-names.ts";
import { calledPartyOf, callNotesOf, logsCall } from "./logged-calls.ts";
import { conversionOf, conversionSide, currencyInForm, namesCurrency } from "./currency-names.ts";
import type { ConversationReading } from "./conversation-reading.ts";
import { capitalized } from "./reply.ts";
import { normalisedKey, singular, wordsOf, type Kind } from "./property-kinds.ts";
import { companyIn, tickerOf } from "./tickers.ts";
import { asksToPlay, playedTitleOf, titleByMakerOf } from "./work-titles.ts";
import {
  isResultsKey,
  artistIn,
  askedResultCount,
  cuisineIn,
  DEFAULT_RESULT_COUNT,
  genreIn,
  idFor,
  idAfterNoun,
  isCuisine,
  isRecipientKey,
  recipientsFor,
  isResultCountKey,
  issueLabelsOf,
  namedTitleOf,
  newsTopicOf,
  REPO_KEYS,
  repoSlugOf,
  dieSidesOf,
  saidMessageOf,
  searchQueryOf,
  withoutSearchedSource,
  writtenCodeOf,
  writtenIds,
  type WrittenId,
} from "./tool-values.ts";
import { ownThingsQuery } from "./searched-things.ts";
import { askedObjectOf, fileNameOf, fileNamesOf, flightNumberOf, nearbyThingOf } from "./asked-objects.ts";
import { fileContentOf } from "./file-contents.ts";
import { runsSql, sqlFor } from "./sql-arguments.ts";
import { ACCOUNT_KEYS, BANKING, bankAccountOf } from "./bank-accounts.ts";
import { addedToDoOf, changedThingOf, checkedOffTaskOf, dictatedTextOf, imagePromptOf, quotedTextOf, settingValueOf, spentOnOf, statedReasonOf, taskTitleOf, voiceNamedIn } from "./written-texts.ts";
import { asksLanguageCode, asksTranslation, languageCodeOf, phraseToTranslate, readsAsEnglish, sourceLanguageOf, targetLanguageOf } from "./translation-arguments.ts";
import { emailBodyOf, emailSubjectOf, nameOfAddress } from "./email-bodies.ts";
import { channelOf, webAddressOf, writtenHandleOf } from "./written-handles.ts";
import { isHomeDeviceTool, roomIn } from "./home-rooms.ts";
import { switchedIn } from "./switch-states.ts";
import { kindsOfVerb } from "./tool-asks.ts";
import { isRideToolName, rideAskedIn, rideArgument } from "./ride-requests.ts";
import { helpQueryOf, searchesHelp } from "./help-searches.ts";
import { askedWorkTitleOf, workToolKind } from "./work-questions.ts";
import { greetedRelationOf, groupOf, handleOf, relationAddressOf, relationOf } from "./relations.ts";

/** A property to leave out of the document. */
export const OMIT: unique symbol = Symbol("omit");

/** What of a document's reading these rewrites use and advance. */
export interface ArgumentReading {
  readonly conversation: ConversationReading;
  readonly words: readonly string[];
  readonly prompt: string;
  wordsTaken: number;
  emailsTaken: number;
  /** The document is a tool call's arguments: optional ones the message gives nothing for are left out. */
  readonly call: boolean;
  /** The document's name (a tool's): a search of its own things takes what is searched for (searched-things.ts). */
  readonly documentName: string;
  /** The tool's description: "Search the product documentation" is a docs search whatever its name. */
  readonly documentDescription: string;
  /** The people the message names that earlier calls were not for ("Message Alice and Bob": the second call's is Bob). */
  readonly people: readonly string[];
  /** Whether a field of this document took what the message asks the tool to act on (asked-objects.ts). */
  objectTaken?: boolean;
}

/** A description that says a channel is written without its "#": "Channel name without #", "no leading #". */
const WITHOUT_HASH = /\b(?:without|no|omit\w*|excluding|minus)\s+(?:the\s+|a\s+|leading\s+|the\s+leading\s+)?(?:#|hash|pound)/i;

/**
 * A channel the message writes ("#random") in the form the field's schema shows: without the "#"
 * where its description says so or its examples and enum are written without one ("e.g. general,
 * random"), else as written.
 * @example channelInForm("#random", { description: "Channel name without #, e.g. general" }) // "random"
 */
export function channelInForm(channel: string, node: Record<string, unknown> | undefined): string {
  const description = typeof node?.description === "string" ? node.description.slice(0, 300) : "";
  const shown = [...(Array.isArray(node?.examples) ? node.examples : []), ...(Array.isArray(node?.enum) ? node.enum : [])].filter((value): value is string => typeof value === "string");
  const bare = channel.replace(/^#/, "");
  if (WITHOUT_HASH.test(description)) return bare;
  if (shown.length > 0) return shown.some((value) => value.startsWith("#")) ? channel : bare;
  // "e.g. general" or "e.g. #general": the form of the description's example.
  const example = /\b(?:e\.g\.|for example|such as|like)\s*,?\s*["'`]?(#?)(?!(?:a|an|the)\b)[a-z][\w-]*/i.exec(description);
  return example && example[1] === "" ? bare : channel;
}

/** Names of a field that holds a file's name or path. */
const FILE_HEADS: ReadonlySet<string> = new Set(["path", "file", "filename", "filepath"]);

/** Names of a field that holds a stock's symbol. */
const TICKER_KEYS: ReadonlySet<string> = new Set(["ticker", "symbol", "tickersymbol", "stocksymbol", "stockticker", "stock"]);
/** Names of a field that holds a repository's owner, beside a `repo`. */
const OWNER_KEYS: ReadonlySet<string> = new Set(["owner", "org", "organization", "organisation", "orgname", "ownername", "user", "username"]);
/** Names of a field that holds who plays a piece of music. */
const ARTIST_HEADS: ReadonlySet<string> = new Set(["artist", "band", "singer", "musician", "performer"]);
/** Names of a field that holds the title of a work to play, watch or add to a playlist. */
const WORK_HEADS: ReadonlySet<string> = new Set(["title", "name", "song", "track", "album", "film", "movie", "book", "audiobook", "podcast", "episode", "show"]);
/** Words of a tool's name that say it is about works: its `title` is a work's. */
const WORK_TOOL_WORDS: ReadonlySet<string> = new Set(["song", "lyric", "music", "track", "album", "book", "movie", "film", "podcast", "audiobook", "playlist"]);
/** A playlist a message names: "to my road trip playlist", "the playlist called Chill". */
const PLAYLIST_NAMED = /\b(?:to|into|on|from|in)\s+(?:my|the|our)\s+([\p{L}\p{N}'’&-]+(?:\s+[\p{L}\p{N}'’&-]+){0,3}?)\s+playlist\b|\bplaylist\s+(?:called|named)\s+["“']?([\p{L}\p{N}][\p{L}\p{N}'’&-]*(?:\s+[\p{L}\p{N}'’&-]+){0,3})/iu;
/** Of those, the fields of a song a player plays. */
const PLAYED_HEADS: ReadonlySet<string> = new Set(["title", "song", "track"]);
/** A query field that is a question or a model's input, not a search: kept as the user asked it. */
const NOT_SEARCH_HEADS: ReadonlySet<string> = new Set(["question", "prompt", "input"]);
/**
 * What comes before a capitalised word that is the place itself ("in Springfield", "Paris, Lima
 * and Tokyo"), not a word before it ("Find Italian restaurants … in Chicago").
 */
const PLACE_BEFORE = /(?:\b(?:in|near|to|from|around|of|and|or)|[,&])\s*$/i;

/** Whether the arguments `holder` have a `genre` field (`music_genre`): what a player is asked to play goes there, not in its `song`. */
function hasGenreField(holder: Record<string | number, unknown>): boolean {
  return Object.keys(holder).some((name) => singular(wordsOf(name).pop() ?? "") === "genre");
}

/** Whether `key` names a stock's symbol (`ticker`, `stock_symbol`). */
export function isTickerKey(key: string): boolean {
  return TICKER_KEYS.has(normalisedKey(key));
}

/**
 * The value a top-level text argument takes from the message, OMIT to leave an optional one
 * out, or undefined when the message says nothing for it here (the kind's value follows).
 */
export function argumentFromMessage(
  step: { key: string; path: readonly (string | number)[]; optional?: boolean; node?: Record<string, unknown> },
  kind: Kind,
  holder: Record<string | number, unknown>,
  reading: ArgumentReading,
): string | typeof OMIT | undefined {
  const { key, path } = step;
  const normalised = normalisedKey(key);
  const conversation = reading.conversation;
  // "How much is 100 USD in euros?": a conversion's `from` and `to` (a `currency`) are the currencies named, as the field asks them.
  // `from_account` and `to_account` take accounts, not the currencies "from" and "to" would read.
  if (reading.call && path.length === 1 && !/account$/i.test(key)) {
    const currency = currencyArgument(key, kind, step.node, reading);
    if (currency !== undefined) return currency;
  }
  // "Send an email to bob@example.com": `to` (a `recipients` item) is that address; without one, `to` may be a currency ("USD to EUR").
  if ((path.length === 1 || (path.length === 2 && typeof path[1] === "number")) && isRecipientKey(normalised)) {
    const email = conversation.emails[reading.emailsTaken];
    if (email !== undefined) {
      reading.emailsTaken++;
      return email;
    }
    // "Send an email to Alice": the person named; a `to` beside a `from` is a conversion's ("USD to EUR").
    const index = typeof path[1] === "number" ? path[1] : 0;
    if (!("from" in holder) && reading.people[index] !== undefined) return reading.people[index];
    // "Email my boss about …": no address and no name, a placeholder address for the relation ("boss@example.com");
    // a chat app's recipient is the contact as named ("Let mom know …" → "Mom", "DM @ana" → "@ana", "the team" → "team").
    if (reading.call && index === 0 && !("from" in holder)) {
      const emailed = wordsOf(reading.documentName).some((word) => /^(?:e?mails?|gmail|outlook|inbox)$/.test(word)) || /mail/i.test(key) || EMAIL_DESCRIPTION_WORDS.test(typeof step.node?.description === "string" ? step.node.description.slice(0, 200) : "");
      const handle = handleOf(conversation.text);
      if (handle !== undefined && !emailed) return handle;
      const group = groupOf(conversation.text);
      const relation = relationOf(conversation.text);
      if (!emailed && (relation ?? group) !== undefined) return (relation ?? group)!;
      const address = relationAddressOf(conversation.text) ?? (group === undefined ? undefined : `${group.replace(/\s+/g, ".")}@example.com`);
      if (address !== undefined) return address;
    }
  }
  if (path.length !== 1) return undefined;
  // "Book an Uber to JFK": a ride tool's destination is JFK, its pickup and tier those written (ride-requests.ts).
  if (reading.call && isRideToolName(reading.documentName)) {
    const ride = rideAskedIn(conversation.text);
    const value = ride === undefined ? undefined : rideArgument(key, ride, step.node, step.optional !== true);
    if (value === null) return step.optional === true ? OMIT : undefined;
    if (value !== undefined) return value;
  }
  // "Delete all emails from newsletter@spam.com": a sender field takes the address the mail comes from.
  if (reading.call && SENDER_KEYS.has(normalised)) {
    const sender = conversation.emails.find((email) => new RegExp(`\\bfrom\\s+${email.replace(/[.+]/g, "\\$&")}`, "i").test(conversation.text));
    if (sender !== undefined) return sender;
  }
  // "Call mom": a call's contact is the relation named, as written ("Mom"), when the message names nobody.
  if (reading.call && kind === "person" && reading.people.length === 0) {
    const relation = relationOf(conversation.text);
    if (relation !== undefined) return relation;
  }
  // Left out only from a tool call: a structured output writes every property (structured-output.test.ts).
  const optional = step.optional === true && reading.call;
  // "I just got off the phone with Acme about the renewal, log it": a logged call's contact is the party named (a company too), never made up:
  // with none named, an optional one is left out and a required one says it is not known (designed: "Unknown").
  if (reading.call && kind === "person" && reading.people.length === 0 && logsCall(wordsOf(reading.documentName))) return calledPartyOf(conversation.text) ?? (optional ? OMIT : UNKNOWN_PARTY);
  // "Push my 3pm to 4pm": a change's `new_time` is the time it moves to, the last written.
  if (reading.call && kind === "time" && wordsOf(key).includes("new") && conversation.times.length >= 2) return conversation.times[conversation.times.length - 1];
  // "Find running shoes in size 10": a shop's `size` is the one written ("10", "M"); an optional one, or a `color`, the message names none for is left out.
  if (reading.call && normalised === "size" && wordsOf(reading.documentName).some((word) => SHOP_TOOL_WORDS.has(word))) return sizeOf(conversation.text) ?? (optional ? OMIT : undefined);
  if (optional && kind === "color" && conversation.colors.length === 0) return OMIT;
  // "Text +1 555 123 4567 that…": a call's phone number is the one written; an optional one the message writes none of is left out, not made up.
  if (reading.call && kind === "phone") return phoneNumberOf(conversation.text) ?? (optional ? OMIT : undefined);
  // "Add Jane Doe to my contacts": an optional `email` the message writes no address for is left out, not made from the name.
  if (optional && kind === "email" && conversation.emails[reading.emailsTaken] === undefined) return OMIT;
  const head = singular(wordsOf(key).pop() ?? "");
  // "Say 'Hello' in a British voice": a speech tool's voice is the one named, never the text to speak.
  if (reading.call && head === "voice") return voiceNamedIn(conversation.text) ?? (optional ? OMIT : undefined);
  if (REPO_KEYS.has(normalised) || (OWNER_KEYS.has(normalised) && Object.keys(holder).some((name) => REPO_KEYS.has(normalisedKey(name))))) {
    const slug = repoSlugOf(conversation.text);
    if (slug) return REPO_KEYS.has(normalised) ? (Object.keys(holder).some((name) => OWNER_KEYS.has(normalisedKey(name))) ? slug.name : `${slug.owner}/${slug.name}`) : slug.owner;
    // "in the webapp repo": the repository as named, without an owner.
    const named = REPO_KEYS.has(normalised) ? /\b([\w.-]+)\s+(?:repo|repository)\b/i.exec(conversation.text.slice(0, 600))?.[1] : undefined;
    if (named !== undefined && !/^(?:the|a|an|my|our|this|that|your|their|github|gitlab|new|same)$/i.test(named)) return named;
  }
  // "What's my checking balance?" → "checking", "account ending in 4521" → "4521" (bank-accounts.ts).
  if (reading.call && ACCOUNT_KEYS.has(normalised) && BANKING.test(`${reading.documentName} ${reading.documentDescription ?? ""}`)) {
    const account = bankAccountOf(conversation.text);
    if (account !== undefined) return account;
  }
  if (TICKER_KEYS.has(normalised)) {
    const company = reading.words[reading.wordsTaken];
    if (company !== undefined) {
      reading.wordsTaken++;
      return tickerOf(company);
    }
    // "the stock price of apple": a company written in lower case is no capitalised word.
    const named = companyIn(conversation.text);
    return named === undefined ? undefined : tickerOf(named);
  }
  // "Add Bohemian Rhapsody to my road trip playlist": the `playlist` is the one named before "playlist".
  if (head === "playlist" && reading.call && step.path.length === 1) {
    const playlist = PLAYLIST_NAMED.exec(conversation.text.slice(0, 400));
    if (playlist !== null) return playlist[1] ?? playlist[2];
  }
  // "Play Shape of You by Ed Sheeran": a player's `title` (`song`, `track`) is the work asked for, as written.
  if (WORK_HEADS.has(head) && kind !== "person") {
    // "Who directed Dune: Part Two?" to `get_movie_info`: the whole title asked about (work-questions.ts).
    const asked = reading.call && workToolKind(reading.documentName) !== undefined ? askedWorkTitleOf(conversation.text) : undefined;
    if (asked !== undefined) return asked;
    const played = playedTitleOf(conversation.text);
    if (played !== undefined) return played;
    // "Get the lyrics of Yesterday by The Beatles": the song is the work before "by", its artist the one after.
    // A `title` or a `name` is a work's only for a tool about works (a task's title "for Alice by Friday" is none).
    if ((head !== "title" && head !== "name") || wordsOf(reading.documentName).some((word) => WORK_TOOL_WORDS.has(singular(word)))) {
      const made = titleByMakerOf(conversation.text);
      if (made !== undefined) return made;
    }
    // "Play some jazz": a song's `title` is the genre asked for, as written, not "Play jazz".
    if (PLAYED_HEADS.has(head) && asksToPlay(conversation.text)) {
      const genre = genreIn(conversation.text);
      if (genre !== undefined && !hasGenreField(holder)) return genre;
      // A `genre` beside it takes the genre: the song the message does not name is left out.
      if (optional) return OMIT;
    }
  }
  // "Text Sarah that I'm running late": a send tool's `message` is what is to be said, as written.
  if (reading.call && kind === "sentence" && SAID_HEADS.has(head) && step.path.length === 1) {
    const said = saidMessageOf(conversation.text);
    if (said !== undefined) return said;
  }
  // "Post in #random …" with a `channel` described "without #" (or shown so in its examples): "random".
  if (reading.call && head === "channel" && step.path.length === 1) {
    const channel = channelOf(conversation.text);
    if (channel !== undefined) return channelInForm(channel, step.node);
  }
  const written = writtenTextFor(key, head, kind, holder, reading);
  // "Translate hello to Spanish" with a `target_language` described "ISO 639-1 code": "es", not "Spanish".
  if (written !== undefined && (kind === "language" || TRANSLATION_LANGUAGE_KEYS.has(normalised)) && asksLanguageCode(wordsOf(key), step.node?.description)) return languageCodeOf(written) ?? written;
  if (written !== undefined) return written;
  // "Create a Jira ticket for the checkout crash": a ticket's `summary` is its title (Jira's name for it), not a sentence about the prompt.
  const ticketSummary = reading.call && head === "summary" && wordsOf(reading.documentName).some((word) => /^(?:tickets?|issues?|bugs?|incidents?|jira)$/.test(word));
  // "Mark the laundry as done" to `complete_task({task})`: the to-do as the user wrote it ("laundry").
  if (reading.call && kind === "other" && TICKED_HEADS.has(head) && wordsOf(reading.documentName).some((word) => COMPLETING_WORDS.has(word))) {
    const checkedOff = checkedOffTaskOf(conversation.text);
    if (checkedOff !== undefined) return checkedOff;
  }
  // "Remind me to call mom" to `add_todo({item})`: a to-do's text, whatever its key (`item`, `task`, `text`), is titled as a task's.
  const toDoText = reading.call && TODO_TEXT_HEADS.has(head) && addsToDo(reading.documentName, reading.documentDescription);
  // "Create a task to review the PR due on Friday": a task's title is what it is to do.
  if (kind === "title" || ticketSummary || toDoText) {
    // "Mark milk as done" to a `complete_task`: the to-do as the user wrote it ("milk").
    const checkedOff = reading.call && wordsOf(reading.documentName).some((word) => COMPLETING_WORDS.has(word)) ? checkedOffTaskOf(conversation.text) : undefined;
    const title = (toDoText ? toDoOf(conversation.said, conversation.text) : undefined) ?? (reading.call ? addedToDoOf(conversation.text) : undefined) ?? namedTitleOf(conversation.text) ?? (reading.call ? (taskTitleOf(conversation.text) ?? checkedOff ?? eventTitleOf(conversation.text, !Object.keys(holder).some((name) => PEOPLE_FIELD.test(normalisedKey(name))))) : undefined);
    const subject = conversation.subject.replace(/^(?:the|a|an|my|our)\s+/i, "");
    return title ?? (ticketSummary && subject.length > 2 ? capitalized(subject) : undefined);
  }
  // An issue's `body` says what its quoted title says, not a sentence about "a GitHub issue".
  if (kind === "sentence" && ISSUE_BODY_HEADS.has(head) && ISSUE_PROMPT.test(conversation.lowerPrompt)) {
    const title = namedTitleOf(conversation.text);
    if (title !== undefined) return `${title.replace(/[.!?]+$/, "")}.`;
  }
  if (kind === "query") {
    if (NOT_SEARCH_HEADS.has(head)) return undefined;
    // "How do I reset my API key?" to `search_docs`: the short query of what is asked how to do ("reset API key", help-searches.ts).
    const help = reading.call && searchesHelp(reading.documentName, reading.documentDescription) ? helpQueryOf(conversation.text) : undefined;
    if (help !== undefined) return help;
    const query = ownThingsQuery(withoutSearchedSource(searchQueryOf(reading.prompt)), reading.documentName);
    // The size has its own field: "running shoes in size 10" searches for "running shoes".
    return reading.call && query !== undefined && Object.keys(holder).some((name) => normalisedKey(name) === "size") ? query.replace(SIZE_WRITTEN_IN_QUERY, "").trim() || query : query;
  }
  if (head === "cuisine") {
    const cuisine = cuisineIn(conversation.text);
    // The cuisine is the user's word: the next field that takes a word ("city") takes the one after it.
    if (cuisine !== undefined && reading.words[reading.wordsTaken]?.toLowerCase() === cuisine.toLowerCase()) reading.wordsTaken++;
    return cuisine ?? (optional ? OMIT : undefined);
  }
  // "Show me nearby coffee shops": a place search's `category` (`type`) is what is looked for, as written.
  if (reading.call && kind === "category") {
    const nearby = nearbyThingOf(conversation.text);
    if (nearby !== undefined) return nearby;
  }
  if (head === "genre") return genreIn(conversation.text) ?? (optional ? OMIT : undefined);
  if (ARTIST_HEADS.has(head)) return artistIn(conversation.text) ?? (optional ? OMIT : undefined);
  // "…from 9am to 5pm at the Hilton": an event's `location` (`venue`) is the place it is at, as written.
  if (reading.call && VENUE_HEADS.has(head) && (kind === "city" || kind === "place") && wordsOf(reading.documentName).some((word) => EVENT_TOOL_WORDS.has(singular(word)))) {
    const venue = venueOf(conversation.text);
    if (venue !== undefined) return venue;
  }
  // "Create a contact for Maria Lopez": an optional `company` the message names none for is left out.
  if (kind === "company" && optional && reading.wordsTaken >= reading.words.length) return OMIT;
  if (kind === "city" || kind === "place") {
    const city = knownCityAhead(reading) ?? placeAfterCuisine(reading);
    // "Schedule lunch with Sam on Friday": a call's optional `location` the message names none for is left out, not made up.
    return city ?? (optional && reading.wordsTaken >= reading.words.length ? OMIT : undefined);
  }
  if (reading.call && FILE_HEADS.has(head)) {
    const file = fileNameOf(conversation.text);
    if (file !== undefined) return file;
  }
  if (reading.call && (head === "flight" || normalised === "flightnumber" || normalised === "flightno")) {
    const flight = flightNumberOf(conversation.text);
    if (flight !== undefined) return flight;
  }
  // A field of unknown meaning takes the user's next word; with none left, an optional one is left
  // out, and a required one takes what the message asks the tool to act on ("Order a pizza" → "pizza").
  if (kind === "other" && reading.wordsTaken >= reading.words.length) {
    if (optional) return OMIT;
    if (reading.call && !reading.objectTaken) {
      const object = askedObjectOf(conversation.text);
      if (object !== undefined) {
        reading.objectTaken = true;
        return object;
      }
    }
  }
  return undefined;
}

/** A required contact of a logged call the message names no party for: no made-up person. */
const UNKNOWN_PARTY = "Unknown";
/** Words of a tool's name that say it converts or prices money: its `from` and `to` are currencies. */
const MONEY_TOOL_WORDS = /^(?:currency|currencies|exchange|fx|forex|money|rate|rates)$/;

/**
 * The currency a call's field takes from the message ("Convert 50 pounds to yen": `from` "GBP",
 * `to` "JPY"): a `currency` field, or a `from`/`to` of a tool about money or described as a
 * currency; the code or name its schema asks for. OMIT for an optional side the message names
 * no currency for; undefined when the field is no currency or the message names none.
 */
function currencyArgument(key: string, kind: Kind, node: Record<string, unknown> | undefined, reading: ArgumentReading): string | typeof OMIT | undefined {
  const words = wordsOf(key);
  const side = conversionSide(words);
  const described = typeof node?.description === "string" && /\bcurrenc/i.test(node.description.slice(0, 300));
  const isCurrency = kind === "currency" || words.includes("currency") || (side !== undefined && (described || wordsOf(reading.documentName).some((word) => MONEY_TOOL_WORDS.test(word))));
  if (!isCurrency || !namesCurrency(reading.conversation.text)) return undefined;
  const { from, to } = conversionOf(reading.conversation.text);
  const code = side === "to" ? to : from;
  return code === undefined ? undefined : currencyInForm(code, node);
}

/**
 * A city the mock knows, written after the user's next word when that word is not itself a
 * place the message puts something in ("Find Italian restaurants near me in Chicago": "Chicago",
 * not "Italian"); undefined to take the next word as it comes.
 */
function knownCityAhead(reading: ArgumentReading): string | undefined {
  const { words, conversation } = reading;
  const next = words[reading.wordsTaken];
  if (next === undefined || cityNamed(next)) return undefined;
  const at = conversation.text.indexOf(next);
  if (at >= 0 && PLACE_BEFORE.test(conversation.text.slice(Math.max(0, at - 12), at)) && !isCuisine(next)) return undefined;
  for (let i = reading.wordsTaken + 1; i < words.length; i++) {
    if (cityNamed(words[i]!)) {
      reading.wordsTaken = i + 1;
      return words[i];
    }
  }
  return undefined;
}

/** Words of a tool's name that say it searches or buys products. */
const SHOP_TOOL_WORDS: ReadonlySet<string> = new Set(["product", "products", "shop", "shopping", "store", "item", "items", "catalog", "cart", "order", "buy", "purchase", "clothing", "clothes", "shoes", "apparel", "search", "find"]);
/** A size as a shopper writes it: "size 10", "size M", "in a medium", "size 8.5". */
const SIZE_WRITTEN = /\bsize\s+(\d{1,2}(?:\.5)?|xxs|xs|s|m|l|xl|xxl|xxxl|small|medium|large|x-large)\b|\bin\s+(?:a\s+)?(small|medium|large|x-large)\b/i;
/** The size phrase a search query drops when the size has its own field. */
const SIZE_WRITTEN_IN_QUERY = /(?:,\s*|\s+)(?:in\s+)?(?:a\s+)?size\s+(?:\d{1,2}(?:\.5)?|xxs|xs|s|m|l|xl|xxl|xxxl|small|medium|large|x-large)\b/i;

/** The size a message writes, as a shop takes it ("size 10" → "10", "size m" → "M", "in a medium" → "medium"), or undefined. */
function sizeOf(text: string): string | undefined {
  const match = SIZE_WRITTEN.exec(text.slice(0, 400));
  if (match === null) return undefined;
  const size = (match[1] ?? match[2])!;
  return /^(?:xxs|xs|s|m|l|xl|xxl|xxxl)$/i.test(size) ? size.toUpperCase() : size.toLowerCase();
}

/** Names of a field that lists whom an event is with. */
const PEOPLE_FIELD = /attendee|participant|invitee|guest|people|member|with/;
/** A field description that asks for an email address. */
const EMAIL_DESCRIPTION_WORDS = /\be-?mail\b/i;
/** Names of the field that holds the text of a to-do a tool adds (`item`, `task`, `text`…). */
const TODO_TEXT_HEADS: ReadonlySet<string> = new Set(["item", "task", "todo", "text", "content", "description", "note", "entry"]);
/** A tool that adds to a to-do list, by its name and description: `add_todo`, `create_task` ("Add an item to the to-do list"); not a shopping list's `add_item`. */
function addsToDo(name: string, description: string | undefined): boolean {
  const words = wordsOf(name);
  const purpose = `${name} ${description ?? ""}`;
  return words.some((word) => /^(?:add|create|new|insert|append|make)$/.test(word)) && /to-?do|\btasks?\b|checklist/i.test(purpose) && !/shopping|grocer|cart/i.test(purpose);
}
/**
 * The to-do a message asks added: what it asks to be reminded of or to do ("Remind me to call mom" → "Call mom"),
 * or what "it" is in "I need to renew my passport, add it to my list" ("Renew passport").
 */
function toDoOf(said: string | undefined, text: string): string | undefined {
  if (said !== undefined && said.trim() !== "") return capitalized(said.trim());
  // "Add a note: buy flowers for mom", "New to-do - call the bank".
  const labelled = /^\s*(?:please\s+)?(?:add|new|create)\s+(?:a\s+)?(?:new\s+)?(?:note|item|task|to-?do|todo|reminder|entry)\s*[:\-–]\s*(.{2,120}?)\s*[.!]*\s*$/i.exec(text)?.[1];
  if (labelled !== undefined) return capitalized(labelled);
  const needed = /^\s*i\s+(?:need|have|want|must|should|gotta)\s+to\s+(.{2,80}?)\s*[,;.]\s*(?:please\s+)?(?:add|put)\s+(?:it|that|this)\s+(?:to|on)\s+(?:my|the)\b/i.exec(text)?.[1];
  return needed === undefined ? undefined : capitalized(needed.replace(/\b(?:my|the|our)\s+/gi, "").trim());
}
/** Names of the field that holds the to-do a tool ticks off (`task`, `todo`, `item`). */
const TICKED_HEADS: ReadonlySet<string> = new Set(["task", "todo", "item", "chore"]);
/** Words of a tool's name that say it ticks a to-do off: `complete_task`, `mark_done`, `check_off_item`. */
const COMPLETING_WORDS: ReadonlySet<string> = new Set(["complete", "completed", "done", "finish", "finished", "check", "tick", "mark"]);
/** Words just before a place a search is near or in: "near Union Square", "in Brooklyn". */
const NEAR_BEFORE = /\b(?:in|near|around|by|at)\s*$/i;
/** A search "near me" (or "nearby"), at no named place. */
const NEAR_ME = /\b(?:near\s+me|nearby|around\s+me|close\s+to\s+me|around\s+here|near\s+here)\b/i;

/**
 * When the user's next word is a cuisine ("the best rated Italian restaurant near Union Square"),
 * the place is the word written after "near"/"in", not the cuisine: "Union Square". With no place
 * written but "near me", a model writes "near me", never a made-up city; undefined otherwise.
 */
function placeAfterCuisine(reading: ArgumentReading): string | undefined {
  const { words, conversation } = reading;
  const next = words[reading.wordsTaken];
  if (next !== undefined && !isCuisine(next)) return undefined;
  for (let i = reading.wordsTaken + 1; i < words.length; i++) {
    const word = words[i]!;
    const at = conversation.text.indexOf(word);
    if (at >= 0 && !isCuisine(word) && NEAR_BEFORE.test(conversation.text.slice(Math.max(0, at - 12), at))) {
      reading.wordsTaken = i + 1;
      return word;
    }
  }
  if (NEAR_ME.test(conversation.text)) {
    // The cuisine is no place: the next field that takes a word ("cuisine") still has it.
    return "near me";
  }
  return undefined;
}

/** Names of an identifier field that may be written without a digit: a slug, a SKU, a code. */
const HANDLE_ID_HEADS: ReadonlySet<string> = new Set(["slug", "sku", "code", "handle"]);

/** Names of the field that holds the text to translate. */
const TRANSLATED_HEADS: ReadonlySet<string> = new Set(["text", "phrase", "sentence", "word", "content", "input", "query", "q", "string", "message", "source"]);
/** Names of a translation's languages that are no `language`: `to`, `target`, `from`, `source_lang`. */
const TRANSLATION_LANGUAGE_KEYS: ReadonlySet<string> = new Set(["to", "target", "tolang", "targetlang", "dest", "destlang", "from", "sourcelang", "fromlang", "lang"]);
/** Words of a language field's name that make it the language a text comes from. */
const SOURCE_WORDS = /^(?:source|from|original|input|src)$/;
/** Names of the field that holds what an image shows. */
const IMAGE_PROMPT_HEADS: ReadonlySet<string> = new Set(["prompt", "description", "text", "query", "input", "subject", "scene", "idea"]);
/** Words of a tool's name that say it makes images. */
const IMAGE_TOOL_WORDS = /^(?:image|images|picture|photo|draw|drawing|art|artwork|illustration|dalle|painting|logo|icon|sketch|render)$/;
/** Names of the field that holds a text the user dictates: a note's content, a comment, a post. */
const DICTATED_HEADS: ReadonlySet<string> = new Set(["content", "text", "note", "body", "message", "comment", "post", "tweet", "memo", "entry", "description", "detail"]);
/** Names of a field that holds a text to work on: a phrase the message quotes is it. */
const QUOTED_HEADS: ReadonlySet<string> = new Set(["text", "content", "input", "string", "sentence", "word", "phrase"]);
/** Words of a tool's name that say it works on files. */
/** Names of a file tool's field that holds what the file holds. */
const FILE_CONTENT_HEADS: ReadonlySet<string> = new Set(["content", "contents", "text", "data", "body"]);
const FILE_WORDS: ReadonlySet<string> = new Set(["file", "files", "document", "documents", "rename", "move", "copy"]);
/** Words of a file's name field that make it the name it gets ("new_name", "target_name"). */
const NEW_NAME_WORDS: ReadonlySet<string> = new Set(["new", "target", "to", "destination", "dest"]);
/** Names of an email's text. */
const EMAIL_BODY_HEADS: ReadonlySet<string> = new Set(["body", "content", "message", "text", "html"]);
/** Names of a field that holds why something is asked. */
const REASON_HEADS: ReadonlySet<string> = new Set(["reason", "cause", "rationale", "justification"]);
/** An ask to put an event on the calendar without an article: "Schedule lunch with Sarah", "Book dentist appointment". */
const EVENT_ASK = /^\s*(?:please\s+)?(?:schedule|book|add|set\s+up|plan|arrange|put)\s+(?!(?:a|an|the|my|some)\s)((?:[a-z-]+\s+)?(?:lunch|dinner|breakfast|brunch|coffee|drinks|meeting|call|appointment|interview|standup|sync|session|workshop|party|class|lesson|demo|catch-?up|workout|haircut|check-?up))\b/i;

/** The same ask with "a" or "an": "Book a meeting with Sarah", "set up a call with Tom and Ana". */
const EVENT_WITH_ARTICLE_ASK = new RegExp(EVENT_ASK.source.replace("(?!(?:a|an|the|my|some)\\s)", "(?:a|an)\\s+"), "i");

/**
 * The people an event is with, by name, just after it: " with Anna", " with Tom and Sara", " with
 * Anna, Ben and Cleo". Case-sensitive (names are capitalised), so "with the team" or "with my
 * manager" names nobody.
 */
const WITH_NAMED = /^\s+with\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?(?:(?:,\s*|,?\s+and\s+)\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)*)/u;
/** Capitalised words after "with" that are times or days, not people ("with Friday off"). */
const NOT_PEOPLE = /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Today|Tomorrow|Tonight|Zoom|Teams|Google|Slack)\b/;

/**
 * The title of an event a message schedules without an article, as a model writes it: "Schedule
 * lunch with Sarah on Friday" → "Lunch with Sarah", not "Schedule lunch" nor a bare "Lunch" that
 * loses whom it is with (the attendees field, where there is one, names them too); undefined for
 * any other message (its title comes from what the prompt is about: "Schedule a workshop" → "Workshop").
 */
function eventTitleOf(text: string, namesNoPeople = false): string | undefined {
  const bare = EVENT_ASK.exec(text.slice(0, 200));
  // "Book a meeting with Sarah on Friday": with an article, only whom it is with adds to the title the prompt's subject gives
  // ("Meeting"), when no other field names the people and the message gives no topic ("… about the Q3 roadmap").
  const asked = bare ?? (namesNoPeople && !/\babout\b/i.test(text.slice(0, 200)) ? EVENT_WITH_ARTICLE_ASK.exec(text.slice(0, 200)) : null);
  if (asked === null) return undefined;
  if (bare === null && !WITH_NAMED.test(text.slice(asked.index + asked[0].length, 200))) return undefined;
  const event = capitalized(asked[1]!.toLowerCase());
  const people = WITH_NAMED.exec(text.slice(asked.index + asked[0].length, 200))?.[1];
  return people === undefined || NOT_PEOPLE.test(people) ? event : `${event} with ${people}`;
}

/** A phone number as people write one: "+1 555 123 4567", "(415) 555-0142", "07700 900123"; seven digits or more, so no date or amount. */
const PHONE_NUMBER = /(?<![\w+])\+?\(?\d[\d\s().-]{5,18}\d(?![\w])/g;

/** The first phone number a message writes, as written, or undefined. A cheap digit-run check first. */
function phoneNumberOf(text: string): string | undefined {
  if (!/\d{3}/.test(text)) return undefined;
  for (const match of text.slice(0, 600).matchAll(PHONE_NUMBER)) {
    const digits = match[0].replace(/\D/g, "").length;
    // Not a date ("2026-03-12") nor a time span: a phone number has 7 to 15 digits and no ISO date's shape.
    if (digits >= 7 && digits <= 15 && !/^\d{4}-\d{2}-\d{2}$/.test(match[0])) return match[0].trim();
  }
  return undefined;
}

/** Names of a database tool's field that holds the SQL it runs. */
const SQL_HEADS: ReadonlySet<string> = new Set(["sql", "query", "statement", "q"]);
/** Names of a news tool's field that holds what the news is about. */
const NEWS_TOPIC_HEADS: ReadonlySet<string> = new Set(["topic", "subject", "keyword", "keywords", "category"]);
/** Names of a field that holds a room of a home. */
/** "5 miles to kilometers", "convert 100 °F into celsius", "2.5 cups in ml": a quantity, its unit and the unit it is converted to. */
const CONVERSION = /\b(\d+(?:[.,]\d+)?)\s*(°?\s?[a-z]+(?:\s+(?:fahrenheit|celsius|kelvin|ounces?|inches|inch|feet|foot|miles?|meters?|metres?))?)\s+(?:to|into|in)\s+(°?\s?[a-z]+(?:\s+(?:fahrenheit|celsius|ounces?|feet|inches))?)(?=\s*(?:[,.!?;]|$)|\s+(?:please|and|for)\b)/i;

/** "from checking to savings", "from my checking account into my savings account". */
const ACCOUNTS_MOVED = /\bfrom\s+(?:my\s+|the\s+|our\s+)?([\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+)??)(?:\s+account)?\s+(?:to|into)\s+(?:my\s+|the\s+|our\s+)?([\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+)??)(?:\s+account)?(?=\s*(?:[,.!?;]|$)|\s+(?:on|at|for|by|tomorrow|today|next|this|and|please)\b)/iu;

/** Names of a field that holds who a mail is from. */
const SENDER_KEYS: ReadonlySet<string> = new Set(["from", "sender", "fromemail", "senderemail", "fromaddress", "senderaddress"]);

/** Names of the field that says where an event is. */
const VENUE_HEADS: ReadonlySet<string> = new Set(["location", "venue", "place", "where"]);
/** "at the Hilton", "in Room 4B", "at Blue Bottle Coffee": a capitalised place after "at" or "in", up to the next part of the sentence. */
const VENUE = /\b(?:at|in)\s+(?:the\s+)?(\p{Lu}[\p{L}'’&.-]*(?:\s+(?:\p{Lu}|\d)[\p{L}\p{N}'’&.-]*)*)(?=\s+(?:on|at|from|to|for|with|tomorrow|today|tonight|next|this|and|by|until)\b|\s*[,.!?;]|\s*$)/u;
const NOT_VENUES = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|I|Noon|Midnight)\b/;

/** The place an event is at ("…at the Hilton" → "Hilton"), or undefined. */
function venueOf(text: string): string | undefined {
  const head = text.slice(0, 400);
  if (!/\b(?:at|in)\s/.test(head)) return undefined;
  for (const match of head.matchAll(new RegExp(VENUE.source, "gu"))) if (!NOT_VENUES.test(match[1]!)) return match[1];
  return undefined;
}

/** Names of the field that says which event a change is for (`reschedule_event({event, new_start})`). */
const EVENT_HEADS: ReadonlySet<string> = new Set(["event", "eventname", "eventtitle", "meeting", "meetingname", "meetingtitle", "appointment", "appointmentname", "eventdescription", "eventquery"]);
/** A `title` (`name`, `summary`) says which event, in a tool that changes events (`update_event`, `cancel_meeting`). */
const EVENT_TITLE_HEADS: ReadonlySet<string> = new Set(["title", "name", "summary", "subject"]);
const EVENT_TOOL_WORDS: ReadonlySet<string> = new Set(["event", "meeting", "appointment", "calendar"]);
const CHANGE_TOOL_WORDS: ReadonlySet<string> = new Set(["reschedule", "move", "update", "cancel", "delete", "remove", "edit", "change", "postpone", "shift"]);
const ROOM_HEADS: ReadonlySet<string> = new Set(["room", "area", "zone", "space"]);

/**
 * A text argument the message writes out for a tool call, by what the field holds: the phrase a
 * translation tool translates and its languages, what an image shows, a dictated note or
 * comment, an email's body made from the ask, a reason, a handle, a channel, a web address, a
 * room. Undefined when the message writes none for it (the other readers follow).
 */
function writtenTextFor(key: string, head: string, kind: Kind, holder: Record<string | number, unknown>, reading: ArgumentReading): string | undefined {
  const { conversation } = reading;
  const text = conversation.text;
  const normalised = normalisedKey(key);
  const toolWords = wordsOf(reading.documentName);
  // "Translate 'where is the station' to German" → {text: "where is the station", target_language: "German"}.
  if (asksTranslation(conversation.lowerPrompt) || toolWords.some((word) => word.startsWith("translat"))) {
    if (kind === "language" || TRANSLATION_LANGUAGE_KEYS.has(normalised)) {
      if (wordsOf(key).some((word) => SOURCE_WORDS.test(word))) return sourceLanguageOf(text);
      const target = targetLanguageOf(text);
      if (target !== undefined) return target;
      // "Translate 'bonjour tout le monde'": a phrase in another language, named nowhere, is put into English.
      const phrase = phraseToTranslate(text);
      if (phrase !== undefined && !readsAsEnglish(phrase)) return "English";
    }
    if (TRANSLATED_HEADS.has(head)) {
      const phrase = phraseToTranslate(text);
      if (phrase !== undefined) return phrase;
    }
  }
  if (!reading.call) return undefined;
  // "How many users signed up last week?": a database tool's `sql` (`query`) is the query that answers it.
  if (SQL_HEADS.has(head) && runsSql(toolWords)) {
    const sql = sqlFor(text);
    if (sql !== undefined) return sql;
  }
  // "Set the app language to French": a setting's language is the one named.
  if (kind === "language") return targetLanguageOf(text);
  if (kind === "url") return webAddressOf(text);
  if (kind === "username") return writtenHandleOf(text);
  if (head === "channel") return channelOf(text);
  if (ROOM_HEADS.has(head) || (kind === "place" && isHomeDeviceTool(toolWords))) return roomIn(text);
  // "Any news about Tesla today?": a news tool's `topic` is the thing the news is about ("Tesla").
  if (NEWS_TOPIC_HEADS.has(head) && toolWords.some((word) => /^(?:news|headlines?)$/.test(word))) {
    const topic = newsTopicOf(text);
    if (topic !== undefined) return topic;
  }
  if (REASON_HEADS.has(head)) return statedReasonOf(text);
  // "Convert 5 miles to kilometers": a conversion's units, as written.
  if (head === "unit" && CONVERSION.test(text)) {
    const [, , from, to] = CONVERSION.exec(text.slice(0, 300))!;
    const words = wordsOf(key);
    if (words.some((word) => /^(?:from|source|src|input|original)$/.test(word))) return from;
    if (words.some((word) => /^(?:to|target|dest|destination|output)$/.test(word))) return to;
  }
  // "Transfer 500 euros from checking to savings": the account money leaves, and the one it goes to.
  if (head === "account" && / from /i.test(text)) {
    const accounts = ACCOUNTS_MOVED.exec(text.slice(0, 300));
    const words = wordsOf(key);
    if (accounts !== null && words.some((word) => /^(?:from|source|src|origin|debit)$/.test(word))) return accounts[1];
    if (accounts !== null && words.some((word) => /^(?:to|destination|dest|target|credit)$/.test(word))) return accounts[2];
  }
  // "Move my dentist appointment to Thursday at 3pm": the event a change is made to, as the user calls it.
  if (EVENT_HEADS.has(normalised) || (EVENT_TITLE_HEADS.has(head) && toolWords.some((word) => EVENT_TOOL_WORDS.has(singular(word))) && toolWords.some((word) => CHANGE_TOOL_WORDS.has(word)))) {
    const event = changedThingOf(text);
    if (event !== undefined) return event;
  }
  if (IMAGE_PROMPT_HEADS.has(head) && toolWords.some((word) => IMAGE_TOOL_WORDS.test(word))) return imagePromptOf(text);
  // "Rename report.pdf to final-report.pdf": a file tool's old name is the first file named, its new name the second.
  if (head === "name" && toolWords.some((word) => FILE_WORDS.has(word))) {
    const files = fileNamesOf(text);
    const renamed = wordsOf(key).some((word) => NEW_NAME_WORDS.has(word)) ? files[1] : files[0];
    if (renamed !== undefined) return renamed;
  }
  // "Set my status to In a meeting": a setting's field takes the value it is set to.
  const setting = settingValueOf(text, wordsOf(key));
  if (setting !== undefined) return setting;
  // "Create a new file called notes.md": a file tool's content is the text quoted, else nothing when the ask gives none.
  if (FILE_CONTENT_HEADS.has(head) && toolWords.some((word) => word === "file" || word === "files")) {
    // "Create a file hello.py that prints hello": a program's content is the code that does it.
    const file = fileNamesOf(text)[0];
    const code = file === undefined ? undefined : fileContentOf(text, file);
    if (code !== undefined) return code;
    const quoted = quotedTextOf(text);
    if (quoted !== undefined) return quoted;
    if (!/\b(?:that|which|with|containing|saying|says|listing)\b|:/i.test(text)) return "";
  }
  if (DICTATED_HEADS.has(head) || (head === "summary" && logsCall(toolWords))) {
    const dictated = dictatedTextOf(text);
    if (dictated !== undefined) return dictated;
    // "…on the phone with Acme about the renewal, log it": a logged call's notes say what it was about.
    const discussed = logsCall(toolWords) ? callNotesOf(text) : undefined;
    if (discussed !== undefined) return discussed;
    // "Log an expense of $45 for lunch with a client": an expense's description is what the money went on.
    const spent = spentOnOf(text);
    if (spent !== undefined) return spent;
  }
  // "Check the spelling of 'recieve'": a tool's text is the phrase quoted.
  if (QUOTED_HEADS.has(head)) {
    const quoted = quotedTextOf(text);
    if (quoted !== undefined) return quoted;
  }
  // "Email my boss that I'll be late": the subject is what the email tells ("I'll be late"), not "Email boss".
  if (head === "subject" && conversation.said === undefined && toolWords.some((word) => /^(?:e?mail|gmail|outlook)$/.test(word))) {
    const subject = emailSubjectOf(text);
    if (subject !== undefined) return subject;
  }
  // "Email bob@example.com about moving the meeting": a body written from the ask; "saying hi" keeps its "Hi".
  if (EMAIL_BODY_HEADS.has(head) && conversation.said === undefined && toolWords.some((word) => /^(?:e?mail|gmail|outlook)$/.test(word))) {
    // "Email mom that …" greets "Hi Mom,"; "Email my boss that …" greets "Hi,".
    return emailBodyOf(text, reading.people[0]?.split(" ")[0] ?? (conversation.emails.length === 0 ? greetedRelationOf(text) : addresseesOf(holder, reading)));
  }
  return undefined;
}

/**
 * Whom a call's email greets, from the addresses it goes to: "Bob" (bob@…), "Alice and Bob",
 * "everyone" for three or more; undefined for a mailbox that is no person's (info@…). A list of
 * recipients holds every address the message sends to; a single `to` the one this call took.
 */
function addresseesOf(holder: Record<string | number, unknown>, reading: ArgumentReading): string | undefined {
  const emails = reading.conversation.emails;
  const listed = Object.entries(holder).some(([name, value]) => Array.isArray(value) && isRecipientKey(normalisedKey(name)));
  const addresses = listed ? recipientsFor("to", reading.conversation.text, emails) : [emails[Math.max(0, reading.emailsTaken - 1)]!];
  const names = addresses.map(nameOfAddress);
  if (names.length > 2) return "everyone";
  return names.every((name) => name !== undefined) ? names.join(" and ") || undefined : undefined;
}

/** Words of an identifier field's name that make it a code written as given (not a plain `id`, which the faker's may fill). */
const CODE_WORDS: ReadonlySet<string> = new Set(["code", "number", "no", "num", "nr", "reference", "ref", "coupon", "voucher", "promo", "serial", "tracking", "confirmation"]);

/** The identifiers each conversation writes, read once for all its documents. */
const IDS = new WeakMap<ConversationReading, WrittenId[]>();

/** The identifier the message writes that the id field `key` takes ("order #A-1029" → "A-1029"), or undefined to keep the faker's. */
export function writtenIdFor(key: string, conversation: ConversationReading, taken: Set<number>): string | undefined {
  let ids = IDS.get(conversation);
  if (ids === undefined) IDS.set(conversation, (ids = writtenIds(conversation.text)));
  const index = ids.length === 0 ? undefined : idFor(wordsOf(key), ids, taken);
  // "the post with slug hello-world", "coupon SAVE-NOW": an identifier written without a number.
  if (index === undefined) {
    const words = wordsOf(key);
    // "Update deal 17 amount to 5000": a `deal_id` is the number written after "deal", a thing no label names.
    const noun = words[words.length - 1] === "id" ? words.slice(0, -1).join(" ") : "";
    const after = noun === "" ? undefined : idAfterNoun(noun, conversation.text, conversation.lowerPrompt);
    if (after !== undefined) return after;
    if (HANDLE_ID_HEADS.has(words[words.length - 1] ?? "")) {
      const handle = writtenHandleOf(conversation.text);
      if (handle !== undefined) return handle;
    }
    // "Track my package 1Z999AA10123456784", "use promo 'SUMMER'": a code a model copies into `tracking_number`, `coupon`.
    return words.some((word) => CODE_WORDS.has(word)) ? writtenCodeOf(conversation.text) : undefined;
  }
  taken.add(index);
  return ids[index]!.id;
}

/**
 * The numbers the message writes as identifiers ("order 1234", "deal 17" of `update_deal`, "#42"),
 * which no amount or quantity of the call takes: "Update deal 17 amount to 5000" → `amount: 5000`.
 * `documentName` is the tool's name, whose words are the things its ids may follow.
 * @example writtenIdNumbers(new ConversationReading("Update deal 17 amount to 5000", []), "update_deal") // Set {17}
 */
export function writtenIdNumbers(conversation: ConversationReading, documentName: string): ReadonlySet<number> {
  const text = conversation.text;
  if (!/\d/.test(text)) return NO_NUMBERS;
  let ids = IDS.get(conversation);
  if (ids === undefined) IDS.set(conversation, (ids = writtenIds(text)));
  const written = ids.map((id) => id.id);
  // The things a tool's name names ("deal" of `update_deal`), not its verb: "Convert 100 USD" converts no id.
  for (const word of wordsOf(documentName)) {
    if (kindsOfVerb(word).length > 0) continue;
    const after = idAfterNoun(word, text, conversation.lowerPrompt);
    if (after !== undefined) written.push(after);
  }
  const numbers = new Set<number>();
  for (const id of written) if (/^\d+$/.test(id)) numbers.add(Number(id));
  return numbers;
}
const NO_NUMBERS: ReadonlySet<number> = new Set();

/**
 * How many results a search argument (`max_results`, `limit`, `top_k`) asks for: the count the
 * message gives ("top 3 results"), else 5 (a `count` keeps its own rule), within the schema's bounds.
 */
export function resultCountFromMessage(key: string, node: Record<string, unknown>, conversation: ConversationReading, numbersTaken: Set<number>, numbers: readonly number[]): number | undefined {
  const normalised = normalisedKey(key);
  if (!isResultCountKey(normalised)) return undefined;
  const asked = askedResultCount(conversation.text);
  if (asked !== undefined) {
    const at = numbers.findIndex((number, i) => number === asked && !numbersTaken.has(i));
    if (at >= 0) numbersTaken.add(at);
  }
  // A `limit` may be a budget's ("Set my limit to 500"): it takes 5 only when the message writes no number.
  const count = asked ?? (normalised === "count" || normalised === "n" || (!isResultsKey(normalised) && numbers.length > 0) ? undefined : DEFAULT_RESULT_COUNT);
  if (count === undefined) return undefined;
  const min = typeof node.minimum === "number" ? node.minimum : -Infinity;
  const max = typeof node.maximum === "number" ? node.maximum : Infinity;
  return Math.min(Math.max(count, min), max);
}

/** Names of a field that holds what a message says. */
const SAID_HEADS: ReadonlySet<string> = new Set(["message", "text", "body", "content", "msg"]);

/** Names of a number that counts a die's sides. */
const DIE_SIDE_KEYS: ReadonlySet<string> = new Set(["sides", "side", "faces", "numsides", "numberofsides", "dicesides", "diesides", "sidecount"]);

/**
 * How many sides a die's `sides` (`faces`, `num_sides`) has: the ones the message writes ("roll
 * 2d6" → 6, "a 20-sided die" → 20), else 6; undefined for other numbers or a message about no die.
 */
export function dieSidesFromMessage(key: string, conversation: ConversationReading, numbersTaken: Set<number>, numbers: readonly number[]): number | undefined {
  if (!DIE_SIDE_KEYS.has(normalisedKey(key))) return undefined;
  const sides = dieSidesOf(conversation.text);
  if (sides === undefined) return undefined;
  // The sides written are this field's: a `count` beside it takes the dice of "2d6", not the 6.
  const at = numbers.findIndex((number, i) => number === sides && !numbersTaken.has(i));
  if (at >= 0) numbersTaken.add(at);
  return sides;
}

/**
 * A tool call's boolean `dark_mode`, `notifications_enabled`: on or off as the message turns it
 * ("Enable dark mode" → true, "Turn off notifications" → false); OMIT for an optional one the
 * message does not name (a model sets only what is asked); undefined to keep the faker's.
 */
export function switchFromMessage(key: string, optional: boolean, conversation: ConversationReading): boolean | typeof OMIT | undefined {
  // `is_spam`, `has_errors`: a yes/no judgement of the message (judgements.ts), not a switch.
  if (JUDGED.test(key)) return undefined;
  const words = wordsOf(key).filter((word) => !SWITCH_WORDS.has(word));
  const switched = switchedIn(conversation.lowerPrompt, words.map((word) => singular(word)));
  return switched ?? (optional ? OMIT : undefined);
}

/** Words of a boolean's name that say it is a switch, not what it switches: `notifications_enabled`, `is_public`. */
const SWITCH_WORDS: ReadonlySet<string> = new Set(["enabled", "enable", "use", "allow", "active", "on"]);
/** A boolean named as a question about the message (`is_spam`, `hasErrors`, `should_escalate`, `flagged`). */
const JUDGED = /^(?:is|has|have|should|can|was|were|does|needs?|contains?)(?:[_A-Z-]|$)|^flagged$/;

/** Names of the field that describes an issue. */
const ISSUE_BODY_HEADS: ReadonlySet<string> = new Set(["body", "description", "content", "text", "detail"]);
/** A message about an issue, a bug, a ticket or a pull request. */
const ISSUE_PROMPT = /\b(?:issues?|bugs?|tickets?|pull requests?|prs?)\b/;

/** Names of a list of an issue's labels. */
const LABEL_KEYS: ReadonlySet<string> = new Set(["labels", "label", "issuelabels", "tags"]);

/**
 * An issue's labels (`labels` of a tool about an issue, a bug or a ticket): the one its words
 * call for ("broken" → ["bug"]), OMIT for an optional list when none is called for, undefined
 * for other lists or prompts.
 */
export function issueLabelsFor(key: string, optional: boolean, conversation: ConversationReading): string[] | typeof OMIT | undefined {
  if (!LABEL_KEYS.has(normalisedKey(key)) || !ISSUE_PROMPT.test(conversation.lowerPrompt)) return undefined;
  const labels = issueLabelsOf(conversation.text);
  return labels.length > 0 ? labels : optional ? OMIT : undefined;
}
