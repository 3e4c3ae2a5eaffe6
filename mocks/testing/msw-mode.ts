/**
 * Mode "msw" of the test helper, the same in Node and in a page: the test's own handlers, then
 * the gateway's, in an MSW server (`setupServer`, start.ts) or worker (`setupWorker`,
 * start.browser.ts), which `listen` creates and starts.
 */
import type { MockApp } from "../app.ts";
import type { MockConfig } from "../config/config.ts";
import type { Clock } from "../state/clock.ts";
import type { TestControls } from "../test-controls/test-controls.ts";
import type { GatewayMockOptions, MswServer } from "./options.ts";

/** A started gateway mock, whichever way it runs. */
export interface RunningMock {
  url: string;
  app: MockApp;
  controls: TestControls;
  msw?: MswServer;
  stop(): Promise<void>;
}

/** What `gatewayMock()` made of its options: the clock and the mock's settings. */
export interface MockSettings {
  options: GatewayMockOptions<Clock>;
  clock: Clock;
  config: Partial<MockConfig>;
}

/** An MSW server or worker as `listen` hands it back: its handlers, its life-cycle events, and how to stop it. */
export type ListeningMsw = MswServer & { events: { on(event: "response:mocked", listener: (args: { response: Response; request: Request }) => void): void } };

/** Starts MSW (`setupServer(...handlers).listen()` or `setupWorker(...handlers).start()`); resolves once it answers. */
export type MswListen = (handlers: unknown[], onUnhandled: "bypass" | "warn" | "error") => Promise<{ msw: ListeningMsw; stop(): Promise<void> | void }>;

export async function startMswMode({ options, clock, config }: MockSettings, listen: MswListen): Promise<RunningMock> {
  // Loaded here so that mode "http" works without msw installed.
  const { createGatewayHandlers } = await import("../transports/msw/index.ts");
  const gateway = createGatewayHandlers({ baseUrl: options.baseUrl, keys: options.keys, clock, config, scenario: options.scenario });
  await gateway.ready();
  const { msw, stop } = await listen([...(options.handlers ?? []), ...gateway.handlers], options.onUnhandledRequest ?? "warn");
  gateway.attach(msw);
  return { url: gateway.baseUrl, app: gateway.app, controls: { ...gateway, clear: gateway.reset }, msw, stop: async () => stop() };
}
