/**
 * Texts a message writes out for a tool to keep or pass on, as a model copies them into a tool
 * call's string arguments: what follows "Add a note:" or "Tweet:", a note "that the wifi password
 * is hunter2", a task "to review the PR", what an image is "of", the reason "because it arrived
 * damaged". Without them the call's texts were sentences about the prompt ("A small, clear
 * version of mom is…"). Each reader starts with a cheap substring test.
 */
import { capitalized } from "./reply.ts";
import { NAME_ENDS } from "./tool-values.ts";

/** Longest text copied from a message into one argument. */
const MAX_TEXT = 400;

/**
 * The end of a copied text: the closing full stop of one sentence goes, as a note or a title
 * is written ("Buy flowers for mom"); a longer text or one of several sentences (an article to
 * summarise) stays as written, and a "!" or "?" is the writer's own.
 */
function trimmed(text: string): string {
  const whole = text.trim();
  return whole.length > 80 || /[.!?]\s+\S/.test(whole) ? whole : whole.replace(/[\s.]+$/, "");
}

/**
 * An instruction and, after its colon, the text it is about: "Add a note: buy flowers for mom",
 * "Post a comment on PR 42: looks good to me", "Tweet: Just shipped v2!". The instruction is a
 * few words that start with a word (not a question's "why"), so "Summary: …" pasted text and
 * "Q: …" count too, but a time ("at 10:30") never does.
 */
