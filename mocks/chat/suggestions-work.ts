/**
 * Tips for the working-life subjects people ask a chat model about most: a job interview (not a
 * coding one: suggestions-habits.ts has that), public speaking, a CV, negotiating a salary or a raise,
 * networking, meeting deadlines, looking for a job, a first week in a new job, giving feedback,
 * and writing more clearly. Before these tables a "job interview" got steps that fit any subject
 * ("Be clear about the goal … for a job interview"); a model gives the advice for that subject.
 * Each item is concrete, as a model writes it: a name in bold, then what to do and why.
 */
import type { Suggestion, SuggestionTopic } from "./suggestion-fit.ts";

export const JOB_INTERVIEW: readonly Suggestion[] = [
  ["**Research the company**: read its website, recent news and the job description, so your answers connect to what they actually need."],
  ["**Prepare STAR stories**: five or six examples (Situation, Task, Action, Result) cover most \"Tell me about a time…\" questions."],
  ["**Practise out loud**: rehearse \"Tell me about yourself\" and why you want the role until they sound natural, not memorised."],
  ["**Prepare questions to ask**: two or three about the team, the first 90 days or how success is measured show real interest."],
  ["**Plan the logistics**: know the route or test your camera and microphone, and arrive or log in 10 minutes early."],
  ["**Send a short thank-you note**: within a day, thank them and mention one thing from the conversation."],
];

export const PUBLIC_SPEAKING: readonly Suggestion[] = [
  ["**Know your opening cold**: memorise the first 30 seconds; once you're past them, the nerves usually settle."],
  ["**Rehearse out loud, standing up**: run the talk three or four times, ideally once in front of a friend or a camera."],
  ["**Build it around three points**: an audience remembers a few clear ideas, not every detail."],
  ["**Slow down and pause**: nerves make you rush; a two-second pause after a key point gives it weight."],
  ["**Talk to one person at a time**: hold eye contact with one listener for a sentence, then move to another."],
  ["**Reframe the nerves as energy**: a racing heart is normal, and the audience notices it far less than you do."],
];

export const CV_WRITING: readonly Suggestion[] = [
  ["**Tailor it to each job**: mirror the keywords of the job description, since recruiters and screening software look for them."],
  ["**Lead with achievements, not duties**: \"Cut reporting time by 40%\" says more than \"Responsible for reports\"."],
  ["**Quantify your impact**: numbers (revenue, time saved, users, team size) make results concrete and easy to scan."],
  ["**Keep it to one or two pages**: most recruiters skim a CV in under a minute, so put the strongest points first."],
  ["**Use a clean, simple layout**: one readable font, clear headings and no tables or graphics that screening software can't read."],
  ["**Proofread, then ask someone else to**: a typo is the easiest reason to get passed over."],
];

export const SALARY_NEGOTIATION: readonly Suggestion[] = [
  ["**Research the market rate**: salary surveys, Glassdoor, Levels.fyi and people in similar roles give you a realistic range."],
  ["**Let them name a number first if you can**: if asked, give a researched range whose bottom you'd be happy with."],
  ["**Anchor on your value**: tie the ask to results you've delivered and the scope of the role, not to your personal expenses."],
  ["**Negotiate the whole package**: bonus, equity, remote days, holiday and a review date can move when the base salary can't."],
  ["**Get the offer in writing before you accept**: and take a day to consider it; a short pause is normal and expected."],
  ["**Stay friendly and practise the conversation**: a calm \"Is there flexibility on the base?\" works better than an ultimatum."],
];

export const ASKING_FOR_A_RAISE: readonly Suggestion[] = [
  ["**Time it well**: ask after a clear win or before budgets are set, not in the middle of a crisis."],
  ["**Bring evidence**: list your results since your last review: projects shipped, money saved, responsibilities added."],
  ["**Know the market rate**: salary surveys, Glassdoor and Levels.fyi show what your role pays elsewhere."],
  ["**Ask for a specific number**: a researched figure is easier to say yes to than \"a bit more\"."],
  ["**Book a meeting for it**: a dedicated conversation with your manager, not a hallway chat or a message."],
  ["**Plan for a no**: ask what you'd need to achieve to get there, and agree on a date to revisit it."],
];

