import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { translatedReply } from "./translate.ts";

const user = (content: string) => ({ role: "user", content });
const ask = (prompt: string, system?: string) => translatedReply(system ? [{ role: "system", content: system }, user(prompt)] : [user(prompt)], prompt);

describe("translations of the phrases translation demos send", () => {
  it("translates a phrase the message quotes or names into the language it names", () => {
    expect(ask("Translate 'good morning' to Spanish")).toBe("¡Buenos días!");
    expect(ask("Translate to French: I love programming")).toBe("J'adore la programmation.");
    expect(ask("How do you say hello in German?")).toBe("Hallo!");
    expect(ask('translate "thank you" into japanese')).toBe("ありがとうございます！");
  });

  it("knows the phrases a traveller's demo asks for, whole", () => {
    expect(ask('Translate "Where is the train station?" into Spanish')).toBe("¿Dónde está la estación de tren?");
    expect(ask("Translate 'thank you very much' to German")).toBe("Vielen Dank!");
    expect(ask("How do you say happy birthday in French?")).toBe("Joyeux anniversaire !");
  });

  it("translates the user's message when the system prompt sets the task, as LangChain's quickstart does", () => {
    expect(ask("hi!", "Translate the following from English into Italian")).toBe("Ciao!");
    expect(ask("How are you?", "Translate the following from English into French")).toBe("Comment ça va ?");
  });

  it("translates phrases joined by commas, each as a sentence of its own, only when it knows every one", () => {
    expect(ask("Translate 'good morning, how are you?' to French.")).toBe("Bonjour ! Comment ça va ?");
    expect(ask("good morning, thank you", "Translate the following from English into Japanese")).toBe("おはようございます！ありがとうございます！");
    expect(ask("Translate 'good morning, see you at the station' to French.")).toBeUndefined();
  });

  it("does not pretend to translate what the phrasebook lacks, nor without a translation task", () => {
    expect(ask("Translate the following to Spanish: the cat is on the table")).toBeUndefined();
    expect(ask("hi!", "You are a helpful assistant")).toBeUndefined();
    expect(ask("Translate hello")).toBeUndefined();
    expect(ask("Translate constructor to Spanish")).toBeUndefined();
  });

  it("answers LangChain's quickstart through the mock", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "system", content: "Translate the following from English into Italian" }, user("hi!")] },
    });
    expect(result.body.choices[0].message.content).toBe("Ciao!");
  });
});
