// docs/browser.md shows the browser setups exactly as npm test runs them, and the README's "In your
// tests" section shows Vite's, webpack's and Playwright's from the same examples (test/docs.test.ts
// checks that each block is its file, or lines of it, verbatim).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8").trimEnd();
const docs = read("docs/browser.md");

describe("docs/browser.md", () => {
  it.each([
    ["ts", "examples/msw/browser/src/main.ts"],
    ["js", "examples/msw/webpack/webpack.config.js"],
    ["js", "examples/msw/webpack/src/index.js"],
    ["ts", "examples/storybook/src/Chat.stories.ts"],
    ["ts", "test/playwright/sessions.spec.ts"],
  ])("shows %s %s as it is tested", (lang, file) => {
    expect(docs).toContain("```" + lang + "\n" + read(file) + "\n```");
  });
});

describe("the Storybook example", () => {
  // Not run by npm test (see docs/browser.md): msw-storybook-addon 3 dropped 2's `initialize` and
  // root `mswLoader`, and a preview written for 2 fails `storybook build` with MISSING_EXPORT.
  it("uses the CSF 3 loader of the msw-storybook-addon major it installs (3: no initialize())", () => {
    const pkg = JSON.parse(read("examples/storybook/package.json")) as { devDependencies: Record<string, string> };
    expect(pkg.devDependencies["msw-storybook-addon"]).toMatch(/^\^3\./);
    const preview = read("examples/storybook/.storybook/preview.ts");
    expect(preview).toContain('import { mswLoader } from "msw-storybook-addon/csf3";');
    expect(preview).toContain("loaders: [mswLoader()]");
    expect(preview).not.toMatch(/import[^;]*\binitialize\b/);
  });
});

describe("the README's \"In your tests\" section", () => {
  const section = /^## 2\. In your tests.*?(?=^## 3\.)/ms.exec(read("README.md"))?.[0] ?? "";
  /** The section's code block whose marker names this file (file: or excerpt:). */
  const blockOf = (file: string) => new RegExp(`^<!-- (?:file|excerpt): ${file.replaceAll(".", "\\.")} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\\n\`\`\`$`, "m").exec(section)?.[1];

  it.each([
    ["Vite", "examples/msw/browser/src/main.ts", ["setupWorker(...gateway.handlers).start(", 'from "ai-gateway-kit/msw"']],
    ["webpack", "examples/msw/webpack/webpack.config.js", ["export default {"]],
    ["Playwright", "test/playwright/sessions.spec.ts", ['from "ai-gateway-kit/playwright"', "gateway.clock.advance("]],
  ])("shows the %s setup from %s", (_, file, lines) => {
    const block = blockOf(file);
    expect(block, `no block from ${file} in the section`).toBeDefined();
    for (const line of lines) expect(block).toContain(line);
  });
});
