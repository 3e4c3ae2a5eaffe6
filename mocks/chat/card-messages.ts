/**
 * The short message for a card or a chat that "Help me write a birthday message for my mom" asks
 * for: a model writes two or three options to pick from, each naming the occasion, addressed to
 * whom the prompt names ("Mom", "Sam", "[Name]" for a coworker) and in the tone asked (funny,
 * short, formal, heartfelt). Sympathy is always gentle: a joke there would be no option at all.
 * A note to a team about work stays an email (writing-tasks.ts): this answers occasions only.
 */
import { choiceSeed, sampled } from "./choice-variety.ts";
import { addressed, THANKED_READER } from "./thank-you-notes.ts";

type Tone = "warm" | "funny" | "short" | "formal";

interface Occasion {
  /** What the reply calls it: "birthday message", "thank-you note". */
  readonly noun: string;
  /** Messages by tone, `{to}` the recipient as addressed, `{my}` as described ("your mom"). */
  readonly messages: Readonly<Record<Tone, readonly string[]>>;
}

const OCCASIONS: ReadonlyMap<string, Occasion> = new Map<string, Occasion>([
  ["birthday", {
    noun: "birthday message",
    messages: {
      warm: ["Happy birthday, {to}! Thank you for everything you do. I hope today is as wonderful as you are, and that this year brings you all the joy you give to others.", "Happy birthday, {to}! I'm so lucky to have you in my life. Wishing you a day full of love, laughter and cake.", "To {to}, happy birthday! Here's to another year of good memories together. Love you lots."],
      funny: ["Happy birthday, {to}! Don't worry about getting older: I'm told the candles are just extra mood lighting.", "Happy birthday, {to}! You're not old, you're vintage. Let's celebrate with cake (and pretend we're counting the candles).", "Happy birthday, {to}! Another year wiser, and still the best at ignoring my advice."],
      short: ["Happy birthday, {to}! Have the best day.", "Happy birthday, {to}! Love you.", "Wishing you a wonderful birthday, {to}!"],
      formal: ["Dear {to}, wishing you a very happy birthday and a year of health and success ahead.", "Dear {to}, warmest wishes on your birthday. I hope the year ahead is a rewarding one.", "Dear {to}, many happy returns of the day."],
    },
  }],
  ["thanks", {
    noun: "thank-you note",
    messages: {
      warm: ["Dear {to}, thank you so much. Your kindness meant more to me than I can say, and I'm truly grateful.", "{to}, thank you for everything. You made a real difference, and I won't forget it.", "Thank you, {to}! I really appreciate you and all you've done for me."],
      funny: ["{to}, thank you! I'd give you a trophy, but this card was cheaper. You're the best.", "Thanks a million, {to}! (I counted.)", "{to}, thank you! You're officially my favourite person this week."],
      short: ["Thank you so much, {to}!", "Thanks, {to}. It meant a lot.", "Thank you, {to}. You're the best."],
      formal: ["Dear {to}, please accept my sincere thanks for your help and support. It is greatly appreciated.", "Dear {to}, thank you for your generosity and your time. I am very grateful.", "Dear {to}, I would like to express my gratitude for all you have done."],
    },
  }],
  ["congratulations", {
    noun: "congratulations message",
    messages: {
      warm: ["Congratulations, {to}, on your {event}! You worked so hard for this, and I couldn't be prouder.", "{to}, congratulations on your {event}! This is such wonderful news, and you deserve every bit of it.", "Huge congratulations on your {event}, {to}! Wishing you all the happiness this new chapter brings."],
      funny: ["Congratulations on your {event}, {to}! I always knew you'd make it (I'll take 10% of the credit).", "{to}, congrats on your {event}! Now you have to be a grown-up about it. Good luck!", "Congratulations, {to}! Your {event} calls for cake, and I'm bringing the forks."],
      short: ["Congratulations on your {event}, {to}!", "Congrats, {to}! So happy for you.", "Well done, {to}! Congratulations on your {event}."],
      formal: ["Dear {to}, congratulations on your {event}. It is a well-deserved achievement.", "Dear {to}, please accept my warmest congratulations on your {event}.", "Dear {to}, my sincere congratulations on your {event}, with every good wish for the future."],
    },
  }],
  ["get well", {
    noun: "get well soon message",
    messages: {
      warm: ["Get well soon, {to}! Thinking of you and sending lots of love. Take all the time you need to rest.", "{to}, I'm sorry you're not feeling well. Wishing you a quick and easy recovery.", "Sending healing thoughts your way, {to}. We miss you and can't wait to see you back on your feet."],
      funny: ["Get well soon, {to}! Doctor's orders: lots of rest, lots of TV and no guilt.", "{to}, get better quickly: things are far too boring without you.", "Get well soon, {to}! The couch is yours, the remote too."],
      short: ["Get well soon, {to}!", "Feel better soon, {to}.", "Thinking of you, {to}. Get well soon."],
      formal: ["Dear {to}, wishing you a swift and full recovery.", "Dear {to}, with best wishes for a speedy recovery.", "Dear {to}, I was sorry to hear you are unwell, and hope you are feeling better soon."],
    },
  }],
  ["anniversary", {
    noun: "anniversary message",
    messages: {
      warm: ["Happy anniversary, {to}! Every year with you is better than the last. I love you more than ever.", "{to}, happy anniversary! Thank you for all the laughter, the love and the adventures. Here's to many more.", "Happy anniversary, {to}. Choosing you is still the best decision I ever made."],
      funny: ["Happy anniversary, {to}! Thanks for putting up with me for another year. You deserve a medal.", "Happy anniversary, {to}! Still my favourite person to argue about dinner with.", "{to}, happy anniversary! Another year, and you still laugh at my jokes."],
      short: ["Happy anniversary, {to}! Love you.", "Here's to us, {to}. Happy anniversary!", "Happy anniversary, {to}!"],
      formal: ["Dear {to}, warmest wishes on your anniversary.", "Dear {to}, congratulations on your anniversary and best wishes for the years ahead.", "Dear {to}, wishing you a very happy anniversary."],
    },
  }],
  ["farewell", {
    noun: "farewell message",
    messages: {
      warm: ["{to}, it's been a real pleasure working with you. Thank you for your help and your good humour. Best of luck in your next adventure!", "Goodbye and good luck, {to}! The team won't be the same without you. Please keep in touch.", "{to}, thank you for everything. Wherever you go next, they're lucky to have you."],
      funny: ["{to}, who's going to laugh at my jokes now? Good luck, and don't forget us!", "Good luck, {to}! We'll try to survive without you (no promises).", "{to}, we'll miss you, and so will the coffee machine. All the best!"],
      short: ["Good luck, {to}! We'll miss you.", "All the best, {to}!", "Farewell and best wishes, {to}."],
      formal: ["Dear {to}, thank you for your valuable contributions. I wish you every success in your new role.", "Dear {to}, it has been a privilege working with you. Best wishes for the future.", "Dear {to}, please accept my best wishes as you move on to new challenges."],
    },
  }],
  ["retirement", {
    noun: "retirement message",
    messages: {
      warm: ["Happy retirement, {to}! After all your hard work, you've earned every lazy morning ahead. Enjoy it!", "{to}, congratulations on your retirement! Thank you for everything you've taught us. Enjoy this new chapter.", "Happy retirement, {to}! Wishing you time for everything you love."],
      funny: ["Happy retirement, {to}! Every day is Saturday now. Try not to rub it in.", "{to}, congratulations! Your new job title: professional relaxer.", "Happy retirement, {to}! No more alarms, no more meetings, no more excuses to skip the gym."],
      short: ["Happy retirement, {to}!", "Enjoy your retirement, {to}!", "Congratulations on your retirement, {to}!"],
      formal: ["Dear {to}, congratulations on your retirement and thank you for your many years of dedicated service.", "Dear {to}, best wishes for a long, happy and healthy retirement.", "Dear {to}, warmest congratulations on a distinguished career."],
    },
  }],
]);

