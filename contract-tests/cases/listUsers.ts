/** Cases of GET /api/users (no key needed; designed page-number pagination). */
import { validateParameters } from "../../spec/operations.ts";
import { provenanceOfIssues } from "../checks/check.ts";
import { badValues } from "../inputs/mutate.ts";
import type { ContractCase } from "./case.ts";
import { operation } from "../spec-info.ts";
import { endpoint, forcedStatusCase, FULL, mutationLabels, SMOKE_AND_FULL, type RequestFor } from "./common.ts";

const GROUP = "listUsers";
const USERS = endpoint(GROUP);
const PAGE_SIZE = 2;

const listWithoutKey: RequestFor = () => ({ ...USERS, auth: null });

/** Query strings each breaking one constraint of a declared query parameter. */
export function userQueryMutations() {
  const out: { description: string; query: Record<string, string>; provenance: "seed" | "designed" }[] = [];
  for (const parameter of operation(GROUP).parameters.filter((p) => p.in === "query")) {
    for (const [why, value] of badValues([parameter.schema])) {
      if (typeof value === "object") continue; // a query string carries no objects or arrays
      const query = { [parameter.name]: String(value) };
      const issues = validateParameters(GROUP, "query", { ...query });
      if (issues.length > 0) out.push({ description: `${parameter.name}=${String(value)} (${why})`, query, provenance: provenanceOfIssues(issues) });
    }
  }
  return out;
}

export const userCases: ContractCase[] = [
  {
    group: GROUP,
    title: "lists users without an API key",
    profiles: SMOKE_AND_FULL,
    billable: 0,
    async run(ctx) {
      await ctx.send({ ...USERS, scenario: "users-without-key", auth: null });
    },
  },
  {
    group: GROUP,
    title: "pages users with page and page_size",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      for (const page of ["1", "2"]) {
        await ctx.send({ ...USERS, scenario: "users-page", auth: null, query: { page, page_size: String(PAGE_SIZE) }, labels: { pageSize: PAGE_SIZE } });
      }
    },
  },
  {
    group: GROUP,
    title: "returns no users for a page past the end",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      const first = await ctx.send({ ...USERS, scenario: "users-page", auth: null, query: { page_size: "100" }, labels: { pageSize: 100 } });
      const total = (first.response?.json as { total?: unknown } | undefined)?.total;
      if (typeof total !== "number" || !Number.isInteger(total) || total < 0) {
        ctx.notExercised("a page past the end: the first page gave no total");
        return;
      }
      const page = Math.min(Math.floor(total / 100) + 2, 1_000_000);
      await ctx.send({ ...USERS, scenario: "users-past-end", auth: null, query: { page: String(page), page_size: "100" } });
    },
  },
  {
    group: GROUP,
    title: "refuses page and page_size values that break one constraint each with 400 invalid_request",
    profiles: FULL,
    bulk: true,
    billable: 0,
    async run(ctx) {
      for (const mutation of userQueryMutations()) {
        await ctx.send({
          ...USERS,
          scenario: "invalid-parameters",
          auth: null,
          query: mutation.query,
          labels: mutationLabels(mutation),
        });
      }
    },
  },
  forcedStatusCase(GROUP, listWithoutKey),
];
