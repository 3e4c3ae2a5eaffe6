/**
 * The two Node globals the shared modules use, as the browser build provides them inside its own
 * bundle (esbuild `inject`: only modules that use a name get it, and the page's globals are not
 * touched): Buffer (the byte helpers of the body reader, assets and cursors) from the `buffer`
 * package, and setImmediate (a later turn of the event loop) as a zero-delay timeout.
 */
// "buffer/" (with the slash) names the npm package, never Node's built-in of the same name.
export { Buffer } from "buffer/";

export function setImmediate<A extends unknown[]>(run: (...args: A) => void, ...args: A): ReturnType<typeof setTimeout> {
  return setTimeout(run, 0, ...args);
}
