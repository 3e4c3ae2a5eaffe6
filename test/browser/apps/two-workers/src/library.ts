// A library that starts MSW with the kit's handlers itself, bundled on its own: its own copy of
// msw and of the kit, as a widget or design-system bundle would ship them. Its gateway is made as
// the app's is (main.ts).
import { createGatewayHandlers } from "ai-gateway-kit/msw";
import { setupWorker } from "msw/browser";

export const gateway = createGatewayHandlers({ taskDurationMs: 100, pacing: { ttftMs: 0, tokensPerSecond: 100 } });
export const started = setupWorker(...gateway.handlers).start({ onUnhandledRequest: "bypass", quiet: true });
