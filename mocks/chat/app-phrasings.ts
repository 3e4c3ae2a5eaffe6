/**
 * Everyday phrasings of an app's asks, read as the imperative tool-asks.ts reads: users of a
 * messaging, notes, music or movie app rarely open with "Send", "Create" or "Rate". "Tell Sarah
 * I'm running late" and "Let the team know in #eng that standup is cancelled" ask a message sent
 * ("message Sarah …"); "Jot down that the wifi password is hunter2" and "Take a note: …" a note
 * made; "Put on some jazz" music played; "check it off" a task completed; "Give The Matrix 3 out
 * of 5 stars" and "5 stars for Interstellar" a rating; "Thumbs down this song" a dislike. Only the
 * reading of the ask changes: the arguments are still taken from the message as written.
 *
 * Also here, the choice among message tools tied for one ask: a channel named ("#eng") asks the
 * tool that posts to a channel, a person the one that sends a direct message, "text" an SMS.
 */
import type { components } from "../../generated/api.d.ts";

/** An ask as tool-asks.ts reads it (its Ask, written out here so that tool-asks.ts, which reads questions here, is not imported back). */
interface Ask {
  verb: string;
  objects: ReadonlySet<string>;
}
/** What a tool does, as far as the choice among message tools reads it (tool-asks.ts's ToolAction). */
interface ToolAction {
  kinds: readonly string[];
}

type Tool = components["schemas"]["ChatTool"];

/** Words the phrasings are cued by: a message without any of them is read as it is (a cheap check). */
const CUE = /\b(?:tell|ask|done|finished|know|jot|note|notes|write|put|off|give|gave|rate|stars?|\d\/\d+|thumbs?|dislike|love|like|hate|drop|leave|push|bump)\b/;

/** "please", "can you", "could you", "I want you to"… before an imperative. */
const LEAD = String.raw`^(\s*(?:(?:hey|hi|ok|okay|please|pls|also|and|then|so)\b[\s,!]*)*(?:(?:can|could|would|will)\s+you\s+|i\s+(?:want|need)\s+(?:you\s+)?to\s+|i['’]d\s+like\s+(?:you\s+)?to\s+)?(?:please\s+)?)`;

/** Whom a message goes to: a name, a relation, a handle, the team ("Sarah", "my wife", "@ana", "the team"). */
const WHOM = String.raw`(@[\w.-]+|(?:my|our)\s+[a-z]+|the\s+(?:team|group|channel|class|family|others|boss|manager)|everyone|everybody|[a-z][a-z'-]+(?:\s+[a-z][a-z'-]+)?)`;

/** Words after "tell" that make it the model's own telling, not a message: "Tell me a joke", "Tell the difference". */
const TOLD = /^(?:me|us|you|him|her|them|it|a|an|the|this|that|these|those|what|how|why|when|where|which|who|whether|if|about|some|more|any|jokes?|stories|story|truth|time|lies?|secrets?|fortunes?|everything|something|nothing)$/i;

/** Whether whom "tell" or "let … know" names is someone a message goes to: "the team", "Sarah"; not "me", "a joke", "the difference". */
const isSomeone = (whom: string) => TEAM.test(whom) || !TOLD.test(whom.split(/\s+/)[0]!);
const TEAM = /^the\s+(?:team|group|channel|class|family|others|boss|manager)$/i;

/** "Tell Sarah I'm running late", "Tell the team that standup is cancelled", "Tell Bob to call me": whom, then what. */
const TELL = new RegExp(`${LEAD}tell\\s+${WHOM}\\s+(?=(?:that|to|i|i['’]m|i['’]ll|i['’]ve|i['’]d|we|we['’]re|we['’]ll|he|she|they|it['’]s|it|the|our|my|dinner|lunch|standup|there)\\b)`, "i");

/** "Let the team know in #eng that…", "Let Sarah know I'll be late". */
const LET_KNOW = new RegExp(`${LEAD}let\\s+${WHOM}\\s+know\\b\\s*`, "i");

/** "Jot down that…", "jot this down:", "Take a note: …", "Take note that…". */
const NOTE = new RegExp(`${LEAD}(?:jot\\s+(?:(?:this|that|it)\\s+)?(?:down\\s+)?|take\\s+(?:a\\s+)?note\\b(?:\\s+(?:of|that))?|make\\s+a\\s+note\\s+(?:of|that)\\b)\\s*[:,-]?\\s*`, "i");

