/**
 * A project proposal, as an outline or a draft: "Write a project proposal outline", "Draft a
 * proposal for a new CRM system". A model lays out the sections a proposal is judged on: the
 * summary, the problem, the goals, the solution and scope, the timeline, the budget, the risks
 * and what is asked of the reader, each with a line on what goes in it, with [placeholders] for
 * what only the writer knows. What the proposal is for, when the prompt says, heads it.
 */

/** A request for one: "Write a project proposal outline", "Create a proposal for …", "Draft a business proposal". */
const ASKS = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:help\s+me\s+)?(?:write|draft|create|make|prepare|outline)\s+(?:me\s+)?(?:an?\s+|the\s+)?(?:(?:short|simple|brief|one[- ]page|basic)\s+)?(?:(?:project|business|grant|research|budget)\s+)?proposal\b/i;

/** "for a new CRM system", "to redesign our website", "about moving to the cloud": what is proposed. */
const PROPOSED = /\bproposal(?:\s+outline)?\s+(?:for|to|about|on)\s+(?:an?\s+|the\s+|our\s+|my\s+)?([\p{L}\p{N}' -]{2,60}?)\s*[.!?]*\s*$/iu;

/**
 * The outline a prompt asks for, or undefined when it asks for none (a marriage proposal is no project).
 * @example proposalOutlineReply("Write a project proposal outline")?.split("\n")[0] // "# Project Proposal: [Project Name]"
 */
export function proposalOutlineReply(prompt: string): string | undefined {
  // Cheap first look: the ask's opening (ASKS reads only the start), then the word "proposal"; a proposal of marriage is not a project's.
  if (!ASKS.test(prompt) || !/\bproposal\b/i.test(prompt) || /\b(?:marriage|marry|wedding|propose\s+to)\b/i.test(prompt)) return undefined;
  const proposed = PROPOSED.exec(prompt)?.[1]?.replace(/(^|\s)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  const kind = /\bbusiness\b/i.test(prompt) ? "Business" : /\bgrant\b/i.test(prompt) ? "Grant" : /\bresearch\b/i.test(prompt) ? "Research" : "Project";
  return [
    `# ${kind} Proposal: ${proposed ?? "[Project Name]"}`,
    "*Prepared by [Name], [Team] · [Date]*",
    "",
    "## 1. Executive summary",
    `One paragraph: what we propose${proposed === undefined ? "" : ` (${proposed})`}, why it matters, what it costs and what we ask for. Write it last.`,
    "",
    "## 2. Problem or opportunity",
    "- What's wrong today, or what we're missing: [the problem]",
    "- Who it affects and how much: [evidence: numbers, feedback, costs]",
    "",
    "## 3. Goals and success metrics",
    "- [Goal 1], measured by [metric and target]",
    "- [Goal 2], measured by [metric and target]",
    "",
    "## 4. Proposed solution",
    "- What we'll do: [the approach]",
    "- Why this option: [alternatives considered and why not]",
    "",
    "## 5. Scope",
    "- In scope: [deliverables]",
    "- Out of scope: [what this will not cover]",
    "",
    "## 6. Timeline and milestones",
    "| Phase | What | When |",
    "|---|---|---|",
    "| 1. Discovery | [Research, requirements] | [Weeks 1–2] |",
    "| 2. Build | [Main work] | [Weeks 3–8] |",
    "| 3. Launch and review | [Rollout, measure results] | [Weeks 9–10] |",
    "",
    "## 7. Budget and resources",
    "- People: [roles and time]",
    "- Costs: [tools, vendors, other], total [amount]",
    "",
    "## 8. Risks and mitigations",
    "- [Risk]: [how we'll reduce it]",
    "- [Risk]: [how we'll reduce it]",
    "",
    "## 9. The ask and next steps",
    "[The decision needed, from whom, by when], then [the first step once approved].",
  ].join("\n");
}
