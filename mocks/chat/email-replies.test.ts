import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { emailReply } from "./email-replies.ts";

describe("a reply drafted to a pasted email", () => {
  it("declines a meeting, saying back its day, time and subject", () => {
    const reply = emailReply("Reply to this email politely declining the meeting: Hi, can we meet Thursday at 3pm to discuss the budget?")!;
    expect(reply.split("\n")[0]).toBe("Subject: Re: Meeting on Thursday at 3pm to discuss the budget");
    expect(reply).toContain("Thank you for the invitation to meet on Thursday at 3pm to discuss the budget. Unfortunately, I won't be able to make it");
    expect(reply).toMatch(/\n\nBest regards,\n\[Your name\]$/);
  });

  it("addresses the sender who signed, and agrees to what was asked, keeping its deadline", () => {
    const reply = emailReply("Write a reply to this email:\n\nHi Anna,\n\nCould you send me the Q3 report by Friday?\n\nThanks,\nJohn")!;
    expect(reply).toMatch(/^Subject: Re: Q3 report\n\nHi John,\n\n/);
    expect(reply).toContain("I'm happy to send you the Q3 report: I'll have it to you by Friday.");
  });

  it("takes the instruction after the email, and its tone", () => {
    const reply = emailReply("Hi team,\nWe are throwing a party for Maria's birthday on Saturday at 7pm. Hope you can join us!\nBest, Priya\n\nWrite a friendly response declining")!;
    expect(reply).toMatch(/^Subject: Re: Your invitation\n\nHi Priya!\n\nThank you so much for the invitation! Unfortunately, I won't be able to make it/);
    expect(reply).toMatch(/\n\nCheers,\n\[Your name\]$/);
    const formal = emailReply("Reply professionally and ask for more details:\nDear Ms. Lee, we would like to discuss a partnership. Are you available next week?\nRegards,\nTom Baker")!;
    expect(formal).toContain("Dear Tom Baker,");
    expect(formal).toContain("Before I confirm the meeting next week, could you share a little more");
    expect(formal).toMatch(/Kind regards,\n\[Your name\]$/);
  });

  it("apologizes for a complaint, and answers a review without a subject line", () => {
    const reply = emailReply("Respond to this review: The food was cold and the waiter was rude. Never coming back.")!;
    expect(reply).not.toContain("Subject:");
    expect(reply).toContain("I'm truly sorry about this");
    expect(reply).toMatch(/\[Your name\], \[Business name\]$/);
  });

  it("answers thanks with you're welcome, not with a sign-off read as the sender", () => {
    expect(emailReply("Reply to this email: Thanks so much for your help with the launch yesterday!")).toContain("You're very welcome!");
  });

  it("leaves a reply with nothing pasted, and other asks, to the other replies", () => {
    for (const prompt of ["Reply to my email from John", "Write a reply", "How do I reply to all in Outlook?", "What's a good response time for support emails?", "Reply to this email in JSON: Hi, can we meet?"]) {
      expect(emailReply(prompt), prompt).toBeUndefined();
    }
  });

  it("answers through the mock, where an email to reply to was once refused as an email to send", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Reply to this email politely declining the meeting: Hi, can we meet Thursday at 3pm to discuss the budget?" }] },
    });
    expect(result.body.choices[0].message.content).toMatch(/^Subject: Re: Meeting on Thursday at 3pm/);
    const refused = await testMock().call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Reply to my email from John" }] } });
    expect(refused.body.choices[0].message.content).toMatch(/^I can't send emails/);
  });
});
