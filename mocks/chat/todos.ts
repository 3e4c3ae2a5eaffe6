/**
 * The tasks of a to-do list a model writes for what the prompt plans ("Create a todo list for
 * moving to a new apartment"): short imperatives, first things first, where the faker's list
 * held "Todo 1", "Todo 2". A few plans demos ask for have their own tasks; any other gets
 * tasks built from its own words ("Set a budget for learning Spanish").
 */

/** Names of a list whose items are tasks to do (singular, as `wordsOf` and `singular` give them). */
export const TODO_LISTS: ReadonlySet<string> = new Set(["todo", "dos", "task", "chore", "action", "checklist", "errand", "subtask"]);
/** Names of the field of a to-do list's item that holds the task itself (`todos[].title`, `tasks[].text`). */
export const TODO_TEXT_HEADS: ReadonlySet<string> = new Set(["title", "name", "text", "task", "label", "content", "todo", "action", "item", "body"]);
/** A prompt asking for a to-do list: the items of a list it calls `items` are tasks too. */
export const TODO_PROMPT = /\b(?:to-?dos?|to do list|checklist|task list|tasks|chores|errands|action items)\b/i;

/** Plans demos ask for, and their tasks in the order a model lists them. */
const KNOWN_PLANS: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    /^(?:(?:the|this|next|my)\s+)?(?:week|weekend|day|today|tomorrow|month|morning|evening)$|\b(?:daily|weekly|household|home|chores)\b/i,
    ["Plan meals and make a grocery list", "Go grocery shopping", "Pay the bills that are due", "Do the laundry", "Clean the kitchen and the bathroom", "Exercise three times", "Reply to important emails", "Call a friend or family member"],
  ],
  [
    /\b(?:mov(?:e|ing)|relocat(?:e|ing))\b/i,
    ["Set a moving date and a budget", "Declutter and decide what to keep", "Book movers or rent a truck", "Pack room by room and label the boxes", "Update your address with the bank and the post office", "Set up electricity, water and internet at the new place", "Clean the old place and hand back the keys", "Unpack the essentials first"],
  ],
  [
    /\b(?:trip|travel(?:ing|ling)?|vacation|holiday|journey)\b/i,
    ["Check your passport and any visa you need", "Book flights and a place to stay", "Plan a rough itinerary", "Buy travel insurance", "Make a packing list and pack", "Tell your bank about the trip", "Download offline maps and tickets"],
  ],
  [
    /\bwedding\b/i,
    ["Set the budget", "Draw up the guest list", "Choose a date and book the venue", "Book the photographer and the caterer", "Send the invitations", "Plan the ceremony and the reception", "Confirm the final numbers with the venue"],
  ],
  [
    /\b(?:launch(?:ing)?|ship(?:ping)?|releas(?:e|ing))\b/i,
    ["Set the launch date", "Finish and test the last features", "Write the announcement", "Prepare the landing page", "Line up the first users to tell", "Check monitoring and support are ready", "Launch and collect feedback"],
  ],
  [
    /\b(?:exams?|test|finals|study(?:ing)?)\b/i,
    ["List the topics the exam covers", "Make a study schedule", "Gather your notes and past papers", "Review one topic a day", "Do a timed practice test", "Go over what you got wrong", "Get a good night's sleep before the exam"],
  ],
];

/** Tasks for any other plan, around what it is ({S}). */
const TEMPLATES = [
  "Decide what done looks like for {S}",
  "List everything {S} involves",
  "Set a budget for {S}",
  "Gather what you need for {S}",
  "Block out time on your calendar for {S}",
  "Do the first small step of {S} today",
  "Ask someone who has done it for tips on {S}",
  "Review your progress on {S} at the end of the week",
];

/**
 * The `index`-th task of a to-do list for `subject` (the prompt's subject: "moving to a new
 * apartment"); the same for the same subject and index, a different one for each index.
 * @example todoTask("moving to a new apartment", 0) // "Set a moving date and a budget"
 */
export function todoTask(subject: string, index: number): string {
  // "Generate 3 todo items": a list about nothing in particular is an everyday one, not "Decide what done looks like for todo items".
  const about = subject.replace(new RegExp(TODO_PROMPT.source, "gi"), " ").replace(/\b(?:items?|lists?|my|a|an|the|some|sample|new)\b/gi, " ").trim();
  const known = (about === "" ? KNOWN_PLANS[0]![1] : undefined) ?? KNOWN_PLANS.find(([pattern]) => pattern.test(subject))?.[1];
  if (known) return known[index % known.length]!;
  const what = subject.trim().replace(/^(?:a|an|the)\s+/i, "") || "the plan";
  return TEMPLATES[index % TEMPLATES.length]!.replace("{S}", what);
}

/** Names of a task's yes/no field that says it is done. */
const DONE_FIELD = /^(?:is)?(?:done|completed?|finished|checked|ticked|complete)$/;
/** A message saying some tasks are done already: a model marks those, and this pass leaves the list alone. */
const SAYS_DONE = /\b(?:done|already|finished|completed|did|ticked off)\b/i;

type Node = Record<string, unknown>;

/**
 * `document` with the tasks of its to-do lists (`todos[].done`, `tasks[].completed`, as deep as
 * a list inside a top-level object) not done, as a model writes a list it has just made: the
 * faker's `done: true` on the second task of "a todo list for moving" reads as a broken mock.
 * Each change is kept only where `validate` accepts it; a message that says some are done
 * already keeps the document as it is.
 */
export function withOpenTasks(document: unknown, text: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || SAYS_DONE.test(text)) return document;
  // Most documents hold no to-do list: they are not copied.
  if (!holdsTodoList(document as Node, 0)) return document;
  const copy = structuredClone(document) as Node;
  let changed = false;
  const open = (node: Node, depth: number) => {
    for (const [key, value] of Object.entries(node)) {
      if (Array.isArray(value) && isTodoList(key)) {
        for (const item of value) {
          if (item === null || typeof item !== "object" || Array.isArray(item)) continue;
          for (const field of Object.keys(item as Node)) {
            if ((item as Node)[field] !== true || !DONE_FIELD.test(field.toLowerCase().replace(/[^a-z]/g, ""))) continue;
            (item as Node)[field] = false;
            if (validate(copy)) changed = true;
            else (item as Node)[field] = true;
          }
        }
      } else if (value !== null && typeof value === "object" && !Array.isArray(value) && depth < 1) open(value as Node, depth + 1);
    }
  };
  open(copy, 0);
  return changed ? copy : document;
}

/** Whether a list named `key` holds tasks: `todos`, `tasks`, `action_items`' last word. */
function isTodoList(key: string): boolean {
  const head = key.toLowerCase().replace(/[^a-z]+/g, " ").trim().split(" ").pop() ?? "";
  return TODO_LISTS.has(head) || TODO_LISTS.has(head.replace(/s$/, ""));
}

/** Whether `node` holds a to-do list, as deep as withOpenTasks looks. */
function holdsTodoList(node: Node, depth: number): boolean {
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value) && isTodoList(key)) return true;
    if (value !== null && typeof value === "object" && !Array.isArray(value) && depth < 1 && holdsTodoList(value as Node, depth + 1)) return true;
  }
  return false;
}
