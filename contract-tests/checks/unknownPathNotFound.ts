import { defineCheck, expectError } from "./check.ts";

/** A path the API does not have answers 404 not_found in the error body shape. */
export const unknownPathNotFound = defineCheck({
  name: "unknownPathNotFound",
  title: "Unknown path not answered 404 not_found",
  rule: "designed (info.description): unknown path → 404 not_found in the ErrorBody shape",
  provenance: "designed",
  applies: (exchange) => exchange.scenario === "unknown-path",
  run: (exchange, _ctx, fail) => expectError(exchange, 404, "not_found", fail, "designed"),
});
