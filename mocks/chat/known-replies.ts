/**
 * Replies to what a message is rather than what it is about: a description of the image it
 * sends, what a chat app asks behind the scenes (a title, follow-up questions, a standalone query,
 * keywords, a language, a summary: app-asks.ts), an answer from what the user said earlier, the previous answer revised ("Another one",
 * "Make it shorter": revisions.ts; "Double it" after a recipe: recipe-scaling.ts), a fact rechecked and
 * restated after "Are you sure?" (rechecks.ts), a story fitted to the words asked ("in 50 words":
 * story-lengths.ts), an answer from retrieved context
 * (grounded.ts), a translation, one of the labels a prompt
 * offers (choices.ts), small talk, a known fact, an explanation demos ask for (explanations.ts),
 * the year of a well-known event ("What year did World War 2 end?": historic-dates.ts), school-level
 * trivia, inventors, firsts and a few office holders ("How far is the moon?", "Who was the first woman in
 * space?": trivia.ts), who won a World Cup, a European Championship, a Super Bowl, an NBA
 * championship, a Formula 1 title or the Nobel Peace Prize, by year or the latest by the mock's clock
 * ("Who won the 2018 World Cup?", "Who won Super Bowl LVII?": event-winners.ts), where the
 * Olympics of a year were held ("Where were the 2012 Olympics held?": olympic-hosts.ts), who painted, wrote,
 * composed, directed, built, discovered or founded a well-known thing (creators.ts), when a
 * well-known person was born or died, how old they are and whether they are alive, dated by the
 * mock's clock (life-questions.ts), an overview of a history topic, led by its causes or its end when
 * those are asked ("What caused World War 1?": history-overviews.ts), who a well-known person is or
 * was ("Who was Marie Curie?": people-overviews.ts), days until or since a holiday or a date, the date N days from
 * now, the weekday of a date, today's date, from a system message's date or the mock's clock
 * ("How many days until Christmas?": date-math.ts), a word problem worked step by step: distance,
 * time and speed, a tip and a split bill, a discount, interest, a percentage change, a unit price,
 * workers sharing a job ("18% tip on $84 split 3 ways": word-problems.ts), a school or everyday formula
 * with its letters and a worked example ("How do I calculate the area of a circle?", "hypotenuse of a
 * triangle with sides 3 and 4": formulas.ts), the
 * advice or method for an everyday "how do I…" ("How can I improve my sleep?", "How do I make
 * coffee?", "How do I unclog a drain?", "How do I make cold brew?", "How do I take a screenshot on Mac?", "How do I get rid of a
 * headache?": how-tos.ts, with home-how-tos.ts, kitchen-how-tos.ts, tech-how-tos.ts and everyday-how-tos.ts), the path, the time or the career
 * roadmap for learning a popular skill ("What's the best way to learn React?", "How long does it take to
 * learn Japanese?", "Roadmap to become a frontend developer": learning-paths.ts), a developer's command-line question answered with the command ("How do I undo
 * the last git commit?", "What's running on port 3000?": dev-commands.ts), a well-known error message
 * explained with its causes and fix ("Cannot read properties of undefined (reading 'map')",
 * "EADDRINUSE", "No module named 'cv2'", HTTP 502: error-messages.ts), React hooks, list keys, promises, TypeScript generics and flexbox against
 * grid explained (frontend-concepts.ts), the
 * symptoms of a common illness, a cold against the flu (health-questions.ts), the calories,
 * protein, carbohydrates, fat, sugar and fiber of a common food ("How many calories are in a
 * banana?": nutrition-facts.ts), a personal-finance term, two terms told apart or a money decision's rules of
 * thumb ("What is a Roth IRA?", "APR vs APY", "How much should I save for retirement?": personal-finance.ts), how often to do an
 * everyday thing ("How often should I wash my hair?", "How often should I change my oil?": how-often.ts), whether a
 * food is safe for a dog or a cat ("Can dogs eat grapes?": pet-foods.ts), the fix for a device trouble told as a statement
 * ("My wifi keeps disconnecting": tech-how-tos.ts), the customary tip for a service or in a country ("How much should I
 * tip at a restaurant?": tipping.ts), whether a trip needs a visa, answered with what it
 * depends on and the official source ("Do I need a visa to visit Japan?": visa-questions.ts), a normal body temperature, the check engine light, a dog left alone, what to wear
 * to an interview, what to eat with a cold, whether to quit a job (everyday-facts.ts), an everyday "Is it
 * safe to…?" answered yes or no first ("Is it OK to charge my phone overnight?": safety-questions.ts),
 * how much water, sleep, walking, protein, caffeine or food a day, and the caffeine in a drink ("How much water should I drink a
 * day?", "How much caffeine is in a cup of coffee?": daily-amounts.ts), a cooking time, a safe temperature, how long food keeps, whether it
 * freezes, an egg swap ("What temperature should chicken be cooked to?": cooking-questions.ts),
 * an everyday example of an idea that is not code ("Give me an example of inflation": concept-examples.ts),
 * who the assistant is, in the role its system message gives it ("Who are you?" asked of Acme Bank's Max:
 * assistant-identity.ts), what it can and cannot do ("Can you browse the internet?": capabilities.ts), a yes
 * and the material asked for to an offer of help ("Can you help me debug my code?": help-offers.ts),
 * a support bot's answers in the name of the company its system message names ("What are your
 * opening hours?", "When will I get my refund?", "My phone was stolen" asked of Acme Bank's assistant: support-replies.ts, support-companies.ts; a mobile
 * provider's, an insurer's or a utility's own topics: support-services.ts), and its answers to the
 * follow-ups in the support chat ("What about Sundays?", "How long does that take?", "How much does it cost?",
 * "That didn't help": support-follow-ups.ts), its greeting, its goodbye and its apology to an angry customer
 * ("Hi", "Thanks, that's all": support-conversation.ts), and its handover to a person where the system
 * message allows one ("Transfer me to a real person": support-handover.ts),
 * a reply drafted to a pasted email ("Reply to this email declining the meeting: …": email-replies.ts),
 * commonly confused words told apart ("affect vs effect", "its or it's": confused-words.ts),
 * the letters, vowels, words or characters counted in a given text ("How many r's are in
 * strawberry?": text-counts.ts), the standard advice for making a website, SQL query, React app, Python script or computer
 * faster (speed-ups.ts), a
 * comparison of two things, a table for the pairs asked most (comparisons.ts), a list of things of a known kind, an equation
 * solved step by step, recommendations of real books, movies, TV shows, podcasts, albums and
 * games, by genre, "like" a known work or for tonight (recommendations.ts, from
 * recommendation-titles.ts and recommendation-likes.ts), a laptop for programming (coding-laptops.ts), the consensus pick and its alternatives
 * for a "best X for Y" ("What's the best programming language for beginners?", "the best database for a startup":
 * best-picks.ts), a task on a given text, the values of a kind extracted from a given text
 * (extractions.ts), a limerick (limericks.ts), a card or chat message for an occasion (card-messages.ts),
 * names for a fantasy kingdom, a dragon or a spaceship (fiction-names.ts),
 * dinner ideas, and a breakfast, a lunch or a dinner for a diet ("Suggest a vegetarian dinner": dinner-ideas.ts), a day-by-day meal plan for a goal or a diet ("a 7-day meal plan for
 * weight loss": meal-plan-chat.ts), gift ideas for someone into a hobby, within a budget ("a good gift for my
 * dad who likes fishing": gift-ideas.ts), the questions a candidate asks at the end of a job interview
 * (candidate-questions.ts), a packing list for a kind of trip, its counts fitted to the days
 * ("a packing list for a 5-day beach vacation", "hospital bag checklist": packing-lists.ts), an email, an essay, titles and names, a product description or a rewrite
 * (writing-tasks.ts), a LinkedIn headline and About section for a role ("Write a LinkedIn summary for a data
 * scientist": linkedin-profiles.ts), ideas, tips, ways or activities for a subject: a party, a gift, better
 * sleep, saving money, blog posts about a subject, and a "how do I…" whose subject a tips table knows
 * ("How do I pack light?") (suggestions.ts), the sights of a city a visitor
 * asks about ("things to do in Paris", "Is Lisbon worth visiting?": sights.ts, from cities.ts;
 * a country's highlights from countries.ts; kinds of places to look for in a place it does not
 * know), the dishes and food areas of a city or country (local-food.ts), when to visit it
 * (best-time.ts), the plot of a famous work (plots.ts), what a well-known film is about, how it ends and
 * whether it is worth watching (film-plots.ts),
 * a beginner's workout plan (workouts.ts), a workout for a body part or a goal ("Give me an ab workout",
 * "a 15-minute HIIT workout": targeted-workouts.ts), an invented holiday, sport or game (inventions.ts), a
 * recipe (recipes.ts), a day-by-day trip plan, with a known city's real sights and food
 * (itineraries.ts, city-plans.ts),
 * the advantages of something, or its pros and cons (advantages.ts, pros-and-cons.ts), a word on live data without a tool (live-data.ts),
 * what it can say to a request to act ("Cancel my hotel", "Text mom": cannot-do.ts), a game played in
 * the chat ("Let's play 20 questions", "Tell me a riddle": chat-games.ts), a quiz on a topic ("Quiz me on European capitals": topic-quizzes.ts),
 * the SQL for "the top N things by a measure" (sql-queries.ts), an everyday script ("a bash script that backs up a folder":
 * code-scripts.ts), a classic small program asked for in code (code-tasks.ts), a React or Vue component (ui-components.ts), code given to fix (code-fixes.ts, with the bugs a glance finds: code-bugs.ts), to review (code-reviews.ts), to test
 * (code-tests.ts), to convert to TypeScript (code-conversions.ts) or between JavaScript and Python (code-ports.ts), to document (JSDoc, docstrings, comments: code-docs.ts) or to explain (code-explanations.ts), a React effect that loops or misses a dependency (react-effects.ts), a developer's question with or without pasted code ("Why is my state not updating?", "Convert this loop to a
 * list comprehension: …", "debounce vs throttle": developer-questions.ts, with the concepts of developer-concepts.ts: "What is the
 * box model?", "WHERE vs HAVING", and pasted-problems.ts's for pasted SQL, CSS, Python and promises: "What's wrong with this SQL? …"), a JavaScript gotcha asked about (code-pitfalls.ts), the time complexity of code or of a well-known algorithm (code-complexity.ts), code to refactor to async/await, an arrow function, a returned condition or a Set (code-refactors.ts), a common regex explained ("a regex that matches an email address": regex-patterns.ts). `composeReply` asks these before it composes a
 * reply (code asked for that none of them knows gets code-skeletons.ts's honest skeleton; what none of them knows gets general-reply.ts: the question restated, general guidance
 * said to be general, and a question back); none of them is needed to start the mock, so the server and the page load them with the first chat
 * (known-replies-loader.ts).
 */
