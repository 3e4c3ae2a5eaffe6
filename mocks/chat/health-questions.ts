/**
 * Replies to the health questions a chat UI is tried with: "What are the symptoms of the flu?",
 * "What's the difference between a cold and the flu?", "How long does the flu last?". Each answer
 * is the short list public-health pages give, then one line on the warning signs that call for a
 * doctor: never a diagnosis, never a dose. The same text for every request and every choice.
 *
 * A question is matched whole ("Tell me a joke about the flu" is a joke): its condition is read out
 * of a few question forms and looked up in one map of the conditions' names, so a question costs a
 * word cue, a few regexes and one lookup.
 */

/** A condition whose symptoms the mock lists. */
export interface Condition {
  /** What a question calls it, lower case, without "the", "a" or "an" (removed from questions too). */
  readonly names: readonly string[];
  readonly answer: string;
}

const symptoms = (intro: string, items: readonly string[], note: string, doctor: string): string =>
  `${intro}\n\n${items.map((item) => `- ${item}`).join("\n")}\n\n${note}\n\n**See a doctor if** ${doctor}`;

export const CONDITIONS: readonly Condition[] = [
  {
    names: ["flu", "influenza"],
    answer: symptoms(
      "Common symptoms of the flu (influenza) include:",
      ["Fever or feeling feverish, with chills", "Cough", "Sore throat", "Runny or stuffy nose", "Muscle or body aches", "Headache", "Tiredness (fatigue), often severe", "Sometimes vomiting and diarrhea, more often in children"],
      "Flu usually comes on suddenly, and not everyone with it has a fever.",
      "you have trouble breathing, chest pain, confusion, severe weakness, signs of dehydration, or symptoms that improve and then come back worse; people at higher risk (young children, older adults, pregnant people, those with chronic conditions) should check in early.",
    ),
  },
  {
    names: ["cold", "common cold", "head cold"],
    answer: symptoms(
      "Common symptoms of a cold include:",
      ["Runny or stuffy nose", "Sneezing", "Sore or scratchy throat", "Cough", "Mild headache or body aches", "Feeling tired", "Sometimes a low fever"],
      "Symptoms come on gradually and usually ease within 7 to 10 days.",
      "you have trouble breathing, a high fever, symptoms that last more than 10 days or get worse, or severe sinus or ear pain.",
    ),
  },
  {
    names: ["covid-19", "covid 19", "covid", "coronavirus", "covid19"],
    answer: symptoms(
      "Common symptoms of COVID-19 include:",
      ["Fever or chills", "Cough", "Tiredness", "Sore throat", "Congestion or runny nose", "Shortness of breath", "Muscle or body aches, headache", "New loss of taste or smell", "Nausea, vomiting or diarrhea"],
      "Symptoms may appear 2 to 14 days after exposure and range from mild to severe; a test is the way to tell it from a cold or the flu.",
      "you have trouble breathing, persistent chest pain or pressure, new confusion, can't stay awake, or have pale, gray or blue-colored lips or skin: these are emergency warning signs.",
    ),
  },
  {
    names: ["strep throat", "strep"],
    answer: symptoms(
      "Common symptoms of strep throat include:",
      ["A sore throat that starts quickly", "Pain when swallowing", "Fever", "Red, swollen tonsils, sometimes with white patches or streaks of pus", "Tiny red spots on the roof of the mouth", "Swollen lymph nodes in the front of the neck"],
      "A cough, runny nose or hoarseness point more to a virus than to strep. Strep needs a test to confirm, and is treated with antibiotics a doctor prescribes.",
      "you have a sore throat with fever, a sore throat that lasts more than 48 hours, trouble swallowing or breathing, or a rash.",
    ),
  },
  {
    names: ["dehydration"],
    answer: symptoms(
      "Common symptoms of dehydration include:",
      ["Feeling thirsty", "Dark yellow, strong-smelling urine", "Peeing less often than usual", "Dry mouth, lips and eyes", "Feeling dizzy or lightheaded", "Tiredness", "Headache"],
      "In babies, look for fewer wet diapers, a sunken soft spot on the head and few or no tears when crying.",
      "you feel confused, faint or very drowsy, have a fast heartbeat, haven't peed all day, or can't keep fluids down; get help quickly for a baby or older adult with these signs.",
    ),
  },
  {
    names: ["migraine", "migraines", "migraine headache", "migraine headaches"],
    answer: symptoms(
      "Common symptoms of a migraine include:",
      ["A throbbing or pulsing headache, often on one side of the head", "Pain that gets worse with physical activity", "Nausea or vomiting", "Sensitivity to light, sound or smells", "For some people, an aura beforehand: flashing lights, zigzag lines or blind spots, or tingling"],
      "An attack usually lasts from 4 hours to 3 days, and tiredness can linger for a day after.",
      "a headache is sudden and severe (the worst you've had), or comes with a stiff neck, fever, confusion, weakness or numbness on one side, trouble speaking, or follows a head injury: these need urgent care.",
    ),
  },
  {
    names: ["food poisoning"],
    answer: symptoms(
      "Common symptoms of food poisoning include:",
      ["Nausea", "Vomiting", "Diarrhea", "Stomach cramps and pain", "Fever", "Feeling generally unwell, with aches or chills"],
      "Symptoms can start within hours of eating contaminated food, or days later, and usually pass within a few days; sipping fluids helps prevent dehydration.",
      "you have bloody diarrhea, a high fever, signs of dehydration, vomiting that stops you keeping fluids down, or symptoms that last more than 3 days.",
    ),
  },
  {
    names: ["allergies", "allergy", "seasonal allergies", "hay fever", "pollen allergy", "allergic reaction"],
    answer: symptoms(
      "Common symptoms of allergies (such as hay fever) include:",
      ["Sneezing", "Runny or blocked nose", "Itchy, red or watery eyes", "Itchy throat, nose or roof of the mouth", "Cough", "An itchy rash or hives, for some allergies"],
      "Unlike a cold, allergies don't cause a fever, and they last as long as you're exposed to what you're allergic to.",
      "your symptoms disrupt your sleep or daily life; and call emergency services at once for swelling of the lips, tongue or throat, trouble breathing, or feeling faint after a trigger: signs of anaphylaxis.",
    ),
  },
];

