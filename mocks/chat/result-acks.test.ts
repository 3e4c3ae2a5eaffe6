/**
 * The answer after a tool result that only acknowledges an action ({"status":"ok"}, "OK", null…):
 * confirmed from the call's name and arguments and the user's request, through the whole answer
 * after tool results (tool-results-reply.ts), with exact sentences; lookups and unknown verbs
 * keep their plain answers.
 */
import { describe, expect, it } from "vitest";
import type { components } from "../../generated/api.d.ts";
import { acknowledgementOf } from "./result-acks.ts";
import { replyFromToolResults } from "./tool-results-reply.ts";

type Message = components["schemas"]["ChatMessage"];

/** The answer to `question` after `name(args)` returned `result` (the tool message's content as is). */
function answer(question: string, name: string, args: unknown, result: string): string {
  return replyFromToolResults([
    { role: "user", content: question },
    { role: "assistant", content: null, tool_calls: [{ id: "call_0", type: "function", function: { name, arguments: JSON.stringify(args) } }] },
    { role: "tool", tool_call_id: "call_0", content: result },
  ] as Message[]);
}

describe("what an acknowledgement is", () => {
  it.each<[string, unknown, { ok: boolean; reason: string | undefined } | undefined]>([
    ["a status ok", { status: "ok" }, { ok: true, reason: undefined }],
    ["success true", { success: true }, { ok: true, reason: undefined }],
    ["OK as text", "OK", { ok: true, reason: undefined }],
    ["Done. as text", "Done.", { ok: true, reason: undefined }],
    ["an empty object", {}, { ok: true, reason: undefined }],
    ["null", null, { ok: true, reason: undefined }],
    ["an HTTP status", { status: 204 }, { ok: true, reason: undefined }],
    ["an error status with its message", { status: "error", message: "Hub offline" }, { ok: false, reason: "Hub offline" }],
    ["ok false beside a status ok", { ok: false, status: "ok" }, { ok: false, reason: undefined }],
    ["a record with an ID (it says more)", { status: "ok", id: "evt_1" }, undefined],
    ["a status of something else", { status: "pending" }, undefined],
    ["a sentence", "The weather in Tokyo is sunny", undefined],
    ["a number", 200, undefined],
  ])("%s", (_, value, expected) => {
    expect(acknowledgementOf(value)).toEqual(expected);
  });
});

describe("a switch confirmed by its state, in the room asked", () => {
  const kitchen = ["Turn off the lights in the kitchen", "set_lights", { room: "kitchen", on: false }] as const;
  it.each(['{"status":"ok"}', '{"success":true}', '{"ok":true}', '"OK"', "done", "{}", "null"])("Turn off the lights in the kitchen, set_lights answered %s → Done — the kitchen lights are off.", (result) => {
    expect(answer(...kitchen, result)).toBe("Done — the kitchen lights are off.");
  });

  it("a failure with its message: I couldn't turn off the kitchen lights: Hub offline.", () => {
    expect(answer(...kitchen, '{"status":"error","message":"Hub offline"}')).toBe("I couldn't turn off the kitchen lights: Hub offline.");
    expect(answer(...kitchen, '{"success":false}')).toBe("I couldn't turn off the kitchen lights.");
  });

  it("the state and the room from the request when the call does not say them", () => {
    expect(answer("Turn off the lights in the kitchen", "toggle_light", {}, '{"status":"ok"}')).toBe("Done — the kitchen light is off.");
    expect(answer("Switch on the fan", "turn_on_fan", { room: "bedroom" }, "OK")).toBe("Done — the bedroom fan is on.");
  });

  it("a setting by its value: Done — the bedroom temperature is set to 21.", () => {
    expect(answer("Set the bedroom to 21", "set_temperature", { room: "bedroom", temperature: 21 }, '{"status":"ok"}')).toBe("Done — the bedroom temperature is set to 21.");
    expect(answer("Set the bedroom to 21", "set_temperature", { room: "bedroom", temperature: 21 }, '{"status":"failed","reason":"Thermostat offline"}')).toBe("I couldn't set the bedroom temperature to 21: Thermostat offline.");
  });
});

describe("other actions, in the past tense, with what they acted on", () => {
  it.each<[string, string, Record<string, unknown>, string, string]>([
    ["Email Sam that I'm late", "send_email", { to: "Sam", body: "I'm late" }, '"OK"', "I've sent the email to Sam."],
    ["Book a table for 2 at 7pm", "book_table", { party_size: 2, time: "19:00" }, '{"status":"ok"}', "Your table for 2 at 19:00 is booked."],
    ["Book Luigi's for 4 on Monday at 7", "book_table", { restaurant: "Luigi's", party_size: 4, date: "2026-12-07", time: "19:00" }, '{"success":true}', "Your table for 4 at Luigi's on 7 December 2026 at 19:00 is booked."],
    ["Cancel my 3pm meeting", "cancel_meeting", { meeting_id: "m1" }, '{"success":true}', "I've cancelled the meeting."],
    ["Delete notes.txt", "delete_file", { path: "notes.txt" }, "{}", "I've deleted the file notes.txt."],
    ["Add milk to my shopping list", "add_item", { item: "milk", list: "shopping" }, '{"status":"ok"}', "I've added milk to your shopping list."],
    ["Create the team sync", "create_event", { title: "Team sync", start: "2026-12-08T10:00" }, "null", 'I\'ve created the event "Team sync" for 8 December 2026 at 10:00.'],
    ["Mark task 7 done", "update_task", { task_id: "7", status: "done" }, '"done"', "I've updated the task."],
    ["Schedule a sync with Ana", "schedule_meeting", { title: "Sync with Ana", start: "2026-12-08T15:00" }, '{"status":"scheduled"}', 'I\'ve scheduled the meeting "Sync with Ana" for 8 December 2026 at 15:00.'],
    ["Remind me to call my mom at 5pm", "create_reminder", { text: "Call my mom", time: "17:00" }, '{"status":"ok"}', "I'll remind you to call your mom at 17:00."],
    ["Remind me to take out the trash", "set_reminder", { message: "take out the trash", datetime: "2026-12-08T19:00" }, '{"ok":false,"message":"Calendar not connected"}', "I couldn't set the reminder to take out the trash: Calendar not connected."],
    ["Send the report to Dana", "send_email", { to: "dana@example.com", subject: "Q3 report" }, '{"status":"error","message":"Mailbox full"}', 'I couldn\'t send the email "Q3 report" to dana@example.com: Mailbox full.'],
  ])("%s, %s answered %s", (question, name, args, result, expected) => {
    expect(answer(question, name, args, result)).toBe(expected);
  });
});

describe("what is not confirmed as an action", () => {
  it.each<[string, string, Record<string, unknown>, string, string]>([
    ["a lookup that found nothing", "get_user", { id: 1 }, "{}", "The get user call returned nothing."],
    ["a ping", "ping", {}, "null", "The ping call returned nothing."],
    ["a verb it does not know", "frobnicate_widget", {}, '{"status":"ok"}', "Done."],
    ["a sum whose result is text", "add", { a: 100, b: 100 }, '"200"', "100 + 100 = 200."],
    ["a result with an ID (result-flags.ts's)", "create_event", { title: "Team sync" }, '{"success":true,"id":"evt_1"}', 'I created the event "Team sync" (ID evt_1).'],
  ])("%s", (_, name, args, result, expected) => {
    expect(answer("Go.", name, args, result)).toBe(expected);
  });
});