const AFTER_COLON = /^\s*(?:please\s+)?([\p{L}][\p{L}\p{N}#@'’ -]{0,60}?)\s*:\s+(\S[^\n]*)$/u;
/** "a note that …", "feedback that …", "Remember that …", "jot down …", "a note to call the plumber", "with a description of …". */
const NOTED = /\b(?:(?:note|memo|feedback|comment|complaint|report|message|description)s?\s+(?:that|saying|to say|reading)|(?:description|summary)\s+of|remember\s+that|(?:write|jot|note)\s+down(?:\s+that)?|(?:note|memo)\s+to(?=\s+[a-z]+\s))\s+(?:["“'])?([^"”\n]+?)["”']?\s*$/i;

/** A request to say words aloud and the words, up to a voice it names: "Speak the words good morning everyone in a calm voice". */
const SPOKEN = /^\s*(?:please\s+)?(?:say|speak|pronounce|narrate)\s+(?:out\s+loud\s+|aloud\s+)?(?:(?:the\s+)?(?:words?|phrase|sentence|text)\s+)?(?!(?:what|how|why|something|anything|it|that|slowly|louder|again|more)\b)(.{2,300}?)(?:\s+(?:in|with|using)\s+(?:a|an|the|my)\s+[\p{L}'’-]+(?:,?\s+[\p{L}'’-]+)?\s+voice)?\s*[.!]?\s*$/iu;

/**
 * The text a message dictates for a note, a comment or a post to hold, capitalised and without
 * its closing full stop, or undefined when it dictates none.
 * @example dictatedTextOf("Add a note: buy flowers for mom") // "Buy flowers for mom"
 * @example dictatedTextOf("Save a note that the wifi password is hunter2") // "The wifi password is hunter2"
 */
export function dictatedTextOf(text: string): string | undefined {
  if (text.length > MAX_TEXT) return undefined;
  if (text.includes(":")) {
    const match = AFTER_COLON.exec(text);
    // A question before the colon ("Why: …") asks about the text, it does not dictate it.
    if (match && !/^(?:what|why|how|who|when|where|which|q|question|translate)\b/i.test(match[1]!)) return capitalized(trimmed(match[2]!));
  }
  // "Speak the words good morning everyone", "Say hello to the team": what is to be said, unquoted.
  if (/^\s*(?:please\s+)?(?:say|speak|pronounce|narrate)\b/i.test(text)) {
    const spoken = SPOKEN.exec(text)?.[1];
    if (spoken !== undefined && !/["“'‘]/.test(spoken.charAt(0))) return capitalized(trimmed(spoken));
  }
  if (!/note|memo|remember|down|feedback|comment|complaint|report|message|description|summary/i.test(text)) return undefined;
  const noted = NOTED.exec(text)?.[1];
  return noted === undefined ? undefined : capitalized(trimmed(noted));
}

/** An ask to make a task and what follows it: "Create a task to review the PR due on Friday". */
const TASK_ASK = /\b(?:create|add|make|set\s+up|open|log|put|new)\s+(?:me\s+)?(?:(?:a|an|the|one)\s+)?(?:new\s+)?(?:(?:urgent|important|high|low|medium|normal|top|quick)(?:[\s-]+priority)?\s+)?(?:task|to-?do|todo|chore|action\s+item)\b\s*(.*)$/i;
/** Where the task's title ends: its due day, its time, another clause (tool-values.ts's NAME_ENDS). */
const TITLE_END = new RegExp(String.raw`(?:^|\s+)(?:${NAME_ENDS})`, "i");

/** A thing put on a list: "Add milk to my to-do list", "put call the bank on my list", "Add buy milk to my list". Group 1 is the thing. */
const ADDED_TO_LIST = /^\s*(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:add|put)\s+(.{2,120}?)\s+(?:to|on|onto)\s+(?:my|the|our)\s+(?:to-?do\s+|todo\s+|task\s+)?(?:list|to-?dos?|tasks|checklist)\b/i;

/**
 * What a message puts on a to-do list, capitalised as a task is titled ("Add milk to my to-do
 * list" → "Milk"); undefined for another message or a thing it points back to ("Add it to my list").
 */
export function addedToDoOf(text: string): string | undefined {
  const added = ADDED_TO_LIST.exec(text.slice(0, 300))?.[1]?.trim();
  return added === undefined || /^(?:it|that|this|them|those|these)$/i.test(added) ? undefined : capitalized(added);
}

/**
 * The title a message gives a task it makes, unquoted: "Create a task to review the PR due on
 * Friday" → "Review the PR" (the due day is the due date's, not the title's); "New task" when the
 * ask names nothing to do ("Create a task due on Friday"), not the prompt's words ("Task due").
 * Undefined when the message makes no task.
 */
export function taskTitleOf(text: string): string | undefined {
  if (text.length > MAX_TEXT || !/task|to-?do|chore|action item/i.test(text)) return undefined;
  const rest = TASK_ASK.exec(text)?.[1];
  // "Mark the laundry task as done", "I finished the laundry task": the task it is about.
  if (rest === undefined) return referredTaskOf(text);
  const asked = rest.replace(/^(?:to|:|-)\s*/i, "").replace(/[.!?]+\s*$/, "").replace(URGENCY_LEAD, "");
  const ends = [TITLE_END.exec(asked)?.index, PRIORITY_END.exec(asked)?.index].filter((at) => at !== undefined);
  const titled = ends.length === 0 ? asked : asked.slice(0, Math.min(...ends));
  const title = titled.replace(/^(?:for|about|called|named|titled)\s+/i, "").replace(/[\s,;:-]+$/, "").trim();
  return title.length >= 2 ? capitalized(title) : "New task";
}

/**
 * A priority said after the task ("call the dentist, priority high", "…, high priority", "…, urgent"): it is the `priority` field's (enum-cues.ts, priority-levels.ts), not the title's.
 */
const PRIORITY_END = /(?:,\s*|\s+)(?:(?:with|at|as)\s+)?(?:(?:a|an)\s+)?(?:priority\b|(?:low|medium|normal|high|top|urgent|critical)[\s-]priority\b)|,\s*(?:urgent|asap)\s*$/i;
/** An urgency written before the task ("urgent: fix the login bug", "ASAP - renew the domain"): a priority, not part of the title. */
const URGENCY_LEAD = /^(?:urgent|asap|important|high priority|low priority)\s*[:!-]+\s*/i;

/** A task a message refers to by its name: "the laundry task", "my tax return to-do". */
const REFERRED_TASK = /\b(?:the|my|our)\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:task|to-?do|chore)\b/iu;

/** The name of a task a message refers to, capitalised ("Mark the laundry task as done" → "Laundry"), or undefined. */
function referredTaskOf(text: string): string | undefined {
  const named = REFERRED_TASK.exec(text)?.[1];
  return named === undefined || /^(?:first|last|next|new|other|same|whole|current)$/i.test(named) ? undefined : capitalized(named.toLowerCase());
}

/** An ask to tick a to-do off: "Mark milk as done", "Check off call the bank", "cross eggs off my list". */
const CHECKED_OFF = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:mark|check\s+off|tick\s+off|cross\s+off|check|tick|cross|complete|finish)\s+(?:off\s+)?(.+?)(?:\s+(?:as\s+)?(?:done|complete|completed|finished|off))?(?:\s+(?:on|from|off)\s+(?:my|the)\s+(?:\w+\s+)?(?:list|to-?dos?|tasks))?[\s.!?]*$/i;

/**
 * The to-do a message ticks off, in the user's words, as a model passes it to `complete_task`:
 * "Mark milk as done" → "milk", "Check off call the bank" → "call the bank" (no word dropped);
 * undefined for any other message, and for a task referred to as "the … task" (taskTitleOf).
 */
export function checkedOffTaskOf(text: string): string | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const named = CHECKED_OFF.exec(text)?.[1]?.replace(/^(?:the|my|our)\s+/i, "").replace(/\s+(?:task|to-?do|item)s?$/i, "").trim();
  if (named === undefined || named.length < 2 || /^(?:it|this|that|them|all|everything|(?:task|to-?do|item|number|#)\s*#?\d+)$/i.test(named)) return undefined;
  return named;
}

/** Nouns of a made image: "an image of", "a watercolor painting of". */
const IMAGE_NOUNS = "image|picture|pic|photo|photograph|illustration|drawing|painting|sketch|render|rendering|artwork|art|portrait|wallpaper|poster|graphic";
/** An ask to make an image and what it shows: "Generate an image of a sunset over the ocean", "Draw a cat wearing a hat". */
const IMAGE_ASK = new RegExp(
  String.raw`^\s*(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:generate|create|make|draw|paint|sketch|render|design|produce|illustrate|imagine)\s+(?:me\s+)?(?:(?:(?:an?|the|some|one)\s+)?(?:[\p{L}-]+\s+){0,2}?(?:${IMAGE_NOUNS})s?\s+(?:of|showing|depicting|that\s+shows)\s+)?(\S.*?)[\s.!?]*$`,
  "iu",
);

/**
 * What an image a message asks for shows, as an image tool's `prompt` takes it: "Generate an
 * image of a sunset over the ocean" → "a sunset over the ocean", "Draw a cat wearing a hat" → "a
 * cat wearing a hat"; undefined when the message asks for no image.
 */
export function imagePromptOf(text: string): string | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const shown = IMAGE_ASK.exec(text)?.[1];
  return shown !== undefined && shown.length >= 2 ? shown : undefined;
}

/** The reason a message gives: "because it arrived damaged", "since I moved", "due to a billing error". */
const REASON = /\b(?:because(?!\s+of\b)|since|as\s+(?=i\b|we\b|it\b|the\b|my\b)|due\s+to|because\s+of|the\s+reason\s+is(?:\s+that)?)\s+([^.!?\n]{3,160})/i;

/**
 * The reason a message gives for what it asks, as a `reason` argument holds it: "Cancel my order
 * 1234 because it arrived damaged" → "It arrived damaged"; undefined when it gives none.
 */
export function statedReasonOf(text: string): string | undefined {
  const head = text.slice(0, 600);
  const reason = (/because|since|due to|reason|\bas\s/i.test(head) ? REASON.exec(head)?.[1] : undefined) ?? (/[,;:–—]|\s-\s/.test(head) ? ADDED_REASON.exec(head)?.[1] : undefined);
  return reason === undefined ? undefined : capitalized(trimmed(reason));
}

/**
 * A reason added after the ask, as its own clause: "Cancel order 1234, it arrived damaged",
 * "Return order 55 - wrong size", "Cancel my subscription: I no longer use it". The clause opens
 * with a subject or a word of what went wrong, not with another ask ("…, and refund it").
 */
const ADDED_REASON =
  /^[^,;:–—\n]{3,80}?(?:[,;:–—]|\s-\s)\s*((?:it|it's|it’s|its|they|they're|they’re|i|i'm|i’m|i've|i’ve|i\s+no|this|that|these|my|we|we're|the\s+(?!one\b)\w+|wrong|too|damaged|broken|defective|never|not|no\s+longer|changed|arrived|found|duplicate|ordered\s+by\s+mistake|by\s+mistake)\b[^.!?\n]{2,160})/i;

/** A setting and the value it is set to: "Set my status to In a meeting", "Change the theme color to dark blue". */
const SET_TO = /^\s*(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:set|change|update|switch|make|rename)\s+(?:my|the|our|your|this)?\s*([\p{L}\s'-]{2,40}?)\s+(?:to|as)\s+["“']?([^"”\n]{1,60}?)["”']?[\s.!]*$/iu;

/**
 * The value a message sets a setting to, when the setting is the field `words` names (`status_text`
 * of "Set my status to In a meeting" → "In a meeting"); undefined else.
 */
export function settingValueOf(text: string, words: readonly string[]): string | undefined {
  if (text.length > 200 || !/\s(?:to|as)\s/i.test(text)) return undefined;
  const match = SET_TO.exec(text);
  if (!match) return undefined;
  // "Set a reminder to call mom" makes a thing (the reminder's text is what it says); it sets no setting.
  if (/^an?\s/i.test(match[1]!)) return undefined;
  const setting = match[1]!.toLowerCase().split(/\s+/);
  // The setting is the field's: `status_text` is "my status", `color` "the theme color".
  const own = words.filter((word) => word !== "text" && word !== "value" && word !== "new");
  // "Set my Slack status to 'In a meeting' for 1 hour": a quoted value ends at its quote.
  const at = text.lastIndexOf(match[2]!);
  const value = (at > 0 ? /^["“'‘]([^"”'’\n]{1,60})["”'’]/.exec(text.slice(at - 1))?.[1] : undefined) ?? match[2]!;
  return own.length > 0 && own.every((word) => setting.includes(word)) ? trimmed(value) : undefined;
}

/** A phrase in quotes: 'recieve', "hello world". */
const QUOTED = /["“‘'](\S[^"”’\n]{0,200}?)["”’'](?!\w)/;

/** The phrase a message quotes ("Check the spelling of 'recieve'" → "recieve"), as a tool's `text` takes it; undefined when it quotes none. */
export function quotedTextOf(text: string): string | undefined {
  if (!/["“‘']/.test(text)) return undefined;
  return QUOTED.exec(text.slice(0, 600))?.[1];
}

/** An amount and what it went on: "$45 for lunch with a client", "12 euros on taxi fare", "spent 30 dollars on groceries". */
const SPENT_ON = /(?:[$€£]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s*(?:dollars|bucks|euros|pounds|usd|eur|gbp)\b)\s+(?:on|for)\s+([^.!?\n]{2,80}?)\s*(?:[.!?]|$)/i;

/**
 * What a message says money went on, as an expense's or a payment's `description` holds it:
 * "Log an expense of $45 for lunch with a client" → "Lunch with a client"; undefined when it
 * writes no amount spent on something (the cue: a currency sign or word).
 */
export function spentOnOf(text: string): string | undefined {
  if (text.length > MAX_TEXT || !/[$€£]|dollars|bucks|euros|pounds|usd|eur|gbp/i.test(text)) return undefined;
  const spent = SPENT_ON.exec(text)?.[1];
  return spent === undefined ? undefined : capitalized(trimmed(spent));
}

/**
 * The voice a message asks a speech tool to speak in: "in a British voice" → "British", "with
 * a deep, calm voice" → "deep, calm", "using the alloy voice" → "alloy", "voice: nova" → "nova".
 * Undefined when it names none (a cheap word check first).
 */
export function voiceNamedIn(text: string): string | undefined {
  if (!/voice/i.test(text)) return undefined;
  const match = VOICE_NAMED.exec(text.slice(0, 400));
  const voice = (match?.[1] ?? match?.[2])?.trim();
  return voice === undefined || voice.length === 0 ? undefined : voice;
}

/** "in (with, using) a British voice", or "voice: nova" / "the voice alloy" / "voice named Nova". */
const VOICE_NAMED = /\b(?:in|with|using|use)\s+(?:(?:a|an|the|my|his|her)\s+)?(?!(?:a|an|the|my|his|her)\s)([\p{L}'’-]+(?:,?\s+[\p{L}'’-]+)?)\s+voice\b|\bvoice(?:\s*[:=]\s*|\s+(?:named|called)\s+|\s+)["'“]?([\p{L}-]+)["'”]?\s*$/iu;

/**
 * The thing a change is made to, as the user calls it: "Move my dentist appointment to Thursday"
 * → "dentist appointment", "Push the team standup back an hour" → "team standup", "Reschedule my
 * meeting with Bob to Friday" → "meeting with Bob". It ends where the change's when or how begins.
 */
const CHANGED_THING =
  /\b(?:move|moving|reschedule|push|shift|postpone|bump|delay|cancel|delete|remove|update|change|rename|edit|bring\s+forward|call\s+off)\s+(?:back\s+|forward\s+)?(?:my|the|our|this|that|tomorrow['’]s|today['’]s)\s+([\p{L}\p{N}'’&-]+(?:\s+[\p{L}\p{N}'’&-]+){0,5}?)(?=\s+(?:to|from|on|at|for|until|till|by|back|forward|up|into|in|next|this|tomorrow|today|tonight|an?|one|two|half)\b|\s*[,.!?;:]|\s*$)/iu;

/** The thing a change is made to ("Move my dentist appointment to Thursday" → "dentist appointment"), or undefined. */
export function changedThingOf(text: string): string | undefined {
  const thing = CHANGED_THING.exec(text.slice(0, 300))?.[1]?.trim();
  return thing === undefined || thing.length < 2 ? undefined : thing;
}
