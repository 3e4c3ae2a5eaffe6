/**
 * Interview questions for everyday roles outside software: a nurse, a teacher, a barista, a sales
 * manager. Demo apps for hiring and job seekers ask for these more than for any engineering role,
 * and the behavioral questions interview-questions.ts falls back to ("Tell me about yourself")
 * read as if the role had not been heard. Each role's questions are the ones its hiring managers
 * actually ask, best first; interview-questions.ts asks these before its technical roles, so a
 * "DevOps engineer" is not read as any software engineer.
 */

/** A role interview-questions.ts can name and ask questions for. */
export interface InterviewRole {
  /** Words that name the role in a prompt. */
  readonly named: RegExp;
  /** As the reply says it: "a nurse". */
  readonly shown: string;
  /** The role's questions, best first. */
  readonly questions: readonly string[];
}

export const EVERYDAY_ROLES: readonly InterviewRole[] = [
  {
    named: /\bnurs(?:e|es|ing)\b/i,
    shown: "a nurse",
    questions: [
      "Why did you choose nursing, and what kind of unit do you want to work on?",
      "Tell me about a time a patient's condition changed suddenly. What did you notice, and what did you do?",
      "How do you prioritize when several patients need you at the same time?",
      "Describe a time you dealt with a difficult or frightened patient or family member.",
      "How do you make sure medications are given safely? What do you check every time?",
      "Tell me about a time you disagreed with a doctor's order or a colleague's care. How did you raise it?",
      "How do you hand over a patient at the end of a shift?",
      "How do you look after yourself and avoid burnout in a demanding shift pattern?",
    ],
  },
  {
    named: /\bteach(?:er|ers|ing)\b|\b(?:tutor|educator|teaching assistant)\b/i,
    shown: "a teacher",
    questions: [
      "Why do you want to teach, and what age group or subject suits you best?",
      "Walk me through how you plan a lesson. How do you know whether students learned what you set out to teach?",
      "How do you manage a classroom? Tell me about a time a student's behaviour disrupted a lesson.",
      "How do you support students at very different levels in the same class?",
      "How do you communicate with parents, especially when the news is not good?",
      "Tell me about a lesson that didn't go as planned. What did you change?",
      "How do you use assessment and feedback to help students improve?",
      "How do you work with colleagues and the school leadership?",
    ],
  },
  {
    named:
      /\bcustomer\s+(?:service|support|success|care)\b|\bcall\s+cent(?:er|re)\b|\bhelp\s?desk\b/i,
    shown: "a customer service role",
    questions: [
      "Tell me about a time you turned an unhappy customer into a satisfied one.",
      "How do you handle a customer who is angry or rude?",
      "What does great customer service mean to you?",
      "How do you answer a question you don't know the answer to?",
      "Tell me about a time you had to say no to a customer. How did you do it?",
      "How do you stay patient and positive after a long run of difficult calls?",
      "How do you balance speed with getting the answer right?",
      "Tell me about a time you noticed a recurring customer problem and raised it.",
    ],
  },
  {
    named:
      /\bproject\s+managers?\b|\bproject\s+management\b|\bscrum\s+master\b|\bprogram(?:me)?\s+manager\b/i,
    shown: "a project manager",
    questions: [
      "Walk me through a project you managed from start to finish. What went well, and what didn't?",
      "How do you handle a project that's falling behind schedule?",
      "How do you manage scope creep when stakeholders keep adding requests?",
      "Tell me about a time you had to deliver bad news to a stakeholder.",
      "How do you identify and manage risks on a project?",
      "How do you keep a team motivated and accountable without direct authority?",
      "Which project management methods and tools have you used, and when would you choose Agile or Waterfall?",
      "How do you measure whether a project was a success?",
    ],
  },
  {
    named:
      /\bmarketing\b|\bsocial\s+media\s+manager\b|\bcontent\s+(?:writer|strategist|creator)\b|\bseo\b/i,
    shown: "a marketing role",
    questions: [
      "Tell me about a campaign you ran. What was the goal, and how did you measure the results?",
      "How do you decide which channels to invest in for a new product?",
      "How do you get to know a target audience?",
      "Tell me about a campaign that didn't perform. What did you learn?",
      "Which marketing metrics matter most to you, and why?",
      "How would you market our product with a very small budget?",
      "How do you keep up with changes in marketing platforms and trends?",
      "How do you work with sales and product teams?",
    ],
  },
  {
    named:
      /\baccount(?:ant|ants|ing)\b|\bbookkeep(?:er|ing)\b|\bauditor\b|\bfinancial\s+analyst\b/i,
    shown: "an accountant",
    questions: [
      "Walk me through the month-end close process you've worked with.",
      "How do you make sure your work is accurate? Tell me about an error you caught.",
      "What accounting software and spreadsheet skills do you use day to day?",
      "Explain the difference between accrual and cash accounting.",
      "How would you explain a financial report to a manager with no finance background?",
      "Tell me about a time you found a discrepancy. How did you resolve it?",
      "How do you manage deadlines around tax season or year-end?",
      "How do you keep up with changes in accounting standards and tax rules?",
    ],
  },
  {
    named: /\bbaristas?\b|\bcoffee\s+shop\b|\bcaf[eé]\b/i,
    shown: "a barista",
    questions: [
      "Why do you want to work here, and what do you enjoy about coffee?",
      "How would you handle a long queue during the morning rush?",
      "A customer says their drink is wrong. What do you do?",
      "What experience do you have with espresso machines and making drinks?",
      "How do you keep your station clean and follow food safety rules while it's busy?",
      "Tell me about a time you worked as part of a team under pressure.",
      "How would you make a regular customer feel welcome?",
      "Which shifts are you available for, and are you comfortable with early starts?",
    ],
  },
  {
    named:
      /\b(?:servers?|waiter|waitress|waitstaff|bartenders?|hostess)\b(?![- ]side)|\brestaurant\b/i,
    shown: "a restaurant server",
    questions: [
      "What does great service look like at a table?",
      "How do you handle several tables at once when the restaurant is full?",
      "A guest complains that their food is cold. What do you do?",
      "How would you handle a guest with a food allergy?",
      "Tell me about a time you worked with the kitchen to fix a problem.",
      "How do you suggest dishes or drinks without being pushy?",
      "How do you stay calm and friendly during a rush?",
      "Which shifts are you available for, including weekends and evenings?",
    ],
  },
  {
    named:
      /\bretail\b|\bcashiers?\b|\bsales\s+associate\b|\bstore\s+(?:associate|assistant|manager)\b|\bshop\s+assistant\b/i,
    shown: "a retail role",
    questions: [
      "Why do you want to work in our store?",
      "How would you help a customer who can't find what they're looking for?",
      "A customer wants to return an item without a receipt. How do you handle it?",
      "Tell me about a time you dealt with a difficult customer.",
      "How would you approach a customer who is just browsing?",
      "What would you do if you saw a colleague or customer stealing?",
      "How do you stay productive when the store is quiet?",
      "Which hours are you available, including weekends and holidays?",
    ],
  },
  {
    named: /\bsales\b|\baccount\s+executive\b|\bbusiness\s+development\b/i,
    shown: "a sales role",
    questions: [
      "Sell me this pen.",
      "Walk me through your sales process, from the first contact to closing.",
      "Tell me about the biggest deal you closed. How did you win it?",
      "How do you handle a customer who says the price is too high?",
      "Tell me about a time you missed a target. What did you learn?",
      "How do you find and qualify new leads?",
      "How do you keep in touch with customers after the sale?",
      "How do you stay motivated after a run of rejections?",
    ],
  },
  {
    named:
      /\bhr\s+(?:manager|generalist|assistant|coordinator|officer|specialist|business\s+partner|role|position|job)\b|\bhuman\s+resources\b|\brecruit(?:er|ers|ing)\b|\btalent\s+acquisition\b|\bpeople\s+(?:partner|operations)\b/i,
    shown: "an HR role",
    questions: [
      "Why do you want to work in HR, and which part of it interests you most?",
      "How would you handle an employee complaint about their manager?",
      "Tell me about a time you handled confidential information. How did you protect it?",
      "How do you make a hiring process fair and free of bias?",
      "Walk me through how you'd onboard a new employee in their first week.",
      "How would you approach a conversation about poor performance?",
      "How do you keep up with employment law?",
      "How do you measure whether employees are engaged and likely to stay?",
    ],
  },
  {
    named:
      /\bgraphic\s+designers?\b|\bgraphic\s+design\b|\bvisual\s+designer\b|\billustrator\b/i,
    shown: "a graphic designer",
    questions: [
      "Walk me through a project in your portfolio, from the brief to the final design.",
      "How do you start a new design when the brief is vague?",
      "How do you handle feedback you disagree with from a client?",
      "How do you work within a brand's guidelines while keeping the work fresh?",
      "Which design tools do you use, and how do you prepare files for print and for the web?",
      "Tell me about a time you had several deadlines at once. How did you manage them?",
      "Where do you find inspiration?",
      "How do you know a design works?",
    ],
  },
  {
    named:
      /\bdev\s?ops\b|\bsite\s+reliability\b|\bsre\b|\bplatform\s+engineer\b|\bcloud\s+engineer\b/i,
    shown: "a DevOps engineer",
    questions: [
      "Walk me through a CI/CD pipeline you built or improved. What did it check, and how did it deploy?",
      "How would you investigate a production outage? Walk me through your first fifteen minutes.",
      "What is infrastructure as code, and which tools have you used for it?",
      "How do containers differ from virtual machines? When would you use Kubernetes?",
      "How do you deploy without downtime? Compare blue-green and canary deployments.",
      "What would you monitor and alert on for a web service?",
      "How do you manage secrets and credentials in a pipeline?",
      "Tell me about a time you automated a manual process. What did it save?",
    ],
  },
  {
    named:
      /\bqa\b|\bquality\s+assurance\b|\b(?:software\s+)?testers?\b|\btest\s+(?:engineer|analyst|automation)\b/i,
    shown: "a QA engineer",
    questions: [
      "How would you test a login page? List the cases you would check.",
      "What's the difference between a bug's severity and its priority?",
      "How do you write a good bug report?",
      "How do you decide what to automate and what to test by hand?",
      "Which test automation tools have you used, and how did you keep the tests reliable?",
      "Tell me about a serious bug you found. How did you find it?",
      "What do you do when a developer says a bug is not a bug?",
      "How do you test when there are no written requirements?",
    ],
  },
  {
    named: /\bmechanics?\b|\bauto\s+technician\b|\bautomotive\b/i,
    shown: "a mechanic",
    questions: [
      "What kinds of vehicles and repairs do you have the most experience with?",
      "Walk me through how you diagnose a car that won't start.",
      "Which diagnostic tools and scanners have you used?",
      "How do you explain a repair and its cost to a customer who knows little about cars?",
      "Tell me about a difficult repair. How did you work it out?",
      "How do you make sure a job is done right before the car goes back to the customer?",
      "What safety practices do you follow in the workshop?",
      "Do you hold any certifications, and how do you keep up with new vehicle technology?",
    ],
  },
  {
    named: /\belectricians?\b|\belectrical\s+(?:technician|apprentice)\b/i,
    shown: "an electrician",
    questions: [
      "What kind of electrical work have you done: residential, commercial or industrial?",
      "Walk me through how you find a fault in a circuit.",
      "What safety steps do you take before working on a circuit?",
      "How do you make sure your work meets the electrical code?",
      "Tell me about a job that didn't go to plan. How did you fix it?",
      "How do you read and work from blueprints and wiring diagrams?",
      "How do you explain to a customer what needs doing and why?",
      "Which licences or certifications do you hold?",
    ],
  },
  {
    named: /\bpharmac(?:ist|ists|y)\b|\bpharmacy\s+technician\b/i,
    shown: "a pharmacist",
    questions: [
      "Why did you choose pharmacy, and what do you enjoy about working with patients?",
      "How do you check a prescription for errors and interactions?",
      "Tell me about a time you caught a prescribing error. What did you do?",
      "How do you counsel a patient starting a new medication?",
      "How do you stay accurate when the pharmacy is busy?",
      "How would you handle a patient who is upset about a delay or the cost of a medicine?",
      "How do you handle controlled substances and keep records correct?",
      "How do you keep up with new medicines and guidelines?",
    ],
  },
  {
    named: /\breceptionists?\b|\bfront\s+desk\b|\bfront\s+office\b/i,
    shown: "a receptionist",
    questions: [
      "How would you greet a visitor while the phone is ringing and someone else is waiting?",
      "Tell me about a time you dealt with an upset visitor or caller.",
      "How do you keep track of appointments, messages and deliveries?",
      "Which phone, scheduling and office software have you used?",
      "How do you handle confidential information at the front desk?",
      "What would you do if a visitor arrived without an appointment and insisted on seeing someone?",
      "How do you stay organized during a busy day?",
      "What does a good first impression of a company look like to you?",
    ],
  },
  {
    named: /\bdrivers?\b|\bcouriers?\b|\btruckers?\b/i,
    shown: "a driver",
    questions: [
      "What type of driving experience do you have, and which licences do you hold?",
      "What is your driving record like?",
      "How do you plan a route with several stops?",
      "What would you do if you were running late for a delivery or pick-up?",
      "How do you check your vehicle before a shift?",
      "Tell me about a time you handled a difficult customer at a delivery.",
      "How do you stay safe and alert on long shifts?",
      "What would you do if you were in a minor accident on the job?",
    ],
  },
  {
    named:
      /\b(?:chef|chefs|line\s+cook|cook|sous\s+chef|kitchen\s+(?:assistant|staff|porter))\b/i,
    shown: "a chef",
    questions: [
      "What kind of kitchens have you worked in, and which cuisine are you strongest in?",
      "How do you keep up quality and speed during a busy service?",
      "How do you follow food safety and hygiene rules?",
      "How do you handle a dish being sent back?",
      "How do you handle an order with a serious allergy?",
      "How do you keep food waste and costs down?",
      "Tell me about a dish you created. Where did the idea come from?",
      "How do you work with the front-of-house team?",
    ],
  },
  {
    named:
      /\b(?:administrative|admin|executive|personal|office)\s+assistants?\b|\boffice\s+manager\b|\bsecretary\b/i,
    shown: "an administrative assistant",
    questions: [
      "How do you prioritize when several people give you tasks at once?",
      "Which office software are you most comfortable with?",
      "How do you manage a busy calendar and avoid double bookings?",
      "Tell me about a process you made more efficient.",
      "How do you handle confidential documents and information?",
      "What would you do if you made a mistake in an important document that was already sent?",
      "How would you organize a meeting or event for 30 people?",
      "How do you keep track of deadlines and follow-ups?",
    ],
  },
  {
    named:
      /\b(?:doctor|physician|medical\s+assistant|dentist|dental\s+assistant|caregiver|care\s+worker|healthcare\s+assistant)\b/i,
    shown: "a healthcare role",
    questions: [
      "Why did you choose to work in healthcare?",
      "Tell me about a time you cared for a patient in a difficult situation.",
      "How do you explain a diagnosis or a procedure to a worried patient?",
      "How do you make sure you follow infection-control and safety procedures?",
      "How do you handle a heavy workload without compromising care?",
      "Tell me about a time you worked with a team to solve a patient's problem.",
      "How do you protect patients' privacy?",
      "How do you cope with the emotional side of the job?",
    ],
  },
  {
    named: /\bwarehouse\b|\bforklift\b|\bpicker\b|\blogistics\b/i,
    shown: "a warehouse role",
    questions: [
      "What warehouse experience do you have, and which equipment can you operate?",
      "How do you make sure orders are picked and packed accurately?",
      "What safety practices do you follow on the warehouse floor?",
      "How do you keep up your pace over a long, physical shift?",
      "What would you do if you found damaged stock?",
      "Tell me about a time you helped your team meet a deadline.",
      "Which inventory or scanning systems have you used?",
      "Are you available for night, weekend or overtime shifts?",
    ],
  },
];

/** "a manager", "a team lead": asked after the named roles, so a product or project manager is that. */
export const MANAGER_ROLE: InterviewRole = {
  named: /\b(?:manager|team\s+lead(?:er)?|supervisor|leadership)\b/i,
  shown: "a manager",
  questions: [
    "How would you describe your management style? Give an example of it in action.",
    "Tell me about a time you had to manage an underperforming team member.",
    "How do you set goals for your team and track progress?",
    "Tell me about a difficult decision you made that not everyone agreed with.",
    "How do you handle conflict between two people on your team?",
    "How do you help the people on your team grow?",
    "Tell me about a time you led a team through a change.",
    "How do you give feedback, and how do you ask for it?",
  ],
};
