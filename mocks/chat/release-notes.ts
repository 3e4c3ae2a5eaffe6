/**
 * Release notes: "Write release notes for version 2.0", "Draft a changelog for v1.4.2". A model
 * writes what a product team publishes with a release: the version and date, a line on the
 * highlight, then what is new, improved and fixed, and anything that breaks or needs doing to
 * upgrade, with bracketed placeholders for the actual changes. A major version (2.0) carries a
 * section on breaking changes and upgrading; a patch (1.4.2) is mostly fixes.
 */

/** A request for them: "Write release notes for …", "Create a changelog for v2". */
const ASKS = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:help\s+me\s+)?(?:write|draft|create|compose|prepare|generate)\s+(?:me\s+)?(?:the\s+|some\s+|an?\s+)?(?:release\s+notes?|changelog|change\s+log|patch\s+notes)\b/i;

/** "version 2.0", "v1.4.2", "2.0": the version asked. */
const VERSION = /\b(?:version\s+|v)?(\d+(?:\.\d+){0,2})\b/i;

/** A kind of version: a major one breaks things, a patch fixes them, a minor one adds. */
function kindOf(version: string | undefined): "major" | "minor" | "patch" {
  if (version === undefined) return "minor";
  const [, minor = "0", patch = "0"] = version.split(".");
  return patch !== "0" ? "patch" : minor !== "0" ? "minor" : "major";
}

/**
 * The release notes a prompt asks for, or undefined when it asks for none.
 * @example releaseNotesReply("Write release notes for version 2.0")?.split("\n")[0] // "# Version 2.0"
 */
export function releaseNotesReply(prompt: string): string | undefined {
  // Cheap first look: the ask's opening (ASKS reads only the start), then the words of release notes or a changelog.
  if (!ASKS.test(prompt) || !/\b(?:release|patch)\s+notes?\b|\bchange\s?log\b/i.test(prompt)) return undefined;
  const version = VERSION.exec(prompt)?.[1];
  const shown = version === undefined ? "[Version]" : version.includes(".") ? version : `${version}.0`;
  const kind = kindOf(shown.startsWith("[") ? undefined : shown);
  const section = (title: string, items: readonly string[]): string[] => [`## ${title}`, ...items.map((item) => `- ${item}`), ""];
  return [
    `# Version ${shown}`,
    "*Released [date]*",
    "",
    kind === "major"
      ? `Version ${shown} is our biggest release yet: [the headline change in one sentence]. Here's everything that's new.`
      : kind === "patch"
        ? `Version ${shown} is a maintenance release with bug fixes and small improvements. We recommend everyone update.`
        : `Version ${shown} brings [the headline feature], along with improvements and fixes.`,
    "",
    ...(kind === "patch" ? [] : section("✨ New", ["**[Feature name]**: [what it does and why it helps]", "**[Feature name]**: [what it does]", "[A smaller addition]"])),
    ...section("⚡ Improved", kind === "patch" ? ["[A small improvement]"] : ["[Faster / clearer / simpler]: [what got better, with a number if you have one]", "[An improvement users asked for]"]),
    ...section("🐛 Fixed", ["Fixed [bug] that caused [symptom] when [situation]", "Fixed [bug] on [platform or browser]", "[Another fix]"]),
    ...(kind === "major"
      ? [
          ...section("⚠️ Breaking changes", ["[What was removed or renamed], replaced by [what to use instead]", "[A changed default or requirement, e.g. Node 20 or newer]"]),
          "## Upgrading",
          `To upgrade, [how to update: install command, download link or automatic]. See the [migration guide](link) for moving from ${shown === "[Version]" ? "the previous version" : `${Number(shown.split(".")[0]) - 1}.x`}.`,
          "",
        ]
      : []),
    "Thanks to everyone who reported issues and shared feedback. Full changelog: [link]",
  ].join("\n");
}
