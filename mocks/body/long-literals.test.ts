import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { piecesOf } from "../../test/support/pieces.ts";
import { parseWithLongLiterals } from "./long-literals.ts";

/** Literals of at least 8 characters count as long here, so short texts exercise every path. */
const MIN = 8;
const parse = (text: string) => parseWithLongLiterals(text, MIN);

/** JSON.parse's verdict: the value, or the fact that it throws. */
function jsonParse(text: string): { value: unknown } | "throws" {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return "throws";
  }
}

const base64 = fc.uint8Array({ minLength: 6, maxLength: 40 }).map((bytes) => Buffer.from(bytes).toString("base64"));
const dataUri = fc.tuple(fc.constantFrom("image/png", "image/jpeg", "application/octet-stream"), base64).map(([type, b64]) => `data:${type};base64,${b64}`);
/** JSON values with base64 and data URIs mixed in, as keys and values, at any depth. */
const { value: jsonWithBase64 } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.oneof(base64, dataUri, fc.string(), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null)),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom("a", "b", "image_base64", 'q"uo\\te')), tie("value"), { maxKeys: 4 }),
  ),
}));
/**
 * JSON text whose objects may repeat a key (JSON.stringify never writes one): a key from a
 * small set, so repeats around and inside the long literals are common.
 */
const { text: jsonTextWithRepeatedKeys } = fc.letrec((tie) => ({
  text: fc.oneof(
    { depthSize: "small" },
    fc.oneof(base64, dataUri, fc.string({ maxLength: 4 }), fc.integer()).map((v) => JSON.stringify(v)),
    fc.array(tie("text"), { maxLength: 3 }).map((items) => `[${items.join(",")}]`),
    fc
      .array(fc.tuple(fc.constantFrom("a", "b", ""), tie("text")), { maxLength: 4 })
      .map((pairs) => `{${pairs.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`),
  ),
}));

/** What JSON allows between tokens. */
const whitespace = fc.constantFrom(0, 2, "\t");

