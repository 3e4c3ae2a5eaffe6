/**
 * The questions a candidate asks at the end of a job interview: "What are some good questions to
 * ask at the end of an interview?", "What questions should I ask the interviewer?". The candidate
 * asks them, so the interviewer's questions (interview-questions.ts, "5 interview questions for a
 * React developer") answer the wrong side; a model gives the questions careers advice agrees on
 * (the first 90 days, how success is measured, the team, the challenges, growth, next steps),
 * grouped, each with a line on why it is a good one. The selection and wording are designed from
 * that common advice, not quoted from one source.
 *
 * Cheap first: "interview", "interviewer", "hiring manager" or "recruiter" must be in the prompt
 * before the patterns run.
 */

/** The questions by what they ask about: a heading, then [question, why it is good]. */
const GROUPS: readonly (readonly [string, readonly (readonly [string, string])[]])[] = [
  [
    "The role",
    [
      ["What would you want me to accomplish in the first 90 days?", "it shows you are already thinking about results, and tells you what they really expect."],
      ["What does a typical week look like in this role?", "the answer shows the day-to-day work behind the job description."],
    ],
  ],
  ["Success", [["How will you measure success in this role after the first year?", "you learn the real yardstick you would be judged by."]]],
  [
    "The team",
    [
      ["Can you tell me about the team I'd be working with, and how it works together?", "it shows you care about the people, and tells you who you would work with every day."],
      ["What do you enjoy most about working here?", "a personal answer says more about the culture than any careers page."],
    ],
  ],
  ["Challenges", [["What are the biggest challenges someone in this role will face?", "it shows you are ready for the hard parts, and warns you of them before you accept."]]],
  ["Growth", [["How do people in this role grow here, and what does development look like?", "it signals you plan to stay and improve, and tests whether the company invests in its people."]]],
  ["Next steps", [["What are the next steps in the process, and when can I expect to hear back?", "it ends on a clear, confident note and tells you when to follow up."]]],
];

/** "questions to ask", "questions should I ask", "what should I ask". */
const ASKS = /\bquestions?\s+(?:(?:should|can|could|do|to)\s+(?:i\s+|we\s+)?)?ask\b|\bwhat\s+(?:should|can|could|do)\s+i\s+ask\b|\bquestions?\s+for\s+(?:the|my|an?)\s+(?:interviewers?|hiring\s+managers?|recruiters?|employers?)\b/i;
/** Who the candidate asks, or when: the interviewer, the hiring manager, the end of an interview. */
const OF_INTERVIEWER = /\b(?:the|my|an?|your)\s+(?:interviewers?|hiring\s+managers?|recruiters?|(?:potential\s+|future\s+)?employers?)\b|\bat\s+the\s+end\s+of\s+(?:an?|the|my|your)\s+(?:job\s+)?interview\b|\b(?:should|can|could|do)\s+i\s+ask\b/i;
/** Questions put to someone interviewed: interview-questions.ts's. */
const TO_CANDIDATE = /\b(?:candidates?|applicants?|interviewees?|hire|hiring\s+for)\b/i;

/**
 * Good questions for a candidate to ask at the end of a job interview, grouped, each with why,
 * or undefined when the prompt asks for none.
 * @example candidateQuestionsReply("What questions should I ask the interviewer?")?.split("\n")[0] // "Here are 8 good questions to ask at the end of a job interview, and why each works:"
 */
export function candidateQuestionsReply(prompt: string): string | undefined {
  // Cheap first look: most prompts never say interview, hiring manager or recruiter.
  if (prompt.length > 300 || !/interview|hiring manager|recruiter|employer/i.test(prompt)) return undefined;
  if (!ASKS.test(prompt) || !OF_INTERVIEWER.test(prompt) || TO_CANDIDATE.test(prompt)) return undefined;
  let number = 0;
  const lines = [`Here are ${GROUPS.reduce((sum, [, questions]) => sum + questions.length, 0)} good questions to ask at the end of a job interview, and why each works:`];
  for (const [heading, questions] of GROUPS) {
    lines.push("", `**${heading}**`);
    for (const [question, why] of questions) lines.push(`${++number}. "${question}" Why: ${why}`);
  }
  lines.push(
    "",
    "Pick two or three that the interview has not already answered, and listen to the answers: they help you decide too. Leave salary and benefits for when they raise them or make an offer. Want me to tailor these to a particular role?",
  );
  return lines.join("\n");
}
