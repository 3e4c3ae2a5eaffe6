import { defineCheck, expectError } from "./check.ts";

/** A team not authorized for a feature gets 403 forbidden. */
export const unauthorizedTeamForbidden = defineCheck({
  name: "unauthorizedTeamForbidden",
  title: "Team not authorized, not refused",
  rule: "seed §5 rule 2 and §4.4 rule 3: team not authorized for the feature → 403 forbidden",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "restricted-team",
  run: (exchange, _ctx, fail) => expectError(exchange, 403, "forbidden", fail, `seed §5 rule 2, feature ${exchange.labels.modality}`),
});
