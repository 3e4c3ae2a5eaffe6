/**
 * The place a user said they are in, earlier in the chat: "I live in Berlin.", "I'm in Paris
 * this week", "I'm based in Austin". A model remembers it: "Do I need a jacket today?" two turns
 * later asks the weather in Berlin, and its `get_weather` call says so, where the last message
 * names no place.
 *
 * Only what the user says of themselves, in their own messages: "My sister lives in Rome", "Paris
 * is lovely" and the assistant's words name no place the user is in. The latest such sentence
 * wins ("I was in Rome, now I'm in Paris" reads Paris last). A cheap check ("in " and an "I")
 * comes first, so conversations that state nothing pay almost nothing.
 */
import type { components } from "../../generated/api.d.ts";
import { messageText } from "./message-text.ts";

type RequestMessage = components["schemas"]["ChatMessage"];

/**
 * "I live in Berlin", "I'm in Paris", "I am staying in New York", "I'm based in Austin", "I've
 * moved to Lisbon", "we're in Tokyo": the user (or their party) and where they are, then the
 * place as written, capitalised, up to three words. Not "at" ("I'm at Google" is a workplace),
 * nor where they go ("I'm going to Rome" is a trip).
 */
const STATED = /\b(?:[Ii]['’]?m|[Ii]\s+am|[Ww]e['’]?re|[Ww]e\s+are|[Ii]\s+(?:live|stay|reside)|[Ww]e\s+(?:live|stay)|[Ii]['’]?ve\s+(?:just\s+)?moved|[Ii]\s+(?:just\s+)?moved)\s+(?:(?:currently|now|still|right\s+now|based|living|staying|visiting|travell?ing|working|spending\s+the\s+(?:week|weekend|day))\s+)?(?:in|to|near|around|visiting)\s+(\p{Lu}[\p{L}'’.-]+(?:[ -](?:de\s|del\s|la\s|le\s|am\s|upon\s|on\s)?\p{Lu}[\p{L}'’.-]+){0,2})/u;

/** Capitalised words that are no place: "I'm in Love", "I'm in Marketing", "I'm in Grade 5", a day or a month. */
const NOT_PLACES = /^(?:Love|Work|School|Home|Bed|Class|Church|Town|Trouble|Charge|Marketing|Sales|Engineering|Finance|Accounting|Support|Design|Product|Operations|HR|IT|Grade|Year|College|High|Middle|Kindergarten|Recovery|Quarantine|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|The|A|An)$/;

/** Most characters of a message read, and most earlier user messages read. */
const MAX_CHARS = 2000;
const MAX_MESSAGES = 12;

/**
 * The place the user said they are in, in a user message before the last one, or undefined.
 * @example placeStatedByUser([{ role: "user", content: "I live in Berlin." }, { role: "assistant", content: "Nice!" }, { role: "user", content: "Do I need a jacket today?" }]) // "Berlin"
 */
export function placeStatedByUser(messages: readonly RequestMessage[]): string | undefined {
  let last = messages.length - 1;
  while (last >= 0 && messages[last]!.role !== "user") last--;
  let read = 0;
  for (let i = last - 1; i >= 0 && read < MAX_MESSAGES; i--) {
    const message = messages[i]!;
    if (message.role !== "user") continue;
    read++;
    const text = textOf(message).slice(0, MAX_CHARS);
    if (!text.includes("in ") && !text.includes("to ") && !text.includes("near ") && !text.includes("visiting ")) continue;
    const place = statedIn(text);
    if (place !== undefined) return place;
  }
  return undefined;
}

/** The last place a text says the user is in. */
function statedIn(text: string): string | undefined {
  let found: string | undefined;
  for (const sentence of text.split(/(?<=[.!?;])\s+|\n+|,\s*(?:but|and|now)\s+/)) {
    const match = STATED.exec(sentence);
    const place = match?.[1]?.replace(/[.'’]+$/, "");
    if (place !== undefined && !NOT_PLACES.test(place.split(" ")[0]!)) found = place;
  }
  return found;
}

const textOf: (message: RequestMessage) => string = messageText;
