/**
 * openapi-typescript renders a JSON Schema `if`/`then` as `unknown`, so the Task's rule "when
 * `status` is completed, `output` is present" (and the same for failed and `error`) reached no
 * type: `status` narrowed nothing and `output` stayed optional. Each such condition is an
 * implication, rendered here as the union it means,
 *   { status: "completed"; output: TaskOutput } | { status: Exclude<TaskStatus, "completed"> },
 * intersected with the object, so `task.status === "completed"` makes `task.output` required.
 * Only an `allOf` made wholly of conditions on one property's `const` with a `then` of `required`
 * is rewritten; any other schema keeps openapi-typescript's rendering.
 */
import ts from "typescript";
import type { TransformNodeOptions } from "openapi-typescript";

interface Condition {
  property: string;
  value: string;
  required: string[];
}

/** The schema's `allOf` as conditions, or undefined when it is anything else. */
function conditionsOf(schema: unknown): Condition[] | undefined {
  const allOf = (schema as { allOf?: unknown } | undefined)?.allOf;
  if (!Array.isArray(allOf) || allOf.length === 0) return undefined;
  const conditions: Condition[] = [];
  for (const member of allOf as { if?: { properties?: Record<string, { const?: unknown }> }; then?: Record<string, unknown> }[]) {
    const tested = Object.entries(member.if?.properties ?? {});
    const then = member.then ?? {};
    if (tested.length !== 1 || typeof tested[0]![1].const !== "string") return undefined;
    if (Object.keys(then).join() !== "required" || !Array.isArray(then.required)) return undefined;
    conditions.push({ property: tested[0]![0], value: tested[0]![1].const, required: then.required as string[] });
  }
  return conditions;
}

const f = ts.factory;
const field = (name: string, type: ts.TypeNode, optional = false) =>
  f.createPropertySignature(undefined, /^[A-Za-z_$][\w$]*$/.test(name) ? f.createIdentifier(name) : f.createStringLiteral(name), optional ? f.createToken(ts.SyntaxKind.QuestionToken) : undefined, type);
const named = (member: ts.TypeElement) => (member.name && ts.isIdentifier(member.name) ? member.name.text : member.name && ts.isStringLiteral(member.name) ? member.name.text : undefined);

/** openapi-typescript's `postTransform`: the object's conditions as unions, or no change. */
export function conditionalTypes(type: ts.TypeNode, options: TransformNodeOptions): ts.TypeNode | undefined {
  const conditions = conditionsOf(options.schema);
  if (!conditions || !ts.isIntersectionTypeNode(type)) return undefined;
  const base = type.types.find(ts.isTypeLiteralNode);
  if (!base) return undefined;
  const unions: ts.TypeNode[] = [];
  const declared = (name: string) => (base.members.find((member) => ts.isPropertySignature(member) && named(member) === name) as ts.PropertySignature | undefined)?.type;
  for (const { property, value, required } of conditions) {
    const tested = declared(property);
    if (!tested) return undefined;
    const literal = f.createLiteralTypeNode(f.createStringLiteral(value));
    // A required field has its declared type, without the `undefined` of an optional one.
    const present = (name: string) => field(name, declared(name) ?? f.createKeywordTypeNode(ts.SyntaxKind.UnknownKeyword));
    const when = f.createTypeLiteralNode([field(property, literal), ...required.map(present)]);
    const otherwise = f.createTypeLiteralNode([field(property, f.createTypeReferenceNode("Exclude", [tested, literal]))]);
    unions.push(f.createParenthesizedType(f.createUnionTypeNode([when, otherwise])));
  }
  return f.createIntersectionTypeNode([base, ...unions]);
}
