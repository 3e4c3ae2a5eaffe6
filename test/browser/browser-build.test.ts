/**
 * What the browser build does where Node would read files or open sockets, checked on the build
 * itself (scripts/build-browser.ts, written under node_modules/.cache and imported here: its
 * code needs nothing of a page but fetch-era globals): the OCR URL fetch turned on answers a
 * clear 400, keys from a path are refused with the way out, the docs page points to the HTTP
 * mock, and the ordinary answers (OCR of an inline image, a rendered PNG, the spec's YAML, the
 * sample video from its lazy chunk) still come.
 */
import { execFile } from "node:child_process";
import { mkdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { inflateSync } from "node:zlib";
import { imageSize } from "image-size";
import { beforeAll, describe, expect, it } from "vitest";
import { buildBrowser } from "../../scripts/build-browser.ts";
import type * as MswEntry from "../../mocks/transports/msw/index.ts";

const OUT = fileURLToPath(new URL("../../node_modules/.cache/ai-gateway-kit-browser-build/", import.meta.url));
const KEY = { authorization: "Bearer sk-mock-default", "content-type": "application/json" };
const PNG_1X1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC";

let browserBuild: typeof MswEntry;

beforeAll(async () => {
  mkdirSync(OUT, { recursive: true });
  await buildBrowser(OUT);
  browserBuild = (await import(pathToFileURL(`${OUT}msw.js`).href)) as typeof MswEntry;
}, 120_000);

/** The IDAT data of a PNG (one chunk, as png.ts writes it). */
function idatOf(png: Uint8Array): Uint8Array {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at < png.byteLength; at += 12 + view.getUint32(at)) {
    if (new TextDecoder().decode(png.subarray(at + 4, at + 8)) === "IDAT") return png.subarray(at + 8, at + 8 + view.getUint32(at));
  }
  throw new Error("no IDAT chunk");
}

/** A request through the browser build's MSW handlers, as the service worker would hand it over. */
async function ask(gateway: MswEntry.GatewayHandlers, path: string, init: RequestInit = {}): Promise<Response> {
  const request = new Request(`${gateway.baseUrl}${path}`, init);
  for (const handler of gateway.handlers) {
    const result = await handler.run({ request, requestId: crypto.randomUUID() });
    if (result?.response) return result.response;
  }
  throw new Error(`no handler answered ${path}`);
}

