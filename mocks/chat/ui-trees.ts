/**
 * Interfaces generated as a tree of components, OpenAI's structured-outputs example of a
 * recursive schema: `{ type: enum [div, button, header, section, field, form], label, children:
 * [$ref "#"], attributes: [{ name, value }] }` for "Make a User Profile Form". The faker filled it
 * with buttons labelled "b5PoB183dL"; a model writes the form asked for: a form labelled "User
 * Profile" whose children are its fields (First Name, Last Name, Email, …, each with its input
 * type and a placeholder) and a submit button; a landing page gets a header, sections and a call
 * to action. Two levels deep, as a model keeps it.
 *
 * Read from the caller's schema (the node that holds itself as `children`), once per document;
 * the tree replaces the faker's only where the schema accepts it.
 */
import { normalisedKey } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** A component of the tree, before it is written in the schema's names. */
interface Component {
  type: "form" | "field" | "button" | "header" | "section" | "div";
  label: string;
  attributes: readonly (readonly [name: string, value: string])[];
  children: readonly Component[];
}

/** A form's field: its label, input type and name. */
type Field = readonly [label: string, type: string];

/** The fields of the forms demos ask for, by what the form is for, and its button. */
const FORMS: readonly (readonly [RegExp, readonly Field[], string])[] = [
  [/\bsign[- ]?up|regist|create (?:an )?account/i, [["Full Name", "text"], ["Email", "email"], ["Password", "password"], ["Confirm Password", "password"]], "Sign Up"],
  [/\blog[- ]?in|sign[- ]?in/i, [["Email", "email"], ["Password", "password"]], "Log In"],
  [/\bcontact|enquir|inquir/i, [["Name", "text"], ["Email", "email"], ["Subject", "text"], ["Message", "textarea"]], "Send Message"],
  [/\bcheckout|payment|shipping|billing|order/i, [["Full Name", "text"], ["Address", "text"], ["City", "text"], ["Postal Code", "text"], ["Card Number", "text"]], "Place Order"],
  [/\bfeedback|survey|review/i, [["Name", "text"], ["Email", "email"], ["Rating", "number"], ["Comments", "textarea"]], "Submit Feedback"],
  [/\bbook|reserv|appointment/i, [["Name", "text"], ["Email", "email"], ["Date", "date"], ["Time", "time"], ["Number of Guests", "number"]], "Book Now"],
  [/\bprofile|account|user|settings/i, [["First Name", "text"], ["Last Name", "text"], ["Email", "email"], ["Phone Number", "tel"], ["Bio", "textarea"]], "Save Profile"],
];
const ANY_FORM: readonly Field[] = [["Name", "text"], ["Email", "email"], ["Message", "textarea"]];

/** What the prompt asks to be made: "Make a User Profile Form" → "User Profile Form". */
const ASKED = /\b(?:make|create|build|generate|design|write|give\s+me|draft)\s+(?:me\s+)?(?:an?\s+|the\s+)?(?:simple\s+|basic\s+)?(.{2,60}?)\s*[.!?]*$/i;

/** The component names of a UI tree's type field, and what stands in for one the schema's enum lacks. */
const STAND_INS: Readonly<Record<Component["type"], readonly string[]>> = {
  form: ["form", "div", "section"],
  field: ["field", "input", "textfield", "text_field", "div"],
  button: ["button", "div"],
  header: ["header", "h1", "heading", "div"],
  section: ["section", "div"],
  div: ["div", "section", "container"],
};
/** Component names that mark a schema's type enum as one of interface elements. */
const UI_TYPES: ReadonlySet<string> = new Set(["div", "button", "header", "section", "field", "form", "input", "span", "container"]);

/** How the caller's schema names a component's parts. */
interface TreeShape {
  typeKey: string;
  /** The component names the type field allows (undefined: any string). */
  types: readonly string[] | undefined;
  labelKey: string | undefined;
  childrenKey: string;
  attributesKey: string | undefined;
  /** The keys of an attribute's name and value, for attributes written as a list of pairs; undefined for attributes written as an object. */
  pair: readonly [string, string] | undefined;
}

/**
 * `document` (of `schema`) as the interface the prompt asks for, when `schema` is a recursive
 * tree of components and `validate` accepts the tree; else the document itself.
 */
export function withInterfaceTree(document: unknown, prompt: string, validate: (value: unknown) => boolean, schema: Json): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  // The tree is the document, or its one top-level property (`{ ui: { $ref: "#/$defs/node" } }`, as strict schemas write recursion).
  const holds = (node: object) => "children" in node;
  const inner = holds(document) ? undefined : Object.entries(document).find(([, value]) => value !== null && typeof value === "object" && !Array.isArray(value) && holds(value))?.[0];
  if (!holds(document) && inner === undefined) return document;
  const node = inner === undefined ? schema : ((schema.properties as Record<string, Json> | undefined)?.[inner] ?? {});
  const shape = treeShape(node, schema);
  if (!shape) return document;
  const tree = interfaceFor(prompt);
  for (const attributes of [true, false]) {
    const written = write(tree, shape, attributes, 0);
    const next = written && inner !== undefined ? { ...(document as Json), [inner]: written } : written;
    if (next && validate(next)) return next;
  }
  return document;
}

