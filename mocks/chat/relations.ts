/**
 * The person a message names by who they are to the user, not by name: "Call mom", "Email my
 * boss", "Text my sister". A model writes the relation as the contact ("Mom", "Boss"), not a
 * made-up name ("Camila López"), and a placeholder address for an email to it. The cue (one of
 * the words as a substring) comes before the pattern, so other messages pay one regex test.
 */

/** Relations a message may name without "my" ("Call mom"): they are used as names. */
const BARE = "mom|mum|mommy|mummy|mother|dad|daddy|father|grandma|grandpa|granny|nana";
/** Relations named after "my" ("my boss", "my wife"). */
const OWNED = `${BARE}|wife|husband|partner|sister|brother|sis|bro|son|daughter|aunt|uncle|cousin|grandmother|grandfather|boss|manager|girlfriend|boyfriend|fiancee?|roommate|landlord|landlady|doctor|dentist|teacher|coworker|colleague|neighbou?r|babysitter|lawyer|accountant|assistant|friend|best friend`;
const CUE = new RegExp(`\\b(?:${OWNED})\\b`, "i");
/** After a verb of reaching someone, or "to", "with": "Call mom", "Email my boss", "Send my boss an email", "a meeting with my manager". */
const RELATION = new RegExp(`\\b(?:send|call|phone|ring|dial|text|message|email|e-mail|mail|tell|ask|remind|invite|ping|facetime|contact|let|dm|notify|to|with|for|and)\\s+(?:(my|our)\\s+)?(${OWNED})\\b`, "i");

/**
 * The relation the message reaches, capitalised as a contact's name: "Call mom" → "Mom", "Email
 * my boss about …" → "Boss"; undefined when it names none (a "mother" of a story is no contact:
 * only after a verb of reaching someone, "to" or "with").
 * @example relationOf("Text my sister that I'm on my way") // "Sister"
 */
export function relationOf(text: string): string | undefined {
  const head = text.slice(0, 300);
  if (!CUE.test(head)) return undefined;
  const match = RELATION.exec(head);
  // Without "my", only the relations used as names: "ask a friend" reaches nobody in particular.
  if (match === null || (match[1] === undefined && !new RegExp(`^(?:${BARE})$`, "i").test(match[2]!))) return undefined;
  const relation = match[2]!.toLowerCase();
  return relation.charAt(0).toUpperCase() + relation.slice(1);
}

/** A placeholder address for an email to the relation the message names ("Email my boss" → "boss@example.com"), or undefined. */
export function relationAddressOf(text: string): string | undefined {
  const relation = relationOf(text);
  return relation === undefined ? undefined : `${relation.toLowerCase().replace(/\s+/g, ".")}@example.com`;
}

/**
 * The relation an email greets by it ("Hi Mom,"): only one a person is called by, as "mom", "dad"
 * or "grandma" are; "Hi Boss," or "Hi Sister," reads oddly, so an email to them opens "Hi,".
 * @example greetedRelationOf("Email mom that I'll be home for dinner") // "Mom"
 * @example greetedRelationOf("Email my boss that I'll be late") // undefined
 */
export function greetedRelationOf(text: string): string | undefined {
  const relation = relationOf(text);
  return relation !== undefined && BARE_NAME.test(relation) ? relation : undefined;
}
const BARE_NAME = new RegExp(`^(?:${BARE})$`, "i");

/** A group a message writes to as one: "Email the team that …", "Message the family group". */
const GROUP = /\b(?:send|text|message|email|e-mail|mail|tell|notify|ping|dm|let|to|remind|update)\s+(?:the|my|our)\s+((?:[a-z]+\s+)?(?:team|group|family|staff|department|class|crew|squad))\b/i;

/**
 * The group a message is sent to ("Email the team that the release is delayed" → "team", "Tell
 * the design team …" → "design team"), as the contact a model writes; undefined when it names none.
 * @example groupOf("Email the team that the release is delayed") // "team"
 */
export function groupOf(text: string): string | undefined {
  return GROUP.exec(text.slice(0, 300))?.[1]?.toLowerCase();
}

/** A handle a message writes ("DM @ana that …", "ping @dev-ops"), as written with its "@"; undefined for none (an email address is none). */
export function handleOf(text: string): string | undefined {
  return /(?:^|[\s(])(@[A-Za-z][\w.-]*[\w])/.exec(text.slice(0, 300))?.[1];
}