import type { Random } from "../data/random.ts";
import { generalReply } from "./general-reply.ts";
import { heroTold } from "./story-heroes.ts";
import { haikuAbout } from "./haikus.ts";
import { poemAbout } from "./poems.ts";
import { composeReply, type KnownReply } from "./reply.ts";
import { advantagesReply } from "./advantages.ts";
import { APP_ASK_CUES, appAskAnswer, appAskReply, promptAppAskAnswer, systemAppAskAnswer } from "./app-asks.ts";
import { cardMessageReply } from "./card-messages.ts";
import { dinnerIdeasReply } from "./dinner-ideas.ts";
import { mealPlanReply } from "./meal-plan-chat.ts";
import { giftIdeasReply } from "./gift-ideas.ts";
import { limerickReply } from "./limericks.ts";
import { OFFER_CUES, promptChoiceReply, systemChoiceReply } from "./choices.ts";
import { codeTaskReply } from "./code-tasks.ts";
import { codeScriptReply } from "./code-scripts.ts";
import { codeSkeleton } from "./code-skeletons.ts";
import { comparisonReply } from "./comparisons.ts";
import { equationReply } from "./equations.ts";
import { dateMathReply } from "./date-math.ts";
import { wordProblemReply } from "./word-problems.ts";
import { explanationReply } from "./explanations.ts";
import { extractionReply } from "./extractions.ts";
import { factReply } from "./facts.ts";
import { healthReply } from "./health-questions.ts";
import { nutritionReply } from "./nutrition-facts.ts";
import { safetyReply } from "./safety-questions.ts";
import { dailyAmountReply } from "./daily-amounts.ts";
import { cookingQuestionReply } from "./cooking-questions.ts";
import { conceptExampleReply } from "./concept-examples.ts";
import { historicDateReply } from "./historic-dates.ts";
import { triviaReply } from "./trivia.ts";
import { eventWinnerReply } from "./event-winners.ts";
import { olympicHostReply } from "./olympic-hosts.ts";
import { creatorReply } from "./creators.ts";
import { lifeReply } from "./life-questions.ts";
import { historyOverviewReply } from "./history-overviews.ts";
import { peopleOverviewReply } from "./people-overviews.ts";
import { howToReply } from "./how-tos.ts";
import { learningPathReply } from "./learning-paths.ts";
import { frontendConceptReply } from "./frontend-concepts.ts";
import { interviewQuestionsReply } from "./interview-questions.ts";
import { petNamesReply } from "./pet-names.ts";
import { fictionNamesReply } from "./fiction-names.ts";
import { CONTEXT_CUES, promptGroundedReply, systemGroundedReply } from "./grounded.ts";
import { listReply } from "./lists.ts";
import { liveDataReply } from "./live-data.ts";
import { cannotDoReply } from "./cannot-do.ts";
import { gameReply } from "./chat-games.ts";
import { gameTurnReply } from "./game-turns.ts";
import { topicQuizReply } from "./topic-quizzes.ts";
import { sampledFact } from "./fact-samples.ts";
import { recalledReply } from "./recall.ts";
import { followUpReply } from "./follow-up-questions.ts";
import { recheckReply } from "./rechecks.ts";
import { storyOfLengthReply } from "./story-lengths.ts";
import { revisionReply } from "./revisions.ts";
import { recipeReply } from "./recipes.ts";
import { recommendationReply } from "./recommendations.ts";
import { sightsReply } from "./sights.ts";
import { sightDetailReply } from "./sight-details.ts";
import { localFoodReply } from "./local-food.ts";
import { bestTimeReply } from "./best-time.ts";
import { smallTalkReply } from "./small-talk.ts";
import { speedUpReply } from "./speed-ups.ts";
import { sqlQueryReply } from "./sql-queries.ts";
import { suggestionsReply } from "./suggestions.ts";
import { summariserReply, TEXT_TASK_CUES, textTaskReply } from "./text-tasks.ts";
import { textCountReply } from "./text-counts.ts";
import type { ChatMessage } from "./tokens.ts";
import { askedOf, replyChains, type Asked, type ReplyLink } from "./reply-chain.ts";
import { translatedReply } from "./translate.ts";
import { writingTaskReply } from "./writing-tasks.ts";
import { imageReply } from "./vision.ts";
import { inventionReply } from "./inventions.ts";
import { itineraryReply } from "./itineraries.ts";
import { plotReply } from "./plots.ts";
import { filmReply } from "./film-plots.ts";
import { workoutReply } from "./workouts.ts";
import { targetedWorkoutReply } from "./targeted-workouts.ts";
import { uiComponentReply } from "./ui-components.ts";
import { codeFixReply } from "./code-fixes.ts";
import { errorMessageReply } from "./error-messages.ts";
import { devCommandReply } from "./dev-commands.ts";
import { systemInstructions } from "./system-instructions.ts";
import { regexReply } from "./regex-patterns.ts";
import { codeExplanationReply } from "./code-explanations.ts";
import { codeReviewReply } from "./code-reviews.ts";
import { codeTestReply } from "./code-tests.ts";
import { codeConversionReply } from "./code-conversions.ts";
import { codeDocsReply } from "./code-docs.ts";
import { codePortReply } from "./code-ports.ts";
import { reactEffectReply } from "./react-effects.ts";
import { codePitfallReply } from "./code-pitfalls.ts";
import { codeComplexityReply } from "./code-complexity.ts";
import { codeRefactorReply } from "./code-refactors.ts";
import { developerQuestionReply } from "./developer-questions.ts";
import { codingLaptopReply } from "./coding-laptops.ts";
import { bestPickReply } from "./best-picks.ts";
import { wordMeaningReply } from "./word-meanings.ts";
import { newsletterIntroReply } from "./newsletter-intros.ts";
import { aboutMeReply } from "./about-me-pages.ts";
import { linkedInProfileReply } from "./linkedin-profiles.ts";
import { policySummaryReply } from "./policy-summaries.ts";
import { supportReply } from "./support-replies.ts";
import { supportFollowUpReply } from "./support-follow-ups.ts";
import { supportConversationReply } from "./support-conversation.ts";
import { identityReply } from "./assistant-identity.ts";
import { capabilityReply } from "./capabilities.ts";
import { helpOfferReply } from "./help-offers.ts";
import { jokeReply } from "./jokes.ts";
import { confusedWordsReply } from "./confused-words.ts";
import { emailReply } from "./email-replies.ts";
import { formulaReply } from "./formulas.ts";
import { packingListReply } from "./packing-lists.ts";
import { candidateQuestionsReply } from "./candidate-questions.ts";
import { PERSONAL_FINANCE_CUES, personalFinanceReply } from "./personal-finance.ts";
import { howOftenReply } from "./how-often.ts";
import { petFoodReply } from "./pet-foods.ts";
import { techTroubleReply } from "./tech-how-tos.ts";
import { tippingReply } from "./tipping.ts";
import { visaReply } from "./visa-questions.ts";
import { everydayFactReply } from "./everyday-facts.ts";

