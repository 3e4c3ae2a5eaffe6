/**
 * Asks for help that come before the material they are about: "Can you help me debug my code?",
 * "Can you review my essay?", "Can you help me with my resume?", "I need help with a SQL query",
 * "Can you check my grammar?". There is nothing yet to debug or review, so a model says yes and
 * asks for exactly what it needs (the code, the error message and what the code should do; the
 * essay and what it is for), in one to three sentences. It does not write code of its own or
 * give general advice on the subject.
 *
 * Only the ask alone: a message that brings the material ("Fix my code: …", a pasted essay) is
 * longer, or has a colon or a line break, and is left to the replies that work on it
 * (code-fixes.ts, text-tasks.ts). "Write an essay about …" asks for writing, not help with one.
 *
 * Cheap first: a short message without a colon or a line break that says "help", "check",
 * "review", "fix", "debug" or another word of the asks is read further.
 */

/** One kind of material: the words naming it and the reply asking for it. */
interface Material {
  readonly names: RegExp;
  /**
   * The reply. `thing` is the material as the ask names it ("essay", "python code"), `verb` what
   * is asked of it ("debug", "fix"; "" for plain help), `reviewed` when that is a review rather
   * than a fix ("review my code", not "debug").
   */
  readonly reply: (thing: string, verb: string, reviewed: boolean) => string;
}

const MATERIALS: readonly Material[] = [
  {
    names: /^(?:(?:python|javascript|js|typescript|java|c#|c\+\+|react|node|rust|go) )?(?:code|program|script|function|bug|error)$|^(?:pull request|pr|diff|code changes)$/,
    reply: (_thing, verb, reviewed) =>
      reviewed
        ? "Sure, paste the code you'd like me to review, and tell me what it does and what matters most to you: bugs, readability, performance or security."
        : `Sure, I can help you ${verb === "fix" || verb === "troubleshoot" || verb === "solve" ? verb : "debug"} it. Please paste the code (the part that fails, or a small example that shows the problem), the full error message or what goes wrong, and what you expect it to do.`,
  },
  {
    names: /^(?:sql )?(?:query|sql|sql query|database query|sql statement)$/,
    reply: () =>
      "Sure, I can help with your SQL query. Share the query (or what it should return), the tables and columns it uses and your database (PostgreSQL, MySQL, SQL Server, SQLite…), plus the error message or wrong result you're getting, if any.",
  },
  {
    names: /^(?:essay|paper|assignment|thesis|college essay|personal statement|dissertation|article|blog post|story)$/,
    reply: (thing) =>
      `Of course. Paste your ${thing} here, and tell me what it's for (the assignment or prompt, and any word limit) and what kind of feedback you want: structure and argument, clarity, or grammar and spelling.`,
  },
  {
    names: /^(?:resume|résumé|cv|curriculum vitae|linkedin profile)$/,
    reply: () =>
      "Happy to help with your resume. Paste its text (leave out your phone number and address if you prefer), and tell me the role or kind of job you're applying for, so I can tailor the advice to it.",
  },
  {
    names: /^cover letter$/,
    reply: () => "Sure. Paste your cover letter and the job posting (or at least the role and the company), and I'll suggest how to make it stronger and more specific.",
  },
  {
    names: /^(?:grammar|spelling|writing|text|paragraph|punctuation|english|sentence|sentences)$/,
    reply: () => "Sure. Paste the text you'd like me to check, and I'll correct the grammar, spelling and punctuation and point out anything that reads awkwardly.",
  },
  {
    names: /^(?:homework|math homework|math problem|maths problem|math|maths|problem|equation|physics problem|calculus problem)$/,
    reply: () => "Sure. Send me the problem exactly as it's written, and what you've tried so far, and I'll walk you through it step by step.",
  },
  {
    names: /^(?:excel formula|formula|spreadsheet|excel|google sheets formula)$/,
    reply: () =>
      "Sure. Tell me what the formula should calculate and where your data is (which columns and rows), and paste the formula you have and the error or wrong result it gives, if any.",
  },
];

/** The ask around the material: "can you help me debug my", "i need help with a", "please check my". */
const ASK =
  /^(?:(?:hi|hey|hello)[,!]?\s+)?(?:(?:can|could|will|would) you(?: please)?\s+|please\s+|i need(?: you to| some| your)?\s+|i'd like(?: you to| some)?\s+|i want(?: you to| some)?\s+)?(?:(help)(?: me)?(?: (?:with|to|out with|on))?\s+)?(?:(debug|fix|troubleshoot|solve|review|check|proofread|proof-read|edit|improve|look at|look over|go over|correct|polish|read|critique|give (?:me )?feedback on)\s+)?(?:my|a|an|the|this|some|our)\s+(.+?)(?:,? please)?$/;
/** Words every such ask has: the cheap cue. */
const CUE = /help|debug|fix|review|check|proofread|proof-read|edit|improve|look|correct|polish|critique|feedback|troubleshoot|solve/;

/**
 * The yes and the ask for the material, or undefined when `prompt` is no ask for help without it.
 * @example helpOfferReply("Can you help me debug my code?") // "Sure, I can help you debug it. Please paste the code …"
 */
export function helpOfferReply(prompt: string): string | undefined {
  if (prompt.length > 70 || prompt.includes(":") || prompt.includes("\n")) return undefined;
  const lower = prompt.trim().toLowerCase();
  if (!CUE.test(lower)) return undefined;
  const found = ASK.exec(lower.replace(/[?!.\s]+$/, ""));
  // Help or a verb of help is what makes it an ask: "Can you … my code" without one asks something else.
  if (found === null || (found[1] === undefined && found[2] === undefined)) return undefined;
  const material = MATERIALS.find((candidate) => candidate.names.test(found[3]!));
  if (material === undefined) return undefined;
  const verb = found[2] ?? "";
  return material.reply(found[3]!, verb, /review|look|go over|read|critique|feedback|improve/.test(verb));
}
