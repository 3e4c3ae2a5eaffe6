/**
 * THE schema compiler: loads the spec once and compiles its schemas with Ajv (JSON Schema
 * 2020-12, as OpenAPI 3.1 uses), each issue carrying the provenance of the rule that failed
 * (seed or designed, decided by the seed view below). It knows schemas, not operations:
 * `operations.ts` builds the operation table from it, and the mock (requests) and the contract
 * suite (responses) both read that table, so neither re-types the spec.
 */
import type { Ajv2020, ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import { loadAjv, precompiledValidator, readSpecDocument } from "./platform.ts";

export type Provenance = "seed" | "designed";
export type ValidationPart = "body" | "query" | "path" | "header" | "response";

/** One validation failure, located like Fastify's validationContext. */
export interface ValidationIssue {
  part: ValidationPart;
  /** JSON pointer into the validated value ("" is the value itself). */
  pointer: string;
  /** Ajv keyword that failed (type, required, minimum, ...). */
  keyword: string;
  /** Where in the spec the failing rule sits. */
  schemaPath: string;
  /** Human-readable, starts with the part and pointer: "body/temperature must be <= 2". */
  message: string;
  /** Top-level request field at fault, when there is one (OpenAI's `param`). */
  param: string | null;
  /** Seed-stated rule or designed fill. */
  provenance: Provenance;
}

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete" | "head" | "options";

export interface ParameterInfo {
  name: string;
  in: "query" | "path" | "header" | "cookie";
  required: boolean;
  schema: Record<string, unknown>;
}

type Json = Record<string, unknown>;

const SPEC_ID = "openapi.json";

/** The parsed OpenAPI document (generated/openapi.json, which `npm run generate` writes from the YAML). */
export const spec: Json = readSpecDocument();

// ------------------------------------------------------------------ provenance

function escapePointer(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

const designedNodes = new WeakSet<object>();
const nodeLocations = new WeakMap<object, string>();

/**
 * Marks every node under an `x-provenance: designed` marker (without following $refs) and
 * records each node's JSON pointer, so an Ajv error can name the exact rule of the spec.
 */
function indexSpec(node: unknown, inherited: boolean, location: string): void {
  if (node === null || typeof node !== "object") return;
  nodeLocations.set(node, location);
  const own = (node as Json)["x-provenance"];
  const designed = own === "designed" || (inherited && own !== "seed");
  if (designed) designedNodes.add(node);
  for (const [key, value] of Object.entries(node)) indexSpec(value, designed, `${location}/${escapePointer(key)}`);
}
indexSpec(spec, false, "#");

/**
 * Where a rule sits in the spec: `schemaPath` ("#/properties/temperature/maximum") resolved
 * from a schema node of the spec (or of its seed view) to the node holding the keyword. Ajv's
 * standalone code carries no schema objects, so spec/standalone.ts writes these locations into
 * it, the same ones toIssues() finds through `parentSchema` at run time.
 */
export function ruleLocation(root: unknown, schemaPath: string): string | undefined {
  if (!schemaPath.startsWith("#/")) return undefined;
  const segments = schemaPath.slice(2).split("/").map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
  const keyword = segments.pop()!;
  let node = root;
  for (const segment of segments) node = node !== null && typeof node === "object" ? (node as Json)[segment] : undefined;
  const location = node !== null && typeof node === "object" ? nodeLocations.get(node) : undefined;
  return location === undefined ? undefined : `${location}/${escapePointer(keyword)}`;
}

/** Whether a node of the parsed spec is a designed fill (directly or by inheritance). */
export function isDesigned(node: unknown): boolean {
  return node !== null && typeof node === "object" && designedNodes.has(node);
}

// ------------------------------------------------------------------ the seed view

/** Schema keywords whose value is a map of subschemas. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "dependentSchemas"]);
/** Schema keywords whose value is a list of subschemas. */
const SCHEMA_LISTS = new Set(["allOf", "anyOf", "oneOf", "prefixItems"]);
/**
 * Schema keywords whose value is one subschema. `not` and `if` are absent on purpose: relaxing
 * them would make a schema stricter (`not: {}` refuses everything, `if: {}` always applies).
 */
const SCHEMA_SINGLES = new Set(["items", "then", "else", "additionalProperties", "contains", "propertyNames", "unevaluatedProperties", "unevaluatedItems"]);

/**
 * The schema as the seed alone states it: every designed node (an `x-provenance: designed`
 * subtree, a designed anyOf branch, a designed allOf part) becomes `{}`, and the keywords a node
 * lists in `x-designed-keywords` (a designed `required`, `pattern`, `enum`, `minimum`...) are
 * dropped. A value that passes this view breaks no seed rule, whatever the full schema says; so
 * a failure is an error only when the seed view fails too. Copies keep their spec location.
 */
function seedSchema(node: unknown): unknown {
  if (node === null || typeof node !== "object" || Array.isArray(node)) return node;
  const location = nodeLocations.get(node);
  const out: Json = {};
  if (location !== undefined) nodeLocations.set(out, location);
  if (designedNodes.has(node)) return out;
  const designedKeywords = new Set(((node as Json)["x-designed-keywords"] as string[] | undefined) ?? []);
  // What the seed states in place of a designed keyword (a looser pattern), if anything.
  Object.assign(out, (node as Json)["x-seed-keywords"] ?? {});
  for (const [key, value] of Object.entries(node)) {
    if (designedKeywords.has(key) || (key in out && key !== "x-seed-keywords")) continue;
    if (SCHEMA_MAPS.has(key) && value !== null && typeof value === "object") {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, seedSchema(sub)]));
    } else if (SCHEMA_LISTS.has(key) && Array.isArray(value)) out[key] = value.map(seedSchema);
    else if (SCHEMA_SINGLES.has(key)) out[key] = seedSchema(value);
    else out[key] = value;
  }
  return out;
}

