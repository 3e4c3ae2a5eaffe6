/**
 * Toasts and speeches for the occasions people are asked to speak at: a wedding (as the best man,
 * the maid of honour, a sibling or a friend), a birthday, a retirement, a graduation, and a
 * eulogy. A model writes each to be read aloud in two or three minutes: who the speaker is,
 * a story about the person (a placeholder only the speaker can fill), what they mean to people,
 * and the raised glass; a eulogy is gentle and has no glass. The person the prompt names ("my
 * sister's wedding", "for my dad") is who it speaks of.
 */

/** "for my sister's wedding", "for my dad", "at my brother's retirement": group 1 the relation. */
const RELATION = /\b(?:for|at|to)\s+(?:my|our)\s+(?:best\s+)?([\p{L}-]+?)(?:'s|’s)?(?=\s|[.,!?]|$)/iu;
/** Relations as a speech names them: "my sister", "Dad". */
const ADDRESSED: Readonly<Record<string, string>> = { mom: "Mom", mum: "Mum", mother: "Mom", dad: "Dad", father: "Dad", grandma: "Grandma", grandmother: "Grandma", grandpa: "Grandpa", grandfather: "Grandpa" };

const ASKS = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:help\s+me\s+)?(?:write|draft|compose|create|give\s+me|prepare)\b/i;

/** Who the speaker is to the person the prompt names: "my sister's wedding" is given by a sibling. */
const SPEAKER: Readonly<Record<string, string>> = {
  sister: "[brother / sister]", brother: "[brother / sister]", son: "[mom / dad]", daughter: "[mom / dad]",
  mom: "[son / daughter]", mum: "[son / daughter]", mother: "[son / daughter]", dad: "[son / daughter]", father: "[son / daughter]",
  friend: "friend", bestie: "best friend", cousin: "cousin", colleague: "colleague", coworker: "colleague", boss: "colleague",
};

/** How the speech names the person of `relation` ("Dad", "[Sister's name]") and who the speaker is to them. */
function whoIs(relation: string | undefined): { named: string; speaker: string } {
  if (relation === undefined) return { named: "[Name]", speaker: "[brother / sister / best friend]" };
  const word = relation.toLowerCase();
  const named = ADDRESSED[word] ?? `[${word === "bestie" ? "Friend" : word.charAt(0).toUpperCase() + word.slice(1)}'s name]`;
  return { named, speaker: SPEAKER[word] ?? "[how you know them]" };
}

function wedding(prompt: string): string {
  const relation = RELATION.exec(prompt)?.[1];
  const bestMan = /\bbest\s+man\b/i.test(prompt);
  const honour = /\bmaid\s+of\s+hono(?:u)?r\b|\bbridesmaid\b/i.test(prompt);
  const { named, speaker } = whoIs(bestMan || honour || relation === undefined || /^(?:wedding|friends?)$/i.test(relation) ? undefined : relation);
  const person = bestMan ? "[Groom's name]" : honour ? "[Bride's name]" : named;
  const intro = bestMan ? `I'm [Your name], and I've had the honour of being ${person}'s best friend for [number] years, and tonight his best man.` : honour ? `I'm [Your name], and I've had the honour of being ${person}'s best friend for [number] years, and today her maid of honour.` : `For those who don't know me, I'm [Your name], ${person}'s ${speaker}.`;
  return [
    "Good evening, everyone!",
    "",
    `${intro} Thank you all for being here to celebrate ${person} and [Partner's name].`,
    "",
    `I've known ${person} [for a long time / my whole life], and I could tell you a hundred stories, but I'll spare you most of them. [A short, warm, funny story about them: the kind that shows who they are.]`,
    "",
    `Then ${person} met [Partner's name], and something changed. [How you knew they were the one: a moment you saw, something they said.] [Partner's name], you bring out the very best in ${person}, and I couldn't have hoped for anyone better for them.`,
    "",
    "Marriage, they say, is about finding the person whose quirks you love most. You two have clearly found each other.",
    "",
    `So please raise your glasses: to ${person} and [Partner's name], to a lifetime of love, laughter and adventure together. Cheers!`,
  ].join("\n");
}

function birthday(prompt: string): string {
  const { named } = whoIs(RELATION.exec(prompt)?.[1]);
  const age = /\b(\d{2,3})(?:th|st|nd|rd)\b/i.exec(prompt)?.[1];
  return [
    `Can I have everyone's attention for a moment? I'd like to say a few words about ${named}.`,
    "",
    `${age ? `${age} years! ` : ""}It's hard to put into words what ${named} means to all of us here. [A short story or a memory that shows who they are: their kindness, their humour, the thing everyone knows them for.]`,
    "",
    `${named}, you make every room you walk into a little brighter, and every one of us is lucky to have you. Thank you for [something they always do for others].`,
    "",
    `So please raise your glasses: to ${named}! Happy birthday, and here's to the year ahead. Cheers!`,
  ].join("\n");
}

