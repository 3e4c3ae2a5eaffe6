// docs/browser.md shows the browser setups exactly as npm test runs them.
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
