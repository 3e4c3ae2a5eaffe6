import { defineCheck } from "./check.ts";
import { issuedIdentifiers, ownerKey } from "./identifiers.ts";

/**
 * An identifier names one thing across the whole run: no two submissions share a task_id, no
 * two OCR answers a request_id, no two users an id. Registers what it saw, so every later
 * exchange is compared with every earlier one.
 */
export const identifiersUnique = defineCheck({
  name: "identifiersUnique",
  title: "Identifier issued twice",
  rule: "seed §2.4 (task_id: Task identifier), §2.5 (request_id: Unique request identifier), §2.6 (user id): one identifier, one thing, across the run",
  provenance: "seed",
  applies: (exchange, ctx) => ctx.identifiers !== undefined && issuedIdentifiers(exchange).length > 0,
  run: (exchange, ctx, fail) => {
    const registry = ctx.identifiers!;
    let failure = null;
    for (const id of issuedIdentifiers(exchange)) {
      const key = `${id.kind}:${id.value}`;
      const earlier = registry.get(key);
      if (earlier !== undefined && ownerKey(earlier) !== ownerKey(id.owner) && failure === null) {
        failure = fail(`Received: ${id.kind} ${id.value} at ${id.pointer} of #${exchange.seq} (${id.owner})\nAlready issued to: ${earlier}`, { pointer: id.pointer });
      }
      if (earlier === undefined) registry.set(key, id.owner);
    }
    return failure;
  },
});