function retirement(prompt: string): string {
  // "my retirement speech": the speaker retires; otherwise a colleague's send-off.
  if (/\bmy\s+(?:own\s+)?retirement\b/i.test(prompt)) {
    return [
      "Thank you all for being here. I have to admit, I never quite believed this day would come.",
      "",
      "When I started at [Company] [number] years ago, I had no idea how much this place, and all of you, would become part of my life. [A memory from your early days there.]",
      "",
      "I've been lucky to work with people who were as generous as they were talented. [Names or a team], thank you for the support, the laughter and the patience.",
      "",
      "I'm looking forward to [what you'll do in retirement], but I'll miss you all. Please keep in touch, and come and find me when you need an excuse for a long lunch. Thank you, everyone!",
    ].join("\n");
  }
  const { named: person } = whoIs(RELATION.exec(prompt)?.[1]);
  return [
    `Good afternoon, everyone. We're here today to celebrate ${person}, and to say thank you.`,
    "",
    `For [number] years, ${person} has been [their role, and what they've meant to the team]. [A story that shows who they are at work: the problem they solved, the person they helped.]`,
    "",
    `${person}, you've taught us [something they taught the team], and this place won't be the same without you. We hope retirement brings you everything you've been waiting for: [their plans: travel, the garden, the grandchildren].`,
    "",
    `Please raise your glasses: to ${person}, and a long and happy retirement! Cheers!`,
  ].join("\n");
}

function graduation(prompt: string): string {
  const { named } = whoIs(RELATION.exec(prompt)?.[1]);
  return [
    `I'd like to say a few words about ${named}, who we're all so proud of today.`,
    "",
    `Getting here took [number] years of hard work, late nights and more coffee than any of us would like to count. [A moment from those years that shows their determination.]`,
    "",
    `${named}, this is just the beginning. Whatever you do next, you'll do it with the same heart and the same grit that got you here.`,
    "",
    `Please raise your glasses: to ${named}, the graduate! Congratulations!`,
  ].join("\n");
}

function eulogy(prompt: string): string {
  const relation = RELATION.exec(prompt)?.[1];
  const { named } = whoIs(relation);
  const my = relation === undefined ? "[Name]" : `my ${relation.toLowerCase()}`;
  return [
    `Thank you all for being here today to remember ${named}. Seeing so many of you here says more about ${relation === undefined ? "them" : my} than anything I could say.`,
    "",
    `${named} was [born in / grew up in a place], and spent [their life / many years] [what they did: their work, their family, their passions]. But what most of us will remember is [the quality that defined them: their kindness, their humour, their generosity].`,
    "",
    `[A memory: a small moment that shows who they were.] That was ${named}: [what the memory says about them].`,
    "",
    `We'll miss ${relation === undefined ? "[Name]" : my} more than words can say. But every time we [something they taught us or loved to do], a little of ${named} will be with us. Thank you, ${named}, for everything.`,
  ].join("\n");
}

const GENERAL_TOAST = [
  "If I could have everyone's attention for just a moment.",
  "",
  "Looking around this table, I'm reminded how lucky I am. [A line about the occasion: why we're together tonight.] Some of you I've known for years, some I've only just met, but all of you make this evening what it is.",
  "",
  "So please raise your glasses: to good friends, good food, and many more nights like this one. Cheers!",
].join("\n");

/**
 * The toast or speech a prompt asks for, or undefined when it asks for none of these.
 * @example toastReply("Write a toast for a wedding")?.split("\n")[0] // "Good evening, everyone!"
 */
export function toastReply(prompt: string): string | undefined {
  // Cheap first look: the ask's opening (ASKS reads only the start), then a toast, a speech or a eulogy named.
  if (!ASKS.test(prompt) || !/\b(?:toast|speech|eulogy)\b/i.test(prompt)) return undefined;
  if (/\beulogy\b|\bfuneral\b|\bmemorial\b/i.test(prompt)) return eulogy(prompt);
  if (/\bwedding\b|\bbest\s+man\b|\bmaid\s+of\s+hono(?:u)?r\b|\bbridesmaid\b|\brehearsal\s+dinner\b/i.test(prompt)) return wedding(prompt);
  if (/\bbirthday\b/i.test(prompt)) return birthday(prompt);
  if (/\bretire/i.test(prompt)) return retirement(prompt);
  if (/\bgraduat/i.test(prompt)) return graduation(prompt);
  // A toast for no occasion named: one that fits a dinner among friends or a celebration.
  if (/\btoast\b/i.test(prompt)) return GENERAL_TOAST;
  return undefined;
}
