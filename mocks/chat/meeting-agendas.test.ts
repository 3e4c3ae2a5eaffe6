import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { meetingAgendaReply } from "./meeting-agendas.ts";

const answer = (prompt: string): string | undefined => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);

describe("a meeting agenda", () => {
  it("writes the agenda: the meeting, when and where, who, its goal, numbered items with minutes that add up to its length", () => {
    const agenda = answer("Create a meeting agenda for a weekly team sync")!;
    expect(agenda).toMatch(/^# Weekly Team Sync\n\n\*\*Date:\*\* \[Date\]/);
    expect(agenda).toMatch(/\*\*Goal:\*\* Share progress, surface blockers/);
    const items = [...agenda.matchAll(/^\d+\. .+ \((\d+) min\)$/gm)].map((match) => Number(match[1]));
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(agenda).toContain(`(${items.reduce((sum, length) => sum + length, 0)} minutes)`);
  });

  it.each([
    ["Write an agenda for a kickoff meeting", /^# Project Kickoff: \[Project Name\]/, /Scope: what's in, what's out/],
    ["Draft an agenda for my one-on-one with my manager", /^# One-on-One/, /Career growth/],
    ["Make an agenda for a sprint retrospective", /^# Sprint Retrospective/, /What went well/],
    ["Prepare the agenda for our board meeting", /^# Board Meeting/, /Financial review/],
    ["Write a meeting agenda", /^# \[Meeting Name\]/, /Action items, owners and next steps/],
  ])("%s: that meeting's items", (prompt, title, item) => {
    const agenda = answer(prompt)!;
    expect(agenda).toMatch(title);
    expect(agenda).toMatch(item);
  });

  it("leaves other prompts about agendas to the other replies", () => {
    for (const prompt of ["What is a hidden agenda?", "What's on the agenda today?"]) expect(meetingAgendaReply(prompt), prompt).toBeUndefined();
  });
});
