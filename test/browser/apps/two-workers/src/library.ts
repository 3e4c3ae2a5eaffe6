// A library that starts MSW with the kit's handlers itself, bundled on its own: its own copy of
// msw and of the kit, as a widget or design-system bundle would ship them.
import { createGatewayHandlers, manualClock } from "ai-gateway-kit/msw";
import { setupWorker } from "msw/browser";

export const gateway = createGatewayHandlers({ clock: manualClock(), taskDurationMs: 5000, pacing: false });
export const started = setupWorker(...gateway.handlers).start({ onUnhandledRequest: "bypass", quiet: true });