/** The tree of components the prompt asks for: a form of its fields, or a page of a header, sections and a button. */
export function interfaceFor(prompt: string): Component {
  const asked = ASKED.exec(prompt.trim())?.[1]?.replace(/^(?:for|of)\s+/i, "") ?? "";
  const isForm = /\bform\b/i.test(asked || prompt);
  if (isForm) {
    const subject = titled(asked.replace(/\s*\bform\b.*$/i, "").replace(/^(?:an?|the)\s+/i, "")) || "Form";
    const [, fields, action] = FORMS.find(([cue]) => cue.test(asked || prompt)) ?? [undefined, ANY_FORM, "Submit"];
    const children: Component[] = fields.map(([label, type]) => ({
      type: "field",
      label,
      attributes: [["type", type], ["name", camel(label)], ["placeholder", `Enter your ${label.toLowerCase()}`]],
      children: [],
    }));
    children.push({ type: "button", label: action, attributes: [["type", "submit"]], children: [] });
    return { type: "form", label: subject, attributes: [["method", "post"]], children };
  }
  // A page: "a landing page for a coffee shop" is the coffee shop's page.
  const forWhat = /\bfor\s+(?:an?\s+|the\s+|my\s+|our\s+)?(.+)$/i.exec(asked)?.[1] ?? asked.replace(/\s*\b(?:landing\s+)?page\b.*$/i, "");
  const name = titled(forWhat.replace(/^(?:an?|the)\s+/i, "")) || "Our Product";
  const landing = /\blanding\b|\bhome\s*page\b|\bpage\b/i.test(asked || prompt);
  return {
    type: "div",
    label: landing ? `${name} Landing Page` : name,
    attributes: [["class", "page"]],
    children: [
      { type: "header", label: name, attributes: [["class", "site-header"]], children: [] },
      { type: "section", label: `Welcome to ${name}`, attributes: [["id", "hero"]], children: [] },
      { type: "section", label: "What We Offer", attributes: [["id", "features"]], children: [] },
      { type: "section", label: "Visit Us", attributes: [["id", "contact"]], children: [] },
      { type: "button", label: "Get Started", attributes: [["type", "button"]], children: [] },
    ],
  };
}

/** The tree shape of `at` (a node of `schema`), when it is a component that holds components of its own kind. */
function treeShape(at: Json, schema: Json): TreeShape | undefined {
  const node = resolved(at, schema);
  const properties = node?.properties as Record<string, Json> | undefined;
  if (!node || !properties) return undefined;
  let childrenKey: string | undefined;
  let typeKey: string | undefined;
  let labelKey: string | undefined;
  let attributesKey: string | undefined;
  for (const [key, sub] of Object.entries(properties)) {
    if (sub === null || typeof sub !== "object") continue;
    const normal = normalisedKey(key);
    const items = sub.items as Json | undefined;
    if (items && typeof items.$ref === "string" && resolved(items, schema) === node) childrenKey = key;
    else if (["type", "component", "element", "tag", "kind"].includes(normal)) typeKey = key;
    else if (["label", "text", "title", "content", "name"].includes(normal) && labelKey === undefined) labelKey = key;
    else if (["attributes", "attrs", "props", "properties"].includes(normal)) attributesKey = key;
  }
  if (childrenKey === undefined || typeKey === undefined) return undefined;
  const typeNode = properties[typeKey]!;
  const types = Array.isArray(typeNode.enum) ? (typeNode.enum.filter((value) => typeof value === "string") as string[]) : undefined;
  if (types && !types.some((type) => UI_TYPES.has(type.toLowerCase()))) return undefined;
  let pair: readonly [string, string] | undefined;
  if (attributesKey !== undefined) {
    const attributeItems = (properties[attributesKey]!.items ?? undefined) as Json | undefined;
    const keys = Object.keys((attributeItems?.properties as Json | undefined) ?? {});
    if (keys.length >= 2) pair = [keys.find((key) => /name|key/i.test(key)) ?? keys[0]!, keys.find((key) => /value/i.test(key)) ?? keys[1]!];
  }
  return { typeKey, types, labelKey, childrenKey, attributesKey, pair };
}

/** `node` with a `$ref` to the root or to its `$defs`/`definitions` followed (one step). */
function resolved(node: Json, root: Json): Json | undefined {
  const ref = node.$ref;
  if (typeof ref !== "string") return node;
  if (ref === "#") return root;
  const match = /^#\/(\$defs|definitions)\/([^/]+)$/.exec(ref);
  const defs = match ? (root[match[1]!] as Record<string, Json> | undefined) : undefined;
  return match && defs ? defs[match[2]!] : undefined;
}

/** The component written in the schema's names; undefined when its type has no stand-in in the schema's enum. */
function write(component: Component, shape: TreeShape, attributes: boolean, depth: number): Json | undefined {
  const type = shape.types === undefined ? component.type : STAND_INS[component.type].map((name) => shape.types!.find((allowed) => allowed.toLowerCase() === name)).find((found) => found !== undefined);
  if (type === undefined) return undefined;
  const node: Json = { [shape.typeKey]: type };
  if (shape.labelKey !== undefined) node[shape.labelKey] = component.label;
  const children: Json[] = [];
  for (const child of depth < 3 ? component.children : []) {
    const written = write(child, shape, attributes, depth + 1);
    if (written === undefined) return undefined;
    children.push(written);
  }
  node[shape.childrenKey] = children;
  if (shape.attributesKey !== undefined) {
    const pairs = attributes ? component.attributes : [];
    node[shape.attributesKey] = shape.pair ? pairs.map(([name, value]) => ({ [shape.pair![0]]: name, [shape.pair![1]]: value })) : Object.fromEntries(pairs);
  }
  return node;
}

/** "user profile" → "User Profile"; words already capitalised stay. */
function titled(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** "First Name" → "firstName": a field's `name` attribute. */
function camel(label: string): string {
  const [first = "", ...rest] = label.split(/\s+/);
  return first.toLowerCase() + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join("");
}
