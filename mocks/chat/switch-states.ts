/**
 * The state a yes/no argument of a tool takes from what the message asks: "Turn off the living
 * room lights" → `on: false`, "Unmute the TV" → `muted: false`, "Lock the front door" →
 * `locked: true`. The faker's coin toss reads as a broken mock when the message says which.
 * Each switch is a field's meaning, the words that set it and the words that clear it; a field
 * of the opposite meaning (`hidden` beside `visible`) reads the same words the other way.
 * A switch of no known meaning is read by its name (`switchedIn`: "Enable dark mode" →
 * `dark_mode: true`), from the words next to it; both readings live here, one after the other,
 * and both take the words that turn a switch on or off from one list (TURNING).
 */

/**
 * The words that turn a switch on, and those that turn it off: the power switch reads them as
 * `on` (`enabled`, `active`…) and the by-name reader next to a switch's name ("Enable dark mode",
 * "turn off notifications"). A word added here is read both ways.
 */
export const TURNING: { readonly on: readonly string[]; readonly off: readonly string[] } = {
  on: ["enable", "enabled", "activate", "start", "turn on", "turned on", "switch on", "switched on"],
  off: ["disable", "disabled", "deactivate", "stop", "turn off", "turned off", "switch off", "switched off", "shut down"],
};

/** The words of TURNING as a regex's alternatives, a phrase's spaces any space. */
const alternatives = (words: readonly string[]) => words.map((word) => word.replace(/ /g, "\\s+")).join("|");
/** The first word of each phrase of TURNING: the cue a message holds before the power switch's patterns are tried. */
const TURNING_CUES = [...new Set([...TURNING.on, ...TURNING.off].map((word) => word.split(" ")[0]!))].join("|");

/** One meaning of a yes/no field: the names of a field that holds it, of one that holds its opposite, and the words that set or clear it. */
interface Switch {
  readonly fields: ReadonlySet<string>;
  readonly opposite: ReadonlySet<string>;
  /** A word the message must hold before the patterns are tried (a cheap check). */
  readonly cue: RegExp;
  readonly sets: RegExp;
  readonly clears: RegExp;
}

const fields = (names: string) => new Set(names.split(" "));