/**
 * Warm thanks that say what a teacher, a manager or a colleague is thanked for: "you made every
 * lesson count", not "all you've done for me", which fits anyone.
 */
const THANKS_BY_RECIPIENT: ReadonlyMap<string, readonly string[]> = new Map([
  ["teacher", [
    "Dear {to}, thank you for your patience, your encouragement and for making every lesson count. I've learned so much from you this year.",
    "{to}, thank you for believing in me, even on the days I didn't believe in myself. Your class was the highlight of my week.",
    "Thank you, {to}, for caring so much about your students. You made me love learning again, and I won't forget it.",
  ]],
  ["manager", [
    "{to}, thank you for your guidance and for the trust you've placed in me. I've grown so much working with you.",
    "Thank you, {to}, for always having my back, for the honest feedback and for making our team a great place to work.",
    "Dear {to}, thank you for your support this year. Your advice and encouragement have made a real difference to me.",
  ]],
  ["colleague", [
    "{to}, thank you so much for your help. You saved me hours, and you made it look easy. I owe you a coffee!",
    "Thank you, {to}, for always being willing to lend a hand. Working with you makes every project better.",
    "Dear {to}, thank you for your help and your patience. I really appreciate you taking the time when you were busy too.",
  ]],
]);
/** The recipients whose thanks are THANKS_BY_RECIPIENT's, by the word the prompt uses. */
const THANKED_AS: ReadonlyMap<string, string> = new Map([["teacher", "teacher"], ["manager", "manager"], ["boss", "manager"], ["colleague", "colleague"], ["coworker", "colleague"]]);

