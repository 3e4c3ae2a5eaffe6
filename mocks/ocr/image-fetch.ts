/**
 * The OCR image fetch (MOCK_OCR_FETCH=1), safe to point at from outside: no address of the
 * mock's own network unless its host is allow-listed, no redirects, bounded in time and bytes.
 *
 * The deny-list is checked on the addresses DNS gives, inside the `lookup` that http.request
 * connects with, so the address vetted is the address connected to: a name that resolves to a
 * public address when checked and to 127.0.0.1 when connecting (DNS rebinding) has no window.
 * IP literals never reach `lookup` (net.connect skips it), so they are checked up front.
 */
// node:dns and node:https (with tls and crypto) come from process.getBuiltinModule() at the
// first fetch: the mock does not load them at start-up for a fetch that is off by default.
import type { LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { BlockList, isIP, type LookupFunction } from "node:net";

/** Loopback, unspecified, private, carrier-grade NAT, link-local (with the cloud metadata addresses), multicast. */
export const DENIED_RANGES: readonly [string, number, "ipv4" | "ipv6"][] = [
  ["0.0.0.0", 8, "ipv4"], // 0.0.0.0 reaches the local host on Linux
  ["127.0.0.0", 8, "ipv4"],
  ["10.0.0.0", 8, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["100.64.0.0", 10, "ipv4"],
  ["169.254.0.0", 16, "ipv4"], // holds 169.254.169.254, the metadata service of most clouds
  ["224.0.0.0", 4, "ipv4"],
  ["255.255.255.255", 32, "ipv4"],
  ["::", 128, "ipv6"],
  ["::1", 128, "ipv6"],
  ["::ffff:0:0", 96, "ipv6"], // IPv4-mapped: would smuggle any IPv4 address past the IPv4 rules
  ["fc00::", 7, "ipv6"], // unique local, holds fd00:ec2::254 (AWS metadata over IPv6)
  ["fe80::", 10, "ipv6"],
  ["ff00::", 8, "ipv6"],
];

const DENIED = new BlockList();
for (const [network, prefix, family] of DENIED_RANGES) DENIED.addSubnet(network, prefix, family);

/** Whether an address lies in a denied range. */
export function isDeniedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return DENIED.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why a fetch failed; logged at debug, never answered (one message for every failure). */
export class FetchRefused extends Error {}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  /** Whether the deny-list applies (not for allow-listed hosts). */
  deny: boolean;
}

/** The `lookup` http.request connects with: DNS, then every address vetted. */
function vettedLookup(): LookupFunction {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    process.getBuiltinModule("node:dns").lookup(hostname, { all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error);
      // Any denied answer refuses the host: connecting to "the first public one" would let a
      // name list a public and a private address and race them.
      if (addresses.length === 0 || addresses.some((a) => isDeniedAddress(a.address))) {
        return callback(new FetchRefused(`${hostname} resolves to a denied address`));
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  }) as LookupFunction;
}

/**
 * The body of a 200 answer to GET `url`, at most `maxBytes`, within `timeoutMs` from start to
 * end (connect, headers and body: a body that trickles is cut at the deadline too).
 */
export function fetchBytes(url: URL, limits: FetchLimits, signal?: AbortSignal): Promise<Buffer> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (limits.deny && isIP(host) !== 0 && isDeniedAddress(host)) return Promise.reject(new FetchRefused(`${host} is a denied address`));
  // A timer and a listener of our own, let go of when the fetch settles. AbortSignal.any() over
  // AbortSignal.timeout() was not enough: Node 20 may collect a timeout signal that only the
  // composite holds before it fires (nodejs/node#57736), and the fetch then waits forever.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new FetchRefused(`no image within ${limits.timeoutMs} ms`)), limits.timeoutMs);
  const clientLeft = () => controller.abort(signal?.reason);
  if (signal?.aborted) clientLeft();
  else signal?.addEventListener("abort", clientLeft, { once: true });
  const settled = () => {
    clearTimeout(timer);
    signal?.removeEventListener("abort", clientLeft);
  };
  const abort = controller.signal;
  const request = url.protocol === "https:" ? process.getBuiltinModule("node:https").request : httpRequest;
  return new Promise<Buffer>((resolve, reject) => {
    const req = request(
      url,
      { method: "GET", headers: { accept: "image/*" }, signal: abort, ...(limits.deny ? { lookup: vettedLookup() } : {}) },
      (res: IncomingMessage) => {
        if (res.statusCode !== 200) {
          req.destroy();
          return reject(new FetchRefused(`HTTP ${res.statusCode}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            req.destroy();
            reject(new FetchRefused(`more than ${limits.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve(Buffer.concat(chunks, size)));
        res.on("error", reject);
        // A cut connection or an abort mid-body ends without 'end'; settling twice is a no-op.
        res.on("close", () => reject(new FetchRefused("the body did not arrive")));
      },
    );
    req.on("error", reject);
    req.end();
  }).finally(settled);
}
