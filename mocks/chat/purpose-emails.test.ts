import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { writingTaskReply } from "./writing-tasks.ts";

/** The reply's lines, blank ones dropped. */
function lines(prompt: string): string[] {
  return (writingTaskReply(prompt) ?? "").split("\n").filter((line) => line !== "");
}

describe("an email or letter asked for by its purpose is written for it", () => {
  it("cancels a reservation with the place it was made at, asking for written confirmation and the refund its policy allows", () => {
    const hotel = lines("Write an email to cancel my hotel");
    expect(hotel[0]).toBe("Subject: Cancellation of reservation [confirmation number]");
    expect(hotel[1]).toBe("Dear [Hotel name] Reservations Team,");
    expect(hotel[2]).toContain("confirmation number [confirmation number], for [check-in date] to [check-out date]");
    expect(hotel[3]).toContain("send me written confirmation of the cancellation. If a refund is due under your cancellation policy");
    expect(hotel.slice(-2)).toEqual(["Kind regards,", "[Your name]"]);
    const hilton = lines("Write an email to cancel my reservation at the Hilton for March 3");
    expect(hilton[1]).toBe("Dear Hilton Reservations Team,");
    expect(hilton[2]).toContain("for the stay starting March 3");
    expect(lines("Draft an email cancelling my flight on Friday")[2]).toContain("flight [flight number] from [departure city] to [destination] on Friday");
    expect(lines("Write an email to cancel my dentist appointment")[0]).toBe("Subject: Cancellation of my appointment on [date]");
    // The purpose's word in capitals is the same purpose.
    expect(lines("Write an email to CANCEL my dentist appointment")[0]).toBe("Subject: Cancellation of my appointment on [date]");
  });

  it("cancels a subscription or an order with the company named, and asks not to be charged again", () => {
    const netflix = lines("Write an email to cancel my Netflix subscription");
    expect(netflix[1]).toBe("Dear Netflix Customer Support,");
    expect(netflix[2]).toMatch(/^I'm writing to cancel my subscription with Netflix, effective/);
    expect(netflix[3]).toContain("I won't be charged again");
    expect(lines("Write an email to cancel my gym membership")[0]).toBe("Subject: Cancellation of my membership (account [account number])");
    expect(lines("Write an email to cancel my order")[0]).toBe("Subject: Cancellation request: order [order number]");
  });

  it("asks for a refund with the situation, the ask, what is attached and a deadline", () => {
    const blender = lines("Write an email asking for a refund for a broken blender");
    expect(blender[0]).toBe("Subject: Refund request: Blender, order [order number]");
    expect(blender[2]).toBe("I'm writing to request a refund for the blender I bought on [date of purchase] (order number [order number]). It stopped working after [how long]: [describe the problem briefly].");
    expect(blender[3]).toBe("I've attached a copy of my receipt and photos of the problem. As the blender is faulty, I'd like a full refund of [amount] to my original payment method.");
    expect(blender[4]).toContain("confirm the refund by [date, e.g. within 14 days]");
    const headphones = lines("Draft an email to Amazon requesting a refund for my defective headphones");
    expect(headphones[1]).toBe("Dear Amazon Customer Service,");
    expect(headphones[2]).toContain("They stopped working");
    expect(lines("Write an email to the store asking for a refund")[2]).toContain("the [item] I bought");
  });

  it("complains about a late delivery, or about what the prompt names", () => {
    const late = lines("Write a complaint email about a late delivery");
    expect(late[0]).toBe("Subject: Complaint: Late delivery of order [order number]");
    expect(late[2]).toMatch(/^I'm writing to complain about the late delivery of my order \[order number\]/);
    const noise = lines("Write a formal complaint letter about noisy neighbours");
    expect(noise[0]).toBe("Dear [Recipient's name],");
    expect(noise[1]).toMatch(/^I'm writing to complain about noisy neighbours\./);
  });

  it("follows up, or thanks, after an interview, with the role and company named", () => {
    const followUp = lines("Write a follow-up email after a job interview");
    expect(followUp[0]).toBe("Subject: Following up: [Position] interview");
    expect(followUp[1]).toBe("Dear [Interviewer's name],");
    expect(followUp[3]).toContain("Could you let me know if there's an update on the timeline for a decision?");
    const thanks = lines("Write a thank you email after my interview for the product manager position at Google");
    expect(thanks[0]).toBe("Subject: Thank you: Product Manager interview");
    expect(thanks[2]).toMatch(/^Thank you for taking the time to meet with me about the Product Manager position at Google\./);
  });

  it("resigns, asks for a raise, calls in sick, with the manager the prompt names greeted", () => {
    const resignation = lines("Write a resignation letter");
    expect(resignation[0]).toBe("Dear [Manager's name],");
    expect(resignation[1]).toMatch(/^Please accept this letter as formal notice of my resignation from my position as \[Job title\] at \[Company\]\. My last day will be \[last working day\]/);
    expect(resignation.slice(-2)).toEqual(["Sincerely,", "[Your name]"]);
    expect(lines("Write an email to my boss telling him I'm quitting my job")[1]).toBe("Dear [Boss's name],");
    expect(lines("Write a letter to my boss asking for a raise")[1]).toBe("I'd like to request a meeting to discuss my salary. In my [time in the role] as [Job title], I've [a key achievement, with a number if you can] and taken on [new responsibilities].");
    const sick = lines("Write a short email to my manager saying I'm sick today");
    expect(sick.slice(0, 3)).toEqual(["Subject: Out sick today", "Hi [Manager's name],", "I'm not feeling well and won't be able to work today. I'm going to rest and hope to be back [tomorrow]."]);
    expect(lines("Write an email to my boss saying I'm sick on Friday")[0]).toBe("Subject: Out sick on Friday");
  });

  it("writes meeting requests, invoice reminders, apologies, introductions and reference requests with their specifics", () => {
    const meeting = lines("Write an email requesting a meeting with my manager to discuss the Q3 roadmap");
    expect(meeting.slice(0, 3)).toEqual(["Subject: Meeting request: Q3 roadmap", "Hi [Manager's name],", "I'd like to set up a [30-minute] meeting to discuss the Q3 roadmap. [One line on why it matters now.]"]);
    expect(lines("Write an email reminding a client about an unpaid invoice")[0]).toBe("Subject: Reminder: invoice [invoice number] is overdue");
    expect(lines("Write an apology email for missing the meeting")[0]).toBe("Subject: Apologies for missing the meeting");
    expect(lines("Write a networking email introducing myself")[2]).toMatch(/^My name is \[Your name\], and I'm a \[your role\]/);
    expect(lines("Write an email asking my former manager for a reference")[1]).toBe("Dear [Manager's name],");
  });

  it("writes an out-of-office reply, a welcome, a refusal and a request for an extension", () => {
    const away = lines("Write an out of office reply");
    expect(away.slice(0, 2)).toEqual(["Subject: Out of office: [start date] to [return date]", "Hello,"]);
    expect(lines("Write an out-of-office message until Monday")[2]).toContain("I'm out of the office until Monday");
    expect(lines("Write a welcome email to a new team member")[0]).toBe("Subject: Welcome to the team, [Name]!");
    expect(lines("Write an email declining a job offer")[2]).toMatch(/^Thank you for offering me the \[Position\] position at \[Company\]\. After careful consideration, I've decided to decline the offer/);
    expect(lines("Write an email declining an invitation to a wedding")[2]).toMatch(/^Thank you so much for inviting me to your wedding on \[date\]\./);
    const extension = lines("Write an email to my professor asking for an extension on my essay");
    expect(extension[1]).toBe("Dear [Professor's name],");
    expect(extension[2]).toMatch(/^I'm writing to ask for an extension on the essay, currently due on \[due date\]\./);
  });

  it("asks the landlord for a repair of what the prompt names", () => {
    for (const prompt of ["Write an email to my landlord asking to fix the heating", "Write an email to my landlord requesting that the heating be fixed"]) {
      const repair = lines(prompt);
      expect(repair[0], prompt).toBe("Subject: Repair request: Heating at [your address]");
      expect(repair[2], prompt).toMatch(/^I'm writing to ask you to fix the heating at \[your address, unit number\]\./);
    }
    expect(lines("Write an email to my landlord about the broken dishwasher")[2]).toMatch(/^I'm writing to ask you to fix the dishwasher/);
  });

  it("honours the tone asked: friendly greets with Hi, short drops the closing paragraph", () => {
    expect(lines("Write a friendly email to cancel my hotel")[1]).toBe("Hi [Hotel name] Reservations Team,");
    expect(lines("Write a short complaint email about a late delivery")).toHaveLength(lines("Write a complaint email about a late delivery").length - 1);
  });

  it("leaves questions about email, code, a cover letter and emails without one of these purposes to the other replies", () => {
    for (const prompt of ["What is an email?", "How do I write a good email?", "Write a regex for an email", "Write a function to validate an email address"]) {
      expect(writingTaskReply(prompt) ?? "", prompt).not.toMatch(/^Subject:|^Dear /);
    }
    expect(writingTaskReply("Write a reply to a customer complaint about a late delivery") ?? "").not.toContain("I'm writing to complain");
    expect(writingTaskReply("Write an email responding to a complaint about a late delivery") ?? "").not.toContain("I'm writing to complain");
    expect(writingTaskReply("Write a cover letter for a frontend developer job")).toMatch(/^Dear Hiring Manager,/);
    expect(writingTaskReply("Write an email to my manager asking for Friday off")).toMatch(/^Subject: Request: Friday off\n/);
    expect(writingTaskReply("Write a thank-you note to my team for shipping the release")).toMatch(/^Hi team,\n\nI'm writing to thank you for shipping the release\./);
  });

  it("answers through the mock", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Write an email to cancel my hotel" }] },
    });
    expect(result.body.choices[0].message.content).toMatch(/^Subject: Cancellation of reservation \[confirmation number\]\n\nDear \[Hotel name\] Reservations Team,/);
  });
});

describe("an update to a policy, told to users", () => {
  it("says what changed, when it takes effect and where to read it, not a reply about the request", () => {
    const email = writingTaskReply("Write an email announcing an update to our privacy policy")!;
    expect(email).toMatch(/^Subject: We're updating our Privacy Policy\n\nHi \[First name\],\n\nWe're writing to let you know that we're updating our Privacy Policy\. The new version takes effect on \[effective date\]\./);
    expect(email).toMatch(/Here's what's changing:\n- \*\*Clearer language\*\* about what data we collect/);
    expect(email).toMatch(/read the full updated Privacy Policy at \[link\]/);
    expect(email).not.toMatch(/Tell me what you'd like|How can I help/);
  });

  it("names the policy the prompt names, and the day it takes effect", () => {
    expect(writingTaskReply("Write an email to our customers about changes to our terms of service")).toMatch(/^Subject: We're updating our Terms of Service\n/);
    expect(writingTaskReply("Write an email to our users about our new terms of service")).toMatch(/^Subject: We're updating our Terms of Service\n\nHi \[First name\],/);
    expect(writingTaskReply("Draft an email notifying users of an update to our refund policy from March 1")).toMatch(/^Subject: We're updating our Refund Policy\n[\s\S]*takes effect on March 1\./);
    // A refund or a cancellation the policy is named after is not asked for.
    expect(writingTaskReply("Write an email announcing changes to our cancellation policy")).toMatch(/^Subject: We're updating our Cancellation Policy\n/);
  });

  it("leaves an email asking about a policy to the other emails", () => {
    expect(writingTaskReply("Write an email to my manager asking about the vacation policy") ?? "").not.toMatch(/We're updating/);
    expect(writingTaskReply("Write a complaint email about the new return policy") ?? "").not.toMatch(/We're updating/);
  });
});

describe("a cold outreach email to a potential client", () => {
  it("pitches what the sender does for such clients and asks for a short call, not for advice", () => {
    const email = writingTaskReply("Write a cold outreach email to a potential client")!;
    expect(email).toMatch(/^Subject: \[A specific benefit\] for \[Their company\]\n\nHi \[First name\],\n\nI noticed /);
    expect(email).toMatch(/At \[your company\], we help /);
    expect(email).toMatch(/15-minute call/);
    expect(email).not.toMatch(/Introduction: \[Your name\]|your perspective/);
    expect(writingTaskReply("Write a cold email to a prospect at Acme Corp")).toMatch(/^Subject: \[A specific benefit\] for Acme Corp\n/);
  });

  it("still introduces the sender in a cold email to a person for advice", () => {
    expect(writingTaskReply("Write a cold email to a recruiter")).toMatch(/^Subject: Introduction: \[Your name\]/);
  });
});
