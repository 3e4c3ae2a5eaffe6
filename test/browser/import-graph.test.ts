/**
 * The browser entry's import graph, as scripts/build-browser.ts bundles it: not one `node:`
 * module (nor a bare Node built-in), nothing imported from outside but msw, no eval in the
 * output, and the Node-only parts (the OCR URL fetch, Redis, fixture replay, the docs pages,
 * runtime schema compilers) left out. Then the test helpers' browser build (`/testing`,
 * `/vitest`): the mock itself only through `ai-gateway-kit/msw`, and no Node module either.
 */
import { builtinModules } from "node:module";
import { build, type Metafile } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { browserBuildOptions, testBuildOptions } from "../../scripts/build-browser.ts";

const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

let meta: Metafile;
let output: string;
/** Each import of a Node built-in, as "importer -> module". */
const nodeImports: string[] = [];

beforeAll(async () => {
  const options = browserBuildOptions("/virtual/browser");
  const result = await build({
    ...options,
    write: false,
    // Record, rather than fail on, every built-in the graph reaches, so the test names them all.
    plugins: [
      ...(options.plugins ?? []),
      {
        name: "record-node-imports",
        setup(graph) {
          graph.onResolve({ filter: /.*/ }, (args) => {
            if (!BUILTINS.has(args.path) && !args.path.startsWith("node:")) return undefined;
            nodeImports.push(`${args.importer} -> ${args.path}`);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  meta = result.metafile!;
  output = result.outputFiles.map((file) => file.text).join("\n");
});

describe("the browser build of ai-gateway-kit/msw", () => {
  it("imports no node: module and no Node built-in anywhere in its graph", () => {
    expect(nodeImports).toEqual([]);
  });

  it("imports nothing from outside but msw", () => {
    const external = new Set(Object.values(meta.outputs).flatMap((file) => file.imports.filter((i) => i.external).map((i) => i.path)));
    expect([...external].sort()).toEqual(["msw"]);
  });

  it("takes the browser siblings and leaves the Node-only modules out", () => {
    const inputs = Object.keys(meta.inputs);
    for (const left of ["mocks/ocr/image-fetch.ts", "mocks/state/redis.ts", "mocks/replay/replay.ts", "mocks/fixtures/fixture-files.ts", "mocks/pages/index.ts", "spec/platform.ts", "mocks/logger.ts"]) {
      expect(inputs.some((input) => input.endsWith(left)), left).toBe(false);
    }
    for (const taken of ["spec/platform.browser.ts", "mocks/config/files.browser.ts", "mocks/ocr/image-fetch.browser.ts", "generated/validators/index.js"]) {
      expect(inputs.some((input) => input.endsWith(taken)), taken).toBe(true);
    }
    expect(inputs.some((input) => /node_modules\/(ajv\/dist\/(2020|core)\.js|fast-json-stringify|pino\/)/.test(input))).toBe(false);
  });

  it("loads at start only what a plain chat needs: the other features are chunks loaded on first use", () => {
    // The entry's output and the chunks it imports statically: what a page downloads before its first answer.
    const entry = Object.keys(meta.outputs).find((file) => file.endsWith("/msw.js"))!;
    const atStart = new Set<string>();
    const visit = (file: string) => {
      if (atStart.has(file)) return;
      atStart.add(file);
      for (const target of meta.outputs[file]!.imports) if (target.kind === "import-statement" && !target.external) visit(target.path);
    };
    visit(entry);
    const startInputs = new Set([...atStart].flatMap((file) => Object.keys(meta.outputs[file]!.inputs)));
    const lazyInputs = new Set(Object.entries(meta.outputs).filter(([file]) => !atStart.has(file)).flatMap(([, output]) => Object.keys(output.inputs)));
    const onFirstUse = [
      "mocks/handlers/createGeneration.ts", // the unified endpoint, with its speech, transcript and OCR makers
      "mocks/handlers/recognizeImageText.ts",
      "mocks/data/users.ts", // the users list's population
      "mocks/ocr/recognize.ts",
      "node_modules/image-size/dist/esm/index.js",
      "mocks/chat/tools.ts", // tool calls and structured outputs
      "mocks/chat/tool-asks.ts", // what a message asks a tool to do
      "mocks/chat/app-phrasings.ts", // an app's everyday asks ("Tell Sarah…", "Jot down…") read as imperatives, and the message tool of the medium asked
      "mocks/chat/tool-fit.ts", // which of two tools for one ask fits what the message gives
      "mocks/chat/tool-follow-ups.ts", // a follow-up's call on the earlier call's arguments, and answers from the last result
      "mocks/chat/temperature-changes.ts", // a thermostat asked warmer or cooler
      "mocks/chat/stated-places.ts", // the place the user said they are in, for a later call's city
      "mocks/chat/catalog-asks.ts", // the goods a shop's catalog search is asked for
      "mocks/chat/searched-things.ts", // what a search of its own things (`search_users`) searches for
      "mocks/chat/help-searches.ts", // a product how-to looked up in the docs or help center, with a short query
      "mocks/chat/work-questions.ts", // a film or a book asked about by its whole title, for its lookup tool
      "mocks/chat/ride-requests.ts", // a ride asked of a service: its destination, pickup and tier
      "mocks/chat/structured-output.ts",
      "mocks/chat/schema-documents.ts",
      "mocks/chat/landmark-facts.ts", // a famous landmark's height, builder and year
      "mocks/chat/filler-strings.ts", // words for the strings the faker left as random letters
      "mocks/chat/coherent-records.ts", // made-up users, products and orders, with its sample catalogue
      "mocks/chat/money-totals.ts", // line totals, subtotal, tax and total that add up
      "mocks/chat/color-palettes.ts", // hex codes of a palette for the prompt, named
      "mocks/chat/sample-products.ts",
      "mocks/chat/demo-records.ts", // a demo's lists of records: reviews, blog posts, FAQs, startup ideas, team members
      "mocks/chat/kept-changes.ts", // the changes a record rewrite proposes, kept where the schema accepts them
      "mocks/chat/weather-documents.ts", // a weather report's conditions, fitting its temperature
      "mocks/chat/compared-products.ts", // a structured comparison's products, pros and cons
      "mocks/chat/resume-documents.ts", // a pasted resume parsed into a structured output
      "mocks/chat/postal-addresses.ts", // a pasted postal address parsed into its parts
      "mocks/chat/job-postings.ts", // a pasted job posting's title, company, salary range, remote flag and skills
      "mocks/chat/order-messages.ts", // a customer message's order number and issue
      "mocks/chat/event-details.ts", // the place and title of an event a pasted email tells
      "mocks/chat/paper-citations.ts", // a pasted citation's title, authors, year and venue
      "mocks/chat/person-details.ts", // a pasted sentence's occupation, employer and city of a person
      "mocks/chat/subject-documents.ts", // a named subject's facts in a structured output: a city, a device, a food, the SQL asked
      "mocks/chat/poem-documents.ts", // a haiku or a poem asked as a structured output
      "mocks/chat/name-ideas.ts", // baby and pet names suggested as a structured output
      "mocks/chat/number-ranges.ts", // the bounds of a range in order: salary_min below salary_max
      "mocks/chat/price-ranges.ts", // a fair price range for a car or a laptop the user names
      "mocks/chat/medication-lists.ts", // a pasted note's medications with their doses and frequencies
      "mocks/chat/pasted-ingredients.ts", // a pasted recipe's ingredients with their quantities and units
      "mocks/chat/record-lists.ts",
      "mocks/chat/forecast-temperatures.ts", // a forecast's temperatures: one city's and season's, °F from °C
      "mocks/chat/city-climates.ts",
      "mocks/chat/visa-questions.ts", // whether a trip needs a visa: what it depends on and the official source
      "mocks/chat/answer-reasons.ts", // the reasons an answer gave, for "Why?" asked alone after it
      "mocks/chat/concept-examples.ts", // an everyday example of an idea that is not code ("Give me an example of inflation")
      "mocks/chat/compared-options.ts", // frameworks, languages, databases, clouds and cars compared, three or more at once
      "mocks/chat/demo-record-texts.ts",
      "mocks/chat/recipe-scaling.ts", // a recipe follow-up's "Make it for 8 people", "Double it"
      "mocks/chat/rechecks.ts", // "Are you sure?" after a fact: rechecked and restated
      "mocks/chat/story-lengths.ts", // "a story about a dragon in 50 words", fitted to the count
      "mocks/chat/tickers.ts", // tool arguments' tables: companies' tickers, well-known films
      "mocks/chat/known-films.ts",
      "mocks/chat/json-object-rows.ts", // the things json_object lists are asked of, with their facts
      "mocks/chat/json-object-asks.ts", // an app ask's answer (a title, follow-up questions, keywords) under the key a json_object prompt names
      "mocks/chat/ticket-categories.ts", // a support ticket's free-text category: the help-desk queue its words cue
      "mocks/chat/switch-states.ts", // tool arguments' yes/no switches, enum values' other words, a structured output's story
      "mocks/chat/enum-synonyms.ts",
      "mocks/chat/story-documents.ts",
      "mocks/chat/work-titles.ts", // the titles of works asked to play, and when made-up records were created
      "mocks/chat/record-moments.ts",
      "mocks/chat/written-texts.ts", // the texts tool calls copy from the message: notes, task titles, image prompts, emails' bodies
      "mocks/chat/listed-items.ts", // the things a message lists for a call's list: labels, items on a shopping list
      "mocks/chat/translation-arguments.ts",
      "mocks/chat/file-contents.ts", // the code a file tool writes into a program asked made
      "mocks/chat/sql-arguments.ts", // the SQL a database tool runs for a question about the data
      "mocks/chat/email-bodies.ts",
      "mocks/chat/written-handles.ts", // handles, channels and web addresses written in the message; a home's rooms; kinds of examples
      "mocks/chat/home-rooms.ts",
      "mocks/chat/currency-names.ts",
      "mocks/chat/logged-calls.ts",
      "mocks/chat/listed-objects.ts",
      "mocks/chat/relations.ts", // the relations a message reaches ("Call mom")
      "mocks/chat/example-kinds.ts",
      "mocks/chat/tool-results-reply.ts", // the answer after tool results: lists, search hits, quotes, orders, people, yes/no outcomes
      "mocks/chat/result-lists.ts",
      "mocks/chat/result-hits.ts",
      "mocks/chat/result-records.ts",
      "mocks/chat/result-quotes.ts",
      "mocks/chat/result-flags.ts",
      "mocks/chat/result-acks.ts", // an action's bare "OK" confirmed from its call
      "mocks/chat/result-values.ts", // a list of plain values said as the answer to the question
      "mocks/chat/result-picks.ts", // the record a question's superlative picks out of a list ("the cheapest flight")
      "mocks/chat/weather-verdicts.ts", // "Should I bring an umbrella?" answered from a weather result
      "mocks/chat/result-comparisons.ts", // "Which is higher, Apple or Microsoft?" answered from two results
      "mocks/chat/result-availability.ts", // "Am I free tomorrow afternoon?" answered from a calendar's events
      "mocks/chat/chained-calls.ts", // "Find the cheapest flight and book it": the booking waits for the search's results
      "mocks/chat/priority-levels.ts", // a numeric priority asked in words ("priority high" → 4 of 1–5)
      "mocks/chat/result-words.ts",
      "node_modules/@cfworker/json-schema/dist/esm/validate.js", // which checks callers' schemas there
      "mocks/chat/from-text.ts", // documents answered from the user's text: entities, translations, opinions
      "mocks/chat/text-entities.ts",
      "mocks/chat/contact-fields.ts", // a contact's details copied from the user's text
      "mocks/chat/product-extraction.ts", // a product's brand, name and model read from the user's text
      "mocks/chat/company-extraction.ts", // a company's name, founders, headquarters and founding year read from the user's text
      "mocks/chat/flight-details.ts", // a flight's airline, number, airports and times read from the user's text
      "mocks/chat/text-languages.ts", // a language-detection document: the given text's language, ISO code and how sure
      "mocks/chat/text-signals.ts", // the signals a spam check or a moderation flag names as its reason
      "mocks/chat/text-gists.ts", // the gist of a ticket given to classify or to summarise
      "mocks/chat/seo-metadata.ts", // a page's SEO metadata, and slugs of titles
      "mocks/chat/product-pages.ts", // a product page's headline, subheadline, features and call to action
      "mocks/chat/plan-documents.ts", // plans, action items and interface trees, with their tables: meals, study stages, workouts
      "mocks/chat/period-plans.ts",
      "mocks/chat/meal-plans.ts",
      "mocks/chat/study-plans.ts",
      "mocks/chat/workout-plans.ts",
      "mocks/chat/action-items.ts",
      "mocks/chat/meeting-decisions.ts", // a meeting's decisions, and a how-to's real steps
      "mocks/chat/how-to-steps.ts",
      "mocks/chat/work-records.ts", // real works in lists of books and films, and a game's character sheet
      "mocks/chat/character-sheets.ts",
      "mocks/chat/invoice-extraction.ts",
      "mocks/chat/ui-trees.ts",
      "mocks/chat/known-replies.ts", // small talk, memory, facts, translations, images: with the first chat
      "mocks/chat/follow-up-questions.ts", // "When was he born?" asked as the question it stands for; when well-known people lived, and how old they are
      "mocks/chat/people-lives.ts",
      "mocks/chat/life-questions.ts",
      "mocks/chat/history-overviews.ts", // overviews of history topics and of well-known people: "Tell me about the Roman Empire", "Who was Marie Curie?"
      "mocks/chat/people-overviews.ts",
      "mocks/chat/asked-length.ts", // the length or level a question asks ("in 50 words", "ELI5"), and the answer fitted to it
      "mocks/chat/app-asks.ts", // an app's behind-the-scenes asks: a title, follow-up questions, a standalone query, keywords, a language, a summary
      "mocks/chat/app-ask-answers.ts",
      "mocks/chat/transcripts.ts",
      "mocks/chat/conversation-titles.ts",
      "mocks/chat/suggested-questions.ts",
      "mocks/chat/standalone-queries.ts",
      "mocks/chat/keywords.ts",
      "mocks/chat/language-detection.ts",
      "mocks/chat/conversation-summaries.ts",
      "mocks/chat/system-instructions.ts", // what the system message asks of a reply's form: its length, a persona, JSON
      "mocks/chat/brevity.ts",
      "mocks/chat/personas.ts",
      "mocks/chat/facts.ts",
      "mocks/chat/revisions.ts", // the previous answer revised: "Another one", "Make it shorter"
      "mocks/chat/story-continuations.ts", // a story's next part ("Continue")
      "mocks/chat/when.ts", // days, times and durations in tool arguments, read against the clock
      "mocks/chat/historic-dates.ts", // the years of well-known events, and common illnesses' symptoms
      "mocks/chat/health-questions.ts",
      "mocks/chat/nutrition-facts.ts", // common foods' calories and macronutrients ("How many calories are in a banana?")
      "mocks/chat/daily-amounts.ts", // how much water, sleep, steps, protein, caffeine and calories a day
      "mocks/chat/cooking-questions.ts", // cooking times, safe temperatures, fridge times, freezing, egg swaps
      "mocks/chat/trivia.ts", // school-level trivia, inventors, office holders; cities' time zones
      "mocks/chat/time-zones.ts",
      "mocks/chat/event-winners.ts", // who won a World Cup, a Super Bowl, an F1 title… by year or the latest by the clock; where the Olympics were held
      "mocks/chat/olympic-hosts.ts",
      "mocks/chat/text-counts.ts", // letters and words counted in a given text ("How many r's are in strawberry?")
      "mocks/chat/sight-details.ts", // what the sights tables know of one named sight ("Tell me more about the Eiffel Tower")
      "mocks/chat/creators.ts", // who painted, wrote, composed, founded…; everyday how-tos; frontend concepts; interview questions; pet names
      "mocks/chat/how-tos.ts",
      "mocks/chat/account-how-tos.ts", // the account and service how-tos: cancel a booking, reset a password
      "mocks/chat/home-how-tos.ts", // the household, car and pet how-tos: a stain, a drain, a jump-start
      "mocks/chat/learning-paths.ts", // a popular skill's learning path, time to learn and career roadmap ("best way to learn React")
      "mocks/chat/kitchen-how-tos.ts", // the kitchen how-tos: cold brew, a sourdough starter, fluffy pancakes, a bad egg
      "mocks/chat/tech-how-tos.ts", // the tech-help how-tos: a screenshot, the browser cache, iPhone storage, spam calls, a router
      "mocks/chat/everyday-how-tos.ts", // health, money, work, travel, pet and car how-tos: a headache, impulse buying, jet lag
      "mocks/chat/how-often.ts", // "How often should I wash my hair?": the usual interval, then what changes it
      "mocks/chat/pet-foods.ts", // "Can dogs eat grapes?": yes or no first, the poison lines for a toxic food
      "mocks/chat/tipping.ts", // "How much should I tip at a restaurant?", "Do you tip in Japan?": the custom for that service or country
      "mocks/chat/everyday-facts.ts", // a normal body temperature, the check engine light, a dog left alone, interview clothes
      "mocks/chat/support-replies.ts", // a support bot's answers in its company's name, and everyday "Is it safe to…?"
      "mocks/chat/support-companies.ts",
      "mocks/chat/support-services.ts", // a mobile provider's, an insurer's and a utility's own topics: roaming, claims, meter readings
      "mocks/chat/support-follow-ups.ts", // follow-ups in a support chat: "What about Sundays?", "How long does that take?"
      "mocks/chat/support-conversation.ts", // a support chat's greeting, goodbye and apology to an angry customer
      "mocks/chat/support-handover.ts", // "Transfer me to a real person": the handover, or the routes the system message states
      "mocks/chat/assistant-identity.ts", // who the assistant is in its system message's role, what it can do, and offers of help before their material
      "mocks/chat/capabilities.ts",
      "mocks/chat/help-offers.ts",
      "mocks/chat/safety-questions.ts",
      "mocks/chat/jokes.ts", // real jokes, in general and by subject
      "mocks/chat/targeted-workouts.ts", // a workout for a body part or a goal: abs, legs, HIIT, stretches
      "mocks/chat/film-plots.ts", // well-known films: what they are about, how they end, whether to watch them
      "mocks/chat/confused-words.ts", // commonly confused words told apart: affect and effect, its and it's
      "mocks/chat/email-replies.ts", // a reply drafted to a pasted email or message
      "mocks/chat/dev-commands.ts", // the command for a developer's git, shell, npm, docker or Python question
      "mocks/chat/error-messages.ts", // a well-known error message: what it means, its causes, the fix
      "mocks/chat/date-math.ts", // days until a holiday, dates from now, weekdays, counted from the system message's date or the clock
      "mocks/chat/word-problems.ts", // word problems worked: speed and distance, tips, discounts, interest, unit prices, workers
      "mocks/chat/formulas.ts", // school and everyday formulas, their letters and a worked example: A = πr², a² + b² = c²
      "mocks/chat/packing-lists.ts", // packing checklists for a kind of trip, counts fitted to the days
      "mocks/chat/candidate-questions.ts", // the questions a candidate asks at the end of a job interview
      "mocks/chat/personal-finance.ts", // personal-finance terms (Roth IRA, APR vs APY) and rules of thumb (15% for retirement, 28/36)
      "mocks/chat/finance-terms.ts",
      "mocks/chat/finance-math.ts",
      "mocks/chat/chat-games.ts", // games played in the chat: 20 questions, trivia, riddles
      "mocks/chat/fact-samples.ts", // a curated fact in other words for a later choice of n
      "mocks/chat/game-turns.ts", // the next turn of a chat game: a riddle or trivia answer checked, 20 questions played on
      "mocks/chat/twenty-questions.ts",
      "mocks/chat/word-association.ts", // word association played on, a word at a time
      "mocks/chat/topic-quizzes.ts", // a quiz on a topic: capitals, the solar system, Spanish words
      "mocks/chat/suggestions-work.ts", // tips for a job interview, public speaking, a CV, a salary, networking, deadlines
      "mocks/chat/suggestions-life.ts", // tips for a first date, a first 5K, houseplants, budget travel, a podcast, a move
      "mocks/chat/frontend-concepts.ts",
      "mocks/chat/interview-questions.ts",
      "mocks/chat/interview-roles.ts", // interview questions for everyday roles: a nurse, a teacher, a barista
      "mocks/chat/pet-names.ts",
      "mocks/chat/word-meanings.ts", // words' definitions, synonyms and antonyms
      "mocks/chat/word-table.ts",
      "mocks/chat/fiction-names.ts", // names for a fantasy kingdom, a dragon, a starship
      "mocks/chat/story-heroes.ts", // how a story tells what is said of its hero, and haikus
      "mocks/chat/haikus.ts",
      "mocks/chat/poems.ts", // short rhymed poems, written for the subjects asked most
      "mocks/chat/benefits.ts", // the benefits of the habits asked about most
      "mocks/chat/translate.ts",
      "mocks/chat/vision.ts",
      "mocks/chat/code-tasks.ts", // the classic small programs' snippets
      "mocks/chat/code-scripts.ts", // the everyday scripts' snippets, and the skeleton for other code
      "mocks/chat/code-skeletons.ts",
      "mocks/chat/ui-components.ts", // React and Vue components, and fixes to code given
      "mocks/chat/code-fixes.ts",
      "mocks/chat/code-bugs.ts", // the bugs a glance at pasted code finds, and reviews of pasted code
      "mocks/chat/code-functions.ts",
      "mocks/chat/code-reviews.ts",
      "mocks/chat/code-tests.ts", // unit tests for a pasted function
      "mocks/chat/code-conversions.ts", // pasted JavaScript converted to TypeScript
      "mocks/chat/code-docs.ts", // JSDoc, docstrings and comments added to pasted code
      "mocks/chat/code-ports.ts", // pasted code converted between JavaScript and Python
      "mocks/chat/react-effects.ts", // a pasted useEffect that loops or misses a dependency
      "mocks/chat/code-pitfalls.ts", // JavaScript gotchas in pasted code: return in forEach, var in a loop
      "mocks/chat/developer-questions.ts", // a developer's question: state not updating, a list comprehension, debounce vs throttle
      "mocks/chat/developer-concepts.ts", // programming concepts by name: the box model, `this`, WHERE vs HAVING, Redux, TCP vs UDP
      "mocks/chat/pasted-problems.ts", // pasted SQL without GROUP BY, CSS without display: flex, a Python function without return
      "mocks/chat/code-complexity.ts", // the Big-O of pasted loops and of well-known algorithms
      "mocks/chat/code-refactors.ts", // pasted code refactored: async/await, arrow functions, a returned condition
      "mocks/chat/regex-patterns.ts", // common regexes explained, and code given to explain
      "mocks/chat/code-explanations.ts",
      "mocks/chat/coding-laptops.ts", // a laptop for programming
      "mocks/chat/best-picks.ts", // the consensus pick for "the best X for Y"
      "mocks/chat/limericks.ts", // limericks' rhyme sets, card messages, dinner ideas
      "mocks/chat/card-messages.ts",
      "mocks/chat/purpose-emails.ts", // emails and letters written for their purpose
      "mocks/chat/product-descriptions.ts", // product descriptions, by the kinds asked most
      "mocks/chat/linkedin-posts.ts", // LinkedIn posts for their occasions
      "mocks/chat/linkedin-profiles.ts", // a LinkedIn headline and About section for a role
      "mocks/chat/thank-you-notes.ts", // thank-you notes to a team, a manager, a client
      "mocks/chat/toasts.ts", // wedding toasts, birthday and retirement speeches, eulogies
      "mocks/chat/feature-announcements.ts", // a new feature announced to users
      "mocks/chat/job-descriptions.ts", // a job description for a role
      "mocks/chat/press-releases.ts", // a press release for a launch, a funding round, a hire
      "mocks/chat/about-pages.ts", // a business's About Us page
      "mocks/chat/meeting-agendas.ts", // a meeting's agenda, by the kinds asked most
      "mocks/chat/release-notes.ts", // release notes for a version
      "mocks/chat/faq-pages.ts", // a FAQ for a product or a page, from the demo records' questions
      "mocks/chat/proposal-outlines.ts", // a project proposal's outline
      "mocks/chat/profile-bios.ts", // a bio for a portfolio, Instagram or LinkedIn
      "mocks/chat/role-bios.ts", // a bio in the words of the role's profession
      "mocks/chat/about-me-pages.ts", // a person's about-me page, in the words of their field
      "mocks/chat/newsletter-intros.ts", // a newsletter issue's intro
      "mocks/chat/policy-summaries.ts", // the key points of a pasted privacy policy or terms of service
      "mocks/chat/summary-asks.ts", // a summary of a given text in the form asked ("in 2 sentences", "3 bullet points")
      "mocks/chat/summaries.ts",
      "mocks/chat/sentences.ts", // where a text's sentences end ("$94.9", "Dr.", "U.S." end none)
      "mocks/chat/slogans.ts", // slogans for the businesses asked about most
      "mocks/chat/captions.ts", // captions for a photo
      "mocks/chat/dinner-ideas.ts",
      "mocks/chat/meal-plan-chat.ts", // a meal plan written day by day in the chat
      "mocks/chat/gift-ideas.ts", // gift ideas for someone into a hobby
      "mocks/chat/countries.ts", // the travel tables: countries, cities' food and seasons
      "mocks/chat/city-food.ts",
      "mocks/chat/why-how-nature.ts", // the why- and how-questions' curated answers, and the reply to unknown ones
      "mocks/chat/why-how-tech.ts",
      "mocks/chat/why-how-general.ts",
      "mocks/chat/why-how-everyday.ts", // money, DNA, the climate, the cloud: explained in full and for a child
      "generated/validators/requests.full.js", // the other operations' validators and the modalities' inputs
      "generated/validators/scenario.full.js", // the scenario's
      "mocks/weather/book.ts", // the weather: its book, checker and presets, with the first scenario
      "mocks/weather/scenario.ts",
      "mocks/weather/presets.ts",
    ];
    for (const module of onFirstUse) {
      expect(startInputs.has(module), `${module} at start`).toBe(false);
      expect(lazyInputs.has(module), `${module} in a chunk`).toBe(true);
    }
    for (const module of ["mocks/handlers/createChatCompletion.ts", "mocks/chat/reply.ts", "generated/validators/start.full.js"]) expect(startInputs.has(module), module).toBe(true);
  });

  it("compiles no code at run time: no new Function, no eval", () => {
    expect(output).not.toMatch(/new Function\s*\(|\beval\s*\(/);
  });
});

describe("the browser build of ai-gateway-kit/testing and /vitest (Vitest Browser Mode)", () => {
  let testMeta: Metafile;
  beforeAll(async () => {
    testMeta = (await build({ ...testBuildOptions("/virtual/browser"), write: false })).metafile!;
  });

  it("imports the mock as ai-gateway-kit/msw, MSW's setupWorker and vitest: nothing else from outside", () => {
    const external = new Set(Object.values(testMeta.outputs).flatMap((file) => file.imports.filter((i) => i.external).map((i) => i.path)));
    expect([...external].sort()).toEqual(["ai-gateway-kit/msw", "msw/browser", "vitest"]);
  });

  it("holds no second copy of the mock, and starts MSW's worker instead of a server", () => {
    const inputs = Object.keys(testMeta.inputs);
    for (const left of ["mocks/app.ts", "mocks/transports/msw/index.ts", "mocks/transports/http/server.ts", "mocks/testing/start.ts"]) {
      expect(inputs.includes(left), left).toBe(false);
    }
    expect(inputs).toContain("mocks/testing/start.browser.ts");
  });
});
