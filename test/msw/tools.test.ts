/** Tool calls and structured outputs through the official clients, against the MSW handlers (no port open). */
import { useGatewayMock } from "../../mocks/testing/vitest.ts";
import { toolClientCases } from "../support/tool-client-cases.ts";

const gateway = useGatewayMock({ baseUrl: "http://gateway.mock.invalid", onUnhandledRequest: "error" });

toolClientCases(() => ({ url: gateway.url, key: gateway.keys.default }));
