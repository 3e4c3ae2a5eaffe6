import { describe, expect, it } from "vitest";
import { appGatewayBase, pageTargetOnMock } from "./page-routing.ts";

const MOCK = new URL("http://127.0.0.1:43123");
const onMock = (href: string, appBase: string | undefined) => pageTargetOnMock(new URL(href), MOCK, appBase)?.href;

describe("the app's gateway base URL (gatewayBaseUrl)", () => {
  it("is a whole URL, or a path beside Playwright's baseURL, without its trailing slash", () => {
    expect(appGatewayBase("https://gw.example.com/client/v2/ai/", undefined)).toBe("https://gw.example.com/client/v2/ai");
    expect(appGatewayBase("/api", "http://localhost:5173/app/")).toBe("http://localhost:5173/api");
    expect(appGatewayBase(undefined, "http://localhost:5173")).toBeUndefined();
  });

  it("throws naming the option for a path without a baseURL, rather than matching nothing", () => {
    expect(() => appGatewayBase("/api", undefined)).toThrow(`[ai-gateway-kit] gatewayBaseUrl "/api" is not a URL (a path needs Playwright's use.baseURL)`);
  });
});

describe("where a page's request goes on the mock", () => {
  it("keeps a request for the mock's own origin as it is", () => {
    expect(onMock("http://127.0.0.1:43123/client/v2/ai/tasks/1001", undefined)).toBe("http://127.0.0.1:43123/client/v2/ai/tasks/1001");
  });

  it("moves a request under the app's base URL to the same path under the mock's OpenAI base, query and all", () => {
    const app = "http://localhost:5173/api";
    expect(onMock("http://localhost:5173/api/chat/completions", app)).toBe("http://127.0.0.1:43123/client/v2/ai/chat/completions");
    expect(onMock("http://localhost:5173/api/generations?__code=500", app)).toBe("http://127.0.0.1:43123/client/v2/ai/generations?__code=500");
    expect(onMock("https://gw.example.com/client/v2/ai/tasks/7", "https://gw.example.com/client/v2/ai")).toBe("http://127.0.0.1:43123/client/v2/ai/tasks/7");
  });

  it("leaves alone what is not under the base URL: another path that starts with its letters, the app's page, other origins", () => {
    const app = "http://localhost:5173/api";
    expect(onMock("http://localhost:5173/apiary/x", app)).toBeUndefined();
    expect(onMock("http://localhost:5173/", app)).toBeUndefined();
    expect(onMock("https://cdn.example.com/api/x", app)).toBeUndefined();
    expect(onMock("http://localhost:5173/api/x", undefined)).toBeUndefined();
  });
});
