/**
 * The things one ask lists for a tool that acts on one thing at a time: "Lock the back door and
 * the garage" → ["back door", "garage"], "Turn off the kitchen and bedroom lights" → ["kitchen",
 * "bedroom"], "Mark the laundry, the dishes and the vacuuming as done" → ["laundry", "dishes",
 * "vacuuming"]. A model calls `lock_door({door})` once for each, in parallel, rather than once
 * with the whole phrase ("back door and the garage"); a tool that takes a list (`items: [...]`)
 * gets them in one call instead (listed-items.ts). tool-arguments.ts repeats the call it made for
 * the first thing for the others. A cheap check (a list's "and" or comma) first.
 */

/** Verbs of an ask that acts on a thing of a home, a list or an app: the ask's object follows them. */
const ACTION =
  String.raw`(?:lock|unlock|turn\s+(?:on|off)|switch\s+(?:on|off)|shut\s+(?:off|down)|power\s+(?:on|off)|dim|brighten|open|close|shut|arm|disarm|mute|unmute|mark|complete|finish|check\s+off|tick\s+off|cross\s+off|archive|unarchive|delete|remove|cancel|pin|unpin|star|unstar|block|unblock|enable|disable|start|stop|pause|resume|restart|reboot|water|feed|clean|vacuum|approve|reject|snooze|dismiss|close\s+out)`;
/** The ask and the things it lists, up to what it does to them ("as done", "off") or a place, a time, a reason. */
const LIST_ASK = new RegExp(
  String.raw`^\s*(?:(?:please|hey|ok|okay)[,\s]+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:go\s+ahead\s+and\s+)?${ACTION}\s+(.{3,160}?)(?:\s+(?:as\s+(?:done|complete|completed|finished|read|unread|resolved|spam)|(?:on|off|up|down)(?=\s*(?:[.!?,]|$))|(?:for|at|to|in|from|by|with|until|before|after|tonight|now|please)\b).*)?[\s.!?]*$`,
  "iu",
);
/** Separators of a written list: "a, b and c", "a, b, & c", "a and b". */
const SEPARATORS = /\s*,\s*(?:and\s+|&\s*)?|\s+and\s+|\s*&\s*/i;
/** An article or a possessive before a listed thing. */
const LEADING = /^(?:the|my|our|your|a|an|both)\s+/i;
/** A plural noun the last listed thing shares with the others: "the kitchen and bedroom lights", "the laundry and dishes tasks". */
const SHARED_HEAD = /\s+(lights|lamps|doors|windows|locks|fans|blinds|curtains|heaters|tasks|to-?dos|todos|items|chores|reminders|alarms|timers|emails|messages|notifications|devices|plugs|speakers|tvs|cameras|rooms)$/i;

/** The things the ask lists and how it wrote them: the phrase as written and the shared noun, if any. */
export interface ListedObjects {
  items: string[];
  /** The list as written, without its article: "back door and the garage". */
  phrase: string;
  /** The plural noun the things share ("lights"), or undefined. */
  head: string | undefined;
}

/**
 * The things the message's ask lists (two or more), or undefined when it lists none.
 * @example listedObjectsOf("Turn off the kitchen and bedroom lights") // { items: ["kitchen", "bedroom"], phrase: "kitchen and bedroom lights", head: "lights" }
 */
export function listedObjectsOf(text: string): ListedObjects | undefined {
  const head = text.slice(0, 300);
  if (!/,|\band\b|&/i.test(head)) return undefined;
  const written = LIST_ASK.exec(head)?.[1]?.trim();
  if (written === undefined || !/,|\band\b|&/i.test(written)) return undefined;
  const phrase = written.replace(LEADING, "");
  const shared = SHARED_HEAD.exec(phrase)?.[1];
  const parts = (shared === undefined ? phrase : phrase.slice(0, -shared.length - 1)).split(SEPARATORS).map((part) => part.trim().replace(LEADING, "").trim());
  // A list of things is a few short names, not clauses: "lock the door and then tell Bob" lists nothing.
  if (parts.length < 2 || parts.length > 6 || parts.some((part) => part.length < 2 || part.split(/\s+/).length > 4 || /\b(?:then|also|it|them|me|that|if|when|so)\b/i.test(part))) return undefined;
  const items = parts.filter((part, i) => parts.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === i);
  return items.length >= 2 ? { items, phrase, head: shared?.toLowerCase() } : undefined;
}

/** Fields of a call that hold a text said or searched, not a thing acted on: their "a and b" stays whole. */
const TEXT_FIELDS = /^(?:query|q|search|text|message|body|content|description|notes?|prompt|comment|reason|summary|subject|input|instructions?)$/;

/**
 * The field of a call's arguments `args` that took the listed things (or the first of them):
 * its name and whether the value was capitalised; undefined when no field holds them.
 */
export function fieldOfListed(args: Record<string, unknown>, listed: ListedObjects): { key: string; capitalised: boolean } | undefined {
  const first = listed.items[0]!.toLowerCase();
  const forms = new Set([listed.phrase.toLowerCase(), first, listed.items.join(" and ").toLowerCase()]);
  if (listed.head !== undefined) {
    forms.add(`${first} ${listed.head}`);
    forms.add(`${first} ${listed.head.replace(/s$/, "")}`);
  }
  for (const [key, value] of Object.entries(args)) {
    if (typeof value !== "string" || TEXT_FIELDS.test(key.toLowerCase().replace(/[_-]/g, ""))) continue;
    const written = value.trim().replace(LEADING, "").toLowerCase();
    if (forms.has(written) || written === listed.phrase.replace(/\s*[,&]\s*|\s+and\s+(?:the\s+)?/gi, " and ").toLowerCase()) {
      return { key, capitalised: /^\p{Lu}/u.test(value) && !/^\p{Lu}/u.test(listed.items[0]!) };
    }
  }
  return undefined;
}