describe("the browser build", () => {
  it("answers an OCR request by URL with a clear 400 when the URL fetch is turned on", async () => {
    const gateway = browserBuild.createGatewayHandlers({ config: { ocrFetch: true } });
    const response = await ask(gateway, "/client/v2/ai-stack/image-to-text", { method: "POST", headers: KEY, body: JSON.stringify({ image_url: "https://example.com/receipt.png" }) });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { code: string; message: string; param: string } };
    expect(error).toMatchObject({ code: "invalid_request", param: "image_url" });
    expect(error.message).toMatch(/not available in the browser build.*HTTP mock/);
  });

  it("recognizes an inline image, and an image URL without fetching it, as in Node", async () => {
    const gateway = browserBuild.createGatewayHandlers();
    for (const body of [{ image_base64: `data:image/png;base64,${PNG_1X1}` }, { image_url: "https://example.com/receipt.png" }]) {
      const response = await ask(gateway, "/client/v2/ai-stack/image-to-text", { method: "POST", headers: KEY, body: JSON.stringify(body) });
      expect(response.status, JSON.stringify(body)).toBe(200);
    }
  });

  it("refuses keys given as a file path, naming the inline way", () => {
    expect(() => browserBuild.createGatewayHandlers({ keys: "/etc/keys.json" })).toThrow(/reads no files.*keys: \{ teams, keys \}/);
  });

  it("points the docs page to the HTTP mock", async () => {
    const response = await ask(browserBuild.createGatewayHandlers(), "/__mock/docs");
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/served by the HTTP mock/);
  });

  it("renders a PNG any decoder reads, serves the spec's YAML, and the sample video from its lazy chunk", async () => {
    const gateway = browserBuild.createGatewayHandlers();
    const png = new Uint8Array(await (await ask(gateway, "/__mock/assets/images/x.png?w=64&h=48&seed=3")).arrayBuffer());
    expect(imageSize(png)).toMatchObject({ type: "png", width: 64, height: 48 });
    // Its pixels inflate (zlib checks the stored blocks' lengths and the Adler-32) to 48 rows of a filter byte and 64 RGB pixels.
    expect(inflateSync(idatOf(png)).byteLength).toBe(48 * (1 + 64 * 3));
    expect(await (await ask(gateway, "/__mock/openapi.yaml")).text()).toMatch(/^openapi: 3\.1/);
    const video = await ask(gateway, "/__mock/assets/video/x.mp4");
    expect(video.headers.get("content-type")).toBe("video/mp4");
    expect(new TextDecoder().decode(new Uint8Array(await video.arrayBuffer()).subarray(4, 8))).toBe("ftyp");
  });

  it("is made and answers a paced stream in a server process with none of a page's globals, and leaves that process free to exit", async () => {
    // Next.js renders a "use client" module on the server too (during `next build`'s prerender and
    // in `next start`), with this build (the `module` condition): a gateway made at module level,
    // as in a story file, must touch no page global and leave no timer behind.
    const script = `
      for (const name of ["window", "document", "navigator", "localStorage", "sessionStorage", "self", "location"]) Reflect.deleteProperty(globalThis, name);
      const { createGatewayHandlers } = await import(${JSON.stringify(pathToFileURL(`${OUT}msw.js`).href)});
      const gateway = createGatewayHandlers();
      const request = new Request(gateway.baseUrl + "/client/v2/ai/chat/completions", { method: "POST", headers: ${JSON.stringify(KEY)}, body: JSON.stringify({ model: "gpt-4o-mini", stream: true, messages: [{ role: "user", content: "Say hello." }] }) });
      for (const handler of gateway.handlers) {
        const result = await handler.run({ request, requestId: "ssr" });
        if (result?.response) {
          console.log(result.response.status, (await result.response.text()).trim().split("\\n").at(-1));
          break;
        }
      }
    `;
    // A timer left running would hold the process past the timeout (execFile then kills it and rejects).
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], { timeout: 20_000 });
    expect(stdout.trim()).toBe("200 data: [DONE]");
  }, 30_000);

  describe("features loaded on first use (chunks of their own)", () => {
    const chat = (body: Record<string, unknown>) => ({ method: "POST", headers: KEY, body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "What is the weather in Paris?" }], ...body }) });

    it("answers small talk, known facts, translations and images from the chunk the first chat loads, as the server does", async () => {
      const gateway = browserBuild.createGatewayHandlers();
      const reply = async (messages: unknown[]) => {
        const response = await ask(gateway, "/client/v2/ai/chat/completions", chat({ messages }));
        return ((await response.json()) as { choices: { message: { content: string } }[] }).choices[0]!.message.content;
      };
      expect(await reply([{ role: "user", content: "What is the capital of France?" }])).toBe("The capital of France is Paris.");
      expect(await reply([{ role: "system", content: "Translate the following from English into Italian" }, { role: "user", content: "hi!" }])).toBe("Ciao!");
      expect(await reply([{ role: "user", content: [{ type: "text", text: "What is in this image?" }, { type: "image_url", image_url: { url: "https://example.com/red-bicycle.jpg" } }] }])).toMatch(
        /^The image shows a red bicycle /,
      );
      expect(await reply([{ role: "user", content: "List three fruits, one per line" }])).toBe("Apple\nBanana\nMango");
      expect(await reply([{ role: "user", content: "Write a Python function that reverses a string" }])).toContain("return text[::-1]");
    });

    it("calls LangChain's multiply and add with the sums the message writes, and fills lists and keys as the server does", async () => {
      const gateway = browserBuild.createGatewayHandlers();
      const numbers = { type: "object", properties: { a: { type: "number" }, b: { type: "number" } }, required: ["a", "b"] };
      const tools = ["multiply", "add"].map((name) => ({ type: "function", function: { name, parameters: numbers } }));
      const called = await ask(gateway, "/client/v2/ai/chat/completions", chat({ tools, messages: [{ role: "user", content: "What is 3 * 12? Also, what is 11 + 49?" }] }));
      const calls = ((await called.json()) as { choices: { message: { tool_calls: { function: { name: string; arguments: string } }[] } }[] }).choices[0]!.message.tool_calls;
      expect(calls.map((call) => [call.function.name, JSON.parse(call.function.arguments)])).toEqual([
        ["multiply", { a: 3, b: 12 }],
        ["add", { a: 11, b: 49 }],
      ]);
      const content = async (response: Response) => JSON.parse(((await response.json()) as { choices: { message: { content: string } }[] }).choices[0]!.message.content) as Record<string, unknown>;
      const schema = { type: "object", properties: { notifications: { type: "array", items: { type: "object", properties: { message: { type: "string" } }, required: ["message"] } } }, required: ["notifications"] };
      const listed = await ask(gateway, "/client/v2/ai/chat/completions", chat({ messages: [{ role: "user", content: "Generate 4 notifications" }], response_format: { type: "json_schema", json_schema: { name: "n", schema } } }));
      expect((await content(listed)).notifications).toHaveLength(4);
      const keyed = await ask(gateway, "/client/v2/ai/chat/completions", chat({ messages: [{ role: "system", content: "Reply in JSON with keys name and age" }, { role: "user", content: "John is 30 years old" }], response_format: { type: "json_object" } }));
      expect(await content(keyed)).toEqual({ name: "John", age: 30 });
    });

    it("answers the first tool call with arguments valid for the tool's schema", async () => {
      const gateway = browserBuild.createGatewayHandlers();
      const tool = { type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"], additionalProperties: false } } };
      const response = await ask(gateway, "/client/v2/ai/chat/completions", chat({ tools: [tool], tool_choice: "required" }));
      expect(response.status).toBe(200);
      const { choices } = (await response.json()) as { choices: { finish_reason: string; message: { tool_calls: { function: { name: string; arguments: string } }[] } }[] };
      expect(choices[0]!.finish_reason).toBe("tool_calls");
      const call = choices[0]!.message.tool_calls[0]!.function;
      expect(call.name).toBe("get_weather");
      expect(Object.keys(JSON.parse(call.arguments) as object)).toEqual(["city"]);
    });

    it("answers the first json_schema response_format with a document of that shape", async () => {
      const gateway = browserBuild.createGatewayHandlers();
      const schema = { type: "object", properties: { city: { type: "string" }, celsius: { type: "integer" } }, required: ["city", "celsius"], additionalProperties: false };
      const response = await ask(gateway, "/client/v2/ai/chat/completions", chat({ response_format: { type: "json_schema", json_schema: { name: "weather", schema } } }));
      expect(response.status).toBe(200);
      const document = JSON.parse(((await response.json()) as { choices: { message: { content: string } }[] }).choices[0]!.message.content) as Record<string, unknown>;
      expect(Object.keys(document).sort()).toEqual(["celsius", "city"]);
      expect(typeof document.city).toBe("string");
      expect(Number.isInteger(document.celsius)).toBe(true);
    });

    it("checks generated documents against the caller's schema without eval: a contradictory one is a 400, as in Node", async () => {
      const gateway = browserBuild.createGatewayHandlers();
      // The faker writes some string; only a check of the schema finds that none fits.
      const schema = { type: "object", properties: { code: { type: "string", minLength: 5, maxLength: 2 } }, required: ["code"] };
      const response = await ask(gateway, "/client/v2/ai/chat/completions", chat({ response_format: { type: "json_schema", json_schema: { name: "code", schema } } }));
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { param: string; message: string } };
      expect(error.param).toBe("response_format");
      expect(error.message).toMatch(/no value satisfies it/);
      // A format is checked too: every generated address is a valid email.
      const email = { type: "object", properties: { to: { type: "string", format: "email" } }, required: ["to"], additionalProperties: false };
      const answer = await ask(gateway, "/client/v2/ai/chat/completions", chat({ response_format: { type: "json_schema", json_schema: { name: "mail", schema: email } } }));
      expect(answer.status).toBe(200);
      const document = JSON.parse(((await answer.json()) as { choices: { message: { content: string } }[] }).choices[0]!.message.content) as { to: string };
      expect(document.to).toMatch(/^[^@\s]+@[^@\s]+$/);
    });

    it("validates the first generation request with the validators of its chunk: a bad input is a 400 naming it, a good one a task", async () => {
      const gateway = browserBuild.createGatewayHandlers();
      const bad = await ask(gateway, "/client/v2/ai/generations", { method: "POST", headers: KEY, body: JSON.stringify({ model: "kling-v1", input: { prompt: 3 } }) });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { param: string } }).error.param).toBe("input");
      const good = await ask(gateway, "/client/v2/ai/generations", { method: "POST", headers: KEY, body: JSON.stringify({ model: "kling-v1", input: { prompt: "A paper boat" } }) });
      expect(good.status).toBe(200);
      expect(((await good.json()) as { data: { status: string } }).data.status).toMatch(/^(queued|processing)$/);
    });

    it("loads the weather with the first scenario: the mock's default one answers the first request, until reset", async () => {
      const gateway = browserBuild.createGatewayHandlers({ scenario: { phases: [{ errors: [{ status: 503, rate: 1 }] }] } });
      await gateway.ready();
      const chatRequest = () => ask(gateway, "/client/v2/ai/chat/completions", chat({}));
      expect((await chatRequest()).status).toBe(503);
      const session = { method: "POST", headers: { "content-type": "application/json", "x-mock-session": "calm" }, body: JSON.stringify({ phases: [{}] }) };
      expect((await ask(gateway, "/__mock/scenario", session)).status).toBe(200);
      const calm = await ask(gateway, "/client/v2/ai/chat/completions", { ...chat({}), headers: { ...KEY, "x-mock-session": "calm" } });
      expect(calm.status).toBe(200);
    });

    it("rejects a bad default scenario in ready(), naming the field", async () => {
      const gateway = browserBuild.createGatewayHandlers({ scenario: { phases: [{ errors: [{ status: 503, rate: 2 }] }] } });
      await expect(gateway.ready()).rejects.toThrow(/phases\/0\/errors\/0\/rate/);
    });

    it("answers the first page of users, and a bad page number with a 400", async () => {
      const gateway = browserBuild.createGatewayHandlers();
      const page = await ask(gateway, "/api/users?page=2&page_size=5", { headers: KEY });
      expect(page.status).toBe(200);
      expect(((await page.json()) as { users: unknown[]; page: number }).page).toBe(2);
      expect((await ask(gateway, "/api/users?page=zero", { headers: KEY })).status).toBe(400);
    });

    it("checks the first scenario with the validator of its chunk", async () => {
      const gateway = browserBuild.createGatewayHandlers();
      const wrong = await ask(gateway, "/__mock/scenario", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ preset: "flaky", bogus: 1 }) });
      expect(wrong.status).toBe(400);
      // The schema's own complaint (Ajv's additionalProperties), so the validator did run.
      expect(((await wrong.json()) as { error: { message: string } }).error.message).toMatch(/additional properties \(bogus\)/);
      const set = await ask(gateway, "/__mock/scenario", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ preset: "flaky", seed: 1 }) });
      expect(set.status).toBe(200);
    });
  });
});