describe("the long-literal JSON reader", () => {
  /**
   * The reader against JSON.parse on every text drawn: it declines where JSON.parse throws, and
   * where it answers it gives JSON.parse's value. It must answer in at least `minAnswered` of
   * the runs, or the property says nothing about the reader.
   */
  function agreesWithJsonParse(texts: fc.Arbitrary<string>, numRuns: number, minAnswered: number): void {
    let answered = 0;
    fc.assert(
      fc.property(texts, fc.array(fc.nat(), { maxLength: 8 }), (text, cuts) => {
        const expected = jsonParse(text);
        const read = parse(text);
        if (expected === "throws") expect(read).toBeUndefined();
        else if (read !== undefined) {
          answered++;
          expect(read.value).toEqual(expected.value);
        }
        // The same text in pieces, as a socket hands it over: the same verdict, value and bytes.
        const inPieces = parseWithLongLiterals(piecesOf(text, cuts), MIN);
        expect(inPieces === undefined).toBe(read === undefined);
        if (read !== undefined && inPieces !== undefined) {
          expect(inPieces.value).toEqual(read.value);
          expect(inPieces.decoded.map((d) => [d.head, d.base64, Buffer.from(d.bytes)])).toEqual(read.decoded.map((d) => [d.head, d.base64, Buffer.from(d.bytes)]));
        }
      }),
      { numRuns },
    );
    expect(answered).toBeGreaterThan(minAnswered);
  }

  it("gives exactly JSON.parse's value whenever it answers, on any JSON with base64 in it", () => {
    agreesWithJsonParse(
      fc.tuple(jsonWithBase64, whitespace).map(([value, indent]) => JSON.stringify(value, null, indent)),
      3000,
      300,
    );
  });

  it("never answers where JSON.parse throws, and agrees with it on text cut and spliced at random", () => {
    const wellFormed = fc.oneof(
      jsonWithBase64.map((value) => JSON.stringify({ first: value, image_base64: "QUJDREVGR0hJ", last: [value] })),
      jsonTextWithRepeatedKeys,
    );
    const mangled = fc.tuple(wellFormed, fc.nat(), fc.nat(), fc.constantFrom("", '"', "\\", ",", "}", "]", "{", "[", ":", "\u0001", "\n", "x", '"a"', '\\"')).map(
      ([text, at, cut, insert]) => {
        const from = at % (text.length + 1);
        return text.slice(0, from) + insert + text.slice(Math.min(text.length, from + (cut % 3)));
      },
    );
    agreesWithJsonParse(mangled, 5000, 500);
  });

  it("gives exactly JSON.parse's value on objects that repeat keys around and inside long literals", () => {
    agreesWithJsonParse(jsonTextWithRepeatedKeys, 3000, 300);
  });

  it("reads an OCR body without JSON.parse reading the image, and hands on its bytes", () => {
    const png = Buffer.from(Array.from({ length: 120_000 }, (_, i) => (i * 7) & 0xff));
    const text = JSON.stringify({ image_base64: `data:image/png;base64,${png.toString("base64")}`, filter_thresh: 0.5 });
    const read = parseWithLongLiterals(text);
    expect(read?.value).toEqual(JSON.parse(text));
    expect(read?.decoded).toHaveLength(1);
    expect(Buffer.from(read!.decoded[0]!.bytes)).toEqual(png);
    expect(read!.decoded[0]!.base64).toBe(png.toString("base64"));
  });

  it("reads an OCR body in 64 KiB pieces without joining them, its literal put back as the one string the handler is told of", () => {
    const png = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 13) & 0xff));
    const text = JSON.stringify({ image_base64: `data:image/png;base64,${png.toString("base64")}`, filter_thresh: 0.5 });
    const pieces = piecesOf(text, Array.from({ length: 6 }, (_, i) => (i + 1) * 65_536));
    const read = parseWithLongLiterals(pieces);
    expect(read?.value).toEqual(JSON.parse(text));
    const [decoded] = read!.decoded;
    expect(decoded!.head).toBe("data:image/png;base64,");
    expect(Buffer.from(decoded!.bytes)).toEqual(png);
    // The same string object: a handler finds it by identity, without comparing a megabyte.
    expect(Object.is((read!.value as { image_base64: string }).image_base64, decoded!.literal)).toBe(true);
  });

  it.each([
    ["a nested literal", { messages: [{ content: [{ type: "text", text: 'say "hi"\n' }, { image_url: { url: "data:image/png;base64,QUJDREVGR0hJ" } }] }] }],
    ["a literal in a top-level array", ["QUJDREVGR0hJ", 1, "QUJDREVGR0hJSktM"]],
    ["a key with escapes before the literal", { 'k"\\e\u00e9y': "QUJDREVGR0hJ" }],
    ["a duplicate key after the literal (the last wins)", '{"a":"QUJDREVGR0hJ","a":"short"}'],
    ["a duplicate key before the literal", '{"a":1,"a":"QUJDREVGR0hJ"}'],
    ["a duplicate key that is a literal again", '{"a":"QUJDREVGR0hJ","b":0,"a":"SktMTU5PUFFS"}'],
    ["a duplicate key around the literal's object (the last wins, and all inside it)", '{"x":{"y":{"a":"QUJDREVGR0hJ"}},"x":[]}'],
    ["a duplicate key around it whose new value has the same shape", '{"x":{"a":"QUJDREVGR0hJ"},"x":{"a":""}}'],
    ["a duplicate key around it in an array item", '[{"x":{"a":["QUJDREVGR0hJ"]},"x":1},"QUJDREVGR0hJ"]'],
    ["a duplicate key after the literal's object closed, then a literal under the new key", '{"x":{"a":"QUJDREVGR0hJ"},"x":{"a":"SktMTU5PUFFS"}}'],
    ["whitespace everywhere", ' { "a" :\n\t"QUJDREVGR0hJ" , "b" : [ 1 , "QUJDREVGR0hJ" ] } '],
  ] as [string, unknown][])("matches JSON.parse on %s", (_name, value) => {
    const text = typeof value === "string" ? value : JSON.stringify(value);
    const read = parse(text);
    expect(read).toBeDefined();
    expect(read!.value).toEqual(JSON.parse(text));
  });

  it.each([
    ["no literal is long", '{"a":"QUJD","b":[1,2]}'],
    ["the long literal is not base64", '{"a":"hello world, plain text"}'],
    ["the long literal has an escape", '{"a":"QUJDREVG\\nR0hJ"}'],
    ["the long literal holds a raw control character", '{"a":"QUJD\u0001REVGR0hJ"}'],
    ["the long literal holds a raw line break", '{"a":"QUJDREVG\nR0hJSktM"}'],
    ["a __proto__ key", '{"__proto__":{"x":"QUJDREVGR0hJ"}}'],
    ["a bare top-level string", '"QUJDREVGR0hJ"'],
    ["an unterminated string", '{"a":"QUJDREVGR0hJ'],
    ["broken JSON after the literal", '{"a":"QUJDREVGR0hJ",}'],
    ["a data URI with a control character in its head", '{"a":"data:image/png\u0001;base64,QUJDREVGR0hJ"}'],
    ["a raw control character in a literal a later duplicate key supersedes", '{"a":"QUJD\u0001REVGR0hJ","a":"x"}'],
  ])("declines (JSON.parse decides) when %s", (_name, text) => {
    expect(parse(text)).toBeUndefined();
    expect(parseWithLongLiterals(piecesOf(text, [3, 9, 14]), MIN)).toBeUndefined();
  });

  it("gives up on a body of many small values rather than walk it all", () => {
    const many = JSON.stringify({ items: Array.from({ length: 20_000 }, (_, i) => i), image: "QUJDREVGR0hJ" });
    expect(parse(many)).toBeUndefined();
    const few = JSON.stringify({ items: [1, 2, 3], image: "QUJDREVGR0hJ" });
    expect(parse(few)?.value).toEqual(JSON.parse(few));
  });
});
