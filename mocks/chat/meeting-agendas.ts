/**
 * A meeting agenda: "Create a meeting agenda for a weekly team sync", "Write an agenda for a
 * kickoff meeting". A model writes the agenda an organizer sends ahead: the meeting's name, when
 * and where, who attends, its goal, and numbered items with their minutes, ending with the next
 * steps. A kind of meeting it knows (a team sync, a kickoff, a one-on-one, a retrospective, a
 * client or board meeting) gets that meeting's items; any other gets a general meeting's.
 */

interface Meeting {
  /** Words that name the kind in a prompt. */
  readonly named: RegExp;
  readonly title: string;
  readonly goal: string;
  /** Each item: its minutes and what is covered. */
  readonly items: readonly (readonly [number, string])[];
}

/** The meetings agendas are asked for most. */
const MEETINGS: readonly Meeting[] = [
  {
    named: /\b(?:weekly|team|staff|status)\s+(?:sync|meeting|check-?in|update)|\bstand-?up\b|\bsync\b/i,
    title: "Weekly Team Sync",
    goal: "Share progress, surface blockers and agree on this week's priorities.",
    items: [[5, "Welcome and wins from last week"], [15, "Round the table: what each person did, what's next, any blockers (2–3 minutes each)"], [10, "Project updates: [project 1], [project 2]"], [10, "Discussion: [topic that needs the group's input]"], [5, "Priorities for this week"], [5, "Action items and owners"]],
  },
  {
    named: /\bkick-?off\b/i,
    title: "Project Kickoff: [Project Name]",
    goal: "Align everyone on the project's goals, scope, roles and timeline, and leave with clear next steps.",
    items: [[5, "Introductions: who's who and each person's role"], [10, "Background: why this project, and the problem it solves"], [10, "Goals and success metrics"], [10, "Scope: what's in, what's out"], [10, "Timeline and milestones"], [5, "How we'll work: communication channels, meetings, tools"], [5, "Risks and open questions"], [5, "Next steps and owners"]],
  },
  {
    named: /\bone[- ]on[- ]one\b|\b1[:-]1\b|\b1-on-1\b/i,
    title: "One-on-One: [Manager] / [Team member]",
    goal: "Check in on wellbeing, progress and growth, and remove anything in the way.",
    items: [[5, "How are you doing? Anything on your mind"], [10, "Progress on current work and priorities"], [5, "Blockers: what I can help with"], [5, "Feedback, both ways"], [5, "Career growth and goals"]],
  },
  {
    named: /\bretro(?:spective)?\b|\bpost-?mortem\b/i,
    title: "Sprint Retrospective",
    goal: "Look back on the last [sprint / project] and agree on what to change.",
    items: [[5, "Set the stage: goal of the retro and ground rules"], [10, "What went well"], [10, "What didn't go well"], [15, "Discuss the top themes and their causes"], [10, "Agree on 1–3 improvements, each with an owner"], [5, "Wrap-up: review last retro's actions"]],
  },
  {
    named: /\bclient\b|\bcustomer\b/i,
    title: "Client Meeting: [Client Name]",
    goal: "Review progress with [Client], agree on decisions needed, and confirm next steps.",
    items: [[5, "Introductions and purpose of the meeting"], [15, "Progress update since [last meeting]"], [15, "Review: [deliverable / results] and feedback"], [10, "Decisions needed from [Client]"], [10, "Next steps, owners and dates"]],
  },
  {
    named: /\bboard\b/i,
    title: "Board Meeting",
    goal: "Review the company's performance and decide on [the key matters].",
    items: [[5, "Call to order and approval of the previous minutes"], [15, "CEO update: highlights, lowlights, key metrics"], [15, "Financial review: results against budget, cash and runway"], [20, "Strategic discussion: [topic]"], [10, "Matters for approval: [items]"], [5, "Any other business and close"]],
  },
];

/** A meeting of no known kind. */
const GENERAL: Meeting = {
  named: /./,
  title: "[Meeting Name]",
  goal: "[What this meeting should decide or produce]",
  items: [[5, "Welcome and purpose"], [10, "Updates: [topic]"], [20, "Discussion: [main topic]"], [10, "Decisions: [what needs agreeing]"], [5, "Action items, owners and next steps"]],
};

/** A request for one: "Create a meeting agenda for …", "Write an agenda for a kickoff meeting", "Draft the agenda for our board meeting". */
const ASKS = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:help\s+me\s+)?(?:write|draft|create|make|prepare|put\s+together|plan|generate)\s+(?:me\s+)?(?:an?\s+|the\s+)?(?:(?:simple|short|quick|sample|\d+[- ]minute)\s+)?(?:meeting\s+)?agenda\b/i;

/**
 * The agenda a prompt asks for, or undefined when it asks for none.
 * @example meetingAgendaReply("Write an agenda for a kickoff meeting")?.split("\n")[0] // "# Project Kickoff: [Project Name]"
 */
export function meetingAgendaReply(prompt: string): string | undefined {
  // Cheap first look: the ask's opening (ASKS reads only the start), then the word "agenda".
  if (!ASKS.test(prompt) || !/\bagenda\b/i.test(prompt)) return undefined;
  const meeting = MEETINGS.find(({ named }) => named.test(prompt)) ?? GENERAL;
  const minutes = meeting.items.reduce((sum, [length]) => sum + length, 0);
  return [
    `# ${meeting.title}`,
    "",
    `**Date:** [Date]  `,
    `**Time:** [Start time] – [End time] (${minutes} minutes)  `,
    "**Location:** [Room / video link]  ",
    "**Attendees:** [Names]  ",
    "**Facilitator:** [Name] · **Notes:** [Name]",
    "",
    `**Goal:** ${meeting.goal}`,
    "",
    "## Agenda",
    ...meeting.items.map(([length, item], index) => `${index + 1}. ${item} (${length} min)`),
    "",
    "## Before the meeting",
    "- [Read or prepare: a doc, numbers, updates to bring]",
    "",
    "## After the meeting",
    "Notes and action items will be shared in [channel / doc] by [when].",
  ].join("\n");
}
