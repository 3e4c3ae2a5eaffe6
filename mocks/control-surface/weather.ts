/** GET and POST /__mock/scenario: the session's scenario ("weather"; spec/control.yaml: Scenario). */
import type { ControlRoute, MockRequest } from "../core/deps.ts";
import { MockError } from "../core/errors.ts";
import { json } from "../core/respond.ts";
import { ScenarioError } from "../weather/scenario-error.ts";

function bodyOf(request: MockRequest): unknown {
  const parsed = request.body?.json();
  if (!parsed || "problem" in parsed) throw new MockError("invalid_request", "The scenario must be a JSON object.");
  return parsed.value;
}

export const weatherRoutes: ControlRoute[] = [
  {
    method: "GET",
    pattern: /^\/scenario\/?$/,
    handle: (_request, _match, session, deps) => json(200, { session: session.id, scenario: deps.weather?.current(session)?.scenario ?? null }),
  },
  {
    method: "POST",
    pattern: /^\/scenario\/?$/,
    async handle(request, _match, session, deps) {
      if (!deps.weather) throw new MockError("not_found", "This mock runs without scenarios.");
      try {
        const { scenario } = await deps.weather.set(session, bodyOf(request));
        return json(200, { session: session.id, scenario });
      } catch (error) {
        if (error instanceof ScenarioError) throw new MockError("invalid_request", `${error.message}.`, { param: error.path || "/" });
        throw error;
      }
    },
  },
];
