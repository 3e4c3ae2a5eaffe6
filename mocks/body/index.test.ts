import { describe, expect, it } from "vitest";
import { bodyFrom, bodyFromBytes } from "./index.ts";

const png = Buffer.alloc(100_000, 7);
const text = JSON.stringify({ image_base64: `data:image/png;base64,${png.toString("base64")}`, filter_thresh: 0.5 });

/** The body as node:http hands an ASCII one over: text in pieces. */
function pieced(whole: string, size: number) {
  const pieces: string[] = [];
  for (let at = 0; at < whole.length; at += size) pieces.push(whole.slice(at, at + size));
  return bodyFrom({ byteLength: whole.length, bytes: () => Buffer.from(whole, "latin1"), pieces: () => pieces });
}

describe("a request body's views", () => {
  it("parse to what JSON.parse gives, from bytes and from pieces alike", () => {
    expect(bodyFromBytes(Buffer.from(text)).json()).toEqual({ value: JSON.parse(text) });
    expect(pieced(text, 65_536).json()).toEqual({ value: JSON.parse(text) });
    expect(pieced(text, 65_536).text()).toBe(text);
  });

  it("say what is wrong with a body that is not UTF-8 or not JSON", () => {
    expect(bodyFromBytes(Uint8Array.from([0x7b, 0xff, 0x7d])).json()).toEqual({ problem: "The request body is not valid UTF-8." });
    expect(bodyFromBytes(Buffer.from("{nope")).json()).toMatchObject({ problem: expect.stringContaining("not valid JSON") });
  });

  it("say where a hand-written body is not JSON, and the likely cause", () => {
    const body = '{\n  "model": "gpt-4o-mini",\n  "messages": [{"role": "user", "content": "hi"}],\n}';
    expect(bodyFromBytes(Buffer.from(body)).json()).toEqual({ problem: 'The request body is not valid JSON: at line 4, column 1: a trailing comma before "}" (JSON allows none)' });
    expect(bodyFromBytes(Buffer.from("{'model': 'gpt-4o-mini'}")).json()).toEqual({
      problem: "The request body is not valid JSON: at line 1, column 2: single quotes (JSON strings and keys take double quotes)",
    });
  });

  it("give the bytes and data URI head of a long base64 string of the body, the same from pieces", () => {
    for (const body of [bodyFromBytes(Buffer.from(text)), pieced(text, 65_536)]) {
      const parsed = body.json() as { value: { image_base64: string } };
      const read = body.base64(parsed.value.image_base64)!;
      expect(read.head).toBe("data:image/png;base64,");
      expect(Buffer.from(read.bytes)).toEqual(png);
      // The base64 after the head, as another string, reads to the same bytes.
      expect(Buffer.from(body.base64(png.toString("base64"))!.bytes)).toEqual(png);
    }
  });

  it("decode a short or unrelated base64 string, and refuse one that is not canonical base64", () => {
    const body = bodyFromBytes(Buffer.from("{}"));
    const read = body.base64("QUJD")!;
    expect([read.head, [...read.bytes]]).toEqual(["", [0x41, 0x42, 0x43]]);
    expect(body.base64("data:text/plain;base64,QUJD")?.head).toBe("data:text/plain;base64,");
    expect(body.base64("QUJ")).toBeUndefined();
    expect(body.base64("not base64!")).toBeUndefined();
  });
});
