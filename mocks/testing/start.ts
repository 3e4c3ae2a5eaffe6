/**
 * How the test helper starts the mock in Node: a real server on a free port of 127.0.0.1 (mode
 * "http"), or MSW's `setupServer` (mode "msw"). A page takes start.browser.ts instead.
 */
import { startServer } from "../transports/http/server.ts";
import { installTestControls } from "../test-controls/test-controls.ts";
import { startMswMode, type MockSettings, type RunningMock } from "./msw-mode.ts";

export async function startMock(settings: MockSettings): Promise<RunningMock> {
  const { options, clock, config } = settings;
  if (options.mode === "http") {
    const server = await startServer({
      port: 0,
      host: "127.0.0.1",
      clock,
      config: { ...config, controlCorsOrigins: config.controlCorsOrigins ?? documentOrigin(), keysFile: typeof options.keys === "string" ? options.keys : config.keysFile },
      keys: typeof options.keys === "object" ? options.keys : undefined,
      scenario: options.scenario,
    });
    return { url: server.url, app: server.app, controls: installTestControls(server.app), stop: () => server.close() };
  }
  const { setupServer } = await import("msw/node");
  return startMswMode(settings, async (handlers, onUnhandled) => {
    const server = setupServer(...(handlers as Parameters<typeof setupServer>));
    // msw 2 reads `onUnhandledRequest`, msw 3 `onUnhandledFrame` (each ignores the other's name).
    server.listen({ onUnhandledRequest: onUnhandled, onUnhandledFrame: onUnhandled } as Parameters<typeof server.listen>[0]);
    return { msw: server, stop: () => server.close() };
  });
}

/**
 * The origin of the test's document in a DOM environment (vitest's jsdom or happy-dom), else
 * undefined. Its fetch sends that Origin, and happy-dom's applies CORS, so the control surface,
 * which refuses other origins' pages, would refuse the test's own requests to `/__mock` where the
 * MSW mode answers them: mode "http" lets that one origin in (the mock is the test's own, on loopback).
 */
function documentOrigin(): string | undefined {
  const scope = globalThis as { document?: unknown; location?: { origin?: string } };
  const origin = scope.document === undefined ? undefined : scope.location?.origin;
  return origin?.startsWith("http") ? origin : undefined;
}
