/** The docs page opens with what a frontend developer needs first: the base URL, the keys and a curl. */
import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";

async function docsHtml(config: Parameters<typeof testMock>[0] = {}): Promise<string> {
  const { respond } = testMock(config);
  const response = await respond({ method: "GET", path: "/__mock/docs", query: {}, headers: { host: "127.0.0.1:4010" } });
  return Buffer.from(response.bytes!).toString("utf8");
}

describe("the docs page at /__mock/docs", () => {
  it("opens with the quick start, before the reference and its provenance notes", async () => {
    const html = await docsHtml();
    const quickStart = html.indexOf('id="quick-start"');
    expect(quickStart).toBeGreaterThan(0);
    expect(quickStart).toBeLessThan(html.indexOf('<div id="app">'));
    for (const part of ['id="base-url"', 'id="keys"', 'id="curl"', "/client/v2/ai", "curl -s ${base}/chat/completions"]) expect(html).toContain(part);
  });

  it("lists the built-in keys with their teams", async () => {
    const html = await docsHtml();
    const config = JSON.parse(/<script type="application\/json" id="mock-config">(.*?)<\/script>/.exec(html)![1]!) as { keys: [string, string][] };
    expect(config.keys).toContainEqual(["sk-mock-default", "team-default"]);
    expect(config.keys).toContainEqual(["sk-mock-restricted", "team-restricted"]);
  });
});
