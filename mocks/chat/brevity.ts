/**
 * A composed reply cut to the length a system message asks for ("Answer in one word", "Answer in
 * one sentence", "Be concise", "Keep answers under 20 words"). A model so told answers with the
 * lead of what it would have said: its first sentences, a list's item titles, the code it was
 * asked for whole. So does the mock: the reply keeps its opening sentences within the limit,
 * never cuts a word, keeps a code block the kept prose introduces ("Here's the function:") whole
 * and drops the rest. "One word" is the answer's key entity: "The capital of France is Paris." →
 * "Paris.", "2 + 2 = 4." → "4".
 *
 * Loaded with the known replies (system-instructions.ts asks it), never at start.
 */
import { sentencesOf } from "./sentences.ts";

/** How short a reply is asked to be: at most `sentences` sentences and, when given, `words` words. */
export interface Brevity {
  sentences: number;
  words?: number;
}

/** Most list items kept under a brevity instruction: their titles, one line each. */
const MAX_ITEMS = 5;
/** A fenced code block, whole. */
const FENCE = /```[\s\S]*?(?:```|$)/g;
/** A list item's line: "- ", "* ", "1. ". */
const ITEM = /^\s*(?:[-*•]|\d{1,3}[.)])\s+/;
/** An opening that only acknowledges the ask: "Sure!", "Great question!". */
const FILLER = /^(?:sure|of course|certainly|absolutely|great question|good question|happy to help|okay|ok|alright|got it)\b[^.!?]{0,20}[!.]$/i;

/**
 * `text` cut to `brevity`: its first sentences, a list as its items' titles, a code block the
 * kept prose introduces kept whole; unchanged when it is already that short.
 * @example brief("The capital of France is Paris. It is known for the Eiffel Tower.", { sentences: 1 }) // "The capital of France is Paris."
 */
export function brief(text: string, brevity: Brevity): string {
  const kept: string[] = [];
  let sentences = brevity.sentences;
  let words = brevity.words ?? Infinity;
  for (const block of blocksOf(text)) {
    if (block.startsWith("```")) {
      // Code asked for is the answer: kept whole after its introduction, or when the reply opens with it.
      if (kept.length === 0 || introduces(kept)) kept.push(block);
      break;
    }
    const lines = block.split("\n");
    if (lines.every((line) => ITEM.test(line) || line.trim() === "")) {
      if ((kept.length > 0 && !introduces(kept)) || words <= 0) break;
      const items = lines.filter((line) => line.trim() !== "").slice(0, MAX_ITEMS).map(itemTitle);
      const fitting: string[] = [];
      for (const item of items) {
        const count = wordCount(item);
        if (count > words) break;
        fitting.push(item);
        words -= count;
      }
      if (fitting.length === 0) break;
      // One sentence: the list said inline, after its introduction ("…: sleep, water and light.").
      if (brevity.sentences === 1 && kept.length === 1) kept[0] = `${kept[0]!.trimEnd()} ${inline(fitting)}`;
      else kept.push(fitting.map((item, i) => `${i + 1}. ${item}`).join("\n"));
      break;
    }
    if (sentences <= 0 || words <= 0) break;
    const paragraph: string[] = [];
    const all = sentencesOf(block);
    // "Sure!" opens an answer, and is not the answer: a short reply does without it.
    if (kept.length === 0 && all.length > 1 && FILLER.test(all[0]!)) all.shift();
    for (const sentence of all) {
      if (sentences <= 0) break;
      const count = wordCount(sentence);
      if (count > words) {
        // The first sentence alone is over the limit: its first words, cut between words.
        if (kept.length === 0 && paragraph.length === 0) paragraph.push(firstWords(sentence, words));
        words = 0;
        break;
      }
      paragraph.push(sentence);
      sentences--;
      words -= count;
    }
    if (paragraph.length > 0) kept.push(paragraph.join(" "));
    if (paragraph.length === 0 || (sentences <= 0 && !introduces(kept))) break;
  }
  // A kept introduction whose list or code was dropped ends as a sentence.
  const last = kept.at(-1);
  if (last !== undefined && !last.startsWith("```") && /:\s*$/.test(last)) kept[kept.length - 1] = last.replace(/\s*:\s*$/, ".");
  return kept.length === 0 ? text : kept.join("\n\n");
}