/** The seed view of a part of the document that holds schemas (paths, responses, components). */
function seedDocument(node: unknown, key: string | null, parentKey: string | null): unknown {
  if (key === "schema" || parentKey === "schemas") return seedSchema(node);
  if (Array.isArray(node)) return node.map((item) => seedDocument(item, null, key));
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(Object.entries(node).map(([name, value]) => [name, seedDocument(value, name, key)]));
}

// ------------------------------------------------------------------ Ajv

/** Which Ajv a validator comes from: bodies and responses, or coerced string parameters; over the full spec or its seed view. */
export type AjvKind = "full" | "params" | "seed" | "seedParams";

/**
 * The Ajv of a kind; `extra` options are for `spec/standalone.ts`, which compiles the same
 * validators to source code ahead of time (`code: { source: true }`).
 */
export function createAjv(kind: AjvKind, extra: Json = {}): Ajv2020 {
  const coerceTypes = kind === "params" || kind === "seedParams";
  const view = kind === "seed" || kind === "seedParams" ? "seed" : "full";
  const { Ajv2020: AjvClass, addFormats } = loadAjv();
  const ajv = new AjvClass({
    allErrors: true,
    verbose: true, // keeps parentSchema on errors, which carries the provenance marker
    strict: true,
    strictRequired: false, // `required` inside if/anyOf names properties declared elsewhere
    strictTypes: false, // OpenAPI schemas split type and bounds across allOf
    allowUnionTypes: true,
    coerceTypes,
    // Checking each compiled schema against the 2020-12 meta-schema first means compiling that
    // meta-schema, about 0.1 s per Ajv instance, inside the first request that validates
    // anything. What it would check here is a `$ref` into the document (nothing to check: the
    // refs' targets are not meta-checked either, only compiled, strictly) or a parameter
    // object; checkParameterSchemas() checks those instead, in warm(), off the request path.
    validateSchema: false,
    // OpenAPI keywords and our extensions: annotations, not validation.
    keywords: [
      "x-provenance",
      "x-designed-keywords",
      "x-seed-keywords",
      "x-max-decoded-bytes",
      "x-sse-data-schema",
      "x-checked-by-handler",
      "x-envelope-of",
      "x-sse-error-schema",
      "x-sse-done",
      "x-modality",
      "x-async",
      "example",
      "discriminator",
      "xml",
      "externalDocs",
      // The registered document's own parts (the root is compiled when a ref resolves into it).
      "paths",
      "components",
    ],
    ...extra,
  });
  addFormats(ajv);
  // The spec's refs are local ("#/components/..."): register the schema-holding parts of the
  // document under one id, so they resolve, and compile every schema as a ref into it.
  if (view === "full") ajv.addSchema({ $id: SPEC_ID, paths: spec.paths, components: spec.components });
  else ajv.addSchema({ $id: SPEC_ID, ...(seedDocument({ paths: spec.paths, components: spec.components }, null, null) as Json) });
  return ajv;
}

