/**
 * The redaction module's promise, as a property (issue 27): a generated secret, put in every
 * position a client or a HAR may carry one (credential headers of any secret-looking name,
 * secret query parameters, secret-named body fields at any depth, form bodies, JSON sent as
 * text/plain, then also in the path and echoed back by the upstream), never survives into
 * any file written afterwards, in any form: as is, JSON-escaped or percent-encoded.
 *
 * Two writers are driven: the recorder (fixtures and drift-report.json) against an upstream
 * echoing everything it received, and `contract --har` (report.json, junit.xml, summary.txt
 * and stdout) over a HAR holding the same requests. Fixed seed, bounded runs.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main as contractMain } from "../../cli/contract.ts";
import { scrub, secretForms } from "../../mocks/fixtures/redact.ts";
import { startRecorder } from "../../mocks/record/recorder.ts";

const SEED = 20261125;

// ---------------------------------------------------------------- generators

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789._~+/=-";
/** A secret as keys look: 12 to 32 characters, some of which need percent-encoding. */
const secret = fc
  .array(fc.constantFrom(...ALPHABET), { minLength: 10, maxLength: 30 })
  .map((chars) => `k${chars.join("")}Z`);

/** Header names that carry credentials, by the name pattern, in any case. */
const secretHeader = fc
  .oneof(
    fc.constantFrom("authorization", "proxy-authorization", "x-api-key", "api-key", "x-goog-api-key", "ocp-apim-subscription-key", "x-mock-token", "x-amz-security-token", "x-client-secret", "x-auth-token"),
    fc.tuple(fc.constantFrom("x-", "x-my-", ""), fc.constantFrom("key", "token", "secret", "password"), fc.constantFrom("", "-v2", "-id")).map(([a, b, c]) => `${a}${b}${c}`),
  )
  .chain((name) => fc.boolean().map((title) => (title ? name.replace(/(^|-)./g, (m) => m.toUpperCase()) : name)));

/** Body and query field names that hold secrets, in any spelling. */
const secretField = fc.constantFrom("api_key", "apiKey", "key", "token", "access_token", "refresh_token", "session_token", "id_token", "private_key", "client_secret", "secret", "password", "authorization", "credentials", "x-api-key", "ApiKey", "SECRET_VALUE");

/** A JSON body holding the secret under a secret name at some depth. */
const nestedBody = fc.tuple(secretField, fc.integer({ min: 0, max: 120 }), fc.constantFrom("object", "array")).map(([field, depth, shape]) => (value: string) => {
  let body: unknown = { [field]: value };
  for (let i = 0; i < depth; i++) body = shape === "object" ? { level: body } : [body];
  return { model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }], nested: body };
});

interface Placement {
  header: string;
  headerScheme: "Bearer " | "";
  queryField: string;
  body: (value: string) => unknown;
  bodyKind: "json" | "text-json" | "form";
  formField: string;
  inPath: boolean;
}

const placement: fc.Arbitrary<Placement> = fc.record({
  header: secretHeader,
  headerScheme: fc.constantFrom("Bearer " as const, "" as const),
  queryField: secretField,
  body: nestedBody,
  bodyKind: fc.constantFrom("json" as const, "text-json" as const, "form" as const),
  formField: secretField,
  inPath: fc.boolean(),
});

/** The request a client sends with the secret in every position of the placement. */
/** A request of the properties: where its secrets stand. */
type SecretRequest = { path: string; headers: Record<string, string>; body: string };

function requestOf(value: string, p: Placement): SecretRequest {
  const path = `/client/v2/ai/chat/completions${p.inPath ? `/${encodeURIComponent(value)}` : ""}?${p.queryField}=${encodeURIComponent(value)}&page=1`;
  const headers: Record<string, string> = { [p.header.toLowerCase()]: `${p.headerScheme}${value}` };
  let body: string;
  if (p.bodyKind === "form") {
    body = new URLSearchParams({ model: "gpt-4o-mini", [p.formField]: value }).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  } else {
    body = JSON.stringify(p.body(value));
    headers["content-type"] = p.bodyKind === "json" ? "application/json" : "text/plain";
  }
  return { path, headers, body };
}

// ---------------------------------------------------------------- what was written

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

