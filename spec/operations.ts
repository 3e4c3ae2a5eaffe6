/**
 * The spec compiled once into one operation table, as Fastify builds one route context per
 * route: for each operation its method, path template and matcher, parameter and body
 * validators, and per response status the declared media types and headers, a serializer, a
 * validator, the named examples and the provenance. Routing, validation and serialization in
 * the mock, the contract suite's spec questions and the docs all read this table; nothing else
 * walks `paths`. Validators and serializers compile on first use (`compileAllSchemas()` and
 * `warm()` force them), so start-up pays only for the walk.
 */
import { loadValidators } from "./platform.ts";
import { compileSerializer, type Serialize } from "./serializers.ts";
import {
  checkParameterSchemas,
  compileComponentSchemas,
  componentSchema,
  inputSchemaJobs,
  isDesigned,
  issuesOf,
  lazyParameters,
  lazySchemaAt,
  pointerFor,
  resolveRef,
  spec,
  validateSchema,
  warmInputSchemas,
  type CompileJob,
  type HttpMethod,
  type Lazy,
  type ParameterInfo,
  type Provenance,
  type ValidationIssue,
} from "./validators.ts";

type Json = Record<string, unknown>;

const METHODS: readonly HttpMethod[] = ["get", "post", "put", "patch", "delete", "head", "options"];

/** A response header the spec declares. */
export interface DeclaredHeader {
  /** Lower-case name. */
  name: string;
  required: boolean;
  provenance: Provenance;
  schema: Json;
}

/** One declared response of an operation. */
export interface ResponseInfo {
  status: string;
  contentTypes: string[];
  /** Header names (lower case) the spec marks required for this response. */
  requiredHeaders: string[];
  headers: DeclaredHeader[];
  /** Whether the seed names this status for this operation. */
  provenance: Provenance;
  /** Whether the seed shows this response's body shape (not so for the OCR endpoint's errors). */
  bodyProvenance: Provenance;
  /** Named examples of the JSON body, by name, in the spec's order. */
  examples: ReadonlyMap<string, unknown>;
  /** The component schema the JSON body names, if it names one. */
  schemaName: string | undefined;
  /** The component schema of each data event of a text/event-stream body (`x-sse-data-schema`), if it has one. */
  eventSchemaName: string | undefined;
  /** Where the response sits in the spec: the component it $refs, or its place under paths. */
  location: string;
  /** The error code the body's schema fixes (`error.code` const), as a forced status answers it. */
  errorCode: string | undefined;
  /** The component schemas of the anyOf/oneOf branches of the JSON body's schema, in order (an answer is one of them). */
  branchSchemaNames: readonly string[];
}

/** The parts of an operation a reader needs to know about it. */
export interface OperationInfo {
  operationId: string;
  method: HttpMethod;
  /** Path template, e.g. /client/v2/ai/tasks/{task_id}. */
  path: string;
  /** The operation's one-line summary (what documentation titles it by). */
  summary: string;
  /** Whether the operation needs the bearer key. */
  secured: boolean;
  parameters: ParameterInfo[];
  hasRequestBody: boolean;
  /**
   * Top-level body fields the handler checks itself (`x-checked-by-handler`: a generation's
   * `input` against the schema of the model it names); request validation leaves them be.
   */
  handlerChecked: readonly string[];
  /**
   * The most bytes a base64 body field may decode to (`x-max-decoded-bytes`), by top-level
   * field: the OCR image's 8 MB.
   */
  decodedLimits: ReadonlyMap<string, number>;
  responses: Map<string, ResponseInfo>;
}

