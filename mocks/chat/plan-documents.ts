/**
 * Documents of plans, extractions and generated interfaces, written after the values a model
 * would write (plausible-values.ts): a plan's periods in order with what each holds
 * (period-plans.ts), a how-to's real steps (how-to-steps.ts), the action items, decisions and
 * invoice of a given text (action-items.ts, meeting-decisions.ts, invoice-extraction.ts), a
 * form or a page as a tree of components (ui-trees.ts). One entry for schema-documents.ts, so its chain of passes names them once.
 */
import { withActionItems } from "./action-items.ts";
import { withHowToSteps } from "./how-to-steps.ts";
import { withInvoice } from "./invoice-extraction.ts";
import { withDecisions } from "./meeting-decisions.ts";
import { withPeriodPlan } from "./period-plans.ts";
import { withInterfaceTree } from "./ui-trees.ts";

type Json = Record<string, unknown>;

/**
 * `document` with its plan written as a model would, where `validate` accepts it.
 * @example withPlans({ days: [{ day: "2026-03-21", dinner: "XnUv5bUa" }] }, "Create a weekly meal plan", check, schema) // { days: [{ day: "Monday", dinner: "Garlic butter chicken with rice" }] }
 */
export function withPlans(document: unknown, prompt: string, validate: (value: unknown) => boolean, schema: Json): unknown {
  const extracted = withDecisions(withActionItems(withInvoice(document, prompt, validate), prompt, validate), prompt, validate);
  const planned = withPeriodPlan(extracted, prompt, validate, schema);
  return withInterfaceTree(withHowToSteps(planned, prompt, validate), prompt, validate, schema);
}
