import type { ValidationIssue } from "../../spec/validators.ts";

/**
 * Turns validation issues into one message naming the offending field, as a developer would
 * write it: the first real issue, with anyOf noise folded ("must be string or array").
 */
export function describeIssues(issues: readonly ValidationIssue[]): { message: string; param: string | null } {
  const requiredAlternatives = issues.filter((i) => i.keyword === "required" && i.schemaPath.includes("/anyOf/"));
  const concrete = issues.filter((i) => i.keyword !== "anyOf" && i.keyword !== "if" && !requiredAlternatives.includes(i));
  if (concrete.length === 0 && requiredAlternatives.length > 0) {
    const names = requiredAlternatives.map((i) => i.pointer.split("/").pop());
    const first = requiredAlternatives[0]!;
    const where = first.message.split(" ")[0];
    return { message: `${where} must include one of: ${names.join(", ")}`, param: names[0] ?? null };
  }
  const first = concrete[0] ?? issues[0];
  if (!first) return { message: "The request is invalid.", param: null };
  const sameSpot = concrete.filter((i) => i.pointer === first.pointer && i.keyword === "type");
  if (first.keyword === "type" && sameSpot.length > 1) {
    // Alternatives of one type (two object shapes of a body) name it once.
    const types = [...new Set(sameSpot.map((i) => i.message.replace(/^.* must be /, "")))];
    return { message: `${first.message.replace(/ must be .*$/, "")} must be ${types.join(" or ")}`, param: first.param };
  }
  const more = concrete.length > 1 ? ` (and ${concrete.length - 1} more problem${concrete.length > 2 ? "s" : ""})` : "";
  return { message: `${first.message}${more}`, param: first.param };
}