/** One row of the table: what the spec says of an operation, and its compiled parts. */
export interface Operation extends OperationInfo {
  /**
   * Undefined when the request validators are at hand (always in Node); else a promise that
   * they are loaded (a page loads the validators of most operations on their first request).
   */
  requestValidatorsReady?(): Promise<void> | undefined;
  /** Issues of a parsed JSON body ([] when valid). */
  validateBody(body: unknown): ValidationIssue[];
  /** Issues of string parameters; numbers and booleans are coerced in place. */
  validateParameters(location: "query" | "path", values: Record<string, unknown>): ValidationIssue[];
  /** Issues of a response body against the schema of its status and media type, judged as one answer (see judgeResponse). */
  validateResponse(status: number | string, contentType: string, body: unknown, branch?: string): ValidationIssue[];
  /**
   * The issues of a response body, and the branch it was judged as when its schema is a union
   * (anyOf/oneOf of named schemas: the unified endpoint's chat completion, envelopes and async
   * submission). A body that fails a union is one answer gone wrong, not every branch's: its
   * issues are those of `branch` when the caller knows which answer the request asked for (the
   * model's modality), else of the branch it comes closest to (fewest issues, then fewest seed
   * issues). They are seed issues only if the union's seed view fails too.
   */
  judgeResponse(status: number | string, contentType: string, body: unknown, branch?: string): ResponseJudgement;
  /** The serializer of a status's JSON body: compiled from its schema, or JSON.stringify. */
  serializer(status: number): Serialize;
  /** The serializer of a status's stream data events (`x-sse-data-schema`), or JSON.stringify. */
  eventSerializer(status: number): Serialize;
}

/** What judgeResponse found: the issues, and the union branch they are of, if the schema is a union. */
export interface ResponseJudgement {
  issues: ValidationIssue[];
  /** The component schema the body was judged as; absent when the schema is no union or the body matched it. */
  branch?: string;
  /** Whether the caller named the branch (else it is the closest one). */
  branchGiven?: boolean;
}

interface Compiled {
  body: Lazy | undefined;
  query: Lazy | undefined;
  path: Lazy | undefined;
  /** status → media type → validator */
  responses: Map<string, Map<string, Lazy>>;
  serializers: Map<number, Serialize>;
  eventSerializers: Map<number, Serialize>;
}

