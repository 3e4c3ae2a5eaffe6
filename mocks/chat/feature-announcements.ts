/**
 * The announcement of a new feature to a product's users: "Write an announcement for our new dark
 * mode feature", "Write an email announcing a new feature to our users". A model writes it as a
 * product team sends one: a title (a subject line for an email), what the feature is, what users
 * can do with it, where to find it, and thanks for the feedback behind it. A feature it knows
 * (dark mode, two-factor authentication, offline mode, search, integrations, export) gets what
 * that feature does; any other gets placeholders for its benefits.
 */
import { capitalized } from "./reply.ts";

/** What well-known features do for their users, by the feature's words. */
const KNOWN: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\bdark\s+(?:mode|theme)\b/i, ["Easier on your eyes at night and in low light", "Follows your system setting automatically, or switch it on in Settings", "Saves battery on OLED screens"]],
  [/\b(?:two[- ]factor|2fa|multi[- ]factor|mfa)\b/i, ["An extra layer of security: a code from your phone on top of your password", "Works with any authenticator app, or by text message", "Takes less than a minute to set up in Settings → Security"]],
  [/\boffline\b/i, ["Keep working without an internet connection", "Your changes sync automatically as soon as you're back online", "Perfect for flights, commutes and patchy Wi-Fi"]],
  [/\bsearch\b/i, ["Find anything in seconds, across all your [projects / files / messages]", "Filters to narrow results by date, type and owner", "Results that show up as you type"]],
  [/\bintegrations?\b/i, ["Connect [Product] to the tools you already use, like [Slack, Google Drive, Zapier]", "Updates flow between your apps automatically, with no copy and paste", "Set it up in a few clicks from the Integrations page"]],
  [/\bexport\b/i, ["Export your data to CSV, PDF or Excel in one click", "Choose exactly which fields to include", "Schedule exports to arrive in your inbox"]],
];

/** "our new dark mode feature", "a new feature called Smart Replies", "announcing our new search filters": the feature's name. */
const NAMED = [
  /\bfeature\s+(?:called|named)\s+["“]?([\p{L}\p{N}][\p{L}\p{N} -]{1,40}?)["”]?\s*(?:$|[.,!?]|\s+(?:to|for)\b)/iu,
  /\b((?:(?!(?:new|latest|announcement|announcing|email|message|note|post|blog|of|for|to|a|an|the|our|my|about|write|draft)\b)[\p{L}\p{N}-]+\s+){1,4})features?\b/iu,
  /\b(?:announcing|announce|introducing|launching|launch\s+of|release\s+of)\s+(?:our\s+|the\s+|a\s+)?(?:new\s+)?((?!feature\b)[\p{L}\p{N}][\p{L}\p{N} -]{1,40}?)\s*(?:$|[.,!?]|\s+(?:to|for)\s+(?:our|the|all|my)\b)/iu,
];

/** A request for an announcement. */
const ASKS = /^\s*(?:please\s+)?(?:(?:can|could)\s+you\s+)?(?:help\s+me\s+)?(?:write|draft|compose|create|prepare)\b[\s\S]*\b(?:announc\w*|introducing)\b/i;

/**
 * The announcement a prompt asks for of a new feature to its users, or undefined when it asks for
 * none (an announcement of a launch, a hire or an event is another reply's).
 * @example featureAnnouncementReply("Write an announcement for our new dark mode feature")?.split("\n")[0] // "**Introducing Dark Mode** 🎉"
 */
export function featureAnnouncementReply(prompt: string): string | undefined {
  // Cheap first look: the ask's opening (ASKS fails at the start of most prompts) and its announcing word, then a feature named.
  if (!ASKS.test(prompt) || !/\bfeatures?\b/i.test(prompt)) return undefined;
  // "a tweet announcing our new feature" is a post (writing-tasks.ts).
  if (/\b(?:tweet|linkedin|post|caption)\b/i.test(prompt)) return undefined;
  const found = NAMED.map((pattern) => pattern.exec(prompt)?.[1]?.trim()).find((name) => name !== undefined && !/^(?:feature|update|product|app)s?$|^(?:an?|the)\s|\bupdates?\b/i.test(name));
  const feature = found === undefined ? "[Feature name]" : found.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());
  const benefits = KNOWN.find(([cue]) => cue.test(found ?? ""))?.[1] ?? ["[What users can now do]", "[A second benefit]", "[A third benefit, or a detail people will like]"];
  const email = /\be-?mail\b/i.test(prompt);
  const title = `Introducing ${feature}`;
  return [
    ...(email ? [`Subject: ${title}: [one-line benefit]`, "", "Hi [First name],", ""] : [`**${title}** 🎉`, ""]),
    `We're excited to introduce ${feature}${found === undefined ? ", [one line on what it does]" : ""}, available today for [all users / plans].`,
    "",
    "Here's what it means for you:",
    ...benefits.map((benefit) => `- ${capitalized(benefit)}`),
    "",
    `To try it, [where to find it: open Settings → …]. It's ready when you are.`,
    "",
    "We built this because so many of you asked for it, so thank you for your feedback. Let us know what you think, and keep the ideas coming!",
    "",
    email ? "Cheers,\nThe [Product] team" : "— The [Product] team",
  ].join("\n");
}
