import { describe, expect, it } from "vitest";
import { bioReply } from "./writing-tasks.ts";
import { roleBio } from "./role-bios.ts";

describe("a bio in the words of the role's profession", () => {
  it.each([
    ["Write a short bio for a freelance photographer", /^\[Name\] is a freelance photographer with \[X\] years of experience capturing /, /behind the camera/],
    ["Write a bio for a nurse", /^\[Name\] is a nurse with \[X\] years of experience caring for patients/, /care team/],
    ["Write a professional bio for a pastry chef", /^\[Name\] is a pastry chef with \[X\] years of experience creating seasonal/, /kitchen/],
    ["Write a short bio for a high school teacher", /^\[Name\] is a high school teacher with \[X\] years of experience helping/, /students/],
    ["Write a bio for a real estate agent", /^\[Name\] is a real estate agent with .*buyers and sellers/, /homes/],
    ["Write a short bio for a personal trainer", /^\[Name\] is a personal trainer with .*stronger, fitter/, /clients/],
    ["Write a bio for a musician", /^\[Name\] is a musician with .*performing/, /released/],
    ["Write a bio for an employment lawyer", /^\[Name\] is an employment lawyer with .*advising clients/, /Firm/],
    ["Write a bio for a yoga instructor", /^\[Name\] is a yoga instructor with .*breath, strength and balance/, /Studio/],
    ["Write a professional bio for a data scientist", /^\[Name\] is a data scientist with .*messy data into clear answers/, /model/],
  ])("%s: what that profession does, not a software template", (prompt, opening, words) => {
    const bio = bioReply(prompt)!;
    expect(bio).toMatch(opening);
    expect(bio).toMatch(words);
    expect(bio).not.toMatch(/complex problems|reliable work|startups/);
    expect(bio).toMatch(/Outside of work, \[Name\] enjoys \[a hobby\]/);
  });

  it("keeps a developer's bio about software, and gives a role it does not know a neutral bio naming only the role", () => {
    expect(bioReply("Write a short bio for a software engineer")).toMatch(/^\[Name\] is a software engineer with \[X\] years of experience turning complex problems into simple, reliable software/);
    const beekeeper = roleBio("beekeeper");
    expect(beekeeper).toMatch(/^\[Name\] is a beekeeper with \[X\] years of experience in \[your field or specialty\]\./);
    expect(beekeeper).not.toMatch(/software|complex problems|startups/);
  });
});