/**
 * The reply to the last user message (`prompt`) when it is one of these, else undefined.
 * @example knownReply([{ role: "user", content: "Thanks!" }], "Thanks!", seededRandom(1), undefined) // "Happy to help! Anything else?"
 */
export const knownReply: KnownReply = Object.assign(knownReplyTo, { general: generalReply, heroTold, haiku: haikuAbout, poem: poemAbout, codeSkeleton, instructions: systemInstructions, appAsk: appAskReply, appAskAnswer });

/**
 * The links of the chain, in the order they are asked: the first answer wins. A link with `cues`
 * is asked only when the prompt, lower-cased, contains one of them (reply-chain.ts).
 */
export const KNOWN_REPLY_LINKS: readonly ReplyLink[] = [
  // First: a title, follow-up questions, a standalone query, keywords, a language or a summary
  // asked behind the scenes is the thing asked for, whatever the message it works on says.
  // The system message's task before the user message's own (app-asks.ts), whose cues are APP_ASK_CUES.
  { name: "systemAppAsk", reply: (a) => systemAppAskAnswer(a.messages, a.prompt, false)?.reply },
  { name: "appAsk", cues: APP_ASK_CUES, reply: (a) => promptAppAskAnswer(a.messages, a.prompt, false)?.reply },
  // "What did I ask first?" opens with "what"; an introduction or a question about the user says "my", "I'm", "I am", "call me" or "who am".
  { name: "recalled", cues: ["what", "my", "i'm", "i’m", "i am", "call me", "who am"], reply: (a) => recalledReply(a.messages, a.prompt) },
  // Before the small talk and the revisions: "Yes" after "Is it a mammal?", "another one" after a
  // riddle are moves in a game in play (game-turns.ts), which reads only a game's own turns.
  { name: "gameTurn", reply: (a) => gameTurnReply(a.messages, a.prompt, a.random) },
  // "Quiz me on European capitals": a quiz on that topic, its turns played by game-turns.ts;
  // before the follow-ups, as "Can you quiz me on 5 basic words?" takes its language from an earlier turn.
  // Every ask names a quiz or a test (its turns are game-turns.ts's, above).
  { name: "topicQuiz", cues: ["quiz", "test"], reply: (a) => topicQuizReply(a.messages, a.prompt, a.random) },
  // "Another one", "Make it shorter", "Make it more formal": the previous answer revised (revisions.ts).
  { name: "revision", reply: (a) => revisionReply(a.messages, a.prompt, a.random, knownReply, a.now) },
  // Before the follow-ups and the small talk: "Hi", "Thanks, that's all" and an angry "NOBODY IS HELPING ME!!!"
  // asked of a support bot are answered in its company's name (support-conversation.ts).
  { name: "supportConversation", reply: (a) => supportConversationReply(a.messages, a.prompt, a.random) },
  // Before the follow-ups, which ask a question alone and lose the company: "What about Sundays?" after a
  // support bot's opening hours, "How long does that take?" after a lost card (support-follow-ups.ts).
  { name: "supportFollowUp", reply: (a) => supportFollowUpReply(a.messages, a.prompt, a.random) },
  // "Are you sure?", "That's wrong" after a fact: the question asked again alone, and the fact restated when it holds (rechecks.ts).
  { name: "recheck", reply: (a) => recheckReply(a.messages, a.prompt, (asked) => composeReply(asked, a.random, knownReply, undefined, a.now)) },
  // "Write a story about a dragon in 50 words": the story told, then fitted to the count (story-lengths.ts).
  { name: "storyOfLength", cues: ["word"], reply: (a) => storyOfLengthReply(a.prompt, (told) => composeReply([...a.messages.slice(0, -1), { role: "user", content: told }], a.random, knownReply, undefined, a.now)) },
  // "When was he born?", "What about Germany?": answered as the standalone question it stands for, asked alone.
  { name: "followUp", reply: (a) => followUpReply(a.messages, a.prompt, (asked) => composeReply(asked, a.random, knownReply, undefined, a.now)) },
  // A question over retrieved context is answered from the context alone.
  // The prompt's own context first (its cues: grounded.ts's CONTEXT_CUES), else the system message's.
  { name: "grounded", cues: CONTEXT_CUES, reply: (a) => promptGroundedReply(a.prompt) },
  { name: "systemGrounded", reply: (a) => systemGroundedReply(a.messages, a.prompt) },
  { name: "translated", reply: (a) => translatedReply(a.messages, a.prompt) },
  // Before the rest: "Is this spam? Answer yes or no." wants the label, not prose about it.
  // The prompt's own offer of labels first (its cues: choices.ts's OFFER_CUES), else a system message's.
  { name: "choice", cues: OFFER_CUES, reply: (a) => promptChoiceReply(a.prompt, a.lower) },
  { name: "systemChoice", reply: (a) => systemChoiceReply(a.messages, a.prompt, a.lower) },
  // Before the small talk: "Who are you?" asked of Max, Acme Bank's assistant, is answered as Max (assistant-identity.ts).
  { name: "identity", reply: (a) => identityReply(a.messages, a.prompt) },
  { name: "smallTalk", reply: (a) => smallTalkReply(a.prompt, a.random) },
  // Before the acts and the code: "Can you browse the internet?", "Can you make phone calls?" ask what
  // the assistant can do, not for the act (capabilities.ts); "Can you help me debug my code?" asks for
  // help with code still to be sent (help-offers.ts).
  { name: "capability", reply: (a) => capabilityReply(a.prompt) },
  {
    name: "helpOffer",
    cues: ["help", "debug", "fix", "review", "check", "proofread", "proof-read", "edit", "improve", "look", "correct", "polish", "critique", "feedback", "troubleshoot", "solve"],
    reply: (a) => helpOfferReply(a.prompt),
  },
  // Before the acts and the how-tos: "What are your opening hours?", "Cancel my subscription" asked of
  // a support bot for Acme Bank are answered in the company's name (support-replies.ts).
  {
    name: "support",
    // The words of support-replies.ts's CUE and support-services.ts's SERVICE_CUE, one of which every answer needs (a shared start for variants: "lock" for unlock and locked).
    cues: [
      "hour", "open", "clos", "human", "person", "agent", "someone", "somebody", "rep", "staff", "operator", "contact", "reach", "number", "email", "e-mail",
      "refund", "return", "exchange", "money back", "ship", "deliver", "arriv", "package", "parcel", "order", "cancel", "subscri", "member", "account", "trial",
      "bill", "payment", "card", "password", "login", "log in", "sign", "price", "pricing", "cost", "plan", "fee", "charge", "discount", "data", "privacy", "info",
      "gdpr", "complain", "manager", "supervisor", "unacceptable", "ridiculous", "outrageous", "unhappy", "disappoint", "frustrat", "annoyed", "service", "real",
      "bot", "touch", "join", "regist", "twice", "double", "duplicate", "address", "crash", "freez", "froze", "load", "permission", "consent", "authori",
      "recogni", "fraud", "scam", "hack", "phish", "text", "message", "legit", "genuine", "damag", "broken", "faulty", "defect", "wrong", "missing", "upgrad",
      "downgrad", "tier", "invoice", "receipt", "statement", "stol", "theft", "pickpocket", "mugged", "stock", "sold out", "available", "abroad", "overseas",
      "countr", "emigrat", "relocat", "invite", "team", "user", "seat", "colleague",
      "roam", "sim", "pac", "lost", "lock", "cover", "reception", "dropp", "internet", "broadband", "wifi", "wi-fi", "router", "connection", "slow", "outage",
      "claim", "policy", "insur", "driver", "cooling", "meter", "reading", "mov", "power", "electric", "gas", "water", "heating", "tariff", "deal", "switch",
      "vehicle", "car", "smell", "leak",
    ],
    reply: (a) => supportReply(a.messages, a.prompt, a.random),
  },
  // Before the acts: "Reply to this email declining the meeting: <the email>" asks for a draft
  // of the reply, not for sending one (email-replies.ts).
  { name: "email", cues: ["repl", "respon", "answer"], reply: (a) => emailReply(a.prompt) },
  // Before the rest: "Cancel my hotel", "Text mom I'm late" ask for an act, not a subject to talk about.
  { name: "cannotDo", reply: (a) => cannotDoReply(a.prompt) },
  // "Let's play 20 questions", "Tell me a riddle": played right here in the chat.
  { name: "game", cues: ["play", "riddle", "quiz", "trivia"], reply: (a) => gameReply(a.prompt, a.random) },
  // "Tell me a joke", "a joke about cats": a real joke of the subject's table (jokes.ts); a subject
  // no table knows is left to reply.ts's templates.
  { name: "joke", cues: ["joke", "laugh", "knock"], reply: (a) => jokeReply(a.prompt, a.random) },
  // Before the facts: "How many r's are in strawberry?" is counted in the prompt's own text.
  { name: "textCount", cues: ["many", "often", "count"], reply: (a) => textCountReply(a.prompt) },
  // "affect vs effect", "its or it's": the words told apart, before the facts and the comparisons,
  // which would compare them as two things (confused-words.ts).
  {
    name: "confusedWords",
    // Two words of an entry are named: one word of each pair, two of each three.
    cues: ["ffect", "their", "they're", "they’re", "they‘re", "you're", "you’re", "you‘re", "its", "than", "lose", "fewer", "whom", "i.e.", "complement", "principal", "advise", "lay", "farther", "accept", "insure", "assure", "too", "two", "weather", "desert", "stationery", "discreet", "infer", "everyday", "amount", "among", "which", "bring", "breath", "emigrate", "peek", "pique", "elicit", "historic", "sight", "cite"],
    reply: (a) => confusedWordsReply(a.prompt),
  },
  // Before the facts and the live data: "How many days until Christmas?", "What's today's date?"
  // are counted from the date a system message states, else the mock's clock (date-math.ts).
  { name: "dateMath", cues: ["day", "date", "week", "month", "year", "til", "since", "ago", "born", "sleeps", "when"], reply: (a) => dateMathReply(a.messages, a.prompt, a.now) },
  // Before the facts, which answer a bare "What is 15% of 240?": "18% tip on $84 split 3 ways",
  // "how far by 5:30pm at 60 mph" are worked step by step (word-problems.ts).
  // Each kind's own sign or word: a rate, a split, a speed's unit or word, "how long"/"how many", a price's currency.
  { name: "wordProblem", cues: ["%", "percent", "split", "mph", "miles", "km", "kph", "kilomet", "speed", "fast", "hour", "long", "many", "$", "£", "€"], reply: (a) => wordProblemReply(a.prompt) },
  // Before the code: "Give me an example of inflation" asks for prices going up, not a Python
  // skeleton (concept-examples.ts); after the word problems, which work an example's numbers.
  { name: "conceptExample", cues: ["example"], reply: (a) => conceptExampleReply(a.prompt) },
  // A curated fact's later choice of `n` is the fact in other words (fact-samples.ts).
  { name: "facts", reply: (a) => sampledFact(a.prompt, factLinks(a)) },
  // After the how-tos, which keep "How do I learn to swim?", and the explanations, which keep "How do I
  // learn to code?": "What's the best way to learn React?", "How long does it take to learn Japanese?",
  // "Roadmap to become a frontend developer" get that skill's own path, times or stages
  // (learning-paths.ts); before the code, as "Learn SQL fast" asks for no SQL.
  { name: "learningPath", cues: ["learn", "road", "becom", "into", "better", "good", "improve", "start", "begin", "master", "tips", "advice", "teach", "study", "first"], reply: (a) => learningPathReply(a.prompt) },
  // After the facts and the why-how answers, which explain compound interest, inflation, mortgages
  // and credit scores, and the how-tos ("How do I make a budget?"): "What is a Roth IRA?", "APR vs
  // APY", "How much should I save for retirement?" (personal-finance.ts, finance-terms.ts); before
  // the comparisons, which would set "ETF vs mutual fund" side by side in general words.
  { name: "personalFinance", cues: PERSONAL_FINANCE_CUES, reply: (a) => personalFinanceReply(a.prompt) },
  // "How often should I wash my hair?", "How often should I change my oil?": the usual interval, then
  // what changes it (how-often.ts); after the finance decisions, before the comparisons and the lists.
  { name: "howOften", cues: ["often", "frequently", "times"], reply: (a) => howOftenReply(a.prompt) },
  // "Can dogs eat grapes?", "Is chocolate bad for dogs?", "Can cats drink milk?": yes or no first, the
  // poison lines for a toxic food (pet-foods.ts).
  { name: "petFood", cues: ["dog", "pupp", "cat", "kitten"], reply: (a) => petFoodReply(a.prompt) },
  // "My wifi keeps disconnecting", "Why is my phone battery draining so fast?": the fix, in order (tech-how-tos.ts).
  { name: "techTrouble", cues: ["wifi", "wi-fi", "internet", "connection", "router", "phone", "android", "samsung", "pixel", "battery", "laptop", "macbook", "notebook", "computer", "pc"], reply: (a) => techTroubleReply(a.prompt) },
  // "How much should I tip at a restaurant?", "Do you tip in Japan?": the custom for that service or country (tipping.ts).
  { name: "tipping", cues: ["tip"], reply: (a) => tippingReply(a.prompt) },
  // "Do I need a visa to visit Japan?": what it depends on (the passport), the general shape and the
  // official source, never a rule made up (visa-questions.ts).
  { name: "visa", cues: ["visa"], reply: (a) => visaReply(a.prompt) },
  // "What's a normal body temperature?", "What does the check engine light mean?", "Should I quit my job?" (everyday-facts.ts).
  { name: "everydayFact", cues: ["temp", "fever", "engine", "alone", "wear", "interview", "eat", "drink", "food", "quit", "leave"], reply: (a) => everydayFactReply(a.prompt) },
  // "Why am I getting 'Cannot read properties of undefined (reading 'map')'?", "EADDRINUSE :::3000":
  // what a well-known error message means, its causes and the fix (error-messages.ts); before the
  // concepts, as "Each child in a list should have a unique key prop" is the warning, not keys in
  // general. Code in a fence is left to code-fixes.ts and code-explanations.ts.
  { name: "errorMessage", cues: ["error", "cannot", "fast-forward", "rejected", "not a function", "not defined", "not valid", "not assignable", "not subscriptable", "unexpected token", "cors", "fetch", "react child", "key prop", 'key" prop', "renders", "update depth", "hydrat", "hook call", "econn", "eaddrinuse", "module", "heap", "eresolve", "possibly", "nonetype", "recursion", "segmentation", "segfault", "sigsegv", "deadlock", "call stack", "401", "403", "404", "413", "429", "500", "502", "504"], reply: (a) => errorMessageReply(a.prompt) },
  // "How do I undo the last git commit?", "What's on port 3000?": the command, what it does and its
  // caveat (dev-commands.ts); one line, never a script to write ("Write a bash script that…").
  { name: "devCommand", cues: ["git", "commit", "merge", "conflict", "rebase", "branch", "stash", "head", "remote", "cherry", "squash", "docker", "container", "image", "npm", "node", "nvm", "pip", "env", "requirements", "port", "process", "file", "disk", "space", "lines", "grep", "text", "executable", "chmod", "variable", "log", "cache", "packages", "dependenc", "outdated", "peer"], reply: (a) => devCommandReply(a.prompt) },
  // "Review this code: …", "Any improvements? …": a review of the code given (code-reviews.ts);
  // "Write unit tests for this function: …": a test file calling it (code-tests.ts); "Convert this
  // to TypeScript: …": it with its types (code-conversions.ts). Each reads its ask before the code,
  // so they come before the explanations, whose cue a `describe(` in the code would meet; and before
  // the concepts and components, as "Can you review this React component? …" asks about that component.
  { name: "codeReview", cues: ["review", "improve", "feedback", "refactor", "critique", "quality", "practice", "clean", "issues", "problems", "suggestions", "good", "ok", "correct", "right", "fine"], reply: (a) => codeReviewReply(a.prompt) },
  { name: "codeTest", cues: ["test", "spec"], reply: (a) => codeTestReply(a.prompt) },
  { name: "codeConversion", cues: ["ts", "type", "typing"], reply: (a) => codeConversionReply(a.prompt) },
  // "Convert this to Python: …", "Rewrite this Python in JavaScript: …": the code line for line in
  // the other language, what it cannot convert marked TODO (code-ports.ts).
  { name: "codePort", cues: ["python", "javascript", "js", "node"], reply: (a) => codePortReply(a.prompt) },
  // "Why is my state not updating? …", "Convert this loop to a list comprehension: …", "Make this
  // code more readable: …", "What is hoisting?", "debounce vs throttle": a developer's question
  // answered with its code (developer-questions.ts); before the effects, which would add a timer's
  // state to its dependencies where the updater form is the fix, the explanations' walk-through
  // of the code and the comparisons' general points.
  { name: "developerQuestion", reply: (a) => developerQuestionReply(a.prompt) },
  // "Why does my useEffect run in an infinite loop? …": what the pasted effect does wrong (no
  // dependency array, the state it sets listed, a dependency made each render, one missing) and
  // the fixed effect (react-effects.ts); before the explanations and the concepts, which would
  // explain useEffect in general.
  { name: "reactEffect", cues: ["effect"], reply: (a) => reactEffectReply(a.prompt) },
  // "Why is this returning undefined? …", "Why does this print 3 3 3? …": the JavaScript gotcha in
  // the code (`return` in `forEach`, a braced arrow without `return`, a `var` shared by callbacks,
  // an async function's promise) and the fix (code-pitfalls.ts); before the explanations, which
  // would walk through the lines, and the fixes, which find no syntax problem.
  { name: "codePitfall", cues: ["why", "fix", "wrong", "bug", "work", "undefined", "instead", "expected", "fail", "error", "weird", "strange", "keep"], reply: (a) => codePitfallReply(a.prompt) },
  // "What is the time complexity of this code: …", "…of binary search?": the Big-O of the pasted
  // loops or of a well-known algorithm (code-complexity.ts); before the explanations' walk-through.
  { name: "codeComplexity", cues: ["complexity", "big", "runtime"], reply: (a) => codeComplexityReply(a.prompt) },
  // "Refactor this to use async/await: …", "Convert this to an arrow function: …", "Simplify this:
  // if (…) { return true } else { return false }": the code rewritten so (code-refactors.ts).
  { name: "codeRefactor", cues: ["async", "await", "arrow", "error", "handl", "catch", "simplif", "short", "concise", "clean", "refactor", "optimi", "faster", "speed", "efficient", "performance"], reply: (a) => codeRefactorReply(a.prompt) },
  // "Add JSDoc to this function: …", "Document this Python function: …", "Add comments to this
  // code: …": the code given back documented (code-docs.ts); before the explanations, whose
  // reading it writes as the comments.
  { name: "codeDocs", cues: ["doc", "comment"], reply: (a) => codeDocsReply(a.prompt) },
  // After the facts, which convert "100 celsius to fahrenheit" and answer "What's 15% of 80?":
  // "How do I calculate the area of a circle?", "volume of a cylinder radius 2 height 10" get the
  // formula, its letters and a worked example (formulas.ts); before the code and the equations.
  { name: "formula", cues: ["formula", "area", "perimeter", "circumference", "volume", "pythag", "hypotenuse", "quadratic", "slope", "gradient", "line", "distance", "mean", "median", "mode", "average", "percent", "interest", "speed", "density", "ohm", "newton", "=", "bmi", "body mass", "fahrenheit"], reply: (a) => formulaReply(a.prompt) },
  // Code given to explain ("Explain this code: …", "What does this regex match? …") is explained,
  // not asked about; before the concepts, as "What does this do? const [n, setN] = useState(0)" asks about that line.
  { name: "codeExplanation", cues: ["explain", "what", "walk", "does", "why", "break", "describe", "meaning", "understand"], reply: (a) => codeExplanationReply(a.prompt) },
  // Before the comparisons: "useMemo vs useCallback", "flexbox vs grid" have answers of their own.
  { name: "frontendConcept", cues: ["useeffect", "usestate", "usememo", "usecallback", "key", "promise", "generic", "flex", "grid"], reply: (a) => frontendConceptReply(a.prompt) },
  { name: "uiComponent", cues: ["react", "vue", "jsx"], reply: (a) => uiComponentReply(a.prompt) },
  { name: "codeFix", cues: ["fix", "correct", "repair", "wrong", "bug", "work"], reply: (a) => codeFixReply(a.prompt) },
  // "Write a regex that matches an email address": the pattern, explained, not a skeleton.
  { name: "regex", cues: ["regex", "regular"], reply: (a) => regexReply(a.prompt) },
  { name: "speedUp", cues: ["faster", "quicker", "speed", "perform", "optimi", "slow", "load", "responsive", "laggy", "lagging", "sluggish"], reply: (a) => speedUpReply(a.prompt) },
  { name: "comparison", cues: ["or", "vs", "versus", "compare", "contrast", "differ", "than"], reply: (a) => comparisonReply(a.prompt) },
  { name: "plot", cues: ["summari", "summary", "synopsis", "plot", "story", "happens"], reply: (a) => plotReply(a.prompt) },
  // "What is The Matrix about?", "Explain the ending of Inception", "Is Parasite worth watching?" (film-plots.ts).
  { name: "film", cues: ["about", "end", "worth", "watch"], reply: (a) => filmReply(a.prompt) },
  { name: "equation", cues: ["="], reply: (a) => equationReply(a.prompt) },
  // Before the lists and writing tasks: a limerick has its own shape, a birthday card its own
  // words (a thank-you note to a teacher is no email), and "dinner ideas" are dishes.
  { name: "limerick", cues: ["limerick"], reply: (a) => limerickReply(a.prompt) },
  { name: "cardMessage", cues: ["message", "card", "note", "wish", "text", "greeting", "words"], reply: (a) => cardMessageReply(a.prompt) },
  { name: "dinnerIdeas", cues: ["dinner", "supper", "tonight", "meal", "cook", "breakfast", "lunch"], reply: (a) => dinnerIdeasReply(a.prompt) },
  // "Give me a 7-day meal plan for weight loss": the days, each with its meals, not tips on planning.
  { name: "mealPlan", cues: ["meal", "menu"], reply: (a) => mealPlanReply(a.prompt) },
  // Before the lists and the suggestions: "a gift for my dad who likes fishing" names fishing gear,
  // not the table of gifts for any dad (that stays suggestions.ts's when no hobby is named).
  { name: "giftIdeas", cues: ["gift", "present", "i get", "i buy", "we get", "we buy"], reply: (a) => giftIdeasReply(a.prompt) },
  // "Recommend a good laptop for programming": programming is what it is for, not code to write.
  { name: "codingLaptop", cues: ["laptop", "notebook", "computer", "macbook", "pc", "machine"], reply: (a) => codingLaptopReply(a.prompt) },
  // "What's the best programming language for beginners?", "the best database for a startup": the
  // consensus pick, why, and the alternatives by goal (best-picks.ts); after the laptop, before the
  // recommendations and the best time to visit, whose prompts name none of its subjects.
  { name: "bestPick", cues: ["best", "first"], reply: (a) => bestPickReply(a.prompt) },
  // Before the lists: "Recommend some books" names works with their authors, not a list of titles.
  { name: "recommendation", cues: ["recommend", "suggest", "read", "watch", "listen", "play", "binge", "book", "novel", "movie", "film", "show", "series", "podcast", "album", "game", "like", "similar"], reply: (a) => recommendationReply(a.prompt) },
  // Before the lists and text tasks: a pasted privacy policy's key points are its clauses, by subject.
  { name: "policySummary", cues: ["terms", "privacy", "polic", "agreement", "conditions", "contract", "eula", "tos", "t&c"], reply: (a) => policySummaryReply(a.prompt) },
  // Before the lists: "Give me 3 bullet points summarizing: <text>" asks for the text's points, not a list about a subject.
  { name: "textTask", cues: TEXT_TASK_CUES, reply: (a) => textTaskReply(a.prompt, a.messages) },
  // The text alone, the ask in the system message ("Summarize the user's text in 3 bullet points").
  { name: "summariser", reply: (a) => summariserReply(a.prompt, a.messages) },
  // Before the lists and the suggestions: "a packing list for a beach vacation" is a checklist of
  // what to pack, not packing tips (packing-lists.ts).
  { name: "packingList", cues: ["pack", "bring", "take", "checklist", "hospital bag", "box"], reply: (a) => packingListReply(a.prompt) },
  // Before the interviewer's questions: "What are some good questions to ask at the end of an
  // interview?" asks for the candidate's own questions (candidate-questions.ts).
  { name: "candidateQuestions", cues: ["interview", "hiring manager", "recruiter", "employer"], reply: (a) => candidateQuestionsReply(a.prompt) },
  // Before the lists: "5 interview questions for a React developer" are questions for the role.
  { name: "interviewQuestions", cues: ["interview"], reply: (a) => interviewQuestionsReply(a.prompt) },
  // Before the lists and writing tasks: a fantasy kingdom's names are Eldoria and Valdren, not
  // "Kingdom & Co."; a pet's names suit the animal, its sex, colour and size.
  { name: "fictionNames", cues: ["name", "naming", "call"], reply: (a) => fictionNamesReply(a.prompt) },
  { name: "petNames", cues: ["name", "naming", "call"], reply: (a) => petNamesReply(a.prompt) },
  { name: "list", cues: ["list", "name", "give me", "tell me", "suggest", "recommend", "what are", "which are", "share", "write", "enumerate"], reply: (a) => listReply(a.prompt) },
  { name: "extraction", cues: ["extract", "find", "pull out", "get", "identify", "list", "return"], reply: (a) => extractionReply(a.prompt) },
  // Before the writing tasks: a newsletter's intro and a person's about-me page have their own shapes,
  // and so have a LinkedIn headline and About section for a role (linkedin-profiles.ts).
  { name: "newsletterIntro", cues: ["newsletter"], reply: (a) => newsletterIntroReply(a.prompt) },
  { name: "linkedInProfile", cues: ["linkedin"], reply: (a) => linkedInProfileReply(a.prompt) },
  { name: "aboutMe", cues: ["about"], reply: (a) => aboutMeReply(a.prompt) },
  // The cues: the words each of writingTaskReply's replies requires first (a job posting's "job", an
  // email's "mail", a rewrite's verb…), one or more for each.
  {
    name: "writingTask",
    cues: ["job", "release", "patch", "change", "about", "agenda", "faq", "frequently", "proposal", "feature", "mail", "letter", "message", "note", "repl", "respon", "answer", "toast", "speech", "eulogy", "essay", "article", "blog", "report", "name", "call", "title", "headline", "slogan", "tagline", "subject line", "ideas", "bio", "quote", "description", "product", "listing", "caption", "tweet", "post", "rewrite", "rephrase", "paraphrase", "fix", "correct", "proofread", "polish", "improve", "make", "edit"],
    reply: (a) => writingTaskReply(a.prompt),
  },
  // Before the suggestions: "fun things to do in Paris with kids" are Paris's sights, not a
  // family's weekend activities.
  // "Tell me more about the Eiffel Tower": what the sights tables know of one sight they list.
  { name: "sightDetail", cues: ["about", "worth"], reply: (a) => sightDetailReply(a.prompt) },
  { name: "sights", cues: ["thing", "stuff", "place", "spot", "sight", "attraction", "landmark", "activit", "highlight", "must", "sites", "what", "where", "worth", "about"], reply: (a) => sightsReply(a.prompt) },
  { name: "localFood", cues: ["food", "dish", "meal", "cuisine", "specialt", "speciali", "delicacies", "snack", "eat", "restaurant", "dinner", "lunch", "what", "where"], reply: (a) => localFoodReply(a.prompt) },
  { name: "bestTime", cues: ["best", "ideal", "right", "perfect", "nicest", "good", "when"], reply: (a) => bestTimeReply(a.prompt) },
  // After the writing tasks: "title ideas for a blog post" are titles, "startup ideas" ventures;
  // before the rest, which none of "5 tips for better sleep" is.
  // "how": "How can I get better at networking?" asks for tips too.
  { name: "suggestions", cues: ["idea", "tip", "way", "activit", "thing", "suggestion", "hack", "strateg", "habit", "trick", "gift", "present", "project", "theme", "advice", "how"], reply: (a) => suggestionsReply(a.prompt) },
  { name: "invention", cues: ["invent", "make up", "come up with", "create", "design", "imagine"], reply: (a) => inventionReply(a.prompt) },
  { name: "recipe", cues: ["recipe", "how do i", "how to", "ingredient"], reply: (a) => recipeReply(a.prompt) },
  { name: "itinerary", cues: ["plan", "create", "make", "build", "write", "give", "suggest", "draft"], reply: (a) => itineraryReply(a.prompt) },
  { name: "workout", cues: ["workout", "exercise", "fitness", "training", "gym"], reply: (a) => workoutReply(a.prompt) },
  // "Give me an ab workout", "a 15-minute HIIT workout", "stretches for lower back pain": a session for that target.
  { name: "targetedWorkout", cues: ["work", "exercise", "routine", "stretch", "hiit", "leg", "circuit", "tabata"], reply: (a) => targetedWorkoutReply(a.prompt) },
  { name: "advantages", cues: ["advantage", "benefit", "pros", "upside", "drawback", "cons", "downside", "reason", "should"], reply: (a) => advantagesReply(a.prompt) },
  // After the rest: "Define recursion" is explained above; a word no table knows is named, not guessed.
  { name: "wordMeaning", cues: ["defin", "mean", "synonym", "antonym", "opposite", "other word"], reply: (a) => wordMeaningReply(a.prompt) },
  { name: "liveData", cues: ["what", "how", "is it", "will it", "who", "tell me", "give me", "do you know"], reply: (a) => liveDataReply(a.prompt) },
  { name: "sqlQuery", cues: ["sql", "quer"], reply: (a) => sqlQueryReply(a.prompt) },
  // Last: a prompt that is one of the others ("Summarize this: <code>") is answered as that.
  // An everyday script before the classic programs: "count the words in a file" reads a file,
  // where code-tasks.ts counts the words of a string.
  // Their cues are the words of ANY_SCRIPT_WORD (code-scripts.ts) and ANY_TASK_WORD (code-tasks.ts).
  { name: "codeScript", cues: ["back", "renam", "chang", "convert", "download", "fetch", "save", "grab", "scrap", "csv", "json", "api", "duplicat", "identical", "same", "resiz", "downs", "shrink", "thumbnail", "count", "number", "many", "watch", "monitor", "send", "smtp", "server", "debounc", "throttl", "deep", "clon", "flatten", "nested", "sort", "line", "read", "env", "arg", "getopts", "flag", "cron", "retr", "tim", "measur", "password", "phone", "merg", "combin"], reply: (a) => codeScriptReply(a.prompt, a.random) },
  { name: "codeTask", cues: ["hello", "fizz", "palindrom", "anagram", "revers", "fib", "factorial", "prim", "sieve", "binary", "bisection", "sort", "duplicat", "dedup", "unique", "vowel", "word", "char", "letter", "sum", "total", "add", "max", "min", "largest", "biggest", "highest", "greatest", "smallest", "lowest", "least", "celsius", "centigrade", "fahrenheit", "dijkstra", "djikstra", "djkstra", "shortest", "recurs"], reply: (a) => codeTaskReply(a.prompt, a.random) },
];