/**
 * Thanks for the reason the prompt gives ("for helping with the move"), `{reason}` said to the
 * reader: options that ignore it thank for nothing in particular, when the writer said what.
 */
const THANKS_FOR_REASON: Readonly<Record<Tone, readonly string[]>> = {
  warm: [
    "Dear {to}, thank you so much {reason}. I really couldn't have done it without you, and I'm so grateful.",
    "{to}, thank you {reason}! It meant so much to me, and I'm lucky to have you in my corner.",
    "Thank you, {to}, {reason}. I know you had plenty going on, and I won't forget it. I owe you one!",
  ],
  funny: [
    "{to}, thank you {reason}! I'd pay you back, but I've decided hugs and snacks are legal tender.",
    "Thanks a million, {to}, {reason}. (I counted.) You're officially my favourite person this week.",
    "{to}, thank you {reason}! Next time it's my turn to help, as long as it doesn't involve lifting anything.",
  ],
  short: ["Thank you {reason}, {to}! You're the best.", "{to}, thanks so much {reason}!", "Huge thanks {reason}, {to}. It meant a lot."],
  formal: [
    "Dear {to}, please accept my sincere thanks {reason}. Your help is greatly appreciated.",
    "Dear {to}, I am very grateful to you {reason}. Thank you for your time and generosity.",
    "Dear {to}, I would like to thank you {reason}. It made a real difference.",
  ],
};
/** "for helping with the move" at the end of a prompt, after whom it thanks: why the note thanks. */
const THANKS_REASON = /\s(for\s+[^\n]{3,120}?)\s*[.!?]*\s*$/i;
/** With no reader named first, "for my mom" or "for the teacher" is whom the note is for, not why. */
const FOR_A_READER = /^for\s+(?:my|our|the|a|an)\s/i;

/** Sympathy has no funny option: every tone asked gets the gentle words. */
const SYMPATHY: Occasion = {
  noun: "sympathy message",
  messages: sameForAll([
    "Dear {to}, I'm so sorry for your loss. I'm thinking of you and sending my love.",
    "{to}, there are no words to make this easier, but please know I'm here for you, whatever you need.",
    "With deepest sympathy, {to}. Holding you in my thoughts during this difficult time.",
  ]),
};

/** "thank-you note", "thank you card": a note of thanks, whatever occasion it thanks for. */
const THANKS_NOTE = /\bthank[- ]?you\s+(?:note|card|message|text|letter)s?\b/i;
/** The occasion's words, checked in this order: "congratulations on your wedding" before "wedding anniversary". */
const OCCASION_CUES: readonly (readonly [RegExp, string])[] = [
  [/\b(?:sympathy|condolences?|passed away|loss of|grieving|funeral)\b/i, "sympathy"],
  [/\banniversary\b/i, "anniversary"],
  [/\bretire(?:ment|s|d|ing)?\b/i, "retirement"],
  [/\bbirthday\b|\bbday\b/i, "birthday"],
  [/\bget[- ]well\b|\brecover(?:y|ing)\b|\bsick\b|\bsurgery\b/i, "get well"],
  [/\bfarewell\b|\bgoodbye\b|\bleaving\b|\blast day\b/i, "farewell"],
  [/\bcongrat(?:ulation)?s?\b|\bnew job\b|\bpromotion\b|\bwedding\b|\bgraduat(?:ion|ing|ed)\b|\bnew baby\b|\bbaby\b|\bengagement\b/i, "congratulations"],
  [/\bthank[- ]?(?:you|s)\b/i, "thanks"],
];

