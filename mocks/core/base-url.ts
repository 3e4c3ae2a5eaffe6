import type { MockConfig } from "../config/config.ts";
import type { MockRequest } from "./deps.ts";

// host, IPv4 or [IPv6], and an optional port: nothing else of a Host header is ever echoed.
const HOST_HEADER = /^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;
const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|\[::ffff:127(?:\.\d{1,3}){3}\])(?::\d{1,5})?$/i;

/**
 * Absolute base URL for URLs in results. MOCK_PUBLIC_URL when set (a mock behind a proxy or in
 * a container); else the Host a local client used (localhost or 127.x, so a browser on
 * `localhost` gets links it can open); else the address the mock listens on. A Host header of
 * any other name is not reflected: a client could otherwise plant links to another site in
 * results that a shared mock serves.
 */
export function baseUrlOf(request: MockRequest, config: Pick<MockConfig, "publicUrl" | "host" | "port">): string {
  if (config.publicUrl) return config.publicUrl;
  const host = request.headers.host;
  if (host !== undefined && HOST_HEADER.test(host) && LOCAL_HOST.test(host)) return `http://${host}`;
  const bound = config.host.includes(":") ? `[${config.host}]` : config.host;
  return `http://${bound}:${config.port}`;
}

/** Whether a Host header names this machine by a loopback name or address (localhost, 127.x, [::1]). */
export function isLocalHostHeader(host: string): boolean {
  return HOST_HEADER.test(host) && LOCAL_HOST.test(host);
}