const SWITCHES: readonly Switch[] = [
  {
    // Checked before power: "Turn the sound off" is not a mute, but "mute" is.
    fields: fields("muted mute ismuted"),
    opposite: fields("unmuted audible soundon"),
    cue: /mute|silence/,
    sets: /\b(?:mute|silence)\b/,
    clears: /\bun-?mute\b/,
  },
  {
    fields: fields("on ison enabled enable isenabled active isactive power poweron powered turnon switchon activated"),
    opposite: fields("off isoff disabled isdisabled poweroff turnoff switchoff"),
    cue: new RegExp(`\\b(?:on|off|shut|${TURNING_CUES})`),
    // "Turn the living room lights off": a verb of turning may have the thing between it and on or off.
    sets: new RegExp(`\\b(?:(?:turn|switch|power|flip|put|set)\\s+(?:[\\w'-]+\\s+){0,4}?on|${alternatives(TURNING.on)}|lights?\\s+on)\\b`),
    clears: new RegExp(`\\b(?:(?:turn|switch|power|flip|put|set|shut)\\s+(?:[\\w'-]+\\s+){0,4}?off|${alternatives(TURNING.off)}|lights?\\s+off)\\b`),
  },
  {
    fields: fields("locked lock islocked"),
    opposite: fields("unlocked isunlocked"),
    cue: /lock/,
    sets: /\block\b/,
    clears: /\bunlock\b/,
  },
  {
    fields: fields("visible isvisible show shown isshown"),
    opposite: fields("hidden hide ishidden"),
    cue: /show|hide|unhide/,
    sets: /\b(?:show|unhide)\b/,
    clears: /\bhide\b/,
  },
  {
    fields: fields("open isopen opened"),
    opposite: fields("closed close isclosed shut"),
    cue: /open|close|shut/,
    sets: /\bopen\b/,
    clears: /\b(?:close|shut)\b/,
  },
  {
    fields: fields("done isdone completed complete iscompleted iscomplete finished isfinished checked"),
    opposite: fields("pending ispending incomplete undone"),
    cue: /done|complet|finish|undo|reopen/,
    sets: /\b(?:done|completed?|finished)\b/,
    // "Mark task 12 as not done": the clearing words are tried first.
    clears: /\b(?:undone|not\s+(?:yet\s+)?(?:done|completed?|finished)|incomplete|uncompleted?|unfinished|reopen)\b/,
  },
  {
    // "Thumbs down this song", "Dislike this track" → `liked: false`; "Like this song", "I love this one" → true.
    fields: fields("liked like isliked favorite favourite loved thumbsup"),
    opposite: fields("disliked dislike isdisliked thumbsdown"),
    cue: /like|love|thumb|favou?rite|hate/,
    sets: /\b(?:like|love|thumbs?\s+up|favou?rite)\b/,
    clears: /\b(?:dislike|unlike|hate|thumbs?\s+down|unfavou?rite|don['’]?t\s+(?:like|love))\b/,
  },
];

/**
 * The state the yes/no field `normalised` (`is_on` → "ison") takes from `lowerPrompt`, or
 * undefined when the field is no switch or the message does not say.
 * @example switchStateOf("on", "turn off the living room lights") // false
 * @example switchStateOf("muted", "unmute the tv") // false
 */
export function switchStateOf(normalised: string, lowerPrompt: string): boolean | undefined {
  for (const each of SWITCHES) {
    const same = each.fields.has(normalised);
    if (!same && !each.opposite.has(normalised)) continue;
    const text = lowerPrompt.slice(0, 300);
    if (!each.cue.test(text)) return undefined;
    // The clearing words first: "unmute" holds no "mute" word, but "not done" holds "done".
    const state = each.clears.test(text) ? false : each.sets.test(text) ? true : undefined;
    return state === undefined ? undefined : same ? state : !state;
  }
  return undefined;
}

/**
 * Words that turn a switch on ("Enable dark mode", "turn notifications on") or off: TURNING's, the
 * words of showing, allowing and unmuting a switch's thing (and their opposites), and a bare on or off.
 */
const SWITCHED_ON = new RegExp(`\\b(?:${alternatives(TURNING.on)}|show|allow|unmute)\\b|\\bon\\b`);
const SWITCHED_OFF = new RegExp(`\\b(?:${alternatives(TURNING.off)}|hide|mute|block|off)\\b`);

/**
 * Whether the message turns the switch `words` (a boolean property's words, `dark_mode` →
 * ["dark", "mode"]) on or off: "Enable dark mode" → true, "Turn off notifications" and "turn
 * notifications off" → false, "Set dark mode" → true; undefined when it does not name the switch. Words as written,
 * plurals aside ("notification" meets "notifications").
 */
export function switchedIn(lower: string, words: readonly string[]): boolean | undefined {
  if (words.length === 0 || !lower.includes(words[0]!)) return undefined;
  const named = new RegExp(`\\b${words.map((word) => word.replace(/[^a-z0-9]/g, "")).join("[\\s_-]+")}s?\\b`).exec(lower);
  if (!named) return undefined;
  // The verb before the switch ("turn off notifications"), else the word after it ("notifications off").
  const before = lower.slice(Math.max(0, named.index - 24), named.index);
  const after = lower.slice(named.index + named[0].length, named.index + named[0].length + 8);
  for (const part of [before, after]) {
    if (SWITCHED_OFF.test(part)) return false;
    if (SWITCHED_ON.test(part)) return true;
  }
  // "Use dark mode", "Set dark mode": a switch named with no word of turning it off is on.
  return true;
}
