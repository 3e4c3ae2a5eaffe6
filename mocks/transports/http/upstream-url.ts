/**
 * Where a forwarding server (the recorder, the validating proxy) sends a request: the upstream's
 * origin and base path, then the request target. Only origin-form targets (`/path?query`) are
 * forwarded: an asterisk (`OPTIONS *`) or absolute-form target (`http://elsewhere/`) names no
 * path of the upstream and must not steer the server to another host. Concatenated, not
 * resolved: a target like //other.host/x stays a path on the upstream.
 * @example upstreamUrl(new URL("https://gw.example.com/base/"), "/api/users?page=2")?.href // "https://gw.example.com/base/api/users?page=2"
 */
export function upstreamUrl(upstream: URL, target: string | undefined): URL | undefined {
  if (!target?.startsWith("/")) return undefined;
  try {
    const url = new URL(`${upstream.origin}${upstream.pathname.replace(/\/$/, "")}${target}`);
    return url.origin === upstream.origin ? url : undefined;
  } catch {
    return undefined;
  }
}
