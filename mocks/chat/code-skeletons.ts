/**
 * The answer to a request for code that no table knows ("Write a Python function that parses
 * invoices", "bash script to rotate logs"): not a snippet about something else with the ask's
 * words pasted in, but an honest skeleton, a function named from the ask's verb and object whose
 * body is a TODO restating the ask, and a question for the input and output wanted. When the
 * prompt names nothing to write ("Write code"), only the question. Loaded with the known replies
 * (known-replies.ts) and given to reply.ts's `composeReply` as `knownReply.codeSkeleton`.
 */
import type { Random } from "../data/random.ts";
import { OTHER_LANGUAGE } from "./code-tasks.ts";
import { LANGUAGE_NAMES, languageNamedIn, type Language } from "./reply.ts";

/** "a Python function that parses invoices", "a bash script to rotate logs", "code for a todo app": what follows the kind of code. */
const ASK_AFTER_KIND =
  /\b(?:scripts?|functions?|programs?|code|snippets?|class(?:es)?|methods?|examples?|quer(?:y|ies)|algorithms?|implementations?|tools?|utilit(?:y|ies)|apps?|modules?|one-liners?)\s+(that|which|who|to|for|in\s+order\s+to|so\s+that)\s+([^\n]+)/i;
/** "How do I implement a binary search in Rust?", "Write a todo app": what the verb asks for. */
const ASK_AFTER_VERB = /\b(?:write|implement|create|build|make|code|show\s+me|give\s+me|generate|develop)\s+(?:me\s+)?([^\n]+)/i;
/** The language or the way of writing it, which name no part of the task: "in Rust", "using Python". */
const HOW_WRITTEN =
  /\b(?:(?:in|using|with)\s+)?(?:typescript|javascript|python|py|sql|bash|shell|rust|golang|node(?:\.?js)?|ts|js|deno|the\s+terminal)\b|\b(?:in|using|with)\s+go\b|\b(?:an?|the|some|simple|small|quick|short|basic)\b|\b(?:scripts?|functions?|programs?|code|snippets?|methods?|examples?|quer(?:y|ies)|implementations?|one-liners?)\b/gi;
