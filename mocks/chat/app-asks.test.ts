import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { seededRandom } from "../data/random.ts";
import { APP_ASK_CUES, appAskAnswer, promptAppAskAnswer, systemAppAskAnswer } from "./app-asks.ts";
import { knownReply } from "./known-replies.ts";
import { keywordsOf } from "./keywords.ts";
import { languageOf } from "./language.ts";
import { composeReply } from "./reply.ts";
import { transcriptTurns } from "./transcripts.ts";

type Message = { role: string; content: string };
const system = (content: string): Message => ({ role: "system", content });
const user = (content: string): Message => ({ role: "user", content });
const assistant = (content: string): Message => ({ role: "assistant", content });
/** The mock's reply to the conversation. */
const reply = (...messages: Message[]) => composeReply(messages, seededRandom(1), knownReply);

/** The Vercel ai-chatbot template's title prompt, as it sends it. */
const VERCEL_TITLE_PROMPT = `
    - you will generate a short title based on the first message a user begins a conversation with
    - ensure it is not more than 80 characters long
    - the title should be a summary of the user's message
    - do not use quotes or colons`;
/** How that template sends the first message: `JSON.stringify(uiMessage)`. */
const uiMessage = (text: string) => JSON.stringify({ id: "m1", role: "user", parts: [{ type: "text", text }] });

