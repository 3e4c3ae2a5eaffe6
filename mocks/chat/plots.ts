/**
 * The plots of the few works a demo asks to summarize ("Summarize the plot of Hamlet"), and of the well-known films (film-plots.ts). Everyone
 * knows how Hamlet ends: prose built from the words "plot" and "hamlet" reads as a broken mock.
 * Kept to a few very famous works; any other is left to the other replies.
 */
import { filmPlot } from "./film-plots.ts";
import { writtenNumber } from "./written-numbers.ts";

/** A work's title as it is written, and its plot in a few sentences. */
const PLOTS: Readonly<Record<string, readonly [title: string, plot: string]>> = {
  hamlet: [
    "Hamlet",
    "Prince Hamlet of Denmark learns from his father's ghost that his uncle Claudius murdered the king, then married Hamlet's mother, Gertrude, and took the throne. Hamlet feigns madness and stages a play that mirrors the murder to test Claudius's guilt. In his hesitation he kills Polonius by mistake, which drives Polonius's daughter Ophelia, whom Hamlet loved, to madness and death. Her brother Laertes seeks revenge in a rigged duel: Gertrude drinks poisoned wine, Laertes and Hamlet are wounded with a poisoned blade, and Hamlet kills Claudius before dying himself. Fortinbras of Norway arrives to take the Danish crown.",
  ],
  "romeo and juliet": [
    "Romeo and Juliet",
    "In Verona, Romeo Montague and Juliet Capulet, children of two feuding families, fall in love at a feast and marry in secret with the help of Friar Laurence. When Juliet's cousin Tybalt kills Romeo's friend Mercutio, Romeo kills Tybalt and is banished. To escape a forced marriage to Paris, Juliet takes a potion that makes her seem dead, but the message explaining the plan never reaches Romeo. Believing her dead, he poisons himself at her tomb; Juliet wakes, finds him and stabs herself. Their deaths finally reconcile the two families.",
  ],
  macbeth: [
    "Macbeth",
    "Three witches tell the Scottish general Macbeth that he will become king. Urged on by his wife, he murders King Duncan and takes the throne, then kills his friend Banquo and Macduff's family to secure it. Guilt consumes Lady Macbeth, who sleepwalks and dies. Trusting the witches' promise that no man born of a woman can harm him, Macbeth faces Macduff, who was born by caesarean, and is killed; Duncan's son Malcolm becomes king.",
  ],
  "pride and prejudice": [
    "Pride and Prejudice",
    "Elizabeth Bennet, the sharp-witted second of five sisters, takes an instant dislike to the proud, wealthy Mr. Darcy, while her sister Jane falls for his friend Mr. Bingley. Darcy's first proposal is rejected, and his letter explaining himself begins to change Elizabeth's mind, as does what she learns of the charming Mr. Wickham's lies. When her sister Lydia elopes with Wickham, Darcy quietly arranges their marriage to save the family's reputation. Having each overcome their pride and prejudice, Elizabeth and Darcy marry, as do Jane and Bingley.",
  ],
  "the great gatsby": [
    "The Great Gatsby",
    "In the summer of 1922, Nick Carraway moves to Long Island next to the mysterious millionaire Jay Gatsby, who throws lavish parties in the hope of winning back Nick's cousin Daisy, now married to the wealthy Tom Buchanan. Gatsby and Daisy begin an affair, but in a confrontation in New York she chooses Tom. Driving Gatsby's car, Daisy hits and kills Tom's mistress, Myrtle; Myrtle's husband, told by Tom that the car was Gatsby's, shoots Gatsby and then himself. Almost no one comes to Gatsby's funeral, and Nick leaves the East disillusioned.",
  ],
  "1984": [
    "1984",
    "In the totalitarian superstate of Oceania, ruled by the Party and its figurehead Big Brother, Winston Smith rewrites history at the Ministry of Truth. He secretly rebels: he keeps a diary, falls in love with Julia, and trusts O'Brien, whom he believes belongs to the resistance. O'Brien is a loyal Party member; Winston and Julia are arrested and Winston is tortured in the Ministry of Love until, faced with his worst fear in Room 101, he betrays Julia. Broken, he ends the novel loving Big Brother.",
  ],
};

/** "Summarize the plot of Hamlet", "What is the plot of 1984?", "Give me a summary of Romeo and Juliet": group 1 the work. */
const ASKED =
  /^\s*(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:summari[sz]e|(?:give|write)\s+(?:me\s+)?a\s+(?:short\s+|brief\s+|quick\s+)?(?:summary|synopsis)\s+of|what(?:'s|\s+is)\s+the\s+(?:plot|story)\s+of|tell\s+me\s+the\s+(?:plot|story)\s+of|what\s+happens\s+in)\s+(?:the\s+(?:plot|story)\s+of\s+)?(.{2,80}?)\s*[?.!]*\s*$/i;
/** "Shakespeare's", "the play", quotes: around the title, not part of it. */
const AROUND_TITLE = /^(?:(?:\w+['’]s|the\s+(?:play|novel|book|movie|film))\s+)|["'“”‘’*_]/gi;

/** "in two sentences", "in 1 sentence": after the title, how long the summary is. */
const LENGTH = /\s+in\s+(one|two|three|four|[1-4])\s+sentences?$/i;

/**
 * The plot of the work the prompt asks to summarize, or undefined for another prompt or work.
 * @example plotReply("Summarize the plot of Hamlet")?.startsWith("**Hamlet**") // true
 */
export function plotReply(prompt: string): string | undefined {
  const asked = ASKED.exec(prompt)?.[1];
  if (asked === undefined) return undefined;
  // "in two sentences": the plot's first sentences, as many as asked.
  const length = LENGTH.exec(asked);
  const title = (length ? asked.slice(0, length.index) : asked).replace(AROUND_TITLE, "").replace(/\s+by\s+[\w. ]+$/i, "").trim().toLowerCase();
  // The well-known films' plots are film-plots.ts's, which also tells their endings when asked.
  const work = PLOTS[title] ?? filmPlot(title);
  if (work === undefined) return undefined;
  const sentences = length ? (writtenNumber(length[1]!) ?? Infinity) : Infinity;
  return `**${work[0]}**: ${work[1].split(/(?<=(?<!\bMrs?)\.)\s+(?=[A-Z])/).slice(0, sentences).join(" ")}`;
}
