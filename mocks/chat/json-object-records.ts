/**
 * The keys of a record a `json_object` prompt asks to be made and names no keys of: "Output a
 * JSON object describing a user profile" gets what a model puts in one (`id`, `username`,
 * `name`, `email`, `age`, `location`, `bio`, `interests`), which the document generator then
 * fills as it fills any schema. Only when the prompt asks for the record to be made (generate,
 * describe, create…): "What is a user profile? Answer in JSON" asks a question, not a record.
 */

/** The keys of the records prompts ask for most, by the noun that names them. */
const RECORDS: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      ["user profile", "id username name email age location bio interests"],
      ["user", "id username name email age location bio interests"],
      ["profile", "id username name email age location bio interests"],
      ["customer", "id name email phone address is_member"],
      ["employee", "id name email job_title department hire_date salary"],
      ["person", "name age occupation city hobbies"],
      ["character", "name age occupation personality backstory"],
      ["product", "id name description price currency category in_stock:boolean"],
      ["book", "title author year genre pages:integer"],
      ["movie", "title director year genre rating"],
      ["film", "title director year genre rating"],
      ["address", "street city state postal_code country"],
      ["company", "name industry founded headquarters employees website"],
      ["event", "title date location description attendees"],
      ["restaurant", "name cuisine city rating price_range"],
      ["order", "order_id customer items total status created_at"],
      ["pet", "name species breed age"],
      ["car", "make model year color price"],
      ["joke", "setup punchline"],
    ] as const
  ).map(([noun, keys]) => [noun, keys.split(" ")] as const),
);

/** A verb or participle that asks for a record to be made, then the record: "describing a user profile", "Generate a fake user". */
const MADE_RECORD = new RegExp(
  String.raw`\b(?:generate|create|make|describe|describing|describes|representing|represents|output|return|give(?:\s+me)?|write|produce|invent|build|mock|tell(?:\s+me)?)\s+(?:(?:a|an|one|the|my|sample|example|fake|fictional|random|typical|new|simple|single|mock|dummy|test|realistic)\s+)*(${[...RECORDS.keys()].join("|")})\b(?!\s*(?:list|s\b|'s\b|ids?\b|names?\b))`,
  "i",
);

/** A word of a record's name. */
const CUE = new RegExp([...new Set([...RECORDS.keys()].map((noun) => noun.split(" ").pop()!))].join("|"), "i");

/**
 * The keys of the record `text` (the user's message) asks to be made, each with the type its
 * name does not say (`in_stock:boolean`), or undefined.
 * @example recordKeys("Output a JSON object describing a user profile") // ["id", "username", "name", "email", "age", "location", "bio", "interests"]
 */
export function recordKeys(text: string): readonly string[] | undefined {
  const head = text.slice(0, 600);
  // A cheap cue first: most prompts name no record.
  if (!CUE.test(head)) return undefined;
  const found = MADE_RECORD.exec(head);
  return found ? RECORDS.get(found[1]!.toLowerCase()) : undefined;
}
