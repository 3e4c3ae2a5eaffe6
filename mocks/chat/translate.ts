/**
 * Translations of the short phrases that translation demos send: LangChain's quickstart asks a
 * system prompt "Translate the following from English into Italian" and a user message "hi!",
 * tutorials ask "Translate 'good morning' to Spanish". The phrasebook holds those phrases in a
 * few languages; a phrase outside it gets the other replies (the mock does not translate).
 */
import type { ChatMessage } from "./tokens.ts";

type Language = "italian" | "french" | "spanish" | "german" | "portuguese" | "japanese" | "chinese";

/** English phrases, normalised (lowercase, no end punctuation), and their translations. */
const PHRASEBOOK: ReadonlyMap<string, Readonly<Record<Language, string>>> = new Map(Object.entries({
  hi: { italian: "Ciao!", french: "Salut !", spanish: "¡Hola!", german: "Hallo!", portuguese: "Olá!", japanese: "こんにちは！", chinese: "你好！" },
  hello: { italian: "Ciao!", french: "Bonjour !", spanish: "¡Hola!", german: "Hallo!", portuguese: "Olá!", japanese: "こんにちは！", chinese: "你好！" },
  "good morning": { italian: "Buongiorno!", french: "Bonjour !", spanish: "¡Buenos días!", german: "Guten Morgen!", portuguese: "Bom dia!", japanese: "おはようございます！", chinese: "早上好！" },
  "good night": { italian: "Buonanotte!", french: "Bonne nuit !", spanish: "¡Buenas noches!", german: "Gute Nacht!", portuguese: "Boa noite!", japanese: "おやすみなさい！", chinese: "晚安！" },
  "thank you": { italian: "Grazie!", french: "Merci !", spanish: "¡Gracias!", german: "Danke!", portuguese: "Obrigado!", japanese: "ありがとうございます！", chinese: "谢谢！" },
  goodbye: { italian: "Arrivederci!", french: "Au revoir !", spanish: "¡Adiós!", german: "Auf Wiedersehen!", portuguese: "Adeus!", japanese: "さようなら！", chinese: "再见！" },
  "how are you": { italian: "Come stai?", french: "Comment ça va ?", spanish: "¿Cómo estás?", german: "Wie geht es dir?", portuguese: "Como você está?", japanese: "お元気ですか？", chinese: "你好吗？" },
  "thank you very much": { italian: "Grazie mille!", french: "Merci beaucoup !", spanish: "¡Muchas gracias!", german: "Vielen Dank!", portuguese: "Muito obrigado!", japanese: "どうもありがとうございます！", chinese: "非常感谢！" },
  "where is the train station": { italian: "Dov'è la stazione ferroviaria?", french: "Où est la gare ?", spanish: "¿Dónde está la estación de tren?", german: "Wo ist der Bahnhof?", portuguese: "Onde fica a estação de trem?", japanese: "駅はどこですか？", chinese: "火车站在哪里？" },
  "where is the bathroom": { italian: "Dov'è il bagno?", french: "Où sont les toilettes ?", spanish: "¿Dónde está el baño?", german: "Wo ist die Toilette?", portuguese: "Onde fica o banheiro?", japanese: "トイレはどこですか？", chinese: "洗手间在哪里？" },
  "what is your name": { italian: "Come ti chiami?", french: "Comment tu t'appelles ?", spanish: "¿Cómo te llamas?", german: "Wie heißt du?", portuguese: "Qual é o seu nome?", japanese: "お名前は何ですか？", chinese: "你叫什么名字？" },
  "nice to meet you": { italian: "Piacere di conoscerti!", french: "Enchanté !", spanish: "¡Mucho gusto!", german: "Freut mich, dich kennenzulernen!", portuguese: "Prazer em conhecê-lo!", japanese: "はじめまして！", chinese: "很高兴认识你！" },
  "see you later": { italian: "A dopo!", french: "À plus tard !", spanish: "¡Hasta luego!", german: "Bis später!", portuguese: "Até logo!", japanese: "またね！", chinese: "回头见！" },
  "happy birthday": { italian: "Buon compleanno!", french: "Joyeux anniversaire !", spanish: "¡Feliz cumpleaños!", german: "Alles Gute zum Geburtstag!", portuguese: "Feliz aniversário!", japanese: "お誕生日おめでとう！", chinese: "生日快乐！" },
  "i love you": { italian: "Ti amo.", french: "Je t'aime.", spanish: "Te quiero.", german: "Ich liebe dich.", portuguese: "Eu te amo.", japanese: "愛してる。", chinese: "我爱你。" },
  "i love programming": {
    italian: "Adoro programmare.",
    french: "J'adore la programmation.",
    spanish: "Me encanta programar.",
    german: "Ich liebe das Programmieren.",
    portuguese: "Eu amo programar.",
    japanese: "プログラミングが大好きです。",
    chinese: "我喜欢编程。",
  },
}));

