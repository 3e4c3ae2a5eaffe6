/**
 * Which value of a classification enum a text shows when it names none of them: the AI SDK's
 * own example classifies "A group of astronauts travel through a wormhole in search of a new
 * habitable planet" into action, comedy, drama, horror or sci-fi, and a model says sci-fi. A
 * small lexicon of cue words per common label (genres, priorities, support categories, spam)
 * is enough for a mock to answer such demos as a model would; an enum of other labels keeps
 * the faker's value.
 */

/** Cue words per label, by the label as it is normalized (lowercase, `-` and `_` as spaces). */
const CUES: ReadonlyMap<string, RegExp> = new Map(
  (
    [
      [["sci fi", "scifi", "science fiction"], /\b(?:space|planet|planets|astronauts?|aliens?|robots?|wormhole|galaxy|galaxies|spaceship|starship|time travel|cyborg|android|futuristic|mars)\b/gi],
      [["horror"], /\b(?:ghosts?|haunted|demons?|monsters?|killer|zombies?|terrif\w*|curse[ds]?|possessed|nightmare|creepy|blood)\b/gi],
      [["comedy", "funny", "humor", "humour"], /\b(?:funny|hilarious|laugh\w*|comedic|prank\w*|mishaps?|silly|jokes?|awkward)\b/gi],
      [["romance", "romantic"], /\b(?:falls? in love|love story|romance|romantic|wedding|heartbreak|couple|lovers?)\b/gi],
      [["action"], /\b(?:explosions?|chase|fights?|heist|mission|agents?|battles?|assassins?|shootout|martial arts|rescue)\b/gi],
      [["thriller", "crime"], /\b(?:murder\w*|detective|conspiracy|suspense|kidnap\w*|serial|crime|criminals?|hostage)\b/gi],
      [["mystery"], /\b(?:mystery|mysterious|clues?|whodunit|detective|disappearance|secret)\b/gi],
      [["fantasy"], /\b(?:dragons?|wizards?|magic\w*|kingdoms?|elves|elf|quest|swords?|sorcer\w*|enchanted|witch\w*)\b/gi],
      [["drama"], /\b(?:family|struggles?|grief|relationships?|divorce|illness|coming of age|tragedy|loss)\b/gi],
      [["documentary"], /\b(?:real[- ]life|true story|documents|interviews|footage|history of)\b/gi],
      [["animation", "animated"], /\b(?:animated|cartoon|pixar|anime)\b/gi],
      [["urgent", "critical", "high"], /\b(?<!\b(?:not|isn't|nothing|non)[ -])(?:urgent\w*|asap|immediately|outage|down|critical|emergency|blocked|blocking|production|can't|cannot|data loss|security)\b/gi],
      [["low", "minor", "trivial"], /\b(?:not urgent|isn't urgent|nothing urgent|non-urgent|no hurry|minor|typo|whenever|cosmetic|nice to have|someday|small|no rush|low priority)\b/gi],
      [["billing", "payment", "payments", "invoice"], /\b(?:invoices?|charged?|charges|refunds?|payments?|bill|billed|billing|subscription|credit card|price|pricing)\b/gi],
      [["technical", "bug", "technical support", "tech support", "technical issue"], /\b(?:errors?|bugs?|crash\w*|broken|not working|doesn't work|fails?|failing|exception|500|timeout|freez\w*)\b/gi],
      [["account", "login", "authentication"], /\b(?:password|log ?in|sign ?in|account|username|locked out|two-factor|2fa)\b/gi],
      [["shipping", "delivery", "order", "orders"], /\b(?:shipping|shipped|delivery|delivered|package|parcel|tracking|arrived|courier|damaged in transit|damaged)\b/gi],
      [["feature request", "feature", "suggestion"], /\b(?:feature|would be nice|could you add|please add|add support|wish|suggest\w*)\b/gi],
      [["spam"], /\b(?:free money|winner|won|click here|prize|lottery|claim|limited offer|act now|congratulations)\b/gi],
      [["complaint"], /\b(?:disappointed|terrible|awful|worst|unacceptable|complain\w*|angry|frustrat\w*)\b/gi],
      [["praise", "compliment"], /\b(?:thank you|thanks|great job|love|amazing|excellent|fantastic|wonderful)\b/gi],
      [["question", "inquiry", "enquiry"], /\?|\b(?:how do|how can|what is|where is|can i|is it possible)\b/gi],
      // A support message's issue and what it asks for (an order's: damaged, late, wrong item; a refund, a replacement).
      [["damaged", "damaged item", "damaged items", "damaged product", "broken", "broken item", "defective", "defective item", "defective product", "faulty item"], /\b(?:damaged|broken|cracked|smashed|shattered|dented|defective|faulty|stopped working)\b/gi],
      [["late delivery", "delayed delivery", "delivery delay", "shipping delay", "delayed", "late", "not delivered", "not received", "missing package", "lost package", "missing order", "lost order"], /\b(?:hasn't arrived|has not arrived|hasn't shipped|has not shipped|not arrived|never arrived|didn't arrive|did not arrive|still waiting|delayed|late|not received|haven't received|never received|lost in transit)\b/gi],
      [["wrong item", "incorrect item", "wrong product", "wrong order", "wrong size", "wrong items"], /\b(?:wrong (?:item|size|colou?r|product|order|one)|not what i ordered|incorrect (?:item|product)|sent me the wrong)\b/gi],
      [["refund", "refund request", "money back", "return", "return request"], /\b(?:refund\w*|money back|return (?:it|this|them|the))\b/gi],
      [["replacement", "exchange", "replace", "replacement request"], /\b(?:replacement|replace|exchange|send (?:me )?(?:a )?new one)\b/gi],
      // Moderation labels (OpenAI's structured-outputs moderation example: violence, sexual, self_harm).
      [["self harm", "self-harm", "selfharm", "suicide"], /\b(?:kill myself|suicid\w*|self[- ]harm\w*|hurt myself|cut myself|end my life|want to die)\b/gi],
      [["violence", "violent", "threat", "threats"], /\b(?:i(?:'ll| will| am going to|'m going to|'m gonna) (?:find|get|hurt|kill|end|come for) (?:you|where you live)|(?:know|find) where you live|watch your back|you(?:'ll| will) (?:regret|pay for) (?:this|it)|hurt (?:someone|him|her|them|you|people)|kill (?:him|her|them|you|someone|people)|attack\w*|weapons?|guns?|bombs?|stab\w*|beat (?:him|her|them|you) up|murder\w*|shoot\w*)\b/gi],
      [["sexual", "adult", "nsfw"], /\b(?:explicit|nude|nudes|porn\w*|sexual\w*|sexting)\b/gi],
      [["harassment", "hate", "hate speech", "insult", "abuse"], /\b(?:idiot|stupid|loser|worthless|i hate you|shut up|racist|slur)\b/gi],
    ] as const
  ).flatMap(([labels, cue]) => labels.map((label) => [label, cue] as const)),
);

/** A label as CUES keys it. */
function normalized(label: string): string {
  return label.toLowerCase().replace(/[-_]+/g, " ").trim();
}

/** How much of a text a label's cues are looked for in: a text to classify is short. */
const CUE_SPAN = 600;

/** How many of `label`'s cue words `text` has; undefined when the label has no cues. */
export function cueHits(label: string, text: string): number | undefined {
  const cue = CUES.get(normalized(label));
  return cue ? (text.slice(0, CUE_SPAN).match(cue)?.length ?? 0) : undefined;
}

/**
 * The words of `text` that cue `label`, in order ("You are an idiot" → ["idiot"] for harassment);
 * empty when the label has none or no cues.
 * @example cueWords("harassment", "You are an idiot") // ["idiot"]
 */
export function cueWords(label: string, text: string): string[] {
  const cue = CUES.get(normalized(label));
  return cue ? (text.slice(0, CUE_SPAN).match(cue) ?? []) : [];
}

/**
 * The value of `values` whose cue words `text` has most of, or undefined when it has none of
 * any (ties go to the earlier value). `hits` counts a label's cues (a conversation's reading
 * keeps each label's count, so the enums of many fields scan the prompt once per label).
 * @example cuedValue(["action", "comedy", "drama", "horror", "sci-fi"], "astronauts travel through a wormhole") // "sci-fi"
 */
export function cuedValue(values: readonly string[], text: string, hits: (label: string) => number | undefined = (label) => cueHits(label, text)): string | undefined {
  let best: string | undefined;
  let bestHits = 0;
  for (const value of values) {
    const count = hits(value) ?? 0;
    if (count > bestHits) [best, bestHits] = [value, count];
  }
  return best;
}
