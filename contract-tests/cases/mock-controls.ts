/**
 * Cases that force an outcome through our mock's controls (`Prefer: code=NNN`, `task=failed`,
 * `stream=drop-after-N`) cannot run against a real gateway. They are skipped, saying so, never
 * counted as passed: a green run must mean every counted case really ran.
 */
import type { CaseContext } from "./case.ts";

/** The reason every such case is skipped with (JUnit `<skipped/>`). */
export const NEEDS_MOCK_CONTROLS = "needs the mock's controls";

/** Skips the case unless the target is our mock; `controls` names what it would have sent. */
export function requireMockControls(ctx: CaseContext, controls: string): void {
  if (!ctx.isMock) ctx.skip(`${NEEDS_MOCK_CONTROLS} (${controls})`);
}