export const NETWORKING: readonly Suggestion[] = [
  ["**Be curious, not salesy**: ask people about their work and listen; a good conversation is remembered longer than a pitch."],
  ["**Prepare a one-line introduction**: what you do and what you're interested in, so you're not improvising at the door."],
  ["**Set a small goal**: two or three real conversations at an event are worth more than a pocket full of business cards."],
  ["**Follow up within 48 hours**: a short message that mentions what you talked about turns a chat into a contact."],
  ["**Offer help first**: share an article, an introduction or a tip; generosity is what makes people want to help you back."],
  ["**Keep in touch between asks**: congratulate people on new roles and check in now and then, not only when you need something."],
];

export const DEADLINES: readonly Suggestion[] = [
  ["**Break the work into milestones**: a deadline three weeks away is easier to hit as five small ones with their own dates."],
  ["**Set your own deadline earlier**: aim to finish a day or two early, so surprises don't make you late."],
  ["**Estimate, then add a buffer**: most tasks take longer than we think, so add 25–50% to your first guess."],
  ["**Start with the riskiest part**: the piece you're least sure about is the one most likely to blow up the schedule."],
  ["**Say early if it's slipping**: telling people a week ahead leaves room to cut scope; telling them the day before doesn't."],
  ["**Protect focus time**: block two-hour stretches in your calendar for the deadline work and decline what can wait."],
];

export const JOB_SEARCH: readonly Suggestion[] = [
  ["**Target fewer roles, better**: ten tailored applications beat fifty generic ones."],
  ["**Use your network**: tell former colleagues what you're looking for; referrals are far more likely to get an interview."],
  ["**Update your LinkedIn profile**: a clear headline and recent achievements help recruiters find you."],
  ["**Track your applications**: a simple spreadsheet of roles, dates and follow-ups keeps you from losing threads."],
  ["**Treat it like a job**: set weekly goals for applications and conversations, and keep regular hours for the search."],
  ["**Prepare for rejection**: it's part of every search; ask for feedback when you can and keep going."],
];

export const NEW_JOB: readonly Suggestion[] = [
  ["**Listen more than you talk at first**: learn how things are done and why before suggesting changes."],
  ["**Meet your teammates one to one**: ask what they work on and what they wish a newcomer knew."],
  ["**Agree on expectations with your manager**: ask what success looks like at 30, 60 and 90 days."],
  ["**Write things down**: keep notes on systems, names and decisions; you'll be asked less twice."],
  ["**Ask questions early**: nobody expects you to know everything in week one, and a quick question saves hours."],
  ["**Get a small win**: finish one useful task in your first weeks to build trust."],
];

export const FEEDBACK: readonly Suggestion[] = [
  ["**Give it soon**: feedback a day later is useful; feedback at the yearly review is history."],
  ["**Describe the behaviour, not the person**: \"The report was two days late\" rather than \"You're unreliable\"."],
  ["**Explain the impact**: say what it caused for the team or the customer, so it's clear why it matters."],
  ["**Do it in private**: praise can be public, but criticism lands better one to one."],
  ["**Make it a conversation**: ask how they see it and agree on a next step together."],
  ["**Give positive feedback too**: specific praise for what went well tells people what to keep doing."],
];

export const WRITING: readonly Suggestion[] = [
  ["**Know your one point before you start**: if you can't say it in a sentence, the reader won't find it either."],
  ["**Put the main point first**: busy readers decide in the first lines whether to keep going."],
  ["**Use short sentences and plain words**: \"use\" rather than \"utilise\", one idea per sentence."],
  ["**Cut ruthlessly**: delete filler like \"very\", \"really\" and \"in order to\"; most drafts get better 20% shorter."],
  ["**Read it out loud**: awkward phrasing and missing words stand out when you hear them."],
  ["**Let it rest before editing**: even an hour away helps you see it as a reader does."],
];