/**
 * One Ajv per kind, made on first use: "full" for bodies and responses, "params" for query and
 * path parameters (which arrive as strings), and the same two over the seed view, compiled only
 * when a value fails, to tell seed from designed.
 */
const ajvs = new Map<AjvKind, Ajv2020>();
function ajvOf(kind: AjvKind): Ajv2020 {
  let instance = ajvs.get(kind);
  if (!instance) ajvs.set(kind, (instance = createAjv(kind)));
  return instance;
}
const ajv = (): Ajv2020 => ajvOf("full");

/** One validator to compile: its Ajv, its schema, and a key naming it (the same key in the ahead-of-time table). */
export interface CompileJob {
  key: string;
  kind: AjvKind;
  schema: Json;
  where: string;
}

/** A job's validator: compiled ahead of time when the platform has it (the browser build), else now. */
function compileJob(job: CompileJob): ValidateFunction {
  return precompiledValidator(job.key) ?? compileAt(ajvOf(job.kind), job.schema, job.where);
}

function lazyOf(full: CompileJob, seed: CompileJob): Lazy {
  return new Lazy(() => compileJob(full), () => compileJob(seed), [full, seed]);
}

function compileAt(target: Ajv2020, schema: unknown, where: string): ValidateFunction {
  try {
    return target.compile(schema as Json);
  } catch (cause) {
    throw new Error(`[spec] cannot compile the schema of ${where}: ${(cause as Error).message}`, { cause });
  }
}

function jobAt(kind: AjvKind, pointer: string, where: string): CompileJob {
  return { key: `${kind} #/${pointer}`, kind, schema: { $ref: `${SPEC_ID}#/${pointer}` }, where };
}

/**
 * A validator compiled on first use. The mock warms its request validators right after it
 * listens (`warm()` in operations.ts), and never needs the response ones, which only the
 * contract suite uses; compiling everything at load tripled the mock's start-up.
 * `compileAllSchemas()` forces every one, so a broken schema still fails loudly where it is
 * called (the spec tests, the suite's start).
 */
export class Lazy {
  private compiled: ValidateFunction | undefined;
  private compiledSeed: ValidateFunction | undefined;

  constructor(
    private readonly compile: () => ValidateFunction,
    /** The same schema's seed view (see seedSchema). */
    private readonly compileSeed: () => ValidateFunction,
    /** What it compiles (full, then seed view), for compiling ahead of time. */
    readonly jobs: readonly CompileJob[] = [],
  ) {}

  get(): ValidateFunction {
    this.compiled ??= this.compile();
    return this.compiled;
  }

  seed(): ValidateFunction {
    this.compiledSeed ??= this.compileSeed();
    return this.compiledSeed;
  }
}

// ------------------------------------------------------------------ compiling

