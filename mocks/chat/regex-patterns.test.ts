import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { regexReply } from "./regex-patterns.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string) => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

/** The pattern a JavaScript reply declares, as a RegExp the test can run. */
function declared(reply: string): RegExp {
  const found = /^const \w+(?:: RegExp)? = \/(.+)\/([gimsuy]*);$/m.exec(reply);
  expect(found, reply).not.toBeNull();
  return new RegExp(found![1]!, found![2]);
}

describe("common regexes, written and explained", () => {
  it("answers an email regex with the pattern, a usage line, its parts and the caveat that it is approximate", () => {
    const reply = ask("Write a regex that matches an email address");
    expect(reply).toContain("```javascript\nconst EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;");
    expect(reply).toContain('console.log(EMAIL.test("ada@example.com")); // true');
    expect(reply).toMatch(/\*\*How it works:\*\*/);
    expect(reply).toMatch(/approximate/);
    expect(reply).not.toMatch(/regexMatchesEmailAddress|TODO|skeleton/);
  });

  it("gives patterns that match what they should and reject what they should", () => {
    const cases: [string, string[], string[]][] = [
      ["Write a regex for a URL", ["https://example.com/a?b=1", "http://localhost:3000"], ["example.com", "ftp://x.org"]],
      ["regex for a US phone number", ["(415) 555-2671", "+1 415-555-2671", "4155552671"], ["555-2671", "(415 555-2671"]],
      ["regex for an international phone number", ["+14155552671", "+442071838750"], ["+0123", "4155552671"]],
      ["regex for a date YYYY-MM-DD", ["2024-02-29", "1999-12-31"], ["2024-13-01", "2024-1-5"]],
      ["regex for a time HH:MM", ["00:00", "23:59"], ["24:00", "9:30"]],
      ["regex for a hex color", ["#fff", "#1E90FF"], ["#12345", "1e90ff"]],
      ["regex for an IPv4 address", ["192.168.1.1", "0.0.0.0"], ["256.1.1.1", "1.2.3"]],
      ["regex for a zip code", ["94103", "94103-1234"], ["9410", "94103-12"]],
      ["regex for a UK postcode", ["SW1A 1AA", "m1 1ae"], ["SW1A", "12345"]],
      ["Write a regex for a strong password", ["Tr0ub4dor&3"], ["password123", "Sh0rt!"]],
      ["regex for a username", ["ada_lovelace", "bob"], ["1ada", "ab", "has space"]],
      ["regex for a slug", ["my-first-post"], ["My Post", "double--dash", "-lead"]],
      ["regex for a UUID", ["123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-42D3-A456-426614174000"], ["123e4567-e89b-12d3-a456"]],
      ["regex for credit card numbers", ["4111 1111 1111 1111", "4111111111111111"], ["4111 1111"]],
      ["regex for a date in DD/MM/YYYY format", ["29/02/2024"], ["02/29/2024"]],
    ];
    for (const [prompt, good, bad] of cases) {
      const pattern = declared(ask(prompt));
      for (const input of good) expect(pattern.test(input), `${prompt}: ${input}`).toBe(true);
      for (const input of bad) expect(pattern.test(input), `${prompt}: ${input}`).toBe(false);
    }
  });

  it("prints in its usage lines what the pattern really gives", () => {
    for (const prompt of ["regex for a UUID", "regex for an IPv4 address", "regex for a slug", "Regex to extract all dates from a log"]) {
      const reply = ask(prompt);
      const pattern = declared(reply);
      for (const [, input, shown] of reply.matchAll(/^console\.log\(\w+\.test\("([^"]*)"\)\); \/\/ (true|false)$/gm)) {
        expect(String(pattern.test(input!)), `${prompt}: ${input}`).toBe(shown);
      }
    }
    expect(ask("Regex to extract all dates from a log")).toContain('const text = "2024-02-29 and 2024-13-01";\nconsole.log(text.match(ISO_DATE) ?? []); // ["2024-02-29"]');
  });

  it("writes it in Python or TypeScript when asked", () => {
    const python = ask("Write a Python regex to validate an email address");
    expect(python).toContain('```python\nimport re\n\nEMAIL = re.compile(r"[^\\s@]+@[^\\s@]+\\.[^\\s@]+")');
    expect(python).toContain('print(bool(EMAIL.fullmatch("ada@example.com")))  # True');
    expect(ask("regex to find all email addresses in a text in Python")).toContain("print(EMAIL.findall(text))  # ['ada@example.com']");
    expect(ask("Give me a regex for a strong password in TypeScript")).toContain("```typescript\nconst STRONG_PASSWORD: RegExp = /^(?=.*[a-z])");
  });

  it("removes whitespace at the edges with a replace", () => {
    expect(ask("regex to trim whitespace")).toContain('console.log("  hello world  ".replace(EDGE_WHITESPACE, "")); // "hello world"');
  });

  it("leaves other asks to the other replies", () => {
    for (const prompt of ["What is a regex?", "Explain this regex: ^\\d{3}-\\d{4}$", "Write a regex in Go for email", "Write a regex for a date in month name format", "Validate a phone number in JavaScript"]) {
      expect(regexReply(prompt), prompt).toBeUndefined();
    }
    // The curated email answer keeps its wording.
    expect(ask("Write a regex to validate an email")).toMatch(/^A practical regex for checking that an email address looks valid/);
  });
});