/** "Put on some jazz", "Put on Taylor Swift": music played, not clothes worn ("Put on a jacket"). */
const PUT_ON = new RegExp(`${LEAD}put\\s+on\\s+(?!(?:a|an|my|your|some)?\\s*(?:jacket|coat|sweater|shirt|shoes|socks|hat|gloves|scarf|sunscreen|makeup|weight|pants|clothes|mask|glasses|kettle|water|coffee|tea)\\b)`, "i");

/** "check it off", "cross it off my list", "tick off the laundry": a task done. */
const OFF = /\b(?:check|tick|cross)\s+((?:it|that|this|them|[a-z'"]+(?:\s+[a-z'"]+){0,3}?)\s+)?off\b/i;

/** "What did I write about the garage code?", "Did I write anything about the trip?", "Do I have any notes on the budget?": a search of one's notes. */
const RECALL = /^(\s*)(?:what\s+did\s+i\s+(?:write|note|jot)(?:\s+down)?|did\s+i\s+(?:write|note|jot|save)\s+(?:anything|something|(?:a\s+)?notes?)(?:\s+down)?|do\s+i\s+have\s+(?:any\s+|a\s+)?notes?)\s+(?:about|on|regarding)\s+(.+?)\s*$/i;

/** "I love this song", "I hate this track": the song playing liked or disliked. */
const FEELS = /^(\s*)i\s+(?:really\s+|absolutely\s+)?(love|like|hate|dislike|don['’]?t\s+like)\s+(this|that)\s+(song|track|tune|one|album)\b/i;

/** "Drop a note in #design that…", "Leave a message in #general saying…": a post to the channel. */
const DROP = new RegExp(`${LEAD}(?:drop|leave|put|write)\\s+(?:a\\s+)?(?:quick\\s+)?(?:note|message|line|post|msg)\\s+(?=(?:in|on|to|into)\\s+(?:the\\s+)?#?[a-z][\\w-]*(?:\\s+channel)?\\s+(?:that|saying|:))`, "i");

/** "Push my 3pm to 4pm", "Bump the standup to Friday": an event or a time moved. */
const PUSH = new RegExp(`${LEAD}(?:push|bump)\\s+(?:back\\s+)?(my|the|our|tomorrow['’]s|today['’]s)\\s+(\\d{1,2}(?::\\d{2})?\\s*(?:am|pm)?|noon|(?:\\w+\\s+)?(?:meeting|call|appointment|sync|standup|stand-up|interview|lunch|dinner|session|review|1:1|one-on-one))(?=\\s+(?:back\\s+)?(?:to|by|until|till|out)\\b)`, "i");

/** A score in stars or out of a scale: "3 out of 5 stars", "5 stars", "4/5", "9 out of 10". */
const SCORE = /\b\d+(?:\.\d)?\s*(?:(?:out\s+of|\/)\s*\d+(?:\s+stars?)?|stars?)\b/i;

/** "Give The Matrix 3 out of 5 stars", "I'd give Dune 4 stars", "I gave it 2 stars", "I'd rate Barbie 3/5". */
const GIVE_SCORE = new RegExp(`${LEAD}(?:i['’]d\\s+|i\\s+would\\s+|i\\s+)?(?:give|gave|rate|rated)\\s+`, "i");

/** "5 stars for Interstellar", "4/5 for Dune". */
const SCORE_FOR = /^\s*(\d+(?:\.\d)?\s*(?:(?:out\s+of|\/)\s*\d+(?:\s+stars?)?|stars?))\s+(?:for|to)\s+/i;

/** "Thumbs down this song", "thumbs up to this one", "Dislike this track". */
const THUMBS = new RegExp(`${LEAD}(?:(?:give\\s+(?:it|this|that)\\s+)?(?:a\\s+)?thumbs?\\s+(up|down)(?:\\s+(?:to|on|for))?|(dislike))\\s+`, "i");

/** "Ask Sarah if she wants lunch", "ask Bob whether he's coming", "Ask the team to review my PR": a question or a request sent to someone. */
const ASK_SOMEONE = new RegExp(`${LEAD}ask\\s+${WHOM}\\s+(if|whether|to|when|what|where|about)\\b\\s*`, "i");

/** "Done with the report task", "I'm done with the laundry", "I finished the report task": a task done (a short thing, the sentence's end). */
const DONE_WITH = /^(\s*)(?:i['’]?m\s+|i\s+am\s+|i['’]ve\s+|i\s+have\s+|i\s+|just\s+)?(?:just\s+)?(?:done\s+with|finished(?:\s+with)?)\s+((?:the|my|that|this)\s+[a-z0-9'-]+(?:\s+[a-z0-9'-]+){0,4}?)\s*$/i;

/**
 * What is asked of someone, as put to them: "if she wants lunch" → "do you want lunch?", "to send
 * the file" → "can you send the file?", "when he's free" → "when are you free?", "about the
 * budget" → "what about the budget?".
 */
function askedOf(word: string, rest: string): string {
  const you = rest
    .replace(/\s*[?.!]*\s*$/, "")
    .replace(/^(?:she|he|they)['’]s\b/i, "you are")
    .replace(/^(?:she|he|they)\s+(?:is|are)\b/i, "you are")
    .replace(/^(?:she|he)\s+(has|does|wants|needs|likes|knows|thinks|can|could|will|would|should)\b/i, (_, verb: string) => `you ${verb.replace(/^has$/i, "have").replace(/^does$/i, "do").replace(/^(want|need|like|know|think)s$/i, "$1")}`)
    .replace(/^they\b/i, "you")
    .replace(/\b(?:her|his|their)\b/gi, "your");
  if (word === "to") return `can you ${you}?`;
  if (word === "about") return `what about ${you}?`;
  const modal = /^you\s+(are|can|could|will|would|should|have\s+been)\b\s*/i.exec(you);
  const question = modal ? `${modal[1]} you ${you.slice(modal[0].length)}` : /^you\b/i.test(you) ? `do ${you}` : you;
  return word === "if" || word === "whether" ? `${question}?` : `${word} ${question}?`;
}

/** Whether a rest of a message says what the message says ("that…", "to call me"): else "that" is put before it. */
const SAYS = /^\s*(?:that|to)\b/i;

/**
 * A sentence as the imperative it asks, in the sentence's own case: "Tell Sarah I'm running
 * late" → "Message Sarah that I'm running late", "Give The Matrix 3 out of 5 stars" → "Rate The
 * Matrix 3 out of 5 stars", "Put on some jazz" → "Play some jazz"; the sentence as it is when it
 * asks none of these.
 */
export function plainAsk(sentence: string): string {
  if (!CUE.test(sentence.toLowerCase())) return sentence;
  const said = (rest: string) => (SAYS.test(rest) ? rest : `that ${rest}`);
  let match: RegExpExecArray | null;
  let plain = sentence;
  if ((match = TELL.exec(sentence)) && isSomeone(match[2]!)) plain = `${match[1]}message ${match[2]} ${said(sentence.slice(match[0].length))}`;
  else if ((match = ASK_SOMEONE.exec(sentence)) && isSomeone(match[2]!)) {
    // "Ask Sarah if she wants lunch" → "message Sarah asking if she wants lunch"; "whether" is no question about how.
    plain = `${match[1]}message ${match[2]} that ${askedOf(match[3]!.toLowerCase(), sentence.slice(match[0].length))}`;
  } else if ((match = LET_KNOW.exec(sentence)) && isSomeone(match[2]!)) {
    // "Let the team know in #eng that…": where it goes stays before what it says.
    const rest = sentence.slice(match[0].length);
    const where = /^((?:in|on|via|over)\s+(?:the\s+)?\S+(?:\s+channel)?\s+)?(.*)$/is.exec(rest)!;
    plain = `${match[1]}message ${match[2]} ${where[1] ?? ""}${said(where[2]!)}`;
  } else if ((match = NOTE.exec(sentence))) plain = `${match[1]}make a note that ${sentence.slice(match[0].length).replace(/^that\s+/i, "")}`;
  else if ((match = FEELS.exec(sentence))) plain = `${match[1]}${/^(?:love|like)$/i.test(match[2]!) ? "like" : "dislike"} ${match[3]} ${match[4]}${sentence.slice(match[0].length)}`;
  else if ((match = DROP.exec(sentence))) plain = `${match[1]}post ${sentence.slice(match[0].length)}`;
  else if ((match = PUSH.exec(sentence))) plain = `${match[1]}move ${match[2]} ${/^\d|noon/i.test(match[3]!) ? `${match[3]} meeting` : match[3]}${sentence.slice(match[0].length)}`;
  else if ((match = PUT_ON.exec(sentence))) plain = `${match[1]}play ${sentence.slice(match[0].length)}`;
  else if ((match = THUMBS.exec(sentence))) plain = `${match[1]}${match[2]?.toLowerCase() === "up" ? "like" : "dislike"} ${sentence.slice(match[0].length)}`;
  // "Give it 5 stars" names nothing rated: what "it" is is asked, not guessed.
  else if (SCORE.test(sentence) && (match = GIVE_SCORE.exec(sentence)) && !/^(?:it|this|that|them|this\s+one|that\s+one)\s+\d/i.test(sentence.slice(match[0].length))) plain = `${match[1]}rate ${sentence.slice(match[0].length)}`;
  else if (SCORE.test(sentence) && (match = SCORE_FOR.exec(sentence))) plain = `${/^\s*/.exec(sentence)![0]}rate ${sentence.slice(match[0].length).replace(/\s+$/, "")} ${match[1]}`;
  else if ((match = OFF.exec(sentence))) {
    // "Cross milk off my list" → "Mark milk as done"; "Check off call the bank" → "Mark call the bank as done".
    const after = sentence.slice(match.index + match[0].length).replace(/^\s*(?:(?:of|from)\s+)?(?:my|the|our)\s+(?:to-?do\s+)?list\b/i, "");
    const done = match[1]?.trim() ?? after.trim().replace(/[\s,]+$/, "");
    plain = `${sentence.slice(0, match.index)}mark ${done} as done${match[1] === undefined ? "" : after}`.replace(/\s+$/, "");
  } else if ((match = DONE_WITH.exec(sentence))) plain = `${match[1]}mark ${match[2]} as done`;
  else if ((match = RECALL.exec(sentence))) plain = `${match[1]}search for ${match[2]} in my notes`;
  if (plain === sentence) return sentence;
  // A verb put first takes the sentence's capital: "Tell Sarah…" → "Message Sarah…".
  const first = /\S/.exec(sentence);
  return first !== null && /[A-Z]/.test(first[0]) ? plain.replace(/\S/, (letter) => letter.toUpperCase()) : plain;
}

/** A message with each sentence read by plainAsk; the message itself when none changes. */
export function plainAsks(text: string): string {
  if (!CUE.test(text.toLowerCase())) return text;
  return text.replace(/[^!?;\n.]+/g, (sentence) => plainAsk(sentence));
}

/** A Slack-style channel a message names: "in #eng", "to #general", "the #design channel". */
const CHANNEL = /(?:^|\s)#[a-z][\w-]*|\b(?:the\s+)?[a-z][\w-]*\s+channel\b/;

/** The words a tool is described and parameterised with, lowercase. */
function toolText(tool: Tool): string {
  const parameters = tool.function.parameters as { properties?: Record<string, { description?: unknown }> } | undefined;
  const properties = Object.entries(parameters?.properties ?? {}).map(([name, schema]) => `${name} ${typeof schema?.description === "string" ? schema.description : ""}`);
  return `${tool.function.name.replace(/[_-]/g, " ")} ${tool.function.description ?? ""} ${properties.join(" ")}`.toLowerCase();
}

/** Whether a tool posts to a channel (`post_message`, "Post a message to a Slack channel"). */
const postsToChannel = (tool: Tool) => /\bchannels?\b/.test(toolText(tool));
/** Whether a tool sends a text message (`send_sms`, "Send an SMS"). */
const sendsSms = (tool: Tool) => /\b(?:sms|phone)\b/.test(toolText(tool));
/** Whether a tool sends an email. */
const sendsEmail = (tool: Tool) => /\be-?mails?\b/.test(toolText(tool)) && !/\b(?:sms|channel)\b/.test(toolText(tool));

/**
 * Of the message tools tied for one send ask (indexes of `tools`), the ones a model calls: the
 * channel tool for a channel named ("Let the team know in #eng…" → `post_message`), else the
 * others ("Tell Sarah I'm late" → `send_message`, not `post_message`); for "text"/"sms" an SMS
 * tool ("Text mom that I landed" → `send_sms`); never an email tool beside one of the medium
 * asked. Tools of other kinds, and ties of one tool, stay as they are.
 */
export function mediumFits(ask: Ask, tied: readonly number[], tools: readonly Tool[], actions: readonly (ToolAction | undefined)[], lower: string): number[] {
  const senders = tied.filter((i) => actions[i]?.kinds.includes("send") === true);
  if (senders.length < 2) return [...tied];
  const prefer = (fits: (tool: Tool) => boolean, yes: boolean): number[] => {
    const kept = senders.filter((i) => fits(tools[i]!) === yes);
    return kept.length > 0 && kept.length < senders.length ? kept : senders;
  };
  let kept: number[];
  if (CHANNEL.test(lower)) kept = prefer(postsToChannel, true);
  else if (ask.verb === "text" || ask.verb === "sms") kept = prefer(sendsSms, true);
  else if (ask.verb === "email" || ask.verb === "mail") kept = prefer(sendsEmail, true);
  else {
    kept = prefer(postsToChannel, false);
    // "Tell Sarah I'm late": a direct message, not an SMS or an email beside it, unless the ask names the medium.
    if (!/\b(?:sms|text|phone|e-?mail)\b/.test(lower)) kept = kept.filter((i) => !sendsSms(tools[i]!) && !sendsEmail(tools[i]!)).length > 0 ? kept.filter((i) => !sendsSms(tools[i]!) && !sendsEmail(tools[i]!)) : kept;
  }
  return tied.filter((i) => !senders.includes(i) || kept.includes(i));
}

/** A time a calendar question asks about: "tomorrow morning", "on Friday", "this week", "at 3". */
const WHEN = String.raw`(?:today|tonight|tomorrow|this|next|on|at|in|later|monday|tuesday|wednesday|thursday|friday|saturday|sunday|morning|afternoon|evening|the\s+weekend)\b`;

/** A day or a span of days, as "What do I have tomorrow?" and "Any meetings this weekend?" ask of one's calendar. */
const DAY = String.raw`(?:today|tonight|tomorrow|(?:this|next)\s+(?:week|weekend|morning|afternoon|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:on\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:on\s+|over\s+)?the\s+weekend)\b`;

/** "Am I free Thursday afternoon?", "Are we busy tomorrow?", "Do I have anything on Friday?", "Do I have any meetings today?". */
const FREE_QUESTION = new RegExp(String.raw`^\s*(?:am\s+i|are\s+we|is\s+my\s+calendar)\s+(?:free|busy|available|booked|open)\s+(?:for\s+\w+\s+)?${WHEN}|^\s*do\s+i\s+have\s+(?:anything|something|plans|any\s+(?:plans|meetings?|events?|appointments?|calls?))\s+(?:(?:planned|scheduled|booked)\s+)?${WHEN}|^\s*what(?:['’]s|\s+is)\s+on\s+(?:my|the|our)\s+(?:agenda|schedule|diary)\b|^\s*what\s+(?:do|have)\s+(?:i|we)\s+(?:got|have)(?:\s+(?:going\s+on|planned|scheduled|booked))?\s+(?:on\s+)?${DAY}(?!\s+(?:to|for)\b)|^\s*any(?:thing)?\s+(?:(?:meetings?|events?|plans|appointments?|calls?)\s+)?(?:(?:planned|scheduled|booked|on)\s+)?${DAY}`);

/** "What do I have to do today?", "what do i need to do this week", "What's left on my list?", "What's on my plate today?". */
const TODO_QUESTION = new RegExp(String.raw`^\s*what\s+(?:do|should)\s+i\s+(?:have|need|still\s+have|still\s+need)\s+to\s+do(?:\s+${WHEN}.{0,30})?\s*[?.!]*\s*$|^\s*what(?:['’]s|\s+is)\s+(?:left|still|next)\s+(?:to\s+do|on\s+my\s+(?:list|to-?do\s+list|plate))\b|^\s*what(?:['’]s|\s+is)\s+on\s+my\s+plate\b`);

/** "Is there a user called Maria Lopez?", "Do we have a customer named Acme?", "are there any orders from bob@x.com": whether a record exists. */
const EXISTS_QUESTION = /^\s*(?:is\s+there|are\s+there|do\s+(?:we|i|you)\s+have|does\s+(?:a|an|any)\s+)\s*(?:(?:a|an|any)\s+)?([a-z]{3,})\s+(?:called|named|with\s+(?:the\s+)?(?:name|email|e-mail)|from\s+\S+@|whose\s+name)\b/;

/**
 * A question about one's own things that asks a tool to get them, as "List my events" or "Search
 * my notes" would: whether one is free asks the calendar's events, what one has to do the todo
 * list's tasks. Undefined for any other message (cheap prefix checks first).
 */
export function ownThingsQuestion(lower: string): Ask | undefined {
  const start = lower.trimStart().slice(0, 4);
  if (!/^(?:am|are|is|do|what|any)/.test(start)) return undefined;
  if (FREE_QUESTION.test(lower)) return { verb: "list", objects: new Set(["event", "calendar", "meeting", "schedule", "agenda"]) };
  if (TODO_QUESTION.test(lower)) return { verb: "list", objects: new Set(["task", "todo"]) };
  // "Is there a user called Maria Lopez?": the record is searched for, as "Find a user named Maria Lopez" asks.
  const exists = EXISTS_QUESTION.exec(lower);
  if (exists) return { verb: "find", objects: new Set([exists[1]!.length > 3 ? exists[1]!.replace(/s$/, "") : exists[1]!]) };
  return undefined;
}
