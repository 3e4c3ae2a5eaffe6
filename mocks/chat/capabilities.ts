/**
 * Honest answers to what the assistant can do: "Can you browse the internet?", "Can you see
 * images?", "Do you remember our previous chats?", "Can you generate images?", "Can you make phone
 * calls?", "Can you set reminders?", "Can you read PDFs?", "Can you speak Spanish?", "Can you
 * write code?". Users ask these first when they try a chat app, and a chat model without tools
 * answers them directly, as they are: it has no web access, sees an image only when one is sent
 * with the message, remembers only this conversation, replies with text only, and cannot reach a
 * phone, a device or a file. It says so in a sentence, then what it can do instead.
 *
 * Designed so: when the request offers a tool that gives the capability (a `search_web` tool for
 * browsing, `generate_image` for pictures, `create_reminder` for reminders), the answer is "yes",
 * naming the tool and what it does with it, and asks what to do; the tool is not called, because
 * the question asks whether, not what (answers.ts asks `capabilityWithTools` before calling). A
 * request to use the capability ("Can you search the web for flights to Rome?") is no question of
 * capability and is left to the tools and the other replies.
 *
 * Cheap first: only a short message that opens with "can you", "could you", "are you able",
 * "do you" or "is it possible" is read further.
 */

/** One capability: the words asking about it (after "can you"), the answer without a tool, and the tools that give it. */
interface Capability {
  /** What is asked, after the opening ("can you", "are you able to", "do you have"): the whole rest of the question. */
  readonly asks: RegExp;
  /** The answer a chat model without tools gives. */
  readonly reply: string;
  /** Words of a tool's name that give the capability (`search_web`, `web_search`, `browse_page`). */
  readonly toolWords?: RegExp;
  /** The answer when `tool` is offered. */
  readonly withTool?: (tool: string) => string;
}

const LANGUAGES: Readonly<Record<string, string>> = {
  spanish: "¡Sí, claro!",
  french: "Oui, bien sûr !",
  german: "Ja, natürlich!",
  italian: "Sì, certo!",
  portuguese: "Sim, claro!",
  dutch: "Ja, zeker!",
  japanese: "はい、もちろんです！",
  chinese: "当然可以！",
  mandarin: "当然可以！",
  korean: "네, 물론이죠!",
  hindi: "हाँ, बिल्कुल!",
  arabic: "نعم، بالتأكيد!",
  russian: "Да, конечно!",
  polish: "Tak, oczywiście!",
  turkish: "Evet, tabii ki!",
  swedish: "Ja, absolut!",
};

