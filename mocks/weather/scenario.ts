/**
 * A scenario as the mock takes it: checked against spec/control.yaml's Scenario schema (the
 * generated module, so no file is read and a browser can load it), then against the operation
 * table (an operation must exist and declare the status it is given), its preset expanded.
 * A bad one is a ScenarioError naming the JSON path of the bad field.
 */
import type { components } from "../../generated/control.d.ts";
import { scenarioSchema } from "../../generated/scenario-schema.ts";
import { loadAjv, loadValidators, precompiledValidator } from "../../spec/platform.ts";
import type { OperationTable } from "../../spec/operations.ts";
import { PRESETS } from "./presets.ts";
import { ScenarioError } from "./scenario-error.ts";

export type Scenario = components["schemas"]["Scenario"];
export type Phase = components["schemas"]["ScenarioPhase"];

export { ScenarioError } from "./scenario-error.ts";

/** A checked scenario with its phases (a preset's, when it names one). */
export interface CheckedScenario {
  scenario: Scenario;
  seed: number;
  phases: readonly Phase[];
}

/** The scenario validator's key in the table compiled ahead of time (spec/standalone.ts). */
const SCENARIO_KEY = "scenario";

type Validate = ((value: unknown) => boolean) & { errors?: { instancePath: string; message?: string; keyword: string; params: Record<string, unknown> }[] | null };
let compiled: Promise<Validate> | undefined;

/**
 * The schema's validator, compiled on the first scenario: Ajv loads then, not when the mock
 * starts (most runs set no scenario).
 */
function validator(): Promise<Validate> {
  // Through the spec's platform seam: a page's build has it compiled ahead of time (no eval
  // under a strict CSP), in a chunk of its own loaded here; Node compiles it here.
  if (compiled) return compiled;
  compiled = Promise.resolve(loadValidators([SCENARIO_KEY])).then(() => {
    const ahead = precompiledValidator(SCENARIO_KEY);
    if (ahead) return ahead as unknown as Validate;
    const { Ajv2020 } = loadAjv();
    const ajv = new Ajv2020({ allErrors: false, strict: false });
    return ajv.compile(scenarioSchema as unknown as Record<string, unknown>) as unknown as Validate;
  });
  // A chunk that failed to load is asked for again by the next scenario.
  compiled.catch(() => (compiled = undefined));
  return compiled;
}

/** Checks a scenario; resolves to it with its phases, or rejects with a ScenarioError. */
export async function checkScenario(value: unknown, operations: OperationTable): Promise<CheckedScenario> {
  const validate = await validator();
  if (!validate(value)) {
    const error = validate.errors?.[0];
    const extra = error?.keyword === "additionalProperties" ? ` (${String(error.params.additionalProperty)})` : "";
    throw new ScenarioError(error?.instancePath ?? "", `${error?.message ?? "is invalid"}${extra}`);
  }
  const scenario = value as Scenario;
  if (scenario.preset !== undefined && scenario.phases !== undefined) throw new ScenarioError("/phases", "give either preset or phases, not both");
  if (scenario.preset === undefined && scenario.phases === undefined) throw new ScenarioError("", "needs preset or phases");
  const phases = scenario.phases ?? PRESETS[scenario.preset!];
  phases.forEach((phase, i) => checkPhase(phase, `/phases/${i}`, operations));
  return { scenario, seed: scenario.seed ?? 0, phases };
}

function checkPhase(phase: Phase, at: string, operations: OperationTable): void {
  phase.script?.forEach((line, i) => {
    const operation = known(line.operation, `${at}/script/${i}/operation`, operations);
    line.statuses.forEach((status, j) => {
      if (status !== 200 && !operation.responses.has(String(status))) {
        throw new ScenarioError(`${at}/script/${i}/statuses/${j}`, `${line.operation} does not declare ${status}`);
      }
    });
  });
  phase.errors?.forEach((rule, i) => {
    if (rule.operation === undefined) return;
    const operation = known(rule.operation, `${at}/errors/${i}/operation`, operations);
    if (rule.status !== 200 && !operation.responses.has(String(rule.status))) {
      throw new ScenarioError(`${at}/errors/${i}/status`, `${rule.operation} does not declare ${rule.status}`);
    }
  });
  phase.stream_faults?.forEach((fault, i) => {
    if (fault.after.min > fault.after.max) throw new ScenarioError(`${at}/stream_faults/${i}/after`, "min must not exceed max");
  });
  for (const [name, dist] of Object.entries({ ...phase.latency, task_duration: phase.tasks?.duration })) {
    if (typeof dist === "object" && "uniform" in dist && dist.uniform.min_ms > dist.uniform.max_ms) {
      const where = name === "task_duration" ? `${at}/tasks/duration/uniform` : `${at}/latency/${name}/uniform`;
      throw new ScenarioError(where, "min_ms must not exceed max_ms");
    }
  }
}

function known(operationId: string, at: string, operations: OperationTable) {
  const operation = operations.byId.get(operationId);
  if (!operation) throw new ScenarioError(at, `unknown operation ${JSON.stringify(operationId.slice(0, 64))}`);
  return operation;
}