describe("a conversation title is the title alone, naming what the first message asks", () => {
  it("answers the Vercel chatbot's title prompt over its JSON UIMessage with the message's subject", () => {
    expect(reply(system(VERCEL_TITLE_PROMPT), user(uiMessage("What are the advantages of using Next.js?")))).toBe("Advantages of using Next.js");
    expect(reply(system(VERCEL_TITLE_PROMPT), user(uiMessage("Write a haiku about the sea")))).toBe("Haiku about the sea");
    const long = reply(system(VERCEL_TITLE_PROMPT), user(uiMessage(`Can you help me plan a trip to Japan in April? ${"We love food and temples. ".repeat(20)}`)));
    expect(long).toBe("Planning a trip to Japan in April");
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long).not.toMatch(/["':]/);
  });

  it("keeps within the words asked over a transcript, and answers Open WebUI's JSON task with JSON", () => {
    const concise = reply(system("Generate a concise title (max 6 words) for the conversation below. Reply with the title only."), user("User: Can you help me plan a trip to Japan in April?\nAssistant: Sure! April is cherry blossom season."));
    expect(concise).toBe("Planning a trip to Japan");
    const webui = reply(user('### Task:\nGenerate a concise, 3-5 word title with an emoji summarizing the chat history.\n### Output:\nJSON format: { "title": "your concise title here" }\n### Chat History:\n<chat_history>\nUSER: How do I make my website faster?\nASSISTANT: Start by measuring.\n</chat_history>'));
    expect(JSON.parse(webui)).toEqual({ title: "💻 Making your website faster" });
  });

  it("titles a chat asked about in the message itself, in title case when asked", () => {
    expect(reply(user('Generate a short title for a chat that starts with: "Can you help me plan a trip to Japan in April?"'))).toBe("Here's a short title for it: Planning a trip to Japan in April");
    expect(reply(user("What is React?"), assistant("React is a JavaScript library."), user("Give this chat a short title."))).toBe("Here's a short title for it: React overview");
    expect(reply(user('Write a title in Title Case for a conversation that starts with: "What is the difference between TCP and UDP?" Reply with the title only.'))).toBe("Difference Between TCP and UDP");
  });
});

describe("follow-up questions are about the subject asked, as many as asked, listed or in JSON", () => {
  it("reads a question reported after a JSON template ('Conversation: user asked how to bake sourdough bread')", () => {
    const asked = JSON.parse(reply(user('Suggest 3 follow-up questions the user might ask next, as JSON {"questions": [...]}. Conversation: user asked how to bake sourdough bread.')));
    expect(asked.questions).toHaveLength(3);
    for (const question of asked.questions) expect(question).toMatch(/baking sourdough bread/);
    expect(JSON.parse(reply(user('Suggest 2 follow-up questions as JSON {"questions": [...]}. Conversation: the user asked about React.'))).questions).toEqual(["What are the main features of React?", "How do I get started with React?"]);
  });

  it("lists questions about the subject of the question quoted, and leaves an assistant told to ask some to answer", () => {
    const react = reply(user('Suggest 3 follow-up questions the user might ask after: "What is React?"'));
    expect(react.split("\n")).toEqual(["1. What are the main features of React?", "2. How do I get started with React?", "3. What are some common use cases for React?"]);
    // A message that only names a follow-up question is no such ask.
    expect(reply(user("What is React?"), assistant("React is a JavaScript library."), user("Write an email with a follow-up question to the client about the invoice"))).toMatch(/^Subject: /);
    // An assistant told to ask follow-up questions itself still answers.
    expect(reply(system("You are a helpful assistant. Ask follow-up questions when a request is unclear."), user("What is React?"))).toMatch(/^\*\*React\*\* is a JavaScript library/);
  });

  it("asks about doing a thing after a how-to, from the chat's own messages under a system prompt, in the JSON asked", () => {
    const coffee = reply(system("Generate 4 follow-up questions the user might ask next. Respond in JSON with a questions array."), user("How do I make coffee?"), assistant("Use a French press."));
    const { questions } = JSON.parse(coffee) as { questions: string[] };
    expect(questions).toHaveLength(4);
    for (const question of questions) expect(question).toMatch(/making coffee\b.*\?$/);
  });

  it("fills Open WebUI's follow_ups array from its chat history", () => {
    const webui = reply(user('### Task:\nSuggest 2 relevant follow-up questions the user might ask next.\n### Output:\nJSON format: { "follow_ups": ["Question 1?", "Question 2?"] }\n### Chat History:\n<chat_history>\nUSER: What is photosynthesis?\nASSISTANT: It is how plants make food from light.\n</chat_history>'));
    expect(JSON.parse(webui)).toEqual({ follow_ups: ["Why is photosynthesis important?", "Can you explain photosynthesis in simpler terms?"] });
  });
});

const CONTEXTUALIZE = "Given a chat history and the latest user question which might reference context in the chat history, formulate a standalone question which can be understood without the chat history. Do NOT answer the question, just reformulate it if needed and otherwise return it as is.";

describe("a standalone query is the last question rewritten to stand alone, not answered", () => {
  it("names who 'he' is from the previous answer", () => {
    expect(reply(system("Given the conversation, rewrite the last user question as a standalone search query."), user("Who is the CEO of Tesla?"), assistant("Elon Musk."), user("How old is he?"))).toBe("How old is Elon Musk?");
  });

  it("answers LangChain's history-aware retriever prompt, and returns a question that stands alone as it is", () => {
    expect(reply(system(CONTEXTUALIZE), user("What is the capital of France?"), assistant("The capital of France is Paris."), user("What about Germany?"))).toBe("What is the capital of Germany?");
    expect(reply(system(CONTEXTUALIZE), user("What is task decomposition?"))).toBe("What is task decomposition?");
    // A chat assistant that may do so when asked answers the question.
    expect(reply(system("You are a helpful assistant. If the user asks, rephrase their question as a standalone question."), user("What is the capital of France?"))).toBe("The capital of France is Paris.");
  });

  it("reads LangChain's condense-question prompt, history and follow-up in one message", () => {
    const condense = "Given the following conversation and a follow up question, rephrase the follow up question to be a standalone question.\n\nChat History:\nHuman: Who painted the Mona Lisa?\nAssistant: Leonardo da Vinci painted it.\nFollow Up Input: When was he born?\nStandalone question:";
    expect(reply(user(condense))).toBe("When was Leonardo da Vinci born?");
  });
});

const SOLAR = "Our new solar panels convert 24% of sunlight into electricity, making them the most efficient panels on the market. Homeowners can cut their energy bills by half with rooftop installations.";

describe("keywords are the text's own salient phrases, as many as asked, in the form asked", () => {
  it("extracts the count asked, comma-separated, in the text's order", () => {
    expect(reply(user(`Extract 5 keywords from this text: ${SOLAR}`))).toBe("solar panels, sunlight, efficient panels, energy bills, rooftop installations");
    expect(keywordsOf(SOLAR, 2)).toEqual(["solar panels", "efficient panels"]);
  });

  it("leaves out a verb after 'to' before a determiner and a verb alone, not a place or a noun after 'to'", () => {
    const council = "The city council voted on Tuesday to expand the bike lane network. The plan adds 40 km of protected lanes by 2026. Critics say parking will suffer.";
    expect(keywordsOf(council, 5)).toEqual(["city council", "Tuesday", "bike lane network", "lanes", "critics"]);
    expect(keywordsOf("We flew to Paris to visit the Louvre and went to school.", 5)).toEqual(["flew", "Paris", "Louvre", "school"]);
  });

  it("keeps a name whole and leaves verbs out, as JSON when a system prompt asks for it", () => {
    const webb = reply(system("Extract the keywords from the user's text. Return them as a JSON array."), user("The James Webb Space Telescope captured new images of distant galaxies, revealing star formation in unprecedented detail."));
    expect(JSON.parse(webb)).toEqual(["James Webb Space Telescope", "images", "distant galaxies", "star formation", "detail"]);
  });

  it("writes hashtags, and tags in Open WebUI's JSON", () => {
    expect(reply(user("Generate 3 hashtags for this post: Just finished my first marathon in Berlin! Months of training paid off."))).toBe("#Marathon #Berlin #Months");
    const tags = reply(user('### Task:\nGenerate 1-3 broad tags categorizing the main themes of the chat history.\n### Output:\nJSON format: { "tags": ["tag1", "tag2", "tag3"] }\n### Chat History:\n<chat_history>\nUSER: How do I bake sourdough bread at home?\nASSISTANT: Start with an active sourdough starter, flour, water and salt.\n</chat_history>'));
    expect(JSON.parse(tags)).toEqual({ tags: ["sourdough bread", "home", "active sourdough starter"] });
  });
});

describe("a system message's task comes before the user message's own ask", () => {
  it("answers the system's task, else the ask the user message makes, which names a word of APP_ASK_CUES", () => {
    const ask = "Extract 3 keywords from this text: Solar panels convert sunlight into electricity for homes.";
    const titled = [system("Generate a concise title (max 6 words) for the conversation below. Reply with the title only."), user(ask)];
    expect(appAskAnswer(titled, ask, false)?.key).toBe("title");
    expect(systemAppAskAnswer(titled, ask, false)?.key).toBe("title");
    expect(systemAppAskAnswer([user(ask)], ask, false)).toBeUndefined();
    expect(promptAppAskAnswer([user(ask)], ask, false)?.key).toBe("keywords");
    expect(appAskAnswer([user(ask)], ask, false)?.key).toBe("keywords");
    expect(APP_ASK_CUES.some((cue) => ask.toLowerCase().includes(cue))).toBe(true);
  });
});

describe("the language of a text is named", () => {
  it("names the language of a quoted text", () => {
    expect(reply(user("What language is this: \"Je voudrais un café, s'il vous plaît\""))).toBe("French.");
    expect(reply(user("What language is this: こんにちは、元気ですか？"))).toBe("Japanese.");
    // "un" is French too: a short text's tie goes to the language of its other words.
    expect(reply(user('What language is this: "Je voudrais un café"'))).toBe("French.");
  });

  it("names the user message's language under a system prompt, or its ISO code when asked", () => {
    expect(reply(system("Identify the language of the user's message. Reply with the language name only."), user("Wie spät ist es? Ich muss zum Bahnhof."))).toBe("German.");
    expect(reply(system("Detect the language of the text. Return the ISO 639-1 code."), user("Estoy muy contento de verte"))).toBe("es");
  });

  it("reads scripts and more languages' words, and leaves an assistant told to answer in the user's language to answer", () => {
    expect(["Привет, как дела?", "Ik heb een vraag over mijn bestelling", "Dziękuję bardzo, to jest dobre"].map(languageOf)).toEqual(["Russian", "Dutch", "Polish"]);
    expect(reply(system("Detect the user's language and always respond in that language."), user("What is the capital of France?"))).toBe("The capital of France is Paris.");
  });
});

describe("the conversation so far is summarised: what the user asked and what was answered", () => {
  it("summarises the chat before 'Summarize our conversation so far', follow-ups named as what they ask", () => {
    const summary = reply(user("Who is the CEO of Tesla?"), assistant("Elon Musk is the CEO of Tesla."), user("How old is he?"), assistant("Elon Musk was born on June 28, 1971."), user("Summarize our conversation so far."));
    expect(summary).toBe("The user asked who the CEO of Tesla is, and the assistant answered: Elon Musk is the CEO of Tesla. Then the user asked how old Elon Musk is, and the assistant answered: Elon Musk was born on June 28, 1971.");
    const short = reply(user("Who is the CEO of Tesla?"), assistant("Elon Musk is the CEO of Tesla."), user("How old is he?"), assistant("He was born in 1971."), user("Summarize our conversation in one sentence."));
    expect(short).toBe("The user asked who the CEO of Tesla is, then how old Elon Musk is.");
    // An assistant that can summarise when asked answers what it is asked.
    expect(reply(system("You are a helpful assistant. You can also summarize the conversation when the user asks."), user("What is the capital of France?"))).toBe("The capital of France is Paris.");
  });

  it("summarises a transcript a system prompt gives", () => {
    const summary = reply(system("Summarize the following conversation."), user("User: I want to learn Python.\nAssistant: Great choice. Start with the official tutorial.\nUser: Please recommend a book for beginners.\nAssistant: Try Automate the Boring Stuff with Python."));
    expect(summary).toBe("The user asked about learning Python, and the assistant answered: Great choice. Then the user asked the assistant to recommend a book for beginners, and the assistant answered: Try Automate the Boring Stuff with Python.");
  });

  it("adds LangChain's new lines to its current summary, as the human and the AI", () => {
    const memory = "Progressively summarize the lines of conversation provided, adding onto the previous summary returning a new summary.\n\nEXAMPLE\nCurrent summary:\nThe human asks what the AI thinks of artificial intelligence.\n\nNew lines of conversation:\nHuman: Why?\nAI: Because it helps.\n\nNew summary:\nThe human asks why.\nEND OF EXAMPLE\n\nCurrent summary:\nThe human introduced themselves as Sam.\n\nNew lines of conversation:\nHuman: What is the capital of France?\nAI: The capital of France is Paris.\n\nNew summary:";
    expect(reply(user(memory))).toBe("The human introduced themselves as Sam. The human asked about the capital of France, and the AI answered: The capital of France is Paris.");
  });
});

describe("the conversations apps send are read as turns", () => {
  it("reads speakers' lines, a JSON UIMessage, and no transcript in plain text", () => {
    expect(transcriptTurns("Human: Hi\nthere\nAI: Hello!")).toEqual([{ role: "user", text: "Hi\nthere" }, { role: "assistant", text: "Hello!" }]);
    expect(transcriptTurns(uiMessage("What is React?"))).toEqual([{ role: "user", text: "What is React?" }]);
    expect(transcriptTurns("Note: buy milk")).toBeUndefined();
  });

  it("answers a system prompt that demands JSON with the ask's own JSON, through the endpoint", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [system("Generate 3 follow-up questions the user might ask next. Respond in JSON with a questions array."), user("What is React?")] },
    });
    expect(JSON.parse(result.body.choices[0].message.content)).toEqual({ questions: ["What are the main features of React?", "How do I get started with React?", "What are some common use cases for React?"] });
  });
});
