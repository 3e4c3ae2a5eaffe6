/**
 * How a story tells what the prompt says of its hero: "a robot who learns to love" opens on a
 * robot "who did not yet know how to love" and ends "And that is how the robot learned to love.";
 * "a dragon who is afraid of fire" opens on it. reply.ts reads the hero and what is said of it;
 * this is loaded with the known replies, to keep the browser's start chunk small.
 */
import type { HeroTeller } from "./reply.ts";

/** The verbs a clause about a story's hero most often opens with, in the past tense. */
const PAST: Readonly<Record<string, string>> = { is: "was", are: "were", has: "had", have: "had", can: "could", does: "did", goes: "went", finds: "found", makes: "made", becomes: "became", gets: "got", takes: "took", sees: "saw", meets: "met", falls: "fell", loses: "lost", wins: "won", runs: "ran", flies: "flew", builds: "built", thinks: "thought", knows: "knew", hears: "heard", sings: "sang", tells: "told", keeps: "kept", feels: "felt", leaves: "left", comes: "came", forgets: "forgot", dreams: "dreamed" };

/** "who learns to love" → "who learned to love": the first verb after "who", "that" or "which" put in the past. */
function pastTense(clause: string): string {
  return clause.replace(/^((?:who|that|which)\s+(?:also\s+|never\s+|always\s+|just\s+)?)(\p{L}+)/iu, (_, lead: string, verb: string) => {
    const lower = verb.toLowerCase();
    const past =
      PAST[lower] ??
      (/ies$/.test(lower) ? lower.replace(/ies$/, "ied") // tries → tried
        : /(?:sh|ch|x|ss)es$/.test(lower) ? lower.replace(/es$/, "ed") // wishes → wished
        : /es$/.test(lower) ? lower.replace(/s$/, "d") // loves → loved
        : /[^s]s$/.test(lower) ? lower.replace(/s$/, "ed") // learns → learned
        : lower);
    return lead + past;
  });
}

/**
 * What the prompt says of its hero, told: "who learns to love" opens on a robot "who did not yet
 * know how to love" and ends on how it learned; "who is afraid of fire", "lost in a forest" open
 * on it; anything else it does ("a cat that flies to the moon") is what the story was of, at its end.
 */
export const heroTold: HeroTeller = (subject, present, phrase) => {
  const said = pastTense(present);
  const who = phrase ?? `a small ${subject}`;
  const learned = /^(?:who|that)\s+learned\s+(?:how\s+)?to\s+(.+)$/i.exec(said);
  if (learned) return [`Once upon a time, at the edge of a sleepy village, there lived ${who} who did not yet know how to ${learned[1]}.`, `And that is how the ${subject} learned to ${learned[1]}.`];
  const trait = /^(?:(?:who|that|which)\s+(?:was|were|had|could)|with|without|lost|living|named|called|in|from)\b/i.test(said);
  if (trait) return [`Once upon a time, at the edge of a sleepy village, there ${phrase ? "were" : "lived"} ${who} ${said}.`, undefined];
  return [`Once upon a time, at the edge of a sleepy village, there lived ${who}.`, `And that is the story of ${phrase ?? `the ${subject}`} ${said}.`];
};
