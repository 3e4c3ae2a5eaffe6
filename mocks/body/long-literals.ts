/**
 * JSON.parse without walking the megabyte. Binary in JSON travels as base64 (an OCR image, a
 * data URI), one string literal that is nearly the whole body; JSON.parse scans and copies it
 * character by character, which on a 1.4 MB OCR body cost more than everything else the mock
 * does for that request together. Such a literal is cut out before parsing and put back as a
 * slice of the text (no copy), so JSON.parse only reads the small rest.
 *
 * The result is exactly JSON.parse's, or the reader declines (undefined) and the caller uses
 * JSON.parse: a literal is cut only when it is proved legal JSON without reading it character
 * by character, that is when it has no escape (one native search for a backslash) and is
 * canonical base64, optionally behind a data URI prefix (the base64 decoder, native and many
 * times faster than a scan for control characters, which base64 cannot contain). Anything
 * unusual (too many tokens before the end, a `__proto__` key, an unterminated string) declines.
 * The bytes that proof decoded are handed on, so the handler does not decode the megabyte again.
 *
 * The text may also come as the pieces it arrived in (`PieceText`): then it is read without
 * being joined, the base64 is decoded piece by piece, and a cut literal is put back as a rope of
 * slices of the pieces, which V8 joins only if something reads its characters.
 */
import { decodeBase64, decodeBase64Parts } from "./base64.ts";
import { PieceText } from "./piece-text.ts";

/** Literals shorter than this are left to JSON.parse: cutting them saves less than it costs. */
export const LONG_LITERAL_CHARS = 64 * 1024;

/**
 * The reader gives up after this many steps (a token, an escape, a character between tokens):
 * a body of many small values is JSON.parse's job, and the reader's own cost stays bounded.
 */
const MAX_STEPS = 16_384;

/** A data URI's head (RFC 2397, `data:<media type>[;parameters];base64,`), printable ASCII only. */
const DATA_URI_HEAD = /^data:[\x20-\x2b\x2d-\x7e]{0,200};base64,/;

/** A long base64 literal of the body, as read: its value, its data URI head, its base64 and bytes. */
export interface DecodedBase64 {
  /** The string value in the parsed body (the very string: compare with ===). */
  literal: string;
  /** The data URI head before the base64 (`data:…;base64,`), or "". */
  head: string;
  /** The literal after its head. */
  base64: string;
  bytes: Uint8Array;
}

/** The text the reader reads: one string, or pieces read as one. */
type Text = string | PieceText;

/** A parsed body and the base64 its reader decoded on the way. */
export interface ParsedWithLongLiterals {
  value: unknown;
  decoded: DecodedBase64[];
}

/** A string literal cut out of the text: its content [start, end) and where it sits in the value. */
interface Cut {
  start: number;
  end: number;
  path: (string | number)[];
  /**
   * A later duplicate key took its place, in its own object or in any object around it
   * (JSON.parse keeps the last value of a key, and with it everything inside).
   */
  superseded: boolean;
}

/** An object or array being read, with the position in it. */
interface Frame {
  object: boolean;
  /** Where this container sits in its parent. */
  at: string | number;
  /** The key last read, in an object. */
  key: string;
  /** Index of the next item, in an array. */
  index: number;
  expectKey: boolean;
  /** Cuts anywhere under each key of this object, so a later duplicate key can supersede them. */
  cutsUnder?: Map<string, Cut[]>;
  /** Cuts anywhere inside this container, handed to its parent when it closes. */
  cutsInside?: Cut[];
}

/**
 * The parsed value of JSON text with long base64 literals kept as slices of the text, or
 * undefined when this reader declines (the caller then uses JSON.parse, which also gives the
 * error message for malformed text).
 * `minChars` is for tests, which make short literals count as long.
 * @example parseWithLongLiterals(`{"image_base64":"${"QUJD".repeat(20000)}"}`)
 * // { value: { image_base64: "QUJD…" }, decoded: [{ base64: "QUJD…", bytes: <Buffer 41 42 43 …> }] }
 */
export function parseWithLongLiterals(source: string | readonly string[], minChars = LONG_LITERAL_CHARS): ParsedWithLongLiterals | undefined {
  const text: Text = typeof source === "string" ? source : new PieceText(source);
  const cuts = findLongLiterals(text, minChars);
  if (cuts === undefined || cuts.length === 0) return undefined;
  let skeleton = "";
  let from = 0;
  for (const cut of cuts) {
    // Up to and with the opening quote, then on from the closing one: the literal becomes "".
    skeleton += text.slice(from, cut.start);
    from = cut.end;
  }
  skeleton += text.slice(from);
  // The small rest first: malformed text costs no decoding before JSON.parse names its fault.
  let value: unknown;
  try {
    value = JSON.parse(skeleton);
  } catch {
    return undefined;
  }
  // Every cut literal is proved, a superseded one too: it is still part of the text.
  const decoded: DecodedBase64[] = [];
  for (const cut of cuts) {
    const base64 = decodedLiteral(text, cut);
    if (!base64) return undefined;
    decoded.push(base64);
  }
  for (const [k, cut] of cuts.entries()) {
    if (!cut.superseded && !putBack(value, cut.path, decoded[k]!.literal)) return undefined;
  }
  return { value, decoded };
}

/**
 * A cut literal's base64 and its bytes when it is canonical base64 behind an optional data URI
 * head, which proves it legal unescaped JSON string content (see the header); else undefined.
 */