/** What is congratulated, as the message names it. */
const EVENTS: readonly (readonly [RegExp, string])[] = [
  [/\bnew job\b/i, "new job"],
  [/\bpromotion\b/i, "promotion"],
  [/\bwedding\b|\bmarriage\b/i, "wedding"],
  [/\bgraduat/i, "graduation"],
  [/\bbaby\b/i, "new baby"],
  [/\bengagement\b/i, "engagement"],
];

/** Whom a message is for, by the word the prompt uses: how it addresses them, how it names them. */
const RECIPIENTS: ReadonlyMap<string, readonly [to: string, described: string]> = new Map([
  ["mom", ["Mom", "your mom"]], ["mum", ["Mum", "your mum"]], ["mother", ["Mom", "your mom"]],
  ["dad", ["Dad", "your dad"]], ["father", ["Dad", "your dad"]],
  ["wife", ["my love", "your wife"]], ["husband", ["my love", "your husband"]],
  ["girlfriend", ["my love", "your girlfriend"]], ["boyfriend", ["my love", "your boyfriend"]], ["partner", ["my love", "your partner"]],
  ["friend", ["[Name]", "your friend"]], ["bestie", ["bestie", "your best friend"]],
  ["sister", ["sis", "your sister"]], ["brother", ["bro", "your brother"]],
  ["coworker", ["[Name]", "your coworker"]], ["colleague", ["[Name]", "your colleague"]],
  ["boss", ["[Name]", "your boss"]], ["manager", ["[Name]", "your manager"]],
  ["teacher", ["[Teacher's name]", "your teacher"]],
  ["grandma", ["Grandma", "your grandma"]], ["grandmother", ["Grandma", "your grandma"]],
  ["grandpa", ["Grandpa", "your grandpa"]], ["grandfather", ["Grandpa", "your grandpa"]],
  ["son", ["[Name]", "your son"]], ["daughter", ["[Name]", "your daughter"]],
  ["aunt", ["Aunt [Name]", "your aunt"]], ["uncle", ["Uncle [Name]", "your uncle"]], ["cousin", ["[Name]", "your cousin"]],
  ["neighbor", ["[Name]", "your neighbor"]], ["neighbour", ["[Name]", "your neighbour"]], ["roommate", ["[Name]", "your roommate"]], ["flatmate", ["[Name]", "your flatmate"]],
]);

/** A request for a message, not for advice about one: "write", "help me write", "ideas for" a card. */
const ASKS = /\b(?:write|draft|compose|help me (?:with|write)|give me|suggest|ideas? for|what (?:should|can|do) i (?:write|say|put))\b/i;
/** A prompt that is just the message's name: "Congratulations message for my sister on her new job". */
const NAMED = /^\s*(?:an?\s+)?(?:(?:short|funny|formal|heartfelt|sweet|cute|nice)\s+)*(?:happy\s+)?(?:birthday|bday|thank[- ]you|congratulations?|congrats|get[- ]well(?:[- ]soon)?|anniversary|farewell|goodbye|sympathy|condolences?|retirement)\s+(?:message|card|note|wish|wishes|text)/i;
/** What is written: a message for a card or a chat, not an email or a speech. */
const MESSAGE = /\b(?:message|messages|card|note|wish(?:es)?|text|greeting|words)\b/i;
/** "for my mom", "to my friend Sam", "for Sam": group 1 the relation, group 2 a name after it or alone. */
const FOR_WHOM = /\b(?:for|to)\s+(?:my\s+(?:best\s+)?([\p{L}-]+)(?:\s+(\p{Lu}\p{Ll}+))?|(\p{Lu}\p{Ll}+)\b)/u;

/**
 * Two or three options for a card or chat message on an occasion (birthday, thanks,
 * congratulations, get well, anniversary, farewell, sympathy, retirement), fit to the recipient
 * and tone the prompt names; undefined for any other prompt.
 * @example cardMessageReply("Help me write a birthday message for my mom")?.split("\n")[0] // "Here are a few birthday messages for your mom:"
 */
