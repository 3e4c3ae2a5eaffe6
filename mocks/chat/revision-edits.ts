/**
 * The edits a follow-up asks of the assistant's previous answer (revisions.ts): shorter, longer,
 * re-toned, funnier, as bullet points or a table. Each reads the answer's shape first (its
 * "Here's one:" line and closing offer apart from the answer itself; code, an email, verse, a
 * list or prose) and edits it as that: code blocks stay whole, verse is cut by stanza, an email
 * keeps its greeting and sign-off, prose is cut by sentence and never mid-word. None adds a fact
 * the answer did not have: a longer answer takes more items only from other answers to the same
 * prompt, and otherwise recaps or offers, as an honest model does.
 */
import { hashSeed } from "../data/random.ts";
import { sentencePool } from "./asked-length.ts";
import { sentencesOf as sentencesIn } from "./sentences.ts";

/** The answer apart from the line that introduces it and the offer that closes it. */
interface Parts {
  /** The answer's paragraphs, blank-line separated (a code block is one, blank lines and all). */
  readonly body: string[];
  readonly kind: "code" | "email" | "verse" | "list" | "prose";
}

/** "Here's a haiku about autumn:", "Sure! Here's a joke:", "Here's a shorter version:". */
const INTRO = /^[^\n]{0,120}:$/;
/** "Want another one?", "I can make it longer…", "Let me know if…". */
const OFFER = /^(?:want|would you like|shall|should i|i can|i could|i have more|let me know|if you|happy to|need|tell me|do you|any other|anything else|hope)\b/i;
const LIST_ITEM = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/;
const GREETING = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b[^\n]{0,40},$/i;
const SIGN_OFF = /^(?:thanks|thank you|thanks so much|many thanks|cheers|best|best wishes|best regards|kind regards|warm regards|regards|sincerely|yours sincerely|yours faithfully|respectfully|talk soon|see you)[,!.]?$/i;

/** The answer's paragraphs, a fenced code block kept as one. */
function paragraphsOf(text: string): string[] {
  const paragraphs: string[] = [];
  let fence: string[] | undefined;
  for (const part of text.trim().split(/\n[ \t]*\n/)) {
    if (fence) {
      fence.push(part);
      if (countFences(part) % 2 === 1) {
        paragraphs.push(fence.join("\n\n"));
        fence = undefined;
      }
    } else if (countFences(part) % 2 === 1) fence = [part];
    else paragraphs.push(part);
  }
  if (fence) paragraphs.push(fence.join("\n\n"));
  return paragraphs.map((paragraph) => paragraph.trim()).filter((paragraph) => paragraph !== "");
}

function countFences(text: string): number {
  return text.split("\n").filter((line) => line.trimStart().startsWith("```")).length;
}

function partsOf(text: string): Parts {
  const body = paragraphsOf(text);
  if (body.length > 1 && !body[0]!.includes("\n") && INTRO.test(body[0]!)) body.shift();
  if (body.length > 1 && !body.at(-1)!.includes("\n") && !body.at(-1)!.startsWith("```") && (OFFER.test(body.at(-1)!) || /^[^\n]{0,160}\?$/.test(body.at(-1)!))) body.pop();
  return { body, kind: kindOf(body) };
}

function kindOf(body: readonly string[]): Parts["kind"] {
  if (body.some((paragraph) => paragraph.startsWith("```"))) return "code";
  if (body.some((paragraph) => GREETING.test(paragraph.split("\n")[0]!.trim())) && body.some((paragraph) => SIGN_OFF.test(paragraph.split("\n")[0]!.trim()))) return "email";
  if (body.some((paragraph) => paragraph.split("\n").filter((line) => LIST_ITEM.test(line)).length >= 2)) return "list";
  const verse = body.every((paragraph) => {
    const lines = paragraph.split("\n");
    return lines.length >= 2 && lines.every((line) => line.length <= 70 && !LIST_ITEM.test(line));
  });
  return verse ? "verse" : "prose";
}