const LANGUAGE = /\b(?:to|into|in)\s+(italian|french|spanish|german|portuguese|japanese|chinese|mandarin)\b/i;
/** "Translate 'good morning' to Spanish", "Translate to French: I love programming", "How do you say hello in German?" */
const TRANSLATE = /^\s*(?:please\s+)?(?:translate|how do (?:you|i) say)\s+(?:(?:the following|this)\s+)?(?:from\s+english\s+)?(?:(?:to|into|in)\s+\w+\s*[:\n]\s*)?["'“‘]?([^"'”’\n:]{1,60}?)["'”’]?\s*(?:(?:to|into|in)\s+\w+)?\s*[?.!]*\s*$/i;

function normalised(phrase: string): string {
  return phrase.toLowerCase().replace(/[!?.,\s]+$/g, "").replace(/^[¡¿\s]+/, "").trim();
}

function languageIn(text: string): Language | undefined {
  const found = LANGUAGE.exec(text)?.[1]?.toLowerCase();
  return found === "mandarin" ? "chinese" : (found as Language | undefined);
}

/**
 * The translation the conversation asks for, when it asks for one of a phrase in the phrasebook.
 * @example translatedReply([{ role: "system", content: "Translate the following from English into Italian" }, { role: "user", content: "hi!" }], "hi!") // "Ciao!"
 */
export function translatedReply(messages: readonly ChatMessage[], prompt: string): string | undefined {
  if (prompt.length > 120) return undefined;
  const asked = TRANSLATE.exec(prompt);
  if (asked) {
    const language = languageIn(prompt);
    return language ? phraseIn(asked[1]!, language) : undefined;
  }
  // A system prompt that sets the task ("Translate the following from English into Italian")
  // and a user message that is the text.
  const system = messages.find((message) => message.role === "system" || message.role === "developer")?.content ?? "";
  if (!/\btranslat/i.test(system)) return undefined;
  const language = languageIn(system);
  return language ? phraseIn(prompt, language) : undefined;
}

/**
 * A phrase of the phrasebook in `language`, or phrases of it joined by commas ("good morning,
 * how are you?" → "Bonjour ! Comment ça va ?"), each translated as a sentence of its own.
 */
function phraseIn(text: string, language: Language): string | undefined {
  const whole = PHRASEBOOK.get(normalised(text))?.[language];
  if (whole !== undefined) return whole;
  const parts = text.split(/\s*,\s*/).filter((part) => part.trim() !== "");
  if (parts.length < 2) return undefined;
  const translated = parts.map((part) => PHRASEBOOK.get(normalised(part))?.[language]);
  if (translated.some((part) => part === undefined)) return undefined;
  return translated.join(language === "japanese" || language === "chinese" ? "" : " ");
}

/** The English phrases the phrasebook holds, as it writes them ("good morning", "thank you"). */
export const PHRASEBOOK_PHRASES: readonly string[] = [...PHRASEBOOK.keys()];

/** The languages the phrasebook holds, by the names a schema's properties use. */
export const PHRASEBOOK_LANGUAGES: readonly Language[] = ["italian", "french", "spanish", "german", "portuguese", "japanese", "chinese"];

/**
 * A phrase of the phrasebook in `language` (a name of PHRASEBOOK_LANGUAGES), as translatedReply
 * writes it; undefined for a phrase outside it.
 * @example phraseTranslation("good morning", "spanish") // "¡Buenos días!"
 */
export function phraseTranslation(phrase: string, language: string): string | undefined {
  return (PHRASEBOOK_LANGUAGES as readonly string[]).includes(language) ? phraseIn(phrase, language as Language) : undefined;
}