/** The working-life tables with the words that select each; a coding interview is suggestions-habits.ts's. */
export const WORK_TOPICS: readonly SuggestionTopic[] = [
  {
    name: "job interview",
    when: /^(?!.*\b(?:coding|technical|tech|programming|software|developer|engineering|whiteboard|algorithms?|podcast|press|media|radio|tv|television|user|customer)\s+interviews?\b).*\binterviews?\b/i,
    serves: "tips",
    items: JOB_INTERVIEW,
    closing: "Want to practise? Tell me the role, and I'll ask you some likely questions.",
  },
  {
    name: "public speaking",
    when: /\b(?:public speaking|presentations?|present(?:ing)? to|giving (?:a )?(?:talk|speech)|speeches|speech|talks? at|stage fright|speaking in public)\b/i,
    serves: "tips",
    items: PUBLIC_SPEAKING,
    closing: "Want help outlining your talk, or a plan for your rehearsals?",
  },
  // A raise asked of one's manager before a salary negotiated with an offer.
  {
    name: "asking for a raise",
    when: /\b(?:pay rise|(?:ask(?:ing)? for|get(?:ting)?|negotiat\w*|request(?:ing)?) (?:a |my )?(?:raise|pay rise|promotion)|salary (?:increase|review)|raise at work)\b/i,
    serves: "tips",
    items: ASKING_FOR_A_RAISE,
    closing: "Want help writing the short case you'll bring to the meeting?",
  },
  {
    name: "salary negotiation",
    when: /\b(?:salary|salaries|job offers?|negotiat\w*\s+(?:(?:a|an|my|your|the)\s+)?(?:pay|offer|compensation|package))\b/i,
    serves: "tips",
    items: SALARY_NEGOTIATION,
    closing: "Tell me the role and the offer, and I can help you script what to say.",
  },
  {
    name: "CV",
    when: /\b(?:cv|cvs|resumes?|résumés?|cover letters?)\b/i,
    serves: "tips",
    items: CV_WRITING,
    closing: "Paste a section of your CV and I can suggest how to sharpen it.",
  },
  {
    name: "job search",
    when: /\b(?:job (?:search|hunt\w*)|(?:finding|find|getting|get|landing|land) (?:a |my first |a new )?job|looking for (?:a )?(?:new )?(?:job|work)|job applications?|applying for jobs)\b/i,
    serves: "tips",
    items: JOB_SEARCH,
    closing: "Tell me the kind of role you're after, and I can help you plan the next two weeks of your search.",
  },
  {
    name: "new job",
    when: /\b(?:new job|first (?:day|week|month|90 days) (?:at|in|of)|starting (?:a |my )?(?:new )?(?:job|role|position)|new role|onboarding)\b/i,
    serves: "tips",
    items: NEW_JOB,
    closing: "Congratulations on the new role! Want a simple 30-60-90 day plan?",
  },
  {
    name: "networking",
    when: /\bnetwork(?:ing|ers?)?\b(?!\s+(?:security|cards?|cables?|admin\w*|engineer\w*|latency|requests?))/i,
    serves: "tips",
    items: NETWORKING,
    closing: "Have an event coming up? I can help you prepare your introduction and a follow-up message.",
  },
  {
    name: "deadlines",
    when: /\bdeadlines?\b/i,
    serves: "tips",
    items: DEADLINES,
    closing: "Tell me what's due and when, and I can help you break it into milestones.",
  },
  {
    name: "feedback",
    when: /\b(?:giving|give|constructive|delivering|difficult) feedback\b|\bfeedback to\b/i,
    serves: "tips",
    items: FEEDBACK,
    closing: "Want help wording a specific piece of feedback?",
  },
  {
    name: "writing",
    when: /\b(?:writing (?:skills|clearly|better)|better writ(?:er|ing)|write (?:better|clearly|more clearly)|clear(?:er)? writing|business writing)\b(?!\s+(?:code|python|javascript|typescript|sql|tests?|functions?|quer(?:y|ies)|commit))/i,
    serves: "tips",
    items: WRITING,
    closing: "Paste a paragraph, and I'll show you these in action on your own text.",
  },
];
