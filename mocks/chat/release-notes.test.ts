import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { releaseNotesReply } from "./release-notes.ts";

const answer = (prompt: string): string | undefined => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);

describe("release notes for a version", () => {
  it("writes a major version's notes: new, improved, fixed, breaking changes and how to upgrade", () => {
    const notes = answer("Write release notes for version 2.0")!;
    expect(notes).toMatch(/^# Version 2\.0\n\*Released \[date\]\*\n\nVersion 2\.0 is our biggest release yet/);
    for (const section of ["## ✨ New", "## ⚡ Improved", "## 🐛 Fixed", "## ⚠️ Breaking changes", "## Upgrading"]) expect(notes).toContain(section);
    expect(notes).toMatch(/migration guide\]\(link\) for moving from 1\.x/);
  });

  it("writes a patch as fixes, with no new features or breaking changes", () => {
    const notes = releaseNotesReply("Draft a changelog for v1.4.2")!;
    expect(notes).toMatch(/^# Version 1\.4\.2\n/);
    expect(notes).toMatch(/maintenance release/);
    expect(notes).toContain("## 🐛 Fixed");
    expect(notes).not.toMatch(/## ✨ New|Breaking changes/);
  });

  it("keeps a placeholder for a version it is not told", () => {
    expect(releaseNotesReply("Write release notes for our app update")).toMatch(/^# Version \[Version\]\n[\s\S]*## ✨ New/);
  });

  it("leaves questions about release notes to the other replies", () => {
    expect(releaseNotesReply("What should release notes include?")).toBeUndefined();
  });
});
