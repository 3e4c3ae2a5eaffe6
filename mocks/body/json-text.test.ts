/** A user's JSON file: a byte-order mark is skipped, and every other mistake is one line naming its place and cause. */
import { describe, expect, it } from "vitest";
import { jsonErrorOffset, parseJsonText } from "./json-text.ts";

describe("parseJsonText", () => {
  it("reads a file saved with a byte-order mark, as npm and TypeScript do", () => {
    expect(parseJsonText('\ufeff{"port": 4015}')).toEqual({ ok: true, value: { port: 4015 } });
  });

  it("reads a file with Windows line ends", () => {
    expect(parseJsonText('{\r\n  "port": 4015\r\n}\r\n')).toEqual({ ok: true, value: { port: 4015 } });
  });

  it.each([
    ["a trailing comma", '{"port": 0, "taskDurationMs": 100,}', 'not JSON at line 1, column 35: a trailing comma before "}" (JSON allows none)'],
    ["a trailing comma with Windows line ends", '{\r\n  "port": 0,\r\n}\r\n', 'not JSON at line 3, column 1: a trailing comma before "}" (JSON allows none)'],
    ["YAML", "port: 0\ntaskDurationMs: 100\n", 'not JSON at line 1, column 1: this looks like YAML; the file must be JSON ({"name": value, …})'],
    ["a comment", '{\n  // the port\n  "port": 0\n}', "not JSON at line 2, column 3: a comment (JSON has none)"],
    ["single quotes", "{'port': 0}", "not JSON at line 1, column 2: single quotes (JSON strings and keys take double quotes)"],
    ["a key without quotes", "{port: 0}", "not JSON at line 1, column 2: a key without double quotes"],
    ["a missing comma", '{\n  "keys": { "sk-a": "team-a"\n  "sk-b": "team-b" }\n}', `not JSON at line 3, column 3: a missing comma before '"'`],
    ["a Windows path", '{"keysFile": "C:\\keys.json"}', 'not JSON at line 1, column 17: a backslash escape JSON does not have (it has \\n, \\t, \\", \\\\, \\/ and \\uXXXX)'],
    ["text after the value", '{"port": 0}}', 'not JSON at line 1, column 12: "}" after the end of the JSON value'],
    ["an early end", '{"port": 0', "not JSON at line 1, column 11: the text ends early (a missing } or ] or closing quote?)"],
    ["an empty file", "  \n", "not JSON: the file is empty (a JSON object starts with {)"],
  ])("names the place and cause of %s, in one line", (_, text, problem) => {
    expect(parseJsonText(text)).toEqual({ ok: false, problem });
  });
});

describe("jsonErrorOffset", () => {
  it("points at a stray character put between any two tokens of a valid document", () => {
    const document = '{"a": [1, -2.5e3, true, null, "x\\u00e9"], "b": {"c": false}}';
    const boundaries = [...document.matchAll(/[,:\]} ]/g)].map((match) => match.index);
    expect(boundaries.length).toBeGreaterThan(10);
    for (const end of boundaries) {
      const text = `${document.slice(0, end)}@${document.slice(end)}`;
      expect(jsonErrorOffset(text), text).toBe(end);
    }
    expect(jsonErrorOffset(document)).toBe(document.length);
  });

  it("gives up without throwing on nesting too deep to scan", () => {
    expect(() => jsonErrorOffset("[".repeat(200_000) + "x")).not.toThrow();
  });
});
