/**
 * Questions of the quizzes demos generate most (the solar system, capitals, basic math,
 * JavaScript, World War II, the human body, Python, chemistry, animals), each with its right answer and three wrong ones. A quiz UI shows the options and
 * marks the answer: "Option 1" … "Option 4" beside a question reads as a broken mock, and a
 * developer knows the right answer. A quiz on another subject asks what can be asked of any
 * subject without knowing it (how to learn it, why it matters), with one sensible answer and
 * three plainly wrong ones, each naming the subject.
 */
import { hashSeed } from "../data/random.ts";

/** A question, its right answer, then three wrong ones. */
type QuizQuestion = readonly [question: string, right: string, ...wrong: string[]];

const QUIZZES: readonly (readonly [subject: RegExp, questions: readonly QuizQuestion[]])[] = [
  [
    /\b(?:solar system|planets?|space|astronomy)\b/i,
    [
      ["Which planet is closest to the Sun?", "Mercury", "Venus", "Earth", "Mars"],
      ["Which is the largest planet in the solar system?", "Jupiter", "Saturn", "Neptune", "Earth"],
      ["Which planet is known as the Red Planet?", "Mars", "Venus", "Jupiter", "Mercury"],
      ["How many planets are in the solar system?", "8", "7", "9", "10"],
      ["Which planet has the most visible rings?", "Saturn", "Uranus", "Mars", "Venus"],
    ],
  ],
  [
    /\b(?:capitals?|geography|countries)\b/i,
    [
      ["What is the capital of France?", "Paris", "Lyon", "Marseille", "Nice"],
      ["What is the capital of Japan?", "Tokyo", "Osaka", "Kyoto", "Hiroshima"],
      ["What is the capital of Australia?", "Canberra", "Sydney", "Melbourne", "Perth"],
      ["What is the capital of Canada?", "Ottawa", "Toronto", "Vancouver", "Montreal"],
      ["What is the capital of Brazil?", "Brasília", "Rio de Janeiro", "São Paulo", "Salvador"],
    ],
  ],
  [
    /\b(?:math|maths|mathematics|arithmetic|multiplication|addition)\b/i,
    [
      ["What is 7 × 8?", "56", "54", "48", "64"],
      ["What is 15 + 27?", "42", "32", "41", "52"],
      ["What is 100 ÷ 4?", "25", "20", "40", "24"],
      ["What is the square root of 81?", "9", "8", "7", "18"],
      ["What is 12 − 5?", "7", "6", "8", "17"],
    ],
  ],
  [
    /\b(?:javascript|js)\b/i,
    [
      ["Which keyword declares a variable that cannot be reassigned?", "const", "let", "var", "static"],
      ["What does `typeof null` return?", '"object"', '"null"', '"undefined"', '"number"'],
      ["Which method adds an item to the end of an array?", "push()", "pop()", "shift()", "unshift()"],
      ["What does `===` compare?", "Value and type", "Value only", "Type only", "References only"],
      ["Which of these is not a JavaScript data type?", "character", "string", "boolean", "undefined"],
    ],
  ],
  [
    /\b(?:world\s+war\s+(?:ii|2|two)|ww\s*(?:ii|2)|second\s+world\s+war)\b/i,
    [
      ["In which year did World War II begin?", "1939", "1914", "1941", "1945"],
      ["Which country did Germany invade on 1 September 1939?", "Poland", "France", "Belgium", "Norway"],
      ["What was the code name for the Allied invasion of Normandy in 1944?", "Operation Overlord", "Operation Barbarossa", "Operation Market Garden", "Operation Torch"],
      ["Which event brought the United States into World War II?", "The attack on Pearl Harbor", "The sinking of the Lusitania", "The invasion of Poland", "The Battle of Britain"],
      ["Who was the British Prime Minister for most of World War II?", "Winston Churchill", "Neville Chamberlain", "Clement Attlee", "Anthony Eden"],
      ["In which year did World War II end?", "1945", "1944", "1946", "1918"],
    ],
  ],
  [
    /\b(?:human\s+body|anatomy)\b/i,
    [
      ["What is the largest organ of the human body?", "The skin", "The liver", "The brain", "The lungs"],
      ["How many bones are in the adult human body?", "206", "186", "212", "300"],
      ["Which organ pumps blood around the body?", "The heart", "The lungs", "The liver", "The kidneys"],
      ["What is the longest bone in the human body?", "The femur", "The tibia", "The humerus", "The pelvis"],
      ["Which blood cells help the body fight infection?", "White blood cells", "Red blood cells", "Platelets", "Plasma"],
      ["How many chambers does the human heart have?", "4", "2", "3", "6"],
    ],
  ],
  [
    /\bpython\b/i,
    [
      ["Which keyword defines a function in Python?", "def", "function", "func", "lambda"],
      ["What does `len([1, 2, 3])` return?", "3", "2", "4", "6"],
      ["Which of these Python types is immutable?", "tuple", "list", "dict", "set"],
      ["Which character starts a comment in Python?", "#", "//", "/*", "--"],
      ["What does `7 // 2` evaluate to in Python?", "3", "3.5", "4", "1"],
    ],
  ],
  [
    /\b(?:chemistry|periodic\s+table|chemical\s+elements)\b/i,
    [
      ["What is the chemical symbol for gold?", "Au", "Ag", "Go", "Gd"],
      ["What is the atomic number of carbon?", "6", "8", "12", "14"],
      ["Which element has the chemical symbol O?", "Oxygen", "Osmium", "Gold", "Oganesson"],
      ["What is the pH of pure water at 25 °C?", "7", "0", "5", "14"],
      ["Which gas makes up most of Earth's atmosphere?", "Nitrogen", "Oxygen", "Carbon dioxide", "Argon"],
    ],
  ],
  [
    /\b(?:animals?|wildlife)\b/i,
    [
      ["What is the largest animal on Earth?", "The blue whale", "The African elephant", "The giraffe", "The whale shark"],
      ["How many legs does a spider have?", "8", "6", "10", "12"],
      ["What is the fastest land animal?", "The cheetah", "The lion", "The pronghorn", "The horse"],
      ["What is a baby kangaroo called?", "A joey", "A kid", "A cub", "A calf"],
      ["Which of these animals is a mammal?", "The dolphin", "The shark", "The salmon", "The octopus"],
    ],
  ],
];

