/**
 * files.ts for the browser build (scripts/build-browser.ts picks it): the samples are embedded
 * at build time in their own chunk, which the page loads only when a result URL is opened.
 */
export async function readSample(name: "video" | "cover"): Promise<Uint8Array> {
  const samples = await import("./samples.browser.ts");
  return name === "video" ? samples.video : samples.cover;
}
