/**
 * The request body seam: a transport hands the core one `BodySource` (built here from bytes, or
 * from the text pieces a socket delivered), and the core and handlers read it through views:
 * text, parsed JSON, and the bytes of a base64 string of it. How those views are made fast (the
 * long-literal reader that keeps a megabyte of base64 out of JSON.parse, `PieceText` that reads
 * pieces without joining them, the base64 decoder that decodes them piece by piece) lives in
 * this folder behind this one entry; nothing outside it names them.
 */
import { describeBadJson } from "./json-text.ts";
import { decodeBase64 } from "./base64.ts";
import { LONG_LITERAL_CHARS, parseWithLongLiterals, type DecodedBase64 } from "./long-literals.ts";


/** What a transport knows of a body: its size, its bytes, and maybe its text in pieces. */
export interface RawBody {
  readonly byteLength: number;
  /** The bytes, joined on first use by the transport. */
  bytes(): Uint8Array;
  /**
   * The body's text in the pieces it arrived in, when the transport can give it cheaper than
   * decoding the bytes (node:http: an ASCII body, one latin1 string per socket read); undefined:
   * the text is the bytes decoded as UTF-8.
   */
  pieces?(): readonly string[] | undefined;
  /** Lets go of what the transport holds. */
  release?(): void;
}

/** A parsed JSON body, or what is wrong with it (one sentence for a 400). */
export type ParsedBody = { value: unknown } | { problem: string };

/** A base64 string's data URI head ("" without one) and its bytes. */
export interface Base64Bytes {
  head: string;
  bytes: Uint8Array;
}

/** A request body and its views. */
export interface BodySource {
  readonly byteLength: number;
  bytes(): Uint8Array;
  /** The body as text (UTF-8), or undefined when it is not UTF-8. */
  text(): string | undefined;
  /** The body parsed as JSON, once. */
  json(): ParsedBody;
  /**
   * The bytes of a base64 string (behind an optional data URI head) of the parsed body, or
   * undefined when it is not canonical base64. A long literal the JSON reader already decoded
   * is handed over without reading a character of it (which would make V8 join the pieces).
   */
  base64(value: string): Base64Bytes | undefined;
  release(): void;
}

/** A body of bytes (MSW, tests, the control surface). */
export function bodyFromBytes(bytes: Uint8Array): BodySource {
  return new Body({ byteLength: bytes.byteLength, bytes: () => bytes });
}

/** A body as a transport holds it (see RawBody). */
export function bodyFrom(raw: RawBody): BodySource {
  return new Body(raw);
}

/** More pieces than this (a body of a megabyte in reads of under 256 bytes) are read joined. */
const MAX_PIECES = 4096;

// Stateless between calls (no `stream` option), so one decoder serves every request.
const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** A data URI's head (RFC 2397), as the long-literal reader reads it. */
const DATA_URI_HEAD = /^data:[\x20-\x2b\x2d-\x7e]{0,200};base64,/;

const NONE_DECODED: readonly DecodedBase64[] = Object.freeze([]);

class Body implements BodySource {
  #text: string | undefined | null = null;
  #parsed: ParsedBody | undefined;
  #decoded: readonly DecodedBase64[] = NONE_DECODED;

  constructor(private readonly raw: RawBody) {}

  get byteLength(): number {
    return this.raw.byteLength;
  }

  bytes(): Uint8Array {
    return this.raw.bytes();
  }

  text(): string | undefined {
    if (this.#text === null) {
      const pieces = this.raw.pieces?.();
      if (pieces) {
        // A rope of the pieces: V8 joins it only when something reads its characters.
        let text = "";
        for (const piece of pieces) text += piece;
        this.#text = text;
      } else {
        try {
          this.#text = UTF8.decode(this.raw.bytes());
        } catch {
          this.#text = undefined;
        }
      }
    }
    return this.#text;
  }

  json(): ParsedBody {
    if (this.#parsed) return this.#parsed;
    const text = this.text();
    if (text === undefined) return (this.#parsed = { problem: "The request body is not valid UTF-8." });
    const pieces = this.raw.pieces?.();
    // A long base64 literal is cut out of JSON.parse's way; the reader declines anything else.
    const fast =
      text.length >= LONG_LITERAL_CHARS
        ? parseWithLongLiterals(pieces !== undefined && pieces.length > 1 && pieces.length <= MAX_PIECES ? pieces : text)
        : undefined;
    if (fast) {
      this.#decoded = fast.decoded;
      return (this.#parsed = { value: fast.value });
    }
    try {
      return (this.#parsed = { value: JSON.parse(text) });
    } catch {
      // Where and why, as for a config file: JSON.parse names no place for most mistakes.
      return (this.#parsed = { problem: `The request body is not valid JSON: ${describeBadJson(text, "it").replace(/^not JSON:? /, "")}` });
    }
  }

  base64(value: string): Base64Bytes | undefined {
    // The body's own string matches at once (V8 compares the pointer first); equal base64 text
    // by length first, then one native comparison: no decoding.
    for (const known of this.#decoded) if (Object.is(known.literal, value)) return known;
    for (const known of this.#decoded) if (known.base64 === value) return { head: "", bytes: known.bytes };
    const head = value.startsWith("data:") ? DATA_URI_HEAD.exec(value.slice(0, 256))?.[0] : "";
    if (head === undefined) return undefined;
    const bytes = decodeBase64(head === "" ? value : value.slice(head.length));
    return bytes && { head, bytes };
  }

  release(): void {
    this.raw.release?.();
    this.#text = undefined;
    this.#decoded = NONE_DECODED;
  }
}
