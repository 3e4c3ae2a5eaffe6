/**
 * Enum values a message names by another word: "in °C" is `celsius`, "set the fan to max" is
 * `high`. A model maps them; the mock, which finds only a value written as it is, would keep
 * the faker's ("fahrenheit" for "the weather in Chicago in °C"). A short table of the words
 * used for the values of common enums (units, levels, sizes); a value without words here is
 * named only as it is written.
 */

/** Words (lowercase, whole words) that name each value, by the value as it is normalised (lowercase). */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ["celsius", ["°c", "centigrade", "degrees c", "deg c"]],
  ["c", ["°c", "celsius", "centigrade"]],
  ["metric", ["°c", "celsius", "kilometers", "kilometres", "km", "kg", "meters", "metres"]],
  ["fahrenheit", ["°f", "degrees f", "deg f"]],
  ["f", ["°f", "fahrenheit"]],
  ["imperial", ["°f", "fahrenheit", "miles", "pounds", "lbs", "feet"]],
  ["high", ["fast", "max", "maximum", "full", "full blast", "highest"]],
  ["low", ["slow", "min", "minimum", "lowest", "gentle"]],
  ["medium", ["mid", "moderate", "normal"]],
  ["large", ["big", "huge"]],
  ["small", ["little", "tiny"]],
  // A repeat ("Remind me … every Sunday"): how often, as a reminder's or an event's `recurrence` takes it.
  ["daily", ["every day", "each day", "every morning", "every evening", "every night", "once a day"]],
  ["weekly", ["every week", "each week", "once a week", "every monday", "every tuesday", "every wednesday", "every thursday", "every friday", "every saturday", "every sunday"]],
  ["monthly", ["every month", "each month", "once a month"]],
  ["yearly", ["every year", "each year", "once a year", "annually"]],
  ["annually", ["every year", "each year", "once a year", "yearly"]],
  // A music player's controls (`control_playback`'s `action`): "Skip this song" is `next`.
  ["next", ["skip", "next song", "next track"]],
  ["skip", ["next song", "next track"]],
  ["previous", ["go back", "last song", "last track", "previous song", "previous track"]],
  ["play", ["resume", "unpause", "keep playing", "continue playing"]],
  ["pause", ["stop the music", "stop playing", "stop playback"]],
  // How to travel (Google Maps' and the OpenAI guide's `get_directions` modes): "on foot" is `walking`, "by car" `driving`.
  ["walking", ["on foot", "walk", "by foot", "walking distance"]],
  ["walk", ["on foot", "by foot", "walking"]],
  ["driving", ["by car", "drive", "car"]],
  ["drive", ["by car", "driving", "car"]],
  ["car", ["by car", "drive", "driving"]],
  ["bicycling", ["by bike", "bike", "cycle", "cycling", "by bicycle", "bicycle"]],
  ["cycling", ["by bike", "bike", "cycle", "by bicycle", "bicycle", "bicycling"]],
  ["bike", ["by bike", "cycle", "cycling", "by bicycle", "bicycle", "bicycling"]],
  ["transit", ["public transport", "public transit", "by bus", "by train", "by subway", "by metro", "by tram", "bus", "train", "subway", "metro"]],
]);

/**
 * The value of `values` the message names by another word, or undefined. `mentions` says whether
 * the message has a phrase as whole words (ConversationReading.mentions), `lowerPrompt` is the
 * message in lowercase: a degree sign follows a number ("21°c"), so it is looked for as written.
 * Only values the table knows cost a look.
 * @example synonymValue(["celsius", "fahrenheit"], (phrase) => false, "weather in chicago in °c") // "celsius"
 */
export function synonymValue(values: readonly string[], mentions: (phrase: string) => boolean, lowerPrompt: string): string | undefined {
  for (const value of values) {
    const words = SYNONYMS.get(value.toLowerCase());
    if (words?.some((word) => (word.startsWith("°") ? lowerPrompt.includes(word) : mentions(word)))) return value;
  }
  return undefined;
}
