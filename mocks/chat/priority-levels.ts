/**
 * A numeric priority asked in words: "Create a task to fix the login bug, priority high" with a
 * `priority` of type integer, 1–5, is 4, not the faker's 3 or a number drawn at random. Enum
 * priorities ("low", "high") are enum-cues.ts's; this is for numbers with bounds.
 *
 * Designed (APIs disagree: Jira and Linear count 1 as the most urgent, others count up): the
 * levels go up the scale (lowest, low, medium, high, highest), so on 1–5 low is 2, medium 3, high
 * 4 and urgent or critical 5; a scale of three or fewer steps takes its ends and middle; the scale
 * is turned round when the field's description says 1 (or its minimum) is the highest ("1 =
 * highest", "1 is most urgent", "lower is more urgent"). A message that names no level pays one
 * `includes`.
 */

/** A level the message asks: "priority high", "high priority", "priority: urgent", "set the priority to low". */
const ASKED_LEVEL = /\bpriority\b[\s:=-]{0,3}(?:(?:is|of|to|as|level)\s+){0,2}(lowest|low|medium|normal|moderate|high|highest|urgent|critical)\b|\b(lowest|low|medium|normal|moderate|high|highest|urgent|critical)[\s-]priority\b/;
/** Where each level sits on the scale, from its bottom (0) to its top (1). */
const SHARES: ReadonlyMap<string, number> = new Map([
  ["lowest", 0],
  ["low", 0.25],
  ["medium", 0.5],
  ["normal", 0.5],
  ["moderate", 0.5],
  ["high", 0.75],
  ["highest", 1],
  ["urgent", 1],
  ["critical", 1],
]);
/** A description that counts down: "1 = highest", "1 is the most urgent", "1 (highest)", "lower numbers are more urgent". */
const COUNTS_DOWN = /\b1\s*(?:=|is|:|-|\()\s*(?:the\s+)?(?:highest|most\s+(?:urgent|important)|urgent|critical|top)\b|\blower\s+(?:numbers?\s+)?(?:is|are|means)\s+(?:more\s+urgent|higher)\b/i;

/**
 * The number of the level `lower` (the message, lowercase) asks on the field's scale, or
 * undefined when it asks none or the field has no bounds.
 * @example priorityNumber("create a task to fix the login bug, priority high", { type: "integer", minimum: 1, maximum: 5 }) // 4
 */
export function priorityNumber(lower: string, node: { type?: unknown; minimum?: unknown; maximum?: unknown; description?: unknown }): number | undefined {
  if (!lower.includes("priority") || typeof node.minimum !== "number" || typeof node.maximum !== "number" || node.maximum <= node.minimum) return undefined;
  const match = ASKED_LEVEL.exec(lower.slice(0, 2000));
  const share = SHARES.get(match?.[1] ?? match?.[2] ?? "");
  if (share === undefined) return undefined;
  const { minimum: min, maximum: max } = node;
  // On a scale of three steps or fewer, "low" is its bottom and "high" its top.
  const steps = max - min;
  const placed = steps <= 2 ? (share < 0.5 ? 0 : share > 0.5 ? 1 : 0.5) : share;
  let number = min + placed * steps;
  if (node.type === "integer" || (Number.isInteger(min) && Number.isInteger(max) && steps > 2)) number = Math.round(number);
  if (typeof node.description === "string" && COUNTS_DOWN.test(node.description)) number = max + min - number;
  return number;
}