/** Words that carry no part of a name. */
const FILLER = new Set(["a", "an", "the", "all", "my", "our", "your", "some", "each", "every", "please", "me", "that", "this", "these", "those"]);
/** Words that cannot be a function's whole name in at least one of the languages. */
const RESERVED = new Set("await break case catch class const continue default delete do else enum export false finally for from function if import in let loop match new null return select self static super switch this true type var where while with yield".split(" "));
/** The most words of the ask a name is made of. */
const NAME_WORDS = 4;
/** The most words of the ask restated. */
const ASK_WORDS = 10;
/** Where the ask's first clause ends. */
const CLAUSE_END = /[.?!;:,]/;
/** A word of the ask. */
const ASK_WORD = /[\p{L}\p{N}][\p{L}\p{N}+#'-]*/gu;

/** What the prompt asks the code to do, as words safe to restate in a comment or a string, or undefined when it names nothing. */
export function askOf(prompt: string): { words: readonly string[]; relative: boolean } | undefined {
  const kind = ASK_AFTER_KIND.exec(prompt);
  const verb = kind ? undefined : ASK_AFTER_VERB.exec(prompt);
  const asked = kind?.[2] ?? verb?.[1];
  if (asked === undefined) return undefined;
  // The first clause, without the language it is written in or the kind of code it is.
  const end = asked.search(CLAUSE_END);
  const clause = (end === -1 ? asked : asked.slice(0, end)).replace(HOW_WRITTEN, " ");
  // Only the first words are restated: a pasted text's line is not read to its end.
  const words: string[] = [];
  for (const [found] of clause.matchAll(ASK_WORD)) {
    const word = found.replace(/'s$|'/g, "");
    if (!FILLER.has(word.toLowerCase()) && words.push(word) === ASK_WORDS) break;
  }
  if (words.length === 0) return undefined;
  return { words, relative: /^(?:that|which|who)$/i.test(kind?.[1] ?? "") };
}

/** "parses" → "parse", "fetches" → "fetch", "copies" → "copy": the verb of "a function that parses…" as a name says it. */
function baseForm(verb: string): string {
  if (/ies$/i.test(verb)) return verb.slice(0, -3) + "y";
  if (/(?:ss|ch|sh|x|z)es$/i.test(verb)) return verb.slice(0, -2);
  if (/[^s]s$/i.test(verb)) return verb.slice(0, -1);
  return verb;
}

/** The function's name in snake case, from the ask's first words: "parses invoices" → "parse_invoices". */
function snakeName(words: readonly string[], relative: boolean): string {
  const parts = words
    .slice(0, NAME_WORDS)
    .map((word, i) => (i === 0 && relative ? baseForm(word) : word).toLowerCase().replace(/[^a-z0-9]+/g, "_"))
    .filter((part) => part.replace(/_/g, "") !== "");
  const name = parts.join("_").replace(/_+/g, "_").replace(/^_|_$/g, "") || "solution";
  const safe = /^\d/.test(name) ? `task_${name}` : name;
  return RESERVED.has(safe) ? `${safe}_items` : safe;
}

const camelName = (snake: string): string => snake.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
const pascalName = (snake: string): string => camelName(snake).replace(/^[a-z]/, (letter) => letter.toUpperCase());

const TODO = "The body depends on the input this takes and the output you want.";

/** The skeleton in each language: a named function whose body restates the ask and refuses to run until written. */
const SKELETONS: Readonly<Record<Language, (name: string, ask: string) => string>> = {
  python: (name, ask) => `def ${name}(data):
    """${capital(ask)}."""
    # TODO: ${ask}. ${TODO}
    raise NotImplementedError("${ask}")`,
  javascript: (name, ask) => `function ${camelName(name)}(input) {
  // TODO: ${ask}. ${TODO}
  throw new Error("Not implemented yet: ${ask}");
}`,
  typescript: (name, ask) => `function ${camelName(name)}(input: unknown): unknown {
  // TODO: ${ask}. ${TODO}
  throw new Error("Not implemented yet: ${ask}");
}`,
  bash: (name, ask) => `#!/usr/bin/env bash
set -euo pipefail

${name}() {
  # TODO: ${ask}. ${TODO}
  echo "${name}: not implemented yet" >&2
  return 1
}

${name} "$@"`,
  rust: (name, ask) => `fn ${name}(input: &str) -> String {
    // TODO: ${ask}. ${TODO}
    todo!("${ask}")
}`,
  go: (name, ask) => `// ${pascalName(name)}: TODO: ${ask}. ${TODO}
func ${pascalName(name)}(input string) (string, error) {
	return "", errors.New("not implemented yet: ${ask}")
}`,
  sql: (_name, ask) => `-- TODO: ${ask}.
-- Which tables and columns hold the data? With their names, this becomes one query.`,
};

/** "a Go function", "Go code": Go named as a language, which reply.ts reads only as "golang" or "in Go" (a lone "go" is mostly the verb). */
const GO_NAMED = /\bgo\s+(?:functions?|programs?|code|scripts?|snippets?|structs?|methods?)\b/i;

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The reply to a request for code in `language` that no known reply answers: the skeleton named
 * from the ask and a question for the input and output wanted, or only the question when the
 * prompt names nothing to write.
 * @example codeSkeleton("Write a Python function that parses invoices", "python", seededRandom(1)) // "…```python\ndef parse_invoices(data):…"
 */
export function codeSkeleton(prompt: string, drawn: Language, random: Random): string {
  const named = languageNamedIn(prompt);
  const language = named === undefined && GO_NAMED.test(prompt) ? "go" : drawn;
  // A language without a skeleton here (Java, C#, Ruby…) gets no code in another one.
  const other = named === undefined && language !== "go" ? OTHER_LANGUAGE.exec(prompt)?.[0].replace(/^(?:in|using|with)\s+/i, "") : undefined;
  const name = other === undefined ? LANGUAGE_NAMES[language] : capital(other);
  const question = random.pick([
    "What should it take as input, and what should it return or print? An example of each lets me write the body instead of guessing.",
    "Tell me the input it gets and the output you want (an example of each is ideal), and I'll fill in the body.",
  ]);
  const ask = askOf(prompt);
  if (ask === undefined) return `Happy to write some ${name} for you. What should the code do? ${question}`;
  const said = ask.words.join(" ");
  if (other !== undefined) return `I can write "${said}" in ${name}, but I'd be guessing at the details. ${question}`;
  const code = SKELETONS[language](snakeName(ask.words, ask.relative), said);
  const intro = random.pick([
    `I don't have a ready-made ${name} implementation for "${said}", so rather than guess, here is a skeleton to fill in:`,
    `Here's a ${name} skeleton for "${said}"; the body depends on details I don't know yet:`,
  ]);
  return `${intro}\n\n\`\`\`${language}\n${code}\n\`\`\`\n\n${question}`;
}