function buildOperation(path: string, method: HttpMethod, pathItem: Json, op: Json): Operation {
  const operationId = op.operationId as string;
  const where = `${method.toUpperCase()} ${path}`;
  const base = pointerFor("paths", path, method);
  const parameters: ParameterInfo[] = [...((pathItem.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])]
    .map((p) => resolveRef<Json>(p))
    .map((p) => ({ name: p.name as string, in: p.in as ParameterInfo["in"], required: p.required === true, schema: (p.schema as Json) ?? {} }));
  const security = (op.security as unknown[] | undefined) ?? (spec.security as unknown[] | undefined) ?? [];
  const designedStatuses = new Set(((op["x-designed-responses"] as string[]) ?? []).map(String));
  const designedErrorBodies = op["x-designed-error-bodies"] === true;
  const responses = new Map<string, ResponseInfo>();
  const compiled: Compiled = {
    body: undefined,
    query: lazyParameters(parameters.filter((p) => p.in === "query"), `${where} query`),
    path: lazyParameters(parameters.filter((p) => p.in === "path"), `${where} path`),
    responses: new Map(),
    serializers: new Map(),
    eventSerializers: new Map(),
  };
  for (const [status, raw] of Object.entries((op.responses as Json) ?? {})) {
    const response = resolveRef<Json>(raw);
    const statusDesigned = designedStatuses.has(status) || isDesigned(response) || isDesigned(raw);
    const content = (response.content as Json) ?? {};
    const headers = Object.entries((response.headers as Json) ?? {}).map(([name, rawHeader]): DeclaredHeader => {
      const header = resolveRef<Json>(rawHeader);
      return {
        name: name.toLowerCase(),
        required: header.required === true,
        provenance: isDesigned(header) || isDesigned(rawHeader) ? "designed" : "seed",
        schema: (header.schema as Json | undefined) ?? {},
      };
    });
    const json = content["application/json"] as Json | undefined;
    const ref = (json?.schema as Json | undefined)?.$ref;
    const eventStream = (content["text/event-stream"] as Json | undefined)?.schema;
    const eventRef = eventStream ? ((resolveRef<Json>(eventStream)["x-sse-data-schema"] as Json | undefined)?.$ref as string | undefined) : undefined;
    const responsePointer = typeof (raw as Json).$ref === "string" ? ((raw as Json).$ref as string).replace(/^#\//, "") : pointerFor("paths", path, method, "responses", status);
    responses.set(status, {
      status,
      contentTypes: Object.keys(content),
      requiredHeaders: headers.filter((h) => h.required).map((h) => h.name),
      headers,
      provenance: statusDesigned ? "designed" : "seed",
      bodyProvenance: statusDesigned || (designedErrorBodies && Number(status) >= 400) ? "designed" : "seed",
      examples: new Map(
        Object.entries((json?.examples as Json | undefined) ?? {}).map(([name, example]) => [name, resolveRef<{ value: unknown }>(example).value]),
      ),
      schemaName: componentName(ref),
      eventSchemaName: componentName(eventRef),
      location: `#/${responsePointer}`,
      errorCode: fixedErrorCode((json?.schema as Json | undefined) ?? {}),
      branchSchemaNames: branchNames((json?.schema as Json | undefined) ?? {}),
    });
    const byType = new Map<string, Lazy>();
    for (const [type, media] of Object.entries(content)) {
      if ((media as Json).schema) byType.set(type, lazySchemaAt(`${responsePointer}/content/${pointerFor(type)}/schema`, `${where} ${status} ${type}`));
    }
    compiled.responses.set(status, byType);
  }
  const requestBody = op.requestBody ? resolveRef<Json>(op.requestBody) : undefined;
  const bodySchema = ((requestBody?.content as Json | undefined)?.["application/json"] as Json | undefined)?.schema;
  if (bodySchema) compiled.body = lazySchemaAt(`${base}/requestBody/content/application~1json/schema`, `${where} body`);

  let validatorKeys: string[] | undefined;
  const operation: Operation = {
    operationId,
    method,
    path,
    summary: typeof op.summary === "string" ? op.summary : "",
    secured: security.length > 0,
    parameters,
    hasRequestBody: Boolean(bodySchema),
    handlerChecked: bodySchema ? handlerCheckedFields(bodySchema as Json) : [],
    decodedLimits: new Map(bodySchema ? decodedLimitsOf(bodySchema as Json) : []),
    responses,
    requestValidatorsReady: () => loadValidators((validatorKeys ??= requestValidatorJobsOf(operation).map((job) => job.key))),
    validateBody: (body) => issuesOf(compiled.body, body, "body"),
    validateParameters: (location, values) => {
      const issues = issuesOf(location === "query" ? compiled.query : compiled.path, values, location);
      return issues.length > 0 ? issues : nonFiniteIssues(values, location);
    },
    validateResponse(status, contentType, body, branch) {
      return operation.judgeResponse(status, contentType, body, branch).issues;
    },
    judgeResponse(status, contentType, body, branch) {
      const lazy = compiled.responses.get(String(status))?.get(contentType);
      if (!lazy) return { issues: [noSchemaIssue(operationId, status, contentType)] };
      const judged = asOneBranch(issuesOf(lazy, body, "response"), responses.get(String(status))?.branchSchemaNames ?? [], body, branch);
      // A response the seed does not show is designed as a whole, whatever its schema says.
      if (responses.get(String(status))?.bodyProvenance === "designed") for (const issue of judged.issues) issue.provenance = "designed";
      return judged;
    },
    serializer(status) {
      let serialize = compiled.serializers.get(status);
      if (serialize === undefined) {
        const name = responses.get(String(status))?.schemaName;
        serialize = name === undefined ? JSON.stringify : compileSerializer(name);
        compiled.serializers.set(status, serialize);
      }
      return serialize;
    },
    eventSerializer(status) {
      let serialize = compiled.eventSerializers.get(status);
      if (serialize === undefined) {
        const name = responses.get(String(status))?.eventSchemaName;
        serialize = name === undefined ? JSON.stringify : compileSerializer(name);
        compiled.eventSerializers.set(status, serialize);
      }
      return serialize;
    },
  };
  compiledParts.set(operation, compiled);
  return operation;
}

const compiledParts = new WeakMap<Operation, Compiled>();

/** The `error.code` an error body's schema fixes with a const (through $refs and allOf), if any. */
function fixedErrorCode(schema: Json): string | undefined {
  const node = resolveRef<Json>(schema);
  const code = (((node.properties as Json | undefined)?.error as Json | undefined)?.properties as Json | undefined)?.code as Json | undefined;
  if (typeof code?.const === "string") return code.const;
  for (const part of (node.allOf as Json[] | undefined) ?? []) {
    const found = fixedErrorCode(part);
    if (found) return found;
  }
  return undefined;
}

/** The top-level properties of a body schema (through $refs and allOf) marked `x-checked-by-handler`. */
function handlerCheckedFields(schema: Json): string[] {
  const node = resolveRef<Json>(schema);
  const own = Object.entries((node.properties as Json | undefined) ?? {})
    .filter(([, property]) => (property as Json)["x-checked-by-handler"] === true)
    .map(([name]) => name);
  return [...own, ...((node.allOf as Json[] | undefined) ?? []).flatMap(handlerCheckedFields)];
}

/**
 * The issues of a body that failed a union, as those of one branch (see judgeResponse); the
 * union's own issues when it is no union of named schemas or it failed for another reason (a
 * oneOf matched twice).
 */
function asOneBranch(issues: ValidationIssue[], branchNames: readonly string[], body: unknown, given: string | undefined): ResponseJudgement {
  const union = issues.some((issue) => issue.pointer === "" && (issue.keyword === "anyOf" || issue.keyword === "oneOf"));
  if (!union || branchNames.length === 0) return { issues };
  const seedCount = (list: readonly ValidationIssue[]) => list.filter((issue) => issue.provenance === "seed").length;
  let best: { name: string; issues: ValidationIssue[] } | undefined;
  if (given !== undefined && branchNames.includes(given)) best = { name: given, issues: validateSchema(given, body) };
  else {
    for (const name of branchNames) {
      const branch = validateSchema(name, body);
      if (!best || branch.length < best.issues.length || (branch.length === best.issues.length && seedCount(branch) < seedCount(best.issues))) best = { name, issues: branch };
    }
  }
  if (!best || best.issues.length === 0) return { issues };
  // A body some branch's seed view accepts breaks no seed rule, whichever branch it is judged as.
  if (seedCount(issues) === 0) for (const issue of best.issues) issue.provenance = "designed";
  return { issues: best.issues, branch: best.name, branchGiven: best.name === given };
}

/** The component names of a schema's anyOf/oneOf branches (the schema behind a $ref). */
function branchNames(schema: Json): string[] {
  const node = resolveRef<Json>(schema);
  const branches = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  return (branches ?? []).map((branch) => componentName(branch.$ref)).filter((name): name is string => name !== undefined);
}

/** `x-max-decoded-bytes` of a body schema's top-level properties (through $refs, allOf and anyOf). */
function decodedLimitsOf(schema: Json): [string, number][] {
  const node = resolveRef<Json>(schema);
  const own = Object.entries((node.properties as Json | undefined) ?? {})
    .map(([name, property]) => [name, resolveRef<Json>(property)["x-max-decoded-bytes"] ?? (property as Json)["x-max-decoded-bytes"]] as const)
    .filter((entry): entry is readonly [string, number] => typeof entry[1] === "number")
    .map(([name, limit]): [string, number] => [name, limit]);
  const parts = [...((node.allOf as Json[] | undefined) ?? []), ...((node.anyOf as Json[] | undefined) ?? []), ...((node.oneOf as Json[] | undefined) ?? [])];
  return [...own, ...parts.flatMap(decodedLimitsOf)];
}

/** The component name a `$ref` names, or undefined for any other reference. */
function componentName(ref: unknown): string | undefined {
  return typeof ref === "string" && ref.startsWith("#/components/schemas/") ? ref.slice("#/components/schemas/".length) : undefined;
}

function noSchemaIssue(operationId: string, status: number | string, contentType: string): ValidationIssue {
  return {
    part: "response",
    pointer: "",
    keyword: "status",
    schemaPath: `#/paths/${operationId}/responses/${status}`,
    message: `response has no schema for status ${status} and content type ${contentType}`,
    param: null,
    provenance: "seed",
  };
}

// ------------------------------------------------------------------ routing

/** Where a request lands: an operation and its raw (still percent-encoded) path parameters. */
export type RouteResult =
  | { kind: "match"; operation: Operation; params: Record<string, string> }
  | { kind: "method"; allow: string[] }
  | { kind: "none" };

interface Route {
  template: string;
  /** null for a template without parameters, matched by a map lookup. */
  pattern: RegExp | null;
  names: string[];
  byMethod: Map<string, Operation>;
}

function compileTemplate(template: string): Pick<Route, "pattern" | "names"> {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(name);
      return "([^/]+)";
    })
    .join("");
  return { pattern: names.length === 0 ? null : new RegExp(`^${source}/?$`), names };
}

