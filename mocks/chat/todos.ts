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
  const known = KNOWN_PLANS.find(([pattern]) => pattern.test(subject))?.[1];
  if (known) return known[index % known.length]!;
  const what = subject.trim().replace(/^(?:a|an|the)\s+/i, "") || "the plan";
  return TEMPLATES[index % TEMPLATES.length]!.replace("{S}", what);
}