/** The facts, asked in this order; `sampledFact` restates the first answer in other words for a later choice of `n`. */
export const FACT_LINKS: readonly ReplyLink[] = [
  // A curated fact's later choice of `n` is the fact in other words (fact-samples.ts).
  // The digits and words of its first look (facts.ts's `MAY_BE_FACT`, truths.ts's `WORLD_WORDS`).
  { name: "fact", cues: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "capital", "coin", "roll", "weigh", "heavier", "how many", "earth", "sun", "moon", "pluto", "whale", "tomato", "world", "planet", "bat", "dolphin", "shark", "penguin", "spider", "peanut", "banana", "strawberr", "mushroom", "cucumber", "avocado"], reply: (a) => factReply(a.prompt, a.random) },
  { name: "historicDate", cues: ["when", "year"], reply: (a) => historicDateReply(a.prompt) },
  // Its questions begin with "what", "who", "how", "which" or "at", or end with "who" or "whom".
  { name: "trivia", cues: ["who", "how", "which", "at"], reply: (a) => triviaReply(a.prompt) },
  // "Who won the 2018 World Cup?", "Where were the 2012 Olympics held?": the last one, and
  // what is still to come, are the mock's clock's.
  { name: "eventWinner", cues: ["world cup", "euro", "bowl", "nba", "f1", "formula", "nobel", "peace prize"], reply: (a) => eventWinnerReply(a.prompt, a.now) },
  { name: "olympicHost", cues: ["olympic"], reply: (a) => olympicHostReply(a.prompt, a.now) },
  { name: "health", cues: ["symptom", "sign", "flu", "cold", "how do i know", "how can i tell"], reply: (a) => healthReply(a.prompt) },
  // "How many calories are in a banana?": a common food's typical values (nutrition-facts.ts).
  { name: "nutrition", cues: ["calori", "kcal", "protein", "carb", "fat", "sugar", "fiber", "fibre", "nutrition"], reply: (a) => nutritionReply(a.prompt) },
  // "Is it safe to eat raw cookie dough?": yes or no first, then why (safety-questions.ts).
  // The words of its subjects (safety-questions.ts's `SUBJECTS`), one of which it asks about.
  { name: "safety", cues: ["dough", "batter", "knuckle", "joints", "phone", "laptop", "macbook", "notebook", "computer", "pregnan", "yog", "plastic", "swim", "eating", "run", "jog", "egg", "tap water", "chicken", "steak", "beef", "refreez", "mold", "mould", "tv", "television", "screen", "dark", "light", "wet hair", "coffee", "caffeine", "rice", "food", "pizza", "leftover", "meat", "shower", "bath", "dishes", "storm", "contact", "sleepwalk", "exercis", "workout", "work out", "gym"], reply: (a) => safetyReply(a.prompt) },
  // "How much water should I drink a day?", "How much protein do I need?": the widely cited
  // figure, fitted to a weight or an age the prompt gives (daily-amounts.ts); "How long does
  // cooked chicken last in the fridge?", "What temperature should chicken be cooked to?": the
  // food-safety figure, in °F and °C (cooking-questions.ts). After the foods' own values
  // ("How much protein is in an egg?") and the yes-or-no safety questions.
  { name: "dailyAmount", cues: ["caffeine", "much", "many", "enough", "recommended", "should i", "do i need"], reply: (a) => dailyAmountReply(a.prompt) },
  { name: "cookingQuestion", cues: ["how long", "temp", "°", "degrees", "internal", "fridge", "refrigerat", "freez", "frozen", "substitut", "instead of", "replace", "baking"], reply: (a) => cookingQuestionReply(a.prompt) },
  { name: "explanation", reply: (a) => explanationReply(a.prompt) },
  // After the explanations, which name the authors of the books smoke tests ask about.
  { name: "creator", cues: ["who"], reply: (a) => creatorReply(a.prompt) },
  // "When was Leonardo da Vinci born?", "How old is Taylor Swift?": an age is the clock's.
  { name: "life", cues: ["born", "die", "live", "living", "dead", "old", "age", "pass"], reply: (a) => lifeReply(a.prompt, a.now) },
  // After the dates and the makers: "When did WW2 end?" is historic-dates.ts's year, "What
  // caused World War 1?" and "Tell me about the Roman Empire" an overview (history-overviews.ts).
  { name: "historyOverview", cues: ["about", "what", "who", "explain", "describe", "summar", "overview", "history", "why", "how", "rundown", "introduction", "cause", "tl;dr", "tldr", "eli5"], reply: (a) => historyOverviewReply(a.prompt) },
  // After the births, deaths and ages: "Who was Marie Curie?", "Tell me about Elon Musk" (people-overviews.ts).
  { name: "peopleOverview", cues: ["about", "who", "known", "famous", "bio", "overview", "summary", "describe", "introduce"], reply: (a) => peopleOverviewReply(a.prompt) },
  { name: "howTo", reply: (a) => howToReply(a.prompt) },
];

const [knownLinks, factLinks] = replyChains([KNOWN_REPLY_LINKS, FACT_LINKS]) as [Chain, Chain];

type Chain = (asked: Asked) => string | undefined;

function knownReplyTo(messages: readonly ChatMessage[], prompt: string, random: Random, image: string | undefined, now?: number): string | undefined {
  if (image !== undefined) return imageReply(prompt, image, random);
  if (prompt.trim() === "") return undefined;
  return knownLinks(askedOf(messages, prompt, random, now));
}