/** Resolves a chain of local "#/..." references of the spec. */
function resolveLocal(node: unknown): Json {
  let current = node as Json;
  for (let hops = 0; typeof current?.$ref === "string" && hops < 10; hops++) {
    const path = (current.$ref as string).replace(/^#\//, "").split("/");
    current = path.reduce<Json>((at, key) => at[key.replaceAll("~1", "/").replaceAll("~0", "~")] as Json, spec);
  }
  return current;
}

/** A JSON pointer (without "#/") from unescaped segments. */
export function pointerFor(...segments: string[]): string {
  return segments.map(escapePointer).join("/");
}

/** A validator of the schema at a pointer of the spec (body and response schemas), and its seed view, compiled on first use. */
export function lazySchemaAt(pointer: string, where: string): Lazy {
  return lazyOf(jobAt("full", pointer, where), jobAt("seed", pointer, `${where} (seed view)`));
}

/**
 * A validator of parameters given as strings (query or path): numbers and booleans are coerced
 * in place, so on success the values are typed. Compiled on first use.
 */
export function lazyParameters(parameters: readonly ParameterInfo[], where: string): Lazy | undefined {
  if (parameters.length === 0) return undefined;
  const schema = {
    type: "object",
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
  const seed = { ...schema, properties: Object.fromEntries(parameters.map((p) => [p.name, seedSchema(p.schema)])) };
  parameterSchemas.push([schema, `${where} parameters`], [seed, `${where} parameters (seed view)`]);
  return lazyOf(
    { key: `params ${where}`, kind: "params", schema, where: `${where} parameters` },
    { key: `seedParams ${where}`, kind: "seedParams", schema: seed, where: `${where} parameters (seed view)` },
  );
}

/** Every parameter schema lazyParameters() built, with where it comes from, for checkParameterSchemas(). */
const parameterSchemas: [Json, string][] = [];

/**
 * Checks every parameter schema against the JSON Schema 2020-12 meta-schema (the Ajv instances
 * compile without that check, see createAjv); throws, naming the operation, on the first invalid one.
 */
export function checkParameterSchemas(): void {
  const checker = ajv();
  for (const [schema, where] of parameterSchemas) {
    if (!checker.validateSchema(schema)) throw new Error(`[spec] the schema of ${where} is invalid: ${checker.errorsText(checker.errors)}`);
  }
}

const componentValidators = new Map<string, Lazy>(
  Object.keys(((spec.components as Json)?.schemas as Json) ?? {}).map((name) => [
    name,
    lazySchemaAt(pointerFor("components", "schemas", name), `components.schemas.${name}`),
  ]),
);

// ------------------------------------------------------------------ public API

/**
 * The input schema of each non-LLM modality of the unified endpoint, from the `x-modality`
 * marker on the spec's input schemas (image → ImageGenerationInput, ...).
 */
export const inputSchemaByModality: ReadonlyMap<string, string> = new Map(
  Object.entries(((spec.components as Json)?.schemas as Json) ?? {})
    .filter(([, schema]) => typeof (schema as Json)["x-modality"] === "string")
    .map(([name, schema]) => [(schema as Json)["x-modality"] as string, name]),
);

/**
 * The envelope schema of each synchronous non-LLM modality, from the `x-envelope-of` marker
 * (image → ImageGenerationEnvelope, ...).
 */
export const envelopeSchemaByModality: ReadonlyMap<string, string> = new Map(
  Object.entries(((spec.components as Json)?.schemas as Json) ?? {})
    .filter(([, schema]) => typeof (schema as Json)["x-envelope-of"] === "string")
    .map(([name, schema]) => [(schema as Json)["x-envelope-of"] as string, name]),
);

/** Compiles every component schema and its seed view now (a broken one throws, naming where it is); returns how many. */
export function compileComponentSchemas(): number {
  for (const lazy of componentValidators.values()) (lazy.get(), lazy.seed());
  return componentValidators.size;
}

/** Compiles the `input` schema of each modality (the mock validates them on every generation). */
export function warmInputSchemas(): void {
  for (const name of inputSchemaByModality.values()) componentValidators.get(name)?.get();
}

/** The compile jobs of the modalities' `input` schemas (full and seed view), for compiling them ahead of time. */
export function inputSchemaJobs(): CompileJob[] {
  return [...inputSchemaByModality.values()].flatMap((name) => componentValidators.get(name)?.jobs ?? []);
}

/** Names of the component schemas. */
export const schemaNames: readonly string[] = [...componentValidators.keys()];

function toIssues(errors: ErrorObject[] | null | undefined, part: ValidationPart, provenance: Provenance): ValidationIssue[] {
  return (errors ?? []).map((error) => {
    const missing = (error.params as { missingProperty?: string }).missingProperty;
    const pointer = error.keyword === "required" && missing ? `${error.instancePath}/${missing}` : error.instancePath;
    const param = pointer.split("/")[1] ?? null;
    const where = [part, error.instancePath.slice(1)].filter(Boolean).join("/");
    const parentLocation = error.parentSchema ? nodeLocations.get(error.parentSchema) : undefined;
    return {
      part,
      pointer,
      keyword: error.keyword,
      schemaPath: parentLocation ? `${parentLocation}/${error.keyword}` : error.schemaPath,
      message: `${where} ${error.message ?? "is invalid"}${allowedValues(error)}`,
      param: param === "" ? null : param,
      provenance,
    };
  });
}

function allowedValues(error: ErrorObject): string {
  const params = error.params as { allowedValue?: unknown; allowedValues?: unknown[] };
  if (error.keyword === "const") return `: ${JSON.stringify(params.allowedValue)}`;
  if (error.keyword === "enum") return `: ${(params.allowedValues ?? []).map((v) => JSON.stringify(v)).join(", ")}`;
  return "";
}

/**
 * Validates against the full schema; when that fails, the seed view decides the provenance: the
 * seed view's own failures are seed issues (listed first), the rest of the full schema's are
 * designed. A value the seed view accepts has designed issues only: it matches no shape we
 * designed, but breaks no rule the seed states (another unit suffix, another TTS format).
 *
 * The full schema has the last word on what is wrong: where a designed keyword widens the
 * seed's (`content: null` for tool calls, against the seed's string), the seed view fails a value
 * the full schema accepts. Such a failure is no reason at all (a correct answer would give it
 * too), so a seed issue counts only where the full schema fails the same keyword at the same
 * place.
 */
export function issuesOf(lazy: Lazy | undefined, value: unknown, part: ValidationPart): ValidationIssue[] {
  if (!lazy) return [];
  const validate = lazy.get();
  if (validate(value)) return [];
  const all = toIssues(validate.errors, part, "designed");
  const seedValidate = lazy.seed();
  if (seedValidate(value)) return all;
  const where = (issue: ValidationIssue) => `${issue.pointer} ${issue.keyword}`;
  const failedInFull = new Set(all.map(where));
  const seed = toIssues(seedValidate.errors, part, "seed").filter((issue) => failedInFull.has(where(issue)));
  const key = (issue: ValidationIssue) => `${where(issue)} ${issue.schemaPath}`;
  const seedKeys = new Set(seed.map(key));
  return [...seed, ...all.filter((issue) => !seedKeys.has(key(issue)))];
}

/** Validates a value against a named component schema (components.schemas.<name>). */
export function validateSchema(name: string, value: unknown, part: ValidationPart = "response"): ValidationIssue[] {
  const lazy = componentValidators.get(name);
  if (!lazy) throw new Error(`[spec] unknown component schema ${name}`);
  return issuesOf(lazy, value, part);
}

/** Returns a component schema of the parsed spec (for tools that generate data from it). */
export function componentSchema(name: string): Json {
  const schema = ((spec.components as Json)?.schemas as Json)?.[name];
  if (!schema) throw new Error(`[spec] unknown component schema ${name}`);
  return schema as Json;
}

/** The value of a named example of the spec (components.examples.<name>), for tests and tools. */
export function namedExample(name: string): unknown {
  const found = (((spec.components as Json)?.examples as Json | undefined)?.[name] as { value: unknown } | undefined);
  if (!found) throw new Error(`[spec] no example ${name}`);
  return found.value;
}

/** Resolves a local "#/..." reference of the spec. */
export function resolveRef<T = Json>(node: unknown): T {
  return resolveLocal(node) as T;
}