export function cardMessageReply(prompt: string): string | undefined {
  if (!MESSAGE.test(prompt) || !(ASKS.test(prompt) || NAMED.test(prompt))) return undefined;
  // A thank-you note "for the birthday present" thanks; it wishes no happy birthday.
  const key = THANKS_NOTE.test(prompt) ? "thanks" : OCCASION_CUES.find(([cue]) => cue.test(prompt))?.[1];
  if (key === undefined) return undefined;
  const occasion = key === "sympathy" ? SYMPATHY : OCCASIONS.get(key)!;
  // Thanks to a team or to customers is a note to them (thank-you-notes.ts), not a card for one person.
  const thanked = key === "thanks" ? THANKED_READER.exec(prompt)?.[1]?.toLowerCase() : undefined;
  if (thanked !== undefined && !RECIPIENTS.has(thanked) && !RECIPIENTS.has(thanked.replace(/s$/, ""))) return undefined;
  const whom = FOR_WHOM.exec(prompt);
  const relation = whom?.[1]?.toLowerCase();
  const known = relation === undefined ? undefined : RECIPIENTS.get(relation.replace(/s$/, "")) ?? RECIPIENTS.get(relation);
  // A name the prompt gives ("my friend Sam", "for Sam") is used as is; "my team" and other
  // readers this table has no words for get an email (writing-tasks.ts).
  if (relation !== undefined && known === undefined) return undefined;
  const name = whom?.[2] ?? whom?.[3];
  const to = name ?? known?.[0] ?? "[Name]";
  const described = name !== undefined && known !== undefined ? `${known[1]} ${name}` : name ?? known?.[1];
  const tone = key === "sympathy" ? "warm" : toneOf(prompt);
  const event = EVENTS.find(([cue]) => cue.test(prompt))?.[1] ?? "news";
  // Warm thanks to a teacher, a manager or a colleague say what such a reader is thanked for.
  // Thanks "for helping with the move": the reason, read after whom the note is to, said in every option.
  const given = key === "thanks" ? THANKS_REASON.exec(` ${whom ? prompt.slice(whom.index + whom[0].length) : prompt}`)?.[1] : undefined;
  const reason = given !== undefined && (whom || !FOR_A_READER.test(given)) ? given : undefined;
  const specific = key === "thanks" && tone === "warm" && relation !== undefined ? THANKS_BY_RECIPIENT.get(THANKED_AS.get(relation.replace(/s$/, "")) ?? THANKED_AS.get(relation) ?? "") : undefined;
  const pool = reason !== undefined ? THANKS_FOR_REASON[tone] : specific ?? occasion.messages[tone];
  const start = choiceSeed("card-message", prompt) % pool.length;
  const options = sampled([...pool.slice(start), ...pool.slice(0, start)], 3).map((text) =>
    text
      .replaceAll("{to}", to)
      .replaceAll("{reason}", reason === undefined ? "" : addressed(reason))
      .replaceAll("{event}", event)
      .replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()),
  );
  const list = options.map((text, i) => `${i + 1}. ${text}`).join("\n\n");
  const toneWord = tone === "warm" ? "" : ` ${tone}`;
  const heading = `Here are a few${toneWord} ${occasion.noun.replace(/(message|note)$/, "$1s")}${described ? ` for ${described}` : ""}:`;
  const outro = to.startsWith("[") ? "Swap in the name, and tell me if you'd like it longer, funnier or more personal." : "Want me to make one longer, funnier or more personal?";
  return `${heading}\n\n${list}\n\n${outro}`;
}

function toneOf(prompt: string): Tone {
  if (/\b(?:funny|humou?rous|hilarious|witty|joke|silly|cheeky)\b/i.test(prompt)) return "funny";
  if (/\b(?:formal|professional|polite)\b/i.test(prompt)) return "formal";
  if (/\b(?:short|brief|quick|one[- ]line|simple)\b/i.test(prompt)) return "short";
  return "warm";
}

function sameForAll(messages: readonly string[]): Readonly<Record<Tone, readonly string[]>> {
  return { warm: messages, funny: messages, short: messages, formal: messages };
}
