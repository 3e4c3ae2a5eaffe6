/**
 * A scheduled email and a reminder under tool_choice auto: the time the message says is the
 * send time (in the form the schema asks), never part of the subject or the reminder's text; a
 * subject the message gives unquoted ("with the subject Weekly sync") is the subject, as written.
 */
import { describe, expect, it } from "vitest";
import { callsAt, fn } from "../../test/support/tool-calls.ts";

/** The mock's clock in these specs: Thursday 12 March 2026, 19:13 UTC. */
const NOW = Date.UTC(2026, 2, 12, 19, 13);
const { argumentsFor } = callsAt(NOW);

const text = { type: "string" };
const scheduleEmail = fn("schedule_email", "Schedule an email to be sent later", { to: text, subject: text, body: text, send_at: { type: "string", format: "date-time" } });
const createReminder = fn("create_reminder", "Create a reminder", { text, time: text });
const timedReminder = fn("create_reminder", "Create a reminder", { text, time: { type: "string", format: "date-time" } });

describe("a scheduled email's time is its send_at, not its subject", () => {
  it.each([
    ["Schedule an email to sarah@example.com tomorrow at 9am reminding her about the report", "The report", "2026-03-13T09:00:00Z"],
    ["Schedule an email tomorrow at 9am to sarah@example.com about the Q3 report", "The Q3 report", "2026-03-13T09:00:00Z"],
    ["Tomorrow at 9am, email sarah@example.com about the report", "The report", "2026-03-13T09:00:00Z"],
    ["Schedule an email to sarah@example.com at 9am on Monday with the subject Weekly sync", "Weekly sync", "2026-03-16T09:00:00Z"],
  ])("%s", async (content, subject, sendAt) => {
    const args = await argumentsFor(content, scheduleEmail);
    expect(args).toMatchObject({ to: "sarah@example.com", subject, send_at: sendAt });
    expect(String(args.subject)).not.toMatch(/tomorrow|9am|monday/i);
    expect(String(args.body)).toMatch(/^Hi Sarah,/);
  });
});

describe("a reminder's time is its time, not its text", () => {
  it.each([
    ["Remind me at 5pm to call mom", createReminder, { text: "Call mom", time: "17:00" }],
    ["At 7pm remind me to start dinner", createReminder, { text: "Start dinner", time: "19:00" }],
    ["Set a reminder for 9am tomorrow to submit the timesheet", timedReminder, { text: "Submit the timesheet", time: "2026-03-13T09:00:00Z" }],
    ["Remind me tomorrow at 8am to take out the trash", timedReminder, { text: "Take out the trash", time: "2026-03-13T08:00:00Z" }],
  ])("%s", async (content, tool, expected) => {
    expect(await argumentsFor(content, tool)).toEqual(expected);
  });
});
