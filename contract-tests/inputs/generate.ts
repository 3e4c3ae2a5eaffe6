/**
 * Valid request bodies generated from the spec's own request schemas with json-schema-faker,
 * seeded so a failing body is reproduced by the same CONTRACT_SEED.
 */
import { generate } from "json-schema-faker";
import { inlineSchema } from "../../spec/inline-schema.ts";
import { type ValidationIssue } from "../../spec/validators.ts";


/**
 * Generates a value of a component schema that `fix` then adapts (a real model id, a reachable
 * URL) and `validate` accepts; tries successive seeds, since the faker may miss a constraint.
 */
export async function generateValid<T>(
  name: string,
  seed: number,
  fix: (value: T) => T,
  validate: (value: T) => ValidationIssue[],
): Promise<T> {
  const schema = inlineSchema(name);
  let lastIssues: ValidationIssue[] = [];
  for (let attempt = 0; attempt < 25; attempt++) {
    const value = fix((await generate(schema as never, { seed: seed * 100 + attempt, optionalsProbability: 0.5, maxDefaultItems: 3 })) as T);
    lastIssues = validate(value);
    if (lastIssues.length === 0) return value;
  }
  throw new Error(`[contract] no valid ${name} from seed ${seed}: ${lastIssues.map((i) => i.message).join("; ")}`);
}
