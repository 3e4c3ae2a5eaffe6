/**
 * Suggestions for a subject no table knows ("tips for public speaking", "ideas for a school
 * fundraiser"): steps a model would give for any subject, naming it ({S}) only where any noun
 * phrase reads well ("for {S}", "what {S} involves"), and a closing line that says they are
 * general; a software subject gets an engineer's steps. Better an honest general list than advice about "the effort you put into" the words.
 */

/** For a goal or a skill: "ways to save for a house", "tips for public speaking". */
export const GENERIC_TIPS: readonly string[] = [
  "**Be clear about the goal**: decide what a good result looks like for {S}, and write it down where you'll see it.",
  "**Start small**: pick one change you can make this week rather than overhauling everything at once.",
  "**Learn from people who've done it**: a book, a course or a short chat with someone experienced saves a lot of trial and error.",
  "**Break it into steps**: list what {S} involves, put the steps in order and do the first one today.",
  "**Track your progress**: a note or a simple spreadsheet shows what's working and what isn't.",
  "**Make the right choice the easy one**: prepare what you need in advance, so there's less to decide in the moment.",
  "**Ask for feedback**: a friend, a colleague or an online community will spot what you miss.",
  "**Practice regularly**: short, frequent sessions beat one long push.",
  "**Review and adjust**: after a couple of weeks, keep what worked and drop what didn't.",
  "**Don't wait for perfect**: a good first attempt teaches you more than more planning.",
];

/** For a goal in software ("tips for improving API performance", "writing clean Python code"): an engineer's steps. */
export const GENERIC_ENGINEERING_TIPS: readonly string[] = [
  "**Start from the requirements**: decide what \"better\" means for {S}, such as faster responses, fewer bugs or simpler code, and how you'll check it.",
  "**Measure, don't guess**: profile, log or benchmark before you change anything, and again after.",
  "**Change one thing at a time**: small, separate changes show what actually helped and are easy to revert.",
  "**Write a test first**: a failing test pins down the behaviour you want and keeps it fixed once it passes.",
  "**Read the official docs**: most common pitfalls are documented, together with the recommended fix.",
  "**Automate the checks**: a linter, a formatter and CI catch the same mistakes every time, so reviews don't have to.",
  "**Keep things small and well named**: short functions and clear names keep the code easy to maintain and problems easy to find.",
  "**Learn from well-maintained projects**: open-source code in the same stack shows patterns that hold up in practice.",
  "**Ask for a review**: a second pair of eyes spots what you have stopped seeing.",
  "**Write down what you learned**: a short note in the README or a decision record saves the next person the same search.",
];

/** For a thing to plan or make: "ideas for a school fundraiser", "activities for seniors". */
export const GENERIC_IDEAS: readonly string[] = [
  "**Start with who it's for**: ask two or three of the people involved what they'd enjoy most, and build around their answers.",
  "**Pick one theme**: a single clear theme or goal ties everything together and makes the other choices easier.",
  "**Borrow from examples you like**: look at a few things done for {S} that you admire and note what they have in common.",
  "**Try a twist on the classic**: take the most obvious option and change one thing: the place, the format or the timing.",
  "**Make it hands-on**: give people something to do or make, not just something to watch.",
  "**Keep it simple**: a small version done well beats an ambitious one done in a rush.",
  "**Add a personal touch**: one detail that only you could add is what people remember.",
  "**Team up**: a friend, a neighbor or a local group may want to help, and it halves the work.",
  "**Set a budget first**: knowing what you can spend narrows the options for {S} quickly.",
  "**Plan what happens after**: photos, a thank-you or a follow-up keeps the good feeling going.",
];

export const GENERIC_CLOSING = "These are general starting points. Tell me more about what you have in mind, and I can make them specific to {S}.";