/** Whether the kept prose ends by introducing what follows ("Here's how:"). */
function introduces(kept: readonly string[]): boolean {
  return /:\s*$/.test(kept.at(-1) ?? "");
}

/** The reply's blocks: fenced code blocks whole, the prose between them split at blank lines. */
function blocksOf(text: string): string[] {
  const blocks: string[] = [];
  let at = 0;
  for (const fence of text.matchAll(FENCE)) {
    proseBlocks(text.slice(at, fence.index), blocks);
    blocks.push(fence[0]);
    at = fence.index + fence[0].length;
  }
  proseBlocks(text.slice(at), blocks);
  return blocks;
}

/** The paragraphs of prose, trimmed, pushed onto `blocks`. */
function proseBlocks(part: string, blocks: string[]): void {
  for (const paragraph of part.split(/\n\s*\n/)) {
    const trimmed = paragraph.trim();
    if (trimmed !== "") blocks.push(trimmed);
  }
}

/**
 * A word's first letter or digit and the rest of the word after it: one match per word that has
 * a letter or a digit, from the first of them to the next space.
 */
const WORD = /[\p{L}\p{N}]\S*/gu;

/**
 * Words as a reader counts them: what spaces separate, markdown marks aside ("**Sleep**:" is a
 * word, "-" none). One scan of the text, where splitting it and testing each word cost brief()
 * a quarter of its time.
 */
