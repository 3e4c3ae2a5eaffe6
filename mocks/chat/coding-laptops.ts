/**
 * Replies to "Recommend a good laptop for programming", "What's the best laptop for coding?": the
 * prompt names programming as what the laptop is for, not as code to write, and a model answers
 * with what matters in such a laptop and the lines developers choose most. The lines named are
 * long-running ones (MacBook Air and Pro, ThinkPad, Dell XPS, Framework); no model year, price or
 * benchmark is claimed, since those change every year, and the reply says to check current
 * reviews. What the laptop is for more narrowly (machine learning, games, a student) adds its line.
 */

/** The cheap cue: a laptop or computer is named. */
const MACHINE = /\b(?:laptops?|notebooks?|computers?|macbooks?|pcs?|machines?)\b/i;
/** Programming as its purpose: "for programming", "for coding", "for a developer", "for software development". */
const FOR_PROGRAMMING =
  /\bfor\s+(?:(?:a|an)\s+)?(?:[\w-]+\s+){0,3}?(?:(?:learning\s+(?:to\s+)?)?(?:programming|coding|code|programmers?|coders?|developers?|software\s+(?:development|engineering|engineers?|developers?)|web\s+development|(?:a\s+)?computer\s+science\s+(?:students?|degree))|developing\s+software)\b|\b(?:programming|coding|developer|dev)\s+(?:laptops?|notebooks?|computers?|machines?)\b/i;
/** A request for a recommendation or a question about the best one. */
const ASKS = /\b(?:recommend\w*|suggest\w*|best|good|great|which|what|should\s+i\s+(?:buy|get)|looking\s+for|need|buy|choose|pick|advice|ideal)\b/i;
const MAX_PROMPT = 200;

/** What the laptop is for more narrowly, and the line it adds. */
const NEEDS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:machine\s+learning|ml|deep\s+learning|ai|cuda|data\s+science|gpu)\b/i, "For machine learning on the laptop itself, an NVIDIA GPU matters most (CUDA is what most frameworks use); many people instead train in the cloud or on Colab and keep a lighter laptop."],
  [/\b(?:game|gaming|unity|unreal)\b/i, "For game development, a laptop with a dedicated GPU and good cooling, since engines like Unity and Unreal are demanding; Windows is the most common platform for it."],
  [/\b(?:ios|iphone|mac\s*os|swift|xcode)\b/i, "For iOS or macOS apps you need a Mac: Xcode runs only on macOS."],
  [/\b(?:students?|beginners?|learning|budget|cheap|affordable)\b/i, "On a budget or for learning, almost any recent laptop with 16 GB of RAM and an SSD is plenty: programming itself needs little power, and a refurbished business laptop is good value."],
];

/**
 * The reply to a request for a laptop for programming, or undefined for any other prompt.
 * @example codingLaptopReply("Recommend a good laptop for programming")?.startsWith("For programming, what matters most") // true
 */
export function codingLaptopReply(prompt: string): string | undefined {
  if (prompt.length > MAX_PROMPT || !MACHINE.test(prompt) || !FOR_PROGRAMMING.test(prompt) || !ASKS.test(prompt)) return undefined;
  const need = NEEDS.find(([words]) => words.test(prompt))?.[1];
  return [
    "For programming, what matters most is memory, a fast SSD, a comfortable keyboard and a good screen, more than raw speed:",
    "",
    "- **RAM:** 16 GB at least; 32 GB if you run Docker, virtual machines or big IDEs side by side.",
    "- **Storage:** an SSD of 512 GB or more (projects, dependencies and containers add up).",
    "- **CPU:** any recent mid-range or better processor; compiling large projects is where a faster one pays off.",
    "- **Screen and keyboard:** you will read and type for hours, so a sharp screen (or room for an external monitor) and a good keyboard matter.",
    "",
    "Lines developers choose most:",
    "",
    "1. **MacBook Air or MacBook Pro (Apple silicon):** long battery life, quiet, a Unix-based system close to the servers your code runs on; required for iOS development.",
    "2. **Lenovo ThinkPad (T or X1 Carbon series):** excellent keyboards, durable, and good Linux support.",
    "3. **Dell XPS 13 or 15:** a sharp screen in a compact body; sold with Ubuntu in some regions.",
    "4. **Framework Laptop:** repairable and upgradeable, with good Linux support.",
    "",
    ...(need === undefined ? [] : [need, ""]),
    "Models and prices change every year, so check current reviews before buying. What will you mainly build (web, mobile, data or games), and what is your budget? I can narrow it down from there.",
  ].join("\n");
}