/** The compiled spec: every operation, and routing over them. */
export interface OperationTable {
  /** Every operation, by operationId, in the spec's order. */
  readonly byId: ReadonlyMap<string, Operation>;
  /** The operation of an operationId; throws for an unknown one (a bug in the caller). */
  get(operationId: string): Operation;
  /** The operation for a method and a path (HEAD is served as GET). */
  route(method: string, path: string): RouteResult;
  /** Path templates of the public API with the methods each declares. */
  readonly paths: ReadonlyMap<string, readonly string[]>;
  /** The template closest to a mistyped path (edit distance), for a helpful 404. */
  nearestPath(path: string): string;
}

function buildTable(document: Json): OperationTable {
  const byId = new Map<string, Operation>();
  const routes: Route[] = [];
  const exact = new Map<string, Route>();
  for (const [path, item] of Object.entries((document.paths as Json) ?? {})) {
    const route: Route = { template: path, ...compileTemplate(path), byMethod: new Map() };
    for (const method of METHODS) {
      const op = (item as Json)[method] as Json | undefined;
      if (!op) continue;
      const operation = buildOperation(path, method, item as Json, op);
      byId.set(operation.operationId, operation);
      route.byMethod.set(method.toUpperCase(), operation);
    }
    routes.push(route);
    if (route.pattern === null) {
      exact.set(path, route);
      exact.set(`${path}/`, route);
    }
  }
  const paths = new Map(routes.map((r) => [r.template, [...r.byMethod.keys()]]));

  function found(route: Route, method: string, params: Record<string, string>): RouteResult {
    const operation = route.byMethod.get(method) ?? (method === "HEAD" ? route.byMethod.get("GET") : undefined);
    if (!operation) return { kind: "method", allow: [...route.byMethod.keys()] };
    return { kind: "match", operation, params };
  }

  return {
    byId,
    paths,
    get(operationId) {
      const operation = byId.get(operationId);
      if (!operation) throw new Error(`[spec] unknown operationId ${operationId}`);
      return operation;
    },
    route(method, path) {
      const plain = exact.get(path);
      if (plain) return found(plain, method, {});
      for (const route of routes) {
        if (route.pattern === null) continue;
        const match = route.pattern.exec(path);
        if (!match) continue;
        const params: Record<string, string> = {};
        route.names.forEach((name, i) => (params[name] = match[i + 1] ?? ""));
        return found(route, method, params);
      }
      return { kind: "none" };
    },
    nearestPath(path) {
      let best = routes[0]?.template ?? "/";
      let bestDistance = Infinity;
      for (const { template } of routes) {
        const distance = editDistance(path.slice(0, 200), template);
        if (distance < bestDistance) [best, bestDistance] = [template, distance];
      }
      return best;
    },
  };
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

// ------------------------------------------------------------------ the table of this spec

/** The operation table of `spec/openapi.yaml`, built once when this module loads. */
export const operationTable: OperationTable = buildTable(spec);

/** Every operation of the spec, by operationId (the table's rows). */
export const operations: ReadonlyMap<string, Operation> = operationTable.byId;

/** Validates a parsed JSON request body. Returns [] when valid. */
export function validateRequestBody(operationId: string, body: unknown): ValidationIssue[] {
  return operationTable.get(operationId).validateBody(body);
}

/** Validates query or path parameters given as strings, coercing them in place. */
export function validateParameters(operationId: string, location: "query" | "path", values: Record<string, unknown>): ValidationIssue[] {
  return operationTable.get(operationId).validateParameters(location, values);
}

/** Validates a response body against the schema declared for its status and content type. */
export function validateResponseBody(operationId: string, status: number | string, contentType: string, body: unknown): ValidationIssue[] {
  return operationTable.get(operationId).validateResponse(status, contentType, body);
}

/**
 * Compiles what the mock uses on every request: request validators, `input` schemas, success
 * serializers; and checks the parameter schemas against the meta-schema. A broken schema throws.
 */
export function warm(): void {
  checkParameterSchemas();
  for (const operation of operations.values()) {
    const parts = compiledParts.get(operation)!;
    for (const lazy of [parts.body, parts.query, parts.path]) lazy?.get();
    for (const status of operation.responses.keys()) if (/^2\d\d$/.test(status)) operation.serializer(Number(status));
  }
  warmInputSchemas();
}

/**
 * What the mock validates requests with (bodies, query and path parameters, the modalities'
 * `input` schemas, each with its seed view): the validators `spec/standalone.ts` compiles ahead
 * of time for the browser build.
 */
export function requestValidatorJobs(): CompileJob[] {
  return [...[...operations.values()].flatMap(requestValidatorJobsOf), ...inputSchemaJobs()];
}

/** The compile jobs of one operation's request validators (body, query, path; each full and seed view). */
export function requestValidatorJobsOf(operation: Operation): CompileJob[] {
  const parts = compiledParts.get(operation)!;
  return [parts.body, parts.query, parts.path].flatMap((lazy) => lazy?.jobs ?? []);
}

/** Compiles every schema and its seed view now (a broken one throws, naming where it is); returns how many. */
export function compileAllSchemas(): number {
  warm();
  let count = 0;
  for (const operation of operations.values()) {
    const parts = compiledParts.get(operation)!;
    for (const lazy of [parts.body, parts.query, parts.path]) lazy?.seed();
    for (const byType of parts.responses.values()) for (const lazy of byType.values()) (lazy.get(), lazy.seed(), count++);
  }
  return count + compileComponentSchemas();
}

// ------------------------------------------------------------------ enums the code needs

/** The values of an enum schema, or of the enums of its anyOf branches (seed ones first). */
function enumOf(name: string): readonly string[] {
  const schema = componentSchema(name);
  const branches = Array.isArray(schema.anyOf) ? (schema.anyOf as Json[]) : [schema];
  const values = branches.flatMap((branch) => (Array.isArray(branch.enum) ? (branch.enum as string[]) : []));
  if (values.length === 0) throw new Error(`[spec] components.schemas.${name} is not an enum`);
  return values;
}

function modalityMarkers(marker: string): string[] {
  return Object.values(((spec.components as Json)?.schemas as Json) ?? {})
    .filter((schema) => typeof (schema as Json)[marker] === "string" || (schema as Json)[marker] === true)
    .map((schema) => (schema as Json)["x-modality"] as string);
}

/**
 * Values code must agree on with the spec, read from it: error codes, task statuses and the
 * modalities (LLM, whose body is the chat request, and one per `x-modality` input schema; those
 * marked `x-async` answer with a task). Types in code that mirror them have drift tests.
 */
export const specEnums = {
  errorCodes: enumOf("ErrorCode"),
  taskStatuses: enumOf("TaskStatus"),
  modalities: checkedModalities(),
  asyncModalities: modalityMarkers("x-async") as readonly string[],
} as const;

/** The `Modality` enum, checked against the `x-modality` markers (and LLM) it names. */
function checkedModalities(): readonly string[] {
  const declared = enumOf("Modality");
  const marked = ["llm", ...modalityMarkers("x-modality")];
  if (declared.length !== marked.length || !marked.every((m) => declared.includes(m))) {
    throw new Error(`[spec] components.schemas.Modality (${declared.join(", ")}) disagrees with the x-modality markers (${marked.join(", ")})`);
  }
  return declared;
}

/**
 * Ajv's coercion reads `1e400` and `Infinity` as numbers and lets Infinity through `integer`
 * and `maximum`; no parameter of the spec means infinity, so a coerced value that is not a
 * finite number is an issue like any other bad value (a 400 that names it, not a handler's 500).
 */
function nonFiniteIssues(values: Record<string, unknown>, location: "query" | "path"): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== "number" || Number.isFinite(value)) continue;
    issues.push({
      part: location,
      pointer: `/${name}`,
      keyword: "type",
      schemaPath: "#/type",
      message: `${location}/${name} must be a finite number`,
      param: name,
      provenance: "designed",
    });
  }
  return issues;
}
