// Files the browser build embeds as data (scripts/build-browser.ts: text and binary loaders).
declare module "*.yaml" {
  const text: string;
  export default text;
}
declare module "*.html" {
  const text: string;
  export default text;
}
declare module "*.mp4" {
  const bytes: Uint8Array;
  export default bytes;
}
declare module "*.png" {
  const bytes: Uint8Array;
  export default bytes;
}