/** The forms of `value` found in any file under `dir` (or in `extra`), with where. */
function survivors(value: string, dir: string, extra: string[] = []): string[] {
  const forms = secretForms(value);
  const found: string[] = [];
  for (const file of filesUnder(dir)) {
    const text = readFileSync(file, "utf8");
    for (const form of forms) if (text.includes(form)) found.push(`${file}: ${form}`);
  }
  for (const line of extra) for (const form of forms) if (line.includes(form)) found.push(`stdout: ${form}`);
  return found;
}

// ---------------------------------------------------------------- the recorder

let upstream: Server;
let upstreamUrl: string;

beforeAll(async () => {
  // A careless gateway: answers with everything it received, key, URL and body included.
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.stringify({ error: { message: `echo ${req.url} ${JSON.stringify(req.headers)} ${Buffer.concat(chunks).toString("utf8")}` } });
      res.writeHead(400, { "content-type": "application/json", "x-echo": String(req.url).slice(0, 200) }).end(body);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});



/** Sends the request through a fresh recorder, then `check`s the folder it wrote (removed after). */
async function throughRecorder({ path, headers, body }: SecretRequest, check: (out: string) => void): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), "redaction-recorder-"));
  const recorder = await startRecorder({ upstream: upstreamUrl, out, port: 0, log: pino({ level: "silent" }) });
  try {
    const answer = await fetch(`${recorder.url}${path}`, { method: "POST", headers, body });
    // The client itself sees the echo: recording never changes the answer.
    expect(await answer.text()).toContain("echo");
    check(out);
  } finally {
    await recorder.close();
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * Checks a HAR holding the request, answered by a gateway echoing all of it, with `contract
 * --har`, then `check`s the reports' folder and the printed lines (the HAR itself removed first).
 */
async function throughHarCheck({ path, headers, body }: SecretRequest, check: (out: string, lines: string[]) => void): Promise<void> {
  const out = mkdtempSync(join(tmpdir(), "redaction-har-"));
  try {
    const entry = {
      request: { method: "POST", url: `https://gw.example.com${path}`, headers: Object.entries(headers).map(([name, v]) => ({ name, value: v })), postData: { mimeType: headers["content-type"], text: body } },
      response: {
        status: 401,
        headers: [{ name: "Content-Type", value: "application/json" }],
        content: { mimeType: "application/json", text: JSON.stringify({ error: { message: `echo ${path} ${body} ${JSON.stringify(headers)}` } }) },
      },
    };
    // A request of the API beside it, so the file is checked even when the secret in the path
    // makes the echoed request no operation of the spec (then skipped, its title still scrubbed).
    const users = { request: { method: "GET", url: "https://gw.example.com/api/users", headers: [] }, response: { status: 200, headers: [{ name: "Content-Type", value: "application/json" }], content: { text: '{"users":[],"total":0}' } } };
    const har = join(out, "in.har");
    writeFileSync(har, JSON.stringify({ log: { entries: [entry, users] } }));
    const lines: string[] = [];
    const code = await contractMain(["--har", har, "--report-dir", join(out, "reports")], { out: (l) => lines.push(l), err: (l) => lines.push(l), color: false }, {});
    expect([0, 1]).toContain(code);
    rmSync(har);
    check(out, lines);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

describe("no generated secret survives into a written file", () => {
  it("scrub removes every form of a secret from any text", () => {
    fc.assert(
      fc.property(secret, fc.string(), fc.string(), (value, before, after) => {
        const text = `${before}${value}${after}${JSON.stringify(value)}${encodeURIComponent(value)}${new URLSearchParams({ q: value })}`;
        const scrubbed = scrub(text, [value]);
        for (const form of secretForms(value)) expect(scrubbed).not.toContain(form);
      }),
      { seed: SEED, numRuns: 300 },
    );
  });

  it("the recorder's fixtures and drift report", async () => {
    await fc.assert(
      fc.asyncProperty(secret, placement, async (value, p) => {
        await throughRecorder(requestOf(value, p), (out) => expect(survivors(value, out)).toEqual([]));
      }),
      { seed: SEED, numRuns: 40 },
    );
  }, 60_000);

  it("contract --har's report.json, junit.xml, summary.txt and stdout", async () => {
    await fc.assert(
      fc.asyncProperty(secret, placement, async (value, p) => {
        await throughHarCheck(requestOf(value, p), (out, lines) => expect(survivors(value, out, lines)).toEqual([]));
      }),
      { seed: SEED, numRuns: 40 },
    );
  }, 60_000);
});

/**
 * The same positions, each holding a secret of its own. With one secret everywhere, a single
 * position that redacts (the credential header) scrubs the value out of every other one, so a
 * query, body or form field that is not redacted at all went unnoticed: here each secret is
 * found only through its own position (the path carries the header's, a key in a path being
 * known only as the credential it is).
 */
interface Secrets {
  header: string;
  query: string;
  body: string;
  cookie: string;
}

const secrets: fc.Arbitrary<Secrets> = fc
  .uniqueArray(secret, { minLength: 4, maxLength: 4 })
  .filter((values) => values.every((a) => values.every((b) => a === b || !b.includes(a))))
  .map(([header, query, body, cookie]) => ({ header: header!, query: query!, body: body!, cookie: cookie! }));

function requestOfEach(s: Secrets, p: Placement): SecretRequest {
  const path = `/client/v2/ai/chat/completions${p.inPath ? `/${encodeURIComponent(s.header)}` : ""}?${p.queryField}=${encodeURIComponent(s.query)}&page=1`;
  const headers: Record<string, string> = { [p.header.toLowerCase()]: `${p.headerScheme}${s.header}`, cookie: `session=${s.cookie}; theme=dark` };
  let body: string;
  if (p.bodyKind === "form") {
    body = new URLSearchParams({ model: "gpt-4o-mini", [p.formField]: s.body }).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  } else {
    body = JSON.stringify(p.body(s.body));
    headers["content-type"] = p.bodyKind === "json" ? "application/json" : "text/plain";
  }
  return { path, headers, body };
}

const survivorsOfEach = (s: Secrets, dir: string, extra: string[] = []) =>
  Object.entries(s).flatMap(([position, value]) => survivors(value, dir, extra).map((found) => `${position}: ${found}`));

describe("no generated secret survives into a written file, each position holding its own", () => {
  it("the recorder's fixtures and drift report", async () => {
    await fc.assert(
      fc.asyncProperty(secrets, placement, async (s, p) => {
        await throughRecorder(requestOfEach(s, p), (out) => expect(survivorsOfEach(s, out)).toEqual([]));
      }),
      { seed: SEED, numRuns: 30 },
    );
  }, 60_000);

  it("contract --har's report.json, junit.xml, summary.txt and stdout", async () => {
    await fc.assert(
      fc.asyncProperty(secrets, placement, async (s, p) => {
        await throughHarCheck(requestOfEach(s, p), (out, lines) => expect(survivorsOfEach(s, out, lines)).toEqual([]));
      }),
      { seed: SEED, numRuns: 30 },
    );
  }, 60_000);
});

describe("scrubbing many secrets from a long text", () => {
  it("cuts every one of them, as the search per form does for a few", () => {
    fc.assert(
      fc.property(fc.uniqueArray(secret, { minLength: 300, maxLength: 300 }), fc.string({ maxLength: 50 }), (values, filler) => {
        // Long enough to take the one-pass path: forms × length past its threshold.
        const text = values.map((v, i) => `${filler}${i % 2 ? encodeURIComponent(v) : JSON.stringify(v)}${"·".repeat(40)}`).join("\n").repeat(3);
        const scrubbed = scrub(text, values);
        for (const value of values) for (const form of secretForms(value)) expect(scrubbed).not.toContain(form);
        expect(scrubbed).toContain("·".repeat(40));
      }),
      { seed: SEED, numRuns: 5 },
    );
  });
});

describe("header names", () => {
  it("takes credentials by a word of the name, not counts of tokens", async () => {
    const { Redactor } = await import("../../mocks/fixtures/redact.ts");
    const redactor = new Redactor();
    for (const name of ["authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key", "x-goog-api-key", "ocp-apim-subscription-key", "x-mock-token", "x-amz-security-token", "x-client-secret", "apikey", "x-auth"]) {
      expect(redactor.isSecretHeader(name), name).toBe(true);
    }
    for (const name of ["x-ratelimit-remaining-tokens", "x-ratelimit-limit-tokens", "content-type", "x-request-id", "keep-alive", "x-mock-session"]) {
      expect(redactor.isSecretHeader(name), name).toBe(false);
    }
  });
});