function decodedLiteral(text: Text, cut: Cut): DecodedBase64 | undefined {
  let start = cut.start;
  let head = "";
  if (text.startsWith("data:", start)) {
    const found = DATA_URI_HEAD.exec(text.slice(start, start + 256));
    if (!found) return undefined;
    head = found[0];
    start += head.length;
  }
  const base64 = text.slice(start, cut.end);
  const bytes = typeof text === "string" ? decodeBase64(base64) : decodeBase64Parts(text.parts(start, cut.end));
  if (!bytes) return undefined;
  // One string for both when there is no head, so a handler finds either by identity.
  return { literal: head === "" ? base64 : text.slice(cut.start, cut.end), head, base64, bytes };
}

/**
 * Puts a literal back where the skeleton's "" stands for it; false (the reader declines) when
 * that place is not there, which the supersede bookkeeping rules out: a guard, so that a slip
 * in it would cost speed, never a wrong body or a throw.
 */
function putBack(root: unknown, path: (string | number)[], literal: string): boolean {
  let container = root;
  for (let i = 0; i < path.length - 1; i++) {
    if (container === null || typeof container !== "object") return false;
    container = (container as Record<string | number, unknown>)[path[i]!];
  }
  if (container === null || typeof container !== "object") return false;
  const slot = path[path.length - 1]!;
  if ((container as Record<string | number, unknown>)[slot] !== "") return false;
  (container as Record<string | number, unknown>)[slot] = literal;
  return true;
}

const SPACE = 0x20;
const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const QUOTE = 0x22;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * The long escape-free string values of JSON text, with their paths, or undefined to decline.
 * Only the structure is followed (strings are skipped with native searches); whether the text
 * is well-formed is left to JSON.parse of the rest.
 */
function findLongLiterals(text: Text, minChars: number): Cut[] | undefined {
  const cuts: Cut[] = [];
  const frames: Frame[] = [];
  // The next quote and the next backslash at or after a position, searched again only once
  // passed: a search per string would rescan the text up to a far-away match every time.
  let quote = -2;
  let backslash = -2;
  let steps = 0;
  let i = 0;
  const length = text.length;
  while (i < length) {
    if (++steps > MAX_STEPS) return undefined;
    const c = text.charCodeAt(i);
    if (c === SPACE || c === LF || c === CR || c === TAB || c === COLON) {
      i++;
      continue;
    }
    const frame = frames[frames.length - 1];
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      frames.push({ object: c === OPEN_BRACE, at: frame ? slotOf(frame) : "", key: "", index: 0, expectKey: c === OPEN_BRACE });
      i++;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      const closed = frames.pop();
      const parent = frames[frames.length - 1];
      if (closed?.cutsInside && parent) for (const cut of closed.cutsInside) noteCut(parent, cut);
      i++;
    } else if (c === COMMA) {
      if (frame?.object) frame.expectKey = true;
      else if (frame) frame.index++;
      i++;
    } else if (c === QUOTE) {
      // The closing quote: the first one not escaped by a backslash.
      let from = i + 1;
      let escaped = false;
      for (;;) {
        if (quote !== -1 && quote < from) quote = text.indexOf('"', from);
        if (quote === -1) return undefined;
        if (backslash !== -1 && backslash < from) backslash = text.indexOf("\\", from);
        if (backslash === -1 || backslash > quote) break;
        if (++steps > MAX_STEPS) return undefined;
        escaped = true;
        from = backslash + 2;
      }
      const end = quote;
      if (frame?.object && frame.expectKey) {
        const key = escaped ? keyOf(text.slice(i, end + 1)) : text.slice(i + 1, end);
        if (key === undefined || key === "__proto__") return undefined;
        frame.key = key;
        frame.expectKey = false;
        const earlier = frame.cutsUnder?.get(key);
        if (earlier) {
          for (const cut of earlier) cut.superseded = true;
          frame.cutsUnder!.delete(key);
        }
      } else if (!escaped && end - i - 1 >= minChars) {
        // A bare top-level string has nothing to be put back into.
        if (!frame) return undefined;
        const cut: Cut = { start: i + 1, end, path: [...frames.slice(1).map((f) => f.at), slotOf(frame)], superseded: false };
        noteCut(frame, cut);
        cuts.push(cut);
      }
      i = end + 1;
    } else {
      // A number, true, false or null (or garbage JSON.parse will name): up to the next delimiter.
      i++;
      while (i < length) {
        const d = text.charCodeAt(i);
        if (d === COMMA || d === CLOSE_BRACE || d === CLOSE_BRACKET || d === SPACE || d === LF || d === CR || d === TAB || d === COLON) break;
        if (++steps > MAX_STEPS) return undefined;
        i++;
      }
    }
  }
  return cuts;
}

/** An escaped key's text, or undefined for a bad escape (JSON.parse of the whole names it). */
function keyOf(literal: string): string | undefined {
  try {
    return JSON.parse(literal) as string;
  } catch {
    return undefined;
  }
}

/** Records a cut as inside a container, and under the key it is read at if an object. */
function noteCut(frame: Frame, cut: Cut): void {
  (frame.cutsInside ??= []).push(cut);
  if (!frame.object) return;
  const under = (frame.cutsUnder ??= new Map());
  const list = under.get(frame.key);
  if (list) list.push(cut);
  else under.set(frame.key, [cut]);
}

/** The key or index the next value of a container goes under. */
function slotOf(frame: Frame): string | number {
  return frame.object ? frame.key : frame.index;
}
