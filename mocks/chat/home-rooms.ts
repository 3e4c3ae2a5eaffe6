/**
 * The rooms of a home a smart-home ask names: "Turn off the living room lights" → "living room".
 * A `room` argument (a light's or a thermostat's `location`) takes the room as written, not the
 * faker's letters ("nMl8ussreS").
 */

/** Rooms and places of a home, longest first so "living room" wins over "room". */
const ROOMS = new RegExp(
  String.raw`\b(${[
    "living room", "dining room", "family room", "guest room", "guest bedroom", "master bedroom", "laundry room", "utility room", "kids room", "kids' room",
    "home office", "front door", "back door", "front yard", "back yard", "backyard", "bedroom", "bathroom", "kitchen", "office", "study", "garage", "hallway",
    "basement", "attic", "nursery", "patio", "porch", "garden", "den", "loft", "entryway", "foyer", "closet", "pantry", "lounge", "playroom", "balcony",
    "deck", "driveway", "mudroom", "upstairs", "downstairs",
  ]
    .sort((a, b) => b.length - a.length)
    .join("|")})\b`,
  "i",
);

/** Every room at once: "Turn off all the lights", "every light in the house", "everywhere". */
const EVERY_ROOM = /\ball\s+(?:of\s+)?(?:the\s+)?(?:lights|lamps|rooms)\b|\bevery\s+(?:light|lamp|room)\b|\b(?:the\s+)?(?:whole|entire)\s+(?:house|home|apartment|flat)\b|\beverywhere\b/i;

/**
 * The room of a home the message names, lowercase as a model writes it ("all" for every room at
 * once), or undefined.
 */
export function roomIn(text: string): string | undefined {
  const head = text.slice(0, 400);
  return ROOMS.exec(head)?.[1]?.toLowerCase() ?? (EVERY_ROOM.test(head) ? "all" : undefined);
}

/** Words of a tool's name that say it works the devices of a home: its `location` is a room. */
const HOME_DEVICES: ReadonlySet<string> = new Set(
  "light lights lamp lamps bulb bulbs thermostat heating heater ac aircon fan fans blind blinds curtain curtains plug outlet switch device devices smart home vacuum speaker speakers tv".split(" "),
);

/** Whether a tool named with `words` (`set_lights` → ["set", "lights"]) works the devices of a home. */
export function isHomeDeviceTool(words: readonly string[]): boolean {
  return words.some((word) => HOME_DEVICES.has(word));
}