const CAPABILITIES: readonly Capability[] = [
  {
    asks: /^(?:(?:browse|search|surf|access|use|go on|get on|look (?:things|stuff) up on|connect to) (?:the )?(?:internet|web|net|google|online)|browse(?: websites| web ?pages| the internet| the web)?|search online|go online|look (?:things|stuff) up online|google (?:things|stuff)|(?:have )?(?:access to|connect(?:ed)? to) (?:the )?(?:internet|web)|have (?:internet|web) access|access (?:real-time|live|current|up-to-date) (?:information|data|info)|(?:visit|open|read) (?:websites|web ?pages|links|urls))$/,
    reply:
      "No, I can't browse the internet: I have no web access here, so I can't open pages or look up current information. I answer from what I learned in training, which has a cutoff, so for anything recent (news, prices, opening hours) check a search engine or the site itself. If you paste a page's text, I can read and summarise it.",
    toolWords: /^(?:web|internet|browse|browser|google|bing|tavily|serp|serper|duckduckgo|online)$/,
    withTool: (tool) => `Yes, I can search the web with the \`${tool}\` tool: I look things up and answer from what the results say, so I can check current information too. What would you like me to look up?`,
  },
  {
    asks: /^(?:see|view|look at|read|analy[sz]e|understand|describe|recogni[sz]e|process|handle|interpret) (?:an? )?(?:images?|pictures?|photos?|screenshots?|pics?|photographs?)$/,
    reply:
      "Yes, when an image is sent with your message: attach a photo or screenshot and I can describe it, read the text in it or answer questions about it. I can't see anything else, such as your screen or your camera, and no image has been sent in this conversation yet.",
  },
  {
    asks: /^(?:see|view|watch|look at|access|control) (?:my |the )?(?:screen|desktop|camera|webcam|computer|monitor|face)$|^see me$/,
    reply:
      "No, I can't see your screen or your camera: I only see what is sent in this chat, the text you type and any image you attach. Paste the text or attach a screenshot and I'll take a look.",
  },
  {
    asks: /^(?:remember|recall|see) (?:our |my |the )?(?:previous|past|earlier|last|old|other|older)? ?(?:chats?|conversations?|sessions?|messages?)(?: with you)?$|^remember (?:me|things|what i (?:said|told you)(?: before| last time)?|stuff)$|^have (?:a |any )?(?:memory|long-term memory)$|^learn from (?:our |my )?(?:conversations?|chats?)$/,
    reply:
      "I only remember this conversation: what we've said in this chat so far. I don't keep memories between chats, so a new conversation starts fresh, and nothing said here changes what I know elsewhere. If something matters for a later chat, paste it in again there.",
    toolWords: /^(?:memory|memories|remember|recall|memorize|memorise)$/,
    withTool: (tool) => `Yes: with the \`${tool}\` tool I can save what you tell me and recall it in later chats. Beyond that, I remember what we've said in this conversation. What would you like me to remember?`,
  },
  {
    asks: /^(?:generate|create|make|draw|produce|design|paint|sketch) (?:an? |some )?(?:images?|pictures?|pics?|photos?|drawings?|art|artwork|illustrations?|logos?|paintings?)$|^draw$/,
    reply:
      "No, I can't create images here: I reply with text only. I can write a detailed prompt for an image generator (DALL·E, Midjourney, Stable Diffusion), describe a design in words, or sketch simple diagrams as ASCII art or SVG code. Want me to write a prompt for the picture you have in mind?",
    toolWords: /^(?:image|images|picture|dalle|dall|draw|drawing|illustration|art|paint|midjourney|diffusion)$/,
    withTool: (tool) => `Yes, I can create images with the \`${tool}\` tool. Describe what you'd like: the subject, the style (a photo, a watercolour, a cartoon) and the shape (square, portrait or landscape).`,
  },
  {
    asks: /^(?:make|place|take|answer) (?:phone )?calls?$|^(?:call|phone|ring) (?:people|someone|somebody|me|a number|phone numbers?|anyone)$|^use (?:a|the) phone$/,
    reply:
      "No, I can't make phone calls: I'm a text chat with no access to a phone. I can help you prepare for a call, though: what to say, a short script, or a text or email to send instead.",
    toolWords: /^(?:call|calls|phone|dial|telephone|twilio)$/,
    withTool: (tool) => `Yes, I can place phone calls with the \`${tool}\` tool. Who should I call, and what is the call about?`,
  },
  {
    asks: /^set (?:an? )?(?:reminders?|alarms?|timers?)$|^remind (?:me|you|people)(?: (?:of|about) (?:things|stuff))?$|^(?:add|create|make) (?:calendar )?(?:events|reminders|appointments)$/,
    reply:
      "No, I can't set reminders: I can't act on your phone or calendar, and I only reply when you send a message, so I can't reach you later. Your phone's assistant, Clock app or calendar can; tell me what and when, and I'll word the reminder for you.",
    toolWords: /^(?:reminder|reminders|remind|alarm|alarms|timer|timers|schedule|calendar|event)$/,
    withTool: (tool) => `Yes, I can set reminders with the \`${tool}\` tool. What should I remind you about, and when?`,
  },
  {
    asks: /^(?:read|open|analy[sz]e|summari[sz]e|understand|process|handle|look at|view|see) (?:an? |my )?(?:pdfs?|files?|documents?|docs?|attachments?|spreadsheets?|excel (?:files|sheets)|word (?:files|documents)|csv files?)$/,
    reply:
      "Only the text that reaches me in the chat: I can't open a file on my own. Paste the PDF's text here (or attach it, if your app supports attachments) and I can summarise it, answer questions about it or pull out what you need.",
    toolWords: /^(?:pdf|pdfs|file|files|document|documents|doc|docs|attachment|attachments)$/,
    withTool: (tool) => `Yes, with the \`${tool}\` tool I can open a file and work with its text: summarise it, answer questions about it or pull out what you need. Which file is it, and what would you like to know?`,
  },
  {
    asks: /^(?:send|write and send) (?:an? )?(?:emails?|e-mails?|texts?|text messages?|messages?|sms)(?: for me)?$/,
    reply:
      "No, I can't send emails or messages: I have no access to your accounts or your phone. I can draft it for you to copy and send, though. Who is it to, and what should it say?",
    toolWords: /^(?:email|emails|mail|gmail|sms|message|messages|text|slack)$/,
    withTool: (tool) => `Yes, I can send it with the \`${tool}\` tool. Who is it to, and what should it say?`,
  },
  {
    asks: /^(?:write|read|help (?:me )?with|do) (?:code|coding|programs?|programming|software|scripts?)$|^(?:code|program)$/,
    reply:
      "Yes, I can write code in most languages (Python, JavaScript and TypeScript, Java, C#, Go, SQL and more), and explain, debug, review or refactor code you paste. I can't run it here, so test what I write before you rely on it. What would you like to build?",
    toolWords: /^(?:python|execute|interpreter|sandbox|exec|jupyter)$/,
    withTool: (tool) => `Yes, I can write code in most languages, and with the \`${tool}\` tool I can run it too and check what it prints. What would you like to build?`,
  },
];

