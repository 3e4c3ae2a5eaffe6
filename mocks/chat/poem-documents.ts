/**
 * A structured output's verse: "Write a haiku about autumn" with `{title, lines: string[]}` gets
 * the haiku the chat writes (haikus.ts: "Autumn wind, red leaves" / "the old maple lets go of" /
 * "one more summer day"), "Write a poem about the ocean" with `{title, poem}` the chat's quatrains
 * (poems.ts), not the faker's `["", "GSw09ITz", "p"]`. A haiku is three lines however long the
 * faker made the list; a poem's `lines` are its lines, a `stanzas` list its quatrains, a text
 * field all of it.
 *
 * Runs on the finished document's top-level fields when the prompt asks for a haiku or a poem;
 * each change is kept only where the caller's schema accepts it.
 */
import { hashSeed, seededRandom } from "../data/random.ts";
import { haikuAbout } from "./haikus.ts";
import { poemAbout } from "./poems.ts";

type Json = Record<string, unknown>;

/** "Write a haiku about autumn", "a poem on the sea", "haiku for my coffee": the form and its subject. */
const VERSE_ASK = /\b(haikus?|poems?)\b(?:\s+\w+){0,2}?\s+(?:about|on|for|of)\s+(?:the\s+|a\s+|an\s+|my\s+|our\s+)?([^.?!,;:\n"]{1,40}?)\s*(?=$|[.?!,;:\n"]|\s+(?:in|as|with|using|that|which)\b)/i;

/** Field names that hold the verse: its lines, its stanzas, or all of it as text. */
const LINE_KEYS = new Set(["lines", "verses", "haiku", "poem", "verse", "content", "text", "body"]);
const STANZA_KEYS = new Set(["stanzas"]);

/**
 * The document with the verse the prompt asks for in its verse fields, or the document itself.
 * @example withVerse({ title: "Autumn", lines: ["", "x", "p"] }, "Write a haiku about autumn", () => true)
 * // { title: "Autumn", lines: ["Autumn wind, red leaves", "the old maple lets go of", "one more summer day"] } (or the other autumn haiku)
 */
export function withVerse(document: unknown, text: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const lower = text.slice(0, 400);
  if (!/haiku|poem/i.test(lower)) return document;
  const asked = VERSE_ASK.exec(lower);
  if (!asked) return document;
  const haiku = /^haiku/i.test(asked[1]!);
  const subject = asked[2]!.trim().toLowerCase();
  const random = seededRandom(hashSeed("verse", text));
  const stanzas = haiku ? [haikuAbout(subject, random).join("\n")] : [...poemAbout(subject.split(/\s+/).at(-1)!, subject, random)];
  const lines = stanzas.flatMap((stanza) => stanza.split("\n")).map((line) => line.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()));
  const written = { ...(document as Json) };
  let changed = false;
  for (const key of Object.keys(written)) {
    const word = key.toLowerCase().replace(/[^a-z]/g, "");
    const before = written[key];
    const value = STANZA_KEYS.has(word) && Array.isArray(before) ? stanzas : LINE_KEYS.has(word) ? (Array.isArray(before) ? lines : typeof before === "string" ? lines.join("\n") : undefined) : undefined;
    if (value === undefined) continue;
    written[key] = value;
    if (validate(written)) changed = true;
    else written[key] = before;
  }
  return changed ? written : document;
}
