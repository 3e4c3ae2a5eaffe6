import { describe, expect, it } from "vitest";
import { itineraryReply } from "./itineraries.ts";

const dayTitles = (reply: string) => reply.split("\n").filter((line) => /^\*\*Day \d+: /.test(line));

describe("a trip's day-by-day plan", () => {
  it("plans as many days as asked, from arrival to departure, naming the place", () => {
    const reply = itineraryReply("Plan a 3 day trip to Paris")!;
    expect(reply.split("\n")[0]).toBe("Here's a 3-day plan for Paris:");
    const days = dayTitles(reply);
    expect(days).toHaveLength(3);
    expect(days[0]).toBe("**Day 1: Arrive and get your bearings**");
    expect(days[2]).toBe("**Day 3: Last favorites and departure**");
    expect(reply).toContain("historic center of Paris");
    expect(reply).not.toContain("{P}");
    expect(reply).toMatch(/time to spare\.\n\nTell me what you enjoy/);
    expect(itineraryReply("Plan a 3 day trip to Paris")).toBe(reply);
  });

  it("reads a weekend and a week, and leaves other plans to the other replies", () => {
    expect(dayTitles(itineraryReply("Plan a weekend trip to Rome")!)).toHaveLength(2);
    expect(dayTitles(itineraryReply("Create a 10-day itinerary for Japan")!)).toHaveLength(7);
    expect(itineraryReply("Plan a 3 day trip")).toBeUndefined();
    expect(itineraryReply("Plan a sprint for my team")).toBeUndefined();
  });
});