/** A paragraph's sentences (sentences.ts: no sentence is cut mid-word, at "$4.2M" or after "Dr."), its lines read as one. */
function sentencesOf(text: string): string[] {
  return sentencesIn(text.replace(/\s*\n\s*/g, " "));
}

/** The prose of the body (no headings, code or list items), as sentences. */
function proseSentences(body: readonly string[]): string[] {
  return body
    .filter((paragraph) => !paragraph.startsWith("```") && !paragraph.startsWith("#"))
    .flatMap((paragraph) => paragraph.split("\n").filter((line) => !LIST_ITEM.test(line)).join("\n"))
    .flatMap(sentencesOf);
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const ALREADY_SHORT = "It's already about as short as it can be without losing the point, so here it is as it stands:";

/**
 * A shorter version of `answer`: its lead sentences, first stanza, first items, or the code with
 * its one-line lead; with `oneSentence`, the lead sentence alone.
 * @example shorter("Tides are caused by the Moon. The Sun adds a little. Coasts shape them.", true) // "Tides are caused by the Moon."
 */
export function shorter(answer: string, oneSentence: boolean): string {
  const { body, kind } = partsOf(answer);
  const whole = body.join("\n\n");
  if (kind === "code") {
    // The code whole, with the first sentence of what leads to it; what explains it after goes.
    const at = body.findIndex((paragraph) => paragraph.startsWith("```"));
    const code = body[at]!;
    const lead = sentencesOf(body.slice(0, at).find((paragraph) => !paragraph.startsWith("#")) ?? "")[0];
    const cut = lead === undefined ? code : `${lead}\n\n${code}`;
    return cut.length < whole.length ? `Here's the short version:\n\n${cut}` : `${ALREADY_SHORT}\n\n${whole}`;
  }
  if (oneSentence) {
    // A list that opens the answer, in one sentence, is its items' heads; prose its lead, a statement rather than a question.
    const listFirst = kind === "list" && LIST_ITEM.test(body[0]!.split("\n")[0]!);
    const first = listFirst ? headsOf(body) : kind === "verse" || kind === "email" ? undefined : proseSentences(body).find((sentence) => !sentence.endsWith("?"));
    if (first !== undefined) return first;
  }
  let cut: string;
  if (kind === "verse") cut = body[0]!;
  else if (kind === "email") cut = shorterEmail(body);
  else if (kind === "list") cut = shorterList(body);
  else {
    const sentences = proseSentences(body);
    const total = wordCount(sentences.join(" "));
    const kept: string[] = [];
    for (const sentence of sentences) {
      if (kept.length > 0 && (wordCount(kept.join(" ")) >= total * 0.35 || kept.length >= 3)) break;
      kept.push(sentence);
    }
    cut = kept.join(" ");
  }
  return cut.length < whole.length ? `Here's a shorter version:\n\n${cut}` : `${ALREADY_SHORT}\n\n${whole}`;
}

/** A list's items named in one sentence: "Heat the water, weigh and grind the coffee and pour the rest slowly." */
function headsOf(body: readonly string[]): string | undefined {
  const heads = body
    .join("\n")
    .split("\n")
    .filter((line) => LIST_ITEM.test(line))
    .map((line) => {
      const item = itemText(line);
      const bold = /^\*\*([^*]{2,60})\*\*/.exec(item)?.[1];
      return (bold ?? item.split(/[:.;]\s|\s[—–]\s/)[0]!).replace(/[:.;,]+$/, "").trim();
    });
  if (heads.length < 2 || heads.some((head) => wordCount(head) > 12)) return undefined;
  const [first, ...rest] = heads.map((head, i) => (i === 0 ? head : head.replace(/^\p{Lu}(?=\p{Ll})/u, (letter) => letter.toLowerCase())));
  const listed = rest.length === 0 ? first! : `${[first, ...rest.slice(0, -1)].join(", ")} and ${rest.at(-1)}`;
  return `In short: ${listed}.`;
}

/** An email with its subject, greeting, the lead of each paragraph and its sign-off. */
function shorterEmail(body: readonly string[]): string {
  const greeting = body.findIndex((paragraph) => GREETING.test(paragraph.split("\n")[0]!.trim()));
  const signOff = body.findIndex((paragraph) => SIGN_OFF.test(paragraph.split("\n")[0]!.trim()));
  const middle = body.slice(greeting + 1, signOff);
  if (middle.length === 0) return body.join("\n\n");
  // Each paragraph's lead sentence; paragraphs of one sentence each leave the first alone.
  const leads = middle.map((paragraph) => sentencesOf(paragraph)[0]!);
  const kept = leads.join("").length < middle.join("").length ? leads : middle.slice(0, 1);
  return [...body.slice(0, greeting + 1), ...kept, ...body.slice(signOff)].join("\n\n");
}

/** A list's lead and its first items (half of them, two or three). */
function shorterList(body: readonly string[]): string {
  const at = body.findIndex((paragraph) => paragraph.split("\n").filter((line) => LIST_ITEM.test(line)).length >= 2);
  const lines = body[at]!.split("\n");
  const leadLines = lines.filter((line) => !LIST_ITEM.test(line) && !/^\s/.test(line));
  const items = lines.filter((line) => LIST_ITEM.test(line));
  const keep = Math.min(3, Math.max(2, Math.ceil(items.length / 2)));
  const lead = sentencesOf([...body.slice(0, at), ...leadLines].join("\n"))[0];
  return [lead, items.slice(0, keep).join("\n")].filter((part) => part !== undefined && part !== "").join("\n\n");
}

/**
 * A longer version of `answer`: items or stanzas that `others` (other answers to the same prompt)
 * have and it lacks, else a recap of its points and an offer, with nothing invented.
 * @example longer("Here are 3 tips:\n\n1. Sleep\n2. Eat\n3. Walk", () => ["Here are 3 tips:\n\n1. Sleep\n2. Read\n3. Walk"]) // adds "4. Read"
 */
export function longer(answer: string, othersOf: () => readonly string[]): string {
  const { body, kind } = partsOf(answer);
  // Composed only for a list or verse: the other shapes take nothing from them.
  const others = kind === "list" || kind === "verse" ? othersOf() : [];
  const whole = body.join("\n\n");
  if (kind === "list") {
    const items = whole.split("\n").filter((line) => LIST_ITEM.test(line));
    const known = new Set(items.map(itemText));
    const extra: string[] = [];
    for (const other of others) {
      for (const line of other.split("\n")) {
        if (LIST_ITEM.test(line) && !known.has(itemText(line)) && extra.length < 3) {
          known.add(itemText(line));
          extra.push(line);
        }
      }
    }
    if (extra.length > 0) {
      const numbered = /^\s*\d/.test(items[0] ?? "");
      const added = extra.map((line, i) => (numbered ? `${items.length + i + 1}. ${itemText(line)}` : `- ${itemText(line)}`));
      // The new items go after the last one, before what closes the list ("If poor sleep goes on…").
      const lines = whole.split("\n");
      const after = lines.findLastIndex((line) => LIST_ITEM.test(line));
      const extended = [...lines.slice(0, after + 1), ...added, ...lines.slice(after + 1)].join("\n");
      return `Here's a longer version, with a few more:\n\n${extended}\n\nWant me to go into any of these in more detail?`;
    }
  }
  if (kind === "verse") {
    const stanzas = new Set(body);
    const extra = others.flatMap((other) => partsOf(other).body).find((stanza) => !stanzas.has(stanza) && stanza.includes("\n") && stanza.split("\n").every((line) => line.length <= 70));
    if (extra !== undefined) return `Here's a longer version, with another verse:\n\n${whole}\n\n${extra}`;
  }
  if (kind === "email") {
    const signOff = body.findIndex((paragraph) => SIGN_OFF.test(paragraph.split("\n")[0]!.trim()));
    const added = "If you have any questions, or if this affects something you had planned, just reply to this email and I'll help sort it out.\n\n[Add any details people will need here: dates, times, who to contact.]";
    return `Here's a longer version:\n\n${[...body.slice(0, signOff), added, ...body.slice(signOff)].join("\n\n")}`;
  }
  if (kind === "code") {
    return `Here's a fuller version:\n\n${whole}\n\n**To take it further:**\n- Add tests for the edge cases: empty input, very large input and input in an unexpected format.\n- Handle errors where the input comes from outside (a file, a user, the network) rather than letting them surface as crashes.\n- Add a short comment or docstring saying what it expects and what it returns.\n\nTell me which part you'd like explained line by line.`;
  }
  const prose = body.filter((paragraph) => !paragraph.startsWith("#") && !paragraph.split("\n").some((line) => LIST_ITEM.test(line)));
  const points = prose.length >= 2 ? prose.map((paragraph) => sentencesOf(paragraph)[0]!).filter(Boolean) : proseSentences(body);
  if (points.length < 2) return `There isn't much more to it than that:\n\n${whole}\n\nIf you tell me which side of it you're curious about, I can go into that part in detail.`;
  const recap = points.length >= 2 ? `\n\n**The key points, in order:**\n${points.map((point) => `- ${point}`).join("\n")}` : "";
  return `Here's a fuller version:\n\n${whole}${recap}\n\nIf there's one part you'd like to go deeper on, tell me which and I'll expand that part rather than the whole thing.`;
}

/** An item's words, without its marker or bold. */
function itemText(line: string): string {
  return line.replace(LIST_ITEM, "").trim();
}

export type Tone = "formal" | "casual";

/** Contractions and their long forms, the long form as written mid-sentence. */
const CONTRACTIONS: readonly [string, string][] = [
  ["can't", "cannot"],
  ["won't", "will not"],
  ["don't", "do not"],
  ["doesn't", "does not"],
  ["didn't", "did not"],
  ["isn't", "is not"],
  ["aren't", "are not"],
  ["wasn't", "was not"],
  ["weren't", "were not"],
  ["haven't", "have not"],
  ["hasn't", "has not"],
  ["couldn't", "could not"],
  ["wouldn't", "would not"],
  ["shouldn't", "should not"],
  ["I'm", "I am"],
  ["I'll", "I will"],
  ["I'd", "I would"],
  ["I've", "I have"],
  ["we're", "we are"],
  ["we'll", "we will"],
  ["we've", "we have"],
  ["you're", "you are"],
  ["you'll", "you will"],
  ["they're", "they are"],
  ["it's", "it is"],
  ["that's", "that is"],
  ["there's", "there is"],
  ["let's", "let us"],
];

function withCaseOf(model: string, text: string): string {
  return /^\p{Lu}/u.test(model) && !/^I\b/.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `text` with its contractions written out (formal) or made (casual). */
function contracted(text: string, tone: Tone): string {
  let result = text;
  for (const [short, long] of CONTRACTIONS) {
    if (tone === "formal") {
      result = result.replace(new RegExp(`\\b${escaped(short).replace("'", "['’]")}\\b`, "gi"), (found) => withCaseOf(found, long));
    } else if (!["I have", "let us", "we have"].includes(long)) {
      // "It is." ends a sentence and stays; "It is late" contracts.
      result = result.replace(new RegExp(`\\b${escaped(long)}\\b(?= \\w)`, "gi"), (found) => withCaseOf(found, short));
    }
  }
  return result;
}

/**
 * `answer` in a more formal or a more casual tone: an email's greeting and sign-off re-toned
 * ("Hi team," → "Dear team,", "Thanks," → "Kind regards,"), contractions written out or made.
 * @example retoned("Hi team,\n\nI can't make it.\n\nThanks,\nAna", "formal") // "Here's a more formal version:\n\nDear team,\n\nI cannot make it.\n\nKind regards,\nAna"
 */
export function retoned(answer: string, tone: Tone): string {
  const { body } = partsOf(answer);
  const whole = body.join("\n\n");
  const lines = whole.split("\n").map((line) => {
    const trimmed = line.trim();
    if (GREETING.test(trimmed)) return tone === "formal" ? formalGreeting(trimmed) : casualGreeting(trimmed);
    if (SIGN_OFF.test(trimmed)) return tone === "formal" ? "Kind regards," : "Thanks,";
    if (line.startsWith("```") || /^subject:/i.test(trimmed)) return line;
    const worded = contracted(line, tone);
    return tone === "formal"
      ? worded.replace(/(^|[.!?]\s+)Let me know\b/g, "$1Please let me know").replace(/!(?=\s|$)/g, ".")
      : worded.replace(/\bPlease let me know\b/g, "Let me know").replace(/\bplease let me know\b/g, "let me know");
  });
  const revised = lines.join("\n");
  if (revised === whole) return `It already reads as ${tone === "formal" ? "fairly formal" : "fairly casual"}, so I'd keep the wording; here it is as it stands, and I can rework any line that sounds off:\n\n${whole}`;
  return `Here's a more ${tone} version:\n\n${revised}`;
}

function formalGreeting(greeting: string): string {
  const named = /^(?:hi|hello|hey)(?: there)?,?\s+([^,\n]{1,40}),$/i.exec(greeting)?.[1];
  if (named === undefined) return /^dear\b/i.test(greeting) ? greeting : "Hello,";
  return `Dear ${/^(?:everyone|everybody|guys|folks|y'all)$/i.test(named) ? "all" : named},`;
}

function casualGreeting(greeting: string): string {
  const named = /^(?:dear|hello|good (?:morning|afternoon|evening))\s+([^,\n]{1,40}),$/i.exec(greeting)?.[1];
  return named === undefined ? greeting : `Hi ${named.replace(/^(?:Mr|Mrs|Ms|Dr)\.?\s+/, "")},`;
}

/** Light lines a model adds to make an answer funnier, by what the answer is. */
const PLAYFUL: Readonly<Record<Parts["kind"], readonly string[]>> = {
  verse: [
    "(No syllables were harmed in the making of this poem, though two of them are still a little shaken.)",
    "(The poet would like to add that this was much funnier in their head.)",
    "(Encore? Sorry, the muse has left for a snack break.)",
  ],
  prose: [
    "(Fun fact: this explanation is entirely pun-free. I'm as disappointed as you are.)",
    "That's it, really: less complicated than it sounds, and slightly more fun at parties.",
    "(If this were a pop quiz, you'd now be overqualified.)",
  ],
  list: ["(Bonus item: pretend you already did all of the above and reward yourself with a snack.)", "(Results may vary. Snacks help.)"],
  email: ["(Yes, you may start looking forward to it now. Responsibly.)", "(No reply needed, but emoji reactions are strongly encouraged.)"],
  code: ["(It compiles on the first try about as often as toast lands butter side up, so do run the tests.)"],
};
/** The same, for a two-line joke: its delivery, not another joke. */
const RIMSHOTS = ["Ba-dum-tss! 🥁", "(I'll be here all week. Please tip your server.)", "(I'd tell you a better one, but it's still in beta.)"];

/**
 * `answer` made funnier: kept as it is, with a light playful line in its place (before an email's
 * sign-off, after a joke's punchline, a poem's last verse or an explanation's end).
 * @example funnier("Here's a joke:\n\nWhy…?\nBecause…", 0) // "Here's a funnier take:\n\nWhy…?\nBecause…\n\nBa-dum-tss! 🥁"
 */
export function funnier(answer: string, seed: number): string {
  const { body, kind } = partsOf(answer);
  const joke = kind === "verse" && body.length === 1 && body[0]!.split("\n").length === 2;
  const pool = joke ? RIMSHOTS : PLAYFUL[kind];
  const line = pool[hashSeed(seed) % pool.length]!;
  if (kind === "email") {
    const signOff = body.findIndex((paragraph) => SIGN_OFF.test(paragraph.split("\n")[0]!.trim()));
    return `Here's a funnier take:\n\n${[...body.slice(0, signOff), line, ...body.slice(signOff)].join("\n\n")}`;
  }
  return `Here's a funnier take:\n\n${body.join("\n\n")}\n\n${line}`;
}

/** The answer's points: a list's items, verse's lines, else its sentences (code kept aside). */
function pointsOf(body: readonly string[], kind: Parts["kind"]): string[] {
  if (kind === "list") return body.join("\n").split("\n").filter((line) => LIST_ITEM.test(line)).map(itemText);
  if (kind === "verse") return body.join("\n").split("\n").map((line) => line.trim()).filter(Boolean);
  if (kind === "email") return proseSentences(body.filter((paragraph) => !GREETING.test(paragraph.trim()) && !SIGN_OFF.test(paragraph.split("\n")[0]!.trim()) && !/^subject:/i.test(paragraph)));
  return proseSentences(body);
}

/**
 * `answer` as bullet points: one a sentence (a list's items, verse's lines), code blocks kept after them.
 * @example bulleted("Tides rise. Tides fall.") // "Here it is as bullet points:\n\n- Tides rise.\n- Tides fall."
 */
export function bulleted(answer: string): string {
  const { body, kind } = partsOf(answer);
  const points = pointsOf(body, kind);
  const code = body.filter((paragraph) => paragraph.startsWith("```"));
  if (points.length < 2 && code.length === 0) return `${ALREADY_SHORT.replace("short", "simple")}\n\n- ${points[0] ?? body.join(" ")}`;
  return [`Here it is as bullet points:`, points.map((point) => `- ${point}`).join("\n"), ...code].join("\n\n");
}

/** "**Sleep**: seven hours", "Sleep — seven hours", "Sleep: seven hours": a term and what is said of it. */
const TERM = /^\**([^*:—–]{2,40}?)\**\s*(?::|—|–| - )\s*\**\s*(.+)$/;

/**
 * `answer` as a Markdown table: a term and its details when its points name terms, else numbered points.
 * @example tabled("- **Sleep**: 8 hours\n- **Water**: 2 litres") // "| Item | Details |…"
 */
export function tabled(answer: string): string {
  const { body, kind } = partsOf(answer);
  const points = pointsOf(body, kind).map((point) => point.replace(/\|/g, "\\|"));
  const terms = points.map((point) => TERM.exec(point));
  if (points.length >= 2 && terms.every((term) => term !== null)) {
    return `Here it is as a table:\n\n| Item | Details |\n| --- | --- |\n${terms.map((term) => `| ${term![1]!.trim()} | ${term![2]!.trim()} |`).join("\n")}`;
  }
  return `Here it is as a table:\n\n| # | Point |\n| --- | --- |\n${points.map((point, i) => `| ${i + 1} | ${point} |`).join("\n")}`;
}

/** The longest sentence a plain version keeps after its first: a child's answer is a few short ones. */
const PLAIN_SENTENCE_WORDS = 30;

/**
 * "ELI5", "In simpler terms" when no simpler text is known: the answer's first sentences of
 * prose, at most three and none long after the first, without its markup, code and asides in
 * brackets, with an offer to explain any word that is still unclear. It adds no fact the answer
 * did not have.
 */
export function plainer(answer: string): string {
  const pool = sentencePool(partsOf(answer).body.join("\n\n"))
    .map((sentence) =>
      sentence
        .replace(/\*\*|__|`/g, "")
        .replace(/\s*\([^()]*\)/g, "")
        .replace(/\s+([,.;:!?])/g, "$1")
        .trim(),
    )
    .filter((sentence) => sentence !== "" && !sentence.endsWith("?"));
  if (pool.length === 0) return shorter(answer, false);
  const kept = [pool[0]!];
  for (const sentence of pool.slice(1)) {
    if (kept.length === 3 || wordCount([...kept, sentence].join(" ")) > 75) break;
    if (wordCount(sentence) <= PLAIN_SENTENCE_WORDS) kept.push(sentence);
  }
  return `Here's the simple version: ${kept.join(" ")}\n\nIf a word in there is still unclear, tell me which one and I'll explain it more simply.`;
}
