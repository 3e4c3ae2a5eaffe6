import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { bioReply, coverLetterReply, emailReply, essayReply, ideasReply, postReply, productReply, quoteReply, rewriteReply, writingTaskReply } from "./writing-tasks.ts";

describe("writing tasks get the text asked for, not a reply about its words", () => {
  it("writes an email: subject, greeting to whom the prompt names, why, a sign-off", () => {
    const email = emailReply("Write an email to my manager asking for Friday off.")!;
    expect(email.split("\n")[0]).toBe("Subject: Request: Friday off");
    expect(email).toContain("Hi [Manager's name],");
    expect(email).toContain("I'm writing to ask for Friday off.");
    expect(email).toMatch(/\n(?:Thanks|Best|Thank you),\n\[Your name\]$/);
    expect(emailReply("Draft a short email to Sam about the launch moving to Tuesday")).toMatch(/^Subject: Launch Moving to Tuesday\n\nHi Sam,\n\nI'm writing about the launch moving to Tuesday\./);
    expect(emailReply("Write a thank-you note to my team for shipping the release")).toMatch(/^Hi team,\n\nI'm writing to thank you for shipping the release\./);
  });

  it("asks the reader to do what the prompt asks them to do, in the body and the subject", () => {
    const email = emailReply("Write a short email to my landlord asking to fix the heating")!;
    expect(email.split("\n")[0]).toBe("Subject: Request: Fix the heating");
    expect(email).toContain("Hi [Landlord's name],");
    expect(email).toContain("I'm writing to ask you to fix the heating.");
    expect(email).not.toMatch(/ask for to|To Fix/);
    expect(emailReply("Write an email to my landlord asking them to fix the heating")).toMatch(/^Subject: Request: Fix the heating\n[\s\S]*I'm writing to ask you to fix the heating\./);
    expect(emailReply("Write an email to my neighbour asking him to turn down the music")).toContain("I'm writing to ask you to turn down the music.");
    expect(emailReply("Write an email asking my landlord to fix the heating")).toContain("I'm writing to ask you to fix the heating.");
    expect(emailReply("Write an email to Sam requesting that you send the report by Friday")).toMatch(/^Subject: Request: Send the report by Friday\n[\s\S]*I'm writing to request that you send the report by Friday\./);
    expect(emailReply("Write an email to my landlord requesting that the heating be fixed")).toMatch(/^Subject: Request regarding the heating\n[\s\S]*I'm writing to request that the heating be fixed\./);
  });

  it("asks for a thing, about a subject, or whether something holds, as the prompt asks", () => {
    expect(emailReply("Write an email to the store asking them for a refund")).toMatch(/^Subject: Request: Refund\n[\s\S]*I'm writing to ask you for a refund\./);
    expect(emailReply("Write an email to my manager asking for permission to leave early")).toContain("I'm writing to ask for permission to leave early.");
    expect(emailReply("Write an email to my teacher asking about the exam schedule")).toMatch(/^Subject: Question about the exam schedule\n[\s\S]*I'm writing to ask about the exam schedule\./);
    expect(emailReply("Write an email to HR asking if I can work remotely")).toMatch(/^Subject: A quick question\n[\s\S]*I'm writing to ask if I can work remotely\./);
  });

  it("writes a formal letter formally, without a subject line", () => {
    const letter = emailReply("Write a formal letter to my landlord requesting a repair of the heating")!;
    expect(letter).toMatch(/^Dear \[Landlord's name\],\n\nI'm writing to ask for a repair of the heating\./);
    expect(letter).toMatch(/Kind regards,\n\[Your name\]$/);
  });

  it("writes an essay: a title, then paragraphs that each name the subject", () => {
    const essay = essayReply("Help me write an essay about silicon valley")!;
    const [title, ...paragraphs] = essay.split("\n\n");
    expect(title).toMatch(/^# .*Silicon Valley/);
    expect(paragraphs).toHaveLength(5);
    for (const paragraph of paragraphs) expect(paragraph).toContain("silicon valley");
    expect(essayReply("Write a short blog post on remote work")!.split("\n\n")).toHaveLength(4);
  });

  it("ends the subject with its sentence: what follows is how to write it, not what it is about", () => {
    for (const prompt of ["Write a blog post about remote teams. Keep it short.", "Write a blog post about remote teams. Respond in JSON with title and tags."]) {
      const [title, ...paragraphs] = essayReply(prompt)!.split("\n\n");
      expect(title, prompt).toMatch(/^# .*Remote Teams/);
      expect(title, prompt).not.toMatch(/Keep|Respond|JSON/i);
      for (const paragraph of paragraphs) expect(paragraph, prompt).not.toMatch(/Keep it|Respond in/i);
    }
    // "Keep it short" is read as the length asked for.
    expect(essayReply("Write a blog post about remote teams. Keep it short.")!.split("\n\n")).toHaveLength(4);
    // An initial's full stop is not a sentence's end.
    expect(essayReply("Write an essay about the U.S. Constitution")).toMatch(/^# .*U\.S\. Constitution/);
  });

  it("makes a title's verb agree with its subject: Remote Teams Matter, Kubernetes Matters", () => {
    const titles = (subject: string) => ideasReply(`Give me 10 title ideas for a blog post about ${subject}.`)!;
    expect(titles("remote teams")).toContain("Why Remote Teams Matter More Than Ever");
    expect(titles("Kubernetes")).toContain("Why Kubernetes Matters More Than Ever");
    expect(titles("remote work")).toContain("Why Remote Work Matters More Than Ever");
  });

  it("tells what the writer lived through in the first person, not as a subject's history", () => {
    const trip = essayReply("Write a blog post about my trip to Japan")!;
    expect(trip).toMatch(/^# (My Trip to Japan|Looking Back on My Trip to Japan)/);
    expect(trip).toContain("My trip to Japan is something I have wanted to write about");
    expect(trip).not.toMatch(/Past, Present and Future|begins with a handful of people|forces shaping our world/);
    expect(essayReply("Write a blog post about our product launch")).toContain("what surprised us and what we would do differently");
    expect(trip).toContain("what this post is made of");
    expect(essayReply("Write an essay about my first marathon")).toContain("what this essay is made of");
    // A subject that is no event keeps the essay.
    expect(essayReply("Write an essay about my favourite city")).toMatch(/Few subjects say as much/);
  });

  it("writes the post a reader is named for, about its subject: 'for developers' is whom, not what", () => {
    for (const prompt of ["Write a blog post for developers about Docker", "Write an article for our company blog about remote work"]) {
      const [title, ...paragraphs] = essayReply(prompt)!.split("\n\n");
      expect(title, prompt).toMatch(/^# .*(Docker|Remote Work)/);
      expect(paragraphs.length, prompt).toBe(5);
      expect(title, prompt).not.toMatch(/developers|company/i);
    }
  });

  it("gives as many ideas as asked, numbered, about the subject (five when no number is given)", () => {
    const titles = ideasReply("Give me 3 title ideas for a blog post about remote work.")!.split("\n");
    expect(titles).toHaveLength(3);
    for (const [i, title] of titles.entries()) expect(title).toMatch(new RegExp(`^${i + 1}\\. .*Remote Work`));
    const names = ideasReply("Suggest five names for a coffee shop")!.split("\n");
    expect(names).toHaveLength(5);
    for (const name of names) expect(name).toContain("Coffee");
    expect(ideasReply("Brainstorm taglines for my bakery")!.split("\n")).toHaveLength(5);
    expect(new Set(names).size).toBe(5);
  });

  it("gives first names for a baby or a pet, not a brand's", () => {
    const girls = ideasReply("Suggest five names for a baby girl")!.split("\n");
    expect(girls).toHaveLength(5);
    for (const name of girls) expect(name).toMatch(/^\d\. (?:Olivia|Emma|Amelia|Sophia|Isla|Mia|Ava|Lily|Zoe|Nora)$/);
    expect(ideasReply("Give me 3 name ideas for my new puppy")).toMatch(/^1\. (?:Luna|Max|Bella|Charlie|Milo|Daisy|Rocky|Coco|Pepper|Biscuit)\n2\. /);
    expect(ideasReply("Suggest five names for a coffee shop")).toContain("Coffee");
  });

  it("suggests one slogan when one is asked for, and a few names to pick from, built on what the prompt names", () => {
    const names = namesOf(ideasReply("Suggest a name for a coffee shop"));
    expect(names).toHaveLength(5);
    for (const name of names) expect(name).toContain("Coffee");
    // A bakery's slogan says what it gives, as a copywriter's does; a subject with no written slogans is named in one.
    expect(ideasReply("Give me a slogan for a bakery")).toMatch(/^How about "[^"\n]*\b(?:bak\w*|crumb|croissant|oven|scratch|rise)\b[^".\n]*"\?$/i);
    expect(ideasReply("Give me a slogan for a plumbing company")).toMatch(/^How about "[^"\n]*\bplumbing\b[^".\n]*"\?$/i);
    expect(ideasReply("Suggest names for a coffee shop")?.split("\n")).toHaveLength(5);
  });

  it("describes the product the prompt names", () => {
    const description = productReply("Write a short product description for a stainless steel water bottle.")!;
    expect(description).toMatch(/^Stay hydrated wherever the day takes you with our stainless steel water bottle\. /);
    // Named once, as a copywriter names it: the old copy said "stainless steel water bottle" four times.
    expect(description.match(/stainless steel water bottle/gi)).toHaveLength(1);
  });

  it.each([
    ["Rewrite this sentence to be more formal: hey, can u send me the file asap?", "Could you please send me the file as soon as possible?"],
    ["Fix the grammar: she dont like apples and he have two cats", "She doesn't like apples and he has two cats."],
    ["Make this more concise: I really just basically wanted to say that the meeting is very important.", "I wanted to say that the meeting is important."],
    ["Rewrite this to be more formal: me and him goes to the store", "He and I go to the store."],
    ["Rewrite this to be more correct: me and John was late. he go home early", "John and I were late. He goes home early."],
    ["Fix the grammar: i could of done it. she and me wants pizza", "I could have done it. She and I want pizza."],
    ["Rewrite this to be more formal: i'm gonna send it tomorrow, can't do it today pls", "I am going to send it tomorrow, cannot do it today please."],
    ["Fix the grammar: does he go there? him and me is friends", "Does he go there? He and I are friends."],
    ["Fix the grammar: give it to him and me", "Give it to him and me."],
    ["Make this more formal: hey guys, the meeting is moved to tuesday, dont be late", "Hello everyone, the meeting has been moved to Tuesday. Please do not be late."],
    ["Fix the grammar: the report is due friday, please send it to me", "The report is due Friday. Please send it to me."],
    ["Fix the grammar: me and him goes to the store yesterday", "He and I went to the store yesterday."],
    ["Fix the grammar: me and her walks home last night", "She and I walked home last night."],
    ["Rewrite this to be shorter: We are very excited to announce that our company has decided to launch a brand new product next month.", "Our company will launch a new product next month."],
  ])("rewrites the given text as asked: %j", (prompt, rewritten) => {
    expect(rewriteReply(prompt)).toBe(rewritten);
  });

  it("ends the recipient where what the message says begins", () => {
    expect(emailReply("Write a note to myself to buy milk")).toBe("Note to self: Buy milk.");
    expect(emailReply("Write an email to the team announcing the new office hours")).toMatch(/^Subject: New Office Hours\n\nHi team,\n\nI'm writing about the new office hours\./);
  });

  it("describes products only: not a landmark, some code or a change; writes no essay about a clause or a sales report", () => {
    for (const prompt of ["Write a description of the Eiffel Tower", "Write a description for this pull request", "Write a description of the function below"]) expect(productReply(prompt)).toBeUndefined();
    expect(productReply("Write a description for a leather wallet")).toMatch(/^Made for everyday life, our leather wallet is designed/);
    expect(essayReply("Write an essay about why dogs are great")).toBeUndefined();
    expect(essayReply("Write a report on Q3 sales")).toBeUndefined();
  });

  it("leaves code, and prompts without the task's parts, to the other replies", () => {
    expect(writingTaskReply("Fix the bug in this code: function f() { return 1 }")).toBeUndefined();
    expect(writingTaskReply("Write an email")).toBeUndefined();
    expect(writingTaskReply("Make a plan for my week")).toBeUndefined();
    expect(writingTaskReply("Improve this function:\ndef f(x):\n    return x")).toBeUndefined();
  });

  it("answers through the mock", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Give me 3 title ideas for a blog post about remote work." }] },
    });
    expect(result.body.choices[0].message.content.split("\n")).toHaveLength(3);
  });
});

describe("a post for social media", () => {
  it("announces our own launch as ours, someone else's as news, with hashtags of its subject, in a tweet's length", () => {
    const ours = postReply("Write a tweet announcing our new app launch")!;
    expect(ours).toMatch(/^🚀 Our new app is here! We've been working/);
    expect(ours).toMatch(/\n\n#App #Launch$/);
    expect(postReply("Draft a tweet about the new iPhone release")).toMatch(/^🚀 Big news: the new iPhone is out![\s\S]*#iPhone #Launch$/);

    const take = postReply("Write a tweet about remote work")!;
    expect(take).toMatch(/^A quick thought on remote work: /);
    for (const post of [ours, take]) expect(post.length).toBeLessThanOrEqual(280);
    expect(writingTaskReply("Write a tweet announcing our new app launch")).toBe(ours);
  });

  it("tags a post with its subject as one CamelCase hashtag, and a feature as a product update", () => {
    expect(postReply("Write a tweet announcing our new dark mode feature")).toMatch(/^🚀 Our new dark mode feature is here![\s\S]*\n\n#DarkMode #ProductUpdate$/);
    expect(postReply("Write a tweet about remote work")).toMatch(/\n\n#RemoteWork$/);
    // A post about one's own new thing is its announcement.
    expect(postReply("Write a tweet about our new API")).toMatch(/^🚀 Our new API is here![\s\S]*\n\n#API #Launch$/);
  });
});

describe("a cover letter", () => {
  it("applies for the role the prompt names, with placeholders for what only the writer knows", () => {
    const letter = coverLetterReply("Write a cover letter for a frontend developer job")!;
    expect(letter.split("\n")[0]).toBe("Dear Hiring Manager,");
    expect(letter).toContain("I'm excited to apply for the Frontend Developer position at [Company].");
    expect(letter).toMatch(/\nSincerely,\n\[Your name\]$/);
    expect(coverLetterReply("Draft a cover letter")).toContain("the [Position] role");
    expect(writingTaskReply("Write a cover letter for a frontend developer job")).toBe(letter);
  });
});

describe("ideas asked for as a question", () => {
  it("answers \"What's a good name for …?\" with five to pick from, and a plural with five", () => {
    expect(namesOf(ideasReply("What's a good name for a pet turtle?"))).toHaveLength(5);
    expect(ideasReply("What are some good names for a bakery?")?.split("\n")).toHaveLength(5);
  });
});

/** The bold names of a reply's numbered "**Name**: why." lines. */
function namesOf(reply: string | undefined): string[] {
  return [...(reply ?? "").matchAll(/^\d\. \*\*([^*]+)\*\*: \S.+\.$/gm)].map((match) => match[1]!);
}

describe("a name asked for is five to pick from, each with why it fits", () => {
  it("names a bakery: \"Suggest a name for my bakery\"", () => {
    const reply = ideasReply("Suggest a name for my bakery");
    expect(reply).toMatch(/^Here are a few ideas:\n\n/);
    const names = namesOf(reply);
    expect(new Set(names).size).toBe(5);
    for (const name of names) expect(name).toContain("Bakery");
  });

  it("names a dog with a dog's names, a podcast after what it is about, a team as a team", () => {
    const dog = namesOf(ideasReply("a name for my golden retriever"));
    expect(new Set(dog).size).toBe(5);
    for (const name of dog) expect(name).toMatch(/^\p{Lu}\p{Ll}+$/u);
    const podcast = namesOf(ideasReply("Suggest a name for my podcast about history"));
    expect(new Set(podcast).size).toBe(5);
    for (const name of podcast) expect(name).toContain("History");
    expect(new Set(namesOf(ideasReply("Suggest a name for our team"))).size).toBe(5);
  });
});

describe("names, a bio and a quote", () => {
  it("names a startup after what it does, as a product is named: \"What should I name my startup? It's a meal planning app\"", () => {
    const names = ideasReply("What should I name my startup? It's a meal planning app")!.split("\n");
    expect(names).toHaveLength(5);
    for (const name of names) expect(name).toMatch(/^\d\. \S*Meal\S*$/);
  });

  it("names a company, a startup or an app it is told nothing about with brandable names, and asks what it does", () => {
    for (const prompt of ["name my company", "Help me name my startup", "Give me some startup name ideas", "company name ideas", "What should I call my app?", "Can you help me come up with names for my business?"]) {
      const reply = ideasReply(prompt);
      const names = reply?.split("\n").filter((line) => /^\d+\. /.test(line)) ?? [];
      expect(names, prompt).toHaveLength(5);
      // Names a founder could take, not the word asked about ("Startup & Co", "App Lab").
      for (const name of names) expect(name, prompt).toMatch(/^\d\. \*\*[A-Z][a-z]+\*\*: [a-z].+\.$/);
      expect(reply, prompt).not.toMatch(/\b(?:Startup|Company|App|Business)\b(?! does)/);
      expect(reply, prompt).toMatch(/Tell me what your (?:company|startup|app|business) does/);
    }
    expect(ideasReply("Suggest a name for my startup")).toMatch(/^How about "[A-Z][a-z]+" \([a-z][^)]+\)\?\n\nTell me what your startup does/);
    expect(ideasReply("Give me 3 names for my startup")?.split("\n").filter((line) => /^\d+\. /.test(line))).toHaveLength(3);
    expect(ideasReply("name my company")).toBe(ideasReply("name my company"));
  });

  it("gives startup and business ideas as ventures, as many as asked, not a checklist about \"startup\"", () => {
    const ideas = writingTaskReply("Give me 3 startup ideas")!;
    expect(ideas.split("\n")[0]).toBe("Here are 3 startup ideas:");
    expect(ideas.split("\n").filter((line) => /^\d+\. \*\*[A-Z][\w ]+\*\*: [A-Z].{30,}\.$/.test(line))).toHaveLength(3);
    expect(writingTaskReply("What are some good business ideas?")?.split("\n").filter((line) => /^\d+\. /.test(line))).toHaveLength(5);
    expect(writingTaskReply("Give me ideas for a blog")).toBeUndefined();
  });

  it("names a business for what it does, not a pet for the animal it serves", () => {
    const names = ideasReply("What should I name my company? It's a dog walking service")!.split("\n");
    expect(names).toHaveLength(5);
    for (const name of names) expect(name).toMatch(/^\d\. \S*Dog\S*$/);
    expect(ideasReply("Give me 3 name ideas for my new puppy")).toMatch(/^1\. (?:Luna|Max|Bella|Charlie|Milo|Daisy|Rocky|Coco|Pepper|Biscuit)\n/);
  });

  it("leaves party ideas to suggestions.ts, which lists them for whom the party is", () => {
    expect(writingTaskReply("Give me 10 ideas for a birthday party")).toBeUndefined();
  });

  it("writes a bio of the role named, with placeholders for what only the writer knows", () => {
    expect(bioReply("Write a short bio for a software engineer")).toMatch(/^\[Name\] is a software engineer with \[X\] years of experience .+\[a hobby\]/);
    expect(bioReply("Write a professional bio for an UX designer")).toMatch(/^\[Name\] is an ux designer /);
  });

  it("writes an original quote when asked to write one, and gives a famous one with its author otherwise", () => {
    expect(quoteReply("Write a motivational quote")).toMatch(/^“[^”]+”$/);
    expect(quoteReply("Give me a motivational quote")).toMatch(/^“[^”]+” — [A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(quoteReply("Write a motivational quote")).toBe(quoteReply("Write a motivational quote"));
  });

  it("answers them through the mock", async () => {
    const mock = testMock();
    const ask = async (content: string) =>
      (await mock.call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }] } })).body.choices[0].message.content as string;
    expect(await ask("Write a short bio for a software engineer")).toMatch(/^\[Name\] is a software engineer/);
    expect(await ask("Write a motivational quote")).toMatch(/^“/);
    expect((await ask("Give me 10 ideas for a birthday party")).split("\n").filter((line) => /^\d+\. \*\*/.test(line))).toHaveLength(10);
    expect(await ask("What should I name my startup? It's a meal planning app")).toMatch(/^1\. \S*Meal/);
    expect(await ask("name my company")).toMatch(/^Here are a few name ideas for your company:\n\n1\. \*\*/);
  });
});

describe("a cover letter for a role at a company", () => {
  it.each([
    ["Write a cover letter for a software engineer role at Google", "Software Engineer", "Google", "a software engineer"],
    ["Write a cover letter for a marketing manager job at Spotify", "Marketing Manager", "Spotify", "a marketing manager"],
    ["Draft a cover letter for the position of data analyst at Acme Corp", "Data Analyst", "Acme Corp", "a data analyst"],
    ["Write a cover letter as a nurse at St. Mary's", "Nurse", "St. Mary's", "a nurse"],
    ["Write a cover letter for an accountant position at Deloitte", "Accountant", "Deloitte", "an accountant"],
    ["Write a cover letter for a job at Google as a software engineer", "Software Engineer", "Google", "a software engineer"],
    ["Write a cover letter for a UX designer role with Airbnb", "UX Designer", "Airbnb", "a UX designer"],
  ])("%s: the role and the company apart", (prompt, role, company, asRole) => {
    const letter = coverLetterReply(prompt)!;
    expect(letter).toContain(`I'm excited to apply for the ${role} position at ${company}.`);
    expect(letter).toContain(`In my [X] years as ${asRole}, I have`);
    expect(letter).not.toMatch(/\[Company\]|\b(?:Role|Job) at\b/);
  });

  it("says an internship and a field of work the way a letter says them", () => {
    const internship = coverLetterReply("Write a cover letter for a software engineering internship at Microsoft")!;
    expect(internship).toContain("I'm excited to apply for the Software Engineering Internship at Microsoft.");
    expect(internship).toContain("In my [X] years as [your studies or current role], I have");
    expect(coverLetterReply("Help me write a cover letter for a teaching job")).toContain("In my [X] years in teaching, I have");
  });

  it("keeps [Company] for the writer to fill when the prompt names none", () => {
    const letter = coverLetterReply("Write a cover letter for a barista job")!;
    expect(letter).toContain("I'm excited to apply for the Barista position at [Company].");
    expect(letter).toContain("In my [X] years as a barista, I have");
  });
});