/** "Can you", "are you able to", "do you have"… the opening of a question about the assistant. */
const OPENING = /^(?:(?:hi|hey|hello|so|ok(?:ay)?)[,!]?\s+)?(?:can|could|will) you(?: actually| also| even| really)?\s+|^(?:are you (?:able|capable|allowed) (?:to|of)|is it possible for you to|do you (?:know how to|have the ability to))\s+|^do you\s+(?=have |remember |see |speak |understand |read |write |know |connect |learn )/;
/** A language asked about: "speak Spanish", "understand French", "reply in other languages". */
const LANGUAGE_ASK = /^(?:speak|understand|write|read|talk|reply|answer|chat|respond)(?: in)? (\w+)(?: languages?)?$/;

/**
 * The answer to a question about what the assistant can do, or undefined when `prompt` is not one.
 * @example capabilityReply("Can you browse the internet?") // "No, I can't browse the internet: I have no web access here, …"
 */
export function capabilityReply(prompt: string): string | undefined {
  const asked = capabilityAsked(prompt);
  if (asked === undefined) return undefined;
  return CAPABILITIES.find((capability) => capability.asks.test(asked))?.reply ?? languageReply(asked);
}

/**
 * The "yes" to a question about a capability that one of the offered tools (`toolNames`) gives,
 * or undefined when the prompt asks no such question or no offered tool gives it.
 * @example capabilityWithTools("Can you browse the internet?", ["search_web"]) // "Yes, I can search the web with the `search_web` tool: …"
 */
export function capabilityWithTools(prompt: string, toolNames: readonly string[]): string | undefined {
  if (toolNames.length === 0) return undefined;
  const asked = capabilityAsked(prompt);
  if (asked === undefined) return undefined;
  const capability = CAPABILITIES.find((candidate) => candidate.asks.test(asked));
  if (capability?.toolWords === undefined || capability.withTool === undefined) return undefined;
  const words = capability.toolWords;
  const tool = toolNames.find((name) => wordsOf(name).some((word) => words.test(word)));
  return tool === undefined ? undefined : capability.withTool(tool);
}

/** What a capability question asks, after its opening, lower case ("browse the internet"), or undefined. */
function capabilityAsked(prompt: string): string | undefined {
  if (prompt.length > 80) return undefined;
  const lower = prompt.trim().toLowerCase();
  // Cheap cue: every such question opens with one of these.
  if (!(lower.startsWith("can") || lower.startsWith("could") || lower.startsWith("are") || lower.startsWith("do") || lower.startsWith("will") || lower.startsWith("is") || lower.startsWith("h") || lower.startsWith("so") || lower.startsWith("ok"))) return undefined;
  const opening = OPENING.exec(lower);
  if (opening === null) return undefined;
  return lower
    .slice(opening[0].length)
    .replace(/[?!.\s]+$/, "")
    .replace(/,?\s+(?:at all|for me|please|yet|now|too|as well)$/, "")
    .trim();
}

/** "Can you speak Spanish?": yes, said first in the language; "other languages": the ones it writes. */
function languageReply(asked: string): string | undefined {
  const found = LANGUAGE_ASK.exec(asked);
  if (found === null) return undefined;
  const language = found[1]!;
  if (language === "other" || language === "different" || language === "multiple" || language === "many" || language === "foreign") {
    return "Yes: I can read and write many languages, including Spanish, French, German, Portuguese, Italian, Chinese, Japanese, Korean, Hindi and Arabic, and translate between them. I'm strongest in widely spoken languages. Write to me in yours and I'll reply in it.";
  }
  const hello = LANGUAGES[language];
  if (hello === undefined) return undefined;
  const name = language[0]!.toUpperCase() + language.slice(1);
  return `${hello} Yes, I can understand and write ${name}. Write to me in ${name} and I'll reply in ${name}, or ask me to translate something into or out of it.`;
}

/** A tool name's words, lower case: `search_web`, `webSearch`, `browse-page` → ["search", "web"], … */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
}