/** A quiz's question with its options, as many as `count`, and the right one among them. */
export interface KnownQuestion {
  question: string;
  options: string[];
  answer: string;
}

/**
 * The `index`-th question of a quiz about `subject` with `count` options, the right one at a
 * place drawn from the question (not always first); undefined for a subject the mock has no quiz
 * of. The subject read from the prompt first, then the whole prompt (`prompt`): "a 5 question
 * math quiz for kids" is about math, though its subject reads "kids".
 * @example knownQuizQuestion("the solar system", "Create a quiz about the solar system", 0, 4)?.answer // "Mercury"
 */
export function knownQuizQuestion(subject: string, prompt: string, index: number, count: number): KnownQuestion | undefined {
  const questions = (QUIZZES.find(([asked]) => asked.test(subject)) ?? QUIZZES.find(([asked]) => asked.test(prompt)))?.[1];
  if (questions === undefined || count < 1) return undefined;
  const [question, right, ...wrong] = questions[index % questions.length]!;
  const options = wrong.slice(0, Math.min(count, wrong.length + 1) - 1);
  options.splice(hashSeed("quiz", question) % (options.length + 1), 0, right);
  return { question, options, answer: right };
}

/** Questions any subject ({S}; {Subject} at a sentence's start) can be asked, right answer first. */
const ANY_SUBJECT: readonly QuizQuestion[] = [
  ["Which statement about {S} is true?", "{Subject} can be understood step by step, starting from its basic ideas.", "{Subject} has no connection to anything else.", "Nobody has ever studied {S}.", "{Subject} can only be learned by memorizing it in one night."],
  ["What is a good first step when learning about {S}?", "Learn its key terms and basic ideas", "Memorize every detail at once", "Skip the basics and start with the hardest parts", "Avoid asking questions about it"],
  ["Why is it worth learning about {S}?", "It helps explain how the things around us work", "It is required to get a driving licence", "It replaces the need to learn anything else", "It has no use outside of exams"],
  ["Which of these helps you remember what you learned about {S}?", "Explaining it in your own words", "Reading about it once, quickly", "Never reviewing it again", "Studying it only the night before a test"],
  ["Where would you find reliable information about {S}?", "A textbook or an expert's article", "An anonymous rumor", "A random comment online", "A guess by a friend"],
];

/**
 * The `index`-th question of a quiz about a `subject` the mock has no quiz of ("photosynthesis"):
 * a question any subject can be asked, its options naming the subject, the right one at a place
 * drawn from the question; a different question for each index.
 * @example subjectQuizQuestion("photosynthesis", 1, 4).answer // "Learn its key terms and basic ideas"
 */
export function subjectQuizQuestion(subject: string, index: number, count: number): KnownQuestion {
  const what = subject.trim() || "this subject";
  const fill = (text: string) => text.replaceAll("{Subject}", what.charAt(0).toUpperCase() + what.slice(1)).replaceAll("{S}", what);
  const [question, right, ...wrong] = ANY_SUBJECT[index % ANY_SUBJECT.length]!.map(fill) as unknown as [string, string, ...string[]];
  const options = wrong.slice(0, Math.max(1, Math.min(count, wrong.length + 1)) - 1);
  options.splice(hashSeed("quiz", question) % (options.length + 1), 0, right);
  return { question, options, answer: right };
}
