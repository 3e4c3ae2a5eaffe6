import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import type { RecordedRequest } from "../target.ts";
import { CURL_MAX_INLINE_BODY, shellQuote, toCurl } from "./curl.ts";

function request(overrides: Partial<RecordedRequest> = {}): RecordedRequest {
  const body = overrides.body;
  return {
    method: "POST",
    url: "http://127.0.0.1:4010/client/v2/ai/chat/completions",
    headers: { accept: "application/json", authorization: "Bearer sk-live-secret", "content-type": "application/json" },
    bodyBytes: body === undefined ? 0 : Buffer.byteLength(body),
    ...overrides,
  };
}

/** What a POSIX shell makes of a quoted word (bash, for $'…'). */
function shellEcho(quoted: string): string {
  return execFileSync("bash", ["-c", `printf %s ${quoted}`], { encoding: "utf8" });
}

describe("shellQuote", () => {
  it("leaves plain tokens bare and quotes the rest so a shell reads them back unchanged", () => {
    expect(shellQuote("POST")).toBe("POST");
    for (const value of ["it's", "a b", '{"a": "$HOME `x` \\n"}', "", "data: [DONE]", "ünïcödé"]) {
      expect(shellEcho(shellQuote(value))).toBe(value);
    }
  });

  it("uses bash $'…' quoting for control bytes", () => {
    const value = "line1\nline2\ttab\u0001";
    expect(shellQuote(value).startsWith("$'")).toBe(true);
    expect(shellEcho(shellQuote(value))).toBe(value);
  });
});

describe("toCurl", () => {
  it("redacts a known key as the variable that holds it", () => {
    const curl = toCurl(request({ body: '{"model":"gpt-4o-mini"}' }), new Map([["sk-live-secret", "CONTRACT_API_KEY"]]));
    expect(curl.command).toContain('-H "authorization: Bearer $CONTRACT_API_KEY"');
    expect(curl.command).not.toContain("sk-live-secret");
    expect(curl.command).toContain(`--data-raw '{"model":"gpt-4o-mini"}'`);
    expect(curl.command).toContain("-X POST http://127.0.0.1:4010/client/v2/ai/chat/completions -H");
  });

  it("shows a key it does not know (the suite's deliberately invalid ones) as sent", () => {
    const curl = toCurl(request({ headers: { authorization: "Bearer sk-contract-invalid" } }), new Map([["sk-live-secret", "CONTRACT_API_KEY"]]));
    expect(curl.command).toContain("'authorization: Bearer sk-contract-invalid'");
  });

  it("leaves out -X for a GET without body and drops the headers curl sets itself", () => {
    const curl = toCurl(request({ method: "GET", url: "http://h/api/users?page=2&page_size=3", headers: { accept: "*/*" } }));
    expect(curl.command).toBe("curl -sS -i 'http://h/api/users?page=2&page_size=3'");
  });

  it("does not inline a huge body and says so in a warning", () => {
    const body = `{"image_base64":"${"A".repeat(CURL_MAX_INLINE_BODY)}"}`;
    const curl = toCurl(request({ body }));
    expect(curl.command).toContain("--data-binary @body.json");
    expect(curl.command.length).toBeLessThan(1000);
    expect(curl.warnings[0]).toMatch(/not inlined/);
  });

  it("warns about control bytes in a body instead of failing", () => {
    const curl = toCurl(request({ body: '{"a":"\u0001"}' }));
    expect(curl.warnings).toEqual([expect.stringMatching(/control bytes/)]);
  });
});