/** Questions about the flu and colds asked in other shapes than "symptoms of X". */
export const COLD_VS_FLU =
  "A cold and the flu are both respiratory infections caused by viruses, but the flu is usually worse:\n\n| | Cold | Flu |\n|---|---|---|\n| Onset | Gradual | Sudden |\n| Fever | Rare | Common, often high |\n| Aches | Slight | Common, often severe |\n| Tiredness | Mild | Can be extreme, for weeks |\n| Sneezing, stuffy nose | Common | Sometimes |\n| Sore throat | Common | Sometimes |\n| Headache | Rare | Common |\n\nIn short: a cold mostly stays in your nose and throat, while the flu hits your whole body. Only a test can tell the flu (or COVID-19) apart for sure.\n\n**See a doctor if** you have trouble breathing, chest pain, a high fever that doesn't come down, or symptoms that improve and then get worse.";

export const FLU_DURATION =
  "The flu usually lasts **3 to 7 days**, though a cough and tiredness can linger for two weeks or more. You're most contagious in the first 3 to 4 days after you get sick, and can spread it from a day before symptoms start.\n\n**See a doctor if** you have trouble breathing, chest pain, confusion, or symptoms that improve and then come back worse; people at higher risk (young children, older adults, pregnant people, those with chronic conditions) should check in early, when antiviral treatment works best.";

export const COLD_DURATION =
  "A cold usually lasts **7 to 10 days**. Symptoms are worst in the first 2 to 3 days, and a cough can hang on a little longer.\n\n**See a doctor if** symptoms last more than 10 days or get worse, or you have trouble breathing or a high fever.";

/** Lower case, no "the", "a" or "an", no punctuation but "-", one space between words. */
function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[.,?!:;"]/g, " ")
    .replace(/\b(?:the|a|an)\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const BY_NAME: ReadonlyMap<string, Condition> = new Map(CONDITIONS.flatMap((condition) => condition.names.map((name) => [name, condition] as const)));

/** "What are the symptoms of X", "symptoms of X", "X symptoms", "signs of X", "How do I know if I have X"; group 1 or 2 is X. */
const SYMPTOMS_OF =
  /^(?:(?:what|which) (?:are|is) (?:common |main |usual |typical |first |early )?|list |tell me |(?:common|main|early) )?(?:signs and symptoms|symptoms and signs|symptoms|signs|warning signs) (?:of|for) (?:having )?(.+?)$|^(?:what are )?(?:common |main )?(.+?) symptoms$|^how (?:do|can) (?:i|you) (?:know|tell) if (?:i|you) (?:have|are|'ve got|got) (.+?)$/;
/** "What's the difference between a cold and the flu?", "cold vs flu", "Is it a cold or the flu?" */
const COLD_FLU =
  /^(?:(?:what(?:'s| is) )?differences? between (?:cold and flu|flu and cold)|(?:common )?(?:cold|flu) (?:vs|versus) (?:cold|flu)|(?:is it|do i have) (?:cold or flu|flu or cold)|how (?:do|can) (?:i|you) tell (?:if (?:it's|it is|i have) )?(?:cold (?:from|or) flu|flu (?:from|or) cold)|how (?:is|are) (?:cold and flu|flu and cold) different|how (?:is|does) (?:cold|flu) differ from (?:cold|flu))$/;
/** "How long does the flu last?", "How long do flu symptoms last?", "How long does a cold last?" */
const HOW_LONG = /^how long (?:does|do|will|is) (flu|influenza|cold|common cold)(?: symptoms)? (?:last|usually last|take to go away|go on)(?: for)?$/;

/** Cheap first look: a word every answered question has. */
const CUE = /symptom|sign|flu|cold|how do i know|how can i tell/i;

/**
 * The reply to a question about a common condition's symptoms, a cold against the flu, or how
 * long they last; undefined for anything else.
 * @example healthReply("What are the symptoms of the flu?") // "Common symptoms of the flu (influenza) include: …"
 */
export function healthReply(prompt: string): string | undefined {
  if (prompt.length > 90 || !CUE.test(prompt)) return undefined;
  const question = normalized(prompt);
  const howLong = HOW_LONG.exec(question);
  if (howLong) return howLong[1]!.endsWith("cold") ? COLD_DURATION : FLU_DURATION;
  if (COLD_FLU.test(question)) return COLD_VS_FLU;
  const asked = SYMPTOMS_OF.exec(question);
  if (!asked) return undefined;
  return BY_NAME.get((asked[1] ?? asked[2] ?? asked[3])!)?.answer;
}