export function wordCount(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** The first `limit` words of a sentence, ended as a sentence. */
function firstWords(sentence: string, limit: number): string {
  const words = sentence.split(/\s+/);
  let kept = 0;
  let end = 0;
  for (let i = 0; i < words.length && kept < limit; i++) {
    if (/[\p{L}\p{N}]/u.test(words[i]!)) kept++;
    end = i + 1;
  }
  let cut = words.slice(0, Math.max(1, end));
  // A cut ends on a word that ends a thought: not "and", "the", "because".
  while (cut.length > 1 && DANGLING.has(cut.at(-1)!.replace(/[^\p{L}]/gu, "").toLowerCase())) cut = cut.slice(0, -1);
  return `${cut.join(" ").replace(/[\s,;:–—-]+$/, "").replace(/[.!?]*$/, "")}.`;
}

/** Words a cut sentence does not end on. */
const DANGLING = new Set("a an the and or but so because as of in on at to for by with from into than that which who whose when where while if is are was were be its their your my our".split(" "));

/** A list item's title: its bold lead ("**Sleep**: …" → "Sleep"), else its first sentence. */
function itemTitle(line: string): string {
  const item = line.replace(ITEM, "").trim();
  const bold = /^\*\*([^*]{1,80})\*\*/.exec(item);
  if (bold) return bold[1]!.replace(/[:.]\s*$/, "");
  return sentencesOf(item)[0]!.replace(/[.]\s*$/, "");
}

/** Items said inline: "a, b and c." (a capital kept only where the word is a name: "Python", "TypeScript"). */
function inline(items: readonly string[]): string {
  const said = items.map((item) => (/^\p{Lu}\p{Ll}+\b(?!\s+\p{Lu})/u.test(item) && !/^\p{Lu}\p{Ll}*\p{Lu}/u.test(item) ? item.charAt(0).toLowerCase() + item.slice(1) : item));
  return `${said.length === 1 ? said[0] : `${said.slice(0, -1).join(", ")} and ${said.at(-1)}`}.`;
}

/** Words of a question that its answer's key entity is not. */
const STOPWORDS = new Set(
  "a an the of in on at to for by with from and or but is are was were be been being it its this that these those there here as into about than then so such very also which who whom whose what when where why how do does did has have had can could will would should may might must i you he she we they me him her us them my your his our their not no yes one i'm i’m i've it's let's here's there's doing thanks".split(" "),
);

/** A reply that knows no answer and asks what is meant: its one word claims none either. */
const HEDGE = /\b(?:rather not guess|depends on|more details?|a bit more|more about what|what you have in mind|the context)\b/i;
/** Characters of a question's end read for its options. */
const OPTION_CHARS = 120;
/** Particles inside a name: "Leonardo da Vinci", "Ludwig van Beethoven". */
const PARTICLES = new Set(["da", "de", "di", "du", "van", "von", "der", "la", "le", "del"]);

/**
 * The one word a reply answers with: the number an arithmetic reply ends with; "Yes" or "No" when
 * it opens so; the option an either/or question's reply names first; the figure it sets in bold
 * (a name's last word, a number with its short unit); the first name or number in its lead
 * sentence that the question did not say ("The capital of France is Paris." to "What is the
 * capital of France?" → "Paris."); else, when the reply hedges (it knows no answer), "Depends.",
 * else the first word after "is" the question did not say.
 * @example oneWord("The capital of France is Paris.", "What is the capital of France?") // "Paris."
 */
export function oneWord(text: string, prompt: string): string {
  const marked = sentencesOf(blocksOf(text).find((block) => !block.startsWith("```")) ?? "")[0] ?? "";
  const lead = marked.replace(/[*_`]/g, "");
  const result = /=\s*(-?[\d,]*\.?\d+)\s*\.?\s*$/.exec(lead);
  if (result) return result[1]!;
  const yesNo = /^\s*(yes|no)\b/i.exec(lead);
  if (yesNo) return `${capital(yesNo[1]!.toLowerCase())}.`;
  // An either/or question ends so ("…a fruit or a vegetable?"): only its last words are read, and only when they hold " or ".
  const ending = prompt.trim().slice(-OPTION_CHARS);
  const options = ending.includes(" or ") ? /(?:^|[^\p{L}-])([\p{L}-]{1,40})\s+or\s+(?:an?\s+|the\s+)?([\p{L}-]{1,40})\s*\??$/iu.exec(ending) : null;
  if (options && !/^not$/i.test(options[2]!)) {
    const at = (option: string) => lead.search(new RegExp(String.raw`\b${option}\b`, "i"));
    const named = [options[1]!, options[2]!].filter((option) => at(option) >= 0).sort((a, b) => at(a) - at(b))[0];
    if (named) return `${capital(named.toLowerCase())}.`;
  }
  const bold = /\*\*([^*]{1,80})\*\*/.exec(marked)?.[1];
  if (bold) return keyOf(bold);
  const asked = new Set(prompt.slice(0, 4000).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const words = lead.match(/[\p{L}\p{N}][\p{L}\p{N}'’.,-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu) ?? [];
  const fresh = (word: string) => !asked.has(word.toLowerCase()) && !STOPWORDS.has(word.toLowerCase());
  // A name: the last word of the first run of capitalised words the question did not say ("William Shakespeare" → Shakespeare);
  // the sentence's first word only when the sentence says what it is ("Paris is the capital…").
  for (let i = 0; i < words.length; i++) {
    if (!/^\p{Lu}/u.test(words[i]!) || !fresh(words[i]!)) continue;
    if (i === 0 && !/^(?:is|was|are|were)$/i.test(words[1] ?? "")) continue;
    let last = i;
    while (last + 1 < words.length && /^\p{Lu}/u.test(words[last + 1]!) && fresh(words[last + 1]!)) last++;
    return `${words[last]}.`;
  }
  const number = words.find((word) => /^\d/.test(word) && fresh(word));
  if (number) return number.replace(/[.,]$/, "");
  if (HEDGE.test(text)) return "Depends.";
  const copula = words.findIndex((word) => /^(?:is|are|was|were)$/i.test(word));
  const after = words.slice(copula + 1).find(fresh) ?? words.find(fresh) ?? words[0];
  return after === undefined ? text : `${capital(after)}.`;
}

/** The one word of a phrase set in bold: a number with its short unit ("100 °C"), a name's last word ("da Vinci"), else the phrase when it is two words at most, else its last word. */
function keyOf(bold: string): string {
  const number = /-?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|°[CF]|[a-zµ]{1,2}\b))?/.exec(bold);
  if (number) return number[0];
  const words = bold.trim().split(/\s+/);
  const name = words.every((word) => /^\p{Lu}/u.test(word) || PARTICLES.has(word));
  if (name) return `${capital(PARTICLES.has(words.at(-2) ?? "") ? words.slice(-2).join(" ") : words.at(-1)!)}.`;
  return `${capital(words.length <= 2 ? words.join(" ") : words.at(-1)!)}.`;
}

function capital(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
